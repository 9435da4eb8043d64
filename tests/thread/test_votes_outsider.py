"""`mafiamod votes` tested from /work/shared/spec/thread-votes.md alone.

Written as an outsider: every input is built here from the contract (saved pages of the
forum softwares it names, `.jsonl` posts files, a pasted page on stdin, a served thread
with pagination) and run through the real CLI entry point.
"""

from __future__ import annotations

import json
import subprocess
import sys
from html import escape
from pathlib import Path
from typing import Any

import pytest
from pytest_httpserver import HTTPServer

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["Vivax", "batsnacks", "Oatsmaster", "Wile E. Coyote", "Half the Sky", "KelsierSC"]


def run(args: list[str], stdin: str | None = None, cwd: Path | None = None):
    proc = subprocess.run(
        [sys.executable, "-m", "mafiamod", "votes", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=120,
    )
    return proc


def votes_json(args: list[str], stdin: str | None = None) -> dict[str, Any]:
    proc = run([*args, "--json"], stdin=stdin)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def players_file(tmp_path: Path, lines: list[str] | None = None) -> str:
    p = tmp_path / "players.txt"
    p.write_text("\n".join(PLAYERS if lines is None else lines) + "\n", encoding="utf-8")
    return str(p)


def jsonl(tmp_path: Path, posts: list[tuple[str, str]], key: str = "html", start: int = 1) -> str:
    p = tmp_path / "posts.jsonl"
    rows = [
        json.dumps({"number": start + i, "author": a, key: body, "time": "2015-01-19T22:59:00Z"})
        for i, (a, body) in enumerate(posts)
    ]
    p.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(p)


def one_vote(tmp_path: Path, body: str, *extra: str, key: str = "html", author: str = "Vivax"):
    data = votes_json(
        [jsonl(tmp_path, [(author, body)], key=key), "--players", players_file(tmp_path), *extra]
    )
    return data


def pairs(data: dict[str, Any]) -> list[tuple[int, str, str]]:
    return [(v["post"], v["voter"], v["target"]) for v in data["votes"]]


# ---------------------------------------------------------------- forum page builders
# Each builder takes [(author, html_body, signature_html)] and returns a whole page.

QUOTE = {
    "phpbb": "<blockquote><div><cite>{who} wrote:</cite>{body}</div></blockquote>",
    "vbulletin": (
        '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
        '<div class="bbcode_quote_container"></div><div class="bbcode_postedby">Originally Posted by '
        '<strong>{who}</strong></div><div class="message">{body}</div></div></div></div>'
    ),
    "xenforo": (
        '<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch" '
        'data-quote="{who}"><div class="bbCodeBlock-title">{who} said:</div><div class="bbCodeBlock-content">'
        '<div class="bbCodeBlock-expandContent js-expandContent">{body}</div></div></blockquote>'
    ),
    "discourse": (
        '<aside class="quote no-group" data-username="{who}" data-post="1" data-topic="7">'
        '<div class="title">{who}:</div><blockquote><p>{body}</p></blockquote></aside>'
    ),
    "invision": (
        '<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-username="{who}">'
        '<div class="ipsQuote_citation">{who} said:</div><div class="ipsQuote_contents"><p>{body}</p></div>'
        "</blockquote>"
    ),
    "smf": (
        '<div class="quoteheader"><div class="topslice_quote"><a href="#">Quote from: {who}</a></div></div>'
        '<blockquote class="bbc_standard_quote">{body}<br /></blockquote><div class="quotefooter">'
        '<div class="botslice_quote"></div></div>'
    ),
    "mybb": '<blockquote class="mycode_quote"><cite>{who} Wrote:</cite>{body}</blockquote>',
}


def page_phpbb(posts, start=0):
    out = []
    for i, (a, body, sig) in enumerate(posts):
        pid = 1000 + start + i
        out.append(
            f'<div id="p{pid}" class="post has-profile bg{i % 2 + 1}"><div class="inner">'
            f'<dl class="postprofile" id="profile{pid}"><dt class="has-profile-rank">'
            f'<a href="./memberlist.php?mode=viewprofile&amp;u={i}" class="username">{a}</a></dt></dl>'
            f'<div class="postbody"><div id="post_content{pid}"><h3><a href="#p{pid}">Re: Mini 42</a></h3>'
            f'<p class="author"><a class="unread" href="./viewtopic.php?p={pid}#p{pid}"></a>'
            f'<span class="responsive-hide">by <strong><a href="#" class="username">{a}</a></strong> &raquo; </span>'
            f"Mon Jan 19, 2015 10:59 pm</p>"
            f'<div class="content">{body}</div>'
            + (f'<div id="sig{pid}" class="signature">{sig}</div>' if sig else "")
            + "</div></div></div></div>"
        )
    return (
        '<!DOCTYPE html><html dir="ltr" lang="en-gb"><head><meta charset="utf-8" />'
        "<title>Mini 42 - Page 1 - Forum</title></head>"
        '<body id="phpbb" class="nojs notouch section-viewtopic ltr "><div id="wrap" class="wrap">'
        '<h2 class="topic-title"><a href="./viewtopic.php?t=42">Mini 42</a></h2>'
        '<div class="action-bar bar-top"><div class="pagination">3 posts &bull; Page <strong>1</strong> of '
        "<strong>1</strong></div></div>"
        + "".join(out)
        + '<div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software '
        "&copy; phpBB Limited</div></div></body></html>"
    )


def page_vbulletin(posts, start=0):
    out = []
    for i, (a, body, sig) in enumerate(posts):
        pid = 5000 + start + i
        out.append(
            f'<li class="postbitlegacy postbitim postcontainer old" id="post_{pid}">'
            f'<div class="posthead"><span class="postdate old"><span class="date">01-19-2015,&nbsp;'
            f'<span class="time">10:59 PM</span></span></span><span class="nodecontrols">'
            f'<a name="post{pid}" href="showthread.php?p={pid}#post{pid}" class="postcounter">#{start + i + 1}</a>'
            f'<a id="postcount{pid}" name="{start + i + 1}"></a></span></div>'
            f'<div class="postdetails"><div class="userinfo"><div class="username_container">'
            f'<div class="popupmenu memberaction"><a class="username offline popupctrl" '
            f'href="member.php?u={i}" title="{a} is offline"><strong>{a}</strong></a></div></div></div>'
            f'<div class="postbody"><div class="postrow"><div class="content">'
            f'<div id="post_message_{pid}"><blockquote class="postcontent restore ">{body}</blockquote></div>'
            f"</div></div>"
            + (
                f'<div class="after_content"><blockquote class="signature restore">'
                f'<div class="signaturecontainer">{sig}</div></blockquote></div>'
                if sig
                else ""
            )
            + "</div></div></li>"
        )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'
        '<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en"><head>'
        '<meta name="generator" content="vBulletin 4.2.5" /><title>Mini 42</title></head>'
        '<body><div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">'
        + "".join(out)
        + '</ol></div><div id="footer_copyright">Powered by vBulletin&reg; Version 4.2.5</div></body></html>'
    )


def page_xenforo(posts, start=0):
    out = []
    for i, (a, body, sig) in enumerate(posts):
        pid = 9000 + start + i
        out.append(
            f'<article class="message message--post js-post js-inlineModContainer" data-author="{a}" '
            f'data-content="post-{pid}" id="js-post-{pid}"><span class="u-anchorTarget" id="post-{pid}"></span>'
            f'<div class="message-inner"><div class="message-cell message-cell--user">'
            f'<section class="message-user"><div class="message-userDetails"><h4 class="message-name">'
            f'<a href="/members/u.{i}/" class="username" data-user-id="{i}">{a}</a></h4></div></section></div>'
            f'<div class="message-cell message-cell--main"><div class="message-main js-quickEditTarget">'
            f'<header class="message-attribution message-attribution--split">'
            f'<ul class="message-attribution-main listInline"><li class="u-concealed">'
            f'<a href="/threads/mini-42.42/post-{pid}"><time class="u-dt" dir="auto" '
            f'datetime="2015-01-19T22:59:00+0000">Jan 19, 2015</time></a></li></ul>'
            f'<ul class="message-attribution-opposite message-attribution-opposite--list">'
            f'<li><a href="/threads/mini-42.42/post-{pid}" rel="nofollow">#{start + i + 1}</a></li></ul>'
            f'</header><div class="message-content js-messageContent">'
            f'<div class="message-userContent lbContainer js-lbContainer" data-lb-id="post-{pid}">'
            f'<article class="message-body js-selectToQuote"><div class="bbWrapper">{body}</div></article></div>'
            + (
                f'<aside class="message-signature"><div class="bbWrapper">{sig}</div></aside>'
                if sig
                else ""
            )
            + "</div></div></div></div></article>"
        )
    return (
        '<!DOCTYPE html><html id="XF" lang="en-US" dir="LTR" data-xf="2.2" data-app="public" '
        'data-template="thread_view" data-container-key="node-3" data-content-key="thread-42">'
        '<head><title>Mini 42 | Forum</title></head><body data-template="thread_view">'
        '<div class="p-body-pageContent"><div class="block block--messages" data-xf-init="" '
        'data-type="post" data-href="/inline-mod/"><div class="block-body js-replyNewMessageContainer">'
        + "".join(out)
        + '</div></div></div><div class="p-footer-copyright">Community platform by XenForo&reg; '
        "&copy; 2010-2022 XenForo Ltd.</div></body></html>"
    )


def page_discourse(posts, start=0):
    out = []
    for i, (a, body, _sig) in enumerate(posts):
        n = start + i + 1
        out.append(
            f"<div id='post_{n}' itemprop='comment' itemscope itemtype='http://schema.org/Comment' "
            f"class='topic-body crawler-post'><div class='crawler-post-meta'>"
            f"<span class='creator' itemprop='author' itemscope itemtype='http://schema.org/Person'>"
            f"<a itemprop='url' href='https://forum.example/u/{a.lower()}'><span itemprop='name'>{a}</span></a>"
            f"</span><link itemprop='mainEntityOfPage' href='https://forum.example/t/mini-42/42'>"
            f"<span class='crawler-post-infos'><time itemprop='datePublished' datetime='2015-01-19T22:59:00Z' "
            f"class='post-time'>January 19, 2015, 10:59pm</time><meta itemprop='dateModified' "
            f"content='2015-01-19T22:59:00Z'><span itemprop='position'>{n}</span></span></div>"
            f"<div class='post' itemprop='text'>{body}</div></div>"
        )
    return (
        '<!DOCTYPE html><html lang="en" class="desktop-view not-mobile-device text-size-normal no-touch '
        'discourse-no-touch"><head><meta charset="utf-8"><title>Mini 42 - Games - Forum</title>'
        '<meta name="generator" content="Discourse 3.1.0 - https://github.com/discourse/discourse version '
        'abc123"><link rel="canonical" href="https://forum.example/t/mini-42/42" /></head>'
        '<body class="crawler"><header><a href="/">Forum</a></header><div id="main-outlet" class="wrap" '
        'role="main"><div id="topic-title"><h1><a href="/t/mini-42/42">Mini 42</a></h1></div>'
        + "".join(out)
        + '</div><footer class="container wrap"><nav class="crawler-nav"></nav></footer>'
        '<p class="powered-by-link">Powered by <a href="https://www.discourse.org">Discourse</a></p>'
        "</body></html>"
    )


def page_invision(posts, start=0):
    out = []
    for i, (a, body, sig) in enumerate(posts):
        cid = 7000 + start + i
        qd = escape(
            json.dumps(
                {
                    "userid": i,
                    "username": a,
                    "timestamp": 1421708340,
                    "contentapp": "forums",
                    "contenttype": "forums",
                    "contentid": 42,
                    "contentclass": "forums_Topic",
                    "contentcommentid": cid,
                }
            )
        )
        out.append(
            f'<article id="elComment_{cid}" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent '
            f'ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone">'
            f'<div class="cAuthorPane_mobile ipsResponsive_showPhone"><div class="cAuthorPane_content">'
            f'<h3 class="ipsType_reset cAuthorPane_author"><a href="/profile/{i}-u/">{a}</a></h3></div></div>'
            f'<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone">'
            f'<h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong>'
            f'<a href="/profile/{i}-u/" data-ipshover class="ipsType_break">{a}</a></strong></h3></aside>'
            f'<div class="ipsColumn ipsColumn_fluid ipsMargin:none"><div id="comment-{cid}_wrap" '
            f'data-controller="core.front.core.comment" data-commentapp="forums" data-commenttype="forums" '
            f'data-commentid="{cid}" data-quotedata="{qd}" class="ipsComment_content ipsType_medium">'
            f'<div class="ipsComment_meta ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:between">'
            f'<div class="ipsType_reset ipsResponsive_hidePhone"><a href="?do=findComment&amp;comment={cid}" '
            f'class="ipsType_blendLinks">Posted <time datetime="2015-01-19T22:59:00Z">January 19, 2015</time>'
            f'</a></div></div><div class="cPost_contentWrap"><div data-role="commentContent" '
            f'class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained" '
            f'data-controller="core.front.core.lightboxedImages">{body}</div>'
            + (
                f'<div data-role="memberSignature" class="ipsResponsive_hidePhone"><hr class="ipsHr">'
                f'<div class="ipsType_light ipsType_richText" data-ipslazyload>{sig}</div></div>'
                if sig
                else ""
            )
            + "</div></div></div></article>"
        )
    return (
        '<!DOCTYPE html><html lang="en-US" dir="ltr"><head><title>Mini 42 - Games - Invision Community</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"></head>'
        '<body class="ipsApp ipsApp_front ipsJS_none ipsClearfix" data-controller="core.front.core.app" '
        'data-message="" data-pageapp="forums" data-pagelocation="front" data-pagemodule="forums" '
        'data-pagecontroller="topic" data-pageid="42"><div id="ipsLayout_body" class="ipsLayout_container">'
        '<div id="ipsLayout_mainArea"><div class="cTopic ipsClear ipsSpacer_top" data-role="commentFeed" '
        'data-controller="core.front.core.moderation">'
        + "".join(out)
        + '</div></div></div><p id="elCopyright"><a rel="nofollow" title="Invision Community" '
        'href="https://www.invisioncommunity.com/">Powered by Invision Community</a></p></body></html>'
    )


def page_smf(posts, start=0):
    out = []
    for i, (a, body, sig) in enumerate(posts):
        mid = 3000 + start + i
        n = start + i
        reply = f"<strong>Reply #{n} on:</strong> " if n else ""
        out.append(
            f'<div class="windowbg{"2" if i % 2 else ""}"><span class="topslice"><span></span></span>'
            f'<div class="post_wrapper"><div class="poster"><h4><a href="index.php?action=profile;u={i}" '
            f'title="View the profile of {a}">{a}</a></h4><ul class="reset smalltext" id="msg_{mid}_extra_info">'
            f'<li class="postgroup">Newbie</li></ul></div><div class="postarea"><div class="flow_hidden">'
            f'<div class="keyinfo"><div class="messageicon"><img src="xx.gif" alt="" /></div>'
            f'<h5 id="subject_{mid}"><a href="index.php?topic=42.msg{mid}#msg{mid}" rel="nofollow">'
            f'Re: Mini 42</a></h5><div class="smalltext">&#171; {reply}January 19, 2015, 10:59:00 PM &#187;'
            f'</div><div id="msg_{mid}_quick_mod"></div></div></div><div class="post">'
            f'<div class="inner" id="msg_{mid}">{body}</div></div></div>'
            f'<div class="moderatorbar"><div class="smalltext modified" id="modified_{mid}"></div>'
            + (f'<div class="signature" id="msg_{mid}_signature">{sig}</div>' if sig else "")
            + '</div></div><span class="botslice"><span></span></span></div><hr class="post_separator" />'
        )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml">'
        '<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Mini 42</title>'
        '<script type="text/javascript" src="https://forum.example/Themes/default/scripts/script.js?fin20">'
        '</script><script type="text/javascript">var smf_theme_url = "https://forum.example/Themes/default";'
        'var smf_scripturl = "https://forum.example/index.php";</script></head><body>'
        '<div id="forumposts"><div class="cat_bar"><h3 class="catbg">Topic: Mini 42 &nbsp;(Read 33 times)</h3>'
        '</div><form action="index.php?action=quickmod2;topic=42.0" method="post" name="quickModForm" '
        'id="quickModForm" style="margin: 0;">'
        + "".join(out)
        + '</form></div><div id="footer_section"><ul class="reset"><li class="copyright">'
        '<span class="smalltext" style="display: inline; visibility: visible; font-family: Verdana, Arial, '
        'sans-serif;"><a href="https://www.simplemachines.org/" title="Simple Machines" target="_blank" '
        'class="new_win">SMF 2.0.19</a> | <a href="https://www.simplemachines.org/about/smf/license.php" '
        'title="License">SMF &copy; 2021</a>, <a href="https://www.simplemachines.org">Simple Machines</a>'
        "</span></li></ul></div></body></html>"
    )


def page_mybb(posts, start=0):
    out = []
    for i, (a, body, sig) in enumerate(posts):
        pid = 400 + start + i
        out.append(
            f'<a name="pid{pid}" id="pid{pid}"></a><div class="post " style="" id="post_{pid}">'
            f'<div class="post_author"><div class="author_information"><strong><span class="largetext">'
            f'<a href="member.php?action=profile&amp;uid={i}">{a}</a></span></strong><br />'
            f'<span class="smalltext">Member<br /></span></div></div><div class="post_content">'
            f'<div class="post_head"><div class="float_right" style="vertical-align: top"><strong>'
            f'<a href="showthread.php?tid=42&amp;pid={pid}#pid{pid}" title="Re: Mini 42">#{start + i + 1}</a>'
            f'</strong></div><span class="post_date">01-19-2015, 10:59 PM <span class="post_edit" '
            f'id="edited_by_{pid}"></span></span></div><div class="post_body scaleimages" id="pid_{pid}">{body}</div>'
            + (f'<div class="signature scaleimages">{sig}</div>' if sig else "")
            + '<div class="post_meta" id="post_meta_{pid}"></div></div><div class="post_controls"></div></div>'
        )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><!-- start: showthread -->'
        '<html xml:lang="en" lang="en" xmlns="http://www.w3.org/1999/xhtml"><head><title>Mini 42</title>'
        '<script type="text/javascript" src="https://forum.example/jscripts/general.js?ver=1821"></script>'
        '</head><body><div id="container"><table border="0" cellspacing="0" cellpadding="5" '
        'class="tborder tfixed clear"><tr><td class="thead"><strong>Mini 42</strong></td></tr></table>'
        '<div id="posts_container"><div id="posts">'
        + "".join(out)
        + '</div></div><div id="copyright"><!-- MyBB is free software developed and maintained by a '
        'volunteer community. --> Powered By <a href="https://mybb.com" target="_blank" '
        'rel="noopener">MyBB</a>, &copy; 2002-2026 <a href="https://mybb.com" target="_blank" '
        'rel="noopener">MyBB Group</a>.<!-- End powered by --></div></div></body></html><!-- end: showthread -->'
    )


FORUMS = {
    "phpbb": page_phpbb,
    "vbulletin": page_vbulletin,
    "xenforo": page_xenforo,
    "discourse": page_discourse,
    "invision": page_invision,
    "smf": page_smf,
    "mybb": page_mybb,
}
# Discourse has no signatures in its markup; a spoiler of its own is used there.
SPOILER = {
    "phpbb": '<div class="spoiler"><div class="spoiler-title">Spoiler</div><div class="spoiler-body">{body}</div></div>',
    "vbulletin": '<div class="bbcode_spoiler"><div class="spoiler">{body}</div></div>',
    "xenforo": (
        '<div class="bbCodeSpoiler"><button type="button" class="bbCodeSpoiler-button button--longText '
        'button"><span class="button-text"><span>Spoiler</span></span></button>'
        '<div class="bbCodeSpoiler-content"><div class="bbCodeBlock bbCodeBlock--spoiler">'
        '<div class="bbCodeBlock-content">{body}</div></div></div></div>'
    ),
    "discourse": '<div class="spoiler">{body}</div>',
    "invision": '<div class="ipsSpoiler" data-ipsspoiler=""><div class="ipsSpoiler_header"><span>Spoiler</span>'
    '</div><div class="ipsSpoiler_contents ipsClearfix" data-gramm="false">{body}</div></div>',
    "smf": '<div class="spoiler"><div class="spoiler_head">Spoiler</div><div class="spoiler_body">{body}</div></div>',
    "mybb": '<div class="spoiler"><div class="spoiler_title">Spoiler</div><div class="spoiler_content">{body}'
    "</div></div>",
}


def forum_thread():
    """Host opens; votes in bold (mafiascum), a quoted vote, a signature vote, a spoiler vote."""
    return [
        ("Host", "Day 1 begins. <b>VOTE: Host</b> is not a vote, host is no player.", ""),
        ("Vivax", "I think <b>VOTE: batsnacks</b> is right.", "<b>VOTE: KelsierSC</b> forever"),
        ("Oatsmaster", "{quote} no, <b>VOTE: Vivax</b>", ""),
        ("batsnacks", "{spoiler} hm, <b>vote: oatsmaster</b>", ""),
        ("KelsierSC", "{quote} only quoting.", ""),
    ]


@pytest.mark.parametrize("forum", sorted(FORUMS))
def test_saved_page_of_each_forum(tmp_path: Path, forum: str) -> None:
    q = QUOTE[forum].format(who="Vivax", body="<b>VOTE: Oatsmaster</b>")
    sp = SPOILER[forum].format(body="<b>VOTE: KelsierSC</b>")
    posts = [(a, b.replace("{quote}", q).replace("{spoiler}", sp), s) for a, b, s in forum_thread()]
    page = tmp_path / f"{forum}.html"
    page.write_text(FORUMS[forum](posts), encoding="utf-8")
    data = votes_json([str(page), "--players", players_file(tmp_path)])
    assert pairs(data) == [
        (2, "Vivax", "batsnacks"),
        (3, "Oatsmaster", "Vivax"),
        (4, "batsnacks", "Oatsmaster"),
    ], forum
    assert data["posts_read"] == 5
    assert [(t["target"], t["count"], t["voters"]) for t in data["tally"]] == [
        ("batsnacks", 1, ["Vivax"]),
        ("Vivax", 1, ["Oatsmaster"]),
        ("Oatsmaster", 1, ["batsnacks"]),
    ]
    assert data["not_voting"] == ["Wile E. Coyote", "Half the Sky", "KelsierSC"]
    assert all(v["match"] == "exact" for v in data["votes"])


def test_unrecognised_page_is_error_naming_file(tmp_path: Path) -> None:
    page = tmp_path / "weird.html"
    page.write_text("<html><body><p>Hello <b>VOTE: Vivax</b></p></body></html>", encoding="utf-8")
    proc = run([str(page), "--players", players_file(tmp_path), "--json"])
    assert proc.returncode == 2
    assert "weird.html" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_several_saved_pages_numbered_in_order(tmp_path: Path) -> None:
    # phpBB prints no numbers: page 2 starts at start=3 from its pagination.
    p1 = tmp_path / "p1.html"
    p1.write_text(
        page_phpbb(
            [
                ("Host", "open", ""),
                ("Vivax", "<b>VOTE: batsnacks</b>", ""),
                ("Oatsmaster", "hi", ""),
            ]
        ),
        encoding="utf-8",
    )
    html2 = page_vbulletin(
        [("Vivax", "<b>UNVOTE</b>", ""), ("batsnacks", "<b>vote: vivax</b>", "")], start=3
    )
    p2 = tmp_path / "p2.html"
    p2.write_text(html2, encoding="utf-8")
    data = votes_json([str(p1), str(p2), "--players", players_file(tmp_path)])
    assert pairs(data) == [(2, "Vivax", "batsnacks"), (4, "Vivax", ""), (5, "batsnacks", "Vivax")]
    assert data["posts_read"] == 5


def test_smf_numbers_from_opening_post(tmp_path: Path) -> None:
    page = tmp_path / "smf.html"
    page.write_text(
        page_smf(
            [
                ("Host", "open", ""),
                ("Vivax", "[x] <b>VOTE: batsnacks</b>", ""),
                ("Oatsmaster", "<b>VOTE: Vivax</b>", ""),
            ]
        ),
        encoding="utf-8",
    )
    data = votes_json([str(page), "--players", players_file(tmp_path)])
    assert pairs(data) == [(2, "Vivax", "batsnacks"), (3, "Oatsmaster", "Vivax")]


# ---------------------------------------------------------------- URL with pagination


def phpbb_served(posts, start, total, per_page):
    html = page_phpbb(posts, start=start)
    links = []
    for s in range(0, total, per_page):
        page_no = s // per_page + 1
        if s == start:
            links.append(f'<li class="active"><span>{page_no}</span></li>')
        else:
            links.append(
                f'<li><a class="button" href="/viewtopic.php?t=42&amp;start={s}" role="button">'
                f"{page_no}</a></li>"
            )
    if start + per_page < total:
        links.append(
            f'<li class="arrow next"><a class="button button-icon-only" '
            f'href="/viewtopic.php?t=42&amp;start={start + per_page}" rel="next" role="button">Next</a></li>'
        )
    pages = (total + per_page - 1) // per_page
    pag = (
        f'<div class="pagination">{total} posts &bull; Page <strong>{start // per_page + 1}</strong> of '
        f"<strong>{pages}</strong><ul>{''.join(links)}</ul></div>"
    )
    return html.replace(
        '<div class="pagination">3 posts &bull; Page <strong>1</strong> of <strong>1</strong></div>',
        pag,
    )


def serve_thread(httpserver: HTTPServer) -> str:
    all_posts = [
        ("Host", "Day 1", ""),
        ("Vivax", "<b>VOTE: batsnacks</b>", ""),
        ("Oatsmaster", "<b>VOTE: batsnacks</b>", ""),
        ("batsnacks", "<b>VOTE: Vivax</b>", ""),
        ("Vivax", "<b>UNVOTE</b> <b>VOTE: Oatsmaster</b>", ""),
        ("KelsierSC", "<b>VOTE: batsnacks</b>", ""),
        ("Half the Sky", "<b>VOTE: no lynch</b>", ""),
    ]
    per = 3
    for s in range(0, len(all_posts), per):
        body = phpbb_served(all_posts[s : s + per], s, len(all_posts), per)
        if s == 0:
            httpserver.expect_request("/viewtopic.php", query_string="t=42").respond_with_data(
                body, content_type="text/html; charset=UTF-8"
            )
        httpserver.expect_request(
            "/viewtopic.php", query_string=f"t=42&start={s}"
        ).respond_with_data(body, content_type="text/html; charset=UTF-8")
    return httpserver.url_for("/viewtopic.php?t=42")


def test_thread_url_followed_page_by_page(tmp_path: Path, httpserver: HTTPServer) -> None:
    url = serve_thread(httpserver)
    data = votes_json([url, "--players", players_file(tmp_path)])
    assert data["posts_read"] == 7
    assert pairs(data) == [
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
    assert data["not_voting"] == ["Wile E. Coyote"]


def test_thread_url_from_to(tmp_path: Path, httpserver: HTTPServer) -> None:
    url = serve_thread(httpserver)
    data = votes_json([url, "--players", players_file(tmp_path), "--from", "4", "--to", "6"])
    assert pairs(data) == [
        (4, "batsnacks", "Vivax"),
        (5, "Vivax", ""),
        (5, "Vivax", "Oatsmaster"),
        (6, "KelsierSC", "batsnacks"),
    ]


def test_unreachable_url_is_error(tmp_path: Path, httpserver: HTTPServer) -> None:
    httpserver.expect_request("/gone").respond_with_data("nope", status=404)
    proc = run([httpserver.url_for("/gone"), "--players", players_file(tmp_path)])
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


# ---------------------------------------------------------------- stdin


def test_stdin_bbcode_paste(tmp_path: Path) -> None:
    paste = page_xenforo([("Host", "open", ""), ("Vivax", "<b>VOTE: batsnacks</b>", "")])
    data = votes_json(["-", "--players", players_file(tmp_path)], stdin=paste)
    assert pairs(data) == [(2, "Vivax", "batsnacks")]


# ---------------------------------------------------------------- syntaxes


@pytest.mark.parametrize(
    ("body", "key", "syntax", "target"),
    [
        ("<b>VOTE: batsnacks</b>", "html", "mafiascum", "batsnacks"),
        ("[vote]batsnacks[/vote]", "bbcode", "mafiascum", "batsnacks"),
        ("[b]vote: batsnacks[/b]", "bbcode", "mafiascum", "batsnacks"),
        ("[VOTE]batsnacks[/VOTE]", "bbcode", "mafiauniverse", "batsnacks"),
        ("##vote batsnacks", "text", "teamliquid", "batsnacks"),
        ("<b>vote batsnacks</b>", "html", "plain", "batsnacks"),
        ("голосую за batsnacks", "text", "russian", "batsnacks"),
        ("голос: batsnacks", "text", "russian", "batsnacks"),
        ("##vote batsnacks", "text", "auto", "batsnacks"),
        ("[VOTE]batsnacks[/VOTE]", "bbcode", "auto", "batsnacks"),
        ("голосую за batsnacks", "text", "auto", "batsnacks"),
    ],
)
def test_each_syntax(tmp_path: Path, body: str, key: str, syntax: str, target: str) -> None:
    data = one_vote(tmp_path, body, "--syntax", syntax, key=key)
    assert [v["target"] for v in data["votes"]] == [target]


@pytest.mark.parametrize(
    ("first", "body", "key", "syntax"),
    [
        ("##vote batsnacks", "##unvote", "text", "teamliquid"),
        ("<b>VOTE: batsnacks</b>", "<b>UNVOTE</b>", "html", "mafiascum"),
        ("<b>vote batsnacks</b>", "<b>unvote</b>", "html", "plain"),
        ("голосую за batsnacks", "снимаю голос", "text", "russian"),
    ],
)
def test_unvotes(tmp_path: Path, first: str, body: str, key: str, syntax: str) -> None:
    p = jsonl(tmp_path, [("Vivax", first), ("Vivax", body)], key=key)
    data = votes_json([p, "--players", players_file(tmp_path), "--syntax", syntax])
    assert pairs(data) == [(1, "Vivax", "batsnacks"), (2, "Vivax", "")]
    assert data["tally"] == []
    assert "Vivax" in data["not_voting"]


def test_syntax_restricts(tmp_path: Path) -> None:
    data = one_vote(tmp_path, "##vote batsnacks", "--syntax", "mafiauniverse", key="text")
    assert data["votes"] == []


@pytest.mark.parametrize(
    "body",
    [
        "##VOTE BATSNACKS",
        "## vote batsnacks",
        "##vote: batsnacks",
        "##vote batsnacks.",
        "##vote batsnacks!",
        "##Vote:batsnacks",
        "## vote: batsnacks?",
    ],
)
def test_tolerance_teamliquid(tmp_path: Path, body: str) -> None:
    data = one_vote(tmp_path, body, key="text")
    assert [v["target"] for v in data["votes"]] == ["batsnacks"]


@pytest.mark.parametrize(
    "body",
    [
        "<b>VOTE:batsnacks</b>",
        "<b>vote batsnacks</b>",
        "<b>Vote: Batsnacks.</b>",
        "<strong>VOTE: batsnacks</strong>",
    ],
)
def test_tolerance_bold(tmp_path: Path, body: str) -> None:
    data = one_vote(tmp_path, body)
    assert [v["target"] for v in data["votes"]] == ["batsnacks"]


def test_last_vote_in_post_counted(tmp_path: Path) -> None:
    data = one_vote(tmp_path, "##vote batsnacks then ##vote Oatsmaster", key="text")
    assert pairs(data) == [(1, "Vivax", "Oatsmaster")]
    assert data["tally"][0]["target"] == "Oatsmaster"


def test_unvote_then_vote_lists_both(tmp_path: Path) -> None:
    data = one_vote(tmp_path, "##unvote\n##vote Oatsmaster", key="text")
    assert pairs(data) == [(1, "Vivax", ""), (1, "Vivax", "Oatsmaster")]


def test_non_player_casts_no_vote(tmp_path: Path) -> None:
    data = one_vote(tmp_path, "##vote batsnacks", key="text", author="Spectator")
    assert data["votes"] == [] and data["tally"] == []


def test_bbcode_quote_and_spoiler_ignored(tmp_path: Path) -> None:
    p = jsonl(
        tmp_path,
        [
            ("Vivax", '[quote="Oatsmaster"][vote]Vivax[/vote][/quote] lol'),
            ("Oatsmaster", "[spoiler][vote]Vivax[/vote][/spoiler]"),
        ],
        key="bbcode",
    )
    data = votes_json([p, "--players", players_file(tmp_path)])
    assert data["votes"] == []


def test_jsonl_numbers_used_and_from_to(tmp_path: Path) -> None:
    p = jsonl(
        tmp_path,
        [
            ("Vivax", "##vote batsnacks"),
            ("Oatsmaster", "##vote Vivax"),
            ("batsnacks", "##vote Vivax"),
        ],
        key="text",
        start=812,
    )
    data = votes_json([p, "--players", players_file(tmp_path), "--from", "813"])
    assert pairs(data) == [(813, "Oatsmaster", "Vivax"), (814, "batsnacks", "Vivax")]
    data = votes_json([p, "--players", players_file(tmp_path), "--to", "813"])
    assert pairs(data) == [(812, "Vivax", "batsnacks"), (813, "Oatsmaster", "Vivax")]


def test_jsonl_edited_and_time_optional(tmp_path: Path) -> None:
    p = tmp_path / "e.jsonl"
    p.write_text(
        json.dumps({"number": 1, "author": "Vivax", "text": "##vote batsnacks", "edited": True})
        + "\n"
        + json.dumps({"number": 2, "author": "Oatsmaster", "html": "<b>vote: vivax</b>"})
        + "\n",
        encoding="utf-8",
    )
    data = votes_json([str(p), "--players", players_file(tmp_path)])
    assert pairs(data) == [(1, "Vivax", "batsnacks"), (2, "Oatsmaster", "Vivax")]


def test_jsonl_two_bodies_is_error(tmp_path: Path) -> None:
    p = tmp_path / "bad.jsonl"
    p.write_text(
        json.dumps({"number": 1, "author": "Vivax", "text": "a", "html": "b"}) + "\n",
        encoding="utf-8",
    )
    proc = run([str(p), "--players", players_file(tmp_path)])
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


# ---------------------------------------------------------------- no lynch


@pytest.mark.parametrize("word", ["no lynch", "nolynch", "sleep", "No Lynch"])
def test_no_lynch_default_words(tmp_path: Path, word: str) -> None:
    data = one_vote(tmp_path, f"##vote {word}", key="text")
    assert [v["target"] for v in data["votes"]] == ["no-lynch"]


def test_no_lynch_option(tmp_path: Path) -> None:
    data = one_vote(tmp_path, "##vote pass", "--no-lynch", "pass,skip", key="text")
    assert [v["target"] for v in data["votes"]] == ["no-lynch"]


# ---------------------------------------------------------------- names


@pytest.mark.parametrize(
    ("written", "target", "match"),
    [
        ("batsnacks", "batsnacks", "exact"),
        ("BatSnacks", "batsnacks", "exact"),
        ("bat snacks", "batsnacks", "exact"),
        ("wile e coyote", "Wile E. Coyote", "exact"),
        ("halfthesky", "Half the Sky", "exact"),
        ("Oats", "Oatsmaster", "alias"),
        ("Wile", "Wile E. Coyote", "alias"),
        ("Wile E.", "Wile E. Coyote", "alias"),
        ("HTS", "Half the Sky", "alias"),
        ("KSC", "KelsierSC", "alias"),
        ("Oatsmastr", "Oatsmaster", "fuzzy"),
    ],
)
def test_name_matching(tmp_path: Path, written: str, target: str, match: str) -> None:
    data = one_vote(tmp_path, f"##vote {written}", key="text")
    assert [(v["target"], v["match"]) for v in data["votes"]] == [(target, match)]
    if match == "fuzzy":
        assert 0 <= data["votes"][0]["score"] <= 1


def test_uncertain_not_counted(tmp_path: Path) -> None:
    plist = players_file(tmp_path, ["Vivax", "Wile E. Coyote", "Wilma"])
    p = jsonl(tmp_path, [("Vivax", "##vote wil")], key="text")
    data = votes_json([p, "--players", plist])
    assert data["votes"] == [] and data["tally"] == []
    (u,) = data["uncertain"]
    assert u["post"] == 1 and u["voter"] == "Vivax" and u["raw"].lower().startswith("##vote")
    assert set(u["candidates"]) >= {"Wile E. Coyote", "Wilma"}


def test_alias_option_and_file(tmp_path: Path) -> None:
    plist = players_file(tmp_path, [*PLAYERS[:-1], "KelsierSC = Kel, the sc"])
    p = jsonl(
        tmp_path,
        [("Vivax", "##vote Kel"), ("Oatsmaster", "##vote the sc"), ("batsnacks", "##vote bob")],
        key="text",
    )
    data = votes_json([p, "--players", plist, "--alias", "bob=Vivax"])
    assert [(v["target"], v["match"]) for v in data["votes"]] == [
        ("KelsierSC", "alias"),
        ("KelsierSC", "alias"),
        ("Vivax", "alias"),
    ]
    assert data["not_voting"] == ["Wile E. Coyote", "Half the Sky", "KelsierSC"]


def test_replacement_line(tmp_path: Path) -> None:
    plist = players_file(tmp_path, ["Vivax", "sicklucker -> batsnacks", "Oatsmaster"])
    p = jsonl(
        tmp_path,
        [
            ("sicklucker", "##vote Vivax"),
            ("batsnacks", "##vote Oatsmaster"),
            ("Oatsmaster", "##vote sicklucker"),
        ],
        key="text",
    )
    data = votes_json([p, "--players", plist])
    assert pairs(data) == [
        (1, "batsnacks", "Vivax"),
        (2, "batsnacks", "Oatsmaster"),
        (3, "Oatsmaster", "batsnacks"),
    ]
    assert [(t["target"], t["voters"]) for t in data["tally"]] == [
        ("Oatsmaster", ["batsnacks"]),
        ("batsnacks", ["Oatsmaster"]),
    ]
    assert data["not_voting"] == ["Vivax"]


# ---------------------------------------------------------------- tally and json keys


def test_tally_order_and_keys(tmp_path: Path) -> None:
    p = jsonl(
        tmp_path,
        [
            ("Vivax", "##vote Oatsmaster"),  # 1
            ("Oatsmaster", "##vote batsnacks"),  # 2
            ("batsnacks", "##vote Vivax"),  # 3
            ("KelsierSC", "##vote Vivax"),  # 4: Vivax reaches 2 first
            ("Half the Sky", "##vote Oatsmaster"),  # 5: Oatsmaster reaches 2 later
            ("Wile E. Coyote", "##vote Oatsmaster"),  # 6: Oatsmaster 3
            ("KelsierSC", "##vote Oatsmaster"),  # 7: change: Oatsmaster 4, Vivax 1
        ],
        key="text",
    )
    data = votes_json([p, "--players", players_file(tmp_path)])
    assert set(data) >= {"votes", "uncertain", "tally", "not_voting", "posts_read"}
    assert data["posts_read"] == 7
    v = data["votes"][0]
    assert set(v) >= {"post", "voter", "target", "raw", "match"}
    assert v["raw"] == "##vote Oatsmaster"
    assert [(t["target"], t["count"], t["voters"]) for t in data["tally"]] == [
        ("Oatsmaster", 4, ["Vivax", "Half the Sky", "Wile E. Coyote", "KelsierSC"]),
        ("batsnacks", 1, ["Oatsmaster"]),
        ("Vivax", 1, ["batsnacks"]),
    ]
    assert data["not_voting"] == []


def test_tally_tie_by_who_reached_first(tmp_path: Path) -> None:
    p = jsonl(
        tmp_path,
        [
            ("Vivax", "##vote Oatsmaster"),
            ("Oatsmaster", "##vote batsnacks"),
            ("batsnacks", "##vote Vivax"),
            ("KelsierSC", "##vote batsnacks"),
            ("Half the Sky", "##vote Oatsmaster"),
        ],
        key="text",
    )
    data = votes_json([p, "--players", players_file(tmp_path)])
    assert [t["target"] for t in data["tally"]] == ["batsnacks", "Oatsmaster", "Vivax"]


# ---------------------------------------------------------------- errors


def test_missing_file_error(tmp_path: Path) -> None:
    proc = run([str(tmp_path / "nope.html"), "--players", players_file(tmp_path)])
    assert proc.returncode == 2
    assert "nope.html" in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_missing_players_file_error(tmp_path: Path) -> None:
    p = jsonl(tmp_path, [("Vivax", "##vote batsnacks")], key="text")
    proc = run([p, "--players", str(tmp_path / "none.txt")])
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "bad",
    [["--syntax", "klingon"], ["--from", "x"], ["--alias", "noequals"], ["--to", "-"]],
)
def test_bad_option_error(tmp_path: Path, bad: list[str]) -> None:
    p = jsonl(tmp_path, [("Vivax", "##vote batsnacks")], key="text")
    proc = run([p, "--players", players_file(tmp_path), *bad])
    assert proc.returncode == 2, proc.stdout
    assert "Traceback" not in proc.stderr


# ---------------------------------------------------------------- second round: sharper edges

NATIVE_BOLD = {
    "phpbb": '<strong class="text-strong">VOTE: batsnacks</strong>',
    "vbulletin": "<b>VOTE: batsnacks</b>",
    "xenforo": "<b>VOTE: batsnacks</b>",
    "discourse": "<strong>VOTE: batsnacks</strong>",
    "invision": "<p><strong>VOTE: batsnacks</strong></p>",
    "smf": '<strong class="bbc_strong">VOTE: batsnacks</strong>',
    "mybb": '<span style="font-weight: bold;" class="mycode_b">VOTE: batsnacks</span>',
}


@pytest.mark.parametrize("forum", sorted(FORUMS))
def test_native_bold_markup(tmp_path: Path, forum: str) -> None:
    page = tmp_path / f"{forum}.html"
    page.write_text(
        FORUMS[forum]([("Host", "open", ""), ("Vivax", NATIVE_BOLD[forum], "")]), encoding="utf-8"
    )
    data = votes_json([str(page), "--players", players_file(tmp_path), "--syntax", "mafiascum"])
    assert pairs(data) == [(2, "Vivax", "batsnacks")]


@pytest.mark.parametrize("canonical", [False, True])
def test_saved_phpbb_page_two_numbered_from_pagination(tmp_path: Path, canonical: bool) -> None:
    two = [("Vivax", "<b>VOTE: batsnacks</b>", ""), ("Oatsmaster", "<b>VOTE: Vivax</b>", "")]
    if canonical:  # page 2 of 2: only the canonical link (phpBB 3.1+) says where it starts
        html = phpbb_served(two, 25, 27, 25).replace(
            "<title>",
            '<link rel="canonical" href="https://forum.example/viewtopic.php?t=42&amp;start=25"><title>',
        )
    else:  # page 2 of 3: the links to pages 1 and 3 (start=0, start=50) say 25 a page
        html = phpbb_served(two, 25, 52, 25)
    page = tmp_path / "page2.html"
    page.write_text(html, encoding="utf-8")
    data = votes_json([str(page), "--players", players_file(tmp_path)])
    assert pairs(data) == [(26, "Vivax", "batsnacks"), (27, "Oatsmaster", "Vivax")]


def test_saved_smf_page_two_reply_numbers(tmp_path: Path) -> None:
    html = page_smf(
        [("Vivax", "<b>VOTE: batsnacks</b>", ""), ("Oatsmaster", "<b>VOTE: Vivax</b>", "")],
        start=15,
    )
    page = tmp_path / "smf2.html"
    page.write_text(html, encoding="utf-8")
    data = votes_json([str(page), "--players", players_file(tmp_path)])
    # "Reply #15" is the 16th post of the thread
    assert pairs(data) == [(16, "Vivax", "batsnacks"), (17, "Oatsmaster", "Vivax")]


@pytest.mark.parametrize("forum", ["xenforo", "mybb", "vbulletin", "discourse"])
def test_saved_numbered_page_two(tmp_path: Path, forum: str) -> None:
    html = FORUMS[forum](
        [("Vivax", "<b>VOTE: batsnacks</b>", ""), ("Oatsmaster", "<b>VOTE: Vivax</b>", "")],
        start=20,
    )
    page = tmp_path / f"{forum}2.html"
    page.write_text(html, encoding="utf-8")
    data = votes_json([str(page), "--players", players_file(tmp_path)])
    assert pairs(data) == [(21, "Vivax", "batsnacks"), (22, "Oatsmaster", "Vivax")]


def test_stdin_bbcode_source(tmp_path: Path) -> None:
    # the spec does not say how pasted BBCode posts are delimited; the CLI's own error
    # message asks for a '#12 Vivax' line before each post
    paste = (
        "#12 Vivax\n[quote=Oatsmaster][b]VOTE: Vivax[/b][/quote]\nI agree. [b]VOTE: batsnacks[/b]\n"
        "#13 Oatsmaster\n[vote]Vivax[/vote]\n"
    )
    data = votes_json(["-", "--players", players_file(tmp_path)], stdin=paste)
    assert pairs(data) == [(12, "Vivax", "batsnacks"), (13, "Oatsmaster", "Vivax")]


def test_stdin_bbcode_without_post_lines_is_error(tmp_path: Path) -> None:
    proc = run(["-", "--players", players_file(tmp_path)], stdin="[b]VOTE: batsnacks[/b]\n")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_text_output_without_json(tmp_path: Path) -> None:
    p = jsonl(tmp_path, [("Vivax", "##vote batsnacks")], key="text")
    proc = run([p, "--players", players_file(tmp_path)])
    assert proc.returncode == 0 and "batsnacks" in proc.stdout


@pytest.mark.parametrize(
    ("body", "key"),
    [
        ("ГОЛОСУЮ ЗА batsnacks", "text"),
        ("Голос:batsnacks", "text"),
        ("голосую за batsnacks.", "text"),
        ("[vote]batsnacks[/vote]", "bbcode"),
        ("[VOTE] batsnacks [/VOTE]", "bbcode"),
        ("[Vote]batsnacks.[/Vote]", "bbcode"),
    ],
)
def test_more_tolerance(tmp_path: Path, body: str, key: str) -> None:
    data = one_vote(tmp_path, body, key=key)
    assert [v["target"] for v in data["votes"]] == ["batsnacks"]


def test_name_punctuation_ignored(tmp_path: Path) -> None:
    data = one_vote(tmp_path, "##vote wile-e-coyote", key="text")
    assert [(v["target"], v["match"]) for v in data["votes"]] == [("Wile E. Coyote", "exact")]


def test_ambiguous_initials_not_alias(tmp_path: Path) -> None:
    plist = players_file(tmp_path, ["Vivax", "Half the Sky", "Hot Tub Sam"])
    data = votes_json([jsonl(tmp_path, [("Vivax", "##vote HTS")], key="text"), "--players", plist])
    assert all(v["match"] != "alias" for v in data["votes"])
    assert data["votes"] == [] or data["votes"][0]["match"] == "fuzzy"


def test_ambiguous_prefix_not_alias(tmp_path: Path) -> None:
    plist = players_file(tmp_path, ["Vivax", "Oatsmaster", "Oatley"])
    data = votes_json([jsonl(tmp_path, [("Vivax", "##vote Oat")], key="text"), "--players", plist])
    assert all(v["match"] != "alias" for v in data["votes"])


def test_leading_words_unique(tmp_path: Path) -> None:
    plist = players_file(tmp_path, ["Vivax", "Wile E. Coyote", "Wile Runner"])
    data = votes_json(
        [jsonl(tmp_path, [("Vivax", "##vote Wile E.")], key="text"), "--players", plist]
    )
    assert [(v["target"], v["match"]) for v in data["votes"]] == [("Wile E. Coyote", "alias")]


def test_unknown_name_uncertain(tmp_path: Path) -> None:
    data = one_vote(tmp_path, "##vote zzqqxx", key="text")
    assert data["votes"] == [] and data["tally"] == []
    assert len(data["uncertain"]) == 1 and data["uncertain"][0]["post"] == 1
    assert "Vivax" in data["not_voting"]


def test_alias_repeatable(tmp_path: Path) -> None:
    p = jsonl(tmp_path, [("Vivax", "##vote bob"), ("Oatsmaster", "##vote jim")], key="text")
    data = votes_json(
        [p, "--players", players_file(tmp_path), "--alias", "bob=batsnacks", "--alias", "jim=Vivax"]
    )
    assert [(v["target"], v["match"]) for v in data["votes"]] == [
        ("batsnacks", "alias"),
        ("Vivax", "alias"),
    ]


def test_no_lynch_option_replaces_defaults(tmp_path: Path) -> None:
    data = one_vote(tmp_path, "##vote sleep", "--no-lynch", "pass", key="text")
    assert all(v["target"] != "no-lynch" for v in data["votes"])


def test_nested_quote_ignored(tmp_path: Path) -> None:
    body = (
        '[quote="batsnacks"][quote="Oatsmaster"]##vote Vivax[/quote] agreed ##vote Vivax[/quote] '
        "no way"
    )
    data = one_vote(tmp_path, body, key="bbcode")
    assert data["votes"] == []


def test_replacement_old_name_as_target_and_voter_on_page(tmp_path: Path) -> None:
    plist = players_file(tmp_path, ["Vivax", "sicklucker -> batsnacks", "Oatsmaster"])
    page = tmp_path / "x.html"
    page.write_text(
        page_xenforo(
            [
                ("Host", "open", ""),
                ("sicklucker", "<b>VOTE: Oatsmaster</b>", ""),
                ("batsnacks", "<b>UNVOTE</b>", ""),
            ]
        ),
        encoding="utf-8",
    )
    data = votes_json([str(page), "--players", plist])
    assert pairs(data) == [(2, "batsnacks", "Oatsmaster"), (3, "batsnacks", "")]
    assert data["tally"] == []


@pytest.mark.parametrize(
    "line",
    ["{not json", json.dumps({"number": 1, "author": "Vivax"})],
)
def test_bad_jsonl_is_error(tmp_path: Path, line: str) -> None:
    p = tmp_path / "bad.jsonl"
    p.write_text(line + "\n", encoding="utf-8")
    proc = run([str(p), "--players", players_file(tmp_path)])
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_fuzzy_score_and_uncertain_between_two(tmp_path: Path) -> None:
    plist = players_file(tmp_path, ["Vivax", "Markus", "Marcus"])
    data = votes_json(
        [jsonl(tmp_path, [("Vivax", "##vote Markos")], key="text"), "--players", plist]
    )
    # Markus is one letter off, Marcus two: one player is clearly best
    assert [(v["target"], v["match"]) for v in data["votes"]] == [("Markus", "fuzzy")]
    assert 0 < data["votes"][0]["score"] < 1
    plist = players_file(tmp_path, ["Vivax", "Jonas", "Jonah"])
    data = votes_json([jsonl(tmp_path, [("Vivax", "##vote Jona")], key="text"), "--players", plist])
    assert data["votes"] == []
    assert set(data["uncertain"][0]["candidates"]) >= {"Jonas", "Jonah"}


def test_saved_invision_page_two_from_pagination(tmp_path: Path) -> None:
    two = [
        ("Vivax", "<p><strong>VOTE: batsnacks</strong></p>", ""),
        ("Oatsmaster", "<p>##vote Vivax</p>", ""),
    ]
    pag = (
        '<ul class="ipsPagination" id="elPagination_1" data-ipspagination-seourl="topic/42-mini-42/" '
        'data-ipspagination="" data-ipspagination-pages="3" data-ipspagination-perpage="25">'
        '<li class="ipsPagination_prev"><a href="https://forum.example/topic/42-mini-42/" rel="prev" '
        'data-page="1">Prev</a></li><li class="ipsPagination_page"><a href="https://forum.example/topic/42-mini-42/" '
        'data-page="1">1</a></li><li class="ipsPagination_page ipsPagination_active">'
        '<a href="https://forum.example/topic/42-mini-42/page/2/" data-page="2">2</a></li>'
        '<li class="ipsPagination_page"><a href="https://forum.example/topic/42-mini-42/page/3/" data-page="3">3</a>'
        '</li><li class="ipsPagination_next"><a href="https://forum.example/topic/42-mini-42/page/3/" rel="next" '
        'data-page="3">Next</a></li></ul>'
    )
    html = page_invision(two, start=25).replace('<div class="cTopic', pag + '<div class="cTopic', 1)
    page = tmp_path / "inv2.html"
    page.write_text(html, encoding="utf-8")
    data = votes_json([str(page), "--players", players_file(tmp_path)])
    assert pairs(data) == [(26, "Vivax", "batsnacks"), (27, "Oatsmaster", "Vivax")]


def test_lone_unvote_is_listed(tmp_path: Path) -> None:
    data = one_vote(tmp_path, "##unvote", key="text")
    assert pairs(data) == [(1, "Vivax", "")]
    assert data["votes"][0]["raw"].lower() == "##unvote"
    assert data["tally"] == []


def test_served_url_from_skips_earlier_votes(tmp_path: Path, httpserver: HTTPServer) -> None:
    url = serve_thread(httpserver)
    data = votes_json([url, "--players", players_file(tmp_path), "--from", "5"])
    assert [p for p, _, _ in pairs(data)] == [5, 5, 6, 7]
    assert [(t["target"], t["count"]) for t in data["tally"]] == [
        ("Oatsmaster", 1),
        ("batsnacks", 1),
        ("no-lynch", 1),
    ]
