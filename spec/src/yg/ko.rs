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
//! - Which positions count as shapes: every position (the board with the side to move), or,
//!   under [`Interval::PassForHotStonesRealShapes`], only those real moves make (003 著手
//!   "實手有著子兼手數,虛手無著子僅手數": a pass places no stone), see [`real_shapes`].
//! - The double hot stones of eternal life (長生劫) and the twin hot stones of triple ko (爭三劫)
//!   (003 熱子) make those multi-ko cycles fights too: under [`CycleLimit::NoRecurrence`] every
//!   recurrence is forbidden at once, which is how the whole-position readings read "雙熱子" and
//!   "孿熱子"; under [`CycleLimit::OneFullCycle`] they are read as disturbing cycles; under
//!   [`Interval::HotStoneMarks`] they are marks on stones.
//! - "衡劫活攪還原,虛劫死攪被提" (YG-13): what happens after the forbidden move is not a separate
//!   rule here: the disturbing side must play elsewhere, and play (YG-10 提證死活) restores the
//!   balanced ko or captures the false ko's stones.
//! - "顆子自攪" (single-stone self-disturbance): a single stone that captures itself leaves the
//!   board unchanged and is forbidden by 著必有變; a cycle through self-captures is a cycle like
//!   any other.
//!
//! # Readings of YG-12 and YG-13 beyond the interval and the cycle limit
//!
//! - **攪方 as a role, with 禁止續攪 banning that side.** 003 攪子 "乃攪方所造成之循環劫,攪方連續提劫,
//!   不爭熱子無關死活" defines the disturbing side as the one whose captures are "無關死活" (its life
//!   does not hang on the ko). Which side that is is a life-and-death judgement of the ko, and
//!   the same document forbids the referee to make one: 五 提證死活 "一律提證死活,不得判定死活".
//!   Nothing in the positions alone names the role; the readings here ban a repeated *shape*
//!   ([`CycleLimit`]), which either side's move can make. A positional proxy (the side whose
//!   move first makes a recurrence is the 攪方) is a further reading the text does not state.
//! - **衡劫活攪還原 and 虛劫死攪被提 as outcomes** (003 越環禁攪, 區別六 "(一)衡劫活攪, (二)虛劫死攪"):
//!   read as outcomes, the referee would restore the balanced ko's earlier position or remove the
//!   false ko's stones. Both need the ko classified as balanced (衡) or false (虛), again a
//!   life-and-death judgement barred by 提證死活, and the text gives no rule for which earlier
//!   position "還原" restores. Here they are read as what play produces once 續攪 is forbidden
//!   (the disturbing side must play elsewhere).
//! - **雙熱子 and 孿熱子 as per-stone marks** (003 熱子 "長生劫之雙劫子逢雙皆成“雙熱子”。爭三劫除單熱子外
//!   另一單或雙劫子,視同熱子,皆成“孿熱子”"): built as [`Interval::HotStoneMarks`] (`ying-marks`,
//!   `ying-marks-strict`). The text defines 劫子 only through 劫型 "黑白虎口配對造成劫型。劫型中可互
//!   提之子稱為劫子"; the reading takes a ko stone to be a stone placed by a capture, and a hot
//!   block to be one its owner's move leaves in atari holding a fresh ko stone (see
//!   [`marked_by`]). It forbids the triple ko's retake of the first ko (move 3) before any
//!   whole-position recurrence, and eternal life's capture of the pair at once (move 3).

use crate::go::game::{place, side, Illegal, Move, Position};
use crate::go::grid::{Cell, Color, Grid, Point};
use serde::{Deserialize, Serialize};

/// Which move between two occurrences of a position breaks the repetition (the text: a hot
/// stone may be retaken after "間隔一實手或虛手", one intervening real move or pass; 變窮 is a
/// repetition "互不相讓", in which neither side yields).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
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
    /// A pass (by either side) is the interval for hot stones, as [`Interval::PassForHotStonesOnly`]
    /// (爭劫 "凡提取熱子須間隔一實手或虛手"); cycles (攪) are counted over the whole game among
    /// the shapes real moves make, see [`real_shapes`]. 003 著手 "實手有著子兼手數,虛手無著子
    /// 僅手數": a pass places no stone, so it makes no new shape, and 變窮 "同型反覆或循環" is a
    /// recurrence of shapes. A pair of passes, which brings back the board with the same side
    /// to move, is then no recurrence, and the plainest ko may be retaken after it (YG-12).
    PassForHotStonesRealShapes,
    /// Hot stones as per-stone marks (003 熱子 "長生劫之雙劫子逢雙皆成“雙熱子”。爭三劫除單熱子外另一單
    /// 或雙劫子,視同熱子,皆成“孿熱子”"; 爭劫 "連續反覆所爭之劫子稱為熱子。凡提取熱子須間隔一實手或
    /// 虛手"), see [`captures_a_hot_stone`]: a stone placed by a capture is a ko stone (劫子); a
    /// move that leaves a block holding a fresh ko stone of its own with one liberty marks the
    /// block hot (the capture itself: 單熱子; a fill that pairs ko stones: 雙熱子); the marks
    /// last until an intervening move of either side ([`last_intervening`]): a pass or any real
    /// move other than a ko capture (one that takes stones which can take it back at once, 劫型
    /// "劫型中可互提之子稱為劫子"). A capture elsewhere that cannot be taken back is an
    /// intervening real move like any other (間隔一實手); a ko capture is not, since under 孿熱子
    /// the other ko stones of a triple ko are themselves hot ("視同熱子"), so taking them is
    /// part of the fight, and the ko stone taken earlier stays hot. Capturing a marked stone is
    /// 爭窮. The back-and-forth of [`Exhaustion::HotStone`] is forbidden too. Cycles are counted
    /// per transition among the shapes real moves make (003 攪子 "越環後環環相同,實為攪窮"), see
    /// `past_the_cycle_in_real_shapes`: a real move that repeats a step already made is past
    /// its cycle, so a ko retaken after passes spends nothing another cycle needs.
    HotStoneMarks,
}

/// How far a cycle (a recurrence longer than a back-and-forth) may go (003 越環禁攪
/// "攪方如越環應禁止續攪,否則攪窮" and 攪子 "越環後環環相同,實為攪窮").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CycleLimit {
    /// The disturbing side may complete one full cycle (the first recurrence is allowed) but
    /// may not continue past it: once a position has recurred since the interval, any move
    /// recreating an earlier position is forbidden.
    OneFullCycle,
    /// Every recurrence is forbidden at once (eternal life's double and triple ko's twin hot
    /// stones: all stones of the cycle are hot). With
    /// [`Interval::PassForHotStonesRealShapes`]: no recurrence of a shape made since the last
    /// pass (as `ying-strict`), and over the game the limit of [`CycleLimit::OneFullCycle`].
    NoRecurrence,
}

/// The Ying ko options: one reading of 003 打劫 (the one type of a Ying reading, used as it is
/// by the engine, the searches and the audit; `ko = "ying-..."` in rule files).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct YingKo {
    /// Which intervening move breaks a repetition (間隔一實手或虛手).
    pub interval: Interval,
    /// How far a cycle may go (003 越環禁攪).
    pub cycle: CycleLimit,
}

impl YingKo {
    /// The reading of the `ying` preset (`ying-marks`): hot stones as per-stone marks, 越環
    /// counted per cycle among the shapes real moves make, one full cycle allowed. It is the
    /// reading of the two the audit keeps (YG-12 sets the others aside against 003 熱子) that
    /// reads 越環禁攪 as it is written: 003 攪子 "越環後環環相同,實為攪窮" and 越環禁攪
    /// "攪方如越環應禁止續攪" forbid going on past a full cycle, so the first full cycle is
    /// allowed ([`CycleLimit::OneFullCycle`]); `ying-marks-strict` forbids besides every shape
    /// made since the last pass, which reads "互不相讓" of 變窮 and is kept as a reading (the
    /// audit runs both). Until 2026-11-28 the preset was `ying-shape`, which lets eternal life's
    /// paired and triple ko's twin hot stones (雙熱子, 孿熱子) be taken at once; see the
    /// audit's YG-12 and YG-14 and `findings/YG-14/`.
    pub const PRESET: YingKo = YingKo {
        interval: Interval::HotStoneMarks,
        cycle: CycleLimit::OneFullCycle,
    };

    /// Every combination of the options, in the order of [`YingKo::name`]'s list (the audit
    /// iterates it).
    pub const ALL: [YingKo; 10] = {
        use CycleLimit::*;
        use Interval::*;
        [
            YingKo {
                interval: PassByEither,
                cycle: OneFullCycle,
            },
            YingKo {
                interval: PassByEither,
                cycle: NoRecurrence,
            },
            YingKo {
                interval: MoverPassOrNonCapture,
                cycle: OneFullCycle,
            },
            YingKo {
                interval: MoverPassOrNonCapture,
                cycle: NoRecurrence,
            },
            YingKo {
                interval: PassForHotStonesOnly,
                cycle: OneFullCycle,
            },
            YingKo {
                interval: PassForHotStonesOnly,
                cycle: NoRecurrence,
            },
            YingKo {
                interval: PassForHotStonesRealShapes,
                cycle: OneFullCycle,
            },
            YingKo {
                interval: PassForHotStonesRealShapes,
                cycle: NoRecurrence,
            },
            YingKo {
                interval: HotStoneMarks,
                cycle: OneFullCycle,
            },
            YingKo {
                interval: HotStoneMarks,
                cycle: NoRecurrence,
            },
        ]
    };

    /// The reading with this short name ([`YingKo::name`]), if there is one; `ying-pass-strict`
    /// reads as `ying-strict`. `ying` is not a reading's name: as a rule set it is the preset
    /// (whose reading is [`YingKo::PRESET`], `ying-marks`); before the one rules vocabulary it
    /// named the reading now called `ying-pass`.
    pub fn from_name(name: &str) -> Option<YingKo> {
        let name = match name {
            "ying-pass-strict" => "ying-strict",
            n => n,
        };
        YingKo::ALL.into_iter().find(|y| y.name() == name)
    }

    /// The short names of [`YingKo::ALL`], in its order (for lists the compiler builds: the
    /// presets, the searches' and the audit's lists of readings).
    pub const NAMES: [&'static str; 10] = {
        let mut names = [""; 10];
        let mut i = 0;
        while i < names.len() {
            names[i] = YingKo::ALL[i].name();
            i += 1;
        }
        names
    };

    /// A short name (`ying-pass`, `ying-strict`, `ying-move`, `ying-move-strict`, `ying-game`,
    /// `ying-game-strict`, `ying-shape`, `ying-shape-strict`, `ying-marks`, `ying-marks-strict`):
    /// the one place they are written.
    pub const fn name(self) -> &'static str {
        match (self.interval, self.cycle) {
            (Interval::PassByEither, CycleLimit::OneFullCycle) => "ying-pass",
            (Interval::PassByEither, CycleLimit::NoRecurrence) => "ying-strict",
            (Interval::MoverPassOrNonCapture, CycleLimit::OneFullCycle) => "ying-move",
            (Interval::MoverPassOrNonCapture, CycleLimit::NoRecurrence) => "ying-move-strict",
            (Interval::PassForHotStonesOnly, CycleLimit::OneFullCycle) => "ying-game",
            (Interval::PassForHotStonesOnly, CycleLimit::NoRecurrence) => "ying-game-strict",
            (Interval::PassForHotStonesRealShapes, CycleLimit::OneFullCycle) => "ying-shape",
            (Interval::PassForHotStonesRealShapes, CycleLimit::NoRecurrence) => "ying-shape-strict",
            (Interval::HotStoneMarks, CycleLimit::OneFullCycle) => "ying-marks",
            (Interval::HotStoneMarks, CycleLimit::NoRecurrence) => "ying-marks-strict",
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
            Interval::PassByEither
            | Interval::PassForHotStonesOnly
            | Interval::PassForHotStonesRealShapes
            | Interval::HotStoneMarks => m.is_pass(),
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
    exhaustion_as(history, moves, next, o, Intervening::NoKoCapture)
}

/// Which real moves intervene between a hot stone's mark and its capture under
/// [`Interval::HotStoneMarks`] (003 爭劫 "凡提取熱子須間隔一實手或虛手").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intervening {
    /// Any real move but a ko capture (`ying-marks`, [`last_intervening`]): under 003 熱子
    /// "爭三劫除單熱子外另一單或雙劫子,視同熱子" a ko capture takes or makes hot stones and is part
    /// of the fight.
    NoKoCapture,
    /// Any real move, a ko capture included: "間隔一實手" read word for word, without 孿熱子's
    /// extension. The audit's YG-12 runs it and sets it aside against 003 熱子 (it lets White
    /// retake the other ko stone of the triple ko, which 孿熱子 makes hot).
    AnyRealMove,
}

fn exhaustion_as(
    history: &[Position],
    moves: &[Move],
    next: &Position,
    o: YingKo,
    word: Intervening,
) -> Option<Exhaustion> {
    let current = history.last().expect("a history starts with a position");
    if next.grid == current.grid {
        return Some(Exhaustion::NoChange);
    }
    let start = stretch_start(history, moves, current.to_move, o);
    let n = history.len();
    let same = |p: &Position| p.grid == next.grid && p.to_move == next.to_move;
    if matches!(
        o.interval,
        Interval::PassForHotStonesRealShapes | Interval::HotStoneMarks
    ) {
        if n >= 2 && start <= n - 2 && same(&history[n - 2]) {
            return Some(Exhaustion::HotStone);
        }
        if o.interval == Interval::HotStoneMarks
            && captures_a_hot_stone_as(history, moves, next, word)
        {
            return Some(Exhaustion::HotStone);
        }
        return past_the_cycle_in_real_shapes(history, moves, next, start, o)
            .then_some(Exhaustion::PastTheCycle);
    }
    let cycle_start = match o.interval {
        Interval::PassForHotStonesOnly => 0,
        _ => start,
    };
    let stretch = &history[cycle_start..];
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

/// Whether the real move `moves[k]` is a ko capture: it took stones, and the opponent's
/// recapture at once at the one liberty of the placed stone's block brings back the board
/// before the move (003 劫型 "黑白虎口配對造成劫型。劫型中可互提之子稱為劫子": the two sides take
/// from each other, each capture undoing the other). That holds exactly when the move took one
/// stone and its own stone stands alone with one liberty, the point it emptied. A capture that
/// leaves the capturing block in atari but cannot be undone so (it took two stones, or the
/// block is more than the placed stone) is no ko: the opponent's answer takes stones and
/// restores nothing, and the capture is an intervening real move like any other (爭劫
/// "凡提取熱子須間隔一實手或虛手"; `proofs/review/round8/yg12-hot-witness.sgf`).
pub fn ko_capture(history: &[Position], moves: &[Move], k: usize) -> bool {
    let Move::Play(c, p) = moves[k] else {
        return false;
    };
    let after = &history[k + 1];
    if !captured(history, moves, k) || after.grid.get(p) != Cell::Stone(c) {
        return false;
    }
    let liberties = after.grid.liberties(&after.grid.block(p));
    let [q] = liberties.as_slice() else {
        return false;
    };
    place(&after.grid, c.opponent(), *q).is_some_and(|r| r.grid == history[k].grid)
}

/// The index into `moves` of `side`'s last intervening move before `upto`, if any: a pass or
/// a real move that is no [`ko_capture`]. 003 爭劫 "凡提取熱子須間隔一實手或虛手" names any real
/// move or pass; a capture that cannot be taken back at once (a ko threat that takes stones,
/// `threat.sgf`; eternal life's first capture of two, which keeps two liberties) is such a
/// real move. A ko capture is not: 003 熱子 "爭三劫除單熱子外另一單或雙劫子,視同熱子,皆成“孿熱子”"
/// makes the other ko stones hot too, so taking one is taking a hot stone, part of the fight
/// and no interval in it (the triple ko, `tk.sgf`).
pub fn last_intervening(
    history: &[Position],
    moves: &[Move],
    side_: Color,
    upto: usize,
) -> Option<usize> {
    last_intervening_as(history, moves, side_, upto, Intervening::NoKoCapture)
}

fn last_intervening_as(
    history: &[Position],
    moves: &[Move],
    side_: Color,
    upto: usize,
    word: Intervening,
) -> Option<usize> {
    (0..upto).rev().find(|&k| {
        moves[k].colour() == side_
            && (moves[k].is_pass()
                || word == Intervening::AnyRealMove
                || !ko_capture(history, moves, k))
    })
}

/// The index into `moves` of the last move before `upto` that placed a stone on `p`.
fn last_placed(moves: &[Move], p: Point, upto: usize) -> Option<usize> {
    (0..upto)
        .rev()
        .find(|&k| moves[k] == Move::Play(moves[k].colour(), p))
}

/// The stones hot for `side_`'s opponent that move `k` (a real move of `side_`) marked, per
/// [`Interval::HotStoneMarks`]: the block of the placed stone after the move, if it has one
/// liberty (it can be taken back at once, 劫型中可互提之子) and holds a fresh ko stone of
/// `side_` (a stone placed by a capturing move of `side_` no earlier than `side_`'s last
/// intervening move before `k`: the capture itself, 單熱子, or the ko stone a fill pairs, 逢雙
/// 雙熱子).
pub fn marked_by(history: &[Position], moves: &[Move], k: usize) -> Vec<Point> {
    marked_by_as(history, moves, k, Intervening::NoKoCapture)
}

fn marked_by_as(history: &[Position], moves: &[Move], k: usize, word: Intervening) -> Vec<Point> {
    let Move::Play(c, p) = moves[k] else {
        return Vec::new();
    };
    let after = &history[k + 1];
    if after.grid.get(p) != Cell::Stone(c) {
        return Vec::new();
    }
    let block = after.grid.block(p);
    if after.grid.liberties(&block).len() != 1 {
        return Vec::new();
    }
    // A capture marks only if it is a ko capture (劫型 "劫型中可互提之子": one stone taken, the
    // recapture at once restoring the board): a capture of one stone by a larger block left in
    // atari, or of more stones, is no ko, and the block that took is no 熱子 (1x4: W ab taking
    // a1 with three stones left in atari, then Black's capture of the three, a snapback, 顆塊子
    // 提必有變皆可氣盡). A fill (no capture) marks the ko stones it pairs (雙熱子, 逢雙).
    if captured(history, moves, k) && !ko_capture(history, moves, k) {
        return Vec::new();
    }
    // Fresh: placed by a capture that no later intervening move of `c` followed before `k`.
    // The capture may itself be `c`'s last intervening move: eternal life's first capture of
    // two keeps two liberties, so it is no ko capture, yet the fill pairs its stone (逢雙).
    let since = last_intervening_as(history, moves, c, k, word).unwrap_or(0);
    let fresh = block.iter().any(|&q| {
        last_placed(moves, q, k + 1).is_some_and(|j| j >= since && captured(history, moves, j))
    });
    if fresh {
        block
    } else {
        Vec::new()
    }
}

/// [`Interval::HotStoneMarks`]: whether the real move from the last position of `history` to
/// `next` captures a hot stone: a stone of the opponent marked by one of the opponent's moves
/// ([`marked_by`]) since the last intervening move of either side ([`last_intervening`]: a
/// pass, or a real move that is no ko capture), and still the same stone (not placed again
/// since the mark).
pub fn captures_a_hot_stone(history: &[Position], moves: &[Move], next: &Position) -> bool {
    captures_a_hot_stone_as(history, moves, next, Intervening::NoKoCapture)
}

fn captures_a_hot_stone_as(
    history: &[Position],
    moves: &[Move],
    next: &Position,
    word: Intervening,
) -> bool {
    let current = history.last().expect("a history starts with a position");
    let mover = current.to_move;
    let opp = mover.opponent();
    let taken: Vec<Point> = current
        .grid
        .points()
        .filter(|&p| current.grid.get(p) == Cell::Stone(opp) && next.grid.get(p) == Cell::Empty)
        .collect();
    if taken.is_empty() {
        return false;
    }
    // 劫型中可互提之子: a hot stone is one the two sides can take from each other. A capture
    // after which the capturing block has more than one liberty cannot be taken back at once
    // (a snapback: the throw-in taken, then the three stones that took it): no ko, no hot stone.
    let placed = current
        .grid
        .points()
        .find(|&p| current.grid.get(p) == Cell::Empty && next.grid.get(p) == Cell::Stone(mover));
    let mutual = placed.is_some_and(|p| next.grid.liberties(&next.grid.block(p)).len() == 1);
    if !mutual {
        return false;
    }
    let n = moves.len();
    // A mark lasts until an intervening move by either side after it: a pass (虛手, the side
    // yields) or a real move that is no ko capture (間隔一實手, a capture elsewhere included). A
    // fill that marks (逢雙) is itself such a move, but it is the mark, not a move after it.
    let from = [mover, opp]
        .into_iter()
        .filter_map(|c| last_intervening_as(history, moves, c, n, word))
        .max()
        .unwrap_or(0);
    (from..n).filter(|&k| moves[k].colour() == opp).any(|k| {
        let marked = marked_by_as(history, moves, k, word);
        taken
            .iter()
            .any(|&t| marked.contains(&t) && last_placed(moves, t, n).is_none_or(|j| j <= k))
    })
}

/// The indices into `history` of the shapes real moves made: the start of the game and every
/// position a real move led to (`history[k + 1]` when `moves[k]` is a real move). Positions a
/// pass led to are left out: 003 著手 "實手有著子兼手數,虛手無著子僅手數", a pass places no
/// stone and makes no shape; the board it leaves is the shape the last real move made.
pub fn real_shapes(moves: &[Move]) -> impl Iterator<Item = usize> + '_ {
    std::iter::once(0).chain(
        moves
            .iter()
            .enumerate()
            .filter(|(_, m)| !m.is_pass())
            .map(|(k, _)| k + 1),
    )
}

/// [`Interval::PassForHotStonesRealShapes`] and [`Interval::HotStoneMarks`]: whether the real
/// move to `next` goes past the cycle (攪窮). `start` is the index of the position after the
/// last pass.
///
/// 003 越環禁攪 "攪方如越環應禁止續攪,否則攪窮" and 攪子 "越環後環環相同,實為攪窮": after one
/// full cycle every further turn is the same again, and that is exhausted change. Read over
/// the whole game among the shapes of real moves ([`real_shapes`]; board and side to move).
/// What is counted differs between the two readings:
///
/// - `ying-shape` ([`Interval::PassForHotStonesRealShapes`], once per game): a real move that
///   recreates an earlier shape is forbidden once the shapes already hold a recurrence.
/// - `ying-marks` ([`Interval::HotStoneMarks`], once per cycle): a real move is forbidden if
///   the step it makes (the position it is played from, board and mover, then `next`) was
///   already made in the game: the cycle through that step has gone round once and would now
///   go round again, 環環相同. The step starts from the position the mover faces, after any
///   passes (著手 "虛手無著子僅手數": a pass makes no shape but is a turn, so it hands the move
///   over): the cycle is the moves from the first real move of the 環 to the recurrence of the
///   position it was played from, and a pass or a real move elsewhere before that first move
///   is not part of it, so the side stopped past the cycle does not depend on which it was
///   (送二還一 after `W[]` and after `W[fa]`: Black's throw-in, move 15, repeats the cycle's
///   first step and is stopped in both; `tests/data/ying/s2r1_6p.sgf`, `s2r1_6r.sgf`). The first
///   recurrence of any cycle closes it with a new step and is allowed; a recurrence elsewhere
///   in the game (a ko retaken after passes, 爭 and not 攪) spends nothing another cycle
///   needs, so an earlier ko does not change who must yield in a later double ko
///   (`combo.sgf` against `control.sgf`).
/// - [`CycleLimit::NoRecurrence`], under either: that, and also a real move that recreates a
///   shape made since the last pass (nobody yielded, "互不相讓", so every stone of the cycle
///   is hot, as `ying-strict` reads it); the start of the game counts when no pass has been
///   played, and under `ying-marks-strict` the position after the last pass too, so a pass
///   before the cycle and a real move elsewhere there stop the same move. (Forbidding every recurrence over the whole game would be situational superko on
///   the shapes of real moves: the retake after a pass each recreates the shape before the
///   take and would be forbidden, as under `ying-game-strict`, against YG-12.)
///
/// Why these are readings of 越環禁攪: a pass does not lift the limit (the text forbids the
/// disturbing side to continue "past the cycle", with no word of passes), and passes do not
/// themselves make a cycle, since a cycle is of shapes (同型循環) and a pass makes none. So the
/// plainest ko may be retaken once after a pass of each side (YG-12 "凡提取熱子須間隔一實手
/// 或虛手"), and every game ends (YG-14): there are finitely many shapes, so finitely many
/// steps between them; every real move makes a new shape or (per cycle) a new step, or (per
/// game) after the one allowed recurrence a new shape; and runs of passes are bounded by the
/// ending.
///
/// What it costs: a ko fought with passes only is decided after one full cycle. Black takes,
/// White passes, Black passes, White retakes (the shape before Black's take comes back),
/// Black passes, White passes: Black's next take repeats the step of the first take (and
/// recreates a shape after a recurrence), past the cycle, and is forbidden under both; White
/// keeps the ko (`ko3.sgf`). (A ko threat, a real move elsewhere, changes the board, so the
/// fight goes on with new shapes. In a game under YG-8 the first pass pair suspends play and
/// the second ends it, so this exact sequence ends before the limit bites; the limit bites in
/// cycles with one pass per turn, which the pass-restarting readings let run for ever.)
/// Neither asks who the disturbing side (攪方) is. Once per game, the one allowed recurrence
/// is spent by the first anywhere, even a plain ko retaken after passes, and a later double
/// or triple ko is then cut at its first recurrence; that is why the audit keeps the
/// per-cycle count.
fn past_the_cycle_in_real_shapes(
    history: &[Position],
    moves: &[Move],
    next: &Position,
    start: usize,
    o: YingKo,
) -> bool {
    let same = |a: &Position, b: &Position| a.grid == b.grid && a.to_move == b.to_move;
    // `ying-marks-strict`: the position after the last pass counts as a shape of the stretch,
    // as the start of the game does (a cycle back to it is a recurrence in which nobody
    // yielded since the pass).
    let marks_strict = o.interval == Interval::HotStoneMarks && o.cycle == CycleLimit::NoRecurrence;
    let shapes: Vec<&Position> = real_shapes(moves).map(|i| &history[i]).collect();
    if !shapes.iter().any(|p| same(p, next)) {
        return marks_strict && same(&history[start], next);
    }
    let past = if o.interval == Interval::HotStoneMarks {
        // The step of a real move: the position it is played from (the board with the mover
        // to move, after any passes) and the shape it makes.
        let from = history.last().expect("a history starts with a position");
        moves
            .iter()
            .enumerate()
            .filter(|(_, m)| !m.is_pass())
            .any(|(k, _)| same(&history[k], from) && same(&history[k + 1], next))
    } else {
        shapes
            .iter()
            .enumerate()
            .any(|(i, a)| shapes[..i].iter().any(|b| same(a, b)))
    };
    let since_pass = o.cycle == CycleLimit::NoRecurrence
        && ((marks_strict && same(&history[start], next))
            || real_shapes(moves)
                .filter(|&i| i >= start)
                .any(|i| same(&history[i], next)));
    past || since_pass
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
    let next = placed(history, mv)?;
    match mv {
        Move::Play(..) if exhaustion(history, moves, &next, o).is_some() => {
            Err(Illegal::Repetition)
        }
        _ => Ok(next),
    }
}

/// The position `mv` leads to from the last of `history`, before any ko rule: the turn, the
/// board with captures and self-capture (YG-7, YG-9), prisoners and pass stones.
fn placed(history: &[Position], mv: Move) -> Result<Position, Illegal> {
    let current = history.last().expect("a history starts with a position");
    if mv.colour() != current.to_move {
        return Err(Illegal::NotYourTurn);
    }
    let mut next = current.clone();
    next.to_move = current.to_move.opponent();
    match mv {
        Move::Pass(c, _) => next.pass_stones[side(c)] += 1,
        Move::Play(c, p) => {
            if !current.grid.contains(p) {
                return Err(Illegal::OffBoard);
            }
            let placed = place(&current.grid, c, p).ok_or(Illegal::Occupied)?;
            next.grid = placed.grid;
            next.prisoners[side(c)] += placed.captured.len();
            next.prisoners[side(c.opponent())] += placed.self_captured.len();
        }
    }
    Ok(next)
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

/// [`replay`] with the intervening moves of `word` (the kept reading is
/// [`Intervening::NoKoCapture`], which [`replay`] uses): every position, or the index of the
/// first move the reading forbids and why.
pub fn replay_with(
    start: Position,
    moves: &[Move],
    o: YingKo,
    word: Intervening,
) -> Result<Vec<Position>, (usize, Exhaustion)> {
    let mut history = vec![start];
    for (i, &m) in moves.iter().enumerate() {
        let next = placed(&history, m).expect("the moves are legal apart from the ko rule");
        if m.is_pass() {
            history.push(next);
            continue;
        }
        if let Some(e) = exhaustion_as(&history, &moves[..i], &next, o, word) {
            return Err((i, e));
        }
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
        for o in YingKo::ALL {
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
            // 一實手或虛手" on the plainest ko. The other six allow the retake. For the two
            // `PassForHotStonesRealShapes` readings: the shapes are the start S (Black to move)
            // and the board after the take T (White to move); the passes make none. The retake
            // recreates S: a recurrence, but the first (S, T differ), so one full cycle allows
            // it; and S is older than the last pass, so the strict reading allows it too.
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

    /// 003 越環禁攪 under the real-shape readings: a ko fought with passes only. Black takes
    /// (shape T, White to move), both pass, White retakes (shape S again: the one allowed
    /// recurrence), both pass, and Black's second take would make T again: the shapes
    /// already hold a recurrence (S twice), so it is past the cycle under `ying-shape` and
    /// `ying-shape-strict`. (Were the start not a shape, the retake would make no
    /// recurrence and this take would be the first, allowed.) The readings that restart after
    /// a pass allow it (the stretch since the last pass holds only the position after it);
    /// `ying-game` already forbade the retake itself.
    #[test]
    fn a_ko_fought_with_passes_only_ends_after_one_full_cycle() {
        let start = position(
            Grid::from_rows(&[".XO.", "XO.O", ".XO."]).unwrap(),
            Color::Black,
        );
        let pass = |c| Move::Pass(c, PassKind::Ordinary);
        let cycle = [
            b(2, 1),
            pass(Color::White),
            pass(Color::Black),
            w(1, 1),
            pass(Color::Black),
            pass(Color::White),
        ];
        for o in YingKo::ALL {
            let expected = match o.interval {
                Interval::PassForHotStonesRealShapes | Interval::HotStoneMarks => {
                    Some(Exhaustion::PastTheCycle)
                }
                Interval::PassByEither | Interval::MoverPassOrNonCapture => None,
                Interval::PassForHotStonesOnly => continue,
            };
            assert!(replay(start.clone(), &cycle, o).is_ok(), "{}", o.name());
            assert_eq!(
                why_forbidden(&start, &cycle, b(2, 1), o),
                expected,
                "{}",
                o.name()
            );
        }
    }

    /// A snapback is no ko (劫型中可互提之子): `XXO./..O.`, White throws in at (0, 1) under
    /// Black's pair, Black takes it at (1, 1) (one stone, so (1, 1) is a ko stone and Black's
    /// three stones have the one liberty (0, 1)), and White takes the three back at (0, 1),
    /// after which White's stone there has two liberties: nobody can take it back at once, so
    /// the three were no hot stones and every reading allows it (`ying-marks` forbade it).
    #[test]
    fn a_snapback_is_no_hot_stone_capture() {
        let start = position(Grid::from_rows(&["XXO.", "..O."]).unwrap(), Color::White);
        let moves = [w(0, 1), b(1, 1), w(0, 1)];
        for o in YingKo::ALL {
            assert!(replay(start.clone(), &moves, o).is_ok(), "{}", o.name());
        }
    }

    /// `ying-marks` (per-stone hot marks, 003 熱子), derived by hand. Triple ko: Black takes
    /// ko 0 (his stone there is a ko stone in atari: marked), White takes ko 1 (its captured
    /// stone is an old one: allowed; a ko capture is no intervening move), Black takes ko 2, and
    /// White's retake of ko 0 (move 3) takes the marked stone, hot still (孿熱子): forbidden,
    /// before the first whole-board recurrence (move 5). Eternal life: Black 1 at p takes two
    /// (p keeps two liberties: no mark), White 2 throws in, Black 3 fills at r pairing p and r in
    /// atari (逢雙: both marked), White 4's capture of the pair is forbidden (move 3). The
    /// single ko may be retaken after a ko threat and its answer.
    /// 間隔一實手 read word for word (`Intervening::AnyRealMove`): in the triple ko the ko
    /// captures between Black's first take and White's retake intervene, so White's move 4
    /// (index 3) is allowed and the first cycle completes; Black's move 7 (index 6, B cb
    /// again) repeats the step of move 1 and is past the cycle (proofs/YG-12.md). In eternal
    /// life the pair is marked by the fill itself, so White's move 4 stays forbidden.
    #[test]
    fn the_word_for_word_interval_lets_white_retake_the_twin_hot_stone() {
        let t = crate::ts::cycles::triple_ko();
        let twice: Vec<Move> = t.cycle.iter().chain(t.cycle.iter()).copied().collect();
        let kept = replay_with(
            t.start.clone(),
            &twice,
            YingKo::PRESET,
            Intervening::NoKoCapture,
        );
        assert_eq!(kept.unwrap_err(), (3, Exhaustion::HotStone));
        let literal = replay_with(
            t.start.clone(),
            &twice,
            YingKo::PRESET,
            Intervening::AnyRealMove,
        );
        assert_eq!(literal.unwrap_err(), (6, Exhaustion::PastTheCycle));
        let e = crate::shapes::eternal_life();
        let literal = replay_with(
            e.start.clone(),
            &e.cycle,
            YingKo::PRESET,
            Intervening::AnyRealMove,
        );
        assert_eq!(literal.unwrap_err(), (3, Exhaustion::HotStone));
    }

    #[test]
    fn hot_stone_marks_cut_triple_ko_and_eternal_life_before_any_recurrence() {
        let marks = YingKo {
            interval: Interval::HotStoneMarks,
            cycle: CycleLimit::OneFullCycle,
        };
        assert_eq!(YingKo::from_name("ying-marks"), Some(marks));
        let t = crate::ts::cycles::triple_ko();
        assert_eq!(replay(t.start.clone(), &t.cycle, marks).unwrap_err().0, 3);
        assert_eq!(
            replay(
                t.start.clone(),
                &t.cycle,
                YingKo::from_name("ying-shape").unwrap()
            )
            .map(|h| h.len()),
            Ok(7),
            "ying-shape lets the first turn of the triple ko complete"
        );
        let e = crate::shapes::eternal_life();
        assert_eq!(
            why_forbidden(&e.start, &e.cycle[..3], e.cycle[3], marks),
            Some(Exhaustion::HotStone)
        );
        let start = position(
            Grid::from_rows(&[".XO...", "XO.O..", ".XO..."]).unwrap(),
            Color::Black,
        );
        let threat = [b(2, 1), w(5, 0), b(5, 2)];
        assert_eq!(why_forbidden(&start, &threat, w(1, 1), marks), None);
        assert_eq!(
            why_forbidden(&start, &threat[..1], w(1, 1), marks),
            Some(Exhaustion::HotStone)
        );
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
