"""The TD's checks of the day on a synthetic semifinal day: three venues (the demo's semifinals 1, 3, 5)
play the first half of round 1 from tddesk's session files with the same ten deals; at Linköping
table 2 runs over, at Norrköping board 3 is played with board 4's cards, and an unpaid player keys
his number at Linköping. Each check finds its one case and names its rule."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3

import pytest

from jet_oracles import mdbtools_rows, needs_mdbtools
from tddesk.demo.bcs_play import Seat, play_rounds, player_number_rows, received_rows, send_to_file
from tddesk.demo.pairs_session import deal_boards
from tddesk.demo.play import estimated_tricks, field_contract, play_table
from tddesk.formats.deal_files import DealFile
from tddesk.rules.deals import Deal
from tddesk.services.bws_session import write_team_session
from tddesk.services.central_day_times import day_timetable
from tddesk.services.day_checks import keyed_lineups, record_bws_table_times, slow_play, suspicious_results, venue_rows
from tddesk.services.deals import import_deals, stage_deals
from tddesk.services.files import open_championship
from tddesk.services.schedule import schedule_view
from tddesk.services.teams import team_view

VENUES = ("semifinal-1", "semifinal-3", "semifinal-5")
DAY = dt.date(2017, 1, 21)


def _unpaid_player(path) -> str:
    """The first player of Linköping's first home team, made unpaid (T5) in the file."""
    tournament = open_championship(path)
    try:
        match = schedule_view(tournament, VENUES[0]).rounds[0].matches[0]
        mid = team_view(tournament, match.home).players[0].mid
    finally:
        tournament.close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE player SET membership_paid = 0 WHERE mid = ?", (mid,))
    return mid


@pytest.fixture(scope="module")
def day(tmp_path_factory, demo_path):
    folder = tmp_path_factory.mktemp("day")
    path = folder / "dag.tddesk"
    path.write_bytes(demo_path.read_bytes())
    unpaid = _unpaid_player(path)
    tournament = open_championship(path)
    deals = deal_boards(range(1, 11), 35)
    import_deals(tournament, list(VENUES), DealFile(tuple(deals.values()), "pbn"))
    files = {}
    for venue in VENUES:
        out = folder / f"{venue}.bws"
        session = write_team_session(tournament, venue, out)
        round_data = [
            {k: int(v) for k, v in row.items() if k != "CustomBoards"} for row in mdbtools_rows(out, "RoundData")
        ]
        rows = {"RoundData": round_data, "HandRecord": session.rows["HandRecord"]}
        played = play_rounds(rows, DAY, {1: dt.time(9, 40)}, seed=7)
        if venue == VENUES[1]:  # board 3 played with board 4's cards at every table
            wrong = Deal(3, deals[4].hands)
            field = field_contract(wrong, estimated_tricks(wrong))
            played = [
                (clock, play_table(wrong, field, (r.round, r.table, r.ns, r.ew), {}, random.Random(r.table)))
                if r.board == 3
                else (clock, r)
                for clock, r in played
            ]
        received = received_rows(played)
        numbers = []
        if venue == VENUES[0]:
            last = max((row for row in received if row["Table"] == 2), key=lambda row: row["ID"])
            last["TimeLog"] = dt.datetime(1899, 12, 30, 11, 23, 20)  # 8 min 20 s after 11.15
            match = schedule_view(tournament, venue).rounds[0].matches[0]
            home = [p.mid for p in team_view(tournament, match.home).players[:4]]
            away = [p.mid for p in team_view(tournament, match.away).players[:4]]
            assert unpaid in home
            seats = {(1, "N"): home[0], (1, "S"): home[1], (1, "E"): away[0], (1, "W"): away[1]}
            seats |= {(2, "N"): away[2], (2, "S"): away[3], (2, "E"): home[2], (2, "W"): home[3]}
            numbers = player_number_rows(
                [Seat(1, table, direction, mid) for (table, direction), mid in seats.items()], DAY, dt.time(9, 35)
            )
        send_to_file(out, session.rows, ReceivedData=received, PlayerNumbers=numbers)
        files[venue] = out
    yield tournament, files, unpaid
    tournament.close()


@needs_mdbtools
def test_the_overrunning_table_is_found_from_the_bridgemate_clock_P2(day):
    tournament, files, _unpaid = day
    findings = slow_play(tournament, VENUES[0], venue_rows(files[VENUES[0]]))
    assert [(f.rule, f.table, f.half, f.room, f.minutes) for f in findings] == [("P2", 2, 1, "closed", 9)]
    assert "11:23:20" in findings[0].words and "11:15" in findings[0].words
    assert slow_play(tournament, VENUES[1], venue_rows(files[VENUES[1]])) == []


@needs_mdbtools
def test_the_overrun_is_marked_in_the_central_day_table_for_the_ruling_P2(day):
    tournament, files, _unpaid = day
    findings = slow_play(tournament, VENUES[0], venue_rows(files[VENUES[0]]))
    record_bws_table_times(tournament, findings)
    rows = [row for row in day_timetable(tournament, VENUES[0]).table_times if row.overrun]
    assert any(row.ended == "11:24" and row.overrun == 9 for row in rows)


@needs_mdbtools
def test_a_fouled_board_is_found_across_venues_by_its_Law77_scores(day):
    tournament, files, _unpaid = day
    findings = suspicious_results(tournament, {venue: venue_rows(path) for venue, path in files.items()})
    fouled = [f for f in findings if f.kind == "fouled"]
    assert [(f.rule, f.stage_id, f.board) for f in fouled] == [("Law 77", VENUES[1], 3)]
    assert "bricka 4" in fouled[0].words or "board 4" in fouled[0].words
    assert not [f for f in findings if f.kind == "lead"]  # every lead comes from the leader's hand


@needs_mdbtools
def test_an_unpaid_player_is_flagged_when_his_number_is_keyed_T5_P3(day):
    tournament, files, unpaid = day
    findings = keyed_lineups(tournament, VENUES[0], venue_rows(files[VENUES[0]]))
    assert [(f.rule, f.mid, f.half) for f in findings] == [("T5", unpaid, 1)]
    assert "P3" in findings[0].words and "T5:" not in findings[0].words  # the rule is the finding's own


def test_a_lead_not_dealt_to_the_leader_is_listed(day):
    tournament, files, _unpaid = day
    rows = venue_rows(files[VENUES[1]])
    target = next(row for row in rows["ReceivedData"] if row["Board"] == 1 and row["NS/EW"])
    deal = {deal.board: deal for deal in stage_deals(tournament, VENUES[1])}[1]
    hand = deal.hand(str(target["NS/EW"]))  # a card of the declarer's own: never the leader's
    suit = next(index for index in range(4) if hand[index])
    target["LeadCard"] = "SHDC"[suit] + hand[suit][0]
    findings = suspicious_results(tournament, {VENUES[1]: rows})
    assert [(f.kind, f.board, f.table) for f in findings if f.kind == "lead"] == [("lead", 1, target["Table"])]


@needs_mdbtools
def test_the_day_checks_command_lists_every_case_with_its_rule_P2_T5_Law77(day, tmp_path, capsys):
    from tddesk.cli import main

    tournament, files, unpaid = day
    venues = [f"--venue={venue}={file}" for venue, file in files.items()]
    assert main(["day-checks", str(tournament.path), *venues]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [line.split("\t")[0] for line in lines] == ["P2", "T5", "Law 77"]
    assert unpaid in lines[1]
