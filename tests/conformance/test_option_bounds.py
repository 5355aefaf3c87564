"""Every rule option of every game is bounded by what its board can use, so that no call
costs more than the board justifies (docs: promises, "Numbers").

A record of a few bytes once chose 999,999,999 Isaac tiles, and ``validate`` then built
hands of a billion entries (2.8 GB, then ``MemoryError``).
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from typing import Any

import pytest

import islands_rules as ir
from islands_rules import isaac
from islands_rules.core.options import options

HUGE = "999999999"  # the most a count of 9 digits can be (MAX_COUNT_DIGITS)

OPTIONS = [
    (name, option) for name in ir.available_games() for option in options(ir.load_game(name).rules_class)
]


@pytest.mark.parametrize(
    ("name", "option"), OPTIONS, ids=[f"{name}.{option.name}" for name, option in OPTIONS]
)
def test_no_option_takes_the_largest_count_a_record_can_write(name: str, option: Any) -> None:
    rules_class = ir.load_game(name).rules_class
    for text in (HUGE, f"2:1:{HUGE}", f"n+:{HUGE}"):  # a count, an Isaac piece, an LSD tile type
        with pytest.raises(ir.InvalidRulesError):
            rules_class(**{option.name: option.parse(text)})


@pytest.mark.parametrize(
    ("pieces", "message"),
    [
        (f"2:1:{HUGE}", "count must be an int from 1 to 338"),
        ("2:1:51", "51 tiles of length 2 do not fit on the board (at most 50 on 10×10, R2)"),
        ("3:1:34 4:1:1", "34 tiles of length 3 do not fit"),
    ],
)
def test_isaac_holds_no_more_tiles_of_a_kind_than_the_board_has_room_for(pieces: str, message: str) -> None:
    with pytest.raises(ir.InvalidRulesError, match=re.escape(message)):
        ir.core.options.rules_from_tags(isaac.Rules, {"Pieces": pieces})


@pytest.mark.skipif(
    not os.path.exists("/proc/self/status"), reason="the peak memory is read from Linux's /proc"
)
def test_a_tiny_record_asking_for_a_billion_tiles_is_a_tag_error_in_little_memory() -> None:
    record = f'[Game "isaac"]\n[Pieces "2:1:{HUGE}"]\n\n1. a1-a2\n'.encode()
    # The peak resident set of this process image (VmHWM): ru_maxrss would also count the memory
    # of the test process it was forked from, whatever that holds at the time.
    code = (
        "import re, sys; from islands_rules.cli import main; status = main(['validate', '-']);"
        "peak = re.search(r'VmHWM:\\s*(\\d+) kB', open('/proc/self/status').read());"
        "print(int(peak[1]) // 1024, file=sys.stderr); sys.exit(status)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], input=record, capture_output=True, timeout=120, check=False
    )
    assert done.returncode == 1, done.stderr
    assert b"count must be an int from 1 to 338" in done.stdout
    assert int(done.stderr.split()[-1]) < 300  # MiB: the import, not a hand of a billion tiles


def test_isaac_hands_are_counts_in_every_figure(monkeypatch: pytest.MonkeyPatch) -> None:
    """summary, outcome, the client view, playouts and reports never list a hand tile by tile."""

    def refuse(*_: Any) -> None:
        raise AssertionError("a hand was listed tile by tile")

    rules = isaac.Rules(size=26, pieces=((2, 1, 338),))  # the largest hand the rules allow
    monkeypatch.setattr(isaac.GameState, "unplaced", refuse)
    game = ir.load_game("isaac")
    assert ir.summary(game.new_game(rules))["dark"] == {
        "points": 0, "on_board": 0, "unplaced": 338, "unplaced_length": 676
    }  # fmt: skip
    over = game.playout(game.new_game(rules), random.Random(1))
    assert ir.summary(over)["light"]["unplaced"] <= 338
    assert game.outcome(over) is not None
    assert ir.frontend.client_view(over)
    record = ir.Record([], rules=rules)
    check = ir.check_records(ir.write_record(record))[0]
    assert check.valid
    assert check.record is not None
    assert ir.summary(check.record.final)["dark"]["unplaced_length"] == 676
