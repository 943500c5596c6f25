"""The audit as data, against `qili audit --json` (tests/audit_default_run/audit_cli.rs)."""

import pytest

import qili
from conftest import cli_error, cli_json


def test_claims_are_the_registry():
    cs = qili.claims()
    ids = [c["id"] for c in cs]
    assert len(ids) == len(set(ids)) == 82
    a11 = next(c for c in cs if c["id"] == "JPD-A11")
    assert a11["document"] and a11["text_zh"] and a11["reading"]
    for head in ["JPD-", "HZ-", "TS-", "YG-", "XQ-", "T1"]:
        assert any(i.startswith(head) for i in ids), head


def test_audit_only_is_the_cli_json():
    got = qili.audit(only="TS-1")
    want = cli_json(["audit", "--only", "TS-1", "--json"])
    # Verdicts are computed; the same computation gives the same statuses and evidence.
    assert [(e["id"], e["status"]) for e in got] == [(e["id"], e["status"]) for e in want]
    assert got == want
    assert {e["status"] for e in got} <= {"holds", "fails", "depends", "undecidable-as-written", "not-checked"}


def test_audit_only_bad_prefix_is_the_cli_error():
    with pytest.raises(qili.QiliError) as e:
        qili.audit(only="ZZ")
    assert str(e.value) == cli_error(["audit", "--only", "ZZ"])
