#!/usr/bin/env bash
# Fairy-Stockfish (Debian package): an independent Xiangqi implementation for the differential
# tests tests/xq_engine_fairy.rs and the perft speed comparison in benches/xq_perft.rs.
# pyffish (PyPI, the same engine as a Python module) answers repetition verdicts (AXF rules)
# for tests/oracles/fairy_xq.py.
set -euo pipefail
if ! [ -x /usr/games/fairy-stockfish ] && ! command -v fairy-stockfish >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq fairy-stockfish >/dev/null
fi
if ! python3 -c "import pyffish" 2>/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore pyffish
fi
