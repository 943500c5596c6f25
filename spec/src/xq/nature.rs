//! XQ-3 "the mover moves again", XQ-5 move natures (將, 殺, 捉, 閑) and XQ-7 severity.
//! Document 004 (`004_ee861ba04f2581ad.txt`), 第三章, 第五章 四, 第七章.

use super::board::{Board, Kind, Move, Side, Sq};
use super::chase::{xq_6_chase_gain_in_cycle, Gain, INF};
use super::options::{LivePieces, MateThreat, XqOptions};
use serde::Serialize;
use std::collections::BTreeSet;

/// The four narrow natures, ordered from the lightest to the heaviest (XQ-7: 將>殺>捉>閑).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Nature {
    /// 閑: anything else.
    Idle,
    /// 捉: moving again could capture an enemy piece without loss and with a new gain.
    Chase,
    /// 殺: moving again could mate by a check or a series of checks.
    MateThreat,
    /// 將: moving again could capture the king.
    Check,
}

impl Nature {
    /// The name used in the JSON output, e.g. `"mate-threat"`.
    pub fn name(self) -> &'static str {
        match self {
            Nature::Idle => "idle",
            Nature::Chase => "chase",
            Nature::MateThreat => "mate-threat",
            Nature::Check => "check",
        }
    }
}

/// What a chase attacks and the computed gains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chased {
    /// The point of the chased piece.
    pub target: Sq,
    /// The kind of the chased piece.
    pub kind: Kind,
    /// (a) 從沒擊到擊 (newly attacked) or (b) 從擊到擊 with a new gain.
    pub newly_attacked: bool,
    /// The gain of moving again after the move.
    pub gain_after: Gain,
    /// The gain of moving again before the move, if the piece was already attacked.
    pub gain_before: Option<Gain>,
}

/// The nature of one move with the reasons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveNature {
    /// The narrow nature (XQ-5): the heaviest that applies.
    pub nature: Nature,
    /// Moving again could capture the king (將).
    pub check: bool,
    /// Moving again could mate by a check or a series of checks (殺).
    pub mate_threat: bool,
    /// The pieces chased (捉), with their gains.
    pub chased: Vec<Chased>,
}

impl MoveNature {
    /// A one-line reason.
    pub fn detail(&self) -> String {
        let mut parts = Vec::new();
        if self.check {
            parts.push("check: moving again could take the king".to_string());
        }
        if self.mate_threat {
            parts.push("mate threat: moving again mates by checks".to_string());
        }
        for c in &self.chased {
            let line: Vec<String> = c.gain_after.line.iter().map(|m| m.iccs()).collect();
            let before = match &c.gain_before {
                None => "not capturable before".to_string(),
                Some(g) => format!("gain before {}", g.value),
            };
            parts.push(format!(
                "chase {} {} ({}; gain after {} by {}; {})",
                c.kind.name(),
                c.target,
                if c.newly_attacked {
                    "newly attacked"
                } else {
                    "already attacked, new gain"
                },
                c.gain_after.value,
                line.join(" "),
                before
            ));
        }
        if parts.is_empty() {
            "idle: no check, no mate by checks, no chase".to_string()
        } else {
            parts.join("; ")
        }
    }
}

/// XQ-3 the mover moves again: the position after the mover's move with the mover to move.
///
/// 004 第三章: "循環中不會發生第一反擊……所有著法性質的定性均應按走子方接續再走的程序來推算。"
pub fn xq_3_moves_again(before: &Board, m: Move) -> Board {
    before.after(m).with_to_move(before.to_move)
}

/// XQ-3: after a cycle move the opponent has no profitable first counterattack (第一反擊): no
/// capture whose chase computation gains. Returns the best such capture if one exists.
///
/// The counterattack is valued by 第六章's computation with the position before the move as
/// the reference and `lost`, the points (on `before`) of the pieces that lost their root at
/// some move of the cycle ([`super::roots::cycle_lost_roots`]): 第六章 二 2 ② "失根子的判定:
/// 推算以來(含循環過程),根發生了從沒擊到擊(得擊)或從護到沒護(失護)變化的棋子就是失根子" counts the
/// root changes of the whole cycle, not only those of the last move.
pub fn xq_3_profitable_counterattack(
    lost: &BTreeSet<Sq>,
    before: &Board,
    m: Move,
    opts: &XqOptions,
) -> Option<(Sq, Gain)> {
    let after = before.after(m);
    let mut best: Option<(Sq, Gain)> = None;
    for (sq, p) in after.pieces() {
        if p.side != before.to_move || p.kind == Kind::King {
            continue;
        }
        // Direct captures only: a counterattack is "立即吃掉".
        let direct = after.legal_moves().iter().any(|c| c.to == sq);
        if !direct {
            continue;
        }
        if let Some(g) = xq_6_chase_gain_in_cycle(
            before,
            lost,
            &after,
            None,
            sq,
            &XqOptions {
                check_series: 0,
                ..*opts
            },
        ) {
            if g.value > 0 && best.as_ref().is_none_or(|b| g.value > b.1.value) {
                best = Some((sq, g));
            }
        }
    }
    best
}

/// Whether the side to move mates by a check or a series of at most `depth` checks.
pub fn mates_by_checks(pos: &Board, depth: u8) -> bool {
    if depth == 0 {
        return false;
    }
    let side = pos.to_move;
    for c in pos.legal_moves() {
        let a = pos.after(c);
        if !a.in_check(side.other()) {
            continue;
        }
        let replies = a.legal_moves();
        if replies.is_empty() {
            return true;
        }
        if depth > 1
            && replies
                .iter()
                .all(|&r| mates_by_checks(&a.after(r), depth - 1))
        {
            return true;
        }
    }
    false
}

/// XQ-5 the narrow nature of move `m` on `before`, by the mover moving again (XQ-3).
///
/// 004 第五章 四: "1、將。凡走子企圖于下一著(接續再走)吃掉對方帥(將)者稱為將軍"; "2、殺。凡走子企圖于下一著(接續再走)
/// 將軍或連續將軍而將死對方者稱為“殺”……只要走子后盤面上存在殺即判為殺"; "3、捉。凡走子企圖于下一著(接續再走)吃掉
/// (含將軍或連續將軍后吃掉)對方棋子不失子(含得子、平子)且新增得子者稱為捉": (a) 從沒擊到擊: capturable
/// after and not before, without loss; (b) 從擊到擊: capturable before and after, without loss
/// after, and the gain after exceeds the gain before (走子后為平子時則走子前為失子). "一著棋兼具多種性質,從重定性。"
pub fn xq_5_nature(before: &Board, m: Move, opts: &XqOptions) -> MoveNature {
    xq_5_nature_in_cycle(&BTreeSet::new(), before, m, opts)
}

/// [`xq_5_nature`] of a move inside a cycle: the chase computation counts root changes from
/// the position before the move, and the pieces on `lost` (points on `before`), which lost
/// their root at some move of one period of the cycle ([`super::roots::cycle_lost_roots`]),
/// are lost-root pieces throughout (第六章 二 2 ②: "推算以來(含循環過程)"), for the gain after
/// the move and for the gain before it alike. The same move from the same position gets the
/// same nature whichever ply the record starts at.
pub fn xq_5_nature_in_cycle(
    lost: &BTreeSet<Sq>,
    before: &Board,
    m: Move,
    opts: &XqOptions,
) -> MoveNature {
    let mover: Side = before.to_move;
    let again = xq_3_moves_again(before, m);
    let check = again.in_check(mover.other());
    // 從沒殺到殺 (第五章 三 1), when read so: the mover, to move before the move, had no mate.
    let mate_threat = !check
        && mates_by_checks(&again, opts.mate_threat_checks)
        && (opts.mate_threat == MateThreat::PresentAfterMove
            || !mates_by_checks(before, opts.mate_threat_checks));
    let mut chased = Vec::new();
    for (sq, p) in again.pieces() {
        if p.side == mover || p.kind == Kind::King {
            continue;
        }
        let Some(after) = xq_6_chase_gain_in_cycle(before, lost, &again, Some(m.to), sq, opts)
        else {
            continue;
        };
        // A line that wins the king (+∞: the mover mates within the computation, 吃將 or 將死)
        // is 將 or 殺, never 捉 of the piece the computation started from (004 第五章 三:
        // 攻擊帥(將)企圖于下一著形成必勝局勢……用“將”、“ 殺”表示;攻擊其它棋子企圖于下一著吃子優化局勢而得利……用“捉”表示).
        // A capture that leaves the opponent without a move but not in check (困斃, 第十二章 4)
        // is no 將 and no narrow 殺 (第五章 四 2: 將軍或連續將軍而將死對方; 絕殺、必勝殘局 不予考慮):
        // the computation values it by the material it wins ([`super::chase`]), so it can be 捉.
        if after.value < 0 || after.value >= INF {
            continue;
        }
        let before_gain = xq_6_chase_gain_in_cycle(before, lost, before, None, sq, opts);
        let newly = before_gain.is_none();
        let new_gain = match &before_gain {
            None => true,
            Some(g) => after.value > g.value,
        };
        // 首吃活子: a dead piece (lost whatever its owner plays) is not chased.
        if new_gain
            && (opts.live_pieces == LivePieces::Every || super::chase::is_live(before, sq, opts))
        {
            chased.push(Chased {
                target: sq,
                kind: p.kind,
                newly_attacked: newly,
                gain_after: after,
                gain_before: before_gain,
            });
        }
    }
    let nature = if check {
        Nature::Check
    } else if mate_threat {
        Nature::MateThreat
    } else if !chased.is_empty() {
        Nature::Chase
    } else {
        Nature::Idle
    };
    MoveNature {
        nature,
        check,
        mate_threat,
        chased,
    }
}

/// XQ-7 a side's overall nature: its lightest move in the cycle ("直接用雙方的最輕著法性質比較(木桶定律)").
pub fn xq_7_overall(natures: &[Nature]) -> Nature {
    natures.iter().copied().min().unwrap_or(Nature::Idle)
}

/// XQ-7 the severity order of single natures, 將>殺>捉>閑 ("單個著法性質的輕重關系粗略界定為:將>殺>捉>閑").
/// Returns which of two overall natures is heavier (`Greater`: `a` heavier).
pub fn xq_7_compare(a: Nature, b: Nature) -> std::cmp::Ordering {
    a.cmp(&b)
}
