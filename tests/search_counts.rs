//! The explorer against the published game counts (go-game-counts.tsv).

use qili::count::brute_games;
use qili::search::board::Geometry;
use qili::search::graph::GameGraph;

/// 1x4 = 2,098,407,841 games (Tromp and Farneback). About two billion paths: run with
/// `cargo test --release --test search_counts -- --ignored` (also `qili audit --thorough`).
#[test]
#[ignore]
fn game_count_1x4() {
    let g = GameGraph::build(Geometry::new(4, 1).unwrap());
    assert_eq!(
        g.positions.len(),
        41,
        "L(1,4) = 41 legal positions, all reachable"
    );
    let t = std::time::Instant::now();
    assert_eq!(brute_games::count(&g, |_| {}), Some(2_098_407_841));
    eprintln!("1x4 counted in {:?}", t.elapsed());
}

#[test]
fn every_legal_position_of_1xn_is_reachable() {
    // L(1,n) from legal-positions.tsv: the game graph's node count.
    for (n, l) in [(1, 1), (2, 5), (3, 15), (4, 41), (5, 113), (6, 313)] {
        let g = GameGraph::build(Geometry::new(n, 1).unwrap());
        assert_eq!(g.positions.len(), l, "1x{n}");
    }
}
