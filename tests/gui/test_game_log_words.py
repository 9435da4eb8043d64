"""The game log and the Undo/Redo items in the window's language: "elimination vote Arilou →
Orz", "action Chmmr factional-kill Melnorme", "end D1" were English ids in a Russian window."""

from __future__ import annotations

import re

import pytest

from mafiamod.game import Game

from .conftest import MOUNTAIN
from .test_moderator_words import names_of

pytestmark = pytest.mark.gui


def played(window) -> Game:
    game = Game.create("mountainous", MOUNTAIN, seed=7)
    window.open_game(game, None)
    mafia = next(p.name for p in game.state.players if p.alignment == "mafia")
    town = [p.name for p in game.state.players if p.alignment != "mafia"]
    game.vote(town[0], town[1], post=3)
    game.vote(town[0], "", post=4)
    game.note(town[2], "quiet")
    game.end_phase()
    game.act(mafia, "factional-kill", [town[3]])
    window.refresh_all()
    return game


def log_texts(window) -> list[str]:
    model = window.panels.log
    return [f"{r.kind} {r.text}" for r in model.rows]


def test_the_log_says_its_entries_in_russian(russian, window) -> None:
    window.retranslate()
    game = played(window)
    texts = log_texts(window)
    assert texts[0].startswith("голос голос на выбывание: ")
    assert any(t.startswith("конец фазы конец D1") for t in texts)
    allowed = names_of(game) | {"D", "N"}
    for text in texts:
        latin = set(re.findall(r"[A-Za-z]+", re.sub(r"\b[DN]\d+\b", "", text)))
        assert latin <= allowed, text
    assert texts[1].endswith(" снимает голос")
    assert texts[-1].startswith("действие ") and "Factional kill" in texts[-1]  # its name
    assert window.ui.actionUndo.text().startswith("&Отменить ")
    assert "factional-kill" not in window.ui.actionUndo.text()


def test_the_log_in_english_names_the_ability(window) -> None:
    played(window)
    texts = log_texts(window)
    assert texts[1].startswith("vote elimination vote: ") and texts[1].endswith(" unvotes")
    assert texts[-1].startswith("action ") and "Factional kill" in texts[-1]
    assert any(t == "end of phase end of D1" for t in texts)
