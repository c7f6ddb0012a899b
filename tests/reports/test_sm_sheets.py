"""S4, S3, S5, S1 on paper: appeals register, travel grant payment list, knockout, seeding groups."""

import datetime as dt
import random
from decimal import Decimal

from pypdf import PdfReader

from tddesk.demo.sm import FINAL_STAGE, VETERAN_STAGE, play_veteran_rounds
from tddesk.reports.sm_sheets import write_appeals, write_knockout, write_seeding_groups, write_travel_grants
from tddesk.rules.seeding import SeedPair, seed_pairs
from tddesk.services.appeals import AppealForm, file_appeal
from tddesk.services.files import open_championship
from tddesk.services.knockout import choose_opponent, create_knockout, knockout_view


def text_of(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_appeals_register_prints_deadline_late_and_deposit_S4(sm_demo_copy, tmp_path):
    tournament = open_championship(sm_demo_copy)
    at = dt.datetime(2017, 5, 26, 14, 5)
    file_appeal(
        tournament,
        FINAL_STAGE,
        AppealForm(2, "t21", "Revoke board 4", at, at.replace(hour=16, minute=40), at.replace(hour=16, minute=5)),
    )
    write_appeals(tmp_path / "appeals.pdf", tournament, FINAL_STAGE)
    text = text_of(tmp_path / "appeals.pdf")
    assert "Revoke board 4" in text and "16:35" in text and "500" in text
    assert "FÖR SENT" in text or "LATE" in text
    tournament.close()


def test_payment_list_totals_the_teams_S3(sm_demo_copy, tmp_path):
    tournament = open_championship(sm_demo_copy)
    pages = write_travel_grants(tmp_path / "grants.pdf", tournament, FINAL_STAGE)
    text = text_of(tmp_path / "grants.pdf")
    assert pages >= 1 and "Lag Norrbotten" in text and "1600" in text and "Örebro" in text
    tournament.close()


def test_knockout_sheet_shows_the_turn_and_the_choices_S5(sm_demo_copy, tmp_path):
    tournament = open_championship(sm_demo_copy)
    play_veteran_rounds(tournament, 8, random.Random(2))
    knockout = create_knockout(tournament, VETERAN_STAGE).value
    turn = knockout_view(tournament, knockout).turn
    choose_opponent(tournament, knockout, turn.chooser, turn.candidates[0])
    names = knockout_view(tournament, knockout).names
    write_knockout(tmp_path / "ko.pdf", tournament, knockout)
    text = text_of(tmp_path / "ko.pdf")
    assert names[turn.candidates[0]] in text and "TL" in text
    tournament.close()


def test_seeding_groups_print_the_snake_S1(tmp_path):
    pairs = [SeedPair(f"Par {n}", Decimal(100 - n), Decimal(n), Decimal(50 - n)) for n in range(1, 17)]
    write_seeding_groups(tmp_path / "groups.pdf", seed_pairs(pairs))
    text = text_of(tmp_path / "groups.pdf")
    group_a = text[text.index("Grupp A") if "Grupp A" in text else text.index("Group A") :]
    assert "Par 1\n" in group_a or "Par 1 " in group_a
    for name in ("Par 8", "Par 9", "Par 16"):
        assert name in group_a.split("Grupp B" if "Grupp B" in text else "Group B")[0]


def test_the_printed_knockout_lists_who_gets_a_medal_S5(sm_demo_copy, tmp_path):
    from sqlalchemy import select

    from tddesk.models.tables import TeamMember
    from tddesk.services.knockout import create_final_round
    from tddesk.services.lineups import set_lineup
    from tddesk.services.results import enter_half
    from tddesk.services.schedule import schedule_view

    tournament = open_championship(sm_demo_copy)
    play_veteran_rounds(tournament, 8, random.Random(2))
    knockout = create_knockout(tournament, VETERAN_STAGE).value
    with tournament.reading() as session:
        squads = {}
        for team, mid in session.execute(select(TeamMember.team_id, TeamMember.mid).order_by(TeamMember.position)):
            squads.setdefault(team, []).append(mid)
    for number in (1, 2, 3, 4):
        if number == 4:
            create_final_round(tournament, knockout)
        while (turn := knockout_view(tournament, knockout).turn) is not None:
            choose_opponent(tournament, knockout, turn.chooser, turn.candidates[0])
        for match in schedule_view(tournament, knockout).rounds[number - 1].matches:
            for half in (1, 2):
                for side, team in (("home", match.home), ("away", match.away)):
                    set_lineup(tournament, match.id, half, side, squads[team][:4])
                enter_half(tournament, match.id, half, 30, 20, confirmed=True)
    view = knockout_view(tournament, knockout)
    write_knockout(tmp_path / "ko.pdf", tournament, knockout)
    text = " ".join(text_of(tmp_path / "ko.pdf").split())
    gold = view.names[view.medals[0]]
    assert f"Guld, {gold}, 3 av 8 segment krävs:" in text
    # The first four played all eight segments; a fifth or sixth player none.
    assert (" 0 (ingen medalj)" in text) == any(len(squads[team]) > 4 for team in view.medals)
    tournament.close()


def test_the_printed_sm_final_standings_name_who_of_each_medal_team_played_enough_S2(sm_demo_copy, tmp_path):
    """S p.4: a medal needs a third of the final's 18 halves; the printed standings say who has it."""
    from sqlalchemy import select

    from tddesk.i18n import translate
    from tddesk.models.tables import TeamMember
    from tddesk.reports.result_list import write_result_list
    from tddesk.services.lineups import set_lineup
    from tddesk.services.results import enter_half
    from tddesk.services.schedule import schedule_view
    from tddesk.services.standings import standings

    tournament = open_championship(sm_demo_copy)
    with tournament.reading() as session:
        squads: dict[str, list[str]] = {}
        for team, mid in session.execute(select(TeamMember.team_id, TeamMember.mid).order_by(TeamMember.position)):
            squads.setdefault(team, []).append(mid)
    for number, round_ in enumerate(schedule_view(tournament, FINAL_STAGE).rounds, start=1):
        for match in round_.matches:
            for half in (1, 2):
                for side, team in (("home", match.home), ("away", match.away)):
                    set_lineup(tournament, match.id, half, side, squads[team][:4])
                enter_half(tournament, match.id, half, 30 + number, 10, confirmed=True)
    gold = standings(tournament, FINAL_STAGE).rows[0]
    target = tmp_path / "final.pdf"
    write_result_list(target, tournament, FINAL_STAGE)
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(target).pages)
    assert f"{translate('Reports', 'Gold medal')}, {gold.name}" in text
    assert "6" in text and "18" in text  # 6 of 18 halves needed
    if len(squads[gold.team]) > 4:  # a fifth player who never played has no medal
        assert translate("Reports", "(no medal)") in text
    tournament.close()
