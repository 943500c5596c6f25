//! The audit: every claim of the registry ([`qili_spec::registry::all`]) with a status and the
//! evidence behind it. Checks are plain functions registered by ID in the submodules, one per
//! area of the project; a claim with no check is reported as `not-checked`, never hidden.

use crate::findings::Finding;
use qili_spec::claim::Claim;
use serde::Serialize;

pub mod classic;
pub mod documents;
pub mod games;
pub mod go_play;
pub mod ko;
pub mod optimal;
pub mod proofs;
pub mod rule_set;
pub mod scoring;
pub mod seki;
pub mod xq;
pub mod xq_axf;

/// A claim's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Checked on generated cases or proved, and it held.
    Holds,
    /// A counterexample was found (the evidence links it).
    Fails,
    /// Holds under some reading options only (the evidence says which).
    Depends,
    /// The text does not say enough to decide it (the evidence says what is missing).
    UndecidableAsWritten,
    /// No check has been written for it yet.
    NotChecked,
}

impl Status {
    /// The status as printed in the audit (`holds`, `fails`, `depends`, ...).
    pub fn label(self) -> &'static str {
        match self {
            Status::Holds => "holds",
            Status::Fails => "fails",
            Status::Depends => "depends",
            Status::UndecidableAsWritten => "undecidable-as-written",
            Status::NotChecked => "not-checked",
        }
    }
}

/// What a check found.
#[derive(Clone, Debug, Serialize)]
pub struct Evidence {
    /// The verdict this evidence supports.
    pub status: Status,
    /// One or two sentences: what was checked and what came out.
    pub summary: String,
    /// How many generated cases (games, positions, moves, cycles) the check ran on; 0 for a
    /// proof or a worked example.
    pub cases: u64,
    /// Where the evidence is: test names, proof files, findings (paths from the repository root).
    pub links: Vec<String>,
    /// For `depends`: each reading option and whether the claim holds under it.
    pub readings: Vec<(String, Status)>,
    /// Readings that contradict another sentence of the same document: reported with the
    /// sentence they contradict, and left out of the status.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rejected: Vec<Rejected>,
    /// The findings (witness, diagram, command) behind this evidence, linked as
    /// `findings/<claim>/<name>.json`. The audit never writes them on its own: `qili audit
    /// --write-findings DIR` does, and `--markdown DIR` writes their diagrams.
    #[serde(skip)]
    pub findings: Vec<Finding>,
}

/// A reading set aside because it contradicts another sentence of the same document.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Rejected {
    /// The reading option, as named in the claim's `options`.
    pub reading: String,
    /// The claim ID whose sentence it contradicts (e.g. `JPD-A3`).
    pub contradicts: String,
    /// How it contradicts it, rendered from what the check found.
    pub why: String,
}

impl Status {
    /// `holds` when a check found no counterexample, `fails` when it found one.
    pub fn from_holds(holds: bool) -> Status {
        if holds {
            Status::Holds
        } else {
            Status::Fails
        }
    }

    /// The status of a claim over its readings: all hold is `holds`, none holds is `fails`, a
    /// mix is `depends`; no reading at all is `not-checked`.
    pub fn over_readings(readings: &[Status]) -> Status {
        if readings.is_empty() {
            return Status::NotChecked;
        }
        let all = |s: Status| readings.iter().all(|r| *r == s);
        if all(Status::Holds) {
            Status::Holds
        } else if all(Status::Fails) {
            Status::Fails
        } else if all(Status::UndecidableAsWritten) {
            Status::UndecidableAsWritten
        } else if readings.contains(&Status::NotChecked) {
            Status::NotChecked
        } else {
            Status::Depends
        }
    }
}

impl Evidence {
    /// Evidence with a status and a summary, no cases, links or readings yet.
    ///
    /// Private to the constructors below: checks never set a status themselves
    /// (`tests/audit_verdicts.rs` scans for it); they use [`Evidence::searched`],
    /// [`Evidence::checked`], [`Evidence::by_readings`] or [`Evidence::undecidable`], so that
    /// a status is always the outcome of what ran.
    fn with_status(status: Status, summary: impl Into<String>) -> Evidence {
        Evidence {
            status,
            summary: summary.into(),
            cases: 0,
            links: Vec::new(),
            readings: Vec::new(),
            rejected: Vec::new(),
            findings: Vec::new(),
        }
    }

    /// Evidence that the sentence gives no predicate to run: `undecidable-as-written`, with
    /// what is missing from the text (rendered by the caller from the sentence it quotes).
    pub fn undecidable(missing: impl Into<String>) -> Evidence {
        Evidence::with_status(Status::UndecidableAsWritten, missing)
    }

    /// Evidence of a comparison that could not run (an outside program is missing):
    /// `not-checked`, with the reason. Only cross-checks use it; they never feed a verdict.
    pub fn not_run(why: impl Into<String>) -> Evidence {
        Evidence::with_status(Status::NotChecked, why)
    }

    /// Evidence of a check that found a counterexample (a failed step of a check, e.g. a
    /// witness that does not replay): `fails`, with the counterexample as the summary.
    pub fn counterexample(what: impl Into<String>) -> Evidence {
        Evidence::searched(String::new(), Some(what.into()))
    }

    /// Attaches a finding and links it as `findings/<claim>/<name>.json` (the path it has in
    /// the repository; written only by `qili audit --write-findings DIR`).
    pub fn finding(mut self, f: Finding) -> Evidence {
        self.links.push(f.json_path());
        self.findings.push(f);
        self
    }

    /// Evidence of a check that looked for a counterexample: `holds` when `counterexample`
    /// is `None`, `fails` (with the counterexample appended to the summary) otherwise.
    pub fn searched(summary: impl Into<String>, counterexample: Option<String>) -> Evidence {
        let mut summary = summary.into();
        let status = Status::from_holds(counterexample.is_none());
        if let Some(c) = counterexample {
            if summary.is_empty() {
                summary = c;
            } else {
                summary.push_str(&format!("; counterexample: {c}"));
            }
        }
        Evidence::with_status(status, summary)
    }

    /// Evidence whose status is computed from a check's boolean outcome.
    pub fn checked(holds: bool, summary: impl Into<String>) -> Evidence {
        Evidence::with_status(Status::from_holds(holds), summary)
    }

    /// Evidence over named readings: the status is [`Status::over_readings`] of the readings'
    /// statuses (rejected readings, added with [`Evidence::reject`], take no part).
    pub fn by_readings(summary: impl Into<String>, readings: Vec<(String, Status)>) -> Evidence {
        let statuses: Vec<Status> = readings.iter().map(|r| r.1).collect();
        let mut e = Evidence::with_status(Status::over_readings(&statuses), summary);
        e.readings = readings;
        e
    }

    /// Sets a reading aside because it contradicts another sentence of the same document.
    pub fn reject(
        mut self,
        reading: impl Into<String>,
        contradicts: impl Into<String>,
        why: impl Into<String>,
    ) -> Evidence {
        self.rejected.push(Rejected {
            reading: reading.into(),
            contradicts: contradicts.into(),
            why: why.into(),
        });
        self
    }

    /// Recomputes the status from the readings (after [`Evidence::reading`] calls).
    pub fn status_from_readings(mut self) -> Evidence {
        let statuses: Vec<Status> = self.readings.iter().map(|r| r.1).collect();
        self.status = Status::over_readings(&statuses);
        self
    }

    /// Sets the number of generated cases the check ran on.
    pub fn cases(mut self, n: u64) -> Evidence {
        self.cases = n;
        self
    }

    /// Adds a link to where the evidence is (a test name, a proof file, a finding).
    pub fn link(mut self, l: impl Into<String>) -> Evidence {
        self.links.push(l.into());
        self
    }

    /// Adds a reading option and whether the claim holds under it (for `depends`).
    pub fn reading(mut self, option: impl Into<String>, status: Status) -> Evidence {
        self.readings.push((option.into(), status));
        self
    }
}

/// How much work a check may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// The default run: the whole audit in under a minute on two cores.
    Default,
    /// `--thorough`: exhaustive enumerations and deep searches.
    Thorough,
}

/// A check of one claim.
pub struct Check {
    /// The claim ID it checks (must be in the registry).
    pub id: &'static str,
    /// The predicate or procedure that encodes the claim (a Rust path).
    pub code: &'static str,
    /// Runs the check within a budget.
    pub run: fn(Budget) -> Evidence,
}

/// Every registered check, from every area of the project.
pub fn checks() -> Vec<Check> {
    let mut all = Vec::new();
    all.extend(go_play::checks());
    all.extend(scoring::checks());
    all.extend(ko::checks());
    all.extend(xq::checks());
    all.extend(documents::checks());
    all.extend(proofs::checks());
    all.extend(classic::checks());
    all.extend(xq_axf::checks());
    all.extend(seki::checks());
    all.extend(optimal::checks());
    all
}

/// One line of the audit: the claim and its verdict.
#[derive(Clone, Debug, Serialize)]
pub struct Entry {
    /// The claim ID (GUIDE.md, e.g. `HZ-3`).
    pub id: &'static str,
    /// The document the claim comes from.
    pub document: &'static str,
    /// The document's file name in `spec/seeds/` (`GUIDE.md` for the theorems).
    pub file: &'static str,
    /// The section of the document the claim is in.
    pub section: &'static str,
    /// What sort of claim it is (definition, predicate, scoring, theorem, example).
    pub kind: qili_spec::claim::ClaimKind,
    /// The claim's sentence in the document's own words.
    pub text_zh: &'static str,
    /// The reading the project takes of the sentence.
    pub reading: &'static str,
    /// The named reading options where the sentence is ambiguous.
    pub options: &'static [&'static str],
    /// The predicates or procedures that encode the claim (Rust paths).
    pub code: Vec<&'static str>,
    /// The verdict over all the evidence.
    pub status: Status,
    /// What each check of the claim found.
    pub evidence: Vec<Evidence>,
}

/// Combines the verdicts of several checks of one claim.
///
/// Each check reports over the readings it ran (a check with no readings speaks for every
/// reading). So a check that fails fails the claim, whatever another check of the same claim
/// found: two checks of the same reading, one holding and one failing, are a failure of that
/// reading, not a disagreement between readings. `depends` comes only from a check whose own
/// readings disagree (and no check failing outright). Then `undecidable-as-written` if a check
/// found the text gives nothing to run, `not-checked` if a check could not run, and `holds`
/// when every check held.
pub fn combine(evidence: &[Evidence]) -> Status {
    if evidence.is_empty() {
        return Status::NotChecked;
    }
    let any = |s: Status| evidence.iter().any(|e| e.status == s);
    if any(Status::Fails) {
        Status::Fails
    } else if any(Status::Depends) {
        Status::Depends
    } else if any(Status::UndecidableAsWritten) {
        Status::UndecidableAsWritten
    } else if any(Status::NotChecked) {
        Status::NotChecked
    } else {
        Status::Holds
    }
}

/// A comparison with an outside program (Coq, Fairy-Stockfish, sgfmill, GNU Go). Cross-checks
/// are reported in their own section (`qili audit --cross-check`) and never change a verdict:
/// the audit gives the same statuses on every machine, whatever is installed.
pub struct CrossCheck {
    /// The claim ID it is about.
    pub id: &'static str,
    /// The outside program and the file or command it runs.
    pub code: &'static str,
    /// Runs the comparison (a missing program is reported as `not-checked`).
    pub run: fn() -> Evidence,
}

/// One line of the cross-check section.
#[derive(Clone, Debug, Serialize)]
pub struct CrossEntry {
    /// The claim ID.
    pub id: &'static str,
    /// The outside program and what it ran.
    pub code: &'static str,
    /// What it found.
    pub evidence: Evidence,
}

/// Every registered cross-check.
pub fn cross_checks() -> Vec<CrossCheck> {
    let mut all = proofs::cross_checks();
    all.extend(xq_axf::cross_checks());
    all
}

/// Runs the cross-checks of the claims selected by `filter` (an ID prefix, or all).
pub fn run_cross_checks(filter: Option<&str>) -> Vec<CrossEntry> {
    cross_checks()
        .into_iter()
        .filter(|k| filter.is_none_or(|f| k.id.starts_with(f)))
        .map(|k| CrossEntry {
            id: k.id,
            code: k.code,
            evidence: (k.run)(),
        })
        .collect()
}

/// Runs the checks of the claims selected by `filter` (an ID prefix, or all), calling
/// `progress` after each check with (done, total, id).
pub fn run(
    budget: Budget,
    filter: Option<&str>,
    mut progress: impl FnMut(usize, usize, &str),
) -> Vec<Entry> {
    let claims: Vec<&'static Claim> = qili_spec::registry::all()
        .into_iter()
        .filter(|c| filter.is_none_or(|f| c.id.starts_with(f)))
        .collect();
    let checks = checks();
    let selected: Vec<&Check> = checks
        .iter()
        .filter(|k| claims.iter().any(|c| c.id == k.id))
        .collect();
    let total = selected.len();
    let mut results: Vec<(&'static str, &'static str, Evidence)> = Vec::new();
    for (i, k) in selected.iter().enumerate() {
        let mut ev = (k.run)(budget);
        // Every verdict names where it comes from: a check that links no test, proof or
        // finding is its own evidence, so it links the code it ran.
        if ev.links.is_empty() && ev.status != Status::NotChecked {
            ev.links.push(format!("audit check running {}", k.code));
        }
        results.push((k.id, k.code, ev));
        progress(i + 1, total, k.id);
    }
    claims
        .into_iter()
        .map(|c| {
            let mine: Vec<&(&str, &str, Evidence)> =
                results.iter().filter(|r| r.0 == c.id).collect();
            let evidence: Vec<Evidence> = mine.iter().map(|r| r.2.clone()).collect();
            let mut code: Vec<&'static str> = mine.iter().map(|r| r.1).collect();
            code.dedup();
            Entry {
                id: c.id,
                document: c.document.number(),
                file: c.document.file(),
                section: c.section,
                kind: c.kind,
                text_zh: c.text_zh,
                reading: c.reading,
                options: c.options,
                code,
                status: combine(&evidence),
                evidence,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_check_names_a_claim_of_the_registry() {
        for k in checks() {
            assert!(
                qili_spec::registry::find(k.id).is_some(),
                "check for unknown ID {}",
                k.id
            );
        }
    }

    /// Two checks of the same claim, one holding and one failing, fail it (the old combine
    /// called that `depends`); only readings that disagree within a check make `depends`.
    #[test]
    fn combining_verdicts() {
        let h = Evidence::checked(true, "");
        let f = Evidence::checked(false, "");
        let d = Evidence::by_readings(
            "",
            vec![("a".into(), Status::Holds), ("b".into(), Status::Fails)],
        );
        assert_eq!(d.status, Status::Depends);
        assert_eq!(combine(&[]), Status::NotChecked);
        assert_eq!(combine(std::slice::from_ref(&h)), Status::Holds);
        assert_eq!(combine(std::slice::from_ref(&f)), Status::Fails);
        assert_eq!(combine(&[h.clone(), f.clone()]), Status::Fails);
        assert_eq!(combine(&[h.clone(), d.clone()]), Status::Depends);
        assert_eq!(combine(&[d, f]), Status::Fails);
        assert_eq!(
            combine(&[h, Evidence::undecidable("")]),
            Status::UndecidableAsWritten
        );
    }

    /// A rejected reading takes no part in the status: one holding reading and one rejected
    /// failing reading is `holds`.
    #[test]
    fn rejected_readings_take_no_part() {
        let e = Evidence::by_readings("", vec![("kept".into(), Status::Holds)]).reject(
            "rejected",
            "JPD-A3",
            "forbids a pass",
        );
        assert_eq!(e.status, Status::Holds);
        assert_eq!(e.rejected.len(), 1);
    }
}
