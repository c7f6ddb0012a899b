"""Finds user-visible English text in the code that never went through the catalogue.

A text reaches the TD through a few doors: a widget's text, title or tooltip, a message box, a
refusal (``ServiceError``, ``message``, ``CliError``), a rule's finding, the command line's
``print``, a workbook's column heading. At each door the text must be a call (``self.tr``,
``translate``) or a name (a ``QT_TRANSLATE_NOOP`` constant); a string literal with words in it
was never marked, so ``scripts/update_translations.py`` cannot collect it and a Swedish UI shows
it in English. Texts that read the same in both languages (program and unit names) are allowed.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

# door → the positions of its arguments that carry text (None: every positional argument)
METHOD_DOORS = {
    "setText": (0,),
    "setToolTip": (0,),
    "setWindowTitle": (0,),
    "setPlaceholderText": (0,),
    "setStatusTip": (0,),
    "setTitle": (0,),
    "setWhatsThis": (0,),
    "setLabelText": (0,),
    "showMessage": (0,),
    "addAction": (0,),
    "addMenu": (0,),
    "addItem": (0,),
    "addItems": (0,),
    "setHorizontalHeaderLabels": (0,),
    "setVerticalHeaderLabels": (0,),
    "setTabText": (1,),
    "addTab": (1,),
    "insertTab": (2,),
    "setSuffix": (0,),
    "setPrefix": (0,),
    "setSpecialValueText": (0,),
}
CALL_DOORS = {
    "QLabel": (0,),
    "QPushButton": (0,),
    "QCheckBox": (0,),
    "QRadioButton": (0,),
    "QGroupBox": (0,),
    "QAction": (0,),
    "QMenu": (0,),
    "QStandardItem": (0,),
    "QTableWidgetItem": (0,),
    "QListWidgetItem": (0,),
    "ServiceError": (0,),
    "CliError": (0,),
    "message": (0,),
    "print": None,
    "Finding": (3,),
    "_columns": None,  # the workbook's (heading, kind) pairs
}
MESSAGE_BOX = {"information": (1, 2), "warning": (1, 2), "critical": (1, 2), "question": (1, 2), "about": (1, 2)}
WORDS = re.compile(r"[A-Za-z]{2,}")
# The same in Swedish and English: the program, its commands and units, the championship's name.
NEUTRAL = re.compile(r"^(tddesk( [a-z-]+)?:?|IMP|VP|MID|SEK|kr|DM Lag|[A-Z]\d+)$")


def _texts(node: ast.AST) -> Iterator[ast.AST]:
    """The string literals (and f-strings) of an argument, also inside lists and tuples."""
    if (isinstance(node, ast.Constant) and isinstance(node.value, str)) or isinstance(node, ast.JoinedStr):
        yield node
    elif isinstance(node, (ast.List, ast.Tuple)):
        for element in node.elts:
            yield from _texts(element)


def _words(node: ast.AST) -> list[str]:
    """The words of a literal's fixed text, without {fields} and language-neutral words."""
    if isinstance(node, ast.Constant):
        fixed = re.sub(r"\{[^}]*\}", " ", node.value)
    else:
        fixed = " ".join(part.value for part in node.values if isinstance(part, ast.Constant))
    return (
        [word for word in WORDS.findall(fixed) if not NEUTRAL.match(word)] if not NEUTRAL.match(fixed.strip()) else []
    )


def _door(call: ast.Call) -> tuple[str, tuple[int, ...] | None] | None:
    function = call.func
    if isinstance(function, ast.Attribute):
        if isinstance(function.value, ast.Name) and function.value.id == "QMessageBox" and function.attr in MESSAGE_BOX:
            return function.attr, MESSAGE_BOX[function.attr]
        if function.attr in METHOD_DOORS:
            return function.attr, METHOD_DOORS[function.attr]
        if function.attr in CALL_DOORS:
            return function.attr, CALL_DOORS[function.attr]
    if isinstance(function, ast.Name) and function.id in CALL_DOORS:
        return function.id, CALL_DOORS[function.id]
    return None


def unmarked_in(source: str, where: str = "<code>") -> list[str]:
    found = []
    for call in (node for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Call)):
        door = _door(call)
        if door is None:
            continue
        name, positions = door
        arguments = call.args if positions is None else [call.args[i] for i in positions if i < len(call.args)]
        if name == "Finding":
            arguments += [keyword.value for keyword in call.keywords if keyword.arg == "template"]
        for argument in arguments:
            shown_text = argument
            if name == "_columns" and isinstance(argument, ast.Tuple) and argument.elts:
                shown_text = argument.elts[0]  # the heading; the kind ("text", "vp" …) is a key
            for literal in _texts(shown_text):
                if _words(literal):
                    shown = literal.value if isinstance(literal, ast.Constant) else ast.unparse(literal)
                    found.append(f"{where}:{literal.lineno} {name}({shown[:60]!r})")
    return found


def unmarked_strings(package: Path) -> list[str]:
    return [
        finding
        for path in sorted(package.rglob("*.py"))
        for finding in unmarked_in(path.read_text(encoding="utf-8"), str(path.relative_to(package.parent)))
    ]
