//! The tests that walk one whole default audit run: its shape, statuses and links
//! (`audit_cli`), the words each reading reads (`reading_words`) and the registry's options
//! (`registry_options`). They share one run ([`default_run`]): the audit is deterministic
//! (tests/audit_verdicts.rs checks its bytes across runs), so running it once per test would
//! only repeat the same computation.

#[path = "../common/mod.rs"]
mod common;

mod audit_cli;
mod reading_words;
mod registry_options;

use qili::audit::{run, Budget, Entry};
use std::sync::OnceLock;

/// The default audit of every claim (what `qili audit --json` prints), computed once.
pub fn default_run() -> &'static [Entry] {
    static RUN: OnceLock<Vec<Entry>> = OnceLock::new();
    RUN.get_or_init(|| run(Budget::Default, None, |_, _, _| {}))
}
