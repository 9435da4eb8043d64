"""The deal is bound to its commitment (issue 13, "the deal can change after the
commitment, undetected"), for every setup."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mafiamod.commitment import dealt_roles, reveal_post, verify_text
from mafiamod.engine.errors import IllegalEntry
from mafiamod.game import Game
from mafiamod.setups import list_setups

SETUPS = list_setups()


def other_deal(value: Any, players: list[str]) -> Any:
    """A different legal-looking deal: another player in a sampled seat, or two seats swapped."""
    if isinstance(value, list):
        spare = next(p for p in players if p not in value)
        return [spare, *value[1:]]
    names = list(value)
    first = names[0]
    second = next(n for n in names[1:] if value[n] != value[first])
    return {**value, first: value[second], second: value[first]}


def deal_draw(game: Game) -> tuple[str, Any]:
    record = game.records()[0]
    draw = next(d for d in record.draws if d["draw"] == "deal")
    return record.id, draw["value"]


@pytest.mark.parametrize("info", SETUPS, ids=lambda s: s.id)
def test_an_override_of_the_deal_is_refused_or_a_public_redeal(info: Any, tmp_path: Path) -> None:
    players = [f"P{i:02}" for i in range(info.players_min)]
    config = {k: v["example"] for k, v in info.data.get("config", {}).items() if "example" in v}
    game = Game.create(info.id, players, seed=4, config=config).save_as(tmp_path / "g.mafia")
    first = game.commitment()
    first_text = game.deal_text()
    assert verify_text(first_text, first)
    phase, value = deal_draw(game)
    alt = other_deal(value, players)
    with pytest.raises(IllegalEntry, match=f"committed as SHA-256 {first}") as err:
        game.pin("deal", alt, phase=phase)
    assert err.value.reason == "committed"
    assert game.commitment() == first and not any(e.kind == "pin" for e in game.events)
    game.redeal("deal", alt, phase=phase)
    second = game.commitment()
    assert second != first and [e.payload["digest"] for e in game.redeals()] == [second]
    assert not verify_text(game.deal_text(), first)  # the first commitment no longer verifies
    assert verify_text(game.deal_text(), second)
    # what is committed is what plays: the reveal is the deal with the pin applied
    played = [(p.name, p.role, p.alignment) for p in game.open_state().players]
    assert dealt_roles(game) == played
    assert deal_draw(game)[1] == alt
    game.close()
    again = Game.open(tmp_path / "g.mafia")
    assert again.commitment() == second and len(again.redeals()) == 1
    assert verify_text(reveal_post(again), second)


def test_the_reveal_is_a_code_block_and_escapes_names(tmp_path: Path) -> None:
    players = ["url=https://evil.example/x", "[/code][b]Bea", "Cal", "Dov", "Eli", "Max", "Moe"]
    game = Game.create("mountainous", players, seed=2)
    post = reveal_post(game)
    assert post.startswith("[code]\n") and post.count("[/code]") == 1
    assert "[/code][b]" not in post
    assert verify_text(post, game.commitment())


def revealed_seats(post: str) -> list[tuple[str, str, str]]:
    """(name, role, alignment) of the last revealed block: the roles as they play."""
    block = post.split("[code]")[-1].split("[/code]")[0]
    from mafiamod.render.bbcode import unbb

    lines = [unbb(line) for line in block.splitlines()]
    if "after the pre-game:" in lines:
        lines = lines[lines.index("after the pre-game:") + 1 :]
    seats = []
    for line in lines:
        head, sep, rest = line.partition(". ")
        if not (head.isdigit() and sep):
            continue
        name, _, role_part = rest.rpartition(": ")
        role, _, alignment = role_part.partition(" (")
        seats.append((name, role, alignment.split(")")[0]))
    return seats


@pytest.mark.parametrize("info", SETUPS, ids=lambda s: s.id)
def test_what_is_committed_is_what_plays(info: Any, tmp_path: Path) -> None:
    players = [f"P{i:02}" for i in range(info.players_min)]
    config = {k: v["example"] for k, v in info.data.get("config", {}).items() if "example" in v}
    game = Game.create(info.id, players, seed=9, config=config).save_as(tmp_path / "g.mafia")
    first = game.commitment()
    pregame = game.current_phase_id() == "pregame"
    if pregame:
        game.end_phase()  # the pre-game gives the roles: they are committed now
        assert game.pregame_commitment() == game.commitment() != first
    else:
        assert game.pregame_commitment() is None and game.commitment() == first
    played = [(p.name, p.role, p.alignment) for p in game.open_state().players]
    post = reveal_post(game)
    assert revealed_seats(post) == played
    assert verify_text(post, game.commitment()) and verify_text(post, first)
    assert post.count("[code]") == (2 if pregame else 1)


CMU = [
    "Androsynth", "Ariloulaleelay", "Chmmr", "Ilwrath", "Melnorme", "Mycon", "Orz",
    "Pkunk", "Slylandro", "Supox", "Syreen", "Umgah", "VUX", "Yehat",
]  # fmt: skip
CHOICES = [
    {"player": "Androsynth", "role": "doctor", "vote": "Chmmr"},
    {"player": "Mycon", "role": "cop", "vote": "Pkunk"},
    {"player": "Orz", "role": "cop", "vote": "Umgah"},
    {"player": "Pkunk", "role": "cop", "vote": "Orz"},
    {"player": "Umgah", "role": "cop", "vote": "Pkunk"},
    {"player": "Chmmr", "role": "rolecop", "vote": "Androsynth"},
]


def test_charge_me_up_commits_the_pre_games_roles_and_refuses_a_later_deal_change(
    tmp_path: Path,
) -> None:
    game = Game.create("charge-me-up", CMU, seed=21).save_as(tmp_path / "g.mafia")
    at_deal = game.commitment()
    game.set_data("choices", CHOICES)
    assert game.commitment() == at_deal  # the requests change no deal while the pre-game runs
    game.end_phase()
    after = game.pregame_commitment()
    assert after is not None and after != at_deal
    played = {p.name: (p.role, p.shots) for p in game.open_state().players}
    assert played["Orz"][0] == "cop" and played["Umgah"][0] == "cop"  # the pre-game gave them
    text = game.deal_text()
    assert f"Orz: cop ({game.open_state().player('Orz').alignment}), shots 1" in text
    # an override of the deal after the pre-game's commitment: refused, naming it
    phase, value = deal_draw(game)
    alt = other_deal(value, CMU)
    with pytest.raises(IllegalEntry, match=f"committed as SHA-256 {after}"):
        game.pin("deal", alt, phase=phase)
    game.redeal("deal", alt, phase=phase)  # in public: a new commitment of the same stage
    again = game.pregame_commitment()
    assert again not in (None, after)
    assert not verify_text(reveal_post(game), after)
    assert revealed_seats(reveal_post(game)) == [
        (p.name, p.role, p.alignment) for p in game.open_state().players
    ]
    with pytest.raises(IllegalEntry, match="committed"):
        game.undo()  # the re-deal's pin: undoing it would change the deal silently


def test_charge_me_up_undo_of_the_pre_game_end(tmp_path: Path) -> None:
    game = Game.create("charge-me-up", CMU, seed=21).save_as(tmp_path / "g.mafia")
    at_deal = game.commitment()
    game.set_data("choices", CHOICES)
    game.end_phase()
    after = game.commitment()
    game.undo()
    assert game.commitment() == at_deal and game.pregame_commitment() is None
    game.redo()
    assert game.commitment() == after
    game.close()
    reopened = Game.open(tmp_path / "g.mafia")
    assert reopened.commitment() == after
    assert verify_text(reveal_post(reopened), at_deal) and verify_text(reveal_post(reopened), after)


def test_x_shots_entered_rolls_deal_in_public_and_are_what_plays(tmp_path: Path) -> None:
    players = [f"P{i:02}" for i in range(13)]
    game = Game.create("x-shots", players, seed=5).save_as(tmp_path / "g.mafia")
    at_creation = game.commitment()
    game.set_data("rolls", [6, 4, 4, 10, 9])
    dealt = game.commitment()
    if dealt != at_creation:  # the rolls dealt anew: a public re-deal to announce
        assert [e.payload["digest"] for e in game.redeals()] == [dealt]
        with pytest.raises(IllegalEntry, match="committed"):
            game.undo()  # taking the rolls back would change the committed deal silently
    roles = {r for _n, r, _a in revealed_seats(reveal_post(game))}
    assert {"bodyguard", "roleblocker", "shot-changer", "rolecop"} <= roles
    game.end_phase()
    played = [(p.name, p.role, p.alignment) for p in game.open_state().players]
    assert revealed_seats(reveal_post(game)) == played
    assert verify_text(reveal_post(game), dealt) and verify_text(
        reveal_post(game), game.commitment()
    )
