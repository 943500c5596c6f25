//! A compact small board for the exhaustive searches: up to 32 points, one `u32` bitboard per
//! side, blocks and liberties by shift-and-mask flood fills (JPD-A6, JPD-A7). Point `i` is
//! `y * width + x` (row-major from the top-left, as [`qili_spec::go::grid::Point`]).

use qili_spec::go::grid::{Cell, Color, Grid, Point};

/// The most points a search board may have.
pub const MAX_POINTS: usize = 25;

/// The shape of a board and the masks its flood fills need.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    full: u32,
    /// Points not in the leftmost column.
    not_left: u32,
    /// Points not in the rightmost column.
    not_right: u32,
}

/// Stones of each side: `stones[0]` Black, `stones[1]` White.
pub type Stones = [u32; 2];

/// What a real move did on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The stones of both sides after the move.
    pub stones: Stones,
    /// The opponent's stones removed.
    pub captured: u32,
    /// The mover's own stones removed (self-capture).
    pub self_captured: u32,
}

/// Index of a side: Black 0, White 1.
pub fn side(c: Color) -> usize {
    match c {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// The side of an index.
pub fn colour(s: usize) -> Color {
    if s == 0 {
        Color::Black
    } else {
        Color::White
    }
}

impl Geometry {
    /// A board of `width` columns and `height` rows, or an error naming the problem.
    pub fn new(width: usize, height: usize) -> Result<Geometry, String> {
        if width == 0 || height == 0 {
            return Err(format!(
                "board {width}x{height}: both sides must be at least 1"
            ));
        }
        if width * height > MAX_POINTS {
            return Err(format!(
                "board {width}x{height} has {} points; the search handles at most {MAX_POINTS}",
                width * height
            ));
        }
        let n = width * height;
        let full = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
        let mut left = 0u32;
        let mut right = 0u32;
        for y in 0..height {
            left |= 1 << (y * width);
            right |= 1 << (y * width + width - 1);
        }
        Ok(Geometry {
            width,
            height,
            full,
            not_left: full & !left,
            not_right: full & !right,
        })
    }

    /// Reads `MxN` (columns x rows, e.g. `1x3`, `3x3`).
    pub fn parse(s: &str) -> Result<Geometry, String> {
        let (a, b) = s
            .split_once(['x', 'X'])
            .ok_or_else(|| format!("board '{s}': expected MxN, e.g. 2x3"))?;
        let w: usize = a
            .trim()
            .parse()
            .map_err(|_| format!("board '{s}': '{a}' is not a number"))?;
        let h: usize = b
            .trim()
            .parse()
            .map_err(|_| format!("board '{s}': '{b}' is not a number"))?;
        Geometry::new(w, h)
    }

    /// The number of points, `width * height`.
    pub fn points(&self) -> usize {
        self.width * self.height
    }

    /// The mask with one bit set per point of the board.
    pub fn full(&self) -> u32 {
        self.full
    }

    /// The points orthogonally adjacent to some point of `m` (including points of `m` that
    /// are adjacent to other points of `m`).
    #[inline]
    pub fn spread(&self, m: u32) -> u32 {
        (((m & self.not_right) << 1)
            | ((m & self.not_left) >> 1)
            | (m << self.width)
            | (m >> self.width))
            & self.full
    }

    /// The block of the stones `own` that contains `seed` (a single bit of `own`).
    #[inline]
    pub fn block(&self, own: u32, seed: u32) -> u32 {
        let mut b = seed;
        loop {
            let next = (b | self.spread(b)) & own;
            if next == b {
                return b;
            }
            b = next;
        }
    }

    /// Puts a stone of side `s` on point `p` and removes what has no liberties, the
    /// opponent first, then the mover's own block (as [`qili_spec::go::game::place`]).
    /// `None` if the point is occupied.
    #[inline]
    pub fn place(&self, stones: Stones, s: usize, p: usize) -> Option<Placed> {
        let bit = 1u32 << p;
        if (stones[0] | stones[1]) & bit != 0 {
            return None;
        }
        let mut me = stones[s] | bit;
        let mut opp = stones[1 - s];
        let mut empty = self.full & !(me | opp);
        let mut captured = 0u32;
        let mut around = self.spread(bit) & opp;
        while around != 0 {
            let n = around & around.wrapping_neg();
            around &= !n;
            let blk = self.block(opp, n);
            around &= !blk;
            if self.spread(blk) & empty == 0 {
                captured |= blk;
            }
        }
        opp &= !captured;
        empty |= captured;
        let own = self.block(me, bit);
        let mut self_captured = 0;
        if self.spread(own) & empty == 0 {
            self_captured = own;
            me &= !own;
        }
        let mut out = [0u32; 2];
        out[s] = me;
        out[1 - s] = opp;
        Some(Placed {
            stones: out,
            captured,
            self_captured,
        })
    }

    /// Whether every block has a liberty (a legal position, legal-positions.tsv).
    pub fn is_legal_position(&self, stones: Stones) -> bool {
        let empty = self.full & !(stones[0] | stones[1]);
        // A stone set all of whose blocks have liberties: grow the set of stones reachable
        // from the liberties; every stone must be reached.
        for own in stones {
            let mut alive = self.spread(empty) & own;
            loop {
                let next = (alive | self.spread(alive)) & own;
                if next == alive {
                    break;
                }
                alive = next;
            }
            if alive != own {
                return false;
            }
        }
        true
    }

    /// The plain-model grid of a bitboard position.
    pub fn to_grid(&self, stones: Stones) -> Grid {
        let mut g = Grid::empty(self.width, self.height);
        for i in 0..self.points() {
            let p = self.point(i);
            if stones[0] >> i & 1 == 1 {
                g.set(p, Cell::Stone(Color::Black));
            } else if stones[1] >> i & 1 == 1 {
                g.set(p, Cell::Stone(Color::White));
            }
        }
        g
    }

    /// The bitboard position of a plain-model grid of this size.
    pub fn from_grid(&self, g: &Grid) -> Result<Stones, String> {
        if g.width() != self.width || g.height() != self.height {
            return Err(format!(
                "grid is {}x{}, board is {}x{}",
                g.width(),
                g.height(),
                self.width,
                self.height
            ));
        }
        let mut s = [0u32; 2];
        for i in 0..self.points() {
            if let Cell::Stone(c) = g.get(self.point(i)) {
                s[side(c)] |= 1 << i;
            }
        }
        Ok(s)
    }

    /// The point with index `i` (row-major).
    pub fn point(&self, i: usize) -> Point {
        Point::new(i % self.width, i / self.width)
    }

    /// The row-major index of `p`.
    pub fn index(&self, p: Point) -> usize {
        p.y * self.width + p.x
    }

    /// The rows of a position as the plain model prints them.
    pub fn rows(&self, stones: Stones) -> Vec<String> {
        self.to_grid(stones).rows()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placing_captures_the_opponent_first() {
        let geo = Geometry::new(3, 3).unwrap();
        let g = Grid::from_rows(&[".OX", "OX.", "X.."]).unwrap();
        let s = geo.from_grid(&g).unwrap();
        let placed = geo.place(s, 0, 0).unwrap();
        assert_eq!(geo.rows(placed.stones), vec!["X.X", ".X.", "X.."]);
        assert_eq!(placed.captured.count_ones(), 2);
        assert_eq!(placed.self_captured, 0);
    }

    #[test]
    fn flood_fill_does_not_wrap_around_rows() {
        // On a 3x2 board the right end of the top row is not adjacent to the left end of the
        // bottom row.
        let geo = Geometry::new(3, 2).unwrap();
        let g = Grid::from_rows(&["OOX", "XO."]).unwrap();
        let s = geo.from_grid(&g).unwrap();
        assert!(
            !geo.is_legal_position(s),
            "the black stone at a1 has no liberty"
        );
        let g = Grid::from_rows(&["O.X", "XO."]).unwrap();
        assert!(!geo.is_legal_position(geo.from_grid(&g).unwrap()));
        let g = Grid::from_rows(&["..X", "XO."]).unwrap();
        assert!(geo.is_legal_position(geo.from_grid(&g).unwrap()));
    }

    #[test]
    fn bad_sizes_are_errors() {
        assert!(Geometry::parse("0x3").is_err());
        assert!(Geometry::parse("6x5").is_err());
        assert!(Geometry::parse("3by3").is_err());
        assert_eq!(Geometry::parse("2x3").unwrap().points(), 6);
    }
}
