//! Document 000: 计枰点围棋规则(地多为胜)的公理体系 (2007年秋季版), by 燕来
//! (`spec/seeds/000_6e92f68e68212e18.txt`). Axioms `JPD-A*`, corollaries `JPD-C*`.
//!
//! - [`play`]: the axioms and corollaries about moves, captures, shapes and the end of play
//!   (A3-A7, A10, A11, C1, C4-C6, C10).
//! - [`area`]: the corollaries about area and the final position (A1, A2, A9, C2, C3, C7-C9,
//!   C11, C12).
//! - [`ideal`]: JPD-C7's ideal final position, decided by its shape and by play.
//! - [`seki`]: JPD-C7(c)'s one-liberty seki (贝濑尊明双活图), as a predicate and a search.

pub mod area;
pub mod exact;
pub mod ideal;
pub mod play;
pub mod seki;
