//! The words the readings of document 003's claims (`YG-*`) read, and 003's words that the
//! theorems' readings of the Ying rules read (T2's counts, T7's Ying ko readings).

use super::{reads, ReadingWords};
use crate::claim::Document;

/// The document of this file's words.
const D: Document = Document::Yg;

/// The claims whose checks run the Ying ko readings (`ying-pass` .. `ying-marks-strict`, see
/// `qili_spec::yg::ko`): which move is the interval (爭劫), how far a cycle may go (越環禁攪),
/// and which positions are shapes (著手).
const YING: &[&str] = &["YG-12", "YG-14", "YG-20", "YG-21", "T7"];

/// YG-13 runs the two Ying ko readings YG-12 keeps for which side 越環禁攪 stops; they part on
/// the cycle limit, so each reads the sentences of its limit (the rest are set aside).
const YG13: &[&str] = &["YG-13"];

/// Every entry for the claims of 003.
pub const WORDS: &[ReadingWords] = &[
    // A single 公空 of a seki: its neighbours are of both colours (空屬鄰界: half each), or it
    // takes no stone and so measures nothing (以子量地 … 少至一空不得填子: nobody's).
    reads(D, &["YG-1"], "shared-empty-area: half-each", "YG-15", "子空皆地、空屬鄰界"),
    reads(
        D,
        &["YG-1"],
        "shared-empty-area: nobody",
        "YG-16",
        "以子量地 … 少至一空不得填子",
    ),
    reads(
        D,
        &["YG-6"],
        "position-key: board-only",
        "YG-12 (變窮)",
        "變方互不相讓之同型反覆或循環",
    ),
    reads(
        D,
        &["YG-6"],
        "exhausted-change: repetition-and-cycle-per-YG-12",
        "YG-12 (變窮, 打劫)",
        "變方互不相讓之同型反覆或循環 … 反覆為爭循環為攪。熱子禁提除爭窮,越環禁攪除攪窮",
    ),
    reads(
        D,
        &["YG-15"],
        "empty-bordering-both: shared",
        "YG-16",
        "雙活中鄰界黑白兼有之“公空”,多於一空各填其半",
    ),
    reads(
        D,
        &["YG-15"],
        "empty-bordering-both: neutral",
        "YG-16",
        "少至一空不得填子",
    ),
    reads(D, &["YG-7"], "ko-rule carrying 有變", "YG-7", "顆、塊子自提,有變可著"),
    reads(
        D,
        &["YG-8"],
        "four-passes: two-pass-pairs",
        "YG-8",
        "單官著完,雙方虛手,著手休止 … 死子清完,變 方再虛手,著手終了,四虛終局",
    ),
    reads(D, YING, "ying-pass", "YG-12, YG-13", "凡提取熱子須間隔一實手或虛手,否則爭窮 … 攪方如越環應禁止續攪"),
    reads(D, YING, "ying-strict", "YG-12, 003 熱子", "凡提取熱子須間隔一實手或虛手,否則爭窮 … 長生劫之雙劫子逢雙皆成"),
    reads(D, YING, "ying-move", "YG-12, YG-13", "須間隔一實手或虛手 … 攪方如越環應禁止續攪"),
    reads(D, YING, "ying-move-strict", "YG-12, 003 熱子", "須間隔一實手或虛手 … 長生劫之雙劫子逢雙皆成"),
    reads(
        D,
        YING,
        "ying-game",
        "YG-12, 003 攪子, YG-13",
        "凡提取熱子須間隔一實手或虛手 … 越環後環環相同,實為攪窮 … 攪方如越環應禁止續攪",
    ),
    reads(
        D,
        YING,
        "ying-game-strict",
        "YG-12, 003 熱子, 003 攪子",
        "凡提取熱子須間隔一實手或虛手 … 長生劫之雙劫子逢雙皆成 … 越環後環環相同,實為攪窮",
    ),
    reads(
        D,
        YING,
        "ying-shape",
        "YG-5 (著手), YG-12, YG-13",
        "實手有著子兼手數,虛手無著子僅手數 … 凡提取熱子須間隔一實手或虛手 … 攪方如越環應禁止續攪",
    ),
    reads(
        D,
        YING,
        "ying-shape-strict",
        "YG-5 (著手), YG-12, 003 熱子",
        "實手有著子兼手數,虛手無著子僅手數 … 凡提取熱子須間隔一實手或虛手 … 長生劫之雙劫子逢雙皆成",
    ),
    reads(
        D,
        YING,
        "ying-marks",
        "YG-12, 003 熱子",
        "凡提取熱子須間隔一實手或虛手 … 長生劫之雙劫子逢雙皆成 … 爭三劫除單熱子外另一單或雙劫子,視同熱子,皆成",
    ),
    reads(
        D,
        YING,
        "ying-marks-strict",
        "YG-12, 003 熱子",
        "凡提取熱子須間隔一實手或虛手 … 長生劫之雙劫子逢雙皆成 … 爭三劫除單熱子外另一單或雙劫子,視同熱子,皆成",
    ),
    reads(
        D,
        YG13,
        "ying-marks",
        "YG-12, 003 攪子, YG-13",
        "凡提取熱子須間隔一實手或虛手 … 越環後環環相同,實為攪窮 … 攪方如越環應禁止續攪",
    ),
    reads(
        D,
        YG13,
        "ying-marks-strict",
        "YG-6 (實手), YG-12 (變窮, 爭劫)",
        "著必有變,變窮禁著 … 變方互不相讓之同型反覆或循環 … 凡提取熱子須間隔一實手或虛手",
    ),
    // YG-13's second sentence: every 攪 stopped by 越環禁攪 ends restored or taken, the two
    // ends it names (區別六 lists no other multi-move 攪), under each kept cycle limit.
    reads(
        D,
        YG13,
        "ying-marks (還原 or 被提)",
        "YG-13, 003 攪子, 區別六",
        "越環後環環相同,實為攪窮 … 衡劫活攪還原,虛劫死攪被提 … 攪劫亦有三",
    ),
    reads(
        D,
        YG13,
        "ying-marks-strict (還原 or 被提)",
        "YG-13, YG-12 (變窮), 區別六",
        "變方互不相讓之同型反覆或循環 … 衡劫活攪還原,虛劫死攪被提 … 攪劫亦有三",
    ),
    // YG-3's counts of the 公空: each reads YG-16's sentence with its own unit (a region of
    // empty points, a seki, the board's shared empties together).
    reads(
        D,
        &["YG-3", "YG-17"],
        "shared-empties-counted: per-region",
        "YG-16",
        "多於一空各填其半,少至一空不得填子",
    ),
    reads(
        D,
        &["YG-3", "YG-17"],
        "shared-empties-counted: per-seki",
        "YG-16",
        "雙活中鄰界黑白兼有之“公空”,多於一空各填其半",
    ),
    reads(
        D,
        &["YG-3", "YG-17"],
        "shared-empties-counted: whole-board",
        "YG-16",
        "雙活中鄰界黑白兼有之“公空”,多於一空各填其半",
    ),
    // YG-3's pass stones at the count: back in the bowls (stones are on the board or in the
    // bowls), or left where 虛手 puts them, outside the board.
    reads(D, &["YG-3"], "pass-stones: returned", "置子", "棋盒中有剩子,其他任何處所不得有棋子"),
    reads(
        D,
        &["YG-3"],
        "pass-stones: left-outside",
        "YG-4, 虛手",
        "無權爭點或無點可爭之單方虛手應放一子於棋枰外側右下方",
    ),
    reads(D, &["YG-16"], "odd-shared-empties: floor-half-each", "YG-16", "多於一空各填其半"),
    reads(D, &["YG-16"], "odd-shared-empties: leave-one", "YG-16", "少至一空不得填子"),
    // The same with the 公空 of a seki counted together (雙活中…公空): three single shared
    // points of one seki are three 公空, an odd count of more than one.
    reads(
        D,
        &["YG-16"],
        "odd-shared-empties: floor-half-each (shared-empties-counted: per-seki)",
        "YG-16",
        "雙活中鄰界黑白兼有之“公空”,多於一空各填其半",
    ),
    reads(
        D,
        &["YG-16"],
        "odd-shared-empties: leave-one (shared-empties-counted: per-seki)",
        "YG-16",
        "雙活中鄰界黑白兼有之“公空”,多於一空各填其半,少至一空不得填子",
    ),
    // The same with every 公空 of the board counted together: the sentence names the 公空 of
    // 雙活中 as one class and puts no unit (a region, one seki) on 多於一空, so two seki of one
    // 公空 each are two 公空, more than one (the count YG-3 and YG-17 run as `whole-board`).
    reads(
        D,
        &["YG-16"],
        "odd-shared-empties: floor-half-each (shared-empties-counted: whole-board)",
        "YG-16",
        "雙活中鄰界黑白兼有之“公空”,多於一空各填其半",
    ),
    reads(
        D,
        &["YG-16"],
        "odd-shared-empties: leave-one (shared-empties-counted: whole-board)",
        "YG-16",
        "雙活中鄰界黑白兼有之“公空”,多於一空各填其半,少至一空不得填子",
    ),
    // YG-16 `odd-shared-empties: black-fills-extra` reads no sentence: 003 gives Black no
    // extra shared point.
    reads(D, &["YG-17"], "stone-value: two-points", "YG-17", "二點折一子"),
    reads(D, &["YG-18"], "stone-value: three-points", "YG-18", "負子、還子、罰子、每子三點"),
    reads(
        D,
        &["YG-18"],
        "stone-value: three-points-komi-two-points",
        "YG-17, YG-18",
        "局差還點、時差罰點,二點折一子 … 負子、還子、罰子、每子三點",
    ),
    // YG-21's 衡劫 and 虛劫: named by the end YG-13's sentence gives them once 越環禁攪 stops
    // the cycle, and traditional rules as 003 describes them (窮 not removed: no result).
    reads(
        D,
        &["YG-21"],
        "衡/虛 by the stop",
        "理規, 變窮, YG-13, 區別六",
        "傳統棋規窮未除盡,則有“無勝負”判例 … 窮則無勝負 … 衡劫活攪還原,虛劫死攪被提 … 傳統棋規除單劫外,皆判無勝負",
    ),
    reads(D, &["YG-21"], "traditional rules", "YG-21", "傳統棋規除單劫外,皆判無勝負"),
    // YG-21's 顆子自攪 check: 003's own list of what traditional rules do (傳統棋規 (三)).
    reads(
        D,
        &["YG-21"],
        "traditional rules (simple ko, 可以被提不可自提)",
        "對局者須知 四 氣盡提取, 傳統棋規 (三); YG-21",
        "可以被提不可自提 … 傳統棋規除單劫外,皆判無勝負",
    ),
    reads(
        D,
        &["YG-21"],
        "ying-marks (顆子自攪)",
        "實手; YG-21",
        "著必有變,變窮禁著。顆、塊子自提,有變可著。熱子即提,越環再攪顆子自攪,變窮禁著",
    ),
    reads(
        D,
        &["YG-21"],
        "ying-marks-strict (顆子自攪)",
        "實手; YG-21",
        "著必有變,變窮禁著。顆、塊子自提,有變可著。熱子即提,越環再攪顆子自攪,變窮禁著",
    ),
    reads(
        D,
        &["T2"],
        "ying: YG-1 both bowls",
        "YG-1, 003 對局者須知 七",
        "雙方域點之和即為棋枰之點數 … 使用量斗棋盒,保證黑白各180子",
    ),
    reads(
        D,
        &["T2"],
        "YG-17 on Black's bowl, shared point half each",
        "YG-16, YG-17",
        "多於一空各填其半 … 二點折一子",
    ),
    reads(
        D,
        &["T2"],
        "YG-17 on Black's bowl, shared points per seki, a single one nobody's",
        "YG-16, YG-17",
        "雙活中鄰界黑白兼有之“公空”,多於一空各填其半,少至一空不得填子 … 二點折一子",
    ),
    reads(
        D,
        &["T2"],
        "which is consistent: YG-18 three points a stone (stone-value: three-points) breaks the identity",
        "YG-1, YG-18",
        "雙方域點之差則為勝負之點數 … 每子三點",
    ),
    reads(
        D,
        &["T7"],
        "stone-supply: bowls-of-180, captured-stones: returned",
        "置子, 對局者須知 七",
        "置子:對局中除棋枰上有活子死子,棋盒中有剩子,其他任何處所不得有棋子 … 保證黑白各180子",
    ),
];
