"""Records that are nearly right: a bad byte inside a turn, a file cut after its tags, and a
game's turns with no ``Game`` tag (docs: promises, "Records: what the reader says").

Each behaves the same for every game: the encoding error at the byte itself, a warning for
a game of tags alone, and one error (not one a turn) that names the game the turns are of.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import islands_rules as ir
from islands_rules.cli import main
from islands_rules.records import ProblemKind

GAMES = ir.available_games()


def record_text(name: str, plies: int = 8) -> str:
    game = ir.load_game(name)
    state, moves, rng = game.new_game(), list[object](), random.Random(5)
    while game.to_move(state) is not None and len(moves) < plies:
        move = game.random_move(state, rng)
        state = game.play(state, move)
        moves.append(move)
    return ir.write_record(ir.Record(moves, rules=game.rules_class()))


@pytest.mark.parametrize("name", GAMES)
def test_a_bad_byte_in_a_turn_is_an_encoding_error_at_the_byte_in_every_game(name: str) -> None:
    text = record_text(name)
    line_start = text.index("\n1. ") + 1
    turn = line_start + 3  # the first turn's token, after "1. "
    data = (text[: turn + 2] + "\udcff" + text[turn + 2 :]).encode("utf-8", "surrogateescape")
    (check,) = ir.check_records(data)
    problem = check.problems[0]
    line = text[:turn].count("\n") + 1
    assert (problem.kind, problem.line, problem.column) == (ProblemKind.ENCODING, line, 3 + 2 + 1)
    assert problem.reason == "not UTF-8 text: byte 0xff cannot start or continue a character"
    assert problem.ply == 1
    assert "\\udc" not in str(check.error)
    with pytest.raises(ir.RecordError) as raised:  # the strict reader says the same, where it is
        ir.read_records(data)
    assert (raised.value.line, raised.value.column, raised.value.reason) == (line, 6, problem.reason)


@pytest.mark.parametrize("name", GAMES)
def test_a_file_cut_after_its_tags_is_valid_with_a_warning(name: str) -> None:
    text = record_text(name, plies=1)  # a game going on: [Result "*"]
    cut = text[: text.index("\n1. ") + 1]  # the tags, and the empty line after them
    assert '[Result "*"]' in cut
    (check,) = ir.check_records(cut)
    assert check.valid
    assert [(p.kind, p.is_error, p.line) for p in check.problems] == [(ProblemKind.NO_TURNS, False, 1)]
    assert "a file cut short?" in check.problems[0].reason
    assert ir.read_record(cut).plies == 0  # a warning: the strict reader reads it


@pytest.mark.parametrize("name", GAMES)
def test_a_game_not_begun_written_with_its_result_is_not_warned_about(name: str) -> None:
    text = ir.write_record(ir.Record([], rules=ir.load_game(name).rules_class()))
    (check,) = ir.check_records(text)
    assert check.problems == ()


def test_validate_warns_about_a_cut_file_and_still_exits_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cut.txt"
    path.write_text('[Game "lsd"]\n[Players "2"]\n', encoding="utf-8")
    assert main(["validate", str(path)]) == 0
    said = capsys.readouterr().out
    assert f"{path}:1:1: warning: tags but no turn, and no result to end the game" in said


@pytest.mark.parametrize("name", [name for name in GAMES if name != "ponte"])
def test_another_games_turns_without_a_game_tag_are_one_error_naming_the_tag(name: str) -> None:
    text = record_text(name, plies=30)
    untagged = "\n".join(line for line in text.splitlines() if not line.startswith("["))
    ponte = ir.load_game("ponte")
    first = next(token for token in untagged.split() if not token.endswith(".") and not token.startswith("["))
    try:
        ponte.parse_move(first)
    except ir.NotationError:
        pass
    else:
        pytest.skip(
            f"{name}'s first turn {first!r} is also Ponte notation: an illegal move, not a foreign one"
        )
    (check,) = ir.check_records(untagged)
    turns = [p for p in check.problems if p.ply is not None]
    assert len(turns) == 1, [p.reason for p in turns]
    assert turns[0].reason.endswith(f"""the turns look like another game's: name it with [Game "{name}"]""")
    with pytest.raises(ir.RecordError, match=r"name it with \[Game"):
        ir.read_records(untagged)


def test_ponte_turns_without_a_game_tag_are_read_as_ponte() -> None:
    (check,) = ir.check_records(record_text("ponte").replace('[Game "ponte"]\n', ""))
    assert check.valid


def test_a_bad_turn_of_no_other_game_is_not_given_a_game() -> None:
    (check,) = ir.check_records("1. c3,e5 2. xyzzy 3. plugh")
    assert [p.reason.endswith("tag or comment") for p in check.problems] == [True, True]
