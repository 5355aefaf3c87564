"""``islands-rules solve``: the exact value of a position, its best play and, with
``--openings``, the value of every opening up to symmetry (see :mod:`islands_rules.solve`).

``islands-rules solve --game NAME [rule options] [--position TEXT] [--openings] [--json]
[--table-size N] [--checkpoint FILE] [--checkpoint-every SECONDS] [--max-nodes N] [--native]
[--no-progress]``

>>> from islands_rules.cli import main
>>> main(["solve", "--game", "lsd", "--tile-set", "n+:1 ns+:1", "--line", "2"])
lsd: a win for red, the player to move
best play: ns+@0,0 n+@0,-1 s+@0,1
...
0
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any, TextIO

from ..core.errors import IslandsRulesError
from ..core.options import add_arguments, rules_from_arguments
from ..core.protocol import Game
from ..core.registry import available_games, load_game
from .files import positive_number
from .status import ExitStatus

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    Out = SupportsWrite[str]

__all__ = ["add_solve_command", "solve_command"]


def add_solve_command(commands: Any, game: Game[Any, Any, Any], game_help: str) -> None:
    """Add ``solve`` to the commands, with the rule options of ``game``."""
    solve = commands.add_parser(
        "solve",
        help="the exact value of a position (win, draw or loss) and its best play, by exhaustive search",
    )
    solve.add_argument("--game", default=game.name, choices=available_games(), metavar="NAME", help=game_help)
    solve.add_argument(
        "--position", metavar="TEXT", help="solve this position string (default: the start of the game)"
    )
    solve.add_argument(
        "--openings",
        action="store_true",
        help="also give every first move's value up to symmetry, and the best reply to it",
    )
    solve.add_argument("--json", action="store_true", help="print one JSON object instead of the text")
    solve.add_argument(
        "--table-size",
        type=positive_number,
        default=4_000_000,
        metavar="N",
        help="hold at most N positions in the table (default 4000000)",
    )
    solve.add_argument(
        "--checkpoint",
        metavar="FILE",
        help="write what is proved to FILE as the search goes, and resume from FILE if it exists",
    )
    solve.add_argument(
        "--checkpoint-every",
        type=positive_number,
        default=300,
        metavar="SECONDS",
        help="processor seconds between two checkpoints (default 300)",
    )
    solve.add_argument(
        "--max-nodes",
        type=positive_number,
        metavar="N",
        help="stop after N nodes (status 2), the checkpoint written: a long run in resumable pieces",
    )
    solve.add_argument(
        "--native",
        action="store_true",
        help="search in C (Ponte del Diavolo, boards up to 8x8; needs islands-rules-native)",
    )
    solve.add_argument(
        "--no-progress", action="store_true", help="draw no progress line on a terminal's standard error"
    )
    add_arguments(solve.add_argument_group(f"rule options of {game.title}"), game.rules_class)


def solve_command(arguments: argparse.Namespace, out: Out, err: TextIO) -> int:
    """Run ``islands-rules solve``; the exit status is 0, or 2 for a bad position or options."""
    from ..solve import solve

    game = load_game(arguments.game)
    try:
        if arguments.position is not None:
            state = game.read_position(arguments.position)
        else:
            state = game.new_game(rules_from_arguments(game.rules_class, arguments))
        terminal = err.isatty() if hasattr(err, "isatty") else False
        result = solve(
            game,
            state,
            openings=arguments.openings,
            table_size=arguments.table_size,
            checkpoint=arguments.checkpoint,
            checkpoint_every=arguments.checkpoint_every,
            progress=err if terminal and not arguments.no_progress else None,
            max_nodes=arguments.max_nodes,
            native=arguments.native,
        )
    except IslandsRulesError as error:
        print(f"islands-rules solve: {error}", file=err)
        return int(ExitStatus.USAGE_OR_IO)
    if arguments.json:
        print(json.dumps(result.to_dict()), file=out)
    else:
        for line in result.lines():
            print(line, file=out)
    return int(ExitStatus.OK)
