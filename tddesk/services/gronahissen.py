"""S5: SM Lag Veteran's Gröna Hissen — round-by-round Swiss pairing in the file, undoable.

Round 1 is drawn among the teams that start in round 1; each later round is paired from the
standings once every match of the previous round has its result (late starters join in their
start round and carry over 11.00 VP per missed round, shown in the standings). The stage's repeat
policy (or the profile's) decides how repeat opponents are treated.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import counted, translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import Exclusion, Match, Round
from tddesk.rules import swiss
from tddesk.rules.scoring import match_state, stage_standings
from tddesk.rules.stage_kinds import StageKind
from tddesk.rules.veteran import veteran_format
from tddesk.services.errors import message
from tddesk.services.stage_facts import load_stage_facts
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament

GRONA_HISSEN_ROUNDS = 8


@dataclass(frozen=True)
class PairedRound:
    number: int
    matches: tuple[tuple[TeamId, TeamId], ...]
    bye: TeamId | None
    repeats: tuple[frozenset[str], ...]


def is_gronahissen(stage) -> bool:
    return stage.kind == StageKind.SM_VETERAN and veteran_format(max(2, len(stage.entries))).kind == "gronahissen"


def pair_next_round(tournament: Tournament, stage_id: StageId, rng: random.Random | None = None) -> Change:
    """S5: pair the next Gröna Hissen round (round 1 drawn); ``Change.value`` is a PairedRound."""
    profile = tournament.profile
    with tournament.action("pair_swiss_round", stage_id) as (session, record):
        stage = get_stage(session, stage_id)
        if not is_gronahissen(stage):
            raise message(
                translate("Swiss", "{name} is not a Gröna Hissen stage: SM Lag Veteran with more than 16 teams (S5)."),
                name=stage.name,
            )
        number = len(stage.rounds) + 1
        if number > GRONA_HISSEN_ROUNDS:
            raise message(
                translate("Swiss", "Gröna Hissen has {rounds} rounds; all are paired."), rounds=GRONA_HISSEN_ROUNDS
            )
        excluded = set(session.scalars(select(Exclusion.team_id).where(Exclusion.stage_id == stage_id)))
        present = [
            entry.team_id
            for entry in stage.entries
            if (entry.start_round or 1) <= number and entry.team_id not in excluded
        ]
        policy = stage.repeat_policy or (profile.sm.swiss_repeat_policy if profile.sm else "avoid")
        if number == 1:
            stage.boards_per_match, stage.halves = veteran_format(len(stage.entries)).boards, 1  # 7 boards
            paired = swiss.draw_first_round(present, rng or random.SystemRandom())
        else:
            facts = load_stage_facts(session, stage_id, profile)
            unfinished = [
                m
                for m in facts.matches
                if m.round == number - 1
                and match_state(m, facts.halves) != "finished"
                and m.id not in {match_id for match_id, _ in facts.walkovers}
            ]
            if unfinished:
                raise message(
                    counted(
                        len(unfinished),
                        translate(
                            "Swiss",
                            "Round {round} still has 1 match without a result; "
                            "pair the next round when it is complete.",
                        ),
                        translate(
                            "Swiss",
                            "Round {round} still has {count} matches without a result; "
                            "pair the next round when it is complete.",
                        ),
                    ),
                    round=number - 1,
                    count=len(unfinished),
                )
            ranked = [row.team for row in stage_standings(facts, profile).rows if row.team in present]
            met = [(m.home, m.away) for m in facts.matches]
            had_bye = [team for _, team in facts.byes]
            homes = dict(Counter(m.home for m in facts.matches))
            try:
                paired = swiss.pair_round(ranked, met, had_bye, homes, policy)
            except swiss.SwissPairingError:
                raise message(
                    translate(
                        "Swiss",
                        "Round {round} cannot be paired without repeat opponents; "
                        "set the repeat policy to avoid to allow the fewest repeats.",
                    ),
                    round=number,
                ) from None
        row = Round(stage_id=stage_id, number=number, bye_team_id=paired.bye)
        for position, pairing in enumerate(paired.matches, start=1):
            row.matches.append(
                Match(
                    id=f"{stage_id}-r{number}-m{position}",
                    stage_id=stage_id,
                    home_team_id=pairing.home,
                    away_team_id=pairing.away,
                    position=position,
                )
            )
        stage.rounds.append(row)
        bye = TeamId(paired.bye) if paired.bye is not None else None
        matches = tuple((TeamId(m.home), TeamId(m.away)) for m in paired.matches)
        result = PairedRound(number, matches, bye, paired.repeats)
        record.after = {
            "round": number,
            "matches": [list(pair) for pair in result.matches],
            "bye": paired.bye,
            "repeats": [sorted(pair) for pair in paired.repeats],
        }
        record.value = result
    return record.change


def unpair_last_round(tournament: Tournament, stage_id: StageId) -> Change:
    """Remove the last paired round while it has no results (to pair it again)."""
    with tournament.action("unpair_swiss_round", stage_id) as (session, record):
        stage = get_stage(session, stage_id)
        if not stage.rounds:
            raise message(translate("Swiss", "No round is paired yet."))
        last = stage.rounds[-1]
        if any(match.halves for match in last.matches):
            raise message(
                translate("Swiss", "Round {round} has results; it can no longer be removed."), round=last.number
            )
        record.before = {"round": last.number}
        stage.rounds.remove(last)
    return record.change
