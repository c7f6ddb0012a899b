"""T1-T6: who may play for a team — team size, district, one team per player, membership, age.

A roster lists the team's players in the order they became members (T3: by first half played,
see ``lineup_eligibility.team_members``), or in registration order before the team has played;
players beyond the sixth in that order are the 7th and 8th players, who need the committee's
dispensation (T1). ``check_team`` judges a roster; ``lineup_eligibility`` judges one half's four.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Literal

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.profile import Profile

AgeClass = Literal["junior", "veteran"]


@dataclass(frozen=True, kw_only=True)
class Player:
    mid: str
    name: str
    district: str  # the district of the club the player represents (T2)
    membership_paid: bool  # T5
    birth_year: int | None = None  # T6; unknown → no age class
    has_dispensation: bool = False  # T1: committee's dispensation to be the 7th or 8th player


@dataclass(frozen=True)
class Roster:
    team: str
    players: tuple[Player, ...]  # in membership order (T3), else registration order
    district_dispensation: bool = False  # T2: committee allowed a minority of district players


@dataclass(frozen=True)
class EligibilityContext:
    district: str  # the championship's district, e.g. "ÖMBF"
    season_start_year: int  # T6: ages count in this calendar year (2016 for 2016-17)
    other_team_by_mid: Mapping[str, str] = field(default_factory=dict, hash=False)  # T4

    def __post_init__(self) -> None:
        # a read-only copy, so the frozen context cannot change behind a caller's back
        object.__setattr__(self, "other_team_by_mid", MappingProxyType(dict(self.other_team_by_mid)))

    @classmethod
    def for_profile(cls, profile: Profile, other_team_by_mid: Mapping[str, str] | None = None) -> EligibilityContext:
        """T2, T4, T6: the context of the profile's own championship — its district and season."""
        return cls(profile.profile.district, profile.profile.season_start_year, other_team_by_mid or {})


@dataclass(frozen=True)
class AgeSummary:
    players: int
    juniors: int
    veterans: int
    unknown: int  # no birth year recorded
    junior_team: bool  # every player a junior
    veteran_team: bool  # every player a veteran


class EligibilityStatus(Enum):
    OK = "ok"  # no warnings or errors (information only)
    WARNINGS = "warnings"  # allowed, with something the TD should know
    REFUSED = "refused"  # at least one error


@dataclass(frozen=True)
class EligibilitySummary:
    status: EligibilityStatus
    sm_places_only: bool  # T2: no DM title, DM plaques or DM bonus
    errors: int
    warnings: int


def age_class(birth_year: int | None, season_start_year: int, profile: Profile) -> AgeClass | None:
    """T6: "junior" up to and including the calendar year of the 25th birthday, "veteran" from the
    calendar year of the 60th; None otherwise or without a birth year. The calendar year is the one
    the season starts in (2016 for 2016-17), so a class holds for the whole season."""
    if birth_year is None:
        return None
    age_this_year = season_start_year - birth_year
    if age_this_year <= profile.teams.junior_max_age:
        return "junior"
    if age_this_year >= profile.teams.veteran_min_age:
        return "veteran"
    return None


def age_summary(players: Iterable[Player], season_start_year: int, profile: Profile) -> AgeSummary:
    """T6: how many juniors and veterans a team has, and whether it is a junior or veteran team."""
    distinct = _distinct(players)
    classes = [age_class(player.birth_year, season_start_year, profile) for player in distinct]
    counts = Counter(classes)
    unknown = sum(1 for player in distinct if player.birth_year is None)
    return AgeSummary(
        players=len(classes),
        juniors=counts["junior"],
        veterans=counts["veteran"],
        unknown=unknown,
        junior_team=bool(classes) and counts["junior"] == len(classes),
        veteran_team=bool(classes) and counts["veteran"] == len(classes),
    )


def check_team(roster: Roster, context: EligibilityContext, profile: Profile) -> tuple[Finding, ...]:
    """T1, T2, T4, T5, T6: everything about a roster the TD must know before the team plays."""
    players = _distinct(roster.players)
    findings: list[Finding] = []
    findings += _duplicates(roster.players)
    findings += _team_size(players, profile)
    findings += _district(players, roster.district_dispensation, context.district)
    for player in players:
        other_team = context.other_team_by_mid.get(player.mid)
        if other_team is not None and other_team != roster.team:
            findings.append(
                Finding(
                    "T4",
                    "player_in_other_team",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP("Rules", "{name} ({mid}) already plays for team {team}"),
                    {"name": player.name, "mid": player.mid, "team": other_team},
                )
            )
    for player in players:
        if not player.membership_paid:
            findings.append(
                Finding(
                    "T5",
                    "membership_unpaid",
                    Severity.WARNING,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{name} ({mid}) has not paid the membership fee; if fielded, an unauthorised player (P3)",
                    ),
                    player_params(player),
                )
            )
    ages = age_summary(players, context.season_start_year, profile)
    if ages.junior_team:
        findings.append(
            Finding(
                "T6",
                "junior_team",
                Severity.INFO,
                QT_TRANSLATE_NOOP("Rules", "All {count} players are juniors: a junior team"),
                {"count": ages.players},
            )
        )
    if ages.veteran_team:
        findings.append(
            Finding(
                "T6",
                "veteran_team",
                Severity.INFO,
                QT_TRANSLATE_NOOP("Rules", "All {count} players are veterans: a veteran team"),
                {"count": ages.players},
            )
        )
    return tuple(findings)


def _team_size(players: Sequence[Player], profile: Profile) -> list[Finding]:
    rules = profile.teams
    count = len(players)
    if count < rules.min_players:
        return [
            Finding(
                "T1",
                "too_few_players",
                Severity.ERROR,
                QT_TRANSLATE_NOOP("Rules", "The team has {count} players; at least {minimum} are required"),
                {"count": count, "minimum": rules.min_players},
            )
        ]
    findings = []
    if count > rules.max_players_with_dispensation:
        findings.append(
            Finding(
                "T1",
                "too_many_players",
                Severity.ERROR,
                QT_TRANSLATE_NOOP("Rules", "The team has {count} players; never more than {maximum}"),
                {"count": count, "maximum": rules.max_players_with_dispensation},
            )
        )
    extras = players[rules.max_players : rules.max_players_with_dispensation]
    for position, player in enumerate(extras, start=rules.max_players + 1):
        if player.has_dispensation:
            findings.append(
                Finding(
                    "T1",
                    "extra_player_with_dispensation",
                    Severity.INFO,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{name} ({mid}) is player number {position} by dispensation, not allowed in the SM "
                        "Lag semifinal or final",
                    ),
                    {**player_params(player), "position": position},
                )
            )
        else:
            findings.append(
                Finding(
                    "T1",
                    "extra_player_without_dispensation",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{name} ({mid}) is player number {position}; a 7th or 8th player needs the "
                        "committee's dispensation",
                    ),
                    {**player_params(player), "position": position},
                )
            )
    return findings


def _district(players: Sequence[Player], dispensation: bool, district: str) -> list[Finding]:
    findings = []
    outsiders = [player for player in players if player.district != district]
    if outsiders:
        findings.append(
            Finding(
                "T2",
                "sm_places_only",
                Severity.INFO,
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{players} represent clubs outside {district}: the team plays only for SM places (no DM "
                    "title, DM plaques or DM bonus)",
                ),
                {"players": ", ".join(f"{player.name} ({player.mid})" for player in outsiders), "district": district},
            )
        )
        counts = Counter(player.district for player in outsiders)
        home = len(players) - len(outsiders)
        # the largest other district; on a tie the alphabetically first, so the message is stable
        other, other_count = min(counts.items(), key=lambda item: (-item[1], item[0]))
        if other_count > home and not dispensation:
            findings.append(
                Finding(
                    "T2",
                    "district_minority",
                    Severity.WARNING,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{home} players from {district} but {count} from {other}: the team needs the "
                        "committee's dispensation to qualify here",
                    ),
                    {"home": home, "district": district, "count": other_count, "other": other},
                )
            )
    return findings


def _duplicates(players: Sequence[Player]) -> list[Finding]:
    counts = Counter(player.mid for player in players)
    return [
        Finding(
            "T1",
            "duplicate_player",
            Severity.ERROR,
            QT_TRANSLATE_NOOP("Rules", "{name} ({mid}) is listed more than once"),
            player_params(player),
        )
        for player in _distinct(players)
        if counts[player.mid] > 1
    ]


def eligibility_summary(findings: Iterable[Finding]) -> EligibilitySummary:
    """T1-T6: one status for a team's findings — refused on any error, else warnings, else ok —
    and whether it plays only for SM places (T2)."""
    findings = list(findings)
    errors = sum(1 for finding in findings if finding.severity is Severity.ERROR)
    warnings = sum(1 for finding in findings if finding.severity is Severity.WARNING)
    status = EligibilityStatus.REFUSED if errors else EligibilityStatus.WARNINGS if warnings else EligibilityStatus.OK
    return EligibilitySummary(
        status=status,
        errors=errors,
        warnings=warnings,
        sm_places_only=any(finding.code == "sm_places_only" for finding in findings),
    )


def _distinct(players: Iterable[Player]) -> list[Player]:
    """Players by MID, the first entry of each kept."""
    first: dict[str, Player] = {}
    for player in players:
        first.setdefault(player.mid, player)
    return list(first.values())


def player_params(player: Player) -> dict[str, str]:
    return {"name": player.name, "mid": player.mid}
