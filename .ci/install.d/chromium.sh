#!/usr/bin/env bash
# Chromium (Debian package) opens the audit's static site (`qili audit --html DIR`) headless in
# scripts/check-site.py: every page renders, every image loads, and a screenshot of the index is
# kept. fonts-noto-cjk draws the documents' Chinese sentences (without it they show as boxes).
# Idempotent: installs only what is missing.
set -euo pipefail
missing=()
if ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then missing+=(fonts-noto-cjk); fi
if [ "${#missing[@]}" -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
