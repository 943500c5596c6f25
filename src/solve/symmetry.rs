//! The symmetries of the board: the reflections and rotations that map the rectangle onto
//! itself (8 on a square board, 4 on a rectangle, 2 on a one-row board, where the flip across
//! the row is the identity). Go's rules read only adjacency, so a symmetric image of a game is
//! a game with the same result; the transposition table keys a position by the least of its
//! images ([`super::key::canonical`]), so the images share one entry (`proofs/solver.md`,
//! "Board symmetry").

use crate::search::board::Geometry;
use crate::search::game::SMove;

/// One symmetry of a board: a permutation of its points.
#[derive(Clone, Debug)]
pub struct Map {
    /// `to[p]`: the image of point `p`.
    to: [u8; 32],
    /// `from[q]`: the point whose image is `q` (the inverse permutation).
    from: [u8; 32],
    /// The image of a bitboard, a byte at a time: `bytes[i][b]` is the image of byte `b`
    /// in position `i` (bits `8i..8i+8`).
    bytes: Box<[[u32; 256]; 4]>,
}

impl Map {
    fn new(to: [u8; 32], n: usize) -> Map {
        let mut from = [0u8; 32];
        for (p, &q) in to.iter().enumerate().take(n) {
            from[q as usize] = p as u8;
        }
        let mut bytes = Box::new([[0u32; 256]; 4]);
        for (i, table) in bytes.iter_mut().enumerate() {
            for (b, out) in table.iter_mut().enumerate() {
                let mut m = 0u32;
                for bit in 0..8 {
                    let p = 8 * i + bit;
                    if b >> bit & 1 == 1 && p < n {
                        m |= 1 << to[p];
                    }
                }
                *out = m;
            }
        }
        Map { to, from, bytes }
    }

    /// The image of a set of points.
    #[inline]
    pub fn board(&self, m: u32) -> u32 {
        self.bytes[0][(m & 0xFF) as usize]
            | self.bytes[1][(m >> 8 & 0xFF) as usize]
            | self.bytes[2][(m >> 16 & 0xFF) as usize]
            | self.bytes[3][(m >> 24) as usize]
    }

    /// The image of a move (a pass is its own image).
    pub fn apply(&self, mv: SMove) -> SMove {
        match mv {
            SMove::Play(p) => SMove::Play(self.to[p as usize]),
            pass => pass,
        }
    }

    /// The move whose image is `mv`.
    pub fn invert(&self, mv: SMove) -> SMove {
        match mv {
            SMove::Play(p) => SMove::Play(self.from[p as usize]),
            pass => pass,
        }
    }
}

/// The distinct symmetries of `geo`, the identity first.
pub fn of(geo: &Geometry) -> Vec<Map> {
    let (w, h) = (geo.width, geo.height);
    let n = w * h;
    type F = fn(usize, usize, usize, usize) -> (usize, usize);
    let flips: [F; 4] = [
        |x, y, _, _| (x, y),
        |x, y, w, _| (w - 1 - x, y),
        |x, y, _, h| (x, h - 1 - y),
        |x, y, w, h| (w - 1 - x, h - 1 - y),
    ];
    let turns: [F; 4] = [
        |x, y, _, _| (y, x),
        |x, y, w, h| (h - 1 - y, w - 1 - x),
        |x, y, _, h| (h - 1 - y, x),
        |x, y, w, _| (y, w - 1 - x),
    ];
    let mut fs: Vec<F> = flips.to_vec();
    if w == h {
        fs.extend(turns);
    }
    let mut perms: Vec<[u8; 32]> = Vec::new();
    for f in fs {
        let mut to = [0u8; 32];
        for y in 0..h {
            for x in 0..w {
                let (x2, y2) = f(x, y, w, h);
                to[y * w + x] = (y2 * w + x2) as u8;
            }
        }
        if !perms.contains(&to) {
            perms.push(to);
        }
    }
    perms.into_iter().map(|to| Map::new(to, n)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::game::{preset, Game};

    /// By hand: 8 symmetries on 3x3 and 4x4, 4 on 2x3, 2 on 1x5, 1 on 1x1. On 3x3 (points
    /// `0 1 2 / 3 4 5 / 6 7 8`) the images of the corner 0 are the four corners, of the edge
    /// point 1 the four edge points, and the centre stays.
    #[test]
    fn by_hand() {
        let count = |w, h| of(&Geometry::new(w, h).unwrap()).len();
        assert_eq!(
            [
                count(3, 3),
                count(4, 4),
                count(2, 3),
                count(3, 2),
                count(1, 5),
                count(5, 1)
            ],
            [8, 8, 4, 4, 2, 2]
        );
        assert_eq!(count(1, 1), 1);
        let maps = of(&Geometry::new(3, 3).unwrap());
        let orbit = |p: u32| maps.iter().fold(0u32, |m, s| m | s.board(1 << p));
        assert_eq!(orbit(0), 1 << 0 | 1 << 2 | 1 << 6 | 1 << 8);
        assert_eq!(orbit(1), 1 << 1 | 1 << 3 | 1 << 5 | 1 << 7);
        assert_eq!(orbit(4), 1 << 4);
    }

    /// A symmetry keeps adjacency, so it maps a game to a game: on 4x4 and 2x3, playing the
    /// images of the moves of a game (with captures) gives the images of its boards.
    #[test]
    fn images_of_games_are_games() {
        for (w, h) in [(4, 4), (2, 3), (3, 2), (1, 6)] {
            let geo = Geometry::new(w, h).unwrap();
            let rules = preset("psk").unwrap();
            for s in of(&geo) {
                let mut a = Game::new(geo, rules);
                let mut b = Game::new(geo, rules);
                let mut seed = 12345u64;
                for _ in 0..60 {
                    let moves = a.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let mv = moves[(seed >> 33) as usize % moves.len()];
                    assert!(a.play(mv));
                    assert!(b.play(s.apply(mv)), "{w}x{h}: image of {mv:?} illegal");
                    let (x, y) = (a.current().stones, b.current().stones);
                    assert_eq!([s.board(x[0]), s.board(x[1])], y);
                    assert_eq!(s.invert(s.apply(mv)), mv);
                }
            }
        }
    }
}
