"""The one place a Ponte state is built: every value lands in the field of its name."""

from __future__ import annotations

import pickle

import attrs

import islands_rules as ir
from islands_rules.ponte._position import Position
from islands_rules.ponte.state import GameState


def test_each_value_of_a_position_lands_in_its_own_field() -> None:
    position = Position(ir.new_game())
    # A distinct value per field, so that two fields swapped cannot pass.
    position.ply = 101
    position.left = [102, 103]
    position.bridges_left = 104
    position.tiles = [105, 106]
    position.bridges = [107, 108]
    position.blocked, position.ends = 109, 110
    position.halo = [111, 112]
    position.low_ends, position.high_ends, position.dead = [113, 114], [116, 117], 115
    position.light_declined, position.swapped = True, False
    state = position.state()
    expected = {
        "rules": position.rules,
        "to_move": position.to_move,
        "phase": position.phase,
        "ply": 101,
        "light_tiles_left": 102,
        "dark_tiles_left": 103,
        "bridges_left": 104,
        "light_declined": True,
        "swapped": False,
        "_light": 105,
        "_dark": 106,
        "_light_bridges": 107,
        "_dark_bridges": 108,
        "_blocked": 109,
        "_bridge_ends": 110,
        "_light_island_halo": 111,
        "_dark_island_halo": 112,
        "_light_low_ends": 113,
        "_light_high_ends": 116,
        "_dark_low_ends": 114,
        "_dark_high_ends": 117,
        "_dead_bridges": 115,
        "_geometry": position.geo,
    }
    assert {field.name: getattr(state, field.name) for field in attrs.fields(GameState)} == expected


def test_a_state_pickles_with_its_board_size_not_its_tables() -> None:
    state = ir.play(ir.new_game(ir.ponte.Rules(board_size=12)), "a1,c3")
    again = pickle.loads(pickle.dumps(state))
    assert again == state
    assert again.geometry is state.geometry
    assert len(pickle.dumps(state)) < 2000
