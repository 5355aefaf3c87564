"""Game records of every game: whole games as text, read strictly or leniently, written back,
and as JSON-safe data.

One module per concern: ``record`` (:class:`~islands_rules.Record`, one game as a frozen
value), ``grammar`` (the tokens, which know no game), ``reader`` (one pass over a text),
``read`` (:func:`~islands_rules.read_record`, :func:`~islands_rules.read_records`,
:func:`~islands_rules.check_records`, :func:`~islands_rules.records.iter_checks`),
``problems`` (what a lenient reading finds), ``writer``
(:func:`~islands_rules.write_record`, :func:`~islands_rules.write_records`), ``decode``
(bytes to text), ``limits`` (the bounds of what the reader reads) and ``jsondata`` (records
and states as JSON-safe data).
"""

from ..core.data import FORMAT_VERSION
from .jsondata import record_from_dict, record_to_dict, state_from_dict, state_to_dict
from .limits import MAX_COMMENT_TEXT, MAX_GAMES, MAX_TAG_TEXT, MAX_TAGS, MAX_TURNS
from .problems import MAX_PROBLEMS, Problem, ProblemKind, RecordCheck
from .read import check_records, iter_checks, read_record, read_records
from .record import COMMON_TAGS, Record, derived_tags, known_tags
from .writer import result_text, write_record, write_records

__all__ = [
    "COMMON_TAGS",
    "FORMAT_VERSION",
    "MAX_COMMENT_TEXT",
    "MAX_GAMES",
    "MAX_PROBLEMS",
    "MAX_TAGS",
    "MAX_TAG_TEXT",
    "MAX_TURNS",
    "Problem",
    "ProblemKind",
    "Record",
    "RecordCheck",
    "check_records",
    "derived_tags",
    "iter_checks",
    "known_tags",
    "read_record",
    "read_records",
    "record_from_dict",
    "record_to_dict",
    "result_text",
    "state_from_dict",
    "state_to_dict",
    "write_record",
    "write_records",
]
