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
    with pytest.raises(ValueError, match="no living player"):
        parse_quick("Nobody jail VUX", LIVING, OPTIONS)
    with pytest.raises(ValueError, match="no ability matching 'heal'"):
        parse_quick("VUX heal Orz", LIVING, OPTIONS)
    with pytest.raises(ValueError, match="not a target"):
        parse_quick("VUX jail VUX", LIVING, OPTIONS)


def test_completions_offer_only_legal_targets() -> None:
    lines = completions(OPTIONS)
    assert "VUX jailkeep Syreen" in lines and "VUX jailkeep VUX" not in lines
    assert "Orz redirect" in lines
