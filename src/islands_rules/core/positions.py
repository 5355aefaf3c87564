"""What every game's position strings share: splitting a string into fields, each with the
column it starts at, the rules field, and the errors that say what is wrong and where.

A game's position string (see :func:`~islands_rules.position_text`) is one line of
printable ASCII made of fields separated by single spaces, like chess's FEN; each game's
notation page documents its fields. The games' ``position`` modules split it with
:func:`split_fields` and raise through :meth:`Field.fail`, which names the field (or the
part of it) and its column.

A game checks a position once, in the function behind its ``setup_position``, its position
strings and its JSON; that function raises :func:`field_error`, whose ``field`` names what
is at fault as the JSON data names it, and each reader turns it into its own error: a
:class:`~islands_rules.RecordError` naming the key, or a :meth:`Field.fail` naming the
field of the string and its column.

>>> first, second = split_fields("abc d,e", ("board", "turn"))
>>> second.text, second.column, second.parts(",")[1].column
('d,e', 5, 7)
>>> str(second.fail("no such turn"))
"turn 'd,e' (column 5): no such turn"
"""

from __future__ import annotations

from typing import Any

import attrs

from .errors import IslandsRulesError, PositionError, quote
from .options import options, rules_from_tags, rules_to_tags

__all__ = [
    "MAX_POSITION_LENGTH",
    "Field",
    "field_error",
    "read_rules",
    "rules_field",
    "rules_from_field",
    "split_fields",
]

MAX_POSITION_LENGTH = 1_000_000
"""The longest position string read: far more than any game's position needs."""


@attrs.frozen
class Field:
    """A piece of a position string: its name, its text and the column (from 1) it starts at."""

    name: str
    text: str
    column: int

    def fail(self, reason: str) -> PositionError:
        """The error for this field: what it is, where it is, and ``reason``.

        >>> Field("ply", "7", 12).fail("must be 0 for this position")
        PositionError("ply '7' (column 12): must be 0 for this position")
        """
        message = f"{self.name} {quote(self.text)} (column {self.column}): {reason}"
        return PositionError(message, column=self.column)

    def parts(self, separator: str, name: str | None = None) -> list[Field]:
        """The field split at ``separator``, each part with its own column (named ``name``
        followed by its number from 1, or the field's name if ``name`` is ``None``).

        >>> [(p.name, p.column) for p in Field("rows", "2l/ld", 9).parts("/", "row")]
        [('row 1', 9), ('row 2', 12)]
        """
        found, column = [], self.column
        for index, text in enumerate(self.text.split(separator)):
            label = self.name if name is None else f"{name} {index + 1}"
            found.append(Field(label, text, column))
            column += len(text) + len(separator)
        return found

    def number(self, largest: int = 10**9 - 1) -> int:
        """The field as a whole number written without leading zeros, at most ``largest``.

        >>> Field("ply", "12", 1).number()
        12

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

    >>> [field.column for field in split_fields("5/40/15 - 7", ("rules", "flags", "ply"))]
    [1, 9, 11]

    :raises PositionError: if ``text`` is not one line of printable ASCII, is too long, or
        has another number of fields.
    """
    if not isinstance(text, str):
        raise PositionError(f"a position string is text, got {type(text).__name__}")
    if len(text) > MAX_POSITION_LENGTH:
        raise PositionError(f"a position string has at most {MAX_POSITION_LENGTH} characters")
    for column, char in enumerate(text, 1):
        if not (" " <= char <= "~"):
            message = f"column {column}: a position string is printable ASCII, got {char!r}"
            raise PositionError(message, column=column)
    fields = Field("position", text, 1).parts(" ")
    if len(fields) != len(names) or any(not field.text for field in fields):
        raise PositionError(
            f"a position string has {len(names)} fields separated by single spaces "
            f"({', '.join(names)}); got {quote(text)}",
            column=1,
        )
    return [Field(name, field.text, field.column) for name, field in zip(names, fields, strict=True)]


def field_error(field: str, reason: str) -> PositionError:
    """The error of a position that cannot occur, blamed on one ``field`` as the JSON data
    names it (a reader of position strings puts it on the string's field with
    :meth:`Field.fail`).

    >>> error = field_error("ply", "must be 3 for this position, got 4")
    >>> error.field, str(error)
    ('ply', 'must be 3 for this position, got 4')
    """
    return PositionError(reason, field=field)


def rules_field(rules: Any) -> str:
    """The rule options as one field: each option's record value in declaration order, ``/``
    between them, a space inside a value written as ``,`` (so no value may hold ``/`` or
    ``,`` of its own).

    >>> import islands_rules as ir
    >>> rules_field(ir.isaac.Rules(size=5, pieces=((2, 1, 3), (3, 2, 2))))
    '2:1:3,3:2:2/5/25'
    """
    return "/".join(value.replace(" ", ",") for _, value in rules_to_tags(rules))


def rules_from_field(rules_class: type, text: str) -> Any:
    """The rules :func:`rules_field` wrote.

    >>> import islands_rules as ir
    >>> rules_from_field(ir.ponte.Rules, "6/unlimited/15")
    Rules(board_size=6, tiles_per_colour=None, bridges=15)

    :raises PositionError: if the field does not hold one value per option.
    :raises InvalidRulesError: if a value is not allowed (naming its tag).
    """
    declared = options(rules_class)
    values = text.split("/")
    if len(values) != len(declared):
        tags = "/".join(o.tag for o in declared)
        raise PositionError(f"the rules are {len(declared)} values {tags}, got {len(values)}")
    return rules_from_tags(
        rules_class, {o.tag: v.replace(",", " ") for o, v in zip(declared, values, strict=True)}
    )


def read_rules(field: Field, rules_class: type) -> Any:
    """The rules of a position string's rules field (see :func:`rules_from_field`).

    >>> import islands_rules as ir
    >>> read_rules(Field("rules", "6/0/15", 1), ir.ponte.Rules)
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: rules '6/0/15' (column 1): [Tiles]: tiles_per_colour must be ...

    :raises PositionError: naming the field, if the rules cannot be read or are not allowed.
    """
    try:
        return rules_from_field(rules_class, field.text)
    except IslandsRulesError as error:
        raise field.fail(str(error)) from None
