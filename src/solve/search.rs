//! The solver: iterative deepening alpha-beta over [`Game`], each iteration two passes — one
//! counting a line cut at the depth limit at its worst for Black (a lower bound of the value),
//! one at its best (an upper bound) — until the bounds meet or the budget runs out.
//!
//! - Moves: the pass first (Tromp's order: it ends most lines at once), then the table's best
//!   move, the two killer moves of the ply, then by the history heuristic.
//! - Table: keyed by [`super::key::key`] (position, ending state and the history the ko rule can
//!   still read), holding bounds of the *value of the game* (not of a depth-limited search), so
//!   entries stay true across iterations and passes. A pessimistic pass stores only lower
//!   bounds for Black, an optimistic one only upper bounds (`proofs/solver.md`).
//! - Static bounds: with suicide forbidden and area scoring, Black's pass-alive stones count for
//!   Black at the end and White's for White ([`super::benson`]).

use super::benson::alive;
use super::key::{canonical, Key};
use super::rules::{RuleSet, Scoring};
use super::symmetry::{self, Map};
use crate::search::board::Geometry;
use crate::search::game::{Game, SMove};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::Instant;

/// How much the solver may spend.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// At most this many search nodes (all iterations together).
    pub nodes: u64,
    /// At most this many seconds (`f64::INFINITY` for none).
    pub seconds: f64,
    /// At most this many entries in the transposition table (it is cleared when full).
    pub table_entries: usize,
    /// Whether the table keys a position by the least of its symmetric images (board
    /// symmetry, [`super::symmetry`]); off only to test that it changes nothing.
    pub symmetry: bool,
    /// Whether each pass of an iteration asks only whether the bound can move (a null window
    /// at the bound, as MTD(f)) rather than searching the full window.
    pub null_window: bool,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            nodes: 200_000_000,
            seconds: f64::INFINITY,
            table_entries: 8_000_000,
            symmetry: true,
            null_window: true,
        }
    }
}

/// What the solver found: the value when `lower == upper`, otherwise the bounds reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Black's result under optimal play is at least this.
    pub lower: i32,
    /// ... and at most this.
    pub upper: i32,
    /// One optimal game from the start when solved (every move keeps the value), empty
    /// otherwise.
    pub pv: Vec<SMove>,
    /// Search nodes, all iterations and the principal variation together.
    pub nodes: u64,
    /// The depth limit of the last iteration.
    pub depth: u32,
    /// Why the search stopped before the bounds met, if it did.
    pub stopped: Option<String>,
}

impl Outcome {
    /// The value, if solved.
    pub fn value(&self) -> Option<i32> {
        (self.lower == self.upper).then_some(self.lower)
    }
}

/// Progress of a solve, reported after each iteration.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// The depth limit of the iteration just finished.
    pub depth: u32,
    /// Bounds of Black's result so far.
    pub lower: i32,
    /// Upper bound.
    pub upper: i32,
    /// Nodes so far.
    pub nodes: u64,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Pass {
    /// Lines cut at the depth limit count at their worst for Black.
    Low,
    /// ... at their best.
    High,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    /// Bounds of Black's result, true whatever the depth.
    lo: i32,
    hi: i32,
    best: Option<SMove>,
}

/// The keys are already uniform hashes: the table uses their low bits as they are.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u128(&mut self, k: u128) {
        self.0 = k as u64 ^ (k >> 64) as u64;
    }
}

struct Solver<'a> {
    rs: &'a RuleSet,
    geo: Geometry,
    limits: Limits,
    start: Instant,
    tt: HashMap<Key, Entry, BuildHasherDefault<KeyHasher>>,
    nodes: u64,
    stopped: Option<String>,
    killers: Vec<[Option<SMove>; 2]>,
    history: [[u64; 33]; 2],
    bound: i32,
    /// The board's symmetries, the identity first (only the identity without symmetry).
    syms: Vec<Map>,
}

fn index(m: SMove) -> usize {
    match m {
        SMove::Play(p) => p as usize,
        SMove::Pass(_) => 32,
    }
}

impl<'a> Solver<'a> {
    fn new(rs: &'a RuleSet, geo: Geometry, limits: Limits) -> Solver<'a> {
        Solver {
            rs,
            geo,
            limits,
            start: Instant::now(),
            tt: HashMap::default(),
            nodes: 0,
            stopped: None,
            killers: Vec::new(),
            history: [[0; 33]; 2],
            bound: rs.bound(&geo),
            syms: if limits.symmetry {
                symmetry::of(&geo)
            } else {
                symmetry::of(&geo).into_iter().take(1).collect()
            },
        }
    }

    /// Bounds of Black's result from the position alone: pass-alive stones stay and count for
    /// their owner under area scoring (with suicide forbidden).
    fn static_bounds(&self, alive_stones: [u32; 2]) -> (i32, i32) {
        let b = self.bound;
        if self.rs.scoring != Scoring::Area || !self.rs.alive_stones_stay() {
            return (-b, b);
        }
        let ab = alive_stones[0].count_ones() as i32;
        let aw = alive_stones[1].count_ones() as i32;
        (2 * ab - b, b - 2 * aw)
    }

    /// The pass-alive stones of each side, when they stay on the board (suicide forbidden).
    fn alive_stones(&self, g: &Game) -> [u32; 2] {
        if !self.rs.alive_stones_stay() {
            return [0, 0];
        }
        let s = g.current().stones;
        [alive(&self.geo, s, 0), alive(&self.geo, s, 1)]
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.stopped.is_some() {
            return true;
        }
        if self.nodes > self.limits.nodes {
            self.stopped = Some(format!("node budget {} reached", self.limits.nodes));
        } else if self.nodes.is_multiple_of(4096)
            && self.start.elapsed().as_secs_f64() > self.limits.seconds
        {
            self.stopped = Some(format!("time limit {} s reached", self.limits.seconds));
        }
        self.stopped.is_some()
    }

    /// Fail-soft negamax alpha-beta: the value for the side to move of the tree whose lines
    /// cut at `depth` count as `pass` says.
    fn ab(
        &mut self,
        g: &mut Game,
        depth: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        pass: Pass,
    ) -> i32 {
        if self.tick() {
            return 0;
        }
        let cur = *g.current();
        let sign = if cur.to_move == 0 { 1 } else { -1 };
        if cur.over {
            return sign * self.rs.score(&self.geo, &cur);
        }
        let alive_stones = self.alive_stones(g);
        // The key of the least image of the game; the entry's best move is stored as its
        // image under the same symmetry.
        let (k, sym) = canonical(self.rs, g, &self.syms);
        let (mut blo, mut bhi) = self.static_bounds(alive_stones);
        let mut tt_best = None;
        if let Some(e) = self.tt.get(&k) {
            blo = blo.max(e.lo);
            bhi = bhi.min(e.hi);
            tt_best = e.best.map(|m| self.syms[sym].invert(m));
        }
        let (lo, hi) = if sign == 1 { (blo, bhi) } else { (-bhi, -blo) };
        if lo >= hi || lo >= beta {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        if depth == 0 {
            return match pass {
                Pass::Low => sign * blo,
                Pass::High => sign * bhi,
            };
        }
        let mut moves = g.legal_moves();
        if moves.is_empty() {
            // Every rule set here allows a pass; kept total all the same.
            return sign * self.rs.score(&self.geo, &cur);
        }
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None; 2]);
        }
        let killers = self.killers[ply];
        let side = cur.to_move as usize;
        let rank = |m: &SMove| -> u64 {
            if matches!(m, SMove::Pass(_)) {
                u64::MAX
            } else if Some(*m) == tt_best {
                u64::MAX - 1
            } else if Some(*m) == killers[0] {
                u64::MAX - 2
            } else if Some(*m) == killers[1] {
                u64::MAX - 3
            } else {
                self.history[side][index(*m)]
            }
        };
        moves.sort_by_key(|m| std::cmp::Reverse(rank(m)));
        let alpha0 = alpha;
        let mut best = i32::MIN;
        let mut best_move = None;
        for mv in moves {
            g.play(mv);
            let v = -self.ab(g, depth - 1, ply + 1, -beta, -alpha, pass);
            g.undo();
            if self.stopped.is_some() {
                return 0;
            }
            if v > best {
                best = v;
                best_move = Some(mv);
            }
            if best > alpha {
                alpha = best;
            }
            if alpha >= beta {
                if let SMove::Play(_) = mv {
                    let ks = &mut self.killers[ply];
                    if ks[0] != Some(mv) {
                        ks[1] = ks[0];
                        ks[0] = Some(mv);
                    }
                    self.history[side][index(mv)] += (depth as u64) * (depth as u64);
                }
                break;
            }
        }
        // What the result says of the depth-limited value W (stm terms): a lower bound if it
        // is exact or failed high, an upper bound if exact or failed low. W is at most the
        // game's value for Black in the low pass, at least in the high pass: only the bound
        // on the right side carries over to the game's value.
        let lower_claim = best > alpha0;
        let upper_claim = best < beta;
        let black_lower = if sign == 1 { lower_claim } else { upper_claim };
        let black_upper = if sign == 1 { upper_claim } else { lower_claim };
        let vb = sign * best;
        let (mut nlo, mut nhi) = (blo, bhi);
        match pass {
            Pass::Low if black_lower => nlo = nlo.max(vb),
            Pass::High if black_upper => nhi = nhi.min(vb),
            _ => {}
        }
        if self.tt.len() >= self.limits.table_entries {
            self.tt.clear();
        }
        self.tt.insert(
            k,
            Entry {
                lo: nlo,
                hi: nhi,
                best: best_move.map(|m| self.syms[sym].apply(m)),
            },
        );
        best
    }

    /// Bounds of Black's result at the game's current node, by iterative deepening until they
    /// meet, `done(lo, hi)` says enough, or the budget runs out. Returns (lo, hi, depth).
    fn bounds(
        &mut self,
        g: &mut Game,
        done: &dyn Fn(i32, i32) -> bool,
        progress: &mut dyn FnMut(Progress),
    ) -> (i32, i32, u32) {
        let b = self.bound;
        let (mut lo, mut hi) = (-b, b);
        let sign = if g.current().to_move == 0 { 1 } else { -1 };
        if g.is_over() {
            let v = self.rs.score(&self.geo, g.current());
            return (v, v, 0);
        }
        let mut depth = 0;
        while lo < hi && !done(lo, hi) && self.stopped.is_none() {
            depth += 1;
            if self.limits.null_window {
                // Does the cut tree's value pass lo (low pass) / stay below hi (high pass)?
                // In the side to move's window; fail-soft, so a success moves the bound to
                // the value returned.
                let (a, c) = if sign == 1 {
                    (lo, lo + 1)
                } else {
                    (-lo - 1, -lo)
                };
                let v = sign * self.ab(g, depth, 0, a, c, Pass::Low);
                if self.stopped.is_some() {
                    break;
                }
                if v > lo {
                    lo = v.min(hi);
                }
                if lo < hi {
                    let (a, c) = if sign == 1 {
                        (hi - 1, hi)
                    } else {
                        (-hi, -hi + 1)
                    };
                    let v = sign * self.ab(g, depth, 0, a, c, Pass::High);
                    if self.stopped.is_some() {
                        break;
                    }
                    if v < hi {
                        hi = v.max(lo);
                    }
                }
            } else {
                let v = self.ab(g, depth, 0, -b - 1, b + 1, Pass::Low);
                if self.stopped.is_some() {
                    break;
                }
                // The pass's value for the side to move, turned into Black's.
                lo = lo.max(sign * v).min(hi);
                let v = self.ab(g, depth, 0, -b - 1, b + 1, Pass::High);
                if self.stopped.is_some() {
                    break;
                }
                hi = hi.min(sign * v).max(lo);
            }
            progress(Progress {
                depth,
                lower: lo,
                upper: hi,
                nodes: self.nodes,
            });
        }
        (lo, hi, depth)
    }
}

/// Solves `geo` from the empty board under `rs` within `limits`; `progress` hears after each
/// iteration. Under a rule set with endless games the value is what each side can force
/// within finitely many moves (`proofs/solver.md`, "Rule sets with endless games").
pub fn solve(
    geo: Geometry,
    rs: &RuleSet,
    limits: Limits,
    progress: &mut dyn FnMut(Progress),
) -> Result<Outcome, String> {
    solve_from(Game::new(geo, rs.rules), rs, limits, progress)
}

/// Solves the game `g` as it stands (its history counts for the ko rule); the principal
/// variation continues it. `g` must have been played under `rs.rules`.
pub fn solve_from(
    mut g: Game,
    rs: &RuleSet,
    limits: Limits,
    progress: &mut dyn FnMut(Progress),
) -> Result<Outcome, String> {
    let geo = g.geo;
    let mut s = Solver::new(rs, geo, limits);
    let (lo, hi, depth) = s.bounds(&mut g, &|_, _| false, progress);
    let mut pv = Vec::new();
    if lo == hi && s.stopped.is_none() {
        // Walk one optimal game: at each node, the first move whose value is the node's.
        let want = lo;
        // Under a rule set with endless games a walk that keeps the value need not end (a
        // ko taken back and forth keeps it): it stops at this length, and an unfinished
        // walk is no optimal game (the table keeps only a finished one).
        let cap = 4 * depth as usize + 4 * geo.points() + 8;
        while !g.is_over() && s.stopped.is_none() && pv.len() < cap {
            let mut next = None;
            // The pass first, as the search orders: the shortest optimal games.
            let mut moves = g.legal_moves();
            moves.sort_by_key(|m| !matches!(m, SMove::Pass(_)));
            for mv in moves {
                g.play(mv);
                let black_moved = g.nodes[g.nodes.len() - 2].to_move == 0;
                // The mover keeps the value iff the child's value reaches it (it cannot pass it).
                let (clo, chi, _) = s.bounds(
                    &mut g,
                    &|l, h| {
                        if black_moved {
                            l >= want || h < want
                        } else {
                            h <= want || l > want
                        }
                    },
                    &mut |_| {},
                );
                let keeps = if black_moved {
                    clo >= want
                } else {
                    chi <= want
                };
                if keeps && s.stopped.is_none() {
                    next = Some(mv);
                    break;
                }
                g.undo();
            }
            match next {
                Some(mv) => pv.push(mv),
                None => break,
            }
        }
    }
    Ok(Outcome {
        lower: lo,
        upper: hi,
        pv,
        nodes: s.nodes,
        depth,
        stopped: s.stopped,
    })
}
