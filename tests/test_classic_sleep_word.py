"""classic.md §6/§8 name the no-lynch vote "Sleep": a vote typed as Sleep is that vote
(setups/classic/RULINGS.md 38), in a script and when the moderator enters it."""

from __future__ import annotations

from mafiamod.engine.model import PhaseInput, Vote
from mafiamod.game import Game
from mafiamod.script import GameScript, read_vote_words
from mafiamod.setups import build_ruleset, load_setup

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida"]


def test_a_moderator_vote_for_sleep_is_the_no_lynch_vote() -> None:
    game = Game.create("cop-9", PLAYERS, seed=5)
    game.vote("Ann", "Sleep")
    game.vote("Bob", "SLEEP")
    record = game.records()[-1]
    assert record.tallies.get("elimination") == {"no-lynch": 2}


def test_a_player_named_sleep_keeps_his_votes() -> None:
    ruleset = build_ruleset(load_setup("cop-9"))
    players = [*PLAYERS[:-1], "Sleep"]
    script = GameScript(
        "cop-9",
        1,
        players,
        phases=[
            PhaseInput(
                "D1",
                votes={
                    "elimination": (Vote("Ann", "Sleep"), Vote("Bob", "sleep")),
                },
            )
        ],
    )
    votes = read_vote_words(script, ruleset).phases[0].vote_list()
    assert [v.target for v in votes] == ["Sleep", "no-lynch"]
