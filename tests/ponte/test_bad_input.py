"""Bad input raises the library's own documented errors, never a stray built-in one."""

from __future__ import annotations

import pickle

import pytest

import islands_rules as ir


@pytest.mark.parametrize(
    "options",
    [
        {"board_size": 3},
        {"board_size": 27},
        {"board_size": "10"},
        {"board_size": 10.0},
        {"tiles_per_colour": 1},
        {"tiles_per_colour": -5},
        {"bridges": -1},
        {"bridges": 1.5},
        {"board_size": True},
    ],
)
def test_invalid_rule_options_raise_invalid_rules_error(options: dict[str, object]) -> None:
    with pytest.raises(ir.InvalidRulesError, match=next(iter(options))):
        ir.ponte.Rules(**options)  # type: ignore[arg-type]


def test_rules_are_keyword_only_and_frozen() -> None:
    with pytest.raises(TypeError):
        ir.ponte.Rules(6)  # type: ignore[call-arg]
    rules = ir.ponte.Rules(board_size=6)
    with pytest.raises(AttributeError):
        rules.board_size = 8  # type: ignore[misc]


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"light": ["a1", "b1", "c1", "d1", "e1"]}, "5 tiles"),
        ({"light": ["a1", "b1", "c1", "d1", "e2"]}, "distance rule"),
        ({"light": ["a1"], "dark": ["a1"]}, "both a light and a dark tile"),
        ({"light": ["a1", "a1"]}, "listed twice"),
        ({"light": ["k1"]}, "off the 10x10 board"),
        ({"light": ["a1", "a3"], "dark": ["a2"], "light_bridges": ["a1-a3"]}, "a2 under the bridge"),
        ({"light": ["a1"], "light_bridges": ["a1-a3"]}, "a3 is not a light tile"),
        ({"light": ["a1", "a3"], "light_bridges": ["a1-a3", "a1-a3"]}, "already carries a bridge"),
        ({"light": ["a1", "a3"], "light_bridges": ["a1-a4"]}, "not a bridge"),
        ({"light": ["a1", "a3"], "light_bridges": ["pass"]}, "not a bridge"),
        ({"light": ["a1", "c3"], "light_tiles_left": 40}, "leave 38"),
        ({"light_tiles_left": -1}, "at least 0"),
        ({"bridges_left": 16}, "leave 15"),
        # Supplies are what the rules hold less what is on the board (R2, R3), nothing else.
        ({"light": ["a1", "c3"], "light_tiles_left": 37}, "leave 38"),
        ({"light": ["a1", "c3"], "dark": ["e5", "f7"], "bridges_left": 14}, "leave 15"),
        # The turns: two tiles a turn, colours alternating from light's opening (R4-R7, R18).
        ({"light": ["a1"]}, "light has 1 tile on the board"),
        ({"light": ["a1", "c3"], "dark": ["e5"]}, "dark has 1 tile"),
        ({"light": ["a1", "c3", "e5", "g7"]}, "light cannot be that far ahead of dark"),
        ({"light": ["a1", "c3"], "dark": ["e5", "g7", "a10", "c10"]}, "dark cannot be that far ahead"),
        ({"dark": ["e5", "g7"]}, "opening phase"),
        ({"light": ["a1", "c3"], "dark": ["e5", "g7"], "to_move": ir.ponte.Colour.DARK}, "light is to move"),
        ({"light": ["a1", "c3"], "dark": ["e5", "g7"], "ply": 3}, "must be 2"),
        ({"light": ["a1", "c3"], "phase": ir.ponte.Phase.PLAY}, "choice phase"),
        ({"light": ["a1", "c3"], "dark": ["e5", "g7"], "phase": ir.ponte.Phase.OVER}, "dark played last"),
        (
            {
                "light": ["a1", "c3", "e5", "g7"],
                "dark": ["b1", "d3", "f5", "h7", "j9", "b10"],
                "light_declined": True,
            },
            "dark has taken it",
        ),
        # A decline is allowed only to a colour that cannot place two tiles (R17).
        (
            {"light": ["a1", "c3", "e5", "g7"], "dark": ["b1", "d3", "f5", "h7"], "light_declined": True},
            "light can still place two tiles",
        ),
        (
            {"light": ["a1", "c3"], "swapped": True, "phase": ir.ponte.Phase.OVER},
            "dark ended the game by declining, but dark can still place two tiles",
        ),
        ({"phase": ir.ponte.Phase.OPENING, "light": ["a1", "c3"]}, "opening phase"),
        (
            {"phase": ir.ponte.Phase.CHOICE, "to_move": ir.ponte.Colour.LIGHT, "light": ["a1", "c3"]},
            "dark is to move",
        ),
        ({"phase": ir.ponte.Phase.CHOICE, "to_move": ir.ponte.Colour.DARK}, "choice phase"),
        ({"phase": ir.ponte.Phase.CHOICE, "light": ["a1", "c3"], "dark": ["e5", "f5"]}, "choice phase"),
        ({"phase": ir.ponte.Phase.CHOICE, "light": ["a1", "c3"], "swapped": True}, "choice phase"),
        ({"phase": ir.ponte.Phase.OPENING, "swapped": True}, "opening phase"),
        (
            {"rules": ir.ponte.Rules(tiles_per_colour=4), "light": ["a1", "b1", "c3", "d3", "f5"]},
            "5 light tiles",
        ),
        (
            {
                "rules": ir.ponte.Rules(bridges=1),
                "light": ["a1", "b1", "a3", "b3", "a5", "a6"],
                "light_bridges": ["a1-a3", "b1-b3"],
            },
            "2 bridges on the board",
        ),
        ({"rules": ir.ponte.Rules(tiles_per_colour=None), "light_tiles_left": 5}, "unlimited"),
        ({"light": "a1"}, "must list cells"),
        ({"dark": None}, "must list cells"),
        ({"light_bridges": 5}, "must list cells or bridges"),
    ],
)
def test_impossible_positions_raise_position_error(setup: dict[str, object], message: str) -> None:
    with pytest.raises(ir.PositionError, match=message):
        ir.ponte.setup_position(**setup)  # type: ignore[arg-type]


def test_illegal_move_error_names_move_ply_and_rule() -> None:
    state = ir.ponte.setup_position(light=["a1", "b1", "d1", "e2"], dark=["a10", "c10", "e10", "g10"])
    with pytest.raises(ir.IllegalMoveError) as caught:
        ir.play(state, "c1,j10")
    error = caught.value
    assert isinstance(error, ir.IslandsRulesError)
    assert isinstance(error, ValueError)
    assert error.move == ir.ponte.PlaceTiles("c1", "j10")
    assert error.ply == state.ply + 1
    assert str(error) == f"illegal move c1,j10 at ply {state.ply + 1}: {error.reason}"
    assert "(distance rule, R9)" in error.reason
    again = pickle.loads(pickle.dumps(error))
    assert (type(again), again.reason, again.ply, again.move) == (
        type(error),
        error.reason,
        error.ply,
        error.move,
    )


@pytest.mark.parametrize("move", ["k1,a1", "a1,a11", "j9-j11", "z1,z3"])
def test_moves_off_the_board_are_illegal_not_crashes(move: str) -> None:
    with pytest.raises(ir.IllegalMoveError, match="off the 10x10 board"):
        ir.play(ir.new_game(), move)


@pytest.mark.parametrize("move", [None, 42, ("c3", "e5"), object()])
def test_non_moves_raise_the_library_error(move: object) -> None:
    # Neither a move nor its notation: a mistake to report, not a move to judge (every game alike).
    for ask in (ir.play, ir.is_legal, ir.why_illegal):
        with pytest.raises(ir.NotationError, match="or its notation, got"):
            ask(ir.new_game(), move)


def test_new_game_rejects_what_is_not_rules() -> None:
    with pytest.raises(ir.PositionError, match="Rules"):
        ir.ponte.new_game({"board_size": 6})  # type: ignore[arg-type]
    with pytest.raises(ir.UnknownGameError, match="dict"):
        ir.new_game({"board_size": 6})


def test_swap_only_on_darks_first_turn() -> None:
    state = ir.play(ir.play(ir.new_game(), "a1,c1"), "swap")
    with pytest.raises(ir.IllegalMoveError, match="R5"):
        ir.play(state, "swap")
    with pytest.raises(ir.IllegalMoveError, match="R5"):
        ir.play(ir.new_game(), "swap")


def test_game_states_are_frozen_values() -> None:
    state = ir.new_game()
    with pytest.raises(AttributeError):
        state.ply = 3
    assert state == ir.new_game()
    assert len({state, ir.new_game(), ir.play(state, "a1,c1")}) == 2


def test_a_colour_may_be_named_and_a_wrong_name_is_refused_not_answered() -> None:
    state = ir.ponte.setup_position(light=["a1", "a3"], dark=["j10", "j8"], light_bridges=["a1-a3"])
    light, dark = ir.ponte.Colour.LIGHT, ir.ponte.Colour.DARK
    assert state.tiles("light") == state.tiles(light) != state.tiles("dark") == state.tiles(dark)
    assert state.bridges("light") == state.bridges(light)
    assert state.bridges("dark") == ()
    assert ir.ponte.groups(state, "dark") == ir.ponte.groups(state, dark)
    assert ir.ponte.score(state)["light"] == ir.ponte.score(state).light
    for wrong in ("purple", "LIGHT", None, 0):
        with pytest.raises(ir.NotationError, match="a colour is 'light' or 'dark'"):
            state.tiles(wrong)  # type: ignore[arg-type]
        with pytest.raises(ir.NotationError):
            ir.ponte.networks(state, wrong)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "huge", [10**5000, -(10**5000), 10**10], ids=["huge", "hugely negative", "ten digits"]
)
def test_huge_numbers_get_the_librarys_error_with_a_short_message(huge: int) -> None:
    for make in (
        lambda: ir.ponte.Cell(huge, 0),
        lambda: ir.ponte.Rules(board_size=huge),
        lambda: ir.ponte.Rules(tiles_per_colour=huge),
        lambda: ir.ponte.Rules(bridges=huge),
    ):
        with pytest.raises(ir.IslandsRulesError) as raised:
            make()
        assert len(str(raised.value)) < 200
