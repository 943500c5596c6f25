//! Exhaustive checks of the play statements of `proofs/` over every game on small boards up to a
//! stated length: JPD-C4 (a pass never repeats a shape), JPD-C5 (the moves JPD-A11 forbids are
//! exactly those that repeat a shape), T6 (what each ko rule forbids, and the witnesses that
//! separate them).
//!
//! The walk is [`qili::proofs_check::play_statements`] (the same code the audit runs): games
//! are generated under the most permissive rules of the spec (simple ko, four-pass ending), so
//! every history the other ko rules allow is among them, and at every real move the four ko
//! predicates are recomputed from their definitions in `proofs/T6.md` (not taken from the spec)
//! and compared with the spec's `repeats`. Any disagreement is an `Err` naming the node.

use qili::proofs_check::{play_statements, PlayTally};
use qili_spec::go::game::Suicide;

fn run(width: usize, height: usize, depth: usize, suicide: Suicide) -> PlayTally {
    let t = play_statements(width, height, depth, suicide)
        .unwrap_or_else(|e| panic!("{width}x{height} up to {depth} moves: {e}"));
    eprintln!("{width}x{height}, games up to {depth} moves, suicide {suicide:?}: {t:?}");
    t
}

/// 1x3, every game up to 10 moves.
#[test]
fn every_game_on_1x3_up_to_10_moves() {
    let t = run(3, 1, 10, Suicide::Allowed);
    assert!(t.nodes > 1000);
}

/// 2x2, every game up to 8 moves: the inclusions hold at every node, and the witnesses of
/// `proofs/T6.md` exist.
#[test]
fn every_game_on_2x2_up_to_8_moves() {
    let t = run(2, 2, 8, Suicide::Allowed);
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

/// Without suicide: the inclusions still hold; the counts of a board recurring with the other side
/// to move (`proofs/T6.md`, open point) are printed.
#[test]
fn every_game_without_suicide_on_small_boards() {
    let t = run(2, 2, 12, Suicide::Forbidden);
    assert!(t.a11_allows_positional_forbids > 0, "{t:?}");
    let t = run(3, 2, 7, Suicide::Forbidden);
    assert!(t.a11_allows_positional_forbids > 0, "{t:?}");
}
