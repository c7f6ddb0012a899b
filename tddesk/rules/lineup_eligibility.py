"""H5, T1-T3, T5 (P3): the four players of one half, judged against the team's roster and its
earlier line-ups (docs/rules.md). A 7th/8th member without dispensation or an unpaid member is an
unauthorised player; the roster itself is judged by ``eligibility.check_team``."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterable, Sequence

from tddesk.rules.eligibility import Roster, player_params
from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.profile import Profile

# A team fields two pairs, one at each table: four players per half (bridge itself, not a season number).
PLAYERS_PER_LINEUP = 4

UNAUTHORISED_CODES = frozenset({"unauthorised_unpaid", "unauthorised_no_dispensation"})


def team_members(lineups_in_order: Iterable[Sequence[str]]) -> tuple[str, ...]:
    """T3: everyone who has played a half for the team, in the order they first played (within
    one half, in line-up order)."""
    members: dict[str, None] = {}
    for lineup in lineups_in_order:
        for mid in lineup:
            members.setdefault(mid, None)
    return tuple(members)


def ordinary_players(lineups_in_order: Iterable[Sequence[str]], profile: Profile) -> tuple[str, ...]:
    """T3: the first six players to play a half are the team's ordinary players (S p.10:
    A-B-C-D then A-B-G-H gives A-B-C-D-G-H)."""
    return team_members(lineups_in_order)[: profile.teams.max_players]


def lineup_findings(
    lineup: Sequence[str],
    roster: Roster,
    profile: Profile,
    earlier_lineups: Iterable[Sequence[str]] = (),
) -> tuple[Finding, ...]:
    """H5, T1, T2, T3, T5 (P3): the line-up of one half, given the team's earlier line-ups in
    playing order.

    Errors: not exactly four players, a player listed twice (H5), a player not on the roster (T2),
    a ninth team member (T1). Unauthorised players (P3), as warnings with a code in
    ``UNAUTHORISED_CODES``: a 7th or 8th member (T3 order) without dispensation (T1), an unpaid
    member (T5).
    """
    findings: list[Finding] = []
    if len(lineup) != PLAYERS_PER_LINEUP:
        findings.append(
            Finding(
                "H5",
                "lineup_size",
                Severity.ERROR,
                QT_TRANSLATE_NOOP("Rules", "The line-up has {count} players; exactly {required} play each half"),
                {"count": len(lineup), "required": PLAYERS_PER_LINEUP},
            )
        )
    by_mid = {player.mid: player for player in roster.players}
    counts = Counter(lineup)
    members = team_members((*earlier_lineups, lineup))
    rules = profile.teams
    for mid in dict.fromkeys(lineup):
        player = by_mid.get(mid)
        who = player_params(player) if player else {"name": mid, "mid": mid}
        if counts[mid] > 1:
            findings.append(
                Finding(
                    "H5",
                    "lineup_duplicate_player",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP("Rules", "{name} ({mid}) is in the line-up more than once"),
                    who,
                )
            )
        if player is None:
            findings.append(
                Finding(
                    "T2",
                    "lineup_unknown_player",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP(
                        "Rules", "Player {mid} is not on the team's list; register name, club and membership first"
                    ),
                    who,
                )
            )
        position = members.index(mid) + 1
        if position > rules.max_players_with_dispensation:
            findings.append(
                Finding(
                    "T1",
                    "lineup_too_many_members",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{name} ({mid}) would be member number {position}; a team never has more than {maximum}",
                    ),
                    {**who, "position": position, "maximum": rules.max_players_with_dispensation},
                )
            )
        elif position > rules.max_players and not (player and player.has_dispensation):
            findings.append(
                Finding(
                    "T1",
                    "unauthorised_no_dispensation",
                    Severity.WARNING,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{name} ({mid}) is member number {position} without the "
                        "committee's dispensation: an unauthorised player (P3)",
                    ),
                    {**who, "position": position},
                )
            )
        if player is not None and not player.membership_paid:
            findings.append(
                Finding(
                    "T5",
                    "unauthorised_unpaid",
                    Severity.WARNING,
                    QT_TRANSLATE_NOOP(
                        "Rules", "{name} ({mid}) has not paid the membership fee: an unauthorised player (P3)"
                    ),
                    who,
                )
            )
    return tuple(findings)


def dispensation_covers(granted_on: dt.date | None, played_on: dt.date | None) -> bool:
    """T1 (interpretation): a dispensation covers a match only if granted on or before the match's
    date; one granted afterwards leaves the 7th/8th player unauthorised (P3) in that match. A
    dispensation or a match without a recorded date cannot be judged and counts as covering it."""
    return granted_on is None or played_on is None or granted_on <= played_on


def unauthorised_mids(findings: Iterable[Finding]) -> tuple[str, ...]:
    """P3, T1, T5: the players a half's findings mark as unauthorised, each once, in order."""
    return tuple(dict.fromkeys(finding.params["mid"] for finding in findings if finding.code in UNAUTHORISED_CODES))
