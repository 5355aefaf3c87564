"""Rule options, declared once: each option's record tag, command-line flag, JSON key,
default and check come from one :func:`option` declaration on a game's ``Rules`` class.

A game's ``Rules`` is a frozen attrs class whose fields are all options::

    @attrs.frozen(kw_only=True)
    class Rules:
        board_size: int = option(default=10, tag="Size", check=whole(4, 26), help="board size")

Records (tags), JSON (keys), the command line (flags) and the docs read the declarations
through :func:`options`, so adding an option to a game is one line.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import attrs

from .errors import InvalidRulesError, quote

__all__ = [
    "MAX_COUNT_DIGITS",
    "Option",
    "count",
    "option",
    "options",
    "rules_from_dict",
    "rules_from_tags",
    "rules_to_dict",
    "rules_to_tags",
    "whole",
]

MAX_COUNT_DIGITS = 9
"""The most digits a number in a rule option may have: more than any board or supply needs,
and few enough that every message can quote it."""

_KEY = "islands_rules.option"

Check = Callable[[Any], str | None]
"""Why a value is not allowed for an option (``None`` if it is)."""


@attrs.frozen
class Option:
    """One rule option of a game: its name (the attrs field, also the JSON key), record
    tag, command-line flag, default, and how it is read, written and checked.

    >>> import islands_rules as ir
    >>> size = ir.core.options.options(ir.ponte.Rules)[0]
    >>> size.name, size.tag, size.flag, size.default
    ('board_size', 'Size', '--size', 10)
    >>> size.parse("6"), size.write(6)
    (6, '6')
    """

    name: str
    """The attribute of the ``Rules`` class, and the key in JSON data."""
    tag: str
    """The record tag, such as ``Size``."""
    flag: str
    """The command-line flag of ``islands-rules play``, such as ``--size``."""
    help: str
    """What the option means, in a few words, for ``--help`` and the docs."""
    default: Any
    """The default value; ``None`` with :attr:`derived` set means "computed from the other options"."""
    derived: str | None
    """For a default that follows from other options, in words (``"Size²"``); else ``None``."""
    parse: Callable[[str], Any]
    """Text (a tag's value, a command-line word) to a value; raises
    :exc:`~islands_rules.InvalidRulesError`."""
    write: Callable[[Any], str]
    """A value to the text :attr:`parse` reads back."""
    to_json: Callable[[Any], Any]
    """A value to JSON-safe data."""
    from_json: Callable[[Any], Any]
    """JSON data back to a value; raises :exc:`~islands_rules.InvalidRulesError`."""


def whole(low: int, high: int, *, unlimited: bool = False) -> Check:
    """A check: a whole number from ``low`` to ``high``; also ``None`` (unlimited) if
    ``unlimited``. Every option has a bound, ``high``: what the largest board can use, so
    that no call costs more than the board justifies.

    >>> check = whole(4, 26)
    >>> check(10) is None, check(3)
    (True, 'must be an int from 4 to 26, got 3')
    """
    for name, bound in (("low", low), ("high", high)):
        if type(bound) is not int or abs(bound) >= 10**MAX_COUNT_DIGITS:
            raise InvalidRulesError(
                f"whole's {name} must be an int of at most {MAX_COUNT_DIGITS} digits, got {_short(bound)}"
            )
    largest = min(high, 10**MAX_COUNT_DIGITS - 1)
    wanted = f"an int from {low} to {largest}"
    if unlimited:
        wanted = f"None (unlimited) or {wanted}"

    def check(value: Any) -> str | None:
        if value is None and unlimited:
            return None
        if type(value) is int and low <= value <= largest:
            return None
        return f"must be {wanted}, got {_short(value)}"

    return check


def _short(value: Any) -> str:
    """``value`` for a message, never too long (a huge int or a long text is cut)."""
    if type(value) is int and abs(value) >= 10**MAX_COUNT_DIGITS:
        return f"a number of more than {MAX_COUNT_DIGITS} digits"
    if isinstance(value, str):
        return quote(value)
    text = repr(value) if type(value) in (int, bool, float, type(None)) else type(value).__name__
    return text if len(text) <= 40 else text[:40] + "…"


def count(text: str, *, unlimited: bool = False) -> int | None:
    """A number as records and the command line write it: ASCII digits (surrounding spaces
    and leading zeros allowed) or, if ``unlimited``, the word ``unlimited`` (any case) for ``None``.

    >>> count(" 015 "), count("Unlimited", unlimited=True)
    (15, None)

    :raises InvalidRulesError: for anything else, or more than :data:`MAX_COUNT_DIGITS` digits.
    """
    if not isinstance(text, str):
        raise InvalidRulesError(f"a count is written as text, got {_short(text)}")
    word = text.strip()
    if unlimited and word.lower() == "unlimited":
        return None
    if word.isascii() and word.isdigit():
        digits = word.lstrip("0") or "0"
        if len(digits) <= MAX_COUNT_DIGITS:
            return int(digits)
        raise InvalidRulesError(f"{quote(word)} is too large for a count")
    wanted = "a number or 'unlimited'" if unlimited else "a number"
    raise InvalidRulesError(f"expected {wanted}, got {quote(text)}")


def _write_count(value: Any) -> str:
    return "unlimited" if value is None else str(value)


def _same(value: Any) -> Any:
    return value


def option(
    *,
    default: Any,
    tag: str,
    help: str,
    check: Check,
    flag: str | None = None,
    derived: str | None = None,
    parse: Callable[[str], Any] | None = None,
    write: Callable[[Any], str] | None = None,
    to_json: Callable[[Any], Any] = _same,
    from_json: Callable[[Any], Any] = _same,
    unlimited: bool = False,
) -> Any:
    """Declare one rule option as a field of a game's ``Rules`` class (an attrs field).

    ``check`` says why a value is refused (``None`` if it is allowed); the field's
    validator raises :exc:`~islands_rules.InvalidRulesError` with that reason. By default the option is
    a number (``unlimited`` also allows ``None``, written ``unlimited``), the flag is the
    field name with dashes, and the JSON value is the value itself. ``derived`` describes
    a default computed from the other options: then ``default`` is an
    ``attrs.Factory`` taking the instance.

    >>> @attrs.frozen(kw_only=True)
    ... class Rules:
    ...     size: int = option(default=8, tag="Size", help="board size", check=whole(2, 9))
    >>> Rules(size=12)
    Traceback (most recent call last):
    ...
    islands_rules.InvalidRulesError: size must be an int from 2 to 9, got 12
    """
    declared = {
        "tag": tag,
        "flag": flag,
        "help": help,
        "derived": derived,
        "parse": parse or (lambda text: count(text, unlimited=unlimited)),
        "write": write or _write_count,
        "to_json": to_json,
        "from_json": from_json,
    }

    def validate(instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        reason = check(value)
        if reason is not None:
            raise InvalidRulesError(f"{attribute.name} {reason}")

    return attrs.field(default=default, validator=validate, metadata={_KEY: declared})


def options(rules_class: type) -> tuple[Option, ...]:
    """The options a ``Rules`` class declares, in declaration order.

    >>> import islands_rules as ir
    >>> [o.tag for o in options(ir.ponte.Rules)]
    ['Size', 'Tiles', 'Bridges']
    """
    if not (isinstance(rules_class, type) and attrs.has(rules_class)):
        raise InvalidRulesError(f"expected a game's Rules class, got {_short(rules_class)}")
    found = []
    for field in attrs.fields(rules_class):
        declared = field.metadata.get(_KEY)
        if declared is None:
            continue
        default = field.default
        if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            default = None
        found.append(
            Option(
                name=field.name,
                tag=declared["tag"],
                flag=declared["flag"] or "--" + field.name.replace("_", "-"),
                help=declared["help"],
                default=default,
                derived=declared["derived"],
                parse=declared["parse"],
                write=declared["write"],
                to_json=declared["to_json"],
                from_json=declared["from_json"],
            )
        )
    return tuple(found)


def rules_to_tags(rules: Any) -> list[tuple[str, str]]:
    """Each option of ``rules`` as a record tag and its value, in declaration order.

    >>> import islands_rules as ir
    >>> rules_to_tags(ir.ponte.Rules(bridges=None))
    [('Size', '10'), ('Tiles', '40'), ('Bridges', 'unlimited')]
    """
    return [(o.tag, o.write(getattr(rules, o.name))) for o in options(type(rules))]


def rules_from_tags(
    rules_class: type, tags: Mapping[str, str], *, report: Callable[[str, str], None] | None = None
) -> Any:
    """The rules the option tags ``tags`` give; options without a tag keep their default.

    With ``report``, a tag whose value cannot be read or is not allowed is passed to it as
    ``(tag, reason)`` and left at its default; without, it raises.

    >>> import islands_rules as ir
    >>> rules_from_tags(ir.ponte.Rules, {"Size": "6", "Bridges": "unlimited"})
    Rules(board_size=6, tiles_per_colour=40, bridges=None)

    :raises InvalidRulesError: for a bad value, naming its tag (without ``report``).
    """
    given = [o for o in options(rules_class) if o.tag in tags]
    try:  # the usual case, and options that only fit together (a long tile on a large board)
        return rules_class(**{o.name: o.parse(tags[o.tag]) for o in given})
    except InvalidRulesError:
        pass  # find the tag at fault, one at a time
    values: dict[str, Any] = {}
    for o in given:
        try:
            value = o.parse(tags[o.tag])
            rules_class(**{**values, o.name: value})  # check it alone (with the tags before it)
        except InvalidRulesError as error:
            if report is None:
                raise InvalidRulesError(f"[{o.tag}]: {error}") from None
            report(o.tag, f"[{o.tag}]: {error}")
            continue
        values[o.name] = value
    try:
        return rules_class(**values)
    except InvalidRulesError as error:  # options that are fine alone but not together
        if report is None:
            raise
        report(next(iter(tags)), str(error))
        return rules_class()


def rules_to_dict(rules: Any) -> dict[str, Any]:
    """The options of ``rules`` as JSON-safe data, keyed by option name.

    >>> import islands_rules as ir
    >>> rules_to_dict(ir.ponte.Rules())
    {'board_size': 10, 'tiles_per_colour': 40, 'bridges': 15}
    """
    return {o.name: o.to_json(getattr(rules, o.name)) for o in options(type(rules))}


def rules_from_dict(rules_class: type, data: object) -> Any:
    """The rules :func:`rules_to_dict` described; absent keys keep their default.

    :raises InvalidRulesError: for data that is not a dict, an unknown key or a bad value.
    """
    if not isinstance(data, Mapping):
        raise InvalidRulesError(f"rules must be a dict, got {_short(data)}")
    known = {o.name: o for o in options(rules_class)}
    unknown = [key for key in data if key not in known]
    if unknown:
        raise InvalidRulesError(
            f"unknown rule option {_short(unknown[0])}; the options are {', '.join(known)}"
        )
    return rules_class(**{name: known[name].from_json(value) for name, value in data.items()})


def add_arguments(parser: argparse._ActionsContainer, rules_class: type) -> None:
    """One command-line flag per option of ``rules_class``, read with the option's parser."""
    for o in options(rules_class):

        def read(text: str, o: Option = o) -> Any:
            try:
                return o.parse(text)
            except InvalidRulesError as error:
                raise argparse.ArgumentTypeError(str(error)) from None

        default = o.derived if o.derived is not None else o.write(o.default)
        # SUPPRESS: a flag not given leaves no attribute, so None (unlimited) can be given.
        parser.add_argument(
            o.flag, dest=o.name, type=read, default=argparse.SUPPRESS, help=f"{o.help} (default {default})"
        )


def rules_from_arguments(rules_class: type, arguments: argparse.Namespace) -> Any:
    """The rules the flags of :func:`add_arguments` gave (flags not given keep their default).

    :raises InvalidRulesError: for options that are not allowed together.
    """
    given = vars(arguments)
    return rules_class(**{o.name: given[o.name] for o in options(rules_class) if o.name in given})


def describe(rules_classes: Iterable[type]) -> list[str]:
    """One line per option of each class: ``--size / [Size]: board size (default 10)``."""
    lines = []
    for rules_class in rules_classes:
        for o in options(rules_class):
            default = o.derived if o.derived is not None else o.write(o.default)
            lines.append(f"{o.flag} / [{o.tag}]: {o.help} (default {default})")
    return lines
