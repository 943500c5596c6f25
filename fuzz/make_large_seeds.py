#!/usr/bin/env python3
"""Writes the large seed inputs of the `sgf_reader` target into corpus/sgf_reader/.

They are generated, not committed (fuzz/.gitignore ignores `large-*`): a 50,000-move game
(300 KB), a 1 MB game (the -max_len the targets run with), variations nested 9,999 deep (just
inside the reader's default depth limit of 10,000) and 20,000 deep (beyond it), and a wide
tree of 2,000 one-move variations. Deterministic: the same files every run.

    python3 fuzz/make_large_seeds.py
"""
import os

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus", "sgf_reader")


def point(k):
    return chr(ord("a") + k % 19) + chr(ord("a") + (k // 19) % 19)


def main_line(n):
    # Black fills the top half, White the bottom half, then both start again.
    out = ["(;FF[4]GM[1]SZ[19]RU[Chinese]KM[7.5]"]
    for i in range(n):
        k = (i // 2) % 171
        x, y = k % 19, k // 19 + (0 if i % 2 == 0 else 10)
        out.append(";%s[%s%s]" % ("BW"[i % 2], chr(97 + x), chr(97 + y)))
    out.append(")")
    return "".join(out)


def nested(depth):
    return "(;FF[4]SZ[9]" + "".join("(;%s[%s]" % ("BW"[i % 2], point(i % 81)) for i in range(depth)) + ")" * (depth + 1)


def wide(n):
    return "(;FF[4]SZ[19];B[dd]" + "".join("(;W[%s])" % point(i) for i in range(n)) + ")"


def main():
    os.makedirs(HERE, exist_ok=True)
    files = {
        "large-50000-moves.sgf": main_line(50_000),
        "large-1mb-game.sgf": main_line(1_048_000 // 6),
        "large-nested-9999.sgf": nested(9_999),
        "large-nested-20000.sgf": nested(20_000),
        "large-wide-2000.sgf": wide(2_000),
    }
    for name, text in files.items():
        data = text.encode()[: 1 << 20]
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        print("%s: %d bytes" % (name, len(data)))


if __name__ == "__main__":
    main()
