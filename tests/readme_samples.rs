//! The README's sample outputs are the real output: every `$ qili ...` example of the README
//! is run with the built binary and its sample lines compared with what it prints. A line
//! with `…` stands for lines left out; times (`20.35 s`, `82.4µs`) are compared as times only.
//! The audit's sample has its own test and script (`tests/audit_verdicts.rs`,
//! `scripts/readme-audit-sample.sh`).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One example: the command (continuation lines joined) and its sample output lines.
struct Sample {
    line: usize,
    command: String,
    output: Vec<String>,
}

/// The indented blocks of the README that hold `$ ` commands.
fn samples(readme: &str) -> Vec<Sample> {
    let lines: Vec<&str> = readme.lines().collect();
    let mut out: Vec<Sample> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(cmd) = lines[i].strip_prefix("    $ ") else {
            i += 1;
            continue;
        };
        let start = i + 1;
        let mut command = cmd.to_string();
        while command.ends_with('\\') && i + 1 < lines.len() {
            command.pop();
            i += 1;
            command.push(' ');
            command.push_str(lines[i].trim());
        }
        i += 1;
        let mut output = Vec::new();
        while i < lines.len()
            && (lines[i].is_empty() || lines[i].starts_with("    "))
            && !lines[i].starts_with("    $ ")
        {
            output.push(lines[i].strip_prefix("    ").unwrap_or("").to_string());
            i += 1;
        }
        while output.last().is_some_and(|l| l.is_empty()) {
            output.pop();
        }
        out.push(Sample {
            line: start,
            command,
            output,
        });
    }
    out
}

/// A time such as `20.35 s`, `82.4µs` or `1.2ms` becomes `<time>`; trailing blanks go.
fn normalise(line: &str) -> String {
    let mut out = String::new();
    let words: Vec<&str> = line.split(' ').collect();
    let is_number = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit() || c == '.');
    let mut k = 0;
    while k < words.len() {
        let w = words[k].trim_end_matches([',', ')', ';']);
        let tail = &words[k][w.len()..];
        let unit = ["µs", "ms", "ns", "s"]
            .iter()
            .find(|u| w.strip_suffix(**u).is_some_and(is_number));
        if unit.is_some() {
            out.push_str("<time>");
            out.push_str(tail);
        } else if is_number(w)
            && k + 1 < words.len()
            && ["s", "s,", "s)", "s;"].contains(&words[k + 1])
        {
            out.push_str("<time>");
            out.push_str(&words[k + 1][1..]);
            k += 1;
        } else {
            out.push_str(words[k]);
        }
        out.push(' ');
        k += 1;
    }
    out.trim_end().to_string()
}

/// Runs a README command in a scratch directory holding copies of the inputs it reads, so
/// that files it writes (findings, diagrams) land there and not in the repository.
fn run(command: &str, scratch: &Path) -> String {
    let qili = common::QILI;
    let script = format!("qili() {{ \"{qili}\" \"$@\"; }}\n{command}\n");
    let out = Command::new("bash")
        .arg("-c")
        .arg(script)
        .current_dir(scratch)
        .output()
        .expect("bash runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

#[test]
fn every_readme_example_prints_what_the_readme_shows() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let scratch = std::env::temp_dir().join(format!("qili-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    copy_dir(&root().join("examples"), &scratch.join("examples"));
    copy_dir(&root().join("tests/corpus"), &scratch.join("tests/corpus"));
    let mut problems = Vec::new();
    let mut checked = 0;
    for s in samples(&readme) {
        if s.command.starts_with("cargo ") {
            continue; // the audit: tests/audit_verdicts.rs
        }
        checked += 1;
        let mut real: Vec<String> = run(&s.command, &scratch).lines().map(normalise).collect();
        while real.last().is_some_and(|l| l.is_empty()) {
            real.pop();
        }
        let shown: Vec<String> = s.output.iter().map(|l| normalise(l)).collect();
        let elided = shown.iter().any(|l| l.contains('…'));
        // Every shown line, in order, in the real output; with nothing left out, nothing more.
        let mut at = 0;
        let mut ok = true;
        for l in shown.iter().filter(|l| !l.contains('…')) {
            match real[at..].iter().position(|r| r == l) {
                Some(p) if elided || p == 0 => at += p + 1,
                _ => {
                    problems.push(format!(
                        "README line {}: `{}`: the sample line\n    {l}\nis not what it prints next:\n    {}",
                        s.line,
                        s.command,
                        real.get(at).map_or("(end of output)", |r| r.as_str())
                    ));
                    ok = false;
                    break;
                }
            }
        }
        if ok && !elided && at < real.len() {
            problems.push(format!(
                "README line {}: `{}` prints more than the sample shows (next: {})",
                s.line, s.command, real[at]
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(checked >= 10, "only {checked} README examples found");
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn times_are_compared_as_times() {
    assert_eq!(
        normalise("3x3 psk: Black +9 (3957349 nodes, 20.35 s)"),
        "3x3 psk: Black +9 (3957349 nodes, <time>)"
    );
    assert_eq!(
        normalise("525 nodes, 82.4µs; one"),
        "525 nodes, <time>; one"
    );
    assert_ne!(normalise("value B+3"), normalise("value B+4"));
}
