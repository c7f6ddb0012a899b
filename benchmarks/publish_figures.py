"""The results site after one entry, for ``benchmarks/run.py``: what the publisher does when the TD
saves a result with *publicera automatiskt* on — the stage the change touched and the index,
written into a site that already holds every page. Its cost must not grow with the file: the same
figure on a file of 20 heats and of 200, against writing the changed pages' own text alone."""

from __future__ import annotations

import shutil
import statistics
import time
from pathlib import Path

from benchmarks.paired import MS, Row, growth

CPU = time.process_time


def publish_after_entry(path: Path, stage_id: str, heats: int, folder: Path, repeats: int) -> Row:
    from tddesk.models.atomic import write_atomically
    from tddesk.publish.render import publish
    from tddesk.services.files import open_championship
    from tddesk.services.results import enter_half
    from tddesk.services.schedule import schedule_view

    site = folder / f"site-{heats}"
    shutil.rmtree(site, ignore_errors=True)
    tournament = open_championship(path)
    try:
        publish(tournament, site)  # the site as the publisher left it before the entry (not timed)
        match_ids = [match.id for match in schedule_view(tournament, stage_id).rounds[-1].matches]
        works, baselines = [], []
        for number in range(repeats + 2):  # the first two warm the caches and are not kept
            enter_half(tournament, match_ids[number % len(match_ids)], 1, 20 + number % 17, 25 + number % 11)
            start = CPU()
            result = publish(tournament, site, [stage_id])
            elapsed = CPU() - start
            texts = [(site / relative).read_bytes() for relative in result.written]
            start = CPU()
            for relative, text in zip(result.written, texts):
                write_atomically(site / relative, lambda handle, text=text: handle.write(text))
            bare = CPU() - start
            if number >= 2:
                works.append(elapsed)
                baselines.append(bare)
    finally:
        tournament.close()
    return Row(
        f"publish after one entry, {heats} heats",
        statistics.median(works),
        statistics.median(baselines),
        "writing the changed pages alone",
        None,
        50 * MS,
        repeats,
        "cpu s",
    )


def publish_growth(small: tuple[Path, int], large: tuple[Path, int], stage_id: str, folder: Path, repeats: int):
    """The figure on both files and how much more the larger costs (≤ 12× for 10× the heats)."""
    smaller = publish_after_entry(small[0], stage_id, small[1], folder, repeats)
    larger = publish_after_entry(large[0], stage_id, large[1], folder, repeats)
    return [smaller, larger, growth(f"publish after one entry: {large[1] // small[1]}× the heats", smaller, larger)]
