"""The native hook of the game protocol: ``Game(native="dotted.path")``, found on first use,
:meth:`Game.has_native` and :meth:`Game.native_playout_returns`.

The compiled engines themselves are checked against the pure-Python engines in each game's
``test_native.py``; here the declaration, the lazy import and the errors are checked with
stand-in modules, and every game that declares an engine is checked for what the hook
promises (returns per seat, the same for the same seed).
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import Any

import pytest

import islands_rules as ir
from islands_rules import ponte
from islands_rules.core.protocol import Game
from islands_rules.ponte import native as ponte_native


def _ponte_with(native: object) -> Game[Any, Any, Any]:
    """Ponte declared again with ``native`` as its native engine."""
    names = ("state", "rules", "moves", "scoring", "playout", "jsondata", "frontend", "text", "render")
    modules = {name: getattr(ponte, name) for name in names}
    return Game(
        name="ponte",
        title="Ponte del Diavolo",
        player_counts=(2,),
        rules_class=ponte.Rules,
        state_class=ponte.GameState,
        move_types=(ponte.PlaceTiles, ponte.BuildBridge, ponte.Swap, ponte.Decline),
        native=native,  # type: ignore[arg-type]
        **modules,
    )


def _stand_in(monkeypatch: pytest.MonkeyPatch, name: str, *, why: str | None) -> list[tuple[Any, int]]:
    """A native module registered as ``name``: available unless ``why``; its playouts are
    recorded in the list returned, and each gives ``(0.5, -0.5)``."""
    calls: list[tuple[Any, int]] = []
    module = types.ModuleType(name)
    module.available = lambda: why is None  # type: ignore[attr-defined]
    module.why_unavailable = lambda: why  # type: ignore[attr-defined]

    def playout_returns(state: Any, seed: int) -> tuple[float, ...]:
        calls.append((state, seed))
        return (0.5, -0.5)

    module.playout_returns = playout_returns  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, name, module)
    return calls


def test_the_error_is_the_librarys_and_ponte_native_still_exports_it() -> None:
    assert issubclass(ir.NativeUnavailableError, ir.IslandsRulesError)
    assert ponte_native.NativeUnavailableError is ir.NativeUnavailableError
    assert ir.NativeUnavailableError.__module__ == "islands_rules"


def test_a_game_without_a_native_engine_says_so() -> None:
    game = _ponte_with(None)
    assert not game.has_native()
    with pytest.raises(ir.NativeUnavailableError, match="Ponte del Diavolo has no native engine"):
        game.native_playout_returns(game.new_game(), 1)


@pytest.mark.parametrize("native", ["", "a b", "islands_rules/ponte", ".ponte", "ponte.", 3, b"x", ["a"]])
def test_a_native_engine_is_declared_by_a_dotted_path(native: object) -> None:
    with pytest.raises(ir.InvalidRulesError, match="native must be a module's dotted path"):
        _ponte_with(native)


def test_the_module_is_imported_on_first_use_not_at_declaration(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _ponte_with("islands_rules_test_stand_in.native")  # declared before the module exists
    calls = _stand_in(monkeypatch, "islands_rules_test_stand_in.native", why=None)
    state = game.new_game()
    assert game.has_native()
    assert game.native_playout_returns(state, 7) == (0.5, -0.5)
    assert calls == [(state, 7)]


def test_a_module_that_cannot_be_imported_is_unavailable_naming_the_import_error() -> None:
    game = _ponte_with("islands_rules.no_such_native_module")
    assert not game.has_native()
    with pytest.raises(ir.NativeUnavailableError, match=r"cannot be imported .*no_such_native_module"):
        game.native_playout_returns(game.new_game(), 1)


def test_an_uninstalled_core_gives_the_modules_own_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _stand_in(monkeypatch, "islands_rules_test_uninstalled", why="not built: pip install ./native")
    game = _ponte_with("islands_rules_test_uninstalled")
    assert not game.has_native()
    with pytest.raises(ir.NativeUnavailableError, match=r"^not built: pip install \./native$"):
        game.native_playout_returns(game.new_game(), 1)
    assert calls == []


def test_the_state_is_checked_before_the_engine_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _stand_in(monkeypatch, "islands_rules_test_checked", why=None)
    game = _ponte_with("islands_rules_test_checked")
    for wrong in (None, ir.new_game("isaac"), "c3,e5"):
        with pytest.raises(ir.UnknownGameError):
            game.native_playout_returns(wrong, 1)
    assert calls == []


@pytest.mark.parametrize("name", ir.builtin_games())
def test_each_game_that_ships_a_native_module_declares_it(name: str) -> None:
    game = ir.load_game(name)
    try:
        module = importlib.import_module(f"islands_rules.{name}.native")
    except ModuleNotFoundError:
        assert not game.has_native()
    else:
        assert game.has_native() == module.available()


@pytest.mark.parametrize("name", ir.builtin_games())
def test_native_returns_are_per_seat_and_the_same_for_the_same_seed(name: str) -> None:
    game = ir.load_game(name)
    if not game.has_native():
        with pytest.raises(ir.NativeUnavailableError):
            game.native_playout_returns(game.new_game(), 1)
        pytest.skip(f"{name} has no native engine here")
    state = game.new_game()
    seats = len(game.seat_names(state))
    results = {game.native_playout_returns(state, seed) for seed in range(30)}
    for returns in results:
        assert len(returns) == seats, returns
        assert set(returns) <= {-1.0, 0.0, 1.0}, returns
        assert returns.count(1.0) <= 1, returns  # one sole winner, or none
    assert len(results) > 1  # thirty random games do not all end alike
    assert game.native_playout_returns(state, 12) == game.native_playout_returns(state, 12)
    with pytest.raises(ir.IslandsRulesError, match="seed"):
        game.native_playout_returns(state, "12")  # type: ignore[arg-type]
