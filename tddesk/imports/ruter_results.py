"""A club heat's results from Ruter's PBN export (docs/pairs.md, "Ruter's PBN results").

``preview_ruter_results`` reads the file and checks everything first — the result list through
the same checks as a club's workbook (``services/pairs_list.py``), the members by their MIDs
against the register, the board results by the rules of Law 77 — so the TD sees every problem at
once; ``import_ruter_results`` then writes it in one undoable action: unknown members registered
from the file's names and club, pairs registered and entered under the file's numbers, each pair's
percentage and boards as the heat's list, and, when the file has score tables, the board results
(which then decide the standing; the parity report compares them with the file's matchpoints).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tddesk.formats.member_list import RowProblem
from tddesk.formats.ruter_fields import Renumbered, heat_numbered
from tddesk.formats.ruter_pbn import PbnPair, PbnResults, PbnTable, read_results
from tddesk.i18n import translate
from tddesk.models.pairs_tables import Pair, PairsBoardResult, PairsEntry, PairsListResult, PairsSession
from tddesk.models.tables import Championship, Club, Player
from tddesk.rules.contract import BoardError
from tddesk.services.errors import ServiceError, message
from tddesk.services.ids import unique_id
from tddesk.services.pairs import earlier_heat, get_heat
from tddesk.services.pairs_list import ListRow, preview_result_list
from tddesk.services.pairs_results import numbers_in
from tddesk.services.played import parse_played
from tddesk.services.players import PlayerEntry, check_mid, normalised_name, upsert_player
from tddesk.services.tournament import Change, Tournament


@dataclass(frozen=True)
class RuterPreview:
    heat_id: str
    heat_name: str
    session: int
    results: PbnResults
    rows: tuple[ListRow, ...]  # the result list as the workbook's preview shows it
    problems: tuple[RowProblem, ...]
    new_players: tuple[str, ...]  # MIDs the import adds to the register
    new_pairs: tuple[int, ...]  # pair numbers the import registers or enters into the heat
    renumbered: tuple[Renumbered, ...] = ()  # a Mitchell numbering both fields from 1: its EW pairs

    @property
    def can_import(self) -> bool:
        return not self.problems

    @property
    def board_results(self) -> int:
        return sum(1 for board in self.results.boards for table in board.tables if not table.bye)


@dataclass(frozen=True)
class RuterImportReport:
    pairs: int
    new_players: int
    board_results: int
    change: Change


def _names(pair: PbnPair) -> str:
    return " – ".join(name for name in pair.names if name)


def _member_problems(session: Session, pair: PbnPair, row: int, heat_mids: dict[int, set[str]]) -> list[RowProblem]:
    problems = []
    column = translate("Pairs", "Members")
    mids = []
    for index, (written, name) in enumerate(zip(pair.member_ids, pair.names), start=1):
        if not written:
            problems.append(
                RowProblem(
                    row,
                    column,
                    translate(
                        "Pairs", "pair {number}: MemberID{index} ({name}) is missing; give the member's MID in Ruter."
                    ).format(number=pair.number, index=index, name=name or "?"),
                )
            )
            continue
        try:
            mid = check_mid(written)
        except ServiceError as error:  # the rule's refusal in words
            problems.append(RowProblem(row, column, f"{pair.number}: {error}"))
            continue
        mids.append(mid)
        known = session.get(Player, mid)
        if known is not None and normalised_name(known.name) != normalised_name(name):
            problems.append(
                RowProblem(
                    row,
                    column,
                    translate(
                        "Pairs",
                        "pair {number}: MID {mid} is {known} in the member register, not {name}; correct the "
                        "MemberID in Ruter or the register.",
                    ).format(number=pair.number, mid=mid, known=known.name, name=name),
                )
            )
        elif known is None and not (name and pair.club):
            problems.append(
                RowProblem(
                    row,
                    column,
                    translate(
                        "Pairs", "pair {number}: MID {mid} is not in the member register and the file gives no {what}."
                    ).format(
                        number=pair.number,
                        mid=mid,
                        what=translate("Pairs", "name") if not name else translate("Pairs", "club"),
                    ),
                )
            )
    in_heat = heat_mids.get(pair.number)
    if in_heat is not None and len(mids) == 2 and set(mids) != in_heat:
        problems.append(
            RowProblem(
                row,
                column,
                translate(
                    "Pairs",
                    "pair {number} plays in the heat as MIDs {heat}, but the file has {file}; correct the pair "
                    "numbers in Ruter or in the heat.",
                ).format(number=pair.number, heat=" + ".join(sorted(in_heat)), file=" + ".join(sorted(mids))),
            )
        )
    elif in_heat is None and len(mids) == 2:
        other = next((number for number, held in heat_mids.items() if held == set(mids)), None)
        if other is not None:
            problems.append(
                RowProblem(
                    row,
                    column,
                    translate(
                        "Pairs", "{names} play in the heat as pair {other}, in the file as pair {number}."
                    ).format(names=_names(pair), other=other, number=pair.number),
                )
            )
    return problems


def _board_problems(results: PbnResults) -> list[RowProblem]:
    numbers = {pair.number for pair in results.pairs}
    problems = []
    for board in results.boards:
        where = translate("Pairs", "Board {board}").format(board=board.number)
        for table in board.tables:
            unknown = [n for n in (table.ns, table.ew) if n is not None and n not in numbers]
            if unknown:
                problems.append(
                    RowProblem(
                        None,
                        None,
                        translate("Pairs", "{where}: pair {number} is not in the TotalScoreTable.").format(
                            where=where, number=unknown[0]
                        ),
                    )
                )
            elif not table.bye and table.adjusted is None:
                try:
                    parse_played(table.contract, table.declarer, table.tricks, table.lead or None)
                except BoardError as error:
                    problems.append(RowProblem(None, None, f"{where}: {error.words(translate)}"))
    return problems


def preview_ruter_results(
    tournament: Tournament, heat_id: str, path: Path | str, session_number: int = 1
) -> RuterPreview:
    """Every pair, member and board of the file checked against the heat and the register."""
    try:
        results, renumbered = heat_numbered(read_results(path))
    except ValueError as error:
        raise message(str(error)) from None
    cells: list[tuple[int, object, object, object]] = [
        (index, pair.number, str(pair.percent), pair.boards) for index, pair in enumerate(results.pairs, start=1)
    ]
    with tournament.reading() as session:
        heat = get_heat(session, heat_id)
        numbers = numbers_in(session, heat.id)
        pairs = {pair.id: pair for pair in session.scalars(select(Pair).where(Pair.event_id == heat.event_id))}
        heat_mids = {number: {pairs[pid].first_mid, pairs[pid].second_mid} for number, pid in numbers.items()}
        problems: list[RowProblem] = []
        new_players: list[str] = []
        for index, pair in enumerate(results.pairs, start=1):
            problems += _member_problems(session, pair, index, heat_mids)
            new_players += [mid for mid in pair.member_ids if mid and session.get(Player, mid) is None]
    incoming = frozenset(pair.number for pair in results.pairs if pair.number not in numbers)
    listed = preview_result_list(tournament, heat_id, path, cells=cells, incoming=incoming)
    problems = list(listed.problems) + problems + _board_problems(results)
    names = {pair.number: _names(pair) for pair in results.pairs}
    rows = tuple(row if row.names else replace(row, names=names.get(row.number or 0, "")) for row in listed.rows)
    return RuterPreview(
        heat.id,
        heat.name,
        session_number,
        results,
        rows,
        tuple(problems),
        tuple(dict.fromkeys(new_players)),
        tuple(sorted(incoming)),
        renumbered,
    )


def _new_member(session: Session, pair: PbnPair, index: int, district: str) -> PlayerEntry:
    """A member the register lacks, from the file's name and club; a club not known yet is taken
    to be of the championship's district, as when a pair is registered by hand."""
    wanted = pair.club.strip().casefold()
    known_club = any(club.name.casefold() == wanted for club in session.scalars(select(Club)))
    return PlayerEntry(pair.member_ids[index], pair.names[index], pair.club, "" if known_club else district)


def _pair_for(session: Session, event_id: str, mids: set[str], position: int) -> Pair:
    found = next(
        (
            p
            for p in session.scalars(select(Pair).where(Pair.event_id == event_id))
            if {p.first_mid, p.second_mid} == mids
        ),
        None,
    )
    if found is not None:
        return found
    first, second = sorted(mids)
    pair = Pair(
        id=unique_id(session, Pair.id, f"{event_id}-{first}-{second}"),
        event_id=event_id,
        first_mid=first,
        second_mid=second,
        position=position,
    )
    session.add(pair)
    session.flush()
    return pair


def _board_values(table: PbnTable) -> dict[str, object]:
    if table.adjusted is not None:
        return {"ns_percent": table.adjusted[0], "ew_percent": table.adjusted[1]}
    return parse_played(table.contract, table.declarer, table.tricks, table.lead or None)


def import_ruter_results(tournament: Tournament, preview: RuterPreview) -> RuterImportReport:
    """The checked file into the heat, one undoable action; refused whole while a problem is left."""
    if preview.problems:
        raise message(
            translate("Pairs", "Nothing was imported: the file has {count} problem(s); the first: {first}"),
            count=len(preview.problems),
            first=preview.problems[0].text(),
        )
    results = preview.results
    with tournament.action("import_ruter_results", preview.heat_id) as (session, record):
        heat = get_heat(session, preview.heat_id)
        district = session.scalars(select(Championship.district)).one()
        numbers = numbers_in(session, heat.id)
        count = session.scalar(select(func.count()).select_from(Pair).where(Pair.event_id == heat.event_id)) or 0
        by_number: dict[int, str] = dict(numbers)
        for pbn_pair in results.pairs:
            for index in (0, 1):
                # a known member stays as the register has them (club, membership); a new one is added
                if session.get(Player, check_mid(pbn_pair.member_ids[index])) is None:
                    upsert_player(session, _new_member(session, pbn_pair, index, district))
            session.flush()
            if pbn_pair.number in numbers:
                continue
            pair = _pair_for(session, heat.event_id, {check_mid(mid) for mid in pbn_pair.member_ids}, count)
            count += 1
            earlier = earlier_heat(session, heat, pair) if heat.kind != "final" else None
            struck = (
                translate("Pairs", "{player} already played the qualifying heat {heat} this season").format(
                    player=earlier[0], heat=earlier[1]
                )
                if earlier
                else None
            )
            session.add(PairsEntry(heat_id=heat.id, pair_id=pair.id, number=pbn_pair.number, struck_reason=struck))
            by_number[pbn_pair.number] = pair.id
        for old in session.scalars(select(PairsListResult).where(PairsListResult.heat_id == heat.id)):
            session.delete(old)
        session.flush()
        for row in preview.rows:
            if row.number is not None:
                session.add(
                    PairsListResult(
                        heat_id=heat.id, pair_id=by_number[row.number], percent=Decimal(row.percent), boards=row.boards
                    )
                )
        written = 0
        if results.has_score_tables:
            if session.get(PairsSession, (heat.id, preview.session)) is None:
                # a file with an NS and an EW field is a two-field Mitchell, ranked field by field
                fields = {pair.direction for pair in results.pairs} == {"NS", "EW"}
                movement = "mitchell" if fields else "barometer"
                session.add(PairsSession(heat_id=heat.id, number=preview.session, movement=movement))
            for board in results.boards:
                for table in board.tables:
                    if table.bye or table.ew is None:
                        continue
                    result = PairsBoardResult(
                        heat_id=heat.id, session=preview.session, board=board.number, ns_number=table.ns
                    )
                    values = {"contract": None, "declarer": None, "tricks": None, "lead": None, **_board_values(table)}
                    for name, value in values.items():
                        setattr(result, name, value)
                    result.ew_number, result.round, result.source = table.ew, table.round or 1, "pbn"
                    session.add(result)
                    written += 1
        record.after = {"pairs": len(results.pairs), "players": len(preview.new_players), "boards": written}
    return RuterImportReport(len(results.pairs), len(preview.new_players), written, record.change)
