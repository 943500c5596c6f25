//! The figures of proofs/XQ-2.3.md and proofs/XQ-4.md read against the audit's evidence: each
//! count a proof states is taken from the summary (or the reading tallies) the audit computes
//! for the claim, and the proof must state it in the same words; every "N of M" a proof states
//! must be a pair the audit computed. One number, one computation: a proof cannot keep a count
//! the audit no longer prints.

use qili::audit::{run, Budget, Entry, Status};
use regex::Regex;

/// The audit's entry for one claim (default budget, as `qili audit --only ID` runs it).
fn entry(id: &str) -> Entry {
    run(Budget::Default, Some(id), |_, _, _| {})
        .into_iter()
        .find(|e| e.id == id)
        .expect("the claim is in the registry")
}

fn proof(id: &str) -> String {
    let path = format!("{}/proofs/{id}.md", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .expect("the proof exists")
        // The proofs wrap lines: compare on single spaces.
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The numbers `re`'s groups capture at its first match in `text`.
fn nums(text: &str, re: &str) -> Vec<u64> {
    let c = Regex::new(re)
        .unwrap()
        .captures(text)
        .unwrap_or_else(|| panic!("the audit's summary says /{re}/: {text}"));
    (1..c.len()).map(|i| c[i].parse().unwrap()).collect()
}

/// Every "N of M" (or "N of the M") pair of `text`.
fn pairs(text: &str) -> Vec<(u64, u64)> {
    Regex::new(r"\b(\d+) of (?:the )?(\d+)\b")
        .unwrap()
        .captures_iter(text)
        .map(|c| (c[1].parse().unwrap(), c[2].parse().unwrap()))
        .collect()
}

/// Asserts the proof states `phrase`, and that every "N of M" of the proof is among `known`.
fn check(id: &str, proof: &str, phrases: &[String], known: &[(u64, u64)]) {
    for p in phrases {
        assert!(
            proof.contains(p.as_str()),
            "proofs/{id}.md should say \"{p}\""
        );
    }
    for (n, m) in pairs(proof) {
        assert!(
            known.contains(&(n, m)),
            "proofs/{id}.md says {n} of {m}, which the audit does not compute (it computes {known:?})"
        );
    }
}

#[test]
fn xq_4_proof_states_the_audits_counts_and_witness() {
    let e = entry("XQ-4");
    assert_eq!(e.status, Status::Depends);
    let ev = &e.evidence[0];
    let s = &ev.summary;
    let [fail, rational] = nums(s, r"fails: it fails on (\d+) of (\d+) rational cycles")[..] else {
        unreachable!()
    };
    let [attacking, fail_attacking] = nums(
        s,
        r"on the (\d+) cycles with an attacking move the clause fails on (\d+)",
    )[..] else {
        unreachable!()
    };
    let tally = |name: &str| {
        let r = ev
            .readings
            .iter()
            .find(|r| r.name.starts_with(name))
            .expect("the reading");
        (r.failures.unwrap(), r.cases.unwrap())
    };
    let (clause_fail, all) = tally("存在");
    let (summary_fail, all2) = tally("即 summary");
    assert_eq!(all, all2);
    // The witness of the chase: the FEN of the audit's smallest attack cycle.
    let chase = Regex::new(r"smallest attack cycle: .*?qili xq[- ]judge '([^ ']+) w")
        .unwrap()
        .captures(s)
        .expect("a chase witness")[1]
        .to_string();
    let p = proof("XQ-4");
    check(
        "XQ-4",
        &p,
        &[
            format!("failing on {fail_attacking} of the {attacking} rational cycles with an attacking move"),
            format!("on {fail} of the {rational} rational cycles in all"),
            format!("on {clause_fail} of {all} with the idle cycle built by hand"),
            format!("the summary fails on {summary_fail} of {all}"),
            format!("in the chase `{chase} w`"),
        ],
        &[
            (fail, rational),
            (fail_attacking, attacking),
            (clause_fail, all),
            (summary_fail, all),
        ],
    );
}

#[test]
fn xq_2_3_proof_states_the_audits_counts() {
    let e = entry("XQ-2.3");
    assert_eq!(e.status, Status::Fails);
    let ev = &e.evidence[0];
    let s = &ev.summary;
    let [one_fail, rational, gray_fail, gray] = nums(
        s,
        r"in-between counted as one point fails \((\d+) of (\d+) rational cycles fail, (\d+) of (\d+) Gray-code cycles\)",
    )[..] else {
        unreachable!()
    };
    let [own_fail] = nums(s, r"each point on its own \w+ \((\d+) rational cycles fail")[..] else {
        unreachable!()
    };
    let [gray_shapes, gray_r, gray_b, gray_product] = nums(
        s,
        r"Gray-code cycle, each point on its own: (\d+) shapes in a period, cycle points (\d+) x (\d+) = (\d+)",
    )[..] else {
        unreachable!()
    };
    let [seed, shapes, pr, pb, product] = nums(
        s,
        r"smallest: seed (\d+) \(\w+\) \(generated\): (\d+) shapes in a period, cycle points (\d+) x (\d+) = (\d+)",
    )[..] else {
        unreachable!()
    };
    let [attacking, gray_purposeful, purposeful_fail] = nums(
        s,
        r"\(a\) on the cycles of 利益之爭 alone \((\d+) rational and (\d+) Gray-code cycles with an attacking move\): in-between counted as one point \w+ \((\d+) fail\)",
    )[..] else {
        unreachable!()
    };
    let [below_half] = nums(
        s,
        r"\(b\) attacking or controlling moves >= half: [\w-]+ \((\d+) cycles with an attacking move have fewer",
    )[..] else {
        unreachable!()
    };
    // The proof says none of the Gray-code cycles is a cycle of 利益之爭.
    assert_eq!(gray_purposeful, 0);
    let readings = ev.readings.len();
    assert!(ev.readings.iter().all(|r| r.status == Status::Fails));
    let p = proof("XQ-2.3");
    let count = ["zero", "one", "two", "three", "four"][readings];
    check(
        "XQ-2.3",
        &p,
        &[
            format!("computed by the audit over {count} readings"),
            format!("{one_fail} of {rational} rational cycles"),
            format!("seed {seed} has {shapes} placements against {pr} x {pb} = {product}"),
            format!("the {attacking} rational cycles with an attacking move) on {purposeful_fail} of them"),
            format!("exceed the product on {gray_fail} of {gray} ({gray_shapes} placements against {gray_r} x {gray_b} = {gray_product})"),
            format!("it exceeds the product on {own_fail} of the {rational} rational cycles"),
            format!("({below_half} of the {attacking} cycles with an attacking move)"),
            format!("so {} readings fail", if readings == 2 { "both" } else { count }),
        ],
        &[
            (one_fail, rational),
            (gray_fail, gray),
            (own_fail, rational),
            (below_half, attacking),
        ],
    );
}
