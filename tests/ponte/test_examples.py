"""Every worked example of the rules page (S1, P1-P6, B1-B7, end of game i-vi), on the engine."""

from __future__ import annotations

import attrs
import pytest

import islands_rules as ir
from ponte.examples import EXAMPLES, position

LIGHT, DARK = ir.ponte.Colour.LIGHT, ir.ponte.Colour.DARK


def reason(state: ir.ponte.GameState, move: str) -> str:
    """The IllegalMoveError reason for ``move``, failing the test if the move is legal."""
    with pytest.raises(ir.IllegalMoveError) as caught:
        ir.play(state, move)
    assert not ir.is_legal(state, ir.ponte.parse_move(move))
    assert ir.ponte.parse_move(move) not in ir.legal_moves(state)
    return caught.value.reason


def legal(state: ir.ponte.GameState, move: str) -> bool:
    parsed = ir.ponte.parse_move(move)
    verdict = ir.is_legal(state, parsed)
    assert verdict == (parsed in ir.legal_moves(state))
    if verdict:
        ir.play(state, parsed)
    return verdict


# ----------------------------------------------------------------------------- S1 (R20-R22)


def s1_position(phase: ir.ponte.Phase = ir.ponte.Phase.PLAY) -> ir.ponte.GameState:
    return attrs.evolve(position("S1"), phase=phase)


def test_s1_scoring_example_light_10_points_dark_5() -> None:
    totals = ir.ponte.score(s1_position())
    assert totals.light == ir.ponte.ColourScore(points=10, islands=4, bridges=3)
    assert totals.dark == ir.ponte.ColourScore(points=5, islands=4, bridges=2)


def test_s1_dark_networks_two_islands_via_a_sandbank_and_two_single_islands() -> None:
    dark = ir.ponte.networks(s1_position(), DARK)
    assert sorted((n.islands, n.points) for n in dark) == [(1, 1), (1, 1), (2, 3)]
    joined = next(n for n in dark if n.islands == 2)
    assert [g.is_sandbank for g in joined.groups].count(True) == 1


def test_s1_blocked_cells_are_the_plus_marks_of_the_diagram() -> None:
    assert {str(c) for c in ir.ponte.blocked_cells(s1_position())} == {"a3", "c1", "f2", "c8", "e9"}


def test_s1_light_wins_on_points_when_the_game_ends() -> None:
    assert ir.outcome(s1_position()) is None
    assert ir.outcome(s1_position(ir.ponte.Phase.OVER)) == ir.Outcome(
        LIGHT, ir.ponte.TieBreak.POINTS, (1.0, -1.0)
    )


@pytest.mark.parametrize("name", [name for name, example in EXAMPLES.items() if example.move is not None])
def test_worked_example_move_is_legal_exactly_when_the_rules_page_says(name: str) -> None:
    example = EXAMPLES[name]
    assert example.move is not None
    assert ir.is_legal(example.state, example.move) is example.legal
    assert (example.move in ir.legal_moves(example.state)) is example.legal


def test_s1_lists_its_bridges_in_cell_order() -> None:
    state = position("S1")
    assert [str(b) for b in state.bridges()] == ["a2-a4", "b1-d1", "b8-d8", "d9-f9", "e2-g2"]
    assert [str(b) for b in state.bridges(ir.ponte.Colour.DARK)] == ["b8-d8", "d9-f9"]


# ------------------------------------------------------------------------ placement (R8-R10)
# The rules page draws P1-P6 and B1-B7 as boards no game reaches (a lone tile, light to move
# with no dark tile), so they are set up as diagrams, which check only the board.


def test_p1_group_of_five_is_illegal() -> None:
    state = ir.ponte.diagram_position(light=["a1", "b1", "c1", "d1"])
    assert "5 tiles" in reason(state, "e1,j10")
    assert not any(
        isinstance(m, ir.ponte.PlaceTiles) and ir.ponte.Cell.parse("e1") in m.cells
        for m in ir.legal_moves(state)
    )


def test_p2_island_may_not_be_touched_diagonally_by_its_own_colour() -> None:
    state = ir.ponte.diagram_position(light=["a1", "b1", "a2", "b2"])
    assert "distance rule" in reason(state, "c3,j10")


def test_p2_the_other_colour_may_touch_an_island() -> None:
    state = ir.ponte.diagram_position(light=["a1", "b1", "a2", "b2"], dark=["j1"], to_move=DARK)
    assert legal(state, "c3,j10")


def test_p3_new_island_may_not_touch_a_sandbank_diagonally() -> None:
    state = ir.ponte.diagram_position(light=["a1", "b1", "a2", "c3"])
    text = reason(state, "b2,j10")
    assert "new island" in text
    assert "c3" in text
    assert "distance rule" in text


def test_p4_sandbanks_may_touch_diagonally() -> None:
    assert legal(ir.ponte.diagram_position(light=["a1"]), "b2,j10")


def test_p5_two_sandbanks_join_into_an_island() -> None:
    state = ir.play(ir.ponte.diagram_position(light=["a1", "b1", "d1"]), "c1,j10")
    assert [g.is_island for g in ir.ponte.groups(state, LIGHT)] == [True, False]


def test_p5_prime_joined_island_may_not_touch_another_sandbank() -> None:
    state = ir.ponte.diagram_position(light=["a1", "b1", "d1", "e2"])
    assert reason(state, "c1,j10").startswith("c1: the new island a1 b1 c1 d1 would touch e2 diagonally")


def test_p6_pair_is_judged_with_both_tiles_added() -> None:
    state = ir.ponte.diagram_position(light=["a1", "b1", "a2"])
    assert legal(state, "b2,j10")
    assert legal(state, "c1,j10")
    text = reason(state, "b2,c1")
    assert "together" in text
    assert "5 tiles" in text


# --------------------------------------------------------------------------- bridges (R11-R16)


def test_b1_straight_bridge_blocks_the_cell_under_it() -> None:
    state = ir.ponte.diagram_position(light=["a1", "a3"])
    after = ir.play(state, "a1-a3")
    assert ir.ponte.blocked_cells(after) == {ir.ponte.Cell.parse("a2")}
    light_again = ir.play(after, "j9,j10")
    assert "under a bridge" in reason(light_again, "a2,h10")
    assert "under a bridge" in reason(ir.play(light_again, "h1,h3"), "a2,j1")


def test_b1_bridge_may_not_span_a_tile() -> None:
    state = ir.ponte.diagram_position(light=["a1", "a3"], dark=["a2"])
    assert "a2" in reason(state, "a1-a3")


@pytest.mark.parametrize(
    ("bridge", "under"),
    [("a1-b3", {"a2", "b2"}), ("a1-c2", {"b1", "b2"}), ("a1-c3", {"b2"})],
)
def test_b2_cells_under_knight_and_diagonal_bridges(bridge: str, under: set[str]) -> None:
    move = ir.ponte.parse_move(bridge)
    assert isinstance(move, ir.ponte.BuildBridge)
    assert {str(c) for c in move.cells_under} == under
    ends = [str(c) for c in move.cells]
    after = ir.play(ir.ponte.diagram_position(light=ends), move)
    assert {str(c) for c in ir.ponte.blocked_cells(after)} == under


def test_b4_a_tile_carries_at_most_one_bridge() -> None:
    state = ir.ponte.diagram_position(light=["a1", "a3", "a5"], light_bridges=["a1-a3"])
    assert "already carries a bridge" in reason(state, "a3-a5")


def test_b5_bridges_may_not_cross() -> None:
    state = ir.ponte.diagram_position(light=["a1", "c3", "a3", "c1"], light_bridges=["a1-c3"])
    assert "R14" in reason(state, "a3-c1")


def test_b6_bridges_crossing_at_a_grid_corner_cross() -> None:
    state = ir.ponte.diagram_position(light=["b1", "c1", "a3", "d3"], light_bridges=["b1-d3"])
    assert reason(state, "c1-a3") == "it would cross the bridge b1-d3 (R14)"


def test_b7_no_cell_under_two_bridges() -> None:
    state = ir.ponte.diagram_position(light=["a1", "a2", "c2", "c3"], light_bridges=["c2-a1"])
    assert reason(state, "c3-a2") == "b2 would lie under two bridges (R14)"


def test_r16_bridge_between_groups_already_connected_is_legal() -> None:
    state = ir.ponte.diagram_position(light=["a1", "b1", "a3", "b3"], light_bridges=["a1-a3"])
    assert legal(state, "b1-b3")
    joined = ir.ponte.networks(ir.play(state, "b1-b3"), LIGHT)
    assert len(joined) == 1
    assert len(joined[0].bridges) == 2


# ----------------------------------------------------------------------- end of game (R17-R19)

SMALL = ir.ponte.Rules(board_size=4, tiles_per_colour=None, bridges=None)


def no_pair_for_light() -> ir.ponte.GameState:
    """Found by random play on 4x4: light can only bridge b4-d2 or decline."""
    return ir.ponte.setup_position(
        rules=SMALL, light=["a1", "a2", "b1", "b2", "b4", "d2"], dark=["a4", "b3", "c2", "c4", "d1", "d4"]
    )


SINGLES_BUT_NO_PAIR = (["b1", "b2", "b3", "d1"], ["c4", "d2", "d3", "d4"])
"""Light and dark tiles where six cells each take a light tile, but every pair breaks R9."""


def test_end_i_light_declines_then_dark_has_exactly_one_turn() -> None:
    state = no_pair_for_light()
    assert not ir.ponte.can_place_two(state)
    assert ir.legal_moves(state) == (ir.ponte.BuildBridge("b4", "d2"), ir.ponte.Decline())
    after = ir.play(state, "pass")
    assert (after.to_move, after.light_declined, after.is_over) == (DARK, True, False)
    dark_turn = ir.legal_moves(after)[0]
    assert isinstance(dark_turn, ir.ponte.PlaceTiles | ir.ponte.BuildBridge)
    final = ir.play(after, dark_turn)
    assert final.is_over
    assert ir.legal_moves(final) == ()
    assert reason(final, "pass") == "the game is over"


def test_end_i_dark_may_not_decline_its_last_turn_when_it_can_place() -> None:
    after = ir.play(no_pair_for_light(), "pass")
    assert ir.ponte.can_place_two(after)
    assert "R17" in reason(after, "pass")


def no_pair_for_dark() -> ir.ponte.GameState:
    """Found by random play on 4x4 (seed 0): dark is to move and can only decline."""
    return ir.ponte.setup_position(
        rules=SMALL,
        light=["a2", "b4", "c3", "d1", "d3", "d4"],
        dark=["a1", "a4", "b1", "c1", "c4", "d2"],
        light_bridges=["a2-b4"],
        to_move=DARK,
    )


def test_end_ii_dark_declines_and_the_game_ends_at_once() -> None:
    state = no_pair_for_dark()
    assert not ir.ponte.can_place_two(state)
    final = ir.play(state, "pass")
    assert final.is_over
    assert ir.outcome(final) is not None


def test_end_iii_player_without_a_pair_who_bridges_plays_on() -> None:
    state = no_pair_for_light()
    after = ir.play(state, "b4-d2")
    assert (after.is_over, after.to_move, after.light_declined) == (False, DARK, False)


def test_end_iv_single_cells_legal_but_no_pair_means_cannot_place_two() -> None:
    state = ir.ponte.setup_position(rules=SMALL, light=SINGLES_BUT_NO_PAIR[0], dark=SINGLES_BUT_NO_PAIR[1])
    free = [f"{c}{r}" for c in "abcd" for r in "1234" if state.tile_at(f"{c}{r}") is None]
    assert len([cell for cell in free if _alone_is_legal(state, cell)]) >= 2
    assert not ir.ponte.can_place_two(state)
    assert not any(isinstance(m, ir.ponte.PlaceTiles) for m in ir.legal_moves(state))
    assert ir.ponte.Decline() in ir.legal_moves(state)


def _alone_is_legal(state: ir.ponte.GameState, cell: str) -> bool:
    """Whether one light tile on ``cell`` keeps R9, judged on a copy with the tile added (a
    diagram: a lone tile more is no position of a game, but R9 is judged on the board)."""
    light = [str(c) for c in state.tiles(LIGHT)] + [cell]
    dark = [str(c) for c in state.tiles(DARK)]
    try:
        ir.ponte.diagram_position(rules=state.rules, light=light, dark=dark)
    except ir.PositionError:
        return False
    return True


def test_end_v_one_tile_left_cannot_place_two() -> None:
    three = ir.ponte.Rules(tiles_per_colour=3)  # light has placed two, and has one left
    state = ir.ponte.setup_position(rules=three, light=["a1", "j1"], dark=["a10", "c10"], light_tiles_left=1)
    assert not ir.ponte.can_place_two(state)
    assert "only 1 tile left" in reason(state, "c3,e5")
    assert ir.legal_moves(state) == (ir.ponte.Decline(),)


def test_end_vi_after_fifteen_bridges_neither_colour_can_bridge() -> None:
    # The 15 bridges of the pool, 8 light and 7 dark, so that each colour took its turns.
    tiles: dict[ir.ponte.Colour, list[str]] = {LIGHT: [], DARK: []}
    bridges: dict[ir.ponte.Colour, list[str]] = {LIGHT: [], DARK: []}
    for number, (column, low) in enumerate((c, low) for c in "acegi" for low in (1, 4, 7)):
        colour = LIGHT if number < 8 else DARK
        tiles[colour] += [f"{column}{low}", f"{column}{low + 2}"]
        bridges[colour].append(f"{column}{low}-{column}{low + 2}")
    dark = [*tiles[DARK], "b1", "b3"]
    state = ir.ponte.setup_position(
        light=tiles[LIGHT], dark=dark, light_bridges=bridges[LIGHT], dark_bridges=bridges[DARK]
    )
    assert state.bridges_left == 0
    light_to_move = ir.ponte.setup_position(
        light=[*tiles[LIGHT], "j8", "j10"],
        dark=[*dark, "b10", "d10", "f10", "h10"],
        light_bridges=bridges[LIGHT],
        dark_bridges=bridges[DARK],
    )
    assert light_to_move.to_move is LIGHT
    assert not any(isinstance(m, ir.ponte.BuildBridge) for m in ir.legal_moves(light_to_move))
    assert reason(light_to_move, "j8-j10") == "no bridges are left in the pool (R15)"
    dark_to_move = ir.ponte.setup_position(
        light=tiles[LIGHT], dark=dark, light_bridges=bridges[LIGHT], dark_bridges=bridges[DARK], to_move=DARK
    )
    assert not any(isinstance(m, ir.ponte.BuildBridge) for m in ir.legal_moves(dark_to_move))
    assert "no bridges" in reason(dark_to_move, "b1-b3")
