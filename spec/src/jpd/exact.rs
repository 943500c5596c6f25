//! JPD's own play, searched to the end: what a real move leads to when both sides play on
//! under 000's rules, with no horizon.
//!
//! The rules searched are 000's, each from its sentence:
//!
//! - 公理三: the sides move in turn, a stone on an empty point (实着) or outside the board (虚着);
//!   推论1: a block without liberties is taken off (the opponent's first, the JPD preset's
//!   order; a move that leaves its own block without liberties is not played, as in the preset).
//! - 推论6 四虚终局: 在连续四虚手后,判棋局为终了; 甲乙双方连续的两虚着后,甲方是可以继续下实着的. Only
//!   four passes in a row end a line; the passes are the ordinary ones of 公理四(1) (the
//!   suspension passes of 推论10 lead to 做棋, not to an end of play, and are not searched).
//! - 公理十/十一: every move must make a whole-board shape (公理十: the stones on the board and
//!   the pass stones outside it) never seen before. Pass stones only accumulate, so every shape
//!   before the last pass has fewer of them: what a move may not repeat is a board seen since the
//!   last pass (the board at that pass included). That is the key kept here ([`State`]), and it
//!   is what lets a ko be retaken after passes (推论6 对照: 两虚(或两弃)终局的规定,取消了隔虚提劫的
//!   合理下法).
//!
//! Under these rules play can go on for ever (a ko taken and retaken across passes, each side
//! passing twice in between); 000 has no sentence on such a game, so its outcome is kept apart:
//! [`Outcome::Endless`], never counted as either side's.
//!
//! The search answers one question about the side `me`: does it end strictly below `target`
//! (by an [`Objective`]) when both play on well? Every state of play reachable from the start
//! is listed (a finite set: a state is the board, who moves, the passes in a row and the boards
//! seen since the last pass), and the outcome is the plain solution of a game on a finite
//! graph: `me` can force an end at or above the target from the states from which, whatever the
//! opponent does, it can reach such an end (the attractor, built backwards from the ends); the
//! opponent can force an end below it likewise; from every other state each side can keep the
//! other from its end, and play never ends. A start whose states outnumber the budget is not
//! decided ([`Exact::after_real_move`] gives `None`); the search never guesses.

use super::seki::Objective;
use crate::go::game::place;
use crate::go::grid::{Cell, Color, Grid};
use std::collections::HashMap;

/// How a line of play ends for `me` against the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    /// Four passes end the game with `me` strictly below the target.
    Below,
    /// The game never ends (neither side can force four passes on its terms, and neither
    /// leaves the cycle).
    Endless,
    /// Four passes end the game with `me` at or above the target.
    NotBelow,
}

/// A state of play: the board, who moves, the passes in a row just played, and the boards seen
/// since the last pass (sorted codes; the current board among them).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct State {
    board: u64,
    white_to_move: bool,
    passes: u8,
    since_pass: Vec<u64>,
}

/// The board as a base-3 number (0 empty, 1 Black, 2 White), row-major.
fn code(g: &Grid) -> u64 {
    g.points().fold(0u64, |acc, p| {
        acc * 3
            + match g.get(p) {
                Cell::Empty => 0,
                Cell::Stone(Color::Black) => 1,
                Cell::Stone(Color::White) => 2,
            }
    })
}

/// The states of play reachable from the starts given so far, each with its moves: one graph
/// shared by every question asked about them ([`Play::outcomes`]).
#[derive(Default)]
pub struct Play {
    index: HashMap<State, usize>,
    nodes: Vec<Node>,
    parents: Vec<Vec<usize>>,
}

/// A state's board, who moves, the states its moves lead to, and whether a pass ends the game
/// here (the fourth in a row).
struct Node {
    board: Grid,
    to_move: Color,
    children: Vec<usize>,
    ends: bool,
}

impl Play {
    /// No state listed yet.
    pub fn new() -> Play {
        Play::default()
    }

    /// How many states are listed.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether no state is listed.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The state where `to_move` is to play on `g`, `before` being the board before the real
    /// move of the other side that made `g` (no pass in a row yet; both boards seen since the
    /// last pass), with every state reachable from it listed. `None` when the listing would
    /// pass `budget` states in all (the states listed so far stay).
    pub fn after_real_move(
        &mut self,
        before: &Grid,
        g: &Grid,
        to_move: Color,
        budget: usize,
    ) -> Option<usize> {
        let mut since_pass = vec![code(before), code(g)];
        since_pass.sort_unstable();
        since_pass.dedup();
        let start = State {
            board: code(g),
            white_to_move: to_move == Color::White,
            passes: 0,
            since_pass,
        };
        if let Some(&i) = self.index.get(&start) {
            return Some(i);
        }
        let first = self.nodes.len();
        let mut todo: Vec<(usize, State)> = vec![(first, start.clone())];
        self.index.insert(start, first);
        self.parents.push(Vec::new());
        self.nodes.push(Node {
            board: g.clone(),
            to_move,
            children: Vec::new(),
            ends: false,
        });
        while let Some((i, state)) = todo.pop() {
            let g = self.nodes[i].board.clone();
            let to_move = self.nodes[i].to_move;
            let mut next: Vec<(Grid, State)> = Vec::new();
            if state.passes == 3 {
                // The fourth pass in a row ends the game (推论6).
                self.nodes[i].ends = true;
            } else {
                // A pass: one more pass stone, so every earlier shape is out of reach and only
                // this board is seen since it.
                next.push((
                    g.clone(),
                    State {
                        board: state.board,
                        white_to_move: !state.white_to_move,
                        passes: state.passes + 1,
                        since_pass: vec![state.board],
                    },
                ));
            }
            for p in g.points() {
                let Some(pl) = place(&g, to_move, p) else {
                    continue;
                };
                if !pl.self_captured.is_empty() {
                    continue;
                }
                let c = code(&pl.grid);
                let Err(at) = state.since_pass.binary_search(&c) else {
                    // 公理十一: this shape was seen since the last pass.
                    continue;
                };
                let mut since_pass = state.since_pass.clone();
                since_pass.insert(at, c);
                next.push((
                    pl.grid,
                    State {
                        board: c,
                        white_to_move: !state.white_to_move,
                        passes: 0,
                        since_pass,
                    },
                ));
            }
            let mut children = Vec::with_capacity(next.len());
            for (child, s) in next {
                let j = match self.index.get(&s) {
                    Some(&j) => j,
                    None => {
                        let j = self.nodes.len();
                        self.index.insert(s.clone(), j);
                        self.parents.push(Vec::new());
                        self.nodes.push(Node {
                            board: child,
                            to_move: to_move.opponent(),
                            children: Vec::new(),
                            ends: false,
                        });
                        todo.push((j, s));
                        j
                    }
                };
                children.push(j);
                self.parents[j].push(i);
            }
            self.nodes[i].children = children;
            if self.nodes.len() > budget {
                // Forget the unfinished listing.
                self.index.retain(|_, &mut j| j < first);
                self.nodes.truncate(first);
                self.parents.truncate(first);
                for ps in &mut self.parents {
                    ps.retain(|&p| p < first);
                }
                return None;
            }
        }
        Some(first)
    }

    /// The outcome of every listed state for `me` against `target` by `objective`: `me`'s
    /// attractor of the ends at or above the target (the states from which it can force such
    /// an end), then the opponent's attractor of the ends below it, and every other state
    /// endless (each side can keep the other from its end for ever).
    pub fn outcomes(&self, me: Color, objective: Objective, target: i64) -> Vec<Outcome> {
        let n = self.nodes.len();
        let parents = &self.parents;
        let end_outcome = |node: &Node| {
            if objective.value(&node.board, me) < target {
                Outcome::Below
            } else {
                Outcome::NotBelow
            }
        };
        // The states from which `side` forces an end whose outcome is `goal`.
        let attractor = |side: Color, goal: Outcome| -> Vec<bool> {
            let mut won = vec![false; n];
            // At the other side's states: the moves not yet known to lead into the attractor.
            let mut left: Vec<usize> = self
                .nodes
                .iter()
                .map(|node| node.children.len() + usize::from(node.ends))
                .collect();
            let mut todo: Vec<usize> = Vec::new();
            // One move of state `i` leads into the attractor: `side`'s state is won at once,
            // the other side's once none of its moves leads elsewhere.
            let mut reach = |i: usize, won: &mut Vec<bool>, todo: &mut Vec<usize>| {
                if won[i] {
                    return;
                }
                if self.nodes[i].to_move != side {
                    left[i] -= 1;
                    if left[i] > 0 {
                        return;
                    }
                }
                won[i] = true;
                todo.push(i);
            };
            for (i, node) in self.nodes.iter().enumerate() {
                if node.ends && end_outcome(node) == goal {
                    reach(i, &mut won, &mut todo);
                }
            }
            while let Some(c) = todo.pop() {
                for &p in &parents[c] {
                    reach(p, &mut won, &mut todo);
                }
            }
            won
        };
        let mine = attractor(me, Outcome::NotBelow);
        let theirs = attractor(me.opponent(), Outcome::Below);
        (0..n)
            .map(|i| {
                if mine[i] {
                    Outcome::NotBelow
                } else if theirs[i] {
                    Outcome::Below
                } else {
                    Outcome::Endless
                }
            })
            .collect()
    }
}

/// Whether `me` can force, within `depth` plies, the end of the game (four passes in a row) at
/// or above `target` by `objective`, when `to_move` is to play on `g` and `before` was the board
/// before the real move that made `g`: a strategy found by an AND/OR search whose every line
/// ends by four passes, so a `true` is a proof under the same rules as [`Play`]; a `false` proves
/// nothing. It decides at once the cases whose listing is too large (a move after which the
/// mover can simply pass to the end, while the other side has no move but passes).
pub fn forces_end_at_least(
    before: &Grid,
    g: &Grid,
    to_move: Color,
    me: Color,
    objective: Objective,
    target: i64,
    depth: usize,
) -> bool {
    let mut since_pass = vec![code(before), code(g)];
    since_pass.sort_unstable();
    since_pass.dedup();
    forces(g, to_move, 0, &since_pass, me, objective, target, depth)
}

#[allow(clippy::too_many_arguments)]
fn forces(
    g: &Grid,
    to_move: Color,
    passes: u8,
    since_pass: &[u64],
    me: Color,
    objective: Objective,
    target: i64,
    depth: usize,
) -> bool {
    let mine = to_move == me;
    // The moves: the pass (ending the game when it is the fourth in a row), then the real ones.
    let mut any = false;
    if passes == 3 {
        let ok = objective.value(g, me) >= target;
        if mine && ok {
            return true;
        }
        if !mine && !ok {
            return false;
        }
        any = true;
    }
    if depth == 0 {
        // No move left to look at: `me` proves nothing, and its opponent's every move is not
        // shown to lose for it.
        return false;
    }
    // The pass (one more pass stone: only this board is seen since it), then the real moves.
    let mut next: Vec<(Grid, u8, Vec<u64>)> = Vec::new();
    if passes < 3 {
        next.push((g.clone(), passes + 1, vec![code(g)]));
    }
    for p in g.points() {
        let Some(pl) = place(g, to_move, p) else {
            continue;
        };
        if !pl.self_captured.is_empty() {
            continue;
        }
        let c = code(&pl.grid);
        let Err(at) = since_pass.binary_search(&c) else {
            continue;
        };
        let mut seen = since_pass.to_vec();
        seen.insert(at, c);
        next.push((pl.grid, 0, seen));
    }
    for (child, child_passes, seen) in next {
        let r = forces(
            &child,
            to_move.opponent(),
            child_passes,
            &seen,
            me,
            objective,
            target,
            depth - 1,
        );
        if mine && r {
            return true;
        }
        if !mine && !r {
            return false;
        }
        any = true;
    }
    // `me` found no forcing move; at the opponent's turn every move was answered.
    !mine && any
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(rows: &[&str]) -> Grid {
        Grid::from_rows(rows).unwrap()
    }

    fn outcome(before: &[&str], now: &[&str], to_move: Color, me: Color, target: i64) -> Outcome {
        let mut play = Play::new();
        let i = play
            .after_real_move(&g(before), &g(now), to_move, 1_000_000)
            .unwrap();
        play.outcomes(me, Objective::AreaMargin, target)[i]
    }

    /// 1x3 `X..` after Black's a1 on the empty board, White to play. Black's value now: a1 and
    /// its liberty b1, White nothing: +2 points, +4 half points. No end is above the whole board
    /// (+6 half points), so a target of +7 is refused whatever is played, and the lowest
    /// possible (-6, the whole board White's) is reached by every end.
    #[test]
    fn targets_out_of_reach_and_in_reach() {
        assert_eq!(Objective::AreaMargin.value(&g(&["X.."]), Color::Black), 4);
        let o = |t| outcome(&["..."], &["X.."], Color::White, Color::Black, t);
        assert_eq!(o(7), Outcome::Below);
    }

    /// 1x2 `X.`, White to play: a ko that never ends. White b1 takes a1 (`.O`); Black cannot
    /// take back at once (the board `X.` was seen since the last pass), so Black passes, White
    /// passes (its own a1 would be suicide), and Black retakes (a new shape: one more pass stone
    /// each). Now White cannot take back until Black has passed, and Black has no other move
    /// than a pass (b1 is suicide). Whoever passes a third time in a row lets the other end the
    /// game on its own terms (Black keeps both points, or White does), so neither does: 隔虚提劫
    /// for ever. Black's target +4 half points (both points) is neither reached nor refused.
    #[test]
    fn a_one_by_two_ko_never_ends() {
        assert_eq!(Objective::AreaMargin.value(&g(&["X."]), Color::Black), 4);
        assert_eq!(
            outcome(&[".."], &["X."], Color::White, Color::Black, 4),
            Outcome::Endless
        );
        // Black's target +5 is above every end: White ends the game when it likes.
        assert_eq!(
            outcome(&[".."], &["X."], Color::White, Color::Black, 5),
            Outcome::Below
        );
    }
}
