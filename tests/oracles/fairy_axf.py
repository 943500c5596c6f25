#!/usr/bin/env python3
"""Fairy-Stockfish's AXF repetition verdict (pyffish) on a game, for the comparison with
document 004's Scheme 1 and Scheme 2 (XQ-10; tests/xq_axf_compare.rs and the audit
check src/audit/xq_axf.rs).

Reads JSON lines from standard input, one query each:
    {"fen": "<FEN>", "moves": ["h2e2", ...], "repeat": 0}
Moves are ICCS (ranks 0-9); pyffish counts ranks 1-10, converted here. Fairy-Stockfish
ends a game by repetition only at a certain ply (for xiangqi: the position repeated, then
perpetual check and the AXF chasing rule decide who loses, otherwise a draw); this script
plays the moves one at a time and reports the FIRST ply at which
`is_optional_game_end` says the game is over, as in a real game. If the game has not ended
after the moves, the moves are played again (a generated cycle returns to its start, so
this repeats the same cycle) up to `repeat` more times.
Writes one JSON line per query:
    {"ended_at": ply count (1-based) or null, "verdict": "red_loses" | "black_loses" |
     "draw" | null, "value": pyffish's value (side to move's view) or null,
     "plies": moves available (after repeats)}
An error (an illegal move for Fairy-Stockfish, a bad FEN) gives {"error": "..."}.
"""
import json
import sys

import pyffish as sf

VARIANT = "xiangqi"


def iccs_to_uci(m):
    return "%s%d%s%d" % (m[0], int(m[1]) + 1, m[2], int(m[3]) + 1)


def verdict(side_to_move_red, value):
    """pyffish values are from the side to move's view: > 0 it wins, < 0 it loses."""
    if value == 0:
        return "draw"
    if (value < 0) == side_to_move_red:
        return "red_loses"
    return "black_loses"


def answer(q):
    fen = q["fen"]
    once = [iccs_to_uci(m) for m in q.get("moves", [])]
    moves = once * (1 + int(q.get("repeat", 0)))
    for i, m in enumerate(moves):
        if m not in sf.legal_moves(VARIANT, fen, moves[:i]):
            return {"error": "move %d '%s' is illegal for Fairy-Stockfish"
                    % (i + 1, q["moves"][i % len(once)])}
        played = moves[: i + 1]
        end, value = sf.is_optional_game_end(VARIANT, fen, played)
        if end:
            red = sf.get_fen(VARIANT, fen, played).split()[1] == "w"
            return {"ended_at": i + 1, "verdict": verdict(red, value),
                    "value": value, "plies": len(moves)}
    return {"ended_at": None, "verdict": None, "value": None, "plies": len(moves)}


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
