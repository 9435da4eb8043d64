"""Sent means sent (issue 13, "a late correction silently changes what was already sent")."""

from __future__ import annotations

from pathlib import Path

from mafiamod.game import Game

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]
ROLES = {p: "vanilla-townie" for p in PLAYERS} | {"Max": "mafia-goon", "Moe": "mafia-goon"}


def night_post(game: Game):  # type: ignore[no-untyped-def]
    return next(i for i in game.post_items() if i.phase == "N1" and i.kind == "night-result")


def test_a_correction_that_changes_a_sent_post_shows_as_changed(tmp_path: Path) -> None:
    game = Game.create("mountainous", PLAYERS, seed=2, roles=ROLES).save_as(tmp_path / "g.mafia")
    game.end_phase()  # D1: no lynch
    game.act("Max", "factional-kill", ["Ann"])
    game.end_phase()
    post = night_post(game)
    assert "Ann" in post.text
    game.mark_sent(post.key)
    assert game.sent_status(post.key, post.text) == "sent" and game.sent_changes() == []
    game.act("Max", "factional-kill", ["Bea"], phase="N1")  # a late correction during D2
    now = night_post(game)
    assert "Bea" in now.text and now.key == post.key
    assert game.sent_status(now.key, now.text) == "changed"
    (change,) = game.sent_changes()
    assert change.sent_text == post.text and "-" in change.diff() and "Bea" in change.diff()
    n1 = next(r for r in game.records() if r.id == "N1")
    assert any("Changed since sent" in line for line in n1.trace)  # the timeline says so
    game.close()
    again = Game.open(tmp_path / "g.mafia")  # the sent text is in the file
    assert [c.sent_text for c in again.sent_changes()] == [post.text]


def test_unmarking_forgets_and_an_unchanged_post_stays_sent() -> None:
    game = Game.create("mountainous", PLAYERS, seed=2, roles=ROLES)
    game.end_phase()
    game.act("Max", "factional-kill", ["Ann"])
    game.end_phase()
    post = night_post(game)
    game.mark_sent(post.key)
    game.vote("Bea", "Max")  # a later entry does not change the N1 post
    assert game.sent_status(post.key, night_post(game).text) == "sent"
    game.mark_sent(post.key, False)
    assert game.sent_status(post.key, post.text) == ""


def test_a_mark_follows_its_text_when_a_newer_version_names_the_kind_anew() -> None:
    """Charge Me Up's two pre-game PMs were both kind ``role-pm`` (keys ``…:role-pm:P:0`` for
    the alignment PM and ``…:1`` for the role PM) before they became two kinds: the marks of
    an older file still say both PMs were sent, and neither reads as changed."""
    players = [f"P{i:02}" for i in range(14)]
    game = Game.create("charge-me-up", players, seed=3)
    game.end_phase()
    for player in players:
        alignment, role = (i for i in game.post_items() if i.phase == "pregame" and i.to == player)
        assert alignment.kind == "alignment-pm" and role.kind in ("role-pm", "no-power-role-pm")
        game.mark_sent(f"pregame:role-pm:{player}:0", text=alignment.text)
        game.mark_sent(f"pregame:role-pm:{player}:1", text=role.text)
    pms = [i for i in game.post_items() if i.phase == "pregame"]
    assert {game.sent_status(i.key, i.text) for i in pms} == {"sent"}
    assert game.sent_changes() == []
    assert not any("Changed since sent" in line for r in game.records() for line in r.trace)


def test_a_real_correction_still_reads_as_changed_beside_other_marks() -> None:
    game = Game.create("mountainous", PLAYERS, seed=2, roles=ROLES)
    game.end_phase()
    game.act("Max", "factional-kill", ["Ann"])
    game.end_phase()
    post = night_post(game)
    game.mark_sent(post.key)
    game.mark_sent("N1:published")
    game.act("Max", "factional-kill", ["Bea"], phase="N1")
    now = night_post(game)
    assert game.sent_status(now.key, now.text) == "changed"
    assert [c.item.key for c in game.sent_changes()] == [post.key]
    assert "N1:published" in game.sent_keys()
