"""The shared pieces Charge Me Up and X-SHOTS are built from, on a toy phase loop: the
lynch day with its ``[config] tie`` switch (mechanics/lynch.LynchDay), the parity win held
open by a town killer with a shot (mechanics/killer_parity.KillerParity) and one result PM
per night result (mechanics/results.result_pms)."""

from __future__ import annotations

from mafiamod.engine.model import GameState, PhaseInput, PhaseRecord, Player, Vote
from mafiamod.engine.phase_loop import NightRun
from mafiamod.engine.rng import Draws
from mafiamod.mechanics.killer_parity import KillerParity
from mafiamod.mechanics.lynch import LynchDay
from mafiamod.mechanics.results import result_pms
from mafiamod.rulesets.charge_me_up import ChargeMeUpRules
from mafiamod.rulesets.x_shots import XShotsRules


class Toy(LynchDay, KillerParity):
    """A lynch day and a parity win with a vigilante who holds parity open."""

    town_killers = frozenset({"vigilante"})


def toy() -> Toy:
    return Toy("toy", {"roles": {"vigilante": {"name": "Vigilante"}}})


def cast(*players: Player, config: dict[str, str] | None = None) -> GameState:
    return GameState("toy", 1, list(players), config=dict(config or {}))


def town(name: str, role: str = "vanilla-townie", shots: int | None = None) -> Player:
    return Player(name, role, "town", shots=shots)


def mafia(name: str) -> Player:
    return Player(name, "mafia-goon", "mafia")


def test_exact_parity_is_held_open_only_by_a_loaded_town_killer() -> None:
    rules = toy()
    assert rules.winner(cast(town("A", "vigilante", 1), mafia("M"))) is None
    assert rules.winner(cast(town("A", "vigilante", 0), mafia("M"))) == "mafia"
    assert rules.winner(cast(town("A"), mafia("M"))) == "mafia"
    # never beyond exact parity
    assert rules.winner(cast(town("A", "vigilante", 3), mafia("M"), mafia("N"))) == "mafia"
    assert rules.winner(cast(town("A"), town("B"), mafia("M"))) is None
    assert rules.winner(cast(town("A"))) == "town"


def test_nobody_left_and_the_can_fire_hook() -> None:
    state = cast(town("A"), mafia("M"))
    for player in state.players:
        player.alive = False
    assert toy().winner(state) == "none"

    class PoolKiller(Toy):
        nobody_left = "town"

        def can_fire(self, state: GameState, player: Player) -> bool:
            return bool(state.exported.get("pool"))

    rules = PoolKiller("toy", {})
    assert rules.winner(state) == "town"
    alive = cast(town("A", "vigilante"), mafia("M"))
    assert rules.winner(alive) == "mafia"
    alive.exported["pool"] = 1
    assert rules.winner(alive) is None


def test_the_two_setups_configure_it() -> None:
    assert ChargeMeUpRules.town_killers == {"midnight-desperado"}
    assert ChargeMeUpRules.nobody_left == "none"
    assert XShotsRules.town_killers == {"vigilante"} and XShotsRules.nobody_left == "town"
    assert issubclass(ChargeMeUpRules, LynchDay) and issubclass(XShotsRules, LynchDay)


def day(*pairs: tuple[str, str]) -> PhaseInput:
    return PhaseInput("D1", votes={"elimination": tuple(Vote(v, t) for v, t in pairs)})


def test_the_lynch_day_reads_its_tie_rule_from_the_config() -> None:
    names = ["A", "B", "C", "D", "E"]
    votes = day(("A", "D"), ("B", "E"))  # a 1-1 tie: D's wagon was first
    for config, lynched in (
        ({}, "D"),  # the default: the earliest wagon
        ({"tie": "earliest"}, "D"),
        ({"tie": "no-elimination"}, None),
    ):
        state = cast(*(town(n) for n in names), config=config)
        record = PhaseRecord("D1")
        assert toy().day(state, votes, Draws(1, "D1"), record) == lynched
        assert [d.player for d in record.deaths] == ([lynched] if lynched else [])
    state = cast(*(town(n) for n in names), config={"tie": "random"})
    record = PhaseRecord("D1")
    assert toy().day(state, votes, Draws(1, "D1", {"lynch-tie": "E"}), record) == "E"


def test_one_result_pm_per_result_in_order() -> None:
    state = cast(town("A"), town("B"), mafia("M"))
    record = PhaseRecord("N1")
    record.add_result("B", "investigate", ["M"], "mafia")
    record.add_result("A", "track", ["M"], ["B"])
    run = NightRun(state, PhaseInput("N1"), Draws(1, "N1"), record, [])
    result_pms(toy(), run, "result-pm", kind="result")
    assert [(r.kind, r.to) for r in record.requests] == [("result", "B"), ("result", "A")]
    assert record.requests[0].context["outcome"] == "mafia"
    assert record.requests[1].context["names"] == ["B"]
