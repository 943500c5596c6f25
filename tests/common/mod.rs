//! What more than one test file reads: the `qili` binary Cargo built for the tests and its
//! runs, the game records of the GNU Go corpus, a finished `qili ... --json` run's output,
//! KataGo's group-tax test positions, and random game prefixes for the solver's tests.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The path of the `qili` binary Cargo built for these tests (for a shell line or a
/// `--engine` command).
#[allow(dead_code)]
pub const QILI: &str = env!("CARGO_BIN_EXE_qili");

/// The `qili` binary as a command, run in the repository's folder (where `examples/` and
/// `tests/corpus/` are), for a test to add arguments, input and pipes to.
#[allow(dead_code)]
pub fn qili_command() -> Command {
    let mut cmd = Command::new(QILI);
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"));
    cmd
}

/// `qili ARGS` run to its end, without input: its exit status and both outputs.
#[allow(dead_code)]
pub fn qili(args: &[&str]) -> Output {
    qili_command().args(args).output().expect("qili runs")
}

/// [`qili`] as text: standard output, standard error (both read lossily as UTF-8) and the
/// exit status (`None` when a signal ended the run).
#[allow(dead_code)]
pub fn qili_text(args: &[&str]) -> (String, String, Option<i32>) {
    let out = qili(args);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

/// The records of the corpus folder `folder` (relative to the repository): every `.sgf` under
/// its `9x9`, `13x13` and `19x19` folders that has its `.json` beside it, sorted.
#[allow(dead_code)]
pub fn corpus_records(folder: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let mut out = Vec::new();
    for size in ["9x9", "13x13", "19x19"] {
        let Ok(rd) = std::fs::read_dir(root.join(size)) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "sgf") && p.with_extension("json").exists() {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The JSON a `qili` run printed, after checking it succeeded (its stderr as the message).
#[allow(dead_code)]
pub fn json_of(out: &std::process::Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// KataGo's `GroupTaxSekiScoring` position (cpp/tests/testrules.cpp; `x` black, `o` white,
/// rows top to bottom), read by the spec's count (`tests/scoring_golden.rs`) and by GTP
/// `final_score` (`tests/gtp_protocol.rs`).
#[allow(dead_code)]
pub const KATA1: [&str; 9] = [
    ".x.xo.o.x",
    "...xooox.",
    ".xxxxxxoo",
    "xoooooxo.",
    "xo.o.oxoo",
    "xoooooxxx",
    "xxxo...oo",
    ".xxxoooo.",
    ".x.xo.o.o",
];

/// KataGo's `GroupTaxSekiScoring2` position: [`KATA1`] with its seventh row filled.
#[allow(dead_code)]
pub const KATA2: [&str; 9] = {
    let mut k = KATA1;
    k[6] = "xxxoxxxoo";
    k
};

/// The status and evidence the audit gives one claim (default budget).
#[allow(dead_code)]
pub fn verdict(id: &str) -> (qili::audit::Status, Vec<qili::audit::Evidence>) {
    let e = qili::audit::run(qili::audit::Budget::Default, Some(id), |_, _, _| {})
        .into_iter()
        .find(|e| e.id == id)
        .unwrap();
    (e.status, e.evidence)
}

/// The text of a document as the repository copies it (`spec/seeds/`).
#[allow(dead_code)]
pub fn seed(d: qili_spec::claim::Document) -> &'static str {
    use qili_spec::claim::Document;
    match d {
        Document::Jpd => include_str!("../../spec/seeds/000_6e92f68e68212e18.txt"),
        Document::Hz => include_str!("../../spec/seeds/001_cc9af5722fe8ff58.txt"),
        Document::Ts => include_str!("../../spec/seeds/002_fef9214f6dc404c5.txt"),
        Document::Yg => include_str!("../../spec/seeds/003_1fe6a333853ae033.txt"),
        Document::Xq => include_str!("../../spec/seeds/004_ee861ba04f2581ad.txt"),
        Document::Guide => include_str!("../../spec/seeds/GUIDE.md"),
    }
}

/// Plays up to `len` random moves of `g` (a pass only when the last move was not one, so the
/// game rarely ends on the way), stopping when the game is over.
#[allow(dead_code)]
pub fn play_randomly(
    g: &mut qili::search::game::Game,
    len: i32,
    rng: &mut rand_chacha::ChaCha8Rng,
) {
    use qili::search::game::SMove;
    use rand::Rng;
    for _ in 0..len {
        let moves: Vec<SMove> = g
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, SMove::Play(_)) || g.current().trailing == 0)
            .collect();
        if moves.is_empty() || g.is_over() {
            break;
        }
        g.play(moves[rng.random_range(0..moves.len())]);
    }
}

/// Up to `count` game prefixes on `geo` under `rules`, each of 4 to 15 random moves
/// ([`play_randomly`]), not over and with a capture made (so the history refuses boards and the
/// prisoners count), found in at most 400 tries.
#[allow(dead_code)]
pub fn prefixes_with_captures(
    geo: &qili::search::board::Geometry,
    rules: qili::search::game::PlayRules,
    count: usize,
    rng: &mut rand_chacha::ChaCha8Rng,
) -> Vec<qili::search::game::Game> {
    use rand::Rng;
    let mut out = Vec::new();
    for _ in 0..400 {
        if out.len() >= count {
            break;
        }
        let mut g = qili::search::game::Game::new(*geo, rules);
        let len = rng.random_range(4..16);
        play_randomly(&mut g, len, rng);
        let p = g.current().prisoners;
        if !g.is_over() && p[0] + p[1] > 0 {
            out.push(g);
        }
    }
    out
}
