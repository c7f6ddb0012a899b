"""M3, T2: the plaque and bonus list of the A-final — the top three, each player's bonus, and why not."""

from __future__ import annotations

import io
import re

import pytest

from builders import roster
from reports.printing import add_stage, build_a_final, mids_of, pdf_pages, row_pattern
from tddesk.reports.plaques import write_plaques
from tddesk.services.errors import ServiceError
from tddesk.services.players import PlayerEntry
from tddesk.services.teams import TeamForm, team_views, update_team


def printed(tournament, stage_id: str) -> str:
    buffer = io.BytesIO()
    write_plaques(buffer, tournament, stage_id)
    return "\n".join(pdf_pages(buffer.getvalue()))


def test_top_three_with_bonus_per_player_M3(tournament):
    """1st 42, 2nd 30, 3rd 21 silver points per player with a third of the halves (2 of 6); the
    reserve who played one half gets nothing and the reason, the one who never played too."""
    stage = build_a_final(tournament)
    text = printed(tournament, stage)
    first, second, third, fourth = (
        re.search(rf"^\s*{rank}\. {name}\s*$", text, re.MULTILINE)
        for rank, name in ((1, "Ek"), (2, "Holm"), (3, "Sund"), (4, "Berg"))
    )
    assert first and second and third and not fourth
    assert first.start() < second.start() < third.start()
    ek = text[first.start() : second.start()]
    for mid in mids_of(1)[:3]:
        assert re.search(row_pattern(f"Spelare {mid}", mid, "BK Linköping", "6", "42,00"), ek)
    assert re.search(row_pattern(f"Spelare {mids_of(1)[3]}", mids_of(1)[3], "BK Linköping", "5", "42,00"), ek)
    reserve = next(line for line in ek.splitlines() if mids_of(1)[4] in line)
    assert re.search(row_pattern(mids_of(1)[4], "BK Linköping", "1", "0,00"), reserve) and "M3" in reserve
    assert re.search(row_pattern(mids_of(1, 6)[5], "BK Linköping", "0", "0,00"), ek)
    holm = text[second.start() : third.start()]
    sund = text[third.start() :]
    assert all(re.search(row_pattern(mid, "BK Linköping", "6", "30,00"), holm) for mid in mids_of(2)[:4])
    assert all(re.search(row_pattern(mid, "BK Linköping", "6", "21,00"), sund) for mid in mids_of(3)[:4])


def test_a_player_from_outside_the_district_costs_the_team_its_bonus_M3_T2(tournament):
    stage = build_a_final(tournament)
    holm = next(team for team in team_views(tournament) if team.name == "Holm")
    outsider = PlayerEntry(mids_of(2)[0], f"Spelare {mids_of(2)[0]}", "BK Örebro", "Örebro BF")
    update_team(tournament, holm.id, TeamForm("Holm", (outsider,) + roster(int(mids_of(2)[1]), 5)))
    text = printed(tournament, stage)
    holm_block = text[text.index("2. Holm") : text.index("3. Sund")]
    assert re.search(rf":\s*Spelare {mids_of(2)[0]}\s*$", holm_block, re.MULTILINE)  # named above the table
    assert re.search(row_pattern(f"Spelare {mids_of(2)[0]}", mids_of(2)[0], "BK Örebro"), holm_block)
    for mid in mids_of(2)[:4]:
        line = next(line for line in holm_block.splitlines() if re.search(row_pattern(f"Spelare {mid}", mid), line))
        assert re.search(r"\s0,00\s", line) and "M3" in line


def test_plaques_only_for_an_a_final_M3(tournament):
    stage = add_stage(tournament, "Kvalheat", 4, 16)
    with pytest.raises(ServiceError):
        write_plaques(io.BytesIO(), tournament, stage)
