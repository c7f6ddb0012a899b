"""Whole-file work stays set-based: the JSON export, the standings and the window's outline run
the same number of SQL statements whatever the file's size, so N+1 queries cannot come back
unnoticed (each would multiply with the teams, matches or stages of a national-size file). The
import and the workbook are held to the same: their statements do not grow with the teams."""

from __future__ import annotations

import datetime as dt
from contextlib import contextmanager

from sqlalchemy import Engine, event

from sql_statements import counted_statements
from tddesk.export.federation_workbook import write_federation_workbook
from tddesk.export.json_export import export_json
from tddesk.imports.json_import import import_json
from tddesk.rules.schedule import round_robin
from tddesk.services.outline import outline
from tddesk.services.standings import standings


def _mid(team_id: str, seat: int) -> str:
    """A member id as the register writes it (digits only, T2): heat, team and seat."""
    heat, number = team_id[1:].split("-")
    return f"1{int(heat):03d}{int(number):03d}{seat}"


def championship(stages: int, teams_per_stage: int) -> dict:
    """A document of ``stages`` heats, each a played single round robin with line-ups and a penalty."""
    players, teams, heats = [], [], []
    for heat in range(stages):
        team_ids = [f"t{heat}-{number}" for number in range(teams_per_stage)]
        for team_id in team_ids:
            mids = [_mid(team_id, seat) for seat in range(4)]
            players += [
                {"mid": mid, "name": mid, "club": "c", "birth_year": 1970, "membership_paid": True} for mid in mids
            ]
            teams.append(
                {
                    "id": team_id,
                    "name": f"Lag {team_id}",
                    "captain": mids[0],
                    "players": mids,
                    "newcomer": False,
                    "entry_fee_paid_on": None,
                    "dispensations": [],
                }
            )
        rounds = []
        for round_ in round_robin(team_ids):
            matches = [
                {
                    "id": f"h{heat}-r{round_.number}-m{index}",
                    "home": pairing.home,
                    "away": pairing.away,
                    "halves": [
                        {
                            "home_imps": 30 + index,
                            "away_imps": 20,
                            "home_lineup": [_mid(pairing.home, seat) for seat in range(4)],
                            "away_lineup": [_mid(pairing.away, seat) for seat in range(4)],
                        }
                    ],
                }
                for index, pairing in enumerate(round_.matches)
            ]
            entry = {"number": round_.number, "date": "2016-10-03", "matches": matches}
            if round_.bye:
                entry["bye"] = round_.bye
            rounds.append(entry)
        heats.append(
            {
                "id": f"heat-{heat}",
                "kind": "heat",
                "name": f"Heat {heat}",
                "boards_per_match": 16,
                "halves": 1,
                "dealt_at_table": False,
                "teams": team_ids,
                "rounds": rounds,
                "penalties": [
                    {
                        "id": f"p{heat}",
                        "match": rounds[0]["matches"][0]["id"],
                        "team": rounds[0]["matches"][0]["home"],
                        "kind": "late_arrival",
                        "minutes": 12,
                    }
                ],
                "walkovers": [],
                "exclusions": [],
                "lots": [],
            }
        )
    return {
        "format": "tddesk-tournament",
        "version": 1,
        "championship": {"name": "DM", "season": "2016-17", "profile": "ombf-2016-17", "district": "ÖMBF"},
        "clubs": [{"id": "c", "name": "BK", "district": "ÖMBF"}],
        "players": players,
        "teams": teams,
        "stages": heats,
        "audit": [],
    }


def statements_of(work, document, tmp_path, name) -> int:
    tournament = import_json(document, tmp_path / f"{name}.tddesk")
    try:
        work(tournament)  # once for the profile and compiled statements
        with counted_statements() as statements:
            work(tournament)
        return len(statements)
    finally:
        tournament.close()


def test_the_export_reads_each_table_once_whatever_the_size(tmp_path):
    small = statements_of(export_json, championship(2, 4), tmp_path, "small")
    large = statements_of(export_json, championship(12, 8), tmp_path, "large")
    assert small == large
    assert large <= 37  # one select per table of the format (stage_deal, board_layout, the 10 pairs tables)


def test_the_standings_of_a_stage_do_not_grow_with_its_teams_or_the_file(tmp_path):
    def heat_standings(tournament):
        standings(tournament, "heat-0")

    small = statements_of(heat_standings, championship(1, 4), tmp_path, "small")
    large = statements_of(heat_standings, championship(10, 10), tmp_path, "large")
    assert small == large


def test_the_windows_outline_does_not_grow_with_the_file(tmp_path):
    small = statements_of(outline, championship(1, 4), tmp_path, "small")
    large = statements_of(outline, championship(10, 6), tmp_path, "large")
    assert small == large == 5


@contextmanager
def counted_everywhere():
    """Statements of every engine, the ones a new file opens included."""
    statements: list[str] = []

    def count(_connection, _cursor, statement, _parameters, _context, _many):
        statements.append(statement)

    event.listen(Engine, "before_cursor_execute", count)
    try:
        yield statements
    finally:
        event.remove(Engine, "before_cursor_execute", count)


def test_the_import_writes_each_table_in_bulk_whatever_the_teams(tmp_path):
    import_json(championship(1, 4), tmp_path / "first.tddesk").close()  # the empty schema and compiled statements
    counts = []
    for teams in (4, 10):
        with counted_everywhere() as statements:
            import_json(championship(3, teams), tmp_path / f"{teams}.tddesk").close()
        counts.append(len(statements))
    assert counts[0] == counts[1]  # one executemany per table and stage, not one insert per row


def test_the_workbook_does_not_grow_its_statements_with_the_teams(tmp_path):
    def workbook(tournament):
        write_federation_workbook(tournament, tmp_path / "workbook.xlsx", None, as_of=dt.date(2016, 12, 1))

    small = statements_of(workbook, championship(2, 4), tmp_path, "small")
    large = statements_of(workbook, championship(2, 10), tmp_path, "large")
    assert small == large
