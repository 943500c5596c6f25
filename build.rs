//! Records the git commit the binary is built from, so that an audit can be cited by version
//! and commit (`QILI_COMMIT`, "unknown" outside a git checkout, `+changes` after the commit
//! when tracked files differ from it).
use std::process::Command;

fn main() {
    let commit = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|| "unknown".into());
    // A binary built from a tree with uncommitted changes to tracked files is not that
    // commit's: say so, or an audit cites a commit whose code it did not run.
    let changed = Command::new("git")
        .args(["status", "--porcelain", "--untracked-files=no"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .is_some_and(|o| !o.stdout.is_empty());
    let stamp = if changed && commit != "unknown" {
        format!("{commit}+changes")
    } else {
        commit
    };
    println!("cargo:rustc-env=QILI_COMMIT={stamp}");
    // `logs/HEAD` grows with every commit and checkout (a commit on a branch leaves `HEAD` as
    // it was); `packed-refs` holds the refs `git gc` packed. In a worktree `.git` is a file
    // naming the worktree's own git directory (its HEAD, logs and index) beside the common one
    // (refs, packed-refs): ask git for both.
    let git_path = |arg: &str| {
        Command::new("git")
            .args(["rev-parse", arg])
            .output()
            .ok()
            .filter(|o| o.status.success())
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .map(|s| s.trim().to_string())
    };
    let own = git_path("--git-dir").unwrap_or_else(|| ".git".into());
    let common = git_path("--git-common-dir").unwrap_or_else(|| own.clone());
    for f in [
        format!("{own}/HEAD"),
        format!("{own}/logs/HEAD"),
        format!("{common}/refs/heads"),
        format!("{common}/packed-refs"),
        format!("{own}/index"),
    ] {
        if std::path::Path::new(&f).exists() {
            println!("cargo:rerun-if-changed={f}");
        }
    }
    // The sources too, so that the `+changes` mark follows edits made since the last build.
    for d in ["src", "spec/src", "Cargo.toml", "spec/Cargo.toml"] {
        if std::path::Path::new(d).exists() {
            println!("cargo:rerun-if-changed={d}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
