//! Ying ko (document 003 應氏棋規, section 打劫; IDs YG-6, YG-9, YG-12, YG-13, YG-14, YG-21):
//! 劫分爭攪 (kos are fighting or disturbing), hot stones (熱子) and the intervening move needed
//! before retaking one, and no disturbing past one full cycle (越環禁攪).
//!
//! The text is terse. This module reads it as a legality rule on real moves, computed from the
//! game's positions alone (no life-and-death judgement, which the text leaves to play, YG-10):
//!
//! - 003 實手 "著必有變,變窮禁著" (YG-6): a real move must change the board ([`Exhaustion::NoChange`]);
//!   a move that makes "change exhausted" (變窮) is forbidden.
//! - 003 變窮 "乃變方互不相讓之同型反覆或循環" (YG-12): change is exhausted by a repetition (反覆) or a
//!   cycle (循環) of the same shape in which neither side yields. The shape here is the board
//!   with the side to move; which move counts as yielding is the option [`Interval`].
//! - 003 打劫 "反覆為爭循環為攪": a recurrence of the position two plies back (the opponent's last
//!   move is undone: a back-and-forth) is a fight; its capture retakes a hot stone, forbidden at
//!   once ([`Exhaustion::HotStone`], 003 爭劫 "凡提取熱子須間隔一實手或虛手,否則爭窮").
//!   A longer recurrence is a cycle; how far it may go is the option [`CycleLimit`].
//! - The double hot stones of eternal life (長生劫) and the twin hot stones of triple ko (爭三劫)
//!   (003 熱子) make those multi-ko cycles fights too: under [`CycleLimit::NoRecurrence`] every
//!   recurrence is forbidden at once, which is how this module reads "雙熱子" and "孿熱子";
//!   under [`CycleLimit::OneFullCycle`] they are read as disturbing cycles.
//! - "衡劫活攪還原,虛劫死攪被提" (YG-13): what happens after the forbidden move is not a separate
//!   rule here: the disturbing side must play elsewhere, and play (YG-10 提證死活) restores the
//!   balanced ko or captures the false ko's stones.
//! - "顆子自攪" (single-stone self-disturbance): a single stone that captures itself leaves the
//!   board unchanged and is forbidden by 著必有變; a cycle through self-captures is a cycle like
//!   any other.

use crate::go::game::{place, side, Illegal, Move, Position};
use crate::go::grid::{Color, Grid};
use serde::Serialize;

/// Which move between two occurrences of a position breaks the repetition (the text: a hot
/// stone may be retaken after "間隔一實手或虛手", one intervening real move or pass; 變窮 is a
/// repetition "互不相讓", in which neither side yields).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Interval {
    /// Only a pass (by either side) yields: the repetition is counted among the positions
    /// since the last pass. A real move that keeps the cycle going (a throw-in of eternal
    /// life, a capture) does not break it.
    PassByEither,
    /// The mover's own last pass or real move that captured nothing is the intervening move:
    /// the repetition is counted since it. Reads "間隔一實手" as any real move other than a ko
    /// capture, so the throw-ins of eternal life break the count.
    MoverPassOrNonCapture,
    /// A pass (by either side) is the interval for hot stones only (the back-and-forth of
    /// 爭劫); cycles (攪) are counted over the whole game, passes or not: reads 越環禁攪 as a
    /// limit on the disturbing side that a pass by the defender does not lift.
    PassForHotStonesOnly,
}

/// How far a cycle (a recurrence longer than a back-and-forth) may go (003 越環禁攪
/// "攪方如越環應禁止續攪,否則攪窮" and 攪子 "越環後環環相同,實為攪窮").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum CycleLimit {
    /// The disturbing side may complete one full cycle (the first recurrence is allowed) but
    /// may not continue past it: once a position has recurred since the interval, any move
    /// recreating an earlier position is forbidden.
    OneFullCycle,
    /// Every recurrence is forbidden at once (eternal life's double and triple ko's twin hot
    /// stones: all stones of the cycle are hot).
    NoRecurrence,
}

/// The Ying ko options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct YingKo {
    /// Which intervening move breaks a repetition (間隔一實手或虛手).
    pub interval: Interval,
    /// How far a cycle may go (003 越環禁攪).
    pub cycle: CycleLimit,
}

impl YingKo {
    /// The reading the project uses as the Ying preset: a pass yields, one full cycle allowed.
    pub const PRESET: YingKo = YingKo {
        interval: Interval::PassByEither,
        cycle: CycleLimit::OneFullCycle,
    };

    /// Every combination of the options.
    pub fn all() -> [YingKo; 6] {
        let mut out = [YingKo::PRESET; 6];
        let mut i = 0;
        for interval in [
            Interval::PassByEither,
            Interval::MoverPassOrNonCapture,
            Interval::PassForHotStonesOnly,
        ] {
            for cycle in [CycleLimit::OneFullCycle, CycleLimit::NoRecurrence] {
                out[i] = YingKo { interval, cycle };
                i += 1;
            }
        }
        out
    }

    /// A short name (`ying`, `ying-strict`, `ying-move`, `ying-move-strict`, `ying-game`,
    /// `ying-game-strict`).
    pub fn name(self) -> &'static str {
        match (self.interval, self.cycle) {
            (Interval::PassByEither, CycleLimit::OneFullCycle) => "ying",
            (Interval::PassByEither, CycleLimit::NoRecurrence) => "ying-strict",
            (Interval::MoverPassOrNonCapture, CycleLimit::OneFullCycle) => "ying-move",
            (Interval::MoverPassOrNonCapture, CycleLimit::NoRecurrence) => "ying-move-strict",
            (Interval::PassForHotStonesOnly, CycleLimit::OneFullCycle) => "ying-game",
            (Interval::PassForHotStonesOnly, CycleLimit::NoRecurrence) => "ying-game-strict",
        }
    }
}

/// Why a real move exhausts change (變窮).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Exhaustion {
    /// The board does not change (著必有變; a single stone capturing itself, 顆子自攪).
    NoChange,
    /// The move undoes the opponent's last move: retaking a hot stone with no intervening
    /// move (爭窮).
    HotStone,
    /// The move recreates an earlier position of a cycle past the first full cycle, or at all
    /// under [`CycleLimit::NoRecurrence`] (攪窮).
    PastTheCycle,
}

/// Whether the move at index `k` of `moves` captured (the mover's prisoners grew).
fn captured(history: &[Position], moves: &[Move], k: usize) -> bool {
    let s = side(moves[k].colour());
    history[k + 1].prisoners[s] > history[k].prisoners[s]
}

/// The index into `history` of the first position of the stretch the repetition is counted
/// in (the position after the last intervening move).
pub fn stretch_start(history: &[Position], moves: &[Move], mover: Color, o: YingKo) -> usize {
    for k in (0..moves.len()).rev() {
        let m = moves[k];
        let breaks = match o.interval {
            Interval::PassByEither | Interval::PassForHotStonesOnly => m.is_pass(),
            Interval::MoverPassOrNonCapture => {
                m.colour() == mover && (m.is_pass() || !captured(history, moves, k))
            }
        };
        if breaks {
            return k + 1;
        }
    }
    0
}

/// Whether the real move that leads from the last position of `history` to `next` exhausts
/// change, and why. `history[i + 1]` is the position after `moves[i]`.
pub fn exhaustion(
    history: &[Position],
    moves: &[Move],
    next: &Position,
    o: YingKo,
) -> Option<Exhaustion> {
    let current = history.last().expect("a history starts with a position");
    if next.grid == current.grid {
        return Some(Exhaustion::NoChange);
    }
    let start = stretch_start(history, moves, current.to_move, o);
    let cycle_start = match o.interval {
        Interval::PassForHotStonesOnly => 0,
        _ => start,
    };
    let stretch = &history[cycle_start..];
    let same = |p: &Position| p.grid == next.grid && p.to_move == next.to_move;
    let n = history.len();
    if n >= 2 && start <= n - 2 && same(&history[n - 2]) {
        return Some(Exhaustion::HotStone);
    }
    if stretch.iter().any(same) {
        let recurred = match o.cycle {
            CycleLimit::NoRecurrence => true,
            CycleLimit::OneFullCycle => stretch.iter().enumerate().any(|(i, a)| {
                stretch[..i]
                    .iter()
                    .any(|b| a.grid == b.grid && a.to_move == b.to_move)
            }),
        };
        if recurred {
            return Some(Exhaustion::PastTheCycle);
        }
    }
    None
}

/// Plays `mv` under the Ying rules of moves (YG-5, YG-7 self-capture allowed when it
/// changes the board, YG-9 the opponent is captured first) and the ko options `o`; passes
/// are always legal. `moves` are the moves that led to `history` (one fewer than positions).
/// Whether the game is already over is the caller's business (YG-8, `End::SuspendThenEnd`).
pub fn play(
    history: &[Position],
    moves: &[Move],
    mv: Move,
    o: YingKo,
) -> Result<Position, Illegal> {
    let current = history.last().expect("a history starts with a position");
    if mv.colour() != current.to_move {
        return Err(Illegal::NotYourTurn);
    }
    let mut next = current.clone();
    next.to_move = current.to_move.opponent();
    match mv {
        Move::Pass(c, _) => {
            next.pass_stones[side(c)] += 1;
            Ok(next)
        }
        Move::Play(c, p) => {
            if !current.grid.contains(p) {
                return Err(Illegal::OffBoard);
            }
            let placed = place(&current.grid, c, p).ok_or(Illegal::Occupied)?;
            next.grid = placed.grid;
            next.prisoners[side(c)] += placed.captured.len();
            next.prisoners[side(c.opponent())] += placed.self_captured.len();
            match exhaustion(history, moves, &next, o) {
                Some(_) => Err(Illegal::Repetition),
                None => Ok(next),
            }
        }
    }
}

/// Replays `moves` from `start` under the Ying ko options (no ending check), returning every
/// position, or the index of the first illegal move and why.
pub fn replay(
    start: Position,
    moves: &[Move],
    o: YingKo,
) -> Result<Vec<Position>, (usize, Illegal)> {
    let mut history = vec![start];
    for (i, &m) in moves.iter().enumerate() {
        let next = play(&history, &moves[..i], m, o).map_err(|e| (i, e))?;
        history.push(next);
    }
    Ok(history)
}

/// The reason the Ying rules forbid `mv` after `moves` from `start`, if they do and the
/// moves before it are legal.
pub fn why_forbidden(start: &Position, moves: &[Move], mv: Move, o: YingKo) -> Option<Exhaustion> {
    let history = replay(start.clone(), moves, o).ok()?;
    let current = history.last()?;
    let Move::Play(c, p) = mv else { return None };
    let placed = place(&current.grid, c, p)?;
    let mut next = current.clone();
    next.to_move = c.opponent();
    next.grid = placed.grid;
    exhaustion(&history, moves, &next, o)
}

/// A board only, for tests that build positions: the grid with `to_move`.
pub fn position(grid: Grid, to_move: Color) -> Position {
    Position {
        grid,
        to_move,
        pass_stones: [0, 0],
        prisoners: [0, 0],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::game::PassKind;
    use crate::go::grid::Point;

    fn b(x: usize, y: usize) -> Move {
        Move::Play(Color::Black, Point::new(x, y))
    }
    fn w(x: usize, y: usize) -> Move {
        Move::Play(Color::White, Point::new(x, y))
    }

    /// A single ko in the middle of a 4x3 board: Black takes at c2, White may not retake at
    /// b2 at once (hot stone), but may after a pass of each side (間隔一虛手).
    #[test]
    fn a_hot_stone_needs_an_intervening_move() {
        let start = position(
            Grid::from_rows(&[".XO.", "XO.O", ".XO."]).unwrap(),
            Color::Black,
        );
        for o in YingKo::all() {
            assert_eq!(
                why_forbidden(&start, &[b(2, 1)], w(1, 1), o),
                Some(Exhaustion::HotStone),
                "{}",
                o.name()
            );
            let passes = [
                b(2, 1),
                Move::Pass(Color::White, PassKind::Ordinary),
                Move::Pass(Color::Black, PassKind::Ordinary),
            ];
            // With cycles counted over the whole game (`PassForHotStonesOnly`), the pair of
            // passes itself is a recurrence (the board with White to move comes back), so the
            // retake is past the cycle: these two readings contradict YG-12's "凡提取熱子須間隔
            // 一實手或虛手" on the plainest ko. The other four allow the retake.
            let expected = match o.interval {
                Interval::PassForHotStonesOnly => Some(Exhaustion::PastTheCycle),
                _ => None,
            };
            assert_eq!(
                why_forbidden(&start, &passes, w(1, 1), o),
                expected,
                "{}",
                o.name()
            );
        }
    }

    #[test]
    fn a_single_stone_capturing_itself_is_no_change() {
        let start = position(Grid::from_rows(&[".O", "O."]).unwrap(), Color::Black);
        assert_eq!(
            why_forbidden(&start, &[], b(0, 0), YingKo::PRESET),
            Some(Exhaustion::NoChange)
        );
    }
}
