"""PBN with results on the command line (docs/pairs.md): the pairs demo's final written as PBN
parses with endplay and holds the final's percentages and MIDs; a Ruter export read by
`pairs-import-list`; the parity report of a file against the heat it came from."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from decimal import Decimal
from pathlib import Path

from tddesk.cli import main
from tddesk.formats.ruter_pbn import read_results
from tddesk.rules.endplay_parts import endplay_module
from tddesk.rules.proportional import decimal_text
from tddesk.services.files import open_championship
from tddesk.services.pair_views import pair_views
from tddesk.services.pairs_standing import heat_standing

FINAL = "dm-par-mixed-final-linkoping"
RUTER_FILE = Path(__file__).resolve().parent.parent / "formats" / "data" / "ruter-kval-mjolby.pbn"


def run(*arguments) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["--lang", "en", *arguments])
    return status, out.getvalue(), err.getvalue()


def test_the_demo_final_as_pbn_parses_with_endplay_and_holds_its_percentages_PP5(pairs_demo_path, tmp_path):
    written = tmp_path / "final.pbn"
    status, out, err = run("pairs-export-pbn", str(pairs_demo_path), "--heat", FINAL, "-o", str(written))
    assert status == 0, err
    assert "28 pairs and 54 boards" in out
    games = endplay_module("parsers.pbn").loads(written.read_text(encoding="utf-8"))
    assert [game.board_num for game in games[1:]] == list(range(1, 55))
    totals = games[0].info["TotalScoreTable"]
    assert [column["name"] for column in totals["headers"]][:6] == [
        "Rank",
        "PairId",
        "Table",
        "Direction",
        "TotalScoreMP",
        "TotalPercentage",
    ]
    tournament = open_championship(pairs_demo_path, read_only=True)
    try:
        standing = heat_standing(tournament, FINAL)
        with tournament.reading() as session:
            views = pair_views(session, "dm-par-mixed")
    finally:
        tournament.close()
    results = read_results(written)
    assert [pair.number for pair in results.pairs] == [row.number for row in standing.rows]
    for pair, row in zip(results.pairs, standing.rows):
        assert pair.percent == Decimal(decimal_text(row.percent, 2))  # the final's own, rounded half up
        assert pair.rank == row.place and pair.boards == row.boards
        assert pair.member_ids == views[row.pair_id].mids
    # board 17 lacks two results: Neuberg's matchpoints, two decimals
    board = next(board for board in results.boards if board.number == 17)
    assert len(board.tables) == 12 and any(table.ns_points.as_tuple().exponent == -2 for table in board.tables)
    status, out, _ = run("pairs-parity", str(pairs_demo_path), str(written), "--heat", FINAL)
    assert status == 0 and out.strip().endswith("0 difference(s), 0 not explained by a known convention")


def test_a_ruter_export_through_pairs_import_list(tmp_path):
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
        "Kval Mjölby;silver;BK Mjölby",
    )
    assert status == 0, err
    status, out, err = run("pairs-import-list", path, str(RUTER_FILE), "--heat", "dm-par-mixed-kval-mjolby")
    assert status == 0, err
    assert "9 pairs' percentages read, 18 new members, 23 board results" in out
    assert "3 difference(s), 0 not explained" in out  # the sit-outs at the session percentage
    status, out, _ = run("pairs-standing", path, "--heat", "dm-par-mixed-kval-mjolby", "--json")
    rows = json.loads(out)["rows"]
    assert [row["number"] for row in rows][:2] == [9, 3]
    status, _out, err = run("pairs-import-list", path, str(RUTER_FILE), "--heat", "dm-par-mixed-kval-mjolby")
    assert status == 2 and "Nothing was imported" in err


def test_a_team_stage_as_pbn_with_both_rooms_imps_deals_and_par(demo_path, tmp_path):
    from tddesk.rules.deals import parse_pbn_deal
    from tddesk.rules.double_dummy import analyse
    from tddesk.services.boards import enter_board
    from tddesk.services.deals import import_deals, load_deal_file

    copy = tmp_path / "dag.tddesk"
    shutil.copyfile(demo_path, copy)
    deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    deals = "".join(f'[Board "{board}"]\n[Deal "{deal}"]\n\n' for board in (1, 2)).encode()
    tournament = open_championship(copy, backup=False)
    try:
        import_deals(tournament, ["semifinal-1"], load_deal_file(data=deals, name="dag.pbn"))
        enter_board(tournament, "semifinal-1-r1-m1", 1, "open", 1, "4S", "N", 10)
        enter_board(tournament, "semifinal-1-r1-m1", 1, "closed", 1, "4S", "N", 8)
    finally:
        tournament.close()
    written = tmp_path / "semifinal.pbn"
    status, out, err = run("export-pbn", str(copy), "--stage", "semifinal-1", "-o", str(written))
    assert status == 0, err
    assert "1 boards written" in out
    text = written.read_text(encoding="utf-8")
    games = endplay_module("parsers.pbn").loads(text)
    # the board's game with its ScoreTable, then a game per room with the room's ScoreIMP
    assert [game.board_num for game in games] == [1, 1, 1]
    assert [game.info.get("Room") for game in games] == [None, "Open", "Closed"]
    assert [game.info.get("ScoreIMP") for game in games[1:]] == ["NS 11", "NS -11"]
    table = games[0].info["ScoreTable"]
    names = [column["name"] for column in table["headers"]]
    assert names[-2:] == ["IMP_NS", "IMP_EW"]
    assert f'[Deal "{deal}"]' in text
    # open room +420 for the home team NS, closed room +100 for the home team EW: 520, 11 IMPs
    assert [row[-2:] for row in table["rows"]] == [["11", "0"], ["0", "11"]]
    analysis = analyse(parse_pbn_deal(1, deal))
    optimum = games[0].info["OptimumResultTable"]["rows"]
    assert len(optimum) == 20 and optimum[0] == ["N", "NT", str(analysis.tricks_for("N", "NT"))]
    assert f'[OptimumScore "NS {analysis.par_score}"]' in text


MITCHELL = RUTER_FILE.parent / "ruter-mitchell-norrkoping.pbn"


def test_a_ruter_mitchell_numbering_both_fields_from_1_through_pairs_import_list_and_parity(tmp_path):
    """docs/pairs.md, "A Mitchell that numbers both fields from 1": the numbering is printed, every
    pair imported, and the parity report of the same file finds no difference."""
    path = str(tmp_path / "dm.tddesk")
    assert run("new", path, "--name", "DM Par Open", "--profile", "ombf-2016-17")[0] == 0
    status, _out, err = run(
        "pairs-event",
        path,
        "DM Par Open",
        "--discipline",
        "open",
        "--final-pairs",
        "28",
        "--final-boards",
        "54",
        "--heat",
        "Kval Norrköping;silver;BK Norrköping",
    )
    assert status == 0, err
    heat = "dm-par-open-kval-norrkoping"
    status, out, err = run("pairs-import-list", path, str(MITCHELL), "--heat", heat)
    assert status == 0, err
    assert "each EW pair is numbered 4 higher in the heat (EW 1 is pair 5, EW 4 pair 8)" in out
    assert "8 pairs' percentages read, 16 new members, 24 board results" in out
    assert "0 difference(s), 0 not explained" in out
    status, out, _ = run("pairs-standing", path, "--heat", heat, "--json")
    assert sorted(row["number"] for row in json.loads(out)["rows"]) == list(range(1, 9))
    status, out, err = run("pairs-parity", path, str(MITCHELL), "--heat", heat)
    assert status == 0, err
    assert out.splitlines()[0].startswith("The file numbers both fields of its Mitchell from 1")
    assert out.strip().endswith("0 difference(s), 0 not explained by a known convention")


def test_pairs_parity_from_an_open_format_document(pairs_demo_path, tmp_path):
    """docs/pairs.md, "The parity report from the open format": the same report from a .json, a
    planted difference listed, a document without the heat refused in words."""
    copy = tmp_path / "pairs.tddesk"
    shutil.copyfile(pairs_demo_path, copy)
    document_path = tmp_path / "other.json"
    assert run("export-json", str(copy), str(document_path))[0] == 0
    document = json.loads(document_path.read_text(encoding="utf-8"))
    heat = next(h for e in document["pairs_events"] for h in e["heats"] if h["id"] == FINAL)
    status, out, err = run("pairs-parity", str(copy), str(document_path), "--heat", FINAL)
    assert status == 0, err
    assert out.strip() == "0 difference(s), 0 not explained by a known convention"
    first = next(result for result in heat["results"] if "contract" in result and result["contract"] != "PASS")
    first["ns"], first["ew"] = first["ew"], first["ns"]  # the pairs written the wrong way round
    document_path.write_text(json.dumps(document), encoding="utf-8")
    status, out, err = run("pairs-parity", str(copy), str(document_path), "--heat", FINAL)
    assert status == 0, err
    lines = out.strip().splitlines()
    rows = {tuple(line.split("\t")[:3]) for line in lines[:-1]}
    # the table missing on either side, and the two pairs' totals the document now gives them
    assert {row for row in rows if row[0] != "pair"} == {
        (f"board {first['board']}", f"{first['ew']}–{first['ns']}", "result"),
        (f"board {first['board']}", f"{first['ns']}–{first['ew']}", "result"),
    }
    assert {row[1] for row in rows if row[0] == "pair"} == {str(first["ns"]), str(first["ew"])}
    assert lines[-1] == f"{len(rows)} difference(s), {len(rows)} not explained by a known convention"
    heat["id"], heat["name"] = "another-heat", "Another heat"
    document_path.write_text(json.dumps(document), encoding="utf-8")
    status, out, err = run("pairs-parity", str(copy), str(document_path), "--heat", FINAL)
    assert status == 2 and "has no pairs heat Final Linköping" in err and "Traceback" not in err
