"""Merging a heat from another tournament file (or its JSON export) into the championship file."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import func, select

from builders import roster
from built_files import built_file, copy_of
from tddesk.export.json_export import export_json, write_json
from tddesk.i18n import translate
from tddesk.imports.merge import KEEP_EXISTING, REFUSE, RENAME_ID, RENAME_TEAM, REUSE_TEAM, merge_heat, preview_merge
from tddesk.models.tables import Audit
from tddesk.services.errors import ServiceError
from tddesk.services.files import new_championship, open_championship
from tddesk.services.lineup_views import match_lineups
from tddesk.services.lineups import set_lineup
from tddesk.services.players import PlayerEntry
from tddesk.services.results import enter_half
from tddesk.services.rulings import rule_late_arrival, rulings
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage, stage_views
from tddesk.services.standings import draw_lots, standings, standings_json
from tddesk.services.teams import TeamForm, register_team, remove_team, team_views
from tddesk.services.walkovers import rule_walkover

HEAT_TEAMS = ("Lind", "Berg", "Sund", "Holm", "Falk")


def member(mid: str, name: str) -> PlayerEntry:
    return PlayerEntry(mid, name, "BK Linköping", "ÖMBF", 1970)


def new_file(path, season: str = "2016-17", overrides: dict | None = None):
    return new_championship(
        path,
        name="DM Lag ÖMBF 2016-17",
        season=season,
        district="ÖMBF",
        profile_id="ombf-2016-17",
        profile_overrides=overrides,
    )


def play_heat(tournament, name: str, stage_id: str, teams, rounds: int = 2) -> str:
    """A 16-board heat: the teams registered, scheduled, ``rounds`` rounds played with line-ups."""
    stage = create_stage(tournament, StageForm(name, 16), stage_id=stage_id).value
    for team_name, players in teams:
        register_team(tournament, TeamForm(team_name, players, players[0].mid), stage)
    make_schedule(tournament, stage, first_date=dt.date(2016, 10, 3))
    rosters = {view.id: [p.mid for p in view.players][:4] for view in team_views(tournament, stage)}
    for round_ in schedule_view(tournament, stage).rounds[:rounds]:
        for index, match in enumerate(round_.matches):
            set_lineup(tournament, match.id, 1, "home", rosters[match.home])
            set_lineup(tournament, match.id, 1, "away", rosters[match.away])
            enter_half(tournament, match.id, 1, 20 + 7 * index + round_.number, 15)
    return stage


def make_championship_file(path) -> None:
    """The district's file: a heat in Motala with four teams and one round played."""
    tournament = new_file(path)
    play_heat(
        tournament,
        "Kvalheat Motala",
        "heat-motala",
        [(name, roster(100000 + 10 * index)) for index, name in enumerate(("Ek", "Björk", "Al", "Gran"))],
        1,
    )
    tournament.close()


@pytest.fixture
def championship(tmp_path_factory, tmp_path):
    """A copy of the district's file (built once per run, tests/built_files.py), open."""
    built = built_file(tmp_path_factory, "merge-championship", make_championship_file)
    tournament = open_championship(copy_of(built, tmp_path / "dm.tddesk"), backup=False)
    yield tournament
    tournament.close()


def make_heat_file(
    path,
    teams=None,
    stage_id: str = "heat-linkoping",
    name: str = "Kvalheat Linköping",
    season: str = "2016-17",
    overrides: dict | None = None,
):
    """The organiser's file: a heat of five teams, two rounds played, a late arrival, a walkover, a lot."""
    tournament = new_file(path, season, overrides)
    teams = teams or [(team, roster(300000 + 10 * index)) for index, team in enumerate(HEAT_TEAMS)]
    stage = play_heat(tournament, name, stage_id, teams)
    rounds = schedule_view(tournament, stage).rounds
    first = rounds[0].matches[0]
    rule_late_arrival(tournament, first.id, first.away, 12)
    rule_walkover(tournament, rounds[2].matches[0].id, rounds[2].matches[0].away, dt.date(2016, 10, 20))
    tied = [row.team for row in standings(tournament, stage).rows[-2:]]
    draw_lots(tournament, stage, tied, order=tied)
    tournament.close()
    return path


@pytest.fixture
def heat_file(tmp_path_factory, tmp_path):
    """A copy of the organiser's file (make_heat_file, built once per run)."""
    return copy_of(built_file(tmp_path_factory, "merge-heat", make_heat_file), tmp_path / "heat.tddesk")


def source_view(path, stage_id: str = "heat-linkoping"):
    source = open_championship(path, read_only=True)
    try:
        return (
            [
                (
                    r["rank"],
                    r["name"],
                    r["vp"],
                    r["penalty_vp"],
                    r["imps_won"],
                    r["imps_lost"],
                    r["imp_quotient"],
                    r["decided_by"],
                )
                for r in standings_json(source, stage_id)["rows"]
            ],
            export_json(source),
        )
    finally:
        source.close()


def merged_view(tournament, stage_id: str):
    return [
        (
            r["rank"],
            r["name"],
            r["vp"],
            r["penalty_vp"],
            r["imps_won"],
            r["imps_lost"],
            r["imp_quotient"],
            r["decided_by"],
        )
        for r in standings_json(tournament, stage_id)["rows"]
    ]


def audit_count(tournament) -> int:
    with tournament.reading() as session:
        return session.scalar(select(func.count(Audit.id)))


def facts(tournament) -> dict:
    """The championship as facts, without its audit log (which records every action, undo included)."""
    document = export_json(tournament)
    document.pop("audit")
    return document


def conflicts(preview) -> set[tuple[str, str, str]]:
    return {(c.kind, c.subject, c.resolution) for c in preview.conflicts}


# -- a clean merge -------------------------------------------------------------------------------
def test_a_heat_merges_with_its_results_into_the_standings(championship, heat_file):
    expected, document = source_view(heat_file)
    before = facts(championship)
    preview = preview_merge(championship, heat_file)
    assert facts(championship) == before  # the preview writes nothing
    assert preview.can_merge and preview.target_stage_id == "heat-linkoping"
    summary = preview.summary
    assert (
        summary.teams,
        summary.reused_teams,
        summary.players,
        summary.rounds,
        summary.matches,
        summary.results,
        summary.lineups,
        summary.penalties,
        summary.walkovers,
        summary.lots,
    ) == (5, 0, 20, 5, 10, 4, 8, 1, 1, 1)
    # The ids t1-t4 are taken by the Motala teams: those heat teams get free ids (t6-t9), and say so.
    assert conflicts(preview) == {("team_present", name, RENAME_ID) for name in HEAT_TEAMS[:4]}

    change = merge_heat(championship, preview)
    assert change.action == "merge_heat" and change.value == "heat-linkoping"
    assert merged_view(championship, "heat-linkoping") == expected
    assert [stage.id for stage in stage_views(championship)] == ["heat-motala", "heat-linkoping"]
    merged_teams = {view.name: view.id for view in team_views(championship, "heat-linkoping")}
    assert set(merged_teams) == set(HEAT_TEAMS) and merged_teams["Falk"] == "t5"
    assert sorted(merged_teams.values()) == ["t5", "t6", "t7", "t8", "t9"]
    assert [r.kind for r in rulings(championship, "heat-linkoping")] == ["late_arrival", "walkover"]
    source_match = document["stages"][0]["rounds"][0]["matches"][0]
    merged = match_lineups(championship, source_match["id"]).halves[0]
    assert [p.mid for p in merged["home"].players] == source_match["halves"][0]["home_lineup"]
    merged_audit = list(export_json(championship)["audit"])
    assert merged_audit[-1]["action"] == "merge_heat"
    assert {"enter_result", "set_lineup", "rule_late_arrival", "rule_walkover", "draw_lots"} <= {
        entry["action"] for entry in merged_audit
    }


def test_its_json_export_merges_the_same_way(championship, heat_file, tmp_path):
    expected, _ = source_view(heat_file)
    source = open_championship(heat_file, read_only=True)
    json_file = write_json(source, tmp_path / "heat.json")
    source.close()
    from_json = preview_merge(championship, json_file)
    from_file = preview_merge(championship, heat_file)
    assert (from_json.conflicts, from_json.summary, from_json.target_stage_id) == (
        from_file.conflicts,
        from_file.summary,
        from_file.target_stage_id,
    )
    merge_heat(championship, from_json)
    assert merged_view(championship, "heat-linkoping") == expected


def test_undo_of_a_merge_removes_it_and_redo_brings_it_back(championship, heat_file):
    before, audit_before = facts(championship), audit_count(championship)
    expected, _ = source_view(heat_file)
    change = merge_heat(championship, preview_merge(championship, heat_file))
    undone = championship.undo(change.audit_id)
    assert facts(championship) == before
    assert audit_count(championship) == audit_before + 2  # the merge and its undo; the heat's history is gone
    championship.redo(change.audit_id)
    assert merged_view(championship, "heat-linkoping") == expected
    assert undone.action == "undo merge_heat"


# -- conflicts -----------------------------------------------------------------------------------
def test_conflicts_are_shown_and_a_refused_merge_changes_nothing(championship, tmp_path):
    """A MID known under another name (refused), one spelled with other accents (kept), a team name
    that is taken (renamed), a player who plays for a team of the file (T4, refused)."""
    spare = register_team(championship, TeamForm("Reserv", roster(500000))).value
    remove_team(championship, spare)  # its players stay in the member register, on no team
    teams = [
        ("Ek", roster(300000)),  # name taken by another Ek
        ("Berg", roster(300010)[:3] + (member("500000", "Annan Person"),)),
        ("Sund", roster(300020)[:3] + (member("500001", "Spélare  500001"),)),
        ("Holm", roster(300030)[:3] + (member("100001", "Spelare 100001"),)),  # plays for Ek here
        ("Falk", roster(300040)),
    ]
    path = make_heat_file(tmp_path / "heat.tddesk", teams)
    before, audit_before = facts(championship), audit_count(championship)
    preview = preview_merge(championship, path)
    found = conflicts(preview)
    assert ("mid_name", "500000", REFUSE) in found
    assert ("mid_name", "500001", KEEP_EXISTING) in found
    assert ("team_name", "Ek", RENAME_TEAM) in found
    assert ("player_in_two_teams", "100001", REFUSE) in found
    assert not preview.can_merge and {c.subject for c in preview.refusals} == {"500000", "100001"}
    detail = next(c.detail for c in preview.conflicts if c.kind == "player_in_two_teams")
    assert "Spelare 100001" in detail and "Ek" in detail and "T4" in detail
    renamed = next(c.detail for c in preview.conflicts if c.kind == "team_name")
    assert "Ek (Kvalheat Linköping)" in renamed
    with pytest.raises(ServiceError, match=r"500000|100001"):
        merge_heat(championship, preview)
    assert facts(championship) == before and audit_count(championship) == audit_before


def test_kept_spelling_and_renamed_team_are_what_the_merge_writes(championship, tmp_path):
    spare = register_team(championship, TeamForm("Reserv", roster(500000))).value
    remove_team(championship, spare)
    teams = [("Ek", roster(300000)), ("Sund", roster(300020)[:3] + (member("500001", "Spélare 500001"),))]
    teams += [(name, roster(300030 + 10 * index)) for index, name in enumerate(("Holm", "Falk"))]
    preview = preview_merge(championship, make_heat_file(tmp_path / "heat.tddesk", teams))
    assert preview.can_merge
    merge_heat(championship, preview)
    names = {view.name: view for view in team_views(championship, "heat-linkoping")}
    assert set(names) == {"Ek (Kvalheat Linköping)", "Sund", "Holm", "Falk"}
    assert "Spelare 500001" in {p.name for p in names["Sund"].players}


def test_a_team_with_the_same_players_is_reused(championship, tmp_path):
    """The district registered the team before the heat; the heat brings the same players."""
    registered = register_team(championship, TeamForm("Lind", roster(300000))).value
    path = make_heat_file(tmp_path / "heat.tddesk")
    preview = preview_merge(championship, path)
    assert ("team_present", "Lind", REUSE_TEAM) in conflicts(preview)
    assert preview.summary.reused_teams == 1 and preview.summary.teams == 4
    merge_heat(championship, preview)
    assert registered in {view.id for view in team_views(championship, "heat-linkoping")}
    assert len(team_views(championship)) == 4 + 1 + 4  # Motala's, the registered Lind, the heat's other four


def test_merging_the_same_heat_twice_is_refused(championship, heat_file):
    merge_heat(championship, preview_merge(championship, heat_file))
    before = facts(championship)
    again = preview_merge(championship, heat_file)
    found = conflicts(again)
    assert ("stage_present", "heat-linkoping", REFUSE) in found
    assert {("team_in_other_stage", name, REFUSE) for name in HEAT_TEAMS} <= found
    with pytest.raises(ServiceError):
        merge_heat(championship, again)
    assert facts(championship) == before


def test_a_stage_id_taken_by_another_stage_is_renamed(championship, tmp_path):
    path = make_heat_file(tmp_path / "heat.tddesk", stage_id="heat-motala", name="Kvalheat Linköping")
    preview = preview_merge(championship, path)
    assert ("stage_present", "heat-motala", RENAME_ID) in conflicts(preview)
    assert preview.target_stage_id == "heat-motala-2"
    merge_heat(championship, preview)
    expected, _ = source_view(path, "heat-motala")
    assert merged_view(championship, "heat-motala-2") == expected
    assert all(
        m.id.startswith("heat-motala-2-")
        for r in schedule_view(championship, "heat-motala-2").rounds
        for m in r.matches
    )


def test_a_heat_of_another_season_is_refused(championship, tmp_path):
    preview = preview_merge(championship, make_heat_file(tmp_path / "heat.tddesk", season="2017-18"))
    assert ("season", "2017-18", REFUSE) in conflicts(preview) and not preview.can_merge


def test_a_heat_scored_with_other_profile_settings_says_so(championship, tmp_path):
    preview = preview_merge(championship, make_heat_file(tmp_path / "heat.tddesk", overrides={"bye_vp": "10.00"}))
    assert ("profile", "ombf-2016-17", KEEP_EXISTING) in conflicts(preview) and preview.can_merge


def test_a_file_changed_after_the_preview_is_previewed_again(championship, heat_file):
    preview = preview_merge(championship, heat_file)
    register_team(championship, TeamForm("Lind", roster(600000)))  # now the heat's Lind needs another name
    before = facts(championship)
    changed = translate("Merge", "The championship file has changed since the preview; preview the merge again.")
    with pytest.raises(ServiceError) as caught:
        merge_heat(championship, preview)
    assert str(caught.value) == changed
    assert facts(championship) == before


def test_a_missing_source_or_stage_is_refused_in_words(championship, heat_file, tmp_path):
    with pytest.raises(ServiceError, match=r"nowhere\.tddesk"):
        preview_merge(championship, tmp_path / "nowhere.tddesk")
    with pytest.raises(ServiceError, match="heat-linkoping"):
        preview_merge(championship, heat_file, "heat-nowhere")


def test_the_heats_deals_board_layout_and_leads_are_merged_with_it(championship, tmp_path):
    """A heat scored board by board keeps its deals, its Bridgemate layout and its boards' leads."""
    from tddesk.rules.board_layout import Layout
    from tddesk.services.board_layout import board_layout, set_board_layout
    from tddesk.services.board_views import match_boards
    from tddesk.services.boards import enter_board
    from tddesk.services.deals import import_deals, load_deal_file, stage_deals

    pbn = (
        '[Board "1"]\n[Deal "N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"]\n\n'
        '[Board "2"]\n[Deal "N:QJT54.Q632.T.A64 K9863.KJ984.Q3.7 2.AT75.9852.JT85 A7..AKJ764.KQ932"]\n'
    )
    path = make_heat_file(tmp_path / "heat.tddesk")
    heat = open_championship(path)
    layout = Layout("round", "C", {}, {(4, 3): (1, "closed"), (4, 4): (1, "open")})
    try:
        import_deals(heat, ["heat-linkoping"], load_deal_file(data=pbn.encode(), name="heat.pbn"))
        set_board_layout(heat, "heat-linkoping", layout)
        match_id = schedule_view(heat, "heat-linkoping").rounds[3].matches[0].id
        enter_board(heat, match_id, 1, "open", 1, "3NT", "N", "=", lead="HA")
        enter_board(heat, match_id, 1, "closed", 1, "4H", "E", "-1", lead="C2")
        dealt = stage_deals(heat, "heat-linkoping")
    finally:
        heat.close()
    merge_heat(championship, preview_merge(championship, path))
    assert stage_deals(championship, "heat-linkoping") == dealt and len(dealt) == 2
    assert board_layout(championship, "heat-linkoping") == layout
    row = match_boards(championship, match_id).halves[0].rows[0]
    assert (row.open.lead, row.closed.lead, row.open.ns_score, row.closed.ns_score) == ("HA", "C2", 400, 50)
