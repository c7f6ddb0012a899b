"""Small builders of realistic test data, shared by service, export and UI tests."""
from tddesk.services.players import PlayerEntry


def roster(first_mid: int, count: int = 4, club="BK Linköping", district="ÖMBF", birth_year=1970,
           membership_paid=True) -> tuple[PlayerEntry, ...]:
    return tuple(PlayerEntry(str(first_mid + index), f"Spelare {first_mid + index}", club, district,
                             birth_year, membership_paid)
                 for index in range(count))
