//! The words the readings of document 001's claims (`HZ-*`) read.

use super::{reads, ReadingWords};
use crate::claim::Document;

/// The document of this file's words.
const D: Document = Document::Hz;

// HZ-2's fixed counts (通常,每块独立活棋要保留2个基本眼位, 双活棋中的带眼的每块棋要保留1个独自
// 拥有的基本眼位), read as a rule, are set aside by 001's definition (己方不能填子, 起码): no
// reading reads them.
/// As few basic eyes as life needs (HZ-2).
pub(super) const MINIMAL: &str = "基本眼位是棋子生存的充分必要条件,其数量是足够的又是起码的";

/// Every entry for the claims of 001.
pub const WORDS: &[ReadingWords] = &[
    reads(
        D,
        &["HZ-1"],
        "seki-shared-liberty: eye-of-both",
        "HZ-1",
        "双活棋中的每一口公气,是双方共有的眼位",
    ),
    reads(
        D,
        &["HZ-2", "HZ-5"],
        "basic-eyes-per-group: minimal-for-life",
        "HZ-2",
        MINIMAL,
    ),
    reads(
        D,
        &["HZ-7"],
        "bowl-size: 180",
        "HZ-7",
        "记录了棋局的总手数为2n时,则应在各方的棋罐中各留下(180-n)颗棋子",
    ),
    reads(
        D,
        &["HZ-3"],
        "seki-dame: route-of-side-that-may-fill",
        "HZ-3",
        "双活棋中单方权利的官子是有权方的路点",
    ),
    // HZ-4's readings pair the basic eyes (001) with the points of a seki (002's Tang-Song
    // routes, or none): the words are 001's, for the eyes.
    reads(
        D,
        &["HZ-4"],
        "basic-eyes-per-group: minimal-for-life, fewest-in-seki",
        "HZ-2",
        MINIMAL,
    ),
    // T7's bowls with the prisoners kept out of them: 001's narrow count keeps the prisoners,
    // and its 应氏棋罐 hold 180 a side (the same author as 000, whose rule sets T7 cuts).
    reads(
        D,
        &["T7"],
        "stone-supply: bowls-of-180, captured-stones: kept",
        "(3)等子比路, 补文 (HZ-7)",
        "狭义的特殊的等子比路法,棋局过程中要保留俘子 … 在各方的棋罐中各留下(180-n)颗棋子",
    ),
];
