//! Go vectors against a GTP engine.
//!
//! For `--rules PRESET` the runner takes the vectors whose play options (suicide and ko) are
//! the preset's: legality vectors (`go-legality.json`), ko-shape vectors without a no-result
//! reading (`go-ko-shapes.json`), and, when the preset names a counting method the engine
//! can be asked for (area or territory scoring), the scoring vectors (`go-scoring.json`).
//!
//! - Legality: `boardsize`, `clear_board`, the vector's moves with `play`, then for every
//!   point `is_legal` (when `list_commands` has it) and `play` (accepted or refused, compared
//!   with the vector's legal/illegal; when accepted, the stones after it by `list_stones` if
//!   the engine has it), then `undo` (or `clear_board` and the moves again).
//! - Ko shapes: the start position set up stone by stone (a position whose every block has a
//!   liberty is set up without a capture), then the cycle played three times: every move
//!   before the vector's forbidden move must be accepted and the forbidden one refused; an
//!   endless cycle must be accepted throughout.
//! - Scoring: the final position set up stone by stone, `komi`, `final_status_list dead`
//!   and, when the engine's dead stones are the vector's, `final_score` (compared with the
//!   method's result). The vector's dead stones are an input of its count, not a claim, so a
//!   different dead list makes the vector not applicable; only Benson's dead stones
//!   (`dead_rule: benson`, dead under any rules) must be among the engine's. A territory count needs
//!   the prisoners, which GTP cannot set up: the engine counts without them, so its result is
//!   compared with the vector's margin less the prisoners' difference, less komi. Tromp-Taylor's count removes no stones, so there the engine's dead list
//!   must be empty.
//!
//! GNU Go is set to the preset by its options (`gnugo --help`): `--chinese-rules` /
//! `--japanese-rules`, `--forbid-suicide` / `--allow-suicide` (multi-stone only) /
//! `--allow-all-suicide`, `--simple-ko` / `--positional-superko` / `--situational-superko`.
//! Another engine is taken as started: its command must set its rules.

use super::{spread, Failure, Outcome, Report};
use crate::client::gtp::Gtp;
use crate::client::gtp::{parse_vertex, GTP_LETTERS};
use crate::go::Ko;
use crate::rules::{KoRule, Rules, Scoring, Suicide};
use serde_json::Value;
use std::time::Duration;

/// What to run.
pub struct GoRun<'a> {
    /// The engine's command.
    pub engine: &'a str,
    /// The preset's name (as `qili rules` names it).
    pub preset: &'a str,
    /// The preset.
    pub rules: Rules,
    /// At most this many vectors of each kind (spread evenly over the kind).
    pub max_vectors: Option<usize>,
    /// The longest wait for one answer.
    pub timeout: Duration,
    /// The vector files: `(kind, vectors)`.
    pub vectors: Vec<(String, Vec<Value>)>,
}

/// Whether the engine's program is GNU Go.
pub fn is_gnugo(cmd: &str) -> bool {
    crate::client::process::split_command(cmd)
        .ok()
        .and_then(|a| a.first().cloned())
        .is_some_and(|p| p.rsplit('/').next() == Some("gnugo"))
}

/// GNU Go's options for a rule set, or why it has none.
pub fn gnugo_options(r: &Rules) -> Result<Vec<&'static str>, String> {
    let mut o = vec!["--mode", "gtp"];
    o.push(match r.scoring {
        Scoring::Area => "--chinese-rules",
        Scoring::Territory => "--japanese-rules",
        _ => return Err("GNU Go counts by area or territory only".into()),
    });
    o.push(match r.play.suicide {
        Suicide::Forbidden => "--forbid-suicide",
        Suicide::MultiStoneOnly => "--allow-suicide",
        Suicide::Allowed => "--allow-all-suicide",
    });
    o.push(match r.play.ko {
        KoRule::Plain(Ko::Simple) => "--simple-ko",
        KoRule::Plain(Ko::PositionalSuperko) => "--positional-superko",
        KoRule::Plain(Ko::SituationalSuperko) => "--situational-superko",
        KoRule::Plain(Ko::WholeShapeWithPassStones) => {
            return Err("GNU Go has no ko rule that counts pass stones (JPD-A11)".into())
        }
        KoRule::Ying(_) => return Err("GNU Go has no Ying ko rule".into()),
    });
    Ok(o)
}

/// The counting method of `qili score` a preset's final score is compared with.
pub fn method_of(preset: &str, r: &Rules) -> Option<&'static str> {
    match (preset, r.scoring) {
        ("tromp-taylor", _) => Some("tromp-taylor"),
        ("aga", _) => Some("aga"),
        ("japanese", _) => Some("japanese"),
        (_, Scoring::Area) => Some("chinese"),
        (_, Scoring::Territory) => Some("japanese"),
        _ => None,
    }
}

fn play_options_match(v: &Value, r: &Rules) -> bool {
    let rules = &v["rules"];
    serde_json::to_value(r.play.suicide).ok().as_ref() == Some(&rules["suicide"])
        && rules["ko"] == r.play.ko.name()
}

/// A vector's point name (`a1` bottom left, no letter skipped) as a GTP vertex.
fn gtp_vertex(name: &str) -> String {
    let x = (name.as_bytes()[0] - b'a') as usize;
    format!("{}{}", GTP_LETTERS.as_bytes()[x] as char, &name[1..])
}

/// A vertex the engine names, as a vector's point name.
fn guide_name(v: &str, size: usize) -> Result<String, String> {
    let p = parse_vertex(v, size)?;
    Ok(format!("{}{}", (b'a' + p.x as u8) as char, size - p.y))
}

fn colour_letter(black: bool) -> &'static str {
    if black {
        "B"
    } else {
        "W"
    }
}

/// The diagram of a board string (`X.O/...`), rows numbered from the bottom, columns lettered
/// as the vectors letter them.
pub fn diagram(board: &str) -> Vec<String> {
    let rows: Vec<&str> = board.split('/').collect();
    let h = rows.len();
    let w = rows.first().map_or(0, |r| r.len());
    let mut out: Vec<String> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let cells: Vec<String> = r.chars().map(String::from).collect();
            format!("{:>2} {}", h - i, cells.join(" "))
        })
        .collect();
    let letters: Vec<String> = (0..w)
        .map(|x| ((b'a' + x as u8) as char).to_string())
        .collect();
    out.push(format!("   {}", letters.join(" ")));
    out
}

/// Stones on a board string, as sorted point names per colour.
fn stones_of(board: &str) -> (Vec<String>, Vec<String>) {
    let rows: Vec<&str> = board.split('/').collect();
    let h = rows.len();
    let (mut b, mut w) = (Vec::new(), Vec::new());
    for (i, r) in rows.iter().enumerate() {
        for (x, ch) in r.chars().enumerate() {
            let name = format!("{}{}", (b'a' + x as u8) as char, h - i);
            match ch {
                'X' => b.push(name),
                'O' => w.push(name),
                _ => {}
            }
        }
    }
    b.sort();
    w.sort();
    (b, w)
}

/// The stones of a board: Black's and White's point names, sorted.
type Stones = (Vec<String>, Vec<String>);

struct Session {
    gtp: Gtp,
    size: usize,
}

impl Session {
    /// `boardsize`, `clear_board` and the moves (alternating from `black_first`); the index
    /// and answer of a refused move if one is.
    fn setup(
        &mut self,
        size: usize,
        moves: &[(bool, String)],
    ) -> Result<Option<(usize, String)>, String> {
        if self.size != size {
            self.gtp.must(&format!("boardsize {size}"))?;
            self.size = size;
        }
        self.gtp.must("clear_board")?;
        for (i, (black, m)) in moves.iter().enumerate() {
            let v = if m == "pass" {
                "pass".into()
            } else {
                gtp_vertex(m)
            };
            if let Err(e) = self
                .gtp
                .ask(&format!("play {} {v}", colour_letter(*black)))?
            {
                return Ok(Some((i, e)));
            }
        }
        Ok(None)
    }

    fn stones(&mut self, size: usize) -> Result<Option<Stones>, String> {
        if !self.gtp.has("list_stones") {
            return Ok(None);
        }
        let mut get = |c: &str| -> Result<Vec<String>, String> {
            let a = self.gtp.must(&format!("list_stones {c}"))?;
            let mut v = a
                .split_whitespace()
                .map(|x| guide_name(x, size))
                .collect::<Result<Vec<_>, _>>()?;
            v.sort();
            Ok(v)
        };
        let b = get("black")?;
        let w = get("white")?;
        Ok(Some((b, w)))
    }
}

/// The moves of a legality vector with their colours (Black first).
fn game_moves(v: &Value) -> Vec<(bool, String)> {
    v["moves"]
        .as_array()
        .map(|a| {
            a.iter()
                .enumerate()
                .map(|(i, m)| (i % 2 == 0, m.as_str().unwrap_or("pass").to_string()))
                .collect()
        })
        .unwrap_or_default()
}

/// The stones of a board string as moves (Black's and White's alternately where possible; a
/// set-up position has no capture, see the module documentation).
fn setup_moves(board: &str) -> Vec<(bool, String)> {
    let (b, w) = stones_of(board);
    b.into_iter()
        .map(|p| (true, p))
        .chain(w.into_iter().map(|p| (false, p)))
        .collect()
}

/// An order of setting up `board` stone by stone none of whose intermediate boards is one of
/// the boards the moves `then` pass through (an engine with superko remembers the set-up
/// boards): Black's stones then White's, White's then Black's, or either reversed.
fn clean_setup(board: &str, then: &[(bool, String)]) -> Option<Vec<(bool, String)>> {
    use qili_spec::go::game::place;
    use qili_spec::go::grid::{Color, Grid};
    let rows: Vec<&str> = board.split('/').collect();
    let start = Grid::from_rows(&rows).ok()?;
    let h = start.height();
    let point = |name: &str| {
        let x = (name.as_bytes()[0] - b'a') as usize;
        let row: usize = name[1..].parse().ok()?;
        Some(qili_spec::go::grid::Point::new(x, h.checked_sub(row)?))
    };
    let colour = |black: bool| if black { Color::Black } else { Color::White };
    let mut seen = std::collections::HashSet::new();
    let mut g = start.clone();
    seen.insert(g.rows());
    for (black, m) in then {
        if m != "pass" {
            g = place(&g, colour(*black), point(m)?)?.grid;
        }
        seen.insert(g.rows());
    }
    let (b, w) = stones_of(board);
    let tag = |black: bool, v: &[String]| -> Vec<(bool, String)> {
        v.iter().map(|p| (black, p.clone())).collect()
    };
    let mut b_rev = b.clone();
    b_rev.reverse();
    let mut w_rev = w.clone();
    w_rev.reverse();
    let orders = [
        [tag(true, &b), tag(false, &w)].concat(),
        [tag(false, &w), tag(true, &b)].concat(),
        [tag(true, &b_rev), tag(false, &w_rev)].concat(),
        [tag(false, &w_rev), tag(true, &b_rev)].concat(),
    ];
    orders.into_iter().find(|order| {
        let mut g = Grid::empty(start.width(), h);
        // The empty board and every board before the last stone must be new.
        if seen.contains(&g.rows()) {
            return false;
        }
        for (i, (black, p)) in order.iter().enumerate() {
            let Some(q) = point(p) else { return false };
            let Some(next) = place(&g, colour(*black), q) else {
                return false;
            };
            g = next.grid;
            if i + 1 < order.len() && seen.contains(&g.rows()) {
                return false;
            }
        }
        true
    })
}

fn size_of(v: &Value) -> Result<usize, String> {
    let (w, h) = (
        v["width"].as_u64().unwrap_or(0),
        v["height"].as_u64().unwrap_or(0),
    );
    if w != h {
        return Err("GTP boards are square".into());
    }
    if w as usize > GTP_LETTERS.len() || w < 2 {
        return Err("GTP names boards of 2x2 to 25x25".into());
    }
    Ok(w as usize)
}

fn id(v: &Value) -> String {
    v["id"].as_str().unwrap_or("?").to_string()
}

/// A failure of vector `v` on `board`: what was asked, qili's answer, the engine's answer.
fn failure_of<'a>(v: &'a Value, board: &'a str) -> impl Fn(String, String, String) -> Failure + 'a {
    move |asked, qili, engine| Failure {
        vector: id(v),
        asked,
        qili,
        engine,
        diagram: diagram(board),
    }
}

fn legality(s: &mut Session, v: &Value) -> Result<Outcome, String> {
    let size = match size_of(v) {
        Ok(n) => n,
        Err(e) => return Ok(Outcome::NotApplicable(e)),
    };
    let moves = game_moves(v);
    let board = v["position"].as_str().unwrap_or("");
    let mut failures = Vec::new();
    let fail = failure_of(v, board);
    if let Some((i, e)) = s.setup(size, &moves)? {
        failures.push(fail(
            format!("the vector's move {} ({})", i + 1, moves[i].1),
            "legal (the vector's game plays it)".into(),
            format!("refused: {e}"),
        ));
        return Ok(Outcome::Failed(1, failures));
    }
    let black = v["to_move"] == "black";
    let c = colour_letter(black);
    let has_is_legal = s.gtp.has("is_legal");
    let has_undo = s.gtp.has("undo");
    let mut answers = 0;
    for p in v["points"].as_array().into_iter().flatten() {
        let name = p["point"].as_str().unwrap_or("?");
        let vx = gtp_vertex(name);
        let legal = p["legal"] == true;
        let qili = if legal {
            "legal".to_string()
        } else {
            format!("illegal ({})", p["reason"].as_str().unwrap_or("?"))
        };
        if has_is_legal {
            let a = s.gtp.must(&format!("is_legal {c} {vx}"))?;
            answers += 1;
            if (a == "1") != legal {
                failures.push(fail(
                    format!("is_legal {c} {vx} (point {name})"),
                    qili.clone(),
                    if a == "1" { "1 (legal)" } else { "0 (illegal)" }.into(),
                ));
            }
        }
        let played = s.gtp.ask(&format!("play {c} {vx}"))?;
        answers += 1;
        match (&played, legal) {
            (Ok(_), true) => {
                if let Some((b, w)) = s.stones(size)? {
                    let want = stones_of(p["result"].as_str().unwrap_or(""));
                    if (b.clone(), w.clone()) != want {
                        failures.push(fail(
                            format!("play {c} {vx}, then list_stones"),
                            format!("black {}; white {}", want.0.join(" "), want.1.join(" ")),
                            format!("black {}; white {}", b.join(" "), w.join(" ")),
                        ));
                    }
                }
            }
            (Err(_), false) => {}
            (Ok(_), false) => failures.push(fail(
                format!("play {c} {vx}"),
                qili.clone(),
                "accepted".into(),
            )),
            (Err(e), true) => failures.push(fail(
                format!("play {c} {vx}"),
                qili.clone(),
                format!("refused: {e}"),
            )),
        }
        if played.is_ok() {
            let undone = has_undo && s.gtp.ask("undo")?.is_ok();
            if !undone {
                s.setup(size, &moves)?;
            }
        }
    }
    Ok(if failures.is_empty() {
        Outcome::Passed(answers)
    } else {
        Outcome::Failed(answers, failures)
    })
}

fn ko_shape(s: &mut Session, v: &Value) -> Result<Outcome, String> {
    let size = match size_of(v) {
        Ok(n) => n,
        Err(e) => return Ok(Outcome::NotApplicable(e)),
    };
    if v["no_result"] != "none" {
        return Ok(Outcome::NotApplicable(
            "a no-result reading (GTP cannot say a game is void)".into(),
        ));
    }
    if v["pass_stones"] != serde_json::json!([0, 0]) {
        return Ok(Outcome::NotApplicable(
            "a start with pass stones (GTP cannot set them up)".into(),
        ));
    }
    let board = v["position"].as_str().unwrap_or("");
    let fail = failure_of(v, board);
    let cycle: Vec<String> = v["cycle"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|m| m.as_str().unwrap_or("pass").to_string())
        .collect();
    let repeats = v["repeats"].as_u64().unwrap_or(1) as usize;
    let forbidden = match v["verdict"]["kind"].as_str() {
        Some("forbidden") => Some(v["verdict"]["move"].as_u64().unwrap_or(1) as usize - 1),
        _ => None,
    };
    let black_first = v["to_move"] == "black";
    let total = forbidden.map_or(cycle.len() * repeats, |f| f + 1);
    let played: Vec<(bool, String)> = (0..total)
        .map(|i| ((i % 2 == 0) == black_first, cycle[i % cycle.len()].clone()))
        .collect();
    let Some(setup) = clean_setup(board, &played) else {
        return Ok(Outcome::NotApplicable(
            "every order of setting up the start passes a board of the cycle (a superko engine would remember it)".into(),
        ));
    };
    if let Some((i, e)) = s.setup(size, &setup)? {
        return Ok(Outcome::Failed(
            1,
            vec![fail(
                format!("setting up the start, stone {}", i + 1),
                "accepted".into(),
                format!("refused: {e}"),
            )],
        ));
    }
    let mut black = black_first;
    let mut answers = 0;
    for i in 0..total {
        let m = &cycle[i % cycle.len()];
        let vx = if m == "pass" {
            "pass".into()
        } else {
            gtp_vertex(m)
        };
        let asked = format!(
            "play {} {vx} (move {} of the repeated cycle)",
            colour_letter(black),
            i + 1
        );
        let a = s.gtp.ask(&format!("play {} {vx}", colour_letter(black)))?;
        answers += 1;
        let should_refuse = forbidden == Some(i);
        match (a, should_refuse) {
            (Ok(_), false) | (Err(_), true) => {}
            (Ok(_), true) => {
                return Ok(Outcome::Failed(
                    answers,
                    vec![fail(
                        asked,
                        "refused (the ko rule forbids it)".into(),
                        "accepted".into(),
                    )],
                ))
            }
            (Err(e), false) => {
                return Ok(Outcome::Failed(
                    answers,
                    vec![fail(asked, "legal".into(), format!("refused: {e}"))],
                ))
            }
        }
        black = !black;
    }
    Ok(Outcome::Passed(answers))
}

fn scoring(s: &mut Session, v: &Value, method: &str, territory: bool) -> Result<Outcome, String> {
    let size = match size_of(v) {
        Ok(n) => n,
        Err(e) => return Ok(Outcome::NotApplicable(e)),
    };
    let Some(m) = v["methods"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|m| m["method"] == method)
    else {
        return Ok(Outcome::NotApplicable(format!(
            "no {method} count in the vector"
        )));
    };
    let board = v["position"].as_str().unwrap_or("");
    let fail = failure_of(v, board);
    if let Some((i, e)) = s.setup(size, &setup_moves(board))? {
        return Ok(Outcome::Failed(
            1,
            vec![fail(
                format!("setting up the position, stone {}", i + 1),
                "accepted".into(),
                format!("refused: {e}"),
            )],
        ));
    }
    let komi = m["komi"].as_f64().unwrap_or(0.0);
    s.gtp.must(&format!("komi {komi}"))?;
    let mut want_dead: Vec<String> = v["dead"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p.as_str().map(String::from))
        .collect();
    want_dead.sort();
    let answer = s.gtp.must("final_status_list dead")?;
    let mut dead = answer
        .split_whitespace()
        .map(|x| guide_name(x, size))
        .collect::<Result<Vec<_>, _>>()?;
    dead.sort();
    // The vector's dead stones are an input of the count, not a claim, except Benson's: stones
    // inside a region the opponent encloses with pass-alive blocks are dead under any rules.
    if v["dead_rule"] == "benson" {
        let missed: Vec<&String> = want_dead.iter().filter(|p| !dead.contains(p)).collect();
        if !missed.is_empty() {
            return Ok(Outcome::Failed(
                1,
                vec![fail(
                    "final_status_list dead".into(),
                    format!(
                        "[{}] dead (Benson: enclosed by pass-alive blocks)",
                        want_dead.join(" ")
                    ),
                    format!("[{}]; alive by the engine: {missed:?}", dead.join(" ")),
                )],
            ));
        }
    }
    // Tromp-Taylor's count takes no dead stones off (every stone on the board is alive), so its
    // result is comparable only when the engine removes none.
    let counted: &[String] = if method == "tromp-taylor" {
        &[]
    } else {
        &want_dead
    };
    if dead != counted {
        return Ok(Outcome::NotApplicable(
            "the engine judges other stones dead than the vector's count takes".into(),
        ));
    }
    let score = s.gtp.must("final_score")?;
    let mut want = m["result"].as_str().unwrap_or("").to_string();
    let mut how = method.to_string();
    // GTP cannot set prisoners up, so the engine counts a territory game without them: a
    // territory count is territory plus prisoners, so the vector's margin less the prisoners'
    // difference is the engine's.
    let prisoners = |i: usize| v["prisoners"][i].as_f64().unwrap_or(0.0);
    let (p0, p1) = (prisoners(0), prisoners(1));
    if territory && p0 != p1 {
        let net = m["margin"].as_f64().unwrap_or(0.0) - (p0 - p1) - komi;
        want = if net > 0.0 {
            format!("B+{net}")
        } else if net < 0.0 {
            format!("W+{}", -net)
        } else {
            "0".into()
        };
        how = format!("{method} without the prisoners {p0}:{p1}, which GTP cannot set up");
    }
    if !same_result(&score, &want) {
        return Ok(Outcome::Failed(
            2,
            vec![fail(
                format!("final_score (komi {komi})"),
                format!("{want} ({how})"),
                score,
            )],
        ));
    }
    Ok(Outcome::Passed(2))
}

/// Whether a GTP result (`B+3.5`, `W+2`, `0`) is the vector's (`B+3.5`, `W+2`, `Draw`).
pub fn same_result(engine: &str, vector: &str) -> bool {
    fn norm(s: &str) -> Option<(char, f64)> {
        let s = s.trim();
        if s == "0" || s.eq_ignore_ascii_case("draw") || s == "Jigo" {
            return Some(('=', 0.0));
        }
        let (c, rest) = s.split_at(1);
        let n: f64 = rest.strip_prefix('+')?.parse().ok()?;
        Some((c.chars().next()?.to_ascii_uppercase(), n))
    }
    matches!((norm(engine), norm(vector)), (Some(a), Some(b)) if a.0 == b.0 && (a.1 - b.1).abs() < 1e-9)
}

/// Runs the Go vectors against the engine.
pub fn run(r: &GoRun) -> Result<Report, String> {
    let mut extra: Vec<&str> = Vec::new();
    let mut report = Report {
        rules: r.preset.to_string(),
        ..Report::default()
    };
    let mut rules_unsupported: Option<String> = None;
    if is_gnugo(r.engine) {
        match gnugo_options(&r.rules) {
            Ok(o) => extra = o,
            Err(e) => rules_unsupported = Some(e),
        }
    }
    report.engine = std::iter::once(r.engine)
        .chain(extra.iter().copied())
        .collect::<Vec<_>>()
        .join(" ");
    report.engine_options = extra.iter().map(|s| s.to_string()).collect();
    let gtp = Gtp::start(r.engine, &extra, r.timeout)?;
    let mut s = Session { gtp, size: 0 };
    for need in ["boardsize", "clear_board", "play"] {
        if !s.gtp.has(need) {
            return Err(format!("engine {}: no '{need}' command", s.gtp.name()));
        }
    }
    let method = method_of(r.preset, &r.rules);
    let territory = r.rules.scoring == Scoring::Territory;
    for (kind, vectors) in &r.vectors {
        let chosen: Vec<&Value> = match kind.as_str() {
            "go-legality" | "go-ko-shapes" => vectors
                .iter()
                .filter(|v| play_options_match(v, &r.rules))
                .filter(|v| kind == "go-legality" || v["rules"]["preset"] == r.preset)
                .collect(),
            "go-scoring" => vectors.iter().collect(),
            _ => continue,
        };
        for i in spread(chosen.len(), r.max_vectors) {
            let v = chosen[i];
            let o = if let Some(why) = &rules_unsupported {
                Outcome::NotApplicable(format!("the engine cannot be set to these rules: {why}"))
            } else {
                match kind.as_str() {
                    "go-legality" => legality(&mut s, v)?,
                    "go-ko-shapes" => ko_shape(&mut s, v)?,
                    _ => match method {
                        Some(m) if s.gtp.has("final_score") && s.gtp.has("final_status_list") => {
                            scoring(&mut s, v, m, territory)?
                        }
                        Some(_) => Outcome::NotApplicable(
                            "the engine has no final_score or final_status_list".into(),
                        ),
                        None => Outcome::NotApplicable(format!(
                            "{} counts by no method GTP's final_score gives",
                            r.preset
                        )),
                    },
                }
            };
            report.add(kind, &id(v), o);
        }
    }
    Ok(report)
}
