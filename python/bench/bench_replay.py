#!/usr/bin/env python3
"""Replaying and area-scoring 19x19 records from Python: qili against sgfmill.

The same generated records (tests/gen_games.py: random legal 19x19 games of MOVES moves,
made with sgfmill's board) are read, replayed and area-scored:

- sgfmill: ``sgf.Sgf_game.from_string`` + ``sgf_moves.get_setup_and_moves`` +
  ``boards.Board.play`` per move + ``Board.area_score()``;
- qili, one call per record: ``qili.score(sgf=text, dead="none", method="tromp-taylor")``
  (the SGF read, the main line replayed under the rules, Tromp-Taylor's area count);
- qili, one batch call: ``qili.score_many(records, ...)`` on every core.

Prints records/second for each, the ratios, the import time of ``qili`` and the size of the
wheel given with --wheel. Not a timed test: the figures depend on the machine.

    python3 python/bench/bench_replay.py [--records 400] [--moves 250] [--wheel DIR_OR_FILE]
"""

from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

from gen_games import random_game  # noqa: E402
from sgfmill import boards, sgf, sgf_moves  # noqa: E402


def sgfmill_one(text: str) -> float:
    game = sgf.Sgf_game.from_string(text)
    board, plays = sgf_moves.get_setup_and_moves(game)
    for colour, move in plays:
        if move is not None:
            board.play(move[0], move[1], colour)
    return board.area_score()


def rate(n: int, seconds: float) -> str:
    return f"{n / seconds:10.1f} records/s ({seconds:.3f} s)"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--records", type=int, default=400)
    ap.add_argument("--moves", type=int, default=250)
    ap.add_argument("--wheel", default=None)
    a = ap.parse_args()

    t = time.perf_counter()
    out = subprocess.run([sys.executable, "-X", "importtime", "-c", "import qili"], capture_output=True, text=True)
    total_us = 0
    for line in out.stderr.splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[2].strip() == "qili":
            total_us = int(parts[1])
    import qili  # noqa: E402

    print(f"qili {qili.version()}; python {sys.version.split()[0]}; {os.cpu_count()} cores")
    print(f"import qili: {total_us / 1000:.1f} ms (cumulative, -X importtime)")
    if a.wheel:
        files = glob.glob(os.path.join(a.wheel, "qili-*.whl")) if os.path.isdir(a.wheel) else [a.wheel]
        for f in files:
            print(f"wheel {os.path.basename(f)}: {os.path.getsize(f) / 1e6:.2f} MB")

    records = [random_game(19, a.moves, seed)[0] for seed in range(a.records)]
    print(f"{len(records)} records, 19x19, {a.moves} moves each (generated in {time.perf_counter() - t:.1f} s)")

    t = time.perf_counter()
    ref = [sgfmill_one(r) for r in records]
    s_sgfmill = time.perf_counter() - t

    t = time.perf_counter()
    one = [qili.score(sgf=r, dead="none", method="tromp-taylor")[0].margin for r in records]
    s_one = time.perf_counter() - t

    t = time.perf_counter()
    many = qili.score_many(records, dead="none", method="tromp-taylor")
    s_many = time.perf_counter() - t
    batch = [m[0].margin for m in many]  # type: ignore[index]

    assert one == ref == batch, "qili and sgfmill disagree"
    print(f"sgfmill             {rate(len(records), s_sgfmill)}")
    print(f"qili.score          {rate(len(records), s_one)}  x{s_sgfmill / s_one:.1f} sgfmill")
    print(f"qili.score_many     {rate(len(records), s_many)}  x{s_sgfmill / s_many:.1f} sgfmill")


if __name__ == "__main__":
    main()
