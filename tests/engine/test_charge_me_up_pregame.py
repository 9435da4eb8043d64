"""Charge Me Up! pre-game: the assignment algorithm (digest A.3) and reading the choices."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.model import GameState, PhaseRecord, Player
from mafiamod.engine.rng import Draws
from mafiamod.mechanics.charge_deal import plan, refuse_prs_beside_a_pregame
from mafiamod.mechanics.charge_pregame import assign, check_choices, read_choices
from mafiamod.mechanics.charge_roles import normalise_role, role_aliases
from mafiamod.setups import load_setup

from .charge_cast import CAST, POWER_ROLES

# The seed's example table: player -> (chosen PR, pre-game vote)
SEED_TABLE = {
    "Androsynth": ("rolecop", "Ariloulaleelay"),
    "Ariloulaleelay": ("watcher", "Syreen"),
    "Chmmr": ("jailkeeper", "Supox"),
    "Ilwrath": ("commuter", "Mycon"),
    "Melnorme": ("rolecop", "Syreen"),
    "Mycon": ("watcher", "Ariloulaleelay"),
    "Orz": ("recharger", "Melnorme"),
    "Pkunk": ("commuter", "Syreen"),
    "Slylandro": ("friendly-neighbour", "VUX"),
    "Supox": ("doctor", "Yehat"),
    "Syreen": ("redirector", "VUX"),
    "Umgah": ("watcher", "VUX"),
    "VUX": ("jailkeeper", "Slylandro"),
    "Yehat": ("midnight-desperado", "Androsynth"),
}


def run(table: dict[str, tuple[str | None, str | None]]):
    requests = {name: role for name, (role, _) in table.items()}
    votes = {name: vote for name, (_, vote) in table.items()}
    return assign(CAST, requests, votes, POWER_ROLES)


def test_seed_table_votes_received() -> None:
    out = run(SEED_TABLE)
    assert out.received == {
        "Androsynth": 1,
        "Ariloulaleelay": 2,
        "Chmmr": 0,
        "Ilwrath": 0,
        "Melnorme": 1,
        "Mycon": 1,
        "Orz": 0,
        "Pkunk": 0,
        "Slylandro": 1,
        "Supox": 1,
        "Syreen": 3,
        "Umgah": 0,
        "VUX": 3,
        "Yehat": 1,
    }
    assert sum(out.received.values()) == 14


def test_seed_table_obtained_roles_and_shots() -> None:
    out = run(SEED_TABLE)
    assert out.roles == {
        "Androsynth": ("rolecop", 1),
        "Melnorme": ("rolecop", 1),
        "Mycon": ("watcher", 1),
        "Slylandro": ("friendly-neighbour", 1),
        "Supox": ("doctor", 1),
        "Syreen": ("redirector", 3),
        "VUX": ("jailkeeper", 3),
        "Yehat": ("midnight-desperado", 1),
    }


def test_seed_variation_androsynth_votes_umgah() -> None:
    table = dict(SEED_TABLE, Androsynth=("rolecop", "Umgah"))
    out = run(table)
    assert (out.received["Ariloulaleelay"], out.received["Mycon"], out.received["Umgah"]) == (
        1,
        1,
        1,
    )
    assert not any(role == "watcher" for role, _ in out.roles.values())
    assert out.roles["Androsynth"] == ("rolecop", 1)
    assert out.roles["Melnorme"] == ("rolecop", 1)
    assert any("nobody gets it (rule 4)" in line for line in out.trace)


def test_rule_order_two_vote_chooser_does_not_inherit_a_three_way_tie() -> None:
    requests = {n: "doctor" for n in ("Androsynth", "Chmmr", "Melnorme", "Ilwrath")}
    votes = {
        "Pkunk": "Androsynth",
        "Orz": "Chmmr",
        "Umgah": "Melnorme",
        "VUX": "Ilwrath",
        "Yehat": "Ilwrath",
    }
    out = assign(CAST, requests, votes, POWER_ROLES)
    assert out.roles == {}


def test_exactly_two_tied_both_get_it_and_a_lone_fewest_wins() -> None:
    requests = {
        "Androsynth": "cop",
        "Chmmr": "cop",
        "Mycon": "cop",
        "VUX": "mystic",
        "Yehat": "mystic",
    }
    votes = {
        "Pkunk": "Androsynth",
        "Orz": "Chmmr",
        "Umgah": "Mycon",
        "Supox": "Mycon",
        "Slylandro": "VUX",
        "Syreen": "Yehat",
        "Ilwrath": "Yehat",
    }
    out = assign(CAST, requests, votes, POWER_ROLES)
    assert out.roles == {"Androsynth": ("cop", 1), "Chmmr": ("cop", 1), "VUX": ("mystic", 1)}


def test_no_votes_means_vanilla_even_when_alone() -> None:
    out = assign(CAST, {"VUX": "tracker"}, {}, POWER_ROLES)
    assert out.roles == {}


def test_shots_equal_votes_received() -> None:
    votes = {n: "VUX" for n in CAST if n != "VUX"}
    out = assign(CAST, {"VUX": "recharger"}, votes, POWER_ROLES)
    assert out.roles == {"VUX": ("recharger", 13)}


def test_read_choices_rejects_player_mistakes() -> None:
    record = PhaseRecord("pregame")
    choices = [
        {"player": "Androsynth", "role": "Role Cop", "vote": "Chmmr"},
        {"player": "Chmmr", "role": "doctor", "vote": "Chmmr"},
        {"player": "Ilwrath", "role": "vigilante", "vote": "Mycon"},
        {"player": "Mycon", "role": "cop", "vote": "VUX"},
        {"player": "Mycon", "role": "watcher", "vote": "Orz"},
    ]
    aliases = role_aliases(load_setup("charge-me-up").data)  # "role-cop" in setup.toml
    requests, votes = read_choices(choices, set(CAST), record, POWER_ROLES, aliases=aliases)
    assert requests == {
        "Androsynth": "rolecop",
        "Chmmr": "doctor",
        "Ilwrath": None,
        "Mycon": "watcher",
    }
    assert votes == {"Androsynth": "Chmmr", "Chmmr": None, "Ilwrath": "Mycon", "Mycon": "Orz"}
    assert [(r.who, r.reason, r.index, r.list_name) for r in record.rejected] == [
        ("Chmmr", "self-vote", 1, "choices"),
        ("Ilwrath", "not-offered", 2, "choices"),
    ]


def test_check_choices_refuses_names_that_are_not_players() -> None:
    with pytest.raises(ScriptError, match="Zoq"):
        check_choices({"choices": [{"player": "VUX", "role": "cop", "vote": "Zoq"}]}, set(CAST))
    with pytest.raises(ScriptError, match="chooser"):
        check_choices({"choices": [{"player": "Zoq", "role": "cop"}]}, set(CAST))


def deal_alignments(state: GameState, draws: Draws) -> None:
    """The pre-game mode's deal: the shared deal's ``sample-holders`` over CMU's seats."""
    refuse_prs_beside_a_pregame(state)
    plan({}, state).apply(state, draws)


def _state(roles: dict[str, str]) -> GameState:
    return GameState("charge-me-up", 5, [Player(n) for n in CAST], fixed_roles=dict(roles))


def test_deal_fills_the_open_seats_to_three_mafia() -> None:
    state = _state({"Orz": "mafia-goon", "VUX": "vanilla-townie"})
    draws = Draws(5, "pregame")
    deal_alignments(state, draws)
    mafia = [p.name for p in state.players if p.alignment == "mafia"]
    assert len(mafia) == 3 and "Orz" in mafia and "VUX" not in mafia
    assert (
        draws.records and draws.records[0]["draw"] == "deal" and draws.records[0]["value"] == mafia
    )


def test_deal_pin_and_errors() -> None:
    state = _state({})
    deal_alignments(state, Draws(5, "pregame", {"deal": ["Chmmr", "Pkunk", "Yehat"]}))
    assert [p.name for p in state.players if p.alignment == "mafia"] == ["Chmmr", "Pkunk", "Yehat"]
    with pytest.raises(ScriptError, match="bad-pin"):
        deal_alignments(_state({}), Draws(5, "pregame", {"deal": ["Chmmr", "Pkunk"]}))
    with pytest.raises(ScriptError, match="exactly the setup's roles"):
        deal_alignments(_state(dict.fromkeys(CAST[:4], "mafia-goon")), Draws(5, "pregame"))
    with pytest.raises(ScriptError, match="pre-game"):
        deal_alignments(_state({"VUX": "cop"}), Draws(5, "pregame"))


@pytest.mark.parametrize(
    ("written", "role"),
    [
        ("Friendly Neighbour", "friendly-neighbour"),
        ("FriendlyNeighbour", "friendly-neighbour"),
        ("friendly_neighbour", "friendly-neighbour"),
        ("MidnightDesperado", "midnight-desperado"),
        ("Midnight Mystic", "mystic"),
        ("MidnightMystic", "mystic"),
        ("RoleCop", "rolecop"),
        ("Role Cop", "rolecop"),
        ("FriendlyNeighbor", "friendly-neighbour"),
    ],
)
def test_request_spellings_ignore_case_spaces_and_underscores(written: str, role: str) -> None:
    aliases = role_aliases(load_setup("charge-me-up").data)
    assert normalise_role(written, aliases, POWER_ROLES) == role


def test_a_request_naming_no_pr_stays_unknown() -> None:
    aliases = role_aliases(load_setup("charge-me-up").data)
    assert normalise_role("Vigilante", aliases, POWER_ROLES) == "vigilante"
