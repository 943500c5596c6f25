//! The searches behind T6, T7, T8 and YG-14, and their findings (SGF + SVG).
//!
//! - [`t6_inclusion`]: over every game to a depth, the moves forbidden by simple ko are
//!   forbidden by situational superko, and those by positional superko (T6).
//! - [`forbidden_by_other`]: the shortest game legal under one rule set whose last move
//!   another forbids (T6: JPD-A11 retakes a ko after passes where positional superko cannot).
//! - [`find_lasso`]: the shortest infinite legal game as a prefix and a repeating part,
//!   verified by replaying the repeating part several times (T7, JPD-A11 + C6, YG-14).
//! - [`t8_witness`]: a game ended by two passes whose area result four-pass play overturns.

use super::board::{colour, Geometry, Stones};
use super::game::{preset, Game, PlayRules, SMove};
use crate::findings::Finding;
use crate::svg::{GoDiagram, Mark, Stone};
use qili_spec::go::game::{Ko, PassKind};
use qili_spec::go::grid::Color;
use std::collections::HashSet;

/// A game found by a search, from the empty board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Witness {
    /// The board.
    pub geo: Geometry,
    /// The rule preset the game was found under.
    pub rules: String,
    /// The moves from the empty board.
    pub moves: Vec<SMove>,
    /// Where the repeating part starts (for an infinite game: `moves[cycle_start..]` repeats).
    pub cycle_start: Option<usize>,
}

fn coord(geo: &Geometry, p: u8) -> String {
    let pt = geo.point(p as usize);
    format!(
        "{}{}",
        (b'a' + pt.x as u8) as char,
        (b'a' + pt.y as u8) as char
    )
}

impl Witness {
    /// The moves as text: `B a1 W pass ...` with the guide's coordinates.
    pub fn text(&self) -> String {
        let mut out = Vec::new();
        for (i, m) in self.moves.iter().enumerate() {
            if Some(i) == self.cycle_start {
                out.push("|".to_string());
            }
            let c = if i % 2 == 0 { "B" } else { "W" };
            out.push(match m {
                SMove::Play(p) => format!(
                    "{c} {}",
                    self.geo.point(*p as usize).guide_name(self.geo.height)
                ),
                SMove::Pass(_) => format!("{c} pass"),
            });
        }
        if self.cycle_start.is_some() {
            out.push("| (repeat)".into());
        }
        out.join(" ")
    }

    /// The witness as SGF (`SZ[w:h]`), the repeating part marked by a comment on its first move.
    pub fn sgf(&self, comment: &str) -> String {
        let size = if self.geo.width == self.geo.height {
            format!("{}", self.geo.width)
        } else {
            format!("{}:{}", self.geo.width, self.geo.height)
        };
        let mut s = format!(
            "(;GM[1]FF[4]SZ[{size}]RU[{}]C[{}]",
            self.rules,
            comment.replace(']', "\\]")
        );
        for (i, m) in self.moves.iter().enumerate() {
            let c = if i % 2 == 0 { "B" } else { "W" };
            let v = match m {
                SMove::Play(p) => coord(&self.geo, *p),
                SMove::Pass(_) => String::new(),
            };
            s.push_str(&format!(";{c}[{v}]"));
            if Some(i) == self.cycle_start {
                s.push_str("C[the repeating part starts here]");
            }
        }
        s.push_str(")\n");
        s
    }

    /// The position at the start of the repeating part (or at the end), with the real moves
    /// after it numbered.
    pub fn svg(&self, caption: &str) -> String {
        let rules = preset(&self.rules).ok();
        let upto = self.cycle_start.unwrap_or(self.moves.len());
        let mut stones: Stones = [0, 0];
        if let Some(r) = rules {
            let mut g = Game::new(self.geo, r);
            for &m in &self.moves[..upto] {
                g.play(m);
            }
            stones = g.current().stones;
        }
        let cells = (0..self.geo.points())
            .map(|i| {
                if stones[0] >> i & 1 == 1 {
                    Some(Stone::Black)
                } else if stones[1] >> i & 1 == 1 {
                    Some(Stone::White)
                } else {
                    None
                }
            })
            .collect();
        let mut d = GoDiagram::new(self.geo.width, self.geo.height, cells);
        if self.cycle_start.is_some() {
            for (k, m) in self.moves[upto..].iter().enumerate() {
                if let SMove::Play(p) = m {
                    d.marks
                        .push((*p as usize, Mark::Label(format!("{}", k + 1))));
                }
            }
        }
        d.caption = caption.to_string();
        d.to_svg()
    }

    /// The finding for a claim.
    pub fn finding(&self, claim: &str, name: &str, summary: &str, command: &str) -> Finding {
        Finding {
            claim: claim.into(),
            name: name.into(),
            summary: format!("{summary} Moves: {}", self.text()),
            rules: vec![self.rules.clone()],
            witness: self.sgf(summary),
            command: command.into(),
            svg: Some(self.svg(&self.text())),
        }
    }
}

/// Replays `moves` from the empty board; `None` at the first illegal move.
pub fn replay(geo: Geometry, rules: PlayRules, moves: &[SMove]) -> Option<Game> {
    let mut g = Game::new(geo, rules);
    for &m in moves {
        if !g.play(m) {
            return None;
        }
    }
    Some(g)
}

/// What [`t6_inclusion`] found.
#[derive(Clone, Debug, Default)]
pub struct Inclusion {
    /// (game, real move) pairs examined.
    pub cases: u64,
    /// Real moves forbidden by simple ko, situational superko and positional superko, in that order.
    pub forbidden: [u64; 3],
    /// Counterexamples: the game and the move, and which inclusion fails (0: simple ⊄ ssk, 1: ssk ⊄ psk).
    pub violations: Vec<(Vec<SMove>, SMove, usize)>,
}

/// T6: over every game of at most `depth` moves legal under simple ko (suicide and ending as
/// in `base`), every real move forbidden by simple ko is forbidden by situational superko, and
/// every one forbidden by situational superko by positional superko.
pub fn t6_inclusion(geo: Geometry, base: PlayRules, depth: usize) -> Inclusion {
    let mut rules = base;
    rules.ko = qili_spec::go::game::KoRule::Plain(Ko::Simple);
    let mut g = Game::new(geo, rules);
    let mut out = Inclusion::default();
    fn rec(g: &mut Game, depth: usize, out: &mut Inclusion) {
        if g.is_over() {
            return;
        }
        let kos = [Ko::Simple, Ko::SituationalSuperko, Ko::PositionalSuperko];
        for p in 0..g.geo.points() as u8 {
            let m = SMove::Play(p);
            let mut f = [false; 3];
            for (i, ko) in kos.iter().enumerate() {
                g.rules.ko = qili_spec::go::game::KoRule::Plain(*ko);
                f[i] = g.try_move(m).is_none();
            }
            g.rules.ko = qili_spec::go::game::KoRule::Plain(Ko::Simple);
            // Occupied points and suicides are forbidden by all three alike; count the rest.
            out.cases += 1;
            for (count, &fi) in out.forbidden.iter_mut().zip(&f) {
                *count += fi as u64;
            }
            for i in 0..2 {
                if f[i] && !f[i + 1] && out.violations.len() < 10 {
                    out.violations.push((g.moves.clone(), m, i));
                }
            }
        }
        if depth == 0 {
            return;
        }
        for m in g.legal_moves() {
            g.play(m);
            rec(g, depth - 1, out);
            g.undo();
        }
    }
    rec(&mut g, depth, &mut out);
    out
}

/// The shortest game (iterative deepening to `max_depth`) legal under `allowed` whose last
/// move `other` forbids, with the other's legality of every earlier move kept.
pub fn forbidden_by_other(
    geo: Geometry,
    allowed: (&str, PlayRules),
    other: PlayRules,
    max_depth: usize,
) -> Option<Witness> {
    for depth in 1..=max_depth {
        let mut g = Game::new(geo, allowed.1);
        let mut h = Game::new(geo, other);
        if let Some(moves) = fbo(&mut g, &mut h, depth) {
            return Some(Witness {
                geo,
                rules: allowed.0.to_string(),
                moves,
                cycle_start: None,
            });
        }
    }
    None
}

fn fbo(g: &mut Game, h: &mut Game, depth: usize) -> Option<Vec<SMove>> {
    for m in g.legal_moves() {
        if depth == 1 {
            if matches!(m, SMove::Play(_)) && h.try_move(m).is_none() {
                let mut moves = g.moves.clone();
                moves.push(m);
                return Some(moves);
            }
        } else if h.try_move(m).is_some() {
            g.play(m);
            h.play(m);
            let r = fbo(g, h, depth - 1);
            g.undo();
            h.undo();
            if r.is_some() {
                return r;
            }
        }
    }
    None
}

/// What [`find_lasso`] found.
#[derive(Clone, Debug)]
pub enum Lasso {
    /// An infinite legal game: a prefix and a repeating part, replayed `verified` times.
    Found {
        /// The game.
        witness: Witness,
        /// How many times the repeating part was replayed and found legal.
        verified: usize,
    },
    /// No infinite game whose prefix and one repetition fit in `depth` moves; `nodes` games
    /// examined; `complete` if the search was not cut by the node budget.
    NoneUpTo {
        /// The greatest number of moves searched.
        depth: usize,
        /// Games examined.
        nodes: u64,
        /// Whether the search ended without hitting the node budget.
        complete: bool,
        /// The longest finished game seen, in moves.
        longest_finished: usize,
    },
}

/// The state a repetition must match for a repeating part to be a candidate: stones, side to
/// move, the ending state, and the stones two plies back (simple ko).
fn lasso_key(g: &Game) -> (Stones, u8, u8, bool, u8, Stones) {
    let n = g.nodes.len();
    let c = g.current();
    let prev = if n >= 2 {
        g.nodes[n - 2].stones
    } else {
        [u32::MAX, 0]
    };
    (
        c.stones,
        c.to_move,
        c.trailing.min(4),
        c.suspended,
        c.run_after,
        prev,
    )
}

/// How many times a repeating part is replayed to accept it.
pub const LASSO_REPEATS: usize = 4;

/// Searches (iterative deepening to `max_depth`, at most `budget` nodes) for the shortest
/// infinite legal game under `rules`: moves `p + c` such that `p + c + c + c + c` is legal and
/// not over, where the state after `p + c` equals the state after `p`. Every rule here reads
/// only the stones, side to move, ending state and history; the replay is the check, and the
/// argument that the repetition goes on forever is in the finding's summary per rule.
pub fn find_lasso(
    geo: Geometry,
    rules: (&str, PlayRules),
    max_depth: usize,
    budget: u64,
    mut tick: impl FnMut(u64),
) -> Lasso {
    let mut nodes = 0u64;
    let mut complete = true;
    let mut longest_finished = 0;
    for depth in 1..=max_depth {
        let mut g = Game::new(geo, rules.1);
        let mut keys = vec![lasso_key(&g)];
        let mut cut = false;
        if let Some(w) = lasso_rec(
            &mut g,
            &mut keys,
            depth,
            &mut nodes,
            budget,
            &mut cut,
            &mut longest_finished,
            &mut tick,
        ) {
            return Lasso::Found {
                witness: Witness {
                    geo,
                    rules: rules.0.to_string(),
                    moves: w.0,
                    cycle_start: Some(w.1),
                },
                verified: LASSO_REPEATS,
            };
        }
        if cut {
            complete = false;
            return Lasso::NoneUpTo {
                depth: depth - 1,
                nodes,
                complete,
                longest_finished,
            };
        }
    }
    Lasso::NoneUpTo {
        depth: max_depth,
        nodes,
        complete,
        longest_finished,
    }
}

#[allow(clippy::too_many_arguments)]
fn lasso_rec(
    g: &mut Game,
    keys: &mut Vec<(Stones, u8, u8, bool, u8, Stones)>,
    depth: usize,
    nodes: &mut u64,
    budget: u64,
    cut: &mut bool,
    longest_finished: &mut usize,
    tick: &mut impl FnMut(u64),
) -> Option<(Vec<SMove>, usize)> {
    *nodes += 1;
    if *nodes & 0xFFFF == 0 {
        tick(*nodes);
    }
    if *nodes > budget {
        *cut = true;
        return None;
    }
    if g.is_over() {
        *longest_finished = (*longest_finished).max(g.moves.len());
        return None;
    }
    let k = *keys.last().unwrap();
    for (i, earlier) in keys[..keys.len() - 1].iter().enumerate() {
        if *earlier == k {
            let prefix = &g.moves[..i];
            let cycle = &g.moves[i..];
            let mut all = prefix.to_vec();
            for _ in 0..=LASSO_REPEATS {
                all.extend_from_slice(cycle);
            }
            if let Some(r) = replay(g.geo, g.rules, &all) {
                if !r.is_over() {
                    return Some((g.moves.clone(), i));
                }
            }
        }
    }
    if depth == 0 {
        return None;
    }
    for m in g.legal_moves() {
        g.play(m);
        keys.push(lasso_key(g));
        let r = lasso_rec(
            g,
            keys,
            depth - 1,
            nodes,
            budget,
            cut,
            longest_finished,
            tick,
        );
        keys.pop();
        g.undo();
        if r.is_some() || *cut {
            return r;
        }
    }
    None
}

/// What [`real_shape_termination`] found.
#[derive(Clone, Debug)]
pub struct Termination {
    /// Distinct search states (see [`real_shape_termination`]) examined.
    pub states: u64,
    /// Distinct positions (board, side to move) met: the N of the bound 2N + 3.
    pub situations: usize,
    /// The longest game, in moves (meaningful when `complete` and no `infinite`).
    pub longest: usize,
    /// An infinite legal game: the state after `moves[..cycle_start]` comes back.
    pub infinite: Option<Witness>,
    /// Whether the search ended without hitting the state budget or the 128-position limit.
    pub complete: bool,
}

/// Everything the legality of the next moves depends on under the Ying real-shape readings
/// ([`qili_spec::yg::ko::Interval::PassForHotStonesRealShapes`], suspend-then-end): the node's
/// stones, side to move and ending state; the stones two plies back if the last move was real
/// (hot stones); the shapes real moves made (a bit per position) and whether one recurred;
/// the shapes made since the last pass (the strict reading; 0 for `ying-shape`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct ShapeState {
    stones: Stones,
    to_move: u8,
    trailing: u8,
    suspended: bool,
    run_after: u8,
    hot: Option<Stones>,
    shapes: u128,
    since_pass: u128,
    recurred: bool,
}

/// YG-14 / T7 decided exhaustively for a Ying real-shape reading (`ying-shape`,
/// `ying-shape-strict`): every game from the empty board, without a depth limit, as a graph
/// of [`ShapeState`]s (two games in the same state have the same legal continuations, so each
/// state is expanded once). Every game ends if and only if no state comes back on a path; the
/// longest game is the longest path. At most 128 positions with the side to move and `budget`
/// states: 1x2 and 1x3 are small (about 700 and 265,000 states); 1x4 and 2x2 have more than
/// 20 million (the sets of shapes made) and are out of reach.
///
/// # Panics
///
/// If `rules` is not a real-shape Ying reading.
pub fn real_shape_termination(geo: Geometry, rules: (&str, PlayRules), budget: u64) -> Termination {
    use qili_spec::go::game::KoRule;
    use qili_spec::yg::ko::{CycleLimit, Interval};
    let strict = match rules.1.ko {
        KoRule::Ying(y) if y.interval == Interval::PassForHotStonesRealShapes => {
            y.cycle == CycleLimit::NoRecurrence
        }
        _ => panic!(
            "real_shape_termination needs a ying-shape reading, not {}",
            rules.0
        ),
    };
    struct Walk {
        index: std::collections::HashMap<(Stones, u8), u32>,
        longest: std::collections::HashMap<ShapeState, usize>,
        path: Vec<ShapeState>,
        infinite: Option<(Vec<SMove>, usize)>,
        budget: u64,
        cut: bool,
        /// Whether the shapes since the last pass matter (only the strict reading reads them).
        strict: bool,
    }
    impl Walk {
        fn bit(&mut self, stones: Stones, to_move: u8) -> Option<u128> {
            let n = self.index.len() as u32;
            let i = *self.index.entry((stones, to_move)).or_insert(n);
            (i < 128).then(|| 1u128 << i)
        }
        /// The longest game from here, in moves; `None` once the walk is cut or has found
        /// an infinite game.
        fn rec(&mut self, g: &mut Game, s: ShapeState) -> Option<usize> {
            if let Some(&l) = self.longest.get(&s) {
                return Some(l);
            }
            if let Some(i) = self.path.iter().position(|&p| p == s) {
                self.infinite = Some((g.moves.clone(), i));
                return None;
            }
            if self.longest.len() as u64 >= self.budget {
                self.cut = true;
                return None;
            }
            self.path.push(s);
            let mut best = 0;
            for m in g.legal_moves() {
                let real = matches!(m, SMove::Play(_));
                g.play(m);
                let c = *g.current();
                let Some(bit) = self.bit(c.stones, c.to_move) else {
                    self.cut = true;
                    return None;
                };
                let t = ShapeState {
                    stones: c.stones,
                    to_move: c.to_move,
                    trailing: c.trailing,
                    suspended: c.suspended,
                    run_after: c.run_after,
                    hot: real.then_some(s.stones),
                    shapes: if real { s.shapes | bit } else { s.shapes },
                    since_pass: if real && self.strict {
                        s.since_pass | bit
                    } else {
                        0
                    },
                    recurred: s.recurred || (real && s.shapes & bit != 0),
                };
                let r = if c.over { Some(0) } else { self.rec(g, t) };
                g.undo();
                best = best.max(1 + r?);
            }
            self.path.pop();
            self.longest.insert(s, best);
            Some(best)
        }
    }
    let mut g = Game::new(geo, rules.1);
    let mut w = Walk {
        index: Default::default(),
        longest: Default::default(),
        path: Vec::new(),
        infinite: None,
        budget,
        cut: false,
        strict,
    };
    let c = *g.current();
    let bit = w.bit(c.stones, c.to_move).expect("the first position");
    let s = ShapeState {
        stones: c.stones,
        to_move: c.to_move,
        trailing: c.trailing,
        suspended: c.suspended,
        run_after: c.run_after,
        hot: None,
        shapes: bit,
        since_pass: if strict { bit } else { 0 },
        recurred: false,
    };
    let longest = w.rec(&mut g, s);
    Termination {
        states: w.longest.len() as u64,
        situations: w.index.len(),
        longest: longest.unwrap_or(0),
        infinite: w.infinite.map(|(moves, i)| Witness {
            geo,
            rules: rules.0.to_string(),
            moves,
            cycle_start: Some(i),
        }),
        complete: !w.cut,
    }
}

/// What [`marks_termination_steps`] found on one board: the steps of the termination proof of
/// the per-cycle readings (proofs/T7.md (7)) checked on every game (to its end, or to the
/// depth when the walk is cut there).
#[derive(Clone, Debug)]
pub struct StepWalk {
    /// Game prefixes examined (nodes of the game tree).
    pub nodes: u64,
    /// Games walked to their end.
    pub finished: u64,
    /// Whether every game ended within the depth (the whole game tree was walked).
    pub whole_tree: bool,
    /// The longest finished game, in moves.
    pub longest: usize,
    /// Distinct positions (board, side to move) that real moves made, the start included:
    /// the N of the bound.
    pub shapes: usize,
    /// Step (i): a real move that repeats a step (last shape, next shape) already made in its
    /// game; the proof says there is none.
    pub repeated_step: Option<Witness>,
    /// Step (iii): a game whose passes outnumber its real moves by more than four; the proof
    /// says there is none.
    pub passes_over: Option<Witness>,
}

/// The termination proof of `ying-marks` and `ying-marks-strict` (proofs/T7.md (7); 003 攪子
/// "越環後環環相同,實為攪窮"), each step checked on every game of the game tree of `geo` up to
/// `depth` moves, with no merging of games: (i) every real move makes a step (the shape the
/// last real move made, the shape this one makes) not made before in its game; (ii) so a game
/// has at most N² real moves, N the positions (board, side to move) real moves make; (iii) a
/// game has at most four passes more than real moves (YG-8's suspend-then-end: at most one
/// pass before, between and after the real moves, R + 1 runs, except the run that suspends
/// (two passes) and the run that ends (two more after it), together at most three more);
/// so at most 2N² + 4 moves.
/// When the walk is whole (`whole_tree`), every game ends and the longest is measured.
pub fn marks_termination_steps(geo: Geometry, rules: (&str, PlayRules), depth: usize) -> StepWalk {
    type Shape = (Stones, u8);
    struct W<'a> {
        name: &'a str,
        geo: Geometry,
        depth: usize,
        out: StepWalk,
        seen: HashSet<Shape>,
        steps: Vec<(Shape, Shape)>,
        last: Vec<Shape>,
        reals: usize,
        passes: usize,
    }
    impl W<'_> {
        fn witness(&self, g: &Game) -> Witness {
            Witness {
                geo: self.geo,
                rules: self.name.to_string(),
                moves: g.moves.clone(),
                cycle_start: None,
            }
        }
        fn rec(&mut self, g: &mut Game) {
            self.out.nodes += 1;
            if g.is_over() {
                self.out.finished += 1;
                self.out.longest = self.out.longest.max(g.moves.len());
                return;
            }
            if g.moves.len() >= self.depth {
                self.out.whole_tree = false;
                return;
            }
            for m in g.legal_moves() {
                g.play(m);
                let c = *g.current();
                let real = matches!(m, SMove::Play(_));
                if real {
                    let shape = (c.stones, c.to_move);
                    let step = (*self.last.last().expect("the start is a shape"), shape);
                    if self.steps.contains(&step) && self.out.repeated_step.is_none() {
                        self.out.repeated_step = Some(self.witness(g));
                    }
                    self.seen.insert(shape);
                    self.steps.push(step);
                    self.last.push(shape);
                    self.reals += 1;
                } else {
                    self.passes += 1;
                }
                if self.passes > self.reals + 4 && self.out.passes_over.is_none() {
                    self.out.passes_over = Some(self.witness(g));
                }
                self.rec(g);
                if real {
                    self.steps.pop();
                    self.last.pop();
                    self.reals -= 1;
                } else {
                    self.passes -= 1;
                }
                g.undo();
            }
        }
    }
    let mut g = Game::new(geo, rules.1);
    let start = (g.current().stones, g.current().to_move);
    let mut w = W {
        name: rules.0,
        geo,
        depth,
        out: StepWalk {
            nodes: 0,
            finished: 0,
            whole_tree: true,
            longest: 0,
            shapes: 0,
            repeated_step: None,
            passes_over: None,
        },
        seen: HashSet::from([start]),
        steps: Vec::new(),
        last: vec![start],
        reals: 0,
        passes: 0,
    };
    w.rec(&mut g);
    w.out.shapes = w.seen.len();
    w.out
}

/// Simple area scoring of a final position on the search board: stones plus empty regions
/// bordered by one colour only. Returns (black, white).
pub fn area(geo: &Geometry, s: Stones) -> (u32, u32) {
    let empty = geo.full() & !(s[0] | s[1]);
    let mut seen = 0u32;
    let mut area = [s[0].count_ones(), s[1].count_ones()];
    let mut rest = empty;
    while rest != 0 {
        let seed = rest & rest.wrapping_neg();
        let region = geo.block(empty, seed);
        rest &= !region;
        seen |= region;
        let border = geo.spread(region);
        let b = border & s[0] != 0;
        let w = border & s[1] != 0;
        if b && !w {
            area[0] += region.count_ones();
        } else if w && !b {
            area[1] += region.count_ones();
        }
    }
    let _ = seen;
    (area[0], area[1])
}

/// The result of a final position under simple area scoring: + Black wins, - White, 0 draw.
pub fn margin(geo: &Geometry, s: Stones) -> i32 {
    let (b, w) = area(geo, s);
    b as i32 - w as i32
}

/// T8: the shortest game that two passes end with one area result, and a continuation of the
/// same game under four-pass ending (same ko and suicide rules) ending with another. Returns
/// (the two-pass game, the four-pass game).
pub fn t8_witness(
    geo: Geometry,
    two: (&str, PlayRules),
    four: (&str, PlayRules),
    max_depth: usize,
) -> Option<(Witness, Witness)> {
    for depth in 1..=max_depth {
        let mut g = Game::new(geo, four.1);
        let mut found = None;
        t8_rec(&mut g, two.1, depth, &mut found);
        if let Some((a, b)) = found {
            return Some((
                Witness {
                    geo,
                    rules: two.0.into(),
                    moves: a,
                    cycle_start: None,
                },
                Witness {
                    geo,
                    rules: four.0.into(),
                    moves: b,
                    cycle_start: None,
                },
            ));
        }
    }
    None
}

#[allow(clippy::type_complexity)]
fn t8_rec(
    g: &mut Game,
    two: PlayRules,
    depth: usize,
    found: &mut Option<(Vec<SMove>, Vec<SMove>)>,
) {
    if found.is_some() {
        return;
    }
    if g.is_over() {
        // Where did two passes first end it?
        let moves = &g.moves;
        let mut t = Game::new(g.geo, two);
        for (i, &m) in moves.iter().enumerate() {
            if !t.play(m) {
                return;
            }
            if t.is_over() {
                let m2 = margin(&g.geo, t.current().stones);
                let m4 = margin(&g.geo, g.current().stones);
                if m2.signum() != m4.signum() {
                    *found = Some((moves[..=i].to_vec(), moves.clone()));
                }
                return;
            }
        }
        return;
    }
    if depth == 0 {
        return;
    }
    for m in g.legal_moves() {
        g.play(m);
        t8_rec(g, two, depth - 1, found);
        g.undo();
        if found.is_some() {
            return;
        }
    }
}

/// Distinct pass-free repetitions: the number of distinct positions (stones, side to move)
/// of a game, for reports.
pub fn distinct_positions(g: &Game) -> usize {
    g.nodes
        .iter()
        .map(|n| (n.stones, n.to_move))
        .collect::<HashSet<_>>()
        .len()
}

/// The colour of the side to move at the start of the repeating part.
pub fn side_to_move(w: &Witness) -> Color {
    colour(w.cycle_start.unwrap_or(w.moves.len()) % 2)
}

/// An ordinary pass.
pub const PASS: SMove = SMove::Pass(PassKind::Ordinary);

impl Witness {
    /// The moves as plain-model moves (Black first, alternating).
    pub fn spec_moves(&self) -> Vec<qili_spec::go::game::Move> {
        use qili_spec::go::game::Move;
        self.moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let c = colour(i % 2);
                match m {
                    SMove::Play(p) => Move::Play(c, self.geo.point(*p as usize)),
                    SMove::Pass(k) => Move::Pass(c, *k),
                }
            })
            .collect()
    }
}

/// The limits of [`graph_within`]: positions expanded, breadth-first depth, memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphBudget {
    /// At most this many positions are expanded (`--budget`).
    pub positions: u64,
    /// Positions this many moves from the empty board are not expanded (`--max-depth`).
    pub depth: usize,
    /// The graph's estimated memory in bytes stays under this (`--max-memory-mb`).
    pub bytes: usize,
}

/// Why [`graph_within`] stopped before the whole graph was built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphStop {
    /// The positions budget was spent.
    Budget(u64),
    /// Positions at this depth were left unexpanded.
    Depth(usize),
    /// The memory bound was reached, at about this many bytes.
    Memory(usize),
}

impl std::fmt::Display for GraphStop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GraphStop::Budget(n) => write!(
                f,
                "the budget of {n} expanded positions was spent (--budget)"
            ),
            GraphStop::Depth(d) => write!(
                f,
                "positions {d} moves from the empty board were not expanded (--max-depth)"
            ),
            GraphStop::Memory(b) => write!(
                f,
                "the graph reached about {} MB, the memory bound (--max-memory-mb)",
                b >> 20
            ),
        }
    }
}

/// The game graph of [`GameGraph::build`](super::graph::GameGraph::build) (breadth-first from
/// the empty board), built within `budget`: it stops at the first limit reached and says
/// which, so `qili search graph --board 4x4` answers in bounded time and memory. The graph
/// returned is complete only when the stop is `None`; `tick` gets the positions found so far
/// every 65,536 expansions.
pub fn graph_within(
    geo: Geometry,
    budget: GraphBudget,
    mut tick: impl FnMut(usize),
) -> (super::graph::GameGraph, Option<GraphStop>) {
    use std::collections::HashMap;
    let mut index: HashMap<Stones, u32> = HashMap::new();
    let mut positions: Vec<Stones> = vec![[0, 0]];
    let mut depth: Vec<u16> = vec![0];
    index.insert([0, 0], 0);
    let mut edges: Vec<Vec<u32>> = Vec::new();
    let mut edge_bytes = 0usize;
    let mut stop = None;
    let mut i = 0;
    while i < positions.len() {
        if i as u64 >= budget.positions {
            stop = Some(GraphStop::Budget(budget.positions));
            break;
        }
        if depth[i] as usize >= budget.depth {
            stop = Some(GraphStop::Depth(budget.depth));
            break;
        }
        if i % 4096 == 0 {
            // Hash table (key, value, control byte), positions and depths, edge lists.
            let bytes = index.capacity() * 13
                + positions.capacity() * 10
                + edges.capacity() * std::mem::size_of::<Vec<u32>>()
                + edge_bytes;
            if bytes >= budget.bytes {
                stop = Some(GraphStop::Memory(bytes));
                break;
            }
            if i % 65_536 == 0 {
                tick(positions.len());
            }
        }
        let s = positions[i];
        let mut out = Vec::new();
        for side in 0..2 {
            for p in 0..geo.points() {
                let Some(placed) = geo.place(s, side, p) else {
                    continue;
                };
                if placed.stones == s {
                    continue; // single-stone suicide: a self-loop
                }
                let d = depth[i].saturating_add(1);
                let id = *index.entry(placed.stones).or_insert_with(|| {
                    positions.push(placed.stones);
                    depth.push(d);
                    (positions.len() - 1) as u32
                });
                if !out.contains(&id) {
                    out.push(id);
                }
            }
        }
        out.shrink_to_fit();
        edge_bytes += out.capacity() * 4;
        edges.push(out);
        i += 1;
    }
    // Positions found but not expanded keep no edges.
    edges.resize(positions.len(), Vec::new());
    (super::graph::GameGraph { positions, edges }, stop)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(name: &str) -> (&str, PlayRules) {
        (name, preset(name).unwrap())
    }

    #[test]
    fn simple_ko_forbids_no_more_than_superko_on_1x3() {
        let geo = Geometry::new(3, 1).unwrap();
        let inc = t6_inclusion(geo, preset("simple").unwrap(), 8);
        assert!(inc.violations.is_empty(), "{:?}", inc.violations);
        assert!(inc.forbidden[0] <= inc.forbidden[1] && inc.forbidden[1] <= inc.forbidden[2]);
    }

    #[test]
    fn jpd_retakes_after_passes_where_positional_superko_cannot() {
        let geo = Geometry::new(2, 1).unwrap();
        let w = forbidden_by_other(geo, r("jpd"), preset("psk-4").unwrap(), 8)
            .expect("a witness on 1x2");
        // Black a1, White b1 captures, two passes, Black a1 retakes: the board X. recurs.
        let last = *w.moves.last().unwrap();
        assert!(w.moves.contains(&PASS));
        assert!(matches!(last, SMove::Play(_)));
    }

    #[test]
    fn jpd_with_four_passes_admits_an_infinite_game_on_1x2() {
        let geo = Geometry::new(2, 1).unwrap();
        match find_lasso(geo, r("jpd"), 12, 1_000_000, |_| {}) {
            Lasso::Found { witness, .. } => {
                let cyc = &witness.moves[witness.cycle_start.unwrap()..];
                assert!(
                    cyc.contains(&PASS),
                    "a repeating part without a pass repeats a shape"
                );
            }
            other => panic!("no infinite game found: {other:?}"),
        }
    }

    #[test]
    fn positional_superko_with_two_passes_has_no_infinite_game_on_1x2() {
        let geo = Geometry::new(2, 1).unwrap();
        match find_lasso(geo, r("psk"), 14, 5_000_000, |_| {}) {
            Lasso::NoneUpTo { complete, .. } => assert!(complete),
            other => panic!("{other:?}"),
        }
    }

    /// YG-14 under the real-shape readings, on the whole game graph of 1x2 (no depth limit).
    /// Positions (board, side to move) of 1x2: the boards .., X., .X, O., .O, each with either
    /// side to move, N = 10; every game ends and none is longer than 2N + 3 = 23 moves.
    #[test]
    fn every_ying_shape_game_ends_on_1x2() {
        let geo = Geometry::new(2, 1).unwrap();
        for name in ["ying-shape", "ying-shape-strict"] {
            let t = real_shape_termination(geo, r(name), 1_000_000);
            assert!(t.complete, "{name}");
            assert!(t.infinite.is_none(), "{name}: {:?}", t.infinite);
            assert!(t.situations <= 10, "{name}: {} positions", t.situations);
            assert!(t.longest <= 2 * t.situations + 3, "{name}: {t:?}");
            // Black a, White b takes, pass, pass, Black a retakes... is at least 5 moves.
            assert!(t.longest >= 5, "{name}: {t:?}");
        }
    }

    /// The termination proof of the per-cycle readings (proofs/T7.md (7)) on the whole game
    /// tree of 1x2: no real move repeats a step, no game has more than four passes beyond
    /// its real moves, and every game ends within 2N² + 4 moves. The plain walk ends (every
    /// game does); N is at most 10 (the boards .., X., .X, O., .O with either side to move).
    #[test]
    fn every_ying_marks_game_on_1x2_keeps_the_steps_of_the_proof() {
        let geo = Geometry::new(2, 1).unwrap();
        for name in ["ying-marks", "ying-marks-strict"] {
            let w = marks_termination_steps(geo, r(name), 1_000);
            assert!(w.whole_tree, "{name}");
            assert!(w.repeated_step.is_none(), "{name}: {:?}", w.repeated_step);
            assert!(w.passes_over.is_none(), "{name}: {:?}", w.passes_over);
            assert!(w.shapes <= 10, "{name}: {}", w.shapes);
            assert!(w.longest <= 2 * w.shapes * w.shapes + 4, "{name}: {w:?}");
            // B a1, W a2 takes, B pass, W pass (suspension), B a1 retakes, ... is longer
            // than the plainest ending.
            assert!(w.longest >= 5, "{name}: {w:?}");
        }
    }

    /// The walk sees what the proof rules out where the rules allow it: under simple ko with
    /// four passes to end (`simple-4`) the ko taken back and forth with passes between
    /// repeats a step (B a1, W a2 takes; B pass, W pass; B a1 takes back; W pass, B pass;
    /// W a2 takes again: the step from X. to .O comes back at move 8), and a game of 1x2
    /// can hold more passes than real moves allow under YG-8 (four passes in a row end it,
    /// and three between every two real moves do not).
    #[test]
    fn the_step_walk_sees_repeated_steps_and_long_pass_runs_where_the_rules_allow_them() {
        let geo = Geometry::new(2, 1).unwrap();
        let w = marks_termination_steps(geo, r("simple-4"), 9);
        let step = w
            .repeated_step
            .clone()
            .expect("a repeated step within 9 moves");
        assert_eq!(step.moves.len(), 8, "{step:?}");
        assert!(w.passes_over.is_some(), "{w:?}");
    }

    /// The merged walk against a plain walk of every game on 1x2 (no merging, no depth limit:
    /// it ends because every game does): the same longest game, so the state of
    /// `real_shape_termination` keeps what legality depends on.
    #[test]
    fn the_merged_walk_finds_the_longest_game_of_the_plain_walk_on_1x2() {
        fn longest(g: &mut Game) -> usize {
            let mut best = 0;
            for m in g.legal_moves() {
                g.play(m);
                best = best.max(1 + longest(g));
                g.undo();
            }
            best
        }
        let geo = Geometry::new(2, 1).unwrap();
        for name in ["ying-shape", "ying-shape-strict"] {
            let mut g = Game::new(geo, preset(name).unwrap());
            let t = real_shape_termination(geo, r(name), 1_000_000);
            assert_eq!(t.longest, longest(&mut g), "{name}");
        }
    }

    /// The lasso search agrees on 1x2 where it finds an infinite game under `ying-pass` (passes
    /// restart the count; `ying` before the one rules vocabulary): under `ying-shape` there is
    /// none within 12 moves.
    #[test]
    fn ying_shape_has_no_infinite_game_where_ying_pass_has_one_on_1x2() {
        let geo = Geometry::new(2, 1).unwrap();
        assert!(matches!(
            find_lasso(geo, r("ying-pass"), 12, 1_000_000, |_| {}),
            Lasso::Found { .. }
        ));
        match find_lasso(geo, r("ying-shape"), 12, 1_000_000, |_| {}) {
            Lasso::NoneUpTo { complete, .. } => assert!(complete),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn area_of_small_positions() {
        let geo = Geometry::new(3, 1).unwrap();
        assert_eq!(area(&geo, [0b001, 0]), (3, 0));
        assert_eq!(area(&geo, [0b001, 0b100]), (1, 1));
        assert_eq!(area(&geo, [0, 0]), (0, 0));
    }

    #[test]
    fn the_graph_within_budget_is_the_whole_graph_or_says_why_not() {
        // 1x3 (15 legal positions): without limits, the same graph as GameGraph::build.
        let geo = Geometry::new(3, 1).unwrap();
        let all = GraphBudget {
            positions: u64::MAX,
            depth: usize::MAX,
            bytes: usize::MAX,
        };
        let (g, stop) = graph_within(geo, all, |_| {});
        let full = crate::search::graph::GameGraph::build(geo);
        assert_eq!(g.positions.len(), 15);
        assert_eq!(
            (g.positions, g.edges, stop),
            (full.positions, full.edges, None)
        );
        let (g, stop) = graph_within(
            geo,
            GraphBudget {
                positions: 2,
                ..all
            },
            |_| {},
        );
        assert_eq!(stop, Some(GraphStop::Budget(2)));
        assert_eq!(g.edges.iter().filter(|e| !e.is_empty()).count(), 2);
        // Depth 1: only the empty board is expanded; the 6 one-stone positions are found.
        let (g, stop) = graph_within(geo, GraphBudget { depth: 1, ..all }, |_| {});
        assert_eq!((g.positions.len(), stop), (7, Some(GraphStop::Depth(1))));
        let (_, stop) = graph_within(geo, GraphBudget { bytes: 1, ..all }, |_| {});
        assert!(matches!(stop, Some(GraphStop::Memory(_))));
    }
}
