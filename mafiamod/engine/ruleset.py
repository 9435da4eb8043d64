"""The interface a setup implements so the engine can fold its games.

The engine never imports a setup: the loader builds a :class:`Ruleset` from a setup
folder and hands it to :func:`mafiamod.engine.fold.fold`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Hashable, Iterator, Mapping, Sequence
from typing import Any, ClassVar

from .abilities import AbilityError, AbilitySpec, load_abilities
from .config import check_config, options
from .errors import ScriptError
from .model import GameState, PhaseInput, PhaseRecord, Player
from .options import EntryOption, default_entry_options
from .rng import Draws


class Ruleset(ABC):
    """A setup's rules. Subclasses say which phases exist and how each resolves."""

    #: ability ids the setup knows (an action naming another is a script error)
    ability_ids: frozenset[str] = frozenset()
    #: the votes a day can hold, by name
    vote_names: tuple[str, ...] = ("elimination",)
    #: vote targets that are not players (e.g. ``no-lynch``)
    special_vote_targets: frozenset[str] = frozenset()
    #: words the rules give a special vote target, case-folded, each with the target it
    #: names (the classic library's ``sleep`` for ``no-lynch``): a vote for one that is not
    #: a player's name is a vote for that target (:meth:`vote_target`)
    vote_target_words: ClassVar[Mapping[str, str]] = {}
    #: phases a script may leave out (e.g. ``pregame``)
    optional_phases: frozenset[str] = frozenset()
    #: keys of an action's extra fields that name players (checked as names); the fields
    #: of ``kind = "player"`` in ``[abilities.<id>] fields`` are added to it
    action_name_fields: frozenset[str] = frozenset()
    #: the setup's own moderator entries besides ``modkill`` and ``replace`` (e.g. Peaky's
    #: ``ban``, ``inactive``): a script may use them, the ruleset checks and applies them
    moderator_entries: frozenset[str] = frozenset()
    #: the names of the setup's random draws and moderator choices, as its rules name them
    #: (one ending in ``-`` stands for every name it begins, e.g. ``pub-effect-``): an
    #: ``rng`` pin of any other name is a script error. Empty: every name is taken.
    draw_names: frozenset[str] = frozenset()
    #: the ``[abilities.<id>]`` the rules themselves read, each with the number of targets
    #: an entry of it has (the rules read that many): a setup without one, or with other
    #: ``targets``, is refused when the rules load, naming the table and key, never an
    #: IndexError or KeyError when a game first reaches it
    ability_targets: ClassVar[Mapping[str, int]] = {}
    #: the same by an ability's ``kind`` (default: its id), for rules that read every
    #: ability of a kind alike (the classic library's steps): an ``[abilities.<id>]`` of a
    #: kind listed here with other ``targets`` is refused the same way (a kind not listed,
    #: such as the factional kill or a moderator-adjudicated ability, is the rules' own)
    kind_targets: ClassVar[Mapping[str, int]] = {}
    #: every ability's ``targets`` is one number, not a list of counts (the classic
    #: library reads one)
    one_target_count: bool = False

    def vote_target(self, target: str, names: Collection[str]) -> str:
        """``target`` as the rules read it: a word of :attr:`vote_target_words` that is not
        one of ``names`` (the players) becomes its special target; anything else is kept."""
        if target in names:
            return target
        return self.vote_target_words.get(target.strip().casefold(), target)

    def has_draw(self, name: str) -> bool:
        """Whether the setup has a draw (or moderator choice) of this name."""
        return not self.draw_names or any(
            name == known or (known.endswith("-") and name.startswith(known))
            for known in self.draw_names
        )

    def __init__(self, setup_id: str, definition: Mapping[str, Any]) -> None:
        self.setup_id = setup_id
        self.definition = definition
        #: ``[abilities.<id>]`` of setup.toml, typed: the one table the forms and the rules read
        self.abilities: dict[str, AbilitySpec] = load_abilities(setup_id, definition)
        self._check_ability_targets()
        if not type(self).ability_ids and self.abilities:
            self.ability_ids = frozenset(self.abilities)
        self.action_name_fields = type(self).action_name_fields | {
            key for spec in self.abilities.values() for key in spec.player_fields
        }

    def _check_ability_targets(self) -> None:
        """Each ability of :attr:`ability_targets` is in ``[abilities]`` with its count."""
        tables = self.definition.get("abilities", {})
        for ability, spec in self.abilities.items() if self.one_target_count else ():
            if len(spec.targets) != 1 or isinstance(tables[ability].get("targets"), list):
                raise AbilityError(
                    self.setup_id,
                    f"[abilities.{ability}] targets",
                    "must be one number (the rules of this setup read one), found {value}",
                    value=tables[ability].get("targets"),
                )
        kinds = type(self).kind_targets
        for ability, spec in self.abilities.items() if kinds else ():
            kind = spec.extra.get("kind", ability)
            if kind not in kinds:
                continue
            if spec.targets != (kinds[kind],):
                raise AbilityError(
                    self.setup_id,
                    f"[abilities.{ability}] targets",
                    "must be {count} (the number of targets the rules of this setup read "
                    "from an entry of this kind, {kind}), found {value}",
                    count=kinds[kind],
                    kind=kind,
                    value=tables[ability].get("targets", 1),
                )
        for ability, count in type(self).ability_targets.items():
            if ability not in self.abilities:
                raise AbilityError(
                    self.setup_id,
                    f"[abilities.{ability}]",
                    "missing: the rules of this setup need this ability",
                )
            if self.abilities[ability].targets != (count,):
                raise AbilityError(
                    self.setup_id,
                    f"[abilities.{ability}] targets",
                    "must be {count} (the number of targets the rules of this setup read "
                    "from an entry), found {value}",
                    count=count,
                    value=tables[ability].get("targets", 1),
                )

    # -- shape of a game -------------------------------------------------------
    @abstractmethod
    def phase_ids(self, config: Mapping[str, Any] | None = None) -> Iterator[str]:
        """Every phase id in game order (an endless iterator) for a game with ``config``
        (the effective config; None = the setup's defaults)."""

    def phase_kind(self, phase_id: str) -> str:
        """``pregame``, ``day``, ``night`` or ``turn``: decides the input form and button."""
        if phase_id == "pregame":
            return "pregame"
        if phase_id.startswith("D"):
            return "day"
        if phase_id.startswith("N"):
            return "night"
        return "turn"

    def check_players(self, names: Sequence[str]) -> None:
        """Refuse a wrong player count (ScriptError)."""
        players = self.definition.get("players", {})
        low = int(players.get("min", 1))
        high = int(players.get("max", 1000))
        if not low <= len(names) <= high:
            count = f"exactly {low}" if low == high else f"{low} to {high}"
            raise ScriptError(
                "wrong player count: {setup_id} needs {count} players, the script has {given}",
                setup_id=self.setup_id,
                count=count,
                given=len(names),
            )

    def effective_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """The config with defaults filled in; unknown keys or values their declaration
        refuses (type, choices, min, max: :mod:`mafiamod.engine.config`) are script errors."""
        declared = options(self.definition.get("config", {}))
        return check_config(self.setup_id, declared, config)

    def new_state(
        self,
        seed: int,
        players: Sequence[str],
        roles: Mapping[str, Any],
        config: Mapping[str, Any],
    ) -> GameState:
        """The state before anything happened (roles not dealt yet)."""
        self.check_players(players)
        for name in roles:
            if name not in players:
                raise ScriptError("[roles] {name}: not a player", name=name)
        return GameState(
            setup_id=self.setup_id,
            seed=seed,
            players=[Player(name) for name in players],
            config=self.effective_config(config),
            fixed_roles=dict(roles),
        )

    # -- playing -----------------------------------------------------------------
    @abstractmethod
    def deal(self, state: GameState, draws: Draws, first: PhaseInput, record: PhaseRecord) -> None:
        """Give out roles (the first phase's draws record any random deal)."""

    @abstractmethod
    def resolve(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        """Play one phase: mutate ``state`` and fill ``record``. Sets ``state.winner`` on a win."""

    def boundary(
        self, state: GameState, record: PhaseRecord, next_phase: PhaseInput | None
    ) -> None:
        """Between a closed phase and the next one (``next_phase`` None: after the last).

        The fold calls it with the closed phase's record still open, so whatever is decided
        there (a win due at the start of the next phase) is written into that record, never
        into an earlier one after the fact.
        """
        return None

    def boundary_view(self, next_phase: PhaseInput | None) -> Hashable:
        """What :meth:`boundary` reads of ``next_phase``, as a value compared with ``==``.

        The checkpointed fold plays a closed phase again when the phase after it changes
        only if this changes (an entry in the open phase then plays that phase alone). A
        ruleset that overrides :meth:`boundary` overrides this with it; the default boundary
        reads nothing.
        """
        return None

    def check_phase_names(self, inp: PhaseInput, names: set[str]) -> None:
        """Setup-specific checks of names in a phase's extra data (raise ScriptError)."""
        return None

    def entry_options(self, state: GameState, phase_id: str) -> list[EntryOption]:
        """The abilities each living player may enter in this phase (for the action forms)."""
        return default_entry_options(
            self.abilities, self.ability_ids, state, self.phase_kind(phase_id)
        )

    def role_name(self, role_id: str) -> str:
        """The display name of a role id."""
        roles: Mapping[str, Any] = self.definition.get("roles", {})
        entry = roles.get(role_id, {})
        return str(entry.get("name", role_id.replace("-", " ").title()))

    def check_unused_pins(self, state: GameState, inp: PhaseInput, draws: Draws) -> None:
        """A pin whose draw did not happen must still name a possible outcome (bad-pin).
        The default checks nothing: a ruleset that checks its pins' values with the script's
        names (``check_phase_names``) has nothing left to check here."""
        return None

    def reject_all(self, inp: PhaseInput, record: PhaseRecord, reason: str) -> None:
        """List every entry of a phase as rejected (game over, skipped phase)."""
        for index, action in enumerate(inp.actions):
            record.reject_action(index, action, reason)
        for name in inp.votes:
            self.reject_votes(inp, record, name, reason)

    def reject_votes(self, inp: PhaseInput, record: PhaseRecord, vote: str, reason: str) -> None:
        """List every entry of one vote of the phase as rejected (a vote that no longer
        takes place: Democrabilities' elimination after a game-ending ability)."""
        for index, entry in enumerate(inp.vote_list(vote)):
            record.reject("voter", entry.voter, reason, vote, index, vote=vote, target=entry.target)

    def next_phase_id(self, phase_id: str, config: Mapping[str, Any]) -> str:
        """The phase that follows ``phase_id`` in the game order for ``config``."""
        sequence = self.phase_ids(config)
        for pid in sequence:
            if pid == phase_id:
                return next(sequence)
        raise ValueError(phase_id)
