"""Fetching a thread from a local server: page links to the last page, refresh, errors."""

from __future__ import annotations

import json
import re

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from mafiamod.thread.fetch import ThreadFetcher, page_address
from mafiamod.thread.model import ThreadError, unmark

from .forums import PLAYERS, RENDERERS, THREAD, P, phpbb, xenforo2

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


# --from N with a thread URL: the fetch starts at the page that holds post N

LONG = [P(PLAYERS[n % 5], f"<b>VOTE: {PLAYERS[(n + 1) % 5]}</b> n{n + 1}") for n in range(40)]
#: each engine's first page, as the tests' server serves it
FIRST_PAGE = {
    "phpBB 3": "/viewtopic.php?t=7",
    "phpBB 2": "/viewtopic.php?t=7",
    "FluxBB": "/viewtopic.php?id=7",
    "PunBB 1.3": "/viewtopic.php?id=7",
    "MyBB": "/showthread.php?tid=7",
    "vBulletin 3": "/showthread.php?t=7&page=1",
    "vBulletin 4": "/showthread.php?7-Game",
    "vBulletin 5": "/forum/games/7-game",
    "XenForo 1": "/threads/game.7/",
    "XenForo 2": "/threads/game.7/",
    "Discourse": "/t/game/7",
    "Invision Community": "/topic/7-game/",
    "SMF": "/index.php?topic=7.0",
}
_OFFSET = re.compile(r"(?:start=|topic=7\.)(\d+)")
_PAGE = re.compile(r"(?:page[-/=]?|[?&]p=)(\d+)")


def requested_page(request: Request) -> int:
    """The page a request asks for, by its page number or post offset."""
    where = request.path + "?" + request.query_string.decode()
    if found := _OFFSET.search(where):
        return int(found.group(1)) // PER_PAGE + 1
    found = _PAGE.search(where)
    return int(found.group(1)) if found else 1


def serve_engine(
    server: HTTPServer, engine: str, posts: list[P], first_page: int = PER_PAGE
) -> list[int]:
    """Serve ``posts`` in ``engine``'s pages (the first holds ``first_page``): pages asked for."""
    chunks = [posts[:first_page]] + pages_of(posts[first_page:])
    asked: list[int] = []
    base = server.url_for("").rstrip("/")

    def handler(request: Request) -> Response:
        if request.path.endswith(".json"):
            return Response("not here", status=404)  # a Discourse forum without its API
        n = requested_page(request)
        asked.append(n)
        if not 1 <= n <= len(chunks):
            return Response("no such page", status=404)
        html = RENDERERS[engine](chunks[n - 1], page=n, pages=len(chunks), per_page=PER_PAGE)
        return Response(html.replace("https://forum.example", base), content_type="text/html")

    server.expect_request(re.compile(".*")).respond_with_handler(handler)
    return asked


@pytest.mark.parametrize("engine", sorted(FIRST_PAGE))
def test_from_starts_at_the_page_that_holds_the_post(httpserver: HTTPServer, engine: str) -> None:
    asked = serve_engine(httpserver, engine, LONG)
    url = httpserver.url_for(FIRST_PAGE[engine])
    posts, _ = ThreadFetcher(delay=0).read(url, first=31)
    assert asked == [1, 11, 12, 13, 14]  # the first page, then from post 31's page on
    assert [p.number for p in posts] == list(range(31, 41))
    assert all(unmark(p.text).endswith(f"n{p.number}") for p in posts)


@pytest.mark.parametrize("engine", ["XenForo 2", "MyBB"])
def test_from_reads_on_when_the_page_size_misleads(httpserver: HTTPServer, engine: str) -> None:
    # the first page shows two posts (one deleted): a page of two would put post 31 on
    # page 16 (the last is 14); page 14 starts after it, so the pages are read in turn
    thread = [p for n, p in enumerate(LONG) if n != 2]
    numbered = [*range(1, 3), *range(4, 41)]
    asked = serve_engine(httpserver, engine, thread, first_page=2)
    posts, _ = ThreadFetcher(delay=0).read(httpserver.url_for(FIRST_PAGE[engine]), first=31)
    assert asked == [1, 14, *range(2, 15)]
    assert [p.number for p in posts] == numbered
    assert all(unmark(p.text).endswith(f"n{p.number}") for p in posts)


def test_from_on_the_first_page_or_past_the_last(httpserver: HTTPServer) -> None:
    asked = serve_engine(httpserver, "phpBB 3", LONG)
    url = httpserver.url_for(FIRST_PAGE["phpBB 3"])
    posts, _ = ThreadFetcher(delay=0).read(url, first=4)
    assert asked == list(range(1, 15)) and posts[0].number == 1  # post 4 is on page 2
    asked.clear()
    posts, _ = ThreadFetcher(delay=0).read(url, first=99)
    assert asked == [1, 14] and [p.number for p in posts] == [40]


def test_page_address_from_the_page_links() -> None:
    phpbb = {n: f"./viewtopic.php?f=3&t=7&start={(n - 1) * 25}" for n in (2, 3, 40)}
    assert page_address(phpbb, 17, 25) == "./viewtopic.php?f=3&t=7&start=400"
    xf = {2: "/threads/game.2/page-2", 3: "/threads/game.2/page-3"}
    assert page_address(xf, 9, None) == "/threads/game.2/page-9"
    assert page_address({2: "/threads/game.2/page-2"}, 9, None) is None  # which 2 is the page?
    assert page_address({2: "/t?p=2&s=ab1", 3: "/t?p=3&s=xy9"}, 9, None) is None
    assert page_address({}, 9, 25) is None


def test_discourse_api_from_reads_the_last_batches_only(httpserver: HTTPServer) -> None:
    def post(i: int) -> dict[str, object]:
        return {"id": 100 + i, "post_number": i, "username": "Vivax", "cooked": f"<p>n{i}</p>"}

    topic = {
        "post_stream": {"posts": [post(i) for i in range(1, 21)], "stream": [*range(101, 166)]}
    }
    httpserver.expect_request("/t/game/7.json").respond_with_json(topic)

    def batch(request: Request) -> Response:
        ids = [int(i) - 100 for i in request.args.getlist("post_ids[]")]
        return Response(json.dumps({"post_stream": {"posts": [post(i) for i in ids]}}))

    httpserver.expect_request("/t/7/posts.json").respond_with_handler(batch)
    posts, _ = ThreadFetcher(delay=0).read(httpserver.url_for("/t/game/7"), first=50)
    assert [p.number for p in posts] == list(range(50, 66))
    assert len(httpserver.log) == 3  # the topic, posts 61-65, posts 41-60


@pytest.mark.parametrize("engine", ["phpBB 3", "XenForo 2", "SMF"])
def test_from_before_the_page_given_goes_back(httpserver: HTTPServer, engine: str) -> None:
    asked = serve_engine(httpserver, engine, LONG)
    page_10 = {"phpBB 3": "/viewtopic.php?t=7&start=27", "XenForo 2": "/threads/game.7/page-10",
               "SMF": "/index.php?topic=7.27"}[engine]  # fmt: skip
    posts, _ = ThreadFetcher(delay=0).read(httpserver.url_for(page_10), first=8)
    assert asked == [10, 3, *range(4, 15)]  # post 8 is on page 3, a link page 10 shows
    assert [p.number for p in posts] == list(range(7, 41))
    asked.clear()
    posts, _ = ThreadFetcher(delay=0).read(httpserver.url_for(page_10), first=2)
    assert asked == list(range(10, 11)) + list(range(1, 15))  # page 1, a link it shows
    assert [p.number for p in posts] == list(range(1, 41))
