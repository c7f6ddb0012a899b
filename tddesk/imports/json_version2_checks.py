"""The references of the facts version 2 of the format added (docs/format.md): central days,
table fees paid, moved matches' table times, jury members and place offers.

Like ``json_checks``, each broken reference is one line naming its JSON path; the document must
already fit the schema. A document that says it is version 1 may not use them.
"""

from __future__ import annotations

from typing import Any

from tddesk.formats.json_format import problem, quoted, version_2_paths, version_4_paths
from tddesk.i18n import translate


def check_version_2_facts(document: dict[str, Any]) -> list[str]:
    """Every broken reference among the version 2 facts, in document order."""
    problems: list[str] = []
    if document["version"] == 1:
        problems += [
            problem(path, translate("Json", 'this key belongs to version 2 of the format; write "version": 2'))
            for path in version_2_paths(document)
        ]
    if document["version"] < 4:
        problems += [
            problem(path, translate("Json", 'this key belongs to version 4 of the format; write "version": 4'))
            for path in version_4_paths(document)
        ]
    teams = {team["id"] for team in document["teams"]}
    stages = {stage["id"]: stage for stage in document["stages"]}
    for index, stage in enumerate(document["stages"]):
        problems += _stage_problems(stage, f"stages[{index}]")
    for index, offer in enumerate(document.get("place_offers", [])):
        path = f"place_offers[{index}]"
        if offer["from"] not in stages:
            problems.append(
                problem(
                    f"{path}.from",
                    translate("Json", "{value} is not a stage of this file").format(value=quoted(offer["from"])),
                )
            )
        elif offer["team"] not in teams:
            problems.append(
                problem(
                    f"{path}.team",
                    translate("Json", "{value} is not a team of this file").format(value=quoted(offer["team"])),
                )
            )
    return problems


def _stage_problems(stage: dict[str, Any], path: str) -> list[str]:
    problems: list[str] = []
    entered = set(stage["teams"])
    in_stage = translate("Json", "{value} is not a team of this stage")
    named: set[str] = set()
    for index, member in enumerate(stage.get("jury", [])):
        if member["team"] not in entered:
            problems.append(problem(f"{path}.jury[{index}].team", in_stage.format(value=quoted(member["team"]))))
        elif member["team"] in named:
            problems.append(
                problem(
                    f"{path}.jury[{index}].team",
                    translate("Json", "{team} names its jury member once").format(team=quoted(member["team"])),
                )
            )
        named.add(member["team"])
    rounds = {round_["number"] for round_ in stage["rounds"]}
    paid: set[tuple[str, int]] = set()
    for index, payment in enumerate(stage.get("table_fees_paid", [])):
        payment_path = f"{path}.table_fees_paid[{index}]"
        if payment["team"] not in entered:
            problems.append(problem(f"{payment_path}.team", in_stage.format(value=quoted(payment["team"]))))
        if payment["round"] not in rounds:
            problems.append(
                problem(
                    f"{payment_path}.round",
                    translate("Json", "round {number} is not a round of this stage").format(number=payment["round"]),
                )
            )
        if (payment["team"], payment["round"]) in paid:
            problems.append(
                problem(
                    payment_path,
                    translate("Json", "the table fee of {team} for round {number} is listed twice").format(
                        team=quoted(payment["team"]), number=payment["round"]
                    ),
                )
            )
        paid.add((payment["team"], payment["round"]))
    for number, round_ in enumerate(stage["rounds"]):
        for position, match in enumerate(round_["matches"]):
            timed: set[tuple[int, int]] = set()
            for index, table_time in enumerate(match.get("table_times", [])):
                time_path = f"{path}.rounds[{number}].matches[{position}].table_times[{index}]"
                if table_time["half"] > stage["halves"]:
                    problems.append(
                        problem(
                            f"{time_path}.half",
                            translate("Json", "a match of this stage has at most {halves} halves").format(
                                halves=stage["halves"]
                            ),
                        )
                    )
                if (table_time["half"], table_time["table"]) in timed:
                    problems.append(
                        problem(
                            time_path,
                            translate("Json", "half {half} at table {table} is listed twice").format(
                                half=table_time["half"], table=table_time["table"]
                            ),
                        )
                    )
                timed.add((table_time["half"], table_time["table"]))
    return problems
