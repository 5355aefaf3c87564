"""A record's tags judged once its game is known (the ``Game`` tag may come last): the
descriptive tags, the claimed result, the rule options and the start position. Pure functions: each gives back
what it kept and the problems it found, which the reader reports in the order of the text.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IslandsRulesError, quote
from ..core.options import options, rules_from_tags, rules_to_tags
from ..core.protocol import Game
from ..core.registry import available_games, load_game
from .grammar import Place, option_tags, results
from .problems import ProblemKind
from .tags import known_tags, tag_problem

__all__ = ["Found", "claimed_result", "descriptive_tags", "game_of_turn", "rules_of", "start_position"]

Found = tuple[ProblemKind, str, Place]
"""A problem found in a tag: its kind, why, and the tag's place."""


def game_of_turn(token: str, game: Game[Any, Any, Any]) -> str | None:
    """For a turn ``game`` cannot read, in a record with no ``Game`` tag: the tag that names
    the first other game that reads it (``[Game "lsd"]``), or ``None``."""
    for name in available_games():
        if name != game.name:
            try:
                load_game(name).parse_move(token)
            except IslandsRulesError:
                continue
            return f'[Game "{name}"]'
    return None


def descriptive_tags(
    game: Game[Any, Any, Any], given: list[tuple[str, str, Place]], rules: Any
) -> tuple[dict[str, str], list[Found]]:
    """The descriptive tags ``game``'s record under ``rules`` keeps of ``given`` (name, value,
    place), and the problems: a bad one is left out; an unknown one, or one naming a player
    these rules do not have (``[Green]`` in a 2-player game), is kept with a warning."""
    known, kept, found = known_tags(game), {}, []
    seated = {name.capitalize() for name in game.player_names(rules)}
    for name, value, place in given:
        reason = tag_problem(name, value, game)
        if reason is not None:
            found.append((ProblemKind.TAG, reason, place))
            continue
        if name not in known:
            found.append((ProblemKind.UNKNOWN_TAG, f"unknown tag [{name}], kept as it is", place))
        elif name.lower() in game.every_player_name() and name not in seated:
            players = len(seated)
            why = f"[{name}] names a player that a {players}-player game does not have, kept as it is"
            found.append((ProblemKind.UNKNOWN_TAG, why, place))
        kept[name] = value
    return kept, found


def claimed_result(
    game: Game[Any, Any, Any], result: tuple[str, Place] | None
) -> tuple[tuple[str, Place] | None, list[Found]]:
    """The ``[Result]`` tag's value as a result of ``game`` (in lower case), or ``None`` and why not."""
    if result is None:
        return None, []
    claimed, place = result
    if claimed.lower() in results(game):
        return (claimed.lower(), place), []
    words = ", ".join(results(game))
    return None, [(ProblemKind.TAG, f"[Result {quote(claimed)}] must be one of {words}", place)]


def rules_of(game: Game[Any, Any, Any], rule_tags: dict[str, tuple[str, Place]]) -> tuple[Any, list[Found]]:
    """The rules the option tags give; each bad option is a problem and left at its default, and
    an option of another game is a problem and left out."""
    own = {o.tag for o in options(game.rules_class)}
    given, found = {}, []
    for name, (value, place) in rule_tags.items():
        if name in own:
            given[name] = value
        else:
            owners = ", ".join(load_game(g).title for g in option_tags()[name])
            found.append((ProblemKind.TAG, f"[{name}] is an option of {owners}, not of {game.title}", place))

    def report(tag: str, reason: str) -> None:
        found.append((ProblemKind.TAG, reason, rule_tags[tag][1]))

    return rules_from_tags(game.rules_class, given, report=report), found


def start_position(
    game: Game[Any, Any, Any],
    rules: Any,
    rule_tags: dict[str, tuple[str, Place]],
    position: tuple[str, Place, Place | None] | None,
) -> tuple[Any, Any, list[Found]]:
    """The position a record starts from, its rules and the problems, given the rules of the
    rule tags and the ``[Position]`` tag (its value, its place, and where its value starts if
    the text holds it unescaped): a new game without the tag; ``None`` if the position cannot
    be read (the problem points inside the tag); a rule tag the position contradicts is a
    problem, and the position's rules hold."""
    if position is None:
        return game.new_game(rules), rules, []
    value, place, inside = position
    try:
        start = game.read_position(value)
    except IslandsRulesError as error:
        column = getattr(error, "column", None)
        where = place if inside is None or column is None else (inside[0], inside[1] + column - 1)
        return None, rules, [(ProblemKind.TAG, f"[Position]: {error}", where)]
    held, tagged = dict(rules_to_tags(game.rules_of(start))), dict(rules_to_tags(rules))
    found: list[Found] = []
    for tag, (given, tag_place) in rule_tags.items():
        if tag in held and held[tag] != tagged[tag]:
            reason = f"[{tag} {quote(given)}], but the [Position] is of {tag} {quote(held[tag])}"
            found.append((ProblemKind.TAG, reason, tag_place))
    return start, game.rules_of(start), found
