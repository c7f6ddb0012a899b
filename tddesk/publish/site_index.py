"""The results site's index: every stage's link and its latest round with a result, kept between
publications of one open file so that an entry reads only the stage it touched (docs/publishing.md,
"Keeping it up to date"); and the folder a stage's pages go in."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.stages import StageView, stage_views
from tddesk.services.standings import stage_facts

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class StageLink:
    id: StageId
    folder: str
    name: str
    kind: str
    teams: int


def stage_kind_text(kind: str) -> str:
    texts: dict[str, str] = {
        StageKind.HEAT: translate("Site", "Qualifying heat"),
        StageKind.SEMIFINAL: translate("Site", "Semifinal"),
        StageKind.A_FINAL: translate("Site", "A-final"),
        StageKind.B_FINAL: translate("Site", "B-final"),
        StageKind.SM_SEMIFINAL: translate("Site", "SM semifinal"),
        StageKind.SM_FINAL: translate("Site", "SM final"),
        StageKind.SM_VETERAN: translate("Site", "SM veteran"),
        StageKind.SM_KNOCKOUT: translate("Site", "SM knockout"),
    }
    return texts.get(kind, kind)


def stage_links(tournament: Tournament, views: Iterable[StageView] | None = None) -> list[StageLink]:
    return [_link(view) for view in (stage_views(tournament) if views is None else views)]


def _link(view: StageView) -> StageLink:
    return StageLink(view.id, folder_name(view.id), view.form.name, stage_kind_text(view.form.kind), len(view.team_ids))


@dataclass
class IndexFacts:
    """What the index page shows of every stage: its link and its latest round with a result.

    Kept between publishes of one open file, so that after an entry only the stages the change
    touched are read again: the publisher's work then does not grow with the file (docs/publishing.md)."""

    links: list[StageLink]
    rounds: dict[str, int | None]

    @classmethod
    def read(cls, tournament: Tournament, views: Iterable[StageView] | None = None) -> IndexFacts:
        links = stage_links(tournament, views)
        return cls(links, current_rounds(tournament, links))

    def updated(self, tournament: Tournament, changed: Iterable[StageView]) -> IndexFacts | None:
        """The facts with the ``changed`` stages read again; None when the stages themselves may
        have changed (one added, or several at once, as moving stages does): the caller reads all."""
        fresh = {view.id: _link(view) for view in changed}
        known = {link.id for link in self.links}
        if len(fresh) > 1 or not fresh.keys() <= known:
            return None
        links = [fresh.get(link.id, link) for link in self.links]
        rounds = {**self.rounds, **current_rounds(tournament, [fresh[stage] for stage in fresh])}
        return IndexFacts(links, rounds)


def current_rounds(tournament: Tournament, links: list[StageLink]) -> dict[str, int | None]:
    """Each stage's latest round with a result (None before the first)."""
    found: dict[str, int | None] = {}
    for link in links:
        facts = stage_facts(tournament, link.id)
        walkovers = {match_id for match_id, _ in facts.walkovers}
        played = [match.round for match in facts.matches if match.halves or match.id in walkovers]
        found[link.id] = max(played) if played else None
    return found


def folder_name(stage_id: str) -> str:
    """A stage's folder: its id with anything but letters, digits, - and _ replaced (ids are slugs)."""
    cleaned = "".join(ch if ch.isascii() and (ch.isalnum() or ch in "-_") else "-" for ch in stage_id)
    return cleaned.strip("-") or "stage"


def generated_text(at: dt.datetime) -> str:
    """The index's footer: when the site was written."""
    return translate("Site", "Updated {time}").format(time=at.strftime("%Y-%m-%d %H:%M"))
