"""`tddesk print FILE KIND --stage ID [--round N] -o OUT.pdf` (H5, H8, M1, M3, VP2)."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from reports.printing import add_stage, build_a_final, heat_imps, new_file, page_numbering, pdf_pages, play
from tddesk.cli import main
from tddesk.services.round_results import round_entry


@pytest.fixture(scope="module")
def championship(tmp_path_factory):
    """A file with a 4-team heat (round 1 played) and a played A-final, closed as after a session."""
    path = tmp_path_factory.mktemp("print") / "dm.tddesk"
    tournament = new_file(path)
    final = build_a_final(tournament)
    tournament.close()
    return path, final


@pytest.fixture(scope="module")
def heat_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("heat") / "heat.tddesk"
    tournament = new_file(path)
    heat = add_stage(tournament, "Kvalheat", 4, 16)
    tournament.close()
    return path, heat


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("match-reports", "Spelare 100000"),
        ("standings", "Ek"),
        ("crosstable", "Holm"),
        ("schedule", "Berg"),
        ("masterpoints", "100003"),
        ("plaques", "42,00"),
        ("vp-scale", "20,00"),
    ],
)
def test_each_kind_prints_a_pdf(championship, tmp_path, capsys, kind, expected):
    path, stage = championship
    target = tmp_path / f"{kind}.pdf"
    assert main(["print", str(path), kind, "--stage", stage, "-o", str(target)]) == 0
    assert str(target) in capsys.readouterr().out
    pages = pdf_pages(target)
    assert expected in "\n".join(pages)
    assert all(page_numbering(page)[1] == len(pages) for page in pages)
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]  # no temporary file left


def test_one_round_of_match_reports_H5(championship, tmp_path):
    path, stage = championship
    target = tmp_path / "round2.pdf"
    assert main(["print", str(path), "match-reports", "--stage", stage, "--round", "2", "-o", str(target)]) == 0
    assert len(PdfReader(target).pages) == 2
    assert all("2016-10-10" in page.splitlines()[0] for page in pdf_pages(target))  # round 2's date


def test_print_while_the_file_is_open_in_the_program(tmp_path):
    """The file is read read-only: the TD can print while the main window holds it."""
    tournament = new_file(tmp_path / "open.tddesk")
    try:
        stage = add_stage(tournament, "Kvalheat", 4, 16)
        for position, match in enumerate(round_entry(tournament, stage, 1).matches):
            play(tournament, match, 1, heat_imps(1, position, 1))
        target = tmp_path / "standings.pdf"
        assert main(["print", str(tournament.path), "standings", "--stage", stage, "-o", str(target)]) == 0
        assert "Lag 1" in pdf_pages(target)[0]
    finally:
        tournament.close()


@pytest.mark.parametrize(
    "arguments",
    [
        ["print", "{file}", "results", "--stage", "{stage}"],
        ["print", "{file}", "standings", "--stage", "no-such-stage"],
        ["print", "{file}", "standings", "--stage", "{stage}", "--round", "2"],
        ["print", "{file}", "match-reports", "--stage", "{stage}", "--round", "0"],
        ["print", "{file}", "match-reports", "--stage", "{stage}", "--round", "7"],
        ["print", "{file}", "match-reports", "--stage", "{stage}", "--round", "x"],
        ["print", "{file}", "standings"],
        ["print", "{missing}", "standings", "--stage", "{stage}"],
        ["print", "{heat_file}", "plaques", "--stage", "{heat}"],
        ["print", "{heat_file}", "match-reports", "--stage", "{heat}", "--round", "4"],
    ],
)
def test_bad_input_is_one_line_and_status_2_and_no_file(championship, heat_file, tmp_path, capsys, arguments):
    path, stage = championship
    values = {
        "file": str(path),
        "stage": stage,
        "missing": str(tmp_path / "missing.tddesk"),
        "heat_file": str(heat_file[0]),
        "heat": heat_file[1],
    }
    filled = [argument.format(**values) for argument in arguments]
    target = tmp_path / "out.pdf"
    assert main(filled + ["-o", str(target)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert len(captured.err.strip().splitlines()) == 1
    assert not target.exists()
    assert not [p for p in tmp_path.iterdir() if p.suffix in (".part", ".pdf")]


def test_unwritable_target_leaves_nothing_behind(championship, tmp_path, capsys):
    path, stage = championship
    for target in (tmp_path / "missing" / "out.pdf", tmp_path):
        assert main(["print", str(path), "standings", "--stage", stage, "-o", str(target)]) == 2
        captured = capsys.readouterr()
        assert len(captured.err.strip().splitlines()) == 1 and str(target) in captured.err
    assert list(tmp_path.iterdir()) == []


def test_a_failed_print_keeps_the_previous_file(championship, tmp_path):
    """Written to a temporary file and renamed: a print that fails leaves the old PDF as it was."""
    path, _stage = championship
    target = tmp_path / "out.pdf"
    target.write_bytes(b"%PDF earlier print")
    assert main(["print", str(path), "standings", "--stage", "no-such-stage", "-o", str(target)]) == 2
    assert target.read_bytes() == b"%PDF earlier print"
    assert [p.name for p in tmp_path.iterdir()] == ["out.pdf"]


def test_the_print_command_and_the_print_menu_share_one_table_of_documents(heat_file, tmp_path, capsys):
    """Every document of the Print menu can be printed by its name on the command line, and the
    command takes --round for the same documents the menu prints per round (H5)."""
    from tddesk.cli.print_commands import KINDS
    from tddesk.reports.documents import DOCUMENTS, offered_documents

    assert tuple(document.name for document in DOCUMENTS) == KINDS
    offered = {
        document.name
        for kind in (
            "heat",
            "semifinal",
            "a_final",
            "sm_semifinal",
            "sm_final",
            "sm_veteran",
            "sm_knockout",
            "pairs_heat",
            "pairs_event",
        )
        for document, _round in offered_documents(kind, 1)
    }
    assert offered == set(KINDS)
    path, heat = heat_file
    target = tmp_path / "spader.pdf"
    assert main(["print", str(path), "spader", "--stage", heat, "--round", "1", "-o", str(target)]) == 0
    assert "rond 1" in "\n".join(pdf_pages(target)).casefold()
    assert main(["print", str(path), "standings", "--stage", heat, "--round", "1", "-o", str(tmp_path / "x.pdf")]) == 2
    assert "match-reports, spader" in capsys.readouterr().err


def test_the_print_menu_offers_per_stage_kind():
    from tddesk.reports.documents import offered_documents

    def entries(kind, round_number):
        return [(document.name, number) for document, number in offered_documents(kind, round_number)]

    assert entries("heat", 2) == [
        ("match-reports", 2),
        ("match-reports", None),
        ("spader", 2),
        ("standings", None),
        ("crosstable", None),
        ("schedule", None),
        ("masterpoints", None),
        ("vp-scale", None),
        ("fees", None),
        ("table-cards", None),
    ]
    assert [name for name, _ in entries("heat", None)][:2] == ["match-reports", "spader"]
    assert "plaques" in dict(entries("a_final", None)) and "plaques" not in dict(entries("semifinal", None))
    assert {"hand-records", "travellers"} <= set(dict(entries("semifinal", None)))
    assert {"appeals", "knockout"} <= set(dict(entries("sm_knockout", None)))
    assert "travel-grants" not in dict(entries("sm_knockout", None))
