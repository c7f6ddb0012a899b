"""`tddesk board-score`: a room's adjusted score from the command line, a weighted one (Law 12C1(c)) too."""

from __future__ import annotations

import contextlib
import io
import json

from tddesk.cli import main
from tddesk.services.board_views import match_boards
from tddesk.services.boards import enter_board
from tddesk.services.files import open_championship

MATCH = "semifinal-2-r1-m1"


def run(*arguments) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["--lang", "en", *arguments])
    return status, out.getvalue(), err.getvalue()


def _closed_4s_made(path):
    tournament = open_championship(path, backup=False)
    try:
        enter_board(tournament, MATCH, 1, "closed", 1, "4S", "N", "=")
    finally:
        tournament.close()


def test_law_12c1c_board_score_weighted_from_the_command_line(demo_copy):
    """Board 1 (nobody vulnerable), closed room 4S= (+420); open room 4S= 35 % / 4S-1 (−50) 65 %:
    35 % × 0 + 65 % × imps(−470) = 65 % × (−10) = −6.5 IMPs for the home team."""
    _closed_4s_made(demo_copy)
    status, out, err = run(
        "board-score", str(demo_copy), "--match", MATCH, "--room", "open", "--board", "1", "--weighted",
        "4S N = 35%, 4S N -1 65%",
    )  # fmt: skip
    assert (status, err) == (0, "")
    assert "weighted: 4S= 35 %, 4S-1 65 %" in out and out.rstrip().endswith("0.00  6.50")
    status, out, _err = run("boards", str(demo_copy), "--match", MATCH, "--json")
    board = json.loads(out)["halves"][0]["boards"][0]
    assert board["open"]["adjusted"] == "weighted: 4S= 35 %, 4S-1 65 %" and board["open"]["ns_score"] is None
    assert (board["exact_imps"], board["home_imps"], board["away_imps"]) == (["0.00", "6.50"], 0, 7)


def test_law_12c1c_board_score_refuses_weights_not_adding_up_and_leaves_the_file(demo_copy):
    _closed_4s_made(demo_copy)
    status, _out, err = run(
        "board-score", str(demo_copy), "--match", MATCH, "--room", "open", "--board", "1", "--weighted",
        "4S N = 35, 4S N -1 60",
    )  # fmt: skip
    assert status == 2 and "add up to 100 %, not 35 % + 60 %" in err and err.count("\n") == 1
    status, _out, err = run(
        "board-score", str(demo_copy), "--match", MATCH, "--room", "open", "--board", "1", "--weighted", "4S N 35"
    )
    assert status == 2 and "--weighted takes each result" in err
    tournament = open_championship(demo_copy, backup=False)
    try:
        assert match_boards(tournament, MATCH).halves[0].rows[0].open is None
    finally:
        tournament.close()


def test_board_score_assigned_and_artificial_law_12C2(demo_copy):
    _closed_4s_made(demo_copy)
    assert (
        run("board-score", str(demo_copy), "--match", MATCH, "--room", "open", "--board", "1", "--ns-score", "-50")[0]
        == 0
    )
    status, out, _err = run(
        "board-score", str(demo_copy), "--match", MATCH, "--room", "open", "--board", "1", "--artificial", "A-"
    )
    assert status == 0 and out.rstrip().endswith("0     3")
