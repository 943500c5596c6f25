//! `qili replay FILE.sgf [--rules R] [--json]`: plays the main line of an SGF file under a rule
//! set and prints the final position (rows top to bottom, `X` black, `O` white, `.` empty),
//! prisoners, pass stones, whether the game is over, and the first illegal move with the rule it
//! breaks (or the start a document forbids: stones set up before move 1 under the `jpd` ko,
//! JPD-A3; under a Ying ko, stones before move 1 or White first, YG-5). An illegal move stops
//! the replay and is a result (exit 0); an unreadable file or an
//! unknown rule set is an error (exit 2).

use super::{CliError, CliResult};
use crate::go::sgf::write_point;
use crate::go::{Move, SgfGame};
use clap::Args;
use serde_json::json;
use std::process::ExitCode;

#[derive(Args, Debug)]
/// Arguments of `qili replay`.
pub struct ReplayArgs {
    /// The SGF file.
    pub file: std::path::PathBuf,
    /// A preset (tromp-taylor, chinese, japanese, aga, ing, jpd, huozi, tang-song, ying) or a
    /// KataGo rule string; default: the file's RU (unknown or missing: tromp-taylor).
    #[arg(long)]
    pub rules: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Limits on the SGF file read.
    #[command(flatten)]
    pub sgf_limits: super::input::SgfLimitArgs,
}

fn describe(m: Move) -> String {
    match m {
        Move::Play(c, p) => format!("{c:?} {}", write_point(p)),
        Move::Pass(c, k) => format!("{c:?} pass ({k:?})"),
    }
}

/// A record replayed under a rule set: the game as far as it is legal, the rules, the first
/// illegal move (0-based index, the move, the reason) and the warnings about the record.
pub struct Replayed {
    /// The game after the last legal move.
    pub game: crate::go::Game,
    /// The rule set played.
    pub rules: crate::go::Rules,
    /// The first illegal move, if any: where the replay stopped.
    pub illegal: Option<(usize, Move, crate::go::Illegal)>,
    /// Why the record's start is refused, no move played (stones before move 1 under
    /// `whole-shape-with-pass-stones`, JPD-A3).
    pub refused_start: Option<crate::go::sgf::RefusedStart>,
    /// The reader's warnings and the rule set's (an unknown or missing `RU`).
    pub warnings: Vec<String>,
}

/// Replays a record under `rules` (any name of `qili rules`, a KataGo string or a rule file;
/// the record's `KM` is its komi), or under its own `RU` when `rules` is `None`. The one
/// replay of `qili replay` and of the Python package.
pub fn replay_sgf(sgf: &SgfGame, rules: Option<&str>) -> Result<Replayed, CliError> {
    let mut warnings = sgf.warnings.clone();
    let rules = match rules {
        Some(r) => {
            let mut rules = crate::rules::parse_for_play(r)
                .map_err(|e| CliError::input(format!("--rules: {e}")))?;
            if let Some(k) = sgf.komi {
                rules.komi = k;
            }
            rules
        }
        None => {
            let (r, w) = sgf.rules();
            warnings.extend(w);
            r
        }
    };
    let replay = sgf.replay_report(rules);
    warnings.extend(replay.warnings);
    Ok(Replayed {
        game: replay.game,
        rules,
        illegal: replay.illegal,
        refused_start: replay.refused_start,
        warnings,
    })
}

/// The JSON object `qili replay --json` prints.
pub fn replay_json(r: &Replayed) -> serde_json::Value {
    let (game, rules) = (&r.game, &r.rules);
    let board = game.board();
    let [pb, pw] = game.prisoners();
    let [sb, sw] = game.pass_stones();
    json!({
        "width": board.width(),
        "height": board.height(),
        "board": board.rows(),
        "moves": game.moves().len(),
        "prisoners": {"black": pb, "white": pw},
        "pass_stones": {"black": sb, "white": sw},
        "over": game.is_over(),
        "to_move": format!("{:?}", game.to_move()).to_lowercase(),
        "rules": rules.to_string(),
        "illegal": match (r.refused_start, r.illegal) {
            (Some(e), _) => Some(json!({"move": 0, "played": "start", "reason": e.reason(rules)})),
            (None, ill) => ill.map(|(i, m, e)| json!({
                "move": i + 1,
                "played": describe(m),
                "reason": e.reason(rules),
            })),
        },
        "warnings": r.warnings,
    })
}

/// Replays the file and prints the result.
pub fn run(args: ReplayArgs) -> CliResult {
    let sgf = SgfGame::read_file(&args.file, &args.sgf_limits.limits()).map_err(CliError::input)?;
    let replayed = replay_sgf(&sgf, args.rules.as_deref())?;
    for w in &replayed.warnings {
        eprintln!("qili replay: warning: {w}");
    }
    if args.json {
        println!("{}", replay_json(&replayed));
        return Ok(ExitCode::SUCCESS);
    }
    let Replayed {
        game,
        rules,
        illegal,
        refused_start,
        ..
    } = replayed;
    let board = game.board();
    let [pb, pw] = game.prisoners();
    let [sb, sw] = game.pass_stones();
    print!("{board}");
    println!("rules: {rules}");
    println!("moves played: {}", game.moves().len());
    println!("prisoners: black {pb}, white {pw}");
    println!("pass stones: black {sb}, white {sw}");
    println!(
        "over: {}",
        if game.is_over() {
            "yes"
        } else if game.is_suspended() {
            // YG-8 (003 虛手): two passes suspend play; a real move after them resumes it, and
            // the next two passes end the game.
            let trailing = game
                .moves()
                .iter()
                .rev()
                .take_while(|m| m.is_pass())
                .count();
            if trailing >= 2 {
                "no (suspended)"
            } else {
                "no (resumed after a suspension: the next two passes end it)"
            }
        } else {
            "no"
        }
    );
    match illegal {
        _ if refused_start.is_some() => println!(
            "illegal: before move 1: {}",
            refused_start.map(|e| e.reason(&rules)).unwrap_or_default()
        ),
        None => println!("illegal: none"),
        Some((i, m, e)) => println!(
            "illegal: move {} ({}): {}",
            i + 1,
            describe(m),
            e.reason(&rules)
        ),
    }
    Ok(ExitCode::SUCCESS)
}
