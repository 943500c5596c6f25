//! The fast board: rectangular boards from 1 x 1 to 25 x 25, blocks kept as circular linked
//! lists of stones with pseudo-liberty counters (count, sum and sum of squares of the liberty
//! indices, so that "exactly one liberty" is a constant-time test), captures, and Zobrist
//! hashing of the stones.
//!
//! The rules of play are those of JPD-A3 to JPD-C1 (000 公理三 to 推论一): a stone goes on an
//! empty point; a block is the orthogonally connected stones of one colour (JPD-A7) and shares
//! its liberties (JPD-A6); after a move the opponent's blocks without liberties are removed
//! first (YG-9 "雙方氣應提對方"), then the mover's own block if it has none (self-capture;
//! whether that is allowed is the rules' business, see [`crate::rules::Suicide`]).

use serde::Serialize;
use std::fmt;

/// The largest board side.
pub const MAX_SIDE: usize = 25;

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
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: the index of per-side arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    fn cell(self) -> u8 {
        self as u8 + 1
    }
}

/// A board point: `x` counts columns from the left and `y` rows from the top, both from 0
/// (the order SGF and `qili_spec::go::grid::Point` use).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Point {
    /// Column, from the left from 0.
    pub x: u8,
    /// Row, from the top from 0.
    pub y: u8,
}

impl Point {
    /// The point in column `x` (from the left) and row `y` (from the top).
    pub fn new(x: usize, y: usize) -> Point {
        Point {
            x: x as u8,
            y: y as u8,
        }
    }
}

const EMPTY: u8 = 0;
const BORDER: u8 = 3;

/// Per-block data, kept at the block's root (one of its stones).
#[derive(Clone, Copy, Debug, Default)]
struct BlockInfo {
    /// Pseudo-liberties: one per (stone, adjacent empty point) pair.
    libs: u32,
    lib_sum: u32,
    lib_sumsq: u64,
    size: u32,
    /// XOR of the Zobrist keys of the block's stones.
    hash: u64,
}

/// What a real move would do, found without changing the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preview {
    /// Opponent stones the move captures.
    pub captures: usize,
    /// Own stones the move removes (the new stone's block, if it has no liberty after the
    /// captures): 0 if the move is not a self-capture.
    pub self_captures: usize,
    /// The Zobrist hash of the stones after the move.
    pub hash: u64,
}

/// A rectangular Go board with incremental block and liberty bookkeeping.
#[derive(Clone)]
pub struct Board {
    width: usize,
    height: usize,
    stride: usize,
    cells: Vec<u8>,
    /// Next stone of the same block (circular list).
    next: Vec<u16>,
    /// Root of the block a stone belongs to.
    root: Vec<u16>,
    blocks: Vec<BlockInfo>,
    hash: u64,
    keys: &'static [[u64; 2]],
    stones: [usize; 2],
    /// The empty board points, in no particular order, and each point's place in that list.
    empty: Vec<u16>,
    empty_at: Vec<u16>,
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A fixed hash of a number (for pass-stone counts and the side to move).
pub fn mix(tag: u64, n: u64) -> u64 {
    splitmix(splitmix(tag) ^ n)
}

const CELLS: usize = (MAX_SIDE + 2) * (MAX_SIDE + 2);

fn zobrist_keys() -> &'static [[u64; 2]] {
    use std::sync::OnceLock;
    static KEYS: OnceLock<Vec<[u64; 2]>> = OnceLock::new();
    KEYS.get_or_init(|| {
        (0..CELLS as u64)
            .map(|i| [splitmix(2 * i + 1), splitmix(2 * i + 2 + (1 << 40))])
            .collect()
    })
}

/// An error for a board size outside 1..=25.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeError {
    /// The requested number of columns.
    pub width: usize,
    /// The requested number of rows.
    pub height: usize,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board size {}x{} is not supported: each side must be 1..={MAX_SIDE}",
            self.width, self.height
        )
    }
}

impl std::error::Error for SizeError {}

impl Board {
    /// An empty `width` x `height` board.
    pub fn new(width: usize, height: usize) -> Result<Board, SizeError> {
        if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
            return Err(SizeError { width, height });
        }
        let stride = width + 2;
        let n = stride * (height + 2);
        let mut cells = vec![BORDER; n];
        for y in 0..height {
            for x in 0..width {
                cells[(y + 1) * stride + x + 1] = EMPTY;
            }
        }
        Ok(Board {
            width,
            height,
            stride,
            cells,
            next: (0..n as u16).collect(),
            root: (0..n as u16).collect(),
            blocks: vec![BlockInfo::default(); n],
            hash: 0,
            keys: zobrist_keys(),
            stones: [0, 0],
            empty: Vec::with_capacity(width * height),
            empty_at: vec![u16::MAX; n],
        }
        .with_empty_list())
    }

    fn with_empty_list(mut self) -> Board {
        self.relist_empty();
        self
    }

    fn relist_empty(&mut self) {
        self.empty.clear();
        for i in 0..self.cells.len() {
            self.empty_at[i] = u16::MAX;
            if self.cells[i] == EMPTY {
                self.empty_at[i] = self.empty.len() as u16;
                self.empty.push(i as u16);
            }
        }
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

    /// Whether `p` is on the board.
    pub fn contains(&self, p: Point) -> bool {
        (p.x as usize) < self.width && (p.y as usize) < self.height
    }

    /// The internal index of an on-board point.
    #[inline]
    pub fn index(&self, p: Point) -> usize {
        (p.y as usize + 1) * self.stride + p.x as usize + 1
    }

    /// The point of an internal index.
    #[inline]
    pub fn point(&self, i: usize) -> Point {
        Point::new(i % self.stride - 1, i / self.stride - 1)
    }

    /// Every on-board internal index, row-major from the top left.
    pub fn indices(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.height)
            .flat_map(move |y| (0..self.width).map(move |x| (y + 1) * self.stride + x + 1))
    }

    #[inline]
    fn neighbours(&self, i: usize) -> [usize; 4] {
        [i - self.stride, i - 1, i + 1, i + self.stride]
    }

    /// The stone at internal index `i`, if any.
    #[inline]
    pub fn at(&self, i: usize) -> Option<Color> {
        match self.cells[i] {
            1 => Some(Color::Black),
            2 => Some(Color::White),
            _ => None,
        }
    }

    /// The stone at `p`, if any (`None` also for off-board points).
    pub fn get(&self, p: Point) -> Option<Color> {
        if self.contains(p) {
            self.at(self.index(p))
        } else {
            None
        }
    }

    /// The internal indices of the empty board points, in no particular order.
    #[inline]
    pub fn empty_points(&self) -> &[u16] {
        &self.empty
    }

    #[inline]
    fn unlist_empty(&mut self, i: usize) {
        let k = self.empty_at[i] as usize;
        let last = *self.empty.last().expect("the point is listed") as usize;
        self.empty.swap_remove(k);
        if last != i {
            self.empty_at[last] = k as u16;
        }
        self.empty_at[i] = u16::MAX;
    }

    #[inline]
    fn list_empty(&mut self, i: usize) {
        self.empty_at[i] = self.empty.len() as u16;
        self.empty.push(i as u16);
    }

    /// Whether internal index `i` is an empty board point.
    #[inline]
    pub fn is_empty_at(&self, i: usize) -> bool {
        self.cells[i] == EMPTY
    }

    /// The Zobrist hash of the stones on the board (0 for the empty board).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Stones of each colour on the board.
    pub fn stones(&self, c: Color) -> usize {
        self.stones[c.index()]
    }

    #[inline]
    fn key(&self, i: usize, c: Color) -> u64 {
        self.keys[i][c.index()]
    }

    /// Real liberties of the block containing the stone at `i` (counted exactly).
    pub fn liberties(&self, i: usize) -> usize {
        let mut seen = Vec::new();
        self.for_each_stone(i, |s| {
            for n in self.neighbours(s) {
                if self.cells[n] == EMPTY && !seen.contains(&n) {
                    seen.push(n);
                }
            }
        });
        seen.len()
    }

    /// The stones of the block containing the stone at `i`.
    pub fn block_stones(&self, i: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.for_each_stone(i, |s| out.push(s));
        out
    }

    #[inline]
    fn for_each_stone(&self, i: usize, mut f: impl FnMut(usize)) {
        let mut s = i;
        loop {
            f(s);
            s = self.next[s] as usize;
            if s == i {
                break;
            }
        }
    }

    /// Whether the block rooted at `r` has no liberty other than `p` (or none at all).
    #[inline]
    fn only_liberty_is(&self, r: usize, p: usize) -> bool {
        let b = &self.blocks[r];
        if b.libs == 0 {
            return true;
        }
        let libs = b.libs as u64;
        let sum = b.lib_sum as u64;
        libs * b.lib_sumsq == sum * sum && sum == libs * p as u64
    }

    /// Whether the block rooted at `r` has no liberty at all.
    #[inline]
    fn dead(&self, r: usize) -> bool {
        self.blocks[r].libs == 0
    }

    /// What playing `c` at the empty on-board index `p` would do. The caller makes sure `p`
    /// is an empty board point.
    pub fn preview(&self, p: usize, c: Color) -> Preview {
        let me = c.cell();
        let them = c.opponent().cell();
        let mut roots = [usize::MAX; 4];
        let mut n_roots = 0;
        let mut has_lib = false;
        let mut captures = 0usize;
        let mut hash = self.hash ^ self.key(p, c);
        let mut own_size = 1usize;
        let mut own_hash = self.key(p, c);
        for n in self.neighbours(p) {
            let cell = self.cells[n];
            if cell == EMPTY {
                has_lib = true;
                continue;
            }
            if cell == BORDER {
                continue;
            }
            let r = self.root[n] as usize;
            if roots[..n_roots].contains(&r) {
                continue;
            }
            roots[n_roots] = r;
            n_roots += 1;
            if cell == them {
                if self.only_liberty_is(r, p) {
                    captures += self.blocks[r].size as usize;
                    hash ^= self.blocks[r].hash;
                    has_lib = true;
                }
            } else if cell == me {
                if !self.only_liberty_is(r, p) {
                    has_lib = true;
                }
                own_size += self.blocks[r].size as usize;
                own_hash ^= self.blocks[r].hash;
            }
        }
        if has_lib {
            Preview {
                captures,
                self_captures: 0,
                hash,
            }
        } else {
            Preview {
                captures: 0,
                self_captures: own_size,
                hash: hash ^ own_hash,
            }
        }
    }

    /// Whether playing `c` at empty index `p` leaves the new stone's block without liberties
    /// after captures (a self-capture). Faster than [`Board::preview`].
    #[inline]
    pub fn is_self_capture(&self, p: usize, c: Color) -> bool {
        let me = c.cell();
        for n in self.neighbours(p) {
            let cell = self.cells[n];
            if cell == EMPTY {
                return false;
            }
            if cell == BORDER {
                continue;
            }
            let only = self.only_liberty_is(self.root[n] as usize, p);
            if (cell == me) != only {
                // An own block with another liberty, or an opponent block that is captured.
                return false;
            }
        }
        true
    }

    /// Whether the empty index `p` is a one-point eye of `c`: every on-board neighbour is a
    /// stone of `c` (the playout policy of the benchmark does not fill these).
    #[inline]
    pub fn is_one_point_eye(&self, p: usize, c: Color) -> bool {
        let me = c.cell();
        self.neighbours(p)
            .iter()
            .all(|&n| self.cells[n] == me || self.cells[n] == BORDER)
    }

    #[inline]
    fn add_lib(&mut self, r: usize, p: usize) {
        let b = &mut self.blocks[r];
        b.libs += 1;
        b.lib_sum += p as u32;
        b.lib_sumsq += (p * p) as u64;
    }

    #[inline]
    fn remove_lib(&mut self, r: usize, p: usize) {
        let b = &mut self.blocks[r];
        b.libs -= 1;
        b.lib_sum -= p as u32;
        b.lib_sumsq -= (p * p) as u64;
    }

    /// Puts a stone of `c` on the empty index `p` and links it into its block, without
    /// captures.
    fn put_stone(&mut self, p: usize, c: Color) {
        let me = c.cell();
        self.cells[p] = me;
        self.unlist_empty(p);
        self.hash ^= self.key(p, c);
        self.stones[c.index()] += 1;
        self.next[p] = p as u16;
        self.root[p] = p as u16;
        self.blocks[p] = BlockInfo {
            libs: 0,
            lib_sum: 0,
            lib_sumsq: 0,
            size: 1,
            hash: self.key(p, c),
        };
        for n in self.neighbours(p) {
            match self.cells[n] {
                EMPTY => self.add_lib(p, n),
                BORDER => {}
                _ => {
                    let r = self.root[n] as usize;
                    self.remove_lib(r, p);
                }
            }
        }
        for n in self.neighbours(p) {
            if self.cells[n] == me {
                let a = self.root[p] as usize;
                let b = self.root[n] as usize;
                if a != b {
                    self.merge(a, b);
                }
            }
        }
    }

    /// Merges the blocks rooted at `a` and `b`; the larger one keeps its root.
    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.blocks[a].size >= self.blocks[b].size {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.root[s] = big as u16;
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        self.next.swap(big, small);
        let sb = self.blocks[small];
        let bb = &mut self.blocks[big];
        bb.libs += sb.libs;
        bb.lib_sum += sb.lib_sum;
        bb.lib_sumsq += sb.lib_sumsq;
        bb.size += sb.size;
        bb.hash ^= sb.hash;
    }

    /// Removes the block containing index `i` and returns how many stones it had.
    fn remove_block(&mut self, i: usize) -> usize {
        let c = self.at(i).expect("a stone");
        let r = self.root[i] as usize;
        let size = self.blocks[r].size as usize;
        self.hash ^= self.blocks[r].hash;
        self.stones[c.index()] -= size;
        let mut s = r;
        loop {
            self.cells[s] = EMPTY;
            self.list_empty(s);
            s = self.next[s] as usize;
            if s == r {
                break;
            }
        }
        let mut s = r;
        loop {
            let following = self.next[s] as usize;
            for n in self.neighbours(s) {
                let cell = self.cells[n];
                if cell == 1 || cell == 2 {
                    let nr = self.root[n] as usize;
                    self.add_lib(nr, s);
                }
            }
            self.next[s] = s as u16;
            self.root[s] = s as u16;
            s = following;
            if s == r {
                break;
            }
        }
        size
    }

    /// Plays `c` at the empty on-board index `p`: places the stone, removes the opponent's
    /// blocks left without liberties, then the new stone's block if it has none. Returns
    /// (opponent stones captured, own stones removed).
    pub fn play_at(&mut self, p: usize, c: Color) -> (usize, usize) {
        debug_assert_eq!(self.cells[p], EMPTY);
        self.put_stone(p, c);
        let them = c.opponent().cell();
        let mut captured = 0;
        for n in self.neighbours(p) {
            if self.cells[n] == them {
                let r = self.root[n] as usize;
                if self.dead(r) {
                    captured += self.remove_block(r);
                }
            }
        }
        let mut own = 0;
        let r = self.root[p] as usize;
        if self.dead(r) {
            own = self.remove_block(r);
        }
        (captured, own)
    }

    /// Plays `c` at `p` (see [`Board::play_at`]); `None` if `p` is off the board or occupied.
    pub fn play(&mut self, p: Point, c: Color) -> Option<(usize, usize)> {
        if !self.contains(p) {
            return None;
        }
        let i = self.index(p);
        if self.cells[i] != EMPTY {
            return None;
        }
        Some(self.play_at(i, c))
    }

    /// Sets a point for a setup position (SGF AB/AW/AE): no captures; the block data are
    /// rebuilt from scratch. A setup may leave blocks without liberties; the next move next to
    /// them treats them as the rules say (captured if the opponent's, removed with the new
    /// block if the mover's).
    pub fn set(&mut self, p: Point, stone: Option<Color>) {
        assert!(self.contains(p), "set: point off the board");
        let i = self.index(p);
        self.cells[i] = match stone {
            None => EMPTY,
            Some(c) => c.cell(),
        };
        self.rebuild();
    }

    /// Recomputes every block, liberty counter and the hash from the cells.
    fn rebuild(&mut self) {
        let cells = self.cells.clone();
        for i in self.indices().collect::<Vec<_>>() {
            self.cells[i] = EMPTY;
            self.next[i] = i as u16;
            self.root[i] = i as u16;
            self.blocks[i] = BlockInfo::default();
        }
        self.hash = 0;
        self.stones = [0, 0];
        self.relist_empty();
        for i in self.indices().collect::<Vec<_>>() {
            match cells[i] {
                1 => self.put_stone(i, Color::Black),
                2 => self.put_stone(i, Color::White),
                _ => {}
            }
        }
    }

    /// The board as rows top to bottom, `X` black, `O` white, `.` empty.
    pub fn rows(&self) -> Vec<String> {
        (0..self.height)
            .map(|y| {
                (0..self.width)
                    .map(|x| match self.get(Point::new(x, y)) {
                        None => '.',
                        Some(Color::Black) => 'X',
                        Some(Color::White) => 'O',
                    })
                    .collect()
            })
            .collect()
    }

    /// A board from rows top to bottom (`X`/`B` black, `O`/`W` white, `.`/`+` empty), without
    /// captures. Errors name the row and column of a bad character.
    pub fn from_rows(rows: &[&str]) -> Result<Board, String> {
        let height = rows.len();
        let width = rows.first().map_or(0, |r| r.chars().count());
        let mut b = Board::new(width, height).map_err(|e| e.to_string())?;
        for (y, row) in rows.iter().enumerate() {
            if row.chars().count() != width {
                return Err(format!(
                    "row {} has {} points, expected {width}",
                    y + 1,
                    row.len()
                ));
            }
            for (x, ch) in row.chars().enumerate() {
                let i = b.index(Point::new(x, y));
                b.cells[i] = match ch {
                    'X' | 'x' | 'B' => 1,
                    'O' | 'o' | 'W' => 2,
                    '.' | '+' => EMPTY,
                    other => {
                        return Err(format!(
                            "row {} column {}: unexpected character {other:?}",
                            y + 1,
                            x + 1
                        ))
                    }
                };
            }
        }
        b.rebuild();
        Ok(b)
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.width == other.width && self.height == other.height && self.cells == other.cells
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board {}x{}", self.width, self.height)?;
        for r in self.rows() {
            write!(f, "\n{r}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in self.rows() {
            writeln!(f, "{r}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert!(Board::new(0, 5).is_err());
        assert!(Board::new(26, 5).is_err());
        assert!(Board::new(1, 1).is_ok());
        assert!(Board::new(25, 25).is_ok());
    }

    #[test]
    fn corner_capture_and_self_capture() {
        // White b1... rows top to bottom: Black captures the white stone at the top left.
        let mut b = Board::from_rows(&["O..", "X..", "..."]).unwrap();
        assert_eq!(b.play(Point::new(1, 0), Color::Black), Some((1, 0)));
        assert_eq!(b.rows(), vec![".X.", "X..", "..."]);
        // White at a1 (top left) would have no liberty and captures nothing.
        let i = b.index(Point::new(0, 0));
        assert!(b.is_self_capture(i, Color::White));
        let pv = b.preview(i, Color::White);
        assert_eq!((pv.captures, pv.self_captures, pv.hash), (0, 1, b.hash()));
        assert_eq!(b.play(Point::new(0, 0), Color::White), Some((0, 1)));
        assert_eq!(b.rows(), vec![".X.", "X..", "..."]);
        assert_eq!(b.play(Point::new(1, 0), Color::White), None);
    }

    #[test]
    fn hash_matches_a_rebuilt_board() {
        let mut b = Board::from_rows(&[".XO.", "XO.O", ".XO."]).unwrap();
        b.play(Point::new(2, 1), Color::Black);
        let fresh = Board::from_rows(&[".XO.", "X.XO", ".XO."]).unwrap();
        assert_eq!(b, fresh);
        assert_eq!(b.hash(), fresh.hash());
        assert_eq!(b.liberties(b.index(Point::new(2, 1))), 1);
        let mut empties = b.empty_points().to_vec();
        empties.sort();
        let expected: Vec<u16> = b
            .indices()
            .filter(|&i| b.is_empty_at(i))
            .map(|i| i as u16)
            .collect();
        assert_eq!(empties, expected);
        assert_eq!(empties.len(), 5);
    }
}
