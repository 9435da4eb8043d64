"""The shared day vote (mechanics/day_vote.py) and the phase-loop switches Democrabilities
and Ghoul Duel share: the entry fields check, the deal's counts as data, the win point
``death``, the skipped night, ``read_action`` and ``living_names(alignment)``."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.messages import N_
from mafiamod.engine.model import Action, GameState, PhaseInput, PhaseRecord, Player, Vote
from mafiamod.engine.phase_loop import PhaseLoop
from mafiamod.engine.rng import Draws
from mafiamod.game import Game
from mafiamod.mechanics.day_vote import NO_LYNCH, VoteNotes, VoteRule, decide_vote, elimination_day
from mafiamod.script import parse_script
from mafiamod.setups import build_ruleset, load_setup

NAMES = ["Ann", "Bea", "Cal", "Dov", "Eli"]
NOTES = VoteNotes(
    hammer=N_("hammer {player} at {majority}"),
    chosen=N_("leads {player} ({top})"),
    tie=N_("tie drawn {player} ({tie})"),
    none=N_("nobody"),
    no_votes=N_("no votes"),
)


def state() -> GameState:
    return GameState("test", 1, [Player(n, "vanilla-townie", "town") for n in NAMES])


def day(*pairs: tuple[str, str], closed: bool = True, vote: str = "elimination") -> PhaseInput:
    return PhaseInput("D1", votes={vote: tuple(Vote(v, t) for v, t in pairs)}, closed=closed)


def decide(rule: VoteRule, inp: PhaseInput, pins: dict[str, str] | None = None) -> tuple:
    record = PhaseRecord("D1")
    out = decide_vote(state(), inp, Draws(1, "D1", pins), record, rule, NOTES)
    return out, record


def test_a_majority_hammers_and_later_votes_are_refused() -> None:
    out, record = decide(
        VoteRule(), day(("Ann", "Eli"), ("Bea", "Eli"), ("Cal", "Eli"), ("Dov", "Ann"))
    )
    assert (out.chosen, out.decided) == ("Eli", True)
    assert record.trace == ["hammer Eli at 3"]
    assert [(r.index, r.reason) for r in record.rejected] == [(3, "phase-ended")]
    assert out.context["hammered"] == "Eli" and out.context["final"]


def test_the_deadline_single_leader_tie_nobody_and_no_votes() -> None:
    out, record = decide(VoteRule(), day(("Ann", "Eli"), ("Bea", "Eli"), ("Cal", "Dov")))
    assert out.chosen == "Eli" and record.trace == ["leads Eli (2)"]
    out, record = decide(VoteRule(), day(("Ann", "Eli"), ("Bea", "Dov")), {"lynch-tie": "Dov"})
    assert out.chosen == "Dov" and record.trace == ["tie drawn Dov (random)"]
    out, record = decide(VoteRule(tie="no-elimination"), day(("Ann", "Eli"), ("Bea", "Dov")))
    assert out.chosen is None and out.decided and record.trace == ["nobody"]
    out, record = decide(VoteRule(), day())
    assert out.chosen is None and record.trace == ["no votes"]


def test_an_open_vote_decides_nothing_and_writes_no_line() -> None:
    out, record = decide(VoteRule(), day(("Ann", "Eli"), closed=False))
    assert (out.chosen, out.decided, record.trace) == (None, False, [])
    assert not out.context["final"]


def test_a_mandatory_vote_draws_among_its_pool_even_without_votes() -> None:
    rule = VoteRule(mandatory=("Bea", "Cal"), draw="pool")
    out, record = decide(rule, day(), {"pool": "Cal"})
    assert out.chosen == "Cal" and record.trace == ["no votes"]


def test_a_draw_order_puts_the_tied_in_that_order() -> None:
    votes = day(("Bea", "Ann"), ("Cal", "Eli"))  # Ann's wagon started first
    for rule, options in [
        (VoteRule(draw="d"), ["Ann", "Eli"]),
        (VoteRule(draw="d", order=("Eli", "Ann")), ["Eli", "Ann"]),
        (VoteRule(draw="d", order=("Eli", "Dov"), no_lynch=True), ["Eli"]),
    ]:
        draws = Draws(1, "D1")
        decide_vote(state(), votes, draws, PhaseRecord("D1"), rule, NOTES)
        assert [r.get("options") for r in draws.records] == ([options] if len(options) > 1 else [])


def test_a_majority_only_vote_is_lost_without_one_at_the_deadline() -> None:
    rule = VoteRule("ability", hammer=False, plurality=False)
    votes = (("Ann", "Eli"), ("Bea", "Eli"), ("Cal", "Eli"))
    open_out, record = decide(rule, day(*votes, closed=False, vote="ability"))
    assert open_out.chosen == "Eli" and record.trace == ["hammer Eli at 3"]
    lost, record = decide(rule, day(("Ann", "Eli"), ("Bea", "Dov"), vote="ability"))
    assert lost.chosen is None and lost.decided and record.trace == ["nobody"]
    assert not record.draws  # a majority-only vote never draws


@pytest.mark.parametrize(
    ("no_lynch", "reason"), [(None, "target-dead"), (False, "no-lynch-not-allowed")]
)
def test_no_lynch_is_a_target_only_where_the_rule_allows_it(
    no_lynch: bool | None, reason: str
) -> None:
    _, record = decide(VoteRule(no_lynch=no_lynch), day(("Ann", NO_LYNCH)))
    assert [r.reason for r in record.rejected] == [reason]


def test_a_no_lynch_wagon_is_shown_in_words_and_is_never_hammered() -> None:
    rule = VoteRule(no_lynch=True, order=NAMES)
    out, _ = decide(rule, day(("Ann", NO_LYNCH), ("Bea", NO_LYNCH), ("Cal", NO_LYNCH)))
    assert out.chosen == NO_LYNCH and out.context["hammered"] is None
    assert [w["target"] for w in out.context["wagons"]] == ["No lynch"]
    tie, _ = decide(rule, day(("Ann", NO_LYNCH), ("Bea", "Eli")), {"lynch-tie": NO_LYNCH})
    assert tie.chosen == NO_LYNCH  # drawn last, after the players in sign-up order


# -- a day of one elimination vote ---------------------------------------------------------
def eliminate_day(
    rule: VoteRule, inp: PhaseInput, *, history: bool = False
) -> tuple[str | None, GameState, PhaseRecord]:
    st, record = state(), PhaseRecord("D1")
    chosen = elimination_day(
        PhaseLoop("test", {}), st, inp, Draws(1, "D1"), record, rule, NOTES, history=history
    )
    return chosen, st, record


def test_an_elimination_day_posts_the_count_and_eliminates_the_chosen() -> None:
    chosen, st, record = eliminate_day(VoteRule(), day(("Ann", "Eli"), ("Bea", "Eli")))
    assert chosen == "Eli" and not st.is_alive("Eli")
    assert [r.kind for r in record.requests] == ["vote-count", "flip"]
    assert [(d.player, d.cause) for d in record.deaths] == [("Eli", "lynch")]
    assert "history" not in record.requests[0].context


def test_an_elimination_day_adds_the_vote_history_when_asked() -> None:
    _, _, record = eliminate_day(VoteRule(), day(("Ann", "Eli"), ("Ann", "Bea")), history=True)
    rows = record.requests[0].context["history"]
    assert [(r["voter"], r["target"], r["withdrawn"]) for r in rows] == [
        ("Ann", "Eli", True),
        ("Ann", "Bea", False),
    ]


def test_a_hammered_no_lynch_is_announced_at_once_and_eliminates_nobody() -> None:
    votes = [("Ann", NO_LYNCH), ("Bea", NO_LYNCH), ("Cal", NO_LYNCH)]
    rule = VoteRule(no_lynch=True)
    chosen, st, record = eliminate_day(rule, day(*votes, closed=False))
    assert chosen is None and len(st.living()) == len(NAMES) and not record.deaths
    assert [e["kind"] for e in record.events] == ["no-lynch", "no-elimination"]
    assert [r.kind for r in record.requests] == ["vote-count", "no-elimination"]
    # at the deadline the phase loop posts the no-elimination itself
    chosen, _, record = eliminate_day(rule, day(*votes))
    assert chosen is None and [e["kind"] for e in record.events] == ["no-lynch"]


# -- the phase loop's switches ------------------------------------------------------------
DEM = build_ruleset(load_setup("democrabilities"))
GHOUL = build_ruleset(load_setup("ghoul-duel"))
DEM_HEAD = """setup = "democrabilities"
seed = 1
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
"""


def test_the_random_deals_counts_are_the_setups_deal_table_less_the_filler() -> None:
    assert dict(DEM.deal_counts({}, 9)) == {"mafia-goon": 2}
    assert dict(GHOUL.deal_counts({}, 13)) == {"mafia-goon": 3}


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        ('{ actor = "Max", ability = "plan-kill", targets = ["Ann"], weapon = "axe" }',
         r"action #1 \(plan-kill\): unknown key\(s\) weapon; use killer"),
        ('{ actor = "Max", ability = "plan-kill", killer = ["Max", "Moe"] }',
         r"action #1 \(plan-kill\): killer must be one player's name"),
        ('{ actor = "Max", ability = "send-effect", effect = "track", at = "2025-01-01 20:00", x = 1 }',
         r"unknown key\(s\) x; use effect"),
    ],
)  # fmt: skip
def test_an_entry_takes_only_the_fields_its_ability_declares(entry: str, words: str) -> None:
    with pytest.raises(ScriptError, match=words):
        Game.from_script(parse_script(DEM_HEAD + f"actions = [ {entry} ]\n"))


def test_declared_fields_and_at_are_accepted() -> None:
    entry = '{ actor = "Max", ability = "plan-kill", targets = ["Ann"], killer = "Moe", at = "2025-01-01 20:00" }'
    out = Game.from_script(parse_script(DEM_HEAD + f"actions = [ {entry} ]\n")).export_json()
    assert out["phases"][0]["sent"]["kill_plan"] == {"target": "Ann", "killer": "Moe"}


def test_the_win_point_death_ends_the_game_at_the_death() -> None:
    st = GameState(
        "democrabilities",
        1,
        [Player("Ann", "vanilla-townie", "town"), Player("Max", "mafia-goon", "mafia")],
    )
    record = PhaseRecord("N1")
    DEM.die(st, "Ann", "factional-kill", record)
    assert st.winner == "mafia" and st.winners == ["Max"]
    assert "death" not in GHOUL.win_points  # Ghoul Duel checks only at the boundaries
    st2 = GameState(
        "ghoul-duel",
        1,
        [Player("Ann", "one-shot-ghoul", "town"), Player("Max", "mafia-goon", "mafia")],
    )
    GHOUL.die(st2, "Ann", "factional-kill", PhaseRecord("N1"))
    assert st2.winner is None


def test_a_skipped_night_offers_nothing_and_refuses_its_entries() -> None:
    st = GameState(
        "ghoul-duel",
        1,
        [Player("Ann", "one-shot-ghoul", "town", shots=1), Player("Max", "mafia-goon", "mafia")],
    )
    st.history.append("D2")
    assert GHOUL.entry_options(st, "N2")
    GHOUL.skip_night(st, "N2")
    assert GHOUL.is_skipped(st, "N2") and GHOUL.entry_options(st, "N2") == []
    record = PhaseRecord("N2")
    inp = PhaseInput("N2", actions=(Action("Ann", "ghoul", ("Max",)),))
    GHOUL.night(st, inp, Draws(1, "N2"), record)
    assert record.skipped and [r.reason for r in record.rejected] == ["phase-skipped"]
    assert st.player("Ann").shots == 1 and not GHOUL.is_skipped(st, "N2")
    assert [r.kind for r in record.requests] == ["night-result"]


def test_read_action_refuses_an_entry_with_a_wrong_part_whole() -> None:
    """§0.2 rule 3: a dead kill target voids the plan, its valid killer with it, so the
    earlier valid entry of the slot stands (R-ALL-LASTWINS)."""
    st = GameState(
        "democrabilities",
        1,
        [Player(n, "vanilla-townie", "town") for n in ("Ann", "Bea")]
        + [Player(n, "mafia-goon", "mafia") for n in ("Max", "Moe")],
    )
    st.player("Bea").alive = False
    inp = PhaseInput(
        "N1",
        actions=(
            Action("Max", "plan-kill", ("Ann",), {"killer": "Max"}),
            Action("Max", "plan-kill", ("Bea",), {"killer": "Moe"}),
        ),
    )
    record = PhaseRecord("N1")
    counted = DEM.accept_entries(st, inp, list(enumerate(inp.actions)), record)
    assert [(i, a.targets, a.get("killer")) for i, a in counted] == [(0, ("Ann",), "Max")]
    assert [(r.index, r.reason, r.details) for r in record.rejected] == [
        (1, "target-dead", {"ability": "plan-kill", "targets": ["Bea"], "killer": "Moe"})
    ]
    plain = GHOUL.read_action(st, inp, 0, Action("Ann", "factional-kill", ("Max",)), record)
    assert plain is None and record.rejected[-1].reason == "no-ability"


def test_living_names_of_one_alignment() -> None:
    st = GameState(
        "x",
        1,
        [Player("Ann", "r", "town"), Player("Max", "r", "mafia"), Player("Bea", "r", "town")],
    )
    st.player("Bea").alive = False
    assert st.living_names() == ["Ann", "Max"]
    assert st.living_names("town") == ["Ann"] and st.living_names("mafia") == ["Max"]
