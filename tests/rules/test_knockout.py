"""S5: the SM Lag Veteran knockout — choice of opponents in turn, bracket, medals."""

import pytest

from tddesk.rules.knockout import KnockoutMatch, check_choice, medal_eligible, next_choice, pairings, winners_and_losers

RANKING = [f"P{place}" for place in range(1, 17)]


def test_round_of_16_choices_in_turn_among_9_to_16_S5():
    turn = next_choice(1, RANKING, {})
    assert turn.chooser == "P1" and turn.candidates == tuple(RANKING[8:])
    chosen = {"P1": "P12"}
    turn = next_choice(1, RANKING, chosen)
    assert turn.chooser == "P2" and "P12" not in turn.candidates and len(turn.candidates) == 7
    with pytest.raises(ValueError, match="it is P2's turn"):
        check_choice(1, RANKING, chosen, "P3", "P9")  # not P3's turn
    with pytest.raises(ValueError, match="P12 is not among the teams"):
        check_choice(1, RANKING, chosen, "P2", "P12")  # already taken
    chosen |= {"P2": "P16", "P3": "P9"}
    assert next_choice(1, RANKING, chosen) is None
    matches = pairings(1, RANKING, chosen)
    # the 4th-8th meet the rest of 9-16 highest against lowest: left are P10, P11, P13, P14, P15
    assert [(m.home, m.away) for m in matches] == [
        ("P1", "P12"),
        ("P2", "P16"),
        ("P3", "P9"),
        ("P4", "P15"),
        ("P5", "P14"),
        ("P6", "P13"),
        ("P7", "P11"),
        ("P8", "P10"),
    ]


def test_quarterfinal_r16_1_winner_chooses_among_winners_of_5_to_8_S5():
    winners = ["W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8"]
    assert next_choice(2, winners, {}).candidates == ("W5", "W6", "W7", "W8")
    chosen = {"W1": "W7", "W2": "W5", "W3": "W8"}
    assert next_choice(2, winners, chosen) is None
    assert [(m.home, m.away) for m in pairings(2, winners, chosen)] == [
        ("W1", "W7"),
        ("W2", "W5"),
        ("W3", "W8"),
        ("W4", "W6"),
    ]


def test_semifinal_qf1_winner_chooses_between_qf3_and_qf4_S5():
    winners = ["Q1", "Q2", "Q3", "Q4"]
    turn = next_choice(3, winners, {})
    assert (turn.chooser, turn.candidates) == ("Q1", ("Q3", "Q4"))
    assert [(m.home, m.away) for m in pairings(3, winners, {"Q1": "Q4"})] == [("Q1", "Q4"), ("Q2", "Q3")]
    with pytest.raises(ValueError, match="a choice of opponents is still to be made"):
        pairings(3, winners, {})


def test_final_and_bronze_from_semifinal_results_S5():
    sf = (KnockoutMatch(1, "Q1", "Q4"), KnockoutMatch(2, "Q2", "Q3"))
    winners, losers = winners_and_losers([(sf[0], 40, 52), (sf[1], 61, 30)])
    assert winners == ["Q4", "Q2"] and losers == ["Q1", "Q3"]
    final, bronze = pairings(4, winners + losers, {})
    assert (final.home, final.away, bronze.home, bronze.away) == ("Q4", "Q2", "Q1", "Q3")
    with pytest.raises(ValueError, match="is drawn 40-40"):
        winners_and_losers([(sf[0], 40, 40)])


def test_medal_needs_a_third_of_the_knockout_segments_S5():
    # R16, QF, SF two halves each and a final of two halves: 8 segments; a third is 2.67
    assert not medal_eligible(2, 8)
    assert medal_eligible(3, 8)
    assert medal_eligible(6, 18) and not medal_eligible(5, 18)  # SM final: a third of 18 halves
