"""Rules: the presets of `qili rules`, names, KataGo strings, rule files (tests/rules_vocabulary.rs)."""

import pytest

import qili
from conftest import cli_error, run_cli


def test_presets_are_the_documents_rule_sets():
    names = {p.name for p in qili.presets()}
    # 000 jpd, 001 huozi, 002 tang-song, 003 ying (and its ko readings, YG-12/YG-13).
    for n in ["tromp-taylor", "chinese", "japanese", "aga", "ing", "jpd", "huozi", "tang-song", "ying"]:
        assert n in names, n
    jpd = next(p for p in qili.presets() if p.name == "jpd")
    # JPD-A11: the whole-board shape with pass stones; its options cite document 000.
    assert jpd.options["scoring"] == "stones-and-liberties"
    assert any("000" in src or "JPD" in src for _, src in jpd.sources), jpd.sources


def test_parse_names_katago_strings_and_files(tmp_path):
    c = qili.parse_rules("chinese")
    assert c.preset == "chinese"
    k = qili.parse_rules("koPOSITIONALscoreAREAtaxNONEsui1komi7.5")
    assert k.options["ko"] == "positional-superko"
    # KataGo's sui1 allows multi-stone suicide only (KataGo's rule strings).
    assert k.options["suicide"] == "multi-stone-only"
    assert k.options["komi"] == 7.5
    # The TOML of `qili rules show` reads back to the same rule set.
    f = tmp_path / "r.toml"
    f.write_text(c.toml)
    assert qili.parse_rules(str(f)).options == c.options
    code, out, _ = run_cli(["rules", "show", "chinese"])
    assert code == 0
    assert c.toml in out


def test_bad_name_is_the_cli_error():
    with pytest.raises(qili.QiliError) as e:
        qili.parse_rules("no-such-rules")
    assert str(e.value) == cli_error(["rules", "show", "no-such-rules"])
