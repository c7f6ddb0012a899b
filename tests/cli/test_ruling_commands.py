"""`tddesk late-arrival` and `tddesk slow-play` (P1, P2): minutes typed as 5:20 or 5,3 count the started minute."""

from __future__ import annotations

from decimal import Decimal

import pytest

from cli.test_results_commands import heat_file  # noqa: F401 - the fixture
from tddesk.cli import main
from tddesk.services.files import open_championship
from tddesk.services.round_results import match_row
from tddesk.services.rulings import rulings


def rulings_of(path):
    tournament = open_championship(path, read_only=True)
    try:
        return [(row.team_id, row.vp) for row in rulings(tournament, "heat-lkpg")]
    finally:
        tournament.close()


def home_and_away(path, match_id):
    tournament = open_championship(path, read_only=True)
    try:
        row = match_row(tournament, match_id)
        return row.home, row.away
    finally:
        tournament.close()


def test_slow_play_of_5_minutes_20_seconds_is_6_minutes_P2(heat_file, capsys):  # noqa: F811
    path, matches = heat_file
    assert main(["--lang", "en", "result", str(path), "--match", matches[0], "--imps", "31-18"]) == 0
    home, _away = home_and_away(path, matches[0])
    capsys.readouterr()
    assert (
        main(
            ["--lang", "en", "slow-play", str(path), "--match", matches[0], "--minutes", "5:20", "--share", f"{home}=1"]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "6 minutes over time" in out and "1.5" in out
    assert rulings_of(path) == [(home, Decimal("1.50"))]


@pytest.mark.parametrize(("typed", "vp"), [("10:30", "3.00"), ("10,3", "3.00"), ("10", "2.00")])
def test_late_arrival_minutes_and_seconds_count_the_started_minute_P1(heat_file, capsys, typed, vp):  # noqa: F811
    path, matches = heat_file
    assert main(["result", str(path), "--match", matches[0], "--imps", "31-18"]) == 0
    _home, away = home_and_away(path, matches[0])
    assert (
        main(["--lang", "en", "late-arrival", str(path), "--match", matches[0], "--team", away, "--minutes", typed])
        == 0
    )
    assert rulings_of(path) == [(away, Decimal(vp))]


@pytest.mark.parametrize("typed", ["fem", "5:75", "²", "-3"])
def test_minutes_that_are_no_minutes_say_how_to_write_them_P2(heat_file, capsys, typed):  # noqa: F811
    path, matches = heat_file
    assert (
        main(["--lang", "en", "slow-play", str(path), "--match", matches[0], "--minutes", typed, "--share", "t1=0.5"])
        == 2
    )
    error = capsys.readouterr().err
    assert "5:20" in error and "started minutes" in error and "Traceback" not in error
    assert rulings_of(path) == []
