"""The codecs of the games on a fixed board: Ponte del Diavolo and Isaac."""

from __future__ import annotations

from functools import partial, reduce
from operator import or_
from typing import Any

import numpy as np

import islands_rules as ir
from islands_rules import isaac, ponte

from ..core.errors import IslandsRulesError
from ._codec_base import ByIdentity, Codec, MoveIds, Planes, bits_to_array

__all__ = ["IsaacCodec", "PonteCodec"]


def _set_bits(mask: int) -> list[int]:
    """The positions of the bits set in ``mask``, lowest first."""
    found = []
    while mask:
        found.append((mask & -mask).bit_length() - 1)
        mask &= mask - 1  # the lowest set bit cleared
    return found


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
        # Listing the moves hands out the same move objects again and again (the engine keeps
        # them): their ids are remembered by object.
        self._ids = MoveIds(lambda move: self.encode(None, move))
        # The pairs in id order run by first cell, cells - 1 - i of them for cell i, each
        # pair's second cell given here: the mask of the pairs is then the legal-alone
        # cells repeated row by row, and-ed with one lookup in them (see mask).
        self.pair_row_lengths = np.arange(cells - 1, 0, -1)
        self.pair_seconds = np.triu_indices(cells, 1)[1]
        self.pair_starts = [int(start) for start in self.starts]
        self._where: list[int] | None = None

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

    def _bridge_cells(self, state: Any) -> list[int]:
        """For each bridge number of the board, where it lights in a colour's eight bridge
        planes: its offset's plane times the cells, plus its lower end."""
        if self._where is None:
            size, offsets = self.size, _PONTE_BRIDGE_OFFSETS
            self._where = [
                offsets.index((b // size - a // size, b % size - a % size)) * self.cells + a
                for a, b in state.geometry.bridge_ends
            ]
        return self._where

    def mask(self, state: Any) -> Any:
        # From the engine's bitmasks, without building the moves: every pair of legal-alone
        # cells, less the few R10 refuses, then the other moves (bridges, swap, decline).
        mask = np.zeros(self.count, dtype=np.int8)
        if state.phase is ponte.Phase.OVER:
            return mask
        alone, refusals, others = ponte.legal_move_masks(state)
        if alone:
            alone_cells = bits_to_array(alone, self.cells).view(np.int8)
            firsts = np.repeat(alone_cells[:-1], self.pair_row_lengths)
            np.bitwise_and(firsts, alone_cells.take(self.pair_seconds), out=mask[: self.pairs])
            if refusals:
                starts, refused = self.pair_starts, []
                for x, found in refusals:
                    for y in _set_bits(found):
                        refused.append(starts[x] + y - x - 1 if x < y else starts[y] + x - y - 1)
                mask[refused] = 0
        if others:
            mask[self._ids.values(others)] = 1
        return mask

    def legal_actions(self, state: Any) -> list[int]:
        return self._ids.values(ir.legal_moves(state))

    def fill(self, state: Any, seat: int, planes: Planes) -> Planes:
        cells = self.cells
        own = state.colour_of(seat)
        other = own.other
        flat = planes.reshape(-1)  # a view: plane p's cells from p * cells
        # Planes 0-6 in one unpacking of their masks, laid end to end in one int.
        ends, mine, theirs = state.bridge_end_mask, state.tile_mask(own), state.tile_mask(other)
        shift = 0
        packed = 0
        for mask in (
            mine,
            theirs,
            state.blocked_mask,
            ends & mine,
            ends & theirs,
            state.island_halo_mask(own),
            state.island_halo_mask(other),
        ):
            packed |= mask << shift
            shift += cells
        flat[:shift] = bits_to_array(packed, shift)
        # Planes 7-22: a bridge's plane (by its offset) and lower end, by its number.
        where = self._bridge_cells(state)
        lit = [7 * cells + where[n] for n in _set_bits(state.bridge_mask(own))]
        lit += [15 * cells + where[n] for n in _set_bits(state.bridge_mask(other))]
        if lit:
            flat[lit] = 1.0

        phase = [0, 0, 0, 0]
        phase[_PONTE_PHASES.index(state.phase)] = 1
        light, dark, bridges = state.light_tiles_left, state.dark_tiles_left, state.bridges_left
        mine, theirs = (light, dark) if own is ponte.Colour.LIGHT else (dark, light)
        values = [-1 if mine is None else mine, -1 if theirs is None else theirs]
        values += [-1 if bridges is None else bridges, *phase, own is ponte.Colour.LIGHT]
        values += [state.light_declined, state.swapped, state.ply]
        return np.array(values, dtype=np.float32)


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
        self._ids = MoveIds(lambda move: self.encode(None, move))
        # By tile object (the engine's own, shared), the cells it lights in the planes of
        # each side: its squares, its squares again if horizontal, its two ends.
        self._cells = tuple(ByIdentity(partial(self._tile_cells, side)) for side in (0, 1))

    def _tile_cells(self, side: int, bar: isaac.Place) -> int:
        """The bits (flat indices in the planes) a tile of ``side`` lights: its squares, its
        squares again if horizontal, its two ends."""
        size = self.size
        area = size * size
        (c1, r1), (c2, r2) = isaac.cell_point(bar.start), isaac.cell_point(bar.end)
        squares = [c * size + r for c in range(c1, c2 + 1) for r in range(r1, r2 + 1)]
        lit = [side * area + k for k in squares]
        if r1 == r2:
            lit += [(2 + side) * area + k for k in squares]
        lit += [(4 + side) * area + c1 * size + r1, (4 + side) * area + c2 * size + r2]
        return sum(1 << k for k in set(lit))

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
        return self._ids.values(ir.legal_moves(state))

    def mask(self, state: Any) -> Any:
        mask = np.zeros(self.count, dtype=np.int8)
        moves = ir.legal_moves(state)
        if moves:
            mask[self._ids.of(moves)] = 1
        return mask

    def fill(self, state: Any, seat: int, planes: Planes) -> Planes:
        own = isaac.Player.DARK if seat == isaac.Player.DARK.seat else isaac.Player.LIGHT
        other = own.other
        # Every plane at once: the bits of the tiles (from tables by tile object) and of the
        # counters, or-ed into one int and unpacked.
        lit = reduce(or_, self._cells[0].values(state.tiles(own)), 0)
        lit = reduce(or_, self._cells[1].values(state.tiles(other)), lit)
        area = self.size * self.size
        for side, player in enumerate((own, other)):
            square = state.counter(player)
            if square is not None:
                column, row = isaac.cell_point(square)
                lit |= 1 << (6 + side) * area + column * self.size + row
        planes.reshape(-1)[:] = bits_to_array(lit, 8 * area)
        o, x = own.seat, other.seat
        phase = [0, 0, 0]
        phase[_ISAAC_PHASES.index(state.phase)] = 1
        values = [state.scores[o], state.scores[x], state.rules.target, *phase]
        values += [state.passed[o], state.passed[x], state.last_removed[o], state.last_removed[x]]
        values += [own is isaac.Player.DARK, state.ply, *state.hands[o], *state.hands[x]]
        return np.array(values, dtype=np.float32)
