"""The file's clubs as the dialogs offer them: every club, its players counted, Swedish order."""

from builders import roster
from tddesk.models.tables import Club
from tddesk.services.clubs import ClubView, club_views
from tddesk.services.teams import TeamForm, register_team


def test_clubs_are_listed_in_swedish_order_with_their_players(tournament):
    register_team(tournament, TeamForm("Ek", roster(100000, 5, club="Örebro BS")))
    register_team(tournament, TeamForm("Al", roster(100010, club="Ädelstenens BK")))
    register_team(tournament, TeamForm("Lind", roster(100020, club="Åtvidabergs BK", district="SBF")))
    register_team(tournament, TeamForm("Björk", roster(100030, 6, club="BK Linköping")))
    with tournament.action("add_club") as (session, _record):  # a club none of the file's players is in
        session.add(Club(id="c-ale", name="BK Ale", district="VBF"))

    views = club_views(tournament)

    # Å, Ä, Ö after Z and in that order (SQLite's own order would put Ä before Å)
    assert [(view.name, view.members) for view in views] == [
        ("BK Ale", 0),
        ("BK Linköping", 6),
        ("Åtvidabergs BK", 4),
        ("Ädelstenens BK", 4),
        ("Örebro BS", 5),
    ]
    assert views[0] == ClubView("c-ale", "BK Ale", "VBF", 0)
    assert views[2].district == "SBF"


def test_a_new_file_has_no_clubs(tournament):
    assert club_views(tournament) == []
