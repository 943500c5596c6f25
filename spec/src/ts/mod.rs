//! Document 002: 赵之云《中国围棋胜负计算法及其演变》 chapter 1, the Tang-Song filling method
//! (`spec/seeds/002_fef9214f6dc404c5.txt`). IDs `TS-*`.
//!
//! - [`filling`]: the filling count, even ending and the minimum eye space (TS-1..TS-5, TS-8..TS-10).
//! - [`bent_four`]: TS-6 played out on an 11x11 final position under balanced moves.
//! - [`play`]: 002's pass (TS-10, a prisoner handed over) and even ending (TS-2) in play.
//! - [`cycles`]: bent four in the corner and the cycles with no result (TS-6, TS-7).

pub mod bent_four;
pub mod cycles;
pub mod filling;
pub mod play;
