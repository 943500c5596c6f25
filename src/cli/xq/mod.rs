//! `qili xq`: the Xiangqi engine on the command line.
//!
//! - `qili xq perft FEN DEPTH [--divide]`: the node count as the last line.
//! - `qili xq legal FEN [--moves ICCS...] [--json]`: the legal moves (ICCS and WXF), check,
//!   and the outcome when there is none.
//! - `qili xq show FEN [--moves ICCS...] [--json]`: the board after the moves, the moves in
//!   WXF, the FEN.
//! - `qili xq judge ...`: the cycle judge of document 004 ([`judge`]; `qili xq-judge`
//!   is its old spelling, kept as a hidden alias).
//!
//! FEN is one argument (quote it); `start` means the start position. A bad FEN or an illegal
//! move is an input error (exit status 2) naming the field, column or move.

pub mod judge;

use super::{CliError, CliResult};
use crate::xiangqi::{Color, Move, Outcome, Position, Square};
use clap::{Args, Subcommand};
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args, Debug)]
/// Arguments of `qili xq`.
pub struct XqArgs {
    #[command(subcommand)]
    /// The Xiangqi subcommand to run.
    pub command: XqCommand,
}

#[derive(Subcommand, Debug)]
/// The subcommands of `qili xq`.
pub enum XqCommand {
    /// Count the leaves of the legal move tree (perft); the count is the last line.
    Perft(PerftArgs),
    /// List the legal moves of a position (after optional ICCS moves).
    Legal(PositionArgs),
    /// Show the board after optional ICCS moves, with the moves in WXF notation.
    Show(PositionArgs),
    /// Judge a cycle by the rules of document 004.
    Judge(judge::JudgeArgs),
}

#[derive(Args, Debug)]
/// Arguments of `qili xq perft`.
pub struct PerftArgs {
    /// The position in FEN (quoted), or `start`.
    pub fen: String,
    /// Depth in plies.
    pub depth: u32,
    /// Also print the count below each legal first move.
    #[arg(long)]
    pub divide: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
/// Arguments of `qili xq legal` and `qili xq show`.
pub struct PositionArgs {
    /// The position in FEN (quoted), or `start`.
    pub fen: String,
    /// ICCS moves to play first, e.g. `--moves h2e2 h9g7`.
    #[arg(long, num_args = 1..)]
    pub moves: Vec<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs `qili xq`.
pub fn run(args: XqArgs) -> CliResult {
    match args.command {
        XqCommand::Perft(a) => perft(a),
        XqCommand::Legal(a) => legal(a),
        XqCommand::Show(a) => show(a),
        XqCommand::Judge(a) => judge::run(a),
    }
}

/// The one FEN validator of every xq command ([`Position::from_fen_or_start`]), its error (the
/// field and column, or what makes it no position) an input error.
pub fn parse_fen(text: &str) -> Result<Position, CliError> {
    validate_fen(text).map_err(CliError::input)
}

/// [`parse_fen`] with the error as text.
pub fn validate_fen(text: &str) -> Result<Position, String> {
    Position::from_fen_or_start(text).map_err(|e| e.to_string())
}

/// The deepest perft `qili xq perft` runs. The count grows about fortyfold a ply (depth 5 from
/// the start is 133 million leaves), so deeper is out of reach anyway; the bound keeps the
/// recursion, one frame a ply, far from the stack's end.
pub const MAX_PERFT_DEPTH: u32 = 16;

/// The position after the FEN and the moves, the start position, and the moves played.
fn position_after(
    fen: &str,
    moves: &[String],
) -> Result<(Position, Position, Vec<Move>), CliError> {
    let start = parse_fen(fen)?;
    let (mut positions, played) = start
        .replay_iccs(moves)
        .map_err(|e| CliError::input(e.to_string()))?;
    let last = positions.pop().expect("at least the start");
    Ok((start, last, played))
}

/// The perft of `qili xq perft`: the node count at `depth` (at most [`MAX_PERFT_DEPTH`]), with
/// the count below each first move when `divide`, as the JSON object `--json` prints.
pub fn perft_json(fen: &str, depth: u32, divide: bool) -> Result<PerftOut, CliError> {
    let (pos, divide, nodes, secs) = perft_counts(fen, depth, divide)?;
    let out = PerftOut {
        fen: pos.to_fen(),
        depth,
        nodes,
        seconds: secs,
        divide: divide.iter().map(|(m, n)| (m.iccs(), *n)).collect(),
    };
    Ok(out)
}

/// What `qili xq perft --json` prints.
#[derive(Serialize)]
pub struct PerftOut {
    fen: String,
    depth: u32,
    nodes: u64,
    seconds: f64,
    divide: Vec<(String, u64)>,
}

/// The position, the divided counts (empty unless `divide`), the node count and the seconds.
type PerftCounts = (Position, Vec<(Move, u64)>, u64, f64);

fn perft_counts(fen: &str, depth: u32, divide: bool) -> Result<PerftCounts, CliError> {
    let pos = parse_fen(fen)?;
    if depth > MAX_PERFT_DEPTH {
        return Err(CliError::input(format!(
            "perft depth {depth} is more than {MAX_PERFT_DEPTH}, the deepest qili runs"
        )));
    }
    let t0 = Instant::now();
    let divided = if divide {
        pos.perft_divide(depth)
    } else {
        Vec::new()
    };
    let nodes = if divide {
        divided.iter().map(|(_, n)| n).sum()
    } else {
        pos.perft(depth)
    };
    Ok((pos, divided, nodes, t0.elapsed().as_secs_f64()))
}

fn perft(a: PerftArgs) -> CliResult {
    if a.json {
        let out = perft_json(&a.fen, a.depth, a.divide)?;
        println!(
            "{}",
            serde_json::to_string_pretty(&out).expect("serialisable")
        );
        return Ok(ExitCode::SUCCESS);
    }
    let (_, divide, nodes, secs) = perft_counts(&a.fen, a.depth, a.divide)?;
    for (m, n) in &divide {
        println!("{m}: {n}");
    }
    eprintln!(
        "perft {} in {:.3} s ({:.0} nodes/s)",
        a.depth,
        secs,
        nodes as f64 / secs.max(1e-9)
    );
    println!("{nodes}");
    Ok(ExitCode::SUCCESS)
}

#[derive(Serialize)]
struct MoveInfo {
    iccs: String,
    wxf: String,
    capture: bool,
    check: bool,
}

fn outcome_text(o: Option<Outcome>) -> Option<String> {
    o.map(|o| match o {
        Outcome::Checkmate { loser } => format!("checkmate: {loser} loses"),
        Outcome::Stalemate { loser } => format!("stalemate (困斃): {loser} loses"),
    })
}

/// The legal moves of `qili xq legal`: the position after `moves` from `fen`, its legal
/// moves sorted by ICCS with WXF, capture and check, and the outcome when there is none.
struct Legal {
    pos: Position,
    infos: Vec<MoveInfo>,
    outcome: Option<String>,
}

fn legal_moves(fen: &str, moves: &[String]) -> Result<Legal, CliError> {
    let (_, pos, _) = position_after(fen, moves)?;
    let mut moves: Vec<Move> = pos.legal_moves().to_vec();
    moves.sort_by_key(|m| m.iccs());
    let infos: Vec<MoveInfo> = moves
        .iter()
        .map(|&m| MoveInfo {
            iccs: m.iccs(),
            wxf: pos.wxf(m),
            capture: pos.piece_at(m.to).is_some(),
            check: pos.gives_check(m),
        })
        .collect();
    let outcome = outcome_text(pos.outcome());
    Ok(Legal {
        pos,
        infos,
        outcome,
    })
}

/// The JSON object `qili xq legal --json` prints.
pub fn legal_json(fen: &str, moves: &[String]) -> Result<LegalOut, CliError> {
    let Legal {
        pos,
        infos,
        outcome,
    } = legal_moves(fen, moves)?;
    let out = LegalOut {
        fen: pos.to_fen(),
        turn: pos.turn(),
        in_check: pos.is_check(),
        outcome,
        moves: infos,
    };
    Ok(out)
}

/// What `qili xq legal --json` prints.
#[derive(Serialize)]
pub struct LegalOut {
    fen: String,
    turn: Color,
    in_check: bool,
    outcome: Option<String>,
    moves: Vec<MoveInfo>,
}

fn legal(a: PositionArgs) -> CliResult {
    if a.json {
        let out = legal_json(&a.fen, &a.moves)?;
        println!(
            "{}",
            serde_json::to_string_pretty(&out).expect("serialisable")
        );
        return Ok(ExitCode::SUCCESS);
    }
    let Legal {
        pos,
        infos,
        outcome,
    } = legal_moves(&a.fen, &a.moves)?;
    println!("{}", pos.to_fen());
    println!(
        "{} to move{}",
        pos.turn(),
        if pos.is_check() { ", in check" } else { "" }
    );
    for i in &infos {
        println!(
            "{} {}{}{}",
            i.iccs,
            i.wxf,
            if i.capture { " capture" } else { "" },
            if i.check { " check" } else { "" }
        );
    }
    if let Some(o) = outcome {
        println!("{o}");
    }
    println!("{} legal moves", infos.len());
    Ok(ExitCode::SUCCESS)
}

/// A text diagram: rank 9 at the top, Red's upper-case letters, `.` empty, the river marked.
pub fn diagram(pos: &Position) -> String {
    let mut s = String::new();
    for rank in (0..10).rev() {
        s.push_str(&format!("{rank} "));
        for file in 0..9 {
            let sq = Square::new(file, rank).expect("on the board");
            s.push(' ');
            match pos.piece_at(sq) {
                Some(p) => s.push(p.fen_char()),
                None => s.push('.'),
            }
        }
        s.push('\n');
        if rank == 5 {
            s.push_str("  ~~~~~~~~~~~~~~~~~~\n");
        }
    }
    s.push_str("   a b c d e f g h i\n");
    s
}

fn show(a: PositionArgs) -> CliResult {
    let (start, pos, played) = position_after(&a.fen, &a.moves)?;
    let wxf = start.wxf_line(&played);
    let outcome = outcome_text(pos.outcome());
    if a.json {
        #[derive(Serialize)]
        struct Out {
            start: String,
            moves: Vec<(String, String)>,
            fen: String,
            board: Vec<String>,
            turn: Color,
            in_check: bool,
            outcome: Option<String>,
            hash: String,
        }
        let out = Out {
            start: start.to_fen(),
            moves: played.iter().map(|m| m.iccs()).zip(wxf).collect(),
            fen: pos.to_fen(),
            board: diagram(&pos).lines().map(str::to_string).collect(),
            turn: pos.turn(),
            in_check: pos.is_check(),
            outcome,
            hash: format!("{:016x}", pos.hash()),
        };
        println!(
            "{}",
            serde_json::to_string_pretty(&out).expect("serialisable")
        );
        return Ok(ExitCode::SUCCESS);
    }
    if !played.is_empty() {
        let mut line = String::new();
        let mut turn = start.turn();
        let mut number = start.fullmoves();
        for (i, (m, w)) in played.iter().zip(&wxf).enumerate() {
            if turn == Color::Red || i == 0 {
                line.push_str(&format!(
                    "{number}.{} ",
                    if turn == Color::Black { ".." } else { "" }
                ));
            }
            line.push_str(&format!("{w} ({m}) "));
            if turn == Color::Black {
                number += 1;
            }
            turn = turn.opponent();
        }
        println!("{}", line.trim_end());
    }
    print!("{}", diagram(&pos));
    println!("{}", pos.to_fen());
    println!(
        "{} to move{}",
        pos.turn(),
        if pos.is_check() { ", in check" } else { "" }
    );
    if let Some(o) = outcome {
        println!("{o}");
    }
    Ok(ExitCode::SUCCESS)
}
