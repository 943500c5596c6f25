//! `qili xq`.

use super::{CliError, CliResult};
use clap::Args;

#[derive(Args, Debug)]
pub struct XqArgs {}

pub fn run(_args: XqArgs) -> CliResult {
    Err(CliError::input("qili xq: not built yet"))
}
