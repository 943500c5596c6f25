//! The brute-force game count, the oracle of [`super::games`]: every simple path from the
//! empty position in the game graph ([`GameGraph`], Tromp and Farneback's game counts), one
//! by one. Paths are sequences of distinct positions, so positional superko holds.

use crate::search::graph::GameGraph;

/// The number of simple paths from the empty position of `g` (the empty path included), or
/// `None` if the graph has more than 64 nodes (the visited set is one `u64`). `tick` is called
/// every 2^24 paths with the count so far.
pub fn count(g: &GameGraph, mut tick: impl FnMut(u64)) -> Option<u64> {
    if g.positions.len() > 64 {
        return None;
    }
    let adj: Vec<Vec<u8>> = g
        .edges
        .iter()
        .map(|e| e.iter().map(|&v| v as u8).collect())
        .collect();
    let mut count = 0u64;
    // Iterative DFS: stack of (node, next edge index); visited bitmask.
    let mut stack: Vec<(u8, usize)> = vec![(0, 0)];
    let mut visited: u64 = 1;
    count += 1;
    while let Some(top) = stack.last_mut() {
        let (v, ref mut k) = *top;
        let list = &adj[v as usize];
        let mut pushed = false;
        while *k < list.len() {
            let u = list[*k];
            *k += 1;
            if visited >> u & 1 == 0 {
                visited |= 1 << u;
                count += 1;
                if count & 0xFF_FFFF == 0 {
                    tick(count);
                }
                stack.push((u, 0));
                pushed = true;
                break;
            }
        }
        if !pushed {
            visited &= !(1u64 << v);
            stack.pop();
        }
    }
    Some(count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::board::Geometry;

    /// go-game-counts.tsv: 1, 9 and 907 games on 1x1, 1x2 and 1x3.
    #[test]
    fn game_counts_of_1x1_1x2_1x3() {
        for (n, games) in [(1, 1), (2, 9), (3, 907)] {
            let g = GameGraph::build(Geometry::new(n, 1).unwrap());
            assert_eq!(count(&g, |_| {}), Some(games), "1x{n}");
        }
    }
}
