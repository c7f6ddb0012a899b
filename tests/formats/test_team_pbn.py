"""A team stage's PBN (docs/boards.md, "PBN with results"): after each board's ScoreTable a game per
room with the standard's ``ScoreIMP`` (PBN 2.1, 4.2: a side and its IMPs), read back by endplay for a
played contract, a passed-out board and an adjusted score."""

from __future__ import annotations

from tddesk.formats.pbn_text import parse_games
from tddesk.formats.team_pbn import RoomLine, TeamBoard, write_team_results
from tddesk.rules.endplay_parts import endplay_module

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def _boards() -> list[TeamBoard]:
    # match 1: the home team bids 4S doubled and makes it in the open room, the away team passes it out
    # match 2: an adjusted score in the closed room (no contract), 3 IMPs to the home team
    return [
        TeamBoard(
            1,
            5,
            "N",
            "NS",
            DEAL,
            (
                RoomLine(1, "Open", "Lag Öst", "Lag Väst", "4SX", "N", 10, "HK", 790, 13, 0),
                RoomLine(1, "Closed", "Lag Väst", "Lag Öst", "PASS", "", None, "", 0, 0, 13),
                RoomLine(2, "Open", "BK Lyx", "BK Norr", "3NT", "S", 8, "", -100, 0, 3),
                RoomLine(2, "Closed", "BK Norr", "BK Lyx", "", "", None, "", None, 3, 0),
            ),
        )
    ]


def test_every_room_has_its_score_imp_and_endplay_reads_it_back():
    text = write_team_results("DM Lag semifinal", "2017.03.04", _boards(), "tddesk")
    games = endplay_module("parsers.pbn").loads(text)
    assert [game.board_num for game in games] == [5] * 5
    summary, rooms = games[0], games[1:]
    assert "ScoreTable" in summary.info and "ScoreIMP" not in summary.info
    assert [game.info["ScoreIMP"] for game in rooms] == ["NS 13", "NS -13", "NS -3", "NS 3"]
    assert [(game.info["Room"], game.info["HomeTeam"], game.info["VisitTeam"]) for game in rooms] == [
        ("Open", "Lag Öst", "Lag Väst"),
        ("Closed", "Lag Öst", "Lag Väst"),
        ("Open", "BK Lyx", "BK Norr"),
        ("Closed", "BK Lyx", "BK Norr"),
    ]
    assert [game.info.get("Score") for game in rooms] == ["NS 790", "NS 0", "NS -100", None]
    assert (rooms[0].contract.level, rooms[0].contract.denom.name) == (4, "spades")
    assert rooms[0].contract.result == 0 and rooms[1].contract.is_passout()
    assert rooms[3].contract is None  # adjusted: its IMPs, no contract
    assert all(str(game.deal.to_pbn()) == DEAL for game in games)


def test_the_score_table_keeps_its_imp_columns_for_ruter_and_spader():
    text = write_team_results("DM Lag semifinal", "2017.03.04", _boards(), "tddesk")
    summary = parse_games(text)[0]
    rows = summary.table("scoretable")
    assert [(row["imp_ns"], row["imp_ew"]) for row in rows] == [("13", "0"), ("0", "13"), ("0", "3"), ("3", "0")]
    assert [game.tag("scoreimp") for game in parse_games(text)[1:]] == ["NS 13", "NS -13", "NS -3", "NS 3"]
