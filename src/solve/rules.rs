//! The rule sets the solver takes: a preset of [`crate::search::game::Rules::preset`] (ko
//! rule, suicide, ending) and a scoring, written `PRESET` (area scoring) or `PRESET/territory`.
//! [`parse`] is the only place names are read, so the unified rules vocabulary can replace it.

use crate::search::board::{Geometry, Stones};
use crate::search::explore::area;
use crate::search::game::{KoRule, Node, Rules};
use qili_spec::go::game::{End, Ko, Suicide};

/// How a finished game is counted (no komi).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Stones plus empty regions bordered by one colour only (Tromp-Taylor area, as
    /// [`crate::search::explore::margin`]).
    Area,
    /// Empty regions bordered by one colour only, plus the stones each side captured (every
    /// stone on the board at the end counts as alive, as in a game played out; pass stones
    /// are not counted).
    Territory,
}

/// A rule set to solve under.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSet {
    /// The name as given (`psk`, `psk/territory`).
    pub name: String,
    /// Ko rule, suicide and ending.
    pub rules: Rules,
    /// How the end is counted.
    pub scoring: Scoring,
}

/// Reads a comma-separated list of rule sets (`psk,ssk/territory`).
pub fn parse(list: &str) -> Result<Vec<RuleSet>, String> {
    let mut out = Vec::new();
    for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        let (preset, scoring) = match name.split_once('/') {
            None => (name, Scoring::Area),
            Some((p, "area")) => (p, Scoring::Area),
            Some((p, "territory")) => (p, Scoring::Territory),
            Some((_, s)) => {
                return Err(format!(
                    "rule set '{name}': unknown scoring '{s}' (area or territory)"
                ))
            }
        };
        let rules = Rules::preset(preset).map_err(|e| format!("rule set '{name}': {e}"))?;
        out.push(RuleSet {
            name: name.to_string(),
            rules,
            scoring,
        });
    }
    if out.is_empty() {
        return Err(format!("rule sets '{list}': none given"));
    }
    Ok(out)
}

impl RuleSet {
    /// Whether every game under these rules is finite, so that the solver's value is the value
    /// of a finite game tree: superko (positional or situational) forbids every repetition of
    /// a board by a real move, so there are finitely many real moves in a game, and the
    /// passes between them are bounded by the ending (proof in `proofs/solver.md`). Other
    /// ko rules admit infinite games on some boards (T7); the solver still searches them, and
    /// reports a value only when it does not depend on how an unfinished game is counted.
    pub fn finite(&self) -> bool {
        matches!(
            self.rules.ko,
            KoRule::Plain(Ko::PositionalSuperko | Ko::SituationalSuperko)
        ) && matches!(self.rules.end, End::TwoPasses | End::FourPasses)
    }

    /// Whether pass-alive stones stay on the board to the end (no suicide: their owner can
    /// never remove them), which the static bounds and the history filter rely on.
    pub fn alive_stones_stay(&self) -> bool {
        self.rules.suicide == Suicide::Forbidden
    }

    /// The largest value a game can have under this scoring, for bounds: the number of points
    /// under area scoring; under territory, captures are unbounded in principle, so a large
    /// number.
    pub fn bound(&self, geo: &Geometry) -> i32 {
        match self.scoring {
            Scoring::Area => geo.points() as i32,
            Scoring::Territory => 10_000,
        }
    }

    /// Black's result of a finished game ending at `node`.
    pub fn score(&self, geo: &Geometry, node: &Node) -> i32 {
        score(geo, self.scoring, node.stones, node.prisoners)
    }
}

/// Black's result (Black minus White) of a final position.
pub fn score(geo: &Geometry, scoring: Scoring, stones: Stones, prisoners: [u32; 2]) -> i32 {
    let (b, w) = area(geo, stones);
    match scoring {
        Scoring::Area => b as i32 - w as i32,
        Scoring::Territory => {
            let tb = b - stones[0].count_ones() + prisoners[0];
            let tw = w - stones[1].count_ones() + prisoners[1];
            tb as i32 - tw as i32
        }
    }
}
