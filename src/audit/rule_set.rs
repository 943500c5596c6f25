//! `qili audit --rules FILE`: the audit's rule-level checks run on any rule set, a
//! preset or a rule designer's own file. The claims of the documents are about their own rule
//! sets; these checks ask the questions those claims ask of a ko, a pass and an ending, of the
//! rule set given, and render each answer from what ran:
//!
//! - `hot-stone-retake` (YG-12, 003 爭劫 "凡提取熱子須間隔一實手或虛手"): the single ko's
//!   immediate retake is forbidden, and a retake after one intervening pass or real move is
//!   allowed (played on the engine under the rule set).
//! - `no-change` (YG-6, 003 實手 "著必有變,變窮禁著"): a single stone capturing itself, which
//!   leaves the board unchanged, is forbidden.
//! - `every-shape-decided` (YG-14 "窮已除盡,任何劫型死活,皆有一定結果", YG-21): every named cycle
//!   shape of `qili shapes` is cut by a forbidden move or voided by the no-result reading.
//! - `every-game-ends` (T7, YG-14): no infinite legal game on the small boards, within the
//!   search's depth and node budget (the small-board search, every witness replayed by the
//!   reference model).
//! - `passes-end-the-game` (YG-8, JPD-C6, JPD-C10): a run of passes ends the game; how many,
//!   and whether play may resume after two.
//! - `pass-kinds` (JPD-A4, YG-4, JPD-C10): which kinds of pass the rule set offers, and whether
//!   each is legal at the start.
//!
//! Each check returns [`Evidence`] built with the audit's constructors: the status is computed
//! from what the check found, never typed.

use super::{Budget, Evidence, Status};
use crate::go::{Board, Color, Game, Illegal, Move, PassKind, Point, Rules};
use crate::ko_table::{all_shapes, outcome_under, Verdict};
use crate::search::board::Geometry;
use crate::search::explore::{self, Lasso};
use crate::search::game::play_rules;
use serde::Serialize;

/// One rule-level check and what it found.
#[derive(Clone, Debug, Serialize)]
pub struct RuleCheck {
    /// The check's name (`hot-stone-retake`, `every-game-ends`, ...).
    pub id: &'static str,
    /// The claims whose question it asks of the rule set.
    pub claims: &'static [&'static str],
    /// The question, in one line.
    pub question: &'static str,
    /// The answer.
    pub evidence: Evidence,
}

/// The report of `qili audit --rules`: the rule set and every rule-level check.
#[derive(Clone, Debug, Serialize)]
pub struct RuleReport {
    /// The rule set as given on the command line.
    pub input: String,
    /// The rule set as the engine reads it (every option).
    pub rules: Rules,
    /// The checks, in the order of this module's list.
    pub checks: Vec<RuleCheck>,
}

/// Runs every rule-level check on `rules` (`input` is how the user named them).
pub fn report(input: &str, rules: &Rules, budget: Budget) -> RuleReport {
    let checks = vec![
        RuleCheck {
            id: "hot-stone-retake",
            claims: &["YG-12", "YG-9"],
            question: "Is the single ko's immediate retake forbidden, and a retake after one intervening pass or real move allowed?",
            evidence: hot_stone_retake(rules),
        },
        RuleCheck {
            id: "no-change",
            claims: &["YG-6", "YG-7"],
            question: "Is a move that leaves the board unchanged (a single stone capturing itself) forbidden?",
            evidence: no_change(rules),
        },
        RuleCheck {
            id: "every-shape-decided",
            claims: &["YG-14", "YG-21", "TS-7"],
            question: "Is every named cycle shape cut by a forbidden move or voided (no endless cycle)?",
            evidence: every_shape_decided(input, rules),
        },
        RuleCheck {
            id: "every-game-ends",
            claims: &["T7", "YG-14"],
            question: "Does every game end on the small boards (no infinite legal game within the search bound)?",
            evidence: every_game_ends(input, rules, budget),
        },
        RuleCheck {
            id: "passes-end-the-game",
            claims: &["YG-8", "JPD-C6", "JPD-C10", "T8"],
            question: "Does a run of passes end the game, after how many, and may play resume after two?",
            evidence: passes_end_the_game(rules),
        },
        RuleCheck {
            id: "pass-kinds",
            claims: &["JPD-A4", "YG-4", "YG-5", "TS-10"],
            question: "Which passes does the rule set have, and does a pass hand a prisoner over exactly when the option says so?",
            evidence: pass_kinds(rules),
        },
    ];
    RuleReport {
        input: input.to_string(),
        rules: *rules,
        checks,
    }
}

/// The single ko of `qili_spec::ts::cycles::single_ko` with room for a ko threat and its
/// answer: White's stone at b2 may be taken by Black at c2; the right-hand columns are empty.
const KO_ROWS: [&str; 3] = [".XO...", "XO.O..", ".XO..."];

fn b(x: usize, y: usize) -> Move {
    Move::Play(Color::Black, Point::new(x, y))
}

fn w(x: usize, y: usize) -> Move {
    Move::Play(Color::White, Point::new(x, y))
}

/// Plays `moves` from the ko position under `rules`: `Ok` if all are legal, else the index and
/// the reason of the first illegal one.
fn play_ko(rules: &Rules, moves: &[Move]) -> Result<(), (usize, Illegal)> {
    let board = Board::from_rows(&KO_ROWS).expect("the ko rows are well formed");
    match Game::from_moves(*rules, board, Color::Black, moves).1 {
        None => Ok(()),
        Some(e) => Err(e),
    }
}

fn hot_stone_retake(rules: &Rules) -> Evidence {
    let take = b(2, 1);
    let retake = w(1, 1);
    let pass_w = Move::Pass(Color::White, PassKind::Ordinary);
    let cases: [(&str, Vec<Move>, bool); 3] = [
        ("the immediate retake", vec![take, retake], false),
        (
            "the retake after White passes and Black plays elsewhere",
            vec![take, pass_w, b(5, 2), retake],
            true,
        ),
        (
            "the retake after a ko threat and its answer (one real move each)",
            vec![take, w(5, 0), b(5, 2), retake],
            true,
        ),
    ];
    let mut parts = Vec::new();
    let mut wrong = Vec::new();
    for (what, moves, should_allow) in &cases {
        let last = moves.len() - 1;
        let got = play_ko(rules, moves);
        let allowed = got.is_ok();
        let text = match got {
            Ok(()) => format!("{what} is allowed"),
            Err((i, e)) if i == last => format!("{what} is forbidden ({})", e.reason(rules)),
            Err((i, e)) => format!(
                "{what} cannot be played: move {} is illegal ({})",
                i + 1,
                e.reason(rules)
            ),
        };
        if allowed != *should_allow {
            wrong.push(text.clone());
        }
        parts.push(text);
    }
    Evidence::searched(
        format!(
            "The single ko on a 6x3 board (rows {}), Black takes at c2: {}",
            KO_ROWS.join("/"),
            parts.join("; ")
        ),
        (!wrong.is_empty()).then(|| format!("not as YG-12 asks: {}", wrong.join("; "))),
    )
    .cases(cases.len() as u64)
}

fn no_change(rules: &Rules) -> Evidence {
    let board = Board::from_rows(&[".O", "O."]).expect("rows");
    let g = Game::from_position(*rules, board, Color::Black);
    let m = b(0, 0);
    let verdict = g.clone().play(m).err();
    Evidence::checked(
        verdict.is_some(),
        match verdict {
            Some(e) => format!(
                "On the 2x2 board .O/O., Black at a2 would capture itself and leave the board unchanged: forbidden ({})",
                e.reason(rules)
            ),
            None => "On the 2x2 board .O/O., Black at a2 captures itself and leaves the board unchanged, and the move is allowed".to_string(),
        },
    )
    .cases(1)
}

fn every_shape_decided(input: &str, rules: &Rules) -> Evidence {
    let shapes = all_shapes();
    let mut decided = Vec::new();
    let mut endless = Vec::new();
    for s in &shapes {
        let o = outcome_under(s, input, rules);
        match o.verdict {
            Verdict::Forbidden { index, text } => {
                decided.push(format!("{}: move {} ({text}) forbidden", s.name, index + 1))
            }
            Verdict::Void { index } => {
                decided.push(format!("{}: no result after move {}", s.name, index + 1))
            }
            Verdict::Endless => endless.push(s.name.to_string()),
        }
    }
    Evidence::searched(
        format!(
            "{} named shapes of `qili shapes`, each cycle played {} times round: {}{}",
            shapes.len(),
            crate::ko_table::REPEATS,
            decided.join("; "),
            if endless.is_empty() {
                String::new()
            } else {
                format!("; endless: {}", endless.join(", "))
            }
        ),
        (!endless.is_empty()).then(|| format!("the {} cycle for ever", endless.join(", "))),
    )
    .cases(shapes.len() as u64)
}

fn every_game_ends(input: &str, rules: &Rules, budget: Budget) -> Evidence {
    let search = match play_rules(rules) {
        Ok(s) => s,
        // Nothing ran: no reading has a status (over no readings: not checked).
        Err(e) => return Evidence::by_readings(format!("not searched: {e}"), Vec::new()),
    };
    let (boards, depth, nodes): (&[(usize, usize)], usize, u64) = match budget {
        Budget::Default => (&[(1, 2), (1, 3), (2, 2)], 12, 300_000),
        Budget::Thorough => (&[(1, 2), (1, 3), (2, 2), (1, 4), (2, 3)], 16, 5_000_000),
    };
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut cases = 0;
    for &(wd, ht) in boards {
        let geo = Geometry::new(wd, ht).expect("a small board");
        let board = format!("{wd}x{ht}");
        match explore::find_lasso(geo, (input, search), depth, nodes, |_| {}) {
            Lasso::Found { witness, .. } => {
                let start = qili_spec::go::game::Position::start(wd, ht);
                let moves = witness.spec_moves();
                let k = witness.cycle_start.unwrap_or(0);
                let checked = qili_spec::theorems::ko::t7_repeats_legally(
                    &start,
                    &moves[..k],
                    &moves[k..],
                    search,
                    5,
                );
                cases += 1;
                if checked {
                    parts.push(format!(
                        "{board}: an infinite legal game {} (the repeating part replayed 5 times by the reference model)",
                        witness.text()
                    ));
                    readings.push((board, Status::from_holds(false)));
                } else {
                    parts.push(format!(
                        "{board}: the search's witness {} does not replay in the reference model",
                        witness.text()
                    ));
                    readings.push((board, Status::over_readings(&[])));
                }
            }
            Lasso::NoneUpTo {
                depth,
                nodes,
                complete,
                ..
            } => {
                cases += nodes;
                parts.push(format!(
                    "{board}: no infinite game within {depth} moves ({nodes} games{})",
                    if complete { "" } else { ", node budget cut" }
                ));
                readings.push((board, Status::from_holds(true)));
            }
        }
    }
    Evidence::by_readings(
        format!(
            "Small-board search for the shortest infinite legal game (a repeating part after a prefix, both within the depth): {}",
            parts.join("; ")
        ),
        readings,
    )
    .cases(cases)
}

fn passes_end_the_game(rules: &Rules) -> Evidence {
    let mut g = Game::new(*rules, 3, 1).expect("a 3x1 board");
    let mut n = 0;
    let mut refused = None;
    while !g.is_over() && n < 8 {
        let m = Move::Pass(g.to_move(), PassKind::Ordinary);
        if let Err(e) = g.play(m) {
            refused = Some((n, e));
            break;
        }
        n += 1;
    }
    // After two passes: may a real move follow?
    let mut two = Game::new(*rules, 3, 1).expect("a 3x1 board");
    let two_ok = two
        .play(Move::Pass(Color::Black, PassKind::Ordinary))
        .and_then(|_| two.play(Move::Pass(Color::White, PassKind::Ordinary)))
        .is_ok();
    let resumes = two_ok && !two.is_over() && two.play(b(0, 0)).is_ok();
    let mut summary = match (g.is_over(), refused) {
        (true, _) => format!("From the empty 3x1 board, {n} consecutive passes end the game"),
        (false, Some((k, e))) => format!(
            "From the empty 3x1 board, pass {} is refused ({})",
            k + 1,
            e.reason(rules)
        ),
        (false, None) => {
            format!("From the empty 3x1 board, {n} consecutive passes do not end the game")
        }
    };
    summary.push_str(&if resumes {
        "; after two passes play may resume with a real move (two passes suspend play)".to_string()
    } else if two_ok && two.is_over() {
        "; two passes end the game".to_string()
    } else {
        "; after two passes no real move may follow".to_string()
    });
    Evidence::checked(g.is_over(), summary).cases(n as u64 + 1)
}

fn pass_kinds(rules: &Rules) -> Evidence {
    // Black takes a white stone on the 3x1 board XO. (one prisoner), then White and Black pass.
    // By hand, Black's prisoners after each move: one kind of pass, 1, 1, 1; a pass handing a
    // prisoner over (TS-10, 直接交俘子一枚给对方): White holds none, hands over a white stone
    // (Black 2), Black hands one back (1); only-with-a-prisoner: White's pass is refused.
    let board = Board::from_rows(&["XO."]).expect("rows");
    let moves = [
        b(2, 0),
        Move::Pass(Color::White, PassKind::Ordinary),
        Move::Pass(Color::Black, PassKind::Ordinary),
    ];
    let mut g = Game::from_position(*rules, board, Color::Black);
    let mut refused = None;
    let mut held = Vec::new();
    for m in moves {
        if let Err(e) = g.play(m) {
            refused = Some(e);
            break;
        }
        held.push(g.prisoners()[0]);
    }
    let kinds: Vec<&str> = match rules.play.passes {
        crate::go::Passes::OrdinaryAndSuspension => {
            PassKind::ALL.iter().map(|k| k.name()).collect()
        }
        _ => vec!["one pass"],
    };
    let want: (&[usize], Option<crate::go::Illegal>) = match rules.play.passes {
        crate::go::Passes::HandOverAPrisoner => (&[1, 2, 1], None),
        crate::go::Passes::OnlyWithAPrisoner => {
            (&[1], Some(crate::go::Illegal::NoPrisonerToHandOver))
        }
        _ => (&[1, 1, 1], None),
    };
    let as_stated = held == want.0 && refused == want.1;
    Evidence::checked(
        as_stated,
        format!(
            "passes = {} ({}): kinds {}; Black takes one white stone on XO., White passes, Black passes: Black holds {} prisoner(s) after each move{}",
            rules.play.passes.name(),
            rules.play.passes.source(),
            kinds.join(" and "),
            held.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", "),
            refused.map_or(String::new(), |e| format!(" (the next move was refused: {})", e.reason(rules)))
        ),
    )
    .cases(1)
}

/// The report as text: the rule set's options, then one block per check.
pub fn text(r: &RuleReport) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "qili audit --rules {}: the rule-level checks on {}\n",
        r.input,
        r.rules
            .preset_name()
            .map_or("this rule set".to_string(), |n| format!("the preset {n}"))
    );
    for line in crate::rules::to_toml(&r.rules).lines() {
        let _ = writeln!(out, "  {line}");
    }
    let _ = writeln!(out);
    for c in &r.checks {
        let _ = writeln!(
            out,
            "{:<22} {:<12} {} ({})",
            c.id,
            c.evidence.status.label(),
            c.question,
            c.claims.join(", ")
        );
        let _ = writeln!(out, "{:>24}{}", "", c.evidence.summary);
        for r in &c.evidence.readings {
            let _ = writeln!(out, "{:>26}{}: {}", "", r.name, r.status.label());
        }
    }
    let n = |s: Status| r.checks.iter().filter(|c| c.evidence.status == s).count();
    let _ = writeln!(
        out,
        "{} checks: {} holds, {} fails, {} not-checked",
        r.checks.len(),
        n(Status::Holds),
        n(Status::Fails),
        n(Status::NotChecked)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn status(r: &RuleReport, id: &str) -> Status {
        r.checks
            .iter()
            .find(|c| c.id == id)
            .unwrap()
            .evidence
            .status
    }

    /// Derived by hand: under `ying`, `japanese` (simple ko) and `tromp-taylor` (positional
    /// superko) the single ko's immediate retake is forbidden, and the retake after White's
    /// pass and Black's move elsewhere, or after a threat and its answer, is allowed (the board
    /// holds the new stones, so no earlier board recurs). A single stone capturing itself
    /// leaves the board unchanged: forbidden under `ying` (著必有變), `japanese` (no suicide)
    /// and `tromp-taylor` (the board repeats: positional superko).
    #[test]
    fn the_single_ko_and_the_unchanged_board() {
        for name in ["ying", "japanese", "tromp-taylor"] {
            let r = crate::rules::parse(name).unwrap();
            let rep = report(name, &r, Budget::Default);
            assert_eq!(status(&rep, "hot-stone-retake"), Status::Holds, "{name}");
            assert_eq!(status(&rep, "no-change"), Status::Holds, "{name}");
        }
    }
}
