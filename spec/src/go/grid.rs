//! The plain Go board of the reference model: a grid of cells, with blocks and liberties
//! found by full flood fills every time (JPD-A6, JPD-A7). No incremental state, no hashing:
//! this is the model the engine is checked against, written to be obviously correct.

use serde::Serialize;
use std::fmt;

/// A side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Color {
    /// Black, who moves first in an even game.
    Black,
    /// White.
    White,
}

impl Color {
    /// The other side.
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

/// One board point's content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Cell {
    /// No stone.
    Empty,
    /// A stone of this colour.
    Stone(Color),
}

/// A board point: `x` counts columns from the left, `y` rows from the top, both from 0
/// (the order SGF uses). The guide's diagrams number rows from the bottom: see
/// [`Point::guide_name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Point {
    /// Column, counted from the left from 0.
    pub x: usize,
    /// Row, counted from the top from 0.
    pub y: usize,
}

impl Point {
    /// The point in column `x` (from the left) and row `y` (from the top).
    pub fn new(x: usize, y: usize) -> Point {
        Point { x, y }
    }

    /// The point's name as the guide writes it: column letter from the left, row number
    /// from the bottom (`a1` is the bottom-left corner).
    pub fn guide_name(self, height: usize) -> String {
        let col = (b'a' + self.x as u8) as char;
        format!("{}{}", col, height - self.y)
    }
}

/// A rectangular board of `width` columns and `height` rows.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Grid {
    width: usize,
    height: usize,
    cells: Vec<Cell>,
}

impl Grid {
    /// An empty board. Panics only on a zero dimension, which no caller may ask for
    /// (the engine and the readers reject such sizes with an error first).
    pub fn empty(width: usize, height: usize) -> Grid {
        assert!(width >= 1 && height >= 1, "a board has at least one point");
        Grid {
            width,
            height,
            cells: vec![Cell::Empty; width * height],
        }
    }

    /// Reads a diagram, rows top to bottom: `X` black, `O` white, `.` or `+` empty.
    /// Spaces are ignored. Returns an error naming the row and column of a bad character
    /// or a row of the wrong length.
    ///
    /// # Example
    /// ```
    /// use qili_spec::go::grid::{Cell, Color, Grid, Point};
    ///
    /// let g = Grid::from_rows(&[
    ///     "X O .",
    ///     ". X .",
    /// ]).unwrap();
    /// assert_eq!((g.width(), g.height()), (3, 2));
    /// assert_eq!(g.get(Point::new(1, 0)), Cell::Stone(Color::White));
    /// assert_eq!(g.get(Point::new(1, 1)), Cell::Stone(Color::Black));
    /// // The white stone at the top edge has one liberty left, on its right.
    /// assert_eq!(g.liberties(&g.block(Point::new(1, 0))), vec![Point::new(2, 0)]);
    /// // Bad input names its place.
    /// let e = Grid::from_rows(&["X.", "Z."]).unwrap_err();
    /// assert!(e.contains("row 2, column 1"), "{e}");
    /// ```
    pub fn from_rows(rows: &[&str]) -> Result<Grid, String> {
        let parsed: Vec<Vec<char>> = rows
            .iter()
            .map(|r| r.chars().filter(|c| !c.is_whitespace()).collect())
            .collect();
        let height = parsed.len();
        if height == 0 {
            return Err("a diagram needs at least one row".into());
        }
        let width = parsed[0].len();
        if width == 0 {
            return Err("row 1 is empty".into());
        }
        let mut grid = Grid::empty(width, height);
        for (y, row) in parsed.iter().enumerate() {
            if row.len() != width {
                return Err(format!(
                    "row {} has {} points, row 1 has {}",
                    y + 1,
                    row.len(),
                    width
                ));
            }
            for (x, ch) in row.iter().enumerate() {
                let cell = match ch {
                    'X' | 'x' | '●' => Cell::Stone(Color::Black),
                    'O' | 'o' | '○' => Cell::Stone(Color::White),
                    '.' | '+' => Cell::Empty,
                    other => {
                        return Err(format!(
                            "row {}, column {}: unknown point '{}'",
                            y + 1,
                            x + 1,
                            other
                        ))
                    }
                };
                grid.set(Point::new(x, y), cell);
            }
        }
        Ok(grid)
    }

    /// The number of columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The number of board points.
    pub fn area(&self) -> usize {
        self.width * self.height
    }

    /// Whether `p` is a point of this board.
    pub fn contains(&self, p: Point) -> bool {
        p.x < self.width && p.y < self.height
    }

    /// The content of `p`, which must be on the board (see [`Grid::contains`]).
    pub fn get(&self, p: Point) -> Cell {
        self.cells[p.y * self.width + p.x]
    }

    /// Sets the content of `p`, which must be on the board (see [`Grid::contains`]).
    pub fn set(&mut self, p: Point, cell: Cell) {
        self.cells[p.y * self.width + p.x] = cell;
    }

    /// Every point, row by row from the top.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| Point::new(x, y)))
    }

    /// The orthogonal neighbours of a point that are on the board ("有线相连", JPD-A6).
    pub fn neighbours(&self, p: Point) -> Vec<Point> {
        let mut out = Vec::with_capacity(4);
        if p.x > 0 {
            out.push(Point::new(p.x - 1, p.y));
        }
        if p.x + 1 < self.width {
            out.push(Point::new(p.x + 1, p.y));
        }
        if p.y > 0 {
            out.push(Point::new(p.x, p.y - 1));
        }
        if p.y + 1 < self.height {
            out.push(Point::new(p.x, p.y + 1));
        }
        out
    }

    /// The block (JPD-A7: "彼此紧邻有线相连的若干棋子组成一个整体") containing the stone at
    /// `p`, by flood fill; empty if `p` is empty. Points in row-major order.
    pub fn block(&self, p: Point) -> Vec<Point> {
        let colour = match self.get(p) {
            Cell::Empty => return Vec::new(),
            Cell::Stone(c) => c,
        };
        self.flood(p, |cell| cell == Cell::Stone(colour))
    }

    /// The connected set of points around `p` whose cells satisfy `inside`, by flood fill,
    /// sorted row-major. `p` itself must satisfy `inside`.
    pub fn flood(&self, p: Point, inside: impl Fn(Cell) -> bool) -> Vec<Point> {
        let mut seen = vec![false; self.area()];
        let mut stack = vec![p];
        let mut out = Vec::new();
        seen[p.y * self.width + p.x] = true;
        while let Some(q) = stack.pop() {
            out.push(q);
            for n in self.neighbours(q) {
                let i = n.y * self.width + n.x;
                if !seen[i] && inside(self.get(n)) {
                    seen[i] = true;
                    stack.push(n);
                }
            }
        }
        out.sort_by_key(|q| (q.y, q.x));
        out
    }

    /// The liberties of a set of stones (JPD-A6: "与棋子紧邻的有线相连的空点"), sorted, without
    /// repeats.
    pub fn liberties(&self, stones: &[Point]) -> Vec<Point> {
        let mut libs: Vec<Point> = stones
            .iter()
            .flat_map(|&s| self.neighbours(s))
            .filter(|&n| self.get(n) == Cell::Empty)
            .collect();
        libs.sort_by_key(|q| (q.y, q.x));
        libs.dedup();
        libs
    }

    /// Every block on the board, each once, in row-major order of its first stone.
    pub fn blocks(&self) -> Vec<Vec<Point>> {
        let mut seen = vec![false; self.area()];
        let mut out = Vec::new();
        for p in self.points() {
            if !seen[p.y * self.width + p.x] && self.get(p) != Cell::Empty {
                let b = self.block(p);
                for q in &b {
                    seen[q.y * self.width + q.x] = true;
                }
                out.push(b);
            }
        }
        out
    }

    /// The number of stones of a colour on the board.
    pub fn count(&self, colour: Color) -> usize {
        self.cells
            .iter()
            .filter(|&&c| c == Cell::Stone(colour))
            .count()
    }

    /// The rows top to bottom, `X` black, `O` white, `.` empty.
    pub fn rows(&self) -> Vec<String> {
        (0..self.height)
            .map(|y| {
                (0..self.width)
                    .map(|x| match self.get(Point::new(x, y)) {
                        Cell::Empty => '.',
                        Cell::Stone(Color::Black) => 'X',
                        Cell::Stone(Color::White) => 'O',
                    })
                    .collect()
            })
            .collect()
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.rows() {
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_shares_its_liberties() {
        let g = Grid::from_rows(&["XX.", "O..", "..."]).unwrap();
        let b = g.block(Point::new(0, 0));
        assert_eq!(b, vec![Point::new(0, 0), Point::new(1, 0)]);
        assert_eq!(g.liberties(&b), vec![Point::new(2, 0), Point::new(1, 1)]);
        assert_eq!(g.blocks().len(), 2);
    }

    #[test]
    fn a_bad_diagram_names_its_place() {
        let e = Grid::from_rows(&["X.", "Z."]).unwrap_err();
        assert!(e.contains("row 2, column 1"), "{e}");
        let e = Grid::from_rows(&["X.", "X"]).unwrap_err();
        assert!(e.contains("row 2 has 1"), "{e}");
    }

    #[test]
    fn guide_names_count_rows_from_the_bottom() {
        assert_eq!(Point::new(2, 5).guide_name(7), "c2");
    }
}
