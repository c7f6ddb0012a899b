"""The regulation profile: every season-specific number of the regulations as data (docs/rules.md).

A profile is TOML text. It is copied into the tournament file when a championship is created,
so results stay reproducible when the shipped profile changes. ``Profile`` is frozen; rules take
it as an argument instead of reading globals.
"""

from __future__ import annotations

import datetime as dt
import json
import tomllib
import types
import typing
from dataclasses import MISSING, dataclass, fields, is_dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import cache, lru_cache

from tddesk.rules.pairs_season import PairsRules


class ProfileError(ValueError):
    """A missing or malformed profile value; the message names the key."""

    def __init__(self, key: str, problem: str):
        super().__init__(f"{key}: {problem}")
        self.key = key
        self.problem = problem


@dataclass(frozen=True)
class Identity:
    id: str
    name: str
    district: str
    season: str
    season_start_year: int


@dataclass(frozen=True)
class VpSettings:
    scale: str
    fractional_margin_rounding: str
    min_boards: int
    max_boards: int


@dataclass(frozen=True)
class Dates:
    heat_registration_deadline: dt.date
    team_registration_deadline: dt.date
    heat_period_start: dt.date
    heat_period_end: dt.date
    semifinal_day: dt.date
    a_final_day_one: dt.date
    a_final_weekend_start: dt.date
    a_final_weekend_end: dt.date
    sm_semifinal_start: dt.date
    sm_semifinal_end: dt.date
    sm_final_start: dt.date
    sm_final_end: dt.date
    protest_unauthorised_for_sm_semifinal: dt.date
    protest_unauthorised_for_sm_final: dt.date


@dataclass(frozen=True)
class Fees:
    entry_fee: int
    entry_fee_due: dt.date
    late_fee: int
    table_fee_semifinal: int
    table_fee_a_final: int
    table_fee_b_final: int
    junior_discount_percent: Decimal
    junior_discount_team_size: int
    newcomer_entry_fee: int
    newcomer_recent_season_start: int
    newcomer_max_recent_players: int


@dataclass(frozen=True)
class TeamRules:
    min_players: int
    max_players: int
    max_players_with_dispensation: int
    junior_max_age: int
    veteran_min_age: int


@dataclass(frozen=True)
class HeatRules:
    min_teams: int
    min_boards_per_match: int
    max_boards_per_match: int
    one_half_max_boards: int
    two_halves_min_boards: int
    min_boards_per_team: int
    minutes_per_board: Decimal
    time_rounding_minutes: int
    dealt_at_table_extra_minutes: int
    bye_vp: Decimal


@dataclass(frozen=True)
class SlowPlayBracket:
    over_minutes: int
    up_to_minutes: int
    vp: Decimal


@dataclass(frozen=True)
class Penalties:
    late_arrival_vp_per_period: Decimal
    late_arrival_period_minutes: int
    late_arrival_max_minutes: int
    slow_play_max_minutes: int
    slow_play_brackets: tuple[SlowPlayBracket, ...]
    unauthorised_player_vp: Decimal
    unauthorised_fee_deadline_days: int


@dataclass(frozen=True)
class Walkover:
    minimum_vp_20: Decimal
    minimum_vp_25: Decimal
    minimum_imps_25: int
    loser_imps_25: int
    max_walkovers_heat: int
    max_walkovers_sm_semifinal: int
    max_walkovers_sm_final: int


@dataclass(frozen=True)
class MasterPoints:
    draw_below_vp: Decimal
    sm_semifinal_gold_per_match: int
    bonus: tuple[int, ...]
    bonus_min_halves_fraction: Fraction
    sm_criteria_enabled: bool
    sm_min_final_boards: int
    sm_min_player_boards_percent: int


@dataclass(frozen=True)
class TimetableSlot:
    round: int
    half: int
    start: dt.time
    end: dt.time


@dataclass(frozen=True)
class BFinalFormat:
    min_teams: int
    max_teams: int
    matches: int
    boards: int


@dataclass(frozen=True)
class Advancement:
    semifinals_five_from_teams: int
    semifinals_four_from_teams: int
    semifinal_teams: int
    semifinal_boards: int
    semifinal_halves: int
    semifinal_half_minutes: int
    best_thirds_with_four_semifinals: int
    venue_max_offset_minutes: int
    a_final_teams: int
    a_final_boards: int
    a_final_rounds_day_one: int
    central_day_timetable: tuple[TimetableSlot, ...]
    b_final_formats: tuple[BFinalFormat, ...]


@dataclass(frozen=True)
class SmRules:
    """S3-S5: the national championships' numbers (seed S). Files made before SM support have no
    ``[sm]`` section; ``sm_rules`` then falls back to the shipped profile's."""

    appeal_minutes_after_round: int
    appeal_minutes_after_ruling_last_rounds: int
    appeal_last_rounds: int
    travel_grants_pairs: str  # CSV district,amount,district_extra: SEK per pair and the footnotes (S p.8)
    travel_grants_team_final: str  # CSV district,amount: SEK per player (S p.14)
    travel_grant_venue_district: str
    junior_sek_per_mil: Decimal
    junior_car_max_sek_per_mil: Decimal
    veteran_carry_over_per_round: Decimal
    veteran_late_start_round: int
    swiss_repeat_policy: str
    vp_table_25: str | None = None  # VP3: CSV boards,margin_from,margin_to,vp; none shipped
    # S4: the deposit by stage (SEK). Files made before these keys kept 200/500 as "semifinal" and
    # "final", which gave SM Lag semifinal 200; those keys are no longer read.
    appeal_deposit_pairs: int = 200  # pairs SM finals and the SM Par Open semifinal (S p.9)
    appeal_deposit_teams: int = 500  # SM Lag semifinal and final, SM Lag Veteran (S p.13-15)
    appeal_deposit_semifinal: int | None = None  # the old keys, still accepted in a file's copy
    appeal_deposit_final: int | None = None


@dataclass(frozen=True)
class Profile:
    profile: Identity
    vp: VpSettings
    dates: Dates
    fees: Fees
    teams: TeamRules
    heat: HeatRules
    penalties: Penalties
    walkover: Walkover
    masterpoints: MasterPoints
    advancement: Advancement
    sm: SmRules | None = None
    source: str = ""  # the TOML text, kept so it can be copied into a tournament file

    @property
    def id(self) -> str:
        return self.profile.id


def _settings_of(section: str) -> frozenset[str]:
    """The keys a profile section can hold (its reader's fields), whether or not a file's copy has them."""
    if section == "pairs":
        return frozenset(f.name for f in fields(PairsRules))
    kind = _hints(Profile).get(section)
    kind = _required(kind) if kind is not None else None
    return frozenset(f.name for f in fields(kind)) if isinstance(kind, type) and is_dataclass(kind) else frozenset()


def profile_data(text: str, overrides: str | None = None) -> dict:
    """The profile's TOML text as data, with the championship's ``profile_overrides`` (a JSON
    object, docs/format.md) applied: the one way every profile number is read (``load_profile``,
    and the ``[pairs]`` section's readers). An override's key is ``section.key`` (``heat.bye_vp``),
    or a bare key that only one section has (``bye_vp``); its value is written as in the TOML
    (``"13.00"`` for a decimal). An unknown or ambiguous key raises ProfileError naming it."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ProfileError("(file)", f"not valid TOML: {error}") from None
    if not overrides:
        return data
    try:
        changes = json.loads(overrides)
    except ValueError:
        raise ProfileError("profile_overrides", "not a JSON object") from None
    if not isinstance(changes, dict):
        raise ProfileError("profile_overrides", "not a JSON object")
    for key, value in changes.items():
        section, _, name = key.rpartition(".")
        sections = (
            [section]
            if section
            else [title for title, table in data.items() if isinstance(table, dict) and name in table]
        )
        if len(sections) == 1 and isinstance(data.get(sections[0]), dict) and name in _settings_of(sections[0]):
            data[sections[0]] = {name: None, **data[sections[0]]}  # a file's older copy may lack the key
        if len(sections) != 1 or not isinstance(data.get(sections[0]), dict) or name not in data[sections[0]]:
            found = ", ".join(f"{title}.{name}" for title in sections) or "no section"
            raise ProfileError(f"profile_overrides.{key}", f"names no single number of the profile ({found})")
        data[sections[0]] = {**data[sections[0]], name: value}
    return data


@lru_cache(maxsize=16)
def load_profile(text: str, overrides: str | None = None) -> Profile:
    """Parse profile TOML text with the championship's overrides (``profile_data``); a missing or
    malformed value raises ProfileError naming its key.

    The same text gives the same (frozen) Profile: every file opened in a run parses its copy of
    the shipped profile once, not on every open.
    """
    data = profile_data(text, overrides)
    values = {}
    for section in fields(Profile):
        if section.name == "source":
            continue
        if data.get(section.name) is None and section.default is not MISSING:
            continue
        values[section.name] = _build(_required(_hints(Profile)[section.name]), data.get(section.name), section.name)
    return Profile(**values, source=text)


def _required(kind):
    """``X | None`` → X: an optional value that is present must be a valid X."""
    arguments = [argument for argument in typing.get_args(kind) if argument is not type(None)]
    if typing.get_origin(kind) in (typing.Union, types.UnionType) and len(arguments) == 1:
        return arguments[0]
    return kind


@cache
def _hints(cls) -> dict:
    return typing.get_type_hints(cls)


def _build(kind, value, key: str):
    if value is None:
        raise ProfileError(key, "missing")
    if isinstance(kind, type) and is_dataclass(kind):
        hints = _hints(kind)
        if isinstance(value, list):  # a row of a table written as an array, e.g. [0, 5, "1"]
            names = [f.name for f in fields(kind)]
            if len(value) != len(names):
                raise ProfileError(key, f"expected {len(names)} values ({', '.join(names)})")
            value = dict(zip(names, value))
        if not isinstance(value, dict):
            raise ProfileError(key, "expected a table")
        return kind(
            **{
                f.name: _build(_required(hints[f.name]), value.get(f.name), f"{key}.{f.name}")
                for f in fields(kind)
                if value.get(f.name) is not None or f.default is MISSING
            }
        )
    if typing.get_origin(kind) is tuple:
        item_kind = typing.get_args(kind)[0]
        if not isinstance(value, list):
            raise ProfileError(key, "expected a list")
        return tuple(_build(item_kind, item, f"{key}[{index}]") for index, item in enumerate(value))
    return _scalar(kind, value, key)


def _scalar(kind, value, key: str):
    if kind is bool:
        if isinstance(value, bool):
            return value
        raise ProfileError(key, f"expected true or false, got {value!r}")
    if kind is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise ProfileError(key, f"expected a whole number, got {value!r}")
    if kind is str:
        if isinstance(value, str) and value:
            return value
        raise ProfileError(key, f"expected text, got {value!r}")
    if kind is Decimal:
        try:
            if isinstance(value, bool) or not isinstance(value, (str, int)):
                raise InvalidOperation
            return Decimal(str(value))
        except InvalidOperation:
            raise ProfileError(key, f'expected a decimal number as text (e.g. "12.00"), got {value!r}') from None
    if kind is Fraction:
        try:
            return Fraction(str(value))
        except (ValueError, ZeroDivisionError):
            raise ProfileError(key, f'expected a fraction such as "1/3", got {value!r}') from None
    if kind is dt.date:
        if isinstance(value, dt.date) and not isinstance(value, dt.datetime):
            return value
        raise ProfileError(key, f"expected a date (YYYY-MM-DD), got {value!r}")
    if kind is dt.time:
        try:
            return dt.time.fromisoformat(value)
        except (TypeError, ValueError):
            raise ProfileError(key, f"expected a time (HH:MM), got {value!r}") from None
    raise ProfileError(key, f"unsupported type {kind}")  # a programming error in this module
