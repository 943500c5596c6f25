//! Claims of document 002, 赵之云《中国围棋胜负计算法及其演变》ch. 1 (`TS-*`), in the guide's order.
//!
//! `text_zh` is quoted verbatim from the seed (copied in `spec/seeds/`); ` … ` marks an elision
//! between verbatim pieces of the same section. `tests/registry.rs` checks every piece.

use crate::claim::{Claim, ClaimKind, Document};

/// Every claim of this document, in the guide's order.
pub const CLAIMS: &[Claim] = &[
    Claim {
        id: "TS-1",
        document: Document::Ts,
        section: "一、唐宋填空法",
        kind: ClaimKind::Scoring,
        text_zh: "终局以后,双方先各自将对方的死棋(包括已被提取的死棋及盘面上的死棋;全部填入对方所围的空点中,然后采用差额计算法比较双方在盘面上拥有的空点,胜负之数。其手续先后与流行于日本的填空法一致。",
        reading: "After the game each side fills the opponent's dead stones (captured and dead on the board) into the opponent's enclosed empty points, and the difference of empty points (routes) decides, in the same steps as Japanese filling.",
        options: &[
            "seki-points: tang-song-routes | no-points-in-seki",
            "overflow: signed-difference | no-answer | stones-left-over-dropped",
        ],
    },
    Claim {
        id: "TS-2",
        document: Document::Ts,
        section: "一、唐宋填空法",
        kind: ClaimKind::Predicate,
        text_zh: "值得注意的是:谱中黑244亦即最后一着棋分明无路(目),但还是要走,以凑成“各若干着”偶数终局",
        reading: "A finished Tang-Song game has an even number of moves: the last move may be worthless but is still played so both sides made the same number of moves.",
        options: &[],
    },
    Claim {
        id: "TS-3",
        document: Document::Ts,
        section: "一、唐宋填空法",
        kind: ClaimKind::Definition,
        text_zh: "结果每块活棋(不包括公活)不论围空多少,总有两点任其空虚 … 由此可知,在唐宋人观念中,凡棋赖以生存的起码空位都不是\"\"。换句话说,凡“路”都必须己方的棋可去占领。",
        reading: "The minimum eye space a live group needs (two points per independent group, seki excluded) is not a route: a route is a point the side's own stones can occupy.",
        options: &[
            "eye-tax: two-per-independent-group | basic-eyes-of-each-group",
        ],
    },
    Claim {
        id: "TS-4",
        document: Document::Ts,
        section: "一、唐宋填空法 · 谱一金花椀图",
        kind: ClaimKind::Example,
        text_zh: "阎景实白先;顾师言黑胜一路。各一百二十二着。黑杀白六子,有四十路;白杀黑六子,白有三十九路。 … 则黑有四十六目(),白有四十五目(),与唐宋填空法相比黑白双方各有六目()之差。",
        reading: "金花椀图: 122 moves each; Black captured 6 white stones and has 40 routes, White captured 6 black stones and has 39 routes: Black wins by 1 route; Japanese counting gives Black 46, White 45 (three live groups each, 2 x 3 = 6).",
        options: &[],
    },
    Claim {
        id: "TS-5",
        document: Document::Ts,
        section: "一、唐宋填空法 · 图四至图六",
        kind: ClaimKind::Example,
        text_zh: "图四 假设进行至30着,全局结束。 … 黑方填完16着后,己不能再行自填,否则将影响黑惧的生死;而白方除了可填16着保持双方着手平衡外,还多余A位三点,白共有9点可填。 … 15着。白胜3路。黑杀白1子,黑有6路;白杀黑4子,白有9路。",
        reading: "7x7 thought experiment: after 30 moves, 15 each, White wins by 3 routes; Black killed 1 white stone and has 6 routes, White killed 4 black stones and has 9 routes; in figure 6 Black fills its routes and can fill no more, White fills as many to keep the moves balanced and has three more at A, 9 in all.",
        options: &[
            "fill-moves-16: as-written | misprint-for-6",
        ],
    },
    Claim {
        id: "TS-6",
        document: Document::Ts,
        section: "一、唐宋填空法 · 图一至图三",
        kind: ClaimKind::Theorem,
        text_zh: "图三 前图的继续,白5提后,黑6为保持着手平衡,不得不走,结果盘角曲四被歼,胜负之数并无增减。 … 看来,填空法判盘角曲四为死棋,也是一种简化与省略,而且与着手平衡是配合的。",
        reading: "Bent four in the corner is dead at the end of the game: under move balance the moves White spends removing ko threats and capturing are matched by Black's forced moves, so the margin is unchanged.",
        options: &[
            "move-balance: tang-song-even-ending",
        ],
    },
    Claim {
        id: "TS-7",
        document: Document::Ts,
        section: "一、唐宋填空法",
        kind: ClaimKind::Predicate,
        text_zh: "唐宋人的处理方法,与日本规定的\"无胜负\"大致相同。《棋经十三篇》交代得很清楚,\"有无休之势,有交通之图\",作为循环往复无法终局处理。",
        reading: "Cycles (triple ko, quadruple ko, eternal life) cannot be ended and give no result.",
        options: &[
            "trigger: real-moves | every-recurrence (a pass costs a prisoner) | any-recurrence (passes free)",
        ],
    },
    Claim {
        id: "TS-8",
        document: Document::Ts,
        section: "一、唐宋填空法 · 图七、图八",
        kind: ClaimKind::Example,
        text_zh: "图八白方可在左边A位及右边B位自填不影响白棋的生存。故日左、右两块各有一路,计二路,黑棋无路。",
        reading: "In the seki of figures 7 and 8 White can fill A and B without harm: White has 2 routes there, Black 0.",
        options: &[
            "seki-points: tang-song-routes | no-points-in-seki",
        ],
    },
    Claim {
        id: "TS-9",
        document: Document::Ts,
        section: "一、唐宋填空法 · 图九、图十",
        kind: ClaimKind::Example,
        text_zh: "图十如按唐宋人的地域观,白方可占领A位六点,不影响棋的生存,故白有六路;黑方无点可填,黑无路。",
        reading: "In the seki of figures 9 and 10 White can occupy six points on the top row without endangering itself: White 6 routes, Black 0 (Japanese \"no points in seki\" gives 0).",
        options: &[
            "seki-points: tang-song-routes | no-points-in-seki",
        ],
    },
    Claim {
        id: "TS-10",
        document: Document::Ts,
        section: "一、唐宋填空法 · 编者注",
        kind: ClaimKind::Predicate,
        text_zh: "编者注:总结如下,一人一手,不得放弃,允许虚手(直接交俘子一枚给对方),偶数终局。",
        reading: "Play alternates and no one may decline to move, but a pass is allowed by handing one prisoner to the opponent; the game ends after an even number of moves.",
        options: &[
            "no-prisoner-pass: illegal | charged",
        ],
    },
];
