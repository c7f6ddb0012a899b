"""What the tournament file can hold and the open format cannot say (docs/format.md, "What the
export refuses"), refused on export with the JSON path of the first such value.
``refuse_unsayable`` looks at a stage as ``json_stages`` assembled it: a walkover without the date
of its ruling, half a line-up (one to three seats), one half of a two-half match missing in the
middle (the format numbers halves by their place in the list).
"""

from __future__ import annotations

from typing import Any

from tddesk.formats.json_format import DocumentRefused, problem, quoted
from tddesk.i18n import translate


def refuse_unsayable(stage: dict[str, Any], path: str, gaps: dict[str, list[int]]) -> None:
    """What the file may hold and the format cannot say, found while the stage is assembled."""
    for index, walkover in enumerate(stage["walkovers"]):
        if walkover["ruled_on"] is None:
            raise _cannot_write(
                problem(
                    f"{path}.walkovers[{index}].ruled_on",
                    translate("Json", "the walkover in match {match} has no date of the ruling").format(
                        match=quoted(walkover["match"])
                    ),
                )
            )
    for number, round_ in enumerate(stage["rounds"]):
        for position, match in enumerate(round_["matches"]):
            match_path = f"{path}.rounds[{number}].matches[{position}]"
            if match["id"] in gaps:
                # The format numbers halves by their place in the list; a gap cannot be written.
                raise _cannot_write(
                    problem(
                        f"{match_path}.halves",
                        translate("Json", "match {match} has results for halves {halves} only").format(
                            match=quoted(match["id"]), halves=", ".join(map(str, gaps[match["id"]]))
                        ),
                    )
                )
            for half_index, half in enumerate(match["halves"]):
                for side in ("home_lineup", "away_lineup"):
                    if 0 < len(half[side]) < 4:
                        raise _cannot_write(
                            problem(
                                f"{match_path}.halves[{half_index}].{side}",
                                translate(
                                    "Json", "a line-up lists four players or none; this one lists {count}"
                                ).format(count=len(half[side])),
                            )
                        )


def _cannot_write(*problems: str) -> DocumentRefused:
    return DocumentRefused(problems, translate("Json", "The file cannot be written in the open format:"))
