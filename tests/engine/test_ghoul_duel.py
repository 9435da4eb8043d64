"""Ghoul Duel mechanics: the chain walk, seniority, duel choices, replacement, the duel day."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.model import Action, GameState, PhaseInput, PhaseRecord, Player
from mafiamod.engine.rng import Draws
from mafiamod.game import Game
from mafiamod.mechanics.ghoul_duel.chain import powers_used, walk
from mafiamod.mechanics.ghoul_duel.duel import (
    check_choice,
    most_senior,
    pick_side,
    rank,
    read_choices,
)
from mafiamod.mechanics.ghoul_duel.duel_day import convert_player
from mafiamod.rulesets.ghoul_duel import GhoulDuelRules
from mafiamod.script import parse_script
from mafiamod.setups import build_ruleset, load_setup

RULES = build_ruleset(load_setup("ghoul-duel"))
#: the duel choice's four slots (``[abilities.duel-choice] fields``: a player of each side)
SLOTS = RULES.abilities["duel-choice"].player_fields

# -- the walk ----------------------------------------------------------------------


def test_no_ghoul_action_means_the_target_dies() -> None:
    assert walk("A", {}) == ["A"]


def test_the_seeds_example_kills_b() -> None:
    assert walk("A", {"A": "B", "B": "C", "C": "D", "D": "B"}) == ["A", "B"]


def test_a_two_cycle_through_the_target_kills_the_target() -> None:
    assert walk("A", {"A": "B", "B": "A"}) == ["A"]


@pytest.mark.parametrize("length", range(2, 9))
def test_a_cycle_of_any_length_through_the_target_kills_the_target(length: int) -> None:
    names = [f"G{i}" for i in range(length)]
    ghouls = {names[i]: names[(i + 1) % length] for i in range(length)}
    assert walk("G0", ghouls) == ["G0"]


@pytest.mark.parametrize("tail,length", [(1, 2), (2, 3), (3, 5), (1, 7)])
def test_a_cycle_behind_a_tail_kills_the_ghoul_where_it_closes(tail: int, length: int) -> None:
    path = [f"T{i}" for i in range(tail)] + [f"C{i}" for i in range(length)]
    ghouls = {path[i]: path[i + 1] for i in range(len(path) - 1)}
    ghouls[path[-1]] = "C0"  # the last cycle member points back to the cycle's entry
    assert walk("T0", ghouls) == [*path[:tail], "C0"]


def test_a_long_chain_ends_at_the_first_player_without_an_action() -> None:
    ghouls = {"A": "B", "B": "C", "C": "D", "D": "E", "E": "Mac"}
    assert walk("A", ghouls) == ["A", "B", "C", "D", "E", "Mac"]
    assert powers_used(walk("A", ghouls)) == ["A", "B", "C", "D", "E"]


def test_ghouls_off_the_path_play_no_part() -> None:
    assert walk("A", {"A": "B", "X": "A", "Y": "X"}) == ["A", "B"]


def test_the_walk_always_ends_within_n_steps() -> None:
    ghouls = {f"G{i}": f"G{(i * 7 + 3) % 50}" for i in range(50)}
    for start in ghouls:
        chain = walk(start, ghouls)
        assert len(chain) <= len(ghouls) + 1
        assert len(set(chain)) == len(chain)


# -- a small state -------------------------------------------------------------------


def state_with(mafia: dict[str, str], town: list[str], dead: tuple[str, ...] = ()) -> GameState:
    """Mafia name -> mafia_since; town names are one-shot ghouls with their shot."""
    players = [
        Player(n, "mafia-goon", "mafia", fields={"mafia_since": s}) for n, s in mafia.items()
    ]
    players += [
        Player(n, "one-shot-ghoul", "town", shots=1, fields={"mafia_since": None}) for n in town
    ]
    for p in players:
        p.alive = p.name not in dead
    return GameState("ghoul-duel", 1, players)


def choice(**slots: str) -> Action:
    return Action("Mac", "duel-choice", (), slots)


def test_rank_orders_originals_before_converts_by_day() -> None:
    assert sorted(["D4", "start", "D10", "D2"], key=rank) == ["start", "D2", "D4", "D10"]


def test_most_senior_is_every_living_original_or_else_the_oldest_converts() -> None:
    state = state_with({"Mac": "start", "Mab": "start", "Kit": "D2", "Ivy": "D4"}, ["Ann"])
    assert most_senior(state) == ["Mac", "Mab"]
    state = state_with(
        {"Mac": "start", "Kit": "D2", "Ivy": "D4", "Jo": "D2"}, ["Ann"], dead=("Mac",)
    )
    assert most_senior(state) == ["Kit", "Jo"]
    assert most_senior(state, exclude=["Kit"]) == ["Jo"]


def test_a_convert_cannot_be_named_while_an_original_lives() -> None:
    state = state_with({"Mac": "start", "Kit": "D2"}, ["Ann", "Ben"])
    valid, problems = check_choice(
        state, choice(mafia="Kit", mafia_backup="Mac", town="Ann"), SLOTS
    )
    assert valid == {"mafia_backup": "Mac", "town": "Ann"}
    assert [(p.slot, p.reason) for p in problems] == [("mafia", "not-longest-mafia")]


def test_the_backup_must_be_most_senior_among_the_rest() -> None:
    # primary Mac is valid, so E2 = {Mab} (the originals other than Mac): Kit is refused
    state = state_with({"Mac": "start", "Mab": "start", "Kit": "D2"}, ["Ann"])
    _, problems = check_choice(state, choice(mafia="Mac", mafia_backup="Kit", town="Ann"), SLOTS)
    assert [(p.slot, p.reason) for p in problems] == [("mafia_backup", "not-longest-mafia")]
    # with only one original left, E2 after him is the converts
    state = state_with({"Mac": "start", "Kit": "D2"}, ["Ann"])
    valid, problems = check_choice(
        state, choice(mafia="Mac", mafia_backup="Kit", town="Ann"), SLOTS
    )
    assert problems == [] and valid["mafia_backup"] == "Kit"


def test_slot_reasons() -> None:
    state = state_with({"Mac": "start", "Mab": "start"}, ["Ann", "Ben"], dead=("Ben",))
    _, problems = check_choice(
        state, choice(mafia="Ann", mafia_backup="Ann", town="Mab", town_backup="Ben"), SLOTS
    )
    assert [(p.slot, p.reason) for p in problems] == [
        ("mafia", "not-mafia"),
        ("mafia_backup", "same-as-primary"),
        ("town", "not-town"),
        ("town_backup", "target-dead"),
    ]


def test_the_last_entry_with_a_valid_slot_counts_whole() -> None:
    state = state_with({"Mac": "start", "Mab": "start"}, ["Ann", "Ben"])
    record = PhaseRecord("N1")
    entries = [
        (0, choice(mafia="Mac", town="Ann")),
        (1, choice(town="Ben")),
        (2, choice(town="Mab")),
    ]
    assert read_choices(state, entries, record, SLOTS) == {"town": "Ben"}
    assert [(r.index, r.reason) for r in record.rejected] == [(2, "not-town")]


def test_pick_side_uses_the_backup_then_the_draw() -> None:
    state = state_with(
        {"Mac": "start", "Mab": "start", "Moe": "start"}, ["Ann", "Ben", "Cal"], dead=("Mac", "Ann")
    )
    record = PhaseRecord("N1")
    draws = Draws(1, "N1", {"duel-town": "Cal"})
    chosen = {"mafia": "Mac", "mafia_backup": "Moe", "town": "Ann"}
    assert pick_side(state, chosen, "mafia", draws, record) == "Moe"
    assert pick_side(state, chosen, "town", draws, record) == "Cal"
    assert [{k: r[k] for k in ("draw", "value", "pinned")} for r in draws.records] == [
        {"draw": "duel-town", "value": "Cal", "pinned": True}
    ]


def test_a_single_legal_replacement_is_not_a_draw() -> None:
    state = state_with({"Mac": "start", "Kit": "D2"}, ["Ann"], dead=("Mac",))
    draws = Draws(1, "N3", {})
    assert pick_side(state, {"mafia": "Mac"}, "mafia", draws, PhaseRecord("N3")) == "Kit"
    assert [{k: r[k] for k in ("draw", "value", "pinned")} for r in draws.records] == []


def test_tonights_dead_are_no_longer_legal_duellists() -> None:
    """The night's deaths are applied after the last step, so the duellists' step leaves
    out who dies tonight (a ghoul chain may end at a mafioso)."""
    state = state_with({"Mac": "start", "Kit": "D2"}, ["Ann", "Ben"])
    draws = Draws(1, "N3", {})
    chosen = {"mafia": "Mac", "town": "Ann", "town_backup": "Ben"}
    assert pick_side(state, chosen, "mafia", draws, PhaseRecord("N3"), gone={"Mac"}) == "Kit"
    assert pick_side(state, chosen, "town", draws, PhaseRecord("N3"), gone={"Ann"}) == "Ben"


def ghoul_invalid(state: GameState, action: Action, phase: str = "N1") -> str | None:
    """The ruleset's check of one entry (the [abilities] spec, then Ghoul Duel's limits)."""
    assert isinstance(RULES, GhoulDuelRules)
    return RULES.validate_action(state, PhaseInput(phase), action)


def test_ghoul_entries_are_checked() -> None:
    state = state_with({"Mac": "start"}, ["Ann", "Ben", "Cal"], dead=("Cal",))
    state.player("Ben").shots = 0
    assert ghoul_invalid(state, Action("Ann", "ghoul", ("Ann",))) == "self-target"
    assert ghoul_invalid(state, Action("Ann", "ghoul", ("Cal",))) == "target-dead"
    assert ghoul_invalid(state, Action("Ben", "ghoul", ("Ann",))) == "no-shots"
    assert ghoul_invalid(state, Action("Mac", "ghoul", ("Ann",))) == "no-ability"
    assert ghoul_invalid(state, Action("Ann", "ghoul", ("Mac",))) is None
    assert ghoul_invalid(state, Action("Ann", "ghoul", ("Mac", "Ben"))) == "bad-target"


def test_kill_and_duel_entries_are_checked() -> None:
    state = state_with({"Mac": "start", "Kit": "start"}, ["Ann", "Ben"])
    assert ghoul_invalid(state, Action("Ann", "factional-kill", ("Ben",))) == "no-ability"
    assert ghoul_invalid(state, Action("Mac", "factional-kill", ("Kit",))) == "not-town"
    assert ghoul_invalid(state, Action("Mac", "factional-kill", ("Ann",))) is None
    assert ghoul_invalid(state, Action("Mac", "duel-choice"), "N2") == "not-duel-night"
    assert ghoul_invalid(state, Action("Mac", "duel-choice"), "N1") is None


def test_replaced_ghoul_and_kill_orders_are_superseded() -> None:
    state = state_with({"Mac": "start", "Kit": "start"}, ["Ann", "Ben", "Dot"])
    record = PhaseRecord("N1")
    actions = (
        Action("Ann", "ghoul", ("Ben",)),  # 0: replaced by Ann's later entry
        Action("Mac", "factional-kill", ("Ann",)),  # 1: replaced by Kit's order
        Action("Ann", "ghoul", ("Dot",)),  # 2
        Action("Ben", "ghoul", ("Ann",)),  # 3
        Action("Kit", "factional-kill", ("Ben",)),  # 4
    )
    inp = PhaseInput("N1", actions=actions)
    assert isinstance(RULES, GhoulDuelRules)
    counted = RULES.accept_actions(state, inp, record)  # the shared acceptance, by spec slot
    assert [i for i, _ in counted] == [2, 3, 4]
    assert record.extra["superseded"] == [0, 1]


def test_every_duel_choice_is_read_and_none_is_superseded() -> None:
    state = state_with({"Mac": "start", "Kit": "start"}, ["Ann", "Ben"])
    record = PhaseRecord("N1")
    actions = (
        Action("Mac", "duel-choice", (), {"mafia": "Kit"}),
        Action("Kit", "duel-choice", (), {"town": "Ann"}),
    )
    assert isinstance(RULES, GhoulDuelRules)
    counted = RULES.accept_actions(state, PhaseInput("N1", actions=actions), record)
    assert [i for i, _ in counted] == [0, 1] and "superseded" not in record.extra


def test_the_night_runs_on_the_shared_context_of_the_run() -> None:
    from mafiamod.engine.phase_loop import NightRun
    from mafiamod.mechanics.night import NightContext

    state = state_with({"Mac": "start"}, ["Ann", "Ben", "Cal"])
    entries = [
        (0, Action("Ann", "ghoul", ("Ben",))),
        (1, Action("Mac", "factional-kill", ("Ann",))),
    ]
    record = PhaseRecord("N2")
    run = NightRun(state, PhaseInput("N2"), Draws(1, "N2"), record, entries)
    for step in RULES.night_steps({}):
        step(run)
    assert isinstance(run.context, NightContext) and run.context.chain == ["Ann", "Ben"]
    assert run.dying == {"Ben": "ghoul-redirect"}  # the phase loop applies it
    assert state.is_alive("Ben") and state.player("Ann").shots == 0
    assert record.extra["kill"]["victim"] == "Ben"


def test_conversion_removes_the_ghoul_power() -> None:
    state = state_with({"Mac": "start"}, ["Ann"])
    convert_player(state, "Ann", "D2")
    ann = state.player("Ann")
    assert (ann.role, ann.alignment, ann.shots, ann.fields["mafia_since"]) == (
        "mafia-goon",
        "mafia",
        None,
        "D2",
    )
    assert ghoul_invalid(state, Action("Ann", "ghoul", ("Mac",))) == "no-ability"


# -- the ruleset through a game --------------------------------------------------------

HEAD = """
setup = "ghoul-duel"
seed = 11
players = ["Mac","Mab","Moe","Ann","Ben","Cal","Dee","Eve","Fay","Gus","Hal","Ivy","Kit"]
"""


def play(body: str) -> dict:
    return Game.from_script(parse_script(HEAD + body)).export_json()


def test_a_random_deal_gives_three_goons_and_ten_one_shot_ghouls() -> None:
    out = play('[[phase]]\nid = "D1"\nvotes = []\n')
    roles = [p["role"] for p in out["players"]]
    assert roles.count("mafia-goon") == 3 and roles.count("one-shot-ghoul") == 10
    for p in out["players"]:
        assert p["shots"] == (1 if p["role"] == "one-shot-ghoul" else None)
        assert p["mafia_since"] == ("start" if p["alignment"] == "mafia" else None)
    assert len(out["phases"][0]["pms"]) == 13


ROLES = "[roles]\n" + "\n".join(
    f'{n} = "{"mafia-goon" if n in ("Mac", "Mab", "Moe") else "one-shot-ghoul"}"'
    for n in [
        "Mac",
        "Mab",
        "Moe",
        "Ann",
        "Ben",
        "Cal",
        "Dee",
        "Eve",
        "Fay",
        "Gus",
        "Hal",
        "Ivy",
        "Kit",
    ]
)
DUEL = """
[[phase]]
id = "D1"
[[phase]]
id = "N1"
actions = [ { actor = "Mac", ability = "duel-choice", mafia = "Mac", town = "Ann" } ]
[[phase]]
id = "D2"
"""


def test_an_unbroken_duel_day_tie_is_decided_by_the_seeded_draw() -> None:
    first = play(ROLES + DUEL)
    d2 = first["phases"][2]
    assert d2["duel"]["lynched"] in ("Mac", "Ann")
    assert [d["draw"] for d in d2["draws"]][0] == "lynch-tiebreak"
    assert play(ROLES + DUEL) == first  # same script, same seed: same game


def test_leaving_out_a_night_that_was_not_skipped_is_a_script_error() -> None:
    with pytest.raises(ScriptError, match="expected 'N1'"):  # odd nights are never optional
        play('[[phase]]\nid = "D1"\n[[phase]]\nid = "D2"\n')
    town_lost = ROLES + DUEL + 'rng = { lynch-tiebreak = "Ann" }\n'
    assert play(town_lost)["phases"][2]["duel"]["outcome"] == "conversion"
    with pytest.raises(ScriptError, match="N2 is missing"):
        play(town_lost + '[[phase]]\nid = "D3"\n')
    mafia_lost = ROLES + DUEL + 'rng = { lynch-tiebreak = "Mac" }\n'
    out = play(mafia_lost + '[[phase]]\nid = "D3"\n')  # the skipped N2 may be left out
    assert [p["id"] for p in out["phases"]] == ["D1", "N1", "D2", "D3"]


def test_a_duel_choice_with_an_unknown_key_is_a_script_error() -> None:
    body = ROLES + DUEL.replace('town = "Ann"', 'twon = "Ann"')
    with pytest.raises(ScriptError, match="unknown key.*twon"):
        play(body)


def test_the_live_game_refuses_illegal_entries_and_walks_through_a_skipped_night() -> None:
    from mafiamod.engine.errors import IllegalEntry

    names = [
        "Mac",
        "Mab",
        "Moe",
        "Ann",
        "Ben",
        "Cal",
        "Dee",
        "Eve",
        "Fay",
        "Gus",
        "Hal",
        "Ivy",
        "Kit",
    ]
    roles = {n: "mafia-goon" if n in ("Mac", "Mab", "Moe") else "one-shot-ghoul" for n in names}
    game = Game.create("ghoul-duel", names, seed=4, roles=roles)
    game.end_phase()  # D1: no votes
    assert game.current_phase_id() == "N1"
    options = {(o.actor, o.ability) for o in game.ruleset.entry_options(game.state, "N1")}
    assert ("Ann", "ghoul") in options and ("Mac", "duel-choice") in options
    assert ("Ann", "factional-kill") not in options
    with pytest.raises(IllegalEntry):
        game.act("Ann", "ghoul", ["Ann"])
    game.act("Mac", "duel-choice", mafia="Mac", town="Ann")
    game.end_phase()
    with pytest.raises(IllegalEntry):
        game.vote("Ben", "Cal")  # not a duellist
    for voter in ["Ben", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"]:
        game.vote(voter, "Mac")
    game.end_phase()
    assert game.current_phase_id() == "N2"
    with pytest.raises(IllegalEntry):
        game.act("Moe", "factional-kill", ["Ben"])  # the night is skipped
    game.end_phase()
    assert game.current_phase_id() == "D3" and not game.is_over()


def test_the_live_game_is_over_when_the_deciding_phase_closes() -> None:
    """The phase-start check of the next phase runs in ``finish``: no next phase is offered."""
    names = [
        "Mac",
        "Mab",
        "Moe",
        "Ann",
        "Ben",
        "Cal",
        "Dee",
        "Eve",
        "Fay",
        "Gus",
        "Hal",
        "Ivy",
        "Kit",
    ]
    roles = {
        n: "mafia-goon" if n in ("Mac", "Mab", "Moe", "Ann", "Ben", "Cal") else "one-shot-ghoul"
        for n in names
    }
    game = Game.create("ghoul-duel", names, seed=4, roles=roles)
    for voter in ["Mac", "Mab", "Moe", "Ann", "Ben", "Cal", "Dee"]:
        game.vote(voter, "Eve")
    assert not game.is_over()  # 6 mafia, 7 town until the day ends
    game.end_phase()  # D1: Eve is lynched, 6 against 6
    assert game.is_over() and game.current_phase_id() is None
    final = game.export_json()
    assert final["winner"] == "mafia" and final["ended_in"] == "D1"
    assert any(p["kind"] == "game-over" for p in final["phases"][-1]["posts"])


def test_the_backup_form_offers_the_next_rank_when_one_original_is_left() -> None:
    names = [
        "Mac",
        "Mab",
        "Moe",
        "Ann",
        "Ben",
        "Cal",
        "Dee",
        "Eve",
        "Fay",
        "Gus",
        "Hal",
        "Ivy",
        "Kit",
    ]
    roles = {n: "mafia-goon" if n in ("Mac", "Mab", "Moe") else "one-shot-ghoul" for n in names}
    game = Game.create("ghoul-duel", names, seed=4, roles=roles)
    state = game.state
    for name in ("Mab", "Moe"):
        state.player(name).alive = False
    convert_player(state, "Cal", "D2")
    option = next(o for o in game.ruleset.entry_options(state, "N3") if o.ability == "duel-choice")
    assert option.fields["mafia"] == ("Mac",)
    assert option.fields["mafia_backup"] == ("Mac", "Cal")


def test_the_duel_choice_fields_carry_the_setups_labels() -> None:
    """The window shows the setup's words for the four slots ([abilities.duel-choice]
    fields), not the keys."""
    names = ["Mac", "Mab", "Moe", "Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]
    names.append("Kit")
    roles = {n: "mafia-goon" if n in ("Mac", "Mab", "Moe") else "one-shot-ghoul" for n in names}
    game = Game.create("ghoul-duel", names, seed=4, roles=roles)
    duel = [o for o in game.ruleset.entry_options(game.state, "N1") if o.ability == "duel-choice"]
    assert {o.actor for o in duel} == {"Mac", "Mab", "Moe"}
    for option in duel:
        assert dict(option.field_labels) == {
            "mafia": "mafioso",
            "mafia_backup": "mafia backup",
            "town": "townie",
            "town_backup": "town backup",
        }


def test_a_duel_day_offers_only_the_duellists_as_vote_targets() -> None:
    from mafiamod.engine.fold import fold
    from mafiamod.game import replay_file

    scenario = Path(__file__).resolve().parents[3] / "shared" / "scenarios" / "ghoul-duel"
    path = next(scenario.glob("duel-05-*.toml"))
    game = replay_file(path)
    inputs = game.inputs()
    day = next(i for i, inp in enumerate(inputs) if inp.id == "D2")
    state = fold(game.ruleset, game.start, inputs[:day]).final
    options = game.ruleset.entry_options(state, "D2")
    assert {o.ability for o in options} == {"elimination"}
    assert {o.candidates for o in options} == {tuple(state.order_names(["Mac", "Ben"]))}


MODKILL_DAY = """
[[phase]]
id = "D1"
[[phase]]
id = "N1"
actions = [ {{ actor = "Mac", ability = "duel-choice", mafia = "Mac", town = "Ann"{backup} }} ]
[[phase]]
id = "D2"
moderator = [ {{ modkill = "{gone}" }} ]
"""


@pytest.mark.parametrize(
    "gone,backup,pair",
    [
        ("Ann", ', town_backup = "Ben"', ["Mac", "Ben"]),
        ("Mac", ', mafia_backup = "Moe"', ["Moe", "Ann"]),
    ],
)
def test_a_duellist_modkilled_at_the_days_start_gives_way_to_the_nights_backup(
    gone: str, backup: str, pair: list[str]
) -> None:
    """G-DUEL-19: replaced as if he had died at night, by the backup of the night's choice."""
    d2 = play(ROLES + MODKILL_DAY.format(gone=gone, backup=backup))["phases"][2]
    announced = [e for e in d2["events"] if e["kind"] == "duel-announced"]
    assert announced == [{"kind": "duel-announced", "players": pair}]
    assert not [d for d in d2["draws"] if d["draw"].startswith("duel-")]
    assert any("backup" in line for line in d2["trace"])


def test_a_modkilled_duellist_without_a_backup_is_replaced_by_the_draw() -> None:
    """No usable backup: the draw ``duel-town`` among the living town players."""
    d2 = play(ROLES + MODKILL_DAY.format(gone="Ann", backup=""))["phases"][2]
    draws = [d for d in d2["draws"] if d["draw"] == "duel-town"]
    assert len(draws) == 1 and draws[0]["value"] not in ("Ann", "Mac", "Mab", "Moe")
    announced = next(e for e in d2["events"] if e["kind"] == "duel-announced")
    assert draws[0]["value"] in announced["players"] and "Mac" in announced["players"]
