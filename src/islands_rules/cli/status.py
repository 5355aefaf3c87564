"""The exit statuses of ``islands-rules``, defined once: the commands return them, the
parser's ``--help`` lists them, and the CLI reference of the docs is written from here."""

from __future__ import annotations

import enum

__all__ = ["ExitStatus", "exit_status_text"]


class ExitStatus(enum.IntEnum):
    """What ``islands-rules`` (and :func:`islands_rules.cli.main`) returns; every command
    uses these three, and :attr:`meaning` says when.

    >>> from islands_rules.cli import ExitStatus, main
    >>> main(["games"]) == ExitStatus.OK  # doctest: +ELLIPSIS
    ponte: Ponte del Diavolo, 2 players
    ...
    True
    >>> int(ExitStatus.INVALID), ExitStatus.INVALID.meaning
    (1, 'a record is invalid, or a file holds no game (validate, show)')
    """

    OK = 0
    INVALID = 1
    USAGE_OR_IO = 2

    @property
    def meaning(self) -> str:
        """When a command ends with this status, in words."""
        return _MEANINGS[self]


_MEANINGS = {
    ExitStatus.OK: "success: every record is valid, the games were played, the list was printed",
    ExitStatus.INVALID: "a record is invalid, or a file holds no game (validate, show)",
    ExitStatus.USAGE_OR_IO: "a wrong command line (an unknown option, bot, seat or game number), "
    "a file that cannot be read, or output that cannot be written",
}


def exit_status_text() -> str:
    """The exit statuses in one line, as ``--help`` ends.

    >>> from islands_rules.cli.status import exit_status_text
    >>> print(exit_status_text())  # doctest: +ELLIPSIS
    Exit status: 0 success: every record is valid, ...; 1 a record is invalid, ...; 2 a wrong command line ...
    """
    return "Exit status: " + "; ".join(f"{int(status)} {status.meaning}" for status in ExitStatus) + "."
