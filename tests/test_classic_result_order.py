"""classic.md Ruling 11: a night's result PMs are listed in the order the counted actions
were sent (the N0 peek first): an actor's refused or replaced earlier entries do not move
his result forward."""

from __future__ import annotations

from pathlib import Path

from mafiamod.game import replay_file

SCRIPT = """\
setup = "classic"
seed = 3
players = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
[config]
mandatory_kill = false

[roles]
Ann = "rolecop"
Bob = "cop"
Cat = "doctor"
Dan = "mafia-goon"
Eve = "vanilla-townie"
Fay = "vanilla-townie"

[[phase]]
id = "D1"
votes = []

[[phase]]
id = "N1"
actions = [
  { actor = "Ann", ability = "role-investigate", targets = ["Ann"] },  # refused: self-target
  { actor = "Cat", ability = "protect", targets = ["Eve"] },           # replaced below
  { actor = "Bob", ability = "investigate", targets = ["Dan"] },
  { actor = "Dan", ability = "factional-kill", targets = ["Fay"] },
  { actor = "Ann", ability = "role-investigate", targets = ["Dan"] },
  { actor = "Cat", ability = "protect", targets = ["Fay"] },
]
"""


def test_results_follow_the_counted_entries(tmp_path: Path) -> None:
    file = tmp_path / "order.toml"
    file.write_text(SCRIPT)
    night = replay_file(file).export_json()["phases"][1]
    assert [(r["player"], r["ability"]) for r in night["results"]] == [
        ("Bob", "investigate"),
        ("Dan", "factional-kill"),
        ("Ann", "role-investigate"),
        ("Cat", "protect"),
    ]
    assert [pm["to"] for pm in night["pms"]] == ["Bob", "Dan", "Ann", "Cat"]
