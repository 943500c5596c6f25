//! One rules vocabulary: every preset name and alias is accepted by every command
//! that takes rules (`replay`, `score`, `search`, `shapes`, `gtp` with `--rules`,
//! `kata-set-rules` and `qili-set-rules`); a rule file written by `qili rules show` is
//! accepted back; what a command cannot honour is refused with a message naming it.

mod common;

use common::qili_command;
use qili::rules::all_names;
use std::io::Write;
use std::process::{Output, Stdio};

/// Runs qili from the repository root (the examples are read from there); a search writes its
/// findings into a scratch folder, never into the repository's `findings/`.
fn run(args: &[&str]) -> Output {
    let mut cmd = qili_command();
    cmd.args(args);
    if args.first() == Some(&"search") && !args.contains(&"--out") {
        let out = std::env::temp_dir().join(format!("qili-rules-out-{}", std::process::id()));
        cmd.arg("--out").arg(out);
    }
    cmd.output().expect("qili runs")
}

fn gtp(rules: &str, input: &str) -> String {
    let mut child = qili_command()
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
            &run(&[
                "replay",
                "examples/ko-retaken-after-passes.sgf",
                "--rules",
                n,
            ]),
            &format!("replay --rules {n}"),
        );
        ok(
            &run(&["score", "--rows", "XX.O/X.OO", "--rules", n]),
            &format!("score --rules {n}"),
        );
        let out = std::env::temp_dir().join(format!("qili-vocab-{}", std::process::id()));
        let searched = run(&[
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
        ]);
        ok(&searched, &format!("search --rules {n}"));
        ok(
            &run(&["shapes", "single", "--rules", n]),
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

/// Before the one rules vocabulary, `qili replay` rejected the search's names and `qili search` rejected the
/// replay's: `psk-4` and `ying-shape` in replay, `chinese` in search.
#[test]
fn the_names_one_command_used_to_reject_now_work() {
    ok(
        &run(&[
            "replay",
            "examples/ko-retaken-after-passes.sgf",
            "--rules",
            "psk-4",
        ]),
        "replay psk-4",
    );
    let out = run(&[
        "replay",
        "examples/ko-retaken-after-passes.sgf",
        "--rules",
        "ying",
    ]);
    ok(&out, "replay ying");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("illegal: none"), "{text}");
    ok(
        &run(&[
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
    let out = run(&["rules", "show", "ying-strict"]);
    ok(&out, "rules show");
    let toml = String::from_utf8(out.stdout).unwrap();
    assert!(toml.contains("ko = \"ying-strict\""), "{toml}");
    let dir = std::env::temp_dir().join(format!("qili-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("mine.toml");
    std::fs::write(&good, &toml).unwrap();
    let g = good.to_str().unwrap();
    ok(
        &run(&[
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
        &run(&[
            "replay",
            "examples/ko-retaken-after-passes.sgf",
            "--rules",
            g,
        ]),
        "replay with a rule file",
    );
    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"base": "ying", "cycle-limit": "none"}"#).unwrap();
    let out = run(&["search", "cycles", "--rules", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("`cycle-limit`"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn what_a_command_cannot_honour_is_refused_by_name() {
    let out = run(&["search", "value", "--board", "1x2", "--rules", "japanese"]);
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
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        // Named as the rule file writes it, not by the type's variant.
        assert!(
            err.contains("no-result = \"japanese-style\""),
            "{args:?}: {err}"
        );
    }
    // `qili solve` reads the file by its path (the slashes are the path's, not `/COUNT`):
    // By hand: Black a2 and White can live nowhere on 1x3, so Black has all three points, +3.
    let out = run(&[
        "solve",
        "--board",
        "1x3",
        "--rules",
        "tests/rules/designer-ying-pass.toml",
    ]);
    ok(&out, "solve with a rule file");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Black +3"), "{text}");
    // `qili shapes` evaluates it: the single ko is cut by simple ko before any recurrence.
    ok(
        &run(&["shapes", "triple", "--rules", f]),
        "shapes with no-result",
    );
    let out = run(&["shapes", "triple", "--rules", f, "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Triple ko under simple ko: the start recurs after move 5 with no pass between, and the
    // Japanese-style reading voids the game there.
    assert_eq!(v[0]["outcomes"][0]["verdict"]["kind"], "void", "{v}");
    assert_eq!(v[0]["outcomes"][0]["verdict"]["index"], 5, "{v}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn qili_rules_lists_every_preset_with_sources() {
    let out = run(&["rules"]);
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

/// The status of one rule-level check in `qili audit --rules ... --json`.
fn check_status(report: &serde_json::Value, id: &str) -> String {
    report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("no check {id}: {report}"))["evidence"]["status"]
        .as_str()
        .unwrap()
        .to_string()
}

/// `qili audit --rules FILE` on a designer's TOML file (tests/rules/designer-ying-pass.toml,
/// `ying-pass` on top of `ying`). Expected values derived by hand: the single ko may not be
/// retaken at once but may after White's pass and Black's move elsewhere, or after a threat
/// and its answer (YG-12); a lone stone capturing itself changes nothing and is forbidden
/// (YG-6); `ying-pass` restarts its count at every pass, so a pass once per turn keeps a 1x2
/// cycle going for ever (the witness of findings/YG-14/infinite-ying-pass-1x2.sgf): every
/// game ends fails; the cycles with passes in them (sending two returning one, double ko,
/// double-ko seki, molasses ko) go on for ever; four passes end the game, play resumes
/// after two (YG-8); Black's one prisoner is handed back at his pass (TS-10).
#[test]
fn the_audit_runs_its_rule_level_checks_on_a_designers_file() {
    let f = "tests/rules/designer-ying-pass.toml";
    let out = run(&["audit", "--rules", f, "--json"]);
    ok(&out, "audit --rules FILE --json");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["rules"]["ko"], "ying-pass", "{v}");
    assert_eq!(v["rules"]["komi"], 7.5, "{v}");
    assert_eq!(v["rules"]["passes"], "hand-over-a-prisoner", "{v}");
    assert_eq!(check_status(&v, "hot-stone-retake"), "holds");
    assert_eq!(check_status(&v, "no-change"), "holds");
    assert_eq!(check_status(&v, "every-game-ends"), "fails");
    assert_eq!(check_status(&v, "every-shape-decided"), "fails");
    assert_eq!(check_status(&v, "passes-end-the-game"), "holds");
    assert_eq!(check_status(&v, "pass-kinds"), "holds");
    let text = v.to_string();
    for endless in ["sending two returning one", "double ko", "molasses ko"] {
        assert!(text.contains(endless), "{endless}");
    }
    assert!(text.contains("4 consecutive passes end the game"), "{text}");
    // The text form says the same and exits 0.
    let out = run(&["audit", "--rules", f]);
    ok(&out, "audit --rules FILE");
    let t = String::from_utf8(out.stdout).unwrap();
    assert!(t.contains("every-game-ends") && t.contains("fails"), "{t}");
    // A preset works the same way: positional superko cuts every named cycle (each turn brings
    // the start board back), and two passes end a Tromp-Taylor game.
    let out = run(&["audit", "--rules", "tromp-taylor", "--json"]);
    ok(&out, "audit --rules tromp-taylor");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(check_status(&v, "every-shape-decided"), "holds");
    assert!(v.to_string().contains("2 consecutive passes end the game"));
    // Simple ko (japanese) leaves the triple ko endless.
    let out = run(&["audit", "--rules", "japanese", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(check_status(&v, "every-shape-decided"), "fails");
}

/// A bad rule file makes `qili audit --rules` exit 2 with the key named.
#[test]
fn the_audit_names_the_bad_key_of_a_rule_file() {
    let dir = std::env::temp_dir().join(format!("qili-audit-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text, key) in [
        (
            "ko.toml",
            "base = \"ying\"\nko = \"ying-sideways\"\n",
            "`ko`",
        ),
        ("passes.toml", "passes = \"sideways\"\n", "`passes`"),
        (
            "unknown.toml",
            "base = \"ying\"\nhot-stones = 2\n",
            "`hot-stones`",
        ),
    ] {
        let f = dir.join(name);
        std::fs::write(&f, text).unwrap();
        let out = run(&["audit", "--rules", f.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(key), "{name}: {err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
