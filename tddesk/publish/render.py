"""Writing the results site: Jinja2 templates over the page models of ``tddesk.publish.model``.

``publish(tournament, folder)`` writes the index, the style sheet and for every stage its
standings (``<stage>/index.html``), rounds (``round-N.html``), cross-table and rulings. A page is
written only when its text changed, each through a temporary file renamed into place, so a
browser or the LAN server never reads half a page; pages of stages that no longer exist are
removed, but only pages the site itself wrote (listed in ``.tddesk-site.json``) that are regular
files inside the folder. A link inside the folder is never followed nor replaced: a page whose
way passes a link is refused in words (``LinkInSite``), a listed page behind one is not removed.
Every name is
escaped by the templates' autoescape; links are relative, so the folder works from a USB stick,
a file share or any web host.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import stat
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from jinja2 import Environment, FunctionLoader, StrictUndefined

from tddesk.i18n import language, translate
from tddesk.ids import StageId
from tddesk.models.atomic import write_atomically
from tddesk.publish.labels import labels
from tddesk.publish.model import StagePages, stage_pages
from tddesk.publish.pairs import (
    PAIRS_FOLDER_PREFIX,
    PairsLink,
    pairs_documents,
    pairs_heat_pages,
    pairs_labels,
    pairs_links,
)
from tddesk.publish.site_index import IndexFacts, StageLink, folder_name, generated_text
from tddesk.resources import SITE_TEMPLATES
from tddesk.services.change_scope import PAIRS_PAGES
from tddesk.services.errors import ServiceError
from tddesk.services.stages import StageView, championship_name, stage_view, stage_views

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

MANIFEST = ".tddesk-site.json"
STYLE = "style.css"


class LinkInSite(OSError):
    """A page's way inside the site folder passes a symbolic link (or a device): never followed."""


def _inside(folder: Path, relative: str | Path, *, writing: bool, a_folder: bool = False) -> Path | None:
    """``folder / relative`` when no part of it below ``folder`` is a link and the last part is a
    regular file (a folder: ``a_folder``) or absent; else None (reading, removing) or LinkInSite
    (writing)."""
    target = folder
    parts = Path(relative).parts
    for position, part in enumerate(parts):
        target = target / part
        try:
            mode = os.lstat(target).st_mode
        except FileNotFoundError:
            return folder.joinpath(*parts)  # the rest is made fresh, as folders and files of the site
        except OSError:
            mode = 0
        last = position == len(parts) - 1
        if stat.S_ISLNK(mode) or not (stat.S_ISREG(mode) if last and not a_folder else stat.S_ISDIR(mode)):
            if not writing:
                return None
            raise LinkInSite(
                0,
                translate(
                    "Publish",
                    "{path} in the site folder is a link or no regular file; the site never writes "
                    "through it. Remove it, or choose another folder.",
                ).format(path=target),
                str(target),
            )
    return target


@dataclass
class PublishResult:
    folder: Path
    written: list[str] = field(default_factory=list)  # relative paths of pages written (changed)
    unchanged: int = 0
    removed: list[str] = field(default_factory=list)

    @property
    def pages(self) -> int:
        return len(self.written) + self.unchanged


@cache
def environment() -> Environment:
    return Environment(
        loader=FunctionLoader(_template_source),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def _template_source(name: str):
    """A template's text through importlib.resources, as in a checkout, a wheel or the frozen program."""
    entry = SITE_TEMPLATES.joinpath(name)
    if not entry.is_file():
        return None
    return entry.read_text(encoding="utf-8"), None, lambda: True


def stage_documents(stage: StagePages, common: dict) -> dict[str, str]:
    """The pages of one stage: relative path → HTML."""
    env = environment()
    context = {
        **common,
        "root": "../",
        "stage": stage,
        "halves": max((len(m.halves) for r in stage.rounds for m in r.matches), default=1),
    }
    pages = {
        f"{stage.folder}/index.html": env.get_template("standings.html").render(context, page="standings"),
        f"{stage.folder}/crosstable.html": env.get_template("crosstable.html").render(context, page="crosstable"),
        f"{stage.folder}/rulings.html": env.get_template("rulings.html").render(context, page="rulings"),
    }
    for round_page in stage.rounds:
        pages[f"{stage.folder}/round-{round_page.number}.html"] = env.get_template("round.html").render(
            context, page="round", current=round_page
        )
    for number, boards in stage.boards.items():
        current = next(page for page in stage.rounds if page.number == number)
        pages[f"{stage.folder}/boards-{number}.html"] = env.get_template("boards.html").render(
            context, page="round", current=current, boards=boards
        )
    return pages


def index_document(
    links: list[StageLink],
    current_rounds: dict[str, int | None],
    common: dict,
    at: dt.datetime,
    pairs: Sequence[PairsLink] = (),
) -> str:
    rows = [
        {
            "folder": link.folder,
            "name": link.name,
            "kind": link.kind,
            "teams": link.teams,
            "current_round": current_rounds.get(link.id),
        }
        for link in links
    ]
    return (
        environment()
        .get_template("index.html")
        .render(common, root="", stages=rows, pairs=list(pairs), p=pairs_labels(), updated=generated_text(at))
    )


def common_context(tournament: Tournament) -> dict:
    return {"t": labels(), "lang": language(), "championship": championship_name(tournament), "updated": ""}


def publish(
    tournament: Tournament, folder: str | Path, stage_ids: Iterable[str] | None = None, *, at: dt.datetime | None = None
) -> PublishResult:
    """Write the site into ``folder`` (made if missing): every stage, or only the stages
    ``stage_ids`` (those a change touched) and the index. Only pages whose text changed are written."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    result = PublishResult(folder)
    common = common_context(tournament)
    listed = _manifest(folder)
    produced: set[str] = set()  # what the site holds afterwards; the rest of ``listed`` is stale
    views = _changed_views(tournament, None if stage_ids is None or not listed else set(stage_ids) - {PAIRS_PAGES})
    facts = _index_facts(tournament, views)
    if views is None:  # every page (a new folder gets every page)
        views = stage_views(tournament)
    else:
        in_scope = {folder_name(view.id) for view in views}
        produced = {path for path in listed if "/" in path and path.split("/", 1)[0] not in in_scope}
    _write_if_changed(folder, STYLE, SITE_TEMPLATES.joinpath(STYLE).read_text(encoding="utf-8"), result)
    produced.add(STYLE)
    for view in views:
        for path, text in stage_documents(stage_pages(tournament, view), common).items():
            _write_if_changed(folder, path, text, result)
            produced.add(path)
    # The pairs heats every time: a team stage's change leaves their pages as they are (not written
    # again), and their own changes are not told apart by stage (services/change_scope.py).
    heats = pairs_heat_pages(tournament)
    produced = {path for path in produced if not path.startswith(PAIRS_FOLDER_PREFIX)}
    for heat in heats:
        for path, text in pairs_documents(heat, common, environment()).items():
            _write_if_changed(folder, path, text, result)
            produced.add(path)
    index = index_document(facts.links, facts.rounds, common, at or dt.datetime.now(), pairs_links(heats))
    index_path = _inside(folder, "index.html", writing=True)
    previous = _read(index_path) if index_path is not None else None
    if result.written or previous is None or _without_time(previous) != _without_time(index):
        _write(folder, "index.html", index)
        result.written.append("index.html")
    else:
        result.unchanged += 1
    produced.add("index.html")
    for stale in sorted(listed - produced):
        target = _inside(folder, stale, writing=False)
        if target is not None and target.exists():  # a regular file inside the folder, no link on the way
            target.unlink()
            result.removed.append(stale)
    if produced != listed:  # the same pages as before: the list on disk is already right
        _write_if_changed(folder, MANIFEST, json.dumps(sorted(produced), indent=0) + "\n", PublishResult(folder))
    return result


# The index's facts of each open file, as its last publish left them (see IndexFacts).
_KEPT_INDEX_FACTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _changed_views(tournament: Tournament, changed: set[str] | None) -> list[StageView] | None:
    """The views of the stages ``changed`` in the file's order; None for every stage (nothing
    named, or a stage named that the file no longer has)."""
    if changed is None:
        return None
    views = []
    for stage_id in sorted(changed):
        try:
            views.append(stage_view(tournament, StageId(stage_id)))
        except ServiceError:  # removed: read every stage, so its pages and link go
            return None
    return views


def _index_facts(tournament: Tournament, changed: list[StageView] | None) -> IndexFacts:
    kept = _KEPT_INDEX_FACTS.get(tournament)
    facts = kept.updated(tournament, changed) if kept is not None and changed is not None else None
    if facts is None:
        facts = IndexFacts.read(tournament)
    _KEPT_INDEX_FACTS[tournament] = facts
    return facts


def _without_time(html: str) -> str:
    """The index without its footer line, which names the time it was written."""
    return html.split("<footer>", 1)[0]


def _manifest(folder: Path) -> set[str]:
    manifest = _inside(folder, MANIFEST, writing=False)
    text = _read(manifest) if manifest is not None else None
    try:
        listed = json.loads(text) if text else []
    except ValueError:
        return set()
    # Only plain relative paths inside the folder: a damaged list can never delete outside it.
    return {
        path
        for path in listed
        if isinstance(path, str) and not path.startswith(("/", "\\")) and ".." not in path.replace("\\", "/").split("/")
    }


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (FileNotFoundError, UnicodeDecodeError):
        return None


def _write_if_changed(folder: Path, relative: str, text: str, result: PublishResult) -> None:
    if _read(_inside(folder, relative, writing=True) or folder / relative) == text:
        result.unchanged += 1
        return
    _write(folder, relative, text)
    result.written.append(relative)


def _write(folder: Path, relative: str, text: str) -> None:
    target = _inside(folder, relative, writing=True) or folder / relative
    for parent in reversed(Path(relative).parents[:-1]):  # made one by one: none may be a link
        made = _inside(folder, parent, writing=True, a_folder=True) or folder / parent
        made.mkdir(exist_ok=True)
    _inside(folder, relative, writing=True)
    write_atomically(target, lambda handle: _readable_by_all(handle).write(text.encode("utf-8")))


def _readable_by_all(handle: BinaryIO) -> BinaryIO:
    os.chmod(handle.name, 0o644)  # served by any web server, whatever the program's umask
    return handle
