"""What the action form offers during a turn: only the entries the rules would accept now.

The shared :func:`~mafiamod.engine.options.default_entry_options` gives every entry
setup.toml ``[abilities]`` allows (holders, target counts, self, the purchases' Shelby
targets); Peaky narrows it by the state and adds its own fields (the fields that name a
player — the mafkill's executor and backup, ``vote_for``, ``redirect_to`` — come from the
spec). A field's value tuple lists its legal values; ``()`` means free text and is used only
for a letter's ``text``. An АС or УС with a choice field that has no legal value now (Just
the Facts before any letter is published) is not offered.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ...engine.abilities import AbilitySpec
from ...engine.model import GameState
from ...engine.options import EntryOption, default_entry_options, with_field_labels
from .ids import LETTER, ULT, WITCH, kind, ult_may_be_used
from .submit import sender_refusal


def offerable(option: EntryOption) -> bool:
    """Every choice field of ``option`` has at least one legal value, and there are as many
    legal targets as it takes (Fatal Beating before anyone was beaten is not offered)."""
    return len(option.candidates) >= option.targets and all(option.fields.values())


def _narrow(
    o: EntryOption, spec: AbilitySpec, state: GameState, k: int, roles: tuple[str, ...]
) -> EntryOption | None:
    """``o`` as the turn allows it (None: not offered now), with its fields."""
    data = state.data
    ability = o.ability
    if sender_refusal(state, k, o.actor, spec):
        return None  # what the rules would refuse whatever the targets
    if ability == LETTER:
        return replace(o, fields={"text": ()})
    if ability == WITCH:
        used = data.get("witch_used", [])
        return replace(o, candidates=tuple(n for n in o.candidates if n not in used))
    if kind(spec) is None:
        return o  # the pub, Lee, Small Heath: as the spec gives them
    if kind(spec) == ULT and not ult_may_be_used(state.player(o.actor), spec):
        return None  # spent, and the pub cannot bring it back this turn
    fields = {
        "let-the-dogs": {"role": roles},
        "just-the-facts": {"letter": tuple(str(x["n"]) for x in data.get("letters", []))},
    }.get(ability, {})
    earlier = spec.extra.get("earlier")  # setup.toml: a player the АС reached before
    if earlier is not None:
        dead = spec.extra.get("dead_targets")
        known = data.get(earlier["list"], [])
        o = replace(o, candidates=tuple(n for n in known if dead or state.is_alive(n)))
    o = replace(o, fields={**o.fields, **fields})  # the spec's player fields, then Peaky's
    return o if offerable(o) else None


def entry_options(
    table: Mapping[str, AbilitySpec], state: GameState, phase_id: str, roles: tuple[str, ...]
) -> list[EntryOption]:
    """Every entry a living player may send this turn (ballots are entered as votes), as
    setup.toml ``[abilities]`` gives them, in its order for each player."""
    k = int(phase_id[1:]) if phase_id[1:].isdigit() else 1
    order = {aid: i for i, aid in enumerate(table)}
    seats = {name: i for i, name in enumerate(state.living_names())}
    base = default_entry_options(table, frozenset(table), state, "turn")
    base.sort(key=lambda o: (seats[o.actor], order[o.ability]))
    narrowed = (_narrow(o, table[o.ability], state, k, roles) for o in base)
    return with_field_labels([o for o in narrowed if o is not None], table)
