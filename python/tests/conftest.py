"""Shared helpers: the `qili` binary of the same checkout, to compare the package with the
CLI's JSON and errors.

The binary: $QILI_CLI, else the checkout's target/debug/qili or target/release/qili (the
newer; `cargo test --workspace` builds target/debug/qili). Without one the CLI comparisons
fail rather than skip, so that a green run always compared something.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any, List, Tuple

import pytest

ROOT = Path(__file__).resolve().parents[2]


def cli_path() -> str:
    env = os.environ.get("QILI_CLI")
    if env:
        return env
    found = [p for p in (ROOT / "target/debug/qili", ROOT / "target/release/qili") if p.exists()]
    if not found:
        pytest.fail("no qili binary: build it (cargo build) or set QILI_CLI")
    return str(max(found, key=lambda p: p.stat().st_mtime))


def run_cli(args: List[str]) -> Tuple[int, str, str]:
    p = subprocess.run([cli_path(), *args], capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def cli_json(args: List[str]) -> Any:
    code, out, err = run_cli(args)
    assert code == 0, f"qili {' '.join(args)}: exit {code}: {err}"
    return json.loads(out)


def cli_error(args: List[str]) -> str:
    """The message of the CLI's exit-2 error (without the `qili: ` prefix)."""
    code, _, err = run_cli(args)
    assert code == 2, f"qili {' '.join(args)}: exit {code}, expected 2: {err}"
    line = err.strip().splitlines()[-1]
    assert line.startswith("qili: "), err
    return line[len("qili: "):]


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT
