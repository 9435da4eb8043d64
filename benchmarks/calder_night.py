"""calder/mafia's night at N players, every player acting (runs in a venv where ``mafia``
is installed; prints one median and its spread per size as JSON). Not part of MafiaMod:
``benchmarks/run.py`` calls it with the interpreter named by ``--calder-python``."""

from __future__ import annotations

import json
import random
import statistics
import sys
import time


def one_night(n: int) -> float:
    import mafia as m

    rng = random.Random(5)
    g = m.Game()
    town = g.add_faction(m.Town())
    maf = g.add_faction(m.Mafia("Mafia"))
    kinds = [m.Doctor, m.Cop, m.Vigilante, m.Roleblocker, m.Tracker]
    players = []
    for i in range(n):
        if i % 5 == 0:
            players.append(g.add_player(f"P{i:04d}", m.Goon(maf)))
        else:
            players.append(g.add_player(f"P{i:04d}", kinds[i % len(kinds)](town)))
    night = m.Night(0)
    actions = {
        m.Doctor: m.Protect,
        m.Cop: m.Investigate,
        m.Vigilante: m.Kill,
        m.Roleblocker: m.Roleblock,
        m.Tracker: m.Track,
    }
    for p in players:
        target = rng.choice([x for x in players if x is not p])
        kind = type(p.role)
        if kind in actions:
            night.add_action(actions[kind](p, target))
    goon = players[0]
    night.add_action(m.FactionAction(maf, m.Kill(goon, rng.choice(players[1:]))))
    start = time.perf_counter()
    g.resolve(night)
    return time.perf_counter() - start


def main() -> None:
    runs = int(sys.argv[1])
    sizes = [int(s) for s in sys.argv[2:]]
    out = {}
    for n in sizes:
        times = [one_night(n) for _ in range(runs)]
        out[n] = [statistics.median(times), min(times), max(times)]
    print(json.dumps(out))


if __name__ == "__main__":
    main()
