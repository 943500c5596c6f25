//! `qili replay FILE.sgf [--rules R] [--json]`: plays the main line of an SGF file under a rule
//! set and prints the final position (rows top to bottom, `X` black, `O` white, `.` empty),
//! prisoners, pass stones, whether the game is over, and the first illegal move with the rule it
//! breaks. An illegal move stops the replay and is a result (exit 0); an unreadable file or an
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
    #[command(flatten)]
    pub sgf_limits: super::input::SgfLimitArgs,
}

fn describe(m: Move) -> String {
    match m {
        Move::Play(c, p) => format!("{c:?} {}", write_point(p)),
        Move::Pass(c, k) => format!("{c:?} pass ({k:?})"),
    }
}

/// Replays the file and prints the result.
pub fn run(args: ReplayArgs) -> CliResult {
    let sgf = SgfGame::read_file(&args.file, &args.sgf_limits.limits()).map_err(CliError::input)?;
    let mut warnings = sgf.warnings.clone();
    let rules = match &args.rules {
        Some(r) => {
            let mut rules = crate::go::presets::parse_for_play(r)
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
    for w in &warnings {
        eprintln!("qili replay: warning: {w}");
    }
    let (game, illegal) = (replay.game, replay.illegal);
    let board = game.board();
    let [pb, pw] = game.prisoners();
    let [sb, sw] = game.pass_stones();
    if args.json {
        let v = json!({
            "width": board.width(),
            "height": board.height(),
            "board": board.rows(),
            "moves": game.moves().len(),
            "prisoners": {"black": pb, "white": pw},
            "pass_stones": {"black": sb, "white": sw},
            "over": game.is_over(),
            "to_move": format!("{:?}", game.to_move()).to_lowercase(),
            "rules": rules.to_string(),
            "illegal": illegal.map(|(i, m, e)| json!({
                "move": i + 1,
                "played": describe(m),
                "reason": e.reason(&rules),
            })),
            "warnings": warnings,
        });
        println!("{v}");
    } else {
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
                "no (suspended)"
            } else {
                "no"
            }
        );
        match illegal {
            None => println!("illegal: none"),
            Some((i, m, e)) => println!(
                "illegal: move {} ({}): {}",
                i + 1,
                describe(m),
                e.reason(&rules)
            ),
        }
    }
    Ok(ExitCode::SUCCESS)
}
