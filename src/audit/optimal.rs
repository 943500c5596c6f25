//! Audit checks from the table of optimal play (`findings/solve/`): what the values
//! of the empty board under optimal play say about T8 (two vs four passes) and T3 (area vs
//! territory). The audit solves nothing: it reads the committed table
//! ([`crate::solve::table::committed`]) and replays each optimal game it uses in the reference
//! model ([`qili_spec::go::game::replay`], scored with [`qili_spec::go::score::area_marks`]),
//! so a row whose game is illegal, unfinished or scores another value is a counterexample.
//!
//! T6 (ko rules) from the table of the rule sets beyond superko
//! ([`crate::solve::table::committed_beyond_superko`], with its deep rows): JPD-A11 with pass stones, simple ko with
//! each no-result reading, and the Ying readings against positional superko — does the rule that
//! lets a ko be retaken after passes (or voids a repetition, or bounds a cycle) change what a
//! perfect player gets? Those optimal games are replayed in the reference model too (the Ying
//! readings in `qili_spec::yg::ko::replay`, a void game checked with
//! `qili_spec::ts::cycles::no_result` and worth the solver's `void=0`).
//!
//! T4 (routes vs area) from the table of route counting ([`crate::solve::table::committed_routes`],
//! `findings/solve/routes/` with `findings/solve/deep/routes/`): 001's equal stones, compare routes (HZ-5, HZ-6) against area under
//! the same ko rule and ending; each optimal game's end is also a case of T4's identity.
//!
//! T2 (area vs Ying fill-count) on the end of every optimal game counted by area: the main and
//! deep tables, and the Ying rule sets beyond superko, whose own count the fill count is. The
//! solver counts no fill count, so this compares the two counts of the same end, under each of
//! T2's readings (the scoring audit's, [`qili_spec::theorems::scoring::predicates`]): the ends
//! perfect players reach, next to the scoring audit's generated games.

use super::{Budget, Check, Evidence, Reading, Status};
use crate::findings::Finding;
use crate::rules::Scoring;
use crate::scoring::parse_point;
use crate::solve::rules::{self, bound_text, RuleSet, NOT_COUNTED};
use crate::solve::table::{
    committed, committed_beyond_superko, committed_routes, Row, PROOF_NUMBER,
};
use qili_spec::go::game::{is_over, replay, side, Move, Options, PassKind, Position};
use qili_spec::go::grid::{Color, Grid};
use qili_spec::go::life::{BasicEyes, EyeOptions, SekiRoutes};
use qili_spec::go::score::{area_marks, settle, DeadStones, FinishedGame, Mark, Scorer};
use qili_spec::theorems::scoring::{
    finished_domain, predicates, seki_kind, settled_by_fill, t4 as t4_at_end, t4_seki, Case,
    Predicate, SekiKind,
};

/// T4's second seki reading, as the scoring audit names it: no points in seki.
const NO_POINTS_IN_SEKI: EyeOptions = EyeOptions {
    basic_eyes: BasicEyes::PerIndependentUnit,
    seki: SekiRoutes::NoPointsInSeki,
};
use qili_spec::hz::HzRoutes;
use qili_spec::ts::cycles::no_result;

/// The checks of this area.
pub fn checks() -> Vec<Check> {
    vec![
        Check { id: "T8", code: "qili::solve::table::committed (psk vs psk-4); qili_spec::go::game::replay", run: t8 },
        Check { id: "T3", code: "qili::solve::table::committed (area vs territory); qili_spec::go::score::area_marks", run: t3 },
        Check { id: "T2", code: "qili::solve::table::committed, committed_beyond_superko (area rows); qili_spec::theorems::scoring::t2; qili_spec::yg::fill", run: t2 },
        Check { id: "T4", code: "qili::solve::table::committed_routes (area vs routes); qili_spec::hz::HzRoutes; qili_spec::go::life::independent_units", run: t4 },
        Check { id: "T6", code: "qili::solve::table::committed_beyond_superko (jpd, simple+no-result, ying vs psk, tt); qili_spec::go::game::replay; qili_spec::yg::ko::replay; qili_spec::ts::cycles::no_result", run: t6 },
    ]
}

/// The end of an optimal game replayed in the reference model.
struct Replayed {
    /// Black minus White by area (stones and one-colour regions).
    area: i32,
    /// Black minus White by territory (one-colour regions and prisoners).
    territory: i32,
    /// Black minus White in routes (HZ-5, HZ-6: [`qili_spec::hz::HzRoutes`], 001's
    /// basic eyes, every stone alive).
    routes: i32,
    /// Stones placed by Black minus by White.
    placed: i32,
    /// Whether the game ended void (no result: the rule set's no-result reading).
    void: bool,
    /// The end as a finished game (every stone alive, as the table counts it), for T2.
    end: FinishedGame,
    /// T4 on the end: whether it holds a seki, then its seki form
    /// ([`qili_spec::theorems::scoring::t4_seki`], the documents' basic eyes; on an end without
    /// seki the identity itself) and, counted only, [`qili_spec::theorems::scoring::t4`] under
    /// "no points in seki": why each fails, if it does. `None` when the end is outside T4's
    /// domain, the finished games of the enumerated check
    /// ([`qili_spec::theorems::scoring::finished_domain`] and
    /// [`qili_spec::theorems::scoring::settled_by_fill`]): a game may end by two passes with
    /// a block in atari (1x7 tt/routes ends `XX.O.X.`, where White a3 takes two stones).
    t4: Option<(bool, [Option<String>; 2])>,
}

/// The row's optimal game (`B a2 W pass ...`) as moves of the reference model.
fn moves_of(grid: &Grid, pv: &str) -> Result<Vec<Move>, String> {
    let words: Vec<&str> = pv.split_whitespace().collect();
    if !words.len().is_multiple_of(2) {
        return Err(format!("'{pv}': expected colour and point pairs"));
    }
    words
        .chunks(2)
        .map(|w| {
            let c = match w[0] {
                "B" => Color::Black,
                "W" => Color::White,
                other => return Err(format!("'{pv}': '{other}' is not B or W")),
            };
            if w[1] == "pass" {
                Ok(Move::Pass(c, PassKind::Ordinary))
            } else {
                parse_point(grid, w[1]).map(|p| Move::Play(c, p))
            }
        })
        .collect()
}

/// Replays a solved row's optimal game in the reference model under its rule set: it must be
/// legal and finished; returns the scores of its end.
fn replay_row(r: &Row, rs: &RuleSet) -> Result<Replayed, String> {
    let geo = crate::search::board::Geometry::parse(&r.board)?;
    let start = Position::start(geo.width, geo.height);
    let moves = moves_of(&start.grid, &r.pv)?;
    let (last, void) = match rs.rules.ko {
        qili_spec::go::game::KoRule::Plain(ko) => {
            let options = Options {
                suicide: rs.rules.suicide,
                ko,
                end: rs.rules.end,
            };
            let game = replay(start.clone(), &moves, options).map_err(|(i, e)| {
                format!("{} {}: move {} is illegal ({e:?})", r.board, r.rules, i + 1)
            })?;
            let mut history = vec![start.clone()];
            history.extend(game.positions.iter().cloned());
            let last = game.positions.last().cloned().unwrap_or(start);
            (last, void_at_end(r, rs, &history, &moves)?)
        }
        qili_spec::go::game::KoRule::Ying(o) => {
            let history =
                qili_spec::yg::ko::replay(start.clone(), &moves, o).map_err(|(i, e)| {
                    format!("{} {}: move {} is illegal ({e:?})", r.board, r.rules, i + 1)
                })?;
            let void = void_at_end(r, rs, &history, &moves)?;
            (history.last().cloned().unwrap_or(start), void)
        }
    };
    if !void && !is_over(&moves, rs.rules.end) {
        return Err(format!(
            "{} {}: the optimal game does not end",
            r.board, r.rules
        ));
    }
    let mut count = [[0i32; 2]; 2]; // [stones, regions] per side
    for m in area_marks(&last.grid) {
        match m {
            Mark::Stone(c) => count[0][side(c)] += 1,
            Mark::Area(c) => count[1][side(c)] += 1,
            _ => {}
        }
    }
    let placed = |c: Color| {
        moves
            .iter()
            .filter(|m| matches!(m, Move::Play(x, _) if *x == c))
            .count() as i32
    };
    let pris = |c: Color| last.prisoners[side(c)] as i32;
    let finished = FinishedGame {
        grid: last.grid.clone(),
        prisoners: last.prisoners,
        pass_stones: last.pass_stones,
        moves: moves.len(),
        last_mover: moves.last().map(|m| match m {
            Move::Play(c, _) | Move::Pass(c, _) => *c,
        }),
    };
    let routes = HzRoutes {
        options: EyeOptions::HZ,
        komi: 0.0,
    }
    .score(&finished, &DeadStones::none())
    .margin
    .round() as i32;
    let case = Case {
        game: finished.clone(),
        dead: DeadStones::none(),
        label: format!("{} {}", r.board, r.rules),
    };
    let in_domain = finished_domain(&case) && settled_by_fill(&case);
    let t4 = in_domain.then(|| {
        let seki = seki_kind(&settle(&case.game, &case.dead).grid) != SekiKind::NoSeki;
        (
            seki,
            [
                // The seki form (a tax of one per seki group with an eye, 001
                // 双活棋中的带眼的每块棋要保留1个独自拥有的基本眼位), the identity itself on an
                // end without seki.
                t4_seki(&case, EyeOptions::DOCUMENTS).err(),
                t4_at_end(&case, NO_POINTS_IN_SEKI).err(),
            ],
        )
    });
    Ok(Replayed {
        end: finished,
        t4,
        routes,
        area: count[0][0] + count[1][0] - count[0][1] - count[1][1],
        territory: count[1][0] + pris(Color::Black) - count[1][1] - pris(Color::White),
        placed: placed(Color::Black) - placed(Color::White),
        void,
    })
}

/// Whether the game `moves` (positions `history`, the start first) is void at its last move
/// under the rule set's no-result reading (`qili_spec::ts::cycles::no_result`); an error if it
/// was void before its last move (it should have ended there).
fn void_at_end(
    r: &Row,
    rs: &RuleSet,
    history: &[Position],
    moves: &[Move],
) -> Result<bool, String> {
    match no_result(history, moves, rs.rules.no_result) {
        None => Ok(false),
        Some(k) if k + 1 == moves.len() => Ok(true),
        Some(k) => Err(format!(
            "{} {}: the game is void after move {} but goes on",
            r.board,
            r.rules,
            k + 1
        )),
    }
}

/// A solved row's value checked against its optimal game replayed in the reference model;
/// `None` for the game when the row has none (the bounds met, then the budget ran out while
/// the solver walked the optimal game).
fn checked_value(r: &Row) -> Result<(i32, Option<Replayed>), String> {
    let v = r
        .value
        .ok_or_else(|| format!("{} {}: not solved", r.board, r.rules))?;
    if r.pv.is_empty() {
        return Ok((v, None));
    }
    let rs = rules::parse(&r.rules)?
        .pop()
        .ok_or_else(|| format!("{}: no rule set", r.rules))?;
    let g = replay_row(r, &rs)?;
    let scored = match rs.scoring {
        _ if g.void => rs.void.value(),
        Scoring::Area => g.area,
        Scoring::Territory => g.territory,
        Scoring::EqualStonesCompareRoutes => g.routes,
        Scoring::StonesAndLiberties | Scoring::TangSongFilling | Scoring::YingFillCount => {
            unreachable!("{NOT_COUNTED}")
        }
    };
    if scored != v {
        return Err(format!(
            "{} {}: the table says {v:+}, its optimal game scores {scored:+} in the reference model",
            r.board, r.rules
        ));
    }
    Ok((v, Some(g)))
}

/// A solved row's value checked against its optimal game replayed in the reference model
/// (legal, finished, scoring the value; the solver's tests use it on games found on many
/// threads). An error when the row is unsolved, has no game, or its game does not check.
pub fn replayed_value(r: &Row) -> Result<i32, String> {
    match checked_value(r)? {
        (v, Some(_)) => Ok(v),
        (_, None) => Err(format!("{} {}: no optimal game", r.board, r.rules)),
    }
}

fn bounds(r: &Row) -> String {
    format!("[{}, {}]", bound_text(r.lower), bound_text(r.upper))
}

/// What the table says of two rule sets on every board: compared (both solved, optimal games
/// replayed), differing, bounded only; and the counterexample, if a row's game does not check.
struct Pairs {
    same: Vec<String>,
    differ: Vec<String>,
    bounded: Vec<String>,
    findings: Vec<Finding>,
    bad: Vec<String>,
    cases: u64,
    /// Solved rows without an optimal game (value only).
    no_game: Vec<String>,
}

fn compare(
    rows: &[Row],
    claim: &str,
    pairs: &[(&str, &str)],
    extra: &dyn Fn(&Row, &Replayed, &Row, &Replayed) -> Option<String>,
) -> Pairs {
    let mut out = Pairs {
        same: vec![],
        differ: vec![],
        bounded: vec![],
        findings: vec![],
        bad: vec![],
        cases: 0,
        no_game: vec![],
    };
    let mut boards: Vec<&str> = Vec::new();
    for r in rows {
        if !boards.contains(&r.board.as_str()) {
            boards.push(&r.board);
        }
    }
    for &(x, y) in pairs {
        for b in &boards {
            let find = |n: &str| rows.iter().find(|r| r.board == *b && r.rules == n);
            let (Some(a), Some(c)) = (find(x), find(y)) else {
                continue;
            };
            let label = format!("{b} {x} vs {y}");
            if a.value.is_none() || c.value.is_none() {
                let disjoint = a.upper < c.lower || c.upper < a.lower;
                out.bounded.push(format!(
                    "{label} {} vs {}{}",
                    a.value.map_or_else(|| bounds(a), |v| format!("{v:+}")),
                    c.value.map_or_else(|| bounds(c), |v| format!("{v:+}")),
                    if disjoint {
                        " (bounds already differ)"
                    } else {
                        ""
                    }
                ));
                continue;
            }
            match (checked_value(a), checked_value(c)) {
                (Ok((va, ga)), Ok((vc, gc))) => {
                    for (r, g) in [(a, &ga), (c, &gc)] {
                        if g.is_none() {
                            out.no_game.push(format!("{} {}", r.board, r.rules));
                        }
                    }
                    if let (Some(ga), Some(gc)) = (&ga, &gc) {
                        out.cases += 2;
                        if let Some(e) = extra(a, ga, c, gc) {
                            out.bad.push(e);
                        }
                    }
                    if va == vc {
                        out.same.push(format!("{label} ({va:+})"));
                    } else {
                        out.differ.push(format!("{b} {x} {va:+} vs {y} {vc:+}"));
                        let name = format!(
                            "optimal-{b}-{}-vs-{}",
                            x.replace(['/', '+'], "-"),
                            y.replace(['/', '+'], "-")
                        );
                        out.findings.push(Finding {
                            claim: claim.into(),
                            name,
                            summary: format!(
                                "Under optimal play from the empty {b} board Black's result is {va:+} under {x} and {vc:+} under {y} (no komi). Optimal games: {x}: {}; {y}: {}.",
                                game(a),
                                game(c)
                            ),
                            rules: vec![x.into(), y.into()],
                            witness: format!("{}\n{}\n", a.sgf, c.sgf),
                            // A row the proof-number search solved says so: the default
                            // search does not finish there within its budget.
                            command: format!(
                                "qili solve --board {b} --rules {x},{y}{}",
                                if a.search == PROOF_NUMBER || c.search == PROOF_NUMBER {
                                    " --search proof-number"
                                } else {
                                    ""
                                }
                            ),
                            svg: None,
                        });
                    }
                }
                (Err(e), _) | (_, Err(e)) => out.bad.push(e),
            }
        }
    }
    out
}

/// A row's optimal game as text, or why there is none.
fn game(r: &Row) -> String {
    if r.pv.is_empty() {
        "not recorded (the budget ran out while the solver walked it)".into()
    } else {
        r.pv.clone()
    }
}

/// The first dozen of a long list, and how many more.
fn first_few(v: &[String]) -> String {
    const SHOWN: usize = 12;
    if v.len() <= SHOWN {
        list(v)
    } else {
        format!("{} and {} more", v[..SHOWN].join(", "), v.len() - SHOWN)
    }
}

fn list(v: &[String]) -> String {
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

fn evidence(p: Pairs, what: &str, tail: &str) -> Evidence {
    evidence_from(
        p,
        "the table of optimal play (findings/solve/table.json, with the rows findings/solve/deep/table.json solves beyond it; no komi)",
        "findings/solve/table.md",
        what,
        tail,
    )
}

fn evidence_from(p: Pairs, source: &str, table: &str, what: &str, tail: &str) -> Evidence {
    let summary = format!(
        "From {source}, {what}: the same value on {} board(s) solved under both: {}; different values on {}: {}; only bounded under one or both ({}): {}. Each optimal game in the table was replayed in the reference model, legal, finished and scoring the table's value ({} games; solved with no game recorded, the budget having run out while the solver walked it: {}). {tail}",
        p.same.len(),
        list(&p.same),
        p.differ.len(),
        list(&p.differ),
        p.bounded.len(),
        list(&p.bounded),
        p.cases,
        list(&p.no_game),
    );
    let bad = (!p.bad.is_empty()).then(|| p.bad.join("; "));
    let mut e = Evidence::searched(summary, bad)
        .cases(p.cases)
        .link(table)
        .link("proofs/solver.md");
    for f in p.findings {
        e = e.finding(f);
    }
    e
}

fn t8(_: Budget) -> Evidence {
    let rows = match committed() {
        Ok(r) => r,
        Err(e) => return Evidence::counterexample(e),
    };
    let p = compare(
        &rows,
        "T8",
        &[("psk", "psk-4"), ("psk/territory", "psk-4/territory")],
        &|_, _, _, _| None,
    );
    let tail = if p.differ.is_empty() {
        "So on the boards solved the four-pass ending does not change what a perfect player gets from the empty board; the positions where the two endings differ (the other check) are off the optimal line. Under positional superko this holds on every board (proofs/T8.md, \"Optimal play under positional superko\", a proof on paper). This comparison is no independent check of it: the psk-4 rows are solved with that proof's Lemma F (a first pass searched as three), so the search computes the two-pass recursion and equal rows follow from the lemma. What checks the lemma without it: tests/solve.rs (the shortcut against the plain minimax that plays every pass, on the boards it reaches) and the scan of every start position of 1x2 and 1x3 under psk-4 played pass by pass (src/search/value.rs, T8's other check)."
    } else {
        "The boards where the values differ are findings with both optimal games; under positional superko proofs/T8.md says no board differs, so each is a defect of the solver or of the proof to look for."
    };
    evidence(
        p,
        "two-pass (psk) vs four-pass (psk-4) ending, each with area and with territory scoring",
        tail,
    )
}

fn t3(_: Budget) -> Evidence {
    let rows = match committed() {
        Ok(r) => r,
        Err(e) => return Evidence::counterexample(e),
    };
    // T3's identity on the end of each optimal game: area margin = territory margin + (Black
    // stones placed - White stones placed) — passes hand over no prisoner in the table's
    // territory count, and every stone left on the board counts as alive (no seki correction).
    let identity = |a: &Row, ga: &Replayed, c: &Row, gc: &Replayed| {
        for (r, g) in [(a, ga), (c, gc)] {
            if g.area != g.territory + g.placed {
                return Some(format!(
                    "{} {}: at the end of the optimal game area {:+} but territory {:+} + placed {:+}",
                    r.board, r.rules, g.area, g.territory, g.placed
                ));
            }
        }
        None
    };
    let p = compare(
        &rows,
        "T3",
        &[
            ("psk", "psk/territory"),
            ("psk-4", "psk-4/territory"),
            ("ssk", "ssk/territory"),
            ("tt", "tt/territory"),
        ],
        &identity,
    );
    let games = p.cases;
    evidence(
        p,
        "area vs territory scoring (with prisoners; a pass hands over no prisoner) under the same ko rule and ending",
        &format!("On the end of each of these {games} optimal games T3's identity holds in the reading with no prisoner for a pass: area margin = territory margin + (Black stones placed - White stones placed); where the optimal values differ, each side's optimal game is a different game, so the difference is the placed-stone difference of neither alone."),
    )
}

fn t4(_: Budget) -> Evidence {
    let rows = match (committed(), committed_routes()) {
        (Ok(mut a), Ok(b)) => {
            a.extend(b);
            a
        }
        (Err(e), _) | (_, Err(e)) => return Evidence::counterexample(e),
    };
    // T4's identity on the end of each optimal game without seki (its domain); an end with
    // seki is shown under the seki form (the table's route count keeps one own eye per seki
    // group with an eye) and decides nothing; the tax-free form's failures are counted.
    let other = std::cell::RefCell::new(Vec::new());
    let outside = std::cell::RefCell::new(Vec::new());
    let in_seki = std::cell::RefCell::new(Vec::new());
    let identity = |a: &Row, ga: &Replayed, c: &Row, gc: &Replayed| {
        for (r, g) in [(a, ga), (c, gc)] {
            let Some((seki, t4)) = &g.t4 else {
                let label = format!("{} {}", r.board, r.rules);
                if !outside.borrow().contains(&label) {
                    outside.borrow_mut().push(label);
                }
                continue;
            };
            if let Some(e) = &t4[1] {
                other
                    .borrow_mut()
                    .push(format!("{} {}: {e}", r.board, r.rules));
            }
            if *seki {
                let label = format!(
                    "{} {}{}",
                    r.board,
                    r.rules,
                    t4[0]
                        .as_ref()
                        .map_or(String::new(), |e| format!(" (seki form fails: {e})"))
                );
                if !in_seki.borrow().contains(&label) {
                    in_seki.borrow_mut().push(label);
                }
            } else if let Some(e) = &t4[0] {
                return Some(format!(
                    "{} {}: T4 fails at the end of the optimal game: {e}",
                    r.board, r.rules
                ));
            }
        }
        None
    };
    let p = compare(
        &rows,
        "T4",
        &[
            ("psk", "psk/routes"),
            ("psk-4", "psk-4/routes"),
            ("ssk", "ssk/routes"),
            ("tt", "tt/routes"),
        ],
        &identity,
    );
    let games = p.cases;
    let identity = if p.bad.is_empty() {
        "it holds on every end without seki"
    } else {
        "it fails (the counterexample below)"
    };
    let in_seki = in_seki.borrow();
    evidence_from(
        p,
        "the tables of optimal play (findings/solve/table.json with its deep rows, and findings/solve/routes/table.json with findings/solve/deep/routes/table.json; no komi)",
        "findings/solve/routes/table.md",
        "area vs 001's route count (HZ-5 equal stones with the B-class negative move HZ-6, 001's basic eyes as its definition reads them, EyeOptions::HZ, every stone on the board alive) under the same ko rule and ending",
        &format!("T4's predicate was run on the end of each of these {games} optimal games that is a finished game in T4's domain ({} ends; qili_spec::theorems::scoring::finished_domain and settled_by_fill, the enumerated check's domain: boundaries settled, no block in atari, the dame filled without a capture; outside it, not counted: {}): {identity}; the ends with seki, shown and deciding nothing (the guide claims no identity in seki; the seki form, qili_spec::theorems::scoring::t4_seki, taxes one per seki group with an eye): {}; the tax-free form under no-points-in-seki (set aside there) fails on {}{}. Each board where the two counts give different optimal values is a finding with both games.", games - outside.borrow().len() as u64, if outside.borrow().is_empty() { "none".to_string() } else { outside.borrow().join(", ") }, if in_seki.is_empty() { "none".to_string() } else { in_seki.join(", ") }, other.borrow().len(), if other.borrow().is_empty() { String::new() } else { format!(" ({})", other.borrow().join("; ")) }),
    )
}

/// One end where a T2 reading fails: the row, the reading's message and the end as a case.
struct T2Miss {
    row: Row,
    why: String,
    case: Case,
}

/// T2 from optimal play: the fill count of the end of every optimal game counted by area,
/// under each of T2's readings. A reading holds when its identity holds on every end.
fn t2(_: Budget) -> Evidence {
    let rows = match (committed(), committed_beyond_superko()) {
        (Ok(mut a), Ok(b)) => {
            a.extend(b);
            a
        }
        (Err(e), _) | (_, Err(e)) => return Evidence::counterexample(e),
    };
    let readings: Vec<(&str, Predicate)> = predicates()
        .into_iter()
        .filter(|p| p.0 == "T2")
        .map(|p| (p.1, p.2))
        .collect();
    let mut misses: Vec<Vec<T2Miss>> = readings.iter().map(|_| Vec::new()).collect();
    let (mut ends, mut ying_ends) = (0u64, 0u64);
    let (mut bad, mut no_game, mut void, mut outside) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut area_rows: Vec<&Row> = rows
        .iter()
        .filter(|r| r.value.is_some())
        .filter(|r| {
            rules::parse(&r.rules)
                .ok()
                .and_then(|mut v| v.pop())
                .is_some_and(|rs| rs.scoring == Scoring::Area)
        })
        .collect();
    // Smallest board first (psk first on a board), so each reading's first failure is its
    // smallest.
    area_rows.sort_by_key(|r| {
        let points =
            crate::search::board::Geometry::parse(&r.board).map_or(usize::MAX, |g| g.points());
        (points, r.board.clone(), r.rules != "psk", r.rules.clone())
    });
    for r in area_rows {
        let label = format!("{} {}", r.board, r.rules);
        let g = match checked_value(r) {
            Err(e) => {
                bad.push(e);
                continue;
            }
            Ok((_, None)) => {
                no_game.push(label);
                continue;
            }
            Ok((_, Some(g))) if g.void => {
                void.push(label);
                continue;
            }
            Ok((_, Some(g))) => g,
        };
        let case = Case {
            game: g.end,
            dead: DeadStones::none(),
            label: label.clone(),
        };
        // T2 speaks of finished games (the scoring audit's domain): an end with a block in
        // atari or an unsettled boundary is outside it.
        if !finished_domain(&case) {
            outside.push(label);
            continue;
        }
        ends += 1;
        if r.rules.starts_with("ying") {
            ying_ends += 1;
        }
        for (i, (_, holds)) in readings.iter().enumerate() {
            if let Err(why) = holds(&case) {
                misses[i].push(T2Miss {
                    row: r.clone(),
                    why,
                    case: case.clone(),
                });
            }
        }
    }
    let mut sentences = Vec::new();
    let mut statuses = Vec::new();
    let mut findings = Vec::new();
    for ((name, _), m) in readings.iter().zip(&misses) {
        let mut reading =
            Reading::new(*name, Status::from_holds(m.is_empty())).tally(ends, m.len() as u64);
        if let Some(first) = m.first() {
            reading = reading.witness(crate::scoring::theorems::command(&first.case));
        }
        statuses.push(reading);
        let Some(first) = m.first() else {
            sentences.push(format!("[{name}] holds on all {ends} ends"));
            continue;
        };
        let r = &first.row;
        sentences.push(format!(
            "[{name}] fails on {} of {ends} ends ({}); the smallest: {} {}, whose optimal game {} ends with {}: `{}`",
            m.len(),
            first_few(
                &m.iter()
                    .map(|x| format!("{} {}", x.row.board, x.row.rules))
                    .collect::<Vec<_>>()
            ),
            r.board,
            r.rules,
            game(r),
            first.why,
            crate::scoring::theorems::command(&first.case),
        ));
        let what = format!(
            "Under optimal play from the empty {} board under {} (no komi) the game {} ends with Black {:+} by area; T2's identity fails there under the reading {name}: {}.",
            r.board,
            r.rules,
            game(r),
            r.value.unwrap_or_default(),
            first.why
        );
        let file = format!(
            "optimal-{}-{}-{}",
            r.board,
            r.rules.replace(['/', '+'], "-"),
            crate::scoring::theorems::slug(name)
        );
        let caption = format!(
            "{} {}, end of the optimal game: {}",
            r.board, r.rules, first.why
        );
        let mut f = crate::scoring::theorems::case_finding("T2", &file, &first.case, &caption);
        f.summary = what;
        f.rules = vec![r.rules.clone()];
        f.witness = format!("{}\n", r.sgf);
        findings.push(f);
    }
    let summary = format!(
        "From the tables of optimal play (findings/solve/table.json with its deep rows, and findings/solve/beyond-superko/table.json with findings/solve/deep/beyond-superko/table.json; no komi), the end of every optimal game counted by area that is a finished game in T2's sense (qili_spec::theorems::scoring::finished_domain: boundaries settled, no block in atari, moves balanced; {ends} ends, {ying_ends} of them under a Ying rule set, whose own count the fill count is), every stone on the board alive as the table counts it: T2's identity as qili corrects it (fill-count margin = area margin + parity - the points counted for neither side; the first T2 item shows where the guide's parity-only form fails) under each reading: {}. Outside T2's domain ({}, not counted): {}. Solved with no game recorded: {}; void games (no count): {}.",
        sentences.join("; "),
        outside.len(),
        first_few(&outside),
        list(&no_game),
        list(&void),
    );
    let mut e = Evidence::over(summary, statuses)
        .cases(ends)
        .link("findings/solve/table.md")
        .link("findings/solve/beyond-superko/table.md")
        .link("proofs/T2.md");
    if !bad.is_empty() {
        e = Evidence::counterexample(bad.join("; "));
    }
    for f in findings {
        e = e.finding(f);
    }
    super::scoring::t2_set_aside_per_region(e)
}

/// The pairs of T6's comparison: each rule set beyond superko against the superko rule set
/// with the same ending and scoring (psk; tt where suicide is allowed, as under the Ying rules).
pub const T6_PAIRS: &[(&str, &str)] = &[
    ("psk-4", "jpd"),
    ("psk", "jpd-2"),
    ("psk-4/territory", "jpd/territory"),
    ("tt", "jpd-suicide"),
    ("psk", "simple"),
    ("psk/territory", "simple/territory"),
    ("psk", "simple+japanese-style"),
    ("psk/territory", "simple+japanese-style/territory"),
    ("psk", "simple+three-repetitions"),
    ("psk", "simple+tang-song"),
    ("psk", "simple+tang-song-every"),
    ("tt", "ying"),
    ("tt", "ying-pass"),
    ("tt", "ying-strict"),
    ("tt", "ying-move"),
    ("tt", "ying-move-strict"),
    ("tt", "ying-game"),
    ("tt", "ying-game-strict"),
    ("tt", "ying-shape"),
    ("tt", "ying-shape-strict"),
    ("tt", "ying-marks"),
    ("tt", "ying-marks-strict"),
];

fn t6(_: Budget) -> Evidence {
    let rows = match (committed(), committed_beyond_superko()) {
        (Ok(mut a), Ok(b)) => {
            a.extend(b);
            a
        }
        (Err(e), _) | (_, Err(e)) => return Evidence::counterexample(e),
    };
    let p = compare(&rows, "T6", T6_PAIRS, &|_, _, _, _| None);
    let tail = if p.differ.is_empty() {
        "So on the boards solved under both, retaking a ko after passes (JPD-A11), voiding a repetition, or the Ying limits do not change what a perfect player gets from the empty board.".to_string()
    } else {
        format!(
            "So the ko rule changes the optimal result on {} board and rule-set pair(s), each a finding with both optimal games. Under a rule set with endless games a value is what both sides can force within finitely many moves, whatever an endless game is worth, and a void game counts as a draw (void=0); bounds [lo, hi] that do not meet are what each side could force within the budget (proofs/solver.md, \"Rule sets with endless games\").",
            p.differ.len()
        )
    };
    evidence_from(
        p,
        "the tables of optimal play (findings/solve/table.json and findings/solve/deep/table.json for psk and tt, findings/solve/beyond-superko/table.json and findings/solve/deep/beyond-superko/table.json for the others; no komi)",
        "findings/solve/beyond-superko/table.md",
        "JPD-A11 with pass stones (a ko retaken after passes), simple ko with and without a no-result reading, and every Ying reading, each against positional superko with the same ending and scoring (tt where suicide is allowed; the Ying rule sets also end by suspension)",
        &tail,
    )
}
