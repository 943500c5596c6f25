//! The engine against the reference model (`qili_spec::go::game`): on random games over the
//! whole rule option space (3 suicide x 4 ko x 3 ending options) and board sizes 1x1..9x9 (and a
//! few 19x19), after every move the engine's position (stones, side to move, pass stones,
//! prisoners) equals the spec's from-scratch computation, illegal probes get the same reason,
//! and on small boards the legal move sets are identical.
//!
//! `QILI_CONFORMANCE_MOVES` sets the number of engine moves the bulk test checks (default
//! 1,000,000 including the legal-set tests).

use proptest::prelude::*;
use qili::go::to_spec::{illegal, position, spec_move};
use qili::go::Ko;
use qili::go::{
    to_spec, to_spec_options, Board, Color, End, Game, KoRule, Move, PassKind, PlayRules, Point,
    Rules, Suicide,
};
use qili_spec::go::game as spec;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const SUICIDES: [Suicide; 3] = Suicide::ALL;
const KOS: [KoRule; 4] = [
    KoRule::Plain(Ko::Simple),
    KoRule::Plain(Ko::PositionalSuperko),
    KoRule::Plain(Ko::SituationalSuperko),
    KoRule::Plain(Ko::WholeShapeWithPassStones),
];
const ENDS: [End; 4] = End::ALL;

fn rules(i: usize) -> Rules {
    Rules {
        play: PlayRules {
            suicide: SUICIDES[i % 3],
            ko: KOS[(i / 3) % 4],
            end: ENDS[(i / 12) % 4],
            ..Rules::TROMP_TAYLOR.play
        },
        ..Rules::TROMP_TAYLOR
    }
}

/// Plays one random game, checking every move against the spec; returns the moves played.
/// `legal_sets`: also compare the full legal move sets after every move.
fn check_game(
    seed: u64,
    w: usize,
    h: usize,
    r: Rules,
    max_moves: usize,
    legal_sets: bool,
) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let opts = to_spec_options(&r);
    // A third of the games start from a random setup (which may hold blocks without liberties:
    // both models must treat them alike), some with White to move.
    let mut board = Board::new(w, h).unwrap();
    let mut to_move = Color::Black;
    if rng.random_bool(0.33) {
        for _ in 0..rng.random_range(0..=(w * h / 2)) {
            let p = Point::new(rng.random_range(0..w), rng.random_range(0..h));
            let c = if rng.random_bool(0.5) {
                Color::Black
            } else {
                Color::White
            };
            board.set(p, Some(c));
        }
        if rng.random_bool(0.5) {
            to_move = Color::White;
        }
    }
    let mut g = Game::from_position(r, board, to_move);
    let mut history = vec![position(&g)];
    let mut spec_moves: Vec<spec::Move> = Vec::new();
    // Pass rarely, except on tiny boards where games should end.
    let pass_p = if w * h <= 4 { 0.2 } else { 0.03 };
    while !g.is_over() && g.moves().len() < max_moves {
        if legal_sets {
            let mine: Vec<spec::Move> = g.legal_moves().into_iter().map(spec_move).collect();
            let theirs = spec::legal_moves(&history, &spec_moves, opts);
            assert_eq!(
                mine, theirs,
                "legal moves differ, seed {seed} {w}x{h} {r:?}"
            );
        }
        // An illegal probe now and then: a random point (perhaps just off the board) and side.
        if rng.random_bool(0.15) {
            let c = if rng.random_bool(0.8) {
                g.to_move()
            } else {
                g.to_move().opponent()
            };
            let p = Point::new(rng.random_range(0..=w), rng.random_range(0..=h));
            let m = Move::Play(c, p);
            let mine = g.clone().play(m).err().map(illegal);
            let theirs = spec::play(&history, spec_move(m), opts).err();
            assert_eq!(mine, theirs, "probe {m:?} seed {seed} {w}x{h} {r:?}");
        }
        let c = g.to_move();
        let m = if rng.random_bool(pass_p) {
            let kind = if rng.random_bool(0.5) {
                PassKind::Ordinary
            } else {
                PassKind::Suspension
            };
            Move::Pass(c, kind)
        } else {
            // A random legal real move, found by sampling points (falls back to a pass).
            let mut found = None;
            for _ in 0..(4 * w * h) {
                let p = Point::new(rng.random_range(0..w), rng.random_range(0..h));
                if g.is_legal(Move::Play(c, p)) {
                    found = Some(Move::Play(c, p));
                    break;
                }
            }
            found.unwrap_or(Move::Pass(c, PassKind::Ordinary))
        };
        g.play(m)
            .unwrap_or_else(|e| panic!("engine refused its own legal move {m:?}: {e:?}"));
        let sm = spec_move(m);
        let expected = spec::play(&history, sm, opts)
            .unwrap_or_else(|e| panic!("spec refuses {m:?} ({e:?}), seed {seed} {w}x{h} {r:?}"));
        let got = position(&g);
        assert_eq!(
            got, expected,
            "position after {m:?}, seed {seed} {w}x{h} {r:?}"
        );
        history.push(expected);
        spec_moves.push(sm);
        // Now and then, undo gives back the position before the move and its legal moves.
        if rng.random_bool(0.03) {
            let mut u = g.clone();
            assert!(u.undo());
            assert_eq!(
                &position(&u),
                &history[history.len() - 2],
                "undo, seed {seed}"
            );
            if w * h <= 49 {
                let legal: Vec<spec::Move> = u.legal_moves().into_iter().map(spec_move).collect();
                let expected = spec::legal_moves(
                    &history[..history.len() - 1],
                    &spec_moves[..spec_moves.len() - 1],
                    opts,
                );
                assert_eq!(legal, expected, "legal moves after undo, seed {seed}");
            }
        }
        assert_eq!(
            g.is_over(),
            spec::is_over(&spec_moves, opts.end),
            "end state, seed {seed} {w}x{h} {r:?}"
        );
    }
    if g.is_over() {
        assert!(g.legal_moves().is_empty());
        assert!(spec::legal_moves(&history, &spec_moves, opts).is_empty());
    }
    g.moves().len()
}

fn target_moves() -> usize {
    std::env::var("QILI_CONFORMANCE_MOVES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000)
}

#[test]
fn legal_move_sets_agree_on_small_boards() {
    let mut moves = 0;
    let mut seed = 0u64;
    let start = std::time::Instant::now();
    // Every rule combination on every board up to 4x4, then random sizes up to 5x5.
    for i in 0..36 {
        for w in 1..=4 {
            for h in 1..=4 {
                seed += 1;
                moves += check_game(seed, w, h, rules(i), 60, true);
            }
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..400 {
        seed += 1;
        let (w, h) = (rng.random_range(1..=5), rng.random_range(1..=5));
        moves += check_game(seed, w, h, rules(rng.random_range(0..36)), 80, true);
    }
    println!(
        "legal move sets: {moves} engine moves checked with full legal sets in {:.1?}",
        start.elapsed()
    );
    assert!(moves > 20_000);
}

#[test]
fn positions_agree_on_random_games() {
    let target = target_moves().saturating_sub(60_000);
    let mut moves = 0;
    let mut games = 0;
    let mut seed = 1_000_000u64;
    let start = std::time::Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    while moves < target {
        seed += 1;
        // Mostly up to 9x9; one game in 40 on a larger board (every size up to 19 and
        // rectangles), shorter.
        let (w, h) = if rng.random_bool(0.025) {
            (rng.random_range(10..=19), rng.random_range(1..=19))
        } else {
            (rng.random_range(1..=9), rng.random_range(1..=9))
        };
        let r = rules(rng.random_range(0..36));
        moves += check_game(seed, w, h, r, (2 * w * h + 20).min(250), false);
        games += 1;
    }
    for i in 0..3 {
        seed += 1;
        moves += check_game(seed, 19, 19, rules(i * 13), 500, false);
        games += 1;
    }
    println!(
        "positions: {moves} engine moves in {games} games checked against the spec in {:.1?}",
        start.elapsed()
    );
}

#[test]
fn to_spec_records_replay_in_the_spec() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for i in 0..36 {
        let r = rules(i);
        let mut g = Game::new(r, 5, 4).unwrap();
        while !g.is_over() && g.moves().len() < 60 {
            let legal = g.legal_moves();
            let m = legal[rng.random_range(0..legal.len())];
            g.play(m).unwrap();
        }
        let rec = to_spec(&g);
        let replayed = spec::replay(rec.start.clone(), &rec.moves, to_spec_options(&r)).unwrap();
        assert_eq!(replayed, rec);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]
    #[test]
    fn proptest_games(seed in any::<u64>(), w in 1usize..=7, h in 1usize..=7, i in 0usize..36) {
        check_game(seed, w, h, rules(i), 3 * w * h, w * h <= 12);
    }
}

#[test]
fn quickcheck_games() {
    fn prop(seed: u64, w: u8, h: u8, i: u8) -> bool {
        let (w, h) = (1 + w as usize % 6, 1 + h as usize % 6);
        check_game(seed, w, h, rules(i as usize), 2 * w * h, w * h <= 9);
        true
    }
    quickcheck::QuickCheck::new()
        .tests(150)
        .quickcheck(prop as fn(u64, u8, u8, u8) -> bool);
}

/// KataGo's simple-ko rules (`kata-set-rules koSIMPLE...`): the engine's end and no-result
/// against the spec's on random games on 1x3 to 2x3 boards and from KataGo's eternal life,
/// with passes often in half the
/// games and rarely in the other half, so that both
/// the repeated-pass ending (`spec::is_over_after`) and the third repetition since the last
/// pass (`qili_spec::ts::cycles::no_result`) occur: after every move the engine's `is_over`
/// and `is_void` equal the spec's verdicts on the engine's record, and the spec finds both
/// endings somewhere in the sample (so the check cannot pass vacuously).
#[test]
fn katago_simple_ko_ending_and_no_result_agree_with_the_spec() {
    use qili_spec::ts::cycles::{no_result, NoResult};
    let r = Rules::from_katago("koSIMPLEscoreAREAtaxNONEsui0komi0.5").unwrap();
    // KataGo's `Eternal life` start (cpp/tests/testrules.cpp), where random play often cycles
    // without a pass; `X` Black, `O` White.
    let eternal =
        Board::from_rows(&["........", "OOOOOO..", "XXXXXO..", "XOOOXXOO", ".O.X.OX."]).unwrap();
    let (mut repeated_pass_ends, mut voids) = (0, 0);
    for seed in 0..3000u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = match seed % 5 {
            4 => Game::from_position(r, eternal.clone(), Color::Black),
            k => {
                let (w, h) = [(3, 1), (4, 1), (2, 2), (2, 3)][k as usize];
                Game::new(r, w, h).unwrap()
            }
        };
        while !g.is_over() && g.moves().len() < 200 {
            let legal = g.legal_moves();
            let pass = legal.iter().copied().find(|m| m.is_pass());
            // In the eternal life games, mostly the cycle's points (the bottom row's c..f).
            let cycle: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| matches!(m, Move::Play(_, p) if seed % 5 == 4 && p.y == 4 && (2..=5).contains(&p.x)))
                .collect();
            let mv = match pass {
                Some(p) if rng.random_bool(if seed % 2 == 0 { 0.3 } else { 0.02 }) => p,
                _ if !cycle.is_empty() && rng.random_bool(0.9) => {
                    cycle[rng.random_range(0..cycle.len())]
                }
                _ => legal[rng.random_range(0..legal.len())],
            };
            g.play(mv).unwrap();
            let rec = to_spec(&g);
            let hist = rec.history();
            let void = no_result(&hist, &rec.moves, NoResult::ThreeRepetitionsSinceLastPass)
                .is_some_and(|i| i + 1 == rec.moves.len());
            let ended = spec::is_over_after(&hist, &rec.moves, End::TwoPassesOrRepeatedPass);
            assert_eq!(g.is_void(), void, "seed {seed}: {:?}", rec.moves);
            assert_eq!(g.is_over(), ended || void, "seed {seed}: {:?}", rec.moves);
            if ended && !spec::is_over(&rec.moves, End::TwoPasses) {
                repeated_pass_ends += 1;
            }
            voids += usize::from(void);
        }
    }
    assert!(
        repeated_pass_ends > 0 && voids > 0,
        "{repeated_pass_ends} {voids}"
    );
}
