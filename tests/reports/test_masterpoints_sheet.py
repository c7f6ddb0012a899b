"""M1, M2, W4: the printed master point list — per player with MID, name, club and points."""

from __future__ import annotations

import io
import re

from reports.printing import add_stage, comma, mids_of, pdf_pages, play, record_walkover, row_pattern, team_number
from tddesk.i18n import translate
from tddesk.reports.masterpoints_sheet import write_masterpoints_sheet
from tddesk.services.masterpoints import master_points
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry


def printed(tournament, stage_id: str) -> str:
    buffer = io.BytesIO()
    write_masterpoints_sheet(buffer, tournament, stage_id)
    return "\n".join(pdf_pages(buffer.getvalue()))


def test_worked_example_draw_and_walkover_M1_M2_W4(tournament):
    """16 boards: 30-13 (14.39-5.61) gives the winner's four players 4.00 each; 14-10 (11.20-8.80)
    is a draw, 8.00 per team, 2.00 per player; a walkover gives nobody anything."""
    stage = add_stage(tournament, "Kvalheat Linköping", 5, 16)
    won, drawn = round_entry(tournament, stage, 1).matches
    play(tournament, won, 1, [(30, 13)])
    play(tournament, drawn, 1, [(14, 10)])
    walkover = round_entry(tournament, stage, 2).matches[0]
    record_walkover(tournament, stage, walkover.id, walkover.away)
    text = printed(tournament, stage)
    for mid in mids_of(team_number(won.home))[:4]:
        assert re.search(row_pattern(mid, f"Spelare {mid}", "BK Linköping", won.home_name, "1", "1", "4,00"), text)
    for mid in mids_of(team_number(won.away))[:4]:
        assert re.search(row_pattern(mid, f"Spelare {mid}") + r".*\s0,00\s*$", text, re.MULTILINE)
    for team in (drawn.home, drawn.away):
        for mid in mids_of(team_number(team))[:4]:
            assert re.search(row_pattern(mid, f"Spelare {mid}") + r".*\s2,00\s*$", text, re.MULTILINE)
    assert re.search(row_pattern("1", won.home_name, won.away_name, "14,39–5,61") + r".*16,00\s+0,00", text)
    assert re.search(row_pattern("1", drawn.home_name, drawn.away_name, "11,20–8,80") + r".*8,00\s+8,00", text)
    assert re.search(row_pattern("2", walkover.home_name, walkover.away_name) + r".*0,00\s+0,00", text)
    total = re.escape(translate("Reports", "Total"))
    totals = re.findall(rf"{total}\s.*?(\d+,\d\d)\s*$", text, re.MULTILINE)
    assert totals == ["32,00", "32,00"]  # split among players, and given by the matches


def test_every_player_of_the_heat_with_the_services_total_M1(played_heat):
    t, stage = played_heat.tournament, played_heat.stage_id
    text = printed(t, stage)
    points = master_points(t, stage)
    assert len(points.players) == 8 * 5
    for player in points.players:
        assert re.search(
            row_pattern(
                player.mid,
                player.name,
                player.club,
                player.team_name,
                str(player.matches),
                str(player.halves),
                comma(player.points),
            ),
            text,
        ), player.mid
    assert comma(points.total) in text and points.total == 28 * 24


def test_missing_line_up_is_named_M1(tournament):
    stage = add_stage(tournament, "Kvalheat Mjölby", 4, 16)
    match = round_entry(tournament, stage, 1).matches[0]
    enter_half(tournament, match.id, 1, 30, 13)
    text = printed(tournament, stage)
    line = next(line for line in text.splitlines() if "M1" in line and "16,00" in line)
    assert f"Rond 1, {match.home_name} – {match.away_name}" in line and match.id not in text  # in words, no id
