//! `qili score` on records as they are saved in practice: a seki with a dead stone in an eye, the
//! three forms of `--dead` points, and `--dead gtp:"CMD"` with GNU Go (skipped with a notice
//! unless GNU Go is installed; `QILI_REQUIRE_ORACLES=1` turns a missing GNU Go into a failure).

mod common;

use common::{qili_command, qili_text};
use std::path::Path;

fn results(json: &str) -> Vec<(String, String)> {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["rules"].as_str().unwrap().to_string(),
                r["result"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

const SEKI: &str = "XXXX.OOO/XO.X.O.O/XXXX.OOO";

/// The white stone b2 in Black's seki eye is dead but stays on the board (Japanese
/// 1989 rules, Article 10, and its commentary): no prisoner, no territory in seki, 0. The
/// letter of Article 8 gives the same 0 here (every unit borders the e column, and Article 10
/// applies to it as well); the old count took b2 as a prisoner and printed B+1.
#[test]
fn dead_stones_in_a_seki_eye_are_not_prisoners() {
    let (out, err, code) = qili_text(&[
        "score",
        "--rows",
        SEKI,
        "--dead",
        "b2",
        "--prisoners",
        "0,0",
        "--komi",
        "0",
        "--method",
        "japanese,japanese-1989",
        "--json",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        results(&out),
        [
            ("japanese".to_string(), "Draw".to_string()),
            ("japanese-1989".to_string(), "Draw".to_string())
        ]
    );
}

/// A record with unfilled dame: two walls with an empty column between them. Black's 2x3
/// corner of territory and White's 1x3 count (6 to 3, B+3 at komi 0); the 1989 letter puts
/// both walls "in seki" next to the dame and counts nothing (Draw).
#[test]
fn unfilled_dame_leave_the_territory_a_player_would_count() {
    let (out, err, code) = qili_text(&[
        "score",
        "--rows",
        "..X.O./..X.O./..X.O.",
        "--dead",
        "none",
        "--komi",
        "0",
        "--method",
        "japanese,japanese-1989",
        "--json",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        results(&out),
        [
            ("japanese".to_string(), "B+3".to_string()),
            ("japanese-1989".to_string(), "Draw".to_string())
        ]
    );
}

/// The same dead stone named in the GTP, SGF and numeric forms gives the same count; the letter
/// `i` is refused (GTP skips it) with exit status 2 and the point named.
#[test]
fn dead_points_in_three_forms() {
    for form in ["b2", "B2", "bb", "2:2"] {
        let (out, err, code) = qili_text(&[
            "score", "--rows", SEKI, "--dead", form, "--komi", "0", "--method", "chinese", "--json",
        ]);
        assert_eq!(code, Some(0), "{form}: {err}");
        // Chinese area by hand: Black 10 stones + its eye b2, c2 (b2 taken off) + half of the
        // shared e1-e3 = 13.5; White 8 stones + g2 + 1.5 = 10.5: B+3.
        assert_eq!(results(&out)[0].1, "B+3", "{form}");
    }
    let (_, err, code) = qili_text(&["score", "--rows", SEKI, "--dead", "i1"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("'i1'") && err.contains("skip"), "{err}");
}

fn gnugo() -> Option<&'static str> {
    let path = "/usr/games/gnugo";
    if Path::new(path).exists() {
        return Some(path);
    }
    if std::env::var("QILI_REQUIRE_ORACLES").as_deref() == Ok("1") {
        panic!("GNU Go not found at {path} and QILI_REQUIRE_ORACLES=1: apt-get install gnugo");
    }
    eprintln!("notice: GNU Go not installed, --dead gtp: test skipped");
    None
}

/// `--dead gtp:"gnugo --mode gtp"` on corpus games: the engine's dead stones give GNU Go's own
/// Chinese result (stored by `scripts/gen-corpus.py` from a separate GNU Go run).
#[test]
fn dead_stones_from_gnu_go_over_gtp() {
    let Some(gnugo) = gnugo() else { return };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/9x9");
    let mut checked = 0;
    for n in 1..=40 {
        let sgf = root.join(format!("{n:03}.sgf"));
        let meta = sgf.with_extension("json");
        let Ok(text) = std::fs::read_to_string(&meta) else {
            continue;
        };
        let m: serde_json::Value = serde_json::from_str(&text).unwrap();
        if m["chinese"]["dead"].as_array().unwrap().is_empty() {
            continue;
        }
        let level = m["level"].as_u64().unwrap();
        let cmd = format!("gtp:{gnugo} --mode gtp --chinese-rules --level {level}");
        let (out, err, code) = qili_text(&[
            "score",
            sgf.to_str().unwrap(),
            "--dead",
            &cmd,
            "--method",
            "chinese",
            "--json",
        ]);
        assert_eq!(code, Some(0), "{}: {err}", sgf.display());
        assert_eq!(
            results(&out)[0].1,
            m["chinese"]["final_score"].as_str().unwrap(),
            "{}",
            sgf.display()
        );
        checked += 1;
        if checked == 3 {
            break;
        }
    }
    assert!(checked > 0, "no corpus game with dead stones");
    // A command that cannot start is an input error naming it.
    let (_, err, code) = qili_text(&[
        "score",
        "--rows",
        "X../.../..O",
        "--dead",
        "gtp:/nonexistent/engine",
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("/nonexistent/engine"), "{err}");
}

/// A broken engine behind `--dead gtp:` is an input error naming the engine and what went
/// wrong, never a hang or a panic: one that exits at once (`true`), one that echoes instead of
/// answering GTP and so never ends an answer (`cat`, stopped by the `QILI_GTP_TIMEOUT` limit),
/// and a bad limit.
#[test]
fn a_broken_gtp_engine_is_an_error_naming_it() {
    let run = |engine: &str, timeout: &str| {
        let out = qili_command()
            .args(["score", "--rows", "X../.../..O", "--dead"])
            .arg(format!("gtp:{engine}"))
            .env("QILI_GTP_TIMEOUT", timeout)
            .output()
            .unwrap();
        (
            String::from_utf8_lossy(&out.stderr).to_string(),
            out.status.code(),
        )
    };
    for (engine, timeout, says) in [
        ("true", "5", ["engine true", "exited"]),
        ("cat", "0.5", ["engine cat", "no answer"]),
        ("true", "soon", ["QILI_GTP_TIMEOUT", "seconds"]),
    ] {
        let (err, code) = run(engine, timeout);
        assert_eq!(code, Some(2), "{engine}: {err}");
        assert!(says.iter().all(|s| err.contains(s)), "{engine}: {err}");
    }
}
