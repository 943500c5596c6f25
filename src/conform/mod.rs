//! The conformance runner: `qili conform --engine "CMD" --rules PRESET` drives a
//! GTP engine through the Go vectors its rule set covers ([`go`]), `qili conform --uci "CMD"`
//! a UCI Xiangqi engine through the Xiangqi vectors ([`uci`]). The expected answers are the
//! vectors' (computed by the reference model, [`crate::vectors`]); the engine's answers are
//! compared with them and every difference is reported with the position and both answers.
//!
//! A vector is *passed* when every answer of the engine agrees, *failed* when one does not,
//! and *not applicable* when the engine cannot be asked it (a board GTP cannot name, a rule
//! the engine cannot be set to, a count GTP cannot set up); each of these says why.

pub mod go;
pub mod uci;

use serde::Serialize;
use std::collections::BTreeMap;

/// One answer of the engine that differs from the vector's.
#[derive(Clone, Debug, Serialize)]
pub struct Failure {
    /// The vector's id.
    pub vector: String,
    /// What was asked (`play B c3`, `is_legal W a1`, `final_score`, `go perft 2`).
    pub asked: String,
    /// The vector's answer (the reference model's).
    pub qili: String,
    /// The engine's answer.
    pub engine: String,
    /// The position, rows top to bottom, with coordinates.
    pub diagram: Vec<String>,
}

/// What one vector gave.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Every answer agreed; the number of answers compared.
    Passed(usize),
    /// These answers differed (the number of answers compared, the failures).
    Failed(usize, Vec<Failure>),
    /// The vector could not be asked: why.
    NotApplicable(String),
}

/// The report of a run.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    /// The engine command as started (with the options conform added).
    pub engine: String,
    /// The rule preset (Go) or `xiangqi`.
    pub rules: String,
    /// The options added to the engine's command for the rule set, if any.
    pub engine_options: Vec<String>,
    /// Vector kinds run and how many vectors of each.
    pub kinds: BTreeMap<String, usize>,
    /// Vectors run (passed + failed + not applicable).
    pub run: usize,
    /// Vectors whose every answer agreed.
    pub passed: usize,
    /// Vectors with at least one differing answer.
    pub failed: usize,
    /// Vectors that could not be asked.
    pub not_applicable: usize,
    /// Single answers compared (points, scores, perft counts).
    pub answers: usize,
    /// Why vectors were not applicable, and how many.
    pub not_applicable_reasons: BTreeMap<String, usize>,
    /// Every failure (the first [`MAX_FAILURES_SHOWN`] in the text report).
    pub failures: Vec<Failure>,
    /// The ids of the vectors run, in order.
    pub vectors_run: Vec<String>,
}

/// Failures the text report shows in full.
pub const MAX_FAILURES_SHOWN: usize = 20;

impl Report {
    /// Adds one vector's outcome.
    pub fn add(&mut self, kind: &str, id: &str, o: Outcome) {
        self.run += 1;
        self.vectors_run.push(id.to_string());
        *self.kinds.entry(kind.to_string()).or_default() += 1;
        match o {
            Outcome::Passed(n) => {
                self.passed += 1;
                self.answers += n;
            }
            Outcome::Failed(n, f) => {
                self.failed += 1;
                self.answers += n;
                self.failures.extend(f);
            }
            Outcome::NotApplicable(why) => {
                self.not_applicable += 1;
                *self.not_applicable_reasons.entry(why).or_default() += 1;
            }
        }
    }

    /// The report as text.
    pub fn text(&self) -> String {
        let mut s = format!("engine: {}\nrules: {}\n", self.engine, self.rules);
        if !self.engine_options.is_empty() {
            s += &format!(
                "options added for the rules: {}\n",
                self.engine_options.join(" ")
            );
        }
        let kinds: Vec<String> = self.kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
        s += &format!("vectors: {}\n", kinds.join(", "));
        s += &format!(
            "run {}, passed {}, failed {}, not applicable {} ({} answers compared)\n",
            self.run, self.passed, self.failed, self.not_applicable, self.answers
        );
        for (why, n) in &self.not_applicable_reasons {
            s += &format!("  not applicable ({n}): {why}\n");
        }
        for f in self.failures.iter().take(MAX_FAILURES_SHOWN) {
            s += &format!(
                "\nFAIL {}: {}\n  qili:   {}\n  engine: {}\n",
                f.vector, f.asked, f.qili, f.engine
            );
            for row in &f.diagram {
                s += &format!("    {row}\n");
            }
        }
        if self.failures.len() > MAX_FAILURES_SHOWN {
            s += &format!(
                "\n... {} more failures (see --json)\n",
                self.failures.len() - MAX_FAILURES_SHOWN
            );
        }
        s
    }
}

/// Picks at most `max` of `n` items spread evenly (all of them when `max >= n`): the indices.
pub fn spread(n: usize, max: Option<usize>) -> Vec<usize> {
    match max {
        Some(m) if m < n => (0..m).map(|i| i * n / m).collect(),
        _ => (0..n).collect(),
    }
}
