//! `qili xq judge FEN MOVE... [--scheme 1|2|both] [--json]` (old spelling `qili xq-judge`, a
//! hidden alias with the same arguments and output): the cycle judge of document 004,
//! computed by the plain reference model of the spec ([`qili_spec::xq`]): whether a cycle has
//! formed (XQ-2.2), each move's nature with its reason (XQ-5, XQ-6), each side's overall
//! nature (XQ-7), alternatives (XQ-8) and the verdict (XQ-10).

use crate::cli::{CliError, CliResult};
use clap::{Args, ValueEnum};
use qili_spec::xq::cycle::{CompletedLast, CycleOptions, FormingMove, InBetween};
use qili_spec::xq::options::{self, LivePieces, MateThreat, NoAlternative};
use qili_spec::xq::roots;
use qili_spec::xq::{judge, Alternatives, Board, Judgement, Move, Sq, XqOptions};
use serde::Serialize;
use std::process::ExitCode;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// `--scheme`: which XQ-10 scheme to print (`1`, `2` or `both`).
// The variants carry plain comments, not doc comments: clap turns a value's doc comment into
// its possible-value help, which would change what `--help` prints.
#[allow(missing_docs)]
pub enum SchemeArg {
    // `1`: Scheme 1's verdict only.
    #[value(name = "1")]
    One,
    // `2`: Scheme 2's verdict only.
    #[value(name = "2")]
    Two,
    // `both`: both verdicts (JSON `verdict` is Scheme 1's).
    Both,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// `--alternatives`: the reading of 有變 (XQ-8): narrow, quasi-broad, or quasi-broad simplified
/// by the position (第八章 2: 簡明局面可視為雙方無變,復雜局面可視為雙方有變).
// The variants carry plain comments, not doc comments: clap turns a value's doc comment into
// its possible-value help, which would change what `--help` prints.
#[allow(missing_docs)]
pub enum AltArg {
    // `narrow`: [`Alternatives::Narrow`].
    Narrow,
    // `quasi-broad`: [`Alternatives::QuasiBroad`] (the default).
    QuasiBroad,
    // `by-simplicity`: [`Alternatives::BySimplicity`], 第八章 2.
    BySimplicity,
    // `broad-operational`: [`Alternatives::BroadOperational`], 第八章 1.
    BroadOperational,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// `--mate-threat`: when a move is 殺 (XQ-5): a mate present after the move (第五章 四 2), or
/// one new since before it (第五章 三 1).
// The variants carry plain comments, not doc comments: clap turns a value's doc comment into
// its possible-value help, which would change what `--help` prints.
#[allow(missing_docs)]
pub enum MateThreatArg {
    // `present-after-move`: [`MateThreat::PresentAfterMove`] (the default).
    PresentAfterMove,
    // `new-since-before`: [`MateThreat::NewSinceBefore`].
    NewSinceBefore,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// `--no-alternative`: how Scheme 2 decides 無變 (XQ-10).
// The variants carry plain comments, not doc comments: clap turns a value's doc comment into
// its possible-value help, which would change what `--help` prints.
#[allow(missing_docs)]
pub enum NoAltArg {
    // `search`: [`NoAlternative::Search`], the search stand-in (the default).
    Search,
    // `play-out`: [`NoAlternative::PlayOut`], claimed and verified by the play-out.
    PlayOut,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// `--in-between`: how in-between points count (XQ-2.2): as one point or each.
// The variants carry plain comments, not doc comments: clap turns a value's doc comment into
// its possible-value help, which would change what `--help` prints.
#[allow(missing_docs)]
pub enum InBetweenArg {
    // `one`: [`InBetween::CountedAsOnePoint`] (the default).
    One,
    // `each`: [`InBetween::EachPointOnItsOwn`].
    Each,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// `--completed-last`: who completed the repeated moves last: by the rule of 第十章 or as observed.
// The variants carry plain comments, not doc comments: clap turns a value's doc comment into
// its possible-value help, which would change what `--help` prints.
#[allow(missing_docs)]
pub enum CompletedLastArg {
    // `rule`: [`CompletedLast::ByPointsRule`], the rule of 第十章 (the default).
    Rule,
    // `observed`: [`CompletedLast::Observed`], whoever played the repeated moves last.
    Observed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
/// `--forming-move`: which move forms the cycle (XQ-2.2, 第二章 2): the landing points alone, or
/// the landing points and the return of a position.
// The variants carry plain comments, not doc comments: clap turns a value's doc comment into
// its possible-value help, which would change what `--help` prints.
#[allow(missing_docs)]
pub enum FormingArg {
    // `landing-points`: [`FormingMove::LandingPoints`] (the default).
    LandingPoints,
    // `landing-points-and-return`: [`FormingMove::LandingPointsAndReturn`].
    LandingPointsAndReturn,
}

#[derive(Args, Debug)]
/// Arguments of `qili xq-judge` and `qili xq judge`.
pub struct JudgeArgs {
    /// The position before the first move, as a FEN (quote it), or `start`.
    pub fen: String,
    /// The moves in ICCS (`h2e2`, ranks 0-9).
    pub moves: Vec<String>,
    /// Which adjudication scheme of XQ-10 to print (`both`: JSON `verdict` is Scheme 1's;
    /// `verdict_scheme1` and `verdict_scheme2` are always given).
    #[arg(long, value_enum, default_value = "both")]
    pub scheme: SchemeArg,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    /// The moves are in Fairy-Stockfish's UCI form with ranks 1-10.
    #[arg(long)]
    pub ranks_from_1: bool,
    /// Checks allowed before a capture in a chase (XQ-5, XQ-6).
    #[arg(long, default_value_t = options::CHECK_SERIES)]
    pub check_series: u8,
    /// Checks allowed in a mate threat (XQ-5).
    #[arg(long, default_value_t = options::MATE_THREAT_CHECKS)]
    pub mate_checks: u8,
    /// When a move is a mate threat (XQ-5): a mate by checks present after the move, or only
    /// one the mover did not have before it.
    #[arg(long, value_enum, default_value = "present-after-move")]
    pub mate_threat: MateThreatArg,
    /// Plies of the exchange in the chase computation (XQ-6).
    #[arg(long, default_value_t = options::EXCHANGE_PLIES)]
    pub exchange_plies: u8,
    /// The reading of alternatives for Scheme 2 (XQ-8).
    #[arg(long, value_enum, default_value = "quasi-broad")]
    pub alternatives: AltArg,
    /// Opponent moves searched for a forced loss (必定輸棋) in the quasi-broad reading (XQ-8).
    #[arg(long, default_value_t = options::QUASI_BROAD_DEPTH)]
    pub alt_depth: u8,
    /// Count direct captures only as roots (XQ-4), not attacks after a check or a series of
    /// checks (第四章's "含將軍或連續將軍后", the default).
    #[arg(long)]
    pub direct_roots: bool,
    /// Count every piece as live (活子, XQ-6) instead of the definition of 第六章 二 2.
    #[arg(long)]
    pub every_piece_live: bool,
    /// Adjudicate as soon as the cycle forms, without the three-round stop of 第十章.
    #[arg(long)]
    pub no_three_round_stop: bool,
    /// Scheme 2's 無變: by the search stand-in, or claimed and verified by the play-out.
    #[arg(long, value_enum, default_value = "search")]
    pub no_alternative: NoAltArg,
    /// In-between points (XQ-2.2): counted as one point, or each on its own.
    #[arg(long, value_enum, default_value = "one")]
    pub in_between: InBetweenArg,
    /// Who completed the repeated moves last: by the rule of 第十章, or as observed.
    #[arg(long, value_enum, default_value = "rule")]
    pub completed_last: CompletedLastArg,
    /// The move that forms the cycle (XQ-2.2): every landing point landed on twice (the return
    /// of a position may follow in the same stretch), or that and the return by then.
    #[arg(long, value_enum, default_value = "landing-points")]
    pub forming_move: FormingArg,
}

#[derive(Serialize)]
struct JsonMove {
    #[serde(rename = "move")]
    mv: String,
    side: &'static str,
    nature: &'static str,
    entering: bool,
    detail: String,
    /// Every piece but the kings, with its roots before and after this move (XQ-4).
    roots: Vec<JsonRoots>,
}

/// One piece's roots around one move (004 第四章 二; [`roots::xq_4_root_detail`]).
#[derive(Serialize)]
struct JsonRoots {
    /// The piece's point before the move and after it (they differ for the moved piece).
    from: String,
    at: String,
    side: &'static str,
    piece: &'static str,
    /// The enemy pieces that attack it (擊, 負根) and the own pieces that protect it (護,
    /// 正根), by their points, before the move.
    attacked_by_before: Vec<String>,
    protected_by_before: Vec<String>,
    /// The same after the move.
    attacked_by_after: Vec<String>,
    protected_by_after: Vec<String>,
    /// `unchanged` (恒根子), `lost-root` (失根子: 得擊 or 失護), `gained-root` (得根子: 失擊 or
    /// 得護), `lost-and-gained` (both), `shared-root` (變根子 through a root it shares with a
    /// changed piece: 一子護(擊)兩子或多子,只要其中一子變根,其余子也為變根).
    change: &'static str,
    /// The term of 004 for `change`: 恒根子, 失根子, 得根子, 失根子/得根子, 變根子.
    term: &'static str,
}

fn json_roots(before: &Board, m: Move, opts: &XqOptions) -> Vec<JsonRoots> {
    let points = |v: &[Sq]| v.iter().map(|s| s.to_string()).collect();
    roots::xq_4_root_detail(before, m, opts)
        .into_iter()
        .map(|r| JsonRoots {
            from: r.from.to_string(),
            at: r.at.to_string(),
            side: r.piece.side.name(),
            piece: r.piece.kind.name(),
            attacked_by_before: points(&r.before.attackers),
            protected_by_before: points(&r.before.protectors),
            attacked_by_after: points(&r.after.attackers),
            protected_by_after: points(&r.after.protectors),
            change: r.change.name(),
            term: r.change.term(),
        })
        .collect()
}

#[derive(Serialize)]
struct JsonOverall {
    red: &'static str,
    black: &'static str,
}

/// What `qili xq-judge --json` prints. Moves are numbered from 1, as the text output numbers
/// them ("cycle formed at move 9") and as 004 counts them: `cycle_start` is the number of the
/// stretch's first move, `cycle_formed_at` of the move that formed the cycle, and so in
/// `ended_cycles`.
#[derive(Serialize)]
pub struct JsonOut {
    cycle: bool,
    cycle_start: Option<usize>,
    cycle_formed_at: Option<usize>,
    cycle_points: Option<[usize; 2]>,
    completed_last: Option<&'static str>,
    moves: Vec<JsonMove>,
    overall: JsonOverall,
    complex: bool,
    alternatives: [bool; 2],
    /// Opponent moves the search for 必定輸棋 went (`--alt-depth`) when the reading of 有變
    /// uses it (quasi-broad, broad-operational): a `true` of `alternatives` is shown only to
    /// that bound, a `false` is shown; `null` for the readings without a search.
    alternatives_searched_moves: Option<u8>,
    /// With `--no-alternative play-out`: the disputed claim of 無變 the play-out verified (of
    /// two, the side that completed last: 004 第十章 方案二), and whether it stood (the
    /// claimant wins) or not (the claimant loses); `null` otherwise.
    verified_claim: Option<JsonClaim>,
    perpetual_checker: Option<&'static str>,
    verdict: &'static str,
    verdict_scheme1: &'static str,
    verdict_scheme2: &'static str,
    rounds_after: usize,
    /// Earlier cycles a variation or a capture ended before the stop (move numbers from 1).
    ended_cycles: Vec<JsonEnded>,
}

/// A claim of 無變 verified by the play-out.
#[derive(Serialize)]
pub struct JsonClaim {
    side: &'static str,
    stood: bool,
}

/// A cycle ended before the three-round stop (not adjudicated).
#[derive(Serialize)]
pub struct JsonEnded {
    start: usize,
    formed_at: usize,
    ended_at: usize,
    by: &'static str,
}

/// Options from the arguments.
pub fn options(a: &JudgeArgs) -> XqOptions {
    XqOptions {
        cycle: CycleOptions {
            in_between: match a.in_between {
                InBetweenArg::One => InBetween::CountedAsOnePoint,
                InBetweenArg::Each => InBetween::EachPointOnItsOwn,
            },
            completed_last: match a.completed_last {
                CompletedLastArg::Rule => CompletedLast::ByPointsRule,
                CompletedLastArg::Observed => CompletedLast::Observed,
            },
            forming: match a.forming_move {
                FormingArg::LandingPoints => FormingMove::LandingPoints,
                FormingArg::LandingPointsAndReturn => FormingMove::LandingPointsAndReturn,
            },
        },
        check_series: a.check_series,
        mate_threat_checks: a.mate_checks,
        mate_threat: match a.mate_threat {
            MateThreatArg::PresentAfterMove => MateThreat::PresentAfterMove,
            MateThreatArg::NewSinceBefore => MateThreat::NewSinceBefore,
        },
        exchange_plies: a.exchange_plies,
        exclude_mate_in_one: true,
        roots_after_checks: !a.direct_roots,
        live_pieces: if a.every_piece_live {
            LivePieces::Every
        } else {
            LivePieces::ByDefinition
        },
        three_round_stop: !a.no_three_round_stop,
        no_alternative: match a.no_alternative {
            NoAltArg::Search => NoAlternative::Search,
            NoAltArg::PlayOut => NoAlternative::PlayOut,
        },
        alternatives: match a.alternatives {
            AltArg::Narrow => Alternatives::Narrow,
            AltArg::QuasiBroad => Alternatives::QuasiBroad,
            AltArg::BySimplicity => Alternatives::BySimplicity,
            AltArg::BroadOperational => Alternatives::BroadOperational,
        },
        quasi_broad_depth: a.alt_depth,
    }
}

/// Converts Fairy-Stockfish UCI moves (ranks 1-10) to ICCS (ranks 0-9).
pub fn uci_to_iccs(m: &str) -> Result<String, String> {
    let b = m.as_bytes();
    let mut i = 0;
    let mut out = String::new();
    for _ in 0..2 {
        let f = *b.get(i).ok_or_else(|| format!("move `{m}` is too short"))?;
        out.push(f as char);
        i += 1;
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let r: u8 = m[start..i]
            .parse()
            .map_err(|_| format!("move `{m}`: rank missing"))?;
        if !(1..=10).contains(&r) {
            return Err(format!("move `{m}`: rank {r} is not 1-10"));
        }
        out.push_str(&(r - 1).to_string());
    }
    if i != b.len() {
        return Err(format!("move `{m}` has extra characters"));
    }
    Ok(out)
}

/// Runs the judge on a FEN and ICCS moves.
///
/// The FEN goes through the one validator of every xq command
/// ([`crate::xiangqi::Position::from_fen_or_start`]: `start` accepted, an advisor off its palace
/// or facing kings refused) before the plain model reads it.
pub fn judge_iccs(fen: &str, moves: &[String], opts: &XqOptions) -> Result<Judgement, String> {
    let checked = crate::xiangqi::Position::from_fen_or_start(fen).map_err(|e| e.to_string())?;
    let b = Board::from_fen(&checked.to_fen()).map_err(|e| e.0)?;
    let ms: Vec<&str> = moves.iter().map(|s| s.as_str()).collect();
    let game = b.play_iccs(&ms)?;
    if game.is_empty() {
        return Err("no moves given".into());
    }
    Ok(judge(&game, opts))
}

/// The moves of `a` in ICCS (converted from UCI ranks 1-10 with `--ranks-from-1`) and the
/// judgement: the one computation of `qili xq-judge` and of the Python package.
pub fn judge_args(a: &JudgeArgs) -> Result<Judgement, CliError> {
    let opts = options(a);
    let moves: Vec<String> = if a.ranks_from_1 {
        a.moves
            .iter()
            .map(|m| uci_to_iccs(m))
            .collect::<Result<_, _>>()
            .map_err(CliError::input)?
    } else {
        a.moves.clone()
    };
    judge_iccs(&a.fen, &moves, &opts).map_err(CliError::input)
}

/// The opponent moves the reading of 有變 in `opts` searches for 必定輸棋 (XQ-8, 004 第八章 2:
/// the quasi-broad reading and the broad-operational one that uses it), if it searches.
fn searched_moves(opts: &XqOptions) -> Option<u8> {
    match opts.alternatives {
        Alternatives::QuasiBroad | Alternatives::BroadOperational => Some(opts.quasi_broad_depth),
        Alternatives::Narrow | Alternatives::BySimplicity => None,
    }
}

/// The JSON object `qili xq-judge --json` prints for a judgement under `scheme`; `opts` are
/// the options the judgement was computed with (the roots of each move are computed with them).
pub fn judge_json(j: &Judgement, scheme: SchemeArg, opts: &XqOptions) -> JsonOut {
    let verdict = match scheme {
        SchemeArg::One | SchemeArg::Both => j.scheme1,
        SchemeArg::Two => j.scheme2,
    };
    let c = j.cycle.as_ref();
    let out = JsonOut {
        cycle: c.is_some(),
        cycle_start: c.map(|c| c.start + 1),
        cycle_formed_at: c.map(|c| c.formed_at + 1),
        cycle_points: c.map(|c| [c.points[0].len(), c.points[1].len()]),
        completed_last: j.completed_last.map(|s| s.name()),
        moves: j
            .natures
            .iter()
            .map(|(cm, n)| JsonMove {
                mv: cm.mv.iccs(),
                side: cm.side.name(),
                nature: n.nature.name(),
                entering: cm.entering,
                detail: n.detail(),
                roots: json_roots(&cm.before, cm.mv, opts),
            })
            .collect(),
        overall: JsonOverall {
            red: j.overall[0].name(),
            black: j.overall[1].name(),
        },
        complex: j.complex,
        alternatives: j.alternatives,
        alternatives_searched_moves: searched_moves(opts),
        verified_claim: j.verified.map(|(s, stood)| JsonClaim {
            side: s.name(),
            stood,
        }),
        perpetual_checker: j.perpetual_checker.map(|s| s.name()),
        verdict: verdict.name(),
        verdict_scheme1: j.scheme1.name(),
        verdict_scheme2: j.scheme2.name(),
        rounds_after: j.rounds_after,
        ended_cycles: j
            .ended
            .iter()
            .map(|e| JsonEnded {
                start: e.start + 1,
                formed_at: e.formed_at + 1,
                ended_at: e.ended_at + 1,
                by: if e.by_capture { "capture" } else { "variation" },
            })
            .collect(),
    };
    out
}

/// Judges the game and prints the result; exit status 0 unless the input is bad.
pub fn run(a: JudgeArgs) -> CliResult {
    let j = judge_args(&a)?;
    if a.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&judge_json(&j, a.scheme, &options(&a)))
                .expect("serialises")
        );
        return Ok(ExitCode::SUCCESS);
    }
    for e in &j.ended {
        println!(
            "cycle formed at move {} (stretch from move {}) ended at move {} by a {} before the stop (第十章): not adjudicated",
            e.formed_at + 1,
            e.start + 1,
            e.ended_at + 1,
            if e.by_capture { "capture" } else { "variation" }
        );
    }
    let c = j.cycle.as_ref();
    let Some(c) = c else {
        println!(
            "no cycle in force (XQ-2.1/XQ-2.2): no capture-free stretch (since the last variation or capture ending a cycle) has returned to a position with every landing point repeated"
        );
        println!("verdict: continue");
        return Ok(ExitCode::SUCCESS);
    };
    println!(
        "cycle formed at move {} (stretch from move {}); cycle points red {} {:?}, black {} {:?}",
        c.formed_at + 1,
        c.start + 1,
        c.points[0].len(),
        c.points[0],
        c.points[1].len(),
        c.points[1]
    );
    for (cm, n) in &j.natures {
        println!(
            "{:>3}. {} {:5} {:11} {}{}",
            cm.index + 1,
            cm.mv.iccs(),
            cm.side.name(),
            n.nature.name(),
            if cm.entering {
                "(entering move, not counted) "
            } else {
                ""
            },
            n.detail()
        );
    }
    println!(
        "overall: red {}, black {}; {} position; alternatives red {}, black {}; completed last: {}",
        j.overall[0].name(),
        j.overall[1].name(),
        if j.complex { "complex" } else { "simple" },
        j.alternatives[0],
        j.alternatives[1],
        j.completed_last.map_or("-", |s| s.name())
    );
    if let Some(d) = searched_moves(&options(&a)) {
        if j.alternatives.contains(&true) {
            println!(
                "alternatives: 必定輸棋 searched {d} opponent moves deep (--alt-depth {d}): a 有變 means no variation was shown lost within {d} (the text sets no bound), a 無變 is shown"
            );
        }
    }
    if let Some((s, stood)) = j.verified {
        println!(
            "play-out: {}'s disputed claim of 無變 (第十章 方案二) {}",
            s.name(),
            if stood {
                "stands: every variation loses, the claimant wins"
            } else {
                "does not stand: a variation does not lose, the claimant loses"
            }
        );
    }
    if let Some(s) = j.perpetual_checker {
        println!("one-sided perpetual check by {}", s.name());
    }
    if j.cycle.is_some() && !j.stopped {
        println!(
            "{} round(s) after the cycle formed; the game stops after 3 (第十章): not adjudicated yet",
            j.rounds_after
        );
    }
    if matches!(a.scheme, SchemeArg::One | SchemeArg::Both) {
        println!("scheme 1: {}", j.scheme1.name());
    }
    if matches!(a.scheme, SchemeArg::Two | SchemeArg::Both) {
        println!("scheme 2: {}", j.scheme2.name());
    }
    Ok(ExitCode::SUCCESS)
}
