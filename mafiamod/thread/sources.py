"""Where posts come from: saved pages, the contract's posts files, pasted text, a thread URL."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from ..engine.messages import message
from ..os_text import os_reason
from .body import bbcode_text, html_fragment_text, tidy
from .model import MARKERS, Post, ThreadError
from .pages import read_page

#: a pasted post begins with a line like "#12 Vivax", "Post #12 by Vivax", "Reply #11 by Vivax"
_HEADER = re.compile(
    r"^[ \t]*(?:(?P<reply>reply)\s*|post\s*)?#\s*(?P<n>\d+)\s*(?:[-:—|–]\s*)?(?:by\s+)?"
    r"(?P<author>[^\n»]+?)\s*(?:»[^\n]*)?$",
    re.IGNORECASE | re.MULTILINE,
)
_HTML = re.compile(r"<\s*(?:html|body|div|article|table|li)\b", re.IGNORECASE)
#: ``scheme://``: a URL, never a file name (two letters at least: ``C://x`` is a Windows path)
_SCHEME = re.compile(r"^(?P<scheme>[a-z][a-z0-9+.-]+)://", re.IGNORECASE)
_BBCODE = re.compile(r"\[/?(?:b|quote|spoiler|vote|url|i|u|size|color)\b[^\]]*\]", re.IGNORECASE)


def read_jsonl(text: str, where: str) -> list[Post]:
    """A posts file: one JSON object a line (``number``, ``author``, one of html/bbcode/text).

    The lines are in posting order and a post's number is its position in the thread
    (thread-votes.md), so each number is higher than the one before: numbers may skip
    (posts left out or deleted), but a repeated or lower number is an error naming the
    line, as it would put two posts at one position or a post before an earlier one, and
    ``--from``/``--to`` and the tally's order would then disagree.
    """
    posts: list[Post] = []
    previous = 0  # the line of the post before
    for line_no, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ThreadError(
                "{where}, line {line}: not JSON ({error})", where=where, line=line_no, error=exc.msg
            ) from None
        post = _json_post(data, message("{where}, line {line}", where=where, line=line_no))
        if posts and post.number == posts[-1].number:
            raise ThreadError(
                "{where}, line {line}: post {number} again (line {previous} is post {number} "
                "too); posts are listed in posting order, numbered by their place in the thread",
                where=where,
                line=line_no,
                number=post.number,
                previous=previous,
            )
        if posts and post.number < posts[-1].number:
            raise ThreadError(
                "{where}, line {line}: post {number} after post {before} (line "
                "{previous}); posts are listed in posting order, numbered by their place "
                "in the thread",
                where=where,
                line=line_no,
                number=post.number,
                before=posts[-1].number,
                previous=previous,
            )
        posts.append(post)
        previous = line_no
    if not posts:  # as an unrecognised or post-less page: "never a silent empty result"
        raise ThreadError("{where}: no posts (an empty posts file)", where=where)
    return posts


def _json_post(data: object, where: str) -> Post:
    if not isinstance(data, dict):
        raise ThreadError("{where}: a post is a JSON object", where=where)
    number, author = data.get("number"), data.get("author")
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        raise ThreadError("{where}: 'number' must be a post number (1 or more)", where=where)
    if not isinstance(author, str) or not author.strip():
        raise ThreadError("{where}: 'author' must be a name", where=where)
    bodies = [k for k in ("html", "bbcode", "text") if k in data]
    if len(bodies) != 1 or not isinstance(data[bodies[0]], str):
        raise ThreadError("{where}: give exactly one of 'html', 'bbcode' or 'text'", where=where)
    kind, body = bodies[0], data[bodies[0]]
    time = data.get("time")
    edited = data.get("edited", False)
    if time is not None and not isinstance(time, str):
        raise ThreadError("{where}: 'time' must be a string", where=where)
    if not isinstance(edited, bool):
        raise ThreadError("{where}: 'edited' must be true or false", where=where)
    text = {"html": html_fragment_text, "bbcode": bbcode_text, "text": _plain}[kind](body)
    return Post(number, author.strip(), text, time, edited, formatted=kind != "text")


def _plain(text: str) -> str:
    return tidy(text.translate(str.maketrans("", "", MARKERS)))


def read_pasted(text: str, where: str = message("the pasted text"), offset: int = 0) -> list[Post]:
    """Pasted text: a copied page's HTML, or BBCode/plain posts each under a '#N Author' line."""
    if _HTML.search(text):
        return read_page(text, where, offset=offset).posts
    heads = list(_HEADER.finditer(text))
    if not heads:
        raise ThreadError(  # the spec names no other way to give a pasted post's author
            "{where}: no posts found; start each post with a line like '#12 Vivax' (the "
            "post's number in the thread, then its author), or paste the thread page's HTML",
            where=where,
        )
    formatted = bool(_BBCODE.search(text))
    posts: list[Post] = []
    for head, following in zip(heads, [*heads[1:], None], strict=True):
        body = text[head.end() : following.start() if following else len(text)]
        number = int(head.group("n")) + (1 if head.group("reply") else 0)
        content = bbcode_text(body) if formatted else _plain(body)
        posts.append(Post(number, head.group("author").strip(), content, formatted=formatted))
    return posts


def read_sources(
    sources: Sequence[str],
    read_stdin: Callable[[], str],
    fetch_url: Callable[[str], list[Post]],
) -> list[Post]:
    """Posts of every source in thread order: URLs, ``.html``/``.htm`` pages, ``.jsonl``, ``-``.

    A post's number is its place in the thread, so sources given in any order (saved pages
    picked as ``page10.html page2.html``) are read in the order of their posts. A post two
    sources both hold (a page saved twice, overlapping saves) is read once when both say the
    same; when they differ (a post edited between two saves) it is an error naming both,
    since either reading could be the wrong one."""
    batches: list[tuple[str, list[Post]]] = []
    offset = 0  # a page that shows no numbers goes on from the source before it
    for source in sources:
        scheme = _SCHEME.match(source)
        if scheme and scheme["scheme"].lower() in ("http", "https"):  # a scheme in any case
            batch = fetch_url(source)
        elif scheme:
            raise ThreadError(
                "{source}: only http:// and https:// addresses are read, not {scheme}://",
                source=source,
                scheme=scheme["scheme"],
            )
        elif source == "-":
            batch = read_pasted(read_stdin(), "standard input", offset)
        else:
            batch = _read_file(Path(source), offset)
        batches.append(("standard input" if source == "-" else source, batch))
        offset = batch[-1].number if batch else offset
    return _thread_order(batches)


def _thread_order(batches: Sequence[tuple[str, list[Post]]]) -> list[Post]:
    """The posts of all sources by their number, each post once (see :func:`read_sources`)."""
    tagged = [(post, source) for source, batch in batches for post in batch]
    if all(a.number < b.number for (a, _), (b, _) in itertools.pairwise(tagged)):
        return [post for post, _ in tagged]  # the usual case: given in order, nothing shared
    tagged.sort(key=lambda pair: pair[0].number)  # stable: one source's own order is kept
    posts: list[Post] = []
    first: dict[int, str] = {}
    for post, source in tagged:
        if posts and posts[-1].number == post.number:
            kept = posts[-1]
            if (kept.author, kept.text) != (post.author, post.text):
                raise ThreadError(
                    "post {number} is in {first} and in {second} with different text (edited "
                    "between the two saves?); give each post once, from one save",
                    number=post.number,
                    first=first[post.number],
                    second=source,
                )
            continue
        posts.append(post)
        first[post.number] = source
    return posts


def _read_file(path: Path, offset: int) -> list[Post]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ThreadError(
            "{path}: cannot be read ({error})", path=path, error=os_reason(exc)
        ) from None
    text = raw.decode("utf-8-sig", errors="replace")
    suffix = path.suffix.lower()
    if suffix == ".jsonl":
        return read_jsonl(text, str(path))
    if suffix in (".html", ".htm"):
        return read_page(text, str(path), offset=offset).posts
    return read_pasted(text, str(path), offset)
