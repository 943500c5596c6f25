#!/usr/bin/env python3
"""Generate qili's real-game corpus: GNU Go playing itself, records saved as in practice.

Each game is played by GNU Go (`--mode gtp`) against itself at a given level, seeded, and ends
with two passes *without* filling the dame (GNU Go passes once no move gains anything; nobody
fills neutral points or removes dead stones, just as real records are saved).  The finished game
is then replayed into two fresh GNU Go processes, one started with `--chinese-rules` and one with
`--japanese-rules`, and each is asked for `final_score`, `final_status_list dead`,
`final_status_list seki` and `captures`.  Everything is written next to the SGF as a JSON sidecar:

    tests/corpus/<size>x<size>/<NNN>.sgf   the record (moves, KM, passes at the end)
    tests/corpus/<size>x<size>/<NNN>.json  GNU Go's verdicts (scores, dead and seki stones, captures)

GNU Go at these levels fills most dame before it passes, so the full records cannot tell the
Japanese count as done in practice from the letter of 1989 (which puts every group next to an
unfilled dame in seki).  Records as saved by players end with the dame unfilled, so each full
game also gets a **cut record** (`--cut`, also done after every new game):

    tests/corpus/cut/<size>x<size>/<NNN>.sgf   the full record less its trailing dame fills
    tests/corpus/cut/<size>x<size>/<NNN>.json  GNU Go's verdicts on the cut record, and what was cut

The cut is made by GNU Go itself, in one `--japanese-rules` process that has replayed the whole
game: the trailing passes are taken back (`undo`); then the last move is taken back if and only
if, in the position before it, (a) its point is in GNU Go's `final_status_list dame`, (b) it
touches a black and a white stone that GNU Go's `final_status_list alive` names (a dame: an empty
point between both colours' live stones, not an open boundary of an unfinished game), and (c)
GNU Go's Japanese `final_score` equals its Japanese `final_score` of the full game (so the cut
move was worth nothing under territory counting).  This repeats until a move
fails (a) or (b); that move is kept.  The cut record is the kept moves followed by two passes.
Its `final_score` under both rules, dead, seki and captures are then asked of two fresh GNU Go
processes (as for the full game), so every verdict in a cut sidecar is GNU Go's on that record;
the Japanese one also lists GNU Go's `black_territory`, `white_territory` and `dame`, so that a
disagreement can be explained point by point.

Usage:  scripts/gen-corpus.py [--seed 15] [--gnugo /usr/games/gnugo] [--out tests/corpus]
                              [--plan 9:175:0-3,13:35:0-1,19:40:0-0] [--only SIZE] [--worker K/N]
                              [--cut]

The plan `SIZE:COUNT:LEVELS` plays COUNT games on SIZE x SIZE, levels cycling through LEVELS.
Game i of a size uses GNU Go seed `seed * 100000 + size * 1000 + i`, so a rerun with the same
seed and the same GNU Go build reproduces every game.  Existing games are kept (the script can be
interrupted and resumed); delete the directory to regenerate from scratch.  Run it under `nice`.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import time

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP columns: no I


class Gtp:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        out = []
        while True:
            ln = self.p.stdout.readline()
            if ln == "":
                raise RuntimeError(f"engine exited during {line!r}")
            ln = ln.rstrip("\n")
            if ln == "" and out:
                break
            if ln == "" and not out:
                continue
            out.append(ln)
        text = "\n".join(out)
        if text.startswith("?"):
            raise RuntimeError(f"{line!r} -> {text}")
        return text[1:].strip()

    def close(self):
        try:
            self.send("quit")
        except Exception:
            pass
        self.p.wait(timeout=10)


def gtp_to_sgf(v, size):
    if v.lower() == "pass":
        return ""
    col = LETTERS.index(v[0].upper())
    row = int(v[1:])
    return chr(ord("a") + col) + chr(ord("a") + size - row)


def play_game(gnugo, size, level, seed, komi, max_moves):
    eng = Gtp([gnugo, "--mode", "gtp", "--level", str(level), "--seed", str(seed)])
    eng.send(f"boardsize {size}")
    eng.send("clear_board")
    eng.send(f"komi {komi}")
    moves = []
    colour = "B"
    passes = 0
    while passes < 2:
        if len(moves) >= max_moves:
            eng.close()
            return None
        mv = eng.send("genmove " + ("black" if colour == "B" else "white"))
        if mv.lower() == "resign":
            eng.close()
            return None
        moves.append((colour, mv.upper()))
        passes = passes + 1 if mv.lower() == "pass" else 0
        colour = "W" if colour == "B" else "B"
    eng.close()
    return moves


def judge(gnugo, rules, size, level, seed, komi, moves, territory=False):
    eng = Gtp([gnugo, "--mode", "gtp", rules, "--level", str(level), "--seed", str(seed)])
    eng.send(f"boardsize {size}")
    eng.send("clear_board")
    eng.send(f"komi {komi}")
    for colour, mv in moves:
        eng.send(f"play {colour} {mv}")
    out = {
        "final_score": eng.send("final_score"),
        "dead": eng.send("final_status_list dead").split(),
        "seki": eng.send("final_status_list seki").split(),
        "captures_black": int(eng.send("captures black")),
        "captures_white": int(eng.send("captures white")),
    }
    if territory:
        # GNU Go's own split of the empty points, to explain a disagreement point by point
        for status in ("black_territory", "white_territory", "dame"):
            out[status] = eng.send(f"final_status_list {status}").split()
    eng.close()
    return out


def neighbours(v, size):
    x, y = LETTERS.index(v[0]), int(v[1:])
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= x + dx < size and 1 <= y + dy <= size:
            yield f"{LETTERS[x + dx]}{y + dy}"


def touches_both_live(eng, v, size):
    """Whether the point touches a black and a white stone GNU Go calls alive."""
    alive = set(eng.send("final_status_list alive").split())
    black = set(eng.send("list_stones black").split())
    white = set(eng.send("list_stones white").split())
    near = set(neighbours(v, size)) & alive
    return bool(near & black) and bool(near & white)


def cut_dame(gnugo, size, level, seed, komi, moves, full_japanese):
    """The full game less its trailing dame fills (see the module text): (kept moves, cut moves)."""
    eng = Gtp([gnugo, "--mode", "gtp", "--japanese-rules", "--level", str(level), "--seed", str(seed)])
    eng.send(f"boardsize {size}")
    eng.send("clear_board")
    eng.send(f"komi {komi}")
    for colour, mv in moves:
        eng.send(f"play {colour} {mv}")
    kept, cut = list(moves), []
    while kept:
        colour, mv = kept[-1]
        eng.send("undo")
        if mv == "PASS":
            kept.pop()
            continue
        if (mv in eng.send("final_status_list dame").split()
                and touches_both_live(eng, mv, size)
                and eng.send("final_score") == full_japanese):
            cut.append((colour, mv))
            kept.pop()
            continue
        eng.send(f"play {colour} {mv}")
        break
    eng.close()
    last = kept[-1][0] if kept else "W"
    first = "W" if last == "B" else "B"
    return kept + [(first, "PASS"), (last, "PASS")], cut


def make_cut(gnugo, out, size, stem_name, version):
    """Writes the cut record of one full game, if it is not there yet."""
    src = os.path.join(out, f"{size}x{size}", stem_name)
    dst_dir = os.path.join(out, "cut", f"{size}x{size}")
    dst = os.path.join(dst_dir, stem_name)
    if os.path.exists(dst + ".json") or not os.path.exists(src + ".json"):
        return
    os.makedirs(dst_dir, exist_ok=True)
    meta = json.load(open(src + ".json"))
    sgf = open(src + ".sgf").read()
    moves = []
    for c, v in re.findall(r";([BW])\[([a-z]*)\]", sgf):
        if v == "":
            moves.append((c, "PASS"))
        else:
            moves.append((c, f"{LETTERS[ord(v[0]) - 97]}{size - (ord(v[1]) - 97)}"))
    level, seed, komi = meta["level"], meta["seed"], meta["komi"]
    t0 = time.time()
    kept, cut = cut_dame(gnugo, size, level, seed, komi, moves, meta["japanese"]["final_score"])
    ch = judge(gnugo, "--chinese-rules", size, level, seed, komi, kept)
    jp = judge(gnugo, "--japanese-rules", size, level, seed, komi, kept, territory=True)
    secs = time.time() - t0
    cut_meta = {
        "size": size, "komi": komi, "level": level, "seed": seed, "moves": len(kept),
        "gnugo": version, "seconds": round(secs, 1), "chinese": ch, "japanese": jp,
        "full": f"{size}x{size}/{stem_name}", "full_moves": len(moves),
        "full_japanese": meta["japanese"]["final_score"], "full_chinese": meta["chinese"]["final_score"],
        "dame_cut": [f"{c} {m}" for c, m in cut],
    }
    with open(dst + ".sgf", "w") as f:
        f.write(sgf_text(size, komi, level, seed, kept, jp["final_score"], version,
                         f"the trailing dame fills of {size}x{size}/{stem_name} cut ({len(cut)} moves)"))
    with open(dst + ".json", "w") as f:
        json.dump(cut_meta, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{dst}: {len(cut)} dame cut, {secs:.1f}s, chinese {meta['chinese']['final_score']} -> "
          f"{ch['final_score']}, japanese {meta['japanese']['final_score']} -> {jp['final_score']}",
          flush=True)


def sgf_text(size, komi, level, seed, moves, result, version, how="dame not filled"):
    head = (f"(;FF[4]GM[1]CA[UTF-8]AP[qili gen-corpus.py:1]SZ[{size}]KM[{komi}]RU[Japanese]"
            f"PB[GNU Go {version} level {level}]PW[GNU Go {version} level {level}]"
            f"RE[{result}]GC[GNU Go self-play, seed {seed}; ended by two passes, {how}]")
    body = "".join(f";{c}[{gtp_to_sgf(m, size)}]" for c, m in moves)
    return head + "\n" + body + ")\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--out", default="tests/corpus")
    ap.add_argument("--plan", default="9:175:0-3,13:35:0-1,19:40:0-0")
    ap.add_argument("--only", type=int, default=None, help="generate only this board size")
    ap.add_argument("--komi", type=float, default=6.5)
    ap.add_argument("--worker", default="0/1",
                    help="K/N: play only the games whose index is K modulo N (run N at once)")
    ap.add_argument("--reverse", action="store_true",
                    help="take the games from the last one down (a second worker on the same plan)")
    ap.add_argument("--cut", action="store_true",
                    help="only make the cut records of the full games already there")
    args = ap.parse_args()
    version = subprocess.run([args.gnugo, "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    version = version.replace("GNU Go", "").strip()
    for part in args.plan.split(","):
        size_s, count_s, levels_s = part.split(":")
        size, count = int(size_s), int(count_s)
        if args.only is not None and size != args.only:
            continue
        lo, hi = (int(x) for x in levels_s.split("-"))
        levels = list(range(lo, hi + 1))
        folder = os.path.join(args.out, f"{size}x{size}")
        os.makedirs(folder, exist_ok=True)
        k, n = (int(x) for x in args.worker.split("/"))
        order = range(count - 1, -1, -1) if args.reverse else range(count)
        for i in order:
            if i % n != k:
                continue
            stem = os.path.join(folder, f"{i + 1:03d}")
            if args.cut:
                make_cut(args.gnugo, args.out, size, f"{i + 1:03d}", version)
                continue
            if os.path.exists(stem + ".json"):
                continue
            try:  # a game another worker is playing
                os.close(os.open(stem + ".lock", os.O_CREAT | os.O_EXCL))
            except FileExistsError:
                continue
            level = levels[i % len(levels)]
            seed = args.seed * 100000 + size * 1000 + i
            t0 = time.time()
            moves, attempt = None, 0
            while moves is None:
                # a game that resigns or runs past the move cap is replaced by the next seed
                moves = play_game(args.gnugo, size, level, seed + attempt * 100, args.komi, size * size * 3)
                attempt += 1
            seed += (attempt - 1) * 100
            ch = judge(args.gnugo, "--chinese-rules", size, level, seed, args.komi, moves)
            jp = judge(args.gnugo, "--japanese-rules", size, level, seed, args.komi, moves)
            secs = time.time() - t0
            meta = {
                "size": size, "komi": args.komi, "level": level, "seed": seed,
                "moves": len(moves), "gnugo": version, "seconds": round(secs, 1),
                "chinese": ch, "japanese": jp,
            }
            with open(stem + ".sgf", "w") as f:
                f.write(sgf_text(size, args.komi, level, seed, moves, jp["final_score"], version))
            with open(stem + ".json", "w") as f:
                json.dump(meta, f, indent=1, sort_keys=True)
                f.write("\n")
            os.remove(stem + ".lock")
            make_cut(args.gnugo, args.out, size, f"{i + 1:03d}", version)
            print(f"{stem}: level {level}, {len(moves)} moves, {secs:.1f}s, "
                  f"chinese {ch['final_score']}, japanese {jp['final_score']}, dead {len(jp['dead'])}",
                  flush=True)


if __name__ == "__main__":
    sys.exit(main())
