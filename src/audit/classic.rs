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
            code: "qili_spec::shapes; qili_spec::ts::cycles::no_result (NoResult::TangSong)",
            run: ts7,
        },
    ]
}

fn describe(s: &Shape) -> String {
    let parts: Vec<String> = outcomes(s)
        .into_iter()
        .map(|o| match o.verdict {
            Verdict::Forbidden { index, .. } => format!("{}: move {index} forbidden", o.rule),
            Verdict::Void { index } => format!("{}: void after move {index}", o.rule),
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
    // void? Ying: does each reading forbid a move of each cycle?
    let japanese_voids: Vec<bool> = all
        .iter()
        .map(|s| {
            outcomes(s)
                .iter()
                .any(|o| o.rule.contains("japanese") && matches!(o.verdict, Verdict::Void { .. }))
        })
        .collect();
    let mut readings = vec![(
        format!(
            "traditional rules (simple ko, Japanese-style no result) give no result for {} of {} classic cycles (a pass inside the cycle breaks the Japanese-style count)",
            japanese_voids.iter().filter(|&&v| v).count(),
            all.len()
        ),
        Status::from_holds(japanese_voids.iter().all(|&v| v)),
    )];
    for y in YingKo::all() {
        let cut = all
            .iter()
            .filter(|s| ying::replay(s.start.clone(), &moves(s), y).err().is_some())
            .count();
        readings.push((
            format!(
                "{}: forbids a move of {cut} of {} classic cycles",
                y.name(),
                all.len()
            ),
            Status::from_holds(cut == all.len()),
        ));
    }
    Evidence::by_readings(
        format!(
            "Classic shapes under every rule set. {} Where the Ying readings disagree, per named shape (the stacked kos and the classic shapes): {}.",
            all.iter().map(describe).collect::<Vec<_>>().join(" | "),
            crate::ko_table::ying_disagreements_text()
        ),
        readings,
    )
    .cases(all.len() as u64)
    .link("tests/ko_classic_shapes.rs")
    .link("src/ko_table.rs")
}

/// The cycles TS-7's text names as 无休之势 (三劫循环, 四劫循环, 长生劫 and the 长生八俊势 of
/// 《忘忧清乐集》): of the classic shapes, eternal life (triple and quadruple ko are checked in
/// [`super::ko`]).
const TS7_EXAMPLES: &[&str] = &["eternal life"];

/// TS-7 with its scope as an option: `scope: every-recurrence` voids every cycle, passes or
/// not; `scope: the-texts-examples` voids the kinds of cycle the text names. Both are run on
/// every classic shape; the shapes outside the examples whose cycle contains a pass (players
/// stop them by passing) are listed.
fn ts7(_: Budget) -> Evidence {
    let all = shapes::shapes();
    let mut void = Vec::new();
    let mut not_void = Vec::new();
    let mut text = Vec::new();
    for s in &all {
        let ms = moves(s);
        let k = replay(s.start.clone(), &ms, plain(Ko::Simple))
            .ok()
            .and_then(|r| no_result(&r.history(), &ms, NoResult::TangSong));
        match k {
            Some(k) => {
                text.push(format!("{}: void after move {k}", s.name));
                void.push(s.name);
            }
            None => not_void.push(s.name),
        }
    }
    let outside: Vec<String> = all
        .iter()
        .filter(|s| !TS7_EXAMPLES.contains(&s.name))
        .map(|s| {
            let passes = s.cycle.iter().filter(|m| m.is_pass()).count();
            if passes > 0 {
                format!("{} ({passes} passes a turn)", s.name)
            } else {
                format!("{} (no pass)", s.name)
            }
        })
        .collect();
    let examples_void = TS7_EXAMPLES.iter().all(|e| void.contains(e));
    Evidence::by_readings(
        format!(
            "Tang-Song reading (the first recurrence voids, passes or not) on the {} classic \
             shapes: {}{}. The text's examples of 无休之势 among them: {}; the other shapes, \
             which the every-recurrence scope also voids: {}.",
            all.len(),
            text.join("; "),
            if not_void.is_empty() {
                String::new()
            } else {
                format!("; not void: {}", not_void.join(", "))
            },
            TS7_EXAMPLES.join(", "),
            outside.join(", ")
        ),
        vec![
            (
                "scope: every-recurrence".to_string(),
                Status::from_holds(not_void.is_empty()),
            ),
            (
                "scope: the-texts-examples (triple ko, quadruple ko, eternal life)".to_string(),
                Status::from_holds(examples_void),
            ),
        ],
    )
    .cases(all.len() as u64)
    .link("tests/ko_classic_shapes.rs::no_result_readings_on_the_classic_shapes")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The statuses follow from the hand-derived table of `tests/ko_classic_shapes.rs`:
    /// Japanese-style voids the two pass-free cycles, eternal life and round-robin ko (2 of 6,
    /// fails); only the ying-game and ying-shape readings forbid a move of all six (molasses
    /// ko: move 10 and 11), and the ying-marks readings, which forbid every move ying-shape
    /// forbids; Tang-Song voids all six.
    #[test]
    fn classic_checks_report_what_the_shapes_do() {
        let e = yg21(Budget::Default);
        assert_eq!(e.status, Status::Depends);
        let holds: Vec<&str> = e
            .readings
            .iter()
            .filter(|r| r.1 == Status::Holds)
            .map(|r| r.0.split(':').next().unwrap())
            .collect();
        assert_eq!(
            holds,
            [
                "ying-game",
                "ying-game-strict",
                "ying-shape",
                "ying-shape-strict",
                "ying-marks",
                "ying-marks-strict"
            ]
        );
        assert!(e.readings[0].0.contains("2 of 6"), "{}", e.readings[0].0);
        assert!(
            e.summary.contains("molasses ko (10-move cycle)"),
            "{}",
            e.summary
        );
        let t = ts7(Budget::Default);
        assert_eq!(t.status, Status::Holds);
        assert_eq!(t.readings.len(), 2, "TS-7's scope is an option");
        assert!(
            t.summary.contains("double-ko seki (") && t.summary.contains("passes a turn"),
            "{}",
            t.summary
        );
        assert!(
            t.summary.contains("molasses ko: void after move 9"),
            "{}",
            t.summary
        );
    }
}
