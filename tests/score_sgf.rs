//! `qili score FILE.sgf`: the main line is replayed, the final board scored with the SGF's komi
//! (or `--komi`), and `--dead sgf` takes the dead stones from `TB`/`TW`.

use std::process::Command;

mod common;

fn score(sgf: &str, extra: &[&str]) -> (String, String, Option<i32>) {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (sgf, extra).hash(&mut h);
    let path = std::env::temp_dir().join(format!(
        "qili-score-{}-{:x}.sgf",
        std::process::id(),
        h.finish()
    ));
    std::fs::write(&path, sgf).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_qili"))
        .arg("score")
        .arg(&path)
        .args(["--method", "chinese", "--json"])
        .args(extra)
        .output()
        .unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

fn result(json: &str) -> String {
    let v: serde_json::Value = serde_json::from_str(json).expect("JSON");
    v[0]["result"].as_str().unwrap().to_string()
}

#[test]
fn an_sgf_is_replayed_and_scored_with_its_komi() {
    // 3x3: White's corner stone at aa is captured; Black's two stones own the whole board:
    // area 9 to 0, minus komi 0.5 = B+8.5.
    let sgf = "(;FF[4]GM[1]SZ[3]KM[0.5]RU[Chinese];B[ba];W[aa];B[ab];W[];B[])";
    let (out, err, code) = score(sgf, &[]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(result(&out), "B+8.5");
    let (out, _, _) = score(sgf, &["--komi", "2"]);
    assert_eq!(result(&out), "B+7");
}

#[test]
fn dead_stones_from_territory_markings() {
    // 3x3: Black b2 (the centre) and White a1 (bottom-left corner, `ac`). White's stone is
    // marked as Black's territory (TB), so it is dead: Black's area is the whole board, 9.
    let sgf = "(;FF[4]GM[1]SZ[3]KM[0]RU[Chinese];B[bb];W[ac];B[];W[]TB[ac])";
    let (alive, _, _) = score(sgf, &["--dead", "none"]);
    let (dead, err, code) = score(sgf, &["--dead", "sgf"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(result(&dead), "B+9");
    assert_ne!(result(&alive), "B+9");
}

#[test]
fn a_broken_sgf_names_node_and_property() {
    let (_, err, code) = score("(;SZ[3];B[zz])", &[]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("node 1") && err.contains("property B"),
        "{err}"
    );
}

/// The TS-6 play-out of `examples/bent-four.sgf` starts from a set-up position after 64 moves
/// in which White holds 9 black prisoners (`qili_spec::ts::bent_four`). The SGF alone knows
/// neither, so `--prisoners` and `--moves` add them: then Tang-Song gives the hand-derived
/// 17 routes to 18 of `tests/ts6_bent_four.rs` (W+1), Japanese 41 to 42. Without them the
/// nine prisoners are missing from White's count and Black seems to win.
#[test]
fn prisoners_and_moves_before_the_set_up_position_are_added() {
    let run = |extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_qili"))
            .args([
                "score",
                "examples/bent-four.sgf",
                "--dead",
                "none",
                "--json",
            ])
            .args(["--method", "tang-song,japanese"])
            .args(extra)
            .output()
            .unwrap();
        let v = common::json_of(&out);
        let get = |m: &str| {
            let r = v
                .as_array()
                .unwrap()
                .iter()
                .find(|r| r["rules"] == m)
                .unwrap_or_else(|| panic!("no {m} in {v}"));
            (r["black"].as_f64().unwrap(), r["white"].as_f64().unwrap())
        };
        (get("tang-song"), get("japanese"))
    };
    let (ts, jp) = run(&["--prisoners", "0,9", "--moves", "64"]);
    assert_eq!(ts, (17.0, 18.0));
    assert_eq!(jp, (41.0, 42.0));
    let (ts, _) = run(&[]);
    assert!(
        ts.0 > ts.1,
        "without the earlier prisoners Black seems ahead: {ts:?}"
    );
}
