//! Where a solve starts: the empty board, or the position an SGF game's main line reaches
//! (`qili solve --sgf FILE`), with that game's history, which the ko rule reads (superko
//! forbids recreating any board of it) and, under territory scoring, its prisoners.
//!
//! The solver's games alternate Black and White from the side to move, so a record where one
//! side moves twice in a row is refused, as is a move the rule set forbids: each with the
//! move's number, never a silent repair.

use super::rules::RuleSet;
use crate::go::board::Color as EngineColor;
use crate::go::game::Move;
use crate::go::sgf::{write_point, SgfGame};
use crate::rules::Scoring;
use crate::search::board::Geometry;
use crate::search::game::{Game, SMove};
use qili_spec::go::game::PassKind;

/// A start position for the solver.
#[derive(Clone, Debug)]
pub struct Start {
    /// The board.
    pub geo: Geometry,
    /// The game so far (no move on the empty board).
    pub game: Game,
    /// The setup stones of the record, as (side, point index): written back as `AB`/`AW`.
    pub setup: Vec<(u8, u8)>,
    /// The side to move at the setup (0 Black, 1 White): the first move's colour.
    pub first: u8,
}

impl Start {
    /// The empty board, Black to move.
    pub fn empty(geo: Geometry, rs: &RuleSet) -> Start {
        Start {
            geo,
            game: Game::new(geo, rs.rules),
            setup: Vec::new(),
            first: 0,
        }
    }

    /// The position the main line of `sgf` reaches under `rs`: its setup stones, then each
    /// move played under the rule set. Errors name the problem and the move (1-based).
    pub fn from_sgf(sgf: &SgfGame, rs: &RuleSet) -> Result<Start, String> {
        let geo = Geometry::new(sgf.width, sgf.height)
            .map_err(|e| format!("SZ[{}:{}]: {e}", sgf.width, sgf.height))?;
        let (board, to_move) = sgf.start();
        let mut stones = [0u32; 2];
        let mut setup = Vec::new();
        for i in 0..geo.points() {
            let p = geo.point(i);
            let engine = crate::go::board::Point::new(p.x, p.y);
            if let Some(c) = board.get(engine) {
                let s = side(c);
                stones[s as usize] |= 1 << i;
                setup.push((s, i as u8));
            }
        }
        if !geo.is_legal_position(stones) {
            return Err("the setup (AB/AW) has a block without a liberty".into());
        }
        let first = side(to_move);
        if rs.scoring == Scoring::EqualStonesCompareRoutes && (stones != [0, 0] || first != 0) {
            return Err(format!(
                "rule set '{}': route counting (HZ-5) balances the stones each side placed, which a record with setup stones (AB/AW) or White moving first (PL[W]) does not tell; solve it from a record of moves from the empty board",
                rs.name
            ));
        }
        let mut game = Game::from_position(geo, rs.rules, stones, first);
        for (n, mv) in sgf.moves().into_iter().enumerate() {
            let number = n + 1;
            if game.is_over() {
                return Err(format!(
                    "move {number}: the game is already over under {} (it ended with the passes before it)",
                    rs.name
                ));
            }
            let (colour, smove) = match mv {
                Move::Play(c, p) => (
                    c,
                    SMove::Play(
                        geo.index(qili_spec::go::grid::Point::new(p.x as usize, p.y as usize))
                            as u8,
                    ),
                ),
                Move::Pass(c, _) => (c, pass(&game)),
            };
            let want = game.current().to_move;
            if side(colour) != want {
                return Err(format!(
                    "move {number}: {} moves, but it is {}'s turn (the solver's games alternate)",
                    name(side(colour)),
                    name(want)
                ));
            }
            if !game.play(smove) {
                return Err(format!(
                    "move {number} ({} {}): illegal under {}",
                    name(want),
                    point_name(&geo, smove),
                    rs.name
                ));
            }
        }
        Ok(Start {
            geo,
            game,
            setup,
            first,
        })
    }

    /// The moves played since the setup.
    pub fn moves(&self) -> &[SMove] {
        &self.game.moves
    }

    /// The colour of the next move (0 Black, 1 White).
    pub fn to_move(&self) -> u8 {
        self.game.current().to_move
    }

    /// The record as SGF: the setup (`AB`, `AW`, `PL` when White moves first), the moves so
    /// far, then `continuation`, with `comment` on the root. From the empty board this is the
    /// game as [`crate::search::explore::Witness::sgf`] writes it.
    pub fn sgf(&self, rules: &str, comment: &str, continuation: &[SMove]) -> String {
        let geo = &self.geo;
        let size = if geo.width == geo.height {
            format!("{}", geo.width)
        } else {
            format!("{}:{}", geo.width, geo.height)
        };
        let at = |i: u8| {
            let p = geo.point(i as usize);
            write_point(crate::go::board::Point::new(p.x, p.y))
        };
        let mut s = format!(
            "(;GM[1]FF[4]SZ[{size}]RU[{rules}]C[{}]",
            comment.replace(']', "\\]")
        );
        for (tag, want) in [("AB", 0), ("AW", 1)] {
            let points: Vec<String> = self
                .setup
                .iter()
                .filter(|(c, _)| *c == want)
                .map(|&(_, i)| format!("[{}]", at(i)))
                .collect();
            if !points.is_empty() {
                s.push_str(tag);
                s.push_str(&points.concat());
            }
        }
        if self.first == 1 {
            s.push_str("PL[W]");
        }
        for (i, m) in self.moves().iter().chain(continuation).enumerate() {
            let c = if (i + self.first as usize).is_multiple_of(2) {
                "B"
            } else {
                "W"
            };
            let v = match m {
                SMove::Play(p) => at(*p),
                SMove::Pass(_) => String::new(),
            };
            s.push_str(&format!(";{c}[{v}]"));
        }
        s.push(')');
        s
    }
}

/// The pass a record's pass stands for: the ordinary pass where the rule set has it, else the
/// first pass it allows.
fn pass(g: &Game) -> SMove {
    let passes: Vec<SMove> = g
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, SMove::Pass(_)))
        .collect();
    passes
        .iter()
        .copied()
        .find(|m| *m == SMove::Pass(PassKind::Ordinary))
        .or_else(|| passes.first().copied())
        .unwrap_or(SMove::Pass(PassKind::Ordinary))
}

fn side(c: EngineColor) -> u8 {
    match c {
        EngineColor::Black => 0,
        EngineColor::White => 1,
    }
}

fn name(s: u8) -> &'static str {
    if s == 0 {
        "Black"
    } else {
        "White"
    }
}

fn point_name(geo: &Geometry, m: SMove) -> String {
    match m {
        SMove::Play(p) => geo.point(p as usize).guide_name(geo.height),
        SMove::Pass(_) => "pass".into(),
    }
}
