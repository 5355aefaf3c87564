"""The codec base: what every game's action ids and observation tensors share.

A codec is built once per ``Rules`` value (they are frozen and hashable) and cached by
:mod:`._codecs`. Each game's encoding is documented in the reinforcement-learning guide
(docs/guides/rl.rst); the comments say why, the guide says what.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Generic, TypeVar

import numpy as np
import numpy.typing as npt

import islands_rules as ir

__all__ = ["ByIdentity", "Codec", "Mask", "MoveIds", "Planes", "bits_to_array", "relative_seats"]

Planes = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]
V = TypeVar("V")


def bits_to_array(mask: int, count: int) -> npt.NDArray[np.uint8]:
    """The bits 0..count-1 of ``mask`` as a 0/1 array (bit i at index i)."""
    raw = np.frombuffer(mask.to_bytes((count + 7) // 8, "little"), dtype=np.uint8)
    return np.unpackbits(raw, count=count, bitorder="little")


def relative_seats(seat: int, players: int) -> list[int]:
    """The seats in turn order from ``seat``: the observer first."""
    return [(seat + k) % players for k in range(players)]


class ByIdentity(Generic[V]):
    """Values worked out once per object, found again by the object's identity: for the move
    and tile objects the engines hand out again and again from their tables, so that the
    values of a whole listing are read in one C-level pass (``map`` over a dict), with no
    Python step per object. Each object met is kept alive, so that its identity is never
    another object's; past ``limit`` objects the table starts afresh."""

    def __init__(self, make: Callable[[Any], V], limit: int = 100_000) -> None:
        self._make = make
        self._limit = limit
        self._by_id: dict[int, V] = {}
        self._kept: list[Any] = []

    def values(self, objects: Sequence[Any]) -> list[V]:
        """The value of each of ``objects``, in their order."""
        by_id = self._by_id
        try:
            return list(map(by_id.__getitem__, map(id, objects)))
        except KeyError:
            pass
        if len(by_id) + len(objects) > self._limit:
            by_id.clear()
            self._kept.clear()
        make, kept, found = self._make, self._kept, []
        for thing in objects:
            value = by_id.get(id(thing))
            if value is None:
                value = by_id[id(thing)] = make(thing)
                kept.append(thing)
            found.append(value)
        return found


class MoveIds(ByIdentity[int]):
    """Action ids (or ids less a part that depends on the position) of move objects."""

    def of(self, moves: Sequence[Any]) -> npt.NDArray[np.int64]:
        """The ids of ``moves``, in their order."""
        try:
            found = map(self._by_id.__getitem__, map(id, moves))
            return np.fromiter(found, dtype=np.int64, count=len(moves))
        except KeyError:  # some move not met yet
            return np.array(self.values(moves), dtype=np.int64)


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

    def __reduce__(self) -> tuple[Any, tuple[Any]]:
        # Pickled as its rules: its tables are made again, and its caches by object identity
        # would mean nothing in another process.
        return type(self), (self.rules,)

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
    def fill(self, state: Any, seat: int, planes: Planes) -> Planes:
        """Set the planes from ``seat``'s point of view in ``planes`` (all zero, of
        ``planes_shape``) and return the scalars."""

    def observe(self, state: Any, seat: int) -> tuple[Planes, Planes]:
        """The planes and the scalars from ``seat``'s point of view."""
        planes = np.zeros(self.planes_shape, dtype=np.float32)
        return planes, self.fill(state, seat, planes)

    def observe_flat(self, state: Any, seat: int) -> Planes:
        """The planes flattened, then the scalars, in one float32 vector. The planes are
        filled in place in the vector: copying them (hundreds of kilobytes on a large
        field) cost more than everything else."""
        flat = np.zeros(self.tensor_size, dtype=np.float32)
        cut = self.tensor_size - self.scalars_size
        flat[cut:] = self.fill(state, seat, flat[:cut].reshape(self.planes_shape))
        return flat

    def viewer(self, state: Any) -> int:
        """Whose point of view observes ``state`` by default: the player to move (at a chance
        node, the player who draws; once over, seat 0)."""
        mover = ir.to_move(state)
        return mover if isinstance(mover, int) else 0
