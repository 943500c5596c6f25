//! `qili xq judge FEN MOVE... [--scheme 1|2] [--json]`: the cycle judge of document 004.

use super::{CliError, CliResult};
use clap::Args;

#[derive(Args, Debug)]
pub struct JudgeArgs {}

pub fn run(_args: JudgeArgs) -> CliResult {
    Err(CliError::input("qili xq judge: not built yet"))
}
