"""Xiangqi: legal moves, perft and the cycle judge of document 004 (tests/xq_engine_cli.rs,
tests/xq_cycles_cli.rs), against the CLI's JSON."""

import pytest

import qili
from conftest import cli_error, cli_json

CHECKS = ["a8a9", "d9d8", "a9a8", "d8d9"] * 4
FEN = "3k5/R8/9/9/9/9/9/9/9/5K3 w"


def test_perft_from_the_start():
    # The published counts: 44, 1920, 79666 (vectors/xiangqi.json, xiangqi-perft.tsv).
    assert [qili.xq.perft("start", d)["nodes"] for d in (1, 2, 3)] == [44, 1920, 79666]
    div = qili.xq.perft("start", 2, divide=True)
    assert sum(n for _, n in div["divide"]) == 1920
    with pytest.raises(qili.QiliError) as e:
        qili.xq.perft("start", 17)
    assert str(e.value) == cli_error(["xq", "perft", "start", "17"])


def test_legal_is_the_cli_json():
    got = qili.xq.legal("start", ["h2e2", "h9g7"])
    assert got == cli_json(["xq", "legal", "start", "--moves", "h2e2", "h9g7", "--json"])
    assert len(qili.xq.legal()["moves"]) == 44
    for fen in ["4k4/9 w", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 x"]:
        with pytest.raises(qili.QiliError) as e:
            qili.xq.legal(fen)
        assert str(e.value) == cli_error(["xq", "legal", fen])


def test_judge_perpetual_check():
    # XQ-5/XQ-10: a one-sided perpetual check loses (tests/xq_cycles_cli.rs).
    v = qili.xq.judge(FEN, CHECKS)
    assert v == cli_json(["xq-judge", FEN, *CHECKS, "--json"])
    assert v["cycle"] is True and len(v["moves"]) == 8
    assert (v["moves"][0]["move"], v["moves"][0]["side"], v["moves"][0]["nature"]) == ("a8a9", "red", "check")
    assert v["overall"]["red"] == "check" and v["verdict"] == "red_loses"
    # Cut where the cycle forms: not adjudicated yet (第十章's three rounds).
    assert qili.xq.judge(FEN, CHECKS[:8])["verdict"] == "continue"
    assert qili.xq.judge(FEN, CHECKS, scheme="2") == cli_json(["xq-judge", FEN, *CHECKS, "--scheme", "2", "--json"])
    ranks1 = [m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1) for m in CHECKS]
    assert qili.xq.judge(FEN, ranks1, ranks_from_1=True) == v


def test_judge_bad_input_is_the_cli_error():
    for fen, moves in [("4k4/9 w", ["a0a1"]), (FEN, ["a8b7"]), (FEN, [])]:
        with pytest.raises(qili.QiliError) as e:
            qili.xq.judge(fen, moves)
        assert str(e.value) == cli_error(["xq-judge", fen, *moves])
    with pytest.raises(qili.QiliError, match="possible values"):
        qili.xq.judge(FEN, CHECKS, scheme="3")
