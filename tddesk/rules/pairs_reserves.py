"""The pairs championship's reserve rule (D p.6; docs/pairs.md): at least one of the pair's players
is an ordinary player who played every session of the heat (e.g. both evenings of a two-evening
heat); a reserve plays for the other.

RULES.md gives this rule no ID of its own; it is cited by its page, "D p.6".
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity

RULE = "D p.6"
BOTH_REPLACED = QT_TRANSLATE_NOOP(
    "Rules", "a reserve may play for only one of the pair's players; in session {session} both would be replaced"
)
NO_ORDINARY = QT_TRANSLATE_NOOP(
    "Rules",
    "one ordinary player of the pair must play every session of the heat; {first} would miss session "
    "{first_missed} and {second} session {second_missed}",
)


def reserve_problem(
    players: tuple[str, str], sessions: Sequence[int], replaced: Mapping[int, Collection[str]], name=str
) -> Finding | None:
    """The reserve rule's objection to ``replaced`` (session → the MIDs of the pair's players a
    reserve plays for), or None when it holds. ``sessions`` are the heat's sessions (a reserve for
    a whole heat counts in each of them); ``name`` words a MID."""
    missed: dict[str, int] = {}
    for session in sorted(replaced):
        out = set(replaced[session]) & set(players)
        if len(out) == 2:
            return Finding(RULE, "both_replaced", Severity.ERROR, BOTH_REPLACED, {"session": session})
        for mid in out:
            missed.setdefault(mid, session)
    if len(sessions) > 1 and all(mid in missed for mid in players):
        first, second = players
        return Finding(
            RULE,
            "no_ordinary_every_session",
            Severity.ERROR,
            NO_ORDINARY,
            {
                "first": name(first),
                "first_missed": missed[first],
                "second": name(second),
                "second_missed": missed[second],
            },
        )
    return None
