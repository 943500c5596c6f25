//! Exhaustive checks of the play statements of `proofs/` over every game on small boards up to a
//! stated length: JPD-C4 (a pass never repeats a shape), JPD-C5 (the moves JPD-A11 forbids are
//! exactly those that repeat a shape), T6 (what each ko rule forbids, and the witnesses that
//! separate them).
//!
//! Games are generated under the most permissive rules of the spec (simple ko, suicide allowed,
//! four-pass ending), so every history the other ko rules allow is among them. For every real move
//! at every node the four ko predicates are recomputed here from their definitions in
//! `proofs/T6.md` (not taken from the spec) and compared with the spec's `repeats`.

use qili_spec::go::game::{
    place, play, repeats, side, End, Ko, Move, Options, PassKind, Position, Suicide,
};
use qili_spec::go::{Cell, Grid, Point};

const PERMISSIVE: Options = Options {
    suicide: Suicide::Allowed,
    ko: Ko::Simple,
    end: End::FourPasses,
};

#[derive(Default, Debug)]
struct Tally {
    nodes: u64,
    real_moves: u64,
    passes: u64,
    /// JPD-A11 allows, positional superko forbids (retaking a ko after passes, 隔虚提劫).
    a11_allows_positional_forbids: u64,
    /// JPD-A11 allows, situational superko forbids.
    a11_allows_situational_forbids: u64,
    /// JPD-A11 forbids, situational superko allows (a repeat with the other side to move).
    a11_forbids_situational_allows: u64,
    /// Situational forbids, simple ko allows.
    situational_not_simple: u64,
    /// Positional forbids, situational allows.
    positional_not_situational: u64,
    /// JPD-A11 forbids, simple ko allows.
    a11_not_simple: u64,
}

struct Flags {
    simple: bool,
    situational: bool,
    positional: bool,
    a11: bool,
}

/// The four ko predicates of `proofs/T6.md`, for a real move from the last position of `history`
/// to the board `next`.
fn flags(history: &[Position], next: &Grid) -> Flags {
    let current = history.last().unwrap();
    let next_to_move = current.to_move.opponent();
    let n = history.len();
    Flags {
        simple: n >= 2 && &history[n - 2].grid == next,
        situational: history
            .iter()
            .any(|h| &h.grid == next && h.to_move == next_to_move),
        positional: history.iter().any(|h| &h.grid == next),
        // A real move adds no pass stone: the shape repeats iff board and pass stones repeat.
        a11: history
            .iter()
            .any(|h| &h.grid == next && h.pass_stones == current.pass_stones),
    }
}

fn check_node(history: &[Position], moves: &[Move], gen: Options, tally: &mut Tally) {
    tally.nodes += 1;
    let current = history.last().unwrap();
    let c = current.to_move;
    // JPD-C4: a pass makes a shape never seen before, so JPD-A11 never forbids it.
    let mut passed = current.clone();
    passed.to_move = c.opponent();
    passed.pass_stones[side(c)] += 1;
    assert!(
        history.iter().all(|h| h.shape() != passed.shape()),
        "JPD-C4: a pass repeats a shape after {moves:?}"
    );
    let a11_options = Options {
        ko: Ko::WholeShapeWithPassStones,
        ..gen
    };
    assert!(
        play(history, Move::Pass(c, PassKind::Ordinary), a11_options).is_ok(),
        "JPD-C4: the pass is illegal under JPD-A11 after {moves:?}"
    );
    tally.passes += 1;
    for p in current.grid.points().collect::<Vec<Point>>() {
        if current.grid.get(p) != Cell::Empty {
            continue;
        }
        let placed = place(&current.grid, c, p).expect("an empty point");
        if gen.suicide == Suicide::Forbidden && !placed.self_captured.is_empty() {
            continue;
        }
        let f = flags(history, &placed.grid);
        tally.real_moves += 1;
        // T6: the inclusions.
        assert!(
            !f.simple || f.situational,
            "T6 simple ⊄ situational: {moves:?} then {p:?}"
        );
        assert!(
            !f.situational || f.positional,
            "T6 situational ⊄ positional: {moves:?} then {p:?}"
        );
        assert!(
            !f.simple || f.a11,
            "T6 simple ⊄ JPD-A11: {moves:?} then {p:?}"
        );
        assert!(
            !f.a11 || f.positional,
            "T6 JPD-A11 ⊄ positional: {moves:?} then {p:?}"
        );
        tally.a11_allows_positional_forbids += u64::from(!f.a11 && f.positional);
        tally.a11_allows_situational_forbids += u64::from(!f.a11 && f.situational);
        tally.a11_forbids_situational_allows += u64::from(f.a11 && !f.situational);
        tally.situational_not_simple += u64::from(f.situational && !f.simple);
        tally.positional_not_situational += u64::from(f.positional && !f.situational);
        tally.a11_not_simple += u64::from(f.a11 && !f.simple);
        // The spec's `repeats` agrees with the definitions (JPD-C5: A11 forbids exactly the
        // moves whose shape repeats).
        let mut next = current.clone();
        next.grid = placed.grid.clone();
        next.to_move = c.opponent();
        let mv = Move::Play(c, p);
        for (ko, expected) in [
            (Ko::Simple, f.simple),
            (Ko::SituationalSuperko, f.situational),
            (Ko::PositionalSuperko, f.positional),
            (Ko::WholeShapeWithPassStones, f.a11),
        ] {
            assert_eq!(
                repeats(history, &next, mv, ko),
                expected,
                "{ko:?} after {moves:?} then {p:?}"
            );
        }
    }
}

fn walk(
    history: &mut Vec<Position>,
    moves: &mut Vec<Move>,
    depth: usize,
    gen: Options,
    tally: &mut Tally,
) {
    if qili_spec::go::game::is_over(moves, gen.end) {
        return;
    }
    check_node(history, moves, gen, tally);
    if depth == 0 {
        return;
    }
    let current = history.last().unwrap().clone();
    let c = current.to_move;
    let mut candidates: Vec<Move> = current
        .grid
        .points()
        .filter(|&p| current.grid.get(p) == Cell::Empty)
        .map(|p| Move::Play(c, p))
        .collect();
    candidates.push(Move::Pass(c, PassKind::Ordinary));
    for mv in candidates {
        if let Ok(next) = play(history, mv, gen) {
            history.push(next);
            moves.push(mv);
            walk(history, moves, depth - 1, gen, tally);
            moves.pop();
            history.pop();
        }
    }
}

fn run(width: usize, height: usize, depth: usize, gen: Options) -> Tally {
    let mut tally = Tally::default();
    let mut history = vec![Position::start(width, height)];
    walk(&mut history, &mut Vec::new(), depth, gen, &mut tally);
    eprintln!(
        "{width}x{height}, games up to {depth} moves, suicide {:?}: {tally:?}",
        gen.suicide
    );
    tally
}

/// 1x3, every game up to 10 moves.
#[test]
fn every_game_on_1x3_up_to_10_moves() {
    let t = run(3, 1, 10, PERMISSIVE);
    assert!(t.nodes > 1000);
}

/// 2x2, every game up to 8 moves: the inclusions hold at every node, and the witnesses of
/// `proofs/T6.md` exist.
#[test]
fn every_game_on_2x2_up_to_8_moves() {
    let t = run(2, 2, 8, PERMISSIVE);
    assert!(
        t.a11_allows_positional_forbids > 0,
        "no ko retaken after passes: {t:?}"
    );
    assert!(t.a11_allows_situational_forbids > 0, "{t:?}");
    // Suicide is allowed in the generated games: a single-stone suicide repeats the shape with
    // the other side to move.
    assert!(t.a11_forbids_situational_allows > 0, "{t:?}");
    assert!(t.positional_not_situational > 0, "{t:?}");
}

const NO_SUICIDE: Options = Options {
    suicide: Suicide::Forbidden,
    ..PERMISSIVE
};

/// Without suicide: the inclusions still hold; the counts of a board recurring with the other side
/// to move (`proofs/T6.md`, open point) are printed.
#[test]
fn every_game_without_suicide_on_small_boards() {
    let t = run(2, 2, 12, NO_SUICIDE);
    assert!(t.a11_allows_positional_forbids > 0, "{t:?}");
    let t = run(3, 2, 7, NO_SUICIDE);
    assert!(t.a11_allows_positional_forbids > 0, "{t:?}");
}
