"""Game records of every game: whole games as text, read strictly or leniently, written back,
and as JSON-safe data.

One module per concern: ``record`` (:class:`~islands_rules.Record`, one game as a frozen
value), ``grammar`` (the tokens, which know no game), ``reader`` (one pass over a text),
``read`` (:func:`~islands_rules.read_record`, :func:`~islands_rules.read_records`,
:func:`~islands_rules.check_records`, :func:`~islands_rules.records.iter_checks`),
``problems`` (what a lenient reading finds), ``writer``
(:func:`~islands_rules.write_record`, :func:`~islands_rules.write_records`), ``decode``
(bytes to text), ``limits`` (the bounds of what the reader reads), ``numbering`` (move
numbers, and what a wrong one means), ``jsondata`` (records and states as JSON-safe data) and
``archive`` (files and folders, in parallel, as data, CSV rows and totals).
"""

from ..core.data import FORMAT_VERSION
from .archive import (
    CSV_COLUMNS,
    MAX_FILE_SIZE,
    Totals,
    archive_files,
    check_file,
    csv_row,
    file_bytes,
    report_archive,
)
from .jsondata import record_from_dict, record_to_dict, state_from_dict, state_to_dict
from .limits import MAX_COMMENT_TEXT, MAX_GAMES, MAX_TAG_TEXT, MAX_TAGS, MAX_TURNS
from .problems import MAX_PROBLEMS, Problem, ProblemKind, RecordCheck
from .read import check_records, iter_checks, read_record, read_records
from .record import Record
from .tags import COMMON_TAGS, derived_tags, known_tags
from .writer import result_text, write_record, write_records

__all__ = [
    "COMMON_TAGS",
    "CSV_COLUMNS",
    "FORMAT_VERSION",
    "MAX_COMMENT_TEXT",
    "MAX_FILE_SIZE",
    "MAX_GAMES",
    "MAX_PROBLEMS",
    "MAX_TAGS",
    "MAX_TAG_TEXT",
    "MAX_TURNS",
    "Problem",
    "ProblemKind",
    "Record",
    "RecordCheck",
    "Totals",
    "archive_files",
    "check_file",
    "check_records",
    "csv_row",
    "derived_tags",
    "file_bytes",
    "iter_checks",
    "known_tags",
    "read_record",
    "read_records",
    "record_from_dict",
    "record_to_dict",
    "report_archive",
    "result_text",
    "state_from_dict",
    "state_to_dict",
    "write_record",
    "write_records",
]
