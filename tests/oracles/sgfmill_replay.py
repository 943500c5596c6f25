#!/usr/bin/env python3
"""Replay Go games on sgfmill's board, an independent implementation, for qili's differential test.

Input (stdin): one JSON object per line, {"size": N, "moves": [["b"|"w", x, y] | ["b"|"w", null, null]]},
x the column from the left and y the row from the top, both from 0; null coordinates are a pass.
Output (stdout): one JSON object per line and game, {"boards": [...], "prisoners": [...], "ko": [...]}:
after each move the board as rows top to bottom ("X" black, "O" white, "." empty), the cumulative
stones captured by Black and by White, and the point sgfmill forbids by simple ko ([x, y] or null).
sgfmill performs captures and self-capture and enforces no ko rule; qili's test plays games that
are legal under its own rules and compares position and prisoners after every move.
"""
import json
import sys

from sgfmill import boards


def rows(board, n):
    out = []
    for y in range(n):
        row = n - 1 - y  # sgfmill counts rows from the bottom
        out.append("".join({None: ".", "b": "X", "w": "O"}[board.get(row, c)] for c in range(n)))
    return out


def count(board, n, colour):
    return sum(1 for r in range(n) for c in range(n) if board.get(r, c) == colour)


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        game = json.loads(line)
        n = game["size"]
        board = boards.Board(n)
        captured = {"b": 0, "w": 0}
        result = {"boards": [], "prisoners": [], "ko": []}
        for colour, x, y in game["moves"]:
            ko = None
            if x is not None:
                other = "w" if colour == "b" else "b"
                before_own, before_other = count(board, n, colour), count(board, n, other)
                ko_point = board.play(n - 1 - y, x, colour)
                after_own, after_other = count(board, n, colour), count(board, n, other)
                captured[colour] += before_other - after_other
                captured[other] += before_own + 1 - after_own  # self-capture goes to the opponent
                if ko_point is not None:
                    ko = [ko_point[1], n - 1 - ko_point[0]]
            result["boards"].append(rows(board, n))
            result["prisoners"].append([captured["b"], captured["w"]])
            result["ko"].append(ko)
        sys.stdout.write(json.dumps(result) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
