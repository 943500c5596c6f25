//! Counting legal Go positions (every block has a liberty; Tromp and Farneback's legal-position counts,
//! Tromp and Farneback), for `qili legal-count`. Brute force over the 3^n colourings with the
//! search's bitboard ([`crate::search::board`]), so boards of at most [`MAX_POINTS`] points.

use crate::search::board::Geometry;

/// The largest board brute force counts (3^16 = 43 million colourings).
pub const MAX_POINTS: usize = 16;

/// L(m, n): the number of legal positions of the board, or an error if it is too large.
/// `tick` is called with (colourings done, total) every 2^20 black masks... roughly.
pub fn count(geo: Geometry, mut tick: impl FnMut(u64, u64)) -> Result<u64, String> {
    let n = geo.points();
    if n > MAX_POINTS {
        return Err(format!(
            "board {}x{} has {n} points; brute-force counting handles at most {MAX_POINTS}",
            geo.width, geo.height
        ));
    }
    let full = geo.full();
    let total_black = 1u64 << n;
    let mut legal = 0u64;
    for b in 0..=full {
        let comp = full & !b;
        // Every white set inside the complement of the black set.
        let mut w: u32 = 0;
        loop {
            if geo.is_legal_position([b, w]) {
                legal += 1;
            }
            if w == comp {
                break;
            }
            w = (w.wrapping_sub(comp)) & comp;
        }
        if b & 0xFFF == 0 {
            tick(b as u64, total_black);
        }
    }
    Ok(legal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_position_counts_match_the_published_table() {
        // legal-positions.tsv: L(1,n) for n = 1..8, L(2,2), and symmetry L(m,n) = L(n,m).
        let table = [
            (1, 1, 1),
            (1, 2, 5),
            (1, 3, 15),
            (1, 4, 41),
            (1, 5, 113),
            (1, 6, 313),
            (1, 7, 867),
            (1, 8, 2401),
            (2, 2, 57),
            (3, 1, 15),
        ];
        for (m, n, l) in table {
            let geo = Geometry::new(m, n).unwrap();
            assert_eq!(count(geo, |_, _| {}), Ok(l), "{m}x{n}");
        }
    }

    #[test]
    fn too_large_boards_are_an_error() {
        assert!(count(Geometry::new(5, 5).unwrap(), |_, _| {}).is_err());
    }
}
