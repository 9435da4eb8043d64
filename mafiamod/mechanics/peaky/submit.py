"""Step 0: which ballots and actions of a turn are accepted (§3.3 submission rules).

Everything here is checked against the state at the start of the turn (after the
moderator's entries). Whether a УС is spent or available is checked later, at its step.
"""

from __future__ import annotations

from typing import Any

from ...engine.abilities import AbilitySpec, dead_target
from ...engine.model import Action, GameState
from ..night import NightAction
from ..steps.kill import FACTIONAL_KILL
from .clock import entry_times, overtime, too_late_to_change
from .context import Ballot, Turn
from .ids import (
    ACTIVE,
    LETTER,
    PUB,
    SKIP,
    TEAM_ENTRIES,
    WITCH,
    kind,
)
from .moderation import banned


def read_ballots(t: Turn) -> None:
    """Secret ballots: the first one is final; one «не судить» per game; none on T1."""
    votes = t.inp.vote_list("elimination")
    times = entry_times(votes, f"phase {t.inp.id} votes")
    decided: set[str] = set()
    for index, vote in enumerate(votes):
        reason = _ballot_problem(
            t, vote.voter, vote.target, bool(vote.get("abstain")), times[index], decided
        )
        if reason:
            t.record.reject("voter", vote.voter, reason, "elimination", index, target=vote.target)
            continue
        decided.add(vote.voter)
        t.sent_at[vote.voter] = index
        if vote.get("abstain"):
            t.abstained.add(vote.voter)
            t.state.player(vote.voter).fields["abstention_used"] = True
            if t.state.config.get("skip_vote") == "candidate":
                t.ballots.append(Ballot(vote.voter, SKIP, order=index))
            t.trace("{voter} uses «не судить»", voter=vote.voter)
        else:
            t.ballots.append(Ballot(vote.voter, vote.target, order=index))


def _ballot_problem(
    t: Turn, voter: str, target: str, abstain: bool, at: Any, decided: set[str]
) -> str | None:
    reason = _sender_problem(t, voter, at)
    if reason:
        return reason  # the whole entry first (RULINGS 25), as for every other entry
    if t.k == 1:
        return "no-vote-turn-1"
    if voter in decided:
        return "vote-change-not-accepted"
    if abstain:
        return "abstention-used" if t.state.player(voter).fields.get("abstention_used") else None
    return dead_target(t.state, (target,)) if target else "invalid-target"


def read_actions(t: Turn) -> None:
    """АС/УС (one change per ability, S6), team entries, pub, letters: the shared last valid
    entry per slot (setup.toml ``slot``: an АС/УС per holder, a purchase per family, every
    letter), after Peaky's refusals in entry order."""
    times = entry_times(t.inp.actions, f"phase {t.inp.id} actions")
    sent: dict[tuple[str, str], int] = {}  # (actor, ability) -> valid entries so far

    def refuse(index: int, action: Action) -> str | None:
        key = (action.actor, action.ability or "")
        reason = _problem(t, action, times[index], sent.get(key, 0))
        if reason is None:
            sent[key] = sent.get(key, 0) + 1
        return reason

    entries = list(enumerate(t.inp.actions))
    for index, action in t.rules.accept_entries(t.state, t.inp, entries, t.record, refuse):
        _accept(t, index, action)


def _problem(t: Turn, action: Action, at: Any, before: int) -> str | None:
    """Why an entry is refused; ``before``: the sender's valid entries of it so far. What
    concerns the whole entry (its time, its sender, whether the ability is his and usable
    this turn, one change per ability) is checked before its targets (RULINGS 25)."""
    return _entry_problem(t, action, at, before) or _target_problem(t, action)


def _entry_problem(t: Turn, action: Action, at: Any, before: int) -> str | None:
    """The refusals whatever the targets: overtime, a dead or inactive sender, an ability
    he does not hold now (setup.toml, the shared :meth:`PhaseLoop.holder_refusal`),
    :func:`sender_refusal`, and the one change of an АС or УС (S6)."""
    reason = _sender_problem(t, action.actor, at)
    reason = reason or t.rules.holder_refusal(t.state, t.inp, action, shots=False)
    if reason is not None:
        return reason
    ability = action.ability or ""
    reason = sender_refusal(t.state, t.k, action.actor, t.rules.abilities[ability], before)
    if reason is not None or ability not in t.abilities:
        return reason
    if before >= 2:
        return "change-limit"
    return "change-too-late" if before and too_late_to_change(at, t.deadline) else None


def _target_problem(t: Turn, action: Action) -> str | None:
    """The refusals of the targets: their count and self (setup.toml), a letter's text, a
    team entry's target and fields, an АС's or УС's own limits."""
    spec = t.rules.abilities[action.ability or ""]
    reason = spec.target_refusal(action.actor, tuple(action.targets))
    if reason is not None:
        return reason
    if action.ability == LETTER:
        return None if str(action.get("text") or "").strip() else "invalid-target"
    if action.ability in TEAM_ENTRIES:
        return _team_problem(t, action)
    return _role_problem(t, action) if action.ability in t.abilities else None


def sender_refusal(
    state: GameState, k: int, name: str, spec: AbilitySpec, before: int = 0
) -> str | None:
    """Why ``name`` may not send ``spec``'s entry on turn ``k``, whatever its targets (the
    forms leave it out, the rules refuse it): an АС or УС that needs a vote on T1, a
    nullified or banned АС, a second pub visit, no letters left (``before``: his valid
    entries of it already this turn)."""
    fields = state.player(name).fields
    active = kind(spec) == ACTIVE
    if spec.extra.get("needs_vote") and k == 1:
        return "no-vote-this-turn"
    if active and fields.get("as_nullified"):
        return "ability-nullified"
    if active and banned(state, k, name, spec.id):
        return "banned"
    if spec.id == PUB and (before or fields.get("pub_used")):
        return "pub-used"
    if spec.id == LETTER and int(fields.get("letters_left") or 0) - before <= 0:
        return "no-letters"
    return None


def _accept(t: Turn, index: int, action: Action) -> None:
    ability = action.ability or ""
    act = NightAction.accept(index, action)
    if ability == "just-the-facts":
        act.extra["letter"] = letter_number(action.get("letter"))
    if ability in t.abilities:  # the counted АС/УС, in entry order: the night context's actions
        t.actions.append(act)
    elif ability in TEAM_ENTRIES:
        t.team[ability] = act
    elif ability == PUB:
        t.pubs.append(action.actor)
    else:
        t.letters.append((action.actor, str(action.get("text", ""))))
        t.state.player(action.actor).fields["letters_left"] -= 1


def _sender_problem(t: Turn, sender: str, at: Any) -> str | None:
    """A ballot or entry sent after the deadline, by a dead player, or on an inactive turn."""
    if overtime(at, t.deadline):
        return "overtime"
    if not t.state.is_alive(sender):
        return "actor-dead"
    return "inactive" if sender in t.inactive else None


def _role_problem(t: Turn, action: Action) -> str | None:
    """An АС or УС after the spec and :func:`sender_refusal`: Peaky's own limits (the
    targets' kind, two turns in a row, Kimber's shot players)."""
    ability = action.ability or ""
    spec = t.abilities[ability]
    targets = list(action.targets)
    active = kind(spec) == ACTIVE
    reason = _shape_problem(t, action, targets)
    if reason:
        return reason
    if active and not spec.extra.get("repeat"):
        last = t.state.data.get("last_as", {}).get(action.actor, {}).get(ability)
        if last and last["turn"] == t.k - 1 and set(last["targets"]) & set(targets):
            return "consecutive-target"
    return "kimber-immune" if t.fails_on_kimber(action.actor, ability, targets) else None


def letter_number(value: Any) -> int | None:
    """A letter's number, given as a number or as its text (the action form offers "1", "2", …)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("№").strip().isdigit():
        return int(value.strip().lstrip("№"))
    return None


def _shape_problem(t: Turn, action: Action, targets: list[str]) -> str | None:
    """Target count and kind per ability; the living-target rule with its two exceptions."""
    ability = action.ability or ""
    if ability == "let-the-dogs":
        role = action.get("role")
        known = isinstance(role, str) and role in t.rules.definition.get("roles", {})
        return None if known else "invalid-target"
    if ability == "just-the-facts":
        numbers = [int(x["n"]) for x in t.state.data.get("letters", [])]
        return None if letter_number(action.get("letter")) in numbers else "invalid-target"
    dead_ok = t.abilities[ability].extra.get("dead_targets")  # Interrogation: may be dead by now
    # a dead target before the ability's own list (RULINGS 25: ``target-dead`` first)
    reason = None if dead_ok else dead_target(t.state, targets)
    if reason is None and not _earlier_target(t, action, targets[0]):
        return "invalid-target"
    if reason or dead_ok:
        return reason
    # then ``vote_for``, ``redirect_to`` (not Kimber's target): a living player (the spec's fields)
    return t.rules.abilities[ability].field_refusal(t.state, action)


def _earlier_target(t: Turn, action: Action, target: str) -> bool:
    """A УС of setup.toml ``earlier`` (Arthur's blocked, Moss's patrolled): ``target`` is on
    its list already, or the holder names him with that АС this turn, which resolves at an
    earlier step (G-PB-19; the list is checked again at the УС's step)."""
    earlier = t.abilities[action.ability or ""].extra.get("earlier")
    if earlier is None or target in t.state.data.get(earlier["list"], []):
        return True
    return any(
        a.actor == action.actor and a.ability == earlier["ability"] and target in a.targets
        for a in t.inp.actions
    )


def _team_problem(t: Turn, action: Action) -> str | None:
    target = action.targets[0]
    if action.ability == FACTIONAL_KILL:
        # the target, then the fields (RULINGS 25): a living player other than the executor
        # (§3.7), then the executor a Shelby, the backup a living player (the spec's fields)
        spec = t.rules.abilities[FACTIONAL_KILL]
        reason = dead_target(t.state, [target])
        for key, field in spec.player_fields.items():
            if reason is None and field.not_target and action.get(key) == target:
                reason = field.reasons.get("field-is-target", "field-is-target")
        return reason or spec.field_refusal(t.state, action)
    refusal = t.rules.abilities[action.ability or ""].alignment_refusal((t.alignment(target),))
    if refusal:
        return refusal  # Lee, the Witch: a Shelby (setup.toml target_factions)
    # Lee (§3.3 «a living player»), the Witch, Small Heath; a dead target before the Witch's
    # own once-per-Shelby limit (RULINGS 25: the target, then the ability's own limits)
    reason = dead_target(t.state, [target])
    if reason is None and action.ability == WITCH and target in t.state.data.get("witch_used", []):
        return "witch-used"
    return reason


def remember_targets(t: Turn) -> None:
    """Keep each accepted АС's submitted targets for next turn's two-turns-in-a-row rule (S8)."""
    # keyed by the player's name alone, so that a replacement (which renames names) keeps it
    last = t.state.data.setdefault("last_as", {})
    for a in t.actions:
        if kind(t.abilities[a.ability]) == ACTIVE:
            last.setdefault(a.actor, {})[a.ability] = {"turn": t.k, "targets": list(a.targets)}
