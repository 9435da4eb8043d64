"""Name matching: exact, alias, prefix, initials, fuzzy, uncertain, replaced, host."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import KnownError
from mafiamod.thread.names import ACCEPT, NameMatcher, norm, parse_player_list

PLAYERS = [
    "Wile E. Coyote",
    "Wilma",
    "Half the Sky",
    "KelsierSC",
    "Oatsmaster",
    "batsnacks",
    "sicklucker",
    "Vivax",
    "Koshi",
]


@pytest.fixture
def matcher() -> NameMatcher:
    return NameMatcher(PLAYERS, aliases={"oats": "Oatsmaster"}, replacements={"OldGuy": "Vivax"})


@pytest.mark.parametrize(
    ("written", "player", "kind"),
    [
        ("Vivax", "Vivax", "exact"),
        ("vIVAX", "Vivax", "exact"),
        ("kelsier sc", "KelsierSC", "exact"),
        ("Wile_E_Coyote!", "Wile E. Coyote", "exact"),
        ("oats", "Oatsmaster", "alias"),
        ("OldGuy", "Vivax", "alias"),
        ("Wile", "Wile E. Coyote", "alias"),
        ("Wile E.", "Wile E. Coyote", "alias"),
        ("HTS", "Half the Sky", "alias"),
        ("KSC", "KelsierSC", "alias"),
        ("Bats", "batsnacks", "alias"),
        ("oatsmastr", "Oatsmaster", "fuzzy"),
        ("sicklukcer", "sicklucker", "fuzzy"),
        ("koshy", "Koshi", "fuzzy"),
        ("coyote", "Wile E. Coyote", "fuzzy"),
    ],
)
def test_settled(matcher: NameMatcher, written: str, player: str, kind: str) -> None:
    match = matcher.match(written)
    assert (match.player, match.kind) == (player, kind)
    assert match.certain
    if kind == "fuzzy":
        assert ACCEPT <= match.score < 1
    else:
        assert match.score == 1.0


@pytest.mark.parametrize("written", ["wil", "zzz", "sky", "", "!!"])
def test_uncertain_is_never_guessed(matcher: NameMatcher, written: str) -> None:
    match = matcher.match(written)
    assert match.kind == "uncertain"
    assert match.player is None and not match.certain


def test_uncertain_offers_the_close_candidates(matcher: NameMatcher) -> None:
    match = matcher.match("wil")
    assert [p for p, _ in match.candidates] == ["Wilma", "Wile E. Coyote"]


def test_two_players_equally_close_is_uncertain() -> None:
    match = NameMatcher(["Johnny", "Jenny"]).match("Jonny")
    assert match.kind == "uncertain"  # one letter from each: asked, not guessed
    assert match.candidates[0][0] == "Johnny"
    match = NameMatcher(["Mark1", "Mark2"]).match("Mark")
    assert match.kind == "uncertain"
    assert {p for p, _ in match.candidates} == {"Mark1", "Mark2"}


def test_learned_nickname_is_remembered(matcher: NameMatcher) -> None:
    assert matcher.match("wil").kind == "uncertain"
    matcher.learn("wil", "Wilma")
    assert (matcher.match("WIL").player, matcher.match("WIL").kind) == ("Wilma", "alias")
    assert matcher.learned() == {"wil": "Wilma"}
    with pytest.raises(KnownError):
        matcher.learn("ghost", "Nobody")


def test_authors_match_only_by_name_alias_or_old_name(matcher: NameMatcher) -> None:
    assert matcher.author("vivax") == "Vivax"
    assert matcher.author("OldGuy") == "Vivax"
    assert matcher.author("oats") == "Oatsmaster"
    assert matcher.author("Host") is None  # the host casts no votes
    assert matcher.author("Vivaks") is None  # a spectator who looks like a player
    assert matcher.author("Wile") is None  # prefixes are for votes, not for posters


def test_replacement_chain_names_the_newest() -> None:
    m = NameMatcher(["C", "Dora"], replacements={"A": "B", "B": "C"})
    assert m.slot("A") == "C"
    assert m.match("a").player == "C"
    assert m.author("B") == "C"


def test_parse_player_list() -> None:
    roster = parse_player_list(
        "# day 2\nVivax\nOld Guy -> Koshi\nOatsmaster = oats, OM\n\nbatsnacks\n"
    )
    assert roster.players == ["Vivax", "Koshi", "Oatsmaster", "batsnacks"]
    assert roster.replacements == {"Old Guy": "Koshi"}
    assert roster.aliases == {"oats": "Oatsmaster", "OM": "Oatsmaster"}
    m = NameMatcher.from_roster(roster)
    assert m.match("om").player == "Oatsmaster"
    assert m.author("old guy") == "Koshi"
    with pytest.raises(KnownError, match="line 1"):
        parse_player_list("-> Koshi")
    with pytest.raises(KnownError):
        parse_player_list("\n# nobody\n")


def test_norm_keeps_cyrillic() -> None:
    assert norm("Томми  Шелби!") == "томмишелби"
    m = NameMatcher(["Томми Шелби", "Артур"])
    assert m.match("томми").player == "Томми Шелби"
    assert m.match("Артр").player == "Артур"


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("wile", "Wile E. Coyote"),  # his own name's prefix, though Koshi is "Wiley"
        ("Wile E.", "Wile E. Coyote"),  # its leading words
        ("HTS", "Half the Sky"),  # her initials, though Koshi is also "HTSfan"
        ("KSC", "KelsierSC"),  # capitals' initials, though Vivax is "ksc_rules"
        ("wiley", "Koshi"),  # the nickname itself, written in full
        ("htsf", "Koshi"),  # a prefix of a nickname only: no player's name starts so
        ("ksc_r", "Vivax"),
    ],
)
def test_own_name_shortened_wins_over_a_nicknames_prefix(written: str, player: str) -> None:
    # thread-votes.md, Names: exact or given alias; then a prefix, leading words or
    # initials of one player's name; a nickname's prefix comes after those
    m = NameMatcher(
        ["Wile E. Coyote", "Half the Sky", "KelsierSC", "Koshi", "Vivax"],
        aliases={"Wiley": "Koshi", "HTSfan": "Koshi", "ksc_rules": "Vivax"},
    )
    match = m.match(written)
    assert (match.player, match.kind, match.score) == (player, "alias", 1.0)


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("Wile", "Wile E. Coyote"),  # a prefix of two names, the leading word of one
        ("wile e", "Wile E. Coyote"),
        ("Half the", "Half the Sky"),  # "halfthe" begins both; these words begin one
        ("Half", "Half the Sky"),
        ("halfthe", "Halfthe Moon"),
        ("Wiles", "Wilesmith"),
    ],
)
def test_leading_words_of_one_player_only(written: str, player: str) -> None:
    # thread-votes.md, Names: "or its leading words when they belong to one player only"
    m = NameMatcher(["Wile E. Coyote", "Wilesmith", "Half the Sky", "Halfthe Moon", "Wilma"])
    match = m.match(written)
    assert (match.player, match.kind) == (player, "alias")
    assert m.match("wil").kind == "uncertain"  # Wile E. Coyote, Wilesmith or Wilma
