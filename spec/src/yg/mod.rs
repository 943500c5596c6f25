//! Document 003: 應氏棋規 (`spec/seeds/003_1fe6a333853ae033.txt`). IDs `YG-*`.
//!
//! - [`play`]: moves, passes, self-capture, capture and the end of play (YG-4..YG-9).
//! - [`ko`]: fighting and disturbing kos, hot stones, no disturbing past the cycle (YG-12..YG-14, YG-21).
//! - [`dispute`]: YG-10 提證死活 played out on the named ko shapes after YG-8's suspension.
//! - [`fill`]: fill-count scoring (YG-1, YG-3, YG-15..YG-19).

pub mod dispute;
pub mod fill;
pub mod ko;
pub mod play;
