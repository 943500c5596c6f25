//! Generated games for the audit's checks: random play under every combination of the plain
//! model's rule options, on small rectangular boards, reproducible from a seed.
//!
//! [`engine_game`] plays on the engine ([`crate::go`]) and converts the game into the spec's
//! record, so that the predicates of the spec check the engine; [`random_game`] plays on the
//! plain model itself (for the spec-only checks and as a cross-check of the engine games).

use qili_spec::go::game::{self, End, GameRecord, Ko, Move, Options, PassKind, Position, Suicide};
use qili_spec::go::grid::Point;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Every combination of the plain model's options (3 x 4 x 4 = 48). The combinations with
/// 000's ending (`End::SuspendOrFourPasses`, added last) come after the other 36, so that the
/// games generated for those keep their seeds.
pub fn all_options() -> Vec<Options> {
    let mut out = Vec::new();
    let (earlier, last) = End::ALL.split_at(End::ALL.len() - 1);
    for ends in [earlier, last] {
        for suicide in Suicide::ALL {
            for ko in Ko::ALL {
                for &end in ends {
                    out.push(Options { suicide, ko, end });
                }
            }
        }
    }
    out
}

/// A random game on a `width` x `height` board under `options`: each move tries random points
/// until one is legal (a pass after a few failures, or with a small probability), until the
/// game is over or `max_moves` moves were made. Both pass kinds occur.
pub fn random_game(
    width: usize,
    height: usize,
    options: Options,
    max_moves: usize,
    seed: u64,
) -> GameRecord {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut history = vec![Position::start(width, height)];
    let mut moves: Vec<Move> = Vec::new();
    let pass_chance = 0.03 + 0.3 / (width * height) as f64;
    while moves.len() < max_moves && !game::is_over(&moves, options.end) {
        let current = history.last().expect("history starts with a position");
        let c = current.to_move;
        let mut chosen = None;
        if !rng.random_bool(pass_chance.min(0.5)) {
            for _ in 0..(2 * width * height).max(4) {
                let p = Point::new(rng.random_range(0..width), rng.random_range(0..height));
                let m = Move::Play(c, p);
                if let Ok(next) = game::play(&history, m, options) {
                    chosen = Some((m, next));
                    break;
                }
            }
        }
        let (m, next) = match chosen {
            Some(x) => x,
            None => {
                let kind = if rng.random_bool(0.5) {
                    PassKind::Ordinary
                } else {
                    PassKind::Suspension
                };
                let m = Move::Pass(c, kind);
                match game::play(&history, m, options) {
                    Ok(next) => (m, next),
                    // A pass can be forbidden only by a shape rule that never forbids one
                    // (pass stones change the shape); stop rather than loop.
                    Err(_) => break,
                }
            }
        };
        moves.push(m);
        history.push(next);
    }
    GameRecord {
        start: history[0].clone(),
        moves,
        positions: history[1..].to_vec(),
    }
}

/// The engine's rule set with the play options of `o` (scoring options as Tromp-Taylor's).
pub fn engine_rules(o: Options) -> crate::go::Rules {
    crate::go::Rules {
        play: qili_spec::go::game::PlayRules::plain(o),
        ..crate::go::Rules::TROMP_TAYLOR
    }
}

/// A random game played on the engine under `options` (same move choice as [`random_game`]),
/// converted into the spec's record by [`fn@crate::go::to_spec`].
pub fn engine_game(
    width: usize,
    height: usize,
    options: Options,
    max_moves: usize,
    seed: u64,
) -> GameRecord {
    use crate::go::{Game, Move as EMove, PassKind as EPass, Point as EPoint};
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = Game::new(engine_rules(options), width, height).expect("a small board");
    let pass_chance = 0.03 + 0.3 / (width * height) as f64;
    while g.moves().len() < max_moves && !g.is_over() {
        let c = g.to_move();
        let mut played = false;
        if !rng.random_bool(pass_chance.min(0.5)) {
            for _ in 0..(2 * width * height).max(4) {
                let p = EPoint::new(rng.random_range(0..width), rng.random_range(0..height));
                if g.play(EMove::Play(c, p)).is_ok() {
                    played = true;
                    break;
                }
            }
        }
        if !played {
            let kind = if rng.random_bool(0.5) {
                EPass::Ordinary
            } else {
                EPass::Suspension
            };
            if g.play(EMove::Pass(c, kind)).is_err() {
                break;
            }
        }
    }
    crate::go::to_spec(&g)
}

/// The boards the default audit plays on: every size from 1x1 to 5x5 (both orientations).
pub fn small_boards() -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for w in 1..=5 {
        for h in 1..=5 {
            out.push((w, h));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_games_are_legal_replays_and_reproducible() {
        for (i, o) in all_options().into_iter().enumerate() {
            let g = random_game(4, 3, o, 60, i as u64);
            let again = game::replay(g.start.clone(), &g.moves, o).expect("legal");
            assert_eq!(again, g);
            assert_eq!(random_game(4, 3, o, 60, i as u64), g);
            // The engine's game replays on the plain model to the same positions.
            let e = engine_game(4, 3, o, 60, i as u64);
            assert_eq!(
                game::replay(e.start.clone(), &e.moves, o).expect("legal"),
                e
            );
        }
    }
}
