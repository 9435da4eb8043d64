"""Generated from ui/*.ui by scripts/build_ui.py: do not edit."""
