"""The front-end guide's terminal example (examples/terminal.py) plays a whole game of every
game, typed click by click, with mistakes, take-backs and undos, in under 100 lines."""

from __future__ import annotations

import random
from types import ModuleType

import pytest

import example_files
import islands_rules as ir

EXAMPLE = example_files.EXAMPLES / "terminal.py"


def load_example() -> ModuleType:
    return example_files.load_example("terminal.py", "terminal_example")


class Player:
    """Types into the example what a person might: mostly an offered click, sometimes a
    cell that is not offered, ``back`` or ``undo``."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.said: list[str] = []
        self.undos = 0

    def say(self, text: str) -> None:
        self.said.append(text)

    def ask(self, prompt: str) -> str:
        offered = self.said[-1].removeprefix("you may click: ").split()
        roll = self.rng.random()
        if roll < 0.1 and self.undos < 5:
            self.undos += 1
            return "undo"
        if roll < 0.15:
            return "back"
        if roll < 0.2:
            return "zz99"
        return self.rng.choice(offered)


def test_the_example_is_under_100_lines() -> None:
    assert len(EXAMPLE.read_text(encoding="utf-8").splitlines()) < 100


def cell_clicks_go_on(name: str) -> bool:
    """Whether some first move of ``name`` is entered by a cell click and then more clicks
    (Ponte's pair: the first cell stays selected), unlike LSD's placement, which a cell ends."""
    game = ir.load_game(name)
    state = game.new_game()
    while game.to_move(state) is ir.CHANCE:
        state = game.play(state, game.legal_moves(state)[0])
    return any(
        click.kind == "cell"
        for move in game.legal_moves(state)
        for clicks in game.move_inputs(state, move)
        for click in clicks[:-1]
    )


@pytest.mark.parametrize("name", ir.available_games())
def test_the_terminal_example_plays_a_whole_game_by_typed_clicks(name: str) -> None:
    example = load_example()
    # A short game may end before the person's first undo: the first seed that undoes is played.
    for seed in range(3, 40):
        person = Player(seed=seed)
        history = example.play(name, person.ask, person.say, bots={1}, seed=seed)
        if person.undos > 0:
            break
    assert person.undos > 0
    assert history.outcome is not None
    assert person.said[-1] == f"result: {history.outcome.result} ({history.outcome.decided_by})"
    assert any(line.startswith("no: ") for line in person.said)
    boards = [line for line in person.said if "marks " in line]
    assert any("* highlighted" in line for line in boards)  # the cells that may be clicked
    assert any("> selected" in line for line in boards) == cell_clicks_go_on(name)
    replayed = ir.new_game(name)
    for move in history.moves:
        replayed = ir.play(replayed, move)
    assert replayed == history.state
    played = [line.removeprefix("played ") for line in person.said if line.startswith("played ")]
    assert played, "the person made no move"


def test_a_refused_click_is_explained_with_its_rule() -> None:
    example = load_example()
    state = ir.ponte.setup_position(light=["a1", "a2", "b1", "c3"], dark=["a10", "c10", "e10", "g10"])
    assert (
        example.choose(state, [], "b2")
        == "b2: the new island a1 a2 b1 b2 would touch c3 diagonally (distance rule, R9)"
    )
    assert example.choose(state, [], "k1") == "k1 is off the 10x10 board (R1)"
    assert example.choose(state, [], "e5") == ir.Input("cell", "e5")
