"""Importing the member register and team workbooks: preview every problem first, then write all
or nothing in one audited action, which one undo removes again (T1, T2, T4, T5)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk.formats.member_list import MemberRow, RowProblem, column_name, read_member_list
from tddesk.formats.team_workbook import TeamRows, read_team_workbook
from tddesk.i18n import counted, translate
from tddesk.ids import StageId
from tddesk.models.tables import Club, Player, Team
from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.services.errors import ServiceError, message
from tddesk.services.players import find_or_create_club, normalised_name
from tddesk.services.stages import get_stage
from tddesk.services.teams import TeamForm, check_team_form, register_in_session
from tddesk.services.tournament import Change

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

# The rule's own words (tddesk.rules.eligibility), for a player in two teams of the same workbook
T4_TEMPLATE = QT_TRANSLATE_NOOP("Rules", "{name} ({mid}) already plays for team {team}")


@dataclass(frozen=True)
class MemberImportPreview:
    rows: tuple[MemberRow, ...]
    problems: tuple[RowProblem, ...]
    new_members: int = 0
    known_members: int = 0  # already in the file: club and birth year are brought up to date
    new_clubs: tuple[str, ...] = ()


@dataclass(frozen=True)
class TeamImportPreview:
    teams: tuple[TeamForm, ...]
    problems: tuple[RowProblem, ...]
    notes: tuple[RowProblem, ...] = ()  # warnings and information the TD should see (T2, T5, T6)


def _name_clash(mid: str, known: str, given: str) -> str:
    return translate("Players", "MID {mid} belongs to {known}, not {given}. Correct the MID or the name.").format(
        mid=mid, known=known, given=given
    )


def _district_clash(club: str, district: str, given: str) -> str:
    return translate("Players", "The club {club} belongs to {district}, not {given}. Correct the district.").format(
        club=club, district=district, given=given
    )


def _against_file(session: Session, players: list[tuple[int, str, str, str, str]], columns) -> list[RowProblem]:
    """upsert_player's refusals, by row: a known MID with another name, a new player without a club
    (T2), a known club in another district. ``players`` holds (row, mid, name, club, district)."""
    known = dict(session.execute(select(Player.mid, Player.name)).all())
    clubs = {name.casefold(): (name, district) for name, district in session.execute(select(Club.name, Club.district))}
    problems = []
    for row, mid, name, club, district in players:
        if mid in known and normalised_name(known[mid]) != normalised_name(name):
            problems.append(RowProblem(row, columns("mid"), _name_clash(mid, known[mid], name)))
        if mid not in known and not club:
            problems.append(
                RowProblem(
                    row,
                    columns("club"),
                    translate(
                        "Players", "{name} (MID {mid}) needs a club: the club's district decides eligibility (T2)."
                    ).format(name=name, mid=mid),
                )
            )
        known_club = clubs.get(" ".join(club.split()).casefold())
        if known_club and district and known_club[1] != district:
            problems.append(RowProblem(row, columns("district"), _district_clash(*known_club, district)))
    return problems


# -- the member register ------------------------------------------------------------------------
def preview_member_import(tournament: Tournament, path: Path) -> MemberImportPreview:
    """Read a member list and report every problem by row and column; nothing is written."""
    members = read_member_list(path)
    if not members.rows:
        return MemberImportPreview((), members.problems)

    def column(name: str) -> str:
        return column_name(members.columns, name)

    with tournament.reading() as session:
        problems = _against_file(session, [(r.row, r.mid, r.name, r.club, r.district) for r in members.rows], column)
        known = set(session.scalars(select(Player.mid)))
        clubs = {name.casefold() for name in session.scalars(select(Club.name))}
    new_clubs = {row.club.casefold(): row.club for row in members.rows if row.club and row.club.casefold() not in clubs}
    new_members = sum(1 for row in members.rows if row.mid not in known)
    all_problems = sorted((*members.problems, *problems), key=_place)
    return MemberImportPreview(
        members.rows,
        tuple(all_problems),
        new_members,
        len(members.rows) - new_members,
        tuple(sorted(new_clubs.values())),
    )


def import_members(tournament: Tournament, preview: MemberImportPreview) -> Change:
    """Add or update every member of the preview in one action (all or nothing); refused while
    the preview has problems."""
    _refuse_problems(preview.problems)
    if not preview.rows:
        raise message(translate("Imports", "The member list has no members; nothing was imported."))
    with tournament.action("import_members", f"{len(preview.rows)} members") as (session, record):
        clubs, new_clubs = _clubs(session, preview.rows)
        players = {player.mid: player for player in session.scalars(select(Player))}
        new = known = 0
        for row in preview.rows:
            club = clubs.get(row.club.casefold()) if row.club else None
            player = players.get(row.mid)
            if player is None:
                if club is None:
                    raise message(
                        translate(
                            "Players", "{name} (MID {mid}) needs a club: the club's district decides eligibility (T2)."
                        ),
                        name=row.name,
                        mid=row.mid,
                    )
                session.add(
                    Player(
                        mid=row.mid,
                        name=row.name,
                        club_id=club.id if club else None,
                        birth_year=row.birth_year,
                        membership_paid=True,
                    )
                )
                new += 1
                continue
            if normalised_name(player.name) != normalised_name(row.name):
                raise ServiceError(_name_clash(row.mid, player.name, row.name))
            if club is not None:
                player.club_id = club.id
            if row.birth_year is not None:
                player.birth_year = row.birth_year
            known += 1
        record.after = record.value = {"members": len(preview.rows), "new": new, "known": known, "new_clubs": new_clubs}
    return record.change


def _clubs(session: Session, rows: tuple[MemberRow, ...]) -> tuple[dict[str, Club], int]:
    """The clubs the rows name by their case-folded name, found or created (a new club gets the
    first district given for it), and how many were created. Matched in Python: SQLite's lower()
    leaves "Ö" upper-case."""
    known = {club.name.casefold(): club for club in session.scalars(select(Club))}
    wanted: dict[str, tuple[str, str]] = {}
    for row in rows:
        if row.club:
            name, district = wanted.setdefault(row.club.casefold(), (row.club, row.district))
            if not district and row.district:
                wanted[row.club.casefold()] = (name, row.district)
    clubs: dict[str, Club] = {}
    for key, (name, district) in wanted.items():
        club = known.get(key) or find_or_create_club(session, name, district)
        if club is None:
            continue  # a name of spaces only: no club
        if district and club.district != district:
            raise ServiceError(_district_clash(club.name, club.district, district))
        clubs[key] = club
    return clubs, len(clubs.keys() - known.keys())


def _place(problem: RowProblem) -> tuple[int, str]:
    return problem.row or 0, problem.column or ""


def _refuse_problems(problems: tuple[RowProblem, ...]) -> None:
    if problems:
        raise ServiceError(
            "\n".join(
                [
                    counted(
                        len(problems),
                        translate(
                            "Imports", "The file has 1 problem; correct it and import again. Nothing was imported."
                        ),
                        translate(
                            "Imports",
                            "The file has {count} problems; correct them and import again. Nothing was imported.",
                        ),
                    ).format(count=len(problems)),
                    *(problem.text() for problem in problems),
                ]
            )
        )


# -- team workbooks -----------------------------------------------------------------------------
def preview_team_import(tournament: Tournament, path: Path, stage_id: StageId) -> TeamImportPreview:
    """Read a team workbook and run the registration dialog's checks on every team: T1, T2, T4
    (against the file and between the workbook's teams), T5, names already taken, a MID given
    with another name, one captain. Nothing is written."""
    with tournament.reading() as session:
        get_stage(session, stage_id)
    teams, problems = read_team_workbook(path)
    problems = list(problems)
    with tournament.reading() as session:
        problems += _against_file(
            session,
            [
                (p.row, p.entry.mid, p.entry.name, p.entry.club, p.entry.district)
                for team in teams
                for p in team.players
            ],
            teams[0].column if teams else str,
        )
        # rows the dialog's checks would refuse outright, or judge the team without: fixed first
        unfit_rows = {problem.row for problem in problems}
        problems += _taken_names(session, teams)
    problems += _across_teams(teams)
    notes: list[RowProblem] = []
    for team in teams:
        if team.skipped_rows or any(player.row in unfit_rows for player in team.players):
            continue
        try:
            findings = check_team_form(tournament, team.form())
        except ServiceError as error:
            problems.append(RowProblem(team.row, team.column("team"), str(error)))
            continue
        for finding in findings:
            where = _finding_place(team, finding)
            (problems if finding.severity is Severity.ERROR else notes).append(
                RowProblem(*where, finding.text(translate))
            )
    return TeamImportPreview(
        tuple(team.form() for team in teams), tuple(sorted(problems, key=_place)), tuple(sorted(notes, key=_place))
    )


def import_teams(tournament: Tournament, preview: TeamImportPreview, stage_id: StageId) -> Change:
    """Register every team of the preview and enter it in the stage, in one action "import_teams"
    (all or nothing); refused while the preview has problems."""
    _refuse_problems(preview.problems)
    if not preview.teams:
        raise message(translate("Imports", "The workbook has no teams; nothing was imported."))
    with tournament.action("import_teams", stage_id) as (session, record):
        get_stage(session, stage_id)
        imported = []
        for form in preview.teams:
            try:
                team = register_in_session(session, tournament, form, stage_id)
            except ServiceError as error:
                raise ServiceError(
                    translate("Imports", "Team {team}: {problem}\nNothing was imported.").format(
                        team=form.name, problem=error
                    ),
                    error.findings,
                ) from None
            imported.append({"id": team.id, "name": team.name, "players": [m.mid for m in team.members]})
        record.after = {"stage": stage_id, "teams": imported}
        record.value = tuple(team["id"] for team in imported)
    return record.change


def _across_teams(teams: list[TeamRows]) -> list[RowProblem]:
    """T4: a player on two teams of the same workbook (at the later row)."""
    first_team: dict[str, TeamRows] = {}
    problems = []
    for team in teams:
        for player in team.players:
            other = first_team.setdefault(player.entry.mid, team)
            if other is not team:
                finding = Finding(
                    "T4",
                    "player_in_other_team",
                    Severity.ERROR,
                    T4_TEMPLATE,
                    {"name": player.entry.name, "mid": player.entry.mid, "team": other.name},
                )
                problems.append(RowProblem(player.row, team.column("mid"), finding.text(translate)))
    return problems


def _taken_names(session: Session, teams: list[TeamRows]) -> list[RowProblem]:
    taken = {normalised_name(name): name for name in session.scalars(select(Team.name))}
    return [
        RowProblem(
            team.row,
            team.column("team"),
            translate("Teams", "There is already a team called {name}. Choose another name.").format(
                name=taken[normalised_name(team.name)]
            ),
        )
        for team in teams
        if normalised_name(team.name) in taken
    ]


def _finding_place(team: TeamRows, finding: Finding) -> tuple[int, str]:
    """The row and column a finding points at: its player's MID cell, else the team's name cell."""
    mid = finding.params.get("mid")
    for player in team.players:
        if player.entry.mid == mid:
            return player.row, team.column("mid")
    return team.row, team.column("team")
