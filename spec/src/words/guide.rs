//! The words the readings of the guide's theorems (`T1`-`T8`) read: a theorem relates the
//! documents, so its readings read their sentences (001's basic eyes, 000's shared
//! liberties, 002's seki points and passes, 000's shapes and passes). The Ying readings of
//! T2 and T7 are in `yg.rs`.

use super::{hz, reads, ts, ReadingWords};
use crate::claim::Document;

/// Every entry for the theorems.
pub const WORDS: &[ReadingWords] = &[
    // T1's `two, one-own-eye-in-seki` is set aside (001's definition, 通常): no words.
    reads(
        Document::Hz,
        &["T1"],
        "basic-eyes-per-group: minimal-for-life, fewest-in-seki",
        "HZ-2",
        hz::MINIMAL,
    ),
    reads(
        Document::Ts,
        &["T3"],
        "pass: hand-over-prisoner, seki-points: counted",
        "TS-1 (编者注)",
        ts::PASS_HANDS_OVER_A_PRISONER,
    ),
    reads(
        Document::Ts,
        &["T3"],
        "pass: no-prisoner, seki-points: no-points-in-seki",
        "TS-8 (图八)",
        ts::NO_POINTS_IN_SEKI,
    ),
    // T4's one reading, `outside-seki`, is the guide's own domain (finished games with no
    // seki): no sentence of a document. Its seki forms are shown, not readings.
    reads(
        Document::Jpd,
        &["T5"],
        "final-position: as-reached, shared-liberties: split-equally",
        "JPD-A12",
        "棋局终了后的局面叫做“最终局面”",
    ),
    reads(
        Document::Jpd,
        &["T5"],
        "final-position: as-reached, shared-liberties: split-by-adjacent-stones",
        "JPD-A12",
        "棋局终了后的局面叫做“最终局面”",
    ),
    reads(
        Document::Jpd,
        &["T5"],
        "JPD-A9 split equally",
        "JPD-A9",
        "公气由双方共同享有(由双方平分",
    ),
    reads(
        Document::Jpd,
        &["T5"],
        "JPD-A9 by adjacent stones",
        "JPD-A9",
        "按邻子比例来瓜分",
    ),
    reads(
        Document::Jpd,
        &["T5"],
        "shared-liberties: split-equally",
        "JPD-C3",
        "公共气点由双方均分",
    ),
    reads(
        Document::Jpd,
        &["T5"],
        "shared-liberties: split-by-adjacent-stones",
        "JPD-C3",
        "公共气点由双方均分或按邻子比例来瓜分",
    ),
    reads(
        Document::Jpd,
        &["T7"],
        "jpd",
        "JPD-A11, JPD-C6",
        "都应使棋盘上呈现一个新的、前所未有的全局的形 … 故在连续四虚手后,判棋局为终了",
    ),
    reads(
        Document::Jpd,
        &["T7"],
        "JPD-A11 + four passes terminates",
        "JPD-A11, JPD-C6",
        "都应使棋盘上呈现一个新的、前所未有的全局的形 … 故在连续四虚手后,判棋局为终了",
    ),
    reads(
        Document::Ts,
        &["T7"],
        "tang-song",
        "TS-2, TS-10 (编者注)",
        "一人一手,不得放弃,允许虚手(直接交俘子一枚给对方),偶数终局",
    ),
    // T7's other rule sets (simple, simple-4, ssk, psk, psk-4, jpd-2, jpd-suicide) and
    // `stone-supply: unbounded` are the guide's question over rule sets, not a document's
    // sentence.
];
