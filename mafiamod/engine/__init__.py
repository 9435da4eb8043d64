"""The rules engine: game state, phase folding, votes, night resolution, randomness.

Pure Python: no Qt, no I/O, no templates. Setups plug in through :class:`Ruleset`.
"""
