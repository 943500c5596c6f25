//! `--dead gtp:"CMD"`: dead stones from an established Go engine over GTP.
//!
//! The engine is started from `CMD` (split on whitespace, `"..."` or `'...'` keep spaces; no
//! shell), given the board size, the komi and the final position stone by stone (`play`, row
//! by row from the top; a finished position has no block without a liberty, so no stone is
//! captured on the way), and asked `final_status_list dead`. The vertices it answers are the
//! dead stones. Any failure (the engine cannot be started, answers `?`, names a point that is
//! off the board or empty) is an error naming the command and the answer, never a panic.
//!
//! GTP boards are square and at most 25 x 25 (the GTP vertex letters skip `I`).

use crate::client::gtp::{parse_vertex, vertex, Gtp, GTP_LETTERS};
use qili_spec::go::grid::{Cell, Color, Grid};
use qili_spec::go::score::DeadStones;
use std::time::Duration;

/// The longest wait for one line of the engine's answer, unless `QILI_GTP_TIMEOUT` (seconds)
/// says otherwise: a dead-stone estimate on 19x19 takes GNU Go a few seconds; a hung engine
/// gives an error after this, never a wait for ever.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(300);

/// [`ANSWER_TIMEOUT`], or `QILI_GTP_TIMEOUT` in seconds (a positive number) when set.
pub fn answer_timeout() -> Result<Duration, String> {
    match std::env::var("QILI_GTP_TIMEOUT") {
        Err(_) => Ok(ANSWER_TIMEOUT),
        Ok(v) => match v.trim().parse::<f64>() {
            Ok(s) if s.is_finite() && s > 0.0 && s <= 86_400.0 => Ok(Duration::from_secs_f64(s)),
            _ => Err(format!(
                "QILI_GTP_TIMEOUT={v:?}: expected a number of seconds, more than 0 and at most 86400"
            )),
        },
    }
}

/// Asks the GTP engine started by `cmd` for the dead stones of `grid` with `komi`.
pub fn dead_from_engine(cmd: &str, grid: &Grid, komi: f64) -> Result<DeadStones, String> {
    let size = grid.width();
    if grid.height() != size {
        return Err(format!(
            "gtp: the board is {}x{}; GTP boards are square",
            grid.width(),
            grid.height()
        ));
    }
    if size > GTP_LETTERS.len() {
        return Err(format!(
            "gtp: the board is {size}x{size}; GTP names points on boards up to 25x25"
        ));
    }
    let mut eng = Gtp::start(cmd, &[], answer_timeout()?).map_err(|e| format!("gtp: {e}"))?;
    eng.must(&format!("boardsize {size}"))?;
    eng.must("clear_board")?;
    eng.must(&format!("komi {komi}"))?;
    for p in grid.points() {
        if let Cell::Stone(c) = grid.get(p) {
            let who = match c {
                Color::Black => "B",
                Color::White => "W",
            };
            eng.must(&format!("play {who} {}", vertex(p, size)))?;
        }
    }
    let answer = eng.must("final_status_list dead")?;
    let mut points = Vec::new();
    for v in answer.split_whitespace() {
        let p = parse_vertex(v, size).map_err(|e| format!("gtp engine {}: {e}", eng.name()))?;
        points.push(p);
    }
    points.sort_by_key(|q| (q.y, q.x));
    points.dedup();
    DeadStones::list(grid, points).map_err(|e| format!("gtp engine {}: {e}", eng.name()))
}
