"""Bots against each other: one game (:func:`play_game`) or a match of many with the seats
swapped (:func:`run_match`), serially or in parallel processes, with the same results."""

from __future__ import annotations

import concurrent.futures
import random
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from ..core.api import new_game
from ..core.errors import IslandsRulesError, UnknownGameError
from ..core.protocol import Game
from ..core.registry import game_of_state, load_game
from ..records import Record
from .base import Bot, check_positive, check_seed, given
from .spec import make_bot
from .stats import MOST_GAMES, elo_difference, wilson_interval
from .table import Table

__all__ = ["MatchResult", "Tally", "play_game", "run_match", "seating"]

_MOST_GAMES = 1_000_000  # bounds, so that a mistyped count fails at once
_MOST_JOBS = 256
_MOST_SEATS = 1_000
_MOST_SEED = 10**18 - 1  # as the command line reads seeds; the records' Event tag names it


def play_game(start: Any, bots: Sequence[Bot], *, seed: int | None = None) -> Record:
    """A whole game from ``start`` (a game's name or ``Rules``): ``bots[seat]`` chooses
    every move of its seat, and chance outcomes are drawn by their weights with a
    :class:`random.Random` of ``seed``. The record's player tags name the bots (``str(bot)``).

    >>> import islands_rules as ir
    >>> from islands_rules.bots import GreedyBot, RandomBot
    >>> record = play_game(ir.ponte.Rules(board_size=5), [GreedyBot(seed=1), RandomBot(seed=2)])
    >>> record.final.is_over, record.tags["Light"] in ("greedy", "random")
    (True, True)

    :raises UnknownGameError: if ``start`` is no game's name or rules.
    :raises IslandsRulesError: if there is not one bot per seat, or ``seed`` is no int.
    :raises IllegalMoveError: if a bot chooses an illegal move.
    """
    check_seed(seed)
    state = new_game(start)
    game = game_of_state(state)
    seats = len(game.seat_names(state))
    listed: object = bots  # typed as a sequence, but given by whoever calls
    if isinstance(listed, str) or not isinstance(listed, Sequence):
        raise IslandsRulesError(f"bots must be a list of bots, one per seat, got {given(bots)}")
    bots = list(bots)
    for bot in bots:
        if not callable(getattr(bot, "choose", None)):
            raise IslandsRulesError(f"a bot has a choose(state) method, and {given(bot)} has none")
    if len(bots) != seats:
        raise IslandsRulesError(
            f"{game.title} is played here by {seats} players, but {len(bots)} bots were given"
        )
    table = _played(state, bots, random.Random(seed))
    tags = {name.capitalize(): str(bot) for name, bot in zip(game.seat_names(table.state), bots, strict=True)}
    return table.record(tags)


def _played(start: Any, bots: Sequence[Bot], dealer: random.Random) -> Table:
    """A whole game from ``start``: ``bots[seat]`` chooses for its seat, and ``dealer`` draws
    the chance outcomes by their weights."""
    table = Table(start)
    game = table.game
    while (seat := game.to_move(table.state)) is not None:
        if isinstance(seat, int):
            table.play(bots[seat].choose(table.state))
        else:
            table.deal(dealer)
    return table


def _replay(game: Game[Any, Any, Any], state: Any, moves: Sequence[Any]) -> Any:
    for move in moves:
        state = game.play(state, move)
    return state


def _check_name(value: object) -> None:
    if not isinstance(value, str):
        raise IslandsRulesError(f"a name must be a str, got {given(value)}")


def _check_count(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MOST_GAMES:
        raise IslandsRulesError(f"{name} must be an int from 0 to {MOST_GAMES:,}, got {given(value)}")


def _check_pair(value: object) -> None:
    if not isinstance(value, tuple) or len(value) != 2 or not all(isinstance(bot, str) for bot in value):
        raise IslandsRulesError(f"bots must be a tuple of two names, got {given(value)}")


def _check_scores(value: object) -> None:
    if not isinstance(value, tuple) or not all(
        type(score) in (int, float) and score in (0, 0.5, 1) for score in value
    ):
        raise IslandsRulesError(
            f"scores must be a tuple of 1 (a win), 0.5 (a draw) and 0, got {given(value)}"
        )


def _check_records(value: object) -> None:
    if not isinstance(value, tuple) or not all(isinstance(record, Record) for record in value):
        raise IslandsRulesError(f"records must be a tuple of records, got {given(value)}")


@attrs.frozen
class Tally:
    """One bot's results in a match: wins, draws and losses, and what they say.

    >>> tally = Tally("mcts:1s", wins=8, draws=2, losses=0)
    >>> tally.games, tally.win_rate
    (10, 0.9)
    """

    bot: str = attrs.field(validator=lambda _i, _a, value: _check_name(value))
    wins: int = attrs.field(validator=lambda _i, a, value: _check_count(a.name, value))
    draws: int = attrs.field(validator=lambda _i, a, value: _check_count(a.name, value))
    losses: int = attrs.field(validator=lambda _i, a, value: _check_count(a.name, value))

    @property
    def games(self) -> int:
        """The number of games played."""
        return self.wins + self.draws + self.losses

    @property
    def win_rate(self) -> float:
        """The score rate: wins, and draws as half a win, per game (0 before any game)."""
        return (self.wins + self.draws / 2) / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of :attr:`win_rate` (``(0.0, 1.0)`` before any game)."""
        return wilson_interval(self.wins + self.draws / 2, self.games) if self.games else (0.0, 1.0)

    def to_dict(self) -> dict[str, Any]:
        """The tally as JSON-safe data, as ``islands-rules match --json`` prints it."""
        return {
            "bot": self.bot,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "win_rate": self.win_rate,
            "interval": list(self.interval),
        }


@attrs.frozen
class MatchResult:
    """A finished match: the game, the two bots, and each game's score for the first bot
    (1 a win, 0.5 a draw, 0 a loss) with its record.

    >>> import islands_rules as ir
    >>> result = run_match("ponte", ["greedy", "random"], games=2, seed=1, rules=ir.ponte.Rules(board_size=4))
    >>> [tally.games for tally in result.tallies], len(result.records)
    ([2, 2], 2)
    """

    game: str = attrs.field(validator=lambda _i, _a, value: _check_name(value))
    bots: tuple[str, str] = attrs.field(validator=lambda _i, _a, value: _check_pair(value))
    scores: tuple[float, ...] = attrs.field(validator=lambda _i, _a, value: _check_scores(value))
    records: tuple[Record, ...] = attrs.field(validator=lambda _i, _a, value: _check_records(value))

    @property
    def tallies(self) -> tuple[Tally, Tally]:
        """Each bot's wins, draws and losses, the first bot first. A bot matched against
        itself is two players, named ``mcts:20 (1)`` and ``mcts:20 (2)`` here.

        >>> import islands_rules as ir
        >>> mirror = run_match("ponte", ["random", "random"], games=4, rules=ir.ponte.Rules(board_size=4))
        >>> [(tally.bot, tally.games) for tally in mirror.tallies]
        [('random (1)', 4), ('random (2)', 4)]
        """
        wins = sum(score == 1 for score in self.scores)
        draws = sum(score == 0.5 for score in self.scores)
        losses = len(self.scores) - wins - draws
        first, second = self.bots
        if first == second:
            first, second = f"{first} (1)", f"{second} (2)"
        return (Tally(first, wins, draws, losses), Tally(second, losses, draws, wins))

    @property
    def elo(self) -> float | None:
        """The first bot's Elo advantage over the second (``None`` if it won or lost every game)."""
        return elo_difference(self.tallies[0].win_rate) if self.scores else None

    def to_dict(self) -> dict[str, Any]:
        """The result as JSON-safe data, as ``islands-rules match --json`` prints it."""
        return {
            "game": self.game,
            "games": len(self.scores),
            "bots": [tally.to_dict() for tally in self.tallies],
            "elo": self.elo,
        }


def seating(bots: Sequence[Any], seats: int, number: int) -> list[Any]:
    """Who sits where in game ``number`` (from 0) of a match: seat ``s`` plays
    ``bots[(s + number) % 2]``, so the bots swap seats from one game to the next.

    >>> seating(["a", "b"], 2, 0), seating(["a", "b"], 2, 1), seating(["a", "b"], 3, 1)
    (['a', 'b'], ['b', 'a'], ['b', 'a', 'b'])

    :raises IslandsRulesError: if ``bots`` is no non-empty list, ``seats`` no int from 1
        to 1000, or ``number`` no int from 0.
    """
    if isinstance(bots, str) or not isinstance(bots, Sequence) or not bots:
        raise IslandsRulesError(f"bots must be a list of at least one bot, got {given(bots)}")
    check_positive("seats", seats, integral=True, most=_MOST_SEATS)
    if isinstance(number, bool) or not isinstance(number, int) or number < 0:
        raise IslandsRulesError(f"number must be an int from 0, got {given(number)}")
    return [bots[(seat + number) % len(bots)] for seat in range(seats)]


def _match_game(rules: Any, bots: tuple[str, str], seed: int, number: int) -> tuple[list[str], float]:
    """Game ``number`` of a match: its moves as text and the first bot's score. Every seed
    comes from ``seed`` and ``number``, so a game is the same in any process."""
    state = new_game(rules)
    game = game_of_state(state)
    # Which of the two bots sits at each seat, by its place in the pair, not by its name:
    # a bot playing itself is two players, and one of them wins.
    sitting = seating([0, 1], len(game.seat_names(state)), number)
    rng = random.Random(f"{seed}:{number}")
    players = [make_bot(bots[which], seed=rng.randrange(2**32)) for which in sitting]
    table = _played(state, players, random.Random(rng.randrange(2**32)))
    moves = table.record_moves()
    ended = game.outcome(table.state)
    assert ended is not None
    mine = [value for which, value in zip(sitting, ended.returns, strict=True) if which == 0]
    theirs = [value for which, value in zip(sitting, ended.returns, strict=True) if which == 1]
    if not theirs:  # a game of one seat: there is nobody to beat
        return [game.move_text(move) for move in moves], 0.5
    difference = sum(mine) / len(mine) - sum(theirs) / len(theirs)
    score = 1.0 if difference > 0 else 0.0 if difference < 0 else 0.5
    return [game.move_text(move) for move in moves], score


def run_match(
    game: str,
    bots: Sequence[str],
    *,
    games: int,
    seed: int = 0,
    jobs: int = 1,
    rules: Any = None,
    progress: Callable[[int, int], None] | None = None,
) -> MatchResult:
    """A match of ``games`` games between two bots named as :func:`~islands_rules.bots.make_bot`
    reads them, with the seats swapped from game to game (see :func:`seating`), under
    ``rules`` (default: the game's default rules). ``jobs`` processes play the games at
    once; the result is the same for any ``jobs`` (for bots of an iteration budget, which
    are deterministic). ``progress(done, games)`` is called as games finish.

    >>> import islands_rules as ir
    >>> result = run_match("ponte", ["mcts:20", "random"], games=2, rules=ir.ponte.Rules(board_size=4))
    >>> result.to_dict()["bots"][0]["bot"], len(result.scores)
    ('mcts:20', 2)

    :raises UnknownGameError: if ``game`` is no game, or ``rules`` are not its rules.
    :raises IslandsRulesError: for bots that are not two bots' names, a count of games
        (up to a million) or jobs (up to 256) that is not a positive int, a seed that is
        no int of at most 18 digits, or a ``progress`` that is no function.
    """
    check_positive("games", games, integral=True, most=_MOST_GAMES)
    check_positive("jobs", jobs, integral=True, most=_MOST_JOBS)
    if isinstance(seed, bool) or not isinstance(seed, int) or not -_MOST_SEED <= seed <= _MOST_SEED:
        raise IslandsRulesError(f"seed must be an int of at most 18 digits, got {given(seed)}")
    if progress is not None and not callable(progress):
        raise IslandsRulesError(
            f"progress must be a function of (done, games) or None, got {given(progress)}"
        )
    if isinstance(bots, str) or not isinstance(bots, Sequence) or len(bots) != 2:
        raise IslandsRulesError(f"a match is between two bots, given by name, got {given(bots)}")
    pair = (str(bots[0]), str(bots[1]))
    for spec in pair:
        make_bot(spec)  # a bad name is an error now, not in a worker
    owner = load_game(game)
    start = owner.new_game() if rules is None else new_game(rules)
    if game_of_state(start) is not owner:
        raise UnknownGameError(f"rules of {game_of_state(start).title} given for a match of {owner.title}")
    rules = owner.rules_of(start)
    outcomes: list[tuple[list[str], float] | None] = [None] * games
    if jobs == 1:
        for number in range(games):
            outcomes[number] = _match_game(rules, pair, seed, number)
            if progress is not None:
                progress(number + 1, games)
    else:
        with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(_match_game, rules, pair, seed, number): number for number in range(games)}
            for done, future in enumerate(concurrent.futures.as_completed(futures), start=1):
                outcomes[futures[future]] = future.result()
                if progress is not None:
                    progress(done, games)
    records = []
    for number, played in enumerate(outcomes):
        assert played is not None
        names = owner.seat_names(_replay(owner, start, [owner.parse_move(text) for text in played[0]]))
        sitting = seating(pair, len(names), number)
        tags = {name.capitalize(): spec for name, spec in zip(names, sitting, strict=True)}
        tags["Event"] = f"islands-rules match, game {number + 1} of {games}, seed {seed}"
        records.append(Record(played[0], rules=rules, tags=tags))
    scores = tuple(played[1] for played in outcomes if played is not None)
    return MatchResult(owner.name, pair, scores, tuple(records))
