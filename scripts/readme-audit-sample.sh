#!/usr/bin/env bash
# Regenerates the README's sample of `qili audit` (between the markers
# `<!-- audit-sample:begin -->` and `<!-- audit-sample:end -->`) from the real output:
# the first line, the column line, the first claim with its first evidence line, and the
# summary line. tests/audit_verdicts.rs checks the sample's format against the real output.
#
#     bash scripts/readme-audit-sample.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
"${CARGO_TARGET_DIR:-target}/release/qili" audit > "$out"
python3 - "$out" <<'PY'
import sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
cut = lambda s, n=110: s if len(s) <= n else s[: n - 4] + " ..."
sample = [
    "    $ cargo run --release -- audit",
    "    " + lines[0],
    "",
    "    " + lines[2],
    "    " + cut(lines[3]),
    "    " + cut(lines[4]),
    "    ...",
    "    " + lines[-1],
]
readme = open("README.md", encoding="utf-8").read()
b = readme.index("<!-- audit-sample:begin -->")
e = readme.index("<!-- audit-sample:end -->")
new = readme[:b] + "<!-- audit-sample:begin -->\n\n" + "\n".join(sample) + "\n\n" + readme[e:]
open("README.md", "w", encoding="utf-8").write(new)
print("README.md: audit sample regenerated")
PY
