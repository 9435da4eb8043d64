"""Night results as PMs: one PM per result, in the words every result template reads.

Shared by Charge Me Up and X-SHOTS (:func:`result_pms`, the night step after their last:
every result of the night), the classic library and Democrabilities (the Inform result);
each names its own template, which words the outcome in the setup's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.model import PhaseRecord
from ..engine.phase_loop import NightRun
from ..engine.ruleset import Ruleset


def result_context(rules: Ruleset, phase: str, res: Mapping[str, Any]) -> dict[str, Any]:
    """What a result PM may say: who, the ability, the chosen targets (``target`` the first)
    and the final one (``final_target``), the outcome, a list outcome's ``names``, a
    message's ``sender``, and a role outcome's ``role_label`` ("Vanilla" for ``vanilla``)."""
    outcome = res["outcome"]
    chosen = list(res["targets"])
    final = list(res.get("final_targets", chosen))
    return {
        "player": res["player"],
        "phase": phase,
        "ability": res["ability"],
        "targets": chosen,
        "target": chosen[0] if chosen else "",
        "final_target": final[0] if final else "",
        "outcome": outcome,
        "names": outcome if isinstance(outcome, list) else [],
        "sender": res.get("from", ""),
        "role_label": "Vanilla" if outcome == "vanilla" else rules.role_name(str(outcome)),
    }


def result_pm(
    rules: Ruleset,
    record: PhaseRecord,
    phase: str,
    res: Mapping[str, Any],
    template: str,
    *,
    kind: str = "result-pm",
    **extra: Any,
) -> None:
    """The PM of one result to its player, rendered by ``template``."""
    context = result_context(rules, phase, res) | extra
    record.pm(res["player"], template, kind=kind, **context)


def result_pms(rules: Ruleset, run: NightRun, template: str, *, kind: str = "result-pm") -> None:
    """One PM per result of the night (in the order they were given), rendered by
    ``template``: the night step after the last one."""
    for res in run.record.results:
        result_pm(rules, run.record, run.inp.id, res, template, kind=kind)
