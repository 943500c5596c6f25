//! FEN as Fairy-Stockfish writes it for Xiangqi:
//! `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
//! Ranks from Black's side (rank 9) down to Red's (rank 0), files `a`..`i` left to right;
//! upper case Red, lower case Black; `k a b n r c p`, with `h` (horse) and `e` (elephant)
//! accepted too. Side `w` (or `r`) is Red, `b` Black. The castling and en-passant fields are
//! `-`; the two counters are optional.

use super::position::{Position, SetupError};
use super::types::{Color, Piece, Role, Square};
use std::fmt;

/// What is wrong with a FEN, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but spaces.
    Empty,
    /// A problem in the board field: `rank` is the ICCS rank (9 first), `column` the
    /// 1-based character position in the whole FEN text.
    Board {
        /// The ICCS rank (9 first).
        rank: i32,
        /// The 1-based character position in the whole FEN text.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// A problem in a later field (2 = side to move, 3 = castling, 4 = en passant,
    /// 5 = halfmove clock, 6 = move number, 7+ = extra).
    Field {
        /// The field's number (1-based).
        field: usize,
        /// The 1-based character position in the whole FEN text.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// The board is well-formed but not a position (e.g. two red kings).
    Setup(SetupError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "bad FEN: it is empty"),
            FenError::Board {
                rank,
                column,
                message,
            } => write!(
                f,
                "bad FEN: field 1 (board), rank {rank}, column {column}: {message}"
            ),
            FenError::Field {
                field,
                column,
                message,
            } => {
                let name = match field {
                    2 => "side to move",
                    3 => "castling",
                    4 => "en passant",
                    5 => "halfmove clock",
                    6 => "move number",
                    _ => "extra",
                };
                write!(
                    f,
                    "bad FEN: field {field} ({name}), column {column}: {message}"
                )
            }
            FenError::Setup(e) => write!(f, "bad FEN: not a Xiangqi position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

/// Splits on spaces, keeping each field's 1-based start column.
fn fields(s: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, ch) in s.char_indices() {
        if ch.is_whitespace() {
            if let Some(st) = start.take() {
                out.push((st + 1, &s[st..i]));
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(st) = start {
        out.push((st + 1, &s[st..]));
    }
    out
}

impl Position {
    /// A position as every `qili xq` command reads one (`perft`, `legal`, `show`, `judge`, and
    /// the judge's old spelling `xq-judge`): `start` or `startpos` for the start position, else
    /// a FEN that [`Position::from_fen`] accepts (well formed, and a position: pieces on their
    /// own points, kings not facing, ...). Surrounding whitespace is ignored.
    pub fn from_fen_or_start(text: &str) -> Result<Position, FenError> {
        let t = text.trim();
        let fen = if t == "start" || t == "startpos" {
            super::position::START_FEN
        } else {
            t
        };
        Position::from_fen(fen)
    }

    /// Parses a FEN (see the module documentation); every error names the field and column.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fs = fields(fen);
        if fs.is_empty() {
            return Err(FenError::Empty);
        }
        let (col0, board_text) = fs[0];
        let mut board = [None; 90];
        let mut rank = 9i32;
        let mut file = 0i32;
        let berr = |rank: i32, off: usize, message: String| FenError::Board {
            rank,
            column: col0 + off,
            message,
        };
        for (off, ch) in board_text.char_indices() {
            match ch {
                '/' => {
                    if file != 9 {
                        return Err(berr(
                            rank,
                            off,
                            format!("rank {rank} has {file} points, not 9"),
                        ));
                    }
                    if rank == 0 {
                        return Err(berr(rank, off, "more than 10 ranks".into()));
                    }
                    rank -= 1;
                    file = 0;
                }
                '1'..='9' => {
                    file += ch as i32 - '0' as i32;
                    if file > 9 {
                        return Err(berr(
                            rank,
                            off,
                            format!("rank {rank} has more than 9 points"),
                        ));
                    }
                }
                _ => {
                    let role = Role::from_fen_char(ch).ok_or_else(|| {
                        berr(
                            rank,
                            off,
                            format!(
                                "'{ch}' is not a piece letter (k a b/e n/h r c p, upper case Red)"
                            ),
                        )
                    })?;
                    if file >= 9 {
                        return Err(berr(
                            rank,
                            off,
                            format!("rank {rank} has more than 9 points"),
                        ));
                    }
                    let color = if ch.is_ascii_uppercase() {
                        Color::Red
                    } else {
                        Color::Black
                    };
                    let sq = Square::new(file, rank).expect("checked bounds");
                    board[sq.index()] = Some(Piece::new(color, role));
                    file += 1;
                }
            }
        }
        if rank != 0 || file != 9 {
            return Err(berr(
                rank,
                board_text.len(),
                format!(
                    "the board ends early: {} ranks, the last with {file} points (10 ranks of 9 needed)",
                    10 - rank
                ),
            ));
        }
        let ferr = |field: usize, column: usize, message: String| FenError::Field {
            field,
            column,
            message,
        };
        let turn = match fs.get(1) {
            None => Color::Red,
            Some(&(c, "w")) | Some(&(c, "r")) | Some(&(c, "W")) | Some(&(c, "R")) => {
                let _ = c;
                Color::Red
            }
            Some(&(_, "b")) | Some(&(_, "B")) => Color::Black,
            Some(&(c, s)) => {
                return Err(ferr(
                    2,
                    c,
                    format!("'{s}' is not a side (w or r for Red, b for Black)"),
                ))
            }
        };
        for (i, name) in [(2usize, "castling"), (3, "en passant")] {
            if let Some(&(c, s)) = fs.get(i) {
                if s != "-" {
                    return Err(ferr(
                        i + 1,
                        c,
                        format!("'{s}': Xiangqi has no {name}; write '-'"),
                    ));
                }
            }
        }
        let mut counters = [0u32, 1u32];
        for (k, i) in [4usize, 5].into_iter().enumerate() {
            if let Some(&(c, s)) = fs.get(i) {
                counters[k] = s
                    .parse()
                    .map_err(|_| ferr(i + 1, c, format!("'{s}' is not a number")))?;
            }
        }
        if let Some(&(c, s)) = fs.get(6) {
            return Err(ferr(7, c, format!("unexpected '{s}' after the six fields")));
        }
        Position::from_board(board, turn, counters[0], counters[1]).map_err(FenError::Setup)
    }

    /// The FEN as Fairy-Stockfish writes it.
    pub fn to_fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..10).rev() {
            let mut empty = 0;
            for file in 0..9 {
                match self.piece_at(Square::new(file, rank).unwrap()) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(p.fen_char());
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let side = match self.turn() {
            Color::Red => 'w',
            Color::Black => 'b',
        };
        format!("{s} {side} - - {} {}", self.halfmoves(), self.fullmoves())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xiangqi::position::START_FEN;

    #[test]
    fn start_round_trips() {
        let p = Position::from_fen(START_FEN).unwrap();
        assert_eq!(p.to_fen(), START_FEN);
        assert_eq!(
            p.piece_at(Square::parse("e0").unwrap()),
            Some(Piece::new(Color::Red, Role::King))
        );
        assert_eq!(
            p.piece_at(Square::parse("b7").unwrap()),
            Some(Piece::new(Color::Black, Role::Cannon))
        );
    }

    #[test]
    fn h_and_e_letters_are_accepted() {
        let p = Position::from_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w")
            .unwrap();
        assert_eq!(p.to_fen(), START_FEN);
    }

    #[test]
    fn errors_name_field_and_column() {
        let e = Position::from_fen("rnbakabnr/9/1c5c1/p1p1x1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")
            .unwrap_err();
        assert_eq!(
            e,
            FenError::Board {
                rank: 6,
                column: 23,
                message: "'x' is not a piece letter (k a b/e n/h r c p, upper case Red)".into()
            }
        );
        let e = Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x")
            .unwrap_err();
        assert!(
            matches!(
                e,
                FenError::Field {
                    field: 2,
                    column: 61,
                    ..
                }
            ),
            "{e}"
        );
        let e =
            Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w").unwrap_err();
        assert!(e.to_string().contains("ends early"), "{e}");
        let e = Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/8/RNBAKABNR w")
            .unwrap_err();
        assert!(e.to_string().contains("rank 1 has 8 points"), "{e}");
    }

    #[test]
    fn impossible_boards_are_refused() {
        // Two red kings.
        let e = Position::from_fen("4k4/9/9/9/9/9/9/9/4K4/3K5 w").unwrap_err();
        assert!(matches!(
            e,
            FenError::Setup(SetupError::KingCount {
                color: Color::Red,
                count: 2
            })
        ));
        // Red advisor off the palace diagonal points.
        let e = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3KA4 w").unwrap_err();
        assert!(
            matches!(e, FenError::Setup(SetupError::Unreachable { .. })),
            "{e}"
        );
        // Facing kings with Red to move: Black (not to move) is in check.
        let e = Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w").unwrap_err();
        assert!(matches!(
            e,
            FenError::Setup(SetupError::OpponentInCheck {
                color: Color::Black
            })
        ));
    }
}
