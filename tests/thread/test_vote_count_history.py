"""The vote-count post's history: every vote in posting order, withdrawn ones struck, post
numbers linked when the thread is known, and the post the count goes up to."""

from __future__ import annotations

from mafiamod.game import Game

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "[/b]Moe"]
ROLES = {p: ("mafia-goon" if p in ("Max", "[/b]Moe") else "vanilla-townie") for p in PLAYERS}


def count(game: Game) -> str:
    record = game.records()[-1]
    return next(p["text"] for p in record.posts if p["kind"] == "vote-count")


def test_history_struck_linked_and_counted_up_to() -> None:
    game = Game.create("mountainous", PLAYERS, seed=3, roles=ROLES)
    url = "https://forum.example/viewtopic.php?p=11#p11"
    game.vote("Ann", "Bea", post=11, url=url)
    game.vote("[/b]Moe", "Ann", post=12)
    game.vote("Ann", "Cal", post=15, url="javascript:[b]x[/b]")
    game.vote("Bea", "", post=16)
    text = count(game)
    lines = text.split("[b]Votes in posting order[/b]\n", 1)[1].splitlines()
    assert lines[:4] == [
        f"[s]Ann → Bea[/s] ([url={url}]#11[/url])",
        "[\u200b/b]Moe → Ann (#12)",  # a player's name never closes a tag
        "Ann → Cal (#15)",  # a link that could break the post is dropped
        "[s]Bea → unvote[/s] (#16)",
    ]
    assert text.rstrip().endswith("Counted up to post #16.")


def test_thread_read_further_than_the_last_vote() -> None:
    game = Game.create("mountainous", PLAYERS, seed=3, roles=ROLES)
    game.vote("Ann", "Bea", post=11)
    game.set_data("thread", {"url": "https://forum.example/t/7", "read_to": 40})
    assert count(game).rstrip().endswith("Counted up to post #40.")


def test_no_votes_no_history() -> None:
    game = Game.create("mountainous", PLAYERS, seed=3, roles=ROLES)
    text = count(game)
    assert "Votes in posting order" not in text and "Counted up to" not in text
