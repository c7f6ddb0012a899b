"""The TD's checks of a central day on what the Bridgemates sent (docs/bws.md, "The TD's checks of
the day"): results far from the deal's par when the field is near it, and a venue's results on a
board that fit another board's deal better — a fouled or misboarded board. Scores are Law 77's, the
differences IMPs. Pure: the results come in, the suspicions go out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from tddesk.rules.boards import imps

FAR_IMPS = 10  # a result this many IMPs from par is far from it …
NEAR_IMPS = 3  # … when the rest of the field is on average this near
FOULED_MARGIN_IMPS = 3  # a board may fit another deal when it is this many IMPs a table closer to it …


@dataclass(frozen=True)
class Fouled:
    """A venue whose results on ``board`` fit the field's results on ``fits`` better."""

    venue: str
    board: int
    fits: int
    own_imps: float  # average IMPs a table from the rest of the field on the board
    fit_imps: float  # average IMPs a table from the field on ``fits``


TRICKS_MARGIN = 1.5  # … and its tricks are this many a table nearer the other deal's double-dummy tricks


def fits_other_deal(
    results: Sequence[tuple[str, str, int]],
    own_tricks: Callable[[str, str], int],
    other_tricks: Callable[[str, str], int],
) -> bool:
    """Whether the venue's results — (declarer, strain, tricks taken) — are ``TRICKS_MARGIN``
    tricks a table nearer the other board's double-dummy tricks than their own board's
    (``own_tricks(seat, strain)``, ``other_tricks(seat, strain)``)."""
    if not results:
        return False
    own = sum(abs(tricks - own_tricks(seat, strain)) for seat, strain, tricks in results) / len(results)
    other = sum(abs(tricks - other_tricks(seat, strain)) for seat, strain, tricks in results) / len(results)
    return own >= other + TRICKS_MARGIN


def far_from_par(score: int, par: int, others: Sequence[int]) -> bool:
    """A Law 77 score ``FAR_IMPS`` or more from par while the other tables' scores are on average
    within ``NEAR_IMPS`` of it (a field that is far from par says the par is no guide)."""
    if abs(imps(score - par)) < FAR_IMPS or not others:
        return False
    return sum(abs(imps(other - par)) for other in others) / len(others) <= NEAR_IMPS


def _distance(scores: Sequence[int], field: Sequence[int]) -> float:
    """Average IMPs from each score to the nearest score of the field."""
    return sum(min(abs(imps(score - other)) for other in field) for score in scores) / len(scores)


def fouled_boards(
    scores: Mapping[tuple[str, int], Sequence[int]], boards_together: Sequence[Sequence[int]]
) -> list[Fouled]:
    """Per venue and board (``scores``: (venue, board) → NS scores), a board whose scores fit the
    other venues' scores on another board of the same round and half (``boards_together``) better
    by ``FOULED_MARGIN_IMPS`` a table than those on its own board."""
    found = []
    venues = sorted({venue for venue, _board in scores})
    for group in boards_together:
        for venue in venues:
            for board in group:
                own = scores.get((venue, board), ())
                field = [s for other in venues if other != venue for s in scores.get((other, board), ())]
                if not own or not field:
                    continue
                own_distance = _distance(own, field)
                best = None
                for candidate in group:
                    if candidate == board:
                        continue
                    others = [s for other in venues if other != venue for s in scores.get((other, candidate), ())]
                    if others and (best is None or _distance(own, others) < best[1]):
                        best = (candidate, _distance(own, others))
                if best is not None and best[1] + FOULED_MARGIN_IMPS <= own_distance:
                    found.append(Fouled(venue, board, best[0], round(own_distance, 1), round(best[1], 1)))
    return found
