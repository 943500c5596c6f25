//! The canonical frame of a position: a count that does not depend on how the board is drawn.
//!
//! Go's rules read only adjacency, so a position and its image under a symmetry of the board
//! (a reflection or rotation that maps the rectangle onto itself: 4 on a rectangle, 8 on a
//! square) must count alike. Some steps of a count must still pick among points in an order: the
//! practice count's dame fill takes the first of equally ranked fills
//! ([`super::practice::fill_dame`]) and its step 4 takes the first block short of a liberty.
//! Each such step is run in the position's **canonical frame**:
//! among the board's symmetries, the one whose image of everything the step reads (the board
//! as recorded with its dead stones) is least in a fixed total order ([`canonical`]:
//! the points' codes read row-major, the first symmetry of [`Symmetry::of_board`] on a tie); the
//! step runs on that image and its points are mapped back with the inverse symmetry and listed
//! row-major again.
//!
//! Why this makes the count orientation-free, and what it does not give, is argued in
//! `proofs/orientation.md`: a position and any mirror image of it have the same canonical image,
//! so the step does the same thing there and the results are mirror images; on a position that
//! is itself symmetric the two frames differ by a symmetry of the position, so the two results
//! differ by that symmetry and count alike. Among tied points that no symmetry of the position
//! relates, the choice is still a fixed convention (the first in the canonical frame); the
//! documents (000..004) do not order them.
//!
//! JPD's ideal final position chooses its basic eyes in the frame
//! ([`super::life::eyes_by_unit_in_frame`]). Not in the frame: HZ-5's eyes and back-filling
//! order (`crate::hz`), which read only how many points are eyes and must move together if
//! that changes (`proofs/orientation.md`, "What it does not give").

use super::grid::{Cell, Color, Grid, Point};

/// The code of a point of `g` in a frame's key: 0 empty, 1 black, 2 white.
pub fn cell_code(g: &Grid, p: Point) -> u8 {
    match g.get(p) {
        Cell::Empty => 0,
        Cell::Stone(Color::Black) => 1,
        Cell::Stone(Color::White) => 2,
    }
}

/// One symmetry of a `w` x `h` board: bit 0 mirrors left-right, bit 1 top-bottom, and bit 2
/// then transposes (only on a square board, where the transpose maps the board onto itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry(pub u8);

impl Symmetry {
    /// The identity.
    pub const IDENTITY: Symmetry = Symmetry(0);

    /// The symmetries of a `w` x `h` board, the identity first: 8 on a square, else 4.
    pub fn of_board(w: usize, h: usize) -> Vec<Symmetry> {
        let n = if w == h { 8 } else { 4 };
        (0..n).map(Symmetry).collect()
    }

    /// The image of `p` on a `w` x `h` board.
    pub fn apply(self, w: usize, h: usize, p: Point) -> Point {
        let x = if self.0 & 1 == 1 { w - 1 - p.x } else { p.x };
        let y = if self.0 & 2 == 2 { h - 1 - p.y } else { p.y };
        if self.0 & 4 == 4 {
            Point::new(y, x)
        } else {
            Point::new(x, y)
        }
    }

    /// The point whose image is `q` on a `w` x `h` board.
    pub fn invert(self, w: usize, h: usize, q: Point) -> Point {
        let (x, y) = if self.0 & 4 == 4 {
            (q.y, q.x)
        } else {
            (q.x, q.y)
        };
        let x = if self.0 & 1 == 1 { w - 1 - x } else { x };
        let y = if self.0 & 2 == 2 { h - 1 - y } else { y };
        Point::new(x, y)
    }

    /// The image of a grid.
    pub fn grid(self, g: &Grid) -> Grid {
        let (w, h) = (g.width(), g.height());
        let mut out = Grid::empty(w, h);
        for p in g.points() {
            out.set(self.apply(w, h, p), g.get(p));
        }
        out
    }

    /// The grid whose image is `g`.
    pub fn invert_grid(self, g: &Grid) -> Grid {
        let (w, h) = (g.width(), g.height());
        let mut out = Grid::empty(w, h);
        for q in g.points() {
            out.set(self.invert(w, h, q), g.get(q));
        }
        out
    }

    /// The images of points, row-major.
    pub fn points(self, w: usize, h: usize, ps: &[Point]) -> Vec<Point> {
        row_major(ps.iter().map(|&p| self.apply(w, h, p)))
    }

    /// The points whose images are `qs`, row-major.
    pub fn invert_points(self, w: usize, h: usize, qs: &[Point]) -> Vec<Point> {
        row_major(qs.iter().map(|&q| self.invert(w, h, q)))
    }
}

/// Points listed row-major.
fn row_major(ps: impl Iterator<Item = Point>) -> Vec<Point> {
    let mut v: Vec<Point> = ps.collect();
    v.sort_by_key(|q| (q.y, q.x));
    v
}

/// The canonical frame of a position on a `w` x `h` board whose points carry the codes
/// `code(p)` (what the step reads at each point): the symmetry `s` whose image, read row-major
/// (`code(s.invert(q))` for each point `q` of the image in turn), is least; on a tie the first
/// in [`Symmetry::of_board`]'s order (tied images are the same image, so the step sees the same
/// input either way).
pub fn canonical(w: usize, h: usize, code: impl Fn(Point) -> u8) -> Symmetry {
    let read = |s: Symmetry| -> Vec<u8> {
        (0..h)
            .flat_map(|y| (0..w).map(move |x| Point::new(x, y)))
            .map(|q| code(s.invert(w, h, q)))
            .collect()
    };
    let mut best = Symmetry::IDENTITY;
    let mut least = read(best);
    for s in Symmetry::of_board(w, h).into_iter().skip(1) {
        let r = read(s);
        if r < least {
            least = r;
            best = s;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_symmetry_is_undone_by_its_inverse_and_maps_the_board_onto_itself() {
        for (w, h) in [(3, 3), (4, 2), (2, 5)] {
            for s in Symmetry::of_board(w, h) {
                let mut seen = Vec::new();
                for y in 0..h {
                    for x in 0..w {
                        let p = Point::new(x, y);
                        let q = s.apply(w, h, p);
                        assert!(q.x < w && q.y < h, "{s:?} {p:?}");
                        assert_eq!(s.invert(w, h, q), p);
                        seen.push(q);
                    }
                }
                seen.sort_by_key(|q| (q.y, q.x));
                seen.dedup();
                assert_eq!(seen.len(), w * h);
            }
        }
    }

    #[test]
    fn a_position_and_its_mirror_image_have_the_same_canonical_image() {
        // A record whose count once moved with the image, `..X./.O.O`, and its top-bottom mirror `.O.O/..X.`.
        let a = Grid::from_rows(&["..X.", ".O.O"]).unwrap();
        let b = Grid::from_rows(&[".O.O", "..X."]).unwrap();
        let frame = |g: &Grid| {
            let s = canonical(g.width(), g.height(), |p| cell_code(g, p));
            s.grid(g)
        };
        assert_eq!(frame(&a), frame(&b));
        assert_ne!(a, b);
    }
}
