//! A game: rules, board, the hashes the ko rule needs, the moves, pass stones and prisoners per
//! side, and the end state. Illegal moves are reported with the same reasons as the reference
//! model (`qili_spec::go::game::Illegal`).

use super::board::{mix, Board, Color, Point};
use crate::rules::Ko;
use crate::rules::{
    CycleLimit, End, Interval, KoRule, NoResult, PassKind, Passes, Rules, Suicide, YingKo,
};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// A move: a real move (实着, a stone on an empty point) or a pass stone (虚着, a stone outside
/// the board) of one of the two kinds of JPD-A4 (JPD-A3, YG-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Move {
    /// A real move (实着): a stone of the colour on the point.
    Play(Color, Point),
    /// A pass stone (虚着) of the colour, of one of the two kinds of JPD-A4.
    Pass(Color, PassKind),
}

impl Move {
    /// The side making the move.
    pub fn colour(self) -> Color {
        match self {
            Move::Play(c, _) | Move::Pass(c, _) => c,
        }
    }

    /// Whether the move is a pass stone (虚着) rather than a real move.
    pub fn is_pass(self) -> bool {
        matches!(self, Move::Pass(..))
    }
}

/// Why a move is illegal (the same reasons, in the same order of checking, as the reference
/// model's `Illegal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Illegal {
    /// The game is over (the ending rule).
    GameOver,
    /// It is not this side's turn (JPD-A3 轮流下子).
    NotYourTurn,
    /// The point is off the board.
    OffBoard,
    /// The point holds a stone (JPD-A3: a real move goes on an empty point).
    Occupied,
    /// The move removes its own block and the suicide option forbids it.
    Suicide,
    /// The move recreates an earlier state that the ko option forbids.
    Repetition,
    /// Ying ko with hot-stone marks: the move takes a hot stone with no intervening move
    /// since it was marked (003 爭劫 "凡提取熱子須間隔一實手或虛手,否則爭窮"; 熱子 雙熱子, 孿熱子).
    /// The board it makes may be new.
    HotStone,
    /// A pass by a side holding no prisoner under `passes = "only-with-a-prisoner"` (TS-10,
    /// 002 编者注 不得放弃,允许虚手(直接交俘子一枚给对方)).
    NoPrisonerToHandOver,
}

impl Illegal {
    /// The rule the move breaks, in words.
    pub fn reason(self, rules: &Rules) -> String {
        match self {
            Illegal::GameOver => format!("the game is over ({:?})", rules.play.end),
            Illegal::NotYourTurn => "not this side's turn (moves alternate, JPD-A3)".into(),
            Illegal::OffBoard => "the point is off the board".into(),
            Illegal::Occupied => "the point is occupied (JPD-A3)".into(),
            Illegal::Suicide => format!(
                "self-capture is forbidden (suicide {:?})",
                rules.play.suicide
            ),
            Illegal::Repetition => {
                format!(
                    "the move repeats an earlier state (ko {})",
                    rules.play.ko.name()
                )
            }
            Illegal::HotStone => format!(
                "the move takes a hot stone with no intervening real move or pass since it became hot (003 爭劫 凡提取熱子須間隔一實手或虛手,否則爭窮; ko {})",
                rules.play.ko.name()
            ),
            Illegal::NoPrisonerToHandOver => "a pass hands over a prisoner and this side holds none (passes only-with-a-prisoner, TS-10: 不得放弃,允许虚手(直接交俘子一枚给对方))".into(),
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// A hasher for keys that are already Zobrist hashes.
#[derive(Default, Clone, Copy)]
pub struct IdentityHasher(u64);

impl Hasher for IdentityHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type HashSet64 = HashSet<u64, BuildHasherDefault<IdentityHasher>>;
type HashMap64 = HashMap<u64, usize, BuildHasherDefault<IdentityHasher>>;

/// What the Ying ko needs to remember, kept incrementally so that a move is checked in constant
/// time (the reference model, `qili_spec::yg::ko::exhaustion`, rescans the history).
///
/// Positions are indexed as in the game (`0` the start, `k + 1` after the `k`-th move); a
/// position's key is its board with the side to move (003 變窮 "同型反覆或循環": the shape with
/// whose turn it is). A duplicate inside a stretch `[s, n)` exists iff some position `j` has an
/// earlier occurrence `prev(j) >= s`, so the largest `prev(j)` seen answers "has anything
/// recurred since `s`" for every `s` at once.
#[derive(Clone, Debug, Default)]
struct YingMemory {
    /// The key of every position.
    keys: Vec<u64>,
    /// The last index of each key among all positions.
    last: HashMap64,
    /// The largest index of an earlier occurrence of a recurring position.
    recurred_from: Option<usize>,
    /// As `last` and `recurred_from`, among the shapes real moves made (and the start): 003 著手
    /// "實手有著子兼手數,虛手無著子僅手數", a pass makes no shape.
    last_real: HashMap64,
    real_recurred_from: Option<usize>,
    /// The index of the position after the last pass (0 if none).
    after_pass: usize,
    /// Per side, the index of the position after that side's last pass or real move that
    /// captured nothing (0 if none): the interval of [`Interval::MoverPassOrNonCapture`].
    after_break: [usize; 2],
    /// [`Interval::HotStoneMarks`]: the move that placed the stone now on each point
    /// (board index to move index; setup stones have none).
    placed_at: HashMap<usize, usize>,
    /// Whether each move captured.
    captured_by: Vec<bool>,
    /// Per side, the index of the position after that side's last pass or real move that was
    /// no ko capture (0 if none): the interval of the hot marks (as
    /// `qili_spec::yg::ko::last_intervening`).
    after_interval: [usize; 2],
    /// Whether the last real move was a ko capture (one stone taken, and the opponent's
    /// recapture at once restores the board before it).
    last_ko_capture: bool,
    /// Every step a real move made: the position it was played from (board and mover, after
    /// any passes) and the shape it made; the per-cycle 越環 of [`Interval::HotStoneMarks`]
    /// (as `qili_spec::yg::ko`'s `past_the_cycle_in_real_shapes`).
    steps: std::collections::HashSet<(u64, u64)>,
    /// The hot marks: the move that made them, its side, and the marked stones.
    marks: Vec<(usize, Color, Vec<usize>)>,
}

impl YingMemory {
    fn record(&mut self, key: u64, by: Option<(Color, bool, bool)>) {
        let n = self.keys.len();
        self.keys.push(key);
        if let Some(prev) = self.last.insert(key, n) {
            self.recurred_from = self.recurred_from.max(Some(prev));
        }
        let real = !matches!(by, Some((_, true, _)));
        if real {
            if let Some(prev) = self.last_real.insert(key, n) {
                self.real_recurred_from = self.real_recurred_from.max(Some(prev));
            }
            if n > 0 {
                self.steps.insert((self.keys[n - 1], key));
            }
        }
        if let Some((c, pass, captured)) = by {
            if pass {
                self.after_pass = n;
            }
            if pass || !captured {
                self.after_break[c.index()] = n;
            }
            if pass || !self.last_ko_capture {
                self.after_interval[c.index()] = n;
            }
        }
    }

    /// Whether a real move by `c` to the position with key `next` (the board changed) exhausts
    /// change under `y`, as `qili_spec::yg::ko::exhaustion`.
    fn exhausted(&self, c: Color, next: u64, y: YingKo) -> bool {
        let n = self.keys.len();
        let start = match y.interval {
            Interval::MoverPassOrNonCapture => self.after_break[c.index()],
            _ => self.after_pass,
        };
        // 爭窮: the opponent's last move undone with no intervening move.
        if n >= 2 && start + 2 <= n && self.keys[n - 2] == next {
            return true;
        }
        if matches!(
            y.interval,
            Interval::PassForHotStonesRealShapes | Interval::HotStoneMarks
        ) {
            // ying-marks-strict: the position after the last pass counts as a shape of the
            // stretch, as the start does (qili_spec::yg::ko: past_the_cycle_in_real_shapes).
            let after_pass = y.interval == Interval::HotStoneMarks
                && y.cycle == CycleLimit::NoRecurrence
                && self.keys[start] == next;
            let Some(&at) = self.last_real.get(&next) else {
                return after_pass;
            };
            let past = match y.interval {
                Interval::HotStoneMarks => self.steps.contains(&(self.keys[n - 1], next)),
                _ => self.real_recurred_from.is_some(),
            };
            return past || after_pass || (y.cycle == CycleLimit::NoRecurrence && at >= start);
        }
        let from = match y.interval {
            Interval::PassForHotStonesOnly => 0,
            _ => start,
        };
        match self.last.get(&next) {
            Some(&at) if at >= from => match y.cycle {
                CycleLimit::NoRecurrence => true,
                CycleLimit::OneFullCycle => self.recurred_from.is_some_and(|p| p >= from),
            },
            _ => false,
        }
    }
}

impl YingMemory {
    /// Records the real move `k` of `c` at board index `i` (already played on `board`) for the
    /// hot marks, before the move's interval is recorded: as
    /// `qili_spec::yg::ko::marked_by`, the block of the stone if it has one liberty and holds
    /// a ko stone of `c` placed by a capture no earlier than `c`'s last intervening move.
    fn record_real(&mut self, board: &Board, k: usize, c: Color, i: usize, captured: usize) {
        self.captured_by.resize(k, false);
        self.captured_by.push(captured > 0);
        self.last_ko_capture = false;
        if board.at(i) != Some(c) {
            return;
        }
        self.placed_at.insert(i, k);
        if board.liberties(i) != 1 {
            return;
        }
        // A ko capture (as `qili_spec::yg::ko::ko_capture`, 003 劫型 "劫型中可互提之子"): one
        // stone taken by a stone standing alone with one liberty, so the opponent's recapture
        // at once restores the board before it. Any other capture is an intervening move.
        self.last_ko_capture = captured == 1 && board.block_stones(i).len() == 1;
        // The move index of `c`'s last intervening move (the capture that placed the ko stone
        // may be it: eternal life's first capture of two keeps two liberties).
        let since = self.after_interval[c.index()].saturating_sub(1);
        let block = board.block_stones(i);
        let fresh = block.iter().any(|q| {
            self.placed_at
                .get(q)
                .is_some_and(|&j| j >= since && self.captured_by[j])
        });
        // A capture marks only if it is a ko capture (as `qili_spec::yg::ko::marked_by`); a
        // fill marks the ko stones it pairs (雙熱子).
        if fresh && (captured == 0 || self.last_ko_capture) {
            self.marks.push((k, c, block));
        }
    }

    /// Whether the real move of `c` that takes the stones `taken` captures a hot stone (as
    /// `qili_spec::yg::ko::captures_a_hot_stone`).
    fn captures_a_hot_stone(&self, c: Color, taken: &[usize]) -> bool {
        // Marks made by the last intervening move of either side or after it (a fill that
        // marks, 逢雙, is an intervening move but is the mark itself).
        let from = self.after_interval[0]
            .max(self.after_interval[1])
            .saturating_sub(1);
        self.marks.iter().any(|(k, owner, stones)| {
            *k >= from
                && *owner == c.opponent()
                && taken
                    .iter()
                    .any(|t| stones.contains(t) && self.placed_at.get(t).is_none_or(|&j| j <= *k))
        })
    }
}

const SIDE_TAG: u64 = 0x5349_4445;
const PASS_TAG: [u64; 2] = [0x0050_4153_5342, 0x0050_4153_5357];

/// The hash of (stones, side to move).
pub fn situation_hash(board_hash: u64, to_move: Color) -> u64 {
    match to_move {
        Color::Black => board_hash,
        Color::White => board_hash ^ mix(SIDE_TAG, 1),
    }
}

/// The hash of the JPD-A10 whole-board shape: stones plus each side's pass-stone count.
pub fn shape_hash(board_hash: u64, pass_stones: [usize; 2]) -> u64 {
    board_hash ^ mix(PASS_TAG[0], pass_stones[0] as u64) ^ mix(PASS_TAG[1], pass_stones[1] as u64)
}

/// A Go game under a rule set.
///
/// # Example
/// A capture in the corner of a 3 x 3 board: White's stone on `a3` (x 0, y 0) loses its last
/// liberty and becomes Black's prisoner.
/// ```
/// use qili::go::{Color, Game, Illegal, Move, Point, Rules};
///
/// let mut g = Game::new(Rules::CHINESE, 3, 3).unwrap();
/// g.play(Move::Play(Color::Black, Point::new(1, 0))).unwrap();
/// g.play(Move::Play(Color::White, Point::new(0, 0))).unwrap();
/// g.play(Move::Play(Color::Black, Point::new(0, 1))).unwrap();
/// assert_eq!(g.board().get(Point::new(0, 0)), None);
/// assert_eq!(g.prisoners(), [1, 0]); // Black holds one white stone
/// assert_eq!(g.to_move(), Color::White);
/// // A stone cannot go on an occupied point, and a side cannot move out of turn.
/// assert_eq!(g.play(Move::Play(Color::White, Point::new(1, 0))), Err(Illegal::Occupied));
/// assert_eq!(g.play(Move::Play(Color::Black, Point::new(2, 2))), Err(Illegal::NotYourTurn));
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    start: Board,
    start_to_move: Color,
    board: Board,
    to_move: Color,
    moves: Vec<Move>,
    pass_stones: [usize; 2],
    prisoners: [usize; 2],
    /// Passes that handed a prisoner back (TS-10, `passes = "hand-over-a-prisoner"`), per side.
    handed_over: [usize; 2],
    /// Board hash of every position, the start first.
    board_hashes: Vec<u64>,
    /// The states the ko rule forbids repeating (empty for simple ko).
    seen: HashSet64,
    /// The Ying ko's memory (empty under the other ko rules).
    ying: YingMemory,
    trailing_passes: usize,
    /// Trailing ordinary passes (JPD-C6's four-pass ending counts these only).
    trailing_ordinary: usize,
    /// Trailing suspension passes (000 推论10 两虚休止 counts these only).
    trailing_suspension: usize,
    suspended: bool,
    over: bool,
    /// The game ended with no result (`no-result = "three-repetitions-since-last-pass"`).
    void: bool,
}

impl Game {
    /// A game on an empty `width` x `height` board, Black to move.
    pub fn new(rules: Rules, width: usize, height: usize) -> Result<Game, super::board::SizeError> {
        Ok(Game::from_position(
            rules,
            Board::new(width, height)?,
            Color::Black,
        ))
    }

    /// A game from a setup position.
    pub fn from_position(rules: Rules, board: Board, to_move: Color) -> Game {
        let expected = 2 * board.area() + 8;
        let mut seen = HashSet64::default();
        if rules.play.ko != KoRule::Plain(Ko::Simple) {
            seen.reserve(expected);
        }
        let mut g = Game {
            rules,
            start: board.clone(),
            start_to_move: to_move,
            board,
            to_move,
            moves: Vec::with_capacity(expected),
            pass_stones: [0, 0],
            prisoners: [0, 0],
            handed_over: [0, 0],
            board_hashes: Vec::with_capacity(expected),
            seen,
            ying: YingMemory::default(),
            trailing_passes: 0,
            trailing_ordinary: 0,
            trailing_suspension: 0,
            suspended: false,
            over: false,
            void: false,
        };
        g.record_position(None);
        g
    }

    fn key(&self) -> Option<u64> {
        let h = self.board.hash();
        match self.rules.play.ko {
            KoRule::Plain(Ko::Simple) | KoRule::Ying(_) => None,
            KoRule::Plain(Ko::PositionalSuperko) => Some(h),
            KoRule::Plain(Ko::SituationalSuperko) => Some(situation_hash(h, self.to_move)),
            KoRule::Plain(Ko::WholeShapeWithPassStones) => Some(shape_hash(h, self.pass_stones)),
        }
    }

    /// Records the position just reached; `by` is the move that led here (its side, whether it
    /// was a pass, whether it captured), `None` for the start.
    fn record_position(&mut self, by: Option<(Color, bool, bool)>) {
        self.board_hashes.push(self.board.hash());
        if let Some(k) = self.key() {
            self.seen.insert(k);
        }
        if let KoRule::Ying(_) = self.rules.play.ko {
            self.ying
                .record(situation_hash(self.board.hash(), self.to_move), by);
        }
    }

    /// The rule set the game is played under.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The current board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The board before the first move (with any setup or handicap stones).
    pub fn start(&self) -> &Board {
        &self.start
    }
    /// The side that moves first.
    pub fn start_to_move(&self) -> Color {
        self.start_to_move
    }
    /// The side whose turn it is.
    pub fn to_move(&self) -> Color {
        self.to_move
    }
    /// The moves played so far, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    /// Pass stones each side has put outside the board, Black first.
    pub fn pass_stones(&self) -> [usize; 2] {
        self.pass_stones
    }

    /// The pass stones a count still has to settle, `[black, white]`: every pass, less those
    /// that already handed a prisoner back (TS-10, 002 编者注 允许虚手(直接交俘子一枚给对方):
    /// such a pass is paid, and the prisoners already show it). A count that fills pass stones
    /// (the Tang-Song filling, AGA) takes these, so a paid pass is not paid twice.
    pub fn pass_stones_to_fill(&self) -> [usize; 2] {
        [
            self.pass_stones[0] - self.handed_over[0],
            self.pass_stones[1] - self.handed_over[1],
        ]
    }
    /// Stones each side has captured: `prisoners()[0]` are white stones Black took
    /// (self-captured stones go to the opponent).
    pub fn prisoners(&self) -> [usize; 2] {
        self.prisoners
    }
    /// Whether the game has ended under the rule set's end rule.
    pub fn is_over(&self) -> bool {
        self.over
    }
    /// Whether the game ended with no result: under `no-result =
    /// "three-repetitions-since-last-pass"` (KataGo's simple-ko rule), a real move made a
    /// position recur for the third time since the last pass.
    pub fn is_void(&self) -> bool {
        self.void
    }
    /// Whether play is suspended (YG-8: two passes suspend) and not yet over.
    pub fn is_suspended(&self) -> bool {
        self.suspended && !self.over
    }
    /// The hash of (stones, side to move).
    pub fn situation_hash(&self) -> u64 {
        situation_hash(self.board.hash(), self.to_move)
    }
    /// The hash of the JPD-A10 whole-board shape (stones and both sides' pass-stone counts).
    pub fn shape_hash(&self) -> u64 {
        shape_hash(self.board.hash(), self.pass_stones)
    }

    /// Checks a move without playing it. On success returns the preview of a real move.
    fn check(&self, mv: Move) -> Result<Option<super::board::Preview>, Illegal> {
        if self.over {
            return Err(Illegal::GameOver);
        }
        if mv.colour() != self.to_move {
            return Err(Illegal::NotYourTurn);
        }
        match mv {
            Move::Pass(c, _) => {
                if self.rules.play.passes == Passes::OnlyWithAPrisoner
                    && self.prisoners[c.index()] == 0
                {
                    return Err(Illegal::NoPrisonerToHandOver);
                }
                if self.rules.play.ko == KoRule::Plain(Ko::WholeShapeWithPassStones) {
                    let mut ps = self.pass_stones;
                    ps[c.index()] += 1;
                    if self.seen.contains(&shape_hash(self.board.hash(), ps)) {
                        return Err(Illegal::Repetition);
                    }
                }
                Ok(None)
            }
            Move::Play(c, p) => {
                if !self.board.contains(p) {
                    return Err(Illegal::OffBoard);
                }
                let i = self.board.index(p);
                if !self.board.is_empty_at(i) {
                    return Err(Illegal::Occupied);
                }
                let pv = self.board.preview(i, c);
                let ok = match self.rules.play.suicide {
                    Suicide::Forbidden => pv.self_captures == 0,
                    Suicide::MultiStoneOnly => pv.self_captures != 1,
                    Suicide::Allowed => true,
                };
                if !ok {
                    return Err(Illegal::Suicide);
                }
                let repeats = match self.rules.play.ko {
                    KoRule::Plain(Ko::Simple) => {
                        let n = self.board_hashes.len();
                        n >= 2 && self.board_hashes[n - 2] == pv.hash
                    }
                    KoRule::Plain(Ko::PositionalSuperko) => self.seen.contains(&pv.hash),
                    KoRule::Plain(Ko::SituationalSuperko) => {
                        self.seen.contains(&situation_hash(pv.hash, c.opponent()))
                    }
                    KoRule::Plain(Ko::WholeShapeWithPassStones) => {
                        self.seen.contains(&shape_hash(pv.hash, self.pass_stones))
                    }
                    // 著必有變 (YG-6): an unchanged board is exhausted change; then hot stones
                    // and cycles (YG-12, YG-13).
                    KoRule::Ying(y) => {
                        if y.interval == Interval::HotStoneMarks
                            && pv.hash != self.board.hash()
                            && !self
                                .ying
                                .exhausted(c, situation_hash(pv.hash, c.opponent()), y)
                            && pv.captures > 0
                            && self.can_be_taken_back(i, c)
                            && self.ying.captures_a_hot_stone(c, &self.taken_by(i, c))
                        {
                            return Err(Illegal::HotStone);
                        }
                        pv.hash == self.board.hash()
                            || self
                                .ying
                                .exhausted(c, situation_hash(pv.hash, c.opponent()), y)
                    }
                };
                if repeats {
                    return Err(Illegal::Repetition);
                }
                Ok(Some(pv))
            }
        }
    }

    /// Whether the block of a real move of `c` at board index `i` has one liberty after its
    /// captures, so the opponent can take it back at once (as the spec's
    /// `qili_spec::yg::ko::captures_a_hot_stone`: 劫型中可互提之子; a snapback is no ko).
    fn can_be_taken_back(&self, i: usize, c: Color) -> bool {
        let mut after = self.board.clone();
        after.play_at(i, c);
        after.liberties(i) == 1
    }

    /// The opponent's stones a real move of `c` at board index `i` would capture.
    fn taken_by(&self, i: usize, c: Color) -> Vec<usize> {
        let mut after = self.board.clone();
        after.play_at(i, c);
        self.board
            .indices()
            .filter(|&j| self.board.at(j) == Some(c.opponent()) && after.at(j).is_none())
            .collect()
    }

    /// Plays `moves` from a start position; stops at the first illegal move. Returns the game
    /// and, if a move was illegal, its 0-based index and the reason.
    pub fn from_moves(
        rules: Rules,
        start: Board,
        to_move: Color,
        moves: &[Move],
    ) -> (Game, Option<(usize, Illegal)>) {
        let mut g = Game::from_position(rules, start, to_move);
        for (i, &m) in moves.iter().enumerate() {
            if let Err(e) = g.play(m) {
                return (g, Some((i, e)));
            }
        }
        (g, None)
    }

    /// Whether `mv` is legal now.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Plays a move, or says why it is illegal (and leaves the game unchanged).
    pub fn play(&mut self, mv: Move) -> Result<(), Illegal> {
        self.check(mv)?;
        let c = mv.colour();
        let took = match mv {
            Move::Pass(_, kind) => {
                self.pass_stones[c.index()] += 1;
                self.trailing_passes += 1;
                // 000 推论6 连续的四手虚着(各方将虚着下在棋盘的右边线外面): a suspension pass
                // (推论10, kept apart 为避免与四虚终局相混淆) breaks a run of ordinary passes.
                self.trailing_ordinary = match kind {
                    PassKind::Ordinary => self.trailing_ordinary + 1,
                    PassKind::Suspension => 0,
                };
                self.trailing_suspension = match kind {
                    PassKind::Ordinary => 0,
                    PassKind::Suspension => self.trailing_suspension + 1,
                };
                // TS-10 (002 编者注 "允许虚手(直接交俘子一枚给对方)"): the pass hands one prisoner
                // (a stone of the opponent's colour) back to the opponent; it is no longer the
                // passer's prisoner. A passer holding none (allowed only under
                // hand-over-a-prisoner) hands over one of its own stones, which the opponent
                // holds as a prisoner (qili_spec::ts::play, NoPrisonerPass::Charged).
                if matches!(
                    self.rules.play.passes,
                    Passes::HandOverAPrisoner | Passes::OnlyWithAPrisoner
                ) {
                    if self.prisoners[c.index()] > 0 {
                        self.prisoners[c.index()] -= 1;
                    } else {
                        self.prisoners[c.opponent().index()] += 1;
                    }
                    self.handed_over[c.index()] += 1;
                }
                false
            }
            Move::Play(_, p) => {
                let (captured, own) = self.board.play(p, c).expect("checked");
                self.prisoners[c.index()] += captured;
                self.prisoners[c.opponent().index()] += own;
                self.trailing_passes = 0;
                self.trailing_ordinary = 0;
                self.trailing_suspension = 0;
                if let KoRule::Ying(_) = self.rules.play.ko {
                    let i = self.board.index(p);
                    let k = self.moves.len();
                    self.ying.record_real(&self.board, k, c, i, captured);
                }
                captured > 0
            }
        };
        self.to_move = c.opponent();
        self.moves.push(mv);
        self.record_position(Some((c, mv.is_pass(), took)));
        match self.rules.play.end {
            End::TwoPasses => self.over = self.trailing_passes >= 2,
            // KataGo's simple-ko ending (qili_spec::go::game::is_over_after): two passes, or a
            // pass by a side from a position (board, side to move) it passed from before.
            End::TwoPassesOrRepeatedPass => {
                self.over = self.trailing_passes >= 2 || (mv.is_pass() && self.passed_from_before())
            }
            End::TwoPassesEven => {
                self.over = self.trailing_passes >= 2 && self.moves.len().is_multiple_of(2)
            }
            End::FourPasses => self.over = self.trailing_ordinary >= 4,
            // 000: 四虚终局 (推论6) or 两虚休止 (推论10), after which 做棋 ends the game (推论9(4)).
            End::SuspendOrFourPasses => {
                self.over = self.trailing_ordinary >= 4 || self.trailing_suspension >= 2
            }
            End::SuspendThenEnd => {
                if self.trailing_passes >= 2 {
                    if self.suspended {
                        self.over = true;
                    } else {
                        self.suspended = true;
                        self.trailing_passes = 0;
                    }
                }
            }
        }
        // KataGo's simple-ko no-result (qili_spec::ts::cycles::no_result): after a real move,
        // the position (board, side to move) occurs the third time since the last pass.
        if self.rules.play.no_result == NoResult::ThreeRepetitionsSinceLastPass
            && !mv.is_pass()
            && self.third_since_last_pass()
        {
            self.void = true;
            self.over = true;
        }
        Ok(())
    }

    /// Whether the pass just played was made from a position (board and side to move) from
    /// which the same side had passed before. `board_hashes[i]` is the position before
    /// `moves[i]`; the side to move alternates, so one colour means one side to move.
    fn passed_from_before(&self) -> bool {
        let n = self.moves.len() - 1;
        let last = self.moves[n];
        self.moves[..n].iter().enumerate().any(|(i, m)| {
            m.is_pass()
                && m.colour() == last.colour()
                && self.board_hashes[i] == self.board_hashes[n]
        })
    }

    /// Whether the current position occurs for the third time among the positions since the
    /// last pass (the position the pass left, or the start): the same board with the same side
    /// to move, the index parity giving the side.
    fn third_since_last_pass(&self) -> bool {
        let now = self.board_hashes.len() - 1;
        let from = self
            .moves
            .iter()
            .rposition(|m| m.is_pass())
            .map_or(0, |k| k + 1);
        let times = (from..=now)
            .filter(|&k| {
                (now - k).is_multiple_of(2) && self.board_hashes[k] == self.board_hashes[now]
            })
            .count();
        times >= 3
    }

    /// Whether play stands suspended by 000's 两虚休止 (推论10: two consecutive suspension passes
    /// under `End::SuspendOrFourPasses`), the position 做棋 completes (推论9(2)).
    pub fn is_suspended_for_completion(&self) -> bool {
        self.rules.play.end == End::SuspendOrFourPasses
            && self.over
            && self.trailing_suspension >= 2
    }

    /// 000 推论9(3) 做棋时,若双方发生分歧,应将棋局恢复到休止前的局面,继续对局,由轮走方先下, read
    /// as `qili_spec::jpd::play::Resumption::RestoreBeforeSuspension`: the two suspension passes
    /// are taken back, with their pass stones and the shapes they made, and the side that
    /// proposed the suspension moves. `false` (and nothing changes) when play is not suspended
    /// ([`Game::is_suspended_for_completion`]).
    pub fn resume_after_dispute(&mut self) -> bool {
        if !self.is_suspended_for_completion() {
            return false;
        }
        self.undo();
        self.undo();
        true
    }

    /// Plays the side to move at `p` (a convenience for tests and GTP).
    pub fn play_at(&mut self, p: Point) -> Result<(), Illegal> {
        self.play(Move::Play(self.to_move, p))
    }

    /// Every legal move of the side to move: real moves row-major from the top left, then an
    /// ordinary pass and a suspension pass (the reference model's order); none if the game is
    /// over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.over {
            return Vec::new();
        }
        let c = self.to_move;
        let mut out: Vec<Move> = self
            .board
            .indices()
            .filter(|&i| self.board.is_empty_at(i))
            .map(|i| Move::Play(c, self.board.point(i)))
            .filter(|&m| self.is_legal(m))
            .collect();
        for kind in [PassKind::Ordinary, PassKind::Suspension] {
            let m = Move::Pass(c, kind);
            if self.is_legal(m) {
                out.push(m);
            }
        }
        out
    }

    /// Takes back the last move (by replaying the others from the start); `false` if there
    /// is none.
    pub fn undo(&mut self) -> bool {
        let Some(_) = self.moves.pop() else {
            return false;
        };
        let moves = std::mem::take(&mut self.moves);
        let mut g = Game::from_position(self.rules, self.start.clone(), self.start_to_move);
        for m in moves {
            g.play(m)
                .expect("a move that was legal stays legal on replay");
        }
        *self = g;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::PlayRules;

    fn p(x: usize, y: usize) -> Point {
        Point::new(x, y)
    }

    #[test]
    fn ko_and_passes() {
        // The spec's ko test: the retake is a repetition under every rule; after two passes
        // only the JPD shape rule and simple ko allow it.
        let start = Board::from_rows(&[".XO.", "XO.O", ".XO."]).unwrap();
        for ko in [
            KoRule::Plain(Ko::Simple),
            KoRule::Plain(Ko::PositionalSuperko),
            KoRule::Plain(Ko::SituationalSuperko),
            KoRule::Plain(Ko::WholeShapeWithPassStones),
        ] {
            let rules = Rules {
                play: PlayRules {
                    suicide: Suicide::Forbidden,
                    ko,
                    end: End::FourPasses,
                    ..Rules::TROMP_TAYLOR.play
                },
                ..Rules::TROMP_TAYLOR
            };
            let mut g = Game::from_position(rules, start.clone(), Color::Black);
            g.play(Move::Play(Color::Black, p(2, 1))).unwrap();
            assert_eq!(g.prisoners(), [1, 0]);
            assert_eq!(
                g.play(Move::Play(Color::White, p(1, 1))),
                Err(Illegal::Repetition)
            );
            g.play(Move::Pass(Color::White, PassKind::Ordinary))
                .unwrap();
            g.play(Move::Pass(Color::Black, PassKind::Ordinary))
                .unwrap();
            let retake = g.play(Move::Play(Color::White, p(1, 1)));
            let allowed = matches!(
                ko,
                KoRule::Plain(Ko::Simple) | KoRule::Plain(Ko::WholeShapeWithPassStones)
            );
            assert_eq!(retake.is_ok(), allowed, "{ko:?}");
        }
    }

    #[test]
    fn ending_rules_and_undo() {
        let mut g = Game::new(Rules::YING, 3, 3).unwrap();
        let pass = |c| Move::Pass(c, PassKind::Suspension);
        g.play(pass(Color::Black)).unwrap();
        g.play(pass(Color::White)).unwrap();
        assert!(g.is_suspended());
        g.play(Move::Play(Color::Black, p(0, 0))).unwrap();
        g.play(pass(Color::White)).unwrap();
        assert!(!g.is_over());
        g.play(pass(Color::Black)).unwrap();
        assert!(g.is_over());
        assert_eq!(g.play(pass(Color::White)), Err(Illegal::GameOver));
        assert_eq!(g.pass_stones(), [2, 2]);
        assert!(g.undo());
        assert!(!g.is_over());
        assert_eq!(g.pass_stones(), [1, 2]);
        assert_eq!(g.moves().len(), 4);
        let (again, none) =
            Game::from_moves(Rules::YING, g.start().clone(), Color::Black, g.moves());
        assert_eq!(none, None);
        assert_eq!(again.board(), g.board());
        assert!(again.is_suspended());
        let twice = [pass(Color::Black), pass(Color::Black)];
        let (stopped, illegal) =
            Game::from_moves(Rules::YING, g.start().clone(), Color::Black, &twice);
        assert_eq!(illegal, Some((1, Illegal::NotYourTurn)));
        assert_eq!(stopped.moves().len(), 1);
    }

    #[test]
    fn hashes_of_situation_and_shape() {
        let mut g = Game::new(Rules::JPD, 3, 3).unwrap();
        let (board, situation, shape) = (g.board().hash(), g.situation_hash(), g.shape_hash());
        g.play(Move::Pass(Color::Black, PassKind::Ordinary))
            .unwrap();
        // A pass keeps the stones, changes the side to move and the JPD shape (JPD-C4).
        assert_eq!(g.board().hash(), board);
        assert_ne!(g.situation_hash(), situation);
        assert_ne!(g.shape_hash(), shape);
        let one_each = g.shape_hash();
        g.play(Move::Pass(Color::White, PassKind::Ordinary))
            .unwrap();
        assert_ne!(g.shape_hash(), one_each);
        // Black's and White's pass stones count apart: one black pass differs from one white.
        assert_ne!(shape_hash(board, [1, 0]), shape_hash(board, [0, 1]));
    }

    #[test]
    fn suicide_options() {
        let b = Board::from_rows(&["X.O", "OO."]).unwrap();
        let m = Move::Play(Color::Black, p(1, 0));
        let with = |suicide| {
            Game::from_position(
                Rules {
                    play: PlayRules {
                        suicide,
                        ..Rules::TROMP_TAYLOR.play
                    },
                    ..Rules::TROMP_TAYLOR
                },
                b.clone(),
                Color::Black,
            )
        };
        assert_eq!(with(Suicide::Forbidden).play(m), Err(Illegal::Suicide));
        let mut g = with(Suicide::MultiStoneOnly);
        g.play(m).unwrap();
        assert_eq!(g.board().rows(), vec!["..O", "OO."]);
        assert_eq!(g.prisoners(), [0, 2]);
        let single = Board::from_rows(&[".O", "O."]).unwrap();
        let mut g = Game::from_position(Rules::TROMP_TAYLOR, single, Color::Black);
        // Allowed, but nothing changes: positional superko forbids it.
        assert_eq!(
            g.play(Move::Play(Color::Black, p(0, 0))),
            Err(Illegal::Repetition)
        );
        assert_eq!(
            g.play(Move::Play(Color::White, p(0, 0))),
            Err(Illegal::NotYourTurn)
        );
        assert_eq!(
            g.play(Move::Play(Color::Black, p(5, 0))),
            Err(Illegal::OffBoard)
        );
        assert_eq!(
            g.play(Move::Play(Color::Black, p(1, 0))),
            Err(Illegal::Occupied)
        );
    }

    /// 000 under the `jpd` preset: two consecutive suspension passes (推论10 提议休止, 同意休止)
    /// stand the game suspended for 做棋 (推论9(2)(4)); a third pass is refused; a dispute
    /// (推论9(3)) takes the two passes back and the proposer moves; four ordinary passes still
    /// end the game (推论6). Fails on the old code, where the `jpd` preset played on after two,
    /// four and six suspension passes.
    #[test]
    fn jpd_suspends_on_two_suspension_passes() {
        let s = |c| Move::Pass(c, PassKind::Suspension);
        let o = |c| Move::Pass(c, PassKind::Ordinary);
        let mut g = Game::new(Rules::JPD, 3, 1).unwrap();
        g.play(s(Color::Black)).unwrap();
        assert!(!g.is_over());
        g.play(s(Color::White)).unwrap();
        assert!(g.is_over() && g.is_suspended_for_completion());
        assert_eq!(g.play(s(Color::Black)), Err(Illegal::GameOver));
        assert!(g.resume_after_dispute());
        assert_eq!(
            (g.moves().len(), g.to_move(), g.pass_stones()),
            (0, Color::Black, [0, 0])
        );
        assert!(!g.resume_after_dispute());
        for c in [Color::Black, Color::White, Color::Black] {
            g.play(o(c)).unwrap();
            assert!(!g.is_over());
        }
        g.play(o(Color::White)).unwrap();
        assert!(g.is_over() && !g.is_suspended_for_completion());
    }
}
