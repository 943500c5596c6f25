//! Records the git commit the binary is built from, so that an audit can be cited by version
//! and commit (`QILI_COMMIT`, "unknown" outside a git checkout).
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
    println!("cargo:rustc-env=QILI_COMMIT={commit}");
    // `.git/logs/HEAD` grows with every commit and checkout (a commit on a branch leaves
    // `.git/HEAD` as it was); `packed-refs` holds the refs `git gc` packed.
    for f in [
        ".git/HEAD",
        ".git/refs/heads",
        ".git/logs/HEAD",
        ".git/packed-refs",
    ] {
        if std::path::Path::new(f).exists() {
            println!("cargo:rerun-if-changed={f}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
