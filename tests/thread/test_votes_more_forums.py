"""`mafiamod votes` on the thread pages of more forum engines, tested from the spec alone.

thread-votes.md: "The forum software of a page is recognised from the page itself:
phpBB 3, vBulletin 3–5, XenForo 1–2, Discourse, Invision Community, SMF and MyBB at
least"; "Votes inside quotes, spoilers and signatures are not votes"; a post's number is
its position in the thread whatever the forum prints. Each page here is written from the
engine's own default templates as shipped (vBulletin 3.8's postbit and pagenav,
vBulletin 5's conversation list, XenForo 1.5's message and PageNav, SMF 2.1's
Display.template, phpBB 2's subSilver viewtopic_body.tpl and bbcode.tpl, FluxBB 1.5's /
PunBB 1.2's and PunBB 1.3/1.4's viewtopic.php), independently of the adapters' own test pages, and run
through the real CLI: saved pages (page 1 and a later page), and a thread served page by
page over HTTP, followed by its own page links.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

import pytest
from pytest_httpserver import HTTPServer

PLAYERS = ["Vivax", "batsnacks", "Oatsmaster", "Wile E. Coyote", "Half the Sky", "KelsierSC"]


@dataclass(frozen=True)
class Msg:
    """One post as the forum shows it: author, own words (HTML), and the rest of its body."""

    author: str
    html: str
    quote: tuple[str, str] | None = None  # (quoted author, quoted HTML), before the words
    spoiler: str = ""  # after the words
    signature: str = ""
    edited: bool = False


#: a day of posts: the host's example vote, a vote with a signature vote, a quoted vote,
#: a vote in a spoiler, a post that only quotes a vote, an unvote, a vote by leading word
DAY = [
    Msg("ModGuy", "Day 1 begins. Write <b>VOTE: Vivax</b> to vote."),
    Msg(
        "Vivax",
        "I think it's bats.<br><b>VOTE: batsnacks</b>",
        signature="<b>VOTE: KelsierSC</b> forever",
    ),
    Msg("Oatsmaster", "no. <b>VOTE: Vivax</b>", quote=("Vivax", "<b>VOTE: Oatsmaster</b>")),
    Msg("batsnacks", "hm, <b>vote: oatsmaster</b>", spoiler="<b>VOTE: KelsierSC</b>"),
    Msg("KelsierSC", "only quoting this.", quote=("Vivax", "<b>VOTE: batsnacks</b>")),
    Msg("Vivax", "<b>UNVOTE</b><br>thinking again", edited=True),
    Msg("Half the Sky", "<strong>Vote: Wile</strong>"),
]
#: (post, voter, target) of DAY's votes, numbered from 1
DAY_VOTES = [
    (2, "Vivax", "batsnacks"),
    (3, "Oatsmaster", "Vivax"),
    (4, "batsnacks", "Oatsmaster"),
    (6, "Vivax", ""),
    (7, "Half the Sky", "Wile E. Coyote"),
]
DAY_TALLY = [
    ("Vivax", 1, ["Oatsmaster"]),
    ("Oatsmaster", 1, ["batsnacks"]),
    ("Wile E. Coyote", 1, ["Half the Sky"]),
]


def run(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mafiamod", "votes", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def votes(args: list[str], tmp_path: Path) -> dict[str, Any]:
    players = tmp_path / "players.txt"
    players.write_text("\n".join(PLAYERS) + "\n", encoding="utf-8")
    proc = run([*args, "--players", str(players), "--json"])
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def triples(data: dict[str, Any]) -> list[tuple[int, str, str]]:
    return [(v["post"], v["voter"], v["target"]) for v in data["votes"]]


def shown(page: int, pages: int) -> list[int]:
    """The page numbers a forum links: first, last, and two either side of this one."""
    return sorted({1, pages, *range(max(1, page - 2), min(pages, page + 2) + 1)})


# ------------------------------------------------------------------ vBulletin 3.8


def vbulletin3(posts: Sequence[Msg], page: int = 1, pages: int = 1, per: int = 15) -> str:
    """showthread: postbit tables in div#posts, pagenav table, bbcode_quote, sig after '__'."""

    def url(n: int) -> str:
        return f"showthread.php?t=77&amp;page={n}"

    total = per * pages
    cells = []
    if page > 1:
        cells.append(
            f'<td class="alt1"><a class="smallfont" href="{url(page - 1)}" title="Prev Page">&lt;</a></td>'
        )
    for n in shown(page, pages):
        lo, hi = (n - 1) * per + 1, min(n * per, total)
        if n == page:
            cells.append(
                f'<td class="alt2"><span class="smallfont" title="Showing results {lo} to {hi} of {total}">'
                f"<strong>{n}</strong></span></td>"
            )
        else:
            cells.append(
                f'<td class="alt1"><a class="smallfont" href="{url(n)}" title="Show results {lo} to {hi} of '
                f'{total}">{n}</a></td>'
            )
    if page < pages:
        cells.append(
            f'<td class="alt1"><a class="smallfont" href="{url(page + 1)}" title="Next Page - Results '
            f'{page * per + 1} to {min((page + 1) * per, total)} of {total}">&gt;</a></td>'
        )
    pagenav = (
        '<div class="pagenav" align="right"><table class="tborder" cellpadding="3" cellspacing="1" '
        f'border="0"><tr><td class="vbmenu_control" style="font-weight:normal">Page {page} of {pages}</td>'
        + "".join(cells)
        + "</tr></table></div>"
        if pages > 1
        else ""
    )
    out = []
    for i, p in enumerate(posts):
        count = (page - 1) * per + i + 1
        pid = 88000 + count
        body = p.html
        if p.quote:
            body = (
                '<div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin-bottom:2px">'
                'Quote:</div><table cellpadding="6" cellspacing="0" border="0" width="100%"><tr>'
                '<td class="alt2" style="border:1px inset"><div>Originally Posted by <strong>'
                f'{escape(p.quote[0])}</strong> <a href="showthread.php?p=88001#post88001" rel="nofollow">'
                '<img class="inlineimg" src="images/buttons/viewpost.gif" border="0" alt="View Post"></a></div>'
                f'<div style="font-style:italic">{p.quote[1]}</div></td></tr></table></div>' + body
            )
        if p.spoiler:  # the usual vBulletin 3 [spoiler] BB code: a hidden box like a quote
            body += (
                '<div style="margin:20px; margin-top:5px"><div class="smallfont" style="margin-bottom:2px">'
                '<b>Spoiler</b>: <input type="button" value="Show" style="width:45px;font-size:10px;margin:0px;'
                "padding:0px;\" onClick=\"if (this.parentNode.parentNode.getElementsByTagName('div')[1]"
                ".getElementsByTagName('div')[0].style.display != '') {}\"></div><div class=\"alt2\" style=\""
                f'margin: 0px; padding: 6px; border: 1px inset;"><div style="display: none;">{p.spoiler}</div>'
                "</div></div>"
            )
        name = escape(p.author)
        if p.author == "ModGuy":  # a moderator's name in the group's colour
            name = f'<span style="color: #CC0000; font-weight: bold;">{name}</span>'
        out.append(
            f'<!-- post #{pid} --><div id="edit{pid}" style="padding:0px 0px 6px 0px">'
            f'<table id="post{pid}" class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%" '
            'align="center"><tr><td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; '
            'border-right: 0px"><a name="post'
            + str(pid)
            + '"><img class="inlineimg" src="images/statusicon/'
            'post_old.gif" alt="Old" border="0"></a> 01-19-2015, 10:59 PM</td><td class="thead" style='
            '"font-weight:normal; border: 1px solid #D1D1E1; border-left: 0px" align="right">&nbsp;#<a href='
            f'"showpost.php?p={pid}&amp;postcount={count}" target="new" rel="nofollow" id="postcount{pid}" '
            f'name="{count}"><strong>{count}</strong></a></td></tr>'
            '<tr valign="top"><td class="alt2" width="175" style="border: 1px solid #D1D1E1; border-top: 0px; '
            f'border-bottom: 0px"><div id="postmenu_{pid}"><a class="bigusername" href="member.php?u={i + 1}">'
            f'{name}</a><script type="text/javascript"> vbmenu_register("postmenu_{pid}", true); </script></div>'
            '<div class="smallfont">Member</div><div class="smallfont">&nbsp;<br><div>Join Date: Jan 2015</div>'
            "<div>Posts: 12</div></div></td>"
            f'<td class="alt1" id="td_post_{pid}" style="border-right: 1px solid #D1D1E1">'
            '<div class="smallfont"><strong>Re: Mini 77</strong></div><hr size="1" style="color:#D1D1E1">'
            f'<!-- message --><div id="post_message_{pid}">{body}</div><!-- / message -->'
            + (
                f"<!-- sig --><div>__________________<br>{p.signature}</div><!-- / sig -->"
                if p.signature
                else ""
            )
            + (
                '<!-- edit note --><div class="smallfont"><hr size="1" style="color:#D1D1E1"><em>Last edited by '
                f'{escape(p.author)}; 01-19-2015 at <span class="time">11:05 PM</span>.</em></div>'
                if p.edited
                else ""
            )
            + "</td></tr></table></div><!-- / post #"
            + str(pid)
            + " -->"
        )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/'
        'xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en"><head>'
        '<meta name="generator" content="vBulletin 3.8.11" /><title>Mini 77 - Page 1 - Mafia Forum</title>'
        '<script type="text/javascript" src="clientscript/vbulletin_global.js?v=3811"></script></head><body>'
        '<a name="top"></a><table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%">'
        '<tr><td class="alt1"><span class="navbar"><a href="index.php">Mafia Forum</a></span></td></tr>'
        f'</table><table cellpadding="0" cellspacing="0" border="0" width="100%"><tr><td>{pagenav}</td></tr>'
        f'</table><div id="posts">{"".join(out)}<div id="lastpost"></div></div>'
        f'<table cellpadding="0" cellspacing="0" border="0" width="100%"><tr><td>{pagenav}</td></tr></table>'
        "</body></html>"
    )


# ------------------------------------------------------------------ vBulletin 5


def vbulletin5(posts: Sequence[Msg], page: int = 1, pages: int = 1, per: int = 20) -> str:
    """The conversation-list of b-post items, pagenav buttons and pagenav-controls."""

    def url(n: int) -> str:
        return "https://forum.example/forum/games/77-mini-77" + (f"/page{n}" if n > 1 else "")

    buttons = [
        '<a class="js-pagenav-button js-pagenav-prev-button b-button b-button--secondary b-button--narrow'
        + ("" if page > 1 else " h-disabled")
        + f'" data-page="{page - 1 if page > 1 else 0}" href="{url(page - 1) if page > 1 else ""}" tabindex="0">'
        '<span class="vb-icon vb-icon-arrow-left-small"></span></a>'
    ]
    for n in shown(page, pages):
        current = " js-pagenav-current-button" if n == page else ""
        buttons.append(
            f'<a class="js-pagenav-button{current} b-button b-button--secondary js-shrink-event-child" '
            f'data-page="{n}" href="{url(n)}" tabindex="0">{n}</a>'
        )
    buttons.append(
        '<a class="js-pagenav-button js-pagenav-next-button b-button b-button--secondary b-button--narrow'
        + ("" if page < pages else " h-disabled")
        + f'" data-page="{page + 1 if page < pages else 0}" href="{url(page + 1) if page < pages else ""}" '
        'tabindex="0"><span class="vb-icon vb-icon-arrow-right-small"></span></a>'
    )
    nav = (
        '<div class="pagenav-container h-clearfix noselect"><div class="js-pagenav pagenav h-right '
        f'js-shrink-event-parent">{"".join(buttons)}</div></div>'
    )
    controls = (
        '<div class="pagenav-controls"><form class="pagenav-form h-left"><input type="hidden" class="js-'
        f'pagenum-base" value="{url(1)}"><label for="pagenum">Page</label> <input type="text" class="js-'
        f'pagenum textbox h-padding-horiz-none h-align-center" name="page" value="{page}"> of '
        f'<span class="pagetotal">{pages}</span></form></div>'
    )
    out = []
    for i, p in enumerate(posts):
        n = (page - 1) * per + i + 1
        nid = 5500 + n
        body = p.html
        if p.quote:
            body = (
                '<div class="bbcode_container"><div class="bbcode_quote printable"><div class="quote_container">'
                '<div class="bbcode_quote_container b-icon b-icon__ldquo-l--gray"></div><div class="bbcode_'
                f'postedby">Originally posted by <strong>{escape(p.quote[0])}</strong> <a href="{url(1)}#post5501"'
                ' rel="nofollow"><span class="b-icon b-icon__arrow-to-right--gray"></span></a></div><div class='
                f'"message">{p.quote[1]}</div></div></div></div>' + body
            )
        if p.spoiler:
            body += (
                '<div class="bbcode_spoiler"><span class="bbcode_spoiler_title">Spoiler</span>'
                f'<div class="bbcode_spoiler_content h-hide">{p.spoiler}</div></div>'
            )
        first = " b-post--first" if n == 1 else ""
        out.append(
            f'<li class="b-post js-post js-comment-entry__parent h-restore--on-preview b-post--text{first}" '
            f'data-node-id="{nid}" data-node-publishdate="1421708340" itemscope itemtype="http://schema.org/'
            f'Comment" itemprop="comment"><a id="post{nid}" class="anchor"></a><div class="l-row l-row__fixed'
            '--left"><div class="l-col__large-3 l-col__fixed-3 l-col__small--full h-hide--on-preview"><div '
            f'class="b-userinfo b-post__hide-when-deleted" data-userid="{i + 3}" itemprop="author" itemscope '
            'itemtype="http://schema.org/Person"><div class="b-avatar b-avatar--m b-avatar--thread"><img src="'
            'core/image.php?userid=3" alt="avatar"></div><div class="b-userinfo__details"><div class="author '
            f'h-text-size--14"><strong><a href="https://forum.example/member/{i + 3}-x" data-vbnamecard="{i + 3}"'
            f' itemprop="url"><span itemprop="name">{escape(p.author)}</span></a></strong></div><div class="'
            'usertitle">Junior Member</div></div></div></div><div class="b-post__body l-col__flex-4 l-col__'
            'small--full h-restore--on-preview"><div class="b-post__arrow"></div><div class="b-post__content js'
            '-post__content"><hr class="b-divider--section"><div class="b-media__body"><div class="b-post__'
            'timestamp"><time itemprop="dateCreated" datetime="2015-01-19T22:59:00">01-19-2015, 10:59 PM</time>'
            f'</div><div class="b-post-control__item b-post__count-wrapper"><a href="{url(page)}#post{nid}" '
            f'class="b-post__count js-show-post-link">#{n}</a></div><div class="js-post__content-wrapper '
            'h-restore--on-preview"><div class="js-post__content-text restore h-wordwrap" itemprop="text">'
            f"{body}</div></div>"
            + (
                f'<div class="b-post__edit h-margin-top-xl">Last edited by {escape(p.author)}; 01-19-2015, '
                "11:05 PM.</div>"
                if p.edited
                else ""
            )
            + (f'<div class="post-signature restore">{p.signature}</div>' if p.signature else "")
            + "</div></div></div></div></li>"
        )
    return (
        '<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en" id="vbulletin_html">'
        '<head><meta charset="utf-8"><meta name="generator" content="vBulletin 5.6.9"><title>Mini 77 - '
        f'Mafia Forum</title><link rel="canonical" href="{url(page)}"></head><body id="vb-page-body" class='
        '"l-desktop page30 vb-page view-mode logged-out" itemscope itemtype="http://schema.org/WebPage">'
        '<div id="outer-wrapper"><div id="wrapper"><main id="content"><div class="canvas-layout-container '
        'js-canvas-layout-container"><div id="thread-view-tab" class="conversation-view conversation-thread-'
        f'view"><div class="conversation-toolbar-wrapper top">{controls}{nav}</div><div class="conversation'
        f'-content-widget"><ul class="conversation-list list-container h-clearfix thread-view">{"".join(out)}'
        f'</ul></div><div class="conversation-toolbar-wrapper bottom">{nav}</div></div></div></main></div>'
        "</div></body></html>"
    )


# ------------------------------------------------------------------ XenForo 1.5


def xenforo1(posts: Sequence[Msg], page: int = 1, pages: int = 1, per: int = 20) -> str:
    """thread_view: ol#messageList of li.message, messageMeta's postNumber, PageNav."""

    def url(n: int) -> str:
        return "threads/mini-77.77/" + (f"page-{n}" if n > 1 else "")

    links = []
    if page > 1:
        links.append(f'<a href="{url(page - 1)}" class="text">&lt; Prev</a>')
    for n in shown(page, pages):
        cls = "currentPage " if n == page else ""
        rel = ' rel="start"' if n == 1 else ""
        links.append(f'<a href="{url(n)}" class="{cls}"{rel}>{n}</a>')
    if page < pages:
        links.append(f'<a href="{url(page + 1)}" class="text">Next &gt;</a>')
    pagenav = (
        f'<div class="PageNav" data-page="{page}" data-range="2" data-start="2" data-end="{pages - 1}" '
        f'data-last="{pages}" data-sentinel="{{{{sentinel}}}}" data-baseurl="threads/mini-77.77/page-'
        f'{{{{sentinel}}}}"><span class="pageNavHeader">Page {page} of {pages}</span><nav>{"".join(links)}'
        "</nav></div>"
        if pages > 1
        else ""
    )
    out = []
    for i, p in enumerate(posts):
        n = (page - 1) * per + i + 1
        pid = 66000 + n
        body = p.html
        if p.quote:
            body = (
                f'<div class="bbCodeBlock bbCodeQuote" data-author="{escape(p.quote[0])}"><aside><div class='
                f'"attribution type">{escape(p.quote[0])} said: <a href="goto/post?id=66001#post-66001" class="'
                'AttributionLink">&uarr;</a></div><blockquote class="quoteContainer"><div class="quote">'
                f'{p.quote[1]}</div><div class="quoteExpand">Click to expand...</div></blockquote></aside></div>'
                + body
            )
        if p.spoiler:
            body += (
                '<div class="ToggleTriggerAnchor bbCodeSpoilerContainer"><button type="button" class="button '
                'bbCodeSpoilerButton ToggleTrigger Tooltip JsOnly" data-target="> .SpoilerTarget"><span>Spoiler'
                '</span></button><div class="SpoilerTarget bbCodeSpoilerText">'
                + p.spoiler
                + "</div></div>"
            )
        out.append(
            f'<li id="post-{pid}" class="message   " data-author="{escape(p.author)}"><div class="messageUserInfo"'
            ' itemscope="itemscope" itemtype="http://data-vocabulary.org/Person"><div class="messageUserBlock ">'
            f'<div class="avatarHolder"><span class="helper"></span><a href="members/x.{i + 1}/" class="avatar '
            'Av1m" data-avatarhtml="true"><img src="styles/default/xenforo/avatars/avatar_m.png" width="96" '
            f'height="96" alt="{escape(p.author)}" /></a></div><h3 class="userText"><a href="members/x.{i + 1}/" '
            f'class="username" dir="auto" itemprop="name">{escape(p.author)}</a><em class="userTitle" itemprop='
            '"title">Member</em></h3><span class="arrow"><span></span></span></div></div>'
            '<div class="messageInfo primaryContent"><div class="messageContent"><article><blockquote class="'
            f'messageText SelectQuoteContainer ugc baseHtml">{body}<div class="messageTextEndMarker">&nbsp;</div>'
            "</blockquote></article></div>"
            + (
                '<div class="editDate">Last edited: <span class="DateTime" title="Jan 19, 2015 at 11:05 PM">'
                "Jan 19, 2015</span></div>"
                if p.edited
                else ""
            )
            + (
                f'<div class="baseHtml signature messageText ugc"><aside>{p.signature}</aside></div>'
                if p.signature
                else ""
            )
            + f'<div class="messageMeta ToggleTriggerAnchor"><div class="privateControls"><span class="item '
            f'muted"><span class="authorEnd"><a href="members/x.{i + 1}/" class="username author" dir="auto">'
            f'{escape(p.author)}</a>,</span><a href="threads/mini-77.77/#post-{pid}" title="Permalink" class='
            '"datePermalink"><abbr class="DateTime" data-time="1421708340" data-diff="9" data-datestring="Jan '
            '19, 2015" data-timestring="10:59 PM">Jan 19, 2015 at 10:59 PM</abbr></a></span></div><div class='
            f'"publicControls"><a href="threads/mini-77.77/#post-{pid}" title="Permalink" class="item muted '
            f'postNumber hashPermalink OverlayTrigger" data-href="posts/{pid}/permalink">#{n}</a></div></div>'
            f'<div id="likes-post-{pid}"></div></div></li>'
        )
    return (
        '<!DOCTYPE html><html id="XenForo" lang="en-US" dir="LTR" class="Public NoJs LoggedOut NoSidebar  '
        'Responsive" xmlns:fb="http://www.facebook.com/2008/fbml"><head><meta charset="utf-8" /><title>Mini '
        '77 | Mafia Forum</title><base href="https://forum.example/" /></head><body><div id="content" class='
        '"thread_view"><div class="pageWidth"><div class="pageContent"><div class="titleBar"><h1>Mini 77</h1>'
        f'</div><div class="pageNavLinkGroup"><div class="linkGroup SelectionCountContainer"></div>{pagenav}'
        '</div><form action="inline-mod/post/switch" method="post" class="InlineModForm section" data-cookie'
        f'name="posts"><ol class="messageList" id="messageList">{"".join(out)}</ol></form><div class="pageNav'
        f'LinkGroup">{pagenav}</div></div></div></div></body></html>'
    )


# ------------------------------------------------------------------ SMF 2.1


def smf21(posts: Sequence[Msg], page: int = 1, pages: int = 1, per: int = 15) -> str:
    """Display.template's template_single_post: post_wrapper, span.page_number, nav_page links."""
    base = "https://forum.example/index.php?topic=77."

    def url(n: int) -> str:
        return f"{base}{(n - 1) * per}"

    index = ['<span class="pages">Pages</span>']
    if page > 1:
        index.append(
            f'<a class="nav_page" href="{url(page - 1)}"><span class="main_icons previous_page"></span></a>'
        )
    for n in shown(page, pages):
        index.append(
            f'<span class="current_page">{n}</span> '
            if n == page
            else f'<a class="nav_page" href="{url(n)}">{n}</a> '
        )
    if page < pages:
        index.append(
            f'<a class="nav_page" href="{url(page + 1)}"><span class="main_icons next_page"></span></a>'
        )
    out = []
    for i, p in enumerate(posts):
        counter = (page - 1) * per + i  # SMF counts replies: the opening post is 0
        mid = 4400 + counter
        body = p.html
        if p.quote:
            body = (
                f'<blockquote class="bbc_standard_quote"><cite><a href="{base}msg4400#msg4400">Quote from: '
                f"{escape(p.quote[0])} on January 19, 2015, 10:59:00 PM</a></cite>{p.quote[1]}</blockquote>"
                + body
            )
        if p.spoiler:  # SMF has no core spoiler: the Spoiler Tag mod's markup
            body += (
                '<div class="sp-wrap"><div class="sp-head" title="Expand">Spoiler</div><div class="sp-body">'
                f"{p.spoiler}</div></div>"
            )
        number = f'<span class="page_number floatright">#{counter}</span>' if counter else ""
        title = f"Reply #{counter} - Re: Mini 77" if counter else "Mini 77"
        modified = (
            '<span class="smalltext modified floatright mvisible" id="modified_'
            + str(mid)
            + '"><span class="'
            f'lastedit">Last Edit</span>: January 19, 2015, 11:05:00 PM by {escape(p.author)}</span>'
            if p.edited
            else f'<span class="smalltext modified floatright" id="modified_{mid}"></span>'
        )
        out.append(
            f'<div class="windowbg" id="msg{mid}"><div class="post_wrapper"><div class="poster"><h4><a href="'
            f'https://forum.example/index.php?action=pm;sa=send;u={i + 1}" title="Offline"><span class="off" '
            'title="Offline"></span></a><a href="https://forum.example/index.php?action=profile;u='
            + str(i + 1)
            + f'" title="View the profile of {escape(p.author)}">{escape(p.author)}</a></h4><ul class="user_info">'
            '<li class="membergroup">Player</li><li class="postcount">Posts: 31</li></ul></div>'
            '<div class="postarea"><div class="keyinfo"><div id="subject_'
            + str(mid)
            + '" class="subject_title '
            f'subject_hidden"><a href="{base}msg{mid}#msg{mid}" rel="nofollow">Re: Mini 77</a></div>{number}'
            '<div class="postinfo"><span class="messageicon"  style="position: absolute; z-index: -1;"><img src="'
            f'https://forum.example/Themes/default/images/post/xx.png" alt=""></span><a href="{base}msg{mid}#msg'
            f'{mid}" rel="nofollow" title="{title}" class="smalltext">January 19, 2015, 10:59:00 PM</a>'
            f'<span class="spacer"></span>{modified}</div><div id="msg_{mid}_quick_mod"></div></div>'
            f'<div class="post"><div class="inner" data-msgid="{mid}" id="msg_{mid}">{body}</div></div>'
            '<div class="under_message"></div></div><div class="moderatorbar">'
            + (
                f'<div class="signature" id="msg_{mid}_signature">{p.signature}</div>'
                if p.signature
                else ""
            )
            + '</div></div></div><hr class="post_separator">'
        )
    head_links = (f'<link rel="next" href="{url(page + 1)}">' if page < pages else "") + (
        f'<link rel="prev" href="{url(page - 1)}">' if page > 1 else ""
    )
    pagelinks = f'<div class="pagelinks floatleft"><a href="#bot" class="button">Go Down</a>{"".join(index)}</div>'
    return (
        '<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><link rel="stylesheet" href="https://'
        'forum.example/Themes/default/css/index.css?smf216_1705000000"><script src="https://forum.example/'
        'Themes/default/scripts/jquery-3.6.3.min.js"></script><script src="https://forum.example/Themes/default/'
        'scripts/smf_jquery_plugins.js?smf216_1705000000"></script><script src="https://forum.example/Themes/'
        'default/scripts/script.js?smf216_1705000000"></script><script>var smf_scripturl = "https://forum.'
        f'example/index.php";</script><title>Mini 77</title><link rel="canonical" href="{url(page)}">{head_links}'
        '</head><body id="chrome" class="action_display board_3"><div id="footerfix"><div id="wrapper"><div '
        f'id="content_section"><div id="main_content_section"><div class="pagesection top">{pagelinks}</div>'
        '<div id="forumposts"><form action="https://forum.example/index.php?action=quickmod2;topic=77.0" '
        f'method="post" name="quickModForm" id="quickModForm">{"".join(out)}</form></div><div class="'
        f'pagesection">{pagelinks}</div></div></div></div></div></body></html>'
    )


# ------------------------------------------------------------------ phpBB 2 (subSilver)


def phpbb2(
    posts: Sequence[Msg], page: int = 1, pages: int = 1, per: int = 15, own_span: bool = False
) -> str:
    """viewtopic_body.tpl: postrow table rows; quotes close and reopen span.postbody; the
    signature follows the message after '_________________' in the same span (``own_span``:
    in a span.postbody of its own after the attachments, as the attachment mod's template)."""

    def url(n: int) -> str:
        return f"viewtopic.php?t=77&amp;postdays=0&amp;postorder=asc&amp;start={(n - 1) * per}"

    goto = ""
    if pages > 1:
        parts = [
            f"<b>{n}</b>" if n == page else f'<a href="{url(n)}">{n}</a>'
            for n in range(1, pages + 1)
        ]
        goto = "Goto page " + (
            f'<a href="{url(page - 1)}">Previous</a>&nbsp;&nbsp;' if page > 1 else ""
        )
        goto += ", ".join(parts) + (
            f'&nbsp;&nbsp;<a href="{url(page + 1)}">Next</a>' if page < pages else ""
        )
    rows = []
    for i, p in enumerate(posts):
        pid = 2200 + (page - 1) * per + i
        row = "row1" if i % 2 == 0 else "row2"
        body = p.html
        if p.quote:
            body = (
                '</span><table width="90%" cellspacing="1" cellpadding="3" border="0" align="center"><tr> <td>'
                f'<span class="genmed"><b>{escape(p.quote[0])} wrote:</b></span></td></tr><tr><td class="quote">'
                f'{p.quote[1]}</td></tr></table><span class="postbody">' + body
            )
        if p.spoiler:  # a spoiler BB code mod: a box like the quote's
            body += (
                '</span><table width="90%" cellspacing="1" cellpadding="3" border="0" align="center"><tr><td>'
                '<span class="genmed"><b>Spoiler:</b></span></td></tr><tr><td class="spoiler">'
                f'{p.spoiler}</td></tr></table><span class="postbody">'
            )
        sig = f"<br />_________________<br />{p.signature}" if p.signature else ""
        edited = (
            f"<br /><br />Last edited by {escape(p.author)} on Mon Jan 19, 2015 11:05 pm; edited 1 time in total"
            if p.edited
            else ""
        )
        rows.append(
            f'<tr><td width="150" align="left" valign="top" class="{row}"><span class="name"><a name="{pid}"></a>'
            f'<b>{escape(p.author)}</b></span><br /><span class="postdetails">Player<br /><br /><br />Joined: 19 '
            f'Jan 2015<br />Posts: 12<br /></span><br /></td><td class="{row}" width="100%" height="28" valign='
            '"top"><table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td width="100%"><a href='
            f'"viewtopic.php?p={pid}#{pid}"><img src="templates/subSilver/images/icon_minipost.gif" width="12" '
            'height="9" alt="Post" title="Post" border="0" /></a><span class="postdetails">Posted: Mon Jan 19, '
            '2015 10:59 pm<span class="gen">&nbsp;</span>&nbsp; &nbsp;Post subject: Re: Mini 77</span></td><td '
            f'valign="top" nowrap="nowrap"><a href="posting.php?mode=quote&amp;p={pid}"><img src="templates/'
            'subSilver/images/lang_english/icon_quote.gif" alt="Reply with quote" title="Reply with quote" border'
            '="0" /></a></td></tr><tr><td colspan="2"><hr /></td></tr><tr><td colspan="2"><span class="postbody">'
            + (f'{body}</span><span class="postbody">{sig}' if own_span else f"{body}{sig}")
            + f'</span><span class="gensmall">{edited}</span></td></tr></table></td></tr>'
            f'<tr><td class="{row}" width="150" align="left" valign="middle"><span class="nav"><a href="#top" '
            f'class="nav">Back to top</a></span></td><td class="{row}" width="100%" height="28" valign="bottom" '
            'nowrap="nowrap"><table cellspacing="0" cellpadding="0" border="0" height="18" width="18"><tr><td '
            f'valign="middle" nowrap="nowrap"><a href="profile.php?mode=viewprofile&amp;u={i + 2}"><img src="'
            'templates/subSilver/images/lang_english/icon_profile.gif" alt="View user\'s profile" border="0" />'
            '</a></td></tr></table></td></tr><tr><td class="spaceRow" colspan="2" height="1"><img src="templates'
            '/subSilver/images/spacer.gif" alt="" width="1" height="1" /></td></tr>'
        )
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html dir="ltr"><head><meta http-equiv'
        '="Content-Type" content="text/html; charset=iso-8859-1"><title>Mafia Forum :: View topic - Mini 77'
        '</title><link rel="stylesheet" href="templates/subSilver/subSilver.css" type="text/css"></head><body'
        ' bgcolor="#E5E5E5" text="#000000" link="#006699" vlink="#5493B4"><a name="top"></a><table width="100%"'
        ' cellspacing="0" cellpadding="10" border="0" align="center"><tr><td class="bodyline"><table width="100%'
        '" cellspacing="2" cellpadding="2" border="0"><tr><td align="left" valign="bottom" colspan="2"><a class'
        f'="maintitle" href="viewtopic.php?t=77">Mini 77</a><br /><span class="gensmall"><b>{goto}</b><br />'
        '&nbsp; </span></td></tr></table><table class="forumline" width="100%" cellspacing="1" cellpadding="3" '
        'border="0"><tr align="right"><td class="catHead" colspan="2" height="28"><span class="nav"><a href="'
        'viewtopic.php?t=77&amp;view=previous" class="nav">View previous topic</a> :: <a href="viewtopic.php?t'
        '=77&amp;view=next" class="nav">View next topic</a> &nbsp;</span></td></tr><tr><th class="thLeft" '
        'width="150" height="26" nowrap="nowrap">Author</th><th class="thRight" nowrap="nowrap">Message</th>'
        f'</tr>{"".join(rows)}<tr align="center"><td class="catBottom" colspan="2" height="28"><table '
        'cellspacing="0" cellpadding="0" border="0"><tr><form method="post" action="viewtopic.php?t=77&amp;'
        f'start={(page - 1) * per}"><td align="center"><span class="gensmall">Display posts from previous: '
        '<select name="postdays"><option value="0" selected="selected">All Posts</option></select>&nbsp;'
        '<select name="postorder"><option value="asc" selected="selected">Oldest First</option></select>&nbsp;'
        '<input type="submit" value="Go" class="liteoption" name="submit" /></span></td></form></tr></table>'
        '</td></tr></table><table width="100%" cellspacing="2" cellpadding="2" border="0" align="'
        'center"><tr><td align="right" valign="top" nowrap="nowrap"><span class="gensmall">All times are GMT'
        f'</span><br /><span class="nav">{goto}</span></td></tr><tr><td align="left" colspan="3"><span class="'
        f'nav">Page <b>{page}</b> of <b>{pages}</b></span></td></tr></table><div align="center"><span class="'
        'copyright"><br />Powered by <a href="http://www.phpbb.com/" target="_phpbb" class="copyright">phpBB'
        "</a> &copy; 2001, 2005 phpBB Group<br /></span></div></td></tr></table></body></html>"
    )


# ------------------------------------------------------------------ FluxBB 1.5 / PunBB 1.2


def fluxbb(posts: Sequence[Msg], page: int = 1, pages: int = 1, per: int = 25) -> str:
    """viewtopic.php: div.blockpost with its h2 '#N', postleft dt, postmsg, postsignature."""

    def url(n: int) -> str:
        return "viewtopic.php?id=77" + (f"&amp;p={n}" if n > 1 else "")

    links = []
    if pages <= 1:
        links.append('<strong class="item1">1</strong>')
    else:
        if page > 1:
            links.append(f'<a rel="prev" href="{url(page - 1)}">Previous</a>')
        for n in shown(page, pages):
            links.append(f"<strong>{n}</strong>" if n == page else f'<a href="{url(n)}">{n}</a>')
        if page < pages:
            links.append(f'<a rel="next" href="{url(page + 1)}">Next</a>')
    paging = '<span class="pages-label">Pages </span>' + " ".join(links)
    out = []
    for i, p in enumerate(posts):
        n = (page - 1) * per + i + 1
        pid = 3300 + n
        body = f"<p>{p.html}</p>"
        if p.quote:
            body = (
                f'<div class="quotebox"><cite>{escape(p.quote[0])} wrote:</cite><blockquote><div><p>{p.quote[1]}'
                "</p></div></blockquote></div>" + body
            )
        if p.spoiler:  # no spoiler in FluxBB itself: the common spoiler mod's box
            body += (
                '<div class="quotebox spoilerbox"><cite>Spoiler</cite><blockquote><div class="spoiler">'
                f"<p>{p.spoiler}</p></div></blockquote></div>"
            )
        author = escape(p.author)
        name = author if p.author == "ModGuy" else f'<a href="profile.php?id={i + 2}">{author}</a>'
        classes = "blockpost" + (" roweven" if (i + 1) % 2 == 0 else " rowodd")
        classes += (" firstpost" if n == 1 else "") + (" blockpost1" if i == 0 else "")
        out.append(
            f'<div id="p{pid}" class="{classes}"><h2><span><span class="conr">#{n}</span> <a href="viewtopic.php'
            f'?pid={pid}#p{pid}">2015-01-19 22:59:00</a></span></h2><div class="box"><div class="inbox"><div '
            f'class="postbody"><div class="postleft"><dl><dt><strong>{name}</strong></dt><dd class="usertitle">'
            "<strong>Member</strong></dd><dd><span>Registered: 2015-01-01</span></dd><dd><span>Posts: 12</span>"
            f'</dd></dl></div><div class="postright"><h3>{"Re: " if n > 1 else ""}Mini 77</h3><div class="postmsg">'
            + body
            + (
                f'<p class="postedit"><em>Last edited by {author} (2015-01-19 23:05:00)</em></p>'
                if p.edited
                else ""
            )
            + "</div>"
            + (
                f'<div class="postsignature postmsg"><hr />{p.signature}</div>'
                if p.signature
                else ""
            )
            + '</div></div></div><div class="inbox"><div class="postfoot clearb"><div class="postfootleft"><p>'
            '<span>Offline</span></p></div><div class="postfootright"><ul><li class="postreport"><span><a href="'
            f'misc.php?report={pid}">Report</a></span></li><li class="postquote"><span><a href="post.php?tid=77&amp;'
            f'qid={pid}">Quote</a></span></li></ul></div></div></div></div></div>'
        )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-'
        'strict.dtd"><html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" dir="ltr"><head><meta '
        'http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>Mini 77 / Games / Mafia Forum'
        '</title><link rel="stylesheet" type="text/css" href="style/Air.css" /></head><body><div id="punviewtopic"'
        ' class="pun"><div class="top-box"></div><div class="punwrap"><div id="brdheader" class="block"></div>'
        '<div id="brdmain"><div class="linkst"><div class="inbox crumbsplus"><ul class="crumbs"><li><a href="'
        'index.php">Index</a></li><li><span>»&#160;</span><strong><a href="viewtopic.php?id=77">Mini 77</a>'
        f'</strong></li></ul><div class="pagepost"><p class="pagelink conl">{paging}</p></div><div class='
        f'"clearer"></div></div></div>{"".join(out)}<div class="postlinksb"><div class="inbox crumbsplus">'
        f'<div class="pagepost"><p class="pagelink conl">{paging}</p></div></div></div></div><div id="brdfooter"'
        ' class="block"><p id="poweredby">Powered by <a href="http://fluxbb.org/">FluxBB</a></p></div></div>'
        "</div></body></html>"
    )


# ------------------------------------------------------------------ PunBB 1.3 / 1.4


def punbb13(posts: Sequence[Msg], page: int = 1, pages: int = 1, per: int = 25) -> str:
    """viewtopic.php: div.post with h3.post-ident (post-num, post-byline), entry-content that
    holds the message, the last-edit line and the signature."""

    def url(n: int) -> str:
        return "viewtopic.php?id=77" + (f"&amp;p={n}" if n > 1 else "")

    items = []
    if pages <= 1:
        items.append('<strong class="item1">1</strong>')
    else:
        if page > 1:
            items.append(f'<a href="{url(page - 1)}">Previous</a>')
        for n in shown(page, pages):
            items.append(f"<strong>{n}</strong>" if n == page else f'<a href="{url(n)}">{n}</a>')
        if page < pages:
            items.append(f'<a href="{url(page + 1)}">Next</a>')
    paging = f'<p class="paging"><span class="pages">Pages:</span> {" ".join(items)}</p>'
    out = []
    for i, p in enumerate(posts):
        n = (page - 1) * per + i + 1
        pid = 7700 + n
        body = f"<p>{p.html}</p>"
        if p.quote:
            body = (
                f'<div class="quotebox"><cite>{escape(p.quote[0])} wrote:</cite><blockquote><div><p>'
                f"{p.quote[1]}</p></div></blockquote></div>" + body
            )
        if p.spoiler:  # a spoiler extension's box
            body += f'<div class="spoiler-box"><div class="spoiler-content">{p.spoiler}</div></div>'
        if p.edited:
            body += f'<p class="lastedit"><em>Last edited by {escape(p.author)} (2015-01-19 23:05)</em></p>'
        if p.signature:
            body += f'<div class="sig-content"><span class="sig-line"><!-- --></span>{p.signature}</div>'
        kind = "topicpost firstpost" if n == 1 else "replypost"
        byline = "Topic by " if n == 1 else "Reply by "
        author = escape(p.author)
        out.append(
            f'<div id="p{pid}" class="post {"odd" if (i + 1) % 2 else "even"} {kind}"><div class="posthead"><h3 '
            f'class="hn post-ident"><span class="post-num">{n}</span> <span class="post-byline"><span>{byline}'
            f'</span><a title="Go to {author}\'s profile" href="profile.php?id={i + 2}">{author}</a></span> '
            f'<span class="post-link"><a class="permalink" rel="bookmark" title="Permanent link to this post" '
            f'href="viewtopic.php?pid={pid}#p{pid}">2015-01-19 22:59</a></span></h3></div><div class="postbody">'
            f'<div class="post-author"><ul class="author-ident"><li class="useravatar"></li><li class="username">'
            f'<a title="Go to {author}\'s profile" href="profile.php?id={i + 2}">{author}</a></li><li class="'
            'usertitle"><span>Member</span></li></ul><ul class="author-info"><li><span>Posts: <strong>12'
            '</strong></span></li></ul></div><div class="post-entry"><h4 id="pc'
            + str(pid)
            + '" class="entry-'
            f'title hn">Re: Mini 77</h4><div class="entry-content">{body}</div></div></div><div class="postfoot">'
            '<div class="post-options"><p class="post-actions"><span class="report-post item1"><a href="misc.'
            f'php?report={pid}">Report<span> Post {n}</span></a></span> <span class="quote-post"><a href="post.'
            f'php?tid=77&amp;qid={pid}">Quote<span> Post {n}</span></a></span></p></div></div></div>'
        )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-'
        'strict.dtd"><html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" dir="ltr"><head><meta '
        'http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>Mini 77 - Mafia Forum</title>'
        '<link rel="stylesheet" type="text/css" media="screen" href="style/Oxygen/Oxygen.min.css" /></head>'
        '<body><div id="brd-wrap" class="brd"><div id="brd-viewtopic" class="brd-page paged-page"><div id="'
        'brd-head" class="gen-content"><p id="brd-title"><a href="index.php">Mafia Forum</a></p></div><div '
        'id="brd-main"><h1 class="main-title"><a class="permalink" href="viewtopic.php?id=77" rel="bookmark">'
        f'Mini 77</a></h1><div id="brd-pagepost-top" class="main-pagepost gen-content">{paging}</div><div '
        'class="main-head"><h2 class="hn"><span><span class="item-info">Posts 1 to 7 of 7</span></span></h2>'
        f'</div><div id="forum7" class="main-content main-topic">{"".join(out)}</div><div id="brd-pagepost-'
        f'end" class="main-pagepost gen-content">{paging}</div></div><p id="copyright">Powered by <a href="'
        'http://punbb.informer.com/">PunBB</a></p></div></div></body></html>'
    )


ENGINES: dict[str, Callable[..., str]] = {
    "vbulletin3": vbulletin3,
    "vbulletin5": vbulletin5,
    "xenforo1": xenforo1,
    "smf21": smf21,
    "phpbb2": phpbb2,
    "fluxbb": fluxbb,
    "punbb13": punbb13,
}


# ------------------------------------------------------------------ tests


@pytest.mark.parametrize("forum", sorted(ENGINES))
def test_saved_page_votes(tmp_path: Path, forum: str) -> None:
    page = tmp_path / f"{forum}.html"
    page.write_text(ENGINES[forum](DAY), encoding="utf-8")
    data = votes([str(page)], tmp_path)
    assert triples(data) == DAY_VOTES
    assert data["posts_read"] == len(DAY)
    assert [(t["target"], t["count"], t["voters"]) for t in data["tally"]] == DAY_TALLY
    assert data["not_voting"] == ["Vivax", "Wile E. Coyote", "KelsierSC"]
    matches = [v["match"] for v in data["votes"]]
    assert matches == ["exact", "exact", "exact", "exact", "alias"]
    assert data["uncertain"] == []


@pytest.mark.parametrize("forum", sorted(ENGINES))
def test_saved_later_page_numbered_from_its_place(tmp_path: Path, forum: str) -> None:
    per = 7
    page = tmp_path / f"{forum}-p2.html"
    page.write_text(ENGINES[forum](DAY, page=2, pages=3, per=per), encoding="utf-8")
    data = votes([str(page)], tmp_path)
    assert triples(data) == [(n + per, voter, target) for n, voter, target in DAY_VOTES]


@pytest.mark.parametrize("forum", sorted(ENGINES))
def test_saved_pages_given_in_any_order(tmp_path: Path, forum: str) -> None:
    per = 4
    files = []
    for number in (2, 1):
        chunk = DAY[(number - 1) * per : number * per]
        f = tmp_path / f"{forum}-{number}.html"
        f.write_text(ENGINES[forum](chunk, page=number, pages=2, per=per), encoding="utf-8")
        files.append(str(f))
    data = votes(files, tmp_path)
    assert triples(data) == DAY_VOTES
    assert data["posts_read"] == len(DAY)


#: a thread served three posts a page: votes on every page, an unvote and a vote in one post
SERVED = [
    Msg("ModGuy", "Day 1. <b>VOTE: Vivax</b> is how you vote."),
    Msg("Vivax", "<b>VOTE: batsnacks</b>"),
    Msg("Oatsmaster", "<b>VOTE: batsnacks</b>", signature="<b>VOTE: Vivax</b>"),
    Msg("batsnacks", "<b>VOTE: Vivax</b>", quote=("Oatsmaster", "<b>VOTE: batsnacks</b>")),
    Msg("Vivax", "<b>UNVOTE</b><br><b>VOTE: Oatsmaster</b>"),
    Msg("KelsierSC", "<b>VOTE: batsnacks</b>", spoiler="<b>VOTE: Vivax</b>"),
    Msg("Half the Sky", "<b>VOTE: no lynch</b>"),
]


def served_paths(forum: str) -> Callable[[int], tuple[str, str | None]]:
    """Where page ``n`` of a served thread lives (path, query) for each engine's links."""
    per = 3
    table: dict[str, Callable[[int], tuple[str, str | None]]] = {
        "vbulletin3": lambda n: ("/showthread.php", f"t=77&page={n}"),
        "vbulletin5": lambda n: ("/forum/games/77-mini-77" + (f"/page{n}" if n > 1 else ""), None),
        "xenforo1": lambda n: ("/threads/mini-77.77/" + (f"page-{n}" if n > 1 else ""), None),
        "smf21": lambda n: ("/index.php", f"topic=77.{(n - 1) * per}"),
        "phpbb2": lambda n: (
            "/viewtopic.php",
            f"t=77&postdays=0&postorder=asc&start={(n - 1) * per}",
        ),
        "fluxbb": lambda n: ("/viewtopic.php", "id=77" + (f"&p={n}" if n > 1 else "")),
        "punbb13": lambda n: ("/viewtopic.php", "id=77" + (f"&p={n}" if n > 1 else "")),
    }
    return table[forum]


def serve(httpserver: HTTPServer, forum: str) -> str:
    per, pages = 3, 3
    where = served_paths(forum)
    origin = httpserver.url_for("/").rstrip("/")
    for n in range(1, pages + 1):
        html = ENGINES[forum](SERVED[(n - 1) * per : n * per], page=n, pages=pages, per=per)
        # absolute links in a page point at the served forum
        html = html.replace("https://forum.example", origin)
        path, query = where(n)
        httpserver.expect_request(path, query_string=query).respond_with_data(
            html, content_type="text/html; charset=utf-8"
        )
    path, query = where(1)
    return httpserver.url_for(path) + (f"?{query}" if query else "")


@pytest.mark.parametrize("forum", sorted(ENGINES))
def test_served_thread_followed_page_by_page(
    tmp_path: Path, httpserver: HTTPServer, forum: str
) -> None:
    data = votes([serve(httpserver, forum)], tmp_path)
    assert data["posts_read"] == len(SERVED)
    assert triples(data) == [
        (2, "Vivax", "batsnacks"),
        (3, "Oatsmaster", "batsnacks"),
        (4, "batsnacks", "Vivax"),
        (5, "Vivax", ""),
        (5, "Vivax", "Oatsmaster"),
        (6, "KelsierSC", "batsnacks"),
        (7, "Half the Sky", "no-lynch"),
    ]
    assert [(t["target"], t["count"], t["voters"]) for t in data["tally"]] == [
        ("batsnacks", 2, ["Oatsmaster", "KelsierSC"]),
        ("Vivax", 1, ["batsnacks"]),
        ("Oatsmaster", 1, ["Vivax"]),
        ("no-lynch", 1, ["Half the Sky"]),
    ]


@pytest.mark.parametrize("forum", sorted(ENGINES))
def test_served_thread_from_to(tmp_path: Path, httpserver: HTTPServer, forum: str) -> None:
    data = votes([serve(httpserver, forum), "--from", "4", "--to", "6"], tmp_path)
    assert triples(data) == [
        (4, "batsnacks", "Vivax"),
        (5, "Vivax", ""),
        (5, "Vivax", "Oatsmaster"),
        (6, "KelsierSC", "batsnacks"),
    ]


def test_stdin_bbcode_without_post_lines_says_what_is_expected(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("\n".join(PLAYERS) + "\n", encoding="utf-8")
    proc = run(["-", "--players", str(players)], stdin="[b]VOTE: batsnacks[/b]\n")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    line = proc.stderr.strip()
    assert len(line.splitlines()) == 1
    assert "standard input" in line
    # the paste needs a post number and an author before each post, or a saved page
    assert "#12 Vivax" in line and "author" in line and "HTML" in line


@pytest.mark.parametrize("own_span", [False, True])
def test_phpbb2_signature_after_its_line_is_not_a_vote(tmp_path: Path, own_span: bool) -> None:
    # phpBB 2 prints the signature in the message's cell after a line of 17 underscores; a
    # line of underscores the author types (a separator) is the author's own words
    day = [
        Msg("ModGuy", "Day 1"),
        Msg("Vivax", "<b>VOTE: batsnacks</b>", signature="I am <b>VOTE: KelsierSC</b>"),
        Msg("Oatsmaster", "my case:<br>__________<br><b>VOTE: Vivax</b>"),
        Msg("batsnacks", "hm", signature="<b>VOTE: Oatsmaster</b><br />_________________<br />x"),
    ]
    page = tmp_path / "phpbb2.html"
    page.write_text(phpbb2(day, own_span=own_span), encoding="utf-8")
    data = votes([str(page)], tmp_path)
    assert triples(data) == [(2, "Vivax", "batsnacks"), (3, "Oatsmaster", "Vivax")]


def test_collapsed_details_block_is_a_spoiler(tmp_path: Path) -> None:
    # "Votes inside quotes, spoilers and signatures are not votes": a collapsed <details>
    # (Discourse's [details], a theme's spoiler) hides its words as a spoiler does
    rows = [
        {"number": 1, "author": "ModGuy", "html": "Day 1"},
        {
            "number": 2,
            "author": "Vivax",
            "html": "<p><b>VOTE: batsnacks</b></p>"
            "<details><summary>Spoiler</summary><p><b>VOTE: KelsierSC</b></p></details>",
        },
        {
            "number": 3,
            "author": "Oatsmaster",
            "html": "<details><summary>x</summary><b>VOTE: Vivax</b></details>",
        },
    ]
    posts = tmp_path / "posts.jsonl"
    posts.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    data = votes([str(posts)], tmp_path)
    assert triples(data) == [(2, "Vivax", "batsnacks")]
