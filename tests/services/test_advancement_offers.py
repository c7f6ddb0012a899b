"""A4, A3: the semifinal places offered, the answers in order, who is asked next; undo."""

from __future__ import annotations

import datetime as dt

import pytest

from builders import championship
from built_files import filled_championship
from services.advancement_files import add_heats
from tddesk.services.advancement_offers import answers, offers_state, record_offer, semifinal_choice_order
from tddesk.services.errors import ServiceError
from tddesk.services.stages import stage_views

ON = dt.date(2016, 12, 28)


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def _add_four_heats(tournament) -> None:
    add_heats(tournament, (6, 6, 5, 5))


@pytest.fixture
def tournament(request, tmp_path_factory, tmp_path):
    """A new championship; when the test asks for ``heats``, a copy of one with those heats (built
    once per run)."""
    if "heats" in request.fixturenames:
        opened = filled_championship(tmp_path_factory, tmp_path / "dm.tddesk", "offers-heats", _add_four_heats)
    else:
        opened = championship(tmp_path / "dm.tddesk")
    yield opened
    opened.close()


@pytest.fixture
def heats(tournament):
    """6, 6, 5, 5 teams: A2 four semifinals, 16 places, A1 4-4-4-4; no results, so each heat's
    teams rank by name ("Linköping 1" first)."""
    return [stage.id for stage in stage_views(tournament)]


def answer(tournament, name: str, accepted: bool = True, places: int | None = None):
    state = offers_state(tournament, places=places)
    row = next(row for row in state.rows if row.name == name) if any(r.name == name for r in state.rows) else None
    stage_id = (
        row.stage_id
        if row
        else next(
            heat.stage_id for heat in state.file_allocation.heats if any(team.name == name for team in heat.ranked)
        )
    )
    team_id = (
        row.team_id
        if row
        else next(team.team_id for heat in state.file_allocation.heats for team in heat.ranked if team.name == name)
    )
    return record_offer(tournament, stage_id, team_id, "semifinal", accepted, ON, places=places)


def test_offers_start_with_the_places_of_a1_and_ask_in_heat_order_A4(tournament, heats):
    state = offers_state(tournament)
    assert state.file_allocation.allocation.places_per_heat == (4, 4, 4, 4)
    assert [row.name for row in state.rows][:5] == [
        "Linköping 1",
        "Linköping 2",
        "Linköping 3",
        "Linköping 4",
        "Norrköping 1",
    ]
    assert {row.status for row in state.rows} == {"offered"} and len(state.rows) == 16
    assert state.next_to_ask == "Ask next: Linköping 1 (Kvalheat Linköping)"


def test_a_withdrawal_goes_to_the_next_team_of_the_heat_then_the_next_heat_in_line_A4(tournament, heats):
    """Linköping 2 declines → Linköping 5 is asked; Linköping 5 and 6 decline too → every team of
    heat 1 was asked: heat 2 (quotient 4.364 with 4 places, left over −0.364, before heats 3-4 at
    +0.364) is next in line, and its fifth team is asked."""
    answer(tournament, "Linköping 1")
    answer(tournament, "Linköping 2", accepted=False)
    state = offers_state(tournament)
    assert state.next_to_ask == "Ask next: Linköping 5 (Kvalheat Linköping)"
    assert state.explanation == "A4: Linköping 5 is the next team of heat 1 (Kvalheat Linköping)"
    assert [row.status for row in state.rows[:2]] == ["accepted", "declined"]
    answer(tournament, "Linköping 5", accepted=False)
    answer(tournament, "Linköping 6", accepted=False)
    state = offers_state(tournament)
    assert state.next_to_ask == "Ask next: Norrköping 5 (Kvalheat Norrköping)"
    assert state.explanation.startswith("A4: every team of heat 1 (Kvalheat Linköping) has been asked")
    answer(tournament, "Norrköping 5")
    assert "Norrköping 5" in [row.name for row in offers_state(tournament).rows if row.status == "accepted"]


def test_an_answer_out_of_turn_is_refused_in_words_A4(tournament, heats):
    answer(tournament, "Linköping 1", accepted=False)
    with pytest.raises(ServiceError, match=r"A4: Linköping 6 has no place to answer now\. Ask next: Linköping 5"):
        answer(tournament, "Linköping 6")
    with pytest.raises(ServiceError, match="already answered"):
        answer(tournament, "Linköping 1")
    assert len(answers(tournament, "semifinal")) == 1


def test_a_team_that_declined_gets_its_place_back_only_when_nobody_else_takes_it_A4(tournament):
    """4, 4, 4, 5 teams (17: A2 leaves it to the TD), 16 places: one team is left unoffered; when
    it declines too, the team that declined first is asked again."""
    add_heats(tournament, (4, 4, 4, 5))
    first = offers_state(tournament, places=16)
    assert first.file_allocation.allocation.places_per_heat == (4, 4, 4, 4)
    answer(tournament, "Linköping 3", accepted=False, places=16)
    state = offers_state(tournament, places=16)
    assert state.next_to_ask == "Ask next: Nyköping 5 (Kvalheat Nyköping)"
    answer(tournament, "Nyköping 5", accepted=False, places=16)
    assert (
        offers_state(tournament, places=16).explanation
        == "A4: nobody else takes the place: Linköping 3, who declined, may have it back"
    )
    answer(tournament, "Linköping 3", places=16)
    assert "Linköping 3" in [row.name for row in offers_state(tournament, places=16).rows if row.status == "accepted"]


def test_answers_are_undone_like_any_action_A4(tournament, heats):
    change = answer(tournament, "Linköping 1", accepted=False)
    assert offers_state(tournament).next_to_ask == "Ask next: Linköping 5 (Kvalheat Linköping)"
    tournament.undo(change.audit_id)
    assert answers(tournament, "semifinal") == ()
    assert offers_state(tournament).next_to_ask == "Ask next: Linköping 1 (Kvalheat Linköping)"


def test_accepted_teams_choose_by_heat_placing_larger_quotient_first_A3(tournament, heats):
    for name in ("Linköping 1", "Norrköping 1", "Motala 1", "Nyköping 1", "Motala 2", "Linköping 2"):
        answer(tournament, name)
    order = semifinal_choice_order(tournament)
    # winners first (heats 1-2 have the larger quotient 4.364), then the second-placed teams
    assert [row.name for row in order] == [
        "Linköping 1",
        "Norrköping 1",
        "Motala 1",
        "Nyköping 1",
        "Linköping 2",
        "Motala 2",
    ]
    assert [row.heat_rank for row in order] == [1, 1, 1, 1, 2, 2] and order[0].position == 1
