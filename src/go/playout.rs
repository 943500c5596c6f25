//! Random play: a legal real move chosen uniformly among those that do not fill the mover's
//! own one-point eye (every orthogonal neighbour its own stone or the edge), else a pass. The
//! benchmark's playouts and GTP's `genmove` use it.

use super::board::Point;
use super::game::{Game, Move};
use crate::rules::PassKind;
use rand::Rng;

/// A random legal move that does not fill the mover's own one-point eye; an ordinary pass if
/// there is none. `scratch` is reused between calls to avoid allocation.
pub fn random_move<R: Rng + ?Sized>(g: &Game, rng: &mut R, scratch: &mut Vec<u16>) -> Move {
    let c = g.to_move();
    let b = g.board();
    scratch.clear();
    scratch.extend_from_slice(b.empty_points());
    while !scratch.is_empty() {
        let k = rng.random_range(0..scratch.len());
        let i = scratch.swap_remove(k) as usize;
        if b.is_one_point_eye(i, c) {
            continue;
        }
        let m = Move::Play(c, b.point(i));
        if g.is_legal(m) {
            return m;
        }
    }
    Move::Pass(c, PassKind::Ordinary)
}

/// Plays random moves (see [`random_move`]) until the game is over or `max_moves` moves have
/// been played in all; returns the number of moves this call played.
pub fn random_playout<R: Rng + ?Sized>(g: &mut Game, rng: &mut R, max_moves: usize) -> usize {
    let mut scratch = Vec::with_capacity(g.board().area());
    let before = g.moves().len();
    while !g.is_over() && g.moves().len() < max_moves {
        let m = random_move(g, rng, &mut scratch);
        g.play(m).expect("random_move returns legal moves");
    }
    g.moves().len() - before
}

/// The point of a move, if it is a real move.
pub fn point_of(m: Move) -> Option<Point> {
    match m {
        Move::Play(_, p) => Some(p),
        Move::Pass(..) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::{Color, Rules};
    use rand::SeedableRng;

    #[test]
    fn playouts_end_and_never_fill_own_eyes() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for size in [1, 2, 5, 9] {
            let mut g = Game::new(Rules::CHINESE, size, size).unwrap();
            let n = random_playout(&mut g, &mut rng, 10 * size * size + 10);
            assert!(g.is_over(), "{size}x{size} after {n} moves");
            // The last pass was forced: no legal real move outside the mover's own eyes.
            let mut before = g.clone();
            assert!(before.undo());
            let b = before.board();
            let c: Color = before.to_move();
            for i in b.indices().filter(|&i| b.is_empty_at(i)) {
                let m = Move::Play(c, b.point(i));
                assert!(
                    b.is_one_point_eye(i, c) || !before.is_legal(m),
                    "{m:?} was available"
                );
            }
            // No real move filled the mover's own one-point eye.
            let mut replay = Game::new(Rules::CHINESE, size, size).unwrap();
            for &m in g.moves() {
                if let Some(p) = point_of(m) {
                    let i = replay.board().index(p);
                    assert!(!replay.board().is_one_point_eye(i, m.colour()));
                }
                replay.play(m).unwrap();
                // The board's incremental list of empty points matches a scan.
                let b = replay.board();
                let mut listed = b.empty_points().to_vec();
                listed.sort();
                let scanned: Vec<u16> = b
                    .indices()
                    .filter(|&i| b.is_empty_at(i))
                    .map(|i| i as u16)
                    .collect();
                assert_eq!(listed, scanned);
            }
        }
    }
}
