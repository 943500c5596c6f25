//! Document 004: 循環限著規則初探 (2019), by 王忠 (`shared/seeds/004_ee861ba04f2581ad.txt`).
//! IDs `XQ-*`: a plain Xiangqi model, cycle recognition, roots, move natures, the chase
//! computation, alternatives and the two adjudication schemes.

pub mod board;
pub mod chase;
pub mod cycle;
pub mod gen;
pub mod nature;
pub mod options;
pub mod props;
pub mod roots;
pub mod scheme;

pub use board::{Board, FenError, Kind, Move, Piece, Side, Sq, START_FEN};
pub use options::{Alternatives, XqOptions};
pub use scheme::{judge, Judgement, Verdict};
