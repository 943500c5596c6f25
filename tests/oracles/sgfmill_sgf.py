"""SGF round trip through sgfmill (PyPI), for tests/sgfmill_sgf.rs.

Reads JSON lines on stdin and answers one JSON line each:
  {"read": SGF_TEXT}            -> {"size": N, "komi": K, "tree": TREE}   (sgfmill parses qili's SGF)
  {"write": TREE, "size": N, "komi": K} -> {"sgf": SGF_TEXT}            (sgfmill writes a game)
TREE = {"move": null | [colour, x, y] | [colour, null], "setup": [[x, y, "b"|"w"|null], ...],
        "children": [TREE, ...]}; x counts columns from the left and y rows from the top (qili's
and SGF's order; sgfmill's rows count from the bottom). Setup is sorted by (x, y).
"""
import json
import sys

from sgfmill import sgf


def to_tree(node, size):
    colour, mv = node.get_move()
    move = None
    if colour is not None:
        move = [colour, None] if mv is None else [colour, mv[1], size - 1 - mv[0]]
    setup = []
    b, w, e = node.get_setup_stones()
    for pts, c in ((b, "b"), (w, "w"), (e, None)):
        for (row, col) in pts:
            setup.append([col, size - 1 - row, c])
    setup.sort(key=lambda s: (s[0], s[1]))
    return {"move": move, "setup": setup, "children": [to_tree(c, size) for c in node]}


def fill(node, tree, size):
    if tree["setup"]:
        groups = {"b": [], "w": [], None: []}
        for x, y, c in tree["setup"]:
            groups[c].append((size - 1 - y, x))
        node.set_setup_stones(groups["b"], groups["w"], groups[None])
    if tree["move"] is not None:
        colour, *rest = tree["move"]
        point = None if rest[0] is None else (size - 1 - rest[1], rest[0])
        node.set_move(colour, point)
    for child in tree["children"]:
        fill(node.new_child(), child, size)


for line in sys.stdin:
    req = json.loads(line)
    if "read" in req:
        g = sgf.Sgf_game.from_bytes(req["read"].encode())
        out = {"size": g.get_size(), "komi": g.get_komi(), "tree": to_tree(g.get_root(), g.get_size())}
    else:
        g = sgf.Sgf_game(req["size"])
        g.get_root().set("KM", req["komi"])
        fill(g.get_root(), req["write"], req["size"])
        out = {"sgf": g.serialise().decode()}
    print(json.dumps(out), flush=True)
