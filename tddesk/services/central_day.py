"""A5, A7: the semifinal day — creating the semifinals at their venues, the jury representatives
(D p.16 "Utse juryrepresentant ur varje lag") and each table's start and end time per half.

All semifinals are created in one action (one undo step): each a single round robin of its
teams (four teams: three rounds), 20 boards in two halves, the same boards everywhere, on the
central day at its venue, shifted by at most 15 minutes (A7). The timetable itself is
``tddesk.services.central_day_times.day_timetable``; ``set_venue_offset`` changes a venue's A7
shift afterwards.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tddesk.i18n import counted, translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import JuryMember, Match, Round, Stage, StageTeam, TableTime, Team
from tddesk.rules import schedule as schedule_rules
from tddesk.rules.central_day import central_day_timetable, half_end_overrun
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.central_day_times import day_timetable, stage_slots  # noqa: F401 - part of this API
from tddesk.services.errors import message, refused
from tddesk.services.ids import unique_id
from tddesk.services.stages import get_match, get_stage
from tddesk.services.tournament import Change

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def add_round_robin_stage(
    session: Session,
    *,
    wanted_id: str,
    name: str,
    kind: str,
    boards: int,
    halves: int,
    team_ids: Sequence[TeamId],
    venue: str | None,
    day: dt.date | None,
    offset: int | None,
    round_dates: Sequence[dt.date | None],
    round_starts: Sequence[str | None],
) -> Stage:
    """A stage with its teams and a single round robin (H1's construction), rounds dated and timed."""
    for team_id in team_ids:
        if session.get(Team, team_id) is None:
            raise message(translate("Advancement", "There is no team {team}."), team=team_id)
    stage = Stage(
        id=unique_id(session, Stage.id, wanted_id),
        kind=kind,
        name=name,
        boards_per_match=boards,
        halves=halves,
        dealt_at_table=False,
        format=None,
        venue=venue or None,
        day=day,
        start_offset_minutes=offset,
        position=session.scalar(select(func.count()).select_from(Stage)) or 0,
    )
    session.add(stage)
    for position, team_id in enumerate(team_ids):
        stage.entries.append(StageTeam(stage_id=stage.id, team_id=team_id, position=position))
    for round_ in schedule_rules.round_robin(list(team_ids)):
        row = Round(
            stage_id=stage.id,
            number=round_.number,
            date=round_dates[round_.number - 1],
            start=round_starts[round_.number - 1],
            bye_team_id=round_.bye,
        )
        for position, pairing in enumerate(round_.matches, start=1):
            row.matches.append(
                Match(
                    id=f"{stage.id}-r{round_.number}-m{position}",
                    stage_id=stage.id,
                    home_team_id=pairing.home,
                    away_team_id=pairing.away,
                    position=position,
                )
            )
        stage.rounds.append(row)
    return stage


def rounds_for(teams: int) -> int:
    """H1: rounds of a single round robin — n − 1 for an even count, n for an odd one."""
    return teams - 1 if teams % 2 == 0 else teams


def check_semifinals(profile, groups: Sequence[Sequence[str]], venues: Sequence[str], offsets: Sequence[int]) -> None:
    """A5, A7: refuse, in words, semifinals that cannot be played as the rules say."""
    rules = profile.advancement
    if not groups:
        raise message(translate("Advancement", "Give at least one semifinal."))
    if not len(groups) == len(venues) == len(offsets):
        raise message(
            translate(
                "Advancement",
                "Each semifinal needs its venue and its offset: {groups} semifinals, {venues} "
                "venues, {offsets} offsets.",
            ),
            groups=len(groups),
            venues=len(venues),
            offsets=len(offsets),
        )
    everyone = [team for group in groups for team in group]
    repeated = sorted({team for team in everyone if everyone.count(team) > 1})
    if repeated:
        raise message(
            translate("Advancement", "A team can play in only one semifinal: {teams}."), teams=", ".join(repeated)
        )
    for number, (group, venue, offset) in enumerate(zip(groups, venues, offsets), start=1):
        if not 2 <= len(group) <= rules.semifinal_teams:
            raise message(
                translate("Advancement", "A5: semifinal {number} has {count} teams; a semifinal has 2 to {most}."),
                number=number,
                count=len(group),
                most=rules.semifinal_teams,
            )
        if not venue.strip():
            raise message(translate("Advancement", "Semifinal {number} needs a venue."), number=number)
        try:
            timetable = central_day_timetable(profile, offset, rounds_for(len(group)))
        except ValueError:
            raise message(
                translate(
                    "Advancement",
                    "A7: the {count} teams of semifinal {number} need more rounds than the central day has.",
                ),
                count=len(group),
                number=number,
            ) from None
        if not timetable.accepted:
            raise refused(timetable.findings)


def create_semifinals(
    tournament: Tournament,
    groups: Sequence[Sequence[TeamId]],
    venues: Sequence[str],
    day: dt.date | None,
    offsets: Sequence[int],
) -> Change:
    """A5, A7: the semifinals, one per group of teams (in the order they chose), at their venues on
    the central ``day``, each venue's timetable shifted by its offset in minutes (at most 15)."""
    profile = tournament.profile
    rules = profile.advancement
    check_semifinals(profile, groups, venues, offsets)
    with tournament.action("create_semifinals", translate("Advancement", "Semifinals")) as (session, record):
        if session.scalars(select(Stage.id).where(Stage.kind == StageKind.SEMIFINAL)).first() is not None:
            raise message(
                translate("Advancement", "The semifinals already exist; undo their creation to make them again.")
            )
        created = []
        for number, (group, venue, offset) in enumerate(zip(groups, venues, offsets), start=1):
            timetable = central_day_timetable(profile, offset, rounds_for(len(group)))
            starts = [
                timetable.round_slots(index)[0].start.strftime("%H:%M") for index in range(1, timetable.rounds + 1)
            ]
            name = translate("Advancement", "Semifinal {number} – {venue}").format(number=number, venue=venue.strip())
            stage = add_round_robin_stage(
                session,
                wanted_id=f"semifinal-{number}",
                name=name,
                kind=StageKind.SEMIFINAL,
                boards=rules.semifinal_boards,
                halves=rules.semifinal_halves,
                team_ids=list(group),
                venue=venue.strip(),
                day=day,
                offset=offset,
                round_dates=[day] * len(starts),
                round_starts=starts,
            )
            created.append(stage.id)
        record.after = {
            "semifinals": [
                {"stage": stage_id, "teams": list(group), "venue": venue, "offset": offset}
                for stage_id, group, venue, offset in zip(created, groups, venues, offsets)
            ],
            "day": day.isoformat() if day else None,
        }
        record.value = tuple(created)
    return record.change


def set_venue_offset(tournament: Tournament, stage_id: StageId, minutes: int) -> Change:
    """A7: the venue plays ``minutes`` before (−) or after (+) the central timetable, at most 15
    either way; also once the semifinals exist. The rounds' start times follow the shift."""
    timetable = central_day_timetable(tournament.profile, minutes)
    if not timetable.accepted:
        raise refused(timetable.findings)
    with tournament.action("set_venue_offset", stage_id) as (session, record):
        stage = get_stage(session, stage_id)
        record.before = {"offset": stage.start_offset_minutes}
        stage.start_offset_minutes = minutes
        slots = stage_slots(session, stage, tournament.profile)  # refuses a stage off the central timetable
        for round_ in stage.rounds:
            round_.start = slots[round_.number][0].start.strftime("%H:%M")
        record.after = {"offset": minutes}
    return record.change


def set_jury_member(tournament: Tournament, stage_id: StageId, team_id: TeamId, name: str) -> Change:
    """The team's jury representative on the central day (an empty name removes it)."""
    with tournament.action("set_jury_member", f"{stage_id}/{team_id}") as (session, record):
        stage = get_stage(session, stage_id)
        team = session.get(Team, team_id)
        if team is None or session.get(StageTeam, (stage_id, team_id)) is None:
            raise message(
                translate("Advancement", "{team} does not play in {stage}."),
                team=team.name if team else team_id,
                stage=stage.name,
            )
        row = session.get(JuryMember, (stage_id, team_id))
        record.before = {"name": row.name if row else None}
        name = name.strip()
        if not name and row is not None:
            session.delete(row)
        elif name and row is None:
            session.add(JuryMember(stage_id=stage_id, team_id=team_id, name=name))
        elif name and row is not None:
            row.name = name
        record.after = {"name": name or None}
    return record.change


def record_table_time(
    tournament: Tournament, match_id: MatchId, half: int, table: int, started: str | None, ended: str | None
) -> Change:
    """A7, P2: when play at a table (1 open room, 2 closed room) started and ended in a half,
    "HH:MM" or None. The change's ``value`` is the minutes the half ended after the venue's
    timetable allows (0 in time), for the slow-play ruling."""
    start_time, end_time = _time(started), _time(ended)
    if start_time and end_time and end_time < start_time:
        raise message(
            translate("Advancement", "The table cannot end ({ended}) before it started ({started})."),
            ended=ended,
            started=started,
        )
    if table not in (1, 2):
        raise message(
            translate("Advancement", "A match has table 1 (open room) and table 2 (closed room), not {table}."),
            table=table,
        )
    with tournament.action("record_table_time", f"{match_id}/{half}/{table}") as (session, record):
        match = get_match(session, match_id)
        stage = get_stage(session, match.stage_id)
        if not 1 <= half <= stage.halves:
            raise message(
                counted(
                    stage.halves,
                    translate("Advancement", "{stage} plays 1 half; there is no half {half}."),
                    translate("Advancement", "{stage} plays {halves} halves; there is no half {half}."),
                ),
                stage=stage.name,
                halves=stage.halves,
                half=half,
            )
        slot = stage_slots(session, stage, tournament.profile)[match.round_number][half - 1]
        overrun = half_end_overrun(slot.end, end_time) if end_time else 0
        row = session.get(TableTime, (match_id, half, table))
        record.before = {"started": row.started, "ended": row.ended} if row else None
        if start_time is None and end_time is None:
            if row is not None:
                session.delete(row)
        elif row is None:
            session.add(
                TableTime(match_id=match_id, half=half, table=table, started=_text(start_time), ended=_text(end_time))
            )
        else:
            row.started, row.ended = _text(start_time), _text(end_time)
        record.after = {
            "started": _text(start_time),
            "ended": _text(end_time),
            "allowed_end": _text(slot.end),
            "overrun": overrun,
        }
        record.value = overrun
    return record.change


def _time(text: str | None) -> dt.time | None:
    if text is None or not str(text).strip():
        return None
    found = re.fullmatch(r"(\d{1,2})[:.](\d{2})", str(text).strip())
    if found is None or int(found.group(1)) > 23 or int(found.group(2)) > 59:
        raise message(translate("Advancement", "'{value}' is not a time; write it as HH:MM."), value=text)
    return dt.time(int(found.group(1)), int(found.group(2)))


def _text(time: dt.time | None) -> str | None:
    return time.strftime("%H:%M") if time else None
