"""The pairs championship at the SM Par Open's scale, for ``benchmarks/run.py``: a semifinal of 170
pairs in four groups over 60 boards and the final of 52 pairs over 102 boards, every session
played into a Bridgemate file and imported from it as a TD imports one (docs/bws.md). Writing the
file is not timed; the figures time a heat's standing after one entry (``pairs_figures``)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tddesk.demo.pairs_session import SessionPair, barometer_tables, write_pairs_session
from tddesk.rules.pairs_movement import barometer_rounds
from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.players import PlayerEntry

FINAL_PAIRS, FINAL_BOARDS = 52, 102
SEMIFINAL_GROUPS = (43, 43, 42, 42)  # 170 pairs
SEMIFINAL_BOARDS = 60
BOARDS_PER_ROUND = 2
DAY = dt.date(2017, 5, 13)


def final_id(path: Path) -> str:
    return path.with_suffix(".final").read_text(encoding="utf-8")


def write_sm_pairs_file(path: Path) -> Path:
    """The file at ``path``; the final's heat id is kept beside it (``final_id``)."""
    tournament = new_championship(
        path, name="SM Par Open 2017", season="2016-17", district="SBF", profile_id="ombf-2016-17", durable=False
    )
    try:
        event = create_pairs_event(tournament, "SM Par Open", "open", FINAL_PAIRS, FINAL_BOARDS).value
        mids = iter(range(300001, 400000))
        pairs: list[tuple[str, SessionPair]] = []
        for number in range(sum(SEMIFINAL_GROUPS)):
            first, second = (
                PlayerEntry(str(next(mids)), f"Spelare {number}{side}", "BK Skara", "VGBF", 1970) for side in "ab"
            )
            pair = register_pair(tournament, event, first, second).value
            strength = ((number * 37) % 101) / 50 - 1
            pairs.append((pair, SessionPair(0, ((first.mid, first.name), (second.mid, second.name)), strength)))
        start = 0
        for group, size in enumerate(SEMIFINAL_GROUPS, start=1):
            # a group is scored like a qualifying heat of its own (the file has one final per event)
            group_name = f"Semifinal grupp {group}"
            _play(path, tournament, event, group_name, "silver", pairs[start : start + size], SEMIFINAL_BOARDS)
            start += size
        final = _play(path, tournament, event, "Final", "final", pairs[:FINAL_PAIRS], FINAL_BOARDS)
        path.with_suffix(".final").write_text(final, encoding="utf-8")
    finally:
        tournament.close()
    return path


def _play(path: Path, tournament, event: str, name: str, kind: str, pairs, boards: int) -> str:
    heat = add_pairs_heat(tournament, event, name, kind, "BK Skara", DAY).value
    seated = []
    for number, (pair, session_pair) in enumerate(pairs, start=1):
        enter_heat(tournament, heat, pair, number)
        seated.append(SessionPair(number, session_pair.players, session_pair.strength))
    add_session(tournament, heat, "barometer", BOARDS_PER_ROUND, DAY)
    rounds = barometer_rounds(range(1, len(pairs) + 1), boards // BOARDS_PER_ROUND)
    bws = path.with_name(f"{path.stem}-{heat}.bws")
    write_pairs_session(
        bws,
        name=f"SM Par Open, {name}",
        day=DAY,
        start=dt.time(10, 0),
        pairs=seated,
        rounds=barometer_tables(rounds, BOARDS_PER_ROUND),
        seed=len(pairs) * 1000 + boards,
    )
    import_pairs_bws(tournament, heat, 1, bws)
    return heat
