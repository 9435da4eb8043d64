"""One Charge Me Up night with ``n`` players, every one of them acting (benchmark input)."""

from __future__ import annotations

import random

from mafiamod.engine.fold import play_phase
from mafiamod.engine.model import Action, GameState, PhaseInput, Player
from mafiamod.mechanics.charge_roles import power_roles
from mafiamod.setups import build_ruleset, load_setup

SETUP = load_setup("charge-me-up")
RULESET = build_ruleset(SETUP)
#: each power role's night ability and its target count, from setup.toml [abilities]
ROLE_ABILITY = {
    role: (spec.id, spec.targets[0])
    for spec in RULESET.abilities.values()
    if "night" in spec.phases and spec.roles
    for role in spec.roles
}
POWER_ROLES = [r for r in power_roles(RULESET.definition) if r in ROLE_ABILITY]


def night_state(n: int = 200) -> tuple[GameState, PhaseInput]:
    rng = random.Random(5)
    players = []
    for i in range(n):
        mafia = i % 5 == 0
        role = POWER_ROLES[i % len(POWER_ROLES)]
        players.append(
            Player(f"P{i:04d}", role=role, alignment="mafia" if mafia else "town", shots=5)
        )
    state = GameState("charge-me-up", 1, players, dealt=True, config={"tie": "earliest"})
    names = [p.name for p in players]
    actions = []
    for p in players:
        ability, targets = ROLE_ABILITY[p.role]
        others = [x for x in names if x != p.name]
        actions.append(Action(p.name, ability, tuple(rng.sample(others, targets))))
    killer = next(p.name for p in players if p.alignment == "mafia")
    actions.append(Action(killer, "factional-kill", (rng.choice(names[1:]),)))
    return state, PhaseInput("N1", actions=tuple(actions))


def night(state: GameState, inp: PhaseInput) -> None:
    """Resolve the night on a copy of ``state`` (the fold copies the state the same way)."""
    play_phase(RULESET, state.copy(), inp)


STATE, INPUT = night_state()


def night_200() -> None:
    night(STATE, INPUT)
