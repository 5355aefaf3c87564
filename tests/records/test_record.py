"""The Game value: built move by move from the rules, frozen, equal by value."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given

import islands_rules as ir
from strategies import records

SIX = ir.ponte.Rules(board_size=6)


def test_a_game_keeps_the_position_after_every_ply() -> None:
    game = ir.Record(["a1,c3", "swap", "f6,f5"], rules=SIX)
    state = ir.new_game(SIX)
    assert game.states[0] == state
    for ply, move in enumerate(game.moves, start=1):
        state = ir.play(state, move)
        assert game.states[ply] == state
    assert game.final == state
    assert game.plies == 3


def test_play_returns_a_longer_game_and_leaves_the_first_alone() -> None:
    game = ir.Record(["a1,c3"], rules=SIX, tags={"Light": "Ann"})
    longer = game.play(ir.ponte.Swap(), comment="  takes light ")
    assert (game.plies, longer.plies) == (1, 2)
    assert longer == ir.Record(
        ["a1,c3", "swap"], rules=SIX, tags={"Light": "Ann"}, comments={2: "takes light"}
    )
    assert game == ir.Record(["a1,c3"], rules=SIX, tags={"Light": "Ann"})
    assert longer.states[:2] == game.states


def test_play_refuses_an_illegal_move_naming_its_ply() -> None:
    game = ir.Record(["a1,c3"], rules=SIX)
    with pytest.raises(ir.IllegalMoveError, match="at ply 2: a1 is taken by a light tile") as caught:
        game.play("a1,b2")
    assert caught.value.ply == 2


def test_building_a_game_checks_every_move() -> None:
    with pytest.raises(ir.IllegalMoveError, match=r"at ply 3: .*c3 is taken"):
        ir.Record(["a1,c3", "swap", "c3,d4"])
    with pytest.raises(ir.NotationError, match="cannot read move 'c3;d4'"):
        ir.Record(["a1,c3", "c3;d4"])


def test_games_are_equal_and_hash_equal_by_value() -> None:
    one = ir.Record(["a1,c3"], rules=SIX, tags={"Light": "Ann", "Dark": "Bob"}, comments={1: "x"})
    two = ir.Record(
        [ir.ponte.PlaceTiles("c3", "a1")],
        rules=SIX,
        tags=[("Dark", "Bob"), ("Light", "Ann")],
        comments={1: "x"},
    )
    assert one == two
    assert hash(one) == hash(two)
    assert len({one, two}) == 1
    assert one != ir.Record(["a1,c3"], rules=SIX, tags={"Light": "Ann"}, comments={1: "x"})
    assert one != ir.Record(
        ["a1,c3"], rules=ir.ponte.Rules(board_size=7), tags={"Light": "Ann", "Dark": "Bob"}
    )


def test_a_game_is_frozen_and_evolves_into_a_checked_copy() -> None:
    game = ir.Record(["a1,c3"], rules=SIX)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        game.moves = ()  # type: ignore[misc]
    assert attrs.evolve(game, tags={"Event": "e"}).tags == {"Event": "e"}
    with pytest.raises(ir.IllegalMoveError):
        attrs.evolve(game, moves=("a1,c3", "a1,b2"))


def test_the_repr_can_be_pasted_back() -> None:
    game = ir.Record(["a1,c3", "swap"], rules=SIX, tags={"Light": "Ann"}, comments={0: "hi"})
    assert repr(game) == (
        "Record(['a1,c3', 'swap'], rules=Rules(board_size=6, tiles_per_colour=40, bridges=15), "
        "tags={'Light': 'Ann'}, comments={0: 'hi'})"
    )
    assert eval(repr(game), {"Record": ir.Record, "Rules": ir.ponte.Rules}) == game


def test_comments_are_trimmed_and_empty_ones_dropped() -> None:
    game = ir.Record(["a1,c3"], comments={0: "  start\n", 1: "   "})
    assert game.comments == {0: "start"}


@pytest.mark.parametrize(
    ("options", "error", "message"),
    [
        ({"tags": {"Size": "6"}}, ir.RecordError, r"\[Size\] is written from the game itself"),
        ({"tags": {"Result": "light"}}, ir.RecordError, r"\[Result\] is written from the game itself"),
        ({"tags": {"light": "Ann"}}, ir.RecordError, r"case-sensitive: write \[Light\], not \[light\]"),
        ({"tags": {"2nd": "x"}}, ir.RecordError, "tag name '2nd' must be a letter"),
        ({"tags": {"Event": "a\nb"}}, ir.RecordError, r"tag \[Event\] must fit on one line"),
        ({"tags": {"Event": "a\rb"}}, ir.RecordError, r"tag \[Event\] must fit on one line"),
        ({"tags": {"Event": "a\x00"}}, ir.RecordError, "holds a NUL character"),
        ({"comments": {0: "a\x00"}}, ir.RecordError, "the comment holds a NUL character, which"),
        ({"tags": {"Event": 3}}, ir.RecordError, r"tag \[Event\] must have a str value, got int"),
        ({"tags": {"Event": "\ud800"}}, ir.RecordError, "cannot be written as UTF-8"),
        ({"tags": {"Date": "23/11/2026"}}, ir.RecordError, "must look like 2026.11.23"),
        ({"tags": [("Event", "a"), ("Event", "b")]}, ir.RecordError, r"tag \[Event\] is given twice"),
        ({"tags": ["Event"]}, ir.RecordError, "tags must be a mapping"),
        ({"comments": {0: "a } b"}}, ir.RecordError, "may not contain '}'"),
        ({"comments": {5: "late"}}, ir.RecordError, "comment at ply 5, but the game has 1 plies"),
        ({"comments": {-1: "early"}}, ir.RecordError, "ply must be an int from 0 to 999999999, got -1"),
        ({"comments": {"1": "x"}}, ir.RecordError, "ply must be an int from 0 to 999999999, got str"),
        ({"comments": [(0, "x")]}, ir.RecordError, "comments must be a mapping"),
        ({"rules": 6}, ir.RecordError, "rules must be the Rules of a game, got int"),
    ],
)
def test_what_a_record_could_not_hold_is_refused(
    options: dict[str, object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        ir.Record(["a1,c3"], **options)  # type: ignore[arg-type]


def test_a_str_is_not_a_list_of_moves() -> None:
    with pytest.raises(ir.RecordError, match="moves must be an iterable of moves, got the str"):
        ir.Record("a1,c3")


def test_tag_values_may_hold_quotes_backslashes_and_any_other_character() -> None:
    game = ir.Record(tags={"Event": 'the "open" \\ 🏝\t'})
    assert ir.read_record(str(game)) == game


@given(records())
def test_playing_the_moves_one_by_one_builds_the_same_game(game: ir.Record) -> None:
    step = ir.Record(
        rules=game.rules, tags=game.tags, comments={0: game.comments[0]} if 0 in game.comments else {}
    )
    for ply, move in enumerate(game.moves, start=1):
        step = step.play(move, comment=game.comments.get(ply))
    assert step == game
    assert step.states == game.states
    assert all(game.game.ply(state) == ply for ply, state in enumerate(game.states))
