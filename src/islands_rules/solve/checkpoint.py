"""Checkpoints: a long solve writes what it has proved to a file, and a later run with the
same file goes on from there instead of starting again.

A checkpoint holds the game, the rules and the root position it belongs to (a run on another
position refuses it), the transposition table, the nodes and processor time spent so far, and
the openings already solved. It is written to a temporary file, then renamed over the old
one, so a run stopped while writing leaves the last good checkpoint. The file is a Python
pickle: load only checkpoints you wrote.

>>> import pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "run.ckpt"
>>> save_checkpoint(path, {"root": "x", "nodes": 5})
>>> load_checkpoint(path, root="x")["nodes"]
5
"""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from typing import Any

from ..core.checks import expect
from ..core.errors import RecordError, shown

__all__ = ["FORMAT", "load_checkpoint", "save_checkpoint"]

FORMAT = 1
"""The version of the checkpoint data."""


def save_checkpoint(path: str | Path, data: dict[str, Any]) -> None:
    """Write ``data`` to ``path``, atomically (temporary file, then rename).

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "run.ckpt"
    >>> save_checkpoint(path, {"root": ("ponte", 4)})
    >>> path.exists(), path.with_name("run.ckpt.tmp").exists()
    (True, False)

    :raises RecordError: if the file cannot be written.
    """
    path = Path(expect(path, str | Path, "path"))
    expect(data, dict, "data")
    temporary = path.with_name(path.name + ".tmp")
    try:
        with temporary.open("wb") as out:
            pickle.dump({"format": FORMAT, **data}, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
    except (OSError, ValueError) as error:  # ValueError: a null character in the path
        reason = getattr(error, "strerror", None) or "no such path"
        raise RecordError(f"cannot write the checkpoint {shown(str(path))}: {reason}") from None


def load_checkpoint(path: str | Path, *, root: Any) -> dict[str, Any] | None:
    """The data of the checkpoint at ``path``, or ``None`` if there is no such file.

    >>> import pathlib, tempfile
    >>> load_checkpoint(pathlib.Path(tempfile.mkdtemp()) / "none.ckpt", root="x") is None
    True

    :raises RecordError: if the file is no checkpoint, or one of another position (``root``
        is the key of the position the run solves).
    """
    path = Path(expect(path, str | Path, "path"))
    try:
        with path.open("rb") as source:
            data = pickle.load(source)
    except FileNotFoundError:
        return None
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, ValueError) as error:
        raise RecordError(f"{shown(str(path))} is no checkpoint of the solver: {shown(str(error))}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"{shown(str(path))} is no checkpoint of this version of the solver")
    if data.get("root") != root:
        raise RecordError(
            f"{shown(str(path))} is the checkpoint of another game or position: delete it or give another"
        )
    return data
