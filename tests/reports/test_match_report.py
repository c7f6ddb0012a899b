"""H5: match reports — players with MID per half, IMPs per half and total, VP, rulings, signatures."""

from __future__ import annotations

import io
import re
import time

import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics

from builders import roster
from reports.printing import (
    add_stage,
    first_match,
    mids_of,
    page_numbering,
    pdf_pages,
    play,
    record_penalty,
    record_walkover,
    row_pattern,
    squeezed,
)
from tddesk import i18n
from tddesk.reports.layout import FONT, MARGIN, register_fonts
from tddesk.reports.match_report import match_reports, write_match_reports
from tddesk.services.errors import ServiceError
from tddesk.services.lineup_views import match_lineups
from tddesk.services.lineups import set_lineup
from tddesk.services.players import PlayerEntry
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team

MARKUP_NAME = 'Åsa "<Ek> & Öberg"'
LONG_TEAM_NAME = (
    "Bridgeklubben Östra Kvarnbäcken och Lilla Ängsö Allmänna Bridgesällskap för Kortspel & Trevligt Umgänge"
)[:120].ljust(120, "x")


def test_every_match_of_a_round_on_its_own_page_H5(played_heat):
    """H5: one page per match, each naming both teams, every player with MID per half, IMPs per half
    and in total, and VP — the numbers the round grid shows."""
    i18n.set_language("en")  # the labels below are the English ones
    t, stage = played_heat.tournament, played_heat.stage_id
    buffer = io.BytesIO()
    assert write_match_reports(buffer, t, stage, 3) == 4
    pages = pdf_pages(buffer.getvalue())
    entry = round_entry(t, stage, 3)
    assert len(pages) == len(entry.matches) == 4
    for page, match in zip(pages, entry.matches):
        assert f"{match.home_name} – {match.away_name}" in page
        assert "Round 3 ·" in page and match.id not in page  # the match in words, not its file id
        lineups = match_lineups(t, match.id)
        for half, sides in enumerate(lineups.halves):
            for seat in range(4):
                home, away = sides["home"].players[seat], sides["away"].players[seat]
                assert re.search(row_pattern(home.name, home.mid, away.name, away.mid), page), (half, seat)
        (h1_home, h1_away), (h2_home, h2_away) = match.halves
        assert re.search(row_pattern(str(h1_home), str(h1_away)) + r"\s*$", _line(page, "half 1"))
        assert re.search(row_pattern(str(h2_home), str(h2_away)) + r"\s*$", _line(page, "half 2"))
        assert re.search(row_pattern(str(match.home_imps), str(match.away_imps)) + r"\s*$", _line(page, "total"))
        assert re.search(row_pattern(f"{match.home_vp:.2f}", f"{match.away_vp:.2f}"), page)


def _line(page: str, label: str) -> str:
    """The line of the result table whose label ends with ``label`` (IMP half 1, IMP total)."""
    return next(
        line
        for line in page.splitlines()
        if re.search(rf"{label}\b", line, re.IGNORECASE) and re.search(r"\d+\s+\d+\s*$", line)
    )


def test_both_halves_show_the_half_time_change_H5_T3(played_heat):
    """H5: line-ups can change at half-time: the player who sat out the first half is on the page
    in the second, the one who sat out the second is in the first."""
    t, stage = played_heat.tournament, played_heat.stage_id
    match = first_match(t, stage, 1)
    reports = match_reports(t, stage, 1)
    report = next(r for r in reports if r.row.id == match.id)
    home_team = int(match.home.lstrip("t"))
    first, second = (report.lineups.halves[0]["home"].players, report.lineups.halves[1]["home"].players)
    assert [p.mid for p in first] == mids_of(home_team)[:4]
    assert [p.mid for p in second] == mids_of(home_team)[1:5]


def test_the_whole_stage_in_one_pdf_with_page_x_of_y_and_each_match_date_H5(played_heat, tmp_path):
    t, stage = played_heat.tournament, played_heat.stage_id
    target = tmp_path / "all.pdf"
    assert write_match_reports(target, t, stage) == 28
    pages = pdf_pages(target)
    assert len(pages) == 28
    assert [page_numbering(page) for page in pages] == [(number, 28) for number in range(1, 29)]
    rounds = schedule_view(t, stage).rounds
    for round_view in rounds:
        for position, slot in enumerate(round_view.matches):
            page = pages[(round_view.number - 1) * 4 + position]
            assert f"{slot.home_name} – {slot.away_name}" in page and f"Rond {round_view.number} ·" in page
            assert slot.id not in page  # the match in words, not its file id
            header = page.splitlines()[0]
            assert "DM Lag ÖMBF 2016-17" in header and "Kvalheat Linköping" in header
            assert slot.date.isoformat() in header  # each page carries its own match's date


def test_captains_sign_under_their_names_H5(played_heat):
    t, stage = played_heat.tournament, played_heat.stage_id
    match = first_match(t, stage, 2)
    buffer = io.BytesIO()
    write_match_reports(buffer, t, stage, 2)
    page = pdf_pages(buffer.getvalue())[0]
    home_captain = f"Spelare {mids_of(int(match.home.lstrip('t')))[0]}"
    away_captain = f"Spelare {mids_of(int(match.away.lstrip('t')))[0]}"
    lines = page.splitlines()
    signature = max(index for index, line in enumerate(lines) if home_captain in line and away_captain in line)
    assert signature > max(index for index, line in enumerate(lines) if "VP" in line)


def test_rulings_of_the_match_are_printed_with_their_rule_P1_H5(tournament):
    """A late arrival (P1, 12 minutes → 3.00 VP) shows on its match's page only, with the rule, the
    deduction and the VP after it; the match VP themselves are unchanged (P6)."""
    i18n.set_language("en")  # the labels below are the English ones
    stage = add_stage(tournament, "Kvalheat Norrköping", 4, 16)
    match = first_match(tournament, stage)
    play(tournament, match, 1, [(30, 13)])
    record_penalty(tournament, stage, match.id, match.away, "late_arrival", minutes=12)
    buffer = io.BytesIO()
    write_match_reports(buffer, tournament, stage, 1)
    first, second = pdf_pages(buffer.getvalue())
    assert re.search(row_pattern("14.39", "5.61"), first)  # D p.20: 17 IMPs on 16 boards
    assert re.search(row_pattern(match.away_name, "P1") + r".*12.*" + re.escape("−3.00"), first)
    assert re.search(r"−3\.00\s*$", _line_with(first, "Penalty"))
    assert re.search(row_pattern("14.39", "2.61") + r"\s*$", _line_with(first, "after"))
    assert "P1" not in second and "−3.00" not in second


def _line_with(page: str, word: str) -> str:
    return next(line for line in page.splitlines() if word.casefold() in line.casefold())


def test_walkover_prints_the_ruled_result_W2_H5(tournament):
    stage = add_stage(tournament, "Kvalheat Motala", 4, 16)
    match = first_match(tournament, stage)
    record_walkover(tournament, stage, match.id, match.away)
    buffer = io.BytesIO()
    write_match_reports(buffer, tournament, stage, 1)
    page = pdf_pages(buffer.getvalue())[0]
    assert re.search(row_pattern("12,00", "0,00"), page)  # W2: the minimum 12 VP before other results
    assert re.search(row_pattern("7–0", "0–60"), page)  # its smallest margin; the giver's blitz on 16 boards
    assert "W2" in page
    assert "Spelare" not in page.split("VP")[0]  # nobody played: no line-ups to fill in


def test_a_walkover_is_listed_under_the_rulings_as_on_the_results_site_W2_H5(tournament):
    """The W2 ruling of a walkover is a row under Domslut (not "Inga."), worded as the site's
    rulings list words it, and no penalty VP are deducted for it (P6 is for penalties)."""
    from tddesk.services.ruling_list import rulings

    stage = add_stage(tournament, "Kvalheat Vadstena", 4, 16)
    match = first_match(tournament, stage)
    record_walkover(tournament, stage, match.id, match.away)
    buffer = io.BytesIO()
    write_match_reports(buffer, tournament, stage, 1)
    page = squeezed(pdf_pages(buffer.getvalue(), layout=False)[0])
    ruled = rulings(tournament, stage)
    assert [row.kind for row in ruled] == ["walkover"]
    after_heading = page.split("Domslut", 1)[1]
    assert "Inga." not in after_heading
    assert squeezed(f"{match.away_name} W2: {ruled[0].text}") in after_heading
    assert "Straff-VP" not in page and "−" not in after_heading


def test_unplayed_match_prints_blank_lines_to_fill_in_H5(tournament):
    stage = add_stage(tournament, "Kvalheat Mjölby", 4, 16)
    buffer = io.BytesIO()
    assert write_match_reports(buffer, tournament, stage, 1) == 2
    page = pdf_pages(buffer.getvalue())[0]
    match = first_match(tournament, stage)
    assert match.home_name in page and match.away_name in page
    assert not re.search(r"\d+[.,]\d\d", page)  # no IMPs or VP yet: the lines are left for the pen


def test_names_print_exactly_as_typed_and_long_names_wrap_H5(tournament):
    """Swedish letters, quotes, <, > and & print as typed; a 120-character team name wraps
    inside its column and every word of it is on the page."""
    assert len(LONG_TEAM_NAME) == 120
    stage = create_stage(tournament, StageForm("Kvalheat Vadstena", 16)).value
    special = (PlayerEntry("200001", MARKUP_NAME, "BK Ödeshög & Co", "ÖMBF"),) + roster(200002, 3)
    register_team(tournament, TeamForm(MARKUP_NAME, special, captain_mid="200001"), stage)
    register_team(tournament, TeamForm(LONG_TEAM_NAME, roster(300001, 4)), stage)
    register_team(tournament, TeamForm("Lag 3", roster(400001, 4)), stage)
    register_team(tournament, TeamForm("Lag 4", roster(500001, 4)), stage)
    make_schedule(tournament, stage)
    for round_view in schedule_view(tournament, stage).rounds:
        for match in round_view.matches:
            enter_half(tournament, match.id, 1, 20, 10)
            for side, team in (("home", match.home), ("away", match.away)):
                first_mid = {"t1": 200001, "t2": 300001, "t3": 400001, "t4": 500001}[team]
                set_lineup(tournament, match.id, 1, side, [str(first_mid + i) for i in range(4)])
    buffer = io.BytesIO()
    pages = write_match_reports(buffer, tournament, stage)
    assert pages == 6
    layout = pdf_pages(buffer.getvalue())
    plain = pdf_pages(buffer.getvalue(), layout=False)
    with_markup = [page for page in layout if MARKUP_NAME in page]
    assert len(with_markup) == 3  # team Åsa plays three matches
    assert all(re.search(row_pattern(MARKUP_NAME, "200001"), page) for page in with_markup)
    long_pages = [page for page in plain if squeezed(LONG_TEAM_NAME) in squeezed(page)]
    assert len(long_pages) == 3
    _assert_text_inside_the_page(buffer)


def _assert_text_inside_the_page(buffer: io.BytesIO) -> None:
    """No text runs over the right margin: a long name wrapped instead of overflowing."""
    register_fonts()
    for page in PdfReader(io.BytesIO(buffer.getvalue())).pages:
        width = float(page.mediabox.width)
        runs = []

        def visit(text, cm, tm, font, size, runs=runs):
            if text.strip():
                x = tm[4] * cm[0] + cm[4]
                runs.append(x + pdfmetrics.stringWidth(text.rstrip(), FONT, size * abs(tm[0] or 1)))

        page.extract_text(visitor_text=visit)
        assert runs and max(runs) <= width - MARGIN + 2


def test_print_28_match_reports_in_under_two_seconds_H5(played_heat, tmp_path):
    """UI.md: the TD prints a heat's 28 match reports while the captains wait: under 2 s of work.

    Measured as the process's CPU time (best of three runs), so that other programs loading a
    shared test machine do not decide; the wall-clock time must stay within a loose bound too, so
    that waiting on the file (not CPU work) cannot hide there.
    """
    t, stage = played_heat.tournament, played_heat.stage_id
    cpu, wall = [], []
    for attempt in range(3):
        target = tmp_path / f"heat-{attempt}.pdf"
        started, started_cpu = time.perf_counter(), time.process_time()
        pages = write_match_reports(target, t, stage)
        cpu.append(time.process_time() - started_cpu)
        wall.append(time.perf_counter() - started)
        assert pages == 28
    assert min(cpu) < 2.0, f"28 match reports took {min(cpu):.2f} s of CPU time"
    assert min(wall) < 6.0, f"28 match reports took {min(wall):.2f} s"


def test_progress_is_reported_and_false_cancels_without_writing(played_heat, tmp_path):
    t, stage = played_heat.tournament, played_heat.stage_id
    calls = []
    target = tmp_path / "round.pdf"
    assert write_match_reports(target, t, stage, 1, progress=lambda done, total: calls.append((done, total))) == 4
    assert calls == [(done, 8) for done in range(1, 9)]
    for stop_at in (2, 7):  # while reading the matches, and while laying out the pages
        cancelled = tmp_path / f"cancelled-{stop_at}.pdf"
        seen = []

        def progress(done, total, seen=seen, stop_at=stop_at):
            seen.append(done)
            return done < stop_at

        assert write_match_reports(cancelled, t, stage, 1, progress=progress) is None
        assert seen[-1] == stop_at
        assert not cancelled.exists()
    buffer = io.BytesIO()
    assert write_match_reports(buffer, t, stage, 1, progress=lambda done, total: done < 7) is None
    assert buffer.getvalue() == b""


def test_unknown_round_is_refused_in_words(played_heat):
    with pytest.raises(ServiceError, match="8"):
        write_match_reports(io.BytesIO(), played_heat.tournament, played_heat.stage_id, 8)


def test_unauthorised_player_is_marked_P3_H5(tournament):
    stage = create_stage(tournament, StageForm("Kvalheat Tranås", 16)).value
    unpaid = roster(600000, 3) + (PlayerEntry("600003", "Olle Obetald", "BK Linköping", "ÖMBF", 1970, False),)
    register_team(tournament, TeamForm("Ek", unpaid), stage)
    for number in range(1, 4):
        register_team(tournament, TeamForm(f"Lag {number}", roster(700000 + 10 * number, 4)), stage)
    make_schedule(tournament, stage)
    match = next(m for m in round_entry(tournament, stage, 1).matches if "t1" in (m.home, m.away))
    side = "home" if match.home == "t1" else "away"
    set_lineup(tournament, match.id, 1, side, ["600000", "600001", "600002", "600003"])
    buffer = io.BytesIO()
    write_match_reports(buffer, tournament, stage, 1)
    page = next(page for page in pdf_pages(buffer.getvalue()) if f"{match.home_name} – {match.away_name}" in page)
    assert re.search(r"Olle Obetald †\s+600003", page)
    assert "P3" in page


@pytest.fixture
def bws_day(shared_dir, tmp_path_factory, tmp_path):
    """The reference day with both venues' Bridgemate files imported (built once per run, in
    English): (tournament, team number → id, stage ids), with the reference folder."""
    from bws_day import bws_folder, day_copy

    folder = bws_folder(shared_dir)
    if not (folder / "expected.json").exists():
        pytest.skip("reference data not present")
    i18n.set_language("en")
    tournament, team_ids, stages = day_copy(tmp_path_factory, tmp_path / "day.tddesk", folder, imported=True)
    yield tournament, team_ids, stages, folder
    tournament.close()


def test_a_match_scored_board_by_board_lists_its_boards_H5(bws_day, tmp_path):
    """H5 with boards: the report lists each board's contracts, results, NS scores and IMPs in both
    rooms and the half's IMPs from them, the figures of the reference day (expected.json)."""
    import json

    tournament, team_ids, stages, folder = bws_day
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))["venues"]["venue1"]
    path = tmp_path / "reports.pdf"
    write_match_reports(path, tournament, stages[0], 1)
    pages = pdf_pages(path.read_bytes())
    reports = match_reports(tournament, stages[0], 1)
    assert len(pages) == len(reports) == 2  # still one match to a page
    for page, report in zip(pages, reports):
        want = next(
            m
            for m in expected["matches"]
            if m["match_round"] == 1
            and (team_ids[m["home_team"]], team_ids[m["away_team"]]) == (report.row.home, report.row.away)
        )
        assert "Boards, half 1 (1–10)" in page and "Boards, half 2 (11–20)" in page
        for half in want["halves"]:
            for board in half["boards"]:
                net = "" if board["home_net_score"] is None else str(board["home_net_score"]).replace("-", "−")
                cells = [
                    str(board["board"]),
                    str(board["open_ns_score"]).replace("-", "−"),
                    str(board["closed_ns_score"]).replace("-", "−"),
                    net,
                    str(board["imps_home"]),
                    str(board["imps_away"]),
                ]
                line = next((text for text in page.splitlines() if re.match(rf"\s*{board['board']}\s", text)), "")
                numbers = re.findall(r"−?\d+", line)
                assert numbers[0] == cells[0] and numbers[-3:] == cells[3:], (board, line)
                assert cells[1] in numbers and cells[2] in numbers, (board, line)
            total = next(
                text
                for text in page.splitlines()
                if text.strip().startswith("IMP")
                and "half" not in text
                and "total" not in text
                and text.split()[-2:] == [str(half["home_imps"]), str(half["away_imps"])]
            )
            assert total
