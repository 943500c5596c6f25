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
