//! The position: a 9 x 10 mailbox with the two king squares, the side to move, a Zobrist hash
//! and the move counters; move generation with every restriction of the pieces (palace, river,
//! horse leg, elephant eye, cannon screen), facing kings (飛將), legality (no move may leave
//! the own king attacked), check, and the end of the game: a side with no legal move loses,
//! whether checkmated or stalemated (困斃, XQ-12).

use super::tables::TABLES;
use super::types::{Color, Move, Piece, Role, Square};
use std::fmt;

/// Zobrist keys: one per piece and point, and one for Black to move. Fixed (splitmix64 from a
/// constant seed) so that hashes are the same on every run and machine.
struct Zobrist {
    pieces: [[u64; 90]; 14],
    black: u64,
}

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn build_zobrist() -> Zobrist {
    let mut z = Zobrist {
        pieces: [[0; 90]; 14],
        black: 0,
    };
    let mut state = 0x5149_4C49_5851_0001u64; // "QILIXQ" + 1
    let mut p = 0;
    while p < 14 {
        let mut s = 0;
        while s < 90 {
            let (ns, v) = splitmix(state);
            state = ns;
            z.pieces[p][s] = v;
            s += 1;
        }
        p += 1;
    }
    let (_, v) = splitmix(state);
    z.black = v;
    z
}

static ZOBRIST: Zobrist = build_zobrist();

/// The Zobrist key of a piece on a point.
#[inline]
fn zkey(p: Piece, s: Square) -> u64 {
    ZOBRIST.pieces[p.index()][s.index()]
}

/// A fixed-capacity list of moves (no allocation). 128 is above the most pseudo-legal moves
/// a Xiangqi position can have (2 x 17 rook + 2 x 17 cannon + 2 x 8 horse + 5 x 3 pawn + 8
/// advisor + 8 elephant + 4 king = 119).
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; 128],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Square::from_u8_unchecked(0), Square::from_u8_unchecked(0)); 128],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    #[inline]
    fn swap_remove(&mut self, i: usize) {
        self.len -= 1;
        self.moves[i] = self.moves[self.len];
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// How a game ended: the side to move has no legal move and loses (XQ-12: checkmate, and
/// 困斃 "stalemate" is a loss too, unlike chess).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Outcome {
    /// In check with no legal move.
    Checkmate {
        /// The side checkmated.
        loser: Color,
    },
    /// Not in check, no legal move (困斃): a loss in Xiangqi.
    Stalemate {
        /// The side with no legal move.
        loser: Color,
    },
}

impl Outcome {
    /// The side that lost.
    pub fn loser(self) -> Color {
        match self {
            Outcome::Checkmate { loser } | Outcome::Stalemate { loser } => loser,
        }
    }
}

/// What `play_unchecked` needs to take a move back.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    /// The piece the move captured, if any.
    pub captured: Option<Piece>,
    halfmoves: u32,
}

/// Why a board cannot be a Xiangqi position. Each names the point it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// No king, or more than one, for a side.
    KingCount {
        /// The side.
        color: Color,
        /// How many kings it has.
        count: usize,
    },
    /// More pieces of a kind than a side starts with (no promotion exists).
    TooMany {
        /// The side.
        color: Color,
        /// The kind of piece.
        role: Role,
        /// How many the side has.
        count: usize,
        /// How many a side starts with.
        max: usize,
    },
    /// A piece on a point it can never reach (king or advisor outside the palace points,
    /// elephant off its seven points, pawn behind its start or sideways before the river).
    Unreachable {
        /// The piece.
        piece: Piece,
        /// Where it stands.
        square: Square,
    },
    /// The side not to move is in check: the side to move could take the king.
    OpponentInCheck {
        /// The side in check (the side not to move).
        color: Color,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::KingCount { color, count } => {
                write!(f, "{color} has {count} kings (exactly one is needed)")
            }
            SetupError::TooMany {
                color,
                role,
                count,
                max,
            } => write!(
                f,
                "{color} has {count} pieces of kind {} (at most {max})",
                role.name()
            ),
            SetupError::Unreachable { piece, square } => write!(
                f,
                "{} {} on {square}: that piece can never stand on that point",
                piece.color,
                piece.role.name()
            ),
            SetupError::OpponentInCheck { color } => write!(
                f,
                "{color} is not to move but is in check (its king could be taken)"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Whether `piece` can ever stand on `sq` in a game from the start position.
pub fn reachable(piece: Piece, sq: Square) -> bool {
    let c = piece.color;
    // Work in the side's own frame: rank 0 is its back rank.
    let (f, r) = match c {
        Color::Red => (sq.file(), sq.rank()),
        Color::Black => (sq.file(), 9 - sq.rank()),
    };
    match piece.role {
        Role::King => sq.in_palace(c),
        Role::Advisor => sq.in_palace(c) && (f + r) % 2 == 1,
        Role::Elephant => {
            matches!(
                (f, r),
                (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
            )
        }
        Role::Pawn => r >= 5 || ((r == 3 || r == 4) && f % 2 == 0),
        Role::Horse | Role::Rook | Role::Cannon => true,
    }
}

/// A Xiangqi position. Construct it with [`Position::new`] (the start), from FEN
/// ([`Position::from_fen`]) or [`Position::from_board`]; each checks the board
/// ([`SetupError`]), so a `Position` always has one king a side in its palace and every piece
/// on a point it can reach.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    board: [Option<Piece>; 90],
    kings: [Square; 2],
    turn: Color,
    hash: u64,
    halfmoves: u32,
    fullmoves: u32,
}

impl Default for Position {
    fn default() -> Self {
        Position::new()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

/// FEN of the start position, as Fairy-Stockfish writes it.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

impl Position {
    /// The start position.
    pub fn new() -> Position {
        Position::from_fen(START_FEN).expect("start FEN is valid")
    }

    /// Builds a position from a board, checking it (see [`SetupError`]).
    pub fn from_board(
        board: [Option<Piece>; 90],
        turn: Color,
        halfmoves: u32,
        fullmoves: u32,
    ) -> Result<Position, SetupError> {
        let mut counts = [[0usize; 7]; 2];
        let mut kings = [Square::from_u8_unchecked(0); 2];
        for s in Square::all() {
            if let Some(p) = board[s.index()] {
                counts[p.color.index()][p.role.index()] += 1;
                if p.role == Role::King {
                    kings[p.color.index()] = s;
                }
            }
        }
        for c in Color::ALL {
            let n = counts[c.index()][Role::King.index()];
            if n != 1 {
                return Err(SetupError::KingCount { color: c, count: n });
            }
        }
        for s in Square::all() {
            if let Some(p) = board[s.index()] {
                if !reachable(p, s) {
                    return Err(SetupError::Unreachable {
                        piece: p,
                        square: s,
                    });
                }
            }
        }
        for c in Color::ALL {
            for r in Role::ALL {
                let max = match r {
                    Role::King => 1,
                    Role::Pawn => 5,
                    _ => 2,
                };
                let n = counts[c.index()][r.index()];
                if n > max {
                    return Err(SetupError::TooMany {
                        color: c,
                        role: r,
                        count: n,
                        max,
                    });
                }
            }
        }
        let mut hash = 0;
        for s in Square::all() {
            if let Some(p) = board[s.index()] {
                hash ^= zkey(p, s);
            }
        }
        if turn == Color::Black {
            hash ^= ZOBRIST.black;
        }
        let pos = Position {
            board,
            kings,
            turn,
            hash,
            halfmoves,
            fullmoves: fullmoves.max(1),
        };
        if pos.king_attacked(turn.opponent()) {
            return Err(SetupError::OpponentInCheck {
                color: turn.opponent(),
            });
        }
        Ok(pos)
    }

    /// The piece on a point.
    #[inline]
    pub fn piece_at(&self, s: Square) -> Option<Piece> {
        self.board[s.index()]
    }

    /// The whole board, indexed by [`Square::index`].
    pub fn board(&self) -> &[Option<Piece>; 90] {
        &self.board
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The square of a side's king.
    #[inline]
    pub fn king(&self, c: Color) -> Square {
        self.kings[c.index()]
    }

    /// The Zobrist hash of the board and the side to move (not the counters): equal
    /// positions for repetition purposes have equal hashes.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Plies since the last capture (FEN field 5).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// Move number, starting at 1 and increased after each Black move (FEN field 6).
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The board as a plain array `[rank][file]`, rank 0 = Red's back rank (ICCS ranks),
    /// file 0 = file `a`. For code that wants no engine types.
    pub fn to_array(&self) -> [[Option<(Color, Role)>; 9]; 10] {
        let mut a = [[None; 9]; 10];
        for s in Square::all() {
            if let Some(p) = self.board[s.index()] {
                a[s.rank() as usize][s.file() as usize] = Some((p.color, p.role));
            }
        }
        a
    }

    /// The inverse of [`Position::to_array`], with the same checks as
    /// [`Position::from_board`].
    pub fn from_array(
        a: &[[Option<(Color, Role)>; 9]; 10],
        turn: Color,
    ) -> Result<Position, SetupError> {
        let mut board = [None; 90];
        for (r, row) in a.iter().enumerate() {
            for (f, cell) in row.iter().enumerate() {
                board[r * 9 + f] = cell.map(|(c, role)| Piece::new(c, role));
            }
        }
        Position::from_board(board, turn, 0, 1)
    }

    // ---- attacks ------------------------------------------------------------------------

    /// Whether `c`'s king is attacked (by a rook, cannon, horse, pawn, or the other king
    /// facing it on an open file).
    #[inline]
    pub(crate) fn king_attacked(&self, c: Color) -> bool {
        let k = self.kings[c.index()].index();
        let by = c.opponent();
        let t = &TABLES;
        for d in 0..4 {
            let n = t.ray_n[k][d] as usize;
            let ray = &t.rays[k][d];
            let mut j = 0;
            while j < n && self.board[ray[j] as usize].is_none() {
                j += 1;
            }
            if j < n {
                let p = self.board[ray[j] as usize].unwrap();
                if p.color == by && (p.role == Role::Rook || p.role == Role::King) {
                    return true;
                }
                j += 1;
                while j < n && self.board[ray[j] as usize].is_none() {
                    j += 1;
                }
                if j < n {
                    let p = self.board[ray[j] as usize].unwrap();
                    if p.color == by && p.role == Role::Cannon {
                        return true;
                    }
                }
            }
        }
        let horse = Some(Piece::new(by, Role::Horse));
        for &(from, leg) in &t.horse_attackers[k][..t.horse_attackers_n[k] as usize] {
            if self.board[from as usize] == horse && self.board[leg as usize].is_none() {
                return true;
            }
        }
        let pawn = Some(Piece::new(by, Role::Pawn));
        let b = by.index();
        for &from in &t.pawn_attackers[b][k][..t.pawn_attackers_n[b][k] as usize] {
            if self.board[from as usize] == pawn {
                return true;
            }
        }
        false
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.king_attacked(self.turn)
    }

    /// The pieces of `by` that attack point `s`: those that could move to `s` by their
    /// movement rules if an enemy piece stood there (ignoring whether the move would leave
    /// their own king attacked). A king attacks the other king along an open file (facing
    /// kings) only when that king is on `s`.
    pub fn attackers(&self, s: Square, by: Color) -> Vec<Square> {
        let mut out = Vec::new();
        let k = s.index();
        let t = &TABLES;
        let target_is_enemy_king = self.board[k] == Some(Piece::new(by.opponent(), Role::King));
        for d in 0..4 {
            let n = t.ray_n[k][d] as usize;
            let ray = &t.rays[k][d];
            let mut j = 0;
            while j < n && self.board[ray[j] as usize].is_none() {
                j += 1;
            }
            if j < n {
                let p = self.board[ray[j] as usize].unwrap();
                if p.color == by
                    && (p.role == Role::Rook || (p.role == Role::King && target_is_enemy_king))
                {
                    out.push(Square::from_u8_unchecked(ray[j]));
                }
                j += 1;
                while j < n && self.board[ray[j] as usize].is_none() {
                    j += 1;
                }
                if j < n {
                    let p = self.board[ray[j] as usize].unwrap();
                    if p.color == by && p.role == Role::Cannon {
                        out.push(Square::from_u8_unchecked(ray[j]));
                    }
                }
            }
        }
        let is = |sq: u8, role: Role| self.board[sq as usize] == Some(Piece::new(by, role));
        for &(from, leg) in &t.horse_attackers[k][..t.horse_attackers_n[k] as usize] {
            if is(from, Role::Horse) && self.board[leg as usize].is_none() {
                out.push(Square::from_u8_unchecked(from));
            }
        }
        let b = by.index();
        for &from in &t.pawn_attackers[b][k][..t.pawn_attackers_n[b][k] as usize] {
            if is(from, Role::Pawn) {
                out.push(Square::from_u8_unchecked(from));
            }
        }
        // King, advisor and elephant moves are symmetric (a step back is a step of the same
        // kind, inside the same palace or half), so their attackers are their own targets.
        if s.in_palace(by) {
            for &from in &t.king[k][..t.king_n[k] as usize] {
                if is(from, Role::King) {
                    out.push(Square::from_u8_unchecked(from));
                }
            }
            for &from in &t.advisor[k][..t.advisor_n[k] as usize] {
                if is(from, Role::Advisor) {
                    out.push(Square::from_u8_unchecked(from));
                }
            }
        }
        if s.on_own_side(by) {
            for &(from, eye) in &t.elephant[k][..t.elephant_n[k] as usize] {
                if is(from, Role::Elephant) && self.board[eye as usize].is_none() {
                    out.push(Square::from_u8_unchecked(from));
                }
            }
        }
        out.sort();
        out
    }

    /// Whether any piece of `by` attacks `s` (see [`Position::attackers`]).
    pub fn is_attacked(&self, s: Square, by: Color) -> bool {
        !self.attackers(s, by).is_empty()
    }

    /// Every point attacked by `by`, indexed by [`Square::index`].
    pub fn attacked_squares(&self, by: Color) -> [bool; 90] {
        let mut a = [false; 90];
        for s in Square::all() {
            a[s.index()] = self.is_attacked(s, by);
        }
        a
    }

    /// The pieces giving check to the side to move.
    pub fn checkers(&self) -> Vec<Square> {
        self.attackers(self.king(self.turn), self.turn.opponent())
    }

    // ---- move generation ----------------------------------------------------------------

    /// Every move the side to move's pieces can make by their movement rules, including
    /// those that leave the own king attacked.
    pub fn pseudo_legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.gen_pseudo(&mut list);
        list
    }

    fn gen_pseudo(&self, list: &mut MoveList) {
        let us = self.turn;
        let t = &TABLES;
        let free = |sq: u8| match self.board[sq as usize] {
            None => true,
            Some(p) => p.color != us,
        };
        for i in 0..90usize {
            let p = match self.board[i] {
                Some(p) if p.color == us => p,
                _ => continue,
            };
            let from = Square::from_u8_unchecked(i as u8);
            let mut add = |to: u8| list.push(Move::new(from, Square::from_u8_unchecked(to)));
            match p.role {
                Role::King => {
                    for &to in &t.king[i][..t.king_n[i] as usize] {
                        if free(to) {
                            add(to);
                        }
                    }
                }
                Role::Advisor => {
                    for &to in &t.advisor[i][..t.advisor_n[i] as usize] {
                        if free(to) {
                            add(to);
                        }
                    }
                }
                Role::Elephant => {
                    for &(to, eye) in &t.elephant[i][..t.elephant_n[i] as usize] {
                        if self.board[eye as usize].is_none() && free(to) {
                            add(to);
                        }
                    }
                }
                Role::Horse => {
                    for &(to, leg) in &t.horse[i][..t.horse_n[i] as usize] {
                        if self.board[leg as usize].is_none() && free(to) {
                            add(to);
                        }
                    }
                }
                Role::Pawn => {
                    let c = us.index();
                    for &to in &t.pawn[c][i][..t.pawn_n[c][i] as usize] {
                        if free(to) {
                            add(to);
                        }
                    }
                }
                Role::Rook => {
                    for d in 0..4 {
                        for &to in &t.rays[i][d][..t.ray_n[i][d] as usize] {
                            match self.board[to as usize] {
                                None => add(to),
                                Some(q) => {
                                    if q.color != us {
                                        add(to);
                                    }
                                    break;
                                }
                            }
                        }
                    }
                }
                Role::Cannon => {
                    for d in 0..4 {
                        let ray = &t.rays[i][d][..t.ray_n[i][d] as usize];
                        let mut j = 0;
                        while j < ray.len() && self.board[ray[j] as usize].is_none() {
                            add(ray[j]);
                            j += 1;
                        }
                        // ray[j] is the screen; capture the first piece behind it.
                        j += 1;
                        while j < ray.len() {
                            if let Some(q) = self.board[ray[j] as usize] {
                                if q.color != us {
                                    add(ray[j]);
                                }
                                break;
                            }
                            j += 1;
                        }
                    }
                }
            }
        }
    }

    /// Whether a pseudo-legal move leaves the mover's king safe. `in_check` must say
    /// whether the mover is in check now. Moves that cannot change any line or horse leg
    /// through the king are legal without trying them: when not in check, a move by a piece
    /// other than the king can only expose the king by leaving its file or rank (rook,
    /// cannon, facing king), by leaving a diagonal neighbour of the king (a horse leg), or
    /// by landing on its file or rank (a new cannon screen).
    #[inline]
    fn keeps_king_safe(&mut self, m: Move, in_check: bool) -> bool {
        let us = self.turn;
        let k = self.kings[us.index()];
        let p = self.board[m.from.index()].expect("a piece on the from point");
        if !in_check && p.role != Role::King {
            let (kf, kr) = (k.file(), k.rank());
            let (ff, fr) = (m.from.file(), m.from.rank());
            let (tf, tr) = (m.to.file(), m.to.rank());
            let from_line = ff == kf || fr == kr;
            let from_leg = (ff - kf).abs() == 1 && (fr - kr).abs() == 1;
            let to_line = tf == kf || tr == kr;
            if !from_line && !from_leg && !to_line {
                return true;
            }
        }
        let captured = self.board[m.to.index()];
        self.board[m.to.index()] = Some(p);
        self.board[m.from.index()] = None;
        if p.role == Role::King {
            self.kings[us.index()] = m.to;
        }
        let safe = !self.king_attacked(us);
        self.board[m.from.index()] = Some(p);
        self.board[m.to.index()] = captured;
        if p.role == Role::King {
            self.kings[us.index()] = m.from;
        }
        safe
    }

    fn gen_legal(&mut self, list: &mut MoveList) {
        self.gen_pseudo(list);
        let in_check = self.is_check();
        let mut i = 0;
        while i < list.len() {
            if self.keeps_king_safe(list[i], in_check) {
                i += 1;
            } else {
                list.swap_remove(i);
            }
        }
    }

    /// Every legal move of the side to move (pseudo-legal moves that do not leave its king
    /// attacked, facing kings included), in no particular order.
    pub fn legal_moves(&self) -> MoveList {
        let mut scratch = self.clone();
        let mut list = MoveList::new();
        scratch.gen_legal(&mut list);
        list
    }

    /// The legal moves of the piece on `from` (empty if it is not the side to move's).
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        self.legal_moves()
            .iter()
            .copied()
            .filter(|m| m.from == from)
            .collect()
    }

    /// The legal captures of the side to move (what the chase computation of XQ-6 starts
    /// from), with the captured piece.
    pub fn legal_captures(&self) -> Vec<(Move, Piece)> {
        self.legal_moves()
            .iter()
            .filter_map(|&m| self.piece_at(m.to).map(|p| (m, p)))
            .collect()
    }

    /// Whether `m` is a legal move here.
    pub fn is_legal(&self, m: Move) -> bool {
        match self.board[m.from.index()] {
            Some(p) if p.color == self.turn => {}
            _ => return false,
        }
        if !self.pseudo_legal_moves().contains(&m) {
            return false;
        }
        let in_check = self.is_check();
        self.clone().keeps_king_safe(m, in_check)
    }

    /// The end of the game, if the side to move has no legal move (XQ-12).
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.legal_moves().is_empty() {
            return None;
        }
        let loser = self.turn;
        Some(if self.is_check() {
            Outcome::Checkmate { loser }
        } else {
            Outcome::Stalemate { loser }
        })
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        matches!(self.outcome(), Some(Outcome::Checkmate { .. }))
    }

    /// Whether the side to move has no legal move and is not in check (困斃).
    pub fn is_stalemate(&self) -> bool {
        matches!(self.outcome(), Some(Outcome::Stalemate { .. }))
    }

    // ---- making moves -------------------------------------------------------------------

    /// Plays a move without checking it. The move must be pseudo-legal (a piece of the side
    /// to move on `from`); returns what [`Position::undo`] needs.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) -> Undo {
        let p = self.board[m.from.index()].expect("a piece on the from point");
        let captured = self.board[m.to.index()];
        let undo = Undo {
            captured,
            halfmoves: self.halfmoves,
        };
        self.hash ^= zkey(p, m.from) ^ zkey(p, m.to) ^ ZOBRIST.black;
        if let Some(c) = captured {
            self.hash ^= zkey(c, m.to);
            self.halfmoves = 0;
        } else {
            self.halfmoves += 1;
        }
        self.board[m.to.index()] = Some(p);
        self.board[m.from.index()] = None;
        if p.role == Role::King {
            self.kings[p.color.index()] = m.to;
        }
        if self.turn == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = self.turn.opponent();
        undo
    }

    /// Takes back a move played with [`Position::play_unchecked`].
    #[inline]
    pub fn undo(&mut self, m: Move, undo: Undo) {
        self.turn = self.turn.opponent();
        if self.turn == Color::Black {
            self.fullmoves -= 1;
        }
        let p = self.board[m.to.index()].expect("the moved piece on the to point");
        self.board[m.from.index()] = Some(p);
        self.board[m.to.index()] = undo.captured;
        if p.role == Role::King {
            self.kings[p.color.index()] = m.from;
        }
        self.hash ^= zkey(p, m.from) ^ zkey(p, m.to) ^ ZOBRIST.black;
        if let Some(c) = undo.captured {
            self.hash ^= zkey(c, m.to);
        }
        self.halfmoves = undo.halfmoves;
    }

    /// The position after a legal move, or `None` if the move is not legal here.
    pub fn play(&self, m: Move) -> Option<Position> {
        if !self.is_legal(m) {
            return None;
        }
        let mut next = self.clone();
        next.play_unchecked(m);
        Some(next)
    }

    /// Whether a legal move gives check.
    pub fn gives_check(&self, m: Move) -> bool {
        let mut next = self.clone();
        next.play_unchecked(m);
        next.is_check()
    }

    /// Mirrors the board left-right (same side to move).
    pub fn flip_horizontal(&self) -> Position {
        let mut board = [None; 90];
        for s in Square::all() {
            board[s.flip_horizontal().index()] = self.board[s.index()];
        }
        Position::from_board(board, self.turn, self.halfmoves, self.fullmoves)
            .expect("a mirrored position is a position")
    }

    /// Turns the board around and swaps the colours (Red's pieces become Black's on the
    /// mirrored points; the other side moves).
    pub fn swap_colors(&self) -> Position {
        let mut board = [None; 90];
        for s in Square::all() {
            board[s.flip_vertical().flip_horizontal().index()] =
                self.board[s.index()].map(|p| Piece::new(p.color.opponent(), p.role));
        }
        Position::from_board(board, self.turn.opponent(), self.halfmoves, self.fullmoves)
            .expect("a colour-swapped position is a position")
    }

    // ---- the mover moves again (XQ-3) -------------------------------------------------

    /// The same board with the other side to move, without any check: "the mover moves
    /// again" of document 004 (XQ-3, XQ-5: a move's nature is computed by letting the side
    /// that just moved move once more). The result may have the side not to move in check;
    /// then [`Position::attacks_enemy_king`] is true and the king capture is among the
    /// legal moves (a check, XQ-5). Counters are unchanged.
    pub fn null_move(&self) -> Position {
        let mut p = self.clone();
        p.turn = p.turn.opponent();
        p.hash ^= ZOBRIST.black;
        p
    }

    /// Whether the side to move could capture the other king now (the other side is in
    /// check). Always false in a position built by [`Position::from_board`] or FEN; true
    /// after [`Position::null_move`] when the last move gave check.
    pub fn attacks_enemy_king(&self) -> bool {
        self.king_attacked(self.turn.opponent())
    }

    // ---- perft --------------------------------------------------------------------------

    /// The number of leaf nodes of the legal move tree of `depth` plies.
    pub fn perft(&self, depth: u32) -> u64 {
        let mut p = self.clone();
        p.perft_mut(depth)
    }

    fn perft_mut(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut list = MoveList::new();
        self.gen_legal(&mut list);
        if depth == 1 {
            return list.len() as u64;
        }
        let mut n = 0;
        for &m in list.iter() {
            let u = self.play_unchecked(m);
            n += self.perft_mut(depth - 1);
            self.undo(m, u);
        }
        n
    }

    /// Perft split by first move (sorted by ICCS text).
    pub fn perft_divide(&self, depth: u32) -> Vec<(Move, u64)> {
        let mut out: Vec<(Move, u64)> = self
            .legal_moves()
            .iter()
            .map(|&m| {
                let mut p = self.clone();
                p.play_unchecked(m);
                (m, if depth == 0 { 1 } else { p.perft(depth - 1) })
            })
            .collect();
        out.sort_by_key(|(m, _)| m.iccs());
        out
    }
}
