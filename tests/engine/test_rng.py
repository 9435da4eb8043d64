"""Seeded draws: keyed by phase and purpose, pinnable, recorded."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.rng import Draws

NAMES = [f"P{i}" for i in range(10)]


def test_same_seed_phase_and_name_give_the_same_draw() -> None:
    assert Draws(7, "N1").choose("x", NAMES) == Draws(7, "N1").choose("x", NAMES)


def test_draws_are_independent_per_phase_and_purpose() -> None:
    by_phase = {Draws(7, f"N{i}").choose("x", NAMES) for i in range(1, 30)}
    by_name = {Draws(7, "N1").choose(f"x{i}", NAMES) for i in range(30)}
    assert len(by_phase) > 1 and len(by_name) > 1


def test_another_draw_in_the_phase_does_not_reshuffle_this_one() -> None:
    first = Draws(3, "N2")
    first.choose("other", NAMES)
    alone = Draws(3, "N2")
    assert first.choose("target", NAMES) == alone.choose("target", NAMES)


def test_pins_win_are_recorded_and_checked() -> None:
    d = Draws(1, "N1", {"x": "p3"})
    assert d.choose("x", NAMES) == "P3"
    assert d.records == [{"draw": "x", "value": "P3", "pinned": True, "options": NAMES}]
    with pytest.raises(ScriptError, match="bad-pin"):
        Draws(1, "N1", {"x": "Nobody"}).choose("x", NAMES)


def test_a_single_candidate_is_not_a_draw() -> None:
    d = Draws(1, "N1")
    assert d.choose("x", ["Solo"]) == "Solo"
    assert d.records == []
    assert Draws(1, "N1", {"x": "Solo"}).choose("x", ["Solo"]) == "Solo"
    with pytest.raises(ScriptError):
        Draws(1, "N1", {"x": "Other"}).choose("x", ["Solo"])


def test_sample_keeps_candidate_order_and_pins_lists() -> None:
    d = Draws(9, "pregame")
    got = d.sample("deal", NAMES, 3)
    assert got == [n for n in NAMES if n in got] and len(got) == 3
    pinned = Draws(9, "pregame", {"deal": ["P5", "P1", "P2"]}).sample("deal", NAMES, 3)
    assert pinned == ["P1", "P2", "P5"]


def test_a_pinned_sample_without_a_choice_is_not_recorded() -> None:
    """Every seat fixed (``sure``): a legal pin is checked but names no draw (digest 0.9)."""
    d = Draws(9, "pregame", {"deal": ["P1", "P2", "P3"]})
    assert d.sample("deal", NAMES, 3, sure=["P1", "P2", "P3"]) == ["P1", "P2", "P3"]
    assert d.records == []
    with pytest.raises(ScriptError):
        Draws(9, "pregame", {"deal": ["P1", "P2", "P4"]}).sample(
            "deal", NAMES, 3, sure=["P1", "P2", "P3"]
        )
    open_seat = Draws(9, "pregame", {"deal": ["P1", "P2", "P4"]})
    assert open_seat.sample("deal", NAMES, 3, sure=["P1", "P2"]) == ["P1", "P2", "P4"]
    assert [r["pinned"] for r in open_seat.records] == [True]


def test_custom_draws_and_moderator_choices() -> None:
    d = Draws(2, "pregame", {"rolls": [1, 2, 3]})
    assert d.custom("rolls", lambda r: [r.randint(1, 10)], lambda v: isinstance(v, list)) == [
        1,
        2,
        3,
    ]
    m = Draws(2, "T1")
    assert m.moderator_choice("pub-effect-A", ["a", "b"], "a") == "a"
    assert m.records[-1] == {
        "draw": "pub-effect-A",
        "value": "a",
        "pinned": False,
        "choice": True,
        "options": ["a", "b"],
    }


def test_an_ordered_sample_keeps_the_drawn_order_and_a_pin_gives_it() -> None:
    """``sample(ordered=True)`` (Peaky's latest-first tie-break): the same generator call as
    a plain sample, in the order drawn; a pin lists the picks in that order."""
    plain, ordered = Draws(5, "T2").sample("x", NAMES, 3), Draws(5, "T2")
    got = ordered.sample("x", NAMES, 3, ordered=True)
    assert set(got) == set(plain) and len(got) == 3
    assert ordered.records == [{"draw": "x", "value": got, "pinned": False, "options": NAMES}]
    pinned = Draws(5, "T2", {"x": ["p4", "P1"]})
    assert pinned.sample("x", NAMES, 2, ordered=True) == ["P4", "P1"]
    assert Draws(5, "T2", {"x": ["p4", "P1"]}).sample("x", NAMES, 2) == ["P1", "P4"]
    with pytest.raises(ScriptError, match="bad-pin"):
        Draws(5, "T2", {"x": ["P1", "Nobody"]}).sample("x", NAMES, 2, ordered=True)
