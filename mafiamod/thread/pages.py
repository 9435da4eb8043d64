"""A thread page read with its engine: its posts, where it starts, and where the next page is."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import parse_qs, urljoin, urlparse

from selectolax.lexbor import LexborHTMLParser, LexborNode

from .body import html_text
from .engines import ENGINES, Engine
from .model import Post, ThreadError, unmark

_DIGITS = re.compile(r"\d+")
_RESULTS = re.compile(r"(\d+)\s*(?:to|-|–)\s*\d+")


@dataclass
class Page:
    """One thread page: posts numbered from the page's start, and its page links."""

    engine: str
    posts: list[Post] = field(default_factory=list)
    start: int | None = None  # posts before this page, when the page says it
    page: int | None = None  # this page's number, when shown
    last_page: int | None = None
    next_url: str | None = None
    page_urls: dict[int, str] = field(default_factory=dict)
    size: int = 0  # post containers on the page (a full page holds a page's worth)
    per_page: int | None = None  # posts a page holds, when the page or its links say it
    known_start: bool = False  # ``start`` is the page's own word, not the ``offset`` given


def recognise(tree: LexborHTMLParser, hint: Engine | None = None) -> Engine | None:
    """The engine whose pages look like this one (``hint``, the last page's, tried first)."""
    for engine in (hint, *ENGINES) if hint else ENGINES:
        if tree.css_first(engine.detect) is not None:
            return engine
    return None


def read_page(html: str, where: str, url: str = "", offset: int = 0, hint: str = "") -> Page:
    """Read a thread page; ``offset`` numbers its posts when the page does not say where it starts.

    ``hint`` names the engine of the page before (tried first). Raises
    :class:`ThreadError` naming ``where`` for a login wall, a page no engine
    recognises, or a recognised page with no posts.
    """
    tree = LexborHTMLParser(html)
    engine = recognise(tree, next((e for e in ENGINES if e.name == hint), None))
    nodes = _unique(tree.css(engine.post)) if engine else []
    if not nodes:
        if tree.css_first("input[type=password]") is not None:
            raise ThreadError(
                "{where}: the forum asks for a login; log in and save the page", where=where
            )
        if engine is None:
            raise ThreadError("{where}: not a thread page of a forum MafiaMod knows", where=where)
        raise ThreadError(
            "{where}: a {forum} page with no posts (not a thread page?)",
            where=where,
            forum=engine.name,
        )
    assert engine is not None
    page = Page(engine.name, size=len(nodes))
    links = _link_base(tree, url)
    _pagination(tree, engine, url, page, links)
    printed = [_number(n, engine) for n in nodes]
    start = page.start
    if start is None:  # the first post that prints its number places the page
        first = next(((i, n) for i, n in enumerate(printed) if n is not None), None)
        if first is not None:
            start = first[1] + (1 if engine.replies else 0) - 1 - first[0]
    page.known_start = start is not None
    if start is None:
        start = offset
    page.start = start
    for index, node in enumerate(nodes):
        post = _post(node, engine, start + index + 1, links)
        if post is not None:
            page.posts.append(post)
    return page


def _link_base(tree: LexborHTMLParser, url: str) -> str:
    """The address a page's relative links are read against: its ``<base href>`` if any."""
    base = tree.css_first("base[href]")
    href = (base.attributes.get("href") or "").strip() if base is not None else ""
    if not href:
        return url
    return urljoin(url, href) if url else href


def _unique(nodes: list[LexborNode]) -> list[LexborNode]:
    """Nodes once each, in document order (a selector list may match a node twice)."""
    seen: set[int] = set()
    out = []
    for node in nodes:
        if node.mem_id not in seen:
            seen.add(node.mem_id)
            out.append(node)
    return out


def _first(node: LexborNode, selectors: str) -> str | None:
    """The text (or ``@attr`` value) of the first match of comma-separated selectors."""
    for selector in (s.strip() for s in selectors.split(",")):
        if not selector:
            continue
        css, _, attr = selector.partition("@")
        found = node.css_first(css) if css else node
        if found is None:
            continue
        value = found.attributes.get(attr) if attr else found.text(strip=True)
        if value and value.strip():
            return " ".join(value.split())
    return None


def _first_node(node: LexborNode, selectors: str) -> LexborNode | None:
    """The first match of the first comma-separated selector that matches."""
    for selector in (s.strip() for s in selectors.split(",") if s.strip()):
        found = node.css_first(selector)
        if found is not None:
            return found
    return None


def _number(node: LexborNode, engine: Engine) -> int | None:
    text = _first(node, engine.number) if engine.number else None
    found = _DIGITS.search(text.replace(",", "")) if text else None
    return int(found.group()) if found else None


def _post(node: LexborNode, engine: Engine, number: int, url: str) -> Post | None:
    author = _first(node, engine.author)
    body = _first_node(node, engine.body)
    if author is None or body is None:
        return None
    time = _first(node, engine.time) if engine.time else None
    edited = bool(engine.edited) and node.css_first(engine.edited) is not None
    link = _first(node, engine.permalink) if engine.permalink else None
    if link:
        link = urljoin(url, link) if url else link
    text = html_text(body, engine.exclude)
    if engine.signature_line:
        text = _before_signature(text, engine.signature_line)
    return Post(number, author, text, time, edited, link=link)


def _before_signature(text: str, line: str) -> str:
    """``text`` up to the line that starts a signature (``line``, a pattern), if any."""
    pattern = re.compile(line)
    lines = text.split("\n")
    for at, one in enumerate(lines):
        if pattern.fullmatch(unmark(one).strip()):
            return "\n".join(lines[:at])
    return text


def _pagination(
    tree: LexborHTMLParser, engine: Engine, url: str, page: Page, links: str = ""
) -> None:
    """The page's links (read against ``links``, its base address) and where it starts."""
    links = links or url
    root = tree.root
    if root is None:
        return
    for selector in (s.strip() for s in engine.next.split(",") if s.strip()):
        css, _, attr = selector.partition("@")
        link = root.css_first(css)
        href = link.attributes.get(attr or "href") if link is not None else None
        if href and not href.startswith(("javascript", "#")):
            page.next_url = urljoin(links, href)
            break
    current = _first(root, engine.current) if engine.current else None
    if current and current.isdigit():
        page.page = int(current)
    numbered: dict[int, str] = {}
    if engine.pages:
        for link in root.css(engine.pages):
            text, href = link.text(strip=True), link.attributes.get("href")
            if text.isdigit() and href and not href.startswith("javascript"):
                numbered[int(text)] = urljoin(links, href)
    page.page_urls = numbered
    known = [*numbered, *([page.page] if page.page else [])]
    page.last_page = max(known) if known else None
    if page.next_url is None and page.page is not None and page.page + 1 in numbered:
        page.next_url = numbered[page.page + 1]
    page.per_page = _per_page(root, engine, numbered)
    # a saved page has no address of its own; its canonical link says which page it is
    said = 'link[rel=canonical]@href, meta[property="og:url"]@content'
    own = url or _first(root, ", ".join(s for s in (engine.address, said) if s)) or ""
    page.start = _declared_start(root, engine, own, page.per_page, page.page)


def _per_page(root: LexborNode, engine: Engine, numbered: dict[int, str]) -> int | None:
    """Posts a page holds, from the page (Invision) or its links' post offsets (phpBB, SMF)."""
    said = _first(root, engine.per_page) if engine.per_page else None
    if said and said.isdigit() and int(said) > 0:
        return int(said)
    later = sorted(n for n in numbered if n > 1)
    step = _offset(numbered[later[0]]) if later else None
    if step and step % (later[0] - 1) == 0:
        return step // (later[0] - 1)
    return None


def _declared_start(
    root: LexborNode, engine: Engine, url: str, per_page: int | None, current: int | None
) -> int | None:
    """Posts before this page, from what the page or its address says."""
    if engine.start:
        said = _first(root, engine.start)
        found = _RESULTS.search(said or "")
        if found:
            return int(found.group(1)) - 1
    if engine.per_page and per_page and current is not None:
        return (current - 1) * per_page
    own = _offset(url) if url else None
    if own is not None:
        return own
    if current is not None and per_page:
        return (current - 1) * per_page
    return None


def _offset(url: str) -> int | None:
    """A post offset in a page address: phpBB's ``start=``, SMF's ``topic=12.40``."""
    parsed = urlparse(url)
    query = parse_qs(parsed.query)
    if "start" in query and query["start"][0].isdigit():
        return int(query["start"][0])
    topic = re.search(r"topic[=,]\d+\.(\d+)", url)
    if topic:
        return int(topic.group(1))
    return None
