//! The solver: iterative deepening alpha-beta over [`Game`], each iteration two passes — one
//! counting a line cut at the depth limit at its worst for Black (a lower bound of the value),
//! one at its best (an upper bound) — until the bounds meet or the budget runs out.
//!
//! - Moves: a pass answering a pass first (it ends the game), then the table's best move,
//!   the two killer moves of the ply, the rest by the history heuristic (ties by shape:
//!   captures, ataris, the liberties of the block made), and any other pass last. (Tromp's
//!   order, the pass always first, solves 2x2 in fewest nodes but costs a free move's subtree
//!   at every node on larger boards: 3x4 under positional superko took 133 M nodes with it on
//!   both cores, 2.9 M without on one.)
//! - Two tables, both holding bounds of the *value of the game* (not of a depth-limited
//!   search), so entries stay true across iterations and passes. A pessimistic pass stores
//!   only lower bounds for Black, an optimistic one only upper bounds (`proofs/solver.md`).
//!   - The **position table**, keyed by [`super::key::position_key`] (board, side to move,
//!     ending state; under territory scoring values relative to the prisoner difference),
//!     for *clean* results: no move in the computed subtree was refused by the ko rule because
//!     of a board above the entry's node. Each entry carries `touched`, a superset of the
//!     points where some board visited in computing it differs from its board; it is reused at
//!     another history only if every earlier board there (other than the current one) differs
//!     from the current board outside `touched` (the reuse rule, `proofs/solver.md`, "The
//!     position table"). Its best move orders moves at every history.
//!   - The **history table**, keyed by [`super::key::key`] (position, ending state and the
//!     history the ko rule can still read), for the other (dirty) results.
//! - Static bounds: with area scoring (or route counting) and every game finite, Black's
//!   pass-alive stones count for Black at the end and White's for White ([`super::benson`]),
//!   and so does every empty point all of whose neighbours are one side's pass-alive stones (a
//!   stone of the other side there would be suicide: forbidden, or taken off at once). Under
//!   territory scoring the same, less the stones on the board, plus the prisoners.

use super::benson::{alive, safe_points};
use super::key::{self, canonical, least_image, position_key, Key, SetHash};
use super::rules::{RuleSet, NOT_COUNTED};
use super::symmetry::{self, Map};
use crate::rules::Scoring;
use crate::search::board::Geometry;
use crate::search::game::{Game, Node, SMove};
use qili_spec::go::game::KoRule;
use qili_spec::go::game::{Ko, PassKind};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU32, AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Instant;

mod proof;
pub use proof::HEARTBEAT;

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
    /// Whether clean results go to the position table (reused across histories under the
    /// reuse rule); off, every result goes to the history-keyed table only (the first
    /// sessions' solver), to test that it changes nothing.
    pub position_table: bool,
    /// Whether each pass keeps, as hints, the bounds on the side it does not prove (the
    /// refutation table, `proofs/solver.md`, "The refutation table"); off only to test that it
    /// changes no value.
    pub refutations: bool,
    /// Whether, under positional superko with the four-pass ending, a pass with no pass
    /// before it is searched as three passes, landing where the next pass ends the game
    /// ([`RuleSet::four_passes_shortcut_applies`], `proofs/solver.md`, "Four passes under
    /// positional superko"); off only to test that it changes no value.
    pub four_passes_shortcut: bool,
    /// Whether a pass is tried after the real moves unless it answers a pass or the table
    /// found it best (with it off, the pass always first, Tromp's order for 2x2); move order
    /// only, so it changes no value (`cargo bench --bench solve` prints both).
    pub pass_last: bool,
    /// Enhanced transposition cut-offs: before searching a node's moves, probe the tables
    /// for every real move's child and search first a child whose bounds there already cut
    /// this node off (`proofs/solver.md`, "Enhanced transposition cut-offs"); move order
    /// only, so it changes no value.
    pub etc: bool,
    /// Whether moves the history heuristic ranks alike are ordered by their shape: the
    /// stones they capture, the blocks they leave in atari, the liberties of the block they
    /// make (`proofs/solver.md`, "Method"); move order only, so it changes no value.
    pub shape_order: bool,
    /// Threads: with N >= 2 (and `null_window`), a lazy-SMP search: N workers on shared
    /// tables and one node budget, the even ones driving the low pass and the odd ones the
    /// high pass at the shared bounds (`proofs/solver.md`, "Many threads"); the value is the
    /// same, the node counts and the game found vary from run to run. With 1 (the default)
    /// one solver with its own tables, and every count is the same on every run.
    pub threads: usize,
    /// Whether each question is asked by a proof-number search without a depth limit
    /// (df-pn, `proofs/solver.md`, "Proof-number search") instead of the iterative
    /// deepening alpha-beta: the first at the upper bound (on many small boards Black takes
    /// every point), the next ones halving the interval. Rule sets with finite games only;
    /// one thread (`threads` is not read).
    pub proof_number: bool,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            nodes: 200_000_000,
            seconds: f64::INFINITY,
            table_entries: 8_000_000,
            symmetry: true,
            null_window: true,
            position_table: true,
            refutations: true,
            four_passes_shortcut: true,
            pass_last: true,
            etc: true,
            shape_order: true,
            threads: 1,
            proof_number: false,
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
    /// How the position table fared (the search for the value, not the walk of the game).
    pub reuse: Reuse,
}

/// Counts of the position table's work (`proofs/solver.md`, "The position table").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reuse {
    /// Look-ups that found an entry (for its best move at least).
    pub found: u64,
    /// ... a clean one.
    pub clean: u64,
    /// ... a clean one the reuse rule allowed here.
    pub reused: u64,
    /// Results stored clean (position table), and dirty (history table).
    pub stored_clean: u64,
    /// Results stored dirty.
    pub stored_dirty: u64,
}

impl std::ops::Add for Reuse {
    type Output = Reuse;
    fn add(self, o: Reuse) -> Reuse {
        Reuse {
            found: self.found + o.found,
            clean: self.clean + o.clean,
            reused: self.reused + o.reused,
            stored_clean: self.stored_clean + o.stored_clean,
            stored_dirty: self.stored_dirty + o.stored_dirty,
        }
    }
}

impl Outcome {
    /// The value, if solved.
    pub fn value(&self) -> Option<i32> {
        (self.lower == self.upper).then_some(self.lower)
    }
}

/// Progress of a solve, reported after each iteration (with the proof-number search: after
/// each question, and every [`HEARTBEAT`] nodes of a question still open).
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// The depth limit of the iteration just finished (proof-number search: the most plies a
    /// search has gone below the node).
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
pub(super) struct Entry {
    /// Bounds of Black's result, true whatever the depth.
    pub(super) lo: i32,
    pub(super) hi: i32,
    pub(super) best: Option<SMove>,
    /// The earlier boards (in the canonical image's frame; under situational superko with the
    /// side to move in bit 63) that ko refusals inside the computed subtree referred to, above
    /// the entry's node: `nrefs` of them, or [`UNKNOWN_REFS`] when there were too many to
    /// keep (then the entry counts as referring to the game's first node).
    pub(super) refs: [u64; REFS],
    pub(super) nrefs: u8,
    /// As [`PosEntry::touched`] (canonical frame) and [`PosEntry::seen`]: a result using this
    /// entry may be clean, and then carries these.
    pub(super) touched: u32,
    pub(super) seen: Seen,
}

/// How many referred-to earlier nodes a search result keeps track of.
pub(super) const REFS: usize = 4;
/// `nrefs` of an entry whose referred-to boards were not kept.
pub(super) const UNKNOWN_REFS: u8 = u8::MAX;

/// An entry of the position table, in the canonical image's frame.
#[derive(Clone, Copy, Debug)]
pub(super) struct PosEntry {
    /// Bounds of Black's result minus the prisoner difference (territory; area: the result),
    /// or [`NO_BOUND`] with a sign. Meaningful only when `clean`.
    pub(super) lo: i32,
    pub(super) hi: i32,
    /// The best move found (move ordering only, clean or not).
    pub(super) best: Option<SMove>,
    /// A superset of the points where a board visited in computing the bounds differs from
    /// the entry's board.
    pub(super) touched: u32,
    /// A summary of the boards (least images) that real moves led to in computing the bounds
    /// ([`Seen`]); no symmetry maps it, since it holds least images.
    pub(super) seen: Seen,
    /// Whether the bounds are reusable at all (no refusal referred above the entry's node, no
    /// history-table entry used).
    pub(super) clean: bool,
}

/// An entry of the refutation table: a bound a pass does not prove (in the low pass an upper
/// bound of Black's result, in the high pass a lower bound), found by a search `depth` plies
/// deep, relative to the prisoner difference as [`PosEntry`]. A search hint only: a pass proves
/// its own bound from the other direction's results alone (`proofs/solver.md`, "The
/// refutation table").
#[derive(Clone, Copy, Debug)]
pub(super) struct Refutation {
    pub(super) depth: u32,
    pub(super) bound: i32,
    /// As [`PosEntry::touched`] and [`PosEntry::seen`]: reused only under the reuse rule.
    pub(super) touched: u32,
    pub(super) seen: Seen,
}

/// The bits of a board (its least image) in a [`Seen::bloom`] filter: two of 128.
fn seen_bit(least: u64) -> u128 {
    let h = super::key::mix(least ^ 0x5EE7_5EE7);
    1u128 << (h & 127) | 1u128 << (h >> 7 & 127)
}

/// The bit of a board's stone counts (black, white) in a [`Seen::counts`] set: the pairs in
/// order of their total, then of Black's count ((0, 0), (0, 1), (1, 0), (0, 2), ...), the
/// 128th bit standing for that pair and every later one (totals of 15 and more). A function
/// of the counts alone, which no symmetry changes.
fn count_bit(least: u64) -> u128 {
    let b = (least >> 32).count_ones();
    let w = (least as u32).count_ones();
    let s = b + w;
    1u128 << (s * (s + 1) / 2 + b).min(127)
}

/// What is known of the boards (least images) that real moves led to in computing a result:
/// a summary with no false "not reached" (`proofs/solver.md`, "The position table", (iii)).
/// Two summaries of one set: a Bloom filter of the boards (two bits each, [`seen_bit`]) and
/// the set of their stone counts ([`count_bit`]); a board is certainly not in the set if
/// either says so. The summary of a union is the bitwise or.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Seen {
    /// The Bloom filter.
    pub(super) bloom: u128,
    /// The (black stones, white stones) pairs of the boards.
    pub(super) counts: u128,
}

impl Seen {
    /// The summary of the set holding the board `least` (a least image: black << 32 | white).
    pub(super) fn of(least: u64) -> Seen {
        Seen {
            bloom: seen_bit(least),
            counts: count_bit(least),
        }
    }

    /// Whether the board `least` may be in the set (`false`: it is certainly not).
    pub(super) fn may_hold(&self, least: u64) -> bool {
        let b = seen_bit(least);
        self.bloom & b == b && self.counts & count_bit(least) != 0
    }
}

impl std::ops::BitOrAssign for Seen {
    fn bitor_assign(&mut self, o: Seen) {
        self.bloom |= o.bloom;
        self.counts |= o.counts;
    }
}

/// A stored "no bound" under territory scoring (where ±[`RuleSet::bound`] is no real bound, so
/// it is not shifted by the prisoner difference).
const NO_BOUND: i32 = 1 << 29;

/// What a search of a subtree reports besides its value, for the position table: the points
/// where a board it visited (or an entry it used had visited) differs from the subtree root's
/// board, and the indices in `g.nodes` of the nodes *above the subtree's root* that ko
/// refusals inside it referred to (including those of the history-table entries it used).
/// When more than [`REFS`] are referred to, index 0 stands for all of them (the game's first
/// node: every node below it counts as dirty, which is safe).
#[derive(Clone, Copy, Debug)]
struct Info {
    touched: u32,
    /// The boards real moves led to inside the subtree ([`Seen`]).
    seen: Seen,
    refs: [u16; REFS],
    nrefs: u8,
}

impl Info {
    fn leaf() -> Info {
        Info {
            touched: 0,
            seen: Seen::default(),
            refs: [0; REFS],
            nrefs: 0,
        }
    }

    /// Notes a refusal referring to node `j`.
    fn refer(&mut self, j: usize) {
        // An index past u16 (a path that long is never searched) counts as the first node.
        let j = u16::try_from(j).unwrap_or(0);
        let n = self.nrefs as usize;
        if self.refs[..n].contains(&j) {
            return;
        }
        if n < REFS {
            self.refs[n] = j;
            self.nrefs += 1;
        } else {
            // Too many: index 0 (the first node) stands for all.
            self.refs[0] = 0;
            self.nrefs = 1;
        }
    }

    /// This report and another of the same node `me` together.
    fn merged(mut self, o: &Info, me: usize) -> Info {
        self.absorb(o, me);
        self
    }

    /// Whether some refusal referred to a node above index `me`.
    fn refers_above(&self, me: usize) -> bool {
        self.refs[..self.nrefs as usize]
            .iter()
            .any(|&j| (j as usize) < me)
    }

    /// Folds in what a child's subtree reports, keeping only the nodes above `me`.
    fn absorb(&mut self, child: &Info, me: usize) {
        self.touched |= child.touched;
        self.seen |= child.seen;
        for &j in &child.refs[..child.nrefs as usize] {
            if (j as usize) < me {
                self.refer(j as usize);
            }
        }
    }
}

/// The keys are already uniform hashes: the table uses their low bits as they are.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

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

/// A table of the solver: the position table, the history table or a refutation table.
/// Owned by one solver ([`Owned`], one thread: the tables as they always were), or shared by
/// every worker of a lazy-SMP search ([`Shared`], `proofs/solver.md`, "Many threads"). Entries
/// are read and written whole.
trait Store<V: Copy> {
    /// A copy of the entry of `k`, if any.
    fn get(&self, k: &Key) -> Option<V>;
    /// Stores `f(the entry of k, if any)` as the entry of `k`, first clearing the table (or its
    /// part that holds `k`) when it holds `cap` entries or more.
    fn put_with(&mut self, k: Key, cap: usize, f: impl FnOnce(Option<V>) -> V);
    /// A copy of every entry, in one table (a checkpoint, [`Checkpoint`]).
    fn snapshot(&self) -> Map1<V>;
}

pub(super) type Map1<V> = HashMap<Key, V, BuildHasherDefault<KeyHasher>>;

impl<V: Copy> Store<V> for Map1<V> {
    #[inline]
    fn get(&self, k: &Key) -> Option<V> {
        HashMap::get(self, k).copied()
    }
    #[inline]
    fn put_with(&mut self, k: Key, cap: usize, f: impl FnOnce(Option<V>) -> V) {
        if self.len() >= cap {
            self.clear();
        }
        match self.entry(k) {
            std::collections::hash_map::Entry::Occupied(mut o) => {
                let v = f(Some(*o.get()));
                *o.get_mut() = v;
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(f(None));
            }
        }
    }
    fn snapshot(&self) -> Map1<V> {
        self.clone()
    }
}

/// How many parts a shared table has, each behind its own lock.
const SHARDS: usize = 256;

/// A table shared by the workers of a lazy-SMP search: [`SHARDS`] maps, each behind a lock,
/// the part of a key picked by bits of the key the maps' own hashing does not use first
/// (`proofs/solver.md`, "Many threads").
struct Sharded<V> {
    shards: Vec<Mutex<Map1<V>>>,
}

impl<V> Sharded<V> {
    fn new() -> Arc<Sharded<V>> {
        Arc::new(Sharded {
            shards: (0..SHARDS).map(|_| Mutex::new(Map1::default())).collect(),
        })
    }

    fn shard(&self, k: &Key) -> std::sync::MutexGuard<'_, Map1<V>> {
        let h = *k as u64 ^ (*k >> 64) as u64;
        self.shards[(h >> 32) as usize % SHARDS]
            .lock()
            .expect("a worker does not panic holding a table's lock")
    }
}

impl<V: Copy> Sharded<V> {
    /// A shared table holding the entries of `m`, each in its part.
    fn filled(m: Map1<V>) -> Arc<Sharded<V>> {
        let t = Sharded::new();
        for (k, v) in m {
            t.shard(&k).insert(k, v);
        }
        t
    }

    /// Every entry of every part, in one table.
    fn collect(&self) -> Map1<V> {
        let mut out = Map1::default();
        for s in &self.shards {
            let s = s
                .lock()
                .expect("no worker runs while the tables are collected");
            out.extend(s.iter().map(|(k, v)| (*k, *v)));
        }
        out
    }
}

impl<V: Copy> Store<V> for Arc<Sharded<V>> {
    fn get(&self, k: &Key) -> Option<V> {
        self.shard(k).get(k).copied()
    }
    fn put_with(&mut self, k: Key, cap: usize, f: impl FnOnce(Option<V>) -> V) {
        // Each part holds at most its share of the entries.
        let share = cap.div_ceil(SHARDS).max(1);
        self.shard(&k).put_with(k, share, f);
    }
    fn snapshot(&self) -> Map1<V> {
        self.collect()
    }
}

/// Which tables a solver uses: its own ([`Owned`]) or the workers' shared ones ([`Shared`]).
trait Tables {
    type Of<V: Copy + Send>: Store<V>;
}

/// One solver's own tables (one thread).
struct Owned;

impl Tables for Owned {
    type Of<V: Copy + Send> = Map1<V>;
}

/// Tables shared by the workers of a lazy-SMP search (many threads).
struct Shared;

impl Tables for Shared {
    type Of<V: Copy + Send> = Arc<Sharded<V>>;
}

struct Solver<'a, T: Tables> {
    rs: &'a RuleSet,
    geo: Geometry,
    limits: Limits,
    start: Instant,
    tt: T::Of<Entry>,
    /// The position table (clean results; best moves of all).
    pt: T::Of<PosEntry>,
    /// The refutation tables of the low and the high pass (keyed as the position table where
    /// its reuse rule applies, otherwise by the history key).
    refute: [T::Of<Refutation>; 2],
    /// `inv[i]`: the index of the inverse of `syms[i]`.
    inv: Vec<usize>,
    /// Whether the ko rule compares (board, side to move) rather than boards.
    situational: bool,
    /// `canon[j]`: the least image of the board of `g.nodes[j]` on the path being searched.
    canon: Vec<u64>,
    /// Where the history key reads the set of earlier items alone ([`key::keyed_by_set`]):
    /// `items[j]`, the item of `g.nodes[j]`, and `sets[j][i]`, the set of the items of nodes
    /// 0..=j under `syms[i]`, kept along the path as `canon` is, so the key of a node costs
    /// one look along the path for a repeated item instead of a sort (`proofs/solver.md`,
    /// "The transposition table and the graph-history interaction").
    items: Vec<[u64; 2]>,
    sets: Vec<[SetHash; 8]>,
    by_set: bool,
    nodes: u64,
    reuse: Reuse,
    stopped: Option<String>,
    /// The node the workers search together (many threads), if any, and whether this worker
    /// has been told to stop its present search (the node is decided, or a worker stopped).
    race: Option<Arc<Race>>,
    halted: bool,
    /// With many threads, the nodes of every worker together (each adds its own in steps of
    /// 1024), against the one node budget of the solve (`proofs/solver.md`, "Many threads").
    pool: Option<Arc<AtomicU64>>,
    /// A worker's tie order: moves of equal rank are tried rotated by this many (0: in point
    /// order, as with one thread).
    order: usize,
    killers: Vec<[Option<SMove>; 2]>,
    history: [[u64; 33]; 2],
    bound: i32,
    /// The board's symmetries, the identity first (only the identity without symmetry).
    syms: Vec<Map>,
    /// Route counting's results by final board and side to move (a function of these alone,
    /// `proofs/solver.md`, "Route counting"; counting routes is the costly part of a leaf).
    routes: HashMap<(u64, u8), i32>,
    /// Saving the tables between iterations, if asked ([`Checkpoint`]), when it was last done,
    /// and the nodes spent before this solve (the saved tables').
    checkpoint: Option<Checkpoint<'a>>,
    last_checkpoint: Instant,
    nodes_before: u64,
    /// Proof-number search's numbers of the nodes it has visited, by history key
    /// ([`proof`]): where to look next, never a bound.
    numbers: proof::Numbers,
    /// The most plies below its root a proof-number search has gone.
    deepest: usize,
    /// The index in `g.nodes` of the node the present proof-number search started from.
    root: usize,
}

/// Saving the tables now and then during a solve (`qili solve --save-every`): after an
/// iteration that ends `every` seconds or more after the last save (or the start), `save`
/// hears the tables as they stand, their node count every run's so far. Any moment's tables
/// are bounds of the game's value (`proofs/solver.md`, "Saved tables"), so any checkpoint
/// can be resumed.
pub struct Checkpoint<'c> {
    /// Seconds between saves, at least.
    pub every: f64,
    /// Where the tables go.
    pub save: Box<dyn FnMut(SavedTables) + Send + 'c>,
}

/// The shape score of the real move at `p` from `cur` to `next` (`Limits::shape_order`): 8
/// for each stone it captures (at most 15 counted), 4 for each block of the other side next
/// to `p` that it leaves in atari, and the liberties of the block it makes (at most 7): less
/// than 1024. Move order only.
fn shape(geo: &Geometry, cur: &Node, next: &Node, p: u8) -> u64 {
    let s = cur.to_move as usize;
    let o = 1 - s;
    let captured = (cur.stones[o] & !next.stones[o]).count_ones() as u64;
    let empty = !(next.stones[0] | next.stones[1]) & geo.full();
    let block = geo.block(next.stones[s], 1 << p);
    let liberties = (geo.spread(block) & empty).count_ones() as u64;
    let mut ataris = 0;
    let mut next_to = geo.spread(1 << p) & next.stones[o];
    while next_to != 0 {
        let b = geo.block(next.stones[o], next_to & next_to.wrapping_neg());
        next_to &= !b;
        if (geo.spread(b) & empty).count_ones() == 1 {
            ataris += 1;
        }
    }
    8 * captured.min(15) + 4 * ataris + liberties.min(7)
}

fn index(m: SMove) -> usize {
    match m {
        SMove::Play(p) => p as usize,
        SMove::Pass(_) => 32,
    }
}

/// A solver's tables: history, position, and the low and high passes' refutation tables.
type TableSet<T> = (
    <T as Tables>::Of<Entry>,
    <T as Tables>::Of<PosEntry>,
    [<T as Tables>::Of<Refutation>; 2],
);

impl<'a, T: Tables> Solver<'a, T> {
    fn new(
        rs: &'a RuleSet,
        geo: Geometry,
        mut limits: Limits,
        tables: TableSet<T>,
    ) -> Solver<'a, T> {
        // The position table's proof covers refusals by positional or situational superko
        // only: under simple ko, JPD-A11, the Ying readings and the no-result readings the
        // history is read otherwise (`RuleSet::position_table_applies`).
        limits.position_table &= rs.position_table_applies();
        limits.four_passes_shortcut &= rs.four_passes_shortcut_applies();
        let syms: Vec<Map> = if limits.symmetry {
            symmetry::of(&geo)
        } else {
            symmetry::of(&geo).into_iter().take(1).collect()
        };
        let n = geo.points();
        let inv = (0..syms.len())
            .map(|i| {
                (0..syms.len())
                    .find(|&j| (0..n).all(|p| syms[j].board(syms[i].board(1 << p)) == 1 << p))
                    .expect("the symmetries form a group")
            })
            .collect();
        Solver {
            rs,
            geo,
            limits,
            start: Instant::now(),
            tt: tables.0,
            pt: tables.1,
            refute: tables.2,
            inv,
            situational: matches!(rs.rules.ko, KoRule::Plain(Ko::SituationalSuperko)),
            canon: Vec::new(),
            items: Vec::new(),
            sets: Vec::new(),
            by_set: key::keyed_by_set(rs) && syms.len() <= 8,
            nodes: 0,
            reuse: Reuse::default(),
            stopped: None,
            race: None,
            halted: false,
            pool: None,
            order: 0,
            killers: Vec::new(),
            history: [[0; 33]; 2],
            bound: rs.bound(&geo),
            syms,
            routes: HashMap::new(),
            checkpoint: None,
            last_checkpoint: Instant::now(),
            nodes_before: 0,
            numbers: proof::Numbers::new(4),
            deepest: 0,
            root: 0,
        }
    }

    /// The tables as they stand, and the nodes of every run so far (this worker's, with many
    /// threads: [`Engine::bounds`] counts them all).
    fn snapshot(&self, nodes: u64) -> SavedTables {
        SavedTables {
            nodes: self.nodes_before + nodes,
            tt: self.tt.snapshot(),
            pt: self.pt.snapshot(),
            refute: [self.refute[0].snapshot(), self.refute[1].snapshot()],
        }
    }

    /// Saves the tables if a checkpoint is due.
    fn maybe_checkpoint(&mut self, nodes: u64) {
        let due = self
            .checkpoint
            .as_ref()
            .is_some_and(|c| self.last_checkpoint.elapsed().as_secs_f64() >= c.every);
        if due {
            let t = self.snapshot(nodes);
            if let Some(c) = &mut self.checkpoint {
                (c.save)(t);
            }
            self.last_checkpoint = Instant::now();
        }
    }

    /// Black's result of the finished game `g`.
    fn final_score(&mut self, g: &Game) -> i32 {
        let cur = g.current();
        if self.rs.scoring != Scoring::EqualStonesCompareRoutes || cur.void {
            return self.rs.final_score(g);
        }
        // The board and the side to move (the count fills the dame from the side after the
        // last mover).
        let board = (
            (cur.stones[0] as u64) << 32 | cur.stones[1] as u64,
            cur.to_move,
        );
        if let Some(&v) = self.routes.get(&board) {
            return v;
        }
        let v = self.rs.final_score(g);
        self.routes.insert(board, v);
        v
    }

    /// The board of node `j` as a history-table entry keeps it (mapped by symmetry `sym`; the
    /// side to move in bit 63 under situational superko).
    fn board_word(&self, g: &Game, j: usize, sym: usize) -> u64 {
        let h = &g.nodes[j];
        let t = &self.syms[sym];
        let w = (t.board(h.stones[0]) as u64) << 32 | t.board(h.stones[1]) as u64;
        if self.situational {
            w | (h.to_move as u64) << 63
        } else {
            w
        }
    }

    /// The boards of the nodes `info` refers to, for a history-table entry.
    fn boards_referred(&self, g: &Game, info: &Info, sym: usize) -> ([u64; REFS], u8) {
        let mut out = [0u64; REFS];
        let n = info.nrefs as usize;
        if info.refs[..n].contains(&0) {
            // Index 0 may stand for more nodes than were kept (a real reference to the first
            // node is treated alike: safe).
            return (out, UNKNOWN_REFS);
        }
        for (o, &j) in out.iter_mut().zip(&info.refs[..n]) {
            *o = self.board_word(g, j as usize, sym);
        }
        (out, info.nrefs)
    }

    /// Notes in `info` the nodes of this path that a history-table entry's refusals referred
    /// to: for each of its boards, the latest earlier node holding it.
    fn refer_to_boards(&self, g: &Game, e: &Entry, sym: usize, info: &mut Info) {
        if e.nrefs == UNKNOWN_REFS {
            info.refer(0);
            return;
        }
        let me = g.nodes.len() - 1;
        for &w in &e.refs[..e.nrefs as usize] {
            match (0..me).rev().find(|&j| self.board_word(g, j, sym) == w) {
                Some(j) => info.refer(j),
                None => info.refer(0),
            }
        }
    }

    /// The reuse rule (`proofs/solver.md`, "The position table"): no earlier node of the game
    /// can hold a board a real move led to in the entry's computation. For each earlier node
    /// A: if A has the current board (and, under situational superko, the current side to
    /// move) it is the entry's own root board, on every path through the entry; otherwise its
    /// board must differ from the current board at some point outside `touched`, or be
    /// certainly absent from `seen` (under situational superko a node with the current board
    /// and the other side to move must be absent from `seen`).
    fn reusable(&self, g: &Game, touched: u32, seen: Seen) -> bool {
        let (cur, earlier) = g.nodes.split_last().expect("a game has a node");
        earlier.iter().enumerate().all(|(j, a)| {
            let diff = (a.stones[0] ^ cur.stones[0]) | (a.stones[1] ^ cur.stones[1]);
            if diff == 0 {
                !self.situational || a.to_move == cur.to_move || !seen.may_hold(self.canon[j])
            } else {
                diff & !touched != 0 || !seen.may_hold(self.canon[j])
            }
        })
    }

    /// A position-table entry for the game's current node, kept in the frame of the least
    /// image (symmetry `psym`): its `touched` in the game's frame if the entry is clean and
    /// the reuse rule lets this history use its bounds, `None` otherwise.
    fn admitted(&self, g: &Game, e: &PosEntry, psym: usize) -> Option<u32> {
        let touched = self.syms[self.inv[psym]].board(e.touched);
        (e.clean && self.reusable(g, touched, e.seen)).then_some(touched)
    }

    /// The best move the tables hold for the game's current node (position table first).
    fn table_best(&self, g: &Game) -> Option<SMove> {
        let cur = g.current();
        let (least, psym) = least_image(cur.stones, &self.syms);
        let from_pt = self
            .pt
            .get(&position_key(self.rs, g, least))
            .and_then(|e| e.best)
            .map(|m| self.syms[psym].invert(m));
        from_pt.or_else(|| {
            let (k, sym) = canonical(self.rs, g, &self.syms);
            self.tt
                .get(&k)
                .and_then(|e| e.best)
                .map(|m| self.syms[sym].invert(m))
        })
    }

    /// Keeps `canon[j]`, the least image of node `j`'s board, for every node of the game (the
    /// ones below `from` are already right: the caller says from which node the path is new;
    /// the set hashes below `from` are read, so a step of several plies must name its first).
    fn fill_canon(&mut self, g: &Game, from: usize) {
        self.canon.truncate(from);
        for j in self.canon.len()..g.nodes.len() {
            let (w, _) = least_image(g.nodes[j].stones, &self.syms);
            self.canon.push(w);
        }
        if self.by_set {
            self.items.truncate(from);
            self.sets.truncate(from);
            for j in self.items.len()..g.nodes.len() {
                let n = &g.nodes[j];
                let item = key::item_of(self.rs, n, &|m| m);
                let mut sets = self.sets.last().copied().unwrap_or_default();
                // A repeated item is in the set already (a symmetry maps equal items to
                // equal items, so one look in the identity's frame serves every image).
                if !self.items.contains(&item) {
                    for (set, sym) in sets.iter_mut().zip(&self.syms) {
                        set.insert(key::item_of(self.rs, n, &|m| sym.board(m)));
                    }
                }
                self.items.push(item);
                self.sets.push(sets);
            }
        }
    }

    /// Forgets the path (a new one starts): the least images and the set hashes.
    fn clear_path(&mut self) {
        self.canon.clear();
        self.items.clear();
        self.sets.clear();
    }

    /// The history key of the game's current node and the index of its symmetry, as
    /// [`canonical`] computes it, from the path cache where it serves (`fill_canon` must have
    /// run for this node).
    fn history_key(&self, g: &Game) -> (Key, usize) {
        let sets = self
            .by_set
            .then(|| &self.sets[g.nodes.len() - 1][..self.syms.len()]);
        key::canonical_with(self.rs, g, &self.syms, sets)
    }

    /// What the position table's values are relative to: the prisoner difference under
    /// territory scoring (captures so far are added to the result at the end), 0 under area.
    fn offset(&self, n: &Node) -> i32 {
        match self.rs.scoring {
            Scoring::Territory => n.prisoners[0] as i32 - n.prisoners[1] as i32,
            // Route counting is a function of the final board and the side to move ("Route counting").
            Scoring::Area | Scoring::EqualStonesCompareRoutes => 0,
            Scoring::StonesAndLiberties | Scoring::TangSongFilling | Scoring::YingFillCount => {
                unreachable!("{NOT_COUNTED}")
            }
        }
    }

    /// A bound of Black's result as the position table stores it.
    fn stored_bound(&self, x: i32, offset: i32) -> i32 {
        if self.rs.scoring == Scoring::Territory && x.abs() >= self.bound {
            x.signum() * NO_BOUND
        } else {
            x - offset
        }
    }

    /// ... and back.
    fn read_bound(&self, x: i32, offset: i32) -> i32 {
        if x.abs() >= NO_BOUND {
            x.signum() * self.bound
        } else {
            (x + offset).clamp(-self.bound, self.bound)
        }
    }

    /// Bounds of Black's result from the position alone: pass-alive stones stay and count for
    /// their owner under area scoring (suicide allowed or not), and so does each empty point
    /// all of whose neighbours are one side's pass-alive stones ([`safe_points`]). Under
    /// territory scoring the same bounds less the stones on the board plus the prisoners
    /// (`offset`, the prisoner difference): the side that passes keeps its stones and the
    /// other side's prisoners as they are, the side that moves only adds to its own
    /// (`proofs/solver.md`, "Static bounds under territory scoring").
    fn static_bounds(&self, stones: [u32; 2], alive_stones: [u32; 2], offset: i32) -> (i32, i32) {
        let b = self.bound;
        if !self.rs.alive_stones_stay() {
            return (-b, b);
        }
        let [sb, sw] = safe_points(&self.geo, stones, alive_stones);
        let (sb, sw) = (sb.count_ones() as i32, sw.count_ones() as i32);
        let n = self.geo.points() as i32;
        match self.rs.scoring {
            // Each side keeps its safe points and the other side holds none of them.
            Scoring::Area => (2 * sb - n, n - 2 * sw),
            // Territory = area - stones on the board + prisoners, at the end.
            Scoring::Territory => {
                let d = stones[1].count_ones() as i32 - stones[0].count_ones() as i32 + offset;
                ((2 * sb - n + d).max(-b), (n - 2 * sw + d).min(b))
            }
            // Route counting: a side's routes plus stones are at least its stones (its basic
            // eyes are among its own empty points), so each side is sure of its pass-alive
            // stones only, while the other side still holds none of its safe points
            // (`proofs/solver.md`, "Route counting").
            Scoring::EqualStonesCompareRoutes => {
                let [ab, aw] = alive_stones.map(|m| m.count_ones() as i32);
                (ab + sb - n, n - aw - sw)
            }
            Scoring::StonesAndLiberties | Scoring::TangSongFilling | Scoring::YingFillCount => {
                unreachable!("{NOT_COUNTED}")
            }
        }
    }

    /// The pass-alive stones of each side, when their owner can keep them to the end
    /// ([`RuleSet::alive_stones_stay`]).
    fn alive_stones(&self, g: &Game) -> [u32; 2] {
        if !self.rs.alive_stones_stay() {
            return [0, 0];
        }
        let s = g.current().stones;
        [alive(&self.geo, s, 0), alive(&self.geo, s, 1)]
    }

    /// Whether the present search must stop: the budget ran out, or the race was called off.
    fn interrupted(&self) -> bool {
        self.stopped.is_some() || self.halted
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.interrupted() {
            return true;
        }
        if self.nodes.is_multiple_of(1024) {
            if let Some(r) = &self.race {
                self.halted = r.halt.load(Ordering::Relaxed);
            }
            if let Some(p) = &self.pool {
                let all = p.fetch_add(1024, Ordering::Relaxed) + 1024;
                if all > self.limits.nodes {
                    self.stopped = Some(format!("node budget {} reached", self.limits.nodes));
                }
            }
        }
        if self.nodes > self.limits.nodes {
            self.stopped = Some(format!("node budget {} reached", self.limits.nodes));
        } else if self.nodes.is_multiple_of(4096)
            && self.start.elapsed().as_secs_f64() > self.limits.seconds
        {
            self.stopped = Some(format!("time limit {} s reached", self.limits.seconds));
        }
        self.interrupted()
    }

    /// Fail-soft negamax alpha-beta: the value for the side to move of the tree whose lines
    /// cut at `depth` count as `pass` says, and what the position table needs to know of the
    /// subtree searched ([`Info`]).
    fn ab(
        &mut self,
        g: &mut Game,
        depth: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        pass: Pass,
    ) -> (i32, Info) {
        // What the search below this node reports (`info`), and what the table entries read
        // here report (`tinfo`): the value returned rests on the entries only when it is read
        // from them (a return before the moves), the bounds stored here on both
        // (`proofs/solver.md`, "The position table", "Computing touched and seen").
        let mut info = Info::leaf();
        let mut tinfo = Info::leaf();
        let me = g.nodes.len() - 1;
        // The path above is the caller's: only this node's least image is new.
        self.fill_canon(g, me);
        if self.tick() {
            return (0, info);
        }
        let cur = *g.current();
        let sign = if cur.to_move == 0 { 1 } else { -1 };
        if cur.over {
            return (sign * self.final_score(g), info);
        }
        let alive_stones = self.alive_stones(g);
        let offset = self.offset(&cur);
        let (mut blo, mut bhi) = self.static_bounds(cur.stones, alive_stones, offset);
        let mut tt_best = None;
        // The position table: the entry is kept in the frame of the least image (symmetry
        // `psym`); `touched` comes back through the inverse symmetry.
        let (_, psym) = least_image(cur.stones, &self.syms);
        let kp = position_key(self.rs, g, self.canon[me]);
        if self.limits.position_table {
            if let Some(e) = self.pt.get(&kp) {
                tt_best = e.best.map(|m| self.syms[psym].invert(m));
                self.reuse.found += 1;
                if e.clean {
                    self.reuse.clean += 1;
                    if let Some(touched) = self.admitted(g, &e, psym) {
                        blo = blo.max(self.read_bound(e.lo, offset));
                        bhi = bhi.min(self.read_bound(e.hi, offset));
                        // Clean: its refusals referred to its own subtree's path only.
                        tinfo.touched |= touched;
                        tinfo.seen |= e.seen;
                        self.reuse.reused += 1;
                    }
                }
            }
        }
        // The history table: keyed by the least image of the game; the entry's best move is
        // stored as its image under the same symmetry. Using it makes this result dirty.
        let (k, sym) = self.history_key(g);
        if let Some(e) = self.tt.get(&k) {
            blo = blo.max(e.lo);
            bhi = bhi.min(e.hi);
            if tt_best.is_none() {
                tt_best = e.best.map(|m| self.syms[sym].invert(m));
            }
            // Its refusals referred to these earlier boards: to their latest nodes here (the
            // key holds the set of earlier boards, so each is on this path).
            if self.limits.position_table {
                self.refer_to_boards(g, &e, sym, &mut tinfo);
                tinfo.touched |= self.syms[self.inv[sym]].board(e.touched);
                tinfo.seen |= e.seen;
            }
        }
        // The refutation table: the bound this pass does not prove, as a hint (never past
        // the bound it proves).
        let which = pass as usize;
        // Keyed as the position table where its reuse rule applies, otherwise by everything
        // the rule set reads of the history (as the history table).
        let rk = if self.limits.position_table { kp } else { k };
        let (mut hlo, mut hhi) = (blo, bhi);
        if self.limits.refutations {
            if let Some(r) = self.refute[which].get(&rk) {
                let touched = self.syms[self.inv[psym]].board(r.touched);
                if r.depth >= depth
                    && (!self.limits.position_table || self.reusable(g, touched, r.seen))
                {
                    tinfo.touched |= touched;
                    tinfo.seen |= r.seen;
                    let x = self.read_bound(r.bound, offset);
                    match pass {
                        Pass::Low => hhi = hhi.min(x).max(blo),
                        Pass::High => hlo = hlo.max(x).min(bhi),
                    }
                }
            }
        }
        let (lo, hi) = if sign == 1 { (hlo, hhi) } else { (-hhi, -hlo) };
        if lo >= hi || lo >= beta {
            return (lo, info.merged(&tinfo, me));
        }
        if hi <= alpha {
            return (hi, info.merged(&tinfo, me));
        }
        if depth == 0 {
            return match pass {
                Pass::Low => (sign * blo, info.merged(&tinfo, me)),
                Pass::High => (sign * bhi, info.merged(&tinfo, me)),
            };
        }
        // The legal moves; a real move the ko rule refuses names the node it would repeat.
        let mut moves = Vec::with_capacity(self.geo.points() + 1);
        // Each real move's shape score (`shape`), the history heuristic's tie-break.
        let mut shapes = [0u64; 33];
        for p in 0..self.geo.points() as u8 {
            let m = SMove::Play(p);
            if let Some(next) = g.try_move(m) {
                if self.limits.shape_order {
                    shapes[p as usize] = shape(&self.geo, &cur, &next, p);
                }
                moves.push(m);
            } else if let Some(j) = g.repeated_node(m) {
                if j < me {
                    info.refer(j);
                }
            }
        }
        let pass_move = SMove::Pass(PassKind::Ordinary);
        if g.try_move(pass_move).is_some() {
            moves.push(pass_move);
        }
        if moves.is_empty() {
            // Every rule set here allows a pass; kept total all the same.
            return (sign * self.final_score(g), info);
        }
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None; 2]);
        }
        let killers = self.killers[ply];
        let side = cur.to_move as usize;
        // A pass that answers a pass first (it ends the game, or goes on towards the end);
        // any other pass first only when the table found it best, otherwise after every real
        // move (`Limits::pass_last`; with it off, Tromp's order: the pass always first).
        let pass_first = !self.limits.pass_last || cur.trailing > 0;
        let rank = |m: &SMove| -> u64 {
            if matches!(m, SMove::Pass(_)) && pass_first {
                u64::MAX
            } else if Some(*m) == tt_best {
                u64::MAX - 1
            } else if matches!(m, SMove::Pass(_)) {
                0
            } else if Some(*m) == killers[0] {
                u64::MAX - 2
            } else if Some(*m) == killers[1] {
                u64::MAX - 3
            } else {
                // Above a late pass, below the killers; among equal history counts, by
                // shape (a score below 1024).
                let h = self.history[side][index(*m)];
                h.saturating_mul(1024)
                    .saturating_add(shapes[index(*m)])
                    .clamp(1, u64::MAX - 4)
            }
        };
        if self.order != 0 {
            // Another worker's tie order (many threads): the sort below is stable.
            let n = moves.len();
            moves.rotate_left(self.order % n);
        }
        moves.sort_by_key(|m| std::cmp::Reverse(rank(m)));
        // Enhanced transposition cut-offs: a real move whose child's table bounds already
        // refute this node (the child would return at once from its table read) goes first.
        if self.limits.etc {
            if let Some(i) =
                (0..moves.len()).find(|&i| self.child_cuts(g, moves[i], depth - 1, beta, pass))
            {
                let m = moves.remove(i);
                moves.insert(0, m);
            }
        }
        let alpha0 = alpha;
        let mut best = i32::MIN;
        let mut best_move = None;
        // Under positional superko with four passes, a first pass goes on to the third: the
        // node after it (the other side to move, three passes) has the value the node after
        // one pass gives this node (`proofs/solver.md`, "Four passes under positional
        // superko"). A pass is always legal here, and the passes leave the board as it is.
        let passes_per_pass = if self.limits.four_passes_shortcut && cur.trailing == 0 {
            3
        } else {
            1
        };
        for mv in moves {
            let plies = if matches!(mv, SMove::Pass(_)) {
                passes_per_pass
            } else {
                1
            };
            // Every move here is legal (`moves` holds legal moves only, and a second and third
            // pass are legal under positional superko); what was played is taken back.
            let played = (0..plies).take_while(|_| g.play(mv)).count();
            if played > 1 {
                // The passes between this node and the child are new to the path cache too
                // (the child fills only its own entry).
                self.fill_canon(g, me + 1);
            }
            let child = g.current().stones;
            let (cv, ci) = self.ab(g, depth - 1, ply + 1, -beta, -alpha, pass);
            for _ in 0..played {
                g.undo();
            }
            if self.interrupted() {
                return (0, info);
            }
            let v = -cv;
            info.touched |= (child[0] ^ cur.stones[0]) | (child[1] ^ cur.stones[1]);
            if let SMove::Play(_) = mv {
                info.seen |= Seen::of(self.canon[me + 1]);
            }
            info.absorb(&ci, me);
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
        // The other direction: a hint for this pass's later searches of the position.
        let refuted = match pass {
            Pass::Low if black_upper && !black_lower => Some(vb),
            Pass::High if black_lower && !black_upper => Some(vb),
            _ => None,
        };
        // The value found rests on the children alone; the bounds stored here also on the
        // entries read here (`blo`, `bhi`).
        let ret = info;
        info.absorb(&tinfo, me);
        let clean = !info.refers_above(me);
        if let (Some(x), true, true) = (refuted, self.limits.refutations, clean) {
            let r = Refutation {
                depth,
                bound: self.stored_bound(x, offset),
                touched: self.syms[psym].board(info.touched),
                seen: info.seen,
            };
            self.refute[which].put_with(rk, self.limits.table_entries, |_| r);
        }
        if clean {
            self.reuse.stored_clean += 1;
        } else {
            self.reuse.stored_dirty += 1;
        }
        let pbest = best_move.map(|m| self.syms[psym].apply(m));
        if self.limits.position_table {
            let cap = self.limits.table_entries;
            if clean {
                let e = PosEntry {
                    lo: self.stored_bound(nlo, offset),
                    hi: self.stored_bound(nhi, offset),
                    best: pbest,
                    touched: self.syms[psym].board(info.touched),
                    seen: info.seen,
                    clean: true,
                };
                self.pt.put_with(kp, cap, |_| e);
            } else {
                // A dirty result keeps a clean entry's bounds; only the best move changes.
                self.pt.put_with(kp, cap, |old| match old {
                    Some(e) => PosEntry { best: pbest, ..e },
                    None => PosEntry {
                        lo: 0,
                        hi: 0,
                        best: pbest,
                        touched: 0,
                        seen: Seen::default(),
                        clean: false,
                    },
                });
            }
        }
        if !clean || !self.limits.position_table {
            let (refs, nrefs) = self.boards_referred(g, &info, sym);
            let e = Entry {
                lo: nlo,
                hi: nhi,
                best: best_move.map(|m| self.syms[sym].apply(m)),
                refs,
                nrefs,
                touched: self.syms[sym].board(info.touched),
                seen: info.seen,
            };
            self.tt.put_with(k, self.limits.table_entries, |_| e);
        }
        (best, ret)
    }

    /// Whether the child after the real move `mv` (searched to `depth`) returns at once from its table read with a
    /// value that refutes this node (window's upper end `beta`, this node's side to move): the
    /// position table's bounds where its reuse rule holds, and this pass's hint where the
    /// refutation table's conditions hold, and the history table's bounds, as [`Solver::ab`]
    /// reads them at the child, with the child's static bounds (a Benson pass). Reads
    /// only; the game is left as it was. Only the order of the moves depends on the answer
    /// (`proofs/solver.md`, "Enhanced transposition cut-offs").
    fn child_cuts(&mut self, g: &mut Game, mv: SMove, depth: u32, beta: i32, pass: Pass) -> bool {
        if !matches!(mv, SMove::Play(_)) || !g.play(mv) {
            return false;
        }
        let me = g.nodes.len() - 1;
        self.fill_canon(g, me);
        let cur = *g.current();
        let cuts = if cur.over {
            false
        } else {
            let offset = self.offset(&cur);
            let (_, psym) = least_image(cur.stones, &self.syms);
            let kp = position_key(self.rs, g, self.canon[me]);
            // The child's static bounds (a Benson pass), as `ab` starts from them.
            let alive_stones = self.alive_stones(g);
            let (mut blo, mut bhi) = self.static_bounds(cur.stones, alive_stones, offset);
            if self.limits.position_table {
                if let Some(e) = self.pt.get(&kp) {
                    if self.admitted(g, &e, psym).is_some() {
                        blo = blo.max(self.read_bound(e.lo, offset));
                        bhi = bhi.min(self.read_bound(e.hi, offset));
                    }
                }
            }
            // The history table's bounds hold at every history with the key (key lemma).
            let k = self.history_key(g).0;
            if let Some(e) = self.tt.get(&k) {
                blo = blo.max(e.lo);
                bhi = bhi.min(e.hi);
            }
            let (mut hlo, mut hhi) = (blo, bhi);
            let rk = if self.limits.position_table { kp } else { k };
            if self.limits.refutations {
                if let Some(r) = self.refute[pass as usize].get(&rk) {
                    let touched = self.syms[self.inv[psym]].board(r.touched);
                    if r.depth >= depth
                        && (!self.limits.position_table || self.reusable(g, touched, r.seen))
                    {
                        let x = self.read_bound(r.bound, offset);
                        match pass {
                            Pass::Low => hhi = hhi.min(x).max(blo),
                            Pass::High => hlo = hlo.max(x).min(bhi),
                        }
                    }
                }
            }
            // The child's upper end in its side to move's terms, against the child's window
            // (−beta, −alpha): it returns at once with a value ≤ −beta.
            let hi = if cur.to_move == 0 { hhi } else { -hlo };
            hi <= -beta
        };
        g.undo();
        cuts
    }

    /// One null-window question at `depth` (Black's view): in the low pass whether the cut
    /// tree's value passes `at`, in the high pass whether it stays below `at`. Returns the
    /// bound proved when the answer is yes (fail-soft: the value returned, which may go past
    /// `at`), `None` when it is no or the search was interrupted.
    fn ask(&mut self, g: &mut Game, depth: u32, side: Pass, at: i32) -> Option<i32> {
        let sign = if g.current().to_move == 0 { 1 } else { -1 };
        // The window in the side to move's terms.
        let (x, y) = match (side, sign) {
            (Pass::Low, 1) => (at, at + 1),
            (Pass::Low, _) => (-at - 1, -at),
            (Pass::High, 1) => (at - 1, at),
            (Pass::High, _) => (-at, -at + 1),
        };
        let v = sign * self.ab(g, depth, 0, x, y, side).0;
        if self.interrupted() {
            return None;
        }
        match side {
            Pass::Low => (v > at).then_some(v),
            Pass::High => (v < at).then_some(v),
        }
    }

    /// Bounds of Black's result at the game's current node, by iterative deepening until they
    /// meet, they decide whether the value reaches `aim` (when given: `lo >= aim` or
    /// `hi < aim`), or the budget runs out. Returns (lo, hi, depth).
    ///
    /// Each iteration asks two null-window questions: whether the value passes a point (the
    /// low pass) and whether it stays below one (the high pass) — at the bounds themselves,
    /// or, with an aim, at the aim, which is all the caller needs to know.
    fn bounds(
        &mut self,
        g: &mut Game,
        aim: Option<i32>,
        progress: &mut dyn FnMut(Progress),
    ) -> (i32, i32, u32) {
        if self.limits.proof_number && self.rs.finite() {
            return self.proof_bounds(g, aim, progress);
        }
        let b = self.bound;
        let (mut lo, mut hi) = (-b, b);
        let sign = if g.current().to_move == 0 { 1 } else { -1 };
        // A new path: the least images are computed again.
        self.clear_path();
        if g.is_over() {
            let v = self.final_score(g);
            return (v, v, 0);
        }
        let mut depth = 0;
        while lo < hi && !decided(aim, lo, hi) && self.stopped.is_none() {
            depth += 1;
            if self.limits.null_window {
                // Does the cut tree's value pass `a` (low pass) / stay below `c` (high pass)?
                // In the side to move's window; fail-soft, so a success moves the bound to
                // the value returned.
                let moved = self.ask(g, depth, Pass::Low, aim.map_or(lo, |t| t - 1));
                if self.stopped.is_some() {
                    break;
                }
                if let Some(v) = moved {
                    lo = lo.max(v.min(hi));
                }
                if lo < hi && !decided(aim, lo, hi) {
                    let moved = self.ask(g, depth, Pass::High, aim.unwrap_or(hi));
                    if self.stopped.is_some() {
                        break;
                    }
                    if let Some(v) = moved {
                        hi = hi.min(v.max(lo));
                    }
                }
            } else {
                let v = self.ab(g, depth, 0, -b - 1, b + 1, Pass::Low).0;
                if self.stopped.is_some() {
                    break;
                }
                // The pass's value for the side to move, turned into Black's.
                lo = lo.max(sign * v).min(hi);
                let v = self.ab(g, depth, 0, -b - 1, b + 1, Pass::High).0;
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
            self.maybe_checkpoint(self.nodes);
        }
        (lo, hi, depth)
    }
}

/// Whether bounds [lo, hi] decide whether the value reaches `aim` (never without an aim).
fn decided(aim: Option<i32>, lo: i32, hi: i32) -> bool {
    aim.is_some_and(|t| lo >= t || hi < t)
}

/// The workers of a lazy-SMP search on one node (many threads): the bounds proved so far,
/// shared, the deepest iteration each pass has finished, and the signal to stop.
struct Race {
    lo: AtomicI32,
    hi: AtomicI32,
    done: [AtomicU32; 2],
    halt: AtomicBool,
    /// No worker starts an iteration once the workers' nodes together pass this (the walk's
    /// checks of a child, `proofs/solver.md`, "Many threads"; `u64::MAX`: no such cap).
    until: u64,
}

impl<T: Tables> Solver<'_, T> {
    /// One worker of a lazy-SMP search: iterative deepening of the low pass (`side` =
    /// [`Pass::Low`]) or of the high pass alone, at the race's bounds (or at `aim`, as
    /// [`Solver::bounds`]), until the bounds meet, they decide the aim, or a worker stops.
    /// Each proved bound goes to the race at once. The first iteration is `1 + ahead` deep,
    /// and each next one is one deeper than the deepest this pass has finished (by any
    /// worker). Returns the depth reached.
    fn one_side(
        &mut self,
        g: &mut Game,
        role: Role,
        aim: Option<i32>,
        race: &Race,
        progress: &mpsc::Sender<(usize, Progress)>,
    ) -> u32 {
        let Role { index, side, ahead } = role;
        self.clear_path();
        self.halted = false;
        let mut depth = ahead;
        loop {
            let (lo, hi) = (
                race.lo.load(Ordering::SeqCst),
                race.hi.load(Ordering::SeqCst),
            );
            if lo >= hi || decided(aim, lo, hi) || race.halt.load(Ordering::SeqCst) {
                break;
            }
            if self
                .pool
                .as_ref()
                .is_some_and(|p| p.load(Ordering::SeqCst) > race.until)
            {
                break;
            }
            depth = depth.max(race.done[side as usize].load(Ordering::SeqCst)) + 1;
            // The same null-window questions as [`Solver::bounds`], one side each.
            let at = match side {
                Pass::Low => aim.map_or(lo, |t| t - 1),
                Pass::High => aim.unwrap_or(hi),
            };
            let moved = self.ask(g, depth, side, at);
            if self.interrupted() {
                break;
            }
            race.done[side as usize].fetch_max(depth, Ordering::SeqCst);
            match (side, moved) {
                (Pass::Low, Some(v)) => {
                    race.lo
                        .fetch_max(v.min(race.hi.load(Ordering::SeqCst)), Ordering::SeqCst);
                }
                (Pass::High, Some(v)) => {
                    race.hi
                        .fetch_min(v.max(race.lo.load(Ordering::SeqCst)), Ordering::SeqCst);
                }
                (_, None) => {}
            }
            let _ = progress.send((
                index,
                Progress {
                    depth,
                    lower: race.lo.load(Ordering::SeqCst),
                    upper: race.hi.load(Ordering::SeqCst),
                    nodes: self.nodes,
                },
            ));
        }
        // Decided, or this worker stopped: the others stop too.
        race.halt.store(true, Ordering::SeqCst);
        depth
    }
}

/// What a worker of a lazy-SMP search does: its index, the pass it drives, and how many
/// depths ahead it starts.
#[derive(Clone, Copy)]
struct Role {
    index: usize,
    side: Pass,
    ahead: u32,
}

/// The solver of a solve: one with its own tables, or many workers on shared tables
/// ([`Limits::threads`], `proofs/solver.md`, "Many threads").
enum Engine<'a> {
    One(Box<Solver<'a, Owned>>),
    Many(Vec<Solver<'a, Shared>>),
}

impl<'a> Engine<'a> {
    /// The solver of a solve, its tables starting as `from` (empty for a new solve; a saved
    /// solve's to resume it, `proofs/solver.md`, "Saved tables").
    fn new(
        rs: &'a RuleSet,
        geo: Geometry,
        limits: Limits,
        from: SavedTables,
        checkpoint: Option<Checkpoint<'a>>,
    ) -> Engine<'a> {
        let before = from.nodes;
        if limits.threads < 2 || !limits.null_window || limits.proof_number {
            let SavedTables {
                tt,
                pt,
                refute: [r0, r1],
                ..
            } = from;
            let mut s = Solver::new(rs, geo, limits, (tt, pt, [r0, r1]));
            s.nodes_before = before;
            s.checkpoint = checkpoint;
            return Engine::One(Box::new(s));
        }
        let SavedTables {
            tt,
            pt,
            refute: [r0, r1],
            ..
        } = from;
        let tables = (
            Sharded::filled(tt),
            Sharded::filled(pt),
            [Sharded::filled(r0), Sharded::filled(r1)],
        );
        let pool = Arc::new(AtomicU64::new(0));
        let mut checkpoint = checkpoint;
        let workers = (0..limits.threads)
            .map(|i| {
                let shared = (
                    tables.0.clone(),
                    tables.1.clone(),
                    [tables.2[0].clone(), tables.2[1].clone()],
                );
                let mut s = Solver::new(rs, geo, limits, shared);
                s.pool = Some(pool.clone());
                s.nodes_before = before;
                if i == 0 {
                    s.checkpoint = checkpoint.take();
                }
                // Workers 0 and 1 search as one thread would; the others order ties their own
                // way.
                s.order = i / 2;
                s
            })
            .collect();
        Engine::Many(workers)
    }

    /// As [`Solver::bounds`]; with many threads and a `cap`, the workers start no iteration
    /// once they have spent `cap` nodes together in this call (the bounds may then be left
    /// undecided).
    fn bounds(
        &mut self,
        g: &mut Game,
        aim: Option<i32>,
        cap: Option<u64>,
        progress: &mut dyn FnMut(Progress),
    ) -> (i32, i32, u32) {
        let workers = match self {
            Engine::One(s) => return s.bounds(g, aim, progress),
            Engine::Many(w) => w,
        };
        if g.is_over() {
            let v = workers[0].final_score(g);
            return (v, v, 0);
        }
        let b = workers[0].bound;
        let race = Arc::new(Race {
            lo: AtomicI32::new(-b),
            hi: AtomicI32::new(b),
            done: [AtomicU32::new(0), AtomicU32::new(0)],
            halt: AtomicBool::new(false),
            until: match (cap, &workers[0].pool) {
                (Some(c), Some(p)) => p.load(Ordering::SeqCst).saturating_add(c),
                _ => u64::MAX,
            },
        });
        let (tx, rx) = mpsc::channel();
        let n = workers.len();
        // Checkpoints are the main thread's, between the workers' iterations: worker 0's
        // checkpoint, with every worker's nodes (any moment's shared tables are true bounds).
        let mut keeper = workers[0].checkpoint.take().map(|c| {
            let w = &workers[0];
            let tables = (
                w.tt.clone(),
                w.pt.clone(),
                [w.refute[0].clone(), w.refute[1].clone()],
            );
            (c, tables, w.nodes_before, w.last_checkpoint, w.pool.clone())
        });
        let depth = std::thread::scope(|scope| {
            let handles: Vec<_> = workers
                .iter_mut()
                .enumerate()
                .map(|(i, s)| {
                    let mut gi = g.clone();
                    let r = race.clone();
                    let t = tx.clone();
                    s.race = Some(r.clone());
                    // Even workers drive the low pass, odd ones the high pass; from the third
                    // on, every other pair starts a depth ahead.
                    let role = Role {
                        index: i,
                        side: if i % 2 == 0 { Pass::Low } else { Pass::High },
                        ahead: (i / 2 % 2) as u32,
                    };
                    scope.spawn(move || s.one_side(&mut gi, role, aim, &r, &t))
                })
                .collect();
            drop(tx);
            // Progress from every worker, until all are done (their senders dropped).
            let mut nodes = vec![0u64; n];
            for (i, p) in rx {
                nodes[i] = p.nodes;
                progress(Progress {
                    nodes: nodes.iter().sum(),
                    ..p
                });
                if let Some((c, (tt, pt, refute), before, last, pool)) = &mut keeper {
                    if last.elapsed().as_secs_f64() >= c.every {
                        // Every worker's nodes so far, to the last 1024 each (the pool).
                        let spent = pool.as_ref().map_or(0, |p| p.load(Ordering::SeqCst));
                        (c.save)(SavedTables {
                            nodes: *before + spent,
                            tt: tt.snapshot(),
                            pt: pt.snapshot(),
                            refute: [refute[0].snapshot(), refute[1].snapshot()],
                        });
                        *last = Instant::now();
                    }
                }
            }
            handles
                .into_iter()
                .map(|h| h.join().expect("a worker does not panic"))
                .max()
                .unwrap_or(0)
        });
        for s in workers.iter_mut() {
            s.race = None;
            s.halted = false;
        }
        if let Some((c, _, _, last, _)) = keeper {
            workers[0].checkpoint = Some(c);
            workers[0].last_checkpoint = last;
        }
        (
            race.lo.load(Ordering::SeqCst),
            race.hi.load(Ordering::SeqCst),
            depth,
        )
    }

    /// Why a solver stopped, if one did.
    fn stopped(&self) -> Option<String> {
        match self {
            Engine::One(s) => s.stopped.clone(),
            Engine::Many(w) => w.iter().find_map(|s| s.stopped.clone()),
        }
    }

    fn nodes(&self) -> u64 {
        match self {
            Engine::One(s) => s.nodes,
            Engine::Many(w) => w.iter().map(|s| s.nodes).sum(),
        }
    }

    fn reuse(&self) -> Reuse {
        match self {
            Engine::One(s) => s.reuse,
            Engine::Many(w) => w.iter().fold(Reuse::default(), |a, s| a + s.reuse),
        }
    }

    /// The tables as they stand (with many threads every part of the shared tables, collected;
    /// the solver's own are left empty).
    fn take_tables(&mut self) -> SavedTables {
        match self {
            Engine::One(s) => SavedTables {
                nodes: 0,
                tt: std::mem::take(&mut s.tt),
                pt: std::mem::take(&mut s.pt),
                refute: [
                    std::mem::take(&mut s.refute[0]),
                    std::mem::take(&mut s.refute[1]),
                ],
            },
            Engine::Many(w) => SavedTables {
                nodes: 0,
                tt: w[0].tt.collect(),
                pt: w[0].pt.collect(),
                refute: [w[0].refute[0].collect(), w[0].refute[1].collect()],
            },
        }
    }

    /// The best move the tables hold (shared by every worker, with many).
    fn table_best(&self, g: &Game) -> Option<SMove> {
        match self {
            Engine::One(s) => s.table_best(g),
            Engine::Many(w) => w[0].table_best(g),
        }
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

/// Proof-number search of one question from the empty board: whether Black's result reaches
/// `t` (`Some(true)`), stays below it (`Some(false)`), or the budget ran out (`None`); and the
/// nodes searched.
pub fn prove(geo: Geometry, rs: &RuleSet, limits: Limits, t: i32) -> (Option<bool>, u64) {
    let mut s: Solver<Owned> = Solver::new(rs, geo, limits, Default::default());
    let mut g = Game::new(geo, rs.rules);
    let r = s.prove(&mut g, t, &mut |_, _| {});
    (r, s.nodes)
}

/// Solves the game `g` as it stands (its history counts for the ko rule); the principal
/// variation continues it. `g` must have been played under `rs.rules`.
pub fn solve_from(
    g: Game,
    rs: &RuleSet,
    limits: Limits,
    progress: &mut dyn FnMut(Progress),
) -> Result<Outcome, String> {
    run(g, rs, limits, SavedTables::default(), None, false, progress).map(|(o, _)| o)
}

/// The tables of a solve (history, position, and the low and high passes' refutation
/// tables), to carry to a later solve of the same board under the same rule set and flags
/// ([`super::saved`] writes and reads them; `proofs/solver.md`, "Saved tables"). Killers,
/// the history heuristic and the route-count cache are not kept: move order only.
#[derive(Clone, Default)]
pub struct SavedTables {
    /// Search nodes spent, by every solve that filled these tables.
    pub nodes: u64,
    pub(super) tt: Map1<Entry>,
    pub(super) pt: Map1<PosEntry>,
    pub(super) refute: [Map1<Refutation>; 2],
}

impl SavedTables {
    /// Entries of the history, position, low-pass and high-pass refutation tables.
    pub fn counts(&self) -> [usize; 4] {
        [
            self.tt.len(),
            self.pt.len(),
            self.refute[0].len(),
            self.refute[1].len(),
        ]
    }
}

/// As [`solve_from`], the tables starting as `from` (a solve stopped earlier, or
/// [`SavedTables::default`]); also gives back the tables at the end, their node count `from`'s
/// plus this solve's ([`Outcome::nodes`] counts this solve's only). Entries are bounds of the
/// game's value, so a table from a solve of the same board, rule set and flags is true here
/// (`proofs/solver.md`, "Saved tables"); the walk of the optimal game checks each move as
/// always.
pub fn solve_with_tables(
    g: Game,
    rs: &RuleSet,
    limits: Limits,
    from: SavedTables,
    progress: &mut dyn FnMut(Progress),
) -> Result<(Outcome, SavedTables), String> {
    run(g, rs, limits, from, None, true, progress)
}

/// As [`solve_with_tables`], the tables also handed to `checkpoint` between iterations.
pub fn solve_with_checkpoints<'a>(
    g: Game,
    rs: &'a RuleSet,
    limits: Limits,
    from: SavedTables,
    checkpoint: Checkpoint<'a>,
    progress: &mut dyn FnMut(Progress),
) -> Result<(Outcome, SavedTables), String> {
    run(g, rs, limits, from, Some(checkpoint), true, progress)
}

/// The solve: [`solve_with_tables`], with checkpoints if given, the tables given back only if
/// `keep`.
fn run<'a>(
    mut g: Game,
    rs: &'a RuleSet,
    limits: Limits,
    from: SavedTables,
    checkpoint: Option<Checkpoint<'a>>,
    keep: bool,
    progress: &mut dyn FnMut(Progress),
) -> Result<(Outcome, SavedTables), String> {
    let before = from.nodes;
    let geo = g.geo;
    let mut s = Engine::new(rs, geo, limits, from, checkpoint);
    let (lo, hi, depth) = s.bounds(&mut g, None, None, progress);
    let reuse = s.reuse();
    let mut pv = Vec::new();
    if lo == hi && s.stopped().is_none() {
        // Walk one optimal game: at each node, the first move whose value is the node's.
        let want = lo;
        // Under a rule set with endless games a walk that keeps the value need not end (a
        // ko taken back and forth keeps it): it stops at this length, and an unfinished
        // walk is no optimal game (the table keeps only a finished one).
        let cap = 4 * depth as usize + 4 * geo.points() + 8;
        while !g.is_over() && s.stopped().is_none() && pv.len() < cap {
            let mut next = None;
            // The tables' best move first (the search's own choice, most often confirmed at
            // once), then the pass, then the rest.
            let best = s.table_best(&g);
            let mut moves = g.legal_moves();
            moves.sort_by_key(|m| (Some(*m) != best, !matches!(m, SMove::Pass(_))));
            // With many threads the shared tables' best move may be one whose check never
            // decides (under a rule set with endless games the bounds of a child can stay
            // apart): each check has a node cap, every move is tried, and the cap grows until
            // a move is proved to keep the value ("Many threads"). One thread: no cap, one
            // round, as before.
            let mut check_cap = matches!(s, Engine::Many(_)).then_some(1u64 << 16);
            loop {
                let mut undecided = false;
                for &mv in &moves {
                    g.play(mv);
                    let black_moved = g.nodes[g.nodes.len() - 2].to_move == 0;
                    // The mover keeps the value iff the child's value reaches it (it cannot
                    // pass it): Black's move iff the child's value is at least `want`,
                    // White's iff it is not at least `want + 1`.
                    let aim = if black_moved { want } else { want + 1 };
                    let (clo, chi, _) = s.bounds(&mut g, Some(aim), check_cap, &mut |_| {});
                    let keeps = if black_moved {
                        clo >= want
                    } else {
                        chi <= want
                    };
                    if keeps && s.stopped().is_none() {
                        next = Some(mv);
                        break;
                    }
                    undecided |= !decided(Some(aim), clo, chi);
                    g.undo();
                }
                match check_cap {
                    Some(c) if next.is_none() && undecided && s.stopped().is_none() => {
                        check_cap = Some(c.saturating_mul(4));
                    }
                    _ => break,
                }
            }
            match next {
                Some(mv) => pv.push(mv),
                None => break,
            }
        }
    }
    let mut tables = if keep {
        s.take_tables()
    } else {
        SavedTables::default()
    };
    tables.nodes = before + s.nodes();
    Ok((
        Outcome {
            lower: lo,
            upper: hi,
            pv,
            nodes: s.nodes(),
            depth,
            stopped: s.stopped(),
            reuse,
        },
        tables,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// A random board of `n` points as a least image would hold it (black << 32 | white).
    fn board(rng: &mut ChaCha8Rng, n: u32) -> u64 {
        let (mut b, mut w) = (0u64, 0u64);
        for p in 0..n {
            match rng.random_range(0..3) {
                0 => b |= 1 << p,
                1 => w |= 1 << p,
                _ => {}
            }
        }
        b << 32 | w
    }

    /// The summary of reached boards never says "not reached" of a board in the set, however
    /// the set is put together from parts (by `|=`, as [`Info::absorb`] and the table entries
    /// compose it: `proofs/solver.md`, "Computing touched and seen"); and the stone counts
    /// do tell apart boards of other counts (up to 14 stones every pair has its own bit).
    #[test]
    fn seen_never_says_not_reached_of_a_reached_board() {
        let mut rng = ChaCha8Rng::seed_from_u64(128);
        for n in [3, 8, 12, 16, 20, 32] {
            for size in [1, 2, 5, 40, 300] {
                let boards: Vec<u64> = (0..size).map(|_| board(&mut rng, n)).collect();
                // Parts of random sizes, each summarised, then joined.
                let mut all = Seen::default();
                let mut part = Seen::default();
                for &b in &boards {
                    part |= Seen::of(b);
                    if rng.random_range(0..4) == 0 {
                        all |= part;
                        part = Seen::default();
                    }
                }
                all |= part;
                for &b in &boards {
                    assert!(
                        all.may_hold(b),
                        "{n} points, {size} boards: {b:#x} said unreached"
                    );
                }
            }
        }
        // One black stone reached: no board of other counts up to 14 stones is.
        let one = Seen::of(1 << 32);
        for b in 0..=7u32 {
            for w in 0..=7u32 {
                let x = ((1u64 << b) - 1) << 32 | ((1u64 << w) - 1) << 8;
                assert_eq!(one.may_hold(x), (b, w) == (1, 0), "{b} black, {w} white");
            }
        }
    }

    /// Every clean position-table entry a solve leaves holds wherever the reuse rule admits
    /// it: on random games (fixed seed) on 1x5, 2x3 and 2x2 under positional and situational
    /// superko, at each node whose position has a clean entry that [`Solver::admitted`] (the
    /// look-up [`Solver::ab`] makes) lets this history use, the entry's bounds hold the value the solver finds with the position
    /// table off (the history-keyed table only: keyed by all the history the ko rule reads).
    /// This checks the theorem of `proofs/solver.md` ("The position table") on the entries
    /// themselves, where the value tests see only the root. Checked by mutation: dropping
    /// `tinfo` from the early returns of [`Solver::ab`] ("Which entries a node's report
    /// carries") fails it on 1x5 psk, and so does leaving a reused entry's `touched` out of
    /// `tinfo` (on 2x3 psk); the value tests caught neither.
    #[test]
    fn clean_entries_hold_wherever_the_reuse_rule_admits_them() {
        let mut rng = ChaCha8Rng::seed_from_u64(2026);
        let (mut checked, mut with_capture) = (0, 0);
        for (b, rules) in [
            ("1x5", "psk"),
            ("1x5", "ssk"),
            ("2x3", "psk"),
            ("2x3", "ssk"),
            ("2x2", "psk"),
            ("2x2", "ssk"),
        ] {
            let geo = Geometry::parse(b).unwrap();
            let rs = super::super::rules::parse(rules).unwrap().remove(0);
            let limits = Limits {
                nodes: 20_000_000,
                ..Limits::default()
            };
            let (out, saved) = solve_with_tables(
                Game::new(geo, rs.rules),
                &rs,
                limits,
                SavedTables::default(),
                &mut |_| {},
            )
            .unwrap();
            assert!(out.value().is_some(), "{b} {rules}: {:?}", out.stopped);
            let SavedTables {
                tt,
                pt,
                refute: [r0, r1],
                ..
            } = saved;
            let mut s: Solver<Owned> = Solver::new(&rs, geo, limits, (tt, pt, [r0, r1]));
            let plain = Limits {
                position_table: false,
                ..limits
            };
            for _ in 0..150 {
                let mut g = Game::new(geo, rs.rules);
                let len = rng.random_range(2..16);
                for _ in 0..len {
                    if g.is_over() {
                        break;
                    }
                    s.fill_canon(&g, 0);
                    let me = g.nodes.len() - 1;
                    let cur = *g.current();
                    let (_, psym) = least_image(cur.stones, &s.syms);
                    let kp = position_key(&rs, &g, s.canon[me]);
                    if let Some(e) = s.pt.get(&kp) {
                        if me > 0 && s.admitted(&g, e, psym).is_some() {
                            let offset = s.offset(&cur);
                            let (lo, hi) = (s.read_bound(e.lo, offset), s.read_bound(e.hi, offset));
                            let v = solve_from(g.clone(), &rs, plain, &mut |_| {})
                                .unwrap()
                                .value()
                                .expect("the plain solve finishes");
                            assert!(
                                lo <= v && v <= hi,
                                "{b} {rules} after {:?}: the entry says [{lo}, {hi}], the value is {v}",
                                g.moves
                            );
                            checked += 1;
                            with_capture += (cur.prisoners != [0, 0]) as usize;
                        }
                    }
                    // A random real move, a pass now and then (not after a pass, so the
                    // game rarely ends on the way).
                    let moves = g.legal_moves();
                    let (passes, real): (Vec<SMove>, Vec<SMove>) =
                        moves.iter().partition(|m| matches!(m, SMove::Pass(_)));
                    let last_pass = matches!(g.moves.last(), Some(SMove::Pass(_)));
                    let mv = if real.is_empty() || (!last_pass && rng.random_range(0..8) == 0) {
                        passes[0]
                    } else {
                        real[rng.random_range(0..real.len())]
                    };
                    g.play(mv);
                }
            }
        }
        assert!(
            checked >= 2000 && with_capture >= 500,
            "{checked} {with_capture}"
        );
    }

    /// The history key kept along the path (`fill_canon`'s set hashes, as the search keeps
    /// them: a node at a time, with undos and other branches) is the key [`canonical`]
    /// computes from the whole game, at every node of random walks on boards with 1, 2, 4 and
    /// 8 symmetries, under every ko rule whose key is a set of earlier items (positional and
    /// situational superko, suicide allowed, four passes, JPD-A11's pass stones, territory),
    /// passes and repeated items included.
    #[test]
    fn the_path_cache_gives_the_history_key() {
        let mut rng = ChaCha8Rng::seed_from_u64(1130);
        let (mut checked, mut repeats) = (0, 0);
        for b in ["1x5", "2x3", "3x3", "2x4", "3x4"] {
            for rules in ["psk", "ssk", "tt", "psk-4", "jpd", "psk/territory"] {
                let geo = Geometry::parse(b).unwrap();
                let rs = super::super::rules::parse(rules).unwrap().remove(0);
                assert!(key::keyed_by_set(&rs), "{rules}");
                let mut s: Solver<Owned> =
                    Solver::new(&rs, geo, Limits::default(), Default::default());
                assert!(s.by_set);
                for _ in 0..40 {
                    let mut g = Game::new(geo, rs.rules);
                    s.clear_path();
                    for _ in 0..rng.random_range(4..40) {
                        if g.is_over() {
                            break;
                        }
                        // Sometimes back up a few moves first (another branch of the search).
                        if g.moves.len() > 2 && rng.random_bool(0.2) {
                            for _ in 0..rng.random_range(1..3) {
                                g.undo();
                            }
                        }
                        let moves = g.legal_moves();
                        let m = moves[rng.random_range(0..moves.len())];
                        assert!(g.play(m));
                        let me = g.nodes.len() - 1;
                        s.fill_canon(&g, me);
                        let (cur, earlier) = g.nodes.split_last().unwrap();
                        let item = key::item_of(&rs, cur, &|m| m);
                        if earlier.iter().any(|n| key::item_of(&rs, n, &|m| m) == item) {
                            repeats += 1;
                        }
                        assert_eq!(
                            s.history_key(&g),
                            canonical(&rs, &g, &s.syms),
                            "{b} {rules} after {:?}",
                            g.moves
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked >= 10_000 && repeats >= 1_000, "{checked} {repeats}");
    }
}
