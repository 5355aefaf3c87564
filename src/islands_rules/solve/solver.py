""":func:`solve`: the exact value of a position, its best play and, if asked, of every opening.

>>> from islands_rules.solve import solve
>>> import islands_rules as ir
>>> rules = ir.isaac.Rules(size=3, pieces=((2, 1, 1), (3, 1, 1)))
>>> result = solve("isaac", ir.new_game(rules))
>>> result.result, result.to_move, result.principal_variation[:3]
('loss', 'dark', ('a1-b1', 'a2-b2', 'a3-c3'))
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, TextIO

from ..core.checks import expect
from ..core.errors import IslandsRulesError, PositionError, shown
from ..core.protocol import Game
from ..core.registry import load_game
from .checkpoint import load_checkpoint, save_checkpoint
from .native import NativeSearcher
from .progress import ProgressDisplay
from .result import Opening, SolveResult
from .search import Searcher
from .table import TranspositionTable
from .values import mover

__all__ = ["solve"]


class _Run:
    """One solve's bookkeeping: processor time, progress and checkpoints."""

    def __init__(
        self, searcher: Searcher, root: Any, path: Path | None, every: float, progress: TextIO | None
    ) -> None:
        self.searcher, self.root, self.path, self.every = searcher, root, path, every
        self.display = None if progress is None else ProgressDisplay(progress)
        self.started = time.process_time()
        self.earlier_seconds, self.earlier_nodes = 0.0, 0
        self.openings: list[Opening] = []
        self.unfinished: dict[str, int] = {}
        """Per opening not yet proved, the nodes spent on it so far (over every run)."""
        self.note = ""
        self.saved_at = self.started
        data = None if path is None else load_checkpoint(path, root=root)
        if data is not None:
            if not isinstance(searcher, NativeSearcher):  # the native table lives in C, unsaved
                searcher.table.load(data["table"])
            self.earlier_seconds, self.earlier_nodes = data["seconds"], data["nodes"]
            self.openings = [Opening(**opening) for opening in data["openings"]]
            self.unfinished = dict(data.get("unfinished", {}))

    @property
    def seconds(self) -> float:
        return self.earlier_seconds + time.process_time() - self.started

    @property
    def nodes(self) -> int:
        return self.earlier_nodes + self.searcher.nodes

    def tick(self, searcher: Searcher) -> None:
        if self.display is not None:
            self.display.update(
                nodes=self.nodes, positions=_positions(searcher), seconds=self.seconds, note=self.note
            )
        if self.path is not None and time.process_time() - self.saved_at >= self.every:
            self.save()

    def save(self) -> None:
        if self.path is None:
            return
        data = {
            "root": self.root,
            "table": self.searcher.table.entries(),
            "seconds": self.seconds,
            "nodes": self.nodes,
            "openings": [_fields(opening) for opening in self.openings],
            "unfinished": self.unfinished,
        }
        save_checkpoint(self.path, data)
        self.saved_at = time.process_time()


def _positions(searcher: Searcher) -> int:
    """The positions in the searcher's table (the C table's count for the native search)."""
    return searcher.positions if isinstance(searcher, NativeSearcher) else len(searcher.table)


def _fields(opening: Opening) -> dict[str, Any]:
    data = opening.to_dict()
    del data["result"]
    return data


def solve(
    game: Game[Any, Any, Any] | str,
    state: Any = None,
    *,
    openings: bool = False,
    table_size: int = 4_000_000,
    checkpoint: str | Path | None = None,
    checkpoint_every: float = 300.0,
    progress: TextIO | None = None,
    max_nodes: int | None = None,
    native: bool = False,
) -> SolveResult:
    """The exact value of ``state`` (default: the start under the game's default rules) for
    the player to move, by alpha-beta search with a transposition table keyed by the canonical
    form under the board's symmetries, the game's own result rules (tie-breaks included)
    deciding each finished game.

    With ``openings``, also every legal move of ``state`` up to symmetry, with its value for
    the player who plays it and the best reply. The table holds at most ``table_size``
    positions (the cheapest half makes room when it is full). With ``checkpoint`` (a file), the
    table and the openings done are written there every ``checkpoint_every`` seconds of
    processor time and at the end, and a run given the same file goes on from it. With
    ``progress`` (a text stream, such as a terminal), a line of progress is redrawn there.
    With ``max_nodes``, the search stops with :class:`~.search.NodeBudgetExceeded` after that
    many nodes (in this run), having written its checkpoint: a long run in resumable pieces.
    With ``native``, the search runs in C (:class:`~.native.NativeSearcher`: Ponte del Diavolo
    on boards of up to 8×8), its table held in C and not written to the checkpoint; with
    ``openings``, each opening is then a piece of its own, written to the checkpoint as soon as
    it is proved, and the nodes spent on one not proved yet are kept there too.

    >>> import islands_rules as ir
    >>> state = ir.ponte.setup_position(
    ...     rules=ir.ponte.Rules(board_size=4), light=["a1", "b1", "a2", "d1"], dark=["c3", "d3", "c4", "a4"]
    ... )
    >>> [(o.move, o.result) for o in solve("ponte", state, openings=True).openings][:2]
    [('a3,d4', 'win'), ('b2,b4', 'draw')]

    :raises UnknownGameError: for a game that is not registered, or a state of another game.
    :raises PositionError: if the game is over, has chance or more than two players; with
        ``native``, for a game other than Ponte or a board the native solver does not take.
    :raises RecordError: if the checkpoint cannot be read or written, or belongs to another position.
    :raises NativeUnavailableError: with ``native``, if the extension or its solver is not installed.
    """
    if isinstance(game, str):
        game = load_game(game)
    expect(game, Game, "game")
    state = game.new_game() if state is None else game.check_state(state)
    expect(openings, bool, "openings")
    expect(native, bool, "native")
    expect(checkpoint_every, int | float, "checkpoint_every")
    if not 0 <= checkpoint_every <= 10**9:
        raise IslandsRulesError(f"checkpoint_every is 0 to 10**9 seconds, got {shown(checkpoint_every)}")
    if progress is not None and not (
        callable(getattr(progress, "write", None)) and hasattr(progress, "flush")
    ):
        raise IslandsRulesError(f"progress must be a text stream such as sys.stderr, got {shown(progress)}")
    seat = mover(game, state)
    if seat is None:
        raise PositionError(f"{game.title}: the game is over, so there is nothing to solve")
    if max_nodes is not None:
        expect(max_nodes, int, "max_nodes")
    searcher = (
        NativeSearcher(game, table_size, max_nodes=max_nodes)
        if native
        else Searcher(game, TranspositionTable(table_size), max_nodes=max_nodes)
    )
    root = (game.name, repr(game.rules_of(state)), game.canonical_key(state), openings)
    path = None if checkpoint is None else Path(expect(checkpoint, str | Path, "checkpoint"))
    run = _Run(searcher, root, path, float(checkpoint_every), progress)
    searcher.tick = run.tick
    found: tuple[Opening, ...] = ()
    try:
        if openings:  # best play starts with the best opening (the first of them in the game's order)
            found = _openings(searcher, run, state, seat)
            value, after = found[0].value, game.play(state, found[0].move)
            rest = [] if mover(game, after) is None else searcher.principal_variation(after)
            line = (found[0].move, *(game.move_text(move) for move in rest))
        else:
            value = searcher.value(state)
            line = tuple(game.move_text(move) for move in searcher.principal_variation(state))
    finally:  # stopped by the budget or by Ctrl-C: what is proved is kept
        run.save()
        if run.display is not None:
            run.display.close()
    try:
        position = game.position_text(state)
    except PositionError:
        position = None
    return SolveResult(
        game=game.name,
        position=position,
        to_move=game.seat_names(state)[seat],
        value=value,
        principal_variation=line,
        nodes=run.nodes,
        table_size=_positions(searcher),
        seconds=run.seconds,
        openings=found,
        table=None if native else searcher.table,
    )


def _openings(searcher: Searcher, run: _Run, state: Any, seat: int) -> tuple[Opening, ...]:
    """Every legal move of ``state`` up to symmetry, best first (then in the game's order)."""
    game = searcher.game
    classes: dict[Any, list[Any]] = {}
    for move in game.legal_moves(state):
        classes.setdefault(game.canonical_key(game.play(state, move)), []).append(move)
    done = {opening.move: opening for opening in run.openings}
    for number, moves in enumerate(classes.values(), 1):
        token = game.move_text(moves[0])
        if token in done:
            continue
        run.note = f"opening {number} of {len(classes)}: {token}"
        began = searcher.nodes
        try:
            child, value = searcher.child_value(state, moves[0], seat)
        finally:  # the work on an opening not proved yet, kept over the runs
            run.unfinished[token] = run.unfinished.get(token, 0) + searcher.nodes - began
        reply = None if mover(game, child) is None else searcher.principal_variation(child)[0]
        opening = Opening(token, value, len(moves), None if reply is None else game.move_text(reply))
        run.openings.append(opening)
        done[token] = opening
        del run.unfinished[token]
        if isinstance(searcher, NativeSearcher) or time.process_time() - run.saved_at >= run.every:
            run.save()  # a native opening is a piece of its own: its table is not saved
    order = {game.move_text(moves[0]): n for n, moves in enumerate(classes.values())}
    return tuple(sorted(done.values(), key=lambda opening: (-opening.value, order[opening.move])))
