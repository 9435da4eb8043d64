"""Ghoul Duel's own rules: ghoul chains (chain), the night's orders (night), duellist
seniority and choices (duel), the duel day (duel_day)."""
