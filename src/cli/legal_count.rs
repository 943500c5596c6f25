//! `qili legal-count`.

use super::{CliError, CliResult};
use clap::Args;

#[derive(Args, Debug)]
pub struct LegalCountArgs {}

pub fn run(_args: LegalCountArgs) -> CliResult {
    Err(CliError::input("qili legal-count: not built yet"))
}
