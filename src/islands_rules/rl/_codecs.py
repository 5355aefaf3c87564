"""Action ids and observation tensors, one codec per game and rule set: which codec a
rule set or a state has. The codecs are in :mod:`._board_codecs` (Ponte, Isaac) and
:mod:`._field_codecs` (LSD, Islands), over :mod:`._codec_base`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import islands_rules as ir

from ..core.errors import IslandsRulesError, shown
from ._board_codecs import IsaacCodec, PonteCodec
from ._codec_base import Codec, Mask, Planes
from ._field_codecs import IslandsCodec, LsdCodec

__all__ = ["Codec", "Mask", "Planes", "codec_for_rules", "codec_of"]

_CODECS: dict[str, type[Codec]] = {
    "ponte": PonteCodec,
    "isaac": IsaacCodec,
    "lsd": LsdCodec,
    "islands": IslandsCodec,
}


def codec_for_rules(rules: Any) -> Codec:
    """The codec of a ``Rules`` value of one of the library's games."""
    name = getattr(rules, "game_name", None)
    codec_class = _CODECS.get(name) if isinstance(name, str) else None
    if codec_class is None or type(rules) is not ir.load_game(codec_class.game).rules_class:
        raise IslandsRulesError(
            f"no action encoding for {shown(rules)}: a game's Rules is wanted, of {', '.join(_CODECS)}"
        )
    return _codec(codec_class, rules)


@lru_cache(maxsize=64)
def _codec(codec_class: type[Codec], rules: Any) -> Codec:
    """The codec (cached: rules are frozen and hashable)."""
    return codec_class(rules)


_RECENT: dict[type, tuple[Any, Codec]] = {}
"""By state class, the last rules object met (the very object) and its codec: the states of
a game share their rules object, so most lookups are one identity check."""


def codec_of(state: Any) -> Codec:
    """The codec of the rules ``state`` is played under."""
    recent = _RECENT.get(type(state))
    if recent is not None and getattr(state, "rules", None) is recent[0]:
        return recent[1]
    rules = ir.game_of_state(state).rules_of(state)
    codec = codec_for_rules(rules)
    _RECENT[type(state)] = (rules, codec)
    return codec
