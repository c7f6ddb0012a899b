"""The championship as a tree (UI.md): the left pane of the main window.

Every item carries a *view key* (``VIEW_KEY_ROLE``), a tuple whose first element names the
view and whose other elements are the view's arguments, e.g. ``("round", "heat-linkoping", 3)``.
The controller shows the view registered for the key's first element.

The model updates itself after every action, undo and redo that touched the championship's
structure (teams, stages, rounds). It updates in place, item by item, so the TD's selection and
the expanded branches stay as they were. What it shows is read from the file's outline
(``services.outline``) in a few queries, whatever the file's size. A stage's pages are made when
its branch is first expanded or one of its pages is asked for (Qt's ``canFetchMore`` /
``fetchMore``), so a national file of 2,000 heats opens with 2,000 items rather than 50,000; the
set of view keys is worked out from the outline, so the controller's questions after each change
need no walk over the items.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel

from tddesk.rules.stage_kinds import CENTRAL_DAY_KINDS, FINAL_KINDS, SEEDED_KINDS, SM_KINDS, StageKind
from tddesk.services.areas import Area
from tddesk.services.outline import OutlineView, PairsEventOutline, StageOutline
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import touches

if TYPE_CHECKING:
    from tddesk.services.tournament import Change

ViewKey = tuple[Any, ...]  # the view's name, then its arguments: ("round", stage id, number)
ModelIndex = QModelIndex | QPersistentModelIndex

VIEW_KEY_ROLE = Qt.ItemDataRole.UserRole + 1
# On a stage's item whose pages have not been made yet: the stage's id.
PENDING_STAGE_ROLE = Qt.ItemDataRole.UserRole + 2
# Tables whose changes alter the tree: names and counts of teams, stages and rounds.
TREE_AREAS = frozenset({Area.CHAMPIONSHIP, Area.TEAMS, Area.STAGES, Area.SCHEDULE, Area.PAIRS})
STAGE_PAGES = ("schedule", "standings", "crosstable", "rulings", "fees")


@dataclass(frozen=True)
class Node:
    key: ViewKey
    text: str
    children: tuple[Node, ...] = ()
    tooltip: str = ""
    stage: StageOutline | None = None  # a stage's item: its pages are made on demand


class ChampionshipTreeModel(QStandardItemModel):
    """Championship › Member register, Teams (n), each heat with its pages, allocation, semifinals, finals.

    A stage's pages: Settings, Teams (n), [Playing day,] Schedule, Round 1…n, Standings, Cross-table,
    Rulings, Fees — the playing day for a semifinal or A-final played on a central day.
    """

    # after items were inserted, removed or renamed: one signal for the whole change (``syncing``
    # is true while it is made), where Qt sends one per row and text
    synced = Signal()

    def __init__(self, session: UiSession, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self._stages: dict[str, StageOutline] = {}  # the stages in the tree, by id
        self._page_names: dict[str, str] = {}
        self.syncing = False  # while items are inserted, removed or renamed
        self._keys: set[ViewKey] | None = None  # worked out from the outline when first asked
        self._fixed_keys: set[ViewKey] = set()  # the keys outside the stages' pages
        self.refresh()
        session.changed.connect(self._changed)

    def _changed(self, change: Change) -> None:
        if touches(change, TREE_AREAS):
            self.refresh()

    def refresh(self) -> None:
        """Bring the tree in line with the file (also after a change of language)."""
        root = self._championship(self.session.outline())
        self._keys = None
        self._fixed_keys = set()
        shown: dict[str, StageOutline] = {}
        pending = [root]
        while pending:
            node = pending.pop()
            self._fixed_keys.add(node.key)
            pending.extend(node.children)
            if node.stage is not None:
                shown[node.stage.id] = node.stage
        self._stages = shown
        self._sync_all(self.invisibleRootItem(), (root,))

    def keys(self) -> set[ViewKey]:
        """Every view key in the tree (also of the pages not made yet)."""
        return set(self._all_keys())

    def __contains__(self, key: ViewKey) -> bool:
        return key in self._fixed_keys or key in self._all_keys()

    def _all_keys(self) -> set[ViewKey]:
        if self._keys is None:
            keys = set(self._fixed_keys)
            for stage in self._stages.values():
                keys.update(_page_keys(stage))
            self._keys = keys
        return self._keys

    def index_of(self, key: ViewKey) -> QModelIndex:
        """The first item with ``key`` (breadth first), or an invalid index; a stage's pages are
        made first when ``key`` is one of them."""
        if key not in self:
            return self.invisibleRootItem().index()
        found = self._find(key)
        if found is None and len(key) > 1 and key[1] in self._stages:
            stage_item = self._find(("stage_settings", key[1]))
            if stage_item is not None:
                self.fetchMore(stage_item.index())
                found = self._find(key, stage_item)
        return found.index() if found is not None else self.invisibleRootItem().index()

    def _find(self, key: ViewKey, start: QStandardItem | None = None) -> QStandardItem | None:
        pending = [start if start is not None else self.invisibleRootItem()]
        while pending:
            item = pending.pop(0)
            for row in range(item.rowCount()):
                child = item.child(row)
                if child.data(VIEW_KEY_ROLE) == key:
                    return child
                pending.append(child)
        return None

    # --- the stages' pages, made on demand (Qt's lazy population) ---------------------------

    def hasChildren(self, parent: ModelIndex = QModelIndex()) -> bool:  # noqa: N802 - Qt's name
        if parent.isValid() and parent.data(PENDING_STAGE_ROLE) is not None:
            return True
        return super().hasChildren(parent)

    def canFetchMore(self, parent: ModelIndex) -> bool:  # noqa: N802 - Qt's name
        return parent.isValid() and parent.data(PENDING_STAGE_ROLE) is not None

    def fetchMore(self, parent: ModelIndex) -> None:  # noqa: N802 - Qt's name
        stage_id = parent.data(PENDING_STAGE_ROLE) if parent.isValid() else None
        if stage_id is None:
            return
        if self.syncing:
            return  # asked from a signal of a change in progress: made when asked again afterwards
        item = self.itemFromIndex(parent)
        item.setData(None, PENDING_STAGE_ROLE)
        stage = self._stages.get(stage_id)
        if stage is not None:
            self._sync_all(item, self._stage_pages(stage))

    def pending_texts(self) -> list[tuple[int, str]]:
        """(depth, text) of the pages not made yet, each distinct text once: what the tree's width
        must allow for before they are shown."""
        texts: set[tuple[int, str]] = set()
        depths: dict[str, int] = {}
        pending = [(self.invisibleRootItem(), -1)]
        while pending:
            item, depth = pending.pop()
            for row in range(item.rowCount()):
                child = item.child(row)
                stage_id = child.data(PENDING_STAGE_ROLE)
                if stage_id is not None:
                    depths[stage_id] = depth + 2
                elif child.rowCount():
                    pending.append((child, depth + 1))
        seen: set[object] = set()  # stages alike in kind, teams and rounds have the same page texts
        for stage_id, depth in depths.items():
            stage = self._stages.get(stage_id)
            alike = stage and (depth, stage.kind, stage.team_count, stage.round_numbers)
            if stage is not None and alike not in seen:
                seen.add(alike)
                texts.update((depth, node.text) for node in self._stage_pages(stage))
        return sorted(texts)

    def _sync_all(self, parent: QStandardItem, nodes: tuple[Node, ...]) -> None:
        self.syncing = True
        try:
            self._sync(parent, nodes)
        finally:
            self.syncing = False
            self.synced.emit()

    def _sync(self, parent: QStandardItem, nodes: tuple[Node, ...]) -> None:
        """Make ``parent``'s children match ``nodes``, keeping items whose key is unchanged."""
        for row, node in enumerate(nodes):
            existing = parent.child(row) if row < parent.rowCount() else None
            if existing is None or existing.data(VIEW_KEY_ROLE) != node.key:
                later = next(
                    (r for r in range(row + 1, parent.rowCount()) if parent.child(r).data(VIEW_KEY_ROLE) == node.key),
                    None,
                )
                if later is not None:
                    parent.removeRows(row, later - row)
                else:
                    parent.insertRow(row, [_item(node)])  # the list form: PySide keeps the item alive
            item = parent.child(row)
            if item.text() != node.text:
                item.setText(node.text)
            if item.toolTip() != node.tooltip:
                item.setToolTip(node.tooltip)
            if node.stage is None:
                self._sync(item, node.children)
            elif item.data(PENDING_STAGE_ROLE) is None:  # its pages are shown: keep them up to date
                self._sync(item, self._stage_pages(node.stage))
        if parent.rowCount() > len(nodes):
            parent.removeRows(len(nodes), parent.rowCount() - len(nodes))

    # --- what the tree should show -------------------------------------------------------

    def _championship(self, file: OutlineView) -> Node:
        tournament = self.session.tournament
        stages = file.stages
        self._page_names = {
            "schedule": self.tr("Schedule"),
            "standings": self.tr("Standings"),
            "crosstable": self.tr("Cross-table"),
            "rulings": self.tr("Rulings"),
            "fees": self.tr("Fees"),
            "stage_settings": self.tr("Settings"),
            "central_day": self.tr("Playing day"),
            "seeds": self.tr("Seeds"),
            "gronahissen": self.tr("Gröna Hissen"),
            "knockout": self.tr("Knockout"),
            "appeals": self.tr("Appeals"),
            "teams": self.tr("Teams ({count})"),
            "round": self.tr("Round {number}"),
        }
        heats = [stage for stage in stages if stage.kind == StageKind.HEAT]
        semifinals = [stage for stage in stages if stage.kind == StageKind.SEMIFINAL]
        finals = [stage for stage in stages if stage.kind in FINAL_KINDS]
        # A pairs championship has no teams: no "Teams (0)" item in its tree.
        pairs_only = bool(file.pairs_events) and not stages and not file.team_count
        children = [
            Node(("members",), self.tr("Member register")),
            *(() if pairs_only else (Node(("teams",), self.tr("Teams ({count})").format(count=file.team_count)),)),
            *(self._stage(stage) for stage in heats),
        ]
        if heats:
            children.append(Node(("allocation",), self.tr("Allocation to semifinals")))
        if semifinals:
            children.append(
                Node(("semifinals",), self.tr("Semifinals"), tuple(self._stage(stage) for stage in semifinals))
            )
        children.extend(self._stage(stage) for stage in finals)
        children.extend(self._stage(stage) for stage in stages if stage.kind in SM_KINDS)
        children.extend(self._pairs_event(event) for event in file.pairs_events)
        return Node(("championship",), file.championship or tournament.path.stem, tuple(children), str(tournament.path))

    def _stage(self, stage: StageOutline) -> Node:
        # The heat's own item opens its settings page, like "Settings" below it.
        return Node(("stage_settings", stage.id), stage.name, stage=stage)

    def _stage_pages(self, stage: StageOutline) -> tuple[Node, ...]:
        names = self._page_names
        dates = {round_.number: round_.date for round_ in stage.rounds}
        pages = []
        for key in _page_keys(stage):
            tooltip = ""
            if key[0] == "teams":
                text = names["teams"].format(count=stage.team_count)
            elif key[0] == "round":
                text = names["round"].format(number=key[2])
                date = dates[key[2]]
                tooltip = date.isoformat() if date else ""
            else:
                text = names[key[0]]
            pages.append(Node(key, text, tooltip=tooltip))
        return tuple(pages)

    def _pairs_event(self, event: PairsEventOutline) -> Node:
        """A pairs championship: its heats, the final places and, once it has a final, the final's result."""
        pages = [Node(("pairs_heat", heat.id), heat.name) for heat in event.heats]
        pages.append(Node(("pairs_places", event.id), self.tr("Final places")))
        if any(heat.kind == "final" for heat in event.heats):
            pages.append(Node(("pairs_final", event.id), self.tr("Final result and plaques")))
        return Node(("pairs_event", event.id), event.name, tuple(pages))


def _page_keys(stage: StageOutline) -> list[ViewKey]:
    """The view keys of a stage's pages, in the tree's order.

    A stage's pages: Settings, Teams (n), [Playing day,] Schedule, Round 1…n, Standings, Cross-table,
    Rulings, Fees — the playing day for a semifinal or A-final played on a central day.
    """
    keys: list[ViewKey] = [("stage_settings", stage.id), ("teams", stage.id)]
    if stage.kind in CENTRAL_DAY_KINDS:  # the venue's timetable, jury, table times and fees
        keys.append(("central_day", stage.id))
    if stage.kind in SEEDED_KINDS:  # S2: the TD's seeds
        keys.append(("seeds", stage.id))
    if stage.kind == StageKind.SM_VETERAN:  # S5: Gröna Hissen pairing, late starts, the knockout
        keys.append(("gronahissen", stage.id))
    if stage.kind == StageKind.SM_KNOCKOUT:  # S5: choices of opponents and the bracket
        keys.append(("knockout", stage.id))
    keys.append(("schedule", stage.id))
    keys.extend(("round", stage.id, number) for number in stage.round_numbers)
    keys.extend((page, stage.id) for page in STAGE_PAGES[1:])
    if stage.kind in SM_KINDS:  # S4: the appeals register
        keys.append(("appeals", stage.id))
    return keys


def _item(node: Node) -> QStandardItem:
    item = QStandardItem(node.text)
    item.setEditable(False)
    item.setData(node.key, VIEW_KEY_ROLE)
    item.setToolTip(node.tooltip)
    if node.stage is not None:
        item.setData(node.stage.id, PENDING_STAGE_ROLE)
    return item
