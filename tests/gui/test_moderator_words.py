"""The moderator's words everywhere: every view of a played game of every setup shows names
and sentences, never ids, JSON, Python reprs or entries counted from 0."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QComboBox

from mafiamod.engine.errors import KnownError
from mafiamod.game import Game
from mafiamod.script import parse_script

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = [ROOT.parent / "shared" / "scenarios", ROOT / "tests" / "scenarios"]
#: a Python or JSON value where words belong: a dict, a quoted list item, a repr
LEAKS = [
    re.compile(r"[{}]"),
    re.compile(r"\[\s*['\"\d\[]"),  # ['a', …], ["a", …], [3, 5]
    re.compile(r"'[^']*':"),  # {'Томас': …
    re.compile(r"\b(?:None|True|False)\b|[:=]\s*(?:null|true|false)\b"),
]


def played_games(setup: str, limit: int = 2) -> list[Game]:
    games = []
    for folder in SCENARIOS:
        for path in sorted((folder / setup).glob("*.toml")):
            try:
                game = Game.from_script(parse_script(path.read_text(encoding="utf-8"), str(path)))
                game.records()
            except KnownError:
                continue  # a refused script (the scenario checks its error)
            games.append(game)
            if len(games) >= limit:
                return games
    return games


def ids_of(game: Game) -> set[str]:
    """Role and ability ids that differ from their display names (so one showing is a leak)."""
    data = game.info.data
    found = {r for r in data.get("roles", {}) if game.ruleset.role_name(r) != r}
    found |= {a for a, spec in data.get("abilities", {}).items() if spec.get("name", a) != a}
    return {i for i in found if "-" in i}  # a bare word like "cop" may be the name itself


def model_texts(model) -> list[str]:
    out = []
    for row in range(model.rowCount(QModelIndex())):
        for col in range(model.columnCount(QModelIndex())):
            value = model.data(model.index(row, col), Qt.ItemDataRole.DisplayRole)
            if isinstance(value, str):
                out.append(value)
    return out


def view_texts(window) -> list[tuple[str, str]]:
    """(view, text) for every line the moderator reads in the game's views."""
    out: list[tuple[str, str]] = []
    timeline = window.timeline
    for i in range(timeline.phase.count()):
        timeline.phase.setCurrentIndex(i)
        out += [("timeline", t) for t in model_texts(timeline.model)]
    out += [("roster", t) for t in model_texts(window.roster.model)]
    out += [("posts list", t) for t in model_texts(window.posts.model)]
    out += [("phase bar", window.phase_bar.phase_label.text())]
    for panel in (window.night, window.turn_actions):
        out += [("actions entered", t) for t in model_texts(panel.entries)]
        for row in panel.rows:
            out += [("ability choice", row.ability.itemText(i)) for i in range(row.ability.count())]
    for panel in (window.day, window.turn_votes):
        out += [("votes", t) for t in model_texts(panel.votes)]
        out += [("tally", t) for t in model_texts(panel.tally)]
    for combo in window.findChildren(QComboBox):
        out += [("choice", combo.itemText(i)) for i in range(combo.count())]
    return out


@pytest.mark.parametrize(
    "setup",
    ["mountainous", "charge-me-up", "x-shots", "democrabilities", "ghoul-duel", "peaky-blinders"],
)
def test_no_ids_json_or_reprs_in_any_view(window, setup: str) -> None:
    games = played_games(setup)
    assert games, f"no playable scenario for {setup}"
    for game in games:
        game.live = True
        window.open_game(game, None)
        QApplication.processEvents()
        ids = ids_of(game)
        id_word = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")
        for view, text in view_texts(window):
            plain = re.sub(r"<[^>]+>", "", text)  # the phase bar's rich text
            for leak in LEAKS:
                assert not leak.search(plain), f"{setup} {view}: {plain!r}"
            if ids:
                assert not id_word.search(plain), f"{setup} {view}: an id in {plain!r}"


#: Latin words the window may show in Russian: key names and the quick-entry line's example
LATIN_OK = {
    "BBCode",
    "Ctrl",
    "Shift",
    "Alt",
    "Return",
    "Enter",
    "MafiaMod",
    "VUX",
    "jail",
    "Syreen",
}


def own_texts(window) -> list[tuple[str, str]]:
    """(where, text) of what the window itself says (not names nor the setup's data): tab
    and header names, placeholders, buttons, the tally line, the roster's charges column, the
    posts' kinds and the entries' statuses."""
    from PySide6.QtWidgets import QAbstractButton, QLineEdit, QTableView, QTabWidget

    from mafiamod.gui.models import RosterTableModel

    out: list[tuple[str, str]] = []
    for tabs in window.findChildren(QTabWidget):
        out += [("tab", tabs.tabText(i)) for i in range(tabs.count())]
    for view in window.findChildren(QTableView):
        model = view.model()
        if model is not None:
            out += [
                ("header", str(model.headerData(c, Qt.Orientation.Horizontal)))
                for c in range(model.columnCount())
            ]
    out += [("placeholder", e.placeholderText()) for e in window.findChildren(QLineEdit)]
    out += [("button", b.text()) for b in window.findChildren(QAbstractButton) if b.text()]
    for panel in (window.day, window.turn_votes):
        out += [("tally line", panel.summary.text())]
    out += [
        ("roster charges", r.charges) for r in window.roster.model.rows
    ]  # the setup's fields in words
    status = RosterTableModel.STATUS
    out += [
        ("roster status", str(window.roster.model.data(window.roster.model.index(i, status))))
        for i in range(window.roster.model.rowCount())
    ]
    out += [
        ("post kind", str(window.posts.model.data(window.posts.model.index(i, 3))))
        for i in range(window.posts.model.rowCount())
    ]
    for panel in (window.night, window.turn_actions):
        out += [("entry status", r.status) for r in panel.entries.rows]
    for panel in (window.day, window.turn_votes):
        out += [("vote extras", r.extra) for r in panel.votes.rows]  # "post 14", not post=14
    return out


def names_of(game: Game) -> set[str]:
    """Latin words that are the game's own data (players, roles, abilities, factions)."""
    data = game.info.data
    words = [p.name for p in game.state.players] + [game.info.name]
    words += [game.ruleset.role_name(r) for r in data.get("roles", {})]
    words += [str(s.get("name", a)) for a, s in data.get("abilities", {}).items()]
    words += [str(f.get("name", k)) for k, f in data.get("factions", {}).items()]
    return {w for text in words for w in re.findall(r"[A-Za-z]+", text)}


@pytest.mark.parametrize(
    "setup",
    ["mountainous", "charge-me-up", "x-shots", "democrabilities", "ghoul-duel", "peaky-blinders"],
)
def test_the_russian_window_speaks_russian(window, qtbot, setup: str) -> None:
    """In Russian, what the window says itself has no English word and no raw field key (the
    action rows' "key=value", the posts' "Preview" tab, the tally's "elimination:", Peaky's
    "status true positive"), and no player gets two PMs of one kind in a phase (Charge Me
    Up's alignment PM and role PM were both "Role PM")."""
    from mafiamod.gui.app import install_translation
    from mafiamod.gui.posts_panel import kind_label

    assert install_translation("ru")
    try:
        qtbot.waitUntil(lambda: window.ui.menuFile.title() == "&Файл")  # switched at once
        qtbot.waitUntil(lambda: not window._retranslating)
        for game in played_games(setup, limit=1):
            game.live = True
            window.open_game(game, None)
            QApplication.processEvents()
            allowed = names_of(game) | LATIN_OK
            for where, text in own_texts(window):
                plain = re.sub(r"<[^>]+>", "", text)
                english = [w for w in re.findall(r"[A-Za-z]{3,}", plain) if w not in allowed]
                english += re.findall(r"\w+=\S*", plain)  # key=value
                assert not english, f"{setup} {where}: English {english} in {plain!r}"
            keys = {k for p in window.session.open_state().players for k in p.fields}
            for _where, text in own_texts(window):
                for key in keys:
                    assert key not in text and key.replace("_", " ") not in text, (setup, text)
            seen: set[tuple[str, str, str]] = set()
            for row in window.posts.model.rows:
                if not row.to or row.kind not in ("role-pm", "alignment-pm"):
                    continue
                mark = (row.phase, kind_label(row.kind), row.to)
                assert mark not in seen, f"{setup}: two {mark[1]} for {row.to} in {row.phase}"
                seen.add(mark)
    finally:
        install_translation("en")
