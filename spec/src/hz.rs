//! Document 001: 计活子围棋规则(科学版)之狭义的特殊的等子比路法, by 燕来
//! (`spec/seeds/001_cc9af5722fe8ff58.txt`). IDs `HZ-*`: equal stones, compare routes.
//!
//! The eye points (HZ-1), basic eyes (HZ-2) and route points (HZ-3) are defined in
//! [`crate::go::life`]; this module holds the procedure (HZ-5, HZ-6, HZ-7) as a [`Scorer`].

use crate::go::grid::{Cell, Color, Grid};
use crate::go::life::{self, EyeOptions, SekiTest};
use crate::go::score::{idx, life_units, settle, Dame, DeadStones, FinishedGame, Mark, Report};
use crate::go::score::{Scorer, Unit};

/// HZ-EX1 (001's 7x7 example, as the guide transcribes it), the position at suspension, top
/// row first: 42 moves, one prisoner each, the black stone at c2 dead.
pub const HZ_EX1_SUSPENDED: [&str; 7] = [
    ".X.XXO.", ".XXXO.O", "..XOOOO", "XXXXOXO", "OOOXXXX", "O.XOOXX", ".OOOOOX",
];

/// HZ-EX1 after back-filling, as the document draws it (21 stones each).
pub const HZ_EX1_BACKFILLED: [&str; 7] = [
    ".X.XXO.", "XXXXO.O", "X.XOOOO", "XXXXOXO", "OOOXXXX", "OO.OOXX", ".OOOOOX",
];

/// The HZ-5 procedure's outcome in full, for tests and the theorems.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backfilled {
    /// The board after back-filling (and the B-class negative move).
    pub grid: Grid,
    /// Routes left, `[black, white]` (HZ-5 step 6).
    pub routes: [usize; 2],
    /// Stones on the board, `[black, white]`.
    pub stones: [usize; 2],
    /// Stones that found no route point to go to (HZ-5's rare case), `[black, white]`.
    pub left_off: [usize; 2],
    /// Whether Black took a stone off (HZ-6).
    pub negative_move: bool,
    /// Row-major, one mark per point of the filled board.
    pub marks: Vec<Mark>,
}

/// HZ-5 等子比路: (1) take the dead stones off; (2) reserve the basic eyes; (3) put each side's
/// dead stones, its stones the opponent captured and its pass stones back "as its own stones
/// into its own empty points" (route points, in row-major order); (4) HZ-6: if Black played
/// last (an odd number of moves), Black takes one of its filled stones off again ("B类负着"),
/// turning a stone into a route; (6) routes = own empty points minus basic eyes.
///
/// Seki is found as `qili score` finds it ([`Dame::Neutral`], the practice count's seki finder,
/// [`crate::go::practice::units_in_practice`]): on a played-out position, as the documents'
/// final positions are, a shared liberty is a point neither side can fill, and a unit holding a
/// block next to one keeps one basic eye (HZ-2 双活棋中的带眼的每块棋要保留1个独自拥有的基本
/// 眼位), though a shared eye links it to blocks with eyes of their own (`.X.O.O.`: White 1
/// route; 002's figure 9: White 六路). [`hz5_with`] and [`Dame::AsSeki`] take every point touching
/// both colours for a shared liberty instead (KataGo's count of a given position).
pub fn hz5(game: &FinishedGame, dead: &DeadStones, options: EyeOptions) -> Backfilled {
    hz5_with(game, dead, options, Dame::Neutral)
}

/// [`hz5`] with the unfilled dame counted as `dame` says. [`Dame::Neutral`]: a dame is no
/// route, no seki liberty and no unit's own point; a unit next to one is an independent live
/// group with two basic eyes (HZ-2 "每块独立活棋要保留2个基本眼位"), not a seki unit. 001 has
/// the last dame played and worth one route to the side that plays it ("黑方收后之着(通常是收到
/// 最后的单官)有1路(1子)价值", HZ-6): a dame is nobody's until filled, and a record's route
/// margin moves with its dame fills as the area margin does (Black's fills less White's).
pub fn hz5_with(
    game: &FinishedGame,
    dead: &DeadStones,
    options: EyeOptions,
    dame: Dame,
) -> Backfilled {
    let s = settle(game, dead);
    let mut grid = s.grid.clone();
    let w = grid.width();
    let mut marks: Vec<Mark> = grid
        .points()
        .map(|p| match grid.get(p) {
            Cell::Stone(c) => Mark::Stone(c),
            Cell::Empty => Mark::Neutral,
        })
        .collect();
    let mut routes = [0usize; 2];
    let mut left_off = [0usize; 2];
    let mut to_place = [0usize; 2];
    for c in [Color::Black, Color::White] {
        to_place[idx(c)] =
            s.dead[idx(c)] + game.prisoners[idx(c.opponent())] + game.pass_stones[idx(c)];
    }
    let negative_move = game.moves % 2 == 1;
    let mut last_black_fill = None;
    let mut lifted_in_count = false;
    let units = life_units(game, dead, dame, SekiTest::TouchesNeutral);
    for (u, eyes) in life::eyes_by_unit_of(&s.grid, units, options) {
        for &p in &u.empties {
            let i = idx(u.colour);
            if eyes.contains(&p) {
                marks[p.y * w + p.x] = Mark::Eye(u.colour);
            } else if to_place[i] > 0 {
                to_place[i] -= 1;
                grid.set(p, Cell::Stone(u.colour));
                marks[p.y * w + p.x] = Mark::Stone(u.colour);
                if u.colour == Color::Black {
                    last_black_fill = Some(p);
                }
            } else {
                routes[i] += 1;
                marks[p.y * w + p.x] = Mark::Route(u.colour);
            }
        }
    }
    left_off[0] = to_place[0];
    left_off[1] = to_place[1];
    if negative_move {
        // HZ-6: one black stone of its own area becomes a route again; with no back-filled
        // stone to lift, the stone stays off the board (one fewer to place).
        if let Some(p) = last_black_fill {
            grid.set(p, Cell::Empty);
            marks[p.y * w + p.x] = Mark::Route(Color::Black);
            routes[0] += 1;
        } else if left_off[0] > 0 {
            left_off[0] -= 1;
        } else {
            // No filled stone to lift: one of Black's stones on the board is counted as a route.
            lifted_in_count = true;
            routes[0] += 1;
        }
    }
    let stones = [
        grid.count(Color::Black) - usize::from(lifted_in_count),
        grid.count(Color::White),
    ];
    Backfilled {
        grid,
        routes,
        stones,
        left_off,
        negative_move,
        marks,
    }
}

/// HZ-5 as a scorer: more routes wins (stones left off the board in the rare case count as
/// negative routes); the report's live stones are routes + stones (HZ-5 step
/// 7, 子路皆子). The document states no komi: `komi` is in routes. A record's unfilled dame are
/// nobody's and put no group in seki ([`hz5_with`], [`Dame::Neutral`]).
pub struct HzRoutes {
    /// The basic-eye and seki readings (HZ-2, TS-8 / TS-9).
    pub options: EyeOptions,
    /// Komi in routes, given to White (the document states none).
    pub komi: f64,
}

impl Scorer for HzRoutes {
    fn name(&self) -> String {
        match self.options.seki {
            // 001's count as its definition reads it (EyeOptions::HZ) is `hz-routes`.
            life::SekiRoutes::FewestForLife => "hz-routes".into(),
            life::SekiRoutes::OneOwnEye => "hz-routes-one-own-eye".into(),
            life::SekiRoutes::NoPointsInSeki => "hz-routes-no-seki-points".into(),
        }
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let b = hz5_with(game, dead, self.options, Dame::Neutral);
        // HZ-5's rare case (应平衡双方盘外应回填棋子的数量): stones left off the board count
        // against their side, which balances the two numbers; the margin is the same whichever
        // side is made up to the other (子路皆子: one stone off the board is one route less).
        let mut r = Report::new(
            &self.name(),
            b.routes[0] as f64 - b.left_off[0] as f64,
            b.routes[1] as f64 - b.left_off[1] as f64,
            self.komi,
            Unit::Routes,
        );
        r.live_stones = Some([b.routes[0] + b.stones[0], b.routes[1] + b.stones[1]]);
        if b.negative_move {
            r.notes.push(
                "HZ-6: Black moved last and took one stone off (B-class negative move)".into(),
            );
        }
        if b.left_off != [0, 0] {
            r.notes.push(format!(
                "HZ-5 rare case: stones with no route point left off the board: black {}, white {}",
                b.left_off[0], b.left_off[1]
            ));
        }
        r.breakdown = b.marks;
        r
    }
}

/// HZ-7 简化形式: with 2n moves in total each side keeps `bowl - n` stones and fills the rest;
/// the board then holds n stones a side. An odd count is made even by Black's B-class negative
/// move (先下子的黑方收后时,黑方应下出一手B类负着来平衡手数,一手负着使手数减1,故棋局的手数必为偶数),
/// so n is half the count rounded down.
pub fn hz7_stones_each(moves: usize) -> usize {
    moves / 2
}

/// HZ-7 (2) 各方的棋罐中各留下(180-n)颗棋子: the stones each side keeps in a bowl of `bowl`
/// stones after a game of 2n moves; `None` when n exceeds the bowl (a 19x19 game of more than
/// 360 moves under the literal 180), where the procedure cannot be carried out as written.
pub fn hz7_bowl_keeps(bowl: usize, moves: usize) -> Option<usize> {
    bowl.checked_sub(hz7_stones_each(moves))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hz7_halves_an_even_move_count() {
        assert_eq!(hz7_stones_each(42), 21);
        // 41 moves: Black moved last; its negative move makes the count 40.
        assert_eq!(hz7_stones_each(41), 20);
        assert_eq!(hz7_bowl_keeps(180, 42), Some(159));
        assert_eq!(hz7_bowl_keeps(180, 360), Some(0));
        assert_eq!(hz7_bowl_keeps(180, 362), None);
    }
}
