//! `qili solve --board MxN --rules R[,R...] [--budget N] [--time S]`: the value of a small
//! board under optimal play with one optimal game, or the bounds reached when the
//! budget runs out; `--table` solves every board of the table (or `--board` boards) under
//! every rule set given and prints the table as text, JSON or Markdown. `--threads N` solves
//! one board on N threads (default: every core; `proofs/solver.md`, "Many threads").
//! `--save FILE` writes the solver's tables after the solve (and with `--save-every S` between
//! iterations too), `--resume FILE` starts from them (one board, one rule set; from the empty
//! board or a record's position, whichever start saved them: `proofs/solver.md`, "Saved
//! tables").

use super::{CliError, CliResult};
use crate::go::sgf::SgfGame;
use crate::search::board::Geometry;
use crate::solve::rules::{self, bound_text};
use crate::solve::saved;
use crate::solve::search::{Checkpoint, Limits, Progress, SavedTables};
use crate::solve::start::Start;
use crate::solve::table::{self, DEFAULT_RULES};
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// How `--table` prints.
pub enum Format {
    /// One row per line.
    Text,
    /// An array of rows.
    Json,
    /// A board x rule set grid and the cost per row.
    Markdown,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// How the solver asks its questions (`proofs/solver.md`).
pub enum Search {
    /// Iterative deepening alpha-beta, a low and a high pass per depth ("Method").
    AlphaBeta,
    /// Proof-number search without a depth limit, first at the upper bound, then halving the
    /// interval ("Proof-number search"); one thread, rule sets with finite games.
    ProofNumber,
}

#[derive(Args, Debug)]
/// Arguments of `qili solve`.
pub struct SolveArgs {
    /// The board, columns x rows; with `--table`, a comma-separated list (default: every board
    /// of the table).
    #[arg(long)]
    pub board: Option<String>,
    /// Rule sets, comma-separated: any rule set of `qili rules` (psk, psk-4, ssk, tt, simple,
    /// simple-4, jpd, jpd-2, huozi, ying, ying-pass, ..., a KataGo string or a rule file), with
    /// `+japanese-style`, `+tang-song` (real moves), `+tang-song-every` (every recurrence, 002
    /// TS-7 with TS-10) or `+three-repetitions` for a no-result reading (a void
    /// game counts as a draw, void=0) and `/area` (default) or `/territory`. Where games can
    /// go on for ever the value is what both sides can force within finitely many moves.
    #[arg(long)]
    pub rules: Option<String>,
    /// At most this many search nodes (per board and rule set).
    #[arg(long, default_value_t = 200_000_000)]
    pub budget: u64,
    /// At most this many seconds (per board and rule set).
    #[arg(long)]
    pub time: Option<f64>,
    /// Solve the table: every board under every rule set.
    #[arg(long)]
    pub table: bool,
    /// How the table prints.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Rows solved at once (threads).
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Threads per solve (default: every core; with `--table`, 1 per row): a lazy-SMP search,
    /// the workers sharing the tables and the node budget. With more than one the node counts
    /// and the game printed vary from run to run (the value never does); with 1 every count
    /// is the same on every run.
    #[arg(long)]
    pub threads: Option<usize>,
    /// How each question is asked: `alpha-beta` (iterative deepening) or `proof-number`
    /// (df-pn without a depth limit: it proves in minutes boards where Black takes every
    /// point, such as 2x8, which iterative deepening does not reach; superko rule sets only).
    #[arg(long, value_enum, default_value = "alpha-beta")]
    pub search: Search,
    /// Entries per table of the solver (each table is emptied when it fills); about 100
    /// bytes each, in up to four tables.
    #[arg(long, default_value_t = 8_000_000, value_name = "N")]
    pub table_entries: usize,
    /// Print each iteration's depth, bounds, nodes and seconds on standard error (the spinner
    /// shows them only on a terminal); with `--search proof-number`, each question's bounds
    /// and the deepest line searched so far, also every 4,194,304 nodes of a question still
    /// open.
    #[arg(long)]
    pub trace: bool,
    /// Print a table saved as JSON (`--out`'s table.json) in `--format` instead of solving;
    /// with a comma-separated list of files, a later file's row replaces an earlier one of the
    /// same board and rule set (to merge a run with more time for some rows).
    #[arg(long, value_name = "FILE[,FILE...]")]
    pub render: Option<String>,
    /// Also write the table as table.txt, table.json and table.md into this directory.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Solve from the position the main line of this SGF file reaches (setup stones, then its
    /// moves played under each rule set: its history counts for superko, its prisoners under
    /// territory scoring); the board is the SGF's. `RU` is not read: `--rules` says the rule
    /// sets (all of the table's by default).
    #[arg(long, value_name = "FILE")]
    pub sgf: Option<PathBuf>,
    /// Limits on the SGF file read.
    #[command(flatten)]
    pub sgf_limits: super::input::SgfLimitArgs,
    /// After the solve (solved, or stopped by `--budget`/`--time`), write the solver's tables
    /// to this file (one board and one rule set, from the empty board or the `--sgf`
    /// position); `--resume` the same file to go on (`proofs/solver.md`, "Saved tables").
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Start the search from the tables of this file (written by `--save` for the same board,
    /// rule set and flags; any other is refused). Its entries hold whatever position the
    /// saving run started from, so tables saved from the empty board serve a `--sgf` position
    /// of the same board and the other way round. `--budget` and `--time` count this run
    /// only; the nodes spent before are reported.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<PathBuf>,
    /// With `--save`: also rewrite its file between iterations, at most every this many
    /// seconds, so a run killed loses little.
    #[arg(long, value_name = "SECONDS", requires = "save")]
    pub save_every: Option<f64>,
}

/// The most threads `--threads` takes.
pub const MAX_THREADS: usize = 256;

fn limits(a: &SolveArgs) -> Result<Limits, CliError> {
    let threads = match a.threads {
        Some(t) => t,
        // The table's rows are solved one thread each (`--jobs` runs rows side by side).
        None if a.table => 1,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    if !(1..=MAX_THREADS).contains(&threads) {
        return Err(CliError::input(format!(
            "--threads {threads}: expected 1 to {MAX_THREADS}"
        )));
    }
    if a.search == Search::ProofNumber && threads > 1 && a.threads.is_some() {
        eprintln!(
            "warning: --search proof-number runs on one thread (--threads {threads} not used)"
        );
    }
    let mut l = Limits {
        nodes: a.budget,
        threads,
        proof_number: a.search == Search::ProofNumber,
        table_entries: a.table_entries,
        ..Limits::default()
    };
    if a.table_entries < 1024 {
        return Err(CliError::input(format!(
            "--table-entries {}: expected at least 1024",
            a.table_entries
        )));
    }
    if let Some(t) = a.time {
        if !t.is_finite() || t <= 0.0 {
            return Err(CliError::input(format!(
                "--time {t}: expected a positive number of seconds"
            )));
        }
        l.seconds = t;
    }
    Ok(l)
}

/// Refuses `--search proof-number` with a rule set whose games can go on for ever: the
/// proof-number search runs without a depth limit, so it needs a finite game tree
/// ([`rules::RuleSet::finite`]).
fn searchable(search: Search, rule_sets: &[rules::RuleSet]) -> Result<(), CliError> {
    match rule_sets.iter().find(|rs| !rs.finite()) {
        Some(rs) if search == Search::ProofNumber => Err(CliError::input(format!(
            "--search proof-number: {} has games that can go on for ever (the search has no \
             depth limit; it takes rule sets with superko and two or four passes, or a \
             no-result reading that ends every cycle)",
            rs.name
        ))),
        _ => Ok(()),
    }
}

fn render(rows: &[table::Row], f: Format) -> String {
    match f {
        Format::Text => table::text(rows),
        Format::Json => table::json(rows),
        Format::Markdown => table::markdown(rows),
    }
}

/// Prints one solved row as `qili solve` does in text format (nothing in the other formats).
fn print_row(
    a: &SolveArgs,
    board: &str,
    rs: &rules::RuleSet,
    start: &Start,
    row: &table::Row,
    secs: f64,
    depth: u32,
) {
    // From an SGF record: where the game stands, and the continuation, not the game.
    let (whence, line) = match &a.sgf {
        Some(path) => (
            format!(
                ", from {} after {} moves ({} to move)",
                path.display(),
                start.moves().len(),
                if start.to_move() == 0 {
                    "Black"
                } else {
                    "White"
                }
            ),
            "optimal continuation",
        ),
        None => (String::new(), "optimal game"),
    };
    if a.format == Format::Text {
        match row.value {
            Some(v) => println!(
                "{board} {}{whence}: Black {v:+} under optimal play ({} nodes, {secs:.2} s)\n  {line}: {}",
                rs.name,
                row.nodes,
                if !row.pv.is_empty() {
                    &row.pv
                } else if start.game.is_over() {
                    "none (the game is over)"
                } else {
                    "none kept: the walk that keeps the value did not reach the end of the game (under a rule set with endless games it can go round a cycle; proofs/solver.md)"
                }
            ),
            None => println!(
                "{board} {}{whence}: not solved ({}); Black's result is in [{}, {}] ({} nodes, {secs:.2} s, depth {depth})",
                rs.name,
                if row.note.is_empty() { "stopped" } else { &row.note },
                bound_text(row.lower),
                bound_text(row.upper),
                row.nodes,
            ),
        }
    }
}

/// What [`solve_one`] calls as each row is solved: the board, the rule set, the start
/// position, the row, the seconds and the depth reached.
pub type OnRow<'a> = dyn FnMut(&str, &rules::RuleSet, &Start, &table::Row, f64, u32) + 'a;

/// Solves one board (`a.board`) or the position of a record (`sgf`, named `name` in errors)
/// under each rule set of `a.rules` within the budget of `a` (`--budget`, `--time`,
/// `--threads`): the one computation of `qili solve --board`/`--sgf` and of the Python
/// package. `progress` sees each deepening step; `done` each row as it is solved.
pub fn solve_one(
    a: &SolveArgs,
    sgf: Option<(&SgfGame, &str)>,
    progress: &mut dyn FnMut(&rules::RuleSet, &Progress),
    done: &mut OnRow<'_>,
) -> Result<Vec<table::Row>, CliError> {
    let lim = limits(a)?;
    let rule_sets = rules::parse(a.rules.as_deref().unwrap_or(DEFAULT_RULES))
        .map_err(|e| CliError::input(format!("--rules: {e}")))?;
    searchable(a.search, &rule_sets)?;
    let board = match (sgf, a.board.as_deref()) {
        (Some((g, _)), None) => format!("{}x{}", g.width, g.height),
        (Some((g, _)), Some(b)) => {
            let geo = Geometry::parse(b).map_err(|e| CliError::input(format!("--board: {e}")))?;
            if (geo.width, geo.height) != (g.width, g.height) {
                return Err(CliError::input(format!(
                    "--board {b}: the SGF's board is {}x{}",
                    g.width, g.height
                )));
            }
            b.to_string()
        }
        (None, Some(b)) => b.to_string(),
        (None, None) => {
            return Err(CliError::input(
                "--board: give a board (e.g. 3x3), --sgf FILE or --table",
            ))
        }
    };
    let geo = Geometry::parse(&board).map_err(|e| {
        CliError::input(match sgf {
            Some((_, name)) => format!("--sgf {name}: SZ: {e}"),
            None => format!("--board: {e}"),
        })
    })?;
    // Saved tables (`--save`, `--resume`): one board, one rule set. Any start: an entry is a
    // bound of the value at every history with its key, whatever the root of the run that
    // stored it (`proofs/solver.md`, "Saved tables").
    let carry = a.save.is_some() || a.resume.is_some();
    if let Some(t) = a.save_every {
        if !t.is_finite() || t < 0.0 {
            return Err(CliError::input(format!(
                "--save-every {t}: expected a number of seconds"
            )));
        }
    }
    if carry && rule_sets.len() != 1 {
        return Err(CliError::input(
            "--save/--resume: give one board and one rule set",
        ));
    }
    let mut from = match &a.resume {
        Some(path) => {
            let t = saved::load(path, &geo, &rule_sets[0], &lim)
                .map_err(|e| CliError::input(format!("--resume {}: {e}", path.display())))?;
            note(
                a,
                &format!(
                    "resumed from {}: {} table entries, {} nodes spent before",
                    path.display(),
                    t.counts().iter().sum::<usize>(),
                    t.nodes
                ),
            );
            Some(t)
        }
        None if carry => Some(SavedTables::default()),
        None => None,
    };
    let mut rows = Vec::new();
    for rs in &rule_sets {
        let start = match sgf {
            Some((g, name)) => {
                Start::from_sgf(g, rs).map_err(|e| CliError::input(format!("--sgf {name}: {e}")))?
            }
            None => Start::empty(geo, rs),
        };
        let clock = std::time::Instant::now();
        let checkpoint = match (&a.save, a.save_every) {
            (Some(path), Some(every)) => {
                let (geo, lim) = (geo, lim);
                Some(Checkpoint {
                    every,
                    save: Box::new(move |t: SavedTables| {
                        if let Err(e) = saved::save(path, &geo, rs, &lim, &t) {
                            eprintln!("--save-every: {e}");
                        }
                    }),
                })
            }
            _ => None,
        };
        let (row, depth, tables) = table::row_with_tables(
            &board,
            &start,
            rs,
            lim,
            from.take(),
            checkpoint,
            &mut |p: Progress| progress(rs, &p),
        );
        done(
            &board,
            rs,
            &start,
            &row,
            clock.elapsed().as_secs_f64(),
            depth,
        );
        if let Some(path) = &a.save {
            saved::save(path, &geo, rs, &lim, &tables)
                .map_err(|e| CliError::input(format!("--save {e}")))?;
            note(
                a,
                &format!(
                    "saved the tables to {}: {} entries, {} nodes in all",
                    path.display(),
                    tables.counts().iter().sum::<usize>(),
                    tables.nodes
                ),
            );
        }
        rows.push(row);
    }
    Ok(rows)
}

/// A line about saved tables: on standard output with the text format, else on standard error
/// (the JSON and Markdown outputs stay as they are).
fn note(a: &SolveArgs, line: &str) {
    if a.format == Format::Text {
        println!("{line}");
    } else {
        eprintln!("{line}");
    }
}

/// Runs `qili solve`.
pub fn run(a: SolveArgs) -> CliResult {
    let lim = limits(&a)?;
    let rule_sets = rules::parse(a.rules.as_deref().unwrap_or(DEFAULT_RULES))
        .map_err(|e| CliError::input(format!("--rules: {e}")))?;
    searchable(a.search, &rule_sets)?;
    if let Some(list) = &a.render {
        let mut rows: Vec<table::Row> = Vec::new();
        for path in list.split(',').map(str::trim) {
            let text = std::fs::read_to_string(path)
                .map_err(|e| CliError::input(format!("--render {path}: {e}")))?;
            let more: Vec<table::Row> = serde_json::from_str(&text)
                .map_err(|e| CliError::input(format!("--render {path}: {e}")))?;
            // A later file's row replaces an earlier one of the same board and rule set.
            for r in more {
                match rows
                    .iter_mut()
                    .find(|x| x.board == r.board && x.rules == r.rules)
                {
                    Some(x) => *x = r,
                    None => rows.push(r),
                }
            }
        }
        print!("{}", render(&rows, a.format));
        return Ok(ExitCode::SUCCESS);
    }
    if a.table && (a.save.is_some() || a.resume.is_some()) {
        return Err(CliError::input(
            "--save/--resume with --table: give one board and one rule set",
        ));
    }
    if a.table && a.sgf.is_some() {
        return Err(CliError::input(
            "--sgf with --table: the table is solved from the empty board; drop one of them",
        ));
    }
    if a.table {
        let boards: Vec<String> = match &a.board {
            Some(b) => b.split(',').map(|s| s.trim().to_string()).collect(),
            None => table::default_boards(),
        };
        for b in &boards {
            Geometry::parse(b).map_err(|e| CliError::input(format!("--board: {e}")))?;
        }
        let bar = ProgressBar::new((boards.len() * rule_sets.len()) as u64);
        bar.set_style(
            ProgressStyle::with_template("{bar:30} {pos}/{len} {msg} [{elapsed}]")
                .expect("a valid progress template"),
        );
        // With --out, each row is also appended to rows.jsonl as soon as it is solved, so a
        // long run that is stopped keeps what it found.
        let log = match &a.out {
            Some(dir) => {
                std::fs::create_dir_all(dir)
                    .map_err(|e| CliError::input(format!("--out {}: {e}", dir.display())))?;
                let path = dir.join("rows.jsonl");
                Some(std::sync::Mutex::new(
                    std::fs::File::create(&path)
                        .map_err(|e| CliError::input(format!("--out {}: {e}", path.display())))?,
                ))
            }
            None => None,
        };
        let rows = table::table(&boards, &rule_sets, lim, a.jobs, &|r| {
            bar.inc(1);
            bar.set_message(format!("{} {}", r.board, r.rules));
            if let Some(Ok(mut f)) = log.as_ref().map(|l| l.lock()) {
                use std::io::Write;
                let line = serde_json::to_string(r).unwrap_or_default();
                let _ = writeln!(f, "{line}");
            }
        });
        bar.finish_and_clear();
        print!("{}", render(&rows, a.format));
        if let Some(dir) = &a.out {
            let write = |name: &str, body: String| {
                std::fs::write(dir.join(name), body).map_err(|e| {
                    CliError::input(format!("--out {}: {e}", dir.join(name).display()))
                })
            };
            std::fs::create_dir_all(dir)
                .map_err(|e| CliError::input(format!("--out {}: {e}", dir.display())))?;
            write("table.txt", table::text(&rows))?;
            write("table.json", table::json(&rows))?;
            write("table.md", table::markdown(&rows))?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    let sgf = match &a.sgf {
        Some(path) => Some(
            SgfGame::read_file(path, &a.sgf_limits.limits())
                .map_err(|e| CliError::input(format!("--sgf {}: {e}", path.display())))?,
        ),
        None => None,
    };
    let name = a.sgf.as_ref().map(|p| p.display().to_string());
    let record = sgf.as_ref().zip(name.as_deref());
    // One spinner for the rule set being solved, cleared when its row is done.
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template("{spinner} {prefix} {msg} [{elapsed}]")
            .expect("a valid progress template"),
    );
    let clock = std::cell::Cell::new(std::time::Instant::now());
    let shown = bar.clone();
    let rows = solve_one(
        &a,
        record,
        &mut |rs, p| {
            if shown.prefix() != rs.name {
                shown.set_prefix(rs.name.clone());
                shown.reset_elapsed();
            }
            let line = format!(
                "depth {}: [{}, {}], {} nodes",
                p.depth,
                bound_text(p.lower),
                bound_text(p.upper),
                p.nodes
            );
            if a.trace {
                eprintln!("{line} {:.1} s", clock.get().elapsed().as_secs_f64());
            }
            shown.set_message(line)
        },
        &mut |board, rs, start, row, secs, depth| {
            // The next row's seconds count from here (`--trace`).
            clock.set(std::time::Instant::now());
            bar.finish_and_clear();
            bar.set_prefix(String::new());
            print_row(&a, board, rs, start, row, secs, depth)
        },
    )?;
    if a.format != Format::Text {
        print!("{}", render(&rows, a.format));
    }
    Ok(ExitCode::SUCCESS)
}
