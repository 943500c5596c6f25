//! The words each reading of the audit reads: for a claim ID and a reading as the audit names
//! it, the words of a document (quoted verbatim from `spec/seeds/`, ` … ` between pieces of one
//! quotation, in the document's order) that support the reading. One file per document of the
//! claims, mirroring [`crate::claims`]; the audit fills each reading's words from here after
//! its checks ran, so that a check need not carry them. A reading no sentence supports has no
//! entry: the audit shows it as reading no sentence. `tests/audit_default_run/reading_words.rs` checks every
//! quotation against its document and lists the readings without words.

use crate::claim::Document;
use serde::Serialize;

pub mod guide;
pub mod hz;
pub mod jpd;
pub mod ts;
pub mod xq;
pub mod yg;

/// The words of a document a reading reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Words {
    /// The document the words are in (`000` .. `004`).
    #[serde(serialize_with = "document_number")]
    pub document: Document,
    /// Where in the document: the claim ID whose sentence holds the words, or the section.
    pub at: &'static str,
    /// The words, verbatim; ` … ` marks an elision between pieces of the same document.
    pub zh: &'static str,
}

fn document_number<S: serde::Serializer>(d: &Document, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(d.number())
}

/// One entry of the table: the readings named `reading` of the claims `ids` read `words`.
#[derive(Clone, Copy, Debug)]
pub struct ReadingWords {
    /// The claim IDs whose checks run this reading.
    pub ids: &'static [&'static str],
    /// The reading as the audit names it. A reading name that goes on after it with `:`,
    /// ` ` or `(` (a figure or a qualifier the check appends) is the same reading.
    pub reading: &'static str,
    /// The words it reads.
    pub words: Words,
}

/// An entry: the readings named `reading` of the claims `ids` read the words `zh` of
/// `document`, at `at`.
pub const fn reads(
    document: Document,
    ids: &'static [&'static str],
    reading: &'static str,
    at: &'static str,
    zh: &'static str,
) -> ReadingWords {
    ReadingWords {
        ids,
        reading,
        words: Words { document, at, zh },
    }
}

/// The separator between verbatim pieces of one quotation.
pub const ELISION: &str = " … ";

/// Every entry, from every document's file.
pub fn all() -> Vec<&'static ReadingWords> {
    [
        jpd::WORDS,
        hz::WORDS,
        ts::WORDS,
        yg::WORDS,
        xq::WORDS,
        guide::WORDS,
    ]
    .iter()
    .flat_map(|t| t.iter())
    .collect()
}

/// Whether the audit's reading `name` is the table's reading `key`: the same, or `key`
/// followed by `:`, ` ` or `(`.
pub fn names(name: &str, key: &str) -> bool {
    match name.strip_prefix(key) {
        Some("") => true,
        Some(rest) => rest.starts_with([':', ' ', '(']),
        None => false,
    }
}

/// The words the reading `name` of claim `id` reads, if a sentence supports it. The longest
/// matching key wins (`ying-move-strict` before `ying-move`).
pub fn find(id: &str, name: &str) -> Option<Words> {
    all()
        .into_iter()
        .filter(|w| w.ids.contains(&id) && names(name, w.reading))
        .max_by_key(|w| w.reading.len())
        .map(|w| w.words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_names_its_reading_and_the_reading_with_a_figure_appended() {
        assert!(names("ying-move", "ying-move"));
        assert!(names(
            "ying-move: forbids a move of 1 of 6 classic cycles",
            "ying-move"
        ));
        assert!(!names("ying-move-strict", "ying-move"));
        assert!(names(
            "trigger: real-moves: the text's example(s)",
            "trigger: real-moves"
        ));
        assert_eq!(
            find("YG-12", "ying-move-strict").map(|w| w.zh),
            yg::WORDS
                .iter()
                .find(|w| w.reading == "ying-move-strict")
                .map(|w| w.words.zh)
        );
        assert_eq!(find("JPD-A1", "ties: draw"), None);
    }
}
