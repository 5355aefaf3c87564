"""The bounds of what the record reader reads, so that no text keeps it busy or its memory
full for long: hitting one is a :attr:`~islands_rules.ProblemKind.LIMIT` problem, and the
excess is skipped, not read.

Each bound is far beyond any real game: a Ponte del Diavolo game on the largest board has
fewer than 2,000 turns, an archive game a dozen tags.
"""

from __future__ import annotations

__all__ = ["MAX_COMMENT_TEXT", "MAX_GAMES", "MAX_TAGS", "MAX_TAG_TEXT", "MAX_TURNS"]

MAX_TAGS = 200
"""The most tags one game may have; the rest are reported and not read."""

MAX_TAG_TEXT = 64 * 1024
"""The most characters the tag values of one game may hold together (64 Ki)."""

MAX_COMMENT_TEXT = 1024 * 1024
"""The most characters the comments of one game may hold together (1 Mi); the rest are not kept."""

MAX_TURNS = 100_000
"""The most turns one game may have; later turns are reported and not played."""

MAX_GAMES = 100_000
"""The most games one text may hold; reading stops at the next one, with a problem on it."""

BEYOND = {
    "tags": f"more than {MAX_TAGS:,} tags in one game: the rest are not read",
    "tag text": f"the tags of one game hold more than {MAX_TAG_TEXT:,} characters: the rest are not read",
    "comment text": f"the comments of one game hold more than {MAX_COMMENT_TEXT:,} characters: "
    "the rest are not kept",
    "turns": f"more than {MAX_TURNS:,} turns in one game: the rest are not played",
    "games": f"the text holds more than {MAX_GAMES:,} games: the rest are not read",
}
"""What the problem says when a bound is hit, by bound."""
