"""The window controller: championship files opened, created, shared read-only, closed; the tree and its views."""

from __future__ import annotations

import importlib
import sys

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QMessageBox, QWidget

from builders import roster
from built_files import built_file, copy_of
from tddesk.services.files import FileRefused, new_championship, open_championship
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage, stage_views
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.app import create_main_window
from tddesk.ui.controller import VIEW_FACTORIES, lazy_view
from tddesk.ui.dialogs.files.new_championship import NewChampionshipDialog
from tddesk.ui.dialogs.files.open_read_only import OpenReadOnlyQuestion
from tddesk.ui.dialogs.stages.heat_settings import HeatSettingsDialog
from tddesk.ui.status import READ_ONLY_COLOUR
from tddesk.ui.tree import VIEW_KEY_ROLE
from tddesk.ui.views.schedule_view import ScheduleView
from tddesk.ui.views.stage_overview import ChampionshipOverview, StageOverview

LINKOPING = "heat-kvalheat-linkoping"


def write_championship(path) -> None:
    """A championship with a scheduled heat of five teams and an empty two-half heat."""
    tournament = new_championship(
        path, name="DM Lag ÖMBF 2016-17", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    try:
        heat = create_stage(tournament, StageForm("Kvalheat Linköping", 16)).value
        for number in range(5):
            register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 10 * number)), heat)
        make_schedule(tournament, heat)
        create_stage(tournament, StageForm("Kvalheat Motala", 24, 2))
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_championship(tmp_path_factory):
    """write_championship's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "controller-championship", write_championship)


@pytest.fixture
def championship_file(built_championship, tmp_path):
    """A copy of the championship with a scheduled heat of five teams and an empty two-half heat."""
    return copy_of(built_championship, tmp_path / "dm-lag.tddesk")


def new_window(qtbot):
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible)
    return window


def tree_texts(model, parent=None, depth=0) -> list[str]:
    """Every item's text, indented, as the tree shows it with every branch expanded (expanding a
    stage makes its pages: Qt's canFetchMore/fetchMore)."""
    parent = parent if parent is not None else model.invisibleRootItem()
    texts = []
    for row in range(parent.rowCount()):
        child = parent.child(row)
        if model.canFetchMore(child.index()):
            model.fetchMore(child.index())
        texts.append("  " * depth + child.text())
        texts.extend(tree_texts(model, child, depth + 1))
    return texts


def test_tddesk_open_file_shows_the_championship_and_its_heats(qtbot, qtmodeltester, championship_file):
    window = create_main_window(file=championship_file)  # what `tddesk open FILE` does
    qtbot.addWidget(window)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.session is not None)
    model = window.tree_view.model()
    assert model is controller.tree_model
    qtmodeltester.check(model)
    assert tree_texts(model) == [
        "DM Lag ÖMBF 2016-17",
        "  Medlemsregister",
        "  Lag (5)",
        "  Kvalheat Linköping",
        "    Inställningar",
        "    Lag (5)",
        "    Spelschema",
        "    Rond 1",
        "    Rond 2",
        "    Rond 3",
        "    Rond 4",
        "    Rond 5",
        "    Ställning",
        "    Korstabell",
        "    Domslut",
        "    Avgifter",
        "  Kvalheat Motala",
        "    Inställningar",
        "    Lag (0)",
        "    Spelschema",
        "    Ställning",
        "    Korstabell",
        "    Domslut",
        "    Avgifter",
        "  Fördelning SF",
    ]
    assert window.status.file_label.text() == "dm-lag.tddesk"
    assert window.status.saved_label.text().startswith("Sparat ")
    assert window.status.profile_label.text() == "Profil ÖMBF DM Lag 2016-17"
    assert not window.status.read_only_label.isVisible()
    assert isinstance(window.current_view(), ChampionshipOverview)


def test_choosing_tree_items_shows_their_views(qtbot, championship_file):
    window = new_window(qtbot)
    window.request_open(championship_file)
    controller = window.controller
    model = controller.tree_model
    window.tree_view.setCurrentIndex(model.index_of(("schedule", LINKOPING)))
    schedule = window.current_view()
    assert isinstance(schedule, ScheduleView) and schedule.stage_id == LINKOPING
    window.tree_view.setCurrentIndex(model.index_of(("stage_settings", LINKOPING)))
    assert isinstance(window.current_view(), StageOverview)
    window.tree_view.setCurrentIndex(model.index_of(("schedule", LINKOPING)))
    assert window.current_view() is schedule  # made once, shown again
    assert model.index_of(("round", LINKOPING, 3)).data(VIEW_KEY_ROLE) == ("round", LINKOPING, 3)


def test_every_registered_view_has_its_module_and_class():
    for kind, factory in VIEW_FACTORIES.items():
        made_of = dict(zip(factory.__code__.co_freevars, (cell.cell_contents for cell in factory.__closure__ or ())))
        view_class = getattr(importlib.import_module(made_of["module"]), made_of["class_name"], None)
        assert isinstance(view_class, type) and issubclass(view_class, QWidget), kind


def test_a_view_module_that_does_not_exist_is_a_real_error():
    factory = lazy_view("tddesk.ui.views.no_such_view", "NoSuchView")
    with pytest.raises(ModuleNotFoundError):
        factory(None, ("rulings", "x"))


def test_a_view_module_with_a_missing_import_is_a_real_error(qtbot, tmp_path, monkeypatch):
    (tmp_path / "broken_view_module.py").write_text("import no_such_dependency_anywhere\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    factory = lazy_view("broken_view_module", "BrokenView")
    with pytest.raises(ModuleNotFoundError):
        factory(None, ("rulings", "x"))
    sys.modules.pop("broken_view_module", None)


def test_a_second_window_is_offered_the_file_read_only(qtbot, championship_file):
    first = new_window(qtbot)
    first.request_open(championship_file)
    assert first.controller.session is not None and not first.controller.session.read_only

    second = new_window(qtbot)
    second.request_open(championship_file)
    question = second.controller.message_box
    assert isinstance(question, OpenReadOnlyQuestion) and question.isVisible()
    assert "dm-lag.tddesk" in question.text()
    assert second.controller.session is None
    question.button(QMessageBox.StandardButton.Yes).click()

    assert second.controller.session.read_only
    label = second.status.read_only_label
    assert label.isVisible() and label.text() == "Skrivskyddad"
    assert label.palette().color(QPalette.ColorRole.WindowText) == READ_ONLY_COLOUR
    assert "Kvalheat Linköping" in tree_texts(second.controller.tree_model)[3]
    overview = second.current_view()
    assert isinstance(overview, ChampionshipOverview) and not overview.button.isEnabled()


def test_declining_the_read_only_offer_opens_nothing(qtbot, championship_file):
    first = new_window(qtbot)
    first.request_open(championship_file)
    second = new_window(qtbot)
    second.request_open(championship_file)
    second.controller.message_box.button(QMessageBox.StandardButton.No).click()
    assert second.controller.session is None
    assert second.current_view() is second.welcome_page


def test_other_refusals_show_the_services_words(qtbot, tmp_path):
    not_ours = tmp_path / "anteckningar.tddesk"
    not_ours.write_text("inte en turneringsfil")
    with pytest.raises(FileRefused) as refused:
        open_championship(not_ours)
    window = new_window(qtbot)
    window.request_open(not_ours)
    box = window.controller.message_box
    assert box.isVisible() and box.icon() == QMessageBox.Icon.Warning
    assert box.text() == str(refused.value)
    assert window.controller.session is None


def test_new_championship_through_the_dialog(qtbot, tmp_path):
    window = new_window(qtbot)
    window.main_actions.new.trigger()
    dialog = window.findChild(NewChampionshipDialog)
    assert dialog.isVisible()
    assert dialog.season_edit.text() == "2016-17" and dialog.district_edit.text() == "ÖMBF"
    dialog.name_edit.clear()
    dialog.name_edit.insert("DM Lag ÖMBF 2017-18")
    dialog.path_edit.setText(str(tmp_path / "dm-2017"))
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()

    assert not dialog.isVisible()
    assert (tmp_path / "dm-2017.tddesk").is_file()
    assert tree_texts(window.controller.tree_model)[:3] == ["DM Lag ÖMBF 2017-18", "  Medlemsregister", "  Lag (0)"]
    assert window.windowTitle() == "dm-2017.tddesk — tddesk"


def test_new_championship_refused_stays_in_the_dialog(qtbot, tmp_path, championship_file):
    window = new_window(qtbot)
    dialog = window.controller.new_championship()
    dialog.path_edit.setText(str(championship_file))
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible()
    assert str(championship_file) in dialog.error_label.text()
    dialog.name_edit.clear()
    dialog.path_edit.setText(str(tmp_path / "utan-namn.tddesk"))
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and dialog.error_label.text()
    assert window.controller.session is None
    assert not (tmp_path / "utan-namn.tddesk").exists()


def test_the_tree_follows_actions_undo_and_redo(qtbot, qtmodeltester, championship_file):
    window = new_window(qtbot)
    window.request_open(championship_file)
    controller = window.controller
    session = controller.session
    qtmodeltester.check(controller.tree_model)
    new_heat = session.perform("Nytt kvalheat", create_stage, StageForm("Kvalheat Nyköping", 12)).value
    assert "  Kvalheat Nyköping" in tree_texts(controller.tree_model)
    assert window.status.saved_label.text() == "Sparat " + session.tournament.last_saved.strftime("%H:%M:%S")
    window.tree_view.setCurrentIndex(controller.tree_model.index_of(("schedule", new_heat)))
    assert isinstance(window.current_view(), ScheduleView)

    window.undo_stack.undo()
    assert "  Kvalheat Nyköping" not in tree_texts(controller.tree_model)
    assert ("schedule", new_heat) not in controller.views  # the view of a heat that is gone is dropped
    window.undo_stack.redo()
    assert "  Kvalheat Nyköping" in tree_texts(controller.tree_model)
    session.perform("Nytt lag", register_team, TeamForm("Lag 6", roster(100100)), new_heat)
    assert "  Lag (6)" in tree_texts(controller.tree_model)


def test_new_heat_from_the_championship_items_menu(qtbot, championship_file):
    window = new_window(qtbot)
    window.request_open(championship_file)
    controller = window.controller
    menu = controller.context_menu(controller.tree_model.index_of(("championship",)))
    [new_heat] = [action for action in menu.actions() if action.objectName() == "action_new_heat"]
    assert new_heat.text() == "Nytt kvalheat…"
    new_heat.trigger()
    dialog = window.findChild(HeatSettingsDialog)
    assert dialog.isVisible() and dialog.name_edit.text() == ""
    dialog.name_edit.insert("Kvalheat Västervik")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert [stage.form.name for stage in stage_views(controller.session.tournament)][-1] == "Kvalheat Västervik"
    shown = window.current_view()
    assert isinstance(shown, StageOverview) and shown.heading.text() == "Kvalheat Västervik"


def test_close_releases_the_file_for_another_window(qtbot, championship_file):
    first = new_window(qtbot)
    first.request_open(championship_file)
    first.main_actions.close.trigger()
    assert first.controller.session is None and first.current_view() is first.welcome_page
    assert first.tree_view.model() is None and not first.controller.views

    second = new_window(qtbot)
    second.request_open(championship_file)
    assert second.controller.session is not None and not second.controller.session.read_only


def test_closing_the_window_releases_the_file(qtbot, championship_file):
    first = new_window(qtbot)
    first.request_open(championship_file)
    first.close()
    open_championship(championship_file).close()  # no longer in use


def test_demo_championship_is_built_and_opened(qtbot, tmp_path):
    window = new_window(qtbot)
    asked = window.controller.ask_demo_path()
    assert asked.selectedFiles()[0].endswith("DM Lag ÖMBF 2016-17 (demo).tddesk")
    asked.close()
    path = tmp_path / "demo.tddesk"
    path.write_bytes(b"")
    window.controller.build_demo(path)  # not a championship file: never replaced
    assert window.controller.message_box.isVisible() and path.read_bytes() == b""
    path.unlink()

    build = window.controller.build_demo(path)
    assert build.progress.isVisible()
    qtbot.waitUntil(lambda: window.controller.session is not None, timeout=180_000)
    texts = tree_texts(window.controller.tree_model)
    assert texts[0] == "DM Lag ÖMBF 2016-17"
    assert [text.strip() for text in texts if text.startswith("  Kvalheat")] == [
        "Kvalheat Linköping",
        "Kvalheat Norrköping",
        "Kvalheat Motala",
        "Kvalheat Nyköping",
        "Kvalheat Västervik",
    ]


def test_a_demo_build_that_fails_is_told_in_words_and_leaves_no_file(qtbot, tmp_path, monkeypatch):
    import tddesk.demo.championship as demo

    def breaks(path):
        path.write_bytes(b"half a file")
        raise RuntimeError("slut på minne")

    monkeypatch.setattr(demo, "build_demo", breaks)
    window = new_window(qtbot)
    path = tmp_path / "demo.tddesk"
    build = window.controller.build_demo(path)
    assert build.progress.isVisible()
    qtbot.waitUntil(
        lambda: window.controller.message_box is not None and window.controller.message_box.isVisible(), timeout=10_000
    )
    box = window.controller.message_box
    assert box.text() == (
        "Avbröts innan det var klart (Demomästerskapet byggs): slut på minne. Inget mer gjordes; "
        "detaljerna finns i programmets logg (Hjälp → Om tddesk visar mappen)."
    )
    assert "Traceback" not in box.text() and not path.exists() and window.controller.session is None


def test_the_tree_follows_the_language(qtbot, championship_file):
    window = new_window(qtbot)
    window.request_open(championship_file)
    window.open_settings().choose_language("en")
    texts = tree_texts(window.controller.tree_model)
    assert texts[1:4] == ["  Member register", "  Teams (5)", "  Kvalheat Linköping"]
    assert "    Round 1" in texts
    window.open_settings().choose_language("sv")
    assert tree_texts(window.controller.tree_model)[1] == "  Medlemsregister"


def test_a_semifinal_has_its_playing_day_page_in_the_tree(qtbot, tmp_path):
    """A5, A7: the central day of a semifinal opens from the tree (timetable, jury, table times)."""
    import datetime as dt

    from tddesk.services.central_day import create_semifinals

    path = tmp_path / "sf.tddesk"
    tournament = new_championship(path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17")
    teams = [register_team(tournament, TeamForm(f"Lag {n}", roster(100000 + 10 * n))).value for n in range(4)]
    stage_id = create_semifinals(tournament, [teams], ["Linköping"], dt.date(2017, 1, 21), [0]).value[0]
    tournament.close()
    window = create_main_window()
    qtbot.addWidget(window)
    window.controller.open_file(path)
    tree = window.controller.tree_model
    index = tree.index_of(("central_day", stage_id))
    assert index.isValid()
    view = window.controller.select(("central_day", stage_id))
    assert type(view).__name__ == "CentralDayView" and window.current_view() is view
