//! The ko audit's thorough budget (exhaustive searches, the 1x4 game count): run with
//! `cargo test --release --test ko_audit_thorough -- --ignored --nocapture`.

use qili::audit::{ko, Budget, Status};

#[test]
#[ignore]
fn thorough_ko_checks() {
    for k in ko::checks() {
        let t = std::time::Instant::now();
        let ev = (k.run)(Budget::Thorough);
        eprintln!(
            "{} {:?} in {:?}: {} ({} cases)",
            k.id,
            ev.status,
            t.elapsed(),
            ev.summary,
            ev.cases
        );
        assert_ne!(ev.status, Status::Fails, "{}", k.id);
    }
}

/// proofs/T7.md (6): the whole game graph of the Ying real-shape readings on 1x2 and 1x3 (every
/// game ends; the longest within 2N + 3), with the numbers and times for the proof's table:
/// `cargo test --release --test ko_audit_thorough -- --ignored --nocapture real_shape`.
#[test]
#[ignore]
fn real_shape_termination_numbers() {
    use qili::search::board::Geometry;
    use qili::search::explore::real_shape_termination;
    use qili::search::game::preset;
    for name in ["ying-shape", "ying-shape-strict"] {
        for (w, h) in [(2, 1), (3, 1)] {
            let t0 = std::time::Instant::now();
            let t = real_shape_termination(
                Geometry::new(w, h).unwrap(),
                (name, preset(name).unwrap()),
                5_000_000,
            );
            eprintln!(
                "{name} 1x{w}: complete {} infinite {} N {} longest {} bound {} states {} in {:?}",
                t.complete,
                t.infinite.is_some(),
                t.situations,
                t.longest,
                2 * t.situations + 3,
                t.states,
                t0.elapsed()
            );
            assert!(t.complete && t.infinite.is_none());
            assert!(t.longest <= 2 * t.situations + 3);
        }
    }
}
