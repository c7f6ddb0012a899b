"""The semifinal demo day (docs/bws.md, "The semifinal demo day"): the demo's heats played and
answered, N semifinals laid out for one central day — common boards with their deals imported,
jury representatives, the venues' timetables — and each venue's Bridgemate session file written by
tddesk's own session writer into a folder beside the championship file, ready for BCS or for the
simulated play (``bcs_play``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tddesk.demo.championship import FIRST_NAMES, build_heats
from tddesk.demo.pairs_session import deal_boards
from tddesk.demo.people import SURNAMES
from tddesk.formats.deal_files import DealFile
from tddesk.services.advancement_offers import offers_state, record_offer, semifinal_choice_order
from tddesk.services.bws_session import write_team_session
from tddesk.services.central_day import create_semifinals, set_jury_member
from tddesk.services.deals import import_deals
from tddesk.services.schedule import schedule_view
from tddesk.services.tournament import Tournament

VENUES = (("Linköping", 0), ("Norrköping", 10), ("Motala", -5), ("Nyköping", 5))
TEAMS_PER_SEMIFINAL = 4
MIN_VENUES = 2
DEAL_SEED = 20170121


@dataclass(frozen=True)
class DemoDay:
    tournament: Tournament
    stages: tuple[str, ...]
    files: dict[str, Path]  # stage id → its venue's session file


def bridgemate_folder(path: Path) -> Path:
    """The folder beside the championship file that holds the venues' session files."""
    return path.with_name(f"{path.stem} Bridgemate")


def build_demo_day(path: Path, venues: int = 2, user: str = "TL") -> DemoDay:
    """Create the demo day at ``path`` (which must not exist) with ``venues`` semifinals (2-4: the
    five heats need at least one place each, A2)."""
    if not MIN_VENUES <= venues <= len(VENUES):
        raise ValueError(f"the demo day has {MIN_VENUES} to {len(VENUES)} venues, not {venues}")
    tournament, rng = build_heats(path, user)
    places = TEAMS_PER_SEMIFINAL * venues
    while (state := offers_state(tournament, "semifinal", places)).next_team_id is not None:
        row = next((row for row in state.rows if row.team_id == state.next_team_id), None)
        stage_id = row.stage_id if row else state.rows[-1].stage_id
        record_offer(tournament, stage_id, state.next_team_id, "semifinal", True, None, places=places)
    order = [row.team_id for row in semifinal_choice_order(tournament, places)]
    groups = [order[index::venues] for index in range(venues)]
    chosen = VENUES[:venues]
    stages = create_semifinals(
        tournament,
        groups,
        [venue for venue, _offset in chosen],
        tournament.profile.dates.semifinal_day,
        [offset for _venue, offset in chosen],
    ).value
    assert isinstance(stages, tuple)
    for stage_id in stages:
        for team_id in schedule_view(tournament, stage_id).team_ids:
            set_jury_member(tournament, stage_id, team_id, f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}")
    rules = tournament.profile.advancement
    rounds = len(schedule_view(tournament, stages[0]).rounds)
    deals = deal_boards(range(1, rules.semifinal_boards * rounds + 1), DEAL_SEED)
    import_deals(tournament, list(stages), DealFile(tuple(deals.values()), "pbn"))
    folder = bridgemate_folder(Path(path))
    folder.mkdir(exist_ok=True)
    files = {}
    for stage_id in stages:
        files[stage_id] = folder / f"{stage_id}.bws"
        write_team_session(tournament, stage_id, files[stage_id])
    return DemoDay(tournament, tuple(stages), files)
