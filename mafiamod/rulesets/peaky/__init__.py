"""«Острые Козырьки» (peaky-blinders): one turn per phase, resolved in the seed's 18 steps."""

from .rules import PeakyRules

__all__ = ["PeakyRules"]
