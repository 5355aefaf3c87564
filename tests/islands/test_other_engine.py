"""The scoring tests of another Carcassonne engine, replayed through the public API alone.

Source: the Kotlin engine ``hejcz/carcassone`` on GitHub, its specifications in
``src/test/kotlin/io/github/hejcz/core/`` (``RoadCompletedSpec.kt``,
``CompletedCastleDetectionSpec.kt``, ``CompletedCloisterDetectionSpec.kt``,
``IncompleteRoadEndGameRewardSpec.kt``, ``IncompleteCastleEndGameRewardSpec.kt``,
``IncompleteCloisterEndGameRewardSpec.kt``, ``PlainEndGameRewardSpec.kt``), read at commit
``468d9563535231e797a36687a7575ee74e45afe4``. Only the scenarios and their expected events are
taken; the code here is our own.

How a scenario maps onto Islands (R1-R15 of the rules page):

* Each scenario names its tiles in order; the engine starts from tile D on (0, 0), as R4 does,
  and scores the end of the game when its deck is empty. Here the tile set option
  (``tile_set``) holds that D and the scenario's tiles, so the game ends, with the final
  scoring (R15), right after the scenario's last tile.
* The engine's positions have y to the north and its rotations turn clockwise, as R1; its
  tiles are the standard A-X, ours too, except that its N and M (city up and right) and H
  (cities left and right) are ours turned once clockwise, so their rotations are one more here.
* Its pieces name the feature by the side it touches (a brigand on the road at the left side,
  a knight on the city below, a peasant on the field at the right): here the segment of that
  feature (``b1``, ``i1``, ``w1``, ``l``). Road, city, cloister and farm are bridge, island,
  lighthouse and water.
* Its single-player scenarios are played here by two players, who alternate (R5 has at least
  two): a piece belongs to the seat that placed it, so where the engine's one player scores,
  here that seat does. One scenario (two of the player's pieces on one road, placed on turns
  of different seats here) is set up with :func:`islands_rules.islands.setup_position` just
  before its last tile, with both pieces red's.
* The engine asserts events: a score for a player with the pieces that go back (none at the
  end of the game), or a placement that scores nothing. Each is checked against
  :func:`islands_rules.effects` of the same turn: the ``score`` event (seat, points, feature)
  and the ``return`` event (how many pieces go back).

The rules agree on every scenario replayed: a closed two-tile city scores 4 (R12's default
``small_island``), an open city 1 per tile and pennant at the end (R15), a farm 3 per
completed city (the 2000 edition's rule, R15), an unfinished cloister 1 plus its neighbours.

Not replayed: the scenarios whose tiles do not fit edge to edge, which the engine's tests
allow and R7 refuses: "should return all mapples placed on completed castle" and "should not
give any reward if no handlers were on completed castle" (N beside D's road), and "should
reward single player if he has advantage of mapples over his opponent" (a road meets a
cloister's field).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import attrs
import pytest

import islands_rules as ir
from islands_rules import islands

SOURCE = "hejcz/carcassone src/test/kotlin/io/github/hejcz/core"
RED, BLUE = 0, 1


@attrs.frozen
class Score:
    """A score the other engine asserts: the seat, its points, what scored, and the pieces
    that go back (0 at the end of the game)."""

    seat: int
    points: int
    feature: str
    returned: int = 0


@attrs.frozen
class Scenario:
    """One scenario: the spec file and test name, the tokens (the start tile D is not one),
    what the last token must score (``scores``; empty for nothing), the scores it must not
    give, and the earlier tokens that must score nothing."""

    spec: str
    name: str
    tokens: tuple[str, ...]
    scores: tuple[Score, ...] = ()
    not_scores: tuple[Score, ...] = ()
    quiet: tuple[int, ...] = ()
    setup: bool = False  # the tokens but the last are set up, pieces red's
    left: str = ""  # tiles the deck still holds after the scenario, so the game goes on


def _letters(tokens: Sequence[str], left: str) -> str:
    counts = Counter([*(token.split("@")[0] for token in tokens), *left])
    counts["D"] += 1  # the start tile
    return " ".join(f"{letter}:{count}" for letter, count in sorted(counts.items()))


ROADS = "RoadCompletedSpec.kt"
CASTLES = "CompletedCastleDetectionSpec.kt"
CLOISTERS = "CompletedCloisterDetectionSpec.kt"
OPEN_ROADS = "IncompleteRoadEndGameRewardSpec.kt"
OPEN_CASTLES = "IncompleteCastleEndGameRewardSpec.kt"
OPEN_CLOISTERS = "IncompleteCloisterEndGameRewardSpec.kt"
FARMS = "PlainEndGameRewardSpec.kt"

# The cloister ring of the engine's cloister scenarios: D left and right of the start, B below.
_RING = ("D@1,0r0", "D@-1,0r0", "B@1,-1r0")
# Two cloisters side by side below the start, and the tiles around them (two players).
_PAIR = ("D@1,0r0", "W@-1,0r2", "V@2,0r1", "E@-1,-1r3")

SCENARIOS = [
    # ------------------------------------------------------------------ roads (bridges)
    Scenario(ROADS, "Simple road example", ("S@1,0r1:b1", "S@-1,0r3"), (Score(RED, 3, "bridge", 1),)),
    Scenario(
        ROADS,
        "Simple road example with piece placed after tile",
        ("S@1,0r1", "S@-1,0r3:b1"),
        (Score(BLUE, 3, "bridge", 1),),
    ),
    Scenario(ROADS, "Simple road 3", ("S@-1,0r3", "V@1,0r0:b1", "S@1,-1r2"), (Score(BLUE, 4, "bridge", 1),)),
    Scenario(
        ROADS,
        "should detect single event on road loop",
        ("L@1,0r0:b2", "V@2,0r0", "V@2,-1r1", "V@1,-1r2"),
        (Score(RED, 4, "bridge", 1),),
        quiet=(0, 1, 2),
    ),
    Scenario(
        ROADS,
        "should detect single event when last tile has roads in many directions",
        ("R@0,-1r2", "T@-1,0r3:b1", "T@1,-1r2", "V@1,0r0"),
        (Score(BLUE, 4, "bridge", 1),),
        quiet=(0, 1, 2),
    ),
    Scenario(
        ROADS,
        "should detect multiple roads completed with different pieces count",
        ("L@1,0r1", "V@1,-1r1:b1", "U@-1,0r1:b1", "U@-1,-1r1:b1", "V@-2,0r3", "V@-2,-1r2", "W@0,-1r0"),
        (Score(RED, 3, "bridge", 1), Score(RED, 7, "bridge", 2)),
        setup=True,
    ),
    # ----------------------------------------------------------------- castles (islands)
    Scenario(CASTLES, "should not detect incomplete castle with knight", ("D@1,0r0:i1",), left="B"),
    Scenario(CASTLES, "should not detect incomplete castle without knight", ("D@1,0r0",), left="B"),
    Scenario(CASTLES, "should detect XS completed castle", ("D@0,1r2:i1",), (Score(RED, 4, "island", 1),)),
    Scenario(
        CASTLES, "should detect S completed castle", ("G@0,1r1", "D@0,2r2:i1"), (Score(BLUE, 6, "island", 1),)
    ),
    Scenario(
        CASTLES, "should not detect S incomplete castle", ("R@0,1r1", "D@0,2r2:i1"), quiet=(0,), left="D"
    ),
    Scenario(
        CASTLES,
        "should detect M incomplete castle",
        ("R@0,1r1", "D@0,2r2", "D@1,1r3:i1"),
        (Score(RED, 8, "island", 1),),
        quiet=(0, 1),
    ),
    Scenario(
        CASTLES,
        "should detect mapples placed before castle completion",
        ("R@0,1r1:i1", "D@0,2r2", "D@1,1r3"),
        (Score(RED, 8, "island", 1),),
        quiet=(0, 1),
    ),
    Scenario(
        CASTLES,
        "should modify score if emblems are available on castle",
        ("F@0,1r1:i1", "M@0,2r2", "D@1,2r3"),
        (Score(RED, 12, "island", 1),),
        quiet=(0, 1),
    ),
    Scenario(
        CASTLES,
        "should reward many players if they have the same amount of handlers in a castle",
        ("R@0,1r1:i1", "D@0,2r2", "A@1,0r1", "D@1,2r2:i1", "N@1,1r0"),
        (Score(RED, 10, "island", 1), Score(BLUE, 10, "island", 1)),
        quiet=(0, 1, 2, 3),
    ),
    Scenario(
        CASTLES,
        "should reward only one player if he has advantage of handlers in castle",
        ("R@0,1r1:i1", "D@0,2r2", "D@1,0r0:i1", "D@1,2r2:i1", "R@1,1r3"),
        (Score(RED, 12, "island", 2),),
        not_scores=(Score(BLUE, 12, "island", 1),),
        quiet=(0, 1, 2, 3),
    ),
    Scenario(
        CASTLES,
        "should detect that multiple castles were finished with single tile",
        ("N@0,1r2:i1", "D@1,0r0:i1", "I@1,1r3"),
        (Score(RED, 6, "island", 1), Score(BLUE, 4, "island", 1)),
        quiet=(0, 1),
    ),
    Scenario(
        CASTLES,
        "should return single score event if the same castle is on multiple tiles directions",
        ("D@1,0r0:i1", "N@0,1r2", "N@1,1r3"),
        (Score(RED, 8, "island", 1),),
        quiet=(0, 1),
    ),
    # ------------------------------------------------------------- cloisters (lighthouses)
    Scenario(
        CLOISTERS,
        "should detect completed cloister",
        (*_RING, "B@0,-1r0:l", "B@-1,-1r0", "B@-1,-2r0", "B@0,-2r0", "B@1,-2r0"),
        (Score(BLUE, 9, "lighthouse", 1),),
        quiet=(0, 1, 2, 3, 4, 5, 6),
    ),
    Scenario(
        CLOISTERS,
        "should detect completed cloister filling the hole",
        (*_RING, "B@-1,-1r0", "B@-1,-2r0", "B@0,-2r0", "B@1,-2r0", "B@0,-1r0:l"),
        (Score(BLUE, 9, "lighthouse", 1),),
        quiet=(0, 1, 2, 3, 4, 5, 6),
    ),
    Scenario(
        CLOISTERS,
        "should detect two cloisters of different players completed in single move",
        (*_PAIR, "E@2,-1r1", "B@0,-1r0:l", "B@1,-1r0:l", "H@-1,-2r1", "H@2,-2r1", "K@0,-2r3", "J@1,-2r1"),
        (Score(RED, 9, "lighthouse", 1), Score(BLUE, 9, "lighthouse", 1)),
        quiet=tuple(range(10)),
    ),
    Scenario(
        CLOISTERS,
        "should detect two cloisters of same player completed in single move",
        (*_PAIR, "B@0,-1r0:l", "E@2,-1r1", "B@1,-1r0:l", "H@-1,-2r1", "H@2,-2r1", "K@0,-2r3", "J@1,-2r1"),
        (Score(RED, 9, "lighthouse", 1), Score(RED, 9, "lighthouse", 1)),
        quiet=tuple(range(10)),
    ),
    # ------------------------------------------------------- the end of the game: open roads
    Scenario(OPEN_ROADS, "should detect simple incomplete road", ("K@1,0r0:b1",), (Score(RED, 2, "bridge"),)),
    Scenario(
        OPEN_ROADS,
        "should not be triggered if there are still some tiles in the deck",
        ("K@1,0r0:b1",),
        left="A",
    ),
    Scenario(
        OPEN_ROADS,
        "should detect simple road made out of 3 tiles",
        ("K@1,0r0:b1", "L@1,-1r1:b1"),
        (Score(RED, 3, "bridge"),),
        quiet=(0,),
    ),
    Scenario(
        OPEN_ROADS,
        "should reward multiple players if they share road with equal number of mapples",
        ("K@1,0r0:b1", "U@2,0r0:b1", "J@1,-1r3", "K@2,-1r1"),
        (Score(RED, 5, "bridge"), Score(BLUE, 5, "bridge")),
        quiet=(0, 1, 2),
    ),
    # ----------------------------------------------------- the end of the game: open castles
    Scenario(
        OPEN_CASTLES, "should give reward for incomplete castle", ("G@0,1r1:i1",), (Score(RED, 2, "island"),)
    ),
    Scenario(
        OPEN_CASTLES,
        "should give reward for incomplete castle with emblem",
        ("F@0,1r1:i1",),
        (Score(RED, 3, "island"),),
    ),
    Scenario(
        OPEN_CASTLES,
        "should not reward knight who just got rewarded for finishing castle",
        ("D@0,1r2:i1",),
        (Score(RED, 4, "island", 1),),
        not_scores=(Score(RED, 2, "island"),),
    ),
    # --------------------------------------------------- the end of the game: open cloisters
    Scenario(
        OPEN_CLOISTERS,
        "should detect cloister with 7/8 surrounding tiles",
        (*_RING, "B@0,-1r0:l", "B@-1,-1r0", "B@-1,-2r0", "B@0,-2r0"),
        (Score(BLUE, 8, "lighthouse"),),
        not_scores=(Score(BLUE, 9, "lighthouse"),),
        quiet=(0, 1, 2, 3, 4, 5),
    ),
    Scenario(
        OPEN_CLOISTERS,
        "should detect cloister with 6/8 surrounding tiles",
        (*_RING, "B@0,-1r0:l", "B@-1,-1r0", "B@0,-2r0"),
        (Score(BLUE, 7, "lighthouse"),),
        quiet=(0, 1, 2, 3, 4),
    ),
    Scenario(
        OPEN_CLOISTERS,
        "should detect cloister with 1/8 surrounding tiles",
        ("B@0,-1r0:l",),
        (Score(RED, 2, "lighthouse"),),
    ),
    Scenario(
        OPEN_CLOISTERS,
        "should detect cloister added as a last tile",
        (*_RING, "B@-1,-1r0", "B@-1,-2r0", "B@0,-2r0", "B@0,-1r0:l"),
        (Score(RED, 8, "lighthouse"),),
        quiet=(0, 1, 2, 3, 4, 5),
    ),
    Scenario(
        OPEN_CLOISTERS,
        "should detect two incomplete cloisters of different players with 7/8 and 6/8 tiles",
        (*_PAIR, "E@2,-1r1", "B@0,-1r0:l", "B@1,-1r0:l", "H@-1,-2r1", "K@0,-2r3"),
        (Score(RED, 7, "lighthouse"), Score(BLUE, 8, "lighthouse")),
        quiet=tuple(range(8)),
    ),
    Scenario(
        OPEN_CLOISTERS,
        "should detect two incomplete cloisters of the same player",
        (*_PAIR, "B@0,-1r0:l", "E@2,-1r1", "B@1,-1r0:l", "H@-1,-2r1", "H@2,-2r1", "K@0,-2r3"),
        (Score(RED, 8, "lighthouse"), Score(RED, 8, "lighthouse")),
        quiet=tuple(range(9)),
    ),
    # ----------------------------------------------------------------- farms (water)
    Scenario(FARMS, "should be scored", ("E@0,1r2:w1",), (Score(RED, 3, "water"),)),
    Scenario(FARMS, "Simple case without scoring", ("E@0,1r2",)),
    Scenario(
        FARMS, "Scoring for two castles", ("I@0,1r3:w1", "E@-1,1r1"), (Score(RED, 6, "water"),), quiet=(0,)
    ),
    Scenario(FARMS, "Wrong side of road", ("J@0,1r2:w2",)),
    Scenario(FARMS, "Right side of road", ("J@0,1r2:w1",), (Score(RED, 3, "water"),)),
    Scenario(
        FARMS,
        "Multiple players disconnected green fields",
        ("F@0,1r1:w1", "E@0,2r2:w1"),
        (Score(RED, 3, "water"), Score(BLUE, 3, "water")),
        quiet=(0,),
    ),
    Scenario(
        FARMS,
        "Multiple players dominance of one",
        ("F@0,1r1:w1", "F@0,2r1:w1", "E@0,3r2:w1", "A@1,1r3", "A@1,2r3", "A@1,3r3"),
        (Score(RED, 3, "water"),),
        not_scores=(Score(BLUE, 3, "water"),),
        quiet=(0, 1, 2, 3, 4),
    ),
]


def _scores(events: Sequence[ir.Event]) -> list[Score]:
    """The scores among ``events``, each with the pieces its object gives back."""
    back: Counter[tuple[int | None, tuple[str, ...]]] = Counter()
    for event in events:
        if event.kind == "return":
            back[(event.seat, event.cells)] += event.detail_dict()["pieces"]
    found = []
    for event in events:
        if event.kind == "score" and event.points:
            assert event.seat is not None
            assert event.feature is not None
            returned = 0 if event.detail_dict().get("final") else back[(event.seat, event.cells)]
            found.append(Score(event.seat, event.points, event.feature, returned))
    return found


def _start(scenario: Scenario) -> tuple[ir.islands.State, tuple[str, ...]]:
    """The state the scenario is replayed from, and the tokens to replay."""
    rules = islands.Rules(tile_set=islands.TileSet(_letters(scenario.tokens, scenario.left)))
    if not scenario.setup:
        return islands.new_game(rules), scenario.tokens
    *before, last = scenario.tokens
    laid = [token.replace(":b1", ":b1=r") for token in before]
    return islands.setup_position(rules=rules, tiles=laid), (last,)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda scenario: scenario.name)
def test_the_other_engines_scenario_scores_the_same(scenario: Scenario) -> None:
    state, tokens = _start(scenario)
    scored: list[list[Score]] = []
    for token in tokens:
        events = ir.effects(state, token)
        scored.append(_scores(events))
        state = ir.play(state, token)
    for step in scenario.quiet:
        assert scored[step] == [], f"{SOURCE}/{scenario.spec}: token {step + 1} scores nothing"
    last = scored[-1]
    if not scenario.scores:
        assert last == [], f"{SOURCE}/{scenario.spec}: {scenario.name} scores nothing"
    missing = Counter(scenario.scores) - Counter(last)
    assert not missing, f"{SOURCE}/{scenario.spec}: {scenario.name}: expected {scenario.scores}, got {last}"
    for wrong in scenario.not_scores:
        assert wrong not in last, f"{SOURCE}/{scenario.spec}: {scenario.name}: {wrong} must not score"
    # The totals agree with the events: each seat has the points its score events gave.
    totals = [
        sum(score.points for scores in scored for score in scores if score.seat == seat) for seat in (0, 1)
    ]
    names = islands.GAME.seat_names(state)
    assert [ir.summary(state)[name]["points"] for name in names] == totals


def test_every_scenario_ends_the_game_exactly_when_its_deck_is_empty() -> None:
    for scenario in SCENARIOS:
        state, tokens = _start(scenario)
        for token in tokens:
            state = ir.play(state, token)
        assert state.is_over is not bool(scenario.left), scenario.name
