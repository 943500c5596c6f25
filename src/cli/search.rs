//! `qili search`.

use super::{CliError, CliResult};
use clap::Args;

#[derive(Args, Debug)]
pub struct SearchArgs {}

pub fn run(_args: SearchArgs) -> CliResult {
    Err(CliError::input("qili search: not built yet"))
}
