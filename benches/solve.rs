//! Cost of the optimal-play solver: nodes and seconds per board under positional
//! superko with area scoring. `cargo bench --bench solve`. Targets on the 2-core machine: 2x2 in
//! at most 10,000 nodes; 3x3 = B+9 in under a minute; 4x4 = B+2 in at most 5 M nodes on one
//! thread; 4x5 in under 30 minutes; 5x5 = B+25 in under three hours on both cores.
//! Boards: 2x2, 1x6, 2x3, 3x3 (each also without board symmetry for comparison;
//! `QILI_BENCH_NO_SYMMETRY=0` skips those runs), then 1x8, 2x5, 3x4, 2x6 and the first
//! frontier boards beyond the main table, 3x5 and 2x7, each within 600 s
//! (`QILI_BENCH_SECONDS`), on one thread, on two and (if the machine has more than two cores)
//! on every core (the lazy-SMP search, `proofs/solver.md`, "Many threads"), printing the
//! bounds reached where a run stops. Switches add the large boards, each on one thread, two and
//! every core, within a node budget (`QILI_BENCH_4X4_NODES`, default 1,000,000,000) and the
//! same time limit: `QILI_BENCH_4X4=1` (4x4; two threads took 143 M nodes in the twelfth
//! session), `QILI_BENCH_4X5=1`, `QILI_BENCH_5X5=1` (van der Werf's B+25; give it
//! `QILI_BENCH_SECONDS=10800`). Each line also says how the position table fared
//! (`proofs/solver.md`, "The position table").
//! Then the four-pass ending (`psk-4`, area and territory) on 1x6, 2x3 and 3x3 with and
//! without the shortcut that searches a first pass as three; 2x2, 3x3, 2x5 and 3x4
//! with a pass tried last (unless it answers a pass) and with the pass always first; the
//! enhanced transposition cut-offs on and off; last, proof-number search against alpha-beta
//! (`QILI_BENCH_2X8=1` adds 2x8, which only the proof-number search solves, and
//! `QILI_BENCH_4X5=1` 4x5).

use qili::search::board::Geometry;
use qili::solve::rules::parse;
use qili::solve::search::{solve, Limits};
use std::time::Instant;

fn main() {
    // (board, published value: Bill Taylor / Tromp for 2x2, van der Werf for 3x3 and 4x4)
    let mut boards = vec![
        ("2x2", Some(1)),
        ("1x6", None),
        ("2x3", None),
        ("3x3", Some(9)),
        ("1x8", None),
        ("2x5", None),
        ("3x4", None),
        ("2x6", None),
        ("3x5", None),
        ("2x7", None),
    ];
    // (switch, board, published value: van der Werf for 4x4 and 5x5)
    let large = [
        ("QILI_BENCH_4X4", "4x4", Some(2)),
        ("QILI_BENCH_4X5", "4x5", None),
        ("QILI_BENCH_5X5", "5x5", Some(25)),
    ];
    for (switch, b, p) in large {
        if std::env::var(switch).as_deref() == Ok("1") {
            boards.push((b, p));
        }
    }
    let is_large = |b: &str| large.iter().any(|&(_, l, _)| l == b);
    let nodes_4x4: u64 = std::env::var("QILI_BENCH_4X4_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000_000);
    let seconds: f64 = std::env::var("QILI_BENCH_SECONDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(600.0);
    let small = |b: &str| matches!(b, "2x2" | "1x6" | "2x3" | "3x3");
    let rs = &parse("psk").expect("a preset")[0];
    let without = std::env::var("QILI_BENCH_NO_SYMMETRY").as_deref() != Ok("0");
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    // (board, published value, symmetry, threads)
    let runs = boards
        .iter()
        .flat_map(|&(b, p)| {
            let every = (cores > 2).then_some((b, p, true, cores));
            [(b, p, true, 1), (b, p, false, 1), (b, p, true, 2)]
                .into_iter()
                .chain(every)
        })
        .filter(|&(b, _, sym, threads)| match (sym, threads) {
            (false, _) => without && small(b),
            _ => !small(b) || threads == 1,
        });
    for (b, published, symmetry, threads) in runs {
        let geo = Geometry::parse(b).expect("a board");
        let limits = Limits {
            nodes: if is_large(b) { nodes_4x4 } else { u64::MAX },
            seconds,
            symmetry,
            threads,
            ..Limits::default()
        };
        let b = match (symmetry, threads) {
            (false, _) => format!("{b} (no symmetry)"),
            (true, t) if t >= 2 => format!("{b} ({t} threads)"),
            _ => b.to_string(),
        };
        let start = Instant::now();
        let big = geo.points() >= 12;
        let mut report = |p: qili::solve::search::Progress| {
            if big {
                eprintln!(
                    "  {b} depth {}: [{:+}, {:+}] after {} nodes, {:.0} s",
                    p.depth,
                    p.lower,
                    p.upper,
                    p.nodes,
                    start.elapsed().as_secs_f64()
                );
            }
        };
        match solve(geo, rs, limits, &mut report) {
            Ok(o) => {
                let secs = start.elapsed().as_secs_f64();
                let result = result_text(&o, published);
                let r = o.reuse;
                println!(
                    "solve {b} psk: {result}, {} nodes, {secs:.2} s, {:.0} nodes/s; position \
                     table: {} of {} look-ups reused, {} results clean, {} dirty",
                    o.nodes,
                    o.nodes as f64 / secs.max(1e-9),
                    r.reused,
                    r.found,
                    r.stored_clean,
                    r.stored_dirty
                );
            }
            Err(e) => println!("solve {b} psk: {e}"),
        }
    }
    four_passes(seconds);
    pass_order(seconds);
    etc(seconds);
    proof_number(seconds);
}

/// Proof-number search against the iterative deepening alpha-beta (`Limits::proof_number`,
/// `proofs/solver.md`, "Proof-number search") under positional superko on 1x8, 1x9, 3x4, 2x6,
/// 3x5, 2x7 and 4x4, with `QILI_BENCH_2X8=1` on 2x8 (the alpha-beta stops at the time
/// limit there) and with `QILI_BENCH_4X5=1` on 4x5, one thread, each within `seconds`.
fn proof_number(seconds: f64) {
    let mut boards = vec!["1x8", "1x9", "3x4", "2x6", "3x5", "2x7", "4x4"];
    if std::env::var("QILI_BENCH_2X8").as_deref() == Ok("1") {
        boards.push("2x8");
    }
    // 4x5's one question ("does Black take all 20 points?") is the proof-number search's too.
    if std::env::var("QILI_BENCH_4X5").as_deref() == Ok("1") {
        boards.push("4x5");
    }
    compare(
        "psk",
        &boards,
        seconds,
        ["proof-number", "alpha-beta"],
        |l, on| l.proof_number = on,
    );
}

/// The four-pass ending under positional superko (`psk-4`, area and territory) with and without
/// the shortcut that searches a first pass as three (`proofs/solver.md`, "Four passes under
/// positional superko"): 1x6, 2x3 and 3x3, one thread, each within `seconds`.
fn four_passes(seconds: f64) {
    for name in ["psk-4", "psk-4/territory"] {
        compare(
            name,
            &["1x6", "2x3", "3x3"],
            seconds,
            ["shortcut", "every pass"],
            |l, on| l.four_passes_shortcut = on,
        );
    }
}

/// The move order of passes (`Limits::pass_last`): a pass not answering a pass tried last, or
/// always first (Tromp's order), under positional superko on 2x2, 3x3, 2x5 and 3x4, one thread,
/// each within `seconds`.
fn pass_order(seconds: f64) {
    compare(
        "psk",
        &["2x2", "3x3", "2x5", "3x4"],
        seconds,
        ["pass last", "pass first"],
        |l, on| l.pass_last = on,
    );
}

/// Enhanced transposition cut-offs (`Limits::etc`, `proofs/solver.md`): a child whose table
/// bounds already refute the node searched first, or not, under positional superko, situational
/// superko and simple ko on 3x3, 2x5, 1x8 and 2x6, one thread, each within `seconds`.
fn etc(seconds: f64) {
    for name in ["psk", "ssk", "simple"] {
        compare(
            name,
            &["3x3", "2x5", "1x8", "2x6"],
            seconds,
            ["etc", "no etc"],
            |l, on| l.etc = on,
        );
    }
}

/// Each board under rule set `name` with a solver option on and off (`set`), one thread, each
/// within `seconds`: value and cost of both.
fn compare(name: &str, boards: &[&str], seconds: f64, how: [&str; 2], set: fn(&mut Limits, bool)) {
    let rs = &parse(name).expect("a preset")[0];
    for b in boards {
        for (on, how) in [(true, how[0]), (false, how[1])] {
            let mut limits = Limits {
                nodes: u64::MAX,
                seconds,
                ..Limits::default()
            };
            set(&mut limits, on);
            let start = Instant::now();
            let geo = Geometry::parse(b).expect("a board");
            match solve(geo, rs, limits, &mut |_| {}) {
                Ok(o) => {
                    let result = result_text(&o, None);
                    println!(
                        "solve {b} {name} ({how}): {result}, {} nodes, {:.2} s",
                        o.nodes,
                        start.elapsed().as_secs_f64()
                    );
                }
                Err(e) => println!("solve {b} {name} ({how}): {e}"),
            }
        }
    }
}

/// The value (with the published one, when known) or the bounds reached and why the solve stopped.
fn result_text(o: &qili::solve::search::Outcome, published: Option<i32>) -> String {
    match (o.value(), published) {
        (Some(v), Some(p)) => format!("B{v:+} (published B{p:+})"),
        (Some(v), None) => format!("B{v:+}"),
        (None, _) => format!("[{:+}, {:+}] after {:?}", o.lower, o.upper, o.stopped),
    }
}
