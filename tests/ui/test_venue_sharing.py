"""Arkiv → Publicera → Dela brickresultat mellan spelplatser… (docs/publishing.md, "Across venues"):
the window writes its venue's stage into the shared folder and merges the other venue's file, the
merge on the undo stack; a conflict copy is said in the status bar."""

from __future__ import annotations

import shutil

from tddesk.formats.venue_results import write_venue_results
from tddesk.services.boards import enter_board
from tddesk.services.field import field_results
from tddesk.services.files import open_championship
from tddesk.services.venue_exchange import venue_results

DAY = ("semifinal-1", "semifinal-2")


def test_the_window_shares_its_venue_and_merges_the_other(main_window, demo_path, tmp_path, qtbot):
    here, other, folder = tmp_path / "linkoping.tddesk", tmp_path / "norrkoping.tddesk", tmp_path / "dag"
    folder.mkdir()
    shutil.copyfile(demo_path, here)
    shutil.copyfile(demo_path, other)
    venue = open_championship(other, backup=False)
    try:
        enter_board(venue, "semifinal-2-r1-m1", 1, "open", 1, "4H", "S", 9)
        write_venue_results(folder, venue_results(venue, "semifinal-2", "Norrköping"))
    finally:
        venue.close()
    (folder / "semifinal-2.sync-conflict-20250315-101010-ABCDEFG.json").write_text("{}", encoding="utf-8")
    controller = main_window.controller
    controller.open_file(here)
    dialog = controller.results.open_venue_share_dialog()
    assert dialog.windowTitle() == "Dela brickresultat mellan spelplatser"
    dialog.folder.setText(str(folder))
    dialog.stage.setCurrentIndex(dialog.stage.findData("semifinal-1"))
    dialog.venue.setText("Linköping")
    dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
    sharing = controller.results.venues
    assert (folder / "semifinal-1.json").is_file()
    assert "Norrköping: 1 resultat sammanfogade, 0 borttagna." in sharing.notes
    assert any("kopia som synkverktyget gjort" in note for note in sharing.notes)
    tournament = controller.session.tournament
    entries = [e for b in field_results(tournament, DAY).boards if b.board == 1 for e in b.entries]
    assert [(entry.stage_id, entry.ns_score) for entry in entries] == [("semifinal-2", -50)]
    assert main_window.undo_stack.undoText() == "Slå samman en annan spelplats resultat"
    main_window.undo_stack.undo()
    assert not [e for b in field_results(tournament, DAY).boards for e in b.entries]
    sharing.detach()
