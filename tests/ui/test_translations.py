"""The Swedish catalogue is complete, up to date with the code, and keeps every placeholder.

Strings added anywhere in tddesk/ make the first two tests fail until
``scripts/update_translations.py`` has been run and the new entries are translated.
"""

from __future__ import annotations

import importlib.util
import shutil
import string
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from ui.unmarked_strings import unmarked_in, unmarked_strings

PROJECT = Path(__file__).resolve().parents[2]
CATALOGUE = PROJECT / "resources" / "translations" / "tddesk_sv.ts"


def load_update_script():
    spec = importlib.util.spec_from_file_location("update_translations", PROJECT / "scripts" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


update_translations = load_update_script()
PACKAGE = PROJECT / "tddesk"


def messages(ts_file: Path) -> dict[tuple[str, str], ElementTree.Element]:
    """(context, source) → the <translation> element."""
    found = {}
    for context in ElementTree.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            found[(name, message.findtext("source", ""))] = message.find("translation")
    return found


def placeholders(text: str) -> list[str]:
    """The {fields} of a str.format template, with conversion and format spec, sorted."""
    fields = []
    for _literal, name, spec, conversion in string.Formatter().parse(text):
        if name is not None:
            fields.append(f"{{{name}{'!' + conversion if conversion else ''}{':' + spec if spec else ''}}}")
    return sorted(fields)


@pytest.fixture(scope="module")
def lupdate() -> Path:
    found = update_translations.find_lupdate()
    if found is None:
        pytest.skip("pyside6-lupdate is not installed beside this Python")
    return found


def test_swedish_catalogue_has_no_unfinished_entries():
    unfinished = update_translations.unfinished_entries(CATALOGUE)
    listing = "\n".join(f"  [{context}] {source}" for context, source in unfinished)
    assert not unfinished, f"{len(unfinished)} entries of {CATALOGUE.name} need a Swedish translation:\n{listing}"


def test_catalogue_holds_every_string_in_the_code(lupdate, tmp_path):
    extracted = tmp_path / "tddesk_sv.ts"
    update_translations.run_lupdate(extracted, lupdate)
    missing = sorted(set(messages(extracted)) - set(messages(CATALOGUE)))
    listing = "\n".join(f"  [{context}] {source}" for context, source in missing)
    assert not missing, (
        f"{len(missing)} strings in the code are not in {CATALOGUE.name}; "
        f"run scripts/update_translations.py and translate them:\n{listing}"
    )


def test_translations_keep_the_placeholders_of_their_source():
    wrong = []
    for (context, source), translation in messages(CATALOGUE).items():
        text = translation.text if translation is not None else None
        if not text or translation.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        try:
            if placeholders(text) != placeholders(source):
                wrong.append(f"  [{context}] {source!r} → {text!r}")
        except ValueError as error:  # unbalanced braces
            wrong.append(f"  [{context}] {text!r}: {error}")
    assert not wrong, "translations whose {placeholders} differ from the source:\n" + "\n".join(wrong)


def test_placeholders_are_compared_with_their_conversion():
    assert placeholders("not {text!r} but {n}") == ["{n}", "{text!r}"]
    assert placeholders("Sparat {time}") != placeholders("Saved {tid}")


def test_update_script_is_idempotent(lupdate, tmp_path):
    # A snapshot of the sources, so that files saved meanwhile cannot change the second run.
    snapshot = tmp_path / "tddesk"
    shutil.copytree(PROJECT / "tddesk", snapshot, ignore=shutil.ignore_patterns("__pycache__"))
    sources = update_translations.source_files(snapshot)
    copy = tmp_path / "tddesk_sv.ts"
    shutil.copyfile(CATALOGUE, copy)
    update_translations.run_lupdate(copy, lupdate, sources)
    once = copy.read_bytes()
    update_translations.run_lupdate(copy, lupdate, sources)
    assert copy.read_bytes() == once
    # Finished translations survive the update.
    assert messages(copy)[("MainMenus", "&File")].text == "&Arkiv"


def test_update_script_marks_new_strings_unfinished_and_drops_vanished_ones(lupdate, tmp_path):
    source = tmp_path / "sample.py"
    source.write_text('from tddesk.i18n import translate\nprint(translate("Sample", "Fresh text"))\n', encoding="utf-8")
    copy = tmp_path / "tddesk_sv.ts"
    shutil.copyfile(CATALOGUE, copy)
    update_translations.run_lupdate(copy, lupdate, sources=[source])
    found = messages(copy)
    assert set(found) == {("Sample", "Fresh text")}
    assert update_translations.unfinished_entries(copy) == [("Sample", "Fresh text")]


def test_no_user_visible_string_escapes_the_catalogue():
    """A text shown to the TD (a widget's text, a message box, a refusal, a rule's finding, the
    command line's output, a workbook heading) is marked for the catalogue where it is written;
    an unmarked literal stays English in the Swedish UI, whatever the catalogue holds."""
    found = unmarked_strings(PACKAGE)
    assert not found, f"{len(found)} texts are not marked for translation:\n" + "\n".join(found)


def test_the_scan_finds_texts_that_were_never_marked():
    planted = """
QLabel("Standings")
raise ServiceError("The file is broken")
Finding("T4", "player_in_other_team", Severity.ERROR, "{name} ({mid}) already plays for team {team}", {})
_columns(("Decided by (H8)", "text"))
QMessageBox.warning(self, "Not saved", text)
"""
    assert [line.split(" ", 1)[1] for line in unmarked_in(planted)] == [
        "QLabel('Standings')",
        "ServiceError('The file is broken')",
        "Finding('{name} ({mid}) already plays for team {team}')",
        "_columns('Decided by (H8)')",
        "warning('Not saved')",
    ]
    marked = """
QLabel(self.tr("Standings"))
raise message(translate("Files", "The file {path} does not exist."), path=path)
Finding("T4", "player_in_other_team", Severity.ERROR, QT_TRANSLATE_NOOP("Rules", "{name} plays"), {})
_columns((QT_TRANSLATE_NOOP("Export", "Decided by (H8)"), "text"))
raise CliError(f"tddesk print: {error}")
combo.addItem("", "field")
label.setText("tddesk")
"""
    assert unmarked_in(marked) == []
