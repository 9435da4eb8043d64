"""Democrabilities mechanics: the mafia's plan, the planned kill, the two day votes, the ruleset."""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.model import Action, GameState, PhaseInput, PhaseRecord, Player, Vote
from mafiamod.engine.rng import Draws
from mafiamod.engine.votes import count_votes
from mafiamod.game import Game
from mafiamod.mechanics.day_vote import majority_leader
from mafiamod.mechanics.democrabilities.day_votes import (
    ability_phase,
    mandatory_elimination,
    skip_ability_phase,
)
from mafiamod.mechanics.democrabilities.mafia_plan import (
    EFFECTS,
    complete_plan,
    effect_problem,
    plan_problem,
    unused_effects,
)
from mafiamod.mechanics.democrabilities.planned_kill import (
    deliver_inform,
    resolve_kill,
)
from mafiamod.script import parse_script
from mafiamod.setups import build_ruleset, load_setup

TOWN = ["Ann", "Bea", "Cal", "Dov", "Eli", "Fay", "Gus"]
GOONS = ["Max", "Moe"]
#: the two team entries' [abilities] specs (holders, targets, the digest's reason ids)
RULES = build_ruleset(load_setup("democrabilities"))
SPECS = RULES.abilities


def read_plan(
    st: GameState, inp: PhaseInput, record: PhaseRecord, used: list[str]
) -> tuple[Action | None, Action | None]:
    """The send-effect and plan-kill that count, read by the phase loop's acceptance (the
    setup's ``read_action``: an entry whole or not at all, the last valid entry per slot)."""
    st.data["used"] = list(used)
    counted = {
        a.ability: a for _, a in RULES.accept_entries(st, inp, list(enumerate(inp.actions)), record)
    }
    return counted.get("send-effect"), counted.get("plan-kill")


def check(st: GameState) -> Callable[[Action], str | None]:
    """The phase loop's check of one night entry (the spec, living players)."""
    return lambda action: RULES.validate_action(st, PhaseInput("N1"), action)


def state() -> GameState:
    players = [Player(n, "vanilla-townie", "town") for n in TOWN]
    players += [Player(n, "mafia-goon", "mafia") for n in GOONS]
    for p in players:
        p.fields["bulletproof"] = False
    return GameState("democrabilities", 1, players)


def kill_off(st: GameState, *names: str) -> GameState:
    for name in names:
        st.player(name).alive = False
    return st


def effect(actor: str, eff: str | None, *targets: str) -> Action:
    return Action(actor, "send-effect", tuple(targets), {"effect": eff} if eff else {})


def plan(actor: str, target: str | None = None, killer: str | None = None) -> Action:
    return Action(
        actor, "plan-kill", (target,) if target else (), {"killer": killer} if killer else {}
    )


# -- the mafia's plan ---------------------------------------------------------------
def test_unused_effects_keep_the_seed_order() -> None:
    assert unused_effects([]) == list(EFFECTS)
    assert unused_effects(["watch", "track"]) == ["imprison", "kill", "inform"]
    assert unused_effects(list(EFFECTS)) == []


@pytest.mark.parametrize(
    ("action", "used", "dead", "reason"),
    [
        (effect("Ann", "track"), [], [], "not-mafia"),
        (effect("Max", "track"), [], ["Max"], "actor-dead"),
        (effect("Max", "heal"), [], [], "not-offered"),
        (effect("Max", None), [], [], "not-offered"),
        (effect("Max", "track"), ["track"], [], "effect-used"),
        (effect("Max", "track"), list(EFFECTS), [], "no-effects-left"),
        (effect("Max", "inform", "Ann", "Bea"), [], [], "invalid-target"),
        (effect("Max", "inform", "Ann"), [], ["Ann"], "target-dead"),
        (effect("Max", "inform", "Moe"), [], [], None),
        (effect("Max", "inform"), [], [], None),
        (effect("Max", "watch", "Ann"), [], [], "invalid-target"),  # only Inform names one
    ],
)
def test_effect_entries_are_checked(
    action: Action, used: list[str], dead: list[str], reason: str | None
) -> None:
    assert effect_problem(check(kill_off(state(), *dead)), action, used) == reason


@pytest.mark.parametrize(
    ("action", "dead", "reason"),
    [
        (plan("Ann", "Bea", "Max"), [], "not-mafia"),
        (plan("Max", "Moe", "Max"), [], "invalid-target"),
        (plan("Max", "Bea", "Ann"), [], "not-mafia"),
        (plan("Max", "Bea", "Moe"), ["Moe"], "actor-dead"),
        (plan("Max", "Bea", "Max"), ["Bea"], "target-dead"),
        (plan("Max", "Bea"), [], None),
        (plan("Max", killer="Moe"), [], None),
    ],
)
def test_plan_entries_are_checked(action: Action, dead: list[str], reason: str | None) -> None:
    st = kill_off(state(), *dead)
    assert plan_problem(check(st), st, action, SPECS["plan-kill"]) == reason


def test_the_last_valid_entry_of_each_kind_counts_and_the_rest_are_rejected() -> None:
    record = PhaseRecord("N0")
    inp = PhaseInput(
        "N0",
        actions=(
            effect("Max", "watch"),
            effect("Moe", "imprison"),
            effect("Ann", "kill"),
            plan("Max", "Bea", "Max"),
            plan("Moe", "Max"),
            plan("Moe", "Cal"),
        ),
    )
    eff, pl = read_plan(state(), inp, record, [])
    assert eff is not None and eff.get("effect") == "imprison"
    assert pl is not None and pl.targets == ("Cal",) and pl.get("killer") is None
    assert [(r.index, r.reason) for r in record.rejected] == [
        (2, "not-mafia"),
        (4, "invalid-target"),
    ]
    assert record.extra["superseded"] == [0, 3]  # valid, but a later entry of its kind counts


def test_missing_parts_get_the_compulsory_defaults() -> None:
    draws = Draws(1, "N0", {"kill-target": "Eli", "killer": "Moe"})
    sent = complete_plan(state(), None, None, ["track"], draws)
    assert (sent.effect, sent.target, sent.killer) == ("watch", "Eli", "Moe")
    assert sent.defaults == ("effect", "kill-target", "killer")
    assert [d["draw"] for d in draws.records] == ["kill-target", "killer"]


def test_inform_without_subject_draws_among_living_town_only() -> None:
    st = kill_off(state(), *TOWN[1:])
    sent = complete_plan(st, effect("Max", "inform"), plan("Max", "Ann", "Max"), [], Draws(1, "N1"))
    assert sent.subject == "Ann" and sent.defaults == ("inform-subject",)


def test_a_pin_outside_the_pool_is_a_script_error() -> None:
    with pytest.raises(ScriptError, match="bad-pin"):
        complete_plan(state(), None, None, [], Draws(1, "N0", {"kill-target": "Max"}))


def test_no_effect_is_sent_once_all_five_are_used() -> None:
    sent = complete_plan(state(), None, plan("Max", "Ann", "Max"), list(EFFECTS), Draws(1, "N5"))
    assert sent.effect is None and sent.export()["kill_plan"] == {"target": "Ann", "killer": "Max"}


# -- the planned kill -----------------------------------------------------------------
PLAN = {"target": "Ann", "killer": "Max"}


def test_the_partner_performs_when_the_designated_killer_is_dead() -> None:
    st = kill_off(state(), "Max")
    assert resolve_kill(st, PhaseRecord("N1"), PLAN, None, None).performer == "Moe"
    assert resolve_kill(state(), PhaseRecord("N1"), PLAN, None, None).performer == "Max"
    gone = resolve_kill(kill_off(state(), *GOONS), PhaseRecord("N1"), PLAN, None, None)
    assert (gone.performer, gone.result) == (None, "no-performer")


@pytest.mark.parametrize(
    ("eff", "chosen", "result", "reveal"),
    [
        ("track", "Max", "killed", "killer-revealed"),
        ("track", "Moe", "killed", None),
        ("watch", "Ann", "killed", "mafia-revealed"),
        ("watch", "Bea", "killed", None),
        ("imprison", "Ann", "imprisoned", None),
        ("imprison", "Max", "imprisoned", None),
        ("imprison", "Bea", "killed", None),
        ("kill", None, "killed", None),
        (None, None, "killed", None),
    ],
)
def test_the_day_ability_against_the_kill(
    eff: str | None, chosen: str | None, result: str, reveal: str | None
) -> None:
    out = resolve_kill(state(), PhaseRecord("N1"), PLAN, eff, chosen)
    assert out.result == result
    assert [r["kind"] for r in out.reveals] == ([reveal] if reveal else [])
    assert out.victim == ("Ann" if result == "killed" else None)


def test_a_dead_target_gives_no_kill_and_no_information() -> None:
    out = resolve_kill(kill_off(state(), "Ann"), PhaseRecord("N1"), PLAN, "watch", "Ann")
    assert (out.result, out.reveals, out.performer) == ("target-dead", [], None)


def test_bulletproof_stops_the_kill_but_not_the_reveal() -> None:
    st = state()
    st.player("Ann").fields["bulletproof"] = True
    out = resolve_kill(st, PhaseRecord("N1"), PLAN, "watch", "Ann")
    assert out.result == "bulletproof" and out.reveals == [
        {"kind": "mafia-revealed", "player": "Max"}
    ]


def test_actual_or_designated_performer() -> None:
    st = kill_off(state(), "Max")
    assert resolve_kill(st, PhaseRecord("N1"), PLAN, "imprison", "Max").result == "killed"
    assert (
        resolve_kill(st, PhaseRecord("N1"), PLAN, "imprison", "Max", match="designated").result
        == "imprisoned"
    )
    tracked = resolve_kill(st, PhaseRecord("N1"), PLAN, "track", "Moe")
    assert tracked.reveals == [{"kind": "killer-revealed", "player": "Moe"}]
    assert (
        resolve_kill(st, PhaseRecord("N1"), PLAN, "track", "Moe", match="designated").reveals == []
    )


def test_inform_is_delivered_to_a_living_target_only() -> None:
    names = {"town": "Town", "mafia": "Mafia"}
    record = PhaseRecord("N1")
    day = {"effect": "inform", "subject": "Moe", "target": "Bea"}
    res = deliver_inform(kill_off(state(), "Moe"), day, record, names.__getitem__)
    assert res is not None and (res["player"], res["targets"], res["outcome"]) == (
        "Bea",
        ["Moe"],
        "Mafia",
    )
    assert (
        deliver_inform(kill_off(state(), "Bea"), day, PhaseRecord("N1"), names.__getitem__) is None
    )
    assert (
        deliver_inform(state(), dict(day, target=None), PhaseRecord("N1"), names.__getitem__)
        is None
    )
    assert (
        deliver_inform(state(), dict(day, effect="track"), PhaseRecord("N1"), names.__getitem__)
        is None
    )


def test_the_inform_result_pm_is_the_shared_result_pm_in_the_setups_words() -> None:
    from mafiamod.engine.phase_loop import NightRun
    from mafiamod.render.environment import Renderer

    st = state()
    st.data["day"] = {"effect": "inform", "subject": "Moe", "target": "Bea"}
    record = PhaseRecord("N1")
    RULES._inform(NightRun(st, PhaseInput("N1"), Draws(1, "N1"), record, []))  # type: ignore[attr-defined]
    (request,) = record.requests
    assert (request.to, request.kind, request.template) == ("Bea", "result", "dem-inform-result")
    assert (request.context["target"], request.context["ability"]) == ("Moe", "inform")
    Renderer(load_setup("democrabilities").templates_dir).render_record(record)
    text = record.pms[0]["text"]
    assert "[b]Bea[/b], the town used Inform on you." in text
    assert "[b]Moe[/b], is aligned with the [b]" + RULES.faction_name("mafia") + "[/b]" in text


# -- the two day votes ----------------------------------------------------------------------
def votes(*pairs: tuple[str, str]) -> tuple[Vote, ...]:
    return tuple(Vote(v, t) for v, t in pairs)


def day(
    ability: tuple[Vote, ...] = (), elimination: tuple[Vote, ...] = (), closed: bool = True
) -> PhaseInput:
    return PhaseInput("D1", votes={"ability": ability, "elimination": elimination}, closed=closed)


def test_ability_majority_hammers_and_no_majority_is_lost_at_the_deadline_only() -> None:
    five = votes(*[(n, "Max") for n in TOWN[:5]], ("Moe", "Ann"))
    record = PhaseRecord("D1")
    out = ability_phase(
        state(), day(five), record, "track", hammer=True, effect_info={"name": "Track"}
    )
    assert out.chosen == "Max" and record.rejected[0].reason == "phase-ended"
    four = votes(*[(n, "Max") for n in TOWN[:4]])
    open_record = PhaseRecord("D1")
    pending = ability_phase(
        state(), day(four, closed=False), open_record, "track", hammer=True, effect_info={}
    )
    assert (pending.chosen, pending.decided) == (None, False)
    assert not any(e["kind"] == "ability-lost" for e in open_record.events)
    record = PhaseRecord("D1")
    lost = ability_phase(state(), day(four), record, "track", hammer=True, effect_info={})
    assert lost.chosen is None and {"kind": "ability-lost", "effect": "track"} in record.events


def test_without_hammer_the_deadline_needs_a_majority() -> None:
    record = PhaseRecord("D1")
    st = state()
    tally_votes = votes(*[(n, "Max") for n in TOWN[:6]], ("Ann", ""))
    out = ability_phase(st, day(tally_votes), record, "kill", hammer=False, effect_info={})
    assert out.chosen == "Max"
    tally = count_votes(
        votes(("Ann", "Max")),
        can_vote=lambda v: None,
        can_receive=lambda t: None,
        majority=5,
        hammer=False,
    )
    assert majority_leader(tally) is None


def test_a_skipped_ability_phase_rejects_its_votes() -> None:
    record = PhaseRecord("D6")
    skip_ability_phase(RULES, day(votes(("Ann", "Max"))), record)
    assert record.rejected[0].reason == "phase-skipped"
    assert record.events == [{"kind": "ability-phase-skipped"}]


def test_the_elimination_is_mandatory_even_with_no_votes() -> None:
    st = state()
    draws = Draws(1, "D1", {"elimination-tiebreak": "Gus"})
    record = PhaseRecord("D1")
    out = mandatory_elimination(st, day(), draws, record, hammer=True, tiebreak="lhlv")
    assert out == "Gus"
    assert record.trace == ["Deadline: Gus is eliminated (no votes)"]
    assert [{k: r[k] for k in ("draw", "value", "pinned")} for r in draws.records] == [
        {"draw": "elimination-tiebreak", "value": "Gus", "pinned": True}
    ]


def test_plurality_and_ties_at_the_deadline() -> None:
    st = state()
    record = PhaseRecord("D1")
    inp = day(elimination=votes(("Ann", "Bea"), ("Cal", "Dov"), ("Eli", "Bea")))
    assert (
        mandatory_elimination(st, inp, Draws(1, "D1"), record, hammer=True, tiebreak="random")
        == "Bea"
    )
    tie = day(elimination=votes(("Ann", "Bea"), ("Cal", "Dov"), ("Eli", "Dov"), ("Fay", "Bea")))
    assert (
        mandatory_elimination(
            st, tie, Draws(1, "D1"), PhaseRecord("D1"), hammer=True, tiebreak="lhlv"
        )
        == "Dov"
    )
    pinned = Draws(1, "D1", {"elimination-tiebreak": "Bea"})
    assert (
        mandatory_elimination(st, tie, pinned, PhaseRecord("D1"), hammer=True, tiebreak="random")
        == "Bea"
    )
    preview = day(elimination=votes(("Ann", "Bea")), closed=False)
    assert (
        mandatory_elimination(
            st, preview, Draws(1, "D1"), PhaseRecord("D1"), hammer=True, tiebreak="random"
        )
        is None
    )


# -- the ruleset --------------------------------------------------------------------------
def test_phases_start_with_night_zero() -> None:
    rules = build_ruleset(load_setup("democrabilities"))
    assert list(islice(rules.phase_ids(), 5)) == ["N0", "D1", "N1", "D2", "N2"]
    assert rules.vote_names == ("ability", "elimination")


SCRIPT = """
setup = "democrabilities"
seed = 5
players = ["Ann","Bea","Cal","Dov","Eli","Fay","Gus","Max","Moe"]
[roles]
Ann = "vanilla-townie"
Bea = "vanilla-townie"
Cal = "vanilla-townie"
Dov = "vanilla-townie"
Eli = "vanilla-townie"
Fay = "vanilla-townie"
Gus = "vanilla-townie"
Max = "mafia-goon"
Moe = "mafia-goon"
[[phase]]
id = "N0"
actions = [ { actor = "Max", ability = "send-effect", effect = "inform", targets = ["Fay"] },
            { actor = "Max", ability = "plan-kill", targets = ["Gus"], killer = "Moe" } ]
[[phase]]
id = "D1"
[phase.votes]
ability = [ { voter = "Ann", target = "Bea" } ]
elimination = [ { voter = "Ann", target = "Bea" } ]
"""


def test_no_public_post_leaks_the_plan() -> None:
    game = Game.from_script(parse_script(SCRIPT))
    out = game.export_json()
    n0, d1 = out["phases"]
    posts = [p["text"] for phase in (n0, d1) for p in phase["posts"]]
    for secret in ("Fay", "Gus", "Moe"):
        assert not any(secret in text and "Not voting" not in text for text in posts), secret
    plan_pms = [p for p in n0["pms"] if p["kind"] == "mafia-plan"]
    assert sorted(p["to"] for p in plan_pms) == ["Max", "Moe"]
    assert all("Gus" in p["text"] and "Fay" in p["text"] for p in plan_pms)
    assert d1["effect"] == "inform" and d1["ability_target"] is None
    fay = next(p for p in out["players"] if p["name"] == "Fay")
    assert fay["bulletproof"] is True


def test_entry_options_offer_unused_effects_and_the_plan_to_living_goons_at_night() -> None:
    rules = build_ruleset(load_setup("democrabilities"))
    st = kill_off(state(), "Moe")
    st.data["used"] = ["track", "watch"]
    options = rules.entry_options(st, "N2")
    assert [(o.actor, o.ability, o.label) for o in options] == [
        ("Max", "send-effect", "Send effect"),
        ("Max", "send-effect", "Send Inform (+ subject)"),
        ("Max", "plan-kill", "Plan next night's kill"),
    ]
    send, inform = options[0], options[1]
    # only Inform takes a subject: the other effects are sent with no target
    assert send.targets == 0 and send.fields["effect"] == ("imprison", "kill")
    assert inform.targets == 1 and inform.fields["effect"] == ("inform",)
    assert inform.candidates == tuple(st.living_names())
    kill_plan = next(o for o in options if o.ability == "plan-kill")
    assert kill_plan.candidates == tuple(TOWN) and kill_plan.fields["killer"] == ("Max",)
    assert rules.entry_options(st, "D2") == []
    st.data["used"] = ["inform"]
    assert [o.label for o in rules.entry_options(st, "N3") if o.ability == "send-effect"] == [
        "Send effect"
    ]
    st.data["used"] = ["track", "watch", "imprison", "kill"]
    (left,) = [o for o in rules.entry_options(st, "N4") if o.ability == "send-effect"]
    assert left.targets == 1 and left.fields["effect"] == ("inform",)
    st.data["used"] = list(EFFECTS)
    assert [o.ability for o in rules.entry_options(st, "N5")] == ["plan-kill"]


def test_the_example_page_is_up_to_date() -> None:
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location(
        "make_dem", root / "docs" / "examples" / "make_democrabilities.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.page() == module.OUT.read_text(encoding="utf-8"), (
        "run docs/examples/make_democrabilities.py"
    )


def test_an_entry_with_a_wrong_part_is_ignored_whole_and_the_valid_one_stands() -> None:
    """§0.2 rule 3 (an illegal entry is ignored), §1.1 and R-ALL-LASTWINS (the last *valid*
    entry counts): a later entry with one wrong part changes nothing of the plan."""
    st = kill_off(state(), "Ann")
    record = PhaseRecord("N1")
    inp = PhaseInput(
        "N1",
        actions=(
            effect("Max", "inform", "Bea"),
            effect("Max", "inform", "Ann"),  # dead subject
            effect("Moe", "track", "Cal"),  # Track names no one
            plan("Max", "Bea", "Max"),
            plan("Moe", "Moe", "Max"),  # goon target, valid killer
            plan("Moe", "Cal", "Ann"),  # valid target, killer not a goon
            plan("Moe", "Ann", "Gus"),  # every part wrong: one rejection, the first reason
        ),
    )
    eff, pl = read_plan(st, inp, record, [])
    assert eff is not None and eff.get("effect") == "inform" and eff.targets == ("Bea",)
    assert pl is not None and pl.targets == ("Bea",) and pl.get("killer") == "Max"
    assert [(r.index, r.reason) for r in record.rejected] == [
        (1, "target-dead"),
        (2, "invalid-target"),
        (4, "invalid-target"),
        (5, "not-mafia"),
        (6, "target-dead"),
    ]
    assert all("part" not in r.details for r in record.rejected)
    assert record.rejected[4].details["killer"] == "Gus"  # what the entry named, for the record
    sent = complete_plan(st, eff, pl, [], Draws(1, "N1"))
    assert (sent.effect, sent.subject, sent.target, sent.killer) == ("inform", "Bea", "Bea", "Max")
    assert sent.defaults == ()
