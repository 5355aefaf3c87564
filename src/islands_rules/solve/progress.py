"""A progress display on a terminal: one line, redrawn in place, of what a solver has done.

>>> import io
>>> stream = io.StringIO()
>>> show = ProgressDisplay(stream, every=0.0)
>>> show.update(nodes=12_000, positions=3_400, seconds=2.0, note="opening 3 of 10")
>>> stream.getvalue()
'\\r12,000 nodes, 3,400 positions, 6,000 nodes/s, 2.0 s processor time, opening 3 of 10'
"""

from __future__ import annotations

import time
from typing import TextIO

__all__ = ["ProgressDisplay"]


class ProgressDisplay:
    """Writes the solver's progress to ``stream`` at most once every ``every`` seconds (wall
    clock), on one line that each update overwrites; :meth:`close` ends the line.

    >>> import io
    >>> show = ProgressDisplay(io.StringIO())
    >>> show.update(nodes=10, positions=5, seconds=0.0)
    >>> show.stream.getvalue()
    '\\r10 nodes, 5 positions, 0 nodes/s, 0.0 s processor time'
    """

    def __init__(self, stream: TextIO, every: float = 0.5) -> None:
        self.stream = stream
        self.every = every
        self._last = float("-inf")
        self._width = 0

    def update(self, *, nodes: int, positions: int, seconds: float, note: str = "") -> None:
        """Show the nodes searched, the positions in the table, the speed and the processor
        time (and ``note``), unless the last update was too recent."""
        now = time.monotonic()
        if now - self._last < self.every:
            return
        self._last = now
        rate = nodes / seconds if seconds > 0 else 0.0
        line = (
            f"{nodes:,} nodes, {positions:,} positions, {rate:,.0f} nodes/s, {seconds:.1f} s processor time"
        )
        line += f", {note}" if note else ""
        self.stream.write("\r" + line.ljust(self._width))
        self._width = len(line) + 1
        self.stream.flush()

    def close(self) -> None:
        """End the progress line (the next output starts on a line of its own).

        >>> import io
        >>> stream = io.StringIO()
        >>> ProgressDisplay(stream).close()
        >>> stream.getvalue()
        ''
        """
        if self._width:
            self.stream.write("\n")
            self.stream.flush()
            self._width = 0
