"""Move numbers: each must be the number of the turn after it, and one that is not says what
most likely happened to the record (a turn lost, given twice, or two turns swapped), once.

The recovery rules (the docs page "Game records", *Parser behaviour*):

* a number past the next turn's (``8.`` where turn 7 comes next) is a lost turn, unless the
  next number is the one skipped and the turn after it is numbered as expected again
  (``8. … 7. … 9.``), which is two turns swapped; the number that comes next decides, so
  the problem is held until then (or until the game ends, or another error comes first);
* unless the next number goes on from the count before the jump (``1. … 7. … 3.``): then
  it was a wrong number, and the count goes on as before it;
* a number before the next turn's (``6.`` where turn 8 comes next) is a turn given twice;
* after either, the count goes on from the number written, so the turns that follow are
  not reported again;
* one turn has one number: a second number before the turn is a problem of its own.

Every such problem is a ``move-number`` error at the turn where the record goes wrong
(``ply``), and the game is played no further.
"""

from __future__ import annotations

import attrs

from ..core.errors import quote
from .grammar import Place

__all__ = ["Finding", "Numbering"]

_LONGEST = 9  # digits read as a number; a longer one is only ever a wrong number


@attrs.frozen
class Finding:
    """A move-number problem to report: why, where, for which turn, and (for a problem held
    back) its index among the game's problems, so the problems stay in the order of the text."""

    reason: str
    place: Place
    ply: int
    token: str
    index: int | None = None


@attrs.frozen
class _Jump:
    """A number past the next turn's, held until the next number shows whether it was a swap."""

    expected: int
    found: int
    token: str
    place: Place
    index: int


def _value(token: str) -> int | None:
    """The number a move number token (``12.``, ``007.``) says, or ``None`` if it is too long to be one."""
    digits = token[:-1].lstrip("0") or "0"
    return int(digits) if len(digits) <= _LONGEST else None


def _lost(expected: int, found: int) -> str:
    jump = "the numbers start at" if expected == 1 else f"the numbers jump from {expected - 1} to"
    if found == expected + 1:
        return f"turn {expected} seems to be missing: {jump} {found}"
    return f"turns {expected} to {found - 1} seem to be missing: {jump} {found}"


def _repeated(expected: int, found: int) -> str:
    if found == expected - 1:
        return f"turn {found} seems to be given twice: a second {found}. follows it"
    back = f"the numbers go back from {expected - 1} to {found}"
    return f"turns {found} to {expected - 1} seem to be given twice: {back}"


class Numbering:
    """The move numbers of one game: counts its turns and judges each number it is shown."""

    def __init__(self) -> None:
        self.turns = 0  # turns read, played or not, counted as the text numbers them
        self.waiting: tuple[str, Place] | None = None  # a number waiting for its turn
        self.jump: _Jump | None = None

    def next_turn(self) -> int:
        """Count one more turn; return its number."""
        self.waiting = None
        self.turns += 1
        return self.turns

    def number(self, token: str, place: Place, index: int) -> list[Finding]:
        """Judge the move number ``token`` at ``place``; ``index`` is how many problems the game
        has so far. Returns what to report now, in the order of the text."""
        expected = self.turns + 1
        if self.waiting is not None:  # 1. 1. a1,b2: one turn has one number
            reason = f"move number {quote(token)} after {quote(self.waiting[0])}, with no turn between them"
            self.waiting = (token, place)
            return [*self.flush(), Finding(reason, place, expected, token)]
        self.waiting = (token, place)
        found = _value(token)
        jump, self.jump = self.jump, None
        if jump is not None:
            if jump.found == jump.expected + 1 and found == jump.expected and expected == jump.found + 1:
                # 8. … 7.: the turn numbered 7 is the 8th of the text, so turn 9 comes next.
                self.turns = jump.found - 1
                reason = (
                    f"turns {jump.expected} and {jump.found} seem to be swapped: "
                    f"{jump.found}. comes before {jump.expected}."
                )
                return [Finding(reason, jump.place, jump.expected, jump.token, jump.index)]
            if found == jump.expected + expected - jump.found:
                # 1. 7. 3.: the count before the jump goes on, so the 7 was only a wrong number.
                self.turns = found - 1
                reason = f"move number {quote(jump.token)} where turn {jump.expected} comes next"
                return [Finding(reason, jump.place, jump.expected, jump.token, jump.index)]
            held = [
                Finding(_lost(jump.expected, jump.found), jump.place, jump.expected, jump.token, jump.index)
            ]
        else:
            held = []
        if found == expected:
            return held
        if found is None or found == 0:
            reason = f"move number {quote(token)} where turn {expected} comes next"
            return [*held, Finding(reason, place, expected, token)]
        self.turns = found - 1  # count on from the number written
        if found > expected:
            self.jump = _Jump(expected, found, token, place, index + len(held))
            return held
        return [*held, Finding(_repeated(expected, found), place, expected, token)]

    def flush(self) -> list[Finding]:
        """The jump held back, reported now as a lost turn (another error or the end came first)."""
        jump, self.jump = self.jump, None
        if jump is None:
            return []
        return [Finding(_lost(jump.expected, jump.found), jump.place, jump.expected, jump.token, jump.index)]
