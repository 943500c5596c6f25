//! Ko-shape vectors: a named cycle shape (single, triple and quadruple ko, eternal life,
//! sending two returning one, ...: [`crate::ko_table::all_shapes`]) under one rule set of
//! `qili rules` — every preset, each Ying reading included — and what the rule set does with
//! the cycle played [`crate::ko_table::REPEATS`] times: the first move it forbids, the move
//! after which its no-result reading voids the game, or neither. The same computation as
//! `qili shapes --rules NAME` ([`crate::ko_table::outcome_under`]), which runs the plain
//! reference model or the Ying one (`qili_spec::go::game::replay`, `qili_spec::yg::ko::replay`).
//!
//! Claims exercised: TS-7 (002 无休之势: triple ko, quadruple ko and eternal life have no
//! result) for the no-result readings, JPD-A11 for `whole-shape-with-pass-stones`, YG-12 and
//! YG-13 for the Ying readings, YG-21 for every vector (the traditional rules against Ying's
//! ko shapes).

use super::point_name;
use crate::go::Ko;
use crate::ko_table::{all_shapes, moves, outcome_under, Verdict};
use crate::rules::{KoRule, NoResult, Rules};
use qili_spec::go::game::Move;
use qili_spec::go::grid::Color;
use serde_json::{json, Value};

fn colour_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

fn move_name(m: Move, height: usize) -> String {
    match m {
        Move::Play(_, p) => point_name(p, height),
        Move::Pass(..) => "pass".into(),
    }
}

/// Every ko-shape vector: each shape under each preset, in a fixed order.
pub fn vectors() -> Vec<Value> {
    let mut out = Vec::new();
    for s in all_shapes() {
        let h = s.start.grid.height();
        let repeated = moves(&s);
        for (name, rules) in Rules::PRESETS {
            let o = outcome_under(&s, name, &rules);
            let verdict = match &o.verdict {
                Verdict::Forbidden { index, .. } => json!({
                    "kind": "forbidden",
                    "move": index + 1,
                    "point": move_name(repeated[*index], h),
                }),
                Verdict::Void { index } => json!({ "kind": "void", "after": index + 1 }),
                Verdict::Endless => json!({ "kind": "endless" }),
            };
            let mut claims = vec!["YG-21"];
            match rules.play.ko {
                KoRule::Plain(Ko::WholeShapeWithPassStones) => claims.push("JPD-A11"),
                KoRule::Ying(_) => claims.extend(["YG-12", "YG-13"]),
                _ => {}
            }
            if matches!(
                rules.play.no_result,
                NoResult::TangSong | NoResult::TangSongEveryRecurrence
            ) {
                claims.push("TS-7");
            }
            out.push(json!({
                "id": format!("go-ko-shape-{:05}", out.len() + 1),
                "claims": claims,
                "shape": s.name,
                "rules": super::go_legality::rules_json(name, &rules),
                "no_result": rules.play.no_result,
                "width": s.start.grid.width(),
                "height": h,
                "position": super::board_text(&s.start.grid),
                "to_move": colour_name(s.start.to_move),
                "pass_stones": s.start.pass_stones,
                "cycle": s.cycle.iter().map(|&m| move_name(m, h)).collect::<Vec<_>>(),
                "repeats": crate::ko_table::REPEATS,
                "verdict": verdict,
            }));
        }
    }
    out
}
