"""Ids and the ability table of «Острые Козырьки» (rules digest §3.2, §3.12)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.abilities import AbilitySpec
from ...engine.errors import ScriptError
from ...engine.model import Player
from ..steps.kill import FACTIONAL_KILL

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

#: the «мирные жители» group (G-PB-15) are the roles with this setup.toml ``position``
TOWNIE_POSITION = "мирный житель"

ACTIVE = "АС"
ULT = "УС"


def shelby_rank(roles: Mapping[str, Any]) -> list[str]:
    """The Shelby roles, highest first, by their ``rank`` in setup.toml ``[roles]`` (the
    seed lists them in the order of the hierarchy)."""
    ranked = [r for r in roles if isinstance(roles[r], Mapping) and "rank" in roles[r]]
    for role in ranked:
        rank = roles[role]["rank"]
        if isinstance(rank, bool) or not isinstance(rank, int):
            raise ScriptError(
                "[roles.{role}] rank: expected a whole number, found {value}",
                role=role,
                value=rank,
            )
    return sorted(ranked, key=lambda r: int(roles[r]["rank"]))


def kind(spec: AbilitySpec) -> str | None:
    """АС or УС (``kind`` in setup.toml); None for the team entries, the pub and letters."""
    value = spec.extra.get("kind")
    return value if value in (ACTIVE, ULT) else None


def role_abilities(table: Mapping[str, AbilitySpec]) -> dict[str, AbilitySpec]:
    """The roles' АС and УС of setup.toml ``[abilities]``: the entries with a ``kind`` and
    one holding role (the spec itself is the only table of them; a ``kind`` without a
    ``step`` is a script error)."""
    out: dict[str, AbilitySpec] = {}
    for aid, spec in table.items():
        if kind(spec) is None or spec.roles is None or len(spec.roles) != 1:
            continue
        if not isinstance(spec.extra.get("step"), int):
            raise ScriptError(
                "peaky-blinders: [abilities.{ability}] step: expected a step 1–18", ability=aid
            )
        out[aid] = spec
    return out


def ult_of(abilities: Mapping[str, AbilitySpec], role: str) -> AbilitySpec | None:
    """The УС ``role`` holds in setup.toml ``[abilities]``, if any."""
    return next((a for a in abilities.values() if kind(a) == ULT and role in (a.roles or ())), None)


def pub_recharges(ult: AbilitySpec) -> bool:
    """The pub's ``recharge`` may bring the spent УС back, unless setup.toml says
    ``pub_recharges = false`` (Grace's «Барменша», §3.9)."""
    return bool(ult.extra.get("pub_recharges", True))


def ult_may_be_used(p: Player, ult: AbilitySpec) -> bool:
    """A use of the УС is left, or the pub (one visit per game) may still recharge it."""
    return bool(
        p.fields.get("ult_uses_left") or (not p.fields.get("pub_used") and pub_recharges(ult))
    )


def holders(abilities: Mapping[str, AbilitySpec], of_kind: str) -> frozenset[str]:
    """The roles that hold an АС (``of_kind`` АС) or a УС, by setup.toml ``[abilities]``."""
    return frozenset(
        role for a in abilities.values() if kind(a) == of_kind for role in a.roles or ()
    )


STUFF_BALLOT = "stuff-ballot"
THREE_SHOTS = "three-shots"
LEE = "lee-alliance"
WITCH = "chinese-witch"
SMALL_HEATH = "small-heath"
TEAM_ENTRIES = frozenset({FACTIONAL_KILL, LEE, WITCH, SMALL_HEATH})
PUB = "pub-visit"
LETTER = "anonymous-letter"


#: the family's points: an account of the shared balance in ``state.data`` (§3.9)
POINTS = "points"

#: the pseudo-candidate of «не судить» when it competes (config skip_vote = "candidate", G-PB-37)
SKIP = "skip"

#: pub effects in the seed's order (§3.9); the default is the first one the visitor qualifies for
PUB_EFFECTS = ("mafkill-immunity", "recharge", "arthur-immunity", "townie-shield")

# visit kinds (§3.5): Grace's АС report ignores УС visits
VISIT_ACTIVE = "as"
VISIT_ULT = "us"
VISIT_KILL = "kill"

#: Moss's protection token on the shared night context (§3.7 reads it on the victim and
#: on the executor)
PATROL = "patrol"
