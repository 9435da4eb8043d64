"""Democrabilities' own rules: the mafia's plan (mafia_plan), the day's two votes
(day_votes: the ability vote, the mandatory elimination), the planned kill (planned_kill)."""
