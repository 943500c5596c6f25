//! Every start position of every Xiangqi population the audit judges is a legal position: the
//! engine's FEN parser (src/xiangqi/position.rs `reachable`, the piece counts, the side not to
//! move not in check) accepts it. The spec's generators draw positions of their own
//! (spec/src/xq/gen.rs `valid_square`), so this checks the spec against the engine: an advisor
//! on a palace point off its diagonals (e0, d1, f1, e2 and their mirrors) or a third chariot
//! is a position no game of 004's Xiangqi reaches, and a witness on it cannot be replayed.

use qili::xiangqi::Position;
use qili_spec::xq::gen::{self, cycle_start};
use qili_spec::xq::rational::{self, generated_start, BUILT};
use qili_spec::xq::Board;

/// Seeds far beyond those the thorough budget's populations use (the stress set of 600 cycles
/// and the rational population of 2000 stop well below).
const SEEDS: u64 = 30_000;

fn legal(what: &str, b: &Board) -> Result<(), String> {
    Position::from_fen(&b.fen())
        .map(|_| ())
        .map_err(|e| format!("{what}: {} is refused: {e}", b.fen()))
}

fn check_all(items: impl Iterator<Item = (String, Board)>) -> usize {
    let mut n = 0;
    let bad: Vec<String> = items
        .filter_map(|(what, b)| {
            n += 1;
            legal(&what, &b).err()
        })
        .collect();
    assert!(
        bad.is_empty(),
        "{} illegal starts, first: {:?}",
        bad.len(),
        &bad[..bad.len().min(5)]
    );
    n
}

#[test]
fn every_start_of_the_rational_generator_is_legal() {
    let n = check_all((1..SEEDS).flat_map(|seed| {
        [true, false].into_iter().filter_map(move |complex| {
            generated_start(seed, complex).map(|b| (format!("seed {seed} complex {complex}"), b))
        })
    }));
    assert!(n > SEEDS as usize, "only {n} starts drawn");
}

#[test]
fn every_start_of_the_stress_generator_is_legal() {
    let n = check_all(
        (1..SEEDS).filter_map(|seed| cycle_start(seed).map(|b| (format!("seed {seed}"), b))),
    );
    assert!(n > (SEEDS / 2) as usize, "only {n} starts drawn");
}

#[test]
fn every_built_and_constructed_start_is_legal() {
    let built = (0..BUILT.len()).flat_map(|i| {
        (0..4).filter_map(move |v| rational::built(i, v).ok().map(|c| (c.name, c.start)))
    });
    let constructed = gen::non_repeating()
        .into_iter()
        .chain(gen::gray_code_cycles())
        .chain(gen::trapped_cycles())
        .map(|(name, b, _)| (name, b));
    check_all(built.chain(constructed));
}

/// The populations as the audit draws them (the default budget's sizes): their starts.
#[test]
fn the_default_populations_start_on_legal_positions() {
    let stress = gen::cycles(1, 40)
        .into_iter()
        .map(|(s, _, _, b, _)| (format!("stress seed {s}"), b));
    let pop = rational::population(1, 200)
        .into_iter()
        .map(|c| (c.name, c.start));
    assert!(check_all(stress.chain(pop)) >= 240);
}
