"""The venue screen (Visa → Resultattavla): a window for a projector or a second monitor.

Full screen, large type, it cycles through the stage's standings (a page at a time when the
teams do not fit) and the current round's results (and, where its boards are entered, the teams'
running IMPs across the field), with the championship, the stage and the
time at the top. It follows every saved change at once, like the other live views. The type is
sized from the window's height (``ROWS_PER_SCREEN`` lines of text fill it), so it stays readable
from the back of a room on any projector. Esc or a double click closes it, F11 leaves or
re-enters full screen.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QGuiApplication, QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QLayout, QVBoxLayout, QWidget

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.publish.boards import round_boards, stage_has_boards
from tddesk.rules.rows import place_text
from tddesk.rules.scoring import StageFacts, stage_standings
from tddesk.rules.standings import Standings
from tddesk.services.areas import Area
from tddesk.services.round_results import RoundResultsView, round_of_facts
from tddesk.services.stages import championship_name, stage_view
from tddesk.services.standings import stage_facts
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.views.live import LiveView
from tddesk.ui.views.standings_model import STANDINGS_AREAS

if TYPE_CHECKING:
    from tddesk.ui.session import UiSession

ROWS_PER_SCREEN = 16  # lines of body text the window's height is divided into
CYCLE_MS = 12_000  # how long each page stays on the screen
SMALLEST_SHARE = 0.7  # a page too wide for the screen is set at most this much smaller
TITLE_GAP = 24  # pixels between the title and the clock
BACKGROUND, INK, MUTED, ACCENT = "#0b1f3a", "#ffffff", "#c9d6e8", "#ffd34d"  # contrast > 7:1


@dataclass(frozen=True)
class Cell:
    text: str
    number: bool = False
    strong: bool = False


@dataclass(frozen=True)
class Page:
    title: str
    headings: tuple[Cell, ...]
    rows: tuple[tuple[Cell, ...], ...]


class VenueScreen(Retranslating, LiveView, QWidget):
    AREAS = STANDINGS_AREAS | {Area.LINEUPS}  # the standings, the round's results and who played

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("venueScreen")
        self.session = session
        self.stage_id = stage_id
        self.pages: list[Page] = []
        self.page_index = 0
        self.setAutoFillBackground(True)
        self.setStyleSheet(f"#venueScreen {{ background: {BACKGROUND}; }} QLabel {{ color: {INK}; }}")
        self.title = self._label("venueTitle")
        self.clock = self._label("venueClock")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.subtitle = self._label("venueSubtitle")
        self.subtitle.setStyleSheet(f"color: {ACCENT};")
        header = QGridLayout()
        header.addWidget(self.title, 0, 0)
        header.addWidget(self.clock, 0, 1)
        header.addWidget(self.subtitle, 1, 0, 1, 2)
        header.setColumnStretch(0, 1)
        self.body = QGridLayout()
        self.body.setHorizontalSpacing(24)
        self.body.setVerticalSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 16, 32, 16)
        # The screen's size is the projector's: a page too wide must never widen the window (which
        # then stays wide, its last column and the clock off the screen); the type shrinks instead.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.addLayout(header)
        layout.addSpacing(8)
        layout.addLayout(self.body)
        layout.addStretch(1)
        self.cells: list[QLabel] = []
        self.cycle = QTimer(self)
        self.cycle.setInterval(CYCLE_MS)
        self.cycle.timeout.connect(self.next_page)
        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self._tick)
        session.changed.connect(self.on_change)
        self.refresh()
        self.cycle.start()
        self.ticker.start()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        return label

    # --- what it shows ---------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the stage again and show the same page (or the first, if that one is gone)."""
        self._stale = False
        tournament = self.session.tournament
        self.stage_name = stage_view(tournament, self.stage_id).form.name
        self.championship = championship_name(tournament)
        facts = stage_facts(tournament, self.stage_id)
        self.pages = self._standings_pages(stage_standings(facts, tournament.profile, translate)) + self._round_pages(
            facts
        )
        self.page_index = min(self.page_index, len(self.pages) - 1)
        self._tick()
        self._show_page()

    def rows_per_page(self) -> int:
        return ROWS_PER_SCREEN - 4  # the header takes the rest

    def _standings_pages(self, table: Standings) -> list[Page]:
        headings = (
            Cell(self.tr("Rank"), True),
            Cell(self.tr("Team")),
            Cell(self.tr("Played"), True),
            Cell(self.tr("IMP quotient"), True),
            Cell(self.tr("VP"), True),
        )
        rows = []
        for row in table.rows:
            rows.append(
                (
                    Cell(place_text(row, "–"), True),
                    Cell(row.name, strong=True),
                    Cell(str(row.played), True),
                    Cell(numbers.quotient(row.imp_quotient), True),
                    Cell(numbers.vp(row.vp), True, True),
                )
            )
        title = self.tr("Standings") if table.complete else self.tr("Standings after the results entered so far")
        return self._paged(title, headings, rows)

    def current_round(self, facts: StageFacts) -> RoundResultsView | None:
        """The latest round with a result entered (or a walkover), else the first round."""
        walkovers = {match_id for match_id, _ in facts.walkovers}
        rounds = sorted({match.round for match in facts.matches})
        started = [match.round for match in facts.matches if match.halves or match.id in walkovers]
        if not rounds:
            return None
        return round_of_facts(facts, self.session.tournament.profile, max(started) if started else rounds[0])

    def _round_pages(self, facts: StageFacts) -> list[Page]:
        entry = self.current_round(facts)
        if entry is None:
            return []
        headings = [Cell(self.tr("Home")), Cell(self.tr("Away"))]
        if entry.halves > 1:
            headings += [Cell(self.tr("Half {half}").format(half=half), True) for half in range(1, entry.halves + 1)]
        headings += [Cell(self.tr("IMP"), True), Cell(self.tr("VP"), True)]
        rows = []
        for match in entry.matches:
            cells = [Cell(match.home_name, strong=True), Cell(match.away_name, strong=True)]
            if entry.halves > 1:
                cells += [Cell("" if half is None else f"{half[0]}–{half[1]}", True) for half in match.halves]
            total = "" if match.home_imps is None else f"{match.home_imps}–{match.away_imps}"
            vp = "" if match.home_vp is None else f"{numbers.vp(match.home_vp)}–{numbers.vp(match.away_vp)}"
            cells += [Cell(total, True), Cell(vp, True, True)]
            rows.append(tuple(cells))
        if entry.bye_name:
            rows.append((Cell(self.tr("Bye: {team}").format(team=entry.bye_name)),))
        pages = self._paged(self.tr("Round {round}: results").format(round=entry.number), tuple(headings), rows)
        return pages + self._field_pages(entry)

    def _field_pages(self, entry: RoundResultsView) -> list[Page]:
        """Where the round's boards are entered: the teams' running IMPs across the field."""
        tournament = self.session.tournament
        if not stage_has_boards(tournament, self.stage_id):
            return []
        boards = round_boards(tournament, [match.id for match in entry.matches], entry.number)
        if boards is None:
            return []
        headings = (Cell(self.tr("Rank"), True), Cell(self.tr("Team")), Cell(self.tr("IAF"), True))
        rows = [
            (Cell(str(rank), True), Cell(team.name, strong=True), Cell(team.iaf, True, True))
            for rank, team in enumerate(boards.teams, start=1)
        ]
        title = self.tr("Round {round}: IMPs across the field ({boards} boards)").format(
            round=entry.number, boards=len(boards.boards)
        )
        return self._paged(title, headings, rows)

    def _paged(self, title: str, headings: tuple[Cell, ...], rows: Sequence[tuple[Cell, ...]]) -> list[Page]:
        size = self.rows_per_page()
        chunks = [rows[start : start + size] for start in range(0, len(rows), size)] or [[]]
        if len(chunks) == 1:
            return [Page(title, headings, tuple(chunks[0]))]
        return [
            Page(f"{title} ({number}/{len(chunks)})", headings, tuple(chunk))
            for number, chunk in enumerate(chunks, start=1)
        ]

    # --- showing it ------------------------------------------------------------------------------

    def next_page(self) -> None:
        if self.pages:
            self.page_index = (self.page_index + 1) % len(self.pages)
            self._show_page()

    def _show_page(self) -> None:
        for label in self.cells:
            self.body.removeWidget(label)
            label.hide()  # gone from the screen now, deleted when Qt is next idle
            label.deleteLater()
        self.cells = []
        for column in range(self.body.columnCount()):
            self.body.setColumnStretch(column, 0)
        page = self.pages[self.page_index]
        self.title.setText(f"{self.championship} – {self.stage_name}")
        self.subtitle.setText(page.title)
        for column, cell in enumerate(page.headings):
            self._place(cell, 0, column, heading=True)
        for row_number, row in enumerate(page.rows, start=1):
            span = len(page.headings) if len(row) == 1 else 1
            for column, cell in enumerate(row):
                self._place(cell, row_number, column, span=span)
        for column, cell in enumerate(page.headings):
            self.body.setColumnStretch(column, 1 if column == 1 or (column == 0 and not cell.number) else 0)
        self._apply_fonts()

    def _place(self, cell: Cell, row: int, column: int, *, heading: bool = False, span: int = 1) -> None:
        label = QLabel(cell.text, self)
        label.setTextFormat(Qt.TextFormat.PlainText)  # a team's name is shown as typed, never as markup
        label.setProperty("heading", heading)
        label.setProperty("strong", cell.strong)
        label.setAlignment(
            (Qt.AlignmentFlag.AlignRight if cell.number else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter
        )
        if heading:
            label.setStyleSheet(f"color: {MUTED};")
        self.body.addWidget(label, row, column, 1, span)
        label.show()  # now, not when the layout next runs: the grid measures only shown labels
        self.cells.append(label)

    def body_pixel_size(self) -> int:
        """The body text's height in pixels: the window's height shared by ROWS_PER_SCREEN lines."""
        return max(12, int(self.height() / ROWS_PER_SCREEN / 1.35))

    def _apply_fonts(self) -> None:
        """Type sized from the height; a little smaller (down to SMALLEST_SHARE) if a page is too wide."""
        wanted = self.body_pixel_size()
        size = wanted
        layout = self.layout()
        assert layout is not None  # the screen lays itself out in __init__
        room = self.width() - layout.contentsMargins().left() - layout.contentsMargins().right()
        while True:
            for label, factor in ((self.clock, 1.15), (self.subtitle, 1.0)):
                label.setFont(_font(int(size * factor), True))
            self._fit_title(size, room)
            for label in self.cells:
                label.setFont(
                    _font(size if not label.property("heading") else int(size * 0.75), bool(label.property("strong")))
                )
            self.body.invalidate()  # the grid keeps its size hint from before the new type otherwise
            if self.body.sizeHint().width() <= room or size <= wanted * SMALLEST_SHARE:
                break
            size = max(int(size * 0.92), 8)
        self.shown_pixel_size = size

    def _fit_title(self, size: int, room: int) -> None:
        """The title as large as the line beside the clock allows, down to the body's size, and
        wrapped beyond that: a title wider than the screen would push the table off its edge."""
        beside = room - self.clock.sizeHint().width() - TITLE_GAP
        pixels = int(size * 1.15)
        self.title.setWordWrap(False)
        self.title.setFont(_font(pixels, True))
        while self.title.sizeHint().width() > beside and pixels > size:
            pixels -= 1
            self.title.setFont(_font(pixels, True))
        self.title.setWordWrap(self.title.sizeHint().width() > beside)

    def _tick(self) -> None:
        self.clock.setText(dt.datetime.now().strftime("%H:%M"))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._apply_fonts()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        elif event.key() == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        elif event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.next_page()
        else:
            super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.cycle.stop()
        self.ticker.stop()
        with contextlib.suppress(RuntimeError, TypeError):
            self.session.changed.disconnect(self.on_change)
        super().closeEvent(event)

    def retranslate(self) -> None:
        self.refresh()

    def show_on_projector(self) -> None:
        """Full screen on the second screen when there is one (the projector), else on this one."""
        screens = QGuiApplication.screens()
        screen = screens[1] if len(screens) > 1 else (self.screen() or QGuiApplication.primaryScreen())
        self.setScreen(screen)
        self.setGeometry(screen.geometry())  # the whole screen even where no window manager obeys full screen
        self.showFullScreen()


def _font(pixels: int, bold: bool) -> QFont:
    font = QFont()
    font.setPixelSize(max(pixels, 8))
    font.setBold(bold)
    return font
