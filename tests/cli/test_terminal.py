"""The terminal game as a person meets it: the colour they play, the moves listed and
filtered, an only move offered, the ply numbered as errors number it, the legend on request,
and what a move did announced (through a game's effects, where it has them)."""

from __future__ import annotations

import re
from io import StringIO
from typing import Any

import islands_rules as ir
from islands_rules import lsd
from islands_rules.cli.play import play_seats
from islands_rules.core.protocol import Game


def session(game: Any, rules: Any, specs: list[str], typed: str) -> tuple[str, ir.Record]:
    out = StringIO()
    record = play_seats(game, rules, specs, seed=1, hint="random", event="test", inp=StringIO(typed), out=out)
    return out.getvalue(), record


def test_the_person_is_told_which_colour_they_play() -> None:
    shown, _ = session(
        ir.load_game("isaac"), ir.isaac.Rules(size=4, pieces=((3, 1, 2),)), ["random", "human"], "quit\n"
    )
    assert shown.splitlines()[0] == "you play light (seat 1); dark (seat 0): random"
    assert "light (you) to move" in shown


def test_moves_counts_the_legal_moves_and_takes_a_filter() -> None:
    ponte = ir.load_game("ponte")
    rules = ir.ponte.Rules(board_size=5)
    legal = [ponte.move_text(move) for move in ponte.legal_moves(ponte.new_game(rules))]
    with_c3 = [move for move in legal if "c3" in move.split(",")]  # c3 as a cell, not c30
    shown, _ = session(ponte, rules, ["human", "random"], "moves\nmoves c3\nmoves z9\nquit\n")
    lines = shown.splitlines()
    assert f"{len(legal)} legal moves:" in lines
    head = lines.index(f"{len(with_c3)} of {len(legal)} legal moves have c3:")
    listed = " ".join(lines[head + 1 : head + 3]).split()  # wrapped at 79 columns
    assert listed == with_c3
    assert f"none of the {len(legal)} legal moves has z9" in lines


def test_moves_swap_finds_the_swap() -> None:
    ponte = ir.load_game("ponte")
    shown, _ = session(ponte, ir.ponte.Rules(board_size=5), ["random", "human"], "moves swap\nquit\n")
    lines = shown.splitlines()
    at = next(i for i, line in enumerate(lines) if line.endswith(" has swap:"))
    assert lines[at].startswith("1 of ")
    assert lines[at + 1] == "swap"


def test_an_only_move_is_announced_and_enter_plays_it() -> None:
    isaac = ir.load_game("isaac")
    rules = ir.isaac.Rules(size=3, pieces=((3, 1, 1),))  # one tile each: then dark can only pass
    shown, record = session(isaac, rules, ["human", "random"], "a1-c1\n\nquit\n")
    assert "only one legal move: pass; press Enter to play it" in shown
    assert [isaac.move_text(move) for move in record.moves][::2] == ["a1-c1", "pass"]


def test_the_prompt_numbers_the_ply_as_the_error_does() -> None:
    ponte = ir.load_game("ponte")
    shown, _ = session(ponte, ir.ponte.Rules(board_size=5), ["human", "random"], "a1,b2\na1,b2\nquit\n")
    turn = re.findall(r"^ply (\d+): light \(you\) to move$", shown, re.MULTILINE)
    error = re.search(r"illegal move a1,b2 at ply (\d+):", shown)
    assert turn == ["1", "3"]
    assert error is not None
    assert error[1] == "3"  # the turn the prompt announced


def test_the_legend_command_explains_the_board() -> None:
    for name in ir.builtin_games():
        game = ir.load_game(name)
        shown, _ = session(
            game, game.rules_class(), ["human"] * len(game.player_names(game.rules_class())), "legend\nquit\n"
        )
        assert "\nlegend: " in shown, name


def _lsd_without_effects() -> Game[Any, Any, Any]:
    """LSD declared without its effects module: a game that does not say what its moves do."""
    modules = {name: getattr(lsd, name) for name in ("state", "rules", "moves", "scoring", "playout")}
    modules.update({name: getattr(lsd, name) for name in ("jsondata", "frontend", "text", "render")})
    return Game(
        name="lsd",
        title="LSD",
        player_counts=(2, 4),
        rules_class=lsd.Rules,
        state_class=lsd.GameState,
        move_types=(lsd.Placement, lsd.Pass),
        **modules,
    )


def test_captures_are_announced_from_the_effects_and_restated_moves_are_not() -> None:
    typed = "ew+@0,0\newx@-1,0\new+@-2,0\nquit\n"  # red's + pair takes blue's x between
    shown, record = session(ir.load_game("lsd"), lsd.Rules(), ["human", "human"], typed)
    assert record.plies == 3
    assert any(line.startswith("capture by red: -1,0; owner blue") for line in shown.splitlines())
    assert not any(line.startswith("place") for line in shown.splitlines())


def test_a_game_without_effects_announces_nothing() -> None:
    typed = "ew+@0,0\newx@-1,0\new+@-2,0\nquit\n"
    shown, record = session(_lsd_without_effects(), lsd.Rules(), ["human", "human"], typed)
    assert record.plies == 3
    assert "capture by" not in shown
