"""The transposition table: bounds on the values of positions, keyed by their canonical form.

Each entry holds a lower and an upper bound on the value for the player to move (equal once
the position is solved) and the work its search took, in nodes. The table holds at most
``limit`` entries; when it is full, the cheaper half of the entries (those whose search took
fewest nodes, so the quickest to find again) make room: the replacement policy of solvers
that keep the expensive subtrees.

>>> table = TranspositionTable(limit=4)
>>> table.store("a", -1, 1, work=3)
>>> table.store("a", 0, 1, work=5)
>>> table.bounds("a"), len(table)
((0, 1), 1)
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator

from ..core.errors import InvalidRulesError, shown

__all__ = ["Entry", "TranspositionTable"]

Entry = tuple[int, int, int]
"""An entry: the lower bound, the upper bound and the work (nodes) of its search."""


class TranspositionTable:
    """Bounds on positions' values by canonical key, with at most ``limit`` entries.

    >>> table = TranspositionTable(limit=2)
    >>> for n, key in enumerate("abc"):
    ...     table.store(key, 1, 1, work=n + 1)
    >>> sorted(table.keys()), table.evicted
    (['b', 'c'], 1)

    :raises InvalidRulesError: if ``limit`` is not a whole number of at least 1.
    """

    def __init__(self, limit: int = 4_000_000) -> None:
        if type(limit) is not int or limit < 1:
            raise InvalidRulesError(f"a table holds at least 1 entry, got a limit of {shown(limit)}")
        self.limit = limit
        """The most entries the table holds."""
        self.evicted = 0
        """How many entries made room for others."""
        self._entries: dict[Hashable, Entry] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def keys(self) -> Iterator[Hashable]:
        """The keys of the positions the table holds."""
        return iter(self._entries)

    def bounds(self, key: Hashable) -> tuple[int, int] | None:
        """The lower and upper bound known for ``key``, or ``None``.

        >>> TranspositionTable().bounds("x") is None
        True
        """
        entry = self._entries.get(key)
        return None if entry is None else (entry[0], entry[1])

    def store(self, key: Hashable, lower: int, upper: int, *, work: int) -> None:
        """Narrow the bounds of ``key`` to ``lower``..``upper`` (kept with those known), its
        work the larger one; make room first if the table is full.

        >>> table = TranspositionTable()
        >>> table.store("x", -1, 0, work=1)
        >>> table.store("x", 0, 1, work=1)
        >>> table.bounds("x")
        (0, 0)
        """
        entries = self._entries
        old = entries.get(key)
        if old is not None:
            entries[key] = (max(lower, old[0]), min(upper, old[1]), max(work, old[2]))
            return
        if len(entries) >= self.limit:
            self._make_room()
        self._entries[key] = (lower, upper, work)

    def _make_room(self) -> None:
        """Drop the cheaper half of the entries (at least one)."""
        works = sorted(entry[2] for entry in self._entries.values())
        cut = works[max(len(works) // 2 - 1, 0)]  # at least one entry's work: one goes at least
        kept = {key: entry for key, entry in self._entries.items() if entry[2] > cut}
        self.evicted += len(self._entries) - len(kept)
        self._entries = kept

    def entries(self) -> dict[Hashable, Entry]:
        """A copy of every entry, for a checkpoint."""
        return dict(self._entries)

    def load(self, entries: dict[Hashable, Entry]) -> None:
        """Take the entries of a checkpoint (as many as fit, the costliest first).

        >>> table = TranspositionTable(limit=1)
        >>> table.load({"a": (1, 1, 5), "b": (0, 0, 9)})
        >>> list(table.keys())
        ['b']
        """
        ranked = sorted(entries.items(), key=lambda item: -item[1][2])[: self.limit]
        self._entries = dict(ranked)
