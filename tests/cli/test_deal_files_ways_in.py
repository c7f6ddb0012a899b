"""Deal files checked as every way in is (tddesk/imports/deal_files.py): a board tag that is no
board number is refused (never stored as the deal's place in the file), a deal inside a comment is
no deal, a hand of 13 cards twice, 53 cards or an unknown suit is refused in words; any file that
is imported is then printed and exported without error."""

from __future__ import annotations

import shutil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builders import roster
from tddesk.cli import main
from tddesk.formats.deal_files import parse_deal_file
from tddesk.rules.contract import BoardError
from tddesk.services.deals import stage_deals
from tddesk.services.files import new_championship, open_championship
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team

NORTH, EAST, SOUTH, WEST = "AKQJ.AKQ.AKQ.AKQ", "T987.JT9.JT9.JT9", "65432.876.876.87", ".5432.5432.65432"
DEAL = f"N:{NORTH} {EAST} {SOUTH} {WEST}"
OTHER = f"N:{EAST} {SOUTH} {WEST} {NORTH}"


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("sv")


@pytest.fixture(scope="module")
def stage_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("deals") / "sf.tddesk"
    tournament = new_championship(path, name="DM Lag", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17")
    stage = create_stage(tournament, StageForm("Semifinal Göteborg", 20, halves=2, kind="semifinal", format=None)).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(300000 + 10 * number)), stage)
    make_schedule(tournament, stage)
    tournament.close()
    return path, stage


def pbn(*boards: tuple[str, str]) -> bytes:
    return "".join(f'[Board "{board}"]\n[Deal "{deal}"]\n\n' for board, deal in boards).encode()


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (pbn(("-35", DEAL)), 'The tag [Board "-35"] holds no board number'),
        (pbn(("7b", DEAL)), 'The tag [Board "7b"] holds no board number'),
        (pbn(("0", DEAL)), "board numbers run from 1 to 100"),
        (pbn(("1", f"N:{NORTH} {NORTH} {SOUTH} {WEST}")), "is dealt to both"),  # 13 cards twice
        (pbn(("1", f"N:{NORTH}2 {EAST} {SOUTH} {WEST}")), "is dealt to both"),  # 53 cards
        (pbn(("1", f"N:{NORTH}2 {EAST} {SOUTH} .5432.5432.6543")), "holds 14 cards"),
        (pbn(("1", f"N:{NORTH}.Z {EAST} {SOUTH} {WEST}")), "is not a whole deal"),  # a fifth suit
        (pbn(("1", f"N:{NORTH} T987.JX9.JT9.JT9 {SOUTH} {WEST}")), "which is not a card"),
    ],
)
def test_a_bad_deal_file_is_refused_in_words(data, words):
    with pytest.raises(BoardError) as refused:
        parse_deal_file(data, "fel.pbn")
    from tddesk.i18n import translate

    assert words in refused.value.words(translate)


def test_a_deal_inside_a_comment_is_not_imported():
    data = (
        b'{ the deal we did not play:\n[Board "2"]\n[Deal "'
        + OTHER.encode()
        + b'"]\n}\n'
        + pbn(("1", DEAL))
        + b'; [Board "3"] [Deal "'
        + OTHER.encode()
        + b'"]\n[Event "A {brace} in a value"]\n'
    )
    read = parse_deal_file(data, "brickor.pbn")
    assert [deal.board for deal in read.deals] == [1]


def test_a_board_tag_that_is_no_number_is_refused_on_the_command_line(stage_file, tmp_path, capsys):
    base, stage = stage_file
    path = shutil.copy(base, tmp_path / "sf.tddesk")
    bad = tmp_path / "fel.pbn"
    bad.write_bytes(pbn(("1", DEAL), ("-35", OTHER)))
    assert main(["--lang", "sv", "import-deals", str(path), str(bad), "--stage", stage]) == 2
    error = capsys.readouterr().err
    assert '[Board "-35"]' in error and "Traceback" not in error and len(error.strip().splitlines()) == 1
    tournament = open_championship(path, read_only=True)
    try:
        assert stage_deals(tournament, stage) == {} or len(stage_deals(tournament, stage)) == 0
    finally:
        tournament.close()


HAND = st.text(alphabet="AKQJT98765432.X-", min_size=0, max_size=20)
BOARD = st.one_of(st.integers(-3, 102).map(str), st.sampled_from(["", "x", "1.0", "٣", "99999", "+4"]))
PIECE = st.one_of(
    st.tuples(BOARD, st.just(DEAL)),
    st.tuples(BOARD, st.just(OTHER)),
    st.tuples(BOARD, st.builds(lambda *hands: "N:" + " ".join(hands), HAND, HAND, HAND, HAND)),
)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pieces=st.lists(PIECE, max_size=4), comment=st.booleans())
def test_any_deal_file_is_refused_in_words_or_printed_and_exported(
    stage_file, tmp_path_factory, capsys, pieces, comment
):
    base, stage = stage_file
    folder = tmp_path_factory.mktemp("fuzz")
    path = shutil.copy(base, folder / "sf.tddesk")
    data = pbn(*pieces)
    if comment:
        data = b"{" + data[: len(data) // 2] + b"}\n" + data[len(data) // 2 :]
    deals = folder / "brickor.pbn"
    deals.write_bytes(data)
    status = main(["--lang", "en", "import-deals", str(path), str(deals), "--stage", stage])
    captured = capsys.readouterr()
    if status != 0:
        assert status == 2 and captured.err.strip() and "Traceback" not in captured.err
        return
    out = folder / "hands.pdf"
    assert main(["print", str(path), "hand-records", "--stage", stage, "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    capsys.readouterr()
    dup = main(["--lang", "en", "export-dup", str(path), "--stage", stage, "-o", str(folder / "b.dup")])
    if dup != 0:  # a DUP file holds consecutive boards only: boards with a gap are refused in words
        err = capsys.readouterr().err
        assert dup == 2 and "consecutive boards" in err and "Traceback" not in err
        assert not (folder / "b.dup").exists()
    assert main(["export-json", str(path), str(folder / "sf.json")]) == 0
    capsys.readouterr()
