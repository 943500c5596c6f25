//! The audit as a whole: every status computed from what a check ran (no status
//! literal in evidence construction), the same verdicts and bytes on every run and with or
//! without the outside programs on PATH, no file written unless asked, `--markdown` writes the
//! diagrams it links, and the README's sample has the real output's format.

mod common;

use common::qili_command;
use std::path::{Path, PathBuf};

/// A fresh, empty folder under the system's temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let p =
            std::env::temp_dir().join(format!("qili-audit-verdicts-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("a temporary folder");
        TempDir(p)
    }
    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The audit files whose evidence this scan covers: every file of `src/audit/` but `mod.rs`,
/// which defines the one private constructor that takes a status. A new audit file is scanned
/// without anyone remembering to list it.
fn scanned() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = files_under(&root().join("src/audit"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs") && !p.ends_with("src/audit/mod.rs"))
        .collect();
    files.sort();
    files
}

/// Where a status literal makes a verdict typed rather than computed: `Evidence::new(` (whose
/// status argument is a literal or a copy), a reading added with a literal status, a status
/// assigned a literal. Returns `file:line: text` for each.
fn status_literals(file: &str, text: &str) -> Vec<String> {
    let literal = |l: &str| {
        [
            "Status::Holds",
            "Status::Fails",
            "Status::Depends",
            "Status::UndecidableAsWritten",
            "Status::NotChecked",
        ]
        .iter()
        .any(|s| l.contains(s))
    };
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("#[cfg(test)]") {
            break;
        }
        if t.starts_with("//") {
            continue;
        }
        let typed = line.contains("Evidence::new(")
            || line.contains("Evidence::with_status(")
            || (line.contains(".reading(") && literal(line))
            || (line.contains(".status = ") && literal(line));
        if typed {
            out.push(format!("{file}:{}: {}", i + 1, t));
        }
    }
    out
}

/// No status literal in evidence construction in the files listed.
#[test]
fn no_status_literal_in_evidence_construction() {
    let mut found = Vec::new();
    let files = scanned();
    assert!(files.len() >= 10, "the audit files: {files:?}");
    for f in &files {
        let text = std::fs::read_to_string(f).expect("an audit file");
        found.extend(status_literals(&f.display().to_string(), &text));
    }
    assert!(
        found.is_empty(),
        "statuses typed instead of computed:\n{}",
        found.join("\n")
    );
}

/// The scan itself catches the patterns of the old code (the JPD-A11 check of go_play.rs).
#[test]
fn the_scan_catches_a_typed_status() {
    let old = "fn a10_a11(b: Budget) -> Evidence {\n    Evidence::new(\n        Status::Depends,\n        \"prose\",\n    )\n    .reading(\"shape: board-only\", Status::Fails)\n}\n";
    let found = status_literals("src/audit/go_play.rs", old);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].starts_with("src/audit/go_play.rs:2:"));
}

fn audit_in(dir: &Path, args: &[&str], path: Option<&str>) -> Vec<u8> {
    let mut c = qili_command();
    c.current_dir(dir).arg("audit").args(args);
    if let Some(p) = path {
        c.env("PATH", p);
    }
    let out = c.output().expect("run qili audit");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).expect("a folder").flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(files_under(&p));
        } else {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// Two runs give byte-identical JSON, a run with no
/// outside program on PATH gives the same bytes, and the audit writes no file (the old audit
/// rewrote `findings/` of the folder it ran in). The subset includes checks that attach
/// findings (T6, T8) and the claims whose Coq files used to feed a verdict (T1-T4).
#[test]
fn json_is_byte_identical_across_runs_and_machines_and_writes_no_file() {
    let dir = TempDir::new("json-a");
    let args = ["--json", "--only", "JPD-C1"];
    let a = audit_in(dir.path(), &args, None);
    let b = audit_in(dir.path(), &args, None);
    assert!(!a.is_empty());
    assert!(a == b, "two runs differ");
    // No outside program at all: an empty PATH.
    let empty = TempDir::new("json-empty");
    let c = audit_in(dir.path(), &args, Some(&empty.path().display().to_string()));
    assert!(a == c, "the run without outside programs differs");
    let t = ["--json", "--only", "T6"];
    let with = audit_in(dir.path(), &t, None);
    let without = audit_in(dir.path(), &t, Some(&empty.path().display().to_string()));
    assert!(
        with == without,
        "T6 differs with and without outside programs"
    );
    assert_eq!(
        files_under(dir.path()),
        Vec::<PathBuf>::new(),
        "the audit wrote files without being asked"
    );
}

/// The Coq checks are cross-checks, not checks: no claim's evidence
/// comes from `coqc`, and the cross-check section reports them separately.
#[test]
fn outside_programs_feed_no_verdict() {
    for k in qili::audit::checks() {
        assert!(
            !k.code.contains("coqc") && !k.code.contains("proofs/coq/"),
            "{} is checked by an outside program: {}",
            k.id,
            k.code
        );
    }
    let cross: Vec<&str> = qili::audit::cross_checks().iter().map(|c| c.id).collect();
    for id in ["T1", "T2", "T3", "T4", "HZ-5"] {
        assert!(cross.contains(&id), "{id} has no Coq cross-check");
    }
}

/// The first line names version, commit, where the seeds are and
/// the options used.
#[test]
fn the_first_line_records_version_commit_seeds_and_options() {
    let dir = TempDir::new("header");
    let out = audit_in(dir.path(), &["--only", "YG-2"], None);
    let text = String::from_utf8(out).expect("UTF-8");
    let first = text.lines().next().expect("a first line");
    assert!(first.starts_with("qili 0.1.0 (commit "), "{first}");
    assert!(first.contains("spec/seeds/"), "{first}");
    assert!(
        first.contains("options: default budget, --only YG-2"),
        "{first}"
    );
    assert!(
        root().join("spec/seeds").is_dir(),
        "the seeds are not where the header says"
    );
}

/// `--write-findings DIR` writes the findings the evidence links,
/// and `--markdown DIR` writes the SVG diagrams `audit.md` shows.
#[test]
fn findings_and_diagrams_are_written_only_where_asked() {
    let dir = TempDir::new("write-f");
    let cwd = TempDir::new("write-cwd");
    let f = dir.path().join("f");
    let m = dir.path().join("m");
    audit_in(
        cwd.path(),
        &[
            "--only",
            "T8",
            "--write-findings",
            f.to_str().unwrap(),
            "--markdown",
            m.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(files_under(cwd.path()), Vec::<PathBuf>::new());
    let written = files_under(&f);
    assert!(
        written
            .iter()
            .any(|p| p.ends_with("T8/two-vs-four-passes-1x3.json")),
        "{written:?}"
    );
    // A second run writes byte-identical findings (every case from a fixed seed).
    let f2 = dir.path().join("f2");
    audit_in(
        cwd.path(),
        &["--only", "T8", "--write-findings", f2.to_str().unwrap()],
        None,
    );
    let again = files_under(&f2);
    assert_eq!(written.len(), again.len());
    for (a, b) in written.iter().zip(&again) {
        assert_eq!(a.strip_prefix(&f).ok(), b.strip_prefix(&f2).ok());
        assert!(
            std::fs::read(a).ok() == std::fs::read(b).ok(),
            "{} differs between runs",
            a.display()
        );
    }
    let md = std::fs::read_to_string(m.join("audit.md")).expect("audit.md");
    let svg = m.join("findings/T8/two-vs-four-passes-1x3.svg");
    assert!(svg.is_file(), "{:?}", files_under(&m));
    assert!(
        md.contains("](findings/T8/two-vs-four-passes-1x3.svg)"),
        "audit.md does not show the diagram"
    );
}

/// The README's sample of the audit has the real output's first line,
/// column line and summary format (the counts themselves are regenerated by
/// `scripts/readme-audit-sample.sh`, so verdict changes elsewhere do not break this test).
#[test]
fn the_readme_sample_has_the_real_format() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let begin = readme
        .find("<!-- audit-sample:begin -->")
        .expect("the README marks its audit sample");
    let end = readme
        .find("<!-- audit-sample:end -->")
        .expect("the README marks its audit sample");
    let sample: Vec<&str> = readme[begin..end].lines().collect();
    let dir = TempDir::new("readme");
    let out = String::from_utf8(audit_in(dir.path(), &["--only", "YG-2"], None)).unwrap();
    let real: Vec<&str> = out.lines().collect();
    // The first line without the commit, which changes with every commit.
    let strip = |l: &str| {
        let a = l.find("(commit ").map_or(0, |i| i + 8);
        let b = l[a..].find(')').map_or(a, |i| a + i);
        format!("{}{}", &l[..a], &l[b..])
    };
    let header = sample
        .iter()
        .find(|l| l.trim_start().starts_with("qili "))
        .expect("the sample's first line");
    let want = strip(real[0]).replace(
        "options: default budget, --only YG-2",
        "options: default budget",
    );
    assert_eq!(strip(header.trim_start()), want);
    let columns = real[2];
    assert!(
        sample
            .iter()
            .any(|l| l.trim_start() == columns.trim_start()),
        "the sample's column line differs from {columns:?}"
    );
    let counts = sample
        .iter()
        .find(|l| l.contains(" claims: "))
        .expect("the sample's summary line");
    let real_counts = real.last().unwrap();
    let shape = |l: &str| {
        l.trim()
            .split(' ')
            .map(|w| {
                if w.chars().all(|c| c.is_ascii_digit() || c == ',') {
                    "N"
                } else {
                    w
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
            .replace("N,", "N")
    };
    assert_eq!(shape(counts), shape(real_counts));
    let n: usize = counts.trim().split(' ').next().unwrap().parse().unwrap();
    assert_eq!(n, qili_spec::registry::all().len());
}
