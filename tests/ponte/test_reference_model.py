"""The reference rules model against every worked example of the rules page (R1-R22)."""

from __future__ import annotations

from dataclasses import replace
from math import comb

import pytest

from ponte.reference import (
    Move,
    RefPosition,
    ref_blocked,
    ref_can_place_two,
    ref_cell,
    ref_cells_under,
    ref_groups,
    ref_legal_bridges,
    ref_legal_moves,
    ref_legal_pairs,
    ref_networks,
    ref_new_game,
    ref_outcome,
    ref_perft,
    ref_play,
    ref_position,
    ref_score,
    ref_segments_meet,
    ref_tiles_legal,
)


def cells(text: str) -> frozenset[tuple[int, int]]:
    """``"a1 b2"`` -> the set of those cells."""
    return frozenset(ref_cell(name) for name in text.split())


def place(text: str) -> Move:
    """A placement move from two cell names."""
    return ("place", cells(text))


def bridge(text: str) -> Move:
    """A bridge move from two cell names."""
    return ("bridge", cells(text))


def pair_ok(pos: RefPosition, text: str, colour: str = "light") -> bool:
    """Is this pair of cells in the reference's list of legal pairs?"""
    return cells(text) in ref_legal_pairs(pos, colour)


def bridge_ok(pos: RefPosition, text: str, colour: str = "light") -> bool:
    """Is this bridge in the reference's list of legal bridges?"""
    return cells(text) in ref_legal_bridges(pos, colour)


# ---------------------------------------------------------------------------
# Coordinates and construction
# ---------------------------------------------------------------------------


def test_cell_names_letter_is_column_number_is_row() -> None:
    assert ref_cell("a1") == (0, 0)
    assert ref_cell("c3") == (2, 2)
    assert ref_cell("j10") == (9, 9)
    assert ref_cell("b7") == (1, 6)
    with pytest.raises(ValueError, match="bad cell"):
        ref_cell("3c")


def test_r1_r2_new_game_defaults() -> None:
    pos = ref_new_game()
    assert pos.size == 10
    assert pos.light == frozenset()
    assert pos.dark == frozenset()
    assert pos.bridges == frozenset()
    assert (pos.light_tiles_left, pos.dark_tiles_left, pos.bridges_left) == (40, 40, 15)
    assert (pos.to_move, pos.phase, pos.light_declined) == ("light", "opening", False)
    assert ref_outcome(pos) is None


def test_r1_board_size_bounds() -> None:
    ref_new_game(4)
    ref_new_game(26)
    with pytest.raises(ValueError, match="size"):
        ref_new_game(3)
    with pytest.raises(ValueError, match="size"):
        ref_new_game(27)


# ---------------------------------------------------------------------------
# S1: the rules' scoring example (R20, R21)
# ---------------------------------------------------------------------------

S1 = ref_position(
    10,
    light="a1 b1 a2 b2  d1 e1 d2 e2  g1 h1 g2 h2  a4 b4 a5 b5",
    dark="a8 b8 a9 b9  d8 d9  f8 g8 f9 g9  i8 j8 i9 j9  e5 f5 e6 f6",
    bridges=[
        ("light", "b1", "d1"),
        ("light", "e2", "g2"),
        ("light", "a2", "a4"),
        ("dark", "b8", "d8"),
        ("dark", "d9", "f9"),
    ],
    phase="over",
)


def test_s1_scoring_example_r20_r21() -> None:
    assert ref_score(S1) == {"light": (10, 4, 3), "dark": (5, 4, 2)}
    assert ref_outcome(S1) == ("light", "points")


def test_s1_plus_cells_are_the_cells_under_bridges_r12() -> None:
    assert ref_blocked(S1) == cells("c1 f2 a3 c8 e9")


def test_s1_networks_r20() -> None:
    light = ref_networks(S1, "light")
    assert light == [(S1.light, 4)]
    dark = ref_networks(S1, "dark")
    assert sorted(n for _network, n in dark) == [1, 1, 2]
    # The 2-island network runs through the sandbank d8-d9 (sandbanks pass connections on).
    assert (cells("a8 b8 a9 b9 d8 d9 f8 g8 f9 g9"), 2) in dark
    assert (cells("i8 j8 i9 j9"), 1) in dark
    assert (cells("e5 f5 e6 f6"), 1) in dark
    assert len(ref_groups(S1, "dark")) == 5


# ---------------------------------------------------------------------------
# Placement examples P1-P6 (R8-R10), mover light unless said
# ---------------------------------------------------------------------------


def test_p1_group_of_five_is_illegal() -> None:
    pos = ref_position(10, light="a1 b1 c1 d1")
    assert not ref_tiles_legal(pos, "light", cells("e1"))
    assert not pair_ok(pos, "e1 j10")
    assert not any(ref_cell("e1") in pair for pair in ref_legal_pairs(pos, "light"))


def test_p2_island_touched_diagonally_is_illegal_other_colour_is_free() -> None:
    pos = ref_position(10, light="a1 b1 a2 b2")
    assert not ref_tiles_legal(pos, "light", cells("c3"))
    assert not pair_ok(pos, "c3 j10")
    assert ref_tiles_legal(pos, "dark", cells("c3"))
    assert pair_ok(pos, "c3 j10", "dark")


def test_p3_new_island_may_not_touch_sandbank_diagonally() -> None:
    pos = ref_position(10, light="a1 b1 a2 c3")
    assert not ref_tiles_legal(pos, "light", cells("b2"))
    assert not pair_ok(pos, "b2 j10")


def test_p4_sandbanks_may_touch_diagonally() -> None:
    pos = ref_position(10, light="a1")
    assert ref_tiles_legal(pos, "light", cells("b2"))
    assert pair_ok(pos, "b2 j10")


def test_p5_two_sandbanks_may_become_one_island() -> None:
    pos = ref_position(10, light="a1 b1 d1")
    assert ref_tiles_legal(pos, "light", cells("c1"))
    assert pair_ok(pos, "c1 j10")


def test_p5_prime_new_island_may_not_touch_sandbank_diagonally() -> None:
    pos = ref_position(10, light="a1 b1 d1 e2")
    assert not ref_tiles_legal(pos, "light", cells("c1"))
    assert not pair_ok(pos, "c1 j10")


def test_p6_pair_is_judged_together_r10() -> None:
    pos = ref_position(10, light="a1 b1 a2")
    assert pair_ok(pos, "b2 j10")
    assert pair_ok(pos, "c1 j10")
    assert not pair_ok(pos, "b2 c1")


def test_r8_tiles_need_empty_unblocked_distinct_cells() -> None:
    # Light a1, a3 bridged (a2 under it), dark d4. Two new tiles can make no group of 4
    # (a1 and a3 could only meet through b1-b2-b3), so every pair of free cells is legal.
    pos = ref_position(4, light="a1 a3", dark="d4", bridges=[("light", "a1", "a3")])
    forbidden = cells("a1 a3 d4 a2")  # occupied, or under the bridge
    free = sorted(frozenset((x, y) for x in range(4) for y in range(4)) - forbidden)
    expected = {frozenset({a, b}) for a in free for b in free if a < b}
    assert ref_legal_pairs(pos, "light") == expected
    assert len(expected) == comb(12, 2)
    assert not ref_tiles_legal(pos, "light", cells("a2"))
    assert not ref_tiles_legal(pos, "dark", cells("a2"))


# ---------------------------------------------------------------------------
# Bridge examples B1-B7 (R11-R16), mover light
# ---------------------------------------------------------------------------


def test_b1_straight_bridge_blocks_its_midpoint_and_needs_it_empty() -> None:
    pos = ref_position(10, light="a1 a3", bridges_left=15)
    assert ref_legal_bridges(pos, "light") == {cells("a1 a3")}
    after = ref_play(pos, bridge("a1 a3"))
    assert ref_blocked(after) == cells("a2")
    assert after.bridges == {("light", cells("a1 a3"))}
    assert after.bridges_left == 14
    assert not ref_tiles_legal(after, "light", cells("a2"))
    assert not ref_tiles_legal(after, "dark", cells("a2"))
    with_dark = ref_position(10, light="a1 a3", dark="a2")
    assert not bridge_ok(with_dark, "a1 a3")


def test_b2_cells_under_knight_and_diagonal_bridges_r12() -> None:
    a1, b3, c2, c3 = ref_cell("a1"), ref_cell("b3"), ref_cell("c2"), ref_cell("c3")
    assert ref_cells_under(a1, b3) == cells("a2 b2")
    assert ref_cells_under(a1, c2) == cells("b1 b2")
    assert ref_cells_under(a1, c3) == cells("b2")
    # The same cells whichever end is named first.
    assert ref_cells_under(b3, a1) == cells("a2 b2")
    assert ref_cells_under(c2, a1) == cells("b1 b2")
    assert ref_cells_under(c3, a1) == cells("b2")
    # And they end up blocked once built.
    pos = ref_position(10, light="a1 b3", bridges=[("light", "a1", "b3")])
    assert ref_blocked(pos) == cells("a2 b2")


def test_b2_knight_bridge_needs_both_cells_under_it_empty_r12() -> None:
    assert bridge_ok(ref_position(10, light="a1 c2"), "a1 c2")
    assert not bridge_ok(ref_position(10, light="a1 c2", dark="b1"), "a1 c2")
    assert not bridge_ok(ref_position(10, light="a1 c2", dark="b2"), "a1 c2")
    assert bridge_ok(ref_position(10, light="a1 c2", dark="a2 c1"), "a1 c2")


def test_r11_bridge_offsets_from_a_centre_tile() -> None:
    centre = ref_cell("e5")
    ring = "c5 g5 e3 e7 c3 g3 c7 g7 d3 f3 d7 f7 c4 g4 c6 g6"
    far = "h5 e8 b2 h8 h4"  # (3,0), (0,3), (-3,-3), (3,3), (3,-1): not bridge offsets
    pos = ref_position(10, light=f"e5 {ring} {far}")
    from_centre = {ends for ends in ref_legal_bridges(pos, "light") if centre in ends}
    assert from_centre == {frozenset({centre, ref_cell(name)}) for name in ring.split()}
    assert len(from_centre) == 16


def test_r11_bridge_joins_tiles_of_the_movers_colour_only() -> None:
    pos = ref_position(10, light="a1", dark="a3")
    assert ref_legal_bridges(pos, "light") == frozenset()
    assert ref_legal_bridges(pos, "dark") == frozenset()


def test_b4_a_tile_carries_at_most_one_bridge_end_r13() -> None:
    pos = ref_position(10, light="a1 a3 a5", bridges=[("light", "a1", "a3")])
    assert not bridge_ok(pos, "a3 a5")
    assert ref_legal_bridges(pos, "light") == frozenset()


def test_b5_crossing_bridges_are_illegal_r14() -> None:
    pos = ref_position(10, light="a1 c3 a3 c1", bridges=[("light", "a1", "c3")])
    assert not bridge_ok(pos, "a3 c1")
    # Either colour's bridges count for crossing.
    pos = ref_position(10, light="a3 c1", dark="a1 c3", bridges=[("dark", "a1", "c3")])
    assert not bridge_ok(pos, "a3 c1")


def test_b6_bridges_crossing_at_a_grid_corner_are_illegal_r14() -> None:
    pos = ref_position(10, light="b1 c1 a3 d3", bridges=[("light", "b1", "d3")])
    # Different cells under each (c2 and b2): only the geometry forbids it.
    b1, c1, a3, d3 = (ref_cell(name) for name in ("b1", "c1", "a3", "d3"))
    assert ref_cells_under(b1, d3) == cells("c2")
    assert ref_cells_under(c1, a3) == cells("b2")
    assert ref_segments_meet(b1, d3, c1, a3)
    assert not bridge_ok(pos, "c1 a3")


def test_b7_no_cell_under_two_bridges_r14() -> None:
    pos = ref_position(10, light="a1 a2 c2 c3", bridges=[("light", "c2", "a1")])
    a1, a2, c2, c3 = (ref_cell(name) for name in ("a1", "a2", "c2", "c3"))
    # The segments are parallel and never meet; only the shared cell b2 forbids it.
    assert not ref_segments_meet(c2, a1, c3, a2)
    assert ref_cells_under(c2, a1) & ref_cells_under(c3, a2) == cells("b2")
    assert not bridge_ok(pos, "c3 a2")


def test_r14_segments_meet_exact_cases() -> None:
    a1, a3, a5, b1, b2 = (ref_cell(name) for name in ("a1", "a3", "a5", "b1", "b2"))
    c1, c3 = ref_cell("c1"), ref_cell("c3")
    assert ref_segments_meet(a1, a3, a3, a5)  # touching at an end
    assert not ref_segments_meet(a1, a3, b1, ref_cell("b3"))  # parallel, apart
    assert ref_segments_meet(a1, c3, b2, ref_cell("d4"))  # collinear overlap
    assert not ref_segments_meet(a1, b2, c3, ref_cell("d4"))  # collinear, apart
    assert ref_segments_meet(a1, c3, c1, ref_cell("a3"))  # proper crossing at b2


def test_r16_bridge_between_connected_groups_is_legal() -> None:
    # a1-b1 and a3-b3 are two sandbanks already joined by the bridge a1-a3; b1-b3 joins them again.
    pos = ref_position(10, light="a1 a3 b1 b3", bridges=[("light", "a1", "a3")])
    assert bridge_ok(pos, "b1 b3")


def test_r17_a_player_who_can_place_may_still_bridge_but_not_decline() -> None:
    pos = ref_position(10, light="a1 a3", bridges_left=15)
    moves = ref_legal_moves(pos)
    assert bridge("a1 a3") in moves
    assert ("pass",) not in moves
    assert ("swap",) not in moves
    assert place("e5 j10") in moves
    with pytest.raises(ValueError, match="illegal"):
        ref_play(pos, ("pass",))


# ---------------------------------------------------------------------------
# Opening and pie rule (R4-R6)
# ---------------------------------------------------------------------------


def test_r4_opening_is_two_light_tiles_anywhere() -> None:
    pos = ref_new_game(4)
    moves = ref_legal_moves(pos)
    assert len(moves) == comb(16, 2)
    assert all(move[0] == "place" for move in moves)
    after = ref_play(pos, place("a1 b1"))
    assert after.light == cells("a1 b1")
    assert (after.phase, after.to_move, after.light_tiles_left, after.dark_tiles_left) == (
        "choice",
        "dark",
        38,
        40,
    )
    assert pos.light == frozenset()  # the original is untouched


def test_r5_choice_offers_swap_and_dark_placements() -> None:
    pos = ref_play(ref_new_game(4), place("a1 b1"))
    moves = ref_legal_moves(pos)
    assert ("swap",) in moves
    assert ("pass",) not in moves
    assert sum(1 for move in moves if move[0] == "place") == comb(14, 2)
    assert len(moves) == comb(14, 2) + 1


def test_r6_swap_then_dark_places_then_light() -> None:
    pos = ref_play(ref_new_game(4), place("a1 b1"))
    swapped = ref_play(pos, ("swap",))
    assert (swapped.phase, swapped.to_move) == ("play", "dark")
    assert (swapped.light, swapped.dark, swapped.bridges) == (pos.light, pos.dark, pos.bridges)
    assert (swapped.light_tiles_left, swapped.dark_tiles_left, swapped.bridges_left) == (38, 40, 15)
    assert ("swap",) not in ref_legal_moves(swapped)
    with pytest.raises(ValueError, match="illegal"):
        ref_play(swapped, ("swap",))
    after = ref_play(swapped, place("d4 d3"))
    assert (after.phase, after.to_move, after.dark_tiles_left) == ("play", "light", 38)
    assert ("swap",) not in ref_legal_moves(after)


def test_r5_choosing_dark_by_placing() -> None:
    pos = ref_play(ref_new_game(4), place("a1 b1"))
    after = ref_play(pos, place("d4 d3"))
    assert (after.phase, after.to_move) == ("play", "light")
    assert after.dark == cells("d4 d3")
    assert ("swap",) not in ref_legal_moves(after)


def test_swap_never_legal_in_opening_or_play() -> None:
    assert ("swap",) not in ref_legal_moves(ref_new_game(4))
    assert ("swap",) not in ref_legal_moves(ref_position(4, light="a1 b1", dark="d4 d3"))


# ---------------------------------------------------------------------------
# End of the game (R17-R19), examples (i)-(vi)
# ---------------------------------------------------------------------------

# Light has islands a1 b1 a2 b2 and d1-d4; every free cell except b4 touches one of them
# (a4 and c4 are dark), so light has one legal cell (b4) and no legal pair.  Light can
# still bridge (e.g. b2-d2); dark can place or bridge a4-c4.
NO_LIGHT_PAIR = ref_position(4, light="a1 b1 a2 b2 d1 d2 d3 d4", dark="a4 c4", bridges_left=15)


def test_end_i_light_declines_dark_gets_exactly_one_more_turn_r18() -> None:
    pos = NO_LIGHT_PAIR
    assert ref_legal_pairs(pos, "light") == frozenset()
    assert not ref_can_place_two(pos, "light")
    assert ("pass",) in ref_legal_moves(pos)
    declined = ref_play(pos, ("pass",))
    assert (declined.phase, declined.to_move, declined.light_declined) == ("play", "dark", True)
    assert ref_outcome(declined) is None
    dark_moves = ref_legal_moves(declined)
    assert ("pass",) not in dark_moves  # dark can still place two tiles (R17 applies)
    assert place("b3 c2") in dark_moves
    assert bridge("a4 c4") in dark_moves
    for last in (place("b3 c2"), bridge("a4 c4")):
        over = ref_play(declined, last)
        assert over.phase == "over"
        assert ref_legal_moves(over) == frozenset()
        assert ref_outcome(over) is not None
    # Dark unable to place two after light declined: dark may decline, and it is over.
    short = ref_play(replace(pos, dark_tiles_left=1), ("pass",))
    assert ("pass",) in ref_legal_moves(short)
    assert ref_play(short, ("pass",)).phase == "over"


def test_end_ii_dark_declines_game_over_at_once_r18() -> None:
    pos = ref_position(4, light="a4", dark="a1 b1 a2 b2 d1 d2 d3 d4", to_move="dark")
    assert not ref_can_place_two(pos, "dark")
    over = ref_play(pos, ("pass",))
    assert over.phase == "over"
    assert ref_legal_moves(over) == frozenset()
    assert ref_score(over) == {"light": (0, 0, 0), "dark": (2, 2, 0)}
    assert ref_outcome(over) == ("dark", "points")


def test_end_iii_bridging_without_a_legal_pair_play_goes_on_r17() -> None:
    pos = NO_LIGHT_PAIR
    assert bridge("b2 d2") in ref_legal_moves(pos)
    after = ref_play(pos, bridge("b2 d2"))
    assert (after.phase, after.to_move, after.light_declined) == ("play", "dark", False)
    assert after.bridges_left == 14
    assert ref_blocked(after) == cells("c2")
    again = ref_play(after, place("b3 c1"))
    assert (again.phase, again.to_move) == ("play", "light")
    assert ref_legal_moves(again)


def test_end_iv_single_cells_legal_but_no_pair_r17() -> None:
    # Light sandbanks b2-c2-c3 and a4; dark a1 a3 d1 d4.  Every free cell but b4 extends
    # the 3-sandbank to an island (legal alone except b3, which touches a4), b4 joins a4;
    # any two together make a group of 5+, or an island touching b4.
    pos = ref_position(4, light="b2 c2 c3 a4", dark="a1 a3 d1 d4")
    free = ["a2", "b1", "b3", "b4", "c1", "c4", "d2", "d3"]
    singles = {name for name in free if ref_tiles_legal(pos, "light", cells(name))}
    assert singles == {"a2", "b1", "b4", "c1", "c4", "d2", "d3"}
    assert ref_legal_pairs(pos, "light") == frozenset()
    assert not ref_can_place_two(pos, "light")
    assert ("pass",) in ref_legal_moves(pos)


def test_end_v_one_tile_left_cannot_place_two_r17() -> None:
    pos = ref_position(10, light="a1", light_tiles_left=1)
    assert ref_legal_pairs(pos, "light")  # pairs exist, but the supply is short
    assert not ref_can_place_two(pos, "light")
    assert ref_legal_moves(pos) == {("pass",)}
    assert ref_can_place_two(ref_position(10, light="a1", light_tiles_left=2), "light")
    dark = ref_position(10, dark="a1", dark_tiles_left=1, to_move="dark")
    assert ref_legal_moves(dark) == {("pass",)}


def test_end_vi_after_fifteen_bridges_neither_colour_can_bridge_r15() -> None:
    assert ref_new_game().bridges_left == 15
    pos = ref_position(10, light="a1 a3", dark="j10 j8", bridges_left=1)
    assert bridge_ok(pos, "a1 a3")
    assert bridge_ok(pos, "j10 j8", "dark")
    after = ref_play(pos, bridge("a1 a3"))
    assert after.bridges_left == 0
    assert ref_legal_bridges(after, "light") == frozenset()
    assert ref_legal_bridges(after, "dark") == frozenset()
    assert all(move[0] != "bridge" for move in ref_legal_moves(after))
    unlimited = ref_position(10, light="a1 a3", dark="j10 j8", bridges_left=None)
    assert ref_play(unlimited, bridge("a1 a3")).bridges_left is None


def test_r2_placing_uses_two_tiles_unlimited_stays_unlimited() -> None:
    pos = ref_position(10, light_tiles_left=40)
    assert ref_play(pos, place("a1 j10")).light_tiles_left == 38
    assert ref_play(ref_position(10), place("a1 j10")).light_tiles_left is None


# ---------------------------------------------------------------------------
# Scoring and winner (R20-R22)
# ---------------------------------------------------------------------------


def test_r21_network_of_three_islands_scores_six() -> None:
    pos = ref_position(
        10,
        light="a1 b1 a2 b2  d1 e1 d2 e2  g1 h1 g2 h2",
        bridges=[("light", "b1", "d1"), ("light", "e1", "g1")],
    )
    assert ref_score(pos)["light"] == (6, 3, 2)


def test_r22_tie_on_points_more_islands_wins() -> None:
    pos = ref_position(
        10,
        light="a1 b1 a2 b2  d1 e1 d2 e2",
        dark="a9 b9 a10 b10  e9 f9 e10 f10  i9 j9 i10 j10",
        bridges=[("light", "b1", "d1")],
        phase="over",
    )
    assert ref_score(pos) == {"light": (3, 2, 1), "dark": (3, 3, 0)}
    assert ref_outcome(pos) == ("dark", "islands")


def test_r22_tie_on_points_and_islands_more_bridges_wins() -> None:
    pos = ref_position(
        10,
        light="a1 b1 a2 b2 d1",
        dark="a9 b9 a10 b10",
        bridges=[("light", "b1", "d1")],
        phase="over",
    )
    assert ref_score(pos) == {"light": (1, 1, 1), "dark": (1, 1, 0)}
    assert ref_outcome(pos) == ("light", "bridges")


def test_r22_full_tie_is_a_draw() -> None:
    pos = ref_position(10, light="a1 b1 a2 b2", dark="a9 b9 a10 b10", phase="over")
    assert ref_outcome(pos) == ("draw", "draw")
    assert ref_outcome(ref_position(10, light="a1 b1 a2 b2", dark="a9 b9 a10 b10")) is None


# ---------------------------------------------------------------------------
# Perft (move counting) on the empty 4x4 board
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("tiles", "bridges"), [(40, 15), (None, None)])
def test_perft_empty_4x4_depth_1_and_2(tiles: int | None, bridges: int | None) -> None:
    pos = ref_new_game(4, tiles, bridges)
    assert ref_perft(pos, 0) == 1
    assert ref_perft(pos, 1) == comb(16, 2)  # 120 openings
    assert ref_perft(pos, 2) == comb(16, 2) * (comb(14, 2) + 1)  # dark: 91 placements or swap


def test_perft_empty_4x4_depth_3() -> None:
    # After the opening P and dark's reply:
    # - swap: dark (no tiles yet) has C(14,2) = 91 placements and nothing else;
    # - a dark pair Q: light (2 tiles) can never make a group of 4 touching another light
    #   tile, so all C(12,2) = 66 pairs are legal, plus a bridge when P is a bridge offset
    #   whose cells under are free of Q.  Of the 48 such P on 4x4, 24 are straight or
    #   diagonal (one cell under: C(13,2) = 78 choices of Q) and 24 knight (two cells:
    #   C(12,2) = 66 choices of Q), i.e. 24 * 78 + 24 * 66 = 3456 extra bridge moves.
    expected = 120 * 91 + 120 * 91 * 66 + 24 * 78 + 24 * 66
    assert expected == 735096
    assert ref_perft(ref_new_game(4), 3) == expected
