//! The audit as a static site (`qili audit --html DIR`): an index table of every claim with
//! its status, and one page per claim with the sentence in the original Chinese, the reading,
//! the reading options with the verdict under each (and the readings set aside, with the
//! sentence they contradict), the evidence, the cross-checks when run, and the diagrams: each
//! finding's own diagram and its witness stepped move by move ([`steps`]).
//!
//! Self-contained: inline CSS, SVG files beside the pages, no script, no outside font, no
//! network. Deterministic: the site is rendered in memory ([`render`]) as a sorted map of
//! files and written only when asked ([`Site::write`]); two runs give the same bytes. Every
//! text is escaped ([`html::escape`]) and every file name is reduced to letters, digits, `.`,
//! `_` and `-` ([`file_component`]), so neither an SGF comment nor a finding's name can inject
//! markup or write outside the folder.
//!
//! The Markdown report (`qili audit --markdown DIR`) shares the claim counts ([`counts`]), the
//! kind names ([`kind_label`]) and the diagram files ([`diagrams`]) with the site.

pub mod html;
pub mod steps;

use crate::audit::{CrossEntry, Entry, Evidence, Status};
use crate::findings::Finding;
use html::{badge, escape, escape_lines, page};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

/// The site's files: path relative to the site's root (with `/`) to content.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Site {
    /// Every file, sorted by path.
    pub files: BTreeMap<String, String>,
}

impl Site {
    /// The HTML pages (the index first).
    pub fn pages(&self) -> Vec<&str> {
        let mut p: Vec<&str> = self
            .files
            .keys()
            .filter(|k| k.ends_with(".html"))
            .map(String::as_str)
            .collect();
        p.sort_by_key(|k| (*k != "index.html", *k));
        p
    }

    /// Writes every file under `dir` (creating folders); returns the number of files written.
    pub fn write(&self, dir: &Path) -> std::io::Result<usize> {
        for (rel, text) in &self.files {
            let path = dir.join(rel);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, text)?;
        }
        Ok(self.files.len())
    }
}

/// A name reduced to a safe file-name component: letters, digits, `.`, `_` and `-` kept,
/// anything else `_`, and a leading `.` made `_` (so no `..`, no hidden file, no `/`).
pub fn file_component(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-') {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.is_empty() || s.starts_with('.') {
        s.insert(0, '_');
    }
    s
}

/// The page of a claim, relative to the site's root: `claims/<ID>.html`.
pub fn claim_page(id: &str) -> String {
    format!("claims/{}.html", file_component(id))
}

/// Where a finding's files go, relative to the site's (or the Markdown report's) root, without
/// extension: `findings/<claim>/<name>`.
pub fn finding_stem(f: &Finding) -> String {
    format!(
        "findings/{}/{}",
        file_component(&f.claim),
        file_component(&f.name)
    )
}

/// The findings' own diagrams: (path relative to the report's root, SVG), in the audit's order.
pub fn diagrams(entries: &[Entry]) -> Vec<(String, &str)> {
    entries
        .iter()
        .flat_map(|e| &e.evidence)
        .flat_map(|v| &v.findings)
        .filter_map(|f| {
            f.svg
                .as_deref()
                .map(|svg| (format!("{}.svg", finding_stem(f)), svg))
        })
        .collect()
}

/// The claim counts by status, as the reports' headers and last lines say them.
pub fn counts(entries: &[Entry]) -> String {
    let n = |s: Status| entries.iter().filter(|e| e.status == s).count();
    format!(
        "{} claims: {} holds, {} fails, {} depends, {} undecidable-as-written, {} not-checked",
        entries.len(),
        n(Status::Holds),
        n(Status::Fails),
        n(Status::Depends),
        n(Status::UndecidableAsWritten),
        n(Status::NotChecked)
    )
}

/// The kind of a claim as the JSON and the reports name it (`predicate`, `theorem`, ...).
pub fn kind_label(kind: qili_spec::claim::ClaimKind) -> String {
    serde_json::to_value(kind)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default()
}

const STATUSES: [Status; 5] = [
    Status::Holds,
    Status::Fails,
    Status::Depends,
    Status::UndecidableAsWritten,
    Status::NotChecked,
];

/// The first sentence (or line) of a reading or a summary, cut at 160 characters.
pub fn short(reading: &str) -> String {
    let line = reading.lines().next().unwrap_or("");
    let first = match line.find(". ") {
        Some(i) => &line[..=i],
        None => line,
    };
    if first.chars().count() > 160 {
        let cut: String = first.chars().take(159).collect();
        format!("{}…", cut.trim_end())
    } else {
        first.to_string()
    }
}

/// Renders the whole site in memory: `header` is the audit's citation line, `cross` the
/// cross-checks when they were run.
pub fn render(header: &str, entries: &[Entry], cross: Option<&[CrossEntry]>) -> Site {
    let mut site = Site::default();
    site.files
        .insert("index.html".into(), index(header, entries, cross));
    let ids: Vec<&str> = entries.iter().map(|e| e.id).collect();
    for e in entries {
        let mine: Vec<&CrossEntry> = cross
            .unwrap_or_default()
            .iter()
            .filter(|c| c.id == e.id)
            .collect();
        let body = claim(e, cross.map(|_| mine.as_slice()), &mut site, &ids);
        let title = format!("{} — {} — qili audit", e.id, e.status.label());
        let crumb = format!(" › {}", escape(e.id));
        site.files
            .insert(claim_page(e.id), page("../", &title, &crumb, &body));
    }
    for (path, svg) in diagrams(entries) {
        site.files.insert(path, svg.to_string());
    }
    site
}

fn index(header: &str, entries: &[Entry], cross: Option<&[CrossEntry]>) -> String {
    let mut b = String::new();
    let _ = writeln!(b, "<h1>The claims of the documents, checked</h1>");
    let _ = writeln!(b, "<p class=\"cite\">{}</p>", escape(header));
    let _ = write!(b, "<p class=\"counts\">{} claims: ", entries.len());
    for s in STATUSES {
        let n = entries.iter().filter(|e| e.status == s).count();
        let _ = write!(b, "{n} {} ", badge(s));
    }
    let _ = writeln!(b, "</p>");
    let _ = writeln!(
        b,
        "<table>\n<thead><tr><th>ID</th><th>Doc</th><th>Kind</th><th>Status</th>\
<th>Cases</th><th>Reading</th></tr></thead>\n<tbody>"
    );
    for e in entries {
        let cases: u64 = e.evidence.iter().map(|v| v.cases).sum();
        let _ = writeln!(
            b,
            "<tr><td class=\"id\"><a href=\"{}\">{}</a></td><td>{}</td><td>{}</td><td>{}</td>\
<td class=\"num\">{cases}</td><td>{}</td></tr>",
            escape(&claim_page(e.id)),
            escape(e.id),
            escape(e.document),
            escape(&kind_label(e.kind)),
            badge(e.status),
            escape(&short(e.reading))
        );
    }
    let _ = writeln!(b, "</tbody>\n</table>");
    let _ = writeln!(
        b,
        "<p class=\"meta\">{} holds: checked on generated cases or proved, and it held. \
{} fails: a counterexample was found (the claim's page draws it). {} holds under some \
reading options only. {} the text does not say enough to decide. {} no check yet.</p>",
        badge(Status::Holds),
        badge(Status::Fails),
        badge(Status::Depends),
        badge(Status::UndecidableAsWritten),
        badge(Status::NotChecked)
    );
    if let Some(c) = cross {
        let _ = writeln!(
            b,
            "<h2>Cross-checks with outside programs</h2>\n<p>These comparisons change no verdict.</p>"
        );
        let all: Vec<&CrossEntry> = c.iter().collect();
        cross_table(&mut b, &all, "");
    }
    page("", "qili audit", "", &b)
}

fn cross_table(b: &mut String, cross: &[&CrossEntry], root: &str) {
    let _ = writeln!(
        b,
        "<table>\n<thead><tr><th>ID</th><th>Program</th><th>Status</th><th>What it found</th></tr></thead>\n<tbody>"
    );
    for c in cross {
        let _ = writeln!(
            b,
            "<tr><td class=\"id\"><a href=\"{root}{}\">{}</a></td><td><code>{}</code></td><td>{}</td><td>{}</td></tr>",
            escape(&claim_page(c.id)),
            escape(c.id),
            escape(c.code),
            badge(c.evidence.status),
            escape(&c.evidence.summary)
        );
    }
    let _ = writeln!(b, "</tbody>\n</table>");
}

fn claim(e: &Entry, cross: Option<&[&CrossEntry]>, site: &mut Site, ids: &[&str]) -> String {
    let mut b = String::new();
    let _ = writeln!(b, "<h1>{} {}</h1>", escape(e.id), badge(e.status));
    let _ = writeln!(
        b,
        "<p class=\"meta\">Document {} (<code>{}</code>), {} · {}</p>",
        escape(e.document),
        escape(e.file),
        escape(e.section),
        escape(&kind_label(e.kind))
    );
    let _ = writeln!(
        b,
        "<blockquote class=\"zh\" lang=\"zh-Hans\">{}</blockquote>",
        html::quote(e.text_zh)
    );
    let _ = writeln!(b, "<h2>Reading</h2>");
    for para in e.reading.split("\n\n") {
        let _ = writeln!(b, "<p>{}</p>", escape_lines(para.trim()));
    }
    options(&mut b, e, ids);
    let _ = writeln!(b, "<h2>Evidence</h2>");
    if e.evidence.is_empty() {
        let _ = writeln!(b, "<p>No check has been written for this claim yet.</p>");
    }
    for (k, v) in e.evidence.iter().enumerate() {
        evidence(&mut b, e.id, k + 1, v, site);
    }
    if !e.code.is_empty() {
        let _ = writeln!(b, "<h2>Code</h2>\n<ul>");
        for c in &e.code {
            let _ = writeln!(b, "<li><code>{}</code></li>", escape(c));
        }
        let _ = writeln!(b, "</ul>");
    }
    if let Some(c) = cross {
        let _ = writeln!(
            b,
            "<h2>Cross-checks with outside programs</h2>\n<p>These comparisons change no verdict.</p>"
        );
        if c.is_empty() {
            let _ = writeln!(b, "<p>None for this claim.</p>");
        } else {
            cross_table(&mut b, c, "../");
        }
    }
    b
}

/// The reading options of the sentence, then every reading a check ran with its verdict, and
/// the readings set aside with the sentence they contradict (linked to that claim's page when the
/// site has it: `ids` are the claims rendered).
fn options(b: &mut String, e: &Entry, ids: &[&str]) {
    let ran: Vec<(usize, &crate::audit::Reading)> = e
        .evidence
        .iter()
        .enumerate()
        .flat_map(|(k, v)| v.readings.iter().map(move |r| (k + 1, r)))
        .collect();
    let rejected: Vec<(usize, &crate::audit::Rejected)> = e
        .evidence
        .iter()
        .enumerate()
        .flat_map(|(k, v)| v.rejected.iter().map(move |r| (k + 1, r)))
        .collect();
    if e.options.is_empty() && ran.is_empty() && rejected.is_empty() {
        return;
    }
    let _ = writeln!(b, "<h2>Reading options</h2>");
    if !e.options.is_empty() {
        let _ = writeln!(b, "<ul>");
        for o in e.options {
            let _ = writeln!(b, "<li><code>{}</code></li>", escape(o));
        }
        let _ = writeln!(b, "</ul>");
    }
    if ran.is_empty() && rejected.is_empty() {
        return;
    }
    let _ = writeln!(
        b,
        "<table>\n<thead><tr><th>Reading</th><th>Words it reads</th><th>Verdict</th><th>Failures / cases</th><th>Smallest witness</th><th>Check</th></tr></thead>\n<tbody>"
    );
    for (k, r) in &ran {
        let words = match &r.words {
            Some(w) => format!(
                "<span class=\"meta\">{} {}</span> <span class=\"zh\" lang=\"zh-Hans\">{}</span>",
                w.document.number(),
                escape(w.at),
                escape(w.zh)
            ),
            None => "<span class=\"meta\">no sentence</span>".to_string(),
        };
        let _ = writeln!(
            b,
            "<tr><td><code>{}</code></td><td>{words}</td><td>{}</td><td>{}</td><td>{}</td><td><a href=\"#check-{k}\">check {k}</a></td></tr>",
            escape(&r.name),
            badge(r.status),
            r.ratio().unwrap_or_default(),
            r.witness.as_deref().map(|w| format!("<code>{}</code>", escape(w))).unwrap_or_default()
        );
    }
    for (k, r) in &rejected {
        let sentence = qili_spec::registry::find(&r.contradicts)
            .map(|c| {
                format!(
                    "<blockquote class=\"zh\" lang=\"zh-Hans\">{}</blockquote>",
                    html::quote(c.text_zh)
                )
            })
            .unwrap_or_default();
        if r.contradicts.is_empty() {
            let _ = writeln!(
                b,
                "<tr><td><code>{}</code></td><td></td><td>set aside: no sentence supports it: {}</td>\
<td></td><td></td><td><a href=\"#check-{k}\">check {k}</a></td></tr>",
                escape(&r.reading),
                escape(&r.why)
            );
            continue;
        }
        let target = if ids.contains(&r.contradicts.as_str()) {
            format!(
                "<a href=\"{}\">{}</a>",
                escape(&format!("../{}", claim_page(&r.contradicts))),
                escape(&r.contradicts)
            )
        } else {
            escape(&r.contradicts)
        };
        let _ = writeln!(
            b,
            "<tr><td><code>{}</code></td><td></td><td>set aside: contradicts {target}: {}{sentence}</td>\
<td></td><td></td><td><a href=\"#check-{k}\">check {k}</a></td></tr>",
            escape(&r.reading),
            escape(&r.why)
        );
    }
    let _ = writeln!(b, "</tbody>\n</table>");
}

fn evidence(b: &mut String, claim: &str, k: usize, v: &Evidence, site: &mut Site) {
    let _ = writeln!(
        b,
        "<section class=\"evidence\" id=\"check-{k}\">\n<h3>Check {k}: {} <span class=\"meta\">{} cases</span></h3>",
        badge(v.status),
        v.cases
    );
    let _ = writeln!(b, "<p>{}</p>", escape_lines(&v.summary));
    if !v.links.is_empty() {
        let _ = writeln!(b, "<p class=\"meta\">Evidence in the repository:</p>\n<ul>");
        for l in &v.links {
            let _ = writeln!(b, "<li><code>{}</code></li>", escape(l));
        }
        let _ = writeln!(b, "</ul>");
    }
    for f in &v.findings {
        finding(b, f, site);
    }
    for (j, l) in v.links.iter().enumerate() {
        if let Some((frames, skipped)) = steps::judge_frames(l) {
            let stem = format!(
                "findings/{}/check-{k}-link-{}",
                file_component(claim),
                j + 1
            );
            let _ = writeln!(
                b,
                "<div class=\"finding\">\n<p>The cycle of <code>{}</code>:</p>",
                escape(l)
            );
            stepped(b, &stem, &frames, skipped, site);
            let _ = writeln!(b, "</div>");
        }
    }
    let _ = writeln!(b, "</section>");
}

fn finding(b: &mut String, f: &Finding, site: &mut Site) {
    let stem = finding_stem(f);
    let _ = writeln!(
        b,
        "<div class=\"finding\">\n<h3>Finding <code>{}</code></h3>\n<p>{}</p>",
        escape(&f.name),
        escape_lines(&f.summary)
    );
    if !f.rules.is_empty() {
        let _ = writeln!(
            b,
            "<p class=\"meta\">Rules: <code>{}</code></p>",
            escape(&f.rules.join(", "))
        );
    }
    if f.svg.is_some() {
        let _ = writeln!(
            b,
            "<figure class=\"diagram\"><a href=\"../{0}.svg\"><img src=\"../{0}.svg\" alt=\"{1}\"></a><figcaption>the finding's diagram</figcaption></figure>",
            escape(&stem),
            escape(&f.name)
        );
    }
    let ext = if f.witness.trim_start().starts_with('(') {
        "sgf"
    } else {
        "txt"
    };
    let witness = format!("{stem}.{ext}");
    let _ = writeln!(
        b,
        "<p>Witness (<a href=\"../{}\">{}</a>):</p>\n<pre>{}</pre>",
        escape(&witness),
        ext,
        escape(f.witness.trim_end())
    );
    site.files.insert(witness, f.witness.clone());
    if !f.command.is_empty() {
        let _ = writeln!(b, "<p>Reproduce: <code>{}</code></p>", escape(&f.command));
    }
    let (frames, skipped) = steps::frames(f);
    stepped(b, &stem, &frames, skipped, site);
    let _ = writeln!(b, "</div>");
}

/// The frames of a witness as a row of small diagrams, one file each (`<stem>/step-NN.svg`),
/// each a link to its file at full size, under a `<details>` open by default (no script
/// needed to see them).
fn stepped(b: &mut String, stem: &str, frames: &[steps::Frame], skipped: usize, site: &mut Site) {
    if frames.is_empty() {
        return;
    }
    let _ = writeln!(
        b,
        "<details open>\n<summary>Move by move ({} diagrams{})</summary>\n<div class=\"frames\">",
        frames.len(),
        if skipped > 0 {
            format!(", the last {} moves", frames.len() - 1)
        } else {
            String::new()
        }
    );
    let width = frames.len().to_string().len();
    for (i, fr) in frames.iter().enumerate() {
        let path = format!("{stem}/step-{i:0width$}.svg");
        let _ = writeln!(
            b,
            "<figure><a href=\"../{0}\"><img src=\"../{0}\" alt=\"{1}\"></a><figcaption>{1}</figcaption></figure>",
            escape(&path),
            escape(&fr.caption)
        );
        site.files.insert(path, fr.svg.clone());
    }
    let _ = writeln!(b, "</div>\n</details>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_components_stay_inside_the_folder() {
        assert_eq!(file_component("XQ-2.3"), "XQ-2.3");
        assert_eq!(file_component("../../etc/passwd"), "_.._.._etc_passwd");
        assert_eq!(file_component("a b/c"), "a_b_c");
        assert_eq!(file_component(""), "_");
        assert_eq!(file_component("劫"), "_");
    }

    #[test]
    fn short_readings_stop_at_the_first_sentence() {
        assert_eq!(short("One. Two.\nThree"), "One.");
        assert_eq!(short(&"x".repeat(200)).chars().count(), 160);
    }
}
