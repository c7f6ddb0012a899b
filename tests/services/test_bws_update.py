"""Changes during play in the demo's semifinal 1: a round re-seated after home and away were swapped
(UpdateFromRound, the played round left alone) and a TD's correction sent back to the table
(a newer ReceivedData row with ExternalUpdate), read with mdbtools as BCS would see them."""

from __future__ import annotations

import datetime as dt

import pytest

from jet_oracles import mdbtools_rows, needs_mdbtools
from tddesk.demo.bcs_play import play_rounds, received_rows, send_to_file
from tddesk.services.boards import enter_board
from tddesk.services.bws_import import import_bws
from tddesk.services.bws_session import cannot_write, write_team_session
from tddesk.services.bws_update import reseat_round, write_back_correction
from tddesk.services.errors import ServiceError
from tddesk.services.files import open_championship
from tddesk.services.schedule import schedule_view, swap_home_away

STAGE = "semifinal-1"


@pytest.fixture
def venue(demo_copy, tmp_path):
    """The semifinal's file with the first half of round 1 played and imported."""
    tournament = open_championship(demo_copy)
    path = tmp_path / "sf1.bws"
    session = write_team_session(tournament, STAGE, path)
    round_data = [
        {k: int(v) for k, v in row.items() if k != "CustomBoards"} for row in mdbtools_rows(path, "RoundData")
    ]
    played = play_rounds({"RoundData": round_data}, dt.date(2017, 1, 21), {1: dt.time(10)}, seed=4)
    send_to_file(path, session.rows, ReceivedData=received_rows(played))
    import_bws(tournament, STAGE, path)
    yield tournament, path
    tournament.close()


def _round_data(path) -> dict[tuple[int, int], tuple[int, int]]:
    return {
        (int(r["Table"]), int(r["Round"])): (int(r["NSPair"]), int(r["EWPair"]))
        for r in mdbtools_rows(path, "RoundData")
    }


@needs_mdbtools
def test_a_swapped_match_is_reseated_from_the_next_unplayed_round(venue):
    tournament, path = venue
    before = _round_data(path)
    first = schedule_view(tournament, STAGE).rounds[0].matches[0]
    swap_home_away(tournament, first.id)
    assert reseat_round(tournament, STAGE, path, 1) == [1, 2]
    after = _round_data(path)
    assert after[(1, 1)] == before[(1, 1)] and after[(2, 1)] == before[(2, 1)]  # half 1 is played: kept
    assert after[(1, 2)] == before[(1, 2)][::-1] and after[(2, 2)] == before[(2, 2)][::-1]
    assert {k: v for k, v in after.items() if k[0] in (3, 4)} == {k: v for k, v in before.items() if k[0] in (3, 4)}
    tables = {int(r["Table"]): int(r["UpdateFromRound"]) for r in mdbtools_rows(path, "Tables")}
    assert tables == {1: 2, 2: 2, 3: 0, 4: 0}
    assert len(mdbtools_rows(path, "ReceivedData")) == 40  # the played results are all still there
    assert reseat_round(tournament, STAGE, path, 1) == []  # nothing left to change


@needs_mdbtools
def test_a_correction_in_tddesk_is_sent_back_to_the_table(venue):
    tournament, path = venue
    match = schedule_view(tournament, STAGE).rounds[0].matches[0]
    enter_board(tournament, match.id, 1, "closed", 3, "4HX", "S", "-2", "SA")
    new_id = write_back_correction(tournament, STAGE, path, match.id, 1, "closed", 3)
    assert new_id == 41
    last = mdbtools_rows(path, "ReceivedData")[-1]
    assert (last["ID"], last["Table"], last["Round"], last["Board"]) == ("41", "2", "1", "3")
    assert (last["NS/EW"], last["Contract"], last["Result"], last["LeadCard"], last["ExternalUpdate"]) == (
        "S",
        "4 H x",
        "-2",
        "SA",
        "1",
    )


def test_a_board_without_a_result_cannot_be_sent_back(venue):
    tournament, path = venue
    match = schedule_view(tournament, STAGE).rounds[2].matches[0]
    with pytest.raises(ServiceError, match="5"):
        write_back_correction(tournament, STAGE, path, match.id, 1, "open", 45)


@needs_mdbtools
def test_the_commands_reseat_and_send_a_correction(venue, capsys):
    from tddesk.cli import main

    tournament, path = venue
    first = schedule_view(tournament, STAGE).rounds[0].matches[0]
    swap_home_away(tournament, first.id)
    enter_board(tournament, first.id, 1, "open", 2, "3NT", "N", "=", None)
    file = str(tournament.path)
    assert main(["bws-reseat", file, str(path), "--stage", STAGE, "--round", "1"]) == 0
    assert "1, 2" in capsys.readouterr().out
    arguments = ["bws-correct", file, str(path), "--stage", STAGE, "--match", first.id, "--half", "1"]
    assert main([*arguments, "--room", "open", "--board", "2"]) == 0
    assert "41" in capsys.readouterr().out
    assert mdbtools_rows(path, "ReceivedData")[-1]["Contract"] == "3 NT"


@needs_mdbtools
def test_a_file_bcs_holds_open_is_refused_in_words_and_left_as_it_was(venue):
    tournament, path = venue
    first = schedule_view(tournament, STAGE).rounds[0].matches[0]
    swap_home_away(tournament, first.id)
    written = path.read_bytes()
    lock = path.with_suffix(".ldb")  # the Jet engine's lock file while BCS has the file open
    lock.write_bytes(b"\0" * 64)
    with pytest.raises(ServiceError, match="Bridgemate Control Software"):
        reseat_round(tournament, STAGE, path, 1)
    with pytest.raises(ServiceError, match="Bridgemate Control Software"):
        write_back_correction(tournament, STAGE, path, first.id, 1, "open", 1)
    assert path.read_bytes() == written
    lock.unlink()
    assert reseat_round(tournament, STAGE, path, 1) == [1, 2]


def test_a_file_windows_will_not_replace_is_named_in_use(tmp_path):
    error = PermissionError(13, "Access is denied")
    error.winerror = 32  # type: ignore[attr-defined]  # ERROR_SHARING_VIOLATION, as Windows sets it
    assert "Bridgemate Control Software" in str(cannot_write(tmp_path / "sf1.bws", error))
    assert "Bridgemate Control Software" not in str(cannot_write(tmp_path / "sf1.bws", PermissionError(13, "x")))
