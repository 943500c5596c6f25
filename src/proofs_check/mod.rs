//! The exhaustive checks of `proofs/` as library code, so that the audit (`qili audit`,
//! [`crate::audit::proofs`]) runs them and reports what they find. The tests
//! `tests/proofs_exhaustive.rs` and `tests/proofs_examples.rs` hold the same statements as
//! assertions; here every violation is returned as an `Err` naming the game that shows it.
//!
//! - [`play_statements`]: JPD-C4, JPD-C5 and T6 at every node of every game on a small board up
//!   to a depth (`proofs/JPD-C4.md`, `proofs/JPD-C5.md`, `proofs/T6.md`).
//! - [`t3_positions`]: T3 at every position of every game up to a depth (`proofs/T3.md`).
//! - [`t7_jpd_ko_cycle`]: T7's never-ending JPD game (`proofs/T7.md`).
//! - [`coq`]: runs `coqc` on `proofs/coq/*.v` (T1-T4's arithmetic).

use qili_spec::go::game::{
    is_over, place, play, repeats, side, End, Ko, Move, Options, PassKind, Position, Suicide,
};
use qili_spec::go::{Cell, Color, Grid, Point};
use std::path::{Path, PathBuf};
use std::process::Command;

/// What the walk of [`play_statements`] saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayTally {
    /// Nodes (positions of a game not over) visited.
    pub nodes: u64,
    /// Real moves checked (every empty point at every node).
    pub real_moves: u64,
    /// Passes checked (one per node).
    pub passes: u64,
    /// Passes whose *board* is one seen before in the game: with a board-only shape (no pass
    /// stones), JPD-C4 "a pass changes the shape" fails at each of these.
    pub passes_repeating_board: u64,
    /// JPD-A11 allows, positional superko forbids (retaking a ko after passes).
    pub a11_allows_positional_forbids: u64,
    /// JPD-A11 allows, situational superko forbids.
    pub a11_allows_situational_forbids: u64,
    /// JPD-A11 forbids, situational superko allows (a repeat with the other side to move).
    pub a11_forbids_situational_allows: u64,
    /// Situational forbids, simple ko allows.
    pub situational_not_simple: u64,
    /// Positional forbids, situational allows.
    pub positional_not_situational: u64,
}

struct Flags {
    simple: bool,
    situational: bool,
    positional: bool,
    a11: bool,
}

/// The four ko predicates of `proofs/T6.md`, recomputed from their definitions (not from the
/// spec), for a real move from the last position of `history` to the board `next`.
fn flags(history: &[Position], next: &Grid) -> Flags {
    let current = history.last().expect("a history starts with a position");
    let next_to_move = current.to_move.opponent();
    let n = history.len();
    Flags {
        simple: n >= 2 && &history[n - 2].grid == next,
        situational: history
            .iter()
            .any(|h| &h.grid == next && h.to_move == next_to_move),
        positional: history.iter().any(|h| &h.grid == next),
        // A real move adds no pass stone: the shape repeats iff board and pass stones repeat.
        a11: history
            .iter()
            .any(|h| &h.grid == next && h.pass_stones == current.pass_stones),
    }
}

fn check_node(
    history: &[Position],
    moves: &[Move],
    gen: Options,
    t: &mut PlayTally,
) -> Result<(), String> {
    t.nodes += 1;
    let current = history.last().expect("a history starts with a position");
    let c = current.to_move;
    // JPD-C4: a pass makes a shape never seen before, so JPD-A11 never forbids it.
    let mut passed = current.clone();
    passed.to_move = c.opponent();
    passed.pass_stones[side(c)] += 1;
    if history.iter().any(|h| h.shape() == passed.shape()) {
        return Err(format!("JPD-C4: a pass repeats a shape after {moves:?}"));
    }
    if history.iter().any(|h| h.grid == passed.grid) {
        t.passes_repeating_board += 1;
    }
    let a11_options = Options {
        ko: Ko::WholeShapeWithPassStones,
        ..gen
    };
    if play(history, Move::Pass(c, PassKind::Ordinary), a11_options).is_err() {
        return Err(format!(
            "JPD-C4: the pass is illegal under JPD-A11 after {moves:?}"
        ));
    }
    t.passes += 1;
    for p in current.grid.points().collect::<Vec<Point>>() {
        if current.grid.get(p) != Cell::Empty {
            continue;
        }
        let placed = place(&current.grid, c, p).expect("an empty point");
        if gen.suicide == Suicide::Forbidden && !placed.self_captured.is_empty() {
            continue;
        }
        let f = flags(history, &placed.grid);
        t.real_moves += 1;
        let at = || format!("after {moves:?} then {c:?} at {p:?}");
        if f.simple && !f.situational {
            return Err(format!("T6: simple ko ⊄ situational superko {}", at()));
        }
        if f.situational && !f.positional {
            return Err(format!("T6: situational ⊄ positional superko {}", at()));
        }
        if f.simple && !f.a11 {
            return Err(format!("T6: simple ko ⊄ JPD-A11 {}", at()));
        }
        if f.a11 && !f.positional {
            return Err(format!("T6: JPD-A11 ⊄ positional superko {}", at()));
        }
        t.a11_allows_positional_forbids += u64::from(!f.a11 && f.positional);
        t.a11_allows_situational_forbids += u64::from(!f.a11 && f.situational);
        t.a11_forbids_situational_allows += u64::from(f.a11 && !f.situational);
        t.situational_not_simple += u64::from(f.situational && !f.simple);
        t.positional_not_situational += u64::from(f.positional && !f.situational);
        // JPD-C5: the spec's rules forbid exactly the moves the definitions forbid (A11: exactly
        // the moves whose whole shape repeats).
        let mut next = current.clone();
        next.grid = placed.grid.clone();
        next.to_move = c.opponent();
        let mv = Move::Play(c, p);
        for (ko, expected) in [
            (Ko::Simple, f.simple),
            (Ko::SituationalSuperko, f.situational),
            (Ko::PositionalSuperko, f.positional),
            (Ko::WholeShapeWithPassStones, f.a11),
        ] {
            if repeats(history, &next, mv, ko) != expected {
                return Err(format!(
                    "JPD-C5/T6: the spec's {ko:?} says {} where the definition says {expected} {}",
                    !expected,
                    at()
                ));
            }
        }
    }
    Ok(())
}

fn walk(
    history: &mut Vec<Position>,
    moves: &mut Vec<Move>,
    depth: usize,
    gen: Options,
    t: &mut PlayTally,
) -> Result<(), String> {
    if is_over(moves, gen.end) {
        return Ok(());
    }
    check_node(history, moves, gen, t)?;
    if depth == 0 {
        return Ok(());
    }
    let current = history.last().expect("a history").clone();
    let c = current.to_move;
    let mut candidates: Vec<Move> = current
        .grid
        .points()
        .filter(|&p| current.grid.get(p) == Cell::Empty)
        .map(|p| Move::Play(c, p))
        .collect();
    candidates.push(Move::Pass(c, PassKind::Ordinary));
    for mv in candidates {
        if let Ok(next) = play(history, mv, gen) {
            history.push(next);
            moves.push(mv);
            let r = walk(history, moves, depth - 1, gen, t);
            moves.pop();
            history.pop();
            r?;
        }
    }
    Ok(())
}

/// JPD-C4, JPD-C5 and T6 at every node of every game on a `width` x `height` board up to `depth`
/// moves, generated under simple ko (the most permissive ko rule, so every history the other
/// rules allow is among them), the four-pass ending and the given suicide rule.
pub fn play_statements(
    width: usize,
    height: usize,
    depth: usize,
    suicide: Suicide,
) -> Result<PlayTally, String> {
    let gen = Options {
        suicide,
        ko: Ko::Simple,
        end: End::FourPasses,
    };
    let mut t = PlayTally::default();
    walk(
        &mut vec![Position::start(width, height)],
        &mut Vec::new(),
        depth,
        gen,
        &mut t,
    )?;
    Ok(t)
}

/// Tromp-Taylor area and territory (stones plus / empty regions reaching only one colour).
fn area_territory(g: &Grid) -> ([i64; 2], [i64; 2]) {
    let mut seen = vec![false; g.area()];
    let mut terr = [0i64, 0];
    for p in g.points() {
        if g.get(p) != Cell::Empty || seen[p.y * g.width() + p.x] {
            continue;
        }
        let region = g.flood(p, |c| c == Cell::Empty);
        let mut reaches = [false, false];
        for &q in &region {
            seen[q.y * g.width() + q.x] = true;
            for n in g.neighbours(q) {
                if let Cell::Stone(c) = g.get(n) {
                    reaches[side(c)] = true;
                }
            }
        }
        match reaches {
            [true, false] => terr[0] += region.len() as i64,
            [false, true] => terr[1] += region.len() as i64,
            _ => {}
        }
    }
    let area = [
        g.count(Color::Black) as i64 + terr[0],
        g.count(Color::White) as i64 + terr[1],
    ];
    (area, terr)
}

fn t3_walk(
    history: &mut Vec<Position>,
    moves: &mut Vec<Move>,
    depth: usize,
    options: Options,
    checked: &mut u64,
) -> Result<(), String> {
    let pos = history.last().expect("a history");
    let placed = |c: Color| {
        moves
            .iter()
            .filter(|m| matches!(m, Move::Play(k, _) if *k == c))
            .count() as i64
    };
    let made = |c: Color| moves.iter().filter(|m| m.colour() == c).count() as i64;
    let (a, t) = area_territory(&pos.grid);
    let pr = [pos.prisoners[0] as i64, pos.prisoners[1] as i64];
    let area_margin = a[0] - a[1];
    let territory_margin = (t[0] + pr[0]) - (t[1] + pr[1]);
    if area_margin != territory_margin + placed(Color::Black) - placed(Color::White) {
        return Err(format!("T3 fails after {moves:?}"));
    }
    let with_pass_prisoners =
        (t[0] + pr[0] + pos.pass_stones[1] as i64) - (t[1] + pr[1] + pos.pass_stones[0] as i64);
    if area_margin != with_pass_prisoners + made(Color::Black) - made(Color::White) {
        return Err(format!("T3 (passes as prisoners) fails after {moves:?}"));
    }
    *checked += 1;
    if depth == 0 || is_over(moves, options.end) {
        return Ok(());
    }
    let c = pos.to_move;
    let mut candidates: Vec<Move> = pos.grid.points().map(|p| Move::Play(c, p)).collect();
    candidates.push(Move::Pass(c, PassKind::Ordinary));
    for mv in candidates {
        if let Ok(next) = play(history, mv, options) {
            history.push(next);
            moves.push(mv);
            let r = t3_walk(history, moves, depth - 1, options, checked);
            moves.pop();
            history.pop();
            r?;
        }
    }
    Ok(())
}

/// T3 (`proofs/T3.md`) at every position of every game on a `width` x `height` board up to
/// `depth` moves (suicide allowed, simple ko, two-pass ending): area margin = territory margin +
/// (stones placed B - W), and with passes handing over prisoners + (moves B - W). Returns the
/// number of positions checked.
pub fn t3_positions(width: usize, height: usize, depth: usize) -> Result<u64, String> {
    let options = Options {
        suicide: Suicide::Allowed,
        ko: Ko::Simple,
        end: End::TwoPasses,
    };
    let mut checked = 0;
    t3_walk(
        &mut vec![Position::start(width, height)],
        &mut Vec::new(),
        depth,
        options,
        &mut checked,
    )?;
    Ok(checked)
}

/// A position where the side to move can take a ko, found by a depth-first search over games
/// (no suicide, simple ko): the history, the moves, the taking point and the retaking point.
pub fn find_ko(
    width: usize,
    height: usize,
    depth: usize,
) -> Option<(Vec<Position>, Vec<Move>, Point, Point)> {
    fn dfs(
        history: &mut Vec<Position>,
        moves: &mut Vec<Move>,
        depth: usize,
        options: Options,
    ) -> Option<(Vec<Position>, Vec<Move>, Point, Point)> {
        let pos = history.last().expect("a history").clone();
        let c = pos.to_move;
        for p in pos.grid.points() {
            if let Some(take) = place(&pos.grid, c, p) {
                if take.captured.len() == 1 && take.self_captured.is_empty() {
                    let q = take.captured[0];
                    if let Some(back) = place(&take.grid, c.opponent(), q) {
                        if back.captured == vec![p] && back.grid == pos.grid {
                            return Some((history.clone(), moves.clone(), p, q));
                        }
                    }
                }
            }
        }
        if depth == 0 {
            return None;
        }
        for p in pos.grid.points() {
            let mv = Move::Play(c, p);
            if let Ok(next) = play(history, mv, options) {
                history.push(next);
                moves.push(mv);
                let found = dfs(history, moves, depth - 1, options);
                moves.pop();
                history.pop();
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    }
    let options = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::Simple,
        end: End::TwoPasses,
    };
    dfs(
        &mut vec![Position::start(width, height)],
        &mut Vec::new(),
        depth,
        options,
    )
}

/// What [`t7_jpd_ko_cycle`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct T7Cycle {
    /// The moves leading to the ko, then the repeated cycle
    /// (take, pass, pass, retake, pass, pass).
    pub moves: Vec<Move>,
    /// How many moves of the cycle were played legally without the game ending under JPD-A11
    /// with the four-pass ending.
    pub jpd_moves: usize,
    /// Whether positional superko forbids the first retake.
    pub positional_forbids_retake: bool,
}

/// T7 (`proofs/T7.md`, part 3): under JPD-A11 (pass stones in the shape) and the four-pass
/// ending a ko taken and retaken between pairs of passes never ends; plays `length` moves of it
/// on the first ko found on 3x2 and reports how far it got.
pub fn t7_jpd_ko_cycle(length: usize) -> Result<T7Cycle, String> {
    let (mut history, mut moves, take, retake) =
        find_ko(3, 2, 6).ok_or("no ko found on 3x2 within 6 moves")?;
    let jpd = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::WholeShapeWithPassStones,
        end: End::FourPasses,
    };
    let positional = Options {
        ko: Ko::PositionalSuperko,
        ..jpd
    };
    let first = history.last().expect("a history").to_move;
    let second = first.opponent();
    let cycle = [
        Move::Play(first, take),
        Move::Pass(second, PassKind::Ordinary),
        Move::Pass(first, PassKind::Ordinary),
        Move::Play(second, retake),
        Move::Pass(first, PassKind::Ordinary),
        Move::Pass(second, PassKind::Ordinary),
    ];
    let positional_forbids_retake = {
        let mut h = history.clone();
        for mv in &cycle[..3] {
            let next = play(&h, *mv, positional)
                .map_err(|e| format!("take and passes illegal under positional superko: {e:?}"))?;
            h.push(next);
        }
        play(&h, cycle[3], positional).is_err()
    };
    let mut jpd_moves = 0;
    for i in 0..length {
        if is_over(&moves, jpd.end) {
            break;
        }
        let mv = cycle[i % cycle.len()];
        match play(&history, mv, jpd) {
            Ok(next) => {
                history.push(next);
                moves.push(mv);
                jpd_moves += 1;
            }
            Err(_) => break,
        }
    }
    Ok(T7Cycle {
        moves,
        jpd_moves,
        positional_forbids_retake,
    })
}

/// The Coq files of `proofs/coq/` in the source tree this binary was built from (empty when the
/// tree is not there).
pub fn coq_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("proofs/coq");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "v"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Whether `coqc` runs.
pub fn coqc_available() -> bool {
    Command::new("coqc")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs `coqc` on one file of `proofs/coq/` (compiling into a scratch directory); `Ok` when Coq
/// accepts every proof in it, `Err` with Coq's output otherwise.
pub fn coq(file: &Path) -> Result<(), String> {
    let stem = file
        .file_stem()
        .ok_or_else(|| format!("{}: no file name", file.display()))?
        .to_string_lossy()
        .into_owned();
    let out = std::env::temp_dir().join(format!("qili-audit-coq-{}-{stem}", std::process::id()));
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let result = Command::new("coqc")
        .arg("-o")
        .arg(out.join(format!("{stem}.vo")))
        .arg(file)
        .current_dir(&out)
        .output();
    let _ = std::fs::remove_dir_all(&out);
    let result = result.map_err(|e| format!("cannot run coqc: {e}"))?;
    if result.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&result.stdout),
            String::from_utf8_lossy(&result.stderr)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_play_statements_hold_on_2x2_and_the_witnesses_exist() {
        let t = play_statements(2, 2, 6, Suicide::Allowed).expect("no violation");
        assert!(t.nodes > 100, "{t:?}");
        // The first pass on the empty board repeats the (empty) board.
        assert!(t.passes_repeating_board > 0, "{t:?}");
        assert!(t.a11_allows_positional_forbids > 0, "{t:?}");
    }

    #[test]
    fn t3_holds_on_3x1() {
        assert!(t3_positions(3, 1, 8).expect("T3 holds") > 100);
    }

    #[test]
    fn the_jpd_ko_cycle_runs_and_positional_superko_stops_it() {
        let t = t7_jpd_ko_cycle(60).expect("a ko");
        assert_eq!(t.jpd_moves, 60);
        assert!(t.positional_forbids_retake);
    }
}
