//! The named reading options of document 004 where the text leaves the computation open.

use super::cycle::CycleOptions;

/// Which reading of 有變/無變 (XQ-8, 004 第八章) decides alternatives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alternatives {
    /// 狹義: "只要有一種變著,既不導致己方的無護失根子立即被吃,也不導致立即被吃將或將死者,稱為有變".
    Narrow,
    /// 準廣義: "只要有一種變著不導致己方必定輸棋者,稱為有變", "必定輸棋" read as a forced
    /// mate or 困斃 by the opponent within `quasi_broad_depth` of its moves (a bounded search:
    /// the text sets no bound).
    QuasiBroad,
}

/// All options of the cycle rules, with the defaults the judge uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XqOptions {
    /// Options of cycle recognition (XQ-2.2).
    pub cycle: CycleOptions,
    /// How many checks may precede a capture in an attack or a chase ("含將軍或連續將軍后",
    /// 004 第四章 / 第五章 四 3): the text sets no bound. Default 1.
    pub check_series: u8,
    /// How many consecutive checks a mate threat may use ("將軍或連續將軍而將死對方", 第五章 四 2). Default 3.
    pub mate_threat_checks: u8,
    /// How many plies the exchange (互吃) of the chase computation may last (第六章 二 1 sets
    /// none: it stops when nobody captures). Default 6.
    pub exchange_plies: u8,
    /// Whether an attack that at once allows a mate-in-one is excluded (擊: "吃子后立即被對方吃將或將死者除外").
    /// The king-capture part is always applied (a move leaving the king capturable is illegal).
    pub exclude_mate_in_one: bool,
    /// Whether roots (擊) count attacks that come after a check or a series of checks (004
    /// 第四章 一: "可立即(含將軍或連續將軍后,下同)對對方某子進行的攻擊"): the sentence says yes;
    /// the default `false` counts direct captures only (much cheaper; the chase computation
    /// always allows [`XqOptions::check_series`] checks before its first capture).
    pub roots_after_checks: bool,
    /// The reading of alternatives used by Scheme 2 (the document prescribes 準廣義).
    pub alternatives: Alternatives,
    /// Depth (opponent moves) of the forced-loss search of the quasi-broad reading. Default 1.
    pub quasi_broad_depth: u8,
}

impl Default for XqOptions {
    fn default() -> Self {
        XqOptions {
            cycle: CycleOptions::default(),
            check_series: 1,
            mate_threat_checks: 3,
            exchange_plies: 6,
            exclude_mate_in_one: true,
            roots_after_checks: false,
            alternatives: Alternatives::QuasiBroad,
            quasi_broad_depth: 1,
        }
    }
}
