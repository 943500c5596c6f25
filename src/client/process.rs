//! An engine as a child process spoken to line by line, with a time limit on every answer:
//! a thread reads the engine's output into a channel, so a silent or hung engine gives an
//! error after the limit instead of blocking for ever. The command line is split by
//! [`split_command`] (no shell); `qili conform --engine` and `qili score --dead gtp:"CMD"`
//! (`src/scoring/gtp_dead.rs`) both start their engine here.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

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

/// A running engine.
pub struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// The program's name, for messages.
    pub name: String,
    /// The longest wait for one line of an answer.
    pub timeout: Duration,
}

/// Lines of one answer at most (a guard against an engine that never stops talking).
const MAX_LINES: usize = 100_000;

impl Process {
    /// Starts `cmd` (split on whitespace; quotes keep spaces) with `extra` arguments appended.
    /// The program name `qili` is this program (so `--engine "qili gtp"` runs qili's own GTP
    /// engine without a search of `PATH`).
    pub fn start(cmd: &str, extra: &[&str], timeout: Duration) -> Result<Process, String> {
        let argv = split_command(cmd)?;
        let program = match argv[0].as_str() {
            "qili" => std::env::current_exe()
                .map_err(|e| format!("cannot find this program's path: {e}"))?,
            p => std::path::PathBuf::from(p),
        };
        let mut child = Command::new(&program)
            .args(&argv[1..])
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{}': {e}", argv[0]))?;
        let stdin = child.stdin.take().expect("stdin was piped");
        let stdout = BufReader::new(child.stdout.take().expect("stdout was piped"));
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Process {
            child,
            stdin,
            lines: rx,
            name: argv[0].clone(),
            timeout,
        })
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| {
                format!(
                    "engine {}: writing '{line}': {e} (has it exited?)",
                    self.name
                )
            })
    }

    /// The next line, or an error if the engine exited or said nothing for [`Self::timeout`].
    pub fn line(&mut self, waiting_for: &str) -> Result<String, String> {
        match self.lines.recv_timeout(self.timeout) {
            Ok(l) => Ok(l),
            Err(RecvTimeoutError::Timeout) => Err(format!(
                "engine {}: no answer to '{waiting_for}' within {} ms",
                self.name,
                self.timeout.as_millis()
            )),
            Err(RecvTimeoutError::Disconnected) => Err(format!(
                "engine {}: exited while answering '{waiting_for}'",
                self.name
            )),
        }
    }

    /// Lines up to and including the first one `stop` accepts.
    pub fn lines_until(
        &mut self,
        waiting_for: &str,
        stop: impl Fn(&str) -> bool,
    ) -> Result<Vec<String>, String> {
        let started = Instant::now();
        let mut out = Vec::new();
        loop {
            let l = self.line(waiting_for)?;
            let done = stop(&l);
            out.push(l);
            if done {
                return Ok(out);
            }
            if out.len() > MAX_LINES || started.elapsed() > self.timeout * 20 {
                return Err(format!(
                    "engine {}: answer to '{waiting_for}' does not end",
                    self.name
                ));
            }
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        // An engine that ignores `quit` is stopped rather than waited for.
        std::thread::sleep(Duration::from_millis(20));
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::split_command;

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
}
