//! Benson's unconditional life on the search bitboard: the stones of one colour that no
//! sequence of opponent moves can capture while their owner passes (with suicide allowed or
//! not). Their owner can keep them on the board to the end by passing, which gives the solver a
//! static bound on the area result (they count for their owner, and so do the empty points
//! enclosed by them alone, [`safe_points`]) — see `proofs/solver.md`, "Static bounds".
//!
//! Same definition as [`crate::scoring::benson_fast`] and the spec's
//! [`qili_spec::go::life::benson`]; the tests check the three agree.

use crate::search::board::{Geometry, Stones};

/// The pass-alive stones of side `s` (0 Black, 1 White) in `stones`, as a mask.
pub fn alive(geo: &Geometry, stones: Stones, s: usize) -> u32 {
    let own = stones[s];
    if own == 0 {
        return 0;
    }
    let empty = geo.full() & !(stones[0] | stones[1]);
    let other = geo.full() & !own;
    // Blocks of `own`, and regions: connected sets of points not holding `own` (at most one
    // per point each, so fixed arrays; `live_*`: bit i for block or region i).
    let mut blocks = [0u32; 32];
    let mut nb = 0;
    let mut rest = own;
    while rest != 0 {
        let b = geo.block(own, rest & rest.wrapping_neg());
        rest &= !b;
        blocks[nb] = b;
        nb += 1;
    }
    let mut regions = [0u32; 32];
    let mut nr = 0;
    let mut rest = other;
    while rest != 0 {
        let r = geo.block(other, rest & rest.wrapping_neg());
        rest &= !r;
        regions[nr] = r;
        nr += 1;
    }
    let (blocks, regions) = (&blocks[..nb], &regions[..nr]);
    let mut live_blocks: u64 = (1u64 << nb) - 1;
    let mut live_regions: u64 = (1u64 << nr) - 1;
    loop {
        let mut changed = false;
        // A block needs two vital regions: regions all of whose empty points are its liberties.
        for (bi, &b) in blocks.iter().enumerate() {
            if live_blocks >> bi & 1 == 0 {
                continue;
            }
            let libs = geo.spread(b) & empty;
            let vital = regions
                .iter()
                .enumerate()
                .filter(|&(ri, &r)| {
                    live_regions >> ri & 1 == 1
                        && geo.spread(r) & b != 0
                        && (r & empty) & !libs == 0
                })
                .count();
            if vital < 2 {
                live_blocks &= !(1 << bi);
                changed = true;
            }
        }
        // A region bordered by a block that is no longer a candidate is no longer healthy.
        for (ri, &r) in regions.iter().enumerate() {
            if live_regions >> ri & 1 == 0 {
                continue;
            }
            let border = geo.spread(r) & own;
            let touches_dead = blocks
                .iter()
                .enumerate()
                .any(|(bi, &b)| live_blocks >> bi & 1 == 0 && b & border != 0);
            if touches_dead {
                live_regions &= !(1 << ri);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    blocks
        .iter()
        .enumerate()
        .filter(|&(bi, _)| live_blocks >> bi & 1 == 1)
        .fold(0, |m, (_, &b)| m | b)
}

/// The points each side can keep to the end of the game under area scoring by always passing:
/// its pass-alive stones (`alive_stones`, from [`alive`]) and every empty point all of whose
/// neighbours are its pass-alive stones. A stone of the other side on such a point would have
/// no liberty and capture nothing (a capture there would capture pass-alive stones, which no
/// sequence of the other side's moves does), so it is suicide: forbidden, or (suicide allowed)
/// taken off at once, and the point is empty again. Proof: `proofs/solver.md`, "Static bounds".
pub fn safe_points(geo: &Geometry, stones: Stones, alive_stones: [u32; 2]) -> [u32; 2] {
    let empty = geo.full() & !(stones[0] | stones[1]);
    let mut out = alive_stones;
    for (s, o) in out.iter_mut().enumerate() {
        if alive_stones[s] == 0 {
            continue;
        }
        let mut rest = empty & geo.spread(alive_stones[s]);
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest &= !bit;
            let around = geo.spread(bit);
            if around != 0 && around & !alive_stones[s] == 0 {
                *o |= bit;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoring::benson_fast;
    use qili_spec::go::grid::{Color, Grid};

    /// On every position of a 3x3 board whose points are coded in base 3 (a sample, every
    /// 7th code), the bitboard Benson marks the same stones as the engine's index-array one.
    #[test]
    fn agrees_with_the_engine_benson_on_3x3() {
        let geo = Geometry::new(3, 3).unwrap();
        let mut checked = 0;
        for code in (0..3u32.pow(9)).step_by(7) {
            let mut s: Stones = [0, 0];
            let mut c = code;
            for p in 0..9 {
                match c % 3 {
                    1 => s[0] |= 1 << p,
                    2 => s[1] |= 1 << p,
                    _ => {}
                }
                c /= 3;
            }
            let grid: Grid = geo.to_grid(s);
            for (side, colour) in [(0, Color::Black), (1, Color::White)] {
                let (stones, _) = benson_fast(&grid, colour);
                let want = stones
                    .iter()
                    .enumerate()
                    .filter(|(_, &a)| a)
                    .fold(0u32, |m, (i, _)| m | 1 << i);
                assert_eq!(alive(&geo, s, side), want, "{:?} side {side}", geo.rows(s));
                checked += 1;
            }
        }
        assert!(checked > 5000);
    }

    /// By hand. 1x5 `X.X.X`: three separate blocks; the end ones have one eye each, so
    /// none is alive. 4x2 with one block and two single-point eyes (or two corner eyes):
    /// alive; with one two-point eye: not alive.
    #[test]
    fn by_hand() {
        let geo = Geometry::new(5, 1).unwrap();
        let s = geo
            .from_grid(&Grid::from_rows(&["X.X.X"]).unwrap())
            .unwrap();
        assert_eq!(alive(&geo, s, 0), 0);
        // 4x2: `.X.X` / `XXXX`: one block, two single-point eyes: alive.
        let geo = Geometry::new(4, 2).unwrap();
        let s = geo
            .from_grid(&Grid::from_rows(&[".X.X", "XXXX"]).unwrap())
            .unwrap();
        assert_eq!(alive(&geo, s, 0), s[0]);
        let s = geo
            .from_grid(&Grid::from_rows(&[".XX.", "XXXX"]).unwrap())
            .unwrap();
        assert_eq!(alive(&geo, s, 0), s[0], "two eyes at the corners");
        let s = geo
            .from_grid(&Grid::from_rows(&["..XX", "XXXX"]).unwrap())
            .unwrap();
        assert_eq!(alive(&geo, s, 0), 0, "one two-point eye");
    }

    /// By hand. 4x2 `.X.X` / `XXXX`: the block is pass-alive and both eyes are single points
    /// bordered by it alone, so all 8 points are Black's and none White's. With a White stone
    /// in a column of its own: 5x2 `.X.XO` / `XXXXO`: Black's block
    /// still alive with its two eyes; White's column is not alive (no eye), so White keeps
    /// nothing. 4x2 `..XX` / `XXXX` (one two-point eye): nothing is alive, nothing is safe.
    #[test]
    fn safe_points_by_hand() {
        let geo = Geometry::new(4, 2).unwrap();
        let s = geo
            .from_grid(&Grid::from_rows(&[".X.X", "XXXX"]).unwrap())
            .unwrap();
        let a = [alive(&geo, s, 0), alive(&geo, s, 1)];
        assert_eq!(safe_points(&geo, s, a), [geo.full(), 0]);
        let geo = Geometry::new(5, 2).unwrap();
        let s = geo
            .from_grid(&Grid::from_rows(&[".X.XO", "XXXXO"]).unwrap())
            .unwrap();
        let a = [alive(&geo, s, 0), alive(&geo, s, 1)];
        let black = geo
            .from_grid(&Grid::from_rows(&["XXXX.", "XXXX."]).unwrap())
            .unwrap()[0];
        assert_eq!(safe_points(&geo, s, a), [black, 0]);
        let geo = Geometry::new(4, 2).unwrap();
        let s = geo
            .from_grid(&Grid::from_rows(&["..XX", "XXXX"]).unwrap())
            .unwrap();
        let a = [alive(&geo, s, 0), alive(&geo, s, 1)];
        assert_eq!(safe_points(&geo, s, a), [0, 0]);
    }
}
