//! Claims of document 001, 计活子围棋规则之狭义的特殊的等子比路法 (`HZ-*`), in the guide's order.
//!
//! `text_zh` is quoted verbatim from the seed (copied in `spec/seeds/`); ` … ` marks an elision
//! between verbatim pieces of the same section. `tests/registry.rs` checks every piece.

use crate::claim::{Claim, ClaimKind, Document};

/// Every claim of this document, in the guide's order.
pub const CLAIMS: &[Claim] = &[
    Claim {
        id: "HZ-1",
        document: Document::Hz,
        section: "(1)基本眼位 · 眼位",
        kind: ClaimKind::Definition,
        text_zh: "一个空点被一方的棋子围住,且与这个空点直线紧邻的只有这一方的棋子而没有其它空点或另方的棋子,这个空点就是这方棋子的一个眼位。每个眼位都是棋子的一口气。双活棋中的每一口公气,是双方共有的眼位。",
        reading: "An eye point of a side is an empty point whose orthogonal neighbours are all that side's stones; every eye point is a liberty; each shared liberty in seki is an eye point of both sides.",
        options: &[
            "seki-shared-liberty: eye-of-both | not-an-eye",
        ],
    },
    Claim {
        id: "HZ-2",
        document: Document::Hz,
        section: "(1)基本眼位 · 基本眼位",
        kind: ClaimKind::Definition,
        text_zh: "一方的基本眼位,是不会被对方消灭的且己方不能填子的眼位。 … 基本眼位是棋子生存的充分必要条件,其数量是足够的又是起码的。通常,每块独立活棋要保留2个基本眼位,双活棋中的带眼的每块棋要保留1个独自拥有的基本眼位,双活棋的公气应视为双方共有的基本眼位。",
        reading: "A basic eye is an eye point the opponent cannot destroy and the owner cannot fill; the basic eyes are necessary and sufficient for life and minimal: usually two per independent live group, one own eye per eye-bearing group in seki, shared liberties are shared basic eyes.",
        options: &[
            "basic-eyes-per-group: two | minimal-for-life",
        ],
    },
    Claim {
        id: "HZ-3",
        document: Document::Hz,
        section: "(2)子路皆子",
        kind: ClaimKind::Definition,
        text_zh: "在保留“基本眼位”的前提下,各方的空点中能有棋子生存于其上的空点叫做“路点”。具体地说,各方棋子围住的地盘中基本眼位除外的空点就是各方的路点,双活棋中单方权利的官子是有权方的路点。",
        reading: "A route point of a side is an empty point of its area, other than its basic eyes, on which its own stone can live; in seki a dame only one side has the right to fill is that side's route.",
        options: &[
            "seki-dame: route-of-side-that-may-fill | nobody",
        ],
    },
    Claim {
        id: "HZ-4",
        document: Document::Hz,
        section: "(2)子路皆子",
        kind: ClaimKind::Definition,
        text_zh: "路点简称为“路”。每个路点都代表能够存活于其上的那一个活子,路的实质正是活子。棋盘上的子与路都是活子——这便是子路皆子。",
        reading: "Each route stands for the one live stone that could live on it: stones and routes on the board are both live stones.",
        options: &[],
    },
    Claim {
        id: "HZ-5",
        document: Document::Hz,
        section: "(3)等子比路",
        kind: ClaimKind::Scoring,
        text_zh: "①双方共同确认棋盘上各方的死子。 … 将各方棋盘上的死子、被俘的子与虚着之子回填到各自的空点中。 … 当一方或双方的路点已经填完后,尚有若干应回填之棋子未能填放到棋盘上去时(此为罕见情形),应平衡双方盘外应回填棋子的数量。 … 路的数量较多的一方为胜方。 … 各方路的数量与盘内子的数量之和便是各方活子的总量,于是,“等子比路,路多为赢”便返回到“子路皆子,活子多胜”。",
        reading: "After suspension: agree the dead stones, reserve the basic eyes, put each side's dead stones, captured stones and pass stones back as its own stones into its own empty points, balance by the B-class negative move if Black played last, then the side with more routes wins; routes plus stones on the board are each side's live stones.",
        options: &[
            "refill-target: own-area | opponent-area",
            "route-shortage: balance-off-board-stones",
            "move-balance: b-class-negative-move",
        ],
    },
    Claim {
        id: "HZ-6",
        document: Document::Hz,
        section: "④将棋做成等子局面与B类负着",
        kind: ClaimKind::Scoring,
        text_zh: "若先下子的黑方收后,则回填做棋后盘上黑子比白子多1个,这时,应要求黑方从其地盘内取下1个子来将棋做成等子局面。黑方取下1个子,他便获得了1路,实际上是将其1子换成了1路,因子路皆子,故这一转换不会使己方或对方获利或受损。",
        reading: "When Black played last (odd number of moves) Black removes one of its stones from its area, turning one stone into one route, which by HZ-4 gains or loses nothing.",
        options: &[],
    },
    Claim {
        id: "HZ-7",
        document: Document::Hz,
        section: "补文、关于本规则的简化",
        kind: ClaimKind::Scoring,
        text_zh: "(2)记录了棋局的总手数为2n时,则应在各方的棋罐中各留下(180-n)颗棋子,将其余的棋子全都填入各自的空点中。填后,盘内便成为黑白各有n子的等子局面了。",
        reading: "With 2n moves in total each side keeps 180 - n stones in its bowl and fills the rest into its own empty points, leaving n stones a side on the board.",
        options: &[
            "bowl-size: 180",
        ],
    },
    Claim {
        id: "HZ-EX1",
        document: Document::Hz,
        section: "图例",
        kind: ClaimKind::Example,
        text_zh: "本局各21着,共42着后呈现如图局面,盘面无争。 … 棋局过程中白方提取黑子1枚,黑方提取白子1枚。无争局面上,黑方有死子1枚(c2处)。 … 本局各21着,回填俘子与死子后,盘内黑子、白子各有21颗,为等子局面。在这等子局面上,黑方有1路,白方无路(路数为0),黑方盘面多1路。",
        reading: "The 7x7 example: 21 moves each, one prisoner each, a dead black stone at c2; after back-filling 21 stones each, Black has 1 route and White 0, so Black wins by 1 route (Chinese area scoring of the same position gives White 25, Black 24).",
        options: &[],
    },
];
