"""The setup's abilities, loaded once from ``[abilities.<id>]`` in ``setup.toml``.

One typed table feeds both the action forms (:mod:`.options`) and the rules' validation
(:meth:`mafiamod.engine.phase_loop.PhaseLoop.validate_action`), so the two cannot drift
apart. Keys of ``[abilities.<id>]`` (all optional except where said):

``name``      the form's label (default: the id)
``targets``   how many player targets: a whole number, or a list of allowed counts
``roles``     role ids that hold it; ``factions``: alignments that hold it (neither: everyone)
``self``      may target its holder (default false)
``phases``    "night", "day", "turn", "pregame", or a list of them (default: every phase)
``cost``      "shots" (spends the holder's shots: none left, not offered, refused
              ``no-shots``), or a setup's own resource named by its rules ("pool", "points")
``slot``      what a later valid entry replaces: "actor-ability" (the same player's entry of
              this ability, the default), "actor" (any earlier entry of that player),
              "faction" (this ability's entry by anyone of the holder's faction), or a list
              of them: the entry fills every slot listed, and replaces whatever held any
              of them (Charge Me Up's kill, ``["faction", "actor"]``: one kill for the team,
              and its performer's own action goes); "team-actor": "actor" while two or
              more of the holder's faction live (X-SHOTS' lone mafioso may kill and act);
              "each": every valid entry counts (the setup's rules merge them)
``words``     the words a moderator may type for it (English plus the setup's language)
``target_factions``  the alignments a target may have (default: any); another is refused
              ``target-alignment``, and the forms offer only those players
``fields``    the entry's fields: each a label (the words the forms show, in the setup's
              language; a field not listed shows its key), or a table for a field that
              names a player: ``{ label = "…", kind = "player", factions = [...],
              living = true, required = false, reasons = {...} }`` — the forms offer the
              living players of ``factions`` (default: any), the script's names check
              takes its value as a player's name, and :meth:`AbilitySpec.field_refusal`
              refuses a value that is missing (``no-player``, when ``required``), of
              another side (``target-alignment``) or dead (``target-dead``, unless
              ``living = false``), in that order, each under the field's ``reasons`` id,
              and then, once every field stands, one that names a target of the entry
              (``field-is-target``, with ``not_target = true``: a cross-field choice the
              forms cannot prevent) (Peaky's mafkill: ``executor`` a Shelby and not the
              victim, ``backup`` anyone living; Kimber's ``redirect_to`` not his target;
              Democrabilities' ``killer`` a living goon; Ghoul Duel's duel slots)
``reasons``   the setup's own ids for the shared refusals, where its rules digest names
              them (Democrabilities: ``{ no-ability = "not-mafia", bad-target =
              "invalid-target" }``); the check stays the shared one
``step``      the ability's place in the setup's resolution order (a whole number, read by
              ``PhaseLoop.steps``; checked by :mod:`.ability_keys`)
any other key is kept in ``extra`` for the setup's own rules (Peaky's ``kind``), ``step`` too
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import ScriptError, shown_value
from .messages import Message
from .model import Action, GameState

PHASE_ORDER = ("night", "day", "turn", "pregame")
PHASE_KINDS = frozenset(PHASE_ORDER)
SLOTS = frozenset({"actor", "faction", "actor-ability", "each", "team-actor"})
_KNOWN = frozenset({"name", "targets", "roles", "factions", "self", "phases", "cost", "slot"})
_KNOWN |= {"words", "uses_shots", "target_factions", "reasons", "fields"}
#: the refusals the table alone decides (the ids a ``reasons`` table may rename)
SPEC_REASONS = ("no-ability", "no-shots", "bad-target", "self-target", "target-alignment")
#: the refusals of a field that names a player (the ids its ``reasons`` may rename)
FIELD_REASONS = ("no-player", "target-alignment", "target-dead", "field-is-target")
_FIELD_KEYS = frozenset({"label", "kind", "factions", "living", "required", "reasons"})
_FIELD_KEYS |= {"not_target"}


def dead_target(state: GameState, targets: Iterable[str]) -> str | None:
    """``target-dead`` when one of ``targets`` is not a living player, else None: the one
    living-target rule of every setup's entries (:meth:`PhaseLoop.validate_action`, Peaky's
    ballots and entries) and public votes (:func:`mafiamod.mechanics.lynch.living_target`,
    the classic library's day)."""
    return "target-dead" if any(not state.is_alive(t) for t in targets) else None


class AbilityError(ScriptError):
    """A malformed ``[abilities.<id>]`` table: ``where`` names the table and key,
    ``problem`` what is wrong; the message names the setup too."""

    def __init__(self, setup: str, where: str, problem: str, /, **params: Any) -> None:
        self.where = where
        shown = {key: shown_value(value) for key, value in params.items()}
        self.problem: str = Message(problem, shown)  # template: forwarded (checked where raised)
        super().__init__(
            "{setup}: {where}: {problem}", setup=setup, where=where, problem=self.problem
        )


@dataclass(frozen=True)
class PlayerField:
    """A field of an entry that names one player (``kind = "player"`` in ``fields``)."""

    factions: frozenset[str] | None = None
    living: bool = True
    required: bool = False
    reasons: Mapping[str, str] = field(default_factory=dict)
    #: it may not name one of the entry's targets (``not_target``, ``field-is-target``)
    not_target: bool = False

    def offered(self, state: GameState) -> tuple[str, ...]:
        """The living players of its ``factions``, in sign-up order (what the forms offer)."""
        return tuple(
            p.name for p in state.living() if self.factions is None or p.alignment in self.factions
        )

    def refusal(self, state: GameState, value: Any) -> str | None:
        """Why ``value`` cannot stand in this field, or None (an empty optional one stands)."""
        if not isinstance(value, str) and self.required:
            return self.reasons.get("no-player", "no-player")
        if not value and not self.required:
            return None
        name = str(value)
        if self.factions is not None and not (
            state.has_player(name) and state.player(name).alignment in self.factions
        ):
            return self.reasons.get("target-alignment", "target-alignment")
        if self.living and not state.is_alive(name):
            return self.reasons.get("target-dead", "target-dead")
        return None


@dataclass(frozen=True)
class AbilitySpec:
    """One ability as ``[abilities.<id>]`` describes it."""

    id: str
    name: str
    targets: tuple[int, ...] = (1,)
    roles: frozenset[str] | None = None
    factions: frozenset[str] | None = None
    self_target: bool = False
    phases: frozenset[str] = PHASE_KINDS
    cost: str | None = None
    slots: tuple[str, ...] = ("actor-ability",)
    words: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)
    target_factions: frozenset[str] | None = None
    reasons: Mapping[str, str] = field(default_factory=dict)
    field_labels: Mapping[str, str] = field(default_factory=dict)
    #: the fields that name a player (``kind = "player"``), in the table's order
    player_fields: Mapping[str, PlayerField] = field(default_factory=dict)

    def field_refusal(self, state: GameState, action: Action) -> str | None:
        """The first refusal of the entry's player fields, in the table's order, then the
        first ``not_target`` field that names a target (None when each stands): the shared
        check of Peaky's ``vote_for``, ``redirect_to``, ``executor``, ``backup`` and
        Democrabilities' ``killer``."""
        for key, spec in self.player_fields.items():
            reason = spec.refusal(state, action.get(key))
            if reason is not None:
                return reason
        for key, spec in self.player_fields.items():
            if spec.not_target and action.get(key) in action.targets:
                return spec.reasons.get("field-is-target", "field-is-target")
        return None

    def held_by(self, role: str, alignment: str) -> bool:
        """Whether a player of ``role`` and ``alignment`` holds it."""
        if self.roles is None and self.factions is None:
            return True
        return role in (self.roles or ()) or alignment in (self.factions or ())

    def in_phase(self, kind: str) -> bool:
        return kind in self.phases

    @property
    def slot(self) -> str:
        """The first (or only) slot the ability fills."""
        return self.slots[0]

    @property
    def uses_shots(self) -> bool:
        return self.cost == "shots"

    def reason(self, shared: str) -> str:
        """The id this setup gives the shared refusal ``shared`` (``reasons``, else itself)."""
        return self.reasons.get(shared, shared)

    def holder_refusal(
        self, role: str, alignment: str, kind: str, shots: int | None = None
    ) -> str | None:
        """Why the sender may not use it now: ``no-ability`` (not held, not in this phase),
        ``no-shots`` (a shot ability with none left); None when he may."""
        if not self.in_phase(kind) or not self.held_by(role, alignment):
            return self.reason("no-ability")
        if self.uses_shots and shots == 0:
            return self.reason("no-shots")
        return None

    def target_refusal(self, actor: str, targets: tuple[str, ...]) -> str | None:
        """Why the targets are refused by the table: ``bad-target`` (a count it does not
        allow, a target named twice), ``self-target``; None when they stand."""
        if len(targets) not in self.targets or len(set(targets)) != len(targets):
            return self.reason("bad-target")
        if actor in targets and not self.self_target:
            return self.reason("self-target")
        return None

    def may_target(self, alignment: str) -> bool:
        """Whether a player of ``alignment`` may be a target (``target_factions``)."""
        return self.target_factions is None or alignment in self.target_factions

    def alignment_refusal(self, alignments: tuple[str, ...]) -> str | None:
        """``target-alignment`` when a target's alignment is not in ``target_factions``
        (checked after the targets are known to be living)."""
        if all(self.may_target(a) for a in alignments):
            return None
        return self.reason("target-alignment")

    def refusal(
        self,
        actor: str,
        role: str,
        alignment: str,
        kind: str,
        targets: tuple[str, ...],
        shots: int | None = None,
    ) -> str | None:
        """Why an entry of this ability is refused by the table alone (or None), in this
        order: ``no-ability`` (not held, not in this phase), ``no-shots`` (a shot ability
        with none left), ``bad-target`` (a count the table does not allow, or a target named
        twice), ``self-target``
        (each under the setup's own id where ``reasons`` names one). Living players, the
        targets' alignments and the setup's own limits are checked by the rules."""
        return self.holder_refusal(role, alignment, kind, shots) or self.target_refusal(
            actor, targets
        )


def _names(setup: str, ability: str, key: str, value: Any) -> frozenset[str] | None:
    if value is None:
        return None
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise AbilityError(setup, f"[abilities.{ability}] {key}", "expected a list of ids")
    return frozenset(value)


def _targets(setup: str, ability: str, value: Any) -> tuple[int, ...]:
    counts = value if isinstance(value, list) else [value]
    if not counts or not all(
        isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in counts
    ):
        raise AbilityError(
            setup,
            f"[abilities.{ability}] targets",
            "expected a number of targets (0 or more) or a list of them, found {value!r}",
            value=value,
        )
    return tuple(sorted(set(counts)))


def _fields(setup: str, ability: str, table: Any) -> tuple[dict[str, str], dict[str, PlayerField]]:
    """``fields``: each field's label, and the fields that name a player."""
    where = f"[abilities.{ability}]"
    if not isinstance(table, Mapping):
        raise AbilityError(setup, f"{where} fields", 'expected a table of field = "its label"')
    labels: dict[str, str] = {}
    players: dict[str, PlayerField] = {}
    for key, value in table.items():
        at = f"{where} fields.{key}"
        if isinstance(value, str) and value:
            labels[str(key)] = value
            continue
        if not isinstance(value, Mapping):
            raise AbilityError(setup, f"{where} fields", 'expected a table of field = "its label"')
        label, living, required, not_target = (
            value.get("label"),
            value.get("living", True),
            value.get("required", False),
            value.get("not_target", False),
        )
        if set(value) - _FIELD_KEYS or value.get("kind") != "player":
            raise AbilityError(
                setup,
                at,
                'expected kind = "player" and only the keys {keys}',
                keys=", ".join(sorted(_FIELD_KEYS)),
            )
        if not isinstance(label, str) or not label:
            raise AbilityError(setup, f"{at} label", "expected the field's label")
        if not isinstance(living, bool) or not isinstance(required, bool):
            raise AbilityError(setup, at, "expected living and required to be true or false")
        if not isinstance(not_target, bool):
            raise AbilityError(
                setup, f"{at} not_target", "expected true or false, found {own!r}", own=not_target
            )
        reasons = _reasons(setup, f"{at} reasons", value.get("reasons", {}), FIELD_REASONS)
        labels[str(key)] = label
        players[str(key)] = PlayerField(
            _names(setup, ability, f"fields.{key} factions", value.get("factions")),
            living,
            required,
            dict(reasons),
            not_target,
        )
    return labels, players


def _reasons(setup: str, where: str, value: Any, allowed: tuple[str, ...]) -> Mapping[str, str]:
    """A ``reasons`` table: each of the shared reason ids in ``allowed`` → the setup's own id."""
    if not isinstance(value, Mapping) or not all(
        k in allowed and isinstance(v, str) and v for k, v in value.items()
    ):
        raise AbilityError(
            setup,
            where,
            'expected a table of {reasons} = "the setup\'s id"',
            reasons=", ".join(allowed),
        )
    return value


def load_ability(setup: str, ability: str, table: Mapping[str, Any]) -> AbilitySpec:
    """One ``[abilities.<id>]`` table as a spec (AbilityError naming the bad key)."""
    where = f"[abilities.{ability}]"
    if not isinstance(table, Mapping):
        raise AbilityError(setup, where, "expected a table")
    phases = table.get("phases", list(PHASE_ORDER))
    listed = [phases] if isinstance(phases, str) else phases
    phase_set = frozenset(listed) if isinstance(listed, list) else frozenset()
    if not phase_set or not all(isinstance(p, str) for p in phase_set) or phase_set - PHASE_KINDS:
        raise AbilityError(
            setup,
            f"{where} phases",
            "expected one of {kinds} or a list of them, found {phases!r}",
            kinds=", ".join(PHASE_ORDER),
            phases=phases,
        )
    cost = table.get("cost", "shots" if table.get("uses_shots") else None)
    if cost is not None and not isinstance(cost, str):
        raise AbilityError(setup, f"{where} cost", 'expected a word such as "shots"')
    slot = table.get("slot", "actor-ability")
    slots = [slot] if isinstance(slot, str) else slot
    if (
        not isinstance(slots, list)
        or not slots
        or not all(isinstance(s, str) and s in SLOTS for s in slots)
    ):
        raise AbilityError(
            setup,
            f"{where} slot",
            "expected one of {slots} or a list of them",
            slots=", ".join(sorted(SLOTS)),
        )
    words = table.get("words", [])
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        raise AbilityError(setup, f"{where} words", "expected a list of words")
    reasons = _reasons(setup, f"{where} reasons", table.get("reasons", {}), SPEC_REASONS)
    labels, players = _fields(setup, ability, table.get("fields", {}))
    own = table.get("self", False)
    if not isinstance(own, bool):
        raise AbilityError(setup, f"{where} self", "expected true or false, found {own!r}", own=own)
    extra = {k: v for k, v in table.items() if k not in _KNOWN}
    from .ability_keys import check_keys  # it raises AbilityError, defined here

    check_keys(setup, ability, extra, whole=("step",))  # the shared phase loop's order
    return AbilitySpec(
        id=ability,
        name=str(table.get("name", ability)),
        targets=_targets(setup, ability, table.get("targets", 1)),
        roles=_names(setup, ability, "roles", table.get("roles")),
        factions=_names(setup, ability, "factions", table.get("factions")),
        self_target=own,
        phases=phase_set,
        cost=cost,
        slots=tuple(str(s) for s in slots),
        words=tuple(words),
        target_factions=_names(setup, ability, "target_factions", table.get("target_factions")),
        reasons=dict(reasons),
        field_labels=labels,
        player_fields=players,
        extra=extra,
    )


def load_abilities(setup: str, definition: Mapping[str, Any]) -> dict[str, AbilitySpec]:
    """Every ``[abilities.<id>]`` of a setup, by id (in the file's order)."""
    tables: Mapping[str, Any] = definition.get("abilities", {})
    return {aid: load_ability(setup, aid, table) for aid, table in tables.items()}
