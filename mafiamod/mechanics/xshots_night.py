"""X-SHOTS night resolution (B.3) on the shared night context and steps: JOAT funding,
Bus Drive, Blocking, Shot Changers, Protective, Killing; the Investigative step is in
:mod:`.xshots_investigate`.

Shots are drawn when each action resolves, step by step, in submission order within a
step (B.3.1): a faction's pool can run dry in the middle of a night, and the actions it
can no longer pay for are unfunded (no effect, no visit, "No Result").
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine.deal import holds_pr
from ..engine.model import GameState, PhaseRecord
from .night import NightAction, NightContext
from .steps.block import block
from .steps.bodyguard import BODYGUARD
from .steps.bus_drive import bus_drive
from .steps.kill import FACTIONAL_KILL, kill, resolve_tokens
from .steps.protect import protect
from .xshots_investigate import investigations
from .xshots_joat import BULLETPROOF, STRONGMAN, Declaration, fund
from .xshots_pools import MAFIA, TOWN, pools

#: the first step after the blocks: a Strongman on an action from here on meets them (B.3.7)
SHOT_CHANGE_STEP = 3
INVESTIGATION_STEP = 6
#: the order in which one player's protections are used up (B.3.2 step 5)
TOKEN_ORDER = (BULLETPROOF, "jail", "doctor", BODYGUARD)
TOWN_TOKENS = frozenset({"jail", "doctor", "bodyguard"})
TOKENS = {"protect": "doctor", "guard": BODYGUARD}  # the token each protection gives
#: a player killed several ways dies of the first of these that applies
CAUSE_ORDER = (FACTIONAL_KILL, "vig-kill", "bodyguard")


class XNight(NightContext):
    """One night: the night context plus X-SHOTS funding, blockers and JOAT effects."""

    def __init__(
        self,
        state: GameState,
        record: PhaseRecord,
        actions: list[NightAction],
        *,
        declarations: list[Declaration],
        steps: Mapping[str, int],
    ) -> None:
        super().__init__(
            state, record, actions, cause_order=CAUSE_ORDER, steps=steps, name_all_blockers=True
        )
        self.declarations = declarations
        self.pools = pools(state)
        self.joat: dict[str, Declaration] = {}  # funded modifiers tonight
        self.prepaid: set[int] = set()  # ids of actions a Strongman/Ninja shot paid for

    def choose(self, draw: str, names: list[str]) -> str:
        """The one Town player a JOAT modifier overcomes tonight (rule 3: random among
        several, draw ``draw``)."""
        assert self.draws is not None  # a phase loop night's (of_run)
        return self.draws.choose(draw, names) or names[0]

    def pick(self, draw: str, actions: list[NightAction]) -> NightAction | None:
        """The one Town action a JOAT modifier overcomes (:meth:`choose`), or None."""
        if not actions:
            return None
        actor = self.choose(draw, [a.actor for a in actions])
        return next(a for a in actions if a.actor == actor)

    # -- gates -------------------------------------------------------------------
    def fund(self, action: NightAction) -> bool:
        """Draw the action's shot from its faction's pool; False (unfunded) if it is empty."""
        if action.ability == FACTIONAL_KILL:
            return True
        if id(action) in self.prepaid:
            self.trace(
                "{actor}'s {ability} was paid with its JOAT modifier",
                actor=action.actor,
                ability=action.ability,
            )
            return True
        faction = self.alignment(action.actor)
        if self.pools.spend(faction):
            self.trace(
                "{actor}'s {ability} draws 1 {faction} shot ({left} left)",
                actor=action.actor,
                ability=action.ability,
                faction=faction,
                left=self.pools.get(faction),
            )
            return True
        action.failed = "unfunded"
        self.trace(
            "{actor}'s {ability} is unfunded: the {faction} pool is empty",
            actor=action.actor,
            ability=action.ability,
            faction=faction,
        )
        return False

    def self_target(self, action: NightAction) -> bool:
        """A self-target the player chose has no effect; one caused by bus driving works."""
        if action.actor in action.final_targets and list(action.targets) == action.final_targets:
            action.failed = "self-target"
            self.trace(
                "{actor}'s {ability} targets its own user: no effect",
                actor=action.actor,
                ability=action.ability,
            )
            return True
        return False

    def usable(self, action: NightAction) -> bool:
        """Not blocked and not a no-effect self-target: the action is performed (visits)."""
        if self.stop_if_blocked(action) or self.self_target(action):
            return False
        self.perform(action)
        return True

    def paid_and_usable(self, action: NightAction) -> bool:
        """The gate of the shared steps from step 3 on: funded, then usable."""
        return self.fund(action) and self.usable(action)

    # -- the steps (B.3.2) -----------------------------------------------------------
    def resolve(self) -> None:
        """Step 0, the engine's JOAT funding, then the seed's six steps."""
        self.step0_joat()
        bus_drive(self, self.at_step(1), swap_drives=True, admit=self._drive)
        self.step2_block()
        self.step3_shot_change()
        # one step in submission order: the pool may run dry in the middle of it
        protect(self, self.at_step(4), kind=TOKENS, admit=self.paid_and_usable, stoppable=False)
        self.step5_kill()
        investigations(self, INVESTIGATION_STEP)

    def step0_joat(self) -> None:
        self.joat = fund(self.state, self.declarations, self.pools, self.record)
        for decl in self.joat.values():
            if decl.action is not None and decl.action.ability != FACTIONAL_KILL:
                self.prepaid.add(id(decl.action))  # one shot pays for the action and its modifier
        if (bulletproof := self.joat.get(BULLETPROOF)) is not None:
            self.add_token(bulletproof.user, BULLETPROOF, bulletproof.user)

    def _drive(self, bus: NightAction) -> bool:
        if not self.fund(bus):
            return False
        if bus.actor in bus.targets:
            bus.failed = "self-target"
            self.trace("{actor}'s bus drive names the driver: no effect", actor=bus.actor)
            return False
        return True

    def step2_block(self) -> None:
        # blocks are simultaneous: a blocked blocker still blocks
        blocks = self.by_ability("jailkeep", "roleblock")
        admit = lambda b: self.fund(b) and not self.self_target(b)  # noqa: E731
        block(self, blocks, jail=frozenset({"jailkeep"}), admit=admit)
        strong = self.joat.get(STRONGMAN)
        if (
            strong is None
            or strong.action is None
            or self.steps.get(strong.action.ability, 0) < SHOT_CHANGE_STEP
        ):
            return
        town = [b for b in self.blockers.get(strong.user, []) if self.alignment(b) == TOWN]
        if town:
            pick = self.choose("joat-strongman-target", town)
            self.overcome[id(strong.action)] = pick
            self.trace(
                "Strongman: {user}'s {ability} overcomes {blocker}'s block",
                user=strong.user,
                ability=strong.action.ability,
                blocker=pick,
            )

    def step3_shot_change(self) -> None:
        town_open = self.pools.get(TOWN) >= 1  # the Town SC checks the pool as the step begins
        delta = {TOWN: 0, MAFIA: 0}
        for sc in self.by_ability("shot-change"):
            faction = self.alignment(sc.actor)
            if faction == TOWN and not town_open:
                sc.failed = "unfunded"
                self.trace("{actor}'s shot change fails: the Town pool is at 0", actor=sc.actor)
                continue
            if faction != TOWN and not self.fund(sc):
                continue
            if not self.usable(sc):
                continue
            target = self.state.player(sc.final_targets[0])
            if faction == TOWN and holds_pr(target.role):
                delta[target.alignment] += 1  # a Town PR feeds the Town, a Mafia PR the Mafia
            elif faction == MAFIA and target.alignment == MAFIA:
                delta[MAFIA] -= 1  # any other mafioso, Goon included (X-R4)
            elif faction == MAFIA and holds_pr(target.role):
                delta[TOWN] -= 1
            else:
                self.trace(
                    "{actor}'s shot change on {target}: no effect",
                    actor=sc.actor,
                    target=target.name,
                )
                continue
            self.trace(
                "{actor}'s shot change on {target}: {faction} SC effect recorded",
                actor=sc.actor,
                target=target.name,
                faction=faction,
            )
        for side in (TOWN, MAFIA):
            if delta[side]:
                self.pools.change(side, delta[side])
                self.trace(
                    "Shot changes: {side} pool {delta:+d} (now {pool})",
                    side=side,
                    delta=delta[side],
                    pool=self.pools.get(side),
                )

    def step5_kill(self) -> None:
        strong = self.joat.get(STRONGMAN)
        kills = self.by_ability(FACTIONAL_KILL, "vig-kill")
        attacks = kill(
            self,
            kills,
            strong=lambda a: strong is not None and strong.action is a and not self.overcome,
            admit=self.paid_and_usable,
            stoppable=False,
        )
        # the NK meets the protections first, then the Vigilantes in submission order (0.3);
        # a Strongman NK overcomes one Town protection of its victim, unless it overcame a
        # blocker already: one in total (B.3.7)
        attacks.sort(key=lambda a: (a.cause != FACTIONAL_KILL, a.source.index if a.source else 0))
        resolve_tokens(
            self,
            attacks,
            order=TOKEN_ORDER,
            overcomes=TOWN_TOKENS,
            pick=lambda givers: self.choose("joat-strongman-target", givers),
        )
