//! Xiangqi vectors against a UCI engine: `uci` (until `uciok`), `setoption name UCI_Variant
//! value xiangqi`, `isready`, then for each vector `position fen FEN` and `go perft N` for each
//! depth of the vector. Fairy-Stockfish (and Stockfish's perft convention) prints one line
//! `MOVE: COUNT` per legal move and `Nodes searched: TOTAL`; the moves at depth 1 are compared
//! with the vector's legal moves, the totals with its perft counts.
//!
//! UCI Xiangqi engines name squares with ranks 1 to 10 from Red's side (`h3e3`, `b1c3`,
//! `a10a9`); the vectors use ICCS, ranks 0 to 9 (`h2e2`). The runner converts.

use super::{spread, Failure, Outcome, Report};
use crate::client::process::Process;
use serde_json::Value;
use std::collections::BTreeSet;
use std::time::Duration;

/// What to run.
pub struct UciRun<'a> {
    /// The engine's command.
    pub engine: &'a str,
    /// At most this many vectors (spread evenly).
    pub max_vectors: Option<usize>,
    /// The deepest perft asked (the vectors go to 3).
    pub max_depth: u32,
    /// The longest wait for one line.
    pub timeout: Duration,
    /// The Xiangqi vectors.
    pub vectors: Vec<Value>,
}

/// A UCI Xiangqi move (`h3e3`, `a10a9`) in ICCS (`h2e2`, `a9a8`), or `None` if it is none.
pub fn uci_to_iccs(m: &str) -> Option<String> {
    let b = m.as_bytes();
    let mut i = 0;
    let mut out = String::new();
    for _ in 0..2 {
        let f = *b.get(i)?;
        if !(b'a'..=b'i').contains(&f) {
            return None;
        }
        i += 1;
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let rank: u32 = m.get(start..i)?.parse().ok()?;
        if !(1..=10).contains(&rank) {
            return None;
        }
        out.push(f as char);
        out.push(char::from_digit(rank - 1, 10)?);
    }
    (i == b.len()).then_some(out)
}

/// The vector's board as a diagram: the FEN's ranks top to bottom (Black's side first).
fn diagram(fen: &str) -> Vec<String> {
    let board = fen.split(' ').next().unwrap_or("");
    let mut out: Vec<String> = board
        .split('/')
        .enumerate()
        .map(|(i, r)| {
            let mut row = String::new();
            for ch in r.chars() {
                match ch.to_digit(10) {
                    Some(n) => (0..n).for_each(|_| row.push_str(". ")),
                    None => {
                        row.push(ch);
                        row.push(' ');
                    }
                }
            }
            format!("{} {}", 9 - i, row.trim_end())
        })
        .collect();
    out.push("  a b c d e f g h i".into());
    out.push(fen.to_string());
    out
}

struct Uci {
    p: Process,
}

impl Uci {
    fn start(cmd: &str, timeout: Duration) -> Result<Uci, String> {
        let mut p = Process::start(cmd, &[], timeout)?;
        p.send("uci")?;
        p.lines_until("uci", |l| l.trim() == "uciok")?;
        p.send("setoption name UCI_Variant value xiangqi")?;
        p.send("isready")?;
        p.lines_until("isready", |l| l.trim() == "readyok")?;
        Ok(Uci { p })
    }

    /// `go perft depth` on `fen`: the per-move lines (moves in ICCS) and the total.
    fn perft(&mut self, fen: &str, depth: u32) -> Result<(BTreeSet<String>, u64), String> {
        self.p.send(&format!("position fen {fen}"))?;
        let cmd = format!("go perft {depth}");
        self.p.send(&cmd)?;
        let lines = self
            .p
            .lines_until(&cmd, |l| l.trim_start().starts_with("Nodes searched"))?;
        let mut moves = BTreeSet::new();
        for l in &lines {
            if let Some((m, _)) = l.split_once(": ") {
                if let Some(iccs) = uci_to_iccs(m.trim()) {
                    moves.insert(iccs);
                }
            }
        }
        let last = lines.last().map(String::as_str).unwrap_or("");
        let total = last
            .split(':')
            .nth(1)
            .and_then(|n| n.trim().parse().ok())
            .ok_or_else(|| format!("engine {}: '{last}' has no node count", self.p.name))?;
        Ok((moves, total))
    }
}

/// Runs the Xiangqi vectors against the engine.
pub fn run(r: &UciRun) -> Result<Report, String> {
    let mut report = Report {
        engine: r.engine.to_string(),
        rules: "xiangqi".into(),
        ..Report::default()
    };
    let mut e = Uci::start(r.engine, r.timeout)?;
    for i in spread(r.vectors.len(), r.max_vectors) {
        let v = &r.vectors[i];
        let fen = v["fen"].as_str().unwrap_or("");
        let id = v["id"].as_str().unwrap_or("?").to_string();
        let want_moves: BTreeSet<String> = v["legal_moves"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|m| m.as_str().map(String::from))
            .collect();
        let perft: Vec<u64> = v["perft"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_u64)
            .collect();
        let mut failures = Vec::new();
        let mut answers = 0;
        for (d, &want) in perft.iter().enumerate() {
            let depth = d as u32 + 1;
            if depth > r.max_depth {
                break;
            }
            let (moves, total) = e.perft(fen, depth)?;
            answers += 1;
            if depth == 1 && moves != want_moves {
                let missing: Vec<&String> = want_moves.difference(&moves).collect();
                let extra: Vec<&String> = moves.difference(&want_moves).collect();
                failures.push(Failure {
                    vector: id.clone(),
                    asked: "go perft 1 (the legal moves)".into(),
                    qili: format!("{} moves; the engine lacks {missing:?}", want_moves.len()),
                    engine: format!("{} moves; qili lacks {extra:?}", moves.len()),
                    diagram: diagram(fen),
                });
            }
            if total != want {
                failures.push(Failure {
                    vector: id.clone(),
                    asked: format!("go perft {depth}"),
                    qili: want.to_string(),
                    engine: total.to_string(),
                    diagram: diagram(fen),
                });
            }
        }
        report.add(
            "xiangqi",
            &id,
            if failures.is_empty() {
                Outcome::Passed(answers)
            } else {
                Outcome::Failed(answers, failures)
            },
        );
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_ranks_are_one_more_than_iccs() {
        assert_eq!(uci_to_iccs("h3e3").as_deref(), Some("h2e2"));
        assert_eq!(uci_to_iccs("a10a9").as_deref(), Some("a9a8"));
        assert_eq!(uci_to_iccs("j1a1"), None);
        assert_eq!(uci_to_iccs("Nodes searched"), None);
        assert_eq!(uci_to_iccs("a0a1"), None);
    }
}
