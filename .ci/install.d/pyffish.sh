#!/usr/bin/env bash
# pyffish (PyPI: Fairy-Stockfish as a Python module): its is_optional_game_end applies the
# AXF perpetual-check and chasing rules to Xiangqi repetitions; tests/oracles/fairy_axf.py
# asks it for the comparison of tests/xq_axf_compare.rs and the audit check XQ-10 (xq_axf).
# Idempotent: does nothing when pyffish is already importable.
set -euo pipefail
if ! python3 -c "import pyffish" 2>/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore pyffish \
    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages pyffish
fi
python3 -c "import pyffish; print('pyffish', pyffish.version())"
