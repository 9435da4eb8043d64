"""A bounded fuzz of game scripts and file payloads: whatever comes in, the only exceptions
are the project's own (issue 13, "script and file values are not type-checked")."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafiamod.engine.errors import KnownError
from mafiamod.game import Game, replay_file

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]
SETUPS = ["mountainous", "ghoul-duel", "charge-me-up", "x-shots", "democrabilities", "nope"]

scalars = st.one_of(
    st.integers(-(2**70), 2**70),
    st.text(max_size=12),
    st.booleans(),
    st.sampled_from([*PLAYERS, "", "no-lynch", "factional-kill", "D1", "N1", "deal"]),
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
names = st.sampled_from([*PLAYERS, "Zed", "", "no-lynch"])
vote = st.fixed_dictionaries({"voter": names, "target": names}, optional={"x": values})
action = st.fixed_dictionaries(
    {"actor": names},
    optional={
        "ability": st.sampled_from(["factional-kill", "investigate", "nope"]) | values,
        "targets": st.lists(names, max_size=3) | values,
    },
)
phase = st.fixed_dictionaries(
    {"id": st.sampled_from(["pregame", "D1", "N1", "D2", "N0", "T1", "x"])},
    optional={
        "votes": st.lists(vote, max_size=4) | values,
        "actions": st.lists(action, max_size=3) | values,
        "moderator": st.lists(
            st.fixed_dictionaries({}, optional={"modkill": names, "replace": names, "by": names}),
            max_size=2,
        )
        | values,
        "rng": st.dictionaries(st.sampled_from(["deal", "lynch-tie", "x"]), values, max_size=2),
        "rolls": values,
        "choices": values,
    },
)
scripts = st.fixed_dictionaries(
    {"setup": st.sampled_from(SETUPS), "players": st.just(PLAYERS) | st.lists(names, max_size=14)},
    optional={
        "seed": st.integers(-(2**64), 2**64),
        "config": st.dictionaries(
            st.sampled_from(["mafia", "tie", "hammer", "x"]), values, max_size=2
        ),
        "roles": st.dictionaries(names, values, max_size=3),
        "phase": st.lists(phase, max_size=4),
    },
)


def _toml(raw: dict[str, Any]) -> str | None:
    try:
        return tomli_w.dumps(raw)
    except (TypeError, ValueError):
        return None  # not expressible in TOML (a None, a huge integer)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(raw=scripts)
def test_a_fuzzed_script_is_played_or_refused(raw: dict[str, Any], tmp_path_factory: Any) -> None:
    text = _toml(raw)
    if text is None:
        return
    file = tmp_path_factory.mktemp("fuzz") / "s.toml"
    file.write_text(text, encoding="utf-8")
    try:
        game = replay_file(file)
        game.export_json()
    except KnownError:
        pass


KINDS = ["vote", "action", "moderator", "pin", "data", "end-phase", "note", "sent", "retract"]


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    kind=st.sampled_from([*KINDS, "refused", "other"]),
    phase_id=st.sampled_from(["D1", "N1", None, "zz"]),
    payload=values,
)
def test_a_fuzzed_file_payload_opens_or_is_refused(
    kind: str, phase_id: str | None, payload: Any, tmp_path_factory: Any
) -> None:
    path = Path(tmp_path_factory.mktemp("payload")) / "g.mafia"
    game = Game.create("mountainous", PLAYERS, seed=3).save_as(path)
    game.vote("Ann", "Bea")
    game.close()
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO events (kind, phase, payload, created, status) VALUES (?, ?, ?, 'x', 'active')",
            (kind, phase_id, json.dumps(payload)),
        )
    try:
        opened = Game.open(path)
    except KnownError:
        return
    try:
        opened.result()
        opened.export_json()
        opened.vote("Cal", "Bea")
    except KnownError:
        pass
    finally:
        opened.close()
