"""Thread pages in each forum engine's own markup, for the adapter tests and the benchmark.

Each engine's page follows the markup of its default theme (prosilver; phpBB 2's subSilver;
FluxBB 1.5's / PunBB 1.2's blockpost and PunBB 1.3's post-ident; vBulletin 3's
postbit tables, vBulletin 4's postbit_legacy list, vBulletin 5's b-post; XenForo 1's
messageList and XenForo 2's message--post; Discourse's crawler view; Invision 4's cPost;
SMF 2's Curve post_wrapper; MyBB 1.8's default postbit): post container, author link,
printed post number where the engine prints one, body, quote, spoiler and signature
blocks, edited marker, page links. A post is described once (:class:`P`) and rendered by
every engine, so one expectation checks them all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape


@dataclass(frozen=True)
class P:
    """A post: its author, its own words (HTML), and what else its body holds."""

    author: str
    html: str
    quote: tuple[str, str] | None = None  # (quoted author, quoted HTML)
    spoiler: str = ""
    signature: str = ""
    edited: bool = False


HOST = "ModGuy"
PLAYERS = ["Vivax", "batsnacks", "Oatsmaster", "Wile E. Coyote", "Koshi", "KelsierSC"]
PLAYER_FILE = "\n".join([*PLAYERS[:-1], "OldGuy -> KelsierSC"]) + "\n"

#: the day's posts: a host vote, a vote quoted and one in a spoiler, a misspelt vote, a vote
#: by a replaced player, an unvote-then-vote in an edited post, a vote in a signature
THREAD: list[P] = [
    P(HOST, "Day 1 begins. Example: <b>VOTE: Vivax</b>"),
    P("Vivax", "I think it's bats.<br><b>VOTE: batsnacks</b>"),
    P("Oatsmaster", "Agreed with this.", quote=("Vivax", "<b>VOTE: batsnacks</b>")),
    P("Koshi", "##vote oatsmastr.", spoiler="<b>VOTE: Vivax</b>"),
    P("OldGuy", "<b>vote: vivax</b> for lurking"),
    P("Vivax", "<b>UNVOTE</b> changed my mind.<br><strong>Vote: Oatsmaster</strong>", edited=True),
    P("batsnacks", "<b>VOTE: wile</b>", signature="<b>VOTE: Koshi</b> is my sig"),
]
#: what :data:`THREAD` counts to
EXPECTED_TALLY = [
    ("Oatsmaster", ["Koshi", "Vivax"]),
    ("Vivax", ["KelsierSC"]),
    ("Wile E. Coyote", ["batsnacks"]),
]


def _window(page: int, pages: int) -> list[int]:
    """The page links a forum shows: the first, the last, and two either side of this one."""
    return sorted({1, pages, *range(max(1, page - 2), min(pages, page + 2) + 1)})


def _pages(base: str, page: int, pages: int, link: Callable[[int], str], cur: str, a: str) -> str:
    out = []
    for n in _window(page, pages):
        out.append(cur.format(n=n) if n == page else a.format(href=escape(link(n)), n=n))
    return "".join(out)


def phpbb(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 25) -> str:
    """prosilver's viewtopic_body.html (phpBB 3.2/3.3)."""

    def link(n: int) -> str:
        return "./viewtopic.php?t=7" + (f"&start={(n - 1) * per_page}" if n > 1 else "")

    items = _pages("", page, pages, link, '<li class="active"><span>{n}</span></li>',
                   '<li><a class="button" href="{href}" role="button">{n}</a></li>')  # fmt: skip
    nxt = (
        f'<li class="arrow next"><a class="button button-icon-only" href="{escape(link(page + 1))}"'
        ' rel="next" role="button">Next</a></li>'
        if page < pages
        else ""
    )
    body = []
    for i, p in enumerate(posts):
        pid = 1000 + (page - 1) * per_page + i
        content = p.html
        if p.quote:
            content = (
                f'<blockquote><div><cite>{escape(p.quote[0])} wrote: <a href="./viewtopic.php'
                f'?p=1#p1">↑</a></cite>{p.quote[1]}</div></blockquote>' + content
            )
        if p.spoiler:
            content += (
                '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>Spoiler:'
                '</b> <input type="button" value="Show"></div><div class="quotecontent">'
                f'<div style="display: none;">{p.spoiler}</div></div></div>'
            )
        body.append(
            f'<div id="p{pid}" class="post has-profile bg{1 + i % 2}"><div class="inner">'
            f'<dl class="postprofile" id="profile{pid}"><dt class="has-profile-rank">'
            f'<a href="./memberlist.php?mode=viewprofile&amp;u={i}" class="username">'
            f'{escape(p.author)}</a></dt><dd class="profile-rank">Player</dd></dl>'
            f'<div class="postbody"><div id="post_content{pid}"><h3><a href="#p{pid}">Re: Game'
            f'</a></h3><p class="author"><a class="unread" href="./viewtopic.php?p={pid}#p{pid}"'
            f' title="Post"><i class="icon fa-file fa-fw"></i></a><span class="responsive-hide">'
            f'by <strong><a href="./memberlist.php?mode=viewprofile&amp;u={i}" class="username">'
            f'{escape(p.author)}</a></strong> » </span><time datetime="2015-01-19T22:{i % 60:02d}'
            f':00+00:00">Mon Jan 19, 2015 10:{i % 60:02d} pm</time></p>'
            f'<div class="content">{content}</div>'
            + (
                f'<div class="notice">Last edited by {escape(p.author)} on Mon Jan 19, 2015; '
                "edited 1 time in total.</div>"
                if p.edited
                else ""
            )
            + (f'<div id="sig{pid}" class="signature">{p.signature}</div>' if p.signature else "")
            + '</div></div></div></div><hr class="divider">'
        )
    return (
        '<!DOCTYPE html><html dir="ltr" lang="en-gb"><head><meta charset="utf-8">'
        '<title>Game - MafiaScum</title></head><body id="phpbb" class="nojs notouch section'
        '-viewtopic ltr"><div id="page-body" class="page-body"><h2 class="topic-title">'
        '<a href="./viewtopic.php?t=7">Game</a></h2><div class="action-bar bar-top">'
        f'<div class="pagination">{len(posts)} posts <ul>{items}{nxt}</ul></div></div>'
        + "".join(body)
        + "</div></body></html>"
    )


def mybb(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 10) -> str:
    """MyBB 1.8's default theme (showthread, postbit)."""

    def link(n: int) -> str:
        return "showthread.php?tid=7" + (f"&page={n}" if n > 1 else "")

    items = _pages("", page, pages, link, '<span class="pagination_current">{n}</span>',
                   '<a href="{href}" class="pagination_page">{n}</a>')  # fmt: skip
    nxt = (
        f'<a href="{escape(link(page + 1))}" class="pagination_next">Next »</a>'
        if page < pages
        else ""
    )
    body = []
    for i, p in enumerate(posts):
        n = (page - 1) * per_page + i + 1
        pid = 500 + n
        content = p.html
        if p.quote:
            content = (
                f'<blockquote class="mycode_quote"><cite><span> (01-19-2015, 10:59 PM)</span>'
                f"{escape(p.quote[0])} Wrote: </cite>{p.quote[1]}</blockquote>" + content
            )
        if p.spoiler:
            content += f'<div class="spoiler"><div class="spoiler_body">{p.spoiler}</div></div>'
        edited = (
            f'<span class="post_edit" id="edited_by_{pid}"><span class="edited_post">(This post '
            f'was last modified: 01-19-2015, 11:05 PM by <a href="member.php?uid=1">'
            f"{escape(p.author)}</a>.)</span></span>"
            if p.edited
            else ""
        )
        sig = f'<div class="signature scaleimages">{p.signature}</div>' if p.signature else ""
        body.append(
            f'<a name="pid{pid}" id="pid{pid}"></a><div class="post " style="" id="post_{pid}">'
            '<div class="post_author"><div class="author_information"><strong><span class="large'
            f'text"><a href="member.php?action=profile&amp;uid={i}">{escape(p.author)}</a></span>'
            '</strong><br><span class="smalltext">Member</span></div></div>'
            '<div class="post_content"><div class="post_head"><div class="float_right" style="'
            f'vertical-align: top"><strong><a href="showthread.php?tid=7&amp;pid={pid}#pid{pid}"'
            f' title="Re: Game">#{n}</a></strong></div><span class="post_date">01-19-2015, 10:59 '
            f"PM {edited}</span></div>"
            f'<div class="post_body scaleimages" id="pid_{pid}">{content}</div>{sig}</div></div>'
        )
    return (
        '<!DOCTYPE html><html xml:lang="en" lang="en"><head><title>Game</title>'
        '<script type="text/javascript" src="jscripts/general.js?ver=1821"></script></head>'
        '<body><!-- start: showthread --><div id="container"><div class="float_left">'
        f'<div class="pagination"><span class="pages">Pages ({pages}):</span>{items}{nxt}</div>'
        f'</div><div id="posts_container"><div id="posts">{"".join(body)}</div></div>'
        "</div></body></html>"
    )


def _vb_quote(q: tuple[str, str]) -> str:
    return (
        '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
        '<div class="bbcode_quote_container"></div><div class="bbcode_postedby">Originally '
        f'Posted by <strong>{escape(q[0])}</strong></div><div class="message">{q[1]}</div>'
        "</div></div></div>"
    )


def vbulletin4(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 15) -> str:
    """vBulletin 4.2's postbit_legacy (Mafia Universe's forum runs vBulletin)."""

    def link(n: int) -> str:
        return "showthread.php?7-Game" + (f"/page{n}" if n > 1 else "")

    total = per_page * pages
    first, last = (page - 1) * per_page + 1, (page - 1) * per_page + len(posts)
    items = "".join(
        f'<span class="selected"><a href="javascript://" title="Results {first} to {last} of '
        f'{total}">{n}</a></span>'
        if n == page
        else f'<span><a href="{link(n)}" title="Show results {(n - 1) * per_page + 1} to '
        f'{n * per_page} of {total}">{n}</a></span>'
        for n in _window(page, pages)
    )
    nxt = (
        f'<span class="prev_next"><a rel="next" href="{link(page + 1)}" title="Next Page">'
        '<img alt="Next"></a></span>'
        if page < pages
        else ""
    )
    body = []
    for i, p in enumerate(posts):
        n = first + i
        pid = 9000 + n
        content = (_vb_quote(p.quote) if p.quote else "") + p.html
        if p.spoiler:
            content += (
                '<div class="spoiler"><div class="spoiler-header">Spoiler</div>'
                f'<div class="spoiler-body" style="display:none">{p.spoiler}</div></div>'
            )
        body.append(
            f'<li class="postbitlegacy postbitim postcontainer old" id="post_{pid}">'
            '<div class="posthead"><span class="postdate old"><span class="date">01-19-2015,'
            '&nbsp;<span class="time">10:59 PM</span></span></span><span class="nodecontrols">'
            f'<a name="post{pid}" href="showthread.php?7-Game&amp;p={pid}#post{pid}" '
            f'class="postcounter">#{n}</a><a id="postcount{pid}" name="{n}"></a></span></div>'
            '<div class="postdetails"><div class="userinfo"><div class="username_container">'
            f'<div class="popupmenu memberaction"><a class="username offline popupctrl" href='
            f'"member.php?{i}-x" title="{escape(p.author)} is offline"><strong>'
            f"{escape(p.author)}</strong></a></div></div></div>"
            '<div class="postbody"><div class="postrow"><h2 class="title icon">Re: Game</h2>'
            f'<div class="content"><div id="post_message_{pid}"><blockquote class="postcontent '
            f'restore ">{content}</blockquote></div></div></div>'
            + (
                f'<blockquote class="postcontent lastedited">Last edited by {escape(p.author)}; '
                '<span class="time">01-19-2015 at 11:05 PM</span>.</blockquote>'
                if p.edited
                else ""
            )
            + (
                '<div class="after_content"><blockquote class="signature restore">'
                f'<div class="signaturecontainer">{p.signature}</div></blockquote></div>'
                if p.signature
                else ""
            )
            + "</div></div></li>"
        )
    return (
        '<!DOCTYPE html><html dir="ltr" lang="en"><head><meta name="generator" content="'
        'vBulletin 4.2.5"><title>Game</title></head><body><div id="pagetitle"><h1>Game</h1>'
        '</div><div id="pagination_top" class="pagination_top"><form class="pagination popupmenu'
        f' nohovermenu"><span><a href="javascript://" class="popupctrl">Page {page} of {pages}'
        f'</a></span>{items}{nxt}</form></div><div id="postlist" class="postlist restrain">'
        f'<ol id="posts" class="posts" start="1">{"".join(body)}</ol></div></body></html>'
    )


def vbulletin3(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 15) -> str:
    """vBulletin 3.8's postbit (tables) and pagenav."""

    def link(n: int) -> str:
        return f"showthread.php?t=7&page={n}"

    cells = "".join(
        f'<td class="alt2"><span class="smallfont"><strong>{n}</strong></span></td>'
        if n == page
        else f'<td class="alt1"><a class="smallfont" href="{link(n)}">{n}</a></td>'
        for n in _window(page, pages)
    )
    nxt = (
        f'<td class="alt1"><a rel="next" class="smallfont" href="{link(page + 1)}">&gt;</a></td>'
        if page < pages
        else ""
    )
    body = []
    for i, p in enumerate(posts):
        n = (page - 1) * per_page + i + 1
        pid = 7000 + n
        content = p.html
        if p.quote:
            content = (
                '<div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin-'
                'bottom:2px">Quote:</div><table cellpadding="6" cellspacing="0" border="0" width="'
                '100%"><tr><td class="alt2" style="border:1px inset"><div>Originally Posted by <'
                f'strong>{escape(p.quote[0])}</strong></div><div style="font-style:italic">'
                f"{p.quote[1]}</div></td></tr></table></div>" + content
            )
        if p.spoiler:
            content += (
                '<div style="margin:20px; margin-top:5px"><div class="smallfont">Spoiler:</div>'
                f'<div class="alt2"><div style="display: none;">{p.spoiler}</div></div></div>'
            )
        body.append(
            f'<div id="edit{pid}" style="padding:0px 0px 6px 0px"><table id="post{pid}" '
            'class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">'
            '<tr><td class="thead" style="font-weight:normal"><div class="normal" style="float:'
            f'right">&nbsp;#<a href="showpost.php?p={pid}&amp;postcount={n}" target="new" rel='
            f'"nofollow" id="postcount{pid}" name="{n}"><strong>{n}</strong></a></div><div class='
            '"normal">01-19-2015, 10:59 PM</div></td></tr><tr><td class="alt2" style="padding:0px">'
            f'<div id="postmenu_{pid}"><a class="bigusername" href="member.php?u={i}">'
            f'{escape(p.author)}</a></div></td></tr><tr><td class="alt1" id="td_post_{pid}">'
            f'<div id="post_message_{pid}">{content}</div>'
            + ("<div>__________________<br>" + p.signature + "</div>" if p.signature else "")
            + (
                '<div class="smallfont"><hr size="1" style="color:#D1D1E1"><em>Last edited by '
                f'{escape(p.author)}; 01-19-2015 at <span class="time">11:05 PM</span>.</em>'
                "</div>"
                if p.edited
                else ""
            )
            + "</td></tr></table></div>"
        )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"><html dir="ltr" lang="en">'
        '<head><meta name="generator" content="vBulletin 3.8.11"><title>Game</title></head><body>'
        '<div class="pagenav" align="right"><table class="tborder" cellpadding="3" cellspacing='
        f'"1" border="0"><tr><td class="vbmenu_control" style="font-weight:normal">Page {page} of'
        f' {pages}</td>{cells}{nxt}</tr></table></div><div id="posts">{"".join(body)}</div>'
        "</body></html>"
    )


def vbulletin5(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 20) -> str:
    """vBulletin 5's conversation (b-post) and pagenav."""

    def link(n: int) -> str:
        return "/forum/games/7-game" + (f"/page{n}" if n > 1 else "")

    buttons = "".join(
        f'<a class="js-pagenav-button js-pagenav-current-button b-button b-button--secondary" '
        f'data-page="{n}" href="{link(n)}">{n}</a>'
        if n == page
        else f'<a class="js-pagenav-button b-button b-button--secondary" data-page="{n}" '
        f'href="{link(n)}">{n}</a>'
        for n in _window(page, pages)
    )
    nxt = (
        f'<a class="js-pagenav-next-button b-button b-button--secondary" href="{link(page + 1)}"'
        f' data-page="{page + 1}">Next</a>'
        if page < pages
        else ""
    )
    body = []
    for i, p in enumerate(posts):
        n = (page - 1) * per_page + i + 1
        nid = 3000 + n
        content = (_vb_quote(p.quote) if p.quote else "") + p.html
        if p.spoiler:
            content += f'<div class="bbcode_container"><div class="spoiler">{p.spoiler}</div></div>'
        body.append(
            f'<li class="b-post js-post js-comment-entry__parent h-restore--on-preview" data-node-id'
            f'="{nid}"><div class="b-post__grid"><div class="b-userinfo b-post__hide-when-deleted">'
            f'<div class="b-userinfo__details"><div class="author h-text-size--14"><strong><a href='
            f'"/member/{i}-x">{escape(p.author)}</a></strong></div></div></div>'
            '<div class="b-post__body"><div class="b-post__content js-post__content"><div class='
            f'"b-post__timestamp"><time itemprop="dateCreated" datetime="2015-01-19T22:59:00">'
            f'01-19-2015, 10:59 PM</time></div><a class="b-post__count js-show-post-link" href='
            f'"{link(page)}#post{nid}">#{n}</a><div class="js-post__content-wrapper"><div class='
            f'"js-post__content-text restore h-wordwrap">{content}</div></div>'
            + (
                f'<div class="b-post__edit">Last edited by {escape(p.author)}; 01-19-2015, 11:05 '
                "PM.</div>"
                if p.edited
                else ""
            )
            + (f'<div class="b-post__signature">{p.signature}</div>' if p.signature else "")
            + "</div></div></div></li>"
        )
    return (
        '<!DOCTYPE html><html lang="en"><head><meta name="generator" content="vBulletin 5.6.9">'
        '<title>Game</title></head><body><div id="pagenav" class="pagenav h-right js-pagenav">'
        f'{buttons}{nxt}</div><ul class="conversation-list list-container">{"".join(body)}</ul>'
        "</body></html>"
    )


def xenforo2(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 20) -> str:
    """XenForo 2.2's thread_view (message--post, pageNav)."""

    def link(n: int) -> str:
        return "/threads/game.7/" + (f"page-{n}" if n > 1 else "")

    items = "".join(
        f'<li class="pageNav-page{" pageNav-page--current" if n == page else ""} "><a href='
        f'"{link(n)}">{n}</a></li>'
        for n in _window(page, pages)
    )
    nxt = (
        f'<a href="{link(page + 1)}" class="pageNav-jump pageNav-jump--next">Next</a>'
        if page < pages
        else ""
    )
    body = []
    for i, p in enumerate(posts):
        n = (page - 1) * per_page + i + 1
        pid = 4000 + n
        content = p.html
        if p.quote:
            content = (
                '<blockquote data-attributes="member: 1" data-quote="' + escape(p.quote[0]) + '" '
                'data-source="post: 1" class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote'
                ' js-expandWatch"><div class="bbCodeBlock-title"><a href="/goto/post?id=1" class='
                f'"bbCodeBlock-sourceJump">{escape(p.quote[0])} said:</a></div><div class="bbCode'
                f'Block-content"><div class="bbCodeBlock-expandContent js-expandContent">'
                f"{p.quote[1]}</div></div></blockquote>" + content
            )
        if p.spoiler:
            content += (
                '<div class="bbCodeSpoiler"><button type="button" class="bbCodeSpoiler-button '
                'button--longText button"><span class="button-text"><span>Spoiler</span></span>'
                '</button><div class="bbCodeSpoiler-content"><div class="bbCodeBlock bbCodeBlock'
                f'--spoiler"><div class="bbCodeBlock-content">{p.spoiler}</div></div></div></div>'
            )
        body.append(
            f'<article class="message message--post js-post js-inlineModContainer" data-author='
            f'"{escape(p.author)}" data-content="post-{pid}" id="js-post-{pid}"><span class="u-anchor'
            f'" id="post-{pid}"></span><div class="message-inner"><div class="message-cell message-'
            f'cell--user"><section class="message-user"><h4 class="message-name"><a href="/members/'
            f'x.{i}/" class="username " data-user-id="{i}">{escape(p.author)}</a></h4></section>'
            '</div><div class="message-cell message-cell--main"><div class="message-main"><header'
            ' class="message-attribution message-attribution--split"><ul class="message-'
            f'attribution-main listInline "><li class="u-concealed"><a href="/threads/game.7/post-'
            f'{pid}" rel="nofollow"><time class="u-dt" dir="auto" datetime="2015-01-19T22:59:00+'
            '0000" data-time="1421708340">Jan 19, 2015</time></a></li></ul><ul class="message-'
            'attribution-opposite message-attribution-opposite--list "><li><a href="/threads/game.'
            f'7/post-{pid}" class="message-attribution-gadget" rel="nofollow">Share</a></li><li><a'
            f' href="/threads/game.7/post-{pid}" rel="nofollow">#{n}</a></li></ul></header>'
            '<div class="message-content js-messageContent"><div class="message-userContent '
            f'lbContainer js-lbContainer " data-lb-id="post-{pid}"><article class="message-body '
            f'js-selectToQuote "><div class="bbWrapper">{content}</div></article></div>'
            + (
                '<div class="message-lastEdit">Last edited: <time class="u-dt" datetime="2015-01-'
                '19T23:05:00+0000">Jan 19, 2015</time></div>'
                if p.edited
                else ""
            )
            + (
                '<aside class="message-signature"><div class="bbWrapper">'
                + p.signature
                + "</div></aside>"
                if p.signature
                else ""
            )
            + "</div></div></div></div></article>"
        )
    return (
        '<!DOCTYPE html><html id="XF" lang="en-US" dir="LTR" data-app="public" data-template='
        '"thread_view" class="has-no-js template-thread_view"><head><title>Game</title></head>'
        '<body><div class="p-body-main"><div class="block-outer"><nav class="pageNavWrapper '
        f'pageNavWrapper--mixed"><div class="pageNav"><ul class="pageNav-main">{items}</ul>{nxt}'
        '</div></nav></div><div class="block block--messages"><div class="block-body js-reply'
        f'NewMessageContainer">{"".join(body)}</div></div></div></body></html>'
    )


def xenforo1(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 20) -> str:
    """XenForo 1.5's thread_view (messageList, PageNav)."""

    def link(n: int) -> str:
        return "threads/game.7/" + (f"page-{n}" if n > 1 else "")

    links = "".join(
        f'<a href="{link(n)}" class="{"currentPage " if n == page else ""}" rel="start">{n}</a>'
        for n in _window(page, pages)
    )
    nxt = f'<a href="{link(page + 1)}" class="text">Next &gt;</a>' if page < pages else ""
    body = []
    for i, p in enumerate(posts):
        n = (page - 1) * per_page + i + 1
        pid = 6000 + n
        content = p.html
        if p.quote:
            content = (
                f'<div class="bbCodeBlock bbCodeQuote" data-author="{escape(p.quote[0])}"><aside>'
                f'<div class="attribution type">{escape(p.quote[0])} said:</div><blockquote class='
                f'"quoteContainer"><div class="quote">{p.quote[1]}</div><div class="quoteExpand">'
                "Click to expand...</div></blockquote></aside></div>" + content
            )
        if p.spoiler:
            content += (
                '<div class="ToggleTriggerAnchor bbCodeSpoilerContainer"><button type="button" '
                'class="button bbCodeSpoilerButton ToggleTrigger">Spoiler</button><div class='
                f'"SpoilerTarget bbCodeSpoilerText">{p.spoiler}</div></div>'
            )
        body.append(
            f'<li id="post-{pid}" class="message   " data-author="{escape(p.author)}">'
            '<div class="messageUserInfo" itemscope="itemscope"><div class="messageUserBlock">'
            f'<h3 class="userText"><a href="members/x.{i}/" class="username" itemprop="name">'
            f'{escape(p.author)}</a></h3></div></div><div class="messageInfo primaryContent">'
            '<div class="messageContent"><article><blockquote class="messageText SelectQuote'
            f'Container ugc baseHtml">{content}<div class="messageTextEndMarker">&nbsp;</div>'
            "</blockquote></article></div>"
            + (
                '<div class="editDate">Last edited: <span class="DateTime" title="Jan 19, 2015 at'
                ' 11:05 PM">Jan 19, 2015</span></div>'
                if p.edited
                else ""
            )
            + (
                '<div class="baseHtml signature messageText ugc"><aside>'
                + p.signature
                + "</aside></div>"
                if p.signature
                else ""
            )
            + '<div class="messageMeta ToggleTriggerAnchor"><div class="privateControls"><span '
            f'class="item muted"><a href="threads/game.7/#post-{pid}" title="Permalink" class='
            '"datePermalink"><abbr class="DateTime" data-time="1421708340" data-diff="1">Jan 19, '
            '2015 at 10:59 PM</abbr></a></span></div><div class="publicControls"><a href="threads/'
            f'game.7/#post-{pid}" title="Permalink" class="item muted postNumber hashPermalink '
            f'OverlayTrigger">#{n}</a></div></div></div></li>'
        )
    return (
        '<!DOCTYPE html><html id="XenForo" lang="en-US" dir="LTR" class="Public NoJs LoggedOut '
        'NoSidebar RunDeferred Responsive"><head><title>Game</title></head><body><div class='
        f'"pageNavLinkGroup"><div class="PageNav" data-page="{page}" data-range="2" data-start="2"'
        f' data-end="{pages}" data-last="{pages}" data-sentinel="{{{{sentinel}}}}" data-baseurl='
        f'"threads/game.7/page-{{{{sentinel}}}}"><span class="pageNavHeader">Page {page} of '
        f'{pages}</span><nav>{links}{nxt}</nav></div></div><form action="inline-mod/post/switch"'
        f' method="post" class="InlineModForm section"><ol class="messageList" id="messageList">'
        f"{''.join(body)}</ol></form></body></html>"
    )


def discourse(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 20) -> str:
    """Discourse's crawler view of a topic (what it serves without JavaScript)."""
    body = []
    for i, p in enumerate(posts):
        n = (page - 1) * per_page + i + 1
        content = p.html
        if p.quote:
            content = (
                f'<aside class="quote no-group" data-username="{escape(p.quote[0])}" data-post="1"'
                ' data-topic="7"><div class="title"><div class="quote-controls"></div>'
                f"{escape(p.quote[0])}:</div><blockquote>{p.quote[1]}</blockquote></aside>"
                + content
            )
        if p.spoiler:
            content += f'<div class="spoiler">{p.spoiler}</div>'
        body.append(
            f'<div id="post_{n}" itemprop="comment" itemscope itemtype="http://schema.org/Comment"'
            ' class="topic-body crawler-post"><div class="crawler-post-meta"><span class="creator"'
            f' itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" '
            f'href="/u/{escape(p.author)}"><span itemprop="name">{escape(p.author)}</span></a>'
            '</span><link itemprop="mainEntityOfPage" href="/t/game/7"><span class="crawler-post-'
            'infos"><time itemprop="datePublished" datetime="2015-01-19T22:59:00Z" class="post-'
            'time">January 19, 2015, 10:59pm</time>'
            + ('<meta itemprop="dateModified" content="2015-01-19T23:05:00Z">' if p.edited else "")
            + f'<span itemprop="position">{n}</span></span></div><div class="post" itemprop="text">'
            f"{content}</div></div>"
        )
    nxt = (
        '<div role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement" '
        f'class="topic-body crawler-post"><span itemprop="name"><a rel="next" itemprop="url" '
        f'href="/t/game/7?page={page + 1}">next page →</a></span></div>'
        if page < pages
        else ""
    )
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Game - Forum</title>'
        '<meta name="generator" content="Discourse 3.1.0 - https://github.com/discourse/discourse'
        ' version 3.1.0"></head><body class="crawler"><div id="main-outlet" class="wrap" role="'
        f'main"><div id="topic-title"><h1><a href="/t/game/7">Game</a></h1></div>{"".join(body)}'
        f"{nxt}</div></body></html>"
    )


def invision(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 25) -> str:
    """Invision Community 4's topic view (cPost comments, ipsPagination)."""

    def link(n: int) -> str:
        return "https://forum.example/topic/7-game/" + (f"page/{n}/" if n > 1 else "")

    items = "".join(
        f'<li class="ipsPagination_page{" ipsPagination_active" if n == page else ""}"><a href='
        f'"{link(n)}" data-page="{n}">{n}</a></li>'
        for n in _window(page, pages)
    )
    nxt = (
        f'<li class="ipsPagination_next"><a href="{link(page + 1)}" rel="next" data-page='
        f'"{page + 1}">Next</a></li>'
        if page < pages
        else '<li class="ipsPagination_next ipsPagination_inactive"><a href="#">Next</a></li>'
    )
    body = []
    for i, p in enumerate(posts):
        cid = 8000 + (page - 1) * per_page + i
        content = p.html
        if p.quote:
            content = (
                '<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" '
                f'data-ipsquote-username="{escape(p.quote[0])}"><div class="ipsQuote_citation">'
                f'{escape(p.quote[0])} said:</div><div class="ipsQuote_contents">{p.quote[1]}</div>'
                "</blockquote>" + content
            )
        if p.spoiler:
            content += (
                f'<div class="ipsSpoiler" data-ipsspoiler=""><div class="ipsSpoiler_header">'
                f'<span>Spoiler</span></div><div class="ipsSpoiler_contents">{p.spoiler}</div></div>'
            )
        if p.edited:
            content += (
                '<p class="ipsType_reset ipsType_medium ipsType_light" data-excludequote=""><strong>'
                f"Edited January 19, 2015 by {escape(p.author)}</strong></p>"
            )
        body.append(
            f'<article id="elComment_{cid}" class="cPost ipsBox ipsResponsive_pull  ipsComment  '
            "ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_"
            'collapsePhone"><div class="cAuthorPane_mobile ipsResponsive_showPhone"></div><aside '
            'class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hide'
            'Phone"><h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_'
            f'break"><strong><a href="https://forum.example/profile/{i}-x/" class="ipsType_break">'
            f'{escape(p.author)}</a></strong></h3></aside><div class="ipsColumn ipsColumn_fluid '
            'ipsMargin:none"><div id="comment-' + str(cid) + '_wrap" class="ipsComment_content '
            'ipsType_medium"><div class="ipsComment_meta ipsType_light ipsFlex"><div class="ipsType_'
            'reset ipsResponsive_hidePhone"><a href="?do=findComment&amp;comment=' + str(cid) + '" '
            'class="ipsType_blendLinks">Posted <time datetime="2015-01-19T22:59:00Z" title="01/19/'
            '2015 10:59  PM" data-short="10 yr">January 19, 2015</time></a></div></div><div class="'
            'cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_rich'
            f'Text ipsPadding_bottom ipsContained" data-controller="core.front.core.lightboxed'
            f'Images">{content}</div>'
            + (
                '<div data-role="memberSignature" class="ipsResponsive_hidePhone"><div class="ipsType'
                f'_reset ipsType_richText" data-ipslazyload="">{p.signature}</div></div>'
                if p.signature
                else ""
            )
            + "</div></div></div></article>"
        )
    return (
        '<!DOCTYPE html><html lang="en-US" dir="ltr"><head><title>Game - Forum</title></head>'
        '<body class="ipsApp ipsApp_front ipsJS_none ipsClearfix" data-controller="core.front.'
        'core.app" data-pageapp="forums" data-pagemodule="forums" data-pagecontroller="topic">'
        '<div class="ipsButtonBar ipsPad_half ipsClearfix ipsClear"><ul class="ipsPagination" '
        f'id="elPagination_x" data-ipspagination-pages="{pages}" data-ipspagination-perpage="'
        f'{per_page}">{items}{nxt}</ul></div><div id="comments" data-controller="core.front.core.'
        f'commentFeed">{"".join(body)}</div></body></html>'
    )


def smf(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 15) -> str:
    """SMF 2.0's Curve theme (Display template: post_wrapper, pagelinks)."""

    def link(n: int) -> str:
        return f"index.php?topic=7.{(n - 1) * per_page}"

    parts = "".join(
        f"[<strong>{n}</strong>] "
        if n == page
        else f'<a class="navPages" href="{link(n)}">{n}</a> '
        for n in _window(page, pages)
    )
    body = []
    for i, p in enumerate(posts):
        n = (page - 1) * per_page + i + 1
        mid = 2000 + n
        content = p.html
        if p.quote:
            content = (
                '<div class="quoteheader"><div class="topslice_quote"><a href="index.php?topic=7.'
                f'msg1#msg1">Quote from: {escape(p.quote[0])} on January 19, 2015, 10:59:00 PM</a>'
                '</div></div><blockquote class="bbc_standard_quote">'
                + p.quote[1]
                + '<br></blockquote><div class="quotefooter"><div class="botslice_quote"></div></div>'
                + content
            )
        if p.spoiler:
            content += (
                f'<div class="sp-wrap"><div class="sp-head">Spoiler</div><div class="sp-body">'
                f"{p.spoiler}</div></div>"
            )
        reply = f"<strong>Reply #{n - 1} on:</strong> " if n > 1 else "<strong> on:</strong> "
        body.append(
            f'<div class="windowbg{"2" if i % 2 else ""}"><span class="topslice"><span></span>'
            '</span><div class="post_wrapper"><div class="poster"><h4><a href="index.php?action='
            f'profile;u={i}" title="View the profile of {escape(p.author)}">{escape(p.author)}</a>'
            '</h4><ul class="reset smalltext" id="msg_' + str(mid) + '_extra_info"><li class="'
            'postgroup">Player</li></ul></div><div class="postarea"><div class="flow_hidden">'
            f'<div class="keyinfo"><h5 id="subject_{mid}"><a href="index.php?topic=7.msg{mid}#'
            f'msg{mid}" rel="nofollow">Re: Game</a></h5><div class="smalltext">« {reply}January 19'
            ', 2015, 10:59:00 PM »</div></div></div><div class="post"><div class="inner" id='
            f'"msg_{mid}">{content}</div></div></div><div class="moderatorbar"><div class="small'
            f'text modified" id="modified_{mid}">'
            + (
                f"« <em><b>Last Edit:</b> January 19, 2015, 11:05:00 PM by {escape(p.author)}</em>"
                " »"
                if p.edited
                else ""
            )
            + "</div>"
            + (
                f'<div class="signature" id="msg_{mid}_signature">{p.signature}</div>'
                if p.signature
                else ""
            )
            + '</div></div><span class="botslice"><span></span></span></div>'
        )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"><html><head><script '
        'type="text/javascript" src="https://forum.example/Themes/default/scripts/script.js?fin20'
        '"></script><script type="text/javascript">var smf_theme_url = "https://forum.example/'
        'Themes/default"; var smf_scripturl = "https://forum.example/index.php";</script><title>'
        'Game</title></head><body><div id="content_section"><div class="pagesection"><div class='
        f'"pagelinks floatleft">Pages: {parts}</div></div><div id="forumposts"><form action="'
        f'index.php?action=quickmod2;topic=7.0" method="post" id="quickModForm">{"".join(body)}'
        "</form></div></div></body></html>"
    )


def phpbb2(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 15) -> str:
    """phpBB 2's subSilver (viewtopic_body.tpl, bbcode.tpl): table rows, sig after '____'."""

    def link(n: int) -> str:
        return f"viewtopic.php?t=7&amp;postdays=0&amp;postorder=asc&amp;start={(n - 1) * per_page}"

    goto = ""
    if pages > 1:
        goto = "Goto page " + ", ".join(
            f"<b>{n}</b>" if n == page else f'<a href="{link(n)}">{n}</a>'
            for n in _window(page, pages)
        )
        goto += f'&nbsp;&nbsp;<a href="{link(page + 1)}">Next</a>' if page < pages else ""
    rows = []
    for i, p in enumerate(posts):
        pid = 100 + (page - 1) * per_page + i
        content = p.html
        if p.quote:
            content = (
                '</span><table width="90%" cellspacing="1" cellpadding="3" border="0" align="center">'
                f'<tr><td><span class="genmed"><b>{escape(p.quote[0])} wrote:</b></span></td></tr>'
                f'<tr><td class="quote">{p.quote[1]}</td></tr></table><span class="postbody">'
                + content
            )
        if p.spoiler:
            content += (
                '</span><table width="90%" cellspacing="1" cellpadding="3" border="0" align="center">'
                f'<tr><td class="spoiler">{p.spoiler}</td></tr></table><span class="postbody">'
            )
        sig = f"<br />_________________<br />{p.signature}" if p.signature else ""
        edited = (
            f"<br /><br />Last edited by {escape(p.author)} on Mon Jan 19, 2015 11:05 pm; edited 1 "
            "time in total"
            if p.edited
            else ""
        )
        rows.append(
            f'<tr><td width="150" valign="top" class="row{1 + i % 2}"><span class="name"><a name="{pid}">'
            f'</a><b>{escape(p.author)}</b></span><br /><span class="postdetails">Player</span></td>'
            f'<td class="row{1 + i % 2}" width="100%" valign="top"><table width="100%" border="0"><tr>'
            f'<td width="100%"><a href="viewtopic.php?p={pid}#{pid}"><img src="icon_minipost.gif" alt="Post"'
            ' /></a><span class="postdetails">Posted: Mon Jan 19, 2015 10:59 pm</span></td></tr><tr><td '
            f'colspan="2"><hr /></td></tr><tr><td colspan="2"><span class="postbody">{content}{sig}</span>'
            f'<span class="gensmall">{edited}</span></td></tr></table></td></tr><tr><td class="spaceRow" '
            'colspan="2" height="1"></td></tr>'
        )
    return (
        '<html dir="ltr"><head><title>Forum :: View topic - Game</title></head><body><table width="100%">'
        f'<tr><td class="bodyline"><span class="gensmall"><b>{goto}</b></span><table class="forumline" '
        f'width="100%">{"".join(rows)}<tr><td class="catBottom" colspan="2"><form method="post" action="'
        f'viewtopic.php?t=7&amp;start={(page - 1) * per_page}"><span class="gensmall">Display posts'
        f'</span></form></td></tr></table><span class="nav">Page <b>{page}</b> of <b>{pages}</b></span>'
        "</td></tr></table></body></html>"
    )


def fluxbb(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 25) -> str:
    """FluxBB 1.5's (and PunBB 1.2's) viewtopic: div.blockpost, '#N', postmsg, signature."""

    def link(n: int) -> str:
        return "viewtopic.php?id=7" + (f"&amp;p={n}" if n > 1 else "")

    items = [
        f"<strong>{n}</strong>" if n == page else f'<a href="{link(n)}">{n}</a>'
        for n in _window(page, pages)
    ]
    if page < pages:
        items.append(f'<a rel="next" href="{link(page + 1)}">Next</a>')
    body = []
    for i, p in enumerate(posts):
        n = (page - 1) * per_page + i + 1
        pid = 300 + n
        content = f"<p>{p.html}</p>"
        if p.quote:
            content = (
                f'<div class="quotebox"><cite>{escape(p.quote[0])} wrote:</cite><blockquote><div>'
                f"<p>{p.quote[1]}</p></div></blockquote></div>" + content
            )
        if p.spoiler:
            content += f'<div class="spoiler">{p.spoiler}</div>'
        if p.edited:
            content += (
                f'<p class="postedit"><em>Last edited by {escape(p.author)} (2015-01-19)</em></p>'
            )
        body.append(
            f'<div id="p{pid}" class="blockpost rowodd"><h2><span><span class="conr">#{n}</span> <a href='
            f'"viewtopic.php?pid={pid}#p{pid}">2015-01-19 22:59:00</a></span></h2><div class="box"><div '
            'class="inbox"><div class="postbody"><div class="postleft"><dl><dt><strong><a href="profile.'
            f'php?id={i}">{escape(p.author)}</a></strong></dt></dl></div><div class="postright"><h3>Re: '
            f'Game</h3><div class="postmsg">{content}</div>'
            + (
                f'<div class="postsignature postmsg"><hr />{p.signature}</div>'
                if p.signature
                else ""
            )
            + '</div></div></div><div class="inbox"><div class="postfoot clearb"><div class="postfoot'
            f'right"><ul><li class="postedit"><span><a href="edit.php?id={pid}">Edit</a></span></li>'
            "</ul></div></div></div></div></div>"
        )
    return (
        '<html><head><title>Game / Forum</title></head><body><div id="punviewtopic" class="pun">'
        f'<div class="linkst"><p class="pagelink conl"><span class="pages-label">Pages </span>'
        f"{' '.join(items)}</p></div>{''.join(body)}</div></body></html>"
    )


def punbb13(posts: Sequence[P], page: int = 1, pages: int = 1, per_page: int = 25) -> str:
    """PunBB 1.3/1.4's viewtopic: div.post, h3.post-ident, entry-content with sig and edit."""

    def link(n: int) -> str:
        return "viewtopic.php?id=7" + (f"&amp;p={n}" if n > 1 else "")

    items = [
        f"<strong>{n}</strong>" if n == page else f'<a href="{link(n)}">{n}</a>'
        for n in _window(page, pages)
    ]
    if page < pages:
        items.append(f'<a href="{link(page + 1)}">Next</a>')
    body = []
    for i, p in enumerate(posts):
        n = (page - 1) * per_page + i + 1
        pid = 700 + n
        content = f"<p>{p.html}</p>"
        if p.quote:
            content = (
                f'<div class="quotebox"><cite>{escape(p.quote[0])} wrote:</cite><blockquote><div>'
                f"<p>{p.quote[1]}</p></div></blockquote></div>" + content
            )
        if p.spoiler:
            content += f'<div class="spoiler-box">{p.spoiler}</div>'
        if p.edited:
            content += f'<p class="lastedit"><em>Last edited by {escape(p.author)}</em></p>'
        if p.signature:
            content += f'<div class="sig-content"><span class="sig-line"></span>{p.signature}</div>'
        body.append(
            f'<div id="p{pid}" class="post odd replypost"><div class="posthead"><h3 class="hn post-'
            f'ident"><span class="post-num">{n}</span> <span class="post-byline"><span>Reply by </span>'
            f'<a href="profile.php?id={i}">{escape(p.author)}</a></span> <span class="post-link"><a '
            f'class="permalink" rel="bookmark" href="viewtopic.php?pid={pid}#p{pid}">2015-01-19</a>'
            '</span></h3></div><div class="postbody"><div class="post-entry"><div class="entry-content">'
            f"{content}</div></div></div></div>"
        )
    return (
        '<html><head><title>Game - Forum</title></head><body><div id="brd-viewtopic" class="brd-page">'
        f'<p class="paging"><span class="pages">Pages:</span> {" ".join(items)}</p>'
        f'<div class="main-content main-topic">{"".join(body)}</div></div></body></html>'
    )


#: every engine's page renderer, by the engine name its adapter reports
RENDERERS: dict[str, Callable[..., str]] = {
    "phpBB 2": phpbb2,
    "phpBB 3": phpbb,
    "FluxBB": fluxbb,
    "PunBB 1.3": punbb13,
    "vBulletin 3": vbulletin3,
    "vBulletin 4": vbulletin4,
    "vBulletin 5": vbulletin5,
    "XenForo 1": xenforo1,
    "XenForo 2": xenforo2,
    "Discourse": discourse,
    "Invision Community": invision,
    "SMF": smf,
    "MyBB": mybb,
}
