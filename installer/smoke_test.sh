#!/usr/bin/env bash
# Build the frozen program (installer/build.py), check that the licence, the third-party notices,
# the manual and (on Linux) the desktop script are in its folder and NumPy and Matplotlib are not,
# then try it as a TD would (installer/try_frozen.sh). Called by .ci/run after the test suite;
# needs the project's .venv (or TDDESK_PYTHON, a Python with the project and its installer and docs
# extras installed already). Prints the bundle size.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
started=$SECONDS

if [ -n "${TDDESK_PYTHON:-}" ]; then
    PYTHON=$TDDESK_PYTHON
else
    PYTHON="$ROOT/.venv/bin/python"
    "$PYTHON" -m pip install --quiet -c requirements/constraints.txt -e ".[installer,docs]"
fi
"$PYTHON" scripts/build_manual.py
"$PYTHON" installer/build.py
FOLDER="$ROOT/dist/tddesk"
TDDESK="$FOLDER/tddesk"
for shipped in LICENSE THIRD_PARTY_NOTICES.txt _internal/tddesk/data/manual-html/sv/index.html \
    _internal/tddesk/data/manual-html/en/heat-evening.html; do
    test -s "$FOLDER/$shipped" || { echo "frozen smoke test FAILED: $shipped is not in the bundle" >&2; exit 1; }
done
if [ "$(uname -s)" = Linux ]; then test -x "$FOLDER/install-desktop.sh" || { echo "frozen smoke test FAILED: no install-desktop.sh" >&2; exit 1; }; fi
grep -q "GNU GENERAL PUBLIC LICENSE" "$FOLDER/LICENSE"
grep -q "PySide6_Essentials" "$FOLDER/THIRD_PARTY_NOTICES.txt"
if [ -d "$FOLDER/_internal/numpy" ] || [ -d "$FOLDER/_internal/matplotlib" ]; then
    echo "frozen smoke test FAILED: NumPy or Matplotlib is in the bundle" >&2; exit 1
fi
bash "$ROOT/installer/try_frozen.sh" "$TDDESK" "$PYTHON"
echo "frozen smoke test passed in $((SECONDS - started)) s (build included)"
