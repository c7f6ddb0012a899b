"""Member register and team workbook imports: preview by row and column, all or nothing, undo
(T1, T2, T4, T5)."""

import time

import pytest
from openpyxl import Workbook, load_workbook
from sqlalchemy import func, select

from builders import roster
from tddesk.formats.team_workbook import write_team_template
from tddesk.models.tables import Audit, Club, Player, StageTeam, Team, TeamMember
from tddesk.services.errors import ServiceError
from tddesk.services.imports import import_members, import_teams, preview_member_import, preview_team_import
from tddesk.services.players import lookup_member, search_members
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team, team_views

TABLES = (Player, Club, Team, TeamMember, StageTeam, Audit)


def counts(tournament):
    with tournament.reading() as session:
        return {table.__name__: session.scalar(select(func.count()).select_from(table)) for table in TABLES}


def write_csv(path, lines):
    path.write_bytes("\n".join(lines).encode("utf-8-sig"))
    return path


def team_workbook(path, teams):
    """The template filled in: teams as (name, [(mid, name, club, district, birth year, paid, captain)])."""
    write_team_template(path)
    workbook = load_workbook(path)
    sheet = workbook.worksheets[0]
    row = 2
    for name, players in teams:
        for index, player in enumerate(players):
            for column, value in enumerate((name if index == 0 else None, *player), start=1):
                sheet.cell(row=row, column=column, value=value)
            row += 1
    workbook.save(path)
    return path


def players(first_mid, count, club="BK Linköping", district="ÖMBF", birth_year=1970, captain_first=True):
    return [
        (
            str(first_mid + i),
            f"Spelare {first_mid + i}",
            club,
            district,
            birth_year,
            "Ja",
            "Ja" if captain_first and i == 0 else "Nej",
        )
        for i in range(count)
    ]


@pytest.fixture
def empty_heat(tournament):
    return create_stage(tournament, StageForm("Kvalheat Norrköping", 16)).value


# -- members --------------------------------------------------------------------------------------
def test_member_import_from_csv_with_swedish_headers(tournament):
    path = write_csv(
        tournament.path.parent / "medlemmar.csv",
        [
            "MID;Namn;Klubb;Distrikt;Födelseår",
            "100231;Anna Ek;BK Linköping;ÖMBF;1994",
            "100232;Bo Ek;Norrköpings BK;ÖMBF;1960",
            "100233;Cilla Holm;BK Norr;Norrbotten;",
        ],
    )
    preview = preview_member_import(tournament, path)
    assert preview.problems == () and preview.new_members == 3 and len(preview.new_clubs) == 3
    change = import_members(tournament, preview)
    assert change.value == {"members": 3, "new": 3, "known": 0, "new_clubs": 3}
    anna = lookup_member(tournament, "100231")
    assert (anna.name, anna.club, anna.district, anna.birth_year) == ("Anna Ek", "BK Linköping", "ÖMBF", 1994)
    assert [m.mid for m in search_members(tournament, "holm")] == ["100233"]
    assert lookup_member(tournament, "100233").district == "Norrbotten"


def test_member_import_from_xlsx_updates_known_members(tournament):
    register_team(tournament, TeamForm("Ek", roster(100231)))
    workbook_path = tournament.path.parent / "medlemmar.xlsx"
    workbook = Workbook()
    workbook.active.append(["Medlemsnummer", "Namn", "Klubb", "Distrikt", "Födelseår"])
    workbook.active.append([100231, "Spelare 100231", "Norrköpings BK", "ÖMBF", 1995])
    workbook.active.append([100900, "Ny Medlem", "BK Linköping", "ÖMBF", None])
    workbook.save(workbook_path)
    preview = preview_member_import(tournament, workbook_path)
    assert (preview.problems, preview.new_members, preview.known_members) == ((), 1, 1)
    import_members(tournament, preview)
    updated = lookup_member(tournament, "100231")
    assert (updated.club, updated.birth_year, updated.team_id) == ("Norrköpings BK", 1995, "t1")
    assert lookup_member(tournament, "100900").club == "BK Linköping"


def test_member_problems_by_row_and_column_refuse_the_import(tournament):
    path = write_csv(
        tournament.path.parent / "medlemmar.csv",
        [
            "MID;Namn;Klubb;Distrikt;Födelseår",
            "100231;Anna Ek;BK Linköping;ÖMBF;1994",
            ";Utan Nummer;BK Linköping;ÖMBF;1980",
            "100233;Cilla Holm;BK Linköping;ÖMBF;nittio",
        ],
    )
    before = counts(tournament)
    preview = preview_member_import(tournament, path)
    assert [(p.row, p.column) for p in preview.problems] == [(3, "MID"), (4, "Födelseår")]
    with pytest.raises(ServiceError) as caught:
        import_members(tournament, preview)
    assert "3" in str(caught.value) and "4" in str(caught.value)
    assert counts(tournament) == before


def test_mid_already_known_with_another_name_is_a_problem(tournament):
    register_team(tournament, TeamForm("Ek", roster(100231)))
    path = write_csv(
        tournament.path.parent / "medlemmar.csv",
        ["MID;Namn;Klubb;Distrikt", "100900;Ny Medlem;BK Linköping;ÖMBF", "100232;Per Holm;BK Linköping;ÖMBF"],
    )
    before = counts(tournament)
    preview = preview_member_import(tournament, path)
    assert [(p.row, p.column) for p in preview.problems] == [(3, "MID")]
    assert "Spelare 100232" in preview.problems[0].message
    with pytest.raises(ServiceError):
        import_members(tournament, preview)
    assert counts(tournament) == before


def test_new_member_without_a_club_is_a_problem_T2(tournament):
    register_team(tournament, TeamForm("Ek", roster(100231)))
    path = write_csv(
        tournament.path.parent / "medlemmar.csv",
        ["MID;Namn;Klubb;Distrikt", "100231;Spelare 100231;;", "100900;Ny Medlem;;ÖMBF"],
    )
    before = counts(tournament)
    preview = preview_member_import(tournament, path)
    assert [(p.row, p.column) for p in preview.problems] == [(3, "Klubb")]  # a known member keeps his club
    with pytest.raises(ServiceError):
        import_members(tournament, preview)
    assert counts(tournament) == before


def test_known_club_in_another_district_is_a_problem_T2(tournament):
    register_team(tournament, TeamForm("Ek", roster(100231)))
    path = write_csv(
        tournament.path.parent / "medlemmar.csv",
        ["MID;Namn;Klubb;Distrikt", "100900;Ny Medlem;BK Linköping;Norrbotten"],
    )
    preview = preview_member_import(tournament, path)
    assert [(p.row, p.column) for p in preview.problems] == [(2, "Distrikt")]


def test_20000_members_import_in_one_action_and_undo(tournament):
    lines = ["MID;Namn;Klubb;Distrikt;Födelseår"]
    lines += [f"{300000 + i};Medlem {i};Klubb {i % 250};ÖMBF;{1930 + i % 80}" for i in range(20000)]
    path = write_csv(tournament.path.parent / "register.csv", lines)
    before = counts(tournament)
    started = time.perf_counter()
    preview = preview_member_import(tournament, path)
    change = import_members(tournament, preview)
    seconds = time.perf_counter() - started
    after = counts(tournament)
    assert (after["Player"], after["Club"], after["Audit"]) == (20000, 250, before["Audit"] + 1)
    assert seconds < 30, f"20,000 members took {seconds:.1f} s"
    tournament.undo(change.audit_id)
    assert {k: v for k, v in counts(tournament).items() if k != "Audit"} == {
        k: v for k, v in before.items() if k != "Audit"
    }


# -- teams ----------------------------------------------------------------------------------------
FIVE_TEAMS = [(f"Lag {n + 1}", players(200000 + 10 * n, size)) for n, size in enumerate((4, 5, 6, 4, 6))]


def test_team_import_round_trip_of_five_teams_and_undo(tournament, empty_heat):
    path = team_workbook(tournament.path.parent / "lag.xlsx", FIVE_TEAMS)
    before = counts(tournament)
    preview = preview_team_import(tournament, path, empty_heat)
    assert preview.problems == ()
    assert [(form.name, len(form.players), form.captain_mid) for form in preview.teams] == [
        (name, len(team), team[0][0]) for name, team in FIVE_TEAMS
    ]
    change = import_teams(tournament, preview, empty_heat)
    assert change.action == "import_teams" and len(change.value) == 5
    views = team_views(tournament, empty_heat)
    assert [(v.name, len(v.players), v.captain_mid, v.summary.errors) for v in views] == [
        (name, len(team), team[0][0], 0) for name, team in FIVE_TEAMS
    ]
    after = counts(tournament)
    assert (after["Team"], after["TeamMember"], after["StageTeam"], after["Audit"]) == (5, 25, 5, before["Audit"] + 1)
    tournament.undo(change.audit_id)
    undone = counts(tournament)
    assert {k: undone[k] for k in undone if k != "Audit"} == {k: before[k] for k in before if k != "Audit"}


@pytest.mark.parametrize("size", [3, 9])
def test_team_of_3_or_9_in_the_workbook_is_a_problem_T1(tournament, empty_heat, size):
    teams = [FIVE_TEAMS[0], ("Stora laget", players(300000, size))]
    path = team_workbook(tournament.path.parent / "lag.xlsx", teams)
    before = counts(tournament)
    preview = preview_team_import(tournament, path, empty_heat)
    assert preview.problems and all(p.text().count("T1") for p in preview.problems)
    assert {p.row for p in preview.problems} <= set(range(6, 6 + size))
    assert preview.problems[0].row == 6 and preview.problems[0].column in ("Lag", "MID")
    with pytest.raises(ServiceError):
        import_teams(tournament, preview, empty_heat)
    assert counts(tournament) == before


def test_player_in_two_teams_of_the_workbook_is_a_problem_T4(tournament, empty_heat):
    second = players(300000, 3) + [players(200000, 1, captain_first=False)[0]]  # Lag 1's first player
    path = team_workbook(tournament.path.parent / "lag.xlsx", [FIVE_TEAMS[0], ("Holm", second)])
    before = counts(tournament)
    preview = preview_team_import(tournament, path, empty_heat)
    assert [(p.row, p.column) for p in preview.problems] == [(9, "MID")]
    assert "T4" in preview.problems[0].message and "Lag 1" in preview.problems[0].message
    with pytest.raises(ServiceError):
        import_teams(tournament, preview, empty_heat)
    assert counts(tournament) == before


def test_player_already_in_a_team_of_the_file_is_a_problem_T4(tournament, heat):
    path = team_workbook(tournament.path.parent / "lag.xlsx", [("Nya laget", players(100001, 4))])
    preview = preview_team_import(tournament, path, heat)
    assert {(p.row, p.column) for p in preview.problems} == {(2, "MID"), (3, "MID"), (4, "MID")}
    assert all("T4" in p.message and "Lag 1" in p.message for p in preview.problems)


def test_mid_with_another_name_and_team_name_taken(tournament, heat):
    renamed = [
        ("100001", "Per Holm", "BK Linköping", "ÖMBF", 1970, "Ja", "Ja"),
        *players(300000, 3, captain_first=False),
    ]
    path = team_workbook(tournament.path.parent / "lag.xlsx", [("Holm", renamed), ("lag 2", players(300100, 4))])
    preview = preview_team_import(tournament, path, heat)
    assert [(p.row, p.column) for p in preview.problems] == [(2, "MID"), (6, "Lag")]
    assert "Spelare 100001" in preview.problems[0].message and "Lag 2" in preview.problems[1].message


def test_unpaid_membership_is_a_note_not_a_problem_T5(tournament, empty_heat):
    team = players(300000, 4)
    team[2] = team[2][:5] + ("Nej", "Nej")
    path = team_workbook(tournament.path.parent / "lag.xlsx", [("Ek", team)])
    preview = preview_team_import(tournament, path, empty_heat)
    assert preview.problems == ()
    assert [(n.row, n.column) for n in preview.notes] == [(4, "MID")] and "T5" in preview.notes[0].message
    import_teams(tournament, preview, empty_heat)
    assert team_views(tournament, empty_heat)[0].players[2].membership_paid is False


@pytest.mark.parametrize("damage", ["random bytes", "truncated"])
def test_malformed_workbook_is_one_problem_and_nothing_changes(tournament, empty_heat, damage):
    path = team_workbook(tournament.path.parent / "lag.xlsx", FIVE_TEAMS)
    data = path.read_bytes()
    path.write_bytes(
        bytes((i * 91 + 7) % 256 for i in range(4000)) if damage == "random bytes" else data[: len(data) // 2]
    )
    before = counts(tournament)
    preview = preview_team_import(tournament, path, empty_heat)
    assert preview.teams == () and len(preview.problems) == 1 and preview.problems[0].row is None
    with pytest.raises(ServiceError):
        import_teams(tournament, preview, empty_heat)
    assert counts(tournament) == before


def test_unknown_stage_is_refused(tournament):
    path = team_workbook(tournament.path.parent / "lag.xlsx", FIVE_TEAMS[:1])
    with pytest.raises(ServiceError, match="heat-saknas"):
        preview_team_import(tournament, path, "heat-saknas")


def test_import_is_all_or_nothing_when_the_file_changed_after_the_preview_T4(tournament, empty_heat):
    path = team_workbook(tournament.path.parent / "lag.xlsx", FIVE_TEAMS)
    preview = preview_team_import(tournament, path, empty_heat)
    register_team(tournament, TeamForm("Sent anmält", roster(200040, 4)))  # takes Lag 5's players
    before = counts(tournament)
    with pytest.raises(ServiceError) as caught:
        import_teams(tournament, preview, empty_heat)
    assert "Lag 5" in str(caught.value) and "T4" in str(caught.value)
    assert counts(tournament) == before


def test_the_same_workbook_again_names_taken_names_and_every_player_T4(tournament, empty_heat):
    path = team_workbook(tournament.path.parent / "lag.xlsx", FIVE_TEAMS[:2])
    import_teams(tournament, preview_team_import(tournament, path, empty_heat), empty_heat)
    before = counts(tournament)
    preview = preview_team_import(tournament, path, empty_heat)
    places = [(p.row, p.column) for p in preview.problems]
    assert places == [
        (2, "Lag"),
        *((row, "MID") for row in range(2, 6)),
        (6, "Lag"),
        *((row, "MID") for row in range(6, 11)),
    ]
    assert sum("T4" in p.message for p in preview.problems) == 9
    assert counts(tournament) == before


def test_a_row_with_a_problem_gives_no_second_problem_for_its_team_T1(tournament, empty_heat):
    team = players(300000, 4)
    team[3] = ("30000X",) + team[3][1:]
    path = team_workbook(tournament.path.parent / "lag.xlsx", [("Ek", team)])
    preview = preview_team_import(tournament, path, empty_heat)
    assert [(p.row, p.column) for p in preview.problems] == [(5, "MID")]


def test_new_player_without_a_club_is_a_problem_on_its_row_T2(tournament, empty_heat):
    team = players(300000, 4)
    team[1] = team[1][:2] + ("", "") + team[1][4:]
    path = team_workbook(tournament.path.parent / "lag.xlsx", [("Ek", team)])
    preview = preview_team_import(tournament, path, empty_heat)
    assert [(p.row, p.column) for p in preview.problems] == [(3, "Klubb")]
