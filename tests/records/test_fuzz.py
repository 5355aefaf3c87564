"""Fuzzing the readers: random text and mangled records never raise anything but RecordError
(strict) or anything at all (lenient), and the two readers agree."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from strategies import POSITIONED, positioned_records, records

# Characters that mean something in a record, so mutations hit the grammar's corners.
RECORD_CHARACTERS = list('[]{}"\\.,-*0123456789abcdefgjpswlightdarkpassSizeResultFormat \n\t\r')
snippets = (
    st.text(st.sampled_from(RECORD_CHARACTERS), max_size=12)
    | st.text(max_size=6)
    # Digit runs past what int() reads (4300 digits), and runs of problems past the cap.
    | st.builds("{}{}".format, st.integers(4300, 5000).map("9".__mul__), st.sampled_from([".", "", '"]']))
    | st.integers(95, 130).map(lambda count: "} " * count)
)


@st.composite
def mangled_records(draw: st.DrawFn) -> str:
    """A valid record of one or two games, then a few random cuts, insertions and shuffles."""
    text = ir.write_records(draw(st.lists(records(), min_size=1, max_size=2)))
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, len(text)))
        change = draw(st.sampled_from(["delete", "insert", "replace", "swap lines", "repeat line", "cut"]))
        if change == "delete":
            text = text[:where] + text[where + draw(st.integers(1, 8)) :]
        elif change == "insert":
            text = text[:where] + draw(snippets) + text[where:]
        elif change == "replace":
            text = text[:where] + draw(snippets) + text[where + draw(st.integers(1, 8)) :]
        elif change == "cut":
            text = text[:where]
        else:
            lines = text.split("\n")
            one, two = (draw(st.integers(0, len(lines) - 1)) for _ in range(2))
            if change == "swap lines":
                lines[one], lines[two] = lines[two], lines[one]
            else:
                lines.insert(two, lines[one])
            text = "\n".join(lines)
    return text


def check_both_readers_agree(text: str | bytes) -> None:
    checks = ir.check_records(text)  # lenient: must not raise at all
    assert all(isinstance(check.game, ir.Record) for check in checks)
    for check in checks:
        assert check.game == ir.Record(check.game.moves, start=check.game.start, tags=check.game.tags,
                                     comments=check.game.comments)  # fmt: skip
        assert all(p.line is None or p.line >= 1 for p in check.problems)
    errors = [problem for check in checks for problem in check.problems if problem.is_error]
    if not errors:
        assert ir.read_records(text) == tuple(check.game for check in checks)
        return
    # Strict reading stops at exactly the first error lenient reading lists.
    with pytest.raises(ir.RecordError) as caught:
        ir.read_records(text)
    error, first = caught.value, errors[0]
    assert (error.reason, error.line, error.column, error.ply, error.token) == (
        first.reason, first.line, first.column, first.ply, first.token,
    )  # fmt: skip


@given(mangled_records())
def test_mangled_records_raise_only_record_errors_and_both_readers_agree(text: str) -> None:
    check_both_readers_agree(text)


@given(st.text())
def test_random_text_raises_only_record_errors_and_both_readers_agree(text: str) -> None:
    check_both_readers_agree(text)


@given(st.text(st.sampled_from(RECORD_CHARACTERS)))
def test_random_record_like_text_raises_only_record_errors(text: str) -> None:
    check_both_readers_agree(text)


@given(st.binary())
def test_random_bytes_raise_only_record_errors_and_both_readers_agree(data: bytes) -> None:
    check_both_readers_agree(data)


@given(mangled_records())
def test_mangled_records_as_utf8_bytes_read_as_their_text(text: str) -> None:
    checks = ir.check_records(text)
    assert ir.check_records(text.encode("utf-8")) == checks


@pytest.mark.parametrize(
    "text",
    ["{\ud800}", '[Event "\udfff"]', "a1,c3 {ok} {\ud83d}", "\x00", "[", "{", "]", "}", "\ufeff", "1."],
)
def test_odd_corners_raise_only_record_errors(text: str) -> None:
    check_both_readers_agree(text)


@given(mangled_records())
def test_every_problem_points_at_its_token_in_the_text(text: str) -> None:
    lines = text.removeprefix("\ufeff").split("\n")
    for check in ir.check_records(text):
        assert check.line is not None
        assert 1 <= check.line <= len(lines)
        for problem in check.problems:
            if problem.token is not None and problem.line is not None and problem.column is not None:
                assert lines[problem.line - 1][problem.column - 1 :].startswith(problem.token.split("\n")[0])


# Characters of the games' position strings, and values no position string holds.
POSITION_CHARACTERS = list("0123456789/,:-+@ abcdeghlnoprsuwxyzRBGYE=")
hostile_values = (
    st.text(st.sampled_from(POSITION_CHARACTERS), max_size=12)
    | st.text(max_size=6)
    | st.builds("{}{}".format, st.integers(4300, 5000).map("9".__mul__), st.sampled_from(["", "/", ",", " "]))
    | st.sampled_from(["-1", "1e9", "0x10", "999999999999", "\\", '\\"', "\u0000", "nan", "--", "//"])
)


@st.composite
def hostile_positions(draw: st.DrawFn) -> str:
    """A record from a position whose ``[Position]`` value has a few random cuts, insertions
    and replacements, hostile values among them."""
    text = ir.write_record(draw(positioned_records()))
    if '[Position "' not in text:
        text = text.replace("\n\n", f'\n[Position "{draw(hostile_values)}"]\n\n', 1)
    start = text.index('[Position "') + len('[Position "')
    end = text.index('"]', start)
    value = text[start:end]
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.integers(0, len(value)))
        cut = draw(st.integers(0, 6))
        value = value[:where] + draw(hostile_values) + value[where + cut :]
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")
    return text[:start] + escaped + text[end:]


@given(hostile_positions())
def test_hostile_position_tags_raise_only_record_errors_and_both_readers_agree(text: str) -> None:
    check_both_readers_agree(text)


@given(hostile_positions())
def test_a_bad_position_tag_is_a_located_tag_problem(text: str) -> None:
    line = text[: text.index("[Position")].count("\n") + 1
    for check in ir.check_records(text):
        for problem in check.problems:
            if "[Position]" in problem.reason:
                assert problem.kind is ir.ProblemKind.TAG
                assert problem.line == line
                assert problem.column is not None
                assert problem.column >= 1


@given(st.sampled_from(POSITIONED), hostile_values)
def test_hostile_position_strings_raise_only_position_errors(game: str, text: str) -> None:
    try:
        state = ir.read_position(text, game=game)
    except ir.PositionError:
        return
    assert ir.read_position(ir.position_text(state), game=game) == state
