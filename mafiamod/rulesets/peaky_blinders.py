"""«Острые Козырьки» (peaky-blinders): the rules live in :mod:`mafiamod.rulesets.peaky`."""

from .peaky import PeakyRules

__all__ = ["PeakyRules"]
