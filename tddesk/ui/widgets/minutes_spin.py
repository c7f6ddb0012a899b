"""A minutes field for the ruling dialogs that reads what a TD copies off a watch: ``6``, ``5:20``
(minutes and seconds) or ``5,3`` (decimal minutes), each as started minutes (P1, P2) — so 5:20 is
6 — through the services' ``parse_minutes``. Anything else stays uncommitted (the spin box's
own behaviour) while the tooltip says how to write it.
"""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QWidget

from tddesk.services.errors import ServiceError
from tddesk.services.rulings import parse_minutes

# Characters on the way to an accepted value: digits, the minutes:seconds colon, a decimal sign.
_TYPING = frozenset("0123456789:,. ")


class MinutesSpinBox(QSpinBox):
    def __init__(self, parent: QWidget | None = None, maximum: int = 999):
        super().__init__(parent)
        self.setRange(0, maximum)
        self.setKeyboardTracking(True)  # the VP follow every keystroke

    def _bare(self, text: str) -> str:
        return text.removesuffix(self.suffix()).removeprefix(self.prefix()).strip()

    def _minutes(self, text: str) -> int | None:
        try:
            return parse_minutes(self._bare(text))
        except ServiceError:
            return None

    def validate(self, text: str, position: int) -> tuple[QValidator.State, str, int]:
        bare = self._bare(text)
        minutes = self._minutes(text)
        if minutes is not None and self.minimum() <= minutes <= self.maximum():
            return QValidator.State.Acceptable, text, position
        if set(bare) <= _TYPING and (minutes is None or minutes < self.minimum()):
            return QValidator.State.Intermediate, text, position  # e.g. "5:" on the way to "5:20"
        return QValidator.State.Invalid, text, position

    def valueFromText(self, text: str) -> int:  # noqa: N802 - a Qt override
        minutes = self._minutes(text)
        return self.value() if minutes is None else minutes
