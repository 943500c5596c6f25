//! The basic types of the Xiangqi engine: sides, piece kinds, pieces, squares and moves, in
//! the style of the `shakmaty` chess crate.
//!
//! Coordinates follow ICCS (document 004, GUIDE section XQ): files `a`..`i` from
//! Red's left, ranks `0`..`9` from Red's side. A [`Square`] is `rank * 9 + file`.

use serde::Serialize;
use std::fmt;

/// A side. Red moves first (FEN `w`), Black second (FEN `b`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Color {
    /// Red (紅), moves first.
    Red = 0,
    /// Black (黑), moves second.
    Black = 1,
}

impl Color {
    /// Both sides, Red first.
    pub const ALL: [Color; 2] = [Color::Red, Color::Black];

    /// The other side.
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// 0 for Red, 1 for Black.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The lower-case English name, as the JSON output writes it.
    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Black => "black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A kind of piece (XQ-6 names them 帥/將 king, 仕/士 advisor, 相/象 elephant, 馬 horse,
/// 車 chariot, 炮/砲 cannon, 兵/卒 pawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Role {
    /// 帥/將, the king (general).
    King = 0,
    /// 仕/士, the advisor.
    Advisor = 1,
    /// 相/象, the elephant.
    Elephant = 2,
    /// 馬, the horse.
    Horse = 3,
    /// 車, the chariot (rook).
    Rook = 4,
    /// 炮/砲, the cannon.
    Cannon = 5,
    /// 兵/卒, the pawn.
    Pawn = 6,
}

impl Role {
    /// Every kind, in index order.
    pub const ALL: [Role; 7] = [
        Role::King,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Rook,
        Role::Cannon,
        Role::Pawn,
    ];

    #[inline]
    /// The kind's index, 0 (king) to 6 (pawn), as in [`Role::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The FEN letter as Fairy-Stockfish writes it (lower case): `k a b n r c p`.
    pub fn fen_char(self) -> char {
        match self {
            Role::King => 'k',
            Role::Advisor => 'a',
            Role::Elephant => 'b',
            Role::Horse => 'n',
            Role::Rook => 'r',
            Role::Cannon => 'c',
            Role::Pawn => 'p',
        }
    }

    /// The role of a FEN letter (either case); `h` (horse) and `e` (elephant) are accepted
    /// beside Fairy-Stockfish's `n` and `b`.
    pub fn from_fen_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'k' => Role::King,
            'a' => Role::Advisor,
            'b' | 'e' => Role::Elephant,
            'n' | 'h' => Role::Horse,
            'r' => Role::Rook,
            'c' => Role::Cannon,
            'p' => Role::Pawn,
            _ => return None,
        })
    }

    /// The WXF letter: `K A E H R C P`.
    pub fn wxf_char(self) -> char {
        match self {
            Role::King => 'K',
            Role::Advisor => 'A',
            Role::Elephant => 'E',
            Role::Horse => 'H',
            Role::Rook => 'R',
            Role::Cannon => 'C',
            Role::Pawn => 'P',
        }
    }

    /// The lower-case English name.
    pub fn name(self) -> &'static str {
        match self {
            Role::King => "king",
            Role::Advisor => "advisor",
            Role::Elephant => "elephant",
            Role::Horse => "horse",
            Role::Rook => "rook",
            Role::Cannon => "cannon",
            Role::Pawn => "pawn",
        }
    }

    /// The Chinese character of the piece for a side (Red 帥仕相傌俥炮兵, Black 將士象馬車砲卒).
    pub fn chinese(self, color: Color) -> char {
        match (color, self) {
            (Color::Red, Role::King) => '帥',
            (Color::Red, Role::Advisor) => '仕',
            (Color::Red, Role::Elephant) => '相',
            (Color::Red, Role::Horse) => '傌',
            (Color::Red, Role::Rook) => '俥',
            (Color::Red, Role::Cannon) => '炮',
            (Color::Red, Role::Pawn) => '兵',
            (Color::Black, Role::King) => '將',
            (Color::Black, Role::Advisor) => '士',
            (Color::Black, Role::Elephant) => '象',
            (Color::Black, Role::Horse) => '馬',
            (Color::Black, Role::Rook) => '車',
            (Color::Black, Role::Cannon) => '砲',
            (Color::Black, Role::Pawn) => '卒',
        }
    }
}

/// A piece: a side and a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Piece {
    /// The side.
    pub color: Color,
    /// The kind.
    pub role: Role,
}

impl Piece {
    /// The piece of a side and a kind.
    pub fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// 0..14: `color * 7 + role`.
    #[inline]
    pub fn index(self) -> usize {
        self.color.index() * 7 + self.role.index()
    }

    /// The FEN letter: upper case for Red, lower case for Black.
    pub fn fen_char(self) -> char {
        let c = self.role.fen_char();
        match self.color {
            Color::Red => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }
}

/// A board point, `rank * 9 + file` with ICCS file `a`=0..`i`=8 from Red's left and rank 0..9
/// from Red's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Number of points on the board.
    pub const COUNT: usize = 90;

    /// The point on `file` (0..9) and `rank` (0..10); `None` off the board.
    #[inline]
    pub fn new(file: i32, rank: i32) -> Option<Square> {
        if (0..9).contains(&file) && (0..10).contains(&rank) {
            Some(Square((rank * 9 + file) as u8))
        } else {
            None
        }
    }

    /// The point with index `i` (0..90). Panics on a bad index (programming error).
    #[inline]
    pub fn from_index(i: usize) -> Square {
        assert!(i < 90, "square index {i} out of range");
        Square(i as u8)
    }

    #[inline]
    pub(crate) const fn from_u8_unchecked(i: u8) -> Square {
        Square(i)
    }

    #[inline]
    /// The point's index, 0 to 89.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// ICCS file 0..9 (`a`..`i`).
    #[inline]
    pub fn file(self) -> i32 {
        (self.0 % 9) as i32
    }

    /// ICCS rank 0..10 (0 is Red's back rank).
    #[inline]
    pub fn rank(self) -> i32 {
        (self.0 / 9) as i32
    }

    /// Every square, a0, b0, ... i9.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..90u8).map(Square)
    }

    /// Whether the point is on `color`'s own side of the river.
    #[inline]
    pub fn on_own_side(self, color: Color) -> bool {
        match color {
            Color::Red => self.rank() <= 4,
            Color::Black => self.rank() >= 5,
        }
    }

    /// Whether the point is inside `color`'s palace (files d-f, ranks 0-2 or 7-9).
    #[inline]
    pub fn in_palace(self, color: Color) -> bool {
        let (f, r) = (self.file(), self.rank());
        (3..=5).contains(&f)
            && match color {
                Color::Red => r <= 2,
                Color::Black => r >= 7,
            }
    }

    /// Mirror left-right (file a <-> i).
    pub fn flip_horizontal(self) -> Square {
        Square((self.rank() * 9 + 8 - self.file()) as u8)
    }

    /// Mirror top-bottom (rank 0 <-> 9).
    pub fn flip_vertical(self) -> Square {
        Square(((9 - self.rank()) * 9 + self.file()) as u8)
    }

    /// Parses an ICCS square name such as `h2` (file letter either case, rank digit).
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let f = b[0].to_ascii_lowercase();
        if !(b'a'..=b'i').contains(&f) || !b[1].is_ascii_digit() {
            return None;
        }
        Square::new((f - b'a') as i32, (b[1] - b'0') as i32)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file() as u8) as char, self.rank())
    }
}

impl Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A move from one point to another. Written in ICCS as `h2e2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The point the piece leaves.
    pub from: Square,
    /// The point the piece goes to.
    pub to: Square,
}

impl Move {
    /// The move from `from` to `to`.
    pub fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// The ICCS text, e.g. `h2e2`.
    pub fn iccs(self) -> String {
        format!("{}{}", self.from, self.to)
    }

    /// The text Fairy-Stockfish's UCI uses: ranks counted from 1 (`h3e3` for ICCS `h2e2`).
    pub fn uci_fairy(self) -> String {
        let sq = |s: Square| format!("{}{}", (b'a' + s.file() as u8) as char, s.rank() + 1);
        format!("{}{}", sq(self.from), sq(self.to))
    }

    /// Mirror left-right.
    pub fn flip_horizontal(self) -> Move {
        Move::new(self.from.flip_horizontal(), self.to.flip_horizontal())
    }

    /// Mirror top-bottom.
    pub fn flip_vertical(self) -> Move {
        Move::new(self.from.flip_vertical(), self.to.flip_vertical())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_follow_iccs() {
        let s = Square::parse("h2").unwrap();
        assert_eq!((s.file(), s.rank()), (7, 2));
        assert_eq!(s.to_string(), "h2");
        assert_eq!(Square::parse("a0").unwrap().index(), 0);
        assert_eq!(Square::parse("i9").unwrap().index(), 89);
        assert!(Square::parse("j0").is_none());
        assert!(Square::parse("a10").is_none());
        assert_eq!(
            Square::parse("e1").unwrap().flip_vertical().to_string(),
            "e8"
        );
        assert_eq!(
            Square::parse("b2").unwrap().flip_horizontal().to_string(),
            "h2"
        );
    }

    #[test]
    fn palace_and_river() {
        assert!(Square::parse("e1").unwrap().in_palace(Color::Red));
        assert!(!Square::parse("c1").unwrap().in_palace(Color::Red));
        assert!(Square::parse("f9").unwrap().in_palace(Color::Black));
        assert!(Square::parse("a4").unwrap().on_own_side(Color::Red));
        assert!(!Square::parse("a5").unwrap().on_own_side(Color::Red));
    }
}
