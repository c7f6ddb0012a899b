"""What a TD types for a penalty ruling, checked before anything is written (P1, P2, P6): minutes
as typed (``6``, ``5:20``), a share of a table's delay, a committee's VP and reason. Each refusal says
what is wrong in words; ``services/rulings.py`` records the ruling."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from tddesk.i18n import translate
from tddesk.rules import entry_limits as limits
from tddesk.rules import penalties as penalty_rules
from tddesk.rules.penalties import PenaltyInputError
from tddesk.services.errors import ServiceError, message, refused


def parse_minutes(text: str, rule: str = "P2") -> int:
    """Minutes as a TD types them in a dialog or on the command line: ``6``, ``5:20`` or ``5,3`` —
    started minutes, so the last two are 6 (P1, P2); other text is refused in words."""
    minutes = limits.started_minutes(text)
    if minutes is None:
        raise refused([limits.minutes_text_problem(text, rule)])
    return minutes


def checked_minutes(value: object, *, at_least: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise message(
            translate("Rulings", "Minutes must be a whole number of 0 or more; '{value}' is not."), value=value
        )
    if value < at_least:
        raise message(translate("Rulings", "0 minutes is no delay: there is nothing to rule."))
    if value > limits.MAX_MINUTES and (problem := limits.minutes_problem(value, "P1/P2")) is not None:
        raise refused([problem])
    return value


def checked_share(value: object) -> Decimal:
    try:
        share = value if isinstance(value, Decimal) else Decimal(str(value).strip().replace(",", "."))
    except InvalidOperation:
        share = None
    if share is None or isinstance(value, bool) or not share.is_finite() or not 0 <= share <= 1:
        raise message(
            translate("Rulings", "A share of the delay is a number from 0 to 1 (0.5 for half); '{value}' is not."),
            value=value,
        )
    return share


def checked_committee(vp: object, reason: str | None) -> tuple[Decimal, str]:
    if not isinstance(vp, Decimal):
        try:
            vp = Decimal(str(vp).strip().replace(",", "."))
        except InvalidOperation:
            raise message(translate("Rulings", "'{vp}' is not a number of VP."), vp=vp) from None
    try:
        outcome = penalty_rules.committee_correction(vp, reason or "")
    except PenaltyInputError as error:
        raise ServiceError(error.finding.text(translate)) from None
    if outcome.vp < 0:
        raise message(
            translate(
                "Rulings",
                "A committee ruling deducts VP (0 or more); to give VP back, change or remove "
                "the ruling that took them.",
            )
        )
    if (problem := limits.committee_vp_problem(outcome.vp)) is not None:
        raise refused([problem])
    return outcome.vp, (reason or "").strip()
