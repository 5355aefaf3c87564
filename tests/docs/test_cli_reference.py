"""The CLI reference of the docs (docs/_ext/cli_reference.py) is written from the parser: every
command, every option of every game and every exit status are in it."""

from __future__ import annotations

import argparse
import sys

import pytest

import islands_rules as ir
from islands_rules.cli import ExitStatus, build_parser, main
from paths import ROOT

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
pytest.importorskip("sphinx")  # the extension runs inside Sphinx (the test group installs it)

from cli_reference import commands, reference_lines

TEXT = "\n".join(reference_lines()).replace("\\", "")  # the reST escapes taken out


def test_every_command_has_a_section() -> None:
    names = list(commands(build_parser()))
    assert names == ["validate", "show", "play", "match", "solve", "games"]
    for name in names:
        assert f"``islands-rules {name}``\n" in TEXT


@pytest.mark.parametrize("game", ir.builtin_games())
def test_every_option_of_every_command_of_every_game_is_described(game: str) -> None:
    parser = build_parser(game)
    for sub in [parser, *(sub for _, sub in commands(parser).values())]:
        for action in sub._actions:
            seat = any(option.startswith("--seat") for option in action.option_strings)
            if isinstance(action, argparse._SubParsersAction) or seat:
                continue
            for option in action.option_strings:
                assert f"``{option}" in TEXT or f", {option}" in TEXT, (sub.prog, option)
            if not action.option_strings:
                assert f"``{action.metavar}``" in TEXT, (sub.prog, action.metavar)
            assert (action.help or "") in TEXT, (sub.prog, action.help)


@pytest.mark.parametrize("game", ir.builtin_games())
def test_the_seats_of_every_game_are_given(game: str) -> None:
    seats = max(ir.load_game(game).player_counts)
    play = commands(build_parser(game))["play"][1]
    assert [a.dest for a in play._actions if a.dest.startswith("seat")] == [f"seat{n}" for n in range(seats)]
    title = f"{ir.load_game(game).title} (``--game {game}``)"
    assert (
        f"{title}\n{'^' * len(title)}\n\nSeats: ``--seat0`` to ``--seat{seats - 1}`` (seat 0 moves first)."
        in TEXT
    )


def test_the_exit_statuses_come_from_the_code() -> None:
    for status in ExitStatus:
        assert f"* - {int(status)}\n     - ``{status.name}``\n     - {status.meaning}" in TEXT
    assert [int(status) for status in ExitStatus] == [0, 1, 2]


def test_the_help_ends_with_the_exit_statuses(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    for status in ExitStatus:
        assert f"{int(status)} {status.meaning}" in help_text
