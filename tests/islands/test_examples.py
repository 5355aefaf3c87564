"""Every worked example of the rules page (X1-X13, G1), each a named test."""

from __future__ import annotations

import pytest

from islands_rules import IllegalMoveError, NotationError, islands
from islands_rules.islands import Discard, Draw, Place, State

G1 = """
D@0,-1r2 B- U@-1,0r1:w2 N@0,-2r1 V@-1,-2r0 V@-1,-3r1:b1 H@0,1r2 P@1,0r2 L@-2,0r3 M@2,0r3:i1
H@2,-1r2 R@0,2r3 V@1,2r2:b1 Q@1,-2r3 V@-2,-2r3 H@2,1r3:i1 E@3,-1r2:i1 J@-1,2r1 U@1,3r2 N@1,-3r1
E@3,0r0:w1 U@4,0r0:w2 D@3,-2r0:w2 P@-3,0r1 O@1,4r1:i1 K@2,4r3 U@3,4r1 B@-3,-2r1 W@0,4r3:b1
C@-3,1r1 T@-3,2r2 V@3,5r2 J@4,1r1 U@-1,4r2:w2 F@-4,-2r1:w2 W@4,5r1 G@2,-3r2 E@1,-4r2:w1 A@-3,-3r0
E@2,-4r2 F@4,2r2 B@-1,-4r3:l N@-4,2r1 U@-3,3r0 V@-1,-5r0 S@5,2r2 X@4,4r2 R@-2,-4r3 U@4,-1r2
P@3,2r2 V@3,3r3 W@2,2r2 W@-4,0r3 V@-2,4r1 L@-2,5r3:w2 K@-2,6r3 L@5,4r0 M@-2,3r2 B@-5,-2r2
E@3,-4r0 D@3,6r3 V@0,-5r2 K@4,3r1 U@-5,-1r1 R@-6,-2r3 I@2,-5r0 J@-1,-6r3 S@3,7r0 O@-7,-2r1
A@-5,2r1 I@6,2r0
"""


def after(tokens: str, players: int = 2) -> State:
    state = islands.new_game(islands.Rules(players=players))
    for token in tokens.split():
        state = islands.play(state, token)
    return state


def drawn(state: State, tile: str) -> list[str]:
    return [str(move) for move in islands.legal_moves(islands.play(state, Draw(tile)))]


def points(state: State) -> dict[str, int]:
    return {name: entry["points"] for name, entry in islands.summary(state).items()}


def held(state: State) -> list[tuple[str, int, tuple[int, ...]]]:
    return [(f.kind, f.value, f.pieces) for f in islands.features(state) if any(f.pieces)]


def test_x1_c_drawn_at_the_start_fits_north_in_four_rotations_with_or_without_a_piece() -> None:
    expected = [f"C@0,1r{r}{piece}" for r in range(4) for piece in ("", ":i1")]
    assert drawn(islands.new_game(), "C") == expected


def test_x2_e_drawn_at_the_start_fits_north_only_turned_twice() -> None:
    north = [move for move in drawn(islands.new_game(), "E") if move.startswith("E@0,1r")]
    assert north == ["E@0,1r2", "E@0,1r2:i1", "E@0,1r2:w1"]
    reason = islands.why_illegal(islands.new_game(), "E@0,1r0")
    assert reason is not None
    assert "(R7)" in reason


def test_x3_v_drawn_at_the_start_has_six_placements_and_24_tokens_589_for_all_types() -> None:
    start = islands.new_game()
    moves = islands.legal_moves(islands.play(start, Draw("V")))
    places = {(m.x, m.y, m.rotation) for m in moves if isinstance(m, Place)}
    assert places == {(1, 0, 0), (1, 0, 1), (-1, 0, 2), (-1, 0, 3), (0, -1, 0), (0, -1, 3)}
    assert len(drawn(start, "V")) == 24
    assert sum(len(drawn(start, draw.tile)) for draw, _ in islands.chance_outcomes(start)) == 589


def test_x4_a_two_tile_island_completes_at_once_scores_4_and_the_piece_returns() -> None:
    state = after("E@0,1r2:i1")
    assert points(state) == {"red": 4, "blue": 0}
    assert state.hands == (7, 7)
    assert state.pieces == ()


def test_x5_a_tile_that_fits_nowhere_is_discarded_and_the_same_player_draws_again() -> None:
    state = after("E@0,1r2")
    assert drawn(state, "C") == ["C-"]
    assert "(R7)" in str(islands.why_illegal(state, "C@0,2r0"))
    state = islands.play(state, "C-")
    assert islands.to_move(state) is islands.to_move(islands.new_game())  # a chance node
    assert islands.to_move(islands.play(state, Draw("V"))) == 1  # blue again
    assert "(R6)" in str(islands.why_illegal(state, "C-"))
    assert "(R8)" in str(islands.why_illegal(state, "E-"))


def test_x6_a_piece_may_not_join_a_held_bridge_but_a_lighthouse_is_free() -> None:
    state = after("A@1,0r1:b1")
    assert "(R9)" in str(islands.why_illegal(state, "A@-1,0r3:b1"))
    assert islands.why_illegal(state, "A@-1,0r3:l") is None
    assert points(islands.play(state, "A@-1,0r3")) == {"red": 3, "blue": 0}


def test_x7_tied_majority_on_a_six_tile_bridge_scores_both_in_full() -> None:
    state = after("V@1,0r0:b1 V@0,-1r3:b1 A@-1,0r3 A@0,-2r2 V@1,-1r1")
    assert points(state) == {"red": 6, "blue": 6}


def test_x8_c_joins_four_islands_the_majority_scores_12_and_all_pieces_return() -> None:
    state = after("V@1,0r0 V@-1,0r3 E@1,1r3:i1 E@-1,1r1:i1 B@1,2r0 B@-1,2r0 E@0,2r2:i1 A@2,0r0 C@0,1r0")
    assert points(state) == {"red": 12, "blue": 0}
    assert state.hands == (7, 7)
    assert state.pieces == ()


def test_x9_the_eighth_neighbour_completes_the_lighthouse_for_9() -> None:
    state = after("B@0,-1r0:l A@1,0r1 A@-1,0r3 B@1,-1r0 B@-1,-1r0 B@0,-2r0 E@-1,-2r2 E@1,-2r2")
    assert points(state) == {"red": 9, "blue": 0}


def test_x10_final_values_of_an_open_island_bridge_and_lighthouse() -> None:
    state = after("M@0,1r2:i1 B@0,-1r0:l U@1,0r1:b1")
    assert held(state) == [("island", 3, (1, 0)), ("bridge", 2, (1, 0)), ("lighthouse", 3, (0, 1))]


@pytest.mark.parametrize(
    ("tokens", "expected"),
    [
        ("E@0,1r2:w1", [("water", 3, (1, 0))]),
        ("E@0,-1r2:w1", [("water", 0, (1, 0))]),
        ("E@0,1r2:w1 V@1,0r1:w2", [("water", 3, (0, 1)), ("water", 3, (1, 0))]),
        ("E@0,1r2 V@1,0r0:w1 B@1,1r0", [("water", 3, (0, 1))]),
    ],
    ids=["complete-island", "open-island", "two-areas", "one-area-borders-twice"],
)
def test_x11_water_scores_3_per_completed_island_it_borders(
    tokens: str, expected: list[tuple[str, int, tuple[int, ...]]]
) -> None:
    assert sorted(held(after(tokens))) == sorted(expected)


def test_x12_a_tile_with_no_copy_left_is_illegal_even_where_it_fits() -> None:
    state = after("D@0,-1r2 D@1,0r0 D@-1,0r0")
    assert state.supply[3] == 0
    assert islands.why_illegal(state, "D@2,0r0") == "no D is left in the supply (R6)"


@pytest.mark.parametrize(
    "token", ["V@1,0", "V@1,0r4", "V@1;0r1", "Z@1,0r0", "V@01,0r1", "v@1,0r1", "V@1,0r1:w5", "V-1"]
)
def test_x13_tokens_off_the_grammar_are_syntax_problems(token: str) -> None:
    with pytest.raises(NotationError):
        islands.parse_move(token)
    with pytest.raises(NotationError):
        islands.play(islands.new_game(), token)


def test_x13_a_segment_the_tile_lacks_is_an_illegal_move() -> None:
    assert islands.parse_move("V@1,0r1:i1") == Place("V", 1, 0, 1, "i1")
    with pytest.raises(IllegalMoveError, match=r"\(R9\)"):
        islands.play(islands.new_game(), "V@1,0r1:i1")


def test_g1_a_complete_game_ends_in_a_draw_at_16_each() -> None:
    state = after(G1)
    assert state.ply == 71
    assert state.is_over
    assert islands.to_move(state) is None
    assert state.discarded == ("B",)
    summary = islands.summary(state)
    kinds = ("points", "bridge_points", "island_points", "lighthouse_points", "water_points")
    assert [summary["red"][k] for k in kinds] == [16, 3, 5, 5, 3]
    assert [summary["blue"][k] for k in kinds] == [16, 6, 7, 0, 3]
    ended = islands.outcome(state)
    assert ended is not None
    assert ended.result == "draw"


def test_g1_the_discard_at_ply_2_is_forced() -> None:
    state = after(G1.split()[0])
    assert drawn(state, "B") == ["B-"]
    assert islands.legal_moves(islands.play(state, Draw("B"))) == (Discard("B"),)


def test_g1_nothing_may_follow_the_last_turn() -> None:
    state = after(G1)
    assert islands.legal_moves(state) == ()
    assert "(R14)" in str(islands.why_illegal(state, "V@9,9r0"))
