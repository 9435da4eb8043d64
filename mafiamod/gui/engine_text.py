"""Engine-made text in the window's language.

The rules write English :class:`~mafiamod.engine.messages.Message`\\ s (a template literal and
its params); ``scripts/build_i18n.py`` collects the templates into the ``engine`` context of
``resources/i18n/mafiamod_<lang>.ts``. Here a message is said again: its template translated
(``QCoreApplication.translate("engine", template)``), its params formatted into the
translation — role, ability and faction ids by their names (:class:`Wording`), nested
messages (a refusal's reason inside a sentence) translated in turn. Text that is not a
message (a line an unconverted rule still writes as a plain string) is shown as it is.
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import REASON_TEXT, describe_reason
from ..engine.messages import Message, of_error
from ..engine.votes import vote_word
from ..os_text import os_reason
from .said import translated
from .wording import Wording

CONTEXT = "engine"

# params whose values are ids, said by their names: the param's name, or its last
# ``_``-part (``new_role``, ``target_ability``), with any trailing digits dropped (``role2``)
ROLE_KEYS = frozenset({"role"})
ABILITY_KEYS = frozenset({"ability", "cause"})
FACTION_KEYS = frozenset({"faction", "alignment", "winner"})
REASON_KEYS = frozenset({"reason"})
# params whose values are a post's kind in words (``render.environment.post_words``: "vote
# count", "role PM"), said as the posts list says that kind
POST_KIND_KEYS = frozenset({"post_kind"})
# phase ids that are not said as they are written ("pregame": "Pre-game", «Предыгра»)
SPOKEN_PHASES = frozenset({"pregame"})


def _kind(key: str) -> str:
    last = key.rsplit("_", 1)[-1].rstrip("0123456789")
    for kind, keys in (
        ("role", ROLE_KEYS),
        ("ability", ABILITY_KEYS),
        ("faction", FACTION_KEYS),
        ("reason", REASON_KEYS),
    ):
        if last in keys:
            return kind
    return ""


def _param(key: str, value: Any, words: Wording) -> Any:
    if isinstance(value, Message):
        return say(value, words)
    if key in POST_KIND_KEYS and isinstance(value, str):
        from .posts_panel import kind_label  # here: the posts panel imports this module

        label = kind_label(value.replace(" ", "-").lower())  # the words back to the kind id
        # said within a sentence: "Vote count" → "vote count", but an acronym stays ("ЛС …")
        return label[:1].lower() + label[1:] if label[1:2].islower() else label
    if key == "phase" and value in SPOKEN_PHASES:
        from .confirm_end import phase_title

        return phase_title(value, value)
    if isinstance(value, list | tuple | dict):
        return words.say(value)
    if not isinstance(value, str):
        return value
    if key == "draw":  # a random draw's or moderator choice's name (the setup's, or shared)
        return words.draw(value)
    kind = _kind(key)
    if kind == "role":
        return words.role(value)
    if kind == "ability":
        return words.ability(value)
    if kind == "faction":
        return words.faction(value)
    if kind == "reason":
        return say(describe_reason(value), words) if value in REASON_TEXT else value
    return words.word(value)  # a role, ability or faction id said by its name


def translate(template: str) -> str:
    """A template in the window's language (itself when the translation has none), asked of
    Qt once per language (:func:`.said.translated`)."""
    return translated(CONTEXT, template)


def say(text: object, words: Wording | None = None) -> str:
    """Engine text in the window's language: a :class:`Message` translated with its params
    formatted in; any other text as it is. A translation that cannot be formatted (a field
    the template does not have) falls back to the English text."""
    if not isinstance(text, Message):
        return str(text)
    w = words or Wording()
    said = translate(text.template)
    if not text.params:
        return said
    params = {k: _param(k, v, w) for k, v in text.params.items()}
    try:
        return said.format(**params)
    except (KeyError, IndexError, ValueError):
        return str(text)


def error(exc: BaseException, words: Wording | None = None) -> str:
    """An error's message in the window's language (its English text when it has none); an
    OS error as its file and the reason (``os_text``), not Python's ``[Errno 13] …``."""
    if isinstance(exc, OSError) and not isinstance(getattr(exc, "message", None), Message):
        where = f"{exc.filename}: " if exc.filename else ""
        return where + say(os_reason(exc), words)
    return say(of_error(exc), words)


def vote(vote_id: str) -> str:
    """A vote id in words ("elimination"), in the window's language."""
    return say(vote_word(vote_id))


def reason(reason_id: str, words: Wording | None = None) -> str:
    """A refusal reason id in words, in the window's language."""
    return say(describe_reason(reason_id), words)
