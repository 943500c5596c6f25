#!/usr/bin/env python3
# Usage: python3 scripts/corpus-figures.py DIR --qili target/release/qili [--sample N] [--seed S]
# DIR: any folder of SGF records (public collections; keep them out of the repository).
"""Corpus figures for qili on a directory of real SGF records (the data stays outside the
repository). For every record: `qili replay --json` (read or refused, with the cause; the
warnings by kind). For every record whose RE is a counted result (B+n / W+n): `qili score` with
GNU Go's dead stones under `chinese` and `japanese`, compared with the recorded margin.
Prints a JSON summary; --sample N scores a fixed-seed sample of the counted records."""
import argparse, collections, glob, json, os, random, re, subprocess, sys

def props(text, key):
    m = re.search(r'(?<![A-Z])' + key + r'\[([^\]]*)\]', text)
    return m.group(1) if m else None

def kind(msg):
    # The cause of a refusal or a warning, without the record's own values.
    msg = re.sub(r'\d+', 'N', msg)
    msg = re.sub(r'\[[^\]]*\]', '[..]', msg)
    return msg[:110]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('dir'); ap.add_argument('--qili', required=True)
    ap.add_argument('--sample', type=int, default=200); ap.add_argument('--seed', type=int, default=34)
    ap.add_argument('--gnugo', default='/usr/games/gnugo --mode gtp --level 1')
    a = ap.parse_args()
    files = sorted(glob.glob(os.path.join(a.dir, '**', '*.[sS][gG][fF]'), recursive=True))
    out = collections.OrderedDict(records=len(files))
    read, refused, warnings = 0, collections.Counter(), collections.Counter()
    counted = []
    for f in files:
        r = subprocess.run([a.qili, 'replay', f, '--json'], capture_output=True)
        if r.returncode != 0:
            refused[(r.returncode, kind(r.stderr.decode('utf-8', 'replace').strip().split('\n')[-1].split(': ', 2)[-1]))] += 1
            continue
        read += 1
        j = json.loads(r.stdout)
        for w in j.get('warnings', []):
            warnings[kind(w)] += 1
        t = open(f, 'rb').read().decode('utf-8', 'replace')
        re_ = props(t, 'RE')
        m = re.match(r'^([BW])\+(\d+(?:\.\d+)?)$', re_ or '')
        if m:
            counted.append((f, (1 if m.group(1) == 'B' else -1) * float(m.group(2)), props(t, 'RU'), j))
    out['read'] = read
    out['refused'] = [[n, rc, k] for (rc, k), n in refused.most_common()]
    out['warnings'] = [[n, k] for k, n in warnings.most_common()]
    out['counted_results'] = len(counted)
    random.Random(a.seed).shuffle(counted)
    sample = counted[:a.sample]
    tally = collections.Counter(); cases = []
    for f, margin, ru, j in sample:
        r = subprocess.run([a.qili, 'score', f, '--dead', 'gtp:' + a.gnugo, '--method', 'chinese,japanese', '--json'], capture_output=True)
        if r.returncode != 0:
            tally['score refused'] += 1
            cases.append([f, 'score refused', r.stderr.decode('utf-8', 'replace')[-200:]]); continue
        rep = {x['rules']: x for x in json.loads(r.stdout)}
        def after(x):
            return x['margin'] - x['komi'] - x.get('handicap_bonus', 0)
        got = {k: after(v) for k, v in rep.items()}
        agree = [k for k, v in got.items() if abs(v - margin) < 1e-9]
        if agree:
            tally['equal to the record: ' + ('/'.join(sorted(agree)))] += 1
        elif props(open(f, 'rb').read().decode('utf-8', 'replace'), 'KM') in ('0', None) and \
                any(abs(v - margin - k) < 1e-9 for v in got.values() for k in (5.5, 6.5, 7.5)):
            tally['equal to the record with komi 5.5/6.5/7.5, the record says KM[0] or none'] += 1
        elif any((v > 0) == (margin > 0) for v in got.values()):
            tally['same winner, other margin'] += 1; cases.append([f, margin, got, ru])
        else:
            tally['other winner'] += 1; cases.append([f, margin, got, ru])
    out['scored_sample'] = len(sample)
    out['score_tally'] = tally.most_common()
    out['disagreements'] = cases
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)

main()
