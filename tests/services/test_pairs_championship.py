"""The pairs championship's set-up and its final places as a TD works them: a new championship
with its heats in one undoable action, the place offers (PP3), the PP4 cap on pairs from outside
the district and the reserve rule (D p.6), each on a real tournament file."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import select

from builders import mitchell_heat
from tddesk.models.pairs_tables import PairsEvent, PairsHeat
from tddesk.models.tables import Audit
from tddesk.services.errors import ServiceError
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs import (
    HeatPlan,
    add_pairs_heat,
    add_session,
    create_pairs_championship,
    create_pairs_event,
    enter_heat,
    register_pair,
)
from tddesk.services.pairs_final import answer_place, final_places_of
from tddesk.services.pairs_reserves import heat_reserves, set_reserve, set_session_reserve
from tddesk.services.pairs_results import enter_pairs_result, import_result_list
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def _player(mid: int, club="BK Linköping", district="ÖMBF") -> PlayerEntry:
    return PlayerEntry(str(mid), f"Spelare {mid}", club, district, 1960)


def _pairs(tournament, event, first_mid, count, club="BK Linköping", district="ÖMBF"):
    return [
        register_pair(
            tournament,
            event,
            _player(first_mid + 2 * i, club, district),
            _player(first_mid + 2 * i + 1, club, district),
        ).value
        for i in range(count)
    ]


def _barometer(tournament, heat, pairs, scores_by_table):
    """Pairs 1..n at tables (1 v 2), (3 v 4) …; one board a round, each table's NS tricks in 3NT."""
    for index, pair in enumerate(pairs, start=1):
        enter_heat(tournament, heat, pair, index)
    add_session(tournament, heat)
    for board, scores in enumerate(scores_by_table, start=1):
        for table, tricks in enumerate(scores):
            enter_pairs_result(
                tournament, heat, 1, board, 2 * table + 1, 2 * table + 2, "3NT", "N", tricks, round_number=board
            )


def _audit_count(tournament) -> int:
    with tournament.reading() as session:
        return len(session.scalars(select(Audit.id)).all())


def test_a_new_championship_with_its_heats_is_one_action_and_one_undo(tournament):
    before = _audit_count(tournament)
    change = create_pairs_championship(
        tournament,
        "DM Par Mixed",
        "mixed",
        28,
        54,
        [
            HeatPlan("Kval Linköping", "silver", "BK Linköping"),
            HeatPlan("Kval Motala", "bronze", "BK Motala"),
            HeatPlan("Final", "final", "BK Linköping"),
        ],
    )
    assert _audit_count(tournament) == before + 1
    [event] = pairs_events(tournament)
    assert event.id == change.value
    assert [(heat.name, heat.kind, heat.club) for heat in event.heats] == [
        ("Kval Linköping", "silver", "BK Linköping"),
        ("Kval Motala", "bronze", "BK Motala"),
        ("Final", "final", "BK Linköping"),
    ]
    tournament.undo(change.audit_id)
    assert pairs_events(tournament) == []
    with tournament.reading() as session:
        assert session.scalars(select(PairsHeat)).all() == []


def test_a_refused_heat_saves_nothing_of_the_new_championship(tournament):
    before = _audit_count(tournament)
    with pytest.raises(ServiceError, match="already has a final"):
        create_pairs_championship(
            tournament,
            "DM Par Open",
            "open",
            36,
            70,
            [HeatPlan("Kval Göteborg", "silver"), HeatPlan("Final 1", "final"), HeatPlan("Final 2", "final")],
        )
    with pytest.raises(ServiceError, match="its own name"):
        create_pairs_championship(
            tournament,
            "DM Par Open",
            "open",
            36,
            70,
            [HeatPlan("Kval Göteborg", "silver"), HeatPlan("kval göteborg", "bronze")],
        )
    assert _audit_count(tournament) == before
    with tournament.reading() as session:
        assert session.scalars(select(PairsEvent)).all() == []


def test_place_offers_wait_for_an_answer_in_order_and_a_place_given_up_stays_given_up_PP3(tournament):
    """PP3: every pair holding a place is offered it and waits until it answers; answers are kept in
    the order given; a pair that accepted may still withdraw; a place given up is not given back,
    and the pair replacing it (rule 1) is offered the place in turn."""
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 2, 54).value
    heat = add_pairs_heat(tournament, event, "Kval A", "silver").value
    pairs = _pairs(tournament, event, 580000, 4)
    _barometer(tournament, heat, pairs, [(10, 9), (8, 9)])
    order = [row.pair_id for row in heat_standing(tournament, heat).competing]
    places = final_places_of(tournament, event)
    assert [row.pair_id for row in places.waiting] == order[:2]
    assert {row.status_text for row in places.qualified} == {"offered, waiting for an answer"}
    answer_place(tournament, event, order[0], True, dt.date(2017, 2, 1))
    with pytest.raises(ServiceError, match="already accepted"):
        answer_place(tournament, event, order[0], True)
    given_up = answer_place(tournament, event, order[1], False, dt.date(2017, 2, 2))
    places = final_places_of(tournament, event)
    status = {row.pair_id: row.status for row in places.qualified}
    assert status == {order[0]: "accepted", order[2]: "offered"}  # the third pair is asked now (rule 1)
    withdrawn = answer_place(tournament, event, order[0], False, dt.date(2017, 2, 3))  # withdraws after accepting
    places = final_places_of(tournament, event)
    assert [row.pair_id for row in places.waiting] == [order[2], order[3]]
    assert [(a.pair_id, a.accepted, a.answered_on.day) for a in places.answers] == [
        (order[0], True, 1),
        (order[1], False, 2),
        (order[0], False, 3),
    ]
    for pair in order[:2]:
        with pytest.raises(ServiceError, match="not given back"):
            answer_place(tournament, event, pair, True)
    tournament.undo(withdrawn.audit_id)
    tournament.undo(given_up.audit_id)
    assert {row.pair_id: row.status for row in final_places_of(tournament, event).qualified} == {
        order[0]: "accepted",
        order[1]: "offered",
    }


def test_pairs_from_outside_the_district_take_at_most_the_cap_with_the_reason_shown_PP4(tournament):
    """PP4 (D p.5): a heat of 6 pairs with 3 final places; pairs from outside the district compete
    for at most 1 of them. The two best pairs are from Örebro: the second is passed over, and the
    list says why. A pair with one district player is not from outside the district."""
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 3, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Linköping", "silver").value
    visitors = _pairs(tournament, event, 590000, 2, club="BK Örebro", district="Örebro")
    mixed = register_pair(tournament, event, _player(590100, "BK Örebro", "Örebro"), _player(590101)).value
    home = _pairs(tournament, event, 590200, 3)
    pairs = [*visitors, mixed, *home]
    for number, pair in enumerate(pairs, start=1):
        enter_heat(tournament, heat, pair, number)
    import_result_list(
        tournament,
        heat,
        [(1, "66,0", 26), (2, "62,5", 26), (3, "58,0", 26), (4, "55,0", 26), (5, "50,0", 26), (6, "40,0", 26)],
    )
    places = final_places_of(tournament, event)
    assert [row.pair_id for row in places.qualified] == [visitors[0], mixed, home[0]]
    views = {pair.id: pair for pair in pairs_events(tournament)[0].pairs}
    assert [finding for finding in places.findings if "passed over" in finding] == [
        f"PP4: {views[visitors[1]].names} (place 2 in Kval Linköping) is passed over: pairs from outside the "
        "district compete for at most 1 of the heat's 3 places"
    ]
    answer_place(tournament, event, visitors[0], False)  # the cap has room again: the next visitor (rule 1)
    assert [row.pair_id for row in final_places_of(tournament, event).qualified] == [mixed, home[0], visitors[1]]


def test_the_profile_holds_the_outside_district_caps_PP4():
    from tddesk.rules.pairs_season import pairs_rules

    assert pairs_rules({"outside_district_caps": [[1, 0], [3, 2]]}).outside_district_caps == ((1, 0), (3, 2))
    with pytest.raises(ValueError, match="outside_district_caps"):
        pairs_rules({"outside_district_caps": [[3, 1], [2, 0]]})


def _two_session_heat(tournament):
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 4, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Linköping", "silver").value
    final = add_pairs_heat(tournament, event, "Final", "final").value
    pair = _pairs(tournament, event, 591000, 1)[0]
    enter_heat(tournament, heat, pair, 1)
    add_session(tournament, heat)
    add_session(tournament, heat)
    return event, heat, final, pair


def test_a_reserve_needs_an_ordinary_player_who_plays_every_session_D_p6(tournament):
    """D p.6 (the reserve rule): in a two-evening heat a reserve may play for A on both evenings (B
    plays both), but not for A on the first and for B on the second — then no ordinary player
    played every session. Both players replaced at once is refused too. Nothing is saved."""
    _event, heat, _final, pair = _two_session_heat(tournament)
    first, second = "591000", "591001"
    set_session_reserve(tournament, heat, pair, 1, _player(591900), first)
    before = _audit_count(tournament)
    with pytest.raises(ServiceError, match="must play every session") as refused:
        set_session_reserve(tournament, heat, pair, 2, _player(591901), second)
    assert "D p.6" in str(refused.value) and "session 1" in str(refused.value)
    with pytest.raises(ServiceError, match="in session 1 both would be replaced"):
        set_reserve(tournament, heat, pair, _player(591902), second)  # the whole heat, for B
    assert _audit_count(tournament) == before
    change = set_session_reserve(tournament, heat, pair, 2, _player(591901), first)
    assert [(view.session, view.reserve_mid, view.for_mid) for view in heat_reserves(tournament, heat)] == [
        (1, "591900", first),
        (2, "591901", first),
    ]
    tournament.undo(change.audit_id)
    assert [view.session for view in heat_reserves(tournament, heat)] == [1]
    set_session_reserve(tournament, heat, pair, 1, None)
    assert heat_reserves(tournament, heat) == ()
    with pytest.raises(ServiceError, match="no session 3"):
        set_session_reserve(tournament, heat, pair, 3, _player(591900), first)


def test_a_session_reserve_counts_as_having_played_for_qualification_D_p6(tournament):
    """D p.6: a reserve in the final must not have played for qualification this season — also not
    as a reserve for one evening; and a player who was a reserve in one heat plays a second heat
    out of competition."""
    event, heat, final, pair = _two_session_heat(tournament)
    set_session_reserve(tournament, heat, pair, 2, _player(591900), "591000")
    enter_heat(tournament, final, pair, 1)
    with pytest.raises(ServiceError, match="cannot be a reserve in the final"):
        set_reserve(tournament, final, pair, _player(591900), "591000")
    other_heat = add_pairs_heat(tournament, event, "Kval Motala", "bronze").value
    again = register_pair(tournament, event, _player(591900), _player(591950)).value
    assert "already played the qualifying heat Kval Linköping" in enter_heat(tournament, other_heat, again, 1).value


def test_a_two_field_mitchell_ranks_ns_and_ew_apart_and_both_winners_take_final_places_PP1(tournament):
    """A Mitchell: pairs 1-4 sit NS, 5-8 EW; each line is compared only with itself, so each is a
    field ranked by itself (two winners). PP1 with 2 final places from the heat: the NS winner
    and the EW winner, not the two best percentages of one line."""
    event, heat = mitchell_heat(tournament)
    standing = heat_standing(tournament, heat)
    assert standing.two_fields
    by_number = {row.number: row for row in standing.rows}
    assert {by_number[n].line for n in range(1, 5)} == {"NS"} and {by_number[n].line for n in range(5, 9)} == {"EW"}
    for line in ("NS", "EW"):
        field = [row for row in standing.rows if row.line == line]
        assert [row.place for row in field] == [1, 2, 3, 4]
        assert [row.percent for row in field] == sorted((row.percent for row in field), reverse=True)
    winners = {row.pair_id for row in standing.rows if row.place == 1}
    assert [row.place for row in standing.qualifying_order] == [1, 1, 2, 2, 3, 3, 4, 4]
    # PP2: the lot the EW field needs is asked for by the pairs' names
    [lot] = [finding for finding in standing.findings if "lot needed" in finding]
    assert "Spelare" in lot and "dm-par-mixed-" not in lot
    assert {row.pair_id for row in final_places_of(tournament, event).qualified} == winners
