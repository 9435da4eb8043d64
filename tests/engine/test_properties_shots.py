"""Property tests on a setup with charges (Charge Me Up, direct mode): random nights never
crash, shots never go negative, a dead player's entries are always rejected, re-folding
gives the same game."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafiamod.engine.fold import fold
from mafiamod.engine.model import Action, PhaseInput, Vote
from mafiamod.mechanics.charge_roles import power_roles
from mafiamod.setups import build_ruleset, load_setup

RULESET = build_ruleset(load_setup("charge-me-up"))
POWER_ROLES = power_roles(RULESET.definition)
PLAYERS = [f"P{i:02d}" for i in range(14)]
TARGETS = {aid: spec.targets[0] for aid, spec in RULESET.abilities.items()}
ABILITIES = sorted(TARGETS)


@st.composite
def deal(draw: st.DrawFn) -> dict[str, object]:
    mafia = set(draw(st.lists(st.sampled_from(PLAYERS), min_size=3, max_size=3, unique=True)))
    roles: dict[str, object] = {}
    for name in PLAYERS:
        role = draw(st.sampled_from([None, *POWER_ROLES]))
        alignment = "mafia" if name in mafia else "town"
        if role is None:
            roles[name] = "mafia-goon" if name in mafia else "vanilla-townie"
        else:
            roles[name] = {"alignment": alignment, "role": role, "shots": draw(st.integers(0, 3))}
    return roles


action = st.builds(
    lambda actor, ability, targets: Action(actor, ability, tuple(targets[: TARGETS[ability]])),
    st.sampled_from(PLAYERS),
    st.sampled_from(ABILITIES),
    st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=2),
)
vote = st.builds(Vote, st.sampled_from(PLAYERS), st.sampled_from(PLAYERS))


@st.composite
def phases(draw: st.DrawFn) -> list[PhaseInput]:
    out = []
    for n in range(1, draw(st.integers(1, 4)) + 1):
        out.append(
            PhaseInput(f"D{n}", votes={"elimination": tuple(draw(st.lists(vote, max_size=10)))})
        )
        out.append(PhaseInput(f"N{n}", actions=tuple(draw(st.lists(action, max_size=20)))))
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal(), phases(), st.integers(0, 1000))
def test_random_nights_keep_every_invariant(roles, inputs, seed) -> None:
    start = RULESET.new_state(seed, PLAYERS, roles, {})
    first = fold(RULESET, start, inputs)
    again = fold(RULESET, start, inputs)
    assert [r.export() for r in first.records] == [r.export() for r in again.records]
    dead: set[str] = set()
    for record, inp in zip(first.records, inputs, strict=True):
        if record.ignored:
            continue
        rejected = {r.index for r in record.rejected if r.list_name == "actions"}
        for index, entry in enumerate(inp.actions):
            if entry.actor in dead:
                assert index in rejected, f"{entry.actor} is dead but {entry.ability} was accepted"
        for death in record.deaths:
            assert death.player not in dead
        dead |= {d.player for d in record.deaths}
        for player in record.state["players"]:
            assert player["shots"] is None or player["shots"] >= 0
