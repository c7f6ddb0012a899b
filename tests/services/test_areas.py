"""The change contract (docs/architecture.md): a change names the areas it touched, from the tables
it wrote, and an undo or redo names the same areas as the action it replays."""

from __future__ import annotations

from tddesk.models.base import Base
from tddesk.models.tables import Club
from tddesk.services.areas import ALL_AREAS, TABLE_AREAS, Area, areas_of


def test_every_table_of_the_file_has_its_areas():
    assert set(Base.metadata.tables) == set(TABLE_AREAS)


def test_a_table_nobody_named_touches_every_area():
    assert areas_of(["a_table_added_later"]) == ALL_AREAS
    assert areas_of(["half_result", "penalty"]) == {Area.RESULTS, Area.RULINGS}
    assert areas_of(["audit"]) == frozenset()


def test_an_action_returns_its_change_and_undo_names_the_same_areas(tournament):
    with tournament.action("add_club", "c1") as (session, record):
        session.add(Club(id="c1", name="BK Ess", district="ÖMBF"))
        record.value = "c1"
    added = record.change
    assert (added.action, added.subject, added.value) == ("add_club", "c1", "c1")
    assert added.areas == {Area.MEMBERS}
    undone = tournament.undo(added.audit_id)
    assert undone.areas == added.areas and undone.action == "undo add_club"
    assert tournament.redo(added.audit_id).areas == added.areas


def test_run_returns_the_change_of_its_body(tournament):
    change = tournament.run(
        "add_club", "c2", lambda session, _record: session.add(Club(id="c2", name="BK Linköping", district="ÖMBF"))
    )
    assert change.areas == {Area.MEMBERS} and change.subject == "c2"
