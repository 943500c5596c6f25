//! `qili score`: every counting method side by side on one finished position.
//!
//! Input: `--rows "X.O/..."` (rows top to bottom, `/` between rows) or a file of rows, one per
//! line, or an SGF file (`*.sgf`): its main line is replayed under its `RU` rules and the final
//! board, prisoners, pass stones and move count are scored; `--dead sgf` takes the dead stones
//! from its `TB`/`TW` markings (a white stone on a `TB` point or a black one on `TW` is dead).

use super::input::{check_count, count_pair, read_diagram, RowsFrom};
use super::{CliError, CliResult};
use crate::scoring::{finished, parse_dead_with, score_all};
use crate::svg::{GoDiagram, Mark as SvgMark, Stone};
use clap::Args;
use qili_spec::go::grid::{Cell, Color, Grid};
use qili_spec::go::score::{show_count, Mark, Report};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
/// Arguments of `qili score`.
pub struct ScoreArgs {
    /// A file of rows, top to bottom (`X` black, `O` white, `.` empty); lines starting with `#`
    /// are comments (`#` is never a stone).
    pub file: Option<PathBuf>,
    /// The position as rows separated by `/`, e.g. `--rows "XX.O/X.OO"`.
    #[arg(long)]
    pub rows: Option<String>,
    /// Dead stones: `auto` (Benson's unconditional life: on a real game it finds almost
    /// nothing), `none`, `sgf` (the SGF's TB/TW markings), `gtp:"CMD"` (ask a GTP engine for its
    /// `final_status_list dead`, e.g. `gtp:"gnugo --mode gtp"`), or a comma-separated list of
    /// points, each in GTP form (column letter from the left skipping `i`, row number from the
    /// bottom: `c2`, `J10`), SGF form (two letters, column then row from the top: `cd`; up to
    /// 52 columns) or as numbers `COLUMN:ROW` from 1 (any width: `30:4`).
    #[arg(long, default_value = "auto")]
    pub dead: String,
    /// Methods: `all` or a comma-separated list of names (see the table's first column).
    #[arg(long, default_value = "all")]
    pub method: String,
    /// A rule set (any name of `qili rules`, a KataGo string or a rule file): an SGF file is
    /// replayed under it instead of its `RU`, and the position is scored by the methods that
    /// count as the rule set does, with its komi (unless `--komi` or the SGF's `KM`). A list of
    /// method names is still read as `--method`.
    #[arg(long)]
    pub rules: Option<String>,
    /// Prisoners as `BLACK,WHITE`: white stones Black captured, black stones White captured
    /// (with an SGF file: those taken before its set-up position, added to its captures).
    #[arg(long, default_value = "0,0")]
    pub prisoners: String,
    /// Pass stones as `BLACK,WHITE` (with an SGF file: added to its passes).
    #[arg(long, default_value = "0,0")]
    pub passes: String,
    /// Komi for the methods counted in points (Tromp-Taylor, Chinese, Japanese, AGA, KataGo,
    /// JPD board points); default: the SGF's `KM` when scoring an SGF file, else each method's
    /// own default. The route counts (HZ, Tang-Song) state no komi and Ying's is fixed by YG-19.
    #[arg(long, value_parser = super::input::parse_komi, allow_hyphen_values = true)]
    pub komi: Option<f64>,
    /// Moves played in all (an odd count means Black moved last); with an SGF file, the moves
    /// before its set-up position, added to its own (whose last mover it knows).
    #[arg(long, default_value_t = 0)]
    pub moves: usize,
    /// Handicap stones (N): White receives the bonus each method's rules give for them (N
    /// under Chinese rules, N-1 under AGA, none under Japanese and Tromp-Taylor); default: the
    /// SGF's `HA` (or its black setup stones when `HA` is missing), else 0.
    #[arg(long)]
    pub handicap: Option<u32>,
    /// Print JSON: a list of objects with `rules`, `black`, `white`, `margin`, `komi`, `result`,
    /// `unit`, `handicap_bonus` and `warnings`.
    #[arg(long)]
    pub json: bool,
    /// With `--json`: each method's per-point map (`breakdown.map`, rows top to bottom), and for
    /// the practice count's methods the dame, seki points, seki eyes and must-fill points it found
    /// (`breakdown.practice`).
    #[arg(long)]
    pub breakdown: bool,
    /// Write an SVG of the position with the breakdown marked (of `hz-routes` if it was scored:
    /// dead stones, basic eyes, routes, shared points; else of the first method).
    #[arg(long)]
    pub svg: Option<PathBuf>,
    /// Score a diagram even if a block in it has no liberty (no game reaches one).
    #[arg(long)]
    pub allow_dead_blocks: bool,
    /// Limits on the SGF file read.
    #[command(flatten)]
    pub sgf_limits: super::input::SgfLimitArgs,
}

/// Reads the grid from `--rows` or the file.
fn read_grid(args: &ScoreArgs) -> Result<Grid, CliError> {
    let text = match (&args.rows, &args.file) {
        (Some(r), None) => r.clone(),
        (None, Some(f)) => std::fs::read_to_string(f)
            .map_err(|e| CliError::input(format!("{}: {e}", f.display())))?,
        (Some(_), Some(_)) => {
            return Err(CliError::input("give either --rows or a file, not both"))
        }
        (None, None) => {
            return Err(CliError::input(
                "give a position: --rows \"X.O/...\" or a file",
            ))
        }
    };
    let from = if args.rows.is_some() {
        RowsFrom::Option
    } else {
        RowsFrom::File
    };
    read_diagram(&text, from, args.allow_dead_blocks)
        .map_err(|e| CliError::input(format!("position: {e}")))
}

/// The JSON object of one report (method, counts, margin, komi, result, unit, plus live stones and notes).
pub fn report_json(r: &Report) -> serde_json::Value {
    serde_json::json!({
        "rules": r.rules,
        "black": r.black,
        "white": r.white,
        "margin": r.margin,
        "komi": r.komi,
        "result": r.result,
        "unit": r.unit.label(),
        "live_stones": r.live_stones,
        "notes": r.notes,
    })
}

/// The table, one row per method.
pub fn table(reports: &[Report]) -> String {
    let mut s = format!(
        "{:<28} {:>8} {:>8} {:>8} {:>6} {:>8} {:<7} {}\n",
        "method", "black", "white", "margin", "komi", "result", "unit", "live stones"
    );
    for r in reports {
        let live = r
            .live_stones
            .map(|l| format!("{} / {}", l[0], l[1]))
            .unwrap_or_default();
        s.push_str(&format!(
            "{:<28} {:>8} {:>8} {:>8} {:>6} {:>8} {:<7} {}\n",
            r.rules,
            show_count(r.black),
            show_count(r.white),
            show_count(r.margin),
            show_count(r.komi),
            r.result,
            r.unit.label(),
            live
        ));
    }
    for r in reports {
        for n in &r.notes {
            s.push_str(&format!("note ({}): {n}\n", r.rules));
        }
    }
    s
}

/// The line under the table of a handicap game: the stones and White's bonus in each method
/// that gives one (already in the table's white and margin columns).
pub fn handicap_line(handicap: u32, reports: &[Report], bonuses: &[u32]) -> String {
    let given: Vec<String> = reports
        .iter()
        .zip(bonuses)
        .filter(|(_, &b)| b > 0)
        .map(|(r, b)| format!("{} +{b}", r.rules))
        .collect();
    if given.is_empty() {
        format!("handicap: {handicap} stones; no method shown gives White a bonus for them")
    } else {
        format!(
            "handicap: {handicap} stones; White's bonus, counted in the white column: {}",
            given.join(", ")
        )
    }
}

/// A diagram of the position with a report's breakdown marked.
pub fn diagram(grid: &Grid, r: &Report, dead: &[qili_spec::go::grid::Point]) -> GoDiagram {
    let stones = grid
        .points()
        .map(|p| match grid.get(p) {
            Cell::Stone(Color::Black) => Some(Stone::Black),
            Cell::Stone(Color::White) => Some(Stone::White),
            Cell::Empty => None,
        })
        .collect();
    let mut d = GoDiagram::new(grid.width(), grid.height(), stones);
    let st = |c: Color| match c {
        Color::Black => Stone::Black,
        Color::White => Stone::White,
    };
    for (i, m) in r.breakdown.iter().enumerate() {
        let mark = match *m {
            Mark::Area(c) => Some(SvgMark::Area(st(c))),
            Mark::Dead(_) => Some(SvgMark::Dead),
            Mark::Eye(_) => Some(SvgMark::Eye),
            Mark::Route(_) => Some(SvgMark::Route),
            Mark::Shared => Some(SvgMark::Shared),
            Mark::Stone(_) | Mark::Neutral => None,
        };
        if let Some(m) = mark {
            d.marks.push((i, m));
        }
    }
    for p in dead {
        let i = p.y * grid.width() + p.x;
        d.marks.retain(|(j, _)| *j != i);
        d.marks.push((i, SvgMark::Dead));
    }
    d.caption = format!("{}: {} ({})", r.rules, r.result, r.unit.label());
    d
}

/// A finished game read from an SGF file: the main line replayed under the file's rules, and
/// the dead stones its `TB`/`TW` markings imply.
/// The finished game, the dead stones of its TB/TW markings, and its komi (`KM`).
pub type SgfScoreInput = (
    qili_spec::go::score::FinishedGame,
    Vec<qili_spec::go::Point>,
    Option<f64>,
);

/// Reads an SGF file for scoring: the finished game (main line replayed under `rules`, or its
/// own `RU`), the dead stones of its `TB`/`TW` markings and its komi.
pub fn read_sgf(
    path: &std::path::Path,
    rules: Option<crate::go::Rules>,
    limits: &crate::go::SgfLimits,
) -> Result<SgfScoreInput, CliError> {
    read_sgf_full(path, rules, limits).map(|s| s.input)
}

/// An SGF file read for scoring ([`read_sgf_full`], [`sgf_input`]).
pub struct SgfScore {
    /// The finished game, the dead stones of its markings, its komi.
    pub input: SgfScoreInput,
    /// The rule set it was replayed under (`--rules` or its `RU`).
    pub rules: crate::go::Rules,
    /// Its handicap stones ([`crate::go::SgfGame::handicap_stones`]).
    pub handicap: u32,
    /// Every leniency of the reading and the replay.
    pub warnings: Vec<String>,
}

/// [`read_sgf`], with the rules, the handicap and the warnings (each also printed on standard
/// error).
pub fn read_sgf_full(
    path: &std::path::Path,
    rules: Option<crate::go::Rules>,
    limits: &crate::go::SgfLimits,
) -> Result<SgfScore, CliError> {
    let sgf = crate::go::SgfGame::read_file(path, limits).map_err(CliError::input)?;
    let name = path.display().to_string();
    sgf_input(&sgf, &name, rules, &mut |w| {
        eprintln!("qili: {name}: warning: {w}")
    })
}

/// [`read_sgf_full`] of a record already read: `name` names it in errors, `warn` receives each
/// warning (the reader's, an unknown or missing `RU`, the handicap's, the replay's) as well.
pub fn sgf_input(
    sgf: &crate::go::SgfGame,
    name: &str,
    rules: Option<crate::go::Rules>,
    warn: &mut dyn FnMut(&str),
) -> Result<SgfScore, CliError> {
    use crate::go::to_spec;
    let mut warnings = sgf.warnings.clone();
    let rules = match rules {
        Some(r) => r,
        None => {
            let (rules, warning) = sgf.rules();
            warnings.extend(warning);
            rules
        }
    };
    let (handicap, hw) = sgf.handicap_stones();
    warnings.extend(hw);
    let replay = sgf.replay_report(rules);
    warnings.extend(replay.warnings);
    for w in &warnings {
        warn(w);
    }
    if let Some(e) = replay.refused_start {
        return Err(CliError::input(format!(
            "{name}: before move 1: {}",
            e.reason(&rules)
        )));
    }
    let (game, illegal) = (replay.game, replay.illegal);
    if let Some((i, m, e)) = illegal {
        return Err(CliError::input(format!(
            "{name}: move {} ({m:?}) is illegal: {}",
            i + 1,
            e.reason(&rules)
        )));
    }
    let grid = to_spec::grid(game.board());
    let mut dead = Vec::new();
    for (marks, owner) in sgf.territory.iter().zip([Color::Black, Color::White]) {
        for p in marks {
            let q = qili_spec::go::Point::new(p.x as usize, p.y as usize);
            if grid.get(q) == Cell::Stone(owner.opponent()) {
                dead.push(q);
            }
        }
    }
    let mut fin = finished(
        grid,
        game.prisoners(),
        game.pass_stones_to_fill(),
        game.moves().len(),
    );
    // The record knows who moved last (a set-up position may have White to move first).
    if let Some(m) = game.moves().last() {
        fin.last_mover = Some(match m.colour() {
            crate::go::board::Color::Black => Color::Black,
            crate::go::board::Color::White => Color::White,
        });
    }
    Ok(SgfScore {
        input: (fin, dead, sgf.komi),
        rules,
        handicap,
        warnings,
    })
}

/// The white handicap bonus rule a method counts with: that of the rule set in force (`--rules`,
/// or the SGF's `RU`) for the methods that count as it does ([`crate::scoring::methods_for`]), else that of the
/// preset of the method's own name (`chinese`: N, `japanese`, `tromp-taylor`: 0), else none.
///
/// The `aga` method is the exception: the AGA rules' N-1 is what area counting owes White for
/// the handicap stones beyond the first, and the `aga` method counts AGA's territory form
/// (every pass hands over a stone, White moves last), which counts the handicap stones not at
/// all and so already comes out N-1 below the area count. Adding N-1 again would count it
/// twice; GTP `final_score`, which counts `aga` by area, adds it.
fn bonus_rule(method: &str, in_force: Option<&crate::go::Rules>) -> crate::go::WhiteHandicapBonus {
    if method == "aga" {
        return crate::go::WhiteHandicapBonus::Zero;
    }
    if let Some(r) = in_force.filter(|r| crate::scoring::methods_for(r).iter().any(|m| m == method))
    {
        return r.white_handicap_bonus;
    }
    crate::go::Rules::from_name(method)
        .map(|r| r.white_handicap_bonus)
        .unwrap_or(crate::go::WhiteHandicapBonus::Zero)
}

/// What `qili score` computes: the reports, the position scored and its dead stones.
pub struct Scored {
    /// One report per method, komi applied.
    pub reports: Vec<Report>,
    /// The position scored.
    pub grid: Grid,
    /// The dead stones removed before counting.
    pub dead: qili_spec::go::score::DeadStones,
    /// The handicap stones counted for White's bonus (`--handicap`, else the record's).
    pub handicap: u32,
    /// White's handicap bonus in each report (0 where the report's unit is not points).
    pub bonuses: Vec<u32>,
    /// The record's warnings (also given to `warn`).
    pub warnings: Vec<String>,
    /// The finished game scored (the position, prisoners, pass stones, moves).
    pub game: qili_spec::go::score::FinishedGame,
}

/// Whether the move count of a position given as rows can be the history of its board: with
/// Black moving first, `moves` makes Black's moves ceil(moves / 2) and White's floor(moves / 2),
/// and each side's moves are its stones placed (on the board, and taken by the opponent) and
/// its passes. A count that depends on who moved last or on equal moves (TS-2's balance,
/// HZ-6's negative move, AGA's last pass, 001's 等子比路) is then read off a history that
/// cannot have happened: the warning says so. A position with no moves given (a set-up
/// position) is not checked.
pub fn history_mismatch(game: &qili_spec::go::score::FinishedGame) -> Option<String> {
    use qili_spec::go::grid::Color;
    let m = game.moves;
    if m == 0 {
        return None;
    }
    let made = |c: Color, i: usize| game.stones_placed(c) + game.pass_stones[i];
    let (b, w) = (made(Color::Black, 0), made(Color::White, 1));
    (b != m.div_ceil(2) || w != m / 2).then(|| {
        format!(
            "--moves {m} (Black first) means Black {} moves and White {}, but the board, \
             prisoners and passes account for Black {b} (stones placed and passes) and White \
             {w}: the counts that depend on the move count (TS-2, HZ-6, AGA's pass stones) \
             read a history that cannot have happened",
            m.div_ceil(2),
            m / 2
        )
    })
}

/// Scores the position of `args` (rows, a file of rows, or an SGF file), or of `sgf` (a record
/// already read, named `name` in errors) when given: the one computation of `qili score` and
/// of the Python package. `warn` receives the record's warnings.
pub fn compute(
    args: &ScoreArgs,
    sgf: Option<(&crate::go::SgfGame, &str)>,
    warn: &mut dyn FnMut(&str),
) -> Result<Scored, CliError> {
    let mut method = args.method.clone();
    // `--rules`: a rule set of the common vocabulary, or (as before) a list of method names.
    let rule_set = match &args.rules {
        None => None,
        Some(r) => match crate::rules::parse_for_play(r) {
            Ok(rules) => Some(rules),
            Err(e) => {
                let known: Vec<String> = crate::scoring::all_scorers()
                    .iter()
                    .map(|s| s.name())
                    .collect();
                if r.split(',')
                    .all(|m| m.trim() == "all" || known.iter().any(|k| k == m.trim()))
                {
                    method = r.clone();
                    None
                } else {
                    return Err(CliError::input(format!("--rules: {e}")));
                }
            }
        },
    };
    if let Some(r) = &rule_set {
        if method == "all" {
            method = crate::scoring::methods_for(r).join(",");
        }
    }
    let from_sgf = match (sgf, &args.file, &args.rows) {
        (Some((g, name)), _, _) => Some(sgf_input(g, name, rule_set, warn)?),
        (None, Some(f), None) if f.extension().is_some_and(|e| e.eq_ignore_ascii_case("sgf")) => {
            let g = crate::go::SgfGame::read_file(f, &args.sgf_limits.limits())
                .map_err(CliError::input)?;
            Some(sgf_input(&g, &f.display().to_string(), rule_set, warn)?)
        }
        _ => None,
    };
    // The rules in force (for the handicap bonus), the handicap stones and the warnings.
    let in_force = from_sgf.as_ref().map(|x| x.rules).or(rule_set);
    let handicap = args
        .handicap
        .or(from_sgf.as_ref().map(|x| x.handicap))
        .unwrap_or(0);
    let mut warnings = from_sgf
        .as_ref()
        .map(|x| x.warnings.clone())
        .unwrap_or_default();
    let from_sgf = from_sgf.map(|x| x.input);
    let sgf_komi = from_sgf.as_ref().and_then(|x| x.2);
    let komi = args
        .komi
        .or(sgf_komi)
        .or(rule_set.map(|r| r.komi).filter(|_| args.rules.is_some()));
    let (game, dead) = match from_sgf {
        Some((mut fin, sgf_dead, _)) => {
            // Prisoners, pass stones and moves from before the record's set-up position.
            let (w, h) = (fin.grid.width(), fin.grid.height());
            let before = count_pair("prisoners", &args.prisoners, w, h).map_err(CliError::input)?;
            let passes = count_pair("passes", &args.passes, w, h).map_err(CliError::input)?;
            check_count("moves", args.moves, w, h).map_err(CliError::input)?;
            // The file's counts are bounded by its node limit: the sums cannot overflow.
            for i in 0..2 {
                fin.prisoners[i] = fin.prisoners[i].saturating_add(before[i]);
                fin.pass_stones[i] = fin.pass_stones[i].saturating_add(passes[i]);
            }
            fin.moves = fin.moves.saturating_add(args.moves);
            let dead = if args.dead == "sgf" {
                qili_spec::go::score::DeadStones(sgf_dead)
            } else {
                parse_dead_with(&fin.grid, &args.dead, komi.unwrap_or(6.5))
                    .map_err(|e| CliError::input(format!("--dead: {e}")))?
            };
            (fin, dead)
        }
        None => {
            if args.dead == "sgf" {
                return Err(CliError::input("--dead sgf needs an SGF file"));
            }
            let grid = read_grid(args)?;
            let (w, h) = (grid.width(), grid.height());
            let prisoners =
                count_pair("prisoners", &args.prisoners, w, h).map_err(CliError::input)?;
            let passes = count_pair("passes", &args.passes, w, h).map_err(CliError::input)?;
            check_count("moves", args.moves, w, h).map_err(CliError::input)?;
            let dead = parse_dead_with(&grid, &args.dead, komi.unwrap_or(6.5))
                .map_err(|e| CliError::input(format!("--dead: {e}")))?;
            let game = finished(grid, prisoners, passes, args.moves);
            if let Some(w) = history_mismatch(&game) {
                warn(&w);
                warnings.push(w);
            }
            (game, dead)
        }
    };
    let grid = game.grid.clone();
    let methods: Vec<String> = method
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    let mut reports =
        score_all(&game, &dead, &methods).map_err(|e| CliError::input(format!("--method: {e}")))?;
    if let Some(k) = komi {
        for r in reports.iter_mut() {
            crate::scoring::apply_komi(r, k);
        }
    }
    // White's handicap bonus, as each method's rules give it.
    let mut bonuses = Vec::new();
    for r in reports.iter_mut() {
        let rule = bonus_rule(&r.rules, in_force.as_ref());
        let bonus = rule.points(handicap);
        crate::scoring::add_handicap_bonus(r, bonus, handicap, rule.katago_word());
        if r.rules == "aga" && handicap > 1 {
            r.notes.push(format!(
                "AGA's white bonus N-1 = {} is area counting's; this territory form (pass stones) already counts it",
                handicap - 1
            ));
        }
        bonuses.push(if r.unit == qili_spec::go::score::Unit::Points {
            bonus
        } else {
            0
        });
    }
    Ok(Scored {
        reports,
        grid,
        dead,
        handicap,
        bonuses,
        warnings,
        game,
    })
}

/// A report's per-point map (`--breakdown`): its breakdown as rows, top to bottom, one mark per
/// point (`{"stone": "Black"}`, `{"dead": "White"}`, `{"area": "Black"}` for territory or area,
/// `{"route": ..}`, `{"eye": ..}`, `"shared"`, `"neutral"`); and for the practice count's
/// methods (`japanese`, `japanese-count-false-eyes`), whose `neutral` points are dame, seki
/// points or the eyes of groups in seki, what its analysis
/// ([`qili_spec::go::practice::analyse`], the function the method counts with) found: the
/// dame, the seki points, the seki eyes and the points a side must fill before counting
/// (teire), each as GTP vertices.
pub fn breakdown_json(
    r: &Report,
    scored: &Scored,
) -> (serde_json::Value, Option<serde_json::Value>) {
    let w = scored.grid.width();
    let rows: Vec<&[qili_spec::go::score::Mark]> = r.breakdown.chunks(w).collect();
    let practice = (r.rules == "japanese" || r.rules == "japanese-count-false-eyes").then(|| {
        let a = qili_spec::go::practice::analyse(&scored.game, &scored.dead);
        let h = scored.grid.height();
        let names = |ps: &[qili_spec::go::grid::Point]| -> Vec<String> {
            ps.iter()
                .map(|&p| crate::client::gtp::vertex(p, h))
                .collect()
        };
        serde_json::json!({
            "dame": names(&a.dame),
            "seki_points": names(&a.seki_points),
            "seki_eyes": names(&a.seki_eyes),
            "must_fill": names(&a.must_fill),
        })
    });
    (serde_json::json!(rows), practice)
}

/// The JSON of `qili score --json`: each method's report with White's handicap bonus and the
/// record's warnings.
pub fn scored_json(scored: &Scored, breakdown: bool) -> Vec<serde_json::Value> {
    scored
        .reports
        .iter()
        .zip(&scored.bonuses)
        .map(|(r, b)| {
            let mut v = report_json(r);
            v["handicap_bonus"] = (*b).into();
            v["warnings"] = scored.warnings.clone().into();
            if breakdown {
                let (map, practice) = breakdown_json(r, scored);
                v["breakdown"] = map;
                if let Some(p) = practice {
                    v["practice"] = p;
                }
            }
            v
        })
        .collect()
}

/// Runs `qili score`: reads the position (rows or SGF), scores it under the chosen methods and
/// prints the table or JSON.
pub fn run(args: ScoreArgs) -> CliResult {
    let mut warn = |w: &str| match &args.file {
        Some(f) => eprintln!("qili: {}: warning: {w}", f.display()),
        None => eprintln!("qili score: warning: {w}"),
    };
    let scored = compute(&args, None, &mut warn)?;
    let Scored {
        reports,
        grid,
        dead,
        handicap,
        bonuses,
        ..
    } = &scored;
    // The diagram shows the route count's breakdown (dead stones, basic eyes, routes, shared
    // points) when it was asked for, else the first method's.
    let shown = reports
        .iter()
        .find(|r| r.rules == "hz-routes")
        .or(reports.first());
    if let (Some(path), Some(first)) = (&args.svg, shown) {
        std::fs::write(path, diagram(grid, first, &dead.0).to_svg())
            .map_err(|e| CliError::input(format!("{}: {e}", path.display())))?;
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&scored_json(&scored, args.breakdown))
                .expect("reports serialise")
        );
    } else {
        print!("{}", table(reports));
        if *handicap > 0 {
            println!("{}", handicap_line(*handicap, reports, bonuses));
        }
    }
    Ok(ExitCode::SUCCESS)
}
