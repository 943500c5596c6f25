//! Conformance test vectors: `qili vectors --out DIR` writes JSON files other
//! implementations can test against. Every answer in them is computed by the plain reference
//! model (`qili_spec`), never by the engine; the engine only lends the names of the rule
//! presets ([`crate::rules::Rules::PRESETS`]) so a vector's rules read as every other
//! command reads them. `tests/vectors.rs` regenerates the files, compares them byte for byte
//! with the committed copies under `vectors/`, and checks the engine against every vector.
//!
//! The format is described in `vectors/FORMAT.md` and `vectors/schema.json`.

pub mod go_ending;
pub mod go_legality;
pub mod go_scoring;
pub mod ko_shapes;
pub mod xiangqi;
pub mod xiangqi_cycles;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// The version of the vector format; bumped on any change a reader could notice.
pub const FORMAT_VERSION: u64 = 2;

/// The seed of every random choice the generators make (two runs give the same bytes).
pub const SEED: u64 = 18;

/// The JSON Schema of every vector file (draft 2020-12).
pub const SCHEMA: &str = include_str!("../../vectors/schema.json");

/// The format document.
pub const FORMAT_DOC: &str = include_str!("../../vectors/FORMAT.md");

/// The random generator every kind starts from: the fixed [`SEED`] mixed with the kind's tag.
pub fn rng(tag: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(SEED.wrapping_mul(1_000_003).wrapping_add(tag))
}

/// One vector file: a header and one vector per line, so that diffs show whole vectors.
pub fn file_text(kind: &str, source: &str, vectors: &[Value]) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "{{\"format_version\":{FORMAT_VERSION},\"kind\":{},\"generator\":{},\"seed\":{SEED},\"count\":{},\"vectors\":[\n",
        Value::from(kind),
        Value::from(source),
        vectors.len()
    ));
    let lines: Vec<String> = vectors
        .iter()
        .map(|v| serde_json::to_string(v).expect("vectors serialise"))
        .collect();
    out.push_str(&lines.join(",\n"));
    out.push_str("\n]}\n");
    out
}

/// Every file `qili vectors` writes: `(file name, contents)`, in a fixed order.
pub fn generate() -> Vec<(String, String)> {
    let source = concat!("qili-spec ", env!("CARGO_PKG_VERSION"));
    vec![
        (
            "go-legality.json".into(),
            file_text("go-legality", source, &go_legality::vectors()),
        ),
        (
            "go-ending.json".into(),
            file_text("go-ending", source, &go_ending::vectors()),
        ),
        (
            "go-ko-shapes.json".into(),
            file_text("go-ko-shapes", source, &ko_shapes::vectors()),
        ),
        (
            "go-scoring.json".into(),
            file_text("go-scoring", source, &go_scoring::vectors()),
        ),
        (
            "xiangqi.json".into(),
            file_text("xiangqi", source, &xiangqi::vectors()),
        ),
        (
            "xiangqi-cycles.json".into(),
            file_text("xiangqi-cycles", source, &xiangqi_cycles::vectors()),
        ),
        ("schema.json".into(), SCHEMA.into()),
        ("FORMAT.md".into(), FORMAT_DOC.into()),
    ]
}

/// A Go point as the guide writes it (`a1` bottom left).
pub fn point_name(p: qili_spec::go::grid::Point, height: usize) -> String {
    p.guide_name(height)
}

/// A Go board as one string: rows top to bottom joined by `/`, `X` black, `O` white, `.` empty.
pub fn board_text(g: &qili_spec::go::grid::Grid) -> String {
    g.rows().join("/")
}
