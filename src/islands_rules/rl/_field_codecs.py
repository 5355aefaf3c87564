"""The codecs of the games whose field grows: LSD and Islands (a window around the field)."""

from __future__ import annotations

from functools import cache
from itertools import chain
from operator import itemgetter
from typing import Any

import numpy as np

import islands_rules as ir
from islands_rules import islands, lsd

from ..core.errors import IslandsRulesError
from ._codec_base import ByIdentity, Codec, MoveIds, Planes, relative_seats

__all__ = ["IslandsCodec", "LsdCodec"]


# ---------------------------------------------------------------------- LSD

_LSD_SIDES = ("n", "e", "s", "w", "ne", "ns", "nw", "es", "ew", "sw", "nes", "new", "nsw", "esw", "nesw")
_LSD_SIDE_IDS = {sides: k for k, sides in enumerate(_LSD_SIDES)}
_LSD_ICONS = ("+", "x")
_BY_TYPE = itemgetter(*lsd.TYPES)  # a supply's counts in the order of the types


def _window_anchor(cells: Any) -> tuple[int, int]:
    """The cell at the window's (0, 0): one west and one south of the field's bounding box,
    so that every cell next to the field is inside; (-1, -1) for an empty field. ``cells``
    are tuples whose first two items are the cell's x and y."""
    if not cells:
        return (-1, -1)
    return (min(map(itemgetter(0), cells)) - 1, min(map(itemgetter(1), cells)) - 1)


class LsdCodec(Codec):
    game = "lsd"

    def __init__(self, rules: lsd.Rules) -> None:
        super().__init__(rules)
        self.players = rules.players
        self.tiles = rules.players * rules.tile_set.total
        # Every cell ever filled is next to one filled before, so they stay connected: the
        # field's bounding box is at most ``tiles`` wide, and a legal cell at most one beyond.
        self.window = self.tiles + 2
        self.per_cell = len(_LSD_SIDES) * len(_LSD_ICONS)
        self.pass_id = self.window * self.window * self.per_cell
        self.count = self.pass_id + 1
        self.planes_shape = (self.players + 5, self.window, self.window)
        self.scalars_size = self.players * (len(lsd.TYPES) + 1) + self.players + 4
        # A placement's id less the anchor's part: its cell and pattern from (0, 0).
        self._placements = MoveIds(self._unanchored)
        self._lit: dict[int, list[tuple[int, ...]]] = {}

    def _unanchored(self, move: lsd.Placement) -> int:
        pattern = _LSD_SIDE_IDS[move.sides] * 2 + _LSD_ICONS.index(move.icon)
        return (move.x * self.window + move.y) * self.per_cell + pattern

    def anchor(self, state: Any) -> tuple[int, int]:
        return _window_anchor(state.tile_codes())

    def encode(self, state: Any, move: Any) -> int:
        if isinstance(move, lsd.Placement):
            ax, ay = self.anchor(state)
            u, v = move.x - ax, move.y - ay
            if not (0 <= u < self.window and 0 <= v < self.window):
                raise IslandsRulesError(f"{move} is outside the window of {self.window} cells")
            pattern = _LSD_SIDE_IDS[move.sides] * 2 + _LSD_ICONS.index(move.icon)
            return (u * self.window + v) * self.per_cell + pattern
        if isinstance(move, lsd.Pass):
            return self.pass_id
        raise IslandsRulesError(f"{move!r} is not a move of LSD")

    def decode(self, state: Any, action: int) -> Any:
        if action == self.pass_id:
            return lsd.Pass()
        cell, pattern = divmod(action, self.per_cell)
        u, v = divmod(cell, self.window)
        ax, ay = self.anchor(state)
        return lsd.Placement(_LSD_SIDES[pattern // 2], _LSD_ICONS[pattern % 2], ax + u, ay + v)

    def _action_ids(self, state: Any) -> Any:
        moves = ir.legal_moves(state)
        if not moves or isinstance(moves[0], lsd.Pass):  # R17: pass only when nothing else
            return [self.encode(state, move) for move in moves]
        ax, ay = self.anchor(state)
        ids = self._placements.of(moves)
        ids -= (ax * self.window + ay) * self.per_cell
        return ids

    def legal_actions(self, state: Any) -> list[int]:
        ids: list[int] = list(map(int, self._action_ids(state)))
        return ids

    def mask(self, state: Any) -> Any:
        mask = np.zeros(self.count, dtype=np.int8)
        ids = self._action_ids(state)
        if len(ids):
            mask[ids] = 1
        return mask

    def _lit_planes(self, seat: int) -> list[tuple[int, ...]]:
        """For ``seat``'s point of view, by tile code, the planes a tile lights on its cell
        (times the cells of a plane): its owner's (by turns from ``seat``), its sides', and
        the ``+`` plane for a ``+`` icon."""
        lit = self._lit.get(seat)
        if lit is None:
            players, area = self.players, self.window * self.window
            lit = []
            for code in range(players << 5):
                planes = [((code >> 5) - seat) % players]
                planes += [players + side for side in range(4) if code >> side & 1]
                if not code >> 4 & 1:
                    planes.append(players + 4)
                lit.append(tuple(plane * area for plane in planes))
            self._lit[seat] = lit
        return lit

    def fill(self, state: Any, seat: int, planes: Planes) -> Planes:
        players, window = self.players, self.window
        order = relative_seats(seat, players)
        codes = state.tile_codes()
        ax, ay = _window_anchor(codes)
        # The cells to set, gathered first and set in one indexed assignment.
        lit, at = self._lit_planes(seat), []
        for x, y, code in codes:
            cell = (x - ax) * window + y - ay
            at += [plane + cell for plane in lit[code]]
        if at:
            planes.reshape(-1)[at] = 1.0
        values: list[int] = []
        for s in order:
            values += _BY_TYPE(state.supply(s))
            values.append(state.captures(s))
        mover = [0] * players
        mover[seat] = 1
        values += mover
        values += [state.rules.line, state.ply, ax, ay]
        return np.array(values, dtype=np.float32)


# ---------------------------------------------------------------------- Islands

_ISLANDS_SEGMENTS: tuple[str | None, ...] = (
    None,
    "i1", "i2", "i3", "i4",
    "b1", "b2", "b3", "b4",
    "w1", "w2", "w3", "w4",
    "l",
)  # fmt: skip
_ISLANDS_SEGMENT_IDS = {segment: k for k, segment in enumerate(_ISLANDS_SEGMENTS)}
_ISLANDS_EDGE_KINDS = ("island", "bridge", "water")
_ISLANDS_PIECE_KINDS = {"i": 0, "b": 1, "w": 2, "l": 3}


@cache
def _tile_channels(letter: str, rotation: int) -> tuple[int, ...]:
    """The planes a tile lights on its cell: 0 (a tile), its four sides' kinds, 13 (a
    lighthouse) and 14 (an anchor segment), for ``letter`` turned ``rotation`` quarter turns."""
    tile = islands.TILE_TYPES[letter]
    lit = [0]
    for side, kind in enumerate(tile.edges):
        # Turned r quarter turns clockwise, side d faces (d + r) mod 4.
        lit.append(1 + ((side + rotation) % 4) * 3 + _ISLANDS_EDGE_KINDS.index(kind))
    if tile.lighthouse:
        lit.append(13)
    if any(segment.anchor for segment in tile.segments):
        lit.append(14)
    return tuple(lit)


class IslandsCodec(Codec):
    game = "islands"
    chance_outcomes_count = len(islands.LETTERS)

    def __init__(self, rules: islands.Rules) -> None:
        super().__init__(rules)
        self.players = rules.players
        self.tiles = rules.tile_set.total
        # As LSD: the field is connected, so its bounding box is at most ``tiles`` wide.
        self.window = self.tiles + 2
        self.per_cell = 4 * len(_ISLANDS_SEGMENTS)
        self.discard_id = self.window * self.window * self.per_cell
        self.count = self.discard_id + 1
        self.planes_shape = (15 + self.players + 4, self.window, self.window)
        letters = len(islands.LETTERS)
        self.scalars_size = 2 * letters + self.players * 5 + self.players + 4
        # By laid tile (the state's own tuples, shared by the states after it), the cells it
        # lights, as flat indices less the anchor's part (x * window + y from (0, 0)).
        self._tile_cells = ByIdentity(self._lit_by_tile)
        self._piece_cells: dict[int, ByIdentity[tuple[int, int]]] = {}

    def _lit_by_tile(self, tile: tuple[int, int, str, int]) -> tuple[int, ...]:
        x, y, letter, rotation = tile
        area, cell = self.window * self.window, x * self.window + y
        return tuple(channel * area + cell for channel in _tile_channels(letter, rotation))

    def _lit_by_piece(self, seat: int) -> ByIdentity[tuple[int, int]]:
        """From ``seat``'s point of view, by piece, the cells it lights (as by tile): its
        owner's plane (by turns from ``seat``) and its kind's."""
        found = self._piece_cells.get(seat)
        if found is None:
            players, area, window = self.players, self.window * self.window, self.window

            def lit(piece: tuple[int, int, str, int]) -> tuple[int, int]:
                x, y, segment, owner = piece
                cell = x * window + y
                kind = _ISLANDS_PIECE_KINDS[segment[0]]
                return (15 + (owner - seat) % players) * area + cell, (15 + players + kind) * area + cell

            found = self._piece_cells[seat] = ByIdentity(lit)
        return found

    def anchor(self, state: Any) -> tuple[int, int]:
        return _window_anchor(state.tiles)

    def encode(self, state: Any, move: Any) -> int:
        if isinstance(move, islands.Draw):
            return islands.LETTERS.index(move.tile)
        if isinstance(move, islands.Place):
            ax, ay = self.anchor(state)
            u, v = move.x - ax, move.y - ay
            if not (0 <= u < self.window and 0 <= v < self.window):
                raise IslandsRulesError(f"{move} is outside the window of {self.window} cells")
            return (
                (u * self.window + v) * self.per_cell
                + move.rotation * 14
                + _ISLANDS_SEGMENT_IDS[move.segment]
            )
        if isinstance(move, islands.Discard):
            return self.discard_id
        raise IslandsRulesError(f"{move!r} is not a move of Islands")

    def decode(self, state: Any, action: int) -> Any:
        if state.drawn is None:  # a chance node: the ids are the tile letters
            return islands.Draw(islands.LETTERS[action])
        if action == self.discard_id:
            return islands.Discard(state.drawn)
        cell, rest = divmod(action, self.per_cell)
        u, v = divmod(cell, self.window)
        rotation, segment = divmod(rest, 14)
        ax, ay = self.anchor(state)
        return islands.Place(state.drawn, ax + u, ay + v, rotation, _ISLANDS_SEGMENTS[segment])

    def legal_actions(self, state: Any) -> list[int]:
        moves = ir.legal_moves(state)
        if not moves or state.drawn is None:
            return [self.encode(state, move) for move in moves]
        ax, ay = self.anchor(state)
        window, per_cell, ids = self.window, self.per_cell, _ISLANDS_SEGMENT_IDS
        out = []
        for move in moves:
            if isinstance(move, islands.Place):
                cell = (move.x - ax) * window + move.y - ay
                out.append(cell * per_cell + move.rotation * 14 + ids[move.segment])
            else:
                out.append(self.discard_id)
        return out

    def chance_probabilities(self, state: Any) -> list[tuple[int, float]]:
        outcomes = ir.load_game("islands").chance_outcomes(state)
        total = sum(weight for _move, weight in outcomes)
        return [(islands.LETTERS.index(move.tile), weight / total) for move, weight in outcomes]

    def viewer(self, state: Any) -> int:
        return int(state.seat)

    def fill(self, state: Any, seat: int, planes: Planes) -> Planes:
        players = self.players
        order = relative_seats(seat, players)
        ax, ay = self.anchor(state)
        # The cells to set, gathered in C-level passes and set in one indexed assignment.
        lit = chain.from_iterable(self._tile_cells.values(state.tiles))
        at = np.fromiter(lit, dtype=np.int64)
        if state.pieces:
            pieces = chain.from_iterable(self._lit_by_piece(seat).values(state.pieces))
            at = np.concatenate((at, np.fromiter(pieces, dtype=np.int64)))
        at -= ax * self.window + ay
        planes.reshape(-1)[at] = 1.0
        letters = islands.LETTERS
        drawn = [0.0] * len(letters)
        if state.drawn is not None:
            drawn[letters.index(state.drawn)] = 1.0
        values = drawn + [float(n) for n in state.supply]
        for s in order:
            values.append(float(state.hands[s]))
            values += [float(p) for p in state.points[s]]
        mover = [0.0] * players
        mover[seat] = 1.0
        values += mover
        values += [float(sum(state.supply)), float(state.ply), float(ax), float(ay)]
        return np.array(values, dtype=np.float32)
