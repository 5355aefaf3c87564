"""The ``cli-reference`` directive: the reference of the ``islands-rules`` command, written from
its own parser, so that it cannot drift from the program.

It walks :func:`islands_rules.cli.build_parser` and writes a section per command (its usage
line as argparse prints it, then every argument and option with its help), the options that
differ from game to game (the seats and the rule options of ``play`` and ``match``, for each of
the library's own games) and the exit statuses of :class:`islands_rules.cli.ExitStatus`.

.. code-block:: rst

   .. cli-reference::

The page must give it room for subsections: the commands are titled with ``~`` and the games'
options with ``^``, under the ``-`` section it stands in.
"""

from __future__ import annotations

import argparse
import re

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import nested_parse_with_titles
from sphinx.util.typing import ExtensionMetadata

import islands_rules as ir
from islands_rules.cli import ExitStatus, build_parser

PROGRAM = "islands-rules"
_PER_GAME = ("play", "match", "solve")  # the commands whose options depend on --game


def commands(parser: argparse.ArgumentParser) -> dict[str, tuple[str, argparse.ArgumentParser]]:
    """Each command's name, one-line help and parser, in the order ``--help`` lists them."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            return {name: (helps.get(name, ""), sub) for name, sub in action.choices.items()}
    return {}


def _escape(text: str) -> str:
    """Help text as reST text: inline markup characters escaped, and dashes (``--random``)
    kept from becoming typographic ones."""
    return re.sub(r"([\\`*_|-])", r"\\\1", text)


def _invocation(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    return parser._get_formatter()._format_action_invocation(action)


def _arguments(parser: argparse.ArgumentParser, actions: list[argparse.Action]) -> list[str]:
    """A definition list: each argument's invocation, then its help."""
    lines: list[str] = []
    for action in actions:
        if action.help == argparse.SUPPRESS:
            continue
        help_text = action.help or ""
        if "%(" in help_text:
            help_text = help_text % {**vars(action), "prog": parser.prog}
        lines += [f"``{_invocation(parser, action)}``", f"   {_escape(help_text)}", ""]
    return lines


def _usage(parser: argparse.ArgumentParser) -> list[str]:
    usage = parser.format_usage().strip()
    return [".. code-block:: text", "", *(f"   {line}" for line in usage.splitlines()), ""]


def _title(text: str, underline: str) -> list[str]:
    return [text, underline * len(text), ""]


def _sentence(text: str) -> str:
    return _escape(text[:1].upper() + text[1:] + ("" if text.endswith(".") else "."))


def reference_lines(default_game: str | None = None) -> list[str]:
    """The reference as reST lines (sections titled with ``~`` and ``^``)."""
    parser = build_parser(default_game)
    top = [a for a in parser._actions if not isinstance(a, argparse._SubParsersAction)]
    lines = [*_usage(parser), _escape(parser.description or ""), "", *_arguments(parser, top)]
    shared_game = ir.load_game(default_game or ir.builtin_games()[0])
    for name, (help_text, sub) in commands(parser).items():
        lines += _title(f"``{PROGRAM} {name}``", "~")
        lines += [_sentence(help_text), "", *_usage(sub)]
        for group in sub._action_groups:
            if group.title and group.title.startswith("rule options of"):
                continue  # per game, below
            shown = [a for a in group._group_actions if not _is_seat(a)]
            lines += _arguments(sub, shown)
        if name in _PER_GAME:
            seats = [a for a in sub._actions if _is_seat(a)]
            if seats:
                lines += [
                    f"``{_invocation(sub, seats[0])}``, ``--seat1 WHO``, ...",
                    f"   {_escape(seats[0].help or '')}; one flag per seat, as many as the game's most "
                    "players (below)",
                    "",
                ]
            lines += [
                f"The game's rule options follow; they differ from game to game ({shared_game.title}'s "
                "by default), and are listed for each game under :ref:`cli-game-options`.",
                "",
            ]
        elif sub.epilog:  # play's and match's say what the section below says
            lines += [_escape(sub.epilog), ""]
    lines += [".. _cli-game-options:", "", *_title("The options of each game", "~")]
    lines += [
        "``play``, ``match`` and ``solve`` take the rule options of the game that ``--game`` names (the "
        "library's own games are listed here), and ``play`` a ``--seat`` flag for each seat.",
        "",
    ]
    for game_name in ir.builtin_games():
        game = ir.load_game(game_name)
        play = commands(build_parser(game_name))["play"][1]
        seats = [a for a in play._actions if _is_seat(a)]
        lines += _title(f"{game.title} (``--game {game_name}``)", "^")
        lines += [f"Seats: ``--seat0`` to ``--seat{len(seats) - 1}`` (seat 0 moves first).", ""]
        for group in play._action_groups:
            if group.title and group.title.startswith("rule options of"):
                lines += _arguments(play, group._group_actions)
    lines += [".. _cli-exit-status:", "", *_title("Exit status", "~")]
    lines += [
        f"Every command of ``{PROGRAM}``, and :func:`islands_rules.cli.main`, ends with one of "
        ":class:`~islands_rules.cli.ExitStatus`:",
        "",
        ".. list-table::",
        "   :header-rows: 1",
        "",
        "   * - status",
        "     - name",
        "     - meaning",
    ]
    for status in ExitStatus:
        lines += [f"   * - {int(status)}", f"     - ``{status.name}``", f"     - {_escape(status.meaning)}"]
    return [*lines, ""]


def _is_seat(action: argparse.Action) -> bool:
    return any(re.fullmatch(r"--seat\d+", option) for option in action.option_strings)


class CliReferenceDirective(SphinxDirective):
    """``.. cli-reference::``: the whole command reference, from the parser."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        container = nodes.section()  # a holder: its children are the sections made below
        container.document = self.state.document
        source = self.get_source_info()[0]
        text = StringList(reference_lines(), source=f"{source}:<cli-reference>")
        nested_parse_with_titles(self.state, text, container, self.content_offset)
        return list(container.children)


def setup(app: Sphinx) -> ExtensionMetadata:
    app.add_directive("cli-reference", CliReferenceDirective)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}


__all__: list[str] = ["CliReferenceDirective", "commands", "reference_lines"]
