"""The duties every game has, written once in the phase loop, checked in every setup on it:
the modkill and replacement announcements, the new account's role PM, the no-elimination
post, the game-over post with its winners, and pins checked whether or not their draw
happens (issue 11, item 6)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.phase_loop import PhaseLoop
from mafiamod.game import Game
from mafiamod.script import parse_script
from mafiamod.setups import build_ruleset, list_setups


@dataclass(frozen=True)
class Table:
    """A small fixed deal of one setup and the phases a duty test plays."""

    setup: str
    roles: dict[str, Any]  # name -> role id (or a [roles] table)
    day: str  # a day (or turn) with a public vote
    town: str  # a town player to modkill or replace
    mafia: str  # a mafioso
    town_role: str  # the town player's role name as posts show it
    mafia_faction: str  # display name of the mafia faction
    town_faction: str
    before: list[dict[str, Any]] = field(default_factory=list)  # phases before ``day``
    extra: str = ""  # more top-level script keys ([config] …)
    #: False where every day must eliminate (Democrabilities' mandatory elimination)
    may_not_eliminate: bool = True
    #: the kinds of post that announce modkills and replacements
    announce: tuple[str, ...] = ("moderator",)
    over: str = "game-over"  # the kind of post that announces the end of the game
    threats: tuple[str, ...] = ()  # whom to modkill for a town win (default: the mafia)
    # the game-over post's words: a winner's mark, what follows a name, a game nobody won
    # (a setup whose digest words the post, e.g. the classic library, gives its own)
    won_mark: str = "winner"
    name_sep: str = " — "
    nobody: str = "nobody won"  # "": the win rule never ends a game with nobody winning
    deal_pin: Any = None  # the deal draw's value for the table (default: the mafia's names)
    #: the new account's PM is the seat's role PM addressed to it, naming no old account
    #: (classic.md §8); otherwise the PM says whom the new account replaced
    pm_is_the_seats: bool = False
    #: the win check runs after each modkill and a deciding one ends the phase (classic.md §5),
    #: so modkilling everyone ends in a win, never in a game nobody won (that comes from a
    #: night where the last players kill each other: scenario cl-39)
    win_check_each_modkill: bool = False


def _ghoul() -> Table:
    mafia = {n: "mafia-goon" for n in ("Mac", "Mab", "Moe")}
    town = {n: "one-shot-ghoul" for n in ("Ann", "Ben", "Cal", "Dee", "Eve", "Fay")}
    town |= {n: "one-shot-ghoul" for n in ("Gus", "Hal", "Ivy", "Kit")}
    return Table("ghoul-duel", mafia | town, "D1", "Ann", "Mac", "One-Shot Ghoul", "Mafia", "Town")


#: seed setups not yet on the phase loop (issue 11 moves them one by one)
STILL_TO_MOVE: set[str] = set()


def _charge_me_up() -> Table:
    """Alignments fixed by [roles] without a pre-game: nobody holds a PR (digest C.1)."""
    roles = {n: "mafia-goon" for n in ("Mac", "Mab", "Moe")}
    roles |= {n: "vanilla-townie" for n in ("Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus")}
    roles |= {n: "vanilla-townie" for n in ("Hal", "Ivy", "Kit", "Lou")}
    return Table("charge-me-up", roles, "D1", "Ann", "Mac", "Vanilla Townie", "Mafia", "Town")


def _x_shots() -> Table:
    """The seed's Example 1 rolls (Vig, Cop, JK; Mafia SC + Rolecop + Goon), dealt by [roles].
    Nobody left is a Town win in X-SHOTS (§0.5 rule 1): no game ends with nobody winning."""
    roles: dict[str, Any] = {
        "Vic": {"alignment": "town", "role": "vigilante"},
        "Coe": {"alignment": "town", "role": "cop"},
        "Jay": {"alignment": "town", "role": "jailkeeper"},
    }
    roles |= {n: "vanilla-townie" for n in ("Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus")}
    roles |= {
        "Mac": "mafia-goon",
        "Mab": {"alignment": "mafia", "role": "shot-changer"},
        "Moe": {"alignment": "mafia", "role": "rolecop"},
    }
    return Table(
        "x-shots",
        roles,
        "D1",
        "Ann",
        "Mac",
        "Vanilla Townie",
        "Mafia",
        "Town",
        before=[{"id": "pregame", "rolls": [2, 1, 3]}],
        threats=("Mac", "Mab", "Moe"),
        nobody="",
        deal_pin=roles,
    )


def _democrabilities() -> Table:
    roles = {"Mal": "mafia-goon", "Mol": "mafia-goon"}
    roles |= {n: "vanilla-townie" for n in ("Amy", "Bob", "Cat", "Dan", "Eva", "Fio", "Gil")}
    return Table(
        "democrabilities",
        roles,
        "D1",
        "Amy",
        "Mal",
        "Vanilla Townie",
        "Mafia",
        "Town",
        before=[{"id": "N0"}],
        may_not_eliminate=False,
    )


def _peaky() -> Table:
    roles = {
        "Tom": "thomas-shelby",
        "Pol": "polly-shelby",
        "Art": "arthur-shelby",
        "Joh": "john-shelby",
        "Che": "chester-campbell",
        "Rep": "courier-reporter",
        "Gra": "grace-burgess",
        "Mos": "sergeant-moss",
        "Dan": "danny-owen",
        "Cha": "charlie-strong",
        "Kim": "billy-kimber",
    }
    roles |= {f"U{i}": "townie" for i in range(1, 8)}
    return Table(
        "peaky-blinders",
        roles,
        "T2",
        "U1",
        "Pol",
        "мирный житель",
        "Острые Козырьки",
        "Мирные",
        before=[{"id": "T1"}],
        announce=("turn-result",),
        over="turn-result",
        threats=("Tom", "Pol", "Art", "Joh", "Kim"),
        nobody="Победителей нет",
        deal_pin=roles,
    )


def _classic(setup: str, roles: dict[str, str], town_role: str) -> Table:
    return Table(
        setup,
        roles,
        "D1",
        "Ann",
        "Mac",
        town_role,
        "Mafia",
        "Town",
        won_mark="(won)",
        name_sep=": ",
        nobody="nobody wins",
        announce=("modkill", "replacement"),
        pm_is_the_seats=True,
        win_check_each_modkill=True,
    )


def _classic_tables() -> list[Table]:
    """The classic library's setups: a pre-built deal each, and the open setup."""
    goons = {"Mac": "mafia-goon", "Mab": "mafia-goon"}
    vanilla = [f"V{i}" for i in range(1, 12)]

    def deal(special: dict[str, str], players: int) -> dict[str, str]:
        out = {"Ann": "vanilla-townie", **special}
        out |= {v: "vanilla-townie" for v in vanilla[: players - len(out) - len(goons)]}
        return out | goons

    return [
        _classic("cop-9", deal({"Cop": "cop"}, 9), "Vanilla Townie"),
        _classic("vig-10", deal({"Vig": "vigilante"}, 10), "Vanilla Townie"),
        _classic("cop-13", {**deal({"Cop": "cop"}, 12), "Mob": "mafia-goon"}, "Vanilla Townie"),
        _classic("classic", deal({"Doc": "doctor", "Bob": "roleblocker"}, 7), "Vanilla Townie"),
    ]


def _mountainous() -> Table:
    roles = {n: "vanilla-townie" for n in ("Ann", "Ben", "Cal", "Dee", "Eve")}
    roles |= {"Mac": "mafia-goon", "Mab": "mafia-goon"}
    return Table(
        "mountainous",
        roles,
        "D1",
        "Ann",
        "Mac",
        "Vanilla Townie",
        "Mafia",
        "Town",
        win_check_each_modkill=True,
    )


TABLES = {
    t.setup: t
    for t in (
        _ghoul(),
        _democrabilities(),
        _peaky(),
        *_classic_tables(),
        _mountainous(),
        _charge_me_up(),
        _x_shots(),
    )
}


def on_the_loop() -> list[str]:
    return [s.id for s in list_setups() if isinstance(build_ruleset(s), PhaseLoop)]


def test_every_setup_is_on_the_phase_loop_or_still_to_move() -> None:
    """Only the seed setups still being moved are off the loop (the list only shrinks)."""
    off = {s.id for s in list_setups()} - set(on_the_loop())
    assert off <= STILL_TO_MOVE
    assert set(on_the_loop()) <= set(TABLES), "add a duty table for every setup on the loop"


def _toml(value: Any) -> str:
    """A TOML inline value (strings, numbers, lists, inline tables)."""
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_toml(k)} = {_toml(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def _phase(spec: dict[str, Any]) -> str:
    lines = ["[[phase]]"]
    for key, value in spec.items():
        if isinstance(value, dict):
            body = ", ".join(f"{_toml(k)} = {_toml(v)}" for k, v in value.items())
            lines.append(f"{key} = {{ {body} }}")
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            items = ", ".join(
                "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in item.items()) + " }"
                for item in value
            )
            lines.append(f"{key} = [ {items} ]")
        else:
            lines.append(f"{key} = {_toml(value)}")
    return "\n".join(lines)


def mafia_of(t: Table) -> list[str]:
    """The players of the mafioso's faction."""
    if t.threats:
        return [n for n in t.threats if t.roles[n] != "billy-kimber"]
    return [n for n, r in t.roles.items() if r == t.roles[t.mafia]]


def play(table: Table, day: dict[str, Any], *, rng: dict[str, Any] | None = None) -> Game:
    players = list(table.roles)
    roles = "\n".join(f"{_toml(n)} = {_toml(r)}" for n, r in table.roles.items())
    phases = [*table.before, {"id": table.day, **day}]
    if rng:
        phases[0] = {**phases[0], "rng": rng}
    text = (
        f'setup = "{table.setup}"\nseed = 3\nplayers = {_toml(players)}\n{table.extra}\n'
        f"[roles]\n{roles}\n\n" + "\n\n".join(_phase(p) for p in phases) + "\n"
    )
    game = Game.from_script(parse_script(text))
    game.export_json()  # the whole fold: script errors surface here
    return game


def phase_out(game: Game, phase: str) -> dict[str, Any]:
    out = game.export_json()
    found: dict[str, Any] = next(p for p in out["phases"] if p["id"] == phase)
    return found


def posts(game: Game, phase: str, kind: str | tuple[str, ...] | None = None) -> list[str]:
    kinds = (kind,) if isinstance(kind, str) else kind
    return [
        p["text"]
        for p in phase_out(game, phase).get("posts", [])
        if kinds is None or p["kind"] in kinds
    ]


SETUPS = sorted(TABLES)


@pytest.mark.parametrize("setup", SETUPS)
def test_a_modkill_is_announced_with_the_flip(setup: str) -> None:
    t = TABLES[setup]
    game = play(t, {"moderator": [{"modkill": t.town}]})
    text = "\n".join(posts(game, t.day, t.announce))
    # Peaky writes the name plain, as §3.13's «{X} ({роль}) — …»; the others in bold
    name = f"{t.town} (" if setup == "peaky-blinders" else f"[b]{t.town}[/b]"
    assert name in text and t.town_role in text
    assert {"player": t.town, "cause": "modkill"} in phase_out(game, t.day)["deaths"]


@pytest.mark.parametrize("setup", SETUPS)
def test_a_replacement_is_announced_and_the_new_account_gets_the_role_pm(setup: str) -> None:
    t = TABLES[setup]
    game = play(t, {"moderator": [{"replace": t.town, "by": "Zed"}]})
    text = "\n".join(posts(game, t.day, t.announce))
    assert "Zed" in text and t.town in text
    assert t.town_role not in text  # a replaced player is not revealed (R-ALL-PUBLIC)
    pms = [p for p in phase_out(game, t.day)["pms"] if p["to"] == "Zed"]
    assert [p["kind"] for p in pms] == ["replacement-pm"]
    assert t.town_role in pms[0]["text"]
    if t.pm_is_the_seats:
        assert "Zed" in pms[0]["text"] and t.town not in pms[0]["text"]
    else:
        assert t.town in pms[0]["text"]


@pytest.mark.parametrize("setup", SETUPS)
def test_the_replacement_pm_tells_a_mafioso_his_living_team(setup: str) -> None:
    t = TABLES[setup]
    game = play(t, {"moderator": [{"replace": t.mafia, "by": "Zed"}]})
    (pm,) = [p["text"] for p in phase_out(game, t.day)["pms"] if p["to"] == "Zed"]
    partners = [n for n in mafia_of(t) if n != t.mafia]
    assert all(n in pm for n in partners)


@pytest.mark.parametrize("setup", SETUPS)
def test_a_day_without_an_elimination_says_so(setup: str) -> None:
    t = TABLES[setup]
    game = play(t, {"votes": []})
    out = phase_out(game, t.day)
    if not t.may_not_eliminate:  # a mandatory elimination: the day never ends without one
        assert len(out["deaths"]) == 1 and not posts(game, t.day, "no-elimination")
        return
    assert not [d for d in out["deaths"] if d["cause"] != "modkill"]
    if t.over == "turn-result":  # the turn's results say it (Peaky: nobody is seated)
        assert "никто не сел" in "\n".join(posts(game, t.day, "turn-result"))
        return
    # the classic library's day post is of kind "elimination" either way (classic.md §8)
    assert posts(game, t.day, ("no-elimination", "elimination"))


@pytest.mark.parametrize("setup", SETUPS)
def test_the_game_over_post_names_the_winner_and_marks_who_won(setup: str) -> None:
    t = TABLES[setup]
    threats = list(t.threats) or mafia_of(t)
    game = play(t, {"moderator": [{"modkill": n} for n in threats]})
    (over,) = posts(game, t.day, t.over)
    if t.over == "turn-result":  # «Победа: Мирные (names of every winner)»
        (line,) = [x for x in over.splitlines() if "Победа:" in x]
        assert t.town_faction in line
        for name in t.roles:
            assert (name in line.split("(", 1)[1]) == (name not in threats), name
        return
    assert t.town_faction in over.splitlines()[0]
    for line in over.splitlines()[1:]:
        if line.strip():
            assert (t.won_mark in line) == (line.split(t.name_sep)[0] not in threats), line


@pytest.mark.parametrize("setup", SETUPS)
def test_a_game_nobody_won_says_so(setup: str) -> None:
    t = TABLES[setup]
    game = play(t, {"moderator": [{"modkill": n} for n in t.roles]})
    (over,) = posts(game, t.day, t.over)
    if t.win_check_each_modkill:  # the modkill that decides the game is the last one read
        dead = [d["player"] for d in phase_out(game, t.day)["deaths"]]
        assert len(dead) < len(t.roles) and t.won_mark in over
        assert t.nobody.lower() not in over.lower()
        return
    if not t.nobody:  # X-SHOTS: nobody left is a Town win, and the modkilled never win
        assert f"{t.town_faction} win!" in over.splitlines()[0] and t.won_mark not in over
        return
    assert t.nobody.lower() in over.lower() and " win!" not in over
    assert t.won_mark not in over


@pytest.mark.parametrize("setup", SETUPS)
def test_a_pin_naming_nobody_is_refused_though_its_draw_does_not_happen(setup: str) -> None:
    t = TABLES[setup]
    with pytest.raises(ScriptError, match="bad-pin"):
        play(t, {"votes": []}, rng={"lynch-tiebreak": "Nobody-Of-That-Name"})


@pytest.mark.parametrize("setup", SETUPS)
def test_a_deal_pin_contradicting_the_roles_is_refused(setup: str) -> None:
    t = TABLES[setup]
    others = [n for n in t.roles if n not in mafia_of(t)]
    wrong: Any = others[: len(mafia_of(t))]
    if isinstance(t.deal_pin, dict):  # a whole table: two players' roles swapped
        wrong = dict(t.deal_pin, **{t.town: t.roles[t.mafia], t.mafia: t.roles[t.town]})
    with pytest.raises(ScriptError, match="bad-pin"):
        play(t, {"votes": []}, rng={"deal": wrong})


@pytest.mark.parametrize("setup", SETUPS)
def test_a_deal_pin_agreeing_with_the_roles_is_accepted(setup: str) -> None:
    t = TABLES[setup]
    play(t, {"votes": []}, rng={"deal": t.deal_pin or mafia_of(t)})


@pytest.mark.parametrize("value", ["Zed", "Mab"])
def test_an_x_shots_joat_pin_must_name_a_town_player_though_no_joat_was_used(value: str) -> None:
    """The issue's own example: ``joat-ninja-target = "Zed"`` on a night without a Ninja."""
    t = TABLES["x-shots"]
    night = {"id": "N1", "actions": [], "rng": {"joat-ninja-target": value}}
    with pytest.raises(ScriptError, match="bad-pin"):
        play(Table(**{**t.__dict__, "before": [*t.before, {"id": "D1", "votes": []}]}), night)


def test_an_x_shots_joat_pin_naming_a_town_player_stands() -> None:
    t = TABLES["x-shots"]
    night = {"id": "N1", "actions": [], "rng": {"joat-ninja-target": "Vic"}}
    play(Table(**{**t.__dict__, "before": [*t.before, {"id": "D1", "votes": []}]}), night)


# -- Peaky's pub visitor (§3.9) --------------------------------------------------------------


@pytest.mark.parametrize(
    "pin,words",
    [
        (None, "не может убить мафкилл"),  # the rule's default: the first effect he qualifies for
        ("townie-shield", "не действуют АС Полли Шелби"),
    ],
)
def test_the_pub_visitor_is_told_which_effect_he_got(pin: str | None, words: str) -> None:
    t = TABLES["peaky-blinders"]
    first = {"id": "T1", "actions": [{"actor": "U1", "ability": "pub-visit"}]}
    if pin:
        first["rng"] = {"pub-effect-U1": pin}
    game = play(Table(**{**t.__dict__, "before": [first]}), {"votes": []})
    (pm,) = [p for p in phase_out(game, "T1")["pms"] if p["to"] == "U1" and p["kind"] == "result"]
    assert "Гарнизон" in pm["text"] and words in pm["text"]
    assert all("U1" not in post for post in posts(game, "T1"))  # the visit stays secret


def test_a_pub_effect_pin_naming_no_effect_is_refused() -> None:
    t = TABLES["peaky-blinders"]
    with pytest.raises(ScriptError, match="bad-pin"):
        play(t, {"votes": []}, rng={"pub-effect-U2": "free-beer"})
