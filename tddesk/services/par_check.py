"""The far-from-par check of the day (docs/bws.md, "The TD's checks of the day"): a score 10 IMPs or
more from the deal's double-dummy par while the rest of the field is near it (Law 77 scores).

Split in two so the window can solve the deals off its UI thread: ``par_check`` reads the
tournament (the deals, the venues' names) and the venues' results; ``far_from_par_findings`` only
solves and compares, and stops when its progress says so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from tddesk.formats.bws.rewrite import Rows
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.rules.day_checks import far_from_par
from tddesk.rules.deals import Deal
from tddesk.services.day_check_rows import DayFindingRow, played_scores
from tddesk.services.deals import stage_deals
from tddesk.services.stages import get_stage
from tddesk.services.tournament import Tournament

Progress = Callable[[int, int], bool]


@dataclass(frozen=True)
class ParCheckView:
    """What the check needs, read from the tournament and the files."""

    deals: tuple[Deal, ...]  # the boards with a result
    scores: dict[tuple[StageId, int], list[tuple[int, int]]]  # (venue, board) → (table, NS score)
    names: dict[StageId, str]  # venue's stage → the venue's name


def par_check(tournament: Tournament, venues: Mapping[StageId, Rows]) -> ParCheckView:
    """The venues' scores (stage id → its file's rows) and the day's deals (the first venue's: the
    day's venues play the same boards)."""
    names: dict[StageId, str] = {}
    scores: dict[tuple[StageId, int], list[tuple[int, int]]] = {}
    for stage_id, rows in venues.items():
        with tournament.reading() as session:
            stage = get_stage(session, stage_id)
            names[stage_id] = stage.venue or stage.name
        for table, board, score in played_scores(rows):
            scores.setdefault((stage_id, board), []).append((table, score))
    boards = {board for _venue, board in scores}
    deals = tuple(deal for deal in stage_deals(tournament, next(iter(venues))) if deal.board in boards)
    return ParCheckView(deals, scores, names)


def far_from_par_findings(check: ParCheckView, progress: Progress | None = None) -> list[DayFindingRow] | None:
    """Each score far from par while the field is near it; None when ``progress`` stopped the work."""
    # deferred: the solver loads only when this check is asked for (start-up)
    from tddesk.rules.double_dummy import analyse_all

    stopped = False

    def report(done: int, total: int) -> bool:
        nonlocal stopped
        stopped = progress is not None and not progress(done, total)
        return not stopped

    analyses = analyse_all(list(check.deals), report)
    if stopped:
        return None
    findings = []
    for analysis in analyses:
        everyone = [
            (venue, table, score)
            for (venue, board), rows in check.scores.items()
            if board == analysis.board
            for table, score in rows
        ]
        for index, (venue, table, score) in enumerate(everyone):
            others = [other for i, (_v, _t, other) in enumerate(everyone) if i != index]
            if far_from_par(score, analysis.par_score, others):
                words = translate(
                    "DayChecks",
                    "{venue}, table {table}, board {board}: NS {score} against a par of {par}, the field near par.",
                ).format(
                    venue=check.names[venue], table=table, board=analysis.board, score=score, par=analysis.par_score
                )
                findings.append(DayFindingRow("Law 77", "par", venue, words, table, analysis.board))
    return findings
