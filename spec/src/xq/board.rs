//! The plain Xiangqi board of the reference model: a `[[Option<Piece>; 9]; 10]` array, FEN in
//! the form Fairy-Stockfish writes, ICCS moves, and the move rules written piece by piece as
//! the rules state them (palace, river, horse leg, elephant eye, cannon screen, facing
//! generals). Nothing here is fast; everything is a plain loop.
//!
//! Document 004 (`004_ee861ba04f2581ad.txt`) presupposes the ordinary rules; its own terms
//! used here are 吃將 (capturing the king), 將死 (checkmate) and 困斃 (not in check, every
//! move lets the king be taken: a loss), XQ-12, 第十二章 名詞解釋 4.

use std::fmt;

/// The two sides. Red moves first and sits on ranks 0-4 (ICCS ranks from Red's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Red, who moves first.
    Red,
    /// Black.
    Black,
}

impl Side {
    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Black,
            Side::Black => Side::Red,
        }
    }
    /// `"red"` or `"black"`.
    pub fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Black => "black",
        }
    }
}

/// The seven kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// 將/帥: stays in its palace, one step orthogonally.
    King,
    /// 士/仕: stays in its palace, one step diagonally.
    Advisor,
    /// 象/相: two steps diagonally, blocked at the eye, never across the river.
    Elephant,
    /// 馬: one step orthogonally then one diagonally outward, blocked at the leg.
    Horse,
    /// 車: any distance orthogonally.
    Chariot,
    /// 炮: moves like a chariot, captures by jumping exactly one screen.
    Cannon,
    /// 兵/卒: one step forward; also sideways once across the river.
    Pawn,
}

impl Kind {
    /// The FEN letter (upper case; Red's letter is upper case, Black's lower case).
    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Advisor => 'A',
            Kind::Elephant => 'B',
            Kind::Horse => 'N',
            Kind::Chariot => 'R',
            Kind::Cannon => 'C',
            Kind::Pawn => 'P',
        }
    }
    /// A strong piece (強子) of XQ-12 / 第十二章 3: chariot, horse, cannon.
    pub fn is_strong(self) -> bool {
        matches!(self, Kind::Chariot | Kind::Horse | Kind::Cannon)
    }
    /// The English name in lower case, e.g. `"chariot"`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::Advisor => "advisor",
            Kind::Elephant => "elephant",
            Kind::Horse => "horse",
            Kind::Chariot => "chariot",
            Kind::Cannon => "cannon",
            Kind::Pawn => "pawn",
        }
    }
}

/// A piece: its side and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub side: Side,
    /// What piece it is.
    pub kind: Kind,
}

impl Piece {
    /// The FEN letter: upper case for Red, lower case for Black.
    pub fn letter(self) -> char {
        let c = self.kind.letter();
        match self.side {
            Side::Red => c,
            Side::Black => c.to_ascii_lowercase(),
        }
    }
}

/// A point of the board: `file` 0-8 (ICCS a-i, from Red's left), `rank` 0-9 (ICCS, from Red's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sq {
    /// File 0-8 (ICCS `a`-`i`, from Red's left).
    pub file: i8,
    /// Rank 0-9 (from Red's side).
    pub rank: i8,
}

impl Sq {
    /// The point at `file`, `rank` (not checked: see [`Sq::on_board`]).
    pub fn new(file: i8, rank: i8) -> Sq {
        Sq { file, rank }
    }
    /// Whether the point is on the 9 x 10 board.
    pub fn on_board(self) -> bool {
        (0..9).contains(&self.file) && (0..10).contains(&self.rank)
    }
    /// The ICCS name, e.g. `e0`.
    pub fn name(self) -> String {
        format!("{}{}", (b'a' + self.file as u8) as char, self.rank)
    }
    /// The point seen in a mirror (left-right).
    pub fn mirrored(self) -> Sq {
        Sq::new(8 - self.file, self.rank)
    }
    /// The point with the board turned half a circle.
    pub fn turned(self) -> Sq {
        Sq::new(8 - self.file, 9 - self.rank)
    }
}

impl fmt::Display for Sq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// A move from one point to another (ICCS `h2e2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The point the piece leaves.
    pub from: Sq,
    /// The point the piece lands on.
    pub to: Sq,
}

impl Move {
    /// The ICCS text, e.g. `h2e2`.
    pub fn iccs(self) -> String {
        format!("{}{}", self.from.name(), self.to.name())
    }
    /// Parses one ICCS move (`h2e2`, files a-i, ranks 0-9); says what is wrong otherwise.
    pub fn parse(s: &str) -> Result<Move, String> {
        let b = s.trim().as_bytes();
        if b.len() != 4 {
            return Err(format!(
                "ICCS move `{s}` must have four characters like h2e2"
            ));
        }
        let sq = |f: u8, r: u8, which: &str| -> Result<Sq, String> {
            let f = f.to_ascii_lowercase();
            if !(b'a'..=b'i').contains(&f) {
                return Err(format!(
                    "ICCS move `{s}`: {which} file `{}` is not a-i",
                    f as char
                ));
            }
            if !r.is_ascii_digit() {
                return Err(format!(
                    "ICCS move `{s}`: {which} rank `{}` is not 0-9",
                    r as char
                ));
            }
            Ok(Sq::new((f - b'a') as i8, (r - b'0') as i8))
        };
        Ok(Move {
            from: sq(b[0], b[1], "origin")?,
            to: sq(b[2], b[3], "destination")?,
        })
    }
    /// The move seen in a mirror (left-right).
    pub fn mirrored(self) -> Move {
        Move {
            from: self.from.mirrored(),
            to: self.to.mirrored(),
        }
    }
    /// The move with the board turned half a circle.
    pub fn turned(self) -> Move {
        Move {
            from: self.from.turned(),
            to: self.to.turned(),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.iccs())
    }
}

/// Whether a piece of `kind` on `from` could reach `to` on some board, by geometry alone: a
/// necessary condition of `to` being among its [`Board::piece_targets`], which then decide
/// (blocked legs, eyes and lines, palace and river). The king reaches its neighbours and, by
/// facing, any point of its file; the chariot and the cannon their rank and file; the horse
/// the points a (1, 2) step away; the advisor and the elephant one and two diagonal steps; the
/// pawn its neighbours.
fn within_reach(kind: Kind, from: Sq, to: Sq) -> bool {
    let (df, dr) = ((to.file - from.file).abs(), (to.rank - from.rank).abs());
    match kind {
        Kind::King => df + dr == 1 || df == 0,
        Kind::Chariot | Kind::Cannon => df == 0 || dr == 0,
        Kind::Horse => (df == 1 && dr == 2) || (df == 2 && dr == 1),
        Kind::Advisor => df == 1 && dr == 1,
        Kind::Elephant => df == 2 && dr == 2,
        Kind::Pawn => df + dr == 1,
    }
}

/// A position: the pieces (`cells[rank][file]`, rank 0 is Red's back rank) and the side to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// `cells[rank][file]`: rank 0 is Red's back rank, file 0 is Red's left.
    pub cells: [[Option<Piece>; 9]; 10],
    /// The side to move.
    pub to_move: Side,
}

/// What is wrong with a FEN, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError(pub String);

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The start position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

const ORTHO: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The palace of `side`: files d-f, ranks 0-2 (Red) or 7-9 (Black).
pub fn in_palace(side: Side, sq: Sq) -> bool {
    (3..=5).contains(&sq.file)
        && match side {
            Side::Red => (0..=2).contains(&sq.rank),
            Side::Black => (7..=9).contains(&sq.rank),
        }
}

/// Whether `sq` is on `side`'s half of the board (before the river).
pub fn own_half(side: Side, sq: Sq) -> bool {
    match side {
        Side::Red => sq.rank <= 4,
        Side::Black => sq.rank >= 5,
    }
}

impl Board {
    /// A board without pieces.
    pub fn empty(to_move: Side) -> Board {
        Board {
            cells: [[None; 9]; 10],
            to_move,
        }
    }

    /// The start position ([`START_FEN`]), Red to move.
    pub fn start() -> Board {
        Board::from_fen(START_FEN).expect("the start FEN parses")
    }

    /// The piece on `sq`; `None` if the point is empty or off the board.
    pub fn at(&self, sq: Sq) -> Option<Piece> {
        if sq.on_board() {
            self.cells[sq.rank as usize][sq.file as usize]
        } else {
            None
        }
    }

    /// Puts `p` on `sq` (or empties it); panics if `sq` is off the board.
    pub fn set(&mut self, sq: Sq, p: Option<Piece>) {
        self.cells[sq.rank as usize][sq.file as usize] = p;
    }

    /// Every point, rank by rank from rank 0.
    pub fn squares() -> impl Iterator<Item = Sq> {
        (0..10).flat_map(|r| (0..9).map(move |f| Sq::new(f, r)))
    }

    /// Every piece with its point.
    pub fn pieces(&self) -> Vec<(Sq, Piece)> {
        self.each_piece().collect()
    }

    /// Every piece with its point, in the order of [`Board::pieces`], without collecting them.
    pub fn each_piece(&self) -> impl Iterator<Item = (Sq, Piece)> + '_ {
        Board::squares().filter_map(|s| self.at(s).map(|p| (s, p)))
    }

    /// Where `side`'s king stands, if it is on the board.
    pub fn king(&self, side: Side) -> Option<Sq> {
        Board::squares().find(|&s| {
            self.at(s)
                == Some(Piece {
                    side,
                    kind: Kind::King,
                })
        })
    }

    /// Parses a FEN as Fairy-Stockfish writes it; `w`/`r` is Red to move, `b` Black; `h`/`e`
    /// are accepted for horse/elephant. Each side must have one king in its palace.
    ///
    /// # Example
    /// ```
    /// use qili_spec::xq::{Board, Move, Side, START_FEN};
    ///
    /// let b = Board::from_fen(START_FEN).unwrap();
    /// assert_eq!(b.to_move, Side::Red);
    /// // From the start Red has 44 moves: chariots 4, horses 4, elephants 4, advisors 2,
    /// // king 1, cannons 24, pawns 5.
    /// assert_eq!(b.legal_moves().len(), 44);
    /// assert!(b.is_legal(Move::parse("h2e2").unwrap())); // the central cannon
    /// // A FEN without a black king is refused with a reason.
    /// assert!(Board::from_fen("9/9/9/9/9/9/9/9/9/4K4 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Board, FenError> {
        let mut fields = fen.split_whitespace();
        let placement = fields
            .next()
            .ok_or_else(|| FenError("FEN is empty".into()))?;
        let to_move = match fields.next().unwrap_or("w") {
            "w" | "r" | "W" | "R" => Side::Red,
            "b" | "B" => Side::Black,
            other => {
                return Err(FenError(format!(
                    "FEN field 2 (side to move) is `{other}`, expected w or b"
                )))
            }
        };
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != 10 {
            return Err(FenError(format!(
                "FEN placement has {} rows, expected 10",
                rows.len()
            )));
        }
        let mut b = Board::empty(to_move);
        for (i, row) in rows.iter().enumerate() {
            let rank = 9 - i as i8;
            let mut file: i8 = 0;
            for (col, ch) in row.chars().enumerate() {
                if let Some(d) = ch.to_digit(10) {
                    if d == 0 {
                        return Err(FenError(format!(
                            "FEN row {} column {}: digit 0",
                            i + 1,
                            col + 1
                        )));
                    }
                    file += d as i8;
                } else {
                    let side = if ch.is_ascii_uppercase() {
                        Side::Red
                    } else {
                        Side::Black
                    };
                    let kind = match ch.to_ascii_uppercase() {
                        'K' => Kind::King,
                        'A' => Kind::Advisor,
                        'B' | 'E' => Kind::Elephant,
                        'N' | 'H' => Kind::Horse,
                        'R' => Kind::Chariot,
                        'C' => Kind::Cannon,
                        'P' => Kind::Pawn,
                        _ => {
                            return Err(FenError(format!(
                                "FEN row {} column {}: `{ch}` is not a piece letter",
                                i + 1,
                                col + 1
                            )))
                        }
                    };
                    if file >= 9 {
                        return Err(FenError(format!(
                            "FEN row {} is longer than 9 points",
                            i + 1
                        )));
                    }
                    b.set(Sq::new(file, rank), Some(Piece { side, kind }));
                    file += 1;
                }
                if file > 9 {
                    return Err(FenError(format!(
                        "FEN row {} is longer than 9 points",
                        i + 1
                    )));
                }
            }
            if file != 9 {
                return Err(FenError(format!(
                    "FEN row {} has {} points, expected 9",
                    i + 1,
                    file
                )));
            }
        }
        for side in [Side::Red, Side::Black] {
            let kings: Vec<Sq> = b
                .pieces()
                .into_iter()
                .filter(|(_, p)| p.side == side && p.kind == Kind::King)
                .map(|(s, _)| s)
                .collect();
            if kings.len() != 1 {
                return Err(FenError(format!(
                    "FEN: {} has {} kings, expected 1",
                    side.name(),
                    kings.len()
                )));
            }
            if !in_palace(side, kings[0]) {
                return Err(FenError(format!(
                    "FEN: the {} king on {} is outside its palace",
                    side.name(),
                    kings[0]
                )));
            }
        }
        Ok(b)
    }

    /// The FEN of the position (`w` for Red), with `- - 0 1` as the remaining fields.
    pub fn fen(&self) -> String {
        let mut s = String::new();
        for i in 0..10 {
            let rank = 9 - i;
            let mut empty = 0;
            for file in 0..9 {
                match self.at(Sq::new(file, rank)) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(p.letter());
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            if i < 9 {
                s.push('/');
            }
        }
        s.push_str(match self.to_move {
            Side::Red => " w - - 0 1",
            Side::Black => " b - - 0 1",
        });
        s
    }

    /// The same position with `side` to move (the "mover moves again" of XQ-3).
    pub fn with_to_move(&self, side: Side) -> Board {
        let mut b = self.clone();
        b.to_move = side;
        b
    }

    /// The mirror image (left-right).
    pub fn mirrored(&self) -> Board {
        let mut b = Board::empty(self.to_move);
        for (s, p) in self.pieces() {
            b.set(s.mirrored(), Some(p));
        }
        b
    }

    /// Colours swapped and the board turned: Red's pieces become Black's on the turned points.
    pub fn colour_swapped(&self) -> Board {
        let mut b = Board::empty(self.to_move.other());
        for (s, p) in self.pieces() {
            b.set(
                s.turned(),
                Some(Piece {
                    side: p.side.other(),
                    kind: p.kind,
                }),
            );
        }
        b
    }

    /// The points the piece on `from` could move to by its own rule, ignoring whether its own
    /// king is left in check ("pseudo-legal"). A king's flying capture of the other king on
    /// an open file is included: facing generals are a capture of the king.
    pub fn piece_targets(&self, from: Sq) -> Vec<Sq> {
        let Some(p) = self.at(from) else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(17);
        let can_land =
            |to: Sq| -> bool { to.on_board() && self.at(to).is_none_or(|q| q.side != p.side) };
        match p.kind {
            // The king moves one point orthogonally inside its palace.
            Kind::King => {
                for (df, dr) in ORTHO {
                    let to = Sq::new(from.file + df, from.rank + dr);
                    if in_palace(p.side, to) && can_land(to) {
                        out.push(to);
                    }
                }
                // Facing generals: the other king on the same file with nothing between.
                let dr = if p.side == Side::Red { 1 } else { -1 };
                let mut to = Sq::new(from.file, from.rank + dr);
                while to.on_board() {
                    if let Some(q) = self.at(to) {
                        if q.kind == Kind::King && q.side != p.side {
                            out.push(to);
                        }
                        break;
                    }
                    to = Sq::new(to.file, to.rank + dr);
                }
            }
            // The advisor moves one point diagonally inside its palace.
            Kind::Advisor => {
                for (df, dr) in DIAG {
                    let to = Sq::new(from.file + df, from.rank + dr);
                    if in_palace(p.side, to) && can_land(to) {
                        out.push(to);
                    }
                }
            }
            // The elephant moves two points diagonally, its eye empty, never across the river.
            Kind::Elephant => {
                for (df, dr) in DIAG {
                    let eye = Sq::new(from.file + df, from.rank + dr);
                    let to = Sq::new(from.file + 2 * df, from.rank + 2 * dr);
                    if to.on_board()
                        && own_half(p.side, to)
                        && self.at(eye).is_none()
                        && can_land(to)
                    {
                        out.push(to);
                    }
                }
            }
            // The horse moves one point orthogonally then one diagonally outward; the leg
            // point (the orthogonal one) must be empty.
            Kind::Horse => {
                for (df, dr) in ORTHO {
                    let leg = Sq::new(from.file + df, from.rank + dr);
                    if !leg.on_board() || self.at(leg).is_some() {
                        continue;
                    }
                    let sides: [(i8, i8); 2] = if df == 0 {
                        [(1, 0), (-1, 0)]
                    } else {
                        [(0, 1), (0, -1)]
                    };
                    for (sf, sr) in sides {
                        let to = Sq::new(leg.file + df + sf, leg.rank + dr + sr);
                        if can_land(to) {
                            out.push(to);
                        }
                    }
                }
            }
            // The chariot slides orthogonally until blocked; it captures the first piece met.
            Kind::Chariot => {
                for (df, dr) in ORTHO {
                    let mut to = Sq::new(from.file + df, from.rank + dr);
                    while to.on_board() {
                        match self.at(to) {
                            None => out.push(to),
                            Some(q) => {
                                if q.side != p.side {
                                    out.push(to);
                                }
                                break;
                            }
                        }
                        to = Sq::new(to.file + df, to.rank + dr);
                    }
                }
            }
            // The cannon slides like a chariot without capturing; it captures by jumping
            // exactly one piece (the screen).
            Kind::Cannon => {
                for (df, dr) in ORTHO {
                    let mut to = Sq::new(from.file + df, from.rank + dr);
                    let mut screen = false;
                    while to.on_board() {
                        match (self.at(to), screen) {
                            (None, false) => out.push(to),
                            (None, true) => {}
                            (Some(_), false) => screen = true,
                            (Some(q), true) => {
                                if q.side != p.side {
                                    out.push(to);
                                }
                                break;
                            }
                        }
                        to = Sq::new(to.file + df, to.rank + dr);
                    }
                }
            }
            // The pawn moves one point forward; once across the river also one sideways.
            Kind::Pawn => {
                let fwd = if p.side == Side::Red { 1 } else { -1 };
                let mut steps = vec![(0, fwd)];
                if !own_half(p.side, from) {
                    steps.push((1, 0));
                    steps.push((-1, 0));
                }
                for (df, dr) in steps {
                    let to = Sq::new(from.file + df, from.rank + dr);
                    if can_land(to) {
                        out.push(to);
                    }
                }
            }
        }
        out
    }

    /// Whether some piece of `by` could capture the piece on `target` by its own rule.
    pub fn attacks_square(&self, by: Side, target: Sq) -> bool {
        self.each_piece()
            .filter(|(s, p)| p.side == by && within_reach(p.kind, *s, target))
            .any(|(s, _)| self.piece_targets(s).contains(&target))
    }

    /// Check (將): the other side could capture `side`'s king on its next move.
    pub fn in_check(&self, side: Side) -> bool {
        match self.king(side) {
            Some(k) => self.attacks_square(side.other(), k),
            None => true,
        }
    }

    /// The position after `m`, whatever its legality (the side to move changes).
    pub fn after(&self, m: Move) -> Board {
        let mut b = self.clone();
        let p = b.at(m.from);
        b.set(m.to, p);
        b.set(m.from, None);
        b.to_move = self.to_move.other();
        b
    }

    /// The legal moves of the side to move: its pieces' moves after which its own king cannot
    /// be captured (facing generals included).
    pub fn legal_moves(&self) -> Vec<Move> {
        let side = self.to_move;
        let mut out = Vec::new();
        for (from, p) in self.each_piece() {
            if p.side != side {
                continue;
            }
            for to in self.piece_targets(from) {
                let m = Move { from, to };
                if !self.after(m).in_check(side) {
                    out.push(m);
                }
            }
        }
        out
    }

    /// Whether the side to move has a legal move: [`Board::legal_moves`] is not empty (stops
    /// at the first one found).
    pub fn has_legal_move(&self) -> bool {
        let side = self.to_move;
        self.each_piece()
            .filter(|(_, p)| p.side == side)
            .any(|(from, _)| {
                self.piece_targets(from)
                    .into_iter()
                    .any(|to| !self.after(Move { from, to }).in_check(side))
            })
    }

    /// Whether `m` is one of [`Board::legal_moves`]: a piece of the side to move on `m.from`
    /// that can reach `m.to` by its rule, leaving its king safe.
    pub fn is_legal(&self, m: Move) -> bool {
        self.at(m.from).is_some_and(|p| p.side == self.to_move)
            && self.piece_targets(m.from).contains(&m.to)
            && !self.after(m).in_check(self.to_move)
    }

    /// Checkmate (將死): in check with no legal move.
    pub fn is_checkmate(&self) -> bool {
        self.in_check(self.to_move) && !self.has_legal_move()
    }

    /// 困斃 (XQ-12): not in check, yet every move lets the king be taken; a loss.
    pub fn is_stalemate(&self) -> bool {
        !self.in_check(self.to_move) && !self.has_legal_move()
    }

    /// The side to move has lost (checkmate or 困斃, XQ-12: both are losses in Xiangqi).
    pub fn side_to_move_lost(&self) -> bool {
        !self.has_legal_move()
    }

    /// Whether `m` captures a piece.
    pub fn is_capture(&self, m: Move) -> bool {
        self.at(m.to).is_some()
    }

    /// Counts the leaf nodes of the legal move tree to `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&m| self.after(m).perft(depth - 1)).sum()
    }

    /// Plays ICCS moves from this position, checking each; the error names the move's place.
    pub fn play_iccs(&self, moves: &[&str]) -> Result<Vec<(Board, Move)>, String> {
        let mut b = self.clone();
        let mut out = Vec::new();
        for (i, s) in moves.iter().enumerate() {
            let m = Move::parse(s).map_err(|e| format!("move {} : {e}", i + 1))?;
            if !b.is_legal(m) {
                let what = match b.at(m.from) {
                    None => format!("there is no piece on {}", m.from),
                    Some(p) if p.side != b.to_move => {
                        format!("the piece on {} is not {}'s", m.from, b.to_move.name())
                    }
                    Some(_) => "it breaks the piece's rule or leaves the king in check".into(),
                };
                return Err(format!(
                    "move {} `{s}` is illegal in {}: {what}",
                    i + 1,
                    b.fen()
                ));
            }
            out.push((b.clone(), m));
            b = b.after(m);
        }
        Ok(out)
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..10).rev() {
            write!(f, "{rank} ")?;
            for file in 0..9 {
                let c = self.at(Sq::new(file, rank)).map_or('.', |p| p.letter());
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "  abcdefghi  {} to move", self.to_move.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let b = Board::start();
        assert_eq!(b.fen(), START_FEN);
        assert_eq!(b.pieces().len(), 32);
    }

    #[test]
    fn perft_start_depths_1_2() {
        // xiangqi-perft.tsv: 44 / 1920.
        let b = Board::start();
        assert_eq!(b.perft(1), 44);
        assert_eq!(b.perft(2), 1920);
    }

    #[test]
    fn bad_fens_name_the_problem() {
        assert!(Board::from_fen("").is_err());
        let e = Board::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAXABNR w")
            .unwrap_err();
        assert!(e.0.contains("row 10"), "{e}");
        let e = Board::from_fen("4k4/9/9/9/9/9/9/9/9/9 w").unwrap_err();
        assert!(e.0.contains("red has 0 kings"), "{e}");
        let e = Board::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 x").unwrap_err();
        assert!(e.0.contains("field 2"), "{e}");
    }

    #[test]
    fn facing_generals_is_check() {
        let b = Board::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w").unwrap();
        assert!(b.in_check(Side::Red) && b.in_check(Side::Black));
        let b = Board::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w").unwrap();
        // Red's king may not step onto the d-file facing the black king.
        assert!(!b.is_legal(Move::parse("e0d0").unwrap()));
        assert!(b.is_legal(Move::parse("e0e1").unwrap()));
    }

    #[test]
    fn h_and_e_letters() {
        let a = Board::from_fen(
            "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
        )
        .unwrap();
        assert_eq!(a, Board::start());
    }
}
