"""The program's own export always re-imports (Hypothesis, docs/format.md): a championship built
through the services — a heat of four to six teams, some matches played in one or two halves with
line-ups, late arrivals, slow play at one or both tables of a match (P2, the room of format
version 4), committee corrections, a walkover and an IMP cap (a convention, also version 4) —
exported to JSON is imported into a new file, whose export is the same document, and whose
standings are the same.

A few dozen examples in a few seconds, so it runs with the rest of the suite (not marked slow).
"""

from __future__ import annotations

import datetime as dt
import json
import tempfile
from decimal import Decimal
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builders import championship, heat, play
from tddesk.export.json_export import export_json
from tddesk.imports.json_import import import_json
from tddesk.services.conventions import set_imp_cap
from tddesk.services.round_results import round_entry
from tddesk.services.rulings import rule_committee, rule_late_arrival, rule_slow_play
from tddesk.services.standings import standings_json
from tddesk.services.walkovers import rule_walkover

SHARES = st.sampled_from([Decimal("0.25"), Decimal("0.5"), Decimal("0.75"), Decimal("1")])


@st.composite
def table_ruling(draw):
    """One table's slow play: minutes over time (up to 30, so over 25 waits for the committee) and
    the shares of the two pairs, together at most 1."""
    home = draw(SHARES)
    away = draw(st.sampled_from([share for share in (Decimal(0), *SHARES.elements) if home + share <= 1]))
    return draw(st.integers(1, 30)), home, away


@st.composite
def match_facts(draw, halves: int):
    imps = [(draw(st.integers(0, 60)), draw(st.integers(0, 60))) for _ in range(halves)]
    return {
        "played": draw(st.integers(0, halves)),
        "imps": imps,
        "late": draw(st.none() | st.tuples(st.sampled_from(["home", "away"]), st.integers(1, 40))),
        # None: no slow play; otherwise the table named (open/closed) or not (None), one ruling per table
        "slow": draw(
            st.none()
            | st.lists(
                st.tuples(st.sampled_from(["open", "closed"]), table_ruling()),
                max_size=2,
                unique_by=lambda ruling: ruling[0],
            )
            | st.tuples(st.just(None), table_ruling()).map(lambda ruling: [ruling])
        ),
    }


@st.composite
def championships(draw):
    halves = draw(st.sampled_from([1, 2]))
    boards = draw(st.sampled_from([8, 12, 16])) if halves == 1 else draw(st.sampled_from([20, 24]))
    teams = draw(st.integers(4, 6))
    matches = draw(st.lists(match_facts(halves), min_size=1, max_size=4))
    committee = draw(st.none() | st.tuples(st.integers(1, teams), st.sampled_from(["0.50", "2.00", "3.25"])))
    walkover = draw(st.booleans())
    imp_cap = draw(st.none() | st.integers(1, 24))  # other programs' conventions (docs/rules.md)
    return {
        "imp_cap": imp_cap,
        "halves": halves,
        "boards": boards,
        "teams": teams,
        "matches": matches,
        "committee": committee,
        "walkover": walkover,
    }


def build(path: Path, plan: dict):
    tournament = championship(path)
    stage = heat(tournament, plan["teams"], boards=plan["boards"], halves=plan["halves"], players=5)
    if plan["imp_cap"] is not None:
        set_imp_cap(tournament, stage, plan["imp_cap"])
    round_matches = [match for number in (1, 2) for match in round_entry(tournament, stage, number).matches]
    for match, facts in zip(round_matches, plan["matches"]):
        if facts["played"]:
            play(tournament, match, facts["played"], facts["imps"])
        if facts["late"] and facts["played"]:
            side, minutes = facts["late"]
            rule_late_arrival(tournament, match.id, match.home if side == "home" else match.away, minutes)
        for room, (minutes, home, away) in (facts["slow"] or []) if facts["played"] else []:
            shares = {team: share for team, share in ((match.home, home), (match.away, away)) if share}
            rule_slow_play(tournament, match.id, minutes, shares, room)
    if plan["committee"]:
        team, vp = plan["committee"]
        rule_committee(tournament, stage, f"t{team}", Decimal(vp), "Tidsöverdrag 31 min")
    unplayed = round_matches[len(plan["matches"]) :]
    if plan["walkover"] and unplayed:
        rule_walkover(tournament, unplayed[0].id, unplayed[0].away, dt.date(2016, 11, 20))
    return tournament, stage


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(championships())
def test_the_programs_own_export_always_reimports_P2(plan):
    with tempfile.TemporaryDirectory(prefix="tddesk-reimport-") as folder:
        tournament, stage = build(Path(folder) / "dm.tddesk", plan)
        try:
            document = export_json(tournament)
            table = standings_json(tournament, stage)
        finally:
            tournament.close()
        text = json.dumps(document, ensure_ascii=False)
        copy = import_json(json.loads(text), Path(folder) / "copy.tddesk")
        assert copy is not None
        try:
            assert export_json(copy) == document
            assert standings_json(copy, stage) == table
        finally:
            copy.close()
