"""«Острые Козырьки» (peaky-blinders)' own rules: the turn context, submissions, the seed's
eighteen steps (steps_early, tally, steps_late, mafkill), reports, victory and the Russian
posts. The ruleset is :class:`mafiamod.rulesets.peaky_blinders.PeakyRules`."""
