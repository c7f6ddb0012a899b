"""The `tddesk` command: headless commands over the same services as the UI.

`tddesk` alone opens the main window; `tddesk open FILE` opens it on a tournament file.
Each command lives in a module of this package with a ``register(subparsers)`` function that
adds its parser and sets ``run`` to a function taking the parsed arguments and returning the
exit status. Wrong arguments or bad input: one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from tddesk import i18n
from tddesk.cli.errors import CliError
from tddesk.i18n import QT_TRANSLATE_NOOP, translate

COMMAND_MODULES = (
    "tddesk.cli.gui_commands",
    "tddesk.cli.results_commands",
    "tddesk.cli.demo_commands",
    "tddesk.cli.vp_commands",
    "tddesk.cli.registration_commands",
    "tddesk.cli.json_commands",
    "tddesk.cli.export_commands",
    "tddesk.cli.allocation_commands",
    "tddesk.cli.advancement_commands",
    "tddesk.cli.print_commands",
    "tddesk.cli.publish_commands",
    "tddesk.cli.sm_commands",
    "tddesk.cli.sm_stage_commands",
    "tddesk.cli.spader_commands",
    "tddesk.cli.board_commands",
    "tddesk.cli.deals_commands",
    "tddesk.cli.pairs_commands",
    "tddesk.cli.pairs_file_commands",
    "tddesk.cli.pairs_reserve_commands",
    "tddesk.cli.pbn_commands",
    "tddesk.cli.venue_commands",
    "tddesk.cli.copy_commands",
    "tddesk.cli.ruling_commands",
    "tddesk.cli.bws_sample_commands",
    "tddesk.cli.desktop_commands",
    "tddesk.cli.convention_commands",
    "tddesk.cli.pairs_masterpoint_commands",
    "tddesk.cli.bws_session_commands",
    "tddesk.cli.bws_check_commands",
)

# Which module registers each command, so that running one command imports only its module
# (`tddesk vp 20 30 13` starts about as fast as Python itself). `tddesk --help`, no command or
# an unknown one build the whole parser. tests/cli/test_cli_startup.py keeps this table true.
COMMAND_MODULE = {
    "open": "tddesk.cli.gui_commands",
    "result": "tddesk.cli.results_commands",
    "standings": "tddesk.cli.results_commands",
    "demo": "tddesk.cli.demo_commands",
    "demo-day": "tddesk.cli.demo_commands",
    "vp": "tddesk.cli.vp_commands",
    "vp-table": "tddesk.cli.vp_commands",
    **dict.fromkeys(
        ("new", "import-teams", "import-members", "team-template", "schedule", "fees"),
        "tddesk.cli.registration_commands",
    ),
    "export-json": "tddesk.cli.json_commands",
    "import-json": "tddesk.cli.json_commands",
    "export-xlsx": "tddesk.cli.export_commands",
    "allocate-places": "tddesk.cli.allocation_commands",
    "allocate-pairs": "tddesk.cli.allocation_commands",
    "allocation": "tddesk.cli.advancement_commands",
    "print": "tddesk.cli.print_commands",
    "publish": "tddesk.cli.publish_commands",
    **dict.fromkeys(
        (
            "sm-demo",
            "seed",
            "late-start",
            "swiss-pair",
            "knockout",
            "choose",
            "knockout-final",
            "knockout-status",
            "appeal",
            "appeals",
            "appeal-outcome",
            "travel-grants",
            "junior-grant",
            "seed-pairs",
        ),
        "tddesk.cli.sm_commands",
    ),
    "sm-stage": "tddesk.cli.sm_stage_commands",
    "medals": "tddesk.cli.sm_stage_commands",
    "spader": "tddesk.cli.spader_commands",
    **dict.fromkeys(("score", "boards", "board-score", "butler", "import-bws"), "tddesk.cli.board_commands"),
    "import-deals": "tddesk.cli.deals_commands",
    "export-dup": "tddesk.cli.deals_commands",
    **dict.fromkeys(
        (
            "pairs-demo",
            "pairs",
            "pairs-event",
            "pairs-heat",
            "pairs-register",
            "pairs-enter",
            "pairs-session",
            "pairs-standing",
            "pairs-running",
            "pairs-places",
            "pairs-answer",
            "pairs-final",
        ),
        "tddesk.cli.pairs_commands",
    ),
    **dict.fromkeys(
        ("pairs-import-bws", "pairs-print", "pairs-export", "pairs-import-list", "pairs-merge"),
        "tddesk.cli.pairs_file_commands",
    ),
    "pairs-reserve": "tddesk.cli.pairs_reserve_commands",
    "pairs-export-pbn": "tddesk.cli.pbn_commands",
    "pairs-parity": "tddesk.cli.pbn_commands",
    "export-pbn": "tddesk.cli.pbn_commands",
    "field-parity": "tddesk.cli.pbn_commands",
    "venue-sync": "tddesk.cli.venue_commands",
    "save-copy": "tddesk.cli.copy_commands",
    "late-arrival": "tddesk.cli.ruling_commands",
    "slow-play": "tddesk.cli.ruling_commands",
    "bws-sample": "tddesk.cli.bws_sample_commands",
    "install-desktop": "tddesk.cli.desktop_commands",
    "conventions": "tddesk.cli.convention_commands",
    "pairs-silver": "tddesk.cli.pairs_masterpoint_commands",
    "silver-table": "tddesk.cli.pairs_masterpoint_commands",
    "bws-session": "tddesk.cli.bws_session_commands",
    "pairs-bws-session": "tddesk.cli.bws_session_commands",
    "day-checks": "tddesk.cli.bws_session_commands",
    "bws-reseat": "tddesk.cli.bws_session_commands",
    "bws-correct": "tddesk.cli.bws_session_commands",
    "pairs-bws-correct": "tddesk.cli.bws_session_commands",
    "bws-check": "tddesk.cli.bws_check_commands",
}


# argparse's own words (usage, missing or unknown arguments), marked for the catalogue so that a
# wrong command line is answered in the TD's language too.
ARGPARSE_TEXTS = (
    QT_TRANSLATE_NOOP("Argparse", "usage: "),
    QT_TRANSLATE_NOOP("Argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("Argparse", "options"),
    QT_TRANSLATE_NOOP("Argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("Argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("Argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("Argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("Argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("Argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("Argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("Argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("Argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("Argparse", "not allowed with argument %s"),
)


def whole_number(text: str) -> int:
    """A whole-number option: the digits 0-9 (``int`` would read Arabic-Indic digits too) and at
    most nine of them, so 10^20 is refused here in words rather than by SQLite."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.rules.entry_limits import MAX_WHOLE, ascii_whole

    value = ascii_whole(text)
    if value is None:
        raise argparse.ArgumentTypeError(
            translate(
                "Cli", "expected a whole number written with the digits 0-9, smaller than {limit}, not {text}"
            ).format(
                limit=f"{MAX_WHOLE:,}".replace(",", " "),
                text=repr(text) if len(text) <= 24 else repr(text[:21] + "..."),
            )
        )
    return value


# argparse looks its words up through its module's _(), which the module does not declare
_ARGPARSE_WORDS = "_"


def _argparse_text(text: str) -> str:
    return translate("Argparse", text)


class _VersionAction(argparse.Action):
    """``--version``: the program's version, Python's and the libraries', read only when asked."""

    def __init__(
        self,
        option_strings: Sequence[str],
        dest: str = argparse.SUPPRESS,
        default: object = argparse.SUPPRESS,
        help: str | None = None,
    ) -> None:
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        # deferred: only --version reads the libraries' versions (start-up of every command)
        from tddesk.versions import version_lines

        print("\n".join(version_lines()))
        parser.exit()


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, never the usage block
        raise CliError(f"{self.prog}: {message}")


# The commands that write a file the TD names: each refuses to write over a tournament file unless
# told --overwrite, and over an open one at all (tddesk.models.atomic).
WRITING_COMMANDS = frozenset(
    {
        "vp-table",
        "team-template",
        "export-json",
        "export-xlsx",
        "print",
        "seed-pairs",
        "spader",
        "butler",
        "export-dup",
        "pairs-export",
        "pairs-print",
        "save-copy",
        "bws-sample",
    }
)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser with every command, or with ``command``'s module only when it is a known command."""
    parser = _Parser(
        prog="tddesk", description=translate("Cli", "Tournament director's desk for bridge team championships.")
    )
    parser.add_argument(
        "--lang", choices=("sv", "en"), help=translate("Cli", "language of messages and reports (default sv)")
    )
    parser.add_argument(
        "--version",
        action=_VersionAction,
        help=translate("Cli", "show the version of tddesk, Python and its libraries"),
    )
    subparsers = parser.add_subparsers(dest="command", parser_class=_Parser)
    modules = [COMMAND_MODULE[command]] if command in COMMAND_MODULE else COMMAND_MODULES
    for name in modules:
        importlib.import_module(name).register(subparsers)
    for name, command_parser in subparsers.choices.items():
        for action in command_parser._actions:
            if action.type is int:  # digits 0-9 only, and no number SQLite cannot hold
                action.type = whole_number
        if name in WRITING_COMMANDS:
            command_parser.add_argument(
                "--overwrite",
                action="store_true",
                help=translate("Cli", "write over an existing tournament file (never over one that is open)"),
            )
    return parser


def _command(arguments: list[str]) -> str | None:
    """The command word: the first argument that is no option (``--lang`` takes a value)."""
    words = iter(arguments)
    for word in words:
        if word == "--lang":
            next(words, None)
        elif not word.startswith("-"):
            return word
        elif word in ("-h", "--help", "--version"):
            return None
    return None


def _language(arguments: list[str]) -> str | None:
    """The value of ``--lang`` (or ``--lang=xx``), read before parsing so that the parser's own
    help and errors are in that language too."""
    for position, word in enumerate(arguments):
        if word == "--lang" and position + 1 < len(arguments):
            return arguments[position + 1]
        if word.startswith("--lang="):
            return word.split("=", 1)[1]
    return None


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    wanted = _language(arguments)
    if wanted in i18n.LANGUAGES:
        i18n.set_language(wanted)
    undecodable = next((word for word in arguments if any(0xD800 <= ord(letter) <= 0xDFFF for letter in word)), None)
    if undecodable is not None:  # bytes the system could not decode: SQLite and the files cannot take them
        shown = undecodable.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        print(
            translate("Cli", "The argument {argument} holds bytes that are not text; type it again.").format(
                argument=shown
            ),
            file=sys.stderr,
        )
        return 2
    english = getattr(argparse, _ARGPARSE_WORDS)
    setattr(argparse, _ARGPARSE_WORDS, _argparse_text)
    try:
        parsed = build_parser(_command(arguments)).parse_args(arguments)
        if parsed.lang:
            i18n.set_language(parsed.lang)
        run = getattr(parsed, "run", None)
        if run is None:
            # deferred: a command loads its work only when it runs (the command line's start-up)
            from tddesk.cli.gui_commands import launch

            return launch(None, parsed.lang)
        if getattr(parsed, "overwrite", False):
            # deferred: a command loads its work only when it runs (the command line's start-up)
            from tddesk.models.atomic import replacing

            with replacing(None):
                return int(run(parsed) or 0)
        return int(run(parsed) or 0)
    except CliError as error:
        print(str(error), file=sys.stderr)
        return 2
    except OSError as error:
        # deferred: a command loads its work only when it runs (the command line's start-up)
        from tddesk.models.atomic import REFUSED_TARGETS

        if not isinstance(error, REFUSED_TARGETS):
            raise
        # deferred: a command loads its work only when it runs (the command line's start-up)
        from tddesk.cli.errors import cannot_write

        print(str(cannot_write("tddesk", error.filename or "", error)), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader stopped early (e.g. `| head`): not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    finally:
        setattr(argparse, _ARGPARSE_WORDS, english)


if __name__ == "__main__":
    sys.exit(main())
