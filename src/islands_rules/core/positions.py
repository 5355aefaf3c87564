"""What every game's position strings share: the fields, where each starts, the rules field,
and the error a position's one check raises, naming the field at fault.

A position string is one line of printable ASCII: fields one space apart, each game's own
(its notation page documents them). A game checks a position once, in the function behind
its ``setup_position``, its position strings and its JSON; that function raises a
:class:`~islands_rules.PositionError` whose ``field`` names what is at fault as the JSON
data names it, and each reader turns it into its own error: a
:class:`~islands_rules.RecordError` naming the key, or a
:class:`~islands_rules.PositionError` naming the field of the string and its column.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import IslandsRulesError, PositionError, quote
from .options import options, rules_from_tags, rules_to_tags

__all__ = ["MAX_POSITION_LENGTH", "PositionFields", "field_error", "rules_field", "rules_from_field"]

MAX_POSITION_LENGTH = 20_000
"""The longest position string read: more than any board of any game needs."""


def field_error(field: str, reason: str) -> PositionError:
    """The error of a position that cannot occur, blamed on one ``field``.

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


class PositionFields:
    """A position string split into its named fields, each with the column it starts at.

    >>> fields = PositionFields("10/40/15 - 7", ("rules", "flags", "ply"), "Ponte del Diavolo")
    >>> fields["ply"], fields.column("ply")
    ('7', 12)
    >>> fields.error("ply", "must be 0")
    PositionError('field 3 (ply) at column 12: must be 0')

    :raises PositionError: if ``text`` is not one line of printable ASCII with exactly the
        fields named, one space apart.
    """

    def __init__(self, text: str, names: tuple[str, ...], title: str) -> None:
        if not isinstance(text, str):
            raise PositionError(f"a position string is text, got {type(text).__name__}")
        if len(text) > MAX_POSITION_LENGTH:
            raise PositionError(
                f"a position string has at most {MAX_POSITION_LENGTH} characters, got {len(text)}"
            )
        for column, char in enumerate(text, 1):
            if not " " <= char <= "~":
                raise PositionError(f"column {column}: {char!r} is not printable ASCII")
        parts = text.split(" ")
        if len(parts) != len(names) or "" in parts:
            raise PositionError(
                f"a position of {title} is {len(names)} fields one space apart "
                f"({' '.join(names)}), got {quote(text)}"
            )
        self.names = names
        self.values: dict[str, str] = {}
        self.columns: dict[str, int] = {}
        column = 1
        for name, part in zip(names, parts, strict=True):
            self.values[name], self.columns[name] = part, column
            column += len(part) + 1

    def rules(self, rules_class: type) -> Any:
        """The rules of the ``rules`` field (see :func:`rules_from_field`).

        :raises PositionError: naming the field, if the rules cannot be read or are not allowed.
        """
        try:
            return rules_from_field(rules_class, self.values["rules"])
        except IslandsRulesError as error:
            raise self.error("rules", str(error)) from None

    def __getitem__(self, name: str) -> str:
        return self.values[name]

    def column(self, name: str) -> int:
        """The column (from 1) where field ``name`` starts."""
        return self.columns[name]

    def error(self, name: str, reason: str) -> PositionError:
        """The error for field ``name``, saying which field it is and where it starts."""
        return PositionError(
            f"field {self.names.index(name) + 1} ({name}) at column {self.columns[name]}: {reason}"
        )

    def wrong(self, name: str, wanted: str) -> PositionError:
        """The error for field ``name`` that is not what a position string has there: what is
        ``wanted``, and what it got (shortened).

        >>> PositionFields("7", ("ply",), "Isaac").wrong("ply", "0").args[0]
        "field 1 (ply) at column 1: must be 0, got '7'"
        """
        return self.error(name, f"must be {wanted}, got {quote(self.values[name])}")

    def blame(self, error: IslandsRulesError, fields: Mapping[str, str], default: str) -> PositionError:
        """``error`` from a game's check, put on the field of the string that holds what it
        names (``fields`` maps an error's ``field`` to the string's; others go to
        ``default``)."""
        found = error.field if isinstance(error, PositionError) else None
        field = default if found is None else fields.get(found, default)
        return self.error(field, str(error))
