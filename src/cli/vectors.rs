//! `qili vectors --out DIR`: writes the conformance vectors ([`crate::vectors`]), their JSON
//! Schema and format document into DIR, and prints one line per file.

use super::{CliError, CliResult};
use clap::Args;
use std::process::ExitCode;

#[derive(Args, Debug)]
/// Arguments of `qili vectors`.
pub struct VectorsArgs {
    /// The directory to write into (created if missing).
    #[arg(long, value_name = "DIR")]
    pub out: std::path::PathBuf,
}

/// Runs `qili vectors`.
pub fn run(args: VectorsArgs) -> CliResult {
    std::fs::create_dir_all(&args.out)
        .map_err(|e| CliError::input(format!("--out {}: {e}", args.out.display())))?;
    for (name, text) in crate::vectors::generate() {
        let path = args.out.join(&name);
        std::fs::write(&path, &text)
            .map_err(|e| CliError::input(format!("{}: {e}", path.display())))?;
        let count = text
            .lines()
            .next()
            .and_then(|l| l.split("\"count\":").nth(1))
            .and_then(|r| r.split(',').next())
            .map(|n| format!("{n} vectors"))
            .unwrap_or_else(|| format!("{} bytes", text.len()));
        println!("{}: {count}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}
