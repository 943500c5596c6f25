#!/usr/bin/env python3
# Usage: python3 scripts/compare-goscorer.py target/release/qili GOSCORER/python/expected_test_output
# (a checkout of lightvector/goscorer outside the repository).
"""qili's `japanese` practice count against goscorer's territory snapshots (lightvector/goscorer,
python/expected_test_output). Each snapshot's BOARD (x/o stones, b/w stones marked dead) is scored
with `qili score --method japanese --json --breakdown --dead <marked>`; its territory map
(z Black's, a White's) is compared point by point with qili's breakdown (area marks)."""
import glob, json, os, subprocess, sys
qili, d = sys.argv[1], sys.argv[2]
def section(lines, name):
    i = lines.index(name + ':'); out = []
    for l in lines[i+1:]:
        if l.endswith(':') and l[:-1].isupper(): break
        if l.strip(): out.append(l.strip())
    return out
agree = 0; rows_out = []
for f in sorted(glob.glob(os.path.join(d, '*.txt'))):
    lines = open(f).read().split('\n')
    board = section(lines, 'BOARD'); terr = section(lines, 'TERRITORY')
    h, w = len(board), len(board[0])
    if w > 25 or h > 25:
        rows_out.append((os.path.basename(f), 'skipped: wider than 25')); continue
    rows = '/'.join(''.join('X' if c in 'xb' else 'O' if c in 'ow' else '.' for c in r) for r in board)
    dead = [f'{c+1}:{h-y}' for y, r in enumerate(board) for c, ch in enumerate(r) if ch in 'bw']
    args = [qili, 'score', '--rows', rows, '--method', 'japanese', '--json', '--breakdown', '--dead', ','.join(dead) or 'none']
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        rows_out.append((os.path.basename(f), 'qili refused: ' + r.stderr.strip()[:120])); continue
    rep = json.loads(r.stdout)[0]
    diff = []
    for y in range(h):
        for x in range(w):
            g = terr[y][x]; gs = 'B' if g == 'z' else 'W' if g == 'a' else '-'
            m = rep['breakdown'][y][x]
            qs = m['area'][0] if isinstance(m, dict) and 'area' in m else '-'
            if isinstance(m, dict) and 'dead' in m:  # a dead stone's point is its captor's
                qs = 'W' if m['dead'] == 'Black' else 'B'
            if gs != qs: diff.append(f'{"ABCDEFGHJKLMNOPQRSTUVWXYZ"[x]}{h-y}:{gs}/{qs}')
    if not diff: agree += 1
    rows_out.append((os.path.basename(f), 'agree' if not diff else f'{len(diff)} points differ (goscorer/qili): ' + ' '.join(diff[:12])))
for n, s in rows_out: print(f'{n}: {s}')
print(f'agree on {agree} of {len(rows_out)}')
