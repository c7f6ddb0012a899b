"""The kinds of stage a championship has, and what each kind is, in one table.

A kind is stored as its string (``"heat"``, ``"sm_final"`` …) in the file and in the open format;
``StageKind`` is a ``StrEnum``, so a kind read from either compares equal to its member and the
stored strings never change. Code asks the table (``StageKind.HEAT.is_heat``,
``kind_facts(stage.kind).one_day``) or the sets made from it (``SM_KINDS``, ``ONE_DAY_KINDS`` …)
instead of spelling kinds out; ``tests/code/test_stage_kinds.py`` fails on a kind's string
compared anywhere else. Adding a kind: docs/architecture.md, "Stage kinds".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class StageKind(StrEnum):
    HEAT = "heat"  # H: a district's qualifying heat, played on evenings
    SEMIFINAL = "semifinal"  # A: the semifinal of the central day
    A_FINAL = "a_final"  # A8
    B_FINAL = "b_final"  # A9
    SM_SEMIFINAL = "sm_semifinal"  # S2: seeded, six teams
    SM_FINAL = "sm_final"  # S2: seeded, ten teams
    SM_VETERAN = "sm_veteran"  # S5: Gröna Hissen, late starters
    SM_KNOCKOUT = "sm_knockout"  # S5: the veterans' knockout, no VP

    @property
    def facts(self) -> KindFacts:
        return FACTS[self]

    @property
    def is_heat(self) -> bool:
        return self.facts.heat

    @property
    def is_sm(self) -> bool:
        return self.facts.sm

    @property
    def is_one_day(self) -> bool:
        return self.facts.one_day

    @property
    def has_vp(self) -> bool:
        return self.facts.vp


@dataclass(frozen=True)
class KindFacts:
    heat: bool = False  # a qualifying heat: boards numbered per round, fees per team, advancement (A)
    one_day: bool = False  # played in one day at the central venue: table fee per round played
    central_day: bool = False  # has the central day's timetable (its time offsets and table times)
    final: bool = False  # a DM final, made from the semifinal's ranking (A8, A9)
    semifinal: bool = False  # a semifinal: its appeal deposit is the semifinal's (J)
    sm: bool = False  # a stage of the Swedish championship (S)
    seeded: bool = False  # S2: the TD's seeds; P5's walkover rule; travel grants
    vp: bool = True  # scored in VP with a VP scale (a knockout is not)


FACTS: dict[StageKind, KindFacts] = {
    StageKind.HEAT: KindFacts(heat=True),
    StageKind.SEMIFINAL: KindFacts(one_day=True, central_day=True, semifinal=True),
    StageKind.A_FINAL: KindFacts(one_day=True, central_day=True, final=True),
    StageKind.B_FINAL: KindFacts(one_day=True, final=True),
    StageKind.SM_SEMIFINAL: KindFacts(semifinal=True, sm=True, seeded=True),
    StageKind.SM_FINAL: KindFacts(sm=True, seeded=True),
    StageKind.SM_VETERAN: KindFacts(sm=True),
    StageKind.SM_KNOCKOUT: KindFacts(sm=True, vp=False),
}


def kind_facts(kind: str) -> KindFacts:
    """What a kind read from the file is; ValueError for a string that is no kind."""
    return FACTS[StageKind(kind)]


def _kinds(fact: str) -> tuple[StageKind, ...]:
    return tuple(kind for kind, facts in FACTS.items() if getattr(facts, fact))


STAGE_KINDS: tuple[StageKind, ...] = tuple(StageKind)
SM_KINDS = _kinds("sm")
ONE_DAY_KINDS = _kinds("one_day")
CENTRAL_DAY_KINDS = _kinds("central_day")
FINAL_KINDS = _kinds("final")
SEMIFINAL_KINDS = _kinds("semifinal")
SEEDED_KINDS = _kinds("seeded")
VP_KINDS = _kinds("vp")
