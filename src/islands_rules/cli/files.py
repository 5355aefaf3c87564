"""Files and streams of the ``islands-rules`` command: files read whole up to a size limit,
and standard output that keeps the exit status when its reader goes away."""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
from collections.abc import Callable, Iterator
from typing import TextIO

from ..core.errors import RecordError, quote
from ..records.archive import MAX_FILE_SIZE, file_bytes

__all__ = [
    "MAX_LINE",
    "Output",
    "Unreadable",
    "Unwritable",
    "output_file",
    "positive_number",
    "read_file",
    "read_line",
    "whole_number",
]

MAX_LINE = 4096
"""The most characters a line typed at the command's prompt may have (a move is a few)."""


class Unreadable(Exception):
    """A file that cannot be read: missing, a directory, no permission, too large."""


class Unwritable(Exception):
    """Output that cannot be written (a full disk, say); the message says which output."""


class Output:
    """Standard output that goes on quietly when its reader has gone (``… | head``), so the
    exit status still says whether the records were valid, and that turns any other
    failure to write into :class:`Unwritable`. ``None`` is a stream the process was started
    without (its descriptor closed): writing to it is :class:`Unwritable` too."""

    def __init__(self, stream: TextIO | None) -> None:
        self.stream = stream

    def _guard(self, action: Callable[[TextIO], object]) -> None:
        stream = self.stream
        if stream is None:
            raise Unwritable("cannot write the output: standard output is closed")
        try:
            action(stream)
        except BrokenPipeError:
            # Send the rest, and what the buffer still holds, to nowhere instead of failing.
            os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
        except OSError as error:
            raise Unwritable(f"cannot write the output: {error.strerror or error}") from None

    def write(self, text: str) -> int:
        self._guard(lambda stream: stream.write(text))
        return len(text)

    def flush(self) -> None:
        self._guard(lambda stream: stream.flush())


@contextlib.contextmanager
def output_file(name: str) -> Iterator[TextIO]:
    """The file ``name`` opened for writing text; any failure to open, write or close it (a
    full disk shows only when the file is closed) is :class:`Unwritable`, naming the file."""
    try:
        with open(name, "w", encoding="utf-8") as file:
            yield file
    except OSError as error:
        raise Unwritable(f"cannot write {name}: {error.strerror or error}") from None


def read_line(stream: TextIO) -> str:
    """One line of ``stream`` (``""`` at its end), read up to :data:`MAX_LINE` characters, so an
    endless line (``< /dev/zero``) cannot fill the memory: a longer one is :class:`Unreadable`."""
    try:
        line = stream.readline(MAX_LINE + 1)
    except (OSError, UnicodeDecodeError) as error:
        raise Unreadable(f"cannot read the standard input: {error}") from None
    if len(line) > MAX_LINE:
        raise Unreadable(f"a line of the standard input is longer than {MAX_LINE:,} characters")
    return line


def read_file(name: str) -> bytes:
    """The bytes of file ``name`` (``-``: standard input), at most :data:`MAX_FILE_SIZE`."""
    try:
        if name == "-":
            if sys.stdin is None:
                raise Unreadable("cannot read -: there is no standard input")
            data = sys.stdin.buffer.read(MAX_FILE_SIZE + 1)
        else:
            return file_bytes(name)
    except RecordError as error:
        raise Unreadable(str(error)) from None
    except OSError as error:
        raise Unreadable(f"cannot read {name}: {error.strerror or error}") from None
    if len(data) > MAX_FILE_SIZE:
        raise Unreadable(f"{name} is larger than 32 MiB; records are read up to 32 MiB")
    return data


def whole_number(text: str) -> int:
    """A whole number on the command line (an argparse type), of at most 18 digits, so that
    no use of it overflows and no message echoes a huge one."""
    if not re.fullmatch(r"-?[0-9]{1,18}", text, re.ASCII):
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a whole number of at most 18 digits")
    return int(text)


def positive_number(text: str) -> int:
    """A :func:`whole_number` of at least 1 (an argparse type)."""
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive whole number, got {quote(text)}")
    return value
