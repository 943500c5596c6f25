#!/usr/bin/env bash
# The README's test command (CI runs exactly this, after .ci/install.d/*.sh installs the oracles).
# First every test of the workspace; the differential tests against outside oracles are
# #[ignore]d there, so a machine without them reports them as "ignored" rather than passing
# tests that did nothing. Then those differential tests: a missing oracle prints a notice and
# skips, unless QILI_REQUIRE_ORACLES=1 (CI sets it), which makes it a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace
cargo test --test gtp_clients --test proofs_coq --test sgfmill_replay --test sgfmill_sgf \
  --test xq_axf_compare --test xq_engine_fairy --test xq_engine_pyffish -- --ignored
