"""Democrabilities' own rules: the mafia's plan (mafia_plan), the town's ability vote
(ability_vote), the mandatory elimination, the planned kill (planned_kill)."""
