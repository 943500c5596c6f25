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

Usage:  scripts/gen-corpus.py [--seed 15] [--gnugo /usr/games/gnugo] [--out tests/corpus]
                              [--plan 9:175:0-3,13:35:0-1,19:15:0-0] [--only SIZE] [--worker K/N]

The plan `SIZE:COUNT:LEVELS` plays COUNT games on SIZE x SIZE, levels cycling through LEVELS.
Game i of a size uses GNU Go seed `seed * 100000 + size * 1000 + i`, so a rerun with the same
seed and the same GNU Go build reproduces every game.  Existing games are kept (the script can be
interrupted and resumed); delete the directory to regenerate from scratch.  Run it under `nice`.
"""
import argparse
import json
import os
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


def judge(gnugo, rules, size, level, seed, komi, moves):
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
    eng.close()
    return out


def sgf_text(size, komi, level, seed, moves, result, version):
    head = (f"(;FF[4]GM[1]CA[UTF-8]AP[qili gen-corpus.py:1]SZ[{size}]KM[{komi}]RU[Japanese]"
            f"PB[GNU Go {version} level {level}]PW[GNU Go {version} level {level}]"
            f"RE[{result}]GC[GNU Go self-play, seed {seed}; ended by two passes, dame not filled]")
    body = "".join(f";{c}[{gtp_to_sgf(m, size)}]" for c, m in moves)
    return head + "\n" + body + ")\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--out", default="tests/corpus")
    ap.add_argument("--plan", default="9:175:0-3,13:35:0-1,19:15:0-0")
    ap.add_argument("--only", type=int, default=None, help="generate only this board size")
    ap.add_argument("--komi", type=float, default=6.5)
    ap.add_argument("--worker", default="0/1",
                    help="K/N: play only the games whose index is K modulo N (run N at once)")
    ap.add_argument("--reverse", action="store_true",
                    help="take the games from the last one down (a second worker on the same plan)")
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
            print(f"{stem}: level {level}, {len(moves)} moves, {secs:.1f}s, "
                  f"chinese {ch['final_score']}, japanese {jp['final_score']}, dead {len(jp['dead'])}",
                  flush=True)


if __name__ == "__main__":
    sys.exit(main())
