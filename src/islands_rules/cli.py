"""The ``islands-rules`` command."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

from .rules import legal_moves, new_game, play
from .scoring import outcome, score
from .state import Rules


def _random_game(seed: int | None, size: int) -> list[str]:
    rng = random.Random(seed)
    state = new_game(Rules(board_size=size))
    moves = []
    while not state.is_over:
        move = rng.choice(legal_moves(state))
        moves.append(str(move))
        state = play(state, move)
    final = score(state)
    result = outcome(state)
    print(f"{len(moves)} turns; light {final.light.points}, dark {final.dark.points}; result: {result}")
    return moves


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = argparse.ArgumentParser(prog="islands-rules", description="Ponte del Diavolo rules.")
    commands = parser.add_subparsers(dest="command", required=True)
    playing = commands.add_parser("play", help="play a complete random legal game")
    playing.add_argument("--random", action="store_true", required=True)
    playing.add_argument("--seed", type=int)
    playing.add_argument("--size", type=int, default=10)
    arguments = parser.parse_args(argv)
    print(" ".join(_random_game(arguments.seed, arguments.size)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
