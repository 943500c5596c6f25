//! `qili replay` from the command line: text and JSON output, illegal moves reported with
//! exit status 0, unreadable files with exit status 2.

mod common;

fn replay(sgf: &str, extra: &[&str]) -> (i32, String, String) {
    let dir = std::env::temp_dir().join(format!("qili-engine-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("g{}.sgf", sgf.len() ^ extra.len()));
    std::fs::write(&path, sgf).unwrap();
    let out = common::qili_command()
        .arg("replay")
        .arg(&path)
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn replay_prints_the_final_board_and_prisoners() {
    // Black captures the white stone at the top-left corner (a9 in the guide's naming).
    let (code, out, _) = replay("(;GM[1]FF[4]SZ[3]RU[Chinese];B[ba];W[aa];B[ab])", &[]);
    assert_eq!(code, 0);
    assert!(out.starts_with(".X.\nX..\n...\n"), "{out}");
    assert!(out.contains("prisoners: black 1, white 0"), "{out}");
    assert!(out.contains("illegal: none"), "{out}");
}

#[test]
fn replay_json_reports_the_first_illegal_move() {
    // White retakes the ko at once: simple ko forbids it (move 2).
    let sgf = "(;GM[1]FF[4]SZ[4:3]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb];B[aa])";
    let (code, out, _) = replay(sgf, &["--json", "--rules", "japanese"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["width"], 4);
    assert_eq!(v["height"], 3);
    assert_eq!(v["moves"], 1);
    assert_eq!(v["prisoners"]["black"], 1);
    assert_eq!(v["illegal"]["move"], 2);
    assert!(v["illegal"]["reason"].as_str().unwrap().contains("repeats"));
    assert_eq!(v["board"][1], "X.XO");
}

#[test]
fn unreadable_files_and_bad_rules_exit_2() {
    let (code, _, err) = replay("(;SZ[5];B[aa];W[zz])", &[]);
    assert_eq!(code, 2);
    assert!(
        err.contains("node 2") && err.contains("property W"),
        "{err}"
    );
    let (code, _, err) = replay("(;SZ[5])", &["--rules", "klingon"]);
    assert_eq!(code, 2);
    assert!(err.contains("klingon"), "{err}");
}

#[test]
fn unknown_ru_warns() {
    let (code, out, err) = replay("(;SZ[2]RU[Martian];B[aa])", &[]);
    assert_eq!(code, 0);
    assert!(
        err.contains("Martian") && err.contains("tromp-taylor"),
        "{err}"
    );
    assert!(out.contains("rules: tromp-taylor"), "{out}");
}

/// YG-8 (003 虛手: 單官著完,雙方虛手,著手休止 … 變方再虛手,著手終了) in the text output, by
/// hand: two passes suspend play; a real move after them resumes it (the game is not
/// suspended any more, and the next two passes end it); those two passes end it.
#[test]
fn replay_says_suspended_resumed_and_over_under_ying() {
    let over = |sgf: &str| {
        let (code, out, _) = replay(sgf, &["--rules", "ying"]);
        assert_eq!(code, 0, "{out}");
        out.lines()
            .find(|l| l.starts_with("over:"))
            .unwrap()
            .to_string()
    };
    assert_eq!(over("(;GM[1]FF[4]SZ[3];B[];W[])"), "over: no (suspended)");
    assert_eq!(
        over("(;GM[1]FF[4]SZ[3];B[];W[];B[bb])"),
        "over: no (resumed after a suspension: the next two passes end it)"
    );
    assert_eq!(
        over("(;GM[1]FF[4]SZ[3];B[];W[];B[bb];W[];B[])"),
        "over: yes"
    );
}
