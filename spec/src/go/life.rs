//! Plain life and death at the end of a game: Benson's unconditional life, seki, eye points
//! (HZ-1), basic eyes (HZ-2), route points (HZ-3, TS-3) and the ideal final position (JPD-C7).
//!
//! Everything here works on a *settled* board: the grid after the dead stones were taken off.
//! The notions are defined as follows (each choice the documents leave open is a named option):
//!
//! - An **empty region** is a maximal orthogonally connected set of empty points. It is *owned*
//!   by a side when every stone bordering it is of that side (a side's "own empty points",
//!   YG-15 "空屬鄰界"), and *neutral* otherwise (it borders both sides, or no stone at all).
//! - A **life unit** of a side is a connected component of that side's stones together with
//!   the empty regions it owns (KataGo's "independent life region"; 001's "独立活棋"). A unit
//!   is **in seki** when it borders a neutral point ([`SekiTest::TouchesNeutral`]) or, in the
//!   KataGo-compatible test ([`SekiTest::TouchesNeutralOrAtari`]), also when one of its blocks
//!   has a single liberty. A unit not in seki is **independent**.
//! - **Basic eyes** (HZ-2) are reserved per unit: an independent unit keeps
//!   `min(2, its own empty points)` ([`BasicEyes::PerIndependentUnit`]) or two per block
//!   ([`BasicEyes::PerBlock`]); a unit in seki keeps one own eye when it has own empty points
//!   ([`SekiRoutes::TangSong`], TS-8/TS-9, HZ-2 "双活中每块有眼的棋各一个眼") or all of them
//!   ([`SekiRoutes::NoPointsInSeki`]).
//! - **Routes** (HZ-3, TS-3) of a unit are its own empty points minus its basic eyes; a side's
//!   routes are the sum over its units.

use super::grid::{Cell, Color, Grid, Point};
use serde::Serialize;

/// How many basic eyes an independent (not seki) life unit keeps (HZ-2: "一般情况下,每块独立
/// 活棋有两个基本眼"; the guide's reading note: two per block or two per independent region).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BasicEyes {
    /// 001 HZ-2 / 002 TS-3 "每块独立活棋两个": two per independent life unit (stones connected
    /// through their own eyes count as one unit; HZ-EX1's f7 stone shares g7 and f6 with the
    /// big group).
    PerIndependentUnit,
    /// The other reading of "每块棋": two per block, capped at the unit's own empty points.
    PerBlock,
}

/// What a life unit in seki keeps (TS-8, TS-9 against the Japanese "no points in seki").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SekiRoutes {
    /// 002 TS-8/TS-9 (图八: "白方A、B两处可以填子而无碍,白方在这里有两路"), 001 HZ-2 "双活中
    /// 每块有眼的棋各一个眼": a seki unit with own empty points keeps one; the rest are routes.
    TangSong,
    /// The Japanese reading (002 TS-8 "按日本规则,双活无目"): a seki unit has no routes.
    NoPointsInSeki,
}

/// How seki is recognised on a settled board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SekiTest {
    /// A unit is in seki when it borders a neutral empty point (a shared liberty).
    TouchesNeutral,
    /// KataGo's test (`calculateIndependentLifeArea`): bordering a neutral point or holding a
    /// block in atari.
    TouchesNeutralOrAtari,
}

/// The side owning an empty region, or neutral.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Owner {
    /// The region reaches stones of this side only.
    Side(Color),
    /// The region reaches stones of both sides, or of neither.
    Neutral,
}

/// A maximal connected set of empty points with the colours of the stones around it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Region {
    /// The empty points of the region.
    pub points: Vec<Point>,
    /// Whether a black stone is next to some point of the region.
    pub borders_black: bool,
    /// Whether a white stone is next to some point of the region.
    pub borders_white: bool,
}

impl Region {
    /// The side owning the region: the only colour it borders, else [`Owner::Neutral`].
    pub fn owner(&self) -> Owner {
        match (self.borders_black, self.borders_white) {
            (true, false) => Owner::Side(Color::Black),
            (false, true) => Owner::Side(Color::White),
            _ => Owner::Neutral,
        }
    }
}

/// Every empty region of the board, in row-major order of its first point.
pub fn empty_regions(grid: &Grid) -> Vec<Region> {
    let mut seen = vec![false; grid.area()];
    let mut out = Vec::new();
    for p in grid.points() {
        if seen[p.y * grid.width() + p.x] || grid.get(p) != Cell::Empty {
            continue;
        }
        let points = grid.flood(p, |c| c == Cell::Empty);
        let mut r = Region {
            points,
            borders_black: false,
            borders_white: false,
        };
        for &q in &r.points {
            seen[q.y * grid.width() + q.x] = true;
            for n in grid.neighbours(q) {
                match grid.get(n) {
                    Cell::Stone(Color::Black) => r.borders_black = true,
                    Cell::Stone(Color::White) => r.borders_white = true,
                    Cell::Empty => {}
                }
            }
        }
        out.push(r);
    }
    out
}

/// The owner of every point's empty region (`None` for stones), row-major.
pub fn ownership(grid: &Grid) -> Vec<Option<Owner>> {
    let mut out = vec![None; grid.area()];
    for r in empty_regions(grid) {
        for p in &r.points {
            out[p.y * grid.width() + p.x] = Some(r.owner());
        }
    }
    out
}

/// A life unit: a side's stones connected through the empty regions that side owns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unit {
    /// The side whose stones these are.
    pub colour: Color,
    /// The unit's stones.
    pub stones: Vec<Point>,
    /// The unit's own empty points (its territory, its eyes).
    pub empties: Vec<Point>,
    /// The number of blocks in the unit.
    pub blocks: usize,
    /// Whether the unit is in seki under the [`SekiTest`] it was found with.
    pub in_seki: bool,
}

/// Every life unit of both sides (units of a side with no stones do not exist).
pub fn units(grid: &Grid, test: SekiTest) -> Vec<Unit> {
    units_with(grid, &ownership(grid), test)
}

/// [`units`] with the owner of every empty point given (row-major, as [`ownership`] gives it),
/// for a count that draws its regions otherwise (`super::practice` seals the dame).
pub fn units_with(grid: &Grid, own: &[Option<Owner>], test: SekiTest) -> Vec<Unit> {
    let idx = |p: Point| p.y * grid.width() + p.x;
    // The colour a point belongs to in the "basic area" (stones, own empty points).
    let basic = |p: Point| -> Option<Color> {
        match grid.get(p) {
            Cell::Stone(c) => Some(c),
            Cell::Empty => match own[idx(p)] {
                Some(Owner::Side(c)) => Some(c),
                _ => None,
            },
        }
    };
    let mut seen = vec![false; grid.area()];
    let mut out = Vec::new();
    for p in grid.points() {
        let colour = match (grid.get(p), seen[idx(p)]) {
            (Cell::Stone(c), false) => c,
            _ => continue,
        };
        let mut stack = vec![p];
        seen[idx(p)] = true;
        let mut members = Vec::new();
        while let Some(q) = stack.pop() {
            members.push(q);
            for n in grid.neighbours(q) {
                if !seen[idx(n)] && basic(n) == Some(colour) {
                    seen[idx(n)] = true;
                    stack.push(n);
                }
            }
        }
        members.sort_by_key(|q| (q.y, q.x));
        let stones: Vec<Point> = members
            .iter()
            .copied()
            .filter(|&q| grid.get(q) != Cell::Empty)
            .collect();
        let empties: Vec<Point> = members
            .iter()
            .copied()
            .filter(|&q| grid.get(q) == Cell::Empty)
            .collect();
        let touches_neutral = members.iter().any(|&q| {
            grid.neighbours(q)
                .into_iter()
                .any(|n| grid.get(n) == Cell::Empty && own[idx(n)] == Some(Owner::Neutral))
        });
        let mut blocks = 0;
        let mut atari = false;
        let mut counted = vec![false; grid.area()];
        for &s in &stones {
            if counted[idx(s)] {
                continue;
            }
            let b = grid.block(s);
            for &t in &b {
                counted[idx(t)] = true;
            }
            blocks += 1;
            if grid.liberties(&b).len() == 1 {
                atari = true;
            }
        }
        let in_seki = match test {
            SekiTest::TouchesNeutral => touches_neutral,
            SekiTest::TouchesNeutralOrAtari => touches_neutral || atari,
        };
        out.push(Unit {
            colour,
            stones,
            empties,
            blocks,
            in_seki,
        });
    }
    out
}

/// The reading options of basic eyes and routes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct EyeOptions {
    /// How many basic eyes an independent life unit keeps (HZ-2).
    pub basic_eyes: BasicEyes,
    /// What a unit in seki keeps (TS-8, TS-9).
    pub seki: SekiRoutes,
}

impl EyeOptions {
    /// 001's own reading: two per independent unit, Tang-Song seki routes.
    pub const DOCUMENTS: EyeOptions = EyeOptions {
        basic_eyes: BasicEyes::PerIndependentUnit,
        seki: SekiRoutes::TangSong,
    };
}

/// The number of basic eyes (HZ-2) a unit keeps under the options.
pub fn reserved_eyes(unit: &Unit, options: EyeOptions) -> usize {
    let n = unit.empties.len();
    if unit.in_seki {
        match options.seki {
            SekiRoutes::TangSong => n.min(1),
            SekiRoutes::NoPointsInSeki => n,
        }
    } else {
        match options.basic_eyes {
            BasicEyes::PerIndependentUnit => n.min(2),
            BasicEyes::PerBlock => n.min(2 * unit.blocks),
        }
    }
}

/// HZ-3 / TS-3: a unit's routes, its own empty points minus its basic eyes.
pub fn unit_routes(unit: &Unit, options: EyeOptions) -> usize {
    unit.empties.len() - reserved_eyes(unit, options)
}

/// Each side's routes on a settled board, `[black, white]`.
pub fn routes(grid: &Grid, options: EyeOptions) -> [usize; 2] {
    let mut out = [0, 0];
    for u in units(grid, SekiTest::TouchesNeutral) {
        out[side(u.colour)] += unit_routes(&u, options);
    }
    out
}

/// Each side's number of independent (not seki) life units, `[black, white]`.
pub fn independent_units(grid: &Grid, test: SekiTest) -> [usize; 2] {
    let mut out = [0, 0];
    for u in units(grid, test) {
        if !u.in_seki {
            out[side(u.colour)] += 1;
        }
    }
    out
}

fn side(c: Color) -> usize {
    match c {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// Who an eye point (HZ-1) belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum EyeOf {
    /// An eye point of this side only.
    Side(Color),
    /// A shared liberty: "双活中的公气是双方的眼点".
    Both,
}

/// HZ-1 眼点: "四周都是一方棋子的空点" — an empty point all of whose neighbours are stones of
/// one side; an empty point whose neighbours are all stones of both sides is a shared liberty,
/// an eye point of both.
pub fn eye_point(grid: &Grid, p: Point) -> Option<EyeOf> {
    if grid.get(p) != Cell::Empty {
        return None;
    }
    let (mut b, mut w) = (false, false);
    for n in grid.neighbours(p) {
        match grid.get(n) {
            Cell::Empty => return None,
            Cell::Stone(Color::Black) => b = true,
            Cell::Stone(Color::White) => w = true,
        }
    }
    match (b, w) {
        (true, false) => Some(EyeOf::Side(Color::Black)),
        (false, true) => Some(EyeOf::Side(Color::White)),
        _ => Some(EyeOf::Both),
    }
}

/// The basic eyes chosen in each unit when it is filled to the ideal final position: its own
/// empty points, picked in row-major order, each not next to one picked before (so each is a
/// one-point eye once the rest is filled), as many as [`reserved_eyes`]; if the unit's points do
/// not allow that many separated points, the first ones in order.
pub fn chosen_eyes(unit: &Unit, options: EyeOptions) -> Vec<Point> {
    let want = reserved_eyes(unit, options);
    let adjacent = |a: Point, b: Point| a.x.abs_diff(b.x) + a.y.abs_diff(b.y) == 1;
    let mut picked: Vec<Point> = Vec::new();
    for &p in &unit.empties {
        if picked.len() == want {
            break;
        }
        if picked.iter().all(|&q| !adjacent(p, q)) {
            picked.push(p);
        }
    }
    for &p in &unit.empties {
        if picked.len() == want {
            break;
        }
        if !picked.contains(&p) {
            picked.push(p);
        }
    }
    picked
}

/// JPD-C7 / JPD-C9 理想终局: the settled board with every route point of both sides filled by
/// its owner's stones, the basic eyes kept (and the neutral points, the shared liberties of
/// seki, left as they are). Returns the position and the points filled.
pub fn ideal_final_position(grid: &Grid, options: EyeOptions) -> (Grid, Vec<Point>) {
    let mut out = grid.clone();
    let mut filled = Vec::new();
    for u in units(grid, SekiTest::TouchesNeutral) {
        let eyes = chosen_eyes(&u, options);
        for &p in &u.empties {
            if !eyes.contains(&p) {
                out.set(p, Cell::Stone(u.colour));
                filled.push(p);
            }
        }
    }
    filled.sort_by_key(|q| (q.y, q.x));
    (out, filled)
}

/// JPD-C7's checkable part on a board: (a) every block has a liberty, (b) no empty point
/// borders both sides unless it is a shared liberty (an eye point of both, HZ-1), (c) every
/// empty point is an eye point (HZ-1) — territory is one-point eyes only.
pub fn is_ideal_final_position(grid: &Grid) -> bool {
    grid.blocks().iter().all(|b| !grid.liberties(b).is_empty())
        && grid
            .points()
            .filter(|&p| grid.get(p) == Cell::Empty)
            .all(|p| eye_point(grid, p).is_some())
}

/// Benson's unconditional life for one side: the blocks that stay alive whatever the opponent
/// plays, even if their owner always passes, and the regions they enclose that are vital to
/// one of them. A *region* here is a maximal connected set of points not holding `colour`'s
/// stones; it is *vital* to a block when every empty point of it is a liberty of the block.
/// Repeat: drop the blocks with fewer than two vital regions among the regions still kept, and
/// the regions bordering a dropped block; what remains is pass-alive.
///
/// Returns (the pass-alive stones, the points of the regions they enclose), both row-major.
pub fn benson(grid: &Grid, colour: Color) -> (Vec<Point>, Vec<Point>) {
    let mine = Cell::Stone(colour);
    let blocks: Vec<Vec<Point>> = grid
        .blocks()
        .into_iter()
        .filter(|b| grid.get(b[0]) == mine)
        .collect();
    let mut seen = vec![false; grid.area()];
    let mut regions: Vec<Vec<Point>> = Vec::new();
    for p in grid.points() {
        if seen[p.y * grid.width() + p.x] || grid.get(p) == mine {
            continue;
        }
        let r = grid.flood(p, |c| c != mine);
        for q in &r {
            seen[q.y * grid.width() + q.x] = true;
        }
        regions.push(r);
    }
    let borders = |r: &Vec<Point>, b: &Vec<Point>| {
        r.iter()
            .any(|&q| grid.neighbours(q).into_iter().any(|n| b.contains(&n)))
    };
    let vital = |r: &Vec<Point>, b: &Vec<Point>| {
        let libs = grid.liberties(b);
        r.iter()
            .filter(|&&q| grid.get(q) == Cell::Empty)
            .all(|q| libs.contains(q))
            && borders(r, b)
    };
    let mut alive: Vec<bool> = vec![true; blocks.len()];
    let mut kept: Vec<bool> = vec![true; regions.len()];
    loop {
        let mut changed = false;
        for (i, b) in blocks.iter().enumerate() {
            if !alive[i] {
                continue;
            }
            let n = regions
                .iter()
                .enumerate()
                .filter(|(j, r)| kept[*j] && vital(r, b))
                .count();
            if n < 2 {
                alive[i] = false;
                changed = true;
            }
        }
        for (j, r) in regions.iter().enumerate() {
            if kept[j]
                && blocks
                    .iter()
                    .enumerate()
                    .any(|(i, b)| !alive[i] && borders(r, b))
            {
                kept[j] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut stones: Vec<Point> = blocks
        .iter()
        .enumerate()
        .filter(|(i, _)| alive[*i])
        .flat_map(|(_, b)| b.clone())
        .collect();
    let mut area: Vec<Point> = regions
        .iter()
        .enumerate()
        .filter(|(j, r)| {
            kept[*j]
                && blocks
                    .iter()
                    .enumerate()
                    .any(|(i, b)| alive[i] && vital(r, b))
        })
        .flat_map(|(_, r)| r.clone())
        .collect();
    stones.sort_by_key(|q| (q.y, q.x));
    area.sort_by_key(|q| (q.y, q.x));
    (stones, area)
}

/// The `auto` dead stones: every stone lying inside a region its opponent encloses with
/// pass-alive blocks (Benson). Row-major.
pub fn benson_dead(grid: &Grid) -> Vec<Point> {
    let mut dead = Vec::new();
    for c in [Color::Black, Color::White] {
        let (_, area) = benson(grid, c);
        for p in area {
            if grid.get(p) == Cell::Stone(c.opponent()) {
                dead.push(p);
            }
        }
    }
    dead.sort_by_key(|q| (q.y, q.x));
    dead
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(rows: &[&str]) -> Grid {
        Grid::from_rows(rows).unwrap()
    }

    #[test]
    fn a_group_with_two_eyes_is_pass_alive_and_a_stone_inside_one_is_dead() {
        // Black wall with two separate eyes at a1 and c1 region; a white stone in the big one.
        let grid = g(&["XXXXX", "X.XOX", "XXX.X"]);
        let (stones, area) = benson(&grid, Color::Black);
        assert_eq!(stones.len(), 12);
        assert!(area.contains(&Point::new(3, 1)));
        assert_eq!(benson_dead(&grid), vec![Point::new(3, 1)]);
        let (white, _) = benson(&grid, Color::White);
        assert!(white.is_empty());
    }

    #[test]
    fn one_eye_is_not_pass_alive() {
        let grid = g(&["XXX", "X.X", "XXX"]);
        let (stones, _) = benson(&grid, Color::Black);
        assert!(stones.is_empty());
    }

    #[test]
    fn eye_points_of_one_side_and_of_both() {
        let grid = g(&["X.O", "XXO", ".OO"]);
        assert_eq!(eye_point(&grid, Point::new(1, 0)), Some(EyeOf::Both));
        assert_eq!(eye_point(&grid, Point::new(0, 2)), Some(EyeOf::Both));
        let grid = g(&[".X.", "XX.", "..."]);
        assert_eq!(
            eye_point(&grid, Point::new(0, 0)),
            Some(EyeOf::Side(Color::Black))
        );
        assert_eq!(eye_point(&grid, Point::new(2, 0)), None);
    }

    #[test]
    fn a_unit_with_three_eye_points_has_one_route() {
        // One black group, eyes a3, c3 and b1 (three one-point regions): 3 - 2 = 1 route.
        let grid = g(&[".X.X", "XXXX", "X.XX", "XXXX"]);
        assert_eq!(routes(&grid, EyeOptions::DOCUMENTS), [1, 0]);
        let (ideal, filled) = ideal_final_position(&grid, EyeOptions::DOCUMENTS);
        assert_eq!(filled.len(), 1);
        assert!(is_ideal_final_position(&ideal));
    }
}
