//! The audit's outputs: `qili audit --json` lists every claim of the registry with
//! `id`, `document`, `kind`, `status`, `evidence`; `--markdown DIR` writes `audit.md`; every
//! `fails` verdict links at least one piece of evidence.

use crate::common::qili_command;

/// One full default run (the whole audit, the library call `qili audit --json` prints), checked
/// for shape, coverage and links; and every status is the combination of what its
/// checks returned, every check's status over its readings is computed from them, and every
/// `fails` links a `findings/` entry that exists.
#[test]
fn json_lists_every_id_with_status_and_evidence() {
    use qili::audit::{combine, Status};
    let run = crate::default_run();
    let mut untraced = Vec::new();
    for e in run {
        assert_eq!(
            e.status,
            combine(&e.evidence),
            "{}: status is not combine",
            e.id
        );
        for v in &e.evidence {
            if !v.readings.is_empty() {
                let st: Vec<Status> = v.readings.iter().map(|r| r.status).collect();
                assert_eq!(
                    v.status,
                    Status::over_readings(&st),
                    "{}: the status is not the one of its readings: {}",
                    e.id,
                    v.summary
                );
            }
            for r in &v.rejected {
                assert!(
                    v.readings.iter().all(|x| x.name != r.reading),
                    "{}: rejected reading {} still counted",
                    e.id,
                    r.reading
                );
                // A claim it contradicts, or none: a reading no sentence supports.
                assert!(
                    r.contradicts.is_empty() || qili_spec::registry::find(&r.contradicts).is_some()
                );
            }
        }
        if e.status == Status::Fails {
            let linked = e
                .evidence
                .iter()
                .flat_map(|v| &v.links)
                .filter(|l| l.starts_with("findings/"))
                .any(|l| {
                    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(l);
                    path.exists()
                });
            if !linked {
                untraced.push(e.id);
            }
        }
    }
    assert!(
        untraced.is_empty(),
        "fails without an existing findings/ entry: {untraced:?}"
    );
    let v: serde_json::Value = serde_json::to_value(run).expect("JSON");
    let entries = v.as_array().expect("a list");
    let ids: Vec<&str> = entries
        .iter()
        .map(|e| e["id"].as_str().expect("an id"))
        .collect();
    // The guide's 82 IDs, counted per family independently of the registry's order.
    assert_eq!(ids.len(), 82, "{ids:?}");
    let family = |p: &str| ids.iter().filter(|i| i.starts_with(p)).count();
    let t = ids
        .iter()
        .filter(|i| i.len() == 2 && i.starts_with('T'))
        .count();
    assert_eq!(t, 8, "T1-T8");
    assert_eq!(
        family("JPD-") + family("HZ-") + family("TS-") + family("YG-") + family("XQ-") + t,
        82
    );
    let mut sorted = ids.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 82, "duplicate IDs");
    let statuses = [
        "holds",
        "fails",
        "depends",
        "undecidable-as-written",
        "not-checked",
    ];
    for e in entries {
        let id = e["id"].as_str().unwrap();
        for key in ["document", "kind", "status"] {
            assert!(
                e[key].as_str().is_some_and(|s| !s.is_empty()),
                "{id}: {key}"
            );
        }
        let status = e["status"].as_str().unwrap();
        assert!(statuses.contains(&status), "{id}: status {status}");
        let evidence = e["evidence"].as_array().expect("evidence is a list");
        if status != "not-checked" {
            assert!(!evidence.is_empty(), "{id}: {status} without evidence");
        }
        if status == "fails" {
            let links: usize = evidence
                .iter()
                .map(|v| v["links"].as_array().map_or(0, |l| l.len()))
                .sum();
            assert!(links > 0, "{id} fails without a link");
        }
    }
    // The claims this branch checks have a verdict.
    for id in [
        "JPD-A1", "JPD-A2", "JPD-C2", "JPD-A12", "YG-10", "YG-11", "JPD-C4", "JPD-C5", "JPD-C9",
        "YG-1", "T3", "T5", "T6", "T7",
    ] {
        let e = entries.iter().find(|e| e["id"] == id).unwrap();
        assert_ne!(e["status"], "not-checked", "{id}");
    }
}

#[test]
fn markdown_writes_a_report() {
    let dir = std::env::temp_dir().join(format!("qili-audit-md-{}", std::process::id()));
    let out = qili_command()
        .args(["audit", "--only", "YG-11", "--markdown"])
        .arg(&dir)
        .output()
        .expect("run qili");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(dir.join("audit.md")).expect("audit.md written");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(text.starts_with("# qili audit"), "{text}");
    // The summary table and the selected claim's section with its verdict and reason.
    assert!(text.contains("| id | document | kind | status | cases |"));
    assert!(text.contains("\n## YG-11\n"), "{text}");
    assert!(!text.contains("\n## YG-10\n"), "only YG-11 was selected");
    assert!(text.contains("undecidable-as-written"));
    assert!(
        text.contains("內氣") && text.contains("黑白虎口配對造成“劫型”"),
        "the reason names the undefined terms and what 003 does define"
    );
}

#[test]
fn a_bad_markdown_folder_is_an_error_not_a_panic() {
    // A file where the folder should be.
    let file = std::env::temp_dir().join(format!("qili-audit-file-{}", std::process::id()));
    std::fs::write(&file, "x").unwrap();
    let out = qili_command()
        .args(["audit", "--only", "YG-11", "--markdown"])
        .arg(&file)
        .output()
        .expect("run qili");
    let _ = std::fs::remove_file(&file);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot create"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// T2 from optimal play: the check reads the committed tables. proofs/T2.md's identity is
/// m = 2 (e_B - s_B) - p + n, n the points counted for neither side (a single 公空 that
/// 少至一空不得填子 leaves unfilled). YG-1's count on both bowls and every YG-17 reading hold on
/// every optimal end in T2's domain: on the 2x2 end `.X` over `O.` (two single shared points,
/// nobody's per region: by hand Black's count 1 against a bowl of 2 gives YG-17's margin -2,
/// the area margin 0, p 0, n 2: -2 = 0 + 0 - 2; per seki, the count `qili score` keeps, the
/// two are one seki's 公空 and each side fills one: Black's count 2 against the bowl of 2,
/// margin 0 = 0 + 0 - 0) and the 1x5 end `./O/./X/.` (bowl 2, Black's
/// area 2: 0 = 0 + 1 - 1) the old predicate, which dropped n, reported failures. YG-18's three
/// points a stone breaks the identity on the 1x3 end `.X.` (by hand: Black's area 3 against
/// bowl 1 gives 2 winning empties; White's 1 losing stone fills one of them at 3 points, 1
/// stays empty: margin 4, area margin 3): T2's clause "which is consistent" holds.
#[test]
fn t2_from_optimal_play_holds_for_yg1_and_yg17_and_yg18_breaks_it() {
    use qili::audit::Status;
    let run = crate::default_run();
    let t2 = run.iter().find(|e| e.id == "T2").expect("T2 is audited");
    let e = t2
        .evidence
        .iter()
        .find(|v| v.summary.starts_with("From the tables of optimal play"))
        .expect("T2 has a check from the tables of optimal play");
    let status = |name: &str| {
        e.readings
            .iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| panic!("reading {name}: {:?}", e.readings))
            .status
    };
    assert_eq!(status("ying: YG-1 both bowls"), Status::Holds);
    assert_eq!(
        status("YG-17 on Black's bowl, shared point half each (stone-value: two-points)"),
        Status::Holds
    );
    // 公空 per connected region is set aside against YG-16's 雙活中…公空,多於一空各填其半
    // (it holds on the identity, but it is not what the sentence counts).
    assert!(e.rejected.iter().any(|r| r.reading
        == "YG-17 on Black's bowl, shared point nobody's (stone-value: two-points)"
        && r.contradicts == "YG-16"));
    assert_eq!(
        status("YG-17 on Black's bowl, shared points per seki, a single one nobody's (stone-value: two-points)"),
        Status::Holds
    );
    assert_eq!(
        status("which is consistent: YG-18 three points a stone (stone-value: three-points) breaks the identity"),
        Status::Holds
    );
    // The claim as a whole depends: its first item evaluates the guide's parity-only form,
    // which fails where a single 公空 is left unfilled (the tables here test the corrected form).
    assert_eq!(t2.status, Status::Depends);
    assert!(e.cases >= 80, "{} ends in T2's domain", e.cases);
    let commands: Vec<&str> = e.findings.iter().map(|f| f.command.as_str()).collect();
    assert!(
        commands.iter().any(|c| c.contains("--rows \"./X/.\"")),
        "1x3 is the smallest failure of YG-18: {commands:?}"
    );
    // The margins computed by hand above are `qili score`'s.
    let margin = |rows: &str, method: &str| -> f64 {
        let out = qili_command()
            .args([
                "score", "--rows", rows, "--dead", "none", "--method", method, "--json",
            ])
            .output()
            .unwrap();
        crate::common::json_of(&out)[0]["margin"].as_f64().unwrap()
    };
    assert_eq!(margin(".X/O.", "ying-black-bowl"), 0.0);
    assert_eq!(margin(".X/O.", "chinese"), 0.0);
    assert_eq!(margin("./O/./X/.", "ying-black-bowl"), 0.0);
    assert_eq!(margin("./O/./X/.", "chinese"), 0.0);
    assert_eq!(margin("./X/.", "ying-yg18"), 4.0);
    assert_eq!(margin("./X/.", "chinese"), 3.0);
}

/// The margins the YG-17 and YG-18 evidence quotes for a counterexample are
/// those its printed `qili score` command gives (the old evidence said "filled count -4" where
/// the command's `ying-yg18` row printed -5: the audit and the scorer computed YG-18 apart).
#[test]
fn yg17_yg18_figures_are_the_printed_commands_own() {
    let mut compared = 0;
    for id in ["YG-17", "YG-18"] {
        let run = crate::default_run();
        let e = run.iter().find(|e| e.id == id).expect("audited");
        let s = &e.evidence[0].summary;
        for piece in s.split("not on ").skip(1) {
            let open = piece.find(" (").expect("a command then its figures");
            let cmd = &piece[..open];
            let figures = &piece[open + 2..];
            // "<method> margin <x>, ying (YG-1) margin <y>)"
            let method = figures.split(' ').next().unwrap();
            let num = |after: &str| -> f64 {
                let t = &figures[figures
                    .find(after)
                    .unwrap_or_else(|| panic!("{after} in {figures}"))
                    + after.len()..];
                t[..t.find([',', ')']).unwrap()].parse().unwrap()
            };
            let (shown, yg1) = (num(" margin "), num("ying (YG-1) margin "));
            let args: Vec<String> = cmd
                .split(' ')
                .skip(1)
                .map(|a| a.trim_matches('"').to_string())
                .collect();
            let margin = |m: &str| -> f64 {
                let out = qili_command()
                    .args(&args)
                    .args(["--method", m, "--json"])
                    .output()
                    .unwrap();
                crate::common::json_of(&out)[0]["margin"].as_f64().unwrap()
            };
            assert_eq!(margin(method), shown, "{id}: {cmd} --method {method}");
            assert_eq!(margin("ying"), yg1, "{id}: {cmd} --method ying");
            compared += 1;
        }
    }
    assert!(
        compared >= 2,
        "each of YG-17 and YG-18 quotes a counterexample"
    );
}

/// The findings committed under `findings/` are the ones the default audit writes
/// (`qili audit --write-findings findings`): a finding whose command prints another game or
/// witness today is stale, and a reader who runs its command would see something else.
#[test]
fn committed_findings_are_what_the_audit_writes() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("qili-findings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut stale = Vec::new();
    let mut n = 0;
    for f in crate::default_run()
        .iter()
        .flat_map(|e| &e.evidence)
        .flat_map(|v| &v.findings)
    {
        let json = f.write(&dir).expect("a finding is written");
        for ext in ["json", "sgf", "txt", "svg"] {
            let written = json.with_extension(ext);
            let Ok(now) = std::fs::read(&written) else {
                continue;
            };
            let rel = written.strip_prefix(&dir).expect("under the folder");
            let committed = std::fs::read(root.join("findings").join(rel));
            if committed.as_deref().ok() != Some(&now[..]) {
                stale.push(rel.display().to_string());
            }
        }
        n += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(n >= 50, "only {n} findings");
    assert!(
        stale.is_empty(),
        "stale or missing under findings/ (regenerate: qili audit --write-findings findings): {stale:?}"
    );
}
