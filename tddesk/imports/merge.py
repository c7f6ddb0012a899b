"""Merging a heat into the championship file: the district TD takes a heat that an organiser ran
in a file of their own (a .tddesk file, or its export in the open JSON format) and adds it —
teams, players, clubs, the stage with its schedule, results, line-ups, rulings and audit.

Both kinds of source are read as an open-format document (a .tddesk file through the JSON
exporter, opened read-only), so there is one way of merging. ``preview_merge`` only reads: it
lists what would be added and every conflict with what the file already holds, each with how
it is resolved. ``merge_heat`` writes it all in one audited action — all or nothing, undone as
a whole by ``tournament.undo`` — and only when no conflict is refused.

How conflicts are resolved:
- A MID the file knows under another name: refused (MIDs carry master points, so a wrong MID
  must be corrected in one of the files), unless the names differ only in accents, case or
  punctuation ("Asa Ek" / "Åsa Ek"): then the championship's spelling is kept. A known player
  whose club, birth year or membership differs keeps the championship's record; shown.
- A known club (same id or same name) is reused; a different district is shown, this file's kept.
- A heat team whose players are all on one team of the file is that team: it is reused (whatever
  its id or name) and keeps its record here. Otherwise the team is new; when its id is taken it
  gets a free id, when its name is taken it is renamed "Name (heat name)".
- A player on a new team who already plays for a team of the file: refused (T4).
- A reused team that already plays in a stage of the same kind (another heat): refused.
- A stage id already in the file: refused when that stage has the same name (the heat was merged
  before); otherwise the heat gets a free id. Match and penalty ids get free ids silently.
- A heat of another season: refused. One scored with another regulation profile (or other profile
  settings): shown; after the merge this championship's profile scores it.

The open format has no table fee payments and no central-day venue and times, so those stay in
the heat's file. A heat scored board by board brings its boards, its deals and its board layout.
The planned rows are written by ``merge_rows``.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk.export.json_export import export_json
from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.ids import StageId
from tddesk.imports.json_facts import validate_document
from tddesk.imports.json_reading import read_document
from tddesk.imports.merge_plan import (
    KEEP_EXISTING,
    REFUSE,
    RENAME_ID,
    RENAME_TEAM,
    REUSE_TEAM,
    name_key,
    plan_people,
    plan_stage,
    plan_teams,
)
from tddesk.imports.merge_rows import insert_audit, insert_clubs_players_and_teams, insert_heat_stage
from tddesk.models.tables import Championship, Club, Match, Penalty, Player, Stage, StageTeam, Team, TeamMember
from tddesk.services.errors import ServiceError, message
from tddesk.services.files import open_championship
from tddesk.services.tournament import Change

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

__all__ = [
    "KEEP_EXISTING",
    "REFUSE",
    "RENAME_ID",
    "RENAME_TEAM",
    "REUSE_TEAM",
    "Conflict",
    "MergePreview",
    "MergeSummary",
    "merge_heat",
    "preview_merge",
    "read_source",
]


@dataclass(frozen=True)
class Conflict:
    kind: str  # season, profile, mid_name, player_details, club_district, team_present, team_name,
    # player_in_two_teams, team_in_other_stage, stage_present
    subject: str  # what it is about: a MID, a team's name in the heat, a club, a stage id
    detail: str  # in the TD's words
    resolution: str  # REFUSE, KEEP_EXISTING, REUSE_TEAM, RENAME_ID or RENAME_TEAM


@dataclass(frozen=True)
class MergeSummary:
    clubs: int  # new in the file
    players: int  # new in the file
    known_players: int  # already in the file
    teams: int  # new in the file
    reused_teams: int
    rounds: int
    matches: int
    results: int  # matches with at least one half entered
    lineups: int  # line-ups entered (per half and team)
    penalties: int
    walkovers: int
    exclusions: int
    lots: int
    audit: int  # entries of the heat's audit log carried over


@dataclass(frozen=True)
class MergePreview:
    source: str
    stage_id: str  # the heat's id in the source
    target_stage_id: str  # its id in the championship file
    stage_name: str
    conflicts: tuple[Conflict, ...]
    summary: MergeSummary
    document: dict = field(repr=False, compare=False, hash=False)  # the source, as an open-format document

    @property
    def refusals(self) -> tuple[Conflict, ...]:
        return tuple(conflict for conflict in self.conflicts if conflict.resolution == REFUSE)

    @property
    def can_merge(self) -> bool:
        return not self.refusals


def read_source(path: str | Path) -> dict:
    """The source as an open-format document, checked like an import: a JSON file, or a .tddesk file
    opened read-only and exported (a file changed outside the program is held to the same bounds)."""

    path = Path(path)
    if path.suffix.lower() == ".json":
        return validate_document(read_document(path))
    source = open_championship(path, read_only=True)
    try:
        return validate_document(export_json(source))
    finally:
        source.close()


def preview_merge(tournament: Tournament, source_path: str | Path, stage_id: StageId | None = None) -> MergePreview:
    """What merging the heat ``stage_id`` of the source (its only stage when None) would add, and
    every conflict with its resolution. Nothing is written."""
    document = read_source(source_path)
    stage = _source_stage(document, stage_id)
    with tournament.reading() as session:
        plan = _Plan(_Index(session), document, stage)
    return MergePreview(
        str(source_path), stage["id"], plan.stage["id"], stage["name"], tuple(plan.conflicts), plan.summary(), document
    )


def merge_heat(tournament: Tournament, preview: MergePreview) -> Change:
    """Merge what the TD accepted in ``preview``, in one action (undo removes all of it)."""
    if not preview.can_merge:
        first = preview.refusals[0]
        raise ServiceError(
            translate("Merge", "The heat cannot be merged: {detail} ({count} refused in all)").format(
                detail=first.detail, count=len(preview.refusals)
            )
        )
    with tournament.action("merge_heat", preview.target_stage_id) as (session, record):
        plan = _Plan(_Index(session), preview.document, _source_stage(preview.document, preview.stage_id))
        if (tuple(plan.conflicts), plan.summary(), plan.stage["id"]) != (
            preview.conflicts,
            preview.summary,
            preview.target_stage_id,
        ):
            raise message(
                translate("Merge", "The championship file has changed since the preview; preview the merge again.")
            )
        plan.apply(session)
        record.after = {"source": preview.source, "stage": plan.stage["id"], **asdict(plan.summary())}
        record.value = plan.stage["id"]
    return record.change


def _source_stage(document: dict, stage_id: str | None) -> dict:
    stages = document["stages"]
    if stage_id is None and len(stages) == 1:
        return stages[0]
    for stage in stages:
        if stage["id"] == stage_id:
            return stage
    raise message(
        translate("Merge", "The file has no stage {stage}; it has: {stages}."),
        stage=stage_id or "—",
        stages=", ".join(stage["id"] for stage in stages) or "—",
    )


class _Index:
    """What the championship file already holds, as far as a merge can clash with it."""

    def __init__(self, session: Session):
        championship = session.scalars(select(Championship)).one()
        self.season = championship.season
        self.profile = (championship.profile_id, json.loads(championship.profile_overrides or "{}"))
        self.clubs = {club.id: club for club in session.scalars(select(Club))}
        self.club_by_name = {name_key(club.name): club.id for club in self.clubs.values()}
        self.players = {player.mid: player for player in session.scalars(select(Player))}
        self.teams = {team.id: team.name for team in session.scalars(select(Team))}
        self.team_by_name = {name_key(name): team_id for team_id, name in self.teams.items()}
        self.team_of = dict(session.execute(select(TeamMember.mid, TeamMember.team_id)).all())
        self.stages = {stage.id: stage for stage in session.scalars(select(Stage))}
        self.stages_of: dict[str, list[str]] = {}
        for stage_id, team_id in session.execute(select(StageTeam.stage_id, StageTeam.team_id)):
            self.stages_of.setdefault(team_id, []).append(stage_id)
        self.match_ids = set(session.scalars(select(Match.id)))
        self.penalty_ids = set(session.scalars(select(Penalty.id)))


class _Plan:
    """The heat's facts in the file's ids, the rows to add, and the conflicts met on the way."""

    def __init__(self, index: _Index, document: dict, stage: dict):
        self.index, self.document, self.source_stage = index, document, stage
        self.conflicts: list[Conflict] = []
        self.clubs: list[dict] = []
        self.players: list[dict] = []
        self.teams: list[dict] = []
        self.known_players = self.reused_teams = 0
        self.club_ids: dict[str, str] = {}
        self.team_ids: dict[str, str] = {}
        season = document["championship"]["season"]
        if season != index.season:
            self.add_conflict(
                "season",
                season,
                REFUSE,
                QT_TRANSLATE_NOOP(
                    "Merge",
                    "The source is of season {season}, this championship of {ours}; only a heat of the same "
                    "season can be merged.",
                ),
                season=season,
                ours=index.season,
            )
        profile = (document["championship"]["profile"], document["championship"].get("profile_overrides") or {})
        if profile != index.profile:
            self.add_conflict(
                "profile",
                profile[0],
                KEEP_EXISTING,
                QT_TRANSLATE_NOOP(
                    "Merge",
                    "The source is scored with the regulation profile {profile} (and its settings); after the "
                    "merge the heat is scored with this championship's {ours}.",
                ),
                profile=profile[0],
                ours=index.profile[0],
            )
        plan_people(self)
        plan_teams(self)
        self.stage, self.audit = plan_stage(self)

    def add_conflict(self, kind: str, subject: str, resolution: str, template: str, **values) -> None:
        """A conflict; ``template`` is English, marked for the catalogue where it is written."""
        self.conflicts.append(Conflict(kind, subject, translate("Merge", template).format(**values), resolution))

    def summary(self) -> MergeSummary:
        stage = self.stage
        matches = [match for round_ in stage["rounds"] for match in round_["matches"]]
        lineups = sum(
            bool(half[side]) for match in matches for half in match["halves"] for side in ("home_lineup", "away_lineup")
        )
        return MergeSummary(
            len(self.clubs),
            len(self.players),
            self.known_players,
            len(self.teams),
            self.reused_teams,
            len(stage["rounds"]),
            len(matches),
            sum(bool(match["halves"]) for match in matches),
            lineups,
            len(stage["penalties"]),
            len(stage["walkovers"]),
            len(stage["exclusions"]),
            len(stage["lots"]),
            len(self.audit),
        )

    def apply(self, session: Session) -> None:
        """Insert the planned rows, one layer at a time so every reference exists before it is used."""
        insert_clubs_players_and_teams(session, self.clubs, self.players, self.teams, len(self.index.teams))
        insert_heat_stage(session, self.stage, len(self.index.stages))
        insert_audit(session, self.audit)
