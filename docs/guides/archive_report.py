"""A CSV report of a folder of game records: one row per game, the totals on standard error.

python archive_report.py FOLDER [--glob "*.txt"] [--jobs 4] > report.csv
"""

from __future__ import annotations

import argparse
import csv
import sys

from islands_rules import records


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", help="the archive: every file under it is read")
    parser.add_argument("--glob", default="*", help="only files whose name matches")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    arguments = parser.parse_args()
    report, totals = csv.writer(sys.stdout), records.Totals()
    report.writerow([*records.CSV_COLUMNS, "claim"])
    for game in records.report_archive([arguments.folder], pattern=arguments.glob, jobs=arguments.jobs):
        totals.add(game)  # games in order, whatever --jobs is
        claim = "" if game["result_agrees"] is not False else "claimed {claimed_result}, actually {result}"
        report.writerow([*records.csv_row(game), claim.format(**game)])
    print(totals, file=sys.stderr)
    return 0 if totals.invalid + totals.unreadable + totals.empty == 0 else 1


if __name__ == "__main__":  # --jobs starts processes that import this file: run only as a script
    sys.exit(main())
