"""The step library: one night ability per module, each a parametrised step on a
:class:`~mafiamod.mechanics.night.NightContext`.

A setup runs the steps it needs in its own order and passes what differs as
arguments: ``admit`` (a gate a step asks first: funding, a commuter's immunity, a
no-effect self-target), ``stoppable`` (whether a block placed by an earlier step stops
the action), and the step's own parameters (which roles read as what, which
protections a kill meets and in what order). Everything a step does goes through the
context, so visits, blocks, protections and deaths stay one bookkeeping for all.

| module | ability |
|---|---|
| :mod:`.redirect` | redirect: actions on X go to Y (one hop) |
| :mod:`.bus_drive` | bus drive: X and Y swap in every other action |
| :mod:`.block` | roleblock: the target's later-step actions fail |
| :mod:`.jail` | jail: a block that also protects |
| :mod:`.protect` | doctor protection |
| :mod:`.bodyguard` | bodyguard: dies in the target's place |
| :mod:`.commute` | commute: the commuter is out of reach tonight (its ``reaches`` gate) |
| :mod:`.kill` | factional, vigilante and serial kills, Strongman, protection policies, the kill's performer |
| :mod:`.desperado` | desperado: kills a right target, else the shooter; any protection stops it |
| :mod:`.investigate` | alignment and role investigation (godfather / miller reads), the standard readers |
| :mod:`.track` | tracker: whom the target visited |
| :mod:`.watch` | watcher: who visited the target |
| :mod:`.recharge` | recharge: one more shot for the target |
| :mod:`.neighbour_message` | the target learns the sender's alignment |
"""
