"""The site's fixed texts, through the catalogue like every other text (context "Site").

Templates read them as ``t.<name>``; keeping them here, not in the templates, is what lets
``scripts/update_translations.py`` collect them.
"""
from __future__ import annotations

from tddesk.i18n import translate


def labels() -> dict[str, str]:
    return {
        "skip": translate("Site", "Skip to the content"),
        "championship": translate("Site", "Championship"),
        "stages": translate("Site", "Stages"),
        "stage": translate("Site", "Stage"),
        "kind": translate("Site", "Kind"),
        "teams": translate("Site", "Teams"),
        "standings": translate("Site", "Standings"),
        "standings_so_far": translate("Site", "Standings after the results entered so far"),
        "final_standings": translate("Site", "Final standings"),
        "rounds": translate("Site", "Rounds"),
        "round": translate("Site", "Round"),
        "crosstable": translate("Site", "Cross-table"),
        "rulings": translate("Site", "Rulings"),
        "no_rulings": translate("Site", "No rulings in this stage."),
        "rank": translate("Site", "Rank"),
        "team": translate("Site", "Team"),
        "played": translate("Site", "Played"),
        "byes": translate("Site", "Byes"),
        "imps_won": translate("Site", "IMP won"),
        "imps_lost": translate("Site", "IMP lost"),
        "quotient": translate("Site", "IMP quotient"),
        "penalty_vp": translate("Site", "Penalty VP"),
        "vp": translate("Site", "VP"),
        "decided_by": translate("Site", "Decided by (H8)"),
        "penalties": translate("Site", "Penalties (P6)"),
        "reason": translate("Site", "Reason"),
        "home": translate("Site", "Home"),
        "away": translate("Site", "Away"),
        "imp": translate("Site", "IMP"),
        "imp_half": translate("Site", "IMP half {half}"),
        "imp_total": translate("Site", "IMP total"),
        "result": translate("Site", "Result"),
        "state": translate("Site", "State"),
        "lineups": translate("Site", "Line-ups"),
        "player": translate("Site", "Player"),
        "mid": translate("Site", "MID"),
        "unauthorised": translate("Site", "unauthorised player (P3)"),
        "bye": translate("Site", "Bye: {team}"),
        "no_matches": translate("Site", "No matches in this round."),
        "rule": translate("Site", "Rule"),
        "ruling": translate("Site", "Ruling"),
        "match": translate("Site", "Match"),
        "date": translate("Site", "Date"),
        "total": translate("Site", "Total"),
        "home_page": translate("Site", "All stages"),
        "no_stages": translate("Site", "The championship has no stages yet."),
        "results_of_round": translate("Site", "Results, round {round}"),
        "made_with": translate("Site", "Published with tddesk."),
        "navigation": translate("Site", "Pages of the stage"),
        "round_navigation": translate("Site", "Rounds of the stage"),
    }
