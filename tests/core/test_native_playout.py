"""What the native playouts of LSD and Islands share (islands_rules.core.native_playout):
the answers without the extension, the argument checks, and the finished game's replay.

Each game's own tests (tests/lsd/test_native.py, tests/islands/test_native.py) replay the
native games through the pure engine; these run with or without the extension.
"""

from __future__ import annotations

from types import ModuleType

import pytest

import islands_rules as ir
from islands_rules.core.native_playout import NativeGame, check_seed, load_extension
from islands_rules.islands import native as islands_native
from islands_rules.lsd import native as lsd_native

MODULES = {"lsd": lsd_native, "islands": islands_native}
OTHER = {"lsd": "islands", "islands": "lsd"}


@pytest.mark.parametrize("game", MODULES)
def test_without_the_extension_each_entry_point_says_how_to_install_it(game: str) -> None:
    native: ModuleType = MODULES[game]
    if native.available():
        pytest.skip("the native core is installed")
    assert native.why_unavailable() is not None
    for call in (native.playout, native.playout_returns):
        with pytest.raises(ir.IslandsRulesError, match=r"pip install \./native") as caught:
            call(ir.new_game(game), 1)
        assert type(caught.value).__name__ == "NativeUnavailableError"


@pytest.mark.parametrize("game", MODULES)
def test_bad_arguments_raise_the_library_errors_with_or_without_the_extension(game: str) -> None:
    native: ModuleType = MODULES[game]
    for call in (native.playout, native.playout_returns):
        with pytest.raises(ir.UnknownGameError):
            call(None, 1)
        with pytest.raises(ir.UnknownGameError):
            call(ir.new_game(OTHER[game]), 1)
        for seed in (None, "7", 1.0, True):
            with pytest.raises(ir.IslandsRulesError, match="seed"):
                call(ir.new_game(game), seed)


def test_a_seed_is_taken_modulo_2_to_the_64() -> None:
    assert check_seed(2**64 + 5) == 5
    assert check_seed(-1) == 2**64 - 1


def test_a_missing_or_mismatched_extension_is_named_with_the_way_to_install_it() -> None:
    core, why = load_extension("islands_rules_native._no_such_module", "LSD", 1)
    assert core is None
    assert "LSD" in why
    assert "pip install ./native" in why
    core, why = load_extension("json", "LSD", 1)  # a module without the ABI_VERSION the library speaks
    assert core is None
    assert "version None" in why


def test_a_native_game_replays_its_moves_through_the_pure_engine() -> None:
    start = ir.new_game("lsd")
    moves = (ir.lsd.parse_move("e+@0,0"), ir.lsd.parse_move("wx@1,0"))  # nothing fits any more (R18)
    drawn = ir.Outcome(winner=None, decided_by="draw", returns=(0.0, 0.0))
    final = NativeGame(start, moves, drawn).final_state()
    assert final.is_over
    assert ir.outcome(final).decided_by == "draw"  # type: ignore[union-attr]
