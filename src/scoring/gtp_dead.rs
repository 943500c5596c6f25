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

use qili_spec::go::grid::{Cell, Color, Grid, Point};
use qili_spec::go::score::DeadStones;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

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

struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    name: String,
}

impl Engine {
    fn send(&mut self, line: &str) -> Result<String, String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("gtp engine {}: writing '{line}': {e}", self.name))?;
        let mut answer = String::new();
        // An answer is `=` or `?`, text, then an empty line; at most 1 MiB is read.
        loop {
            let mut l = String::new();
            let n = self
                .stdout
                .read_line(&mut l)
                .map_err(|e| format!("gtp engine {}: reading: {e}", self.name))?;
            if n == 0 {
                return Err(format!(
                    "gtp engine {}: exited while answering '{line}'",
                    self.name
                ));
            }
            let t = l.trim_end();
            if t.is_empty() {
                if answer.is_empty() {
                    continue;
                }
                break;
            }
            answer.push_str(t);
            answer.push('\n');
            if answer.len() > 1 << 20 {
                return Err(format!(
                    "gtp engine {}: answer to '{line}' too long",
                    self.name
                ));
            }
        }
        let answer = answer.trim().to_string();
        if let Some(rest) = answer.strip_prefix('=') {
            Ok(rest.trim().to_string())
        } else {
            Err(format!(
                "gtp engine {}: '{line}' answered: {answer}",
                self.name
            ))
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
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
    let argv = split_command(cmd)?;
    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("gtp: cannot start '{}': {e}", argv[0]))?;
    let stdin = child.stdin.take().expect("stdin was piped");
    let stdout = BufReader::new(child.stdout.take().expect("stdout was piped"));
    let mut eng = Engine {
        child,
        stdin,
        stdout,
        name: argv[0].clone(),
    };
    eng.send(&format!("boardsize {size}"))?;
    eng.send("clear_board")?;
    eng.send(&format!("komi {komi}"))?;
    for p in grid.points() {
        if let Cell::Stone(c) = grid.get(p) {
            let who = match c {
                Color::Black => "B",
                Color::White => "W",
            };
            eng.send(&format!("play {who} {}", vertex(p, size)))?;
        }
    }
    let answer = eng.send("final_status_list dead")?;
    let mut points = Vec::new();
    for v in answer.split_whitespace() {
        let p = parse_vertex(v, size).map_err(|e| format!("gtp engine {}: {e}", eng.name))?;
        points.push(p);
    }
    points.sort_by_key(|q| (q.y, q.x));
    points.dedup();
    DeadStones::list(grid, points).map_err(|e| format!("gtp engine {}: {e}", eng.name))
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
