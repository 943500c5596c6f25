//! `qili score` from the command line: the table, the JSON fields, and errors for bad input.

mod common;

use common::qili;

const HZ_EX1: &str = ".X.XXO./.XXXO.O/..XOOOO/XXXXOXO/OOOXXXX/O.XOOXX/.OOOOOX";

#[test]
fn json_has_the_fields_the_issue_names() {
    let out = qili(&[
        "score",
        "--rows",
        HZ_EX1,
        "--dead",
        "c2",
        "--prisoners",
        "1,1",
        "--moves",
        "42",
        "--method",
        "chinese,hz-routes",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let a = v.as_array().unwrap();
    assert_eq!(a.len(), 2);
    for key in [
        "rules", "black", "white", "margin", "komi", "result", "unit",
    ] {
        assert!(a[0].get(key).is_some(), "missing {key}");
    }
    // HZ-EX1: Chinese area Black 24, White 25; routes B+1.
    assert_eq!(a[0]["black"], 24.0);
    assert_eq!(a[0]["white"], 25.0);
    assert_eq!(a[1]["result"], "B+1");
    assert_eq!(a[1]["unit"], "routes");
}

#[test]
fn the_table_lists_every_method() {
    let out = qili(&["score", "--rows", "XX.O/X.OO", "--dead", "none"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for m in [
        "tromp-taylor",
        "chinese",
        "japanese",
        "aga",
        "hz-routes",
        "tang-song",
        "ying",
        "ying-yg17",
        "ying-yg18",
        "ying-black-bowl",
        "jpd-equal",
    ] {
        assert!(text.contains(m), "{m} missing:\n{text}");
    }
}

#[test]
fn bad_input_is_named_with_exit_status_2() {
    let out = qili(&["score", "--rows", "XX/X?"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("row 2, column 2"));
    let out = qili(&["score", "--rows", "XX/X.", "--dead", "b1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("b1"));
    let out = qili(&["score", "--rows", "XX/X.", "--method", "nope"]);
    assert_eq!(out.status.code(), Some(2));
}

/// `X..` on 1x3 under `jpd-equal`: the completion leaves a3 next to no stone, which 000 推论3
/// counts for nobody (子点 and 气点 only); the ideal-completion count splits it, and the table
/// says so in a note under it, where the -as-reached count gives Black its stone and liberty
/// only (2 to 0, by hand).
#[test]
fn the_table_shows_the_notes_a_point_next_to_no_stone_included() {
    let out = qili(&[
        "score",
        "--rows",
        "X..",
        "--dead",
        "none",
        "--method",
        "jpd-equal,jpd-equal-as-reached",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.lines().any(|l| l.starts_with("note (jpd-equal): ")
            && l.contains("1 empty point(s) next to no stone")),
        "{text}"
    );
    let reached = text
        .lines()
        .find(|l| l.starts_with("jpd-equal-as-reached "))
        .expect("the row");
    let cols: Vec<&str> = reached.split_whitespace().collect();
    assert_eq!((cols[1], cols[2]), ("2", "0"), "{reached}");
}

/// TS-2 with the dame (无路官子) filled in turn first (002 图二 双方将带“圈”记号的无路官子补上):
/// `.X.X.O.O./XXXXXOOOO`, one pass a side. By hand: Black's territory a1, c1 and White's g1, i1
/// are each one group's two points (TS-3), so no routes; each side fills its pass stone, -1
/// each. After 15 moves (Black last) White fills the dame e1: 16 moves, even, a draw, the
/// same as the record with White's e1 played. After 16 moves with White's second pass (White
/// last; routes -1 / -2) Black fills e1: 17, odd, so White, who did not move last, pays a
/// route: -1 / -3, B+2.
#[test]
fn an_odd_record_with_a_dame_left_is_counted_with_the_dame_filled_in_turn() {
    let route_row_passes = |rows: &str, moves: &str, passes: &str| {
        let out = qili(&[
            "score",
            "--rows",
            rows,
            "--dead",
            "none",
            "--moves",
            moves,
            "--passes",
            passes,
            "--method",
            "tang-song",
        ]);
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
    };
    let route_row = |rows: &str, moves: &str| route_row_passes(rows, moves, "1,1");
    let margin = |text: &str| -> (String, String) {
        let row = text
            .lines()
            .find(|l| l.starts_with("tang-song "))
            .expect("the row");
        let cols: Vec<&str> = row.split_whitespace().collect();
        (cols[3].to_string(), cols[5].to_string())
    };
    let cut = route_row(".X.X.O.O./XXXXXOOOO", "15");
    assert_eq!(margin(&cut), ("0".into(), "Draw".into()), "{cut}");
    assert!(cut.contains("even, no balancing move"), "{cut}");
    let filled = route_row(".X.XOO.O./XXXXXOOOO", "16");
    assert_eq!(margin(&filled), ("0".into(), "Draw".into()), "{filled}");
    let cut = route_row_passes(".X.X.O.O./XXXXXOOOO", "16", "1,2");
    assert_eq!(margin(&cut), ("2".into(), "B+2".into()), "{cut}");
    assert!(!cut.contains("warning"), "{cut}");
    assert!(
        cut.contains("White's balancing last move costs White one route"),
        "{cut}"
    );
}

/// 001 ⑤'s 等子比路 and TS-2's balance read the move count: a count the board cannot have come
/// from is warned about, in the text (standard error) and the JSON. `.X.X.O.O./XXXXXOOOO` has
/// 7 black and 6 white stones: after 13 moves (Black first: 7 and 6) the history fits; after 14
/// White would have made 7 moves with 6 stones and no pass.
#[test]
fn a_move_count_the_board_cannot_have_come_from_is_warned_about() {
    let run = |moves: &str, json: bool| {
        let mut args = vec![
            "score",
            "--rows",
            ".X.X.O.O./XXXXXOOOO",
            "--dead",
            "none",
            "--moves",
            moves,
        ];
        if json {
            args.push("--json");
        }
        let out = qili(&args);
        assert!(out.status.success());
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (_, err) = run("13", false);
    assert!(!err.contains("warning"), "{err}");
    let (_, err) = run("14", false);
    assert!(
        err.contains("account for Black 7 (stones placed and passes) and White 6"),
        "{err}"
    );
    let (json, _) = run("14", true);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let w = v[0]["warnings"][0].as_str().unwrap_or_default();
    assert!(w.contains("means Black 7 moves and White 7"), "{json}");
}
