"""Every worked example of the rules page (C1-C13, K1-K8, W1, E1, L1-L3, P1-P4, D1-D3, Q1-Q3)."""

from __future__ import annotations

import pytest

import islands_rules as ir
from islands_rules import lsd
from lsd.strategies import make_rules, play_tokens

FOUR = make_rules(players=4)


def legal(state: lsd.GameState, token: str) -> bool:
    """Whether ``token`` is legal, after checking that every way of asking agrees."""
    move = lsd.parse_move(token)
    verdict = lsd.is_legal(state, move)
    assert verdict == (move in lsd.legal_moves(state)) == (lsd.why_illegal(state, token) is None)
    return verdict


def reason(state: lsd.GameState, token: str) -> str:
    """The reason ``token`` is illegal, failing the test if it is legal."""
    assert not legal(state, token)
    with pytest.raises(ir.IllegalMoveError) as caught:
        lsd.play(state, token)
    text = caught.value.reason
    assert text == lsd.why_illegal(state, token)
    return text


def scores(state: lsd.GameState) -> dict[str, tuple[int, int, int, int]]:
    return {name: (s.points, s.tiles, s.supply, s.captures) for name, s in lsd.score(state).items()}


def tokens(state: lsd.GameState) -> set[str]:
    return {str(move) for move in lsd.legal_moves(state)}


# ------------------------------------------------------------------- connections (R7-R11)


def test_c1_first_turn_has_30_moves_all_on_the_origin() -> None:
    moves = lsd.legal_moves(lsd.new_game())
    assert len(moves) == len(set(moves)) == 30
    assert {m.cell for m in moves} == {(0, 0)}  # type: ignore[union-attr]
    assert len({m.sides for m in moves}) == 15  # type: ignore[union-attr]


def test_c2_first_tile_off_the_origin_is_illegal_r8() -> None:
    assert "(R8)" in reason(lsd.new_game(), "nesw+@1,0")


def test_c3_after_e_plus_exactly_the_16_tiles_with_w_on_1_0() -> None:
    expected = {
        f"{sides}{icon}@1,0"
        for sides in ("w", "nw", "sw", "ew", "nsw", "new", "esw", "nesw")
        for icon in "+x"
    }
    assert tokens(play_tokens("e+@0,0")) == expected


def test_c4_whole_dot_is_legal_without_capture_and_play_goes_on() -> None:
    before = play_tokens("e+@0,0")
    assert legal(before, "ewx@1,0")
    after = lsd.play(before, "ewx@1,0")
    assert not after.is_over
    assert after.last_captured == {}
    assert len(after.tiles()) == 2


def test_c5_red_half_dot_facing_an_empty_side_is_illegal_r9() -> None:
    assert "(R9)" in reason(play_tokens("e+@0,0"), "ex@1,0")


def test_c6_blue_half_dot_facing_an_empty_side_is_illegal_r9() -> None:
    assert "(R9)" in reason(play_tokens("e+@0,0"), "sx@0,1")


def test_c7_empty_against_empty_only_is_illegal_r10() -> None:
    assert "(R10)" in reason(play_tokens("e+@0,0"), "nx@0,1")


def test_c8_tile_touching_nothing_is_illegal_r10() -> None:
    assert "(R10)" in reason(play_tokens("e+@0,0"), "wx@3,0")


def test_c9_whole_dot_and_empty_empty_together_are_legal() -> None:
    assert legal(play_tokens("ne+@0,0 nwx@1,0 s+@0,1"), "sx@1,1")


def test_c10_west_half_dot_facing_an_empty_side_is_illegal_r9() -> None:
    assert "(R9)" in reason(play_tokens("ne+@0,0 nwx@1,0 s+@0,1"), "swx@1,1")


def test_c11_taken_cell_is_illegal_r9() -> None:
    text = reason(play_tokens("ne+@0,0 nwx@1,0"), "ew+@1,0")
    assert "(R9)" in text
    assert "taken" in text


C12_RULES = make_rules(tile_set="n+:1 nsx:2")


def test_c12_reds_only_move_is_nsx_on_0_2() -> None:
    assert tokens(play_tokens("n+@0,0 nsx@0,1", C12_RULES)) == {"nsx@0,2"}


def test_c13_reds_one_n_plus_is_used_r11() -> None:
    assert "(R11)" in reason(play_tokens("n+@0,0 nsx@0,1", C12_RULES), "s+@0,2")


# ------------------------------------------------------------------- captures (R12-R15)


def test_k1_red_plus_pair_captures_the_tile_between() -> None:
    state = play_tokens("e+@0,0 ewx@1,0 w+@2,0")
    assert state.tile_at((1, 0)) is None
    assert state.last_captured == {(1, 0): lsd.Tile("blue", "ew", "x")}
    assert state.captures("red") == 1


def test_k2_x_and_plus_make_no_pair() -> None:
    state = play_tokens("ex@0,0 ewx@1,0 w+@2,0")
    assert state.tile_at((1, 0)) == lsd.Tile("blue", "ew", "x")
    assert state.last_captured == {}


def test_k3_tile_filling_the_hole_is_not_captured() -> None:
    before = play_tokens("e+@0,0 ewx@1,0 w+@2,0")
    assert legal(before, "ewx@1,0")
    after = lsd.play(before, "ewx@1,0")
    assert after.tile_at((1, 0)) == lsd.Tile("blue", "ew", "x")
    assert after.last_captured == {}


def test_k4_x_pair_at_a_corner_captures_1_0_only() -> None:
    state = play_tokens("neswx@0,0 nwx@1,0 e+@-1,0 n+@0,-1 swx@1,1")
    assert set(state.last_captured) == {(1, 0)}
    assert state.tile_at((0, 1)) is None


def test_k5_x_pair_captures_both_cells_of_the_block() -> None:
    state = play_tokens("neswx@0,0 nwx@1,0 e+@-1,0 es+@0,1 swx@1,1")
    assert set(state.last_captured) == {(1, 0), (0, 1)}
    assert state.captures("red") == 2


def test_k6_no_x_pair_with_a_plus_tile() -> None:
    state = play_tokens("nesw+@0,0 nwx@1,0 ex@-1,0 es+@0,1 swx@1,1")
    assert state.last_captured == {}


def test_k7_blue_x_pair_captures_reds_first_tile() -> None:
    state = play_tokens("neswx@0,0 nwx@1,0 e+@-1,0 esx@0,1")
    assert set(state.last_captured) == {(0, 0)}
    assert state.captures("blue") == 1


def test_k8_four_captures_at_once() -> None:
    state = play_tokens("neswx@0,0 new+@1,0 nwx@2,0 nes+@0,1 esx@0,2 nesw+@2,1 nswx@2,2 nesw+@1,2 neswx@1,1")
    assert set(state.last_captured) == {(1, 0), (0, 1), (2, 1), (1, 2)}
    assert scores(state) == {"red": (1, 5, 15, 4), "blue": (0, 0, 16, 0)}


# ------------------------------------------------------------------- the end (R16-R18)

W1 = "nesw+@0,0 s+@0,1 ew+@1,0 nx@0,-1 ewx@2,0 e+@-1,0"


def test_w1_red_line_of_four_wins_and_encloses_a_white_icon() -> None:
    state = play_tokens(W1 + " w+@3,0")
    assert state.is_over
    outcome = lsd.outcome(state)
    assert outcome is not None
    assert outcome.winner == "red"
    assert outcome.decided_by == "line"
    assert state.last_captured == {}
    assert scores(state) == {"red": (4, 4, 16, 0), "blue": (1, 3, 17, 0)}


def test_e1_pass_after_the_win_is_refused() -> None:
    state = play_tokens(W1 + " w+@3,0")
    assert "(R16)" in reason(state, "pass")
    with pytest.raises(ir.IllegalMoveError) as caught:
        lsd.play(state, "pass")
    assert caught.value.ply == 8


L1 = "nesw+@0,0 s+@0,1 nesw+@1,0 ns+@1,1 ewx@2,0"


def test_l1_blue_captures_and_breaks_reds_line_of_three() -> None:
    before = play_tokens(L1)
    assert lsd.longest_line(before, "red") == 3
    after = lsd.play(before, "n+@1,-1")
    assert set(after.last_captured) == {(1, 0)}
    assert lsd.longest_line(after, "red") == 1


def test_l2_no_win_after_the_gap() -> None:
    state = play_tokens(L1 + " n+@1,-1 w+@3,0")
    assert not state.is_over
    assert scores(state) == {"red": (2, 3, 16, 0), "blue": (2, 3, 17, 1)}


def test_l3_filling_the_gap_wins() -> None:
    state = play_tokens(L1 + " n+@1,-1 w+@3,0 sx@1,2 neswx@1,0")
    outcome = lsd.outcome(state)
    assert outcome is not None
    assert outcome.winner == "red"


P2_RULES = make_rules(tile_set="n+:2 ns+:1")


def test_p1_pass_with_a_legal_placement_is_illegal_r17() -> None:
    assert "(R17)" in reason(play_tokens("e+@0,0"), "pass")


def test_p2_capture_leaves_a_hole_only_an_ns_tile_fits() -> None:
    state = play_tokens("e+@0,0 ew+@1,0 w+@2,0", P2_RULES)
    assert set(state.last_captured) == {(1, 0)}
    assert {m.split("@")[0] for m in tokens(state) if m.endswith("@1,0")} <= {"ew+", "ewx"}


def test_p3_pass_is_blues_only_move() -> None:
    state = play_tokens("e+@0,0 ew+@1,0 w+@2,0", P2_RULES)
    assert tokens(state) == {"pass"}
    assert legal(state, "pass")


def test_p4_blue_has_no_ns_tile_left_r11() -> None:
    assert "(R11)" in reason(play_tokens("e+@0,0 ew+@1,0 w+@2,0", P2_RULES), "ew+@1,0")


def test_d1_last_hole_filled_draws() -> None:
    state = play_tokens("e+@0,0 ew+@1,0 w+@2,0 pass ew+@1,0", P2_RULES)
    outcome = lsd.outcome(state)
    assert outcome is not None
    assert outcome.result == "draw"
    assert outcome.decided_by == "draw"
    assert scores(state) == {"red": (3, 3, 0, 1), "blue": (0, 0, 2, 0)}


def test_d2_draw_after_two_turns_with_19_tiles_left_each() -> None:
    state = play_tokens("e+@0,0 wx@1,0")
    outcome = lsd.outcome(state)
    assert outcome is not None
    assert outcome.result == "draw"
    assert state.ply == 2
    assert [figures.supply for figures in lsd.score(state).values()] == [19, 19]


def test_d3_two_n_tiles_facing_draw() -> None:
    state = play_tokens("n+@0,0 s+@0,1", make_rules(tile_set="n+:2"))
    outcome = lsd.outcome(state)
    assert outcome is not None
    assert outcome.result == "draw"


# ------------------------------------------------------------------- four players

Q2 = "nesw+@0,0 ns+@0,1 ns+@0,-1 ew+@-1,0 ew+@1,0 s+@0,2"


def test_q1_green_and_red_both_white_capture_blue_for_green() -> None:
    state = play_tokens("e+@0,0 ewx@1,0 w+@2,0", FOUR)
    assert set(state.last_captured) == {(1, 0)}
    assert state.captures("green") == 1
    assert state.captures("red") == 0


def test_q2_enclosed_white_icon_is_not_captured() -> None:
    state = play_tokens(Q2 + " n+@0,-2", FOUR)
    assert state.last_captured == {}
    assert state.tile_at((0, -1)) is not None


def test_q3_reds_line_of_three_wins_with_four_players() -> None:
    state = play_tokens(Q2 + " n+@0,-2 e+@-2,0 w+@2,0", FOUR)
    outcome = lsd.outcome(state)
    assert outcome is not None
    assert outcome.winner == "red"
    assert outcome.returns == (1.0, -1.0, -1.0, -1.0)
