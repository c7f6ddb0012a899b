"""A stage's board layout: numbering of its boards and the Bridgemate mapping (docs/boards.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy.orm import Session

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.models.tables import BoardLayout, Stage
from tddesk.rules.board_layout import Layout, check_layout, default_layout, layout_from_json
from tddesk.rules.contract import BoardError
from tddesk.services.errors import message
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


def stage_layout(session: Session, stage: Stage) -> Layout:
    """The stage's stored layout, or the default for its kind."""
    row = session.get(BoardLayout, stage.id)
    return layout_from_json(row.layout) if row is not None else default_layout(stage.kind)


def board_layout(tournament: Tournament, stage_id: StageId) -> Layout:
    with tournament.reading() as session:
        return stage_layout(session, get_stage(session, stage_id))


def set_board_layout(tournament: Tournament, stage_id: StageId, layout: Layout) -> Change:
    """Store the stage's layout (one undoable action); the default is stored like any other."""
    try:
        check_layout(layout)
    except BoardError as error:
        raise message("{words}", words=error.words(translate)) from None
    with tournament.action("set_board_layout", stage_id) as (session, record):
        stage = get_stage(session, stage_id)
        row = session.get(BoardLayout, stage.id)
        record.before = row.layout if row else None
        if row is None:
            session.add(BoardLayout(stage_id=stage.id, layout=layout.to_json()))
        else:
            row.layout = layout.to_json()
        record.after = layout.to_json()
    return record.change
