"""Reading players' PMs into entries: senders, the setup's words, fuzzy names, questions."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from mafiamod.engine.options import EntryOption
from mafiamod.game import Game
from mafiamod.pm_reader import ability_words, read_pm, read_pms, split_pms
from mafiamod.script import parse_script

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "benchmarks"


@pytest.fixture(scope="module")
def night() -> Game:
    game = Game.from_script(parse_script((BENCH / "cmu-night1.toml").read_text()))
    game.live = True
    return game


def read(game: Game, text: str, sender: str | None = None):
    options = game.ruleset.entry_options(game.open_state(), "N1")
    players = [p.name for p in game.open_state().players]
    return read_pm(text, options, players, ability_words(game.ruleset.definition), sender)


@pytest.mark.parametrize(
    ("pm", "line"),
    [
        ("From: VUX\njail Syreen tonight pls", "VUX Jailkeep Syreen"),
        ("jail Syreen tonight pls", "VUX Jailkeep Syreen"),  # only VUX may jail
        ("VUX: jail Syreen", "VUX Jailkeep Syreen"),
        ("Syreen kill Ilwrath", "Syreen Nightkill Ilwrath"),
        ("From: Mycon\nI'll protect myself", "Mycon Protect Mycon"),
        ("From: Pkunk\nredirect Orz to Umgah", "Pkunk Redirect (first → second) Orz Umgah"),
        ("From: Androsynth\ncheck Ilwarth please", "Androsynth Investigate alignment Ilwrath"),
        ("by Umgah » Tue Dec 01, 2026 8:15 pm\nRecharge VUX", "Umgah Recharge VUX"),
        ("Re: N1\nSent: Tue Dec 01\nFrom: Yehat\nTo: Mod\n\nmystic count", None),
    ],
)
def test_a_pm_is_read(night: Game, pm: str, line: str | None) -> None:
    reading = read(night, pm)
    assert reading.ready, reading.question
    assert reading.line() == (line or "Yehat Mystic: count the night's actions")


def test_the_row_it_is_pasted_on_names_the_sender(night: Game) -> None:
    assert read(night, "tonight: Ilwrath", sender="Mycon").question.startswith("no ability")
    assert read(night, "heal Ilwrath", sender="Mycon").line() == "Mycon Protect Ilwrath"


def test_ambiguity_is_asked_never_guessed(night: Game) -> None:
    reading = read(night, "kill Ilwrath")
    assert not reading.ready
    assert reading.question == "who sent it: Melnorme, Orz, Slylandro or Syreen?"
    assert [c.line() for c in reading.choices][1] == "Orz Nightkill Ilwrath"
    assert read(night, "From: Orz\nkill him").question == "a target missing for Nightkill"
    two = read(night, "From: Mycon\nprotect Orz or Umgah?")
    assert two.question == "Protect takes 1: Orz or Umgah?" and len(two.choices) == 2
    assert read(night, "From: Nobody\nkill Orz").question.startswith("who is “Nobody”")


def test_russian_words_and_declined_names() -> None:
    options = [
        EntryOption("Артур", "investigate", "Проверка", 1, ("Томас", "Полли")),
        EntryOption("Артур", "factional-kill", "Мафкилл", 1, ("Томас", "Полли")),
    ]
    words = {"investigate": ("проверить",), "factional-kill": ("убить", "убей")}
    players = ["Томас", "Артур", "Полли"]
    reading = read_pm("От: Артур\nпроверяю Томаса", options, players, words)
    assert (reading.ability, reading.targets) == ("investigate", ("Томас",))
    reading = read_pm("Артур писал(а):\nубей Полли", options, players, words)
    assert (reading.ability, reading.targets) == ("factional-kill", ("Полли",))


def test_several_pms_are_split_and_read_one_by_one(night: Game) -> None:
    text = (BENCH / "cmu-night1-pms.txt").read_text()
    options = night.ruleset.entry_options(night.open_state(), "N1")
    players = [p.name for p in night.open_state().players]
    readings = read_pms(text, options, players, ability_words(night.ruleset.definition))
    assert len(readings) == 12 and all(r.ready for r in readings)
    assert split_pms("VUX jail Syreen\nOrz kill Umgah", ["VUX", "Orz"]) == [
        "VUX jail Syreen",
        "Orz kill Umgah",
    ]
    assert split_pms("jail Syreen\n\nkill Umgah") == ["jail Syreen", "kill Umgah"]
    assert split_pms("Re: N1\nFrom: A\njail B\nSubject: x\nFrom: C\nkill D") == [
        "Re: N1\nFrom: A\njail B",
        "Subject: x\nFrom: C\nkill D",
    ]


def test_every_setup_ability_has_words() -> None:
    for path in sorted((ROOT / "setups").glob("*/setup.toml")):
        table = tomllib.loads(path.read_text()).get("abilities", {})
        for ability, spec in table.items():
            assert spec.get("words"), f"{path.parent.name}: [abilities.{ability}] has no words"


@pytest.fixture(scope="module")
def peaky() -> Game:
    script = parse_script(
        (
            ROOT / "tests/scenarios/peaky-blinders/pb-02-arthur-blocks-moss-but-not-grace.toml"
        ).read_text()
    )
    return Game.create("peaky-blinders", list(script.players), roles=dict(script.roles), seed=1)


@pytest.mark.parametrize(
    ("pm", "sender", "line"),
    [
        ("проверить Rep", "Che", "Che АС «Поиск оружия» Rep"),
        ("убить Tom", "Gra", "Gra УС «Барменша, которая не в счёт» Tom"),  # Grace has no mafkill
        ("убиваем U1", "Tom", "Tom Мафкилл U1"),
        ("Избить Mos", "Art", "Art АС «Избить до полусмерти» Mos"),
        ("патруль U1", "Mos", "Mos АС «Патруль» U1"),
        ("track Pol", "Gra", "Gra АС «Тайный агент» Pol"),
        ("сравнить Tom и Pol", "Rep", "Rep АС «Очерк в газете» Tom Pol"),
        ("сходить в паб", "U3", "U3 Визит в «Гарнизон»"),
    ],
)
def test_a_peaky_pm_is_read_by_its_russian_words(
    peaky: Game, pm: str, sender: str, line: str
) -> None:
    state = peaky.open_state()
    options = peaky.ruleset.entry_options(state, "T1")
    players = [p.name for p in state.players]
    reading = read_pm(pm, options, players, ability_words(peaky.ruleset.definition), sender)
    assert reading.ready, reading.question
    assert reading.line() == line
