"""Charge Me Up! night: submissions and the resolution order (digest A.5, A.6)."""

from __future__ import annotations

from mafiamod.engine.model import Action, GameState, PhaseInput, PhaseRecord, Player
from mafiamod.engine.phase_loop import PhaseLoop
from mafiamod.engine.rng import Draws
from mafiamod.mechanics.charge_roles import VANILLA_ROLES, power_roles
from mafiamod.setups import build_ruleset, load_setup

from .charge_cast import CAST, POWER_ROLES

MAFIA = {"Melnorme", "Orz", "Syreen"}
RULES = build_ruleset(load_setup("charge-me-up"))
assert isinstance(RULES, PhaseLoop)


def invalid_reason(state: GameState, action: Action) -> str | None:
    """Why the rules refuse a night entry (the phase loop's validation, read from the spec)."""
    return RULES.validate_action(state, PhaseInput("N1"), action)


def make_state(prs: dict[str, tuple[str, int]] | None = None) -> GameState:
    players = []
    for name in CAST:
        alignment = "mafia" if name in MAFIA else "town"
        role, shots = (prs or {}).get(
            name, ("mafia-goon" if alignment == "mafia" else "vanilla-townie", None)
        )
        players.append(Player(name, role, alignment, shots=shots))
    return GameState("charge-me-up", 1, players)


def night(
    state: GameState, *entries: tuple[str, str, list[str]]
) -> tuple[PhaseRecord, dict[str, str]]:
    """One night through the ruleset; returns its record and who died of what."""
    for player in state.players:
        player.alive = True  # each night of a test starts with everyone alive
    inp = PhaseInput("N1", actions=tuple(Action(a, ab, tuple(t)) for a, ab, t in entries))
    record = PhaseRecord("N1")
    RULES.night(state, inp, Draws(1, "N1"), record)
    return record, {d.player: d.cause for d in record.deaths}


def outcome(record: PhaseRecord, player: str, ability: str) -> object:
    hits = [
        r["outcome"] for r in record.results if r["player"] == player and r["ability"] == ability
    ]
    assert len(hits) == 1, (player, ability, record.results)
    return hits[0]


def test_invalid_reasons() -> None:
    state = make_state({"Mycon": ("doctor", 1), "Supox": ("cop", 0), "Syreen": ("redirector", 1)})
    assert invalid_reason(state, Action("Mycon", "protect", ("Mycon",))) == "self-target"
    assert invalid_reason(state, Action("Supox", "investigate", ("Orz",))) == "no-shots"
    assert invalid_reason(state, Action("Umgah", "investigate", ("Orz",))) == "no-ability"
    assert invalid_reason(state, Action("Pkunk", "factional-kill", ("Orz",))) == "no-ability"
    assert invalid_reason(state, Action("Syreen", "redirect", ("Umgah", "Umgah"))) == "bad-target"
    assert invalid_reason(state, Action("Mycon", "protect", ("Orz", "Umgah"))) == "bad-target"
    assert invalid_reason(state, Action("Orz", "factional-kill", ("Orz",))) == "self-target"
    assert invalid_reason(state, Action("Orz", "factional-kill", ("Melnorme",))) is None
    state.player("Umgah").alive = False
    assert invalid_reason(state, Action("Mycon", "protect", ("Umgah",))) == "target-dead"
    assert invalid_reason(state, Action("Umgah", "factional-kill", ("Pkunk",))) == "actor-dead"


def test_kill_and_action_slots_last_submission_wins() -> None:
    state = make_state({"Melnorme": ("cop", 2)})
    record, dying = night(
        state,
        ("Orz", "factional-kill", ["Umgah"]),
        ("Melnorme", "factional-kill", ["Pkunk"]),
        ("Melnorme", "investigate", ["VUX"]),
    )
    assert dying == {}  # Melnorme's later action dropped the kill; Orz's order stays replaced
    assert state.player("Melnorme").shots == 1
    assert outcome(record, "Melnorme", "investigate") == "not-mafia"
    assert record.extra["superseded"] == [0, 1]  # both kill orders no longer count


def test_mystics_count_everything_but_themselves() -> None:
    state = make_state({"Umgah": ("mystic", 1), "VUX": ("mystic", 1), "Chmmr": ("jailkeeper", 1)})
    record, _ = night(
        state,
        ("Umgah", "mystic-count", []),
        ("VUX", "mystic-count", []),
        ("Chmmr", "jailkeep", ["Umgah"]),
        ("Orz", "factional-kill", ["Pkunk"]),
    )
    assert outcome(record, "Umgah", "mystic-count") == 3
    assert outcome(record, "VUX", "mystic-count") == 3


def test_commuter_is_immune_but_visited() -> None:
    state = make_state(
        {"Ilwrath": ("commuter", 1), "Chmmr": ("tracker", 1), "Androsynth": ("cop", 1)}
    )
    record, dying = night(
        state,
        ("Ilwrath", "commute", []),
        ("Orz", "factional-kill", ["Ilwrath"]),
        ("Androsynth", "investigate", ["Ilwrath"]),
        ("Chmmr", "track", ["Orz"]),
    )
    assert dying == {}
    assert outcome(record, "Androsynth", "investigate") == "no-result"
    assert outcome(record, "Chmmr", "track") == ["Ilwrath"]


def test_redirect_swap_is_one_hop() -> None:
    state = make_state(
        {"Syreen": ("redirector", 1), "VUX": ("redirector", 1), "Androsynth": ("cop", 1)}
    )
    record, _ = night(
        state,
        ("Syreen", "redirect", ["Orz", "Umgah"]),
        ("VUX", "redirect", ["Umgah", "Orz"]),
        ("Androsynth", "investigate", ["Orz"]),
    )
    assert outcome(record, "Androsynth", "investigate") == "not-mafia"
    res = next(r for r in record.results if r["player"] == "Androsynth")
    assert res["targets"] == ["Orz"] and res["final_targets"] == ["Umgah"]


def test_conflicting_redirects_are_void() -> None:
    state = make_state(
        {"Syreen": ("redirector", 1), "VUX": ("redirector", 1), "Androsynth": ("cop", 1)}
    )
    record, _ = night(
        state,
        ("Syreen", "redirect", ["Orz", "Umgah"]),
        ("VUX", "redirect", ["Orz", "Pkunk"]),
        ("Androsynth", "investigate", ["Orz"]),
    )
    assert outcome(record, "Androsynth", "investigate") == "mafia"
    assert state.player("Syreen").shots == 0 and state.player("VUX").shots == 0


def test_nightkill_not_redirected_and_doctor_is() -> None:
    state = make_state({"Syreen": ("redirector", 1), "Mycon": ("doctor", 1)})
    _, dying = night(
        state,
        ("Syreen", "redirect", ["Pkunk", "Umgah"]),
        ("Orz", "factional-kill", ["Pkunk"]),
        ("Mycon", "protect", ["Pkunk"]),
    )
    assert dying == {"Pkunk": "factional-kill"}


def test_jail_blocks_protects_and_jailers_jail_each_other() -> None:
    state = make_state(
        {"VUX": ("jailkeeper", 1), "Chmmr": ("jailkeeper", 1), "Mycon": ("doctor", 1)}
    )
    _, dying = night(
        state,
        ("VUX", "jailkeep", ["Chmmr"]),
        ("Chmmr", "jailkeep", ["VUX"]),
        ("Orz", "factional-kill", ["VUX"]),
    )
    assert dying == {}
    state = make_state({"VUX": ("jailkeeper", 1), "Mycon": ("doctor", 1)})
    _, dying = night(
        state,
        ("VUX", "jailkeep", ["Mycon"]),
        ("Mycon", "protect", ["Pkunk"]),
        ("Orz", "factional-kill", ["Pkunk"]),
    )
    assert dying == {"Pkunk": "factional-kill"}


def test_desperado_outcomes() -> None:
    state = make_state({"Yehat": ("midnight-desperado", 3), "Mycon": ("doctor", 1)})
    record, dying = night(
        state,
        ("Yehat", "desperado-kill", ["Pkunk"]),
        ("Mycon", "protect", ["Pkunk"]),
        ("Orz", "factional-kill", ["Pkunk"]),
    )
    assert dying == {} and outcome(record, "Yehat", "desperado-kill") == "failed"
    _, dying = night(
        state, ("Yehat", "desperado-kill", ["Pkunk"]), ("Orz", "factional-kill", ["Pkunk"])
    )
    assert dying == {"Pkunk": "factional-kill", "Yehat": "desperado-backfire"}
    _, dying = night(state, ("Yehat", "desperado-kill", ["Syreen"]))
    assert dying == {"Syreen": "desperado-kill"}


def test_watcher_and_tracker() -> None:
    state = make_state(
        {"Chmmr": ("watcher", 1), "Ilwrath": ("tracker", 1), "Syreen": ("redirector", 1)}
    )
    record, _ = night(
        state,
        ("Syreen", "redirect", ["Pkunk", "Umgah"]),
        ("Chmmr", "watch", ["Umgah"]),
        ("Ilwrath", "track", ["Syreen"]),
    )
    assert outcome(record, "Chmmr", "watch") == ["Syreen"]
    assert outcome(record, "Ilwrath", "track") == ["Pkunk", "Umgah"]


def test_rolecop_reads_role_without_alignment() -> None:
    state = make_state({"Androsynth": ("rolecop", 2), "Syreen": ("redirector", 1)})
    record, _ = night(state, ("Androsynth", "role-investigate", ["Syreen"]))
    assert outcome(record, "Androsynth", "role-investigate") == "redirector"
    record, _ = night(state, ("Androsynth", "role-investigate", ["Orz"]))
    assert outcome(record, "Androsynth", "role-investigate") == "vanilla"


def test_recharge_after_spending_and_on_vanilla() -> None:
    state = make_state({"Androsynth": ("cop", 1), "Supox": ("recharger", 2)})
    record, _ = night(
        state, ("Androsynth", "investigate", ["Orz"]), ("Supox", "recharge", ["Androsynth"])
    )
    assert state.player("Androsynth").shots == 1
    assert outcome(record, "Androsynth", "recharge-received") == "recharged"
    record, _ = night(state, ("Supox", "recharge", ["Umgah"]))
    assert state.player("Supox").shots == 0
    assert not [r for r in record.results if r["player"] == "Umgah"]


def test_friendly_neighbour_message_names_the_sender() -> None:
    state = make_state({"Melnorme": ("friendly-neighbour", 1)})
    record, _ = night(state, ("Melnorme", "neighbour-message", ["Umgah"]))
    res = next(r for r in record.results if r["player"] == "Umgah")
    assert res["ability"] == "neighbour-message-received" and res["outcome"] == "mafia"
    assert res["from"] == "Melnorme"


def test_every_power_role_holds_one_shot_ability_in_the_spec() -> None:
    """The [abilities] table is the one source: each of the twelve PRs holds exactly one
    ability, which spends shots and has a step in the night; the PM text names X."""
    roles = RULES.definition["roles"]
    assert power_roles(RULES.definition) == POWER_ROLES  # the seed's twelve, in its order
    assert set(POWER_ROLES) == set(roles) - VANILLA_ROLES
    for role in POWER_ROLES:
        held = [s for s in RULES.abilities.values() if s.roles and role in s.roles]
        assert len(held) == 1 and held[0].uses_shots and held[0].extra["step"], role
        assert "{X}" in roles[role]["pm_text"]
    kill = RULES.abilities["factional-kill"]
    assert kill.factions == {"mafia"} and not kill.uses_shots
