"""The ruling dialogs driven as a TD does (P1, P2, P3, P6, W1, W2, W5, P5): real dialogs on a real
tournament file, saved through the window's undo stack, in the default Swedish UI.

The heat: four teams, 16 boards, scheduled from 3 October 2016 —
round 1 Holm–Sund and Berg–Ek; round 2 Ek–Holm and Sund–Berg; round 3 Sund–Ek and Berg–Holm.
VP1 on 16 boards: 13 IMPs → 13.52-6.48, 17 IMPs → 14.39-5.61.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDialog

from builders import championship, roster
from built_files import built_file, copy_of
from tddesk.export.json_export import export_json
from tddesk.i18n import translate
from tddesk.imports.json_import import import_json
from tddesk.services.files import open_championship
from tddesk.services.lineups import set_lineup
from tddesk.services.results import enter_half
from tddesk.services.rulings import rulings
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.standings import standings, standings_json
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.dialogs.rulings.committee import CommitteeDialog
from tddesk.ui.dialogs.rulings.exclusion import ExclusionDialog
from tddesk.ui.dialogs.rulings.late_arrival import LateArrivalDialog
from tddesk.ui.dialogs.rulings.slow_play import SlowPlayDialog
from tddesk.ui.dialogs.rulings.unauthorised_player import UnauthorisedPlayerDialog
from tddesk.ui.dialogs.rulings.walkover import WalkoverDialog
from tddesk.ui.session import UiSession
from tddesk.ui.views.rulings_view import open_ruling_dialog
from tddesk.ui.views.standings_model import PENALTY, TEAM, VP
from tddesk.ui.views.standings_view import StandingsView

NAMES = ("Ek", "Holm", "Sund", "Berg")  # t1-t4
UNPAID_MID = "100004"  # Ek's fifth player, membership unpaid


HEAT = "heat-kvalheat-motala"


def write_heat(path) -> None:
    tournament = championship(path)
    try:
        stage = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
        assert stage == HEAT
        for number, name in enumerate(NAMES):
            players = roster(100000 + 10 * number)
            if number == 0:
                players += roster(int(UNPAID_MID), 1, membership_paid=False)
            register_team(tournament, TeamForm(name, players), stage)
        make_schedule(tournament, stage, first_date=dt.date(2016, 10, 3))
    finally:
        tournament.close()


def build_heat(tmp_path_factory, folder):
    """A copy of write_heat's file (built once per run, tests/built_files.py) in ``folder``, open."""
    built = built_file(tmp_path_factory, "rulings-heat", write_heat)
    return open_championship(copy_of(built, folder / "dm.tddesk"), backup=False), HEAT


def match_of(tournament, stage, home, away) -> str:
    return next(
        m.id for r in schedule_view(tournament, stage).rounds for m in r.matches if (m.home, m.away) == (home, away)
    )


@pytest.fixture
def heat(tmp_path_factory, tmp_path, qapp):
    tournament, stage = build_heat(tmp_path_factory, tmp_path)
    session = UiSession(tournament, QUndoStack())
    yield session, stage
    session.close()


def shown(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def click_ok(qtbot, dialog) -> None:
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def type_into_spin(qtbot, spin, text: str, after_each=lambda: None) -> list:
    """Replace a spin box's number by typing ``text`` key by key; what ``after_each`` saw after each key."""
    spin.setFocus()
    spin.selectAll()
    seen = []
    for key in text:
        qtbot.keyClicks(spin, key)
        seen.append(after_each())
    return seen


def rule_text(template: str, **params) -> str:
    """A rule's explanation as the dialog shows it: the catalogue's words, numbers with a decimal comma."""
    return translate("Rules", template).format(**params)


def standings_cells(view, name):
    model = view.model
    row = next(r for r in range(model.rowCount()) if model.index(r, model.column_of(TEAM)).data() == name)
    return (model.index(row, model.column_of(PENALTY)).data(), model.index(row, model.column_of(VP)).data())


def test_late_arrival_and_slow_play_show_their_vp_and_move_the_standings_until_undone_P1_P2_P6(heat, qtbot):
    """The acceptance test: 12 minutes late → 3 VP shown while typing; 7 minutes slow play shared
    50/50 → 0,75 VP each; the standings show the deduction in its own column; Undo restores."""
    session, stage = heat
    tournament = session.tournament
    match = match_of(tournament, stage, "t2", "t3")
    session.perform("IMPs", enter_half, match, 1, 31, 18)  # Holm 13,52 – Sund 6,48
    table = StandingsView(session, stage)
    qtbot.addWidget(table)
    table.show()
    qtbot.waitUntil(table.isVisible)
    assert standings_cells(table, "Sund") == ("", "6,48")

    late = open_ruling_dialog("late_arrival", session, stage, None, match_id=match)
    assert isinstance(late, LateArrivalDialog) and late.isVisible()
    late.team_combo.setCurrentIndex(late.team_combo.findText("Sund"))
    typed = type_into_spin(qtbot, late.minutes_spin, "12", late.outcome_label.text)
    assert "P1" in typed[0] and "1,00 VP" in typed[0]  # "1": one started period
    assert (
        "P1: "
        + rule_text(
            "{minutes} minutes late: {periods} started {period_minutes}-minute periods → {vp} VP",
            minutes=12,
            periods=3,
            period_minutes=5,
            vp="3,00",
        )
        in typed[1]
    )
    assert "Sund förlorar 3,00 VP" in typed[1]
    assert tournament_rulings(session, stage) == []  # shown, not saved
    click_ok(qtbot, late)
    assert late.result() == QDialog.DialogCode.Accepted
    assert standings_cells(table, "Sund") == ("3,00", "3,48")

    slow = shown(qtbot, SlowPlayDialog(session, stage, match_id=match))
    typed = type_into_spin(qtbot, slow.tables[0].minutes_spin, "7")
    qtbot.mouseClick(slow.tables[0].home_share.quick[100], Qt.MouseButton.LeftButton)
    assert "Holm: 1,50 VP dras av" in slow.outcome_label.text()
    qtbot.mouseClick(slow.tables[0].home_share.quick[50], Qt.MouseButton.LeftButton)
    outcome = slow.outcome_label.text()
    assert "Holm: 0,75 VP dras av" in outcome and "Sund: 0,75 VP dras av" in outcome
    assert (
        rule_text(
            "{minutes} minutes over time at the table (over {over} up to {up_to}): {table_vp} VP per table "
            "× share {share} → {vp} VP",
            minutes=7,
            over=5,
            up_to=10,
            table_vp="1,5",
            share="0,5",
            vp="0,75",
        )
        in outcome
    )
    click_ok(qtbot, slow)
    assert slow.result() == QDialog.DialogCode.Accepted
    assert standings_cells(table, "Sund") == ("3,75", "2,73")  # 6,48 − 3,00 − 0,75
    assert standings_cells(table, "Holm") == ("0,75", "12,77")  # P6: its own penalty only

    session.undo_stack.undo()
    assert standings_cells(table, "Holm") == ("", "13,52") and standings_cells(table, "Sund") == ("3,00", "3,48")
    session.undo_stack.undo()
    assert standings_cells(table, "Sund") == ("", "6,48")
    assert standings(tournament, stage).row("t3").penalty_vp == Decimal("0.00")


def tournament_rulings(session, stage):
    return rulings(session.tournament, stage)


def test_late_arrival_over_30_minutes_says_the_committee_rules_and_deducts_nothing_P1(heat, qtbot):
    session, stage = heat
    dialog = shown(
        qtbot, LateArrivalDialog(session, stage, match_id=match_of(session.tournament, stage, "t4", "t1"), team_id="t1")
    )
    type_into_spin(qtbot, dialog.minutes_spin, "35")
    assert "TK:s beslut väntar" in dialog.outcome_label.text()
    click_ok(qtbot, dialog)
    [row] = tournament_rulings(session, stage)
    assert row.pending_committee and row.vp == Decimal("0.00")


def test_a_refused_late_arrival_stays_in_the_dialog_and_saves_nothing_P1(heat, qtbot):
    session, stage = heat
    dialog = shown(
        qtbot, LateArrivalDialog(session, stage, match_id=match_of(session.tournament, stage, "t4", "t1"), team_id="t1")
    )
    click_ok(qtbot, dialog)  # 0 minutes: no delay
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.error_label.text() == translate("Rulings", "0 minutes is no delay: there is nothing to rule.")
    assert session.undo_stack.count() == 0 and tournament_rulings(session, stage) == []


def test_slow_play_at_two_tables_is_one_undo_step_and_over_25_minutes_waits_for_the_committee_P2(heat, qtbot):
    session, stage = heat
    match = match_of(session.tournament, stage, "t2", "t3")
    dialog = shown(qtbot, SlowPlayDialog(session, stage, match_id=match, minutes=(12, 27)))
    assert dialog.two_tables.isChecked() and dialog.tables[1].isVisible()
    qtbot.mouseClick(dialog.tables[0].away_share.quick[0], Qt.MouseButton.LeftButton)
    outcome = dialog.outcome_label.text()
    assert "Holm: 1,00 VP dras av" in outcome and "Sund: 0,00 VP dras av" in outcome  # 2 VP × 50 %
    assert "TK:s beslut väntar" in outcome
    click_ok(qtbot, dialog)
    assert session.undo_stack.count() == 1
    assert sorted((row.team_id, row.vp, row.pending_committee) for row in tournament_rulings(session, stage)) == [
        ("t2", Decimal("0.00"), True),
        ("t2", Decimal("1.00"), False),
        ("t3", Decimal("0.00"), True),
    ]
    session.undo_stack.undo()
    assert tournament_rulings(session, stage) == []


def test_slow_play_50_50_at_both_tables_names_the_rooms_and_the_export_reimports_P2(heat, qtbot, tmp_path):
    session, stage = heat
    match = match_of(session.tournament, stage, "t2", "t3")
    session.perform("IMPs", enter_half, match, 1, 31, 18)
    dialog = shown(qtbot, SlowPlayDialog(session, stage, match_id=match, minutes=(7, 4)))
    click_ok(qtbot, dialog)  # both tables 50/50, as the dialog opens
    # By hand: open room 7 min (over 5 up to 10) → 1.5 VP × 50 % = 0.75 each; closed room 4 min
    # (over 0 up to 5) → 1 VP × 50 % = 0.50 each. Each team 1.25 VP; the shares add up to 1 per table.
    document = export_json(session.tournament)
    assert [(p["team"], p["minutes"], p["share"], p["room"]) for p in document["stages"][0]["penalties"]] == [
        ("t2", 7, "0.5", "open"),
        ("t3", 7, "0.5", "open"),
        ("t2", 4, "0.5", "closed"),
        ("t3", 4, "0.5", "closed"),
    ]
    copy = import_json(document, tmp_path / "copy.tddesk")
    try:
        rows = {row["team"]: row["penalty_vp"] for row in standings_json(copy, stage)["rows"]}
        assert rows["t2"] == rows["t3"] == "1.25"
    finally:
        copy.close()


def test_slow_play_shares_over_100_percent_are_refused_before_anything_is_saved_P2(heat, qtbot):
    session, stage = heat
    dialog = shown(
        qtbot, SlowPlayDialog(session, stage, match_id=match_of(session.tournament, stage, "t2", "t3"), minutes=(7, 4))
    )
    qtbot.mouseClick(dialog.tables[1].home_share.quick[100], Qt.MouseButton.LeftButton)
    click_ok(qtbot, dialog)
    assert dialog.isVisible() and "100 %" in dialog.error_label.text()
    assert session.undo_stack.count() == 0 and tournament_rulings(session, stage) == []


def test_a_refused_second_table_takes_the_first_back_and_leaves_no_undo_step_P2(heat, qtbot):
    session, stage = heat
    dialog = shown(
        qtbot, SlowPlayDialog(session, stage, match_id=match_of(session.tournament, stage, "t2", "t3"), minutes=(7, 4))
    )
    for share in (dialog.tables[1].home_share, dialog.tables[1].away_share):
        qtbot.mouseClick(share.quick[0], Qt.MouseButton.LeftButton)  # nobody to blame at the closed room
    click_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.error_label.text() == translate("Rulings", "Give at least one team a share of the delay.")
    assert tournament_rulings(session, stage) == []
    assert session.undo_stack.count() == 0 and not session.undo_stack.canRedo()


def play_unpaid_player(session, stage) -> str:
    match = match_of(session.tournament, stage, "t4", "t1")
    set_lineup(session.tournament, match, 1, "away", ["100000", "100001", "100002", UNPAID_MID])
    return match


def test_unauthorised_player_found_in_the_line_up_costs_5_vp_with_the_fee_deadline_P3(heat, qtbot):
    session, stage = heat
    match = play_unpaid_player(session, stage)
    dialog = shown(qtbot, UnauthorisedPlayerDialog(session, stage))
    assert dialog.detected_list.count() == 1
    item = dialog.detected_list.item(0)
    assert UNPAID_MID in item.text() and "Ek" in item.text()
    item.setCheckState(Qt.CheckState.Checked)
    outcome = dialog.outcome_label.text()
    assert "P3" in outcome and "5,00 VP" in outcome
    assert "2016-10-17" in outcome and "2016-10-03" in outcome  # 14 days after the first offence
    click_ok(qtbot, dialog)
    [row] = tournament_rulings(session, stage)
    assert (row.rule, row.team_id, row.match_id, row.vp) == ("P3", "t1", match, Decimal("5.00"))
    assert standings(session.tournament, stage).row("t1").penalty_vp == Decimal("5.00")


def test_several_checked_cases_are_ruled_as_one_undo_step_5_vp_each_P3(heat, qtbot):
    session, stage = heat
    play_unpaid_player(session, stage)
    set_lineup(
        session.tournament,
        match_of(session.tournament, stage, "t1", "t2"),
        1,
        "home",
        ["100000", "100001", "100002", UNPAID_MID],
    )
    dialog = shown(qtbot, UnauthorisedPlayerDialog(session, stage))
    for row in range(dialog.detected_list.count()):
        dialog.detected_list.item(row).setCheckState(Qt.CheckState.Checked)
    assert "2 domslut: 10,00 VP totalt" in dialog.outcome_label.text()
    assert "2016-10-17" in dialog.outcome_label.text()  # still 14 days after round 1
    click_ok(qtbot, dialog)
    assert session.undo_stack.count() == 1
    assert standings(session.tournament, stage).row("t1").penalty_vp == Decimal("10.00")
    session.undo_stack.undo()
    assert tournament_rulings(session, stage) == []


def test_unauthorised_player_typed_by_hand_names_the_player_or_refuses_P3(heat, qtbot):
    session, stage = heat
    match = play_unpaid_player(session, stage)
    dialog = shown(qtbot, UnauthorisedPlayerDialog(session, stage, match_id=match, team_id="t4"))
    qtbot.keyClicks(dialog.mid_edit, UNPAID_MID)
    assert "finns inte i uppställningen för Berg" in dialog.player_label.text()
    click_ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.error_label.text() == translate(
        "Rulings", "The line-ups of match {match} do not show {mid} playing for {team}; enter the line-up first."
    ).format(match="Berg – Ek (rond 1)", mid=UNPAID_MID, team="Berg")  # the match in words, not its id
    dialog.team_combo.setCurrentIndex(dialog.team_combo.findData("t1"))
    assert "Spelare 100004" in dialog.player_label.text()
    click_ok(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert [row.rule for row in tournament_rulings(session, stage)] == ["P3"]


def test_walkover_shows_why_and_is_provisional_until_the_series_ends_W2(heat, qtbot):
    session, stage = heat
    tournament = session.tournament
    match = match_of(tournament, stage, "t4", "t1")
    dialog = shown(qtbot, WalkoverDialog(session, stage, match_id=match, team_id="t4", ruled_on=dt.date(2016, 10, 5)))
    outcome = dialog.outcome_label.text()
    assert "Berg: 0,00 VP" in outcome and "Ek: 12,00 VP (preliminärt tills serien är slut)" in outcome
    candidates = dialog.candidates_table.model()
    minimum = candidates.index(1, 1)
    assert minimum.data().startswith("12,00") and minimum.data(Qt.ItemDataRole.FontRole).bold()
    assert minimum.data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert candidates.index(0, 1).data() == candidates.index(2, 1).data() == "–"
    assert candidates.index(0, 1).data(Qt.ItemDataRole.FontRole) is None
    assert not dialog.struck_table.isVisible()
    dialog.reject()

    for home, away, home_imps, away_imps in (
        ("t2", "t3", 20, 20),
        ("t1", "t2", 30, 13),
        ("t3", "t4", 31, 18),
        ("t4", "t2", 18, 31),
        ("t3", "t1", 31, 18),
    ):
        enter_half(tournament, match_of(tournament, stage, home, away), 1, home_imps, away_imps)
    final = shown(qtbot, WalkoverDialog(session, stage, match_id=match, team_id="t4", ruled_on=dt.date(2016, 10, 5)))
    outcome = final.outcome_label.text()
    assert "Ek: 14,00 VP (slutligt)" in outcome  # t4's opponents scored 13,52 against it
    assert [final.candidates_table.model().index(row, 1).data() for row in range(3)] == ["10,44", "12,00", "13,52 ◀"]
    click_ok(qtbot, final)
    assert final.result() == QDialog.DialogCode.Accepted
    assert standings_json(tournament, stage)["complete"]
    [row] = tournament_rulings(session, stage)
    assert (row.kind, row.vp, row.provisional) == ("walkover", Decimal("14.00"), False)


def test_a_second_walkover_lists_exactly_the_results_w5_will_strike_W5(heat, qtbot):
    session, stage = heat
    tournament = session.tournament
    for home, away, home_imps, away_imps in (
        ("t2", "t3", 20, 20),
        ("t1", "t2", 30, 13),
        ("t3", "t1", 31, 18),
        ("t4", "t2", 18, 31),
    ):
        enter_half(tournament, match_of(tournament, stage, home, away), 1, home_imps, away_imps)
    first = shown(
        qtbot,
        WalkoverDialog(
            session,
            stage,
            match_id=match_of(tournament, stage, "t4", "t1"),
            team_id="t4",
            ruled_on=dt.date(2016, 10, 5),
        ),
    )
    click_ok(qtbot, first)
    before = standings_json(tournament, stage)
    second = shown(
        qtbot,
        WalkoverDialog(
            session,
            stage,
            match_id=match_of(tournament, stage, "t3", "t4"),
            team_id="t4",
            ruled_on=dt.date(2016, 10, 12),
        ),
    )
    assert second.struck_table.isVisible() and "W5" in second.exclusion_label.text()
    struck = second.struck_table.model()
    rows = [[struck.index(row, column).data() for column in range(4)] for row in range(struck.rowCount())]
    assert rows == [["1", "Ek", "14,00", "16–0"], ["2", "Sund", "14,00", "16–0"], ["3", "Holm", "13,52", "31–18"]]
    assert standings_json(tournament, stage) == before  # shown, not yet done
    click_ok(qtbot, second)
    assert standings(tournament, stage).row("t4").excluded
    session.undo_stack.undo()
    assert standings_json(tournament, stage) == before


def exclusion_heat(session, stage):
    """Round 1 played (Holm–Sund 31-18, Berg–Ek 30-13) and Ek–Holm 18-31; Sund–Berg still to play."""
    tournament = session.tournament
    for home, away, home_imps, away_imps in (("t2", "t3", 31, 18), ("t4", "t1", 30, 13), ("t1", "t2", 18, 31)):
        enter_half(tournament, match_of(tournament, stage, home, away), 1, home_imps, away_imps)


def test_exclusion_lists_the_struck_results_and_the_standings_change_before_confirming_P5(heat, qtbot):
    session, stage = heat
    tournament = session.tournament
    exclusion_heat(session, stage)
    before = standings_json(tournament, stage)
    dialog = shown(qtbot, ExclusionDialog(session, stage, team_id="t2", kind="disqualified", on=dt.date(2016, 11, 2)))
    struck = dialog.struck_table.model()
    rows = [[struck.index(row, column).data() for column in range(4)] for row in range(struck.rowCount())]
    assert rows == [["1", "Sund", "6,48", "18–31"], ["2", "Ek", "6,48", "18–31"]]
    assert "Berg – Holm" in dialog.unplayed_label.text()
    table = dialog.standings_table.model()
    change = {
        table.index(row, 0).data(): [table.index(row, c).data() for c in range(1, 5)] for row in range(table.rowCount())
    }
    assert change["Holm"] == ["1", "27,04", "–", "0,00"] and change["Ek"] == ["3", "12,09", "2", "5,61"]
    assert dialog.ok_button.text() == "Diskvalificera"
    assert standings_json(tournament, stage) == before and tournament_rulings(session, stage) == []

    click_ok(qtbot, dialog)  # no reason yet
    assert dialog.isVisible() and dialog.error_label.text() == translate(
        "Rulings", "Give the reason for the exclusion (e.g. the rule and what happened)."
    )
    qtbot.keyClicks(dialog.reason_edit, "P4: Spelare 100010 spelade i ett annat lag")
    click_ok(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert standings(tournament, stage).row("t2").excluded
    session.undo_stack.undo()
    assert standings_json(tournament, stage) == before


def test_committee_decision_refuses_an_empty_reason_and_saves_with_one_P1_P2(heat, qtbot):
    session, stage = heat
    match = match_of(session.tournament, stage, "t4", "t1")
    dialog = shown(qtbot, CommitteeDialog(session, stage, team_id="t1", match_id=match))
    qtbot.keyClicks(dialog.vp_edit, "2,50")
    assert "Ek förlorar 2,50 VP" in dialog.outcome_label.text()
    click_ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.error_label.text().endswith(translate("Rules", "A committee correction needs a reason"))
    assert session.undo_stack.count() == 0 and tournament_rulings(session, stage) == []
    qtbot.keyClicks(dialog.reason_edit, "35 minuter sent, matchen spelades")
    click_ok(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    [row] = tournament_rulings(session, stage)
    assert (row.kind, row.team_id, row.match_id, row.vp) == ("committee", "t1", match, Decimal("2.50"))
    assert "35 minuter sent" in row.text


def test_committee_decision_settles_the_pending_ruling_it_is_tied_to_P1(heat, qtbot):
    session, stage = heat
    match = match_of(session.tournament, stage, "t4", "t1")
    late = shown(qtbot, LateArrivalDialog(session, stage, match_id=match, team_id="t1", minutes=40))
    click_ok(qtbot, late)
    dialog = shown(qtbot, CommitteeDialog(session, stage, team_id="t1"))
    assert dialog.match_combo.current().id == match  # the pending ruling's match
    assert "P1" in dialog.outcome_label.text()
    qtbot.keyClicks(dialog.vp_edit, "4")
    qtbot.keyClicks(dialog.reason_edit, "40 minuter sent")
    click_ok(qtbot, dialog)
    assert [row.pending_committee for row in tournament_rulings(session, stage)] == [False, False]
    assert standings(session.tournament, stage).row("t1").penalty_vp == Decimal("4.00")


def test_an_unknown_dialog_kind_is_refused(heat):
    session, stage = heat
    with pytest.raises(ValueError, match="unknown ruling dialog"):
        open_ruling_dialog("appeal", session, stage)
