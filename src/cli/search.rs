//! `qili search {graph,cycles,disagree,value} --board MxN --rules R[,R2] [--max-depth D]`: the
//! exhaustive game-graph explorer of small boards (T6, T7, T8, YG-14). Findings are
//! written as SGF + SVG + JSON under `--out DIR` when it is given, and only then.

use super::{CliError, CliResult};
use crate::search::board::Geometry;
use crate::search::explore::{self, Lasso};
use crate::search::game::{play_rules, PlayRules, PRESETS};
use crate::search::value;
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// What `qili search` looks for.
pub enum What {
    /// The game graph: Tromp-Farneback node, edge and game counts (`--count-games`).
    Graph,
    /// The shortest infinite legal game under each rule set, or an exhaustive bound (T7).
    Cycles,
    /// Where two rule sets disagree: a move one allows and the other forbids (T6), and a game
    /// the two endings score differently (T8).
    Disagree,
    /// Optimal play (T8's open half): the area value of the empty board under each rule set,
    /// with one optimal game; with two rule sets, every start position whose values differ.
    Value,
}

#[derive(Args, Debug)]
/// Arguments of `qili search`.
pub struct SearchArgs {
    /// What to search for.
    pub what: What,
    /// The board, columns x rows (at most 25 points).
    #[arg(long, default_value = "1x3")]
    pub board: String,
    /// Rule sets, comma-separated: any preset or alias of `qili rules` (tt, simple, simple-4,
    /// ssk, psk, psk-4, jpd, jpd-suicide, jpd-2, ying, ying-pass, ying-strict, ying-move,
    /// ying-move-strict, ying-game, ying-game-strict, ying-shape, ying-shape-strict, chinese,
    /// ...), a KataGo rule string, or a rule file (`.toml`, `.json`). The search plays their
    /// suicide, ko and ending options; `value` scores by area without komi.
    #[arg(long, default_value = "tt")]
    pub rules: String,
    /// The deepest game the searches look at.
    #[arg(long, default_value_t = 16)]
    pub max_depth: usize,
    /// At most this many search nodes per rule set.
    #[arg(long, default_value_t = 50_000_000)]
    pub budget: u64,
    /// `graph`: also count the games (simple paths; at most 64 positions, e.g. 2x2 or 1x4).
    #[arg(long)]
    pub count_games: bool,
    /// `graph`: stop building the graph when it reaches about this many megabytes.
    #[arg(long, default_value_t = 1024)]
    pub max_memory_mb: usize,
    /// Write each finding (SGF, SVG, JSON) under this folder (`findings` is the repository's);
    /// without it nothing is written.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// Writes a finding under `out` when the user asked for it (`--out DIR`) and says where; says
/// nothing was written otherwise.
fn written(f: &crate::findings::Finding, out: &Option<PathBuf>) -> Result<String, CliError> {
    match out {
        Some(dir) => {
            let path = f.write(dir).map_err(|e| CliError::input(e.to_string()))?;
            Ok(format!("  -> {}", path.display()))
        }
        None => Ok("  (not written; --out DIR writes it)".into()),
    }
}

fn spinner(label: &str) -> ProgressBar {
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template("{spinner} {prefix} {msg} [{elapsed}]")
            .expect("a valid progress template"),
    );
    bar.set_prefix(label.to_string());
    bar
}

fn rule_list(s: &str, what: What) -> Result<Vec<(String, PlayRules)>, CliError> {
    crate::rules::parse_list::<()>(s, crate::rules::Suffixes::None)
        .map(|entry| {
            let entry = entry.map_err(|e| CliError::input(format!("--rules: {}", e.message)))?;
            let (n, full) = (entry.name.as_str(), entry.rules);
            if what == What::Value && full.scoring == crate::go::Scoring::Territory {
                return Err(CliError::input(format!(
                    "--rules {n}: `qili search value` scores by area (stones plus surrounded points, no komi); it cannot score {n}'s territory counting"
                )));
            }
            // A rule file is named by its stem in findings and reports.
            play_rules(&full)
                .map(|r| (crate::rules::list::shown(n), r))
                .map_err(|e| CliError::input(format!("--rules {n}: {e}")))
        })
        .collect::<Result<Vec<_>, _>>()
        .and_then(|v| {
            if v.is_empty() {
                Err(CliError::input(format!(
                    "--rules: no rule set given (known: {})",
                    PRESETS.join(", ")
                )))
            } else {
                Ok(v)
            }
        })
}

/// The largest `--max-depth`: the searches go one stack frame a ply, and no board of at most
/// 25 points needs deeper games to show a cycle or a disagreement.
pub const MAX_DEPTH: usize = 1000;

/// Runs `qili search`.
pub fn run(args: SearchArgs) -> CliResult {
    if args.max_depth > MAX_DEPTH {
        return Err(CliError::input(format!(
            "--max-depth {} is more than {MAX_DEPTH}, the deepest the searches go",
            args.max_depth
        )));
    }
    let geo = Geometry::parse(&args.board).map_err(|e| CliError::input(format!("--board: {e}")))?;
    let rules = rule_list(&args.rules, args.what)?;
    let cmd_base = format!(
        "qili search {{}} --board {} --rules {} --max-depth {}",
        args.board, args.rules, args.max_depth
    );
    let command = |what: &str| cmd_base.replace("{}", what);
    match args.what {
        What::Graph => {
            let budget = explore::GraphBudget {
                positions: args.budget,
                depth: args.max_depth,
                bytes: args.max_memory_mb.saturating_mul(1 << 20),
            };
            let bar = spinner("graph");
            let (g, stop) =
                explore::graph_within(geo, budget, |n| bar.set_message(format!("{n} positions")));
            bar.finish_and_clear();
            if let Some(why) = stop {
                println!(
                    "board {}x{}: stopped after {} positions found, {} expanded: {why}; the graph is incomplete",
                    geo.width,
                    geo.height,
                    g.positions.len(),
                    g.edges.iter().filter(|e| !e.is_empty()).count()
                );
                return Ok(ExitCode::SUCCESS);
            }
            println!(
                "board {}x{}: {} positions reachable from the empty board, {} edges (Tromp-Farneback graph)",
                geo.width,
                geo.height,
                g.positions.len(),
                g.edge_count()
            );
            if args.count_games {
                let bar = spinner("games");
                let t = std::time::Instant::now();
                let n = crate::count::games::count_graph(
                    geo,
                    &g,
                    crate::count::games::Options::default(),
                    |done, total| bar.set_message(format!("{done}/{total} subtrees")),
                );
                bar.finish_and_clear();
                let n = n.map_err(CliError::input)?;
                println!(
                    "games (simple paths from the empty position): {} ({} symmetries folded, {} subtrees)",
                    n.games, n.symmetries, n.subtrees
                );
                eprintln!(
                    "counted in {:.2?}: {} paths walked, {} subtrees from the memo",
                    t.elapsed(),
                    n.walked,
                    n.memo_hits
                );
            }
        }
        What::Cycles => {
            for (name, r) in &rules {
                let bar = spinner(name);
                let res = explore::find_lasso(geo, (name, *r), args.max_depth, args.budget, |k| {
                    bar.set_message(format!("{k} nodes"))
                });
                bar.finish_and_clear();
                match res {
                    Lasso::Found { witness, verified } => {
                        let summary = format!(
                            "{name} on {}x{}: an infinite legal game; its repeating part (from move {}) was replayed {verified} times, legal and never over.",
                            geo.width,
                            geo.height,
                            witness.cycle_start.unwrap_or(0) + 1
                        );
                        let f = witness.finding(
                            "T7",
                            &format!("infinite-{name}-{}x{}", geo.width, geo.height),
                            &summary,
                            &command("cycles"),
                        );
                        let to = written(&f, &args.out)?;
                        println!("{name}: infinite game {}{to}", witness.text());
                    }
                    Lasso::NoneUpTo {
                        depth,
                        nodes,
                        complete,
                        longest_finished,
                    } => println!(
                        "{name}: no infinite game with prefix + one repetition within {depth} moves ({nodes} nodes{}; longest finished game seen {longest_finished} moves)",
                        if complete { ", exhaustive" } else { ", cut by the budget" }
                    ),
                }
            }
        }
        What::Value => {
            for (name, r) in &rules {
                let bar = spinner(name);
                bar.enable_steady_tick(std::time::Duration::from_millis(200));
                let t = std::time::Instant::now();
                let v = value::solve(geo, *r, args.max_depth, args.budget);
                bar.finish_and_clear();
                match v {
                    Ok(s) => println!(
                        "{name}: value B{:+} (area, no komi), {} nodes, {:.1?}; one optimal game: {}",
                        s.value,
                        s.nodes,
                        t.elapsed(),
                        value::line_text(&geo, 0, &s.line)
                    ),
                    Err(e) => println!("{name}: not solved ({e:?}; raise --budget or --max-depth)"),
                }
            }
            if rules.len() == 2 {
                let (a, b) = (&rules[0], &rules[1]);
                let bar = spinner("every start position");
                bar.enable_steady_tick(std::time::Duration::from_millis(200));
                let scan = value::separations(geo, a.1, b.1, args.max_depth, args.budget);
                bar.finish_and_clear();
                println!(
                    "start positions (legal position, side to move) solved under both: {}, unsolved: {}, values differ: {}",
                    scan.solved,
                    scan.unsolved,
                    scan.differ.len()
                );
                for d in &scan.differ {
                    println!(
                        "  {} {} to move: {} B{:+} ({}), {} B{:+} ({})",
                        geo.rows(d.stones).join("/"),
                        if d.to_move == 0 { "B" } else { "W" },
                        a.0,
                        d.values[0].value,
                        value::line_text(&geo, d.to_move, &d.values[0].line),
                        b.0,
                        d.values[1].value,
                        value::line_text(&geo, d.to_move, &d.values[1].line),
                    );
                }
            }
        }
        What::Disagree => {
            if rules.len() != 2 {
                return Err(CliError::input(
                    "search disagree: --rules needs two rule sets, R1,R2",
                ));
            }
            let (a, b) = (&rules[0], &rules[1]);
            for (x, y) in [(a, b), (b, a)] {
                match explore::forbidden_by_other(geo, (&x.0, x.1), y.1, args.max_depth) {
                    Some(w) => {
                        let summary = format!(
                            "The last move is legal under {} and forbidden under {} (every earlier move legal under both).",
                            x.0, y.0
                        );
                        let f = w.finding(
                            "T6",
                            &format!(
                                "{}-allows-{}-forbids-{}x{}",
                                x.0, y.0, geo.width, geo.height
                            ),
                            &summary,
                            &command("disagree"),
                        );
                        let to = written(&f, &args.out)?;
                        println!("{} allows, {} forbids: {}{to}", x.0, y.0, w.text());
                    }
                    None => println!(
                        "{} allows, {} forbids: nothing within {} moves",
                        x.0, y.0, args.max_depth
                    ),
                }
            }
            if a.1.end != b.1.end {
                if let Some((w2, w4)) =
                    explore::t8_witness(geo, (&a.0, a.1), (&b.0, b.1), args.max_depth)
                {
                    let summary = format!(
                        "{} ends the game after {} moves with area margin {}; under {} the same moves go on to margin {}.",
                        a.0,
                        w2.moves.len(),
                        explore::margin(&geo, explore::replay(geo, a.1, &w2.moves).map(|g| g.current().stones).unwrap_or([0, 0])),
                        b.0,
                        explore::margin(&geo, explore::replay(geo, b.1, &w4.moves).map(|g| g.current().stones).unwrap_or([0, 0]))
                    );
                    let f = w4.finding(
                        "T8",
                        &format!("{}-vs-{}-{}x{}", a.0, b.0, geo.width, geo.height),
                        &summary,
                        &command("disagree"),
                    );
                    let to = written(&f, &args.out)?;
                    println!("T8: {summary}\n  {}{to}", w4.text());
                } else {
                    println!(
                        "T8: no game within {} moves scores differently",
                        args.max_depth
                    );
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
