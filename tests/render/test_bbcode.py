"""BBCode escaping and golden renderings of the generic templates."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mafiamod.render import Renderer, TemplateFailure, bb
from mafiamod.render.bbcode import unbb

GOLDEN = Path(__file__).with_name("golden")
NASTY = "[/b][url=http://x]y[/url]"


def test_bb_breaks_every_tag_but_reads_the_same() -> None:
    text = bb(NASTY)
    assert "[/b]" not in text and "[url" not in text
    assert unbb(text) == NASTY
    assert text.replace("\u200b", "") == NASTY


def test_a_nasty_name_cannot_close_the_bold_tag() -> None:
    out = Renderer().render(
        "flip",
        {
            "player": NASTY,
            "role": "x",
            "role_name": "Vanilla Townie",
            "alignment": "town",
            "alignment_name": "Town",
            "how": "lynch",
            "phase": "D1",
        },
    )
    assert out.count("[/b]") == 2  # only the template's own tags close
    assert "[url" not in out


def test_strict_undefined_reports_the_template() -> None:
    with pytest.raises(TemplateFailure, match="flip.bbcode"):
        Renderer().render("flip", {})


CASES = {
    "vote-count": {
        "title": "Vote count",
        "phase": "D2",
        "final": False,
        "hammered": None,
        "living": 7,
        "majority": 4,
        "not_voting": ["Eli", NASTY],
        "wagons": [
            {"target": "Max", "count": 3, "voters": ["Ann", "Bea", "Cal"], "to_majority": 1},
            {"target": "Moe", "count": 1, "voters": ["Dov"], "to_majority": 3},
        ],
    },
    "night-result": {
        "phase": "N1",
        "winner": None,
        "winner_name": "",
        "deaths": [
            {
                "player": "Ann",
                "role": "vanilla-townie",
                "role_name": "Vanilla Townie",
                "alignment": "town",
                "alignment_name": "Town",
            }
        ],
    },
    "role-pm": {
        "player": "Max",
        "role": "mafia-goon",
        "role_name": "Mafia Goon",
        "alignment": "mafia",
        "alignment_name": "Mafia",
        "abilities": "Each night your team may kill one player.",
        "team": ["Max", "Moe"],
        "win_condition": "Outnumber the town.",
        "shots": None,
    },
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name: str) -> None:
    out = Renderer().render(name, CASES[name])
    golden = GOLDEN / f"{name}.bbcode"
    if os.environ.get("MAFIAMOD_UPDATE_GOLDEN"):
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(out, encoding="utf-8")
    assert out == golden.read_text(encoding="utf-8")
