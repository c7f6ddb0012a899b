"""Planning a heat merge (``tddesk.imports.merge``): the source's clubs, players, teams and stage
in the championship file's ids, with a Conflict for every clash and how it is resolved.

Pure over the source document and an index of the file, so the preview and the merge itself
plan exactly the same way.
"""

from __future__ import annotations

import re

from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.services.ids import slug
from tddesk.services.players import normalised_name

# How a conflict is resolved (``merge.Conflict.resolution``).
REFUSE = "refuse"
KEEP_EXISTING = "keep_existing"  # the championship's record is kept
REUSE_TEAM = "reuse_team"  # the heat's results go to the file's team with the same players
RENAME_ID = "rename_id"  # a new team (or the stage) gets a free id
RENAME_TEAM = "rename_team"  # a new team gets another name

# What the TD reads in the preview, one template per kind of conflict and resolution.
CLUB_DISTRICT = QT_TRANSLATE_NOOP(
    "Merge", "The club {club} is in {district} in this file but in {given} in the source; this file's district is kept."
)
MID_REFUSED = QT_TRANSLATE_NOOP(
    "Merge",
    "MID {mid} is {known} in this file but {given} in the source. Correct the MID or the name in one of the files.",
)
MID_SPELLING = QT_TRANSLATE_NOOP(
    "Merge", "MID {mid} is spelled {given} in the source; this file's spelling {known} is kept."
)
PLAYER_DETAILS = QT_TRANSLATE_NOOP(
    "Merge", "{known} ({mid}) has another {fields} in the source; this file's record is kept."
)
TEAM_REUSED = QT_TRANSLATE_NOOP(
    "Merge", "{team} has the same players as {existing} ({id}) in this file; the heat is entered for that team."
)
TEAM_IN_OTHER_STAGE = QT_TRANSLATE_NOOP(
    "Merge", "{existing} already plays in {stage} in this file and cannot play in a second stage of that kind."
)
TEAM_ID_TAKEN = QT_TRANSLATE_NOOP(
    "Merge", "The id {id} is taken in this file; the source's team {team} gets the id {new}."
)
TEAM_NAME_TAKEN = QT_TRANSLATE_NOOP(
    "Merge",
    "There is already a team called {team} in this file, with other players; the source's team is called {new}.",
)
PLAYER_IN_TWO_TEAMS = QT_TRANSLATE_NOOP(
    "Merge",
    "{player} ({mid}) plays for {existing} in this file and for {team} in the source; a player plays for one "
    "team only (T4).",
)
STAGE_MERGED = QT_TRANSLATE_NOOP(
    "Merge", "{stage} ({id}) is already in this file; was it merged before? Undo that merge first."
)
STAGE_ID_TAKEN = QT_TRANSLATE_NOOP(
    "Merge", "The id {id} is the stage {existing} in this file; {stage} gets the id {new}."
)


def free_ids(wanted: list[str], taken: set[str]) -> dict[str, str]:
    """Each wanted id as it is when the file does not use it, else a free one that is neither in the
    file nor wanted by another (so t5 stays t5 when only t1-t4 are taken)."""
    used = taken | set(wanted)
    return {name: name if name not in taken else free_id(name, used) for name in wanted}


def free_id(wanted: str, used: set[str]) -> str:
    """``wanted`` if free, else the next free number in its pattern (t3 → t7) or ``wanted-2``, …;
    the id returned is added to ``used``."""
    if wanted not in used:
        found = wanted
    elif numbered := re.fullmatch(r"(.*?)(\d+)", wanted):
        number = 1
        while f"{numbered.group(1)}{number}" in used:
            number += 1
        found = f"{numbered.group(1)}{number}"
    else:
        number = 2
        while f"{wanted}-{number}" in used:
            number += 1
        found = f"{wanted}-{number}"
    used.add(found)
    return found


def name_key(name: str) -> str:
    """Names compared as the program compares them elsewhere: case and spacing do not count."""
    return normalised_name(name)


def same_spelling(first: str, second: str) -> bool:
    """Names that differ only in accents, case, spacing or punctuation ("Åsa Ek-Holm" / "asa ek holm")."""
    return slug(first) == slug(second)


def needed_mids(document: dict, stage: dict) -> list[str]:
    """The players the heat brings: its teams' rosters and captains, its line-ups, its P3 rulings."""
    teams = {team["id"]: team for team in document["teams"]}
    mids: list[str] = []
    for team_id in stage["teams"]:
        mids += teams[team_id]["players"] + [teams[team_id]["captain"]]
    for round_ in stage["rounds"]:
        for match in round_["matches"]:
            for half in match["halves"]:
                mids += half["home_lineup"] + half["away_lineup"]
    mids += [penalty.get("mid") for penalty in stage["penalties"]]
    in_document = {player["mid"] for player in document["players"]}
    return [mid for mid in dict.fromkeys(mids) if mid in in_document]


def plan_people(plan) -> None:
    """Clubs and players: known ones are reused (differences shown), new ones added."""
    index, stage = plan.index, plan.source_stage
    mids = set(needed_mids(plan.document, stage))
    players = [player for player in plan.document["players"] if player["mid"] in mids]
    organiser_club = (stage.get("organiser") or {}).get("club")
    wanted = {player["club"] for player in players if player["club"]} | ({organiser_club} - {None})
    new_clubs = []
    for club in plan.document["clubs"]:
        if club["id"] not in wanted:
            continue
        same_id = index.clubs.get(club["id"])
        if same_id is not None and name_key(same_id.name) == name_key(club["name"]):
            target = club["id"]
        else:
            target = index.club_by_name.get(name_key(club["name"]))
        if target is None:
            new_clubs.append(club)
            continue
        if index.clubs[target].district != club["district"]:
            plan.add_conflict(
                "club_district",
                club["name"],
                KEEP_EXISTING,
                CLUB_DISTRICT,
                club=club["name"],
                district=index.clubs[target].district,
                given=club["district"],
            )
        plan.club_ids[club["id"]] = target
    plan.club_ids.update(free_ids([club["id"] for club in new_clubs], set(index.clubs)))
    for player in players:
        club = plan.club_ids.get(player["club"]) if player["club"] else None
        known = index.players.get(player["mid"])
        if known is None:
            plan.players.append({**player, "club": club})
            continue
        plan.known_players += 1
        _compare_player(plan, player, known, club)
    # Only clubs that a new player or the organiser refers to are added.
    referred = {player["club"] for player in plan.players} | {plan.club_ids.get(organiser_club)}
    plan.clubs = [
        {**club, "id": plan.club_ids[club["id"]]} for club in new_clubs if plan.club_ids[club["id"]] in referred
    ]


def _compare_player(plan, player: dict, known, club: str | None) -> None:
    values = {"mid": player["mid"], "known": known.name, "given": player["name"]}
    if name_key(known.name) != name_key(player["name"]):
        if not same_spelling(known.name, player["name"]):
            plan.add_conflict("mid_name", player["mid"], REFUSE, MID_REFUSED, **values)
            return
        plan.add_conflict("mid_name", player["mid"], KEEP_EXISTING, MID_SPELLING, **values)
    differences = []
    if club is not None and club != known.club_id:
        differences.append(translate("Merge", "club"))
    if player["birth_year"] is not None and player["birth_year"] != known.birth_year:
        differences.append(translate("Merge", "birth year"))
    if player["membership_paid"] != known.membership_paid:
        differences.append(translate("Merge", "membership fee paid"))
    if differences:
        plan.add_conflict(
            "player_details", player["mid"], KEEP_EXISTING, PLAYER_DETAILS, fields=", ".join(differences), **values
        )


def plan_teams(plan) -> None:
    """A team whose players all play for one team of the file is that team; any other is new."""
    index, stage = plan.index, plan.source_stage
    teams = {team["id"]: team for team in plan.document["teams"]}
    names = {player["mid"]: player["name"] for player in plan.document["players"]}
    reused = {}
    for team_id in stage["teams"]:
        owners = {index.team_of.get(mid) for mid in teams[team_id]["players"]}
        if teams[team_id]["players"] and len(owners) == 1 and None not in owners:
            reused[team_id] = owners.pop()
    ids = free_ids([team_id for team_id in stage["teams"] if team_id not in reused], set(index.teams))
    used_names = set(index.team_by_name)
    for team_id in stage["teams"]:
        team = teams[team_id]
        if team_id in reused:
            _reuse(plan, team, reused[team_id])
            continue
        target = plan.team_ids[team_id] = ids[team_id]
        if target != team_id:
            plan.add_conflict(
                "team_present", team["name"], RENAME_ID, TEAM_ID_TAKEN, id=team_id, team=team["name"], new=target
            )
        name = team["name"]
        if name_key(name) in used_names:
            name, number = f"{team['name']} ({stage['name']})", 2
            while name_key(name) in used_names:
                name, number = f"{team['name']} ({stage['name']} {number})", number + 1
            plan.add_conflict("team_name", team["name"], RENAME_TEAM, TEAM_NAME_TAKEN, team=team["name"], new=name)
        used_names.add(name_key(name))
        for mid in team["players"]:
            if mid in index.team_of:
                plan.add_conflict(
                    "player_in_two_teams",
                    mid,
                    REFUSE,
                    PLAYER_IN_TWO_TEAMS,
                    player=names.get(mid, mid),
                    mid=mid,
                    existing=index.teams[index.team_of[mid]],
                    team=team["name"],
                )
        plan.teams.append({**team, "id": target, "name": name})


def _reuse(plan, team: dict, target: str) -> None:
    index = plan.index
    plan.team_ids[team["id"]] = target
    plan.reused_teams += 1
    plan.add_conflict(
        "team_present",
        team["name"],
        REUSE_TEAM,
        TEAM_REUSED,
        team=team["name"],
        existing=index.teams[target],
        id=target,
    )
    for stage_id in index.stages_of.get(target, []):
        if index.stages[stage_id].kind == plan.source_stage["kind"]:
            plan.add_conflict(
                "team_in_other_stage",
                team["name"],
                REFUSE,
                TEAM_IN_OTHER_STAGE,
                existing=index.teams[target],
                stage=index.stages[stage_id].name,
            )


def plan_stage(plan) -> tuple[dict, list[dict]]:
    """The stage in the file's ids (free ids for its matches and penalties), and its audit entries."""
    index, stage, teams = plan.index, plan.source_stage, plan.team_ids
    target = stage["id"]
    if target in index.stages:
        existing = index.stages[target]
        if name_key(existing.name) == name_key(stage["name"]):
            plan.add_conflict("stage_present", target, REFUSE, STAGE_MERGED, stage=existing.name, id=target)
        else:
            target = free_id(target, set(index.stages))
            plan.add_conflict(
                "stage_present",
                stage["id"],
                RENAME_ID,
                STAGE_ID_TAKEN,
                id=stage["id"],
                existing=existing.name,
                stage=stage["name"],
                new=target,
            )
    source_matches = [match["id"] for round_ in stage["rounds"] for match in round_["matches"]]
    # A renamed stage renames its matches too ("heat-a-r1-m1" → "heat-a-2-r1-m1").
    wanted = {
        match: target + match[len(stage["id"]) :] if match.startswith(stage["id"]) else match
        for match in source_matches
    }
    free = free_ids(list(wanted.values()), set(index.match_ids))
    matches = {match: free[wanted[match]] for match in source_matches}
    penalty_ids = free_ids([penalty["id"] for penalty in stage["penalties"]], set(index.penalty_ids))
    rounds = []
    for round_ in stage["rounds"]:
        entry = {
            **round_,
            "matches": [
                {**match, "id": matches[match["id"]], "home": teams[match["home"]], "away": teams[match["away"]]}
                for match in round_["matches"]
            ],
        }
        if "bye" in round_:
            entry["bye"] = teams[round_["bye"]]
        rounds.append(entry)
    penalties = []
    for penalty in stage["penalties"]:
        entry = {**penalty, "id": penalty_ids[penalty["id"]], "team": teams[penalty["team"]]}
        if "match" in penalty:
            entry["match"] = matches[penalty["match"]]
        penalties.append(entry)
    mapped = {
        **stage,
        "id": target,
        "teams": [teams[team] for team in stage["teams"]],
        "rounds": rounds,
        "penalties": penalties,
        "walkovers": [{**w, "match": matches[w["match"]], "by": teams[w["by"]]} for w in stage["walkovers"]],
        "exclusions": [{**e, "team": teams[e["team"]]} for e in stage["exclusions"]],
        "lots": [
            {**lot, "teams": [teams[t] for t in lot["teams"]], "order": [teams[t] for t in lot["order"]]}
            for lot in stage["lots"]
        ],
    }
    if (stage.get("organiser") or {}).get("club"):
        mapped["organiser"] = {**stage["organiser"], "club": plan.club_ids[stage["organiser"]["club"]]}
    renames = {stage["id"]: target, **teams, **matches, **penalty_ids}
    return mapped, _audit(plan.document["audit"], renames)


def _audit(entries: list[dict], renames: dict[str, str]) -> list[dict]:
    """The source's audit entries about this heat (its stage, teams, matches or rulings named in the
    subject, e.g. "h1-r1-m1/2/home"), with those ids as they are in this file."""
    kept = []
    for entry in entries:
        if any(part in renames for part in re.split(r"[/,]", entry["subject"])):
            subject = re.sub(r"[^/,]+", lambda part: renames.get(part.group(0), part.group(0)), entry["subject"])
            kept.append({**entry, "subject": subject})
    return kept
