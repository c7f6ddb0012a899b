"""Widgets that follow a switch of language at once (Settings → language)."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mix in before the Qt class: ``class TeamDialog(Retranslating, QDialog)``, and write
    ``retranslate()`` to set every text through ``self.tr``; Qt's LanguageChange calls it."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]  # the Qt class after the mixin has it

    def retranslate(self) -> None:
        raise NotImplementedError
