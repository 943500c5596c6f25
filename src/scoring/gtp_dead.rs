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

use crate::conform::gtp::Gtp;
use qili_spec::go::grid::{Cell, Color, Grid, Point};
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

/// GTP column letters, `I` skipped.
pub const GTP_LETTERS: &str = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// Splits a command line on whitespace; `"..."` and `'...'` keep their spaces.
pub fn split_command(cmd: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut started = false;
    for ch in cmd.chars() {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '"') | (None, '\'') => {
                quote = Some(ch);
                started = true;
            }
            (None, c) if c.is_whitespace() => {
                if started {
                    out.push(std::mem::take(&mut cur));
                    started = false;
                }
            }
            (None, c) => {
                cur.push(c);
                started = true;
            }
        }
    }
    if quote.is_some() {
        return Err(format!("gtp:{cmd}: unclosed quote"));
    }
    if started {
        out.push(cur);
    }
    if out.is_empty() {
        return Err("gtp: give the engine's command, e.g. gtp:\"gnugo --mode gtp\"".into());
    }
    Ok(out)
}

/// A point's GTP vertex on a board of `height` rows (`A1` bottom left, no `I`).
pub fn vertex(p: Point, height: usize) -> String {
    let col = GTP_LETTERS.as_bytes()[p.x] as char;
    format!("{col}{}", height - p.y)
}

/// Parses a GTP vertex (`D4`, case-insensitive, no `I`) on a `size` x `size` board.
pub fn parse_vertex(v: &str, size: usize) -> Result<Point, String> {
    let v = v.trim();
    let up = v.to_ascii_uppercase();
    let col = up
        .chars()
        .next()
        .and_then(|c| GTP_LETTERS.find(c))
        .ok_or_else(|| format!("vertex '{v}': expected a column letter A-Z without I"))?;
    let row: usize = up[1..]
        .parse()
        .map_err(|_| format!("vertex '{v}': expected a row number after the letter"))?;
    if col >= size || row == 0 || row > size {
        return Err(format!("vertex '{v}': off the {size}x{size} board"));
    }
    Ok(Point::new(col, size - row))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_split_like_a_shell_without_one() {
        assert_eq!(
            split_command("gnugo --mode gtp --level '1'").unwrap(),
            ["gnugo", "--mode", "gtp", "--level", "1"]
        );
        assert_eq!(
            split_command("\"/opt/my engine/kata\" gtp").unwrap(),
            ["/opt/my engine/kata", "gtp"]
        );
        assert!(split_command("  ").is_err());
        assert!(split_command("a \"b").is_err());
    }

    #[test]
    fn vertices_skip_i() {
        assert_eq!(vertex(Point::new(8, 0), 19), "J19");
        assert_eq!(parse_vertex("j19", 19).unwrap(), Point::new(8, 0));
        assert!(parse_vertex("I5", 19).is_err());
        assert!(parse_vertex("T20", 19).is_err());
    }
}
