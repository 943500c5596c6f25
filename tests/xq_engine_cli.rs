//! The `qili xq` command line: perft's last line is the count, bad input is exit status 2
//! with a message naming the place, JSON output parses.

mod common;

use common::qili_text;

#[test]
fn perft_prints_the_count_last() {
    let (out, _, code) = qili_text(&["xq", "perft", "start", "3"]);
    assert_eq!(code, Some(0));
    assert_eq!(out.lines().last(), Some("79666"));
    let (out, _, code) = qili_text(&[
        "xq",
        "perft",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
        "2",
        "--divide",
    ]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"424"));
    // 25 first moves (published d1), then the total.
    assert_eq!(lines.len(), 26);
    let sum: u64 = lines[..25]
        .iter()
        .map(|l| l.split(": ").nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 424);
}

#[test]
fn bad_fen_and_illegal_moves_are_input_errors() {
    let (_, err, code) = qili_text(&[
        "xq",
        "perft",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNQ w",
        "1",
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("field 1 (board), rank 0, column 59"), "{err}");
    let (_, err, code) = qili_text(&["xq", "show", "start", "--moves", "h2e2", "h9g7", "e2e1x"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("move 3 'e2e1x'"), "{err}");
    let (_, err, code) = qili_text(&["xq", "legal", "start", "--moves", "e0e2"]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("move 1 'e0e2': the piece cannot move there"),
        "{err}"
    );
}

#[test]
fn legal_and_show_json() {
    let (out, _, code) = qili_text(&["xq", "legal", "R3k4/4R4/9/9/9/9/9/9/9/4K4 b", "--json"]);
    assert_eq!(code, Some(0));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["in_check"], true);
    assert_eq!(v["moves"].as_array().unwrap().len(), 0);
    assert_eq!(v["outcome"], "checkmate: black loses");
    let (out, _, code) = qili_text(&["xq", "show", "start", "--moves", "h2e2", "h9g7", "--json"]);
    assert_eq!(code, Some(0));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["moves"][0][1], "C2.5");
    assert_eq!(v["moves"][1][1], "H8+7");
    assert_eq!(
        v["fen"],
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
    );
}
