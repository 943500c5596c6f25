//! Conversion of engine games into the reference model's records (`qili_spec::go::game`), for
//! the tests that check the engine against the spec. The spec never calls the engine; only
//! this one-way conversion knows both.

use super::board::{Board, Color, Point};
use super::game::{Game, Illegal, Move};
use crate::rules::{KoRule, PlayRules, Rules};
use qili_spec::go::game as spec;
use qili_spec::go::grid as sg;

/// The spec's colour.
pub fn colour(c: Color) -> sg::Color {
    match c {
        Color::Black => sg::Color::Black,
        Color::White => sg::Color::White,
    }
}

/// The spec's point.
pub fn point(p: Point) -> sg::Point {
    sg::Point::new(p.x as usize, p.y as usize)
}

/// The spec's move.
pub fn spec_move(m: Move) -> spec::Move {
    match m {
        Move::Play(c, p) => spec::Move::Play(colour(c), point(p)),
        Move::Pass(c, k) => spec::Move::Pass(colour(c), k),
    }
}

/// The spec's grid of an engine board.
pub fn grid(b: &Board) -> sg::Grid {
    let mut g = sg::Grid::empty(b.width(), b.height());
    for y in 0..b.height() {
        for x in 0..b.width() {
            if let Some(c) = b.get(Point::new(x, y)) {
                g.set(sg::Point::new(x, y), sg::Cell::Stone(colour(c)));
            }
        }
    }
    g
}

/// The spec's reason for an engine reason.
pub fn illegal(e: Illegal) -> spec::Illegal {
    match e {
        Illegal::GameOver => spec::Illegal::GameOver,
        Illegal::NotYourTurn => spec::Illegal::NotYourTurn,
        Illegal::OffBoard => spec::Illegal::OffBoard,
        Illegal::Occupied => spec::Illegal::Occupied,
        Illegal::Suicide => spec::Illegal::Suicide,
        Illegal::Repetition | Illegal::HotStone => spec::Illegal::Repetition,
        Illegal::NoPrisonerToHandOver => spec::Illegal::NoPrisonerToHandOver,
    }
}

/// The spec's play options of a rule set (the scoring options have no part in play).
///
/// # Panics
/// Under a Ying ko, which has no plain options (its reference model is `qili_spec::yg::ko`,
/// see [`to_spec_play`]; the engine's `KoRule::Ying` holds the spec's reading). For tests only.
pub fn to_spec_options(r: &Rules) -> spec::Options {
    to_spec_play(r).expect("a Ying ko has no plain spec options: its reading is the spec's YingKo")
}

/// The spec's play options of a rule set, or `None` under a Ying ko, whose reference model is
/// `qili_spec::yg::ko` (the engine's `KoRule::Ying` holds the spec's `YingKo` itself):
/// [`PlayRules::options`] of [`Rules::play`].
pub fn to_spec_play(r: &Rules) -> Option<spec::Options> {
    r.play.options()
}

/// The engine's rule set with the play options of the spec's `o`, the other options as
/// `base` (the inverse of [`to_spec_options`] on play options).
pub fn from_spec_options(o: spec::Options, base: Rules) -> Rules {
    Rules {
        play: PlayRules {
            suicide: o.suicide,
            ko: KoRule::Plain(o.ko),
            end: o.end,
            ..base.play
        },
        ..base
    }
}

/// The spec's position of the engine game's current state.
pub fn position(g: &Game) -> spec::Position {
    spec::Position {
        grid: grid(g.board()),
        to_move: colour(g.to_move()),
        pass_stones: g.pass_stones(),
        prisoners: g.prisoners(),
    }
}

/// Converts an engine game into the spec's record: the start, the moves, and the position the
/// engine reaches after each move (found by replaying the game on the engine).
pub fn to_spec(g: &Game) -> spec::GameRecord {
    let mut replay = Game::from_position(*g.rules(), g.start().clone(), g.start_to_move());
    let start = position(&replay);
    let mut positions = Vec::with_capacity(g.moves().len());
    for &m in g.moves() {
        replay.play(m).expect("the game's moves are legal");
        positions.push(position(&replay));
    }
    spec::GameRecord {
        start,
        moves: g.moves().iter().map(|&m| spec_move(m)).collect(),
        positions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_to_the_spec_and_back_agree() {
        for (n, r) in Rules::PRESETS {
            match r.play.ko {
                KoRule::Ying(_) => {
                    assert_eq!(to_spec_play(&r), None, "{n}");
                }
                _ => {
                    let o = to_spec_options(&r);
                    assert_eq!(from_spec_options(o, r), r, "{n}");
                }
            }
        }
    }
}
