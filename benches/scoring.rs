//! Scoring speed: the fast Benson against the plain one, and every method on a 19x19 end
//! position. Goal: the fast Benson at least 10x the plain one on 19x19.

use criterion::{criterion_group, criterion_main, Criterion};
use qili::scoring::{all_scorers, benson_fast};
use qili_spec::go::grid::{Color, Grid};
use qili_spec::go::life::benson;
use qili_spec::go::score::{DeadStones, FinishedGame};
use qili_spec::theorems::scoring::{random_game, Rng};

fn end_position() -> Grid {
    let mut rng = Rng::new(3);
    random_game(&mut rng, 19, 19, false, true).grid
}

fn bench(c: &mut Criterion) {
    let g = end_position();
    c.bench_function("benson plain 19x19", |b| {
        b.iter(|| benson(&g, Color::Black))
    });
    c.bench_function("benson fast 19x19", |b| {
        b.iter(|| benson_fast(&g, Color::Black))
    });
    let game = FinishedGame::setup(g.clone());
    let dead = DeadStones::none();
    let scorers = all_scorers();
    c.bench_function("every method 19x19", |b| {
        b.iter(|| {
            scorers
                .iter()
                .map(|s| s.score(&game, &dead).margin)
                .sum::<f64>()
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
