"""Posts files, pasted text and saved pages in order."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafiamod.thread.model import ThreadError, unmark
from mafiamod.thread.sources import read_jsonl, read_pasted, read_sources

from .forums import THREAD, phpbb


def test_jsonl_bodies_and_flags() -> None:
    lines = [
        {"number": 812, "author": "Vivax", "html": "<b>##vote sicklucker</b>", "time": "t"},
        {"number": 813, "author": "Koshi", "bbcode": "[quote]x[/quote]hi", "edited": True},
        {"number": 814, "author": "Wilma", "text": "VOTE: Koshi"},
    ]
    posts = read_jsonl("\n".join(json.dumps(x) for x in lines), "p.jsonl")
    assert [(p.number, p.author, p.edited, p.formatted) for p in posts] == [
        (812, "Vivax", False, True),
        (813, "Koshi", True, True),
        (814, "Wilma", False, False),
    ]
    assert unmark(posts[1].text) == "hi" and posts[0].time == "t"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{", "line 1: not JSON"),
        ("[1]", "a post is a JSON object"),
        ('{"number": 0, "author": "A", "text": ""}', "'number'"),
        ('{"number": 1, "author": "", "text": ""}', "'author'"),
        ('{"number": 1, "author": "A"}', "exactly one of"),
        ('{"number": 1, "author": "A", "text": "", "html": ""}', "exactly one of"),
        ('{"number": 1, "author": "A", "text": "", "edited": "yes"}', "'edited'"),
    ],
)
def test_jsonl_errors_name_the_line(line: str, message: str) -> None:
    with pytest.raises(ThreadError, match=message):
        read_jsonl(line, "p.jsonl")


@pytest.mark.parametrize("text", ["", "\n  \n"])
def test_an_empty_posts_file_is_an_error(text: str) -> None:
    """An empty .jsonl was an empty count with exit 0; the spec: a source the reader finds
    nothing in is "an error naming the file, never a silent empty result", as a saved page
    with no posts and pasted text with none already were."""
    with pytest.raises(ThreadError, match=r"p\.jsonl: no posts"):
        read_jsonl(text, "p.jsonl")


def test_pasted_bbcode_posts() -> None:
    text = (
        "#12 Vivax\n[quote=Koshi][b]VOTE: Vivax[/b][/quote]\n[b]VOTE: Koshi[/b]\n"
        "Post #13 by Koshi » Mon Jan 19\n##vote Vivax\n"
    )
    posts = read_pasted(text)
    assert [(p.number, p.author) for p in posts] == [(12, "Vivax"), (13, "Koshi")]
    assert "Vivax" not in unmark(posts[0].text)


def test_pasted_plain_text_and_smf_replies() -> None:
    posts = read_pasted("Reply #4 by Koshi\nVOTE: Vivax\n")
    assert [(p.number, p.author, p.formatted) for p in posts] == [(5, "Koshi", False)]
    with pytest.raises(ThreadError, match="start each post with a line like '#12 Vivax'"):
        read_pasted("just words")


def test_pasted_page_html_is_read_by_its_engine() -> None:
    assert len(read_pasted(phpbb(THREAD))) == len(THREAD)


def test_saved_pages_in_order_continue_the_numbering(tmp_path: Path) -> None:
    first, second = tmp_path / "1.html", tmp_path / "2.html"
    first.write_text(phpbb(THREAD[:4]), encoding="utf-8")
    # a page saved without its page links: numbered on from the page before
    second.write_text(phpbb(THREAD[4:]).replace('<div class="pagination">', "<div>"), "utf-8")
    posts = read_sources([str(first), str(second)], lambda: "", lambda url: [])
    assert [p.number for p in posts] == list(range(1, len(THREAD) + 1))
    with pytest.raises(ThreadError, match="missing.html: cannot be read"):
        read_sources([str(tmp_path / "missing.html")], lambda: "", lambda url: [])


def _pages(tmp_path: Path, per_page: int = 3) -> list[Path]:
    """THREAD saved as its numbered pages (each page knows its place from its page links)."""
    count = -(-len(THREAD) // per_page)
    files = []
    for n in range(1, count + 1):
        page = tmp_path / f"page{n}.html"
        chunk = THREAD[(n - 1) * per_page : n * per_page]
        page.write_text(phpbb(chunk, page=n, pages=count, per_page=per_page), encoding="utf-8")
        files.append(page)
    return files


def test_saved_pages_in_any_order_are_read_in_thread_order(tmp_path: Path) -> None:
    files = _pages(tmp_path)
    assert len(files) >= 3
    in_order = read_sources([str(f) for f in files], lambda: "", lambda url: [])
    shuffled = [files[-1], files[0], *files[1:-1]]  # as a file dialog may hand them over
    posts = read_sources([str(f) for f in shuffled], lambda: "", lambda url: [])
    assert posts == in_order
    assert [p.number for p in posts] == list(range(1, len(THREAD) + 1))


def test_a_post_two_sources_hold_alike_is_read_once(tmp_path: Path) -> None:
    files = _pages(tmp_path)
    twice = [str(files[0]), str(files[1]), str(files[0])]  # the first page given again
    posts = read_sources(twice, lambda: "", lambda url: [])
    assert [p.number for p in posts] == list(range(1, 7))


def test_a_post_two_sources_hold_differently_is_an_error(tmp_path: Path) -> None:
    files = _pages(tmp_path)
    edited = tmp_path / "again.jsonl"
    edited.write_text(json.dumps({"number": 2, "author": THREAD[1].author, "text": "edited"}))
    with pytest.raises(ThreadError, match=r"post 2 is in .*page1.html and in .*again.jsonl"):
        read_sources([str(files[0]), str(edited)], lambda: "", lambda url: [])
