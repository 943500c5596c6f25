//! The audit: every claim of the registry ([`qili_spec::registry::all`]) with a status and the
//! evidence behind it. Checks are plain functions registered by ID in the submodules, one per
//! area of the project; a claim with no check is reported as `not-checked`, never hidden.

use crate::findings::Finding;
use qili_spec::claim::Claim;
use serde::Serialize;

pub mod classic;
pub(crate) mod continuation;
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
    /// Each reading the check ran: its name, the words of the document it reads, whether the
    /// claim holds under it and, where the check counts them, its cases, failures and smallest
    /// witness.
    pub readings: Vec<Reading>,
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

/// One reading a check ran, as data: what it is, which words of a document it reads, and what
/// came out under it. Checks set the name, the status and the tallies; the words come from
/// the table in the spec crate ([`qili_spec::words`]), filled in by [`run`] after the checks,
/// so that a check need not carry them.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Reading {
    /// The reading, as the check names it (an option `key: alternative`, a rule set, ...).
    pub name: String,
    /// The words of a document the reading reads; `None` when no sentence supports it (the
    /// text and the site say so plainly: "no sentence").
    pub words: Option<qili_spec::words::Words>,
    /// Whether the claim holds under this reading.
    pub status: Status,
    /// How many cases (positions, games, cycles) the reading was checked on, where counted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cases: Option<u64>,
    /// How many of those cases break the claim under this reading, where counted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failures: Option<u64>,
    /// The smallest case that breaks it (a board, a game, a command), where one was found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub witness: Option<String>,
    /// The reading its failures are counted against, when they are not cases that break the
    /// claim but cases on which this reading's verdicts differ from that reading's (XQ-10's
    /// by-simplicity against 準廣義 searched): the text then says `differs from R on F of C`,
    /// not `fails`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub differs_from: Option<String>,
}

impl Reading {
    /// A reading with a name and a status, no words or tallies yet.
    pub fn new(name: impl Into<String>, status: Status) -> Reading {
        Reading {
            name: name.into(),
            words: None,
            status,
            cases: None,
            failures: None,
            witness: None,
            differs_from: None,
        }
    }

    /// Counts `differing` of `cases` as cases on which this reading's verdicts differ from
    /// `other`'s (a comparison of two readings, which refutes neither).
    pub fn differs(mut self, other: impl Into<String>, cases: u64, differing: u64) -> Reading {
        self.differs_from = Some(other.into());
        self.tally(cases, differing)
    }

    /// Sets the cases and failures counted under this reading.
    pub fn tally(mut self, cases: u64, failures: u64) -> Reading {
        self.cases = Some(cases);
        self.failures = Some(failures);
        self
    }

    /// Sets the smallest witness found under this reading.
    pub fn witness(mut self, w: impl Into<String>) -> Reading {
        self.witness = Some(w.into());
        self
    }

    /// `failures/cases` (e.g. `0/8223`) when both were counted.
    pub fn ratio(&self) -> Option<String> {
        Some(format!("{}/{}", self.failures?, self.cases?))
    }
}

impl From<(String, Status)> for Reading {
    fn from((name, status): (String, Status)) -> Reading {
        Reading::new(name, status)
    }
}

/// What a reading reads, in words: `000 JPD-C6: 对局者双方的连续四手虚着` (the document, where
/// in it, the words), or `no sentence` for a reading no sentence supports.
fn words_text(w: Option<&qili_spec::words::Words>) -> String {
    match w {
        Some(w) => format!("{} {}: {}", w.document.number(), w.at, w.zh),
        None => "no sentence".to_string(),
    }
}

/// One reading on one line of text: name, status, `failures/cases` where counted, the
/// smallest witness, and the words it reads (`reads no sentence` when none does).
pub fn reading_line(r: &Reading) -> String {
    let mut line = match (&r.differs_from, r.failures, r.cases) {
        (Some(other), Some(f), Some(c)) => {
            format!("{}: differs from {other} on {f} of {c}", r.name)
        }
        _ => format!("{}: {}", r.name, r.status.label()),
    };
    if let (None, Some(n)) = (&r.differs_from, r.ratio()) {
        line.push_str(&format!(" ({n} fail)"));
    }
    if let Some(w) = &r.witness {
        line.push_str(&format!("; witness {w}"));
    }
    line.push_str(&format!("; reads {}", words_text(r.words.as_ref())));
    line
}

/// The columns a character takes in a terminal: two for the wide scripts (CJK, full-width
/// punctuation), one for the others.
fn columns(c: char) -> usize {
    if ('\u{1100}'..='\u{115F}').contains(&c) || ('\u{2E80}'..='\u{FFEF}').contains(&c) {
        2
    } else {
        1
    }
}

/// Wraps `text` to lines of at most `width` columns (at a space where there is one, else
/// anywhere: Chinese has no spaces; a Chinese character takes two columns), the lines after the
/// first indented by `indent` spaces.
pub fn wrap(text: &str, width: usize, indent: usize) -> String {
    let mut out = String::new();
    let mut rest: Vec<char> = text.chars().collect();
    let mut first = true;
    while !rest.is_empty() {
        let room = if first {
            width
        } else {
            width.saturating_sub(indent).max(20)
        };
        // The most characters that fit in `room` columns.
        let mut fit = 0;
        let mut used = 0;
        while fit < rest.len() && used + columns(rest[fit]) <= room {
            used += columns(rest[fit]);
            fit += 1;
        }
        let cut = if fit == rest.len() {
            fit
        } else {
            match rest[..=fit].iter().rposition(|c| *c == ' ') {
                Some(i) if i > 0 => i,
                _ => fit.max(1),
            }
        };
        if !first {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
        }
        out.extend(rest[..cut].iter());
        let skip = rest[cut..].iter().take_while(|c| **c == ' ').count();
        rest.drain(..cut + skip);
        first = false;
    }
    out
}

/// A reading set aside because it contradicts another sentence of the same document.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Rejected {
    /// The reading option, as named in the claim's `options`.
    pub reading: String,
    /// The claim ID whose sentence it contradicts (e.g. `JPD-A3`); empty for a reading no
    /// sentence supports ([`Evidence::unsupported`]).
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
        Evidence::over(summary, readings.into_iter().map(Reading::from).collect())
    }

    /// Evidence over readings given as [`Reading`]s (with their tallies and witnesses): the
    /// status is [`Status::over_readings`] of their statuses, as for [`Evidence::by_readings`].
    pub fn over(summary: impl Into<String>, readings: Vec<Reading>) -> Evidence {
        let mut e = Evidence::with_status(Status::Holds, summary);
        e.readings = readings;
        e.status_from_readings()
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

    /// Sets a reading aside because no sentence of the document supports it: shown with what
    /// it would give, deciding nothing (`contradicts` is empty).
    pub fn unsupported(self, reading: impl Into<String>, why: impl Into<String>) -> Evidence {
        self.reject(reading, "", why)
    }

    /// Recomputes the status from the readings (after [`Evidence::reading`] calls).
    pub fn status_from_readings(mut self) -> Evidence {
        let statuses: Vec<Status> = self.readings.iter().map(|r| r.status).collect();
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
        self.readings.push(Reading::new(option, status));
        self
    }

    /// Sets the cases and failures of the last reading added (after [`Evidence::reading`]).
    pub fn tally(mut self, cases: u64, failures: u64) -> Evidence {
        if let Some(r) = self.readings.pop() {
            self.readings.push(r.tally(cases, failures));
        }
        self
    }

    /// Sets the smallest witness of the last reading added (after [`Evidence::reading`]).
    pub fn witness(mut self, w: impl Into<String>) -> Evidence {
        if let Some(r) = self.readings.pop() {
            self.readings.push(r.witness(w));
        }
        self
    }

    /// Sets the cases and failures of the reading named `name` (a check that builds its
    /// readings as `(name, status)` pairs for [`Evidence::by_readings`] adds its tallies
    /// after); a name no reading has changes nothing.
    pub fn tally_of(mut self, name: &str, cases: u64, failures: u64) -> Evidence {
        if let Some(r) = self.readings.iter_mut().find(|r| r.name == name) {
            r.cases = Some(cases);
            r.failures = Some(failures);
        }
        self
    }

    /// Sets the smallest witness of the reading named `name` (see [`Evidence::tally_of`]).
    pub fn witness_of(mut self, name: &str, w: impl Into<String>) -> Evidence {
        if let Some(r) = self.readings.iter_mut().find(|r| r.name == name) {
            r.witness = Some(w.into());
        }
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
/// reading, not a disagreement between readings. Then `undecidable-as-written` if a check
/// found the text gives nothing to run: a claim one of whose sentences no sentence of the
/// document lets anyone decide is undecided under every reading of its other sentences.
/// `depends` comes from a check whose own readings disagree (and no check failing
/// outright or undecidable), `not-checked` if a check could not run, and `holds` when every
/// check held.
pub fn combine(evidence: &[Evidence]) -> Status {
    if evidence.is_empty() {
        return Status::NotChecked;
    }
    let any = |s: Status| evidence.iter().any(|e| e.status == s);
    if any(Status::Fails) {
        Status::Fails
    } else if any(Status::UndecidableAsWritten) {
        Status::UndecidableAsWritten
    } else if any(Status::Depends) {
        Status::Depends
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

/// Gives each reading of a check of claim `id` the words it reads, from the table in the spec
/// crate ([`qili_spec::words::find`]); a reading the table has no words for keeps none.
pub fn fill_words(id: &str, ev: &mut Evidence) {
    for r in &mut ev.readings {
        r.words = qili_spec::words::find(id, &r.name);
    }
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
    // The checks are independent (what they share is computed once behind `OnceLock`s, and
    // every cache they keep gives the answer it would compute): they run on every core, each
    // worker taking the next check in the registry's order, and each result goes to its
    // check's place, so the report is the same whatever the number of cores or the order in
    // which checks finish.
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(total.max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut slots: Vec<Option<Evidence>> = vec![None; total];
    std::thread::scope(|scope| {
        let (tx, rx) = std::sync::mpsc::channel::<(usize, Evidence)>();
        for _ in 0..workers {
            let (tx, next, selected) = (tx.clone(), &next, &selected);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(k) = selected.get(i) else { break };
                let mut ev = (k.run)(budget);
                // Every verdict names where it comes from: a check that links no test, proof
                // or finding is its own evidence, so it links the code it ran.
                if ev.links.is_empty() && ev.status != Status::NotChecked {
                    ev.links.push(format!("audit check running {}", k.code));
                }
                fill_words(k.id, &mut ev);
                if tx.send((i, ev)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for (done, (i, ev)) in rx.into_iter().enumerate() {
            progress(done + 1, total, selected[i].id);
            slots[i] = Some(ev);
        }
    });
    let results: Vec<(&'static str, &'static str, Evidence)> = selected
        .iter()
        .zip(slots)
        .map(|(k, ev)| (k.id, k.code, ev.expect("every check ran")))
        .collect();
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
        assert_eq!(combine(&[d.clone(), f]), Status::Fails);
        assert_eq!(
            combine(&[h, Evidence::undecidable("")]),
            Status::UndecidableAsWritten
        );
        // One sentence depending on the reading, the other undecidable as written: no reading
        // decides the claim.
        assert_eq!(
            combine(&[d, Evidence::undecidable("")]),
            Status::UndecidableAsWritten
        );
    }

    /// Wrapping counts a Chinese character as two columns and breaks at a space where it can.
    #[test]
    fn wrapping_counts_columns() {
        assert_eq!(wrap("aa bb cc", 5, 2), "aa bb\n  cc");
        // 6 Chinese characters are 12 columns: 5 fit in 10.
        assert_eq!(wrap("一二三四五六", 10, 0), "一二三四五\n六");
        assert_eq!(wrap("", 10, 0), "");
    }

    /// `tally` and `witness` apply to the last reading added, and the
    /// text line gives them with the words (none here: no sentence).
    #[test]
    fn tallies_apply_to_the_last_reading() {
        let e = Evidence::by_readings("", vec![("a".into(), Status::Holds)])
            .reading("b", Status::Fails)
            .tally(10, 3)
            .witness("1x3 X.O")
            .status_from_readings();
        assert_eq!(e.status, Status::Depends);
        assert_eq!(e.readings[0].cases, None);
        assert_eq!(e.readings[1].ratio().as_deref(), Some("3/10"));
        assert_eq!(
            reading_line(&e.readings[1]),
            "b: fails (3/10 fail); witness 1x3 X.O; reads no sentence"
        );
        let e = e.tally_of("a", 10, 0);
        assert_eq!(e.readings[0].ratio().as_deref(), Some("0/10"));
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
