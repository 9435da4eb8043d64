"""Vote syntaxes: each one's forms, case, spacing, colon, punctuation, and what a post says."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import KnownError
from mafiamod.thread.body import bbcode_text, html_fragment_text
from mafiamod.thread.model import Post
from mafiamod.thread.names import NameMatcher
from mafiamod.thread.reader import read_votes, tally
from mafiamod.thread.syntax import rules_for

PLAYERS = ["Vivax", "batsnacks", "Oatsmaster", "Wile E. Coyote", "Томми Шелби"]


def votes(bbcode: str, syntax: str = "auto", formatted: bool = True) -> list[tuple[str, str]]:
    text = bbcode_text(bbcode) if formatted else bbcode
    post = Post(1, "Vivax", text, formatted=formatted)
    return [(v.target, v.match) for v in read_votes([post], NameMatcher(PLAYERS), syntax).votes]


@pytest.mark.parametrize(
    ("syntax", "written"),
    [
        ("mafiascum", "[b]VOTE: batsnacks[/b]"),
        ("mafiascum", "[b]vote:batsnacks[/b]"),
        ("mafiascum", "[vote]batsnacks[/vote]"),
        ("mafiauniverse", "[VOTE]batsnacks[/VOTE]"),
        ("mafiauniverse", "[vote] batsnacks [/vote]"),
        ("teamliquid", "##vote batsnacks"),
        ("teamliquid", "## Vote: batsnacks."),
        ("teamliquid", "I think so. ##VOTE batsnacks!"),
        ("plain", "[b]vote batsnacks[/b]"),
        ("plain", "[b]Vote batsnacks?![/b]"),
        ("russian", "голосую за batsnacks"),
        ("russian", "Голос: batsnacks."),
        ("auto", "[b]VOTE: batsnacks[/b]"),
        ("auto", "##vote batsnacks"),
        ("auto", "[vote]batsnacks[/vote]"),
        ("auto", "голосую за batsnacks"),
    ],
)
def test_each_syntax_reads_its_votes(syntax: str, written: str) -> None:
    assert votes(written, syntax) == [("batsnacks", "exact")]


@pytest.mark.parametrize(
    ("syntax", "written"),
    [
        ("teamliquid", "[b]VOTE: batsnacks[/b]"),
        ("mafiauniverse", "##vote batsnacks"),
        ("mafiascum", "VOTE: batsnacks"),  # not bold
        ("plain", "I would vote batsnacks"),
        ("plain", "[b]I would vote batsnacks[/b]"),  # bold, but not a vote line
        ("mafiascum", "голосую за batsnacks"),
        ("auto", "[quote][b]VOTE: batsnacks[/b][/quote]"),
        ("auto", "[spoiler]##vote batsnacks[/spoiler]"),
        ("auto", "[code]##vote batsnacks[/code]"),
    ],
)
def test_what_is_not_a_vote(syntax: str, written: str) -> None:
    assert votes(written, syntax) == []


def test_unvotes() -> None:
    assert votes("[b]UNVOTE[/b]", "mafiascum") == [("", "exact")]
    assert votes("##unvote", "teamliquid") == [("", "exact")]
    assert votes("[unvote][/unvote]", "mafiauniverse") == [("", "exact")]
    assert votes("снимаю голос", "russian") == [("", "exact")]


def test_unvote_then_vote_lists_both_and_the_last_vote_counts() -> None:
    assert votes("[b]unvote[/b] hmm [b]vote: Vivax[/b]") == [("", "exact"), ("Vivax", "exact")]
    assert votes("##vote batsnacks ##vote Vivax ##vote Oatsmaster") == [("Oatsmaster", "exact")]


def test_name_with_trailing_words_and_punctuation() -> None:
    assert votes("##vote Wile E. Coyote because he lurks") == [("Wile E. Coyote", "exact")]
    assert votes("##vote: oats, obviously") == [("Oatsmaster", "alias")]
    assert votes("голосую за Томми") == [("Томми Шелби", "alias")]


def test_no_lynch_words() -> None:
    assert votes("##vote no lynch") == [("no-lynch", "exact")]
    assert votes("[b]VOTE: Sleep[/b]") == [("no-lynch", "exact")]
    post = Post(1, "Vivax", bbcode_text("##vote pass"))
    reading = read_votes([post], NameMatcher(PLAYERS), no_lynch=["pass"])
    assert [v.target for v in reading.votes] == ["no-lynch"]


def test_plain_text_has_no_bold_so_vote_lines_count() -> None:
    assert votes("VOTE: batsnacks", "mafiascum", formatted=False) == [("batsnacks", "exact")]


def test_uncertain_is_listed_not_counted() -> None:
    posts = [
        Post(1, "Vivax", bbcode_text("##vote batsnacks")),
        Post(2, "Vivax", bbcode_text("##vote qwerty")),
    ]
    reading = read_votes(posts, NameMatcher(PLAYERS))
    assert [v.match for v in reading.votes] == ["exact", "uncertain"]
    assert [(w.target, w.count) for w in tally(reading.votes)] == [("batsnacks", 1)]


def test_html_bold_forms() -> None:
    text = html_fragment_text('<span style="font-weight: bold">VOTE: Vivax</span>')
    reading = read_votes([Post(1, "batsnacks", text)], NameMatcher(PLAYERS), "mafiascum")
    assert [v.target for v in reading.votes] == ["Vivax"]
    text = html_fragment_text('<span class="bbvote">VOTE: Vivax</span>')
    reading = read_votes([Post(1, "batsnacks", text)], NameMatcher(PLAYERS), "mafiascum")
    assert [(v.target, v.raw) for v in reading.votes] == [("Vivax", "[vote]Vivax[/vote]")]


def test_tally_order_and_from_to() -> None:
    posts = [
        Post(1, "Vivax", bbcode_text("##vote batsnacks")),
        Post(2, "Oatsmaster", bbcode_text("##vote Vivax")),
        Post(3, "batsnacks", bbcode_text("##vote Vivax")),
        Post(4, "Wile E. Coyote", bbcode_text("##vote batsnacks")),
    ]
    matcher = NameMatcher(PLAYERS)
    wagons = tally(read_votes(posts, matcher).votes)
    assert [(w.target, w.voters) for w in wagons] == [
        ("Vivax", ("Oatsmaster", "batsnacks")),
        ("batsnacks", ("Vivax", "Wile E. Coyote")),
    ]
    reading = read_votes(posts, matcher, first=2, last=3)
    assert reading.posts_read == 2 and [v.post for v in reading.votes] == [2, 3]


def test_unknown_syntax() -> None:
    with pytest.raises(KnownError, match="unknown vote syntax 'modbot'"):
        rules_for("modbot")


@pytest.mark.parametrize(
    "written",
    [
        "##vote [b]batsnacks[/b]",  # a marker's name written in bold
        "[b]##vote[/b] batsnacks",
        "## vote: [b]batsnacks[/b].",
        "голосую за [b]batsnacks[/b]",
        "[b]голос[/b]: batsnacks",
        "[b]VOTE:[/b] batsnacks",  # only the marker in bold: the name follows on its line
        "[b]vote[/b]: batsnacks",
        "[b]VOTE:[/b][b] batsnacks[/b] because",
    ],
)
def test_bold_between_a_marker_and_its_name(written: str) -> None:
    assert votes(written) == [("batsnacks", "exact")]


def test_a_bold_name_still_ends_at_its_run() -> None:
    assert votes("[b]VOTE: batsnacks[/b] Vivax is next") == [("batsnacks", "exact")]
    assert votes("[b]VOTE:[/b]\nbatsnacks") == [("", "uncertain")]  # not on its line
    post = Post(1, "Vivax", bbcode_text("[b]VOTE:[/b] Wile E. Coyote, obviously"))
    (vote,) = read_votes([post], NameMatcher(PLAYERS)).votes
    assert (vote.target, vote.raw) == ("Wile E. Coyote", "VOTE: Wile E. Coyote")
