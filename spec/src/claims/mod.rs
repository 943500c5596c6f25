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
/// `tests/audit_default_run/registry_options.rs` checks both.
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
        id: "YG-3",
        option: "bowl-size: 180",
        reason: "003 fixes the bowl: 收子 所填子數各為180顆 and 對局者須知 七 使用量斗棋盒,保證黑白各180子. \
                 180 is the sentence's number, not one reading of it among others: every reading \
                 YG-3's check runs (shared-empties-counted, pass-stones) fills 19x19 from bowls \
                 of 180 and holds only where the bowl is 180.",
    },
    RemovedOption {
        id: "YG-3",
        option: "bowl-size: half-the-board-points",
        reason: "003 gives the number, 所填子數各為180顆 and 保證黑白各180子, on the board 003 speaks \
                 of (19x19, where floor(361 / 2) = 180): a bowl of half the board's points is no \
                 bowl 003 names, and on 19x19 it is the same bowl, so it could decide nothing. \
                 The half-board bowl of the small boards is T2's (the guide's bowls of \
                 floor(points/2) stones).",
    },
    RemovedOption {
        id: "T2",
        option: "bowl-size: 180",
        reason: "The guide's claim text fixes the bowl: (odd number of points; bowls of \
                 floor(points/2) stones). 003's 保證黑白各180子 is that bowl on 19x19 \
                 (floor(361 / 2) = 180); on the small boards T2 is run on, a bowl of 180 is not the \
                 claim's. Every T2 reading (ying: YG-1 both bowls, the YG-17 and YG-18 counts) \
                 fills from bowls of floor(points/2) (qili_spec::yg::fill, FillCount::bowl).",
    },
    RemovedOption {
        id: "T2",
        option: "bowl-size: half-the-board-points",
        reason: "The guide's claim text fixes the bowl (bowls of floor(points/2) stones), which is \
                 003's 保證黑白各180子 on 19x19: it is the claim's own term, not one reading among \
                 others, and every T2 reading fills from bowls of floor(points/2) \
                 (qili_spec::yg::fill, FillCount::bowl).",
    },
    RemovedOption {
        id: "T6",
        option: "ko: simple | situational-superko | positional-superko | jpd-no-going-back",
        reason: "The four ko rules are what the guide's claim compares (simple ko ⊂ situational \
                 superko ⊂ positional superko; JPD-A11 with pass stones allows retaking a ko \
                 after passes), not readings of its words: the claim is about all four at once. \
                 The fourth is 000 公理十一 每方每下一子后,都应使棋盘上呈现一个新的、前所未有的全局的形 \
                 with 全局的形 including the pass stones (棋盘内的黑白棋子及走虚着时下在棋盘边界外面的\
                 黑白棋子). The audit runs each rule as a side of the comparison \
                 (qili::search::explore::t6_inclusion on every game of 3x1 and 2x2, the named \
                 cycles, the 1x2 retake witness; the tables of optimal play).",
    },
    RemovedOption {
        id: "T8",
        option: "ending: four-passes | two-passes",
        reason: "The two endings are what the guide's claim compares (four-pass ending vs two-pass \
                 ending: positions where they give different results), not readings of its words. \
                 The four-pass ending is 000 推论6 在连续四虚手后,判棋局为终了, and 000 says the game \
                 goes on after two (甲乙双方连续的两虚着后,甲方是可以继续下实着的): the two-pass ending \
                 is the other rule sets', no reading of 000. The audit runs both as the two sides of the comparison \
                 (qili::search::explore::t8_witness; the optimal-play table, psk against psk-4).",
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
