//! T2 with 公空 counted per seki (003 填滿 雙活中鄰界黑白兼有之“公空”,多於一空各填其半,少至一空不得填子),
//! the counts computed by hand.

use qili_spec::go::grid::Grid;
use qili_spec::go::score::{DeadStones, FinishedGame};
use qili_spec::theorems::scoring::{t2, Case};
use qili_spec::yg::fill::{FillOptions, YingPoints};

fn case(rows: &[&str]) -> Case {
    Case {
        game: FinishedGame::setup(Grid::from_rows(rows).unwrap()),
        dead: DeadStones::none(),
        label: "hand".into(),
    }
}

/// proofs/T2.md's identity is m = 2 (e_B - s_B) - p + n, with n the points counted for
/// neither side (a single 公空, 少至一空不得填子). The 2x2 end `.X/O.`: one seki, two 公空
/// (p = 0). Per seki each side fills one: Black's area 2 = the bowl, Black's bowl gives 0 = the
/// area margin 0 + 0 - 0. Per region both points are single and nobody's (n = 2): Black's area
/// 1, bowl 2: 2 x (1 - 2) = -2 = 0 + 0 - 2. The reviewer's 1x6 `.X.O..`: one seki with one 公空
/// (c1), nobody's either way (n = 1); bowl 3, Black's area a1 b1 = 2: 2 x (2 - 3) = -2, the
/// area margin 2.5 - 3.5 = -1, and -1 + 0 - 1 = -2. The identity holds on all four: the old
/// predicate, which dropped n, called three of them failures.
#[test]
fn t2_per_seki_by_hand() {
    let two = case(&[".X", "O."]);
    assert!(t2(&two, YingPoints::BlackBowl, FillOptions::PER_SEKI).is_ok());
    assert!(t2(&two, YingPoints::BlackBowl, FillOptions::LITERAL).is_ok());
    let six = case(&[".X.O.."]);
    assert!(t2(&six, YingPoints::BlackBowl, FillOptions::PER_SEKI).is_ok());
    assert!(t2(&six, YingPoints::BlackBowl, FillOptions::LITERAL).is_ok());
    // YG-18's three points a stone still breaks it on 1x3 `X..` (area margin 3; Black 2
    // winning empties, White 1 losing stone: 1 + 3 x 1 = 4 after filling).
    assert!(t2(
        &case(&["X.."]),
        YingPoints::ThreePerStone,
        FillOptions::LITERAL
    )
    .is_err());
}

/// The audit's T2 sets the per-region reading aside naming YG-16 and runs the per-seki one.
/// Fails on the old code (no per-seki reading; the per-region reading counted).
#[test]
fn t2_runs_the_per_seki_reading_and_sets_the_region_reading_aside() {
    let run = qili::audit::run(qili::audit::Budget::Default, Some("T2"), |_, _, _| {});
    let t2e = run.iter().find(|e| e.id == "T2").unwrap();
    for e in &t2e.evidence {
        assert!(e
            .readings
            .iter()
            .any(|r| r.name
                == "YG-17 on Black's bowl, shared points per seki, a single one nobody's (stone-value: two-points)"));
        assert!(e.rejected.iter().any(|r| r.contradicts == "YG-16"));
    }
}
