//! Cost of the optimal-play solver (issue 16): nodes and seconds per board under positional
//! superko with area scoring. `cargo bench --bench solve`. Targets on the 2-core machine: 2x2 in
//! at most 10,000 nodes; 3x3 = B+9 in under a minute; 4x4 = B+2 in under 10 minutes (run only
//! when `QILI_BENCH_4X4=1`, with a 600 s limit; it prints the bounds reached if it stops).
//! Each board is solved with board symmetry and, for comparison, without it
//! (`QILI_BENCH_NO_SYMMETRY=0` skips the runs without).

use qili::search::board::Geometry;
use qili::solve::rules::parse;
use qili::solve::search::{solve, Limits};
use std::time::Instant;

fn main() {
    let mut boards = vec![("2x2", 1), ("1x6", 1), ("2x3", 0), ("3x3", 9)];
    if std::env::var("QILI_BENCH_4X4").as_deref() == Ok("1") {
        boards.push(("4x4", 2));
    }
    let rs = &parse("psk").expect("a preset")[0];
    let without = std::env::var("QILI_BENCH_NO_SYMMETRY").as_deref() != Ok("0");
    let runs = boards
        .iter()
        .flat_map(|&(b, p)| [(b, p, true), (b, p, false)])
        .filter(|&(b, _, sym)| sym || (without && b != "4x4"));
    for (b, published, symmetry) in runs {
        let geo = Geometry::parse(b).expect("a board");
        let limits = Limits {
            nodes: u64::MAX,
            seconds: 600.0,
            symmetry,
            ..Limits::default()
        };
        let b = if symmetry {
            b.to_string()
        } else {
            format!("{b} (no symmetry)")
        };
        let start = Instant::now();
        let big = geo.points() >= 16;
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
                let result = match o.value() {
                    Some(v) => format!("B{v:+} (published {published:+})"),
                    None => format!("[{:+}, {:+}] after {:?}", o.lower, o.upper, o.stopped),
                };
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
}
