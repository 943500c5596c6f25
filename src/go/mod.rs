//! The Go engine: boards of any size up to 25 x 25, blocks and liberties kept incrementally,
//! Zobrist hashing, every rule option of the documents, presets and SGF.
//!
//! The engine depends on nothing of the spec; [`to_spec()`] converts an engine game into the
//! reference model's `GameRecord` so that tests can check one against the other.
//!
//! ```
//! use qili::go::{Color, Game, Illegal, Move, Point, Rules, SgfGame};
//!
//! // Black takes the white stone in the corner; White may not retake at once (ko).
//! let sgf = "(;SZ[4:3]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])";
//! let game = SgfGame::parse(sgf).unwrap();
//! let (g, illegal) = game.replay(Rules::JAPANESE);
//! assert_eq!(g.board().rows(), vec![".XO.", "X.XO", ".XO."]);
//! assert_eq!(g.prisoners(), [1, 0]);
//! assert_eq!(illegal.map(|(i, _, why)| (i, why)), Some((1, Illegal::Repetition)));
//!
//! let mut g = Game::new(Rules::TROMP_TAYLOR, 9, 9).unwrap();
//! g.play(Move::Play(Color::Black, Point::new(4, 4))).unwrap();
//! assert_eq!(g.play(Move::Play(Color::Black, Point::new(3, 3))), Err(Illegal::NotYourTurn));
//! ```

pub mod board;
pub mod encoding;
pub mod game;
pub mod playout;
pub mod sgf;
pub mod to_spec;

pub use crate::rules::{
    CycleLimit, End, Interval, Ko, KoRule, NoResult, NotKataGo, PassKind, Passes, PlayRules, Rules,
    RulesError, Scoring, Suicide, Tax, TieBreak, WhiteHandicapBonus, YingKo,
};
pub use board::{Board, Color, Point, SizeError, MAX_SIDE};
pub use game::{Game, Illegal, Move};
pub use sgf::{SgfError, SgfGame, SgfLimits, SgfNode};
pub use to_spec::{from_spec_options, to_spec, to_spec_options};
