//! One rules vocabulary (issue 14): every preset name and alias is accepted by every command
//! that takes rules (`replay`, `score`, `search`, `shapes`, `gtp` with `--rules`,
//! `kata-set-rules` and `qili-set-rules`); a rule file written by `qili rules show` is
//! accepted back; what a command cannot honour is refused with a message naming it.

use qili::go::presets::all_names;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs qili from the repository root (the examples are read from there); a search writes its
/// findings into a scratch folder, never into the repository's `findings/`.
fn qili(args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_qili"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).args(args);
    if args.first() == Some(&"search") && !args.contains(&"--out") {
        let out = std::env::temp_dir().join(format!("qili-rules-out-{}", std::process::id()));
        cmd.arg("--out").arg(out);
    }
    cmd.output().expect("qili runs")
}

fn gtp(rules: &str, input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_qili"))
        .args(["gtp", "--rules", rules])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("qili gtp runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "gtp --rules {rules}");
    String::from_utf8(out.stdout).unwrap()
}

fn ok(out: &Output, what: &str) {
    assert!(
        out.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn every_name_is_accepted_by_every_command() {
    let names = all_names();
    assert!(names.len() >= 30, "{names:?}");
    for n in names {
        ok(
            &qili(&[
                "replay",
                "examples/ko-retaken-after-passes.sgf",
                "--rules",
                n,
            ]),
            &format!("replay --rules {n}"),
        );
        ok(
            &qili(&["score", "--rows", "XX.O/X.OO", "--rules", n]),
            &format!("score --rules {n}"),
        );
        let out = std::env::temp_dir().join(format!("qili-vocab-{}", std::process::id()));
        ok(
            &qili(&[
                "search",
                "cycles",
                "--board",
                "1x2",
                "--max-depth",
                "4",
                "--out",
                out.to_str().unwrap(),
                "--rules",
                n,
            ]),
            &format!("search --rules {n}"),
        );
        ok(
            &qili(&["shapes", "single", "--rules", n]),
            &format!("shapes --rules {n}"),
        );
        let replies = gtp(
            n,
            &format!("kata-set-rules {n}\nqili-set-rules {n}\nquit\n"),
        );
        assert!(
            replies
                .split("\n\n")
                .all(|r| r.trim().is_empty() || r.starts_with('=')),
            "gtp {n}: {replies}"
        );
    }
}

/// Before issue 14, `qili replay` rejected the search's names and `qili search` rejected the
/// replay's: `psk-4` and `ying-shape` in replay, `chinese` in search.
#[test]
fn the_names_one_command_used_to_reject_now_work() {
    ok(
        &qili(&[
            "replay",
            "examples/ko-retaken-after-passes.sgf",
            "--rules",
            "psk-4",
        ]),
        "replay psk-4",
    );
    let out = qili(&[
        "replay",
        "examples/ko-retaken-after-passes.sgf",
        "--rules",
        "ying",
    ]);
    ok(&out, "replay ying");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("illegal: none"), "{text}");
    ok(
        &qili(&[
            "search",
            "cycles",
            "--board",
            "1x2",
            "--rules",
            "chinese",
            "--max-depth",
            "6",
        ]),
        "search chinese",
    );
}

#[test]
fn a_rule_file_from_rules_show_is_read_back_and_a_bad_key_is_named() {
    let out = qili(&["rules", "show", "ying-strict"]);
    ok(&out, "rules show");
    let toml = String::from_utf8(out.stdout).unwrap();
    assert!(toml.contains("ko = \"ying-strict\""), "{toml}");
    let dir = std::env::temp_dir().join(format!("qili-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("mine.toml");
    std::fs::write(&good, &toml).unwrap();
    let g = good.to_str().unwrap();
    ok(
        &qili(&[
            "search",
            "cycles",
            "--board",
            "1x2",
            "--rules",
            g,
            "--max-depth",
            "6",
        ]),
        "search with a rule file",
    );
    ok(
        &qili(&[
            "replay",
            "examples/ko-retaken-after-passes.sgf",
            "--rules",
            g,
        ]),
        "replay with a rule file",
    );
    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"base": "ying", "cycle-limit": "none"}"#).unwrap();
    let out = qili(&["search", "cycles", "--rules", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("`cycle-limit`"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn what_a_command_cannot_honour_is_refused_by_name() {
    let out = qili(&["search", "value", "--board", "1x2", "--rules", "japanese"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("territory"), "{err}");
    let dir = std::env::temp_dir().join(format!("qili-rules-nr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("void.toml");
    std::fs::write(&f, "base = \"simple\"\nno-result = \"japanese-style\"\n").unwrap();
    let f = f.to_str().unwrap();
    for args in [
        vec![
            "replay",
            "examples/ko-retaken-after-passes.sgf",
            "--rules",
            f,
        ],
        vec!["search", "cycles", "--board", "1x2", "--rules", f],
    ] {
        let out = qili(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("no-result"), "{args:?}: {err}");
    }
    // `qili shapes` evaluates it: the single ko is cut by simple ko before any recurrence.
    ok(
        &qili(&["shapes", "triple", "--rules", f]),
        "shapes with no-result",
    );
    let out = qili(&["shapes", "triple", "--rules", f, "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Triple ko under simple ko: the start recurs after move 5 with no pass between, and the
    // Japanese-style reading voids the game there.
    assert_eq!(v[0]["outcomes"][0]["verdict"]["kind"], "void", "{v}");
    assert_eq!(v[0]["outcomes"][0]["verdict"]["index"], 5, "{v}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn qili_rules_lists_every_preset_with_sources() {
    let out = qili(&["rules"]);
    ok(&out, "rules");
    let text = String::from_utf8(out.stdout).unwrap();
    for (n, _) in qili::go::Rules::PRESETS {
        assert!(
            text.lines()
                .any(|l| l.starts_with(&format!("{n} ")) || l == n),
            "{n}"
        );
    }
    assert!(text.contains("凡提取熱子須間隔一實手或虛手"));
}
