"""The shared night result PM (mafiamod.mechanics.results): one context for every template."""

from __future__ import annotations

from mafiamod.engine.model import PhaseRecord
from mafiamod.mechanics.results import result_context, result_pm
from mafiamod.setups import build_ruleset, load_setup

RULES = build_ruleset(load_setup("x-shots"))


def test_the_context_names_the_chosen_and_the_final_target_and_words_a_role() -> None:
    res = {
        "player": "Ann",
        "ability": "role-investigate",
        "targets": ["Bob"],
        "final_targets": ["Cat"],
        "outcome": "bus-driver",
    }
    context = result_context(RULES, "N2", res)
    assert context["target"] == "Bob" and context["final_target"] == "Cat"
    assert context["role_label"] == RULES.role_name("bus-driver") and context["names"] == []
    vanilla = result_context(RULES, "N2", res | {"outcome": "vanilla"})
    assert vanilla["role_label"] == "Vanilla"
    listed = result_context(RULES, "N2", {**res, "ability": "track", "outcome": ["Dan"]})
    assert listed["names"] == ["Dan"] and listed["final_target"] == "Cat"
    message = {"player": "Bob", "ability": "x", "targets": [], "outcome": "town", "from": "Ann"}
    assert result_context(RULES, "N1", message) | {"target": ""} == result_context(
        RULES, "N1", message
    )
    assert result_context(RULES, "N1", message)["sender"] == "Ann"


def test_a_result_pm_goes_to_its_player_in_the_named_template() -> None:
    record = PhaseRecord("N1")
    res = {"player": "Ann", "ability": "investigate", "targets": ["Bob"], "outcome": "guilty"}
    result_pm(RULES, record, "N1", res, "xs-result", kind="result", extra_word="x")
    (request,) = record.requests
    assert (request.to, request.template, request.kind) == ("Ann", "xs-result", "result")
    assert request.context["outcome"] == "guilty" and request.context["extra_word"] == "x"
