//! Counting games as Tromp and Farneback do (Tromp and Farneback's game counts): simple
//! paths from the empty position in the game graph ([`GameGraph`]: either colour plays one stone,
//! single-stone suicide excluded, multi-stone suicide included), faster than one path at a time.
//!
//! - **Symmetry.** A symmetry of the board (rotation, reflection) or the exchange of the colours
//!   maps the graph onto itself. If a symmetry fixes the current position and the set of positions
//!   already visited, it maps the games continuing through one neighbour onto those continuing
//!   through its image, one to one. So near the root the neighbours are grouped into orbits under
//!   that stabiliser and one neighbour per orbit is searched, weighted by the orbit's size (on 2x2,
//!   the eight first moves are one orbit).
//! - **Both cores.** The folded tree is cut at a small depth into subtrees that the threads take
//!   in turn.
//! - **Shared subtrees.** The games continuing from a position depend only on that position and on
//!   the positions still reachable from it through unvisited ones; at the depths where that set is
//!   small, subtree counts are remembered under (position, reachable set).
//!
//! The plain one-path-at-a-time count, [`super::brute_games::count`], stays as the oracle.

use crate::search::board::{Geometry, Stones};
use crate::search::graph::GameGraph;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The most positions a graph may have here (the visited set is one `u64`).
pub const MAX_NODES: usize = 64;

/// What a count found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameCount {
    /// The number of games (simple paths from the empty position, the empty game included).
    pub games: u128,
    /// The order of the symmetry group folded at the root (board symmetries x colour exchange).
    pub symmetries: usize,
    /// Subtrees handed to the threads.
    pub subtrees: usize,
    /// Paths walked one by one (the rest were counted through symmetry or the memo).
    pub walked: u64,
    /// Subtree counts taken from the memo.
    pub memo_hits: u64,
}

/// How to count.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Threads taking subtrees in turn.
    pub threads: usize,
    /// Fold symmetries down to this depth and cut the subtrees there.
    pub split_depth: usize,
    /// Remember subtree counts where at most this many positions are reachable (0: no memo).
    pub memo_reachable: u32,
    /// Entries each thread's memo may hold (the memo is cleared when full).
    pub memo_entries: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            threads: 2,
            split_depth: 6,
            memo_reachable: 24,
            memo_entries: 1 << 22,
        }
    }
}

/// The board's symmetries as permutations of point indices (row-major, as [`Geometry`]).
fn point_maps(geo: &Geometry) -> Vec<Vec<usize>> {
    let (w, h) = (geo.width, geo.height);
    let mut maps = Vec::new();
    let at = |x: usize, y: usize, ww: usize| y * ww + x;
    for t in 0..8 {
        let square = w == h;
        if t >= 4 && !square {
            break;
        }
        let mut m = vec![0; w * h];
        for y in 0..h {
            for x in 0..w {
                let (nx, ny) = match t {
                    0 => (x, y),
                    1 => (w - 1 - x, y),
                    2 => (x, h - 1 - y),
                    3 => (w - 1 - x, h - 1 - y),
                    4 => (y, x),
                    5 => (h - 1 - y, x),
                    6 => (y, w - 1 - x),
                    _ => (h - 1 - y, w - 1 - x),
                };
                m[at(x, y, w)] = at(nx, ny, w);
            }
        }
        maps.push(m);
    }
    maps
}

fn map_stones(s: Stones, m: &[usize], swap: bool) -> Stones {
    let mut out = [0u32, 0u32];
    for (side, bits) in s.iter().enumerate() {
        let side = if swap { 1 - side } else { side };
        let mut b = *bits;
        while b != 0 {
            let p = b.trailing_zeros() as usize;
            b &= b - 1;
            out[side] |= 1 << m[p];
        }
    }
    out
}

/// The graph's automorphisms from the board's symmetries and the colour exchange, as
/// permutations of the position indices; `None` if one does not map the graph onto itself (a bug).
fn automorphisms(geo: &Geometry, g: &GameGraph) -> Option<Vec<Vec<u8>>> {
    let index: HashMap<Stones, usize> = g
        .positions
        .iter()
        .enumerate()
        .map(|(i, s)| (*s, i))
        .collect();
    let mut out = Vec::new();
    for m in point_maps(geo) {
        for swap in [false, true] {
            let perm: Vec<u8> = g
                .positions
                .iter()
                .map(|s| index.get(&map_stones(*s, &m, swap)).map(|&i| i as u8))
                .collect::<Option<_>>()?;
            // An automorphism maps edges to edges.
            for (v, es) in g.edges.iter().enumerate() {
                for &u in es {
                    let (pv, pu) = (perm[v] as usize, perm[u as usize] as u32);
                    if !g.edges[pv].contains(&pu) {
                        return None;
                    }
                }
            }
            if !out.contains(&perm) {
                out.push(perm);
            }
        }
    }
    Some(out)
}

/// A subtree for the threads: the current position, the visited set, the weight.
#[derive(Clone, Copy, Debug)]
struct Task {
    v: u8,
    visited: u64,
    weight: u128,
}

/// Folds the tree from (v, visited) down to `depth`, adding the weighted paths that end above
/// the cut to `above` and pushing the subtrees at the cut.
#[allow(clippy::too_many_arguments)]
fn fold(
    adj: &[u64],
    group: &[Vec<u8>],
    stab: Vec<usize>,
    v: u8,
    visited: u64,
    weight: u128,
    depth: usize,
    above: &mut u128,
    tasks: &mut Vec<Task>,
) {
    if depth == 0 {
        tasks.push(Task { v, visited, weight });
        return;
    }
    *above += weight;
    let mut free = adj[v as usize] & !visited;
    while free != 0 {
        let u = free.trailing_zeros() as u8;
        // The orbit of u under the stabiliser; its other members are not searched.
        let mut orbit = 0u64;
        for &g in &stab {
            orbit |= 1u64 << group[g][u as usize];
        }
        free &= !orbit;
        let fixing: Vec<usize> = stab
            .iter()
            .copied()
            .filter(|&g| group[g][u as usize] == u)
            .collect();
        fold(
            adj,
            group,
            fixing,
            u,
            visited | 1u64 << u,
            weight * orbit.count_ones() as u128,
            depth - 1,
            above,
            tasks,
        );
    }
}

/// The positions reachable from `v` through positions not in `visited` (v itself included).
#[inline]
fn reachable(adj: &[u64], v: u8, visited: u64) -> u64 {
    let mut seen = 1u64 << v;
    let mut front = seen;
    while front != 0 {
        let mut next = 0u64;
        let mut f = front;
        while f != 0 {
            let x = f.trailing_zeros() as usize;
            f &= f - 1;
            next |= adj[x];
        }
        next &= !visited & !seen;
        seen |= next;
        front = next;
    }
    seen
}

/// One thread's walker: the simple paths from `v` avoiding `visited` (the path of length 0
/// included), one by one below the memo's reach.
struct Walker<'a> {
    adj: &'a [u64],
    memo: HashMap<(u8, u64), u64>,
    memo_reachable: u32,
    memo_entries: usize,
    walked: u64,
    hits: u64,
}

impl Walker<'_> {
    /// Paths from `v` (in `visited`): by the memo when few positions are reachable, else by
    /// walking until the memo's reach.
    fn paths(&mut self, v: u8, visited: u64) -> u64 {
        if self.memo_reachable > 0 {
            let r = reachable(self.adj, v, visited);
            if r.count_ones() <= self.memo_reachable {
                if let Some(&n) = self.memo.get(&(v, r)) {
                    self.hits += 1;
                    return n;
                }
                // Below here only r matters: the other positions cannot be reached.
                let n = self.walk(v, !r | 1u64 << v);
                if self.memo.len() >= self.memo_entries {
                    self.memo.clear();
                }
                self.memo.insert((v, r), n);
                return n;
            }
        }
        let mut n = 1u64;
        let mut free = self.adj[v as usize] & !visited;
        while free != 0 {
            let u = free.trailing_zeros() as u8;
            free &= free - 1;
            n += self.paths(u, visited | 1u64 << u);
        }
        self.walked += 1;
        n
    }

    /// Every path from `v`, one by one, with an explicit stack (depth at most 64).
    fn walk(&mut self, v: u8, visited: u64) -> u64 {
        let adj = self.adj;
        let mut stack = [(0u8, 0u64); MAX_NODES + 1];
        let mut d = 0usize;
        let mut seen = visited | 1u64 << v;
        stack[0] = (v, adj[v as usize] & !seen);
        let mut n = 1u64;
        loop {
            let top = &mut stack[d];
            if top.1 == 0 {
                if d == 0 {
                    break;
                }
                seen &= !(1u64 << top.0);
                d -= 1;
                continue;
            }
            let u = top.1.trailing_zeros() as u8;
            top.1 &= top.1 - 1;
            n += 1;
            let free = adj[u as usize] & !seen & !(1u64 << u);
            if free != 0 {
                seen |= 1u64 << u;
                d += 1;
                stack[d] = (u, free);
            }
        }
        self.walked += n;
        n
    }
}

/// The number of games of `geo`'s graph. `tick` is called with (subtrees done, subtrees).
pub fn count(
    geo: Geometry,
    opts: Options,
    tick: impl Fn(usize, usize) + Sync,
) -> Result<GameCount, String> {
    let g = GameGraph::build(geo);
    count_graph(geo, &g, opts, tick)
}

/// The number of games of a graph built by [`GameGraph::build`] for `geo`.
pub fn count_graph(
    geo: Geometry,
    g: &GameGraph,
    opts: Options,
    tick: impl Fn(usize, usize) + Sync,
) -> Result<GameCount, String> {
    if g.positions.len() > MAX_NODES {
        return Err(format!(
            "board {}x{}: the game graph has {} positions; game counting handles at most {MAX_NODES}",
            geo.width,
            geo.height,
            g.positions.len()
        ));
    }
    let adj: Vec<u64> = g
        .edges
        .iter()
        .map(|es| es.iter().fold(0u64, |m, &u| m | 1u64 << u))
        .collect();
    let group = automorphisms(&geo, g)
        .ok_or("a board symmetry does not map the game graph onto itself (a bug)")?;
    let mut above = 0u128;
    let mut tasks = Vec::new();
    fold(
        &adj,
        &group,
        (0..group.len()).collect(),
        0,
        1,
        1,
        opts.split_depth,
        &mut above,
        &mut tasks,
    );
    // The heaviest subtrees first, so that the threads finish together.
    tasks.sort_by_key(|t| std::cmp::Reverse(t.visited.count_ones()));
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let total = Mutex::new((0u128, 0u64, 0u64));
    let threads = opts.threads.clamp(1, 64);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                let mut w = Walker {
                    adj: &adj,
                    memo: HashMap::new(),
                    memo_reachable: opts.memo_reachable,
                    memo_entries: opts.memo_entries.max(1),
                    walked: 0,
                    hits: 0,
                };
                let mut sum = 0u128;
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(t) = tasks.get(i) else { break };
                    sum += t.weight * w.paths(t.v, t.visited) as u128;
                    tick(done.fetch_add(1, Ordering::Relaxed) + 1, tasks.len());
                }
                let mut tot = total.lock().unwrap_or_else(|e| e.into_inner());
                tot.0 += sum;
                tot.1 += w.walked;
                tot.2 += w.hits;
            });
        }
    });
    let (sum, walked, hits) = total.into_inner().unwrap_or_else(|e| e.into_inner());
    Ok(GameCount {
        games: above + sum,
        symmetries: group.len(),
        subtrees: tasks.len(),
        walked,
        memo_hits: hits,
    })
}

/// Knuth's estimate of the number of games of a graph too large to count (1x5, 2x3): `probes`
/// random games from the empty position, each chosen by picking an unvisited neighbour uniformly
/// at each step; `1 + d1 + d1*d2 + ...` (d the choices seen) is an unbiased estimate of the number
/// of simple paths. Returns the mean over the probes and the mean of each of 10 equal batches (their
/// spread shows how far to trust the mean). Fixed seed: the same answer every run.
pub fn estimate(g: &GameGraph, probes: u64, seed: u64) -> (f64, Vec<f64>) {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let n = g.positions.len();
    let mut visited = vec![false; n];
    let mut path = Vec::with_capacity(n);
    let batches = 10u64;
    let per = probes.div_ceil(batches).max(1);
    let mut means = Vec::new();
    for _ in 0..batches {
        let mut sum = 0f64;
        for _ in 0..per {
            let mut v = 0usize;
            visited[0] = true;
            path.push(0);
            let (mut weight, mut x) = (1f64, 1f64);
            loop {
                let free: Vec<usize> = g.edges[v]
                    .iter()
                    .map(|&u| u as usize)
                    .filter(|&u| !visited[u])
                    .collect();
                if free.is_empty() {
                    break;
                }
                weight *= free.len() as f64;
                x += weight;
                v = free[rng.random_range(0..free.len())];
                visited[v] = true;
                path.push(v);
            }
            for &p in &path {
                visited[p] = false;
            }
            path.clear();
            sum += x;
        }
        means.push(sum / per as f64);
    }
    let mean = means.iter().sum::<f64>() / means.len() as f64;
    (mean, means)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_estimate_is_near_the_count_where_the_count_is_known() {
        // 1x3: 907 games; Knuth's estimate is unbiased, so 20,000 probes land close.
        let g = GameGraph::build(Geometry::new(3, 1).unwrap());
        let (mean, batches) = estimate(&g, 20_000, 1);
        assert_eq!(batches.len(), 10);
        assert!((mean - 907.0).abs() < 907.0 * 0.1, "{mean}");
    }

    #[test]
    fn symmetries_of_the_small_boards() {
        // Distinct automorphisms: 1x1 has one position (every stone is suicide); 1x3 the mirror and
        // the colour exchange; 2x2 the
        // eight symmetries of the square times the colour exchange.
        for (w, h, n) in [(1, 1, 1), (2, 1, 4), (3, 1, 4), (2, 2, 16)] {
            let geo = Geometry::new(w, h).unwrap();
            let g = GameGraph::build(geo);
            assert_eq!(automorphisms(&geo, &g).map(|a| a.len()), Some(n), "{w}x{h}");
        }
    }

    #[test]
    fn folded_counts_match_the_published_table_and_the_plain_walk() {
        // go-game-counts.tsv: 1x1 1, 1x2 9, 1x3 907.
        for (n, games) in [(1, 1u128), (2, 9), (3, 907)] {
            let geo = Geometry::new(n, 1).unwrap();
            for opts in [
                Options::default(),
                Options {
                    threads: 1,
                    split_depth: 0,
                    memo_reachable: 0,
                    ..Options::default()
                },
                Options {
                    threads: 3,
                    split_depth: 2,
                    memo_reachable: 64,
                    memo_entries: 3,
                },
            ] {
                let c = count(geo, opts, |_, _| {}).unwrap();
                assert_eq!(c.games, games, "1x{n} {opts:?}");
                let g = GameGraph::build(geo);
                assert_eq!(
                    Some(c.games as u64),
                    crate::count::brute_games::count(&g, |_| {})
                );
            }
        }
    }
}
