//! T1-T5 on generated games (400 a run: 100 from each generator of
//! `qili_spec::theorems::scoring::GENERATORS`). Each failing reading's smallest counterexample is
//! shrunk and written under `findings/` with its SVG and command.

use qili::scoring::theorems::{finding, run, Outcome};

const SEED: u64 = 1;
const CASES: usize = 400;

fn outcomes(t: &str) -> Vec<Outcome> {
    let out = run(t, SEED, CASES);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("findings");
    for o in &out {
        println!("{} [{}]: {}", o.theorem, o.reading, o.tally());
        if let Some(f) = finding(o) {
            println!("  counterexample: {}\n  {}", f.summary, f.command);
            f.write(&dir).expect("findings are writable");
        }
    }
    out
}

fn reading<'a>(o: &'a [Outcome], r: &str) -> &'a Outcome {
    o.iter().find(|x| x.reading == r).unwrap()
}

#[test]
fn t1_routes_plus_stones_are_live_stones_on_every_generated_game() {
    // Back-filling moves stones from routes to stones one for one, and HZ-6 moves one back:
    // the sum cannot change, on any board.
    for o in outcomes("T1") {
        assert_eq!(o.fails, [0; 4], "{}", o.tally());
    }
}

#[test]
fn t2_yg17_matches_area_plus_parity_on_played_out_games_and_yg18_does_not() {
    let o = outcomes("T2");
    let yg17 = reading(&o, "YG-17 two points a stone");
    assert_eq!(yg17.fails[0], 0, "{}", yg17.tally());
    let yg18 = reading(&o, "YG-18 three points a stone");
    assert!(yg18.fails[0] > 0, "{}", yg18.tally());
    let (c, _) = yg18.counterexample.as_ref().unwrap();
    assert!(c.game.grid.area() <= 9);
}

#[test]
fn t3_area_equals_aga_territory_and_japanese_differs_only_in_seki() {
    let o = outcomes("T3");
    let aga = reading(&o, "AGA (passes as prisoners)");
    assert!(aga.holds_on_finished_games(), "{}", aga.tally());
    let jp = reading(&o, "Japanese (no seki correction)");
    // Played-out games hold no seki with territory: the Japanese form holds there.
    assert_eq!(jp.fails[0], 0, "{}", jp.tally());
}

#[test]
fn t4_and_t5_are_run_and_their_counterexamples_kept() {
    let o4 = outcomes("T4");
    assert_eq!(o4.len(), 2);
    let o5 = outcomes("T5");
    let eq = reading(&o5, "JPD-A9 split equally");
    assert!(eq.holds_on_finished_games(), "{}", eq.tally());
    let by = reading(&o5, "JPD-A9 by adjacent stones");
    assert!(by.fails[3] > 0, "{}", by.tally());
}
