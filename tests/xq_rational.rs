//! The rational population of document 004's cycle claims (`qili_spec::xq::rational`): every
//! built motif is a rational cycle with the natures and verdicts derived by hand in its
//! comments; the generated cycles are rational (no capture wins material at any position),
//! come in complex and simple positions, reach the three-round stop, and are reproducible.

use qili_spec::xq::chase::is_live;
use qili_spec::xq::gen::game_of;
use qili_spec::xq::nature::Nature;
use qili_spec::xq::options::{NoAlternative, XqOptions};
use qili_spec::xq::rational::{self, Motif, BUILT};
use qili_spec::xq::{judge, Board, Side, Sq, Verdict};

/// The natures of the built motifs, derived by hand (see the comments of `BUILT`): (the side
/// that moves first in the period, the other side).
fn expected(m: Motif) -> [Nature; 2] {
    match m {
        Motif::PerpetualCheck => [Nature::Idle, Nature::Check],
        Motif::ChaseUnprotected | Motif::ChaseByProtected => [Nature::Idle, Nature::Chase],
        Motif::MutualChase => [Nature::Chase, Nature::Chase],
        Motif::IdleShuffle => [Nature::Idle, Nature::Idle],
        Motif::Generated => unreachable!(),
    }
}

fn idx(s: Side) -> usize {
    match s {
        Side::Red => 0,
        Side::Black => 1,
    }
}

#[test]
fn built_motifs_have_their_hand_derived_natures() {
    let o = XqOptions::default();
    for i in 0..BUILT.len() {
        // Variant 0 and the colour-swapped variant 2.
        for v in [0, 2] {
            let c = rational::built(i, v).unwrap();
            assert!(rational::rational(&c.start, &c.moves).is_ok(), "{}", c.name);
            let j = judge(&game_of(&c.start, &c.moves), &o);
            let first = c.start.to_move;
            let got = [j.overall[idx(first)], j.overall[idx(first.other())]];
            assert_eq!(got, expected(c.motif), "{}", c.name);
            assert!(
                j.stopped,
                "{}: the built game reaches the three-round stop",
                c.name
            );
            if c.motif == Motif::PerpetualCheck {
                // 單方長將的循環長將方判負: the second mover checks and loses.
                let loser = Verdict::loses(first.other());
                assert_eq!((j.scheme1, j.scheme2), (loser, loser), "{}", c.name);
            }
            if !c.complex && c.motif != Motif::PerpetualCheck {
                // 方案一 ②: a simple position is drawn.
                assert_eq!(j.scheme1, Verdict::Draw, "{}", c.name);
            }
        }
    }
}

#[test]
fn generated_cycles_are_rational_complex_and_simple_and_reproducible() {
    let a = rational::population(1, 60);
    assert_eq!(a.len(), 60);
    assert_eq!(a, rational::population(1, 60), "same seed, same population");
    let generated: Vec<_> = a.iter().filter(|c| c.motif == Motif::Generated).collect();
    assert!(generated.iter().any(|c| c.complex));
    assert!(generated.iter().any(|c| !c.complex));
    for m in Motif::ALL {
        assert!(a.iter().any(|c| c.motif == m), "{}", m.name());
    }
    for c in &a {
        assert_eq!(rational::rational(&c.start, &c.moves), Ok(()), "{}", c.name);
    }
}

#[test]
fn a_cycle_with_a_hanging_piece_is_not_rational() {
    // Hand-derived: the stress set's old XQ-3 witness. Already at the start Red's chariot i1
    // takes the black horse f1 along rank 1 (g1, h1 empty): +2; the black chariot f8 retakes
    // down the f-file (+4 for Black) and the red king e1 retakes the chariot (+4): Black does
    // better to stop, so the capture wins 2. It is Red's only capture (the king cannot take
    // the horse: the chariot f8 would then take the king).
    let b = Board::from_fen("9/5r3/3k5/9/9/9/9/9/4Kn2R/9 w - - 0 1").unwrap();
    let ms: Vec<_> = "i1i3 f8f6 i3i1 f6f8 i1i8 f8f7 i8i1 f7f8"
        .split(' ')
        .map(|m| qili_spec::xq::Move::parse(m).unwrap())
        .collect();
    let e = rational::rational(&b, &ms).unwrap_err();
    assert_eq!((e.0, e.1.iccs(), e.2), (0, "i1f1".to_string(), 2));
}

#[test]
fn a_trapped_piece_is_dead_and_a_free_one_live() {
    let o = XqOptions::default();
    // Hand-derived (004 第六章 二 2 ①): the black horse i9 cannot move (its legs i8 and h9
    // are blocked by red pawns) and the crossed red pawn h9 takes it sideways; the black
    // king e9 cannot reach either pawn: whatever Black plays, Red wins the horse: dead.
    let trapped = Board::from_fen("4k2Pn/8P/9/9/9/9/9/9/9/3K5 w").unwrap();
    assert!(!is_live(&trapped, Sq::new(8, 9), &o));
    // The black horse a5 attacked by the red chariot a0 can step off the a-file: live.
    let free = Board::from_fen("4k4/9/9/9/n8/9/9/9/9/R2K5 w").unwrap();
    assert!(is_live(&free, Sq::new(0, 5), &o));
}

#[test]
fn the_play_out_keeps_the_verdict_of_a_perpetual_check() {
    // The perpetual checker loses whatever Scheme 2's 無變 test (第十章: the one-sided
    // perpetual check is decided before the schemes).
    let c = rational::built(0, 0).unwrap();
    let o = XqOptions {
        no_alternative: NoAlternative::PlayOut,
        ..XqOptions::default()
    };
    let j = judge(&game_of(&c.start, &c.moves), &o);
    assert_eq!(j.scheme2, Verdict::RedLoses);
}

/// Writes the XQ findings of the default audit (FEN, moves, diagram, command) under
/// `findings/XQ-*`: run on request only,
/// `cargo test --release --test xq_rational -- --ignored write_findings`.
#[test]
#[ignore]
fn write_findings() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("findings");
    for f in qili::audit::xq::findings(qili::audit::Budget::Default) {
        let path = f.write(&dir).unwrap();
        println!("{}: {}", path.display(), f.summary);
    }
}
