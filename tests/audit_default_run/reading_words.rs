//! The words each reading of the audit reads (`qili_spec::words`): every quotation is verbatim
//! in its document (from the copies in `spec/seeds/`), every entry of the table names a reading
//! the audit runs, and the readings that read no sentence are listed here.

use qili_spec::claim::Document;
use qili_spec::words::{self, ELISION};

use crate::common::seed;

/// The readings of a default audit run that no sentence supports, as of this commit: each is
/// shown as reading no sentence. The list may only shrink: the test fails when a reading on it
/// gets words (take it off) and when a reading not on it has none.
const NO_WORDS: &[(&str, &str)] = &[
    // 000 names no prohibition of self-capture; the traditional default, run beside `allowed`.
    ("JPD-C1", "suicide: forbidden"),
    // The guide's own domain of T4 (finished games with no seki).
    (
        "T4",
        "outside-seki: the identity's domain (finished games with no seki; independent-group: eye-sharing-unit; move-balance: b-class-negative-move)",
    ),
    // T7 asks which rule sets end every game: rule sets of the engine, not sentences.
    ("T7", "simple"),
    ("T7", "simple-4"),
    ("T7", "ssk"),
    ("T7", "psk"),
    ("T7", "psk-4"),
    ("T7", "jpd-2"),
    ("T7", "jpd-suicide"),
    ("T7", "huozi"),
    (
        "T7",
        "stone-supply: unbounded (an infinite legal game under simple, simple-4, jpd, jpd-2, jpd-suicide, huozi, tang-song)",
    ),
    ("T7", "positional superko stops the ko-and-pass cycle"),
];

#[test]
fn every_quotation_is_verbatim_in_its_document_in_order() {
    let all = words::all();
    assert!(all.len() > 50, "{} entries", all.len());
    for w in all {
        assert_ne!(
            w.words.document,
            Document::Guide,
            "{}: the guide is no document",
            w.reading
        );
        let text = seed(w.words.document);
        let mut from = 0;
        for piece in w.words.zh.split(ELISION) {
            assert!(
                !piece.trim().is_empty(),
                "{:?} {}: empty piece",
                w.ids,
                w.reading
            );
            match text[from..].find(piece) {
                Some(at) => from += at + piece.len(),
                None => panic!(
                    "{:?} {}: {piece:?} is not in {} (after byte {from})",
                    w.ids,
                    w.reading,
                    w.words.document.file()
                ),
            }
        }
    }
}

/// A quotation that is not in the document fails the check above (the check can fail).
#[test]
fn a_misquotation_is_not_found() {
    // YG-2's sentence says 不論一點勝或不計點勝; a quotation with 一點勝或不計勝 is not in 003.
    assert!(!seed(Document::Yg).contains("不論一點勝或不計勝"));
    assert!(seed(Document::Yg).contains("不論一點勝或不計點勝"));
}

#[test]
fn every_reading_has_words_or_is_listed_and_every_entry_is_used() {
    let audit = crate::default_run();
    let mut without = Vec::new();
    let mut with_now = Vec::new();
    let mut used = vec![false; words::all().len()];
    let mut readings = 0;
    for e in audit {
        for r in e.evidence.iter().flat_map(|v| &v.readings) {
            readings += 1;
            // The words the audit attached are the table's.
            assert_eq!(r.words, words::find(e.id, &r.name), "{} {}", e.id, r.name);
            for (k, w) in words::all().iter().enumerate() {
                if w.ids.contains(&e.id) && words::names(&r.name, w.reading) {
                    used[k] = true;
                }
            }
            let listed = NO_WORDS.iter().any(|(id, n)| *id == e.id && *n == r.name);
            match (r.words.is_some(), listed) {
                (false, false) => without.push(format!("{}: {}", e.id, r.name)),
                (true, true) => with_now.push(format!("{}: {}", e.id, r.name)),
                _ => {}
            }
        }
    }
    // The walk saw the whole audit (144 readings when this was written; a reading set aside
    // as rejected leaves the count).
    assert!(readings >= 100, "{readings} readings");
    assert!(
        without.is_empty(),
        "readings with no words: give them the words of the sentence they read, or list them in NO_WORDS: {without:?}"
    );
    assert!(
        with_now.is_empty(),
        "readings that have words now: take them off NO_WORDS: {with_now:?}"
    );
    let unused: Vec<String> = words::all()
        .iter()
        .zip(&used)
        .filter(|(_, u)| !**u)
        .map(|(w, _)| format!("{:?} {}", w.ids, w.reading))
        .collect();
    assert!(
        unused.is_empty(),
        "entries no reading of the audit uses: {unused:?}"
    );
}
