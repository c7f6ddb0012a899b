"""Arkiv → Publicera: the site written from the window, kept up to date in the background while
the TD types, and shared read-only in the local network (tested on 127.0.0.1 only)."""

from __future__ import annotations

import datetime as dt
import time
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from builders import championship, roster
from built_files import built_file, copy_of
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.app import create_main_window

NAMES = ("Ek", "Holm", "Sund", "Berg")


HEAT = "heat-kvalheat-linkoping"


def write_heat(path) -> None:
    """Four teams in a heat scheduled from 3 October 2016, nothing played."""
    tournament = championship(path)
    try:
        assert create_stage(tournament, StageForm("Kvalheat Linköping", 16)).value == HEAT
        for number, name in enumerate(NAMES):
            register_team(tournament, TeamForm(name, roster(100000 + 10 * number)), HEAT)
        make_schedule(tournament, HEAT, first_date=dt.date(2016, 10, 3))
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_heat(tmp_path_factory):
    """write_heat's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "publishing-heat", write_heat)


@pytest.fixture
def window_on_heat(built_heat, tmp_path, qtbot):
    path, stage = copy_of(built_heat, tmp_path / "dm.tddesk"), HEAT
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible)
    window.controller.open_file(path)
    yield window, stage
    window.controller.close_file()


def publish_from_dialog(window, folder, qtbot, automatic: bool):
    results = window.controller.results
    dialog = results.open_publish_dialog()
    dialog.folder_edit.setText(str(folder))
    with qtbot.waitSignal(results.published, timeout=60_000):  # the publisher process starts
        if automatic:
            dialog.automatic.setChecked(True)  # brings the whole site up to date once
        else:
            dialog.publish_button.click()
    assert dialog.result_label.text().startswith("Skrev ")
    dialog.reject()
    return results


def type_first_match(window, stage, qtbot, home: str, away: str):
    entry = window.controller.select(("round", stage, 1))
    entry.start_entry()
    qtbot.keyClicks(entry.table.indexWidget(entry.table.currentIndex()), home)
    qtbot.keyClick(entry.table.indexWidget(entry.table.currentIndex()), Qt.Key.Key_Tab)
    qtbot.keyClicks(entry.table.indexWidget(entry.table.currentIndex()), away)
    qtbot.keyClick(entry.table.indexWidget(entry.table.currentIndex()), Qt.Key.Key_Return)
    QApplication.processEvents()
    return entry.model.entry.matches[0]


def test_publish_now_writes_the_site_and_remembers_the_folder(window_on_heat, tmp_path, qtbot):
    window, stage = window_on_heat
    folder = tmp_path / "webb"
    results = publish_from_dialog(window, folder, qtbot, automatic=False)
    assert (folder / "index.html").is_file() and (folder / stage / "index.html").is_file()
    assert "Kvalheat Linköping" in (folder / "index.html").read_text(encoding="utf-8")
    assert results.folder == folder and not results.automatic
    assert window.statusBar().currentMessage().startswith("Publicerade ")


def test_automatic_publishing_follows_a_typed_result_within_a_second(window_on_heat, tmp_path, qtbot):
    window, stage = window_on_heat
    folder = tmp_path / "webb"
    results = publish_from_dialog(window, folder, qtbot, automatic=True)
    assert results.automatic and results.automatic_action.isChecked()
    page = folder / stage / "round-1.html"
    assert "31–18" not in page.read_text(encoding="utf-8")
    started = time.perf_counter()
    with qtbot.waitSignal(results.published, timeout=20_000):
        match = type_first_match(window, stage, qtbot, "31", "18")
    typed = time.perf_counter() - started
    assert "31–18" in page.read_text(encoding="utf-8")
    standings = (folder / stage / "index.html").read_text(encoding="utf-8")
    assert f'<span class="team-name">{match.home_name}</span>' in standings and "13,52" in standings
    # The entry itself never waited for the site: the publisher only noted the change.
    assert results.publisher is not None
    assert typed < 5


def test_undo_in_the_window_takes_the_result_off_the_site(window_on_heat, tmp_path, qtbot):
    window, stage = window_on_heat
    folder = tmp_path / "webb"
    results = publish_from_dialog(window, folder, qtbot, automatic=True)
    with qtbot.waitSignal(results.published, timeout=20_000):
        type_first_match(window, stage, qtbot, "25", "7")
    assert "25–7" in (folder / stage / "round-1.html").read_text(encoding="utf-8")
    with qtbot.waitSignal(results.published, timeout=20_000):
        window.undo_stack.undo()
    assert "25–7" not in (folder / stage / "round-1.html").read_text(encoding="utf-8")


def test_sharing_serves_the_folder_read_only_on_the_chosen_port(window_on_heat, tmp_path, qtbot):
    window, stage = window_on_heat
    results = publish_from_dialog(window, tmp_path / "webb", qtbot, automatic=False)
    dialog = results.open_share_dialog()
    dialog.only_here.setChecked(True)
    dialog.port.setValue(0 or _free_port())
    dialog.start_button.click()
    assert results.server is not None
    address = results.server.addresses()[0]
    assert address.startswith("http://127.0.0.1:") and address in dialog.address.text()
    with urllib.request.urlopen(address + f"{stage}/index.html", timeout=5) as response:
        assert response.status == 200 and "Kvalheat Linköping" in response.read().decode("utf-8")
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(urllib.request.Request(address + "index.html", data=b"x", method="POST"), timeout=5)
    assert refused.value.code == 501
    with pytest.raises(urllib.error.HTTPError) as outside:
        urllib.request.urlopen(address + "../dm.tddesk", timeout=5)
    assert outside.value.code == 404
    dialog.stop_button.click()
    assert results.server is None
    with pytest.raises(urllib.error.URLError):  # nobody listens any more
        urllib.request.urlopen(address, timeout=2)


def test_sharing_before_publishing_says_what_to_do(window_on_heat, qtbot):
    window, _stage = window_on_heat
    dialog = window.controller.results.open_share_dialog()
    dialog.only_here.setChecked(True)
    dialog.start_button.click()
    assert window.controller.results.server is None
    assert "Publicera sidorna först" in dialog.address.text()


def test_closing_the_file_stops_publishing_and_sharing(window_on_heat, tmp_path, qtbot):
    window, _stage = window_on_heat
    results = publish_from_dialog(window, tmp_path / "webb", qtbot, automatic=True)
    assert results.share(_free_port(), "127.0.0.1") is None
    window.controller.close_file()
    assert results.server is None and results.publisher is None
    assert not results.publish_action.isEnabled()


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_the_export_menu_saves_the_spader_report_of_the_round_in_view(window_on_heat, tmp_path, qtbot):
    from openpyxl import load_workbook

    window, stage = window_on_heat
    results = window.controller.results
    window.controller.select(("round", stage, 2))
    assert results.spader_action.isEnabled()
    assert results.spader_action in window.controller.tournament_menus.export_menu.actions()
    written = results.save_spader_workbook(tmp_path / "rond2.xlsx")
    assert load_workbook(written).sheetnames == ["Rond 2"]
    assert window.statusBar().currentMessage() == f"Sparade {written}"
    window.controller.select(("championship",))
    assert not results.spader_action.isEnabled()


def test_the_share_dialog_offers_this_computer_only_by_default_and_a_qr_code_for_the_network(
    window_on_heat, tmp_path, qtbot, monkeypatch
):
    import segno

    from tddesk.publish import serve

    window, _stage = window_on_heat
    monkeypatch.setattr(serve, "lan_addresses", lambda: ["192.0.2.5"])  # a network address, never bound here
    results = publish_from_dialog(window, tmp_path / "webb", qtbot, automatic=False)
    dialog = results.open_share_dialog()
    assert dialog.only_here.isChecked() and not dialog.network.isChecked()
    assert dialog.chosen_host() == "127.0.0.1"
    dialog.port.setValue(_free_port())
    dialog.start_button.click()
    assert results.server is not None and results.server.host == "127.0.0.1"
    assert dialog.qr_code.isHidden()
    dialog.stop_button.click()
    dialog.network.setChecked(True)
    assert dialog.network_address.isEnabled() and dialog.chosen_host() == "192.0.2.5"

    class Shared:  # the server as it would listen on the network address
        host, port = "192.0.2.5", 8080

        def addresses(self):
            return ["http://192.0.2.5:8080/"]

    monkeypatch.setattr(results, "server", Shared())
    dialog._show_state()
    assert not dialog.qr_code.isHidden() and "http://192.0.2.5:8080/" in dialog.address.text()
    modules = len(segno.make("http://192.0.2.5:8080/", error="m").matrix) + 8
    assert dialog.qr_code.pixmap().width() == modules * 4
    monkeypatch.setattr(results, "server", None)
