//! Plain life and death at the end of a game: Benson's unconditional life, seki, eye points
//! (HZ-1), basic eyes (HZ-2), route points (HZ-3, TS-3) and the ideal final position (JPD-C7).
//!
//! Everything here works on a *settled* board: the grid after the dead stones were taken off.
//! The notions are defined as follows (each choice the documents leave open is a named option):
//!
//! - An **empty region** is a maximal orthogonally connected set of empty points. It is *owned*
//!   by a side when every stone bordering it is of that side (a side's own empty points,
//!   YG-15 "空屬鄰界"), and *neutral* otherwise (it borders both sides, or no stone at all).
//! - A **life unit** of a side is a connected component of that side's stones together with
//!   the empty regions it owns (KataGo's "independent life region"; 001's "独立活棋"). A unit
//!   is **in seki** when it borders a neutral point ([`SekiTest::TouchesNeutral`]) or, in the
//!   KataGo-compatible test ([`SekiTest::TouchesNeutralOrAtari`]), also when one of its blocks
//!   has a single liberty. A unit not in seki is **independent**.
//! - **Basic eyes** (HZ-2) are reserved per unit: an independent unit keeps
//!   `min(2, its own empty points)` ([`BasicEyes::PerIndependentUnit`]), two per block
//!   ([`BasicEyes::PerBlock`]) or the fewest that keep it alive ([`BasicEyes::MinimalForLife`]);
//!   a unit in seki keeps one own eye when it has own empty points ([`SekiRoutes::OneOwnEye`],
//!   HZ-2 双活棋中的带眼的每块棋要保留1个独自拥有的基本眼位; the fewest that keep it alive under
//!   `MinimalForLife`), the fewest that keep it alive ([`SekiRoutes::FewestForLife`], 002's
//!   凡棋赖以生存的起码空位都不是路, TS-8/TS-9) or all of them ([`SekiRoutes::NoPointsInSeki`]). Which points are kept
//!   is [`chosen_eyes`]: separated one-point eyes that keep the unit alive.
//! - **Routes** (HZ-3, TS-3) of a unit are its own empty points minus its basic eyes; a side's
//!   routes are the sum over its units.

use super::grid::{Cell, Color, Grid, Point};
use serde::Serialize;

/// How many basic eyes an independent (not seki) life unit keeps (HZ-2: "一般情况下,每块独立
/// 活棋有两个基本眼"; the guide's reading note: two per block or two per independent region).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BasicEyes {
    /// 001 HZ-2 每块独立活棋要保留2个基本眼位 (002 TS-3 总有两点任其空虚): two per independent life unit (stones connected
    /// through their own eyes count as one unit; HZ-EX1's f7 stone shares g7 and f6 with the
    /// big group).
    PerIndependentUnit,
    /// The other reading of "每块棋": two per block, capped at the unit's own empty points.
    PerBlock,
    /// `basic-eyes-per-group: minimal-for-life` (000 JPD-C7(c) "其数量已达最小值", 001 HZ-2
    /// "基本眼位是棋子生存的充分必要条件,其数量是足够的又是起码的"): each life unit keeps the
    /// smallest set of separated one-point eyes such that every stone of it that lived still
    /// lives by the life model ([`living_stones`]) once the rest is filled, found by trying the
    /// sets smallest first ([`chosen_eyes`]). Usually two; a seki unit may need none (two shared
    /// liberties, 000 "或两口公气") or two; blocks that share eyes may need three. It applies to
    /// seki units too under [`SekiRoutes::OneOwnEye`] (in place of its one own eye).
    MinimalForLife,
}

/// What a life unit in seki keeps (TS-8, TS-9 against the Japanese rule of no points in seki, 002's 公活无目).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SekiRoutes {
    /// 001 HZ-2 (双活棋中的带眼的每块棋要保留1个独自拥有的基本眼位): a seki unit with own empty
    /// points keeps one; the rest are routes.
    OneOwnEye,
    /// 002's own reading (凡棋赖以生存的起码空位都不是路; TS-8 图八 白方可在左边A位及右边B位自填不影响
    /// 白棋的生存。故日左、右两块各有一路): a seki unit keeps the fewest own points with which it
    /// still lives, found by search ([`chosen_eyes`]); the rest are routes. It keeps none when
    /// the shared liberties alone keep it alive (`.X.O.O.X.`: White fills e1 and the seki
    /// stands, one route), where [`SekiRoutes::OneOwnEye`] keeps one.
    FewestForLife,
    /// The Japanese reading (002 TS-8 names it 公活无目): a seki unit has no routes.
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
    // The colour a point belongs to in the basic area (stones, own empty points).
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
    /// 001's own reading: two per independent unit (HZ-2, HZ-3), one own eye per seki unit with
    /// own points (HZ-2 双活棋中的带眼的每块棋要保留1个独自拥有的基本眼位).
    pub const DOCUMENTS: EyeOptions = EyeOptions {
        basic_eyes: BasicEyes::PerIndependentUnit,
        seki: SekiRoutes::OneOwnEye,
    };
    /// 001's count as its definition reads it (HZ-2 一方的基本眼位,是不会被对方消灭的且己方不能填子的
    /// 眼位 … 其数量是足够的又是起码的, with 通常 hedging the fixed counts): two per independent
    /// unit, where two are the fewest that suffice, and in seki the fewest points the group lives
    /// on, so no eye its owner can fill. On every finished position of the boards up to 12
    /// points it keeps the same eyes as [`BasicEyes::MinimalForLife`] (the audit's HZ-2, T1) at
    /// the cost of a search in seki only. The count `qili score` calls `hz-routes` and the
    /// solver's `/routes`.
    pub const HZ: EyeOptions = EyeOptions {
        basic_eyes: BasicEyes::PerIndependentUnit,
        seki: SekiRoutes::FewestForLife,
    };
    /// 002's own reading, the Tang-Song count's: two points per independent group (TS-3 每块活棋
    /// (不包括公活)不论围空多少,总有两点任其空虚), and in seki the fewest points it lives on
    /// (凡棋赖以生存的起码空位都不是路, TS-8, TS-9).
    pub const TANG_SONG: EyeOptions = EyeOptions {
        basic_eyes: BasicEyes::PerIndependentUnit,
        seki: SekiRoutes::FewestForLife,
    };
}

/// The number of basic eyes (HZ-2) a unit keeps under the fixed-count readings, `None` under
/// [`BasicEyes::MinimalForLife`] (where the count is the outcome of a search, [`chosen_eyes`]).
pub fn fixed_eye_count(unit: &Unit, options: EyeOptions) -> Option<usize> {
    let n = unit.empties.len();
    if unit.in_seki {
        match (options.seki, options.basic_eyes) {
            (SekiRoutes::NoPointsInSeki, _) => Some(n),
            (SekiRoutes::FewestForLife, _) | (SekiRoutes::OneOwnEye, BasicEyes::MinimalForLife) => {
                None
            }
            (SekiRoutes::OneOwnEye, _) => Some(n.min(1)),
        }
    } else {
        match options.basic_eyes {
            BasicEyes::PerIndependentUnit => Some(n.min(2)),
            BasicEyes::PerBlock => Some(n.min(2 * unit.blocks)),
            BasicEyes::MinimalForLife => None,
        }
    }
}

/// The number of basic eyes (HZ-2) a unit of `grid` keeps under the options.
pub fn reserved_eyes(grid: &Grid, unit: &Unit, options: EyeOptions) -> usize {
    match fixed_eye_count(unit, options) {
        Some(n) => n,
        None => chosen_eyes(grid, unit, options).len(),
    }
}

/// HZ-3 / TS-3: a unit's routes, its own empty points minus its basic eyes.
pub fn unit_routes(grid: &Grid, unit: &Unit, options: EyeOptions) -> usize {
    unit.empties.len() - reserved_eyes(grid, unit, options)
}

/// Each side's routes on a settled board, `[black, white]`.
pub fn routes(grid: &Grid, options: EyeOptions) -> [usize; 2] {
    let mut out = [0, 0];
    for (u, eyes) in eyes_by_unit(grid, options) {
        out[side(u.colour)] += u.empties.len() - eyes.len();
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
    /// A shared liberty: 001 双活棋中的每一口公气,是双方共有的眼位.
    Both,
}

/// HZ-1 眼位 (与这个空点直线紧邻的只有这一方的棋子而没有其它空点或另方的棋子) — an empty point all of
/// whose neighbours are stones of one side — and 双活棋中的每一口公气,是双方共有的眼位: a shared
/// liberty of a seki, an eye point of both. A 公气 is a liberty of stones of both sides (its
/// other neighbours may be empty: `XXXX/X..O/OOOO` has two, b2 and c2) on which neither side
/// has a quiet safe move: a stone of either colour there is left with one liberty or none, or
/// takes a block that had that point alone. A dame between groups that live on their own is
/// no 公气 (e2 of
/// `.X.X.O.O./XXXXXOOOO`: a stone there keeps its group's eyes), nor is a point where a stone
/// keeps two liberties (b2 of `.OX/O.X/.X.`, where Black b2 ataris White).
pub fn eye_point(grid: &Grid, p: Point) -> Option<EyeOf> {
    if grid.get(p) != Cell::Empty {
        return None;
    }
    let (mut b, mut w, mut empty) = (false, false, false);
    for n in grid.neighbours(p) {
        match grid.get(n) {
            Cell::Empty => empty = true,
            Cell::Stone(Color::Black) => b = true,
            Cell::Stone(Color::White) => w = true,
        }
    }
    match (b, w) {
        (true, false) if !empty => Some(EyeOf::Side(Color::Black)),
        (false, true) if !empty => Some(EyeOf::Side(Color::White)),
        (true, true) if only_into_atari(grid, p) => Some(EyeOf::Both),
        _ => None,
    }
}

/// Whether no stone on the empty point `p` is a quiet safe move: a stone of either colour
/// there is left with at most one liberty (or is taken at once), or takes a block that had
/// only `p` (000's one-liberty seki, JPD-C7(c) 一块活棋只拥有一口气,但它却不会被消灭: the taker
/// is taken back).
fn only_into_atari(grid: &Grid, p: Point) -> bool {
    [Color::Black, Color::White]
        .iter()
        .all(|&c| match crate::go::game::place(grid, c, p) {
            None => true,
            Some(pl) => {
                !pl.captured.is_empty()
                    || !pl.self_captured.is_empty()
                    || pl.grid.liberties(&pl.grid.block(p)).len() <= 1
            }
        })
}

/// How many candidate eye sets the search of one unit may try ([`chosen_eyes`]); past it the
/// unit keeps what the fallback keeps (the search never runs unbounded).
pub const EYE_SEARCH_BUDGET: usize = 2048;

/// The stones of `g` that live by the spec's life model: pass-alive (Benson), or in a seki unit
/// (one that touches a shared empty point) whose every block keeps two liberties and whose
/// shared points give the opponent no [`attacking_approach`] (a seki stands when neither side
/// can play into it: 001 双活棋中的每一口公气,是双方共有的眼位).
pub fn living_stones(g: &Grid) -> std::collections::BTreeSet<Point> {
    let mut out: std::collections::BTreeSet<Point> = benson(g, Color::Black)
        .0
        .into_iter()
        .chain(benson(g, Color::White).0)
        .collect();
    for u in units(g, SekiTest::TouchesNeutral) {
        let blocks_breathe = u
            .stones
            .iter()
            .all(|&p| g.liberties(&g.block(p)).len() >= 2);
        let unapproachable = || {
            u.stones
                .iter()
                .flat_map(|&p| g.neighbours(p))
                .filter(|&q| g.get(q) == Cell::Empty && !u.empties.contains(&q))
                .all(|q| !attacking_approach(g, u.colour.opponent(), q))
        };
        if u.in_seki && blocks_breathe && unapproachable() {
            out.extend(u.stones);
        }
    }
    out
}

/// Whether `c`'s stone on the empty point `p` of `g` attacks: it captures, or it keeps two
/// liberties and leaves a block of the other side beside it in atari that cannot escape by
/// extending at its last liberty (on `.OX/O.X/.X.` Black b2 keeps a1 and c1 and leaves White
/// b3 with a3 alone; White a3 has a1 alone: the shape is no seki, White dies). A
/// stone that captures nothing and is left with one liberty (or none) does not attack: the
/// other side takes it, as on a seki's shared liberties.
pub fn attacking_approach(g: &Grid, c: Color, p: Point) -> bool {
    let Some(pl) = crate::go::game::place(g, c, p) else {
        return false;
    };
    if !pl.captured.is_empty() {
        return true;
    }
    if !pl.self_captured.is_empty() || pl.grid.liberties(&pl.grid.block(p)).len() < 2 {
        return false;
    }
    // A block put in atari that escapes by extending at its last liberty (to two liberties or
    // more) is not taken: the stone is a forcing move, not an attack that kills.
    g.neighbours(p).into_iter().any(|n| {
        if pl.grid.get(n) != Cell::Stone(c.opponent()) {
            return false;
        }
        let libs = pl.grid.liberties(&pl.grid.block(n));
        if libs.len() != 1 {
            return false;
        }
        match crate::go::game::place(&pl.grid, c.opponent(), libs[0]) {
            None => true,
            Some(ext) => {
                ext.captured.is_empty()
                    && (!ext.self_captured.is_empty()
                        || ext.grid.liberties(&ext.grid.block(libs[0])).len() < 2)
            }
        }
    })
}

/// The basic eyes chosen in a unit of `grid` when it is filled to the ideal final position.
///
/// The eyes kept are separated one-point eyes of the unit (no two adjacent, so each is a
/// one-point eye once the rest is filled) such that every stone of the unit that lives in
/// `grid` by the life model ([`living_stones`]) still lives, and so does every stone filled in,
/// when the unit's other empty points hold its stones (the rest of the board as it is). Under a fixed-count reading
/// ([`fixed_eye_count`]) that many are kept: the row-major pick (each point not next to one
/// picked before) when it keeps the unit alive, else the first set of that size in row-major
/// order that does, else the row-major pick; two basic eyes does not say which two, and a
/// player keeps two that live. Under [`BasicEyes::MinimalForLife`] (and for a seki unit under
/// [`SekiRoutes::FewestForLife`]) the sets are tried by size,
/// smallest first, each size in row-major order: the first that keeps the unit alive. A unit
/// the life model does not see alive before the filling (or a search past
/// [`EYE_SEARCH_BUDGET`]) keeps what the `two` reading keeps.
pub fn chosen_eyes(grid: &Grid, unit: &Unit, options: EyeOptions) -> Vec<Point> {
    chosen_eyes_with(grid, unit, options, &living_stones(grid))
}

fn chosen_eyes_with(
    grid: &Grid,
    unit: &Unit,
    options: EyeOptions,
    living: &std::collections::BTreeSet<Point>,
) -> Vec<Point> {
    let unit_lives = unit.stones.iter().all(|p| living.contains(p));
    let keeps_alive = |eyes: &[Point]| keeps_unit_alive_with(grid, unit, eyes, living);
    // The fallback of a searched unit: what 001's fixed counts keep (two, one in seki).
    let two = EyeOptions::DOCUMENTS;
    match fixed_eye_count(unit, options) {
        Some(want) => {
            let pick = row_major_pick(unit, want);
            if !unit_lives || want == unit.empties.len() || keeps_alive(&pick) {
                return pick;
            }
            let mut budget = EYE_SEARCH_BUDGET;
            first_separated_set(unit, want, &mut budget, &keeps_alive).unwrap_or(pick)
        }
        None => {
            let fallback = || {
                let want = fixed_eye_count(unit, two).unwrap_or(unit.empties.len());
                row_major_pick(unit, want)
            };
            if !unit_lives {
                return fallback();
            }
            let mut budget = EYE_SEARCH_BUDGET;
            for k in 0..=unit.empties.len() {
                if let Some(s) = first_separated_set(unit, k, &mut budget, &keeps_alive) {
                    return s;
                }
                if budget == 0 {
                    break;
                }
            }
            fallback()
        }
    }
}

/// HZ-2's definition of the basic eyes on one unit (001: 一方的基本眼位,是不会被对方消灭的且
/// 己方不能填子的眼位。基本眼位是棋子生存的充分必要条件,其数量是足够的又是起码的): with the
/// unit's other points filled, (1) sufficient: the unit lives (by [`living_stones`]); (2) the
/// opponent cannot destroy an eye: its stone there is taken at once and takes nothing; (3) the
/// owner cannot fill one (起码): with any one eye filled too the unit no longer lives. Checked
/// only on a unit the life model sees alive before the filling.
pub fn hz2_definition(grid: &Grid, unit: &Unit, eyes: &[Point]) -> Result<(), String> {
    let living = living_stones(grid);
    if eyes.is_empty() || !unit.stones.iter().all(|p| living.contains(p)) {
        return Ok(());
    }
    let keeps_unit_alive =
        |_: &Grid, _: &Unit, eyes: &[Point]| keeps_unit_alive_with(grid, unit, eyes, &living);
    if !keeps_unit_alive(grid, unit, eyes) {
        return Err("the unit does not live on its basic eyes (充分)".into());
    }
    let filled = filled_but(grid, unit, eyes);
    let h = filled.height();
    for &e in eyes {
        match crate::go::game::place(&filled, unit.colour.opponent(), e) {
            Some(pl) if pl.captured.is_empty() && !pl.self_captured.is_empty() => {}
            _ => {
                return Err(format!(
                    "the opponent can play the eye {} and keep its stone (不会被对方消灭)",
                    e.guide_name(h)
                ))
            }
        }
        let fewer: Vec<Point> = eyes.iter().copied().filter(|&q| q != e).collect();
        if keeps_unit_alive(grid, unit, &fewer) {
            return Err(format!(
                "the unit lives with the eye {} filled too (起码)",
                e.guide_name(h)
            ));
        }
    }
    Ok(())
}

/// Whether filling every empty point of `unit` but `eyes` with its stones (the rest of `grid`
/// as it is) leaves every stone of the unit alive by the life model ([`living_stones`]), those
/// it had and those filled in, and every other stone that lived before (`living`): filling
/// one's routes is a count, not a move that kills (on `.O./XOX/.X./X..` Black's one seki eye
/// kept at b1 would let Black's filled block outbreathe White's b3-b4; kept at a2 it does not).
fn keeps_unit_alive_with(
    grid: &Grid,
    unit: &Unit,
    eyes: &[Point],
    living: &std::collections::BTreeSet<Point>,
) -> bool {
    let after = living_stones(&filled_but(grid, unit, eyes));
    unit.stones
        .iter()
        .chain(unit.empties.iter().filter(|p| !eyes.contains(p)))
        .chain(living.iter())
        .all(|p| after.contains(p))
}

/// `grid` with every empty point of `unit` but `eyes` holding the unit's stones.
fn filled_but(grid: &Grid, unit: &Unit, eyes: &[Point]) -> Grid {
    let mut g = grid.clone();
    for &p in &unit.empties {
        if !eyes.contains(&p) {
            g.set(p, Cell::Stone(unit.colour));
        }
    }
    g
}

/// Every set of basic eyes of `unit` a player could keep in its place (000 JPD-C9:
/// 理想的最终局面会因眼位的位置不同而不惟一,但彼此等价): the separated sets of the unit's empty
/// points of the size [`chosen_eyes`] keeps that keep the unit alive when the rest is filled,
/// in row-major order, at most `limit` of them. The chosen set alone when the unit does not
/// live by the model, or when the chosen set is not separated (the unit's points do not allow
/// that many separated eyes).
pub fn eye_choices(grid: &Grid, unit: &Unit, options: EyeOptions, limit: usize) -> Vec<Vec<Point>> {
    let living = living_stones(grid);
    let chosen = chosen_eyes_with(grid, unit, options, &living);
    let separated = chosen
        .iter()
        .enumerate()
        .all(|(i, &a)| chosen[i + 1..].iter().all(|&b| !adjacent(a, b)));
    if !unit.stones.iter().all(|p| living.contains(p)) || !separated {
        return vec![chosen];
    }
    // first_separated_set stops at the first set its predicate accepts: accept none, and
    // collect the sets that keep the unit alive on the way.
    let found = std::cell::RefCell::new(Vec::new());
    let mut budget = EYE_SEARCH_BUDGET;
    first_separated_set(unit, chosen.len(), &mut budget, &|set: &[Point]| {
        let mut f = found.borrow_mut();
        if f.len() < limit && keeps_unit_alive_with(grid, unit, set, &living) {
            f.push(set.to_vec());
        }
        false
    });
    let mut out = found.into_inner();
    if out.is_empty() {
        out.push(chosen);
    }
    out
}

/// The old row-major pick: `want` of the unit's empty points, each not next to one picked
/// before; if the unit's points do not allow that many separated points, the first ones in
/// order.
fn row_major_pick(unit: &Unit, want: usize) -> Vec<Point> {
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

fn adjacent(a: Point, b: Point) -> bool {
    a.x.abs_diff(b.x) + a.y.abs_diff(b.y) == 1
}

/// The first set of `k` pairwise separated empty points of the unit, in row-major
/// (lexicographic) order, that `ok` accepts; each set tried takes one from `budget`, and the
/// search stops when it is spent. Iterative (no recursion on the unit's size).
fn first_separated_set(
    unit: &Unit,
    k: usize,
    budget: &mut usize,
    ok: &dyn Fn(&[Point]) -> bool,
) -> Option<Vec<Point>> {
    let pts = &unit.empties;
    let n = pts.len();
    if k > n {
        return None;
    }
    // idx holds a k-combination of 0..n in increasing order.
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        let set: Vec<Point> = idx.iter().map(|&i| pts[i]).collect();
        let separated = set
            .iter()
            .enumerate()
            .all(|(i, &a)| set[i + 1..].iter().all(|&b| !adjacent(a, b)));
        if separated {
            if *budget == 0 {
                return None;
            }
            *budget -= 1;
            if ok(&set) {
                return Some(set);
            }
        }
        // The next combination: the rightmost index that can move, moved, the rest after it.
        let mut i = k;
        loop {
            if i == 0 {
                return None;
            }
            i -= 1;
            if idx[i] < n - k + i {
                break;
            }
            if i == 0 {
                return None;
            }
        }
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// Every life unit of `grid` with the basic eyes it keeps under the options ([`chosen_eyes`]).
pub fn eyes_by_unit(grid: &Grid, options: EyeOptions) -> Vec<(Unit, Vec<Point>)> {
    eyes_by_unit_of(grid, units(grid, SekiTest::TouchesNeutral), options)
}

/// [`eyes_by_unit`] for units found otherwise (the practice count's, where a dame puts no unit
/// in seki: `super::score::life_units`).
pub fn eyes_by_unit_of(
    grid: &Grid,
    units: Vec<Unit>,
    options: EyeOptions,
) -> Vec<(Unit, Vec<Point>)> {
    let living = living_stones(grid);
    units
        .into_iter()
        .map(|u| {
            let eyes = chosen_eyes_with(grid, &u, options, &living);
            (u, eyes)
        })
        .collect()
}

/// [`eyes_by_unit_of`] run in the canonical frame of `grid` ([`super::frame`]): the units
/// and the board are mapped to the frame, the eyes chosen there and mapped back. Which of a
/// unit's points stay its basic eyes is otherwise a pick in row-major order of the board as
/// drawn: 000 leaves it open (理想的最终局面会因眼位的位置不同而不惟一,但彼此等价), and a count
/// that reads the stones next to a point (the split of a shared liberty by adjacent stones,
/// JPD-A9 按邻子比例) would change with a mirror image of the position; here a position and its
/// image choose images of the same eyes (`proofs/orientation.md`).
pub fn eyes_by_unit_in_frame(
    grid: &Grid,
    units: Vec<Unit>,
    options: EyeOptions,
) -> Vec<(Unit, Vec<Point>)> {
    let (w, h) = (grid.width(), grid.height());
    let s = super::frame::canonical(w, h, |p| super::frame::cell_code(grid, p));
    let mapped: Vec<Unit> = units
        .iter()
        .map(|u| Unit {
            colour: u.colour,
            stones: s.points(w, h, &u.stones),
            empties: s.points(w, h, &u.empties),
            blocks: u.blocks,
            in_seki: u.in_seki,
        })
        .collect();
    let chosen = eyes_by_unit_of(&s.grid(grid), mapped, options);
    units
        .into_iter()
        .zip(chosen)
        .map(|(u, (_, eyes))| (u, s.invert_points(w, h, &eyes)))
        .collect()
}

/// JPD-C7 / JPD-C9 理想终局: the settled board with every route point of both sides filled by
/// its owner's stones, the basic eyes kept (and the neutral points, the shared liberties of
/// seki, left as they are). Returns the position and the points filled.
pub fn ideal_final_position(grid: &Grid, options: EyeOptions) -> (Grid, Vec<Point>) {
    ideal_final_position_of(grid, units(grid, SekiTest::TouchesNeutral), options)
}

/// [`ideal_final_position`] for units found otherwise ([`eyes_by_unit_of`]).
pub fn ideal_final_position_of(
    grid: &Grid,
    units: Vec<Unit>,
    options: EyeOptions,
) -> (Grid, Vec<Point>) {
    let mut out = grid.clone();
    let mut filled = Vec::new();
    for (u, eyes) in eyes_by_unit_in_frame(grid, units, options) {
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

    /// `.OX/O.X/.X.` looks settled (every empty point owned or shared, every block with two
    /// liberties) but Black b2 keeps a1 and c1 and leaves White b3 with a3 alone: an attack, so
    /// White's stones are not living. On `.X.O.O.X.` every stone on a shared point is left with
    /// one liberty: no attack, the seki stands, and with e1 filled it still does.
    #[test]
    fn a_seki_stands_only_when_no_stone_on_a_shared_point_attacks() {
        let b2 = Point::new(1, 1);
        let g = Grid::from_rows(&[".OX", "O.X", ".X."]).unwrap();
        assert!(attacking_approach(&g, Color::Black, b2));
        assert!(!living_stones(&g).contains(&Point::new(1, 0)));
        let row = Grid::from_rows(&[".X.O.O.X."]).unwrap();
        for x in [2, 6] {
            for c in [Color::Black, Color::White] {
                assert!(!attacking_approach(&row, c, Point::new(x, 0)));
            }
        }
        assert_eq!(living_stones(&row).len(), 4);
        let filled = Grid::from_rows(&[".X.OOO.X."]).unwrap();
        assert_eq!(living_stones(&filled).len(), 5);
    }

    /// HZ-2's definition by hand. `.X.X.`: Black's two one-point eyes a1 and e1 (c1 filled):
    /// sufficient, White's stone on either is taken at once, and with one filled Black has one
    /// eye and dies: both basic. The 1x9 seki `./X/./O/./O/./X/.`, White's unit (its two stones
    /// and the point between them, shared liberties above and below): one own eye (HZ-2's seki
    /// rule) is more than 起码, since White lives with it filled (the two shared liberties); with
    /// the fewest eyes it keeps none and the definition holds vacuously.
    #[test]
    fn hz2_definition_by_hand() {
        let g = Grid::from_rows(&[".X.X."]).unwrap();
        let u = &units(&g, SekiTest::TouchesNeutral)[0];
        let two = chosen_eyes(&g, u, EyeOptions::DOCUMENTS);
        assert_eq!(two, vec![Point::new(0, 0), Point::new(4, 0)]);
        assert_eq!(hz2_definition(&g, u, &two), Ok(()));
        let g = Grid::from_rows(&[".", "X", ".", "O", ".", "O", ".", "X", "."]).unwrap();
        let white = units(&g, SekiTest::TouchesNeutral)
            .into_iter()
            .find(|u| u.colour == Color::White)
            .unwrap();
        let one = chosen_eyes(&g, &white, EyeOptions::DOCUMENTS);
        assert_eq!(one, vec![Point::new(0, 4)]);
        assert!(hz2_definition(&g, &white, &one)
            .unwrap_err()
            .contains("起码"));
        let fewest = EyeOptions {
            basic_eyes: BasicEyes::MinimalForLife,
            seki: SekiRoutes::OneOwnEye,
        };
        let none = chosen_eyes(&g, &white, fewest);
        assert!(none.is_empty());
        assert_eq!(hz2_definition(&g, &white, &none), Ok(()));
    }

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
        // A seki's two touching shared liberties are both 公气; a dame between two groups with
        // two eyes each is none; nor is b2 of `.OX/O.X/.X.`, where Black keeps a1 and c1.
        let grid = g(&["XXXX", "X..O", "OOOO"]);
        assert_eq!(eye_point(&grid, Point::new(1, 1)), Some(EyeOf::Both));
        assert_eq!(eye_point(&grid, Point::new(2, 1)), Some(EyeOf::Both));
        let grid = g(&[".X.X.O.O.", "XXXXXOOOO"]);
        assert_eq!(eye_point(&grid, Point::new(4, 0)), None);
        assert_eq!(
            eye_point(&grid, Point::new(2, 0)),
            Some(EyeOf::Side(Color::Black))
        );
        let grid = g(&[".OX", "O.X", ".X."]);
        assert_eq!(eye_point(&grid, Point::new(1, 1)), None);
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
