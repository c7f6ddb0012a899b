"""`tddesk bws-session FILE --stage ID -o OUT.bws`: the demo's semifinal 1 as the session file a venue's
BCS starts from (docs/bws.md)."""

from __future__ import annotations

from jet_oracles import mdbtools_rows, needs_mdbtools
from tddesk.cli import main


@needs_mdbtools
def test_the_demo_semifinal_is_written_as_a_session_file(demo_path, tmp_path, capsys):
    out = tmp_path / "sf1.bws"
    assert main(["bws-session", str(demo_path), "--stage", "semifinal-1", "-o", str(out)]) == 0
    assert capsys.readouterr().out.strip() == f"{out}: sektion A, 4 bord, Bridgemate-ronder 1-6, 21 spelare."
    assert len(mdbtools_rows(out, "RoundData")) == 24


def test_an_existing_file_is_never_overwritten_unasked(demo_path, tmp_path, capsys):
    """A file BCS has played into holds the venue's results."""
    out = tmp_path / "sf1.bws"
    out.write_bytes(b"played")
    assert main(["bws-session", str(demo_path), "--stage", "semifinal-1", "-o", str(out)]) == 2
    assert "--replace" in capsys.readouterr().err
    assert out.read_bytes() == b"played"
    assert main(["bws-session", str(demo_path), "--stage", "semifinal-1", "-o", str(out), "--replace"]) == 0


def test_a_half_the_stage_does_not_play_is_refused_on_one_line(demo_path, tmp_path, capsys):
    out = tmp_path / "sf1.bws"
    assert main(["bws-session", str(demo_path), "--stage", "semifinal-1", "--half", "3", "-o", str(out)]) == 2
    error = capsys.readouterr().err.strip()
    assert error.startswith("tddesk bws-session: ") and "\n" not in error and "3" in error
    assert not out.exists()


def test_a_pairs_howell_session_is_written(tmp_path, capsys):
    from builders import pairs_heat
    from tddesk.services.files import new_championship

    path = tmp_path / "dm.tddesk"
    tournament = new_championship(path, name="DM Par", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17")
    heat = pairs_heat(tournament, 8)
    tournament.close()
    out = tmp_path / "howell.bws"
    arguments = ["pairs-bws-session", str(path), "--heat", heat, "--howell", "three-quarter", "-o", str(out)]
    assert main(arguments) == 0
    assert capsys.readouterr().out.strip() == f"{out}: howell, 8 par vid 4 bord, 5 ronder."
