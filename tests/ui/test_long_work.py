"""Long work with progress and Cancel (tddesk/ui/widgets/long_work.py): in a worker thread or in
the UI thread, waited for or started; the progress dialog appears after a second, Cancel stops or
abandons the work, and a failure reaches the TD in words, never as a traceback."""

from __future__ import annotations

import logging
import threading
import time

import pytest
from PySide6.QtCore import QThread, QTimer
from PySide6.QtWidgets import QPushButton, QWidget

from tddesk.services.errors import ServiceError
from tddesk.ui.widgets import long_work
from tddesk.ui.widgets.long_work import LongWork


@pytest.fixture
def parent(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitUntil(widget.isVisible)
    return widget


def press_cancel(work: LongWork) -> None:
    work.progress.findChild(QPushButton).click()


def test_work_in_a_thread_shows_its_progress_after_a_second_and_cancel_returns_at_once(qtbot, parent):
    # Work that does not listen to Cancel: it goes on until the test has seen Cancel return.
    seen, finish = [], threading.Event()
    work = LongWork(parent, "Läser…", lambda _report: finish.wait(3) and "klart")

    def look_and_cancel():
        seen.append(work.progress.isVisible())
        press_cancel(work)

    QTimer.singleShot(1500, look_and_cancel)
    started = time.monotonic()
    assert work.run() is None and work.cancelled
    assert seen == [True] and time.monotonic() - started < 2.5
    assert long_work._abandoned, "Cancel returned while the work still ran"
    finish.set()
    qtbot.waitUntil(lambda: not long_work._abandoned, timeout=5000)  # let go once it ends


def test_quick_work_shows_no_progress_and_gives_its_result(qtbot, parent):
    seen = []
    work = LongWork(parent, "Läser…", lambda _report: seen.append(work.progress.isVisible()) or 42)
    assert work.run() == 42 and seen == [False]


def test_stoppable_work_listens_to_cancel_and_gives_what_it_returned(qtbot, parent):
    def count(report):
        for step in range(1, 100):
            time.sleep(0.05)
            if not report(step, 99):
                return f"stannade efter {step}"
        return "klart"

    work = LongWork(parent, "Räknar…", count, stoppable=True)
    steps = []
    work.advanced.connect(lambda done, total: steps.append(done))
    QTimer.singleShot(1300, lambda: press_cancel(work))
    result = work.run()
    assert result.startswith("stannade efter ") and work.cancelled
    assert 1 <= int(result.split()[-1]) < 99 and steps and steps == sorted(steps)


def test_work_in_the_ui_thread_paints_its_progress_and_stops_at_cancel(qtbot, parent):
    threads, values = [], []

    def lay_out(report):
        threads.append(QThread.currentThread())
        for step in range(1, 200):
            time.sleep(0.02)
            if not report(step, 199):
                return None
        return "alla sidor"

    work = LongWork(parent, "Förbereder matchrapporter…", lay_out, in_thread=False)
    work.advanced.connect(lambda done, _total: values.append((done, work.progress.isVisible())))
    QTimer.singleShot(1500, lambda: press_cancel(work))
    assert work.run() is None and work.cancelled
    assert threads == [parent.thread()]  # the UI thread
    shown = [done for done, visible in values if visible]
    assert values[0] == (1, False) and shown, "the dialog appears after a second, while the work goes on"
    assert values[-1][0] < 199


def test_a_failure_is_raised_in_words_and_logged_never_as_a_traceback(qtbot, parent, caplog):
    def fails(_report):
        raise ValueError("oväntat tecken på rad 3")

    with caplog.at_level(logging.ERROR, logger="tddesk"), pytest.raises(ServiceError) as raised:
        LongWork(parent, "Läser medlemslistan…", fails).run()
    assert str(raised.value) == (
        "Avbröts innan det var klart (Läser medlemslistan): oväntat tecken på rad 3. "
        "Inget mer gjordes; detaljerna finns i programmets logg (Hjälp → Om tddesk visar "
        "mappen)."
    )
    assert "oväntat tecken på rad 3" in caplog.text  # the trace is in the log, for an error report

    def unreadable(_report):
        raise FileNotFoundError(2, "No such file or directory", "/media/usb/medlemmar.csv")

    with pytest.raises(
        ServiceError,
        match=r"^Avbröts innan det var klart \(Läser medlemslistan\): filen eller mappen finns inte "
        r"\(/media/usb/medlemmar.csv\)\. Inget mer gjordes\.$",  # the system's English said in Swedish
    ):
        LongWork(parent, "Läser medlemslistan…", unreadable).run()

    def refused(_report):
        raise ServiceError("Filen saknar kolumnen MID.")

    with pytest.raises(ServiceError, match=r"^Filen saknar kolumnen MID\.$"):  # a refusal keeps its words
        LongWork(parent, "Läser medlemslistan…", refused, in_thread=False).run()


def test_started_work_shows_its_progress_at_once_and_reports_the_result_or_the_words(qtbot, parent):
    work = LongWork(parent, "Bygger…", lambda _report: time.sleep(0.3) or "demo.tddesk", cancellable=False)
    with qtbot.waitSignal(work.done, timeout=10_000) as finished:
        work.start()
        assert work.progress.isVisible() and work.progress.findChild(QPushButton) is None
    assert finished.args == ["demo.tddesk", ""]

    def fails(_report):
        raise RuntimeError("disken försvann")

    work = LongWork(parent, "Bygger demomästerskapet…", fails, cancellable=False)
    with qtbot.waitSignal(work.done, timeout=10_000) as finished:
        work.start()
    assert finished.args[0] is None
    assert finished.args[1].startswith("Avbröts innan det var klart (Bygger demomästerskapet): disken försvann.")
