"""The federation workbook, read back with openpyxl and compared with the services it is read from."""

from __future__ import annotations

import datetime as dt
import shutil
import time
import zipfile
from decimal import Decimal

import openpyxl
import pytest

from builders import championship, roster
from built_files import built_file, copy_of
from tddesk.export.federation_workbook import put_cell, sheet_titles, spreadsheet_text, write_federation_workbook
from tddesk.export.workbook_sheets import decided_by_words, eligibility_words, quotient_value
from tddesk.i18n import translate
from tddesk.services.errors import ServiceError
from tddesk.services.fees import fee_overview, record_entry_fee_paid, record_table_fee_paid
from tddesk.services.files import open_championship
from tddesk.services.lineup_views import match_lineups
from tddesk.services.lineups import set_lineup
from tddesk.services.masterpoints import master_points
from tddesk.services.players import PlayerEntry
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.rulings import rule_late_arrival, rulings
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage, stage_views
from tddesk.services.standings import standings
from tddesk.services.teams import TeamForm, register_team, team_views
from tddesk.services.walkovers import rule_walkover

AS_OF = dt.date(2016, 12, 1)
RISKY = ('=HYPERLINK("x")', "+1", "-2", "@SUM(A1)")
HEAT = "heat-lkpg"


def _entry(mid: int, name: str, paid: bool = True) -> PlayerEntry:
    return PlayerEntry(str(mid), name, "BK Linköping", "ÖMBF", 1970, paid)


def build_heat(tournament) -> str:
    """A 20-board heat in two halves of five teams, four named like formulas and one with players
    named like formulas: three rounds played with line-ups, a round half played with a walkover,
    a late arrival, fees paid on time, late and per round."""
    stage = create_stage(
        tournament, StageForm("Kvalheat Linköping", 20, halves=2, table_fee=Decimal("50")), stage_id=HEAT
    ).value
    for number, name in enumerate(RISKY):
        players = roster(100000 + 10 * number)
        if name == "+1":
            players += (_entry(100099, "Obetald Spelare", paid=False),)
        register_team(tournament, TeamForm(name, players, players[0].mid), stage)
    named = tuple(_entry(100200 + index, name) for index, name in enumerate(RISKY))
    register_team(tournament, TeamForm("Ek", named, named[0].mid), stage)
    make_schedule(tournament, stage, first_date=dt.date(2016, 10, 3))
    rounds = schedule_view(tournament, stage).rounds
    for round_ in rounds[:3]:
        for index, match in enumerate(round_.matches):
            play(tournament, match, halves=2, imps=((20 + 3 * index, 11), (9, 14 + round_.number)))
    half_played, walkover = rounds[3].matches
    play(tournament, half_played, halves=1, imps=((17, 17),))
    rule_walkover(tournament, walkover.id, walkover.away, dt.date(2016, 11, 1))
    first = rounds[0].matches[0]
    rule_late_arrival(tournament, first.id, first.away, 12)
    views = {view.name: view.id for view in team_views(tournament)}
    record_entry_fee_paid(tournament, views["Ek"], dt.date(2016, 10, 20))
    record_entry_fee_paid(tournament, views["-2"], dt.date(2016, 11, 14))
    record_table_fee_paid(tournament, stage, first.home, 1, dt.date(2016, 10, 3))
    return stage


def play(tournament, match, halves: int, imps) -> None:
    for half in range(1, halves + 1):
        for side, team in (("home", match.home), ("away", match.away)):
            view = next(v for v in team_views(tournament) if v.id == team)
            set_lineup(tournament, match.id, half, side, [p.mid for p in view.players[:4]])
        enter_half(tournament, match.id, half, *imps[half - 1])


def write_heat_file(path) -> None:
    tournament = championship(path)
    try:
        assert build_heat(tournament) == HEAT
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_heat_file(tmp_path_factory):
    """build_heat's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "workbook-heat", write_heat_file)


@pytest.fixture
def heat_file(built_heat_file, tmp_path):
    """A copy of build_heat's file, open for the test to read and change."""
    tournament = open_championship(copy_of(built_heat_file, tmp_path / "dm.tddesk"), backup=False)
    yield tournament, HEAT
    tournament.close()


@pytest.fixture(scope="module")
def demo(demo_path, tmp_path_factory):
    folder = tmp_path_factory.mktemp("demo")
    shutil.copyfile(demo_path, folder / "demo.tddesk")
    tournament = open_championship(folder / "demo.tddesk")
    started = time.perf_counter()
    path = write_federation_workbook(tournament, folder / "demo.xlsx", as_of=AS_OF)
    print(f"demo workbook written in {time.perf_counter() - started:.2f} s")
    yield tournament, path
    tournament.close()


# -- reading the workbook back -------------------------------------------------------------------
def _plain(value):
    return value.date() if isinstance(value, dt.datetime) else value


def read_back(path) -> dict[str, list[dict]]:
    """Every sheet as a list of rows keyed by header (exactly as written)."""
    workbook = openpyxl.load_workbook(path)
    sheets = {}
    for sheet in workbook:
        rows = [[_plain(cell.value) for cell in row] for row in sheet.iter_rows()]
        sheets[sheet.title] = [dict(zip(rows[0], row, strict=True)) for row in rows[1:]]
    return sheets


def T(text: str) -> str:
    return translate("Export", text)


def number(value):
    """A Decimal as the workbook stores it (a number), None as an empty cell."""
    return None if value is None else float(value)


def assert_equal_to_services(tournament, path, stage_id=None) -> None:
    sheets = read_back(path)
    assert list(sheets) == list(sheet_titles())
    stages = [s for s in stage_views(tournament) if stage_id in (None, s.id)]
    _check_teams(tournament, sheets[T("Teams")], stage_id)
    _check_matches(tournament, sheets[T("Matches")], stages)
    _check_lineups(tournament, sheets[T("Line-ups")], stages)
    _check_standings(tournament, sheets[T("Standings")], stages)
    _check_master_points(tournament, sheets[T("Master points")], sheets[T("Master point totals")], stages)
    _check_fees(tournament, sheets[T("Fees")], stages)


def _check_teams(tournament, rows, stage_id) -> None:
    expected = []
    stage_names = {stage.id: stage.form.name for stage in stage_views(tournament)}
    for view in team_views(tournament, stage_id):
        names = {p.mid: p.name for p in view.players}
        stages = ", ".join(stage_names[stage] for stage in view.stages) or None
        for player, club in zip(view.players, view.clubs):
            expected.append(
                (
                    view.name,
                    stages,
                    names.get(view.captain_mid),
                    player.mid,
                    player.name,
                    club,
                    player.district,
                    player.birth_year,
                    eligibility_words(view),
                )
            )
    assert [
        (
            r[T("Team")],
            r[T("Stages")],
            r[T("Captain")],
            r[T("MID")],
            r[T("Player")],
            r[T("Club")],
            r[T("District")],
            r[T("Birth year")],
            r[T("Eligibility")],
        )
        for r in rows
    ] == expected


def _check_matches(tournament, rows, stages) -> None:
    by_id = {row[T("Match id")]: row for row in rows}
    count = 0
    for stage in stages:
        ruled = rulings(tournament, stage.id)
        for round_ in schedule_view(tournament, stage.id).rounds:
            dates = {slot.id: slot.date for slot in round_.matches}
            for match in round_entry(tournament, stage.id, round_.number).matches:
                row = by_id[match.id]
                count += 1
                # the match as the TD names it, never the file's id (which has a column of its own)
                assert row[T("Match")] == T("Round {round}, {home} – {away}").format(
                    round=round_.number, home=match.home_name, away=match.away_name
                )
                assert (
                    row[T("Stage")],
                    row[T("Round")],
                    row[T("Date")],
                    row[T("Home")],
                    row[T("Away")],
                    row[T("Boards")],
                ) == (
                    stage.form.name,
                    round_.number,
                    dates[match.id],
                    match.home_name,
                    match.away_name,
                    stage.form.boards_per_match,
                )
                for half, result in enumerate(match.halves, start=1):
                    home, away = result if result else (None, None)
                    assert row[T("IMPs half {half} home").format(half=half)] == home
                    assert row[T("IMPs half {half} away").format(half=half)] == away
                assert (row[T("IMPs home")], row[T("IMPs away")]) == (match.home_imps, match.away_imps)
                assert (row[T("VP home")], row[T("VP away")]) == (number(match.home_vp), number(match.away_vp))
                for side, team in (("home", match.home), ("away", match.away)):
                    deducted = sum(
                        r.vp
                        for r in ruled
                        if r.match_id == match.id
                        and r.team_id == team
                        and r.kind not in ("walkover", "excluded", "disqualified")
                    )
                    assert row[T(f"Penalty VP {side}")] == (number(deducted) if deducted else None)
    assert count == len(rows)


def _check_lineups(tournament, rows, stages) -> None:
    expected = []
    for stage in stages:
        for round_ in schedule_view(tournament, stage.id).rounds:
            for slot in round_.matches:
                for half, sides in enumerate(match_lineups(tournament, slot.id).halves, start=1):
                    for side in ("home", "away"):
                        if sides[side].players:
                            expected.append(
                                (
                                    slot.id,
                                    half,
                                    sides[side].team_name,
                                    tuple((p.mid, p.name) for p in sides[side].players),
                                )
                            )
    seats = [
        tuple((r[T("MID {seat}").format(seat=n)], r[T("Player {seat}").format(seat=n)]) for n in range(1, 5))
        for r in rows
    ]
    assert [(r[T("Match id")], r[T("Half")], r[T("Team")], s) for r, s in zip(rows, seats)] == expected


def _check_standings(tournament, rows, stages) -> None:
    expected = [
        (
            stage.form.name,
            row.rank,
            row.name,
            row.played,
            number(row.vp),
            number(row.penalty_vp),
            row.imps_won,
            row.imps_lost,
            quotient_value(row.imp_quotient),
            decided_by_words(row.decided_by, row.awaiting_lot) or None,
        )
        for stage in stages
        for row in standings(tournament, stage.id).rows
    ]
    got = [
        (
            r[T("Stage")],
            r[T("Rank")],
            r[T("Team")],
            r[T("Played")],
            r[T("VP")],
            r[T("Penalty VP")],
            r[T("IMPs won")],
            r[T("IMPs lost")],
            r[T("IMP quotient")],
            r[T("Decided by (H8)")],
        )
        for r in rows
    ]
    assert got == [tuple(float(v) if isinstance(v, Decimal) else v for v in row) for row in expected]


def _check_master_points(tournament, rows, total_rows, stages) -> None:
    expected, totals = [], []
    for stage in stages:
        points = master_points(tournament, stage.id)
        for match in points.matches:
            for side in (match.home, match.away):
                if side.lineup_missing:
                    expected.append((match.match_id, side.team_name, None, number(side.points)))
                expected += [(match.match_id, side.team_name, s.mid, number(s.points)) for s in side.shares]
        totals += [
            (stage.form.name, p.team_name, p.mid, p.name, p.matches, p.halves, number(p.points)) for p in points.players
        ]
    assert [(r[T("Match id")], r[T("Team")], r[T("MID")], r[T("Points")]) for r in rows] == expected
    assert [
        (r[T("Stage")], r[T("Team")], r[T("MID")], r[T("Player")], r[T("Matches")], r[T("Halves")], r[T("Points")])
        for r in total_rows
    ] == totals


def _check_fees(tournament, rows, stages) -> None:
    expected = []
    for stage in stages:
        for row in fee_overview(tournament, stage.id, AS_OF).rows:
            fees = row.fees
            expected.append(
                (
                    stage.form.name,
                    row.name,
                    fees.entry_fee,
                    fees.late_fee,
                    fees.table_fees,
                    fees.entry_discount + fees.table_discount,
                    fees.total,
                    fees.paid,
                    fees.outstanding,
                )
            )
    got = [
        (
            r[T("Stage")],
            r[T("Team")],
            r[T("Entry fee")],
            r[T("Late fee")],
            r[T("Table fees")],
            r[T("Discount")],
            r[T("Total")],
            r[T("Paid")],
            r[T("Outstanding")],
        )
        for r in rows
    ]
    assert got == [(stage, team, *map(float, money)) for stage, team, *money in expected]


def formula_cells(path) -> list[str]:
    """Cells openpyxl reads as formulas, and any <f> element in the sheets' XML."""
    found = [
        f"{sheet.title}!{cell.coordinate}"
        for sheet in openpyxl.load_workbook(path)
        for row in sheet.iter_rows()
        for cell in row
        if cell.data_type == "f"
    ]
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            xml = archive.read(name)
            if name.startswith("xl/worksheets/") and (b"<f>" in xml or b"<f " in xml):
                found.append(name)
    return found


# -- the tests -----------------------------------------------------------------------------------
def test_every_sheet_equals_the_services(heat_file, tmp_path):
    tournament, stage = heat_file
    path = write_federation_workbook(tournament, tmp_path / "dm.xlsx", as_of=AS_OF)
    assert path == tmp_path / "dm.xlsx"
    assert_equal_to_services(tournament, path)
    table = standings(tournament, stage)
    assert any(row.penalty_vp == Decimal("3.00") for row in table.rows)  # the late arrival (P1) is in the sheet
    players = {row[T("Player")]: row for row in read_back(path)[T("Teams")]}
    unpaid = players["Obetald Spelare"]
    assert unpaid[T("Eligibility")].startswith(T("Eligible, with remarks"))
    assert "T5" in unpaid[T("Remarks on the player")]
    assert players["Spelare 100000"][T("Remarks on the player")] is None
    states = {row[T("State")] for row in read_back(path)[T("Matches")]}
    assert {T("Finished"), T("After the first half"), T("Walkover"), T("Not played")} <= states
    fees = {row[T("Team")]: row for row in read_back(path)[T("Fees")]}
    assert fees["-2"][T("Late fee")] == 50 and fees["Ek"][T("Late fee")] == 0  # paid 14 November: F1


def test_formula_like_names_come_back_as_that_text_and_nothing_is_a_formula(heat_file, tmp_path):
    tournament, _ = heat_file
    path = write_federation_workbook(tournament, tmp_path / "dm.xlsx", as_of=AS_OF)
    sheets = read_back(path)
    teams = {row[T("Team")] for row in sheets[T("Teams")]}
    players = {row[T("Player")] for row in sheets[T("Teams")]}
    assert set(RISKY) <= teams and set(RISKY) <= players
    assert set(RISKY) <= {row[T("Team")] for row in sheets[T("Standings")]}
    assert formula_cells(path) == []
    workbook = openpyxl.load_workbook(path)
    risky = [cell for sheet in workbook for row in sheet.iter_rows() for cell in row if cell.value in RISKY]
    assert risky and all(cell.data_type == "s" and cell.quotePrefix for cell in risky)


@pytest.mark.parametrize("text", ['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "\t=1+1", "=1+1\n=2", "＝1"])
def test_any_text_is_stored_as_text_never_as_a_formula(tmp_path, text):
    workbook = openpyxl.Workbook()
    cell = put_cell(workbook.active, 1, 1, text, "text")
    workbook.save(tmp_path / "cell.xlsx")
    back = openpyxl.load_workbook(tmp_path / "cell.xlsx").active["A1"]
    assert (back.value, back.data_type, back.quotePrefix) == (text, "s", True)
    assert cell.data_type == "s" and formula_cells(tmp_path / "cell.xlsx") == []


def test_a_carriage_return_is_stored_as_a_line_break_and_control_characters_are_dropped():
    assert spreadsheet_text("\r-1") == "\n-1" and spreadsheet_text("a\r\nb") == "a\nb"
    assert spreadsheet_text("Ek\x00\x07") == "Ek"


def test_numbers_dates_formats_and_layout(heat_file, tmp_path):
    tournament, _ = heat_file
    path = write_federation_workbook(tournament, tmp_path / "dm.xlsx", as_of=AS_OF)
    workbook = openpyxl.load_workbook(path)
    for sheet in workbook:
        assert sheet.freeze_panes == "A2"
        assert sheet.auto_filter.ref == f"A1:{sheet.cell(1, sheet.max_column).column_letter}{sheet.max_row}"
        assert all(cell.font.bold for cell in sheet[1])
        assert all(sheet.column_dimensions[cell.column_letter].width >= len(cell.value) for cell in sheet[1])
    headers = {cell.value: cell.column for cell in workbook[T("Standings")][1]}
    row = workbook[T("Standings")][2]
    vp, quotient = row[headers[T("VP")] - 1], row[headers[T("IMP quotient")] - 1]
    assert (vp.data_type, vp.number_format) == ("n", "0.00")
    assert (quotient.data_type, quotient.number_format) == ("n", "0.0000")
    matches = workbook[T("Matches")]
    date = matches.cell(2, [c.value for c in matches[1]].index(T("Date")) + 1)
    assert date.is_date and date.value.date() == dt.date(2016, 10, 3)
    assert [cell.value for cell in workbook[T("Teams")][1]][:4] == [T("Team"), T("Stages"), T("Captain"), T("MID")]


def test_the_headers_follow_the_ui_language(heat_file, tmp_path, monkeypatch):
    from tddesk import i18n

    tournament, _ = heat_file
    monkeypatch.setitem(i18n.catalogue("sv"), ("Export", "Teams"), "Lag")
    monkeypatch.setitem(i18n.catalogue("sv"), ("Export", "Player"), "Spelare")
    path = write_federation_workbook(tournament, tmp_path / "sv.xlsx", as_of=AS_OF)
    workbook = openpyxl.load_workbook(path)
    assert workbook.sheetnames[0] == "Lag" and "Spelare" in [cell.value for cell in workbook["Lag"][1]]
    i18n.set_language("en")
    workbook = openpyxl.load_workbook(write_federation_workbook(tournament, tmp_path / "en.xlsx", as_of=AS_OF))
    assert workbook.sheetnames[0] == "Teams"


def test_one_stage_only(heat_file, tmp_path):
    tournament, stage = heat_file
    other = create_stage(tournament, StageForm("Kvalheat Motala", 16), stage_id="heat-motala").value
    register_team(tournament, TeamForm("Holm", roster(100500)), other)
    path = write_federation_workbook(tournament, tmp_path / "one.xlsx", stage, as_of=AS_OF)
    assert_equal_to_services(tournament, path, stage)
    assert "Holm" not in {row[T("Team")] for row in read_back(path)[T("Teams")]}
    with pytest.raises(ServiceError, match="heat-nowhere"):
        write_federation_workbook(tournament, tmp_path / "none.xlsx", "heat-nowhere")
    assert not (tmp_path / "none.xlsx").exists()


def test_progress_counts_up_to_the_total_and_false_cancels_leaving_no_file(heat_file, tmp_path):
    tournament, _ = heat_file
    folder = tmp_path / "out"
    folder.mkdir()
    calls = []
    write_federation_workbook(tournament, folder / "all.xlsx", progress=lambda done, total: calls.append((done, total)))
    total = calls[0][1]
    assert [done for done, _ in calls] == list(range(1, total + 1)) and {t for _, t in calls} == {total}
    target = folder / "dm.xlsx"
    target.write_bytes(b"the previous workbook")
    for stop in (1, total // 2, total):  # the first step, the middle, and just before the rename
        assert (
            write_federation_workbook(tournament, target, progress=lambda done, _total, stop=stop: done < stop) is None
        )
        assert target.read_bytes() == b"the previous workbook"
        assert sorted(p.name for p in folder.iterdir()) == ["all.xlsx", "dm.xlsx"]


def test_an_unwritable_target_is_refused_in_words(heat_file, tmp_path):
    tournament, _ = heat_file
    with pytest.raises(ServiceError, match="missing"):
        write_federation_workbook(tournament, tmp_path / "missing" / "dm.xlsx")


def test_the_demo_championship_reads_back_equal_to_the_services(demo):
    tournament, path = demo
    assert_equal_to_services(tournament, path)
    assert formula_cells(path) == []
    sheets = read_back(path)
    assert len({row[T("Stage")] for row in sheets[T("Standings")]}) == len(stage_views(tournament)) == 11
    assert any(row[T("Decided by (H8)")] == T("Head-to-head") for row in sheets[T("Standings")])
    assert any(row[T("Decided by (H8)")] == T("IMP quotient") for row in sheets[T("Standings")])


# Written out by hand from build_heat: IMPs (20 + 3·match, 11) and (9, 14 + round); VP from the
# WBF 20-board scale (the reference table in ../shared/reference/vp gives 3 → 10.82, 6 → 11.59,
# 2 → 10.55, 5 → 11.34, 1 → 10.28, 4 → 11.08); 12 minutes late is three started periods, 3 VP (P1).
GOLDEN_MATCHES = [
    (
        "Kvalheat Linköping",
        1,
        "Rond 1, +1 – Ek",
        dt.date(2016, 10, 3),
        "+1",
        "Ek",
        20,
        20,
        11,
        9,
        15,
        29,
        26,
        10.82,
        9.18,
        None,
        3,
        "Klar",
        "Ek: P1: 12 minuter sent: 3 påbörjade 5-minutersperioder → 3,00 VP",
        "heat-lkpg-r1-m1",
    ),
    (
        "Kvalheat Linköping",
        1,
        "Rond 1, -2 – @SUM(A1)",
        dt.date(2016, 10, 3),
        "-2",
        "@SUM(A1)",
        20,
        23,
        11,
        9,
        15,
        32,
        26,
        11.59,
        8.41,
        None,
        None,
        "Klar",
        None,
        "heat-lkpg-r1-m2",
    ),
    (
        "Kvalheat Linköping",
        2,
        'Rond 2, =HYPERLINK("x") – +1',
        dt.date(2016, 10, 10),
        '=HYPERLINK("x")',
        "+1",
        20,
        20,
        11,
        9,
        16,
        29,
        27,
        10.55,
        9.45,
        None,
        None,
        "Klar",
        None,
        "heat-lkpg-r2-m1",
    ),
    (
        "Kvalheat Linköping",
        2,
        "Rond 2, Ek – -2",
        dt.date(2016, 10, 10),
        "Ek",
        "-2",
        20,
        23,
        11,
        9,
        16,
        32,
        27,
        11.34,
        8.66,
        None,
        None,
        "Klar",
        None,
        "heat-lkpg-r2-m2",
    ),
    (
        "Kvalheat Linköping",
        3,
        'Rond 3, -2 – =HYPERLINK("x")',
        dt.date(2016, 10, 17),
        "-2",
        '=HYPERLINK("x")',
        20,
        20,
        11,
        9,
        17,
        29,
        28,
        10.28,
        9.72,
        None,
        None,
        "Klar",
        None,
        "heat-lkpg-r3-m1",
    ),
    (
        "Kvalheat Linköping",
        3,
        "Rond 3, @SUM(A1) – Ek",
        dt.date(2016, 10, 17),
        "@SUM(A1)",
        "Ek",
        20,
        23,
        11,
        9,
        17,
        32,
        28,
        11.08,
        8.92,
        None,
        None,
        "Klar",
        None,
        "heat-lkpg-r3-m2",
    ),
]
# F1-F4 as of 1 December: 600 entry, 50 late when the entry fee was not paid by the deadline
# (Ek paid on 20 October, "-2" on 14 November, late), 50 a match for four matches; "+1" paid
# its first table fee.
GOLDEN_FEES = [
    ("Kvalheat Linköping", '=HYPERLINK("x")', 600, 50, 200, 0, 850, 0, 850, None, AS_OF),
    ("Kvalheat Linköping", "+1", 600, 50, 200, 0, 850, 50, 800, None, AS_OF),
    ("Kvalheat Linköping", "-2", 600, 50, 200, 0, 850, 650, 200, dt.date(2016, 11, 14), AS_OF),
    ("Kvalheat Linköping", "@SUM(A1)", 600, 50, 200, 0, 850, 0, 850, None, AS_OF),
    ("Kvalheat Linköping", "Ek", 600, 0, 200, 0, 800, 600, 200, dt.date(2016, 10, 20), AS_OF),
]


def test_golden_rows_of_a_small_heat_VP1_P1_F1(heat_file, tmp_path):
    """Rows written out by hand, not rebuilt with the services the workbook is written from."""
    tournament, _ = heat_file
    sheets = read_back(write_federation_workbook(tournament, tmp_path / "dm.xlsx", as_of=AS_OF))
    assert [tuple(row.values()) for row in sheets["Matcher"][:6]] == GOLDEN_MATCHES
    assert [tuple(row.values()) for row in sheets["Avgifter"]] == GOLDEN_FEES


def test_a_stage_without_rulings_or_line_ups_is_not_read_for_them_and_the_sheets_still_agree(heat_file, tmp_path):
    """P1, H5: the heat's late arrival and line-ups are in the sheets; the new stage has neither."""
    from tddesk.services.lineup_views import stages_with_lineups
    from tddesk.services.rulings import stages_with_rulings

    tournament, stage = heat_file
    other = create_stage(tournament, StageForm("Kvalheat Motala", 16), stage_id="heat-motala").value
    for number in range(4):
        register_team(tournament, TeamForm(f"Holm {number}", roster(100600 + 10 * number)), other)
    make_schedule(tournament, other, first_date=dt.date(2016, 10, 3))
    first = schedule_view(tournament, other).rounds[0].matches[0]
    enter_half(tournament, first.id, 1, 30, 20)
    assert stages_with_rulings(tournament) == stages_with_lineups(tournament) == {stage}
    path = write_federation_workbook(tournament, tmp_path / "two.xlsx", as_of=AS_OF)
    assert_equal_to_services(tournament, path)
    lineups = read_back(path)[T("Line-ups")]
    assert lineups and {row[T("Stage")] for row in lineups} == {"Kvalheat Linköping"}
    matches = read_back(path)[T("Matches")]
    assert any(row[T("Stage")] == "Kvalheat Motala" and row[T("IMPs home")] == 30 for row in matches)
