"""The one place a Ponte state is built: every value lands in the field of its name."""

from __future__ import annotations

import pickle

import attrs

import islands_rules as ir
from islands_rules.ponte._position import Position
from islands_rules.ponte.state import GameState


def test_each_value_of_a_position_lands_in_its_own_field() -> None:
    position = Position(ir.new_game())
    # A distinct value per field, so that two fields swapped cannot pass.
    position.ply = 101
    position.left = [102, 103]
    position.bridges_left = 104
    position.tiles = [105, 106]
    position.bridges = [107, 108]
    position.blocked, position.ends = 109, 110
    position.halo = [111, 112]
    position.low_ends, position.high_ends, position.dead = [113, 114], [116, 117], 115
    position.light_declined, position.swapped = True, False
    state = position.state()
    expected = {
        "rules": position.rules,
        "to_move": position.to_move,
        "phase": position.phase,
        "ply": 101,
        "light_tiles_left": 102,
        "dark_tiles_left": 103,
        "bridges_left": 104,
        "light_declined": True,
        "swapped": False,
        "_light": 105,
        "_dark": 106,
        "_light_bridges": 107,
        "_dark_bridges": 108,
        "_blocked": 109,
        "_bridge_ends": 110,
        "_light_island_halo": 111,
        "_dark_island_halo": 112,
        "_light_low_ends": 113,
        "_light_high_ends": 116,
        "_dark_low_ends": 114,
        "_dark_high_ends": 117,
        "_dead_bridges": 115,
        "_geometry": position.geo,
    }
    # The packed form of the native engine is no value of the position: made on first use.
    fields = [field.name for field in attrs.fields(GameState) if field.init]
    assert {name: getattr(state, name) for name in fields} == expected


def test_a_state_pickles_with_its_board_size_not_its_tables() -> None:
    state = ir.play(ir.new_game(ir.ponte.Rules(board_size=12)), "a1,c3")
    again = pickle.loads(pickle.dumps(state))
    assert again == state
    assert again.geometry is state.geometry
    assert len(pickle.dumps(state)) < 2000


# ----------------------------------------------------------------------------- position strings

import random  # noqa: E402

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from islands_rules.ponte import Colour, Phase, Rules, setup_position  # noqa: E402
from positions import assert_reads_back, mutated, random_games, read_or_refuse, refused_or_usable  # noqa: E402

GAME = ir.load_game("ponte")
RULE_SETS = [
    Rules(),
    Rules(board_size=4, tiles_per_colour=6, bridges=1),
    Rules(board_size=6, tiles_per_colour=None, bridges=None),
    Rules(board_size=7, tiles_per_colour=10, bridges=None),
    Rules(board_size=5, tiles_per_colour=None, bridges=3),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=str)
def test_every_position_of_random_games_round_trips(rules: Rules) -> None:
    # 600 games under the dev profile's 60 examples, 2,000 under CI's 200.
    games = settings().max_examples * (3 if rules.board_size < 8 else 1) // 2
    texts = set()
    for states in random_games(rules, games, seed=rules.board_size):
        for state in states:
            texts.add((assert_reads_back(state), state))
    # Equal positions give equal strings, different ones different strings.
    assert len({text for text, _ in texts}) == len({state for _, state in texts})


def test_the_start_and_the_opening_as_the_notation_page_writes_them() -> None:
    start = ir.new_game(Rules(board_size=5))
    assert ir.position_text(start) == "5/40/15 5/5/5/5/5 - - l opening 40/40/15 - 0"
    swapped = ir.play(ir.play(start, "a1,c3"), "swap")
    assert ir.position_text(swapped) == "5/40/15 5/5/2l2/5/l4 - - d play 38/40/15 s 2"


def test_a_game_dark_ended_by_declining_keeps_its_ply() -> None:
    # Light placed a1 c1 and bridged them, dark placed a4 d4 and has no tile left, so declines.
    before = setup_position(
        rules=Rules(tiles_per_colour=2), light=["a1", "c1"], dark=["a4", "d4"], light_bridges=["a1-c1"]
    )
    assert (before.to_move, before.ply) == (Colour.DARK, 3)
    state = ir.play(before, "pass")
    assert state.ply == 4
    assert state.is_over
    assert_reads_back(state)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15 - 2", r"ply '[^']*' \(column 46\): must be 1"),
        ("5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15 -", "9 fields separated by single spaces"),
        ("5/40/15 5/5/2l2/5/l4 - - d choice 38/40/15  - 1", "9 fields separated by single spaces"),
        ("5/40/x 5/5/5/5/5 - - l opening 40/40/15 - 0", r"rules '[^']*' \(column 1\): .*Bridges"),
        ("5/40/15 5/5/5/5 - - l opening 40/40/15 - 0", r"board '[^']*' \(column 9\): expected 5 rows"),
        ("5/40/15 5/5/5/5/6 - - l opening 40/40/15 - 0", r"row 1 '6' \(column 17\): has 6 cells"),
        ("5/40/15 5/5/5/5/x4 - - l opening 40/40/15 - 0", r"row 1 'x4'.*only l, d and numbers"),
        (
            "5/40/15 5/5/5/5/lllll - - d play 30/40/15 - 2",
            r"board '.*has 5 tiles; at most 4 \(R9\)",
        ),
        (
            "5/40/15 5/5/5/5/l1l2 - - l opening 38/40/15 - 0",
            r"phase '.*opening phase is an empty board",
        ),
        ("5/40/15 5/5/5/5/5 - - d opening 40/40/15 - 0", r"to_move '.*light is to move in this position"),
        (
            "5/40/15 5/5/5/5/5 - - l opening 41/40/15 - 0",
            r"supply '.*the rules' 40 less the 0 on the board leave 40",
        ),
        # Positions no game reaches: each colour's turns alternate, two tiles a turn (R4-R7).
        ("5/40/15 5/5/5/5/l4 - - d choice 39/40/15 - 1", r"board '.*light has 1 tile on the board"),
        ("5/40/15 5/5/5/5/l1l2 - - l play 38/40/15 - 1", r"phase '.*the choice phase"),
        ("5/40/15 5/5/5/4d/l1l1d - - d play 38/38/15 - 2", r"to_move '.*light is to move"),
        ("5/40/15 5/5/5/4d/l1l1d - - l play 38/38/15 - 3", r"ply '.*must be 2"),
        ("5/40/15 5/5/5/4d/l1l1d - - l play 37/38/15 - 2", r"supply '.*leave 38"),
        ("5/40/15 5/5/5/4d/l1l1d - - l over 38/38/15 - 2", r"phase '.*dark played last"),
        ("5/40/15 5/5/5/5/l1l2 - - l over 38/40/15 s 3", r"phase '.*dark can still place two tiles"),
        ("5/40/15 5/5/5/4d/l1l1d - - d play 38/38/15 x 3", r"flags '.*light can still place two"),
        ("5/40/15 5/5/5/5/5 - - l opening 4/40/15/1 - 0", r"supply '.*three counts"),
        ("5/40/15 5/5/5/5/5 - - w opening 40/40/15 - 0", r"to_move '.*expected l or d"),
        ("5/40/15 5/5/5/5/5 - - l start 40/40/15 - 0", r"phase '.*expected one of"),
        ("5/40/15 5/5/5/5/5 - - l opening 40/40/15 y 0", r"flags '"),
        ("5/40/15 5/5/5/5/5 - - l opening 40/40/15 - -1", r"ply '.*expected a whole number"),
        (
            "5/40/15 5/5/5/5/5 a1-a3 - l opening 40/40/15 - 0",
            r"light '[^']*' \(column 19\): light bridge a1-a3: a1 is not a light tile",
        ),
        ("5/40/15 5/5/5/5/5 - a1a3 l opening 40/40/15 - 0", r"dark '.*bridges such as c3-e5"),
        ("5/40/15 5/5/5/5/5 - - l opening 40/40/15 - 0\t", r"column 45: .*printable ASCII, got '\\t'"),
    ],
)
def test_a_position_that_cannot_occur_is_refused_naming_the_field(text: str, message: str) -> None:
    with pytest.raises(ir.PositionError, match=message):
        ir.read_position(text, game="ponte")


def test_read_position_and_setup_position_build_the_same_state() -> None:
    made = setup_position(
        light=["a1", "b1", "a2", "b2", "d1", "d2"],
        dark=["c3", "d3", "f5", "h5", "f7", "h7"],
        to_move=Colour.LIGHT,
    )
    text = ir.position_text(made)
    assert text == "10/40/15 10/10/10/5d1d2/10/5d1d2/10/2dd6/ll1l6/ll1l6 - - l play 34/34/15 - 6"
    assert ir.read_position(text, game="ponte") == made


def assert_usable(state: ir.ponte.GameState) -> None:
    """From an accepted position every listed move plays, and the position reads back."""
    assert_reads_back(state)
    for move in ir.legal_moves(state)[:40]:
        ir.play(state, move)
    if not state.is_over:
        ir.play(state, ir.random_move(state, random.Random(0)))


@given(st.text(max_size=120))
def test_hostile_text_raises_only_position_errors(text: str) -> None:
    refused_or_usable(text, "ponte", assert_usable)


_VALID = [ir.position_text(s) for states in random_games(Rules(board_size=5), 3, seed=7) for s in states[::3]]


@given(
    st.sampled_from(_VALID),
    st.lists(st.tuples(st.integers(0, 200), st.sampled_from("ld0123456789/-,xs ")), max_size=3),
)
def test_mutated_strings_are_refused_or_read_to_a_usable_position(
    text: str, edits: list[tuple[int, str]]
) -> None:
    refused_or_usable(mutated(text, edits), "ponte", assert_usable)


@given(
    st.sampled_from(_VALID),
    st.sampled_from(
        ["to_move", "phase", "ply", "light_declined", "swapped", "light_tiles_left", "bridges_left"]
    ),
    st.sampled_from([0, 1, 2, 39, None, True, "dark", "light", "over", "play", "choice"]),
)
def test_json_accepts_exactly_what_position_strings_accept(text: str, key: str, value: object) -> None:
    data = GAME.state_to_dict(ir.read_position(text, game="ponte")) | {key: value}
    problem = ""
    try:
        state = GAME.state_from_dict(data)
    except ir.RecordError as error:
        problem = str(error)
    if problem:
        assert problem.split(":")[0] in data  # the key at fault
        return
    assert_usable(state)
    assert Phase(data["phase"]) is state.phase


@pytest.mark.parametrize("field", range(9))
def test_a_huge_field_is_refused_with_a_short_message(field: int) -> None:
    parts = ir.position_text(ir.new_game(game="ponte")).split(" ")
    parts[field] = "l1" * 4000
    assert read_or_refuse(" ".join(parts), "ponte") is None


def test_a_huge_ply_is_refused_with_a_short_message() -> None:
    with pytest.raises(ir.PositionError, match="must be 0 for this position, got a number of 5,001 digits"):
        setup_position(ply=10**5000)


def _declined_then_dark_played(tiles_per_colour: int | None) -> ir.ponte.GameState:
    """Light's islands b2-c3 and e4-f5 leave only ten cells out of their reach; dark holds
    eight of them and bridges a5-c6 over the other two. Light declined and dark played last."""
    return setup_position(
        rules=Rules(board_size=6, tiles_per_colour=tiles_per_colour, bridges=None),
        light=["b2", "b3", "c2", "c3", "e4", "e5", "f4", "f5"],
        dark=["a5", "a6", "c5", "c6", "e1", "e2", "f1", "f2"],
        dark_bridges=["a5-c6"],
        light_declined=True,
        phase=ir.ponte.Phase.OVER,
    )


def test_light_declined_only_if_dark_has_a_last_turn_that_left_it_no_pair() -> None:
    # With no tiles left, light could decline whatever dark did last (R17).
    over = _declined_then_dark_played(8)
    assert (over.is_over, over.light_declined, over.ply) == (True, True, 10)
    assert_reads_back(over)
    # With tiles to spare, light is out of room only because of dark's tiles and bridge: every
    # turn dark could have played last (the bridge, or two tiles) gave light a pair before it,
    # so light could not have declined (R17).
    with pytest.raises(ir.PositionError, match="every last turn dark could have played") as raised:
        _declined_then_dark_played(None)
    assert raised.value.field == "light_declined"
