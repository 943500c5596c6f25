//! `qili shapes [NAME...] [--json]`: the named cycle shapes (single, triple and quadruple ko,
//! eternal life, sending two returning one, double ko, double-ko seki, round-robin ko, ...) with
//! what every rule set does with each: the first move of the repeated cycle a ko rule forbids,
//! or the move after which a no-result reading voids the game. Computed by [`crate::ko_table`]
//! with the spec's reference model.

use super::{CliError, CliResult};
use crate::ko_table::{all_shapes, move_text, outcome_under, outcomes, Outcome, Verdict};
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
/// Arguments of `qili shapes`.
pub struct ShapesArgs {
    /// Only the shapes whose name contains one of these words (e.g. `triple`, `eternal`).
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    /// Print JSON: one object per shape with its start rows, cycle and outcomes.
    #[arg(long)]
    pub json: bool,
    /// Only these rule sets, comma-separated (any name of `qili rules`, a KataGo string or a
    /// rule file), instead of the table's fixed list.
    #[arg(long)]
    pub rules: Option<String>,
}

#[derive(Serialize)]
struct ShapeReport {
    name: &'static str,
    rows: Vec<String>,
    to_move: &'static str,
    cycle: Vec<String>,
    outcomes: Vec<Outcome>,
}

/// Runs `qili shapes`.
pub fn run(args: ShapesArgs) -> CliResult {
    let all = all_shapes();
    let wanted: Vec<String> = args.names.iter().map(|n| n.to_lowercase()).collect();
    let chosen: Vec<_> = all
        .into_iter()
        .filter(|s| wanted.is_empty() || wanted.iter().any(|w| s.name.contains(w.as_str())))
        .collect();
    if chosen.is_empty() {
        let names: Vec<&str> = all_shapes().iter().map(|s| s.name).collect();
        return Err(CliError::input(format!(
            "no shape is named {}; the shapes are: {}",
            args.names.join(", "),
            names.join(", ")
        )));
    }
    let rule_sets: Option<Vec<(String, crate::go::Rules)>> = match &args.rules {
        None => None,
        Some(list) => Some(
            crate::rules::parse_list::<()>(list, crate::rules::Suffixes::None)
                .map(|entry| {
                    entry
                        .map(|e| (e.name, e.rules))
                        .map_err(|e| CliError::input(format!("--rules: {}", e.message)))
                })
                .collect::<Result<_, _>>()?,
        ),
    };
    let reports: Vec<ShapeReport> = chosen
        .iter()
        .map(|s| ShapeReport {
            name: s.name,
            rows: s.start.grid.rows(),
            to_move: match s.start.to_move {
                qili_spec::go::grid::Color::Black => "B",
                qili_spec::go::grid::Color::White => "W",
            },
            cycle: s.cycle.iter().map(|&m| move_text(m)).collect(),
            outcomes: match &rule_sets {
                None => outcomes(s),
                Some(rs) => rs.iter().map(|(n, r)| outcome_under(s, n, r)).collect(),
            },
        })
        .collect();
    let text = if args.json {
        serde_json::to_string_pretty(&reports).expect("the report serialises") + "\n"
    } else {
        reports.iter().map(text).collect()
    };
    // A closed pipe (`qili shapes | head`) is not an error.
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(CliError::input(format!("writing the table: {e}")))
        }
        _ => Ok(ExitCode::SUCCESS),
    }
}

fn text(r: &ShapeReport) -> String {
    let mut s = format!(
        "{} ({}-move cycle, {} to move; coordinates: column letter, row letter from the top)\n",
        r.name,
        r.cycle.len(),
        r.to_move
    );
    for row in &r.rows {
        let spaced: Vec<String> = row.chars().map(String::from).collect();
        s += &format!("    {}\n", spaced.join(" "));
    }
    s += &format!("  cycle: {}\n", r.cycle.join(", "));
    for o in &r.outcomes {
        let v = match &o.verdict {
            Verdict::Forbidden { index, text } => format!("forbids move {} ({text})", index + 1),
            Verdict::Void { index } => format!("no result after move {}", index + 1),
            Verdict::Endless => "endless: the cycle repeats for ever".to_string(),
        };
        s += &format!("  {:<30} {:<40} {}\n", o.rule, v, o.source);
    }
    s + "\n"
}
