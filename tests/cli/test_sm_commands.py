"""S5, S4, S3, S1 from the command line: the SM demo's Gröna Hissen through the knockout to the final."""

import re
from collections import Counter

import pytest
from openpyxl import Workbook

from tddesk.cli import main


def run(capsys, *arguments) -> str:
    assert main(["--lang", "en", *arguments]) == 0
    return capsys.readouterr().out


def test_veteran_demo_gronahissen_to_the_final_from_the_cli_S5(tmp_path, capsys):
    path = str(tmp_path / "sm.tddesk")
    run(capsys, "sm-demo", path)
    pairs, byes = [], []
    for number in range(1, 9):
        out = run(capsys, "swiss-pair", path, "--stage", "sm-veteran-2017", "--draw-seed", "3")
        assert out.startswith(f"Round {number}") and "Repeat" not in out
        matches = re.findall(r"(sm-veteran-2017-r\d+-m\d+)  (.+) – (.+)", out)
        pairs += [frozenset((home, away)) for _, home, away in matches]
        byes += re.findall(r"Bye: (.+)", out)
        for index, (match_id, _, _) in enumerate(matches):
            run(capsys, "result", path, "--match", match_id, "--imps", f"{20 + index}-{10 + number}")
    assert max(Counter(pairs).values()) == 1  # no repeat opponent in 8 rounds
    assert len(byes) == 5 and len(set(byes)) == 5  # rounds 1-5 of 19 teams: five different byes
    knockout = run(capsys, "knockout", path, "--from", "sm-veteran-2017").strip()
    for _ in range(7):  # 3 choices in R16, 3 in QF, 1 in SF
        status = run(capsys, "knockout-status", path, "--stage", knockout)
        chooser, candidates = re.search(r"\((t\d+)\) chooses among: (.+)", status).groups()
        opponent = re.findall(r"\((t\d+)\)", candidates)[0]
        out = run(capsys, "choose", path, "--stage", knockout, "--team", chooser, "--opponent", opponent)
        assert re.search(r"Choice round \d: .+ chose .+ \(TL, \d{4}-\d\d-\d\d \d\d:\d\d\)", out)
        created = re.findall(rf"({knockout}-r\d-m\d)  .+ – .+  $", out, re.MULTILINE)
        for match_id in created:
            run(capsys, "result", path, "--match", match_id, "--half", "1", "--imps", "30-20", "--yes")
            run(capsys, "result", path, "--match", match_id, "--half", "2", "--imps", "25-21", "--yes")
    out = run(capsys, "knockout-final", path, "--stage", knockout)
    for match_id in re.findall(rf"({knockout}-r4-m\d)", out):
        run(capsys, "result", path, "--match", match_id, "--half", "1", "--imps", "40-30")
        run(capsys, "result", path, "--match", match_id, "--half", "2", "--imps", "30-31")
    status = run(capsys, "knockout-status", path, "--stage", knockout)
    assert "Final and bronze match" in status and re.search(r"Gold: .+; silver: .+; bronze: .+", status)


def test_not_the_choosers_turn_is_refused_in_words_S5(tmp_path, capsys):
    path = str(tmp_path / "sm.tddesk")
    run(capsys, "sm-demo", path, "--rounds", "8")
    knockout = run(capsys, "knockout", path, "--from", "sm-veteran-2017").strip()
    status = run(capsys, "knockout-status", path, "--stage", knockout)
    chooser = re.search(r"\((t\d+)\) chooses", status).group(1)
    others = [team for team in re.findall(r"\((t\d+)\)", status) if team != chooser]
    assert (
        main(["--lang", "en", "choose", path, "--stage", knockout, "--team", others[0], "--opponent", others[1]]) == 2
    )
    assert "turn to choose" in capsys.readouterr().err


def test_appeal_and_grants_from_the_cli_S4_S3(tmp_path, capsys):
    path = str(tmp_path / "sm.tddesk")
    run(capsys, "sm-demo", path)
    out = run(
        capsys,
        "appeal",
        path,
        "--stage",
        "sm-final-2017",
        "--round",
        "2",
        "--team",
        "t21",
        "--ruling",
        "Revoke board 4",
        "--ruling-at",
        "2017-05-26 14:05",
        "--filed-at",
        "2017-05-26 16:40",
        "--round-ended",
        "2017-05-26 16:05",
    )
    assert "2017-05-26 16:40 / 2017-05-26 16:35  LATE  500 SEK  pending" in out
    out = run(capsys, "travel-grants", path, "--stage", "sm-final-2017")
    assert "Lag Norrbotten (Norrbotten)" in out and "Lag Örebro (Örebro)  0 SEK" in out
    assert run(capsys, "junior-grant", "--mil", "20", "--cost", "200").strip() == "200.00 SEK"


def test_seed_pairs_from_a_workbook_S1(tmp_path, capsys):
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["Par", "MP1", "MP2", "HCP1", "HCP2", "Rank1", "Rank2"])
    for index in range(8):
        sheet.append([f"Par {index + 1}", 100 * index, 50, 10 - index, 8, index * 3, 2])
    workbook.save(tmp_path / "pairs.xlsx")
    out = run(capsys, "seed-pairs", str(tmp_path / "pairs.xlsx"))
    lines = out.strip().splitlines()
    # Par 8 is best in every category (ranks 1+1+1), Par 1 worst; the snake A B C D D C B A
    assert lines[0].split() == ["1", "A", "Par", "8", "1+1+1=3"]
    assert [line.split()[1] for line in lines] == list("ABCDDCBA")
    assert lines[-1].split()[3] == "1"


@pytest.mark.parametrize("row", [["Par 1", "x", 1, 1, 1, 1, 1]])
def test_seed_pairs_bad_number_names_the_row_S1(tmp_path, capsys, row):
    workbook = Workbook()
    workbook.active.append(["pair", "mp1", "mp2", "hcp1", "hcp2", "rank1", "rank2"])
    workbook.active.append(row)
    workbook.save(tmp_path / "bad.xlsx")
    assert main(["--lang", "en", "seed-pairs", str(tmp_path / "bad.xlsx")]) == 2
    assert "Row 2, column mp1" in capsys.readouterr().err


def test_pairs_travel_grants_are_per_pair_with_the_footnotes_in_the_districts_total_S3(sm_demo_copy, capsys):
    """S3 (S p.8, RESEBIDRAGSTABELL 2017, SEK per pair): the SM demo's ten final entries taken as
    pairs, one of each district. Footnote 1 (Gotland): the district gets 1,000 SEK more per pair in
    the final; footnote 2 (Ångermanland, Västerbotten, Norrbotten): 500 SEK more. The seed's text
    prints each mark before the district's name ("1) Gotland 600"); the team final's per-player
    table agrees: Gotland 2 × 800 = 1,600 = 600 + 1,000, Norrbotten 2 × 1,600 = 3,200 = 2,700 + 500."""
    out = run(capsys, "travel-grants", str(sm_demo_copy), "--stage", "sm-final-2017", "--pairs")
    # per pair, once, never per player (the old list paid 4 × 600 = 2,400 to Lag Gotland's players)
    assert "Lag Gotland (Gotland)  600 SEK" in out and "Lag Norrbotten (Norrbotten)  2700 SEK" in out
    assert "Lag Stockholm (Stockholm)  540 SEK" in out and "Kerstin Lind" not in out
    # the districts' totals: Gotland 1 × (600 + 1,000) = 1,600; Norrbotten 1 × (2,700 + 500) = 3,200;
    # Stockholm 1 × (540 + 0) = 540
    assert "Gotland: 1 pairs × (600 + 1000) SEK = 1600 SEK to the district" in out
    assert "Norrbotten: 1 pairs × (2700 + 500) SEK = 3200 SEK to the district" in out
    assert "Stockholm: 1 pairs × (540 + 0) SEK = 540 SEK to the district" in out
