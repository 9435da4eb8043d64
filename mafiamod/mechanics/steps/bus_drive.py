"""Bus drive: the driver swaps X and Y, so every other action aimed at one lands on the other.

Drives apply one after another in the order given (each works on the final targets the
earlier ones left). ``swap_drives`` says whether a drive also moves other drives' targets.
"""

from __future__ import annotations

from ..night import Admit, NightAction, NightContext


def swap(targets: list[str], a: str, b: str) -> list[str]:
    """``targets`` with ``a`` and ``b`` exchanged."""
    return [b if t == a else a if t == b else t for t in targets]


def bus_drive(
    ctx: NightContext,
    drives: list[NightAction],
    *,
    swap_drives: bool = False,
    admit: Admit | None = None,
    stoppable: bool = False,
) -> None:
    """Apply each drive (targets ``[X, Y]``, as chosen) to the other actions' final targets."""
    for bus in drives:
        if not ctx.proceeds(bus, admit, stoppable):
            continue
        a, b = bus.targets
        ctx.trace(
            "{actor} bus drives {a} and {b}: actions on one now land on the other",
            actor=bus.actor,
            a=a,
            b=b,
        )
        for other in ctx.actions:
            if other is bus or (other in drives and not swap_drives):
                continue
            other.final_targets = swap(other.final_targets, a, b)
