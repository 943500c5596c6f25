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

/// The 2x2 end `.X/O.`: one seki, two 公空. Per seki each side fills one: Black's area 2 = the
/// bowl, Black's bowl gives 0 = the area margin 0 + parity 0 (T2 holds there). Per region both
/// points are single and nobody's: Black's area 1, bowl 2: -2 (T2 fails). The reviewer's 1x6
/// `.X.O..`: one seki with one 公空 (c1), nobody's either way; bowl 3, Black's area a1 b1 = 2:
/// 2 x (2 - 3) = -2 against the area margin 2 - 3 = -1 (T2 fails per seki too).
#[test]
fn t2_per_seki_by_hand() {
    let two = case(&[".X", "O."]);
    assert!(t2(&two, YingPoints::BlackBowl, FillOptions::PER_SEKI).is_ok());
    assert!(t2(&two, YingPoints::BlackBowl, FillOptions::LITERAL).is_err());
    let six = case(&[".X.O.."]);
    assert!(t2(&six, YingPoints::BlackBowl, FillOptions::PER_SEKI).is_err());
    assert!(t2(&six, YingPoints::BlackBowl, FillOptions::LITERAL).is_err());
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
                == "YG-17 on Black's bowl, shared points per seki, a single one nobody's"));
        assert!(e.rejected.iter().any(|r| r.contradicts == "YG-16"));
    }
}
