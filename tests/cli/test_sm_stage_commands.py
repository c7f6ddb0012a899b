"""VP3, S5 from the command line: an SM stage's VP scale and repeat policy, the veteran match length
from the entries, and who gets a medal in the knockout (a third of its segments)."""

import re

from sqlalchemy import select

from tddesk.cli import main
from tddesk.models.tables import TeamMember
from tddesk.services.files import open_championship
from tddesk.services.knockout import choose_opponent, create_final_round, create_knockout, knockout_view
from tddesk.services.lineups import set_lineup
from tddesk.services.results import enter_half
from tddesk.services.schedule import schedule_view
from tddesk.services.stages import remove_team_from_stage

VETERAN = "sm-veteran-2017"


def run(capsys, *arguments) -> str:
    assert main(["--lang", "en", *arguments]) == 0
    return capsys.readouterr().out


def refused(capsys, *arguments) -> str:
    assert main(["--lang", "en", *arguments]) == 2
    return capsys.readouterr().err


def test_repeat_policy_and_vp_scale_are_set_and_refused_in_words_VP3_S5(tmp_path, capsys):
    path = str(tmp_path / "sm.tddesk")
    run(capsys, "sm-demo", path)
    out = run(capsys, "sm-stage", path, "--stage", VETERAN)
    assert "7 boards, one session; VP scale 20-0" in out and "Repeat opponents: profile" in out
    assert "Repeat opponents: never" in run(capsys, "sm-stage", path, "--stage", VETERAN, "--repeat-policy", "never")
    assert "Repeat opponents: never" in run(capsys, "sm-stage", path, "--stage", VETERAN)  # kept in the file
    assert "Repeat opponents: profile" in run(
        capsys, "sm-stage", path, "--stage", VETERAN, "--repeat-policy", "profile"
    )
    assert "no 25-0 VP table" in refused(capsys, "sm-stage", path, "--stage", "sm-final-2017", "--vp-scale", "table-25")
    assert "Only SM Lag Veteran" in refused(
        capsys, "sm-stage", path, "--stage", "sm-final-2017", "--repeat-policy", "allow"
    )
    assert "24 boards, two halves; VP scale 20-0" in run(capsys, "sm-stage", path, "--stage", "sm-final-2017")


def test_a_veteran_round_robin_of_ten_teams_plays_10_board_matches_S5(tmp_path, capsys):
    path = tmp_path / "sm.tddesk"
    run(capsys, "sm-demo", str(path))
    tournament = open_championship(path)
    for team in [row.team for row in _entries(tournament)][10:]:
        remove_team_from_stage(tournament, VETERAN, team)
    tournament.close()
    run(capsys, "schedule", str(path), "--heat", VETERAN, "--make")
    assert "10 boards, one session" in run(capsys, "sm-stage", str(path), "--stage", VETERAN)


def _entries(tournament):
    from tddesk.services.standings import standings

    return standings(tournament, VETERAN).rows


def test_medals_lists_each_medal_teams_players_with_their_segments_S5(tmp_path, capsys):
    path = tmp_path / "sm.tddesk"
    run(capsys, "sm-demo", str(path), "--rounds", "8")
    tournament = open_championship(path)
    knockout = create_knockout(tournament, VETERAN).value
    tournament.close()
    assert "The medals are not decided yet." in run(capsys, "medals", str(path), "--stage", knockout)
    tournament = open_championship(path)
    with tournament.reading() as session:
        squads = {}
        for team, mid in session.execute(select(TeamMember.team_id, TeamMember.mid).order_by(TeamMember.position)):
            squads.setdefault(team, []).append(mid)
    for number in (1, 2, 3, 4):
        if number == 4:
            create_final_round(tournament, knockout)
        while (turn := knockout_view(tournament, knockout).turn) is not None:
            choose_opponent(tournament, knockout, turn.chooser, turn.candidates[0])
        for match in schedule_view(tournament, knockout).rounds[number - 1].matches:
            for half in (1, 2):
                for side, team in (("home", match.home), ("away", match.away)):
                    # The first four play the round of 16 only; the rest of the way the last four.
                    set_lineup(tournament, match.id, half, side, squads[team][:4] if number == 1 else squads[team][-4:])
                enter_half(tournament, match.id, half, 30, 20, confirmed=True)
    gold = knockout_view(tournament, knockout).medals[0]
    tournament.close()
    out = run(capsys, "medals", str(path), "--stage", knockout)
    lines = out.splitlines()
    assert re.fullmatch(r"Gold: .+ — a medal needs 3 of 8 segments", lines[0])
    squad = squads[gold]
    played = {
        mid: (int(segments), verdict)
        for mid, segments, verdict in re.findall(r"^  (\d+)  .+  (\d)/8  (medal|no medal)$", out, re.MULTILINE)[
            : len(squad)
        ]
    }
    expected = {mid: (2 * (mid in squad[:4]) + 6 * (mid in squad[-4:])) for mid in squad}
    assert {mid: segments for mid, (segments, _) in played.items()} == expected
    assert all((verdict == "medal") == (expected[mid] >= 3) for mid, (_, verdict) in played.items())
    assert sum(line.startswith(("Gold:", "Silver:", "Bronze:")) for line in lines) == 3
    status = run(capsys, "knockout-status", str(path), "--stage", knockout)
    assert "a medal needs 3 of 8 segments" in status
