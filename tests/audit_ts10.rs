//! TS-10 (002 编者注 允许虚手(直接交俘子一枚给对方)) against a play-out in which the passer
//! hands a prisoner over, on the engine path `qili score` uses.

mod common;
use common::{qili, verdict};

/// 1x5, B c1, W d1, B e1 (takes d1), W pass, B pass, under tang-song with passes handing a
/// prisoner over. By hand (spec/src/ts/filling.rs `ts10_passes_paid_by_hand`): Black's area
/// a1 b1 d1 less two eye points is 1 route; his pass hands White's stone back, so nothing is
/// filled into either area for it; White's pass, holding no prisoner, hands a stone of its own
/// (the own-stone reading), filled into White's area: 0 - 1, and White owes the balancing
/// move of the odd game: -2. `qili score` printed Black 0, White -2 before the fix: Black's
/// pass was paid twice (the prisoner handed back and the pass stone filled). Fails on the old
/// code.
#[test]
fn score_pays_a_pass_that_hands_a_prisoner_over_once() {
    let dir = std::env::temp_dir().join(format!("qili-ts10-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sgf = dir.join("g.sgf");
    std::fs::write(&sgf, "(;GM[1]FF[4]SZ[5:1];B[ca];W[da];B[ea];W[];B[])").unwrap();
    let rules = dir.join("ho.toml");
    std::fs::write(
        &rules,
        "base = \"tang-song\"\npasses = \"hand-over-a-prisoner\"\n",
    )
    .unwrap();
    let out = qili(&[
        "score",
        sgf.to_str().unwrap(),
        "--rules",
        rules.to_str().unwrap(),
        "--dead",
        "none",
        "--method",
        "tang-song",
        "--json",
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let row = &v[0];
    assert_eq!(row["black"].as_f64(), Some(1.0), "{row}");
    assert_eq!(row["white"].as_f64(), Some(-2.0), "{row}");
}

/// The audit's TS-10 runs both readings of a pass by a side holding no prisoner, which the note
/// does not name: 不得放弃 makes it illegal (the engine refuses it), or it is allowed and
/// charged the passer's own stone (those games are counted like the others); a free pass is
/// rejected (任何一方不得少下一子以回避自填路(目)数). The engine's 1x5 game, by hand: White's
/// pass refused under only-with-a-prisoner; under the preset not over after 5 moves, over after
/// 6, routes 1 / -2. Under `illegal` a game can reach a position where the side to move has no
/// move at all and the game is not over, by hand on 3x1: B b1, and White (no prisoner) has
/// only a1 and c1, each with its one liberty at the black b1, so suicide: 一人一手,不得放弃
/// cannot be followed and 偶数终局 not reached, so that reading fails and the claim depends.
/// 002 states no suicide rule, so `illegal` is run with suicide allowed too: after B b1 White
/// may now play a1 (a self-capture, Black holds one), but after B b1, W a1, B pass (Black hands
/// the prisoner back) White holds none and a1 or c1 would leave the board as it was before
/// Black's pass, which simple ko refuses: stuck again, so the reading fails under both.
#[test]
fn ts10_runs_both_readings_of_a_pass_without_a_prisoner() {
    let (status, ev) = verdict("TS-10");
    let e = &ev[0];
    let names: Vec<&str> = e.readings.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "no-prisoner-pass: illegal (suicide forbidden, the preset's; not in 002)",
            "no-prisoner-pass: illegal (suicide allowed; not in 002)",
            "no-prisoner-pass: charged"
        ],
        "{}",
        e.summary
    );
    assert_eq!(status, qili::audit::Status::Depends, "{}", e.summary);
    let of = |n: &str| e.readings.iter().find(|r| r.name == n).unwrap().status;
    assert_eq!(
        of("no-prisoner-pass: illegal (suicide forbidden, the preset's; not in 002)"),
        qili::audit::Status::Fails
    );
    assert_eq!(
        of("no-prisoner-pass: illegal (suicide allowed; not in 002)"),
        qili::audit::Status::Fails
    );
    assert_eq!(of("no-prisoner-pass: charged"), qili::audit::Status::Holds);
    assert_eq!(e.rejected.len(), 1);
    assert_eq!(e.rejected[0].reading, "no-prisoner-pass: free");
    for part in [
        "outside the rule",
        "White's first pass is refused (White holds none)",
        "the game is not over after 5 moves and over after 6",
        "counts routes 1 / -2",
        "3x1 (games to 8 moves;",
        "illegal 3 (shortest: B b1), illegal with suicide allowed 2 (shortest: B b1, W a1, B pass), charged 0",
        "with suicide allowed: 2 legal move(s)",
        "The engine on 3x1 B b1 under passes = only-with-a-prisoner: no legal move, not over (agrees)",
    ] {
        assert!(e.summary.contains(part), "{part}: {}", e.summary);
    }
}
