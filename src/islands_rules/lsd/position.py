"""LSD positions as one line of text, and positions set up by hand.

A position string has seven fields separated by single spaces::

    Rne+@0,0/Bswx@1,1 1,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,1 0/0 red 2 4 n+:2,nx:2,...

1. the **field**: each tile as its owner's initial (``R`` red, ``B`` blue, ``G`` green,
   ``Y`` yellow) and the move notation of its placement, tiles in order of ``x``, then
   ``y``, separated by ``/``; ``-`` for an empty field;
2. each player's **supply**, in turn order separated by ``/``: the count of each of the
   ten types in the order ``n+ nx ne+ nex ns+ nsx nes+ nesx nesw+ neswx``, separated by ``,``;
3. each player's **captures** (R20), in turn order separated by ``/``;
4. the **turn**: the player to move, or once the game is over ``won:`` and the winner
   (R16) or ``drawn`` (R18);
5. the **ply**: the turns played, passes included;
6. the **line** that wins (R16);
7. the **tile set** (R5), as the ``TileSet`` tag writes it with ``,`` for the spaces.

The number of players is the number of supplies. Only what is part of the position is
written: the tiles the last placement captured
(:attr:`~islands_rules.lsd.GameState.last_captured`) are not.

>>> from islands_rules import lsd
>>> state = lsd.play(lsd.new_game(lsd.Rules(tile_set=lsd.TileSet("n+:2 ns+:1"))), "e+@0,0")
>>> text = position_text(state)
>>> text
'Re+@0,0 1,0,0,0,1,0,0,0,0,0/2,0,0,0,1,0,0,0,0,0 0/0 blue 1 4 n+:2,ns+:1'
>>> read_position(text) == state
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..core.checks import expect_state
from ..core.errors import InvalidRulesError, IslandsRulesError, PositionError, quote, shown
from ..core.positions import Field, split_fields
from . import _engine
from ._reachable import checked_state
from ._tiles import ICONS, PATTERN_OF, PLAYER_NAMES, TYPES, Tile, TileSet, sides_mask
from .moves import Placement, parse_move
from .state import GameState, Rules

__all__ = ["position_text", "read_position", "setup_position"]

_FIELDS = ("field", "supply", "captures", "turn", "ply", "line", "tile set")
_INITIALS = "".join(name[0].upper() for name in PLAYER_NAMES)


def _sides(code: int) -> str:
    return "".join(letter for d, letter in enumerate("nesw") if code >> d & 1)


def tile_token(code: int, k: int) -> str:
    """The notation of the tile ``code`` on key ``k``, as a placement writes it."""
    x, y = _engine.cell(k)
    return str(Placement(_sides(code), ICONS[code >> 4 & 1], x, y))


def position_text(state: GameState) -> str:
    """The position string of ``state`` (see the module documentation).

    >>> from islands_rules import lsd
    >>> position_text(lsd.new_game()).split(" ")[:5]
    ['-', '2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2', '0/0', 'red', '0']

    :raises UnknownGameError: if ``state`` is no LSD state.
    """
    state = expect_state(state, GameState)
    field = "/".join(_INITIALS[code >> 5] + tile_token(code, k) for k, code in sorted(state._field.items()))
    names = state.players
    if not state.is_over:
        turn = names[state.to_move]
    else:
        turn = "drawn" if state.winner is None else f"won:{names[state.winner]}"
    return " ".join(
        (
            field or "-",
            "/".join(",".join(map(str, counts)) for counts in state._supply),
            "/".join(map(str, state._captures)),
            turn,
            str(state.ply),
            str(state.rules.line),
            str(state.rules.tile_set).replace(" ", ","),
        )
    )


def read_position(text: str) -> GameState:
    """The position a string of :func:`position_text` describes, checked to be one a game
    can reach.

    >>> read_position("Rn+@5,5 1,2,0,0,0,0,0,0,0,0/2,2,0,0,0,0,0,0,0,0 0/0 blue 1 4 n+:2,nx:2")
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: tile 1 'Rn+@5,5' (column 1): no tile is on 0,0 and no tile
    was captured: the first tile goes on 0,0 (R8), every later one joins the field (R10),
    and only captures (R15) take tiles away

    :raises PositionError: if ``text`` is no position string, or one of a position no game
        can reach; the message names the field and its column.
    """
    fields = dict(zip(_FIELDS, split_fields(text, _FIELDS), strict=True))
    set_field = fields["tile set"]
    try:
        tile_set = TileSet(set_field.text.replace(",", " "))
    except InvalidRulesError as error:
        raise set_field.fail(str(error)) from None
    if str(tile_set).replace(" ", ",") != set_field.text:
        raise set_field.fail(f"write it as {quote(str(tile_set).replace(' ', ','))}")
    supplies = fields["supply"].parts("/", "supply")
    if len(supplies) not in (2, 4):
        raise fields["supply"].fail("expected a supply for each of 2 or 4 players (R1)")
    try:
        rules = Rules(players=len(supplies), line=fields["line"].number(), tile_set=tile_set)
    except InvalidRulesError as error:
        raise fields["line"].fail(str(error)) from None
    names = rules.player_names
    supply = []
    for part in supplies:
        counts = part.parts(",")
        if len(counts) != len(TYPES):
            raise part.fail(f"expected {len(TYPES)} counts separated by ',', one per type: {' '.join(TYPES)}")
        supply.append(tuple(count.number() for count in counts))
    captured = fields["captures"].parts("/")
    if len(captured) != len(names):
        raise fields["captures"].fail(f"expected {len(names)} counts separated by '/', one per player")
    captures = tuple(count.number() for count in captured)
    field, columns = _read_field(fields["field"], names)
    turn = fields["turn"]
    over = turn.text == "drawn" or turn.text.startswith("won:")
    winner = names.index(turn.text[4:]) if turn.text[4:] in names and turn.text.startswith("won:") else None
    if (not over and turn.text not in names) or (turn.text.startswith("won:") and winner is None):
        raise turn.fail(f"expected the player to move ({', '.join(names)}), won: and the winner, or drawn")

    def fail(part: str, reason: str) -> PositionError:
        if part.startswith("field@"):
            return columns[part[6:]].fail(reason)
        name = {"to_move": "turn", "over": "turn", "winner": "turn"}.get(part, part.split(".")[0])
        return fields[name].fail(reason)

    ply = fields["ply"].number()
    to_move = None if over else names.index(turn.text)
    return checked_state(
        rules, field, tuple(supply), captures, ply, fail, to_move=to_move, over=over, winner=winner
    )


def _read_field(field: Field, names: tuple[str, ...]) -> tuple[dict[int, int], dict[str, Field]]:
    """The tiles of the field part, by key, and each tile's part by its cell."""
    tiles: dict[int, int] = {}
    columns: dict[str, Field] = {}
    if field.text == "-":
        return tiles, columns
    for part in field.parts("/", "tile"):
        seat = _INITIALS.find(part.text[:1]) if part.text else -1
        if not 0 <= seat < len(names):
            raise part.fail(
                f"expected a player's initial ({_INITIALS[: len(names)]}) and a tile such as ne+@0,0"
            )
        try:
            move = parse_move(part.text[1:])
        except IslandsRulesError as error:
            raise part.fail(str(error)) from None
        if not isinstance(move, Placement) or not _engine.in_range(move.x, move.y):
            raise part.fail("expected a tile on a cell a game can reach, such as ne+@0,0")
        k = _engine.key(move.x, move.y)
        if k in tiles:
            raise part.fail(f"a second tile on {move.x},{move.y}")
        if tiles and k < max(tiles):
            raise part.fail("tiles are listed in order of x, then y")
        tiles[k] = seat << 5 | ICONS.index(move.icon) << 4 | sides_mask(move.sides)
        columns[f"{move.x},{move.y}"] = part
    return tiles, columns


def setup_position(
    *,
    rules: Rules | None = None,
    tiles: Iterable[str] | Mapping[tuple[int, int], Tile] = (),
    supply: Mapping[str, TileSet | Mapping[str, int] | str] | None = None,
    captures: Mapping[str, int] | None = None,
    ply: int | None = None,
) -> GameState:
    """A position set up by hand, for puzzles, tests and diagrams, checked like a position
    string (:func:`read_position`).

    ``tiles`` are strings such as ``"Rne+@0,0"`` (the owner's initial and a placement) or a
    mapping of cell to :class:`~islands_rules.lsd.Tile`. A player's ``supply`` defaults to
    the tile set less their tiles on the field; ``captures`` default to 0; ``ply`` to the
    tiles placed. Whether the game is over follows from the field.

    >>> from islands_rules import lsd
    >>> state = lsd.setup_position(tiles=["Rnesw+@0,0", "Bsx@0,1", "Rnx@0,-1"])
    >>> state.ply, state.player_to_move, state.supply("red")["nesw+"]
    (3, 'blue', 1)
    >>> lsd.setup_position(tiles=["Rn+@0,0", "Bs+@0,1", "Rn+@0,1"])
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: tiles: a second tile on 0,1

    :raises PositionError: if no game can reach the position, or a value cannot be read.
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise PositionError(f"rules must be an islands_rules.lsd.Rules, got {type(rules).__name__}")
    names = rules.player_names
    given: list[object] = []
    if isinstance(tiles, Mapping):
        for cell, tile in tiles.items():
            if not isinstance(tile, Tile):
                raise PositionError(f"tiles: {shown(cell)} must map to a Tile, got {shown(tile)}")
            given.append((f"{tile.owner[0].upper()}{tile.sides}{tile.icon}", cell))
    elif isinstance(tiles, list | tuple | set | frozenset):
        given = list(tiles)
    else:
        raise PositionError(f"tiles must be a list of tiles such as 'Rne+@0,0', got {shown(tiles)}")
    field = _setup_tiles(given, names)
    counts = _listed("supply", supply, names)
    used = [[0] * len(TYPES) for _ in names]
    for code in field.values():
        used[code >> 5][2 * PATTERN_OF[code & 15] + (code >> 4 & 1)] += 1
    supplies = []
    for seat, name in enumerate(names):
        if name in counts:
            value = counts[name]
            if isinstance(value, TileSet):
                supplies.append(value.counts)
            elif not value and isinstance(value, str | Mapping):
                supplies.append((0,) * len(TYPES))  # an empty supply
            elif isinstance(value, str | Mapping):
                try:
                    supplies.append(TileSet(value).counts)
                except InvalidRulesError as error:
                    raise PositionError(f"supply.{name}: {error}") from None
            else:
                raise PositionError(
                    f"supply.{name}: expected a TileSet, its text or a mapping, got {shown(value)}"
                )
        else:
            full = rules.tile_set.counts
            supplies.append(tuple(max(0, full[t] - used[seat][t]) for t in range(len(TYPES))))
    taken = _listed("captures", captures, names)
    captured = []
    for name in names:
        value = taken.get(name, 0)
        if type(value) is not int or not 0 <= value < 10**9:
            raise PositionError(f"captures.{name}: must be an int from 0 to 999999999, got {shown(value)}")
        captured.append(value)
    placed = sum(rules.tile_set.total - sum(counts) for counts in supplies)
    if ply is None:
        ply = placed
    if type(ply) is not int or not 0 <= ply < 10**9:
        raise PositionError(f"ply: must be an int from 0 to 999999999, got {shown(ply)}")

    def fail(part: str, reason: str) -> PositionError:
        return PositionError(f"{'tiles' if part.startswith('field') else part}: {reason}")

    return checked_state(rules, field, tuple(supplies), tuple(captured), ply, fail)


def _listed(what: str, value: object, names: tuple[str, ...]) -> Mapping[str, object]:
    if value is None:
        return {}
    if not isinstance(value, Mapping) or not set(value) <= set(names):
        raise PositionError(
            f"{what} must map player names ({', '.join(names)}) to values, got {shown(value)}"
        )
    return value


def _setup_tiles(given: list[object], names: tuple[str, ...]) -> dict[int, int]:
    field: dict[int, int] = {}
    for item in given:
        if isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str):
            token, cell = item
            if not (isinstance(cell, tuple) and len(cell) == 2 and all(type(c) is int for c in cell)):
                raise PositionError(f"tiles: a cell must be a pair of ints (x, y), got {shown(cell)}")
            item = f"{token}@{cell[0]},{cell[1]}"
        if not isinstance(item, str):
            raise PositionError(f"tiles: expected a tile such as 'Rne+@0,0', got {shown(item)}")
        seat = _INITIALS.find(item[:1]) if item else -1
        if not 0 <= seat < len(names):
            raise PositionError(
                f"tiles: {quote(item)} does not start with a player's initial ({_INITIALS[: len(names)]})"
            )
        try:
            move = parse_move(item[1:])
        except IslandsRulesError as error:
            raise PositionError(f"tiles: {error}") from None
        if not isinstance(move, Placement) or not _engine.in_range(move.x, move.y):
            raise PositionError(f"tiles: {quote(item)} is no tile on a cell a game can reach")
        k = _engine.key(move.x, move.y)
        if k in field:
            raise PositionError(f"tiles: a second tile on {move.x},{move.y}")
        field[k] = seat << 5 | ICONS.index(move.icon) << 4 | sides_mask(move.sides)
    return field
