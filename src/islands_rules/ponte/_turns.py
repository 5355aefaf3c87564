"""Which turns a board took: the phase, the colour to move, the ply and the declines a position
set up by hand must have for some game to reach it (R4-R7, R17, R18).

Openly private: :func:`~islands_rules.ponte.setup_position` asks it. A game is a sequence of
turns that alternate colours from light's opening on (a swap is dark's turn and keeps dark to
move, R5, R6), each placing two tiles, building one bridge or declining; so the board tells
how many turns each colour took, and the turns tell the rest:

- each colour's tiles are even in number, and light's first turn placed two (R4, R7);
- ``d``, light's turns (placements, bridges, a decline) less dark's placements and bridges,
  is 0 (light to move) or 1 (dark to move), with or without a swap (the swap is the turn
  dark's side is one ahead by, and it keeps dark to move);
- once the game is over, only dark can have ended it (R18): ``d`` is then 1 if dark declined
  last and 0 if dark played on after light declined;
- a decline was allowed only when its colour could not place two tiles (R17): light's still
  cannot (nothing since made room), dark's likewise, and after light declined and dark played
  a last ordinary turn, light could not place two before that turn.

These conditions are also enough: place each colour's tiles first, two at a time in any
order (R9 holds for any part of a board that keeps it), then its bridges (each checked on the
whole board), turns alternating, the declines last.
"""

from __future__ import annotations

import attrs

from ..core.positions import field_error
from ..core.words import counted
from . import _engine as engine
from ._cells import Colour
from ._geometry import bits
from ._placement import has_pair
from .state import GameState, Phase

__all__ = ["Turns", "check_declines", "turns"]


@attrs.frozen
class Turns:
    """What the board says of the game so far: its phase, who is to move, the ply, and
    whether dark declined last."""

    phase: Phase
    to_move: Colour
    ply: int
    dark_declined: bool


def turns(
    phase: Phase | None,
    light: int,
    dark: int,
    light_bridges: int,
    dark_bridges: int,
    *,
    swapped: bool,
    light_declined: bool,
) -> Turns:
    """The turns a board of ``light`` and ``dark`` tiles and bridges (counts) took, in the
    ``phase`` given (``None``: the opening, the choice or play, as the board shows).

    :raises PositionError: naming the field at fault if no game reaches such a board.
    """
    for name, tiles in (("light", light), ("dark", dark)):
        if tiles % 2:
            raise field_error(
                name,
                f"{name} has {counted(tiles, 'tile')} on the board, but tiles are placed two at a "
                "time (R4, R7), so no game has an odd number",
            )
    light_turns = light // 2 + light_bridges + light_declined
    if light_turns and not light:
        raise field_error("light", "light's first turn places two light tiles (R4), but light has none")
    if not light_turns:
        if dark or dark_bridges or swapped or (phase not in (None, Phase.OPENING)):
            shown_phase = "" if phase in (None, Phase.OPENING) else f", not the {phase.value} phase"
            raise field_error(
                "phase" if not (dark or dark_bridges or swapped) else "dark" if dark else "swapped",
                f"a board without light tiles is the opening phase{shown_phase}, with nothing "
                "before it: light places the first two tiles (R4)",
            )
        return Turns(Phase.OPENING, Colour.LIGHT, 0, False)
    if phase is Phase.OPENING:
        raise field_error("phase", "the opening phase is an empty board with light to move (R4)")
    lead = light_turns - dark // 2 - dark_bridges
    if lead not in (0, 1):
        ahead, behind = ("light", "dark") if lead > 1 else ("dark", "light")
        raise field_error(
            ahead,
            f"light took {counted(light_turns, 'turn')} ({light // 2} placing tiles, "
            f"{light_bridges} building bridges{', 1 declining' if light_declined else ''}) and dark "
            f"{dark // 2 + dark_bridges} besides {'the swap' if swapped else 'its choice'}; turns "
            f"alternate (R6, R7), so {ahead} cannot be that far ahead of {behind}",
        )
    choice = light_turns == 1 and not (light_bridges or light_declined or dark or dark_bridges or swapped)
    if phase is Phase.OVER:
        if not lead and not light_declined:
            raise field_error(
                "phase",
                "the game ends when dark declines, or after dark's last turn once light declined "
                "(R18); here dark played last and light has not declined",
            )
        return Turns(phase, Colour.LIGHT, light_turns + dark // 2 + dark_bridges + swapped + lead, bool(lead))
    if choice:
        if phase not in (None, Phase.CHOICE):
            raise field_error(
                "phase", "two light tiles and nothing else is the choice phase: dark swaps or places (R5)"
            )
        return Turns(Phase.CHOICE, Colour.DARK, 1, False)
    if phase is Phase.CHOICE:
        raise field_error(
            "phase", "the choice phase comes right after the opening: two light tiles and nothing else (R5)"
        )
    if light_declined and not lead:
        raise field_error(
            "light_declined", "after light declines dark has one more turn (R18), but dark has taken it"
        )
    to_move = Colour.DARK if lead else Colour.LIGHT
    return Turns(Phase.PLAY, to_move, light_turns + dark // 2 + dark_bridges + swapped, False)


def _stuck(state: GameState, colour: Colour, freed: int = 0) -> bool:
    """Whether ``colour`` cannot place two tiles (R17) with the cells ``freed`` empty too."""
    if not engine.has_two_tiles(state, colour):
        return True
    open_cells = engine.open_mask(state, colour)
    if freed:
        open_cells |= freed & ~state.island_halo_mask(colour)
    return not has_pair(state.geometry, state.tile_mask(colour), open_cells)


def check_declines(state: GameState, dark_declined: bool) -> None:
    """The declines of ``state`` were allowed when they were made (R17, R18).

    :raises PositionError: naming the field at fault if a decline was not allowed.
    """
    if dark_declined and not _stuck(state, Colour.DARK):
        raise field_error(
            "phase",
            "by the turns, dark ended the game by declining, but dark can still place two tiles, "
            "so could not decline (R17, R18)",
        )
    if not state.light_declined:
        return
    if not _stuck(state, Colour.LIGHT):
        raise field_error(
            "light_declined", "light can still place two tiles, so could not have declined (R17)"
        )
    if state.phase is Phase.OVER and not dark_declined and not _any_last_turn(state):
        raise field_error(
            "light_declined",
            "every last turn dark could have played after light declined made room for no light "
            "pair that was there before, so light could place two tiles when it declined (R17)",
        )


def _any_last_turn(state: GameState) -> bool:
    """Whether some ordinary turn of dark's (a bridge of its, or two of its tiles that carry no
    bridge end) left light unable to place two tiles before it, as light's decline needs."""
    geo = state.geometry
    for number in bits(state.bridge_mask(Colour.DARK)):
        if _stuck(state, Colour.LIGHT, geo.bridge_under[number]):
            return True
    loose = [1 << cell for cell in bits(state.tile_mask(Colour.DARK) & ~state.bridge_end_mask)]
    return any(_stuck(state, Colour.LIGHT, a | b) for i, a in enumerate(loose) for b in loose[i + 1 :])
