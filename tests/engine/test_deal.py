"""The shared deal (mafiamod/engine/deal.py): the role table, the three draw strategies,
their pins, and the one rule for a ``deal`` pin no draw read."""

from __future__ import annotations

from typing import Any

import pytest

from mafiamod.engine.deal import (
    STRATEGIES,
    Deal,
    RoleRule,
    agrees,
    informed_team,
    read_entry,
)
from mafiamod.engine.errors import IllegalEntry, ScriptError
from mafiamod.engine.model import GameState, Player
from mafiamod.engine.rng import Draws, keyed_random
from mafiamod.game import Game

NAMES = ["Ann", "Bea", "Cal", "Dov", "Eli", "Fay", "Gus"]
TABLE = {
    "vanilla-townie": RoleRule(("town",)),
    "mafia-goon": RoleRule(("mafia",)),
    "cop": RoleRule(("town",), shots="optional"),
    "shot-changer": RoleRule(("town", "mafia"), bare=False),
    "jailkeeper": RoleRule(("town", "mafia"), shots="required", bare=False),
}


def state(roles: dict[str, Any] | None = None, seed: int = 1) -> GameState:
    return GameState("test", seed, [Player(n) for n in NAMES], fixed_roles=dict(roles or {}))


def seats() -> list[Any]:
    return ["cop", "mafia-goon", "mafia-goon"] + ["vanilla-townie"] * 4


# -- the strategies draw exactly what each setup's own draw used to -----------------------
@pytest.mark.parametrize("seed", range(12))
def test_shuffle_seats_is_the_classic_draw(seed: int) -> None:
    got = Deal(TABLE, seats(), "shuffle-seats").apply(state(seed=seed), Draws(seed, "D1"))
    order = seats()
    keyed_random(seed, "D1", "deal", 0).shuffle(order)  # the classic library's own roll
    assert {n: e["role"] for n, e in got.items()} == dict(zip(NAMES, order, strict=True))


@pytest.mark.parametrize("seed", range(12))
def test_shuffle_names_is_the_x_shots_draw(seed: int) -> None:
    got = Deal(TABLE, seats(), "shuffle-names").apply(state(seed=seed), Draws(seed, "pregame"))
    order = list(NAMES)
    keyed_random(seed, "pregame", "deal", 0).shuffle(order)  # X-SHOTS' own roll
    want = {n: "vanilla-townie" for n in NAMES} | dict(zip(order, seats()[:3], strict=False))
    assert {n: e["role"] for n, e in got.items()} == want


@pytest.mark.parametrize("seed", range(12))
def test_sample_holders_is_the_sampled_mafia(seed: int) -> None:
    draws = Draws(seed, "pregame")
    plan = Deal(TABLE, ["mafia-goon"] * 3 + ["vanilla-townie"] * 4, "sample-holders", partial=True)
    got = plan.apply(state({"Ann": "mafia-goon", "Bea": "vanilla-townie"}, seed), draws)
    open_seats = NAMES[2:]
    picked = {"Ann", *keyed_random(seed, "pregame", "deal", 0).sample(open_seats, 2)}
    assert {n for n, e in got.items() if e["alignment"] == "mafia"} == picked  # CMU's roll
    assert draws.records[0]["value"] == [n for n in NAMES if n in picked]


def test_the_seeded_draw_is_recorded_and_a_pin_replaces_it() -> None:
    plan = Deal(TABLE, seats(), "shuffle-seats")
    draws = Draws(3, "D1")
    plan.apply(state(), draws)
    (record,) = draws.records
    assert record["draw"] == "deal" and record["pinned"] is False
    pin = dict(zip(NAMES, seats(), strict=True))
    draws = Draws(3, "D1", {"deal": pin})
    got = plan.apply(state(), draws)
    assert {n: e["role"] for n, e in got.items()} == pin and draws.records[0]["pinned"]


# -- pins: the strategy's shape, legal outcomes only ---------------------------------------
@pytest.mark.parametrize("strategy", ["shuffle-seats", "shuffle-names"])
def test_a_table_pin_must_deal_exactly_the_seats(strategy: str) -> None:
    plan = Deal(TABLE, seats(), strategy)
    legal = dict(zip(NAMES, seats(), strict=True))
    assert plan.pin_is_possible(state(), legal)
    assert plan.pin_is_possible(state(), {**legal, "Ann": {"role": "cop", "alignment": "town"}})
    assert not plan.pin_is_possible(state(), {**legal, "Ann": "vanilla-townie"})  # no cop
    assert not plan.pin_is_possible(state(), {**legal, "Zed": "cop"})
    assert not plan.pin_is_possible(state(), ["Bea", "Cal"])  # not the draw's shape
    with pytest.raises(ScriptError, match="bad-pin"):
        plan.apply(state(), Draws(1, "D1", {"deal": {**legal, "Ann": "doctor"}}))


def test_a_sampled_pin_names_the_holders_with_every_fixed_one() -> None:
    plan = Deal(TABLE, ["mafia-goon"] * 3 + ["vanilla-townie"] * 4, "sample-holders", partial=True)
    fixed = state({"Ann": "mafia-goon", "Bea": "vanilla-townie"})
    assert plan.pin_is_possible(fixed, ["Ann", "Cal", "Dov"])
    assert not plan.pin_is_possible(fixed, ["Cal", "Dov", "Eli"])  # Ann is a goon by [roles]
    assert not plan.pin_is_possible(fixed, ["Ann", "Bea", "Cal"])  # Bea is a townie by [roles]
    assert not plan.pin_is_possible(fixed, ["Ann", "Cal"])
    with pytest.raises(ScriptError, match="exactly the setup's roles"):
        plan.apply(state(dict.fromkeys(NAMES[:4], "mafia-goon")), Draws(1, "pregame"))


def test_a_pin_beside_a_complete_roles_must_be_that_deal() -> None:
    roles = dict(zip(NAMES, seats(), strict=True))
    game = state(roles)
    Deal(TABLE, seats()).apply(game, Draws(1, "D1"))
    assert agrees(roles, game) and agrees(["bea", "Cal"], game)  # the Mafia, any spelling
    assert agrees({**roles, "Bea": {"role": "mafia-goon", "alignment": "mafia"}}, game)
    assert not agrees({**roles, "Ann": "vanilla-townie", "Dov": "cop"}, game)
    assert not agrees(["Bea"], game) and not agrees(["Bea", "Cal", "Dov"], game)
    assert not agrees({"Ann": "cop"}, game) and not agrees(5, game)


# -- [roles]: the role table decides -------------------------------------------------------
@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("doctor", "unknown role"),
        ("shot-changer", "as a table"),
        ({"role": "cop", "alignment": "mafia"}, "cannot be mafia-aligned"),
        ({"role": "jailkeeper", "alignment": "town"}, "needs 'shots'"),
        ({"role": "mafia-goon", "shots": 1}, "no ability"),
        ({"role": "cop", "shots": -1}, "whole number"),
        ({"role": "cop", "colour": "red"}, "unknown key colour"),
        (7, "expected a role id"),
    ],
)
def test_a_roles_entry_is_read_against_the_role_table(value: Any, words: str) -> None:
    with pytest.raises(ScriptError, match=words):
        read_entry("Ann", value, TABLE)


def test_a_roles_entry_takes_the_default_alignment_and_its_shots() -> None:
    assert read_entry("Ann", "cop", TABLE) == {"role": "cop", "alignment": "town"}
    entry = read_entry("Ann", {"role": "jailkeeper", "alignment": "mafia", "shots": 2}, TABLE)
    assert entry == {"role": "jailkeeper", "alignment": "mafia", "shots": 2}


def test_a_complete_roles_names_everybody_and_deals_the_seats() -> None:
    with pytest.raises(ScriptError, match="missing: Gus"):
        Deal(TABLE, seats()).fixed(state(dict(zip(NAMES[:6], seats(), strict=False))))
    wrong = dict(zip(NAMES, ["cop", "cop", "mafia-goon"] + ["vanilla-townie"] * 4, strict=True))
    with pytest.raises(ScriptError, match="exactly the setup's roles"):
        Deal(TABLE, seats()).fixed(state(wrong))


def test_informed_team() -> None:
    game = state(dict(zip(NAMES, seats(), strict=True)))
    Deal(TABLE, seats()).apply(game, Draws(1, "D1"))
    factions = {"mafia": {"informed": True}}
    assert [p.name for p in informed_team(game, game.player("Bea"), factions)] == ["Bea", "Cal"]
    assert informed_team(game, game.player("Ann"), factions) == []


def test_every_strategy_is_named() -> None:
    assert set(STRATEGIES) == {"shuffle-seats", "shuffle-names", "sample-holders"}


# -- a deal pin no draw read, in every setup on the shared deal ----------------------------
CMU = ["Androsynth", "Ariloulaleelay", "Chmmr", "Ilwrath", "Melnorme", "Mycon", "Orz"]
CMU += ["Pkunk", "Slylandro", "Supox", "Syreen", "Umgah", "VUX", "Yehat"]


@pytest.mark.parametrize("setup", ["charge-me-up", "x-shots", "ghoul-duel"])
def test_a_later_deal_pin_must_be_a_deal_this_game_could_make(setup: str) -> None:
    """After the deal, a ``deal`` pin is checked like any other: a legal outcome of the
    game's draw is ignored, anything else is a bad pin (the rule classic already had)."""
    players = CMU[:13] if setup != "charge-me-up" else CMU
    game = Game.create(setup, players, seed=5)
    game.end_phase()
    before = [r.deaths for r in game.records()]
    if setup == "x-shots":
        legal: Any = {
            p.name: {"role": p.role, "alignment": p.alignment} for p in game.state.players
        }
        first, second = players[0], players[-1]
        legal[first], legal[second] = legal[second], legal[first]
    else:
        legal = players[-3:]
    game.pin("deal", legal)
    assert [r.deaths for r in game.records()] == before
    for bad in (["Zed", players[0], players[1]], {"Zed": "mafia-goon"}):
        with pytest.raises(IllegalEntry, match="bad-pin"):
            game.pin("deal", bad)
