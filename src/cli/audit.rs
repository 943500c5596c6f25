//! `qili audit [--thorough] [--only PREFIX] [--json | --markdown DIR] [--html DIR]
//! [--write-findings DIR] [--cross-check]`: every claim of the documents with its status and
//! evidence. Verdicts, including `fails`, are results: the exit status is 0 whenever the audit
//! ran. The audit runs no outside program and writes no file unless asked (`--markdown`,
//! `--html`, `--write-findings`); the
//! comparisons with outside programs (`--cross-check`) are a separate section that changes no
//! verdict.

use super::{CliError, CliResult};
use crate::audit::{self, reading_line, wrap, Budget, CrossEntry, Entry};
use crate::site::{counts, finding_stem, kind_label, short};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
/// Arguments of `qili audit`.
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
    /// Write a Markdown report (`audit.md`) into this folder, with the findings' SVG diagrams
    /// beside it (`findings/<claim>/<name>.svg`).
    #[arg(long, value_name = "DIR")]
    pub markdown: Option<PathBuf>,
    /// Write the audit as a static site into this folder: `index.html` (every claim with its
    /// status) and `claims/<ID>.html` (the sentence, the reading, the verdict per reading, the
    /// evidence, the diagrams stepped move by move). No script, no network: open
    /// `DIR/index.html` in a browser.
    #[arg(long, value_name = "DIR")]
    pub html: Option<PathBuf>,
    /// Write the findings behind the verdicts (SGF or FEN + moves, SVG, JSON) into this folder
    /// (`DIR/<claim>/<name>.json` ...). Without it the audit writes no file.
    #[arg(long, value_name = "DIR")]
    pub write_findings: Option<PathBuf>,
    /// Also run the comparisons with outside programs (Coq's `coqc` on `proofs/coq/`), in a
    /// section of their own: they never change a verdict.
    #[arg(long)]
    pub cross_check: bool,
    /// Instead of the claims, run the rule-level checks (the single ko's retake, an unchanged
    /// board, every named shape, termination on small boards, passes and the ending) on this
    /// rule set: a preset name, a KataGo string or a rule file (`.toml`, `.json`).
    #[arg(long, value_name = "RULES", conflicts_with_all = ["markdown", "only", "write_findings", "cross_check"])]
    pub rules: Option<String>,
}

impl AuditArgs {
    /// The options as the report's first line records them.
    fn describe(&self) -> String {
        let mut o = vec![if self.thorough {
            "--thorough".to_string()
        } else {
            "default budget".to_string()
        }];
        if let Some(p) = &self.only {
            o.push(format!("--only {p}"));
        }
        if self.cross_check {
            o.push("--cross-check".into());
        }
        o.join(", ")
    }
}

/// Runs `qili audit`: every check of the selected claims, then the table, JSON or Markdown.
pub fn run(args: AuditArgs) -> CliResult {
    let budget = if args.thorough {
        Budget::Thorough
    } else {
        Budget::Default
    };
    if let Some(name) = &args.rules {
        let r = crate::rules::parse(name).map_err(CliError::input)?;
        let report = crate::audit::rule_set::report(name, &r, budget);
        if args.json {
            let text = serde_json::to_string_pretty(&report)
                .map_err(|e| CliError::input(e.to_string()))?;
            println!("{text}");
        } else {
            print!("{}", crate::audit::rule_set::text(&report));
        }
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(prefix) = &args.only {
        check_only(prefix)?;
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
    let cross = if args.cross_check {
        Some(audit::run_cross_checks(args.only.as_deref()))
    } else {
        None
    };
    let header = citation(&args.describe());
    if let Some(dir) = &args.write_findings {
        let mut n = 0;
        for f in entries
            .iter()
            .flat_map(|e| &e.evidence)
            .flat_map(|v| &v.findings)
        {
            f.write(dir).map_err(|e| {
                CliError::input(format!("cannot write findings into {}: {e}", dir.display()))
            })?;
            n += 1;
        }
        eprintln!("wrote {n} findings into {}", dir.display());
    }
    if let Some(dir) = &args.html {
        let site = crate::site::render(&header, &entries, cross.as_deref());
        let n = site.write(dir).map_err(|e| {
            CliError::input(format!("cannot write the site into {}: {e}", dir.display()))
        })?;
        eprintln!(
            "wrote {n} files ({} pages) into {}; open {}",
            site.pages().len(),
            dir.display(),
            dir.join("index.html").display()
        );
    }
    if args.json {
        let text = match &cross {
            None => serde_json::to_string_pretty(&entries),
            Some(c) => serde_json::to_string_pretty(&serde_json::json!({
                "claims": entries,
                "cross_checks": c,
            })),
        }
        .map_err(|e| CliError::input(e.to_string()))?;
        println!("{text}");
    } else if let Some(dir) = &args.markdown {
        let written = write_markdown(dir, &header, &entries, cross.as_deref())?;
        println!("wrote {}", written.display());
    } else if args.html.is_none() {
        print!("{}", table(&header, &entries));
        if let Some(c) = &cross {
            print!("{}", cross_table(c));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes `DIR/audit.md` and the findings' diagrams beside it (`DIR/findings/...svg`).
/// `--only PREFIX`: an error naming the prefix and the IDs' heads when no claim ID starts
/// with it (the check of `qili audit` and of the Python package).
pub fn check_only(prefix: &str) -> Result<(), CliError> {
    let ids: Vec<&str> = qili_spec::registry::all().iter().map(|c| c.id).collect();
    if !ids.iter().any(|id| id.starts_with(prefix)) {
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
    Ok(())
}

fn write_markdown(
    dir: &std::path::Path,
    header: &str,
    entries: &[Entry],
    cross: Option<&[CrossEntry]>,
) -> Result<PathBuf, CliError> {
    let fail = |p: &std::path::Path, e: std::io::Error| {
        CliError::input(format!("cannot write {}: {e}", p.display()))
    };
    std::fs::create_dir_all(dir)
        .map_err(|e| CliError::input(format!("cannot create {}: {e}", dir.display())))?;
    for (rel, svg) in crate::site::diagrams(entries) {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| fail(parent, e))?;
        }
        std::fs::write(&path, svg).map_err(|e| fail(&path, e))?;
    }
    let path = dir.join("audit.md");
    let mut text = markdown(header, entries);
    if let Some(c) = cross {
        text.push_str(&cross_markdown(c));
    }
    std::fs::write(&path, text).map_err(|e| fail(&path, e))?;
    Ok(path)
}

/// How to cite this audit: the version and the commit it was built from, where the documents
/// are, and the options of the run.
pub fn citation(options: &str) -> String {
    format!(
        "qili {} (commit {}), audit of the claims of spec/seeds/000-004 and the guide's T1-T8; options: {options}",
        env!("CARGO_PKG_VERSION"),
        env!("QILI_COMMIT")
    )
}

/// The width the plain-text table wraps its evidence lines to.
const WIDTH: usize = 110;

/// The plain-text table: one line per claim, then for each check the first sentence of its
/// summary and one wrapped line per reading (name, status, failures/cases, witness, the words
/// it reads) and per rejected reading. The whole evidence is in `--json`, `--markdown` and
/// `--html`.
pub fn table(header: &str, entries: &[Entry]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{header}\n");
    let _ = writeln!(
        out,
        "{:<10} {:<5} {:<12} {:<22} {:>10}  reading",
        "id", "doc", "kind", "status", "cases"
    );
    for e in entries {
        let cases: u64 = e.evidence.iter().map(|v| v.cases).sum();
        let kind = kind_label(e.kind);
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
            let head = format!("{}: {}", v.status.label(), short(&v.summary));
            let _ = writeln!(out, "{:>12}{}", "", wrap(&head, WIDTH - 12, 14));
            for r in &v.readings {
                let _ = writeln!(out, "{:>14}{}", "", wrap(&reading_line(r), WIDTH - 14, 16));
            }
            for r in &v.rejected {
                let line = if r.contradicts.is_empty() {
                    format!(
                        "unsupported reading {} (no sentence supports it): {}",
                        r.reading,
                        short(&r.why)
                    )
                } else {
                    format!(
                        "rejected reading {} (contradicts {}): {}",
                        r.reading,
                        r.contradicts,
                        short(&r.why)
                    )
                };
                let _ = writeln!(out, "{:>14}{}", "", wrap(&line, WIDTH - 14, 16));
            }
        }
    }
    let _ = writeln!(out, "{}", counts(entries));
    out
}

/// The cross-check section: each comparison with an outside program and what it found. It
/// changes no verdict.
pub fn cross_table(cross: &[CrossEntry]) -> String {
    let mut out =
        String::from("\ncross-checks with outside programs (no effect on the verdicts above):\n");
    for c in cross {
        let _ = writeln!(
            out,
            "{:<10} {:<22} {}: {}",
            c.id,
            c.evidence.status.label(),
            c.code,
            c.evidence.summary
        );
    }
    out
}

fn cross_markdown(cross: &[CrossEntry]) -> String {
    let mut out = String::from(
        "\n## Cross-checks with outside programs\n\nThese comparisons change no verdict.\n\n| id | program | status | what it found |\n|---|---|---|---|\n",
    );
    for c in cross {
        let _ = writeln!(
            out,
            "| {} | `{}` | {} | {} |",
            c.id,
            c.code,
            c.evidence.status.label(),
            c.evidence.summary.replace('|', "\\|")
        );
    }
    out
}

/// The Markdown report fit to publish: a summary table, then one section per claim.
pub fn markdown(header: &str, entries: &[Entry]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# qili audit\n\n{header} — {}\n", counts(entries));
    let _ = writeln!(
        out,
        "| id | document | kind | status | cases |\n|---|---|---|---|---|"
    );
    for e in entries {
        let cases: u64 = e.evidence.iter().map(|v| v.cases).sum();
        let kind = kind_label(e.kind);
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
            for r in &v.readings {
                let _ = writeln!(out, "  - reading {}", reading_line(r));
            }
            for r in &v.rejected {
                let _ = if r.contradicts.is_empty() {
                    writeln!(
                        out,
                        "  - unsupported reading `{}` (no sentence supports it): {}",
                        r.reading, r.why
                    )
                } else {
                    writeln!(
                        out,
                        "  - rejected reading `{}` (contradicts {}): {}",
                        r.reading, r.contradicts, r.why
                    )
                };
            }
            for l in &v.links {
                let _ = writeln!(out, "  - evidence: `{l}`");
            }
            for f in v.findings.iter().filter(|f| f.svg.is_some()) {
                let _ = writeln!(out, "\n  ![{}]({}.svg)\n", f.name, finding_stem(f));
            }
        }
    }
    out
}
