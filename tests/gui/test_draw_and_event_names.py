"""Every random draw and every announcement the scenarios make has a name in the window's
language, English and Russian: the override dialog said «deal — случайный жребий в D1», the
timeline "mafia revealed: Moriarty", "conversion", "ability phase" (the ids in words)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mafiamod.engine.errors import KnownError
from mafiamod.game import Game, replay_file
from mafiamod.gui.app import install_translation
from mafiamod.gui.timeline import EVENT_KINDS, event_kind, timeline_rows
from mafiamod.gui.wording import DRAWS, Wording, prefixed, setup_names, setup_values

from ..scenario_check import ROOT, SHARED

pytestmark = pytest.mark.gui

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _seen() -> tuple[dict[str, Game], set[tuple[str, str]], set[tuple[str, str]]]:
    """One replayed game per setup, and the (setup, draw) and (setup, kind) pairs of every
    scenario that replays."""
    games: dict[str, Game] = {}
    draws: set[tuple[str, str]] = set()
    kinds: set[tuple[str, str]] = set()
    folders = [ROOT / "tests" / "scenarios", SHARED / "scenarios"]
    for path in sorted(p for folder in folders for p in folder.rglob("*.toml")):
        game = _replayed(path)
        if game is None:
            continue  # a scenario of a refused script
        setup = game.info.id
        games.setdefault(setup, game)
        for record in game.records():
            draws |= {(setup, str(d["draw"])) for d in record.draws}
            kinds |= {(setup, str(e.get("kind", "event"))) for e in record.events}
    return games, draws, kinds


def _replayed(path: Path) -> Game | None:
    try:
        return replay_file(path)
    except KnownError:
        return None


@pytest.fixture(scope="module")
def seen() -> tuple[dict[str, Game], set[tuple[str, str]], set[tuple[str, str]]]:
    return _seen()


def _named(name: str, listed: bool, language: str) -> str | None:
    """What is wrong with ``name`` as a name in ``language`` (None: nothing); ``listed``:
    whether a table names it (the setup's, or the window's shared one), not the id in words."""
    if not listed or not name:
        return "no name: the id in words"
    cyrillic = bool(CYRILLIC.search(name))
    if language == "ru" and not cyrillic:
        return "not Russian"
    if language == "en" and cyrillic:
        return "not English"
    return None


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_draw_and_event_has_a_name(qapp, seen, language: str) -> None:
    games, draws, kinds = seen
    assert len(games) >= 7 and {"deal", "lynch-tie", "pub-effect-Cha"} <= {d for _, d in draws}
    assert {"killed", "mafia-revealed", "conversion"} <= {k for _, k in kinds}
    assert install_translation(language)
    try:
        words = {setup: Wording.of(game) for setup, game in games.items()}
        bad = [
            f"{setup} draw {draw}: {words[setup].draw(draw)!r} ({why})"
            for setup, draw in sorted(draws)
            if (
                why := _named(
                    words[setup].draw(draw),
                    draw in DRAWS or prefixed(words[setup].draws, draw) is not None,
                    language,
                )
            )
        ]
        bad += [
            f"{setup} event {kind}: {event_kind(kind, words[setup])!r} ({why})"
            for setup, kind in sorted(kinds)
            if (
                why := _named(
                    event_kind(kind, words[setup]),
                    kind in EVENT_KINDS or prefixed(words[setup].events, kind) is not None,
                    language,
                )
            )
        ]
    finally:
        install_translation("en")
    assert not bad, "\n".join(bad)


def test_the_timeline_says_the_names(qapp, russian) -> None:
    """A record's rows say the names: no draw row begins with its id."""
    path = ROOT / "tests" / "scenarios" / "peaky-blinders"
    game = next(
        g
        for g in map(_replayed, sorted(path.glob("*.toml")))
        if g is not None
        and any(d["draw"].startswith("pub-effect-") for r in g.records() for d in r.draws)
    )
    w = Wording.of(game)
    rows = [r for record in game.records() for r in timeline_rows(record, w)]
    draws = [r.text for r in rows if r.kind == "draw"]
    assert draws and not [t for t in draws if re.match(r"[a-z]+-", t)], draws
    assert w.draw("pub-effect-Cha") == "эффект паба для Cha"
    # the outcomes too: a pub effect by its name, never its id ("mafkill-immunity")
    pub = [t for t in draws if t.startswith("эффект паба")]
    assert pub and not [t for t in pub if re.search(r"= [a-z]+-[a-z]+", t)], pub
    assert w.draw_value("pub-effect-Cha", "recharge") == "УС снова доступна"


def test_a_draws_outcomes_are_named_by_the_setup() -> None:
    """``[draws.<id>] values`` (``values_<language>`` first) name a draw's outcomes; any
    other outcome, or another draw's, is said as before."""
    table = {
        "pub-effect-": {
            "values": {"recharge": "УС снова доступна"},
            "values_en": {"recharge": "ult"},
        },
        "x": {"values": "not a table"},
    }
    ru, en = (
        Wording(draw_values=setup_values(table, "ru")),
        Wording(draw_values=setup_values(table, "en")),
    )
    assert ru.draw_value("pub-effect-U1", "recharge") == "УС снова доступна"
    assert en.draw_value("pub-effect-U1", "recharge") == "ult"
    assert ru.draw_value("pub-effect-U1", "other") == "other"
    assert ru.draw_value("deal", "recharge", str.upper) == "RECHARGE"
    assert setup_values(table, "ru") == {"pub-effect-": {"recharge": "УС снова доступна"}}


def test_a_setup_name_of_the_window_language_comes_first() -> None:
    """``[draws.<id>] name_<language>`` over ``name``; a ``prefix-`` entry names the rest."""
    table = {"pub-effect-": {"name": "эффект паба для {0}", "name_en": "pub effect for {0}"}}
    assert prefixed(setup_names(table, "en"), "pub-effect-U1") == "pub effect for U1"
    assert prefixed(setup_names(table, "ru"), "pub-effect-U1") == "эффект паба для U1"
    assert prefixed({"joat-": "JOAT"}, "joat-ninja") == "JOAT: ninja"
    assert prefixed({"joat-": "JOAT"}, "joat") is None
    assert setup_names({"x": {"name": 3}, "y": "text"}, "en") == {}
