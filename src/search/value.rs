//! The value of a small board under optimal play (T8's open half): the area margin Black gets
//! when both sides play perfectly from the empty board, found by a full alpha-beta search of
//! the game tree of [`Game`] under one rule set.
//!
//! The tree is finite when the ko rule forbids every earlier board (positional superko): real
//! moves can never recreate a board, so there are finitely many of them, and consecutive passes
//! end the game (two or four of them). Rule sets whose games can be infinite (simple ko, JPD-A11
//! with four passes, see T7) have no value this search can find; it stops at `max_plies` and
//! says so instead of guessing.
//!
//! Scoring is simple area ([`super::explore::margin`]: stones plus empty regions bordered by one
//! colour only), no komi: the value is Black's area minus White's.

use super::board::{Geometry, Stones};
use super::explore::margin;
use super::game::{Game, PlayRules, SMove};

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Black's area margin under optimal play.
    pub value: i32,
    /// One optimal game (every move a best reply), ending when the game is over.
    pub line: Vec<SMove>,
    /// Positions searched.
    pub nodes: u64,
}

/// Why the search gave no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unsolved {
    /// A line reached `max_plies` moves without ending (the rule set may admit infinite games).
    TooDeep,
    /// More than the node budget was searched.
    Budget(u64),
}

struct Search {
    max_plies: usize,
    budget: u64,
    nodes: u64,
    bound: i32,
}

impl Search {
    /// Negamax with alpha-beta: the value for the side to move.
    fn negamax(&mut self, g: &mut Game, mut alpha: i32, beta: i32) -> Result<i32, Unsolved> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(Unsolved::Budget(self.budget));
        }
        let me = g.current().to_move;
        if g.is_over() {
            let m = margin(&g.geo, g.current().stones);
            return Ok(if me == 0 { m } else { -m });
        }
        if g.moves.len() >= self.max_plies {
            return Err(Unsolved::TooDeep);
        }
        let mut best = -self.bound - 1;
        for mv in g.legal_moves() {
            g.play(mv);
            let v = self.negamax(g, -beta, -alpha);
            g.undo();
            let v = -v?;
            if v > best {
                best = v;
            }
            if best > alpha {
                alpha = best;
            }
            if alpha >= beta {
                break;
            }
        }
        Ok(best)
    }
}

/// The value of `geo` from the empty board under `rules`, with one optimal line.
pub fn solve(
    geo: Geometry,
    rules: PlayRules,
    max_plies: usize,
    budget: u64,
) -> Result<Solved, Unsolved> {
    solve_game(Game::new(geo, rules), max_plies, budget)
}

/// The value of the game `g` as it stands (its history counts for the ko rule), for Black,
/// with one optimal line from there.
pub fn solve_game(mut g: Game, max_plies: usize, budget: u64) -> Result<Solved, Unsolved> {
    let mut s = Search {
        max_plies: g.moves.len() + max_plies,
        budget,
        nodes: 0,
        bound: g.geo.points() as i32,
    };
    let b = s.bound;
    let black = g.current().to_move == 0;
    let mine = s.negamax(&mut g, -b - 1, b + 1)?;
    // Walk one optimal line: at each step a move whose exact value is the position's value.
    let mut line = Vec::new();
    let mut want = mine;
    while !g.is_over() {
        let mut next = None;
        for mv in g.legal_moves() {
            g.play(mv);
            let v = -s.negamax(&mut g, -want - 1, -want + 1)?;
            if v == want {
                next = Some(mv);
                break;
            }
            g.undo();
        }
        let Some(mv) = next else {
            unreachable!("a position's value is the value of one of its moves")
        };
        line.push(mv);
        want = -want;
    }
    Ok(Solved {
        value: if black { mine } else { -mine },
        line,
        nodes: s.nodes,
    })
}

/// A line of play as text (`B a2 W pass ...`, the guide's coordinates), `first` (0 Black,
/// 1 White) moving first.
pub fn line_text(geo: &Geometry, first: u8, line: &[SMove]) -> String {
    line.iter()
        .enumerate()
        .map(|(i, m)| {
            let c = if (i as u8 + first).is_multiple_of(2) {
                "B"
            } else {
                "W"
            };
            match m {
                SMove::Play(p) => format!("{c} {}", geo.point(*p as usize).guide_name(geo.height)),
                SMove::Pass(_) => format!("{c} pass"),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A position whose value differs under two rule sets (T8: two-pass vs four-pass ending).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Separation {
    /// The stones of the start position.
    pub stones: Stones,
    /// The side to move (0 Black, 1 White).
    pub to_move: u8,
    /// Black's value under the first and the second rule set, with an optimal line each.
    pub values: [Solved; 2],
}

/// What [`separations`] found on one board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// Start positions (legal position and side to move) solved under both rule sets.
    pub solved: u64,
    /// Start positions left unsolved (budget or depth).
    pub unsolved: u64,
    /// Positions searched in all.
    pub nodes: u64,
    /// The start positions whose values differ.
    pub differ: Vec<Separation>,
}

/// Every legal position of `geo` with either side to move, as the start of a game with no
/// history, solved under `a` and `b`: the positions whose optimal-play values differ.
pub fn separations(
    geo: Geometry,
    a: PlayRules,
    b: PlayRules,
    max_plies: usize,
    budget: u64,
) -> Scan {
    let mut scan = Scan::default();
    let n = geo.points();
    let mut code = vec![0u8; n];
    loop {
        let mut stones: Stones = [0, 0];
        for (p, &c) in code.iter().enumerate() {
            if c > 0 {
                stones[(c - 1) as usize] |= 1 << p;
            }
        }
        if geo.is_legal_position(stones) {
            for to_move in 0..2u8 {
                let va = solve_game(
                    Game::from_position(geo, a, stones, to_move),
                    max_plies,
                    budget,
                );
                let vb = solve_game(
                    Game::from_position(geo, b, stones, to_move),
                    max_plies,
                    budget,
                );
                match (va, vb) {
                    (Ok(x), Ok(y)) => {
                        scan.solved += 1;
                        scan.nodes += x.nodes + y.nodes;
                        if x.value != y.value {
                            scan.differ.push(Separation {
                                stones,
                                to_move,
                                values: [x, y],
                            });
                        }
                    }
                    _ => scan.unsolved += 1,
                }
            }
        }
        // Next code in base 3.
        let mut i = 0;
        while i < n && code[i] == 2 {
            code[i] = 0;
            i += 1;
        }
        if i == n {
            break;
        }
        code[i] += 1;
    }
    scan
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::game::preset;

    fn board(s: &str) -> Geometry {
        Geometry::parse(s).unwrap()
    }

    /// 1x1: the only real move is suicide (forbidden), so Black and White pass and the empty
    /// board scores 0 under either ending.
    #[test]
    fn one_by_one_is_zero() {
        for r in ["psk", "psk-4"] {
            let s = solve(board("1x1"), preset(r).unwrap(), 50, 1_000_000).unwrap();
            assert_eq!(s.value, 0, "{r}");
        }
    }

    /// By hand, under positional superko with suicide forbidden. 1x2: whoever plays first
    /// loses the board (the other captures, and the retake would recreate a board), so both
    /// pass: 0. 1x3: Black takes the middle; a white stone on either end would have no
    /// liberty and capture nothing (suicide), so White can only pass: Black owns all 3.
    /// The four-pass ending changes neither.
    #[test]
    fn one_by_two_and_one_by_three_by_hand() {
        for r in ["psk", "psk-4"] {
            let v = |b| solve(board(b), preset(r).unwrap(), 50, 1_000_000).unwrap();
            assert_eq!(v("1x2").value, 0, "{r}");
            assert_eq!(v("1x3").value, 3, "{r}");
            assert_eq!(line_text(&board("1x3"), 0, &v("1x3").line[..1]), "B a2");
        }
    }

    /// T8 under optimal play on the smallest boards: no start position (legal position, either
    /// side to move, no history) of 1x2 or 1x3 has a different value under the two endings.
    #[test]
    fn no_start_position_of_1x2_or_1x3_separates_the_endings() {
        for b in ["1x2", "1x3"] {
            let two = preset("psk").unwrap();
            let four = preset("psk-4").unwrap();
            let scan = separations(board(b), two, four, 100, 10_000_000);
            assert_eq!(scan.unsolved, 0, "{b}");
            assert!(scan.differ.is_empty(), "{b}: {:?}", scan.differ);
            // 1x2: 5 legal positions (empty, one stone of either colour on either point),
            // 1x3: 15; each with either side to move.
            assert_eq!(scan.solved, if b == "1x2" { 10 } else { 30 }, "{b}");
        }
    }

    /// The search refuses a rule set with infinite games instead of guessing: simple ko with
    /// four passes on 1x2 has a ko retaken between pairs of passes (T7).
    #[test]
    fn an_infinite_rule_set_is_not_solved() {
        let r = solve(board("1x2"), preset("simple-4").unwrap(), 30, 10_000_000);
        assert_eq!(r, Err(Unsolved::TooDeep));
    }

    /// The optimal game the search returns is legal move by move, ends, and scores its value
    /// (1x4 under two passes only: its four-pass tree takes seconds).
    #[test]
    fn the_line_ends_with_the_value() {
        for (b, r) in [
            ("1x2", "psk"),
            ("1x2", "psk-4"),
            ("1x3", "psk"),
            ("1x3", "psk-4"),
            ("1x4", "psk"),
        ] {
            {
                let s = solve(board(b), preset(r).unwrap(), 200, 100_000_000).unwrap();
                let mut g = Game::new(board(b), preset(r).unwrap());
                for &m in &s.line {
                    assert!(g.play(m), "{b} {r}: illegal {m:?}");
                }
                assert!(g.is_over(), "{b} {r}");
                assert_eq!(margin(&g.geo, g.current().stones), s.value, "{b} {r}");
            }
        }
    }
}
