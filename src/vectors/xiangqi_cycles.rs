//! Xiangqi cycle vectors: a fixed small set of the rational cycle population
//! (`qili_spec::xq::rational::population`: the built classic motifs in their variants, then
//! generated cycles in which no side has a capture that wins material, XQ-3, nor a mate it
//! forces within two moves), each with the
//! game (start FEN and moves in ICCS), the cycle recognised (XQ-2.2), the nature of every
//! cycle move (XQ-5/XQ-6: check, mate-threat, chase, idle; entering moves marked), each side's
//! overall nature (XQ-7, the lightest), whether each side has an alternative (XQ-8), and both
//! schemes' verdicts (XQ-10 方案一, 方案二), computed by `qili_spec::xq::judge` with the default
//! options (those of `qili xq-judge`).
//!
//! Claims exercised: XQ-2.2, XQ-3, XQ-5, XQ-7, XQ-8, XQ-10.

use qili_spec::xq::board::Side;
use qili_spec::xq::gen::game_of;
use qili_spec::xq::rational::population;
use qili_spec::xq::{judge, XqOptions};
use serde_json::{json, Value};

/// The cycles taken from the population.
pub const CYCLES: usize = 60;

fn side_name(s: Side) -> &'static str {
    match s {
        Side::Red => "red",
        Side::Black => "black",
    }
}

/// Every Xiangqi cycle vector, in the population's order.
pub fn vectors() -> Vec<Value> {
    let o = XqOptions::default();
    let mut out = Vec::new();
    for c in population(1, CYCLES) {
        let game = game_of(&c.start, &c.moves);
        let j = judge(&game, &o);
        let natures: Vec<Value> = j
            .natures
            .iter()
            .map(|(cm, n)| {
                json!({
                    "move": cm.index + 1,
                    "side": side_name(cm.side),
                    "iccs": cm.mv.iccs(),
                    "entering": cm.entering,
                    "nature": n.nature.name(),
                })
            })
            .collect();
        out.push(json!({
            "id": format!("xiangqi-cycle-{:05}", out.len() + 1),
            "claims": ["XQ-2.2", "XQ-3", "XQ-5", "XQ-7", "XQ-8", "XQ-10"],
            "source": c.name,
            "fen": c.start.fen(),
            "moves": c.moves.iter().map(|m| m.iccs()).collect::<Vec<_>>(),
            "cycle_formed": j.cycle.is_some(),
            "natures": natures,
            "overall": { "red": j.overall[0].name(), "black": j.overall[1].name() },
            "alternatives": { "red": j.alternatives[0], "black": j.alternatives[1] },
            "complex": j.complex,
            "scheme1": j.scheme1,
            "scheme2": j.scheme2,
        }));
    }
    out
}
