"""Bots by name, as the command line spells them: ``random``, ``greedy``, ``mcts:2s``."""

from __future__ import annotations

import math
import re

from ..core.errors import IslandsRulesError, quote
from .base import Bot, check_seed
from .mcts import MCTSBot
from .simple import GreedyBot, RandomBot

__all__ = ["BOT_KINDS", "make_bot"]

BOT_KINDS: tuple[str, ...] = ("random", "greedy", "mcts", "perfect")
"""The kinds of bot :func:`make_bot` builds. ``mcts`` takes a budget after a colon: a number
of iterations (``mcts:1000``), seconds per move (``mcts:2s``, ``mcts:0.5s``) or both
(``mcts:1000,2s``); plain ``mcts`` is ``mcts:1s``. Both budgets are bounded:
:data:`~islands_rules.bots.MAX_ITERATIONS` iterations, :data:`~islands_rules.bots.MAX_SECONDS` seconds.
After the budget, ``ordered`` makes the bot try the root's moves best first
(``mcts:200,ordered``) and ``native`` play its playouts in the optional extension
(``mcts:200,native``); see :class:`~islands_rules.bots.MCTSBot`.

``perfect`` (:class:`~islands_rules.bots.PerfectBot`) takes the nodes it may search to solve a
position outside its table (``perfect:100000``; plain ``perfect`` is ``perfect:200000``)."""

_ITERATIONS = re.compile(r"[0-9]+")
_SECONDS = re.compile(r"(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)s")


def make_bot(spec: str, *, seed: int | None = None) -> Bot:
    """The bot ``spec`` names (see :data:`BOT_KINDS`), its random choices seeded by ``seed``.

    >>> make_bot("mcts:2s"), make_bot("MCTS:500").iterations, str(make_bot("greedy"))
    (MCTSBot(iterations=None, seconds=2.0, exploration=1.0), 500, 'greedy')
    >>> make_bot("mcts:200,ordered").ordered
    True
    >>> make_bot("mcts:fast")
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: bot 'mcts:fast': the budget 'fast' is neither iterations (1000) nor...
    >>> make_bot("alphazero")
    Traceback (most recent call last):
    ...
    islands_rules.IslandsRulesError: no bot 'alphazero'; the bots are random, greedy, mcts...

    :raises IslandsRulesError: if ``spec`` names no bot, or its budget is not one.
    :raises NativeUnavailableError: for ``native`` without the extension installed.
    """
    if not isinstance(spec, str):
        raise IslandsRulesError(f"a bot is named by a str such as 'mcts:2s', got {type(spec).__name__}")
    check_seed(seed)
    kind, colon, budget = spec.strip().lower().partition(":")
    if kind == "random" and not colon:
        return RandomBot(seed=seed)
    if kind == "greedy" and not colon:
        return GreedyBot(seed=seed)
    if kind == "perfect":
        return _perfect(spec, budget if colon else "200000", seed)
    if kind != "mcts":
        raise IslandsRulesError(
            f"no bot {quote(spec)}; the bots are {', '.join(BOT_KINDS)} (mcts:1000, mcts:2s, perfect)"
        )
    iterations: int | None = None
    seconds: float | None = None
    parts = (budget or "1s").split(",")
    options = {option: option in parts[1:] for option in ("ordered", "native")}
    for option, given_ in options.items():
        if given_:
            parts.remove(option)
    for part in parts:
        if _ITERATIONS.fullmatch(part) and iterations is None and int(part) > 0:
            iterations = int(part)
        elif (
            _SECONDS.fullmatch(part)
            and seconds is None
            and float(part[:-1]) > 0
            and math.isfinite(float(part[:-1]))
        ):
            seconds = float(part[:-1])
        else:
            raise IslandsRulesError(
                f"bot {quote(spec)}: the budget {quote(part)} is neither iterations (1000) nor seconds (2s)"
            )
    return MCTSBot(iterations=iterations, seconds=seconds, seed=seed, **options)


def _perfect(spec: str, budget: str, seed: int | None) -> Bot:
    """``perfect:NODES``: the perfect player, solving with at most NODES nodes a position."""
    from .perfect import PerfectBot  # the solver loads only for the bot that uses it

    if not _ITERATIONS.fullmatch(budget) or len(budget) > 12:
        raise IslandsRulesError(
            f"bot {quote(spec)}: the budget {quote(budget)} is no number of nodes (100000)"
        )
    return PerfectBot(max_nodes=int(budget), seed=seed)
