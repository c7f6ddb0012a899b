"""Stages and their settings: heats, one-day stages, SM stages, semifinals and finals, lots."""
