"""Entry with automatic publishing: the UI thread's cost and how soon the pages follow.

A 10-team heat (the program's single round robin, last round still to play) is published into a
folder with *publicera automatiskt* on; results are then entered the way the round grid does
(``UiSession.perform``), one every ``--interval`` seconds like a TD typing a round. For each entry:

1. the time the UI thread spends on it with the publisher connected, against the same entries
   without it — the frame budget is one frame (1/60 s), and the publisher's share of it is what
   it adds;
2. the time from the entry until its round page and standings on disk show it (the publisher's
   ``published`` signal) — the target is one second;
3. while the publisher process writes the pages, the longest wait of the UI thread's event loop
   (what a keystroke could wait), against the same wait with nothing published over as long a
   time — on a loaded machine the latter is already more than a frame; publishing may add at most
   5 ms to it.
4. the publisher's own work in the UI thread per entry (noting the action for the process).

Run:  QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_publish.py [--entries 40] [--interval 0.3]
The exit status is 1 when a figure is over its target. The entries' own time is reported, not
judged: it is the audited transaction with its disk flush, benchmarks/run.py's figure 1.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
if str(PROJECT) not in sys.path:
    sys.path.insert(0, str(PROJECT))

from PySide6.QtGui import QUndoStack  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.national_file import FileShape, heat_id, write_championship  # noqa: E402
from tddesk.publish.render import publish  # noqa: E402
from tddesk.services.files import open_championship  # noqa: E402
from tddesk.services.results import enter_half  # noqa: E402
from tddesk.services.schedule import schedule_view  # noqa: E402
from tddesk.ui.auto_publish import AutoPublisher  # noqa: E402
from tddesk.ui.session import UiSession  # noqa: E402

MS = 1e-3
# The heat the TD is entering: one round robin with its last round still to play.
LIVE_HEAT = FileShape(heats=1, legs=1, unplayed_last_round_every=1, penalty_every=1, walkover_every=1)


@dataclass(frozen=True)
class Figure:
    """One measured time: its samples in seconds, and the target it must meet (if any)."""

    key: str
    label: str
    samples: tuple[float, ...]
    target: float | None = None

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def status(self) -> str | None:
        if self.target is None:
            return None
        return "PASS" if self.median <= self.target else "OVER"

    def line(self) -> str:
        text = f"{self.label}: median {self.median / MS:.2f} ms of {len(self.samples)} runs"
        if self.target is not None:
            text += f" (target ≤ {self.target / MS:.2f} ms) {self.status}"
        return text


FRAME = MS * 1000 / 60
PUBLISHER_SHARE_TARGET = 1 * MS  # what the publisher may add to an entry in the UI thread
PAGES_TARGET = 1.0
STALL_ADDED_TARGET = 5 * MS  # what writing the pages may add to the UI event loop's longest wait


def entries(session: UiSession, match_ids: list[str], count: int, interval: float, publisher: AutoPublisher):
    """Entries alternately with and without the publisher (so the machine's load falls on both alike):
    UI-thread seconds per entry without, with, and seconds until the pages showed an entry."""
    app = QApplication.instance()
    plain, published_entries, page_times, stalls, baseline = [], [], [], [], []
    for number in range(2 * count):
        match_id = match_ids[number % len(match_ids)]
        publisher.enabled = number % 2 == 1
        published = []
        publisher.published.connect(published.append)
        start = time.perf_counter()
        session.perform("enter", enter_half, match_id, 1, 20 + number % 17, 25 + number % 11)
        (published_entries if publisher.enabled else plain).append(time.perf_counter() - start)
        if not publisher.enabled:
            # Over as long a time as the last publication took: the longest of more turns is longer
            # on any machine, so a shorter window would count the machine's own waits as publishing.
            baseline.append(_longest_gap(app, page_times[-1] if page_times else 0.5))
        if publisher.enabled:
            # While the pages are written, the UI thread keeps turning its event loop: the longest
            # gap between two turns is how long a keystroke could wait.
            previous, longest = time.perf_counter(), 0.0
            while not published and time.perf_counter() - start < 10:
                app.processEvents()
                time.sleep(0.001)
                now = time.perf_counter()
                longest, previous = max(longest, now - previous), now
            page_times.append(time.perf_counter() - start)
            stalls.append(longest)
        publisher.published.disconnect(published.append)
        while time.perf_counter() - start < interval:  # the TD types the next result
            app.processEvents()
            time.sleep(0.002)
    return plain, published_entries, page_times, stalls, baseline


def _start_publisher(app, publisher: AutoPublisher) -> None:
    """Start the publisher process and let it bring the site up to date (set-up, not timed)."""
    done = []
    publisher.published.connect(done.append)
    publisher.request()
    start = time.perf_counter()
    while not done and time.perf_counter() - start < 120:
        app.processEvents()
        time.sleep(0.01)
    publisher.published.disconnect(done.append)


def _longest_gap(app, seconds: float) -> float:
    """The longest wait between two turns of the event loop over ``seconds`` with nothing published."""
    start = previous = time.perf_counter()
    longest = 0.0
    while previous - start < seconds:
        app.processEvents()
        time.sleep(0.001)
        now = time.perf_counter()
        longest, previous = max(longest, now - previous), now
    return longest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=40)
    parser.add_argument("--interval", type=float, default=0.3)
    arguments = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "heat.tddesk"
        write_championship(path, LIVE_HEAT).close()
        tournament = open_championship(path)
        session = UiSession(tournament, QUndoStack())
        stage_id = heat_id(0)
        match_ids = [match.id for match in schedule_view(tournament, stage_id).rounds[-1].matches]
        site = Path(folder) / "site"
        publish(tournament, site)
        publisher = AutoPublisher(session, site)
        _start_publisher(app, publisher)
        share: list[float] = []
        noted = publisher.on_change

        def timed_on_change(change) -> None:  # the publisher's own work in the UI thread
            start = time.perf_counter()
            noted(change)
            share.append(time.perf_counter() - start)

        session.changed.disconnect(publisher.on_change)
        session.changed.connect(timed_on_change)
        plain, with_publisher, pages, stalls, baseline = entries(
            session, match_ids, arguments.entries, arguments.interval, publisher
        )
        session.changed.disconnect(timed_on_change)
        session.changed.connect(publisher.on_change)
        publisher.stop()
        session.close()
    del app
    figures = [
        Figure("entry_plain", "result entry in the UI thread, no publishing", tuple(plain)),
        Figure("entry_published", "result entry in the UI thread, publishing automatically", tuple(with_publisher)),
        Figure("pages_updated", "entry until its pages on disk show it", tuple(pages), PAGES_TARGET),
        Figure(
            "ui_stall_idle",
            "longest wait of the UI event loop with nothing published (the machine's own)",
            tuple(baseline),
        ),
        Figure("ui_stall", "longest wait of the UI event loop while the pages were written", tuple(stalls)),
    ]
    figures.append(
        Figure(
            "publisher_share",
            "the publisher's own work per entry in the UI thread",
            tuple(share),
            PUBLISHER_SHARE_TARGET,
        )
    )
    for figure in figures:
        print(figure.line())
    added = figures[4].median - figures[3].median
    print(
        f"the UI event loop waited {added / MS:+.1f} ms longer while pages were written than the machine's own "
        f"(target ≤ {STALL_ADDED_TARGET / MS:.0f} ms) {'PASS' if added <= STALL_ADDED_TARGET else 'OVER'}"
    )
    print(
        f"entries with publishing within one frame ({FRAME / MS:.1f} ms): "
        f"{sum(t <= FRAME for t in with_publisher)} of {len(with_publisher)}; slowest page update "
        f"{max(pages) / MS:.0f} ms"
    )
    over = "OVER" in (figures[2].status, figures[5].status) or added > STALL_ADDED_TARGET
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
