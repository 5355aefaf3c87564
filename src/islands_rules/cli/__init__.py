"""The ``islands-rules`` command, one module per command: :mod:`~islands_rules.cli.main`
(the parser and ``show``/``games``), :mod:`~islands_rules.cli.validate`,
:mod:`~islands_rules.cli.random_games` (``play --random``), :mod:`~islands_rules.cli.play`
(people and bots at the seats), :mod:`~islands_rules.cli.match`,
:mod:`~islands_rules.cli.files` (files and streams in and out) and
:mod:`~islands_rules.cli.status` (the exit statuses)."""

from .main import build_parser, main
from .status import ExitStatus

__all__ = ["ExitStatus", "build_parser", "main"]
