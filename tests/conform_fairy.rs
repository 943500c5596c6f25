//! `qili conform --uci` against Fairy-Stockfish: every Xiangqi vector (the
//! published perft positions to depth 3, positions of random games to depth 2), its legal
//! moves (`go perft 1`) and perft counts. Investigation found no deviation, so the test
//! asserts that every vector passes and that none is written up under `findings/engines/`.
//!
//! Needs Fairy-Stockfish (`.ci/install.d/fairy-stockfish.sh`); without it the test prints a
//! skip notice, unless `QILI_REQUIRE_ORACLES=1`, which makes a missing oracle a failure.

mod common;

use serde_json::Value;
use std::path::Path;

fn engine() -> Option<&'static str> {
    let found = ["/usr/games/fairy-stockfish", "/usr/bin/fairy-stockfish"]
        .into_iter()
        .find(|p| Path::new(p).exists());
    if found.is_none() {
        if std::env::var("QILI_REQUIRE_ORACLES").as_deref() == Ok("1") {
            panic!("Fairy-Stockfish missing: run .ci/install.d/fairy-stockfish.sh");
        }
        eprintln!("skipped: Fairy-Stockfish missing (run .ci/install.d/fairy-stockfish.sh)");
    }
    found
}

#[test]
#[ignore = "oracle: needs Fairy-Stockfish; CI runs it (see README)"]
fn fairy_stockfish_agrees_with_every_xiangqi_vector() {
    let Some(fairy) = engine() else { return };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = common::qili_command()
        .args(["conform", "--uci", fairy, "--json", "--vectors"])
        .arg(root.join("vectors"))
        .output()
        .expect("qili runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r: Value = serde_json::from_slice(&out.stdout).expect("a JSON report");
    // 413 vectors: 13 published positions (3 perft depths each) and 400 positions of random
    // games (2 depths each): 13 * 3 + 400 * 2 = 839 answers.
    assert_eq!(r["run"], 413);
    assert_eq!(r["passed"], 413);
    assert_eq!(r["failed"], 0);
    assert_eq!(r["not_applicable"], 0);
    assert_eq!(r["answers"], 839);
    let written: Vec<_> = std::fs::read_dir(root.join("findings/engines"))
        .map(|d| {
            d.filter_map(|e| e.ok())
                .filter(|e| e.file_name().to_string_lossy().starts_with("fairy-"))
                .collect()
        })
        .unwrap_or_default();
    assert!(
        written.is_empty(),
        "a Fairy-Stockfish deviation is written up"
    );
}

/// A dead engine is an error with exit status 2 and a message, never a hang or a panic.
#[test]
fn a_dead_engine_gives_exit_status_2() {
    for args in [
        vec!["conform", "--uci", "/nonexistent/engine"],
        vec![
            "conform",
            "--engine",
            "/nonexistent/engine",
            "--rules",
            "chinese",
        ],
        // `true` exits at once: it answers nothing.
        vec!["conform", "--uci", "true", "--timeout-ms", "2000"],
        vec!["conform", "--engine", "true", "--timeout-ms", "2000"],
        // A silent engine: no answer within the time limit.
        vec!["conform", "--uci", "sleep 30", "--timeout-ms", "300"],
        vec!["conform", "--engine", "sleep 30", "--timeout-ms", "300"],
    ] {
        let started = std::time::Instant::now();
        let out = common::qili_command()
            .args(&args)
            .arg("--vectors")
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("vectors"))
            .output()
            .expect("qili runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("qili: "), "{args:?}: {err}");
        assert!(started.elapsed().as_secs() < 20, "{args:?} took too long");
    }
}
