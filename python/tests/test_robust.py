"""No input crashes the interpreter; long calls release the GIL (tests/hostile_input.rs)."""

import random
import threading
import time

import pytest

import qili


def test_hostile_records_raise_or_replay():
    rng = random.Random(7)
    alphabet = "();[]\\:BWABAWSZKMRUabcdst0123456789 \n"
    for i in range(300):
        text = "(" + "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 80)))
        try:
            qili.replay(text)
        except qili.QiliError:
            pass
    deep = "(;SZ[9]" + "(;B[aa]" * 20000 + ")" * 20000 + ")"
    with pytest.raises(qili.QiliError, match="max-sgf-depth"):
        qili.replay(deep)
    for fen in ["", "x" * 10000, "9/9/9/9/9/9/9/9/9/9 w", "start"]:
        try:
            qili.xq.legal(fen, ["zz"])
        except qili.QiliError:
            pass
    for rows in ["", "/", "X" * 100, "XO/" * 30]:
        try:
            qili.score(rows)
        except qili.QiliError:
            pass
    with pytest.raises(TypeError):
        qili.replay(42)  # type: ignore[arg-type]


def test_long_calls_release_the_gil():
    ticks = 0
    done = threading.Event()

    def work():
        qili.xq.perft("start", 4)
        done.set()

    t = threading.Thread(target=work)
    start = time.perf_counter()
    t.start()
    while not done.is_set():
        ticks += 1
        time.sleep(0.001)
    t.join()
    elapsed = time.perf_counter() - start
    # perft 4 from the start (3.2 M leaves) takes a while; the main thread kept running.
    assert elapsed > 0.05 and ticks > 10, (elapsed, ticks)
