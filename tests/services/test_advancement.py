"""A1, A2: the semifinal places of the file's own heats, with tie figures from their standings."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest

from services.advancement_files import add_heats, play_round
from tddesk.services.advancement import allocation, ranked_heat_teams
from tddesk.services.areas import Area
from tddesk.services.exclusions import exclude_team


@pytest.fixture(autouse=True)
def english():
    """The rule texts are compared in the source language."""
    from tddesk import i18n

    i18n.set_language("en")


def test_demo_like_heats_8_6_5_9_7_give_5_3_3_5_4_A1_A2(tournament):
    """A2: 35 teams → five semifinals → 20 places; A1: quotients 4.571, 3.429, 2.857, 5.143, 4.000."""
    heats = add_heats(tournament, (8, 6, 5, 9, 7))
    result = allocation(tournament)
    assert result.total_teams == 35 and result.semifinals == 5 and result.places == 20 and result.places_from_a2
    assert result.allocation.places_per_heat == (5, 3, 3, 5, 4)
    assert [heat.stage_id for heat in result.heats] == heats
    assert [heat.places.quotient_text for heat in result.heats] == ["4.571", "3.429", "2.857", "5.143", "4.000"]
    assert result.heats[2].reason_texts() == ("2 × whole part of the quotient 2.857", "largest decimals (0.857)")
    assert result.heats[1].reason_texts() == ("3 × whole part of the quotient 3.429",)
    assert result.tie_figures == () and result.complete


def test_an_excluded_team_still_counts_but_is_never_offered_A1_A4(tournament):
    """D p.15: the teams that started count; the disqualified team is left out of the ranking."""
    heats = add_heats(tournament, (8, 6, 5, 9, 7))
    team = ranked_heat_teams(tournament, heats[3])[0].team_id
    exclude_team(tournament, heats[3], team, "disqualified", "P3: medlemsavgiften kom inte in", dt.date(2016, 11, 30))
    result = allocation(tournament)
    assert result.heats[3].teams == 9 and result.allocation.places_per_heat == (5, 3, 3, 5, 4)
    assert team not in [row.team_id for row in ranked_heat_teams(tournament, heats[3])]
    assert len(result.heats[3].ranked) == 8


def test_fewer_than_22_teams_the_td_gives_the_places_A2(tournament):
    add_heats(tournament, (6, 5, 5))
    result = allocation(tournament)
    assert result.places_needed and result.allocation is None
    assert "A2: 16 teams in all heats, fewer than 22" in result.notes[0]
    given = allocation(tournament, 10)
    assert given.allocation.places_per_heat == (4, 3, 3) and not given.places_from_a2


def test_places_that_cannot_be_allocated_are_refused_in_words_A1(tournament):
    add_heats(tournament, (6, 5, 5))
    assert allocation(tournament, 2).notes == ("A1: 2 places cannot give each of the 3 heats at least one place.",)
    assert allocation(tournament, 17).notes == ("A1: 17 places, but only 16 teams in all heats.",)


def _tie_heats(tournament, losers):
    """6, 6, 6, 8 teams (A2: 16 places): whole parts 3, 3, 3, 4; heat 4 takes a place on 0.923 and
    heats 1-3 tie on 0.692 for the last two. One round played in heats 1-3; ``losers[k]`` is the
    result of the closest match of heat k+1, whose loser is placed 4th — the team placed next."""
    heats = add_heats(tournament, (6, 6, 6, 8))
    for heat, closest in zip(heats, losers):
        play_round(tournament, heat, 1, [(30, 10), closest, (45, 10)])
    return heats


def test_tie_on_decimals_decided_by_average_vp_from_the_standings_A1(tournament):
    """Heat 2's fourth lost by 2 IMPs, heat 1's by 5, heat 3's by 10: heats 2 and 1 get the places."""
    heats = _tie_heats(tournament, [(25, 20), (22, 20), (20, 30)])
    result = allocation(tournament)
    assert result.allocation.tie.heats == (1, 2, 3) and result.allocation.tie.winners == (2, 1)
    assert result.allocation.places_per_heat == (4, 4, 3, 5)
    fourth = [ranked_heat_teams(tournament, heat)[3] for heat in heats[:3]]
    assert [heat.next_team for heat in result.heats[:3]] == fourth
    assert fourth[1].average_vp > fourth[0].average_vp > fourth[2].average_vp
    reasons = result.heats[1].reason_texts()
    assert any(text.startswith("tie on decimals (0.692) decided by average VP") for text in reasons)
    assert len(result.tie_figures) == 3 and "Kvalheat Norrköping" in result.tie_figures[1]
    assert "average VP" in result.tie_figures[1] and "from the heat's standings" in result.tie_figures[1]


def test_tie_on_decimals_and_average_vp_decided_by_imp_quotient_A1(tournament):
    """Every fourth lost by 5 IMPs (same VP): 20-25 (0.8) and 10-15 (0.667) beat 5-10 (0.5)."""
    _tie_heats(tournament, [(25, 20), (10, 5), (15, 10)])
    result = allocation(tournament)
    assert result.allocation.places_per_heat == (4, 3, 4, 5)
    assert result.heats[0].next_team.imp_quotient == Fraction(4, 5)
    reasons = result.heats[2].reason_texts()
    assert any("decided by IMP quotient 0.6667 vs 0.5000" in text for text in reasons)


def test_tie_without_results_waits_for_figures_A1(tournament):
    add_heats(tournament, (6, 6, 6, 8))
    result = allocation(tournament)
    assert not result.complete and result.allocation.tie.missing == (1, 2, 3)
    assert any(note.startswith("A1: Heats 1, 2, 3 tie on decimals (0.692)") for note in result.notes)


def test_the_committees_number_of_places_is_kept_in_the_file_and_used_A2(tournament):
    from tddesk.services.advancement import set_semifinal_places, stored_semifinal_places
    from tddesk.services.files import open_championship

    add_heats(tournament, (6, 5, 5))
    change = set_semifinal_places(tournament, 10)
    assert change.action == "set_semifinal_places" and Area.CHAMPIONSHIP in change.areas
    result = allocation(tournament)
    assert result.places == 10 and result.stored_places == 10 and result.places_stored
    assert result.allocation.places_per_heat == (4, 3, 3) and not result.places_from_a2
    given = allocation(tournament, 9)  # a number given to the call wins over the kept one
    assert given.places == 9 and not given.places_stored
    from tddesk.services.advancement_offers import offers_state

    assert offers_state(tournament).file_allocation.places == 10
    tournament.close()
    reopened = open_championship(tournament.path)
    assert stored_semifinal_places(reopened) == 10 and allocation(reopened).places == 10
    reopened.undo(change.audit_id)
    assert stored_semifinal_places(reopened) is None and allocation(reopened).places_needed
    assert allocation(reopened).allocation is None
    reopened.close()


@pytest.mark.parametrize(
    ("places", "words"),
    [
        (2, "A2: 2 semifinal places cannot give each of the 3 heats at least one place; give at least 3."),
        (17, "A2: 17 semifinal places, but only 16 teams in all heats; give at most 16."),
    ],
)
def test_a_number_of_places_that_cannot_be_allocated_is_refused_in_words_A2(tournament, places, words):
    from tddesk.services.advancement import set_semifinal_places, stored_semifinal_places
    from tddesk.services.errors import ServiceError

    add_heats(tournament, (6, 5, 5))
    with pytest.raises(ServiceError) as refused:
        set_semifinal_places(tournament, places)
    assert str(refused.value) == words and stored_semifinal_places(tournament) is None


def test_the_kept_number_is_not_used_when_a2_gives_one_A2(tournament):
    from tddesk.services.advancement import set_semifinal_places
    from tddesk.services.errors import ServiceError

    add_heats(tournament, (8, 6, 5, 9, 7))
    with pytest.raises(ServiceError, match="35 teams in all heats give 20 semifinal places"):
        set_semifinal_places(tournament, 10)
    assert allocation(tournament).places == 20
