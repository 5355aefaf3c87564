"""The codecs of the games whose field grows: LSD and Islands (a window around the field)."""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np

import islands_rules as ir
from islands_rules import islands, lsd

from ..core.errors import IslandsRulesError
from ._codec_base import Codec, Planes, relative_seats

__all__ = ["IslandsCodec", "LsdCodec"]


# ---------------------------------------------------------------------- LSD

_LSD_SIDES = ("n", "e", "s", "w", "ne", "ns", "nw", "es", "ew", "sw", "nes", "new", "nsw", "esw", "nesw")
_LSD_SIDE_IDS = {sides: k for k, sides in enumerate(_LSD_SIDES)}
_LSD_ICONS = ("+", "x")


def _window_anchor(cells: Any) -> tuple[int, int]:
    """The cell at the window's (0, 0): one west and one south of the field's bounding box,
    so that every cell next to the field is inside; (-1, -1) for an empty field."""
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    if not xs:
        return (-1, -1)
    return (min(xs) - 1, min(ys) - 1)


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

    def anchor(self, state: Any) -> tuple[int, int]:
        return _window_anchor(state.tiles())

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

    def legal_actions(self, state: Any) -> list[int]:
        moves = ir.legal_moves(state)
        if not moves:
            return []
        ax, ay = self.anchor(state)
        window, per_cell, ids = self.window, self.per_cell, _LSD_SIDE_IDS
        out = []
        for move in moves:
            if isinstance(move, lsd.Placement):
                cell = (move.x - ax) * window + move.y - ay
                out.append(cell * per_cell + ids[move.sides] * 2 + (move.icon == "x"))
            else:
                out.append(self.encode(state, move))
        return out

    def fill(self, state: Any, seat: int, planes: Planes) -> Planes:
        players = self.players
        names = state.players
        order = relative_seats(seat, players)
        rank = {names[s]: k for k, s in enumerate(order)}
        field = state.tiles()
        ax, ay = _window_anchor(field)
        side_plane = {"n": 0, "e": 1, "s": 2, "w": 3}
        for (x, y), tile in field.items():
            u, v = x - ax, y - ay
            planes[rank[tile.owner], u, v] = 1.0
            for side in tile.sides:
                planes[players + side_plane[side], u, v] = 1.0
            if tile.icon == "+":
                planes[players + 4, u, v] = 1.0
        values: list[float] = []
        for s in order:
            supply = state.supply(s)
            values += [float(supply[t]) for t in lsd.TYPES]
            values.append(float(state.captures(s)))
        mover = [0.0] * players
        mover[seat] = 1.0
        values += mover
        values += [float(state.rules.line), float(state.ply), float(ax), float(ay)]
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

    def anchor(self, state: Any) -> tuple[int, int]:
        tiles = state.tiles
        return (min(t[0] for t in tiles) - 1, min(t[1] for t in tiles) - 1)

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
        rank = {s: k for k, s in enumerate(order)}
        ax, ay = self.anchor(state)
        # The cells to set are gathered first and set in one indexed assignment: one numpy
        # call instead of one per plane and tile, which was most of the time.
        channels: list[int] = []
        us: list[int] = []
        vs: list[int] = []
        for x, y, letter, rotation in state.tiles:
            lit = _tile_channels(letter, rotation)
            channels += lit
            us += [x - ax] * len(lit)
            vs += [y - ay] * len(lit)
        for x, y, segment, owner in state.pieces:
            channels += (15 + rank[owner], 15 + players + _ISLANDS_PIECE_KINDS[segment[0]])
            us += (x - ax, x - ax)
            vs += (y - ay, y - ay)
        if channels:
            planes[channels, us, vs] = 1.0
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
