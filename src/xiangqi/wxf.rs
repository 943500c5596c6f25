//! WXF notation for display (the WXF/AXF notation page): piece letter
//! `K A E H R C P`, the file the piece stands on counted 1..9 from the mover's right, then
//! `+` forward, `-` backward or `.` sideways, then for straight moves (king, rook, cannon,
//! pawn going forward or back) the number of ranks, otherwise the destination file.
//!
//! Tandem pieces (two of a kind on one file): the file digit is replaced by `+` for the front
//! piece and `-` for the rear one (`R+.3`, `C--1`). Pawns: with three in a file the middle one
//! keeps the file digit (`P+.4`, `P3.4`, `P-.4`); with four or five the outermost are `++`
//! and `--` (no letter); when two files have tandem pawns, the file digit replaces the letter
//! (`3+.4`, `33.4`, `7-.6`).

use super::position::Position;
use super::types::{Color, Move, Piece, Role, Square};

/// The file number 1..9 from `c`'s right.
fn wxf_file(c: Color, file: i32) -> i32 {
    match c {
        Color::Red => 9 - file,
        Color::Black => file + 1,
    }
}

/// How far `s` is towards the opponent, from `c`'s view (larger = more forward).
fn forwardness(c: Color, s: Square) -> i32 {
    match c {
        Color::Red => s.rank(),
        Color::Black => 9 - s.rank(),
    }
}

impl Position {
    /// The WXF text of a move of the side to move (the move is not checked for legality; a
    /// move from an empty point is written `?`).
    pub fn wxf(&self, m: Move) -> String {
        let Some(p) = self.piece_at(m.from) else {
            return "?".into();
        };
        let c = p.color;
        // The piece designation.
        let same_file: Vec<Square> = (0..10)
            .filter_map(|r| Square::new(m.from.file(), r))
            .filter(|&s| self.piece_at(s) == Some(p))
            .collect();
        let mut designation = String::new();
        if same_file.len() < 2 || p.role == Role::King {
            designation.push(p.role.wxf_char());
            designation.push_str(&wxf_file(c, m.from.file()).to_string());
        } else {
            // Order front (most forward) to rear.
            let mut ordered = same_file.clone();
            ordered.sort_by_key(|&s| -forwardness(c, s));
            let idx = ordered.iter().position(|&s| s == m.from).unwrap();
            let n = ordered.len();
            let tandem_pawn_files = if p.role == Role::Pawn {
                (0..9)
                    .filter(|&f| {
                        (0..10)
                            .filter(|&r| self.piece_at(Square::new(f, r).unwrap()) == Some(p))
                            .count()
                            >= 2
                    })
                    .count()
            } else {
                1
            };
            let mark = |idx: usize, n: usize| -> String {
                // +/- for the outer ones; the file digit for the middle of three.
                match (n, idx) {
                    (2, 0) | (3, 0) => "+".into(),
                    (2, 1) | (3, 2) => "-".into(),
                    (3, 1) => wxf_file(c, m.from.file()).to_string(),
                    (4, 0) | (5, 0) => "++".into(),
                    (4, 1) | (5, 1) => "+".into(),
                    (4, 2) => "-".into(),
                    (5, 2) => wxf_file(c, m.from.file()).to_string(),
                    (4, 3) | (5, 3) => "-".into(),
                    (5, 4) => "--".into(),
                    _ => "?".into(),
                }
            };
            let mk = mark(idx, n);
            if tandem_pawn_files >= 2 {
                designation.push_str(&wxf_file(c, m.from.file()).to_string());
                let mk = if mk.len() == 2 {
                    mk[..1].to_string()
                } else {
                    mk
                };
                designation.push_str(&mk);
            } else if mk.len() == 2 {
                designation.push_str(&mk);
            } else {
                designation.push(p.role.wxf_char());
                designation.push_str(&mk);
            }
        }
        let df = forwardness(c, m.to) - forwardness(c, m.from);
        let action = if df > 0 {
            '+'
        } else if df < 0 {
            '-'
        } else {
            '.'
        };
        let straight = matches!(p.role, Role::King | Role::Rook | Role::Cannon | Role::Pawn);
        let amount = if straight && df != 0 {
            df.abs()
        } else {
            wxf_file(c, m.to.file())
        };
        format!("{designation}{action}{amount}")
    }

    /// The WXF texts of a sequence of moves played from here (each must be pseudo-legal in
    /// its turn).
    pub fn wxf_line(&self, moves: &[Move]) -> Vec<String> {
        let mut p = self.clone();
        moves
            .iter()
            .map(|&m| {
                let s = p.wxf(m);
                p.play_unchecked(m);
                s
            })
            .collect()
    }
}

/// The piece a WXF letter names (for tests and display).
pub fn wxf_piece(c: Color, letter: char) -> Option<Piece> {
    let role = match letter {
        'K' => Role::King,
        'A' => Role::Advisor,
        'E' | 'B' => Role::Elephant,
        'H' | 'N' => Role::Horse,
        'R' => Role::Rook,
        'C' => Role::Cannon,
        'P' => Role::Pawn,
        _ => return None,
    };
    Some(Piece::new(c, role))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wxf_of(fen: &str, iccs: &str) -> String {
        let p = Position::from_fen(fen).unwrap();
        p.wxf(Move::parse_iccs(iccs).unwrap())
    }

    #[test]
    fn classic_opening_moves() {
        let s = crate::xiangqi::START_FEN;
        // 炮二平五: the cannon on h2 (Red's file 2) to the centre file 5.
        assert_eq!(wxf_of(s, "h2e2"), "C2.5");
        // 馬二進三: horse h0 to g2.
        assert_eq!(wxf_of(s, "h0g2"), "H2+3");
        // 兵七進一: pawn c3 to c4.
        assert_eq!(wxf_of(s, "c3c4"), "P7+1");
        // 相三進五: elephant g0 to e2.
        assert_eq!(wxf_of(s, "g0e2"), "E3+5");
        // 車一進一: rook i0 to i1.
        assert_eq!(wxf_of(s, "i0i1"), "R1+1");
        // 仕四進五: advisor f0 to e1.
        assert_eq!(wxf_of(s, "f0e1"), "A4+5");
        // Black: 炮8平5 is the cannon on h7 (Black's file 8) to e7.
        let b = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
        assert_eq!(wxf_of(b, "h7e7"), "C8.5");
        assert_eq!(wxf_of(b, "b9c7"), "H2+3");
        // Black rook a9 forward one: to a8.
        assert_eq!(wxf_of(b, "a9a8"), "R1+1");
    }

    #[test]
    fn tandem_pieces() {
        // Two red rooks on file e (Red's 5th): front e5, rear e2.
        let fen = "3k5/9/9/9/4R4/9/9/4R4/9/4K4 w";
        assert_eq!(wxf_of(fen, "e5c5"), "R+.7");
        assert_eq!(wxf_of(fen, "e2e1"), "R--1");
        // Three red pawns on file c (Red's 7th).
        let fen = "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w";
        assert_eq!(wxf_of(fen, "c7d7"), "P+.6");
        assert_eq!(wxf_of(fen, "c6d6"), "P7.6");
        assert_eq!(wxf_of(fen, "c5b5"), "P-.8");
        // Tandem pawns in two files: file digit replaces the letter.
        let fen = "3k5/9/2P3P2/2P3P2/9/9/9/9/9/4K4 w";
        assert_eq!(wxf_of(fen, "c7d7"), "7+.6");
        assert_eq!(wxf_of(fen, "g6f6"), "3-.4");
    }
}
