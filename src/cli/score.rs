//! `qili score`.

use super::{CliError, CliResult};
use clap::Args;

#[derive(Args, Debug)]
pub struct ScoreArgs {}

pub fn run(_args: ScoreArgs) -> CliResult {
    Err(CliError::input("qili score: not built yet"))
}
