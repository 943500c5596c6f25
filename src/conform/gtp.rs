//! A GTP version 2 client over [`Process`]: a command, then an answer `= text` or `? text`
//! ended by an empty line. Vertices are named by [`crate::scoring::gtp_dead::vertex`] and read
//! by [`crate::scoring::gtp_dead::parse_vertex`] (`A1` bottom left, no `I`).

use super::process::Process;
use std::collections::BTreeSet;
use std::time::Duration;

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
