//! Counting at the frontier against its oracles: the transfer-matrix sweep against
//! the enumeration of every colouring, against an independent one-row automaton on long strips,
//! and against the published counts (Tromp and Farneback's legal-position counts, OEIS A094777); the
//! folded game count against the plain walk and their game counts.

use num_bigint::BigUint;
use qili::count::{games, legal};
use qili::search::board::Geometry;
use qili::search::graph::GameGraph;
mod common;

use common::qili_text;

fn sweep(cols: usize, rows: usize) -> BigUint {
    legal::count(cols, rows, legal::Options::default(), |_, _, _| {})
        .expect("the sweep runs")
        .count
}

fn enumerate(cols: usize, rows: usize) -> u64 {
    qili::count::brute_legal::count(Geometry::new(cols, rows).unwrap(), |_, _| {})
        .expect("small enough")
}

/// Sweep = enumeration on every board of `lo..=hi` points, both orientations.
fn compare_with_enumeration(lo: usize, hi: usize) {
    for cols in 1..=hi {
        for rows in 1..=hi {
            let p = cols * rows;
            if p < lo || p > hi {
                continue;
            }
            assert_eq!(
                sweep(cols, rows),
                BigUint::from(enumerate(cols, rows)),
                "{cols}x{rows}"
            );
        }
    }
}

#[test]
fn the_sweep_equals_the_enumeration_on_every_board_of_at_most_12_points() {
    compare_with_enumeration(1, 12);
}

/// Boards of 13 to 16 points (3^16 = 43 million colourings each for 1x16, 2x8, 4x4, 8x2,
/// 16x1): `cargo test --release --test counting -- --ignored`.
#[test]
#[ignore]
fn the_sweep_equals_the_enumeration_on_every_board_of_13_to_16_points() {
    compare_with_enumeration(13, 16);
}

/// L(1, n) by a one-row automaton written for this test alone: reading the strip from the left,
/// the state is the last point (empty, or a stone whose run already has a liberty on its left,
/// or one whose run has none yet). A run of stones ends when the other colour follows it: it
/// lives only if it had a liberty on its left; a run that meets the right edge likewise.
fn strip(n: usize) -> BigUint {
    // [empty, black with liberty, black without, white with, white without]
    let zero = || BigUint::from(0u8);
    let mut s = [zero(), zero(), zero(), zero(), zero()];
    // The first point: empty, or a stone with no liberty on its left (the edge).
    s[0] = BigUint::from(1u8);
    s[2] = BigUint::from(1u8);
    s[4] = BigUint::from(1u8);
    for _ in 1..n {
        let [e, bl, bn, wl, wn] = s.clone();
        // Empty after anything: every run so far gets its liberty on the right.
        let empty = &e + &bl + &bn + &wl + &wn;
        // Black after empty: a liberty on its left. After black: the same run. After white:
        // the white run ends and lives only with a liberty; black starts without one.
        let black_lib = e.clone() + &bl;
        let black_none = bn.clone() + &wl;
        let white_lib = e + &wl;
        let white_none = wn + &bl;
        s = [empty, black_lib, black_none, white_lib, white_none];
    }
    // At the right edge the last run lives only if it has a liberty.
    let [e, bl, _, wl, _] = s;
    e + bl + wl
}

#[test]
fn long_strips_match_a_one_row_automaton() {
    // The automaton reproduces the table first: L(1,n) for n = 1..10.
    let table = [1u32, 5, 15, 41, 113, 313, 867, 2401, 6649, 18413];
    for (i, l) in table.iter().enumerate() {
        assert_eq!(strip(i + 1), BigUint::from(*l), "automaton 1x{}", i + 1);
    }
    for n in [11, 40, 41, 80, 81, 100, 500] {
        assert_eq!(sweep(1, n), strip(n), "1x{n}");
        assert_eq!(sweep(n, 1), strip(n), "{n}x1");
    }
}

#[test]
fn published_counts_up_to_7x7() {
    // legal-positions.tsv and OEIS A094777 (Tromp and Farneback).
    assert_eq!(sweep(4, 4).to_string(), "24318165");
    assert_eq!(sweep(5, 5).to_string(), "414295148741");
    assert_eq!(sweep(6, 6).to_string(), "62567386502084877");
    assert_eq!(sweep(7, 7).to_string(), "83677847847984287628595");
}

/// 8x8 and 9x9 (OEIS A094777), a few seconds to a minute in release: also in
/// `cargo bench --bench counting`. Run with `cargo test --release --test counting -- --ignored`.
#[test]
#[ignore]
fn published_counts_8x8_and_9x9() {
    assert_eq!(sweep(8, 8).to_string(), "990966953618170260281935463385");
    let two = legal::Options {
        threads: 2,
        ..legal::Options::default()
    };
    let s = legal::count(9, 9, two, |_, _, _| {}).unwrap();
    assert_eq!(
        s.count.to_string(),
        "103919148791293834318983090438798793469"
    );
}

#[test]
fn the_legal_count_command_sweeps_and_enumerates() {
    let (out, _, code) = qili_text(&["legal-count", "5x5"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("frontier of 5 points"), "{out}");
    assert_eq!(out.lines().last(), Some("414295148741"));
    let (out, _, code) = qili_text(&["legal-count", "--board", "3x3", "--enumerate"]);
    assert_eq!(code, Some(0));
    assert_eq!(out.lines().last(), Some("12675"));
    for bad in ["0x3", "17x17", "3x", "axb", "5x5x"] {
        let (_, err, code) = qili_text(&["legal-count", bad]);
        assert_eq!(code, Some(2), "{bad}: {err}");
        assert!(err.contains("board"), "{bad}: {err}");
    }
    let (_, err, code) = qili_text(&["legal-count", "9x9", "--max-states", "100"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("budget"), "{err}");
    let (_, _, code) = qili_text(&["legal-count", "5x5", "--enumerate"]);
    assert_eq!(code, Some(2), "25 points are too many to enumerate");
}

#[test]
fn folded_game_counts_match_the_plain_walk_and_the_table() {
    // go-game-counts.tsv: 1x1 1, 1x2 9, 1x3 907 (the plain walk agrees).
    for (n, expected) in [(1usize, 1u128), (2, 9), (3, 907)] {
        for (w, h) in [(n, 1), (1, n)] {
            let geo = Geometry::new(w, h).unwrap();
            let c = games::count(geo, games::Options::default(), |_, _| {}).unwrap();
            assert_eq!(c.games, expected, "{w}x{h}");
            let plain = qili::count::brute_games::count(&GameGraph::build(geo), |_| {});
            assert_eq!(plain, Some(expected as u64), "{w}x{h}");
        }
    }
    let (out, _, code) = qili_text(&["search", "graph", "--count-games", "--board", "3x1"]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains("games (simple paths from the empty position): 907 "),
        "{out}"
    );
}

#[test]
fn game_count_1x4() {
    // go-game-counts.tsv: 2,098,407,841.
    let geo = Geometry::new(4, 1).unwrap();
    let c = games::count(geo, games::Options::default(), |_, _| {}).unwrap();
    assert_eq!(c.games, 2_098_407_841);
}

/// 2x2: 386,356,909,593 games (go-game-counts.tsv). Minutes even folded: run with
/// `cargo test --release --test counting -- --ignored` (and in `cargo bench --bench counting`).
#[test]
#[ignore]
fn game_count_2x2() {
    let geo = Geometry::new(2, 2).unwrap();
    let c = games::count(geo, games::Options::default(), |_, _| {}).unwrap();
    assert_eq!(c.games, 386_356_909_593);
}
