"""A championship's ``profile_overrides`` apply: every profile number is read through one accessor
(``rules.profile.profile_data``) that applies them — the standings, the JSON import, the pairs' rules."""

from __future__ import annotations

import pytest

from builders import championship, first_match, heat, play
from tddesk.export.json_export import export_json
from tddesk.formats.json_format import DocumentRefused
from tddesk.imports.json_import import import_json
from tddesk.resources import shipped_profile_text
from tddesk.rules.profile import ProfileError, load_profile
from tddesk.services.errors import ServiceError
from tddesk.services.pairs import event_rules
from tddesk.services.round_results import round_entry
from tddesk.services.standings import standings_json


def bye_team_vp(tournament, stage) -> str:
    bye = round_entry(tournament, stage, 1).bye_name
    return next(row["vp"] for row in standings_json(tournament, stage)["rows"] if row["name"] == bye)


def test_a_bye_vp_override_scores_the_bye_with_it_H7(tmp_path):
    # H7: the bye's VP are a heat setting whose default is the profile's 12.00; the championship's
    # override {"bye_vp": "13.00"} makes it 13.00 for every heat that sets none of its own.
    tournament = championship(tmp_path / "dm.tddesk", profile_overrides={"bye_vp": "13.00"})
    try:
        stage = heat(tournament, 5)  # five teams: one sits out each round
        play(tournament, first_match(tournament, stage), 1, [(30, 13)])
        assert tournament.profile.heat.bye_vp == 13
        assert bye_team_vp(tournament, stage) == "13.00"
    finally:
        tournament.close()


def test_the_override_travels_through_the_json_export_and_import_H7(tmp_path):
    tournament = championship(tmp_path / "dm.tddesk", profile_overrides={"heat.bye_vp": "11.00"})
    try:
        stage = heat(tournament, 5)
        play(tournament, first_match(tournament, stage), 1, [(30, 13)])
        document = export_json(tournament)
    finally:
        tournament.close()
    assert document["championship"]["profile_overrides"] == {"heat.bye_vp": "11.00"}
    copy = import_json(document, tmp_path / "copy.tddesk")
    try:
        assert bye_team_vp(copy, stage) == "11.00"
    finally:
        copy.close()


def test_an_override_of_the_pairs_section_reaches_the_pairs_rules_PP4(tmp_path):
    # PP4: a silver heat needs 12 pairs in the shipped profile; the override makes it 10
    tournament = championship(tmp_path / "dm.tddesk", profile_overrides={"silver_min_pairs": 10})
    try:
        with tournament.reading() as session:
            assert event_rules(session).silver_min_pairs == 10
    finally:
        tournament.close()


def test_an_unknown_override_is_refused_with_its_name(tmp_path):
    text = shipped_profile_text("ombf-2016-17")
    with pytest.raises(ProfileError, match=r"profile_overrides\.bye_vps"):
        load_profile(text, '{"bye_vps": "13.00"}')
    with pytest.raises(ServiceError, match="bye_vps"):
        championship(tmp_path / "bad.tddesk", profile_overrides={"bye_vps": "13.00"})
    tournament = championship(tmp_path / "dm.tddesk")
    try:
        document = export_json(tournament)
    finally:
        tournament.close()
    document["championship"]["profile_overrides"] = {"bye_vp": "lots"}
    with pytest.raises(DocumentRefused, match=r"championship\.profile_overrides: heat\.bye_vp"):
        import_json(document, tmp_path / "refused.tddesk")
