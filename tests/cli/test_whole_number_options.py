"""Whole-number options take the digits 0-9 and no number beyond what a TD types: 10^20 and
Arabic-Indic digits are refused by the command line in one line of words, exit 2, no traceback,
as MIDs already are (tddesk.cli.whole_number, rules/entry_limits.py ``ascii_whole``)."""

from __future__ import annotations

import argparse

import pytest

from tddesk.cli import build_parser, main, whole_number

HUGE = str(10**20)
ARABIC_INDIC_THREE = "\u0663"


def commands(number: str) -> dict[str, list[str]]:
    return {
        "--half": ["result", "dm.tddesk", "--match", "m1", "--half", number, "--imps", "10-3"],
        "--session": ["pairs-import-bws", "dm.tddesk", "x.bws", "--heat", "h", "--session", number],
        "--number": ["pairs-enter", "dm.tddesk", "--heat", "h", "--pair", "p", "--number", number],
        "--final-pairs": ["pairs-event", "dm.tddesk", "DM", "--discipline", "open", "--final-pairs", number]
        + ["--final-boards", "54"],
        "--final-boards": ["pairs-event", "dm.tddesk", "DM", "--discipline", "open", "--final-pairs", "28"]
        + ["--final-boards", number],
        "--round (print)": ["print", "dm.tddesk", "standings", "--stage", "s", "--round", number, "-o", "x.pdf"],
        "--places": ["allocate-places", "--places", number, "--heats", "10,12"],
        "boards (vp)": ["vp", number, "10", "3"],
    }


@pytest.mark.parametrize("number", [HUGE, ARABIC_INDIC_THREE, "3.0", "1E3"])
@pytest.mark.parametrize("option", sorted(commands("1")))
def test_a_number_no_td_types_is_refused_in_one_line(capsys, option, number):
    assert main(["--lang", "en", *commands(number)[option]]) == 2
    error = capsys.readouterr().err
    assert len(error.strip().splitlines()) == 1 and "Traceback" not in error
    assert "whole number" in error or "must be" in error or "expected" in error, error


def test_every_whole_number_option_reads_only_ascii_digits():
    parser = build_parser()
    subparsers = next(action for action in parser._actions if isinstance(action, argparse._SubParsersAction))
    typed = [
        (name, action.dest)
        for name, command in subparsers.choices.items()
        for action in command._actions
        if action.type is int
    ]
    assert typed == []  # each went through whole_number
    assert whole_number("12") == 12 and whole_number("-3") == -3
    for text in (HUGE, ARABIC_INDIC_THREE, "١٢", "12\u00b2", "", " ", "0x10", "1_000"):
        with pytest.raises(argparse.ArgumentTypeError):
            whole_number(text)


def test_swedish_words_for_a_number_too_large(capsys):
    assert main(["--lang", "sv", *commands(HUGE)["--half"]]) == 2
    error = capsys.readouterr().err
    assert "heltal" in error and "siffrorna 0-9" in error
