//! Territory counting as it is done in practice, on a record as it is saved: the dame not
//! filled, the dead stones still on the board, no territory markings.
//!
//! The Japanese 1989 rules, Article 8, call stones "in seki" when they are alive and share a
//! liberty with the opponent's live stones; read to the letter on a record whose dame are not
//! filled, every live group next to an unfilled dame is "in seki" and owns no territory
//! ([`super::score::Japanese1989`] keeps that letter). Players, referees and programs do not
//! count that way: a **dame** (a neutral point either side may fill without harm) is nobody's and
//! puts no group in seki, and only groups whose shared liberties *neither* side can fill are in
//! seki. This module finds those on the position, plainly:
//!
//! 0. **Sealing the dame** ([`sealed_regions`]). On the settled board an empty point touching
//!    both colours' stones is a dame: a region of its own, neutral, and no region extends
//!    through it. A record saved before the dame are filled has its territories open to the
//!    dame (a dame on the edge of Black's area joins it to a White stone); sealed, each
//!    territory is the region of one colour behind the dame, as players count it.
//! 1. **Filling the dame** ([`fill_dame`]). On the board as recorded (dead stones still on it,
//!    since a dead stone in a seki eye is what makes many seki), every empty point of a neutral
//!    sealed region of the settled board is a candidate, unless the region holds a point that
//!    touches no stone: that is a diagram's open area (002's figure 9 is a corner of a board
//!    drawn empty elsewhere), not played out, and nobody fills it or counts it. A side *can fill* a candidate when the
//!    stone it puts there captures something or leaves its block with at least two liberties,
//!    and not exactly the two points of one of its own two-point eyes where the opponent can
//!    play (the opponent's stone there would leave the block one eye: TS-8's figure, where
//!    White's stone on a shared liberty leaves it only the two points of its eye A, is a seki,
//!    not a dame). The sides fill in turn, the side to move after the record first (Black on a
//!    set-up position), as the dame are filled at the end of a game. A fill can make a point of
//!    the opponent's territory touch both colours, or put an opposing block in atari with its
//!    liberty in that territory: the seal is then repeated, that point is a dame the opponent
//!    must fill at once (a teire: 9x9/004's F7 once Black has filled E7), not territory, and the
//!    filler keeps the move. So each side fills such a forcing point first, then one where the
//!    opponent's fill would force it, then one that puts nobody in atari, then any; two passes
//!    end the filling, at most `2 * area + 2` turns. "First" is row-major in the position's
//!    canonical frame ([`super::frame`], `proofs/orientation.md`), so the fill, and the count,
//!    do not depend on how the board is drawn. (GNU Go's `final_score` plays these points
//!    with its move generator; where it chose another order the corpus test names the dame.)
//! 2. **Seki points** are the candidates still empty: neither side can fill them without putting
//!    its own block in atari. **Seki blocks** are the live blocks next to a seki point (on the
//!    filled board) that border fewer than two of their side's own regions (a block with two
//!    separate eyes lives on its own and keeps its territory); a **life unit** of the settled
//!    board ([`super::life::units`]) is in seki when it holds a stone of a seki block, though its
//!    other blocks have eyes of their own (the blocks a shared eye links live or die together:
//!    002's figure 9 is one seki, 六路 to White with one eye kept, TS-9).
//! 3. **Territory** is the own empty points of the units not in seki. The eyes of a unit in seki
//!    are nobody's; the dead stones inside them are *not* taken off (Article 10 removes dead
//!    stones from territory only; the official commentary: the stones in a seki eye stay), so
//!    they are not prisoners. Every other dead stone is a prisoner of its captor.
//! 4. **Points that must be filled** ([`FalseEyes`]): once the dame are filled, a block whose
//!    only liberty left (seki points aside) lies in its own territory is in atari, and its owner
//!    must fill that point before the count (a false eye, a cut inside the territory). Whether the
//!    count takes that point off is a named option.
//!
//! The engine's scorer (`qili::scoring::practice`) does the same with index arrays; tests check
//! one against the other.

use super::frame::{self, Symmetry};
use super::grid::{Cell, Color, Grid, Point};
use super::life::{self, Owner, SekiTest};
use super::score::{area_marks, Unit as ScoreUnit};
use super::score::{idx, settle, with_dead_marks, DeadStones, FinishedGame, Mark, Report, Scorer};
use serde::Serialize;

/// What the count does with a point a side must fill before counting because, once the dame are
/// filled, the block next to it would be in atari there (a false eye; a cut in the territory).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum FalseEyes {
    /// The owner fills it: the point is not territory (Japanese practice: "手入れ", the filling
    /// move costs the point).
    Filled,
    /// The record is counted as it stands: the point is territory.
    Counted,
}

/// Whether the empty point `p` of `settled` touches stones of both colours: a dame.
fn touches_both(settled: &Grid, p: Point) -> bool {
    let n = settled.neighbours(p);
    settled.get(p) == Cell::Empty
        && n.iter()
            .any(|&q| settled.get(q) == Cell::Stone(Color::Black))
        && n.iter()
            .any(|&q| settled.get(q) == Cell::Stone(Color::White))
}

/// The empty regions of the settled board with the dame sealed (step 0 of the module text):
/// an empty point touching both colours is a region of its own, and no other region extends
/// through it. Returns each empty point's region label (`usize::MAX` for stones) and each
/// region's owner: the only colour its points touch, else neutral.
pub fn sealed_regions(settled: &Grid) -> (Vec<usize>, Vec<Owner>) {
    let w = settled.width();
    let mut label = vec![usize::MAX; settled.area()];
    let mut owners = Vec::new();
    for p in settled.points() {
        if settled.get(p) != Cell::Empty || label[p.y * w + p.x] != usize::MAX {
            continue;
        }
        let id = owners.len();
        let dame = touches_both(settled, p);
        label[p.y * w + p.x] = id;
        let mut stack = vec![p];
        let (mut black, mut white) = (false, false);
        while let Some(q) = stack.pop() {
            for n in settled.neighbours(q) {
                match settled.get(n) {
                    Cell::Stone(Color::Black) => black = true,
                    Cell::Stone(Color::White) => white = true,
                    Cell::Empty => {
                        if !dame && label[n.y * w + n.x] == usize::MAX && !touches_both(settled, n)
                        {
                            label[n.y * w + n.x] = id;
                            stack.push(n);
                        }
                    }
                }
            }
        }
        owners.push(match (black, white) {
            (true, false) => Owner::Side(Color::Black),
            (false, true) => Owner::Side(Color::White),
            _ => Owner::Neutral,
        });
    }
    (label, owners)
}

/// The owner of every empty point of `settled` with the dame sealed ([`sealed_regions`]).
pub fn sealed_ownership(settled: &Grid) -> Vec<Option<Owner>> {
    let (label, owners) = sealed_regions(settled);
    label
        .iter()
        .map(|&l| (l != usize::MAX).then(|| owners[l]))
        .collect()
}

/// Whether `c`'s opponent may play at `q` on `g`: its stone captures or keeps a liberty.
fn opponent_can_play(g: &Grid, q: Point, c: Color) -> bool {
    if g.get(q) != Cell::Empty {
        return false;
    }
    let mut h = g.clone();
    h.set(q, Cell::Stone(c.opponent()));
    let captures = h
        .neighbours(q)
        .into_iter()
        .any(|n| h.get(n) == Cell::Stone(c) && h.liberties(&h.block(n)).is_empty());
    captures || !h.liberties(&h.block(q)).is_empty()
}

/// Whether `c` can fill the dame `p` on `g` (step 1 of the module text), and if so whether the
/// stone puts an opposing block in atari, with the board after it. `own` is the ownership of
/// the settled board's empty points.
fn can_fill(
    g: &Grid,
    own: &[Option<Owner>],
    (label, size): (&[usize], &[usize]),
    p: Point,
    c: Color,
) -> Option<(bool, Grid)> {
    if g.get(p) != Cell::Empty {
        return None;
    }
    let (h, captured) = play_and_capture(g, p, c);
    let mine = h.block(p);
    let libs = h.liberties(&mine);
    if !captured && libs.len() < 2 {
        return None;
    }
    let w = g.width();
    let i = |q: &Point| q.y * w + q.x;
    if !captured
        && libs.len() == 2
        && libs.iter().all(|q| own[i(q)] == Some(Owner::Side(c)))
        && label[i(&libs[0])] == label[i(&libs[1])]
        && size[label[i(&libs[0])]] == 2
        && libs.iter().any(|&q| opponent_can_play(&h, q, c))
    {
        return None;
    }
    // Whether the stone leaves an opposing block in atari.
    let ataris = h
        .neighbours(p)
        .into_iter()
        .any(|n| h.get(n) == Cell::Stone(c.opponent()) && h.liberties(&h.block(n)).len() == 1);
    Some((ataris, h))
}

/// The points of `c`'s opponent's territory (`own`) next to `p` that touch stones of both
/// colours on `g` (dead stones aside): once `c` has filled the dame `p`, each is a point its
/// owner must fill (a teire), no longer territory.
fn behind(g: &Grid, own: &[Option<Owner>], dead: &[Point], p: Point, c: Color) -> Vec<Point> {
    let w = g.width();
    let live = |q: Point, k: Color| g.get(q) == Cell::Stone(k) && !dead.contains(&q);
    let mut out: Vec<Point> = g
        .neighbours(p)
        .into_iter()
        .filter(|&q| {
            g.get(q) == Cell::Empty
                && own[q.y * w + q.x] == Some(Owner::Side(c.opponent()))
                && g.neighbours(q).into_iter().any(|n| live(n, Color::Black))
                && g.neighbours(q).into_iter().any(|n| live(n, Color::White))
        })
        .collect();
    out.sort_by_key(|q| (q.y, q.x));
    out
}

/// Whether `c`'s stone at `p` on `g` leaves an opposing block next to it with one liberty,
/// and that liberty in the opponent's own territory (`own`): the opponent must connect there
/// (a point that must be filled, step 4), so the fill gains a point and keeps the move.
fn ataris_into_territory(g: &Grid, own: &[Option<Owner>], p: Point, c: Color) -> bool {
    let w = g.width();
    g.neighbours(p).into_iter().any(|n| {
        g.get(n) == Cell::Stone(c.opponent()) && {
            let libs = g.liberties(&g.block(n));
            libs.len() == 1 && own[libs[0].y * w + libs[0].x] == Some(Owner::Side(c.opponent()))
        }
    })
}

/// The board as recorded with every dame filled (step 1 of the module text), and the seki
/// points: candidates neither side can fill. `board` is the recorded position (dead stones on
/// it), `settled` the same with the dead stones taken off, `first` the side that fills first
/// (the side to move after the record's last move).
///
/// The sides fill in turn. On its turn a side fills, in row-major order of the position's
/// canonical frame ([`super::frame`]), the first candidate
/// whose fill makes a point of the opponent's territory touch both colours (a dame with a
/// follow-up), else the first whose fill puts no opposing block in atari, else the first it can
/// fill at all, else passes; two passes in a row end the filling. After a fill, every point of
/// the opponent's territory next to it that now touches both colours is sealed again: the
/// opponent fills it at once (a teire: it is a dame, not territory) and the same side fills
/// again. Each turn fills a point or passes, so at most `2 * area + 2` turns.
pub fn fill_dame(board: &Grid, settled: &Grid, first: Color) -> (Grid, Vec<Point>, Vec<Point>) {
    let (w, h) = (board.width(), board.height());
    let s = frame::canonical(w, h, |p| position_code(board, settled, p));
    let (g, dame, seki) = fill_dame_in_frame(&s.grid(board), &s.grid(settled), first);
    (
        s.invert_grid(&g),
        s.invert_points(w, h, &dame),
        s.invert_points(w, h, &seki),
    )
}

/// A point's code in the key of a position's canonical frame: its cell on the board as
/// recorded, and whether the stone there is dead (on the board, not on the settled board).
fn position_code(board: &Grid, settled: &Grid, p: Point) -> u8 {
    let dead = board.get(p) != Cell::Empty && settled.get(p) == Cell::Empty;
    frame::cell_code(board, p) + if dead { 3 } else { 0 }
}

/// [`fill_dame`] in the frame the position is drawn in: ties go to the first point row-major.
fn fill_dame_in_frame(
    board: &Grid,
    settled: &Grid,
    first: Color,
) -> (Grid, Vec<Point>, Vec<Point>) {
    let own = sealed_ownership(settled);
    let (label, owners) = sealed_regions(settled);
    let mut size = vec![0usize; owners.len()];
    for &l in label.iter().filter(|&&l| l != usize::MAX) {
        size[l] += 1;
    }
    let regions = (label.as_slice(), size.as_slice());
    let w = settled.width();
    let dead: Vec<Point> = board
        .points()
        .filter(|&p| board.get(p) != Cell::Empty && settled.get(p) == Cell::Empty)
        .collect();
    // A neutral region with a point that touches no stone is a diagram's open area, not played
    // out (002's figures 9 and 10 show a corner of a board whose rest is drawn empty): its
    // points are nobody's and no side fills them.
    let mut open = vec![false; owners.len()];
    for p in settled.points() {
        if settled.get(p) == Cell::Empty
            && settled
                .neighbours(p)
                .iter()
                .all(|&q| settled.get(q) == Cell::Empty)
        {
            open[label[p.y * w + p.x]] = true;
        }
    }
    let candidates: Vec<Point> = settled
        .points()
        .filter(|&p| {
            board.get(p) == Cell::Empty
                && settled.get(p) == Cell::Empty
                && own[p.y * w + p.x] == Some(Owner::Neutral)
                && !open[label[p.y * w + p.x]]
        })
        .collect();
    let mut g = board.clone();
    let mut dame = Vec::new();
    let mut turn = first;
    let mut passes = 0;
    for _ in 0..2 * settled.area() + 2 {
        // The fills open to `turn`: (point, puts in atari, board after, points behind it,
        // whether the opponent's fill there would leave points behind it in `turn`'s
        // territory).
        let gains = |h: &Grid, p: Point, c: Color| {
            let b = behind(h, &own, &dead, p, c);
            let forcing = !b.is_empty() || ataris_into_territory(h, &own, p, c);
            (b, forcing)
        };
        let fills: Vec<Fill> = candidates
            .iter()
            .filter_map(|&p| {
                can_fill(&g, &own, regions, p, turn).map(|(a, h)| {
                    let b = gains(&h, p, turn);
                    let guard = can_fill(&g, &own, regions, p, turn.opponent())
                        .is_some_and(|(_, o)| gains(&o, p, turn.opponent()).1);
                    (p, a, h, b, guard)
                })
            })
            .collect();
        // A fill that gains a point first (it keeps the move), then one that saves a point,
        // then one that puts nobody in atari, then any.
        let pick = fills
            .iter()
            .position(|f| f.3 .1)
            .or_else(|| fills.iter().position(|f| f.4))
            .or_else(|| fills.iter().position(|f| !f.1))
            .or(if fills.is_empty() { None } else { Some(0) });
        let Some(k) = pick else {
            passes += 1;
            if passes == 2 {
                break;
            }
            turn = turn.opponent();
            continue;
        };
        passes = 0;
        let (p, _, h, (teire, forcing), _) = fills.into_iter().nth(k).unwrap();
        g = h;
        dame.push(p);
        for q in &teire {
            // The owner fills its point; a point it cannot fill stays empty, still no territory.
            if let Some((_, h)) = can_fill(&g, &own, regions, *q, turn.opponent()) {
                g = h;
            }
            dame.push(*q);
        }
        // A forcing fill keeps the move: the opponent's reply is the teire (filled above, or
        // the connection step 4 takes off).
        if !forcing {
            turn = turn.opponent();
        }
    }
    let seki: Vec<Point> = candidates
        .iter()
        .copied()
        .filter(|&p| g.get(p) == Cell::Empty)
        .collect();
    dame.sort_by_key(|q| (q.y, q.x));
    dame.dedup();
    (g, dame, seki)
}

/// A fill open to a side: the point, whether it puts an opposing block in atari, the board
/// after it, the points behind it with whether it forces a reply, and whether the opponent's
/// fill there would force one.
type Fill = (Point, bool, Grid, (Vec<Point>, bool), bool);

/// The side that fills the first dame: the side to move after the record's last move (Black
/// on a set-up position).
fn first_to_fill(game: &FinishedGame) -> Color {
    game.last_mover.map_or(Color::Black, |c| c.opponent())
}

/// What the practice count found on a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Practice {
    /// The dame: neutral points one side or the other can fill, row-major.
    pub dame: Vec<Point>,
    /// Shared liberties of seki: neutral points neither side can fill, row-major.
    pub seki_points: Vec<Point>,
    /// The stones of the life units in seki, row-major.
    pub seki_stones: Vec<Point>,
    /// The own empty points of the units in seki (nobody's territory), row-major.
    pub seki_eyes: Vec<Point>,
    /// Points a side must fill before counting (step 4), row-major.
    pub must_fill: Vec<Point>,
    /// Each side's territory: own empty points of units not in seki, `[black, white]`, before
    /// the must-fill points are taken off.
    pub territory: [Vec<Point>; 2],
}

/// Steps 1 and 2 of the module text: the settled board's life units, each marked in seki
/// (`in_seki`) when it holds a stone of a seki block (one next to a seki point that borders
/// fewer than two own regions); a unit next to a dame only is not in seki. For a count that spares the points of a seki
/// and must not take an unfilled dame for one (the route methods' `-no-seki-points` readings
/// still do; KataGo's tax, checked against KataGo's own results, keeps KataGo's test).
pub fn units_in_practice(game: &FinishedGame, dead: &DeadStones) -> Vec<life::Unit> {
    let (s, game, dead) = in_frame(game, dead);
    let settled = settle(&game, &dead).grid;
    let (filled, _, seki_points) = fill_dame_in_frame(&game.grid, &settled, first_to_fill(&game));
    let (w, h) = (settled.width(), settled.height());
    let mut units: Vec<life::Unit> = seki_units(&settled, &filled, &seki_points, &dead)
        .into_iter()
        .map(|u| life::Unit {
            stones: s.invert_points(w, h, &u.stones),
            empties: s.invert_points(w, h, &u.empties),
            ..u
        })
        .collect();
    units.sort_by_key(|u| u.stones.first().map(|q| (q.y, q.x)));
    units
}

/// A finished game and its dead stones moved to the position's canonical frame
/// ([`super::frame`]; the key reads the board as recorded and the dead stones), with the
/// symmetry that moved them. The rest of the record (prisoners, moves, the side to move) does
/// not depend on how the board is drawn.
fn in_frame(game: &FinishedGame, dead: &DeadStones) -> (Symmetry, FinishedGame, DeadStones) {
    let g = &game.grid;
    let (w, h) = (g.width(), g.height());
    let is_dead = |p: Point| g.get(p) != Cell::Empty && dead.0.contains(&p);
    let s = frame::canonical(w, h, |p| {
        frame::cell_code(g, p) + if is_dead(p) { 3 } else { 0 }
    });
    let moved = FinishedGame {
        grid: s.grid(g),
        ..game.clone()
    };
    (s, moved, DeadStones(s.points(w, h, &dead.0)))
}

/// Step 2: the units of `settled` with `in_seki` set from the seki points of the filled board.
fn seki_units(
    settled: &Grid,
    filled: &Grid,
    seki_points: &[Point],
    dead: &DeadStones,
) -> Vec<life::Unit> {
    let w = settled.width();
    let (region_of, _) = sealed_regions(settled);
    let own = sealed_ownership(settled);
    // Seki blocks on the filled board: live blocks next to a seki point that border fewer than
    // two of their side's own regions of the settled board. A block with two such regions
    // lives by them (its liberty next to the seki point stays empty only because a dead stone
    // still fills one of its eyes on the board as recorded); one with fewer lives by the seki,
    // and so does every block its eye links it to: `.X.O.O.`'s d1 borders only e1, and 002's
    // figure 9's a18 only a19, though their units hold two regions or more (TS-9, HZ-3).
    let mut in_seki_block = vec![false; settled.area()];
    for &p in seki_points {
        for n in filled.neighbours(p) {
            let Cell::Stone(c) = filled.get(n) else {
                continue;
            };
            if dead.0.contains(&n) {
                continue;
            }
            let block = filled.block(n);
            let mut regions: Vec<usize> = block
                .iter()
                .flat_map(|&s| settled.neighbours(s))
                .filter(|q| own[q.y * w + q.x] == Some(Owner::Side(c)))
                .map(|q| region_of[q.y * w + q.x])
                .collect();
            regions.sort_unstable();
            regions.dedup();
            if regions.len() < 2 {
                for s in block {
                    in_seki_block[s.y * w + s.x] = true;
                }
            }
        }
    }
    let mut units = life::units_with(settled, &own, SekiTest::TouchesNeutral);
    for u in units.iter_mut() {
        u.in_seki = u.stones.iter().any(|p| in_seki_block[p.y * w + p.x]);
    }
    units
}

/// Steps 1 to 4 of the module text on a finished game with its dead stones.
///
/// Run in the position's canonical frame ([`super::frame`]), its points mapped back: the fill's
/// and step 4's first choices do not depend on how the board is drawn.
pub fn analyse(game: &FinishedGame, dead: &DeadStones) -> Practice {
    let (s, framed, framed_dead) = in_frame(game, dead);
    let a = analyse_in_frame(&framed, &framed_dead);
    let (w, h) = (game.grid.width(), game.grid.height());
    let back = |ps: &[Point]| s.invert_points(w, h, ps);
    Practice {
        dame: back(&a.dame),
        seki_points: back(&a.seki_points),
        seki_stones: back(&a.seki_stones),
        seki_eyes: back(&a.seki_eyes),
        must_fill: back(&a.must_fill),
        territory: [back(&a.territory[0]), back(&a.territory[1])],
    }
}

/// [`analyse`] in the frame the position is drawn in.
fn analyse_in_frame(game: &FinishedGame, dead: &DeadStones) -> Practice {
    let settled = settle(game, dead).grid;
    let (filled, dame, seki_points) = fill_dame_in_frame(&game.grid, &settled, first_to_fill(game));
    let mut seki_stones = Vec::new();
    let mut seki_eyes = Vec::new();
    let mut territory: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    for u in seki_units(&settled, &filled, &seki_points, dead) {
        if u.in_seki {
            seki_stones.extend(u.stones.iter().copied());
            seki_eyes.extend(u.empties.iter().copied());
        } else {
            // A point its owner must fill after a dame fill (a teire) is a dame, not territory.
            territory[idx(u.colour)]
                .extend(u.empties.iter().copied().filter(|p| !dame.contains(p)));
        }
    }
    for t in territory.iter_mut() {
        t.sort_by_key(|q| (q.y, q.x));
    }
    seki_stones.sort_by_key(|q| (q.y, q.x));
    seki_eyes.sort_by_key(|q| (q.y, q.x));
    // Step 4: the settled board with the dame filled as in step 1, and the dead stones put
    // back: they are taken off only when the game has stopped (Japanese 1989, Article 10), so
    // while the dame and the points that must be filled are played they still take the
    // liberties they touch (a throw-in on a false eye).
    let mut g = settled.clone();
    for &p in &dame {
        g.set(p, filled.get(p));
    }
    for &p in &dead.0 {
        g.set(p, game.grid.get(p));
    }
    let must_fill = points_to_fill(g, &game.grid, &territory, &seki_points, &dead.0);
    Practice {
        dame,
        seki_points,
        seki_stones,
        seki_eyes,
        must_fill,
        territory,
    }
}

/// Step 4 of the module text on `g`, the board with the dame filled and the dead stones still
/// on it: the points each side must fill before the count. A live block whose only liberty
/// (seki points aside) lies in its own territory, with no dead stone next to it, is in atari
/// there and its owner fills that point. A live block with no liberty at all has lost its last
/// one to a dame fill while dead opponent stones still stand next to it (a throw-in on a
/// false eye): the fill would capture it, so its owner first captures a dead block next to it,
/// filling that block's liberties in its own territory one by one (the point next to the
/// throw-in costs a point too), then connects. A block in atari only while the dead stones
/// stand inside its territory is left as it was: that is settled when the dead stones are
/// confirmed, not by a dame fill. A fill takes off the opposing blocks it leaves without
/// liberties; a fill after which the owner's block has neither a liberty nor a dead stone next
/// to it is no fill (the group is dead, not short of a connection). The first block row-major acts first, at its first point row-major.
fn points_to_fill(
    mut g: Grid,
    board: &Grid,
    territory: &[Vec<Point>; 2],
    seki_points: &[Point],
    dead: &[Point],
) -> Vec<Point> {
    let mut must_fill: Vec<Point> = Vec::new();
    // A dead stone still standing (a captured one's point may since hold its captor's stone).
    let is_dead = |g: &Grid, p: &Point| dead.contains(p) && g.get(*p) == board.get(*p);
    let open = |g: &Grid, b: &[Point]| -> Vec<Point> {
        g.liberties(b)
            .into_iter()
            .filter(|p| !seki_points.contains(p))
            .collect()
    };
    for _ in 0..=g.area() {
        let mut found = None;
        'blocks: for b in g.blocks() {
            let c = match g.get(b[0]) {
                Cell::Stone(c) if !b.iter().any(|p| is_dead(&g, p)) => c,
                _ => continue,
            };
            let libs = open(&g, &b);
            let mut next_to_dead: Vec<Point> = b
                .iter()
                .flat_map(|&s| g.neighbours(s))
                .filter(|n| g.get(*n) == Cell::Stone(c.opponent()) && is_dead(&g, n))
                .collect();
            next_to_dead.sort_by_key(|q| (q.y, q.x));
            next_to_dead.dedup();
            let targets = match (libs.len(), next_to_dead.is_empty()) {
                // In atari with the dead stones off the board: its one liberty.
                (1, true) => libs,
                // No liberty while the dead stones stand: the liberties of the dead blocks
                // next to it, row-major.
                (0, false) => {
                    let mut t: Vec<Point> = next_to_dead
                        .iter()
                        .flat_map(|&n| open(&g, &g.block(n)))
                        .collect();
                    t.sort_by_key(|q| (q.y, q.x));
                    t
                }
                _ => continue,
            };
            for q in targets {
                if !territory[idx(c)].contains(&q) || must_fill.contains(&q) {
                    continue;
                }
                let (h, _) = play_and_capture(&g, q, c);
                // A liberty, or a dead stone the block can still capture.
                let breathes = h.block(q).iter().flat_map(|&s| h.neighbours(s)).any(|n| {
                    h.get(n) == Cell::Empty
                        || (h.get(n) == Cell::Stone(c.opponent()) && is_dead(&h, &n))
                });
                if breathes {
                    found = Some(h);
                    must_fill.push(q);
                    break 'blocks;
                }
            }
        }
        match found {
            Some(h) => g = h,
            None => break,
        }
    }
    must_fill.sort_by_key(|q| (q.y, q.x));
    must_fill
}

/// `g` with a `c` stone at `p` and the opposing blocks next to it left without liberties
/// taken off, and whether it took any off.
fn play_and_capture(g: &Grid, p: Point, c: Color) -> (Grid, bool) {
    let mut h = g.clone();
    h.set(p, Cell::Stone(c));
    let mut captured = false;
    for n in h.neighbours(p) {
        if h.get(n) == Cell::Stone(c.opponent()) {
            let b = h.block(n);
            if h.liberties(&b).is_empty() {
                for s in b {
                    h.set(s, Cell::Empty);
                }
                captured = true;
            }
        }
    }
    (h, captured)
}

/// Japanese territory as counted in practice (the `japanese` method): territory of the groups
/// not in seki, plus prisoners and the dead stones taken off, seki found as in the module text.
pub struct JapanesePractice {
    /// Komi in points, given to White.
    pub komi: f64,
    /// What the count does with points that must be filled (step 4).
    pub false_eyes: FalseEyes,
}

impl Scorer for JapanesePractice {
    fn name(&self) -> String {
        match self.false_eyes {
            FalseEyes::Filled => "japanese".into(),
            FalseEyes::Counted => "japanese-count-false-eyes".into(),
        }
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let a = analyse(game, dead);
        let s = settle(game, dead);
        let w = s.grid.width();
        let mut marks = area_marks(&s.grid);
        // Territory behind a sealed dame is its side's (area marks alone would leave it open).
        for (k, c) in [Color::Black, Color::White].into_iter().enumerate() {
            for p in &a.territory[k] {
                marks[p.y * w + p.x] = Mark::Area(c);
            }
        }
        for p in a.seki_eyes.iter().chain(&a.seki_points).chain(&a.dame) {
            marks[p.y * w + p.x] = Mark::Neutral;
        }
        let mut t = [a.territory[0].len() as f64, a.territory[1].len() as f64];
        if self.false_eyes == FalseEyes::Filled {
            for p in &a.must_fill {
                if let Mark::Area(c) = marks[p.y * w + p.x] {
                    t[idx(c)] -= 1.0;
                }
                marks[p.y * w + p.x] = Mark::Neutral;
            }
        }
        // Dead stones in a seki eye stay on the board: no prisoners (Article 10).
        let mut taken = [0usize, 0usize];
        let mut kept = Vec::new();
        for &p in &dead.0 {
            if let Cell::Stone(c) = game.grid.get(p) {
                if a.seki_eyes.contains(&p) {
                    kept.push(p);
                } else {
                    taken[idx(c)] += 1;
                }
            }
        }
        with_dead_marks(&mut marks, game, dead);
        let black = t[0] + (game.prisoners[0] + taken[1]) as f64;
        let white = t[1] + (game.prisoners[1] + taken[0]) as f64;
        let mut r = Report::new(&self.name(), black, white, self.komi, ScoreUnit::Points);
        let h = game.grid.height();
        let names = |ps: &[Point]| {
            ps.iter()
                .map(|p| p.guide_name(h))
                .collect::<Vec<_>>()
                .join(" ")
        };
        if !a.seki_points.is_empty() {
            r.notes.push(format!(
                "seki: shared liberties {}; {} eye points in seki not counted",
                names(&a.seki_points),
                a.seki_eyes.len()
            ));
        }
        if !kept.is_empty() {
            r.notes.push(format!(
                "dead stones in a seki eye stay on the board, no prisoners: {}",
                names(&kept)
            ));
        }
        if !a.must_fill.is_empty() {
            r.notes.push(format!(
                "points that must be filled before counting ({}): {}",
                match self.false_eyes {
                    FalseEyes::Filled => "not counted",
                    FalseEyes::Counted => "counted as territory",
                },
                names(&a.must_fill)
            ));
        }
        r.breakdown = marks;
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(rows: &[&str], dead: &[Point], fe: FalseEyes) -> Report {
        let g = Grid::from_rows(rows).unwrap();
        let d = DeadStones::list(&g, dead.to_vec()).unwrap();
        JapanesePractice {
            komi: 0.0,
            false_eyes: fe,
        }
        .score(&FinishedGame::setup(g), &d)
    }

    #[test]
    fn the_issue_seki_gives_zero() {
        // XXXX.OOO / XO.X.O.O / XXXX.OOO, b2 (a white stone in Black's eye) dead: the e column
        // is shared, e1 and e2 can be filled but the last shared liberty cannot, so both groups
        // are in seki; Black's eye b2-c2 and White's eye g2 count nothing and b2 stays on the
        // board (Article 10 commentary): 0 to 0.
        let r = score(
            &["XXXX.OOO", "XO.X.O.O", "XXXX.OOO"],
            &[Point::new(1, 1)],
            FalseEyes::Filled,
        );
        assert_eq!((r.black, r.white), (0.0, 0.0), "{:?}", r.notes);
        assert_eq!(r.result, "Draw");
    }

    #[test]
    fn an_unfilled_dame_puts_nobody_in_seki() {
        // Two walls with a dame between them: each side's territory counts (3 and 2), the
        // dame (d1-d3) is nobody's.
        let r = score(&["..X.O.", "..X.O.", "..X.O."], &[], FalseEyes::Filled);
        assert_eq!((r.black, r.white), (6.0, 3.0));
    }

    #[test]
    fn the_units_of_a_real_seki_are_in_seki_and_a_dame_puts_none_in_seki() {
        // Two walls with an unfilled dame between them: no unit in seki.
        let g = Grid::from_rows(&["..X.O.", "..X.O.", "..X.O."]).unwrap();
        let units = units_in_practice(&FinishedGame::setup(g), &DeadStones::none());
        assert!(units.iter().all(|u| !u.in_seki), "{units:?}");
        // A real seki still spares its points: the seki of this test's position, b2 dead, gives no territory.
        let g = Grid::from_rows(&["XXXX.OOO", "XO.X.O.O", "XXXX.OOO"]).unwrap();
        let d = DeadStones::list(&g, vec![Point::new(1, 1)]).unwrap();
        let units = units_in_practice(&FinishedGame::setup(g), &d);
        assert!(units.iter().all(|u| u.in_seki), "{units:?}");
    }

    #[test]
    fn ts8_figure_is_a_seki_under_the_practice_count() {
        // 002 图八 (TS-8): White's stones on the shared liberties (a19's row, columns 7 and 9)
        // would leave each White block two liberties, both in its own two-point eye (A, B)
        // where Black can play: not a free fill, so the two points stay shared, both White
        // units are in seki and White's eyes A and B count nothing ("no points in seki").
        let g = crate::ts::filling::top_of_19x19(&crate::ts::filling::TS8_TOP_ROWS);
        let r = score_grid(g);
        assert_eq!(r.white, 0.0, "{:?}", r.notes);
    }

    fn score_grid(g: Grid) -> Report {
        JapanesePractice {
            komi: 0.0,
            false_eyes: FalseEyes::Filled,
        }
        .score(&FinishedGame::setup(g), &DeadStones::none())
    }

    #[test]
    fn a_stone_in_atari_inside_the_territory_must_be_connected() {
        // r0 `.....` White's territory (5); r1 `OOOOO`; r2 `XOXXX`; r3 `.X...`; r4 `.....`.
        // The black stone a3 (0,2) has one liberty, a2 (0,3), inside Black's territory (r3 and
        // r4 less b2: 9 points): Black must connect there before counting.
        let rows = [".....", "OOOOO", "XOXXX", ".X...", "....."];
        let counted = score(&rows, &[], FalseEyes::Counted);
        let filled = score(&rows, &[], FalseEyes::Filled);
        assert_eq!((counted.black, counted.white), (9.0, 5.0));
        assert_eq!((filled.black, filled.white), (8.0, 5.0));
    }

    #[test]
    fn a_dead_stone_thrown_in_still_takes_a_liberty_while_the_dame_are_filled() {
        // . X X X O O O O    d4 (3,1) is a dead white stone thrown in between Black's group
        // X X . o X . O O    and e4. Once White fills the dame f4, e4's only liberty is the
        // . X X X O O O O    point under d4, and d4 still stands until the game has stopped
        // . . X X O . . .    (Japanese 1989, Article 10): Black captures it at c4, then
        // X X X X O . . .    connects at d4. Black: a5 a3 a2 b2 and the prisoner, 5.
        let rows = [".XXXOOOO", "XX.OX.OO", ".XXXOOOO", "..XXO...", "XXXXO..."];
        assert_eq!(
            must_fill(&rows, Point::new(3, 1)),
            [Point::new(2, 1), Point::new(3, 1)]
        );
        let r = score(&rows, &[Point::new(3, 1)], FalseEyes::Filled);
        assert_eq!((r.black, r.white), (5.0, 6.0));
    }

    #[test]
    fn a_connection_next_to_a_dead_stone_is_still_a_point_to_fill() {
        // . O . O . O    c1 (2,4) is in atari at b1 inside White's area. White's stone at b1
        // X X . O . .    would leave its block no empty point, only the dead black stone a2
        // . X X O . .    (0,3), which still stands while the points are filled and which it
        // X O X X O .    can capture: b1 is a point White must fill, not territory (as with
        // O . O X O .    the dead stones off the board).
        let rows = [".O.O.O", "XX.O..", ".XXO..", "XOXXO.", "O.OXO."];
        assert_eq!(must_fill(&rows, Point::new(0, 3)), [Point::new(1, 4)]);
    }

    /// The points that must be filled on `rows` with the stone at `dead` dead.
    fn must_fill(rows: &[&str], dead: Point) -> Vec<Point> {
        let g = Grid::from_rows(rows).unwrap();
        let d = DeadStones::list(&g, vec![dead]).unwrap();
        analyse(&FinishedGame::setup(g), &d).must_fill
    }

    fn count_with_mover(rows: &[&str], last_mover: Option<Color>) -> (f64, f64) {
        let g = Grid::from_rows(rows).unwrap();
        let mut game = FinishedGame::setup(g);
        game.last_mover = last_mover;
        let r = JapanesePractice {
            komi: 0.0,
            false_eyes: FalseEyes::Filled,
        }
        .score(&game, &DeadStones::none());
        (r.black, r.white)
    }

    #[test]
    fn a_dame_with_a_point_behind_it_goes_to_the_side_to_move() {
        // . X O O O O .      c2 (the dame d) touches Black's b2 and White's c3, c1.
        // . X d p . O .      p (d2) and e2 touch only White: White's territory behind d.
        // . X O O O O .      Black's territory: the a column (3); White's: g column (3), d2, e2.
        let rows = [".XOOOO.", ".X...O.", ".XOOOO."];
        // Black to move (White passed last): Black fills d, p now touches Black's stone and
        // White must fill it (a teire, 9x9/004's F7): White keeps e2 and the g column, 4.
        assert_eq!(count_with_mover(&rows, Some(Color::White)), (3.0, 4.0));
        // A set-up position: Black fills first, the same.
        assert_eq!(count_with_mover(&rows, None), (3.0, 4.0));
        // White to move: White fills d itself and keeps d2 and e2: 5.
        assert_eq!(count_with_mover(&rows, Some(Color::Black)), (3.0, 5.0));
    }

    #[test]
    fn a_dame_whose_fill_puts_a_block_in_atari_goes_to_the_side_to_move() {
        // . O X X . .      d = c2 touches White's c3, b2, c1 and Black's d2.
        // . p O X . .      Black's stone at d leaves White's c3 one liberty, p (b3), inside
        // O O d X . .      White's territory (a4, a3, b3; a1 too): White must connect at p
        // . O O X . .      (9x9/061's D2, 13x13/028's M8). Black's territory: e, f (8).
        let rows = [".OXX..", "..OX..", "OO.X..", ".OOX.."];
        // Black to move: Black fills d, White connects at p: White 4 - 1 = 3.
        assert_eq!(count_with_mover(&rows, Some(Color::White)), (8.0, 3.0));
        assert_eq!(count_with_mover(&rows, None), (8.0, 3.0));
        // White to move: White fills d itself: 4.
        assert_eq!(count_with_mover(&rows, Some(Color::Black)), (8.0, 4.0));
    }
}
