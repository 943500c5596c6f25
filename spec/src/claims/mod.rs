//! The claims of each document as data: the sentence (original wording), the reading, the
//! kind and the reading options. One file per document; the predicates that check them live
//! in the document's module ([`crate::jpd`], ...), the evidence in the audit.

pub mod guide;
pub mod hz;
pub mod jpd;
pub mod ts;
pub mod xq;
pub mod yg;

/// A reading option considered for a claim and not run, with the reason (a sentence of the
/// document that rules it out, or the reason it reads no words of the sentence). An option
/// a claim's `options` lists is run by the audit (it appears among the readings or the
/// rejected readings of the claim's evidence); an option set aside is listed here instead, and
/// `tests/registry_options.rs` checks both.
#[derive(Clone, Copy, Debug)]
pub struct RemovedOption {
    /// The claim ID.
    pub id: &'static str,
    /// The option as `key: alternative`.
    pub option: &'static str,
    /// Why it is not a reading of the claim's sentence.
    pub reason: &'static str,
}

/// The reading options removed from the registry, each with its reason.
pub const REMOVED_OPTIONS: &[RemovedOption] = &[
    RemovedOption {
        id: "HZ-7",
        option: "bowl-size: half-the-board-points",
        reason: "001 gives the number: (2)记录了棋局的总手数为2n时,则应在各方的棋罐中各留下(180-n)颗棋子 \
                 (the 应氏棋罐 of 180 stones). A bowl of half the board's points is no bowl 001 \
                 names; on 19x19 both are 180, and the games that exceed it there (more than 360 \
                 moves) are run under the reading `bowl-size: 180` with a 19x19 game.",
    },
    RemovedOption {
        id: "JPD-A1",
        option: "ties: draw",
        reason: "000 公理一 says only 局终后,争得地域较多的一方为胜方; no sentence of 000 says what \
                 equal areas give, so a draw is no reading of its words. Equal areas are counted \
                 and reported as outside what A1 says.",
    },
    RemovedOption {
        id: "JPD-A1",
        option: "ties: not-stated",
        reason: "000 公理一 争得地域较多的一方为胜方 speaks of unequal areas only: a tie is not a case \
                 of the sentence, so it is counted and reported, not run as a reading that could \
                 make A1 undecidable.",
    },
    RemovedOption {
        id: "TS-10",
        option: "no-prisoner: own-stone | free",
        reason: "002's note 允许虚手(直接交俘子一枚给对方) names the prisoner a pass hands over and \
                 nothing else: what a pass costs a side that holds no prisoner is in no sentence \
                 of 002. Games with such a pass are counted and reported (with what each way of \
                 paying would give), not judged, as JPD-A1's ties are.",
    },
    RemovedOption {
    id: "YG-18",
    option: "stone-value: two-points",
    reason: "003 計算 gives every stone 三點 (負子、還子、罰子、每子三點); the only sentence of 003 \
             giving a stone two points is 區位's 局差還點、時差罰點,二點折一子, which speaks of komi \
             and penalty points, not losing stones; that reading is run as \
             three-points-komi-two-points. Two points a losing stone is YG-17's count (and T2's \
             question), not a reading of YG-18's words.",
    },
];
