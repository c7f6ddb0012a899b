"""A pairs session's Bridgemate file, written by the project's writer, checked against the heat's
players: another heat's file is refused even when its pair numbers fit, and a reserve the file
seats is recorded for the session through the reserve rule (D p.6, PP4's heats)."""

from __future__ import annotations

import datetime as dt

import pytest

from tddesk.demo.pairs_session import SessionPair, barometer_tables, write_pairs_session
from tddesk.rules.pairs_movement import barometer_rounds
from tddesk.services.errors import ServiceError
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_reserves import heat_reserves, set_session_reserve
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry

DAY = dt.date(2016, 10, 11)


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def _player(mid: int, name: str) -> PlayerEntry:
    return PlayerEntry(str(mid), name, "BK Lyx", "ÖMBF")


class Championship:
    """Two six-pair heats of one event, their players apart, and a spare member to play as reserve."""

    def __init__(self, tournament, sessions: int = 1, kind: str = "silver"):
        self.tournament = tournament
        self.event = create_pairs_event(tournament, "DM Par Open", "open", 8, 60).value
        self.players: dict[tuple[str, int], tuple[PlayerEntry, PlayerEntry]] = {}
        self.pairs: dict[tuple[str, int], str] = {}
        self.heats = {}
        for base, name in ((610000, "Kval Göteborg"), (620000, "Kval Borås")):
            heat = add_pairs_heat(tournament, self.event, name, kind, day=DAY).value
            self.heats[name] = heat
            for number in range(1, 7):
                first = _player(base + 10 * number, f"{name[5:]} {number} Nord")
                second = _player(base + 10 * number + 1, f"{name[5:]} {number} Syd")
                pair = register_pair(tournament, self.event, first, second).value
                enter_heat(tournament, heat, pair, number)
                self.players[(heat, number)], self.pairs[(heat, number)] = (first, second), pair
            for session in range(1, sessions + 1):
                add_session(tournament, heat, "barometer", 2, DAY + dt.timedelta(days=7 * (session - 1)))
        # a member of the event who plays in neither heat: the reserve
        self.spare = _player(690001, "Rut Reserv")
        register_pair(tournament, self.event, self.spare, _player(690002, "Rolf Reserv"))

    def write(self, path, heat, *, seat=None, day=DAY):
        """The heat's session as Bridgemate writes it; ``seat``: {(number, 0 or 1): player} sits
        another player in a pair's seat."""
        seat = seat or {}
        pairs = []
        for number in range(1, 7):
            players = [seat.get((number, index), self.players[(heat, number)][index]) for index in (0, 1)]
            pairs.append(SessionPair(number, tuple((player.mid, player.name) for player in players)))
        tables = barometer_tables(barometer_rounds(range(1, 7))[:2], 2)
        return write_pairs_session(
            path, name="DM Par Open, kval", day=day, start=dt.time(18, 30), pairs=pairs, rounds=tables, seed=3
        )


def test_another_heats_file_is_refused_though_its_pair_numbers_fit_D_p6(tournament, tmp_path):
    champ = Championship(tournament)
    goteborg, boras = champ.heats["Kval Göteborg"], champ.heats["Kval Borås"]
    path = tmp_path / "goteborg.bws"
    champ.write(path, goteborg)
    with pytest.raises(ServiceError) as refused:
        import_pairs_bws(tournament, boras, 1, path)
    words = str(refused.value)
    assert "The Bridgemate file is not Kval Borås's" in words
    assert "pair 1 there is Göteborg 1 Nord – Göteborg 1 Syd, here Borås 1 Nord – Borås 1 Syd" in words
    assert "its players are the pairs of Kval Göteborg" in words and "nothing was imported" in words
    assert heat_standing(tournament, boras).source is None
    assert import_pairs_bws(tournament, goteborg, 1, path).written == 2 * 3 * 2  # its own heat takes it


def test_a_pair_under_another_pairs_number_refuses_the_file_D_p6(tournament, tmp_path):
    champ = Championship(tournament)
    heat = champ.heats["Kval Göteborg"]
    path = tmp_path / "swapped.bws"
    three, five = champ.players[(heat, 3)], champ.players[(heat, 5)]
    champ.write(path, heat, seat={(3, 0): five[0], (3, 1): five[1], (5, 0): three[0], (5, 1): three[1]})
    with pytest.raises(ServiceError) as refused:
        import_pairs_bws(tournament, heat, 1, path)
    words = str(refused.value)
    assert (
        "Pair 3: Bridgemate seats Göteborg 5 Nord – Göteborg 5 Syd, but pair 3 of the heat is "
        "Göteborg 3 Nord – Göteborg 3 Syd" in words
    )
    assert "Pair 5: Bridgemate seats Göteborg 3 Nord" in words and "Pair 1" not in words
    assert "Correct the pair numbers in Bridgemate Control Software" in words
    assert heat_standing(tournament, heat).source is None


def test_a_reserve_the_file_seats_is_recorded_for_the_session_and_undone_with_it_D_p6(tournament, tmp_path):
    champ = Championship(tournament)
    heat = champ.heats["Kval Göteborg"]
    path = tmp_path / "reserve.bws"
    champ.write(path, heat, seat={(4, 1): champ.spare})
    report = import_pairs_bws(tournament, heat, 1, path)
    assert report.written == 12
    assert (
        "Pair 4 played with Rut Reserv (MID 690001) for Göteborg 4 Syd: recorded as the reserve of session 1."
        in report.notes
    )
    (reserve,) = heat_reserves(tournament, heat)
    assert (reserve.number, reserve.session, reserve.reserve_mid, reserve.for_name) == (
        4,
        1,
        "690001",
        "Göteborg 4 Syd",
    )
    assert import_pairs_bws(tournament, heat, 1, path).change is None  # read again: nothing new
    tournament.undo(report.change.audit_id)  # one undo takes results and reserve
    assert heat_reserves(tournament, heat) == () and heat_standing(tournament, heat).source is None


def test_a_reserve_the_reserve_rule_refuses_stops_the_file_D_p6(tournament, tmp_path):
    """Session 1 had a reserve for the North player; session 2's file seats one for the South
    player: no ordinary player would have played both sessions."""
    champ = Championship(tournament, sessions=2)
    heat = champ.heats["Kval Göteborg"]
    north, _south = champ.players[(heat, 2)]
    set_session_reserve(tournament, heat, champ.pairs[(heat, 2)], 1, champ.spare, north.mid)
    path = tmp_path / "evening-2.bws"
    champ.write(path, heat, seat={(2, 1): _player(690002, "Rolf Reserv")}, day=DAY + dt.timedelta(days=7))
    with pytest.raises(ServiceError) as refused:
        import_pairs_bws(tournament, heat, 2, path)
    words = str(refused.value)
    assert words.startswith("Pair 2 played with Rolf Reserv (MID 690002) for Göteborg 2 Syd: ")
    assert "one ordinary player of the pair must play every session of the heat" in words
    assert len(heat_reserves(tournament, heat)) == 1 and heat_standing(tournament, heat).source is None


def test_a_reserve_unknown_to_the_member_register_stops_the_file_D_p6(tournament, tmp_path):
    champ = Championship(tournament)
    heat = champ.heats["Kval Göteborg"]
    path = tmp_path / "typo.bws"
    champ.write(path, heat, seat={(6, 0): _player(699999, "Okänd")})
    with pytest.raises(
        ServiceError,
        match=r"Pair 6 played with Okänd \(MID 699999\) for Göteborg 6 Nord, but MID "
        r"699999 is not in the member register\. Register the reserve",
    ):
        import_pairs_bws(tournament, heat, 1, path)
    assert heat_standing(tournament, heat).source is None


def test_a_recorded_reserve_the_file_does_not_show_is_kept_and_noted_D_p6(tournament, tmp_path):
    champ = Championship(tournament)
    heat = champ.heats["Kval Göteborg"]
    north, _south = champ.players[(heat, 1)]
    set_session_reserve(tournament, heat, champ.pairs[(heat, 1)], 1, champ.spare, north.mid)
    path = tmp_path / "kval.bws"
    champ.write(path, heat, day=DAY + dt.timedelta(days=1))
    report = import_pairs_bws(tournament, heat, 1, path)
    assert report.written == 12
    assert (
        "Pair 1: the file seats Göteborg 1 Nord – Göteborg 1 Syd, but tddesk records Rut Reserv as reserve for "
        "Göteborg 1 Nord in this session; tddesk's record is kept." in " ".join(report.notes)
    )
    assert "The file was played on 2016-10-12, but session 1 is dated 2016-10-11" in " ".join(report.notes)
    assert len(heat_reserves(tournament, heat)) == 1
