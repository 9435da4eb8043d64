"""Ids and the ability table of «Острые Козырьки» (rules digest §3.2, §3.12)."""

from __future__ import annotations

from dataclasses import dataclass

SHELBY = "shelby"
TOWN = "town"
KIMBER_FACTION = "kimber"

THOMAS = "thomas-shelby"
POLLY = "polly-shelby"
ARTHUR = "arthur-shelby"
JOHN = "john-shelby"
CAMPBELL = "chester-campbell"
REPORTER = "courier-reporter"
GRACE = "grace-burgess"
MOSS = "sergeant-moss"
DANNY = "danny-owen"
CHARLIE = "charlie-strong"
KIMBER = "billy-kimber"
TOWNIE = "townie"

#: the Shelbys by rank (the seed lists them in the order of the hierarchy)
SHELBY_RANK = (THOMAS, POLLY, ARTHUR, JOHN)
BROTHERS = (THOMAS, ARTHUR, JOHN)
TOWN_ACTIVES = frozenset({CAMPBELL, REPORTER, GRACE, MOSS})
TOWNIE_GROUP = frozenset({DANNY, CHARLIE, TOWNIE})
#: the default deal (G-PB-3): the named roles plus seven plain townies
DEFAULT_DEAL = (
    THOMAS,
    POLLY,
    ARTHUR,
    JOHN,
    CAMPBELL,
    REPORTER,
    GRACE,
    MOSS,
    DANNY,
    CHARLIE,
    KIMBER,
) + (TOWNIE,) * 7

ACTIVE = "АС"
ULT = "УС"


@dataclass(frozen=True)
class Ability:
    """One submittable АС or УС: who holds it, its kind, its step and its targeting rules."""

    role: str
    kind: str  # ACTIVE or ULT
    step: int
    targets: int = 1  # how many player targets it takes (0: a role or a letter)
    self_ok: bool = False  # S8: an АС may not target its holder unless its text says so
    repeat_ok: bool = False  # S8: nor the same player two turns in a row
    needs_vote: bool = False  # meaningless on T1, where there is no vote


ABILITIES: dict[str, Ability] = {
    "persuasive-request": Ability(THOMAS, ACTIVE, 8, needs_vote=True),
    "lewis-gun": Ability(THOMAS, ULT, 11),
    "stuff-ballot": Ability(POLLY, ACTIVE, 8, self_ok=True, repeat_ok=True, needs_vote=True),
    "train-ticket": Ability(POLLY, ULT, 9, needs_vote=True),
    "beat-half-to-death": Ability(ARTHUR, ACTIVE, 6),
    "fatal-beating": Ability(ARTHUR, ULT, 15),
    "licence": Ability(JOHN, ACTIVE, 12, self_ok=True),
    "legal-business": Ability(JOHN, ULT, 14),
    "weapons-search": Ability(CAMPBELL, ACTIVE, 13),
    "let-the-dogs": Ability(CAMPBELL, ULT, 11, targets=0),
    "newspaper-feature": Ability(REPORTER, ACTIVE, 13, targets=2),
    "just-the-facts": Ability(REPORTER, ULT, 14, targets=0),
    "undercover-agent": Ability(GRACE, ACTIVE, 4),
    "the-barmaid": Ability(GRACE, ULT, 15),
    "patrol": Ability(MOSS, ACTIVE, 7, self_ok=True),
    "interrogation": Ability(MOSS, ULT, 17),
    "everyone-works-for-me": Ability(KIMBER, ACTIVE, 5),
    "three-shots": Ability(KIMBER, ULT, 3, targets=3),
}

#: the role's АС and УС ids
ROLE_ACTIVE = {a.role: aid for aid, a in ABILITIES.items() if a.kind == ACTIVE}
ROLE_ULT = {a.role: aid for aid, a in ABILITIES.items() if a.kind == ULT}

FACTIONAL_KILL = "factional-kill"
LEE = "lee-alliance"
WITCH = "chinese-witch"
SMALL_HEATH = "small-heath"
TEAM_ENTRIES = frozenset({FACTIONAL_KILL, LEE, WITCH, SMALL_HEATH})
PRICES = {LEE: 3, WITCH: 1, SMALL_HEATH: 2}
PUB = "pub-visit"
LETTER = "anonymous-letter"

ALL_ABILITY_IDS = frozenset(ABILITIES) | TEAM_ENTRIES | {PUB, LETTER}

#: the pseudo-candidate of «не судить» when it competes (config skip_vote = "candidate", G-PB-37)
SKIP = "skip"

#: pub effects in the seed's order (§3.9); the default is the first one the visitor qualifies for
PUB_EFFECTS = ("mafkill-immunity", "recharge", "arthur-immunity", "townie-shield")

#: Kimber's shot players may still use these on him (S: «кроме УС Томаса и Кэмбэла»)
KIMBER_EXEMPT = frozenset({"lewis-gun", "let-the-dogs"})

# visit kinds (§3.5): Grace's АС report ignores УС visits
VISIT_ACTIVE = "as"
VISIT_ULT = "us"
VISIT_KILL = "kill"
