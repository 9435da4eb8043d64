"""X-SHOTS night mechanics: funding, blocks, Shot Changers, kills, investigations (B.3)."""

from __future__ import annotations

from typing import Any

from mafiamod.engine.model import Action, GameState, PhaseInput, PhaseRecord, Player
from mafiamod.engine.rng import Draws
from mafiamod.mechanics.xshots_joat import MODIFIERS, joat_used, reset_for_deaths
from mafiamod.mechanics.xshots_night import XNight
from mafiamod.mechanics.xshots_pools import lynch_cost
from mafiamod.mechanics.xshots_pools import pools as faction_pools
from mafiamod.mechanics.xshots_slots import read_declarations
from mafiamod.rulesets.x_shots import XShotsRules
from mafiamod.setups import build_ruleset, load_setup

RULES = build_ruleset(load_setup("x-shots"))
assert isinstance(RULES, XShotsRules)

TOWN = {
    "Ash": "vigilante",
    "Birch": "cop",
    "Cedar": "jailkeeper",
    "Dogwood": "doctor",
    "Elm": "bodyguard",
    "Fir": "tracker",
    "Gum": "watcher",
    "Hazel": "shot-changer",
    "Ivy": "vanilla-townie",
    "Juniper": "vanilla-townie",
}
MAFIA = {"Kapok": "shot-changer", "Larch": "bus-driver", "Maple": "mafia-goon"}


def make_state(town: int = 9, mafia: int = 8) -> GameState:
    players = [Player(n, r, "town") for n, r in TOWN.items()]
    players += [Player(n, r, "mafia") for n, r in MAFIA.items()]
    state = GameState("x-shots", 1, players)
    state.exported["pools"] = {"town": town, "mafia": mafia}
    state.exported["joat_used"] = {m: None for m in MODIFIERS}
    return state


def act(actor: str, ability: str | None, *targets: str, **extra: Any) -> Action:
    return Action(actor, ability, tuple(targets), extra)


def night(
    state: GameState, *actions: Action, pins: dict[str, Any] | None = None
) -> tuple[dict[str, str], PhaseRecord]:
    inp = PhaseInput("N1", actions=tuple(actions), pins=pins or {})
    record = PhaseRecord("N1")
    subs = read_declarations(state, inp, RULES.accept_actions(state, inp, record), record)
    draws = Draws(1, "N1", inp.pins)
    xnight = XNight(state, record, subs.actions, declarations=subs.declarations, steps=RULES.steps)
    xnight.draws = draws
    xnight.resolve()
    return dict(xnight.deaths()), record


def outcome(record: PhaseRecord, player: str) -> Any:
    return next(r["outcome"] for r in record.results if r["player"] == player)


def pools(state: GameState) -> dict[str, int]:
    return dict(state.exported["pools"])


def test_funding_follows_the_resolution_order_not_posting_order() -> None:
    state = make_state(town=1)
    dying, rec = night(
        state,
        act("Birch", "investigate", "Kapok"),
        act("Dogwood", "protect", "Ivy"),
        act("Cedar", "jailkeep", "Larch"),
        act("Maple", "factional-kill", "Ivy"),
    )
    assert dying == {"Ivy": "factional-kill"}  # the Doctor was unfunded
    assert outcome(rec, "Birch") == "no-result"
    assert pools(state)["town"] == 0


def test_blocked_shot_is_spent_and_self_target_costs_without_effect() -> None:
    state = make_state()
    dying, rec = night(
        state,
        act("Cedar", "jailkeep", "Birch"),
        act("Birch", "investigate", "Kapok"),
        act("Ash", "vig-kill", "Ash"),
    )
    assert dying == {}
    assert outcome(rec, "Birch") == "no-result"
    assert pools(state)["town"] == 9 - 3


def test_bus_driving_onto_oneself_takes_effect() -> None:
    state = make_state()
    dying, _ = night(
        state,
        act("Larch", "bus-drive", "Dogwood", "Ivy"),
        act("Dogwood", "protect", "Ivy"),
        act("Kapok", "factional-kill", "Ivy"),
    )
    # both actions are bussed onto Dogwood: he protects himself and survives the kill
    assert dying == {}
    assert pools(state) == {"town": 8, "mafia": 7}


def test_shot_changers() -> None:
    state = make_state(town=5, mafia=5)
    night(state, act("Hazel", "shot-change", "Birch"), act("Kapok", "shot-change", "Maple"))
    assert pools(state) == {"town": 6, "mafia": 3}  # Town SC free; Mafia SC on a Goon: -2
    state = make_state(town=0, mafia=5)
    night(state, act("Hazel", "shot-change", "Birch"), act("Kapok", "shot-change", "Birch"))
    assert pools(state) == {"town": 0, "mafia": 4}  # Town SC needs shots; pools never below 0


def test_kills_meet_protections_in_order() -> None:
    state = make_state()
    dying, _ = night(
        state,
        act("Maple", "factional-kill", "Ivy"),
        act("Ash", "vig-kill", "Ivy"),
        act("Dogwood", "protect", "Ivy"),
    )
    assert dying == {"Ivy": "vig-kill"}  # the NK met the Doctor first
    state = make_state()
    dying, _ = night(
        state,
        act("Maple", "factional-kill", "Ivy"),
        act("Elm", "guard", "Ivy"),
        act("Dogwood", "protect", "Ivy"),
    )
    assert dying == {}  # the Doctor is used before the Bodyguard
    state = make_state()
    dying, _ = night(state, act("Maple", "factional-kill", "Ivy"), act("Elm", "guard", "Ivy"))
    assert dying == {"Elm": "bodyguard"}


def test_strongman_overcomes_one_town_blocker() -> None:
    state = make_state()
    dying, _ = night(
        state,
        act("Cedar", "jailkeep", "Maple"),
        act("Maple", "factional-kill", "Ivy", joat="strongman"),
    )
    assert dying == {"Ivy": "factional-kill"}
    assert joat_used(state)["strongman"] == "Maple"
    assert pools(state)["mafia"] == 7


def test_strongman_removes_one_token_on_the_victim() -> None:
    state = make_state()
    dying, _ = night(
        state,
        act("Maple", "factional-kill", "Ivy", joat="strongman"),
        act("Dogwood", "protect", "Ivy"),
        pins={"joat-strongman-target": "Dogwood"},
    )
    assert dying == {"Ivy": "factional-kill"}


def test_ninja_hides_from_the_tracker_and_cop_immune_fools_the_cop() -> None:
    state = make_state()
    _, rec = night(
        state,
        act("Maple", "factional-kill", "Ivy", joat="ninja"),
        act("Fir", "track", "Maple"),
        act("Kapok", None, joat="cop-immune"),
        act("Birch", "investigate", "Kapok"),
    )
    assert outcome(rec, "Fir") == "no-result"
    assert outcome(rec, "Birch") == "not-guilty"
    assert pools(state)["mafia"] == 6


def test_watcher_never_sees_himself() -> None:
    state = make_state()
    _, rec = night(state, act("Gum", "watch", "Ivy"), act("Dogwood", "protect", "Ivy"))
    assert outcome(rec, "Gum") == ["Dogwood"]


def test_unfunded_joat_is_not_marked_and_cycle_and_death_reset() -> None:
    state = make_state(mafia=0)
    night(state, act("Kapok", None, joat="bulletproof"))
    assert not any(joat_used(state).values())
    state = make_state()
    table = joat_used(state)
    table.update(strongman="Kapok", ninja="Maple", **{"cop-immune": "Kapok"})
    night(state, act("Larch", None, joat="bulletproof"))
    assert not any(joat_used(state).values())  # all four used: the cycle starts over
    table = joat_used(state)
    table.update(strongman="Kapok", ninja="Maple")
    reset_for_deaths(state, ["Kapok"], PhaseRecord("D2"))
    assert joat_used(state)["strongman"] is None and joat_used(state)["ninja"] == "Maple"


def test_used_modifier_is_refused_but_the_kill_stands() -> None:
    state = make_state()
    joat_used(state)["ninja"] = "Kapok"
    dying, rec = night(state, act("Maple", "factional-kill", "Ivy", joat="ninja"))
    assert dying == {"Ivy": "factional-kill"}
    assert [r.reason for r in rec.rejected] == ["joat"]


def test_lone_mafioso_may_kill_and_act() -> None:
    state = make_state()
    for name in ("Kapok", "Maple"):
        state.player(name).alive = False
    dying, _ = night(
        state, act("Larch", "bus-drive", "Ash", "Birch"), act("Larch", "factional-kill", "Ivy")
    )
    assert dying == {"Ivy": "factional-kill"}
    assert pools(state)["mafia"] == 7


def test_lynch_cost_and_pool_floor() -> None:
    state = make_state(town=0)
    assert lynch_cost(state, "Birch") == 1
    assert lynch_cost(state, "Ivy") == 0
    assert lynch_cost(state, "Kapok") == 0
    faction_pools(state).change("town", -1)
    assert pools(state)["town"] == 0
