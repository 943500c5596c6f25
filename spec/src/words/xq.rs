//! The words the readings of document 004's claims (`XQ-*`) read.

use super::{reads, ReadingWords};
use crate::claim::Document;

/// The document of this file's words.
const D: Document = Document::Xq;

/// Every entry for the claims of 004.
pub const WORDS: &[ReadingWords] = &[
    reads(
        D,
        &["XQ-2.3"],
        "(a) every cycle, in-between counted as one point",
        "XQ-2.3, XQ-2.2",
        "且出現的棋形數不超過雙方循環點數的積 … 其間隔著法的所有落點視為同一個點",
    ),
    reads(
        D,
        &["XQ-2.3"],
        "(a) cycles of 利益之爭, in-between counted as one point",
        "XQ-2.3, XQ-2.2",
        "造成循環的根本原因是子力得失或勝負的利益之爭,從而形成了全盤同形反復再現,且出現的棋形數不超過雙方循環點數的積 … 其間隔著法的所有落點視為同一個點",
    ),
    reads(
        D,
        &["XQ-2.2"],
        "forming-move: landing-points",
        "XQ-2.2 (第二章 2)",
        "每個落點(不含外來著法)均重復一次(著子兩次)后,可認為形成了循環",
    ),
    // The summary read as what the sentence asserts: 即 gives the content of 雙向波動, and 第四章
    // 二 has just said that a root may change by either side's move, so the attribution of the
    // clause before it (對方走子后失根, 己方走子后得根) is read as an illustration, not a condition.
    reads(
        D,
        &["XQ-4"],
        "即 summary",
        "XQ-4 (第四章 二, 三)",
        "棋子的根發生變化包括己方造成和對方造成兩種情況 … 其變化必定是雙向波動的 … 即:若是失根子必然又是得根子",
    ),
    reads(
        D,
        &["XQ-4"],
        "存在對方走子后失根與己方走子后得根",
        "XQ-4",
        "存在對方走子后失根與己方走子后得根兩種狀態交替變化",
    ),
    reads(
        D,
        &["XQ-10"],
        "alternatives: quasi-broad",
        "XQ-8 (第八章 2), XQ-10 (第十章 方案二)",
        "只要有一種變著不導致己方必定輸棋者,稱為有變;每一種變著都導致己方必定輸棋者,稱為無變 … 有變、無變采用準廣義,無變由己方提出,對方確認,不提出視為有變",
    ),
    reads(
        D,
        &["XQ-10"],
        "alternatives: by-simplicity",
        "XQ-8 (第八章 2), XQ-10 (第十章 方案二)",
        "為簡化操作,簡明局面可視為雙方無變,復雜局面可視為雙方有變 … 有變、無變采用準廣義,無變由己方提出,對方確認",
    ),
    reads(
        D,
        &["XQ-8"],
        "alternatives: narrow",
        "XQ-8 (第八章 3)",
        "只要有一種變著,既不導致己方的無護失根子立即被吃,也不導致立即被吃將或將死者,稱為有變",
    ),
    reads(
        D,
        &["XQ-8"],
        "alternatives: quasi-broad",
        "XQ-8 (第八章 2)",
        "只要有一種變著不導致己方必定輸棋者,稱為有變;每一種變著都導致己方必定輸棋者,稱為無變",
    ),
    reads(
        D,
        &["XQ-8"],
        "alternatives: broad-operational",
        "XQ-8 (第八章 1)",
        "若只考慮無護失根子的失子因素,則易于操作,可定義如下 … 只要有一種變著,既不導致己方的無護失根子 … 立即被吃 … 不導致己方必定輸棋者,稱為有變",
    ),
    reads(
        D,
        &["XQ-5"],
        "mate-threat: present-after-move",
        "XQ-5 (第五章 四 2)",
        "只要走子后盤面上存在殺即判為殺",
    ),
    // XQ-5's `mate-threat: new-since-before` (第五章 三 1's 前后的差異) is set aside by 第五章's
    // 當出現循環時,著法性質的定性應以規則定義為準: no words.
];
