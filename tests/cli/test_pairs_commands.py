"""`tddesk pairs-…` on real files: the demo from registration to the plaque list, a Bridgemate
file into a session, refusals in one line."""

from __future__ import annotations

import contextlib
import io
import json

import pytest
from pypdf import PdfReader

from bws_day import bws_folder, starting_players
from tddesk.cli import main


def run(*arguments) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["--lang", "en", *arguments])
    return status, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    path = tmp_path_factory.mktemp("pairs-cli") / "dm-par.tddesk"
    status, _out, err = run("pairs-demo", str(path))
    assert status == 0, err
    return path


def test_the_demo_from_final_places_to_the_plaque_list_PP1_PP3_M5(demo, tmp_path):
    status, out, _ = run("pairs-places", str(demo), "--event", "dm-par-mixed", "--json")
    places = json.loads(out)
    assert status == 0 and [heat["places"] for heat in places["heats"]] == [9, 10, 8]
    assert len(places["qualified"]) == 28 and len(places["declined"]) == 2
    status, out, _ = run("pairs-final", str(demo), "--event", "dm-par-mixed", "--json")
    rows = json.loads(out)
    assert [row["bonus_per_player"] for row in rows[:3]] == [10, 5, 3]
    pdf = tmp_path / "plaques.pdf"
    status, out, _ = run("pairs-print", str(demo), "plaques", "--event", "dm-par-mixed", "-o", str(pdf))
    assert status == 0
    text = PdfReader(pdf).pages[0].extract_text()
    assert rows[0]["names"].split(" – ")[0] in text and "Plaques and bonus (M5)" in text


def test_standing_running_score_and_print_of_a_heat_PP5(demo, tmp_path):
    status, out, _ = run("pairs-standing", str(demo), "--heat", "dm-par-mixed-kval-norrkoping", "--json")
    standing = json.loads(out)
    assert status == 0 and standing["rows"][-1]["place"] is None and standing["rows"][-1]["struck"]
    status, out, _ = run("pairs-running", str(demo), "--heat", "dm-par-mixed-final-linkoping", "--json")
    assert status == 0 and len(json.loads(out)) == 27
    pdf = tmp_path / "heat.pdf"
    assert (
        run(
            "pairs-print",
            str(demo),
            "heat",
            "--event",
            "dm-par-mixed",
            "--heat",
            "dm-par-mixed-kval-motala",
            "-o",
            str(pdf),
        )[0]
        == 0
    )
    assert "Kval Motala" in PdfReader(pdf).pages[0].extract_text()


def test_registration_and_a_bridgemate_file_through_the_cli(tmp_path, shared_dir):
    venue1 = bws_folder(shared_dir) / "semifinal-venue1.bws"
    if not venue1.exists():
        pytest.skip("reference data not present")
    path = str(tmp_path / "kval.tddesk")
    assert run("new", path, "--name", "DM Par Open", "--profile", "ombf-2016-17")[0] == 0
    event = run(
        "pairs-event", path, "DM Par Open", "--discipline", "open", "--final-pairs", "8", "--final-boards", "60"
    )[1].strip()
    heat = run("pairs-heat", path, "Kval Göteborg", "--event", event, "--kind", "silver")[1].strip()
    players = starting_players(venue1)  # the file's own players, or the heat check refuses it
    for number in range(1, 9):
        (first, first_name), (second, second_name) = players[number]
        pair = run(
            "pairs-register", path, f"{first}:{first_name}:BK Lyx", f"{second}:{second_name}:BK Lyx", "--event", event
        )[1].strip()
        assert run("pairs-enter", path, "--heat", heat, "--pair", pair, "--number", str(number))[0] == 0
    assert run("pairs-session", path, "--heat", heat, "--movement", "mitchell")[0] == 0
    status, out, err = run("pairs-import-bws", path, str(venue1), "--heat", heat)
    assert status == 0 and out.startswith("240 results written"), err
    status, _out, err = run("pairs-register", path, "1:x", "2:y:z", "--event", event)
    assert status == 2 and "MID:name:club" in err and err.count("\n") == 1


def test_the_workbook_lists_the_qualified_pairs_with_mids_and_a_club_list_is_read(demo, tmp_path):
    from openpyxl import Workbook, load_workbook

    out = tmp_path / "dm-par.xlsx"
    status, _out, err = run("pairs-export", str(demo), "--event", "dm-par-mixed", "-o", str(out))
    assert status == 0, err
    workbook = load_workbook(out)
    qualified = list(workbook["Qualified"].iter_rows(min_row=2, values_only=True))
    assert len(qualified) == 28 and all(str(row[2]).isdigit() and str(row[4]).isdigit() for row in qualified)
    assert "Kval Motala" in workbook.sheetnames and "Final result" in workbook.sheetnames
    heat = list(workbook["Kval Norrköping"].iter_rows(min_row=2, values_only=True))
    assert heat[0][0] == 1 and isinstance(heat[0][5], float) and heat[-1][0] is None
    # a club scored its heat elsewhere: its list of pair numbers and percentages
    copy = tmp_path / "copy.tddesk"
    copy.write_bytes(demo.read_bytes())
    listed = Workbook()
    listed.active.append(["Par", "Procent", "Brickor"])
    for number, percent in ((1, 61.3), (2, 48.2), (3, 55.0)):
        listed.active.append([number, percent, 26])
    listed.active.append(["x", None])
    bad = tmp_path / "bad.xlsx"
    listed.save(bad)
    status, _out, err = run("pairs-import-list", str(copy), str(bad), "--heat", "dm-par-mixed-kval-motala")
    assert status == 2 and "Row 5" in err
    listed.active.delete_rows(5)
    good = tmp_path / "list.xlsx"
    listed.save(good)
    # Motala's standing comes from its boards: the command refuses a list there, as the dialog does
    status, _out, err = run("pairs-import-list", str(copy), str(good), "--heat", "dm-par-mixed-kval-motala")
    assert status == 2 and "board results" in err
    assert run("pairs-import-list", str(copy), str(good), "--heat", heat_scored_elsewhere(copy))[0] == 0


def heat_scored_elsewhere(path) -> str:
    """A new bronze heat of the demo's event with its first three pairs as 1-3, no boards entered."""
    from tddesk.services.files import open_championship
    from tddesk.services.pair_views import pairs_events
    from tddesk.services.pairs import add_pairs_heat, enter_heat

    tournament = open_championship(path, backup=False)
    try:
        event = pairs_events(tournament)[0]
        heat = add_pairs_heat(tournament, event.id, "Kval Mjölby", "bronze").value
        for number, pair in enumerate(event.pairs[:3], start=1):
            enter_heat(tournament, heat, pair.id, number)
    finally:
        tournament.close()
    return heat


def test_a_championship_with_its_heats_in_one_command(tmp_path):
    path = str(tmp_path / "dm.tddesk")
    assert run("new", path, "--name", "DM Par Mixed", "--profile", "ombf-2016-17")[0] == 0
    status, _out, err = run(
        "pairs-event",
        path,
        "DM Par Mixed",
        "--discipline",
        "mixed",
        "--final-pairs",
        "28",
        "--final-boards",
        "54",
        "--heat",
        "Kval Linköping;silver;BK Linköping",
        "--heat",
        "Kval Motala;bronze",
        "--heat",
        "Final;final",
    )
    assert status == 0, err
    listing = run("pairs", path)[1]
    assert "Kval Linköping\tsilver\tBK Linköping" in listing and "Kval Motala\tbronze" in listing
    status, _out, err = run(
        "pairs-event",
        path,
        "DM Par Open",
        "--discipline",
        "open",
        "--final-pairs",
        "36",
        "--final-boards",
        "70",
        "--heat",
        "Kval;gold",
    )
    assert status == 2 and "silver, bronze or final" in err
    assert "DM Par Open" not in run("pairs", path)[1]  # nothing of the refused championship was saved


def test_a_reserve_for_a_session_through_the_cli_D_p6(tmp_path):
    """D p.6 (the reserve rule) on the command line: a reserve for one evening of a two-evening heat
    is saved; one for the other player on the other evening is refused in one line."""
    path = str(tmp_path / "dm.tddesk")
    assert run("new", path, "--name", "DM Par Mixed", "--profile", "ombf-2016-17")[0] == 0
    event = run(
        "pairs-event",
        path,
        "DM Par Mixed",
        "--discipline",
        "mixed",
        "--final-pairs",
        "28",
        "--final-boards",
        "54",
        "--heat",
        "Kval Linköping;silver",
    )[1].strip()
    heat = f"{event}-kval-linkoping"
    pair = run(
        "pairs-register", path, "700001:Anna Berg:BK Linköping", "700002:Per Holm:BK Linköping", "--event", event
    )[1].strip()
    assert run("pairs-enter", path, "--heat", heat, "--pair", pair, "--number", "1")[0] == 0
    for _ in range(2):
        assert run("pairs-session", path, "--heat", heat)[0] == 0
    status, _out, err = run(
        "pairs-reserve",
        path,
        "--heat",
        heat,
        "--pair",
        pair,
        "--session",
        "1",
        "--for",
        "700001",
        "--reserve",
        "700009:Eva Lund:BK Linköping",
    )
    assert status == 0, err
    status, _out, err = run(
        "pairs-reserve",
        path,
        "--heat",
        heat,
        "--pair",
        pair,
        "--session",
        "2",
        "--for",
        "700002",
        "--reserve",
        "700010:Olle Lund:BK Linköping",
    )
    assert status == 2 and "D p.6" in err and "every session" in err and err.count("\n") == 1
    status, _out, err = run("pairs-reserve", path, "--heat", heat, "--pair", pair, "--session", "1", "--remove")
    assert status == 0, err


def test_another_heats_bridgemate_file_is_refused_in_swedish_and_english_D_p6(tmp_path):
    """The same check as the window's: the file's players are not this heat's pairs (pair numbers fit)."""
    import datetime as dt

    from tddesk.demo.pairs_session import SessionPair, barometer_tables, write_pairs_session
    from tddesk.rules.pairs_movement import barometer_rounds

    path = str(tmp_path / "dm.tddesk")
    assert run("new", path, "--name", "DM Par Open", "--profile", "ombf-2016-17")[0] == 0
    event = run(
        "pairs-event", path, "DM Par Open", "--discipline", "open", "--final-pairs", "8", "--final-boards", "60"
    )[1].strip()
    heats = {}
    for base, name in ((710000, "Kval Lund"), (720000, "Kval Ystad")):
        heats[name] = heat = run("pairs-heat", path, name, "--event", event, "--kind", "silver")[1].strip()
        for number in range(1, 5):
            pair = run(
                "pairs-register",
                path,
                f"{base + 2 * number}:{name[5:]} {number}a:BK Lyx",
                f"{base + 2 * number + 1}:{name[5:]} {number}b:BK Lyx",
                "--event",
                event,
            )[1].strip()
            assert run("pairs-enter", path, "--heat", heat, "--pair", pair, "--number", str(number))[0] == 0
        assert run("pairs-session", path, "--heat", heat)[0] == 0
    bws = tmp_path / "lund.bws"
    write_pairs_session(
        bws,
        name="Kval Lund",
        day=dt.date(2016, 10, 4),
        start=dt.time(18, 30),
        pairs=[
            SessionPair(n, ((str(710000 + 2 * n), f"Lund {n}a"), (str(710001 + 2 * n), f"Lund {n}b")))
            for n in range(1, 5)
        ],
        rounds=barometer_tables(barometer_rounds(range(1, 5)), 2),
        seed=1,
    )
    status, _out, err = run("pairs-import-bws", path, str(bws), "--heat", heats["Kval Ystad"])
    assert status == 2 and "The Bridgemate file is not Kval Ystad's" in err and "pairs of Kval Lund" in err
    out, swedish = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(swedish):
        status = main(["--lang", "sv", "pairs-import-bws", path, str(bws), "--heat", heats["Kval Ystad"]])
    assert status == 2 and "Bridgemate-filen hör inte till Kval Ystad" in swedish.getvalue()
    assert "dess spelare är paren i Kval Lund" in swedish.getvalue()
    status, out_text, err = run("pairs-import-bws", path, str(bws), "--heat", heats["Kval Lund"])
    assert status == 0 and out_text.startswith("12 results written"), err
