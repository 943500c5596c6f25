//! `qili score FILE.sgf`: the main line is replayed, the final board scored with the SGF's komi
//! (or `--komi`), and `--dead sgf` takes the dead stones from `TB`/`TW`.

mod common;

use common::{qili_command, qili_text};

fn score(sgf: &str, extra: &[&str]) -> (String, String, Option<i32>) {
    let mut args = vec!["--method", "chinese", "--json"];
    args.extend_from_slice(extra);
    score_raw(sgf, &args)
}

/// `qili score FILE.sgf ARGS`: standard output, standard error, exit status.
fn score_raw(sgf: &str, extra: &[&str]) -> (String, String, Option<i32>) {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (sgf, extra).hash(&mut h);
    let path = std::env::temp_dir().join(format!(
        "qili-score-{}-{:x}.sgf",
        std::process::id(),
        h.finish()
    ));
    std::fs::write(&path, sgf).unwrap();
    let path = path.display().to_string();
    let mut args = vec!["score", path.as_str()];
    args.extend_from_slice(extra);
    qili_text(&args)
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
        let out = qili_command()
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

/// A handicap game written for the test: 5x5, two handicap stones (C5 and C4 in GTP terms, SGF
/// `ca` and `cb`), White first, komi 0.5. The columns fill: Black's stones stand on column c,
/// White's on column d, nothing is captured. Counted by hand: Black's area is columns a-c, 15
/// points, White's d-e, 10; margin 5, komi 0.5. Chinese rules give White N = 2 points for the
/// two stones: 15 - 12 - 0.5 = B+2.5 (the record's RE). AGA gives N - 1 = 1 under area
/// counting: B+3.5; the `aga` method counts AGA's territory form, which comes to the same
/// without a bonus: territory 10 and 5, plus the pass stones (Black passed twice, White once,
/// White moved last), 11 - 7 - 0.5 = B+3.5. Japanese territory (10 - 5 - 0.5) and
/// Tromp-Taylor give no bonus: B+4.5.
const HANDICAP_GAME: &str = "(;GM[1]FF[4]SZ[5]KM[0.5]HA[2]RU[Chinese]RE[B+2.5]AB[ca][cb]PL[W]\
     ;W[da];B[cc];W[db];B[cd];W[dc];B[ce];W[dd];B[];W[de];B[];W[])";

fn results(json: &str) -> Vec<(String, String, u64)> {
    let v: serde_json::Value = serde_json::from_str(json).expect("JSON");
    v.as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["rules"].as_str().unwrap().to_string(),
                r["result"].as_str().unwrap().to_string(),
                r["handicap_bonus"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_handicap_game_is_counted_as_its_rules_say() {
    let (out, err, code) = score_raw(
        HANDICAP_GAME,
        &[
            "--method",
            "chinese,aga,japanese,tromp-taylor",
            "--dead",
            "none",
            "--json",
        ],
    );
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        results(&out),
        [
            ("tromp-taylor", "B+4.5", 0),
            ("chinese", "B+2.5", 2),
            ("japanese", "B+4.5", 0),
            ("aga", "B+3.5", 0),
        ]
        .map(|(m, r, b)| (m.to_string(), r.to_string(), b))
    );
    // The same game under AGA rules: the record's RU says which count is the game's.
    let aga = HANDICAP_GAME.replace("RU[Chinese]", "RU[AGA]");
    let (out, err, code) = score_raw(&aga, &["--rules", "aga", "--dead", "none", "--json"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(results(&out)[0].1, "B+3.5");
    // Without HA the stones are counted from the setup, with a warning.
    let no_ha = HANDICAP_GAME.replace("HA[2]", "");
    let (out, err, code) = score(&no_ha, &["--dead", "none"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(results(&out)[0].1, "B+2.5");
    assert!(err.contains("no HA: 2 handicap stones"), "{err}");
    // The same handicap written as two black moves before White's first (as some servers
    // record it): the same count, and a warning that says how it was read.
    let as_moves = HANDICAP_GAME
        .replace("AB[ca][cb]PL[W]", "")
        .replace(";W[da]", ";B[ca];B[cb];W[da]");
    let (out, err, code) = score(&as_moves, &["--dead", "none"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(results(&out)[0].1, "B+2.5");
    assert!(err.contains("handicap given as moves"), "{err}");
    // The table says what was given.
    let (text, err, _) = score_raw(
        HANDICAP_GAME,
        &["--method", "chinese,aga", "--dead", "none"],
    );
    assert!(
        text.contains("handicap: 2 stones; White's bonus, counted in the white column: chinese +2"),
        "{text}{err}"
    );
}

#[test]
fn every_leniency_is_a_warning_on_stderr_and_in_json() {
    // A header before the game, no PL with White moving first after a setup, a third pass.
    let sgf = "From the server\n(;GM[1]SZ[3]KM[0.5]RU[Chinese]AB[ba]AW[bc];W[ab];B[];W[];B[])";
    let (out, err, code) = score(sgf, &["--dead", "none"]);
    assert_eq!(code, Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let warnings: Vec<&str> = v[0]["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_str().unwrap())
        .collect();
    for fragment in ["text before the game", "no PL", "after the game ended"] {
        assert!(
            warnings.iter().any(|w| w.contains(fragment)),
            "{fragment}: {warnings:?}"
        );
        assert!(err.contains(fragment), "{fragment}: {err}");
    }
    // A stone after the end is refused, naming the move.
    let sgf = "(;GM[1]SZ[3]RU[Chinese];B[bb];W[];B[];W[aa])";
    let (_, err, code) = score(sgf, &[]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("move 4") && err.contains("game is over"),
        "{err}"
    );
}

/// A diagram has no `HA`: `--handicap N` says it. The position of the handicap game above
/// (Black's stones on column c, White's on column d): area 15 to 10, komi 0.5; two handicap
/// stones give White 2 under Chinese rules (B+2.5), none without the option (B+4.5).
#[test]
fn a_diagram_takes_its_handicap_from_the_option() {
    let run = |extra: &[&str]| {
        let mut args = vec![
            "score",
            "--rows",
            "..XO./..XO./..XO./..XO./..XO.",
            "--dead",
            "none",
            "--method",
            "chinese",
            "--komi",
            "0.5",
            "--json",
        ];
        args.extend_from_slice(extra);
        let (out, err, code) = qili_text(&args);
        assert_eq!(code, Some(0), "{err}");
        result(&out)
    };
    assert_eq!(run(&[]), "B+4.5");
    assert_eq!(run(&["--handicap", "2"]), "B+2.5");
}
