#!/usr/bin/env bash
# The Python package `qili` (python/, PyO3 + maturin) from this checkout, and pytest to test it
# (python/tests, run by .ci/test). Needs Python 3.9+ with pip and the Rust toolchain. Run again
# it rebuilds the package from the checkout (incrementally, in python/target) and replaces an
# earlier install, so the tests always import the code of this checkout.
set -euo pipefail
cd "$(dirname "$0")/../.."
# PIP_ROOT_USER_ACTION (pip 22.1+) quiets the root warning; older pips ignore it.
export PIP_ROOT_USER_ACTION=ignore
pip=(python3 -m pip --disable-pip-version-check)
"${pip[@]}" install --quiet "maturin>=1.5,<2" "pytest>=7"
"${pip[@]}" install --quiet --no-build-isolation --force-reinstall --no-deps ./python
python3 -c "import qili; print('qili (Python):', qili.version())"
