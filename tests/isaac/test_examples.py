"""Every worked example of the rules page (``shared/rules/isaac.md``), one named test each."""

from __future__ import annotations

import pytest

from islands_rules import IllegalMoveError, NotationError, isaac
from islands_rules.isaac import Pass, Place, Player, Remove

DARK, LIGHT = Player.DARK, Player.LIGHT
G_RULES = isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2), (4, 3, 1)), target=25)
G_TURNS = [
    "a1-a2",
    "b1-e1",
    "a3-a4",
    "e2-e4",
    "d5-e5",
    "b2-b4",
    "d2-d4",
    "c4-c5",
    "pass",
    "a5-b5",
    "c2-c3",
    "pass",
]
G_MORE = [
    "xa3-a4+4",
    "xe2-e4+16",
    "xd5-e5+0",
    "xb2-b4+3",
    "xd2-d4+2",
    "xb1-e1+3",
    "pass",
]  # turns 13-19 (G16, G17)


def after(turns: list[str], rules: isaac.Rules = G_RULES) -> isaac.GameState:
    state = isaac.new_game(rules)
    for turn in turns:
        state = isaac.play(state, turn)
    return state


def game_g(turns: int, rules: isaac.Rules = G_RULES) -> isaac.GameState:
    """Game G after its first ``turns`` turns."""
    return after((G_TURNS + G_MORE)[:turns], rules)


def reason(state: isaac.GameState, move: str) -> str:
    why = isaac.why_illegal(state, move)
    assert why is not None, f"{move} should be illegal"
    with pytest.raises(IllegalMoveError, match=r"\(R\d+\)"):
        isaac.play(state, move)
    return why


def figures(state: isaac.GameState, player: str) -> tuple[int, int, int, int]:
    f = isaac.summary(state)[player]
    return f["points"], f["on_board"], f["unplaced"], f["unplaced_length"]


def texts(state: isaac.GameState) -> list[str]:
    return [str(m) for m in isaac.legal_moves(state)]


# --------------------------------------------------------------------------- K1 (R11)


@pytest.mark.parametrize(
    ("player", "score", "square"),
    [
        (DARK, 0, "a1"), (DARK, 9, "j1"), (DARK, 10, "a2"), (DARK, 45, "f5"), (DARK, 99, "j10"),
        (LIGHT, 0, "j10"), (LIGHT, 9, "a10"), (LIGHT, 10, "j9"), (LIGHT, 45, "e6"), (LIGHT, 54, "f5"),
        (LIGHT, 99, "a1"),
    ],
)  # fmt: skip
def test_k1_counter_squares_on_the_track(player: Player, score: int, square: str) -> None:
    index = isaac.counter_square(score, player, 10)
    assert index is not None
    assert "abcdefghij"[index % 10] + str(index // 10 + 1) == square


def test_k1_dark_45_and_light_54_share_f5() -> None:
    assert isaac.counter_square(45, DARK, 10) == isaac.counter_square(54, LIGHT, 10)


# --------------------------------------------------------------------------- P1-P7 (default options)


def test_p1_600_placements_on_the_empty_board() -> None:
    moves = isaac.legal_moves(isaac.new_game())
    assert len(moves) == 600 == 2 * 10 * (8 + 7 + 6 + 5 + 4)
    assert len(set(moves)) == 600


def test_p2_placement_on_a_covered_square_is_illegal() -> None:
    why = reason(after(["c3-g3"], isaac.Rules()), "e1-e5")
    assert "e3" in why
    assert "(R7)" in why


def test_p3_the_one_7_cannot_be_placed_twice() -> None:
    why = reason(after(["a1-g1", "a2-g2"], isaac.Rules()), "a3-g3")
    assert "(R7)" in why
    assert "7" in why


def test_p4_no_length_2_and_no_square_off_the_board() -> None:
    state = isaac.new_game()
    assert "(R7)" in reason(state, "a1-b1")
    assert "length 2" in reason(state, "a1-b1")
    assert "(R7)" in reason(state, "h1-k1")
    assert "k1" in reason(state, "h1-k1")


def test_p5_pass_while_placing_is_possible_and_removal_in_placement() -> None:
    state = isaac.new_game()
    assert "(R8)" in reason(state, "pass")
    assert "(R5)" in reason(state, "xa1-c1+0")


def test_p6_upper_case_and_reversed_ends_name_the_same_placement() -> None:
    assert isaac.parse_move("g3-C3") == Place("c3", "g3")
    assert str(isaac.parse_move("g3-C3")) == "c3-g3"
    assert isaac.is_legal(isaac.new_game(), "g3-C3")


@pytest.mark.parametrize("token", ["c3-e5", "c3-c3", "c3-g3+2", "xc3-g3", "xc3-g3+02", "c3,g3"])
def test_p7_malformed_tokens_are_syntax_errors(token: str) -> None:
    with pytest.raises(NotationError):
        isaac.parse_move(token)
    with pytest.raises(NotationError):
        isaac.play(isaac.new_game(), token)


# --------------------------------------------------------------------------- game G


def test_g_after_turn_12_board_and_counters() -> None:
    state = game_g(12)
    assert [str(t) for t in state.tiles(DARK)] == ["a1-a2", "d2-d4", "a3-a4", "d5-e5"]
    assert (state.counter(DARK), state.counter(LIGHT)) == ("a1", "e5")
    assert state.phase is isaac.Phase.SCORING
    assert state.to_move is DARK
    assert isaac.render_text(state, bars=False).splitlines()[:5] == [
        "5 L L L D D", "4 D L L D L", "3 D L L D L", "2 D L L D L", "1 D L L L L"
    ]  # fmt: skip


def test_g1_dark_may_pass_when_no_run_of_3_is_free() -> None:
    assert isaac.legal_moves(game_g(8)) == (Pass(),)


def test_g2_light_places_only_its_two_2s() -> None:
    assert sorted(texts(game_g(9))) == ["a5-b5", "c2-c3"]


def test_g3_tiles_under_counters_stay() -> None:
    state = game_g(12)
    assert "(R14)" in reason(state, "xa1-a2+0")
    assert "(R14)" in reason(state, "xd5-e5+0")


def test_g4_dark_opens_the_scoring_with_two_removals() -> None:
    expected = [f"xd2-d4+{k}" for k in range(5)] + [f"xa3-a4+{k}" for k in range(5)]
    assert texts(game_g(12)) == expected


def test_g5_advance_above_the_points_is_illegal() -> None:
    why = reason(game_g(12), "xa3-a4+5")
    assert "(R17)" in why
    assert "4 points" in why


def test_g6_dark_advances_4_onto_lights_tile() -> None:
    state = isaac.play(game_g(12), "xa3-a4+4")
    assert state.scores == (4, 0)
    assert state.counter(DARK) == "e1"
    assert state.owner("e1") is LIGHT


def test_g7_a_counter_protects_lights_tile_and_no_placement_while_scoring() -> None:
    state = game_g(13)
    assert "(R14)" in reason(state, "xb1-e1+0")
    assert "(R5)" in reason(state, "a3-a4")


def test_g8_both_counters_on_the_line_quadruple() -> None:
    state = game_g(13)
    assert isaac.is_legal(state, "xe2-e4+16")
    assert not isaac.is_legal(state, "xe2-e4+17")
    state = isaac.play(state, "xe2-e4+16")
    assert state.scores == (4, 16)
    assert state.counter(LIGHT) == "d2"


def test_g9_lights_counter_now_protects_d2_d4() -> None:
    assert "(R14)" in reason(game_g(14), "xd2-d4+0")


def test_g10_dark_removes_d5_e5_for_2_points() -> None:
    state = game_g(14)
    assert [str(m) for m in isaac.legal_moves(state) if str(m).startswith("xd5-e5")] == [
        "xd5-e5+0", "xd5-e5+1", "xd5-e5+2"
    ]  # fmt: skip
    assert isaac.is_legal(state, "xd5-e5+0")


def test_g11_light_may_not_remove_shorter_than_before() -> None:
    assert "(R13)" in reason(game_g(15), "xa5-b5+0")


def test_g12_light_may_not_land_on_darks_counter() -> None:
    why = reason(game_g(15), "xb2-b4+4")
    assert "(R17)" in why
    assert "e1" in why


def test_g13_lights_moves_skip_the_advance_onto_dark() -> None:
    assert texts(game_g(15)) == [f"xb2-b4+{k}" for k in range(4)]


def test_g14_reaching_the_target_wins_at_once() -> None:
    rules = isaac.Rules(size=5, pieces=G_RULES.pieces, target=20)
    state = isaac.play(game_g(15, rules), "xb2-b4+4")
    assert state.is_over
    assert isaac.outcome(state) == isaac.outcome(state)
    ended = isaac.outcome(state)
    assert ended is not None
    assert (ended.winner, ended.decided_by) == ("light", "target")
    assert figures(state, "dark") == (4, 2, 2, 7)
    assert figures(state, "light") == (20, 4, 0, 0)
    assert state.counter(LIGHT) is None


def test_g15_no_turn_after_the_target() -> None:
    rules = isaac.Rules(size=5, pieces=G_RULES.pieces, target=20)
    state = isaac.play(game_g(15, rules), "xb2-b4+4")
    assert isaac.legal_moves(state) == ()
    assert "(R19)" in reason(state, "pass")


def test_g16_dark_is_left_with_pass() -> None:
    assert isaac.legal_moves(game_g(18)) == (Pass(),)


def test_g17_light_wins_on_points() -> None:
    state = game_g(19)
    assert not state.is_over
    assert state.to_move is LIGHT
    state = isaac.play(state, "pass")
    ended = isaac.outcome(state)
    assert ended is not None
    assert (ended.winner, ended.decided_by) == ("light", "points")
    assert figures(state, "dark") == (6, 1, 2, 7)
    assert figures(state, "light") == (22, 3, 0, 0)


def test_g18_no_turn_after_the_second_scoring_pass() -> None:
    state = isaac.play(game_g(19), "pass")
    assert state.ply == 20
    assert "(R19)" in reason(state, "xa1-a2+0")


# --------------------------------------------------------------------------- T1-T3, O1


def test_t1_light_wins_on_unplaced_length() -> None:
    rules = isaac.Rules(size=3, pieces=((2, 1, 2), (3, 1, 1)))
    turns = ["a2-c2", "a1-c1", "b3-c3", "pass", "pass", "pass", "xa2-c2+0", "pass"]
    assert texts(after(turns[:6], rules)) == ["xa2-c2+0"]
    state = after(turns, rules)
    ended = isaac.outcome(state)
    assert ended is not None
    assert (ended.winner, ended.decided_by) == ("light", "length")
    assert figures(state, "dark") == (0, 1, 1, 2)
    assert figures(state, "light") == (0, 1, 2, 4)


def test_t2_light_wins_on_fewer_unplaced_tiles() -> None:
    rules = isaac.Rules(size=6, pieces=((2, 1, 3), (3, 1, 2), (6, 1, 1)))
    turns = [
        "a3-f3",
        "a5-c5",
        "c1-d1",
        "d5-f5",
        "c2-d2",
        "c4-d4",
        "c6-d6",
        "a1-b1",
        "pass",
        "e1-f1",
        "pass",
        "xa3-f3+0",
        "xa5-c5+0",
        "pass",
        "xd5-f5+0",
        "pass",
    ]
    assert len(isaac.legal_moves(after(turns[:9], rules))) == 9
    state = after(turns, rules)
    ended = isaac.outcome(state)
    assert ended is not None
    assert (ended.winner, ended.decided_by) == ("light", "count")
    assert figures(state, "dark") == (0, 3, 2, 6)
    assert figures(state, "light") == (0, 3, 1, 6)


def test_t3_dark_wins_as_the_starter() -> None:
    rules = isaac.Rules(size=3, pieces=((2, 1, 1), (3, 1, 1)))
    state = after(["b3-c3", "a1-a2", "pass", "pass", "pass", "pass"], rules)
    ended = isaac.outcome(state)
    assert ended is not None
    assert (ended.winner, ended.decided_by) == ("dark", "starter")
    assert figures(state, "dark") == figures(state, "light") == (0, 1, 1, 3)


def test_o1_a_player_out_stays_out() -> None:
    rules = isaac.Rules(size=3, pieces=((2, 1, 1), (3, 1, 1)))
    state = after(["b1-b2", "a1-a2", "a3-c3", "pass", "pass", "pass"], rules)
    assert state.passed == (False, True)
    assert state.to_move is DARK
    state = isaac.play(state, Remove("b1", "b2", 1))
    assert state.to_move is DARK
    assert state.counter(DARK) == "b1"
    assert isaac.legal_moves(state) == (Pass(),)
    state = isaac.play(state, "pass")
    ended = isaac.outcome(state)
    assert ended is not None
    assert (ended.winner, ended.decided_by) == ("dark", "points")
    assert state.scores == (1, 0)
