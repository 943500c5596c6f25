//! JPD axioms and corollaries about play (000 公理三-七, 公理十-十一, 推论1, 推论4-6, 推论10):
//! moves, pass stones, stones that never move, liberties and blocks, capture, the whole-board
//! shape, no going back, and the end of play.
//!
//! Each predicate checks a [`GameRecord`] (or one step of it) and returns the first
//! [`Violation`], naming the move. The predicates are written from the sentences, not from
//! [`crate::go::game::play`]: they recompute what the sentence says with plain loops over the
//! grid, so a record produced by any implementation (the plain model or the engine) can be
//! checked by them.

use crate::go::game::{side, GameRecord, Illegal, Move, Options, PassKind, Position};
use crate::go::grid::{Cell, Color, Grid, Point};
use std::collections::BTreeSet;
use std::fmt;

/// A predicate's finding: which move (0-based; `None` for the start position) breaks which
/// claim, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The claim broken, e.g. `JPD-A11`.
    pub id: &'static str,
    /// The 0-based index of the move that breaks it; `None` for the start position.
    pub move_index: Option<usize>,
    /// What is wrong, in words.
    pub detail: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.move_index {
            Some(i) => write!(f, "{} broken at move {}: {}", self.id, i + 1, self.detail),
            None => write!(f, "{} broken at the start: {}", self.id, self.detail),
        }
    }
}

pub(crate) fn fail(
    id: &'static str,
    i: Option<usize>,
    detail: impl Into<String>,
) -> Result<(), Violation> {
    Err(Violation {
        id,
        move_index: i,
        detail: detail.into(),
    })
}

/// The steps of a record: (index, position before, move, position after).
pub(crate) fn steps(
    record: &GameRecord,
) -> impl Iterator<Item = (usize, &Position, Move, &Position)> {
    record.moves.iter().enumerate().map(move |(i, &m)| {
        let before = if i == 0 {
            &record.start
        } else {
            &record.positions[i - 1]
        };
        (i, before, m, &record.positions[i])
    })
}

fn well_formed(id: &'static str, record: &GameRecord) -> Result<(), Violation> {
    if record.positions.len() != record.moves.len() {
        return fail(
            id,
            None,
            format!(
                "{} moves but {} positions",
                record.moves.len(),
                record.positions.len()
            ),
        );
    }
    Ok(())
}

/// **JPD-A3 空枰开局,轮流下子** (000 公理三): "棋局开始前,不得有任何棋子存在于棋盘上。棋局开始后,
/// 黑白双方轮流下子,每方每次将一枚己方棋子下在棋盘的空点上(实着)或棋盘边界的外面(虚着)。"
///
/// Reading: the board is empty before the game; Black and White move in turn (黑白双方轮流下子
/// names no first mover, so either may start); each move puts one of the mover's stones on an
/// empty point (a real move) or outside the board (a pass stone). Checked: the start is empty
/// with no pass stones; moves alternate from the side to move at the start; a real move's point
/// was empty before it; a pass adds exactly one stone to the mover's pass stones and leaves the
/// board as it was; a real move leaves both pass-stone counts as they were.
pub fn jpd_a3_empty_start_alternate(record: &GameRecord) -> Result<(), Violation> {
    const ID: &str = "JPD-A3";
    well_formed(ID, record)?;
    let s = &record.start;
    if s.grid.points().any(|p| s.grid.get(p) != Cell::Empty) {
        return fail(ID, None, "the start position has stones on the board");
    }
    if s.pass_stones != [0, 0] {
        return fail(ID, None, "pass stones lie outside the board at the start");
    }
    for (i, before, m, after) in steps(record) {
        let expected = if i % 2 == 0 {
            s.to_move
        } else {
            s.to_move.opponent()
        };
        if m.colour() != expected {
            return fail(ID, Some(i), format!("{:?} moved out of turn", m.colour()));
        }
        match m {
            Move::Play(_, p) => {
                if !before.grid.contains(p) || before.grid.get(p) != Cell::Empty {
                    return fail(ID, Some(i), format!("{p:?} is not an empty point"));
                }
                if after.pass_stones != before.pass_stones {
                    return fail(ID, Some(i), "a real move changed the pass stones");
                }
            }
            Move::Pass(c, _) => {
                let mut expect = before.pass_stones;
                expect[side(c)] += 1;
                if after.pass_stones != expect {
                    return fail(
                        ID,
                        Some(i),
                        "a pass did not add one pass stone of the mover",
                    );
                }
                if after.grid != before.grid {
                    return fail(ID, Some(i), "a pass changed the board");
                }
            }
        }
    }
    Ok(())
}

/// **JPD-A4 two kinds of pass** (000 公理四): "(1)下实着于己不利时,可下虚着——各方将棋子下在棋盘的
/// 己方右边界线的外面。(2)下实着无意义时,为表示提议休止或同意休止,可下虚着——各方应将表示休止的虚着之子
/// 下在靠近己方的棋盘下面的边界线外面。"
///
/// Reading: an ordinary pass and a suspension pass are two distinct moves. Checked on a
/// position: the legal moves, as listed by whoever lists them, contain both kinds or neither.
pub fn jpd_a4_two_pass_kinds(legal: &[Move]) -> Result<(), Violation> {
    let ordinary = legal
        .iter()
        .any(|m| matches!(m, Move::Pass(_, PassKind::Ordinary)));
    let suspension = legal
        .iter()
        .any(|m| matches!(m, Move::Pass(_, PassKind::Suspension)));
    if ordinary != suspension {
        return fail(
            "JPD-A4",
            None,
            "only one of the two kinds of pass is offered as a move",
        );
    }
    Ok(())
}

/// **JPD-A5 落子生根,不得移动** (000 公理五): "下在棋盘上的棋子,不得在棋盘上移动。"
///
/// Reading: a stone on the board never moves: between consecutive positions every stone is
/// either kept where it was or removed, no stone changes colour, and the only new stone is
/// the mover's, on the played point.
pub fn jpd_a5_stones_never_move(record: &GameRecord) -> Result<(), Violation> {
    const ID: &str = "JPD-A5";
    well_formed(ID, record)?;
    for (i, before, m, after) in steps(record) {
        for p in before.grid.points() {
            let (b, a) = (before.grid.get(p), after.grid.get(p));
            match (b, a) {
                (Cell::Stone(x), Cell::Stone(y)) if x != y => {
                    return fail(ID, Some(i), format!("the stone on {p:?} changed colour"));
                }
                (Cell::Empty, Cell::Stone(c)) => {
                    let played = matches!(m, Move::Play(mc, mp) if mp == p && mc == c);
                    if !played {
                        return fail(ID, Some(i), format!("a stone appeared on {p:?}"));
                    }
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// **JPD-A6 气的定义** (000 公理六): "与棋子紧邻的有线相连的空点,叫做棋子的气。"
///
/// Reading: a stone's liberties are the empty points joined to it by a line. Written here from
/// the sentence: the empty orthogonal neighbours of the point.
pub fn jpd_a6_liberties_of_stone(grid: &Grid, stone: Point) -> BTreeSet<Point> {
    let mut out = BTreeSet::new();
    let (x, y) = (stone.x as isize, stone.y as isize);
    for (dx, dy) in [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)] {
        let (nx, ny) = (x + dx, y + dy);
        if nx < 0 || ny < 0 {
            continue;
        }
        let n = Point::new(nx as usize, ny as usize);
        if grid.contains(n) && grid.get(n) == Cell::Empty {
            out.insert(n);
        }
    }
    out
}

/// **JPD-A7 若干棋子组成的整体** (000 公理七): "一方的彼此紧邻有线相连的若干棋子组成一个整体,各个棋子的
/// 气为这个整体所享有。"
///
/// Reading: a side's stones joined by lines form one block (the maximal connected set), and
/// the block has the liberties of all its stones. Returns the block of the stone on `p` (by a
/// plain search over neighbours) and its liberties (the union of its stones' liberties, A6).
pub fn jpd_a7_block(grid: &Grid, p: Point) -> (BTreeSet<Point>, BTreeSet<Point>) {
    let colour = grid.get(p);
    let mut block = BTreeSet::new();
    if colour == Cell::Empty {
        return (block, BTreeSet::new());
    }
    let mut todo = vec![p];
    while let Some(q) = todo.pop() {
        if !block.insert(q) {
            continue;
        }
        for n in grid.neighbours(q) {
            if grid.get(n) == colour && !block.contains(&n) {
                todo.push(n);
            }
        }
    }
    let liberties = block
        .iter()
        .flat_map(|&s| jpd_a6_liberties_of_stone(grid, s))
        .collect();
    (block, liberties)
}

/// The order in which blocks without liberties are removed after a real move. 000 推论1 says
/// only "没有气的棋子不能生存在棋盘上,要从棋盘上被提走" (stones without liberties are removed); it
/// does not say whose go first when both the mover's block and an opponent's block are out of
/// liberties. YG-9 (003 提取) says "雙方氣應提對方" (the opponent's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RemovalOrder {
    /// The opponent's blocks without liberties first, then the mover's if it still has none
    /// (YG-9; every modern rule set).
    OpponentFirst,
    /// The mover's own block first if it has no liberties, then the opponent's blocks that
    /// still have none (a reading 000 does not exclude: the move then always self-captures).
    MoverFirst,
    /// Every block without liberties after the stone is placed, of either colour, at once
    /// (没有气的棋子…要从棋盘上被提走 read with no order at all): a capturing stone that had
    /// no liberty of its own before the capture (every ko capture) is taken off with what it
    /// captures.
    AllAtOnce,
}

/// **JPD-C1 气尽提取** (000 推论1): "下在棋盘上的棋子有气则存无气则亡。没有气的棋子不能生存在棋盘上,
/// 要从棋盘上被提走。"
///
/// Reading: after every move no block on the board is without liberties, and a block is
/// removed only if it had none. Checked on every position of the record: (1) no block without
/// liberties; (2) after a real move, the removed stones are exactly those the removal `order`
/// removes from the board with the new stone on it.
pub fn jpd_c1_no_liberties_removed(
    record: &GameRecord,
    order: RemovalOrder,
) -> Result<(), Violation> {
    const ID: &str = "JPD-C1";
    well_formed(ID, record)?;
    for (i, before, m, after) in steps(record) {
        for p in after.grid.points() {
            if after.grid.get(p) != Cell::Empty && jpd_a7_block(&after.grid, p).1.is_empty() {
                return fail(ID, Some(i), format!("the block on {p:?} has no liberties"));
            }
        }
        if let Move::Play(c, p) = m {
            let expected = remove_dead(&before.grid, c, p, order);
            if expected != after.grid {
                return fail(
                    ID,
                    Some(i),
                    "the stones removed are not the blocks left without liberties",
                );
            }
        }
    }
    Ok(())
}

/// The board after `c` plays on `p` and blocks without liberties are removed in `order`.
fn remove_dead(grid: &Grid, c: Color, p: Point, order: RemovalOrder) -> Grid {
    let mut g = grid.clone();
    g.set(p, Cell::Stone(c));
    let remove_side = |g: &mut Grid, who: Color| {
        let dead: Vec<Point> = g
            .points()
            .filter(|&q| g.get(q) == Cell::Stone(who) && jpd_a7_block(g, q).1.is_empty())
            .collect();
        for q in dead {
            g.set(q, Cell::Empty);
        }
    };
    match order {
        RemovalOrder::OpponentFirst => {
            remove_side(&mut g, c.opponent());
            remove_side(&mut g, c);
        }
        RemovalOrder::MoverFirst => {
            remove_side(&mut g, c);
            remove_side(&mut g, c.opponent());
        }
        RemovalOrder::AllAtOnce => {
            let dead: Vec<Point> = g
                .points()
                .filter(|&q| g.get(q) != Cell::Empty && jpd_a7_block(&g, q).1.is_empty())
                .collect();
            for q in dead {
                g.set(q, Cell::Empty);
            }
        }
    }
    g
}

/// What "the shape" (全局的形) of a position is, for the no-going-back axiom.
///
/// 000 公理十 defines the whole-board shape as the stones on the board, the pass stones
/// outside it and the empty points; 公理十一 forbids a move after which "棋局退回到此前曾出现过的某个局面"
/// (the game goes back to an earlier *position*, 局面). Whether 局面 there means the shape of
/// 公理十 (pass stones included) or the board alone is a reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeReading {
    /// 公理十's shape: the board and each side's pass-stone count (the author's reading:
    /// 推论5 说明 and 推论4).
    WholeShapeWithPassStones,
    /// The board alone (positional superko).
    BoardOnly,
}

/// **JPD-A10 全局棋形的定义** (000 公理十): "棋盘内的黑白棋子及走虚着时下在棋盘边界外面的黑白棋子和棋盘上的
/// 空点与线组合在一起,就成为“全局的形”。"
///
/// Reading: the whole-board shape is the stones on the board, the pass stones outside it and
/// the empty points. Returned as the board rows and each side's pass-stone count; under the
/// `BoardOnly` reading the pass stones are left out.
pub fn jpd_a10_shape(position: &Position, reading: ShapeReading) -> (Vec<String>, [usize; 2]) {
    match reading {
        ShapeReading::WholeShapeWithPassStones => (position.grid.rows(), position.pass_stones),
        ShapeReading::BoardOnly => (position.grid.rows(), [0, 0]),
    }
}

/// How the pass stones outside the board enter 公理十's 全局的形 (JPD-A10's option
/// `pass-stones-in-shape`).
///
/// 公理十 counts 走虚着时下在棋盘边界外面的黑白棋子 in the shape; 公理四 puts the two kinds at
/// different places: the ordinary pass 下在己方右边界线的外面 (1), the suspension pass 下在靠近己方的
/// 棋盘下面的边界线外面 (2). A stone at the right edge and one at the lower edge are different
/// stones of the shape as literally as a black and a white one are, so the shape may count each
/// side's pass stones, or each side's of each kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PassKey {
    /// Each side's pass stones, both kinds together ([`Position::pass_stones`]).
    CountPerSide,
    /// Each side's pass stones of each kind (right edge, lower edge).
    CountPerSideAndKind,
}

impl PassKey {
    /// Both keys, in the order listed.
    pub const ALL: [PassKey; 2] = [PassKey::CountPerSide, PassKey::CountPerSideAndKind];

    /// The option's name in the registry and the audit.
    pub fn name(self) -> &'static str {
        match self {
            PassKey::CountPerSide => "pass-stones-in-shape: count-per-side",
            PassKey::CountPerSideAndKind => "pass-stones-in-shape: count-per-side-and-kind",
        }
    }
}

/// A shape of JPD-A10 under a [`PassKey`]: the board rows, each side's pass stones, and each
/// side's suspension-kind (lower-edge) pass stones, `[0, 0]` under
/// [`PassKey::CountPerSide`].
pub type KeyedShape = (Vec<String>, [usize; 2], [usize; 2]);

/// The shape of `position` under `key`, `suspension` being each side's suspension pass stones
/// in it (the position holds the per-side count only).
pub fn keyed_shape(position: &Position, suspension: [usize; 2], key: PassKey) -> KeyedShape {
    let kinds = match key {
        PassKey::CountPerSide => [0, 0],
        PassKey::CountPerSideAndKind => suspension,
    };
    (position.grid.rows(), position.pass_stones, kinds)
}

/// Each side's suspension pass stones after `moves` from a start with none.
pub fn suspension_stones(moves: &[Move]) -> [usize; 2] {
    let mut out = [0, 0];
    for m in moves {
        if let Move::Pass(c, PassKind::Suspension) = m {
            out[side(*c)] += 1;
        }
    }
    out
}

/// The shapes of every position of `record` (the start first) under `key`.
pub fn jpd_a10_shapes(record: &GameRecord, key: PassKey) -> Vec<KeyedShape> {
    record
        .history()
        .iter()
        .enumerate()
        .map(|(j, p)| keyed_shape(p, suspension_stones(&record.moves[..j]), key))
        .collect()
}

/// **JPD-C4** read literally (推论4 虚着兼有手数与棋形的变化): every pass makes a shape (under
/// `key`) different from the one just before it.
pub fn jpd_c4_pass_changes_shape_from_previous(
    record: &GameRecord,
    key: PassKey,
) -> Result<(), Violation> {
    const ID: &str = "JPD-C4";
    well_formed(ID, record)?;
    let shapes = jpd_a10_shapes(record, key);
    for (i, m) in record.moves.iter().enumerate() {
        if m.is_pass() && shapes[i + 1] == shapes[i] {
            return fail(ID, Some(i), "a pass left the shape as it was");
        }
    }
    Ok(())
}

/// **JPD-C4** read as "a pass never repeats an earlier shape" (stronger than the words), under
/// `key`.
pub fn jpd_c4_pass_never_repeats(record: &GameRecord, key: PassKey) -> Result<(), Violation> {
    const ID: &str = "JPD-C4";
    well_formed(ID, record)?;
    let shapes = jpd_a10_shapes(record, key);
    for (i, m) in record.moves.iter().enumerate() {
        if m.is_pass() && shapes[..=i].contains(&shapes[i + 1]) {
            return fail(ID, Some(i), "a pass recreated an earlier shape");
        }
    }
    Ok(())
}

/// **JPD-A11** (公理十一 前所未有) under `key`: no position of the record has the shape of an
/// earlier one.
pub fn jpd_a11_no_going_back_keyed(record: &GameRecord, key: PassKey) -> Result<(), Violation> {
    const ID: &str = "JPD-A11";
    well_formed(ID, record)?;
    let shapes = jpd_a10_shapes(record, key);
    for j in 1..shapes.len() {
        if shapes[..j].contains(&shapes[j]) {
            return fail(ID, Some(j - 1), "the move brings back an earlier shape");
        }
    }
    Ok(())
}

/// **JPD-C5** (推论5 此前曾经出现过的全局的形再次呈现) under `key`, pairwise over all positions.
pub fn jpd_c5_no_repetition_keyed(record: &GameRecord, key: PassKey) -> Result<(), Violation> {
    const ID: &str = "JPD-C5";
    well_formed(ID, record)?;
    let shapes = jpd_a10_shapes(record, key);
    for j in 0..shapes.len() {
        for k in 0..j {
            if shapes[j] == shapes[k] {
                return fail(
                    ID,
                    Some(j - 1),
                    format!("the shape after move {} equals the shape at {}", j, k),
                );
            }
        }
    }
    Ok(())
}

/// **JPD-C4 虚着兼有手数与棋形的变化** (000 推论4): "虚着之子是下在盘外的活子 ... 虚着兼有手数与棋形的变化,
/// 所以仍是有意义的棋着。"
///
/// Reading: a pass changes both the move count and the shape. Checked: after every pass the
/// shape (A10, pass stones included) differs from every earlier shape of the game. (It must:
/// pass-stone counts never decrease and the mover's grows.)
pub fn jpd_c4_pass_changes_shape(record: &GameRecord) -> Result<(), Violation> {
    const ID: &str = "JPD-C4";
    well_formed(ID, record)?;
    let reading = ShapeReading::WholeShapeWithPassStones;
    let mut seen = vec![jpd_a10_shape(&record.start, reading)];
    for (i, _, m, after) in steps(record) {
        let shape = jpd_a10_shape(after, reading);
        if m.is_pass() && seen.contains(&shape) {
            return fail(ID, Some(i), "a pass recreated an earlier shape");
        }
        seen.push(shape);
    }
    Ok(())
}

/// **JPD-A11 禁倒退** (000 公理十一): "对局过程中,每方每下一子后,都应使棋盘上呈现一个新的、前所未有的全局的形。"
///
/// Reading: every move, real or pass, must produce a shape never seen before in the game.
/// Checked: no position of the record has the shape (under `reading`) of an earlier one.
///
/// # Example
/// A ko: Black takes, both sides pass, White takes back. The board is the same as before
/// Black's take, but each side now has one pass stone outside the board, so under the
/// author's reading (the shape includes the pass stones) the retake makes a new shape. With
/// the board alone (positional superko) the game goes back already at White's pass, which
/// leaves the board as it was.
/// ```
/// use qili_spec::go::game::{replay, End, Ko, Move, Options, PassKind, Position, Suicide};
/// use qili_spec::go::grid::{Color::*, Grid, Point};
/// use qili_spec::jpd::play::{jpd_a11_no_going_back, ShapeReading};
///
/// let start = Position {
///     grid: Grid::from_rows(&[
///         ". X O .",
///         "X O . O",
///         ". X O .",
///     ]).unwrap(),
///     to_move: Black,
///     pass_stones: [0, 0],
///     prisoners: [0, 0],
/// };
/// let moves = [
///     Move::Play(Black, Point::new(2, 1)), // takes the white stone at (1, 1)
///     Move::Pass(White, PassKind::Ordinary),
///     Move::Pass(Black, PassKind::Ordinary),
///     Move::Play(White, Point::new(1, 1)), // takes back
/// ];
/// let options = Options { suicide: Suicide::Forbidden, ko: Ko::Simple, end: End::FourPasses };
/// let record = replay(start.clone(), &moves, options).unwrap();
/// assert_eq!(record.positions[3].grid, start.grid);
///
/// assert!(jpd_a11_no_going_back(&record, ShapeReading::WholeShapeWithPassStones).is_ok());
/// let v = jpd_a11_no_going_back(&record, ShapeReading::BoardOnly).unwrap_err();
/// assert_eq!((v.id, v.move_index), ("JPD-A11", Some(1)));
/// ```
pub fn jpd_a11_no_going_back(record: &GameRecord, reading: ShapeReading) -> Result<(), Violation> {
    const ID: &str = "JPD-A11";
    well_formed(ID, record)?;
    let mut seen = vec![jpd_a10_shape(&record.start, reading)];
    for (i, _, _, after) in steps(record) {
        let shape = jpd_a10_shape(after, reading);
        if seen.contains(&shape) {
            return fail(ID, Some(i), "the move brings back an earlier shape");
        }
        seen.push(shape);
    }
    Ok(())
}

/// **JPD-C5 禁全同** (000 推论5): "当一方下出一着棋后,若致使一个此前曾经出现过的全局的形再次呈现,则该棋着为禁着。"
///
/// Reading: no whole-board shape (A10) appears twice in a game. Checked pairwise over all
/// positions, independently of the move-by-move check of A11; the theorem "C5 follows from
/// A11" is that every record passing [`jpd_a11_no_going_back`] passes this.
pub fn jpd_c5_no_whole_board_repetition(record: &GameRecord) -> Result<(), Violation> {
    const ID: &str = "JPD-C5";
    well_formed(ID, record)?;
    let all = record.history();
    for j in 0..all.len() {
        for k in 0..j {
            if all[j].shape() == all[k].shape() {
                return fail(
                    ID,
                    Some(j - 1),
                    format!("the shape after move {} equals the shape at {}", j, k),
                );
            }
        }
    }
    Ok(())
}

/// Which passes count towards the four of 推论6 and the two of 推论10.
///
/// 推论6 says the four passes are put "在棋盘的右边线外面" (ordinary passes, 公理四(1)), 推论10 that
/// suspension passes go "靠近己方的棋盘下面的边界线外面" (公理四(2)) "为避免与四虚终局相混淆"; whether a run
/// mixing the two kinds counts is not said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PassCounting {
    /// Any pass counts, whatever its kind.
    AnyPass,
    /// Only passes of the kind the corollary names count (ordinary for C6, suspension for C10).
    NamedKindOnly,
}

fn trailing_passes(moves: &[Move], kind: Option<PassKind>) -> usize {
    moves
        .iter()
        .rev()
        .take_while(|m| match (m, kind) {
            (Move::Pass(..), None) => true,
            (Move::Pass(_, k), Some(want)) => *k == want,
            _ => false,
        })
        .count()
}

/// **JPD-C6 四虚终局** (000 推论6): "对局者双方的连续四手虚着,可以表示其同意终局的意愿,故在连续四虚手后,判棋局为终了。
/// ... 甲乙双方连续的两虚着后,甲方是可以继续下实着的。"
///
/// Reading: the game is over exactly when the last four moves are passes; after two
/// consecutive passes play may go on with a real move. Checked on a finished or unfinished
/// record: no four consecutive passes before its last move (play never continued after an
/// end), and `over` (what the implementation says) agrees with "the last four moves are
/// passes".
pub fn jpd_c6_four_passes_end(
    record: &GameRecord,
    over: bool,
    counting: PassCounting,
) -> Result<(), Violation> {
    const ID: &str = "JPD-C6";
    let kind = match counting {
        PassCounting::AnyPass => None,
        PassCounting::NamedKindOnly => Some(PassKind::Ordinary),
    };
    for i in 0..record.moves.len() {
        if trailing_passes(&record.moves[..i], kind) >= 4 {
            return fail(ID, Some(i), "play went on after four consecutive passes");
        }
    }
    let four = trailing_passes(&record.moves, kind) >= 4;
    if four != over {
        return fail(
            ID,
            record.moves.len().checked_sub(1),
            if four {
                "four consecutive passes but the game is not over"
            } else {
                "the game is over without four consecutive passes"
            },
        );
    }
    Ok(())
}

/// **JPD-C10 两虚休止** (000 推论10): "协商休止 ... 也可用虚着来表示。为避免与四虚终局相混淆,各方应将表示休止的虚着之子下在
/// 靠近己方的棋盘下面的边界线外面。对局者双方连续的两手虚着表示如下的对话:第一手虚着(甲方):我看到盘面已无棋可争,提议休止。第二手虚着(乙方):同意休止。"
///
/// Reading: two consecutive suspension passes suspend play. Returns the 0-based index of the
/// move at which play is first suspended, if any.
pub fn jpd_c10_two_passes_suspend(moves: &[Move], counting: PassCounting) -> Option<usize> {
    let kind = match counting {
        PassCounting::AnyPass => None,
        PassCounting::NamedKindOnly => Some(PassKind::Suspension),
    };
    (0..moves.len()).find(|&i| trailing_passes(&moves[..=i], kind) >= 2)
}

/// What the game goes on from after a dispute in 做棋, 000 推论9(3): "做棋时,若双方发生分歧,应将棋
/// 局恢复到休止前的局面,继续对局,由轮走方先下,以实战解决之。" The sentence names the position
/// before the suspension (休止前的局面) but not whether the two suspension pass stones, which are
/// outside the board, belong to it; the two readings differ on what the shape rule (JPD-A11)
/// compares after the resumption (a ko retaken straight after a disputed suspension).
/// Under every reading the proposer (甲方, 推论10) moves: it is the side to move before the
/// suspension and after the two passes alike (由轮走方先下).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resumption {
    /// 恢复到休止前的局面 read with 公理十's 全局的形 (棋盘内的黑白棋子及走虚着时下在棋盘边界外面
    /// 的黑白棋子和棋盘上的空点与线): the position before the suspension had not these two pass
    /// stones, so they are taken back, and the two shapes they made leave the history. No
    /// sentence of 000 says that 恢复 unmakes shapes that appeared (公理十一 前所未有, 推论5
    /// 此前曾经出现过 judge against every shape the game showed): modelled to show what the
    /// erasure gives, it is no faithful reading (the audit sets it aside as unsupported).
    RestoreBeforeSuspension,
    /// 局面 read as what the board shows (推论7 棋盘上呈现的局面), which two passes do not change:
    /// the board is already the one before the suspension; the pass stones stay outside the
    /// board, since 推论4 虚着兼有手数与棋形的变化 made each pass a move that changed the shape.
    KeepPassStones,
    /// 恢复到休止前的局面 read as restoring the position only: the two suspension pass stones are
    /// taken back, as under [`Resumption::RestoreBeforeSuspension`], but the two shapes they made
    /// stay among the shapes the rule compares with, since they did appear in the game (公理十一
    /// 前所未有 and 推论5 此前曾经出现过 read as "ever appeared in this game"). Right after the
    /// dispute, with the shape key counting pass stones per side ([`PassKey::CountPerSide`]),
    /// the proposer's pass of either kind remakes the shape after its own suspension pass, so
    /// it is forbidden; with the key telling the kinds apart ([`PassKey::CountPerSideAndKind`])
    /// only the renewed proposal (a suspension pass) is, and the right-edge pass makes a new
    /// shape.
    RestoreBoardKeepHistory,
}

impl Resumption {
    /// Every reading, in the order listed.
    pub const ALL: [Resumption; 3] = [
        Resumption::RestoreBeforeSuspension,
        Resumption::KeepPassStones,
        Resumption::RestoreBoardKeepHistory,
    ];

    /// The reading's name in the audit's evidence.
    pub fn name(self) -> &'static str {
        match self {
            Resumption::RestoreBeforeSuspension => "resume: restore-before-suspension",
            Resumption::KeepPassStones => "resume: keep-pass-stones",
            Resumption::RestoreBoardKeepHistory => "resume: restore-board-keep-history",
        }
    }
}

/// A game resumed after a disputed suspension ([`resume_after_dispute`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resumed {
    /// Every position the shape rule compares with, the start first; the last is the position
    /// play goes on from. Under [`Resumption::RestoreBoardKeepHistory`] the two suspension
    /// positions stand before it, and it repeats the position before the suspension (the
    /// restoration is no move, so 公理十一 does not judge it).
    pub history: Vec<Position>,
    /// The moves of the game, in order.
    pub moves: Vec<Move>,
    /// The ending counts the moves from this index on (the suspension is over).
    pub ending_from: usize,
    /// Each side's suspension (lower-edge) pass stones in each position of
    /// [`Resumed::history`] (the key [`PassKey::CountPerSideAndKind`] reads them).
    pub suspension_stones: Vec<[usize; 2]>,
}

impl Resumed {
    /// The shape of the `j`-th position of the history under `key`.
    pub fn shape(&self, j: usize, key: PassKey) -> KeyedShape {
        keyed_shape(&self.history[j], self.suspension_stones[j], key)
    }
}

/// 000 推论9(3) on `record`, which must end in 两虚休止 (two suspension passes, 推论10); `None`
/// otherwise. The resumed game goes on with [`play_resumed`].
pub fn resume_after_dispute(record: &GameRecord, reading: Resumption) -> Option<Resumed> {
    let n = record.moves.len();
    if n < 2 || trailing_passes(&record.moves, Some(PassKind::Suspension)) < 2 {
        return None;
    }
    let mut history = record.history();
    let mut suspension: Vec<[usize; 2]> = (0..history.len())
        .map(|j| suspension_stones(&record.moves[..j]))
        .collect();
    let mut moves = record.moves.clone();
    let ending_from = match reading {
        Resumption::RestoreBeforeSuspension => {
            history.truncate(history.len() - 2);
            suspension.truncate(suspension.len() - 2);
            moves.truncate(n - 2);
            0
        }
        Resumption::KeepPassStones => n,
        Resumption::RestoreBoardKeepHistory => {
            let before_suspension = history[n - 2].clone();
            history.push(before_suspension);
            suspension.push(suspension[n - 2]);
            moves.truncate(n - 2);
            0
        }
    };
    Some(Resumed {
        history,
        moves,
        ending_from,
        suspension_stones: suspension,
    })
}

/// Plays `mv` in a resumed game under `options` (the plain model's [`play`] against every
/// position of [`Resumed::history`], so under [`Resumption::RestoreBoardKeepHistory`] against
/// the two suspension shapes too; the ending counted from [`Resumed::ending_from`]).
pub fn play_resumed(game: &mut Resumed, mv: Move, options: Options) -> Result<(), Illegal> {
    play_resumed_keyed(game, mv, options, PassKey::CountPerSide)
}

/// [`play_resumed`] with the shape rule (`Ko::WholeShapeWithPassStones`) comparing shapes under
/// `key`; under any other ko option `key` changes nothing. Under
/// [`PassKey::CountPerSideAndKind`] the move is played against the current position only (the
/// per-side key there agrees with the per-kind one: a real move changes the board or is a
/// repeat under both, a pass adds a stone under both) and its shape is then compared with
/// every shape of the history under the per-kind key.
pub fn play_resumed_keyed(
    game: &mut Resumed,
    mv: Move,
    options: Options,
    key: PassKey,
) -> Result<(), Illegal> {
    if crate::go::game::is_over(&game.moves[game.ending_from..], options.end) {
        return Err(Illegal::GameOver);
    }
    let per_kind = key == PassKey::CountPerSideAndKind
        && options.ko == crate::go::game::Ko::WholeShapeWithPassStones;
    let last = game.history.len() - 1;
    let against = if per_kind {
        &game.history[last..]
    } else {
        &game.history[..]
    };
    let next = crate::go::game::play(against, mv, options)?;
    let mut suspension = game.suspension_stones[last];
    if let Move::Pass(c, PassKind::Suspension) = mv {
        suspension[side(c)] += 1;
    }
    if per_kind {
        let shape = keyed_shape(&next, suspension, key);
        if (0..game.history.len()).any(|j| game.shape(j, key) == shape) {
            return Err(Illegal::Repetition);
        }
    }
    game.history.push(next);
    game.suspension_stones.push(suspension);
    game.moves.push(mv);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::game::{replay, End, Ko, Suicide};

    /// A ko retaken straight after a disputed suspension (推论9(3) with 推论10's passes), worked
    /// by hand on the 4x3 ko `.XO./XO.O/.XO.` (Black takes at c2): with the pass stones taken
    /// back, White's retake at b2 brings back the start's board and pass stones, a shape seen
    /// before (公理十一 前所未有); with them kept, the shape has one more pass stone each side,
    /// never seen, so the retake is legal. Without a dispute the game is over (推论9(4)).
    #[test]
    fn a_ko_after_a_disputed_suspension() {
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::WholeShapeWithPassStones,
            end: End::SuspendOrFourPasses,
        };
        let start = Position {
            grid: crate::go::grid::Grid::from_rows(&[".XO.", "XO.O", ".XO."]).unwrap(),
            to_move: Color::Black,
            pass_stones: [0, 0],
            prisoners: [0, 0],
        };
        let take = Move::Play(Color::Black, Point::new(2, 1));
        let s = |c| Move::Pass(c, PassKind::Suspension);
        let moves = [take, s(Color::White), s(Color::Black)];
        let rec = replay(start.clone(), &moves, o).unwrap();
        let retake = Move::Play(Color::White, Point::new(1, 1));
        let mut all = moves.to_vec();
        all.push(retake);
        assert_eq!(
            replay(start.clone(), &all, o).unwrap_err(),
            (3, Illegal::GameOver)
        );
        let mut restored = resume_after_dispute(&rec, Resumption::RestoreBeforeSuspension).unwrap();
        assert_eq!(restored.moves, vec![take]);
        assert_eq!(restored.history.last().unwrap().to_move, Color::White);
        assert_eq!(
            play_resumed(&mut restored, retake, o),
            Err(Illegal::Repetition)
        );
        let mut kept = resume_after_dispute(&rec, Resumption::KeepPassStones).unwrap();
        assert_eq!(kept.history.last().unwrap().to_move, Color::White);
        assert_eq!(play_resumed(&mut kept, retake, o), Ok(()));
        // The resumed game ends again by 两虚休止 or 四虚终局 counted from the resumption.
        assert_eq!(play_resumed(&mut kept, s(Color::Black), o), Ok(()));
        assert_eq!(play_resumed(&mut kept, s(Color::White), o), Ok(()));
        assert_eq!(
            play_resumed(&mut kept, s(Color::Black), o),
            Err(Illegal::GameOver)
        );
        // The board restored, the two suspension shapes kept: the retake brings back the
        // start's shape, as with them erased.
        let mut remembered =
            resume_after_dispute(&rec, Resumption::RestoreBoardKeepHistory).unwrap();
        assert_eq!(remembered.moves, vec![take]);
        assert_eq!(remembered.history.last(), Some(&rec.positions[0]));
        assert_eq!(
            play_resumed(&mut remembered, retake, o),
            Err(Illegal::Repetition)
        );
        // Not suspended: nothing to resume.
        assert!(resume_after_dispute(
            &replay(start, &[take], o).unwrap(),
            Resumption::KeepPassStones
        )
        .is_none());
    }

    /// The empty 1x2 board under 000's play, Black proposing (suspension pass) and White
    /// agreeing: the record of the dispute tests below.
    fn suspended_on_empty_1x2() -> (Options, GameRecord) {
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::WholeShapeWithPassStones,
            end: End::SuspendOrFourPasses,
        };
        let s = |c| Move::Pass(c, PassKind::Suspension);
        let rec = replay(
            Position::start(2, 1),
            &[s(Color::Black), s(Color::White)],
            o,
        )
        .unwrap();
        (o, rec)
    }

    /// A pass straight after a disputed suspension, worked by hand: on the empty 1x2 board
    /// Black proposes (suspension pass, shape `..` with pass stones 1-0) and White agrees
    /// (1-1); the dispute gives Black the move on `..` (由轮走方先下). Black's pass of either
    /// kind makes `..` with 1-0, the shape after Black's proposal: with the suspension shapes
    /// erased it is legal (and remakes a shape that appeared in the game), with them kept it is
    /// forbidden (前所未有), with the pass stones kept it makes 2-1, never seen. Black's real
    /// moves (a1 or b1, one stone with a liberty) are legal under all three.
    #[test]
    fn a_pass_after_a_disputed_suspension_under_each_reading() {
        let (o, rec) = suspended_on_empty_1x2();
        let after_proposal = (rec.positions[0].grid.clone(), [1, 0]);
        for (reading, pass_ok) in [
            (Resumption::RestoreBeforeSuspension, true),
            (Resumption::KeepPassStones, true),
            (Resumption::RestoreBoardKeepHistory, false),
        ] {
            for kind in PassKind::ALL {
                let mut g = resume_after_dispute(&rec, reading).unwrap();
                let r = play_resumed(&mut g, Move::Pass(Color::Black, kind), o);
                assert_eq!(r.is_ok(), pass_ok, "{reading:?} {kind:?}");
                if r.is_ok() {
                    let last = g.history.last().unwrap();
                    let remade = (last.grid.clone(), last.pass_stones) == after_proposal;
                    assert_eq!(
                        remade,
                        reading == Resumption::RestoreBeforeSuspension,
                        "{reading:?}"
                    );
                } else {
                    assert_eq!(r, Err(Illegal::Repetition));
                }
            }
            for x in 0..2 {
                let mut g = resume_after_dispute(&rec, reading).unwrap();
                assert_eq!(
                    play_resumed(&mut g, Move::Play(Color::Black, Point::new(x, 0)), o),
                    Ok(())
                );
            }
        }
    }

    /// The same dispute under the key that tells the two kinds apart (公理四: the ordinary pass
    /// 下在己方右边界线的外面, the suspension pass 下在靠近己方的棋盘下面的边界线外面), worked by
    /// hand on the empty 1x2 board. The shapes shown: `..` 0-0 (start), `..` with Black's
    /// lower-edge stone (proposal), `..` with a lower-edge stone each (agreement). Board restored,
    /// shapes kept: Black's ordinary pass makes `..` with one right-edge stone for Black, never
    /// shown, so it is legal; Black's suspension pass makes the proposal's shape again, so it
    /// is forbidden (前所未有). With the pass stones kept both passes make counts never shown.
    #[test]
    fn a_pass_after_a_disputed_suspension_under_the_per_kind_key() {
        let (o, rec) = suspended_on_empty_1x2();
        let key = PassKey::CountPerSideAndKind;
        let board = vec!["..".to_string()];
        assert_eq!(
            jpd_a10_shapes(&rec, key),
            vec![
                (board.clone(), [0, 0], [0, 0]),
                (board.clone(), [1, 0], [1, 0]),
                (board.clone(), [1, 1], [1, 1]),
            ]
        );
        for (reading, ordinary_ok, suspension_ok) in [
            (Resumption::KeepPassStones, true, true),
            (Resumption::RestoreBoardKeepHistory, true, false),
        ] {
            for (kind, ok) in [
                (PassKind::Ordinary, ordinary_ok),
                (PassKind::Suspension, suspension_ok),
            ] {
                let mut g = resume_after_dispute(&rec, reading).unwrap();
                let r = play_resumed_keyed(&mut g, Move::Pass(Color::Black, kind), o, key);
                assert_eq!(r.is_ok(), ok, "{reading:?} {kind:?}");
                if !ok {
                    assert_eq!(r, Err(Illegal::Repetition));
                }
            }
        }
        // The ordinary pass under the restored board: one right-edge stone for Black.
        let mut g = resume_after_dispute(&rec, Resumption::RestoreBoardKeepHistory).unwrap();
        play_resumed_keyed(&mut g, Move::Pass(Color::Black, PassKind::Ordinary), o, key).unwrap();
        assert_eq!(g.shape(g.history.len() - 1, key), (board, [1, 0], [0, 0]));
        // Under the per-side key the same pass is the proposal's shape again (1-0).
        let mut g = resume_after_dispute(&rec, Resumption::RestoreBoardKeepHistory).unwrap();
        assert_eq!(
            play_resumed_keyed(
                &mut g,
                Move::Pass(Color::Black, PassKind::Ordinary),
                o,
                PassKey::CountPerSide
            ),
            Err(Illegal::Repetition)
        );
    }

    /// 推论4 read literally: a pass changes the shape from the one before it, under both keys;
    /// a record whose pass leaves the shape as it was (a hand-made record, not a game of the
    /// model: the pass stone count not raised) breaks it.
    #[test]
    fn c4_literal_and_stronger_readings() {
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::Simple,
            end: End::FourPasses,
        };
        let p = |c| Move::Pass(c, PassKind::Ordinary);
        let rec = replay(
            Position::start(2, 1),
            &[p(Color::Black), p(Color::White)],
            o,
        )
        .unwrap();
        for key in PassKey::ALL {
            assert!(jpd_c4_pass_changes_shape_from_previous(&rec, key).is_ok());
            assert!(jpd_c4_pass_never_repeats(&rec, key).is_ok());
        }
        let mut broken = rec.clone();
        broken.positions[1].pass_stones = [1, 0];
        let v = jpd_c4_pass_changes_shape_from_previous(&broken, PassKey::CountPerSide);
        assert_eq!(v.unwrap_err().move_index, Some(1));
        let v = jpd_c4_pass_never_repeats(&broken, PassKey::CountPerSideAndKind);
        assert_eq!(v.unwrap_err().move_index, Some(1));
    }

    fn opts(ko: Ko, end: End) -> Options {
        Options {
            suicide: Suicide::Forbidden,
            ko,
            end,
        }
    }

    fn pt(x: usize, y: usize) -> Point {
        Point::new(x, y)
    }

    /// A ko on a 4x3 board: Black takes at (1,1)... built move by move.
    fn ko_moves() -> Vec<Move> {
        use Color::*;
        // Board 4 wide, 3 high. Black: (1,0),(0,1),(1,2); White: (2,0),(3,1),(2,2),(1,1)->
        // then Black captures at (2,1)?  Set up the classic ko shape:
        //  . X O .
        //  X O . O
        //  . X O .
        vec![
            Move::Play(Black, pt(1, 0)),
            Move::Play(White, pt(2, 0)),
            Move::Play(Black, pt(0, 1)),
            Move::Play(White, pt(3, 1)),
            Move::Play(Black, pt(1, 2)),
            Move::Play(White, pt(2, 2)),
            Move::Play(Black, pt(2, 1)), // black stone in White's mouth
            Move::Play(White, pt(1, 1)), // White takes the ko
        ]
    }

    #[test]
    fn a3_and_a5_hold_on_a_replayed_game_and_catch_forgeries() {
        let o = opts(Ko::Simple, End::TwoPasses);
        let r = replay(Position::start(4, 3), &ko_moves(), o).unwrap();
        assert_eq!(jpd_a3_empty_start_alternate(&r), Ok(()));
        assert_eq!(jpd_a5_stones_never_move(&r), Ok(()));
        assert_eq!(
            jpd_c1_no_liberties_removed(&r, RemovalOrder::OpponentFirst),
            Ok(())
        );
        // White captured the black stone on (2,1).
        assert_eq!(r.positions[7].grid.get(pt(2, 1)), Cell::Empty);
        assert_eq!(r.positions[7].prisoners, [0, 1]);

        // Forge a stone that moved: swap a black stone to a new point.
        let mut forged = r.clone();
        forged.positions[7]
            .grid
            .set(pt(0, 0), Cell::Stone(Color::Black));
        forged.positions[7].grid.set(pt(1, 0), Cell::Empty);
        let v = jpd_a5_stones_never_move(&forged).unwrap_err();
        assert_eq!(v.move_index, Some(7));

        // A stone before move 1 breaks 棋局开始前,不得有任何棋子存在于棋盘上.
        let mut start = Position::start(4, 3);
        start.grid.set(pt(3, 2), Cell::Stone(Color::White));
        let setup = replay(start, &ko_moves()[..2], o).unwrap();
        let v = jpd_a3_empty_start_alternate(&setup).unwrap_err();
        assert_eq!(v.move_index, None);
        // White may move first (黑白双方轮流下子 names no first mover), alternation still holds.
        let mut start = Position::start(4, 3);
        start.to_move = Color::White;
        let white_first = [
            Move::Play(Color::White, pt(0, 0)),
            Move::Play(Color::Black, pt(2, 2)),
        ];
        let w = replay(start, &white_first, o).unwrap();
        assert_eq!(jpd_a3_empty_start_alternate(&w), Ok(()));

        // Forge out-of-turn play.
        let mut forged = r.clone();
        forged.moves[1] = Move::Play(Color::Black, pt(2, 0));
        assert_eq!(
            jpd_a3_empty_start_alternate(&forged)
                .unwrap_err()
                .move_index,
            Some(1)
        );
    }

    #[test]
    fn all_at_once_removal_kills_the_stone_that_takes_a_ko() {
        // White's ko capture at (1,1) (move 7 of `ko_moves`) has no liberty of its own until
        // the black stone on (2,1) is off: all at once, both go.
        let before = replay(
            Position::start(4, 3),
            &ko_moves()[..7],
            opts(Ko::Simple, End::TwoPasses),
        )
        .unwrap();
        let grid = &before.positions[6].grid;
        let all = remove_dead(grid, Color::White, pt(1, 1), RemovalOrder::AllAtOnce);
        assert_eq!(all.get(pt(1, 1)), Cell::Empty);
        assert_eq!(all.get(pt(2, 1)), Cell::Empty);
        let opp = remove_dead(grid, Color::White, pt(1, 1), RemovalOrder::OpponentFirst);
        assert_eq!(opp.get(pt(1, 1)), Cell::Stone(Color::White));
    }

    #[test]
    fn c1_catches_a_block_left_without_liberties() {
        let o = opts(Ko::Simple, End::TwoPasses);
        let mut r = replay(Position::start(4, 3), &ko_moves(), o).unwrap();
        // Put the captured black stone back: it has no liberties.
        r.positions[7].grid.set(pt(2, 1), Cell::Stone(Color::Black));
        let v = jpd_c1_no_liberties_removed(&r, RemovalOrder::OpponentFirst).unwrap_err();
        assert_eq!(v.move_index, Some(7));
    }

    #[test]
    fn removal_orders_differ_when_both_sides_are_out_of_liberties() {
        // White plays (1,1) filling the last liberty of black (2,1) and of itself.
        let g = Grid::from_rows(&[".XO.", "X.XO", ".XO."]).unwrap();
        let opp = remove_dead(&g, Color::White, pt(1, 1), RemovalOrder::OpponentFirst);
        let mover = remove_dead(&g, Color::White, pt(1, 1), RemovalOrder::MoverFirst);
        assert_eq!(opp.get(pt(2, 1)), Cell::Empty, "black stone captured");
        assert_eq!(opp.get(pt(1, 1)), Cell::Stone(Color::White));
        assert_eq!(
            mover.get(pt(1, 1)),
            Cell::Empty,
            "white stone self-captured"
        );
        assert_eq!(mover.get(pt(2, 1)), Cell::Stone(Color::Black));
    }

    #[test]
    fn a6_a7_liberties_of_a_corner_block() {
        let g = Grid::from_rows(&["XX.", "X.O", "..."]).unwrap();
        let (block, libs) = jpd_a7_block(&g, pt(0, 0));
        assert_eq!(block.len(), 3);
        let want: BTreeSet<Point> = [pt(2, 0), pt(1, 1), pt(0, 2)].into_iter().collect();
        assert_eq!(libs, want);
        assert_eq!(jpd_a6_liberties_of_stone(&g, pt(2, 1)).len(), 3);
    }

    #[test]
    fn retaking_a_ko_after_passes_keeps_a11_with_pass_stones_and_breaks_board_only() {
        use Color::*;
        let mut moves = ko_moves();
        // Black cannot retake at once; both pass twice (so C6 does not end it), then Black retakes.
        moves.extend([
            Move::Pass(Black, PassKind::Ordinary),
            Move::Pass(White, PassKind::Ordinary),
            Move::Play(Black, pt(2, 1)),
        ]);
        let o = opts(Ko::WholeShapeWithPassStones, End::FourPasses);
        let r = replay(Position::start(4, 3), &moves, o).unwrap();
        assert_eq!(
            jpd_a11_no_going_back(&r, ShapeReading::WholeShapeWithPassStones),
            Ok(())
        );
        assert_eq!(jpd_c5_no_whole_board_repetition(&r), Ok(()));
        assert_eq!(jpd_c4_pass_changes_shape(&r), Ok(()));
        // Read with the board alone, "every move makes a new shape" forbids every pass: the
        // first pass (index 8) already repeats the board. Pass stones are what make A11 and
        // passing compatible.
        let v = jpd_a11_no_going_back(&r, ShapeReading::BoardOnly).unwrap_err();
        assert_eq!(v.move_index, Some(8));
        // And positional superko forbids the retake.
        let psk = opts(Ko::PositionalSuperko, End::FourPasses);
        assert_eq!(
            replay(Position::start(4, 3), &moves, psk).unwrap_err().0,
            10
        );
    }

    #[test]
    fn c6_four_passes_and_c10_two_suspension_passes() {
        use Color::*;
        let mut moves = vec![
            Move::Play(Black, pt(0, 0)),
            Move::Pass(White, PassKind::Ordinary),
            Move::Pass(Black, PassKind::Ordinary),
            Move::Play(White, pt(2, 2)),
        ];
        let o = opts(Ko::WholeShapeWithPassStones, End::FourPasses);
        let r = replay(Position::start(3, 3), &moves, o).unwrap();
        assert_eq!(
            jpd_c6_four_passes_end(&r, false, PassCounting::AnyPass),
            Ok(())
        );
        assert!(jpd_c6_four_passes_end(&r, true, PassCounting::AnyPass).is_err());
        moves.extend([
            Move::Pass(Black, PassKind::Suspension),
            Move::Pass(White, PassKind::Suspension),
            Move::Pass(Black, PassKind::Ordinary),
            Move::Pass(White, PassKind::Ordinary),
        ]);
        let r = replay(Position::start(3, 3), &moves, o).unwrap();
        assert_eq!(
            jpd_c6_four_passes_end(&r, true, PassCounting::AnyPass),
            Ok(())
        );
        // Counting only ordinary passes, the mixed run of four is not an end.
        assert!(jpd_c6_four_passes_end(&r, true, PassCounting::NamedKindOnly).is_err());
        assert_eq!(
            jpd_c10_two_passes_suspend(&moves, PassCounting::NamedKindOnly),
            Some(5)
        );
        assert_eq!(
            jpd_c10_two_passes_suspend(&moves, PassCounting::AnyPass),
            Some(2)
        );
    }

    #[test]
    fn a4_both_pass_kinds_are_moves() {
        let o = opts(Ko::Simple, End::TwoPasses);
        let h = vec![Position::start(2, 2)];
        let legal = crate::go::game::legal_moves(&h, &[], o);
        assert_eq!(jpd_a4_two_pass_kinds(&legal), Ok(()));
        let only_one: Vec<Move> = vec![Move::Pass(Color::Black, PassKind::Ordinary)];
        assert!(jpd_a4_two_pass_kinds(&only_one).is_err());
    }
}
