"""Fetching a thread by its address with httpx: page after page, politely, to the last page.

:class:`ThreadFetcher` follows the forum's own "next page" links from the first page (or
from a page already read, on a refresh, or from the page that holds the ``--from`` post)
and hands back each page's posts. Discourse is read through its JSON API when the forum
answers it, through its crawler pages otherwise.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlparse, urlunparse

import httpx

from .body import html_fragment_text
from .model import Post, ThreadError
from .pages import Page, read_page

#: seconds between two requests to the forum
POLITE_DELAY = 1.0
#: a thread longer than this many pages is refused (a loop in the page links)
MAX_PAGES = 500
USER_AGENT = "MafiaMod (a moderator's vote counter; one request a second)"
_DISCOURSE_TOPIC = re.compile(r"^(?P<base>.*?/t/(?:[^/]+/)?(?P<id>\d+))(?:/\d+)?/?$")


@dataclass
class FetchedPage:
    """One page as fetched: its address and what it held."""

    url: str
    page: Page


class ThreadFetcher:
    """Reads a thread page by page. ``delay`` is the pause between requests (seconds).

    ``cancelled`` is polled before every request: when it returns True the fetch stops
    with :class:`ThreadError` ("cancelled") and nothing read is handed back.
    """

    def __init__(
        self,
        client: httpx.Client | None = None,
        delay: float = POLITE_DELAY,
        cancelled: Callable[[], bool] = lambda: False,
        progress: Callable[[int, int | None], None] = lambda done, total: None,
    ) -> None:
        self.client = client or httpx.Client(
            follow_redirects=True, timeout=30.0, headers={"User-Agent": USER_AGENT}
        )
        self.delay = delay
        self.cancelled = cancelled
        self.progress = progress
        self._last_request = 0.0

    def _get(self, url: str, **params: Any) -> httpx.Response:
        if self.cancelled():
            raise ThreadError("cancelled")
        wait = self._last_request + self.delay - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        try:
            response = self.client.get(url, params=params or None)
        except (httpx.HTTPError, httpx.InvalidURL) as exc:
            raise ThreadError("{url}: cannot be read ({error})", url=url, error=exc) from None
        finally:
            self._last_request = time.monotonic()
        if response.status_code in (401, 403):
            raise ThreadError(
                "{url}: the forum asks for a login (HTTP {status})",
                url=url,
                status=response.status_code,
            )
        if response.status_code >= 400:
            raise ThreadError(
                "{url}: the forum answered HTTP {status}", url=url, status=response.status_code
            )
        return response

    def pages(self, url: str, after: int = 0) -> Iterator[FetchedPage]:
        """The pages of the thread from ``url`` on; ``after`` posts already precede ``url``."""
        seen: set[str] = set()
        if url:
            yield from self._follow(self._page(url, after, "", seen), seen)

    def _page(self, url: str, after: int, engine: str, seen: set[str]) -> FetchedPage:
        """One page fetched; ``after`` posts precede it unless the page says otherwise."""
        seen.add(url)
        response = self._get(url)
        page = read_page(response.text, url, str(response.url), after, engine)
        return FetchedPage(str(response.url), page)

    def _follow(
        self, fetched: FetchedPage, seen: set[str], skipped: int = 0
    ) -> Iterator[FetchedPage]:
        """``fetched``, then the pages its "next" links lead to, to the last.

        ``skipped`` pages before ``fetched`` were not read (``--from``): the progress
        counts the pages left to read.
        """
        while True:
            yield fetched
            page = fetched.page
            total = page.last_page - skipped if page.last_page else None
            self.progress(len(seen), total)
            url = page.next_url or ""
            if not url or url in seen or len(seen) >= MAX_PAGES:
                return
            after = page.posts[-1].number if page.posts else page.start or 0
            fetched = self._page(url, after, page.engine, seen)

    def from_post(self, url: str, first: int) -> Iterator[FetchedPage]:
        """The pages from the one that holds post ``first`` on (``url``: a page of the thread).

        The page is found from the forum's pagination: the posts a page holds (as the page
        or its links' post offsets say, else as many as a full first page holds) give the
        page number, and its address is one of the page links, or made from them when
        every page link shown is the same address with the page number (or post offset)
        changed. A page read so is kept only when it says where it starts and starts
        before post ``first``; otherwise, and whenever the page or its address cannot be
        known, the pages are read one after the other from the last one kept (from the
        first page when ``url`` is a page after post ``first``): never a post of ``first``
        or later is missed.
        """
        seen: set[str] = set()
        current = self._page(url, 0, "", seen)
        for _ in range(MAX_PAGES):
            hop = self._hop(current, first)
            if hop is None or hop in seen:
                break
            landing = self._try_page(hop, current.page.engine, seen)
            first_page = hop == current.page.page_urls.get(1)  # starts the thread: after 0
            if (
                landing
                and (first_page or landing.page.known_start)
                and (current_start(landing) < first)
            ):
                current = landing
                continue
            one = current.page.page_urls.get(1)
            if _after(current, first) and one and one not in seen:
                current = self._try_page(one, current.page.engine, seen) or current
            break  # where it starts is not known, or it starts too late: read on from here
        # the pages read in turn may reach a page read on the way: only this one is done
        yield from self._follow(current, {current.url}, (current.page.page or 1) - 1)

    def _try_page(self, url: str, engine: str, seen: set[str]) -> FetchedPage | None:
        """A page at an address made or read from the page links, or None if it fails."""
        try:
            return self._page(url, 0, engine, seen)
        except ThreadError:
            if self.cancelled():
                raise
            return None  # a made address the forum does not answer

    def _hop(self, fetched: FetchedPage, first: int) -> str | None:
        """The address of another page that should hold post ``first``, or None to read on."""
        page = fetched.page
        back = _after(fetched, first)
        if not back and (not page.next_url or (page.posts and page.posts[-1].number >= first)):
            return None
        per_page = page.per_page or page.size
        start = current_start(fetched)
        number = page.page or (start // per_page + 1 if per_page else None)
        if not per_page or number is None:
            return None
        links = dict(page.page_urls)
        if page.next_url:
            links.setdefault(number + 1, page.next_url)
        target = (first - 1) // per_page + 1
        if page.last_page:
            target = min(target, page.last_page)
        if not back and target <= number + 1:
            return None  # the next page: the "next" link leads there anyway
        made = links.get(target) or page_address(links, target, page.per_page)
        if made:
            return made
        if back:
            nearer = [n for n in links if n <= target]
            return links[max(nearer)] if nearer else None
        nearer = [n for n in links if number + 1 < n <= target]
        return links[max(nearer)] if nearer else None

    def read(
        self,
        url: str,
        known: int = 0,
        resume: tuple[str, int] | None = None,
        first: int | None = None,
    ) -> tuple[list[Post], tuple[str, int]]:
        """Posts numbered above ``known``, and where the next refresh resumes.

        ``resume`` is (the last page read, the posts before it) from an earlier read: a
        refresh starts there, so only pages not read yet (and the last one again, which
        may have grown) are fetched. Without it the thread is read from ``url``, or, with
        ``first`` (``--from``), from the page that holds post ``first``
        (:meth:`from_post`); posts before ``first`` on that page are handed back too.
        """
        try:
            httpx.URL(url)
            urlparse(url)
        except (httpx.InvalidURL, ValueError) as exc:
            raise ThreadError("{url}: not a valid address ({error})", url=url, error=exc) from None
        try:
            discourse = self._discourse(url, known, first or 1)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ThreadError(  # a forum that answers JSON not shaped as Discourse's
                "{url}: the forum's answer cannot be read ({error})", url=url, error=exc
            ) from None
        if discourse is not None:
            return discourse, (url, 0)
        start, after = resume or (url, 0)
        if resume is None and first is not None and first > 1:
            fetched = self.from_post(url, first)
        else:
            fetched = self.pages(start, after)
        posts: list[Post] = []
        where = (start, after)
        for one in fetched:
            begins = one.page.start if one.page.start is not None else after
            where = (one.url, begins)
            posts.extend(p for p in one.page.posts if p.number > known)
        return posts, where

    def _discourse(self, url: str, known: int, first: int = 1) -> list[Post] | None:
        """A Discourse topic read through its JSON API, or None when the forum is not one.

        The posts not in the topic's first answer are asked for twenty at a time; with
        ``first`` (``--from``) from the last back, stopping at a batch that reaches below
        post ``first`` (the stream is in posting order, so every earlier post is below it).
        """
        found = _DISCOURSE_TOPIC.match(urlunparse(urlparse(url)._replace(query="", fragment="")))
        if not found:
            return None
        try:
            topic = self._get(found.group("base") + ".json").json()
        except (ThreadError, json.JSONDecodeError, ValueError):
            if self.cancelled():
                raise ThreadError("cancelled") from None
            return None
        stream = topic.get("post_stream") if isinstance(topic, dict) else None
        if not isinstance(stream, dict) or not isinstance(stream.get("stream"), list):
            return None
        ids: list[int] = [i for i in stream["stream"] if isinstance(i, int)]
        have = {p["id"]: p for p in stream.get("posts", []) if isinstance(p, dict)}
        missing = [i for i in ids if i not in have]
        base = found.group("base").rsplit("/t/", 1)[0] + "/t/" + found.group("id")
        batches = [missing[i : i + 20] for i in range(0, len(missing), 20)]
        if first > 1:
            batches.reverse()
        for done, batch in enumerate(batches, 2):
            data = self._get(base + "/posts.json", **{"post_ids[]": batch}).json()
            numbers = []
            for p in data.get("post_stream", {}).get("posts", []):
                have[p["id"]] = p
                numbers.append(int(p.get("post_number", 0)))
            self.progress(done, len(batches) + 1)
            if first > 1 and numbers and min(numbers) < first:
                break
        posts = [_discourse_post(have[i], base) for i in ids if i in have]
        return [p for p in posts if p.number > known and p.number >= first]


def current_start(fetched: FetchedPage) -> int:
    """Posts before a fetched page."""
    return fetched.page.start or 0


def _after(fetched: FetchedPage, first: int) -> bool:
    """The page is known to start after post ``first`` (an address of a later page)."""
    return fetched.page.known_start and current_start(fetched) >= first


_RUN = re.compile(r"(\d+)")


def page_address(links: dict[int, str], page: int, per_page: int | None) -> str | None:
    """The address of page ``page`` made from the page links shown (``{number: address}``).

    Every link after the first must be the same address but for one number, which is its
    page number (``page-7``, ``&page=7``, ``/page7``) or its post offset (``start=150``,
    ``topic=12.150``, with ``per_page``); the one address every such reading makes, or None
    when there is none or they disagree.
    """
    later = sorted((n, _RUN.split(u)) for n, u in links.items() if n > 1)
    if not later:
        return None
    model_n, model = later[0]
    made: set[str] = set()
    steps = [0] + ([per_page] if per_page else [])  # 0: the page number itself

    def value(n: int, step: int) -> str:
        return str((n - 1) * step if step else n)

    for at in range(1, len(model), 2):
        for step in steps:
            if model[at] != value(model_n, step):
                continue
            if all(
                len(parts) == len(model)
                and all(
                    p == m for i, (p, m) in enumerate(zip(parts, model, strict=True)) if i != at
                )
                and parts[at] == value(n, step)
                for n, parts in later[1:]
            ):
                made.add("".join([*model[:at], value(page, step), *model[at + 1 :]]))
    return made.pop() if len(made) == 1 else None


def _discourse_post(data: dict[str, Any], base: str) -> Post:
    """A post of Discourse's JSON (``post_number``, ``username``, ``cooked``)."""
    number = int(data.get("post_number", 0))
    return Post(
        number,
        str(data.get("username", "")),
        html_fragment_text(str(data.get("cooked", ""))),
        data.get("created_at"),
        int(data.get("version", 1) or 1) > 1,
        link=f"{base}/{number}",
    )
