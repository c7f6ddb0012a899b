"""Double-dummy tricks and par of a deal, by the DDS solver that ``endplay`` bundles.

``endplay`` is imported only when an analysis is asked for, and only the parts used
(``rules/endplay_parts.py``). The solver is deterministic, so each deal's analysis is
remembered for the life of the process (printing and publishing the same boards again is free).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tddesk.rules.contract import SEATS
from tddesk.rules.deals import Deal
from tddesk.rules.endplay_parts import endplay_module

STRAINS = ("NT", "S", "H", "D", "C")  # the order a hand record prints them
_BATCH = 25  # DDS solves at most this many tables per call


@dataclass(frozen=True)
class Analysis:
    """Tricks each declarer takes in each strain, and the par result from North-South's side."""

    board: int
    tricks: tuple[tuple[int, ...], ...]  # tricks[seat index][strain index], seats N E S W, STRAINS order
    par_score: int
    par_contracts: tuple[str, ...]  # e.g. ("4HW+1",), as DDS words them

    def tricks_for(self, seat: str, strain: str) -> int:
        return self.tricks[SEATS.index(seat)][STRAINS.index(strain)]


def _endplay_vulnerability(deal: Deal):
    vul = endplay_module("types").Vul
    return {"-": vul.none, "NS": vul.ns, "EW": vul.ew, "All": vul.both}[deal.vulnerability]


def _endplay_player(seat: str):
    return endplay_module("types").Player.find(seat)


def _strain_name(denom) -> str:
    return {"nt": "NT", "spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}[denom.name]


def _contract_text(contract) -> str:
    doubled = {"passed": "", "doubled": "X", "redoubled": "XX"}.get(contract.penalty.name, "")
    over = contract.result
    result = "=" if over == 0 else f"{over:+d}"
    return f"{contract.level}{_strain_name(contract.denom)}{doubled}{contract.declarer.abbr}{result}"


_remembered: dict[tuple[int, str], Analysis] = {}
# DDS solves one call at a time: a worker thread still finishing a cancelled analysis and a new
# one would otherwise enter it together (and crash the program).
_SOLVER = threading.Lock()


def analyse(deal: Deal) -> Analysis:
    """The double-dummy analysis of one deal."""
    return analyse_all([deal])[0]


def analyse_all(deals: Sequence[Deal], progress: Callable[[int, int], bool] | None = None) -> list[Analysis]:
    """Analyses of many deals in their order, solved in batches (deals solved before are not solved
    again); ``progress(done, total)`` returning False stops early, and the analyses so far are
    returned."""
    missing = [deal for deal in dict.fromkeys(deals) if (deal.board, deal.pbn()) not in _remembered]
    done = len(deals) - len(missing)
    if missing:
        dds, endplay_types = endplay_module("dds"), endplay_module("types")
        denom = endplay_types.Denom

        for start in range(0, len(missing), _BATCH):
            batch = missing[start : start + _BATCH]
            with _SOLVER:
                tables = dds.calc_all_tables([endplay_types.Deal(deal.pbn()) for deal in batch])
            for deal, table in zip(batch, tables, strict=True):
                tricks = tuple(
                    tuple(
                        table[denom.find(strain if strain != "NT" else "N"), _endplay_player(seat)]
                        for strain in STRAINS
                    )
                    for seat in SEATS
                )
                best = dds.par(table, _endplay_vulnerability(deal), _endplay_player(deal.dealer))
                _remembered[(deal.board, deal.pbn())] = Analysis(
                    deal.board, tricks, best.score, tuple(_contract_text(c) for c in best)
                )
            done += len(batch)
            if progress is not None and progress(min(done, len(deals)), len(deals)) is False:
                break
    return [_remembered[key] for key in ((deal.board, deal.pbn()) for deal in deals) if key in _remembered]
