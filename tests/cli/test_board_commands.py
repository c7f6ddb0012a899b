"""`tddesk score`, `boards`, `butler`, `import-bws` on real files."""

import contextlib
import io
import json

import pytest

from bws_day import bws_folder, register_day
from tddesk.cli import main
from tddesk.services.files import new_championship


def run(*arguments) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["--lang", "en", *arguments])
    return status, out.getvalue(), err.getvalue()


def test_score_prints_the_ns_score_of_the_issue_example():
    assert run("score", "4HX", "S", "-1", "--board", "2")[:2] == (0, "-200\n")
    assert run("score", "pass", "--board", "5")[:2] == (0, "0\n")


def test_score_refuses_impossible_input_in_one_line():
    status, _out, err = run("score", "7NT", "N", "+1", "--board", "1")
    assert status == 2 and "14 tricks" in err and err.count("\n") == 1
    assert run("score", "4Z", "N", "=", "--board", "1")[0] == 2


def test_score_agrees_with_endplay_on_every_contract_declarer_result_and_vulnerability():
    """All 7 levels × 5 strains × 3 penalties × 4 declarers × 14 trick counts × 4 vulnerabilities,
    through the command's parser and its run function (the parser is built once: 23,520 runs)."""
    endplay = pytest.importorskip("endplay.types")
    from tddesk.cli import build_parser

    parser = build_parser("score")

    def score(*arguments):
        out = io.StringIO()
        parsed = parser.parse_args(["score", *arguments])
        with contextlib.redirect_stdout(out):
            status = parsed.run(parsed)
        return status, out.getvalue()

    vulnerabilities = {1: endplay.Vul.none, 2: endplay.Vul.ns, 3: endplay.Vul.ew, 4: endplay.Vul.both}
    checked = 0
    for level in range(1, 8):
        for strain in ("C", "D", "H", "S", "NT"):
            for mark in ("", "X", "XX"):
                for seat in "NESW":
                    for tricks in range(14):
                        difference = tricks - level - 6
                        result = "=" if difference == 0 else f"{difference:+d}"
                        for board, vul in vulnerabilities.items():
                            theirs = endplay.Contract(f"{level}{strain}{seat}{mark}")
                            theirs.result = difference
                            expected = theirs.score(vul) * (1 if seat in "NS" else -1)
                            status, out = score(f"{level}{strain}{mark}", seat, result, "--board", str(board))
                            assert (status, out) == (0, f"{expected}\n"), (level, strain, mark, seat, tricks, board)
                            checked += 1
    assert checked == 23520


@pytest.fixture
def day_file(tmp_path, shared_dir):
    folder = bws_folder(shared_dir)
    if not (folder / "expected.json").exists():
        pytest.skip("reference data not present")
    path = tmp_path / "semifinal.tddesk"
    tournament = new_championship(path, name="DM Lag", season="2024-25", district="ÖMBF", profile_id="ombf-2016-17")
    team_ids, stages = register_day(tournament, folder)
    tournament.close()
    return path, folder, team_ids, stages


def test_import_bws_then_boards_and_butler(day_file):
    path, folder, team_ids, stages = day_file
    for stage, venue in zip(stages, ("venue1", "venue2")):
        status, out, err = run("import-bws", str(path), str(folder / f"semifinal-{venue}.bws"), "--stage", stage)
        assert status == 0, err
        assert out.startswith("240 results written, 0 removed")
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    first = expected["venues"]["venue1"]["matches"][0]
    match_id = f"{stages[0]}-r1-m1"
    status, out, _err = run("boards", str(path), "--match", match_id, "--json")
    document = json.loads(out)
    assert [half["counted"]["home_imps"] for half in document["halves"]] == [
        half["home_imps"] for half in first["halves"]
    ]
    status, out, _err = run("boards", str(path), "--match", match_id)
    assert "IMPs 27-11 (boards)" in out
    status, out, _err = run("butler", str(path), "--stage", ",".join(stages), "--json")
    document = json.loads(out)
    lindqvist_ns = next(p for p in document["pairs"] if p["team"] == team_ids[1] and p["line"] == "NS")
    assert lindqvist_ns["imps"] == "-33.29"
    status, out, _err = run("butler", str(path), "--stage", ",".join(stages), "--datum")
    assert status == 0 and "Lindqvist" in out
    pdf, xlsx = path.parent / "field.pdf", path.parent / "field.xlsx"
    status, out, _err = run("butler", str(path), "--stage", ",".join(stages), "--pdf", str(pdf), "--xlsx", str(xlsx))
    assert status == 0
    from openpyxl import load_workbook
    from pypdf import PdfReader

    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "IMPs across the field" in text and "-33.29" in text.replace("−", "-")
    workbook = load_workbook(xlsx)
    pairs = {(row[0], row[1]): row[3] for row in workbook["Pairs"].iter_rows(min_row=2, values_only=True)}
    assert pairs[("Lindqvist", "NS")] == pytest.approx(-33.29)
    assert workbook["Boards"].max_row == 1 + 60 * 8
    status, _out, err = run("import-bws", str(path), str(path), "--stage", stages[0])
    assert status == 2 and "not a Bridgemate results file" in err
