//! The claim registry against the reading guide and the documents: exactly the guide's 82 IDs,
//! in its order, each quoting its document verbatim (from the copies in `spec/seeds/`).

use qili_spec::claim::{ClaimKind, Document};
use qili_spec::registry;

mod common;
use common::seed;

/// The IDs of `GUIDE.md`, in the order the guide lists them (typed from the guide, not from
/// the registry).
const GUIDE_IDS: [&str; 82] = [
    "JPD-A1", "JPD-A2", "JPD-A3", "JPD-A4", "JPD-A5", "JPD-A6", "JPD-A7", "JPD-A8", "JPD-C1",
    "JPD-C2", "JPD-A9", "JPD-C3", "JPD-A10", "JPD-C4", "JPD-A11", "JPD-C5", "JPD-A12", "JPD-C6",
    "JPD-C7", "JPD-C8", "JPD-C9", "JPD-C10", "JPD-C11", "JPD-C12", "HZ-1", "HZ-2", "HZ-3", "HZ-4",
    "HZ-5", "HZ-6", "HZ-7", "HZ-EX1", "TS-1", "TS-2", "TS-3", "TS-4", "TS-5", "TS-6", "TS-7",
    "TS-8", "TS-9", "TS-10", "YG-1", "YG-2", "YG-3", "YG-4", "YG-5", "YG-6", "YG-7", "YG-8",
    "YG-9", "YG-10", "YG-11", "YG-12", "YG-13", "YG-14", "YG-15", "YG-16", "YG-17", "YG-18",
    "YG-19", "YG-20", "YG-21", "XQ-2.1", "XQ-2.2", "XQ-2.3", "XQ-3", "XQ-4", "XQ-5", "XQ-6",
    "XQ-7", "XQ-8", "XQ-10", "XQ-12", "T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8",
];

/// The separator between verbatim pieces of one quotation.
const ELISION: &str = " … ";

fn prefix(d: Document) -> &'static str {
    match d {
        Document::Jpd => "JPD-",
        Document::Hz => "HZ-",
        Document::Ts => "TS-",
        Document::Yg => "YG-",
        Document::Xq => "XQ-",
        Document::Guide => "T",
    }
}

#[test]
fn exactly_the_guide_ids_in_the_guide_order() {
    let ids: Vec<&str> = registry::all().iter().map(|c| c.id).collect();
    assert_eq!(ids.len(), 82, "the guide numbers 82 claims");
    let mut sorted = ids.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), 82, "duplicate IDs in the registry");
    assert_eq!(ids, GUIDE_IDS.to_vec());
}

#[test]
fn the_guide_text_lists_every_id_in_this_order() {
    // Independent of the registry: the IDs appear in GUIDE.md as `**ID ` or `**ID**`, in order.
    let guide = seed(Document::Guide);
    let mut from = 0;
    for id in GUIDE_IDS {
        let found = [format!("**{id} "), format!("**{id}**")]
            .iter()
            .filter_map(|pat| guide[from..].find(pat.as_str()))
            .min()
            .unwrap_or_else(|| panic!("{id} not found in GUIDE.md after byte {from}"));
        from += found + 2;
    }
}

#[test]
fn every_quotation_is_verbatim_in_its_document() {
    for c in registry::all() {
        let text = seed(c.document);
        assert!(!c.text_zh.trim().is_empty(), "{}: empty quotation", c.id);
        let mut from = 0;
        for piece in c.text_zh.split(ELISION) {
            assert!(!piece.is_empty(), "{}: empty piece around an elision", c.id);
            match text[from..].find(piece) {
                Some(at) => from += at + piece.len(),
                None => panic!(
                    "{}: `{piece}` is not in {} (after byte {from})",
                    c.id,
                    c.document.file()
                ),
            }
        }
    }
}

#[test]
fn documents_prefixes_and_fields_agree() {
    for c in registry::all() {
        assert!(
            c.id.starts_with(prefix(c.document)),
            "{} is filed under {:?}",
            c.id,
            c.document
        );
        assert!(!c.section.is_empty(), "{}: no section", c.id);
        assert!(
            c.reading.ends_with('.') || c.reading.ends_with('?'),
            "{}: reading is not a sentence",
            c.id
        );
        for o in c.options {
            let (name, variants) = o
                .split_once(": ")
                .unwrap_or_else(|| panic!("{}: option `{o}` is not `name: a | b`", c.id));
            assert!(
                !name.is_empty()
                    && name
                        .chars()
                        .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-'),
                "{}: option name `{name}` is not kebab-case",
                c.id
            );
            assert!(
                variants.split(" | ").all(|v| !v.trim().is_empty()),
                "{}: empty variant in `{o}`",
                c.id
            );
        }
    }
}

#[test]
fn kinds_follow_the_guide_tags() {
    // Tags from GUIDE.md: [ex] worked examples, [thm] theorems, [score] scoring procedures.
    let kind = |id: &str| {
        registry::find(id)
            .unwrap_or_else(|| panic!("{id} missing"))
            .kind
    };
    for id in ["HZ-EX1", "TS-4", "TS-5", "TS-8", "TS-9"] {
        assert_eq!(kind(id), ClaimKind::Example, "{id}");
    }
    for id in [
        "JPD-C9", "JPD-C11", "TS-6", "YG-14", "YG-18", "XQ-2.3", "XQ-3", "XQ-4", "T1", "T8",
    ] {
        assert_eq!(kind(id), ClaimKind::Theorem, "{id}");
    }
    assert_eq!(kind("JPD-C3"), ClaimKind::Scoring);
    assert_eq!(kind("JPD-A6"), ClaimKind::Definition);
    assert_eq!(kind("JPD-A11"), ClaimKind::Predicate);
}

#[test]
fn the_shared_liberty_option_is_named_where_the_guide_says_so() {
    for id in ["JPD-A9", "JPD-C3", "T5"] {
        let c = registry::find(id).unwrap();
        assert!(
            c.options
                .contains(&"shared-liberties: split-equally | split-by-adjacent-stones"),
            "{id}"
        );
    }
}
