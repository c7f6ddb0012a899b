"""The IMP cells of the round grid (docs/architecture.md): an editor that keeps what the TD typed
in view, and a delegate that handles Tab, Enter and Escape so a bad entry never leaves its cell."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from tddesk.ui.views.round_entry_model import RoundEntryModel, imps_or_none
from tddesk.ui.widgets.alignment import ALIGN_NUMBER


class ImpsValidator(QValidator):
    """Whole IMPs ≥ 0. Anything else is Intermediate rather than Invalid, so what the TD typed
    stays visible and can be explained beside the grid instead of silently disappearing."""

    def validate(self, text: str, position: int) -> tuple[QValidator.State, str, int]:
        if not text.strip() or imps_or_none(text) is not None:
            return QValidator.State.Acceptable, text, position
        return QValidator.State.Intermediate, text, position


class ImpEditor(QLineEdit):
    def __init__(self, index: QModelIndex | QPersistentModelIndex, parent: QWidget):
        super().__init__(parent)
        self.cell = QPersistentModelIndex(index)
        self.setObjectName("impEditor")
        self.setAlignment(ALIGN_NUMBER)
        self.setValidator(ImpsValidator(self))


class ImpGrid(Protocol):
    """What the delegate needs of the round grid it edits (``RoundEntry``)."""

    @property
    def model(self) -> RoundEntryModel: ...

    @property
    def table(self) -> QWidget: ...

    def explain_input(self, text: str) -> None: ...


class ImpDelegate(QStyledItemDelegate):
    """Line edits for IMPs whose text counts in the row at every keystroke; Tab, Enter and Escape
    are handled here so a bad entry never leaves its cell and Enter moves on like Tab."""

    def __init__(self, view: ImpGrid):
        assert isinstance(view, QObject)  # the round grid, the delegate's parent
        super().__init__(view)
        self._view = view

    def createEditor(  # noqa: N802 - Qt's name
        self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QWidget:
        editor = ImpEditor(index, parent)
        editor.textEdited.connect(lambda text, cell=editor.cell: self._typed(cell, text))
        return editor

    def _typed(self, cell: QPersistentModelIndex, text: str) -> None:
        self._view.model.set_typing(cell, text)
        self._view.explain_input(text)

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802 - Qt's name
        assert isinstance(editor, ImpEditor)  # createEditor made it
        # Refreshes (a save, an undo) reach the open editor too: they must not overwrite what the
        # TD is typing, but an untouched editor follows them so it never holds a stale value.
        if editor.isModified():
            return
        editor.setText(index.data(Qt.ItemDataRole.EditRole) or "")
        editor.selectAll()

    def setModelData(  # noqa: N802 - Qt's name
        self, editor: QWidget, model: QAbstractItemModel, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        assert isinstance(editor, ImpEditor)  # createEditor made it
        if editor.isModified():  # passing through a cell changes nothing
            model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)

    def destroyEditor(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802 - Qt's name
        assert isinstance(editor, ImpEditor)  # createEditor made it
        self._view.model.clear_typing(editor.cell)
        super().destroyEditor(editor, index)

    def eventFilter(self, editor: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if isinstance(editor, ImpEditor) and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            hints: dict[int, QAbstractItemDelegate.EndEditHint] = {
                Qt.Key.Key_Tab: QAbstractItemDelegate.EndEditHint.EditNextItem,
                Qt.Key.Key_Return: QAbstractItemDelegate.EndEditHint.EditNextItem,
                Qt.Key.Key_Enter: QAbstractItemDelegate.EndEditHint.EditNextItem,
                Qt.Key.Key_Backtab: QAbstractItemDelegate.EndEditHint.EditPreviousItem,
            }
            if key in hints:
                if not editor.hasAcceptableInput():
                    self._view.explain_input(editor.text())
                    return True
                self.commitData.emit(editor)
                self.closeEditor.emit(editor, hints[key])
                return True
            if key == Qt.Key.Key_Escape:
                if editor.cell.isValid():
                    self._view.model.revert_row(editor.cell.row())
                self._view.explain_input("")
                self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.RevertModelCache)
                # The grid keeps the keyboard: the row's repaint can take the focus away with the
                # editor, and then F5-F8 (the rulings) reach no window at all.
                self._view.table.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return super().eventFilter(editor, event)
