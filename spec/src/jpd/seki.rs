//! JPD-C7(c)'s special case (000 推论7): "特殊情形下,一块活棋只拥有一口气,但它却不会被消灭,如贝濑尊明
//! 双活图" — a live block with a single liberty that is not destroyed.
//!
//! The text names 贝濑尊明's diagram (after the 《官子谱》 "先攻者败" seki) but does not draw it, so
//! no picture here is the source's. What the sentence claims is stated as a predicate
//! ([`one_liberty_seki`]) and small boards are searched for the smallest position satisfying it
//! ([`search`]):
//!
//! - the position is an end position in JPD-C7's sense: every block has a liberty and every
//!   empty point is an eye point (HZ-1: all its neighbours are stones; of one side, or of both
//!   for a shared liberty), so nothing is left to fill;
//! - some block of one side (the *owner*) has exactly one liberty, and the opponent may play
//!   there: a legal move (not suicide, no repetition) that captures the block;
//! - yet capturing loses: with the game ended at once (both pass) the capturer's margin by the
//!   document's own count, 子气皆地 (JPD-C3, [`board_points`], a shared liberty half each, every
//!   stone with liberties alive as T5 says), is `end`; after the capture, with the owner to
//!   move and both playing on (real moves without suicide, passes, no whole-board repetition,
//!   JPD-A11; two passes in a row end it), the owner can hold the capturer strictly below
//!   `end`;
//! - and the position is finished (JPD-C7 "各方不能再下"): no real move of either side gains,
//!   each proved to leave its mover at or below its `end` ([`no_move_gains`]). This is proved by a bounded AND/OR search ([`capture_loses`]): at the capturer's
//!   turns every move must stay below, at the owner's one move suffices; a line cut by the depth
//!   bound counts only if the owner's pass-alive stones (Benson) already bound the capturer
//!   below `end` (every pass-alive stone is the owner's at the end). A search that runs out of
//!   its node budget proves nothing.
//!
//! Everything is plain loops over [`Grid`]: no engine call, fixed order, same answer every run.

use crate::go::game::place;
use crate::go::grid::{Cell, Color, Grid, Point};
use crate::go::life::{benson, eye_point};
use crate::jpd::area::{board_points, SharedLiberties};

/// A position satisfying the predicate, with what the search proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OneLibertySeki {
    /// The end position.
    pub grid: Grid,
    /// The side whose block has one liberty.
    pub owner: Color,
    /// The block's stones, row-major.
    pub block: Vec<Point>,
    /// Its one liberty (where the opponent would capture).
    pub liberty: Point,
    /// The capturer's margin (its points minus the owner's, JPD-C3, in half points) if the game
    /// ends now.
    pub end_half_points: i64,
    /// Search nodes the proof took.
    pub nodes: u64,
}

/// How far the search may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Largest board area searched (boards are taken smallest area first).
    pub max_area: usize,
    /// Plies after the capture before a line is cut (then bounded by Benson).
    pub depth: usize,
    /// Search nodes per candidate position.
    pub nodes_per_candidate: u64,
}

/// What [`search`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Searched {
    /// The board sizes searched, `(width, height)`, in order.
    pub boards: Vec<(usize, usize)>,
    /// Positions enumerated (every colouring of every board).
    pub positions: u64,
    /// Candidates: end positions with a one-liberty block the opponent may capture.
    pub candidates: u64,
    /// Candidates whose search ran out of nodes (neither proved nor refuted).
    pub undecided: u64,
    /// Search nodes in all.
    pub nodes: u64,
    /// The first witness found (smallest board first, then row-major order of the colouring).
    pub witness: Option<OneLibertySeki>,
}

/// The capturer's margin by JPD-C3 (子气皆地, shared liberties half each) in half points.
pub fn margin_half_points(g: &Grid, me: Color) -> i64 {
    let (t, _) = board_points(g, SharedLiberties::SplitEqually);
    let (mine, theirs) = match me {
        Color::Black => (t[0], t[1]),
        Color::White => (t[1], t[0]),
    };
    (2.0 * (mine - theirs)).round() as i64
}

/// JPD-C7's end position: every block has a liberty and every empty point is an eye point
/// (HZ-1), of one side or shared.
pub fn is_end_position(g: &Grid) -> bool {
    g.blocks().iter().all(|b| !g.liberties(b).is_empty())
        && g.points()
            .filter(|&p| g.get(p) == Cell::Empty)
            .all(|p| eye_point(g, p).is_some())
}

/// The one-liberty blocks of `g` the opponent may capture: (owner, block, liberty), row-major.
pub fn capturable_one_liberty_blocks(g: &Grid) -> Vec<(Color, Vec<Point>, Point)> {
    let mut out = Vec::new();
    for b in g.blocks() {
        let libs = g.liberties(&b);
        if libs.len() != 1 {
            continue;
        }
        let Cell::Stone(owner) = g.get(b[0]) else {
            continue;
        };
        let l = libs[0];
        if let Some(pl) = place(g, owner.opponent(), l) {
            if pl.self_captured.is_empty() && b.iter().all(|s| pl.captured.contains(s)) {
                out.push((owner, b, l));
            }
        }
    }
    out
}

/// What a line of play is worth to the side the proof is about ([`Proof::me`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Objective {
    /// Its margin by JPD-C3 (子气皆地, a shared liberty half each), in half points.
    AreaMargin,
    /// Its stones on the board less the opponent's (子数).
    StoneBalance,
}

impl Objective {
    /// The value of `g` to `me`.
    pub fn value(self, g: &Grid, me: Color) -> i64 {
        match self {
            Objective::AreaMargin => margin_half_points(g, me),
            Objective::StoneBalance => g.count(me) as i64 - g.count(me.opponent()) as i64,
        }
    }

    /// More than any end can give: every point `me`'s (the margin, in half points), or every
    /// point a stone of `me` (the balance).
    pub fn most(self, g: &Grid) -> i64 {
        let n = g.area() as i64;
        match self {
            Objective::AreaMargin => 2 * n,
            Objective::StoneBalance => n,
        }
    }

    /// The most `me` can end with once every pass-alive stone (Benson) of its opponent stays
    /// on the board to the end: the rest of the board is all it can have.
    fn bound(self, g: &Grid, me: Color) -> i64 {
        let s = benson(g, me.opponent()).0.len() as i64;
        let n = g.area() as i64;
        match self {
            Objective::AreaMargin => 2 * (n - s) - 2 * s,
            Objective::StoneBalance => (n - s) - s,
        }
    }
}

/// The points Benson's test gives `c` for good: its pass-alive stones and the regions they
/// enclose (Benson 1976: the opponent can neither capture those stones nor keep a stone alive
/// in those regions). Each point counts once.
fn benson_points(g: &Grid, c: Color) -> i64 {
    let (stones, area) = benson(g, c);
    let mut all: Vec<Point> = stones.into_iter().chain(area).collect();
    all.sort_by_key(|q| (q.y, q.x));
    all.dedup();
    all.len() as i64
}

impl Objective {
    /// The exact search's bounds on what `me` ends with when both play on well: at most the
    /// board less the points Benson gives its opponent for good, at least the stones Benson
    /// keeps alive for it (and, for the margin, the points it gives it); the opponent likewise.
    fn bounds(self, g: &Grid, me: Color) -> (i64, i64) {
        let n = g.area() as i64;
        let theirs = benson_points(g, me.opponent());
        match self {
            Objective::AreaMargin => {
                let mine = benson_points(g, me);
                (2 * mine - 2 * (n - mine), 2 * (n - theirs) - 2 * theirs)
            }
            Objective::StoneBalance => {
                let mine = benson_points(g, me);
                let (low_mine, high_theirs) = (benson(g, me).0.len() as i64, n - mine);
                let (high_mine, low_theirs) = (n - theirs, benson(g, me.opponent()).0.len() as i64);
                (low_mine - high_theirs, high_mine - low_theirs)
            }
        }
    }
}

/// A bounded AND/OR proof that `me` ends strictly below `target` by `objective`.
pub(crate) struct Proof {
    pub(crate) me: Color,
    pub(crate) target: i64,
    pub(crate) objective: Objective,
    pub(crate) nodes: u64,
    pub(crate) budget: u64,
    /// The node budget ran out somewhere (a `false` may then be unproved, not refuted).
    pub(crate) exhausted: bool,
}

impl Proof {
    /// Whether the capturer (`me`) ends strictly below `target` whatever it plays, with the
    /// owner playing well, from `g` with `to_move` to play after `passes` passes in a row.
    /// `history` holds every board since the capture (whole-board repetition is illegal).
    /// Iterative deepening is not needed: a fixed depth, one pass.
    pub(crate) fn below(
        &mut self,
        g: &Grid,
        to_move: Color,
        passes: usize,
        history: &mut Vec<Grid>,
        depth: usize,
    ) -> bool {
        self.below_or_unknown(g, to_move, passes, history, depth, false) == Some(true)
    }

    /// [`Proof::below`] with three outcomes: `Some(true)` below, `Some(false)` not below,
    /// `None` not shown either way within the node budget (or, with `exact` false, cut by the
    /// depth bound). With `exact` false, a line not proved below counts as not below and the
    /// search stops there (all [`Proof::below`] needs). With `exact` true the search is a
    /// minimax to a horizon of `depth` plies: a line still going there is judged by the
    /// objective's value where it stands; before it, what Benson gives either side for good
    /// settles a line at once ([`Objective::bounds`]); and a pass is tried early (it ends a
    /// line quickly): first for `me`, right after the captures for its opponent.
    pub(crate) fn below_or_unknown(
        &mut self,
        g: &Grid,
        to_move: Color,
        passes: usize,
        history: &mut Vec<Grid>,
        depth: usize,
        exact: bool,
    ) -> Option<bool> {
        if passes >= 2 {
            return Some(self.objective.value(g, self.me) < self.target);
        }
        if self.nodes >= self.budget {
            self.exhausted = true;
            return None;
        }
        self.nodes += 1;
        if exact {
            // What Benson gives either side for good settles the line at once.
            let (low, high) = self.objective.bounds(g, self.me);
            if high < self.target {
                return Some(true);
            }
            if low >= self.target {
                return Some(false);
            }
        }
        if depth == 0 && exact {
            // The horizon of the exact search: the line is judged where it stands.
            return Some(self.objective.value(g, self.me) < self.target);
        }
        if depth == 0 {
            // Every pass-alive stone of the owner is the owner's at the end: the capturer has
            // at most the rest of the board.
            if self.objective.bound(g, self.me) < self.target {
                return Some(true);
            }
            return None;
        }
        // Moves: captures first, then other real moves, then the pass (row-major within); in
        // the exact search the pass comes first for `me`, after the captures for the opponent.
        let mut moves: Vec<(bool, Grid)> = Vec::new();
        for p in g.points() {
            if let Some(pl) = place(g, to_move, p) {
                if pl.self_captured.is_empty() && !history.contains(&pl.grid) {
                    moves.push((!pl.captured.is_empty(), pl.grid));
                }
            }
        }
        moves.sort_by_key(|m| !m.0);
        let mine = to_move == self.me;
        let captures = moves.iter().filter(|m| m.0).count();
        let mut children: Vec<(Grid, usize)> = moves.into_iter().map(|(_, g)| (g, 0)).collect();
        let at = match (exact, mine) {
            (false, _) => children.len(),
            (true, true) => 0,
            (true, false) => captures,
        };
        children.insert(at, (g.clone(), passes + 1));
        let mut unknown = false;
        for (child, child_passes) in children {
            let is_pass = child_passes > 0;
            if !is_pass {
                history.push(child.clone());
            }
            let r = self.below_or_unknown(
                &child,
                to_move.opponent(),
                child_passes,
                history,
                depth - 1,
                exact,
            );
            if !is_pass {
                history.pop();
            }
            match (mine, r) {
                // The capturer has a way to reach the target.
                (true, Some(false)) => return Some(false),
                (true, None) if !exact => return None,
                // The owner has a way to hold it below.
                (false, Some(true)) => return Some(true),
                (_, None) => unknown = true,
                _ => {}
            }
        }
        if unknown {
            None
        } else {
            Some(mine)
        }
    }
}

/// Whether capturing the one-liberty block at `liberty` loses for the capturer: proved below
/// the end margin within `depth` plies and `budget` nodes. Returns (proved, nodes, exhausted).
pub fn capture_loses(
    g: &Grid,
    owner: Color,
    liberty: Point,
    depth: usize,
    budget: u64,
) -> (bool, u64, bool) {
    let me = owner.opponent();
    let Some(pl) = place(g, me, liberty) else {
        return (false, 0, false);
    };
    let mut proof = Proof {
        me,
        target: margin_half_points(g, me),
        objective: Objective::AreaMargin,
        nodes: 0,
        budget,
        exhausted: false,
    };
    let mut history = vec![g.clone(), pl.grid.clone()];
    let r = proof.below(&pl.grid, owner, 0, &mut history, depth);
    (r, proof.nodes, proof.exhausted)
}

/// What the search after one real move found.
pub(crate) struct AfterMove {
    /// `Some(true)`: the mover ends below the target; `Some(false)`: it does not; `None`: not
    /// shown (see [`Proof::below_or_unknown`]).
    pub(crate) below: Option<bool>,
    /// Search nodes.
    pub(crate) nodes: u64,
    /// The node budget ran out.
    pub(crate) exhausted: bool,
}

/// The search after `mover`'s real move at `p` ([`Proof::below_or_unknown`]), `None` when the
/// move is illegal (occupied or suicide).
#[allow(clippy::too_many_arguments)]
pub(crate) fn after_move(
    g: &Grid,
    mover: Color,
    p: Point,
    objective: Objective,
    target: i64,
    depth: usize,
    budget: u64,
    exact: bool,
) -> Option<AfterMove> {
    let pl = place(g, mover, p)?;
    if !pl.self_captured.is_empty() {
        return None;
    }
    let mut proof = Proof {
        me: mover,
        target,
        objective,
        nodes: 0,
        budget,
        exhausted: false,
    };
    let mut history = vec![g.clone(), pl.grid.clone()];
    let below = proof.below_or_unknown(&pl.grid, mover.opponent(), 0, &mut history, depth, exact);
    Some(AfterMove {
        below,
        nodes: proof.nodes,
        exhausted: proof.exhausted,
    })
}

/// Whether no real move of either side gains: for every legal real move (no suicide), the
/// mover is proved to end at or below its margin with play stopped now (JPD-C7 "各方不能再下":
/// a real move only leads to its own ruin or changes nothing). Returns (proved, nodes,
/// exhausted).
pub fn no_move_gains(g: &Grid, depth: usize, budget: u64) -> (bool, u64, bool) {
    let mut nodes = 0;
    for mover in [Color::Black, Color::White] {
        for p in g.points() {
            // At or below the end margin: strictly below it plus one half point.
            let target = margin_half_points(g, mover) + 1;
            let Some(s) = after_move(
                g,
                mover,
                p,
                Objective::AreaMargin,
                target,
                depth,
                budget,
                false,
            ) else {
                continue;
            };
            nodes += s.nodes;
            if s.below != Some(true) {
                return (false, nodes, s.exhausted);
            }
        }
    }
    (true, nodes, false)
}

/// The predicate on one position: an end position where no real move of either side gains
/// ([`no_move_gains`]) and some capturable one-liberty block's capture is proved to lose; the
/// first such block, if any.
pub fn one_liberty_seki(g: &Grid, depth: usize, budget: u64) -> Option<OneLibertySeki> {
    if !is_end_position(g) {
        return None;
    }
    for (owner, block, liberty) in capturable_one_liberty_blocks(g) {
        let (proved, nodes, _) = capture_loses(g, owner, liberty, depth, budget);
        if proved && no_move_gains(g, depth, budget).0 {
            return Some(OneLibertySeki {
                grid: g.clone(),
                owner,
                end_half_points: margin_half_points(g, owner.opponent()),
                block,
                liberty,
                nodes,
            });
        }
    }
    None
}

/// The board sizes up to `max_area` points, smallest area first, then narrower first (one of
/// each pair of transposed sizes: width <= height).
pub fn boards(max_area: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for w in 1..=max_area {
        for h in w..=max_area {
            if w * h >= 2 && w * h <= max_area {
                out.push((w, h));
            }
        }
    }
    out.sort_by_key(|&(w, h)| (w * h, w));
    out
}

/// Searches every colouring of every board of [`boards`] (base-3 counting over the points in
/// row-major order) for a position satisfying [`one_liberty_seki`], stopping at the first.
pub fn search(budget: Budget) -> Searched {
    let mut s = Searched {
        boards: Vec::new(),
        positions: 0,
        candidates: 0,
        undecided: 0,
        nodes: 0,
        witness: None,
    };
    for (w, h) in boards(budget.max_area) {
        s.boards.push((w, h));
        let n = w * h;
        let total = 3u64.pow(n as u32);
        let empty = Grid::empty(w, h);
        let pts: Vec<Point> = empty.points().collect();
        for code in 0..total {
            s.positions += 1;
            let mut g = empty.clone();
            let mut c = code;
            for &p in &pts {
                match c % 3 {
                    1 => g.set(p, Cell::Stone(Color::Black)),
                    2 => g.set(p, Cell::Stone(Color::White)),
                    _ => {}
                }
                c /= 3;
            }
            if !is_end_position(&g) {
                continue;
            }
            for (owner, block, liberty) in capturable_one_liberty_blocks(&g) {
                s.candidates += 1;
                let (mut proved, nodes, mut exhausted) =
                    capture_loses(&g, owner, liberty, budget.depth, budget.nodes_per_candidate);
                s.nodes += nodes;
                if proved {
                    let (finished, more, out_of_nodes) =
                        no_move_gains(&g, budget.depth, budget.nodes_per_candidate);
                    s.nodes += more;
                    proved = finished;
                    exhausted = out_of_nodes;
                }
                if exhausted && !proved {
                    s.undecided += 1;
                }
                if proved {
                    s.witness = Some(OneLibertySeki {
                        end_half_points: margin_half_points(&g, owner.opponent()),
                        grid: g,
                        owner,
                        block,
                        liberty,
                        nodes,
                    });
                    return s;
                }
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_come_smallest_first() {
        assert_eq!(boards(4), vec![(1, 2), (1, 3), (1, 4), (2, 2)]);
    }

    /// X . O on 1x3: b1 is a shared liberty (an eye point of both, HZ-1), so it is an end
    /// position; each stone has the one liberty b1, and either side may take the other's stone
    /// there (the capturing stone then has the freed point as its liberty). Even count: Black 1
    /// stone + half of b1, White the same: margin 0.
    #[test]
    fn one_liberty_blocks_of_a_shared_point() {
        let g = Grid::from_rows(&["X.O"]).unwrap();
        assert!(is_end_position(&g));
        let b1 = Point::new(1, 0);
        assert_eq!(
            capturable_one_liberty_blocks(&g),
            vec![
                (Color::Black, vec![Point::new(0, 0)], b1),
                (Color::White, vec![Point::new(2, 0)], b1),
            ]
        );
        assert_eq!(margin_half_points(&g, Color::White), 0);
        // Not an end position: in . . X O the point a1 is next to the empty b1, no eye point.
        assert!(!is_end_position(&Grid::from_rows(&["..XO"]).unwrap()));
    }

    /// The smallest witness the search finds, checked by hand (2x2, top row first):
    ///
    /// ```text
    /// 2 X O    Black a2-a1 has the one liberty b1; White b2 has the same one liberty b1, an
    /// 1 X .    eye point of both (HZ-1): an end position. Ended now, JPD-C3 counts Black
    ///   a b    2 + 1/2, White 1 + 1/2: Black's margin +1 (+2 half points).
    ///
    /// Black takes b2 at b1 (X . / X X). White answers b2: Black's three stones have no
    /// liberty left, and White takes them (. O / . .): White 1 stone + a2 + b1 (next to b2),
    /// a1 next to no stone, half each: Black 1/2 against 3 1/2, margin -3 (-6 half points),
    /// below +1. White's stone lives with one liberty: "先攻者败", whoever takes first loses.
    /// ```
    ///
    /// Two 1x4 positions come first in the search's order as blocks whose capture loses
    /// (O O . X: Black taking a4-a3 at a2 is answered by White a3 taking two), but there White
    /// taking a1 at a2 wins (Black takes three back at a1, White throws in at a3 and takes a1
    /// at a2 again): not finished, and [`no_move_gains`] turns it down.
    #[test]
    fn the_smallest_witness_is_the_one_liberty_seki_on_four_points() {
        let g = Grid::from_rows(&["XO", "X."]).unwrap();
        assert!(is_end_position(&g));
        let b1 = Point::new(1, 1);
        assert_eq!(
            capturable_one_liberty_blocks(&g),
            vec![
                (Color::Black, vec![Point::new(0, 0), Point::new(0, 1)], b1),
                (Color::White, vec![Point::new(1, 0)], b1),
            ]
        );
        assert_eq!(margin_half_points(&g, Color::Black), 2);
        // Black takes, White answers b2 and takes three: Black at -6 half points.
        let taken = place(&g, Color::Black, b1).unwrap();
        assert_eq!(taken.captured, vec![Point::new(1, 0)]);
        let back = place(&taken.grid, Color::White, Point::new(1, 0)).unwrap();
        assert_eq!(back.captured.len(), 3);
        assert!(back.self_captured.is_empty());
        assert_eq!(margin_half_points(&back.grid, Color::Black), -6);
        // The search proves Black's capture loses and that no move gains, and finds this
        // position first; the 1x4 position O O . X is turned down as not finished.
        assert!(capture_loses(&g, Color::White, b1, 10, 20_000).0);
        assert!(no_move_gains(&g, 10, 20_000).0);
        let line = Grid::from_rows(&["O", "O", ".", "X"]).unwrap();
        assert!(capture_loses(&line, Color::White, Point::new(0, 2), 10, 20_000).0);
        assert!(!no_move_gains(&line, 10, 20_000).0);
        let s = search(Budget {
            max_area: 4,
            depth: 10,
            nodes_per_candidate: 20_000,
        });
        assert_eq!(
            s.witness.map(|w| (w.grid, w.owner, w.liberty)),
            Some((g, Color::White, b1))
        );
        assert_eq!(s.boards, vec![(1, 2), (1, 3), (1, 4), (2, 2)]);
    }
}
