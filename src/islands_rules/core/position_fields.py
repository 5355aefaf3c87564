"""Reading a position string field by field, so that every refusal says where it is.

A game's position string (see :func:`~islands_rules.position_text`) is one line of
printable ASCII made of fields separated by single spaces, like chess's FEN. The games'
``position`` modules split it with :func:`split_fields` and raise through
:meth:`Field.fail`, which names the field and its column.

>>> first, second = split_fields("abc d,e", ("board", "turn"))
>>> second.text, second.column, second.parts(",")[1].column
('d,e', 5, 7)
>>> str(second.fail("no such turn"))
"turn 'd,e' (column 5): no such turn"
"""

from __future__ import annotations

import attrs

from .errors import PositionError, quote

__all__ = ["MAX_POSITION_LENGTH", "Field", "split_fields"]

MAX_POSITION_LENGTH = 1_000_000
"""The longest position string read: far more than any game's position needs."""


@attrs.frozen
class Field:
    """A piece of a position string: its name, its text and the column (from 1) it starts at."""

    name: str
    text: str
    column: int

    def fail(self, reason: str) -> PositionError:
        """The error for this field: what it is, where it is, and ``reason``."""
        return PositionError(f"{self.name} {quote(self.text)} (column {self.column}): {reason}")

    def parts(self, separator: str, name: str | None = None) -> list[Field]:
        """The field split at ``separator``, each part with its own column (named ``name``
        followed by its number from 1, or the field's name if ``name`` is ``None``)."""
        found, column = [], self.column
        for index, text in enumerate(self.text.split(separator)):
            label = self.name if name is None else f"{name} {index + 1}"
            found.append(Field(label, text, column))
            column += len(text) + len(separator)
        return found

    def number(self, largest: int = 10**9 - 1) -> int:
        """The field as a whole number written without leading zeros, at most ``largest``.

        :raises PositionError: if it is not one.
        """
        text = self.text
        if not (text.isascii() and text.isdigit()) or (len(text) > 1 and text[0] == "0"):
            raise self.fail("expected a whole number such as 0 or 12")
        if len(text) > len(str(largest)) or int(text) > largest:
            raise self.fail(f"expected a number up to {largest}")
        return int(text)


def split_fields(text: str, names: tuple[str, ...]) -> list[Field]:
    """``text`` split into exactly ``len(names)`` fields at single spaces.

    :raises PositionError: if ``text`` is not one line of printable ASCII, is too long, or
        has another number of fields.
    """
    if not isinstance(text, str):
        raise PositionError(f"a position string is text, got {type(text).__name__}")
    if len(text) > MAX_POSITION_LENGTH:
        raise PositionError(f"a position string has at most {MAX_POSITION_LENGTH} characters")
    for column, char in enumerate(text, 1):
        if not (" " <= char <= "~"):
            raise PositionError(f"column {column}: a position string is printable ASCII, got {char!r}")
    fields = Field("position", text, 1).parts(" ")
    if len(fields) != len(names) or any(not field.text for field in fields):
        raise PositionError(
            f"a position string has {len(names)} fields separated by single spaces "
            f"({', '.join(names)}); got {quote(text)}"
        )
    return [Field(name, field.text, field.column) for name, field in zip(names, fields, strict=True)]
