//! The Xiangqi engine: board, move generation with every piece restriction, facing
//! kings, legality, check, checkmate and stalemate as a loss (XQ-12, document
//! `spec/seeds/004_ee861ba04f2581ad.txt`), FEN as Fairy-Stockfish writes it, ICCS moves,
//! WXF notation, Zobrist hashing and perft.
//!
//! The fast side: the plain reference model of the same rules lives in `qili_spec::xq` and is
//! written independently; this module never calls it.

pub mod diagram;
pub mod fen;
pub mod iccs;
pub mod position;
mod tables;
pub mod types;
pub mod wxf;

pub use fen::FenError;
pub use iccs::MoveError;
pub use position::{MoveList, Outcome, Position, SetupError, Undo, START_FEN};
pub use types::{Color, Move, Piece, Role, Square};
