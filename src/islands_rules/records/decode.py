"""Record text from bytes: UTF-8 (a byte order mark is skipped), a precise error where the
bytes are not text at all (UTF-16 and UTF-32, binary data, NUL characters), and bytes that
are not UTF-8 kept in place, so the reader reports each where it stands and loses only the
value, comment or turn that holds it."""

from __future__ import annotations

import re

from ..core.errors import RecordError

__all__ = ["BAD_BYTE", "at_end_of", "bad_byte", "decode", "unbyted"]

_WIDE = {
    b"\xff\xfe\x00\x00": "UTF-32",  # before UTF-16, whose mark it starts with
    b"\x00\x00\xfe\xff": "UTF-32",
    b"\xff\xfe": "UTF-16",
    b"\xfe\xff": "UTF-16",
}

BAD_BYTE = re.compile("[\udc80-\udcff]")
"""A byte that is not UTF-8, as :func:`decode` keeps it (Python's ``surrogateescape``: a lone
surrogate, which no UTF-8 text holds)."""


def decode(data: object) -> tuple[str, RecordError | None]:
    """The text of ``data`` and, if it is not text at all, the error saying where it stops being so.

    Bytes that are not UTF-8 are kept as :data:`BAD_BYTE` characters for the reader to report.
    """
    if isinstance(data, bytes):
        for mark, name in _WIDE.items():
            if data.startswith(mark):
                return "", RecordError(f"the text is {name}; records are UTF-8 text", line=1, column=1)
        text = data.removeprefix(b"\xef\xbb\xbf").decode("utf-8", errors="surrogateescape")
    elif isinstance(data, str):
        text = data.removeprefix("\ufeff")
    else:
        return "", RecordError(f"a record must be a str or bytes, got {type(data).__name__}")
    nul = text.find("\x00")
    if nul >= 0:  # text holds none: this is binary data, or UTF-16 or UTF-32 without a mark
        bad = BAD_BYTE.search(text, 0, nul)
        if bad is not None:  # name what comes first
            return "", at_end_of(text[: bad.start()], bad_byte(bad.group()))
        return "", at_end_of(text[:nul], "a NUL character: records are UTF-8 text, not binary data or UTF-16")
    return text, None


def bad_byte(char: str) -> str:
    """Why the :data:`BAD_BYTE` character ``char`` is a problem."""
    code = ord(char)
    byte = code - 0xDC00 if 0xDC80 <= code <= 0xDCFF else code
    return f"not UTF-8 text: byte 0x{byte:02x} cannot start or continue a character"


def unbyted(text: str) -> str:
    """``text`` with each :data:`BAD_BYTE` shown as the replacement character U+FFFD, so that a
    message can always be written."""
    return BAD_BYTE.sub("\ufffd", text)


def at_end_of(before: str, reason: str) -> RecordError:
    """``reason`` as an error at the character after the text ``before``."""
    line = before.count("\n") + 1
    return RecordError(reason, line=line, column=len(before) - before.rfind("\n"))
