//! Cycles (循環): XQ-2.1 the definition, XQ-2.2 recognition, XQ-2.3 the author's counts, and
//! the "who completed the repeated moves last" rule of XQ-10.
//! Document 004 (`004_ee861ba04f2581ad.txt`), 第二章 and 第十章.

use super::board::{Board, Move, Side, Sq};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// How the in-between points of XQ-2.2 are counted.
///
/// 004 第二章 1: "一方每間隔一著又走入“某點”或某兩點,其間隔著法的所有落點視為同一個點,即視為兩點循環或三點循環。"
/// (a side that every other move enters the same point, or the same two points, counts all
/// the landing points of the moves in between as one point).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InBetween {
    /// The sentence as written: the in-between landing points are one point.
    CountedAsOnePoint,
    /// Ignore the sentence: every landing point counts on its own.
    EachPointOnItsOwn,
}

/// Who "completed the repeated moves last" (後走滿重複著法的一方).
///
/// 004 第十章 方案二: "循環點不相等時,點多的一方為後走滿重複著法的一方;相等時,循環次著方為後走滿重複著法的一方。"
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompletedLast {
    /// The rule of thumb of 第十章: more cycle points completes last; equal: the second mover
    /// (循環次著方), the side that did not make the first move of the cycle's stretch. The
    /// stretch is the shortest one that forms the cycle, so when an entering move (外來著法)
    /// opens the cycle and is not needed for it, the stretch starts after it and the second
    /// mover is counted from the first cycle move (the second review's C14).
    ByPointsRule,
    /// What happened: the side whose every point got its second landing later in the move list.
    Observed,
}

/// The move at which a cycle is formed (XQ-2.2's moment).
///
/// 004 第二章 2: "雙方棋子在一段連續的無吃子著法中,每個落點(不含外來著法)均重復一次(著子兩次)后,
/// 可認為形成了循環", repeated in 第十章 ("(即著子兩次,雙方均為兩點循環時為四個回合)"). Under both
/// readings the stretch must be a cycle of 第二章 1 ("無限反復" / "全盤同形反復再現"): a position
/// comes back in it before any capture; they differ on whether that return must have come
/// by the forming move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormingMove {
    /// The sentence's moment: the move by which every landing point has been landed on twice;
    /// the return of a position may come later in the same capture-free stretch of the game
    /// (a game cut before the return shows no cycle yet).
    LandingPoints,
    /// The landing-point test and the return of a position, both by the forming move (a
    /// cycle of three points against two, C13 of the second review, forms one ply later).
    LandingPointsAndReturn,
}

/// Options of cycle recognition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CycleOptions {
    /// How in-between points are counted (第二章).
    pub in_between: InBetween,
    /// Which reading decides who completed the repeated moves last (第十章).
    pub completed_last: CompletedLast,
    /// Which move forms the cycle (第二章 2).
    pub forming: FormingMove,
}

impl Default for CycleOptions {
    fn default() -> Self {
        CycleOptions {
            in_between: InBetween::CountedAsOnePoint,
            completed_last: CompletedLast::ByPointsRule,
            forming: FormingMove::LandingPoints,
        }
    }
}

/// One move of a recognised cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CycleMove {
    /// Index of the move in the game's move list (0-based).
    pub index: usize,
    /// The side that made the move.
    pub side: Side,
    /// The move.
    pub mv: Move,
    /// The position before the move.
    pub before: Board,
    /// An entering move (外來著法: a cycle piece comes from a non-cycle point); not a cycle move.
    pub entering: bool,
}

/// A cycle recognised by XQ-2.2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    /// Index of the first move of the stretch.
    pub start: usize,
    /// Index of the move that formed the cycle (its last landing point's second landing).
    pub formed_at: usize,
    /// Index of the move after which a position of the stretch first came back (第二章 1's
    /// return): at or before `formed_at` when the return is part of the forming test, possibly
    /// after it under [`FormingMove::LandingPoints`]. The moves up to it are moves of the
    /// cycle's first period.
    pub returned_at: usize,
    /// The moves of the cycle's first period, `start..=formed_at.max(returned_at)`.
    pub moves: Vec<CycleMove>,
    /// The side that made the first move of the stretch.
    pub first_mover: Side,
    /// Cycle points of Red and Black (after merging the in-between points): the labels.
    pub points: [Vec<String>; 2],
    /// Cycle pieces of Red and Black: the points they stood on at the start of the stretch.
    pub pieces: [Vec<Sq>; 2],
    /// Index of the move at which each side had landed twice on each of its points.
    pub side_completed_at: [usize; 2],
    /// Who completed the repeated moves last, by the rule of 第十章 and as observed.
    pub completed_last_rule: Side,
    /// Who completed the repeated moves last, as observed in the move list.
    pub completed_last_observed: Side,
}

/// Index of a side in the per-side arrays of [`Cycle`]: Red 0, Black 1.
pub fn side_index(s: Side) -> usize {
    match s {
        Side::Red => 0,
        Side::Black => 1,
    }
}

impl Cycle {
    /// Who completed the repeated moves last under the chosen reading.
    pub fn completed_last(&self, opt: CompletedLast) -> Side {
        match opt {
            CompletedLast::ByPointsRule => self.completed_last_rule,
            CompletedLast::Observed => self.completed_last_observed,
        }
    }
    /// The number of cycle points of side `s`.
    pub fn points_of(&self, s: Side) -> usize {
        self.points[side_index(s)].len()
    }
    /// The cycle moves (entering moves left out) of `s`.
    pub fn moves_of(&self, s: Side) -> Vec<&CycleMove> {
        self.moves
            .iter()
            .filter(|m| m.side == s && !m.entering)
            .collect()
    }
}

/// The labels of a side's landing points with the in-between rule applied: if the points at
/// every other position are one point or alternate between two points, the points at the
/// other positions become the single label `*`.
fn effective_labels(landings: &[Sq], opt: InBetween) -> Vec<String> {
    let plain: Vec<String> = landings.iter().map(|s| s.name()).collect();
    if opt == InBetween::EachPointOnItsOwn || landings.len() < 4 {
        return plain;
    }
    for parity in 0..2 {
        let fixed: Vec<Sq> = landings.iter().skip(parity).step_by(2).copied().collect();
        let others: BTreeSet<Sq> = landings
            .iter()
            .skip(1 - parity)
            .step_by(2)
            .copied()
            .collect();
        let one = fixed.iter().all(|&s| s == fixed[0]);
        let two = fixed.len() >= 2
            && fixed[0] != fixed[1]
            && fixed.iter().enumerate().all(|(i, &s)| s == fixed[i % 2]);
        // Only a real merge: the in-between points are more than one point and none of them
        // is one of the fixed points.
        let fixed_set: BTreeSet<Sq> = fixed.iter().copied().collect();
        if (one || two) && others.len() > 1 && others.is_disjoint(&fixed_set) {
            return landings
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    if i % 2 == parity {
                        s.name()
                    } else {
                        "*".to_string()
                    }
                })
                .collect();
        }
    }
    plain
}

/// The landing-point test of XQ-2.2 on one side's moves of a stretch: every landing point
/// (entering move left out) landed on at least twice. Returns the labels when it holds.
fn side_repeats(moves: &[(Move, bool)], opt: InBetween) -> Option<Vec<String>> {
    let landings: Vec<Sq> = moves.iter().filter(|m| !m.1).map(|m| m.0.to).collect();
    if landings.len() < 2 {
        return None;
    }
    let labels = effective_labels(&landings, opt);
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for l in &labels {
        *count.entry(l.as_str()).or_default() += 1;
    }
    if count.values().all(|&c| c >= 2) {
        Some(count.keys().map(|s| s.to_string()).collect())
    } else {
        None
    }
}

/// Marks a side's entering move: its first move of the stretch, if it comes from a point
/// that is not one of the side's landing points in the stretch (外來著法, 第二章 2).
fn mark_entering(stretch: &[(Board, Move)], side: Side) -> Vec<(Move, bool)> {
    let mine: Vec<Move> = stretch
        .iter()
        .filter(|(b, _)| b.to_move == side)
        .map(|(_, m)| *m)
        .collect();
    let landings: HashSet<Sq> = mine.iter().map(|m| m.to).collect();
    mine.iter()
        .enumerate()
        .map(|(i, m)| (*m, i == 0 && !landings.contains(&m.from)))
        .collect()
}

/// XQ-2.2 on a stretch: both sides' landing points repeated. Returns the labels per side.
fn stretch_repeats(stretch: &[(Board, Move)], opt: InBetween) -> Option<[Vec<String>; 2]> {
    let red = side_repeats(&mark_entering(stretch, Side::Red), opt)?;
    let black = side_repeats(&mark_entering(stretch, Side::Black), opt)?;
    Some([red, black])
}

/// XQ-2.2 recognising a cycle (循環認定).
///
/// 004 第二章 2: "雙方棋子在一段連續的無吃子著法中,每個落點(不含外來著法)均重復一次(著子兩次)后,
/// 可認為形成了循環,所走之子為循環子,所落之點為循環點。"
/// (in a stretch of consecutive moves without a capture, once every landing point, the
/// entering move left out, has been landed on twice, a cycle is formed; the pieces moved are
/// cycle pieces, the points landed on cycle points.)
///
/// The landing-point test is applied only to what 第二章 1 calls a cycle: "無限反復" / "全盤同形反復再現"
/// (XQ-2.1). A stretch is a cycle only when it returns to a position it passed through (a
/// position, side to move included, occurs twice in it: [`xq_2_1_position_repeats`]); the
/// cycle points are then counted with the in-between merge. Without that condition a side
/// that marches a piece forward every other move while shuttling another would be "recognised"
/// although no position ever comes back (the merge turns the march's points into one point).
///
/// `game` is the list of (position before the move, move). The cycle is the first one formed:
/// the earliest move that completes a capture-free stretch meeting both tests; of the
/// stretches ending there, the shortest (it starts at the latest move).
pub fn xq_2_2_recognise(game: &[(Board, Move)], opt: &CycleOptions) -> Option<Cycle> {
    xq_2_2_recognise_from(game, 0, opt)
}

/// [`xq_2_2_recognise`] with the stretch starting no earlier than move `from` (used after a
/// cycle ended by a variation or a capture: recognition starts again from that move).
pub fn xq_2_2_recognise_from(
    game: &[(Board, Move)],
    from: usize,
    opt: &CycleOptions,
) -> Option<Cycle> {
    let mut stretch_start = from;
    // For each start of a stretch: the first move after which a position of the stretch came
    // back (capture-free from the start), if any.
    let mut first_return: BTreeMap<usize, Option<usize>> = BTreeMap::new();
    for e in from..game.len() {
        if game[e].0.is_capture(game[e].1) {
            stretch_start = e + 1;
            continue;
        }
        for s in (stretch_start..=e).rev() {
            let stretch = &game[s..=e];
            if let Some(points) = stretch_repeats(stretch, opt.in_between) {
                let r = *first_return
                    .entry(s)
                    .or_insert_with(|| first_return_after(game, s));
                let formed = match (opt.forming, r) {
                    (_, None) => false,
                    (FormingMove::LandingPoints, Some(_)) => true,
                    (FormingMove::LandingPointsAndReturn, Some(r)) => r <= e,
                };
                if formed {
                    return Some(build(game, s, e, r.unwrap_or(e), points, opt));
                }
            }
        }
    }
    None
}

/// The first move `r >= s` after which `game[s..=r]` has a position twice (XQ-2.1's return,
/// [`xq_2_1_position_repeats`]), no move of `s..=r` a capture; `None` if none.
fn first_return_after(game: &[(Board, Move)], s: usize) -> Option<usize> {
    let mut seen = HashSet::new();
    for (r, (b, m)) in game.iter().enumerate().skip(s) {
        if b.is_capture(*m) {
            return None;
        }
        seen.insert(b.clone());
        if seen.contains(&b.after(*m)) {
            return Some(r);
        }
    }
    None
}

/// The landing-point test of XQ-2.2 alone (both sides' landing points repeated, in-between
/// points merged as `opt` says), without XQ-2.1's repetition: the per-side point labels when
/// it passes. The audit uses it to show which non-repeating sequences the test alone would
/// call a cycle.
pub fn xq_2_2_landing_test(stretch: &[(Board, Move)], opt: InBetween) -> Option<[Vec<String>; 2]> {
    stretch_repeats(stretch, opt)
}

fn build(
    game: &[(Board, Move)],
    s: usize,
    e: usize,
    returned_at: usize,
    points: [Vec<String>; 2],
    opt: &CycleOptions,
) -> Cycle {
    let stretch = &game[s..=e];
    let entering: [Vec<(Move, bool)>; 2] = [
        mark_entering(stretch, Side::Red),
        mark_entering(stretch, Side::Black),
    ];
    let mut seen = [0usize; 2];
    let mut moves = Vec::new();
    // Cycle pieces: follow each piece back to the point it stood on at the stretch start.
    let mut origin: BTreeMap<Sq, Sq> = BTreeMap::new();
    let mut pieces: [BTreeSet<Sq>; 2] = [BTreeSet::new(), BTreeSet::new()];
    // The moves of the cycle's first period: the stretch, and the moves up to the return of a
    // position when it comes after the forming move (none is a first move, so none entering).
    for (k, (b, m)) in game[s..=e.max(returned_at)].iter().enumerate() {
        let si = side_index(b.to_move);
        let ent = entering[si].get(seen[si]).is_some_and(|x| x.1);
        seen[si] += 1;
        let o = origin.remove(&m.from).unwrap_or(m.from);
        origin.insert(m.to, o);
        if !ent {
            pieces[si].insert(o);
        }
        moves.push(CycleMove {
            index: s + k,
            side: b.to_move,
            mv: *m,
            before: b.clone(),
            entering: ent,
        });
    }
    // When did each side complete its repeated moves?
    let mut side_completed_at = [e; 2];
    for side in [Side::Red, Side::Black] {
        let si = side_index(side);
        for end in s..=e {
            let part = &game[s..=end];
            let marks = mark_entering(part, side);
            // The entering mark of the whole stretch applies (a prefix cannot know it).
            let full = &entering[si];
            let marks: Vec<(Move, bool)> = marks
                .iter()
                .enumerate()
                .map(|(i, m)| (m.0, full[i].1))
                .collect();
            if game[end].0.to_move == side && side_repeats(&marks, opt.in_between).is_some() {
                side_completed_at[si] = end;
                break;
            }
        }
    }
    let first_mover = stretch[0].0.to_move;
    let (rp, bp) = (points[0].len(), points[1].len());
    let completed_last_rule = if rp > bp {
        Side::Red
    } else if bp > rp {
        Side::Black
    } else {
        first_mover.other()
    };
    let completed_last_observed = if side_completed_at[0] > side_completed_at[1] {
        Side::Red
    } else {
        Side::Black
    };
    Cycle {
        start: s,
        formed_at: e,
        returned_at,
        moves,
        first_mover,
        points,
        pieces: [
            pieces[0].iter().copied().collect(),
            pieces[1].iter().copied().collect(),
        ],
        side_completed_at,
        completed_last_rule,
        completed_last_observed,
    }
}

/// XQ-2.1 the definition of a cycle (循環定義).
///
/// 004 第二章 1: "雙方固定的棋子在固定的點上連續走動且不吃子,無限反復者,稱為循環;或全盤同形反復再現者稱為循環。"
/// (the same pieces of both sides move on the same points without capturing, repeating
/// indefinitely; or the whole-board position repeats.)
///
/// Read on a finite stretch: no move of the stretch captures and the position after it is
/// the position before it (same pieces on the same points, same side to move), so the
/// stretch can be repeated for ever.
pub fn xq_2_1_is_cycle(stretch: &[(Board, Move)]) -> bool {
    let Some((first, _)) = stretch.first() else {
        return false;
    };
    if stretch.iter().any(|(b, m)| b.is_capture(*m)) {
        return false;
    }
    let (lb, lm) = stretch.last().expect("non-empty");
    &lb.after(*lm) == first
}

/// The whole-board repetition of XQ-2.1 ("全盤同形反復再現"): some position (with the side to
/// move) occurs twice in the game.
pub fn xq_2_1_position_repeats(game: &[(Board, Move)]) -> bool {
    let mut seen = HashSet::new();
    for (b, _) in game {
        if !seen.insert(b.clone()) {
            return true;
        }
    }
    if let Some((b, m)) = game.last() {
        return seen.contains(&b.after(*m));
    }
    false
}

/// The smallest period of a repeating game's tail: the shortest stretch ending at the last
/// move whose end position equals its start position. Used by XQ-2.3 and XQ-4.
pub fn period(game: &[(Board, Move)]) -> Option<std::ops::Range<usize>> {
    let (lb, lm) = game.last()?;
    let end = lb.after(*lm);
    (0..game.len())
        .rev()
        .find(|&s| game[s].0 == end)
        .map(|s| s..game.len())
}

/// XQ-2.3 (first half): the number of distinct board shapes in a cycle is at most the
/// product of the two sides' numbers of cycle points.
///
/// 004 第二章 3: "形成了全盤同形反復再現,且出現的棋形數不超過雙方循環點數的積。"
/// Shapes are counted over one period (the piece placement; the side to move left out, as
/// 棋形 is the shape on the board). Returns (shapes, product).
pub fn xq_2_3_shapes(game: &[(Board, Move)], cycle: &Cycle) -> Option<(usize, usize)> {
    let p = period(game)?;
    let shapes: HashSet<[[Option<super::board::Piece>; 9]; 10]> =
        game[p].iter().map(|(b, _)| b.cells).collect();
    Some((
        shapes.len(),
        cycle.points_of(Side::Red) * cycle.points_of(Side::Black),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(fen: &str, moves: &str) -> Vec<(Board, Move)> {
        let ms: Vec<&str> = moves.split_whitespace().collect();
        Board::from_fen(fen).unwrap().play_iccs(&ms).unwrap()
    }

    #[test]
    fn two_point_cycle_forms_after_four_rounds() {
        // Chariots shuttle: Red a0-a1, Black i9-i8. Hand-derived: each of the 2 points of each
        // side is landed twice after 4 moves of each side (第十章: 四個回合).
        let fen = "r2k5/9/9/9/9/9/9/9/9/R3K4 w";
        let g = game(fen, "a0a1 a9a8 a1a0 a8a9 a0a1 a9a8 a1a0 a8a9");
        let c = xq_2_2_recognise(&g, &CycleOptions::default()).unwrap();
        assert_eq!(c.formed_at, 7);
        assert_eq!(c.start, 0);
        assert_eq!(c.points_of(Side::Red), 2);
        assert_eq!(c.points_of(Side::Black), 2);
        // Equal points: the second mover (Black) completes last; also observed (move 7 is Black's).
        assert_eq!(c.completed_last_rule, Side::Black);
        assert_eq!(c.completed_last_observed, Side::Black);
        // Seven moves are not yet a cycle.
        assert!(xq_2_2_recognise(&g[..7], &CycleOptions::default()).is_none());
        assert!(xq_2_1_is_cycle(&g[0..4]));
        assert!(!xq_2_1_is_cycle(&g[0..3]));
    }

    /// The second review's C13: a chariot on three points of one file (a0 → a1 → a2 → a0)
    /// against a king on two (e9, e8). Hand-derived from 第二章 2 (每個落點(不含外來著法)均重復一次
    /// (著子兩次)后,可認為形成了循環): Red lands a1 a2 a0 a1 a2 a0 on moves 1 3 5 7 9 11 (1-based),
    /// so its last point a0 gets its second landing at move 11; Black lands e8 e9 e8 e9 on moves
    /// 2 4 6 8, both points twice by move 8. The landing points complete at move 11. The period
    /// is lcm(3, 2) = 6 rounds, 12 moves: no position comes back before move 12 returns to the
    /// start (第二章 1: 全盤同形反復再現). So the cycle forms at 11 by the landing points and at 12
    /// with the return; the three-round stop of 第十章 (三個回合后棋局終止) needs 6 more moves: 17
    /// and 18. Simple position (no strong piece for Black): Scheme 1 draws; Red has 3 points
    /// against 2, so Red completed the repeated moves last (第十章: 點多的一方為后走滿重復著法的一方),
    /// both sides have alternatives: Scheme 2, Red loses.
    #[test]
    fn c13_forms_by_the_landing_points_one_move_before_the_return() {
        use super::super::scheme::{judge, Verdict};
        use super::super::XqOptions;
        let fen = "4k4/9/9/9/9/9/9/9/9/R2K5 w";
        let period = "a0a1 e9e8 a1a2 e8e9 a2a0 e9e8 a0a1 e8e9 a1a2 e9e8 a2a0 e8e9 ";
        let g = game(fen, &period.repeat(2));
        let landing = CycleOptions::default();
        assert_eq!(landing.forming, FormingMove::LandingPoints);
        let and_return = CycleOptions {
            forming: FormingMove::LandingPointsAndReturn,
            ..landing
        };
        let a = xq_2_2_recognise(&g, &landing).unwrap();
        let b = xq_2_2_recognise(&g, &and_return).unwrap();
        assert_eq!((a.start, a.formed_at + 1, a.returned_at + 1), (0, 11, 12));
        assert_eq!((b.start, b.formed_at + 1), (0, 12));
        assert_eq!((a.points_of(Side::Red), a.points_of(Side::Black)), (3, 2));
        // Eleven moves: the landing points are complete but no position has come back yet.
        assert!(xq_2_2_recognise(&g[..11], &landing).is_none());
        let opts = |cycle| XqOptions {
            cycle,
            ..XqOptions::default()
        };
        let j17 = judge(&g[..17], &opts(landing));
        assert!(j17.stopped);
        assert_eq!(
            (j17.scheme1, j17.scheme2),
            (Verdict::Draw, Verdict::RedLoses)
        );
        let r17 = judge(&g[..17], &opts(and_return));
        assert!(!r17.stopped);
        assert_eq!(r17.scheme2, Verdict::Continue);
        let r18 = judge(&g[..18], &opts(and_return));
        assert!(r18.stopped);
        assert_eq!(
            (r18.scheme1, r18.scheme2),
            (Verdict::Draw, Verdict::RedLoses)
        );
        assert!(!judge(&g[..16], &opts(landing)).stopped);
    }

    #[test]
    fn in_between_points_count_as_one() {
        // Red's chariot checks from e1 every other move, in between its cannon wanders a2,b2,c2.
        // Without the merge Red's points a2.. are landed on once each.
        let fen = "3k5/9/9/9/9/9/9/9/C8/R3K4 w";
        let _ = fen;
        let labels = effective_labels(
            &[
                Sq::new(0, 1),
                Sq::new(1, 5),
                Sq::new(0, 1),
                Sq::new(2, 5),
                Sq::new(0, 1),
                Sq::new(3, 5),
            ],
            InBetween::CountedAsOnePoint,
        );
        assert_eq!(labels, vec!["a1", "*", "a1", "*", "a1", "*"]);
        let plain = effective_labels(
            &[Sq::new(0, 1), Sq::new(1, 5), Sq::new(0, 1), Sq::new(2, 5)],
            InBetween::EachPointOnItsOwn,
        );
        assert_eq!(plain, vec!["a1", "b5", "a1", "c5"]);
    }
}
