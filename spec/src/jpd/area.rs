//! JPD corollaries about area: "子气皆地" and the ideal final position.

use crate::go::grid::{Cell, Color, Grid};
use crate::go::life::{self, EyeOptions, SekiTest};
use crate::go::score::{idx, life_units, settle, Dame, DeadStones, FinishedGame, Mark, Report};
use crate::go::score::{Scorer, Unit};
use serde::Serialize;

/// JPD-A9 "双方的公气为双方共有": how a shared liberty is divided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SharedLiberties {
    /// 000 公理九 (first reading): half to each side.
    SplitEqually,
    /// 000 公理九 (second reading): in proportion to the adjacent stones of each side.
    ByAdjacentStones,
}

/// JPD-C3 子气皆地 on a board: each side's stone points plus its liberty points; a shared
/// liberty is divided per [`SharedLiberties`]; an empty point next to no stone is split
/// equally, qili's convention and no sentence of 000's (it is nobody's liberty: 公气 are the
/// points next to both sides; it does not occur in an ideal final position, where 推论9(4)
/// counts, and the `-as-reached` count gives it to nobody).
pub fn board_points(grid: &Grid, shared: SharedLiberties) -> ([f64; 2], Vec<Mark>) {
    // In twelfths: a share of a shared liberty is k/2, k/3 or k/4 of a point, so the sum is
    // exact and does not depend on the order the points are visited in (a float sum did: a
    // position and its mirror image differed in the last bit).
    let mut t = [0i64, 0i64];
    let mut marks = Vec::with_capacity(grid.area());
    for p in grid.points() {
        match grid.get(p) {
            Cell::Stone(c) => {
                t[idx(c)] += 12;
                marks.push(Mark::Stone(c));
            }
            Cell::Empty => {
                let mut n = [0usize; 2];
                for q in grid.neighbours(p) {
                    if let Cell::Stone(c) = grid.get(q) {
                        n[idx(c)] += 1;
                    }
                }
                match (n[0] > 0, n[1] > 0) {
                    (true, false) => {
                        t[0] += 12;
                        marks.push(Mark::Area(Color::Black));
                    }
                    (false, true) => {
                        t[1] += 12;
                        marks.push(Mark::Area(Color::White));
                    }
                    (true, true) => {
                        let b = match shared {
                            SharedLiberties::SplitEqually => 6,
                            SharedLiberties::ByAdjacentStones => (12 * n[0] / (n[0] + n[1])) as i64,
                        };
                        t[0] += b;
                        t[1] += 12 - b;
                        marks.push(Mark::Shared);
                    }
                    (false, false) => {
                        t[0] += 6;
                        t[1] += 6;
                        marks.push(Mark::Neutral);
                    }
                }
            }
        }
    }
    ([t[0] as f64 / 12.0, t[1] as f64 / 12.0], marks)
}

/// JPD-C9 协商休止: take the dead stones off, fill each side's own area keeping the basic eyes
/// (the ideal final position, JPD-C7), then count "子气皆地" (JPD-C3). The move count is not
/// balanced here (see JPD-C11 and HZ-6 for the B-class negative move). On a record saved
/// before its dame are filled a dame is a shared liberty of both sides (JPD-A9), no side's own
/// area: it puts no group in seki and the area behind it is filled by its side
/// ([`Dame::Neutral`]).
pub struct JpdBoardPoints {
    /// How a shared liberty is divided (JPD-A9 "双方的公气为双方共有").
    pub shared: SharedLiberties,
    /// The basic-eye and seki readings used when filling (JPD-C7).
    pub eyes: EyeOptions,
    /// Komi in points, given to White.
    pub komi: f64,
}

impl Scorer for JpdBoardPoints {
    fn name(&self) -> String {
        match self.shared {
            SharedLiberties::SplitEqually => "jpd-equal".into(),
            SharedLiberties::ByAdjacentStones => "jpd-by-stones".into(),
        }
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let s = settle(game, dead);
        let units = life_units(game, dead, Dame::Neutral, SekiTest::TouchesNeutral);
        let (ideal, _) = life::ideal_final_position_of(&s.grid, units, self.eyes);
        let (t, marks) = board_points(&ideal, self.shared);
        let mut r = Report::new(&self.name(), t[0], t[1], self.komi, Unit::Points);
        if !life::is_ideal_final_position(&ideal) {
            r.notes.push(
                "the completed position is not an ideal final position (JPD-C7): an empty point \
                 is not an eye point"
                    .into(),
            );
        }
        let nobody = marks.iter().filter(|&&m| m == Mark::Neutral).count();
        if nobody > 0 {
            r.notes.push(format!(
                "{nobody} empty point(s) next to no stone, nobody's liberty (000 推论3 counts 子点 \
                 and 气点 only), split equally here by qili's convention, which no sentence of 000 \
                 states; the -as-reached count gives them to nobody"
            ));
        }
        r.breakdown = marks;
        r
    }
}

/// JPD-C3 on a final position as it was reached: each side's stone points plus its liberty
/// points, shared liberties divided per [`SharedLiberties`], and an empty point next to no
/// stone nobody's (000 推论3 counts 子点 and 气点 only; 公理二 calls such a point 其它的空点,
/// 地 but no side's). On an ideal final position (JPD-C7) it is [`board_points`].
pub fn points_as_reached(grid: &Grid, shared: SharedLiberties) -> [f64; 2] {
    let (t, marks) = board_points(grid, shared);
    let nobody = marks.iter().filter(|&&m| m == Mark::Neutral).count() as f64;
    [t[0] - nobody / 2.0, t[1] - nobody / 2.0]
}

/// JPD-C3 counted on the final position a four-pass ending leaves (000 推论6 在连续四虚手后,判
/// 棋局为终了; 公理十二 棋局终了后的局面叫做"最终局面"。在最终局面上,凡是有气的棋子都是最终生存
/// 在棋盘上的活子): no stone is taken off and nothing is filled in, since 推论9's 做棋 (将棋做成
/// "理想的最终局面"后,棋局为终止) follows 协商休止, not four passes; a point next to no stone is
/// nobody's ([`points_as_reached`]). Dead stones given to it are counted as living, with a note.
pub struct JpdAsReached {
    /// How a shared liberty is divided (JPD-A9).
    pub shared: SharedLiberties,
    /// Komi in points, given to White.
    pub komi: f64,
}

impl Scorer for JpdAsReached {
    fn name(&self) -> String {
        match self.shared {
            SharedLiberties::SplitEqually => "jpd-equal-as-reached".into(),
            SharedLiberties::ByAdjacentStones => "jpd-by-stones-as-reached".into(),
        }
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let t = points_as_reached(&game.grid, self.shared);
        let mut r = Report::new(&self.name(), t[0], t[1], self.komi, Unit::Points);
        if !dead.0.is_empty() {
            r.notes.push(
                "JPD-A12: every stone with a liberty lives on the final position as reached; the dead stones given are counted as living"
                    .into(),
            );
        }
        let (_, marks) = board_points(&game.grid, self.shared);
        r.breakdown = marks;
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_liberty_by_adjacent_stones() {
        // The middle point touches two black stones and one white stone.
        let g = Grid::from_rows(&[".X.", "X.O", "..."]).unwrap();
        let (eq, _) = board_points(&g, SharedLiberties::SplitEqually);
        let (by, _) = board_points(&g, SharedLiberties::ByAdjacentStones);
        // a3 black only; c3 one black, one white neighbour; b2 two black, one white; a1 black
        // only; b1 next to no stone (half each); c1 white only. Stones: black 2, white 1.
        assert_eq!(eq, [5.5, 3.5]);
        assert!((by[0] - (5.0 + 2.0 / 3.0)).abs() < 1e-9, "{by:?}");
        assert!((by[1] - (3.0 + 1.0 / 3.0)).abs() < 1e-9, "{by:?}");
    }

    /// Four passes after Black a1 on 3x1 (推论6): Black's stone and its liberty b1 are Black's,
    /// c1 touches no stone and is nobody's: 2 to 0. The completing count (推论9) fills nothing
    /// there (one stone is no living unit by the life model) and [`board_points`] halves c1:
    /// 2.5 to 0.5; Chinese area gives Black all three. The reviewer's 1x12
    /// `X.....XO.O.O`: Black a1 g1 and liberties b1 f1 (4), White h1 j1 l1 and i1 k1 (5); c1,
    /// d1, e1 nobody's.
    #[test]
    fn a_four_pass_final_position_counts_as_it_stands() {
        let g = Grid::from_rows(&["X.."]).unwrap();
        assert_eq!(
            points_as_reached(&g, SharedLiberties::SplitEqually),
            [2.0, 0.0]
        );
        let game = FinishedGame::setup(g);
        let none = DeadStones::none();
        let completed = JpdBoardPoints {
            shared: SharedLiberties::SplitEqually,
            eyes: EyeOptions::DOCUMENTS,
            komi: 0.0,
        }
        .score(&game, &none);
        assert_eq!((completed.black, completed.white), (2.5, 0.5));
        let g = Grid::from_rows(&["X.....XO.O.O"]).unwrap();
        for shared in [
            SharedLiberties::SplitEqually,
            SharedLiberties::ByAdjacentStones,
        ] {
            let r =
                JpdAsReached { shared, komi: 0.0 }.score(&FinishedGame::setup(g.clone()), &none);
            assert_eq!((r.black, r.white), (4.0, 5.0));
        }
    }
}
