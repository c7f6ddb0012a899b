"""Telling a view which of a table model's rows changed, so it repaints those rows alone.

One ``dataChanged`` from the first changed row to the last would repaint every row between them
as well; after an entry that is most of the standings for two lines that moved.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel


def runs(rows: list[int]) -> list[tuple[int, int]]:
    """Sorted rows as (first, last) runs of neighbours: [1, 2, 5] → [(1, 2), (5, 5)]."""
    found: list[tuple[int, int]] = []
    for row in rows:
        if found and found[-1][1] == row - 1:
            found[-1] = (found[-1][0], row)
        else:
            found.append((row, row))
    return found


def emit_rows_changed(model: QAbstractItemModel, rows: list[int], columns: int) -> None:
    """``dataChanged`` for each run of neighbouring ``rows``, across ``columns`` columns."""
    for first, last in runs(rows):
        model.dataChanged.emit(model.index(first, 0), model.index(last, columns - 1))
