//! The `xq_fen` fuzz target's body (`fuzz/harness/xq_fen.rs`) as a plain test: on the stored
//! corpus (`fuzz/corpus/xq_fen/`: the perft positions, mate, stalemate, a cycle, `h`/`e`
//! letters), on byte-level mutations of it, and on random bytes. `cargo fuzz run xq_fen`
//! (nightly, in `fuzz/`) explores further.

#[path = "../fuzz/harness/xq_fen.rs"]
mod xq;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;

#[test]
fn xq_fen_corpus_mutations_and_random_bytes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/xq_fen");
    let mut seeds: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| std::fs::read(e.unwrap().path()).unwrap())
        .collect();
    seeds.sort();
    assert!(seeds.len() >= 10, "corpus present");
    // The seeds themselves are valid: every one parses.
    for s in &seeds {
        let text = String::from_utf8(s.clone()).unwrap();
        let fen = text.lines().next().unwrap();
        assert!(qili::xiangqi::Position::from_fen(fen).is_ok(), "seed {fen}");
        xq::xq_fen(s);
    }
    let alphabet = b"rnbakcpheRNBAKCPHE0123456789/ -wb\nabcdefghi";
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut parsed = 0;
    for _ in 0..3000 {
        let mut v = seeds[rng.random_range(0..seeds.len())].clone();
        for _ in 0..rng.random_range(1..=3) {
            let byte = if rng.random_bool(0.8) {
                alphabet[rng.random_range(0..alphabet.len())]
            } else {
                rng.random()
            };
            match rng.random_range(0..3) {
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
        if let Ok(t) = std::str::from_utf8(&v) {
            if qili::xiangqi::Position::from_fen(t.lines().next().unwrap_or("")).is_ok() {
                parsed += 1;
            }
        }
        xq::xq_fen(&v);
    }
    // Some mutants stay valid positions (e.g. a changed counter or a moved piece), so the
    // checks after parsing run on new positions too.
    assert!(parsed > 100, "{parsed} mutants parsed");
    for _ in 0..1000 {
        let n = rng.random_range(0..120);
        let v: Vec<u8> = (0..n).map(|_| rng.random()).collect();
        xq::xq_fen(&v);
    }
}
