//! XQ-6 the chase computation (捉的推算): the first capture (首吃) of the chased piece, after
//! checks that take nothing, then the exchanges (互吃) of lost-root pieces only (a check that
//! takes a piece takes a lost-root one); only captures, checks and replies to check; a
//! capture after which the king is at once taken or mated is an infinite loss; the piece
//! values of 第六章 三. Document 004 (`004_ee861ba04f2581ad.txt`), 第六章.

use super::board::{Board, Kind, Move, Side, Sq};
use super::options::XqOptions;
use super::roots::Roots;
use std::collections::BTreeSet;

/// The value of the king, and of losing it: "帥(將)的價值為無窮大".
pub const INF: i32 = 1_000_000;

/// XQ-6 piece values in quarter chariots: "1車(將軍兵卒)=2馬(炮、過河的非將軍兵卒)= 4士(相象、未過河兵卒)".
/// A pawn's value is fixed when it is captured: a pawn giving check is a chariot, a crossed
/// pawn a horse, an uncrossed pawn an advisor.
pub fn value(b: &Board, sq: Sq) -> i32 {
    let Some(p) = b.at(sq) else { return 0 };
    match p.kind {
        Kind::King => INF,
        Kind::Chariot => 4,
        Kind::Horse | Kind::Cannon => 2,
        Kind::Advisor | Kind::Elephant => 1,
        Kind::Pawn => {
            let enemy_king = b.king(p.side.other());
            if enemy_king.is_some_and(|k| b.piece_targets(sq).contains(&k)) {
                4
            } else if super::board::own_half(p.side, sq) {
                1
            } else {
                2
            }
        }
    }
}

fn clamp(v: i32) -> i32 {
    v.clamp(-INF, INF)
}

/// The result of a chase computation: the material balance for the attacker (quarter
/// chariots; ±[`INF`] for the king) and the line that reaches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gain {
    /// Material balance for the attacker, in quarter chariots; ±[`INF`] for the king.
    pub value: i32,
    /// The line of moves that reaches the balance.
    pub line: Vec<Move>,
}

/// The computation context: the reference position for 失根子 ("推算以來(含循環過程),根發生了
/// 從沒擊到擊(得擊)或從護到沒護(失護)變化的棋子就是失根子") and the pieces that lost their root in
/// the cycle. The reference is the position before the move being judged (the computation
/// counts the root changes since it); inside a cycle, `lost` holds the points of the pieces
/// that got an attacker or lost a protector at some move of one period of the cycle
/// ([`super::roots::cycle_lost_roots`]: 含循環過程, the same pieces whichever ply the record
/// starts at); a move judged on its own has none.
pub struct Chase<'a> {
    /// The reference position for 得擊/失護 during the computation: the position before the
    /// move being judged.
    pub reference: &'a Board,
    /// Points (in the position the computation starts from) of the pieces that lost their
    /// root in the cycle.
    pub lost: &'a BTreeSet<Sq>,
    /// The options in force.
    pub opts: &'a XqOptions,
}

impl Chase<'_> {
    /// Whether the piece on `sq` of `pos` is a lost-root piece: it moved since the reference
    /// (`moved` holds the points of pieces that moved), or it was not attacked there and is
    /// now, or it was protected there and is not now.
    fn lost_root(&self, pos: &Board, sq: Sq, moved: &BTreeSet<Sq>) -> bool {
        // A piece that moved during the computation is on `moved`; one on a point of `lost`
        // that did not move is the piece that lost its root in the cycle.
        if moved.contains(&sq) || self.lost.contains(&sq) {
            return true;
        }
        if self.reference.at(sq) != pos.at(sq) {
            return true;
        }
        let r0 = Roots::of(self.reference, sq, self.opts);
        let r1 = Roots::of(pos, sq, self.opts);
        (!r0.attacked() && r1.attacked()) || (r0.protected() && !r1.protected())
    }

    /// The exchange (互吃) after a capture: negamax value for the side to move. Allowed moves:
    /// captures of lost-root pieces, checks, and (in check) every reply. Not in check, the
    /// side may stop (value 0). In check without a legal move: mated, the king is lost (−∞).
    /// Not in check without a legal move (困斃): the computation stops and the material
    /// stands (value 0), for 004 names only 吃將 and 將死 as the infinite loss: 第六章 二 1 ①
    /// "若吃子(含互吃)后立即被對方吃將或將死,則推算終止,失子無窮大", 第五章 四 3 "吃子或互吃后被對方吃將或將死
    /// 則失子無窮大,被對方形成絕殺、必勝殘局等情況不予考慮", and 第十二章 4 defines 困斃 apart from both
    /// ("非將軍時,對方無論如何行棋,都能立即吃掉對方帥(將)者,稱為困斃").
    fn exchange(&self, pos: &Board, moved: &BTreeSet<Sq>, plies: u8, line: &mut Vec<Move>) -> i32 {
        let side = pos.to_move;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if pos.in_check(side) { -INF } else { 0 };
        }
        if plies == 0 {
            return 0;
        }
        let in_check = pos.in_check(side);
        let mut best = if in_check { -INF - 1 } else { 0 };
        let mut best_line = Vec::new();
        for m in moves {
            let captured = pos.at(m.to).is_some();
            let after = pos.after(m);
            let checks = after.in_check(side.other());
            // 應將 is always allowed; otherwise a capture must take a lost-root piece
            // (互吃失根子), even when it gives check, and a move that takes nothing must check
            // (除將軍、應將外,須連續吃子).
            let allowed = in_check
                || if captured {
                    self.lost_root(pos, m.to, moved)
                } else {
                    checks
                };
            if !allowed {
                continue;
            }
            let gain = if captured { value(pos, m.to) } else { 0 };
            let mut moved2 = moved.clone();
            moved2.remove(&m.from);
            moved2.insert(m.to);
            let mut sub = Vec::new();
            let v = clamp(gain - self.exchange(&after, &moved2, plies - 1, &mut sub));
            if v > best {
                best = v;
                best_line = std::iter::once(m).chain(sub).collect();
            }
        }
        line.extend(best_line);
        best.max(-INF)
    }

    /// The first capture (首吃) of the piece on `target` by the side to move of `pos`, after
    /// up to `checks` checks (each to be good against every reply), then the exchange.
    /// `None`: the piece cannot be captured that way ("不能吃子").
    pub fn first_capture(
        &self,
        pos: &Board,
        moved: &BTreeSet<Sq>,
        target: Sq,
        checks: u8,
    ) -> Option<Gain> {
        let attacker: Side = pos.to_move;
        if pos
            .at(target)
            .is_none_or(|p| p.side == attacker || p.kind == Kind::King)
        {
            return None;
        }
        let mut best: Option<Gain> = None;
        let consider = |g: Gain, best: &mut Option<Gain>| {
            if best.as_ref().is_none_or(|b| g.value > b.value) {
                *best = Some(g);
            }
        };
        for m in pos.legal_moves() {
            // Taking the king itself is the check nature, not a chase (and cannot happen in a
            // real game); it is left out of the computation.
            if pos.at(m.to).is_some_and(|p| p.kind == Kind::King) {
                continue;
            }
            let after = pos.after(m);
            let mut moved2 = moved.clone();
            moved2.remove(&m.from);
            moved2.insert(m.to);
            if m.to == target {
                let mut line = vec![m];
                let v = clamp(
                    value(pos, target)
                        - self.exchange(&after, &moved2, self.opts.exchange_plies, &mut line),
                );
                consider(Gain { value: v, line }, &mut best);
            } else if checks > 0 && pos.at(m.to).is_none() && after.in_check(attacker.other()) {
                // A check on the way takes nothing: the first piece the attacker takes is the
                // 首吃 ("攻擊方接續再走吃掉對方的第一個棋子稱為首吃"), and it must be the chased piece
                // (①: "首吃新擊子"; ②: "首吃原擊子 … 前后須首吃同一子"). Pieces the defender
                // takes on the way (被逼吃) count in the balance.
                let replies = after.legal_moves();
                if replies.is_empty() {
                    // Mate: the king itself falls.
                    consider(
                        Gain {
                            value: INF,
                            line: vec![m],
                        },
                        &mut best,
                    );
                    continue;
                }
                let mut worst: Option<Gain> = None;
                let mut escaped = false;
                for r in replies {
                    let lost = value(&after, r.to);
                    let next = after.after(r);
                    let mut moved3 = moved2.clone();
                    moved3.remove(&r.from);
                    moved3.insert(r.to);
                    let t2 = if r.from == target { r.to } else { target };
                    match self.first_capture(&next, &moved3, t2, checks - 1) {
                        None => {
                            escaped = true;
                            break;
                        }
                        Some(g) => {
                            let v = clamp(g.value - lost);
                            if worst.as_ref().is_none_or(|w| v < w.value) {
                                let line = [m, r].into_iter().chain(g.line).collect();
                                worst = Some(Gain { value: v, line });
                            }
                        }
                    }
                }
                if !escaped {
                    if let Some(w) = worst {
                        consider(w, &mut best);
                    }
                }
            }
        }
        best
    }
}

/// XQ-6 the chase computation of capturing the piece on `target` in `pos` (the attacker to
/// move), with `reference` the position root changes are counted from (the position before
/// the move judged: 推算以來; inside a cycle [`xq_6_chase_gain_in_cycle`] adds the pieces that
/// lost their root in the cycle, 含循環過程) and `moved_piece` the point of the piece the move
/// moved (if any).
///
/// 004 第六章 二 1: "①行棋原則:除將軍、應將外,須連續吃子(含互吃)。推算中,若吃子(含互吃)后立即被對方吃將或將死,
/// 則推算終止,失子無窮大,對方則為得子無窮大。②吃子原則:首吃活子,互吃失根子。"
/// Which pieces are live (活子) is decided by the caller ([`is_live`], used by the nature of a
/// move, [`super::nature::xq_5_nature`]); the depths are [`XqOptions::check_series`] and
/// [`XqOptions::exchange_plies`]; each side chooses its best continuation (ties do not change
/// the value, so no tie-break is needed for the number; the reported line is the first best).
pub fn xq_6_chase_gain(
    reference: &Board,
    pos: &Board,
    moved_piece: Option<Sq>,
    target: Sq,
    opts: &XqOptions,
) -> Option<Gain> {
    xq_6_chase_gain_in_cycle(reference, &BTreeSet::new(), pos, moved_piece, target, opts)
}

/// [`xq_6_chase_gain`] inside a cycle: `lost` holds the points of the pieces that lost their
/// root at some move of the cycle (第六章 二 2 ②: 推算以來(含循環過程); computed by
/// [`super::roots::cycle_lost_roots`]), lost-root pieces for the exchanges whatever their
/// roots in `reference`.
pub fn xq_6_chase_gain_in_cycle(
    reference: &Board,
    lost: &BTreeSet<Sq>,
    pos: &Board,
    moved_piece: Option<Sq>,
    target: Sq,
    opts: &XqOptions,
) -> Option<Gain> {
    let c = Chase {
        reference,
        lost,
        opts,
    };
    let moved: BTreeSet<Sq> = moved_piece.into_iter().collect();
    c.first_capture(pos, &moved, target, opts.check_series)
}

/// 活子 (live piece): the piece on `target` of `reference` (the position before the mover's
/// cycle move, the mover to move) is dead when, whatever its owner plays there (each legal
/// move of the owner, the piece followed if it moves), the mover can at once capture it
/// (after [`XqOptions::check_series`] checks) without loss; otherwise it is live.
///
/// 004 第六章 二 2 ①: "己方走動循環子之前,對方無論如何行棋,都能立即吃掉對方某子而不失子,則對方某子為死子,
/// 反之為活子。" An owner without a legal move has lost already: its pieces count as live
/// (the question of a chase does not arise).
pub fn is_live(reference: &Board, target: Sq, opts: &XqOptions) -> bool {
    let Some(p) = reference.at(target) else {
        return true;
    };
    if p.kind == Kind::King {
        return true;
    }
    let owner = reference.with_to_move(p.side);
    let moves = owner.legal_moves();
    if moves.is_empty() {
        return true;
    }
    for o in moves {
        let after = owner.after(o);
        let t = if o.from == target { o.to } else { target };
        let moved: Option<Sq> = Some(o.to);
        match xq_6_chase_gain(&owner, &after, moved, t, opts) {
            Some(g) if g.value >= 0 => continue,
            _ => return true,
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pawn_values_depend_on_where_and_check() {
        // Red pawns: e3 uncrossed (1), a5 crossed (2), e8 beside the black king e9? it attacks e9 (4).
        let b = Board::from_fen("4k4/4P4/9/9/P8/9/4P4/9/9/3K5 w").unwrap();
        assert_eq!(value(&b, Sq::new(4, 3)), 1);
        assert_eq!(value(&b, Sq::new(0, 5)), 2);
        assert_eq!(value(&b, Sq::new(4, 8)), 4);
    }

    #[test]
    fn unprotected_chariot_is_won_protected_horse_exchange() {
        let o = XqOptions::default();
        // Red chariot a0 takes the black chariot a9 (no protector) with check along rank 9;
        // the only reply that is not lost at once is the advisor e8-d9 block; the chariot then
        // takes the advisor, which moved (lost root), and the king cannot retake on the d-file
        // facing Red's king d0: 4 + 1 = 5.
        let b = Board::from_fen("r3k4/4a4/9/9/9/9/9/9/9/R2K5 w").unwrap();
        let g = xq_6_chase_gain(&b, &b, None, Sq::new(0, 9), &o).unwrap();
        assert_eq!(g.value, 5, "{:?}", g.line);
        // Red chariot a0 takes a horse a5 protected by a black chariot a9? The chariot a9 recaptures
        // (the capturer moved: lost-root): 2 - 4 = -2.
        let b = Board::from_fen("r3k4/4a4/9/9/n8/9/9/9/9/R2K5 w").unwrap();
        let g = xq_6_chase_gain(&b, &b, None, Sq::new(0, 5), &o).unwrap();
        assert_eq!(g.value, -2, "{:?}", g.line);
    }

    /// 第六章 二 1 ①: "首吃新擊子、互吃失根子". Red's chariot b2-a2 newly attacks the black cannon
    /// a5, which the black chariot i5 protects along rank 5; Red's other chariot e1 has attacked
    /// the unprotected horse e6 all along (a 恒根子: 從擊到擊). Taking the cannon first loses:
    /// a2xa5 i5xa5, 2 - 4 = -2, and nothing of Red's takes back. The horse may not be taken first (it is not the 新擊子), not even
    /// by a check (e1xe6+ is a capture, so it is the 首吃), nor in the exchange (it is no
    /// 失根子): the move is no chase.
    #[test]
    fn a_check_that_takes_an_old_target_is_no_first_capture() {
        let o = XqOptions::default();
        let before = Board::from_fen("4k4/9/9/4n4/c7r/9/9/1R7/4R4/3K5 w").unwrap();
        let m = Move {
            from: Sq::new(1, 2),
            to: Sq::new(0, 2),
        };
        let again = before.after(m).with_to_move(Side::Red);
        let a5 = Sq::new(0, 5);
        let g = xq_6_chase_gain(&before, &again, Some(m.to), a5, &o).unwrap();
        assert_eq!(g.value, -2, "{:?}", g.line);
        assert_eq!(
            g.line.iter().map(|m| m.iccs()).collect::<Vec<_>>(),
            ["a2a5", "i5a5"]
        );
        // Without the black chariot's protection the cannon is won outright: a chase.
        let bare = Board::from_fen("4k4/9/9/4n4/c8/9/9/1R7/4R4/3K5 w").unwrap();
        let again = bare.after(m).with_to_move(Side::Red);
        let g = xq_6_chase_gain(&bare, &again, Some(m.to), a5, &o).unwrap();
        assert_eq!(g.value, 2, "{:?}", g.line);
    }
}
