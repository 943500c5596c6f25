//! Territory counting in practice on the engine side: the same steps as the plain model
//! ([`qili_spec::go::practice`]: fill the dame, seki points, units in seki, points that must be
//! filled) on index arrays with one flood per block instead of cloned grids. Tests check the
//! two agree point for point on random positions and on the real-game corpus.

use qili_spec::go::grid::{Cell, Color, Grid, Point};
use qili_spec::go::practice::Practice;
use qili_spec::go::score::{DeadStones, FinishedGame};

const EMPTY: u8 = 0;

struct Board {
    w: usize,
    cells: Vec<u8>,
    nbr: Vec<Vec<usize>>,
}

fn code(c: Color) -> u8 {
    match c {
        Color::Black => 1,
        Color::White => 2,
    }
}

fn other(c: u8) -> u8 {
    3 - c
}

impl Board {
    fn from_grid(g: &Grid) -> Board {
        let (w, h) = (g.width(), g.height());
        let cells = g
            .points()
            .map(|p| match g.get(p) {
                Cell::Empty => EMPTY,
                Cell::Stone(c) => code(c),
            })
            .collect();
        let nbr = (0..w * h)
            .map(|i| {
                let (x, y) = (i % w, i / w);
                let mut v = Vec::with_capacity(4);
                if x > 0 {
                    v.push(i - 1);
                }
                if x + 1 < w {
                    v.push(i + 1);
                }
                if y > 0 {
                    v.push(i - w);
                }
                if y + 1 < h {
                    v.push(i + w);
                }
                v
            })
            .collect();
        Board { w, cells, nbr }
    }

    /// The block at `s` and its number of liberties (distinct empty neighbours).
    fn block(&self, s: usize, mark: &mut [u32], stamp: &mut u32) -> (Vec<usize>, usize) {
        *stamp += 1;
        let st = *stamp;
        let c = self.cells[s];
        let mut stones = vec![s];
        mark[s] = st;
        let mut libs = 0;
        let mut k = 0;
        while k < stones.len() {
            let i = stones[k];
            k += 1;
            for &j in &self.nbr[i] {
                if mark[j] == st {
                    continue;
                }
                if self.cells[j] == c {
                    mark[j] = st;
                    stones.push(j);
                } else if self.cells[j] == EMPTY {
                    mark[j] = st;
                    libs += 1;
                }
            }
        }
        (stones, libs)
    }

    /// The liberties of the block at `s`.
    fn liberty_points(&self, s: usize, mark: &mut [u32], stamp: &mut u32) -> Vec<usize> {
        let (stones, _) = self.block(s, mark, stamp);
        let mut libs: Vec<usize> = stones
            .iter()
            .flat_map(|&t| self.nbr[t].iter().copied())
            .filter(|&q| self.cells[q] == EMPTY)
            .collect();
        libs.sort_unstable();
        libs.dedup();
        libs
    }

    /// Whether `c`'s opponent may play at the empty point `q`: its stone captures or keeps a
    /// liberty.
    fn opponent_can_play(&mut self, q: usize, c: u8, mark: &mut [u32], stamp: &mut u32) -> bool {
        self.cells[q] = other(c);
        let captures = self.nbr[q]
            .clone()
            .into_iter()
            .any(|n| self.cells[n] == c && self.block(n, mark, stamp).1 == 0);
        let ok = captures || self.block(q, mark, stamp).1 > 0;
        self.cells[q] = EMPTY;
        ok
    }

    /// Plays `c` at `p` if it captures, or leaves its block two liberties and not exactly the
    /// two points of one of `c`'s own two-point eyes (`owner`: the side owning each empty point
    /// of the settled board, 0 for none; `rlabel`, `rsize`: its sealed regions) where the
    /// opponent can play; returns whether it put an opposing block in atari, or `None` (the
    /// board unchanged).
    #[allow(clippy::too_many_arguments)]
    fn try_fill(
        &mut self,
        p: usize,
        c: u8,
        owner: &[u8],
        (rlabel, rsize): (&[usize], &[usize]),
        mark: &mut [u32],
        stamp: &mut u32,
    ) -> Option<bool> {
        if self.cells[p] != EMPTY {
            return None;
        }
        self.cells[p] = c;
        let mut captured = Vec::new();
        for &n in &self.nbr[p].clone() {
            if self.cells[n] == other(c) {
                let (b, l) = self.block(n, mark, stamp);
                if l == 0 {
                    captured.extend(b);
                }
            }
        }
        captured.sort_unstable();
        captured.dedup();
        if captured.is_empty() {
            let libs = self.liberty_points(p, mark, stamp);
            let short = libs.len() < 2
                || (libs.len() == 2
                    && libs.iter().all(|&q| owner[q] == c)
                    && rlabel[libs[0]] == rlabel[libs[1]]
                    && rsize[rlabel[libs[0]]] == 2
                    && libs
                        .iter()
                        .any(|&q| self.opponent_can_play(q, c, mark, stamp)));
            if short {
                self.cells[p] = EMPTY;
                return None;
            }
        }
        for &s in &captured {
            self.cells[s] = EMPTY;
        }
        let ataris = self.nbr[p]
            .clone()
            .into_iter()
            .any(|n| self.cells[n] == other(c) && self.block(n, mark, stamp).1 == 1);
        Some(ataris)
    }
}

impl Board {
    /// The points of `c`'s opponent's territory next to `p` that touch live stones of both
    /// colours (as the spec's `behind`), row-major.
    fn behind(&self, owner: &[u8], is_dead: &[bool], p: usize, c: u8) -> Vec<usize> {
        let live = |q: usize, k: u8| self.cells[q] == k && !is_dead[q];
        let mut out: Vec<usize> = self.nbr[p]
            .iter()
            .copied()
            .filter(|&q| {
                self.cells[q] == EMPTY
                    && owner[q] == other(c)
                    && self.nbr[q].iter().any(|&n| live(n, 1))
                    && self.nbr[q].iter().any(|&n| live(n, 2))
            })
            .collect();
        out.sort_unstable();
        out
    }

    /// Whether `c`'s stone at `p` leaves an opposing block next to it with one liberty, in the
    /// opponent's territory (as the spec's `ataris_into_territory`).
    fn ataris_into_territory(
        &self,
        owner: &[u8],
        p: usize,
        c: u8,
        mark: &mut [u32],
        stamp: &mut u32,
    ) -> bool {
        self.nbr[p].iter().any(|&n| {
            self.cells[n] == other(c) && {
                let libs = self.liberty_points(n, mark, stamp);
                libs.len() == 1 && owner[libs[0]] == other(c)
            }
        })
    }
}

/// Empty regions of a board with the dame sealed (as [`qili_spec::go::practice::
/// sealed_regions`]: an empty point next to both colours is a region of its own and no region
/// extends through it): a label per point (`usize::MAX` for stones) and, per region, whether
/// it borders black and white stones.
fn regions(b: &Board) -> (Vec<usize>, Vec<[bool; 2]>) {
    let n = b.cells.len();
    let dame: Vec<bool> = (0..n)
        .map(|i| {
            b.cells[i] == EMPTY
                && b.nbr[i].iter().any(|&j| b.cells[j] == 1)
                && b.nbr[i].iter().any(|&j| b.cells[j] == 2)
        })
        .collect();
    let mut label = vec![usize::MAX; n];
    let mut borders = Vec::new();
    for s in 0..n {
        if b.cells[s] != EMPTY || label[s] != usize::MAX {
            continue;
        }
        let id = borders.len();
        let mut bd = [false; 2];
        let mut stack = vec![s];
        label[s] = id;
        while let Some(i) = stack.pop() {
            for &j in &b.nbr[i] {
                match b.cells[j] {
                    EMPTY if !dame[s] && !dame[j] && label[j] == usize::MAX => {
                        label[j] = id;
                        stack.push(j);
                    }
                    EMPTY => {}
                    c => bd[(c - 1) as usize] = true,
                }
            }
        }
        borders.push(bd);
    }
    (label, borders)
}

/// The image of point index `i` of a `w` x `h` board under symmetry `k`: bit 0 mirrors
/// left-right, bit 1 top-bottom, bit 2 then transposes (square boards only), the numbering of
/// the spec's `qili_spec::go::frame::Symmetry`.
fn image_index(k: u8, w: usize, h: usize, i: usize) -> usize {
    let (x, y) = (i % w, i / w);
    let x = if k & 1 == 1 { w - 1 - x } else { x };
    let y = if k & 2 == 2 { h - 1 - y } else { y };
    if k & 4 == 4 {
        x * w + y
    } else {
        y * w + x
    }
}

/// The canonical frame of a position (as the spec's `qili_spec::go::frame::canonical`): of the
/// board's symmetries (8 on a square, else 4), the one whose image of the points' codes, read
/// row-major, is least, the first on a tie. Returns it as the map from a point to its image.
fn canonical_frame(w: usize, h: usize, code: &[u8]) -> Vec<usize> {
    let n = w * h;
    let map = |k: u8| {
        (0..n)
            .map(|i| image_index(k, w, h, i))
            .collect::<Vec<usize>>()
    };
    let read = |to: &[usize]| {
        let mut key = vec![0u8; n];
        for i in 0..n {
            key[to[i]] = code[i];
        }
        key
    };
    let mut best = map(0);
    let mut least = read(&best);
    for k in 1..if w == h { 8 } else { 4 } {
        let to = map(k);
        let key = read(&to);
        if key < least {
            least = key;
            best = to;
        }
    }
    best
}

/// Steps 1 to 4 of [`qili_spec::go::practice`], on index arrays, in the position's canonical
/// frame (the key reads the board as recorded and the dead stones, as the spec's `analyse`),
/// the points mapped back: the count does not depend on how the board is drawn
/// (`proofs/orientation.md`).
pub fn analyse_fast(game: &FinishedGame, dead: &DeadStones) -> Practice {
    let g = &game.grid;
    let (w, h) = (g.width(), g.height());
    let code: Vec<u8> = g
        .points()
        .map(|p| {
            let c = match g.get(p) {
                Cell::Empty => 0,
                Cell::Stone(c) => code(c),
            };
            c + if c != EMPTY && dead.0.contains(&p) {
                3
            } else {
                0
            }
        })
        .collect();
    let to = canonical_frame(w, h, &code);
    let mut from = vec![0; to.len()];
    for (i, &j) in to.iter().enumerate() {
        from[j] = i;
    }
    let pt = |i: usize| Point::new(i % w, i / w);
    let mut grid = Grid::empty(w, h);
    for p in g.points() {
        grid.set(pt(to[p.y * w + p.x]), g.get(p));
    }
    let framed = FinishedGame {
        grid,
        ..game.clone()
    };
    let framed_dead = DeadStones(dead.0.iter().map(|p| pt(to[p.y * w + p.x])).collect());
    let a = analyse_fast_in_frame(&framed, &framed_dead);
    let back = |ps: Vec<Point>| {
        let mut v: Vec<Point> = ps.into_iter().map(|q| pt(from[q.y * w + q.x])).collect();
        v.sort_by_key(|q| (q.y, q.x));
        v
    };
    let [black, white] = a.territory;
    Practice {
        dame: back(a.dame),
        seki_points: back(a.seki_points),
        seki_stones: back(a.seki_stones),
        seki_eyes: back(a.seki_eyes),
        must_fill: back(a.must_fill),
        territory: [back(black), back(white)],
    }
}

/// [`analyse_fast`] in the frame the position is drawn in.
fn analyse_fast_in_frame(game: &FinishedGame, dead: &DeadStones) -> Practice {
    let w = game.grid.width();
    let pt = |i: usize| Point::new(i % w, i / w);
    let mut is_dead = vec![false; game.grid.area()];
    for p in &dead.0 {
        if game.grid.get(*p) != Cell::Empty {
            is_dead[p.y * w + p.x] = true;
        }
    }
    let board = Board::from_grid(&game.grid);
    let n = board.cells.len();
    let mut settled = Board {
        w,
        cells: board.cells.clone(),
        nbr: board.nbr.clone(),
    };
    for (cell, &d) in settled.cells.iter_mut().zip(&is_dead) {
        if d {
            *cell = EMPTY;
        }
    }
    let (rlabel, rborders) = regions(&settled);
    let neutral = |i: usize| {
        settled.cells[i] == EMPTY && {
            let bd = rborders[rlabel[i]];
            bd[0] == bd[1]
        }
    };
    // A neutral region with a point next to no stone is a diagram's open area: not filled (as
    // the spec's `fill_dame`).
    let mut open = vec![false; rborders.len()];
    for i in 0..n {
        if settled.cells[i] == EMPTY && settled.nbr[i].iter().all(|&j| settled.cells[j] == EMPTY) {
            open[rlabel[i]] = true;
        }
    }
    let candidates: Vec<usize> = (0..n)
        .filter(|&i| board.cells[i] == EMPTY && neutral(i) && !open[rlabel[i]])
        .collect();
    let owner: Vec<u8> = (0..n)
        .map(|i| match settled.cells[i] {
            EMPTY => match rborders[rlabel[i]] {
                [true, false] => 1,
                [false, true] => 2,
                _ => EMPTY,
            },
            _ => EMPTY,
        })
        .collect();
    let mut mark = vec![0u32; n];
    let mut stamp = 0u32;
    let mut g = Board {
        w,
        cells: board.cells.clone(),
        nbr: board.nbr.clone(),
    };
    let mut rsize = vec![0usize; rborders.len()];
    for &l in rlabel.iter().filter(|&&l| l != usize::MAX) {
        rsize[l] += 1;
    }
    let regions = (rlabel.as_slice(), rsize.as_slice());
    // The sides fill in turn, the side to move first (as the spec's `fill_dame`).
    let mut turn: u8 = match game.last_mover {
        Some(c) => other(code(c)),
        None => 1,
    };
    let mut dame = Vec::new();
    let mut passes = 0;
    for _ in 0..2 * n + 2 {
        // (point, puts in atari, board after, points behind it, forcing, guard)
        type Fill = (usize, bool, Vec<u8>, Vec<usize>, bool, bool);
        let mut fills: Vec<Fill> = Vec::new();
        for &p in &candidates {
            if g.cells[p] != EMPTY {
                continue;
            }
            let saved = g.cells.clone();
            let Some(ataris) = g.try_fill(p, turn, &owner, regions, &mut mark, &mut stamp) else {
                continue;
            };
            let teire = g.behind(&owner, &is_dead, p, turn);
            let forcing = !teire.is_empty()
                || g.ataris_into_territory(&owner, p, turn, &mut mark, &mut stamp);
            let after = std::mem::replace(&mut g.cells, saved.clone());
            let opp = other(turn);
            let guard = g
                .try_fill(p, opp, &owner, regions, &mut mark, &mut stamp)
                .is_some()
                && (!g.behind(&owner, &is_dead, p, opp).is_empty()
                    || g.ataris_into_territory(&owner, p, opp, &mut mark, &mut stamp));
            g.cells = saved;
            fills.push((p, ataris, after, teire, forcing, guard));
        }
        let pick = fills
            .iter()
            .position(|f| f.4)
            .or_else(|| fills.iter().position(|f| f.5))
            .or_else(|| fills.iter().position(|f| !f.1))
            .or(if fills.is_empty() { None } else { Some(0) });
        let Some(k) = pick else {
            passes += 1;
            if passes == 2 {
                break;
            }
            turn = other(turn);
            continue;
        };
        passes = 0;
        let (p, _, after, teire, forcing, _) = fills.swap_remove(k);
        g.cells = after;
        dame.push(p);
        for &q in &teire {
            let saved = g.cells.clone();
            if g.try_fill(q, other(turn), &owner, regions, &mut mark, &mut stamp)
                .is_none()
            {
                g.cells = saved;
            }
            dame.push(q);
        }
        if !forcing {
            turn = other(turn);
        }
    }
    let seki: Vec<usize> = candidates
        .iter()
        .copied()
        .filter(|&p| g.cells[p] == EMPTY)
        .collect();
    let mut is_dame = vec![false; n];
    for &p in &dame {
        is_dame[p] = true;
    }
    // Seki blocks: next to a seki point and bordering fewer than two of their side's own
    // regions of the settled board (as the spec's `seki_units`).
    let mut in_seki_block = vec![false; n];
    for &p in &seki {
        for &q in &g.nbr[p].clone() {
            if g.cells[q] != EMPTY && !is_dead[q] && !in_seki_block[q] {
                let c = g.cells[q];
                let (b, _) = g.block(q, &mut mark, &mut stamp);
                let mut own: Vec<usize> = b
                    .iter()
                    .flat_map(|&s| settled.nbr[s].iter().copied())
                    .filter(|&j| owner[j] == c)
                    .map(|j| rlabel[j])
                    .collect();
                own.sort_unstable();
                own.dedup();
                if own.len() < 2 {
                    for s in b {
                        in_seki_block[s] = true;
                    }
                }
            }
        }
    }
    // Units of the settled board: a side's stones joined through the regions it alone borders.
    let basic = |i: usize| -> u8 {
        match settled.cells[i] {
            EMPTY => {
                let bd = rborders[rlabel[i]];
                match bd {
                    [true, false] => 1,
                    [false, true] => 2,
                    _ => EMPTY,
                }
            }
            c => c,
        }
    };
    let mut seen = vec![false; n];
    let mut seki_stones = Vec::new();
    let mut seki_eyes = Vec::new();
    let mut territory: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    for s in 0..n {
        if seen[s] || settled.cells[s] == EMPTY {
            continue;
        }
        let c = settled.cells[s];
        let mut members = vec![s];
        seen[s] = true;
        let mut k = 0;
        while k < members.len() {
            let i = members[k];
            k += 1;
            for &j in &settled.nbr[i] {
                if !seen[j] && basic(j) == c {
                    seen[j] = true;
                    members.push(j);
                }
            }
        }
        let touches = members
            .iter()
            .any(|&i| settled.cells[i] != EMPTY && in_seki_block[i]);
        for &i in &members {
            let empty = settled.cells[i] == EMPTY;
            if touches {
                if empty {
                    seki_eyes.push(pt(i));
                } else {
                    seki_stones.push(pt(i));
                }
            } else if empty && !is_dame[i] {
                // A teire after a dame fill is a dame, not territory (as the spec).
                territory[(c - 1) as usize].push(pt(i));
            }
        }
    }
    let by_row = |v: &mut Vec<Point>| v.sort_by_key(|q| (q.y, q.x));
    for t in territory.iter_mut() {
        by_row(t);
    }
    by_row(&mut seki_stones);
    by_row(&mut seki_eyes);
    let mut in_territory = vec![0u8; n];
    for (k, t) in territory.iter().enumerate() {
        for p in t {
            in_territory[p.y * w + p.x] = k as u8 + 1;
        }
    }
    let mut is_seki_point = vec![false; n];
    for &p in &seki {
        is_seki_point[p] = true;
    }
    // Step 4 on the settled board with the dame filled and the dead stones put back (as the
    // spec: they stand until the game has stopped, Japanese 1989 Article 10).
    let mut f = Board {
        w,
        cells: settled.cells.clone(),
        nbr: settled.nbr.clone(),
    };
    for &p in &dame {
        f.cells[p] = g.cells[p];
    }
    for (i, &d) in is_dead.iter().enumerate() {
        if d {
            f.cells[i] = board.cells[i];
        }
    }
    let mut must = Vec::new();
    for _ in 0..=n {
        let mut found = None;
        let mut done = vec![false; n];
        // A dead stone still standing (a captured one's point may since hold its captor's).
        let standing = |f: &Board, i: usize| is_dead[i] && f.cells[i] == board.cells[i];
        let open = |f: &Board, s: usize, mark: &mut [u32], stamp: &mut u32| -> Vec<usize> {
            f.liberty_points(s, mark, stamp)
                .into_iter()
                .filter(|&q| !is_seki_point[q])
                .collect()
        };
        // Blocks in row-major order of their first stone, as the spec lists them.
        'scan: for s in 0..n {
            if f.cells[s] == EMPTY || done[s] {
                continue;
            }
            let (stones, _) = f.block(s, &mut mark, &mut stamp);
            for &t in &stones {
                done[t] = true;
            }
            if stones.iter().any(|&t| standing(&f, t)) {
                continue;
            }
            let c = f.cells[s];
            let libs = open(&f, s, &mut mark, &mut stamp);
            let mut next_to_dead: Vec<usize> = stones
                .iter()
                .flat_map(|&t| f.nbr[t].iter().copied())
                .filter(|&q| f.cells[q] == other(c) && standing(&f, q))
                .collect();
            next_to_dead.sort_unstable();
            next_to_dead.dedup();
            // As the spec: its one liberty when no dead stone stands next to it; with none,
            // the liberties of the dead blocks next to it.
            let targets = match (libs.len(), next_to_dead.is_empty()) {
                (1, true) => libs,
                (0, false) => {
                    let mut t: Vec<usize> = Vec::new();
                    for &q in &next_to_dead {
                        t.extend(open(&f, q, &mut mark, &mut stamp));
                    }
                    t.sort_unstable();
                    t
                }
                _ => continue,
            };
            for q in targets {
                if in_territory[q] != c || must.contains(&q) {
                    continue;
                }
                let saved = f.cells.clone();
                f.cells[q] = c;
                for &nq in &f.nbr[q].clone() {
                    if f.cells[nq] == other(c) {
                        let (b, l) = f.block(nq, &mut mark, &mut stamp);
                        if l == 0 {
                            for t in b {
                                f.cells[t] = EMPTY;
                            }
                        }
                    }
                }
                // A liberty, or a dead stone the block can still capture (as the spec).
                let (b, l) = f.block(q, &mut mark, &mut stamp);
                let breathes = l > 0
                    || b.iter().any(|&t| {
                        f.nbr[t]
                            .iter()
                            .any(|&u| f.cells[u] == other(c) && standing(&f, u))
                    });
                if breathes {
                    found = Some(q);
                    break 'scan;
                }
                f.cells = saved;
            }
        }
        match found {
            Some(p) => must.push(p),
            None => break,
        }
    }
    let mut must_fill: Vec<Point> = must.into_iter().map(pt).collect();
    by_row(&mut must_fill);
    let _ = f.w;
    Practice {
        dame: {
            let mut d = dame.into_iter().map(pt).collect::<Vec<_>>().tap_sort();
            d.dedup();
            d
        },
        seki_points: seki.into_iter().map(pt).collect(),
        seki_stones,
        seki_eyes,
        must_fill,
        territory,
    }
}

trait TapSort {
    fn tap_sort(self) -> Self;
}

impl TapSort for Vec<Point> {
    fn tap_sort(mut self) -> Self {
        self.sort_by_key(|q| (q.y, q.x));
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use qili_spec::go::practice::analyse;
    use qili_spec::theorems::scoring::{random_setup, Rng};

    #[test]
    fn fast_practice_count_agrees_with_the_spec_on_random_positions() {
        let mut rng = Rng::new(15);
        for _ in 0..400 {
            let mut g = random_setup(&mut rng, 7);
            // Take off blocks without liberties (a finished position has none).
            for b in g.blocks() {
                if g.liberties(&b).is_empty() {
                    for s in b {
                        g.set(s, Cell::Empty);
                    }
                }
            }
            let dead: Vec<Point> = g
                .points()
                .filter(|&p| g.get(p) != Cell::Empty && rng.below(8) == 0)
                .collect();
            let d = DeadStones(dead);
            let mut game = FinishedGame::setup(g.clone());
            // Either side to move, or a set-up position (Black fills first).
            game.last_mover = match rng.below(3) {
                0 => None,
                1 => Some(qili_spec::go::grid::Color::Black),
                _ => Some(qili_spec::go::grid::Color::White),
            };
            assert_eq!(
                analyse_fast(&game, &d),
                analyse(&game, &d),
                "\n{g}\ndead {:?}",
                d.0
            );
        }
    }
}
