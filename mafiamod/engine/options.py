"""What the moderator may enter now: the choices the action forms offer.

Setups describe their abilities in ``setup.toml`` (``[abilities.<id>]``, loaded into
:class:`~mafiamod.engine.abilities.AbilitySpec`: holders, targets, self, phases, cost). A
ruleset may override :func:`entry_options` for anything subtler (candidates the state
narrows); the rules refuse by the same spec, so an offered entry is never refused for
``no-ability``, ``bad-target`` or ``self-target``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from .abilities import AbilitySpec
from .model import GameState


@dataclass(frozen=True)
class EntryOption:
    """One ability a living player may use now, with the legal targets."""

    actor: str
    ability: str
    label: str
    targets: int = 1
    candidates: tuple[str, ...] = ()
    fields: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: the words the form shows for ``fields`` (``[abilities.<id>] fields``; else the key)
    field_labels: Mapping[str, str] = field(default_factory=dict)


def with_field_labels(
    options: list[EntryOption], abilities: Mapping[str, AbilitySpec]
) -> list[EntryOption]:
    """``options`` with the field labels their abilities' specs give (any setup whose
    options carry fields: Peaky's mafkill, Ghoul Duel's duel slots, X-SHOTS' JOAT)."""
    out = []
    for option in options:
        spec = abilities.get(option.ability)
        labels = {
            k: v for k, v in (spec.field_labels if spec else {}).items() if k in option.fields
        }
        out.append(replace(option, field_labels=labels) if labels else option)
    return out


def default_entry_options(
    abilities: Mapping[str, AbilitySpec],
    ability_ids: frozenset[str],
    state: GameState,
    kind: str,
) -> list[EntryOption]:
    """Options from the setup's typed ``[abilities]`` (every ability, one target, for everyone
    in every phase when the setup has no table): exactly what
    :meth:`AbilitySpec.refusal` accepts — the holder, the phase, the target count, self,
    the targets' alignments (none for an ability without targets) — with the living
    players each field of ``kind = "player"`` may name (:meth:`PlayerField.offered`)."""
    out: list[EntryOption] = []
    living = state.living()
    specs = [(a, abilities.get(a) or AbilitySpec(a, a)) for a in sorted(ability_ids)]
    specs = [(a, spec) for a, spec in specs if spec.in_phase(kind)]
    # what does not depend on the actor, worked out once per ability (not once per player):
    # the living players it may target (the actor left out below) and its fields' choices
    targetable = {
        ability: [p.name for p in living if spec.may_target(p.alignment)]
        if max(spec.targets)  # an ability that takes no target has no candidates
        else []
        for ability, spec in specs
    }
    offered: dict[str, dict[str, tuple[str, ...]]] = {}
    for player in living:
        for ability, spec in specs:
            if not spec.held_by(player.role, player.alignment):
                continue
            if player.shots == 0 and spec.uses_shots:
                continue
            names = targetable[ability]
            candidates = names if spec.self_target else [n for n in names if n != player.name]
            fields = offered.get(ability)
            if fields is None:
                fields = offered[ability] = {
                    key: f.offered(state) for key, f in spec.player_fields.items()
                }
            out.append(
                EntryOption(
                    player.name,
                    ability,
                    spec.name,
                    spec.targets[0],
                    tuple(candidates),
                    dict(fields),
                )
            )
    return with_field_labels(out, abilities)
