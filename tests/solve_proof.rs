//! The proof-number search (`qili solve --search proof-number`, `proofs/solver.md`,
//! "Proof-number search") against the iterative deepening alpha-beta, the plain minimax and
//! the alpha-beta `search value` that keeps no table: every question it answers and every
//! value it finds, from the empty board and from played prefixes whose history refuses moves.

mod common;

use qili::search::board::Geometry;
use qili::search::game::Game;
use qili::search::value;
use qili::solve::minimax;
use qili::solve::rules::{parse, RuleSet};
use qili::solve::search::{prove, solve, solve_from, Limits, Outcome, Progress, HEARTBEAT};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Every rule set with finite games the table solves, and the route counts.
const FINITE: &str = "psk,psk-4,ssk,tt,psk/territory,psk-4/territory,ssk/territory,tt/territory,\
                      psk/routes,ssk/routes";

fn geo(b: &str) -> Geometry {
    Geometry::parse(b).unwrap()
}

fn limits(proof_number: bool) -> Limits {
    Limits {
        nodes: 20_000_000,
        proof_number,
        ..Limits::default()
    }
}

/// The game `o` found replayed from `g`: every move legal, the end reached, the value scored.
fn replays(g: &Game, rs: &RuleSet, o: &Outcome, what: &str) {
    let v = o.value().unwrap_or_else(|| panic!("{what}: {o:?}"));
    let mut h = g.clone();
    for &m in &o.pv {
        assert!(h.play(m), "{what}: illegal {m:?} in {:?}", o.pv);
    }
    assert!(h.is_over(), "{what}: the game {:?} does not end", o.pv);
    assert_eq!(rs.final_score(&h), v, "{what}: {:?}", o.pv);
}

/// From the empty board of every board up to 8 points (and 3x3) under every finite rule set,
/// the proof-number search gives the alpha-beta's value and a game that replays to it. The
/// boards hold the cases a whole-board question misses (1x5, 2x3: value 0; 1x9-like ko
/// fights on 1x7, 1x8) and captures refused by superko.
#[test]
fn agrees_with_alpha_beta() {
    let mut compared = 0;
    for b in [
        "1x1", "1x2", "1x3", "1x4", "2x2", "1x5", "2x3", "3x2", "1x6", "1x7", "2x4", "1x8", "3x3",
    ] {
        for rs in parse(FINITE).unwrap() {
            let ab = solve(geo(b), &rs, limits(false), &mut |_| {}).unwrap();
            let Some(want) = ab.value() else { continue };
            let pn = solve(geo(b), &rs, limits(true), &mut |_| {}).unwrap();
            let what = format!("{b} {}", rs.name);
            assert_eq!(pn.value(), Some(want), "{what}: {pn:?}");
            replays(&Game::new(geo(b), rs.rules), &rs, &pn, &what);
            compared += 1;
        }
    }
    assert!(compared >= 120, "{compared}");
}

/// Every question, one fresh search each: on boards up to 6 points under psk, ssk, tt and
/// psk/territory, "does Black's result reach t?" is answered yes exactly when t is at most the
/// plain minimax value (where it finishes) or the alpha-beta's, for every t from two below the
/// least result to two above the greatest.
#[test]
fn every_question_is_answered_as_the_value_says() {
    let mut asked = 0;
    let mut against_minimax = 0;
    for b in ["1x2", "1x3", "1x4", "2x2", "1x5", "2x3", "1x6"] {
        for rs in parse("psk,ssk,tt,psk/territory,psk-4").unwrap() {
            let v = match minimax::value(geo(b), &rs, 200, 3_000_000) {
                Some(v) => {
                    against_minimax += 1;
                    v
                }
                None => solve(geo(b), &rs, limits(false), &mut |_| {})
                    .unwrap()
                    .value()
                    .unwrap(),
            };
            let n = geo(b).points() as i32;
            for t in -n - 2..=n + 2 {
                let (r, _) = prove(geo(b), &rs, limits(true), t);
                assert_eq!(r, Some(v >= t), "{b} {} t={t} (value {v})", rs.name);
                asked += 1;
            }
        }
    }
    assert!(asked >= 400, "{asked}");
    assert!(against_minimax >= 9, "{against_minimax}");
}

/// The graph-history interaction: from random prefixes with captures on 2x2, 1x5, 2x3 and
/// 2x4 (fixed seed), whose history refuses boards the search would otherwise reach, the
/// proof-number search continuing the game gives the value of the alpha-beta that keeps no
/// position table (and of `search value`, which keeps no table at all, where it finishes),
/// and its continuation replays to it; with the position table on and off.
#[test]
fn agrees_from_played_prefixes_with_history() {
    let mut rng = ChaCha8Rng::seed_from_u64(35);
    let (mut compared, mut against_search) = (0, 0);
    for rs in parse("psk,ssk,tt,psk/territory").unwrap() {
        for b in ["2x2", "1x5", "2x3", "2x4"] {
            for g in common::prefixes_with_captures(&geo(b), rs.rules, 6, &mut rng) {
                let plain = Limits {
                    position_table: false,
                    ..limits(false)
                };
                let want = solve_from(g.clone(), &rs, plain, &mut |_| {})
                    .unwrap()
                    .value()
                    .unwrap_or_else(|| panic!("{b} {} after {:?}", rs.name, g.moves));
                if !rs.name.ends_with("/territory") {
                    if let Ok(v) = value::solve_game(g.clone(), 200, 2_000_000) {
                        assert_eq!(v.value, want, "{b} {} after {:?}", rs.name, g.moves);
                        against_search += 1;
                    }
                }
                for position_table in [true, false] {
                    let l = Limits {
                        position_table,
                        ..limits(true)
                    };
                    let got = solve_from(g.clone(), &rs, l, &mut |_| {}).unwrap();
                    let what = format!("{b} {} after {:?} ({position_table})", rs.name, g.moves);
                    assert_eq!(got.value(), Some(want), "{what}");
                    replays(&g, &rs, &got, &what);
                }
                compared += 1;
            }
        }
    }
    assert!(compared >= 60, "{compared}");
    assert!(against_search >= 15, "{against_search}");
}

/// The command line takes `--search proof-number` and refuses it, with exit status 2 and
/// the rule set named, where games can go on for ever (no depth limit would end the search).
#[test]
fn the_command_line_refuses_endless_rule_sets() {
    let (out, _, code) = common::qili_text(&[
        "solve",
        "--board",
        "2x3",
        "--rules",
        "psk",
        "--search",
        "proof-number",
    ]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains("2x3 psk: Black +0 under optimal play"),
        "{out}"
    );
    for rules in ["simple", "jpd", "psk,simple-4"] {
        let (_, err, code) = common::qili_text(&[
            "solve",
            "--board",
            "2x2",
            "--rules",
            rules,
            "--search",
            "proof-number",
        ]);
        assert_eq!(code, Some(2), "{rules}");
        assert!(err.contains("--search proof-number"), "{rules}: {err}");
        assert!(
            err.contains(rules.split(',').next_back().unwrap()),
            "{rules}: {err}"
        );
    }
}

/// A question searched for a long time still reports: every `HEARTBEAT` nodes the progress
/// hears the nodes so far and the deepest line, with the bounds of before the question (a
/// report is not an answer). 2x7 under psk (about 9 M nodes, its first question at +14 about
/// 9 M) must report at 4,194,304 and 8,388,608 nodes; the value is the alpha-beta's, B+14.
#[test]
fn a_long_question_reports_every_heartbeat() {
    let mut seen: Vec<Progress> = Vec::new();
    let o = solve(
        geo("2x7"),
        &parse("psk").unwrap()[0],
        limits(true),
        &mut |p| seen.push(p),
    )
    .unwrap();
    assert_eq!(o.value(), Some(14), "{o:?}");
    let beats: Vec<usize> = (0..seen.len())
        .filter(|&i| seen[i].nodes.is_multiple_of(HEARTBEAT))
        .collect();
    assert!(beats.len() >= 2, "{seen:?}");
    assert_eq!(seen[beats[0]].nodes, HEARTBEAT, "{seen:?}");
    for &i in &beats {
        // The bounds before the question: the static ones, or the last answer's.
        let (lo, hi) = match i {
            0 => (-14, 14),
            _ => (seen[i - 1].lower, seen[i - 1].upper),
        };
        assert_eq!((seen[i].lower, seen[i].upper), (lo, hi), "{seen:?}");
    }
    for w in seen.windows(2) {
        assert!(w[0].nodes < w[1].nodes, "{seen:?}");
        assert!(w[0].depth <= w[1].depth, "{seen:?}");
    }
}
