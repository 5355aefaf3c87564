"""Hostile input at every public function of every registered game, and of the generic API.

Whatever a caller passes in (wrong types, ``None``, huge and negative numbers, odd and
enormous strings, lists holding ``None``, another game's state), only the library's own
errors may escape, their messages stay under :data:`MAX_MESSAGE` characters, and nothing
passed in is changed. The functions are found from each package's ``__all__``, so a new
public function is covered the day it is exported.
"""

from __future__ import annotations

import copy
import enum
import importlib
import importlib.util
import inspect
import itertools
import os
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import islands_rules as ir
import islands_rules.bots
import islands_rules.frontend
import islands_rules.render
from islands_rules.core import api
from paths import ROOT

GAMES = ir.available_games()

# The documented bound on an error message, however large the input was (docs: promises).
MAX_MESSAGE = 500

# Arguments no public function accepts silently as something else: they make it answer
# ``None``/``False``, or raise a library error.
_STATES = [ir.new_game(name) for name in GAMES]
HOSTILE = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.just(10**5000),
    st.just(-(10**5000)),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.just("x" * 100_000),
    st.just("light"),
    st.just("a1"),
    st.binary(max_size=8),
    st.lists(st.one_of(st.none(), st.integers(), st.text(max_size=5)), max_size=4),
    st.dictionaries(st.text(max_size=5), st.one_of(st.none(), st.integers()), max_size=3),
    st.sampled_from(_STATES),
    st.builds(object),
)


def public_functions(module_name: str) -> list[tuple[str, Callable[..., Any]]]:
    """The module's exported plain functions (not classes, not deprecated aliases)."""
    module = importlib.import_module(module_name)
    return [(name, value) for name in module.__all__ if inspect.isfunction(value := getattr(module, name))]


def package_of(name: str) -> str:
    """The package of the game called ``name``: the one its state class comes from, found
    through the registry alone, so a game installed by entry point or registered at run time
    is covered like the library's own."""
    module = importlib.import_module(ir.load_game(name).state_class.__module__)
    assert module.__package__, f"{name}: its state class is not in a package"
    return module.__package__


def valid_arguments(name: str) -> dict[str, Any]:
    """Sensible values for the usual parameter names, so one hostile argument meets real ones."""
    game = ir.load_game(name)
    rng = random.Random(1)
    state = game.new_game()
    for _ in range(6):  # a few plies in, where most functions have something to do
        if game.to_move(state) is None:
            break
        state = game.play(state, game.random_move(state, rng))
    moves = game.legal_moves(state)
    return {
        "state": state,
        "rng": random.Random(2),
        "rules": game.rules_class(),
        "game": name,
        "move": moves[0] if moves else None,
    }


def call_hostile(
    function: Callable[..., Any],
    valid: dict[str, Any],
    data: st.DataObject,
    keep: frozenset[str] = frozenset(),
) -> None:
    """Call ``function`` with one parameter hostile and the rest valid where a valid value is
    known; the parameters named in ``keep`` always get their valid value."""
    signature = inspect.signature(function)
    parameters = [
        p
        for p in signature.parameters.values()
        if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) and p.name not in keep
    ]
    required = [p for p in parameters if p.default is p.empty]
    if not parameters:
        return
    target = data.draw(st.sampled_from(parameters), label="hostile parameter")
    arguments: dict[str, Any] = {name: valid[name] for name in keep & set(signature.parameters)}
    for parameter in required:
        if parameter.name in valid and parameter is not target:
            arguments[parameter.name] = valid[parameter.name]
        else:
            arguments[parameter.name] = data.draw(HOSTILE, label=parameter.name)
    if target.name not in arguments:
        arguments[target.name] = data.draw(HOSTILE, label=target.name)
    before = copy.deepcopy(arguments)
    positional = [
        arguments.pop(p.name)
        for p in signature.parameters.values()
        if p.kind is p.POSITIONAL_ONLY and p.name in arguments
    ]
    message = ""
    try:
        answer = function(*positional, **arguments)
        if isinstance(answer, Iterator):  # a generator checks its arguments when it is read
            list(itertools.islice(answer, 100))
    except ir.IslandsRulesError as error:
        message = str(error)
    assert len(message) <= MAX_MESSAGE, f"{len(message)} characters: {message[:200]}"
    for key, value in before.items():
        if isinstance(value, (list, dict)) and key in arguments:
            assert arguments[key] == value, f"{key} was changed"


GAME_FUNCTIONS = [
    (name, function_name, function)
    for name in GAMES
    for function_name, function in public_functions(package_of(name))
]


@pytest.mark.parametrize(
    ("name", "function_name", "function"),
    GAME_FUNCTIONS,
    ids=[f"{name}.{function_name}" for name, function_name, _ in GAME_FUNCTIONS],
)
@given(data=st.data())
def test_game_functions_raise_only_library_errors(
    name: str, function_name: str, function: Callable[..., Any], data: st.DataObject
) -> None:
    call_hostile(function, VALID[name], data)


GENERIC = public_functions(api.__name__)


@pytest.mark.parametrize(("function_name", "function"), GENERIC, ids=[name for name, _ in GENERIC])
@given(data=st.data())
def test_generic_functions_raise_only_library_errors(
    function_name: str, function: Callable[..., Any], data: st.DataObject
) -> None:
    name = data.draw(st.sampled_from(GAMES), label="game")
    call_hostile(function, VALID[name], data)


VALID = {name: valid_arguments(name) for name in GAMES}


@pytest.mark.parametrize("name", GAMES)
def test_a_state_of_another_game_is_refused_by_name(name: str) -> None:
    module = importlib.import_module(package_of(name))
    other = next(state for state in _STATES if ir.game_of(state).name != name)
    expected = rf"expected an? (state of the game '{name}'|{name} GameState)"
    with pytest.raises(ir.UnknownGameError, match=expected):
        module.legal_moves(other)


# ------------------------------------------------------------ every public callable of the library


@pytest.fixture(autouse=True, scope="module")
def _in_a_scratch_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Run in a folder of its own: a callable that writes a file (the solver's checkpoint) may
    be handed hostile text that is a valid relative path, and must not write into the checkout."""
    before = os.getcwd()
    os.chdir(tmp_path_factory.mktemp("hostile"))
    try:
        yield
    finally:
        os.chdir(before)


# The public modules are the ones the API pages declare (``automodule``, ``py:module``,
# ``currentmodule``), so a module documented as public is covered the day it is. The command
# line's modules are left to tests/cli/test_hostile.py: their promise is an exit status.
_DECLARED = re.compile(r"\.\. (?:automodule|py:module|currentmodule):: (islands_rules[\w.]*)")
PUBLIC_MODULES = sorted(
    {
        name
        for page in (ROOT / "docs" / "api").glob("*.rst")
        for name in _DECLARED.findall(page.read_text(encoding="utf-8"))
        if not name.startswith("islands_rules.cli")
    }
)


def _importable(name: str) -> bool:
    try:
        importlib.import_module(name)
    except ImportError:  # an optional extra (rl) that is not installed, or no such module
        return False
    return True


def _callables() -> list[tuple[str, Callable[..., Any]]]:
    """Every function and class each public module exports, once (re-exports are one)."""
    seen: dict[int, tuple[str, Callable[..., Any]]] = {}
    for module_name in filter(_importable, PUBLIC_MODULES):
        module = importlib.import_module(module_name)
        for name in getattr(module, "__all__", ()):
            value = getattr(module, name)
            if (inspect.isfunction(value) or inspect.isclass(value)) and id(value) not in seen:
                if inspect.isclass(value) and issubclass(value, BaseException | enum.Enum):
                    continue  # the errors themselves, and enumerations (looked up, not built)
                seen[id(value)] = (f"{module_name}.{name}", value)
    return sorted(seen.values(), key=lambda item: item[0])


def _samples() -> dict[type, Any]:
    """One working instance of each public class the library hands out, to call its methods."""
    name = "ponte"
    game = ir.load_game(name)
    state = VALID[name]["state"]
    record = ir.Record(game.legal_moves(game.new_game())[:1], rules=game.rules_class())
    found: list[Any] = [
        record,
        ir.check_records(ir.write_record(record))[0],
        ir.bots.Table(game.new_game()),
        ir.bots.RandomBot(seed=1),
        ir.bots.GreedyBot(seed=1),
        ir.bots.MCTSBot(iterations=5, seed=1),
        ir.frontend.History.start(name),
        ir.records.Totals(),
        ir.render.PictureOptions(),
        state,
    ]
    return {type(sample): sample for sample in found}


def _methods(value: type, samples: dict[type, Any]) -> list[tuple[str, Callable[..., Any]]]:
    sample = samples.get(value)
    if sample is None:
        return []
    return [
        (name, getattr(sample, name))
        for name, member in inspect.getmembers(value)
        if not name.startswith("_") and inspect.isfunction(member)
    ]


_SAMPLES = _samples()
CALLABLES = [
    (name, value)
    for qualified, callable_ in _callables()
    for name, value in [
        (qualified, callable_),
        *(
            (f"{qualified}.{method}", bound)
            for method, bound in (_methods(callable_, _SAMPLES) if inspect.isclass(callable_) else [])
        ),
    ]
]
PROTOCOL_METHODS = [
    (f"load_game({name!r}).{method}", getattr(ir.load_game(name), method))
    for name in GAMES
    for method in dir(ir.load_game(name))
    if not method.startswith("_") and inspect.ismethod(getattr(ir.load_game(name), method))
]

# Callables whose work grows with a valid number: a hostile draw of 500,000 games would be a
# long match, not a crash. They still meet every other hostile argument.
_COSTLY = frozenset({"games", "jobs", "iterations", "seconds", "count", "plies", "max_nodes"})


@pytest.mark.parametrize(
    ("name", "function"), CALLABLES + PROTOCOL_METHODS, ids=[name for name, _ in CALLABLES + PROTOCOL_METHODS]
)
@settings(max_examples=25)
@given(data=st.data())
def test_every_public_callable_raises_only_library_errors(
    name: str, function: Callable[..., Any], data: st.DataObject
) -> None:
    game = data.draw(st.sampled_from(GAMES), label="game")
    valid = {**VALID[game], **dict.fromkeys(_COSTLY, 1)}
    call_hostile(function, valid, data, keep=_COSTLY)
