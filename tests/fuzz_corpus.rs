//! The fuzz targets' bodies (`fuzz/harness/mod.rs`) run as a plain test: on the stored corpus
//! (`fuzz/corpus/<target>/`), on deterministic random inputs, and on byte-level mutations of
//! the corpus. `cargo fuzz run engine_vs_spec` (nightly, in `fuzz/`) explores further.

#[path = "../fuzz/harness/mod.rs"]
mod harness;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;

/// `QILI_FUZZ_SCALE` multiplies the number of generated inputs (default 1).
fn scale() -> usize {
    std::env::var("QILI_FUZZ_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    // The large seeds `fuzz/make_large_seeds.py` writes are not committed: skipped here, so the
    // test is the same everywhere (`sgf_reader_large_inputs` builds its own).
    let mut out: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| {
            !p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("large-")
        })
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    out.sort();
    assert!(!out.is_empty(), "empty corpus {target}");
    out
}

fn mutations(seeds: &[Vec<u8>], n: usize, rng: &mut ChaCha8Rng, alphabet: &[u8]) -> Vec<Vec<u8>> {
    (0..n)
        .map(|_| {
            let mut v = seeds[rng.random_range(0..seeds.len())].clone();
            for _ in 0..rng.random_range(1..=4) {
                let choice = rng.random_range(0..3);
                let byte = if rng.random_bool(0.5) && !alphabet.is_empty() {
                    alphabet[rng.random_range(0..alphabet.len())]
                } else {
                    rng.random()
                };
                match choice {
                    0 if !v.is_empty() => {
                        let i = rng.random_range(0..v.len());
                        v[i] = byte;
                    }
                    1 => {
                        let i = rng.random_range(0..=v.len());
                        v.insert(i, byte);
                    }
                    _ if !v.is_empty() => {
                        let i = rng.random_range(0..v.len());
                        v.remove(i);
                    }
                    _ => v.push(byte),
                }
            }
            v
        })
        .collect()
}

#[test]
fn engine_vs_spec_corpus_and_random_inputs() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let seeds = corpus("engine_vs_spec");
    let mut inputs = seeds.clone();
    inputs.extend(mutations(&seeds, 300 * scale(), &mut rng, &[]));
    inputs.extend((0..1500 * scale()).map(|_| {
        let n = rng.random_range(0..600);
        (0..n).map(|_| rng.random()).collect::<Vec<u8>>()
    }));
    for data in &inputs {
        harness::engine_vs_spec(data);
    }
}

#[test]
fn sgf_reader_corpus_and_mutations() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let seeds = corpus("sgf_reader");
    let mut inputs = seeds.clone();
    inputs.extend(mutations(
        &seeds,
        5000 * scale(),
        &mut rng,
        b"();[]:\\ABWEKMSZHAPLRUTBtt0129azAZ",
    ));
    inputs.extend((0..500 * scale()).map(|_| {
        let n = rng.random_range(0..200);
        (0..n).map(|_| rng.random()).collect::<Vec<u8>>()
    }));
    for data in &inputs {
        harness::sgf_reader(data);
    }
}

/// The large inputs of `fuzz/make_large_seeds.py`, built here: a 50,000-move main line and
/// variations nested 9,999 deep (read) and 20,000 deep (refused at the depth limit), each
/// through the fuzz body (read, replay, write, read again) without recursion on their depth.
#[test]
fn sgf_reader_large_inputs() {
    let mut game = String::from("(;FF[4]GM[1]SZ[19]RU[Chinese]KM[7.5]");
    for i in 0..50_000usize {
        let k = (i / 2) % 171;
        let (x, y) = (k % 19, k / 19 + if i % 2 == 0 { 0 } else { 10 });
        game.push_str(&format!(
            ";{}[{}{}]",
            ["B", "W"][i % 2],
            (b'a' + x as u8) as char,
            (b'a' + y as u8) as char
        ));
    }
    game.push(')');
    let nested = |depth: usize| {
        let mut s = String::from("(;FF[4]SZ[9]");
        for i in 0..depth {
            let p = i % 81;
            s.push_str(&format!(
                "(;{}[{}{}]",
                ["B", "W"][i % 2],
                (b'a' + (p % 9) as u8) as char,
                (b'a' + (p / 9) as u8) as char
            ));
        }
        s.push_str(&")".repeat(depth + 1));
        s
    };
    let g = qili::go::SgfGame::parse(&game).unwrap();
    assert_eq!(g.moves().len(), 50_000);
    harness::sgf_reader(game.as_bytes());
    let deep = nested(9_999);
    assert_eq!(
        qili::go::SgfGame::parse(&deep).unwrap().moves().len(),
        9_999
    );
    harness::sgf_reader(deep.as_bytes());
    let e = qili::go::SgfGame::parse(&nested(20_000)).unwrap_err();
    assert!(e.message.contains("nested more than 10000"), "{e}");
    harness::sgf_reader(nested(20_000).as_bytes());
}
