//! T1-T5: relations between the counting methods, as predicates over one finished game and
//! its dead stones, with the generators the property tests and the audit run them on.
//!
//! Each predicate returns `Ok(())` when the relation holds on the case and `Err(why)` with the
//! numbers otherwise. [`shrink`] turns a failing case into a small one by taking stones away
//! while the failure stays.

use crate::go::game::place;
use crate::go::grid::{Cell, Color, Grid, Point};
use crate::go::life::{self, EyeOf, EyeOptions, SekiRoutes, SekiTest};
use crate::go::score::{settle, Aga, ChineseArea, DeadStones, FinishedGame, Japanese1989, Scorer};
use crate::hz::hz5;
use crate::jpd::area::{JpdBoardPoints, SharedLiberties};
use crate::yg::fill::{fill_count_with, ying_points, FillOptions, YingPoints};

/// One generated case.
#[derive(Clone, Debug)]
pub struct Case {
    /// The finished game.
    pub game: FinishedGame,
    /// The stones agreed dead in it.
    pub dead: DeadStones,
    /// How it was made (generator, seed, index).
    pub label: String,
}

fn chinese_margin(c: &Case) -> f64 {
    ChineseArea { komi: 0.0 }.score(&c.game, &c.dead).margin
}

/// The stones of `g` that live by the spec's life model: pass-alive (Benson), or in a seki unit
/// (one that touches a shared empty point) whose every block keeps two liberties.
pub fn living_stones(g: &Grid) -> std::collections::BTreeSet<Point> {
    let mut out: std::collections::BTreeSet<Point> = life::benson(g, Color::Black)
        .0
        .into_iter()
        .chain(life::benson(g, Color::White).0)
        .collect();
    for u in life::units(g, SekiTest::TouchesNeutral) {
        let blocks_breathe = u
            .stones
            .iter()
            .all(|&p| g.liberties(&g.block(p)).len() >= 2);
        if u.in_seki && blocks_breathe {
            out.extend(u.stones);
        }
    }
    out
}

/// Plays the fill-in moves that turn `from` into `to` (every point empty in `from` and holding
/// a stone in `to`, in row-major order) as real moves. Each must be a quiet legal move: no
/// capture, no self-capture. Returns the board after the last, or where and why one is not.
pub fn play_fill_in(from: &Grid, to: &Grid) -> Result<Grid, String> {
    let mut g = from.clone();
    for p in from.points() {
        let (Cell::Empty, Cell::Stone(c)) = (from.get(p), to.get(p)) else {
            continue;
        };
        match place(&g, c, p) {
            Some(pl) if pl.captured.is_empty() && pl.self_captured.is_empty() => g = pl.grid,
            Some(pl) => {
                return Err(format!(
                    "filling {} with {c:?} takes {} stone(s)",
                    p.guide_name(g.height()),
                    pl.captured.len() + pl.self_captured.len()
                ))
            }
            None => return Err(format!("{} cannot be filled", p.guide_name(g.height()))),
        }
    }
    Ok(g)
}

/// T1 (HZ-5 step 7, 子路皆子): after back-filling, each side's routes plus its stones on the
/// board equal its stones in the ideal final position (the settled board filled to its basic
/// eyes, JPD-C7).
///
/// The two sides are computed independently: the routes come from the basic eyes
/// ([`life::reserved_eyes`], through [`hz5`]); the ideal final position is reached by playing
/// the fill-in moves on the board ([`play_fill_in`]), and it must keep alive, by the spec's life
/// model ([`living_stones`]: Benson, or seki with two liberties a block), every stone that lived
/// before the filling. Too few basic eyes kill a group there; too many leave routes unplayed.
pub fn t1(c: &Case, options: EyeOptions) -> Result<(), String> {
    let b = hz5(&c.game, &c.dead, options);
    let s = settle(&c.game, &c.dead);
    let (target, _) = life::ideal_final_position(&s.grid, options);
    let ideal = play_fill_in(&s.grid, &target)?;
    let before = living_stones(&s.grid);
    let after = living_stones(&ideal);
    if let Some(p) = before.iter().find(|p| !after.contains(p)) {
        return Err(format!(
            "the stone at {} lives before the fill-in moves and not after: the basic eyes kept are too few",
            p.guide_name(ideal.height())
        ));
    }
    for (i, col) in [Color::Black, Color::White].into_iter().enumerate() {
        let live = b.routes[i] + b.stones[i];
        let want = ideal.count(col);
        if live != want {
            return Err(format!(
                "{col:?}: routes {} + stones {} = {} but the ideal final position holds {}",
                b.routes[i], b.stones[i], live, want
            ));
        }
    }
    Ok(())
}

/// The margin of the Ying fill count under a reading and fill options.
pub fn ying_margin(c: &Case, reading: YingPoints, opts: FillOptions) -> f64 {
    let p = ying_points(&fill_count_with(&c.game, &c.dead, opts), reading);
    p[0] - p[1]
}

/// T2: the fill-count margin equals the area margin after the parity adjustment, under a
/// reading of the fill count. The adjustment is the one the reading's arithmetic carries:
/// YG-1's count on both bowls ([`YingPoints::AreaDifference`]) and YG-18's two-sided credit need
/// none (both bowls hold `B` stones, the odd point cancels); YG-17 counted on Black's bowl alone
/// ([`YingPoints::TwoPerStone`]) is `2 (a_B - B)`, which is the margin plus the parity `N - 2B`
/// when the areas add up to the board.
pub fn t2(c: &Case, reading: YingPoints, opts: FillOptions) -> Result<(), String> {
    let n = c.game.grid.area();
    let parity = match reading {
        YingPoints::TwoPerStone => (n - 2 * (n / 2)) as f64,
        YingPoints::AreaDifference | YingPoints::ThreePerStone => 0.0,
    };
    let area = chinese_margin(c);
    let ying = ying_margin(c, reading, opts);
    if (ying - (area + parity)).abs() < 1e-9 {
        Ok(())
    } else {
        Err(format!(
            "{reading:?} ({:?} shared point): fill-count margin {ying}, area margin {area} + parity {parity}",
            opts.single
        ))
    }
}

/// T3 (first form): area margin = AGA territory margin (passes hand over prisoners, White moves
/// last).
pub fn t3_aga(c: &Case) -> Result<(), String> {
    let area = chinese_margin(c);
    let aga = Aga { komi: 0.0 }.score(&c.game, &c.dead).margin;
    if (area - aga).abs() < 1e-9 {
        Ok(())
    } else {
        Err(format!("area margin {area}, AGA margin {aga}"))
    }
}

/// T3 (second form): area margin = Japanese territory margin + (black stones placed - white
/// stones placed), with no correction for seki: fails exactly where a seki holds territory.
pub fn t3_japanese(c: &Case) -> Result<(), String> {
    let area = chinese_margin(c);
    let jp = Japanese1989 { komi: 0.0 }.score(&c.game, &c.dead).margin;
    let placed =
        c.game.stones_placed(Color::Black) as f64 - c.game.stones_placed(Color::White) as f64;
    if (area - (jp + placed)).abs() < 1e-9 {
        Ok(())
    } else {
        Err(format!(
            "area margin {area}, Japanese margin {jp} + stones placed difference {placed}"
        ))
    }
}

/// T4: with balanced moves (HZ-6), route margin = area margin - 2 x (black independent units -
/// white independent units).
pub fn t4(c: &Case, options: EyeOptions) -> Result<(), String> {
    let b = hz5(&c.game, &c.dead, options);
    // HZ-5's rare case: stones left off the board are negative routes.
    let route =
        (b.routes[0] as f64 - b.left_off[0] as f64) - (b.routes[1] as f64 - b.left_off[1] as f64);
    let area = chinese_margin(c);
    let s = settle(&c.game, &c.dead);
    let n = life::independent_units(&s.grid, SekiTest::TouchesNeutral);
    let want = area - 2.0 * (n[0] as f64 - n[1] as f64);
    if (route - want).abs() < 1e-9 {
        Ok(())
    } else {
        Err(format!(
            "route margin {route}, area margin {area} - 2 x ({} - {}) = {want}",
            n[0], n[1]
        ))
    }
}

/// T5: the board-point area (JPD-C3 on the ideal final position) has the Chinese area margin.
pub fn t5(c: &Case, shared: SharedLiberties) -> Result<(), String> {
    let area = chinese_margin(c);
    let jpd = JpdBoardPoints {
        shared,
        eyes: EyeOptions::DOCUMENTS,
        komi: 0.0,
    }
    .score(&c.game, &c.dead)
    .margin;
    if (area - jpd).abs() < 1e-9 {
        Ok(())
    } else {
        Err(format!(
            "{shared:?}: board-point margin {jpd}, Chinese area margin {area}"
        ))
    }
}

/// The theorems' domain, a finished game: (1) on the settled board every empty point lies in
/// a region one side owns or is a shared liberty (all its neighbours are stones of both
/// sides): the boundaries are settled, only seki liberties are shared; (2) the moves balance:
/// each side's stones placed plus its passes equal its moves (Black `ceil(moves / 2)`); (3) no
/// block is in atari (a block with one liberty at the end would be taken: it is not settled).
pub fn finished_domain(c: &Case) -> bool {
    let s = settle(&c.game, &c.dead);
    let own = life::ownership(&s.grid);
    let settled = s.grid.points().all(|p| {
        s.grid.get(p) != Cell::Empty
            || matches!(own[p.y * s.grid.width() + p.x], Some(life::Owner::Side(_)))
            || life::eye_point(&s.grid, p) == Some(EyeOf::Both)
    });
    let m = c.game.moves;
    let balanced = c.game.stones_placed(Color::Black) + c.game.pass_stones[0] == m.div_ceil(2)
        && c.game.stones_placed(Color::White) + c.game.pass_stones[1] == m / 2;
    let no_atari = s
        .grid
        .blocks()
        .iter()
        .all(|b| s.grid.liberties(b).len() >= 2);
    settled && balanced && no_atari
}

/// Every theorem predicate with its name, for the generic runners.
pub type Predicate = fn(&Case) -> Result<(), String>;

/// The named predicates, one per theorem reading.
pub fn predicates() -> Vec<(&'static str, &'static str, Predicate)> {
    const NO_SEKI: EyeOptions = EyeOptions {
        basic_eyes: life::BasicEyes::PerIndependentUnit,
        seki: SekiRoutes::NoPointsInSeki,
    };
    vec![
        ("T1", "tang-song-seki", |c| t1(c, EyeOptions::DOCUMENTS)),
        ("T1", "no-points-in-seki", |c| t1(c, NO_SEKI)),
        ("T2", "ying: YG-1 both bowls", |c| {
            t2(c, YingPoints::AreaDifference, FillOptions::YG1)
        }),
        ("T2", "YG-17 on Black's bowl, shared point half each", |c| {
            t2(c, YingPoints::TwoPerStone, FillOptions::YG1)
        }),
        ("T2", "YG-17 on Black's bowl, shared point nobody's", |c| {
            t2(c, YingPoints::TwoPerStone, FillOptions::LITERAL)
        }),
        ("T2", "YG-18 three points a stone", |c| {
            t2(c, YingPoints::ThreePerStone, FillOptions::LITERAL)
        }),
        ("T3", "AGA (passes as prisoners)", t3_aga),
        ("T3", "Japanese (no seki correction)", t3_japanese),
        ("T4", "tang-song-seki", |c| t4(c, EyeOptions::DOCUMENTS)),
        ("T4", "no-points-in-seki", |c| t4(c, NO_SEKI)),
        ("T5", "JPD-A9 split equally", |c| {
            t5(c, SharedLiberties::SplitEqually)
        }),
        ("T5", "JPD-A9 by adjacent stones", |c| {
            t5(c, SharedLiberties::ByAdjacentStones)
        }),
    ]
}

/// A small deterministic generator (xorshift64*), so that the spec needs no dependency and a
/// case is reproduced by its seed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded by `seed` (any seed, zero included, gives a nonzero state).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    /// The next 64 pseudo-random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in `0..n` (slightly biased for large `n`; `n` must not be zero).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A random game played to the end on a `w` x `h` board by a policy that never fills its own
/// one-point eyes (HZ-1 eye points of its own side), never commits suicide and never retakes a
/// ko at once; it passes when it has no such move, and two passes in a row end the game (or
/// the move cap `4 x points`). With `stop_early`, play stops at a random move instead, so that
/// dead stones stay on the board (decided by Benson). With `careful`, it also never puts its
/// own block in atari without capturing, so that seki survive to the end.
pub fn random_game(
    rng: &mut Rng,
    w: usize,
    h: usize,
    stop_early: bool,
    careful: bool,
) -> FinishedGame {
    let mut grid = Grid::empty(w, h);
    let mut before: Option<Grid> = None;
    let mut to_move = Color::Black;
    let mut prisoners = [0usize; 2];
    let mut pass_stones = [0usize; 2];
    let mut moves = 0usize;
    let mut passes_in_a_row = 0;
    let cap = 4 * w * h;
    let stop_at = if stop_early {
        rng.below(cap / 2) + 1
    } else {
        usize::MAX
    };
    let mut last_mover = None;
    while passes_in_a_row < 2 && moves < cap && moves < stop_at {
        let mut candidates: Vec<Point> = grid
            .points()
            .filter(|&p| {
                grid.get(p) == Cell::Empty
                    && life::eye_point(&grid, p) != Some(EyeOf::Side(to_move))
            })
            .collect();
        let mut chosen = None;
        while !candidates.is_empty() {
            let i = rng.below(candidates.len());
            let p = candidates.swap_remove(i);
            if let Some(pl) = place(&grid, to_move, p) {
                if !pl.self_captured.is_empty() || before.as_ref() == Some(&pl.grid) {
                    continue;
                }
                // The careful policy also refuses self-atari (so that seki survives to the end).
                if careful
                    && pl.captured.is_empty()
                    && pl.grid.liberties(&pl.grid.block(p)).len() < 2
                {
                    continue;
                }
                chosen = Some(pl);
                break;
            }
        }
        let i = if to_move == Color::Black { 0 } else { 1 };
        match chosen {
            Some(pl) => {
                prisoners[i] += pl.captured.len();
                before = Some(std::mem::replace(&mut grid, pl.grid));
                passes_in_a_row = 0;
            }
            None => {
                pass_stones[i] += 1;
                passes_in_a_row += 1;
                before = Some(grid.clone());
            }
        }
        last_mover = Some(to_move);
        moves += 1;
        to_move = to_move.opponent();
    }
    FinishedGame {
        grid,
        prisoners,
        pass_stones,
        moves,
        last_mover,
    }
}

/// The generators of [`generated`], in turn: case `k` comes from `GENERATORS[k % 4]`.
pub const GENERATORS: [&str; 4] = [
    "played out (never fills its own eye)",
    "stopped early (dead stones on the board, unsettled boundaries)",
    "random set-up position",
    "played out carefully (no self-atari: seki survive)",
];

/// `n` generated cases: finished random games on boards from 3x3 to 7x7 (dead stones by
/// Benson), games stopped early (dead stones left on the board), random set-up positions
/// (every point random; seki-like neutral regions abound) and careful play-outs that keep
/// their seki, in turn ([`GENERATORS`]). The theorems speak of finished games: generators 0
/// and 3 are their domain; 1 and 2 show where they break off it.
pub fn generated(seed: u64, n: usize) -> Vec<Case> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        let w = 3 + rng.below(5);
        let h = 3 + rng.below(5);
        let game = match k % GENERATORS.len() {
            0 => random_game(&mut rng, w, h, false, false),
            1 => random_game(&mut rng, w, h, true, false),
            3 => random_game(&mut rng, w, h, false, true),
            _ => {
                let mut g = Grid::empty(w, h);
                for p in g.clone().points() {
                    match rng.below(3) {
                        0 => g.set(p, Cell::Stone(Color::Black)),
                        1 => g.set(p, Cell::Stone(Color::White)),
                        _ => {}
                    }
                }
                // Keep only blocks with a liberty.
                for b in g.clone().blocks() {
                    if g.liberties(&b).is_empty() {
                        for s in b {
                            g.set(s, Cell::Empty);
                        }
                    }
                }
                FinishedGame::setup(g)
            }
        };
        let dead = DeadStones::auto(&game.grid);
        out.push(Case {
            game,
            dead,
            label: format!("seed {seed} case {k}"),
        });
    }
    out
}

/// Shrinks a failing case within the theorems' domain ([`finished_domain`]): repeatedly
/// replaces one stone by a pass stone of its side (which keeps the moves balanced) or drops a
/// dead mark, while the predicate still fails and the case stays a finished game.
pub fn shrink(case: &Case, pred: Predicate) -> Case {
    let mut best = case.clone();
    loop {
        let mut tries: Vec<Case> = Vec::new();
        for p in best.game.grid.points() {
            if let Cell::Stone(col) = best.game.grid.get(p) {
                let mut c = best.clone();
                c.game.grid.set(p, Cell::Empty);
                c.dead.0.retain(|&q| q != p);
                c.game.pass_stones[if col == Color::Black { 0 } else { 1 }] += 1;
                tries.push(c);
            }
        }
        for i in 0..best.dead.0.len() {
            let mut c = best.clone();
            c.dead.0.remove(i);
            tries.push(c);
        }
        let next = tries.into_iter().find(|t| {
            t.game
                .grid
                .blocks()
                .iter()
                .all(|b| !t.game.grid.liberties(b).is_empty())
                && finished_domain(t)
                && pred(t).is_err()
        });
        match next {
            Some(t) => best = t,
            None => return best,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_games_end_with_legal_positions() {
        let mut rng = Rng::new(7);
        for _ in 0..5 {
            let g = random_game(&mut rng, 5, 5, false, true);
            assert!(g
                .grid
                .blocks()
                .iter()
                .all(|b| !g.grid.liberties(b).is_empty()));
            assert!(g.moves >= 2);
        }
    }

    #[test]
    fn t1_fails_where_two_basic_eyes_cannot_keep_a_chain_of_blocks_alive() {
        // . X . X . X . on 1x7: three one-stone blocks, one unit with four one-point eyes; every
        // block has two of them, so every stone is pass-alive (Benson). Two basic eyes per
        // independent unit keep a1 and c1 (row-major, not adjacent) and fill e1 and g1: the
        // block d1-g1 is left with the single liberty c1, one vital region, and the whole chain
        // dies. Counting alone (routes 4 - 2 = 2, stones 3 + 2 = 5 = the filled position's 5)
        // cannot see it; playing the fill-in moves and asking the life model does.
        let c = Case {
            game: FinishedGame::setup(Grid::from_rows(&[".X.X.X."]).unwrap()),
            dead: DeadStones::none(),
            label: "hand".into(),
        };
        assert_eq!(living_stones(&c.game.grid).len(), 3);
        let e = t1(&c, EyeOptions::DOCUMENTS).unwrap_err();
        assert!(
            e.contains("lives before the fill-in moves and not after"),
            "{e}"
        );
        // Two eyes a block keep all four points: nothing is filled, every stone still lives.
        let per_block = EyeOptions {
            basic_eyes: life::BasicEyes::PerBlock,
            seki: SekiRoutes::TangSong,
        };
        assert!(t1(&c, per_block).is_ok());
    }

    #[test]
    fn t2_yg17_fails_on_a_single_shared_liberty() {
        // X.O: one shared empty point, which YG-16 leaves unfilled; bowls of 1 on 3 points.
        // Area margin 0, parity 1; Black's area 1 = bowl: YG-17 margin 0 != 0 + 1.
        let c = Case {
            game: FinishedGame::setup(Grid::from_rows(&["X.O"]).unwrap()),
            dead: DeadStones::none(),
            label: "hand".into(),
        };
        assert!(t2(&c, YingPoints::TwoPerStone, FillOptions::LITERAL).is_err());
        // Half each (YG-1): areas 1.5 and 1.5, 2 x (1.5 - 1) = 1 = 0 + 1.
        assert!(t2(&c, YingPoints::TwoPerStone, FillOptions::YG1).is_ok());
        // YG-1 on both bowls: (0.5 - 0) - (0.5 - 0) = 0 = the area margin, no adjustment.
        assert!(t2(&c, YingPoints::AreaDifference, FillOptions::YG1).is_ok());
    }
}
