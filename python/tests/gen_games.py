"""Random Go games generated with sgfmill (an independent board), for the differential test
and the benchmark: legal under every rule set qili has from the empty board (no suicide, no
whole-board position repeated), as SGF text with KM[0] and RU[tromp-taylor]."""

from __future__ import annotations

import random
from typing import List, Tuple

from sgfmill import boards


def sgf_point(size: int, row: int, col: int) -> str:
    # sgfmill's row 0 is the bottom; SGF's row letter counts from the top.
    return chr(ord("a") + col) + chr(ord("a") + size - 1 - row)


def random_game(size: int, moves: int, seed: int) -> Tuple[str, boards.Board, List[int]]:
    """The SGF, sgfmill's final board, and the captures [by Black, by White]."""
    rng = random.Random(seed)
    board = boards.Board(size)
    seen = {tuple(tuple(r) for r in board.board)}
    colour = "b"
    nodes: List[str] = []
    captures = [0, 0]
    for _ in range(moves):
        empties = [(r, c) for r in range(size) for c in range(size) if board.get(r, c) is None]
        rng.shuffle(empties)
        played = False
        for r, c in empties[:30]:
            b2 = board.copy()
            before = sum(1 for _ in b2.list_occupied_points())
            b2.play(r, c, colour)
            if b2.get(r, c) != colour:
                continue  # a suicide
            key = tuple(tuple(x) for x in b2.board)
            if key in seen:
                continue  # a repeated position
            after = sum(1 for _ in b2.list_occupied_points())
            captures[0 if colour == "b" else 1] += before + 1 - after
            board = b2
            seen.add(key)
            nodes.append(";%s[%s]" % (colour.upper(), sgf_point(size, r, c)))
            played = True
            break
        if not played:
            nodes.append(";%s[]" % colour.upper())
        colour = "w" if colour == "b" else "b"
    text = "(;GM[1]FF[4]SZ[%d]KM[0]RU[tromp-taylor]%s)" % (size, "".join(nodes))
    return text, board, captures


def rows(board: boards.Board) -> List[str]:
    n = board.side
    ch = {None: ".", "b": "X", "w": "O"}
    return ["".join(ch[board.get(r, c)] for c in range(n)) for r in range(n - 1, -1, -1)]
