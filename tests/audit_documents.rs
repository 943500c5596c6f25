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

/// JPD-A2 was `depends` through a reading that took 地 for some side's area, which 公理二's own
/// 它永远都是地 (of every point, on the empty board of 公理三 too) does not support. Now the
/// literal reading holds (the areas, with points of no side, add up to the board) and the other
/// is rejected naming the sentence. Fails on the old code (status depends, no rejection).
#[test]
fn jpd_a2_holds_and_rejects_the_one_side_reading() {
    let (s, ev) = verdict("JPD-A2");
    assert_eq!(s, Status::Holds);
    assert!(ev[0]
        .rejected
        .iter()
        .any(|r| r.reading == "地: every point is some side's area"
            && r.contradicts == "JPD-C3"
            && r.why.contains("各方的子点与气点合起来就是各方的地域")
            && r.why.contains("1x1")));
    assert!(ev[0].readings.iter().all(|r| r.status == Status::Holds));
    // The kept reading is computed: every point told apart by adjacency as 公理二's three kinds
    // and marked so by JPD-C3's count (it was a constant `true`).
    assert!(
        ev[0].summary.contains("marked so by JPD-C3's count: all."),
        "{}",
        ev[0].summary
    );
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
    let (s, ev) = verdict("YG-11");
    assert_eq!(s, Status::UndecidableAsWritten);
    assert!(
        ev.iter().any(|e| e.summary.contains("defines none")),
        "{ev:?}"
    );
}

/// `undecidable-as-written` only when no sentence of the same document
/// supplies what is missing. JPD-A12's ending is supplied by 推论6 (the third and fourth passes
/// say 永不再下实着了 … 同意终局) with 推论10 keeping suspension passes apart; YG-10's play-out
/// by YG-8 (著手休止,清除死子如有歧見,著手可再繼續); YG-2's one-point win is a counted result. The
/// old audit called all three undecidable.
#[test]
fn a12_yg10_and_yg2_are_run_on_what_their_documents_supply() {
    // The claim's status also carries 公理十二's two kinds of final position (checked in
    // tests/audit_small_domains.rs); the ending is run and holds.
    let (_, ev) = verdict("JPD-A12");
    let end = ev
        .iter()
        .find(|e| e.summary.contains("推论6"))
        .expect("the ending is run");
    assert_eq!(end.status, Status::Holds, "{end:?}");
    // Two readings of the ending set aside against 推论10 (JPD-C10): four passes of any kind,
    // and four right-edge passes as the only ending (two suspension passes do end play there).
    let rejected: Vec<(&str, &str)> = end
        .rejected
        .iter()
        .map(|r| (r.reading.as_str(), r.contradicts.as_str()))
        .collect();
    assert_eq!(
        rejected,
        [
            ("end: four-passes, any kind", "JPD-C10"),
            ("end: four right-edge passes only", "JPD-C10"),
        ],
        "{end:?}"
    );
    let (s, ev) = verdict("YG-10");
    assert_eq!(s, Status::Holds, "{ev:?}");
    assert!(ev[0].cases > 0, "{ev:?}");
    let (s, ev) = verdict("YG-2");
    assert_eq!(s, Status::Holds, "{ev:?}");
    assert!(
        ev[0].summary.contains("不論一點勝或不計點勝皆為一局勝"),
        "the sentence is quoted as the text has it: {ev:?}"
    );
}
