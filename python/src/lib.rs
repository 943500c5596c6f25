//! `qili._native`: the extension module of the Python package `qili`.
//!
//! Every function here calls the library function the matching `qili` command calls (the
//! `compute`/`*_json` functions of [`qili::cli`]) and returns what that command prints with
//! `--json`, as JSON text; the Python side (`qili/__init__.py`) turns it into dicts and
//! dataclasses. Nothing is computed twice: a result of the package is the CLI's result.
//!
//! Errors: bad input is the CLI's exit-2 error, raised as `qili.QiliError` with the same
//! message (which names the option and the place). A panic never reaches the interpreter: it
//! is caught here and raised as `qili.QiliInternalError`. Every call runs without the GIL, so
//! other Python threads go on while qili works; the budgets are the CLI's (`--budget`,
//! `--time`, the SGF limits, the deepest perft).

use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use qili::cli::CliError;
use qili::go::{SgfGame, SgfLimits};
use std::panic::{catch_unwind, AssertUnwindSafe};

create_exception!(
    _native,
    QiliError,
    PyValueError,
    "Bad input: the message and place of the `qili` command's exit-2 error."
);
create_exception!(
    _native,
    QiliInternalError,
    PyRuntimeError,
    "A bug in qili (a panic caught at the boundary); please report it with the input."
);

/// What a call returns before it becomes Python: JSON text, or the CLI's error message.
type Out = Result<String, String>;

/// Runs `f` without the GIL and with panics caught, and raises its error as [`QiliError`].
fn run(py: Python<'_>, f: impl FnOnce() -> Out + Send) -> PyResult<String> {
    let result = py.detach(move || catch_unwind(AssertUnwindSafe(f)));
    match result {
        Ok(Ok(s)) => Ok(s),
        Ok(Err(message)) => Err(QiliError::new_err(message)),
        Err(panic) => {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            Err(QiliInternalError::new_err(format!(
                "internal error (a bug in qili): {message}"
            )))
        }
    }
}

fn msg(e: CliError) -> String {
    e.message
}

fn to_json<T: serde::Serialize + ?Sized>(v: &T) -> Out {
    serde_json::to_string(v).map_err(|e| e.to_string())
}

/// The SGF limits from `(bytes, nodes, setup, depth)` (`--max-sgf-bytes` ...).
fn limits(l: (usize, usize, usize, usize)) -> SgfLimits {
    SgfLimits {
        bytes: l.0,
        nodes: l.1,
        setup: l.2,
        depth: l.3,
    }
}

/// Reads a record: from `path` (decoded by its `CA`, as every command reads a file) or from
/// `text`. The name that errors and warnings give it: the path, or `<sgf text>`.
fn read_record(
    text: Option<&str>,
    path: Option<&str>,
    l: SgfLimits,
) -> Result<(SgfGame, String), String> {
    match (text, path) {
        (_, Some(p)) => Ok((
            SgfGame::read_file(std::path::Path::new(p), &l)?,
            p.to_string(),
        )),
        (Some(t), None) => {
            let name = "<sgf text>".to_string();
            SgfGame::parse_with(t, &l)
                .map(|g| (g, name.clone()))
                .map_err(|e| format!("{name}: {e}"))
        }
        (None, None) => Err("give an SGF record (text or path)".into()),
    }
}

/// The SGF limits as the commands' options (`--max-sgf-bytes` ...).
fn limit_args(l: SgfLimits) -> qili::cli::input::SgfLimitArgs {
    qili::cli::input::SgfLimitArgs {
        max_sgf_bytes: l.bytes,
        max_sgf_nodes: l.nodes,
        max_sgf_setup: l.setup,
        max_sgf_depth: l.depth,
    }
}

/// A record (text or path) replayed as `qili replay` does.
fn replayed(
    text: Option<&str>,
    path: Option<&str>,
    rules: Option<&str>,
    sgf_limits: (usize, usize, usize, usize),
) -> Result<qili::cli::replay::Replayed, String> {
    let (g, _) = read_record(text, path, limits(sgf_limits))?;
    qili::cli::replay::replay_sgf(&g, rules).map_err(msg)
}

/// The default SGF limits `(bytes, nodes, setup, depth)`, as the CLI's defaults.
#[pyfunction]
fn default_sgf_limits() -> (usize, usize, usize, usize) {
    let d = SgfLimits::DEFAULT;
    (d.bytes, d.nodes, d.setup, d.depth)
}

/// The presets of `qili rules`: name, the preset it equals, aliases, options, sources.
#[pyfunction]
fn rules_presets(py: Python<'_>) -> PyResult<String> {
    run(py, || {
        use qili::{go::Rules, rules};
        let list: Vec<serde_json::Value> = Rules::PRESETS
            .iter()
            .map(|(n, r)| {
                let aliases: Vec<&str> = Rules::ALIASES
                    .iter()
                    .filter(|(_, to)| to == n)
                    .map(|(a, _)| *a)
                    .collect();
                serde_json::json!({
                    "name": n,
                    "same_as": r.preset_name().filter(|s| s != n),
                    "aliases": aliases,
                    "options": r,
                    "sources": rules::sources(n),
                })
            })
            .collect();
        to_json(&list)
    })
}

/// A rule set (any name, KataGo string or rule file) as its options, and as TOML.
#[pyfunction]
fn rules_parse(py: Python<'_>, name: String) -> PyResult<(String, String, Option<String>)> {
    let mut toml = String::new();
    let mut preset = None;
    let json = run(py, || {
        let r = qili::rules::parse(&name)?;
        toml = qili::rules::to_toml(&r);
        preset = r.preset_name().map(str::to_string);
        to_json(&r)
    })?;
    Ok((json, toml, preset))
}

/// `qili replay --json`; with `legal`, the legal moves after the main line too (the game's
/// history decides ko): `{"replay": ..., "legal": [...]}`, each move a point or a pass.
#[pyfunction]
#[pyo3(signature = (text, path, rules, sgf_limits, legal))]
fn replay(
    py: Python<'_>,
    text: Option<String>,
    path: Option<String>,
    rules: Option<String>,
    sgf_limits: (usize, usize, usize, usize),
    legal: bool,
) -> PyResult<String> {
    run(py, move || {
        use qili::go::Move;
        let r = replayed(
            text.as_deref(),
            path.as_deref(),
            rules.as_deref(),
            sgf_limits,
        )?;
        if !legal {
            return to_json(&qili::cli::replay::replay_json(&r));
        }
        let h = r.game.board().height();
        let moves: Vec<serde_json::Value> = r
            .game
            .legal_moves()
            .into_iter()
            .map(|m| match m {
                Move::Play(_, p) => serde_json::json!({
                    "point": qili_spec::go::Point::new(p.x as usize, p.y as usize).guide_name(h),
                    "x": p.x,
                    "y": p.y,
                }),
                Move::Pass(_, k) => serde_json::json!({
                    "pass": format!("{k:?}").to_lowercase(),
                }),
            })
            .collect();
        to_json(&serde_json::json!({
            "replay": qili::cli::replay::replay_json(&r),
            "legal": moves,
        }))
    })
}

/// The options of `qili score` the package passes (as JSON, from `qili.score`'s keywords).
#[derive(serde::Deserialize)]
struct ScoreOptions {
    dead: String,
    method: String,
    rules: Option<String>,
    prisoners: (usize, usize),
    passes: (usize, usize),
    /// As typed (`repr` of the float), read by the CLI's reader of `--komi`.
    komi: Option<String>,
    moves: usize,
    allow_dead_blocks: bool,
    sgf_limits: (usize, usize, usize, usize),
    /// `--handicap N`: the handicap stones of a position given as rows.
    #[serde(default)]
    handicap: Option<u32>,
}

/// The arguments of `qili score` for a position of rows (`rows`) or a file (`file`).
fn score_args(
    rows: Option<String>,
    file: Option<String>,
    options: &str,
) -> Result<(qili::cli::score::ScoreArgs, SgfLimits), String> {
    let o: ScoreOptions =
        serde_json::from_str(options).map_err(|e| format!("score options: {e}"))?;
    let komi = match o.komi {
        Some(k) => Some(
            qili::cli::input::parse_komi(&k)
                .map_err(|e| format!("invalid value '{k}' for '--komi <KOMI>': {e}"))?,
        ),
        None => None,
    };
    let l = limits(o.sgf_limits);
    let args = qili::cli::score::ScoreArgs {
        file: file.map(Into::into),
        rows,
        dead: o.dead,
        method: o.method,
        rules: o.rules,
        prisoners: format!("{},{}", o.prisoners.0, o.prisoners.1),
        passes: format!("{},{}", o.passes.0, o.passes.1),
        komi,
        moves: o.moves,
        handicap: o.handicap,
        json: true,
        // The per-point map is asked for by `score_one`'s own `breakdown`.
        breakdown: false,
        svg: None,
        allow_dead_blocks: o.allow_dead_blocks,
        sgf_limits: limit_args(l),
    };
    Ok((args, l))
}

/// One `qili score --json` run: the reports (with the per-point breakdown when asked) and the
/// record's warnings.
fn score_one(
    args: &qili::cli::score::ScoreArgs,
    sgf: Option<(&SgfGame, &str)>,
    breakdown: bool,
) -> Result<serde_json::Value, String> {
    let mut warnings: Vec<String> = Vec::new();
    let scored =
        qili::cli::score::compute(args, sgf, &mut |w| warnings.push(w.to_string())).map_err(msg)?;
    let reports = qili::cli::score::scored_json(&scored, breakdown);
    Ok(serde_json::json!({"reports": reports, "warnings": warnings}))
}

/// `qili score --json`: a position given as rows (`rows`), a file of rows or an SGF file
/// (`file`), or SGF text (`sgf_text`); `options` the command's other options as JSON.
#[pyfunction]
#[pyo3(signature = (rows, file, sgf_text, options, breakdown))]
fn score(
    py: Python<'_>,
    rows: Option<String>,
    file: Option<String>,
    sgf_text: Option<String>,
    options: String,
    breakdown: bool,
) -> PyResult<String> {
    run(py, move || {
        let (args, l) = score_args(rows, file, &options)?;
        let v = match sgf_text {
            Some(t) => {
                let (g, name) = read_record(Some(&t), None, l)?;
                score_one(&args, Some((&g, &name)), breakdown)?
            }
            None => score_one(&args, None, breakdown)?,
        };
        to_json(&v)
    })
}

/// Scores many SGF records (text) on `threads` threads (0: every core): for each, what
/// [`score`] gives, or its error.
#[pyfunction]
#[pyo3(signature = (records, options, threads))]
fn score_many(
    py: Python<'_>,
    records: Vec<String>,
    options: String,
    threads: usize,
) -> PyResult<String> {
    run(py, move || {
        let (args, l) = score_args(None, None, &options)?;
        let threads = if threads == 0 {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            threads
        }
        .clamp(1, records.len().max(1));
        let chunk = records.len().div_ceil(threads).max(1);
        let one = |t: &String| -> serde_json::Value {
            let r = read_record(Some(t), None, l)
                .and_then(|(g, name)| score_one(&args, Some((&g, &name)), false));
            match r {
                Ok(v) => v,
                Err(e) => serde_json::json!({"error": e}),
            }
        };
        let parts: Vec<Vec<serde_json::Value>> = std::thread::scope(|s| {
            let handles: Vec<_> = records
                .chunks(chunk)
                .map(|c| s.spawn(move || c.iter().map(one).collect::<Vec<_>>()))
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|_| vec![serde_json::json!({"error": "internal error"})])
                })
                .collect()
        });
        let all: Vec<serde_json::Value> = parts.into_iter().flatten().collect();
        to_json(&all)
    })
}

/// `qili solve --board B --rules R --format json`, or from a record's position (`--sgf`);
/// `save` and `resume` as `--save FILE` and `--resume FILE` (the solver's tables in a file).
#[pyfunction]
#[pyo3(signature = (board, rules, budget, time, threads, sgf_text, sgf_path, sgf_limits, save, resume, search))]
#[allow(clippy::too_many_arguments)]
fn solve(
    py: Python<'_>,
    board: Option<String>,
    rules: Option<String>,
    budget: u64,
    time: Option<f64>,
    threads: usize,
    sgf_text: Option<String>,
    sgf_path: Option<String>,
    sgf_limits: (usize, usize, usize, usize),
    save: Option<String>,
    resume: Option<String>,
    search: String,
) -> PyResult<String> {
    run(py, move || {
        use qili::cli::solve::{Format, Search, SolveArgs};
        let search = match search.as_str() {
            "alpha-beta" => Search::AlphaBeta,
            "proof-number" => Search::ProofNumber,
            other => {
                return Err(format!(
                    "search {other:?}: expected \"alpha-beta\" or \"proof-number\""
                ))
            }
        };
        let record = match (&sgf_text, &sgf_path) {
            (None, None) => None,
            _ => Some(
                read_record(sgf_text.as_deref(), sgf_path.as_deref(), limits(sgf_limits))
                    .map_err(|e| format!("--sgf {e}"))?,
            ),
        };
        let args = SolveArgs {
            board,
            rules,
            budget,
            time,
            table: false,
            format: Format::Json,
            jobs: 1,
            // The library's default: one thread unless asked (the CLI's is every core).
            threads: Some(threads),
            trace: false,
            render: None,
            out: None,
            sgf: sgf_path.map(Into::into),
            sgf_limits: limit_args(limits(sgf_limits)),
            save: save.map(Into::into),
            resume: resume.map(Into::into),
            save_every: None,
            search,
            table_entries: 8_000_000,
        };
        let rows = qili::cli::solve::solve_one(
            &args,
            record.as_ref().map(|(g, n)| (g, n.as_str())),
            &mut |_, _| {},
            &mut |_, _, _, _, _, _| {},
        )
        .map_err(msg)?;
        to_json(&rows)
    })
}

/// `qili xq legal FEN --moves ... --json`.
#[pyfunction]
fn xq_legal(py: Python<'_>, fen: String, moves: Vec<String>) -> PyResult<String> {
    run(py, move || {
        to_json(&qili::cli::xq::legal_json(&fen, &moves).map_err(msg)?)
    })
}

/// `qili xq perft FEN DEPTH [--divide] --json`.
#[pyfunction]
fn xq_perft(py: Python<'_>, fen: String, depth: u32, divide: bool) -> PyResult<String> {
    run(py, move || {
        to_json(&qili::cli::xq::perft_json(&fen, depth, divide).map_err(msg)?)
    })
}

/// `qili xq-judge FEN MOVE... OPTION... --json`: the options are parsed by the command's own
/// argument parser, so every default is the CLI's (`src/cli/xq/judge.rs`).
#[pyfunction]
fn xq_judge(
    py: Python<'_>,
    fen: String,
    moves: Vec<String>,
    flags: Vec<String>,
) -> PyResult<String> {
    run(py, move || {
        use clap::Parser;
        use qili::cli::xq::judge::{judge_args, judge_json, options, JudgeArgs};
        #[derive(Parser)]
        #[command(name = "xq-judge")]
        struct Command {
            #[command(flatten)]
            args: JudgeArgs,
        }
        let argv = std::iter::once("xq-judge".to_string())
            .chain(flags)
            .chain(std::iter::once("--".to_string()))
            .chain(std::iter::once(fen))
            .chain(moves);
        let a = Command::try_parse_from(argv)
            .map_err(|e| e.render().to_string().trim().to_string())?
            .args;
        let j = judge_args(&a).map_err(msg)?;
        to_json(&judge_json(&j, a.scheme, &options(&a)))
    })
}

/// Every claim of the registry (ID, document, section, kind, the sentence, the reading).
#[pyfunction]
fn claims(py: Python<'_>) -> PyResult<String> {
    run(py, || to_json(&qili_spec::registry::all()))
}

/// `qili audit [--only PREFIX] [--thorough] --json`.
#[pyfunction]
#[pyo3(signature = (only, thorough))]
fn audit(py: Python<'_>, only: Option<String>, thorough: bool) -> PyResult<String> {
    run(py, move || {
        if let Some(p) = &only {
            qili::cli::audit::check_only(p).map_err(msg)?;
        }
        let budget = if thorough {
            qili::audit::Budget::Thorough
        } else {
            qili::audit::Budget::Default
        };
        let entries = qili::audit::run(budget, only.as_deref(), |_, _, _| {});
        to_json(&entries)
    })
}

/// The files `qili vectors --out DIR` writes: (name, text).
#[pyfunction]
fn vectors(py: Python<'_>) -> PyResult<Vec<(String, String)>> {
    let out = run(py, || to_json(&qili::vectors::generate()))?;
    serde_json::from_str(&out).map_err(|e| QiliInternalError::new_err(e.to_string()))
}

/// The version of the `qili` crate and the commit it was built from.
#[pyfunction]
fn version() -> String {
    qili::cli::audit::citation("")
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("QiliError", py.get_type::<QiliError>())?;
    m.add("QiliInternalError", py.get_type::<QiliInternalError>())?;
    m.add_function(wrap_pyfunction!(default_sgf_limits, m)?)?;
    m.add_function(wrap_pyfunction!(rules_presets, m)?)?;
    m.add_function(wrap_pyfunction!(rules_parse, m)?)?;
    m.add_function(wrap_pyfunction!(replay, m)?)?;
    m.add_function(wrap_pyfunction!(score, m)?)?;
    m.add_function(wrap_pyfunction!(score_many, m)?)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(xq_legal, m)?)?;
    m.add_function(wrap_pyfunction!(xq_perft, m)?)?;
    m.add_function(wrap_pyfunction!(xq_judge, m)?)?;
    m.add_function(wrap_pyfunction!(claims, m)?)?;
    m.add_function(wrap_pyfunction!(audit, m)?)?;
    m.add_function(wrap_pyfunction!(vectors, m)?)?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    Ok(())
}
