//! The words the readings of document 000's claims (`JPD-*`) read.

use super::{reads, ReadingWords};
use crate::claim::Document;

/// The document of this file's words.
const D: Document = Document::Jpd;

/// Every entry for the claims of 000.
pub const WORDS: &[ReadingWords] = &[
    // JPD-C1: the placed stone keeps a liberty once the stones it took are off (有气则存); a
    // self-capture takes the mover's own stones off, as any stones without a liberty
    // (没有气的棋子…要从棋盘上被提走). `suicide: forbidden` reads no sentence (000 names none).
    reads(D, &["JPD-C1"], "removal-order: opponent-first", "JPD-C1", "有气则存无气则亡"),
    reads(
        D,
        &["JPD-C1"],
        "suicide: allowed",
        "JPD-C1",
        "没有气的棋子不能生存在棋盘上,要从棋盘上被提走",
    ),
    // JPD-A1 `ties: draw` reads no sentence: 000 names no draw.
    reads(
        D,
        &["JPD-A2"],
        "地: every point is land, of a side or of none (公理二 它永远都是地)",
        "JPD-A2",
        "不论它是棋子的着点,还是棋子的气点或是其它的空点,它永远都是地",
    ),
    reads(
        D,
        &["JPD-C2"],
        "two-eye-exceptions: seki-only",
        "JPD-C7 (c)",
        "此最小值为2(两个眼位;或一个眼位与一口公气;或两口公气)",
    ),
    reads(
        D,
        &["JPD-C2"],
        "two-eye-exceptions: seki-and-one-liberty-seki",
        "JPD-C7 (c)",
        "特殊情形下,一块活棋只拥有一口气,但它却不会被消灭,如贝濑尊明双活图",
    ),
    // A four-pass ending's final position counted as it stands (推论6, 公理十二), under each
    // JPD-A9 split.
    reads(
        D,
        &["JPD-A1", "JPD-C3"],
        "final-position: as-reached, shared-liberties: split-equally",
        "JPD-A12",
        "棋局终了后的局面叫做“最终局面”",
    ),
    reads(
        D,
        &["JPD-A1", "JPD-C3"],
        "final-position: as-reached, shared-liberties: split-by-adjacent-stones",
        "JPD-A12",
        "棋局终了后的局面叫做“最终局面”",
    ),
    reads(D, &["JPD-A9", "JPD-A1"], "shared-liberties: split-equally", "JPD-A9", "公气由双方共同享有(由双方平分"),
    reads(D, &["JPD-A9", "JPD-A1"], "shared-liberties: split-by-adjacent-stones", "JPD-A9", "按邻子比例来瓜分"),
    // 自取灭亡 read as losing area, or as losing stones: both readings of the same words (JPD-A12
    // runs them on 公理十二's two kinds of final position).
    reads(D, &["JPD-C7", "JPD-C8", "JPD-A12"], "own-ruin: loses-area", "JPD-C7", "若下实着的话只能自取灭亡"),
    reads(D, &["JPD-C7", "JPD-C8", "JPD-A12"], "own-ruin: loses-stones", "JPD-C7", "若下实着的话只能自取灭亡"),
    // 自取灭亡 read locally: the move gives up C7 (a)'s 恒气, the eyes 推论2 says the opponent cannot
    // enter; the opponent can then take some of the mover's stones at once.
    reads(
        D,
        &["JPD-C7", "JPD-C8", "JPD-A12"],
        "own-ruin: local",
        "JPD-C7",
        "若下实着的话只能自取灭亡 … (a)黑白两方的每一部分棋子都拥有不会被消灭的气(恒气)而存活",
    ),
    reads(D, &["JPD-C3", "JPD-C9"], "shared-liberties: split-equally", "JPD-C3", "公共气点由双方均分"),
    reads(
        D,
        &["JPD-C3", "JPD-C9"],
        "shared-liberties: split-by-adjacent-stones",
        "JPD-C3",
        "公共气点由双方均分或按邻子比例来瓜分",
    ),
    reads(
        D,
        &["JPD-C4", "JPD-A11", "JPD-C5"],
        "shape-key: board-and-pass-stones",
        "JPD-A10",
        "棋盘内的黑白棋子及走虚着时下在棋盘边界外面的黑白棋子和棋盘上的空点与线组合在一起,就成为“全局的形”",
    ),
    reads(
        D,
        &["JPD-A11"],
        "recurrence: any-earlier-shape",
        "JPD-A11",
        "每方每下一子后,都应使棋盘上呈现一个新的、前所未有的全局的形",
    ),
    // JPD-A10's pass keys: each side's pass stones (公理十 黑白棋子), or each side's of each
    // kind, the two kinds put at different edges by 公理四.
    reads(
        D,
        &["JPD-A10", "JPD-C4", "JPD-A11", "JPD-C5"],
        "pass-stones-in-shape: count-per-side",
        "JPD-A10",
        "棋盘内的黑白棋子及走虚着时下在棋盘边界外面的黑白棋子",
    ),
    reads(
        D,
        &["JPD-A10", "JPD-C4", "JPD-A11", "JPD-C5"],
        "pass-stones-in-shape: count-per-side-and-kind",
        "JPD-A4 (1), JPD-A4 (2), JPD-A10",
        "各方将棋子下在棋盘的己方右边界线的外面 … 各方应将表示休止的虚着之子下在靠近己方的棋盘下面的边界线外面 … 走虚着时下在棋盘边界外面的黑白棋子",
    ),
    // 推论9(3)'s dispute, what the restored position keeps, under each pass key (JPD-A11 and
    // JPD-C5 run on the resumed games). `resume: restore-before-suspension` (the two
    // suspension shapes erased) reads no words and is set aside as unsupported; `resume:
    // restore-board-keep-history` under the per-side key is set aside against 推论9(3)'s own
    // 继续对局,由轮走方先下 (the proposer can be left without a move).
    reads(
        D,
        &["JPD-A11", "JPD-C5"],
        "resume: keep-pass-stones, pass-stones-in-shape: count-per-side",
        "JPD-A10, JPD-C4, JPD-C7, JPD-C9 (3)",
        "棋盘内的黑白棋子及走虚着时下在棋盘边界外面的黑白棋子 … 虚着兼有手数与棋形的变化 … 棋盘上呈现的局面叫做“理想的最终局面” … 应将棋局恢复到休止前的局面",
    ),
    reads(
        D,
        &["JPD-A11", "JPD-C5"],
        "resume: keep-pass-stones, pass-stones-in-shape: count-per-side-and-kind",
        "JPD-A4, JPD-A10, JPD-C4, JPD-C7, JPD-C9 (3)",
        "各方将棋子下在棋盘的己方右边界线的外面 … 各方应将表示休止的虚着之子下在靠近己方的棋盘下面的边界线外面 … 走虚着时下在棋盘边界外面的黑白棋子 … 虚着兼有手数与棋形的变化 … 棋盘上呈现的局面叫做“理想的最终局面” … 应将棋局恢复到休止前的局面",
    ),
    reads(
        D,
        &["JPD-A11", "JPD-C5"],
        "resume: restore-board-keep-history, pass-stones-in-shape: count-per-side-and-kind",
        "JPD-A4, JPD-A10, JPD-A11, JPD-C9 (3)",
        "各方将棋子下在棋盘的己方右边界线的外面 … 各方应将表示休止的虚着之子下在靠近己方的棋盘下面的边界线外面 … 走虚着时下在棋盘边界外面的黑白棋子 … 前所未有的全局的形 … 应将棋局恢复到休止前的局面",
    ),
    // 000's two routes to the end: four right-edge passes (推论6, JPD-C6), or two suspension
    // passes, then 做棋, then the end (推论9(4), 推论10).
    reads(
        D,
        &["JPD-A12"],
        "end: four-passes-or-suspension",
        "JPD-C6, JPD-C9 (4), JPD-C10",
        "在连续四虚手后,判棋局为终了 … 将棋做成“理想的最终局面”后,棋局为终止 … 第二手虚着(乙方):同意休止",
    ),
    reads(
        D,
        &["JPD-C6"],
        "four-passes: right-edge-kind-only",
        "JPD-C6",
        "连续的四手虚着(各方将虚着下在棋盘的右边线外面)",
    ),
    reads(D, &["JPD-C7"], "basic-eyes: two-per-group", "JPD-C7 (c)", "通常情形下,此最小值为2"),
    reads(
        D,
        &["JPD-C7"],
        "basic-eyes: minimal-for-life",
        "JPD-C7 (c)",
        "各方所围地盘中只有1目的眼位且眼位数量已达到最小值",
    ),
    reads(
        D,
        &["JPD-C9", "JPD-C11"],
        "move-balance: b-class-negative-move",
        "JPD-C11",
        "以B类负着来平衡手数(黑方不因收后而贴出一点)",
    ),
    // JPD-C9's balance: what 平衡手数 is 000 sends to 见后文 and does not contain; 推论11 calls
    // 黑方不应因收后而贴出一点 the 选项二 of 黑方收后公理, which presupposes a first option, Black
    // paying the point, and the position 通常型, one type of several. JPD-C11 sets this reading
    // aside against its own 这易位不会为任何一方带来收益或损失 (src/audit/scoring.rs#jpd_c11).
    reads(
        D,
        &["JPD-C9"],
        "move-balance: black-pays-one-point",
        "JPD-C11",
        "理想的无争局面通常型 … 黑方不应因收后而贴出一点(关于黑方收后公理之选项二)",
    ),
    reads(
        D,
        &["JPD-C11"],
        "secure-area: strong",
        "JPD-C11",
        "各方棋子所围住的每一块地盘都已完全巩固,对方棋子再也无法侵入",
    ),
    reads(
        D,
        &["JPD-C11"],
        "secure-area: weak",
        "JPD-C11",
        "若侵入的话将无法避免被提走的下场",
    ),
    // 公理四's two kinds of pass in the shape: told apart by the edge each is put at, or merged
    // as 公理十's 走虚着时下在棋盘边界外面的黑白棋子, which names no edge (JPD-A10's two keys).
    reads(
        D,
        &["JPD-A4", "JPD-C10"],
        "pass-kinds-in-shape: distinguished",
        "JPD-A4 (1), JPD-A4 (2)",
        "各方将棋子下在棋盘的己方右边界线的外面 … 各方应将表示休止的虚着之子下在靠近己方的棋盘下面的边界线外面",
    ),
    reads(
        D,
        &["JPD-A4", "JPD-C10"],
        "pass-kinds-in-shape: merged",
        "JPD-A10",
        "棋盘内的黑白棋子及走虚着时下在棋盘边界外面的黑白棋子",
    ),
    reads(
        D,
        &["JPD-C10"],
        "pass-counting: suspension-kind-only",
        "JPD-C10",
        "为避免与四虚终局相混淆,各方应将表示休止的虚着之子下在靠近己方的棋盘下面的边界线外面",
    ),
];
