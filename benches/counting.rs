//! Counting at the frontier, `cargo bench --bench counting`: time and peak memory of the
//! transfer-matrix legal-position counts of 5x5, 7x7 and 9x9 (OEIS A094777) and of the game counts
//! of 1x4 and 2x2 (Tromp and Farneback's game counts). Targets on 2 cores: 9x9 under a minute,
//! 2x2 games under five minutes. Each figure is checked against the published number.
//!
//! Peak memory is the process's `VmHWM` (`/proc/self/status`), reset before each count by writing
//! 5 to `/proc/self/clear_refs` where the kernel allows it (else it is the peak so far).

use qili::count::{games, legal};
use qili::search::board::Geometry;
use std::time::Instant;

fn peak_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

fn report(what: &str, secs: f64, reset: bool, extra: &str) {
    let peak = peak_kib().map_or("unknown".to_string(), |k| {
        format!("{:.1} MiB", k as f64 / 1024.0)
    });
    println!(
        "{what:<28} {secs:>9.3} s   peak memory {peak}{}   {extra}",
        if reset { "" } else { " (process peak so far)" }
    );
}

fn main() {
    // `cargo bench` passes --bench; a filter argument selects the rows whose name contains it.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    let wanted = |name: &str| filter.as_deref().is_none_or(|f| name.contains(f));
    let threads = 2;
    for (n, expected) in [
        (5, "414295148741"),
        (7, "83677847847984287628595"),
        (9, "103919148791293834318983090438798793469"),
    ] {
        let name = format!("legal {n}x{n}");
        if !wanted(&name) {
            continue;
        }
        let reset = reset_peak();
        let t = Instant::now();
        let opts = legal::Options {
            threads,
            ..legal::Options::default()
        };
        let s = legal::count(n, n, opts, |_, _, _| {}).expect("the sweep runs");
        let secs = t.elapsed().as_secs_f64();
        assert_eq!(s.count.to_string(), expected, "{name}");
        report(
            &name,
            secs,
            reset,
            &format!("{} (at most {} states)", s.count, s.max_states),
        );
    }
    for (w, h, expected) in [(4, 1, 2_098_407_841u128), (2, 2, 386_356_909_593)] {
        let name = format!("games {h}x{w}");
        if !wanted(&name) {
            continue;
        }
        let reset = reset_peak();
        let t = Instant::now();
        let opts = games::Options {
            threads,
            ..games::Options::default()
        };
        let c =
            games::count(Geometry::new(w, h).unwrap(), opts, |_, _| {}).expect("the count runs");
        let secs = t.elapsed().as_secs_f64();
        assert_eq!(c.games, expected, "{name}");
        report(
            &name,
            secs,
            reset,
            &format!(
                "{} ({} subtrees, {} paths walked, {} memo hits)",
                c.games, c.subtrees, c.walked, c.memo_hits
            ),
        );
    }
    // The next boards are beyond the 64-position walker: Knuth's estimate of their game counts.
    for (w, h) in [(5, 1), (3, 2)] {
        let name = format!("estimate games {h}x{w}");
        if !wanted(&name) {
            continue;
        }
        let g = qili::search::graph::GameGraph::build(Geometry::new(w, h).unwrap());
        let t = Instant::now();
        let (mean, batches) = games::estimate(&g, 1_000_000, 19);
        let lo = batches.iter().cloned().fold(f64::INFINITY, f64::min);
        let hi = batches.iter().cloned().fold(0f64, f64::max);
        println!(
            "{name:<28} {:>9.3} s   {} positions: about {mean:.3e} games (10 batches of 100,000 probes: {lo:.2e} to {hi:.2e})",
            t.elapsed().as_secs_f64(),
            g.positions.len()
        );
    }
}
