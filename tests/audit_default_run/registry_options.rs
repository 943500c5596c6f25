//! Every reading option the registry lists (`spec/src/claims/`) is run by
//! the audit, or removed with its reason. Walks the registry and one default audit run: an
//! option `key: alternative` is run when a reading or a rejected reading of the claim's
//! evidence names it; an option set aside is in `qili_spec::claims::REMOVED_OPTIONS` with the
//! sentence that rules it out, and no longer listed.

use qili_spec::claims::REMOVED_OPTIONS;
use qili_spec::registry;

/// Options listed and not yet run under their own name, as of this commit. Some are run under
/// another name (YG-12's and YG-13's options are the `ying-*` readings), the others not at all; each is to be run under its
/// name or removed with its reason. The list may only shrink: the test fails when an option
/// on it is run (take it off) and when an option not on it is not run.
const NOT_YET_RUN: &[(&str, &str)] = &[
    ("TS-1", "seki-points: tang-song-routes"),
    ("TS-1", "seki-points: no-points-in-seki"),
    ("YG-12", "hot-stone-gap: one-real-move-or-pass"),
    ("YG-13", "full-cycle: first-repetition-of-position"),
    ("YG-13", "full-cycle: one-more-cycle"),
    ("XQ-2.1", "cycle: same-pieces-same-points"),
    ("XQ-2.1", "cycle: whole-board-repetition"),
    ("XQ-2.2", "interval-points: merged-as-one"),
    ("XQ-2.2", "interval-points: counted-separately"),
    ("XQ-2.3", "position-key: placement"),
    ("XQ-2.3", "position-key: placement-and-side-to-move"),
    ("XQ-4", "false-roots: excluded"),
    ("XQ-4", "false-roots: counted"),
    ("XQ-4", "cycle: whole-board-repetition"),
    ("XQ-4", "cycle: landing-point-recognition"),
    ("XQ-5", "chase-gain: new-gain-only"),
    ("XQ-6", "piece-values: document-table"),
    ("XQ-10", "scheme: scheme-1"),
    ("XQ-10", "scheme: scheme-2"),
    ("XQ-10", "alternatives: broad"),
    ("XQ-10", "alternatives: narrow"),
    ("XQ-10", "strong-pieces: chariot-horse-cannon"),
    ("XQ-12", "strong-pieces: chariot-horse-cannon"),
];

/// The `key: alternative` options of a claim's option lines (`key: a | b`).
fn options(lines: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for l in lines {
        let (key, alts) = l.split_once(':').expect("an option line is `key: a | b`");
        for a in alts.split('|') {
            out.push(format!("{}: {}", key.trim(), a.trim()));
        }
    }
    out
}

#[test]
fn every_listed_option_is_run_or_removed_with_its_reason() {
    let audit = crate::default_run();
    let mut not_run = Vec::new();
    let mut run_now = Vec::new();
    for c in registry::all() {
        let e = audit
            .iter()
            .find(|e| e.id == c.id)
            .expect("every claim audited");
        let names: Vec<&str> = e
            .evidence
            .iter()
            .flat_map(|v| {
                v.readings
                    .iter()
                    .map(|r| r.name.as_str())
                    .chain(v.rejected.iter().map(|r| r.reading.as_str()))
            })
            .collect();
        for o in options(c.options) {
            let ran = names.iter().any(|n| n.contains(o.as_str()));
            let pending = NOT_YET_RUN.iter().any(|p| p.0 == c.id && p.1 == o);
            match (ran, pending) {
                (false, false) => not_run.push(format!("{}: {o}", c.id)),
                (true, true) => run_now.push(format!("{}: {o}", c.id)),
                _ => {}
            }
        }
    }
    assert!(
        not_run.is_empty(),
        "listed options that no reading of the audit names (run them or remove them with a reason in REMOVED_OPTIONS): {not_run:?}"
    );
    assert!(
        run_now.is_empty(),
        "options now run: take them off NOT_YET_RUN: {run_now:?}"
    );
    // The three options once listed and never run are run now: JPD-C9's and
    // C11's black-pays-one-point, T7's bowls of 180, JPD-A11's same side to move.
    for (id, option) in [
        ("JPD-C9", "move-balance: black-pays-one-point"),
        ("JPD-C11", "move-balance: black-pays-one-point"),
        ("T7", "stone-supply: bowls-of-180"),
        ("T7", "captured-stones: kept"),
        ("T7", "captured-stones: returned"),
        (
            "JPD-A11",
            "recurrence: earlier-shape-with-same-side-to-move",
        ),
    ] {
        assert!(
            !NOT_YET_RUN.iter().any(|p| p.0 == id && p.1 == option),
            "{id}: {option}"
        );
    }
}

#[test]
fn removed_options_are_unlisted_and_give_a_reason() {
    for r in REMOVED_OPTIONS {
        let c = registry::find(r.id).unwrap_or_else(|| panic!("{} is no claim", r.id));
        assert!(
            !options(c.options).iter().any(|o| o == r.option),
            "{}: {} is removed but still listed",
            r.id,
            r.option
        );
        assert!(
            r.reason
                .chars()
                .any(|ch| ('\u{4e00}'..='\u{9fff}').contains(&ch)),
            "{}: the reason for removing {} quotes no sentence",
            r.id,
            r.option
        );
    }
    assert!(REMOVED_OPTIONS.iter().any(|r| r.id == "YG-18"));
}
