//! 002's pass (TS-10) and even ending (TS-2) in play: the engine under `passes =
//! "hand-over-a-prisoner"` / `"only-with-a-prisoner"` and `end = "two-passes-even"` against the
//! plain model `qili_spec::ts::play`, on random games on boards up to 4x4 (every legal move set
//! compared) and 7x7: after every move the positions (stones, side to move, pass stones,
//! prisoners) are equal, the end states agree, and a finished game has an even number of moves.
//! Then the 1x5 game by hand and the `tang-song` preset itself.

use qili::go::to_spec::{illegal, position, spec_move};
use qili::go::{to_spec_options, Board, Color, End, Game, Move, PassKind, Passes, Point, Rules};
use qili_spec::go::game as spec;
use qili_spec::ts::play::{self as ts, NoPrisonerPass};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn model(p: Passes) -> NoPrisonerPass {
    match p {
        Passes::OnlyWithAPrisoner => NoPrisonerPass::Illegal,
        _ => NoPrisonerPass::Charged,
    }
}

/// Plays one random game on engine and model; returns (moves, over, stuck: no legal move).
fn check_game(seed: u64, w: usize, h: usize, r: Rules) -> (usize, bool, bool) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let opts = to_spec_options(&r);
    let np = model(r.play.passes);
    let mut g = Game::from_position(r, Board::new(w, h).unwrap(), Color::Black);
    let mut history = vec![position(&g)];
    let mut moves: Vec<spec::Move> = Vec::new();
    let pass_p = if w * h <= 4 { 0.3 } else { 0.08 };
    while !g.is_over() && g.moves().len() < 120 {
        let mine: Vec<spec::Move> = g.legal_moves().into_iter().map(spec_move).collect();
        if w * h <= 16 {
            let theirs = ts::legal_moves(&history, &moves, opts, np);
            assert_eq!(mine, theirs, "legal moves, seed {seed} {w}x{h} {r:?}");
        }
        let c = g.to_move();
        // A pass probe: the same verdict from both.
        let pass = Move::Pass(c, PassKind::Ordinary);
        assert_eq!(
            g.clone().play(pass).err().map(illegal),
            ts::play(&history, spec_move(pass), opts, np).err(),
            "pass probe, seed {seed} {w}x{h} {r:?}"
        );
        if mine.is_empty() {
            return (g.moves().len(), false, true);
        }
        let legal = g.legal_moves();
        let m = if rng.random_bool(pass_p) && legal.iter().any(|m| m.is_pass()) {
            pass
        } else {
            legal[rng.random_range(0..legal.len())]
        };
        g.play(m).unwrap();
        let expected = ts::play(&history, spec_move(m), opts, np)
            .unwrap_or_else(|e| panic!("model refuses {m:?} ({e:?}), seed {seed} {r:?}"));
        assert_eq!(
            position(&g),
            expected,
            "after {m:?}, seed {seed} {w}x{h} {r:?}"
        );
        history.push(expected);
        moves.push(spec_move(m));
        assert_eq!(
            g.is_over(),
            spec::is_over(&moves, opts.end),
            "end, seed {seed}"
        );
    }
    if g.is_over() && r.play.end == End::TwoPassesEven {
        assert_eq!(g.moves().len() % 2, 0, "odd ending, seed {seed} {r:?}");
    }
    (g.moves().len(), g.is_over(), false)
}

#[test]
fn engine_and_model_agree_under_both_pass_readings_and_the_even_ending() {
    let mut over = 0;
    let mut stuck = 0;
    for (k, passes) in [Passes::HandOverAPrisoner, Passes::OnlyWithAPrisoner]
        .into_iter()
        .enumerate()
    {
        for end in [End::TwoPassesEven, End::TwoPasses] {
            let mut r = Rules::TANG_SONG;
            r.play.passes = passes;
            r.play.end = end;
            for seed in 0..150u64 {
                let (w, h) =
                    [(1, 3), (1, 5), (2, 2), (2, 3), (3, 3), (4, 4), (7, 7)][(seed % 7) as usize];
                let (_, o, s) = check_game(seed * 7 + k as u64, w, h, r);
                over += usize::from(o);
                stuck += usize::from(s);
            }
        }
    }
    assert!(over > 100, "{over} games over");
    // Under 不得放弃 a side with no prisoner and no legal real move has no move at all.
    assert!(stuck > 0);
}

/// By hand on 1x5 (the model's `the_1x5_game_by_hand`): B c1, W d1, B e1 takes d1, W pass, B
/// pass. The `tang-song` preset: five moves, odd, so the game is not over (偶数终局): White's
/// pass handed over a white stone (Black holds 2), Black's pass handed one back (Black 1);
/// White moves again, and a sixth move, a pass, ends it. Under `only-with-a-prisoner` White's
/// pass at move 4 is refused. (The preset had `end = "two-passes"` and `passes = "one-kind"`:
/// over after 5 moves, White's pass costing no prisoner.)
#[test]
fn the_tang_song_preset_ends_evenly_and_charges_a_pass() {
    let pass = |c| Move::Pass(c, PassKind::Ordinary);
    let three = |r: Rules| {
        let mut g = Game::new(r, 5, 1).unwrap();
        g.play(Move::Play(Color::Black, Point::new(2, 0))).unwrap();
        g.play(Move::Play(Color::White, Point::new(3, 0))).unwrap();
        g.play(Move::Play(Color::Black, Point::new(4, 0))).unwrap();
        g
    };
    let preset = Rules::from_name("tang-song").unwrap();
    let mut g = three(preset);
    g.play(pass(Color::White)).unwrap();
    assert_eq!(g.prisoners(), [2, 0]);
    g.play(pass(Color::Black)).unwrap();
    assert_eq!(g.prisoners(), [1, 0]);
    assert!(!g.is_over());
    g.play(pass(Color::White)).unwrap();
    assert!(g.is_over());
    assert_eq!(g.moves().len(), 6);

    let mut strict_rules = preset;
    strict_rules.play.passes = Passes::OnlyWithAPrisoner;
    let mut strict = three(strict_rules);
    assert_eq!(
        strict.play(pass(Color::White)),
        Err(qili::go::Illegal::NoPrisonerToHandOver)
    );
}
