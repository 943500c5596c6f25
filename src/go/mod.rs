//! The Go engine: boards of any size up to 25 x 25, blocks and liberties kept incrementally,
//! Zobrist hashing, every rule option of the documents, presets and SGF.
//!
//! The engine depends on nothing of the spec; [`to_spec`] converts an engine game into the
//! reference model's `GameRecord` so that tests can check one against the other.

pub mod board;
pub mod game;
pub mod playout;
pub mod rules;
pub mod sgf;
pub mod to_spec;

pub use board::{Board, Color, Point, SizeError, MAX_SIDE};
pub use game::{Game, Illegal, Move};
pub use rules::{
    EndRule, KoRule, NotKataGo, PassKind, Rules, RulesError, Scoring, Suicide, Tax, TieBreak,
    WhiteHandicapBonus,
};
pub use sgf::{SgfError, SgfGame, SgfNode};
pub use to_spec::{to_spec, to_spec_options};
