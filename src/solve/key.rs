//! The key of a transposition-table entry: everything the rest of the game can depend on.
//!
//! The value of a position under a history-reading ko rule depends on the history, not only
//! on the board (the graph-history-interaction problem). The key therefore holds, besides the
//! board, the side to move and the ending state, the part of the history the ko rule can still
//! read from here on (`proofs/solver.md` proves each case):
//!
//! - simple ko: the board two plies back (the only earlier board the rule reads);
//! - positional superko: the set of earlier boards; situational superko: the set of earlier
//!   (board, side to move) pairs; JPD-A11: the set of earlier (board, pass stones) shapes.
//!   (No earlier board is left out: an earlier version dropped the boards lacking a stone
//!   pass-alive now, but a pass-alive block can leave the board — its owner fills its own
//!   eyes, then the opponent captures it — so a dropped board can come back; see
//!   `proofs/solver.md`.)
//! - the Ying rules read intervals, captures and passes of the whole history: the key holds
//!   the whole sequence, so a Ying entry is reused only on the same path (by the re-searches of
//!   iterative deepening).
//!
//! Sets are hashed as sets ([`SetHash`]: the number of distinct items and the sums of two
//! hashes of each), so two paths through the same earlier boards in another order share an
//! entry, and the solver can keep a path's set hash node by node instead of sorting the path
//! at every node. Keys are 128 bits (two independent 64-bit hashes). [`canonical`] keys a
//! position by the least of its symmetric images (board symmetry).

use super::rules::RuleSet;
use super::symmetry::Map;
use crate::rules::Scoring;
use crate::search::game::{Game, Node, SMove};
use qili_spec::go::game::Ko;
use qili_spec::go::game::KoRule;

/// A 128-bit key.
pub type Key = u128;

#[inline]
pub(crate) fn mix(mut z: u64) -> u64 {
    // splitmix64's finaliser.
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Two independent hashes of a sequence of words.
#[derive(Clone, Copy)]
struct H2(u64, u64);

impl H2 {
    fn new(tag: u64) -> H2 {
        H2(mix(tag), mix(tag ^ 0x5555_5555_5555_5555))
    }
    fn add(&mut self, w: u64) {
        self.0 = mix(self.0 ^ w);
        self.1 = mix(self.1.rotate_left(17) ^ w ^ 0xA5A5_A5A5_0000_0001);
    }
    fn key(self) -> Key {
        (self.0 as u128) << 64 | self.1 as u128
    }
}

/// What the ko rule reads of one earlier node, as a word (the board, and the side to move or
/// the pass stones where the rule compares them).
fn item(rs: &RuleSet, stones: [u32; 2], to_move: u8, pass_stones: [u32; 2]) -> [u64; 2] {
    let board = (stones[0] as u64) << 32 | stones[1] as u64;
    let extra = match rs.rules.ko {
        KoRule::Plain(Ko::SituationalSuperko) => to_move as u64,
        KoRule::Plain(Ko::WholeShapeWithPassStones) => {
            (pass_stones[0] as u64) << 32 | pass_stones[1] as u64
        }
        _ => 0,
    };
    [board, extra]
}

/// One earlier node's item under the board map `t` (what the ko rule compares; see [`item`]).
pub fn item_of(rs: &RuleSet, n: &Node, t: &dyn Fn(u32) -> u32) -> [u64; 2] {
    item(
        rs,
        [t(n.stones[0]), t(n.stones[1])],
        n.to_move,
        n.pass_stones,
    )
}

/// A set of items hashed as a set: how many distinct items, and the sums (mod 2^64) of two
/// independent hashes of each. Equal sets give equal values, whatever the order of insertion;
/// an item must be inserted once (the caller removes duplicates).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SetHash {
    count: u64,
    sum: [u64; 2],
}

impl SetHash {
    /// Adds an item not yet in the set.
    pub fn insert(&mut self, [a, b]: [u64; 2]) {
        self.count += 1;
        self.sum[0] = self.sum[0].wrapping_add(mix(a ^ mix(b ^ 0x5EED_0001)));
        self.sum[1] = self.sum[1].wrapping_add(mix(b ^ mix(a ^ 0x5EED_0002).rotate_left(23)));
    }

    fn add_to(self, h: &mut H2) {
        h.add(0x52 ^ self.count << 8);
        h.add(self.sum[0]);
        h.add(self.sum[1]);
    }
}

/// The set of the game's nodes' items (the current node's included) under the board map `t`,
/// computed from the whole path: the plain definition the solver's path cache must equal.
fn earlier_set(rs: &RuleSet, g: &Game, t: &dyn Fn(u32) -> u32) -> SetHash {
    let mut items: Vec<[u64; 2]> = g.nodes.iter().map(|n| item_of(rs, n, t)).collect();
    items.sort_unstable();
    items.dedup();
    let mut set = SetHash::default();
    for i in items {
        set.insert(i);
    }
    set
}

/// Whether the key of the game's nodes reads the set of earlier items and nothing else of
/// the history: the superko rules and JPD-A11, without a no-result reading. Then a caller
/// may pass each image's [`SetHash`] to [`canonical_with`] instead of having it computed.
pub fn keyed_by_set(rs: &RuleSet) -> bool {
    matches!(rs.rules.ko, KoRule::Plain(k) if k != Ko::Simple)
        && rs.rules.no_result == qili_spec::ts::cycles::NoResult::None
}

/// The key of the game's current node (the game must not be over).
pub fn key(rs: &RuleSet, g: &Game) -> Key {
    key_image(rs, g, &|m| m, None)
}

/// The key of the game's current node as the least key over the symmetric images of the
/// game (`syms`, the identity first; [`super::symmetry::of`]), and the index of the image
/// that gives it. Images of a game share their key: the table's entry is the same for all.
/// Under the Ying rules (whose key is the whole path, moves included) only the identity is
/// used.
pub fn canonical(rs: &RuleSet, g: &Game, syms: &[Map]) -> (Key, usize) {
    canonical_with(rs, g, syms, None)
}

/// As [`canonical`], with `sets[i]` the set of the game's items under `syms[i]` when the
/// caller keeps them (only where [`keyed_by_set`] holds; the solver's path cache): the same
/// key, without sorting the path.
pub fn canonical_with(
    rs: &RuleSet,
    g: &Game,
    syms: &[Map],
    sets: Option<&[SetHash]>,
) -> (Key, usize) {
    let set = |i: usize| sets.map(|v| v[i]);
    if syms.len() <= 1 || matches!(rs.rules.ko, KoRule::Ying(_)) {
        return (key_image(rs, g, &|m| m, set(0)), 0);
    }
    // The images whose current board is least; among them, the least key. The set of the
    // least boards' images is the same for every image of the game, so the key is too.
    let cur = g.current().stones;
    let mut least = u64::MAX;
    let mut ties = [0usize; 8];
    let mut n = 0;
    for (i, s) in syms.iter().enumerate() {
        let b = (s.board(cur[0]) as u64) << 32 | s.board(cur[1]) as u64;
        if b < least {
            least = b;
            n = 0;
        }
        if b == least && n < ties.len() {
            ties[n] = i;
            n += 1;
        }
    }
    if n == 1 {
        let s = &syms[ties[0]];
        return (key_image(rs, g, &|m| s.board(m), set(ties[0])), ties[0]);
    }
    ties[..n]
        .iter()
        .map(|&i| {
            let s = &syms[i];
            (key_image(rs, g, &|m| s.board(m), set(i)), i)
        })
        .min()
        .unwrap_or_else(|| (key(rs, g), 0))
}

/// Adds what the rest of the game reads of the current node besides the board: the side to
/// move, the ending state (trailing passes, suspension) and, under JPD-A11, the pass stones.
fn add_state(h: &mut H2, rs: &RuleSet, cur: &Node) {
    h.add(
        cur.to_move as u64
            | (cur.trailing as u64) << 8
            | (cur.suspended as u64) << 16
            | (cur.run_after as u64) << 24,
    );
    if matches!(rs.rules.ko, KoRule::Plain(Ko::WholeShapeWithPassStones)) {
        h.add((cur.pass_stones[0] as u64) << 32 | cur.pass_stones[1] as u64);
    }
}

/// The key of the image of the game under the board map `t`; `set`, when given, is that
/// image's [`earlier_set`] (kept by the caller).
fn key_image(rs: &RuleSet, g: &Game, t: &dyn Fn(u32) -> u32, set: Option<SetHash>) -> Key {
    let cur = g.current();
    let mut h = H2::new(0x0051_4C49);
    h.add((t(cur.stones[0]) as u64) << 32 | t(cur.stones[1]) as u64);
    add_state(&mut h, rs, cur);
    if rs.scoring == Scoring::Territory {
        // Captures so far are added to the result at the end.
        h.add((cur.prisoners[0] as i64 - cur.prisoners[1] as i64) as u64);
    }
    let n = g.nodes.len();
    match rs.rules.ko {
        KoRule::Plain(Ko::Simple) => {
            h.add(0x51);
            if n >= 2 {
                let p = g.nodes[n - 2].stones;
                h.add((t(p[0]) as u64) << 32 | t(p[1]) as u64);
            }
        }
        KoRule::Plain(_) => {
            // The set of earlier nodes' shapes.
            set.unwrap_or_else(|| earlier_set(rs, g, t)).add_to(&mut h);
        }
        KoRule::Ying(_) => {
            // The whole path.
            h.add(0x53 ^ (n as u64) << 8);
            let first = g.nodes[0];
            h.add((first.stones[0] as u64) << 32 | first.stones[1] as u64);
            h.add(first.to_move as u64);
            for m in &g.moves {
                h.add(match m {
                    SMove::Play(p) => *p as u64,
                    SMove::Pass(_) => 0xFFFF,
                });
            }
        }
    }
    // The no-result reading's part of the history (none without one).
    for w in rs.void_history(g, t) {
        h.add(w);
    }
    h.key()
}

/// The least symmetric image of a board (as the word black·2^32 + white) and the index in
/// `syms` of the first symmetry giving it (`syms` starts with the identity).
pub fn least_image(stones: [u32; 2], syms: &[Map]) -> (u64, usize) {
    let mut least = (stones[0] as u64) << 32 | stones[1] as u64;
    let mut at = 0;
    for (i, s) in syms.iter().enumerate().skip(1) {
        let b = (s.board(stones[0]) as u64) << 32 | s.board(stones[1]) as u64;
        if b < least {
            least = b;
            at = i;
        }
    }
    (least, at)
}

/// The key of the game's current **position alone** (the position table of
/// [`super::search`]): the least symmetric image of the board (`least`, from [`least_image`]),
/// the side to move and the ending state (trailing passes, suspension; pass stones under
/// JPD-A11), and nothing of the history nor of the captures (under territory scoring the table
/// holds values relative to the prisoner difference). Entries under this key are reused only
/// under the reuse rule of `proofs/solver.md` ("The position table").
pub fn position_key(rs: &RuleSet, g: &Game, least: u64) -> Key {
    let cur = g.current();
    let mut h = H2::new(0x0050_4F53);
    h.add(least);
    add_state(&mut h, rs, cur);
    h.key()
}
