"""Deal fairness: a SHA-256 commitment posted at the start, revealed at the end.

What is committed is what plays: the deal is computed from the game as it dealt, with every
pin of the first phase applied (an override of the deal included). The pre-game's public
inputs (Charge Me Up's requests and charge votes, X-SHOTS' rolls) are not part of the deal:
the roles they give are listed after the revealed text, outside the hashed part.
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


def _first_pins(game: Game) -> tuple[str, dict[str, object]]:
    first = next(game.ruleset.phase_ids(game.start.config))
    pins: dict[str, object] = {}
    for inp in game.inputs():
        if inp.id == first:
            pins = dict(inp.pins)
    return first, pins


def dealt_state(game: Game) -> GameState:
    """The state right after the deal, with every pin of the first phase applied."""
    state = game.start.copy()
    first, pins = _first_pins(game)
    game.ruleset.deal(
        state, Draws(state.seed, first, pins), PhaseInput(first, closed=False), PhaseRecord(first)
    )
    return state


def dealt_roles(game: Game) -> list[tuple[str, str, str]]:
    """(name, role, alignment) of every seat as the deal gives them."""
    return [(p.name, p.role, p.alignment) for p in dealt_state(game).players]


def deal_text(game: Game) -> str:
    """The text whose hash is the commitment: setup, seats, roles and the secret salt (the
    salt of the latest public re-deal, if there was one)."""
    lines = [HEADER, f"setup: {game.opening.setup}"]
    lines += [
        f"{i + 1}. {name}: {role} ({alignment})"
        for i, (name, role, alignment) in enumerate(dealt_roles(game))
    ]
    lines.append(f"salt: {game.deal_salt()}")
    return "\n".join(lines) + "\n"


def commitment(game: Game) -> str:
    """The SHA-256 hex digest to post before the game starts."""
    return digest_of(deal_text(game))


def digest_of(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def reveal_post(game: Game) -> str:
    """The deal reveal to post: the hashed text in a ``[code]`` block, escaped (a name can
    neither open a tag nor close the block), then the commitment."""
    from .render.bbcode import bb

    return f"[code]\n{bb(deal_text(game))}[/code]\nSHA-256: {commitment(game)}\n"


def verify_text(text: str, digest: str) -> bool:
    """Does the revealed ``text`` hash to the posted ``digest``? The text may be the posted
    reveal as copied from the forum: its ``[code]`` lines and the escaping are undone."""
    from .render.bbcode import unbb

    lines = text.replace("\r\n", "\n").split("\n")
    marks = [line.strip() for line in lines]
    if "[code]" in marks and "[/code]" in marks:  # the posted reveal: only the block counts
        lines = lines[marks.index("[code]") + 1 : marks.index("[/code]")]
    lines = [unbb(line) for line in lines]
    normalized = "\n".join(lines).rstrip("\n") + "\n"
    return digest_of(normalized) == digest.strip().lower()
