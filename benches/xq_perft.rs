//! Perft speed of the Xiangqi engine against Fairy-Stockfish in the same run: perft(5) from the
//! start position in nodes per second, the same count by the fairy-stockfish binary, and the
//! ratio of the two.
//!
//! `cargo bench --bench xq_perft` runs perft 5 from the start (133,312,995 nodes) and checks
//! the count; `QILI_BENCH_ALL=1` adds depth 5 (or 4) of every position of
//! the perft table in `tests/xq_engine_perft.rs`. Each engine is timed once, single-threaded,
//! with bulk counting at the last ply (Fairy-Stockfish's `go perft` does the same).

use qili::xiangqi::Position;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Instant;

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

const OTHERS: &[(&str, u32, u64)] = &[
    (
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        5,
        53112976,
    ),
    (
        "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
        5,
        10369923,
    ),
    (
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
        5,
        4739553,
    ),
    (
        "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
        5,
        11842230,
    ),
    (
        "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1",
        5,
        3500505,
    ),
    ("C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1", 5, 1914306),
    ("4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1", 5, 3513104),
    ("2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1", 5, 933096),
    (
        "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
        5,
        17920736,
    ),
    (
        "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1",
        5,
        8148177,
    ),
    (
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        4,
        4485547,
    ),
    ("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", 4, 92741),
];

/// Times Fairy-Stockfish's `go perft DEPTH` on a FEN: `(nodes, seconds)`, or `None` when the
/// binary is missing.
fn fairy_perft(fen: &str, depth: u32) -> Option<(u64, f64)> {
    let mut child = ["/usr/games/fairy-stockfish", "fairy-stockfish"]
        .into_iter()
        .find_map(|path| {
            Command::new(path)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .ok()
        })?;
    let mut stdin = child.stdin.take()?;
    let mut out = BufReader::new(child.stdout.take()?);
    let wait_for = |prefix: &str, out: &mut BufReader<_>| -> Option<String> {
        loop {
            let mut l = String::new();
            if out.read_line(&mut l).ok()? == 0 {
                return None;
            }
            if l.starts_with(prefix) {
                return Some(l);
            }
        }
    };
    writeln!(stdin, "uci").ok()?;
    writeln!(stdin, "setoption name UCI_Variant value xiangqi").ok()?;
    writeln!(stdin, "position fen {fen}").ok()?;
    writeln!(stdin, "isready").ok()?;
    stdin.flush().ok()?;
    wait_for("readyok", &mut out)?;
    let t0 = Instant::now();
    writeln!(stdin, "go perft {depth}").ok()?;
    stdin.flush().ok()?;
    let line = wait_for("Nodes searched", &mut out)?;
    let secs = t0.elapsed().as_secs_f64();
    let _ = writeln!(stdin, "quit");
    let _ = stdin.flush();
    let _ = child.wait();
    let nodes = line.split(':').nth(1)?.trim().parse().ok()?;
    Some((nodes, secs))
}

fn ours(fen: &str, depth: u32) -> (u64, f64) {
    let pos = Position::from_fen(fen).expect("valid FEN");
    let t0 = Instant::now();
    let n = pos.perft(depth);
    (n, t0.elapsed().as_secs_f64())
}

fn report(fen: &str, depth: u32, want: u64) {
    let (n, s) = ours(fen, depth);
    assert_eq!(n, want, "perft {depth} of {fen}");
    print!(
        "qili perft {depth} = {n} in {s:.2} s: {:.1} M nodes/s",
        n as f64 / s / 1e6
    );
    match fairy_perft(fen, depth) {
        Some((fnodes, fs)) => {
            assert_eq!(fnodes, want, "fairy-stockfish perft {depth} of {fen}");
            println!(
                "; fairy-stockfish {fs:.2} s: {:.1} M nodes/s; speed ratio qili/fairy = {:.2}",
                fnodes as f64 / fs / 1e6,
                fs / s
            );
        }
        None => println!("; fairy-stockfish not installed, no ratio"),
    }
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing useful: only run
    // the full measurement under `cargo bench`.
    if !std::env::args().any(|a| a == "--bench") {
        println!("xq_perft: run with `cargo bench --bench xq_perft`");
        return;
    }
    println!("start position: {START}");
    report(START, 5, 133_312_995);
    if std::env::var("QILI_BENCH_ALL").as_deref() == Ok("1") {
        for &(fen, depth, want) in OTHERS {
            println!("{fen}");
            report(fen, depth, want);
        }
    }
}
