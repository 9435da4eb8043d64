"""Forum engines: how each one's thread page shows its posts, declared as CSS selectors.

An :class:`Engine` names the post container, the author, the body, the time, the edited
marker, the parts of a body that are not the author's words, and the page links. An engine
is recognised from the page itself (``detect``: a selector that only its pages match).
The markup is each engine's default theme as shipped (prosilver and subSilver,
vBulletin's default styles, XenForo's default style, Discourse's crawler view, Invision's
default theme, SMF's Curve and 2.1 default theme, MyBB's default theme, FluxBB's and
PunBB 1.2's and PunBB 1.3/1.4's viewtopic); a forum's own theme usually keeps these classes.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Engine:
    """The selectors that read one forum engine's thread page.

    A selector ending in ``@attr`` reads that attribute instead of the text. ``number``
    (optional) is where the engine prints a post's number; ``start`` reads the page's
    own first post number when the page says it (a "Results 16 to 30" title, a data
    attribute). ``replies`` says the printed number counts replies (SMF: the opening post
    shows none, the first reply "#1"), so a post's place is its number plus one.
    ``address`` reads the page's own address where the page shows it (phpBB 2's form
    action with its ``start=`` offset), for a saved page that links no later page.
    ``signature_line`` is a pattern for the line that starts a signature the engine prints
    inside the post body with no element of its own (phpBB 2's ``_________________``): that
    line and everything after it are not the author's words.
    """

    name: str
    detect: str
    post: str
    author: str
    body: str
    time: str = ""
    edited: str = ""
    number: str = ""
    exclude: str = ""
    next: str = ""
    pages: str = ""
    current: str = ""
    start: str = ""
    per_page: str = ""
    permalink: str = ""
    replies: bool = False
    signature_line: str = ""
    address: str = ""


PHPBB = Engine(
    name="phpBB 3",
    detect="body#phpbb, div.post.has-profile, div.postbody div.content",
    post="div.post[id^=p]",
    author="dl.postprofile a.username, dl.postprofile a.username-coloured, "
    "p.author strong a, p.author strong",
    body="div.content",
    time="p.author time@datetime, p.author time",
    edited="div.notice",
    permalink='p.author a[href*="#p"]@href',
    exclude="div.signature, dl.attachbox, div.quotetitle, div.quotecontent, div.codebox",
    next="div.pagination li.next a, div.pagination a[rel=next], li.arrow.next a",
    pages="div.pagination li a.button, div.pagination a",
    current="div.pagination li.active span, div.pagination strong",
)

PHPBB_2 = Engine(
    name="phpBB 2",
    # subSilver: a post is table rows with no element of its own; its first row holds the
    # author's cell (span.name) and the message cell (span.postbody, which a quote closes
    # and opens again after its table), the signature follows the message in that span
    detect="table.forumline span.postbody, span.name > a[name]",
    post="tr:has(> td > span.name)",
    author="span.name b, span.name",
    body="td:has(> span.postbody)",
    time='a[href*="viewtopic.php?p="] + span.postdetails',
    edited="span.gensmall:not(:empty)",
    permalink='a[href*="viewtopic.php?p="]@href',
    exclude="span.gensmall, table:has(td.quote), table:has(td.code), td.quote, td.code",
    signature_line=r"_{17}",  # viewtopic.php's own separator, seventeen underscores
    address='form[action*="viewtopic.php"][action*="start="]@action',
    next="link[rel=next]@href",
    pages='a[href*="viewtopic.php"][href*="start="]',
    current="span.gensmall > b > b, span.nav > b",
)

FLUXBB = Engine(
    name="FluxBB",
    # FluxBB 1.4/1.5 and PunBB 1.2 print the same post: div.blockpost, "#N" in its h2
    detect="#punviewtopic, div.blockpost div.postmsg",
    post="div.blockpost",
    author="div.postleft dt strong a, div.postleft dt strong, div.postleft dt",
    body="div.postright > div.postmsg:not(.postsignature), div.postmsg",
    time='h2 a[href*="pid="]',
    edited="div.postmsg p.postedit",
    number="h2 span.conr",
    permalink='h2 a[href*="pid="]@href',
    exclude="p.postedit, div.quotebox, div.codebox, div.postsignature",
    next="p.pagelink a[rel=next], link[rel=next]@href",
    pages="p.pagelink a",
    current="p.pagelink strong",
)

PUNBB_13 = Engine(
    name="PunBB 1.3",
    # PunBB 1.3/1.4: div.post, its number and author in h3.post-ident; the last-edit line
    # and the signature are inside entry-content with the message
    detect="#brd-viewtopic, div.post h3.post-ident span.post-num",
    post="div.post[id^=p]",
    author="span.post-byline a, span.post-byline strong, ul.author-ident li.username",
    body="div.entry-content",
    time="span.post-link a.permalink",
    edited="div.entry-content p.lastedit",
    number="h3.post-ident span.post-num",
    permalink="span.post-link a.permalink@href",
    exclude="p.lastedit, div.sig-content, div.quotebox, div.codebox",
    next="link[rel=next]@href",
    pages="p.paging a",
    current="p.paging strong",
)

VBULLETIN_5 = Engine(
    name="vBulletin 5",
    detect="li.b-post, div.b-post",
    post="li.b-post[data-node-id], div.b-post[data-node-id]",
    author=".b-userinfo__details .author a, .b-post__author a, .author strong a",
    body=".js-post__content-text",
    time=".b-post__timestamp time@datetime, .b-post__timestamp",
    edited=".b-post__edit, .js-post__edit-info",
    number=".b-post__count",
    permalink=".b-post__count@href",
    exclude=".bbcode_container, .b-post__signature",
    next="a.js-pagenav-next-button[href]:not(.h-disabled), .js-pagenav a[rel=next], "
    "link[rel=next]@href",
    pages=".js-pagenav a.js-pagenav-button",
    current=".js-pagenav .js-pagenav-current-button, .js-pagenav-current",
)

VBULLETIN_4 = Engine(
    name="vBulletin 4",
    detect="li.postbitlegacy, li.postbit.postcontainer, li.postcontainer[id^=post_]",
    post="li.postcontainer[id^=post_], li.postbitlegacy[id^=post_], li.postbit[id^=post_]",
    author="a.username, span.username",
    body="div[id^=post_message_] > blockquote.postcontent, div[id^=post_message_]",
    time="span.date",
    edited="blockquote.lastedited",
    number="a.postcounter",
    permalink="a.postcounter@href",
    exclude=".bbcode_container, blockquote.signature, div.after_content",
    next="span.prev_next a[rel=next], a[rel=next]",
    pages="div.pagination span a[href*=page], .pagination a",
    current="div.pagination span.selected a, .pagination .selected",
    start="div.pagination span.selected a@title",
)

VBULLETIN_3 = Engine(
    name="vBulletin 3",
    detect="div[id^=post_message_], a.bigusername",
    post="table[id^=post]",
    author="a.bigusername, div[id^=postmenu_]",
    body="div[id^=post_message_]",
    time="td.thead",
    edited="div.smallfont em",
    number="a[id^=postcount]",
    permalink="a[id^=postcount]@href",
    exclude='div[style*="margin:20px"], td.alt2',
    next="a[rel=next]",
    pages="div.pagenav a.smallfont, div.pagenav td.alt1 a",
    current="div.pagenav td.alt2 strong, div.pagenav strong",
)

XENFORO_2 = Engine(
    name="XenForo 2",
    detect="html#XF, article.message--post",
    post="article.message--post",
    author="@data-author",
    body="article.message-body div.bbWrapper, div.message-userContent .bbWrapper",
    time=".message-attribution-main time@datetime, time.u-dt@datetime",
    edited="div.message-lastEdit",
    number=".message-attribution-opposite li:last-child a, .message-attribution-opposite a",
    permalink=".message-attribution-main a@href",
    exclude="blockquote.bbCodeBlock, div.bbCodeSpoiler, span.bbCodeInlineSpoiler, "
    "div.bbCodeBlock--spoiler, aside.message-signature",
    next="a.pageNav-jump--next",
    pages="ul.pageNav-main li.pageNav-page a",
    current="ul.pageNav-main li.pageNav-page--current a",
)

XENFORO_1 = Engine(
    name="XenForo 1",
    detect="html#XenForo, ol#messageList li.message",
    post="ol#messageList > li.message, li.message[id^=post-]",
    author="@data-author",
    body="blockquote.messageText",
    time="a.datePermalink abbr.DateTime@data-time, a.datePermalink span.DateTime@title",
    edited="div.editDate",
    number="a.postNumber",
    permalink="a.postNumber@href",
    exclude="div.bbCodeQuote, div.bbCodeSpoilerContainer, div.signature, div.messageTextEndMarker",
    next="div.PageNav nav a.text[href*=page-]:last-child, link[rel=next]@href",
    pages="div.PageNav nav a[href]",
    current="div.PageNav nav a.currentPage",
)

DISCOURSE = Engine(
    name="Discourse",
    detect="meta[name=generator][content^=Discourse], div.crawler-post",
    post="div.crawler-post[id^=post_], div.topic-body.crawler-post[itemprop]",
    author="span.creator [itemprop=name], span.creator a",
    body="div.post[itemprop=text], div.post",
    time="time[itemprop=datePublished]@datetime, time@datetime",
    edited="meta[itemprop=dateModified]",
    number="span[itemprop=position]",
    exclude="aside.quote, div.spoiler, span.spoiler, div.spoiled, span.spoiled",
    next="a[rel=next]",
    pages="",
    current="",
)

INVISION = Engine(
    name="Invision Community",
    detect="body.ipsApp, article.cPost, article[id^=elComment_]",
    post="article[id^=elComment_], article.cPost",
    author="aside.cAuthorPane h3 a, .cAuthorPane_author a, h3.cAuthorPane_author strong, "
    "[data-role=authorName]",
    body="div[data-role=commentContent]",
    time="time@datetime",
    edited="[data-excludequote] strong",
    permalink='.ipsComment_meta a[href*="findComment"]@href',
    exclude="blockquote.ipsQuote, div.ipsSpoiler, [data-role=memberSignature], "
    ".cSignature, [data-excludequote]",
    next="li.ipsPagination_next a[href], a[rel=next]",
    pages="li.ipsPagination_page a",
    current="li.ipsPagination_active a",
    per_page="ul.ipsPagination@data-ipspagination-perpage",
)

SMF = Engine(
    name="SMF",
    detect='script[src*="smf_jquery"], script[src*="script.js"][src*="/Themes/"], '
    "div#forumposts div.post_wrapper",
    post="div#forumposts div.post_wrapper",
    # SMF 2.1's h4 may start with the online/PM link (an empty icon): the profile link first
    author='div.poster h4 a[href*="action=profile"], div.poster h4 a, div.poster h4',
    body="div.post div.inner, div.inner[id^=msg_]",
    time="div.keyinfo div.smalltext, div.postinfo a.smalltext",
    edited="div[id^=modified_] em, span.lastedit",
    number="div.keyinfo div.smalltext strong, div.keyinfo .page_number",
    replies=True,
    permalink="div.keyinfo h5 a@href",
    exclude="div.quoteheader, div.quotefooter, blockquote.bbc_standard_quote, "
    "blockquote.bbc_alternate_quote, div.codeheader, div.signature, div.sp-wrap, "
    "div.spoiler",
    next="div.pagelinks a.nav_page[rel=next], link[rel=next]@href",
    pages="div.pagelinks a.navPages, div.pagelinks a.nav_page",
    current="div.pagelinks strong, div.pagelinks span.current_page",
)

MYBB = Engine(
    name="MyBB",
    detect="div.post_body[id^=pid_], div#posts div.post",
    post="div#posts div.post[id^=post_]",
    author="div.author_information strong a, div.author_information .largetext a",
    body="div.post_body",
    time="span.post_date",
    edited="span.edited_post",
    number="div.post_head div.float_right a, div.post_head strong a",
    permalink="div.post_head div.float_right a@href",
    exclude="blockquote.mycode_quote, div.codeblock, div.signature, div.spoiler, div.spoiler_body",
    next="div.pagination a.pagination_next",
    pages="div.pagination a.pagination_page",
    current="div.pagination span.pagination_current",
)

#: tried in this order: the first whose ``detect`` matches reads the page
ENGINES: tuple[Engine, ...] = (
    DISCOURSE,
    XENFORO_2,
    XENFORO_1,
    VBULLETIN_5,
    VBULLETIN_4,
    VBULLETIN_3,
    INVISION,
    MYBB,
    SMF,
    PHPBB,
    FLUXBB,
    PUNBB_13,
    PHPBB_2,
)
