//! Cycles that void a game (TS-7, and the no-result rules it is compared with) and the
//! named classical cycle shapes (TS-6, TS-7, YG-21).
//!
//! 002 (赵之云) on 三劫循环, 四劫循环, 长生劫: 唐宋人的处理方法,与日本规定的"无胜负"大致相同;
//! 《棋经十三篇》 "有无休之势" is treated 作为循环往复无法终局处理, and 《忘忧清乐集》's 长生八俊势 and
//! 五劫循环 无法终局 (TS-7). The text names cycles and no trigger: when a recurrence voids the
//! game is an option ([`NoResult`]). Two options read 002; a third reading, that any
//! recurrence at all voids the game, passes free, is rejected: it voids the ordinary ending
//! (B pass, W pass recreates the position before the first pass), while 002's editor's note
//! (TS-10) 一人一手,不得放弃,允许虚手(直接交俘子一枚给对方),偶数终局 allows a pass and gives the
//! game an end, and 无休之势 names what 无法终局, not a game that ended
//! ([`first_recurrence_free_passes`] computes it for the audit's rejected evidence).

use crate::go::game::{Move, Position};
use crate::go::grid::{Color, Grid};
use serde::{Deserialize, Serialize};

/// When a game with a repeating cycle is void (no result, 無勝負): the one no-result type of
/// the spec, the engine, the searches and the solver. In rule files: `no-result = "none"`,
/// `"japanese-style"`, `"tang-song"`, `"tang-song-every-recurrence"` or
/// `"three-repetitions-since-last-pass"`. The engine plays `None` and KataGo's
/// `ThreeRepetitionsSinceLastPass` (which KataGo's `koSIMPLE` selects); a rule set with another
/// is for the audit's cycle checks and the solver (`qili solve`), and the commands that play
/// games say so rather than ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoResult {
    /// No game is void: the ko rule alone decides which moves are legal (every preset).
    None,
    /// Japanese-style: the first time a whole-board position (board and side to move) recurs
    /// with no pass between its two occurrences, the game is void (neither side deviating
    /// from a long cycle, 無勝負).
    JapaneseStyle,
    /// TS-7 read as a recurrence made by real moves only: the first time a position (board and
    /// side to move) recurs with no pass between its two occurrences. Reads 002's examples
    /// (三劫循环, 四劫循环, 长生劫, 五劫循环: cycles of real moves) and 与日本规定的"无胜负"大致相同;
    /// the same trigger as [`NoResult::JapaneseStyle`], computed on its own.
    TangSong,
    /// TS-7 read as every recurrence, with a pass costing a prisoner (TS-10, 002 编者注
    /// 允许虚手(直接交俘子一枚给对方)): the first time a position recurs anywhere in the game, where
    /// a position is the board, the side to move and the prisoners handed over by passes (Black's
    /// passes minus White's, which the count sees). A pass answering a pass is the ending
    /// (偶数终局), not a recurrence.
    TangSongEveryRecurrence,
    /// KataGo's no-result rule under its simple ko (`koSIMPLE`; KataGo's rules page, and its
    /// tests `Eternal life` and `Triple ko simple` in cpp/tests/testrules.cpp): a real move
    /// makes a position (board and side to move) occur for the third time since the last pass
    /// (the position the pass left counts, or the start if no pass was made).
    ThreeRepetitionsSinceLastPass,
}

impl NoResult {
    /// The name a rule file gives the reading (`no-result = "..."`).
    pub fn name(self) -> &'static str {
        match self {
            NoResult::None => "none",
            NoResult::JapaneseStyle => "japanese-style",
            NoResult::TangSong => "tang-song",
            NoResult::TangSongEveryRecurrence => "tang-song-every-recurrence",
            NoResult::ThreeRepetitionsSinceLastPass => "three-repetitions-since-last-pass",
        }
    }

    /// Every reading that voids a game (all but [`NoResult::None`]), in declaration order.
    pub fn all() -> [NoResult; 4] {
        [
            NoResult::JapaneseStyle,
            NoResult::TangSong,
            NoResult::TangSongEveryRecurrence,
            NoResult::ThreeRepetitionsSinceLastPass,
        ]
    }
}

fn same(a: &Position, b: &Position) -> bool {
    a.grid == b.grid && a.to_move == b.to_move
}

/// Black's passes minus White's among `moves`: the prisoners passes have handed over, in the
/// count's terms (TS-10).
pub fn pass_balance(moves: &[Move]) -> i64 {
    moves
        .iter()
        .map(|m| match m {
            Move::Pass(Color::Black, _) => 1,
            Move::Pass(Color::White, _) => -1,
            Move::Play(..) => 0,
        })
        .sum()
}

/// The index of the move (into `moves`) after which the game is void under `rule`, if any.
/// `history[i + 1]` is the position after `moves[i]`.
pub fn no_result(history: &[Position], moves: &[Move], rule: NoResult) -> Option<usize> {
    for j in 1..history.len() {
        let void = match rule {
            NoResult::None => false,
            NoResult::JapaneseStyle
            | NoResult::TangSong
            | NoResult::ThreeRepetitionsSinceLastPass => {
                // The positions since the last pass among moves[..j]: a pass is the last pass
                // itself, so after it nothing recurs.
                let from = (0..j)
                    .rev()
                    .find(|&k| moves[k].is_pass())
                    .map_or(0, |k| k + 1);
                let earlier = history[from..j]
                    .iter()
                    .filter(|h| same(h, &history[j]))
                    .count();
                match rule {
                    NoResult::ThreeRepetitionsSinceLastPass => earlier >= 2,
                    _ => earlier >= 1,
                }
            }
            NoResult::TangSongEveryRecurrence => {
                let ending = j >= 2 && moves[j - 1].is_pass() && moves[j - 2].is_pass();
                let balance = pass_balance(&moves[..j]);
                !ending
                    && (0..j).any(|i| {
                        same(&history[i], &history[j]) && pass_balance(&moves[..i]) == balance
                    })
            }
        };
        if void {
            return Some(j - 1);
        }
    }
    None
}

/// The rejected reading of TS-7 (see the module doc): the index of the move after which a
/// position (board and side to move) first recurs anywhere in the game, passes free. It
/// voids every game that ends by two passes.
pub fn first_recurrence_free_passes(history: &[Position]) -> Option<usize> {
    (1..history.len())
        .find(|&j| history[..j].iter().any(|h| same(h, &history[j])))
        .map(|j| j - 1)
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

impl Shape {
    /// The cycle's moves played `turns` times over from the start.
    pub fn turns(&self, turns: usize) -> Vec<Move> {
        self.cycle
            .iter()
            .cycle()
            .take(turns * self.cycle.len())
            .copied()
            .collect()
    }
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

/// Five kos (五劫循环, which 002 cites from 《忘忧清乐集》 as 无法终局): Black takes the first, White
/// the second, and so on round the five; after ten captures, each ko taken twice, the whole
/// board recurs with Black to move. Not among [`shapes`] (the named shapes every table
/// prints); TS-7 runs it.
pub fn five_ko() -> Shape {
    Shape {
        name: "five ko",
        start: start(stack(&[true, false, true, false, true])),
        cycle: vec![
            black_takes(0),
            white_takes(1),
            black_takes(2),
            white_takes(3),
            black_takes(4),
            white_takes(0),
            black_takes(1),
            white_takes(2),
            black_takes(3),
            white_takes(4),
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
        for s in shapes().into_iter().chain([five_ko()]) {
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
            no_result(&h, &moves, NoResult::TangSongEveryRecurrence),
            Some(5)
        );
        assert_eq!(first_recurrence_free_passes(&h), Some(5));
        assert_eq!(
            no_result(&h, &moves, NoResult::ThreeRepetitionsSinceLastPass),
            Some(11)
        );
    }

    /// 002's examples of 无休之势 among the stacked kos (三劫循环, 四劫循环): both TS-7 readings
    /// void them at the end of the first turn of the cycle.
    #[test]
    fn both_tang_song_readings_void_the_texts_ko_cycles() {
        let o = Options {
            suicide: Suicide::Allowed,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        for s in [triple_ko(), quadruple_ko()] {
            let moves: Vec<Move> = s.turns(3);
            let h = replay(s.start.clone(), &moves, o).unwrap().history();
            for nr in [NoResult::TangSong, NoResult::TangSongEveryRecurrence] {
                assert_eq!(
                    no_result(&h, &moves, nr),
                    Some(s.cycle.len() - 1),
                    "{} {nr:?}",
                    s.name
                );
            }
        }
    }

    /// The ordinary ending is not a cycle: on 1x3, B a2 W pass B pass ends the game (the
    /// position before W's pass recurs after B's). Neither TS-7 reading voids it; the rejected
    /// any-recurrence reading does, at the last pass.
    #[test]
    fn the_two_pass_ending_is_not_void_under_either_tang_song_reading() {
        use crate::go::game::PassKind;
        use crate::go::grid::Point;
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        let moves = [
            Move::Play(Color::Black, Point::new(0, 1)),
            Move::Pass(Color::White, PassKind::Ordinary),
            Move::Pass(Color::Black, PassKind::Ordinary),
        ];
        let h = replay(Position::start(1, 3), &moves, o).unwrap().history();
        assert_eq!(no_result(&h, &moves, NoResult::TangSong), None);
        assert_eq!(
            no_result(&h, &moves, NoResult::TangSongEveryRecurrence),
            None
        );
        assert_eq!(first_recurrence_free_passes(&h), Some(2));
    }

    /// Where the two readings part: a position recurs with one pass of each side between its
    /// occurrences, the passes not consecutive (a hand-made history of 1x1 boards: the trigger
    /// reads positions and moves only). Every-recurrence voids it (the pass balance is back to
    /// zero); real moves only does not (a pass lies between).
    #[test]
    fn every_recurrence_counts_the_pass_balance() {
        use crate::go::game::PassKind;
        use crate::go::grid::Point;
        let p = |row: &str, to_move| Position {
            grid: Grid::from_rows(&[row]).unwrap(),
            to_move,
            pass_stones: [0, 0],
            prisoners: [0, 0],
        };
        let (b, w) = (Color::Black, Color::White);
        let at = Point::new(0, 0);
        let moves = [
            Move::Pass(b, PassKind::Ordinary),
            Move::Play(w, at),
            Move::Play(b, at),
            Move::Pass(w, PassKind::Ordinary),
            Move::Play(b, at),
            Move::Play(w, at),
        ];
        let h = [
            p(".", b),
            p(".", w),
            p("X", b),
            p("O", w),
            p("O", b),
            p("X", w),
            p(".", b),
        ];
        assert_eq!(
            no_result(&h, &moves, NoResult::TangSongEveryRecurrence),
            Some(5)
        );
        assert_eq!(no_result(&h, &moves, NoResult::TangSong), None);
        // One pass only (Black's): the balance differs, no recurrence.
        let mut one = moves;
        one[3] = Move::Play(w, at);
        assert_eq!(no_result(&h, &one, NoResult::TangSongEveryRecurrence), None);
    }
}
