"""The injection corpus through every setup's every template: every scenario of a setup is
replayed with each player renamed to a hostile name, and no post or PM may carry a live tag
that came from a name (issue 13, "player names can mislead")."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mafiamod.engine.errors import KnownError
from mafiamod.game import Game
from mafiamod.render import Renderer, bb
from mafiamod.render.bbcode import KNOWN_TAGS
from mafiamod.script import GameScript, _phase
from mafiamod.setups import list_setups

ROOTS = [Path(__file__).parents[2] / "../shared/scenarios", Path(__file__).parents[1] / "scenarios"]

#: hostile shapes; ``{}`` is the player's own name, so every hostile name stays unique
CORPUS = [
    "url=https://evil.example/{}",
    "[/b][url=https://evil.example]{}",
    "{}[/quote][img]https://evil.example/x.png[/img]",
    "[color=evil]{}",
    "{}]=[url=https://evil.example",
    "<b>{}</b>",
    "{{{{ {} }}}}",
    "{}[/spoiler][size=evil]",
]
TAG = re.compile(r"\[/?([A-Za-z*]+)(?:[= ][^\[\]\n]*)?\]")


def _rename(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [_rename(v, names) for v in value]
    if isinstance(value, dict):
        return {names.get(k, k): _rename(v, names) for k, v in value.items()}
    return value


def _scripts(setup: str) -> Iterator[dict[str, Any]]:
    for root in ROOTS:
        for file in sorted(root.glob("*/*.toml")):  # classic setups share one folder
            raw = tomllib.loads(file.read_text(encoding="utf-8"))
            if raw.get("setup") != setup:
                continue
            if raw.get("expect_error") or any(e.get("error") for e in raw.get("expect", [])):
                continue
            yield raw


def _names(raw: dict[str, Any]) -> dict[str, str]:
    return {p: CORPUS[i % len(CORPUS)].format(p) for i, p in enumerate(raw["players"])}


def _hostile(raw: dict[str, Any]) -> GameScript:
    names = _names(raw)
    raw = _rename({k: v for k, v in raw.items() if k != "expect"}, names)
    return GameScript(
        raw["setup"],
        raw.get("seed", 0),
        raw["players"],
        raw.get("config", {}),
        raw.get("roles", {}),
        [_phase(p, i) for i, p in enumerate(raw.get("phase", []))],
    )


def _tags(text: str) -> list[str]:
    """Every tag a forum would read in ``text``."""
    return [m.group() for m in TAG.finditer(text) if m.group(1).lower() in KNOWN_TAGS]


@pytest.mark.parametrize("setup", [s.id for s in list_setups()])
def test_no_name_opens_a_tag_in_any_template(setup: str, monkeypatch: pytest.MonkeyPatch) -> None:
    used: set[str] = set()
    real = Renderer.render

    def render(self: Renderer, template: str, context: Any) -> str:
        used.add(template.removesuffix(".bbcode"))
        return real(self, template, context)

    monkeypatch.setattr(Renderer, "render", render)
    played = 0
    scripts = list(_scripts(setup))
    assert scripts, f"{setup}: no scenario to replay with hostile names"
    for raw in scripts:
        try:
            records = Game.from_script(_hostile(raw)).records()
        except KnownError:
            continue  # a name the corpus changed may collide with what the script checks
        played += 1
        hostile = sorted(_names(raw).values(), key=len, reverse=True)
        for record in records:
            for text in [p["text"] for p in record.posts] + [p["text"] for p in record.pms]:
                without = text
                for name in hostile:
                    tag_like = name.startswith("url=")
                    assert not (tag_like and "[" + name in text), (
                        f"{setup} {record.id}: {name!r} makes a tag in\n{text}"
                    )
                    assert "[" not in name or name not in text, (
                        f"{setup} {record.id}: {name!r} unescaped in\n{text}"
                    )
                for name in hostile:  # the names taken out, escaped or not
                    without = without.replace(bb(name), "NAME").replace(name, "NAME")
                assert _tags(text) == _tags(without), (
                    f"{setup} {record.id}: a name made a tag in\n{text}"
                )
    assert played >= min(3, len(scripts)), f"{setup}: too few scenarios replayed with hostile names"
    folder = next(s for s in list_setups() if s.id == setup).templates_dir
    own = {f.stem for f in folder.glob("*.bbcode")}
    assert own <= used, f"{setup}: templates never rendered by the corpus: {sorted(own - used)}"


@pytest.mark.parametrize("ability", ["track", "watch"])
def test_a_name_inside_the_night_pm_brackets_is_no_tag(ability: str) -> None:
    renderer = Game.create("charge-me-up", [f"P{i}" for i in range(14)], seed=1).renderer
    for evil in ["url=https://evil.example/phish", "b", "QUOTE", "img"]:
        text = renderer.render(
            "night-pm", {"phase": "N1", "ability": ability, "targets": ["Ann"], "outcome": [evil]}
        )
        assert _tags(text) == ["[b]", "[/b]"], text  # only the template's own bold title
        assert ": [" + evil + "]" not in text
