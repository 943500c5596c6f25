//! Legal Go positions by transfer matrix, as Tromp and Farneback count them
//! ("Combinatorics of Go"; Tromp and Farneback's legal-position counts, OEIS A094777 for n x n): a
//! position is legal when every block of stones has a liberty (JPD-A6, JPD-A7: a block without
//! liberties is taken off the board, so it never stands in a position).
//!
//! The board is swept point by point, row by row along its shorter side, so that the points
//! already swept meet the rest of the board in a *frontier* of one point per column: the last
//! swept point of each column. A frontier state records, for each frontier point, whether it is
//! empty or holds a stone, the stone's block among the frontier stones (blocks may join below the
//! frontier, so two frontier stones apart can share one) and whether that block already has a
//! liberty. Sweeping the next point (empty, Black or White) touches two swept neighbours only, the
//! point above (which leaves the frontier) and the point to its left:
//! - an empty point gives a liberty to the blocks of both;
//! - a stone joins the blocks of its colour among both and has a liberty if either is empty;
//! - the point above leaves the frontier: if it was the last frontier stone of a block that has
//!   no liberty, that block can never get one (all its neighbours are swept), so every colouring
//!   with this state is illegal and the state is dropped.
//!
//! States that agree on all of this have the same future, so they are merged (their block labels
//! canonicalised by first appearance) and their counts added; at the end, the legal positions
//! are the colourings whose every frontier block has a liberty. Counts are exact integers of as
//! many limbs as `3^points` needs ([`super::wide`]).

use super::wide;
use num_bigint::BigUint;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The widest frontier: one byte per frontier point in a `u128` state.
pub const MAX_FRONTIER: usize = 16;
/// The longest board side the sweep accepts (1 x 10000 has a 4,800-digit count).
pub const MAX_LENGTH: usize = 10_000;
/// The default budget: the most frontier states one sweep step may keep.
pub const DEFAULT_MAX_STATES: usize = 40_000_000;

/// What a sweep found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sweep {
    /// The number of legal positions.
    pub count: BigUint,
    /// The most frontier states kept after one step.
    pub max_states: usize,
    /// Frontier states kept, summed over all steps.
    pub total_states: u64,
    /// The frontier's width (the board's shorter side).
    pub frontier: usize,
}

/// How to sweep.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Threads sharing each step (the states are split between them by hash).
    pub threads: usize,
    /// The most states a step may keep; beyond it the sweep stops with an error.
    pub max_states: usize,
    /// Sweep along the longer side instead (a wider frontier: slower; a second, independent
    /// order for cross-checking a count).
    pub long_frontier: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            threads: 1,
            max_states: DEFAULT_MAX_STATES,
            long_frontier: false,
        }
    }
}

// One frontier point, one byte: EMPTY, BORDER (above the first row: no point, no liberty), or a
// stone: bit 1 set, bit 0 its colour (2 Black, 3 White), bit 2 its block's liberty, bits 3..7
// its block label.
const EMPTY: u8 = 0;
const BORDER: u8 = 1;
const LIB: u8 = 4;
const FRESH: u8 = 31;

#[inline]
fn is_stone(x: u8) -> bool {
    x & 2 != 0
}

#[inline]
fn label(x: u8) -> u8 {
    x >> 3
}

/// A block's stones on the frontier gain a liberty.
#[inline]
fn grant(cells: &mut [u8], l: u8) {
    for x in cells.iter_mut() {
        if is_stone(*x) && label(*x) == l {
            *x |= LIB;
        }
    }
}

/// Block `from` becomes part of block `to` (its liberty flags are set by the caller).
#[inline]
fn relabel(cells: &mut [u8], from: u8, to: u8) {
    for x in cells.iter_mut() {
        if is_stone(*x) && label(*x) == from {
            *x = (*x & 7) | (to << 3);
        }
    }
}

/// Labels by first appearance, packed into the state key.
#[inline]
fn canonical(cells: &[u8]) -> u128 {
    let mut map = [0xFFu8; 32];
    let mut next = 0u8;
    let mut key = 0u128;
    for (i, &x) in cells.iter().enumerate() {
        let y = if is_stone(x) {
            let l = label(x) as usize;
            if map[l] == 0xFF {
                map[l] = next;
                next += 1;
            }
            (x & 7) | (map[l] << 3)
        } else {
            x
        };
        key |= (y as u128) << (8 * i);
    }
    key
}

/// The states after sweeping column `c` (of `w`) of the next row with an empty point, a Black
/// stone and a White stone, `None` where a block is left without a liberty for good.
#[inline]
fn successors(key: u128, c: usize, w: usize) -> [Option<u128>; 3] {
    let mut base = [0u8; MAX_FRONTIER];
    for (i, x) in base.iter_mut().enumerate().take(w) {
        *x = (key >> (8 * i)) as u8;
    }
    let up = base[c];
    let left = if c > 0 { base[c - 1] } else { BORDER };
    let mut out = [None; 3];
    // Empty: a liberty for the blocks above and to the left.
    {
        let mut cells = base;
        let cells = &mut cells[..w];
        cells[c] = EMPTY;
        if is_stone(up) {
            grant(cells, label(up));
        }
        if is_stone(left) {
            grant(cells, label(left));
        }
        out[0] = Some(canonical(cells));
    }
    for (k, colour) in [(1usize, 2u8), (2, 3)] {
        let mut cells = base;
        let cells = &mut cells[..w];
        let mut lib = up == EMPTY || left == EMPTY;
        cells[c] = colour | (FRESH << 3);
        if is_stone(left) && left & 3 == colour {
            lib |= left & LIB != 0;
            relabel(cells, label(left), FRESH);
        }
        if is_stone(up) && up & 3 == colour {
            lib |= up & LIB != 0;
            relabel(cells, label(up), FRESH);
        }
        if lib {
            grant(cells, FRESH);
        }
        // The point above leaves the frontier: its block dies if it has no liberty and no
        // other frontier stone.
        if is_stone(up) && up & 3 != colour && up & LIB == 0 {
            let l = label(up);
            if !cells.iter().any(|&x| is_stone(x) && label(x) == l) {
                continue;
            }
        }
        out[k] = Some(canonical(cells));
    }
    out
}

/// A fast hasher for the `u128` state keys (murmur3's finaliser over both halves).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u128(&mut self, k: u128) {
        self.0 = mix(k);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

#[inline]
fn mix(k: u128) -> u64 {
    let mut h = (k as u64) ^ ((k >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

type KeyMap = HashMap<u128, u32, BuildHasherDefault<KeyHasher>>;

/// The states one thread keeps: keys and their counts (`limbs` limbs each).
#[derive(Default)]
struct Shard {
    keys: Vec<u128>,
    counts: Vec<u64>,
}

/// First half of a sweep step, thread `t` of `threads`: the `t`-th slice of every old shard is
/// extended by the three colourings of column `c`, the new states merged and sorted by the shard
/// (of `threads`) their hash falls in. Each part keeps its map for [`merge`].
fn extend_part(
    old: &[Shard],
    c: usize,
    w: usize,
    limbs: usize,
    t: usize,
    threads: usize,
) -> Result<Vec<(KeyMap, Shard)>, String> {
    // The next layer is about as large as this one (a few times larger early on): room for it
    // up front spares the maps their regrowths.
    let hint = old.iter().map(|s| s.keys.len()).sum::<usize>() / (threads * threads) + 16;
    let mut parts: Vec<(KeyMap, Shard)> = (0..threads)
        .map(|_| {
            (
                KeyMap::with_capacity_and_hasher(hint, Default::default()),
                Shard {
                    keys: Vec::with_capacity(hint),
                    counts: Vec::with_capacity(hint * limbs),
                },
            )
        })
        .collect();
    for shard in old {
        let n = shard.keys.len();
        for i in n * t / threads..n * (t + 1) / threads {
            let key = shard.keys[i];
            let src = &shard.counts[i * limbs..(i + 1) * limbs];
            for next in successors(key, c, w).into_iter().flatten() {
                let d = if threads > 1 {
                    (mix(next) >> 40) as usize % threads
                } else {
                    0
                };
                let (map, new) = &mut parts[d];
                let idx = *map.entry(next).or_insert_with(|| {
                    new.keys.push(next);
                    new.counts.extend(std::iter::repeat_n(0, limbs));
                    (new.keys.len() - 1) as u32
                }) as usize;
                if !wide::add(&mut new.counts[idx * limbs..(idx + 1) * limbs], src) {
                    return Err("a count outgrew its limbs (a bug: 3^points bounds it)".into());
                }
            }
        }
    }
    Ok(parts)
}

/// Second half of a sweep step: the parts of one shard from every thread, merged into the
/// largest (whose map is reused).
fn merge(mut parts: Vec<(KeyMap, Shard)>, limbs: usize) -> Result<Shard, String> {
    parts.sort_by_key(|(_, s)| std::cmp::Reverse(s.keys.len()));
    let mut rest = parts.split_off(1.min(parts.len()));
    let Some((mut map, mut base)) = parts.pop() else {
        return Ok(Shard::default());
    };
    for (_, other) in rest.drain(..) {
        for (i, &key) in other.keys.iter().enumerate() {
            let src = &other.counts[i * limbs..(i + 1) * limbs];
            let idx = *map.entry(key).or_insert_with(|| {
                base.keys.push(key);
                base.counts.extend(std::iter::repeat_n(0, limbs));
                (base.keys.len() - 1) as u32
            }) as usize;
            if !wide::add(&mut base.counts[idx * limbs..(idx + 1) * limbs], src) {
                return Err("a count outgrew its limbs (a bug: 3^points bounds it)".into());
            }
        }
    }
    Ok(base)
}

/// One sweep step over all threads: extend in slices, then merge shard by shard.
fn step(
    layer: &[Shard],
    c: usize,
    w: usize,
    limbs: usize,
    threads: usize,
) -> Result<Vec<Shard>, String> {
    if threads == 1 {
        let mut parts = extend_part(layer, c, w, limbs, 0, 1)?;
        return Ok(vec![parts.pop().map(|(_, s)| s).unwrap_or_default()]);
    }
    let extended: Vec<Result<Vec<(KeyMap, Shard)>, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| s.spawn(move || extend_part(layer, c, w, limbs, t, threads)))
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a sweep thread failed".to_string()))
            })
            .collect()
    });
    // by_dest[d]: the parts every thread made for shard d.
    let mut by_dest: Vec<Vec<(KeyMap, Shard)>> = (0..threads).map(|_| Vec::new()).collect();
    for parts in extended {
        for (d, part) in parts?.into_iter().enumerate() {
            by_dest[d].push(part);
        }
    }
    let merged: Vec<Result<Shard, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = by_dest
            .into_iter()
            .map(|parts| s.spawn(move || merge(parts, limbs)))
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a sweep thread failed".to_string()))
            })
            .collect()
    });
    merged.into_iter().collect()
}

/// L(cols, rows): the number of legal positions of the board, by transfer matrix. `tick` is
/// called after each swept point with (points swept, points, states kept).
pub fn count(
    cols: usize,
    rows: usize,
    opts: Options,
    mut tick: impl FnMut(usize, usize, usize),
) -> Result<Sweep, String> {
    if cols == 0 || rows == 0 {
        return Err(format!(
            "board {cols}x{rows}: both sides must be at least 1"
        ));
    }
    let (w, h) = if opts.long_frontier {
        (cols.max(rows), cols.min(rows))
    } else {
        (cols.min(rows), cols.max(rows))
    };
    if w > MAX_FRONTIER {
        return Err(format!(
            "board {cols}x{rows}: the sweep's frontier (the {} side) holds at most {MAX_FRONTIER} points",
            if opts.long_frontier { "longer" } else { "shorter" }
        ));
    }
    if h > MAX_LENGTH {
        return Err(format!(
            "board {cols}x{rows}: the sweep handles sides of at most {MAX_LENGTH} points"
        ));
    }
    let threads = opts.threads.clamp(1, 64);
    let points = w * h;
    let limbs = wide::limbs_for(points);
    let mut start = Shard::default();
    start
        .keys
        .push((0..w).fold(0u128, |k, i| k | (BORDER as u128) << (8 * i)));
    start.counts.push(1);
    start.counts.extend(std::iter::repeat_n(0, limbs - 1));
    let mut layer = vec![start];
    let (mut max_states, mut total_states) = (1usize, 0u64);
    for p in 0..points {
        let c = p % w;
        layer = step(&layer, c, w, limbs, threads)?;
        let states: usize = layer.iter().map(|s| s.keys.len()).sum();
        max_states = max_states.max(states);
        total_states += states as u64;
        tick(p + 1, points, states);
        if states > opts.max_states {
            return Err(format!(
                "board {cols}x{rows}: the sweep kept {states} frontier states at point {} of {points}, over the budget of {}",
                p + 1,
                opts.max_states
            ));
        }
    }
    // Legal: every block still on the frontier has a liberty.
    let mut sum = vec![0u64; limbs];
    for shard in &layer {
        for (i, &key) in shard.keys.iter().enumerate() {
            let all_free = (0..w).all(|j| {
                let x = (key >> (8 * j)) as u8;
                !is_stone(x) || x & LIB != 0
            });
            if all_free && !wide::add(&mut sum, &shard.counts[i * limbs..(i + 1) * limbs]) {
                return Err("the count outgrew its limbs (a bug: 3^points bounds it)".into());
            }
        }
    }
    Ok(Sweep {
        count: wide::to_biguint(&sum),
        max_states,
        total_states,
        frontier: w,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn l(cols: usize, rows: usize) -> String {
        count(cols, rows, Options::default(), |_, _, _| {})
            .unwrap()
            .count
            .to_string()
    }

    #[test]
    fn small_boards_match_the_published_table() {
        // legal-positions.tsv (Tromp and Farneback).
        for (m, n, c) in [
            (1, 1, "1"),
            (1, 2, "5"),
            (1, 3, "15"),
            (1, 4, "41"),
            (1, 10, "18413"),
            (2, 2, "57"),
            (3, 3, "12675"),
            (4, 4, "24318165"),
            (5, 5, "414295148741"),
        ] {
            assert_eq!(l(m, n), c, "{m}x{n}");
            assert_eq!(l(n, m), c, "{n}x{m}");
        }
    }

    #[test]
    fn both_sweep_orders_and_thread_counts_agree() {
        for (m, n) in [(2, 5), (3, 4), (3, 6), (4, 5)] {
            let a = count(m, n, Options::default(), |_, _, _| {}).unwrap();
            let b = count(
                m,
                n,
                Options {
                    threads: 3,
                    long_frontier: true,
                    ..Options::default()
                },
                |_, _, _| {},
            )
            .unwrap();
            assert_eq!(a.count, b.count, "{m}x{n}");
        }
    }

    #[test]
    fn impossible_sizes_are_errors() {
        assert!(count(0, 3, Options::default(), |_, _, _| {}).is_err());
        assert!(count(17, 17, Options::default(), |_, _, _| {}).is_err());
        assert!(count(1, MAX_LENGTH + 1, Options::default(), |_, _, _| {}).is_err());
        let tight = Options {
            max_states: 10,
            ..Options::default()
        };
        assert!(count(5, 5, tight, |_, _, _| {}).is_err());
    }
}
