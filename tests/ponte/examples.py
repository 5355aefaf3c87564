"""The worked examples of the rules page (S1, P1-P6, B1-B7) as positions, by name.

Shared by the test suite and the documentation, which draws each of them. S1 is a position
a game reaches (:func:`islands_rules.ponte.setup_position`); the placement and bridge examples
are drawn as the rules page shows them, a lone tile or light to move with no dark tile, which
no game reaches, so they are diagrams (:func:`islands_rules.ponte.diagram_position`). Every
example is the position the rules page lists, the move it tries there (``None`` for
the scoring example S1) and whether that move is legal.

>>> example = EXAMPLES["B5"]
>>> example.move, example.legal
(BuildBridge('a3', 'c1'), False)
>>> sorted(map(str, position("B1").tiles(ir.ponte.Colour.LIGHT)))
['a1', 'a3']
"""

from __future__ import annotations

import attrs

import islands_rules as ir

__all__ = ["EXAMPLES", "Example", "position"]


@attrs.frozen
class Example:
    """One worked example: its name on the rules page, a caption, the position, the
    move tried in it and whether the rules allow that move."""

    name: str
    caption: str
    state: ir.ponte.GameState
    move: ir.ponte.Move | None
    legal: bool | None


def _s1() -> Example:
    state = ir.ponte.setup_position(
        light=[
            *("a1", "b1", "a2", "b2"),
            *("d1", "e1", "d2", "e2"),
            *("g1", "h1", "g2", "h2"),
            *("a4", "b4", "a5", "b5"),
        ],
        dark=[
            *("e5", "f5", "e6", "f6"),
            *("a8", "b8", "a9", "b9"),
            *("d8", "d9"),
            *("f8", "g8", "f9", "g9"),
            *("i8", "j8", "i9", "j9"),
        ],
        light_bridges=["b1-d1", "e2-g2", "a2-a4"],
        dark_bridges=["b8-d8", "d9-f9"],
    )
    return Example("S1", "the rules' scoring example: light 10 points, dark 5", state, None, None)


def _example(
    name: str,
    caption: str,
    move: str,
    legal: bool,
    *,
    light: tuple[str, ...] = (),
    dark: tuple[str, ...] = (),
    light_bridges: tuple[str, ...] = (),
    to_move: ir.ponte.Colour = ir.ponte.Colour.LIGHT,
) -> Example:
    # The rules page draws these boards as they are (a lone tile, light to move with no dark
    # tile): positions no game reaches, so they are diagrams (S1 is a reachable position).
    state = ir.ponte.diagram_position(light=light, dark=dark, light_bridges=light_bridges, to_move=to_move)
    return Example(name, caption, state, ir.ponte.parse_move(move), legal)


def _all() -> dict[str, Example]:
    far = "j10"  # the far cell the placement examples pair their tile with
    examples = [
        _s1(),
        _example("P1", "a group of 5", f"e1,{far}", False, light=("a1", "b1", "c1", "d1")),
        _example(
            "P2", "c3 touches the island diagonally", f"c3,{far}", False, light=("a1", "b1", "a2", "b2")
        ),
        _example(
            "P2 dark",
            "the other colour is free to touch it",
            f"c3,{far}",
            True,
            light=("a1", "b1", "a2", "b2"),
            to_move=ir.ponte.Colour.DARK,
        ),
        _example(
            "P3", "the new island touches c3 diagonally", f"b2,{far}", False, light=("a1", "b1", "a2", "c3")
        ),
        _example("P4", "sandbanks may touch diagonally", f"b2,{far}", True, light=("a1",)),
        _example("P5", "two sandbanks become one island", f"c1,{far}", True, light=("a1", "b1", "d1")),
        _example("P5'", "the new island touches e2", f"c1,{far}", False, light=("a1", "b1", "d1", "e2")),
        _example(
            "P6", "each alone is legal; together a group of 5", "b2,c1", False, light=("a1", "b1", "a2")
        ),
        _example("B1", "a straight bridge blocks a2", "a1-a3", True, light=("a1", "a3")),
        _example(
            "B1 dark", "a dark tile on a2 is in the way", "a1-a3", False, light=("a1", "a3"), dark=("a2",)
        ),
        _example("B2 a1-b3", "a knight bridge blocks a2 and b2", "a1-b3", True, light=("a1", "b3")),
        _example("B2 a1-c2", "a knight bridge blocks b1 and b2", "a1-c2", True, light=("a1", "c2")),
        _example("B2 a1-c3", "a diagonal bridge blocks b2", "a1-c3", True, light=("a1", "c3")),
        _example(
            "B4",
            "a3 already has a bridge",
            "a3-a5",
            False,
            light=("a1", "a3", "a5"),
            light_bridges=("a1-a3",),
        ),
        _example("B5", "crossing", "a3-c1", False, light=("a1", "c3", "a3", "c1"), light_bridges=("a1-c3",)),
        _example(
            "B6",
            "crosses at a grid corner",
            "a3-c1",
            False,
            light=("b1", "c1", "a3", "d3"),
            light_bridges=("b1-d3",),
        ),
        _example(
            "B7",
            "b2 would be under two bridges",
            "a2-c3",
            False,
            light=("a1", "a2", "c2", "c3"),
            light_bridges=("a1-c2",),
        ),
    ]
    return {example.name: example for example in examples}


EXAMPLES: dict[str, Example] = _all()
"""Every worked example, by its name on the rules page (with a suffix for variants)."""


def position(name: str) -> ir.ponte.GameState:
    """The position of the worked example ``name``, such as ``"S1"`` or ``"B5"``."""
    return EXAMPLES[name].state
