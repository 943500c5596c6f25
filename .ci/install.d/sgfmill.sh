#!/usr/bin/env bash
# sgfmill (PyPI): an independent Go board and SGF implementation for the differential tests.
set -euo pipefail
if python3 -c "import sgfmill" 2>/dev/null; then exit 0; fi
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore sgfmill
