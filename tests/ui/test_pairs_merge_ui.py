"""Tools → Merge a club's pairs heat…: the club's file chosen, what the heat brings and every
conflict shown in Swedish, the heat merged as one undo step (docs/pairs.md); a pair with a player
who already played another heat comes in struck (D p.6), a MID under another name refuses the merge."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from tddesk.services.files import new_championship
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_results import enter_pairs_result
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry
from tddesk.ui.dialogs.imports.pairs_merge_dialog import PairsMergeDialog


def _file(path):
    return new_championship(
        path, name="DM Par Mixed ÖMBF 2016-17", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )


def _heat(tournament, name, pairs, kind="bronze"):
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    heat = add_pairs_heat(tournament, event, name, kind, club="Motala BK").value
    for number, players in enumerate(pairs, start=1):
        pair = register_pair(
            tournament, event, *(PlayerEntry(str(mid), player, "Motala BK", "ÖMBF", 1960) for mid, player in players)
        ).value
        enter_heat(tournament, heat, pair, number)
    add_session(tournament, heat)
    for board, tricks in ((1, (10, 9)), (2, (8, 9))):
        for table, taken in enumerate(tricks):
            enter_pairs_result(
                tournament, heat, 1, board, 2 * table + 1, 2 * table + 2, "3NT", "N", taken, round_number=board
            )
    return heat


LINKOPING = [
    ((500001, "Anna Ek"), (500002, "Per Ek")),
    ((500003, "Eva Lind"), (500004, "Bo Lind")),
    ((500005, "Siv Sund"), (500006, "Ulf Sund")),
    ((500007, "Kim Holm"), (500008, "Jan Holm")),
]


def _club_file(path, fourth_first=(500001, "Anna Ek")):
    club = _file(path)
    heat = _heat(
        club,
        "Kval Motala",
        [
            ((600001, "Ada Falk"), (600002, "Ola Falk")),
            ((600003, "Ina Berg"), (600004, "Lars Berg")),
            ((600005, "Mia Ros"), (600006, "Nils Ros")),
            (fourth_first, (600008, "Tor Vik")),
        ],
    )
    club.close()
    return heat


def _open(main_window, monkeypatch, tmp_path, source):
    district = tmp_path / "dm.tddesk"
    tournament = _file(district)
    _heat(tournament, "Kval Linköping", LINKOPING, kind="silver")
    tournament.close()
    controller = main_window.controller
    controller.open_file(district)
    controller.pairs.menu.aboutToShow.emit()
    assert controller.pairs.merge_heat.text() == "Slå samman en klubbs parkval…"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *args: (str(source), "")))
    controller.pairs.merge_heat.trigger()
    dialog = controller.pairs.dialog
    assert isinstance(dialog, PairsMergeDialog) and dialog.isVisible()
    dialog.browse_button.click()
    return controller, dialog


def _rows(dialog):
    model = dialog.conflicts_model
    return [tuple(model.index(row, column).data() for column in range(2)) for row in range(model.rowCount())]


def test_the_preview_shows_the_heat_and_its_conflict_and_merges_as_one_undo_step_D_p6(
    main_window, monkeypatch, tmp_path, qtbot
):
    source = tmp_path / "motala.tddesk"
    club_heat = _club_file(source)
    controller, dialog = _open(main_window, monkeypatch, tmp_path, source)
    assert dialog.windowTitle() == "Slå samman en klubbs parkval"
    assert dialog.heat_combo.currentText() == "DM Par Mixed: Kval Motala"
    assert (
        dialog.summary.text() == "Kval Motala tillför 4 nya par och 0 par som redan är anmälda här, med 4 "
        "brickresultat."
    )
    (conflict,) = _rows(dialog)
    assert "Anna Ek" in conflict[0] and "Kval Linköping" in conflict[0]  # D p.6: struck, plays out of competition
    assert conflict[1] == "Slås samman som det visas"
    tournament = controller.session.tournament
    assert [heat.name for heat in pairs_events(tournament)[0].heats] == ["Kval Linköping"]  # nothing yet
    merge = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert merge.text() == "&Slå samman" and merge.isEnabled()
    merge.click()
    assert not dialog.isVisible()
    assert [heat.name for heat in pairs_events(tournament)[0].heats] == ["Kval Linköping", "Kval Motala"]
    assert main_window.tree_view.currentIndex().data() == "Kval Motala"
    struck = [row for row in heat_standing(tournament, club_heat).rows if row.place is None]
    assert [row.number for row in struck] == [4]
    main_window.undo_stack.undo()  # the merge is one step
    assert [heat.name for heat in pairs_events(tournament)[0].heats] == ["Kval Linköping"]


def test_a_mid_under_another_name_refuses_the_merge_in_words(main_window, monkeypatch, tmp_path):
    source = tmp_path / "motala.tddesk"
    _club_file(source, fourth_first=(500003, "Gun Åberg"))  # Eva Lind's MID in the district's file
    controller, dialog = _open(main_window, monkeypatch, tmp_path, source)
    refused = [row for row in _rows(dialog) if row[1] == "Avvisas"]
    assert len(refused) == 1 and "500003" in refused[0][0] and "Eva Lind" in refused[0][0]
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "kan inte slås samman" in dialog.message.text()
    dialog.accept()  # even forced, nothing is merged
    assert dialog.isVisible()
    assert [heat.name for heat in pairs_events(controller.session.tournament)[0].heats] == ["Kval Linköping"]
