//! `qili gtp [--rules PRESET] [--seed N]`: a GTP version 2 engine on standard input and
//! output (see [`crate::gtp`]).

use super::{CliError, CliResult};
use crate::gtp::{parse_rules, Gtp};
use clap::Args;

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
    /// Limits on the SGF file read.
    #[command(flatten)]
    pub sgf_limits: super::input::SgfLimitArgs,
}

/// Runs the GTP loop until `quit` or the end of standard input.
pub fn run(args: GtpArgs) -> CliResult {
    let rules = parse_rules(&args.rules).map_err(|e| CliError::input(format!("--rules: {e}")))?;
    let mut gtp = Gtp::new(rules, args.seed).with_sgf_limits(args.sgf_limits.limits());
    gtp.serve(std::io::stdin().lock(), std::io::stdout().lock())
        .map_err(|e| CliError::input(format!("GTP input or output: {e}")))?;
    Ok(std::process::ExitCode::SUCCESS)
}
