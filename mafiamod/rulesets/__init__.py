"""One module per setup: the Ruleset that wires mechanics together for it."""
