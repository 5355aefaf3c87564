"""``islands-rules match``: two bots play a match with the seats swapped, and the table says
who is stronger.

``islands-rules match [--game NAME] BOT1 BOT2 [--games N] [--seed S] [--jobs J] [--json] [--out FILE]``
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, TextIO

from ..bots import MatchResult, run_match
from ..core.errors import IslandsRulesError
from ..core.options import rules_from_arguments
from ..core.protocol import Game
from ..core.registry import load_game
from ..records import write_records
from .files import output_file
from .status import ExitStatus

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    Out = SupportsWrite[str]

__all__ = ["Progress", "match_command", "match_table", "play_match"]

_USAGE = ExitStatus.USAGE_OR_IO  # a wrong command line, or output that cannot be written


class Progress:
    """A progress bar on a terminal: ``[#########           ] 45/100 games``, redrawn in place."""

    def __init__(self, stream: TextIO, width: int = 30) -> None:
        self.stream = stream
        self.width = width

    def __call__(self, done: int, total: int) -> None:
        filled = self.width * done // total
        bar = "#" * filled + " " * (self.width - filled)
        end = "\n" if done == total else ""
        self.stream.write(f"\r[{bar}] {done}/{total} games{end}")
        self.stream.flush()


def _percent(rate: float) -> str:
    return f"{100 * rate:5.1f}%"


def match_table(result: MatchResult, title: str) -> list[str]:
    """The lines of the match's table: each bot's wins, draws, losses and win rate with its
    95% Wilson interval (a draw counts half), then the Elo difference.

    >>> from islands_rules.bots import MatchResult
    >>> result = MatchResult("ponte", ("mcts:1s", "random"), (1.0, 1.0, 0.5), ())
    >>> print("\\n".join(match_table(result, "Ponte")))
    Ponte: mcts:1s against random, 3 games, seats swapped each game
    bot      wins  draws  losses  win rate  95% interval
    mcts:1s     2      1       0     83.3%   31.0% –  98.2%
    random      0      1       2     16.7%    1.8% –  69.0%
    Elo difference, mcts:1s over random: +280
    """
    tallies = result.tallies
    width = max(len("bot"), *(len(tally.bot) for tally in tallies))
    games = len(result.scores)
    lines = [
        f"{title}: {result.bots[0]} against {result.bots[1]}, {games} games, seats swapped each game",
        f"{'bot':<{width}}  wins  draws  losses  win rate  95% interval",
    ]
    for tally in tallies:
        low, high = tally.interval
        lines.append(
            f"{tally.bot:<{width}}  {tally.wins:4}  {tally.draws:5}  {tally.losses:6}"
            f"    {_percent(tally.win_rate)}  {_percent(low)} – {_percent(high)}"
        )
    elo = result.elo
    if elo is None:
        shown = "unbounded (one bot won every game)" if tallies[0].draws < len(result.scores) else "0"
    else:
        shown = f"{elo:+.0f}"
    lines.append(f"Elo difference, {result.bots[0]} over {result.bots[1]}: {shown}")
    return lines


def play_match(
    game: Game[Any, Any, Any],
    rules: Any,
    bots: tuple[str, str],
    *,
    games: int,
    seed: int,
    jobs: int,
    as_json: bool,
    out_file: str | None,
    out: Out,
) -> MatchResult:
    """Play the match and print its table (or its JSON object); write the records to
    ``out_file`` if one is given. A progress bar goes to standard error on a terminal.

    :raises IslandsRulesError: for a bot's name that is none, or counts that are not positive.
    :raises Unwritable: if ``out_file`` cannot be written (opened, written or closed).
    """
    on_terminal = sys.stderr is not None and sys.stderr.isatty()  # None: started without one
    progress = Progress(sys.stderr) if on_terminal and not as_json else None
    result = run_match(game.name, bots, games=games, seed=seed, jobs=jobs, rules=rules, progress=progress)
    if out_file is not None:
        with output_file(out_file) as file:
            file.write(write_records(result.records))
    if as_json:
        print(json.dumps(result.to_dict()), file=out)
    else:
        for line in match_table(result, game.title):
            print(line, file=out)
        if out_file is not None:
            print(f"records written to {out_file}", file=out)
    return result


def match_command(arguments: argparse.Namespace, out: Out, err: Out) -> int:
    """``islands-rules match``: returns the exit status (2: a bad bot, count or file)."""
    game = load_game(arguments.game)
    try:
        rules = rules_from_arguments(game.rules_class, arguments)
        play_match(
            game,
            rules,
            (arguments.bot1, arguments.bot2),
            games=arguments.games,
            seed=arguments.seed,
            jobs=arguments.jobs,
            as_json=arguments.json,
            out_file=arguments.out,
            out=out,
        )
    except IslandsRulesError as error:
        print(f"islands-rules match: {error}", file=err)
        return _USAGE
    return ExitStatus.OK
