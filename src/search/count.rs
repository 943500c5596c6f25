//! Counting games as Tromp and Farneback do (Tromp and Farneback's game counts): the
//! number of simple paths from the empty position in the game graph whose nodes are the legal
//! positions and whose edges are one stone of either colour played (colours need not
//! alternate), captures applied, single-stone suicide excluded (a self-loop), multi-stone
//! suicide included. Paths are sequences of distinct positions, so positional superko holds.

use super::board::{Geometry, Stones};
use std::collections::HashMap;

/// The game graph of a board: the positions reachable from the empty board and, for each, the
/// distinct positions one stone of either colour leads to.
#[derive(Clone, Debug)]
pub struct GameGraph {
    /// The positions, the empty board first; a position's index is its place here.
    pub positions: Vec<Stones>,
    /// For each position, the indices of the distinct positions one stone leads to.
    pub edges: Vec<Vec<u32>>,
}

impl GameGraph {
    /// Builds the graph of `geo` by breadth-first search from the empty board.
    pub fn build(geo: Geometry) -> GameGraph {
        let mut index: HashMap<Stones, u32> = HashMap::new();
        let mut positions = vec![[0u32, 0u32]];
        index.insert([0, 0], 0);
        let mut edges: Vec<Vec<u32>> = Vec::new();
        let mut i = 0;
        while i < positions.len() {
            let s = positions[i];
            let mut out = Vec::new();
            for side in 0..2 {
                for p in 0..geo.points() {
                    let Some(placed) = geo.place(s, side, p) else {
                        continue;
                    };
                    if placed.stones == s {
                        continue; // single-stone suicide: a self-loop
                    }
                    let id = *index.entry(placed.stones).or_insert_with(|| {
                        positions.push(placed.stones);
                        (positions.len() - 1) as u32
                    });
                    if !out.contains(&id) {
                        out.push(id);
                    }
                }
            }
            edges.push(out);
            i += 1;
        }
        GameGraph { positions, edges }
    }

    /// The number of edges of the graph.
    pub fn edge_count(&self) -> usize {
        self.edges.iter().map(Vec::len).sum()
    }

    /// The number of simple paths from the empty position (the empty path included), or
    /// `None` if the graph has more than 64 nodes (the visited set is one `u64`).
    /// `tick` is called every 2^24 paths with the count so far.
    pub fn count_games(&self, mut tick: impl FnMut(u64)) -> Option<u64> {
        if self.positions.len() > 64 {
            return None;
        }
        let adj: Vec<Vec<u8>> = self
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graphs_have_the_published_sizes() {
        // go-game-counts.tsv: G(1,2) has 5 nodes and 12 edges; G(1,3) 15 nodes and 42 edges.
        let g = GameGraph::build(Geometry::new(2, 1).unwrap());
        assert_eq!((g.positions.len(), g.edge_count()), (5, 12));
        let g = GameGraph::build(Geometry::new(3, 1).unwrap());
        assert_eq!((g.positions.len(), g.edge_count()), (15, 42));
    }

    #[test]
    fn game_counts_of_1x1_1x2_1x3() {
        for (n, games) in [(1, 1), (2, 9), (3, 907)] {
            let g = GameGraph::build(Geometry::new(n, 1).unwrap());
            assert_eq!(g.count_games(|_| {}), Some(games), "1x{n}");
        }
    }
}
