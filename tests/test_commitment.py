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
