//! `qili gtp`.

use super::{CliError, CliResult};
use clap::Args;

#[derive(Args, Debug)]
pub struct GtpArgs {}

pub fn run(_args: GtpArgs) -> CliResult {
    Err(CliError::input("qili gtp: not built yet"))
}
