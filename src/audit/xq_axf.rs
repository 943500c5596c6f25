//! XQ-10 cross-check: document 004's verdicts (Scheme 1 and Scheme 2, computed by the
//! spec's [`qili_spec::xq::judge`]) beside the verdicts Fairy-Stockfish's AXF rules give on the
//! same FEN and moves of the rational population ([`qili_spec::xq::rational`]), reported by
//! motif (its `is_optional_game_end`, asked through pyffish by
//! `tests/oracles/fairy_axf.py`). The AXF rules are a different rule set: a disagreement is a
//! finding about how the two differ, not a bug. The comparison, its table and the
//! smallest cycle of each kind of disagreement are in `findings/XQ-10/axf-comparison.md`.

use super::{Budget, Check, CrossCheck, Evidence};
use qili_spec::xq::board::{Board, Move};
use qili_spec::xq::gen::game_of;
use qili_spec::xq::rational;
use qili_spec::xq::{judge, Judgement, Verdict, XqOptions};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// The oracle script (Fairy-Stockfish through pyffish).
pub const ORACLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/oracles/fairy_axf.py");

/// How many times the oracle may replay a generated cycle when Fairy-Stockfish has not yet
/// ended the game after its moves (a generated cycle returns to its start).
pub const REPEAT: usize = 3;

/// Named cases of Fairy-Stockfish's repetition test cases (Fairy-Stockfish's tests of
/// the AXF chasing rule), moves in ICCS (ranks 0-9), and the AXF verdict the file states
/// (`None`: the file states none, the disputed chessdb case).
pub const NAMED: &[(&str, &str, &str, Option<Verdict>)] = &[
    (
        "cannon chases an unprotected chariot",
        "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
        "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2",
        Some(Verdict::RedLoses),
    ),
    (
        "mutual chase",
        "4k4/7n1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1",
        "f6h6 h8f7 h6h7 f7g5 h7g7 g5i6 g7g6 i6h8 g6h6 h8f7 h6h7 f7g5 h7g7 g5i6 g7g6 i6h8 g6h6",
        Some(Verdict::Draw),
    ),
    (
        "mutual perpetual check",
        "9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1",
        "e3d3 d6e6 d3e3 e6d6 e3d3 d6e6 d3e3 e6d6",
        Some(Verdict::Draw),
    ),
    (
        "general as the only protector",
        "3k5/9/9/3n5/9/9/3r5/9/9/3NK4 w - - 0 1",
        "d0c2 d3c3 c2d0 c3d3 d0c2 d3c3 c2d0 c3d3",
        Some(Verdict::Draw),
    ),
    (
        "general as the only protector, without the black horse",
        "3k5/9/9/9/9/9/3r5/9/9/3NK4 w - - 0 1",
        "d0c2 d3c3 c2d0 c3d3 d0c2 d3c3 c2d0 c3d3",
        Some(Verdict::BlackLoses),
    ),
    (
        "disputed chessdb case",
        "4k4/4a4/4bn3/9/5R3/5C3/9/9/9/4K4 w - - 0 1",
        "f4e4 e9f9 e4f4 f9e9 f4e4 e9f9 e4f4 f9e9",
        None,
    ),
];

/// Fairy-Stockfish's answer: its verdict and the ply at which it ended the game.
pub type AxfAnswer = (Option<Verdict>, Option<usize>);

/// A game to compare: name, start, moves, replays allowed, the stated AXF verdict, motif.
pub type Game = (
    String,
    Board,
    Vec<Move>,
    usize,
    Option<Verdict>,
    &'static str,
);

/// The motif label of the named cases.
pub const NAMED_MOTIF: &str = "named AXF case";

/// One compared game.
#[derive(Clone, Debug)]
pub struct Row {
    /// `seed N` for a generated cycle, or the named case's name.
    pub name: String,
    /// The position the cycle starts from.
    pub start: Board,
    /// The moves of the game, the cycle included.
    pub moves: Vec<Move>,
    /// Document 004's judgement of the game (both schemes).
    pub judgement: Judgement,
    /// Fairy-Stockfish's verdict; `None` when it did not end the game (even after replaying).
    pub axf: Option<Verdict>,
    /// The ply at which Fairy-Stockfish ended the game (1-based, counted over the replays).
    pub axf_ply: Option<usize>,
    /// The AXF verdict the external file states (named cases only).
    pub expected_axf: Option<Verdict>,
    /// The motif of the rational population ([`rational::Motif::name`]) or [`NAMED_MOTIF`].
    pub motif: &'static str,
}

impl Row {
    /// The `qili xq judge` command that reproduces 004's side of the row.
    pub fn command(&self) -> String {
        let ms: Vec<String> = self.moves.iter().map(|m| m.iccs()).collect();
        format!("qili xq judge '{}' {}", self.start.fen(), ms.join(" "))
    }
    /// Size for "smallest": pieces first, then moves.
    pub fn size(&self) -> usize {
        self.start.pieces().len() * 1000 + self.moves.len()
    }
}

/// Whether python3 can import pyffish here.
pub fn oracle_available() -> bool {
    Command::new("python3")
        .args(["-c", "import pyffish"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

fn verdict_named(s: &str) -> Result<Verdict, String> {
    match s {
        "red_loses" => Ok(Verdict::RedLoses),
        "black_loses" => Ok(Verdict::BlackLoses),
        "draw" => Ok(Verdict::Draw),
        _ => Err(format!("oracle gave an unknown verdict `{s}`")),
    }
}

/// Asks the oracle about each `(start, moves, repeat)`; returns `(verdict, ply)` per query.
pub fn ask_oracle(queries: &[(&Board, &[Move], usize)]) -> Result<Vec<AxfAnswer>, String> {
    let mut child = Command::new("python3")
        .arg(ORACLE)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {ORACLE}: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("no stdin for the oracle")?;
    let input: String = queries
        .iter()
        .map(|(b, ms, r)| {
            let ms: Vec<String> = ms.iter().map(|m| m.iccs()).collect();
            format!(
                "{}\n",
                serde_json::json!({"fen": b.fen(), "moves": ms, "repeat": r})
            )
        })
        .collect();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let stdout = child.stdout.take().ok_or("no stdout from the oracle")?;
    let mut out = Vec::new();
    for (i, line) in BufReader::new(stdout).lines().enumerate() {
        let line = line.map_err(|e| format!("oracle output: {e}"))?;
        let v: serde_json::Value = serde_json::from_str(&line)
            .map_err(|e| format!("oracle line {}: {e}: {line}", i + 1))?;
        if let Some(e) = v.get("error") {
            return Err(format!("oracle, query {}: {e}", i + 1));
        }
        let verdict = match v["verdict"].as_str() {
            Some(s) => Some(verdict_named(s)?),
            None => None,
        };
        out.push((verdict, v["ended_at"].as_u64().map(|n| n as usize)));
    }
    writer
        .join()
        .map_err(|_| "oracle writer panicked")?
        .map_err(|e| format!("writing to the oracle: {e}"))?;
    let status = child.wait().map_err(|e| e.to_string())?;
    if !status.success() || out.len() != queries.len() {
        return Err(format!(
            "oracle exited with {status} after {} of {} answers",
            out.len(),
            queries.len()
        ));
    }
    Ok(out)
}

/// The games compared: the named cases and the first `n` cycles of the rational population
/// (built motifs first, then generated cycles from seed 1, as the XQ audit).
pub fn games(n: usize) -> Result<Vec<Game>, String> {
    let mut out = Vec::new();
    for (name, fen, moves, expected) in NAMED {
        let b = Board::from_fen(fen).map_err(|e| format!("{name}: {}", e.0))?;
        let ms: Vec<&str> = moves.split_whitespace().collect();
        let g = b.play_iccs(&ms).map_err(|e| format!("{name}: {e}"))?;
        let ms = g.iter().map(|(_, m)| *m).collect();
        out.push((name.to_string(), b, ms, 0, *expected, NAMED_MOTIF));
    }
    if n > 0 {
        for c in rational::population(1, n) {
            out.push((c.name, c.start, c.moves, REPEAT, None, c.motif.name()));
        }
    }
    Ok(out)
}

/// Runs 004's judge and the oracle on [`games`]`(n)`. The judge runs with the default options
/// except the three-round stop: Fairy-Stockfish ends the game at the repetition, and 004's
/// verdict at the stop is the one its cycle gets (the rounds after it repeat the cycle's moves).
pub fn compare(n: usize) -> Result<Vec<Row>, String> {
    let gs = games(n)?;
    let queries: Vec<(&Board, &[Move], usize)> = gs
        .iter()
        .map(|(_, b, m, r, _, _)| (b, m.as_slice(), *r))
        .collect();
    let answers = ask_oracle(&queries)?;
    let opts = XqOptions {
        three_round_stop: false,
        ..XqOptions::default()
    };
    Ok(gs
        .iter()
        .zip(answers)
        .map(|((name, b, ms, _, expected, motif), (axf, ply))| Row {
            motif,
            name: name.clone(),
            start: b.clone(),
            moves: ms.clone(),
            judgement: judge(&game_of(b, ms), &opts),
            axf,
            axf_ply: ply,
            expected_axf: *expected,
        })
        .collect())
}

/// The verdict categories of the tables, in order.
pub const CATEGORIES: [&str; 4] = ["red_loses", "black_loses", "draw", "none"];

fn category(v: Option<Verdict>) -> usize {
    match v {
        Some(Verdict::RedLoses) => 0,
        Some(Verdict::BlackLoses) => 1,
        Some(Verdict::Draw) => 2,
        Some(Verdict::Continue) | None => 3,
    }
}

/// Which of 004's schemes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheme {
    /// XQ-10 Scheme 1.
    One,
    /// XQ-10 Scheme 2.
    Two,
    /// XQ-10 Scheme 2 with 第八章 2's simplification of 有變 ("為簡化操作,簡明局面可視為雙方無變,
    /// 復雜局面可視為雙方有變"): the alternatives follow from the position.
    TwoBySimplicity,
}

impl Scheme {
    /// This scheme's verdict in a judgement.
    pub fn of(self, j: &Judgement) -> Verdict {
        match self {
            Scheme::One => j.scheme1,
            Scheme::Two => j.scheme2,
            Scheme::TwoBySimplicity => j.scheme2_with([j.complex, j.complex]),
        }
    }
    /// The scheme's name as the tables print it.
    pub fn name(self) -> &'static str {
        match self {
            Scheme::One => "Scheme 1",
            Scheme::Two => "Scheme 2",
            Scheme::TwoBySimplicity => "Scheme 2 (by simplicity)",
        }
    }
}

/// `t[scheme verdict][AXF verdict]` counts over `rows` (index by [`CATEGORIES`]; `none` is
/// "no cycle" for 004 and "game not ended" for AXF).
pub fn table(rows: &[Row], s: Scheme) -> [[u64; 4]; 4] {
    let mut t = [[0; 4]; 4];
    for r in rows {
        t[category(Some(s.of(&r.judgement)))][category(r.axf)] += 1;
    }
    t
}

/// The table as Markdown (rows: the scheme's verdict; columns: AXF's).
pub fn render(t: &[[u64; 4]; 4], s: Scheme) -> String {
    let mut out = format!(
        "| {} \\ AXF | {} |\n|---|---|---|---|---|\n",
        s.name(),
        CATEGORIES.join(" | ")
    );
    for (i, row) in t.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|n| n.to_string()).collect();
        out.push_str(&format!("| {} | {} |\n", CATEGORIES[i], cells.join(" | ")));
    }
    out
}

/// Agreements (same verdict) in a table.
pub fn agreements(t: &[[u64; 4]; 4]) -> u64 {
    (0..4).map(|i| t[i][i]).sum()
}

/// For each kind of disagreement `(scheme verdict, AXF verdict)`, the smallest row.
pub fn smallest_disagreements(rows: &[Row], s: Scheme) -> Vec<((usize, usize), &Row, u64)> {
    let mut best: Vec<((usize, usize), &Row, u64)> = Vec::new();
    for r in rows {
        let k = (category(Some(s.of(&r.judgement))), category(r.axf));
        if k.0 == k.1 {
            continue;
        }
        match best.iter_mut().find(|b| b.0 == k) {
            Some(b) => {
                b.2 += 1;
                if r.size() < b.1.size() {
                    b.1 = r;
                }
            }
            None => best.push((k, r, 1)),
        }
    }
    best.sort_by_key(|b| b.0);
    best
}

/// XQ-10 beside the AXF rules: the counts of agreement. A cross-check, not a verdict: it is
/// not one of the audit's checks (the audit's XQ-10 verdict is qili's own computation and
/// the same whether or not pyffish is installed); `qili audit` prints it only when asked,
/// through [`cross_check`]. `holds` when the oracle ran and gave the named cases the verdicts
/// the external file states, `fails` when it gave another, `not-checked` when it is missing.
pub fn cross_checks() -> Vec<CrossCheck> {
    vec![CrossCheck {
        id: "XQ-10",
        code: "python3 tests/oracles/fairy_axf.py (pyffish, AXF rules)",
        run: || cross_check(Budget::Default),
    }]
}

/// The AXF comparison at a budget (see [`cross_checks`]).
pub fn cross_check(b: Budget) -> Evidence {
    let n = match b {
        Budget::Default => 200,
        Budget::Thorough => 2000,
    };
    if !oracle_available() {
        return Evidence::not_run("XQ-10 vs AXF: python3 with pyffish is not available here (.ci/install.d/pyffish.sh); comparison not run");
    }
    let rows = match compare(n) {
        Ok(r) => r,
        Err(e) => return Evidence::not_run(format!("XQ-10 vs AXF: the oracle failed: {e}")),
    };
    let t1 = table(&rows, Scheme::One);
    let t2 = table(&rows, Scheme::Two);
    let t3 = table(&rows, Scheme::TwoBySimplicity);
    let ended = rows.iter().filter(|r| r.axf.is_some()).count();
    let named_ok = rows
        .iter()
        .filter(|r| r.expected_axf.is_some())
        .filter(|r| r.axf == r.expected_axf)
        .count();
    let named = rows.iter().filter(|r| r.expected_axf.is_some()).count();
    let motifs: Vec<String> = by_motif(&rows)
        .iter()
        .map(|(m, k, a1, a2, a3)| {
            format!("{m} {k}: Scheme 1 {a1}, Scheme 2 {a2}, Scheme 2 by simplicity {a3}")
        })
        .collect();
    Evidence::checked(
        named_ok == named,
        format!(
            "Cross-check, not a test of the claim: document 004's verdicts vs Fairy-Stockfish's AXF rules (a different rule set) on {} cycles ({} of the rational population + {} named): Fairy-Stockfish ended {ended} games; Scheme 1 agrees with AXF on {}, Scheme 2 on {} (with 第八章 2's simplification of 有變, 簡明局面可視為雙方無變: {}); agreement by motif: {}; the named cases' AXF verdicts are as the external file states on {named_ok} of {named}",
            rows.len(),
            rows.len() - NAMED.len(),
            NAMED.len(),
            agreements(&t1),
            agreements(&t2),
            agreements(&t3),
            motifs.join("; "),
        ),
    )
    .cases(rows.len() as u64)
    .link("findings/XQ-10/axf-comparison.md")
    .link("tests/xq_axf_compare.rs")
}

/// Agreement with AXF by motif: (motif, cycles, agreements of Scheme 1, Scheme 2, Scheme 2
/// by simplicity), in the order the motifs first appear.
pub fn by_motif(rows: &[Row]) -> Vec<(&'static str, u64, u64, u64, u64)> {
    let mut out: Vec<(&'static str, u64, u64, u64, u64)> = Vec::new();
    for r in rows {
        let i = match out.iter().position(|o| o.0 == r.motif) {
            Some(i) => i,
            None => {
                out.push((r.motif, 0, 0, 0, 0));
                out.len() - 1
            }
        };
        let agrees = |s: Scheme| (category(Some(s.of(&r.judgement))) == category(r.axf)) as u64;
        out[i].1 += 1;
        out[i].2 += agrees(Scheme::One);
        out[i].3 += agrees(Scheme::Two);
        out[i].4 += agrees(Scheme::TwoBySimplicity);
    }
    out
}

/// No audit check: the comparison with Fairy-Stockfish's AXF verdicts is a cross-check
/// ([`cross_check`]), printed only when asked, so that the audit's verdicts do not depend on
/// which outside tools are installed.
pub fn checks() -> Vec<Check> {
    Vec::new()
}
