"""Hypothesis properties of whole random games (the issue's list, and more)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given

import islands_rules as ir
from islands_rules import lsd
from lsd.invariants import FACING, OFFSETS, check_invariants
from lsd.strategies import PlayedGame, played_games

WHITE = {"red", "green"}


@given(played_games())
def test_no_half_dot_ever_faces_an_empty_side(game: PlayedGame) -> None:
    for state in game.states:
        tiles = state.tiles()
        for (x, y), tile in tiles.items():
            for side in tile.sides:
                dx, dy = OFFSETS[side]
                other = tiles.get((x + dx, y + dy))
                assert other is None or FACING[side] in other.sides


@given(played_games(to_the_end=True))
def test_only_the_mover_can_win(game: PlayedGame) -> None:
    for before, after in zip(game.states, game.states[1:], strict=False):
        mover = before.player_to_move
        for name in after.players:
            if name != mover:
                assert lsd.longest_line(after, name) < after.rules.line
        outcome = lsd.outcome(after)
        if outcome is not None and outcome.winner is not None:
            assert outcome.winner == mover


@given(played_games(to_the_end=True))
def test_every_captured_tile_was_an_orthogonal_neighbour_with_the_other_icon_colour(game: PlayedGame) -> None:
    for before, move, after in zip(game.states, game.moves, game.states[1:], strict=False):
        captured = after.last_captured
        if move == "pass":
            assert captured == {}
            continue
        placed = lsd.parse_move(move)
        assert isinstance(placed, lsd.Placement)
        mover_white = before.player_to_move in WHITE
        for (x, y), tile in captured.items():
            assert abs(x - placed.x) + abs(y - placed.y) == 1
            assert (tile.owner in WHITE) != mover_white
            assert before.tile_at((x, y)) == tile
            assert after.tile_at((x, y)) is None
        assert after.tile_at(placed.cell) is not None  # R15: the new tile never falls
        assert after.captures(before.to_move) - before.captures(before.to_move) == len(captured)


@given(played_games())
def test_tiles_are_conserved(game: PlayedGame) -> None:
    total = game.states[0].rules.tile_set.total * game.states[0].rules.players
    lost: dict[str, int] = {}
    for state in game.states:
        for tile in state.last_captured.values():
            lost[tile.owner] = lost.get(tile.owner, 0) + 1
        supply = sum(sum(state.supply(name).values()) for name in state.players)
        assert supply + len(state.tiles()) + sum(lost.values()) == total
        for name in state.players:
            mine = sum(1 for tile in state.tiles().values() if tile.owner == name)
            assert sum(state.supply(name).values()) + mine + lost.get(name, 0) == state.rules.tile_set.total


@given(played_games())
def test_every_invariant_holds_after_every_turn(game: PlayedGame) -> None:
    for state in game.states:
        check_invariants(state)


@given(played_games())
def test_moves_read_back_from_their_token_and_repr(game: PlayedGame) -> None:
    state = game.final
    for move in lsd.legal_moves(state):
        assert lsd.parse_move(str(move)) == move
        assert lsd.parse_move(str(move).upper()) == move
        assert eval(repr(move), {"Placement": lsd.Placement, "Pass": lsd.Pass}) == move


@given(played_games())
def test_legal_moves_come_in_the_documented_order(game: PlayedGame) -> None:
    moves = [m for m in lsd.legal_moves(game.final) if isinstance(m, lsd.Placement)]
    patterns = list(lsd.PATTERNS)
    keys = [(m.x, m.y, patterns.index(m.type[:-1]), m.turns, m.icon == "x") for m in moves]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys)


@given(played_games())
def test_play_leaves_its_input_alone_and_replays_equal(game: PlayedGame) -> None:
    state = game.states[0]
    for move, expected in zip(game.moves, game.states[1:], strict=True):
        data, code = lsd.state_to_dict(state), hash(state)
        after = lsd.play(state, move)
        assert lsd.state_to_dict(state) == data
        assert hash(state) == code
        assert after == expected
        assert hash(after) == hash(expected)
        state = after


@given(played_games())
def test_states_read_back_from_json(game: PlayedGame) -> None:
    for state in game.states[::5] + game.states[-1:]:
        data = json.loads(json.dumps(lsd.state_to_dict(state)))
        back = lsd.state_from_dict(data)
        assert back == state
        assert hash(back) == hash(state)
        assert back.last_captured == state.last_captured
        assert lsd.legal_moves(back) == lsd.legal_moves(state)


@given(played_games())
def test_illegal_moves_are_refused_with_a_rule_number(game: PlayedGame) -> None:
    state = game.final
    legal = set(lsd.legal_moves(state))
    near = [(x + dx, y + dy) for (x, y) in [*state.tiles(), (0, 0)] for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    for x, y in near[:12]:
        for sides in ("n", "es", "nsw", "nesw"):
            for icon in "+x":
                move = lsd.Placement(sides, icon, x, y)
                reason = lsd.why_illegal(state, move)
                assert (reason is None) == (move in legal)
                if reason is not None:
                    assert "(R" in reason
                    with pytest.raises(ir.IllegalMoveError) as caught:
                        lsd.play(state, move)
                    assert caught.value.reason == reason
                    assert caught.value.ply == state.ply + 1


@given(played_games())
def test_tile_codes_hold_the_tiles_of_the_field(game: PlayedGame) -> None:
    """tile_codes: sides in bits 0-3 (n, e, s, w), the icon in bit 4, the owner's seat above."""
    for state in game.states:
        decoded = {
            (x, y): lsd.Tile(
                state.players[code >> 5],
                "".join(letter for bit, letter in enumerate("nesw") if code >> bit & 1),
                "x" if code & 16 else "+",
            )
            for x, y, code in state.tile_codes()
        }
        assert len(decoded) == len(state.tile_codes())
        assert decoded == state.tiles()
