"""A4 without a dead end: when a changed result leaves recorded answers that no longer fit the
heats' standings, the allocation page says so, its greyed buttons say why, and the answers from
that team on can be taken back there (and brought back with Ctrl+Z)."""

from __future__ import annotations

from tddesk.services.advancement_offers import answers, offers_state
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from ui.evening import choose_in_tree

LINKOPING = "heat-linkoping"


def turn_the_heat_around(session) -> None:
    """Round 7 of Linköping played with big losses for every home team."""
    for match in round_entry(session.tournament, LINKOPING, 7).matches:
        if match.state == "not_started":
            session.perform("result", enter_half, match.id, 1, 0, 90, confirmed=True)
    for number in (5, 6):
        for match in round_entry(session.tournament, LINKOPING, number).matches:
            if match.state != "walkover":
                session.perform("result", enter_half, match.id, 1, 0, 90, confirmed=True)


def test_a4_answers_that_no_longer_fit_are_explained_and_taken_back_from_the_page(qtbot, demo_window):
    window = demo_window
    session = window.controller.session
    recorded = answers(session.tournament, "semifinal")
    turn_the_heat_around(session)
    view = choose_in_tree(window, ("allocation",))
    state = view.state
    assert state.misfit_team_id is not None and "A4" in view.next_label.text()
    assert view.withdraw_button.isVisible() and "Hägg" in view.withdraw_button.text()
    assert "fråga igen" in view.withdraw_button.text()
    assert "stämmer inte längre" in view.accept_button.toolTip() and not view.accept_button.isEnabled()
    assert "stämmer inte längre" in view.offers_table.toolTip()
    assert window.minimumSizeHint().width() <= 1280  # the long A4 line wraps on a laptop

    view.withdraw_button.click()
    after = offers_state(session.tournament, "semifinal", view.places())
    assert after.problem == "" and after.next_team_id is not None
    assert len(answers(session.tournament, "semifinal")) < len(recorded)
    assert not view.withdraw_button.isVisible() and view.accept_button.isEnabled()
    assert view.offers_model.rowCount() > 0 and view.accept_button.toolTip() == ""

    window.undo_stack.undo()  # the answers back, the page as before
    assert len(answers(session.tournament, "semifinal")) == len(recorded)
    assert view.withdraw_button.isVisible()
