"""Widgets shared by the views and dialogs (docs/architecture.md, "The UI toolkit")."""
