"""A4, A3, A10: the places offered to teams, their answers in the order given, who is asked next,
and the order in which the accepted teams choose their semifinal.

The answers are facts (``PlaceOffer`` rows, oldest first); the state is replayed from them by the
rules every time (``PlaceOffers`` for the semifinal places, ``finals_offers`` for the final).
An answer the procedure does not expect now is refused in words, naming the team to ask instead.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import counted, translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import PlaceOffer, Stage, StageTeam, Team
from tddesk.rules.place_offers import NextOffer, OfferStep, PlaceOffers
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.advancement import ChoiceRow, SemifinalAllocationView, allocation, choice_rows
from tddesk.services.errors import ServiceError, message
from tddesk.services.finals import check_b_final_answer, final_offers_state
from tddesk.services.offer_facts import OfferAnswerRow, OfferRow, OffersView, answers
from tddesk.services.tournament import Change

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

TARGETS = (StageKind.SEMIFINAL, StageKind.A_FINAL, StageKind.B_FINAL)  # the stages a place is offered in
__all__ = [
    "TARGETS",
    "OfferAnswerRow",
    "OfferRow",
    "OffersView",
    "answers",
    "offers_state",
    "record_offer",
    "semifinal_choice_order",
]


def offers_state(tournament: Tournament, target: str = StageKind.SEMIFINAL, places: int | None = None) -> OffersView:
    """A4: the semifinal offers replayed from the recorded answers, and who is to be asked next.
    For the A-final the A10 state of the final is returned (``tddesk.services.finals``)."""
    if target == StageKind.A_FINAL:
        return final_offers_state(tournament)
    if target != StageKind.SEMIFINAL:
        raise message(
            translate("Advancement", "Offers are replayed for the semifinal and the A-final, not for {target}."),
            target=target,
        )
    file_allocation = allocation(tournament, places)
    given = answers(tournament, target)
    if not file_allocation.complete or file_allocation.allocation is None:
        problem = " ".join(file_allocation.notes) or translate(
            "Advancement", "A4: the semifinal places are not allocated yet."
        )
        return OffersView(target, file_allocation, None, (), None, None, problem, "", (), problem)
    ranked = [tuple(team.team_id for team in heat.ranked) for heat in file_allocation.heats]
    offers = PlaceOffers.start(ranked, file_allocation.allocation)
    for answer in given:
        try:
            offers = offers.record(answer.team_id, answer.accepted)
        except ValueError:
            problem = translate(
                "Advancement",
                "A4: the recorded answer of {team} no longer fits the heats' "
                "standings; undo the answers given since the standings changed.",
            )
            problem = problem.format(team=_team_name(file_allocation, answer.team_id))
            return OffersView(
                target, file_allocation, None, (), None, None, problem, "", (), problem, misfit_team_id=answer.team_id
            )
    return _state(file_allocation, offers, given)


def _state(
    file_allocation: SemifinalAllocationView, offers: PlaceOffers, given: tuple[OfferAnswerRow, ...]
) -> OffersView:
    following = offers.next_to_ask()
    names = {team.team_id: team.name for heat in file_allocation.heats for team in heat.ranked}
    heat_of = {team.team_id: heat for heat in file_allocation.heats for team in heat.ranked}
    last = {answer.team_id: answer for answer in given}
    offered = [team for heat, places in zip(offers.ranked_teams, offers.places) for team in heat[:places]]
    order = [TeamId(team) for team in offered] + [answer.team_id for answer in given if answer.team_id not in offered]
    rows = []
    for team_id in dict.fromkeys(order):
        answer = last.get(team_id)
        status = "offered" if answer is None else "accepted" if answer.accepted else "declined"
        heat = heat_of[team_id]
        rank = next(team.rank for team in heat.ranked if team.team_id == team_id)
        rows.append(
            OfferRow(
                team_id,
                names[team_id],
                heat.stage_id,
                heat.name,
                rank,
                status,
                answer.answered_on if answer else None,
                team_id == following.team,
            )
        )
    accepted = tuple(team for heat in offers.accepted_teams for team in heat)
    next_team = TeamId(following.team) if following.team is not None else None
    if following.step is OfferStep.WAITING:  # no vacancy: the first team without an answer, in offer order
        next_team = next(row.team_id for row in rows if row.status == "offered")
    rows = [row if row.team_id != next_team else replace(row, ask_now=True) for row in rows]
    words = _next_words(following, next_team, names, file_allocation)
    explanation = _explain(following, names, file_allocation)
    return OffersView(
        StageKind.SEMIFINAL, file_allocation, offers, tuple(rows), following, next_team, words, explanation, accepted
    )


def _heat_name(file_allocation: SemifinalAllocationView, number) -> str:
    return file_allocation.heats[number - 1].name if isinstance(number, int) else str(number)


def _next_words(
    following: NextOffer, next_team: TeamId | None, names: dict[TeamId, str], file_allocation: SemifinalAllocationView
) -> str:
    if next_team is not None:
        heat = next(heat.name for heat in file_allocation.heats if any(t.team_id == next_team for t in heat.ranked))
        return translate("Advancement", "Ask next: {team} ({heat})").format(team=names[next_team], heat=heat)
    if following.step is OfferStep.COMPLETE:
        return translate("Advancement", "Every semifinal place is taken.")
    return counted(
        following.vacancies,
        translate("Advancement", "Nobody takes 1 place: the semifinal plays with fewer teams."),
        translate("Advancement", "Nobody takes {count} places: the semifinal plays with fewer teams."),
    ).format(count=following.vacancies)


def _explain(following: NextOffer, names: dict[TeamId, str], file_allocation: SemifinalAllocationView) -> str:
    """The rule's words for the next step, with team and heat names instead of ids and numbers."""
    params = dict(following.params)
    for key in ("team",):
        if key in params:
            params[key] = names.get(params[key], params[key])
    for key in ("heat", "previous"):
        if key in params:
            params[key] = f"{params[key]} ({_heat_name(file_allocation, params[key])})"
    if following.step is OfferStep.WAITING:
        return counted(
            len(following.pending),
            translate("Advancement", "A4: 1 team offered a place has not answered yet."),
            translate("Advancement", "A4: {count} teams offered a place have not answered yet."),
        ).format(count=len(following.pending))
    return f"A4: {translate('Rules', following.template).format(**params)}"


def _team_name(file_allocation: SemifinalAllocationView, team_id: TeamId) -> str:
    return next(
        (team.name for heat in file_allocation.heats for team in heat.ranked if team.team_id == team_id), team_id
    )


def semifinal_choice_order(tournament: Tournament, places: int | None = None) -> tuple[ChoiceRow, ...]:
    """A3: the teams that accepted a semifinal place, in the order they choose their semifinal."""
    state = offers_state(tournament, StageKind.SEMIFINAL, places)
    if state.file_allocation is None or not state.accepted:
        return ()
    return choice_rows(state.file_allocation, state.accepted)


def record_offer(
    tournament: Tournament,
    from_stage_id: StageId,
    team_id: TeamId,
    target: str,
    accepted: bool,
    on: dt.date | None = None,
    *,
    places: int | None = None,
) -> Change:
    """A4 (semifinal), A10 (A-final), B-final sign-up: a team's answer to the place offered.

    Semifinal and A-final answers must be the ones the procedure expects now; a B-final answer
    comes from a team of a semifinal that is not in the A-final. Undoable like every action."""
    if target not in TARGETS:
        raise message(
            translate("Advancement", "Unknown target {target}; use semifinal, a_final or b_final."), target=target
        )
    _check_expected(tournament, from_stage_id, team_id, target, accepted, places)
    with tournament.action("record_offer", f"{target}/{team_id}") as (session, record):
        team = session.get(Team, team_id)
        stage = session.get(Stage, from_stage_id)
        if team is None or stage is None:
            raise message(
                translate("Advancement", "There is no team {team} in {stage}."), team=team_id, stage=from_stage_id
            )
        if session.get(StageTeam, (from_stage_id, team_id)) is None:
            raise message(
                translate("Advancement", "{team} does not play in {stage}."), team=team.name, stage=stage.name
            )
        session.add(
            PlaceOffer(from_stage_id=from_stage_id, team_id=team_id, target=target, accepted=accepted, answered_on=on)
        )
        record.after = {
            "team": team_id,
            "target": target,
            "accepted": accepted,
            "answered_on": on.isoformat() if on else None,
        }
    return record.change


def _check_expected(
    tournament: Tournament, from_stage_id: StageId, team_id: TeamId, target: str, accepted: bool, places: int | None
) -> None:
    if target == StageKind.B_FINAL:
        check_b_final_answer(tournament, from_stage_id, team_id)
        return
    state = offers_state(tournament, target, places)
    if state.problem:
        raise ServiceError(state.problem)
    row = next((row for row in state.rows if row.team_id == team_id), None)
    if row is not None and row.stage_id != from_stage_id:
        raise message(
            translate("Advancement", "{team} plays in {stage}, not in the stage given."),
            team=row.name,
            stage=row.stage_name,
        )
    open_offer = row is not None and row.status == "offered"
    if not open_offer and team_id != state.next_team_id:
        if row is not None and row.status != "offered":
            raise message(
                translate("Advancement", "{rule}: {team} has already answered; undo that answer to change it."),
                rule=_rule(target),
                team=row.name,
            )
        raise message(
            translate("Advancement", "{rule}: {team} has no place to answer now. {next}"),
            rule=_rule(target),
            team=_any_name(tournament, team_id),
            next=state.next_to_ask,
        )


def withdraw_answers_from(tournament, target: str, team_id: TeamId) -> Change:
    """A4: take back ``team_id``'s recorded answer and every answer recorded after it — the way on
    when a changed result means the answers no longer fit the standings. Undoable like every action."""
    with tournament.action("withdraw_offers", f"{target}/{team_id}") as (session, record):
        rows = list(session.scalars(select(PlaceOffer).where(PlaceOffer.target == target).order_by(PlaceOffer.id)))
        first = next((index for index, row in enumerate(rows) if row.team_id == team_id), None)
        if first is None:
            raise message(
                translate("Advancement", "{team} has no recorded answer to take back."),
                team=_any_name(tournament, team_id),
            )
        record.before = [{"team": row.team_id, "accepted": row.accepted} for row in rows[first:]]
        for row in rows[first:]:
            session.delete(row)
        record.value = len(rows) - first
    return record.change


def _rule(target: str) -> str:
    return "A4" if target == StageKind.SEMIFINAL else "A10"


def _any_name(tournament: Tournament, team_id: TeamId) -> str:
    with tournament.reading() as session:
        team = session.get(Team, team_id)
        return team.name if team else team_id
