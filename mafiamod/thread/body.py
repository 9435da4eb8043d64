"""A post body (HTML or BBCode) as marked text: the author's own words, bold and vote tags kept.

Quotes, spoilers, code and signatures are dropped: they are not the author's words and
hold no votes. Every other tag is dropped too, keeping its text; block elements and line
breaks become newlines, so a vote ends at its line.
"""

from __future__ import annotations

import re

from selectolax.lexbor import LexborHTMLParser, LexborNode

from .model import BOLD_OFF, BOLD_ON, MARKERS, TAG_OFF, TAG_ON, UNTAG

#: inside a post body, these are never the author's own words (every engine)
NOT_OWN_WORDS = ", ".join(
    [
        "blockquote",
        "aside",
        "cite",
        "pre",
        "code",
        "script",
        "style",
        "noscript",
        "details",  # a collapsed block: a spoiler by another name (Discourse's [details])
        "[class~=quote]",
        "[class~=signature]",
        "[class*=spoiler]",
        "[class*=Spoiler]",
        "[class*=bbcode_quote]",
        "[class*=bbCodeQuote]",
        "[class*=quotecontent]",
        "[class*=quotetitle]",
        "[class*=codebox]",
        "[class*=ipsQuote]",
        "[data-role=memberSignature]",
    ]
)
_BLOCK = {
    "p",
    "div",
    "br",
    "li",
    "ul",
    "ol",
    "tr",
    "table",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "dd",
    "dt",
    "section",
    "article",
}
_BOLD = {"b", "strong"}
_BOLD_STYLE = re.compile(r"font-weight\s*:\s*(bold|[6-9]00)", re.I)
_VOTE_CLASSES = {"bbvote", "vote", "bbcode_vote", "mafia-vote"}
_UNVOTE_CLASSES = {"bbunvote", "unvote", "bbcode_unvote"}
_NO_MARKERS = str.maketrans("", "", MARKERS)
_SPACES = re.compile(r"[ \t\r\f\v\u00a0]+")


def tidy(text: str) -> str:
    """Collapse runs of spaces; trim every line; drop empty lines."""
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


def html_text(node: LexborNode, exclude: str = "") -> str:
    """The marked text of a body element (the element is changed: excluded parts removed)."""
    # the engine's own first: its selectors may name a part by what it holds (phpBB 2's
    # quote table, ``table:has(td.quote)``), which the common ones would remove first
    for selector in (exclude, NOT_OWN_WORDS):
        if selector:
            for part in node.css(selector):
                if part.mem_id != node.mem_id:  # a body may itself be a <blockquote>
                    part.decompose()
    out: list[str] = []
    _walk(node, out)
    return tidy("".join(out))


def html_fragment_text(html: str) -> str:
    """The marked text of a body given as HTML (a posts file's ``html``)."""
    tree = LexborHTMLParser(f"<div id='mafiamod-body'>{html}</div>")
    node = tree.css_first("#mafiamod-body")
    return html_text(node) if node is not None else ""


def _walk(node: LexborNode, out: list[str]) -> None:
    child = node.first_child
    while child is not None:
        tag = child.tag or ""
        if tag == "-text":
            out.append((child.text_content or "").translate(_NO_MARKERS).replace("\n", " "))
        elif not tag.startswith("-"):
            _element(child, tag, out)
        child = child.next


def _element(node: LexborNode, tag: str, out: list[str]) -> None:
    classes = set((node.attributes.get("class") or "").split())
    if classes & _UNVOTE_CLASSES:
        out.append(UNTAG)
        return
    if classes & _VOTE_CLASSES:
        out.append(TAG_ON + (node.text() or "").translate(_NO_MARKERS) + TAG_OFF)
        return
    bold = tag in _BOLD or bool(_BOLD_STYLE.search(node.attributes.get("style") or ""))
    block = tag in _BLOCK
    if block:
        out.append("\n")
    if bold:
        out.append(BOLD_ON)
    _walk(node, out)
    if bold:
        out.append(BOLD_OFF)
    if block:
        out.append("\n")


_BB_TAG = re.compile(r"\[(/?)([a-z*]+)(?:=[^\]]*)?\]", re.I)
#: BBCode blocks that are not the author's words
_BB_SKIP = {"quote", "spoiler", "sp", "hide", "code", "sig", "signature", "php", "noparse"}
_BB_BLOCK = {"list", "*", "center", "left", "right", "indent", "table", "tr", "td", "p", "h"}


def bbcode_text(source: str) -> str:
    """The marked text of a BBCode body: ``[b]`` and ``[vote]`` kept, quotes and spoilers gone."""
    source = source.translate(_NO_MARKERS)
    out: list[str] = []
    skipping: list[str] = []
    pos = 0
    for m in _BB_TAG.finditer(source):
        closing, name = m.group(1) == "/", m.group(2).lower()
        if not skipping:
            out.append(source[pos : m.start()])
        pos = m.end()
        if name in _BB_SKIP:
            if not closing:
                skipping.append(name)
            elif skipping and name in skipping:
                while skipping and skipping.pop() != name:
                    pass
            continue
        if skipping:
            continue
        out.append(_bb_marker(name, closing))
    if not skipping:
        out.append(source[pos:])
    return tidy("".join(out))


def _bb_marker(name: str, closing: bool) -> str:
    if name in ("b", "strong"):
        return BOLD_OFF if closing else BOLD_ON
    if name == "vote":
        return TAG_OFF if closing else TAG_ON
    if name == "unvote":
        return "" if closing else UNTAG
    return "\n" if name in _BB_BLOCK else ""
