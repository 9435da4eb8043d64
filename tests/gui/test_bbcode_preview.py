"""The posts preview: BBCode with quote=author and spoiler, player text never read as tags."""

from __future__ import annotations

import pytest

from mafiamod.gui.bbcode_preview import to_html
from mafiamod.render import bb

pytestmark = pytest.mark.gui


def test_quote_with_author_and_spoiler() -> None:
    html = to_html("[quote=Ann]hello [b]all[/b][/quote][spoiler=Roles]Ann: cop[/spoiler]")
    assert "<b>Ann wrote:</b>" in html and "<strong>all</strong>" in html
    assert "▸ Roles" in html and "Ann: cop" in html


def test_escaped_player_names_stay_text() -> None:
    html = to_html(f"[b]{bb('[/b][url=http://x]Mallory')}[/b]")
    assert "<a " not in html and "Mallory" in html


def test_cyrillic() -> None:
    assert "Томас" in to_html("[b]Томас[/b], ваша роль")
