//! `qili shapes`: the named cycle shapes under every rule set, from the command line. The
//! expected verdicts are the hand-derived ones of `tests/ko_shapes.rs` (triple ko) and
//! `tests/ko_classic_shapes.rs` (sending two returning one).

mod common;

use common::qili;

fn verdict<'a>(shape: &'a serde_json::Value, rule: &str) -> &'a serde_json::Value {
    &shape["outcomes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["rule"] == rule)
        .unwrap_or_else(|| panic!("no rule {rule}"))["verdict"]
}

#[test]
fn triple_ko_as_json() {
    let out = qili(&["shapes", "triple", "--json"]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let shapes = v.as_array().unwrap();
    assert_eq!(shapes.len(), 1);
    let t = &shapes[0];
    assert_eq!(t["name"], "triple ko");
    assert_eq!(t["cycle"].as_array().unwrap().len(), 6);
    // Simple ko never forbids a move of the triple ko; positional superko forbids the sixth
    // move (`index` 5, 0-based), the one that recreates the start; the strict Ying reading
    // also the sixth, the one-full-cycle reading the seventh.
    assert_eq!(verdict(t, "simple")["kind"], "endless");
    assert_eq!(verdict(t, "psk")["kind"], "forbidden");
    assert_eq!(verdict(t, "psk")["index"], 5);
    assert_eq!(verdict(t, "ying-strict")["index"], 5);
    assert_eq!(verdict(t, "ying-pass")["index"], 6);
    assert_eq!(verdict(t, "simple + tang-song no result")["kind"], "void");
    assert_eq!(verdict(t, "simple + three repetitions")["index"], 11);
}

/// Sending two returning one has White's pass in its cycle: the Japanese-style no result
/// (a recurrence with no pass between) never fires, positional superko forbids move 3 (the
/// text counts moves from 1, as `qili replay` and the vectors do; the JSON's `index` is 0-based):
/// Black's return at s = (1, 0), column b, row a from the top, which recreates the start's board.
#[test]
fn sending_two_returning_one_as_text() {
    let out = qili(&["shapes", "sending"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("sending two returning one (4-move cycle"));
    let line = |rule: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with(&format!("{rule} ")))
            .unwrap_or_else(|| panic!("no line for {rule}"))
            .to_string()
    };
    assert!(
        line("psk").contains("forbids move 3 (B ba)"),
        "{}",
        line("psk")
    );
    assert!(line("simple + japanese no result").contains("endless"));
}

#[test]
fn an_unknown_shape_is_named_with_the_list() {
    let out = qili(&["shapes", "hexagonal"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("no shape is named hexagonal"), "{err}");
    assert!(err.contains("eternal life"), "{err}");
}

/// `qili shapes` cites JPD-A11 as document 000 (计枰点围棋规则), where it is;
/// it used to say 001.
#[test]
fn jpd_a11_is_cited_as_document_000() {
    let out = qili(&["shapes", "triple"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("000 JPD-A11"), "{text}");
    assert!(!text.contains("001 JPD-A11"), "{text}");
}
