"""The window's outline, read with sqlite3 before the ORM loads (docs/architecture.md, "Cold start"),
says what the services read through the ORM say: the same stages, counts, rounds and pairs events."""

from __future__ import annotations

from tddesk.services.files import open_championship
from tddesk.services.outline import outline
from tddesk.services.pair_views import pairs_events
from tddesk.services.schedule import schedule_view
from tddesk.services.stages import championship_name, stage_views


def test_the_pairs_championships_and_their_heats_are_those_the_pairs_service_reads(pairs_demo_path):
    tournament = open_championship(pairs_demo_path, read_only=True)
    try:
        read = outline(tournament).pairs_events
        expected = pairs_events(tournament)
    finally:
        tournament.close()
    assert [(event.id, event.name) for event in read] == [(event.id, event.name) for event in expected]
    assert [[(heat.id, heat.name, heat.kind) for heat in event.heats] for event in read] == [
        [(heat.id, heat.name, heat.kind) for heat in event.heats] for event in expected
    ]
    assert any(heat.kind == "final" for event in read for heat in event.heats)  # the tree's final result page


def test_the_stages_rounds_and_team_counts_are_those_the_stage_services_read(demo_path):
    tournament = open_championship(demo_path, read_only=True)
    try:
        read = outline(tournament)
        stages = stage_views(tournament)
        name = championship_name(tournament)
        rounds = {
            stage.id: [(round_.number, round_.date) for round_ in schedule_view(tournament, stage.id).rounds]
            for stage in stages
        }
    finally:
        tournament.close()
    assert read.championship == name == "DM Lag ÖMBF 2016-17"
    assert [(stage.id, stage.name, stage.kind, stage.team_count) for stage in read.stages] == [
        (stage.id, stage.form.name, stage.form.kind, len(stage.team_ids)) for stage in stages
    ]
    assert {stage.id: [(round_.number, round_.date) for round_ in stage.rounds] for stage in read.stages} == rounds
    assert read.pairs_events == ()
