"""The conformance vectors (vectors/, computed by the plain reference model): the package
gives what the CLI gives (`qili score --json`, `qili xq legal --json`, `qili xq-judge --json`)
and what the vectors say, on a sample of every file."""

import json
import random
import warnings

import pytest

import qili
from conftest import ROOT, cli_json

SAMPLE = 12


def load(name):
    return json.loads((ROOT / "vectors" / name).read_text())


def sample(vs, k=SAMPLE, seed=36):
    rng = random.Random(seed)
    return rng.sample(vs, min(k, len(vs)))


def test_vectors_are_the_committed_files():
    got = qili.vectors()
    for name, v in got.items():
        text = (ROOT / "vectors" / name).read_text()
        assert v == (json.loads(text) if name.endswith(".json") else text), name


def test_go_scoring():
    vs = load("go-scoring.json")["vectors"]
    for v in sample([x for x in vs if not x["dead"]], 6) + sample([x for x in vs if x["dead"]], 6):
        dead = ",".join(v["dead"]) or "none"
        args = ["--prisoners", "%d,%d" % tuple(v["prisoners"]), "--passes", "%d,%d" % tuple(v["pass_stones"]),
                "--moves", str(v["moves"]), "--dead", dead, "--allow-dead-blocks"]
        got = qili.score(v["position"], dead=dead, prisoners=tuple(v["prisoners"]),
                         passes=tuple(v["pass_stones"]), moves=v["moves"], allow_dead_blocks=True)
        assert [r.to_json() for r in got] == cli_json(["score", "--rows", v["position"], *args, "--json"]), v["id"]
        by = {r.rules: r for r in got}
        for m in v["methods"]:
            r = by[m["method"]]
            assert (r.black, r.white, r.margin, r.komi, r.result, r.unit) == (
                m["black"], m["white"], m["margin"], m["komi"], m["result"], m["unit"]), (v["id"], m["method"])


def sgf_point(name, height):
    return name[0] + chr(ord("a") + height - int(name[1:]))


def test_go_legality():
    vs = load("go-legality.json")["vectors"]
    plain = [v for v in vs if not v["rules"]["ko"].startswith("ying")]
    for v in sample(plain, 20):
        h, w = v["height"], v["width"]
        colours = "BW"
        nodes = "".join(
            ";%s[%s]" % (colours[i % 2], "" if m == "pass" else sgf_point(m, h)) for i, m in enumerate(v["moves"])
        )
        sgf = "(;SZ[%s]%s)" % (w if w == h else "%d:%d" % (w, h), nodes)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            r = qili.replay(sgf, v["rules"]["preset"])
            assert r.illegal is None, v["id"]
            assert "/".join(r.board) == v["position"], v["id"]
            legal = qili.legal_moves(sgf, v["rules"]["preset"])
        got = sorted(m.point for m in legal if m.point)
        want = sorted(p["point"] for p in v["points"] if p["legal"])
        assert got == want, v["id"]
        assert any(m.pass_ == "ordinary" for m in legal) == v["pass"]["legal"], v["id"]


def test_xiangqi():
    vs = load("xiangqi.json")["vectors"]
    for v in sample(vs):
        got = qili.xq.legal(v["fen"])
        assert got == cli_json(["xq", "legal", v["fen"], "--json"]), v["id"]
        assert sorted(m["iccs"] for m in got["moves"]) == sorted(v["legal_moves"]), v["id"]
        for d, n in enumerate(v.get("perft", [])[:2], start=1):
            assert qili.xq.perft(v["fen"], d)["nodes"] == n, v["id"]


def test_xiangqi_cycles():
    vs = load("xiangqi-cycles.json")["vectors"]
    for v in sample(vs):
        got = qili.xq.judge(v["fen"], v["moves"])
        assert got == cli_json(["xq-judge", v["fen"], *v["moves"], "--json"]), v["id"]
        assert got["cycle"] == v["cycle_formed"], v["id"]
        assert (got["verdict_scheme1"], got["verdict_scheme2"]) == (v["scheme1"], v["scheme2"]), v["id"]
        assert got["overall"] == v["overall"], v["id"]
        assert [(m["move"], m["nature"]) for m in got["moves"]] == [(m["iccs"], m["nature"]) for m in v["natures"]], v["id"]
