"""Other programs' conventions as settings of a stage or a pairs heat (docs/rules.md, "Other
programs' conventions"): an IMP cap per comparison across the field, Neuberg's matchpoints rounded
to two decimals (KoPS), and the score of a sit-out (60 % or the session's percentage, Ruter).

The defaults — no cap, exact Neuberg, no score for a sit-out — are the Laws' and the regulations'
exact figures. Each setting is one undoable action; the rules apply it every time they compute.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.rules.matchpoints import SIT_OUT_SCORES
from tddesk.services.errors import message
from tddesk.services.pairs import get_heat
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament

MAX_IMP_CAP = 24  # Law 78B's scale ends at 24 IMPs: a larger cap caps nothing
NEUBERG_DECIMALS = (None, 2)  # exact, or KoPS's two decimals


@dataclass(frozen=True)
class ConventionsView:
    """A stage's or a heat's conventions as stored; None and "none" are the exact defaults."""

    imp_cap: int | None = None
    neuberg_decimals: int | None = None
    sit_out: str = "none"


def conventions(tournament: Tournament, *, stage_id: str | None = None, heat_id: str | None = None) -> ConventionsView:
    with tournament.reading() as session:
        if stage_id is not None:
            return ConventionsView(imp_cap=get_stage(session, StageId(stage_id)).imp_cap)
        heat = get_heat(session, heat_id or "")
        return ConventionsView(neuberg_decimals=heat.neuberg_decimals, sit_out=heat.sit_out_score or "none")


def set_imp_cap(tournament: Tournament, stage_id: str, cap: int | None) -> Change:
    """IMPs across the field: each comparison's IMPs limited to ``cap`` either way before they are
    summed (None: Law 78B's figures uncapped, the default)."""
    if cap is not None and (isinstance(cap, bool) or not isinstance(cap, int) or not 1 <= cap <= MAX_IMP_CAP):
        raise message(
            translate("Conventions", "An IMP cap is a whole number of IMPs from 1 to {most}, or none."),
            most=MAX_IMP_CAP,
        )
    with tournament.action("set_imp_cap", stage_id) as (session, record):
        stage = get_stage(session, StageId(stage_id))
        record.before, record.after = {"imp_cap": stage.imp_cap}, {"imp_cap": cap}
        stage.imp_cap = cap
    return record.change


def set_pairs_conventions(tournament: Tournament, heat_id: str, neuberg_decimals: int | None, sit_out: str) -> Change:
    """PP5 as another program scores it: Neuberg's matchpoints rounded to ``neuberg_decimals``
    before the percentage (None: exact; 2: KoPS), and ``sit_out`` — "none" (the default), "60" or
    "session" (Ruter) — for the boards a pair sits out."""
    if neuberg_decimals not in NEUBERG_DECIMALS:
        raise message(translate("Conventions", "Neuberg's matchpoints are exact or rounded to 2 decimals."))
    if sit_out not in SIT_OUT_SCORES:
        raise message(
            translate("Conventions", "A sit-out scores none, 60 (per cent) or session, not {value}."), value=sit_out
        )
    with tournament.action("set_pairs_conventions", heat_id) as (session, record):
        heat = get_heat(session, heat_id)
        record.before = {"neuberg_decimals": heat.neuberg_decimals, "sit_out": heat.sit_out_score or "none"}
        record.after = {"neuberg_decimals": neuberg_decimals, "sit_out": sit_out}
        heat.neuberg_decimals = neuberg_decimals
        heat.sit_out_score = None if sit_out == "none" else sit_out
    return record.change
