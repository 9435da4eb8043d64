"""Unit tests of Peaky Blinders mechanics: the clock, the status layers and control of the vote."""

from __future__ import annotations

from datetime import datetime, time

import pytest

from mafiamod.engine import moments
from mafiamod.engine.errors import ScriptError
from mafiamod.engine.model import GameState, Player
from mafiamod.mechanics.peaky import clock
from mafiamod.mechanics.peaky.status import add_layer, apparent
from mafiamod.mechanics.peaky.tally import uniform_voters
from mafiamod.mechanics.peaky.victory import control
from mafiamod.setups import build_ruleset, load_setup

#: the abilities as setup.toml gives them (Polly's standing stuffed vote counts towards control)
ABILITIES = build_ruleset(load_setup("peaky-blinders")).abilities

D = datetime


def test_deadline_from_the_first_entry_and_the_next_day() -> None:
    daily = time(21, 0)
    first = clock.turn_deadline(None, None, [D(2025, 3, 10, 18, 0)], daily, "T1")
    assert first == D(2025, 3, 10, 21, 0)
    assert clock.turn_deadline(None, None, [D(2025, 3, 10, 22, 0)], daily, "T1") == D(
        2025, 3, 11, 21, 0
    )
    assert clock.turn_deadline(None, first, [], daily, "T2") == D(2025, 3, 11, 21, 0)
    assert clock.turn_deadline("2025-03-12 23:00", first, [], daily, "T3") == D(2025, 3, 12, 23, 0)
    assert clock.turn_deadline(None, None, [None], daily, "T1") is None


def test_overtime_and_change_limit() -> None:
    dl = D(2025, 3, 10, 21, 0)
    assert not clock.overtime(D(2025, 3, 10, 21, 0), dl)
    assert clock.overtime(D(2025, 3, 10, 21, 1), dl)
    assert not clock.too_late_to_change(D(2025, 3, 10, 20, 0), dl)
    assert clock.too_late_to_change(D(2025, 3, 10, 20, 1), dl)


def test_bad_time_and_bad_order_are_script_errors() -> None:
    with pytest.raises(ScriptError, match="bad-time"):
        moments.parse_at("10.03.2025 21:00", "x")
    with pytest.raises(ScriptError, match="bad-order"):
        clock.entry_times([{"at": "2025-03-10 20:00"}, {"at": "2025-03-10 19:00"}], "votes")


def _state(roles: dict[str, tuple[str, str]]) -> GameState:
    players = []
    for name, (role, alignment) in roles.items():
        p = Player(name, role, alignment)
        p.fields["status_true"] = "negative" if alignment == "shelby" else "positive"
        players.append(p)
    return GameState("peaky-blinders", 1, players, config={"control": "weight"})


def test_john_toggle_lasts_through_the_next_turn_and_charlie_overrides() -> None:
    state = _state({"U1": ("townie", "town"), "Tom": ("thomas-shelby", "shelby")})
    add_layer(state, "john", "U1", 1)
    assert apparent(state, "U1", 1, 11) == "positive"
    assert apparent(state, "U1", 1, 13) == "negative"
    assert apparent(state, "U1", 2, 13) == "negative"
    assert apparent(state, "U1", 3, 13) == "positive"
    add_layer(state, "charlie", "Tom", 3)
    assert apparent(state, "Tom", 3, 13) == "positive"
    assert apparent(state, "Tom", 4, 13) == "negative"


def test_control_counts_kimber_weight_and_excludes_shot_players() -> None:
    state = _state(
        {
            "Kim": ("billy-kimber", "kimber"),
            "Gra": ("grace-burgess", "town"),
            "U1": ("townie", "town"),
            "U2": ("townie", "town"),
        }
    )
    assert not control(state, "kimber", 1, ABILITIES)  # 2 against 3
    state.data["kimber_shot"] = ["Gra", "U1"]
    assert control(state, "kimber", 1, ABILITIES)  # 2 against 1


def test_control_adds_polly_iron_lady() -> None:
    state = _state(
        {
            "Tom": ("thomas-shelby", "shelby"),
            "Pol": ("polly-shelby", "shelby"),
            "Art": ("arthur-shelby", "shelby"),
            "Che": ("chester-campbell", "town"),
            "U1": ("townie", "town"),
            "U2": ("townie", "town"),
        }
    )
    state.player("Art").alive = False
    assert control(state, "shelby", 1, ABILITIES)  # Tom 1 + Pol 1 + stuffed 2 against 3
    state.player("Pol").fields["as_nullified"] = True
    assert not control(state, "shelby", 1, ABILITIES)  # no stuffed vote: 2 against 3
    state.config["control"] = "heads"
    state.player("U2").alive = False
    assert control(state, "shelby", 1, ABILITIES)  # heads: 2 against 2


def test_uniform_drops_the_other_town_actives_of_setup_toml() -> None:
    """S «Форма»: the town roles holding an АС in setup.toml, other than Moss, are the seed's
    Campbell, Reporter and Grace; a Shelby with an АС or a plain townie is not one of them."""
    roles = {
        "Che": ("chester-campbell", "town"),
        "Rep": ("courier-reporter", "town"),
        "Gra": ("grace-burgess", "town"),
        "Mos": ("sergeant-moss", "town"),
        "Dan": ("danny-owen", "town"),
        "U1": ("townie", "town"),
        "Tom": ("thomas-shelby", "shelby"),
        "Kim": ("billy-kimber", "kimber"),
    }
    assert uniform_voters(_state(roles), ABILITIES) == {"Che", "Rep", "Gra"}
