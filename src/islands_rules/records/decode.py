"""Record text from bytes: UTF-8 (a byte order mark is skipped), and a precise error where
the bytes stop being UTF-8 text (UTF-16 and UTF-32, binary data, NUL characters)."""

from __future__ import annotations

from ..core.errors import RecordError

__all__ = ["at_end_of", "decode"]

_WIDE = {
    b"\xff\xfe\x00\x00": "UTF-32",  # before UTF-16, whose mark it starts with
    b"\x00\x00\xfe\xff": "UTF-32",
    b"\xff\xfe": "UTF-16",
    b"\xfe\xff": "UTF-16",
}


def decode(data: object) -> tuple[str, RecordError | None]:
    """The text of ``data`` and, if it is not UTF-8 text, the error saying where it stops being so."""
    if isinstance(data, bytes):
        for mark, name in _WIDE.items():
            if data.startswith(mark):
                return "", RecordError(f"the text is {name}; records are UTF-8 text", line=1, column=1)
        data = data.removeprefix(b"\xef\xbb\xbf")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            text = data[: error.start].decode("utf-8")
            reason = f"not UTF-8 text: byte 0x{data[error.start]:02x} cannot start or continue a character"
            return "", at_end_of(text, reason)
    elif isinstance(data, str):
        text = data.removeprefix("\ufeff")
    else:
        return "", RecordError(f"a record must be a str or bytes, got {type(data).__name__}")
    nul = text.find("\x00")
    if nul >= 0:  # text holds none: this is binary data, or UTF-16 or UTF-32 without a mark
        return "", at_end_of(text[:nul], "a NUL character: records are UTF-8 text, not binary data or UTF-16")
    return text, None


def at_end_of(before: str, reason: str) -> RecordError:
    """``reason`` as an error at the character after the text ``before``."""
    line = before.count("\n") + 1
    return RecordError(reason, line=line, column=len(before) - before.rfind("\n"))
