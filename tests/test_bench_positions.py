"""The benchmark's reference positions are what the performance table says they are."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import islands_rules as ir

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "bench.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench", BENCH)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


bench = _bench()


def _position(name: str) -> ir.GameState:
    state: ir.GameState = bench.replay(bench.GAME[: bench.POSITIONS[name]])
    return state


def test_middle_position_has_about_2000_legal_turns() -> None:
    assert 1900 <= len(ir.legal_moves(_position(bench.MIDDLE))) <= 2100


def test_bridge_only_endgame_allows_bridges_but_no_pair() -> None:
    state = _position("bridge-only endgame (ply 44)")
    kinds = {type(move) for move in ir.legal_moves(state)}
    assert kinds == {ir.BuildBridge, ir.Decline}
    assert not ir.can_place_two(state)


def test_positions_come_in_game_order_with_fewer_moves_each_time() -> None:
    counts = [len(ir.legal_moves(_position(name))) for name in bench.POSITIONS]
    assert counts == sorted(counts, reverse=True)
    assert bench.POSITIONS["opening (empty board)"] == 0


def test_reference_positions_agree_with_the_reference_implementation() -> None:
    ref = bench.load_reference()
    assert ref is not None
    for name in bench.POSITIONS:
        state = _position(name)
        position = bench.to_reference(ref, state)
        assert len(ref.ref_legal_moves(position)) == len(ir.legal_moves(state)), name
