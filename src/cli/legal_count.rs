//! `qili legal-count MxN` (or `--board MxN`): the number of legal Go positions (every block has a
//! liberty), as in `shared/external/legal-positions.tsv`.

use super::{CliError, CliResult};
use crate::search::board::Geometry;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct LegalCountArgs {
    /// The board, columns x rows (at most 16 points), e.g. `4x4`.
    #[arg(
        value_name = "MxN",
        required_unless_present = "board",
        conflicts_with = "board"
    )]
    pub size: Option<String>,
    /// The same, as an option.
    #[arg(long)]
    pub board: Option<String>,
}

/// Runs `qili legal-count`: counts the legal positions of the board and prints the count last.
pub fn run(args: LegalCountArgs) -> CliResult {
    let board = args.size.or(args.board).unwrap_or_default();
    let geo =
        Geometry::parse(&board).map_err(|e| CliError::input(format!("board {board}: {e}")))?;
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{spinner} legal-count [{bar:30}] {percent}%")
            .expect("a valid progress template")
            .progress_chars("=> "),
    );
    let n = crate::legal::count(geo, |done, total| {
        bar.set_length(total);
        bar.set_position(done);
    })
    .map_err(CliError::input)?;
    bar.finish_and_clear();
    println!("{n}");
    Ok(ExitCode::SUCCESS)
}
