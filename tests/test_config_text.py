"""A setup's texts per config value (``<key>_by_config``): posts and PMs state the rule played."""

from __future__ import annotations

from mafiamod.engine.phase_loop import config_text, role_abilities

ROLE = {
    "abilities": "spent when sent",
    "abilities_by_config": {
        "ghoul_shot": {"on-trigger": "spent when it fires"},
        "hammer": {"false": "no hammer"},
    },
}


def test_the_default_text_without_a_matching_option() -> None:
    assert role_abilities(ROLE, {}) == "spent when sent"
    assert role_abilities(ROLE, {"ghoul_shot": "on-submit", "hammer": True}) == "spent when sent"


def test_the_option_value_picks_its_text() -> None:
    assert role_abilities(ROLE, {"ghoul_shot": "on-trigger"}) == "spent when it fires"
    assert role_abilities(ROLE, {"hammer": False}) == "no hammer"


def test_the_first_matching_option_in_file_order_wins() -> None:
    assert (
        role_abilities(ROLE, {"hammer": False, "ghoul_shot": "on-trigger"}) == "spent when it fires"
    )


def test_any_key_of_a_table() -> None:
    effect = {
        "text": "performs",
        "text_by_config": {"kill_performer": {"designated": "designated"}},
    }
    assert config_text(effect, "text", {"kill_performer": "designated"}) == "designated"
    assert config_text(effect, "text", {"kill_performer": "actual"}) == "performs"
    assert config_text({}, "text", {}) == ""
