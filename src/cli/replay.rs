//! `qili replay`.

use super::{CliError, CliResult};
use clap::Args;

#[derive(Args, Debug)]
pub struct ReplayArgs {}

pub fn run(_args: ReplayArgs) -> CliResult {
    Err(CliError::input("qili replay: not built yet"))
}
