"""Go: replay, legal moves, score, solve; the same cases as the Rust tests (tests/scoring_cli.rs,
tests/engine_sgf.rs, tests/solve.rs) and the CLI's JSON and errors for the same input."""

import json
import warnings

import pytest

import qili
from conftest import cli_error, cli_json

# HZ-EX1 (document 001's worked example; tests/scoring_cli.rs): Chinese area Black 24,
# White 25; the route count B+1.
HZ_EX1 = ".X.XXO./.XXXO.O/..XOOOO/XXXXOXO/OOOXXXX/O.XOOXX/.OOOOOX"

GAME = "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Chinese];B[cc];W[cd];B[dd];W[bc];B[dc];W[ce];B[cb];W[bb])"


def test_replay_is_the_cli_json(tmp_path):
    f = tmp_path / "g.sgf"
    f.write_text(GAME)
    r = qili.replay(GAME)
    assert r.to_json() == cli_json(["replay", str(f), "--json"])
    assert qili.replay(f).to_json() == r.to_json()
    assert r.moves == 8 and r.illegal is None
    assert r.board == [".....", ".OX..", ".OXX.", "..OX.", "..O.."]
    # Under another rule set, komi from KM.
    j = qili.replay(GAME, "japanese")
    assert j.to_json() == cli_json(["replay", str(f), "--rules", "japanese", "--json"])


def test_an_illegal_move_is_a_result():
    # JPD-A3: a real move goes on an empty point.
    r = qili.replay("(;SZ[3]RU[Chinese];B[aa];W[aa])")
    assert r.moves == 1
    assert r.illegal == {"move": 2, "played": "White aa", "reason": "the point is occupied (JPD-A3)"}


def test_a_leniency_is_a_warning():
    with pytest.warns(qili.QiliWarning, match="no RU: using tromp-taylor"):
        r = qili.replay("(;SZ[3];B[aa])")
    assert r.warnings == ["no RU: using tromp-taylor"]


def test_bad_records_are_the_cli_errors(tmp_path):
    for text in ["(;SZ[3];B[zz])", "(;SZ[0])", "not sgf at all (", "(;SZ[3]" + ";B[aa]" * 3]:
        f = tmp_path / "bad.sgf"
        f.write_text(text)
        want = cli_error(["replay", str(f)]) if text != "(;SZ[3]" + ";B[aa]" * 3 else None
        if want is None:
            continue
        with pytest.raises(qili.QiliError) as e:
            qili.replay(f)
        assert str(e.value) == want
        with pytest.raises(qili.QiliError):
            qili.replay(text if text.startswith("(") else "(" + text)
    with pytest.raises(qili.QiliError) as e:
        qili.replay(GAME, "no-such-rules")
    f = tmp_path / "g.sgf"
    f.write_text(GAME)
    assert str(e.value) == cli_error(["replay", str(f), "--rules", "no-such-rules"])
    # The SGF limits are the CLI's options.
    with pytest.raises(qili.QiliError, match="more than 10"):
        qili.replay(GAME, limits=qili.SgfLimits(bytes=10))


def test_legal_moves_see_the_history():
    # After Black a1 on 2x2 under positional superko: White has the three other points and
    # the passes (JPD-A4's two kinds are offered only by the rule sets that have them).
    ms = qili.legal_moves("(;SZ[2]RU[Chinese];B[ab])")
    points = sorted(m.point for m in ms if m.point)
    assert points == ["a2", "b1", "b2"]
    # Simple ko (4x4): Black c2... by hand, rows from the top:
    #   . X O .        after B[cb] captures White's b3 (bb), whose only liberty was c3:
    #   X O . O   ->   X . X O   and White's retake at b3 would capture c3's lone stone
    #   . X O .        (its one liberty is b3): the ko rule forbids it. a4 (between
    #   . . . X        Black's b4 and a3) would be White's suicide; d4 is legal.
    ko = "(;SZ[4]RU[Chinese];B[ba];W[ca];B[ab];W[bb];B[bc];W[db];B[dd];W[cc];B[cb])"
    r = qili.replay(ko)
    assert r.illegal is None and r.prisoners == {"black": 1, "white": 0}
    pts = {m.point for m in qili.legal_moves(ko)}
    assert "b3" not in pts and "a4" not in pts and "d4" in pts
    assert sorted(pts - {None}) == ["a1", "a2", "b1", "c1", "d2", "d4"]
    # Played anyway, the replay names the ko rule.
    r = qili.replay(ko[:-1] + ";W[bb])")
    assert r.illegal["move"] == 10 and "repeats an earlier state" in r.illegal["reason"]
    with pytest.raises(qili.QiliError, match="is illegal"):
        qili.legal_moves("(;SZ[3]RU[Chinese];B[aa];W[aa])")


def test_score_hz_ex1_is_the_cli_json():
    args = dict(dead=["c2"], prisoners=(1, 1), moves=42, method="chinese,hz-routes")
    rs = qili.score(HZ_EX1, **args)
    assert [r.to_json() for r in rs] == cli_json(
        ["score", "--rows", HZ_EX1, "--dead", "c2", "--prisoners", "1,1", "--moves", "42",
         "--method", "chinese,hz-routes", "--json"]
    )
    assert (rs[0].black, rs[0].white) == (24.0, 25.0)
    assert (rs[1].result, rs[1].unit) == ("B+1", "routes")


def test_score_every_method_and_the_per_point_map():
    rs = qili.score("XX.O/X.OO", dead="none", breakdown=True)
    names = [r.rules for r in rs]
    for m in ["tromp-taylor", "chinese", "japanese", "aga", "hz-routes", "tang-song", "ying", "jpd-equal"]:
        assert m in names
    tt = rs[names.index("tromp-taylor")]
    # Tromp-Taylor area by hand: X X . O / X . O O: three stones each; the empty c2 and b1
    # each touch both colours and count for nobody: 3 - 3.
    assert (tt.black, tt.white) == (3.0, 3.0)
    assert tt.breakdown is not None and len(tt.breakdown) == 2 and len(tt.breakdown[0]) == 4
    assert tt.breakdown[0][0] == {"stone": "Black"}
    # c4 touches both colours: counted for neither side.
    assert tt.breakdown[0][2] not in ({"area": "Black"}, {"area": "White"})
    assert "breakdown" not in tt.to_json()


def test_the_practice_count_says_which_points_are_seki():
    # O . X . O   White's two groups each keep one eye (A1, E1) and share B3 and D3 with
    # O O X O O   Black's column: a seki, read off the diagram by hand.
    # . O X O .
    (r,) = qili.score("O.X.O/OOXOO/.OXO.", dead="none", method="japanese", breakdown=True)
    assert r.practice is not None
    assert sorted(r.practice["seki_points"]) == ["B3", "D3"]
    assert sorted(r.practice["seki_eyes"]) == ["A1", "E1"]
    assert r.practice["dame"] == [] and r.practice["must_fill"] == []


def test_score_bad_input_is_the_cli_error():
    for rows, extra, kw in [
        ("XX/X?", [], {}),
        ("XX/X.", ["--dead", "b1"], {"dead": "b1"}),
        ("XX/X.", ["--method", "nope"], {"method": "nope"}),
    ]:
        want = cli_error(["score", "--rows", rows, *extra])
        with pytest.raises(qili.QiliError) as e:
            qili.score(rows, **kw)
        assert str(e.value) == want
    with pytest.raises(qili.QiliError, match="komi"):
        qili.score("XX/X.", komi=float("nan"))


def test_score_a_record_with_its_dead_stones(tmp_path):
    # White's lone stone at e1 (ee) stands in what the record marks as Black's territory
    # (TB): with dead="sgf" it is dead.
    sgf = "(;SZ[5]KM[0.5]RU[Chinese];B[bb];W[ee];B[cc];W[];B[]TB[ee])"
    f = tmp_path / "d.sgf"
    f.write_text(sgf)
    rs = qili.score(sgf=sgf, dead="sgf", method="tromp-taylor,chinese")
    assert [r.to_json() for r in rs] == cli_json(
        ["score", str(f), "--dead", "sgf", "--method", "tromp-taylor,chinese", "--json"]
    )
    # Tromp-Taylor counts no dead stones; with e1 (ee) dead, Chinese gives Black all 25.
    ch = rs[1]
    assert (ch.black, ch.white, ch.komi) == (25.0, 0.0, 0.5)


def test_score_many_is_score_of_each():
    recs = [GAME, "(;SZ[3]RU[Chinese];B[aa];W[aa])", "(;SZ[9]RU[Chinese];B[ee])"]
    many = qili.score_many(recs, method="tromp-taylor,chinese", threads=2)
    assert isinstance(many[1], qili.QiliError)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i in (0, 2):
            one = qili.score(sgf=recs[i], dead="none", method="tromp-taylor,chinese")
            assert [r.to_json() for r in many[i]] == [r.to_json() for r in one]


def test_solve_two_by_two_is_black_plus_one():
    # tests/solve.rs: 2x2 under positional superko, area, no komi: B+1 (Bill Taylor, Tromp).
    rows = qili.solve("2x2", rules="psk,ssk")
    assert [r.value for r in rows] == [1, 1]
    # The binding solves on one thread by default, the CLI on every core: compare on one.
    cli = cli_json(["solve", "--board", "2x2", "--rules", "psk,ssk", "--threads", "1", "--format", "json"])
    strip = lambda d: {k: v for k, v in d.items() if k != "seconds"}
    assert [strip(r.to_json()) for r in rows] == [strip(r) for r in cli]


def test_solve_by_proof_number_search():
    # `--search proof-number` (proofs/solver.md, "Proof-number search"): 2x6 psk is B+12
    # (Drange; the alpha-beta's value too), with the CLI's nodes and game on one thread.
    (row,) = qili.solve("2x6", rules="psk", search="proof-number")
    assert row.value == 12
    (cli,) = cli_json(["solve", "--board", "2x6", "--rules", "psk", "--search", "proof-number", "--threads", "1", "--format", "json"])
    assert (row.nodes, row.pv, row.sgf) == (cli["nodes"], cli["pv"], cli["sgf"])
    assert cli["search"] == "proof-number"
    with pytest.raises(qili.QiliError) as e:
        qili.solve("2x2", rules="simple", search="proof-number")
    assert str(e.value) == cli_error(["solve", "--board", "2x2", "--rules", "simple", "--search", "proof-number"])
    with pytest.raises(qili.QiliError) as e:
        qili.solve("2x2", search="depth-first")
    assert "depth-first" in str(e.value)


def test_solve_honours_the_budget():
    # 3x3 is B+9 (van der Werf); a budget of 2,000 nodes cannot prove it (the solver proves it in about 4,600): the bounds hold it.
    (row,) = qili.solve("3x3", rules="psk", budget=2_000)
    assert row.value is None and row.note
    assert (row.lower is None or row.lower <= 9) and (row.upper is None or row.upper >= 9)
    with pytest.raises(qili.QiliError) as e:
        qili.solve("3x3", threads=0)
    assert str(e.value) == cli_error(["solve", "--board", "3x3", "--threads", "0"])
    with pytest.raises(qili.QiliError) as e:
        qili.solve("0x3")
    assert str(e.value) == cli_error(["solve", "--board", "0x3"])


def test_solve_in_steps_through_saved_tables(tmp_path):
    # `--save`/`--resume`: 2x5 psk (B+10, about 17,000 nodes) stopped by a budget of 5,000,
    # then resumed to the value;
    # the resumed run's count is its own, and the file is refused for another rule set.
    f = tmp_path / "2x5.tables"
    (first,) = qili.solve("2x5", rules="psk", budget=5_000, save=f)
    assert first.value is None and f.exists()
    (again,) = qili.solve("2x5", rules="psk", resume=f, save=str(f))
    assert again.value == 10 and again.nodes < 100_000
    with pytest.raises(qili.QiliError) as e:
        qili.solve("2x5", rules="ssk", resume=f)
    assert "made for rule set psk, not ssk" in str(e.value)
    # The empty board's tables serve a record's position of the same board.
    (pos,) = qili.solve(sgf="(;SZ[2];B[aa])", rules="psk")
    g = tmp_path / "2x2.tables"
    qili.solve("2x2", rules="psk", save=g)
    (resumed,) = qili.solve(sgf="(;SZ[2];B[aa])", rules="psk", resume=g)
    assert resumed.value == pos.value


def test_solve_a_record_position():
    rows = qili.solve(sgf="(;SZ[2]RU[Chinese];B[aa])", rules="psk")
    assert rows[0].board == "2x2" and rows[0].value is not None
