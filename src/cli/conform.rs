//! `qili conform`: a GTP engine (`--engine "CMD" --rules PRESET`) or a UCI Xiangqi engine
//! (`--uci "CMD"`) against the conformance vectors ([`crate::conform`]). Prints the report
//! (`--json`: as JSON). Exit status 0 when every vector run passed, 1 when one failed, 2 when
//! the engine cannot be started, dies, or answers nothing within the time limit.

use super::{CliError, CliResult};
use crate::conform::{go, uci, Report};
use clap::Args;
use serde_json::Value;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Args, Debug)]
/// Arguments of `qili conform`.
pub struct ConformArgs {
    /// A GTP engine's command line (split on spaces, quotes keep them; no shell), e.g.
    /// "gnugo --mode gtp". GNU Go is given the options of the rule set.
    #[arg(
        long,
        value_name = "CMD",
        conflicts_with = "uci",
        required_unless_present = "uci"
    )]
    pub engine: Option<String>,
    /// The rule set the GTP engine is run under (a preset of `qili rules`).
    #[arg(long, value_name = "PRESET", default_value = "chinese")]
    pub rules: String,
    /// A UCI Xiangqi engine's command line, e.g. /usr/games/fairy-stockfish.
    #[arg(long, value_name = "CMD")]
    pub uci: Option<String>,
    /// At most this many vectors of each kind, spread evenly over it.
    #[arg(long, value_name = "N")]
    pub max_vectors: Option<usize>,
    /// The deepest `go perft` asked of a UCI engine (1 to 3).
    #[arg(long, value_name = "D", default_value_t = 3)]
    pub max_depth: u32,
    /// The longest wait for one answer of the engine, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 10_000)]
    pub timeout_ms: u64,
    /// Read the vectors from this directory (`qili vectors --out DIR`) instead of computing
    /// them.
    #[arg(long, value_name = "DIR")]
    pub vectors: Option<PathBuf>,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
}

/// The vectors of one kind: from `dir` if given, else computed.
fn load(dir: &Option<PathBuf>, kind: &str) -> Result<Vec<Value>, CliError> {
    let Some(dir) = dir else {
        return Ok(match kind {
            "go-legality" => crate::vectors::go_legality::vectors(),
            "go-ko-shapes" => crate::vectors::ko_shapes::vectors(),
            "go-scoring" => crate::vectors::go_scoring::vectors(),
            _ => crate::vectors::xiangqi::vectors(),
        });
    };
    let path = dir.join(format!("{kind}.json"));
    let text = std::fs::read_to_string(&path)
        .map_err(|e| CliError::input(format!("--vectors: {}: {e}", path.display())))?;
    let v: Value = serde_json::from_str(&text)
        .map_err(|e| CliError::input(format!("--vectors: {}: {e}", path.display())))?;
    if v["format_version"] != crate::vectors::FORMAT_VERSION || v["kind"] != kind {
        return Err(CliError::input(format!(
            "--vectors: {}: expected kind {kind}, format version {}",
            path.display(),
            crate::vectors::FORMAT_VERSION
        )));
    }
    Ok(v["vectors"].as_array().cloned().unwrap_or_default())
}

/// Runs `qili conform`.
pub fn run(args: ConformArgs) -> CliResult {
    if args.timeout_ms == 0 {
        return Err(CliError::input("--timeout-ms: give at least 1"));
    }
    if !(1..=3).contains(&args.max_depth) {
        return Err(CliError::input("--max-depth: give 1, 2 or 3"));
    }
    let timeout = Duration::from_millis(args.timeout_ms);
    let report: Report = if let Some(cmd) = &args.uci {
        uci::run(&uci::UciRun {
            engine: cmd,
            max_vectors: args.max_vectors,
            max_depth: args.max_depth,
            timeout,
            vectors: load(&args.vectors, "xiangqi")?,
        })
        .map_err(|e| CliError::input(format!("--uci: {e}")))?
    } else {
        let cmd = args.engine.as_deref().unwrap_or_default();
        let rules = crate::rules::parse(&args.rules)
            .map_err(|e| CliError::input(format!("--rules: {e}")))?;
        let mut vectors = Vec::new();
        for kind in ["go-legality", "go-ko-shapes", "go-scoring"] {
            vectors.push((kind.to_string(), load(&args.vectors, kind)?));
        }
        go::run(&go::GoRun {
            engine: cmd,
            preset: &args.rules,
            rules,
            max_vectors: args.max_vectors,
            timeout,
            vectors,
        })
        .map_err(|e| CliError::input(format!("--engine: {e}")))?
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report).expect("the report serialises")
        );
    } else {
        print!("{}", report.text());
    }
    Ok(if report.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
