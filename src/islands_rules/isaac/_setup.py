"""Positions set up by hand: :func:`setup_position` builds any position a game of Isaac can
reach, and refuses every other. It is the one check behind hand-made positions, position
strings (:func:`~islands_rules.isaac.read_position`) and JSON data
(:func:`~islands_rules.isaac.state_from_dict`)."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence

import attrs

from ..core.errors import IslandsRulesError, shown
from ..core.positions import field_error
from ..core.words import counted
from ._engine import tile_shape
from ._geometry import geometry, toggled
from .moves import Place, parse_move
from .rules import can_place
from .state import PLAYERS, GameState, Phase, Player, Rules, counter_square

__all__ = ["setup_position"]


class _Unset(enum.Enum):
    """Marks a value left to :func:`setup_position` to work out from the board."""

    DERIVED = "worked out from the board"


_DERIVED = _Unset.DERIVED


def setup_position(
    *,
    rules: Rules | None = None,
    dark: Iterable[Place | str] = (),
    light: Iterable[Place | str] = (),
    dark_unplaced: Sequence[int] | None = None,
    light_unplaced: Sequence[int] | None = None,
    phase: Phase = Phase.PLACEMENT,
    dark_score: int = 0,
    light_score: int = 0,
    dark_passed: bool = False,
    light_passed: bool = False,
    to_move: Player | _Unset | None = _DERIVED,
    dark_last_removed: int | None = None,
    light_last_removed: int | None = None,
    ply: int | None = None,
) -> GameState:
    """A position of Isaac set up by hand, for puzzles, tests and diagrams.

    ``dark`` and ``light`` list each player's tiles on the board (``"c3-g3"``); the
    ``*_unplaced`` counts, one per kind of ``rules.pieces``, default to the piece set less
    the tiles on the board (nothing removed yet). Whose turn it is, the ply and each
    player's last removal follow from the board, the hands and the passes (R6, R9, R12, R13,
    R18); give them to have them checked. The position must be one a game can reach: the
    tiles fit the piece set and do not overlap (R2, R7), the turns add up, the scores fit
    the removals and the counters stand apart (R11, R16, R17, R19).

    >>> from islands_rules import isaac
    >>> state = isaac.setup_position(dark=["c3-g3"], light=["a1-a4"])
    >>> state.to_move, state.ply, state.unplaced(isaac.Player.DARK)
    (<Player.DARK: 'dark'>, 2, (3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6, 6, 7))
    >>> isaac.setup_position(dark=["c3-g3"], ply=5)
    Traceback (most recent call last):
    ...
    islands_rules.PositionError: must be 1 for this position, got 5

    :raises PositionError: if no game could reach the position; its ``field`` names what
        is at fault as JSON data names it (``dark.tiles[0]``, ``ply``).
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise field_error("rules", f"must be Isaac's Rules, got {type(rules).__name__}")
    if not isinstance(phase, Phase):
        raise field_error("phase", f"must be a Phase, got {shown(phase)}")
    geo = geometry(rules.size)
    kinds = [kind[0] for kind in rules.pieces]
    occupied, masks = 0, (0, 0, 0, 0)
    keys: list[tuple[int, ...]] = []
    removed: list[list[int]] = []
    hands: list[tuple[int, ...]] = []
    for player, given, unplaced in (
        (Player.DARK, dark, dark_unplaced),
        (Player.LIGHT, light, light_unplaced),
    ):
        name = player.value
        if isinstance(given, str | bytes) or not isinstance(given, Iterable):
            raise field_error(f"{name}.tiles", f"must list tiles such as 'c3-g3', got {shown(given)}")
        on_board, own = [0] * len(kinds), []
        for index, item in enumerate(given):
            where = f"{name}.tiles[{index}]"
            try:
                tile = item if isinstance(item, Place) else parse_move(item)
            except IslandsRulesError as error:
                raise field_error(where, str(error)) from None
            shape = tile_shape(geo, tile) if isinstance(tile, Place) else None
            if shape is None:
                raise field_error(
                    where, f"{shown(item)} is not a tile on the {rules.size}×{rules.size} board"
                )
            if shape.length not in kinds:
                raise field_error(where, f"there is no tile of length {shape.length} in the piece set (R2)")
            if shape.mask & occupied:
                raise field_error(where, f"{tile} overlaps another tile (R7)")
            occupied |= shape.mask
            masks = toggled(masks, shape)
            on_board[kinds.index(shape.length)] += 1
            own.append(shape.key)
        hand = _hand(name, unplaced, rules, on_board)
        removed.append([count - hand[k] - on_board[k] for k, (_, _, count) in enumerate(rules.pieces)])
        if phase is Phase.PLACEMENT and any(removed[-1]):
            raise field_error(
                f"{name}.unplaced", "tiles are missing from the set: nothing is removed while placing (R5)"
            )
        keys.append(tuple(sorted(own)))
        hands.append(hand)
    scores = [_count(f"{p.value}.score", s) for p, s in zip(PLAYERS, (dark_score, light_score), strict=True)]
    passed = [
        _flag(f"{p.value}.passed", f) for p, f in zip(PLAYERS, (dark_passed, light_passed), strict=True)
    ]
    placed = [sum(count for *_, count in rules.pieces) - sum(hand) for hand in hands]
    taken = [sum(counts) for counts in removed]
    last = [max((kinds[k] for k, n in enumerate(counts) if n), default=0) for counts in removed]
    for player, given_last in zip(PLAYERS, (dark_last_removed, light_last_removed), strict=True):
        if given_last is not None and given_last != last[player.seat]:
            raise field_error(
                f"{player.value}.last_removed",
                f"must be {last[player.seat]} (the longest tile removed, R13), got {shown(given_last)}",
            )
    mover = _turn(rules, phase, placed, taken, passed, scores)
    if to_move is not _DERIVED and to_move != mover:
        wrong = to_move if isinstance(to_move, Player) else shown(to_move)
        raise field_error("to_move", f"must be {mover or 'null'} for this position, got {wrong}")
    counted = sum(placed) + sum(taken) + sum(passed) + (0 if phase is Phase.PLACEMENT else 2)
    if ply is not None and ply != counted:
        raise field_error("ply", f"must be {counted} for this position, got {shown(ply)}")
    state = GameState(
        rules=rules,
        ply=counted,
        phase=phase,
        to_move=mover,
        scores=(scores[0], scores[1]),
        passed=(passed[0], passed[1]),
        hands=(hands[0], hands[1]),
        last_removed=(last[0], last[1]),
        tiles=(keys[0], keys[1]),
        masks=masks,
    )
    if phase is Phase.PLACEMENT:
        for player in PLAYERS:  # a pass is final because a blocked player stays blocked (R9)
            if passed[player.seat] and can_place(attrs.evolve(state, to_move=player)):
                raise field_error(
                    f"{player.value}.passed", f"{player} passed, yet has a legal placement (R8, R9)"
                )
    return state


def _hand(name: str, given: object, rules: Rules, on_board: list[int]) -> tuple[int, ...]:
    """A player's unplaced tiles, a count per kind: given, or the set less the board."""
    key = f"{name}.unplaced"
    if given is None:
        hand = tuple(count - n for (_, _, count), n in zip(rules.pieces, on_board, strict=True))
    elif isinstance(given, str | bytes) or not isinstance(given, Sequence) or len(given) != len(rules.pieces):
        raise field_error(key, f"must be {len(rules.pieces)} counts, one per kind of the piece set")
    else:
        hand = tuple(_count(f"{key}[{k}]", n) for k, n in enumerate(given))
    for k, ((length, _, count), n, placed) in enumerate(zip(rules.pieces, hand, on_board, strict=True)):
        if n + placed > count:
            raise field_error(
                f"{key}[{k}]" if n else f"{name}.tiles",
                f"{placed} tiles of length {length} on the board and {shown(n)} unplaced: "
                f"the set has {count} (R2)",
            )
    return hand


def _count(key: str, value: object) -> int:
    if type(value) is not int or value < 0:
        raise field_error(key, f"must be an int of at least 0, got {shown(value)}")
    return value


def _flag(key: str, value: object) -> bool:
    if type(value) is not bool:
        raise field_error(key, f"must be true or false, got {shown(value)}")
    return value


def _mover(first: Player, turns: list[int], passed: list[bool], what: str) -> Player | tuple[str, str]:
    """Who moves after ``turns`` (``what`` each player did, counted per seat) in a phase that
    ``first`` opened, each moving in turn until they pass (R6, R9, R18); or the field at
    fault and why."""
    other = first.other
    ahead = turns[first.seat] - turns[other.seat]
    counts = f"{first} {what} {counted(turns[first.seat], 'tile')} and {other} {turns[other.seat]}"
    if passed[first.seat] and passed[other.seat]:
        return (f"{other}.passed", "both passed, so the phase is over (R10, R19)")
    if passed[first.seat] and ahead > 0:  # first passed on their turn, level; other plays on
        return (
            f"{first}.passed",
            f"{counts}: {first} passed on their turn, so {other} made as many or more (R9, R18)",
        )
    if passed[other.seat] and ahead < 1:  # other passed on their turn, one behind; first plays on
        return (f"{other}.passed", f"{counts}: {other} passed on their turn, so {first} made more (R9, R18)")
    if passed[first.seat]:
        return other
    if passed[other.seat] or ahead == 0:
        return first
    if ahead == 1:
        return other
    return (f"{first if ahead > 0 else other}.tiles", f"{counts}: turns alternate (R6)")


def _turn(
    rules: Rules, phase: Phase, placed: list[int], taken: list[int], passed: list[bool], scores: list[int]
) -> Player | None:
    """Whose turn it is (``None`` once over), checking that the turns, passes and scores add up."""
    if phase is Phase.PLACEMENT:
        if any(scores):
            raise field_error(
                "dark.score" if scores[0] else "light.score", "no score in the placement phase (R5)"
            )
        found = _mover(Player.DARK, placed, passed, "placed")
        if isinstance(found, Player):
            return found
        raise field_error(*found)
    # R12: the first to pass opened the scoring: Dark if Light placed as many (Dark passed at
    # Dark's turn), else Light.
    first = Player.DARK if placed[1] >= placed[0] else Player.LIGHT
    # R15, R16: the most one removal can score: every other tile on its line, both counters on it.
    most = 4 * max(value for _, value, _ in rules.pieces) * (sum(placed) - 1)
    for player in PLAYERS:
        if scores[player.seat] > taken[player.seat] * most:
            raise field_error(
                f"{player}.score",
                f"{shown(scores[player.seat])} is more than "
                f"{counted(taken[player.seat], 'removal')} score (R16)",
            )
    target, size = rules.target, rules.size
    reached = [player for player in PLAYERS if scores[player.seat] >= target]
    if len(reached) == 2:
        raise field_error("dark.score, light.score", "only one player can reach the target (R19)")
    if not reached and counter_square(scores[0], Player.DARK, size) == counter_square(
        scores[1], Player.LIGHT, size
    ):
        raise field_error("dark.score, light.score", "the counters may not share a square (R17)")
    if phase is Phase.SCORING:
        if reached:
            raise field_error(f"{reached[0]}.score", "a score at the target ends the game (R19)")
        found = _mover(first, taken, passed, "removed")
        if isinstance(found, Player):
            return found
        raise field_error(*found)
    if reached:  # R19: the winner's removal ended the game: it was their turn
        winner = reached[0]
        before = [n - (player is winner) for player, n in zip(PLAYERS, taken, strict=True)]
        if min(before) < 0 or _mover(first, before, passed, "removed") is not winner:
            raise field_error(
                f"{winner}.score", f"{winner} reached the target, but it was not {winner}'s turn (R6, R19)"
            )
        if scores[winner.seat] - most >= target:
            raise field_error(
                f"{winner}.score",
                f"{shown(scores[winner.seat])} is more than one removal past the target (R16, R19)",
            )
    elif not all(passed):
        raise field_error("dark.passed", "the game ends at the target or at the second pass (R19)")
    return None
