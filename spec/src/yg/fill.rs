//! Ying fill-count scoring: 填滿計點、以子量地 (YG-1, YG-3, YG-15..YG-19 of document 003).
//!
//! Notation (as in `proofs/T2.md`): `N` board points, bowls of `B = floor(N / 2)` stones (YG-3),
//! `a_X` a side's area points (YG-15, YG-16), `e_X = max(a_X - B, 0)` its winning empties (勝空),
//! `s_X = max(B - a_X, 0)` its losing stones (負子). YG-1 (雙方域點之差則為勝負之點數) makes the
//! margin `a_B - a_W = (e_B - s_B) - (e_W - s_W)`: the two bowls are the same size, so the
//! board's odd point cancels.

use crate::go::grid::{Cell, Color, Grid, Point};
use crate::go::life::{self, Owner};
use crate::go::practice::sealed_regions;
use crate::go::score::{area_marks, idx, result_string, settle, Dame, DeadStones, FinishedGame};
use crate::go::score::{Report, Scorer, Unit};
use serde::Serialize;

/// YG-1's option `shared-empty-area`: what a single shared empty point of a seki (YG-16 少至一空
/// 不得填子: nobody fills it) counts as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SharedPoint {
    /// `half-each`: half an area point to each side (YG-18 公空無差值: a shared empty makes no
    /// difference), so the two sides' area points add up to the board as YG-1 says.
    HalfEach,
    /// `nobody`: unfilled and counted for neither side, so the areas fall one short of the board.
    Nobody,
}

/// YG-16's option `odd-shared-empties`: 公空多於一空各填其半 when "half" of an odd shared region
/// (3, 5, ... points) is no whole number of stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum OddShared {
    /// `floor-half-each`: each side fills `floor(n / 2)`; the odd point is nobody's.
    FloorHalfEach,
    /// `black-fills-extra`: Black fills `ceil(n / 2)`, White `floor(n / 2)`.
    BlackFillsExtra,
    /// `leave-one`: each side fills `floor(n / 2)` and the odd point is left as a single shared
    /// point (少至一空不得填子), counted as [`SharedPoint`] says.
    LeaveOne,
}

/// What 003 填滿 "雙活中鄰界黑白兼有之“公空”,多於一空各填其半,少至一空不得填子" counts the 公空
/// of: each connected empty region bordering both colours on its own, or all the 公空 of one
/// seki together (雙活中: the shared empties in a seki).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SharedUnit {
    /// Each empty region bordering both colours is counted on its own: a seki with two single
    /// shared points has two regions of one, filled by nobody.
    PerRegion,
    /// The shared regions of one seki are counted together: regions that border a common block
    /// (a chain of stones) belong to the same seki, and their points are one count of 公空
    /// (two single shared points of one seki are more than one: each side fills one).
    PerSeki,
    /// All the 公空 of the board counted together (雙活中鄰界黑白兼有之公空 read as the board's
    /// shared empties as one count): two seki with one shared point each are more than one 公空,
    /// and each side fills one.
    WholeBoard,
}

/// How shared empties of a seki are filled and counted (YG-1, YG-16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct FillOptions {
    /// A single shared point (YG-1 `shared-empty-area`).
    pub single: SharedPoint,
    /// An odd shared region of three points or more (YG-16 `odd-shared-empties`).
    pub odd: OddShared,
    /// What the 公空 are counted over (YG-16 `shared-empties-counted`).
    pub unit: SharedUnit,
}

impl FillOptions {
    /// YG-16 as written, each shared region on its own: a single shared point is nobody's; an
    /// odd region leaves one such point.
    pub const LITERAL: FillOptions = FillOptions {
        single: SharedPoint::Nobody,
        odd: OddShared::LeaveOne,
        unit: SharedUnit::PerRegion,
    };
    /// [`FillOptions::LITERAL`] with the 公空 of one seki counted together (雙活中…公空): a
    /// seki with two single shared points has more than one 公空, and each side fills one.
    /// (The `ying-yg17`, `ying-yg18` and `ying-black-bowl` scorers count this way: T2 sets the
    /// per-region count aside against 雙活中…公空,多於一空各填其半.)
    pub const PER_SEKI: FillOptions = FillOptions {
        unit: SharedUnit::PerSeki,
        ..FillOptions::LITERAL
    };
    /// YG-1's reading: the areas add up to the board (a shared point half each). Counted per
    /// region or per seki, the areas are the same (half of each point either way).
    pub const YG1: FillOptions = FillOptions {
        single: SharedPoint::HalfEach,
        odd: OddShared::LeaveOne,
        unit: SharedUnit::PerRegion,
    };
}

/// How the fill result converts to points (the guide's YG-1 / YG-17 / YG-18 tension).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum YingPoints {
    /// YG-1 雙方域點之差則為勝負之點數 (method `ying`): each side is credited its winning
    /// empties and the opponent's losing stones, one point each; the margin is
    /// `(e_B + s_W) - (e_W + s_B) = a_B - a_W`. After YG-17's filling (負子填於勝空) this is the
    /// empties that remain, one point each, plus two points for each losing stone filled in
    /// (二點折一子).
    AreaDifference,
    /// 003 區位 (YG-17, method `ying-yg17`): 負子填於勝空 … 二點折一子, both bowls: each side's
    /// losing stones are filled into the opponent's winning empties, and each filled stone is
    /// worth two points ([`credits_after_filling`] with value 2). This is the YG-1 margin
    /// whatever the counts.
    TwoPerStone,
    /// 003 計算 (YG-18, method `ying-yg18`): 勝空一點,負子、還子、罰子、每子三點, counted after
    /// 區位's filling (負子填於勝空): a winning empty still empty is one point, a filled losing
    /// stone three ([`credits_after_filling`] with value 3), the same computation as
    /// [`YingPoints::TwoPerStone`] with the sentence's own value.
    ThreePerStone,
    /// T2's parity reading (method `ying-black-bowl`): two points for each of Black's winning
    /// empties, minus two for each of Black's losing stones, Black's bowl alone:
    /// `2 (e_B - s_B) = (a_B - a_W) + (N - 2B) - u` with `u` the points counted for neither side.
    /// On 19x19 without seki this is the YG-1 margin plus one. No sentence of 003 counts one
    /// bowl alone; the guide's T2 asks for the parity adjustment it needs.
    BlackBowl,
}

/// The fill count in full.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FillCount {
    /// Stones in each bowl: floor(points / 2) (180 on 19x19, YG-3).
    pub bowl: usize,
    /// Each side's area points: live stones, the empty points they border alone, and its share
    /// of the shared empties of seki (YG-15, YG-16, the options), `[black, white]`.
    pub area: [f64; 2],
    /// 勝空: empty points left after a side's bowl is used up.
    pub winning_empties: [f64; 2],
    /// 負子: stones left in a side's bowl after its area is full.
    pub losing_stones: [f64; 2],
    /// Shared empties nobody fills (single shared points and the odd points of odd regions).
    pub unfilled_shared: usize,
    /// Shared stones each side fills into shared regions of more than one point (YG-16).
    pub shared_filled: [usize; 2],
    /// The board's points (`N`).
    pub points: usize,
}

impl FillCount {
    /// The YG-1 margin: Black's area points minus White's.
    pub fn margin(&self) -> f64 {
        self.area[0] - self.area[1]
    }
    /// Points counted for neither side: `N - a_B - a_W` (0 under YG-1).
    pub fn uncounted(&self) -> f64 {
        self.points as f64 - self.area[0] - self.area[1]
    }
    /// The parity `N - 2B` (1 on an odd board, 19x19 included).
    pub fn parity(&self) -> usize {
        self.points - 2 * self.bowl
    }
}

/// 19x19 with two seki in opposite corners, each with one shared point (公空) and a white eye
/// (top left: `.O.OX`, b19 and d19 White's, c19 shared; the bottom right the same turned),
/// Black owning the rest: the position on which YG-3's 所填子數各為180顆 depends on what the
/// 公空 are counted over (tests, the audit's YG-3).
pub const TWO_ONE_POINT_SEKI_19: [&str; 19] = [
    ".O.OX..............",
    "XOOOX..............",
    ".XOOX..............",
    "XXOX...............",
    ".XXX...............",
    "X.X................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "...................",
    "................X.X",
    "...............XXX.",
    "...............XOXX",
    "..............XOOX.",
    "..............XOOOX",
    "..............XO.O.",
];

/// YG-15/YG-16 with the document's literal options ([`FillOptions::LITERAL`]).
pub fn fill_count(game: &FinishedGame, dead: &DeadStones) -> FillCount {
    fill_count_with(game, dead, FillOptions::LITERAL)
}

/// YG-15/YG-16: fill both sides' areas from bowls of floor(points/2) stones. Every neutral
/// empty region is a shared empty of a seki (公空): the position is taken as played out
/// ([`Dame::AsSeki`]); a record saved before its dame are filled is counted by
/// [`fill_count_dame`].
pub fn fill_count_with(game: &FinishedGame, dead: &DeadStones, opts: FillOptions) -> FillCount {
    fill_count_dame(game, dead, opts, Dame::AsSeki)
}

/// The empty regions of the settled board, each as its size and the side owning it, or
/// neutral. Under [`Dame::Neutral`] the regions are sealed at the dame
/// ([`sealed_regions`]: an empty point touching both colours is a region of its own, one
/// shared point, and no region extends through it), so the territory behind a dame is its
/// side's (YG-15 空屬鄰界: the empty points a side borders alone), as the Chinese area count
/// draws them.
fn counted_regions(
    game: &FinishedGame,
    dead: &DeadStones,
    dame: Dame,
    unit: SharedUnit,
) -> Vec<(usize, Owner)> {
    let g = settle(game, dead).grid;
    let regions: Vec<(Vec<Point>, Owner)> = match dame {
        Dame::AsSeki => life::empty_regions(&g)
            .into_iter()
            .map(|r| {
                let o = r.owner();
                (r.points, o)
            })
            .collect(),
        Dame::Neutral => {
            let (label, owners) = sealed_regions(&g);
            let mut pts = vec![Vec::new(); owners.len()];
            for p in g.points() {
                let l = label[p.y * g.width() + p.x];
                if l != usize::MAX {
                    pts[l].push(p);
                }
            }
            pts.into_iter().zip(owners).collect()
        }
    };
    match unit {
        SharedUnit::PerRegion => regions.into_iter().map(|(p, o)| (p.len(), o)).collect(),
        SharedUnit::PerSeki => per_seki(&g, regions),
        SharedUnit::WholeBoard => {
            let mut out = Vec::new();
            let mut shared = 0;
            for (pts, owner) in regions {
                if owner == Owner::Neutral {
                    shared += pts.len();
                } else {
                    out.push((pts.len(), owner));
                }
            }
            if shared > 0 {
                out.push((shared, Owner::Neutral));
            }
            out
        }
    }
}

/// The sizes of the 公空 003 填滿 fills ("雙活中鄰界黑白兼有之公空,多於一空各填其半,少至一空不得填
/// 子"), one entry per unit `unit` counts over (each shared region, each seki's shared regions
/// together, or the board's), as [`fill_count_with`] counts them.
pub fn shared_units(game: &FinishedGame, dead: &DeadStones, unit: SharedUnit) -> Vec<usize> {
    counted_regions(game, dead, Dame::AsSeki, unit)
        .into_iter()
        .filter(|(_, o)| *o == Owner::Neutral)
        .map(|(n, _)| n)
        .collect()
}

/// The shared regions merged per seki ([`SharedUnit::PerSeki`]): two neutral regions belong to
/// the same seki when they border a common chain of stones, and so on transitively; the
/// regions one side owns are left as they are.
fn per_seki(g: &Grid, regions: Vec<(Vec<Point>, Owner)>) -> Vec<(usize, Owner)> {
    let w = g.width();
    // The chain of each stone: a label per point, by flood fill over same-coloured neighbours.
    let mut chain = vec![usize::MAX; g.area()];
    let mut chains = 0;
    for p in g.points() {
        let Cell::Stone(c) = g.get(p) else { continue };
        if chain[p.y * w + p.x] != usize::MAX {
            continue;
        }
        chain[p.y * w + p.x] = chains;
        let mut stack = vec![p];
        while let Some(q) = stack.pop() {
            for n in g.neighbours(q) {
                if g.get(n) == Cell::Stone(c) && chain[n.y * w + n.x] == usize::MAX {
                    chain[n.y * w + n.x] = chains;
                    stack.push(n);
                }
            }
        }
        chains += 1;
    }
    let mut out = Vec::new();
    // Each seki: the chains it touches and its size; a region joins every seki it shares a
    // chain with, and those merge.
    let mut seki: Vec<(Vec<usize>, usize)> = Vec::new();
    for (pts, owner) in regions {
        if owner != Owner::Neutral {
            out.push((pts.len(), owner));
            continue;
        }
        let mut touches: Vec<usize> = pts
            .iter()
            .flat_map(|&p| g.neighbours(p))
            .map(|n| chain[n.y * w + n.x])
            .filter(|&k| k != usize::MAX)
            .collect();
        touches.sort_unstable();
        touches.dedup();
        let mut merged = (touches, pts.len());
        let mut rest = Vec::new();
        for s in seki {
            if s.0.iter().any(|k| merged.0.contains(k)) {
                merged.0.extend(s.0);
                merged.1 += s.1;
            } else {
                rest.push(s);
            }
        }
        merged.0.sort_unstable();
        merged.0.dedup();
        rest.push(merged);
        seki = rest;
    }
    out.extend(seki.into_iter().map(|(_, n)| (n, Owner::Neutral)));
    out
}

/// [`fill_count_with`] with the unfilled dame counted as `dame` says.
pub fn fill_count_dame(
    game: &FinishedGame,
    dead: &DeadStones,
    opts: FillOptions,
    dame: Dame,
) -> FillCount {
    let s = settle(game, dead);
    let g = &s.grid;
    let bowl = g.area() / 2;
    let mut area = [g.count(Color::Black) as f64, g.count(Color::White) as f64];
    let mut unfilled_shared = 0;
    let mut shared_filled = [0usize; 2];
    let single = |area: &mut [f64; 2], unfilled: &mut usize| {
        // "少至一空不得填子": nobody fills it.
        *unfilled += 1;
        if opts.single == SharedPoint::HalfEach {
            area[0] += 0.5;
            area[1] += 0.5;
        }
    };
    for (n, owner) in counted_regions(game, dead, dame, opts.unit) {
        match owner {
            Owner::Side(c) => area[idx(c)] += n as f64,
            Owner::Neutral if n == 1 => single(&mut area, &mut unfilled_shared),
            Owner::Neutral => {
                // "公空多於一空各填其半"
                let half = n / 2;
                let (b, w) = if n % 2 == 0 {
                    (half, half)
                } else {
                    match opts.odd {
                        OddShared::FloorHalfEach => {
                            unfilled_shared += 1;
                            (half, half)
                        }
                        OddShared::BlackFillsExtra => (half + 1, half),
                        OddShared::LeaveOne => {
                            single(&mut area, &mut unfilled_shared);
                            (half, half)
                        }
                    }
                };
                area[0] += b as f64;
                area[1] += w as f64;
                shared_filled[0] += b;
                shared_filled[1] += w;
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
        shared_filled,
        points: g.area(),
    }
}

/// The points each side is credited under a reading, `[black, white]`.
pub fn ying_points(f: &FillCount, reading: YingPoints) -> [f64; 2] {
    match reading {
        YingPoints::AreaDifference => [
            f.winning_empties[0] + f.losing_stones[1],
            f.winning_empties[1] + f.losing_stones[0],
        ],
        YingPoints::TwoPerStone => credits_after_filling(f, 2.0),
        YingPoints::ThreePerStone => credits_after_filling(f, 3.0),
        YingPoints::BlackBowl => {
            let m = 2.0 * (f.winning_empties[0] - f.losing_stones[0]);
            if m >= 0.0 {
                [m, 0.0]
            } else {
                [0.0, -m]
            }
        }
    }
}

/// YG-17 負子填於勝空, done on the counts: each side's losing stones go into the opponent's
/// winning empties as far as they fit; a side is then credited the winning empties still empty
/// (one point each), the opponent's losing stones that found no empty (one point each) and
/// `value` points for each opponent stone filled into its empties. Returns `[black, white]`.
/// With `value` 2 (二點折一子) the difference is the YG-1 margin whatever the counts; with 3
/// (YG-18's 每子三點) it overcounts by one point a filled stone.
pub fn credits_after_filling(f: &FillCount, value: f64) -> [f64; 2] {
    let credit = |x: usize, y: usize| {
        let filled = f.losing_stones[y].min(f.winning_empties[x]);
        (f.winning_empties[x] - filled) + (f.losing_stones[y] - filled) + value * filled
    };
    [credit(0, 1), credit(1, 0)]
}

/// The margin of [`credits_after_filling`]: Black's credit minus White's.
pub fn margin_after_filling(f: &FillCount, value: f64) -> f64 {
    let c = credits_after_filling(f, value);
    c[0] - c[1]
}

/// YG-19 黑還八點、無差黑勝: komi 8 points, a tie is Black's.
pub const YG19_KOMI: f64 = 8.0;

/// Ying fill-count as a scorer.
pub struct YingFill {
    /// How the fill result converts to points (YG-1 / YG-17 / YG-18).
    pub reading: YingPoints,
    /// How shared empties are filled and counted (YG-1, YG-16).
    pub options: FillOptions,
}

impl YingFill {
    /// The YG-1-consistent scorer, `ying`: the margin is the difference of the area points.
    pub const YING: YingFill = YingFill {
        reading: YingPoints::AreaDifference,
        options: FillOptions::YG1,
    };
    /// YG-17's count (區位 負子填於勝空 … 二點折一子), `ying-yg17`.
    pub const YG17: YingFill = YingFill {
        reading: YingPoints::TwoPerStone,
        options: FillOptions::PER_SEKI,
    };
    /// YG-18 read literally after YG-17's filling, `ying-yg18`.
    pub const YG18: YingFill = YingFill {
        reading: YingPoints::ThreePerStone,
        options: FillOptions::PER_SEKI,
    };
    /// T2's count on Black's bowl alone, `ying-black-bowl`.
    pub const BLACK_BOWL: YingFill = YingFill {
        reading: YingPoints::BlackBowl,
        options: FillOptions::PER_SEKI,
    };
}

fn num(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        format!("{v}")
    }
}

impl Scorer for YingFill {
    fn name(&self) -> String {
        match self.reading {
            YingPoints::AreaDifference => "ying".into(),
            YingPoints::TwoPerStone => "ying-yg17".into(),
            YingPoints::ThreePerStone => "ying-yg18".into(),
            YingPoints::BlackBowl => "ying-black-bowl".into(),
        }
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let f = fill_count_dame(game, dead, self.options, Dame::Neutral);
        let p = ying_points(&f, self.reading);
        let mut r = Report::new(&self.name(), p[0], p[1], YG19_KOMI, Unit::Points);
        r.result = result_string(r.margin - YG19_KOMI, true);
        let (e, s) = (f.winning_empties, f.losing_stones);
        r.notes.push(format!(
            "bowls {} a side; area black {}, white {}; winning empties {}/{}, losing stones {}/{} (black/white); {} shared point(s) unfilled",
            f.bowl,
            num(f.area[0]),
            num(f.area[1]),
            num(e[0]),
            num(e[1]),
            num(s[0]),
            num(s[1]),
            f.unfilled_shared
        ));
        r.notes.push(match self.reading {
            YingPoints::AreaDifference => format!(
                "YG-1 margin = (winning empties + opponent's losing stones) black {} - white {} = {} = area {} - {}; komi 8, a tie is Black's",
                num(p[0]),
                num(p[1]),
                num(r.margin),
                num(f.area[0]),
                num(f.area[1])
            ),
            YingPoints::TwoPerStone | YingPoints::ThreePerStone => {
                let value = if self.reading == YingPoints::TwoPerStone { 2 } else { 3 };
                let side = |x: usize, y: usize| {
                    let filled = s[y].min(e[x]);
                    format!(
                        "{} empty + {} unfilled + {value} x {} filled = {}",
                        num(e[x] - filled),
                        num(s[y] - filled),
                        num(filled),
                        num(p[x])
                    )
                };
                format!(
                    "{} losing stones filled into the opponent's winning empties at {value} points a stone: black {}, white {}; margin {}; the YG-1 margin is {}",
                    if value == 2 { "YG-17 (二點折一子)" } else { "YG-18 (每子三點)" },
                    side(0, 1),
                    side(1, 0),
                    num(r.margin),
                    num(f.margin())
                )
            }
            YingPoints::BlackBowl => format!(
                "T2's count on Black's bowl alone: 2 x ({} - {}) = {}; the YG-1 margin is {} (this count adds the parity {} and subtracts the {} uncounted point(s))",
                num(e[0]),
                num(s[0]),
                num(r.margin),
                num(f.margin()),
                f.parity(),
                num(f.uncounted())
            ),
        });
        let s = settle(game, dead);
        r.breakdown = area_marks(&s.grid);
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two seki in opposite corners of 19x19, each with one shared point (c19 and its image):
    /// counted per region or per seki each is 少至一空不得填子 (2 unfilled, 361 - 2 < 2 x 180:
    /// a stone of a bowl has nowhere to go, against YG-3 所填子數各為180顆); counted over the
    /// board they are two 公空, 多於一空各填其半: each side fills one, none unfilled.
    #[test]
    fn two_single_point_seki_counted_over_the_board_fill_both_bowls() {
        let rows = TWO_ONE_POINT_SEKI_19;
        let game = FinishedGame::setup(Grid::from_rows(&rows).unwrap());
        let count = |unit| {
            let o = FillOptions {
                unit,
                ..FillOptions::LITERAL
            };
            fill_count_with(&game, &DeadStones::none(), o)
        };
        assert_eq!(count(SharedUnit::PerRegion).unfilled_shared, 2);
        assert_eq!(count(SharedUnit::PerSeki).unfilled_shared, 2);
        let whole = count(SharedUnit::WholeBoard);
        assert_eq!(whole.unfilled_shared, 0);
        assert_eq!(whole.shared_filled, [1, 1]);
        assert_eq!(whole.bowl, 180);
    }
    use crate::go::grid::Grid;

    /// A 19x19 board whose first `black` points (row by row) are Black, then `shared` empty
    /// points, then White.
    fn board(black: usize, shared: usize) -> FinishedGame {
        let mut rows = vec![String::new(); 19];
        let mut n = 0;
        for row in rows.iter_mut() {
            for _ in 0..19 {
                row.push(if n < black {
                    'X'
                } else if n < black + shared {
                    '.'
                } else {
                    'O'
                });
                n += 1;
            }
        }
        let refs: Vec<&str> = rows.iter().map(|s| s.as_str()).collect();
        FinishedGame::setup(Grid::from_rows(&refs).unwrap())
    }

    #[test]
    fn a_19x19_board_black_184_white_177_loses_to_komi_8() {
        // Black area 184, White 177 on 361 points, bowls of 180: Black has 4 winning empties,
        // White 3 losing stones. YG-1: margin 184 - 177 = 7 = 4 + 3; komi 8 needs 8, so White
        // wins by 1 (YG-19 gives Black only a tie).
        let g = board(184, 0);
        let f = fill_count(&g, &DeadStones::none());
        assert_eq!(f.bowl, 180);
        assert_eq!(f.area, [184.0, 177.0]);
        let r = YingFill::YING.score(&g, &DeadStones::none());
        assert_eq!(r.margin, 7.0);
        assert_eq!(r.result, "W+1");
        // YG-17: White's 3 losing stones fill 3 of Black's 4 winning empties: 1 + 2 x 3 = 7,
        // the margin, W+1 after komi.
        let r17 = YingFill::YG17.score(&g, &DeadStones::none());
        assert_eq!(r17.margin, 7.0);
        assert_eq!(r17.result, "W+1");
        // Black's bowl alone (T2): 2 x 4 = 8, one more than the margin: it would give Black
        // the tie.
        let bowl = YingFill::BLACK_BOWL.score(&g, &DeadStones::none());
        assert_eq!(bowl.margin, 8.0);
        assert_eq!(bowl.result, "B+0");
        // YG-18 after the same filling: 1 + 3 x 3 = 10.
        let r18 = YingFill::YG18.score(&g, &DeadStones::none());
        assert_eq!(r18.margin, 10.0);
    }

    #[test]
    fn a_margin_of_exactly_8_ties_and_goes_to_black() {
        // Black 184, one shared point (X on its left and above, O on its right and below),
        // White 176: margin 184 - 176 = 8, komi 8, a tie: Black's (YG-19).
        let g = board(184, 1);
        let r = YingFill::YING.score(&g, &DeadStones::none());
        assert_eq!(r.margin, 8.0);
        assert_eq!(r.result, "B+0");
        // Black 185, White 176: margin 9, Black by 1 after komi; Black's bowl alone says 10,
        // YG-17's filling 1 + 2 x 4 = 9.
        let g = board(185, 0);
        assert_eq!(YingFill::YING.score(&g, &DeadStones::none()).result, "B+1");
        assert_eq!(
            YingFill::BLACK_BOWL.score(&g, &DeadStones::none()).margin,
            10.0
        );
        assert_eq!(YingFill::YG17.score(&g, &DeadStones::none()).margin, 9.0);
    }

    #[test]
    fn half_each_on_a_single_shared_point_adds_up_to_the_board() {
        // X.O: one shared point. Nobody: areas 1 + 1 = 2 of 3 points. Half each: 1.5 + 1.5 = 3
        // (YG-1); the margin is 0 either way (公空無差值).
        let g = FinishedGame::setup(Grid::from_rows(&["X.O"]).unwrap());
        let nobody = fill_count_with(&g, &DeadStones::none(), FillOptions::LITERAL);
        let half = fill_count_with(&g, &DeadStones::none(), FillOptions::YG1);
        assert_eq!(nobody.area, [1.0, 1.0]);
        assert_eq!(half.area, [1.5, 1.5]);
        assert_eq!(half.uncounted(), 0.0);
        assert_eq!(nobody.uncounted(), 1.0);
        assert_eq!(half.unfilled_shared, 1);
        assert_eq!(YingFill::YING.score(&g, &DeadStones::none()).margin, 0.0);
    }

    /// 003 填滿 雙活中…公空,多於一空各填其半,少至一空不得填子, by hand. 2x2 `.X/O.`: one seki
    /// (the black and the white stone share both empty points), two 公空: per seki each side
    /// fills one (areas 2 + 2 = 4 of 4); per region each point is a region of one, filled by
    /// nobody (areas 1 + 1). 1x6 `.X.O..`: one seki, one 公空 (c1), nobody's either way; Black
    /// a1 + b1 = 2, White d1 + e1 + f1 = 3.
    #[test]
    fn shared_empties_counted_per_seki_or_per_region() {
        let two = FinishedGame::setup(Grid::from_rows(&[".X", "O."]).unwrap());
        let seki = fill_count_with(&two, &DeadStones::none(), FillOptions::PER_SEKI);
        let region = fill_count_with(&two, &DeadStones::none(), FillOptions::LITERAL);
        assert_eq!((seki.area, seki.unfilled_shared), ([2.0, 2.0], 0));
        assert_eq!((region.area, region.unfilled_shared), ([1.0, 1.0], 2));
        let one = FinishedGame::setup(Grid::from_rows(&[".X.O.."]).unwrap());
        for o in [FillOptions::PER_SEKI, FillOptions::LITERAL] {
            let f = fill_count_with(&one, &DeadStones::none(), o);
            assert_eq!((f.area, f.unfilled_shared), ([2.0, 3.0], 1));
        }
        // 1x7 `.X.O.X.`: c1 and e1 are two regions of one point, both next to the white
        // stone d1, so one seki with two 公空: per seki one each (Black a1 b1 f1 g1 + 1 = 5,
        // White d1 + 1 = 2, 7 of 7); per region both nobody's (4 and 1).
        let seven = FinishedGame::setup(Grid::from_rows(&[".X.O.X."]).unwrap());
        let a = fill_count_with(&seven, &DeadStones::none(), FillOptions::PER_SEKI);
        let b = fill_count_with(&seven, &DeadStones::none(), FillOptions::LITERAL);
        assert_eq!((a.area, a.unfilled_shared), ([5.0, 2.0], 0));
        assert_eq!((b.area, b.unfilled_shared), ([4.0, 1.0], 2));
    }

    /// 9x2 `.X.O.X.O.` over `XXXOOXXOO`, by hand: c2, e2 and g2 are single points, each a
    /// liberty of the two groups beside it, so one seki (the White group d and the Black group
    /// f touch two of them each). Own area: Black 7 stones + the eye a2 = 8, White 6 + the eye
    /// i2 = 7. Per region: three single 公空, nobody's: areas 8 and 7, 3 unfilled. Per seki:
    /// three 公空, more than one and odd: floor-half-each 1 each and 1 unfilled (9, 8);
    /// black-fills-extra 2 and 1 (10, 8: the margin 2, not 1); leave-one 1 each and a single
    /// point nobody's (9, 8).
    #[test]
    fn three_single_shared_points_of_one_seki() {
        let g = FinishedGame::setup(Grid::from_rows(&[".X.O.X.O.", "XXXOOXXOO"]).unwrap());
        let none = DeadStones::none();
        assert_eq!(shared_units(&g, &none, SharedUnit::PerRegion), [1, 1, 1]);
        assert_eq!(shared_units(&g, &none, SharedUnit::PerSeki), [3]);
        let region = fill_count_with(&g, &none, FillOptions::LITERAL);
        assert_eq!((region.area, region.unfilled_shared), ([8.0, 7.0], 3));
        let seki = |odd| {
            fill_count_with(
                &g,
                &none,
                FillOptions {
                    odd,
                    ..FillOptions::PER_SEKI
                },
            )
        };
        let floor = seki(OddShared::FloorHalfEach);
        assert_eq!(
            (floor.area, floor.shared_filled, floor.unfilled_shared),
            ([9.0, 8.0], [1, 1], 1)
        );
        let extra = seki(OddShared::BlackFillsExtra);
        assert_eq!(
            (extra.area, extra.shared_filled, extra.unfilled_shared),
            ([10.0, 8.0], [2, 1], 0)
        );
        let leave = seki(OddShared::LeaveOne);
        assert_eq!(
            (leave.area, leave.shared_filled, leave.unfilled_shared),
            ([9.0, 8.0], [1, 1], 1)
        );
    }

    #[test]
    fn odd_shared_regions_under_each_option() {
        // X...O: a shared region of 3. Floor: 1 each, 1 nobody's; Black extra: 2 and 1;
        // leave one: 1 each and a single shared point (half each under YG-1).
        let g = FinishedGame::setup(Grid::from_rows(&["X...O"]).unwrap());
        let with = |odd, single| {
            fill_count_with(
                &g,
                &DeadStones::none(),
                FillOptions {
                    single,
                    odd,
                    unit: SharedUnit::PerRegion,
                },
            )
        };
        let floor = with(OddShared::FloorHalfEach, SharedPoint::HalfEach);
        assert_eq!((floor.area, floor.shared_filled), ([2.0, 2.0], [1, 1]));
        let extra = with(OddShared::BlackFillsExtra, SharedPoint::HalfEach);
        assert_eq!((extra.area, extra.shared_filled), ([3.0, 2.0], [2, 1]));
        let leave = with(OddShared::LeaveOne, SharedPoint::HalfEach);
        assert_eq!((leave.area, leave.shared_filled), ([2.5, 2.5], [1, 1]));
    }

    #[test]
    fn filling_losing_stones_two_points_a_stone_is_the_margin() {
        // 184 / 177: 3 White losing stones fill 3 of Black's 4 winning empties; 1 empty stays.
        // Two points a filled stone: 1 + 2 x 3 = 7, the margin; three points: 1 + 3 x 3 = 10.
        let f = fill_count(&board(184, 0), &DeadStones::none());
        assert_eq!(margin_after_filling(&f, 2.0), 7.0);
        assert_eq!(margin_after_filling(&f, 3.0), 10.0);
    }
}
