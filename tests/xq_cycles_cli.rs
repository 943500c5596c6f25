//! `qili xq-judge` end to end: its JSON fields and clear errors on bad input.

mod common;

use common::qili;

#[test]
fn json_has_the_fields_of_the_issue() {
    let out = qili(&[
        "xq-judge",
        "3k5/R8/9/9/9/9/9/9/9/5K3 w",
        "a8a9",
        "d9d8",
        "a9a8",
        "d8d9",
        "a8a9",
        "d9d8",
        "a9a8",
        "d8d9",
        // Three more rounds: the stop of 第十章, where the game is adjudicated.
        "a8a9",
        "d9d8",
        "a9a8",
        "d8d9",
        "a8a9",
        "d9d8",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["cycle"], true);
    assert_eq!(v["moves"].as_array().unwrap().len(), 8);
    assert_eq!(v["moves"][0]["move"], "a8a9");
    assert_eq!(v["moves"][0]["side"], "red");
    assert_eq!(v["moves"][0]["nature"], "check");
    assert_eq!(v["overall"]["red"], "check");
    assert_eq!(v["verdict"], "red_loses");
    // Cut where the cycle forms, the game is not adjudicated yet.
    let out = qili(&[
        "xq-judge",
        "3k5/R8/9/9/9/9/9/9/9/5K3 w",
        "a8a9",
        "d9d8",
        "a9a8",
        "d8d9",
        "a8a9",
        "d9d8",
        "a9a8",
        "d8d9",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["cycle"], true);
    assert_eq!(v["verdict"], "continue");
}

#[test]
fn bad_input_exits_2_with_a_message() {
    let out = qili(&["xq-judge", "4k4/9 w", "a0a1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("ranks"));
    let out = qili(&["xq-judge", "3k5/R8/9/9/9/9/9/9/9/5K3 w", "a8b7"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("move 1"));
}

#[test]
fn ranks_from_1_converts_fairy_stockfish_moves() {
    let out = qili(&[
        "xq-judge",
        "3k5/R8/9/9/9/9/9/9/9/5K3 w",
        "--ranks-from-1",
        "a9a10",
        "d10d9",
        "a10a9",
        "d9d10",
        "a9a10",
        "d10d9",
        "a10a9",
        "d9d10",
        "a9a10",
        "d10d9",
        "a10a9",
        "d9d10",
        "a9a10",
        "d10d9",
        "--scheme",
        "1",
    ]);
    assert!(out.status.success());
    let s = String::from_utf8_lossy(&out.stdout);
    assert!(s.contains("scheme 1: red_loses"), "{s}");
    assert!(!s.contains("scheme 2"), "{s}");
}
