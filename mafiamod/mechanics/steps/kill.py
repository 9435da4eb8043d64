"""Kills: the factional kill, the Vigilante's and the Serial Killer's shots, and how they
meet protection.

:func:`kill` turns performed kill actions into :class:`~..night.Attack` values; one of
two policies then decides who dies:

- :func:`resolve_night_long` (Modbot): a protection holds against every attack of the
  night; a Strongman attack ignores it; a guarded target's first Bodyguard (sign-up order)
  dies once for all the non-Strongman attacks on him.
- :func:`resolve_tokens` (list-system seeds): each attack, in the order given, uses up one
  protection token of its target (kinds ranked by ``order``); a used ``bodyguard`` token
  kills its guard instead. A Strongman attack ignores every token, or, with ``overcomes``,
  first removes one token of those kinds (X-SHOTS' JOAT Strongman) and meets the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence

from ...engine.messages import message
from ...engine.model import GameState
from ..night import Admit, Attack, NightAction, NightContext, token_word
from .bodyguard import BODYGUARD, guards_of

#: the protections that stop a non-Strongman attack under the night-long policy
#: the id of a faction's shared night kill, the same in every setup (game-script spec §1)
FACTIONAL_KILL = "factional-kill"
SHIELDS = frozenset({"jail", "doctor"})


def kill(
    ctx: NightContext,
    kills: list[NightAction],
    *,
    cause: Callable[[NightAction], str] = lambda a: a.ability,
    strong: Callable[[NightAction], bool] = lambda a: False,
    admit: Admit | None = None,
    stoppable: bool = True,
) -> list[Attack]:
    """The attacks of the performed ``kills`` (a kill that fails at its target still visits)."""
    attacks = []
    for action in kills:
        if ctx.proceeds(action, admit, stoppable):
            attacks.append(Attack(action.final_targets[0], cause(action), action, strong(action)))
    return attacks


def performer(
    state: GameState,
    named: str | None,
    team: Iterable[str],
    able: Callable[[str], bool] = lambda name: True,
) -> str | None:
    """Who carries out a team's kill: the ``named`` performer while he lives and is ``able``,
    else the first living, able one of ``team`` in the setup's order (Democrabilities: its
    mafia in sign-up order; Peaky: the Shelbys by rank, never an inactive one or the victim)."""
    if named and state.is_alive(named) and able(named):
        return named
    return next((name for name in team if state.is_alive(name) and able(name)), None)


def _who(attack: Attack) -> str:
    source = attack.source
    if source is None:
        return message("The {cause}", cause=attack.cause)
    return message("{actor}'s {ability}", actor=source.actor, ability=source.ability)


def resolve_night_long(
    ctx: NightContext,
    attacks: Sequence[Attack],
    *,
    shields: Collection[str] = SHIELDS,
    describe: Callable[[Attack], str] = _who,
) -> None:
    """Decide the deaths of ``attacks`` by target; Strongman and other attacks are judged
    apart (a guarded target hit by both costs the guard his life and dies anyway).
    ``describe`` names an attack in the trace ("Mafia Fay")."""
    for target in ctx.state.order_names({a.target for a in attacks}):
        on_target = [a for a in attacks if a.target == target]
        strong = [a for a in on_target if a.strong]
        weak = [a for a in on_target if not a.strong]
        for attack in strong:
            ctx.trace(
                "{who} killed {target}: a Strongman ignores protection",
                who=describe(attack),
                target=target,
            )
            ctx.doom(target, attack.cause)
        if not weak:
            continue
        shield = [(k, g) for k, g in ctx.tokens.get(target, []) if k in shields]
        guards = guards_of(ctx, target)
        if shield:
            kind, giver = shield[0]
            for attack in weak:
                if attack.source is not None:
                    attack.source.failed = "protected"
                ctx.trace(
                    "{who} on {target} is stopped ({kind} of {giver})",
                    who=describe(attack),
                    target=target,
                    kind=token_word(kind),
                    giver=giver,
                )
        elif guards:
            ctx.trace("Bodyguard {guard} dies in {target}'s place", guard=guards[0], target=target)
            ctx.doom(guards[0], BODYGUARD)
        else:
            for attack in weak:
                ctx.trace("{who} killed {target}", who=describe(attack), target=target)
                ctx.doom(target, attack.cause)


def resolve_tokens(
    ctx: NightContext,
    attacks: Sequence[Attack],
    *,
    order: Sequence[str] = (),
    before: Callable[[Attack], None] | None = None,
    overcomes: Collection[str] | None = None,
    pick: Callable[[list[str]], str] = lambda givers: givers[0],
) -> None:
    """Each attack in turn uses up one token of its target (``order`` ranks the kinds);
    ``before`` runs first for each attack. A Strongman attack ignores every token, or with
    ``overcomes`` removes one of those kinds (the giver ``pick`` names) and meets the rest."""
    for attack in attacks:
        if before is not None:
            before(attack)
        target = attack.target
        if attack.strong and overcomes is not None:
            _overcome(ctx, attack, overcomes, pick)
        ignored = attack.strong and overcomes is None
        token = None if ignored else ctx.use_token(target, order)
        if token is None:
            ctx.trace("{who} kills {target}", who=_who(attack), target=target)
            ctx.doom(target, attack.cause)
        elif token[0] == BODYGUARD:
            ctx.trace(
                "{who} on {target}: bodyguard {guard} dies instead",
                who=_who(attack),
                target=target,
                guard=token[1],
            )
            ctx.doom(token[1], BODYGUARD)
        else:
            if attack.source is not None:
                attack.source.failed = "protected"
            ctx.trace(
                "{who} on {target} is stopped ({kind} of {giver})",
                who=_who(attack),
                target=target,
                kind=token_word(token[0]),
                giver=token[1],
            )


def _overcome(
    ctx: NightContext, attack: Attack, kinds: Collection[str], pick: Callable[[list[str]], str]
) -> None:
    """A Strongman removes one protection of ``kinds`` from his target, if there is one."""
    tokens = ctx.tokens.get(attack.target, [])
    givers = [giver for kind, giver in tokens if kind in kinds]
    if not givers or attack.source is None:
        return
    chosen = pick(givers)
    tokens.pop(next(i for i, (k, g) in enumerate(tokens) if k in kinds and g == chosen))
    ctx.trace(
        "Strongman: {user}'s kill overcomes {giver}'s protection of {target}",
        user=attack.source.actor,
        giver=chosen,
        target=attack.target,
    )
