//! Audit checks: the classical cycle shapes of [`qili_spec::shapes`] (eternal life, sending two
//! returning one, double ko, double-ko seki, round-robin ko, molasses ko) under every rule set
//! (YG-21, TS-7). The outcomes are computed from the reference model by [`crate::ko_table`]
//! (what `qili shapes` prints); `tests/ko_classic_shapes.rs` asserts them against values
//! derived by hand.

use super::{Budget, Check, Evidence, Status};
use crate::ko_table::{moves, outcomes, plain, Verdict};
use qili_spec::go::game::{replay, Ko};
use qili_spec::shapes;
use qili_spec::ts::cycles::{no_result, NoResult, Shape};
use qili_spec::yg::ko::{self as ying, YingKo};

/// The checks of this file.
pub fn checks() -> Vec<Check> {
    vec![
        Check {
            id: "YG-21",
            code: "qili_spec::shapes::{eternal_life, sending_two_returning_one, double_ko, double_ko_seki, molasses_ko}; qili_spec::ts::cycles::no_result; qili_spec::yg::ko",
            run: yg21,
        },
        Check {
            id: "TS-7",
            code: "qili_spec::shapes; qili_spec::ts::cycles::no_result (NoResult::TangSong, NoResult::TangSongEveryRecurrence)",
            run: ts7,
        },
    ]
}

fn describe(s: &Shape) -> String {
    let parts: Vec<String> = outcomes(s)
        .into_iter()
        .map(|o| match o.verdict {
            Verdict::Forbidden { index, .. } => format!("{}: move {} forbidden", o.rule, index + 1),
            Verdict::Void { index } => format!("{}: void after move {}", o.rule, index + 1),
            Verdict::Endless => format!("{}: endless", o.rule),
        })
        .collect();
    format!(
        "{} ({}-move cycle): {}",
        s.name,
        s.cycle.len(),
        parts.join("; ")
    )
}

/// Whether the shape's cycle is legal under simple ko (every classic shape must be).
fn cycles_under_simple_ko(s: &Shape) -> bool {
    replay(s.start.clone(), &moves(s), plain(Ko::Simple)).is_ok()
}

fn yg21(_: Budget) -> Evidence {
    let all = shapes::shapes();
    if let Some(s) = all.iter().find(|s| !cycles_under_simple_ko(s)) {
        return Evidence::counterexample(format!("the {} does not cycle under simple ko", s.name));
    }
    // Traditional rules (simple ko) with the Japanese-style reading: is each classic cycle
    // without a result? Void by the triple-repetition count, or endless: a cycle the rules let
    // run for ever is 003's 窮 (變窮:簡稱"窮"乃變方互不相讓之同型反覆或循環), and 窮則無勝負.
    // Ying: does each reading forbid a move of each cycle?
    let japanese = |s: &Shape| -> Option<bool> {
        outcomes(s)
            .iter()
            .find(|o| o.rule.contains("japanese"))
            .map(|o| matches!(o.verdict, Verdict::Void { .. }))
    };
    let void = all.iter().filter(|s| japanese(s) == Some(true)).count();
    let endless = all
        .iter()
        .filter(|s| {
            outcomes(s)
                .iter()
                .any(|o| o.rule.contains("japanese") && matches!(o.verdict, Verdict::Endless))
        })
        .count();
    let mut readings = vec![(
        format!(
            "traditional rules (simple ko, Japanese-style no result) give no result for {} of {} classic cycles: {void} void by the repetition count, {endless} endless (a pass inside the cycle breaks the count), which 003 calls 窮 (變窮 … 同型反覆或循環) and 窮則無勝負",
            void + endless,
            all.len()
        ),
        Status::from_holds(void + endless == all.len()),
    )];
    let mut rejected = Vec::new();
    for y in YingKo::ALL {
        let cut = all
            .iter()
            .filter(|s| ying::replay(s.start.clone(), &moves(s), y).err().is_some())
            .count();
        // The readings that let eternal life's paired or the triple ko's twin hot stones be
        // taken at once (003 熱子) are set aside here as in YG-12 (super::ko).
        if let Some(why) = super::ko::multi_hot_stone_contradiction(y) {
            rejected.push((y.name(), why));
            continue;
        }
        readings.push((
            format!(
                "{}: forbids a move of {cut} of {} classic cycles",
                y.name(),
                all.len()
            ),
            Status::from_holds(cut == all.len()),
        ));
    }
    let mut ev = Evidence::by_readings(
        format!(
            "Classic shapes under every rule set. {} Where the Ying readings disagree, per named shape (the stacked kos and the classic shapes): {}.",
            all.iter().map(describe).collect::<Vec<_>>().join(" | "),
            crate::ko_table::ying_disagreements_text()
        ),
        readings,
    );
    for (name, why) in rejected {
        ev = ev.reject(name, "YG-12", why);
    }
    ev.cases(all.len() as u64)
        .link("tests/ko_classic_shapes.rs")
        .link("src/ko_table.rs")
}

/// The cycles TS-7's text names as 无休之势 (三劫循环, 四劫循环, 长生劫 and the 长生八俊势 of
/// 《忘忧清乐集》): of the classic shapes, eternal life (triple and quadruple ko are checked in
/// [`super::ko`]).
const TS7_EXAMPLES: &[&str] = &["eternal life"];

/// TS-7 with its trigger as an option (002 names cycles, no trigger): `trigger: real-moves`
/// (a recurrence with no pass between, [`NoResult::TangSong`]) and `trigger: every-recurrence`
/// (any recurrence with the same pass-prisoner balance, TS-10's pass costing a prisoner;
/// [`NoResult::TangSongEveryRecurrence`]). Each is run on every classic shape; the claim holds
/// under a reading when it voids the text's examples. The reading that any recurrence voids,
/// passes free, is rejected: it voids the ordinary two-pass ending, which TS-10's 允许虚手 ...
/// 偶数终局 allows.
fn ts7(_: Budget) -> Evidence {
    let all = shapes::shapes();
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    for (name, nr) in [
        ("trigger: real-moves", NoResult::TangSong),
        (
            "trigger: every-recurrence (a pass costs a prisoner)",
            NoResult::TangSongEveryRecurrence,
        ),
    ] {
        let mut void = Vec::new();
        let mut text = Vec::new();
        for s in &all {
            let ms = moves(s);
            let k = replay(s.start.clone(), &ms, plain(Ko::Simple))
                .ok()
                .and_then(|r| no_result(&r.history(), &ms, nr));
            let passes = s.cycle.iter().filter(|m| m.is_pass()).count();
            text.push(match k {
                Some(k) => {
                    void.push(s.name);
                    format!(
                        "{} ({passes} passes a turn): void after move {}",
                        s.name,
                        k + 1
                    )
                }
                None => format!("{} ({passes} passes a turn): not void", s.name),
            });
        }
        let examples_void = TS7_EXAMPLES.iter().all(|e| void.contains(e));
        parts.push(format!("[{name}] {}", text.join("; ")));
        readings.push((
            format!(
                "{name}: the text's example(s) {} {}",
                TS7_EXAMPLES.join(", "),
                if examples_void { "void" } else { "not void" }
            ),
            Status::from_holds(examples_void),
        ));
    }
    // The rejected reading on the ordinary ending: 1x3, B a2 W pass B pass.
    let (ending, h) = ordinary_ending();
    let rejected_at = qili_spec::ts::cycles::first_recurrence_free_passes(&h);
    let kept: Vec<Option<usize>> = [NoResult::TangSong, NoResult::TangSongEveryRecurrence]
        .iter()
        .map(|&nr| no_result(&h, &ending, nr))
        .collect();
    let e = Evidence::by_readings(
        format!(
            "On the {} classic shapes under simple ko: {}. The text's examples of 无休之势 among them: {} (triple, quadruple and five ko, 五劫循环: the named-cycle check). What the status covers: the text's examples and the cycles without a pass. A cycle whose turn holds a pass (sending two returning one) is left not void by both triggers: under real-moves a pass breaks the recurrence, under every-recurrence each turn's one pass hands one more prisoner to the same side (允许虚手(直接交俘子一枚给对方): the balance the count sees moves by one a turn), so board and balance never recur together; 002 names it neither as 无休之势 nor otherwise, so the status says nothing of it. The ordinary ending on 1x3, B a2 W pass B pass: void under real-moves {:?}, every-recurrence {:?}.",
            all.len(),
            parts.join(" "),
            TS7_EXAMPLES.join(", "),
            kept[0].map(|k| k + 1),
            kept[1].map(|k| k + 1),
        ),
        readings,
    )
    .cases(all.len() as u64)
    .link("tests/ko_classic_shapes.rs::no_result_readings_on_the_classic_shapes");
    match rejected_at {
        Some(k) => e.reject(
            "trigger: any-recurrence (passes free)",
            "TS-10",
            format!(
                "it voids the ordinary ending: on 1x3, B a2 W pass B pass is void after move {} (the position before White's pass recurs), while 002's 编者注 一人一手,不得放弃,允许虚手(直接交俘子一枚给对方),偶数终局 allows the pass and gives the game an end; 无休之势 is what 无法终局",
                k + 1
            ),
        ),
        None => e,
    }
}

/// The ordinary two-pass ending on 1x3 (B a2, W pass, B pass) and its positions.
fn ordinary_ending() -> (
    Vec<qili_spec::go::game::Move>,
    Vec<qili_spec::go::game::Position>,
) {
    use qili_spec::go::game::{Move, PassKind, Position};
    use qili_spec::go::grid::{Color, Point};
    let ms = vec![
        Move::Play(Color::Black, Point::new(0, 1)),
        Move::Pass(Color::White, PassKind::Ordinary),
        Move::Pass(Color::Black, PassKind::Ordinary),
    ];
    let h = replay(Position::start(1, 3), &ms, plain(Ko::Simple))
        .expect("B a2 W pass B pass is legal on 1x3")
        .history();
    (ms, h)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The statuses follow from the hand-derived table of `tests/ko_classic_shapes.rs`:
    /// Japanese-style voids the two pass-free cycles, eternal life and round-robin ko, and lets
    /// the other four run for ever, which 003 calls 窮 and gives no result (6 of 6, holds);
    /// the ying-game, ying-shape and ying-marks readings forbid a move of all six, and
    /// of those only the ying-marks readings forbid the move 003 熱子 forbids (the others are
    /// set aside naming YG-12); Tang-Song voids all six.
    #[test]
    fn classic_checks_report_what_the_shapes_do() {
        let e = yg21(Budget::Default);
        assert_eq!(e.status, Status::Holds);
        let holds: Vec<&str> = e
            .readings
            .iter()
            .filter(|r| r.status == Status::Holds)
            .map(|r| r.name.split(':').next().unwrap())
            .collect();
        // The ying-game and ying-shape readings forbid a move of all six, but another move
        // than 003 熱子 forbids in eternal life and the triple ko (tests/audit_ying_ko.rs,
        // derived by hand): they are set aside naming YG-12, and the ying-marks readings
        // alone hold.
        assert_eq!(holds, ["traditional rules (simple ko, Japanese-style no result) give no result for 6 of 6 classic cycles", "ying-marks", "ying-marks-strict"]);
        let aside: Vec<&str> = e.rejected.iter().map(|r| r.reading.as_str()).collect();
        for r in [
            "ying-game",
            "ying-game-strict",
            "ying-shape",
            "ying-shape-strict",
        ] {
            assert!(
                aside.iter().any(|a| a.starts_with(r)),
                "{r} set aside: {aside:?}"
            );
        }
        assert!(
            e.readings[0]
                .name
                .contains("2 void by the repetition count, 4 endless"),
            "{}",
            e.readings[0].name
        );
        assert!(
            e.summary.contains("molasses ko (10-move cycle)"),
            "{}",
            e.summary
        );
        let t = ts7(Budget::Default);
        assert_eq!(t.status, Status::Holds);
        assert_eq!(t.readings.len(), 2, "TS-7's trigger is an option");
        // The reading that voids the ordinary ending is set aside, naming TS-10.
        assert_eq!(t.rejected.len(), 1);
        assert_eq!(t.rejected[0].contradicts, "TS-10");
        assert!(
            t.rejected[0].why.contains("after move 3"),
            "{}",
            t.rejected[0].why
        );
        assert!(
            t.summary
                .contains("void under real-moves None, every-recurrence None"),
            "{}",
            t.summary
        );
        // Double ko (two passes a turn, one of each side) parts the readings.
        assert!(
            t.summary.contains("[trigger: real-moves] ")
                && t.summary.contains("double ko (2 passes a turn): not void"),
            "{}",
            t.summary
        );
    }
}
