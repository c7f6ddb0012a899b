"""Bridgemate → Kontrollera fil…: what a Bridgemate file holds and what of it does not fit the
stage in view, before it is imported (docs/bws.md, "Checks"). Nothing is changed."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from tddesk.services.bws_check import BwsCheckView


class BwsCheckDialog(QDialog):
    def __init__(self, check: BwsCheckView, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("bwsCheckDialog")
        self.check = check
        self.setWindowTitle(self.tr("Check Bridgemate file"))
        form = QFormLayout()
        figures = (
            (self.tr("Format"), check.format),
            (self.tr("Sections"), ", ".join(check.sections) or "–"),
            (self.tr("Tables"), check.tables),
            (self.tr("Rounds"), check.rounds),
            (self.tr("Boards"), check.boards),
            (self.tr("Results"), check.results),
            (self.tr("Erased"), check.erased),
            (self.tr("Superseded rows"), check.superseded),
            (self.tr("Deleted rows skipped"), check.deleted_rows),
            (self.tr("Adjusted scores"), check.arbitral),
            (self.tr("Not played"), check.not_played),
            (self.tr("Passed out"), check.passed_out),
            (self.tr("Player numbers"), check.player_numbers),
            (self.tr("Played on"), check.played_on.isoformat() if check.played_on else "–"),
        )
        for label, value in figures:
            form.addRow(label, QLabel(str(value), self))
        self.problems = QLabel(self)
        self.problems.setObjectName("bwsCheckProblems")
        self.problems.setWordWrap(True)
        self.problems.setText(
            "\n".join(f"– {problem}" for problem in check.problems)
            if check.problems
            else self.tr("The file fits the stage.")
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"<b>{check.file}</b>", self))
        layout.addLayout(form)
        layout.addWidget(self.problems)
        layout.addWidget(buttons)
