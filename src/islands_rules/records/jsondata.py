"""Records and states of any game as JSON-safe data: what :meth:`Record.to_dict
<islands_rules.Record.to_dict>` returns and :meth:`Record.from_dict
<islands_rules.Record.from_dict>` reads back, and :func:`state_to_dict` /
:func:`state_from_dict` for a state of any game.

Only ``str``, ``int``, ``bool``, ``None``, lists and dicts with ``str`` keys are used, so
``json.dumps`` takes the data as it is. Every dict carries ``"format"``, ``"type"`` and
``"game"``; data of format 1 (Ponte del Diavolo, before there were other games) has no
``"game"`` and reads unchanged. Reading checks every key and value and names the path at fault.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.checks import expect
from ..core.data import FORMAT_VERSION, fail, fields, kind, natural, shown, strings
from ..core.errors import IllegalMoveError, IslandsRulesError, RecordError
from ..core.options import rules_from_dict, rules_to_dict
from ..core.protocol import Game
from ..core.registry import DEFAULT_GAME, game_of_state, load_game
from .record import Record
from .writer import result_text

__all__ = ["record_from_dict", "record_to_dict", "state_from_dict", "state_to_dict"]


def record_to_dict(record: Record) -> dict[str, Any]:
    """The data of :meth:`Record.to_dict <islands_rules.Record.to_dict>`.

    >>> import islands_rules as ir
    >>> record_to_dict(ir.Record(["a1,c3"]))["moves"]
    ['a1,c3']
    """
    game = expect(record, Record, "record").game
    position = {} if record.position is None else {"position": record.position}
    return {
        "format": FORMAT_VERSION,
        "type": "game",
        "game": game.name,
        "rules": rules_to_dict(record.rules),
        **position,
        "tags": dict(record.tags),
        "moves": [game.move_text(move) for move in record.moves],
        "comments": [{"ply": ply, "text": text} for ply, text in record.comments.items()],
        "result": result_text(game, record.final),
    }


def _game(data: Mapping[str, Any]) -> Game[Any, Any, Any]:
    """The game the data names (format 1 data names none: Ponte del Diavolo)."""
    if data["format"] == 1:
        if "game" in data:
            raise fail("game", "format 1 data has no game key: it is always Ponte del Diavolo")
        return load_game(DEFAULT_GAME)
    if "game" not in data:
        raise RecordError("the data lacks the key game")
    name = data["game"]
    try:
        return load_game(name)
    except IslandsRulesError as error:
        raise fail("game", str(error)) from None


def record_from_dict(data: Mapping[str, Any]) -> Record:
    """The record :func:`record_to_dict` described; see :meth:`Record.from_dict
    <islands_rules.Record.from_dict>`.

    >>> import islands_rules as ir
    >>> record_from_dict(record_to_dict(ir.Record(["a1,c3"]))).plies
    1
    """
    optional = frozenset({"game", "position", "tags", "comments", "result"})
    checked = fields(data, "game", {"rules", "moves"}, optional)
    game = _game(checked)
    try:
        rules = rules_from_dict(game.rules_class, checked["rules"])
    except IslandsRulesError as error:
        raise fail("rules", str(error)) from None
    start = None
    if "position" in checked:
        try:
            start = game.read_position(checked["position"])
        except IslandsRulesError as error:
            raise fail("position", str(error)) from None
        if game.rules_of(start) != rules:
            raise fail("position", f"is a position under {game.rules_of(start)!r}, not the rules given")
    moves = strings("moves", checked["moves"])
    tags = checked.get("tags", {})
    if not isinstance(tags, Mapping):
        raise fail("tags", f"must be a dict of strings, got {kind(tags)}")
    for name, value in tags.items():
        if not isinstance(value, str):
            raise fail(f"tags[{shown(name)}]", f"must be a string, got {kind(value)}")
    listed = checked.get("comments", [])
    if not isinstance(listed, list):
        raise fail("comments", f"must be a list, got {kind(listed)}")
    comments = {}
    for number, comment in enumerate(listed):
        if not isinstance(comment, Mapping) or set(comment) != {"ply", "text"}:
            raise fail(f"comments[{number}]", 'must be a dict {"ply": ..., "text": ...}')
        ply = natural(f"comments[{number}].ply", comment["ply"])
        if ply in comments:
            raise fail(f"comments[{number}]", f"a second comment at ply {ply}")
        comments[ply] = comment["text"]
    for index, token in enumerate(moves):
        try:
            game.parse_move(token)
        except IslandsRulesError as error:
            raise RecordError(f"moves[{index}]: {error}", ply=index + 1, token=token) from None
    try:
        record = Record(moves, rules=rules, start=start, tags=tags, comments=comments)
    except IllegalMoveError as error:
        token = moves[error.ply - 1]
        raise RecordError(f"moves[{error.ply - 1}]: {error.reason}", ply=error.ply, token=token) from None
    except IslandsRulesError as error:
        raise RecordError(f"game data: {error}") from None
    if "result" in checked:
        actual = result_text(game, record.final)
        if checked["result"] != actual:
            raise fail("result", f"says {shown(checked['result'])}, but after the moves it is {actual!r}")
    return record


def state_to_dict(state: Any) -> dict[str, Any]:
    """A state of any game as JSON-safe data (its game's ``state_to_dict``).

    >>> import islands_rules as ir
    >>> ir.state_to_dict(ir.new_game())["game"]
    'ponte'

    :raises UnknownGameError: if ``state`` is no state of a game of the library.
    """
    return game_of_state(state).state_to_dict(state)


def state_from_dict(data: Mapping[str, Any]) -> Any:
    """The state of any game that :func:`state_to_dict` described.

    >>> import islands_rules as ir
    >>> state = ir.play(ir.new_game(), "c3,e5")
    >>> ir.state_from_dict(ir.state_to_dict(state)) == state
    True

    :raises RecordError: if ``data`` is no state of a game of the library; the message
        names the key.
    """
    checked = fields(data, "state", set(), frozenset(data) if isinstance(data, Mapping) else frozenset())
    return _game(checked).state_from_dict(checked)
