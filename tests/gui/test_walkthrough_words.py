"""What a moderator new to the window trips on at 1366×768, in English and in Russian: the
words of a Russian window, labels that say what they ask for."""

from __future__ import annotations

import pytest

from mafiamod.gui.timeline import event_text

pytestmark = pytest.mark.gui


def test_the_timelines_announcements_are_named_in_russian(russian) -> None:
    """A death's flip showed as "flip: Supox" in the Russian timeline; every kind the rules
    announce is named in the window's language, an unknown one by its name in words."""
    assert event_text({"kind": "flip", "player": "Supox"}) == "вскрытие роли: Supox"
    assert event_text({"kind": "modkill", "player": "Ann"}).startswith("модкилл: Ann")
    assert event_text({"kind": "some-new-kind", "player": "Ann"}) == "some new kind: Ann"


def test_the_timelines_announcements_in_english() -> None:
    assert event_text({"kind": "flip", "player": "Supox"}) == "flip: Supox"
    assert event_text({"kind": "no-elimination"}) == "no elimination: "
