"""The championship's menus (UI.md): Domslut, Skriv ut, Edit → First empty result, and (from
``tddesk.ui.file_menus``) File → Import / Export / Merge heat, with the toolbar's
[Sen ankomst][Långsamt spel][W.O.] and [Skriv ut][Exportera].

They act on the file open in the window and the view in its centre: a ruling is for the stage in
view; Preview, Save as PDF and Print act on the view's own sheet (a round's match reports, the
standings, the cross-table, the schedule), and every sheet of the stage has its own submenu. The
actions follow the view and the file: rulings need a stage in view, rulings and merging a file
that is not read-only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QToolButton, QWidget

from tddesk.reports.documents import BY_NAME, PAIRS_EVENT, PAIRS_HEAT, offered_documents
from tddesk.services.errors import ServiceError
from tddesk.ui.file_menus import STATUS_MESSAGE_MS, FileMenus, missing_lineups
from tddesk.ui.window_host import WindowHost

# Printing (Qt's print support) is imported once a stage is in view, not at start.
if TYPE_CHECKING:
    from tddesk.ui.printing import PrintJobs
    from tddesk.ui.views.round_entry import RoundEntryView


RULING_KINDS = ("late_arrival", "slow_play", "unauthorised_player", "walkover", "exclusion", "committee")
RULING_SHORTCUTS = {
    "late_arrival": "F5",
    "slow_play": "F6",
    "unauthorised_player": "F7",
    "walkover": "F8",
    "exclusion": "F9",
    "committee": "Shift+F9",
}
MATCH_RULINGS = frozenset({"late_arrival", "slow_play", "unauthorised_player", "walkover"})
TOOLBAR_RULINGS = ("late_arrival", "slow_play", "walkover")
PRINT_OPERATIONS = ("preview", "save_pdf", "print")


def menu_entry_name(document: str, round_number: int | None) -> str:
    """The Print menu entry's part of its object names: a document printed per round has an entry
    for the round in view ("match-reports-round") beside the one for the whole stage."""
    return document if round_number is None else f"{document}-round"


# The tree's pairs pages → the kind of page whose documents the Print menu offers
PAIRS_PAGES = {
    "pairs_heat": PAIRS_HEAT,
    "pairs_places": PAIRS_EVENT,
    "pairs_final": PAIRS_EVENT,
    "pairs_event": PAIRS_EVENT,
}


class TournamentMenus(FileMenus):
    def __init__(self, controller: WindowHost):
        super().__init__(controller)  # File → Import / Export / Merge heat
        window = self.window
        self._jobs: PrintJobs | None = None
        self.pairs_page: tuple[str, str] | None = None  # a pairs heat or championship in view: (id, kind)
        self.round_number: int | None = None  # the round in view
        self.view_document: str | None = None  # the sheet of the view in the centre (a document's name)
        self._documents_for: tuple[Any, ...] | None = None  # what the sheet submenus were made for

        # Edit → the first IMP cell still waiting for a result, from anywhere in the stage.
        self.first_empty_result = self._action("first_empty_result")
        self.first_empty_result.setShortcut(QKeySequence("Ctrl+E"))
        window.menus.edit.addSeparator()
        window.menus.edit.addAction(self.first_empty_result)
        self.first_empty_result.triggered.connect(self.go_to_first_empty_result)

        self.rulings = {kind: self._action(kind) for kind in RULING_KINDS}
        for kind, ruling in self.rulings.items():
            ruling.setShortcut(QKeySequence(RULING_SHORTCUTS[kind]))
        window.menus.rulings.addActions(list(self.rulings.values()))

        self.preview, self.save_pdf, self.print_ = (self._action(name) for name in PRINT_OPERATIONS)
        self.print_.setShortcut(QKeySequence.StandardKey.Print)
        window.menus.print.addActions([self.preview, self.save_pdf, self.print_])
        window.menus.print.addSeparator()
        self.document_menus: dict[str, QMenu] = {}

        toolbar = window.main_actions.toolbar
        toolbar.addSeparator()
        toolbar.addActions([self.rulings[kind] for kind in TOOLBAR_RULINGS])
        toolbar.addSeparator()
        toolbar.addActions([self.print_, self.export_menu.menuAction()])
        export_button = toolbar.widgetForAction(self.export_menu.menuAction())
        assert isinstance(export_button, QToolButton)  # a toolbar shows a menu's action as a tool button
        export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)  # a click opens the menu

        for kind, ruling in self.rulings.items():
            ruling.triggered.connect(lambda _checked=False, chosen=kind: self.open_ruling(chosen))
        for operation, print_action in zip(PRINT_OPERATIONS, (self.preview, self.save_pdf, self.print_), strict=True):
            print_action.triggered.connect(
                lambda _checked=False, chosen=operation: self.run(chosen, self.view_document, self.round_number)
            )
        window.views.currentChanged.connect(self.update)
        window.installEventFilter(self)
        self.retranslate()
        self.update()

    # --- following the view and the file ---------------------------------------------------------

    def current_key(self) -> tuple[Any, ...] | None:
        current = self.window.current_view()
        return next((key for key, widget in self.controller.views.items() if widget is current), None)

    @property
    def jobs(self) -> PrintJobs:
        """Preview, save as PDF and print (made on first use)."""
        if self._jobs is None:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.printing import PrintJobs

            self._jobs = PrintJobs(self.window, self.controller.show_problem)
            self._jobs.saved.connect(
                lambda path: self.window.statusBar().showMessage(
                    self.tr("Saved {path}").format(path=path), STATUS_MESSAGE_MS
                )
            )
        return self._jobs

    def update(self) -> None:
        """Enable what the view in the centre and the open file allow; the sheets of its stage."""
        session = self.controller.session
        key = self.current_key() if session is not None else None
        stage_id = key[1] if key is not None and len(key) > 1 else None
        self.stage = None
        if stage_id is not None:  # a stage's page (its id second in the key), not e.g. ("teams",)
            from tddesk.services.stages import stage_view  # with the ORM, after the window's first paint

            assert session is not None  # a key is read only with a file open
            try:
                self.stage = stage_view(session.tournament, stage_id)
            except ServiceError:  # its stage was just undone away
                self.stage = None
        self.pairs_page = (
            (key[1], PAIRS_PAGES[key[0]]) if self.stage is None and key is not None and key[0] in PAIRS_PAGES else None
        )
        self.round_number = key[2] if self.stage is not None and key is not None and key[0] == "round" else None
        self.view_document = None
        if self.stage is not None and key is not None:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.printing import VIEW_DOCUMENTS

            self.view_document = VIEW_DOCUMENTS.get(key[0])
        writable = session is not None and not session.read_only
        for ruling in self.rulings.values():
            ruling.setEnabled(writable and self.stage is not None)
        for print_action in (self.preview, self.save_pdf, self.print_):
            print_action.setEnabled(self.view_document is not None)
            print_action.setStatusTip(
                BY_NAME[self.view_document].title(self.round_number) if self.view_document is not None else ""
            )
        self.first_empty_result.setEnabled(self.stage is not None)
        self._update_file_menus(session, writable)
        self._make_document_menus()

    def _make_document_menus(self, force: bool = False) -> None:
        target = (self.stage.id, self.stage.form.kind) if self.stage is not None else self.pairs_page
        wanted = (*target, self.round_number) if target is not None else None
        if wanted == self._documents_for and not force:
            return
        self._documents_for = wanted
        print_menu = self.window.menus.print
        for menu in self.document_menus.values():
            print_menu.removeAction(menu.menuAction())
            menu.deleteLater()
        self.document_menus = {}
        if target is None:
            return
        for document, round_number in offered_documents(target[1], self.round_number):
            entry_name = menu_entry_name(document.name, round_number if document.per_round else None)
            menu = QMenu(document.title(round_number), print_menu)
            menu.setObjectName(f"menu_print_{entry_name}")
            for operation, text in zip(PRINT_OPERATIONS, self._operation_texts(), strict=True):
                entry = menu.addAction(text)
                entry.setObjectName(f"action_{operation}_{entry_name}")
                entry.triggered.connect(
                    lambda _checked=False, op=operation, chosen=document.name, number=round_number: self.run(
                        op, chosen, number
                    )
                )
            print_menu.addMenu(menu)
            self.document_menus[entry_name] = menu

    # --- the actions -----------------------------------------------------------------------------

    def run(self, operation: str, name: str | None, round_number: int | None = None) -> object:
        """Preview, save as PDF or print document ``name`` of the stage in view, for ``round_number``
        where it takes one (None: the whole stage); what it opened or wrote."""
        target_id = self.stage.id if self.stage is not None else self.pairs_page[0] if self.pairs_page else None
        if name is None or target_id is None or self.controller.session is None:
            return None
        tournament = self.controller.session.tournament
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.printing import printable

        if BY_NAME[name].lists_lineups and not self._lineups_complete(
            missing_lineups(tournament, target_id, round_number), self.tr("Print anyway?")
        ):
            return None
        try:
            as_of = getattr(self.window.current_view(), "as_of", None) if name == "fees" else None
            # the fees view counts the late fee on the date the TD chose there (F1)
            # a pairs page's id goes in as the stage's: printable names and writes either
            document = printable(
                tournament,
                name,
                target_id,  # type: ignore[arg-type]
                round_number,
                as_of() if as_of else None,
            )
        except ServiceError as error:
            self.controller.show_problem(self.tr("The sheet cannot be printed"), str(error))
            return None
        self.jobs.folder = tournament.path.parent
        return {"preview": self.jobs.preview, "save_pdf": self.jobs.save_as_pdf, "print": self.jobs.print_}[operation](
            document
        )

    def go_to_first_empty_result(self) -> QWidget | None:
        """The round in view at its first empty IMP cell; elsewhere in a stage, its first round
        that still waits for a result."""
        view = self.window.current_view()
        if getattr(view, "start_entry", None) is None:
            if self.stage is None or self.controller.session is None:
                return None
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.services.round_results import first_round_waiting

            number = first_round_waiting(self.controller.session.tournament, self.stage.id)
            if number is None:
                self.window.statusBar().showMessage(
                    self.tr("Every match of {stage} has its result.").format(stage=self.stage.form.name),
                    STATUS_MESSAGE_MS,
                )
                return None
            view = self.controller.select(("round", self.stage.id, number))
            if view is None:
                return None
        # a round's view: it has start_entry (looked up above) or was just selected as one
        cast("RoundEntryView", view).start_entry()
        return view

    def open_ruling(self, kind: str) -> QDialog | None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.views.rulings_view import open_ruling_dialog

        if self.stage is None or self.controller.session is None:
            return None
        prefill = {}
        selected = getattr(self.window.current_view(), "selected_match_id", None)
        match_id = selected() if selected is not None else None
        if match_id is not None and kind in MATCH_RULINGS:  # the match the TD is on, not round 1's first
            prefill["match_id"] = match_id
        # What the view knows of the ruling besides the match: a late table's minutes (P2).
        known = getattr(self.window.current_view(), "ruling_prefill", None)
        if known is not None:
            prefill.update(known(kind))
        try:
            self.dialog = open_ruling_dialog(kind, self.controller.session, self.stage.id, self.window, **prefill)
        except ServiceError as error:
            self.controller.show_problem(self.tr("The ruling cannot be made"), str(error))
            return None
        # The keys go back to the window and the cell the TD left: without a window manager
        # nothing else makes the window active again, and F5-F8 would reach no window at all.
        self.dialog.finished.connect(self.window.activateWindow)
        return self.dialog

    # --- language --------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # While Python tears the window down, this object's attributes may already be gone.
        if event.type() == QEvent.Type.LanguageChange and watched is self.__dict__.get("window"):
            self.retranslate()
        return False

    def _operation_texts(self) -> tuple[str, str, str]:
        return self.tr("Pre&view…"), self.tr("Save as P&DF…"), self.tr("&Print…")

    def retranslate(self) -> None:
        self._retranslate_file_menus()
        self.first_empty_result.setText(self.tr("&First empty result"))
        ruling_texts = {
            "late_arrival": (self.tr("&Late arrival…"), self.tr("Late arrival")),
            "slow_play": (self.tr("&Slow play…"), self.tr("Slow play")),
            "unauthorised_player": (self.tr("&Unauthorised player…"), self.tr("Unauthorised player")),
            "walkover": (self.tr("&Walkover…"), self.tr("W.O.")),
            "exclusion": (self.tr("&Exclusion…"), self.tr("Exclusion")),
            "committee": (self.tr("&Committee ruling…"), self.tr("Committee ruling")),
        }
        for kind, (text, short) in ruling_texts.items():
            self.rulings[kind].setText(text)
            self.rulings[kind].setIconText(short)
        for print_action, text in zip((self.preview, self.save_pdf, self.print_), self._operation_texts(), strict=True):
            print_action.setText(text)
        self.print_.setIconText(self.tr("Print"))
        self._make_document_menus(force=True)
