"""The pairs championship's tables: events, heats, pairs, sessions and board results (docs/pairs.md).

Facts only, as for teams: who registered, who played where, what happened at each table, the
places given up and the lots drawn. Matchpoints, percentages, places and bonus are computed by
the rules every time they are read.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from sqlalchemy import Boolean, CheckConstraint, Date, DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from tddesk.models.base import Base, DecimalText


class PairsEvent(Base):
    """One discipline's championship: its qualifying heats lead to a barometer final."""

    __tablename__ = "pairs_event"
    __table_args__ = (CheckConstraint("discipline IN ('mixed', 'open', 'veteran', 'women')", name="discipline"),)
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    discipline: Mapped[str] = mapped_column(String(10))
    final_pairs: Mapped[int] = mapped_column(Integer)  # pairs in the final, direct places included
    final_boards: Mapped[int] = mapped_column(Integer)
    position: Mapped[int] = mapped_column(Integer, default=0)


class PairsHeat(Base):
    """A qualifying heat at a club (silver or bronze, PP4) or the event's final."""

    __tablename__ = "pairs_heat"
    __table_args__ = (CheckConstraint("kind IN ('silver', 'bronze', 'final')", name="kind"),)
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    event_id: Mapped[str] = mapped_column(ForeignKey("pairs_event.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    kind: Mapped[str] = mapped_column(String(10))
    club_id: Mapped[str | None] = mapped_column(ForeignKey("club.id"))
    day: Mapped[dt.date | None] = mapped_column(Date)
    position: Mapped[int] = mapped_column(Integer, default=0)
    # other programs' conventions (docs/rules.md); None: PP5's exact figures
    neuberg_decimals: Mapped[int | None] = mapped_column(Integer)  # KoPS: 2
    sit_out_score: Mapped[str | None] = mapped_column(String(10))  # Ruter: "60" or "session"


class Pair(Base):
    """Two players registered together for an event; a reserve replaces one of them per heat."""

    __tablename__ = "pair"
    __table_args__ = (
        CheckConstraint("first_mid <> second_mid", name="two_players"),
        Index("ix_pair_event", "event_id"),
    )
    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    event_id: Mapped[str] = mapped_column(ForeignKey("pairs_event.id"))
    first_mid: Mapped[str] = mapped_column(ForeignKey("player.mid"))
    second_mid: Mapped[str] = mapped_column(ForeignKey("player.mid"))
    # Last year's champions as the same pair: a direct final place when registered in time, no qualifying fee
    reigning_champions: Mapped[bool] = mapped_column(Boolean, default=False)
    direct_place: Mapped[bool] = mapped_column(Boolean, default=False)
    position: Mapped[int] = mapped_column(Integer, default=0)


class PairsEntry(Base):
    """A pair in a heat under its number there; struck: plays out of competition (the reason kept)."""

    __tablename__ = "pairs_entry"
    heat_id: Mapped[str] = mapped_column(ForeignKey("pairs_heat.id"), primary_key=True)
    pair_id: Mapped[str] = mapped_column(ForeignKey("pair.id"), primary_key=True, index=True)
    number: Mapped[int] = mapped_column(Integer)  # the pair number at the tables
    plays_for_qualification: Mapped[bool] = mapped_column(Boolean, default=True)  # a bronze heat asks
    reserve_mid: Mapped[str | None] = mapped_column(ForeignKey("player.mid"))
    reserve_for_mid: Mapped[str | None] = mapped_column(ForeignKey("player.mid"))
    struck_reason: Mapped[str | None] = mapped_column(Text)


class PairsSession(Base):
    """One playing session of a heat: its movement decides how the pairs are ranked."""

    __tablename__ = "pairs_session"
    __table_args__ = (CheckConstraint("movement IN ('barometer', 'mitchell', 'howell')", name="movement"),)
    heat_id: Mapped[str] = mapped_column(ForeignKey("pairs_heat.id"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    movement: Mapped[str] = mapped_column(String(10), default="barometer")
    boards_per_round: Mapped[int | None] = mapped_column(Integer)
    day: Mapped[dt.date | None] = mapped_column(Date)


class PairsBoardResult(Base):
    """One table's result on a board of a pairs session, as played, assigned or adjusted.

    The same facts as a team match's board (``board_result``), keyed by the pairs at the table;
    ``bws_row_id`` is the Bridgemate row it came from."""

    __tablename__ = "pairs_board_result"
    __table_args__ = (CheckConstraint("tricks IS NULL OR tricks BETWEEN 0 AND 13", name="tricks"),)
    heat_id: Mapped[str] = mapped_column(ForeignKey("pairs_heat.id"), primary_key=True)
    session: Mapped[int] = mapped_column(Integer, primary_key=True)
    board: Mapped[int] = mapped_column(Integer, primary_key=True)
    ns_number: Mapped[int] = mapped_column(Integer, primary_key=True)
    ew_number: Mapped[int] = mapped_column(Integer)
    round: Mapped[int] = mapped_column(Integer, default=1)
    contract: Mapped[str | None] = mapped_column(String(8))
    declarer: Mapped[str | None] = mapped_column(String(1))
    tricks: Mapped[int | None] = mapped_column(Integer)
    lead: Mapped[str | None] = mapped_column(String(3))
    assigned_ns_score: Mapped[int | None] = mapped_column(Integer)
    ns_percent: Mapped[int | None] = mapped_column(Integer)
    ew_percent: Mapped[int | None] = mapped_column(Integer)
    # Law 12C1(c): a weighted score, JSON [{"contract", "declarer", "tricks", "weight"}, …] (migration 0011)
    weighted: Mapped[str | None] = mapped_column(Text)
    source: Mapped[str] = mapped_column(String(10), default="manual")  # manual | bws
    bws_row_id: Mapped[int | None] = mapped_column(Integer)


class PairsListResult(Base):
    """A heat's result as the club scored it elsewhere: the pair's percentage from its list."""

    __tablename__ = "pairs_list_result"
    heat_id: Mapped[str] = mapped_column(ForeignKey("pairs_heat.id"), primary_key=True)
    pair_id: Mapped[str] = mapped_column(ForeignKey("pair.id"), primary_key=True)
    percent: Mapped[Decimal] = mapped_column(DecimalText)
    boards: Mapped[int | None] = mapped_column(Integer)


class PairsPlaceAnswer(Base):
    """PP3: a final place offered to a pair and its answer, in the order asked."""

    __tablename__ = "pairs_place_answer"
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[str] = mapped_column(ForeignKey("pairs_event.id"), index=True)
    pair_id: Mapped[str] = mapped_column(ForeignKey("pair.id"))
    accepted: Mapped[bool] = mapped_column(Boolean)
    answered_on: Mapped[dt.date | None] = mapped_column(Date)


class PairsLot(Base):
    """PP2/PP3: a lot drawn for pairs that no method separates, kept for the group it decided."""

    __tablename__ = "pairs_lot"
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[str] = mapped_column(ForeignKey("pairs_event.id"), index=True)
    heat_id: Mapped[str | None] = mapped_column(ForeignKey("pairs_heat.id"))  # None: PP3 rule 2's pooled list
    pairs: Mapped[str] = mapped_column(Text)  # JSON list of pair ids
    order: Mapped[str] = mapped_column(Text)  # JSON list, first = placed highest
    drawn_on: Mapped[dt.datetime] = mapped_column(DateTime)
    drawn_by: Mapped[str] = mapped_column(String(100))


class PairsSessionReserve(Base):
    """A reserve who played one session of a heat for one of the pair's players (D p.6: an ordinary
    player of the pair plays every session of the heat)."""

    __tablename__ = "pairs_session_reserve"
    heat_id: Mapped[str] = mapped_column(ForeignKey("pairs_heat.id"), primary_key=True)
    pair_id: Mapped[str] = mapped_column(ForeignKey("pair.id"), primary_key=True)
    session: Mapped[int] = mapped_column(Integer, primary_key=True)
    reserve_mid: Mapped[str] = mapped_column(ForeignKey("player.mid"))
    for_mid: Mapped[str] = mapped_column(ForeignKey("player.mid"))
