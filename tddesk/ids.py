"""The ids of a championship's records, told apart by type: a stage's id is not a team's, though
both are strings in the file and in the open format (docs/architecture.md, "Types").

``NewType`` costs nothing at run time: ``StageId("heat-motala")`` is the string itself.
"""

from __future__ import annotations

from typing import NewType

StageId = NewType("StageId", str)
MatchId = NewType("MatchId", str)
TeamId = NewType("TeamId", str)
ClubId = NewType("ClubId", str)
Mid = NewType("Mid", str)  # a member's number in the federation's register
PairsHeatId = NewType("PairsHeatId", str)
PairId = NewType("PairId", str)
