//! The search's game state over a [`Geometry`]: a stack of compact nodes (push on play, pop
//! on undo), generic over the rule options. Each node holds exactly what the rules need: the
//! stones, the side to move, the pass stones (JPD-A10), the trailing passes and the
//! suspension state (JPD-C6, YG-8), and whether its move captured (Ying intervals).
//! The repetition rules read the stack: the node two plies back for simple ko, the whole
//! stack for superko and JPD-A11, the stretch since the last intervening move for Ying (and,
//! for the real-shape readings, the nodes real moves led to).

use super::board::{Geometry, Stones};
use qili_spec::go::game::{End, Ko, KoRule, PassKind, Suicide};
use qili_spec::ts::cycles::NoResult;
use qili_spec::yg::ko::{CycleLimit, Interval, YingKo};

/// The rules a search plays: the spec's rules of play ([`PlayRules`]: suicide, the ko rule with
/// every Ying reading, the ending, the passes, the no-result reading), used as they are. The
/// search plays one kind of pass stone per [`SMove::Pass`] and reads no passes option; a
/// no-result reading ([`PlayRules::no_result`]) makes a move that voids the game end it as void
/// ([`Node::void`]), exactly when `qili_spec::ts::cycles::no_result` says (TS-7, 002
/// "作为循环往复无法终局处理"; 003 "傳統棋規除單劫外,皆判無勝負").
pub use qili_spec::go::game::PlayRules;

/// The rules of play of a full rule set (the engine's [`crate::go::Rules`]) for the searches
/// that play no no-result reading (`qili search`, `qili shapes`' game graphs): an error says
/// a no-result reading cannot be searched. The counting options have no part in the game
/// graph; the commands that score (`qili search value`) check them themselves. The solver
/// (`qili solve`), which values a void game, takes [`crate::go::Rules::play`] as it is.
pub fn play_rules(r: &crate::go::Rules) -> Result<PlayRules, String> {
    if r.play.no_result != NoResult::None {
        return Err(format!(
            "the small-board search plays no no-result reading (no-result = \"{}\"): the ko rule alone decides legality here",
            r.play.no_result.name()
        ));
    }
    even_and_prisoners(&r.play)?;
    Ok(r.play)
}

/// A rule set by name, alias, KataGo string or rule file ([`crate::rules::parse`], the
/// vocabulary of every command), as [`play_rules`] gives it.
pub fn preset(name: &str) -> Result<PlayRules, String> {
    play_rules(&crate::rules::parse(name)?)
}

/// The options a search's positions cannot play: `end = "two-passes-or-repeated-pass"`
/// (KataGo's simple-ko ending: it depends on the positions passed from, which no node holds)
/// and `passes = "only-with-a-prisoner"` (TS-10: a pass needs a prisoner, which the search's
/// legality does not ask). An error names the option. `end = "two-passes-even"` (002 偶数终局,
/// TS-2) is played: the ending depends on the parity of the moves since the search's root, and
/// every move, a pass included, hands the move to the other side, so that parity is whether the
/// side to move is the root's ([`Game::try_move`]); a node holds it, and two paths from one root
/// to one node have the same parity.
pub fn even_and_prisoners(r: &PlayRules) -> Result<(), String> {
    if r.end == End::TwoPassesOrRepeatedPass {
        return Err("the small-board search cannot play end = \"two-passes-or-repeated-pass\" (KataGo's simple-ko ending): its positions do not hold which positions each side passed from; use end = \"two-passes\" (the preset simple)".into());
    }
    if r.passes == qili_spec::go::game::Passes::OnlyWithAPrisoner {
        return Err("the small-board search cannot play passes = \"only-with-a-prisoner\" (TS-10, 不得放弃): its passes do not ask for a prisoner".into());
    }
    Ok(())
}

/// The preset names the searches were written with (every name of
/// [`crate::go::Rules::PRESETS`] is accepted too).
pub const PRESETS: &[&str] = &[
    "tt",
    "simple",
    "simple-4",
    "ssk",
    "psk",
    "psk-4",
    "jpd",
    "jpd-suicide",
    "jpd-2",
    "ying",
    YingKo::NAMES[0],
    YingKo::NAMES[1],
    YingKo::NAMES[2],
    YingKo::NAMES[3],
    YingKo::NAMES[4],
    YingKo::NAMES[5],
    YingKo::NAMES[6],
    YingKo::NAMES[7],
];

/// A move of the search: a point index or a pass stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SMove {
    /// A stone on the point with this index.
    Play(u8),
    /// A pass.
    Pass(PassKind),
}

/// One position of the game with what the rules need to remember.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    /// The stones on the board.
    pub stones: Stones,
    /// Side to move: 0 Black, 1 White.
    pub to_move: u8,
    /// Pass stones handed over so far by each side (one per pass).
    pub pass_stones: [u32; 2],
    /// Consecutive passes ending here.
    pub trailing: u8,
    /// Consecutive ordinary passes ending here (000 推论6 counts these).
    pub trailing_ordinary: u8,
    /// Consecutive suspension passes ending here (000 推论10 两虚休止 counts these).
    pub trailing_suspension: u8,
    /// Whether play has been suspended (two consecutive passes seen, `SuspendThenEnd`).
    pub suspended: bool,
    /// Consecutive passes after the suspension point.
    pub run_after: u8,
    /// Whether the game is over.
    pub over: bool,
    /// Whether the game is over as void (no result, [`PlayRules::no_result`]): it has no score.
    pub void: bool,
    /// Whether the move that led here was a pass, and whether it captured.
    pub by_pass: bool,
    /// Whether the move that led here captured.
    pub by_capture: bool,
    /// Stones captured so far by each side.
    pub prisoners: [u32; 2],
}

impl Node {
    fn start() -> Node {
        Node {
            stones: [0, 0],
            to_move: 0,
            pass_stones: [0, 0],
            trailing: 0,
            trailing_ordinary: 0,
            trailing_suspension: 0,
            suspended: false,
            run_after: 0,
            over: false,
            void: false,
            by_pass: false,
            by_capture: false,
            prisoners: [0, 0],
        }
    }
}

/// A game being searched.
#[derive(Clone, Debug)]
pub struct Game {
    /// The board.
    pub geo: Geometry,
    /// The rules the game is played under.
    pub rules: PlayRules,
    /// The positions so far, the start first.
    pub nodes: Vec<Node>,
    /// The moves so far: `moves[i]` leads from `nodes[i]` to `nodes[i + 1]`.
    pub moves: Vec<SMove>,
}

impl Game {
    /// A game starting from the empty board, Black to move.
    pub fn new(geo: Geometry, rules: PlayRules) -> Game {
        Game {
            geo,
            rules,
            nodes: vec![Node::start()],
            moves: Vec::new(),
        }
    }

    /// A game starting from a given position.
    pub fn from_position(geo: Geometry, rules: PlayRules, stones: Stones, to_move: u8) -> Game {
        let mut g = Game::new(geo, rules);
        g.nodes[0].stones = stones;
        g.nodes[0].to_move = to_move;
        g
    }

    /// The position now.
    pub fn current(&self) -> &Node {
        self.nodes.last().expect("a game has a node")
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.current().over
    }

    /// The node after `mv`, or `None` if the move is illegal (game over, occupied, suicide,
    /// repetition).
    pub fn try_move(&self, mv: SMove) -> Option<Node> {
        let cur = *self.current();
        if cur.over {
            return None;
        }
        let s = cur.to_move as usize;
        let mut next = cur;
        next.to_move = 1 - cur.to_move;
        match mv {
            SMove::Pass(kind) => {
                next.pass_stones[s] += 1;
                next.trailing = cur.trailing + 1;
                (next.trailing_ordinary, next.trailing_suspension) = match kind {
                    PassKind::Ordinary => (cur.trailing_ordinary + 1, 0),
                    PassKind::Suspension => (0, cur.trailing_suspension + 1),
                };
                next.by_pass = true;
                next.by_capture = false;
            }
            SMove::Play(p) => {
                let placed = self.place_allowed(cur.stones, s, p)?;
                let n_self = placed.self_captured.count_ones();
                next.stones = placed.stones;
                next.trailing = 0;
                next.trailing_ordinary = 0;
                next.trailing_suspension = 0;
                next.by_pass = false;
                next.by_capture = placed.captured != 0;
                next.prisoners[s] += placed.captured.count_ones();
                next.prisoners[1 - s] += n_self;
            }
        }
        if self.repeats(&next, mv) {
            return None;
        }
        if self.makes_void(&next, mv, self.rules.no_result) {
            next.void = true;
            next.over = true;
            return Some(next);
        }
        // The ending (as qili_spec::go::game::is_over).
        match self.rules.end {
            End::TwoPasses => next.over = next.trailing >= 2,
            // 002 偶数终局 (TS-2): two passes end the game when the moves since the root are
            // even in number. Each move hands the move over, so the count is even exactly when
            // the side to move is the root's: the node's side to move carries the parity.
            End::TwoPassesEven => {
                next.over = next.trailing >= 2 && next.to_move == self.nodes[0].to_move;
                debug_assert_eq!(
                    next.to_move == self.nodes[0].to_move,
                    self.nodes.len().is_multiple_of(2)
                );
            }
            // Refused by `even_and_prisoners` (the nodes do not hold the passes' positions);
            // its two-pass part here.
            End::TwoPassesOrRepeatedPass => next.over = next.trailing >= 2,
            End::FourPasses => next.over = next.trailing >= 4,
            // 000: 四虚终局 (推论6) or 两虚休止 (推论10). A suspension is the end of the searched
            // game: `legal_moves` searches ordinary passes only, see there.
            End::SuspendOrFourPasses => {
                next.over = next.trailing_ordinary >= 4 || next.trailing_suspension >= 2
            }
            End::SuspendThenEnd => {
                if cur.suspended {
                    next.run_after = if next.by_pass { cur.run_after + 1 } else { 0 };
                    next.over = next.run_after >= 2;
                } else if next.trailing == 2 {
                    next.suspended = true;
                    next.run_after = 0;
                }
            }
        }
        Some(next)
    }

    fn repeats(&self, next: &Node, mv: SMove) -> bool {
        let real = matches!(mv, SMove::Play(_));
        let n = self.nodes.len();
        match self.rules.ko {
            KoRule::Plain(Ko::Simple) => real && n >= 2 && self.nodes[n - 2].stones == next.stones,
            KoRule::Plain(Ko::PositionalSuperko) => {
                real && self.nodes.iter().any(|h| h.stones == next.stones)
            }
            KoRule::Plain(Ko::SituationalSuperko) => {
                real && self
                    .nodes
                    .iter()
                    .any(|h| h.stones == next.stones && h.to_move == next.to_move)
            }
            KoRule::Plain(Ko::WholeShapeWithPassStones) => self
                .nodes
                .iter()
                .any(|h| h.stones == next.stones && h.pass_stones == next.pass_stones),
            KoRule::Ying(o) => real && self.ying_exhausted(next, o),
        }
    }

    /// Whether `mv`, leading to `next`, makes the game void under `nr`, as
    /// `qili_spec::ts::cycles::no_result`: the position (board and side to move) recurs among
    /// the positions since the last pass (Japanese-style, Tang-Song real moves, and a third
    /// time for three-repetitions; a pass is the last pass itself, so after it nothing
    /// recurs), or, with the same pass balance, among all earlier positions (Tang-Song every
    /// recurrence; a pass answering a pass is the ending).
    fn makes_void(&self, next: &Node, mv: SMove, nr: NoResult) -> bool {
        if nr == NoResult::TangSongEveryRecurrence {
            if next.trailing >= 2 {
                return false;
            }
            let balance = |n: &Node| n.pass_stones[0] as i64 - n.pass_stones[1] as i64;
            return self.nodes.iter().any(|h| {
                h.stones == next.stones && h.to_move == next.to_move && balance(h) == balance(next)
            });
        }
        let from = match nr {
            NoResult::None => return false,
            NoResult::TangSongEveryRecurrence => unreachable!("handled above"),
            NoResult::JapaneseStyle
            | NoResult::TangSong
            | NoResult::ThreeRepetitionsSinceLastPass => {
                if matches!(mv, SMove::Pass(_)) {
                    return false;
                }
                // nodes[k + 1] is reached by moves[k].
                (0..self.moves.len())
                    .rev()
                    .find(|&k| matches!(self.moves[k], SMove::Pass(_)))
                    .map_or(0, |k| k + 1)
            }
        };
        let earlier = self.nodes[from..]
            .iter()
            .filter(|h| h.stones == next.stones && h.to_move == next.to_move)
            .count();
        match nr {
            NoResult::ThreeRepetitionsSinceLastPass => earlier >= 2,
            _ => earlier >= 1,
        }
    }

    /// As [`qili_spec::yg::ko::exhaustion`].
    fn ying_exhausted(&self, next: &Node, o: YingKo) -> bool {
        let cur = self.current();
        if next.stones == cur.stones {
            return true;
        }
        let mover = cur.to_move;
        let n = self.nodes.len();
        // nodes[k + 1] is reached by moves[k]; the mover of moves[k] is nodes[k].to_move.
        let mut start = 0;
        for k in (0..self.moves.len()).rev() {
            let after = &self.nodes[k + 1];
            let breaks = match o.interval {
                Interval::PassByEither
                | Interval::PassForHotStonesOnly
                | Interval::PassForHotStonesRealShapes
                | Interval::HotStoneMarks => after.by_pass,
                Interval::MoverPassOrNonCapture => {
                    self.nodes[k].to_move == mover && (after.by_pass || !after.by_capture)
                }
            };
            if breaks {
                start = k + 1;
                break;
            }
        }
        let same = |h: &Node| h.stones == next.stones && h.to_move == next.to_move;
        if n >= 2 && start + 2 <= n && same(&self.nodes[n - 2]) {
            return true;
        }
        if o.interval == Interval::HotStoneMarks
            && next.by_capture
            && self.captures_a_hot_stone(next)
        {
            return true;
        }
        if matches!(
            o.interval,
            Interval::PassForHotStonesRealShapes | Interval::HotStoneMarks
        ) {
            return self.past_the_cycle_in_real_shapes(next, start, o);
        }
        let cycle_start = match o.interval {
            Interval::PassForHotStonesOnly => 0,
            _ => start,
        };
        let stretch = &self.nodes[cycle_start..];
        if stretch.iter().any(same) {
            return match o.cycle {
                CycleLimit::NoRecurrence => true,
                CycleLimit::OneFullCycle => stretch.iter().enumerate().any(|(i, a)| {
                    stretch[..i]
                        .iter()
                        .any(|b| a.stones == b.stones && a.to_move == b.to_move)
                }),
            };
        }
        false
    }

    /// [`Interval::HotStoneMarks`]: the per-stone hot marks, read by the reference model itself
    /// (`qili_spec::yg::ko::captures_a_hot_stone`) on the stack converted to its positions;
    /// the marks need the stones' placements, which the compact nodes do not keep.
    fn captures_a_hot_stone(&self, next: &Node) -> bool {
        use super::board::colour;
        use qili_spec::go::game::{Move, Position};
        let pos = |n: &Node| Position {
            grid: self.geo.to_grid(n.stones),
            to_move: colour(n.to_move as usize),
            pass_stones: [n.pass_stones[0] as usize, n.pass_stones[1] as usize],
            prisoners: [n.prisoners[0] as usize, n.prisoners[1] as usize],
        };
        let history: Vec<Position> = self.nodes.iter().map(pos).collect();
        let moves: Vec<Move> = self
            .moves
            .iter()
            .enumerate()
            .map(|(k, m)| {
                let c = colour(self.nodes[k].to_move as usize);
                match m {
                    SMove::Play(p) => Move::Play(c, self.geo.point(*p as usize)),
                    SMove::Pass(kind) => Move::Pass(c, *kind),
                }
            })
            .collect();
        qili_spec::yg::ko::captures_a_hot_stone(&history, &moves, &pos(next))
    }

    /// As `qili_spec::yg::ko`'s reading of [`Interval::PassForHotStonesRealShapes`] and
    /// [`Interval::HotStoneMarks`]: the shapes are the start and the nodes real moves led to
    /// (`!by_pass`; the start node has `by_pass == false`); `start` is the index of the node
    /// after the last pass. Once per game (`ying-shape`): past the cycle once any shape has
    /// recurred; once per cycle (`ying-marks`): past the cycle if the step from the node the
    /// move is played from (after any passes) to `next` was made before.
    fn past_the_cycle_in_real_shapes(&self, next: &Node, start: usize, o: YingKo) -> bool {
        let same = |a: &Node, b: &Node| a.stones == b.stones && a.to_move == b.to_move;
        let shapes: Vec<(usize, &Node)> = self
            .nodes
            .iter()
            .enumerate()
            .filter(|(_, h)| !h.by_pass)
            .collect();
        // ying-marks-strict: the node after the last pass counts as a shape of the stretch.
        let after_pass = o.interval == Interval::HotStoneMarks
            && o.cycle == CycleLimit::NoRecurrence
            && same(&self.nodes[start], next);
        if !shapes.iter().any(|(_, h)| same(h, next)) {
            return after_pass;
        }
        let past = if o.interval == Interval::HotStoneMarks {
            // The step of a real move: the node it is played from (after any passes) and the
            // shape it makes.
            let from = self.nodes.last().expect("a game starts with a node");
            self.moves
                .iter()
                .enumerate()
                .filter(|(_, m)| !matches!(m, SMove::Pass(_)))
                .any(|(k, _)| same(&self.nodes[k], from) && same(&self.nodes[k + 1], next))
        } else {
            shapes
                .iter()
                .enumerate()
                .any(|(i, (_, a))| shapes[..i].iter().any(|(_, b)| same(a, b)))
        };
        let since_pass = o.cycle == CycleLimit::NoRecurrence
            && shapes.iter().any(|&(i, h)| i >= start && same(h, next));
        past || after_pass || since_pass
    }

    /// Plays a move if it is legal; returns whether it was.
    pub fn play(&mut self, mv: SMove) -> bool {
        match self.try_move(mv) {
            Some(n) => {
                self.nodes.push(n);
                self.moves.push(mv);
                true
            }
            None => false,
        }
    }

    /// Takes back the last move.
    pub fn undo(&mut self) {
        if self.moves.pop().is_some() {
            self.nodes.pop();
        }
    }

    /// Every legal move: real moves in point order (row-major), then the passes given.
    pub fn legal_moves_with(&self, passes: &[PassKind]) -> Vec<SMove> {
        if self.is_over() {
            return Vec::new();
        }
        let mut out: Vec<SMove> = (0..self.geo.points() as u8)
            .map(SMove::Play)
            .filter(|&m| self.try_move(m).is_some())
            .collect();
        for &k in passes {
            if self.try_move(SMove::Pass(k)).is_some() {
                out.push(SMove::Pass(k));
            }
        }
        out
    }

    /// Legal moves for searching: real moves and one (ordinary) pass. The two kinds of pass
    /// stone lead to the same state under every rule here but 000's ending
    /// (`End::SuspendOrFourPasses`), where two suspension passes end the game to be counted
    /// after 做棋 (推论9(2)(4)). That ending needs no suspension move in a search of optimal
    /// play: 做棋 makes the ideal final position both sides foresee (推论9 双方皆明确地预见到了理想
    /// 的最终局面已经不可改变地注定会实现), which under optimal play is the end optimal play
    /// reaches from the position suspended, and a side that foresees another disputes, so
    /// play resumes from the position before the suspension with the same side to move
    /// (推论9(3)); either way the suspension's value is the value of that position, which the
    /// search already has.
    pub fn legal_moves(&self) -> Vec<SMove> {
        self.legal_moves_with(&[PassKind::Ordinary])
    }

    /// Side `s`'s stone on point `p` of `stones`, with its captures, if the point is empty and
    /// the suicide rule allows the result (the ko rule is not asked).
    fn place_allowed(&self, stones: Stones, s: usize, p: u8) -> Option<super::board::Placed> {
        let placed = self.geo.place(stones, s, p as usize)?;
        let n_self = placed.self_captured.count_ones();
        let ok = match self.rules.suicide {
            Suicide::Forbidden => n_self == 0,
            Suicide::MultiStoneOnly => n_self != 1,
            Suicide::Allowed => true,
        };
        ok.then_some(placed)
    }

    /// Why a real move is refused by a whole-history repetition rule (positional or
    /// situational superko, JPD-A11's shapes with pass stones): the index in [`Game::nodes`]
    /// of the latest earlier node it would repeat. `None` if the move is not refused by that
    /// rule (it is legal, the game is over, the point is occupied, it is a forbidden suicide,
    /// or the ko rule is simple ko or a Ying reading, which this does not report). The rules
    /// themselves are [`Game::try_move`]'s; this only names the node a refusal refers to
    /// (the solver's position table needs it, `proofs/solver.md`).
    pub fn repeated_node(&self, mv: SMove) -> Option<usize> {
        let cur = *self.current();
        let SMove::Play(p) = mv else { return None };
        if cur.over {
            return None;
        }
        let s = cur.to_move as usize;
        let placed = self.place_allowed(cur.stones, s, p)?;
        let (stones, to_move) = (placed.stones, 1 - cur.to_move);
        // A real move hands over no pass stone.
        let pass_stones = cur.pass_stones;
        self.nodes.iter().rposition(|h| match self.rules.ko {
            KoRule::Plain(Ko::PositionalSuperko) => h.stones == stones,
            KoRule::Plain(Ko::SituationalSuperko) => h.stones == stones && h.to_move == to_move,
            KoRule::Plain(Ko::WholeShapeWithPassStones) => {
                h.stones == stones && h.pass_stones == pass_stones
            }
            _ => false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 002 偶数终局 (TS-2) in the search, by hand on 1x2 under the `tang-song` preset: two passes
    /// at once (moves 1 and 2, an even count) end the game; after a stone, two passes end at
    /// move 3, an odd count, so the game goes on, and White's third pass (move 4) ends it. From
    /// a position with White to move the count starts again at the root: the same holds.
    #[test]
    fn two_passes_end_the_game_only_at_an_even_count() {
        let pass = SMove::Pass(PassKind::Ordinary);
        for to_move in [0, 1] {
            let mut g = Game::from_position(
                Geometry::new(1, 2).unwrap(),
                preset("tang-song").unwrap(),
                [0, 0],
                to_move,
            );
            assert!(g.play(pass) && !g.is_over());
            assert!(g.play(pass) && g.is_over());
            let mut g = Game::from_position(
                Geometry::new(1, 2).unwrap(),
                preset("tang-song").unwrap(),
                [0, 0],
                to_move,
            );
            assert!(g.play(SMove::Play(0)));
            assert!(g.play(pass) && !g.is_over());
            assert!(g.play(pass) && !g.is_over(), "two passes at move 3");
            assert!(g.play(pass) && g.is_over(), "a third pass at move 4");
        }
    }
}
