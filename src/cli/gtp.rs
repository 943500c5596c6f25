//! `qili gtp [--rules PRESET] [--seed N]`: a GTP version 2 engine on standard input and
//! output (see [`crate::gtp`]).

use super::{CliError, CliResult};
use crate::gtp::{parse_rules, Gtp};
use clap::Args;
use std::io::{BufRead, Write};

#[derive(Args, Debug)]
/// Arguments of `qili gtp`.
pub struct GtpArgs {
    /// The rule set: a qili preset (tromp-taylor, chinese, japanese, aga, ing, jpd, huozi,
    /// tang-song, ying), a KataGo short name or a KataGo rule string.
    #[arg(long, default_value = "chinese")]
    pub rules: String,
    /// Seed for the moves `genmove` chooses.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Runs the GTP loop until `quit` or the end of standard input.
pub fn run(args: GtpArgs) -> CliResult {
    let rules = parse_rules(&args.rules).map_err(|e| CliError::input(format!("--rules: {e}")))?;
    let mut gtp = Gtp::new(rules, args.seed);
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| CliError::input(format!("reading standard input: {e}")))?;
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let (response, quit) = gtp.handle(&line);
        let _ = write!(out, "{response}\n\n");
        let _ = out.flush();
        if quit {
            break;
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}
