//! Exhaustive game-graph search over small boards (ko, cycles and termination).
//!
//! - [`board`]: a compact bitboard of at most 25 points.
//! - [`game`]: the game state generic over the rule options (simple ko, superko, JPD-A11 with
//!   pass stones, Ying hot stones and cycles; two passes, four passes, suspend-then-end).
//! - [`count`]: counting games as Tromp and Farneback do.
//! - [`explore`]: the searches behind T6, T7, T8 and YG-14, and their findings.

pub mod board;
pub mod count;
pub mod explore;
pub mod game;
pub mod value;
