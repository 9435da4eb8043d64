"""Reusable rule pieces that setups compose (days, deaths, night primitives, …)."""
