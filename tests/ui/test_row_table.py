"""The views' read-only tables (tddesk/ui/widgets/row_table.py): declared columns give each cell its
text, alignment, tooltip and edit value; a click on a header sorts numbers by value and names in
Swedish order (Å, Ä, Ö after Z), and the table opens, and can return to, the services' order."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, Qt

from tddesk.ui.widgets.alignment import ALIGN_NUMBER, ALIGN_TEXT
from tddesk.ui.widgets.row_table import Column, RowTableModel, number_key, row_table


@dataclass(frozen=True)
class Team:
    name: str
    vp: float
    note: str = ""


TEAMS = [
    Team("Östberg", 81.1),
    Team("Zetterlund", 9.5),
    Team("Åberg", 100.0),
    Team("ärlig", 72.11),
    Team("Adler", 9.5, "walkover"),
]


def columns() -> tuple[Column[Team], ...]:
    return (
        Column("Lag", lambda team: team.name, tooltip=lambda team: team.note or None),
        Column("VP", lambda team: f"{team.vp:.2f}".replace(".", ","), number=True, edit=lambda team: team.vp),
    )


def shown(model: RowTableModel, column: int) -> list[str]:
    return [model.index(row, column).data() for row in range(model.rowCount())]


def click_header(qtbot, table, section: int) -> None:
    header = table.horizontalHeader()
    middle = QPoint(header.sectionViewportPosition(section) + header.sectionSize(section) // 2, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=middle)


def test_declared_columns_give_text_alignment_tooltip_and_edit_value(qtbot):
    model = RowTableModel(columns())
    model.set_rows(TEAMS)
    assert model.columnCount() == 2 and model.rowCount() == 5
    assert model.headerData(1, Qt.Orientation.Horizontal) == "VP"
    assert model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.TextAlignmentRole) == ALIGN_NUMBER
    assert model.index(0, 0).data(Qt.ItemDataRole.TextAlignmentRole) == ALIGN_TEXT
    assert model.index(0, 1).data(Qt.ItemDataRole.TextAlignmentRole) == ALIGN_NUMBER
    assert model.index(0, 1).data() == "81,10" and model.index(0, 1).data(Qt.ItemDataRole.EditRole) == 81.1
    assert model.index(0, 0).data(Qt.ItemDataRole.EditRole) == "Östberg"  # the text when no edit value
    assert model.index(4, 0).data(Qt.ItemDataRole.ToolTipRole) == "walkover"
    assert model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole) is None
    assert model.row(4) is TEAMS[4]


def test_a_click_on_a_header_sorts_numbers_by_value_and_names_in_swedish_order(qtbot):
    model = RowTableModel(columns())
    table = row_table(None, "teams", model)
    qtbot.addWidget(table)
    model.set_rows(TEAMS)
    table.resize(400, 300)
    table.show()
    qtbot.waitUntil(table.isVisible)
    assert shown(model, 0) == ["Östberg", "Zetterlund", "Åberg", "ärlig", "Adler"]  # the services' order
    assert not table.horizontalHeader().isSortIndicatorShown()
    click_header(qtbot, table, 0)
    assert table.horizontalHeader().isSortIndicatorShown()
    assert shown(model, 0) == ["Adler", "Zetterlund", "Åberg", "ärlig", "Östberg"]
    click_header(qtbot, table, 0)
    assert shown(model, 0) == ["Östberg", "ärlig", "Åberg", "Zetterlund", "Adler"]
    click_header(qtbot, table, 1)
    # By value, not as text ("100,00" < "9,50" as text); equal values keep the services' order.
    assert shown(model, 1) == ["9,50", "9,50", "72,11", "81,10", "100,00"]
    assert shown(model, 0)[:2] == ["Zetterlund", "Adler"]


def test_a_chosen_sort_stays_through_a_refresh_and_column_minus_one_is_the_services_order(qtbot):
    model = RowTableModel(columns())
    model.set_rows(TEAMS)
    model.sort(1, Qt.SortOrder.DescendingOrder)
    model.set_rows([*TEAMS, Team("Berg", 50.0)])
    assert shown(model, 0) == ["Åberg", "Östberg", "ärlig", "Berg", "Zetterlund", "Adler"]
    model.sort(-1)
    assert shown(model, 0) == ["Östberg", "Zetterlund", "Åberg", "ärlig", "Adler", "Berg"]
    assert model.rows == [*TEAMS, Team("Berg", 50.0)]


def test_a_declared_sort_key_and_new_columns_after_a_change_of_language(qtbot):
    model = RowTableModel(columns())
    model.set_rows(TEAMS)
    by_length = Column("Name", lambda team: team.name, sort_key=lambda team: len(team.name))
    model.set_columns((by_length,))
    assert model.columnCount() == 1 and model.headerData(0, Qt.Orientation.Horizontal) == "Name"
    model.sort(0)
    assert shown(model, 0) == ["Åberg", "ärlig", "Adler", "Östberg", "Zetterlund"]


def test_number_key_reads_swedish_and_machine_decimals_and_puts_words_last():
    assert number_key("81,10") < number_key("100") < number_key("o.c.")
    assert number_key("60–24") == (0, 60.0) and number_key("3*") == (0, 3.0)
    assert number_key("−2,5") < number_key("1.5")


def test_the_last_column_fills_the_table_when_the_columns_come_after_the_table(qtbot):
    """A long note in the last column is cut at the table's edge, as before the columns were
    declared, instead of pushing the table into a horizontal scroll."""
    model = RowTableModel()
    table = row_table(None, "notes", model)
    qtbot.addWidget(table)
    table.resize(400, 200)
    table.show()
    qtbot.waitUntil(table.isVisible)
    note = Column("Anm.", lambda team: team.note)
    model.set_rows([Team("Åberg", 1.0, "utom tävlan: " + "lång förklaring " * 20)], (*columns(), note))
    qtbot.waitUntil(lambda: table.columnWidth(2) > 0)
    widths = [table.columnWidth(column) for column in range(3)]
    assert sum(widths) <= table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()


def test_a_declared_tick_and_typed_cell_hand_the_edit_to_the_callback_and_change_nothing_themselves(qtbot):
    toggled, typed = [], []

    def toggle(team: Team, ticked: bool) -> bool:
        toggled.append((team.name, ticked))
        return team.name != "Adler"  # the service refuses Adler

    model = RowTableModel(
        (
            Column("Lag", lambda team: team.name),
            Column(
                "Walkover",
                lambda team: "",
                check=lambda team: bool(team.note),
                on_toggle=toggle,
                editable=lambda team: team.name != "Åberg",
            ),
            Column("VP", lambda team: str(team.vp), number=True, commit=lambda team, text: typed.append((team, text))),
        )
    )
    model.set_rows(TEAMS)
    checkable, editable = Qt.ItemFlag.ItemIsUserCheckable, Qt.ItemFlag.ItemIsEditable
    assert model.flags(model.index(0, 1)) & checkable and not model.flags(model.index(0, 0)) & (checkable | editable)
    assert not model.flags(model.index(2, 1)) & checkable  # Åberg's tick may not change
    assert model.index(4, 1).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert model.setData(model.index(0, 1), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert not model.setData(model.index(4, 1), Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
    assert not model.setData(model.index(2, 1), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    assert toggled == [("Östberg", True), ("Adler", False)]
    assert model.index(0, 1).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked  # until set_rows
    assert model.setData(model.index(1, 2), "9,75") and typed == []  # handed on after the editor closed
    qtbot.waitUntil(lambda: typed == [(TEAMS[1], "9,75")])
    assert not model.setData(model.index(1, 2), "9.5")  # as it was: nothing to hand on
    qtbot.wait(20)
    assert typed == [(TEAMS[1], "9,75")]


def test_a_footer_closes_the_table_bold_aligned_never_sorted_nor_chosen(qtbot):
    model = RowTableModel(columns())
    table = row_table(None, "teams", model)
    qtbot.addWidget(table)
    model.set_rows(TEAMS, footer=["Summa", "272,21"])
    assert model.rowCount() == 6 and model.is_footer(5) and not model.is_footer(4)
    assert model.text(5, 0) == "Summa" and model.index(5, 1).data(Qt.ItemDataRole.TextAlignmentRole) == ALIGN_NUMBER
    assert model.index(5, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert model.flags(model.index(5, 0)) == Qt.ItemFlag.ItemIsEnabled  # not selectable
    model.sort(1, Qt.SortOrder.DescendingOrder)
    assert shown(model, 1) == ["100,00", "81,10", "72,11", "9,50", "9,50", "272,21"]
    model.set_columns(columns())  # a change of language keeps it
    assert model.text(5, 0) == "Summa" and model.rows == sorted(TEAMS, key=lambda team: -team.vp)
    model.set_rows(TEAMS)
    assert model.rowCount() == 5


def test_updated_rows_of_the_same_count_change_in_place_and_keep_the_current_cell(qtbot):
    model = RowTableModel(columns())
    table = row_table(None, "teams", model)
    qtbot.addWidget(table)
    model.set_rows(TEAMS)
    table.setCurrentIndex(model.index(3, 1))
    resets = []
    model.modelReset.connect(lambda: resets.append(True))
    model.update_rows([Team(team.name, team.vp + 1) for team in TEAMS])
    assert resets == [] and table.currentIndex() == model.index(3, 1) and model.index(3, 1).data() == "73,11"
    model.update_rows(TEAMS[:2])  # rows gone: a reset
    assert resets == [True] and model.rowCount() == 2
