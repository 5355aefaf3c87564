"""The record format: reading strictly and leniently, writing, and round trips."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

import islands_rules as ir
from strategies import ponte_rules, records

Kind = ir.ProblemKind

# A short 4x4 game to the end: light cannot place two tiles and declines at ply 5, then dark
# has one more turn (R17, R18); light wins on points.
FINISHED_4X4 = "1. b2,d3 2. a1,b3 3. c2,d2 4. b4,c1 5. pass 6. a3,b1"


def only(text: str | bytes) -> ir.RecordCheck:
    (check,) = ir.check_records(text)
    return check


def kinds(text: str | bytes) -> list[ir.ProblemKind]:
    return [problem.kind for problem in only(text).problems]


# ----------------------------------------------------------------------------- reading


def test_a_record_with_only_turns_uses_the_default_rules() -> None:
    game = ir.read_record("c3,e5 swap d4,f6")
    assert game.rules == ir.ponte.Rules()
    assert [str(move) for move in game.moves] == ["c3,e5", "swap", "d4,f6"]
    assert game.tags == {}


def test_tags_give_the_rules_and_descriptive_tags_are_kept() -> None:
    text = '[Format "1"]\n[Size "6"]\n[Tiles "unlimited"]\n[Bridges "3"]\n[Light "Ann"]\n[Dark "Bob"]\n'
    game = ir.read_record(text + '[Date "2026.11.23"]\n[Event "club night"]\n\n1. a1,c3')
    assert game.rules == ir.ponte.Rules(board_size=6, tiles_per_colour=None, bridges=3)
    assert dict(game.tags) == {"Light": "Ann", "Dark": "Bob", "Date": "2026.11.23", "Event": "club night"}


def test_a_record_with_tags_and_no_turns_is_a_game_at_its_start() -> None:
    game = ir.read_record('[Size "5"]')
    assert (game.plies, game.final) == (0, ir.new_game(ir.ponte.Rules(board_size=5)))


def test_move_numbers_are_optional_and_may_touch_the_move() -> None:
    assert ir.read_record("1.a1,c3 2. swap 3.\nb2,b3").moves == ir.read_record("a1,c3 swap b2,b3").moves


def test_notation_variants_are_read_and_normalised() -> None:
    game = ir.read_record("1. C3 , e5 2. SWAP 3. b2,B1")
    assert [str(move) for move in game.moves] == ["c3,e5", "swap", "b1,b2"]


def test_comments_attach_to_the_ply_before_them_and_span_lines() -> None:
    game = ir.read_record("{before} 1. a1,c3 {after one\n  still one} {and more} 2. swap")
    assert dict(game.comments) == {0: "before", 1: "after one\n  still one and more"}


def test_escaped_quotes_and_backslashes_in_tag_values() -> None:
    game = ir.read_record(r'[Event "the \"big\" one \\ finals"] a1,c3')
    assert game.tags["Event"] == 'the "big" one \\ finals'


def test_crlf_bytes_and_byte_order_mark_are_read() -> None:
    text = '[Size "5"]\r\n\r\n1. a1,c3\r\n2. swap\r\n'
    game = ir.read_record(text)
    assert ir.read_record(("\ufeff" + text).encode("utf-8")) == game
    assert ir.read_record(text.encode("utf-8")) == game


def test_a_result_tag_that_matches_is_accepted() -> None:
    finished = ir.read_record('[Size "4"] ' + FINISHED_4X4)
    assert finished.final.is_over
    result = ir.outcome(finished.final)
    assert result is not None
    assert ir.read_record(f'[Size "4"] [Result "{result.result}"] {FINISHED_4X4}') == finished
    assert ir.read_record('[Size "4"] [Result "*"] 1. a1,a3').plies == 1


def test_several_games_are_read_one_after_another() -> None:
    text = '[Size "4"]\na1,b2 swap\n\n[Size "5"]\n[Light "Ann"]\na1,e5\n[Size "6"]\n'
    games_read = ir.read_records(text)
    assert [(g.rules.board_size, g.plies) for g in games_read] == [(4, 2), (5, 1), (6, 0)]
    assert [check.line for check in ir.check_records(text)] == [1, 4, 7]
    assert ir.read_records("") == () == ir.check_records(" \n{only a comment}\n")


def test_the_result_after_the_turns_ends_a_game_and_is_checked() -> None:
    finished = ir.read_record('[Size "4"] ' + FINISHED_4X4 + " light")
    assert finished == ir.read_record('[Size "4"] ' + FINISHED_4X4)
    assert [g.plies for g in ir.read_records('a1,c3 * b2,b3 swap * * {for the fourth} [Size "5"] *')] == [
        1,
        2,
        0,
        0,
    ]
    assert ir.read_records('a1,c3 * {for the fourth} [Size "5"] *')[1].comments == {0: "for the fourth"}
    with pytest.raises(
        ir.RecordError, match="line 1, column 7: the turns end with 'draw', but after the turns"
    ):
        ir.read_record("a1,c3 draw")
    with pytest.raises(ir.RecordError, match="the result is light"):
        ir.read_record('[Size "4"] ' + FINISHED_4X4 + " DARK")
    with pytest.raises(ir.RecordError, match=r"'3\.': a move number with no turn after it"):
        ir.read_record("1. a1,c3 2. swap 3. *")


def test_read_record_wants_exactly_one_game() -> None:
    with pytest.raises(ir.RecordError, match="holds no game"):
        ir.read_record("   ")
    with pytest.raises(ir.RecordError, match="holds 2 games, the second from line 2; use read_records"):
        ir.read_record('a1,b2\n[Size "5"] a1,e5')


# ------------------------------------------------------------- strict errors, and where


@pytest.mark.parametrize(
    ("text", "line", "column", "ply", "token", "reason"),
    [
        ("1. a1,c3 2. a1,b2", 1, 13, 2, "a1,b2", "a1 is taken by a light tile (R8)"),
        ('[Size "6"]\n\n1. a1,c3 2. swap\n3. g7,a2', 4, 4, 3, "g7,a2", "g7 is off the 6x6 board"),
        ("1. a1,c3 2. c3;d4", 1, 13, 2, "c3;d4", "not a move"),
        ("1. a1,c3 3. swap", 1, 10, 2, "3.", "turn 2 seems to be missing: the numbers jump from 1 to 3"),
        ("1. a1,c3 2.", 1, 10, None, "2.", "a move number with no turn after it"),
        ("a1,c3 {open", 1, 7, None, None, "this comment is never closed"),
        ("a1,c3 }", 1, 7, None, None, "'}' closes nothing"),
        ("a1,c3 a1,a1", 1, 7, 2, "a1,a1", "the two tiles must go on two different cells (R8)"),
        ('[Size "4"] ' + FINISHED_4X4 + " a2,b1", 1, 65, 7, "a2,b1", "the game is over after ply 6"),
        ('[Size "4"] [Result "dark"] ' + FINISHED_4X4, 1, 12, None, None, "the result is light"),
        ('[Result "dark"] a1,c3', 1, 1, None, None, "the game is not over"),
        ('[Size "three"]', 1, 1, None, None, "[Size]: expected a number, got 'three'"),
        ('[Size "30"]', 1, 1, None, None, "board_size must be an int from 4 to 26"),
        ('[Tiles "many"]', 1, 1, None, None, "[Tiles]: expected a number or 'unlimited', got 'many'"),
        ('[Format "3"]', 1, 1, None, None, "record format 3 is newer than this library reads (2)"),
        ('[Format "one"]', 1, 1, None, None, "must be a version number"),
        ('[Result "1-0"]', 1, 1, None, None, "must be one of light, dark, draw, *"),
        ('[Light "a"]\n[Light "b"]', 2, 1, None, None, "tag [Light] is given twice (first on line 1)"),
        ('[size "6"]', 1, 1, None, None, "tag names are case-sensitive: write [Size], not [size]"),
        ('[Date "yesterday"]', 1, 1, None, None, "must look like 2026.11.23"),
        ("[Light Ann]", 1, 1, None, "[Light Ann]", 'a tag must look like [Name "value"]'),
        ('[Light "Ann\n"]', 1, 1, None, '[Light "Ann', 'a tag must look like [Name "value"]'),
    ],
)
def test_strict_reading_names_the_line_column_ply_token_and_rule(
    text: str, line: int, column: int, ply: int | None, token: str | None, reason: str
) -> None:
    with pytest.raises(ir.RecordError) as caught:
        ir.read_record(text)
    error = caught.value
    assert (error.line, error.column, error.ply, error.token) == (line, column, ply, token)
    assert reason in error.reason
    assert str(error).startswith(f"line {line}, column {column}: ")
    assert isinstance(error, ir.IslandsRulesError)
    assert isinstance(error, ValueError)


def test_record_errors_survive_pickling() -> None:
    with pytest.raises(ir.RecordError) as caught:
        ir.read_record("1. a1,c3 2. a1,b2")
    copy = pickle.loads(pickle.dumps(caught.value))
    assert (str(copy), copy.line, copy.column, copy.ply, copy.token, copy.reason) == (
        str(caught.value), 1, 13, 2, "a1,b2", caught.value.reason,
    )  # fmt: skip


def test_a_very_long_token_is_quoted_short() -> None:
    with pytest.raises(ir.RecordError) as caught:
        ir.read_record("x" * 1_000_000)
    assert len(str(caught.value)) < 200
    assert "(1,000,000 characters)" in str(caught.value)


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"a1,c3 \xff\xfe", "line 1, column 7: ply 2 '\ufffd\ufffd': not UTF-8 text: byte 0xff"),
        ("a1,c3\nb2,é".encode("latin-1"), "line 2, column 4: ply 2 'b2,\ufffd': not UTF-8 text: byte 0xe9"),
        ("a1,c3".encode("utf-16"), "the text is UTF-16; records are UTF-8 text"),
    ],
)
def test_bytes_that_are_not_utf8_are_refused_with_their_place(data: bytes, reason: str) -> None:
    with pytest.raises(ir.RecordError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        ir.read_record(data)
    (check,) = ir.check_records(data)
    assert [problem.kind for problem in check.problems] == [Kind.ENCODING]
    assert not check.valid


def test_only_str_and_bytes_are_records() -> None:
    with pytest.raises(ir.RecordError, match="a record must be a str or bytes, got int"):
        ir.read_record(42)  # type: ignore[arg-type]
    assert not ir.check_records(["a1,c3"])[0].valid  # type: ignore[arg-type]


# ------------------------------------------------------------------------------ lenient


def test_lenient_reading_plays_up_to_the_first_illegal_move_and_lists_every_problem() -> None:
    text = (
        '[Size "5"]\n[Colour "blue"]\n[Result "light"]\n1. a1,c3 2. swap 3. a1,e5 4. q;q 5. d4,d5 6. x7,y8 ]'
    )
    check = only(text)
    assert check.game.plies == 2
    assert check.game.final == ir.play(ir.play(ir.new_game(ir.ponte.Rules(board_size=5)), "a1,c3"), "swap")
    assert [(p.kind, p.line, p.column, p.ply, p.token) for p in check.problems] == [
        (Kind.UNKNOWN_TAG, 2, 1, None, None),
        (Kind.ILLEGAL_MOVE, 4, 21, 3, "a1,e5"),
        (Kind.SYNTAX, 4, 30, 4, "q;q"),  # turns after the illegal one are still read
        (Kind.SYNTAX, 4, 52, None, None),
    ]
    assert not check.valid
    assert check.error == check.problems[1]
    # The Result tag is not judged: the game could not be played to its end.
    assert check.game.tags == {"Colour": "blue"}


def test_lenient_reading_reports_turns_after_the_end_once() -> None:
    check = only('[Size "4"] ' + FINISHED_4X4 + " 7. a2,b1 8. c4,d1")
    assert [(p.kind, p.ply, p.token) for p in check.problems] == [(Kind.AFTER_END, 7, "a2,b1")]
    assert check.game.plies == 6
    assert check.game.final.is_over


def test_a_result_that_does_not_match_is_a_problem_but_the_game_is_whole() -> None:
    check = only('[Size "4"] [Result "dark"] 1. a1,c3')
    assert kinds('[Size "4"] [Result "dark"] 1. a1,c3') == [Kind.RESULT]
    assert check.game.plies == 1


def test_a_move_number_before_an_unreadable_turn_is_not_left_alone() -> None:
    assert kinds("1. a1,c3 2. c3;d4") == [Kind.SYNTAX]
    assert kinds("1. a1,c3 2.") == [Kind.MOVE_NUMBER]


def test_a_wrong_move_number_is_one_problem_and_stops_play_where_it_stands() -> None:
    check = only("1. a1,c3 5. swap 3. b2,b3")
    assert [(p.kind, p.ply, p.token) for p in check.problems] == [(Kind.MOVE_NUMBER, 2, "5.")]
    assert "move number '5.' where turn 2 comes next" in check.problems[0].reason
    assert check.game.plies == 1


def test_bad_tags_are_reported_and_their_options_left_at_the_default() -> None:
    check = only('[Size "99"]\n[Tiles "unlimited"]\n[Bridges "-1"]\n[RESULT "*"]\n[Date "2026/11/23"]\na1,c3')
    assert [p.kind for p in check.problems] == [Kind.TAG] * 4
    assert check.game.rules == ir.ponte.Rules(tiles_per_colour=None)
    assert check.game.tags == {}


def test_unknown_tags_are_warnings_and_the_record_stays_valid() -> None:
    check = only('[Seat "north"] [Light "Ann"] a1,c3')
    assert check.valid
    assert check.error is None
    assert [(p.kind, p.is_error) for p in check.problems] == [(Kind.UNKNOWN_TAG, False)]
    assert check.game.tags == {"Seat": "north", "Light": "Ann"}
    assert ir.read_record('[Seat "north"] a1,c3').tags == {"Seat": "north"}


@pytest.mark.parametrize(("players", "warned"), [(2, True), (4, False)])
def test_a_player_tag_for_a_seat_the_rules_lack_is_a_warning(players: int, warned: bool) -> None:
    text = f'[Game "lsd"] [Players "{players}"] [Red "Ann"] [Green "Cy"] *\n'  # "*": a game not begun
    (check,) = ir.check_records(text)
    assert check.valid
    expected = [(Kind.UNKNOWN_TAG, False, 1)] if warned else []
    assert [(p.kind, p.is_error, p.line) for p in check.problems] == expected
    if warned:
        assert "[Green] names a player that a 2-player game does not have" in check.problems[0].reason
    assert check.game.tags == {"Red": "Ann", "Green": "Cy"}


def test_lenient_reading_stops_listing_after_max_problems() -> None:
    problems = only("a1,c3 " + "} " * 500).problems
    assert len(problems) == ir.records.MAX_PROBLEMS + 1
    assert problems[-1].kind is Kind.TOO_MANY


def test_problem_strings_name_where() -> None:
    (problem,) = only("1. a1,c3 2. a1,b2").problems
    assert str(problem) == "line 1, column 13: ply 2 'a1,b2': a1 is taken by a light tile (R8)"


# ------------------------------------------------------------------------------ writing


def test_a_written_record_lists_format_rules_tags_result_and_numbered_turns() -> None:
    game = ir.Record(
        ["a1,c3", "swap", "b2,b3"],
        rules=ir.ponte.Rules(board_size=5, tiles_per_colour=None),
        tags={"Zone": "z", "Light": 'A "quoted" \\ name', "Date": "2026.11.23"},
        comments={0: "start", 2: "swapped"},
    )
    assert ir.write_record(game) == (
        '[Format "2"]\n[Game "ponte"]\n[Size "5"]\n[Tiles "unlimited"]\n[Bridges "15"]\n'
        '[Light "A \\"quoted\\" \\\\ name"]\n[Date "2026.11.23"]\n[Result "*"]\n[Zone "z"]\n'
        "\n{start} 1. a1,c3 2. swap {swapped} 3. b2,b3 *\n"
    )
    assert str(game) == ir.write_record(game)


def test_turns_are_wrapped_at_the_width() -> None:
    state, moves = ir.new_game(), list[ir.ponte.Move]()
    while len(moves) < 30:
        move = ir.legal_moves(state)[len(moves) * 37 % len(ir.legal_moves(state))]
        state = ir.play(state, move)
        moves.append(move)
    text = ir.write_record(ir.Record(moves), width=40)
    turns = text.split("\n\n", 1)[1].splitlines()
    assert len(turns) > 5
    assert all(len(line) <= 40 for line in turns)
    assert ir.read_record(text).moves == tuple(moves)


@pytest.mark.parametrize("width", [0, -3, 2.5, "79"])
def test_write_record_refuses_a_bad_width(width: object) -> None:
    with pytest.raises(ir.RecordError, match="width must be an int of at least 1"):
        ir.write_record(ir.Record(), width=width)  # type: ignore[arg-type]


def test_write_record_refuses_what_is_not_a_game() -> None:
    with pytest.raises(ir.RecordError, match="write_record needs a Record, got GameState"):
        ir.write_record(ir.new_game())


# ------------------------------------------------------------------------- round trips


@given(records(), st.integers(20, 120))
def test_writing_a_game_and_reading_it_back_gives_an_equal_game(game: ir.Record, width: int) -> None:
    text = ir.write_record(game, width=width)
    back = ir.read_record(text)
    assert back == game
    assert hash(back) == hash(game)
    assert back.states == game.states
    (check,) = ir.check_records(text)
    assert check.valid
    assert check.problems == () or all(p.kind is Kind.UNKNOWN_TAG for p in check.problems)


@given(records("ponte", ponte_rules(4, 26)))
def test_games_on_every_board_size_round_trip(game: ir.Record) -> None:
    assert ir.read_record(ir.write_record(game)) == game


@given(st.lists(records(), max_size=4))
def test_several_games_written_together_read_back_in_order(many: list[ir.Record]) -> None:
    assert ir.read_records(ir.write_records(many)) == tuple(many)


@given(records(to_the_end=True))
def test_finished_games_round_trip_with_their_result(game: ir.Record) -> None:
    text = ir.write_record(game)
    ended = ir.outcome(game.final)
    assert ended is not None
    assert f'[Result "{ended.result}"]' in text
    assert ir.read_record(text) == game


# ------------------------------------------------------------------- odd and hostile input

LONG = "9" * 5000  # int() refuses texts of more than 4300 digits


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (f"{LONG}. a1,c3", "where turn 1 comes next"),
        (f'[Size "{LONG}"]', "[Size]: '999"),
        (f'[Tiles "{LONG}"]', "is too large for a count"),
        (f'[Bridges "000{LONG}"]', "is too large for a count"),
        (f'[Format "{LONG}"]', "must be a version number"),
        (f"a{LONG},b2", "cannot read move 'a999"),
    ],
)
def test_thousands_of_digits_are_read_as_problems_with_short_messages(text: str, reason: str) -> None:
    with pytest.raises(ir.RecordError) as caught:
        ir.read_record(text)
    assert reason in caught.value.reason
    assert len(str(caught.value)) < 400
    assert not only(text).valid


def test_move_numbers_may_have_leading_zeros() -> None:
    assert ir.read_record("001. a1,c3 02. swap").plies == 2


def test_move_numbers_are_checked_after_a_turn_that_could_not_be_played() -> None:
    check = only("1. a1,c3 2. a1,b2 7. swap 4. b2,b3")
    assert [(p.kind, p.ply, p.token) for p in check.problems] == [
        (Kind.ILLEGAL_MOVE, 2, "a1,b2"), (Kind.MOVE_NUMBER, 3, "7."),
    ]  # fmt: skip


def test_comments_after_a_turn_that_could_not_be_played_are_not_kept() -> None:
    check = only("1. a1,c3 {kept} 2. a1,b2 {dropped} 3. swap {dropped too}")
    assert check.game.comments == {1: "kept"}


def test_the_problem_cap_is_a_note_that_never_hides_the_first_error() -> None:
    tags = "\n".join(f'[Extra{n} "x"]' for n in range(ir.records.MAX_PROBLEMS + 5))
    valid = only(tags + "\n1. a1,c3")
    assert valid.valid
    assert valid.problems[-1].kind is Kind.TOO_MANY
    assert not valid.problems[-1].is_error
    invalid = only(tags + "\n1. a1,c3 2. a1,b2 3. b2,b3 4. x;x")
    assert not invalid.valid
    assert invalid.error is not None
    assert (invalid.error.kind, invalid.error.token) == (Kind.ILLEGAL_MOVE, "a1,b2")
    assert [p.kind for p in invalid.problems[-2:]] == [Kind.TOO_MANY, Kind.ILLEGAL_MOVE]  # no more after it
    with pytest.raises(ir.RecordError, match="a1 is taken"):
        ir.read_record(tags + "\n1. a1,c3 2. a1,b2")


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ("a1,c3\x00 b2", "line 1, column 6: a NUL character: records are UTF-8 text"),
        ("a1,c3".encode("utf-16-le"), "line 1, column 2: a NUL character"),
        ("a1,c3".encode("utf-32"), "line 1, column 1: the text is UTF-32"),
        (b"\xef\xbb\xbfa1,c3 \xff", "line 1, column 7: ply 2 '\ufffd': not UTF-8 text: byte 0xff"),
    ],
)
def test_binary_data_and_wide_encodings_are_named(data: str | bytes, reason: str) -> None:
    with pytest.raises(ir.RecordError) as caught:
        ir.read_record(data)
    assert str(caught.value).startswith(reason)
    assert [p.kind for p in only(data).problems] == [Kind.ENCODING]


def test_a_byte_order_mark_in_a_str_is_skipped() -> None:
    assert ir.read_record("\ufeff1. a1,c3") == ir.read_record("1. a1,c3")


def test_the_result_tag_is_read_in_any_case_like_the_result_after_the_turns() -> None:
    text = '[Size "4"] [Result "LIGHT"] ' + FINISHED_4X4 + " Light"
    assert ir.read_record(text) == ir.read_record('[Size "4"] ' + FINISHED_4X4)


def test_free_tags_are_written_after_the_formats_by_name() -> None:
    text = ir.write_record(ir.Record(tags={"Zeta": "z", "Alpha": "a", "Event": "e"}))
    names = [line.split()[0][1:] for line in text.splitlines() if line.startswith("[")]
    assert names == ["Format", "Game", "Size", "Tiles", "Bridges", "Event", "Result", "Alpha", "Zeta"]


def test_iter_checks_gives_each_game_as_it_is_read() -> None:
    text = 'a1,c3 * b2,b3 swap * [Size "5"] a1,e5'
    checks = ir.records.iter_checks(text)
    assert next(checks).game.plies == 1
    assert tuple(checks) == ir.check_records(text)[1:]


def test_two_games_for_one_say_where_the_second_starts() -> None:
    with pytest.raises(ir.RecordError) as caught:
        ir.read_record('a1,b2\n\n[Size "5"] a1,e5')
    assert caught.value.line == 3


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1. 1. 1. a1,b2", "move number '1.' after '1.', with no turn between them"),
        ("1. a1,b2 2. 3. swap", "move number '3.' after '2.', with no turn between them"),
    ],
)
def test_a_turn_has_one_move_number(text: str, message: str) -> None:
    with pytest.raises(ir.RecordError, match=message):
        ir.read_record(text)
    (check,) = ir.check_records(text)
    assert not check.valid
    assert {problem.kind for problem in check.problems} == {ir.ProblemKind.MOVE_NUMBER}


@pytest.mark.parametrize(
    ("date", "exists"),
    [
        ("2026.02.31", False),
        ("2026.04.31", False),
        ("2025.02.29", False),
        ("2024.02.29", True),
        ("????.02.29", True),
        ("2026.02.??", True),
        ("2026-12-31", True),
    ],
)
def test_a_date_must_be_a_day_that_exists(date: str, exists: bool) -> None:
    checks = ir.check_records(f'[Date "{date}"] a1,b2')
    assert checks[0].valid is exists
    if not exists:
        assert "names a day that no month has" in str(checks[0].error)


@pytest.mark.parametrize("separator", ["\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\xa0"])
def test_the_notation_refuses_what_a_record_would_refuse_around_a_move(separator: str) -> None:
    with pytest.raises(ir.NotationError):
        ir.ponte.parse_move(f"{separator}a1,b2{separator}")
    with pytest.raises(ir.NotationError):
        ir.ponte.Cell.parse(f"{separator}a1")
    assert ir.ponte.parse_move(" \t a1,b2\r\n") == ir.ponte.PlaceTiles("a1", "b2")


def test_problems_come_in_the_order_of_the_text_and_strict_reading_raises_the_first() -> None:
    text = '[Light "a"] [light "b"] [Light "c"] [Date "2026.02.31"] [Size "x"] a1,b2'
    (check,) = ir.check_records(text)
    places = [(problem.line, problem.column) for problem in check.problems]
    assert places == sorted(places)
    assert len(check.problems) == 4
    with pytest.raises(ir.RecordError) as raised:
        ir.read_record(text)
    assert (raised.value.line, raised.value.column) == places[0] == (1, 13)
