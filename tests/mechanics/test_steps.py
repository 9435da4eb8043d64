"""Unit tests of the shared night steps (mafiamod.mechanics.steps), one group per ability."""

from __future__ import annotations

import pytest

from mafiamod.engine.model import GameState, PhaseRecord, Player
from mafiamod.mechanics.night import Attack, NightAction, NightContext
from mafiamod.mechanics.steps.block import block
from mafiamod.mechanics.steps.bodyguard import guard, guards_of
from mafiamod.mechanics.steps.bus_drive import bus_drive
from mafiamod.mechanics.steps.commute import commute, reaches
from mafiamod.mechanics.steps.desperado import desperado
from mafiamod.mechanics.steps.investigate import alignment_reader, investigate, role_reader
from mafiamod.mechanics.steps.jail import jail
from mafiamod.mechanics.steps.kill import kill, performer, resolve_night_long, resolve_tokens
from mafiamod.mechanics.steps.neighbour_message import neighbour_message
from mafiamod.mechanics.steps.protect import protect
from mafiamod.mechanics.steps.recharge import recharge
from mafiamod.mechanics.steps.redirect import redirect, redirect_actions
from mafiamod.mechanics.steps.track import ninja_visits, track_reader
from mafiamod.mechanics.steps.watch import watch_reader

ROLES = {
    "Ann": ("cop", "town"),
    "Bob": ("doctor", "town"),
    "Cat": ("vanilla-townie", "town"),
    "Dan": ("godfather", "mafia"),
    "Eve": ("mafia-goon", "mafia"),
    "Fay": ("miller", "town"),
    "Gus": ("roleblocker", "town"),
    "Hal": ("jailkeeper", "town"),
}


def night(*entries: tuple[str, str, list[str]]) -> NightContext:
    state = GameState("t", 1, [Player(n, r, a) for n, (r, a) in ROLES.items()])
    actions = [NightAction(i, a, ab, tuple(t), list(t)) for i, (a, ab, t) in enumerate(entries)]
    return NightContext(
        state, PhaseRecord("N1"), actions, cause_order=("factional-kill", "vig-kill", "bodyguard")
    )


def act(ctx: NightContext, ability: str) -> list[NightAction]:
    return ctx.by_ability(ability)


# -- redirect ------------------------------------------------------------------------------
def test_redirect_is_one_hop_and_exempts_its_own_ability() -> None:
    ctx = night(
        ("Gus", "redirect", ["Cat", "Dan"]),
        ("Hal", "redirect", ["Dan", "Eve"]),
        ("Eve", "factional-kill", ["Cat"]),
        ("Ann", "investigate", ["Dan"]),
    )
    plan = redirect(ctx, act(ctx, "redirect"), exempt={"redirect"})
    assert plan == {"Cat": "Dan", "Dan": "Eve"}
    kill_, cop = ctx.actions[2], ctx.actions[3]
    assert kill_.final_targets == ["Dan"]  # not on to Eve: no chaining
    assert cop.final_targets == ["Eve"]
    assert ctx.actions[0].final_targets == ["Cat", "Dan"]


def test_a_redirector_moves_the_targets_own_actions_first_target_only() -> None:
    ctx = night(
        ("Gus", "redirect-actions", ["Ann"]),
        ("Ann", "compare", ["Cat", "Dan"]),
        ("Ann", "protect", ["Bob"]),
        ("Bob", "protect", ["Ann"]),
    )
    ctx.actions[0].extra["to"] = "Eve"
    redirect_actions(
        ctx,
        act(ctx, "redirect-actions"),
        to=lambda a: a.extra["to"],
        moves=lambda a: a.ability != "protect",
    )
    assert ctx.actions[1].final_targets == ["Eve", "Dan"]  # the pair keeps its second
    assert ctx.actions[2].final_targets == ["Bob"] and ctx.actions[3].final_targets == ["Ann"]
    assert ctx.tracked("Gus") == ["Ann"]


def test_disagreeing_redirects_are_void() -> None:
    ctx = night(
        ("Gus", "redirect", ["Cat", "Dan"]),
        ("Hal", "redirect", ["Cat", "Eve"]),
        ("Eve", "factional-kill", ["Cat"]),
    )
    assert redirect(ctx, act(ctx, "redirect"), exempt={"redirect"}) == {}
    assert ctx.actions[2].final_targets == ["Cat"]


# -- bus drive ----------------------------------------------------------------------------
@pytest.mark.parametrize("swap_drives, second", [(False, ["Cat", "Eve"]), (True, ["Dan", "Eve"])])
def test_bus_drive_swaps_targets(swap_drives: bool, second: list[str]) -> None:
    ctx = night(
        ("Gus", "bus-drive", ["Cat", "Dan"]),
        ("Hal", "bus-drive", ["Cat", "Eve"]),
        ("Eve", "factional-kill", ["Cat"]),
        ("Bob", "protect", ["Dan"]),
    )
    bus_drive(ctx, act(ctx, "bus-drive"), swap_drives=swap_drives)
    # the first drive sends the kill to Dan, the second swaps Cat/Eve (the kill is on Dan now)
    assert ctx.actions[2].final_targets == ["Dan"]
    assert ctx.actions[3].final_targets == ["Eve"]  # Dan -> Cat -> Eve
    assert ctx.actions[1].final_targets == second
    assert all(a.performed for a in act(ctx, "bus-drive"))


def test_bus_drive_gate_refuses_a_drive() -> None:
    ctx = night(("Gus", "bus-drive", ["Cat", "Dan"]), ("Eve", "factional-kill", ["Cat"]))
    bus_drive(ctx, act(ctx, "bus-drive"), admit=lambda a: False)
    assert ctx.actions[1].final_targets == ["Cat"]
    assert not ctx.actions[0].performed


# -- block and jail ---------------------------------------------------------------------------
def test_blocks_are_simultaneous_and_stop_later_steps() -> None:
    ctx = night(
        ("Gus", "roleblock", ["Hal"]), ("Hal", "roleblock", ["Gus"]), ("Bob", "protect", ["Cat"])
    )
    done = block(ctx, act(ctx, "roleblock"), stoppable=True)
    assert len(done) == 2 and ctx.blocked == {"Hal": "Gus", "Gus": "Hal"}
    assert "Hal" not in ctx.protected


def test_a_stoppable_jail_is_stopped_by_an_earlier_roleblock() -> None:
    ctx = night(
        ("Gus", "roleblock", ["Hal"]), ("Hal", "jailkeep", ["Gus"]), ("Bob", "protect", ["Gus"])
    )
    block(ctx, act(ctx, "roleblock"))
    assert jail(ctx, act(ctx, "jailkeep"), stoppable=True) == []
    assert ctx.jailed == {} and ctx.actions[1].blocked_by == "Gus"
    assert not ctx.actions[1].performed


def test_jail_blocks_and_protects() -> None:
    ctx = night(("Hal", "jailkeep", ["Bob"]), ("Bob", "protect", ["Cat"]))
    jail(ctx, act(ctx, "jailkeep"))
    assert ctx.jailed == {"Bob": "Hal"} and ctx.tokens["Bob"] == [("jail", "Hal")]
    protect(ctx, act(ctx, "protect"))
    assert "Cat" not in ctx.protected and ctx.actions[1].blocked_by == "Hal"


def test_block_with_a_set_of_jail_abilities() -> None:
    ctx = night(("Hal", "jailkeep", ["Bob"]), ("Gus", "roleblock", ["Cat"]))
    block(ctx, ctx.actions, jail=frozenset({"jailkeep"}))
    assert set(ctx.blocked) == {"Bob", "Cat"} and set(ctx.jailed) == {"Bob"}


def test_a_block_on_an_immune_target_still_visits_but_blocks_nobody() -> None:
    ctx = night(("Gus", "roleblock", ["Ann"]), ("Hal", "roleblock", ["Bob"]))
    done = block(ctx, act(ctx, "roleblock"), immune=lambda a: a.final_targets == ["Ann"])
    assert len(done) == 2 and ctx.blocked == {"Bob": "Hal"}
    assert ctx.tracked("Gus") == ["Ann"]  # Peaky: Arthur's beating of Campbell is a visit


# -- protect, bodyguard, kill --------------------------------------------------------------------
def test_night_long_protection_holds_against_every_attack() -> None:
    ctx = night(
        ("Bob", "protect", ["Cat"]),
        ("Eve", "factional-kill", ["Cat"]),
        ("Ann", "vig-kill", ["Cat"]),
    )
    protect(ctx, act(ctx, "protect"))
    resolve_night_long(ctx, kill(ctx, ctx.by_ability("factional-kill", "vig-kill")))
    assert ctx.dying == {}
    assert ctx.actions[1].failed == "protected" and ctx.actions[1].performed


def test_strongman_ignores_protection_and_unprotected_dies() -> None:
    ctx = night(
        ("Hal", "jailkeep", ["Cat"]),
        ("Eve", "factional-kill", ["Cat"]),
        ("Ann", "vig-kill", ["Bob"]),
    )
    jail(ctx, act(ctx, "jailkeep"))
    attacks = kill(
        ctx, ctx.by_ability("factional-kill", "vig-kill"), strong=lambda a: a.actor == "Eve"
    )
    resolve_night_long(ctx, attacks)
    assert ctx.deaths() == [("Bob", "vig-kill"), ("Cat", "factional-kill")]


def test_bodyguard_dies_once_for_two_attacks_first_guard_in_signup_order() -> None:
    ctx = night(
        ("Gus", "guard", ["Cat"]),
        ("Bob", "guard", ["Cat"]),
        ("Eve", "factional-kill", ["Cat"]),
        ("Ann", "vig-kill", ["Cat"]),
    )
    guard(ctx, act(ctx, "guard"))
    assert guards_of(ctx, "Cat") == ["Bob", "Gus"]
    resolve_night_long(ctx, kill(ctx, ctx.by_ability("factional-kill", "vig-kill")))
    assert ctx.deaths() == [("Bob", "bodyguard")]


def test_doctor_stops_the_attack_before_the_bodyguard() -> None:
    ctx = night(
        ("Gus", "guard", ["Cat"]), ("Bob", "protect", ["Cat"]), ("Eve", "factional-kill", ["Cat"])
    )
    protect(ctx, act(ctx, "protect"))
    guard(ctx, act(ctx, "guard"))
    resolve_night_long(ctx, kill(ctx, act(ctx, "factional-kill")))
    assert ctx.dying == {}


def test_strongman_and_weak_attack_on_a_guarded_target() -> None:
    ctx = night(
        ("Gus", "guard", ["Cat"]), ("Eve", "factional-kill", ["Cat"]), ("Ann", "vig-kill", ["Cat"])
    )
    guard(ctx, act(ctx, "guard"))
    attacks = kill(
        ctx, ctx.by_ability("factional-kill", "vig-kill"), strong=lambda a: a.actor == "Ann"
    )
    resolve_night_long(ctx, attacks)
    assert ctx.deaths() == [("Cat", "vig-kill"), ("Gus", "bodyguard")]


def test_blocked_killer_does_not_attack() -> None:
    ctx = night(("Gus", "roleblock", ["Eve"]), ("Eve", "factional-kill", ["Cat"]))
    block(ctx, act(ctx, "roleblock"))
    assert kill(ctx, act(ctx, "factional-kill")) == []
    assert not ctx.actions[1].performed


def test_tokens_are_used_up_one_per_attack_in_rank_order() -> None:
    ctx = night(
        ("Gus", "guard", ["Cat"]),
        ("Bob", "protect", ["Cat"]),
        ("Eve", "factional-kill", ["Cat"]),
        ("Ann", "vig-kill", ["Cat"]),
        ("Dan", "vig-kill", ["Cat"]),
    )
    guard(ctx, act(ctx, "guard"))
    protect(ctx, act(ctx, "protect"))
    seen: list[str] = []
    attacks = kill(ctx, ctx.by_ability("factional-kill", "vig-kill"))
    resolve_tokens(
        ctx, attacks, order=("doctor", "bodyguard"), before=lambda a: seen.append(a.cause)
    )
    assert seen == ["factional-kill", "vig-kill", "vig-kill"]
    assert ctx.deaths() == [("Cat", "vig-kill"), ("Gus", "bodyguard")]


def test_a_strongman_ignores_every_token_or_overcomes_one_of_the_kinds_given() -> None:
    def strongman_night() -> NightContext:
        ctx = night(
            ("Bob", "protect", ["Cat"]),
            ("Gus", "protect", ["Cat"]),
            ("Hal", "jailkeep", ["Cat"]),
            ("Eve", "factional-kill", ["Cat"]),
        )
        protect(ctx, act(ctx, "protect"))
        jail(ctx, act(ctx, "jailkeep"))
        return ctx

    ctx = strongman_night()
    resolve_tokens(ctx, kill(ctx, act(ctx, "factional-kill"), strong=lambda a: True))
    assert ctx.deaths() == [("Cat", "factional-kill")] and len(ctx.tokens["Cat"]) == 3

    ctx = strongman_night()
    attacks = kill(ctx, act(ctx, "factional-kill"), strong=lambda a: True)
    offered: list[list[str]] = []
    resolve_tokens(
        ctx,
        attacks,
        order=("jail", "doctor"),
        overcomes={"doctor"},
        pick=lambda g: offered.append(g) or g[-1],
    )
    assert offered == [["Bob", "Gus"]]  # one doctor's protection goes, picked among them
    assert ctx.deaths() == [] and ctx.tokens["Cat"] == [("doctor", "Bob")]  # the jail stopped it
    assert "Strongman: Eve's kill overcomes Gus's protection of Cat" in [
        str(t) for t in ctx.record.trace
    ]


def test_an_attack_without_a_source_is_nobodys_visit() -> None:
    ctx = night()
    resolve_night_long(ctx, [Attack("Cat", "factional-kill")])
    assert ctx.deaths() == [("Cat", "factional-kill")] and ctx.visits() == []


def test_cause_order_keeps_the_first_ranked_cause() -> None:
    ctx = night()
    ctx.doom("Cat", "bodyguard")
    ctx.doom("Cat", "vig-kill")
    ctx.doom("Cat", "factional-kill")
    assert ctx.dying == {"Cat": "factional-kill"}


# -- investigations ----------------------------------------------------------------------------
def readers() -> dict[str, object]:
    return {
        "investigate": alignment_reader({"godfather": "town", "miller": "mafia"}),
        "role-investigate": role_reader(lambda p: p.role in {"vanilla-townie", "mafia-goon"}),
        "track": track_reader(),
        "watch": watch_reader(),
    }


@pytest.mark.parametrize(
    "target, outcome", [("Dan", "town"), ("Fay", "mafia"), ("Eve", "mafia"), ("Cat", "town")]
)
def test_alignment_cop_reads_godfather_and_miller(target: str, outcome: str) -> None:
    ctx = night(("Ann", "investigate", [target]))
    investigate(ctx, ctx.actions, readers())  # type: ignore[arg-type]
    assert ctx.record.results[0]["outcome"] == outcome


def test_alignment_words() -> None:
    reader = alignment_reader(words={"mafia": "guilty", "*": "not-guilty"})
    ctx = night()
    assert (
        reader(
            ctx, NightAction(0, "Ann", "investigate", ("Eve",), ["Eve"]), ctx.state.player("Eve")
        )
        == "guilty"
    )
    assert (
        reader(
            ctx, NightAction(0, "Ann", "investigate", ("Cat",), ["Cat"]), ctx.state.player("Cat")
        )
        == "not-guilty"
    )


@pytest.mark.parametrize(
    "target, outcome",
    [("Dan", "godfather"), ("Eve", "vanilla"), ("Cat", "vanilla"), ("Bob", "doctor")],
)
def test_rolecop(target: str, outcome: str) -> None:
    ctx = night(("Ann", "role-investigate", [target]))
    investigate(ctx, ctx.actions, readers())  # type: ignore[arg-type]
    assert ctx.record.results[0]["outcome"] == outcome


def test_tracker_and_watcher_see_the_night_and_each_other() -> None:
    ctx = night(
        ("Eve", "factional-kill", ["Cat"]),
        ("Bob", "protect", ["Cat"]),
        ("Ann", "track", ["Eve"]),
        ("Gus", "watch", ["Cat"]),
        ("Hal", "watch", ["Eve"]),
    )
    protect(ctx, act(ctx, "protect"))
    kill(ctx, act(ctx, "factional-kill"))
    investigate(ctx, ctx.by_ability("track", "watch"), readers())  # type: ignore[arg-type]
    outcomes = {r["player"]: r["outcome"] for r in ctx.record.results}
    assert outcomes == {"Ann": ["Cat"], "Gus": ["Bob", "Eve"], "Hal": ["Ann"]}


def test_ninja_visits_are_hidden_and_blocked_investigations_fail() -> None:
    ctx = night(
        ("Eve", "factional-kill", ["Cat"]),
        ("Ann", "track", ["Eve"]),
        ("Hal", "watch", ["Cat"]),
        ("Gus", "roleblock", ["Hal"]),
    )
    block(ctx, act(ctx, "roleblock"))
    kill(ctx, act(ctx, "factional-kill"))
    hidden = ninja_visits(lambda p: p.name == "Eve")
    investigate(
        ctx,
        ctx.by_ability("track", "watch"),
        {"track": track_reader(hidden), "watch": watch_reader(hidden)},
    )
    outcomes = {r["player"]: r["outcome"] for r in ctx.record.results}
    assert outcomes == {"Ann": [], "Hal": "failed"}


def test_empty_list_word_and_redirected_result_names_final_target() -> None:
    ctx = night(("Ann", "track", ["Cat"]), ("Gus", "bus-drive", ["Cat", "Dan"]))
    bus_drive(ctx, act(ctx, "bus-drive"))
    investigate(ctx, act(ctx, "track"), {"track": track_reader()}, empty="no-result")
    assert ctx.record.results[0] == {
        "player": "Ann",
        "ability": "track",
        "targets": ["Cat"],
        "outcome": "no-result",
        "final_targets": ["Dan"],
    }


def test_silent_failures_and_results_naming_the_final_target() -> None:
    """Peaky's night context: a blocked investigator is told nothing (G-PB-39) and a
    redirected one's result names only the player actually checked (as ``targets``, and as
    the spec's ``final_targets`` since it was moved)."""
    state = GameState("t", 1, [Player(n, r, a) for n, (r, a) in ROLES.items()])
    actions = [
        NightAction(0, "Gus", "roleblock", ("Hal",), ["Hal"]),
        NightAction(1, "Hal", "investigate", ("Eve",), ["Eve"]),
        NightAction(2, "Ann", "investigate", ("Cat",), ["Dan"]),
    ]
    ctx = NightContext(state, PhaseRecord("T1"), actions, name_final=True)
    block(ctx, act(ctx, "roleblock"))
    investigate(ctx, act(ctx, "investigate"), {"investigate": alignment_reader()}, silent=True)
    assert ctx.record.results == [
        {
            "player": "Ann",
            "ability": "investigate",
            "targets": ["Dan"],
            "outcome": "mafia",
            "final_targets": ["Dan"],
        }
    ]


# -- recharge, neighbour message -------------------------------------------------------------------
def test_recharge_adds_a_shot_or_is_lost() -> None:
    ctx = night(("Bob", "recharge", ["Ann"]), ("Gus", "recharge", ["Cat"]))
    ctx.state.player("Ann").shots = 0
    recharge(ctx, act(ctx, "recharge"))
    assert ctx.state.player("Ann").shots == 1 and ctx.state.player("Cat").shots is None
    assert [r["player"] for r in ctx.record.results] == ["Ann"]


def test_blocked_recharge_and_message_do_nothing() -> None:
    ctx = night(
        ("Gus", "roleblock", ["Bob"]),
        ("Bob", "recharge", ["Ann"]),
        ("Bob", "neighbour-message", ["Cat"]),
    )
    ctx.state.player("Ann").shots = 0
    block(ctx, act(ctx, "roleblock"))
    recharge(ctx, act(ctx, "recharge"))
    neighbour_message(ctx, act(ctx, "neighbour-message"))
    assert ctx.state.player("Ann").shots == 0 and ctx.record.results == []


def test_neighbour_message_tells_the_alignment() -> None:
    ctx = night(("Eve", "neighbour-message", ["Cat"]))
    neighbour_message(ctx, ctx.actions)
    assert ctx.record.results == [
        {
            "player": "Cat",
            "ability": "neighbour-message-received",
            "targets": [],
            "outcome": "mafia",
            "from": "Eve",
        }
    ]


# -- commute -------------------------------------------------------------------------------
def test_commuter_is_out_of_reach_but_still_visited() -> None:
    ctx = night(
        ("Cat", "commute", []),
        ("Ann", "investigate", ["Cat"]),
        ("Bob", "protect", ["Cat"]),
        ("Eve", "factional-kill", ["Dan"]),
        ("Gus", "watch", ["Cat"]),
    )
    commute(ctx, act(ctx, "commute"))
    assert ctx.commuting == {"Cat"} and ctx.actions[0].performed
    cop, doctor, kill_, _ = ctx.actions[1:]
    gate = lambda a: reaches(ctx, a)  # noqa: E731
    investigate(ctx, [cop], {"investigate": alignment_reader()}, failed="no-result", admit=gate)
    protect(ctx, [doctor], admit=gate)
    assert [a.failed for a in (cop, doctor)] == ["commuting", "commuting"]
    assert ctx.record.results[0]["outcome"] == "no-result" and "Cat" not in ctx.protected
    assert reaches(ctx, kill_) and not kill_.performed  # an action elsewhere is untouched
    assert ctx.watched("Cat") == ["Ann", "Bob"]  # failed at the target, still a visit
    assert ctx.tracked("Cat") == []  # the commute itself visits nobody


def test_steps_by_number_and_a_context_on_a_phase_loop_night() -> None:
    from mafiamod.engine.model import Action, PhaseInput
    from mafiamod.engine.phase_loop import NightRun
    from mafiamod.engine.rng import Draws

    state = GameState("t", 1, [Player(n, r, a) for n, (r, a) in ROLES.items()])
    inp = PhaseInput("N1")
    entries = [
        (0, Action("Bob", "protect", ("Cat",))),
        (2, Action("Eve", "factional-kill", ("Cat",))),
    ]
    run = NightRun(state, inp, Draws(1, "N1", {}), PhaseRecord("N1"), entries)
    ctx = NightContext.of_run(run, steps={"protect": 4, "factional-kill": 5})
    assert run.context is ctx and [a.index for a in ctx.actions] == [0, 2]
    assert ctx.at_step(5) == [ctx.actions[1]] and ctx.at_step(4, 5) == ctx.actions
    ctx.doom("Cat", "factional-kill")
    assert run.dying == {"Cat": "factional-kill"}  # the phase loop applies them
    assert ctx.alignment("Eve") == "mafia"


# -- desperado -----------------------------------------------------------------------------
def test_desperado_kills_the_mafia_backfires_on_the_town_and_is_stopped_by_any_protection() -> None:
    ctx = night(
        ("Bob", "protect", ["Fay"]),
        ("Ann", "desperado-kill", ["Dan"]),
        ("Cat", "desperado-kill", ["Gus"]),
        ("Hal", "desperado-kill", ["Fay"]),
        ("Gus", "desperado-kill", ["Eve"]),
    )
    protect(ctx, act(ctx, "protect"))
    block(ctx, [NightAction(9, "Bob", "roleblock", ("Gus",), ["Gus"])])
    desperado(ctx, act(ctx, "desperado-kill"))
    assert ctx.dying == {"Dan": "desperado-kill", "Cat": "desperado-backfire"}
    assert ctx.tokens["Fay"]  # the protection stopped the shot and is still there
    failed = [(r["player"], r["outcome"]) for r in ctx.record.results]
    assert failed == [("Hal", "failed"), ("Gus", "failed")]  # protected; blocked


def test_the_standard_readers_read_alignment_role_and_visits() -> None:
    from mafiamod.mechanics.steps.investigate import readers

    ctx = night(
        ("Ann", "investigate", ["Dan"]),
        ("Gus", "role-investigate", ["Cat"]),
        ("Hal", "track", ["Eve"]),
        ("Fay", "watch", ["Cat"]),
        ("Eve", "factional-kill", ["Cat"]),
    )
    read = readers(
        lambda p: p.role == "vanilla-townie",
        reads={"godfather": "town"},
        words={"mafia": "guilty", "*": "innocent"},
        hidden=lambda c, observer: (
            [a for a in c.actions if a.actor == "Eve"] if observer.actor == "Fay" else []
        ),
    )
    assert set(read) == {"investigate", "role-investigate", "track", "watch"}
    kill(ctx, ctx.by_ability("factional-kill"))
    investigate(ctx, ctx.actions[:4], read)
    outcomes = {r["player"]: r["outcome"] for r in ctx.record.results}
    assert outcomes["Hal"] == ["Cat"]  # Eve's visit, seen by the tracker
    assert outcomes["Ann"] == "innocent"  # the godfather reads town
    assert outcomes["Gus"] == "vanilla"
    assert outcomes["Fay"] == ["Gus"]  # Eve's visit is hidden from her


def test_an_action_overcomes_one_blocker_and_the_trace_names_the_others() -> None:
    ctx = night(
        ("Gus", "roleblock", ["Eve"]),
        ("Hal", "roleblock", ["Eve"]),
        ("Eve", "factional-kill", ["Cat"]),
        ("Ann", "investigate", ["Eve"]),
    )
    block(ctx, act(ctx, "roleblock"))
    kill_ = ctx.actions[2]
    ctx.overcome[id(kill_)] = "Gus"
    ctx.name_all_blockers = True
    assert ctx.stop_if_blocked(kill_) and kill_.blocked_by == "Hal"
    assert ctx.record.trace[-1] == "Eve's factional-kill fails: blocked by Hal"
    ctx.overcome[id(kill_)] = "Hal"
    ctx.blockers["Eve"].remove("Gus")
    assert not ctx.stop_if_blocked(kill_)  # its one blocker overcome: it goes ahead
    assert not ctx.stop_if_blocked(ctx.actions[3])  # Ann is not blocked


# -- the performer of a team's kill ------------------------------------------------------------
def test_the_named_performer_while_alive_and_able_else_the_first_of_the_team() -> None:
    state = night().state
    assert performer(state, "Eve", ["Dan", "Eve"]) == "Eve"
    state.player("Eve").alive = False
    assert performer(state, "Eve", ["Eve", "Dan"]) == "Dan"  # the dead are passed over
    assert performer(state, None, ["Dan", "Eve"], lambda n: n != "Dan") is None
    assert performer(state, "Dan", ["Dan"], lambda n: n != "Dan") is None  # named, not able
