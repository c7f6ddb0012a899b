#!/usr/bin/env bash
# Try a frozen tddesk as a TD would, from a folder away from the checkout: the VP of a match (VP1),
# its version, the desktop entry (Linux), the demo championship, standings as JSON, a printed PDF,
# the federation workbook, the results site, deals read from a PBN file and printed as a hand
# record with double-dummy tables and par (endplay without NumPy), and the main window open on the
# demo for 2 seconds.
#
#   bash installer/try_frozen.sh PROGRAM [PYTHON]
#
# PROGRAM: dist/tddesk/tddesk, tddesk-cli.exe (installed or not) or tddesk.app/Contents/MacOS/tddesk.
# PYTHON (default python3) reads the files back; it needs pypdf and openpyxl (the test extra).
# Run by installer/smoke_test.sh here and by the release workflow on Windows and macOS.
set -euo pipefail
TDDESK=$1
PYTHON=${2:-python3}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
export QT_QPA_PLATFORM=offscreen

fail() { echo "frozen smoke test FAILED: $*" >&2; exit 1; }

vp=$("$TDDESK" vp 20 30 13)
grep -q "14.01" <<<"$vp" && grep -q "5.99" <<<"$vp" || fail "vp 20 30 13 printed: $vp"

versions=$("$TDDESK" --version)
grep -q "^tddesk [0-9]" <<<"$versions" && grep -q "^PySide6 [0-9]" <<<"$versions" && grep -q "^reportlab [0-9]" <<<"$versions" \
    || fail "--version printed: $versions"
if [ "$(uname -s)" = Linux ]; then
    "$TDDESK" install-desktop --data-home "$WORK/share" >/dev/null
    grep -q "^Exec=$TDDESK open %f" "$WORK/share/applications/se.bridge.tddesk.desktop" || fail "install-desktop's Exec"
fi
"$TDDESK" demo demo.tddesk >/dev/null
"$TDDESK" standings demo.tddesk --stage heat-motala --json >standings.json
"$TDDESK" print demo.tddesk standings --stage heat-motala -o standings.pdf >/dev/null
"$TDDESK" export-xlsx demo.tddesk federation.xlsx >/dev/null
"$TDDESK" publish demo.tddesk site >/dev/null
test -s site/index.html || fail "publish wrote no site/index.html"
cat >boards.pbn <<'PBN'
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ942.AT3.8.KQ82 873.752.KJ9653.T KT65.86.742.A954 A.KQJ94.AQT.J763"]

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "N:J86.AJ63.K852.K5 K932.T952.6.AJ84 Q74.K.AQT43.T762 AT5.Q874.J97.Q93"]

[Board "3"]
[Dealer "S"]
[Vulnerable "EW"]
[Deal "N:T94.T98.A95.AQ84 .K76543.KQT862.9 AK862.A.J743.J75 QJ753.QJ2..KT632"]

[Board "4"]
[Dealer "W"]
[Vulnerable "All"]
[Deal "N:AJ9.6.QJT6432.K4 Q842.JT75.75.A87 KT75.A983..QJ962 63.KQ42.AK98.T53"]
PBN
"$TDDESK" import-deals demo.tddesk boards.pbn --stage heat-motala >/dev/null
"$TDDESK" print demo.tddesk hand-records --stage heat-motala -o hands.pdf >/dev/null
"$PYTHON" - <<'PY' || fail "the frozen program's files do not read back"
import json
from openpyxl import load_workbook
from pypdf import PdfReader
standings = json.load(open("standings.json", encoding="utf-8"))
rows = standings["rows"]
assert standings["stage"] == "heat-motala" and len(rows) >= 5, standings
pages = PdfReader("standings.pdf").pages
assert len(pages) >= 1 and "Motala" in pages[0].extract_text()
sheets = load_workbook("federation.xlsx", read_only=True).sheetnames
assert sheets, "no sheet in the workbook"
# Board 1's par, as the DDS solver gives it: 5♦ by East or West, 400 to East-West.
hands = "".join(page.extract_text() for page in PdfReader("hands.pdf").pages)
assert "Bricka 4" in hands and "5♦ Ö=" in hands and "−400" in hands, hands[:400]
print(f"frozen: standings {len(rows)} teams, PDF {len(pages)} page(s), workbook sheets {sheets}, "
      "hand record of 4 boards with par")
PY

# The window on the demo: still running after 2 s and nothing on stderr that looks like a crash.
"$TDDESK" open demo.tddesk 2>window.err &
window=$!
sleep 2
kill -0 "$window" 2>/dev/null || { cat window.err >&2; fail "the window closed within 2 s"; }
kill "$window"
wait "$window" 2>/dev/null || true
if grep -q "Traceback" window.err; then cat window.err >&2; fail "traceback from the window"; fi

echo "the frozen program $TDDESK works"
