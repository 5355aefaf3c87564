"""Hypothesis strategies shared by the test suite: rule options, random legal games, moves."""

from __future__ import annotations

import random

import attrs
from hypothesis import strategies as st

import islands_rules as ir


@attrs.frozen
class PlayedGame:
    """A game reached by random legal play: its rules, moves and every state on the way."""

    rules: ir.ponte.Rules
    moves: tuple[ir.ponte.Move, ...]
    states: tuple[ir.ponte.GameState, ...]  # states[0] is the new game, states[-1] the last

    @property
    def final(self) -> ir.ponte.GameState:
        return self.states[-1]


def rules_options(min_size: int = 4, max_size: int = 10) -> st.SearchStrategy[ir.ponte.Rules]:
    """Rules on small-to-full boards, with limited or unlimited supplies (small limits end games sooner)."""
    return st.builds(
        ir.ponte.Rules,
        board_size=st.integers(min_size, max_size),
        tiles_per_colour=st.none() | st.integers(2, 40),
        bridges=st.none() | st.integers(0, 15),
    )


@st.composite
def played_games(
    draw: st.DrawFn,
    rules: st.SearchStrategy[ir.ponte.Rules] | None = None,
    *,
    to_the_end: bool = False,
) -> PlayedGame:
    """A random legal game: each ply picks an index into ``legal_moves``.

    Shrinks towards the first legal moves and fewer plies. With ``to_the_end`` the game is
    played until it is over; otherwise it stops at a drawn ply.
    """
    chosen = draw(rules_options() if rules is None else rules)
    state = ir.new_game(chosen)
    moves: list[ir.ponte.Move] = []
    states = [state]
    limit = 10_000 if to_the_end else draw(st.integers(0, 4 * chosen.board_size**2))
    while not state.is_over and len(moves) < limit:
        options = ir.legal_moves(state)
        move = options[draw(st.integers(0, len(options) - 1))]
        state = ir.play(state, move)
        moves.append(move)
        states.append(state)
    return PlayedGame(chosen, tuple(moves), tuple(states))


def positions(
    rules: st.SearchStrategy[ir.ponte.Rules] | None = None,
) -> st.SearchStrategy[ir.ponte.GameState]:
    """A position reached by random legal play."""
    return played_games(rules).map(lambda game: game.final)


def cells(size: int = 10) -> st.SearchStrategy[ir.ponte.Cell]:
    return st.builds(ir.ponte.Cell, st.integers(0, size - 1), st.integers(0, size - 1))


@st.composite
def any_moves(draw: st.DrawFn, size: int = 10) -> ir.ponte.Move:
    """Any well-formed move on a board of ``size`` (and a little beyond), legal or not."""
    kind = draw(st.sampled_from(["place", "bridge", "swap", "pass"]))
    if kind == "swap":
        return ir.ponte.Swap()
    if kind == "pass":
        return ir.ponte.Decline()
    span = min(size + 1, ir.ponte.MAX_BOARD_SIZE)  # one column and row past the board, where there is room
    first = draw(cells(span))
    if kind == "place":
        second = draw(cells(span).filter(lambda cell: cell != first))
        return ir.ponte.PlaceTiles(first, second)
    dx, dy = draw(st.sampled_from([(2, 0), (0, 2), (2, 2), (2, -2), (1, 2), (-1, 2), (2, 1), (2, -1)]))
    # Point the bridge the other way where it would leave the 26x26 grid.
    column = first.column + dx if 0 <= first.column + dx < ir.ponte.MAX_BOARD_SIZE else first.column - dx
    row = first.row + dy if 0 <= first.row + dy < ir.ponte.MAX_BOARD_SIZE else first.row - dy
    return ir.ponte.BuildBridge(first, ir.ponte.Cell(column, row))


# Tag values and comments as a record holds them: one line for a tag, no '}' in a comment.
tag_values = st.text(st.characters(blacklist_characters="\n\r\x00", blacklist_categories=["Cs"]), max_size=20)
comment_texts = st.text(st.characters(blacklist_characters="}\x00", blacklist_categories=["Cs"]), max_size=30)
_RESERVED_TAGS = {
    name.lower()
    for name in (*ir.records.COMMON_TAGS, "Format", "Size", "Tiles", "Bridges", "Position", "Result")
}
free_tag_names = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,11}", fullmatch=True).filter(
    lambda name: name.lower() not in _RESERVED_TAGS
)
dates = st.from_regex(
    r"(20[0-9]{2}|\?{4})\.(0[1-9]|1[0-2]|\?\?)\.(0[1-9]|1[0-9]|2[0-8]|\?\?)", fullmatch=True
)
"""Dates of the Date tag's shape, on days every month has."""


@st.composite
def games(
    draw: st.DrawFn, rules: st.SearchStrategy[ir.ponte.Rules] | None = None, *, to_the_end: bool = False
) -> ir.Record:
    """A random legal game as a :class:`~islands_rules.Game`, with random tags and comments."""
    played = draw(played_games(rules, to_the_end=to_the_end))
    tags = draw(st.dictionaries(st.sampled_from(["Light", "Dark", "Event", "Site", "Round"]), tag_values))
    tags |= draw(st.dictionaries(free_tag_names, tag_values, max_size=2))
    if draw(st.booleans()):
        tags["Date"] = draw(dates)
    plies = len(played.moves)
    comments = draw(st.dictionaries(st.integers(0, plies), comment_texts, max_size=4))
    return ir.Record(played.moves, rules=played.rules, tags=tags, comments=comments)


@st.composite
def games_on_any_board(draw: st.DrawFn, *, max_plies: int = 80) -> ir.Record:
    """A game on any board size, 4×4 to 26×26, with tags and comments.

    Moves come from :func:`islands_rules.random_move` with a drawn seed, since listing every
    legal pair of a 26×26 board each ply would be slow; the seed shrinks like any number.
    """
    chosen = draw(rules_options(4, ir.ponte.MAX_BOARD_SIZE))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    game = ir.Record(rules=chosen, tags=draw(st.dictionaries(free_tag_names, tag_values, max_size=2)))
    for _ in range(draw(st.integers(0, max_plies))):
        if game.final.is_over:
            break
        game = game.play(ir.random_move(game.final, rng), comment=draw(st.none() | comment_texts))
    return game
