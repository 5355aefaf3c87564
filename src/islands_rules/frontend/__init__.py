"""The front-end kit: what a board program needs beside the rules, for every game alike.

Clicks (:mod:`~islands_rules.frontend.inputs`, :mod:`~islands_rules.frontend.clicks`), an
undoable game (:mod:`~islands_rules.frontend.history`) and the whole view a client draws
(:mod:`~islands_rules.frontend.view`). It reaches a game only through the protocol.
"""

from .clicks import input_sequences, move_for_inputs, next_inputs, why_input_refused
from .history import History
from .inputs import Input, as_input
from .view import board_cells, cell_contents, client_view, seat_of

__all__ = [
    "History",
    "Input",
    "as_input",
    "board_cells",
    "cell_contents",
    "client_view",
    "input_sequences",
    "move_for_inputs",
    "next_inputs",
    "seat_of",
    "why_input_refused",
]
