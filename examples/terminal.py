"""Play any game of islands_rules in a terminal:

    python examples/terminal.py [ponte|isaac|lsd|islands] [--bot SEAT]

Type a click as the library offers it (``c3``, ``swap``, ``1``, ``w2``), ``back`` to
take back a click, ``undo`` to take back a move, ``quit`` to stop. A bot seat plays at
random. The board marks the cells you may click ``*``, those clicked ``>`` and the last
move ``!``. Every rule, click and reason comes from the library; this file asks and prints.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable

import islands_rules as ir


def choose(state: object, chosen: list[ir.Input], typed: str) -> ir.Input | str:
    """The offered click ``typed`` names (its value or ``kind:value``), or why none."""
    offered = ir.next_inputs(state, chosen)
    matches = [click for click in offered if typed in (click.value, str(click))]
    if len(matches) == 1:
        return matches[0]
    if matches:
        return f"{typed} is ambiguous: type one of {', '.join(map(str, matches))}"
    try:
        click = ir.Input.parse(typed) if ":" in typed else ir.Input("cell", typed)
    except ir.IslandsRulesError as error:
        return str(error)
    return ir.why_input_refused(state, chosen, click) or f"{typed} is not offered"


def play(
    name: str,
    ask: Callable[[str], str],
    say: Callable[[str], None],
    bots: set[int],
    seed: int,
) -> ir.History:
    """One game of ``name``: people click, bots and chance move; say what happens."""
    rng, history = random.Random(seed), ir.History.start(name)
    chosen: list[ir.Input] = []
    machine = {ir.CHANCE, *bots}  # the seats nobody types for
    while history.outcome is None:
        state, seat = history.state, history.to_move
        if seat in machine or not isinstance(seat, int):
            draw = ir.random_move if seat in bots else ir.draw_chance
            history = history.play(draw(state, rng))
            continue
        offered = ir.next_inputs(state, chosen)
        cells = [click.value for click in offered if click.kind == "cell"]
        picked = [click.value for click in chosen if click.kind == "cell"]
        say(ir.render_text(state, highlight=cells, selected=picked, last_move=history.last_move))
        clicked = " ".join(click.value for click in chosen) or "nothing yet"
        player = ir.game_of_state(state).seat_names(state)[seat]
        say(f"{player} to move; clicked: {clicked}")
        say(f"you may click: {' '.join(click.value for click in offered)}")
        typed = ask("> ").strip()
        if typed == "quit":
            break
        if typed == "back":
            chosen = chosen[:-1]
        elif typed == "undo":  # back to the last turn a person played, before it
            chosen, history = [], history.undo(min(1, history.ply))
            while history.ply and history.to_move in machine:
                history = history.undo()
        else:
            click = choose(state, chosen, typed)
            if isinstance(click, str):
                say(f"no: {click}")
                continue
            chosen.append(click)
            move = ir.move_for_inputs(state, chosen)
            if move is not None:
                say(f"played {ir.game_of_state(state).move_text(move)}")
                history, chosen = history.play(move), []
    say(ir.render_text(history.state))
    for player, figures in ir.summary(history.state).items():
        say(f"{player}: {figures['points']} points")
    if history.outcome is not None:
        say(f"result: {history.outcome.result} ({history.outcome.decided_by})")
    return history


def main(argv: list[str]) -> int:
    name = argv[1] if len(argv) > 1 and not argv[1].startswith("-") else "ponte"
    bots = {int(argv[argv.index("--bot") + 1])} if "--bot" in argv else set()
    try:
        play(name, input, print, bots, seed=1)
    except (EOFError, KeyboardInterrupt):
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
