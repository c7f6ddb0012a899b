"""The demo championship in Swedish, every view and dialog of the real main window, its PDFs and
its workbook: no English text, a decimal comma in every number, no internal id (UI.md habits).

English is recognised two ways: a text that is the English source of a catalogue entry (whole,
or as the template it was formatted from), and English words that Swedish never uses.
"""

from __future__ import annotations

import io
import re
import string
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabWidget,
    QWidget,
)

from reports.printing import pdf_pages
from tddesk.reports.documents import offered_documents
from tddesk.ui.printing import printable
from ui.evening import choose_in_tree

PROJECT = Path(__file__).resolve().parents[2]
CATALOGUE = PROJECT / "resources" / "translations" / "tddesk_sv.ts"
ENGLISH_WORDS = frozenset(
    {
        "the",
        "and",
        "of",
        "is",
        "not",
        "with",
        "from",
        "has",
        "this",
        "that",
        "are",
        "be",
        "by",
        "which",
        "will",
        "yet",
        "round",
        "half",
        "team",
        "teams",
        "standings",
        "settings",
        "schedule",
        "rulings",
        "fees",
        "home",
        "away",
        "saved",
        "player",
        "players",
        "none",
        "no",
        "yes",
        "or",
        "played",
        "won",
        "lost",
        "decided",
        "unauthorised",
        "late",
        "arrival",
        "slow",
        "play",
        "walkover",
        "committee",
        "print",
        "save",
        "file",
        "open",
        "close",
        "undo",
        "redo",
        "help",
        "tools",
        "view",
        "edit",
        "new",
        "remove",
        "choose",
        "cancel",
    }
)
POINT_DECIMAL = re.compile(r"(?<![\d.:/-])\d+\.\d+(?![\d.])")
INTERNAL_ID = re.compile(r"\b(?:heat|semifinal|sf|final|a-final|b-final)-[a-z0-9]+(?:-[a-z0-9]+)*\b")
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)


def english_templates() -> tuple[set[str], list[re.Pattern]]:
    """The catalogue's English sources that have a different Swedish translation: as texts, and
    as patterns for texts formatted from them."""
    whole, patterns = set(), []
    for context in ElementTree.parse(CATALOGUE).getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.findtext("translation", "") or ""
            if source.replace("&", "") == translation.replace("&", "") or not re.search(r"[a-z]{3}", source):
                continue
            source = source.replace("&", "")
            if "{" in source:
                pieces = [
                    re.escape(literal) + (".+?" if name is not None else "")
                    for literal, name, _spec, _conv in string.Formatter().parse(source)
                ]
                literal_words = re.findall(r"[A-Za-z]{3,}", re.sub(r"\{[^}]*\}", "", source))
                if literal_words:
                    patterns.append(re.compile("".join(pieces) + "$", re.S))
            elif len(re.findall(r"[A-Za-z]{2,}", source)) >= 1 and len(source) > 3:
                whole.add(source)
    swedish = {
        (message.findtext("translation", "") or "").replace("&", "")
        for message in ElementTree.parse(CATALOGUE).getroot().iter("message")
    }
    return whole - swedish, patterns  # "Status", "Datum": English somewhere, Swedish elsewhere


WHOLE, PATTERNS = english_templates()
# One alternation of all the templates: the regular expression engine tries them in C, not a Python
# loop over 850 patterns for each of the walk's 100,000 texts.
ANY_TEMPLATE = re.compile("|".join(f"(?:{pattern.pattern})" for pattern in PATTERNS), re.S)


def problems_in(text: str) -> list[str]:
    """What is wrong with one shown text in a Swedish UI."""
    found = []
    plain = text.replace("&", "").strip()
    if not plain or plain.startswith("/") or re.match(r"^[A-Za-z]:\\", plain):  # a file's path
        return found
    if plain in WHOLE:
        found.append("English text")
    elif ANY_TEMPLATE.match(plain):
        found.append("English template")
    words = {word.lower() for word in re.findall(r"[A-Za-z]+", plain) if len(word) > 1}
    english = sorted(words & ENGLISH_WORDS - {"no"} if "No" not in plain.split() else words & ENGLISH_WORDS)
    if len(english) >= 2 or (english and len(words) <= 2):
        found.append(f"English words {english}")
    if POINT_DECIMAL.search(plain):
        found.append("decimal point")
    if INTERNAL_ID.search(plain):
        found.append("internal id")
    return found


def _visible_below(widget: QWidget) -> list[QWidget]:
    """``widget``'s visible descendants within its window, depth first."""
    found, stack = [], [widget]
    while stack:
        shown = stack.pop()
        found.append(shown)
        stack += reversed(
            [
                child
                for child in shown.children()
                if isinstance(child, QWidget) and not child.isWindow() and child.isVisible()
            ]
        )
    return found[1:]


def _is_below(widget: QWidget, root: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        parent = parent.parentWidget()
    return parent is root


def shown_windows() -> list[QWidget]:
    """The application's visible windows. Found through the platform's windows (a handful: a widget
    gets one when it is first shown) rather than ``QApplication.topLevelWidgets()``, which goes
    through every widget of the application, tens of thousands by the end of the walk."""
    found = []
    for handle in QGuiApplication.topLevelWindows():
        if handle.isVisible():
            widget = QWidget.find(handle.winId())
            if widget is not None and widget.isWindow() and widget.isVisible():
                found.append(widget)
    return found


def visible_widgets(root: QWidget) -> list[QWidget]:
    """``root`` (if shown) and every visible widget below it, the same as ``findChildren`` filtered by
    ``isVisible`` but without entering hidden widgets: the main window keeps every view it has shown
    (hidden in its stack), thousands of widgets by the end of the walk. A hidden widget's children
    are hidden too, except windows of their own (a dialog), which are found among the windows."""
    windows = [window for window in shown_windows() if window is not root and _is_below(window, root)]
    found = [root, *_visible_below(root)] if root.isVisible() else []
    for window in windows:
        found += [window, *_visible_below(window)]
    return found


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text a TD sees in ``root`` and its visible children."""
    texts = [("title", root.windowTitle())]
    for widget in visible_widgets(root):
        name = f"{type(widget).__name__}:{widget.objectName()}"
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            texts.append((name, widget.text()))
        if isinstance(widget, QGroupBox):
            texts.append((name, widget.title()))
        if isinstance(widget, QComboBox):
            texts += [(name, widget.itemText(index)) for index in range(min(widget.count(), 30))]
        if isinstance(widget, QTabWidget):
            texts += [(name, widget.tabText(index)) for index in range(widget.count())]
        if widget.toolTip():
            texts.append((name + " tooltip", widget.toolTip()))
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            texts += model_texts(name, widget.model())
    return texts


def _count(method, parent) -> int:
    try:
        return method(parent) if parent is not None else method()
    except TypeError:  # a table model's counts take no parent from Python
        return 0


def model_texts(name: str, model, parent=None, depth: int = 0) -> list[tuple[str, str]]:
    texts = []
    columns = _count(model.columnCount, parent)
    if parent is None:
        for section in range(columns):
            header = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
            if isinstance(header, str):
                texts.append((name + " header", header))
    for row in range(min(_count(model.rowCount, parent), 40)):
        for column in range(columns):
            index = model.index(row, column, parent) if parent is not None else model.index(row, column)
            for role in ROLES:
                value = index.data(role)
                if isinstance(value, str):
                    texts.append((name, value))
            if depth < 3 and column == 0 and _count(model.rowCount, index) > 0:
                texts += model_texts(name, model, index, depth + 1)
    return texts


def menu_texts(window) -> list[tuple[str, str]]:
    texts = []
    for menu_action in window.menuBar().actions():
        texts.append(("menu", menu_action.text()))
        menu = menu_action.menu()
        for action in menu.actions() if menu is not None else ():
            texts += [("menu entry", action.text()), ("menu tip", action.toolTip())]
            if action.menu() is not None:
                texts += [("submenu entry", sub.text()) for sub in action.menu().actions()]
    return texts


def report(found: list[tuple[str, str]], *, keys_allowed: bool = False) -> list[str]:
    """Every text with a problem; ``keys_allowed``: a workbook's match ids are the federation's keys
    between its sheets, not words for a reader."""
    listed: dict[str, str] = {}
    checked: set[str] = set()  # a text shown in many places is checked once
    for where, text in found:
        if text in checked:
            continue
        checked.add(text)
        problems = [p for p in problems_in(text) if not (keys_allowed and p == "internal id")]
        if problems:
            listed[text] = f"{where}: {text!r} ({', '.join(problems)})"
    return sorted(listed.values())


def test_the_checker_sees_english_points_and_ids():
    assert problems_in("Round 3: Ek – Holm") and problems_in("Standings")
    assert "decimal point" in problems_in("3,00 VP och 0.5 VP")
    assert "internal id" in problems_in("Matchen heat-linkoping-r7-m2 finns inte")
    assert not problems_in("Rond 3: Ek – Holm, 14,01 VP den 2016-10-03 kl 11:15")


def test_the_walk_sees_exactly_the_visible_widgets_a_dialog_under_a_hidden_view_too(qtbot):
    from PySide6.QtWidgets import QDialog, QVBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    shown, hidden = QLabel("shown", root), QWidget(root)
    QVBoxLayout(root).addWidget(shown)
    inner = QLabel("inner", hidden)
    dialog = QDialog(hidden)
    button = QLineEdit("in the dialog", dialog)
    root.show()
    hidden.hide()
    dialog.show()
    expected = [widget for widget in [root, *root.findChildren(QWidget)] if widget.isVisible()]
    found = visible_widgets(root)
    assert len(found) == len(expected) and set(found) == set(expected)
    assert shown in found and dialog in found and button in found and inner not in found and hidden not in found
    dialog.close()


WALK_PARTS = 6  # the walk in parts of about equal work, so that both test workers share it


def walk_parts(keys) -> list[list[tuple]]:
    """Every tree key in exactly one of ``WALK_PARTS`` parts: every n-th key in sorted order, so each
    part has its share of rounds (the views with ruling dialogs) and of every other kind of page."""
    ordered = sorted(keys, key=str)
    return [ordered[part::WALK_PARTS] for part in range(WALK_PARTS)]


def settle() -> None:
    """What the event loop does between two of the TD's clicks: pending events, then the widgets
    closed or replaced meanwhile (``deleteLater``) deleted — ``processEvents`` alone leaves them,
    and every replaced Print submenu and closed dialog would stay alive for the rest of the walk."""
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_the_walk_parts_hold_every_tree_item_once():
    keys = [
        ("round", "heat-a", 1),
        ("round", "heat-a", 2),
        ("teams",),
        ("rulings", "heat-a"),
        ("members",),
        ("standings", "final"),
        ("fees", "heat-a"),
    ]
    parts = walk_parts(keys)
    assert len(parts) == WALK_PARTS and all(parts)
    assert sorted((key for part in parts for key in part), key=str) == sorted(keys, key=str)


def walk_texts(window, part: int) -> list[tuple[str, str]]:
    """(where, text) of the menus and, for the tree items of ``part``, every view and ruling dialog;
    the last part also has the settings, VP calculator and about dialogs."""
    controller = window.controller
    keys = controller.tree_model.keys()
    parts = walk_parts(keys)
    walked = [key for keys_of_part in parts for key in keys_of_part]
    assert len(walked) == len(set(walked)) and set(walked) == set(keys), "a tree item outside the walk's parts"
    found = menu_texts(window)
    for key in parts[part]:
        view = choose_in_tree(window, key)
        settle()
        if view is None:
            continue
        found += [(f"{key} {where}", text) for where, text in widget_texts(window)]
        menus = controller.tournament_menus
        if menus.stage is not None and key[0] in ("round", "rulings", "central_day"):
            for kind in menus.rulings:
                dialog = menus.open_ruling(kind)
                if dialog is not None:
                    QApplication.processEvents()
                    found += [(f"{key} {kind} dialog {where}", text) for where, text in widget_texts(dialog)]
                    dialog.reject()
                    settle()
    if part == WALK_PARTS - 1:
        for opener in (window.open_settings, window.open_vp_calculator, window.show_about):
            dialog = opener()
            QApplication.processEvents()
            found += [(f"{opener.__name__} {where}", text) for where, text in widget_texts(dialog)]
            dialog.close()
    return found


@pytest.mark.parametrize("part", range(WALK_PARTS))
def test_every_view_and_dialog_of_the_demo_speaks_swedish(qtbot, demo_window, part):
    problems = report(walk_texts(demo_window, part))
    assert not problems, f"{len(problems)} texts are not Swedish:\n" + "\n".join(problems)


@pytest.mark.parametrize("stage_id", ["heat-linkoping", "heat-vastervik"])
def test_every_pdf_of_a_demo_stage_is_swedish(demo_window, stage_id):
    tournament = demo_window.controller.session.tournament
    found = []
    for document, round_number in offered_documents("heat", 3):
        shown = printable(tournament, document.name, stage_id, round_number)
        buffer = io.BytesIO()
        shown.write(buffer, None)
        for number, page in enumerate(pdf_pages(buffer.getvalue(), layout=False), start=1):
            found += [(f"{document.name} page {number}", line) for line in page.splitlines()]
    problems = report(found)
    assert not problems, f"{len(problems)} lines of the PDFs are not Swedish:\n" + "\n".join(problems[:80])


def test_the_demo_workbook_is_swedish_and_stores_numbers_as_numbers(demo_window, tmp_path):
    from tddesk.export.federation_workbook import write_federation_workbook

    tournament = demo_window.controller.session.tournament
    target = tmp_path / "forbundet.xlsx"
    write_federation_workbook(tournament, target)
    book = load_workbook(target)
    found = []
    numbers = 0
    for sheet in book.worksheets:
        found.append(("sheet", sheet.title))
        for row in sheet.iter_rows():
            for cell in row:
                if isinstance(cell.value, str):
                    found.append((f"{sheet.title}!{cell.coordinate}", cell.value))
                elif isinstance(cell.value, (int, float)):
                    numbers += 1
    assert numbers > 100
    problems = report(found, keys_allowed=True)
    assert not problems, f"{len(problems)} cells are not Swedish:\n" + "\n".join(problems[:80])


def swedish_texts() -> set[str]:
    """The catalogue's Swedish translations that differ from their English source."""
    found = set()
    for message in ElementTree.parse(CATALOGUE).getroot().iter("message"):
        source = message.findtext("source", "").replace("&", "")
        translation = (message.findtext("translation", "") or "").replace("&", "")
        if translation and translation != source and "{" not in translation and re.search(r"[a-zåäö]{3}", translation):
            found.add(translation)
    return found - {
        message.findtext("source", "").replace("&", "")
        for message in ElementTree.parse(CATALOGUE).getroot().iter("message")
    }


def test_the_pdfs_of_the_english_ui_are_english_with_a_decimal_point(demo_window):
    """The other way round: with the UI in English no Swedish text and no decimal comma."""
    from tddesk import i18n

    i18n.set_language("en")
    tournament = demo_window.controller.session.tournament
    swedish, problems = swedish_texts(), []
    for document, round_number in offered_documents("heat", 3):
        buffer = io.BytesIO()
        printable(tournament, document.name, "heat-linkoping", round_number).write(buffer, None)
        for line in (line.strip() for page in pdf_pages(buffer.getvalue(), layout=False) for line in page.splitlines()):
            if line in swedish or re.search(r"(?<![\d,])\d+,\d\d(?!\d)", line):
                problems.append(f"{document.name}: {line!r}")
    assert not problems, "\n".join(problems[:60])
