//! Exhaustive game-graph search over small boards (ko, cycles and termination).
//!
//! - [`board`]: a compact bitboard of at most 25 points.
//! - [`game`]: the game state generic over the rule options (simple ko, superko, JPD-A11 with
//!   pass stones, Ying hot stones and cycles; two passes, four passes, suspend-then-end).
//! - [`graph`]: the game graph as Tromp and Farneback define it (its games are counted in
//!   `crate::count`).
//! - [`explore`]: the searches behind T6, T7, T8 and YG-14, and their findings.
//! - [`value`]: the value under optimal play by plain alpha-beta with no table (`qili search
//!   value`): the oracle `tests/solve.rs` checks the solver ([`crate::solve`], with its tables,
//!   bounds and endless games) against, on the rule sets where the tree is finite.

pub mod board;
pub mod explore;
pub mod game;
pub mod graph;
pub mod value;
