"""The duel day: only the two duellists can be voted, and one of them is always lynched.

Outcomes (§2.3 D-1…D-4 of the rules digest): both duellists die; a lynched mafioso
skips the next night; a lynched townie converts a random living town player, unless the
town was only one or two ahead, which ends the game for the start-of-day mafia.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ...engine.model import GameState, PhaseInput, PhaseRecord
from ...engine.phase_loop import PhaseLoop
from ...engine.rng import Draws
from ...engine.winning import declare
from .duel import MAFIA_SINCE

CONVERT_ROLE = "mafia-goon"


@dataclass
class DuelOutcome:
    """What the duel decided (``lynched`` is None while the day is still open)."""

    mafia: str
    town: str
    lynched: str | None = None
    outcome: str | None = None  # "mafia-lost" | "conversion" | "early-end"
    convert: str | None = None

    def export(self) -> dict[str, Any]:
        """The day record's ``duel`` object."""
        return asdict(self)


#: the town's lead (living town − living mafia, before the duel's deaths) at which a lost town
#: duel ends the game instead of converting (S, G-DUEL-8)
EARLY_END_LEADS = (1, 2)


def ends_early(state: GameState) -> bool:
    """Whether a lost town duel today would end the game (the announcement says so too)."""
    return len(state.faction("town")) - len(state.faction("mafia")) in EARLY_END_LEADS


def settle(
    ruleset: PhaseLoop,
    state: GameState,
    inp: PhaseInput,
    draws: Draws,
    record: PhaseRecord,
    duel: DuelOutcome,
) -> list[dict[str, Any]]:
    """Apply the lynch of ``duel.lynched``: both die, then the skip, early end or conversion.

    Returns the flips of the two duellists (lynched first). Sets ``state.winner`` on an
    early end; marks the next night skipped when the mafioso lost.
    """
    lynched = duel.lynched or ""
    other = duel.town if lynched == duel.mafia else duel.mafia
    town_alive = len(state.faction("town"))
    mafia_alive = len(state.faction("mafia"))
    ruleset.die(state, lynched, "duel-lynch", record, event="lynch")
    ruleset.die(state, other, "duel-partner", record)
    flips = [ruleset.flip(state, lynched), ruleset.flip(state, other)]
    if lynched == duel.mafia:
        duel.outcome = "mafia-lost"
        night = ruleset.next_phase_id(inp.id, state.config)
        ruleset.skip_night(state, night)
        record.events.append({"kind": "night-skipped", "phase": night})
        record.note(
            "The mafia duellist {player} lost: {night} is skipped", player=lynched, night=night
        )
    elif town_alive - mafia_alive in EARLY_END_LEADS:
        duel.outcome = "early-end"
        # the start of the day's mafia (no alignment changes before the early end)
        declare(state, "mafia")
        record.events.append({"kind": "game-ended-early", "winner": "mafia"})
        record.note(
            "Town lost the duel only {margin} ahead: the game ends; "
            "winners (mafia at the start of {phase}): {players}",
            margin=town_alive - mafia_alive,
            phase=inp.id,
            players=", ".join(state.winners or []),
        )
    else:
        duel.outcome = "conversion"
        convert = draws.choose("convert", state.living_names("town"))
        if convert:
            convert_player(state, convert, inp.id)
            duel.convert = convert
            record.events.append({"kind": "conversion"})
            record.note("{player} is converted to the mafia (no longer a ghoul)", player=convert)
    return flips


def convert_player(state: GameState, name: str, day: str) -> None:
    """``name`` joins the mafia as a goon: no ghoul power, no charges, ``mafia_since`` = day."""
    player = state.player(name)
    player.role = CONVERT_ROLE
    player.alignment = "mafia"
    player.shots = None
    player.fields[MAFIA_SINCE] = day
