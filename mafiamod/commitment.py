"""Deal fairness: a SHA-256 commitment posted at the start, revealed at the end.

What is committed is what plays, in every setup:

- **the deal**: the roles as the game deals them, with the first phase's own input (X-SHOTS'
  entered rolls) and every pin of it applied (an override of the deal included); committed
  when the game is created (a public re-deal, or pre-game rolls that change the deal while
  the pre-game is open, make a new commitment to announce);
- **the pre-game's roles** (Charge Me Up's requests and charge votes, X-SHOTS' rolls and deal
  decide roles in the pre-game, not at the deal): when the pre-game ends, a new commitment
  covers the deal *and* every seat's role, alignment and shots as the pre-game gave them,
  to post with Day 1. Undoing the end of the pre-game takes it out of force again.

Each commitment record has a ``stage`` (``deal`` or ``pregame``); the one in force is the
latest of the stage the game is at. The reveal posts every stage's text, each in its own
``[code]`` block; ``verify`` checks a posted block against a commitment.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from .engine.model import PhaseInput, PhaseRecord
from .engine.rng import Draws

if TYPE_CHECKING:
    from .engine.model import GameState
    from .game import Game

HEADER = "MafiaMod deal commitment v1"


PREGAME = "pregame"


def first_input(game: Game) -> PhaseInput:
    """The first phase's input as the game plays it (its data and pins)."""
    first = next(game.ruleset.phase_ids(game.start.config))
    for inp in game.inputs():
        if inp.id == first:
            return inp
    return PhaseInput(first, closed=False)


def dealt_state(game: Game) -> GameState:
    """The state right after the deal, with the first phase's input and pins applied."""
    state = game.start.copy()
    inp = first_input(game)
    game.ruleset.deal(state, Draws(state.seed, inp.id, dict(inp.pins)), inp, PhaseRecord(inp.id))
    return state


def dealt_roles(game: Game) -> list[tuple[str, str, str]]:
    """(name, role, alignment) of every seat as the deal gives them."""
    return [(p.name, p.role, p.alignment) for p in dealt_state(game).players]


def pregame_closed(game: Game) -> bool:
    first = next(game.ruleset.phase_ids(game.start.config))
    return first == PREGAME and PREGAME in game.closed_phases()


def pregame_state(game: Game) -> GameState | None:
    """The state the closed pre-game left (the roles it gave), or None."""
    if not pregame_closed(game):
        return None
    result = game.closed_result()
    for i, record in enumerate(result.records):
        if record.id == PREGAME:
            return result.states[i + 1]
    return None


def pregame_roles(game: Game) -> list[tuple[str, str, str, int | None]]:
    """(name, role, alignment, shots) of every seat as the closed pre-game gave them."""
    state = pregame_state(game)
    return [] if state is None else [(p.name, p.role, p.alignment, p.shots) for p in state.players]


def stage_text(game: Game, stage: str, salt: str) -> str:
    """The text whose hash is the commitment of ``stage`` (``deal`` or ``pregame``)."""
    lines = [HEADER, f"setup: {game.opening.setup}"]
    lines += [
        f"{i + 1}. {name}: {role} ({alignment})"
        for i, (name, role, alignment) in enumerate(dealt_roles(game))
    ]
    if stage == PREGAME:
        state = pregame_state(game)
        if state is not None:
            lines.append("after the pre-game:")
            for i, p in enumerate(state.players):
                shots = "" if p.shots is None else f", shots {p.shots}"
                lines.append(f"{i + 1}. {p.name}: {p.role} ({p.alignment}){shots}")
            pools = state.exported.get("pools")
            if isinstance(pools, dict) and pools:
                lines.append("pools: " + ", ".join(f"{k} {v}" for k, v in sorted(pools.items())))
    lines.append(f"salt: {salt}")
    return "\n".join(lines) + "\n"


def deal_text(game: Game) -> str:
    """The text of the commitment in force: setup, seats, roles (and, once the pre-game is
    closed and committed, the roles it gave) and the secret salt."""
    stage, salt = game.commitment_stage()
    return stage_text(game, stage, salt)


def commitment(game: Game) -> str:
    """The SHA-256 hex digest to post before the game starts."""
    return digest_of(deal_text(game))


def digest_of(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def reveal_texts(game: Game) -> list[tuple[str, str]]:
    """(text, digest) of every commitment stage to reveal: the deal's (the latest deal
    commitment), then the pre-game's when the pre-game is closed and committed."""
    out = []
    for stage, salt in game.commitment_stages():
        text = stage_text(game, stage, salt)
        out.append((text, digest_of(text)))
    return out


def reveal_post(game: Game) -> str:
    """The deal reveal to post: each committed text in a ``[code]`` block, escaped (a name
    can neither open a tag nor close the block), each followed by its commitment."""
    from .render.bbcode import bb

    return "".join(
        f"[code]\n{bb(text)}[/code]\nSHA-256: {digest}\n" for text, digest in reveal_texts(game)
    )


def verify_text(text: str, digest: str) -> bool:
    """Does the revealed ``text`` hash to the posted ``digest``? The text may be the posted
    reveal as copied from the forum: any of its ``[code]`` blocks may match, and the
    escaping is undone."""
    from .render.bbcode import unbb

    lines = text.replace("\r\n", "\n").split("\n")
    marks = [line.strip() for line in lines]
    blocks: list[list[str]] = []
    start = None
    for i, mark in enumerate(marks):
        if mark == "[code]" and start is None:
            start = i + 1
        elif mark == "[/code]" and start is not None:
            blocks.append(lines[start:i])
            start = None
    if not blocks:
        blocks = [lines]
    wanted = digest.strip().lower()
    for block in blocks:
        normalized = "\n".join(unbb(line) for line in block).rstrip("\n") + "\n"
        if digest_of(normalized) == wanted:
            return True
    return False
