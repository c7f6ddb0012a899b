"""Double-dummy tricks and par by the bundled DDS solver, as a hand record prints them."""

from tddesk.rules.deals import parse_pbn_deal
from tddesk.rules.double_dummy import analyse, analyse_all


def test_board_1_of_the_reference_deals():
    deal = parse_pbn_deal(1, "N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43")
    analysis = analyse(deal)
    # West makes 11 tricks in hearts, North 7 in spades; par: 4H by West +1, −450 for North-South.
    assert analysis.tricks_for("W", "H") == 11
    assert analysis.tricks_for("N", "S") == 7
    assert analysis.par_score == -450
    assert analysis.par_contracts == ("4HW+1",)


def test_a_solved_deal_is_not_solved_again_and_progress_can_stop():
    # A deal no other test solves (board 2's hands turned a seat), so this process has not seen it.
    deal = parse_pbn_deal(5, "E:QJT54.Q632.T.A64 K9863.KJ984.Q3.7 2.AT75.9852.JT85 A7..AKJ764.KQ932")
    calls = []
    first = analyse_all([deal], lambda done, total: calls.append((done, total)) or True)
    assert calls == [(1, 1)]
    again = analyse_all([deal], lambda done, total: calls.append((done, total)) or True)
    assert again == first and calls == [(1, 1)]
