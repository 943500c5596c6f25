//! Ying fill-count scoring: 填滿計點、以子量地 (YG-1, YG-3, YG-15..YG-19 of document 003).

use crate::go::grid::Color;
use crate::go::life::{self, Owner};
use crate::go::score::{area_marks, idx, result_string, settle, DeadStones, FinishedGame};
use crate::go::score::{Report, Scorer, Unit};
use serde::Serialize;

/// How a stone converts to points (the guide's YG-17 / YG-18 tension).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum YingPoints {
    /// 003 區位 (YG-17): "局差還點、時差罰點,二點折一子": two points a stone. The margin is
    /// counted on Black's bowl: two points for each of Black's winning empties, minus two for
    /// each of Black's losing stones.
    TwoPerStone,
    /// 003 計算 (YG-18): "勝空一點,負子、還子、罰子、每子三點": a winning empty is one point, a
    /// losing stone three; each side is credited its winning empties and the opponent's
    /// losing stones.
    ThreePerStone,
}

/// The fill count in full.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FillCount {
    /// Stones in each bowl: floor(points / 2) (180 on 19x19, YG-3).
    pub bowl: usize,
    /// Each side's area points: live stones, the empty points they border alone, and half of
    /// each shared empty region of more than one point (YG-15, YG-16), `[black, white]`.
    pub area: [f64; 2],
    /// 勝空: empty points left after a side's bowl is used up.
    pub winning_empties: [f64; 2],
    /// 負子: stones left in a side's bowl after its area is full.
    pub losing_stones: [f64; 2],
    /// Shared empties nobody fills (single-point shared regions, YG-16).
    pub unfilled_shared: usize,
}

/// YG-15/YG-16: fill both sides' areas from bowls of floor(points/2) stones.
pub fn fill_count(game: &FinishedGame, dead: &DeadStones) -> FillCount {
    let s = settle(game, dead);
    let g = &s.grid;
    let bowl = g.area() / 2;
    let mut area = [g.count(Color::Black) as f64, g.count(Color::White) as f64];
    let mut unfilled_shared = 0;
    for r in life::empty_regions(g) {
        match r.owner() {
            Owner::Side(c) => area[idx(c)] += r.points.len() as f64,
            Owner::Neutral => {
                // "公空多於一空各填其半,少至一空不得填子"
                if r.points.len() > 1 {
                    area[0] += r.points.len() as f64 / 2.0;
                    area[1] += r.points.len() as f64 / 2.0;
                } else {
                    unfilled_shared += 1;
                }
            }
        }
    }
    let b = bowl as f64;
    FillCount {
        bowl,
        area,
        winning_empties: [(area[0] - b).max(0.0), (area[1] - b).max(0.0)],
        losing_stones: [(b - area[0]).max(0.0), (b - area[1]).max(0.0)],
        unfilled_shared,
    }
}

/// The points each side is credited under a reading, `[black, white]`.
pub fn ying_points(f: &FillCount, reading: YingPoints) -> [f64; 2] {
    match reading {
        YingPoints::TwoPerStone => {
            let m = 2.0 * (f.winning_empties[0] - f.losing_stones[0]);
            if m >= 0.0 {
                [m, 0.0]
            } else {
                [0.0, -m]
            }
        }
        YingPoints::ThreePerStone => [
            f.winning_empties[0] + 3.0 * f.losing_stones[1],
            f.winning_empties[1] + 3.0 * f.losing_stones[0],
        ],
    }
}

/// YG-19 黑還八點、無差黑勝: komi 8 points, a tie is Black's.
pub const YG19_KOMI: f64 = 8.0;

/// Ying fill-count as a scorer.
pub struct YingFill {
    /// How a stone converts to points (YG-17 / YG-18).
    pub reading: YingPoints,
}

impl Scorer for YingFill {
    fn name(&self) -> String {
        match self.reading {
            YingPoints::TwoPerStone => "ying-yg17".into(),
            YingPoints::ThreePerStone => "ying-yg18".into(),
        }
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let f = fill_count(game, dead);
        let p = ying_points(&f, self.reading);
        let mut r = Report::new(&self.name(), p[0], p[1], YG19_KOMI, Unit::Points);
        r.result = result_string(r.margin - YG19_KOMI, true);
        r.notes.push(format!(
            "bowls {} a side; area black {}, white {}; winning empties {:?}, losing stones {:?}",
            f.bowl, f.area[0], f.area[1], f.winning_empties, f.losing_stones
        ));
        let s = settle(game, dead);
        r.breakdown = area_marks(&s.grid);
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::grid::Grid;

    #[test]
    fn a_19x19_board_has_bowls_of_180_and_black_184_ties_komi_8() {
        // Black area 184, White 177 on 361 points: Black's bowl of 180 leaves 4 winning
        // empties = 8 points under YG-17, which ties komi 8 and goes to Black (YG-19).
        let mut rows = vec![String::new(); 19];
        let mut n = 0;
        for row in rows.iter_mut() {
            for _ in 0..19 {
                row.push(if n < 184 { 'X' } else { 'O' });
                n += 1;
            }
        }
        let refs: Vec<&str> = rows.iter().map(|s| s.as_str()).collect();
        let g = FinishedGame::setup(Grid::from_rows(&refs).unwrap());
        let f = fill_count(&g, &DeadStones::none());
        assert_eq!(f.bowl, 180);
        assert_eq!(f.area, [184.0, 177.0]);
        let r = YingFill {
            reading: YingPoints::TwoPerStone,
        }
        .score(&g, &DeadStones::none());
        assert_eq!(r.margin, 8.0);
        assert_eq!(r.result, "B+0");
        let r18 = YingFill {
            reading: YingPoints::ThreePerStone,
        }
        .score(&g, &DeadStones::none());
        // 4 winning empties + 3 x 3 White losing stones.
        assert_eq!(r18.margin, 13.0);
    }
}
