//! The claim registry's types: every ID of the reading guide is one [`Claim`], declared once
//! in `claims/` and listed by [`crate::registry::all`]. The audit (`qili audit`) walks the
//! registry and attaches a status and evidence to each entry.

use serde::Serialize;

/// The five source documents, named by the file they come from in `spec/seeds/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Document {
    /// `000_6e92f68e68212e18.txt`: 计枰点围棋规则(地多为胜)的公理体系 (2007), 燕来. IDs `JPD-*`.
    Jpd,
    /// `001_cc9af5722fe8ff58.txt`: 计活子围棋规则之狭义的特殊的等子比路法, 燕来. IDs `HZ-*`.
    Hz,
    /// `002_fef9214f6dc404c5.txt`: 赵之云《中国围棋胜负计算法及其演变》ch. 1. IDs `TS-*`.
    Ts,
    /// `003_1fe6a333853ae033.txt`: 應氏棋規. IDs `YG-*`.
    Yg,
    /// `004_ee861ba04f2581ad.txt`: 循環限著規則初探 (2019), 王忠. IDs `XQ-*`.
    Xq,
    /// The cross-document theorems T1-T8 of the reading guide (no single source document).
    Guide,
}

impl Document {
    /// The file name of the document in `spec/seeds/`, or `GUIDE.md` for the theorems.
    pub fn file(self) -> &'static str {
        match self {
            Document::Jpd => "000_6e92f68e68212e18.txt",
            Document::Hz => "001_cc9af5722fe8ff58.txt",
            Document::Ts => "002_fef9214f6dc404c5.txt",
            Document::Yg => "003_1fe6a333853ae033.txt",
            Document::Xq => "004_ee861ba04f2581ad.txt",
            Document::Guide => "GUIDE.md",
        }
    }

    /// The document's number as the guide writes it ("000" .. "004", "guide").
    pub fn number(self) -> &'static str {
        match self {
            Document::Jpd => "000",
            Document::Hz => "001",
            Document::Ts => "002",
            Document::Yg => "003",
            Document::Xq => "004",
            Document::Guide => "guide",
        }
    }
}

/// What kind of claim an ID is, following the guide's tags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimKind {
    /// A definition (a term the other claims use); checked by the predicates built on it.
    Definition,
    /// A predicate over a move, a position or a game (guide tag `[pred]`).
    Predicate,
    /// A scoring procedure (guide tag `[score]`).
    Scoring,
    /// A claim relating two or more rules (guide tag `[thm]`).
    Theorem,
    /// A worked example with numbers (guide tag `[ex]`): a golden test.
    Example,
    /// A descriptive statement (etiquette, taxonomy) that has no executable content beyond
    /// what its neighbours check; the audit says why.
    Descriptive,
}

/// One claim of one document, with the sentence it comes from.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Claim {
    /// The stable ID from the reading guide, e.g. `JPD-A11`.
    pub id: &'static str,
    /// The document the sentence is in.
    pub document: Document,
    /// Where in the document: the heading the sentence stands under (e.g. `公理十一`).
    pub section: &'static str,
    /// What kind of claim it is.
    pub kind: ClaimKind,
    /// The sentence in the original wording (quoted from the seed, not paraphrased).
    pub text_zh: &'static str,
    /// One reading of it in English.
    pub reading: &'static str,
    /// The named reading options that apply: short names with the alternatives, e.g.
    /// `"shared-liberties: split-equally | split-by-adjacent-stones"`.
    pub options: &'static [&'static str],
}
