"""An entry refused because a post's template fails names the post and its phase ("D1's vote
count: template 'vote-count.bbcode' failed: …"), so the moderator knows which one to correct;
nothing is stored."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafiamod.engine.errors import IllegalEntry
from mafiamod.engine.model import PhaseRecord, RenderRequest
from mafiamod.game import Game
from mafiamod.render import Renderer, TemplateFailure

from ..conftest import BAD_TEMPLATE

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
VOTE_COUNT_FAILS = "D1's vote count: template 'vote-count.bbcode' failed: "


def failing_game(tmp_path: Path, stranger: Path) -> Game:
    game = Game.create("stranger", PLAYERS, seed=5)
    game.save_as(tmp_path / "game.mafia")
    game.close()
    (stranger / "templates" / "vote-count.bbcode").write_text(BAD_TEMPLATE, encoding="utf-8")
    return Game.open(tmp_path / "game.mafia")


def test_a_refused_vote_names_the_post_and_the_phase(tmp_path, stranger) -> None:
    game = failing_game(tmp_path, stranger)
    events = list(game.events)
    with pytest.raises(IllegalEntry) as refused:
        game.vote("Ann", "Bob")
    assert refused.value.reason == "bad-entry"
    assert str(refused.value).startswith(VOTE_COUNT_FAILS)
    assert "unsafe" in str(refused.value) and "Traceback" not in str(refused.value)
    assert game.events == events  # nothing stored
    game.close()


def test_a_refused_end_of_day_names_the_post_and_the_phase(tmp_path, stranger) -> None:
    game = failing_game(tmp_path, stranger)
    events = list(game.events)
    with pytest.raises(IllegalEntry) as refused:
        game.end_phase()
    assert str(refused.value).startswith(VOTE_COUNT_FAILS)
    assert game.events == events and game.current_phase_id() == "D1"
    game.close()


def test_a_failing_pm_names_its_recipient(tmp_path) -> None:
    (tmp_path / "result.bbcode").write_text(BAD_TEMPLATE, encoding="utf-8")
    record = PhaseRecord("N1", requests=[RenderRequest("result", {}, "result-pm", "Ann")])
    with pytest.raises(TemplateFailure) as failed:
        Renderer(tmp_path).render_record(record)
    assert str(failed.value).startswith("N1's result PM to Ann: template 'result.bbcode' failed: ")
    problem = failed.value.message.params["problem"]
    assert problem.template == "template {name!r} failed: {error}"  # said in the window's words
