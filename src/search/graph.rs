//! The game graph as Tromp and Farneback define it for their game counts: the nodes are the
//! legal positions reachable from the empty board and the edges one stone of either colour
//! played (colours need not alternate), captures applied, single-stone suicide excluded (a
//! self-loop), multi-stone suicide included. Its games (simple paths from the empty position)
//! are counted in [`crate::count`]; [`crate::search::explore`] builds the same graph with limits.

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
}
