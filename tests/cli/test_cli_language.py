"""The command line answers in the TD's language: Swedish by default, English with `--lang en`,
for its own messages and for argparse's (usage, missing or wrong arguments) alike."""

from __future__ import annotations

import pytest

from tddesk import i18n
from tddesk.cli import main


def test_missing_and_wrong_arguments_are_said_in_swedish(capsys):
    assert main(["vp", "20", "1"]) == 2
    assert capsys.readouterr().err.strip() == "tddesk vp: följande argument krävs: IMPS_B"
    assert main(["nosuch"]) == 2
    assert "ogiltigt val: 'nosuch'" in capsys.readouterr().err


def test_lang_en_is_read_before_the_arguments_are_checked(capsys):
    """The type check of IMPS_A runs while parsing: it already knows the language."""
    assert main(["--lang", "en", "vp", "20", "x", "1"]) == 2
    assert capsys.readouterr().err.strip() == "tddesk vp: argument IMPS_A: IMPs must be a number, not 'x'"
    assert main(["--lang=en", "vp", "20", "1"]) == 2
    assert capsys.readouterr().err.strip() == "tddesk vp: the following arguments are required: IMPS_B"
    i18n.set_language("sv")
    assert main(["vp", "20", "x", "1"]) == 2
    assert capsys.readouterr().err.strip() == "tddesk vp: argument IMPS_A: IMP ska vara ett tal, inte 'x'"


def test_help_is_swedish_and_argparse_keeps_its_english_afterwards(capsys):
    import argparse

    with pytest.raises(SystemExit):
        main(["vp", "--help"])
    shown = capsys.readouterr().out
    assert shown.startswith("användning: tddesk vp") and "argument:" in shown and "flaggor:" in shown
    assert "visa den här hjälpen och avsluta" in shown
    assert argparse._("usage: ") == "usage: "  # other users of argparse in the process are not changed


def test_not_a_tournament_file_in_both_languages(tmp_path, capsys):
    path = tmp_path / "lista.tddesk"
    path.write_text("hello")
    assert main(["standings", str(path), "--stage", "heat"]) != 0
    assert "är ingen tävlingsfil för tddesk" in capsys.readouterr().err
    assert main(["--lang", "en", "standings", str(path), "--stage", "heat"]) != 0
    assert "is not a tddesk tournament file" in capsys.readouterr().err
