"""Action ids and observation tensors, one codec per game and rule set.

A codec is built once per ``Rules`` value (they are frozen and hashable) and cached. Each
game's encoding is documented in the reinforcement-learning guide (docs/guides/rl.rst);
the comments here say why, the guide says what.
"""

from __future__ import annotations

import abc
from functools import lru_cache
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

import islands_rules as ir
from islands_rules import isaac, islands, lsd, ponte

from ..core.errors import IslandsRulesError, shown

Planes = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]


def _bits_to_array(mask: int, count: int) -> npt.NDArray[np.uint8]:
    """The bits 0..count-1 of ``mask`` as a 0/1 array (bit i at index i)."""
    raw = np.frombuffer(mask.to_bytes((count + 7) // 8, "little"), dtype=np.uint8)
    return np.unpackbits(raw, count=count, bitorder="little")


def _relative_seats(seat: int, players: int) -> list[int]:
    """The seats in turn order from ``seat``: the observer first."""
    return [(seat + k) % players for k in range(players)]


class Codec(abc.ABC):
    """One game's action ids and observation tensors under one rule set."""

    game: ClassVar[str]
    count: int
    planes_shape: tuple[int, int, int]
    scalars_size: int
    chance_outcomes_count: int = 0
    tiles: int = 0
    """The tiles of a whole game, where the field grows (LSD, Islands); 0 on a fixed board."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules

    # ------------------------------------------------------------------ actions

    @abc.abstractmethod
    def encode(self, state: Any, move: Any) -> int:
        """The id of ``move`` (a move value) in ``state``; raises IslandsRulesError if it has none."""

    @abc.abstractmethod
    def decode(self, state: Any, action: int) -> Any:
        """The move with id ``action`` in ``state`` (not necessarily legal)."""

    def legal_actions(self, state: Any) -> list[int]:
        """The ids of the legal moves, in the order of ``legal_moves``."""
        encode = self.encode
        return [encode(state, move) for move in ir.legal_moves(state)]

    def mask(self, state: Any) -> Mask:
        """1 at the id of every legal move, 0 elsewhere."""
        mask = np.zeros(self.count, dtype=np.int8)
        actions = self.legal_actions(state)
        if actions:
            mask[np.asarray(actions, dtype=np.int64)] = 1
        return mask

    # ------------------------------------------------------------------ observations

    @property
    def tensor_size(self) -> int:
        """The length of the flat observation: every plane, then the scalars."""
        channels, height, width = self.planes_shape
        return channels * height * width + self.scalars_size

    @abc.abstractmethod
    def observe(self, state: Any, seat: int) -> tuple[Planes, Planes]:
        """The planes and the scalars from ``seat``'s point of view."""

    def observe_flat(self, state: Any, seat: int) -> Planes:
        """The planes flattened, then the scalars, in one float32 vector."""
        planes, scalars = self.observe(state, seat)
        return np.concatenate((planes.ravel(), scalars))

    def viewer(self, state: Any) -> int:
        """Whose point of view observes ``state`` by default: the player to move (at a chance
        node, the player who draws; once over, seat 0)."""
        mover = ir.to_move(state)
        return mover if isinstance(mover, int) else 0


# ---------------------------------------------------------------------- Ponte del Diavolo

# A bridge's second end relative to its first (the lower cell in library order).
_PONTE_BRIDGE_OFFSETS = ((0, 2), (1, -2), (1, 2), (2, -2), (2, -1), (2, 0), (2, 1), (2, 2))
_PONTE_PHASES = tuple(ponte.Phase)


class PonteCodec(Codec):
    game = "ponte"

    def __init__(self, rules: ponte.Rules) -> None:
        super().__init__(rules)
        size = rules.board_size
        cells = size * size
        self.size, self.cells = size, cells
        self.pairs = cells * (cells - 1) // 2
        # Where each first cell's pairs start: pair (i, j), i < j, is starts[i] + j - i - 1.
        self.starts = np.array([i * cells - i * (i + 1) // 2 for i in range(cells)], dtype=np.int64)
        bridges: list[tuple[int, int, int]] = []  # (first cell, second cell, offset type)
        for column in range(size):
            for row in range(size):
                for kind, (dc, dr) in enumerate(_PONTE_BRIDGE_OFFSETS):
                    c2, r2 = column + dc, row + dr
                    if 0 <= c2 < size and 0 <= r2 < size:
                        bridges.append((column * size + row, c2 * size + r2, kind))
        bridges.sort()
        self.bridge_list = bridges
        self.bridge_ids = {(a, b): self.pairs + k for k, (a, b, _) in enumerate(bridges)}
        self.swap_id = self.pairs + len(bridges)
        self.decline_id = self.swap_id + 1
        self.count = self.decline_id + 1
        self.planes_shape = (23, size, size)
        self.scalars_size = 11
        self._known: dict[int, tuple[Any, int]] = {}

    def encode(self, state: Any, move: Any) -> int:
        size = self.size
        if isinstance(move, ponte.PlaceTiles):
            if max(move.first.row, move.second.row, move.second.column) >= size:
                raise IslandsRulesError(f"{move} is off the {size}x{size} board")
            i = move.first.column * size + move.first.row
            j = move.second.column * size + move.second.row
            return int(self.starts[i]) + j - i - 1
        if isinstance(move, ponte.BuildBridge):
            key = (move.first.column * size + move.first.row, move.second.column * size + move.second.row)
            found = self.bridge_ids.get(key)
            if found is None or max(move.first.row, move.second.row) >= size:
                raise IslandsRulesError(f"{move} is off the {size}x{size} board")
            return found
        if isinstance(move, ponte.Swap):
            return self.swap_id
        if isinstance(move, ponte.Decline):
            return self.decline_id
        raise IslandsRulesError(f"{move!r} is not a move of Ponte del Diavolo")

    def decode(self, state: Any, action: int) -> Any:
        size = self.size
        if action < self.pairs:
            i = int(np.searchsorted(self.starts, action, side="right")) - 1
            j = action - int(self.starts[i]) + i + 1
            return ponte.PlaceTiles(ponte.Cell(i // size, i % size), ponte.Cell(j // size, j % size))
        if action < self.swap_id:
            a, b, _ = self.bridge_list[action - self.pairs]
            return ponte.BuildBridge(ponte.Cell(a // size, a % size), ponte.Cell(b // size, b % size))
        return ponte.Swap() if action == self.swap_id else ponte.Decline()

    def legal_actions(self, state: Any) -> list[int]:
        moves = ir.legal_moves(state)
        if not moves:
            return []
        # Listing the moves hands out the same move objects again and again (the engine keeps
        # them); their ids, remembered with the object kept alive, spare the arithmetic.
        known, encode = self._known, self.encode
        out = []
        for move in moves:
            hit = known.get(id(move))
            if hit is not None:
                out.append(hit[1])
                continue
            action = encode(state, move)
            if len(known) < min(4 * self.count, 100_000):
                known[id(move)] = (move, action)
            out.append(action)
        return out

    def observe(self, state: Any, seat: int) -> tuple[Planes, Planes]:
        size, cells = self.size, self.cells
        own = state.colour_of(seat)
        other = own.other
        planes = np.zeros((23, cells), dtype=np.float32)
        planes[0] = _bits_to_array(state.tile_mask(own), cells)
        planes[1] = _bits_to_array(state.tile_mask(other), cells)
        planes[2] = _bits_to_array(state.blocked_mask, cells)
        ends = _bits_to_array(state.bridge_end_mask, cells)
        planes[3] = ends * planes[0]
        planes[4] = ends * planes[1]
        planes[5] = _bits_to_array(state.island_halo_mask(own), cells)
        planes[6] = _bits_to_array(state.island_halo_mask(other), cells)
        for base, colour in ((7, own), (15, other)):
            for bridge in state.bridges(colour):
                a, b = bridge.first, bridge.second
                kind = _PONTE_BRIDGE_OFFSETS.index((b.column - a.column, b.row - a.row))
                planes[base + kind, a.column * size + a.row] = 1.0

        def left(value: int | None) -> float:
            return -1.0 if value is None else float(value)

        phase = [0.0] * 4
        phase[_PONTE_PHASES.index(state.phase)] = 1.0
        scalars = np.array(
            [
                left(state.tiles_left(own)),
                left(state.tiles_left(other)),
                left(state.bridges_left),
                *phase,
                1.0 if own is ponte.Colour.LIGHT else 0.0,
                1.0 if state.light_declined else 0.0,
                1.0 if state.swapped else 0.0,
                float(state.ply),
            ],
            dtype=np.float32,
        )
        return planes.reshape(23, size, size), scalars


# ---------------------------------------------------------------------- Isaac

_ISAAC_PHASES = tuple(isaac.Phase)


class IsaacCodec(Codec):
    game = "isaac"

    def __init__(self, rules: isaac.Rules) -> None:
        super().__init__(rules)
        size = rules.size
        self.size = size
        lengths = sorted(length for length, _value, _count in rules.pieces)
        bars: list[isaac.Place] = []
        for length in lengths:
            for column in range(size):
                for row in range(size):
                    if column + length <= size:  # horizontal: along the row
                        bars.append(
                            isaac.Place(
                                isaac.cell_name(column, row), isaac.cell_name(column + length - 1, row)
                            )
                        )
                    if row + length <= size:  # vertical: along the column
                        bars.append(
                            isaac.Place(
                                isaac.cell_name(column, row), isaac.cell_name(column, row + length - 1)
                            )
                        )
        self.bars = bars
        self.bar_ids = {(bar.start, bar.end): k for k, bar in enumerate(bars)}
        # R15-R17: a removal scores count x value x (1, 2 or 4) with at most ``size`` tiles
        # on a line, and advances by at most that.
        self.max_advance = size * max(value for _length, value, _count in rules.pieces) * 4
        self.advances = self.max_advance + 1
        self.remove_base = len(bars)
        self.pass_id = len(bars) * (1 + self.advances)
        self.count = self.pass_id + 1
        self.kinds = len(rules.pieces)
        self.planes_shape = (8, size, size)
        self.scalars_size = 12 + 2 * self.kinds
        self._known: dict[int, tuple[Any, int]] = {}

    def encode(self, state: Any, move: Any) -> int:
        if isinstance(move, isaac.Place):
            found = self.bar_ids.get((move.start, move.end))
            if found is None:
                raise IslandsRulesError(f"{move} is no tile of these rules on this board")
            return found
        if isinstance(move, isaac.Remove):
            found = self.bar_ids.get((move.start, move.end))
            if found is None or move.advance > self.max_advance:
                raise IslandsRulesError(f"{move} is no removal of these rules on this board")
            return self.remove_base + found * self.advances + move.advance
        if isinstance(move, isaac.Pass):
            return self.pass_id
        raise IslandsRulesError(f"{move!r} is not a move of Isaac")

    def decode(self, state: Any, action: int) -> Any:
        if action < self.remove_base:
            return self.bars[action]
        if action < self.pass_id:
            bar, advance = divmod(action - self.remove_base, self.advances)
            return isaac.Remove(self.bars[bar].start, self.bars[bar].end, advance)
        return isaac.Pass()

    def legal_actions(self, state: Any) -> list[int]:
        known, encode = self._known, self.encode
        out = []
        for move in ir.legal_moves(state):
            hit = known.get(id(move))
            if hit is not None:
                out.append(hit[1])
                continue
            action = encode(state, move)
            if len(known) < 4096:
                known[id(move)] = (move, action)
            out.append(action)
        return out

    def observe(self, state: Any, seat: int) -> tuple[Planes, Planes]:
        size = self.size
        players = tuple(isaac.Player)
        own = next(p for p in players if p.seat == seat)
        other = own.other
        planes = np.zeros((8, size, size), dtype=np.float32)
        for player, bar in state.placed():
            side = 0 if player is own else 1
            (c1, r1), (c2, r2) = isaac.cell_point(bar.start), isaac.cell_point(bar.end)
            planes[side, c1 : c2 + 1, r1 : r2 + 1] = 1.0
            if r1 == r2:
                planes[2 + side, c1 : c2 + 1, r1] = 1.0
            planes[4 + side, c1, r1] = 1.0
            planes[4 + side, c2, r2] = 1.0
        for side, player in enumerate((own, other)):
            square = state.counter(player)
            if square is not None:
                column, row = isaac.cell_point(square)
                planes[6 + side, column, row] = 1.0
        phase = [0.0] * 3
        phase[_ISAAC_PHASES.index(state.phase)] = 1.0
        scalars = np.array(
            [
                float(state.scores[own.seat]),
                float(state.scores[other.seat]),
                float(state.rules.target),
                *phase,
                1.0 if state.passed[own.seat] else 0.0,
                1.0 if state.passed[other.seat] else 0.0,
                float(state.last_removed[own.seat]),
                float(state.last_removed[other.seat]),
                1.0 if own is isaac.Player.DARK else 0.0,
                float(state.ply),
                *(float(n) for n in state.hands[own.seat]),
                *(float(n) for n in state.hands[other.seat]),
            ],
            dtype=np.float32,
        )
        return planes, scalars


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

    def observe(self, state: Any, seat: int) -> tuple[Planes, Planes]:
        players = self.players
        names = state.players
        order = _relative_seats(seat, players)
        rank = {names[s]: k for k, s in enumerate(order)}
        field = state.tiles()
        ax, ay = _window_anchor(field)
        planes = np.zeros(self.planes_shape, dtype=np.float32)
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
        return planes, np.array(values, dtype=np.float32)


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

    def observe(self, state: Any, seat: int) -> tuple[Planes, Planes]:
        players = self.players
        order = _relative_seats(seat, players)
        rank = {s: k for k, s in enumerate(order)}
        ax, ay = self.anchor(state)
        planes = np.zeros(self.planes_shape, dtype=np.float32)
        types = islands.TILE_TYPES
        for x, y, letter, rotation in state.tiles:
            u, v = x - ax, y - ay
            tile = types[letter]
            planes[0, u, v] = 1.0
            for side, kind in enumerate(tile.edges):
                # Turned r quarter turns clockwise, side d faces (d + r) mod 4.
                planes[1 + ((side + rotation) % 4) * 3 + _ISLANDS_EDGE_KINDS.index(kind), u, v] = 1.0
            if tile.lighthouse:
                planes[13, u, v] = 1.0
            if any(segment.anchor for segment in tile.segments):
                planes[14, u, v] = 1.0
        for x, y, segment, owner in state.pieces:
            u, v = x - ax, y - ay
            planes[15 + rank[owner], u, v] = 1.0
            planes[15 + players + _ISLANDS_PIECE_KINDS[segment[0]], u, v] = 1.0
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
        return planes, np.array(values, dtype=np.float32)


_CODECS: dict[str, type[Codec]] = {
    "ponte": PonteCodec,
    "isaac": IsaacCodec,
    "lsd": LsdCodec,
    "islands": IslandsCodec,
}


def codec_for_rules(rules: Any) -> Codec:
    """The codec of a ``Rules`` value of one of the library's games."""
    name = getattr(rules, "game_name", None)
    codec_class = _CODECS.get(name) if isinstance(name, str) else None
    if codec_class is None or type(rules) is not ir.load_game(codec_class.game).rules_class:
        raise IslandsRulesError(
            f"no action encoding for {shown(rules)}: a game's Rules is wanted, of {', '.join(_CODECS)}"
        )
    return _codec(codec_class, rules)


@lru_cache(maxsize=64)
def _codec(codec_class: type[Codec], rules: Any) -> Codec:
    """The codec (cached: rules are frozen and hashable)."""
    return codec_class(rules)


def codec_of(state: Any) -> Codec:
    """The codec of the rules ``state`` is played under."""
    return codec_for_rules(ir.game_of_state(state).rules_of(state))
