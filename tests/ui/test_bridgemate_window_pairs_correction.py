"""A pairs board result the TD corrects in tddesk, sent back to the table from the real window:
*Bridgemate → Ändringar under spel…* for the pairs heat in view offers the session, board and
North-South pair, and the session's file gets a newer ReceivedData row with ExternalUpdate
(docs/bws.md, "Changes during play")."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from tddesk.formats.bws.rewrite import read_tables
from tddesk.services.pairs_results import enter_pairs_result
from tddesk.ui.formatting import ERROR_STYLE

HEAT = "dm-par-mixed-kval-motala"


@pytest.fixture
def pairs_window(main_window, pairs_demo_path, tmp_path):
    copy = tmp_path / "dm-par.tddesk"
    shutil.copyfile(pairs_demo_path, copy)
    main_window.controller.open_file(copy)
    return main_window


def test_a_corrected_pairs_result_is_sent_back_to_the_table(pairs_window, tmp_path):
    controller = pairs_window.controller
    controller.select(("pairs_heat", HEAT))
    menu = controller.bridgemate
    menu.menu.aboutToShow.emit()
    create = menu.ask_create()
    out = tmp_path / "motala.bws"
    create.path_edit.setText(str(out))
    create.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not create.isVisible(), create.message.text()
    seat = min(read_tables(out)["RoundData"], key=lambda row: (int(row["Round"]), int(row["Table"])))
    ns, ew, board = int(seat["NSPair"]), int(seat["EWPair"]), int(seat["LowBoard"])
    controller.session.perform(
        "result", enter_pairs_result, HEAT, 1, board, ns, ew, "4SX", "E", "-1", "D5", int(seat["Round"])
    )
    menu.menu.aboutToShow.emit()
    assert menu.changes_action.isEnabled()
    menu.changes_action.trigger()
    dialog = menu.changes_dialog
    assert dialog.path_edit.text() == str(out)  # the file written for the heat in this window
    assert dialog.reseat_box.isHidden() and dialog.correct_box.isHidden()  # team matches only
    box = dialog.pairs_box
    assert box.title() == "Skicka ett rättat parresultat tillbaka till bordet"
    box.session_box.setCurrentIndex(box.session_box.findData(1))
    box.board_spin.setValue(board)
    box.ns_box.setCurrentIndex(box.ns_box.findData(ew))  # the wrong pair first: E-W at that table
    box.send_button.click()
    assert str(board) in dialog.message.text() and dialog.message.styleSheet() == ERROR_STYLE
    assert len(read_tables(out).get("ReceivedData", [])) == 0  # refused, nothing written
    box.ns_box.setCurrentIndex(box.ns_box.findData(ns))
    box.send_button.click()
    assert f"bricka {board} för par {ns}" in dialog.message.text()
    last = max(read_tables(out)["ReceivedData"], key=lambda row: int(row["ID"]))
    assert (last["Table"], last["Board"], last["PairNS"], last["PairEW"]) == (int(seat["Table"]), board, ns, ew)
    assert (last["NS/EW"], last["Contract"], last["Result"], last["LeadCard"], bool(last["ExternalUpdate"])) == (
        "E",
        "4 S x",
        "-1",
        "D5",
        True,
    )
