//! Audit checks of the move-level claims (JPD-A3..A7, A10, A11, C1, C4..C6, C10; YG-5..YG-9):
//! the predicates of [`qili_spec::jpd::play`] and [`qili_spec::yg::play`] run on generated games
//! under every combination of rule options, each reading option separately.

use super::games::{all_options, engine_game, small_boards};
use super::{Budget, Check, Evidence, Status};
use qili_spec::go::game::{self, End, GameRecord, Ko, Move, Options, PassKind, Suicide};
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
            return Evidence::counterexample(format!(
                "{what}: {v} (options {:?}, board {}x{}, moves {:?})",
                o,
                g.start.grid.width(),
                g.start.grid.height(),
                g.moves
            ))
            .cases(games.len() as u64);
        }
    }
    let n: Vec<(Options, GameRecord)> = games.iter().map(|x| (*x).clone()).collect();
    Evidence::searched(
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
        None,
    )
    .cases(games.len() as u64)
    .link("src/audit/go_play.rs")
}

const ANY: fn(&Options) -> bool = |_| true;

fn a3(b: Budget) -> Evidence {
    let games = run_on_all(
        b,
        "empty start, alternate moves, one stone on an empty point or outside",
        ANY,
        |_, g| jpd::jpd_a3_empty_start_alternate(g),
    );
    if games.status != Status::Holds {
        return games.link("spec/src/jpd/play.rs#jpd_a3_empty_start_alternate");
    }
    let (records, bad) = refused_starts("jpd", false, |r| {
        jpd::jpd_a3_empty_start_alternate(r).is_ok()
    });
    let mut e = Evidence::searched(
        format!(
            "{} Records that break 棋局开始前,不得有任何棋子存在于棋盘上: every one-stone setup (AB or AW) on \
             every board from 1x2 to 3x3, with no move and with one move of each side after it, \
             {records} SGF records: `qili replay --rules jpd` refuses each before move 1 and \
             the spec's predicate rejects each start. 黑白双方轮流下子 names no first mover, so \
             the predicate lets either side start (the engine's games start with Black).",
            games.summary
        ),
        bad,
    );
    e.cases = games.cases + records;
    e.link("spec/src/jpd/play.rs#jpd_a3_empty_start_alternate")
        .link("src/go/sgf.rs#replay_report")
}

/// Records whose start a document forbids, for JPD-A3 (`jpd`: stones before move 1) and YG-5
/// (`ying`: stones before move 1, and White first on the empty board): every one-stone setup
/// on the boards 1x2 .. 3x3, alone and followed by one move of either side on the first empty
/// point, and (with `white_first`) a first move of White's on each point of the empty board.
/// Each must be refused by the engine's replay under `preset`
/// ([`crate::go::sgf::RefusedStart`]) and rejected by the spec's predicate `accepts`. Returns
/// the count and the first record that is not.
fn refused_starts(
    preset: &str,
    white_first: bool,
    accepts: impl Fn(&GameRecord) -> bool,
) -> (u64, Option<String>) {
    use crate::go::sgf::write_point;
    use crate::go::{Point as EP, SgfGame};
    use qili_spec::go::game::Position;
    use qili_spec::go::grid::{Color, Point};
    let rules = crate::rules::parse_for_play(preset).expect("a preset");
    // The spec side: the record as a game of the plain model (one move at most: no ko).
    let o = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::Simple,
        end: End::FourPasses,
    };
    let mut n = 0u64;
    let mut check = |text: String, start: Position, moves: Vec<Move>| -> Option<String> {
        n += 1;
        let sgf = SgfGame::parse(&text).expect("a well-formed record");
        if sgf.replay_report(rules).refused_start.is_none() {
            return Some(format!("`{text}`: the engine's {preset} replay accepts it"));
        }
        match game::replay(start, &moves, o) {
            Ok(r) if accepts(&r) => Some(format!("`{text}`: the spec's predicate accepts it")),
            _ => None,
        }
    };
    for (w, h) in [(1, 2), (1, 3), (2, 2), (2, 3), (3, 3)] {
        for i in 0..w * h {
            let (x, y) = (i % w, i / w);
            let here = write_point(EP::new(x, y));
            if white_first {
                let mut start = Position::start(w, h);
                start.to_move = Color::White;
                let text = format!("(;GM[1]SZ[{w}:{h}];W[{here}])");
                if let Some(bad) = check(
                    text,
                    start,
                    vec![Move::Play(Color::White, Point::new(x, y))],
                ) {
                    return (n, Some(bad));
                }
            }
            let other = (0..w * h).find(|&j| j != i).expect("two points at least");
            let there = write_point(EP::new(other % w, other / w));
            for (tag, colour) in [("AB", Color::Black), ("AW", Color::White)] {
                for after in [None, Some(("B", Color::Black)), Some(("W", Color::White))] {
                    let mut text = format!("(;GM[1]SZ[{w}:{h}]{tag}[{here}]");
                    let mut start = Position::start(w, h);
                    start.grid.set(Point::new(x, y), Cell::Stone(colour));
                    let mut moves = Vec::new();
                    if let Some((c, side)) = after {
                        text.push_str(&format!(";{c}[{there}]"));
                        start.to_move = side;
                        moves.push(Move::Play(side, Point::new(other % w, other / w)));
                    }
                    text.push(')');
                    if let Some(bad) = check(text, start, moves) {
                        return (n, Some(bad));
                    }
                }
            }
        }
    }
    (n, None)
}

/// Whether the evidence `e` runs the reading `name` and the claim holds under it.
fn holds_under(e: &Evidence, name: &str) -> bool {
    e.readings
        .iter()
        .find(|r| r.name == name)
        .is_some_and(|r| r.status == Status::Holds)
}

/// The option `pass-kinds-in-shape` of JPD-A4 and JPD-C10, read as JPD-A10's pass key:
/// `distinguished` the per-side-and-kind key, `merged` the per-side key. Each reading holds
/// when `behaviour` (the claim's own check) holds and `shape` (JPD-A10's evidence) holds under
/// that key.
fn pass_kind_readings(behaviour: bool, shape: &Evidence) -> Vec<(String, Status)> {
    let key = |name: &str| holds_under(shape, name);
    vec![
        (
            "pass-kinds-in-shape: distinguished (JPD-A10 pass-stones-in-shape: \
             count-per-side-and-kind)"
                .to_string(),
            Status::from_holds(behaviour && key("pass-stones-in-shape: count-per-side-and-kind")),
        ),
        (
            "pass-kinds-in-shape: merged (JPD-A10 pass-stones-in-shape: count-per-side)"
                .to_string(),
            Status::from_holds(behaviour && key("pass-stones-in-shape: count-per-side")),
        ),
    ]
}

/// JPD-A4 (000 公理四): two kinds of pass, (1) 各方将棋子下在棋盘的己方右边界线的外面 and (2) 各方应
/// 将表示休止的虚着之子下在靠近己方的棋盘下面的边界线外面. Both are offered at every position of
/// the generated games, and the behaviour the two kinds make is JPD-C6's and JPD-C10's checks,
/// run here by the same functions and cited: 推论6 counts right-edge passes only toward 四虚
/// 终局 (a run of four whose last is a suspension pass does not end), 推论10 two suspension
/// passes suspend (two right-edge ones do not). The option `pass-kinds-in-shape` is JPD-A10's
/// pass key: `distinguished` the per-side-and-kind key, `merged` the per-side key (公理十 names
/// 走虚着时下在棋盘边界外面的黑白棋子, not their edge); the endings read the kind of each pass
/// move, not the shape, so each reading holds when both kinds are offered, JPD-C6 and JPD-C10
/// hold, and JPD-A10 holds under that key.
fn a4(b: Budget) -> Evidence {
    let games = corpus(b);
    let mut n = 0u64;
    let mut offered = Ok(());
    'games: for (o, g) in games.iter().take(200) {
        let history = g.history();
        for i in 0..history.len() {
            let legal = game::legal_moves(&history[..=i], &g.moves[..i], *o);
            n += 1;
            if let Err(v) = jpd::jpd_a4_two_pass_kinds(&legal) {
                offered = Err(v.to_string());
                break 'games;
            }
        }
    }
    let (six, ten, shape) = (c6(b), c10(b), a10(b));
    let behaviour = offered.is_ok() && six.status == Status::Holds && ten.status == Status::Holds;
    let readings = pass_kind_readings(behaviour, &shape);
    let rejected = |e: &Evidence| {
        e.rejected
            .iter()
            .map(|r| format!("{} rejected against {}", r.reading, r.contradicts))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Evidence::by_readings(
        format!(
            "Both kinds offered: {}. What the two kinds do, from JPD-C6's and JPD-C10's checks \
             (same functions): JPD-C6 {} ({}; {}); JPD-C10 {} ({}; {}). The shape keys, from \
             JPD-A10's check: {}",
            match &offered {
                Ok(()) => format!(
                    "in {n} positions of generated games, both kinds of pass were offered \
                     together (or the game was over)"
                ),
                Err(v) => format!("not at position {n}: {v}"),
            },
            six.status.label(),
            six.summary,
            rejected(&six),
            ten.status.label(),
            ten.summary,
            rejected(&ten),
            shape.summary,
        ),
        readings,
    )
    .cases(n)
    .link("spec/src/jpd/play.rs#jpd_a4_two_pass_kinds")
    .link("spec/src/jpd/play.rs#jpd_c6_four_passes_end")
    .link("spec/src/jpd/play.rs#jpd_c10_two_passes_suspend")
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
                    return Evidence::counterexample(format!(
                        "block at {:?}: A6/A7 liberties {:?} vs flood fill {:?}",
                        block[0], libs, flood
                    ));
                }
            }
        }
    }
    Evidence::searched(
        format!("the liberties of {n} blocks, computed from the sentences of A6 and A7, equal the reference flood fill"),
        None,
    )
    .cases(n)
    .link("spec/src/jpd/play.rs#jpd_a7_block")
}

/// JPD-C1 (000 推论1 有气则存无气则亡…要从棋盘上被提走) on the generated games, per reading:
/// `removal-order: opponent-first` (the games' own order) and each `suicide` option on the
/// games played under it; `removal-order: all-at-once` (no order: every block without
/// liberties goes, the capturing stone of a ko with it) is run on the same games and set aside
/// against 推论6 对照 (两虚终局的规定,取消了隔虚提劫的合理下法), which takes ko captures as 000's
/// play. Mover-first is shown as a comparison.
fn c1(b: Budget) -> Evidence {
    let order = |o: jpd::RemovalOrder| {
        move |_: &Options, g: &GameRecord| jpd::jpd_c1_no_liberties_removed(g, o)
    };
    let opp = run_on_all(
        b,
        "no block without liberties; removal opponent-first",
        ANY,
        order(jpd::RemovalOrder::OpponentFirst),
    );
    let mover = run_on_all(
        b,
        "removal mover-first",
        ANY,
        order(jpd::RemovalOrder::MoverFirst),
    );
    // All at once on the same games: the games in which it differs (a capture whose stone had
    // no liberty before the capture, as in every ko capture).
    let games = corpus(b);
    let differ = games
        .iter()
        .filter(|(_, g)| jpd::jpd_c1_no_liberties_removed(g, jpd::RemovalOrder::AllAtOnce).is_err())
        .count();
    let mut readings = vec![("removal-order: opponent-first".to_string(), opp.status)];
    for (name, s) in [
        ("suicide: forbidden", Suicide::Forbidden),
        ("suicide: allowed", Suicide::Allowed),
    ] {
        let e = run_on_all(
            b,
            name,
            |o: &Options| o.suicide == s,
            order(jpd::RemovalOrder::OpponentFirst),
        );
        readings.push((name.to_string(), e.status));
    }
    let mut e = Evidence::by_readings(
        format!(
            "{} The text does not fix the order of removal; the mover-first predicate on the same \
             (opponent-first) games gives: {}{} Removal all at once differs on {differ} of {} games \
             (a capturing stone with no liberty of its own before the capture is taken off too).",
            opp.summary,
            mover.summary,
            if mover.status == Status::Fails {
                " (the orders differ exactly when a move fills the last liberty of both sides: YG-9 settles it for the Ying rules, 000 does not)."
            } else {
                "."
            },
            games.len()
        ),
        readings,
    )
    .reject(
        "removal-order: all-at-once",
        "JPD-C6",
        format!(
            "removed all at once, the stone that takes a ko dies with the stone it takes, so no \
             ko can be taken ({differ} of the generated games play a capture it would undo); \
             000 推论6 对照 两虚(或两弃)终局的规定,取消了隔虚提劫的合理下法 takes the retaking of a \
             ko after passes as 000's own play"
        ),
    );
    e.cases = opp.cases;
    e.link("spec/src/jpd/play.rs#jpd_c1_no_liberties_removed")
}

/// JPD-A8 (棋子生存在棋盘上要有两个条件:一是其着点(立足之地),二是其气点(供气之地)) in play:
/// after every move of the generated games, under every option set, every block on the board
/// has a liberty, so no stone stands without one (it would have been taken off, JPD-C1).
/// Falsified by a position with a stone and no liberty (a capture or a suicide the engine
/// failed to take off).
fn a8(b: Budget) -> Evidence {
    let games = corpus(b);
    let (mut positions, mut blocks) = (0u64, 0u64);
    for (_, g) in games.iter() {
        for (i, pos) in g.positions.iter().enumerate() {
            positions += 1;
            for block in pos.grid.blocks() {
                blocks += 1;
                if pos.grid.liberties(&block).is_empty() {
                    return Evidence::counterexample(format!(
                        "position {i} of a generated game: the block at {:?} stands with no liberty",
                        block[0]
                    ));
                }
            }
        }
    }
    Evidence::searched(
        format!(
            "after every move of {} generated games ({positions} positions, {blocks} blocks, boards 1x1 to 5x5, every option set of the corpus) every block on the board has a liberty: no stone stands without 其气点 (JPD-C1 takes off the ones left without)",
            games.len()
        ),
        None,
    )
    .cases(blocks)
    .link("spec/src/jpd/play.rs#jpd_c1_no_liberties_removed")
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
    let passes = corpus(b)
        .iter()
        .filter(|(o, _)| jpd_shape(o))
        .map(|(_, g)| g.moves.iter().filter(|m| m.is_pass()).count() as u64)
        .sum::<u64>();
    let mut ev = Evidence::by_readings(
        format!(
            "With the shape of A10 (pass stones counted) games under the JPD ko option keep A11: {}",
            with.summary
        ),
        vec![("shape-key: board-and-pass-stones".to_string(), with.status)],
    );
    if board_only.status == Status::Fails {
        // A pass leaves the board as it was: read as the board alone, A11 forbids every pass.
        ev = ev.reject(
            "shape-key: board-only",
            "JPD-A3",
            format!(
                "read as the board alone A11 forbids every pass, since a pass leaves the board as \
                 it was ({passes} passes in these games; {}), but JPD-A3 makes a stone outside the \
                 board a move (虚着), JPD-A4 names two kinds of pass, and JPD-A10/C4 put the pass \
                 stones in the shape",
                board_only.summary
            ),
        );
    } else {
        ev.readings
            .push(("shape-key: board-only".to_string(), board_only.status).into());
        ev = ev.status_from_readings();
    }
    // The option `recurrence: earlier-shape-with-same-side-to-move`: a shape counts as seen
    // only if it was seen with the same side to move. Measured on every game of the corpus
    // (every rule set): the moves whose shape (board and pass stones) was seen before only with
    // the other side to move, which this reading allows and the text's 前所未有 forbids.
    let (mut moves_seen, mut other_side) = (0u64, 0u64);
    let mut first_other: Option<String> = None;
    for (_, g) in corpus(b).iter() {
        let h = g.history();
        for j in 1..h.len() {
            moves_seen += 1;
            let same_shape =
                |k: &game::Position| k.grid == h[j].grid && k.pass_stones == h[j].pass_stones;
            let any = h[..j].iter().any(same_shape);
            let same_side = h[..j]
                .iter()
                .any(|k| same_shape(k) && k.to_move == h[j].to_move);
            if any && !same_side {
                other_side += 1;
                first_other.get_or_insert_with(|| format!("{:?}", &g.moves[..j]));
            }
        }
    }
    let same_side_why = format!(
        "000 公理十 defines 全局的形 as 棋盘内的黑白棋子及走虚着时下在棋盘边界外面的黑白棋子和棋盘上的空点与线: \
         no side to move; keyed with the side to move, A11 would allow {other_side} of {moves_seen} \
         moves of the corpus (every rule set) whose shape was seen before with the other side to \
         move, against A11's 前所未有{}",
        first_other
            .map(|m| format!(" (first after {m})"))
            .unwrap_or_default()
    );
    ev.summary.push_str(
        " [recurrence: any-earlier-shape] is the reading run above (jpd_a11_no_going_back).",
    );
    ev.readings
        .push(("recurrence: any-earlier-shape".to_string(), with.status).into());
    // JPD-A10's keys: the pass stones per side (the rule the games are played under), and per
    // side and kind (公理四 puts the two kinds at different edges).
    let per_kind = run_on_all(
        b,
        "every move makes a shape (board, pass stones per side and kind) never seen before",
        jpd_shape,
        |_, g| jpd::jpd_a11_no_going_back_keyed(g, jpd::PassKey::CountPerSideAndKind),
    );
    ev.summary.push_str(&format!(
        " [{}] is the key run above; [{}] {}",
        jpd::PassKey::CountPerSide.name(),
        jpd::PassKey::CountPerSideAndKind.name(),
        per_kind.summary
    ));
    ev.readings
        .push((jpd::PassKey::CountPerSide.name().to_string(), with.status).into());
    ev.readings.push(
        (
            jpd::PassKey::CountPerSideAndKind.name().to_string(),
            per_kind.status,
        )
            .into(),
    );
    ev = ev.status_from_readings().reject(
        "recurrence: earlier-shape-with-same-side-to-move",
        "JPD-A10",
        same_side_why,
    );
    ev.cases(with.cases)
        .link("spec/src/jpd/play.rs#jpd_a11_no_going_back")
        .link("spec/src/jpd/play.rs (test retaking_a_ko_after_passes_keeps_a11_with_pass_stones_and_breaks_board_only)")
}

/// 推论4's literal reading (every pass makes a shape different from the one just before it)
/// on the games `filter` keeps, under each pass key of JPD-A10: the readings, the summary of
/// each and the games counted.
fn pass_changes_shape_per_key(
    b: Budget,
    filter: impl Fn(&Options) -> bool + Copy,
) -> (Vec<(String, Status)>, Vec<String>, u64) {
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut cases = 0;
    for key in jpd::PassKey::ALL {
        let e = run_on_all(
            b,
            "every pass makes a shape different from the one before it",
            filter,
            |_, g| jpd::jpd_c4_pass_changes_shape_from_previous(g, key),
        );
        cases = e.cases;
        parts.push(format!(
            "[{}] {}",
            key.name(),
            e.summary.trim_end_matches('.')
        ));
        readings.push((key.name().to_string(), e.status));
    }
    (readings, parts, cases)
}

/// JPD-A10 under each pass key: every pass changes the shape from the one before it, on the
/// games of the JPD shape rule; and where the two keys part on the corpus. Two positions of one
/// game with the same board and the same per-side count have no pass between them (a count
/// only grows in a game without a dispute), so the keys forbid the same moves there; they part
/// only across 推论9(3)'s dispute, where the board and the pass stones are restored (JPD-A11's
/// dispute evidence). Falsified by a pass that leaves the shape as it was, or by two positions
/// of a game that one key tells apart and the other not.
fn a10(b: Budget) -> Evidence {
    let (readings, parts, cases) = pass_changes_shape_per_key(b, jpd_shape);
    // Where the keys part on the corpus (every rule set): pairs of positions of a game with the
    // same per-side shape, and those of them the per-kind key tells apart.
    let (mut same_per_side, mut parted) = (0u64, 0u64);
    for (_, g) in corpus(b) {
        let side = jpd::jpd_a10_shapes(g, jpd::PassKey::CountPerSide);
        let kind = jpd::jpd_a10_shapes(g, jpd::PassKey::CountPerSideAndKind);
        for j in 0..side.len() {
            for k in 0..j {
                if side[j] == side[k] {
                    same_per_side += 1;
                    parted += u64::from(kind[j] != kind[k]);
                }
            }
        }
    }
    let tallies = dispute_tallies(b);
    let nr = jpd::Resumption::ALL.len();
    let keep = jpd::Resumption::ALL
        .iter()
        .position(|r| *r == jpd::Resumption::RestoreBoardKeepHistory)
        .expect("a reading");
    let (side_t, kind_t) = (&tallies[keep], &tallies[nr + keep]);
    Evidence::by_readings(
        format!(
            "The shape is stones on the board, pass stones outside it and empty points \
             (公理十 棋盘内的黑白棋子及走虚着时下在棋盘边界外面的黑白棋子和棋盘上的空点与线), the pass \
             stones counted per side, or per side and kind (公理四: (1) 己方右边界线的外面, (2) \
             靠近己方的棋盘下面的边界线外面). {}. The keys part on {parted} of the {same_per_side} \
             pairs of positions of a corpus game (every rule set) with the same board and \
             per-side count: in a game without a dispute they forbid the same moves. They part \
             after 推论9(3)'s dispute with the board restored and the shapes kept: right after \
             it the proposer's right-edge pass is legal in {} of {} suspended games under the \
             per-side key and {} under the per-kind key (JPD-A11)",
            parts.join(". "),
            side_t.ordinary_pass,
            side_t.games,
            kind_t.ordinary_pass,
        ),
        readings,
    )
    .cases(cases)
    .link("spec/src/jpd/play.rs#jpd_a10_shape")
    .link("spec/src/jpd/play.rs#jpd_a10_shapes")
}

/// JPD-C4 (推论4 虚着兼有手数与棋形的变化): read literally, every pass makes a shape different
/// from the one just before it (the status, under each pass key of JPD-A10, on every game of
/// the corpus). The stronger "a pass never makes an earlier shape", which the words do not say
/// (前所未有 is 公理十一's, not 推论4's), is shown beside it on the same games and on the games
/// resumed after 推论9(3)'s dispute, with JPD-A11's readings, and decides nothing.
fn c4(b: Budget) -> Evidence {
    let (readings, parts, cases) = pass_changes_shape_per_key(b, ANY);
    let mut stronger = Vec::new();
    for key in jpd::PassKey::ALL {
        let (mut passes, mut repeats) = (0u64, 0u64);
        for (_, g) in corpus(b) {
            let shapes = jpd::jpd_a10_shapes(g, key);
            for (i, m) in g.moves.iter().enumerate() {
                if m.is_pass() {
                    passes += 1;
                    repeats += u64::from(shapes[..=i].contains(&shapes[i + 1]));
                }
            }
        }
        stronger.push(format!(
            "[{}] {repeats} of {passes} passes of the corpus games",
            key.name()
        ));
    }
    let tallies = dispute_tallies(b);
    let nr = jpd::Resumption::ALL.len();
    for (ki, key) in jpd::PassKey::ALL.into_iter().enumerate() {
        for (ri, r) in jpd::Resumption::ALL.into_iter().enumerate() {
            let t = &tallies[ki * nr + ri];
            stronger.push(format!(
                "[{}{}] {} of {} passes of the resumed games",
                dispute_reading(r, key),
                match (r, t.no_move > 0) {
                    (jpd::Resumption::RestoreBeforeSuspension, _) => {
                        ", unsupported (JPD-A11)".to_string()
                    }
                    (_, true) => ", rejected against JPD-C9 (JPD-A11)".to_string(),
                    _ => String::new(),
                },
                t.remade_any_pass,
                t.passes
            ));
        }
    }
    Evidence::by_readings(
        format!(
            "推论4 虚着兼有手数与棋形的变化 read as written: a pass changes the shape from the one \
             before it. {}. The stronger reading, that a pass never makes a shape the game \
             showed earlier (公理十一's 前所未有, not 推论4's words), shown and deciding nothing: \
             passes that make an earlier shape: {}",
            parts.join(". "),
            stronger.join("; ")
        ),
        readings,
    )
    .cases(cases)
    .link("spec/src/jpd/play.rs#jpd_c4_pass_changes_shape_from_previous")
    .link("spec/src/jpd/play.rs#jpd_c4_pass_never_repeats")
    .link("proofs/JPD-C4.md")
}

fn c5(b: Budget) -> Evidence {
    // C5 from A11: every game that keeps A11 keeps C5 (checked on all games, filtered by A11),
    // under each pass key of JPD-A10.
    let games = corpus(b);
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut cases = 0;
    for key in jpd::PassKey::ALL {
        let mut n = 0u64;
        let mut bad: Option<String> = None;
        for (_, g) in games {
            if jpd::jpd_a11_no_going_back_keyed(g, key).is_ok() {
                n += 1;
                if let Err(v) = jpd::jpd_c5_no_repetition_keyed(g, key) {
                    bad.get_or_insert(format!("A11 held but C5 failed: {v}"));
                }
            }
        }
        cases = n;
        parts.push(format!(
            "[{}] every one of {n} generated games (all ko options) that keeps A11 move by move \
             also has no shape twice (C5 checked pairwise){}",
            key.name(),
            bad.as_ref()
                .map(|v| format!("; counterexample: {v}"))
                .unwrap_or_default()
        ));
        readings.push((key.name().to_string(), Status::from_holds(bad.is_none())));
    }
    Evidence::by_readings(
        format!("{}; proof: proofs/JPD-C5.md", parts.join(". ")),
        readings,
    )
    .cases(cases)
    .link("spec/src/jpd/play.rs#jpd_c5_no_whole_board_repetition")
    .link("spec/src/jpd/play.rs#jpd_c5_no_repetition_keyed")
}

/// 推论10's sentence that keeps suspension passes apart from the four-pass ending.
const C10_APART: &str =
    "推论10 为避免与四虚终局相混淆,各方应将表示休止的虚着之子下在靠近己方的棋盘下面的边界线外面";

fn c6(b: Budget) -> Evidence {
    // 000 推论6: 连续的四手虚着(各方将虚着下在棋盘的右边线外面) … 在连续四虚手后,判棋局为终了, and
    // 甲乙双方连续的两虚着后,甲方是可以继续下实着的. The model's four-pass ending counts right-edge
    // (ordinary) passes only (spec/src/go/game.rs `End::FourPasses`). Counting any kind is
    // rejected: 推论10 puts suspension passes below the board 为避免与四虚终局相混淆, so a
    // suspension pass counted toward 四虚终局 is the confusion the sentence rules out.
    let named = run_on_all(
        b,
        "games under the four-pass ending end exactly at four consecutive right-edge (ordinary) \
         passes; each ended game replayed with its last four passes ordinary ends, and with the \
         last one a suspension pass does not",
        |o| o.end == End::FourPasses,
        |o, g| {
            let over = game::is_over(&g.moves, o.end);
            jpd::jpd_c6_four_passes_end(g, over, jpd::PassCounting::NamedKindOnly)?;
            if !over {
                return Ok(());
            }
            let n = g.moves.len();
            let last4: Vec<usize> = (n - 4..n).collect();
            let ordinary = with_pass_kind(&g.moves, &last4, PassKind::Ordinary);
            let mixed = with_pass_kind(&ordinary, &[n - 1], PassKind::Suspension);
            for (moves, want) in [(ordinary, true), (mixed, false)] {
                let rec =
                    game::replay(g.start.clone(), &moves, *o).map_err(|(k, e)| jpd::Violation {
                        id: "JPD-C6",
                        move_index: Some(k),
                        detail: format!("the relabelled pass is illegal ({e:?})"),
                    })?;
                let model = game::is_over(&rec.moves, o.end);
                if model != want {
                    return Err(jpd::Violation {
                        id: "JPD-C6",
                        move_index: Some(n - 1),
                        detail: format!(
                            "the model says over = {model} with the last pass {}",
                            if want {
                                "ordinary"
                            } else {
                                "a suspension pass"
                            }
                        ),
                    });
                }
                jpd::jpd_c6_four_passes_end(&rec, want, jpd::PassCounting::NamedKindOnly)?;
            }
            Ok(())
        },
    );
    Evidence::by_readings(
        named.summary.clone(),
        vec![("four-passes: right-edge-kind-only".to_string(), named.status)],
    )
    .cases(named.cases)
    .reject(
        "four-passes: any-kind",
        "JPD-C10",
        format!("{C10_APART}: a suspension pass counted toward 四虚终局 is the confusion the sentence rules out"),
    )
    .link("spec/src/jpd/play.rs#jpd_c6_four_passes_end")
}

/// The moves with the passes at `at` given the pass kind `kind`.
fn with_pass_kind(moves: &[Move], at: &[usize], kind: PassKind) -> Vec<Move> {
    let mut out = moves.to_vec();
    for &i in at {
        if let Move::Pass(c, _) = out[i] {
            out[i] = Move::Pass(c, kind);
        }
    }
    out
}

/// The engine game of `moves` (a spec record's moves) under the play options `o` from the
/// empty `width` x `height` board, or `None` if a move is not among the engine's legal moves.
fn engine_replay(
    o: Options,
    width: usize,
    height: usize,
    moves: &[Move],
) -> Option<crate::go::Game> {
    let mut e = crate::go::Game::new(super::games::engine_rules(o), width, height).ok()?;
    for &m in moves {
        let em = e
            .legal_moves()
            .into_iter()
            .find(|&x| crate::go::to_spec::spec_move(x) == m)?;
        e.play(em).ok()?;
    }
    Some(e)
}

/// The legal moves of a resumed game (the plain model's [`jpd::play_resumed`] on every real
/// move in row-major order, then both pass kinds).
fn resumed_legal(r: &jpd::Resumed, o: Options, key: jpd::PassKey) -> Vec<Move> {
    let cur = r.history.last().expect("a history has a position");
    let c = cur.to_move;
    cur.grid
        .points()
        .map(|p| Move::Play(c, p))
        .chain(PassKind::ALL.map(|k| Move::Pass(c, k)))
        .filter(|&m| jpd::play_resumed_keyed(&mut r.clone(), m, o, key).is_ok())
        .collect()
}

/// The ko taken just before a disputed suspension (the 4x3 ko `.XO./XO.O/.XO.`, Black takes at
/// c2, then 两虚休止 and a dispute): whether White's immediate retake at b2 is legal under each
/// reading of 推论9(3), on the plain model, and on the engine for the reading it plays.
fn ko_after_dispute(key: jpd::PassKey) -> Vec<(jpd::Resumption, Result<(), game::Illegal>)> {
    use qili_spec::go::grid::{Color, Grid, Point};
    let o = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::WholeShapeWithPassStones,
        end: End::SuspendOrFourPasses,
    };
    let start = game::Position {
        grid: Grid::from_rows(&[".XO.", "XO.O", ".XO."]).expect("a board"),
        to_move: Color::Black,
        pass_stones: [0, 0],
        prisoners: [0, 0],
    };
    let s = |c| Move::Pass(c, PassKind::Suspension);
    let moves = [
        Move::Play(Color::Black, Point::new(2, 1)),
        s(Color::White),
        s(Color::Black),
    ];
    let rec = game::replay(start, &moves, o).expect("a ko capture and two passes are legal");
    let retake = Move::Play(Color::White, Point::new(1, 1));
    jpd::Resumption::ALL
        .into_iter()
        .map(|r| {
            let mut g = jpd::resume_after_dispute(&rec, r).expect("suspended");
            (r, jpd::play_resumed_keyed(&mut g, retake, o, key))
        })
        .collect()
}

/// What 推论9(3)'s dispute (做棋时,若双方发生分歧,应将棋局恢复到休止前的局面,继续对局,由轮走方先下)
/// gives under one reading of what is restored ([`jpd::Resumption`]), on every suspended game of
/// the corpus that JPD-C10 resumes and that is played under the JPD shape rule
/// (`Ko::WholeShapeWithPassStones`, JPD-A11's): the moves legal right after the dispute, and
/// whether a move of the resumed game makes a shape (JPD-A10: board and pass stones per side)
/// that physically appeared earlier in the game: before the suspension, at either suspension
/// pass, or after the dispute. The restoration itself is no move (公理十一 judges 每方每下一子后).
#[derive(Clone, Debug, Default)]
struct DisputeTally {
    /// Suspended games resumed.
    games: u64,
    /// Games where the proposer's ordinary pass (公理四(1), right edge) is legal right after.
    ordinary_pass: u64,
    /// Games where the proposer's suspension pass (公理四(2), 推论10: a renewed proposal) is legal.
    suspension_pass: u64,
    /// Games where some real move of the proposer is legal right after.
    real_move: u64,
    /// Games where the proposer has no legal move at all right after the dispute, and the first.
    no_move: u64,
    first_no_move: Option<String>,
    /// Moves of resumed games checked: every legal move right after the dispute, then one
    /// playout of up to [`DISPUTE_PLAYOUT`] moves per game.
    moves: u64,
    /// Of those, the moves whose shape appeared earlier in the game, and the first (smallest
    /// board first).
    remade: u64,
    first_remade: Option<(usize, String)>,
    /// Of the moves right after the dispute, the passes among the remade ones.
    remade_passes: u64,
    /// Of the moves checked, the passes (JPD-C4's stronger reading runs on them), and the
    /// passes among the remade ones.
    passes: u64,
    remade_any_pass: u64,
}

/// How many moves each resumed game is played on after its first move (JPD-A11, JPD-C5).
const DISPUTE_PLAYOUT: usize = 12;

/// The dispute of 推论9(3) on the corpus, per pass key in [`jpd::PassKey::ALL`]'s order, then
/// per reading in [`jpd::Resumption::ALL`]'s order (index `key * 3 + reading`).
fn dispute_tallies(b: Budget) -> &'static [DisputeTally] {
    static DEFAULT: OnceLock<Vec<DisputeTally>> = OnceLock::new();
    static THOROUGH: OnceLock<Vec<DisputeTally>> = OnceLock::new();
    let cell = match b {
        Budget::Default => &DEFAULT,
        Budget::Thorough => &THOROUGH,
    };
    cell.get_or_init(|| {
        let nr = jpd::Resumption::ALL.len();
        let mut out = vec![DisputeTally::default(); jpd::PassKey::ALL.len() * nr];
        let games = corpus(b).iter().filter(|(o, g)| {
            o.end == End::SuspendOrFourPasses
                && jpd_shape(o)
                && jpd::jpd_c10_two_passes_suspend(&g.moves, jpd::PassCounting::NamedKindOnly)
                    .is_some_and(|i| i + 1 == g.moves.len())
        });
        for (gi, (o, g)) in games.enumerate() {
            let area = g.start.grid.area();
            for (ki, key) in jpd::PassKey::ALL.into_iter().enumerate() {
                for (k, r) in jpd::Resumption::ALL.into_iter().enumerate() {
                    let t = &mut out[ki * nr + k];
                    dispute_one(t, gi, k, area, g, *o, r, key);
                }
            }
        }
        out
    })
}

/// One suspended game `g` resumed under reading `r` and pass key `key`, tallied into `t`.
#[allow(clippy::too_many_arguments)]
fn dispute_one(
    t: &mut DisputeTally,
    gi: usize,
    k: usize,
    area: usize,
    g: &GameRecord,
    o: Options,
    r: jpd::Resumption,
    key: jpd::PassKey,
) {
    let res = jpd::resume_after_dispute(g, r).expect("the record ends in 两虚休止");
    t.games += 1;
    let legal = resumed_legal(&res, o, key);
    let has = |kind: PassKind| legal.iter().any(|m| *m == Move::Pass(m.colour(), kind));
    t.ordinary_pass += u64::from(has(PassKind::Ordinary));
    t.suspension_pass += u64::from(has(PassKind::Suspension));
    t.real_move += u64::from(legal.iter().any(|m| !m.is_pass()));
    if legal.is_empty() {
        t.no_move += 1;
        if t.first_no_move.is_none() {
            t.first_no_move = Some(format!(
                "{}x{} {:?}, moves {:?}",
                g.start.grid.width(),
                g.start.grid.height(),
                g.positions[g.moves.len() - 1].grid.rows(),
                g.moves
            ));
        }
    }
    // The shapes the game has shown (under `key`), the restoration included (it shows the
    // position before the suspension, or keeps the last one).
    let shown: Vec<jpd::KeyedShape> = jpd::jpd_a10_shapes(g, key)
        .into_iter()
        .chain(std::iter::once(res.shape(res.history.len() - 1, key)))
        .collect();
    let last_shape = |x: &jpd::Resumed| x.shape(x.history.len() - 1, key);
    let check = |t: &mut DisputeTally,
                 seen: &[jpd::KeyedShape],
                 shape: &jpd::KeyedShape,
                 played: &[Move],
                 first: bool| {
        t.moves += 1;
        let pass = played.last().is_some_and(|m| m.is_pass());
        if pass {
            t.passes += 1;
        }
        if seen.contains(shape) {
            t.remade += 1;
            if pass {
                t.remade_any_pass += 1;
            }
            if first && pass {
                t.remade_passes += 1;
            }
            if t.first_remade.as_ref().is_none_or(|(a, _)| area < *a) {
                t.first_remade = Some((
                    area,
                    format!(
                        "{}x{}, moves {:?}, dispute, then {:?}",
                        g.start.grid.width(),
                        g.start.grid.height(),
                        g.moves,
                        played
                    ),
                ));
            }
        }
    };
    for &m in &legal {
        let mut next = res.clone();
        jpd::play_resumed_keyed(&mut next, m, o, key).expect("a legal move");
        check(t, &shown, &last_shape(&next), &[m], true);
    }
    // One playout per game: a fixed pseudo-random choice among the legal moves.
    let mut cur = res.clone();
    let mut seen = shown.clone();
    let mut played = Vec::new();
    let mut x = (gi as u64)
        .wrapping_mul(6364136223846793005)
        .wrapping_add(k as u64 + 1);
    for _ in 0..=DISPUTE_PLAYOUT {
        let legal = resumed_legal(&cur, o, key);
        if legal.is_empty() {
            break;
        }
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = legal[((x >> 33) as usize) % legal.len()];
        jpd::play_resumed_keyed(&mut cur, m, o, key).expect("a legal move");
        played.push(m);
        let after = last_shape(&cur);
        if played.len() > 1 {
            check(t, &seen, &after, &played, false);
        }
        seen.push(after);
    }
}

/// The moves legal right after the dispute under one reading, in words.
fn dispute_legal_text(t: &DisputeTally) -> String {
    format!(
        "ordinary pass legal in {}, suspension pass in {}, a real move in {}, no move at all in {}",
        t.ordinary_pass, t.suspension_pass, t.real_move, t.no_move
    )
}

/// The name of a reading of 推论9(3)'s dispute under one pass key.
fn dispute_reading(r: jpd::Resumption, key: jpd::PassKey) -> String {
    format!("{}, {}", r.name(), key.name())
}

/// What the erasing reading (`resume: restore-before-suspension`) gives, under each key: shown,
/// deciding nothing, since no sentence of 000 supports the erasure.
fn erasing_reading_text(b: Budget) -> String {
    let tallies = dispute_tallies(b);
    let nr = jpd::Resumption::ALL.len();
    jpd::PassKey::ALL
        .into_iter()
        .enumerate()
        .map(|(ki, key)| {
            let t = &tallies[ki * nr];
            format!(
                "[{}] {} of {} moves of the resumed games make a shape the game showed ({} of them passes right after the dispute){}",
                key.name(),
                t.remade,
                t.moves,
                t.remade_passes,
                t.first_remade
                    .as_ref()
                    .map(|(_, w)| format!(", first {w}"))
                    .unwrap_or_default()
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// JPD-A11 (or JPD-C5, `id`) across 推论9(3)'s dispute: under each reading of 恢复到休止前的局面
/// and each pass key of JPD-A10, whether a move of a resumed game makes a shape that appeared
/// earlier in the game.
fn across_dispute(b: Budget, id: &str) -> Evidence {
    let tallies = dispute_tallies(b);
    let games = tallies.first().map_or(0, |t| t.games);
    let nr = jpd::Resumption::ALL.len();
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut stuck: Vec<(String, String)> = Vec::new();
    for (ki, key) in jpd::PassKey::ALL.into_iter().enumerate() {
        for (ri, r) in jpd::Resumption::ALL.into_iter().enumerate() {
            let t = &tallies[ki * nr + ri];
            let name = dispute_reading(r, key);
            if r == jpd::Resumption::RestoreBeforeSuspension {
                // Shown below, deciding nothing: no sentence supports the erasure.
                continue;
            }
            if r == jpd::Resumption::RestoreBoardKeepHistory && t.no_move > 0 {
                // Set aside below against 推论9(3)'s own 继续对局,由轮走方先下.
                stuck.push((
                    name,
                    format!(
                         "推论9(3) 做棋时,若双方发生分歧,应将棋局恢复到休止前的局面,继续对局,由轮走方先下,以实战解决之: \
                         with the two suspension shapes kept and {}, the proposer's pass of \
                         either kind remakes the shape after its own proposal, so right after \
                         the dispute {}; in {} of {games} suspended games the side the sentence \
                         tells to move first (由轮走方先下) has no legal move at all and the game \
                         can neither go on (继续对局) nor end (first: {}), and in all {games} \
                         公理四's 可下虚着 (the right-edge pass of (1), the renewed proposal of \
                         (2)) is withdrawn",
                        key.name(),
                        dispute_legal_text(t),
                        t.no_move,
                        t.first_no_move.clone().unwrap_or_default()
                    ),
                ));
                continue;
            }
            // The reading holds when no move of a resumed game remakes a shape the game showed
            // and the proposer always has a move (继续对局,由轮走方先下).
            let mut reading = super::Reading::new(
                name.clone(),
                Status::from_holds(t.remade == 0 && t.no_move == 0),
            )
            .tally(t.moves, t.remade);
            if let Some((_, w)) = &t.first_remade {
                reading = reading.witness(w.clone());
            }
            readings.push(reading);
            let retake = &ko_after_dispute(key)[ri].1;
            parts.push(format!(
                "[{name}] right after the dispute: {}; the C10 ko retake {}; {} of {} moves of \
                 the resumed games make a shape that appeared earlier in the game ({} of them \
                 passes right after the dispute){}",
                dispute_legal_text(t),
                match retake {
                    Ok(()) => "legal".to_string(),
                    Err(e) => format!("illegal ({e:?})"),
                },
                t.remade,
                t.moves,
                t.remade_passes,
                t.first_remade
                    .as_ref()
                    .map(|(_, w)| format!(", first {w}"))
                    .unwrap_or_default(),
            ));
        }
    }
    let other_words = if id == "JPD-A11" {
        "推论5: 当一方下出一着棋后,若致使一个此前曾经出现过的全局的形再次呈现,则该棋着为禁着"
    } else {
        "公理十一: 每方每下一子后,都应使棋盘上呈现一个新的、前所未有的全局的形"
    };
    let e = Evidence::over(
        format!(
            "{id} across 推论9(3)'s dispute (应将棋局恢复到休止前的局面,继续对局,由轮走方先下): {games} \
             suspended games of the corpus under the JPD shape rule, resumed under each reading \
             of what is restored and each pass key of JPD-A10 (公理四: the ordinary pass \
             下在己方右边界线的外面, the suspension pass 下在靠近己方的棋盘下面的边界线外面); every legal \
             move right after the dispute and a playout of up to {DISPUTE_PLAYOUT} more moves \
             checked against every shape the game showed (before the suspension, at both \
             suspension passes, after the dispute). {}. In a game without a dispute the readings \
             agree (the evidence above)",
            parts.join(". ")
        ),
        readings,
    )
    .cases(tallies.iter().map(|t| t.moves).sum())
    .link("spec/src/jpd/play.rs#resume_after_dispute")
    .link("spec/src/jpd/play.rs (test a_pass_after_a_disputed_suspension_under_each_reading)")
    .link("spec/src/jpd/play.rs (test a_pass_after_a_disputed_suspension_under_the_per_kind_key)");
    let mut e = e.unsupported(
        jpd::Resumption::RestoreBeforeSuspension.name(),
        format!(
            "no sentence of 000 says that 恢复 unmakes the shapes \
             the two suspension passes showed; 推论9(3) restores the position (应将棋局恢复到休止前\
             的局面), and {other_words} judges a move against every shape the game showed, the \
             two suspension shapes among them. What the erasure would give: {}",
            erasing_reading_text(b)
        ),
    );
    for (name, why) in stuck {
        e = e.reject(name, "JPD-C9", why);
    }
    e
}

fn a11_across_dispute(b: Budget) -> Evidence {
    across_dispute(b, "JPD-A11")
}

fn c5_across_dispute(b: Budget) -> Evidence {
    across_dispute(b, "JPD-C5")
}

/// JPD-C10 两虚休止 on the games played under 000's ending (`End::SuspendOrFourPasses`, the
/// `jpd` preset's: 推论10 第一手虚着(甲方):…提议休止。第二手虚着(乙方):同意休止, then 推论9(2)
/// 做棋 and 推论9(4) 将棋做成“理想的最终局面”后,棋局为终止; four right-edge passes end by 推论6).
/// On every such generated game (engine games, replayed on the plain model): the record stops
/// exactly at its first two consecutive suspension-kind passes or at four consecutive ordinary
/// ones, and nowhere else, on the model and on the engine (which says the game stands
/// suspended for 做棋). On every suspended game, 推论9(3)'s dispute under each reading of what
/// the restored position keeps (`qili_spec::jpd::play::Resumption`): play goes on, the
/// proposer to move (由轮走方先下), and under restore-before-suspension the engine's resumed
/// game has the plain model's position and legal moves. Falsified by a record that plays on
/// after 两虚休止, one that stops at ordinary passes short of four, or a resumption that gives
/// the move to the wrong side.
fn c10(b: Budget) -> Evidence {
    let games = corpus(b);
    let (mut n, mut suspended, mut four, mut jpd_rules) = (0u64, 0u64, 0u64, 0u64);
    let mut resumed = [0u64; jpd::Resumption::ALL.len()];
    let mut no_move_kept_history = 0u64;
    let mut no_move_kept_history_per_kind = 0u64;
    let mut bad: Option<String> = None;
    let mut note = |m: String| {
        bad.get_or_insert(m);
    };
    for (o, g) in games
        .iter()
        .filter(|(o, _)| o.end == End::SuspendOrFourPasses)
    {
        n += 1;
        if o.suicide == Suicide::Forbidden && o.ko == Ko::WholeShapeWithPassStones {
            jpd_rules += 1;
        }
        let len = g.moves.len();
        let at = jpd::jpd_c10_two_passes_suspend(&g.moves, jpd::PassCounting::NamedKindOnly);
        let by_four = len >= 4
            && jpd::jpd_c6_four_passes_end(g, true, jpd::PassCounting::NamedKindOnly).is_ok();
        if let Some(i) = at.filter(|&i| i + 1 != len) {
            note(format!(
                "play went on after 两虚休止 at move {}: {:?}",
                i + 1,
                g.moves
            ));
        }
        let text_over = at.is_some() || by_four;
        let model_over = game::is_over(&g.moves, o.end);
        if model_over != text_over {
            note(format!(
                "the model says over = {model_over}, the text {text_over}: {:?}",
                g.moves
            ));
        }
        four += u64::from(by_four);
        let Some(i) = at else { continue };
        suspended += 1;
        let (w, h) = (g.start.grid.width(), g.start.grid.height());
        let Some(mut e) = engine_replay(*o, w, h, &g.moves) else {
            note(format!("the engine does not replay {:?}", g.moves));
            continue;
        };
        if !e.is_suspended_for_completion() {
            note(format!(
                "the engine does not stand suspended after {:?}",
                g.moves
            ));
        }
        let proposer = g.moves[i - 1].colour();
        for (k, r) in jpd::Resumption::ALL.into_iter().enumerate() {
            let res = jpd::resume_after_dispute(g, r).expect("the record ends in 两虚休止");
            let cur = res.history.last().expect("a position");
            if cur.to_move != proposer {
                note(format!(
                    "[{}] after the dispute {:?} moves, not the proposer: {:?}",
                    r.name(),
                    cur.to_move,
                    g.moves
                ));
            }
            let legal = resumed_legal(&res, *o, jpd::PassKey::CountPerSide);
            if legal.is_empty() && r == jpd::Resumption::RestoreBoardKeepHistory {
                // The reading set aside in JPD-A11 (推论9(3) 继续对局,由轮走方先下): counted.
                no_move_kept_history += 1;
            } else if legal.is_empty() {
                note(format!(
                    "[{}] no move after the dispute: {:?}",
                    r.name(),
                    g.moves
                ));
            }
            if r == jpd::Resumption::RestoreBoardKeepHistory
                && resumed_legal(&res, *o, jpd::PassKey::CountPerSideAndKind).is_empty()
            {
                // Under JPD-A10's per-kind key the right-edge pass stays new: counted.
                no_move_kept_history_per_kind += 1;
            }
            if r == jpd::Resumption::RestoreBeforeSuspension {
                e.resume_after_dispute();
                let engine_record = crate::go::to_spec(&e);
                let engine_legal: Vec<Move> = e
                    .legal_moves()
                    .into_iter()
                    .map(crate::go::to_spec::spec_move)
                    .collect();
                if engine_record.history() != res.history || engine_legal != legal {
                    note(format!(
                        "[{}] the engine's resumed game differs from the plain model's: {:?}",
                        r.name(),
                        g.moves
                    ));
                }
            }
            resumed[k] += 1;
        }
    }
    let ko = ko_after_dispute(jpd::PassKey::CountPerSide);
    let ko_text = ko
        .iter()
        .map(|(r, res)| {
            format!(
                "[{}] {}",
                r.name(),
                match res {
                    Ok(()) => "legal".to_string(),
                    Err(e) => format!("illegal ({e:?})"),
                }
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let summary = format!(
        "{n} generated games under 000's ending (two suspension passes suspend for 做棋, four \
         ordinary passes end; {jpd_rules} of them with the jpd preset's options): {suspended} \
         stop at 两虚休止 and {four} at 四虚终局, each exactly there on the model and the engine \
         (suspended for 做棋){}. 推论9(3)'s dispute resumed on every suspended game, the \
         proposer to move: {} under restore-before-suspension (the erasing reading, \
         unsupported in JPD-A11; engine and model agree on the position and the legal moves), \
         {} under keep-pass-stones (model), {} under restore-board-keep-history (model; the \
         proposer has no legal move in {no_move_kept_history} of them with the pass stones \
         counted per side, which sets that reading aside in JPD-A11 and JPD-C5, and in \
         {no_move_kept_history_per_kind} with them counted per side and kind, JPD-A10). \
         A ko retaken at \
         once after a disputed suspension (4x3 `.XO./XO.O/.XO.`, B c2, two suspension passes, \
         dispute, W b2): {ko_text}; the readings of 恢复到休止前的局面 disagree there, not on the \
         suspension",
        bad.as_ref()
            .map(|v| format!("; first problem: {v}"))
            .unwrap_or_default(),
        resumed[0],
        resumed[1],
        resumed[2],
    );
    let holds = bad.is_none() && suspended > 0;
    // 推论10 puts the suspension pass at another edge 为避免与四虚终局相混淆. The option
    // `pass-kinds-in-shape` is JPD-A10's pass key, as in JPD-A4: `distinguished` the key per
    // side and kind, `merged` the key per side (公理十 names 走虚着时下在棋盘边界外面的黑白棋子,
    // not their edge). Two suspension passes suspend by the kind of each pass move, not by the
    // shape, so each reading holds when the suspension check above holds and JPD-A10 holds
    // under that key; the key decides only what the resumed game forbids (the proposer left
    // without a move under restore-board-keep-history, counted above for each key).
    let shape = a10(b);
    let key = |name: &str| holds_under(&shape, name);
    let summary = format!(
        "{summary}. The shape keys (JPD-A10's check): per side and kind {}, per side {}",
        Status::from_holds(key("pass-stones-in-shape: count-per-side-and-kind")).label(),
        Status::from_holds(key("pass-stones-in-shape: count-per-side")).label(),
    );
    Evidence::by_readings(
        summary,
        vec![
            (
                "pass-counting: suspension-kind-only (公理四(2))".to_string(),
                Status::from_holds(holds),
            ),
        ]
        .into_iter()
        .chain(pass_kind_readings(holds, &shape))
        .collect(),
    )
    .cases(n)
    .reject(
        "pass-counting: any-pass",
        "JPD-C6",
        format!(
            "推论6 第一手虚着(甲方):…我方暂且不下实着 … 甲乙双方连续的两虚着后,甲方是可以继续下实着的: two \
             right-edge passes are no suspension; {C10_APART}"
        ),
    )
    .link("spec/src/jpd/play.rs#jpd_c10_two_passes_suspend")
    .link("spec/src/jpd/play.rs#resume_after_dispute")
}

fn yg5(b: Budget) -> Evidence {
    let games = run_on_all(
        b,
        "empty start, Black first, one move at a time, real and virtual moves",
        ANY,
        |_, g| yg::yg_5_moves(g),
    );
    if games.status != Status::Holds {
        return games.link("spec/src/yg/play.rs#yg_5_moves");
    }
    let (records, bad) = refused_starts("ying", true, |r| yg::yg_5_moves(r).is_ok());
    let mut e = Evidence::searched(
        format!(
            "{} Records that break 空枰開局、黑先白後: every one-stone setup (AB or AW) on every \
             board from 1x2 to 3x3, with no move and with one move of each side after it, and \
             a first move of White's on each point of those boards, {records} SGF records: \
             `qili replay --rules ying` refuses each before move 1 and the spec's predicate \
             rejects each.",
            games.summary
        ),
        bad,
    );
    e.cases = games.cases + records;
    e.link("spec/src/yg/play.rs#yg_5_moves")
        .link("src/go/sgf.rs#RefusedStart")
}

/// YG-7 on every self-capturing move from every position of `games` (the first 100), each
/// position the only history: `legal` says whether the rules allow the move there; returns
/// (self-capturing moves seen, first violation of "allowed exactly when it changes").
fn yg7_on<'a>(
    games: impl Iterator<Item = &'a (Options, GameRecord)>,
    legal: impl Fn(&Options, &game::Position, Move) -> bool,
) -> (u64, Option<String>) {
    let mut n = 0u64;
    for (o, g) in games.take(100) {
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
                let ok = legal(o, before, m);
                if let Err(v) = yg::yg_7_self_capture_when_it_changes(before, m, ok) {
                    return (n, Some(v.to_string()));
                }
            }
        }
    }
    (n, None)
}

/// YG-7 for the self-capture-allowed games under one ko option, "legal apart from the ko
/// history": the plain model with the current position as the only history.
fn yg7_under(b: Budget, ko: Ko) -> (u64, Option<String>) {
    let games = corpus(b);
    yg7_on(
        games
            .iter()
            .filter(|(o, _)| o.suicide == Suicide::Allowed && o.ko == ko),
        |o, before, m| game::play(std::slice::from_ref(before), m, *o).is_ok(),
    )
}

/// YG-7 under a Ying reading of the ko (the Ying reference model, `qili_spec::yg::ko::play`),
/// on the positions of any of the games.
fn yg7_under_ying(b: Budget, y: qili_spec::yg::ko::YingKo) -> (u64, Option<String>) {
    yg7_on(corpus(b).iter(), |_, before, m| {
        qili_spec::yg::ko::play(std::slice::from_ref(before), &[], m, y).is_ok()
    })
}

fn yg7(b: Budget) -> Evidence {
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut total = 0;
    // The Ying rules the sentence belongs to: the readings YG-12 keeps.
    for y in [
        qili_spec::yg::ko::YingKo::from_name("ying-marks").expect("a reading"),
        qili_spec::yg::ko::YingKo::from_name("ying-marks-strict").expect("a reading"),
    ] {
        let (n, v) = yg7_under_ying(b, y);
        total += n;
        readings.push((
            format!("ko-rule carrying 有變: {}", y.name()),
            Status::from_holds(v.is_none()),
        ));
        parts.push(format!(
            "{} (Ying model): {n} self-captures, {}",
            y.name(),
            v.unwrap_or_else(|| "each allowed exactly when it changes the position".into())
        ));
    }
    for ko in [
        Ko::PositionalSuperko,
        Ko::WholeShapeWithPassStones,
        Ko::SituationalSuperko,
        Ko::Simple,
    ] {
        let (n, v) = yg7_under(b, ko);
        total += n;
        // 有變 is a change of the board: only the rules keyed on the board without the side to
        // move (positional superko, the JPD shape) carry it; situational superko and simple ko
        // are reported for comparison and take no part in the status.
        parts.push(format!(
            "{ko:?} (compared, no Ying rule): {n} self-captures, {}",
            v.unwrap_or_else(|| "each allowed exactly when it changes the position".into())
        ));
    }
    Evidence::by_readings(
        format!(
            "Self-capture with suicide allowed, from the positions of the generated games, each position the only history: under the Ying readings YG-12 keeps (the status) and, compared, under other ko rules: {}. A single-stone self-capture changes nothing (顆子自提 without 變); a block's self-capture changes the board and is allowed (塊子自提,有變可著). Of the other rules only those keyed on the board without the side to move (positional superko, the JPD shape) carry 有變.",
            parts.join("; ")
        ),
        readings,
    )
    .cases(total)
    .link("spec/src/yg/play.rs#yg_7_self_capture_when_it_changes")
}

/// YG-8 per reading of 四虚終局 (its `four-passes` option), each against the model's ending
/// that carries it: two pass pairs (suspend, then end) and four consecutive passes.
/// The sequences 003 虛手 speaks of, as passes (`P`) and real moves (`x`), each with the state
/// the text gives after it, derived by hand: 非認輸之單方虛手,著手繼續 (`P`: play goes on);
/// 單官著完,雙方虛手,著手休止 (`PP`: suspended); 清除死子如有歧見,著手可再繼續 (`PPx`: play
/// resumed); 死子清完,雙方再虛手,著手終了,四虛終局 (`PPxPP` and `PPPP`: ended, the second pair
/// of passes ends it whether or not play resumed between); `PxP`: a lone pass each, goes on.
const YG8_SEQUENCES: &[(&str, yg::PlayState)] = &[
    ("P", yg::PlayState::Continuing),
    ("PxP", yg::PlayState::Continuing),
    ("PP", yg::PlayState::Suspended),
    ("PPx", yg::PlayState::Continuing),
    ("PPPP", yg::PlayState::Ended),
    ("PPxPP", yg::PlayState::Ended),
];

/// The moves of a pass pattern such as [`YG8_SEQUENCES`]' (`P` or `p` a pass, any other
/// letter a real move), Black first, colours alternating; the real moves go on the first row
/// of a board three points wide (only the passes matter to an ending).
pub(crate) fn pass_pattern(pattern: &str) -> Vec<Move> {
    use qili_spec::go::grid::{Color, Point};
    pattern
        .chars()
        .enumerate()
        .map(|(i, ch)| {
            let c = if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            match ch {
                'P' | 'p' => Move::Pass(c, PassKind::Ordinary),
                _ => Move::Play(c, Point::new(i % 3, 0)),
            }
        })
        .collect()
}

/// YG-8 on the text's own sequences ([`YG8_SEQUENCES`]) under each reading of 四虛終局, then on
/// the generated games (the model's ending against the YG-8 state). The reading that only four
/// consecutive passes end the game leaves `PPxPP` unended, against 死子清完,雙方再虛手,著手終了
/// (and 對局者須知 三 丁 死子清完雙方虛手著手終了,四虛終局填滿計點): set aside.
fn yg8(b: Budget) -> Evidence {
    let games = corpus(b);
    let mut readings = Vec::new();
    let mut rejected = Vec::new();
    let mut parts = Vec::new();
    let mut total = 0u64;
    for (name, ying_end, end) in [
        (
            "four-passes: two-pass-pairs",
            yg::YgEnding::SuspendThenEnd,
            End::SuspendThenEnd,
        ),
        (
            "four-passes: four-consecutive",
            yg::YgEnding::FourConsecutive,
            End::FourPasses,
        ),
    ] {
        let wrong: Vec<String> = YG8_SEQUENCES
            .iter()
            .filter_map(|(p, want)| {
                let got = yg::yg_8_play_state(&pass_pattern(p), ying_end);
                (got != *want).then(|| format!("{p}: {got:?} where the text gives {want:?}"))
            })
            .collect();
        total += YG8_SEQUENCES.len() as u64;
        let mut n = 0u64;
        let mut bad = None;
        // 003 knows one kind of 虛手; the model's four-pass ending counts 000's right-edge
        // passes only (JPD-C6), so games holding a suspension pass (000 公理四(2)) are no case
        // of the four-consecutive reading.
        let one_kind = |g: &GameRecord| {
            end != End::FourPasses
                || g.moves
                    .iter()
                    .all(|m| !matches!(m, Move::Pass(_, PassKind::Suspension)))
        };
        for (o, g) in games.iter().filter(|(o, g)| o.end == end && one_kind(g)) {
            n += 1;
            let st = yg::yg_8_play_state(&g.moves, ying_end);
            let over = game::is_over(&g.moves, o.end);
            if (st == yg::PlayState::Ended) != over && bad.is_none() {
                bad = Some(format!(
                    "YG-8 state {st:?} but the model says over = {over}: {:?}",
                    g.moves
                ));
            }
        }
        total += n;
        parts.push(format!(
            "{name}: the text's sequences {}; {}",
            if wrong.is_empty() {
                format!(
                    "{} of {} as the text says",
                    YG8_SEQUENCES.len(),
                    YG8_SEQUENCES.len()
                )
            } else {
                wrong.join(", ")
            },
            bad.clone().unwrap_or_else(|| format!(
                "the YG-8 state agrees with the model's ending on {n} generated games"
            ))
        ));
        if wrong.iter().any(|w| w.starts_with("PPxPP:")) {
            rejected.push((
                name,
                format!(
                    "after a suspension, play resumed and two more passes the game is not over ({}), against 003 虛手 死子清完,變 方再虛手,著手終了 and 對局者須知 三 丁 死子清完雙方虛手著手終了,四虛終局填滿計點: the second pair of passes ends the game",
                    wrong.join(", ")
                ),
            ));
        } else {
            readings.push((
                name.to_string(),
                Status::from_holds(wrong.is_empty() && bad.is_none() && n > 0),
            ));
        }
    }
    let differ = games
        .iter()
        .filter(|(o, _)| o.end == End::SuspendThenEnd)
        .filter(|(_, g)| {
            yg::yg_8_play_state(&g.moves, yg::YgEnding::SuspendThenEnd)
                != yg::yg_8_play_state(&g.moves, yg::YgEnding::FourConsecutive)
        })
        .count();
    let mut ev = Evidence::by_readings(
        format!(
            "The text's sequences (P pass, x real move; derived by hand from 003 虛手): {}. {}; the two readings give different states on {differ} of the suspend-then-end games. Resignation (單方虛手認輸 著手終止: two stones outside the board, play stopped, the opponent wins uncounted) is checked in YG-4; it is what a record says after its last move, not a move of these sequences",
            YG8_SEQUENCES
                .iter()
                .map(|(p, s)| format!("{p} {s:?}"))
                .collect::<Vec<_>>()
                .join(", "),
            parts.join("; ")
        ),
        readings,
    );
    for (name, why) in rejected {
        ev = ev.reject(name, "YG-8", why);
    }
    ev.cases(total)
        .link("spec/src/yg/play.rs#yg_8_play_state")
        .link("tests/audit_ying_ko.rs::yg8_sets_aside_four_consecutive_passes")
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
    // A pass is one stone outside the board, a resignation two (003 虛手, 認輸): on every
    // position of every generated game, each side's stones outside the board equal its
    // passes (the model's positions and `yg_4_lower_right`), and a resignation there by the
    // side to move adds two of its stones, stops play and gives the opponent the game
    // uncounted, where a lone pass lets play go on (須知三 乙). 003 虛手 names the stone only
    // for 無權爭點或無點可爭之單方虛手 (a single pass); the model puts one out for every pass,
    // the pairs of YG-8 (雙方虛手: 著手休止, 著手終了) included: count the passes of each kind,
    // so the evidence says how many stones rest on that.
    use qili_spec::yg::play::{yg_4_lower_right, yg_8_play_state, PlayState, YgEnding};
    let games = corpus(b);
    let (mut n, mut resignations, mut lone_passes) = (0u64, 0u64, 0u64);
    let (mut single, mut paired) = (0u64, 0u64);
    let mut bad: Option<String> = None;
    for (_, g) in games {
        let mut passes = [0usize; 2];
        for (i, m) in g.moves.iter().enumerate() {
            let pass_at = |k: Option<usize>| {
                k.and_then(|k| g.moves.get(k))
                    .is_some_and(|m| matches!(m, Move::Pass(..)))
            };
            if let Move::Pass(c, _) = m {
                passes[game::side(*c)] += 1;
                if pass_at(i.checked_sub(1)) || pass_at(Some(i + 1)) {
                    paired += 1;
                } else {
                    single += 1;
                }
            }
            n += 1;
            let played = &g.moves[..=i];
            let out = yg_4_lower_right(played, None);
            if g.positions[i].pass_stones != passes || out.stones != passes || out.stopped {
                bad.get_or_insert(format!(
                    "after move {} the pass stones are {:?} (model) and {:?} (YG-4) but the passes {:?}",
                    i + 1,
                    g.positions[i].pass_stones,
                    out.stones,
                    passes
                ));
            }
            if m.is_pass()
                && !pass_at(i.checked_sub(1))
                && !pass_at(Some(i + 1))
                && yg_8_play_state(played, YgEnding::SuspendThenEnd) == PlayState::Continuing
            {
                lone_passes += 1;
            }
            if yg_8_play_state(played, YgEnding::SuspendThenEnd) == PlayState::Ended {
                continue;
            }
            let mover = g.positions[i].to_move;
            let r = yg_4_lower_right(played, Some(mover));
            let mut expected = passes;
            expected[game::side(mover)] += 2;
            resignations += 1;
            if r.stones != expected || !r.stopped || r.uncounted_winner != Some(mover.opponent()) {
                bad.get_or_insert(format!(
                    "a resignation by {mover:?} after move {} gives {r:?}",
                    i + 1
                ));
            }
        }
    }
    Evidence::searched(
        format!(
            "Stones outside the board, lower right: in {n} moves of generated engine games each \
             pass put exactly one stone of the passer there ({single} single passes, the \
             無權爭點或無點可爭之單方虛手 the sentence names, {lone_passes} of them with play going \
             on after it, 非認輸之單方虛手著手繼續; {paired} passes next to another pass, 雙方虛手 \
             as in YG-8's 著手休止 and 著手終了, given a stone by assumption: 003 names none for \
             them, and 置子 其他任何處所不得有棋子 allows no stone off the board and out of the \
             bowls at all); a resignation by the side to move at each of the {resignations} \
             positions where play had not ended put two of its stones there, stopped play and \
             gave the opponent the game uncounted (認輸 應放兩子於棋枰外側右下方表示認輸,著手終止\
             對方不計勝; a resignation is what a record says after its last move, not a move of \
             the model). The stones are the model's convention, checked for consistency, not \
             derived; the condition on a pass is the other YG-4 check"
        ),
        bad,
    )
    .cases(n)
    .link("spec/src/yg/play.rs#yg_4_lower_right")
    .link("src/audit/go_play.rs#yg4")
}

/// YG-4's condition on a pass, 無權爭點或無點可爭之單方虛手 (須知三 虛手有一定條件,不得任意虛手): 003
/// names the two cases (讓手: 白方無權爭點而虛手稱“認手棋”, 一方無點可爭而虛手稱“讓手官”) and gives
/// no test on a position of which points may still be contested, so the model lets every pass.
fn yg4_pass_condition(_: Budget) -> Evidence {
    Evidence::undecidable(
        "The condition on a pass, 無權爭點或無點可爭之單方虛手 (須知三 三、虛手條件:虛手有一定條件,不得任意\
         虛手): 003 names the two cases (讓手 白方無權爭點而虛手稱“認手棋”,一方無點可爭而虛手稱“讓手官”) \
         but says nowhere on a position which points a side has no right to contest or which are \
         left to contest (爭點 is not defined; 單官著完 says when the last neutral point is \
         filled, not what a side may still contest), so no check can tell a pass the text allows \
         from one it forbids. The model allows every pass; the readings of YG-12 and YG-14 that \
         pass inside a cycle at will are set aside on other sentences.",
    )
}

/// Random games under one Ying reading of the ko (spec model, [`qili_spec::yg::ko::play`]),
/// each ended by YG-8 (two pairs of passes): for every capture, whether the board after it
/// is one seen earlier in the game, and whether it undoes the opponent's last move at once
/// (the back-and-forth 提後變窮 forbids). Returns (captures, self-captures, captures back to
/// an earlier board, immediate retakes, the first capture back to an earlier board as moves).
fn ying_captures(
    y: qili_spec::yg::ko::YingKo,
    games: usize,
) -> (u64, u64, u64, u64, Option<String>) {
    use qili_spec::go::game::{side, Position};
    use qili_spec::go::grid::Point;
    use qili_spec::yg::ko as ying;
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(20);
    let (mut caps, mut selfs, mut back, mut immediate) = (0u64, 0u64, 0u64, 0u64);
    let mut first = None;
    for i in 0..games {
        let (w, h) = [(2, 2), (3, 2), (3, 3), (1, 4)][i % 4];
        let mut history = vec![Position::start(w, h)];
        let mut moves: Vec<Move> = Vec::new();
        for _ in 0..60 {
            if yg::yg_8_play_state(&moves, yg::YgEnding::SuspendThenEnd) == yg::PlayState::Ended {
                break;
            }
            let cur = history.last().expect("a start");
            let c = cur.to_move;
            let mut legal: Vec<(Move, Position)> = Vec::new();
            for y0 in 0..h {
                for x0 in 0..w {
                    let m = Move::Play(c, Point::new(x0, y0));
                    if let Ok(next) = ying::play(&history, &moves, m, y) {
                        legal.push((m, next));
                    }
                }
            }
            // A pass now and then, more often when few real moves are left.
            let pass = Move::Pass(c, PassKind::Ordinary);
            let (m, next) = if legal.is_empty() || rng.random_range(0..(legal.len() + 2)) == 0 {
                let next = ying::play(&history, &moves, pass, y).expect("a pass is legal");
                (pass, next)
            } else {
                legal.swap_remove(rng.random_range(0..legal.len()))
            };
            if let Move::Play(_, p) = m {
                let took = next.prisoners[side(c)] > cur.prisoners[side(c)];
                if next.grid.get(p) == Cell::Empty {
                    selfs += 1;
                }
                if took {
                    caps += 1;
                    if history.iter().any(|q| q.grid == next.grid) {
                        back += 1;
                        first.get_or_insert_with(|| {
                            let mut ms = moves.clone();
                            ms.push(m);
                            format!(
                                "{w}x{h}: {}",
                                ms.iter()
                                    .map(|&m| crate::ko_table::move_text(m))
                                    .collect::<Vec<_>>()
                                    .join(" ")
                            )
                        });
                    }
                    let n = history.len();
                    if n >= 2 && history[n - 2].grid == next.grid && !moves[n - 2].is_pass() {
                        immediate += 1;
                    }
                }
            }
            moves.push(m);
            history.push(next);
        }
    }
    (caps, selfs, back, immediate, first)
}

fn yg20(b: Budget) -> Evidence {
    // Ying capture conditions (003 四: 氣盡, 提後有變, 被提、自提皆可) run under the Ying rules
    // themselves, each reading of the ko: self-captures occur; a capture that brings back an
    // earlier board occurs (after an intervening move: YG-12 凡提取熱子須間隔一實手或虛手 allows
    // the retake, so the change is the interval's), and never as the immediate retake that
    // 提後變窮不可氣盡 forbids. Traditional capture (simple ko, no self-capture) on the generated
    // games: no self-capture, and captures back to an earlier board occur (提後有變無法全部辦到).
    let games = corpus(b);
    let traditional = |o: &Options| o.suicide == Suicide::Forbidden && o.ko == Ko::Simple;
    let (mut t_self, mut t_back, mut n) = (0u64, 0u64, 0u64);
    for (_, g) in games.iter().filter(|(o, _)| traditional(o)) {
        let history = g.history();
        for (i, m) in g.moves.iter().enumerate() {
            n += 1;
            let (before, after) = (&history[i], &history[i + 1]);
            if let Move::Play(c, p) = *m {
                if after.grid.get(p) == Cell::Empty {
                    t_self += 1;
                }
                let took = after.prisoners[game::side(c)] > before.prisoners[game::side(c)];
                if took && history[..=i].iter().any(|h| h.grid == after.grid) {
                    t_back += 1;
                }
            }
        }
    }
    // The witness of 提後有變無法全部辦到: a capture traditional rules allow (simple ko, no
    // self-capture: the cycle goes on for ever, so its change runs out) and the Ying reading
    // forbids (提後變窮不可氣盡), on the two named cycles of captures, triple ko and eternal life
    // (003 長生劫, 爭三劫). Computed: the first move of the repeated cycle each rule refuses,
    // and whether that move captures (replayed under simple ko, which refuses none of it).
    let cycles: Vec<_> = crate::ko_table::all_shapes()
        .into_iter()
        .filter(|s| s.name == "triple ko" || s.name == "eternal life")
        .collect();
    let captures_at = |s: &qili_spec::ts::cycles::Shape, i: usize| -> bool {
        let ms = crate::ko_table::moves(s);
        game::replay(
            s.start.clone(),
            &ms[..=i],
            crate::ko_table::plain(Ko::Simple),
        )
        .ok()
        .is_some_and(|g| {
            let h = g.history();
            let (a, z) = (&h[i], &h[i + 1]);
            a.prisoners != z.prisoners && matches!(ms[i], Move::Play(..))
        })
    };
    let traditional_endless: Vec<bool> = cycles
        .iter()
        .map(|s| crate::ko_table::first_forbidden(s, Ko::Simple).is_none())
        .collect();
    let per = if b == Budget::Thorough { 400 } else { 40 };
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut witness = Vec::new();
    for y in qili_spec::yg::ko::YingKo::ALL {
        let (caps, selfs, back, immediate, first) = ying_captures(y, per);
        let refused: Vec<(String, bool)> = cycles
            .iter()
            .zip(&traditional_endless)
            .map(|(s, &endless)| {
                let f = crate::ko_table::first_forbidden_ying(s, y);
                let ok = endless && f.is_some_and(|i| captures_at(s, i));
                let text = match f {
                    Some(i) => format!(
                        "{} move {} ({}{})",
                        s.name,
                        i + 1,
                        crate::ko_table::move_text(crate::ko_table::moves(s)[i]),
                        if captures_at(s, i) {
                            ", a capture"
                        } else {
                            ", no capture"
                        }
                    ),
                    None => format!("{} not refused", s.name),
                };
                (text, ok)
            })
            .collect();
        // One capture the traditional rules allow and the reading refuses is the witness (無法全部
        // 辦到: not every capture's change is guaranteed); both cycles are shown.
        let separates = cycles.len() == 2 && refused.iter().any(|r| r.1);
        witness.push(format!(
            "{}: {}",
            y.name(),
            refused
                .iter()
                .map(|r| r.0.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ));
        readings.push((
            y.name().to_string(),
            Status::from_holds(immediate == 0 && selfs > 0 && t_self == 0 && separates),
        ));
        parts.push(format!(
            "{}: {caps} captures, {selfs} self-captures, {back} back to an earlier board{}, {immediate} immediate retakes",
            y.name(),
            first.map(|f| format!(" (first: {f})")).unwrap_or_default()
        ));
    }
    Evidence::by_readings(
        format!(
            "Under each Ying reading of the ko, {per} random games (2x2, 3x2, 3x3, 1x4; spec model, ended by YG-8): self-capture occurs (被提、自提皆可), and a capture may bring back an earlier board, after an intervening move (a pass or a real move: YG-12's 間隔一實手或虛手 makes that retake allowed change), never as the immediate retake (提後變窮不可氣盡): {}. Traditional options (no self-capture, simple ko) on {n} moves of generated games: {t_self} self-captures. 提後有變無法全部辦到, shown by captures traditional rules allow and every Ying reading refuses (a reading holds with one such capture): the cycles of captures triple ko and eternal life under simple ko with no self-capture go on for ever ({}), and each Ying reading refuses a capture of them: {}. Context only, not the witness (every Ying reading also makes captures back to an earlier board, counted above): {t_back} captures back to an earlier board under the traditional options",
            parts.join("; "),
            cycles
                .iter()
                .zip(&traditional_endless)
                .map(|(s, e)| format!("{}: {}", s.name, if *e { "endless" } else { "refused" }))
                .collect::<Vec<_>>()
                .join(", "),
            witness.join("; ")
        ),
        readings,
    )
    .cases(n)
    .link("src/audit/go_play.rs#yg20")
}

/// Whether a suspended position is 推论11's ideal no-dispute position (conditions 1-3) by
/// pass-alive tests alone (the strong reading of 2、地盘都已完全巩固): every stone pass-alive or
/// pass-dead (Benson), with the pass-dead ones off no dame (收完官子), and every territory in a
/// region the owner's pass-alive blocks enclose (an invader is captured whatever is played).
fn c12_settled_by_benson(grid: &qili_spec::go::grid::Grid) -> bool {
    use qili_spec::go::grid::Color;
    use qili_spec::go::life;
    let mut cleared = grid.clone();
    for p in life::benson_dead(grid) {
        cleared.set(p, Cell::Empty);
    }
    let [b, w] = [Color::Black, Color::White].map(|c| life::benson(&cleared, c));
    let stones_alive = cleared.points().all(|p| match cleared.get(p) {
        Cell::Stone(Color::Black) => b.0.contains(&p),
        Cell::Stone(Color::White) => w.0.contains(&p),
        Cell::Empty => true,
    });
    stones_alive
        && super::proofs::boundaries_settled(&cleared)
        && life::empty_regions(&cleared)
            .iter()
            .all(|r| match r.owner() {
                life::Owner::Side(Color::Black) => r.points.iter().all(|p| b.1.contains(p)),
                life::Owner::Side(Color::White) => r.points.iter().all(|p| w.1.contains(p)),
                _ => true,
            })
}

/// Whether a suspended position meets 推论11's conditions 1-3 by optimal play under 000's rules
/// ([`super::continuation`], boards up to its `MAX_POINTS`): every stone captured whichever
/// side moves first or by neither (死活都已确定), no dame with the dead stones off (收完官子),
/// every territory point its owner's at the end of both optimal games (地盘都已完全巩固: an
/// invader is captured). `None` beyond the board size or the solver's budget; with it, the
/// margin foreseen (Chinese area, dead stones off) and the optimal results, each side first.
fn c12_settled_by_play(grid: &qili_spec::go::grid::Grid) -> Option<(bool, f64, [i32; 2])> {
    use qili_spec::go::life;
    let k = super::continuation::continue_optimally(grid, super::proofs::SOLVE_NODES)?;
    let mut cleared = grid.clone();
    for &p in &k.dead {
        cleared.set(p, Cell::Empty);
    }
    let secured = life::empty_regions(&cleared)
        .iter()
        .all(|r| match r.owner() {
            life::Owner::Side(c) => r.points.iter().all(|&p| {
                k.end
                    .iter()
                    .all(|e| super::continuation::area_owner(e, p) == Some(c))
            }),
            _ => true,
        });
    let settled = k.unsettled.is_empty() && super::proofs::boundaries_settled(&cleared) && secured;
    Some((
        settled,
        super::continuation::foreseen_margin(grid, &k.dead),
        k.value,
    ))
}

/// Whether two pass-alive blocks of opposite colours border one empty region of `grid`: no
/// taking of dead stones can give that region to one side (pass-alive stones stay), so it is
/// a neutral point to fill and 推论11's 3、收完官子(单官也要收完) is not met, on any board.
fn c12_dame_between_pass_alive(grid: &qili_spec::go::grid::Grid) -> bool {
    use qili_spec::go::grid::Color;
    use qili_spec::go::life;
    let [b, w] = [Color::Black, Color::White].map(|c| life::benson(grid, c).0);
    life::empty_regions(grid).iter().any(|r| {
        let touches = |alive: &[qili_spec::go::grid::Point]| {
            r.points
                .iter()
                .any(|&p| grid.neighbours(p).iter().any(|q| alive.contains(q)))
        };
        touches(&b) && touches(&w)
    })
}

/// JPD-C12 (000 推论12): 对局者一方或双方作出错误判断而一致同意结束争棋时,其协商休止后的局面就是"非
/// 理想无争局面". The suspensions are 000's own (the `jpd` ending, 两虚休止 by two suspension
/// passes, the games JPD-C10 runs). A suspension is correct (推论9 前者是对局者双方皆作出正确判断
/// 而协商休止的局面, the 理想的无争局面) when the position at suspension, before 做棋 (推论9 休止后要
/// 将棋做成"理想的最终局面"), meets 推论11's conditions 1、死活都已确定 2、地盘都已完全巩固 3、收完
/// 官子, and mistaken (后者是有一方或双方出现错误判断而致使棋局协商休止的局面) when it does not.
/// 推论9 休止局面分为 ... 两种 makes the two a partition: the definition is falsified by a
/// suspension shown both correct and mistaken, or shown neither. Each side is shown by
/// independent tests: correct by pass-alive tests (any board) or by optimal play under 000's
/// rules (boards up to the solver's size); mistaken by optimal play failing the conditions
/// (a stone captured by one order of play only, dame, an invaded territory), by a dame
/// between pass-alive blocks of both colours (3、收完官子 fails on any board), or by optimal
/// continued play changing the margin foreseen (推论11 若棋局继续的话,各方地域的数量不会有所改变
/// fails). A suspension with both kinds of test is a counterexample; one with neither is
/// reported open.
fn c12(b: Budget) -> Evidence {
    use qili_spec::go::grid::Color;
    use qili_spec::jpd::ideal::{decide_each, has_final_shape, Ideal};
    let games = corpus(b);
    let mut previous_mistake = 0u64;
    let mut suspended = 0u64;
    let (mut by_benson, mut by_play, mut undecided) = (0u64, 0u64, 0u64);
    let (mut unfilled, mut final_shape) = (0u64, 0u64);
    // Mistaken: by 推论11's conditions alone (no gain shown), with a gain shown by the solver,
    // by a dame between pass-alive blocks where the solver does not reach.
    let (mut conditions_only, mut with_gain, mut by_dame) = (0u64, 0u64, 0u64);
    // Correct suspensions the solver also reaches (each could be shown mistaken by it).
    let mut both_tested = 0u64;
    // Undecided: beyond the solver's boards, within them but not solved.
    let (mut too_large, mut budget_left) = (0u64, 0u64);
    let mut example: Option<String> = None;
    let mut mistake_example: Option<String> = None;
    let mut open_example: Option<String> = None;
    let mut both: Option<String> = None;
    let gains = |foreseen: f64, value: [i32; 2]| {
        value
            .iter()
            .any(|&v| (f64::from(v) - foreseen).abs() > 1e-9)
    };
    for (_, g) in games
        .iter()
        .filter(|(o, _)| o.end == End::SuspendOrFourPasses)
    {
        let Some(i) = jpd::jpd_c10_two_passes_suspend(&g.moves, jpd::PassCounting::NamedKindOnly)
        else {
            continue;
        };
        suspended += 1;
        // The position before the second suspension pass: a pass changes no stone.
        let grid = &g.positions[i].grid;
        let text = grid.rows().join("/");
        let strong = c12_settled_by_benson(grid);
        let dame = c12_dame_between_pass_alive(grid);
        let play = c12_settled_by_play(grid);
        let correct_by_play = play.is_some_and(|p| p.0);
        let gain = play.is_some_and(|(_, f, v)| gains(f, v));
        let correct = strong || correct_by_play;
        let mistaken = dame || play.is_some_and(|p| !p.0) || gain;
        if strong && play.is_some() {
            both_tested += 1;
        }
        if correct && mistaken {
            both.get_or_insert_with(|| {
                let (_, f, v) = play.unwrap_or((false, f64::NAN, [0, 0]));
                format!(
                    "{text}: correct by {}, mistaken by {} (foreseen {f}, optimal play {} Black \
                     first, {} White first)",
                    if strong {
                        "pass-alive tests"
                    } else {
                        "optimal play"
                    },
                    if dame {
                        "a dame between pass-alive blocks"
                    } else if gain {
                        "a gain by continued play"
                    } else {
                        "optimal play failing 推论11's conditions"
                    },
                    v[0],
                    v[1]
                )
            });
        }
        if correct {
            if strong {
                by_benson += 1;
            } else {
                by_play += 1;
            }
            // What the decision by 推论7 (shape, then every real move searched) said of it.
            previous_mistake += u64::from(decide_each(grid).iter().all(|d| *d != Ideal::Yes));
            if has_final_shape(grid) {
                final_shape += 1;
            } else {
                unfilled += 1;
                if example.as_ref().is_none_or(|e| text.len() < e.len()) {
                    example = Some(text);
                }
            }
        } else if mistaken {
            if let Some((_, foreseen, value)) = play {
                if gain {
                    with_gain += 1;
                    let both_colours = [Color::Black, Color::White]
                        .iter()
                        .all(|&c| grid.count(c) > 0);
                    if both_colours
                        && mistake_example
                            .as_ref()
                            .is_none_or(|e| text.len() < e.len())
                    {
                        mistake_example = Some(format!(
                            "{text} (foreseen {foreseen}, optimal play {} Black first, {} White \
                             first)",
                            value[0], value[1]
                        ));
                    }
                } else {
                    conditions_only += 1;
                }
            } else {
                by_dame += 1;
            }
        } else {
            undecided += 1;
            if grid.area() > super::continuation::MAX_POINTS {
                too_large += 1;
            } else {
                budget_left += 1;
            }
            if open_example.as_ref().is_none_or(|e| text.len() < e.len()) {
                open_example = Some(text);
            }
        }
    }
    if suspended == 0 {
        return Evidence::not_run("no generated game was suspended by two suspension passes");
    }
    let mistaken = conditions_only + with_gain + by_dame;
    Evidence::searched(
        format!(
            "{suspended} suspensions (两虚休止 by two suspension passes, the `jpd` ending, the \
             games JPD-C10 runs), each position at suspension (before 做棋) tested against \
             推论11's conditions 1、死活都已确定 2、地盘都已完全巩固 3、收完官子. Falsified by a \
             suspension shown both correct and mistaken (推论9 休止局面分为 ... 两种), or neither: \
             {} shown both (every test of a mistake is run on each correct one; {both_tested} of \
             the correct ones shown by pass-alive tests are also solved). Correct (理想的无争局面) {} ({by_benson} by pass-alive \
             tests, {by_play} more by optimal play under 000's rules on boards up to {} points), \
             of which {unfilled} settled but unfilled (territory left to fill, not 推论7's final \
             shape, e.g. {}) and {final_shape} already in 推论7's final shape ({previous_mistake} \
             of the correct ones are not ideal final positions by 推论7's decision, shape then \
             every real move searched under both readings of 自取灭亡). Mistaken (非理想无争局面) \
             {mistaken}: {with_gain} with a gain by continued play shown by the solver (推论11 \
             若棋局继续的话,各方地域的数量不会有所改变 fails, e.g. {}), {conditions_only} by 推论11's \
             conditions alone (optimal play leaves a stone captured by one order of play only, \
             a dame or an invaded territory, with no change of the margin), {by_dame} by a dame \
             between pass-alive blocks of both colours (3、收完官子 fails on any board). Open \
             (shown neither) {undecided}: {too_large} on boards beyond the solver's {} points \
             where neither pass-alive tests nor a dame between pass-alive blocks decide, \
             {budget_left} within them that the solver does not finish at {} nodes a solve, e.g. \
             {}",
            if both.is_none() { "none" } else { "some" },
            by_benson + by_play,
            super::continuation::MAX_POINTS,
            example.unwrap_or_else(|| "none".into()),
            mistake_example.unwrap_or_else(|| "none".into()),
            super::continuation::MAX_POINTS,
            super::proofs::SOLVE_NODES,
            open_example.unwrap_or_else(|| "none".into()),
        ),
        both.map(|r| format!("a suspension shown both correct and mistaken: {r}")),
    )
    .cases(suspended)
    .link("src/audit/go_play.rs#c12")
    .link("src/audit/continuation.rs")
}

/// YG-2 (003 對局): 比賽之勝負以“局”為單位,不論一點勝或不計點勝皆為“一局勝”. The counted half
/// is run: on every generated finished game, and on the 19x19 boards whose margins are 7, 8 and
/// 9 (komi 8: a one-point win each way and the tie YG-19 gives Black, 無差黑勝), the `ying`
/// scorer names exactly one winner, so each game is one game won by one side whatever the
/// margin, a one-point win included. It would fail on a result that is a draw or no result. The
/// uncounted half (不計點勝) is 003 認輸's 著手終止對方不計勝: a resignation, two stones outside
/// the board (YG-4), which is not a move of the model; it is reported, not run.
fn yg2(b: Budget) -> Evidence {
    use qili_spec::go::score::{DeadStones, FinishedGame, Scorer};
    use qili_spec::yg::fill::YingFill;
    // The finished games every YG scoring check counts (one set, one function).
    let mut results: Vec<(String, String)> = super::scoring::finished_cases(b)
        .into_iter()
        .map(|c| {
            let r = YingFill::YING.score(&c.game, &c.dead);
            (crate::scoring::theorems::command(&c), r.result)
        })
        .collect();
    let board = |black: usize| {
        let rows: Vec<String> = (0..19)
            .map(|y| {
                (0..19)
                    .map(|x| if y * 19 + x < black { 'X' } else { 'O' })
                    .collect()
            })
            .collect();
        let refs: Vec<&str> = rows.iter().map(|r| r.as_str()).collect();
        FinishedGame::setup(qili_spec::go::grid::Grid::from_rows(&refs).expect("19x19"))
    };
    let finished = results.len();
    let mut margins = Vec::new();
    for black in [184, 185] {
        let r = YingFill::YING.score(&board(black), &DeadStones::none());
        margins.push(format!(
            "Black {black} of 361: margin {} gives {}",
            r.margin, r.result
        ));
        results.push((format!("19x19, Black {black}"), r.result));
    }
    let one_winner = |r: &str| r.starts_with("B+") || r.starts_with("W+");
    let bad = results.iter().find(|r| !one_winner(&r.1));
    let one_point = results
        .iter()
        .filter(|r| r.1 == "B+1" || r.1 == "W+1")
        .count();
    // The uncounted half: a resignation by either side ends play and names the other the
    // winner, without a count (YG-4's `yg_4_lower_right`), at the end of each of the games.
    use qili_spec::go::grid::Color;
    let resigned = [Color::Black, Color::White].into_iter().all(|c| {
        let r = qili_spec::yg::play::yg_4_lower_right(&[], Some(c));
        r.stopped && r.uncounted_winner == Some(c.opponent())
    });
    let bad = bad
        .map(|(cmd, r)| format!("{cmd} gives {r}"))
        .or_else(|| (!resigned).then(|| "a resignation names no winner".to_string()));
    Evidence::searched(
        format!(
            "不論一點勝或不計點勝皆為一局勝, counted half: the `ying` result names one winner on {} of {} \
             positions ({finished} finished games of `finished_cases`, the set every YG scoring \
             check counts, and two 19x19 boards; {} of them one-point wins; {}). Uncounted half: 不計點勝 is 003 認輸's \
             著手終止對方不計勝: a resignation by either side stops play and names the other the \
             winner with no count, one game as a one-point win is (YG-4 checks the resignation at \
             every position of the generated games)",
            results.len() - usize::from(bad.is_some()),
            results.len(),
            one_point,
            margins.join("; ")
        ),
        bad,
    )
    .cases(results.len() as u64)
    .link("spec/src/yg/fill.rs#YingFill")
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
            id: "JPD-A8",
            code: "qili_spec::go::grid::Grid::liberties",
            run: a8,
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
            id: "JPD-A11",
            code: "qili_spec::jpd::play::resume_after_dispute; qili_spec::jpd::play::play_resumed",
            run: a11_across_dispute,
        },
        Check {
            id: "JPD-C5",
            code: "qili_spec::jpd::play::resume_after_dispute; qili_spec::jpd::play::play_resumed",
            run: c5_across_dispute,
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
            id: "YG-4",
            code: "003 虛手 無權爭點或無點可爭 (no test of 爭點 on a position)",
            run: yg4_pass_condition,
        },
        Check {
            id: "YG-20",
            code: "qili::audit::go_play (Ying vs traditional captures)",
            run: yg20,
        },
        Check {
            id: "JPD-C12",
            code: "qili_spec::jpd::ideal::decide_each; qili_spec::jpd::play::jpd_c10_two_passes_suspend",
            run: c12,
        },
        Check {
            id: "YG-2",
            code: "qili_spec::yg::fill::YingFill (the result)",
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

    /// The engine games are played with opponent-first removal: the mover-first predicate on
    /// them tests another rule and takes no part in JPD-C1's status.
    #[test]
    fn mover_first_removal_is_reported_not_counted() {
        let e = c1(Budget::Default);
        assert_eq!(e.status, Status::Holds, "{}", e.summary);
        assert!(e.summary.contains("mover-first"), "{}", e.summary);
    }

    /// JPD-A11's board-only reading forbids every pass (JPD-A3 makes a
    /// pass a move), so it is rejected and the claim holds on the reading with pass stones.
    #[test]
    fn a11_board_only_is_rejected_against_a3() {
        let e = a10_a11(Budget::Default);
        assert_eq!(e.status, Status::Holds, "{}", e.summary);
        assert_eq!(e.rejected.len(), 2);
        assert_eq!(e.rejected[0].reading, "shape-key: board-only");
        assert_eq!(e.rejected[0].contradicts, "JPD-A3");
        assert!(e.readings.iter().all(|r| r.name != "shape-key: board-only"));
        // The same-side-to-move option is run and set aside against
        // JPD-A10's shape, which has no side to move.
        assert_eq!(
            e.rejected[1].reading,
            "recurrence: earlier-shape-with-same-side-to-move"
        );
        assert_eq!(e.rejected[1].contradicts, "JPD-A10");
    }

    /// 推论11's 3、收完官子: two pass-alive blocks (two one-point eyes each, by hand) with an
    /// empty column between them leave a dame no taking of stones removes; without the white
    /// block the same empty points are Black's.
    #[test]
    fn c12_dame_between_pass_alive_blocks_fails_condition_three() {
        use qili_spec::go::grid::Grid;
        let dame = Grid::from_rows(&["X.X.X.O.O.O", "XXXXX.OOOOO"]).unwrap();
        assert!(c12_dame_between_pass_alive(&dame));
        let black_only = Grid::from_rows(&["X.X.X..", "XXXXX.."]).unwrap();
        assert!(!c12_dame_between_pass_alive(&black_only));
        // A white stone that is not pass-alive (one liberty region, no eyes) leaves no such dame.
        let weak = Grid::from_rows(&["X.X.X.O", "XXXXX.."]).unwrap();
        assert!(!c12_dame_between_pass_alive(&weak));
    }

    /// JPD-A4's option is JPD-A10's pass key: both readings are run, each on the behaviour of
    /// the two kinds (JPD-C6's and JPD-C10's checks, which hold) and on its key, both of which
    /// JPD-A10 runs on games where every pass changes the shape under either key.
    #[test]
    fn a4_runs_both_pass_kind_readings_on_the_endings() {
        let e = a4(Budget::Default);
        let names: Vec<&str> = e.readings.iter().map(|r| r.name.as_str()).collect();
        assert!(
            names[0].starts_with("pass-kinds-in-shape: distinguished"),
            "{names:?}"
        );
        assert!(
            names[1].starts_with("pass-kinds-in-shape: merged"),
            "{names:?}"
        );
        assert!(e.summary.contains("JPD-C6 holds") && e.summary.contains("JPD-C10 holds"));
        assert!(e
            .summary
            .contains("four-passes: any-kind rejected against JPD-C10"));
        assert_eq!(e.status, Status::Holds, "{}", e.summary);
    }

    /// JPD-C6's right-edge reading is played on the model's own ending, which counts
    /// right-edge passes only; the any-kind reading is rejected against 推论10 (为避免与四虚终局相
    /// 混淆), as JPD-A12 rejects it. Fails on the old code (any-kind was a holding reading).
    #[test]
    fn c6_right_edge_reading_is_played_on_its_own_rule() {
        let e = c6(Budget::Default);
        assert_eq!(e.readings.len(), 1);
        assert_eq!(e.readings[0].name, "four-passes: right-edge-kind-only");
        assert_eq!(e.rejected.len(), 1);
        assert_eq!(e.rejected[0].reading, "four-passes: any-kind");
        assert_eq!(e.rejected[0].contradicts, "JPD-C10");
        assert_eq!(e.status, Status::Holds, "{}", e.summary);
    }

    /// JPD-C10's suspension-kind reading is played, not typed, on games of 000's ending (not
    /// the Ying ending it ran on before), with 推论9(3)'s dispute resumed on each suspension.
    #[test]
    fn c10_plays_the_suspension_kind_reading() {
        let e = c10(Budget::Default);
        assert!(
            e.summary.contains("under 000's ending") && !e.summary.contains(" 0 stop at 两虚休止"),
            "{}",
            e.summary
        );
        assert!(e
            .readings
            .iter()
            .any(|r| r.name.contains("suspension-kind") && r.status == Status::Holds));
        // Two right-edge passes are 推论6's 暂且不下实着, no suspension: the any-pass reading is
        // rejected, not run. Fails on the old code (any-pass was a holding reading).
        assert!(e.readings.iter().all(|r| !r.name.contains("any-pass")));
        assert_eq!(e.rejected.len(), 1);
        assert_eq!(e.rejected[0].reading, "pass-counting: any-pass");
    }

    /// JPD-A11 and JPD-C5 across 推论9(3)'s dispute, on every suspended game of the corpus
    /// under the JPD shape rule, per pass key of JPD-A10. What each reading must give follows
    /// from the shapes alone (the counts of a side's pass stones only grow between
    /// restorations): with the suspension erased, the proposer's pass of either kind shows the
    /// board and per-side counts its own proposal showed, so both passes are legal and both
    /// remake a shape that appeared (under the per-kind key only the suspension pass does);
    /// with the pass stones kept every later shape has at least the counts of the last
    /// suspension shape, which only that shape had, so no move remakes one; with the board
    /// restored and the shapes kept, under the per-side key both passes remake the proposal's
    /// shape and are forbidden, and where no real move is legal either (the empty 1x1 board)
    /// the proposer has none, so the reading is set aside against 推论9(3)'s 继续对局,由轮走方先
    /// 下; under the per-kind key the right-edge pass gives the proposer one more right-edge
    /// stone than any shape shown had, so it is legal in every game and nobody is left
    /// without a move. The erasing reading reads no sentence: set aside as unsupported.
    #[test]
    fn a11_and_c5_across_a_dispute_hold_under_every_faithful_reading() {
        let t = dispute_tallies(Budget::Default);
        let games = t[0].games;
        assert!(games > 0);
        // per-side key: restore-before-suspension, keep-pass-stones, restore-board-keep-history
        assert_eq!(t[0].ordinary_pass, games);
        assert_eq!(t[0].suspension_pass, games);
        assert_eq!(t[0].remade_passes, 2 * games);
        assert_eq!(t[1].ordinary_pass, games);
        assert_eq!(t[1].suspension_pass, games);
        assert_eq!(t[1].remade, 0);
        assert_eq!(t[2].ordinary_pass + t[2].suspension_pass, 0);
        assert_eq!(t[2].real_move + t[2].no_move, games);
        assert!(t[2].no_move > 0);
        assert!(t[2].first_no_move.as_ref().unwrap().starts_with("1x1"));
        assert_eq!(t[2].remade, 0);
        // per-kind key
        assert_eq!(t[3].ordinary_pass, games);
        assert_eq!(t[3].suspension_pass, games);
        assert_eq!(t[3].remade_passes, games);
        assert_eq!(t[4].ordinary_pass, games);
        assert_eq!(t[4].suspension_pass, games);
        assert_eq!(t[4].remade, 0);
        assert_eq!(t[5].ordinary_pass, games);
        assert_eq!(t[5].suspension_pass, 0);
        assert_eq!(t[5].no_move, 0);
        assert_eq!(t[5].remade, 0);
        for e in [
            a11_across_dispute(Budget::Default),
            c5_across_dispute(Budget::Default),
        ] {
            assert_eq!(e.status, Status::Holds, "{}", e.summary);
            let names: Vec<(&str, Status)> = e
                .readings
                .iter()
                .map(|r| (r.name.as_str(), r.status))
                .collect();
            assert_eq!(
                names,
                vec![
                    (
                        "resume: keep-pass-stones, pass-stones-in-shape: count-per-side",
                        Status::Holds
                    ),
                    (
                        "resume: keep-pass-stones, pass-stones-in-shape: count-per-side-and-kind",
                        Status::Holds
                    ),
                    (
                        "resume: restore-board-keep-history, pass-stones-in-shape: count-per-side-and-kind",
                        Status::Holds
                    ),
                ]
            );
            assert_eq!(e.rejected.len(), 2);
            assert_eq!(e.rejected[0].reading, "resume: restore-before-suspension");
            // No sentence supports it: set aside as unsupported, naming none it contradicts.
            assert_eq!(e.rejected[0].contradicts, "");
            assert!(e.rejected[0].why.starts_with("no sentence of 000"));
            assert_eq!(
                e.rejected[1].reading,
                "resume: restore-board-keep-history, pass-stones-in-shape: count-per-side"
            );
            assert_eq!(e.rejected[1].contradicts, "JPD-C9");
            assert!(e.rejected[1].why.contains("继续对局,由轮走方先下"));
        }
    }

    /// JPD-A10 and JPD-C4 run both pass keys; C4's literal reading is the status and the
    /// stronger one (never an earlier shape) is shown, with the resumed games.
    #[test]
    fn a10_and_c4_run_both_pass_keys() {
        for e in [
            a10(Budget::Default),
            c4(Budget::Default),
            c5(Budget::Default),
        ] {
            let names: Vec<&str> = e.readings.iter().map(|r| r.name.as_str()).collect();
            assert_eq!(
                names,
                vec![
                    "pass-stones-in-shape: count-per-side",
                    "pass-stones-in-shape: count-per-side-and-kind"
                ]
            );
            assert_eq!(e.status, Status::Holds, "{}", e.summary);
        }
        let e = a10(Budget::Default);
        assert!(
            e.summary.contains("The keys part on 0 of the"),
            "{}",
            e.summary
        );
        let e = c4(Budget::Default);
        assert!(
            e.summary
                .contains("resume: restore-before-suspension, pass-stones-in-shape: count-per-side, unsupported"),
            "{}",
            e.summary
        );
    }

    /// The ko taken just before a disputed suspension, worked by hand from 000: with the two
    /// pass stones taken back (恢复到休止前的局面 as 公理十's 全局的形) White's retake brings back
    /// the start's shape, which 公理十一 (前所未有) forbids; with them kept the shape has one more
    /// pass stone each side and was never seen.
    #[test]
    fn a_ko_after_a_disputed_suspension_splits_the_readings() {
        assert_eq!(
            ko_after_dispute(jpd::PassKey::CountPerSide),
            ko_after_dispute(jpd::PassKey::CountPerSideAndKind)
        );
        assert_eq!(
            ko_after_dispute(jpd::PassKey::CountPerSide),
            vec![
                (
                    jpd::Resumption::RestoreBeforeSuspension,
                    Err(game::Illegal::Repetition)
                ),
                (jpd::Resumption::KeepPassStones, Ok(())),
                // The board restored, the suspension shapes kept: the start's shape still
                // appeared before, so the retake is forbidden as with them erased.
                (
                    jpd::Resumption::RestoreBoardKeepHistory,
                    Err(game::Illegal::Repetition)
                ),
            ]
        );
    }
}
