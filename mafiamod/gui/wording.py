"""The moderator's words for what the rules record: role and ability names instead of ids,
lists and tables as sentences ("Supox and Syreen", "Томас: Мирный житель"), entries counted
from 1. Every view that shows a record's values goes through :class:`Wording`."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .said import translated

# the random draws and moderator choices the shared rules and the classic library make, by
# the name the rules give them; a setup names its own in ``[draws.<id>]`` (see
# :meth:`Wording.draw`)
DRAWS = {
    "deal": QT_TRANSLATE_NOOP("Draws", "the deal of roles"),
    "rolls": QT_TRANSLATE_NOOP("Draws", "the rolls"),
    "lynch-tie": QT_TRANSLATE_NOOP("Draws", "elimination tie-break"),
    "lynch-tiebreak": QT_TRANSLATE_NOOP("Draws", "elimination tie-break"),
    "elimination-tiebreak": QT_TRANSLATE_NOOP("Draws", "elimination tie-break"),
    "mandatory-kill": QT_TRANSLATE_NOOP("Draws", "the mandatory kill's target (none sent)"),
    "n0-peek": QT_TRANSLATE_NOOP("Draws", "the cop's Night 0 peek"),
}

_LIST = re.compile(r"\[([^\[\]]*)\]")  # a list the rules printed: its items, no brackets
_QUOTED = re.compile(r"'([^']*)'")  # a quoted repr item
_DRAW = re.compile(r"^(?P<head>Random draw .+?: )(?P<value>[\[{(].*)(?P<tail> \([^()]*\))$")
_BARE = re.compile(r"\b(?:None|True|False)\b")
_SHIELD = re.compile("\x00(\\d+)\x00")  # a player's name held aside (Wording._shield)
# record fields that list entries by their 0-based index in the phase's actions
INDEX_FIELDS = frozenset({"superseded"})


def _said(source: str) -> str:
    """One of the words below in the window's language (asked of Qt once per language)."""
    return translated("Wording", source)


def window_language() -> str:
    """The window's language code ("en", "ru"): the one ``install_translation`` set."""
    from PySide6.QtCore import QLocale

    return QLocale().name().split("_")[0] or "en"


def setup_names(table: Any, language: str) -> dict[str, str]:
    """``[draws.<id>]`` or ``[events.<id>]`` of a setup as id → name: ``name_<language>``
    when the setup gives one for the window's language, else ``name`` (the setup's own)."""
    if not isinstance(table, Mapping):
        return {}
    names = {}
    for key, spec in table.items():
        if isinstance(spec, Mapping):
            name = spec.get(f"name_{language}") or spec.get("name")
            if isinstance(name, str) and name:
                names[str(key)] = name
    return names


def setup_values(table: Any, language: str) -> dict[str, dict[str, str]]:
    """``[draws.<id>] values`` of a setup as id → {outcome: name}: ``values_<language>`` when
    the setup gives one for the window's language, else ``values`` (the setup's own)."""
    if not isinstance(table, Mapping):
        return {}
    found: dict[str, dict[str, str]] = {}
    for key, spec in table.items():
        if not isinstance(spec, Mapping):
            continue
        values = spec.get(f"values_{language}") or spec.get("values")
        if isinstance(values, Mapping):
            found[str(key)] = {str(k): v for k, v in values.items() if isinstance(v, str) and v}
    return found


def prefixed(names: Mapping[str, str], key: str) -> str | None:
    """``key``'s name in ``names``; a name listed as ``prefix-`` stands for every key it
    begins ("pub-effect-" for "pub-effect-Cha"), its ``{0}`` the rest ("…: Cha" without)."""
    if key in names:
        return names[key]
    for known, name in names.items():
        if known.endswith("-") and key.startswith(known) and len(key) > len(known):
            rest = key[len(known) :]
            return name.replace("{0}", rest) if "{0}" in name else f"{name}: {rest}"
    return None


def game_names(game: Any) -> frozenset[str]:
    """Every forum name of an open game: the sign-ups and their replacements (read from the
    entries, not from the played state: playing the game may fail, and this names it)."""
    opening = getattr(game, "opening", None)
    names = set(getattr(opening, "players", ()) or ())
    for event in getattr(game, "events", ()) or ():
        entry = event.payload.get("entry") if event.kind == "moderator" else None
        if isinstance(entry, Mapping) and isinstance(entry.get("by"), str):
            names.add(entry["by"])
    return frozenset(names)


def humanize(key: str) -> str:
    """A field name as words: "executor_planned" → "executor planned"."""
    return key.replace("_", " ").replace("-", " ")


def joined(items: Iterable[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    items = [i for i in items if i]
    if not items:
        return _said(QT_TRANSLATE_NOOP("Wording", "none"))
    if len(items) == 1:
        return items[0]
    return _said(QT_TRANSLATE_NOOP("Wording", "{0} and {1}")).format(
        ", ".join(items[:-1]), items[-1]
    )


class Wording:
    """Names of one game's roles, abilities and factions, and values said with them."""

    def __init__(
        self,
        roles: Mapping[str, str] | None = None,
        abilities: Mapping[str, str] | None = None,
        factions: Mapping[str, str] | None = None,
        draws: Mapping[str, str] | None = None,
        events: Mapping[str, str] | None = None,
        draw_values: Mapping[str, Mapping[str, str]] | None = None,
        players: Iterable[str] = (),
    ) -> None:
        # the game's forum names (sign-ups and replacements): said as they are, never read
        # as a list's brackets, a repr's quotes or a key to put in words ("[b]Bold[/b]",
        # "O'Neil", "Zoq-Fot", "nick_2026")
        self.players: frozenset[str] = frozenset(players)
        self.roles = dict(roles or {})
        self.abilities = dict(abilities or {})
        self.factions = dict(factions or {})
        # the setup's own names of its draws and announcements (``[draws.<id>]``,
        # ``[events.<id>]`` of setup.toml), in the window's language where it gives one
        self.draws = dict(draws or {})
        self.events = dict(events or {})
        # the names of a draw's outcomes (``[draws.<id>] values``), by draw id or prefix
        self.draw_values = {k: dict(v) for k, v in (draw_values or {}).items()}
        self._ids: tuple[re.Pattern[str] | None, dict[str, str]] | None = None

    @classmethod
    def of(cls, game: Any, options: Iterable[Any] = ()) -> Wording:
        """The wording of an open game (``Game``): its setup's names, and the labels of the
        entry options offered now (abilities a ruleset names itself)."""
        if game is None:
            return cls()
        data: Mapping[str, Any] = game.info.data
        roles = {rid: game.ruleset.role_name(rid) for rid in data.get("roles", {})}
        abilities = {
            aid: str(spec.get("name", aid))
            for aid, spec in (data.get("abilities", {}) or {}).items()
            if isinstance(spec, Mapping)
        }
        for option in options:
            if option.ability and option.ability not in abilities:
                abilities[option.ability] = option.label
        factions = {
            fid: str(f.get("name", fid))
            for fid, f in (data.get("factions", {}) or {}).items()
            if isinstance(f, Mapping)
        }
        language = window_language()
        return cls(
            roles,
            abilities,
            factions,
            setup_names(data.get("draws"), language),
            setup_names(data.get("events"), language),
            setup_values(data.get("draws"), language),
            players=game_names(game),
        )

    def draw(self, name: str) -> str:
        """A random draw or moderator choice by its name, as the moderator reads it: the
        setup's own name, else the shared one, else the id in words."""
        said = prefixed(self.draws, name)
        if said is not None:
            return said
        words = DRAWS.get(name)
        return translated("Draws", words) if words else humanize(name)

    def draw_value(
        self, name: str, value: Any, otherwise: Callable[[Any], str] | None = None
    ) -> str:
        """A draw's outcome in words: the setup's name of it (``[draws.<id>] values``), else
        the value as ``otherwise`` says it (:meth:`say` by default)."""
        if isinstance(value, str):
            for known, names in self.draw_values.items():
                if (known == name or (known.endswith("-") and name.startswith(known))) and (
                    value in names
                ):
                    return names[value]
        return (otherwise or self.say)(value)

    def ability(self, ability: str | None) -> str:
        if not ability:
            return ""
        return self.abilities.get(ability, humanize(ability))

    def role(self, role: str) -> str:
        return self.roles.get(role, role)

    def faction(self, faction: str) -> str:
        return self.factions.get(faction, faction)

    def word(self, text: str) -> str:
        """An id said as its name (a role, ability or faction id), other text as it is."""
        for table in (self.roles, self.abilities, self.factions):
            if text in table:
                return table[text]
        return text

    def say(self, value: Any) -> str:
        """Any recorded value in words: no brackets, braces, quotes or ids."""
        if value is None:
            return _said(QT_TRANSLATE_NOOP("Wording", "none"))
        if isinstance(value, bool):
            return (
                _said(QT_TRANSLATE_NOOP("Wording", "yes"))
                if value
                else _said(QT_TRANSLATE_NOOP("Wording", "no"))
            )
        if isinstance(value, str):
            return self.word(value)
        if isinstance(value, int | float):
            return str(value)
        if isinstance(value, Mapping):
            parts = [f"{self._key(str(k))}: {self._inner(v)}" for k, v in value.items()]
            return "; ".join(parts) if parts else _said(QT_TRANSLATE_NOOP("Wording", "nothing"))
        if isinstance(value, list | tuple | set | frozenset):
            return joined(self._inner(v) for v in value)
        return str(value)

    def _key(self, key: str) -> str:
        """A mapping's key in words; a player's name as it is."""
        return key if key in self.players else self.word(humanize(key))

    def _inner(self, value: Any) -> str:
        said = self.say(value)
        return f"({said})" if isinstance(value, Mapping) and value else said

    def line(self, text: str) -> str:
        """A line the rules wrote (a trace step) with ids said as names and bare values as
        words: "Ann dies (factional-kill)" → "Ann dies (Night kill)", "[2, 1, 3]" → "2, 1, 3"."""
        if self._ids is None:
            ids = {i: n for t in (self.roles, self.abilities) for i, n in t.items() if "-" in i}
            self._ids = (
                re.compile(
                    r"(?<![\w-])("
                    + "|".join(map(re.escape, sorted(ids, key=len, reverse=True)))
                    + r")(?![\w-])"
                )
                if ids
                else None,
                ids,
            )
        drawn = _DRAW.match(text)
        if drawn:  # the fold's "Random draw deal: {…} (…)": the value said in words
            try:
                value = ast.literal_eval(drawn.group("value"))
            except (ValueError, SyntaxError):
                value = None
            if value is not None:
                said = self.say(value)
                text = f"{drawn.group('head')}{said}{drawn.group('tail')}"
        text, shielded = self._shield(text)
        pattern, ids = self._ids
        if pattern is not None:
            text = pattern.sub(lambda m: ids[m.group(1)], text)
        text = _LIST.sub(lambda m: m.group(1), text)
        text = _QUOTED.sub(lambda m: m.group(1), text)
        text = _BARE.sub(
            lambda m: self.say({"None": None, "True": True, "False": False}[m.group(0)]), text
        )
        return _SHIELD.sub(lambda m: shielded[int(m.group(1))], text)

    def _shield(self, text: str) -> tuple[str, list[str]]:
        """``text`` with each player's name that the cleaning below would change (brackets,
        quotes, an id or a bare word in it) held aside as a mark, and the names held."""
        names = [
            n
            for n in sorted(self.players, key=len, reverse=True)
            if n in text and (set(n) & set("[]'{}()\x00") or _BARE.search(n) or "-" in n)
        ]
        held: list[str] = []
        for name in names:
            if name in text:
                text = text.replace(name, f"\x00{len(held)}\x00")
                held.append(name)
        return text, held

    def field(self, key: str, value: Any) -> str:
        """A record field as a sentence: "replaced entries: 4 and 6" (counted from 1)."""
        if key in INDEX_FIELDS and isinstance(value, list | tuple):
            numbers = [str(v + 1) if isinstance(v, int) else self.say(v) for v in value]
            return QCoreApplication.translate(
                "Wording", "replaced entries (a later one counts): {0}"
            ).format(joined(numbers))
        return f"{humanize(key)}: {self.say(value)}"

    def extras(self, extra: Mapping[str, Any]) -> str:
        """An entry's extra fields: "executor: Артур, backup: Полли"."""
        return ", ".join(f"{humanize(k)}: {self.say(v)}" for k, v in extra.items())
