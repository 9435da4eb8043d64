"""Player names are safe and unambiguous (issue 13, "player names can mislead")."""

from __future__ import annotations

import unicodedata

import pytest

from mafiamod.engine.errors import IllegalEntry, KnownError
from mafiamod.game import Game
from mafiamod.names import NameRefused, check_roster, clean, key

REST = ["Bea", "Cal", "Dov", "Eli", "Max", "Moe"]


@pytest.mark.parametrize(
    "other",
    ["ann", "ANN", "\u0410nn", "An\u200bn", " Ann ", "\u0391nn", "\u0430nn"],
)
def test_names_that_read_the_same_are_refused(other: str) -> None:
    with pytest.raises(NameRefused, match="same name"):
        check_roster(["Ann", other])


def test_composed_and_decomposed_are_one_name() -> None:
    composed, decomposed = "Caf\u00e9", unicodedata.normalize("NFD", "Caf\u00e9")
    assert clean(decomposed) == composed
    with pytest.raises(NameRefused, match="same name"):
        check_roster([composed, decomposed])


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Ann\nBea", "line break"),
        ("An\rn", "line break"),
        ("Ann\u2028x", "line break"),
        ("\u202eAnn", "text-direction"),
        ("Ann\u2066", "text-direction"),
        ("An\x00n", "control"),
        ("An\x1bn", "control"),
        ("\u200b", "invisible"),
        ("", "blank"),
        ("x" * 65, "longer"),
    ],
)
def test_unsafe_names_are_refused(name: str, why: str) -> None:
    with pytest.raises(NameRefused, match=why):
        clean(name)


def test_a_name_equal_to_a_special_vote_target_is_refused() -> None:
    players = ["no-lynch", *[f"P{i:02}" for i in range(12)]]
    with pytest.raises(KnownError, match="special vote target"):
        Game.create("ghoul-duel", players, seed=1)
    with pytest.raises(NameRefused, match="special vote target"):
        check_roster(["No Lynch", "Ann"], ["no-lynch"])


def test_different_russian_names_stay_different() -> None:
    names = ["Томас", "Артур", "Джон", "Полли", "Ада", "Майкл", "Грейс", "Лиззи", "Эсме"]
    assert check_roster(names) == names
    assert len({key(n) for n in names}) == len(names)


def test_a_replacement_that_reads_as_a_player_is_refused() -> None:
    game = Game.create("mountainous", ["Ann", *REST], seed=1)
    with pytest.raises(IllegalEntry, match="same name"):
        game.replace("Bea", "\u0410nn")
    with pytest.raises(IllegalEntry, match="line break"):
        game.replace("Bea", "Bob\n[b]x")
