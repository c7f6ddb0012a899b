"""The open tournament as the UI sees it: every TD action is an undoable command.

``UiSession.perform(text, service, *args)`` runs a service action (one audited transaction),
pushes a QUndoCommand for it and tells every view what changed through ``changed``. Undo and
redo replay the action's row images through the services (``Tournament.undo/redo``), so they are
saved and audited like any other change. Views refresh themselves from ``changed`` — there is
no refresh button anywhere.

``stage_facts(stage_id)`` reads a stage once per change however many views show it (the round
grid and the standings dock after an entry), ``outline()`` the file's outline for the tree and the
championship page: each read is kept until the next change, undo or redo.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tddesk.ids import StageId
from tddesk.services.errors import ServiceError
from tddesk.services.outline import OutlineView, outline
from tddesk.services.tournament import Change, Tournament

if TYPE_CHECKING:
    from tddesk.rules.scoring import StageFacts

Arguments = ParamSpec("Arguments")  # a service's arguments after the tournament


class ServiceCommand(QUndoCommand):
    """One TD action on the undo stack; it was already carried out when pushed."""

    def __init__(self, session: UiSession, text: str, change: Change):
        super().__init__(text)
        self._session = session
        self.change = change
        self._done = True

    def redo(self) -> None:
        if self._done:  # QUndoStack.push calls redo(); the service already ran
            self._done = False
            return
        self._session._replay(self.change, backwards=False)

    def undo(self) -> None:
        self._session._replay(self.change, backwards=True)


class UiSession(QObject):
    """Owns the open Tournament for the window; the only way the UI changes the file."""

    changed = Signal(object)  # a Change: what an action, undo or redo touched
    failed = Signal(str)  # an undo/redo the file refused, in words

    def __init__(self, tournament: Tournament, undo_stack: QUndoStack, parent: QObject | None = None):
        super().__init__(parent)
        self.tournament = tournament
        self.undo_stack = undo_stack
        self._facts: dict[str, tuple[object, StageFacts]] = {}  # stage → (when saved, its facts)
        self._outline: tuple[object, OutlineView] | None = None  # (when saved, the file's outline)
        undo_stack.clear()

    @property
    def read_only(self) -> bool:
        return self.tournament.read_only

    def perform(
        self,
        text: str,
        service: Callable[Concatenate[Tournament, Arguments], Change],
        *args: Arguments.args,
        **kwargs: Arguments.kwargs,
    ) -> Change:
        """Run ``service(tournament, *args, **kwargs)``; raises ServiceError (nothing saved) on refusal.
        The arguments are checked against the service's own signature."""
        return self.record(text, service(self.tournament, *args, **kwargs))

    def record(self, text: str, change: Change) -> Change:
        """Put an action that already ran (e.g. in a worker thread) on the undo stack and announce it."""
        self.undo_stack.push(ServiceCommand(self, text, change))
        self._forget_reads()
        self.changed.emit(change)
        return change

    def _forget_reads(self) -> None:
        self._facts.clear()
        self._outline = None

    def outline(self) -> OutlineView:
        """The file's outline (stages, teams, rounds), read once per change for the tree and the
        championship page alike."""
        saved = self.tournament.last_saved
        if self._outline is None or self._outline[0] != saved:
            self._outline = (saved, outline(self.tournament))
        return self._outline[1]

    def stage_facts(self, stage_id: StageId) -> StageFacts:
        """The stage's facts as the file holds them, read once per change (ServiceError if no stage)."""
        # Keyed by the last save as well: a write that did not come through here is never missed.
        saved = self.tournament.last_saved
        kept = self._facts.get(stage_id)
        if kept is not None and kept[0] == saved:
            return kept[1]
        from tddesk.services.standings import stage_facts  # the ORM's first user in most windows

        facts = stage_facts(self.tournament, stage_id)
        self._facts[stage_id] = (saved, facts)
        return facts

    def _replay(self, change: Change, *, backwards: bool) -> None:
        try:
            replayed = (self.tournament.undo if backwards else self.tournament.redo)(change.audit_id)
        except ServiceError as error:
            self.failed.emit(str(error))
            return
        self._forget_reads()
        self.changed.emit(replayed)

    def close(self) -> None:
        self.undo_stack.clear()
        self.tournament.close()
