"""The championship as a tree (UI.md): the left pane of the main window.

Every item carries a *view key* (``VIEW_KEY_ROLE``), a tuple whose first element names the
view and whose other elements are the view's arguments, e.g. ``("round", "heat-linkoping", 3)``.
The controller shows the view registered for the key's first element.

The model updates itself after every action, undo and redo that touched the championship's
structure (teams, stages, rounds). It updates in place, item by item, so the TD's selection and
the expanded branches stay as they were. What it shows is read from the file's outline
(``services.outline``) in a few queries, whatever the file's size; the set of view keys is kept
with it, so the controller's questions after each change need no walk over the items.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from tddesk.services.areas import Area
from tddesk.services.outline import OutlineView, StageOutline, outline
from tddesk.services.pairs import EventView, pairs_events
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import touches

VIEW_KEY_ROLE = Qt.ItemDataRole.UserRole + 1
# Tables whose changes alter the tree: names and counts of teams, stages and rounds.
TREE_AREAS = frozenset({Area.CHAMPIONSHIP, Area.TEAMS, Area.STAGES, Area.SCHEDULE, Area.PAIRS})
STAGE_PAGES = ("schedule", "standings", "crosstable", "rulings", "fees")
CENTRAL_DAY_KINDS = frozenset({"semifinal", "a_final"})
SM_KINDS = frozenset({"sm_semifinal", "sm_final", "sm_veteran", "sm_knockout"})


@dataclass(frozen=True)
class Node:
    key: tuple
    text: str
    children: tuple[Node, ...] = ()
    tooltip: str = ""


class ChampionshipTreeModel(QStandardItemModel):
    """Championship › Member register, Teams (n), each heat with its pages, allocation, semifinals, finals.

    A stage's pages: Settings, Teams (n), [Playing day,] Schedule, Round 1…n, Standings, Cross-table,
    Rulings, Fees — the playing day for a semifinal or A-final played on a central day.
    """

    def __init__(self, session: UiSession, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self._keys: set[tuple] = set()
        self.refresh()
        session.changed.connect(self._changed)

    def _changed(self, change) -> None:
        if touches(change, TREE_AREAS):
            self.refresh()

    def refresh(self) -> None:
        """Bring the tree in line with the file (also after a change of language)."""
        root = self._championship(outline(self.session.tournament))
        self._keys = set()
        pending = [root]
        while pending:
            node = pending.pop()
            self._keys.add(node.key)
            pending.extend(node.children)
        _sync(self.invisibleRootItem(), (root,))

    def keys(self) -> set[tuple]:
        """Every view key in the tree."""
        return set(self._keys)

    def index_of(self, key: tuple):
        """The first item with ``key`` (breadth first), or an invalid index."""
        if key not in self._keys:
            return self.invisibleRootItem().index()
        pending = [self.invisibleRootItem()]
        while pending:
            item = pending.pop(0)
            for row in range(item.rowCount()):
                child = item.child(row)
                if child.data(VIEW_KEY_ROLE) == key:
                    return child.index()
                pending.append(child)
        return self.invisibleRootItem().index()

    # --- what the tree should show -------------------------------------------------------

    def _championship(self, file: OutlineView) -> Node:
        tournament = self.session.tournament
        stages = file.stages
        heats = [stage for stage in stages if stage.kind == "heat"]
        semifinals = [stage for stage in stages if stage.kind == "semifinal"]
        finals = [stage for stage in stages if stage.kind in ("a_final", "b_final")]
        children = [
            Node(("members",), self.tr("Member register")),
            Node(("teams",), self.tr("Teams ({count})").format(count=file.team_count)),
            *(self._stage(stage) for stage in heats),
        ]
        if heats:
            children.append(Node(("allocation",), self.tr("Allocation to semifinals")))
        if semifinals:
            children.append(Node(("semifinals",), self.tr("Semifinals"),
                                 tuple(self._stage(stage) for stage in semifinals)))
        children.extend(self._stage(stage) for stage in finals)
        children.extend(self._stage(stage) for stage in stages if stage.kind in SM_KINDS)
        children.extend(self._pairs_event(event) for event in pairs_events(tournament))
        return Node(("championship",), file.championship or tournament.path.stem, tuple(children),
                    str(tournament.path))

    def _stage(self, stage: StageOutline) -> Node:
        rounds = stage.rounds
        page_names = {"schedule": self.tr("Schedule"), "standings": self.tr("Standings"),
                      "crosstable": self.tr("Cross-table"), "rulings": self.tr("Rulings"), "fees": self.tr("Fees")}
        pages = [Node(("stage_settings", stage.id), self.tr("Settings")),
                 Node(("teams", stage.id), self.tr("Teams ({count})").format(count=stage.team_count))]
        if stage.kind in CENTRAL_DAY_KINDS:  # the venue's timetable, jury, table times and fees
            pages.append(Node(("central_day", stage.id), self.tr("Playing day")))
        if stage.kind in ("sm_semifinal", "sm_final"):   # S2: the TD's seeds
            pages.append(Node(("seeds", stage.id), self.tr("Seeds")))
        if stage.kind == "sm_veteran":   # S5: Gröna Hissen pairing, late starts, the knockout
            pages.append(Node(("gronahissen", stage.id), self.tr("Gröna Hissen")))
        if stage.kind == "sm_knockout":  # S5: choices of opponents and the bracket
            pages.append(Node(("knockout", stage.id), self.tr("Knockout")))
        pages.append(Node(("schedule", stage.id), page_names["schedule"]))
        pages.extend(Node(("round", stage.id, round_.number), self.tr("Round {number}").format(number=round_.number),
                          tooltip=round_.date.isoformat() if round_.date else "")
                     for round_ in rounds)
        pages.extend(Node((page, stage.id), page_names[page]) for page in STAGE_PAGES[1:])
        if stage.kind in SM_KINDS:       # S4: the appeals register
            pages.append(Node(("appeals", stage.id), self.tr("Appeals")))
        # The heat's own item opens its settings page, like "Settings" below it.
        return Node(("stage_settings", stage.id), stage.name, tuple(pages))


    def _pairs_event(self, event: EventView) -> Node:
        """A pairs championship: its heats, the final places and, once it has a final, the final's result."""
        pages = [Node(("pairs_heat", heat.id), heat.name) for heat in event.heats]
        pages.append(Node(("pairs_places", event.id), self.tr("Final places")))
        if any(heat.kind == "final" for heat in event.heats):
            pages.append(Node(("pairs_final", event.id), self.tr("Final result and plaques")))
        return Node(("pairs_event", event.id), event.name, tuple(pages))


def _sync(parent: QStandardItem, nodes: tuple[Node, ...]) -> None:
    """Make ``parent``'s children match ``nodes``, keeping items whose key is unchanged."""
    for row, node in enumerate(nodes):
        existing = parent.child(row) if row < parent.rowCount() else None
        if existing is None or existing.data(VIEW_KEY_ROLE) != node.key:
            later = next((r for r in range(row + 1, parent.rowCount())
                          if parent.child(r).data(VIEW_KEY_ROLE) == node.key), None)
            if later is not None:
                parent.removeRows(row, later - row)
            else:
                parent.insertRow(row, [_item(node)])  # the list form: PySide keeps the item alive
        item = parent.child(row)
        if item.text() != node.text:
            item.setText(node.text)
        if item.toolTip() != node.tooltip:
            item.setToolTip(node.tooltip)
        _sync(item, node.children)
    if parent.rowCount() > len(nodes):
        parent.removeRows(len(nodes), parent.rowCount() - len(nodes))


def _item(node: Node) -> QStandardItem:
    item = QStandardItem(node.text)
    item.setEditable(False)
    item.setData(node.key, VIEW_KEY_ROLE)
    item.setToolTip(node.tooltip)
    return item
