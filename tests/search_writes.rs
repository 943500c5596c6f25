//! `qili search` writes its findings only when asked (`--out DIR`): run from a fresh folder
//! without `--out`, a search that finds an infinite game (T7) and a disagreement (T6) prints
//! them and leaves the folder empty; with `--out DIR` the files are where it says.

mod common;

use common::qili_command;

fn fresh(name: &str) -> std::path::PathBuf {
    let p = std::env::temp_dir().join(format!("qili-search-writes-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&p);
    std::fs::create_dir_all(&p).expect("a temporary folder");
    p
}

fn entries(p: &std::path::Path) -> usize {
    std::fs::read_dir(p).map(|d| d.count()).unwrap_or(0)
}

/// Runs qili in `dir` and returns its standard output; it must succeed.
fn run_in(dir: &std::path::Path, args: &[&str]) -> String {
    let out = qili_command().args(args).current_dir(dir).output().unwrap();
    assert!(out.status.success(), "{args:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn search_writes_nothing_unless_asked() {
    let disagree = [
        "search",
        "disagree",
        "--board",
        "1x2",
        "--rules",
        "jpd,psk-4",
    ];
    let dir = fresh("none");
    let cycles = [
        "search",
        "cycles",
        "--board",
        "1x2",
        "--rules",
        "jpd",
        "--max-depth",
        "12",
    ];
    for args in [
        &cycles[..],
        &[&disagree[..], &["--max-depth", "8"]].concat(),
    ] {
        let text = run_in(&dir, args);
        assert!(
            text.contains("not written; --out DIR writes it"),
            "{args:?}: {text}"
        );
    }
    assert_eq!(entries(&dir), 0, "files written without --out");
    let _ = std::fs::remove_dir_all(&dir);

    let dir = fresh("out");
    let text = run_in(
        &dir,
        &[&disagree[..], &["--max-depth", "8", "--out", "found"]].concat(),
    );
    assert!(
        text.contains("-> found/T6/jpd-allows-psk-4-forbids-1x2.json"),
        "{text}"
    );
    assert!(dir
        .join("found/T6/jpd-allows-psk-4-forbids-1x2.json")
        .exists());
    let _ = std::fs::remove_dir_all(&dir);
}
