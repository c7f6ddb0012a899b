"""The venue screen (Visa → Resultattavla): large type, cycling pages, live with the main window (H8, VP1)."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from builders import championship, roster
from built_files import built_file, copy_of
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.app import create_main_window
from tddesk.ui.venue_screen import ROWS_PER_SCREEN

NAMES = ("Ek", "Holm", "Sund", "Berg", "Lind", "Asp")


HEAT = "heat-kvalheat-linkoping"


def write_heat(path) -> None:
    """Six teams in a heat scheduled from 3 October 2016, nothing played."""
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
    return built_file(tmp_path_factory, "venue-screen-heat", write_heat)


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


def open_screen(window, stage, qtbot, size=(1280, 720)):
    screen = window.controller.results.open_venue_screen(stage, full_screen=False)
    qtbot.addWidget(screen)
    screen.resize(*size)
    qtbot.waitUntil(screen.isVisible)
    QApplication.processEvents()
    return screen


def texts(screen) -> list[str]:
    return [label.text() for label in screen.cells]


def test_the_venue_screen_names_championship_stage_and_time_in_swedish(window_on_heat, qtbot):
    window, stage = window_on_heat
    screen = open_screen(window, stage, qtbot)
    assert screen.title.text() == "DM Lag ÖMBF 2016-17 – Kvalheat Linköping"
    shown = dt.datetime.strptime(screen.clock.text(), "%H:%M")
    now = dt.datetime.now()
    assert abs((now.hour * 60 + now.minute) - (shown.hour * 60 + shown.minute)) <= 1
    assert screen.subtitle.text().startswith("Ställning")
    assert {"Plac", "Lag", "VP"} <= set(texts(screen))
    assert set(NAMES) <= set(texts(screen))


@pytest.mark.parametrize("height", [720, 1080])
def test_type_is_readable_from_the_back_of_the_room(window_on_heat, qtbot, height):
    window, stage = window_on_heat
    screen = open_screen(window, stage, qtbot, (height * 16 // 9, height))
    body = [label for label in screen.cells if not label.property("heading")]
    assert body
    # Every line of the table is at least 1/30 of the window's height: 24 px at 720p, 36 px at 1080p,
    # about what a 4 m wide projection needs to be read from 15 m.
    for label in body:
        assert label.font().pixelSize() >= height / 30, (label.text(), label.font().pixelSize())
    assert screen.title.font().pixelSize() >= height / 24
    assert screen.body_pixel_size() == int(height / ROWS_PER_SCREEN / 1.35)
    lines = [label for label in body if label.text() in NAMES]
    assert all(label.geometry().bottom() <= screen.height() for label in lines)  # the whole table fits


def test_it_cycles_from_the_standings_to_the_current_round(window_on_heat, qtbot):
    window, stage = window_on_heat
    screen = open_screen(window, stage, qtbot)
    screen.cycle.setInterval(50)
    qtbot.waitUntil(lambda: screen.subtitle.text().startswith("Rond 1"), timeout=3000)
    assert {"Hemma", "Borta", "IMP", "VP"} <= set(texts(screen))
    qtbot.waitUntil(lambda: screen.subtitle.text().startswith("Ställning"), timeout=3000)


def test_it_follows_a_result_typed_in_the_main_window_without_a_click(window_on_heat, qtbot):
    window, stage = window_on_heat
    screen = open_screen(window, stage, qtbot)
    entry = window.controller.select(("round", stage, 1))
    window.activateWindow()
    entry.start_entry()
    editor = entry.table.indexWidget(entry.table.currentIndex())
    home = entry.model.entry.matches[0].home_name
    qtbot.keyClicks(editor, "31")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    qtbot.keyClicks(entry.table.indexWidget(entry.table.currentIndex()), "18")
    qtbot.keyClick(entry.table.indexWidget(entry.table.currentIndex()), Qt.Key.Key_Return)
    # The standings page in front: the home team leads with 13,52 VP (VP1, 16 boards).
    qtbot.waitUntil(
        lambda: texts(screen)[texts(screen).index(home) + 3 :][:1] == ["13,52"] if home in texts(screen) else False,
        timeout=3000,
    )
    rows = [texts(screen)[i : i + 5] for i in range(5, len(texts(screen)), 5)]
    assert rows[0][:2] == ["1", home] and rows[0][4] == "13,52"
    screen.next_page()
    assert screen.subtitle.text() == "Rond 1: resultat"
    assert "31–18" in texts(screen) and "13,52–6,48" in texts(screen)


def test_escape_closes_the_screen_and_the_menu_entry_needs_a_stage_in_view(window_on_heat, qtbot):
    window, stage = window_on_heat
    results = window.controller.results
    window.controller.select(("championship",))
    assert not results.venue_action.isEnabled()
    window.controller.select(("standings", stage))
    assert results.venue_action.isEnabled()
    screen = open_screen(window, stage, qtbot)
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    assert not screen.isVisible()
    assert isinstance(screen.cells[0], QLabel)


def test_with_boards_entered_it_shows_the_running_imps_across_the_field(tmp_path, qtbot):
    from tddesk.services.boards import enter_board
    from tddesk.services.schedule import schedule_view

    path = tmp_path / "dag.tddesk"
    tournament = championship(path)
    stage = create_stage(tournament, StageForm("Semifinal 1", 8, kind="semifinal")).value
    for number, name in enumerate(NAMES[:4]):
        register_team(tournament, TeamForm(name, roster(100000 + 10 * number)), stage)
    make_schedule(tournament, stage, first_date=dt.date(2017, 1, 14))
    first, second = schedule_view(tournament, stage).rounds[0].matches
    for match, closed_result in ((first, "="), (second, "-1")):
        enter_board(tournament, match.id, 1, "open", 1, "4S", "N", "=")
        enter_board(tournament, match.id, 1, "closed", 1, "4S", "N", closed_result)
    tournament.close()
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    window.controller.open_file(path)
    screen = open_screen(window, stage, qtbot)
    titles = [page.title for page in screen.pages]
    assert titles[-1] == "Rond 1: IMP över fältet (1 brickor)"
    while screen.subtitle.text() != titles[-1]:
        screen.next_page()
    shown = texts(screen)
    # The home team of the second match: +3,33 NS in the open room and +10,00 EW in the closed one.
    assert shown[3:6] == ["1", second.home_name, "+13,33"]
    assert shown[-2:] == [second.away_name, "\N{MINUS SIGN}13,33"]  # Swedish: a real minus sign
    window.controller.close_file()


def test_a_long_stage_name_leaves_every_column_and_the_clock_on_a_1280_screen_H8(tmp_path, qtbot):
    """Seen with the semifinal demo day on a 1280×800 projector: a title wider than the screen
    pushed the VP column and the clock off its right edge."""
    path = tmp_path / "sf.tddesk"
    tournament = championship(path)
    try:
        stage = create_stage(tournament, StageForm("Semifinal 2 – Norrköping", 20)).value
        for number, name in enumerate(("Almqvist Nyköping", "Dahl Norrköping", "Hägg", "Jönsson Västervik")):
            register_team(tournament, TeamForm(name, roster(100000 + 10 * number)), stage)
        make_schedule(tournament, stage, first_date=dt.date(2017, 1, 21))
    finally:
        tournament.close()
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    window.controller.open_file(path)
    try:
        screen = open_screen(window, stage, qtbot, (1280, 800))
        assert screen.width() == 1280  # the header does not force the window wider than the screen
        for _page in screen.pages:
            QApplication.processEvents()
            assert "VP" in texts(screen)
            for label in [*screen.cells, screen.title, screen.clock]:
                right = label.mapTo(screen, label.rect().topRight()).x()
                assert label.isVisible() and right <= 1280, (label.text(), right)
            screen.next_page()
        # A page too wide even in smaller type (a team's very long name) does not widen the window
        # for good: the pages after it keep the clock on the screen.
        screen.pages = [_too_wide(screen.pages[0]), *screen.pages]
        screen.page_index = 0
        screen._show_page()
        QApplication.processEvents()
        screen.next_page()
        QApplication.processEvents()
        assert screen.width() == 1280
        assert screen.clock.mapTo(screen, screen.clock.rect().topRight()).x() <= 1280
    finally:
        window.controller.close_file()


def _too_wide(page):
    first, *rest = page.rows
    long_name = type(first[1])(" ".join(["Jönsson Västervik"] * 6), strong=True)
    return type(page)(page.title, page.headings, ((first[0], long_name, *first[2:]), *rest))
