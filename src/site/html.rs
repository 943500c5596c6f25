//! HTML text for the audit's site: escaping, the page frame with its inline style sheet, and
//! the status badge. No script, no outside font or file: a page opens from disk as it is.

use crate::audit::Status;

/// Escapes text for HTML element content and quoted attribute values: `&`, `<`, `>`, `"`
/// and `'`. Every text the site shows goes through here (sentences, readings, summaries, SGF
/// comments, file names), so no input can open a tag or leave an attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Escaped text with its line breaks kept (`<br>`).
pub fn escape_lines(text: &str) -> String {
    escape(text).replace('\n', "<br>\n")
}

/// A claim's quotation as HTML: [`escape_lines`], with the guide's `**bold**` markup (the
/// theorems' titles in `GUIDE.md`) rendered as `<strong>` rather than shown raw. An unpaired
/// `**` is left as it is.
pub fn quote(text: &str) -> String {
    let parts: Vec<&str> = text.split("**").collect();
    if parts.len().is_multiple_of(2) {
        return escape_lines(text);
    }
    let mut out = String::new();
    for (i, p) in parts.iter().enumerate() {
        if !i.is_multiple_of(2) {
            out.push_str(&format!("<strong>{}</strong>", escape_lines(p)));
        } else {
            out.push_str(&escape_lines(p));
        }
    }
    out
}

/// The CSS class of a status (`s-holds`, `s-fails`, ...).
pub fn status_class(s: Status) -> String {
    format!("s-{}", s.label())
}

/// A status as a coloured badge that also says it in words (the colour is never the only
/// sign).
pub fn badge(s: Status) -> String {
    format!(
        r#"<span class="status {}">{}</span>"#,
        status_class(s),
        s.label()
    )
}

const STYLE: &str = r#"
:root { --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --band: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #fff;
  font: 15px/1.5 "Noto Sans", "Noto Sans CJK SC", "DejaVu Sans", sans-serif; }
header.top { background: #24292f; color: #fff; padding: 10px 24px; }
header.top a { color: #fff; text-decoration: none; font-weight: 600; }
main { max-width: 1180px; margin: 0 auto; padding: 16px 24px 48px; }
h1 { font-size: 26px; margin: 8px 0 4px; }
h2 { font-size: 19px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 16px; margin: 18px 0 6px; }
a { color: #0969da; }
code, pre { font-family: "DejaVu Sans Mono", monospace; font-size: 13px; }
pre { background: var(--band); border: 1px solid var(--line); padding: 8px; overflow-x: auto;
  white-space: pre-wrap; word-break: break-all; }
.cite { color: var(--muted); font-size: 13px; }
.meta { color: var(--muted); }
table { border-collapse: collapse; width: 100%; margin: 8px 0; }
th, td { border: 1px solid var(--line); padding: 5px 8px; text-align: left; vertical-align: top; }
th { background: var(--band); }
tbody tr:nth-child(even) { background: #fbfcfd; }
td.id { white-space: nowrap; font-weight: 600; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.status { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 13px;
  font-weight: 600; white-space: nowrap; border: 1px solid; }
.s-holds { background: #dafbe1; color: #116329; border-color: #4ac26b; }
.s-fails { background: #ffebe9; color: #a40e26; border-color: #ff8182; }
.s-depends { background: #fff8c5; color: #7d4e00; border-color: #d4a72c; }
.s-undecidable-as-written { background: #fbefff; color: #6e40c9; border-color: #c297ff; }
.s-not-checked { background: #eaeef2; color: #424a53; border-color: #afb8c1; }
.counts .status { margin-right: 6px; }
blockquote.zh { font-family: "Noto Serif CJK SC", "Noto Sans CJK SC", serif; font-size: 18px;
  line-height: 1.8; margin: 12px 0; padding: 10px 16px; background: #fdf6e3;
  border-left: 4px solid #d4a72c; }
section.evidence { border: 1px solid var(--line); border-radius: 6px; padding: 4px 14px 10px;
  margin: 12px 0; }
.finding { margin: 10px 0; }
.frames { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
figure { margin: 0; padding: 6px; border: 1px solid var(--line); background: var(--band); }
figure { display: inline-block; }
figure img { display: block; max-width: 100%; height: auto; }
figure.diagram img { min-height: 140px; }
.frames figure img { width: 150px; height: 150px; object-fit: contain; }
.frames figcaption { max-width: 150px; }
figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; }
details summary { cursor: pointer; color: #0969da; }
"#;

/// A whole page: `title` in the tab, `crumb` in the top bar (already HTML), `body` (already
/// HTML) as the main part; `root` is the relative path to the site's root (`""` or `"../"`).
pub fn page(root: &str, title: &str, crumb: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n\
<header class=\"top\"><a href=\"{root}index.html\">qili audit</a>{crumb}</header>\n\
<main>\n{body}</main>\n</body>\n</html>\n",
        escape(title)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_closes_every_way_out_of_text_and_attributes() {
        assert_eq!(
            escape(r#"<script>alert("x")</script> & 'y'"#),
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"
        );
        assert_eq!(escape("劫 ko"), "劫 ko");
        assert_eq!(escape_lines("a<\nb"), "a&lt;<br>\nb");
    }
}
