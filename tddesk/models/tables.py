"""The tournament file's tables: facts only (docs/architecture.md).

Registrations, the schedule, results as entered, rulings, lots and the audit log. Nothing
derived — VP, totals, ranks — is stored; the rules compute them every time. Identifiers are
the open JSON format's own (docs/format.md), so a heat moves between files without renumbering.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Integer,
    String,
    Text,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.base import Base, DecimalText


class Championship(Base):
    """The one championship a file holds, with its regulation profile copied in."""

    __tablename__ = "championship"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    season: Mapped[str] = mapped_column(String(20))
    district: Mapped[str] = mapped_column(String(50))
    profile_id: Mapped[str] = mapped_column(String(50))
    profile_toml: Mapped[str] = mapped_column(Text)
    profile_overrides: Mapped[str | None] = mapped_column(Text)  # JSON object, docs/format.md
    created_at: Mapped[dt.datetime] = mapped_column(DateTime)
    # A2: the semifinal places the committee decided when A2 gives no number (fewer than 22 teams).
    semifinal_places: Mapped[int | None] = mapped_column(Integer)


class Club(Base):
    __tablename__ = "club"
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    district: Mapped[str] = mapped_column(String(50))


class Player(Base):
    """A member: from the federation's register, or typed in by the TD."""

    __tablename__ = "player"
    mid: Mapped[str] = mapped_column(String(20), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    club_id: Mapped[str | None] = mapped_column(ForeignKey("club.id"))
    birth_year: Mapped[int | None] = mapped_column(Integer)
    membership_paid: Mapped[bool] = mapped_column(Boolean, default=True)
    club: Mapped[Club | None] = relationship()


class Team(Base):
    __tablename__ = "team"
    id: Mapped[TeamId] = mapped_column(String(40), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    captain_mid: Mapped[str | None] = mapped_column(ForeignKey("player.mid"))
    newcomer: Mapped[bool] = mapped_column(Boolean, default=False)
    entry_fee_paid_on: Mapped[dt.date | None] = mapped_column(Date)
    position: Mapped[int] = mapped_column(Integer, default=0)
    members: Mapped[list[TeamMember]] = relationship(
        back_populates="team", cascade="all, delete-orphan", order_by="TeamMember.position"
    )
    dispensations: Mapped[list[Dispensation]] = relationship(cascade="all, delete-orphan")


class TeamMember(Base):
    """A player on a team's roster. T4: one team per player in a championship (unique MID)."""

    __tablename__ = "team_member"
    team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"), primary_key=True)
    mid: Mapped[str] = mapped_column(ForeignKey("player.mid"), primary_key=True, unique=True)
    position: Mapped[int] = mapped_column(Integer, default=0)
    team: Mapped[Team] = relationship(back_populates="members")
    player: Mapped[Player] = relationship()


class Dispensation(Base):
    """T1/T2: a committee dispensation, e.g. for a 7th or 8th player."""

    __tablename__ = "dispensation"
    team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"), primary_key=True)
    mid: Mapped[str] = mapped_column(String(20), primary_key=True)
    kind: Mapped[str] = mapped_column(String(40), primary_key=True)
    granted_on: Mapped[dt.date | None] = mapped_column(Date)


class Stage(Base):
    """A heat, semifinal or final: one series with its own settings."""

    __tablename__ = "stage"
    __table_args__ = (CheckConstraint("halves IN (1, 2)", name="halves"),)
    id: Mapped[StageId] = mapped_column(String(40), primary_key=True)
    kind: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(200))
    boards_per_match: Mapped[int] = mapped_column(Integer)
    halves: Mapped[int] = mapped_column(Integer, default=1)
    dealt_at_table: Mapped[bool] = mapped_column(Boolean, default=False)
    format: Mapped[str | None] = mapped_column(String(30))
    bye_vp: Mapped[Decimal | None] = mapped_column(DecimalText)
    table_fee: Mapped[Decimal | None] = mapped_column(DecimalText)
    organiser_club: Mapped[str | None] = mapped_column(ForeignKey("club.id"))
    manager: Mapped[str | None] = mapped_column(String(200))
    phone: Mapped[str | None] = mapped_column(String(50))
    email: Mapped[str | None] = mapped_column(String(200))
    position: Mapped[int] = mapped_column(Integer, default=0)
    # A central day (semifinal, final): where and when, and the venue's shift of the timetable (A7).
    venue: Mapped[str | None] = mapped_column(String(200))
    day: Mapped[dt.date | None] = mapped_column(Date)
    start_offset_minutes: Mapped[int | None] = mapped_column(Integer)
    # Playing dates before the schedule exists: the first round's date and the days between rounds.
    first_round_date: Mapped[dt.date | None] = mapped_column(Date)
    days_between_rounds: Mapped[int | None] = mapped_column(Integer)
    # S5 Gröna Hissen: how repeat opponents are handled ("avoid", "never", "allow"); None: the profile's
    repeat_policy: Mapped[str | None] = mapped_column(String(10))
    # VP3: "table-25" scores the stage on the profile's discrete 25-0 table; None: the 20-0 scale
    vp_scale: Mapped[str | None] = mapped_column(String(20))
    # IMPs across the field: each comparison capped at this many IMPs either way (None: no cap)
    imp_cap: Mapped[int | None] = mapped_column(Integer)
    entries: Mapped[list[StageTeam]] = relationship(cascade="all, delete-orphan", order_by="StageTeam.position")
    rounds: Mapped[list[Round]] = relationship(cascade="all, delete-orphan", order_by="Round.number")


class StageTeam(Base):
    __tablename__ = "stage_team"
    # a stage's teams are read in their order after every entry, without a sort (migration 0010)
    __table_args__ = (Index("ix_stage_team_stage_order", "stage_id", "position", "team_id", unique=True),)
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), primary_key=True)
    # indexed: a team's stages are looked up by team (migration 0004)
    team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"), primary_key=True, index=True)
    position: Mapped[int] = mapped_column(Integer, default=0)
    # S2: the TD's seed (SM final 1-10, groups A-D; SM semifinal 1 and 2 are the presumed favourites)
    seed: Mapped[int | None] = mapped_column(Integer)
    # S5: the round a team allowed to start late begins in (carry-over 11.00 VP per missed round)
    start_round: Mapped[int | None] = mapped_column(Integer)


class Round(Base):
    __tablename__ = "round"
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    date: Mapped[dt.date | None] = mapped_column(Date)
    start: Mapped[str | None] = mapped_column(String(5))
    bye_team_id: Mapped[TeamId | None] = mapped_column(ForeignKey("team.id"))
    boards: Mapped[int | None] = mapped_column(Integer)  # S5 knockout: this round's boards; None: the stage's
    matches: Mapped[list[Match]] = relationship(cascade="all, delete-orphan", order_by="Match.position")


class Match(Base):
    __tablename__ = "match"
    __table_args__ = (
        ForeignKeyConstraint(["stage_id", "round_number"], ["round.stage_id", "round.number"]),
        # a stage's matches are read on every entry, in this order: never scan the whole
        # file for them, never sort them (unique because it ends in the key; migration 0010)
        Index("ix_match_stage_order", "stage_id", "round_number", "position", "id", unique=True),
        Index("ix_match_home_team", "home_team_id"),
        Index("ix_match_away_team", "away_team_id"),
    )
    id: Mapped[MatchId] = mapped_column(String(40), primary_key=True)
    stage_id: Mapped[StageId] = mapped_column(String(40))
    round_number: Mapped[int] = mapped_column(Integer)
    home_team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"))
    away_team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"))
    date: Mapped[dt.date | None] = mapped_column(Date)  # a match moved off its round's date (H6)
    position: Mapped[int] = mapped_column(Integer, default=0)
    halves: Mapped[list[HalfResult]] = relationship(cascade="all, delete-orphan", order_by="HalfResult.half")
    lineup: Mapped[list[LineupSeat]] = relationship(cascade="all, delete-orphan")
    boards: Mapped[list[BoardResult]] = relationship(cascade="all, delete-orphan")


class HalfResult(Base):
    """IMPs of one half as the TD entered them."""

    __tablename__ = "half_result"
    __table_args__ = (CheckConstraint("home_imps >= 0 AND away_imps >= 0", name="imps_not_negative"),)
    match_id: Mapped[MatchId] = mapped_column(ForeignKey("match.id"), primary_key=True)
    half: Mapped[int] = mapped_column(Integer, primary_key=True)
    home_imps: Mapped[int | None] = mapped_column(Integer)
    away_imps: Mapped[int | None] = mapped_column(Integer)
    # The TD kept these typed totals although the half's boards give others (docs/boards.md).
    keep_typed: Mapped[bool] = mapped_column(Boolean, default=False, server_default="0")


class BoardResult(Base):
    """One room's result on one board of a match half, as played, assigned or adjusted.

    The NS score and the IMPs are computed by the rules (Law 77, 78B); only what happened at the
    table is stored. ``bws_row_id`` is the Bridgemate ReceivedData row it came from, so a re-read
    of the file writes only what is new (docs/boards.md).
    """

    __tablename__ = "board_result"
    __table_args__ = (
        CheckConstraint("room IN ('open', 'closed')", name="room"),
        CheckConstraint("tricks IS NULL OR tricks BETWEEN 0 AND 13", name="tricks"),
    )
    match_id: Mapped[MatchId] = mapped_column(ForeignKey("match.id"), primary_key=True)
    half: Mapped[int] = mapped_column(Integer, primary_key=True)
    room: Mapped[str] = mapped_column(String(6), primary_key=True)  # open: home team NS; closed: home EW
    board: Mapped[int] = mapped_column(Integer, primary_key=True)
    contract: Mapped[str | None] = mapped_column(String(8))  # 4HX, 3NT, PASS; none when adjusted
    declarer: Mapped[str | None] = mapped_column(String(1))  # N E S W
    tricks: Mapped[int | None] = mapped_column(Integer)  # tricks taken by declarer
    lead: Mapped[str | None] = mapped_column(String(3))  # e.g. SK, H7
    assigned_ns_score: Mapped[int | None] = mapped_column(Integer)  # an assigned score typed by the TD
    ns_percent: Mapped[int | None] = mapped_column(Integer)  # artificial score, e.g. 60/40
    ew_percent: Mapped[int | None] = mapped_column(Integer)
    # Law 12C1(c): a weighted score, JSON [{"contract", "declarer", "tricks", "weight"}, …] as on a
    # pairs result (migration 0014)
    weighted: Mapped[str | None] = mapped_column(Text)
    source: Mapped[str] = mapped_column(String(10), default="manual")  # manual | bws
    bws_row_id: Mapped[int | None] = mapped_column(Integer)


class StageDeal(Base):
    """The deal of one board of a stage, as dealt for every table (PBN notation, North first).

    The boards of a day are common to all its venues, so the same deals are stored in each of the
    day's stages; double-dummy tricks and par are computed from them, never stored
    (docs/boards.md, "Deals").
    """

    __tablename__ = "stage_deal"
    __table_args__ = (CheckConstraint("board BETWEEN 1 AND 100", name="board"),)
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), primary_key=True)
    board: Mapped[int] = mapped_column(Integer, primary_key=True)
    deal: Mapped[str] = mapped_column(String(80))  # N:AKQ.J98.T76.5432 E… S… W…
    source: Mapped[str] = mapped_column(String(10), default="pbn")  # pbn | dup


class BoardLayout(Base):
    """How a stage's boards are numbered and how a Bridgemate file maps to its matches (JSON)."""

    __tablename__ = "board_layout"
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), primary_key=True)
    layout: Mapped[str] = mapped_column(Text)


class LineupSeat(Base):
    """H5/T3: who played a half for a side (four seats per side and half)."""

    __tablename__ = "lineup_seat"
    match_id: Mapped[MatchId] = mapped_column(ForeignKey("match.id"), primary_key=True)
    half: Mapped[int] = mapped_column(Integer, primary_key=True)
    side: Mapped[str] = mapped_column(String(4), primary_key=True)  # "home" | "away"
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    mid: Mapped[str] = mapped_column(ForeignKey("player.mid"))


class Penalty(Base):
    """A ruling that deducts VP: the facts (minutes, share, player) — the rules compute the VP."""

    __tablename__ = "penalty"
    # a stage's penalties are read in their order after every entry, without a sort (migration 0010)
    __table_args__ = (Index("ix_penalty_stage_order", "stage_id", "position", "id", unique=True),)
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"))
    match_id: Mapped[MatchId | None] = mapped_column(ForeignKey("match.id"))
    team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"))
    kind: Mapped[str] = mapped_column(String(30))
    minutes: Mapped[int | None] = mapped_column(Integer)
    share: Mapped[Decimal | None] = mapped_column(DecimalText)
    mid: Mapped[str | None] = mapped_column(String(20))
    vp: Mapped[Decimal | None] = mapped_column(DecimalText)
    reason: Mapped[str | None] = mapped_column(Text)
    position: Mapped[int] = mapped_column(Integer, default=0)
    # P2: the table a slow-play ruling concerns ("open", "closed"); None when the TD named none
    room: Mapped[str | None] = mapped_column(String(10))


class Walkover(Base):
    __tablename__ = "walkover"
    match_id: Mapped[MatchId] = mapped_column(ForeignKey("match.id"), primary_key=True)
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), index=True)
    by_team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"))
    ruled_on: Mapped[dt.date | None] = mapped_column(Date)


class Exclusion(Base):
    __tablename__ = "exclusion"
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), primary_key=True)
    team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"), primary_key=True)
    kind: Mapped[str] = mapped_column(String(20))  # "excluded" | "disqualified"
    reason: Mapped[str] = mapped_column(Text)
    on: Mapped[dt.date | None] = mapped_column(Date)


class Lot(Base):
    """H8: a lot the TD drew or typed in, kept for the tied group it decided."""

    __tablename__ = "lot"
    id: Mapped[int] = mapped_column(primary_key=True)
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), index=True)
    teams: Mapped[str] = mapped_column(Text)  # JSON list of team ids
    order: Mapped[str] = mapped_column(Text)  # JSON list, first = ranked highest
    drawn_on: Mapped[dt.datetime] = mapped_column(DateTime)
    drawn_by: Mapped[str] = mapped_column(String(100))


class Audit(Base):
    """One row per TD action: when, who, what, before, after — and the row images that undo it."""

    __tablename__ = "audit"
    id: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[dt.datetime] = mapped_column(DateTime)
    by: Mapped[str] = mapped_column(String(100))
    action: Mapped[str] = mapped_column(String(60))
    subject: Mapped[str | None] = mapped_column(String(200))
    before: Mapped[str | None] = mapped_column(Text)  # JSON, the action's own summary
    after: Mapped[str | None] = mapped_column(Text)
    changes: Mapped[str | None] = mapped_column(Text)  # JSON row images (tddesk.models.changes)
    reverts: Mapped[int | None] = mapped_column(ForeignKey("audit.id"))


class TableFeePayment(Base):
    """F2: a table fee collected from a team for a round (the TD's checklist)."""

    __tablename__ = "table_fee_payment"
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), primary_key=True)
    team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"), primary_key=True)
    round_number: Mapped[int] = mapped_column(Integer, primary_key=True)
    paid_on: Mapped[dt.date | None] = mapped_column(Date)


class PlaceOffer(Base):
    """A4/A10: a place offered to a team, in the order asked, and the team's answer."""

    __tablename__ = "place_offer"
    id: Mapped[int] = mapped_column(primary_key=True)
    from_stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"))  # the heat or semifinal it came from
    team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"))
    target: Mapped[str] = mapped_column(String(20))  # "semifinal" | "a_final" | "b_final"
    accepted: Mapped[bool] = mapped_column(Boolean)
    answered_on: Mapped[dt.date | None] = mapped_column(Date)


class JuryMember(Base):
    """The jury representative each team names on a central day (D p.18)."""

    __tablename__ = "jury_member"
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), primary_key=True)
    team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))


class TableTime(Base):
    """When play at one table of a match started and ended, per half (H4, P2: slow play)."""

    __tablename__ = "table_time"
    match_id: Mapped[MatchId] = mapped_column(ForeignKey("match.id"), primary_key=True)
    half: Mapped[int] = mapped_column(Integer, primary_key=True)
    table: Mapped[int] = mapped_column(Integer, primary_key=True)  # 1: open room, 2: closed room
    started: Mapped[str | None] = mapped_column(String(5))  # HH:MM
    ended: Mapped[str | None] = mapped_column(String(5))


class KnockoutChoice(Base):
    """S5: a team's choice of its knockout opponent, recorded like a lot (who entered it, when)."""

    __tablename__ = "knockout_choice"
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), primary_key=True)
    round_number: Mapped[int] = mapped_column(Integer, primary_key=True)
    chooser_team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"), primary_key=True)
    chosen_team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"))
    chosen_at: Mapped[dt.datetime] = mapped_column(DateTime)
    chosen_by: Mapped[str] = mapped_column(String(100))


class Appeal(Base):
    """S4: an appeal against a TD's ruling — the facts; deadline, lateness and deposit follow."""

    __tablename__ = "appeal"
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    stage_id: Mapped[StageId] = mapped_column(ForeignKey("stage.id"), index=True)
    round_number: Mapped[int] = mapped_column(Integer)
    team_id: Mapped[TeamId] = mapped_column(ForeignKey("team.id"))
    ruling: Mapped[str] = mapped_column(Text)
    ruling_at: Mapped[dt.datetime] = mapped_column(DateTime)
    round_ended_at: Mapped[dt.datetime | None] = mapped_column(DateTime)
    filed_at: Mapped[dt.datetime] = mapped_column(DateTime)
    deposit_paid: Mapped[int] = mapped_column(Integer, default=0)
    outcome: Mapped[str] = mapped_column(String(20), default="pending")
    position: Mapped[int] = mapped_column(Integer, default=0)


from tddesk.models import pairs_tables  # noqa: E402, F401 - the pairs championship's tables (docs/pairs.md)
