"""The command line's weighted score (Law 12C1(c)): ``--weighted "4S N = 30, 4S N -1 70"``, each
result as contract, declarer, result and weight in percent, the results separated by commas
(docs/boards.md, "Adjusted scores"); a passed-out result is ``pass 40``."""

from __future__ import annotations

from tddesk.cli.errors import CliError
from tddesk.i18n import translate

WeightedPart = tuple[str, str | None, str | None, int]  # as services.adjusted_scores.WeightedPart


def parse_weighted(text: str) -> list[WeightedPart]:
    """The results of ``--weighted``; the services check the contracts and that the weights add up to 100."""
    parts: list[WeightedPart] = []
    for written in text.split(","):
        words = written.replace("%", " ").split()
        if len(words) == 2 and words[0].lower() in ("pass", "p"):
            words = [words[0], "", "", words[1]]
        if len(words) != 4 or not words[3].isdigit():
            raise CliError(
                translate(
                    "Cli",
                    "--weighted takes each result as contract, declarer, result and weight, separated by commas, "
                    "e.g. \"4S N = 30, 4S N -1 70\"; '{text}' is not.",
                ).format(text=written.strip())
            )
        contract, declarer, result, weight = words
        parts.append((contract, declarer or None, result or None, int(weight)))
    return parts
