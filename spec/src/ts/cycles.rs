//! Cycles that void a game (TS-7, and the no-result rules it is compared with) and the
//! named classical cycle shapes (TS-6, TS-7, YG-21).
//!
//! 002 (赵之云): "此外,如'三劫循环''四劫循环''长生劫'等珍奇棋形 ... 唐宋人的处理方法,与日本规定的'无胜负'
//! 大致相同 ... '有无休之势' ... 作为循环往复无法终局处理" (TS-7): triple ko, quadruple ko and
//! eternal life give no result. What counts as such a cycle is not defined; three readings
//! are named options ([`NoResult`]).

use crate::go::game::{Move, Position};
use crate::go::grid::{Color, Grid};
use serde::Serialize;

/// When a game with a repeating cycle is void (no result).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum NoResult {
    /// Japanese-style: the first time a whole-board position (board and side to move) recurs
    /// with no pass between its two occurrences, the game is void (neither side deviating
    /// from a long cycle, 無勝負).
    JapaneseStyle,
    /// TS-7 "无休之势" (an endless cycle) read as: the first time a position recurs at all,
    /// passes or not (002 TS-10: in Tang-Song play no one may decline to move, so there is no
    /// pass to break a cycle).
    TangSong,
    /// KataGo-like: a position occurs for the third time since the last pass.
    ThreeRepetitionsSinceLastPass,
}

impl NoResult {
    /// Every reading, in declaration order.
    pub fn all() -> [NoResult; 3] {
        [
            NoResult::JapaneseStyle,
            NoResult::TangSong,
            NoResult::ThreeRepetitionsSinceLastPass,
        ]
    }
}

/// The index of the move (into `moves`) after which the game is void under `rule`, if any.
/// `history[i + 1]` is the position after `moves[i]`.
pub fn no_result(history: &[Position], moves: &[Move], rule: NoResult) -> Option<usize> {
    let same = |a: &Position, b: &Position| a.grid == b.grid && a.to_move == b.to_move;
    for j in 1..history.len() {
        // The positions that count for this rule before position j.
        let from = match rule {
            NoResult::TangSong => 0,
            NoResult::JapaneseStyle | NoResult::ThreeRepetitionsSinceLastPass => {
                // After the last pass among moves[..j].
                (0..j)
                    .rev()
                    .find(|&k| moves[k].is_pass())
                    .map_or(0, |k| k + 1)
            }
        };
        let earlier = history[from..j]
            .iter()
            .filter(|h| same(h, &history[j]))
            .count();
        let void = match rule {
            NoResult::JapaneseStyle | NoResult::TangSong => earlier >= 1,
            NoResult::ThreeRepetitionsSinceLastPass => earlier >= 2,
        };
        if void {
            return Some(j - 1);
        }
    }
    None
}

/// A named cycle shape: a start position and the moves of one turn of its cycle.
#[derive(Clone, Debug)]
pub struct Shape {
    /// The shape's name (used in test and audit messages).
    pub name: &'static str,
    /// The position the cycle starts from.
    pub start: Position,
    /// One turn of the cycle: after it the start position recurs.
    pub cycle: Vec<Move>,
}

/// A ko unit of the stacked shapes, 4 columns by 3 rows, in the white state (Black can take
/// at column c of the middle row) or the black state (White can take back at column b).
const KO_WHITE: [&str; 3] = [".XO.", "XO.O", ".XO."];
const KO_BLACK: [&str; 3] = [".XO.", "X.XO", ".XO."];

fn stack(states: &[bool]) -> Grid {
    let mut rows: Vec<&str> = Vec::new();
    for &white in states {
        rows.extend(if white { KO_WHITE } else { KO_BLACK });
    }
    Grid::from_rows(&rows).expect("the stacked ko rows are well formed")
}

/// The point where Black takes the ko of unit `i`, and where White takes it back.
fn black_takes(i: usize) -> Move {
    Move::Play(Color::Black, crate::go::grid::Point::new(2, 3 * i + 1))
}
fn white_takes(i: usize) -> Move {
    Move::Play(Color::White, crate::go::grid::Point::new(1, 3 * i + 1))
}

fn start(grid: Grid) -> Position {
    Position {
        grid,
        to_move: Color::Black,
        pass_stones: [0, 0],
        prisoners: [0, 0],
    }
}

/// Single ko: Black takes, White takes back.
pub fn single_ko() -> Shape {
    Shape {
        name: "single ko",
        start: start(stack(&[true])),
        cycle: vec![black_takes(0), white_takes(0)],
    }
}

/// Triple ko (三劫循環): three kos, Black takes one, White another, and so on; after six
/// captures the whole board recurs with Black to move.
pub fn triple_ko() -> Shape {
    Shape {
        name: "triple ko",
        start: start(stack(&[true, false, true])),
        cycle: vec![
            black_takes(0),
            white_takes(1),
            black_takes(2),
            white_takes(0),
            black_takes(1),
            white_takes(2),
        ],
    }
}

/// Quadruple ko (四劫循環): four kos, eight captures per turn of the cycle.
pub fn quadruple_ko() -> Shape {
    Shape {
        name: "quadruple ko",
        start: start(stack(&[true, false, true, false])),
        cycle: vec![
            black_takes(0),
            white_takes(1),
            black_takes(2),
            white_takes(3),
            black_takes(1),
            white_takes(0),
            black_takes(3),
            white_takes(2),
        ],
    }
}

/// A six-move cycle on the 2x2 board that the explorer found (`qili search cycles --board 2x2
/// --rules simple`): Black throws in, White captures two, Black plays again, White captures
/// one, Black captures three, White plays again. Not one of the classical named shapes (it is
/// the smallest pass-free cycle the search finds under simple ko); like eternal life it mixes
/// captures with moves that capture nothing, which matters for [`crate::yg::ko::Interval`].
pub fn two_by_two_cycle() -> Shape {
    use crate::go::grid::Point;
    let p = |x, y| Point::new(x, y);
    Shape {
        name: "2x2 throw-in cycle",
        start: start(Grid::from_rows(&["XO", ".."]).expect("rows")),
        cycle: vec![
            Move::Play(Color::Black, p(0, 1)),
            Move::Play(Color::White, p(1, 1)),
            Move::Play(Color::Black, p(0, 0)),
            Move::Play(Color::White, p(0, 1)),
            Move::Play(Color::Black, p(0, 0)),
            Move::Play(Color::White, p(1, 0)),
        ],
    }
}

/// Every named shape of this module.
pub fn shapes() -> Vec<Shape> {
    vec![single_ko(), triple_ko(), quadruple_ko(), two_by_two_cycle()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::game::{replay, End, Ko, Options, Suicide};

    #[test]
    fn each_cycle_returns_to_its_start_under_simple_ko_but_for_the_single_ko() {
        let o = Options {
            suicide: Suicide::Allowed,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        for s in shapes() {
            let r = replay(s.start.clone(), &s.cycle, o);
            if s.name == "single ko" {
                assert_eq!(r.unwrap_err().0, 1, "the retake is forbidden");
                continue;
            }
            let r = r.unwrap_or_else(|e| panic!("{}: {e:?}", s.name));
            let last = r.positions.last().unwrap();
            assert_eq!(last.grid, s.start.grid, "{}", s.name);
            assert_eq!(last.to_move, s.start.to_move);
        }
    }

    #[test]
    fn no_result_readings_on_the_triple_ko() {
        let s = triple_ko();
        let o = Options {
            suicide: Suicide::Allowed,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        let moves: Vec<Move> = s.cycle.iter().cycle().take(18).copied().collect();
        let r = replay(s.start.clone(), &moves, o).unwrap();
        let h = r.history();
        assert_eq!(no_result(&h, &moves, NoResult::JapaneseStyle), Some(5));
        assert_eq!(no_result(&h, &moves, NoResult::TangSong), Some(5));
        assert_eq!(
            no_result(&h, &moves, NoResult::ThreeRepetitionsSinceLastPass),
            Some(11)
        );
    }
}
