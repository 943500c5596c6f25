#!/usr/bin/env bash
# Fairy-Stockfish (Debian package): an independent Xiangqi implementation for the differential
# test tests/xq_engine_fairy.rs and the perft speed comparison in benches/xq_perft.rs.
set -euo pipefail
if [ -x /usr/games/fairy-stockfish ] || command -v fairy-stockfish >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq fairy-stockfish >/dev/null
