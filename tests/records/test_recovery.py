"""Records as archives meet them: the claimed result and the text's own tags kept on the check,
one problem for a lost, repeated or swapped turn (tested by mutating random games of every
game), and a bad byte that costs only its value."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from paths import ROOT

Kind = ir.ProblemKind
GAMES = ir.available_games()


def random_record(name: str, seed: int, *, small: bool = True) -> ir.Record:
    """A random game of ``name`` to its end (Ponte on a 6x6 board if ``small``, to stay quick)."""
    game = ir.load_game(name)
    rules = game.rules_class(board_size=6) if name == "ponte" and small else game.rules_class()
    rng, state, moves = random.Random(seed), game.new_game(rules), []
    while game.to_move(state) is not None:
        move = game.random_move(state, rng)
        state = game.play(state, move)
        moves.append(move)
    return ir.Record(moves, rules=rules)


def numbered_turns(record: ir.Record) -> tuple[str, list[tuple[int, str]], str]:
    """The record's text cut into its tags, its (number, token) turns and its result."""
    text = ir.write_record(record, width=10**6)
    head, turns = text.split("\n\n")
    words = turns.split()
    pairs = [(int(words[i][:-1]), words[i + 1]) for i in range(0, len(words) - 1, 2)]
    return head, pairs, words[-1]


def joined(head: str, pairs: list[tuple[int, str]], result: str) -> str:
    return head + "\n\n" + " ".join(f"{number}. {token}" for number, token in pairs) + f" {result}\n"


# ------------------------------------------------------------------- the claimed result


@pytest.mark.parametrize("name", GAMES)
def test_the_claimed_result_and_the_texts_tags_are_kept_as_written(name: str) -> None:
    record = random_record(name, 1)
    actual = ir.outcome(record.final)
    assert actual is not None
    loser = next(player for player in record.game.player_names(record.rules) if player != actual.result)
    claim = loser.upper()  # as a careless archive writes it
    text = ir.write_record(record).replace(f'[Result "{actual.result}"]', f'[Board "7"]\n[Result "{claim}"]')
    (check,) = ir.check_records(text)
    assert check.claimed_result == claim
    assert check.result == actual.result
    assert check.result_agrees is False
    assert check.text_tags["Result"] == claim
    assert check.text_tags["Game"] == name
    assert check.text_tags["Board"] == "7"
    assert [p.kind for p in check.problems] == [Kind.UNKNOWN_TAG, Kind.RESULT]
    data = check.to_dict()
    assert (data["claimed_result"], data["result"], data["result_agrees"]) == (claim, actual.result, False)


def test_the_result_after_the_turns_is_the_claim_when_there_is_no_result_tag() -> None:
    (check,) = ir.check_records("1. a1,b2 Light")
    assert (check.claimed_result, check.result, check.result_agrees) == ("Light", "*", False)
    (check,) = ir.check_records("1. a1,b2 2. a1,a1 *")
    assert (check.claimed_result, check.result, check.result_agrees) == ("*", None, None)
    assert not check.played_through


# ------------------------------------------------------------------ lost turns, by mutation


def only_problem(text: str) -> tuple[ir.RecordCheck, ir.Problem]:
    (check,) = ir.check_records(text)
    assert len(check.problems) == 1, [str(p) for p in check.problems]
    (problem,) = check.problems
    assert problem.kind is Kind.MOVE_NUMBER
    assert check.error is problem
    assert problem.ply == check.record.plies + 1  # plies: the turns played before the first error
    with pytest.raises(ir.RecordError) as raised:
        ir.read_record(text)
    assert raised.value.reason == problem.reason
    return check, problem


@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10**6), where=st.floats(0, 1, exclude_max=True))
def test_a_lost_turn_is_one_problem_and_play_stops_before_it(name: str, seed: int, where: float) -> None:
    record = random_record(name, seed)
    head, pairs, result = numbered_turns(record)
    k = 1 + int(where * (len(pairs) - 1))  # any turn but the last, whose loss no number shows
    check, problem = only_problem(joined(head, pairs[: k - 1] + pairs[k:], result))
    before = "the numbers start at" if k == 1 else f"the numbers jump from {k - 1} to"
    assert problem.reason == f"turn {k} seems to be missing: {before} {k + 1}"
    assert check.record.moves == record.moves[: k - 1]


@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10**6), where=st.floats(0, 1, exclude_max=True))
def test_a_turn_given_twice_is_one_problem_and_play_stops_at_the_copy(
    name: str, seed: int, where: float
) -> None:
    record = random_record(name, seed)
    head, pairs, result = numbered_turns(record)
    k = 1 + int(where * len(pairs))
    check, problem = only_problem(joined(head, pairs[:k] + pairs[k - 1 :], result))
    assert problem.reason == f"turn {k} seems to be given twice: a second {k}. follows it"
    assert check.record.moves == record.moves[:k]


@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10**6), where=st.floats(0, 1, exclude_max=True))
def test_two_swapped_turns_are_one_problem_and_play_stops_before_them(
    name: str, seed: int, where: float
) -> None:
    record = random_record(name, seed)
    head, pairs, result = numbered_turns(record)
    k = 1 + int(where * (len(pairs) - 1))  # turns k and k + 1
    swapped = [*pairs[: k - 1], pairs[k], pairs[k - 1], *pairs[k + 1 :]]
    check, problem = only_problem(joined(head, swapped, result))
    assert problem.reason == f"turns {k} and {k + 1} seem to be swapped: {k + 1}. comes before {k}."
    assert check.record.moves == record.moves[: k - 1]


def test_forty_six_wrong_numbers_become_one_after_a_lost_turn() -> None:
    # The archive user's case: turn 7 deleted from a long game gave 46 problems and 17 plies.
    record = random_record("ponte", 7, small=False)
    head, pairs, result = numbered_turns(record)
    assert len(pairs) > 20
    check, problem = only_problem(joined(head, pairs[:6] + pairs[7:], result))
    assert problem.reason == "turn 7 seems to be missing: the numbers jump from 6 to 8"
    assert check.record.plies == 6


@pytest.mark.parametrize(
    ("text", "plies", "reasons"),
    [
        ("1. a1,c3 5. swap 3. b2,b3", 1, ["move number '5.' where turn 2 comes next"]),
        (
            "1. a1,c3 2. swap 5. b2,b3 6. c4,c5",
            2,
            ["turns 3 to 4 seem to be missing: the numbers jump from 2 to 5"],
        ),
        (
            "1. a1,c3 2. swap 3. b2,b3 1. c4,c5",
            3,
            ["turns 1 to 3 seem to be given twice: the numbers go back from 3 to 1"],
        ),
        ("1. a1,c3 2. swap 0. b2,b3", 2, ["move number '0.' where turn 3 comes next"]),
        (
            "1. a1,c3 3. swap x;y",
            1,
            ["turn 2 seems to be missing: the numbers jump from 1 to 3", "not a move"],
        ),
    ],
)
def test_the_recovery_rules_of_the_records_page(text: str, plies: int, reasons: list[str]) -> None:
    (check,) = ir.check_records(text)
    assert len(check.problems) == len(reasons)
    for problem, reason in zip(check.problems, reasons, strict=True):
        assert reason in problem.reason
    assert check.record.plies == plies


# ---------------------------------------------------------------------------- bad bytes


@pytest.mark.parametrize("name", GAMES)
def test_a_bad_byte_in_a_tag_or_comment_costs_only_that_value(name: str) -> None:
    record = random_record(name, 3)
    text = ir.write_record(record).replace("[Result", '[Event "Jos\xe9 cup"]\n[Result', 1)
    text = text.replace("1. ", "{\xe9t\xe9} 1. ", 1)
    data = text.encode("latin-1")
    (check,) = ir.check_records(data)
    assert check.record.moves == record.moves  # the whole game, every turn played
    assert check.played_through
    assert "Event" not in check.record.tags
    assert check.record.comments == {}
    assert [p.kind for p in check.problems] == [Kind.ENCODING, Kind.ENCODING]
    lines = text.split("\n")
    for problem in check.problems:
        assert problem.line is not None
        assert problem.column is not None
        assert lines[problem.line - 1][problem.column - 1] == "\xe9"
        assert "byte 0xe9" in problem.reason
    assert not check.valid
    with pytest.raises(ir.RecordError, match="byte 0xe9"):
        ir.read_record(data)


def test_a_bad_byte_in_a_turn_costs_that_turn() -> None:
    (check,) = ir.check_records(b"1. a1,c3 2. swap 3. b\xff,c4 4. d4,d5")
    assert check.record.plies == 2
    assert check.error is not None
    assert (check.error.kind, check.error.ply, check.error.column) == (Kind.ENCODING, 3, 22)


def test_messages_show_a_bad_byte_as_the_replacement_character() -> None:
    (check,) = ir.check_records(b'[Ev\xe9nt "x"] a1,b2')
    assert check.problems[0].token == '[Ev\ufffdnt "x"]'
    assert re.search("byte 0xe9", str(check.problems[0]))


# ------------------------------------------------------------------ the Light tag (R5)

TAKES_LIGHT = re.compile(r"swap \{(\w+) takes light\}")
LIGHT_TAG = re.compile(r'\[Light \\?"(\w+)\\?"\]|"Light": "(\w+)"')


def test_every_example_names_the_player_who_swaps_light() -> None:
    # R5: the swap takes over the light tiles, so from the colour choice on [Light] names the
    # second player, the one who swaps: a record in which Bob swaps names Bob light.
    files = [ROOT / "README.md", *(ROOT / "docs").rglob("*.rst"), *(ROOT / "src").rglob("*.py")]
    files += list((ROOT / "tests").glob("test_*.py"))
    checked = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        for swap in TAKES_LIGHT.finditer(text):
            tags = list(LIGHT_TAG.finditer(text, max(0, swap.start() - 400), swap.start()))
            if tags:
                checked += 1
                named = tags[-1].group(1) or tags[-1].group(2)
                assert named == swap.group(1), f"{path.relative_to(ROOT)}: Light {named}, but {swap.group()}"
    assert checked >= 4  # the README, the records page, the reader's and the writer's docstrings
    record = ir.read_record('[Light "Bob"] [Dark "Ann"] 1. a1,c3 2. swap {Bob takes light}')
    assert record.game.seat_names(record.final)[1] == "light"  # the second seat plays light
