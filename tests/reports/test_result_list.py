"""H8, P6, W2, W5: the printed standings equal the standings view, with tie-breaks, penalties and marks."""

from __future__ import annotations

import io
import re

from reports.printing import (
    add_stage,
    comma,
    first_match,
    heat_imps,
    page_numbering,
    pdf_pages,
    play,
    record_exclusion,
    record_penalty,
    record_walkover,
    row_pattern,
    squeezed,
)
from tddesk import i18n
from tddesk.reports.result_list import write_result_list
from tddesk.rules.standings import imp_quotient_text
from tddesk.services.round_results import round_entry
from tddesk.services.standings import standings


def printed(tournament, stage_id: str) -> list[str]:
    buffer = io.BytesIO()
    write_result_list(buffer, tournament, stage_id)
    return pdf_pages(buffer.getvalue())


def test_every_row_as_the_standings_view_shows_it_H8(played_heat):
    """Rank, team, matches, IMPs won and lost, IMP quotient with four decimals and VP with two, in
    the standings' order."""
    t, stage = played_heat.tournament, played_heat.stage_id
    [page] = printed(t, stage)
    table = standings(t, stage)
    positions = []
    for row in table.rows:
        pattern = row_pattern(
            str(row.rank),
            row.name,
            str(row.played),
            str(row.imps_won),
            str(row.imps_lost),
            imp_quotient_text(row.imp_quotient).replace(".", ","),
            comma(row.vp),
        )
        found = re.search(pattern, page)
        assert found, pattern
        positions.append(found.start())
    assert positions == sorted(positions)
    assert page_numbering(page) == (1, 1)
    assert "DM Lag ÖMBF 2016-17" in page and "Kvalheat Linköping" in page


def test_tie_breaks_are_named_in_words_H8(tournament):
    """H8: equal VP separated by the IMP quotient: 40-33 and 10-3 both give 12.03-7.97, so the
    10-3 winner (quotient 3.3333) is above the 40-33 winner (1.2121), and so on down."""
    i18n.set_language("en")
    stage = add_stage(tournament, "Kvalheat Finspång", 4, 16)
    first, second = round_entry(tournament, stage, 1).matches
    play(tournament, first, 1, [(40, 33)])
    play(tournament, second, 1, [(10, 3)])
    [page] = printed(tournament, stage)
    expected = [
        (1, second.home_name, "3.3333", "12.03", "IMP quotient"),
        (2, first.home_name, "1.2121", "12.03", "VP"),
        (3, first.away_name, "0.8250", "7.97", "IMP quotient"),
        (4, second.away_name, "0.3000", "7.97", None),
    ]
    for rank, name, quotient, vp, decided in expected:
        line = next(line for line in page.splitlines() if re.search(row_pattern(str(rank), name), line))
        assert re.search(row_pattern(quotient, vp), line)
        if decided:
            assert line.rstrip().endswith(decided)
        else:
            assert line.rstrip().endswith(vp)


def test_penalty_vp_with_the_reason_P6_P1(tournament):
    stage = add_stage(tournament, "Kvalheat Åtvidaberg", 4, 16)
    match = first_match(tournament, stage)
    play(tournament, match, 1, [(30, 13)])
    record_penalty(tournament, stage, match.id, match.away, "late_arrival", minutes=12)
    [page] = printed(tournament, stage)
    assert re.search(row_pattern(match.away_name, "1", "13", "30", "0,4333", "−3,00", "2,61"), page)
    reason_line = next(line for line in page.splitlines() if "P1" in line)
    assert match.away_name in reason_line and "12" in reason_line and "3,00" in reason_line
    assert " → " in reason_line and "->" not in reason_line  # the rule's arrow, which the report font has


def test_provisional_walkover_and_excluded_team_are_marked_W2_W5(tournament):
    stage = add_stage(tournament, "Kvalheat Söderköping", 5, 16)
    for position, match in enumerate(round_entry(tournament, stage, 1).matches):
        play(tournament, match, 1, heat_imps(1, position, 1))
    walkover = first_match(tournament, stage, 2)
    record_walkover(tournament, stage, walkover.id, walkover.away)
    excluded = next(
        team
        for m in round_entry(tournament, stage, 1).matches
        for team in (m.home, m.away)
        if team not in (walkover.home, walkover.away)
    )
    record_exclusion(tournament, stage, excluded)
    [page] = printed(tournament, stage)
    table = standings(tournament, stage)
    winner = table.row(walkover.home)
    assert winner.provisional
    assert re.search(re.escape(winner.name) + r" \*\s", page)
    excluded_row = table.row(excluded)
    assert re.search(row_pattern("–", excluded_row.name + " †", "0"), page)
    assert "W2" in page and "W5" in page


def test_a_long_team_name_wraps_in_its_column(tournament):
    long_name = "Lag " + " ".join(["Långnamnsson"] * 9)
    stage = add_stage(tournament, "Kvalheat Boxholm", 4, 16, team_names=[long_name, "Ek", "Holm", "Sund"])
    buffer = io.BytesIO()
    write_result_list(buffer, tournament, stage)
    plain = pdf_pages(buffer.getvalue(), layout=False)[0]
    assert squeezed(long_name) in squeezed(plain)
    layout = pdf_pages(buffer.getvalue())[0]
    assert long_name not in layout  # it did not fit one line: wrapped, not cut or run over
