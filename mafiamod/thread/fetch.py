"""Fetching a thread by its address with httpx: page after page, politely, to the last page.

:class:`ThreadFetcher` follows the forum's own "next page" links from the first page (or
from a page already read, on a refresh) and hands back each page's posts. Discourse is read
through its JSON API when the forum answers it, through its crawler pages otherwise.
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
        offset, engine = after, ""
        while url and url not in seen and len(seen) < MAX_PAGES:
            seen.add(url)
            response = self._get(url)
            page = read_page(response.text, url, str(response.url), offset, engine)
            engine = page.engine
            yield FetchedPage(str(response.url), page)
            self.progress(len(seen), page.last_page)
            if page.posts:
                offset = page.posts[-1].number
            url = page.next_url or ""

    def read(
        self, url: str, known: int = 0, resume: tuple[str, int] | None = None
    ) -> tuple[list[Post], tuple[str, int]]:
        """Posts numbered above ``known``, and where the next refresh resumes.

        ``resume`` is (the last page read, the posts before it) from an earlier read: a
        refresh starts there, so only pages not read yet (and the last one again, which
        may have grown) are fetched. Without it the thread is read from ``url``.
        """
        try:
            httpx.URL(url)
            urlparse(url)
        except (httpx.InvalidURL, ValueError) as exc:
            raise ThreadError("{url}: not a valid address ({error})", url=url, error=exc) from None
        try:
            discourse = self._discourse(url, known)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ThreadError(  # a forum that answers JSON not shaped as Discourse's
                "{url}: the forum's answer cannot be read ({error})", url=url, error=exc
            ) from None
        if discourse is not None:
            return discourse, (url, 0)
        start, after = resume or (url, 0)
        posts: list[Post] = []
        where = (start, after)
        for fetched in self.pages(start, after):
            first = fetched.page.start if fetched.page.start is not None else after
            where = (fetched.url, first)
            posts.extend(p for p in fetched.page.posts if p.number > known)
        return posts, where

    def _discourse(self, url: str, known: int) -> list[Post] | None:
        """A Discourse topic read through its JSON API, or None when the forum is not one."""
        found = _DISCOURSE_TOPIC.match(urlunparse(urlparse(url)._replace(query="", fragment="")))
        if not found:
            return None
        try:
            topic = self._get(found.group("base") + ".json").json()
        except (ThreadError, json.JSONDecodeError, ValueError):
            return None
        stream = topic.get("post_stream") if isinstance(topic, dict) else None
        if not isinstance(stream, dict) or not isinstance(stream.get("stream"), list):
            return None
        ids: list[int] = [i for i in stream["stream"] if isinstance(i, int)]
        have = {p["id"]: p for p in stream.get("posts", []) if isinstance(p, dict)}
        missing = [i for i in ids if i not in have]
        base = found.group("base").rsplit("/t/", 1)[0] + "/t/" + found.group("id")
        for chunk in range(0, len(missing), 20):
            batch = missing[chunk : chunk + 20]
            data = self._get(base + "/posts.json", **{"post_ids[]": batch}).json()
            for p in data.get("post_stream", {}).get("posts", []):
                have[p["id"]] = p
            self.progress(chunk // 20 + 2, len(missing) // 20 + 2)
        posts = [_discourse_post(have[i], base) for i in ids if i in have]
        return [p for p in posts if p.number > known]


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
