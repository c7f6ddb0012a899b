"""Undo's promise over the real services (docs/architecture.md, "Undo and redo").

Any sequence of TD actions on a real file, then every one undone → the file holds what it held at
the start; every one redone → what it held at the end. Undo replays row images the ORM's events
recorded, so this also guards the assumptions behind it: no bulk SQL statement that skips the
events and no cascade inside the database that deletes rows behind them.
"""

from __future__ import annotations

import datetime as dt
import shutil
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, rule
from sqlalchemy import update

from builders import roster
from tddesk.models.base import Base
from tddesk.models.changes import UnrecordedWriteError
from tddesk.models.tables import Team
from tddesk.services.errors import ServiceError
from tddesk.services.fees import record_entry_fee_paid
from tddesk.services.files import new_championship
from tddesk.services.lineups import set_lineup
from tddesk.services.results import clear_half, enter_half
from tddesk.services.rulings import remove_ruling, rule_late_arrival
from tddesk.services.schedule import make_schedule, schedule_view, set_round_date, swap_home_away
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team, team_view, update_team
from tddesk.services.walkovers import remove_walkover, rule_walkover

TEAMS = 5
FIRST_MID = 100000


def file_content(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table but the audit log (which undo and redo add to), in a fixed order."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        names = [
            name
            for (name,) in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                "AND name NOT IN ('audit', 'alembic_version')"
            )
        ]
        return {name: sorted(connection.execute(f'SELECT * FROM "{name}"').fetchall(), key=repr) for name in names}
    finally:
        connection.close()


class TournamentDirector(RuleBasedStateMachine):
    """A TD working on a five-team heat: results, line-ups, rulings, the schedule, teams and fees."""

    def __init__(self):
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="undo-machine-"))
        self.path = self.folder / "dm.tddesk"
        self.tournament = new_championship(
            self.path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17", durable=False
        )
        self.stage = create_stage(self.tournament, StageForm("Kvalheat", 16), stage_id="heat").value
        self.teams = [
            register_team(self.tournament, TeamForm(f"Lag {n + 1}", roster(FIRST_MID + 10 * n)), self.stage).value
            for n in range(TEAMS)
        ]
        make_schedule(self.tournament, self.stage, dt.date(2016, 10, 3))
        self.matches = [
            (m.id, m.home, m.away) for r in schedule_view(self.tournament, self.stage).rounds for m in r.matches
        ]
        self.start = file_content(self.path)
        self.changes = []
        self.penalties: list[str] = []

    def _do(self, service, *args, **kwargs):
        """Perform an action; a refusal (in words) changes nothing and is not undone."""
        try:
            change = service(self.tournament, *args, **kwargs)
        except ServiceError:
            return None
        self.changes.append(change)
        return change

    @rule(match=st.integers(0, 9), half=st.sampled_from([1, 2]), home=st.integers(0, 70), away=st.integers(0, 70))
    def enter_result(self, match, half, home, away):
        self._do(enter_half, self.matches[match][0], half, home, away, confirmed=True)

    @rule(match=st.integers(0, 9), half=st.sampled_from([1, 2]))
    def clear_result(self, match, half):
        self._do(clear_half, self.matches[match][0], half)

    @rule(
        match=st.integers(0, 9),
        half=st.sampled_from([1, 2]),
        home=st.booleans(),
        seats=st.lists(st.integers(0, 4), min_size=4, max_size=4, unique=True),
    )
    def line_up(self, match, half, home, seats):
        match_id, home_team, away_team = self.matches[match]
        team = self.teams.index(home_team if home else away_team)
        mids = [str(FIRST_MID + 10 * team + seat) for seat in seats]
        self._do(set_lineup, match_id, half, "home" if home else "away", mids, add_to_roster=True)

    @rule(match=st.integers(0, 9), home=st.booleans(), minutes=st.integers(1, 40))
    def late_arrival(self, match, home, minutes):
        match_id, home_team, away_team = self.matches[match]
        change = self._do(rule_late_arrival, match_id, home_team if home else away_team, minutes)
        if change is not None:
            self.penalties.extend(change.value.penalty_ids)

    @rule(data=st.data())
    def take_back_a_ruling(self, data):
        if self.penalties:
            self._do(remove_ruling, data.draw(st.sampled_from(self.penalties)))

    @rule(match=st.integers(0, 9), home=st.booleans())
    def walkover(self, match, home):
        match_id, home_team, away_team = self.matches[match]
        self._do(rule_walkover, match_id, home_team if home else away_team, dt.date(2016, 11, 1))

    @rule(match=st.integers(0, 9))
    def take_back_a_walkover(self, match):
        self._do(remove_walkover, self.matches[match][0])

    @rule(number=st.integers(1, 5), day=st.integers(1, 28))
    def round_date(self, number, day):
        self._do(set_round_date, self.stage, number, dt.date(2016, 11, day), "19:00")

    @rule(match=st.integers(0, 9))
    def swap(self, match):
        self._do(swap_home_away, self.matches[match][0])

    @rule(team=st.integers(0, 4), name=st.sampled_from(["Ek", "Holm", "Åberg", "Öst"]))
    def rename(self, team, name):
        view = team_view(self.tournament, self.teams[team])
        form = TeamForm(name, roster(FIRST_MID + 10 * team), view.captain_mid or "")
        self._do(update_team, self.teams[team], form)

    @rule(team=st.integers(0, 4), day=st.one_of(st.none(), st.integers(1, 30)))
    def entry_fee(self, team, day):
        self._do(record_entry_fee_paid, self.teams[team], None if day is None else dt.date(2016, 10, day))

    def teardown(self):
        try:
            end = file_content(self.path)
            for change in reversed(self.changes):
                self.tournament.undo(change.audit_id)
            assert file_content(self.path) == self.start
            for change in self.changes:
                self.tournament.redo(change.audit_id)
            assert file_content(self.path) == end
        finally:
            self.tournament.close()
            shutil.rmtree(self.folder, ignore_errors=True)


TestUndoRestoresTheFile = TournamentDirector.TestCase
TestUndoRestoresTheFile.settings = settings(
    max_examples=12, stateful_step_count=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def test_a_bulk_statement_inside_an_action_is_refused(tournament):
    """A bulk UPDATE skips the mapper events that record the row images: undo could not take it back."""
    team = register_team(tournament, TeamForm("Lag Ek", roster(FIRST_MID))).value
    with pytest.raises(UnrecordedWriteError), tournament.action("rename_all_teams") as (session, _record):
        session.execute(update(Team).values(name="Lag Holm"))
    assert team_view(tournament, team).name == "Lag Ek"


def test_no_table_deletes_or_updates_rows_by_itself_in_the_database(tournament):
    """ON DELETE/UPDATE actions in the file would change rows the recorder never sees."""
    for table in Base.metadata.tables.values():
        for key in table.foreign_keys:
            assert (key.ondelete, key.onupdate) == (None, None), f"{table.name}.{key.parent.name}"
    connection = sqlite3.connect(tournament.path)
    try:
        for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
            for row in connection.execute(f'PRAGMA foreign_key_list("{name}")'):
                assert (row[5], row[6]) == ("NO ACTION", "NO ACTION"), f"{name}: {row}"
        triggers = connection.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall()
        assert triggers == []
    finally:
        connection.close()
