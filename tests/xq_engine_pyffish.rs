//! The pyffish oracle (`tests/oracles/fairy_xq.py`, Fairy-Stockfish as a Python module):
//! legal moves and check agree with qili on positions of seeded random games, mate and
//! stalemate are losses for the side to move in both (XQ-12), and its repetition verdict on
//! a one-sided perpetual check is what document 004 also says (XQ-10: the checker loses).
//! Skipped with a notice when python3 or pyffish is missing, unless QILI_REQUIRE_ORACLES=1.

use qili::xiangqi::{Move, Position};
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// Runs the oracle on queries; `None` when it cannot run here.
fn oracle(queries: &[Value]) -> Option<Vec<Value>> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/oracles/fairy_xq.py");
    let ok = Command::new("python3")
        .args(["-c", "import pyffish"])
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    if !ok {
        if std::env::var("QILI_REQUIRE_ORACLES").as_deref() == Ok("1") {
            panic!("pyffish not importable and QILI_REQUIRE_ORACLES=1 (run .ci/install.d/fairy-stockfish.sh)");
        }
        eprintln!("SKIP: pyffish not installed; oracle test not run");
        return None;
    }
    let mut child = Command::new("python3")
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the oracle");
    let mut stdin = child.stdin.take().unwrap();
    let input: String = queries.iter().map(|q| format!("{q}\n")).collect();
    let writer = std::thread::spawn(move || {
        stdin.write_all(input.as_bytes()).unwrap();
    });
    let out: Vec<Value> = BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map(|l| serde_json::from_str(&l.unwrap()).unwrap())
        .collect();
    writer.join().unwrap();
    assert!(child.wait().unwrap().success());
    assert_eq!(out.len(), queries.len());
    Some(out)
}

#[test]
#[ignore = "oracle: needs python3 with pyffish; CI runs it (see README)"]
fn legal_moves_and_verdicts_agree_with_pyffish() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
    let mut cases: Vec<(Position, Vec<String>)> = Vec::new();
    for _ in 0..2 {
        let start = Position::new();
        let mut p = start.clone();
        let mut moves = Vec::new();
        for _ in 0..60 {
            let legal: Vec<Move> = p.legal_moves().to_vec();
            if legal.is_empty() {
                break;
            }
            let m = legal[rng.random_range(0..legal.len())];
            moves.push(m.iccs());
            p.play_unchecked(m);
            // Every 15th position is asked with its move list (exercising the ICCS
            // conversion and replay), the others by FEN alone (fast).
            if moves.len() % 15 == 0 {
                cases.push((start.clone(), moves.clone()));
            } else {
                cases.push((p.clone(), Vec::new()));
            }
        }
    }
    let mut queries: Vec<Value> = cases
        .iter()
        .map(|(s, m)| json!({"fen": s.to_fen(), "moves": m}))
        .collect();
    // One-sided perpetual check by the red rook: after the fourth repetition of Red's move
    // Fairy-Stockfish ends the game, and Red (the checker) loses, as XQ-10 says.
    let perpetual = [
        "a0a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9",
    ];
    queries.push(json!({"fen": "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "moves": perpetual}));
    queries.push(json!({"fen": "R3k4/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1"}));
    queries.push(json!({"fen": "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1"}));
    let Some(answers) = oracle(&queries) else {
        return;
    };
    for ((start, moves), a) in cases.iter().zip(&answers) {
        let p = start.play_iccs(moves).unwrap();
        let ours: Vec<String> = {
            let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.iccs()).collect();
            v.sort();
            v
        };
        let theirs: Vec<String> = a["legal"]
            .as_array()
            .unwrap_or_else(|| panic!("{a}"))
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        assert_eq!(ours, theirs, "legal moves after {moves:?}");
        assert_eq!(a["in_check"], p.is_check(), "check after {moves:?}");
    }
    let n = cases.len();
    assert_eq!(answers[n]["repetition_end"], true);
    assert_eq!(answers[n]["verdict"], "red_loses");
    // Checkmate and 困斃 (stalemate): the side to move (Black) loses in both engines.
    assert_eq!(answers[n + 1]["verdict"], "black_loses");
    assert!(Position::from_fen("R3k4/4R4/9/9/9/9/9/9/9/4K4 b")
        .unwrap()
        .is_checkmate());
    assert_eq!(answers[n + 2]["verdict"], "black_loses");
    assert!(Position::from_fen("3k5/R8/9/9/9/9/9/9/9/4K4 b")
        .unwrap()
        .is_stalemate());
}
