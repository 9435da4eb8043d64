"""Fetching a thread from a local server: page links to the last page, refresh, errors."""

from __future__ import annotations

import json

import pytest
from pytest_httpserver import HTTPServer

from mafiamod.thread.fetch import ThreadFetcher
from mafiamod.thread.model import ThreadError

from .forums import THREAD, P, phpbb, xenforo2

PER_PAGE = 3


def pages_of(posts: list[P]) -> list[list[P]]:
    return [posts[i : i + PER_PAGE] for i in range(0, len(posts), PER_PAGE)]


def serve_phpbb(server: HTTPServer, posts: list[P]) -> None:
    chunks = pages_of(posts)
    for n, chunk in enumerate(chunks, 1):
        html = phpbb(chunk, page=n, pages=len(chunks), per_page=PER_PAGE)
        query = {"t": "7"} if n == 1 else {"t": "7", "start": str((n - 1) * PER_PAGE)}
        server.expect_request("/viewtopic.php", query_string=query).respond_with_data(
            html, content_type="text/html"
        )


def test_reads_every_page_then_only_new_ones(httpserver: HTTPServer) -> None:
    serve_phpbb(httpserver, THREAD)
    fetcher = ThreadFetcher(delay=0)
    url = httpserver.url_for("/viewtopic.php?t=7")
    posts, resume = fetcher.read(url)
    assert [p.number for p in posts] == list(range(1, 8))
    assert [p.author for p in posts] == [p.author for p in THREAD]
    assert len(httpserver.log) == 3
    assert resume[1] == 6  # the last page starts after post 6
    # two more posts arrive: the refresh starts at the last page read
    httpserver.clear()
    more = [*THREAD, P("Koshi", "<b>UNVOTE</b>"), P("Vivax", "hi")]
    serve_phpbb(httpserver, more)
    posts, resume = fetcher.read(url, known=7, resume=resume)
    assert [(p.number, p.author) for p in posts] == [(8, "Koshi"), (9, "Vivax")]
    assert [r.query_string for r, _ in httpserver.log] == [b"t=7&start=6"]


def test_next_links_are_followed_on_xenforo(httpserver: HTTPServer) -> None:
    chunks = pages_of(THREAD)
    for n, chunk in enumerate(chunks, 1):
        path = "/threads/game.7/" + (f"page-{n}" if n > 1 else "")
        html = xenforo2(chunk, page=n, pages=len(chunks), per_page=PER_PAGE)
        httpserver.expect_request(path).respond_with_data(html, content_type="text/html")
    posts, _ = ThreadFetcher(delay=0).read(httpserver.url_for("/threads/game.7/"))
    assert [p.number for p in posts] == list(range(1, 8))


def test_discourse_json_api(httpserver: HTTPServer) -> None:
    def post(i: int) -> dict[str, object]:
        return {
            "id": 100 + i,
            "post_number": i,
            "username": "Vivax" if i % 2 else "Koshi",
            "cooked": f"<p>##vote Koshi {i}</p><aside class='quote'>##vote Vivax</aside>",
            "created_at": "2015-01-19T22:59:00Z",
            "version": 2 if i == 3 else 1,
        }

    topic = {
        "post_stream": {"posts": [post(i) for i in range(1, 21)], "stream": list(range(101, 126))}
    }
    httpserver.expect_request("/t/game/7.json").respond_with_json(topic)
    rest = {"post_stream": {"posts": [post(i) for i in range(21, 26)]}}
    httpserver.expect_request("/t/7/posts.json").respond_with_json(rest)
    posts, _ = ThreadFetcher(delay=0).read(httpserver.url_for("/t/game/7"), known=2)
    assert [p.number for p in posts] == list(range(3, 26))
    assert posts[0].edited and not posts[1].edited
    assert "Vivax" not in posts[0].text
    assert "post_ids%5B%5D=121" in httpserver.log[-1][0].query_string.decode()
    assert json.dumps(topic)  # served as JSON


def test_login_wall_and_errors(httpserver: HTTPServer) -> None:
    httpserver.expect_request("/private").respond_with_data("no", status=403)
    httpserver.expect_request("/gone").respond_with_data("no", status=404)
    login = "<html><body><form><input type='password' name='p'></form></body></html>"
    httpserver.expect_request("/login").respond_with_data(login, content_type="text/html")
    httpserver.expect_request("/blog").respond_with_data("<html><body>hi</body></html>")
    fetcher = ThreadFetcher(delay=0)
    for path, message in [
        ("/private", "asks for a login"),
        ("/gone", "HTTP 404"),
        ("/login", "asks for a login"),
        ("/blog", "not a thread page"),
    ]:
        with pytest.raises(ThreadError, match=message):
            fetcher.read(httpserver.url_for(path))
    with pytest.raises(ThreadError, match="cannot be read"):
        ThreadFetcher(delay=0).read("http://127.0.0.1:9/nothing")


def test_cancel_and_polite_delay(httpserver: HTTPServer) -> None:
    serve_phpbb(httpserver, THREAD)
    calls = []
    fetcher = ThreadFetcher(delay=0, cancelled=lambda: len(calls) >= 1)
    fetcher.progress = lambda done, total: calls.append((done, total))
    with pytest.raises(ThreadError, match="cancelled"):
        fetcher.read(httpserver.url_for("/viewtopic.php?t=7"))
    assert calls == [(1, 3)]
    import time

    slow = ThreadFetcher(delay=0.2)
    began = time.monotonic()
    slow.read(httpserver.url_for("/viewtopic.php?t=7"))
    assert time.monotonic() - began >= 0.4  # three pages, two pauses
