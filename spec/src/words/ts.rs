//! The words the readings of document 002's claims (`TS-*`) read.

use super::{reads, ReadingWords};
use crate::claim::Document;

/// The document of this file's words.
const D: Document = Document::Ts;

/// The Japanese rule 002 reports: no points in seki (图八, 图九).
pub(super) const NO_POINTS_IN_SEKI: &str = "日本填空法硬性规定‘公活无目”";
/// A pass hands the opponent a prisoner (the editor's note to 002's first section).
pub(super) const PASS_HANDS_OVER_A_PRISONER: &str = "允许虚手(直接交俘子一枚给对方)";

/// Every entry for the claims of 002.
pub const WORDS: &[ReadingWords] = &[
    reads(
        D,
        &["TS-1"],
        "overflow: signed-difference",
        "TS-1",
        "然后采用差额计算法比较双方在盘面上拥有的空点,胜负之数。其手续先后与流行于日本的填空法一致",
    ),
    reads(
        D,
        &["TS-1"],
        "overflow: no-answer",
        "TS-1",
        "全部填入对方所围的空点中 … 比较双方在盘面上拥有的空点",
    ),
    reads(
        D,
        &["TS-1"],
        "overflow: stones-left-over-dropped",
        "TS-1",
        "比较双方在盘面上拥有的空点",
    ),
    reads(
        D,
        &["TS-3"],
        "eye-tax: two-per-independent-group",
        "TS-3",
        "结果每块活棋(不包括公活)不论围空多少,总有两点任其空虚",
    ),
    reads(
        D,
        &["TS-3"],
        "eye-tax: basic-eyes-of-each-group",
        "TS-3",
        "凡棋赖以生存的起码空位都不是",
    ),
    reads(
        D,
        &["TS-10"],
        "no-prisoner-pass: illegal",
        "TS-10 (编者注)",
        "不得放弃,允许虚手(直接交俘子一枚给对方)",
    ),
    reads(
        D,
        &["TS-10"],
        "no-prisoner-pass: charged",
        "TS-10 (赵之云's paragraph and its 编者注)",
        "任何一方不得少下一子以回避自填路(目)数 … 允许虚手(直接交俘子一枚给对方)",
    ),
    reads(
        D,
        &["TS-5"],
        "fill-moves-16: misprint-for-6",
        "TS-5 (图六)",
        "黑杀白1子,黑有6路",
    ),
    reads(
        D,
        &["TS-6"],
        "move-balance: tang-song-even-ending",
        "TS-6 (图三)",
        "黑6为保持着手平衡,不得不走,结果盘角曲四被歼,胜负之数并无增减",
    ),
    reads(
        D,
        &["TS-7"],
        "trigger: real-moves",
        "TS-7",
        "有无休之势,有交通之图\",作为循环往复无法终局处理",
    ),
    reads(
        D,
        &["TS-7"],
        "trigger: every-recurrence",
        "TS-1 (编者注), TS-7",
        "允许虚手(直接交俘子一枚给对方) … 作为循环往复无法终局处理",
    ),
    reads(
        D,
        &["TS-8"],
        "seki-points: tang-song-routes",
        "TS-8 (图八)",
        "故日左、右两块各有一路,计二路,黑棋无路",
    ),
    reads(
        D,
        &["TS-9"],
        "seki-points: tang-song-routes",
        "TS-9 (图十)",
        "白方可占领A位六点,不影响棋的生存,故白有六路",
    ),
    reads(
        D,
        &["TS-8", "TS-9"],
        "seki-points: no-points-in-seki",
        "TS-8 (图八)",
        NO_POINTS_IN_SEKI,
    ),
];
