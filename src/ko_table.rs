//! The named cycle shapes under every rule set, as one table: for each shape of
//! [`qili_spec::ts::cycles`] and [`qili_spec::shapes`], the first move of its repeated cycle
//! that each ko rule forbids, and the move after which each no-result reading voids the game.
//!
//! Everything here is computed with the reference model of the spec crate (the plain
//! [`qili_spec::go::game::replay`] and the Ying [`qili_spec::yg::ko::replay`]); the hand-derived
//! values it must agree with are in `tests/ko_shapes.rs` and `tests/ko_classic_shapes.rs`.
//! `qili shapes` prints it, the audit's YG-21 and TS-7 checks read it.

use qili_spec::go::game::{replay, End, Ko, Move, Options, Suicide};
use qili_spec::go::grid::Color;
use qili_spec::shapes;
use qili_spec::ts::cycles::{self, no_result, NoResult, Shape};
use qili_spec::yg::ko::{self as ying, YingKo};
use serde::Serialize;

/// How many turns of each cycle are played: enough for every rule here to show its verdict
/// (the three-repetition reading needs the start to occur three times).
pub const REPEATS: usize = 3;

/// Every named shape: the stacked kos of [`cycles::shapes`], then [`shapes::shapes`].
pub fn all_shapes() -> Vec<Shape> {
    let mut out = cycles::shapes();
    out.extend(shapes::shapes());
    out
}

/// The cycle played [`REPEATS`] times.
pub fn moves(s: &Shape) -> Vec<Move> {
    s.turns(REPEATS)
}

/// The plain rule options with suicide forbidden and the two-pass ending.
pub fn plain(ko: Ko) -> Options {
    Options {
        suicide: Suicide::Forbidden,
        ko,
        end: End::TwoPasses,
    }
}

/// What one rule does with the repeated cycle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Verdict {
    /// The ko rule forbids move `index` (0-based into the repeated cycle; shown to people as
    /// move `index + 1`, as the vectors write it).
    Forbidden {
        /// The index of the forbidden move.
        index: usize,
        /// The move as text (`B cb`).
        text: String,
    },
    /// The game is void (no result) after move `index` (0-based; shown as move `index + 1`).
    Void {
        /// The index of the move after which the game is void.
        index: usize,
    },
    /// Neither: the cycle goes on for [`REPEATS`] turns (for ever: each turn is the same).
    Endless,
}

/// One row of the table: the rule's name, where it comes from, and its verdict.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// The rule's short name (`simple`, `psk`, `ying-game`, `simple + tang-song no result`).
    pub rule: String,
    /// The document or convention the rule encodes.
    pub source: &'static str,
    /// What the rule does with the cycle.
    pub verdict: Verdict,
}

/// A move as text: colour and SGF coordinates (column letter, then row letter from the top).
pub fn move_text(m: Move) -> String {
    let c = match m.colour() {
        Color::Black => "B",
        Color::White => "W",
    };
    match m {
        Move::Play(_, p) => format!(
            "{c} {}{}",
            (b'a' + p.x as u8) as char,
            (b'a' + p.y as u8) as char
        ),
        Move::Pass(..) => format!("{c} pass"),
    }
}

/// The index of the first move of the repeated cycle the plain ko rule `ko` forbids (suicide
/// forbidden, two-pass ending), or `None`.
pub fn first_forbidden(s: &Shape, ko: Ko) -> Option<usize> {
    replay(s.start.clone(), &moves(s), plain(ko))
        .err()
        .map(|e| e.0)
}

/// The index of the first move of the repeated cycle the Ying reading `y` forbids, or `None`.
pub fn first_forbidden_ying(s: &Shape, y: YingKo) -> Option<usize> {
    ying::replay(s.start.clone(), &moves(s), y)
        .err()
        .map(|e| e.0)
}

fn forbidden(ms: &[Move], first: Option<usize>) -> Verdict {
    match first {
        Some(index) => Verdict::Forbidden {
            index,
            text: move_text(ms[index]),
        },
        None => Verdict::Endless,
    }
}

/// What a Ying reading counts (003 YG-12 熱子, YG-13 越環禁攪), in a few words.
fn ying_source(y: YingKo) -> &'static str {
    use qili_spec::yg::ko::{CycleLimit, Interval};
    match (y.interval, y.cycle) {
        (Interval::PassByEither, CycleLimit::OneFullCycle) => {
            "003 Ying: count since a pass, one cycle"
        }
        (Interval::PassByEither, CycleLimit::NoRecurrence) => {
            "003 Ying: count since a pass, no recurrence"
        }
        (Interval::MoverPassOrNonCapture, CycleLimit::OneFullCycle) => {
            "003 Ying: count since the mover's pass or non-capture, one cycle"
        }
        (Interval::MoverPassOrNonCapture, CycleLimit::NoRecurrence) => {
            "003 Ying: count since the mover's pass or non-capture, no recurrence"
        }
        (Interval::PassForHotStonesOnly, CycleLimit::OneFullCycle) => {
            "003 Ying: cycles over the whole game, one cycle"
        }
        (Interval::PassForHotStonesOnly, CycleLimit::NoRecurrence) => {
            "003 Ying: cycles over the whole game, no recurrence"
        }
        (Interval::PassForHotStonesRealShapes, CycleLimit::OneFullCycle) => {
            "003 Ying: whole game, shapes of real moves only, one cycle"
        }
        (Interval::PassForHotStonesRealShapes, CycleLimit::NoRecurrence) => {
            "003 Ying: shapes of real moves, none since a pass, one cycle"
        }
        (Interval::HotStoneMarks, CycleLimit::OneFullCycle) => {
            "003 Ying: per-stone hot marks (雙熱子, 孿熱子), cycles as ying-shape"
        }
        (Interval::HotStoneMarks, CycleLimit::NoRecurrence) => {
            "003 Ying: per-stone hot marks, cycles as ying-shape-strict"
        }
    }
}

/// What the Ying reading `y` does with the shape's repeated cycle, in words: the first move it
/// forbids and why (`qili_spec::yg::ko::Exhaustion`), or that the cycle goes on.
pub fn ying_verdict(s: &Shape, y: YingKo) -> String {
    use qili_spec::yg::ko::Exhaustion;
    let ms = moves(s);
    match first_forbidden_ying(s, y) {
        Some(i) => format!(
            "forbid move {} ({}, {})",
            i + 1,
            move_text(ms[i]),
            match ying::why_forbidden(&s.start, &ms[..i], ms[i], y) {
                Some(Exhaustion::HotStone) => "hot stone",
                Some(Exhaustion::PastTheCycle) => "past the cycle",
                Some(Exhaustion::NoChange) => "no change",
                None => "illegal",
            }
        ),
        None => format!("leave it endless ({REPEATS} turns played)"),
    }
}

/// A verdict in words ([`ying_verdict`]) and the Ying readings that give it.
pub type VerdictGroup = (String, Vec<&'static str>);

/// Where the Ying readings disagree: for each named shape on which they do not all give the
/// same verdict, the verdicts ([`ying_verdict`]) with the readings that give each, in the
/// order of [`YingKo::all`].
pub fn ying_disagreements() -> Vec<(&'static str, Vec<VerdictGroup>)> {
    let mut out = Vec::new();
    for s in all_shapes() {
        let mut groups: Vec<VerdictGroup> = Vec::new();
        for y in YingKo::ALL {
            let v = ying_verdict(&s, y);
            match groups.iter_mut().find(|g| g.0 == v) {
                Some(g) => g.1.push(y.name()),
                None => groups.push((v, vec![y.name()])),
            }
        }
        if groups.len() > 1 {
            out.push((s.name, groups));
        }
    }
    out
}

/// [`ying_disagreements`] as one sentence per shape.
pub fn ying_disagreements_text() -> String {
    ying_disagreements()
        .into_iter()
        .map(|(shape, groups)| {
            let parts: Vec<String> = groups
                .iter()
                .map(|(v, names)| format!("{} {v}", names.join(", ")))
                .collect();
            format!("{shape}: {}", parts.join("; "))
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

/// Every rule's verdict on one shape: the four plain ko rules, every Ying reading, and the
/// three no-result readings played under simple ko.
pub fn outcomes(s: &Shape) -> Vec<Outcome> {
    let ms = moves(s);
    let mut out = Vec::new();
    for (rule, source, ko) in [
        ("simple", "basic ko: no retake at once", Ko::Simple),
        (
            "ssk",
            "situational superko (board and side to move)",
            Ko::SituationalSuperko,
        ),
        (
            "psk",
            "positional superko (Chinese area, Tromp-Taylor)",
            Ko::PositionalSuperko,
        ),
        (
            "jpd",
            "000 JPD-A11: the whole shape with pass stones",
            Ko::WholeShapeWithPassStones,
        ),
    ] {
        let first = first_forbidden(s, ko);
        out.push(Outcome {
            rule: rule.to_string(),
            source,
            verdict: forbidden(&ms, first),
        });
    }
    for y in YingKo::ALL {
        let first = first_forbidden_ying(s, y);
        out.push(Outcome {
            rule: y.name().to_string(),
            source: ying_source(y),
            verdict: forbidden(&ms, first),
        });
    }
    if let Ok(r) = replay(s.start.clone(), &ms, plain(Ko::Simple)) {
        let h = r.history();
        for (rule, source, nr) in [
            (
                "simple + japanese no result",
                "a recurrence with no pass between voids the game",
                NoResult::JapaneseStyle,
            ),
            (
                "simple + tang-song no result",
                "002 TS-7 (无休之势) read as a recurrence made by real moves only",
                NoResult::TangSong,
            ),
            (
                "simple + tang-song every",
                "002 TS-7 read as every recurrence, a pass costing a prisoner (TS-10)",
                NoResult::TangSongEveryRecurrence,
            ),
            (
                "simple + three repetitions",
                "KataGo-like: a third occurrence since the last pass",
                NoResult::ThreeRepetitionsSinceLastPass,
            ),
        ] {
            out.push(Outcome {
                rule: rule.to_string(),
                source,
                verdict: match no_result(&h, &ms, nr) {
                    Some(index) => Verdict::Void { index },
                    None => Verdict::Endless,
                },
            });
        }
    }
    out
}

/// What a rule set of the common vocabulary (`qili shapes --rules`) does with the cycle: its
/// ko rule (with its suicide and ending options; a Ying reading through the Ying reference
/// model), then, on the legal part, its no-result reading if it has one.
pub fn outcome_under(s: &Shape, name: &str, r: &crate::go::Rules) -> Outcome {
    use crate::go::to_spec::to_spec_play;
    let ms = moves(s);
    let (first, history) = match (r.play.ko, to_spec_play(r)) {
        (crate::go::KoRule::Ying(y), _) => match ying::replay(s.start.clone(), &ms, y) {
            Ok(h) => (None, h),
            Err((i, _)) => (
                Some(i),
                ying::replay(s.start.clone(), &ms[..i], y).expect("legal up to i"),
            ),
        },
        (_, Some(o)) => match replay(s.start.clone(), &ms, o) {
            Ok(rec) => (None, rec.history()),
            Err(e) => (
                Some(e.0),
                replay(s.start.clone(), &ms[..e.0], o)
                    .expect("legal up to the forbidden move")
                    .history(),
            ),
        },
        (_, None) => unreachable!("only a Ying ko has no plain options"),
    };
    let void = no_result(&history, &ms[..history.len() - 1], r.play.no_result);
    let verdict = match (void, first) {
        (Some(v), Some(f)) if v < f => Verdict::Void { index: v },
        (Some(v), None) => Verdict::Void { index: v },
        _ => forbidden(&ms, first),
    };
    Outcome {
        rule: name.to_string(),
        source: r.play.ko.name(),
        verdict,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Spot checks against the hand-derived tables: the single ko's retake (move 1, `W bb`,
    /// the point (1, 1)) is forbidden by every ko rule; triple ko is endless under simple ko
    /// and forbidden at move 5 by positional superko.
    #[test]
    fn single_and_triple_ko() {
        let single = outcomes(&cycles::single_ko());
        assert_eq!(
            single[0].verdict,
            Verdict::Forbidden {
                index: 1,
                text: "W bb".into()
            }
        );
        let triple = outcomes(&cycles::triple_ko());
        assert_eq!(triple[0].verdict, Verdict::Endless);
        assert!(matches!(
            triple[2].verdict,
            Verdict::Forbidden { index: 5, .. }
        ));
    }
}
