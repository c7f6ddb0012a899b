"""Small builders of realistic test data, shared by service, export and UI tests."""
from tddesk.services.players import PlayerEntry


def roster(first_mid: int, count: int = 4, club="BK Linköping", district="ÖMBF", birth_year=1970,
           membership_paid=True) -> tuple[PlayerEntry, ...]:
    return tuple(PlayerEntry(str(first_mid + index), f"Spelare {first_mid + index}", club, district,
                             birth_year, membership_paid)
                 for index in range(count))


def mitchell_heat(tournament, final_places: int = 2) -> tuple[str, str]:
    """A silver heat of 8 pairs in one Mitchell session of 4 boards: pairs 1-4 sit NS, 5-8 EW and
    move one table a round; the tricks vary by table, pair and board. Returns (event, heat)."""
    from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
    from tddesk.services.pairs_results import enter_pairs_result

    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", final_places, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Linköping", "silver").value
    for number in range(1, 9):
        first, second = roster(592000 + 2 * number, 2)
        enter_heat(tournament, heat, register_pair(tournament, event, first, second).value, number)
    add_session(tournament, heat, "mitchell")
    for board in range(1, 5):
        for table in range(1, 5):
            ew = 5 + (table - 1 + board - 1) % 4
            tricks = (table * 3 + ew * 5 + board) % 6 + 7
            enter_pairs_result(tournament, heat, 1, board, table, ew, "3NT", "N", tricks, round_number=board)
    return event, heat
