"""A played result as typed (contract, declarer, result, lead) checked and turned into the columns
a board result stores; shared by the team and pairs entries and the imports (docs/boards.md)."""

from __future__ import annotations

from typing import Any

from tddesk.rules import contract as contract_rules
from tddesk.rules.boards import check_entry
from tddesk.rules.contract import BoardError


def parse_played(
    contract_text: str, declarer_text: str | None, result_text: str | int | None, lead: str | None = None
) -> dict[str, Any]:
    """The columns of a played result from what was typed; raises BoardError in words."""
    contract = contract_rules.parse_contract(contract_text)
    if contract.passed_out:
        return {"contract": "PASS", "declarer": None, "tricks": None, "lead": None}
    declarer = contract_rules.parse_seat(declarer_text or "")
    if result_text is None or str(result_text).strip() == "":
        raise BoardError(
            contract_rules.QT_TRANSLATE_NOOP("Rules", "{contract} needs a result (=, +1, -2 or the tricks taken)."),
            contract=contract.text(),
        )
    tricks = contract_rules.parse_tricks(contract, result_text)
    check_entry(contract, declarer, tricks)
    return {"contract": contract.text(), "declarer": declarer, "tricks": tricks, "lead": _lead(lead)}


def _lead(text: str | None) -> str | None:
    written = (text or "").strip()
    value = written.upper().replace("10", "T")
    if not value:
        return None
    if len(value) != 2 or value[0] not in "SHDC" or value[1] not in "AKQJT98765432":
        raise BoardError(
            contract_rules.QT_TRANSLATE_NOOP(
                "Rules", "'{text}' is not a card; write the lead as suit and rank, e.g. SK, H7, DT."
            ),
            text=written,
        )
    return value
