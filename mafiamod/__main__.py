"""``python -m mafiamod`` (and the frozen app's entry point)."""

import sys

from mafiamod.cli import main

sys.exit(main())
