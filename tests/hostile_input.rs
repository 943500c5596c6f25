//! Hostile and huge input: every case runs the built `qili` binary and checks that
//! bad input is exit status 2 with a message naming the problem and its place (never a panic,
//! 101, or an abort, 134), that GTP answers every line and keeps running, and that large files
//! are read within a memory limit.

mod common;

use common::{qili_command, QILI};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = qili_command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("qili runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin)
        .expect("write stdin");
    child.wait_with_output().expect("qili ends")
}

/// A scratch directory of one test (tests run in parallel).
fn scratch(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("qili-hostile-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> String {
    let p = dir.join(name);
    std::fs::write(&p, bytes).expect("write temp file");
    p.display().to_string()
}

/// A main line of `n` moves on 19x19, each node `;B[xy]` (6 bytes): Black fills rows 1-9
/// and White rows 11-19 point by point (no capture: row 10 stays empty), then both start
/// again from their first point, so move 343 is Black's on an occupied point.
fn long_game(n: usize) -> String {
    let mut s = String::from("(;FF[4]GM[1]SZ[19]RU[Chinese]");
    for i in 0..n {
        let k = (i / 2) % 171;
        let (x, y) = (k % 19, k / 19 + if i % 2 == 0 { 0 } else { 10 });
        let (x, y) = ((b'a' + x as u8) as char, (b'a' + y as u8) as char);
        s.push_str(&format!(";{}[{x}{y}]", if i % 2 == 0 { 'B' } else { 'W' }));
    }
    s.push(')');
    s
}

/// Exit status 2 and every fragment in the message.
fn expect_input_error(name: &str, out: &Output, fragments: &[&str]) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{name}: exit {:?}\nstderr: {err}\nstdout: {}",
        out.status,
        String::from_utf8_lossy(&out.stdout)
    );
    for f in fragments {
        assert!(err.contains(f), "{name}: '{f}' not in: {err}");
    }
}

#[test]
fn every_bad_input_is_status_2_naming_the_problem_and_place() {
    let dir = scratch("every");
    let parens = write(&dir, "parens.sgf", "(".repeat(100_000).as_bytes());
    let mut nested = String::from("(;FF[4]SZ[9]");
    for i in 0..20_000 {
        nested.push_str(if i % 2 == 0 { "(;B[aa]" } else { "(;W[bb]" });
    }
    nested.push_str(&")".repeat(20_001));
    let deep = write(&dir, "deep.sgf", nested.as_bytes());
    let big = write(&dir, "big.sgf", long_game(2_000).as_bytes());
    let setup = write(&dir, "setup.sgf", b"(;SZ[19]AB[aa:ss]AW[]);B[aa])");
    let huge_ab = write(&dir, "huge_ab.sgf", b"(;SZ[19];AB[aa:ss];AB[aa:ss])");
    let bad_ca = write(&dir, "ca.sgf", b"(;FF[4]CA[Klingon]SZ[9];B[aa])");
    let bad_move = write(&dir, "off.sgf", b"(;SZ[9];B[ee];W[zz])");
    let start = "start";
    let advisor_a1 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/ANBAKABNR w";
    let kings_facing = "4k4/9/9/9/9/9/9/9/9/4K4 w";
    let cases: Vec<(&str, Vec<&str>, Vec<&str>)> = vec![
        // SGF: stated limits, each error naming the limit and the place.
        (
            "100,000 '(' and nothing else",
            vec!["replay", &parens],
            vec!["parens.sgf", "line 1, column 2", "must start with a node"],
        ),
        (
            "variations nested 20,000 deep",
            vec!["replay", &deep],
            // 12 bytes of root, then 7 a level: the 10,000th nested '(' is at byte 70,006.
            vec![
                "deep.sgf",
                "line 1, column 70006",
                "nested more than 10000",
                "--max-sgf-depth",
            ],
        ),
        (
            "more nodes than --max-sgf-nodes",
            vec!["replay", &big, "--max-sgf-nodes", "1000"],
            vec![
                "big.sgf",
                "node 1000",
                "more than 1000 nodes",
                "--max-sgf-nodes",
            ],
        ),
        (
            "more bytes than --max-sgf-bytes",
            vec!["score", &big, "--max-sgf-bytes", "5000"],
            vec!["big.sgf", "more than 5000", "--max-sgf-bytes"],
        ),
        (
            "more setup points than --max-sgf-setup",
            vec!["replay", &huge_ab, "--max-sgf-setup", "400"],
            vec![
                "huge_ab.sgf",
                "node 2",
                "more than 400 setup points",
                "--max-sgf-setup",
            ],
        ),
        (
            "an empty AW value",
            vec!["replay", &setup],
            vec!["setup.sgf", "node 0 property AW", "bad point ''"],
        ),
        (
            "an unknown CA",
            vec!["score", &bad_ca],
            vec!["ca.sgf", "node 0 property CA", "Klingon"],
        ),
        (
            "a move off the board, GTP-free path",
            vec!["replay", &bad_move],
            vec!["off.sgf", "node 2 property W", "off the 9x9 board"],
        ),
        // Numbers.
        (
            "--komi nan",
            vec!["score", "--rows", "X.O", "--komi", "nan"],
            vec!["--komi", "finite"],
        ),
        (
            "--komi inf",
            vec!["score", "--rows", "X.O", "--komi", "inf"],
            vec!["--komi", "finite"],
        ),
        (
            "--komi 1e400",
            vec!["score", "--rows", "X.O", "--komi", "1e400"],
            vec!["--komi"],
        ),
        (
            "--prisoners beyond any game",
            vec![
                "score",
                "--rows",
                "X.O",
                "--prisoners",
                "18446744073709551615,0",
            ],
            vec!["--prisoners", "0..=300"],
        ),
        (
            "--prisoners negative",
            vec!["score", "--rows", "X.O", "--prisoners=-1,0"],
            vec!["--prisoners", "'-1'"],
        ),
        (
            "--passes beyond any game",
            vec!["score", "--rows", "X.O", "--passes", "0,301"],
            vec!["--passes 301", "0..=300"],
        ),
        (
            "--moves beyond any game",
            vec!["score", "--rows", "X.O", "--moves", "100000"],
            vec!["--moves 100000", "0..=300"],
        ),
        // One meaning per character in a diagram.
        (
            "'#' in --rows",
            vec!["score", "--rows", "#X.O/X.OO/XXOO"],
            vec!["--rows row 1, column 1", "'#'"],
        ),
        (
            "an empty row",
            vec!["score", "--rows", "XX.O//X.OO"],
            vec!["--rows row 2 is empty"],
        ),
        (
            "a block without a liberty",
            vec!["score", "--rows", "OX./X../..."],
            vec!["row 1, column 1", "no liberty", "--allow-dead-blocks"],
        ),
        // Xiangqi: one FEN validator for every command.
        (
            "perft 30000 plies",
            vec!["xq", "perft", start, "30000"],
            vec!["depth 30000", "more than 16"],
        ),
        (
            "xq judge, an advisor on a1",
            vec!["xq", "judge", advisor_a1, "h2e2"],
            vec!["bad FEN", "advisor"],
        ),
        (
            "xq-judge, kings facing",
            vec!["xq-judge", kings_facing, "e0d0"],
            vec!["bad FEN", "king"],
        ),
        (
            "xq perft, kings facing",
            vec!["xq", "perft", kings_facing, "1"],
            vec!["bad FEN", "king"],
        ),
        (
            "xq legal, an advisor on a1",
            vec!["xq", "legal", advisor_a1],
            vec!["bad FEN", "advisor"],
        ),
        // Searches: depth bounded before any recursion.
        (
            "search --max-depth 30000",
            vec!["search", "cycles", "--max-depth", "30000"],
            vec!["--max-depth 30000", "more than 1000"],
        ),
        // The audit's filter.
        (
            "audit --only NOPE",
            vec!["audit", "--only", "NOPE"],
            vec!["--only NOPE", "'NOPE'"],
        ),
    ];
    for (name, args, fragments) in &cases {
        let out = run(args, b"");
        expect_input_error(name, &out, fragments);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn xq_commands_accept_start_alike() {
    for args in [
        vec!["xq", "perft", "start", "2"],
        vec!["xq", "legal", "start"],
        vec!["xq", "show", "start"],
        vec!["xq", "judge", "start", "h2e2", "h9g7"],
        vec!["xq-judge", "start", "h2e2", "h9g7"],
    ] {
        let out = run(&args, b"");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // 44 legal first moves for Red (the standard perft count), 44 * 44 = 1920 at depth 2.
    let out = run(&["xq", "perft", "start", "2"], b"");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.trim().lines().last(), Some("1920"), "{text}");
}

/// The GTP responses of a session: the text between the blank lines.
fn gtp(input: &[u8], args: &[&str]) -> Vec<String> {
    let mut all = vec!["gtp"];
    all.extend_from_slice(args);
    let out = run(&all, input);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("GTP answers in UTF-8")
        .split("\n\n")
        .filter(|r| !r.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn gtp_answers_every_line_whatever_its_bytes() {
    let r = gtp(b"1 name\n2 \xff\xfe\n3 name\n", &[]);
    assert_eq!(r.len(), 3, "{r:?}");
    assert_eq!(r[0], "=1 qili");
    assert!(
        r[1].starts_with("?2 ") && r[1].contains("not UTF-8"),
        "{r:?}"
    );
    assert_eq!(r[2], "=3 qili");
    // Control characters are dropped; a NUL does not end the engine.
    let r = gtp(b"na\0me\n\x01\n4 version\n", &[]);
    assert_eq!(r[0], "= qili", "{r:?}");
    assert!(r[1].starts_with("=4 "), "{r:?}");
    // A line longer than the limit is answered and skipped.
    let mut long = b"5 ".to_vec();
    long.extend(std::iter::repeat_n(b'x', (1 << 20) + 10));
    long.extend_from_slice(b"\n6 name\n");
    let r = gtp(&long, &[]);
    assert!(
        r[0].starts_with("?5 ") && r[0].contains("longer than"),
        "{r:?}"
    );
    assert_eq!(r[1], "=6 qili");
}

#[test]
fn gtp_genmove_always_answers_a_move_and_komi_is_checked() {
    // 1x1 after two passes: the game is over; genmove still answers a move.
    let r = gtp(
        b"boardsize 1\nclear_board\nplay b pass\nplay w pass\ngenmove b\ngenmove w\nkomi nan\nkomi 1e400\nkomi inf\nkomi 7.5\n",
        &[],
    );
    assert_eq!(r[4], "= pass", "{r:?}");
    assert_eq!(r[5], "= pass", "{r:?}");
    for (i, k) in [(6, "nan"), (7, "1e400"), (8, "inf")] {
        assert!(
            r[i].starts_with("? ") && r[i].contains("komi"),
            "komi {k}: {r:?}"
        );
    }
    assert_eq!(r[9], "=");
}

#[test]
fn one_file_one_answer_in_every_command() {
    let dir = scratch("one");
    // GB2312: a comment "黑棋" (0xBA 0xDA 0xC6 0xE5) and a rule name the reader uses.
    let mut bytes = b"(;FF[4]GM[1]CA[GB2312]SZ[5]RU[Chinese]C[".to_vec();
    bytes.extend_from_slice(b"\xba\xda\xc6\xe5");
    bytes.extend_from_slice(b"];B[cc];W[dd];B[];W[])");
    let gb = write(&dir, "gb.sgf", &bytes);
    // No CA and a Latin-1 comment byte.
    let latin = write(
        &dir,
        "latin.sgf",
        b"(;FF[4]SZ[5]C[caf\xe9];B[cc];W[dd];B[];W[])",
    );
    for f in [&gb, &latin] {
        let out = run(&["replay", f], b"");
        assert_eq!(
            out.status.code(),
            Some(0),
            "replay {f}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let out = run(&["score", f], b"");
        assert_eq!(
            out.status.code(),
            Some(0),
            "score {f}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let r = gtp(format!("loadsgf {f}\nshowboard\n").as_bytes(), &[]);
        assert_eq!(r[0], "=", "loadsgf {f}: {r:?}");
        assert!(r[1].contains("O"), "{r:?}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn search_graph_stops_at_its_budget_and_says_why() {
    let out = run(
        &["search", "graph", "--board", "4x4", "--budget", "20000"],
        b"",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("stopped") && text.contains("--budget"),
        "{text}"
    );
    let out = run(
        &["search", "graph", "--board", "4x4", "--max-memory-mb", "8"],
        b"",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("stopped") && text.contains("--max-memory-mb"),
        "{text}"
    );
    let out = run(
        &["search", "graph", "--board", "4x4", "--max-depth", "3"],
        b"",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("stopped") && text.contains("--max-depth"),
        "{text}"
    );
}

/// Output into a pipe nobody reads (`qili ... | head` after `head` has gone) ends the run quietly
/// with status 0: no panic (101) and no backtrace. The reading end is closed before qili starts,
/// so its first write fails whatever the output's size.
#[test]
fn output_into_a_closed_pipe_is_a_quiet_end() {
    let table = concat!(env!("CARGO_MANIFEST_DIR"), "/findings/solve/table.json");
    let cases: [&[&str]; 4] = [
        &["rules"],
        &["solve", "--render", table, "--format", "json"],
        &["shapes"],
        &["xq", "perft", "start", "2"],
    ];
    for args in cases {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = qili_command()
            .args(args)
            .stdin(Stdio::null())
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .expect("qili runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "qili {args:?}: {err}");
        assert!(!err.contains("panicked"), "qili {args:?}: {err}");
    }
}

/// Peak resident memory of a command in kB, from `/usr/bin/time -v`, if that is installed.
fn peak_kb(cmd: &str) -> Option<u64> {
    let out = Command::new("/usr/bin/time")
        .args(["-v", "sh", "-c", cmd])
        .output()
        .ok()?;
    let err = String::from_utf8_lossy(&out.stderr);
    err.lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("Maximum resident set size (kbytes): ")
        })
        .and_then(|v| v.trim().parse().ok())
}

/// Large files read under a 1 GB address-space limit (`ulimit -v`): a 20,000-move main line
/// (once a stack overflow) in replay, score and GTP loadsgf, and a 5.4 MB file of 900,000
/// moves in replay. The peak memory is printed (`--nocapture` to see it).
#[test]
fn large_files_within_a_memory_limit() {
    let dir = scratch("large");
    let g20k = write(&dir, "g20k.sgf", long_game(20_000).as_bytes());
    let g900k = write(&dir, "g900k.sgf", long_game(900_000).as_bytes());
    let bin = QILI;
    let limited = |args: &str, stdin: &str| {
        let cmd = format!("ulimit -v 1048576; {stdin} '{bin}' {args}");
        let out = Command::new("sh")
            .args(["-c", &cmd])
            .output()
            .expect("sh runs");
        (out, cmd)
    };
    // The replay reads the whole tree and stops at the first occupied point (move 343).
    for f in [&g20k, &g900k] {
        let (out, cmd) = limited(&format!("replay '{f}'"), "");
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{cmd}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(text.contains("illegal: move 343"), "{text}");
        if let Some(kb) = peak_kb(&cmd) {
            eprintln!("peak memory of `qili replay` on {f}: {kb} kB");
        }
    }
    // score names the illegal move; loadsgf loads what is legal and keeps running.
    let (out, _) = limited(&format!("score '{g20k}'"), "");
    expect_input_error("score 20k", &out, &["g20k.sgf", "move 343"]);
    let (out, _) = limited("gtp", &format!("printf 'loadsgf {g20k}\\nname\\n' |"));
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("= qili"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

/// `qili replay` on records servers write: warnings on standard error and in `--json`, and
/// the refusals name node, property and cause.
#[test]
fn replay_reads_server_records_with_warnings() {
    let dir = scratch("records");
    let fox = write(
        &dir,
        "fox.sgf",
        b"(;GM[1]FF[4]AP[foxwq]CA[EUC-CN]SZ[9]KM[375];B[ee];W[cc];B[];W[];B[])",
    );
    let out = run(&["replay", &fox, "--json"], b"");
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let warnings = v["warnings"].to_string();
    let stderr = String::from_utf8_lossy(&out.stderr);
    for fragment in ["KM[375] read as komi 7.5", "EUC-CN", "after the game ended"] {
        assert!(warnings.contains(fragment), "{fragment}: {warnings}");
        assert!(stderr.contains(fragment), "{fragment}: {stderr}");
    }
    assert_eq!(v["moves"], 4);
    let mid = write(&dir, "mid.sgf", b"(;SZ[9];B[ee];W[cc];AE[ee];B[dd])");
    let out = run(&["replay", &mid], b"");
    expect_input_error(
        "setup mid-game",
        &out,
        &["mid.sgf", "node 3 property AE", "after move 2"],
    );
}
