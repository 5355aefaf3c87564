"""The one check of a position built from its parts: position strings, positions set up by
hand and JSON data all build states here, so all three accept exactly the same positions.

What a game can reach:

- every pair of touching tiles meets with a whole dot or two empty sides (R9);
- no player has more tiles of a type, on the field and in supply, than the tile set (R5, R11);
- the captures add up to the tiles placed but no longer on the field (R15, R20);
- every tile was joined to the field, which started on 0,0, when it was placed (R8, R10);
  only captured tiles (R15) have left it since, so the field together with at most as many
  empty cells as tiles were captured joins up with 0,0;
- every tile's neighbours are cells with exact keys (no game reaches farther);
- the ply counts at least the placements, and the player to move follows from it (R1);
- each player placed no more tiles than it had turns and captured at most four a placement;
  there are at most ``players - 1`` passes a placement; the tiles gone of each icon colour are
  those the players of the other icon colour captured (R2, R12, R15, R17, R18);
- the game is over exactly when the last mover made a line (R16) or nobody can place (R18).
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.words import counted
from . import _engine
from ._tiles import PATTERN_OF, TYPES
from .state import GameState, Rules, make_state

Fail = Callable[[str, str], Exception]
"""The error for a part of the position (``field``, ``field@x,y``, ``supply.red``,
``captures``, ``ply``, ``to_move``, ``over``, ``winner``) and the reason it is refused."""

_EDGE = _engine.LIMIT - 1
_SEARCH = 200_000
"""The most cells the search for the joins looks at: beyond, the gaps are so wide that only
a game of thousands of captures could have left them, and the position is taken as such."""


def checked_state(
    rules: Rules,
    field: dict[int, int],
    supply: tuple[tuple[int, ...], ...],
    captures: tuple[int, ...],
    ply: int,
    fail: Fail,
    *,
    to_move: int | None = None,
    over: bool | None = None,
    winner: int | None = None,
    last_captured: tuple[tuple[int, int], ...] = (),
) -> GameState:
    """The state of these parts, if a game could have reached it; else ``fail(part, reason)``
    is raised. ``to_move``, ``over`` and ``winner`` are checked if given (``None``: they
    follow from the ply and the field)."""
    players, names = rules.players, rules.player_names
    for k, code in field.items():
        x, y = _engine.cell(k)
        if not (-_EDGE < x < _EDGE and -_EDGE < y < _EDGE):
            raise fail(f"field@{x},{y}", f"{x},{y} is at the edge of the cells a game can reach")
        for d in (0, 1):  # R9: every touching pair is a whole dot or empty-empty
            other = field.get(k + _engine.STEPS[d])
            if other is not None and bool(code >> d & 1) != bool(other & _engine.OPPOSITE[d]):
                raise fail(
                    f"field@{x},{y}",
                    f"a half-dot faces an empty side between {x},{y} and its {'ne'[d]} neighbour (R9)",
                )
    on_field = [[0] * len(TYPES) for _ in range(players)]
    for code in field.values():
        on_field[code >> 5][2 * PATTERN_OF[code & 15] + (code >> 4 & 1)] += 1
    placed = 0
    for seat, name in enumerate(names):
        for t, kind in enumerate(TYPES):
            if on_field[seat][t] + supply[seat][t] > rules.tile_set.counts[t]:
                raise fail(
                    f"supply.{name}", f"{name} has more {kind} tiles than the tile set holds (R5, R11)"
                )
        placed += rules.tile_set.total - sum(supply[seat])
    if sum(captures) != placed - len(field):
        raise fail(
            "captures", f"must add up to the {placed - len(field)} tiles placed but no longer on the field"
        )
    _check_joined(field, sum(captures), fail)
    if ply < placed:
        raise fail("ply", f"must be at least {placed}, the tiles placed; got {ply}")
    _check_turns(rules, field, supply, captures, ply, fail)
    if to_move is not None and to_move != ply % players:
        raise fail("to_move", f"must be {names[ply % players]} after {ply} turns (R1)")
    to_move = ply % players
    if any(k in field for k, _ in last_captured) or len(last_captured) > 4:
        raise fail("last_captured", "must be at most 4 tiles on empty cells (R15)")
    open_cells: dict[int, int] = {}
    for k in field:
        for step in _engine.STEPS:
            if k + step not in field:
                open_cells[k + step] = _engine.constraint(field, k + step)
    lines = _engine.longest_lines(field, players)
    long_lines = [seat for seat in range(players) if lines[seat] >= rules.line]
    available = 0
    for counts in supply:
        available |= _engine.patterns_left(counts)
    stuck = bool(field) and not _engine.fitting_patterns(open_cells) & available
    if long_lines:
        mover = (ply - 1) % players
        if long_lines != [mover] or ply == 0:
            raise fail(
                "field",
                f"{names[long_lines[0]]} has a line of {rules.line}, but did not make the last turn (R16)",
            )
        if over is not None and (not over or winner != mover):
            raise fail(
                "winner" if over else "over", f"{names[mover]} made a line of {rules.line}, so won (R16)"
            )
        over, winner = True, mover
    elif winner is not None:
        raise fail("winner", f"{names[winner]} must have made a line of {rules.line} on the last turn (R16)")
    elif over is not None and over != stuck:
        raise fail(
            "over", f"must be {str(stuck).lower()}: {'no' if stuck else 'a'} player can place a tile (R18)"
        )
    else:
        over = stuck
    return make_state(
        rules,
        ply=ply,
        to_move=to_move,
        is_over=over,
        winner=winner,
        supply=supply,
        captures=captures,
        field=field,
        open_cells=open_cells,
        last_captured=last_captured,
    )


def _check_turns(
    rules: Rules,
    field: dict[int, int],
    supply: tuple[tuple[int, ...], ...],
    captures: tuple[int, ...],
    ply: int,
    fail: Fail,
) -> None:
    """R1, R7, R12-R18 counted per player: each placed no more tiles than it had turns, and
    captured at most four a placement (R15); a pass is followed by a placement within a
    round (the game's first turn places, and a pass needs another player who can place,
    R17, R18), so there are at most ``players - 1`` passes a placement; and the tiles gone
    from the field of each icon colour are those the players of the other colour captured
    (a pair captures only tiles of the other icon colour, R2, R12)."""
    players, names = rules.players, rules.player_names
    placed = [rules.tile_set.total - sum(counts) for counts in supply]
    on_field = [0] * players
    for code in field.values():
        on_field[code >> 5] += 1
    for seat, name in enumerate(names):
        turns = len(range(seat, ply, players))
        if placed[seat] > turns:
            raise fail(
                f"supply.{name}",
                f"{name} placed {counted(placed[seat], 'tile')} but had {counted(turns, 'turn')} "
                f"in {ply} (R1, R7)",
            )
        if captures[seat] > 4 * placed[seat]:
            raise fail(
                "captures",
                f"{name} captured {captures[seat]} tiles with {counted(placed[seat], 'placement')}; "
                "a placement captures at most 4 (R15)",
            )
    if ply - sum(placed) > (players - 1) * sum(placed):
        raise fail(
            "ply",
            f"{ply} turns with {counted(sum(placed), 'placement')}: a pass is followed by a placement "
            f"within a round, so there are at most {players - 1} passes a placement (R17, R18)",
        )
    for icon, colour in ((0, "white"), (1, "black")):
        taken = sum(captures[seat] for seat in range(icon, players, 2))
        gone = sum(placed[seat] - on_field[seat] for seat in range(1 - icon, players, 2))
        if taken != gone:
            raise fail(
                "captures",
                f"the players with {colour} icons captured {counted(taken, 'tile')}, but "
                f"{counted(gone, 'tile')} of the other icon colour left the field: a pair captures "
                "only tiles of the other icon colour (R2, R12)",
            )


def _check_joined(field: dict[int, int], captured: int, fail: Fail) -> None:
    """R8, R10, R15: the field, with at most ``captured`` empty cells that held captured
    tiles, joins up with 0,0. Refused when it provably cannot: when 0,0 is empty and no tile
    was captured, when some part of the field is farther from every other part (and from
    0,0) than the captured tiles could bridge, or when there are more parts than they could
    join (an empty cell touches at most four)."""
    if not field:
        return
    origin = _engine.key(0, 0)
    parts: list[set[int]] = []
    seen: set[int] = set()
    for k in sorted(field):
        if k not in seen:
            parts.append(_part(field, k))
            seen |= parts[-1]
    empty_origin = origin not in field
    if len(parts) + empty_origin == 1:
        return
    # The cells that held captured tiles: 0,0 if it is empty (the first tile stood there, R8),
    # a third of the joins between parts (a cell touches four), and every gap to the nearest part.
    needed = max(int(empty_origin), (len(parts) + 1) // 3)
    at = parts[0]
    for part in parts:
        gap = _gap(field, part, origin if empty_origin else None, captured + 1)
        if gap is None:
            return  # too wide to search: taken as reachable
        if gap > needed:
            needed, at = gap, part
        if needed > captured:
            break
    if empty_origin and needed <= captured:
        gap = _gap(field, {origin}, None, captured)
        if gap is None:
            return
        needed = max(needed, gap + 1)
    if needed > captured:
        k = min(at)
        x, y = _engine.cell(k)
        what = "no tile is on 0,0" if empty_origin else "the field is not joined up"
        many = (
            "no tile was"
            if not captured
            else f"only {counted(captured, 'tile')} {'was' if captured == 1 else 'were'}"
        )
        raise fail(
            f"field@{x},{y}",
            f"{what} and {many} captured: the first tile goes on 0,0 (R8), every later one "
            "joins the field (R10), and only captures (R15) take tiles away",
        )


def _gap(field: dict[int, int], part: set[int], origin: int | None, limit: int) -> int | None:
    """The fewest empty cells between ``part`` and another tile (or ``origin``): ``limit``
    if there are at least that many; ``None`` if the search grows too wide."""
    came = set(part)
    frontier, depth, looked = list(part), 0, 0
    while frontier and depth < limit:
        following = []
        for k in frontier:
            for step in _engine.STEPS:
                n = k + step
                if n in came:
                    continue
                if n in field or n == origin:
                    return depth
                came.add(n)
                following.append(n)
        looked += len(following)
        if looked > _SEARCH:
            return None
        frontier, depth = following, depth + 1
    return limit


def _part(field: dict[int, int], start: int) -> set[int]:
    """The tiles joined to ``start`` side by side."""
    found, todo = {start}, [start]
    while todo:
        k = todo.pop()
        for step in _engine.STEPS:
            n = k + step
            if n in field and n not in found:
                found.add(n)
                todo.append(n)
    return found
