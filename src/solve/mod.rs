//! Optimal play on small boards: the value of the empty board under a rule set —
//! the margin Black gets when both sides play perfectly — with one optimal game, or, when the
//! node or time budget runs out, the bounds (lower, upper) reached.
//!
//! - [`rules`]: the rule sets the solver takes (every rule set of the vocabulary, a no-result
//!   reading with `+READING`, area or territory scoring) — one parsing function,
//!   [`rules::parse`]. Where games can go on for ever the value is what both sides can force
//!   within finitely many moves (`proofs/solver.md`, "Rule sets with endless games").
//! - [`benson`]: unconditional life on the bitboard (static bounds, history filtering).
//! - [`key`]: what a transposition-table entry is keyed on: the position, the ending state and
//!   the part of the history the ko rule can still read (the graph-history-interaction problem,
//!   proved in `proofs/solver.md`).
//! - [`symmetry`]: the reflections and rotations of the board; the table keys a position by
//!   its least image.
//! - [`search`]: iterative deepening alpha-beta with a pass answering a pass first, killer
//!   and history move ordering, other passes last, and a table of history-independent bounds;
//!   or, asked for, a proof-number search without a depth limit on the same tables
//!   (`search/proof.rs`).
//! - [`saved`]: the solver's tables in a file (`qili solve --save`/`--resume`), so a long solve
//!   can be run in steps.
//! - [`minimax`]: the plain minimax (no pruning, no table) the tests check the solver against.
//! - [`table`]: the table of values, board x rule set, as text, JSON and Markdown, each value
//!   with a principal variation as SGF.
//!
//! The game itself (legal moves, every ko rule, every ending) is [`crate::search::game::Game`]:
//! the solver adds search machinery, never rules of its own.

pub mod benson;
pub mod key;
pub mod minimax;
pub mod rules;
pub mod saved;
pub mod search;
pub mod start;
pub mod symmetry;
pub mod table;

pub use rules::RuleSet;
pub use search::{solve, Limits, Outcome};
pub use table::{table, Row};
