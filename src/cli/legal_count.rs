//! `qili legal-count MxN` (or `--board MxN`): the number of legal Go positions (every block has a
//! liberty), as in Tromp and Farneback's legal-position counts and OEIS A094777, by the transfer-matrix
//! sweep of [`crate::count::legal`] (any board whose shorter side is at most 16); `--enumerate`
//! lists every colouring instead (the oracle, boards of at most 16 points).

use super::{CliError, CliResult};
use crate::count::legal::{self, Options, DEFAULT_MAX_STATES};
use crate::search::board::Geometry;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use std::process::ExitCode;

#[derive(Args, Debug)]
/// Arguments of `qili legal-count`.
pub struct LegalCountArgs {
    /// The board, columns x rows (the shorter side at most 16), e.g. `9x9`.
    #[arg(
        value_name = "MxN",
        required_unless_present = "board",
        conflicts_with = "board"
    )]
    pub size: Option<String>,
    /// The same, as an option.
    #[arg(long)]
    pub board: Option<String>,
    /// Threads sharing the sweep.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// The most frontier states one step of the sweep may keep (memory: about 60 bytes each).
    #[arg(long, default_value_t = DEFAULT_MAX_STATES)]
    pub max_states: usize,
    /// Sweep along the longer side (a wider frontier; a second order to cross-check a count).
    #[arg(long)]
    pub long_frontier: bool,
    /// Enumerate every colouring instead of sweeping (boards of at most 16 points).
    #[arg(long)]
    pub enumerate: bool,
}

/// `MxN` as two numbers, or a message naming the problem.
fn parse_size(s: &str) -> Result<(usize, usize), String> {
    let (a, b) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("board '{s}': expected MxN, e.g. 9x9"))?;
    let num = |t: &str| {
        t.trim()
            .parse::<usize>()
            .map_err(|_| format!("board '{s}': '{t}' is not a number"))
    };
    Ok((num(a)?, num(b)?))
}

/// Runs `qili legal-count`: counts the legal positions of the board and prints the count last.
pub fn run(args: LegalCountArgs) -> CliResult {
    let board = args.size.or(args.board).unwrap_or_default();
    let (cols, rows) = parse_size(&board).map_err(CliError::input)?;
    if args.enumerate {
        let geo = Geometry::new(cols, rows)
            .map_err(|e| CliError::input(format!("board {board}: {e}")))?;
        let bar = ProgressBar::new(0);
        bar.set_style(
            ProgressStyle::with_template("{spinner} legal-count [{bar:30}] {percent}%")
                .expect("a valid progress template")
                .progress_chars("=> "),
        );
        let n = crate::count::brute_legal::count(geo, |done, total| {
            bar.set_length(total);
            bar.set_position(done);
        })
        .map_err(CliError::input)?;
        bar.finish_and_clear();
        println!("board {cols}x{rows}: every colouring enumerated");
        println!("{n}");
        return Ok(ExitCode::SUCCESS);
    }
    if args.threads == 0 || args.threads > 64 {
        return Err(CliError::input(format!(
            "--threads {}: expected 1 to 64",
            args.threads
        )));
    }
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{spinner} legal-count [{bar:30}] {pos}/{len} points {msg}")
            .expect("a valid progress template")
            .progress_chars("=> "),
    );
    let t = std::time::Instant::now();
    let opts = Options {
        threads: args.threads,
        max_states: args.max_states,
        long_frontier: args.long_frontier,
    };
    let sweep = legal::count(cols, rows, opts, |done, total, states| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
        bar.set_message(format!("{states} states"));
    })
    .map_err(CliError::input)?;
    bar.finish_and_clear();
    println!(
        "board {cols}x{rows}: transfer matrix, frontier of {} points, at most {} states kept after a point ({} in all)",
        sweep.frontier, sweep.max_states, sweep.total_states
    );
    eprintln!("swept in {:.2?}", t.elapsed());
    println!("{}", sweep.count);
    Ok(ExitCode::SUCCESS)
}
