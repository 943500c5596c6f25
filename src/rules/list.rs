//! Lists of rule sets as the commands take them after `--rules`: comma-separated entries, each
//! any spelling [`super::parse`] reads (a preset, alias, KataGo name or string, or a rule
//! file), and, for the solver, `NAME+NO-RESULT` (a no-result reading, TS-7) and `NAME/COUNT`
//! (how the end is counted): `psk,simple+tang-song/territory`. `qili search`, `qili shapes`
//! and `qili solve` (with the solver's table and the audit's optimal-play checks) read their
//! lists here.

use super::read::parse;
use super::set::{NoResult, Rules};
use std::fmt;

/// The no-result readings by the names `+NAME` takes (the solver's short names of
/// [`NoResult`]'s readings).
pub const NO_RESULT_NAMES: [(&str, NoResult); 4] = [
    ("japanese-style", NoResult::JapaneseStyle),
    ("tang-song", NoResult::TangSong),
    ("tang-song-every", NoResult::TangSongEveryRecurrence),
    ("three-repetitions", NoResult::ThreeRepetitionsSinceLastPass),
];

/// Which suffixes a list takes: none (every entry is a rule set as it is written, `+` and `/`
/// included), or the solver's `+NO-RESULT` and `/COUNT` with the counts the caller knows.
#[derive(Clone, Copy, Debug)]
pub enum Suffixes<'a, C> {
    /// Entries are rule-set names as written.
    None,
    /// `NAME[+NO-RESULT][/COUNT]`: `counts` are the words after `/` (in the order an error
    /// lists them) and `default` the count of an entry without one.
    NoResultAndCount {
        /// The words `/COUNT` takes and what each means to the caller.
        counts: &'a [(&'a str, C)],
        /// The count of an entry without `/COUNT`.
        default: C,
    },
}

/// One entry of a list.
#[derive(Clone, Debug, PartialEq)]
pub struct Listed<C> {
    /// The entry as written (trimmed), suffixes included.
    pub name: String,
    /// Its rule set, with the `+NO-RESULT` reading when one is given.
    pub rules: Rules,
    /// Its count (`/COUNT`, or the default; `None` for a list without suffixes).
    pub count: Option<C>,
}

/// A bad entry: its name and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListError {
    /// The entry as written.
    pub name: String,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rule set '{}': {}", self.name, self.message)
    }
}

impl std::error::Error for ListError {}

/// The entries of a comma-separated list: trimmed, empty ones left out.
pub fn names(list: &str) -> impl Iterator<Item = &str> {
    list.split(',').map(str::trim).filter(|n| !n.is_empty())
}

/// How an entry is shown in findings and reports: a rule file by its file stem, any other
/// entry as written.
pub fn shown(name: &str) -> String {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".toml") || lower.ends_with(".json") {
        std::path::Path::new(name)
            .file_stem()
            .map_or(name.to_string(), |s| s.to_string_lossy().into_owned())
    } else {
        name.to_string()
    }
}

/// Reads a list entry by entry, in order (a caller that checks more of each entry sees the
/// entries' errors in the order written). Under [`Suffixes::NoResultAndCount`] the count word
/// is checked first, then the no-result name, then the rule set.
pub fn parse_list<'a, C: Copy + 'a>(
    list: &'a str,
    suffixes: Suffixes<'a, C>,
) -> impl Iterator<Item = Result<Listed<C>, ListError>> + 'a {
    names(list).map(move |name| entry(name, suffixes))
}

fn entry<C: Copy>(name: &str, suffixes: Suffixes<'_, C>) -> Result<Listed<C>, ListError> {
    let bad = |message: String| ListError {
        name: name.to_string(),
        message,
    };
    let Suffixes::NoResultAndCount { counts, default } = suffixes else {
        return Ok(Listed {
            name: name.to_string(),
            rules: parse(name).map_err(bad)?,
            count: None,
        });
    };
    // A rule file's path has slashes of its own: `/COUNT` is the word after the last one, and
    // a name that is a file as written has no count.
    let (preset, count) = match name.rsplit_once('/') {
        None => (name, default),
        Some((p, word)) => match counts.iter().find(|(w, _)| *w == word) {
            Some(&(_, c)) => (p, c),
            None if std::path::Path::new(name).is_file() => (name, default),
            None => {
                let known = counts.iter().map(|(w, _)| *w).collect::<Vec<_>>();
                let known = match known.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} or {last}", rest.join(", "))
                    }
                    _ => known.join(""),
                };
                return Err(bad(format!("unknown scoring '{word}' ({known})")));
            }
        },
    };
    let (preset, no_result) = match preset.split_once('+') {
        None => (preset, None),
        Some((p, nr)) => {
            let found = NO_RESULT_NAMES
                .iter()
                .find(|(n, _)| *n == nr)
                .map(|&(_, r)| r)
                .ok_or_else(|| {
                    bad(format!(
                        "unknown no-result reading '{nr}' ({})",
                        NO_RESULT_NAMES.map(|(n, _)| n).join(", ")
                    ))
                })?;
            (p, Some(found))
        }
    };
    let mut rules = parse(preset).map_err(bad)?;
    if let Some(nr) = no_result {
        rules.play.no_result = nr;
    }
    Ok(Listed {
        name: name.to_string(),
        rules,
        count: Some(count),
    })
}
