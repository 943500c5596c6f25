//! The reading guide's cross-document theorems T1-T8, stated as predicates over the reports of
//! two rule systems on the same game.
//!
//! - [`scoring`]: T1-T5 (routes, fill-count, territory, group tax, board points).
//! - [`ko`]: T6-T8 (ko rules, termination, ending).

pub mod ko;
pub mod scoring;
