//! The table of values, board x rule set: each row the value (or the bounds the
//! budget reached), one optimal game as SGF, and the cost (nodes, seconds). The committed table
//! (`findings/solve/table.json`) is what [`committed`] returns, for the audit's T8, T3 and T2.

use super::rules::{bound_text, RuleSet, UNBOUNDED};
use super::search::{
    solve_from, solve_with_checkpoints, solve_with_tables, Checkpoint, Limits, Progress,
    SavedTables,
};
use super::start::Start;
use crate::search::board::Geometry;
use crate::search::value::line_text;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// One solved (or bounded) board under one rule set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// The board, columns x rows.
    pub board: String,
    /// The rule set (`psk`, `psk/territory`).
    pub rules: String,
    /// Black's result under optimal play, no komi, when solved.
    pub value: Option<i32>,
    /// Lower bound of Black's result (the value when solved); `-UNBOUNDED` (JSON `null`) when
    /// none was proved ([`super::rules::UNBOUNDED`]).
    #[serde(with = "proved::lower")]
    pub lower: i32,
    /// Upper bound; `UNBOUNDED` (JSON `null`) when none was proved.
    #[serde(with = "proved::upper")]
    pub upper: i32,
    /// One optimal game as text (`B b2 W pass ...`), empty when not solved.
    pub pv: String,
    /// The same game as SGF.
    pub sgf: String,
    /// Search nodes.
    pub nodes: u64,
    /// Wall-clock seconds (machine-dependent; nodes are not).
    pub seconds: f64,
    /// Why the search stopped before solving, if it did (or why the rule set was refused).
    pub note: String,
    /// How the row was searched: empty for the iterative deepening alpha-beta, `proof-number`
    /// for the proof-number search (`qili solve --search proof-number`); its node count is
    /// that search's.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub search: String,
}

/// A row's bounds in JSON: the number, or `null` for no bound ([`UNBOUNDED`]), which reads back
/// as `-UNBOUNDED` for the lower bound and `UNBOUNDED` for the upper.
mod proved {
    use super::UNBOUNDED;
    use serde::{Deserialize, Deserializer, Serializer};

    fn write<S: Serializer>(x: i32, s: S) -> Result<S::Ok, S::Error> {
        if x.abs() >= UNBOUNDED {
            s.serialize_none()
        } else {
            s.serialize_some(&x)
        }
    }

    /// The lower bound.
    pub mod lower {
        use super::*;
        pub fn serialize<S: Serializer>(x: &i32, s: S) -> Result<S::Ok, S::Error> {
            write(*x, s)
        }
        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<i32, D::Error> {
            Ok(Option::<i32>::deserialize(d)?.unwrap_or(-UNBOUNDED))
        }
    }

    /// The upper bound.
    pub mod upper {
        use super::*;
        pub fn serialize<S: Serializer>(x: &i32, s: S) -> Result<S::Ok, S::Error> {
            write(*x, s)
        }
        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<i32, D::Error> {
            Ok(Option::<i32>::deserialize(d)?.unwrap_or(UNBOUNDED))
        }
    }
}

/// Every board of at most 12 points, and 4x4: 1x2..1x12, 2x2..2x6, 3x3, 3x4, 4x4.
pub fn default_boards() -> Vec<String> {
    let mut b: Vec<String> = (2..=12).map(|n| format!("1x{n}")).collect();
    b.extend((2..=6).map(|n| format!("2x{n}")));
    b.extend(["3x3", "3x4", "4x4"].map(String::from));
    b
}

/// The rule sets of the table: every rule set the solver accepts, each with both scorings.
pub const DEFAULT_RULES: &str =
    "psk,psk-4,ssk,tt,psk/territory,psk-4/territory,ssk/territory,tt/territory";

/// [`Row::search`] of a row the proof-number search solved.
pub const PROOF_NUMBER: &str = "proof-number";

/// Solves one board under one rule set into a row.
pub fn row(board: &str, rs: &RuleSet, limits: Limits) -> Row {
    match Geometry::parse(board) {
        Ok(geo) => row_from(board, &Start::empty(geo, rs), rs, limits, &mut |_| {}).0,
        Err(e) => Row {
            note: e,
            ..blank(board, rs)
        },
    }
}

fn blank(board: &str, rs: &RuleSet) -> Row {
    Row {
        board: board.to_string(),
        rules: rs.name.clone(),
        value: None,
        lower: 0,
        upper: 0,
        pv: String::new(),
        sgf: String::new(),
        nodes: 0,
        seconds: 0.0,
        note: String::new(),
        search: String::new(),
    }
}

/// Solves the game from `start` under `rs` into a row labelled `board`: the value of the
/// finished game (under territory, with the prisoners already taken), the optimal
/// continuation as text and the whole game (setup, moves so far, continuation) as SGF; and the
/// depth of the last iteration. `progress` hears after each iteration.
pub fn row_from(
    board: &str,
    start: &Start,
    rs: &RuleSet,
    limits: Limits,
    progress: &mut dyn FnMut(Progress),
) -> (Row, u32) {
    let (row, depth, _) = row_with_tables(board, start, rs, limits, None, None, progress);
    (row, depth)
}

/// As [`row_from`], the solver's tables starting as `from` when given (a saved solve's, to
/// resume it: `proofs/solver.md`, "Saved tables"), and given back at the end (then only;
/// empty otherwise). The row's node count is this solve's; the tables' counts every run's.
pub fn row_with_tables<'a>(
    board: &str,
    start: &Start,
    rs: &'a RuleSet,
    limits: Limits,
    from: Option<SavedTables>,
    checkpoint: Option<Checkpoint<'a>>,
    progress: &mut dyn FnMut(Progress),
) -> (Row, u32, SavedTables) {
    let clock = Instant::now();
    let mut out = blank(board, rs);
    let mut depth = 0;
    let geo = start.geo;
    let mut tables = SavedTables::default();
    let result = match from {
        Some(from) => match checkpoint {
            Some(c) => solve_with_checkpoints(start.game.clone(), rs, limits, from, c, progress),
            None => solve_with_tables(start.game.clone(), rs, limits, from, progress),
        }
        .map(|(o, t)| {
            tables = t;
            o
        }),
        None => solve_from(start.game.clone(), rs, limits, progress),
    };
    match result {
        Err(e) => out.note = e,
        Ok(o) => {
            depth = o.depth;
            if limits.proof_number && rs.finite() {
                out.search = PROOF_NUMBER.to_string();
            }
            out.value = o.value();
            out.lower = o.lower;
            out.upper = o.upper;
            out.nodes = o.nodes;
            out.note = o.stopped.clone().unwrap_or_default();
            // A walk the budget cut short is no optimal game: only a finished one is kept.
            let mut end = start.game.clone();
            if o.value().is_some()
                && o.stopped.is_none()
                && o.pv.iter().all(|&m| end.play(m))
                && end.is_over()
            {
                out.pv = line_text(&geo, start.to_move(), &o.pv);
                out.sgf = start.sgf(
                    &rs.name,
                    &format!(
                        "{board} {}: optimal play, Black's result {:+}",
                        rs.name, o.lower
                    ),
                    &o.pv,
                );
            }
        }
    }
    out.seconds = (clock.elapsed().as_secs_f64() * 100.0).round() / 100.0;
    (out, depth, tables)
}

/// Solves again every row of `rows` that cost at most `max_nodes` nodes, with `budget` nodes
/// per row (the budget the table was made with), and compares what the solver gives now with
/// the row: value, bounds, optimal game (text and SGF), node count and note (seconds are not
/// compared; the solver is deterministic). Returns how many rows were solved again and a line
/// for each that differs, or an error naming a rule set that is not read.
pub fn solve_cheap_rows_again(
    rows: &[Row],
    budget: u64,
    max_nodes: u64,
) -> Result<(usize, Vec<String>), String> {
    let mut again = 0;
    let mut differ = Vec::new();
    for r in rows.iter().filter(|r| r.nodes <= max_nodes) {
        let rs =
            super::rules::parse(&r.rules).map_err(|e| format!("{} {}: {e}", r.board, r.rules))?;
        let limits = Limits {
            nodes: budget,
            proof_number: r.search == PROOF_NUMBER,
            ..Limits::default()
        };
        let x = row(&r.board, &rs[0], limits);
        let now = (&x.value, x.lower, x.upper, &x.pv, &x.sgf, x.nodes, &x.note);
        let then = (&r.value, r.lower, r.upper, &r.pv, &r.sgf, r.nodes, &r.note);
        if now != then {
            differ.push(format!(
                "{} {}: table {then:?}, now {now:?}",
                r.board, r.rules
            ));
        }
        again += 1;
    }
    Ok((again, differ))
}

/// Every board under every rule set, `jobs` rows at a time; rows in the order board, then
/// rule set. `done` hears of each finished row.
pub fn table(
    boards: &[String],
    rule_sets: &[RuleSet],
    limits: Limits,
    jobs: usize,
    done: &(dyn Fn(&Row) + Sync),
) -> Vec<Row> {
    let work: Vec<(usize, &String, &RuleSet)> = boards
        .iter()
        .flat_map(|b| rule_sets.iter().map(move |r| (b, r)))
        .enumerate()
        .map(|(i, (b, r))| (i, b, r))
        .collect();
    let next = AtomicUsize::new(0);
    let rows: Mutex<Vec<Option<Row>>> = Mutex::new(vec![None; work.len()]);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(&(k, b, r)) = work.get(i) else {
                    break;
                };
                let row = row(b, r, limits);
                done(&row);
                if let Ok(mut v) = rows.lock() {
                    v[k] = Some(row);
                }
            });
        }
    });
    rows.into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

fn result(r: &Row) -> String {
    match r.value {
        Some(v) => format!("{v:+}"),
        None if r.note.starts_with("rule set") || r.note.starts_with("board") => "refused".into(),
        None => format!("[{}, {}]", bound_text(r.lower), bound_text(r.upper)),
    }
}

/// The table as plain text, one row per line.
pub fn text(rows: &[Row]) -> String {
    let mut s = String::new();
    for r in rows {
        s.push_str(&format!(
            "{:<5} {:<16} {:>12} {:>12} nodes {:>8.2} s  {}\n",
            r.board,
            r.rules,
            result(r),
            r.nodes,
            r.seconds,
            if r.value.is_some() { &r.pv } else { &r.note }
        ));
    }
    s
}

/// The table as JSON (an array of rows).
pub fn json(rows: &[Row]) -> String {
    serde_json::to_string_pretty(rows).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}")) + "\n"
}

/// The table as Markdown: one line per board, one column per rule set, and the cost.
pub fn markdown(rows: &[Row]) -> String {
    let mut rules: Vec<&str> = Vec::new();
    let mut boards: Vec<&str> = Vec::new();
    for r in rows {
        if !rules.contains(&r.rules.as_str()) {
            rules.push(&r.rules);
        }
        if !boards.contains(&r.board.as_str()) {
            boards.push(&r.board);
        }
    }
    let mut s = String::from("Black's result under optimal play, no komi (`[lo, hi]`: bounds reached within the budget; `-inf`, `+inf`: no bound on that side, under territory scoring, where prisoners have no fixed limit).\n\n| board |");
    for r in &rules {
        s.push_str(&format!(" {r} |"));
    }
    s.push_str("\n|---|");
    for _ in &rules {
        s.push_str("---|");
    }
    s.push('\n');
    for b in &boards {
        s.push_str(&format!("| {b} |"));
        for ru in &rules {
            let cell = rows
                .iter()
                .find(|r| r.board == *b && r.rules == *ru)
                .map(result)
                .unwrap_or_default();
            s.push_str(&format!(" {cell} |"));
        }
        s.push('\n');
    }
    s.push_str("\n## Rule sets compared\n\n");
    s.push_str(&comparisons_markdown(rows));
    s.push_str("\n## Cost and optimal games\n");
    s.push_str("\n| board | rule set | result | nodes | seconds | optimal game |\n|---|---|---|---|---|---|\n");
    for r in rows {
        s.push_str(&format!(
            "| {} | {} | {} | {} | {:.2} | {} |\n",
            r.board,
            r.rules,
            result(r),
            r.nodes,
            r.seconds,
            if r.value.is_some() {
                r.pv.clone()
            } else {
                r.note.clone()
            }
        ));
    }
    s
}

/// The rule-set pairs the audit compares: T8 (two vs four passes), T3 (area vs territory),
/// positional vs situational superko, suicide forbidden vs allowed (Tromp-Taylor).
pub const PAIRS: &[(&str, &str, &str)] = &[
    ("T8", "psk", "psk-4"),
    ("T8", "psk/territory", "psk-4/territory"),
    ("T3", "psk", "psk/territory"),
    ("T3", "psk-4", "psk-4/territory"),
    ("T3", "ssk", "ssk/territory"),
    ("T3", "tt", "tt/territory"),
    ("T6", "psk", "ssk"),
    ("suicide", "psk", "tt"),
];

/// One comparison of two rule sets on one board: both solved, and whether the values (and
/// the winners) agree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Comparison {
    /// The claim the pair bears on (T8, T3, ...).
    pub claim: String,
    /// The board.
    pub board: String,
    /// The two rule sets.
    pub rules: [String; 2],
    /// Their values.
    pub values: [i32; 2],
    /// Their optimal games (SGF).
    pub games: [String; 2],
}

impl Comparison {
    /// Whether the values differ.
    pub fn differ(&self) -> bool {
        self.values[0] != self.values[1]
    }
    /// Whether the winners (sign of Black's result) differ.
    pub fn winners_differ(&self) -> bool {
        self.values[0].signum() != self.values[1].signum()
    }
}

/// Every pair of [`PAIRS`] on every board where both rule sets are solved.
pub fn comparisons(rows: &[Row]) -> Vec<Comparison> {
    let mut out = Vec::new();
    let mut boards: Vec<&str> = Vec::new();
    for r in rows {
        if !boards.contains(&r.board.as_str()) {
            boards.push(&r.board);
        }
    }
    for b in boards {
        for &(claim, x, y) in PAIRS {
            let find = |n: &str| rows.iter().find(|r| r.board == b && r.rules == n);
            if let (Some(a), Some(c)) = (find(x), find(y)) {
                if let (Some(va), Some(vc)) = (a.value, c.value) {
                    out.push(Comparison {
                        claim: claim.into(),
                        board: b.into(),
                        rules: [x.into(), y.into()],
                        values: [va, vc],
                        games: [a.sgf.clone(), c.sgf.clone()],
                    });
                }
            }
        }
    }
    out
}

/// The comparisons as Markdown: per pair, the boards compared and every board where the
/// values differ.
pub fn comparisons_markdown(rows: &[Row]) -> String {
    let cs = comparisons(rows);
    if cs.is_empty() {
        return "None of the pairs compared here has both rule sets in this table (the audit's T6 compares the rule sets beyond superko with `findings/solve/table.json`'s psk and tt rows).\n".to_string();
    }
    let mut s = String::from("| claim | rule sets | boards compared | values differ on | winners differ on |\n|---|---|---|---|---|\n");
    for &(claim, x, y) in PAIRS {
        let these: Vec<&Comparison> = cs
            .iter()
            .filter(|c| c.rules[0] == x && c.rules[1] == y)
            .collect();
        let list = |f: &dyn Fn(&Comparison) -> bool| {
            let v: Vec<String> = these
                .iter()
                .filter(|c| f(c))
                .map(|c| format!("{} ({:+} vs {:+})", c.board, c.values[0], c.values[1]))
                .collect();
            if v.is_empty() {
                "none".to_string()
            } else {
                v.join(", ")
            }
        };
        s.push_str(&format!(
            "| {claim} | {x} vs {y} | {} | {} | {} |\n",
            these.len(),
            list(&|c| c.differ()),
            list(&|c| c.winners_differ())
        ));
    }
    s
}

/// A committed table's rows, read from its JSON (`name` names the file in errors).
fn rows_of(name: &str, json: &str) -> Result<Vec<Row>, String> {
    serde_json::from_str(json).map_err(|e| format!("{name}: {e}"))
}

/// `rows` with the rows of `deep` (the same boards and rule sets solved with more nodes on both
/// cores, `findings/solve/deep/`): a solved deep row replaces an unsolved row of the same board
/// and rule set, and a deep row of a board or rule set `rows` lacks (the frontier boards, 2x7
/// and beyond), solved or with the bounds it reached, is added after them. A solved row is
/// never replaced: its value is the game's, and its node count is the one every machine
/// reproduces.
fn with_deep(mut rows: Vec<Row>, deep: Vec<Row>) -> Vec<Row> {
    for d in deep {
        match rows
            .iter_mut()
            .find(|r| r.board == d.board && r.rules == d.rules)
        {
            Some(r) if r.value.is_none() && d.value.is_some() => *r = d,
            Some(_) => {}
            None => rows.push(d),
        }
    }
    rows
}

/// The committed table of the rule sets beyond superko
/// (`findings/solve/beyond-superko/table.json`: simple ko with and without a no-result reading,
/// JPD-A11, the Ying readings; `findings/solve/beyond-superko/README.md` gives the command) with
/// the rows of `findings/solve/deep/beyond-superko/table.json` as [`committed`] takes the deep
/// rows, for the audit's T6 comparisons.
pub fn committed_beyond_superko() -> Result<Vec<Row>, String> {
    Ok(with_deep(
        rows_of(
            "findings/solve/beyond-superko/table.json",
            include_str!("../../findings/solve/beyond-superko/table.json"),
        )?,
        rows_of(
            "findings/solve/deep/beyond-superko/table.json",
            include_str!("../../findings/solve/deep/beyond-superko/table.json"),
        )?,
    ))
}

/// The committed table of route counting (`findings/solve/routes/table.json`: 001's equal
/// stones, compare routes, under psk, psk-4, ssk and tt) with the rows of
/// `findings/solve/deep/routes/table.json` as [`committed`] takes the deep rows, for the audit's
/// T4.
pub fn committed_routes() -> Result<Vec<Row>, String> {
    Ok(with_deep(
        rows_of(
            "findings/solve/routes/table.json",
            include_str!("../../findings/solve/routes/table.json"),
        )?,
        rows_of(
            "findings/solve/deep/routes/table.json",
            include_str!("../../findings/solve/deep/routes/table.json"),
        )?,
    ))
}

/// The committed table (`findings/solve/table.json`), for the audit: no search at run time.
/// A row it leaves unsolved is replaced by the row of `findings/solve/deep/table.json` (the
/// same board and rule set solved with more nodes on both cores) where that one is solved, and
/// a deep row of a board or rule set the table does not hold (the frontier boards, 2x7 and
/// beyond), solved or bounded, is added after the table's rows.
pub fn committed() -> Result<Vec<Row>, String> {
    Ok(with_deep(
        rows_of(
            "findings/solve/table.json",
            include_str!("../../findings/solve/table.json"),
        )?,
        rows_of(
            "findings/solve/deep/table.json",
            include_str!("../../findings/solve/deep/table.json"),
        )?,
    ))
}
