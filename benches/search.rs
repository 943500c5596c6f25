//! Speed of the small-board searches. `cargo bench --bench search`.
//! The 1x4 Tromp-Farneback count (2,098,407,841 games, about 50 s with the test profile on
//! the CI machine) is timed once when `QILI_BENCH_1X4=1` is set.

use criterion::{criterion_group, Criterion};
use qili::search::board::Geometry;
use qili::search::explore;
use qili::search::game::preset;
use qili::search::graph::GameGraph;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let g13 = GameGraph::build(Geometry::new(3, 1).unwrap());
    c.bench_function("count games 1x3 (907)", |b| {
        b.iter(|| black_box(qili::count::brute_games::count(&g13, |_| {})))
    });
    let g22 = Geometry::new(2, 2).unwrap();
    c.bench_function("game graph 2x2", |b| {
        b.iter(|| black_box(GameGraph::build(g22)))
    });
    let jpd = preset("jpd").unwrap();
    c.bench_function("infinite game search jpd 2x2", |b| {
        b.iter(|| {
            black_box(explore::find_lasso(
                g22,
                ("jpd", jpd),
                12,
                1_000_000,
                |_| {},
            ))
        })
    });
    let simple = preset("simple").unwrap();
    c.bench_function("T6 inclusion 2x2 depth 5", |b| {
        b.iter(|| black_box(explore::t6_inclusion(g22, simple, 5)))
    });
}

criterion_group!(benches, bench);

fn main() {
    benches();
    if std::env::var_os("QILI_BENCH_1X4").is_some() {
        let g = GameGraph::build(Geometry::new(4, 1).unwrap());
        let t = std::time::Instant::now();
        let n = qili::count::brute_games::count(&g, |_| {});
        println!("count games 1x4: {n:?} in {:?}", t.elapsed());
    }
    Criterion::default().configure_from_args().final_summary();
}
