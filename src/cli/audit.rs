//! `qili audit [--thorough] [--only PREFIX] [--json | --markdown DIR]`: every claim of the
//! documents with its status and evidence. Verdicts, including `fails`, are results: the exit
//! status is 0 whenever the audit ran.

use super::{CliError, CliResult};
use crate::audit::{self, Budget, Entry, Status};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct AuditArgs {
    /// Run the long checks too (exhaustive enumerations, deep searches).
    #[arg(long)]
    pub thorough: bool,
    /// Only the claims whose ID starts with this (e.g. `JPD-`, `XQ-`, `T`).
    #[arg(long)]
    pub only: Option<String>,
    /// Print the audit as JSON: a list of objects with `id`, `document`, `kind`, `status`, `evidence`, ...
    #[arg(long, conflicts_with = "markdown")]
    pub json: bool,
    /// Write a Markdown report (`audit.md`) into this folder.
    #[arg(long, value_name = "DIR")]
    pub markdown: Option<PathBuf>,
}

/// Runs `qili audit`: every check of the selected claims, then the table, JSON or Markdown.
pub fn run(args: AuditArgs) -> CliResult {
    let budget = if args.thorough {
        Budget::Thorough
    } else {
        Budget::Default
    };
    if let Some(prefix) = &args.only {
        let ids: Vec<&str> = qili_spec::registry::all().iter().map(|c| c.id).collect();
        if !ids.iter().any(|id| id.starts_with(prefix.as_str())) {
            let mut heads: Vec<&str> = ids
                .iter()
                .map(|id| id.split_once('-').map_or(*id, |(h, _)| h))
                .collect();
            heads.sort_unstable();
            heads.dedup();
            return Err(CliError::input(format!(
                "--only {prefix}: no claim ID starts with '{prefix}' (IDs start with {})",
                heads.join(", ")
            )));
        }
    }
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{spinner} audit [{bar:30}] {pos}/{len} {msg}")
            .expect("a valid progress template")
            .progress_chars("=> "),
    );
    let entries = audit::run(budget, args.only.as_deref(), |done, total, id| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
        bar.set_message(id.to_string());
    });
    bar.finish_and_clear();
    if args.json {
        let text =
            serde_json::to_string_pretty(&entries).map_err(|e| CliError::input(e.to_string()))?;
        println!("{text}");
    } else if let Some(dir) = args.markdown {
        std::fs::create_dir_all(&dir)
            .map_err(|e| CliError::input(format!("cannot create {}: {e}", dir.display())))?;
        let path = dir.join("audit.md");
        std::fs::write(&path, markdown(&entries))
            .map_err(|e| CliError::input(format!("cannot write {}: {e}", path.display())))?;
        println!("wrote {}", path.display());
    } else {
        print!("{}", table(&entries));
    }
    Ok(ExitCode::SUCCESS)
}

/// How to cite this audit: the version and the commit it was built from.
pub fn citation() -> String {
    format!(
        "qili {} (commit {}), audit of the claims of shared/seeds 000-004 and the guide's T1-T8",
        env!("CARGO_PKG_VERSION"),
        env!("QILI_COMMIT")
    )
}

fn counts(entries: &[Entry]) -> String {
    let n = |s: Status| entries.iter().filter(|e| e.status == s).count();
    format!(
        "{} claims: {} holds, {} fails, {} depends, {} undecidable-as-written, {} not-checked",
        entries.len(),
        n(Status::Holds),
        n(Status::Fails),
        n(Status::Depends),
        n(Status::UndecidableAsWritten),
        n(Status::NotChecked)
    )
}

/// The plain-text table: one line per claim, then the evidence summaries indented below it.
pub fn table(entries: &[Entry]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}\n", citation());
    let _ = writeln!(
        out,
        "{:<10} {:<5} {:<12} {:<22} {:>10}  reading",
        "id", "doc", "kind", "status", "cases"
    );
    for e in entries {
        let cases: u64 = e.evidence.iter().map(|v| v.cases).sum();
        let kind = serde_json::to_value(e.kind)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{:<10} {:<5} {:<12} {:<22} {:>10}  {}",
            e.id,
            e.document,
            kind,
            e.status.label(),
            cases,
            e.reading.lines().next().unwrap_or("")
        );
        for v in &e.evidence {
            let _ = writeln!(out, "{:>12}{}: {}", "", v.status.label(), v.summary);
        }
    }
    let _ = writeln!(out, "{}", counts(entries));
    out
}

/// The Markdown report fit to publish: a summary table, then one section per claim.
pub fn markdown(entries: &[Entry]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# qili audit\n\n{} — {}\n",
        citation(),
        counts(entries)
    );
    let _ = writeln!(
        out,
        "| id | document | kind | status | cases |\n|---|---|---|---|---|"
    );
    for e in entries {
        let cases: u64 = e.evidence.iter().map(|v| v.cases).sum();
        let kind = serde_json::to_value(e.kind)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "| [{}](#{}) | {} | {} | {} | {} |",
            e.id,
            e.id.to_lowercase(),
            e.document,
            kind,
            e.status.label(),
            cases
        );
    }
    for e in entries {
        let _ = writeln!(out, "\n## {}\n", e.id);
        let _ = writeln!(
            out,
            "*{}*, {} — **{}**\n",
            e.file,
            e.section,
            e.status.label()
        );
        let _ = writeln!(out, "> {}\n", e.text_zh.replace('\n', "\n> "));
        let _ = writeln!(out, "{}\n", e.reading);
        if !e.options.is_empty() {
            let _ = writeln!(
                out,
                "Reading options: {}\n",
                e.options
                    .iter()
                    .map(|o| format!("`{o}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        if !e.code.is_empty() {
            let _ = writeln!(
                out,
                "Code: {}\n",
                e.code
                    .iter()
                    .map(|o| format!("`{o}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        for v in &e.evidence {
            let _ = writeln!(
                out,
                "- **{}** ({} cases): {}",
                v.status.label(),
                v.cases,
                v.summary
            );
            for (r, s) in &v.readings {
                let _ = writeln!(out, "  - reading `{}`: {}", r, s.label());
            }
            for l in &v.links {
                let _ = writeln!(out, "  - evidence: `{l}`");
            }
        }
    }
    out
}
