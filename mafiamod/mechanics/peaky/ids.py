"""Ids and the ability table of «Острые Козырьки» (rules digest §3.2, §3.12)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...engine.abilities import AbilitySpec

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


def role_abilities(spec: Mapping[str, AbilitySpec]) -> dict[str, Ability]:
    """The roles' АС and УС as setup.toml ``[abilities]`` describes them (``kind`` АС/УС,
    ``step``, ``repeat``, ``needs_vote``): the only table of them."""
    out: dict[str, Ability] = {}
    for aid, a in spec.items():
        kind = a.extra.get("kind")
        if kind not in (ACTIVE, ULT) or a.roles is None or len(a.roles) != 1:
            continue
        (role,) = a.roles
        out[aid] = Ability(
            role,
            str(kind),
            int(a.extra.get("step", 0)),
            a.targets[0],
            a.self_target,
            bool(a.extra.get("repeat", False)),
            bool(a.extra.get("needs_vote", False)),
        )
    return out


def role_active(abilities: Mapping[str, Ability]) -> dict[str, str]:
    """Role id → its АС id."""
    return {a.role: aid for aid, a in abilities.items() if a.kind == ACTIVE}


def role_ult(abilities: Mapping[str, Ability]) -> dict[str, str]:
    """Role id → its УС id."""
    return {a.role: aid for aid, a in abilities.items() if a.kind == ULT}


FACTIONAL_KILL = "factional-kill"
LEE = "lee-alliance"
WITCH = "chinese-witch"
SMALL_HEATH = "small-heath"
TEAM_ENTRIES = frozenset({FACTIONAL_KILL, LEE, WITCH, SMALL_HEATH})
PUB = "pub-visit"
LETTER = "anonymous-letter"


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
