#!/usr/bin/env python3
"""Fairy-Stockfish (pyffish) as a Xiangqi oracle for qili's tests.

Reads JSON lines from standard input, one query each:
    {"fen": "<FEN as Fairy-Stockfish writes it>", "moves": ["h2e2", ...]}
Moves are ICCS (ranks 0-9); pyffish counts ranks 1-10, converted here both ways.
Writes one JSON line per query:
    {"fen": FEN after the moves, "legal": [ICCS moves, sorted], "in_check": bool,
     "repetition_end": bool, "verdict": "red_loses" | "black_loses" | "draw" | null}
"verdict" is Fairy-Stockfish's adjudication of the game so far: its AXF-style repetition
rules (perpetual check, chasing) when "repetition_end" is true, or mate / stalemate
(a loss for the side to move in Xiangqi) when there is no legal move; null otherwise.
Fairy-Stockfish's repetition rules are a different rule set from document 004: differences
are findings, not bugs. An error in a query gives {"error": "..."} for that line.
"""
import json
import sys

import pyffish as sf

VARIANT = "xiangqi"


def iccs_to_uci(m):
    return "%s%d%s%d" % (m[0], int(m[1]) + 1, m[2], int(m[3]) + 1)


def uci_to_iccs(m):
    # e.g. b3b10 -> b2b9
    i = 1
    while m[i].isdigit():
        i += 1
    return "%s%d%s%d" % (m[0], int(m[1:i]) - 1, m[i], int(m[i + 1:]) - 1)


def verdict(side_to_move_red, value):
    """pyffish values are from the side to move's view: > 0 it wins, < 0 it loses."""
    if value == 0:
        return "draw"
    side_loses = value < 0
    if side_loses == side_to_move_red:
        return "red_loses"
    return "black_loses"


def answer(q):
    fen = q["fen"]
    moves = [iccs_to_uci(m) for m in q.get("moves", [])]
    # Check each move in turn so that an illegal one is reported, not silently ignored.
    for i, m in enumerate(moves):
        if m not in sf.legal_moves(VARIANT, fen, moves[:i]):
            return {"error": "move %d '%s' is illegal for Fairy-Stockfish" % (i + 1, q["moves"][i])}
    legal = sf.legal_moves(VARIANT, fen, moves)
    cur = sf.get_fen(VARIANT, fen, moves)
    red_to_move = cur.split()[1] == "w"
    rep_end, rep_value = sf.is_optional_game_end(VARIANT, fen, moves)
    v = None
    if rep_end:
        v = verdict(red_to_move, rep_value)
    elif not legal:
        v = verdict(red_to_move, sf.game_result(VARIANT, fen, moves))
    return {
        "fen": cur,
        "legal": sorted(uci_to_iccs(m) for m in legal),
        "in_check": bool(sf.gives_check(VARIANT, fen, moves)),
        "repetition_end": bool(rep_end),
        "verdict": v,
    }


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            out = answer(json.loads(line))
        except Exception as e:  # report, never crash the test's pipe
            out = {"error": "%s: %s" % (type(e).__name__, e)}
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
