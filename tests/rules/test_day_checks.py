"""The pure parts of the TD's checks of the day: far from par (Law 77 scores in IMPs) and a fouled
board found by the venue whose scores fit another board of the half."""

from __future__ import annotations

from tddesk.rules.day_checks import Fouled, far_from_par, fits_other_deal, fouled_boards


def test_far_from_par_only_when_the_field_is_near_it_Law77():
    assert far_from_par(-1100, 620, [620, 650, 620, 600])  # 4♥X−4 where the field makes game: 18 IMPs
    assert not far_from_par(-1100, 620, [-100, 100, -200, 170])  # the field is far from par too
    assert not far_from_par(600, 620, [620, 650])  # near par itself


def test_the_odd_venue_out_is_the_fouled_one_Law77():
    scores = {
        ("A", 3): [420, 450],
        ("B", 3): [420, 420],
        ("C", 3): [-800, -500],  # C's board 3 scores are board 4's
        ("A", 4): [-800, -500],
        ("B", 4): [-800, -800],
        ("C", 4): [-800, -500],
    }
    assert fouled_boards(scores, [(3, 4)]) == [Fouled("C", 3, 4, own_imps=14.5, fit_imps=0.0)]


def test_the_tricks_taken_say_which_deal_was_played():
    own = {("S", "H"): 10, ("N", "H"): 10}.get
    other = {("S", "H"): 7, ("N", "H"): 7}.get
    played_with_other_cards = [("S", "H", 7), ("N", "H", 8), ("S", "H", 7)]
    assert fits_other_deal(played_with_other_cards, lambda s, t: own((s, t)), lambda s, t: other((s, t)))
    assert not fits_other_deal([("S", "H", 10)], lambda s, t: own((s, t)), lambda s, t: other((s, t)))
