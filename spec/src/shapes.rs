//! More named classical cycle shapes (issue 4; TS-7, YG-21), next to the single, triple and
//! quadruple ko of [`crate::ts::cycles`]: eternal life (長生劫), sending two returning one
//! (送二還一) and the double ko (雙劫) whose cycle is the one of double-ko seki.
//!
//! Each is a [`Shape`]: a start position built with [`Grid::from_rows`] (top row first, `X`
//! black, `O` white) and one turn of its cycle. After one turn the board and the side to move
//! equal the start (the tests replay it on the plain model, [`crate::go::game::replay`]).
//! Points are `Point { x: column from the left, y: row from the top }`.
//!
//! 003 熱子 names eternal life's "雙熱子" (double hot stones: each side captures two stones per
//! turn of the cycle); 002 (TS-7) names eternal life among the shapes Tang-Song play left
//! without a result ("长生劫 ... 作为循环往复无法终局处理"). Sending two returning one and
//! the double ko are not named by the documents; they are here because their cycles contain
//! passes (or moves that concede), which is where the no-result readings and the Ying interval
//! readings ([`crate::yg::ko::Interval`]) part.

use crate::go::game::{Move, PassKind, Position};
use crate::go::grid::{Color, Grid, Point};
use crate::ts::cycles::Shape;

fn start(rows: &[&str]) -> Position {
    Position {
        grid: Grid::from_rows(rows).expect("the shape rows are well formed"),
        to_move: Color::Black,
        pass_stones: [0, 0],
        prisoners: [0, 0],
    }
}

fn b(x: usize, y: usize) -> Move {
    Move::Play(Color::Black, Point::new(x, y))
}

fn w(x: usize, y: usize) -> Move {
    Move::Play(Color::White, Point::new(x, y))
}

fn pass(c: Color) -> Move {
    Move::Pass(c, PassKind::Ordinary)
}

/// Eternal life (長生劫), 5x3, top edge:
///
/// ```text
/// . . O O X      r=(0,0) p=(1,0) b=(2,0) a=(3,0)
/// O O X X X
/// . O X . .
/// ```
///
/// The two white stones a, b have one liberty, p. Black 1 at p captures both; White 2 throws
/// in at a (it has the liberty b); Black 3 at r fills (p and r now have the one liberty b);
/// White 4 at b captures both black stones, and the start recurs with Black to move. Each side
/// captures two stones per turn (003 熱子 "長生劫之雙劫子"); two of the four moves capture nothing,
/// which is what the Ying reading [`crate::yg::ko::Interval::MoverPassOrNonCapture`] counts.
pub fn eternal_life() -> Shape {
    Shape {
        name: "eternal life",
        start: start(&["..OOX", "OOXXX", ".OX.."]),
        cycle: vec![b(1, 0), w(3, 0), b(0, 0), w(2, 0)],
    }
}

/// Sending two returning one (送二還一), 5x3, top edge:
///
/// ```text
/// . X . X .      t=(0,0) s=(1,0) u=(2,0)
/// O O X X .
/// . O X . .
/// ```
///
/// Black 1 at t makes the two stones t, s with one liberty u (sends two); White 2 at u
/// captures both, and its stone has one liberty, s; Black 3 at s captures it (returns one).
/// The board is the start again but White is to move: White passes (there is nothing better
/// to do in the shape), and the start recurs with Black to move and one white pass stone
/// outside the board. Black has lost two stones and White one per turn.
pub fn sending_two_returning_one() -> Shape {
    Shape {
        name: "sending two returning one",
        start: start(&[".X.X.", "OOXX.", ".OX.."]),
        cycle: vec![b(0, 0), w(2, 0), b(1, 0), pass(Color::White)],
    }
}

/// A ko unit, 4 columns by 3 rows: with a white stone in it (Black may take at column c of
/// the middle row) or a black stone (White may take back at column b), as in
/// [`crate::ts::cycles`].
const KO_WHITE: [&str; 3] = [".XO.", "XO.O", ".XO."];
const KO_BLACK: [&str; 3] = [".XO.", "X.XO", ".XO."];

/// The double ko (雙劫), 4x6: two kos, the top one with a white stone in it (Black may take),
/// the bottom one with a black stone in it (White may take). The cycle is the one of double-ko
/// seki: Black takes the top ko; White takes the bottom one (not a retake, so simple ko allows
/// it); Black has no ko to take (the top ko holds his stone, the bottom one was just taken) and
/// passes; White retakes the top ko; Black retakes the bottom one; White has no ko to take and
/// passes: the start recurs, each side having passed once. The units stand apart on the board
/// (the seki's shared liberties are not modelled): what the ko rules see is only the sequence
/// of captures, which is the same.
pub fn double_ko() -> Shape {
    let mut rows: Vec<&str> = Vec::new();
    rows.extend(KO_WHITE);
    rows.extend(KO_BLACK);
    Shape {
        name: "double ko",
        start: start(&rows),
        cycle: vec![
            b(2, 1),
            w(1, 4),
            pass(Color::Black),
            w(1, 1),
            b(2, 4),
            pass(Color::White),
        ],
    }
}

/// Every shape of this module.
pub fn shapes() -> Vec<Shape> {
    vec![eternal_life(), sending_two_returning_one(), double_ko()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::game::{replay, End, Ko, Options, Suicide};

    /// Each cycle is legal under simple ko with suicide forbidden, and one turn brings back
    /// the start's board and side to move.
    #[test]
    fn each_cycle_recurs_on_the_plain_model() {
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        for s in shapes() {
            let r = replay(s.start.clone(), &s.cycle, o)
                .unwrap_or_else(|e| panic!("{}: move {} {:?}", s.name, e.0, e.1));
            let last = r.positions.last().unwrap();
            assert_eq!(last.grid, s.start.grid, "{}", s.name);
            assert_eq!(last.to_move, s.start.to_move, "{}", s.name);
            // Every position inside one turn is new (the cycle is a cycle, not two).
            let h = r.history();
            for i in 0..h.len() - 1 {
                for j in 0..i {
                    assert!(
                        !(h[i].grid == h[j].grid && h[i].to_move == h[j].to_move),
                        "{}: positions {j} and {i} already equal",
                        s.name
                    );
                }
            }
        }
    }

    /// Eternal life: each side captures two stones per turn (by hand: Black 1 takes a, b;
    /// White 4 takes p, r).
    #[test]
    fn prisoners_per_turn() {
        let s = eternal_life();
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        let r = replay(s.start.clone(), &s.cycle, o).unwrap();
        assert_eq!(r.positions.last().unwrap().prisoners, [2, 2]);
        let s = sending_two_returning_one();
        let r = replay(s.start.clone(), &s.cycle, o).unwrap();
        // Black captured one white stone, White two black stones.
        assert_eq!(r.positions.last().unwrap().prisoners, [1, 2]);
    }
}
