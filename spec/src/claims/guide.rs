//! Claims of the reading guide's cross-document theorems (`T1`-`T8`); `text_zh` quotes the guide's English, in the guide's order.
//!
//! `text_zh` is quoted verbatim from the seed (copied in `spec/seeds/`); ` … ` marks an elision
//! between verbatim pieces of the same section. `tests/registry.rs` checks every piece.

use crate::claim::{Claim, ClaimKind, Document};

/// Every claim of this document, in the guide's order.
pub const CLAIMS: &[Claim] = &[
    Claim {
        id: "T1",
        document: Document::Guide,
        section: "Cross-document theorems the harness must decide",
        kind: ClaimKind::Theorem,
        text_zh: "**T1 routes + stones = live stones** (HZ-5.7): after back-filling, each side's routes plus its stones on the board equal its stones in the ideal final position.",
        reading: "After back-filling (HZ-5), each side's routes plus its stones on the board equal its stones in the ideal final position.",
        options: &[
            "basic-eyes-per-group: two | minimal-for-life",
        ],
    },
    Claim {
        id: "T2",
        document: Document::Guide,
        section: "Cross-document theorems the harness must decide",
        kind: ClaimKind::Theorem,
        text_zh: "**T2 area vs Ying fill-count**: the fill-count margin equals the area margin after the parity adjustment (odd number of points; bowls of floor(points/2) stones); show which of YG-17 / YG-18 is consistent.",
        reading: "The Ying fill-count margin equals the area margin after the parity adjustment (odd number of points, bowls of floor(points/2) stones); only one of YG-17 (two points per stone) and YG-18 (three points per stone) is consistent.",
        options: &["stone-value: two-points | three-points"],
    },
    Claim {
        id: "T3",
        document: Document::Guide,
        section: "Cross-document theorems the harness must decide",
        kind: ClaimKind::Theorem,
        text_zh: "**T3 area vs territory**: area margin = territory margin + (black stones placed - white stones placed), with seki and pass-stone corrections; equal when passes hand over prisoners and White moves last.",
        reading: "Area margin = territory margin + (Black stones placed - White stones placed), with seki and pass-stone corrections; equal when passes hand over prisoners and White moves last.",
        options: &[
            "pass: hand-over-prisoner | no-prisoner",
            "seki-points: counted | no-points-in-seki",
        ],
    },
    Claim {
        id: "T4",
        document: Document::Guide,
        section: "Cross-document theorems the harness must decide",
        kind: ClaimKind::Theorem,
        text_zh: "**T4 routes vs area with group tax**: with balanced moves (HZ-6), the route margin equals the area margin minus 2 x (black independent groups - white independent groups) outside seki; in seki the Tang-Song reading (TS-8, TS-9) and \"no points in seki\" differ: show where.",
        reading: "With balanced moves (HZ-6) the route margin equals the area margin minus 2 x (Black independent groups - White independent groups) outside seki; in seki the Tang-Song reading and \"no points in seki\" differ.",
        options: &[
            "seki-points: tang-song-routes | no-points-in-seki",
            "move-balance: b-class-negative-move",
            "independent-group: eye-sharing-unit | block",
        ],
    },
    Claim {
        id: "T5",
        document: Document::Guide,
        section: "Cross-document theorems the harness must decide",
        kind: ClaimKind::Theorem,
        text_zh: "**T5 board-point area (JPD-C3) vs Chinese area**: equal when shared liberties are split equally; show the split-by-neighbours difference.",
        reading: "Board-point area (JPD-C3) equals Chinese area when shared liberties are split equally; splitting by adjacent stones differs.",
        options: &[
            "shared-liberties: split-equally | split-by-adjacent-stones",
        ],
    },
    Claim {
        id: "T6",
        document: Document::Guide,
        section: "Cross-document theorems the harness must decide",
        kind: ClaimKind::Theorem,
        text_zh: "**T6 ko rules**: simple ko ⊂ situational superko ⊂ positional superko (in what they forbid); JPD-A11 with pass stones allows retaking a ko after passes, positional superko does not: exhibit it.",
        reading: "Simple ko forbids less than situational superko, which forbids less than positional superko; JPD-A11 with pass stones allows retaking a ko after passes where positional superko does not.",
        options: &[],
    },
    Claim {
        id: "T7",
        document: Document::Guide,
        section: "Cross-document theorems the harness must decide",
        kind: ClaimKind::Theorem,
        text_zh: "**T7 termination**: which rule sets admit an infinite legal game? (e.g. JPD-A11 with pass stones plus JPD-C6: a ko retaken between pairs of passes never repeats a shape and never reaches four passes, unless the stone supply is finite). Which rule sets admit a game with no result?",
        reading: "Which rule sets admit an infinite legal game, and which admit a game with no result.",
        options: &[
            "stone-supply: unbounded | bowls-of-180",
            "captured-stones: kept | returned",
        ],
    },
    Claim {
        id: "T8",
        document: Document::Guide,
        section: "Cross-document theorems the harness must decide",
        kind: ClaimKind::Theorem,
        text_zh: "**T8 ending**: four-pass ending vs two-pass ending: positions where they give different results.",
        reading: "Four-pass ending and two-pass ending give different results on some positions.",
        options: &[],
    },
];
