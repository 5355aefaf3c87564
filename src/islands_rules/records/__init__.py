"""Game records of every game: whole games as text, read strictly or leniently, written back,
and as JSON-safe data.

- :mod:`~islands_rules.records.record`: :class:`Record`, one game as a frozen value;
- :mod:`~islands_rules.records.reader`: :func:`read_record`, :func:`read_records`,
  :func:`check_records` and :func:`iter_checks`;
- :mod:`~islands_rules.records.problems`: what a lenient reading finds;
- :mod:`~islands_rules.records.writer`: :func:`write_record`, :func:`write_records`;
- :mod:`~islands_rules.records.jsondata`: records and states as JSON-safe data.
"""

from ..core.data import FORMAT_VERSION
from .jsondata import record_from_dict, record_to_dict, state_from_dict, state_to_dict
from .problems import MAX_PROBLEMS, Problem, ProblemKind, RecordCheck
from .reader import check_records, iter_checks, read_record, read_records
from .record import COMMON_TAGS, Record, derived_tags, known_tags
from .writer import result_text, write_record, write_records

__all__ = [
    "COMMON_TAGS",
    "FORMAT_VERSION",
    "MAX_PROBLEMS",
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
