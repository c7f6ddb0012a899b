"""Figures measured against a baseline in the same run: alternating samples, medians, a target.

A figure and its baseline are timed one after the other, sample by sample (work, baseline, work,
baseline …), so whatever else the machine is doing at that moment weighs on both alike; the
ratio of their medians is what the targets speak of. A figure may instead have an absolute
target (one frame) or be the growth between two sizes of the file (linear: 10× data ≤ 12×).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

MS = 1e-3


@dataclass(frozen=True)
class Row:
    """One line of the table: figure → median → baseline → ratio → target."""

    figure: str
    median: float  # seconds (or bytes, for memory)
    baseline: float | None  # the same unit, measured in the same run
    baseline_label: str
    target_ratio: float | None = None  # median / baseline must not exceed this
    target_absolute: float | None = None  # median must not exceed this
    samples: int = 0
    unit: str = "s"  # "s", "cpu s" or "bytes"

    @property
    def ratio(self) -> float | None:
        return None if not self.baseline else self.median / self.baseline

    @property
    def passed(self) -> bool:
        ratio_ok = self.target_ratio is None or (self.ratio is not None and self.ratio <= self.target_ratio)
        absolute_ok = self.target_absolute is None or self.median <= self.target_absolute
        return ratio_ok and absolute_ok

    def target_text(self) -> str:
        parts = []
        if self.target_ratio is not None:
            parts.append(f"≤ {self.target_ratio:g}×")
        if self.target_absolute is not None:
            parts.append(f"≤ {amount_text(self.target_absolute, self.unit)}")
        return " and ".join(parts) or "—"

    def cells(self) -> list[str]:
        ratio = "—" if self.ratio is None else f"{self.ratio:.2f}"
        baseline = "—" if self.baseline is None else f"{amount_text(self.baseline, self.unit)} ({self.baseline_label})"
        return [
            self.figure,
            amount_text(self.median, self.unit),
            baseline,
            ratio,
            self.target_text(),
            "PASS" if self.passed else "OVER",
        ]

    def summary(self) -> dict:
        return {
            "figure": self.figure,
            "median": self.median,
            "baseline": self.baseline,
            "baseline_label": self.baseline_label,
            "ratio": self.ratio,
            "target_ratio": self.target_ratio,
            "target_absolute": self.target_absolute,
            "unit": self.unit,
            "samples": self.samples,
            "status": "PASS" if self.passed else "OVER",
        }


def amount_text(value: float, unit: str) -> str:
    if unit == "bytes":
        return f"{value / 1e6:.1f} MB"
    suffix = " CPU" if unit == "cpu s" else ""
    if value >= 1:
        return f"{value:.2f} s{suffix}"
    milliseconds = value / MS
    return (f"{milliseconds:.2f} ms" if milliseconds < 10 else f"{milliseconds:.1f} ms") + suffix


def alternate(
    work: Callable[[], object],
    baseline: Callable[[], object],
    repeats: int,
    warmup: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[list[float], list[float]]:
    """``repeats`` samples of each, taken in turn after ``warmup`` untimed rounds of both."""
    for _ in range(warmup):
        work()
        baseline()
    works, baselines = [], []
    for _ in range(repeats):
        for function, samples in ((work, works), (baseline, baselines)):
            start = clock()
            function()
            samples.append(clock() - start)
    return works, baselines


def against(
    figure: str,
    work,
    baseline,
    baseline_label: str,
    repeats: int,
    *,
    target_ratio=None,
    target_absolute=None,
    warmup: int = 1,
    clock=time.perf_counter,
    unit: str = "s",
) -> Row:
    works, baselines = alternate(work, baseline, repeats, warmup, clock)
    return Row(
        figure,
        statistics.median(works),
        statistics.median(baselines),
        baseline_label,
        target_ratio,
        target_absolute,
        repeats,
        unit,
    )


def growth(figure: str, small: Row, large: Row, target_ratio: float = 12.0) -> Row:
    """How much more the larger file costs than the smaller one (the smaller is the baseline)."""
    return Row(
        figure,
        large.median,
        small.median,
        "the smaller file",
        target_ratio,
        None,
        min(small.samples, large.samples),
        large.unit,
    )
