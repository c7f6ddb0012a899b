"""Whole, valid documents in the open tournament format (docs/format.md) for the export tests."""

from __future__ import annotations

import copy

import pytest


def _player(mid: str, name: str, club: str = "c-lkpg", birth_year: int | None = 1961, paid: bool = True) -> dict:
    return {"mid": mid, "name": name, "club": club, "birth_year": birth_year, "membership_paid": paid}


def _team(team_id: str, name: str, players: list[str], **changes) -> dict:
    team = {
        "id": team_id,
        "name": name,
        "captain": players[0],
        "players": list(players),
        "newcomer": False,
        "entry_fee_paid_on": "2016-10-20",
        "dispensations": [],
    }
    team.update(changes)
    return team


def _half(home: int, away: int, home_lineup: list[str], away_lineup: list[str]) -> dict:
    return {"home_imps": home, "away_imps": away, "home_lineup": list(home_lineup), "away_lineup": list(away_lineup)}


ROSTERS = {
    "t1": ["100231", "100232", "100233", "100234", "100235"],
    "t2": ["100301", "100302", "100303", "100304"],
    "t3": ["100401", "100402", "100403", "100404"],
    "t4": ["100501", "100502", "100503", "100504"],
    "t5": ["100601", "100602", "100603", "100604"],
}


def format_example() -> dict:
    """The format's first example, completed so that every id it names exists (players, teams, match h1-r3-m2)."""
    names = {"t1": "Ek", "t2": "Björk", "t3": "Lind", "t4": "Al", "t5": "Gran"}
    players = [_player("100231", "Anna Ek")]
    players += [_player(mid, f"Spelare {mid}") for roster in ROSTERS.values() for mid in roster if mid != "100231"]
    players.append(_player("100240", "Olle Ek", birth_year=None))
    teams = [
        _team(
            "t1",
            "Ek",
            ROSTERS["t1"],
            dispensations=[{"mid": "100240", "kind": "seventh_player", "granted_on": "2016-11-02"}],
        )
    ]
    teams += [_team(team_id, names[team_id], ROSTERS[team_id]) for team_id in ("t2", "t3", "t4", "t5")]
    return {
        "format": "tddesk-tournament",
        "version": 1,
        "championship": {
            "name": "DM Lag ÖMBF 2016-17",
            "season": "2016-17",
            "profile": "ombf-2016-17",
            "district": "ÖMBF",
            "profile_overrides": {"bye_vp": "12.00"},
        },
        "clubs": [{"id": "c-lkpg", "name": "BK Linköping", "district": "ÖMBF"}],
        "players": players,
        "teams": teams,
        "stages": [
            {
                "id": "heat-lkpg",
                "kind": "heat",
                "name": "Kvalheat Linköping",
                "boards_per_match": 16,
                "halves": 1,
                "dealt_at_table": False,
                "format": "central_evenings",
                "bye_vp": "12.00",
                "table_fee": "100",
                "organiser": {
                    "club": "c-lkpg",
                    "manager": "Per Holm",
                    "phone": "013-123456",
                    "email": "per.holm@example.se",
                },
                "teams": ["t1", "t2", "t3", "t4", "t5"],
                "rounds": [
                    {
                        "number": 1,
                        "date": "2016-10-03",
                        "start": "19:00",
                        "bye": "t5",
                        "matches": [
                            {
                                "id": "h1-r1-m1",
                                "home": "t1",
                                "away": "t2",
                                "halves": [_half(31, 18, ROSTERS["t1"][:4], ROSTERS["t2"])],
                            },
                            {
                                "id": "h1-r1-m2",
                                "home": "t3",
                                "away": "t4",
                                "halves": [_half(22, 40, ROSTERS["t3"], ROSTERS["t4"])],
                            },
                        ],
                    },
                    {
                        "number": 2,
                        "date": "2016-10-17",
                        "start": "19:00",
                        "bye": "t4",
                        "matches": [
                            {
                                "id": "h1-r2-m1",
                                "home": "t1",
                                "away": "t3",
                                "halves": [_half(12, 12, ["100235", "100232", "100233", "100234"], ROSTERS["t3"])],
                            },
                            {"id": "h1-r2-m2", "home": "t2", "away": "t5", "halves": []},
                        ],
                    },
                    {
                        "number": 3,
                        "bye": "t1",
                        "matches": [
                            {"id": "h1-r3-m1", "home": "t2", "away": "t3", "halves": [_half(0, 57, [], [])]},
                            {"id": "h1-r3-m2", "home": "t5", "away": "t4", "halves": []},
                        ],
                    },
                ],
                "penalties": [
                    {"id": "p1", "match": "h1-r1-m1", "team": "t2", "kind": "late_arrival", "minutes": 12},
                    {"id": "p2", "match": "h1-r1-m1", "team": "t1", "kind": "slow_play", "minutes": 7, "share": "0.5"},
                    {"id": "p3", "match": "h1-r1-m1", "team": "t2", "kind": "unauthorised_player", "mid": "100304"},
                    {"id": "p4", "team": "t3", "kind": "committee", "vp": "2.00", "reason": "time overrun 31 min"},
                ],
                "walkovers": [{"match": "h1-r3-m2", "by": "t4", "ruled_on": "2016-11-20"}],
                "exclusions": [{"team": "t4", "kind": "excluded", "reason": "two walkovers", "on": "2016-12-01"}],
                "lots": [
                    {"teams": ["t1", "t3"], "order": ["t3", "t1"], "drawn_on": "2016-12-23T10:02:00", "drawn_by": "TL"}
                ],
            }
        ],
        "audit": [
            {
                "at": "2016-10-03T22:41:07",
                "by": "TL",
                "action": "enter_result",
                "subject": "h1-r1-m1",
                "before": None,
                "after": {"home_imps": 31, "away_imps": 18},
            }
        ],
    }


def two_stage_document() -> dict:
    """A semifinal in two halves with byes, and an empty final; lists deliberately out of sorted order."""
    clubs = [
        {"id": "c-nkpg", "name": "BK Norrköping", "district": "ÖMBF"},
        {"id": "c-lkpg", "name": "BK Linköping", "district": "ÖMBF"},
    ]
    players = [
        _player(
            mid,
            f"Medlem {mid}",
            club="c-nkpg" if mid.startswith("9") else "c-lkpg",
            birth_year=None if mid.endswith("3") else 1990,
            paid=not mid.endswith("4"),
        )
        for mid in (
            "900004",
            "900003",
            "900002",
            "900001",
            "800004",
            "800003",
            "800002",
            "800001",
            "700001",
            "700002",
            "700003",
            "700004",
            "700005",
            "555555",
        )
    ]
    teams = [
        _team(
            "s9",
            "Norrköping",
            ["900004", "900003", "900002", "900001"],
            captain=None,
            newcomer=True,
            entry_fee_paid_on=None,
            dispensations=[
                {"mid": "900009", "kind": "eighth_player", "granted_on": "2017-01-10"},
                {"mid": "900008", "kind": "seventh_player", "granted_on": "2017-01-09"},
            ],
        ),
        _team("s2", "Linköping", ["800001", "800002", "800003", "800004"], captain="555555"),
        _team("s5", "Åtvidaberg", ["700005", "700001", "700002", "700003", "700004"]),
    ]
    lineup = {
        "s9": ["900001", "900002", "900003", "900004"],
        "s2": ["800001", "800002", "800003", "800004"],
        "s5": ["700001", "700002", "700003", "700005"],
    }
    semifinal = {
        "id": "semi",
        "kind": "semifinal",
        "name": "Semifinal",
        "boards_per_match": 24,
        "halves": 2,
        "dealt_at_table": True,
        "format": "weekend",
        "table_fee": "200",
        "teams": ["s9", "s2", "s5"],
        "rounds": [
            {
                "number": 1,
                "date": "2017-01-21",
                "start": "10:00",
                "bye": "s5",
                "matches": [
                    {
                        "id": "sf-1",
                        "home": "s9",
                        "away": "s2",
                        "halves": [_half(20, 11, lineup["s9"], lineup["s2"]), _half(0, 33, [], [])],
                    }
                ],
            },
            {
                "number": 2,
                "date": "2017-01-21",
                "start": "13:30",
                "bye": "s2",
                "matches": [{"id": "sf-2", "home": "s5", "away": "s9", "halves": []}],
            },
            {
                "number": 5,
                "bye": "s9",
                "matches": [
                    {
                        "id": "sf-3",
                        "home": "s2",
                        "away": "s5",
                        "halves": [_half(17, 17, lineup["s2"], lineup["s5"]), _half(9, 3, lineup["s2"], lineup["s5"])],
                    }
                ],
            },
        ],
        "penalties": [
            {"id": "sp-2", "match": "sf-1", "team": "s2", "kind": "slow_play", "minutes": 9, "share": "0.5"},
            {"id": "sp-1", "match": "sf-1", "team": "s9", "kind": "slow_play", "minutes": 9, "share": "0.50"},
            {"id": "c-1", "team": "s5", "kind": "committee", "vp": "1.5", "reason": "ändrad dom efter protest"},
            {"id": "c-2", "match": "sf-3", "team": "s2", "kind": "committee", "vp": "0.30", "reason": "x"},
        ],
        "walkovers": [{"match": "sf-2", "by": "s9", "ruled_on": "2017-01-21"}],
        "exclusions": [
            {"team": "s5", "kind": "disqualified", "reason": "", "on": "2017-01-22"},
            {"team": "s2", "kind": "excluded", "reason": "fusk", "on": "2017-01-21"},
        ],
        "lots": [
            {
                "teams": ["s9", "s2", "s5"],
                "order": ["s5", "s9", "s2"],
                "drawn_on": "2017-01-21T18:00:59",
                "drawn_by": "Tävlingsledare",
            },
            {"teams": ["s2", "s9"], "order": ["s2", "s9"], "drawn_on": "2017-01-21T17:00:00", "drawn_by": "TL"},
        ],
    }
    final = {
        "id": "final",
        "kind": "a_final",
        "name": "A-final",
        "boards_per_match": 20,
        "halves": 1,
        "dealt_at_table": False,
        "bye_vp": "12.50",
        "teams": [],
        "rounds": [],
        "penalties": [],
        "walkovers": [],
        "exclusions": [],
        "lots": [],
    }
    return {
        "format": "tddesk-tournament",
        "version": 1,
        "championship": {
            "name": "DM Lag ÖMBF 2016-17 – slutspel",
            "season": "2016-17",
            "profile": "ombf-2016-17",
            "district": "ÖMBF",
            "profile_overrides": {},
        },
        "clubs": clubs,
        "players": players,
        "teams": teams,
        "stages": [final, semifinal],
        "audit": [
            {
                "at": "2017-01-21T12:00:00",
                "by": "TL",
                "action": "enter_result",
                "subject": "sf-1",
                "before": None,
                "after": {"halves": [[20, 11]], "note": "första halvlek", "vp": "12.34"},
            },
            {
                "at": "2017-01-21T12:05:00",
                "by": "Kalle",
                "action": "undo enter_result",
                "subject": "",
                "before": [1, 2.5, True, None],
                "after": None,
            },
            {
                "at": "2017-01-21T12:06:00",
                "by": "TL",
                "action": "rule_walkover",
                "subject": "sf-2",
                "before": "text",
                "after": 7,
            },
        ],
    }


@pytest.fixture
def example_document() -> dict:
    return format_example()


@pytest.fixture
def second_document() -> dict:
    return two_stage_document()


@pytest.fixture
def copy_of():
    return copy.deepcopy
