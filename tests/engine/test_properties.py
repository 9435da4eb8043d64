"""Property tests: random event logs never crash the fold, the dead never act,
charges never go negative, and folding is deterministic."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafiamod.engine.model import Action, PhaseInput, Vote
from mafiamod.game import Game

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Fay", "Gus", "Max", "Moe"]

vote = st.builds(Vote, st.sampled_from(PLAYERS), st.sampled_from([*PLAYERS, ""]))
kill = st.builds(
    Action,
    st.sampled_from(PLAYERS),
    st.just("factional-kill"),
    st.lists(st.sampled_from(PLAYERS), min_size=0, max_size=2).map(tuple),
)


@st.composite
def phases(draw: st.DrawFn) -> list[PhaseInput]:
    out: list[PhaseInput] = []
    for n in range(1, draw(st.integers(1, 5)) + 1):
        out.append(
            PhaseInput(f"D{n}", votes={"elimination": tuple(draw(st.lists(vote, max_size=12)))})
        )
        out.append(PhaseInput(f"N{n}", actions=tuple(draw(st.lists(kill, max_size=4)))))
    return out


def fold(inputs: list[PhaseInput], seed: int) -> dict:
    game = Game.create("mountainous", PLAYERS, seed=seed)
    game.live = False
    from mafiamod.engine.fold import fold as engine_fold

    result = engine_fold(game.ruleset, game.start, inputs)
    return {
        "records": [r.export() for r in result.records],
        "players": [p.export() for p in result.final.players],
    }


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phases(), st.integers(0, 10_000))
def test_random_logs_fold_deterministically_and_the_dead_never_act(inputs, seed) -> None:
    first = fold(inputs, seed)
    assert first == fold(inputs, seed)
    dead: set[str] = set()
    for record in first["records"]:
        if record.get("ignored"):
            continue
        for death in record["deaths"]:
            assert death["player"] not in dead, "a player died twice"
        accepted_actors = {t for t in record["trace"] if t.startswith("Mafia ")}
        for line in accepted_actors:
            assert line.split()[1] not in dead, "a dead mafioso killed"
        for rej in record["rejected"]:
            who = rej.get("actor") or rej.get("voter")
            if who in dead:
                assert rej["reason"] in {"actor-dead", "phase-ended", "no-ability"}
        dead |= {d["player"] for d in record["deaths"]}
        for player in record["state"]["players"]:
            assert player["shots"] is None or player["shots"] >= 0
            assert player["alive"] == (player["name"] not in dead)
