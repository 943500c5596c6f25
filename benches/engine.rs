//! Random playouts (uniform over legal moves that do not fill the mover's own one-point eyes,
//! to the end by two passes, capped at 3 x area moves) with positional superko and no suicide,
//! on 9x9 and 19x19, for qili's engine and the `goban` crate doing the same work. Prints moves
//! per second and the ratio, then runs criterion on the same playouts.

use criterion::Criterion;
use goban::rules::game::Game as GGame;
use goban::rules::{GobanSizes, Move as GMove, CHINESE};
use qili::go::playout::random_playout;
use qili::go::Ko;
use qili::go::{End, Game, KoRule, PlayRules, Rules, Suicide};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

const RULES: Rules = Rules {
    play: PlayRules {
        suicide: Suicide::Forbidden,
        ko: KoRule::Plain(Ko::PositionalSuperko),
        end: End::TwoPasses,
        ..Rules::CHINESE.play
    },
    ..Rules::CHINESE
};

fn qili_playout(size: usize, rng: &mut ChaCha8Rng) -> usize {
    let mut g = Game::new(RULES, size, size).unwrap();
    random_playout(&mut g, rng, 3 * size * size)
}

fn goban_playout(size: usize, rng: &mut ChaCha8Rng) -> usize {
    let gsize = if size == 19 {
        GobanSizes::Nineteen
    } else {
        GobanSizes::Nine
    };
    let mut g = GGame::new(gsize, CHINESE);
    let mut moves = 0;
    let mut empties = Vec::with_capacity(size * size);
    while !g.is_over() && moves < 3 * size * size {
        let turn = g.turn();
        empties.clear();
        empties.extend(g.pseudo_legals());
        let mut chosen = GMove::Pass;
        while !empties.is_empty() {
            let k = rng.random_range(0..empties.len());
            let p = empties.swap_remove(k);
            let own_eye = g
                .goban()
                .get_connected_points(p)
                .all(|q| q.color == Some(turn));
            if !own_eye && g.check_point(p).is_none() {
                chosen = GMove::Play(p.0, p.1);
                break;
            }
        }
        g.play(chosen);
        moves += 1;
    }
    moves
}

/// Moves per second of `a` and `b`, measured in alternating slices so that both see the same
/// machine load (the machine may be shared).
fn rates(
    a: impl Fn(&mut ChaCha8Rng) -> usize,
    b: impl Fn(&mut ChaCha8Rng) -> usize,
    budget: Duration,
) -> [(f64, usize, usize); 2] {
    let mut rngs = [ChaCha8Rng::seed_from_u64(42), ChaCha8Rng::seed_from_u64(42)];
    let mut time = [Duration::ZERO; 2];
    let mut moves = [0usize; 2];
    let mut games = [0usize; 2];
    let slice = Duration::from_millis(100);
    while time[0] + time[1] < budget * 2 {
        for k in 0..2 {
            let start = Instant::now();
            while start.elapsed() < slice {
                moves[k] += black_box(if k == 0 {
                    a(&mut rngs[0])
                } else {
                    b(&mut rngs[1])
                });
                games[k] += 1;
            }
            time[k] += start.elapsed();
        }
    }
    [0, 1].map(|k| (moves[k] as f64 / time[k].as_secs_f64(), moves[k], games[k]))
}

fn report() {
    let budget = Duration::from_secs(
        std::env::var("QILI_BENCH_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(3),
    );
    for size in [9, 19] {
        let [(q, qm, qg), (g, gm, gg)] = rates(
            |r| qili_playout(size, r),
            |r| goban_playout(size, r),
            budget,
        );
        println!(
            "playouts {size}x{size}: qili {q:.0} moves/s ({qm} moves, {qg} games), goban {g:.0} moves/s ({gm} moves, {gg} games), ratio {:.1}x",
            q / g
        );
    }
}

fn benches(c: &mut Criterion) {
    for size in [9usize, 19] {
        let mut group = c.benchmark_group(format!("playout_{size}x{size}"));
        group.sample_size(10);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_function("qili", |b| b.iter(|| qili_playout(size, &mut rng)));
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        group.bench_function("goban", |b| b.iter(|| goban_playout(size, &mut rng)));
        group.finish();
    }
}

fn main() {
    report();
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
