"""S4 through the service: the deposit an appeal asks for, by the stage it is filed in."""

from __future__ import annotations

import datetime as dt

from builders import championship, heat
from tddesk.services.appeals import AppealForm, appeals, file_appeal


def test_an_appeal_in_the_sm_lag_semifinal_asks_a_500_sek_deposit_S4(tmp_path):
    # S4 (S p.13, "SM Lag Semifinal: ... åtföljas av en depositionsavgift på 500 SEK"): 500 SEK, not
    # the 200 SEK of the pairs SM finals and the SM Par Open semifinal (S p.9)
    tournament = championship(tmp_path / "sm.tddesk")
    try:
        stage = heat(tournament, 6, name="SM Lag Semifinal", kind="sm_semifinal", boards=24, halves=2)
        file_appeal(
            tournament,
            stage,
            AppealForm(1, "t1", "Board 4 adjusted", dt.datetime(2017, 4, 8, 11, 5), dt.datetime(2017, 4, 8, 11, 20)),
        )
        (appeal,) = appeals(tournament, stage)
        assert (appeal.deposit_due, appeal.deposit_paid) == (500, 500)
    finally:
        tournament.close()
