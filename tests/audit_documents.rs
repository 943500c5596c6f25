//! The document checks of `src/audit/documents.rs` on cases derived by hand: JPD-A2's empty
//! board, JPD-C2's final positions, and the verdicts the audit gives them.

use qili::audit::documents::{four_passes, nobodys_points};
use qili::audit::Status;
use qili_spec::go::game::is_over;
use qili_spec::go::{Grid, Point};

/// JPD-A2: four passes on the empty 1x1 board end the game (JPD-C6) and its one point borders no
/// stone: no side's liberty, no side's stone.
#[test]
fn jpd_a2_the_empty_board_is_nobodys() {
    let g = four_passes(1, 1);
    assert_eq!(g.moves.len(), 4);
    assert!(is_over(&g.moves, qili_spec::go::game::End::FourPasses));
    let last = &g.positions.last().unwrap().grid;
    assert_eq!(nobodys_points(last), vec![Point::new(0, 0)]);
    // One stone in the middle of 3x3: the four corners touch no stone.
    let g = Grid::from_rows(&["...", ".X.", "..."]).unwrap();
    assert_eq!(nobodys_points(&g).len(), 4);
    // A filled board with eyes has none.
    let g = Grid::from_rows(&[".X.", "XXX", "OOO", ".O."]).unwrap();
    assert!(nobodys_points(&g).is_empty());
}

mod common;
use common::verdict;

#[test]
fn jpd_a2_depends_on_whether_the_empty_board_is_a_final_position() {
    let (s, ev) = verdict("JPD-A2");
    assert_eq!(s, Status::Depends);
    let r = &ev[0].readings;
    assert!(r.contains(&(
        "every final position (after four passes)".to_string(),
        Status::Fails
    )));
    assert!(ev[0].summary.contains("1x1"), "{}", ev[0].summary);
}

#[test]
fn jpd_c2_holds_and_counts_seki_exceptions() {
    let (s, ev) = verdict("JPD-C2");
    assert_eq!(s, Status::Holds, "{:?}", ev);
    // Every position of every board up to 9 points was enumerated: 3x3 alone has 3^9 (the
    // documents check; the scoring area adds its own evidence beside it).
    assert!(ev.iter().any(|e| e.cases >= 3u64.pow(9)), "{ev:?}");
}

#[test]
fn undecidable_claims_say_what_is_missing() {
    for id in ["YG-10", "YG-11", "JPD-A12"] {
        let (s, ev) = verdict(id);
        assert_eq!(s, Status::UndecidableAsWritten, "{id}");
        assert!(
            ev.iter().any(|e| e.summary.contains("does not say")
                || e.summary.contains("defines none")
                || e.summary.contains("gives no")),
            "{id}: {ev:?}"
        );
    }
}
