"""Deals of a central day: imported from PBN or DUP into the day's stages, checked, undoable."""

import pytest

from builders import roster
from tddesk.rules.dup import write_dup
from tddesk.services.deals import deal_of, hand_records, import_deals, load_deal_file, preview_deal_import, stage_deals
from tddesk.services.errors import ServiceError
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team

TWO_BOARDS = """[Event "Test"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"]

[Event "Test"]
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "N:QJT54.Q632.T.A64 K9863.KJ984.Q3.7 2.AT75.9852.JT85 A7..AKJ764.KQ932"]
"""


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def semifinal(tournament, name, first_mid):
    """Four teams, three rounds of 20 boards in two halves: boards 1-60 through the day."""
    stage_id = create_stage(tournament, StageForm(name, 20, halves=2, kind="semifinal", format=None)).value
    for number in range(4):
        register_team(tournament, TeamForm(f"{name} {number + 1}", roster(first_mid + 10 * number)), stage_id)
    make_schedule(tournament, stage_id)
    return stage_id


@pytest.fixture
def reference_pbn(shared_dir):
    path = shared_dir / "reference" / "bws" / "boards-1-60.pbn"
    if not path.exists():
        pytest.skip("the shared reference deals are absent")
    return path


def test_one_import_stores_the_days_deals_in_every_venue_and_one_undo_removes_them(tournament, reference_pbn):
    venues = [semifinal(tournament, "Göteborg", 300000), semifinal(tournament, "Borås", 400000)]
    deal_file = load_deal_file(reference_pbn)
    preview = preview_deal_import(tournament, venues, deal_file)
    assert preview.boards == tuple(range(1, 61)) and preview.replaced == ()
    change = import_deals(tournament, venues, deal_file)
    for stage_id in venues:
        deals = stage_deals(tournament, stage_id)
        assert [deal.board for deal in deals] == list(range(1, 61))
        assert deals[0].pbn() == "N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"
    with tournament.reading() as session:
        assert deal_of(session, venues[1], 60) == stage_deals(tournament, venues[1])[-1]
    tournament.undo(change.audit_id)
    assert all(stage_deals(tournament, stage_id) == () for stage_id in venues)


def test_dup_and_pbn_of_the_same_boards_are_the_same_deals(tournament, reference_pbn):
    venue = semifinal(tournament, "Göteborg", 300000)
    from_pbn = load_deal_file(reference_pbn)
    import_deals(tournament, [venue], from_pbn)
    from_dup = load_deal_file(data=write_dup(list(from_pbn.deals)), name="semifinal.dup")
    preview = preview_deal_import(tournament, [venue], from_dup)
    assert preview.source == "dup" and preview.replaced == () and preview.unchanged == tuple(range(1, 61))


def test_other_deals_for_stored_boards_are_replaced_only_when_the_td_says_so(tournament):
    venue = semifinal(tournament, "Göteborg", 300000)
    import_deals(tournament, [venue], load_deal_file(data=TWO_BOARDS.encode(), name="a.pbn"))
    swapped = TWO_BOARDS.replace('[Board "1"]', '[Board "9"]').replace('[Board "2"]', '[Board "1"]')
    other = load_deal_file(data=swapped.encode(), name="b.pbn")
    assert preview_deal_import(tournament, [venue], other).replaced == (1,)
    with pytest.raises(ServiceError, match="already holds other deals for boards 1; nothing was imported"):
        import_deals(tournament, [venue], other)
    assert stage_deals(tournament, venue)[0].hand("N")[0] == "QJ962"
    import_deals(tournament, [venue], other, replace=True)
    assert [deal.board for deal in stage_deals(tournament, venue)] == [1, 2, 9]
    assert stage_deals(tournament, venue)[0].hand("N")[0] == "QJT54"


def test_deals_the_stage_does_not_play_are_refused(tournament, heat, reference_pbn):
    make_schedule(tournament, heat)
    with pytest.raises(ServiceError, match="plays boards 1-16; board 17 of the file is not one of them"):
        import_deals(tournament, [heat], load_deal_file(reference_pbn))
    assert stage_deals(tournament, heat) == ()


@pytest.mark.parametrize(
    ("data", "name", "words"),
    [
        (TWO_BOARDS.replace("N:QJ962.", "N:AQJ962.").encode(), "x.pbn", "Board 1: SA is dealt to both N and E"),
        (TWO_BOARDS.replace("AJT76 AK5", "AJT76A AK5").encode(), "x.pbn", "Board 1: N holds CA twice"),
        (TWO_BOARDS.replace("A7..AKJ764", "A7..AKJ76").encode(), "x.pbn", "Board 2: W holds 12 cards, not 13"),
        (b"\x00\x01 not a deal file at all", "x.pbn", "not a PBN file"),
        (b"0102" * 50, "x.dup", "not a whole number of 156-byte boards"),
        (b'[Event "nothing"]\n', "x.pbn", "holds no deals"),
    ],
)
def test_a_bad_deal_file_is_refused_in_words_and_the_file_is_unchanged(tournament, data, name, words):
    venue = semifinal(tournament, "Göteborg", 300000)
    with pytest.raises(ServiceError, match=words):
        import_deals(tournament, [venue], load_deal_file(data=data, name=name))
    assert stage_deals(tournament, venue) == ()


def test_hand_records_carry_double_dummy_tricks_and_par(tournament):
    venue = semifinal(tournament, "Göteborg", 300000)
    with pytest.raises(ServiceError, match="has no deals yet"):
        hand_records(tournament, venue)
    import_deals(tournament, [venue], load_deal_file(data=TWO_BOARDS.encode(), name="two.pbn"))
    view = hand_records(tournament, venue)
    assert [record.deal.board for record in view.records] == [1, 2]
    first = view.records[0].analysis
    assert first.tricks_for("W", "H") == 11 and first.par_score == -450


def test_a_lead_is_checked_against_the_deal_once_the_deal_is_stored(tournament):
    from tddesk.services.board_views import match_boards
    from tddesk.services.boards import enter_board
    from tddesk.services.round_results import round_entry

    venue = semifinal(tournament, "Göteborg", 300000)
    match_id = round_entry(tournament, venue, 1).matches[0].id
    enter_board(tournament, match_id, 1, "open", 1, "3NT", "N", "=", lead="HK")  # no deal yet: any card
    import_deals(tournament, [venue], load_deal_file(data=TWO_BOARDS.encode(), name="two.pbn"))
    with pytest.raises(ServiceError, match=r"Board 1: E leads, but E was not dealt HK\. Check the lead"):
        enter_board(tournament, match_id, 1, "closed", 1, "3NT", "N", "=", lead="HK")
    assert match_boards(tournament, match_id).halves[0].rows[0].closed is None
    with pytest.raises(ServiceError, match=r"Board 1: W leads, but W was not dealt HK"):
        enter_board(tournament, match_id, 1, "closed", 1, "3NT", "S", "=", lead="HK")
    enter_board(tournament, match_id, 1, "closed", 1, "3NT", "E", "-1", lead="hk")  # South leads the ♥K
    assert match_boards(tournament, match_id).halves[0].rows[0].closed.lead == "HK"


@pytest.mark.parametrize("tag", ["9" * 5000, "²", "١"])
def test_a_board_tag_of_thousands_of_digits_or_other_digits_is_refused(tag):
    """Never stored as the deal's place in the file instead: Arabic-Indic digits are refused as in every
    number the program reads."""
    from tddesk.formats.deal_files import parse_deal_file
    from tddesk.rules.contract import BoardError

    deal = '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]'
    data = f'[Board "{tag}"]\n{deal}\n'.encode()
    with pytest.raises(BoardError):  # a refusal in words, not a ValueError
        parse_deal_file(data, "x.pbn")
