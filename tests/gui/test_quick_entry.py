"""The quick-entry line: actor, ability by id or label prefix, targets, extras."""

from __future__ import annotations

import pytest

from mafiamod.engine.options import EntryOption
from mafiamod.gui.quick_entry import completions, parse_quick

pytestmark = pytest.mark.gui

LIVING = ["VUX", "Syreen", "Mr Big", "Orz"]
OPTIONS = [
    EntryOption("VUX", "jailkeep", "Jail", 1, ("Syreen", "Mr Big", "Orz")),
    EntryOption("VUX", "factional-kill", "Nightkill", 1, ("Syreen", "Mr Big", "Orz", "VUX")),
    EntryOption("Orz", "redirect", "Redirect", 2, ("VUX", "Syreen", "Mr Big")),
]


def test_label_prefix_and_target() -> None:
    entry = parse_quick("vux jail syreen", LIVING, OPTIONS)
    assert (entry.actor, entry.ability, entry.targets) == ("VUX", "jailkeep", ["Syreen"])


def test_id_names_with_spaces_two_targets_and_extras() -> None:
    entry = parse_quick('Orz redirect Mr Big VUX joat=ninja at="2026-12-01 20:15"', LIVING, OPTIONS)
    assert entry.targets == ["Mr Big", "VUX"]
    assert entry.extra == {"joat": "ninja", "at": "2026-12-01 20:15"}


def test_refusals_say_why() -> None:
    with pytest.raises(ValueError, match="no player is called “Nobody”"):
        parse_quick("Nobody jail VUX", LIVING, OPTIONS)
    with pytest.raises(ValueError, match="VUX has no ability “heal” \\(may: Jail, Nightkill\\)"):
        parse_quick("VUX heal Orz", LIVING, OPTIONS)
    with pytest.raises(ValueError, match="Dead is dead"):
        parse_quick("Dead jail VUX", LIVING, OPTIONS, players=[*LIVING, "Dead"])


def test_words_self_and_dead_targets_are_read() -> None:
    words = {"jailkeep": ("lock up", "jail"), "factional-kill": ("kill", "shoot")}
    entry = parse_quick("VUX shoot Dead", LIVING, OPTIONS, words, [*LIVING, "Dead"])
    assert (entry.ability, entry.targets) == ("factional-kill", ["Dead"])  # the rules refuse it
    entry = parse_quick("vux lock up myself", LIVING, OPTIONS, words)
    assert (entry.ability, entry.targets) == ("jailkeep", ["VUX"])
    entry = parse_quick("vux jailing syr", LIVING, OPTIONS, words)
    assert (entry.ability, entry.targets) == ("jailkeep", ["Syreen"])


def test_completions_offer_only_legal_targets() -> None:
    lines = completions(OPTIONS, {"jailkeep": ("jail",)})
    assert "VUX Jail Syreen" in lines and "VUX Jail VUX" not in lines
    assert "VUX jail Syreen" in lines  # the setup's first word for the ability
    assert "Orz Redirect" in lines


def test_the_only_ability_may_go_unsaid_and_prefixes_suffice() -> None:
    options = [
        EntryOption("VUX", "jailkeep", "Jail", 1, ("Syreen", "Mr Big", "Orz")),
        EntryOption("Orz", "mystic-count", "Count", 0),
    ]
    entry = parse_quick("v sy", LIVING, options)
    assert (entry.actor, entry.ability, entry.targets) == ("VUX", "jailkeep", ["Syreen"])
    assert parse_quick("o", LIVING, options).ability == "mystic-count"
