//! Plain games: moves (real moves and the two kinds of pass stone), positions, and the rule
//! options of the documents, applied by full recomputation from the grid every time.
//!
//! A [`GameRecord`] is what the engine's games are converted into for checking: the starting
//! position, the moves, and the position the engine claims after each move. [`replay`] computes
//! the same positions from scratch with [`play`], so a test can compare the two, and the
//! predicates of [`crate::jpd`] and [`crate::yg`] check a record move by move.

use super::grid::{Cell, Color, Grid, Point};
use crate::ts::cycles::NoResult;
use crate::yg::ko::YingKo;
use serde::{Deserialize, Serialize};

/// The two kinds of pass stone of JPD-A4 (000 公理四): distinct moves. The one pass-kind type
/// of the spec and the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassKind {
    /// 000 公理四(1): "下实着于己不利时,可下虚着——各方将棋子下在棋盘的己方右边界线的外面。"
    /// A pass when a real move is bad for the mover: a stone outside the right edge.
    Ordinary,
    /// 000 公理四(2): "下实着无意义时,为表示提议休止或同意休止,可下虚着——各方应将表示休止的虚着之子
    /// 下在靠近己方的棋盘下面的边界线外面。" A pass proposing or agreeing to suspension.
    Suspension,
}

impl PassKind {
    /// Both kinds.
    pub const ALL: [PassKind; 2] = [PassKind::Ordinary, PassKind::Suspension];

    /// The kind's name.
    pub fn name(self) -> &'static str {
        match self {
            PassKind::Ordinary => "ordinary",
            PassKind::Suspension => "suspension",
        }
    }
}

/// A move: a real move (实着, one own stone on an empty point) or a pass stone (虚着, one own
/// stone outside the board), JPD-A3 / YG-5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Move {
    /// A real move (实着): a stone of the colour on the empty point.
    Play(Color, Point),
    /// A pass stone (虚着) of the colour, of one of the two kinds of JPD-A4.
    Pass(Color, PassKind),
}

impl Move {
    /// The side that makes the move.
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

/// Index of a side in the per-side arrays of [`Position`]: Black 0, White 1.
pub fn side(c: Color) -> usize {
    match c {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// A position: the board, the side to move, and what lies outside the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Position {
    /// The board points.
    pub grid: Grid,
    /// The side whose turn it is (JPD-A3 轮流下子).
    pub to_move: Color,
    /// Pass stones each side has put outside the board (JPD-A10 counts them in the shape).
    pub pass_stones: [usize; 2],
    /// Stones each side has captured (held as prisoners): `prisoners[side(Black)]` are white stones.
    pub prisoners: [usize; 2],
}

impl Position {
    /// The empty board with Black to move (JPD-A3: "棋局开始前,不得有任何棋子存在于棋盘上").
    pub fn start(width: usize, height: usize) -> Position {
        Position {
            grid: Grid::empty(width, height),
            to_move: Color::Black,
            pass_stones: [0, 0],
            prisoners: [0, 0],
        }
    }

    /// The whole-board shape of JPD-A10: stones on the board, each side's pass stones outside
    /// it, and the empty points (everything but the side to move and the prisoners).
    pub fn shape(&self) -> (&Grid, [usize; 2]) {
        (&self.grid, self.pass_stones)
    }
}

/// Suicide (self-capture) options: the one suicide type of the spec and the engine. In rule
/// files: `suicide = "forbidden"`, `"multi-stone-only"` or `"allowed"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Suicide {
    /// No move may leave its own block without liberties (traditional rules, YG-20, 003:
    /// "傳統棋規 ... 可以被提不可自提"; KataGo `sui0`).
    Forbidden,
    /// A move may remove its own block of two or more stones, never a single stone (KataGo
    /// `sui1`: KataGo allows multi-stone suicide only).
    MultiStoneOnly,
    /// Single-stone and multi-stone self-capture are both allowed (YG-7, 003 實手: "顆、塊子自提,
    /// 有變可著" — allowed when the position changes; the "有變" condition is the ko option's
    /// business, see [`Ko`]; Tromp-Taylor rule 7).
    Allowed,
}

impl Suicide {
    /// Every option, in the order listed.
    pub const ALL: [Suicide; 3] = [
        Suicide::Forbidden,
        Suicide::MultiStoneOnly,
        Suicide::Allowed,
    ];
}

/// Repetition (ko) options: which earlier states a move may not recreate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Ko {
    /// Simple ko: the board after a move may not equal the board before the opponent's last
    /// move (an immediate recapture of a single stone).
    Simple,
    /// Positional superko: the board after a real move may not equal any earlier board.
    PositionalSuperko,
    /// Situational superko: the board with the side to move after a real move may not equal
    /// any earlier board with the same side to move.
    SituationalSuperko,
    /// JPD-A11 禁倒退 (000 公理十一): "每方每下一子后,都应使棋盘上呈现一个新的、前所未有的全局的形",
    /// with the shape of JPD-A10 (stones on the board and pass stones outside it): every move,
    /// pass or not, must make a shape never seen before in the game.
    WholeShapeWithPassStones,
}

impl Ko {
    /// The four rules of the plain model (every ko rule but the Ying readings).
    pub const ALL: [Ko; 4] = [
        Ko::Simple,
        Ko::PositionalSuperko,
        Ko::SituationalSuperko,
        Ko::WholeShapeWithPassStones,
    ];

    /// The rule's name in rule files and on the command line (`ko = "..."`).
    pub fn name(self) -> &'static str {
        match self {
            Ko::Simple => "simple",
            Ko::PositionalSuperko => "positional-superko",
            Ko::SituationalSuperko => "situational-superko",
            Ko::WholeShapeWithPassStones => "whole-shape-with-pass-stones",
        }
    }
}

/// The ko rule of a rule set: one of the plain model's four ([`Ko`], played by [`play`]) or a
/// reading of the Ying hot-stone and cycle rules (003 打劫, YG-6, YG-9, YG-12, YG-13, YG-14;
/// [`YingKo`], played by `crate::yg::ko::play`: passes are always legal; a real move may not
/// leave the board unchanged (著必有變), retake a hot stone without an intervening move (爭窮),
/// or go past the cycle (攪窮)). The one ko type of the engine, the searches, the solver and the
/// audit. In rule files and on the command line it is written by its name ([`KoRule::name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum KoRule {
    /// A rule of the plain model.
    Plain(Ko),
    /// A Ying reading.
    Ying(YingKo),
}

impl KoRule {
    /// The rule's name: [`Ko::name`] or [`YingKo::name`].
    pub fn name(self) -> &'static str {
        match self {
            KoRule::Plain(k) => k.name(),
            KoRule::Ying(y) => y.name(),
        }
    }

    /// The rule with this name ([`KoRule::name`], or an old name of a Ying reading,
    /// [`YingKo::from_name`]).
    pub fn from_name(name: &str) -> Option<KoRule> {
        Ko::ALL
            .into_iter()
            .find(|k| k.name() == name)
            .map(KoRule::Plain)
            .or_else(|| YingKo::from_name(name).map(KoRule::Ying))
    }
}

impl From<KoRule> for String {
    fn from(k: KoRule) -> String {
        k.name().to_string()
    }
}

impl TryFrom<String> for KoRule {
    type Error = String;
    fn try_from(s: String) -> Result<KoRule, String> {
        KoRule::from_name(&s).ok_or_else(|| {
            format!(
                "unknown ko rule {s:?}; known: {}, {}",
                Ko::ALL.map(|k| k.name()).join(", "),
                YingKo::ALL.map(|y| y.name()).join(", ")
            )
        })
    }
}

/// When the game is over: the one ending type of the spec and the engine. In rule files:
/// `end = "two-passes"`, `"four-passes"`, `"suspend-then-end"` or `"suspend-or-four-passes"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum End {
    /// Two consecutive passes end the game (Chinese, Japanese, Tromp-Taylor).
    TwoPasses,
    /// JPD-C6 四虚终局 (000 推论6): "在连续四虚手后,判棋局为终了" — four consecutive passes of the
    /// kind 推论6 names, "连续的四手虚着(各方将虚着下在棋盘的右边线外面)": ordinary passes
    /// ([`PassKind::Ordinary`]). A suspension pass (JPD-A4(2)) is kept apart "为避免与四虚终局相
    /// 混淆" (推论10, JPD-C10): it counts toward no four-pass ending and breaks a run of them.
    FourPasses,
    /// YG-8 (003 虛手): "單官著完,雙方虛手,著手休止 ... 死子清完,雙方再虛手,著手終了":
    /// two consecutive passes suspend play, play may resume with a real move, and the next two
    /// consecutive passes after a suspension end the game. Not 000's 两虚休止 (推论十, JPD-C10),
    /// which counts suspension-kind passes only and hands the game to 做棋 (推论9).
    SuspendThenEnd,
    /// TS-2 / TS-10 (002 偶数终局): two consecutive passes end the game only when the moves
    /// played are even in number, so both sides made the same number (谱中黑244亦即最后一着棋
    /// 分明无路(目),但还是要走,以凑成“各若干着”偶数终局; 任何一方不得少下一子以回避自填路(目)数。
    /// 因此也唯有偶数地进行). After two passes at an odd count the side that did not move last
    /// still moves. Not in [`End::ALL`], the option space the generic searches enumerate.
    TwoPassesEven,
    /// 000's two routes to the end (JPD-A12, JPD-C6, JPD-C10): four consecutive ordinary passes
    /// end the game (推论6 四虚终局, as [`End::FourPasses`]), and two consecutive suspension
    /// passes (推论10 两虚休止: 第一手虚着(甲方)…提议休止。第二手虚着(乙方):同意休止) suspend
    /// play, after which 推论9(2) 棋局休止后,要通过做棋来使棋盘上呈现出双方所预见到的“理想的最终局
    /// 面” and 推论9(4) 将棋做成“理想的最终局面”后,棋局为终止: the record ends at the second
    /// suspension pass and is counted after completion. The other branch, 推论9(3) 做棋时,若双方
    /// 发生分歧,应将棋局恢复到休止前的局面,继续对局,由轮走方先下, is a dispute, not a move: it is
    /// `crate::jpd::play::resume_after_dispute`, under the readings of what the restored
    /// position keeps.
    SuspendOrFourPasses,
    /// KataGo's ending under its simple ko rule (`koSIMPLE`; KataGo's rules page, and its
    /// board history's "spight-like" ending, which it applies to simple ko): two consecutive
    /// passes end the game, and so does a pass by a side from a position (board and side to
    /// move) from which that side has already passed earlier in the game, passes in a row or
    /// not. KataGo's tests `Sending two returning one initial pass WITHOUT button, simple` and
    /// `Stress test on tiny boards` (cpp/tests/testrules.cpp) end on such a pass. The moves
    /// alone do not show it: [`is_over`] sees the two passes, [`is_over_after`] the whole rule.
    /// Not in [`End::ALL`], the option space the generic searches enumerate.
    TwoPassesOrRepeatedPass,
}

impl End {
    /// Every option, in the order listed.
    pub const ALL: [End; 4] = [
        End::TwoPasses,
        End::FourPasses,
        End::SuspendThenEnd,
        End::SuspendOrFourPasses,
    ];
}

/// Which passes (虚着, 虛手) a rule set has: the documents name three kinds; the one passes type
/// of the spec and the engine. In rule files: `passes = "one-kind"`,
/// `"ordinary-and-suspension"`, `"hand-over-a-prisoner"` or `"only-with-a-prisoner"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Passes {
    /// One kind of pass, a move with no stone on the board (003 著手 "虛手無著子僅手數", YG-5;
    /// 虛手 "無權爭點或無點可爭之單方虛手應放一子於棋枰外側右下方", YG-4; the traditional and
    /// KataGo rules). The engine reads a suspension-kind pass as this one pass.
    OneKind,
    /// JPD-A4 (000 公理四): two kinds of pass stone, "(1)下实着于己不利时,可下虚着 ... 右边界线的
    /// 外面" (ordinary) and "(2)下实着无意义时,为表示提议休止或同意休止,可下虚着 ... 下面的边界线
    /// 外面" (suspension, used by JPD-C10 两虚休止). Both are pass stones in the whole-board shape
    /// (JPD-A10); the engine keeps their kinds in the move list.
    OrdinaryAndSuspension,
    /// TS-10 (002 编者注 "允许虚手(直接交俘子一枚给对方)"): a pass hands one prisoner to the
    /// opponent. The engine gives one of the passer's prisoners (a stone of the opponent's
    /// colour) back, so the passer holds one fewer. A passer holding none hands over one of its
    /// own stones, which the opponent holds as a prisoner: the pass is allowed and charged (允许
    /// 虚手 with 任何一方不得少下一子以回避自填路(目)数; `qili_spec::ts::play`, NoPrisonerPass::Charged).
    HandOverAPrisoner,
    /// TS-10 read with 不得放弃 (002 编者注 一人一手,不得放弃,允许虚手(直接交俘子一枚给对方)): a
    /// pass hands one prisoner over as [`Passes::HandOverAPrisoner`], and a side holding none
    /// may not pass (it must move; `qili_spec::ts::play`, NoPrisonerPass::Illegal).
    OnlyWithAPrisoner,
}

impl Passes {
    /// Every option, in the order listed.
    pub const ALL: [Passes; 4] = [
        Passes::OneKind,
        Passes::OrdinaryAndSuspension,
        Passes::HandOverAPrisoner,
        Passes::OnlyWithAPrisoner,
    ];

    /// The option's name in rule files.
    pub fn name(self) -> &'static str {
        match self {
            Passes::OneKind => "one-kind",
            Passes::OrdinaryAndSuspension => "ordinary-and-suspension",
            Passes::HandOverAPrisoner => "hand-over-a-prisoner",
            Passes::OnlyWithAPrisoner => "only-with-a-prisoner",
        }
    }

    /// The sentence the option comes from.
    pub fn source(self) -> &'static str {
        match self {
            Passes::OneKind => "003 著手 (YG-5): 虛手無著子僅手數; 虛手 (YG-4): 單方虛手應放一子於棋枰外側右下方",
            Passes::OrdinaryAndSuspension => "000 公理四 (JPD-A4): (1) 下实着于己不利时,可下虚着; (2) 为表示提议休止或同意休止,可下虚着 (JPD-C10)",
            Passes::HandOverAPrisoner => "002 编者注 (TS-10): 允许虚手(直接交俘子一枚给对方); a side holding none hands over its own stone (任何一方不得少下一子以回避自填路(目)数)",
            Passes::OnlyWithAPrisoner => "002 编者注 (TS-10): 不得放弃,允许虚手(直接交俘子一枚给对方); a side holding none may not pass",
        }
    }
}

/// The rules of play of a rule set: the documents' whole play vocabulary, defined once here and
/// used as it is by the engine (`qili::rules::Rules` is these plus the counting options), the
/// searches, the solver, `ko_table`, `gtp` and the audit: whether suicide is legal
/// ([`Suicide`]), the ko rule with every Ying reading ([`KoRule`]), when passes end the game
/// ([`End`]), which passes there are ([`Passes`]) and which never-ending games are void
/// ([`NoResult`], [`NoResult::None`] for none).
///
/// Which of them the plain model plays is [`PlayRules::options`]: a plain ko rule, with
/// suicide and the ending (the plain model plays one kind of pass with pass stones, JPD-A4's
/// two kinds as distinct moves, and no no-result reading); a Ying reading is played by
/// `crate::yg::ko::play` ([`PlayRules::end_played`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct PlayRules {
    /// Whether a move may remove its own block (self-capture).
    pub suicide: Suicide,
    /// Which earlier positions a move may not recreate.
    pub ko: KoRule,
    /// When consecutive passes end the game.
    pub end: End,
    /// Which passes the rule set has (JPD-A4, YG-4, TS-10).
    pub passes: Passes,
    /// Which never-ending games are void (none in every preset).
    pub no_result: NoResult,
}

impl PlayRules {
    /// The rules of play of the plain model's options: one kind of pass, no no-result reading.
    pub fn plain(o: Options) -> PlayRules {
        PlayRules {
            suicide: o.suicide,
            ko: KoRule::Plain(o.ko),
            end: o.end,
            passes: Passes::OneKind,
            no_result: NoResult::None,
        }
    }

    /// The plain model's options of these rules (suicide, ko, ending), or `None` under a Ying
    /// ko, whose reference model is `crate::yg::ko`. The passes and the no-result reading are
    /// not options of the plain model: its moves carry their pass kinds, and the no-result
    /// readings are predicates on its games (`crate::ts::cycles::no_result`).
    pub fn options(&self) -> Option<Options> {
        match self.ko {
            KoRule::Plain(ko) => Some(Options {
                suicide: self.suicide,
                ko,
                end: self.end,
            }),
            KoRule::Ying(_) => None,
        }
    }

    /// The ending a replay of the spec plays: [`PlayRules::end`] under a plain ko; under a Ying
    /// reading the Ying model's own, YG-8's [`End::SuspendThenEnd`] (its suicide is YG-7's,
    /// `crate::yg::ko::play`).
    pub fn end_played(&self) -> End {
        match self.ko {
            KoRule::Plain(_) => self.end,
            KoRule::Ying(_) => End::SuspendThenEnd,
        }
    }
}

/// The rule options the plain model applies: the part of [`PlayRules`] that [`play`] reads
/// (a plain [`Ko`], not a [`KoRule`]: the Ying readings are `crate::yg::ko`'s; no passes
/// option, since a [`Move`] carries its pass kind; no no-result reading, a predicate on games,
/// `crate::ts::cycles`). A type of its own because every predicate of the plain model takes
/// exactly these three; [`PlayRules::options`] says whether the plain model plays a rule set,
/// and [`PlayRules::plain`] widens these back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Options {
    /// Whether a move may remove its own block (self-capture).
    pub suicide: Suicide,
    /// Which earlier states a move may not recreate.
    pub ko: Ko,
    /// When consecutive passes end the game.
    pub end: End,
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Illegal {
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
    /// The game is over.
    GameOver,
    /// A pass by a side that holds no prisoner to hand over, where a pass must hand one over
    /// (TS-10, 002 编者注 不得放弃,允许虚手(直接交俘子一枚给对方); `qili_spec::ts::play`).
    NoPrisonerToHandOver,
}

/// The result of a real move on the board alone: the new grid, the opponent's stones removed,
/// and the mover's own stones removed (self-capture).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The board after the move and its captures.
    pub grid: Grid,
    /// Opponent stones removed (JPD-C1 气尽提取), sorted.
    pub captured: Vec<Point>,
    /// The mover's own stones removed (self-capture), sorted.
    pub self_captured: Vec<Point>,
}

/// Puts a stone of `c` on the empty point `p` and removes what has no liberties, opponent first
/// (JPD-C1 气尽提取; YG-9 "雙方氣應提對方": when both sides are out of liberties, the opponent's
/// stones are captured), then the mover's own block if it still has none (self-capture).
/// Returns `None` if `p` is off the board or occupied.
pub fn place(grid: &Grid, c: Color, p: Point) -> Option<Placement> {
    if !grid.contains(p) || grid.get(p) != Cell::Empty {
        return None;
    }
    let mut g = grid.clone();
    g.set(p, Cell::Stone(c));
    let mut captured = Vec::new();
    for n in grid.neighbours(p) {
        if g.get(n) == Cell::Stone(c.opponent()) {
            let block = g.block(n);
            if g.liberties(&block).is_empty() {
                for s in block {
                    g.set(s, Cell::Empty);
                    captured.push(s);
                }
            }
        }
    }
    let mut self_captured = Vec::new();
    let own = g.block(p);
    if g.liberties(&own).is_empty() {
        for s in own {
            g.set(s, Cell::Empty);
            self_captured.push(s);
        }
    }
    captured.sort();
    Some(Placement {
        grid: g,
        captured,
        self_captured,
    })
}

/// Plays `mv` after the positions `history` (the first is the start, the last the current
/// position) under `options`, and returns the new position; every check is done from scratch.
pub fn play(history: &[Position], mv: Move, options: Options) -> Result<Position, Illegal> {
    let current = history.last().expect("a history starts with a position");
    if mv.colour() != current.to_move {
        return Err(Illegal::NotYourTurn);
    }
    let mut next = current.clone();
    next.to_move = current.to_move.opponent();
    match mv {
        Move::Pass(c, _) => {
            next.pass_stones[side(c)] += 1;
        }
        Move::Play(c, p) => {
            if !current.grid.contains(p) {
                return Err(Illegal::OffBoard);
            }
            let placed = place(&current.grid, c, p).ok_or(Illegal::Occupied)?;
            let suicide_ok = match options.suicide {
                Suicide::Forbidden => placed.self_captured.is_empty(),
                Suicide::MultiStoneOnly => placed.self_captured.len() != 1,
                Suicide::Allowed => true,
            };
            if !suicide_ok {
                return Err(Illegal::Suicide);
            }
            next.grid = placed.grid;
            next.prisoners[side(c)] += placed.captured.len();
            next.prisoners[side(c.opponent())] += placed.self_captured.len();
        }
    }
    if repeats(history, &next, mv, options.ko) {
        return Err(Illegal::Repetition);
    }
    Ok(next)
}

/// Whether `next`, reached by `mv`, recreates a state the ko option forbids.
pub fn repeats(history: &[Position], next: &Position, mv: Move, ko: Ko) -> bool {
    match ko {
        Ko::Simple => {
            !mv.is_pass() && history.len() >= 2 && history[history.len() - 2].grid == next.grid
        }
        Ko::PositionalSuperko => !mv.is_pass() && history.iter().any(|h| h.grid == next.grid),
        Ko::SituationalSuperko => {
            !mv.is_pass()
                && history
                    .iter()
                    .any(|h| h.grid == next.grid && h.to_move == next.to_move)
        }
        Ko::WholeShapeWithPassStones => history.iter().any(|h| h.shape() == next.shape()),
    }
}

/// How many passes of `kind` end `moves` in a row.
fn trailing_of_kind(moves: &[Move], kind: PassKind) -> usize {
    moves
        .iter()
        .rev()
        .take_while(|m| matches!(m, Move::Pass(_, k) if *k == kind))
        .count()
}

/// Whether the game whose moves are `moves` is over under the ending option.
pub fn is_over(moves: &[Move], end: End) -> bool {
    let trailing = moves.iter().rev().take_while(|m| m.is_pass()).count();
    match end {
        End::TwoPasses => trailing >= 2,
        End::TwoPassesEven => trailing >= 2 && moves.len().is_multiple_of(2),
        // The two-pass part; the repeated pass needs the positions ([`is_over_after`]).
        End::TwoPassesOrRepeatedPass => trailing >= 2,
        End::FourPasses => trailing_of_kind(moves, PassKind::Ordinary) >= 4,
        End::SuspendOrFourPasses => {
            trailing_of_kind(moves, PassKind::Ordinary) >= 4
                || trailing_of_kind(moves, PassKind::Suspension) >= 2
        }
        End::SuspendThenEnd => {
            // Find the first suspension (two consecutive passes); the game ends at the next
            // two consecutive passes after it.
            let mut run = 0;
            let mut suspended_at = None;
            for (i, m) in moves.iter().enumerate() {
                run = if m.is_pass() { run + 1 } else { 0 };
                if run == 2 {
                    suspended_at = Some(i);
                    break;
                }
            }
            match suspended_at {
                None => false,
                Some(i) => {
                    let after = &moves[i + 1..];
                    let mut run = 0;
                    after.iter().any(|m| {
                        run = if m.is_pass() { run + 1 } else { 0 };
                        run == 2
                    })
                }
            }
        }
    }
}

/// Whether the game is over under the ending option, given its positions too (`history[i]` is
/// the position before `moves[i]`, the last one the current): [`is_over`], and under
/// [`End::TwoPassesOrRepeatedPass`] also when the last move is a pass made from a position
/// (board and side to move) from which the same side passed before.
pub fn is_over_after(history: &[Position], moves: &[Move], end: End) -> bool {
    if is_over(moves, end) {
        return true;
    }
    if end != End::TwoPassesOrRepeatedPass {
        return false;
    }
    let Some((last, earlier)) = moves.split_last() else {
        return false;
    };
    if !last.is_pass() {
        return false;
    }
    let from = &history[moves.len() - 1];
    earlier.iter().enumerate().any(|(i, m)| {
        m.is_pass()
            && m.colour() == last.colour()
            && history[i].grid == from.grid
            && history[i].to_move == from.to_move
    })
}

/// Every legal move of the side to move after `history` (real moves in row-major order, then
/// an ordinary pass and a suspension pass), or none if the game is over.
pub fn legal_moves(history: &[Position], moves_so_far: &[Move], options: Options) -> Vec<Move> {
    if is_over_after(history, moves_so_far, options.end) {
        return Vec::new();
    }
    let current = history.last().expect("a history starts with a position");
    let c = current.to_move;
    let mut out: Vec<Move> = current
        .grid
        .points()
        .map(|p| Move::Play(c, p))
        .filter(|&m| play(history, m, options).is_ok())
        .collect();
    for kind in [PassKind::Ordinary, PassKind::Suspension] {
        let m = Move::Pass(c, kind);
        if play(history, m, options).is_ok() {
            out.push(m);
        }
    }
    out
}

/// A game as the engine reports it: the start, the moves, and the position after each move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameRecord {
    /// The position before the first move.
    pub start: Position,
    /// The moves in order.
    pub moves: Vec<Move>,
    /// `positions[i]` is the position after `moves[i]`.
    pub positions: Vec<Position>,
}

impl GameRecord {
    /// Every position of the game, the start first.
    pub fn history(&self) -> Vec<Position> {
        std::iter::once(self.start.clone())
            .chain(self.positions.iter().cloned())
            .collect()
    }
}

/// Replays `moves` from `start` under `options` with the plain model. Stops at the first
/// illegal move and reports its 0-based index and the reason.
///
/// # Example
/// A capture in the corner of a 3 x 3 board, then a move out of turn.
/// ```
/// use qili_spec::go::game::{replay, side, End, Illegal, Ko, Move, Options, Position, Suicide};
/// use qili_spec::go::grid::{Cell, Color::*, Point};
///
/// let options = Options { suicide: Suicide::Forbidden, ko: Ko::Simple, end: End::TwoPasses };
/// let moves = [
///     Move::Play(Black, Point::new(1, 0)),
///     Move::Play(White, Point::new(0, 0)),
///     Move::Play(Black, Point::new(0, 1)), // takes White's last liberty
/// ];
/// let record = replay(Position::start(3, 3), &moves, options).unwrap();
/// let last = &record.positions[2];
/// assert_eq!(last.grid.get(Point::new(0, 0)), Cell::Empty);
/// assert_eq!(last.prisoners[side(Black)], 1);
/// assert_eq!(last.to_move, White);
///
/// let out_of_turn = [Move::Play(White, Point::new(1, 1))];
/// assert_eq!(
///     replay(Position::start(3, 3), &out_of_turn, options).unwrap_err(),
///     (0, Illegal::NotYourTurn)
/// );
/// ```
pub fn replay(
    start: Position,
    moves: &[Move],
    options: Options,
) -> Result<GameRecord, (usize, Illegal)> {
    let mut history = vec![start.clone()];
    for (i, &m) in moves.iter().enumerate() {
        if is_over(&moves[..i], options.end) {
            return Err((i, Illegal::GameOver));
        }
        let next = play(&history, m, options).map_err(|e| (i, e))?;
        history.push(next);
    }
    Ok(GameRecord {
        start,
        moves: moves.to_vec(),
        positions: history.split_off(1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TT: Options = Options {
        suicide: Suicide::Allowed,
        ko: Ko::PositionalSuperko,
        end: End::TwoPasses,
    };

    fn pos(rows: &[&str], to_move: Color) -> Position {
        Position {
            grid: Grid::from_rows(rows).unwrap(),
            to_move,
            pass_stones: [0, 0],
            prisoners: [0, 0],
        }
    }

    #[test]
    fn a_capture_removes_the_opponent_first() {
        // White's stone at b1 has one liberty a1... Black plays a1 with no liberty of its own
        // but captures first (YG-9).
        let p = pos(&[".OX", "OX.", "X.."], Color::Black);
        let next = play(&[p], Move::Play(Color::Black, Point::new(0, 0)), TT).unwrap();
        assert_eq!(next.grid.rows(), vec!["X.X", ".X.", "X.."]);
        assert_eq!(next.prisoners, [2, 0]);
    }

    #[test]
    fn suicide_options() {
        let p = pos(&[".O", "O."], Color::Black);
        let single = Move::Play(Color::Black, Point::new(0, 0));
        let forbid = Options {
            suicide: Suicide::Forbidden,
            ..TT
        };
        let multi = Options {
            suicide: Suicide::MultiStoneOnly,
            ..TT
        };
        assert_eq!(
            play(std::slice::from_ref(&p), single, forbid),
            Err(Illegal::Suicide)
        );
        assert_eq!(
            play(std::slice::from_ref(&p), single, multi),
            Err(Illegal::Suicide)
        );
        // Allowed, but the board does not change, so positional superko forbids it.
        assert_eq!(
            play(std::slice::from_ref(&p), single, TT),
            Err(Illegal::Repetition)
        );
        let two = pos(&["X.O", "OO."], Color::Black);
        let m = Move::Play(Color::Black, Point::new(1, 0));
        assert_eq!(
            play(std::slice::from_ref(&two), m, forbid),
            Err(Illegal::Suicide)
        );
        let after = play(&[two], m, multi).unwrap();
        assert_eq!(after.grid.rows(), vec!["..O", "OO."]);
        assert_eq!(after.prisoners, [0, 2]);
    }

    #[test]
    fn simple_ko_forbids_the_immediate_retake_and_passes_reopen_it_only_under_jpd() {
        let start = pos(&[".XO.", "XO.O", ".XO."], Color::Black);
        let take = Move::Play(Color::Black, Point::new(2, 1));
        let retake = Move::Play(Color::White, Point::new(1, 1));
        for ko in Ko::ALL {
            let o = Options { ko, ..TT };
            let r = replay(start.clone(), &[take], o).unwrap();
            assert_eq!(
                play(&r.history(), retake, o),
                Err(Illegal::Repetition),
                "{ko:?}"
            );
        }
        let passes = [
            take,
            Move::Pass(Color::White, PassKind::Ordinary),
            Move::Pass(Color::Black, PassKind::Ordinary),
            retake,
        ];
        let o = |ko| Options {
            ko,
            suicide: Suicide::Forbidden,
            end: End::FourPasses,
        };
        assert!(replay(start.clone(), &passes, o(Ko::WholeShapeWithPassStones)).is_ok());
        assert!(replay(start.clone(), &passes, o(Ko::Simple)).is_ok());
        assert_eq!(
            replay(start.clone(), &passes, o(Ko::PositionalSuperko)).unwrap_err(),
            (3, Illegal::Repetition)
        );
    }

    #[test]
    fn ending_options() {
        let b = Move::Pass(Color::Black, PassKind::Ordinary);
        let w = Move::Pass(Color::White, PassKind::Ordinary);
        let real = Move::Play(Color::Black, Point::new(0, 0));
        assert!(is_over(&[b, w], End::TwoPasses));
        assert!(!is_over(&[b, w], End::FourPasses));
        assert!(is_over(&[b, w, b, w], End::FourPasses));
        assert!(!is_over(&[b, w], End::SuspendThenEnd));
        assert!(!is_over(&[b, w, real, w], End::SuspendThenEnd));
        assert!(is_over(&[b, w, real, w, b], End::SuspendThenEnd));
        assert!(is_over(&[b, w, b, w], End::SuspendThenEnd));
        // 000: four ordinary passes end (推论6); two suspension passes suspend, and the record
        // ends there (推论10 提议休止 / 同意休止, then 做棋, 推论9(2)(4)); a suspension pass
        // breaks a run of ordinary ones and the other way round.
        let (sb, sw) = (
            Move::Pass(Color::Black, PassKind::Suspension),
            Move::Pass(Color::White, PassKind::Suspension),
        );
        let e = End::SuspendOrFourPasses;
        assert!(!is_over(&[b, w, b], e));
        assert!(is_over(&[b, w, b, w], e));
        assert!(!is_over(&[sb], e));
        assert!(is_over(&[sb, sw], e));
        assert!(is_over(&[b, w, sb, sw], e));
        assert!(!is_over(&[sb, w, b, w], e));
        assert!(!is_over(&[b, sw, real, sw], e));
        assert!(!is_over(&[sb, w], e));
    }
}
