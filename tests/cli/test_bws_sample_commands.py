"""`tddesk bws-sample PAIRS BOARDS OUT.bws`: a played barometer as a Bridgemate file, which the
pairs import then takes like a club's own file (docs/bws.md)."""

from __future__ import annotations

import datetime as dt

from tddesk.cli import main
from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry


def test_a_sample_session_is_written_and_imported_into_a_heat(tmp_path, capsys):
    out = tmp_path / "klubbkväll.bws"
    assert main(["bws-sample", "12", "22", str(out), "--date", "2016-10-11", "--seed", "7"]) == 0
    assert capsys.readouterr().out.strip() == f"{out}: 12 par, 11 ronder à 2 brickor, 132 resultat."
    tournament = new_championship(
        tmp_path / "dm.tddesk", name="DM Par", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Linköping", "bronze", "BK Linköping", dt.date(2016, 10, 11)).value
    add_session(tournament, heat, "barometer", 2)
    for number in range(1, 13):
        first = PlayerEntry(str(900000 + 2 * number), f"Anna Ek {number}", "BK Linköping", "ÖMBF")
        second = PlayerEntry(str(900001 + 2 * number), f"Per Öberg {number}", "BK Linköping", "ÖMBF")
        pair = register_pair(tournament, event, first, second).value
        enter_heat(tournament, heat, pair, number)
    report = import_pairs_bws(tournament, heat, 1, out)
    assert (report.written, report.removed) == (132, 0)
    standing = heat_standing(tournament, heat)
    assert len(standing.rows) == 12 and {row.boards for row in standing.rows} == {22}
    assert sum(row.percent for row in standing.rows) == 600  # every board's matchpoints shared out
    tournament.close()


def test_a_mitchell_sample_is_scored_in_a_mitchell_session(tmp_path, capsys):
    """7 tables: NS pairs 1-7 stay, EW pairs 8-14 move; every board is played at all seven tables."""
    out = tmp_path / "mitchell.bws"
    assert main(["bws-sample", "14", "21", str(out), "--movement", "mitchell", "--date", "2016-10-11"]) == 0
    assert capsys.readouterr().out.strip() == f"{out}: 14 par, 7 ronder à 3 brickor, 147 resultat."
    tournament = new_championship(
        tmp_path / "dm.tddesk", name="DM Par", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Motala", "bronze", "Motala BK", dt.date(2016, 10, 11)).value
    add_session(tournament, heat, "mitchell", 3)
    for number in range(1, 15):
        first = PlayerEntry(str(900000 + 2 * number), f"Karin Ek {number}", "Motala BK", "ÖMBF")
        second = PlayerEntry(str(900001 + 2 * number), f"Nils Åberg {number}", "Motala BK", "ÖMBF")
        enter_heat(tournament, heat, register_pair(tournament, event, first, second).value, number)
    assert import_pairs_bws(tournament, heat, 1, out).written == 147
    standing = heat_standing(tournament, heat)
    assert len(standing.rows) == 14 and {row.boards for row in standing.rows} == {21}
    ns = sum(row.percent for row in standing.rows if row.number <= 7)
    assert ns + sum(row.percent for row in standing.rows if row.number > 7) == 14 * 50
    tournament.close()


def test_double_dummy_is_an_option(tmp_path, capsys):
    out = tmp_path / "dd.bws"
    assert main(["bws-sample", "4", "3", str(out), "--double-dummy", "--date", "2017-03-18"]) == 0
    assert capsys.readouterr().out.strip() == f"{out}: 4 par, 3 ronder à 1 brickor, 6 resultat."


def test_the_same_seed_gives_the_same_file(tmp_path):
    for name in ("a.bws", "b.bws"):
        assert main(["bws-sample", "8", "14", str(tmp_path / name), "--date", "2017-03-18"]) == 0
    assert (tmp_path / "a.bws").read_bytes() == (tmp_path / "b.bws").read_bytes()


def test_sizes_that_do_not_make_a_barometer_are_refused_in_words(tmp_path, capsys):
    out = tmp_path / "x.bws"
    assert main(["bws-sample", "28", "50", str(out)]) == 2
    assert "50 brickor går inte jämnt ut på 27 ronder; ange en multipel av 27." in capsys.readouterr().err
    assert main(["--lang", "en", "bws-sample", "3", "6", str(out)]) == 2
    assert "a session here has 4 to 60 pairs, not 3." in capsys.readouterr().err
    assert main(["--lang", "en", "bws-sample", "13", "26", str(out), "--movement", "mitchell"]) == 2
    assert "a Mitchell seats two pairs at every table; 13 is odd." in capsys.readouterr().err
    assert main(["--lang", "en", "bws-sample", "12", "17", str(out), "--movement", "mitchell"]) == 2
    assert (
        "17 boards do not make 6 equal board sets, one for each table; give a multiple of 6." in capsys.readouterr().err
    )
    assert main(["--lang", "en", "bws-sample", "10", "20", str(out), "--rounds", "12"]) == 2
    assert "10 pairs play 1 to 9 rounds, not 12." in capsys.readouterr().err
    assert not out.exists()
    out.write_bytes(b"keep")
    assert main(["--lang", "sv", "bws-sample", "8", "14", str(out)]) == 2
    assert "finns redan" in capsys.readouterr().err and out.read_bytes() == b"keep"
