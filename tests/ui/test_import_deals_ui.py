"""File → Import → Deals: the day's PBN into both venues from the window; a wrong file is told in
words with OK disabled; one Undo takes the deals away; the stage then prints its hand records."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from builders import championship, roster
from tddesk.reports.documents import offered_documents
from tddesk.services.deals import stage_deals
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.app import create_main_window
from tddesk.ui.dialogs.imports.import_deals_dialog import ImportDealsDialog

BAD_PBN = '[Board "4"]\n[Deal "N:AQJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"]\n'


@pytest.fixture
def day_file(tmp_path):
    path = tmp_path / "sf.tddesk"
    tournament = championship(path)
    venues = []
    for place, first_mid in (("Göteborg", 300000), ("Borås", 400000)):
        stage_id = create_stage(
            tournament, StageForm(f"Semifinal {place}", 20, halves=2, kind="semifinal", format=None)
        ).value
        for number in range(4):
            register_team(tournament, TeamForm(f"{place} {number + 1}", roster(first_mid + 10 * number)), stage_id)
        make_schedule(tournament, stage_id)
        venues.append(stage_id)
    tournament.close()
    return path, venues


@pytest.fixture
def reference_pbn(shared_dir):
    path = shared_dir / "reference" / "bws" / "boards-1-60.pbn"
    if not path.exists():
        pytest.skip("the shared reference deals are absent")
    return path


@pytest.fixture
def window(qtbot, day_file):
    created = create_main_window()
    qtbot.addWidget(created)
    created.show()
    qtbot.waitUntil(created.isVisible)
    created.request_open(day_file[0])
    return created


def open_dialog(window, monkeypatch, source, stage_id) -> ImportDealsDialog:
    controller = window.controller
    controller.select(("stage_settings", stage_id))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *args: (str(source), "")))
    controller.tournament_menus.import_deals.trigger()
    dialog = controller.tournament_menus.dialog
    assert isinstance(dialog, ImportDealsDialog) and dialog.isVisible()
    dialog.browse.click()
    return dialog


def test_the_days_deals_go_into_both_venues_and_one_undo_takes_them_away(window, day_file, monkeypatch, reference_pbn):
    _path, venues = day_file
    dialog = open_dialog(window, monkeypatch, reference_pbn, venues[0])
    assert dialog.chosen_stages() == venues  # the other venue of the day is ticked too
    assert "60 brickor (1–60)" in dialog.summary.text()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    ok.click()
    assert not dialog.isVisible()
    tournament = window.controller.session.tournament
    assert all(len(stage_deals(tournament, stage_id)) == 60 for stage_id in venues)

    def offered(stage_kind):
        return [document.name for document, _round in offered_documents(stage_kind, None)]

    assert "hand-records" in offered("semifinal") and "hand-records" not in offered("heat")
    window.main_actions.undo.trigger()
    assert all(stage_deals(tournament, stage_id) == () for stage_id in venues)


def test_a_deal_file_with_a_card_dealt_twice_is_refused_in_words(window, day_file, monkeypatch, tmp_path):
    bad = tmp_path / "fel.pbn"
    bad.write_text(BAD_PBN)
    dialog = open_dialog(window, monkeypatch, bad, day_file[1][0])
    assert "Bricka 4: SA är given till både N och Ö" in dialog.summary.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.buttons.accepted.emit()  # even forced, nothing is imported
    assert dialog.isVisible() and window.undo_stack.count() == 0
