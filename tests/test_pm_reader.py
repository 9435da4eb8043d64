"""Reading players' PMs into entries: senders, the setup's words, fuzzy names, questions."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path

import pytest

from mafiamod.engine.errors import KnownError
from mafiamod.engine.options import EntryOption
from mafiamod.game import Game
from mafiamod.pm_reader import (
    Reading,
    ability_words,
    find_names,
    read_pm,
    read_pms,
    split_pms,
    tokens,
    word_fits,
)
from mafiamod.script import parse_script
from mafiamod.setups import list_setups

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
    return read_pm(text, options, players, ability_words(game.ruleset.abilities), sender)


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
    readings = read_pms(text, options, players, ability_words(night.ruleset.abilities))
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
    reading = read_pm(pm, options, players, ability_words(peaky.ruleset.abilities), sender)
    assert reading.ready, reading.question
    assert reading.line() == line


# -- every setup's words -------------------------------------------------------------
SCENARIOS = [ROOT.parent / "shared" / "scenarios", ROOT / "tests" / "scenarios"]


def _offered(
    setup: str, limit: int = 8
) -> tuple[Game | None, dict[str, tuple[EntryOption, list[EntryOption], list[str]]]]:
    """A replayed game of ``setup`` and, per ability, one option some scenario of the setup
    offers (with every option of that phase and the players), found by the scripts' setup
    id (the classic setups share a folder)."""
    game, found = None, {}
    scripts = [
        f
        for root in SCENARIOS
        for f in sorted(root.glob("*/*.toml"))
        if tomllib.loads(f.read_text(encoding="utf-8")).get("setup") == setup
    ]
    for path in scripts[:limit]:
        try:
            played = Game.from_script(parse_script(path.read_text(encoding="utf-8"), str(path)))
            result = played.result()
        except KnownError:
            continue  # a refused script (the scenario checks its error)
        game = game or played
        for record, state in zip(result.records, result.states, strict=False):
            try:
                options = played.ruleset.entry_options(state, record.id)
            except KnownError:
                continue
            for option in options:
                # an option with too few legal targets left cannot say its word with targets
                if option.ability not in found and len(option.candidates) >= option.targets:
                    found[option.ability] = (option, options, [p.name for p in state.players])
    return game, found


def _pm(word: str, option: EntryOption) -> tuple[str, tuple[str, ...]]:
    """A PM saying ``word`` and as many targets as the option takes (others first)."""
    targets = [c for c in option.candidates if c != option.actor]
    targets += [c for c in option.candidates if c == option.actor]
    chosen = tuple(targets[: option.targets])
    return " ".join([word, *chosen]), chosen


def _reads_as(reading: Reading, ability: str, targets: tuple[str, ...]) -> bool:
    if reading.ready:
        return reading.ability == ability and reading.targets == targets
    # the holder's two entries of one ability (Democrabilities' effects): which one is asked
    return reading.question.startswith("which ability") and {
        c.ability for c in reading.choices
    } == {ability}


@pytest.mark.parametrize("setup", [s.id for s in list_setups()])
def test_every_word_of_every_ability_reads_back_as_that_ability(setup: str) -> None:
    game, offered = _offered(setup)
    assert game is not None, f"{setup}: no scenario replays"
    abilities = game.ruleset.abilities
    words = ability_words(abilities)
    checked = 0
    # as the rules offer them in a played phase (with the holder's other abilities) ...
    for ability, (option, options, players) in offered.items():
        for word in abilities[ability].words if ability in abilities else ():
            text, targets = _pm(word, option)
            reading = read_pm(text, options, players, words, sender=option.actor)
            assert _reads_as(reading, ability, targets), (
                f"{setup}: “{text}” from {option.actor} reads as "
                f"{reading.line() or reading.question!r}, not {ability}"
            )
            checked += 1
    # ... and every ability of the table on its own (the library's unplayed ones too)
    players = [p.name for p in game.start.players]
    for ability, spec in abilities.items():
        option = EntryOption(players[0], ability, spec.name, spec.targets[0], tuple(players))
        for word in spec.words:
            text, targets = _pm(word, option)
            reading = read_pm(text, [option], players, words, sender=players[0])
            assert _reads_as(reading, ability, targets), f"{setup}: “{text}”: {reading.question}"
            checked += 1
    with_words = [a for a, spec in abilities.items() if spec.words]
    assert checked >= len(with_words)


def test_an_ability_word_is_not_a_short_name() -> None:
    options = [EntryOption("Ann", "protect", "Protect", 1, ("Hal", "Cal", "Ann"))]
    words = {"protect": ("protect", "heal")}
    reading = read_pm("heal Cal", options, ["Ann", "Hal", "Cal"], words, sender="Ann")
    assert (reading.ability, reading.targets) == ("protect", ("Cal",))
    # "challenge" is no typo of Hal (a name inside a longer word is for thread votes only)
    found = find_names(tokens("challenge Cal"), ["Ann", "Hal", "Cal"])
    assert [m.names for m in found] == [("Cal",)]
    # a long name mistyped still reads
    assert [m.names for m in find_names(tokens("check Ilwarth"), ["Ilwrath"])] == [("Ilwrath",)]


PEAKY_RU = {"Tom": "Томас", "Pol": "Полли", "Art": "Артур", "Jon": "Джон"}


def test_a_russian_pm_reads_in_peaky() -> None:
    game, offered = _offered("peaky-blinders")
    assert game is not None
    words = ability_words(game.ruleset.abilities)
    checking = [a for a, ws in words.items() if any(word_fits("проверяю", w) for w in ws)]
    if not checking:
        pytest.skip("Peaky's [abilities] have no word for «проверить» yet")
    ability = next(a for a in checking if a in offered)
    option, options, players = offered[ability]

    def ru(name: str) -> str:
        return PEAKY_RU.get(name, name)

    options = [
        replace(o, actor=ru(o.actor), candidates=tuple(ru(c) for c in o.candidates))
        for o in options
    ]
    actor = ru(option.actor)
    target = "Томас" if actor != "Томас" else "Полли"
    reading = read_pm(
        f"От: {actor}\nпроверяю {'Томаса' if target == 'Томас' else 'Полли'}",
        options,
        [ru(p) for p in players],
        words,
    )
    assert (reading.ability, reading.targets) == (ability, (target,)), reading.question
