"""Bridgemate import: both venue files of the synthetic semifinal day reproduce expected.json."""

import json
from decimal import Decimal

import pytest

from bws_day import VENUES, bws_folder, day_copy
from tddesk.services.board_views import match_boards
from tddesk.services.boards import assign_board_score
from tddesk.services.bws_import import import_bws
from tddesk.services.errors import ServiceError
from tddesk.services.lineup_views import match_lineups
from tddesk.services.round_results import round_entry
from tddesk.services.standings import standings


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def folder(shared_dir):
    path = bws_folder(shared_dir)
    if not (path / "expected.json").exists():
        pytest.skip("reference data not present")
    return path


@pytest.fixture
def expected(folder):
    return json.loads((folder / "expected.json").read_text(encoding="utf-8"))


@pytest.fixture
def registered(tmp_path_factory, tmp_path, folder):
    """A copy of the day registered, no file imported yet: (tournament, team ids, stage ids)."""
    tournament, team_ids, stages = day_copy(tmp_path_factory, tmp_path / "day.tddesk", folder, imported=False)
    yield tournament, team_ids, stages
    tournament.close()


@pytest.fixture
def day(tmp_path_factory, tmp_path, folder):
    """A copy of the day with both venue files imported, for the tests of what comes after the
    import: (tournament, team ids, venue → stage id)."""
    tournament, team_ids, stages = day_copy(tmp_path_factory, tmp_path / "day.tddesk", folder, imported=True)
    yield tournament, team_ids, dict(zip(VENUES, stages))
    tournament.close()


def test_both_venue_files_reproduce_every_score_board_imp_half_total_and_vp(registered, folder, expected):
    tournament, team_ids, stage_ids = registered
    reports = [
        import_bws(tournament, stage, folder / f"semifinal-{venue}.bws") for stage, venue in zip(stage_ids, VENUES)
    ]
    stages = dict(zip(VENUES, stage_ids))
    assert [report.boards_written for report in reports] == [240, 240]
    assert all(report.notes == () for report in reports), [report.notes for report in reports]
    for venue in VENUES:
        for match in expected["venues"][venue]["matches"]:
            home, away = team_ids[match["home_team"]], team_ids[match["away_team"]]
            row = next(
                m
                for m in round_entry(tournament, stages[venue], match["match_round"]).matches
                if (m.home, m.away) == (home, away)
            )
            boards = match_boards(tournament, row.id)
            for half in match["halves"]:
                view = boards.halves[half["half"] - 1]
                got = [
                    (r.board, r.open.ns_score, r.closed.ns_score, r.line.home_net, r.line.home_imps, r.line.away_imps)
                    for r in view.rows
                ]
                want = [
                    (
                        b["board"],
                        b["open_ns_score"],
                        b["closed_ns_score"],
                        b["home_net_score"],
                        b["imps_home"],
                        b["imps_away"],
                    )
                    for b in half["boards"]
                ]
                assert got == want, (venue, match["match_round"], half["half"])
                assert (view.counted.home_imps, view.counted.away_imps) == (half["home_imps"], half["away_imps"])
                assert view.counted.source == "boards"
            assert (row.home_imps, row.away_imps) == (match["home_imps"], match["away_imps"])
            assert (row.home_vp, row.away_vp) == (Decimal(match["home_vp"]), Decimal(match["away_vp"]))
        totals = {row.team: row.vp for row in standings(tournament, stages[venue]).rows}
        assert {
            number: str(totals[team_ids[int(number)]]) for number in expected["venues"][venue]["vp_totals"]
        } == expected["venues"][venue]["vp_totals"]


def test_corrections_count_the_newest_row(day, expected, folder):
    tournament, team_ids, stages = day
    # Venue 1, table 2 (closed room of match 1-2), round 2, board 14: 2S by N made +1 after the correction.
    row = next(m for m in round_entry(tournament, stages["venue1"], 1).matches if m.home == team_ids[1])
    board = next(r for r in match_boards(tournament, row.id).halves[1].rows if r.board == 14)
    assert (board.closed.contract, board.closed.declarer, board.closed.result) == ("2S", "N", "+1")
    assert board.closed.source == "bws"


def test_player_numbers_become_the_line_ups(day, folder):
    """H5/T3: the numbers entered at the tables, seats 1-2 in the open room, 3-4 in the closed room."""
    tournament, team_ids, stages = day
    players = {
        team["team_no"]: [p["mid"] for p in team["players"]]
        for team in json.loads((folder / "teams.json").read_text(encoding="utf-8"))["teams"]
    }
    # Team 1 Lindqvist, away in match round 2: pair 5-6 replaces pair 3-4 at half-time (round 4).
    row = next(m for m in round_entry(tournament, stages["venue1"], 2).matches if m.away == team_ids[1])
    lineups = match_lineups(tournament, row.id)
    first = [player.mid for player in lineups.halves[0]["away"].players]
    second = [player.mid for player in lineups.halves[1]["away"].players]
    assert set(first) == set(players[1][:4])
    assert set(second) == set(players[1][:2] + players[1][4:6])
    assert not any(p.unauthorised for half in lineups.halves for side in half.values() for p in side.players)
    # Team 3 Holmström (5 players): player 5 sits South in match round 2.
    row = next(m for m in round_entry(tournament, stages["venue1"], 2).matches if m.away == team_ids[3])
    assert players[3][4] in [p.mid for p in match_lineups(tournament, row.id).halves[0]["away"].players]


def test_a_re_read_of_the_same_file_writes_nothing(day, folder):
    tournament, _team_ids, stages = day
    again = import_bws(tournament, stages["venue1"], folder / "semifinal-venue1.bws")
    assert not again.changed and again.boards_written == 0


def test_a_re_read_keeps_the_score_the_td_assigned(day, folder):
    """Law 12C1: a score the TD assigned after a ruling is not replaced when the file is read again."""
    tournament, team_ids, stages = day
    row = next(m for m in round_entry(tournament, stages["venue1"], 1).matches if m.home == team_ids[1])
    assign_board_score(tournament, row.id, 1, "open", 3, ns_score=420)
    again = import_bws(tournament, stages["venue1"], folder / "semifinal-venue1.bws")
    assert again.boards_written == 0
    assert len(again.notes) == 1 and again.notes[0].startswith("Table 1, board 3: the result entered in tddesk is kept")
    board = next(r for r in match_boards(tournament, row.id).halves[0].rows if r.board == 3)
    assert (board.open.ns_score, board.open.source) == (420, "manual")


def test_a_file_of_another_event_is_refused_naming_table_and_board(day, folder):
    tournament, _team_ids, stages = day
    # Venue 1's file into a stage laid out with 'round' numbering: round 2 plays boards 1-20 there.
    from dataclasses import replace

    from tddesk.services.board_layout import board_layout, set_board_layout

    set_board_layout(
        tournament, stages["venue2"], replace(board_layout(tournament, stages["venue2"]), numbering="round")
    )
    before = match_boards(tournament, round_entry(tournament, stages["venue2"], 2).matches[0].id)
    with pytest.raises(ServiceError) as error:
        import_bws(tournament, stages["venue2"], folder / "semifinal-venue1.bws")
    text = str(error.value)
    assert "Table 1, board 21: board 21 is not played in round 2, half 1 (boards 1-10)" in text
    assert "nothing was imported" in text
    after = match_boards(tournament, round_entry(tournament, stages["venue2"], 2).matches[0].id)
    assert after == before


def test_a_damaged_or_non_access_file_is_refused_and_nothing_changes(day, tmp_path, folder):
    tournament, _team_ids, stages = day
    text_file = tmp_path / "notes.bws"
    text_file.write_text("not a database", encoding="utf-8")
    with pytest.raises(ServiceError, match=r"notes\.bws"):
        import_bws(tournament, stages["venue1"], text_file)
    cut = tmp_path / "cut.bws"
    cut.write_bytes((folder / "semifinal-venue1.bws").read_bytes()[:4096])
    with pytest.raises(ServiceError, match=r"cut\.bws"):
        import_bws(tournament, stages["venue1"], cut)


def test_imps_across_the_field_over_both_venues_match_the_reference(day, expected):
    from tddesk.services.field import field_results

    tournament, team_ids, stages = day
    result = field_results(tournament, [stages["venue1"], stages["venue2"]])
    number_of = {team_id: number for number, team_id in team_ids.items()}
    assert len(result.boards) == 60
    for board, want in zip(result.boards, expected["field"]["boards"]):
        assert board.board == want["board"]
        got = sorted(
            (number_of[e.ns_team], number_of[e.ew_team], e.ns_score, str(e.ns), str(e.ew)) for e in board.entries
        )
        wanted = sorted(
            ((w["ns_pair"] + 1) // 2, (w["ew_pair"] + 1) // 2, w["ns_score"], w["ns_ximps"], w["ew_ximps"])
            for w in want["entries"]
        )
        assert got == wanted, board.board
    # A pair number is a team's NS line (2T − 1) or EW line (2T) over the day.
    totals = {(number_of[p.team_id], p.line): str(p.total) for p in result.pairs}
    for pair in expected["field"]["pair_totals"]:
        assert totals[(pair["team"], pair["line"])] == pair["ximps"], pair
    # Every player's boards: 16 teams' lines × 60 boards = 8 tables × 60 boards × 4 seats.
    assert sum(player.boards for player in result.players) == 8 * 60 * 4


def test_datum_butler_is_an_option(day):
    from tddesk.services.field import field_results

    tournament, _team_ids, stages = day
    result = field_results(tournament, [stages["venue1"], stages["venue2"]], method="butler")
    first = result.boards[0]
    assert first.datum is not None and first.datum % 10 == 0
    assert all(entry.ns == -entry.ew for entry in first.entries)


def test_board_results_go_through_the_json_format_and_come_back_with_the_same_figures(day, tmp_path):
    """Everything downstream works on boards: the JSON document carries them, read back they give
    the same halves (from the boards, not typed), scores and standings."""
    from tddesk.export.json_export import export_json
    from tddesk.imports.json_import import import_json

    tournament, _team_ids, stages = day
    document = export_json(tournament)
    stage_document = next(stage for stage in document["stages"] if stage["id"] == stages["venue1"])
    match = stage_document["rounds"][0]["matches"][0]
    assert match["halves"][0]["from_boards"] is True and len(match["boards"]) == 40
    copy = import_json(document, tmp_path / "copy.tddesk")
    try:
        for stage in stages.values():
            assert [(r.team, r.vp) for r in standings(copy, stage).rows] == [
                (r.team, r.vp) for r in standings(tournament, stage).rows
            ]
        first = round_entry(copy, stages["venue1"], 1).matches[0]
        assert match_boards(copy, first.id).halves[0].counted.source == "boards"
    finally:
        copy.close()


def test_a_lead_the_deal_refutes_is_noted_and_left_out_the_result_counts(registered, folder):
    """A lead typed at a Bridgemate is checked against the imported deal as at the traveller grid."""
    from dataclasses import replace

    from tddesk.formats.bws.reader import read_bws
    from tddesk.services.deals import import_deals, load_deal_file, stage_deals

    tournament, _team_ids, stages = registered
    import_deals(tournament, list(stages), load_deal_file(folder / "boards-1-60.pbn"))
    data = read_bws(folder / "semifinal-venue1.bws")
    played = [row for row in data.received if row.seat and not row.erased]
    first, second = played[0], played[1]
    deals = {deal.board: deal for deal in stage_deals(tournament, stages[0])}
    seats = "NESW"

    def leader_cards(row, holds):
        leader = seats[(seats.index(row.seat) + 1) % 4]
        hand = deals[row.board].hand(leader)
        return [
            suit + rank for suit, ranks in zip("SHDC", hand) for rank in "AKQJT98765432" if (rank in ranks) == holds
        ]

    good, bad = leader_cards(first, True)[0], leader_cards(second, False)[0]
    rows = tuple(
        replace(row, lead=good) if row.id == first.id else replace(row, lead=bad) if row.id == second.id else row
        for row in data.received
    )
    report = import_bws(tournament, stages[0], folder / "semifinal-venue1.bws", replace(data, received=rows))
    assert report.boards_written == 240
    assert len(report.notes) == 1 and f"was not dealt {bad}" in report.notes[0]
    assert f"table {second.table}" in report.notes[0].lower() and "lead was left out" in report.notes[0]
    leads = {}
    for match in round_entry(tournament, stages[0], 1).matches:
        for view in match_boards(tournament, match.id).halves:
            for row in view.rows:
                for room in (row.open, row.closed):
                    if room and room.lead:
                        leads[row.board] = room.lead
    assert list(leads.values()) == [good]
