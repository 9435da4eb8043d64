"""Engine-made text the window can say in its own language.

The rules write their trace lines, refusals and errors in English, as a *template* with
``{name}`` fields and the values of those fields::

    record.note("{actor}'s {ability} fails: blocked by {by}", actor=a, ability=ab, by=b)
    raise KnownError("No player named {name}", name=name)

The template is a string **literal** (never an f-string: ``scripts/build_i18n.py`` reads the
literal from the source into the ``engine`` context of ``resources/i18n/*.ts``, and
``tests/test_engine_messages.py`` fails on anything else). A :class:`Message` *is* the English
text (a ``str``: the exported ``trace``, ``str(exc)``, the CLI and the scenarios see exactly the
formatted English) and also keeps ``template`` and ``params``, so the window
(``mafiamod/gui/engine_text.py``) translates the template and formats the params itself,
saying role, ability and faction ids by their names. See ``resources/i18n/README.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Message(str):
    """An English text made from ``template`` and ``params`` (``str.format``), that remembers
    both. With no params the template is the text as it is (no ``{{``/``}}`` escaping)."""

    template: str
    params: dict[str, Any]

    def __new__(cls, template: str = "", params: Mapping[str, Any] | None = None) -> Message:
        values = dict(params or {})
        self = super().__new__(cls, template.format(**values) if values else template)
        self.template = template
        self.params = values
        return self


def message(template: str, /, **params: Any) -> Message:
    """``Message(template, params)`` with the params as keywords."""
    return Message(template, params)


def N_(template: str) -> str:  # noqa: N802 (the gettext name for "mark, translate later")
    """Mark a template literal kept in a table (a reason's words) for the translation: it
    is returned unchanged and translated where it is shown."""
    return template


def template_of(text: object) -> tuple[str, dict[str, Any]]:
    """(template, params) of any text: a :class:`Message`'s own, else the text itself."""
    if isinstance(text, Message):
        return text.template, dict(text.params)
    return str(text), {}


def of_error(exc: BaseException) -> Message:
    """The :class:`Message` an error was raised with (its plain text when it has none)."""
    found = getattr(exc, "message", None)
    if isinstance(found, Message):
        return found
    return Message(str(exc))  # template: forwarded (an error of no message: its text)
