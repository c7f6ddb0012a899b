"""Board by board on the results site: travellers and IMPs across the field (Law 78B, docs/boards.md)."""

from __future__ import annotations

from decimal import Decimal

from publish.html_tools import find_all, parse_strict, swedish_number, text
from reports.printing import add_stage, new_file
from tddesk.publish.render import publish
from tddesk.rules.field import across_the_field
from tddesk.services.boards import enter_board
from tddesk.services.change_scope import stages_of_change
from tddesk.services.schedule import schedule_view


def test_boards_of_a_round_show_every_table_with_its_iaf(tmp_path):
    tournament = new_file(tmp_path / "dm.tddesk")
    stage = add_stage(tournament, "Semifinal 1", 4, 8, 1, kind="semifinal", team_names=("Ek", "Holm", "Sund", "Berg"))
    first, second = schedule_view(tournament, stage).rounds[0].matches
    # Board 1: 4S by North made in three rooms (+420 NS), one down in the fourth (−50 NS).
    enter_board(tournament, first.id, 1, "open", 1, "4S", "N", "=")
    enter_board(tournament, first.id, 1, "closed", 1, "4S", "N", "=")
    enter_board(tournament, second.id, 1, "open", 1, "4S", "N", "=")
    change = enter_board(tournament, second.id, 1, "closed", 1, "4S", "N", "-1")
    assert stages_of_change(tournament, change.audit_id) == {stage}
    folder = tmp_path / "site"
    publish(tournament, folder)
    round_page = parse_strict(folder / stage / "round-1.html")
    assert any(a.get("href") == "boards-1.html" for a in find_all(round_page, "a"))
    page = parse_strict(folder / stage / "boards-1.html")
    traveller = next(t for t in find_all(page, "table") if "traveller" in (t.get("class") or ""))
    rows = [[text(cell) for cell in row] for row in find_all(traveller, "tr")[1:]]
    assert len(rows) == 4
    assert [row[7] for row in rows] == ["420", "420", "420", "\u221250"]  # a real minus sign in Swedish
    expected = across_the_field([("a", 420), ("b", 420), ("c", 420), ("d", -50)])
    assert [swedish_number(row[8]) for row in rows] == [score.ns for score in expected]
    # The closed room of the second match: its NS pair is the away team (Law 78B: 10 IMPs a comparison).
    assert rows[3][2] == second.away_name and rows[3][3] == second.home_name
    field_table = next(t for t in find_all(page, "table") if t.get("id") == "field")
    totals = {text(row[0]): swedish_number(text(row[1])) for row in find_all(field_table, "tr")[1:]}
    assert sum(totals.values()) == Decimal(0)
    # The home team of the second match sat NS in the open room (+420) and EW against −50: the best.
    best = max(totals, key=totals.get)
    assert best == second.home_name and totals[best] == expected[2].ns - expected[3].ns
    assert "Bricka 1 (giv N, zon: ingen)" in text(traveller)
    tournament.close()


def test_a_stage_without_boards_has_no_board_pages(demo_path, published):
    assert not list(published.glob("*/boards-*.html"))


def test_a_board_with_its_deal_shows_the_hand_record(tmp_path):
    """Hand records on the site: the four hands by seat, each suit from the ace down, with points."""
    from tddesk.services.deals import import_deals, load_deal_file

    tournament = new_file(tmp_path / "dm.tddesk")
    stage = add_stage(tournament, "Semifinal 1", 4, 8, 1, kind="semifinal", team_names=("Ek", "Holm", "Sund", "Berg"))
    first, _second = schedule_view(tournament, stage).rounds[0].matches
    pbn = '[Board "1"]\n[Deal "N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"]\n'
    import_deals(tournament, [stage], load_deal_file(data=pbn.encode(), name="day.pbn"))
    enter_board(tournament, first.id, 1, "open", 1, "3NT", "N", "=", lead="HA")
    enter_board(tournament, first.id, 1, "closed", 2, "2S", "N", "=")  # board 2 has no deal
    folder = tmp_path / "site"
    publish(tournament, folder)
    page = parse_strict(folder / stage / "boards-1.html")
    figures = find_all(page, "figure")
    assert len(figures) == 1 and figures[0].get("aria-label") == "Given på bricka 1"
    hands = {hand.get("class").split()[1]: hand for hand in find_all(figures[0], "div")}
    assert set(hands) == {"N", "E", "S", "W"}
    suits = {seat: [text(item) for item in find_all(hand, "li")] for seat, hand in hands.items()}
    assert suits["N"] == ["♠ QJ962", "♥ 4", "♦ 97", "♣ AJ1076"]
    assert suits["W"] == ["♠ 84", "♥ J1063", "♦ A1063", "♣ K43"]
    assert "Nord 8 hp" in text(hands["N"]) and "Öst 17 hp" in text(hands["E"])
    assert [item.get("class") for item in find_all(hands["E"], "span") if "suit" in (item.get("class") or "")] == [
        "suit",
        "suit red",
        "suit red",
        "suit",
    ]
    tournament.close()
