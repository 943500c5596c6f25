//! A GTP version 2 client over [`Process`]: a command, then an answer `= text` or `? text`
//! ended by an empty line. Vertices are named by [`vertex`] and read by [`parse_vertex`] (`A1`
//! bottom left, no `I`).

use super::process::Process;
use qili_spec::go::grid::Point;
use std::collections::BTreeSet;
use std::time::Duration;

/// GTP column letters, `I` skipped.
pub const GTP_LETTERS: &str = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

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

/// A GTP engine.
pub struct Gtp {
    proc: Process,
    /// The commands of `list_commands`.
    pub commands: BTreeSet<String>,
}

/// An answer: success (`=`) or failure (`?`), with its text.
pub type Answer = Result<String, String>;

impl Gtp {
    /// Starts the engine and asks for its commands.
    pub fn start(cmd: &str, extra: &[&str], timeout: Duration) -> Result<Gtp, String> {
        let proc = Process::start(cmd, extra, timeout)?;
        let mut g = Gtp {
            proc,
            commands: BTreeSet::new(),
        };
        let list = g
            .ask("list_commands")?
            .map_err(|e| format!("engine {}: list_commands answered ? {e}", g.proc.name))?;
        g.commands = list.lines().map(|l| l.trim().to_string()).collect();
        Ok(g)
    }

    /// The engine's program name.
    pub fn name(&self) -> &str {
        &self.proc.name
    }

    /// Sends a command; the outer error is a broken engine (exited, silent, garbled), the
    /// inner result the engine's answer.
    pub fn ask(&mut self, command: &str) -> Result<Answer, String> {
        self.proc.send(command)?;
        let mut lines: Vec<String> = Vec::new();
        loop {
            let l = self.proc.line(command)?;
            let t = l.trim_end();
            if t.is_empty() {
                if lines.is_empty() {
                    continue;
                }
                break;
            }
            lines.push(t.to_string());
            if lines.len() > 10_000 {
                return Err(format!(
                    "engine {}: answer to '{command}' does not end",
                    self.proc.name
                ));
            }
        }
        let text = lines.join("\n");
        if let Some(rest) = text.strip_prefix('=') {
            Ok(Ok(rest.trim().to_string()))
        } else if let Some(rest) = text.strip_prefix('?') {
            Ok(Err(rest.trim().to_string()))
        } else {
            Err(format!(
                "engine {}: answer to '{command}' is not GTP: {text}",
                self.proc.name
            ))
        }
    }

    /// Sends a command that must succeed.
    pub fn must(&mut self, command: &str) -> Result<String, String> {
        self.ask(command)?
            .map_err(|e| format!("engine {}: '{command}' answered ? {e}", self.proc.name))
    }

    /// Whether the engine has the command.
    pub fn has(&self, command: &str) -> bool {
        self.commands.contains(command)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertices_skip_i() {
        assert_eq!(vertex(Point::new(8, 0), 19), "J19");
        assert_eq!(parse_vertex("j19", 19).unwrap(), Point::new(8, 0));
        assert!(parse_vertex("I5", 19).is_err());
        assert!(parse_vertex("T20", 19).is_err());
    }
}
