#!/usr/bin/env python3
# Usage: python3 scripts/compare-goscorer.py target/release/qili GOSCORER/python/expected_test_output
# (a checkout of lightvector/goscorer outside the repository).
"""qili's `japanese` practice count against goscorer's territory snapshots (lightvector/goscorer,
python/expected_test_output). Each snapshot's BOARD (x/o stones, b/w stones marked dead) is scored
with `qili score --method japanese --json --breakdown --dead <marked>`; its territory map
(z Black's, a White's) is compared point by point with qili's breakdown (area marks), and each
differing point is put in a cause class from goscorer's own SEKI, UNSCORABLE FALSE EYES and DAME
maps and qili's practice lists (tests/goscorer_differences.rs shows each class on a position of
its own):

  a-open    (a) goscorer gives nobody an area its opponent still reaches: through a point it
                calls dame or an unsealed gap. qili fills the dame first (Black first on a
                set-up position) and counts what is then surrounded by one side.
  a-seki    (a) goscorer decides seki by its estimate of each group's eyes: an unmarked group
                it sees with fewer than two eyes is in seki and its points are nobody's (and one
                it sees with two is alive). qili puts a group in seki only when it touches a
                point neither side can fill (Japanese 1989, Article 8) and has fewer than two
                eye regions: a group not marked dead is alive.
  b-fill    (b) both take off points that must be filled before the count (false eyes,
                teire); they find different ones: goscorer by its eye-chain heuristic, without
                filling the dame; qili by filling the dame and connecting every block then in
                atari (a false eye is filled only when a block is in atari there).
  other     none of these (each one is a qili error to explain).

The point under a dead stone is the territory of the side whose area holds it (goscorer's
convention too; the dead stone itself is a prisoner in both); qili's breakdown marks it dead,
and its owner is read from the settled area next to it. Boards wider or taller than 25 are
skipped: qili reads boards up to 25 on a side only (`--rows` and SGF `SZ` alike)."""
import glob, json, os, subprocess, sys

qili, d = sys.argv[1], sys.argv[2]
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
CLASSES = ['a-open', 'a-seki', 'b-fill', 'other']


def section(lines, name):
    i = lines.index(name + ':'); out = []
    for l in lines[i+1:]:
        if l.endswith(':') and l[:-1].isupper(): break
        if l.strip(): out.append(l.strip())
    return out


def reaches(board, pla):
    """Points reached from `pla`'s stones (dead ones included) without crossing the opponent's
    live stones."""
    h, w = len(board), len(board[0])
    opp = 'o' if pla == 'x' else 'x'
    seen = set(); todo = [(y, x) for y in range(h) for x in range(w) if board[y][x] == pla]
    while todo:
        y, x = todo.pop()
        if (y, x) in seen: continue
        seen.add((y, x))
        for yy, xx in ((y-1, x), (y+1, x), (y, x-1), (y, x+1)):
            if 0 <= yy < h and 0 <= xx < w and board[yy][xx] != opp: todo.append((yy, xx))
    return seen


def qili_owner(bd, y, x):
    """qili's owner of the point under a dead stone: the area mark of the settled region it lies
    in (a flood over dead and area-marked points), else the captor."""
    h, w = len(bd), len(bd[0])
    seen = set(); todo = [(y, x)]
    while todo:
        p = todo.pop()
        if p in seen: continue
        seen.add(p)
        m = bd[p[0]][p[1]] if isinstance(bd[p[0]][p[1]], dict) else {}
        if 'area' in m: return m['area'][0]
        if 'dead' in m:
            for yy, xx in ((p[0]-1, p[1]), (p[0]+1, p[1]), (p[0], p[1]-1), (p[0], p[1]+1)):
                if 0 <= yy < h and 0 <= xx < w: todo.append((yy, xx))
    return 'W' if bd[y][x]['dead'] == 'Black' else 'B'


agree = 0; rows_out = []; per_class = {c: 0 for c in CLASSES}; skipped = 0
for f in sorted(glob.glob(os.path.join(d, '*.txt'))):
    name = os.path.basename(f)
    lines = open(f).read().split('\n')
    board = section(lines, 'BOARD'); terr = section(lines, 'TERRITORY')
    seki = section(lines, 'SEKI'); false_eye = section(lines, 'UNSCORABLE FALSE EYES')
    dame = section(lines, 'DAME')
    h, w = len(board), len(board[0])
    if w > 25 or h > 25:
        skipped += 1
        rows_out.append((name, f'skipped: {w}x{h}, qili reads boards up to 25 on a side')); continue
    rows = '/'.join(''.join('X' if c in 'xb' else 'O' if c in 'ow' else '.' for c in r) for r in board)
    dead = [f'{c+1}:{h-y}' for y, r in enumerate(board) for c, ch in enumerate(r) if ch in 'bw']
    args = [qili, 'score', '--rows', rows, '--method', 'japanese', '--json', '--breakdown', '--dead', ','.join(dead) or 'none']
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        rows_out.append((name, 'qili refused: ' + r.stderr.strip()[:120])); continue
    rep = json.loads(r.stdout)[0]
    bd = rep['breakdown']; pr = rep['practice']
    fills = set(pr['must_fill']) | set(pr['dame'])
    in_seki = set(pr['seki_eyes']) | set(pr['seki_points'])
    reach = {'B': reaches(board, 'x'), 'W': reaches(board, 'o')}
    causes = {}
    for y in range(h):
        for x in range(w):
            g = terr[y][x]; gs = 'B' if g == 'z' else 'W' if g == 'a' else '-'
            m = bd[y][x] if isinstance(bd[y][x], dict) else {}
            qs = m['area'][0] if 'area' in m else qili_owner(bd, y, x) if 'dead' in m else '-'
            if gs == qs: continue
            v = f'{COLS[x]}{h-y}'
            if gs == '-':
                opp = 'W' if qs == 'B' else 'B'
                if dame[y][x] == '1' or (y, x) in reach[opp]: c = 'a-open'
                elif seki[y][x] != '.': c = 'a-seki'
                elif false_eye[y][x] == 'F': c = 'b-fill'
                else: c = 'other'
            elif qs == '-':
                if v in fills: c = 'b-fill'
                elif v in in_seki: c = 'a-seki'
                else: c = 'other'
            else:
                c = 'other'
            causes.setdefault(c, []).append(f'{v}:{gs}/{qs}')
    if not causes:
        agree += 1
        rows_out.append((name, 'agree')); continue
    n = sum(len(v) for v in causes.values())
    for c in causes: per_class[c] += 1
    text = '; '.join(f'{c} {" ".join(causes[c][:8])}{" ..." if len(causes[c]) > 8 else ""}'
                     for c in CLASSES if c in causes)
    rows_out.append((name, f'{n} points differ (goscorer/qili) [{",".join(c for c in CLASSES if c in causes)}]: {text}'))
for n, s in rows_out: print(f'{n}: {s}')
scored = len(rows_out) - skipped
print(f'agree on {agree} of {scored} scored ({skipped} of {len(rows_out)} skipped: wider than 25)')
print('snapshots with a difference of each class: ' + ', '.join(f'{c} {per_class[c]}' for c in CLASSES))
