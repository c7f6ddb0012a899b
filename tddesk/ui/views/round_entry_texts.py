"""The words of the round grid's state cell and its tooltip (VP1, H5, W2), in the grid's translation
context."""

from __future__ import annotations

from tddesk.i18n import translate
from tddesk.services.round_results import MatchRow


def state_text(match: MatchRow) -> str:
    """The state cell: finished, after half 1 … and which team has no line-up (H5)."""
    state = {
        "walkover": translate("RoundEntryModel", "W.O."),
        "finished": translate("RoundEntryModel", "Finished"),
        "after_first_half": translate("RoundEntryModel", "After half 1"),
    }.get(match.state) or translate("RoundEntryModel", "Not started")
    if match.lineups_missing and match.state != "walkover":
        teams = ", ".join(dict.fromkeys(team for _half, team in match.lineups_missing))
        state = translate("RoundEntryModel", "{state}; no line-up: {teams}").format(state=state, teams=teams)
    return state


def lineups_missing_text(match: MatchRow) -> str | None:
    """H5 in words: which team has no line-up for which half, and what to do about it."""
    if not match.lineups_missing or match.state == "walkover":
        return None
    lines = [
        translate(
            "RoundEntryModel", "{team} has no line-up for half {half}: choose its four players below and save them."
        ).format(team=team, half=half)
        for half, team in match.lineups_missing
    ]
    return "\n".join(lines)


def state_tooltip(match: MatchRow, draft: bool) -> str | None:
    """The state cell's tooltip: why a match counts for nobody, who gave a walkover, a draft, H5."""
    if match.struck:
        return translate(
            "RoundEntryModel", "Struck: a team of this match is excluded, so the result counts for nobody."
        )
    if match.state == "walkover":
        by = match.home_name if match.walkover_by == match.home else match.away_name
        return translate("RoundEntryModel", "Walkover given by {team} (W2).").format(team=by)
    if draft:
        return translate("RoundEntryModel", "Typed, not saved yet: type the other team's IMPs of the half too.")
    return lineups_missing_text(match)
