//! Counting at the frontier: the numbers of Tromp and Farneback's "Combinatorics of
//! Go" (their counts of legal positions and of games) without listing what they
//! count.
//!
//! - [`legal`]: legal positions (every block has a liberty) by a transfer-matrix sweep, any
//!   board whose shorter side is at most 16, exact integers of any size.
//! - [`games`]: games (simple paths from the empty position in the game graph), the board's
//!   symmetries folded out and the subtrees shared between both cores.
//!
//! The brute-force counters, beside them, are the oracles the tests compare against and what
//! `qili legal-count` runs on a small board: [`brute_legal::count`] (every colouring of at
//! most 16 points) and [`brute_games::count`] (every path, one by one, on the game graph of
//! [`crate::search::graph`], which `crate::search::explore` builds too).

pub mod brute_games;
pub mod brute_legal;
pub mod games;
pub mod legal;
mod wide;
