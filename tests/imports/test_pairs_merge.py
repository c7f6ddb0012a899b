"""A club's pairs heat merged into the district's file (docs/pairs.md): the pairs, players, sessions
and board results come over in one undoable action and score as in the club's file (PP5); a player
who already played another heat makes the pair play out of competition (D p.6); conflicts are
refused in words, Swedish or English."""

from __future__ import annotations

import pytest

from tddesk import i18n
from tddesk.imports.pairs_merge import merge_pairs_heat, preview_pairs_merge
from tddesk.services.errors import ServiceError
from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_results import enter_pairs_result
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry


def _file(path):
    return new_championship(
        path, name="DM Par Mixed ÖMBF 2016-17", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )


def _player(mid: int, name: str | None = None) -> PlayerEntry:
    return PlayerEntry(str(mid), name or f"Spelare {mid}", "Motala BK", "ÖMBF", 1960)


def _heat(tournament, event, name, mids, kind="bronze"):
    heat = add_pairs_heat(tournament, event, name, kind, club="Motala BK").value
    for number, (first, second) in enumerate(mids, start=1):
        pair = register_pair(tournament, event, _player(first), _player(second)).value
        enter_heat(tournament, heat, pair, number)
    add_session(tournament, heat)
    for board, tricks in ((1, (10, 9)), (2, (8, 9))):
        for table, taken in enumerate(tricks):
            enter_pairs_result(
                tournament, heat, 1, board, 2 * table + 1, 2 * table + 2, "3NT", "N", taken, round_number=board
            )
    return heat


@pytest.fixture
def files(tmp_path):
    district = _file(tmp_path / "dm.tddesk")
    event = create_pairs_event(district, "DM Par Mixed", "mixed", 28, 54).value
    _heat(
        district,
        event,
        "Kval Linköping",
        [(500001, 500002), (500003, 500004), (500005, 500006), (500007, 500008)],
        kind="silver",
    )
    club = _file(tmp_path / "motala.tddesk")
    club_event = create_pairs_event(club, "DM Par Mixed", "mixed", 28, 54).value
    # pair 4's first player already played Kval Linköping in the district's file
    club_heat = _heat(
        club, club_event, "Kval Motala", [(600001, 600002), (600003, 600004), (600005, 600006), (500001, 600008)]
    )
    source = {row.names: (row.percent, row.place) for row in heat_standing(club, club_heat).rows}
    club.close()
    yield district, tmp_path / "motala.tddesk", club_heat, source
    district.close()


def test_a_club_heat_merges_scores_as_in_its_file_and_undoes_as_one_PP5(files):
    district, source_path, _heat_id, source = files
    preview = preview_pairs_merge(district, source_path)
    assert preview.can_merge and (preview.pairs, preview.reused_pairs, preview.results) == (4, 0, 4)
    change = merge_pairs_heat(district, preview)
    merged = heat_standing(district, preview.target_heat_id)
    assert merged.source == "boards"
    assert {row.names: row.percent for row in merged.rows} == {names: percent for names, (percent, _) in source.items()}
    struck = [row for row in merged.rows if row.place is None]
    assert [row.number for row in struck] == [4]
    assert "Kval Linköping" in struck[0].struck  # D p.6: out of competition
    district.undo(change.audit_id)
    with pytest.raises(ServiceError):
        heat_standing(district, preview.target_heat_id)


def test_conflicts_are_refused_in_words(files, tmp_path):
    district, source_path, _heat_id, _source = files
    merge_pairs_heat(district, preview_pairs_merge(district, source_path))
    i18n.set_language("sv")
    again = preview_pairs_merge(district, source_path)
    assert [conflict.detail for conflict in again.refusals] == [
        "Kval Motala finns redan i filen (sammanslagen tidigare); ångra den sammanslagningen för att slå samman den "
        "igen."
    ]
    with pytest.raises(ServiceError) as refused:
        merge_pairs_heat(district, again)
    assert str(refused.value).startswith("Kvalheatet kan inte slås samman: Kval Motala finns redan i filen")

    # another club's file knows MID 500003 under another name, and calls its championship open
    other = _file(tmp_path / "annan.tddesk")
    event = create_pairs_event(other, "DM Par Mixed", "open", 28, 54).value
    heat = add_pairs_heat(other, event, "Kval Mjölby", "bronze").value
    for number, (first, second) in enumerate(
        [(_player(500003, "Karin Annan"), _player(700002)), (_player(700003), _player(700004))], start=1
    ):
        enter_heat(other, heat, register_pair(other, event, first, second).value, number)
    add_session(other, heat)
    other.close()
    preview = preview_pairs_merge(district, tmp_path / "annan.tddesk")
    assert [conflict.detail for conflict in preview.refusals] == [
        "DM Par Mixed är här ett mästerskap i en annan disciplin (mixed) än i heatets fil (open).",
        "MID 500003 är Spelare 500003 här men Karin Annan i heatet; rätta MID i en av filerna (mästarpoäng följer "
        "MID).",
    ]
    i18n.set_language("en")
    try:
        english = preview_pairs_merge(district, tmp_path / "annan.tddesk")
    finally:
        i18n.set_language("sv")
    assert english.refusals[1].detail.startswith("MID 500003 is Spelare 500003 here but Karin Annan in the heat")


def test_the_command_line_merges_the_heat_or_names_the_refusals(files, capsys):
    from tddesk.cli import main

    district, source_path, _heat_id, _source = files
    path = district.path
    district.close()
    i18n.set_language("sv")
    assert main(["pairs-merge", str(path), str(source_path)]) == 0
    assert "Kval Motala slogs samman: 4 nya par, 0 redan anmälda, 4 brickresultat" in capsys.readouterr().out
    assert main(["pairs-merge", str(path), str(source_path)]) != 0
    captured = capsys.readouterr()
    assert "Kval Motala finns redan i filen" in captured.out + captured.err
    assert "Inget slogs samman: 1 konflikt avvisades." in captured.out + captured.err
