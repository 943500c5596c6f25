//! `qili xq judge` end to end (mostly through its old spelling `qili xq-judge`, which the
//! audit's evidence prints): its JSON fields, clear errors on bad input, and the two spellings
//! giving the same output.

mod common;

use common::qili;

/// A position and the eight moves after which a cycle has formed: Red's chariot checks from
/// a9 and a8, Black's king steps between d9 and d8.
const CYCLE: [&str; 9] = [
    "3k5/R8/9/9/9/9/9/9/9/5K3 w",
    "a8a9",
    "d9d8",
    "a9a8",
    "d8d9",
    "a8a9",
    "d9d8",
    "a9a8",
    "d8d9",
];

#[test]
fn json_has_the_fields_of_the_issue() {
    // Three more rounds: the stop of 第十章, where the game is adjudicated.
    let more = ["a8a9", "d9d8", "a9a8", "d8d9", "a8a9", "d9d8", "--json"];
    let out = qili(&[&["xq-judge"], &CYCLE[..], &more].concat());
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
    let out = qili(&[&["xq-judge"], &CYCLE[..], &["--json"]].concat());
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

/// `qili xq judge` is the command; `qili xq-judge`, the spelling the audit's evidence and the
/// findings print, is a hidden alias: the same standard output, standard error and exit status
/// for a judged cycle (text and JSON, both schemes), a bad FEN and an illegal move, and absent
/// from `qili --help`'s list of commands.
#[test]
fn xq_judge_is_a_hidden_alias_of_xq_judge() {
    let cases: Vec<Vec<&str>> = vec![
        CYCLE.to_vec(),
        [&CYCLE[..], &["--json"]].concat(),
        [&CYCLE[..], &["--scheme", "2", "--json"]].concat(),
        vec!["4k4/9 w", "a0a1"],
        vec!["3k5/R8/9/9/9/9/9/9/9/5K3 w", "a8b7"],
    ];
    for case in &cases {
        let new = qili(&[&["xq", "judge"], &case[..]].concat());
        let old = qili(&[&["xq-judge"], &case[..]].concat());
        assert_eq!(new.status.code(), old.status.code(), "{case:?}");
        assert_eq!(new.stdout, old.stdout, "{case:?}");
        assert_eq!(new.stderr, old.stderr, "{case:?}");
        assert!(!new.stdout.is_empty() || !new.stderr.is_empty(), "{case:?}");
    }
    let help = qili(&["--help"]);
    assert!(help.status.success());
    let text = String::from_utf8_lossy(&help.stdout);
    assert!(
        text.lines().any(|l| l.trim_start().starts_with("xq ")),
        "{text}"
    );
    assert!(
        !text.lines().any(|l| l.trim_start().starts_with("xq-judge")),
        "{text}"
    );
}

/// `qili xq judge --json` on `fen` with `period` played four times (two periods form the
/// cycle, the next two rounds are within the stop: natures only are read here).
fn judged(fen: &str, period: [&str; 4]) -> serde_json::Value {
    let moves: Vec<&str> = period.iter().copied().cycle().take(16).collect();
    let out = qili(&[&["xq", "judge", fen], &moves[..], &["--json"]].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["cycle"], true, "{fen}");
    v
}

/// The nature and the reason of the `k`-th cycle move.
fn nature(v: &serde_json::Value, k: usize) -> (String, String) {
    let m = &v["moves"][k];
    (
        m["nature"].as_str().unwrap().to_string(),
        m["detail"].as_str().unwrap().to_string(),
    )
}

/// 被逼吃, 從沒逼到逼 (004 第六章 一 2), derived by hand. Red: king d0, chariot i9/i8, horse h6;
/// Black: king e9, advisors e8 f9, chariot g5, horse a9/b7 (its shuffle touches nothing). With
/// the chariot on i8, Red moving again sacrifices the horse with check, h6g8 (leg h7 empty;
/// g8 checks e9 over the empty leg f8). Black's only reply is g5g8: e8 and f9 hold its own
/// advisors, d9 faces the red king on the open d-file, nothing reaches f8. The chariot then
/// takes on g8 (h8 empty), where nothing black can take back: "對方被逼的首先吃子不屬于推算中的首吃,
/// 但要納入子力得失計算": the horse given (2) counts, the first capture is Red's, 4 - 2 = +2. From
/// i9 the chariot cannot reach g8, so before the move the chariot g5 cannot be won:
/// 從沒逼到逼 is 從沒擊到擊 (第四章 一: 擊 含將軍或連續將軍后), a chase of a newly attacked piece
/// (第五章 四 3 (a)); the move back is idle.
#[test]
fn forced_capture_from_none_is_a_chase_of_a_newly_attacked_piece() {
    let v = judged(
        "n3ka2R/4a4/9/7N1/6r2/9/9/9/9/3K5 w",
        ["i9i8", "a9b7", "i8i9", "b7a9"],
    );
    let (n, d) = nature(&v, 0);
    assert_eq!(n, "chase", "{d}");
    assert!(
        d.contains("chase chariot g5 (newly attacked; gain after 2 by h6g8 g5g8 i8g8"),
        "{d}"
    );
    assert_eq!(nature(&v, 2).0, "idle");
    assert_eq!(nature(&v, 1).0, "idle");
}

/// 被逼吃, 從逼到逼 (004 第六章 一 2), derived by hand: the forced line stands before and after the
/// move, so the piece first taken is the same and the move is a chase only with a new gain
/// (第五章 四 3 (b), 第六章 一 1 ②: 前后須首吃同一子 … 且大于走子前直接首吃原擊子 … 的得子).
///
/// 1. Nothing changes (red cannon a0/b0 far away; the rest as in the case above with the chariot
///    on i8): +2 before and after, no new gain: idle (第六章 一 1: 非循環子首吃恒根子只能按方法②推算,
///    還須計算走子前的子力得失; the first capture is the chariot's, not the moving cannon's).
/// 2. A red pawn g3 and a black cannon g2 under the chariot g5, a red advisor f0 (it shuts
///    rank 0, so the cannon's e0 check that would mate with h6f7 is gone), the red cannon h0/g0.
///    After h6g8 g5g8 i8g8 the g-file below g8 has one screen (the pawn g3): the black cannon g2
///    takes back on g8, so with the red cannon on h0 Red ends at -2 (horse) + 4 - 4 = -2; with
///    the red cannon on g0 the black cannon is taken in turn (g0g8 over the pawn, +2; both
///    recapturing pieces moved, so 互吃失根子 allows them) and Red ends at 0. -2 before h0g0, 0
///    after: 平子 after, 失子 before, 新增得子, a chase (走子后為平子時則走子前為失子). g0h0 takes
///    the gain away: idle.
#[test]
fn forced_capture_from_forced_counts_only_a_new_gain() {
    let v = judged(
        "n3ka3/4a3R/9/7N1/6r2/9/9/9/9/C2K5 w",
        ["a0b0", "a9b7", "b0a0", "b7a9"],
    );
    for k in 0..4 {
        assert_eq!(nature(&v, k).0, "idle", "{:?}", nature(&v, k));
    }
    let v = judged(
        "n3ka3/4a3R/9/7N1/6r2/9/6P2/6c2/9/3K1A1C1 w",
        ["h0g0", "a9b7", "g0h0", "b7a9"],
    );
    let (n, d) = nature(&v, 0);
    assert_eq!(n, "chase", "{d}");
    assert!(
        d.contains("chase chariot g5 (already attacked, new gain; gain after 0 by h6g8 g5g8 i8g8 g2g8 g0g8; gain before -2)"),
        "{d}"
    );
    assert_eq!(nature(&v, 2).0, "idle");
}

/// 被逼吃 where the other way out is a mate (004 第六章 一 2: 對方若不吃則會被吃將或將死等), derived
/// by hand. Red: king d0, advisor f0, chariot i7/i8, horse h6, pawn f7; Black: king e9, advisor
/// e8, chariot g5, horse a9/b7. With the chariot on i8, h6g8 checks; Black may take with
/// g5g8, or step e9f9 (f9 is empty and nothing attacks it). After e9f9, i8i9 mates: rank 9 is
/// open from i9 to f9, f8 is the pawn's, e9 the horse's (leg f8), the chariot g5 cannot block
/// past the horse on g8, the advisor cannot reach g9 or h9. So the step is no way out, the
/// capture is forced, and i8g8 wins the chariot: -2 + 4 = +2, a newly attacked chariot (from
/// i7 the chariot does not reach g8): a chase. Before the fix the step counted as an escape
/// and the move was idle (qili 801ff17 printed `1. i7i8 red idle`).
#[test]
fn forced_capture_when_the_king_step_is_mated_at_once() {
    let v = judged(
        "n3k4/4a4/5P2R/7N1/6r2/9/9/9/9/3K1A3 w",
        ["i7i8", "a9b7", "i8i7", "b7a9"],
    );
    let (n, d) = nature(&v, 0);
    assert_eq!(n, "chase", "{d}");
    assert!(
        d.contains("chase chariot g5 (newly attacked; gain after 2 by h6g8 g5g8 i8g8"),
        "{d}"
    );
    assert_eq!(nature(&v, 2).0, "idle");
}

/// 互吃失根子 (004 第六章 二 1 ②: 首吃活子,互吃失根子 … 后面的互吃為前面吃子行為(包括循環著法)造成),
/// derived by hand. Red: king d0, chariots b2/c2 and g3; Black: king e9, advisor d9/e8, horses
/// c7 and f5. The black horse f5 attacks the red chariot g3 (leg f4) all through the cycle, and
/// nothing protects g3: 從擊到擊, 從未護到未護, a 恒根子 at every move. b2c2 attacks the
/// unprotected horse c7 along the c-file: c2c7 +2. In the exchange Black may take only
/// lost-root pieces: the chariot on c7 (it moved) is out of reach, f5g3 would take a 恒根子 and
/// is not allowed, so the computation stops at +2: a chase. Were the exchange allowed to take
/// g3 it would be 2 - 4 = -2, no chase. The JSON roots show g3 as 恒根子 and c7 as 失根子.
#[test]
fn exchange_takes_no_unchanged_root_piece() {
    let v = judged(
        "3ak4/9/2n6/9/5n3/9/6R2/1R7/9/3K5 w",
        ["b2c2", "d9e8", "c2b2", "e8d9"],
    );
    let (n, d) = nature(&v, 0);
    assert_eq!(n, "chase", "{d}");
    assert!(
        d.contains("chase horse c7 (newly attacked; gain after 2 by c2c7; not capturable before)"),
        "{d}"
    );
    assert_eq!(nature(&v, 2).0, "idle");
    let roots = v["moves"][0]["roots"].as_array().unwrap();
    let at = |sq: &str| roots.iter().find(|r| r["at"] == sq).unwrap();
    let g3 = at("g3");
    assert_eq!(g3["change"], "unchanged");
    assert_eq!(g3["term"], "恒根子");
    assert_eq!(g3["attacked_by_before"], serde_json::json!(["f5"]));
    assert_eq!(g3["attacked_by_after"], serde_json::json!(["f5"]));
    assert_eq!(g3["protected_by_after"], serde_json::json!([]));
    let c7 = at("c7");
    assert_eq!(c7["change"], "lost-root");
    assert_eq!(c7["term"], "失根子");
    assert_eq!(c7["attacked_by_before"], serde_json::json!([]));
    assert_eq!(c7["attacked_by_after"], serde_json::json!(["c2"]));
    // The moved chariot: from b2 to c2, nothing attacks or protects it at either point.
    let c2 = at("c2");
    assert_eq!(
        (c2["from"].as_str(), c2["change"].as_str()),
        (Some("b2"), Some("unchanged"))
    );
}

/// The per-move roots of `qili xq judge --json` (004 第四章 二), derived by hand on the first
/// case of 被逼吃: i9i8 makes the black chariot g5 attacked after a check (擊 含將軍或連續將軍后:
/// its root is the horse h6 that gives the check), unprotected before and after: 從沒擊到擊,
/// a 失根子; i8i9 takes the attack away: 從擊到沒擊, a 得根子. The kings are left out.
#[test]
fn json_gives_each_moves_root_changes() {
    let v = judged(
        "n3ka2R/4a4/9/7N1/6r2/9/9/9/9/3K5 w",
        ["i9i8", "a9b7", "i8i9", "b7a9"],
    );
    let piece = |k: usize, sq: &str| -> serde_json::Value {
        v["moves"][k]["roots"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["at"] == sq)
            .unwrap()
            .clone()
    };
    let g5 = piece(0, "g5");
    assert_eq!(g5["piece"], "chariot");
    assert_eq!(g5["side"], "black");
    assert_eq!(g5["attacked_by_before"], serde_json::json!([]));
    assert_eq!(g5["attacked_by_after"], serde_json::json!(["h6"]));
    assert_eq!(g5["protected_by_after"], serde_json::json!([]));
    assert_eq!(
        (g5["change"].as_str(), g5["term"].as_str()),
        (Some("lost-root"), Some("失根子"))
    );
    let g5 = piece(2, "g5");
    assert_eq!(
        (g5["change"].as_str(), g5["term"].as_str()),
        (Some("gained-root"), Some("得根子"))
    );
    for m in v["moves"].as_array().unwrap() {
        assert!(m["roots"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["piece"] != "king"));
    }
}
