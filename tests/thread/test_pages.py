"""Every forum engine's page: recognised, posts numbered, own words only, votes counted."""

from __future__ import annotations

import pytest

from mafiamod.thread.model import ThreadError, unmark
from mafiamod.thread.names import NameMatcher, parse_player_list
from mafiamod.thread.pages import read_page
from mafiamod.thread.reader import read_votes, tally

from .forums import EXPECTED_TALLY, PLAYER_FILE, RENDERERS, THREAD

ENGINES = sorted(RENDERERS)


def matcher() -> NameMatcher:
    return NameMatcher.from_roster(parse_player_list(PLAYER_FILE))


@pytest.mark.parametrize("engine", ENGINES)
def test_page_reads_posts(engine: str) -> None:
    page = read_page(RENDERERS[engine](THREAD), f"{engine}.html")
    assert page.engine == engine
    assert [p.number for p in page.posts] == list(range(1, len(THREAD) + 1))
    assert [p.author for p in page.posts] == [p.author for p in THREAD]
    assert [p.edited for p in page.posts] == [p.edited for p in THREAD]
    texts = [unmark(p.text) for p in page.posts]
    assert "I think it's bats." in texts[1]
    assert texts[2] == "Agreed with this."  # the quote is gone
    assert texts[3] == "##vote oatsmastr."  # the spoiler is gone
    assert "sig" not in texts[6] and "Koshi" not in texts[6]  # the signature is gone


@pytest.mark.parametrize("engine", ENGINES)
def test_page_votes(engine: str) -> None:
    page = read_page(RENDERERS[engine](THREAD), f"{engine}.html")
    reading = read_votes(page.posts, matcher())
    got = [(v.post, v.voter, v.target, v.match) for v in reading.votes]
    assert got == [
        (2, "Vivax", "batsnacks", "exact"),
        (4, "Koshi", "Oatsmaster", "fuzzy"),
        (5, "KelsierSC", "Vivax", "exact"),
        (6, "Vivax", "", "exact"),
        (6, "Vivax", "Oatsmaster", "exact"),
        (7, "batsnacks", "Wile E. Coyote", "alias"),
    ]
    assert [(w.target, list(w.voters)) for w in tally(reading.votes)] == EXPECTED_TALLY


@pytest.mark.parametrize("engine", ENGINES)
def test_later_page_is_numbered_from_its_start(engine: str) -> None:
    per_page = 10
    page = read_page(RENDERERS[engine](THREAD, page=2, pages=3, per_page=per_page), "p2.html")
    assert page.posts[0].number == per_page + 1
    assert page.page == 2 or engine == "Discourse"
    assert page.next_url is not None


@pytest.mark.parametrize("engine", ENGINES)
def test_last_page_has_no_next(engine: str) -> None:
    page = read_page(RENDERERS[engine](THREAD, page=3, pages=3, per_page=10), "p3.html")
    assert page.next_url is None
    assert page.posts[0].number == 21


def test_unknown_page_and_login_wall() -> None:
    with pytest.raises(ThreadError, match=r"^x\.html: not a thread page"):
        read_page("<html><body><p>Hello</p></body></html>", "x.html")
    login = "<html><body><form><input name=u><input type=password name=p></form></body></html>"
    with pytest.raises(ThreadError, match="login"):
        read_page(login, "y.html")
    empty = '<html><body id="phpbb"><div class="postbody"><div class="content"></div></div>'
    with pytest.raises(ThreadError, match="phpBB 3 page with no posts"):
        read_page(empty + "</body></html>", "z.html")
