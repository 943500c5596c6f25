#!/usr/bin/env bash
# Coq (Debian package `coq`): machine-checks the arithmetic identities of T2, T3, T4 in proofs/coq/.
# Idempotent: does nothing when coqc is already on PATH.
set -euo pipefail
if command -v coqc >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends coq
