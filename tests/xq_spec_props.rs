//! Property tests of document 004's claims over generated cycles (random positions with few
//! pieces where each side repeats a shuttle, a star or two pieces in turn), and the smallest
//! counterexamples of the claims that fail, derived by hand below.

use proptest::prelude::*;
use qili_spec::xq::gen::{game_of, random_cycle, Plan};
use qili_spec::xq::{props, Board, Move, XqOptions};

fn plan(i: u8) -> Plan {
    match i % 3 {
        0 => Plan::Shuttle,
        1 => Plan::Star,
        _ => Plan::TwoPieces,
    }
}

fn with_cycle(
    seed: u64,
    r: u8,
    b: u8,
    f: impl Fn(&Board, &[Move]) -> Result<(), String>,
) -> Result<(), TestCaseError> {
    if let Some((start, moves)) = random_cycle(seed, plan(r), plan(b)) {
        if let Err(e) = f(&start, &moves) {
            return Err(TestCaseError::fail(format!(
                "{e}: qili xq judge {}",
                props::witness(&start, &moves)
            )));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    /// Mirroring the board, and swapping colours with the board turned, change no nature and
    /// no verdict (the verdict swaps with the colours).
    #[test]
    fn symmetry(seed in 0u64..1_000_000, r in 0u8..3, b in 0u8..3) {
        let o = XqOptions::default();
        with_cycle(seed, r, b, |s, m| props::symmetric(s, m, &o))?;
    }

    /// XQ-4: over one period every root change is two-way.
    #[test]
    fn roots_two_way(seed in 0u64..1_000_000, r in 0u8..3, b in 0u8..3) {
        let o = XqOptions::default();
        with_cycle(seed, r, b, |s, m| props::roots_two_way(s, m, &o))?;
    }

    /// XQ-2.2: every generated cycle is recognised; XQ-10: the side the rule of 第十章 names
    /// as completing last is the one observed to complete last.
    #[test]
    fn recognised_and_completed_last(seed in 0u64..1_000_000, r in 0u8..3, b in 0u8..3) {
        let o = XqOptions::default();
        with_cycle(seed, r, b, |s, m| props::recognised(s, m, &o))?;
        with_cycle(seed, r, b, |s, m| props::completed_last_agrees(s, m, &o))?;
    }

    /// XQ-2.3 (shapes), every landing point counted on its own, on the generated plans (a shuttle,
    /// a star or two pieces in turn per side): they never reach more placements than points.
    /// Not the claim's whole domain: three pieces in Gray-code order break it
    /// (tests/xq_cycles_real.rs).
    #[test]
    fn shapes_bounded_without_merging(seed in 0u64..1_000_000, r in 0u8..3, b in 0u8..3) {
        let mut o = XqOptions::default();
        o.cycle.in_between = qili_spec::xq::cycle::InBetween::EachPointOnItsOwn;
        with_cycle(seed, r, b, |s, m| props::shapes_bounded(s, m, &o))?;
    }
}

fn parse(fen: &str, moves: &str) -> (Board, Vec<Move>) {
    let b = Board::from_fen(fen).unwrap();
    let ms: Vec<Move> = moves
        .split_whitespace()
        .map(|m| Move::parse(m).unwrap())
        .collect();
    assert_eq!(
        b.play_iccs(&moves.split_whitespace().collect::<Vec<_>>())
            .unwrap()
            .len(),
        ms.len()
    );
    (b, ms)
}

/// XQ-2.3 refuted with the in-between reading: Red's cannon shuttles d6-h6 (2 points); Black's
/// pawn goes c2-b2-c2 every other move while its chariot goes c7-f7-c7 in between. The pawn
/// enters "某兩點" every other move, so the chariot's points c7, f7 count as one: Black has 3
/// cycle points, the product is 2 x 3 = 6. But the board takes 2 (cannon) x 4 (pawn x chariot)
/// = 8 shapes in a period. Counting each point on its own, Black has 4 points and 8 <= 8.
#[test]
fn xq_2_3_shapes_counterexample() {
    let (b, m) = parse(
        "9/5k3/2r6/3C5/9/9/9/2p6/3K5/9 w - - 0 1",
        "d6h6 c2b2 h6d6 c7f7 d6h6 b2c2 h6d6 f7c7 d6h6 c2b2 h6d6 c7f7 d6h6 b2c2 h6d6 f7c7",
    );
    let o = XqOptions::default();
    let e = props::shapes_bounded(&b, &m, &o).unwrap_err();
    assert!(e.starts_with("8 shapes"), "{e}");
    let mut each = o;
    each.cycle.in_between = qili_spec::xq::cycle::InBetween::EachPointOnItsOwn;
    assert!(props::shapes_bounded(&b, &m, &each).is_ok());
}

/// XQ-3 refuted as a claim about every cycle: Red's cannon c2-c4 lands where the black horse
/// a5 takes it (leg b5 empty; nothing of Red's recaptures on c4): +2 for Black, which instead
/// plays a5-b3. The document's argument assumes players who take such captures.
#[test]
fn xq_3_counterexample() {
    let (b, m) = parse(
        "9/9/4k4/9/n8/9/9/2C6/5K3/9 w - - 0 1",
        "c2c4 a5b3 c4c2 b3a5 c2c4 a5b3 c4c2 b3a5",
    );
    let e = props::no_profitable_counterattack(&b, &m, &XqOptions::default()).unwrap_err();
    assert!(e.contains("wins 2 by taking c4"), "{e}");
}

/// XQ-2.3 second half ("attacking moves at least half") fails on cycles of idle moves that no
/// side can profit from leaving: two horses shuttle out of each other's reach.
#[test]
fn xq_2_3_attacking_half_counterexample() {
    let (b, m) = parse(
        "3k5/9/7n1/9/9/8N/9/9/9/4K4 w - - 0 1",
        "i4h6 h7f6 h6i4 f6h7 i4h6 h7f6 h6i4 f6h7",
    );
    let o = XqOptions::default();
    assert!(props::no_profitable_counterattack(&b, &m, &o).is_ok());
    let j = qili_spec::xq::judge(&game_of(&b, &m), &o);
    assert!(props::attacking_half(&j).is_err());
}

/// The same with an attacking move in the cycle: Red's horse a1-b3 newly attacks the black
/// elephant c5 (nothing protects it, and it cannot strike back across the river): a chase;
/// every other move of the cycle is idle: 2 attacking moves of 8.
#[test]
fn xq_2_3_attacking_half_counterexample_with_a_chase() {
    let (b, m) = parse(
        "9/9/b2k5/9/9/9/1N7/9/9/5K3 w - - 0 1",
        "b3a1 a7c5 a1b3 c5a7 b3a1 a7c5 a1b3 c5a7",
    );
    let o = XqOptions::default();
    assert!(props::no_profitable_counterattack(&b, &m, &o).is_ok());
    let j = qili_spec::xq::judge(&game_of(&b, &m), &o);
    let natures: Vec<_> = j.natures.iter().map(|(_, n)| n.nature).collect();
    use qili_spec::xq::nature::Nature::{Chase, Idle};
    assert_eq!(
        natures,
        vec![Idle, Idle, Chase, Idle, Idle, Idle, Chase, Idle]
    );
    assert_eq!(
        props::attacking_half(&j).unwrap_err(),
        "2 attacking moves of 8"
    );
}

/// Writes the findings of the XQ checks under `findings/` (run with QILI_WRITE_FINDINGS=1).
#[test]
fn write_findings() {
    if std::env::var("QILI_WRITE_FINDINGS").is_err() {
        return;
    }
    for f in qili::audit::xq::findings(qili::audit::Budget::Thorough) {
        f.write(std::path::Path::new("findings")).unwrap();
    }
}
