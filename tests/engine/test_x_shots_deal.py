"""X-SHOTS pre-game: rolls entered or seeded, the deal, and script errors (B.2, C.1)."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.game import Game
from mafiamod.script import parse_script

PLAYERS = [
    "Ash",
    "Birch",
    "Cedar",
    "Dogwood",
    "Elm",
    "Fir",
    "Gum",
    "Hazel",
    "Ivy",
    "Juniper",
    "Kapok",
    "Larch",
    "Maple",
]


def script(body: str, roles: str = "") -> str:
    names = ", ".join(f'"{p}"' for p in PLAYERS)
    return f'setup = "x-shots"\nseed = 9\nplayers = [{names}]\n{roles}\n{body}'


def play(text: str) -> dict:
    game = Game.from_script(parse_script(text))
    return game.export_json()


def test_entered_rolls_give_roles_and_pools() -> None:
    out = play(script('[[phase]]\nid = "pregame"\nrolls = [6, 4, 4, 10, 9]\n'))
    state = out["phases"][0]["state"]
    assert state["rolls"] == [6, 4, 4, 10, 9]
    assert state["pools"] == {"town": 11, "mafia": 8}
    roles = sorted(p["role"] for p in state["players"] if p["alignment"] == "town")
    assert roles.count("vanilla-townie") == 5
    assert sorted(p["role"] for p in state["players"] if p["alignment"] == "mafia") == [
        "roleblocker",
        "rolecop",
        "shot-changer",
    ]
    assert all(p["shots"] is None for p in state["players"])
    assert state["joat_used"] == {
        "strongman": None,
        "ninja": None,
        "cop-immune": None,
        "bulletproof": None,
    }


def test_seeded_rolls_are_recorded_and_reproducible() -> None:
    text = script('[[phase]]\nid = "pregame"\n')
    first, again = play(text), play(text)
    draws = {d["draw"]: d for d in first["phases"][0]["draws"]}
    assert draws["rolls"]["pinned"] is False
    assert draws["rolls"]["value"] == first["phases"][0]["state"]["rolls"]
    assert first["phases"][0]["state"] == again["phases"][0]["state"]


def test_deal_pin() -> None:
    deal = {p: {"role": "vanilla-townie", "alignment": "town"} for p in PLAYERS}
    deal.update(
        Ash={"role": "vigilante", "alignment": "town"},
        Birch={"role": "cop", "alignment": "town"},
        Cedar={"role": "jailkeeper", "alignment": "town"},
        Kapok={"role": "shot-changer", "alignment": "mafia"},
        Larch={"role": "rolecop", "alignment": "mafia"},
        Maple={"role": "mafia-goon", "alignment": "mafia"},
    )
    pin = ", ".join(
        f'{n} = {{ role = "{v["role"]}", alignment = "{v["alignment"]}" }}' for n, v in deal.items()
    )
    out = play(
        script(f'[[phase]]\nid = "pregame"\nrolls = [2, 1, 3]\nrng = {{ deal = {{ {pin} }} }}\n')
    )
    players = {p["name"]: p["role"] for p in out["phases"][0]["state"]["players"]}
    assert players["Ash"] == "vigilante" and players["Maple"] == "mafia-goon"
    bad = pin.replace('"vigilante"', '"doctor"')
    with pytest.raises(ScriptError, match="bad-pin"):
        play(
            script(
                f'[[phase]]\nid = "pregame"\nrolls = [2, 1, 3]\nrng = {{ deal = {{ {bad} }} }}\n'
            )
        )


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ('[[phase]]\nid = "pregame"\nrolls = [2, 1, 3, 4]\n', "too many rolls"),
        ('[[phase]]\nid = "pregame"\nrolls = [4, 5]\n', "too few rolls"),
        ('[[phase]]\nid = "pregame"\nrolls = [2, 1, 3]\nrng = { rolls = [2, 1, 3] }\n', "not both"),
        (
            '[[phase]]\nid = "D1"\n[[phase]]\nid = "N1"\nactions = [{ actor = "Ash", joat = "hidden" }]\n',
            "not one of",
        ),
    ],
)
def test_script_errors(body: str, words: str) -> None:
    with pytest.raises(ScriptError, match=words):
        play(script(body))


def test_roles_must_match_the_mafia_row() -> None:
    roles = (
        "[roles]\n"
        + "\n".join(f'{p} = "vanilla-townie"' for p in PLAYERS[3:10])
        + """
Ash = { alignment = "town", role = "vigilante" }
Birch = { alignment = "town", role = "cop" }
Cedar = { alignment = "town", role = "jailkeeper" }
Kapok = { alignment = "mafia", role = "shot-changer" }
Larch = { alignment = "mafia", role = "roleblocker" }
Maple = "mafia-goon"
"""
    )
    with pytest.raises(ScriptError, match="table row"):
        play(script('[[phase]]\nid = "pregame"\nrolls = [2, 1, 3]\n', roles))
