//! Rules of the house that a reader of the code relies on: comments cite documents (000-004,
//! `spec/seeds/`), claim IDs and files, never an issue number (a reader of the code has no
//! issue tracker) nor a path outside the repository.

use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            if !p.ends_with("target") && !p.ends_with("corpus") {
                sources(&p, out);
            }
        } else if p.extension().is_some_and(|x| x == "rs" || x == "py") {
            out.push(p);
        }
    }
}

/// Every line of the repository's Rust and Python sources that names an issue number or a
/// path outside the repository (`../shared/`, `shared/seeds/`).
fn offending_lines() -> Vec<String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for d in [
        "src", "spec/src", "tests", "benches", "fuzz", "scripts", "python",
    ] {
        if root.join(d).is_dir() {
            sources(&root.join(d), &mut files);
        }
    }
    let me = root.join("tests/house_rules.rs");
    let mut bad = Vec::new();
    for f in files.into_iter().filter(|f| *f != me) {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            if names_an_issue(line) || line.contains("../shared/") || line.contains("`shared/") {
                bad.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
            }
        }
    }
    bad
}

/// `issue 31`, `Issue 5`, `issue #12`: the word followed by a number.
fn names_an_issue(line: &str) -> bool {
    let lower = line.to_lowercase();
    lower.match_indices("issue").any(|(i, _)| {
        let rest = lower[i + 5..].trim_start_matches([' ', '#']);
        rest.len() < lower.len() - i - 5 && rest.starts_with(|c: char| c.is_ascii_digit())
    })
}

#[test]
fn the_scan_catches_an_issue_number() {
    assert!(names_an_issue("/// Defect 3 of issue 12: ..."));
    assert!(names_an_issue("//! The engine (Issue #5)"));
    assert!(!names_an_issue("/// an issue of the record: 12 moves"));
    assert!(!names_an_issue("/// issues"));
}

#[test]
fn comments_cite_documents_not_issue_numbers_or_outside_paths() {
    let bad = offending_lines();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
