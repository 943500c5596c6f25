//! The audit as a static site (`qili audit --html DIR`): every claim of the registry
//! has a page, every link and image of every page resolves to a file of the site, two runs
//! give the same bytes, and no text (an SGF comment, a finding's name, a summary) can inject
//! markup or write outside the folder. Chromium's look at the site is `scripts/check-site.py`
//! (run by `.ci/run`).

mod common;

use qili::audit::{Entry, Evidence, Status};
use qili::findings::Finding;
use qili::site::{self, Site};
use std::collections::BTreeSet;

/// Every claim of the registry as the audit lists it before any check ran.
fn registry_entries() -> Vec<Entry> {
    qili_spec::registry::all()
        .into_iter()
        .map(|c| Entry {
            id: c.id,
            document: c.document.number(),
            file: c.document.file(),
            section: c.section,
            kind: c.kind,
            text_zh: c.text_zh,
            reading: c.reading,
            options: c.options,
            code: Vec::new(),
            status: Status::NotChecked,
            evidence: Vec::new(),
        })
        .collect()
}

const HOSTILE: &str = r#"<script>alert(1)</script>"><img src=x onerror=alert(2)>'"#;

/// A finding whose every text field tries to break out: the SGF comment and player name, the
/// name (also a path), the summary, the rules and the command.
fn hostile_finding() -> Finding {
    Finding {
        claim: "../../T1".into(),
        name: format!("../{HOSTILE}"),
        summary: HOSTILE.into(),
        rules: vec![HOSTILE.into()],
        witness: format!(
            "(;GM[1]FF[4]SZ[3]PB[{HOSTILE}]C[{HOSTILE}];B[aa];W[ab];B[ba]C[{HOSTILE}])"
        ),
        command: HOSTILE.into(),
        svg: Some(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>\n".into(),
        ),
    }
}

fn hostile_site() -> (Vec<Entry>, Site) {
    let mut entries = registry_entries();
    let e = entries.iter_mut().find(|e| e.id == "T1").expect("T1");
    let ev = Evidence::checked(false, HOSTILE)
        .reading(HOSTILE, Status::Fails)
        .reject(HOSTILE, "JPD-A3", HOSTILE)
        .link(HOSTILE)
        .finding(hostile_finding());
    e.evidence.push(ev);
    e.status = qili::audit::combine(&e.evidence);
    let site = site::render(HOSTILE, &entries, Some(&[]));
    (entries, site)
}

/// The tags and attributes the site writes; anything else in a page is injected markup.
const TAGS: &[&str] = &[
    "html",
    "strong",
    "head",
    "meta",
    "title",
    "style",
    "body",
    "header",
    "main",
    "a",
    "h1",
    "h2",
    "h3",
    "p",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "code",
    "pre",
    "ul",
    "li",
    "blockquote",
    "br",
    "section",
    "div",
    "figure",
    "img",
    "figcaption",
    "details",
    "summary",
];
const ATTRIBUTES: &[&str] = &[
    "lang", "charset", "name", "content", "href", "src", "alt", "class", "id", "open",
];

/// The tags of a page: (name, [(attribute, value)]), read strictly: a `<` that does not open
/// a known tag, or an attribute that is not `name="value"` with a known name, is an error.
fn tags(page: &str, html: &str) -> Vec<(String, Vec<(String, String)>)> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find('<') {
        rest = &rest[i + 1..];
        if let Some(r) = rest.strip_prefix("!DOCTYPE html>") {
            rest = r;
            continue;
        }
        let closing = rest.starts_with('/');
        let body = rest.trim_start_matches('/');
        let end = body
            .find('>')
            .unwrap_or_else(|| panic!("{page}: a '<' never closed"));
        let inner = &body[..end];
        rest = &body[end + 1..];
        let name: String = inner
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        assert!(
            TAGS.contains(&name.as_str()),
            "{page}: unknown tag <{inner}>"
        );
        let mut attrs = Vec::new();
        let mut a = inner[name.len()..].trim();
        assert!(!closing || a.is_empty(), "{page}: </{inner}>");
        while !a.is_empty() {
            let key: String = a.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
            assert!(
                ATTRIBUTES.contains(&key.as_str()),
                "{page}: attribute in <{inner}>"
            );
            a = &a[key.len()..];
            if let Some(v) = a.strip_prefix("=\"") {
                let close = v.find('"').unwrap_or_else(|| panic!("{page}: <{inner}>"));
                attrs.push((key, v[..close].to_string()));
                a = v[close + 1..].trim_start();
            } else {
                assert_eq!(
                    key, "open",
                    "{page}: attribute without a value in <{inner}>"
                );
                attrs.push((key, String::new()));
                a = a.trim_start();
            }
        }
        if name == "style" && !closing {
            let end = rest.find("</style>").expect("style closed");
            rest = &rest[end..];
        }
        out.push((name, attrs));
    }
    out
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// `target` relative to the page `from` (both relative to the site's root), `..` resolved.
fn resolve(from: &str, target: &str) -> String {
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for p in target.split('/') {
        match p {
            ".." => {
                assert!(parts.pop().is_some(), "{from}: {target} leaves the site");
            }
            "." => {}
            p => parts.push(p),
        }
    }
    parts.join("/")
}

/// Every `href` and `src` of every page names a file of the site (and a `#check-N` an anchor
/// of that page); returns how many links were followed.
fn check_links(site: &Site) -> usize {
    let mut n = 0;
    for page in site.pages() {
        for (_, attrs) in tags(page, &site.files[page]) {
            for (k, v) in attrs {
                if k != "href" && k != "src" {
                    continue;
                }
                let v = unescape(&v);
                assert!(!v.contains(':'), "{page}: {v} leaves the site");
                let (file, anchor) = v.split_once('#').unwrap_or((&v, ""));
                let target = if file.is_empty() {
                    page.to_string()
                } else {
                    resolve(page, file)
                };
                let text = site
                    .files
                    .get(&target)
                    .unwrap_or_else(|| panic!("{page}: {v} -> {target} is not in the site"));
                if !anchor.is_empty() {
                    assert!(
                        text.contains(&format!("id=\"{anchor}\"")),
                        "{page}: #{anchor}"
                    );
                }
                n += 1;
            }
        }
    }
    n
}

#[test]
fn every_claim_of_the_registry_has_a_page_linked_from_the_index() {
    let entries = registry_entries();
    let site = site::render("header", &entries, None);
    let index = &site.files["index.html"];
    let linked: BTreeSet<String> = tags("index.html", index)
        .into_iter()
        .filter(|(t, _)| t == "a")
        .flat_map(|(_, a)| a)
        .filter(|(k, _)| k == "href")
        .map(|(_, v)| unescape(&v))
        .collect();
    let ids: Vec<&str> = qili_spec::registry::all().iter().map(|c| c.id).collect();
    assert_eq!(ids.len(), 82, "the guide's 82 IDs");
    for id in &ids {
        let page = site::claim_page(id);
        let text = site
            .files
            .get(&page)
            .unwrap_or_else(|| panic!("{id}: no page"));
        assert!(linked.contains(&page), "{id}: not linked from the index");
        assert!(
            text.contains(&format!("<h1>{id} ")),
            "{id}: the page is not about it"
        );
        let claim = qili_spec::registry::find(id).unwrap();
        let first_line = claim.text_zh.lines().next().unwrap();
        assert!(
            text.contains(&qili::site::html::quote(first_line)),
            "{id}: the sentence in the original is missing"
        );
        // The guide's `**` markup is rendered, never shown raw.
        assert!(
            !text.contains("**"),
            "{id}: the page shows the guide's ** markup raw"
        );
    }
    // One page per claim and the index, nothing else (no finding had a diagram).
    assert_eq!(site.pages().len(), ids.len() + 1);
    assert!(check_links(&site) >= ids.len() * 2);
}

#[test]
fn no_text_injects_markup_or_leaves_the_folder() {
    let (_, site) = hostile_site();
    for (path, text) in &site.files {
        assert!(
            path.split('/').all(|c| !c.is_empty()
                && !c.starts_with('.')
                && c.chars()
                    .all(|x| x.is_ascii_alphanumeric() || "._-".contains(x))),
            "unsafe path {path}"
        );
        if path.ends_with(".html") {
            // tags() panics on any tag or attribute the site does not write itself.
            let t = tags(path, text);
            assert!(t.iter().all(|(n, _)| n != "script"), "{path}");
        }
    }
    let t1 = &site.files[&site::claim_page("T1")];
    assert!(t1.contains(
        "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&#39;"
    ));
    // The witness is stepped: three moves, a start frame and three frames.
    let frames = site.files.keys().filter(|k| k.contains("/step-")).count();
    assert_eq!(frames, 4, "{:?}", site.files.keys().collect::<Vec<_>>());
    // The witness file keeps the SGF as it is (a file to download, never rendered as HTML).
    assert!(site
        .files
        .values()
        .any(|v| v.starts_with("(;GM[1]FF[4]SZ[3]PB[<script>")));
    check_links(&site);
}

#[test]
fn the_same_audit_gives_the_same_site_byte_for_byte() {
    let (entries, a) = hostile_site();
    let b = site::render(HOSTILE, &entries, Some(&[]));
    assert_eq!(a, b);
}

/// The command writes the site only when asked, and twice the same bytes: a Go claim whose
/// finding is a cycle (JPD-C6, stepped move by move) and a Xiangqi one (XQ-3).
#[test]
fn qili_audit_html_writes_the_same_files_twice() {
    let tmp = std::env::temp_dir().join(format!("qili-site-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let read = |dir: &std::path::Path| {
        let mut files = std::collections::BTreeMap::new();
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else {
                    let rel = p
                        .strip_prefix(dir)
                        .unwrap()
                        .to_string_lossy()
                        .replace('\\', "/");
                    files.insert(rel, std::fs::read(&p).unwrap());
                }
            }
        }
        files
    };
    let cwd = tmp.join("cwd");
    std::fs::create_dir_all(&cwd).unwrap();
    let mut runs = Vec::new();
    for k in 0..2 {
        let dir = tmp.join(format!("run{k}"));
        let out = common::qili_command()
            .args(["audit", "--only", "JPD-C6", "--html"])
            .arg(&dir)
            .current_dir(&cwd)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.stdout.is_empty(), "--html alone prints no table");
        runs.push(read(&dir));
    }
    assert_eq!(runs[0], runs[1], "two runs differ");
    assert!(read(&cwd).is_empty(), "the site went somewhere else too");
    let files = &runs[0];
    assert!(files.contains_key("index.html") && files.contains_key("claims/JPD-C6.html"));
    let steps = files.keys().filter(|k| k.contains("/step-")).count();
    assert!(
        steps >= 4,
        "the JPD-C6 cycle is stepped move by move: {steps} frames"
    );
    for (k, v) in files {
        if k.ends_with(".svg") {
            let s = String::from_utf8(v.clone()).unwrap();
            assert!(
                s.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"")
                    && s.ends_with("</svg>\n"),
                "{k}"
            );
        }
    }
    let site = Site {
        files: files
            .iter()
            .map(|(k, v)| (k.clone(), String::from_utf8(v.clone()).unwrap()))
            .collect(),
    };
    check_links(&site);
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn a_bad_site_folder_is_an_error_not_a_panic() {
    // A file where the folder should be.
    let file = std::env::temp_dir().join(format!("qili-site-file-{}", std::process::id()));
    std::fs::write(&file, "x").unwrap();
    let out = common::qili_command()
        .args(["audit", "--only", "YG-11", "--html"])
        .arg(&file)
        .output()
        .expect("run qili");
    let _ = std::fs::remove_file(&file);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot write the site into"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}
