//! Claims of document 004, 循環限著規則初探 (`XQ-*`), in the guide's order.
//!
//! `text_zh` is quoted verbatim from the seed (copied in `spec/seeds/`); ` … ` marks an elision
//! between verbatim pieces of the same section. `tests/registry.rs` checks every piece.

use crate::claim::{Claim, ClaimKind, Document};

/// Every claim of this document, in the guide's order.
pub const CLAIMS: &[Claim] = &[
    Claim {
        id: "XQ-2.1",
        document: Document::Xq,
        section: "第二章 循環的定義及認定",
        kind: ClaimKind::Definition,
        text_zh: "雙方固定的棋子在固定的點上連續走動且不吃子,無限反復者,稱為循環 … 按循環點的多少,可將循環分為兩點循環和多點循環",
        reading: "A cycle: the same pieces of both sides move back and forth on the same points without capturing, indefinitely, or the whole-board position repeats; there are two-point and multi-point cycles.",
        options: &[
            "cycle: same-pieces-same-points | whole-board-repetition",
        ],
    },
    Claim {
        id: "XQ-2.2",
        document: Document::Xq,
        section: "第二章 循環的定義及認定",
        kind: ClaimKind::Definition,
        text_zh: "一方每間隔一著又走入“某點”或某兩點,其間隔著法的所有落點視為同一個點,即視為兩點循環或三點循環。 … 雙方棋子在一段連續的無吃子著法中,每個落點(不含外來著法)均重復一次(著子兩次)后,可認為形成了循環,所走之子為循環子,所落之點為循環點。",
        reading: "In a stretch of moves without captures, once every landing point (the entering move not counted) has been landed on twice a cycle is formed; a side that returns to a point every other move counts its in-between landing points as one point.",
        options: &[
            "interval-points: merged-as-one | counted-separately",
            "forming-move: landing-points | landing-points-and-return",
        ],
    },
    Claim {
        id: "XQ-2.3",
        document: Document::Xq,
        section: "第二章 循環的定義及認定",
        kind: ClaimKind::Theorem,
        text_zh: "且出現的棋形數不超過雙方循環點數的積。 … 且攻擊性或控制性著數至少為循環總著數的一半(回合數)。",
        reading: "The number of distinct positions in a cycle is at most the product of the two sides' numbers of cycle points, and attacking or controlling moves are at least half of a cycle's moves.",
        options: &[
            "position-key: placement | placement-and-side-to-move",
        ],
    },
    Claim {
        id: "XQ-3",
        document: Document::Xq,
        section: "第三章 循環中不會發生第一反擊",
        kind: ClaimKind::Theorem,
        text_zh: "即:循環中不會發生第一反擊,第一反擊在循環中屬偽命題。 … 所有著法性質的定性均應按走子方接續再走的程序來推算。",
        reading: "No first counterattack happens inside a cycle (a profitable capture would end it), so move natures are computed as 'the mover moves again', without the opponent's reply.",
        options: &[],
    },
    Claim {
        id: "XQ-4",
        document: Document::Xq,
        section: "第四章 棋子的根",
        kind: ClaimKind::Theorem,
        text_zh: "攻擊和防護某子的棋子,統稱為某子的根子,簡稱根。防護子為正根(己方棋子),攻擊子為負根(對方棋子)。有根的棋子稱為有根子,無根的棋子稱為無根子。 … 在循環的整個過程中,若某子的根發生變化,其變化必定是雙向波動的,存在對方走子后失根與己方走子后得根兩種狀態交替變化,即:若是失根子必然又是得根子。",
        reading: "Attackers (negative roots) and protectors (positive roots) are the roots of a piece; in a cycle every root change is two-way: a piece that loses root after one move regains it after another, so a lost-root piece is also a gained-root piece.",
        options: &[
            "false-roots: excluded | counted",
            "cycle: whole-board-repetition | landing-point-recognition",
        ],
    },
    Claim {
        id: "XQ-5",
        document: Document::Xq,
        section: "第五章 著法性質的定義",
        kind: ClaimKind::Definition,
        text_zh: "狹義著法性質可界定為將、殺、捉、閑四種類型,將、殺、捉統稱為打,打之外的其它著法歸為閑。一著棋兼具多種性質,從重定性。 … 1、將。凡走子企圖于下一著(接續再走)吃掉對方帥(將)者稱為將軍,簡稱“將”。",
        reading: "Narrow move natures: check (moving again could capture the king), mate threat (moving again could mate by a check or a series of checks, a series the text does not bound), chase (moving again could capture a piece, also after checks, with no material loss and a new material gain), idle (anything else); a move with several natures takes the heaviest.",
        options: &[
            "chase-gain: new-gain-only",
            "mate-threat: present-after-move | new-since-before",
        ],
    },
    Claim {
        id: "XQ-6",
        document: Document::Xq,
        section: "第六章 “捉”的推算",
        kind: ClaimKind::Definition,
        text_zh: "①行棋原則:除將軍、應將外,須連續吃子(含互吃)。推算中,若吃子(含互吃)后立即被對方吃將或將死,則推算終止,失子無窮大,對方則為得子無窮大。 … ②吃子原則:首吃活子,互吃失根子。 … 1車(將軍兵卒)=2馬(炮、過河的非將軍兵卒)= 4士(相象、未過河兵卒)。",
        reading: "Computing a chase: the first capture may take any live piece, later exchanges only lost-root pieces; only captures, checks and replies to check are allowed; a capture that at once loses the king or is mated is an infinite loss; chariot = 2 horses = 2 cannons = 2 crossed non-checking pawns = 4 advisors = 4 elephants = 4 uncrossed pawns, a checking pawn is worth a chariot.",
        options: &[
            "piece-values: document-table",
        ],
    },
    Claim {
        id: "XQ-7",
        document: Document::Xq,
        section: "第七章 著法性質的輕重關系",
        kind: ClaimKind::Definition,
        text_zh: "單個著法性質的輕重關系粗略界定為:將>殺>捉>閑(從前到后依次從重到輕)。 … 以兩點循環為例,雙方總體著法性質的輕重關系為:雙將>將殺=雙殺>將捉=殺捉=雙捉>將閑=殺閑=捉閑=雙閑。",
        reading: "Severity: check > mate threat > chase > idle; a side's overall nature is its lightest move in the cycle (barrel law); for two-point cycles double check > check+threat = double threat > check+chase = threat+chase = double chase > the idle pairs.",
        options: &[],
    },
    Claim {
        id: "XQ-8",
        document: Document::Xq,
        section: "第八章 有變和無變的定義",
        kind: ClaimKind::Definition,
        text_zh: "只要有一種變著不導致己方必定輸棋者,稱為有變;每一種變著都導致己方必定輸棋者,稱為無變。 … 只要有一種變著,既不導致己方的無護失根子立即被吃,也不導致立即被吃將或將死者,稱為有變;反之,每一種變著,不是導致己方的無護失根子立即被吃,就是導致立即被吃將或將死者,稱為無變。",
        reading: "A side has an alternative unless every non-cycle move leads to a forced loss (quasi-broad) or at once loses an unprotected lost-root piece or the king (narrow).",
        options: &[
            "alternatives: broad-operational | quasi-broad | narrow",
        ],
    },
    Claim {
        id: "XQ-10",
        document: Document::Xq,
        section: "第十章 現行《棋例》的提煉",
        kind: ClaimKind::Predicate,
        text_zh: "形成循環后,若雙方不變著仍繼續走循環著法,則三個回合后棋局終止,單方長將的循環長將方判負,其它循環判為: … ①復雜局面:最輕著法性質重的一方(最輕著法性質相同時后走滿重復著法的一方),判負。 … ②簡明局面:判和。 … 雙方有變,后走滿重復著法(每個落點均著子兩次即為走滿重復著法)的一方判負;單方有變,有變方判負;雙方無變,判和。 … 循環點不相等時,點多的一方為后走滿重復著法的一方;相等時,循環次著方為后走滿重復著法的一方。",
        reading: "After a cycle is formed, three more rounds end the game; one-sided perpetual check loses; otherwise Scheme 1 (complex position: the side whose lightest nature is heavier loses, equal: the side that completed its repeated moves last; simple position: draw) or Scheme 2 (both have alternatives: the side that completed last loses; only one: that side loses; neither: draw).",
        options: &[
            "scheme: scheme-1 | scheme-2",
            "alternatives: broad | quasi-broad | narrow | by-simplicity",
            "strong-pieces: chariot-horse-cannon",
        ],
    },
    Claim {
        id: "XQ-12",
        document: Document::Xq,
        section: "第十二章 名詞解釋",
        kind: ClaimKind::Definition,
        text_zh: "雙方都有兩個或兩個以上強子(兵卒士相象不限,下同)時的局面稱為復雜局面,其它局面稱為簡明局面。 … 吃掉對方帥(將)者,稱為吃將。將軍時,對方無論如何應將,都能立即吃掉對方帥(將)者,稱為將死。非將軍時,對方無論如何行棋,都能立即吃掉對方帥(將)者,稱為困斃。非將軍時,對方無論如何行棋,都能立即將死對方或步步追殺而將死對方者,稱為絕殺。對方無論如何行棋,都能必勝對方的殘局,稱為必勝殘局。",
        reading: "Terms: a complex position has two or more strong pieces on both sides, otherwise simple; capturing the king; checkmate; 困斃 (not in check, every move lets the king be taken); unstoppable mate; won endgame.",
        options: &[
            "strong-pieces: chariot-horse-cannon",
        ],
    },
];
