//! Go scoring vectors: a finished game (final board, prisoners, pass stones, move count), the
//! dead stones, and each counting method's black, white, margin, komi and result. Games are
//! random playouts of the reference model (`qili_spec::go::game::play`) under the `chinese`
//! play options that never fill their own one-point eyes and pass when nothing else is left;
//! the dead stones are either none or Benson's (`qili_spec::go::life::benson_dead`, stones in
//! regions the opponent encloses with pass-alive blocks). The scores are the spec's scorers.
//!
//!
//! Random playouts never leave stones that are certainly dead, so a second series
//! ([`DEAD_GAMES`]) makes them: in a finished playout, one or two stones of one colour next to
//! its own one-point eye are turned into the opponent's stones (a single stone, or a block of
//! two). The position is kept only when every block has a liberty and Benson's algorithm on the
//! new board finds the turned stones dead (they lie in a region their opponent encloses with
//! pass-alive blocks: dead under every rule), so the dead stones are dead by construction; the
//! vector's `dead` is Benson's whole list on that board (`dead_rule: benson`). Pass stones and
//! the move count are the playout's; the turned stones count as lost by their first owner and
//! the opponent's captured stones one fewer each, so each side's stones played stay the
//! playout's (playouts whose prisoners cannot give that are skipped).
//!
//! Claims exercised by method: JPD-C3/JPD-A9 (000 子气皆地, shared liberties), HZ-5 (001 the
//! back-filling procedure), TS-1 (002 filling), YG-15..YG-18 (003 計點); the modern methods
//! (Tromp-Taylor, Chinese, Japanese, AGA, KataGo's tax) exercise no document claim.

use super::{board_text, point_name, rng};
use crate::go::to_spec::to_spec_play;
use crate::rules::Rules;
use qili_spec::go::game::{is_over, play, Move, PassKind, Position};
use qili_spec::go::grid::{Cell, Color, Grid, Point};
use qili_spec::go::score::{DeadStones, FinishedGame, Scorer, Unit};
use rand::seq::SliceRandom;
use rand::Rng;
use serde_json::{json, Value};

/// Board sizes and how many games on each.
const GAMES: [((usize, usize), usize); 5] = [
    ((4, 4), 60),
    ((5, 5), 160),
    ((6, 6), 100),
    ((7, 7), 80),
    ((9, 9), 30),
];

/// Board sizes and how many vectors with placed dead stones on each (the second series).
const DEAD_GAMES: [((usize, usize), usize); 5] = [
    ((4, 4), 20),
    ((5, 5), 50),
    ((6, 6), 40),
    ((7, 7), 30),
    ((9, 9), 20),
];

/// Every counting method, with its komi: the scorers of `qili score` (`crate::scoring::
/// all_scorers`), each one a scorer of the spec (`qili_spec::go::score`, `hz`, `ts`, `yg`),
/// so the vectors' numbers are the reference model's and the method list is the command's.
pub fn scorers() -> Vec<Box<dyn Scorer>> {
    crate::scoring::all_scorers()
}

/// The document claims a method's name stands for.
pub fn claims_of(method: &str) -> Vec<&'static str> {
    if method.starts_with("jpd") {
        vec!["JPD-C3", "JPD-A9"]
    } else if method.starts_with("hz") {
        vec!["HZ-5"]
    } else if method.starts_with("tang-song") || method.starts_with("ts") {
        vec!["TS-1"]
    } else if method.starts_with("ying") || method.starts_with("yg") {
        vec!["YG-15", "YG-16", "YG-17", "YG-18"]
    } else {
        vec![]
    }
}

fn unit_name(u: Unit) -> &'static str {
    match u {
        Unit::Points => "points",
        Unit::Routes => "routes",
        Unit::Stones => "stones",
    }
}

/// A random playout to the end under the `chinese` play options: the final position and the
/// number of moves.
fn playout(w: usize, h: usize, rng: &mut impl Rng) -> (Position, usize) {
    let options = to_spec_play(&Rules::CHINESE).expect("plain options");
    let mut history = vec![Position::start(w, h)];
    let mut moves: Vec<Move> = Vec::new();
    let cap = 6 * w * h;
    while !is_over(&moves, options.end) && moves.len() < cap {
        let cur = history.last().expect("a start").clone();
        let c = cur.to_move;
        let mut order: Vec<Point> = cur.grid.points().collect();
        order.shuffle(rng);
        let mut chosen = None;
        for p in order {
            if own_eye(&cur.grid, p, c) {
                continue;
            }
            if let Ok(next) = play(&history, Move::Play(c, p), options) {
                chosen = Some((Move::Play(c, p), next));
                break;
            }
        }
        let (mv, next) = match chosen {
            Some(x) => x,
            None => {
                let m = Move::Pass(c, PassKind::Ordinary);
                (m, play(&history, m, options).expect("a pass is legal"))
            }
        };
        moves.push(mv);
        history.push(next);
    }
    (history.pop().expect("a position"), moves.len())
}

fn own_eye(g: &Grid, p: Point, c: Color) -> bool {
    g.get(p) == Cell::Empty && g.neighbours(p).iter().all(|&n| g.get(n) == Cell::Stone(c))
}

/// The finished game of a playout's last position.
fn finished(last: &Position, moves: usize) -> FinishedGame {
    FinishedGame {
        grid: last.grid.clone(),
        prisoners: last.prisoners,
        pass_stones: last.pass_stones,
        moves,
        last_mover: match moves {
            0 => None,
            m if m % 2 == 1 => Some(Color::Black),
            _ => Some(Color::White),
        },
    }
}

/// Every block of the board has a liberty.
fn every_block_breathes(g: &Grid) -> bool {
    g.blocks().iter().all(|b| !g.liberties(b).is_empty())
}

/// A board with dead stones placed in it: `size` (1 or 2) stones of one colour next to one
/// of its own one-point eyes turned into the opponent's, tried in a random order; the first
/// board on which every block has a liberty and Benson's dead stones include the turned ones.
/// Returns the board and the colour whose stones were turned; None when no choice works.
fn with_dead_stones(g: &Grid, size: usize, rng: &mut impl Rng) -> Option<(Grid, Color)> {
    let mut eyes: Vec<(Point, Color)> = g
        .points()
        .filter_map(|p| {
            [Color::Black, Color::White]
                .into_iter()
                .find(|&c| own_eye(g, p, c))
                .map(|c| (p, c))
        })
        .collect();
    eyes.shuffle(rng);
    for (eye, c) in eyes {
        let mut firsts = g.neighbours(eye);
        firsts.shuffle(rng);
        for q in firsts {
            let mut choices: Vec<Vec<Point>> = if size == 1 {
                vec![vec![q]]
            } else {
                g.neighbours(q)
                    .into_iter()
                    .filter(|&r| g.get(r) == Cell::Stone(c))
                    .map(|r| vec![q, r])
                    .collect()
            };
            choices.shuffle(rng);
            for turned in choices {
                let mut g2 = g.clone();
                for &p in &turned {
                    g2.set(p, Cell::Stone(c.opponent()));
                }
                if !every_block_breathes(&g2) {
                    continue;
                }
                let dead = qili_spec::go::life::benson_dead(&g2);
                if turned.iter().all(|p| dead.contains(p)) {
                    return Some((g2, c));
                }
            }
        }
    }
    None
}

/// One vector: the game, its dead stones and every method's count.
fn vector(
    out: &[Value],
    scorers: &[Box<dyn Scorer>],
    game: &FinishedGame,
    how: &str,
    dead: &DeadStones,
) -> Value {
    let (w, h) = (game.grid.width(), game.grid.height());
    let mut claims: Vec<&str> = vec!["JPD-C9"];
    let methods: Vec<Value> = scorers
        .iter()
        .map(|s| {
            let r = s.score(game, dead);
            for c in claims_of(&r.rules) {
                if !claims.contains(&c) {
                    claims.push(c);
                }
            }
            json!({
                "method": r.rules,
                "black": r.black,
                "white": r.white,
                "margin": r.margin,
                "komi": r.komi,
                "result": r.result,
                "unit": unit_name(r.unit),
            })
        })
        .collect();
    let mut dead_names: Vec<String> = dead.0.iter().map(|&p| point_name(p, h)).collect();
    dead_names.sort();
    json!({
        "id": format!("go-scoring-{:05}", out.len() + 1),
        "claims": claims,
        "width": w,
        "height": h,
        "position": board_text(&game.grid),
        "prisoners": game.prisoners,
        "pass_stones": game.pass_stones,
        "moves": game.moves,
        "dead_rule": how,
        "dead": dead_names,
        "methods": methods,
    })
}

/// Every scoring vector, in a fixed order: the playouts' own boards first, then the boards
/// with placed dead stones.
pub fn vectors() -> Vec<Value> {
    let mut rng = rng(2);
    let scorers = scorers();
    let mut out = Vec::new();
    for ((w, h), n) in GAMES {
        for _ in 0..n {
            let (last, moves) = playout(w, h, &mut rng);
            let game = finished(&last, moves);
            let benson = DeadStones::auto(&game.grid);
            let mut deads = vec![("none", DeadStones::none())];
            if !benson.0.is_empty() {
                deads.push(("benson", benson));
            }
            for (how, dead) in deads {
                let v = vector(&out, &scorers, &game, how, &dead);
                out.push(v);
            }
        }
    }
    let mut rng = super::rng(22);
    for ((w, h), n) in DEAD_GAMES {
        let mut made = 0;
        // Every playout is tried once; a budget keeps the search finite.
        for attempt in 0..50 * n {
            if made == n {
                break;
            }
            let (last, moves) = playout(w, h, &mut rng);
            let size = 1 + attempt % 2;
            let Some((grid, c)) = with_dead_stones(&last.grid, size, &mut rng) else {
                continue;
            };
            // Keep the stone counts a game's: the turned stones become stones `c` lost and
            // the opponent's stones `c` took fewer, so each side's stones played (on the board
            // plus lost) stay the playout's and the territory counts (with prisoners and pass
            // stones) still agree with the area counts as in a played game.
            let (mine, theirs) = match c {
                Color::Black => (0, 1),
                Color::White => (1, 0),
            };
            let mut prisoners = last.prisoners;
            if prisoners[mine] < size {
                continue;
            }
            prisoners[mine] -= size;
            prisoners[theirs] += size;
            let mut game = finished(&last, moves);
            game.grid = grid;
            game.prisoners = prisoners;
            let dead = DeadStones::auto(&game.grid);
            let v = vector(&out, &scorers, &game, "benson", &dead);
            out.push(v);
            made += 1;
        }
    }
    out
}
