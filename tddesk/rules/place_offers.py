"""A4: offering semifinal places when qualified teams withdraw (D p.14-15).

The teams placed within their heat's A1 places are offered a place. A team that declines leaves
a vacancy, offered in turn:

1. to the next team of the same heat, until every team of that heat has been asked;
2. then to the heat next in line for an extra place — the heat whose A1 quotient exceeds the
   places it holds by the most (places moved by earlier vacancies count), then the lower heat
   number — and its teams in order, and so on through all heats;
3. then, since nobody else takes it, back to the teams that declined, in the order they
   declined (D p.15: a team that gave up its place gets it back only in that case);
4. otherwise the semifinal plays with fewer teams.

``PlaceOffers`` is immutable: it keeps the answers in the order given and replays them, so the
state can be stored and every answer checked against the procedure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Any

from tddesk.rules.findings import QT_TRANSLATE_NOOP, localised
from tddesk.rules.proportional import Allocation

NEXT_IN_HEAT = QT_TRANSLATE_NOOP("Rules", "{team} is the next team of heat {heat}")
NEXT_HEAT_IN_LINE = QT_TRANSLATE_NOOP(
    "Rules", "every team of heat {previous} has been asked: heat {heat} is next in line for an extra place; ask {team}"
)
PLACE_BACK = QT_TRANSLATE_NOOP("Rules", "nobody else takes the place: {team}, who declined, may have it back")
FEWER_TEAMS = QT_TRANSLATE_NOOP("Rules", "nobody takes {vacancies} places: the semifinal plays with fewer teams")
FEWER_TEAMS_ONE = QT_TRANSLATE_NOOP("Rules", "nobody takes 1 place: the semifinal plays with fewer teams")
WAITING = QT_TRANSLATE_NOOP("Rules", "waiting for the answers of {teams}")
COMPLETE = QT_TRANSLATE_NOOP("Rules", "every semifinal place is taken")


class OfferStep(Enum):
    ASK = "ask"  # ask ``team`` now
    WAITING = "waiting"  # no vacancy, but qualified teams have not answered
    COMPLETE = "complete"  # every place is accepted
    FEWER_TEAMS = "fewer_teams"  # vacancies nobody can take


@dataclass(frozen=True)
class NextOffer:
    step: OfferStep
    template: str
    params: dict[str, Any] = field(default_factory=dict)
    team: str | None = None
    heat: int | None = None
    vacancies: int = 0
    pending: tuple[str, ...] = ()

    def text(self, translate=None) -> str:
        template = translate("Rules", self.template) if translate else self.template
        return f"A4: {template.format(**localised(self.params, translate))}"


class _Replay:
    """The state after the answers so far (internal, rebuilt on every question)."""

    def __init__(self, offers: PlaceOffers):
        self.offers = offers
        self.heat_of = {team: heat for heat, teams in enumerate(offers.ranked_teams, start=1) for team in teams}
        self.status: dict[str, str] = {}  # offered | accepted | declined | declined_again
        self.held = list(offers.places)  # places per heat, after vacancies moved between heats
        self.vacancies: list[int] = []  # the heat each open vacancy is offered in, oldest first
        self.declined: list[str] = []
        for heat, (teams, places) in enumerate(zip(offers.ranked_teams, offers.places), start=1):
            for team in teams[:places]:
                self.status[team] = "offered"
            self.vacancies += [heat] * max(0, places - len(teams))  # a heat short of teams

    def candidate(self) -> tuple[str, int, str, dict[str, Any]] | None:
        """The team to ask for the oldest vacancy; may move the vacancy to the next heat in line."""
        owner = self.vacancies[0]
        team = self._first_unasked(owner)
        if team is not None:
            return team, owner, NEXT_IN_HEAT, {"team": team, "heat": owner}
        next_unasked = {
            heat: first for heat in range(1, len(self.held) + 1) if (first := self._first_unasked(heat)) is not None
        }
        if next_unasked:
            quotients = self.offers.quotients
            heat = min(next_unasked, key=lambda h: (self.held[h - 1] - quotients[h - 1], h))
            self.held[owner - 1] -= 1
            self.held[heat - 1] += 1
            self.vacancies[0] = heat
            team = next_unasked[heat]
            return team, heat, NEXT_HEAT_IN_LINE, {"team": team, "heat": heat, "previous": owner}
        for team in self.declined:
            if self.status[team] == "declined":
                return team, self.heat_of[team], PLACE_BACK, {"team": team}
        return None

    def _first_unasked(self, heat: int) -> str | None:
        return next((team for team in self.offers.ranked_teams[heat - 1] if team not in self.status), None)

    def answer(self, team: str, accepted: bool) -> None:
        if self.status.get(team) == "offered":
            self.status[team] = "accepted" if accepted else "declined"
            if not accepted:
                self.vacancies.append(self.heat_of[team])
                self.declined.append(team)
            return
        expected = self.candidate() if self.vacancies else None
        if expected is None or expected[0] != team:
            wanted = f"; ask {expected[0]} now" if expected else ""
            raise ValueError(f"A4: {team} has no offer to answer{wanted}")
        if accepted:
            self.status[team] = "accepted"
            self.vacancies.pop(0)
        elif self.status.get(team) == "declined":
            self.status[team] = "declined_again"
        else:
            self.status[team] = "declined"
            self.declined.append(team)


@dataclass(frozen=True)
class PlaceOffers:
    """A4: the answers of the teams asked so far, checked against the procedure."""

    ranked_teams: tuple[tuple[str, ...], ...]
    quotients: tuple[Fraction, ...]
    places: tuple[int, ...]
    answers: tuple[tuple[str, bool], ...] = ()

    @classmethod
    def start(cls, ranked_teams: Sequence[Sequence[str]], allocation: Allocation) -> PlaceOffers:
        """A4: heats' teams, best first, in the heat order of ``allocation`` (a complete A1 result)."""
        if not allocation.complete:
            raise ValueError("A4: the A1 allocation still has an undecided tie; decide it first")
        if len(ranked_teams) != len(allocation.heats):
            raise ValueError(f"A4: {len(ranked_teams)} team lists for {len(allocation.heats)} heats")
        teams = [team for heat in ranked_teams for team in heat]
        if len(set(teams)) != len(teams):
            raise ValueError("A4: a team appears more than once")
        return cls(
            tuple(tuple(heat) for heat in ranked_teams),
            tuple(heat.quotient for heat in allocation.heats),
            allocation.places_per_heat,
        )

    def record(self, team: str, accepted: bool) -> PlaceOffers:
        """A4: the team's answer; ValueError when the team has no offer to answer now."""
        replay = self._replay()
        replay.answer(team, accepted)
        return PlaceOffers(self.ranked_teams, self.quotients, self.places, self.answers + ((team, accepted),))

    def accept(self, team: str) -> PlaceOffers:
        return self.record(team, True)

    def decline(self, team: str) -> PlaceOffers:
        return self.record(team, False)

    def next_to_ask(self) -> NextOffer:
        """A4: the team to ask now, or why nobody is to be asked."""
        replay = self._replay()
        pending = tuple(team for team, status in replay.status.items() if status == "offered")
        if replay.vacancies:
            found = replay.candidate()
            if found is not None:
                team, heat, template, params = found
                return NextOffer(OfferStep.ASK, template, params, team, heat, len(replay.vacancies), pending)
            count = len(replay.vacancies)
            template = FEWER_TEAMS_ONE if count == 1 else FEWER_TEAMS
            return NextOffer(OfferStep.FEWER_TEAMS, template, {"vacancies": count}, vacancies=count, pending=pending)
        if pending:
            return NextOffer(OfferStep.WAITING, WAITING, {"teams": ", ".join(pending)}, pending=pending)
        return NextOffer(OfferStep.COMPLETE, COMPLETE)

    @property
    def accepted_teams(self) -> tuple[tuple[str, ...], ...]:
        """A4, A3: per heat, the teams that accepted a place, in heat order."""
        status = self._replay().status
        return tuple(tuple(team for team in teams if status.get(team) == "accepted") for teams in self.ranked_teams)

    def _replay(self) -> _Replay:
        replay = _Replay(self)
        for team, accepted in self.answers:
            replay.answer(team, accepted)
        return replay
