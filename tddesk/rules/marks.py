"""The marks printed beside a figure wherever standings and cross-tables are shown — the window, the
PDFs, the site and the venue screen — so that each means one thing everywhere: a provisional
walkover value (W2), an excluded or disqualified team (W5, P4), an unauthorised player (P3) and a
walkover (W2)."""

from __future__ import annotations

PROVISIONAL_MARK = "*"
EXCLUDED_MARK = "†"
UNAUTHORISED_MARK = "†"
WALKOVER_MARK = "w"
