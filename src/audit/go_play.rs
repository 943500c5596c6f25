//! Audit checks of the move-level claims (JPD-A3..A7, A10, A11, C1, C4..C6, C10; YG-5..YG-9):
//! the predicates of [`qili_spec::jpd::play`] and [`qili_spec::yg::play`] run on generated games
//! under every combination of rule options, each reading option separately.

use super::games::{all_options, engine_game, small_boards};
use super::{Budget, Check, Evidence, Status};
use qili_spec::go::game::{self, End, GameRecord, Ko, Move, Options, Suicide};
use qili_spec::go::grid::Cell;
use qili_spec::jpd::play as jpd;
use qili_spec::yg::play as yg;
use std::sync::OnceLock;

/// The generated games, played on the engine and converted to spec records: every option
/// combination on every small board, a few seeds each.
fn corpus(budget: Budget) -> &'static [(Options, GameRecord)] {
    static DEFAULT: OnceLock<Vec<(Options, GameRecord)>> = OnceLock::new();
    static THOROUGH: OnceLock<Vec<(Options, GameRecord)>> = OnceLock::new();
    let (cell, seeds, max_moves) = match budget {
        Budget::Default => (&DEFAULT, 4u64, 60),
        Budget::Thorough => (&THOROUGH, 12u64, 120),
    };
    cell.get_or_init(|| {
        let mut out = Vec::new();
        for (oi, o) in all_options().into_iter().enumerate() {
            for (bi, (w, h)) in small_boards().into_iter().enumerate() {
                if w * h > 16 && budget == Budget::Default && bi % 2 == 1 {
                    continue;
                }
                for s in 0..seeds {
                    let seed = (oi as u64) << 32 | (bi as u64) << 16 | s;
                    out.push((o, engine_game(w, h, o, max_moves, seed)));
                }
            }
        }
        out
    })
}

fn moves_in(games: &[(Options, GameRecord)]) -> u64 {
    games.iter().map(|(_, g)| g.moves.len() as u64).sum()
}

/// Runs `pred` on every game and reports holds with the case count, or fails with the first
/// violation and the options and moves that reproduce it.
fn run_on_all(
    budget: Budget,
    what: &str,
    filter: impl Fn(&Options) -> bool,
    pred: impl Fn(&Options, &GameRecord) -> Result<(), jpd::Violation>,
) -> Evidence {
    let games: Vec<&(Options, GameRecord)> =
        corpus(budget).iter().filter(|(o, _)| filter(o)).collect();
    for (o, g) in &games {
        if let Err(v) = pred(o, g) {
            return Evidence::new(
                Status::Fails,
                format!(
                    "{what}: {v} (options {:?}, board {}x{}, moves {:?})",
                    o,
                    g.start.grid.width(),
                    g.start.grid.height(),
                    g.moves
                ),
            )
            .cases(games.len() as u64);
        }
    }
    let n: Vec<(Options, GameRecord)> = games.iter().map(|x| (*x).clone()).collect();
    Evidence::new(
        Status::Holds,
        format!(
            "{what}: held on {} generated games ({} moves) under {} option combinations, boards 1x1 to 5x5.",
            games.len(),
            moves_in(&n),
            {
                let mut os: Vec<Options> = games.iter().map(|(o, _)| *o).collect();
                os.dedup();
                os.len()
            }
        ),
    )
    .cases(games.len() as u64)
    .link("src/audit/go_play.rs")
}

const ANY: fn(&Options) -> bool = |_| true;

fn a3(b: Budget) -> Evidence {
    run_on_all(
        b,
        "empty start, alternate moves, one stone on an empty point or outside",
        ANY,
        |_, g| jpd::jpd_a3_empty_start_alternate(g),
    )
    .link("spec/src/jpd/play.rs#jpd_a3_empty_start_alternate")
}

fn a4(b: Budget) -> Evidence {
    let games = corpus(b);
    let mut n = 0u64;
    for (o, g) in games.iter().take(200) {
        let history = g.history();
        for i in 0..history.len() {
            let legal = game::legal_moves(&history[..=i], &g.moves[..i], *o);
            n += 1;
            if let Err(v) = jpd::jpd_a4_two_pass_kinds(&legal) {
                return Evidence::new(Status::Fails, v.to_string()).cases(n);
            }
        }
    }
    Evidence::new(
        Status::Holds,
        format!("in {n} positions of generated games, both kinds of pass were offered together (or the game was over)"),
    )
    .cases(n)
    .link("spec/src/jpd/play.rs#jpd_a4_two_pass_kinds")
}

fn a5(b: Budget) -> Evidence {
    run_on_all(b, "no stone moved or changed colour", ANY, |_, g| {
        jpd::jpd_a5_stones_never_move(g)
    })
    .link("spec/src/jpd/play.rs#jpd_a5_stones_never_move")
}

fn a6_a7(b: Budget) -> Evidence {
    // The liberties of A6/A7 written from the sentence against the grid's flood fill.
    let games = corpus(b);
    let mut n = 0u64;
    for (_, g) in games.iter() {
        for pos in &g.positions {
            for block in pos.grid.blocks() {
                n += 1;
                let (b2, libs) = jpd::jpd_a7_block(&pos.grid, block[0]);
                let flood: std::collections::BTreeSet<_> =
                    pos.grid.liberties(&block).into_iter().collect();
                if b2.len() != block.len() || libs != flood {
                    return Evidence::new(
                        Status::Fails,
                        format!(
                            "block at {:?}: A6/A7 liberties {:?} vs flood fill {:?}",
                            block[0], libs, flood
                        ),
                    );
                }
            }
        }
    }
    Evidence::new(
        Status::Holds,
        format!("the liberties of {n} blocks, computed from the sentences of A6 and A7, equal the reference flood fill"),
    )
    .cases(n)
    .link("spec/src/jpd/play.rs#jpd_a7_block")
}

fn c1(b: Budget) -> Evidence {
    let opp = run_on_all(
        b,
        "no block without liberties; removal opponent-first",
        ANY,
        |_, g| jpd::jpd_c1_no_liberties_removed(g, jpd::RemovalOrder::OpponentFirst),
    );
    let mover = run_on_all(b, "removal mover-first", ANY, |_, g| {
        jpd::jpd_c1_no_liberties_removed(g, jpd::RemovalOrder::MoverFirst)
    });
    let mut e = Evidence::new(
        opp.status,
        format!(
            "{} The text does not fix the order of removal; under the mover-first reading the same games give: {}",
            opp.summary, mover.summary
        ),
    )
    .cases(opp.cases)
    .link("spec/src/jpd/play.rs#jpd_c1_no_liberties_removed")
    .reading("removal-order: opponent-first", opp.status)
    .reading("removal-order: mover-first", mover.status);
    if mover.status == Status::Fails {
        e.summary.push_str(
            " (the readings differ exactly when a move fills the last liberty of both sides: YG-9 settles it for the Ying rules, 000 does not)",
        );
    }
    e
}

fn jpd_shape(o: &Options) -> bool {
    o.ko == Ko::WholeShapeWithPassStones
}

fn a10_a11(b: Budget) -> Evidence {
    let with = run_on_all(
        b,
        "every move makes a shape (board + pass stones) never seen before",
        jpd_shape,
        |_, g| jpd::jpd_a11_no_going_back(g, jpd::ShapeReading::WholeShapeWithPassStones),
    );
    let board_only = run_on_all(b, "read as the board alone", jpd_shape, |_, g| {
        jpd::jpd_a11_no_going_back(g, jpd::ShapeReading::BoardOnly)
    });
    Evidence::new(
        Status::Depends,
        format!(
            "With the shape of A10 (pass stones counted) games under the JPD ko option keep A11: {} Read as the board alone, A11 forbids every pass, since a pass leaves the board as it was: {}",
            with.summary, board_only.summary
        ),
    )
    .cases(with.cases)
    .link("spec/src/jpd/play.rs#jpd_a11_no_going_back")
    .link("spec/src/jpd/play.rs (test retaking_a_ko_after_passes_keeps_a11_with_pass_stones_and_breaks_board_only)")
    .reading("shape: whole-shape-with-pass-stones", with.status)
    .reading("shape: board-only", board_only.status)
}

fn a10(b: Budget) -> Evidence {
    let e = run_on_all(
        b,
        "the A10 shape of consecutive positions differs after every pass",
        jpd_shape,
        |_, g| jpd::jpd_c4_pass_changes_shape(g),
    );
    Evidence::new(
        e.status,
        "The shape is stones on the board, pass stones outside it and empty points (jpd_a10_shape); it is the repetition key of the JPD ko option, checked through A11 and C4.",
    )
    .cases(e.cases)
    .link("spec/src/jpd/play.rs#jpd_a10_shape")
}

fn c4(b: Budget) -> Evidence {
    run_on_all(b, "a pass never recreates an earlier shape", ANY, |_, g| {
        jpd::jpd_c4_pass_changes_shape(g)
    })
    .link("spec/src/jpd/play.rs#jpd_c4_pass_changes_shape")
}

fn c5(b: Budget) -> Evidence {
    // C5 from A11: every game that keeps A11 keeps C5 (checked on all games, filtered by A11).
    let games = corpus(b);
    let mut n = 0u64;
    for (_, g) in games {
        if jpd::jpd_a11_no_going_back(g, jpd::ShapeReading::WholeShapeWithPassStones).is_ok() {
            n += 1;
            if let Err(v) = jpd::jpd_c5_no_whole_board_repetition(g) {
                return Evidence::new(Status::Fails, format!("A11 held but C5 failed: {v}"));
            }
        }
    }
    Evidence::new(
        Status::Holds,
        format!("every one of {n} generated games (all ko options) that keeps A11 move by move also has no shape twice (C5 checked pairwise); proof: proofs/"),
    )
    .cases(n)
    .link("spec/src/jpd/play.rs#jpd_c5_no_whole_board_repetition")
}

fn c6(b: Budget) -> Evidence {
    let any = run_on_all(
        b,
        "games under the four-pass ending end exactly at four consecutive passes",
        |o| o.end == End::FourPasses,
        |o, g| {
            jpd::jpd_c6_four_passes_end(
                g,
                game::is_over(&g.moves, o.end),
                jpd::PassCounting::AnyPass,
            )
        },
    );
    let named = run_on_all(
        b,
        "counting only ordinary (right-edge) passes",
        |o| o.end == End::FourPasses,
        |o, g| {
            jpd::jpd_c6_four_passes_end(
                g,
                game::is_over(&g.moves, o.end),
                jpd::PassCounting::NamedKindOnly,
            )
        },
    );
    Evidence::new(
        if named.status == any.status { any.status } else { Status::Depends },
        format!("{} When only ordinary passes count (推论6 puts the four at the right edge) a run mixing suspension passes is not an end: {}", any.summary, named.summary),
    )
    .cases(any.cases)
    .link("spec/src/jpd/play.rs#jpd_c6_four_passes_end")
    .reading("pass-counting: any-pass", any.status)
    .reading("pass-counting: named-kind-only", named.status)
}

fn c10(b: Budget) -> Evidence {
    let games = corpus(b);
    let mut n = 0u64;
    let mut differ = 0u64;
    for (o, g) in games.iter().filter(|(o, _)| o.end == End::SuspendThenEnd) {
        n += 1;
        let any = jpd::jpd_c10_two_passes_suspend(&g.moves, jpd::PassCounting::AnyPass);
        let named = jpd::jpd_c10_two_passes_suspend(&g.moves, jpd::PassCounting::NamedKindOnly);
        if any != named {
            differ += 1;
        }
        // The model suspends at the first two consecutive passes: the game must not be over
        // before that point.
        if let Some(i) = any {
            if game::is_over(&g.moves[..=i], o.end) {
                return Evidence::new(Status::Fails, "the game ended at its first suspension");
            }
        }
    }
    Evidence::new(
        Status::Depends,
        format!("two consecutive passes suspend play in {n} games under the suspend-then-end option; in {differ} of them the suspension point moves when only suspension-kind passes (公理四(2)) count"),
    )
    .cases(n)
    .link("spec/src/jpd/play.rs#jpd_c10_two_passes_suspend")
    .reading("pass-counting: any-pass", Status::Holds)
    .reading("pass-counting: named-kind-only", Status::Holds)
}

fn yg5(b: Budget) -> Evidence {
    run_on_all(
        b,
        "empty start, Black first, one move at a time, real and virtual moves",
        ANY,
        |_, g| yg::yg_5_moves(g),
    )
    .link("spec/src/yg/play.rs#yg_5_moves")
}

fn yg6(b: Budget) -> Evidence {
    let ying = run_on_all(
        b,
        "every real move changes the position (Ying: self-capture allowed, superko)",
        |o| o.suicide == Suicide::Allowed && o.ko != Ko::Simple,
        |_, g| yg::yg_6_every_real_move_changes(g),
    );
    let simple = run_on_all(
        b,
        "self-capture allowed with only the simple-ko rule",
        |o| o.suicide == Suicide::Allowed && o.ko == Ko::Simple,
        |_, g| yg::yg_6_every_real_move_changes(g),
    );
    Evidence::new(
        if ying.status == Status::Holds { Status::Holds } else { Status::Fails },
        format!("{} Without a whole-board repetition rule a single-stone self-capture changes nothing, so YG-6 needs more than simple ko: {}", ying.summary, simple.summary),
    )
    .cases(ying.cases)
    .link("spec/src/yg/play.rs#yg_6_every_real_move_changes")
}

/// YG-7 on the positions of the generated games, for the self-capture-allowed games under
/// one ko option: (self-capturing moves seen, first violation).
fn yg7_under(b: Budget, ko: Ko) -> (u64, Option<String>) {
    let mut n = 0u64;
    let games = corpus(b)
        .iter()
        .filter(|(o, _)| o.suicide == Suicide::Allowed && o.ko == ko)
        .take(100);
    for (o, g) in games {
        let history = g.history();
        for before in &history[..g.moves.len()] {
            for p in before
                .grid
                .points()
                .filter(|&p| before.grid.get(p) == Cell::Empty)
            {
                let m = Move::Play(before.to_move, p);
                let placed = game::place(&before.grid, before.to_move, p).expect("empty point");
                if placed.self_captured.is_empty() {
                    continue;
                }
                n += 1;
                // "Legal apart from the ko history": the plain model with the current
                // position as the only history.
                let legal = game::play(std::slice::from_ref(before), m, *o).is_ok();
                if let Err(v) = yg::yg_7_self_capture_when_it_changes(before, m, legal) {
                    return (n, Some(v.to_string()));
                }
            }
        }
    }
    (n, None)
}

fn yg7(b: Budget) -> Evidence {
    let mut e = Evidence::new(Status::Holds, "")
        .link("spec/src/yg/play.rs#yg_7_self_capture_when_it_changes");
    let mut parts = Vec::new();
    let mut total = 0;
    for ko in [
        Ko::PositionalSuperko,
        Ko::WholeShapeWithPassStones,
        Ko::SituationalSuperko,
        Ko::Simple,
    ] {
        let (n, v) = yg7_under(b, ko);
        total += n;
        let st = if v.is_some() {
            Status::Fails
        } else {
            Status::Holds
        };
        parts.push(format!(
            "{ko:?}: {n} self-captures, {}",
            v.unwrap_or_else(|| "each allowed exactly when it changes the position".into())
        ));
        e = e.reading(format!("ko-rule carrying 有變: {ko:?}"), st);
    }
    e.summary = format!(
        "Self-capture with suicide allowed, per ko rule (the rule that supplies YG-7's condition 有變): {}. A single-stone self-capture changes nothing; only a whole-board rule over boards without the side to move forbids it.",
        parts.join("; ")
    );
    e.status = if e.readings[..2].iter().all(|(_, s)| *s == Status::Holds) {
        Status::Holds
    } else {
        Status::Fails
    };
    e.cases(total)
}

fn yg8(b: Budget) -> Evidence {
    let games = corpus(b);
    let mut n = 0u64;
    let mut differ = 0u64;
    for (o, g) in games.iter().filter(|(o, _)| o.end == End::SuspendThenEnd) {
        n += 1;
        let st = yg::yg_8_play_state(&g.moves, yg::YgEnding::SuspendThenEnd);
        let over = game::is_over(&g.moves, o.end);
        if (st == yg::PlayState::Ended) != over {
            return Evidence::new(
                Status::Fails,
                format!(
                    "YG-8 state {st:?} but the model says over = {over}: {:?}",
                    g.moves
                ),
            );
        }
        if yg::yg_8_play_state(&g.moves, yg::YgEnding::FourConsecutive) != st {
            differ += 1;
        }
    }
    Evidence::new(
        Status::Depends,
        format!("single pass continues, two suspend, two more end: agrees with the model on {n} games; reading 四虛終局 as four consecutive passes gives a different state in {differ} of them"),
    )
    .cases(n)
    .link("spec/src/yg/play.rs#yg_8_play_state")
    .reading("ying-ending: suspend-then-end", Status::Holds)
    .reading("ying-ending: four-consecutive", Status::Holds)
}

fn yg9(b: Budget) -> Evidence {
    run_on_all(
        b,
        "captures need exhausted liberties, taken by the mover, opponent first, with change",
        ANY,
        |_, g| yg::yg_9_capture(g),
    )
    .link("spec/src/yg/play.rs#yg_9_capture")
}

fn yg4(b: Budget) -> Evidence {
    // A pass is one stone outside the board: each side's pass stones equal its passes.
    let games = corpus(b);
    let mut n = 0u64;
    for (_, g) in games {
        let mut passes = [0usize; 2];
        for (i, m) in g.moves.iter().enumerate() {
            if let Move::Pass(c, _) = m {
                passes[game::side(*c)] += 1;
            }
            n += 1;
            if g.positions[i].pass_stones != passes {
                return Evidence::new(
                    Status::Fails,
                    format!(
                        "after move {} the pass stones are {:?} but the passes {:?}",
                        i + 1,
                        g.positions[i].pass_stones,
                        passes
                    ),
                )
                .cases(n);
            }
        }
    }
    Evidence::new(
        Status::Holds,
        format!("in {n} moves of generated engine games each pass put exactly one stone of the passer outside the board; resignation (two stones) is not a move of the model and is not checked"),
    )
    .cases(n)
    .link("src/audit/go_play.rs#yg4")
}

fn yg20(b: Budget) -> Evidence {
    // Ying capture conditions vs traditional ones on the same generator: self-capture occurs
    // only under the Ying options; a capture that brings back an earlier board occurs only
    // under the traditional (simple ko) rule.
    let games = corpus(b);
    let ying = |o: &Options| o.suicide == Suicide::Allowed && o.ko == Ko::PositionalSuperko;
    let traditional = |o: &Options| o.suicide == Suicide::Forbidden && o.ko == Ko::Simple;
    let mut self_caps = [0u64; 2];
    let mut repeat_caps = [0u64; 2];
    let mut n = 0u64;
    for (o, g) in games {
        let k = if ying(o) {
            0
        } else if traditional(o) {
            1
        } else {
            continue;
        };
        let history = g.history();
        for (i, m) in g.moves.iter().enumerate() {
            n += 1;
            let (before, after) = (&history[i], &history[i + 1]);
            if let Move::Play(c, p) = *m {
                if after.grid.get(p) == Cell::Empty {
                    self_caps[k] += 1;
                }
                let took = after.prisoners[game::side(c)] > before.prisoners[game::side(c)];
                if took && history[..=i].iter().any(|h| h.grid == after.grid) {
                    repeat_caps[k] += 1;
                }
            }
        }
    }
    let holds = self_caps[1] == 0 && repeat_caps[0] == 0;
    Evidence::new(
        if holds { Status::Holds } else { Status::Fails },
        format!(
            "on {n} moves: Ying options (self-capture allowed, change required) made {} self-captures and {} captures back to an earlier board; traditional options (no self-capture, simple ko) made {} and {} (change after a capture is not guaranteed there)",
            self_caps[0], repeat_caps[0], self_caps[1], repeat_caps[1]
        ),
    )
    .cases(n)
    .link("src/audit/go_play.rs#yg20")
}

fn c12(b: Budget) -> Evidence {
    // A non-ideal no-dispute position: play suspended by two passes on a board that is not an
    // ideal final position (JPD-C7's checkable part).
    let games = corpus(b);
    let mut suspended = 0u64;
    let mut non_ideal = 0u64;
    let mut example = None;
    for (_, g) in games.iter().filter(|(o, _)| o.end == End::SuspendThenEnd) {
        if let Some(i) = jpd::jpd_c10_two_passes_suspend(&g.moves, jpd::PassCounting::AnyPass) {
            suspended += 1;
            let grid = &g.positions[i].grid;
            if !qili_spec::go::life::is_ideal_final_position(grid) {
                non_ideal += 1;
                example.get_or_insert_with(|| grid.rows().join("/"));
            }
        }
    }
    Evidence::new(
        if suspended > 0 { Status::Holds } else { Status::NotChecked },
        format!(
            "of {suspended} suspensions in generated games, {non_ideal} were agreed on a board that is not an ideal final position (JPD-C12's non-ideal no-dispute position), e.g. {}",
            example.unwrap_or_else(|| "none".into())
        ),
    )
    .cases(suspended)
    .link("spec/src/go/life.rs#is_ideal_final_position")
}

fn yg2(_: Budget) -> Evidence {
    Evidence::new(
        Status::UndecidableAsWritten,
        "\"認輸或一點勝皆為一局勝\" classifies results for a match score; resignation is not a move of the rules and the text gives no predicate over positions or games to check beyond it.",
    )
}

/// The checks of this area.
pub fn checks() -> Vec<Check> {
    vec![
        Check {
            id: "JPD-A3",
            code: "qili_spec::jpd::play::jpd_a3_empty_start_alternate",
            run: a3,
        },
        Check {
            id: "JPD-A4",
            code: "qili_spec::jpd::play::jpd_a4_two_pass_kinds",
            run: a4,
        },
        Check {
            id: "JPD-A5",
            code: "qili_spec::jpd::play::jpd_a5_stones_never_move",
            run: a5,
        },
        Check {
            id: "JPD-A6",
            code: "qili_spec::jpd::play::jpd_a6_liberties_of_stone",
            run: a6_a7,
        },
        Check {
            id: "JPD-A7",
            code: "qili_spec::jpd::play::jpd_a7_block",
            run: a6_a7,
        },
        Check {
            id: "JPD-C1",
            code: "qili_spec::jpd::play::jpd_c1_no_liberties_removed",
            run: c1,
        },
        Check {
            id: "JPD-A10",
            code: "qili_spec::jpd::play::jpd_a10_shape",
            run: a10,
        },
        Check {
            id: "JPD-C4",
            code: "qili_spec::jpd::play::jpd_c4_pass_changes_shape",
            run: c4,
        },
        Check {
            id: "JPD-A11",
            code: "qili_spec::jpd::play::jpd_a11_no_going_back",
            run: a10_a11,
        },
        Check {
            id: "JPD-C5",
            code: "qili_spec::jpd::play::jpd_c5_no_whole_board_repetition",
            run: c5,
        },
        Check {
            id: "JPD-C6",
            code: "qili_spec::jpd::play::jpd_c6_four_passes_end",
            run: c6,
        },
        Check {
            id: "JPD-C10",
            code: "qili_spec::jpd::play::jpd_c10_two_passes_suspend",
            run: c10,
        },
        Check {
            id: "YG-5",
            code: "qili_spec::yg::play::yg_5_moves",
            run: yg5,
        },
        Check {
            id: "YG-6",
            code: "qili_spec::yg::play::yg_6_every_real_move_changes",
            run: yg6,
        },
        Check {
            id: "YG-7",
            code: "qili_spec::yg::play::yg_7_self_capture_when_it_changes",
            run: yg7,
        },
        Check {
            id: "YG-8",
            code: "qili_spec::yg::play::yg_8_play_state",
            run: yg8,
        },
        Check {
            id: "YG-9",
            code: "qili_spec::yg::play::yg_9_capture",
            run: yg9,
        },
        Check {
            id: "YG-4",
            code: "qili::audit::go_play (pass stones = passes)",
            run: yg4,
        },
        Check {
            id: "YG-20",
            code: "qili::audit::go_play (Ying vs traditional captures)",
            run: yg20,
        },
        Check {
            id: "JPD-C12",
            code: "qili_spec::go::life::is_ideal_final_position",
            run: c12,
        },
        Check {
            id: "YG-2",
            code: "none: descriptive",
            run: yg2,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_level_check_has_a_verdict() {
        for c in checks() {
            let e = (c.run)(Budget::Default);
            assert_ne!(e.status, Status::NotChecked, "{}", c.id);
            if e.status != Status::UndecidableAsWritten {
                assert!(e.cases > 0, "{} ran on no cases", c.id);
            }
        }
    }

    #[test]
    fn mover_first_removal_is_a_different_reading() {
        let e = c1(Budget::Default);
        assert!(e
            .readings
            .iter()
            .any(|(r, s)| r.contains("mover-first") && *s == Status::Fails));
        assert!(e
            .readings
            .iter()
            .any(|(r, s)| r.contains("opponent-first") && *s == Status::Holds));
    }
}
