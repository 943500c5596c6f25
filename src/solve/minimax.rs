//! Plain minimax: every legal move searched to the end of the game, no pruning, no table, no
//! ordering — obviously the definition of the value. Only small trees finish; the tests check
//! the solver against it.

use super::rules::RuleSet;
use crate::search::board::Geometry;
use crate::search::game::Game;

/// Black's result under optimal play from the empty board of `geo` under `rs`, or `None` if a
/// line reaches `max_plies` moves or more than `budget` nodes are searched.
pub fn value(geo: Geometry, rs: &RuleSet, max_plies: usize, budget: u64) -> Option<i32> {
    let mut g = Game::new(geo, rs.rules);
    let mut nodes = 0u64;
    value_of(&mut g, rs, max_plies, budget, &mut nodes)
}

/// Black's result under optimal play from the game as it stands (its history counts).
pub fn value_of(
    g: &mut Game,
    rs: &RuleSet,
    max_plies: usize,
    budget: u64,
    nodes: &mut u64,
) -> Option<i32> {
    *nodes += 1;
    if *nodes > budget {
        return None;
    }
    let cur = *g.current();
    if cur.over {
        return Some(rs.final_score(g));
    }
    if g.moves.len() >= max_plies {
        return None;
    }
    let black = cur.to_move == 0;
    let mut best: Option<i32> = None;
    for mv in g.legal_moves() {
        g.play(mv);
        let v = value_of(g, rs, max_plies, budget, nodes);
        g.undo();
        let v = v?;
        best = Some(match best {
            None => v,
            Some(b) if black => b.max(v),
            Some(b) => b.min(v),
        });
    }
    // A node with no legal move would be a dead end; every rule set here allows a pass.
    best.or(Some(rs.final_score(g)))
}

/// The depth-bounded plain minimax for rule sets with endless games: Black's result from the
/// game as it stands when every line still unfinished after `depth` more moves counts at the
/// least result ([`RuleSet::bound`] below zero) — the first of the pair — or at the greatest —
/// the second. The first is what Black can force within `depth` moves, whatever an endless
/// game is worth; the second what White cannot keep Black under. The first never falls and the
/// second never rises as `depth` grows; where they meet, that is the value the solver must
/// report (`proofs/solver.md`, "Rule sets with endless games"). `None` past `budget` nodes.
pub fn bounded(
    g: &mut Game,
    rs: &RuleSet,
    depth: usize,
    budget: u64,
    nodes: &mut u64,
) -> Option<(i32, i32)> {
    *nodes += 1;
    if *nodes > budget {
        return None;
    }
    let cur = *g.current();
    if cur.over {
        let v = rs.final_score(g);
        return Some((v, v));
    }
    let b = rs.bound(&g.geo);
    if depth == 0 {
        return Some((-b, b));
    }
    let black = cur.to_move == 0;
    let mut best: Option<(i32, i32)> = None;
    for mv in g.legal_moves() {
        g.play(mv);
        let v = bounded(g, rs, depth - 1, budget, nodes);
        g.undo();
        let (lo, hi) = v?;
        best = Some(match best {
            None => (lo, hi),
            Some((l, h)) if black => (l.max(lo), h.max(hi)),
            Some((l, h)) => (l.min(lo), h.min(hi)),
        });
    }
    // A node with no legal move is scored, as the solver does; every rule set allows a pass.
    let v = rs.final_score(g);
    best.or(Some((v, v)))
}
