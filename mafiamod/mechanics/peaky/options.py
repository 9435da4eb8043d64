"""What the action form offers during a turn: only the entries the rules would accept now.

A field's value tuple lists its legal values; ``()`` means free text and is used only for
the fields in :data:`FREE_TEXT_FIELDS` (a letter's ``text``). An option with a choice field
that has no legal value now (Just the Facts before any letter is published) is not offered.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...engine.abilities import AbilitySpec
from ...engine.model import GameState
from ...engine.options import EntryOption, with_field_labels
from .ids import (
    ACTIVE,
    FACTIONAL_KILL,
    GRACE,
    LEE,
    LETTER,
    PUB,
    SHELBY,
    SMALL_HEATH,
    WITCH,
    kind,
    role_abilities,
)

#: labels of results that are no entry (the entries' labels are their [abilities] names)
RESULT_LABELS = {
    "sharp-hearing": "ПС «Острый слух»",
    "points": "Баллы «Гарнизона»",
}


def label(spec: Mapping[str, AbilitySpec], ability: str) -> str:
    """The form's and the result PM's name of an entry or a result."""
    if ability in spec:
        return spec[ability].name
    return RESULT_LABELS.get(ability, ability)


#: fields the player words freely: their value tuple is ``()`` (any text)
FREE_TEXT_FIELDS = frozenset({"text"})


def offerable(option: EntryOption) -> bool:
    """Every choice field of ``option`` has at least one legal value, and there are as many
    legal targets as it takes (Fatal Beating before anyone was beaten is not offered)."""
    if len(option.candidates) < option.targets:
        return False
    return all(values or key in FREE_TEXT_FIELDS for key, values in option.fields.items())


def _role_options(
    table: Mapping[str, AbilitySpec], state: GameState, name: str, k: int, roles: tuple[str, ...]
) -> list[EntryOption]:
    p = state.player(name)
    living = tuple(state.living_names())
    out: list[EntryOption] = []
    for aid, spec in role_abilities(table).items():
        if not spec.held_by(p.role, p.alignment) or (spec.extra.get("needs_vote") and k == 1):
            continue
        active = kind(spec) == ACTIVE
        if active and p.fields.get("as_nullified"):
            continue
        # a spent УС can still come back this turn through the pub (never Grace's)
        if not active and not (
            p.fields.get("ult_uses_left") or (not p.fields.get("pub_used") and p.role != GRACE)
        ):
            continue
        cands = tuple(n for n in living if spec.self_target or n != name)
        fields: dict[str, tuple[str, ...]] = {}
        n_targets = spec.targets[0]
        if n_targets == 0:
            cands = ()
        if aid == "interrogation":
            cands = tuple(state.data.get("moss_patrolled", []))
        elif aid == "fatal-beating":
            cands = tuple(n for n in state.data.get("arthur_blocked", []) if n in living)
        elif aid == "let-the-dogs":
            fields["role"] = roles
        elif aid == "just-the-facts":
            fields["letter"] = tuple(str(x["n"]) for x in state.data.get("letters", []))
        elif aid == "persuasive-request":
            fields["vote_for"] = living
        elif aid == "everyone-works-for-me":
            fields["redirect_to"] = living
        out.append(EntryOption(name, aid, label(table, aid), n_targets, cands, fields))
    return [o for o in out if offerable(o)]


def entry_options(
    table: Mapping[str, AbilitySpec], state: GameState, phase_id: str, roles: tuple[str, ...]
) -> list[EntryOption]:
    """Every entry a living player may send this turn (ballots are entered as votes), named
    and held as setup.toml ``[abilities]`` says."""
    k = int(phase_id[1:]) if phase_id[1:].isdigit() else 1
    living = tuple(state.living_names())
    shelbys = tuple(p.name for p in state.living() if p.alignment == SHELBY)
    out: list[EntryOption] = []
    for p in state.living():
        out += _role_options(table, state, p.name, k, roles)
        if p.alignment == SHELBY:
            out.append(
                EntryOption(
                    p.name,
                    FACTIONAL_KILL,
                    label(table, FACTIONAL_KILL),
                    1,
                    living,
                    {"executor": shelbys, "backup": living},
                )
            )
            out.append(EntryOption(p.name, LEE, label(table, LEE), 1, shelbys))
            witch = tuple(s for s in shelbys if s not in state.data.get("witch_used", []))
            out.append(EntryOption(p.name, WITCH, label(table, WITCH), 1, witch))
            out.append(EntryOption(p.name, SMALL_HEATH, label(table, SMALL_HEATH), 1, living))
        elif not p.fields.get("pub_used"):
            out.append(EntryOption(p.name, PUB, label(table, PUB), 0))
        if int(p.fields.get("letters_left") or 0) > 0:
            out.append(EntryOption(p.name, LETTER, label(table, LETTER), 0, (), {"text": ()}))
    return with_field_labels(out, table)
