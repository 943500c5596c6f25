//! The text encoding of an SGF file, read from its `CA` property (SGF FF\[4\]: "CA: provides
//! the used charset for SimpleText and Text type"; the default is ISO-8859-1).
//!
//! Every command that reads SGF (`replay`, `score`, GTP `loadsgf`, the corpus tools) decodes
//! through [`decode_sgf`], so one file gives one text everywhere. Decoding is done by
//! `encoding_rs` (the WHATWG Encoding Standard): `GB2312` and `GBK` read as GBK, `GB18030`,
//! `Big5`, `UTF-8`, the ISO-8859 and Windows code pages, and every other WHATWG label.
//!
//! The whole file is decoded before it is parsed: in GBK and Big5 the second byte of a
//! two-byte character can be `]` or `\`, so splitting the bytes into properties first would cut
//! such a character in two.

/// A decoded SGF file: its text, the charset it was read as, and a warning when the bytes did
/// not fit it (those bytes became U+FFFD) or when the charset was guessed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// The file as UTF-8 text.
    pub text: String,
    /// The encoding's WHATWG name (`UTF-8`, `GBK`, `gb18030`, `Big5`, `windows-1252`, ...).
    pub charset: &'static str,
    /// Something the reader should know about the decoding, if anything.
    pub warning: Option<String>,
}

/// The value of `CA` in the first node of the file, found on the raw bytes (the value itself
/// is ASCII in every charset SGF names). `None` without a `CA`.
pub fn declared_charset(bytes: &[u8]) -> Option<String> {
    // The first node: after the first `(;` (text before it, a server's header, is skipped).
    let mut i = super::sgf::game_start(bytes)?;
    while i < bytes.len() && bytes[i] != b';' {
        i += 1;
    }
    i += 1;
    let mut ident = Vec::new();
    while i < bytes.len() {
        match bytes[i] {
            b';' | b'(' | b')' => return None,
            b'[' => {
                let start = i + 1;
                let mut j = start;
                while j < bytes.len() && bytes[j] != b']' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                let end = j.min(bytes.len());
                if ident == b"CA" {
                    return Some(
                        String::from_utf8_lossy(&bytes[start..end])
                            .trim()
                            .to_string(),
                    );
                }
                i = end + 1;
                // A property keeps its identifier over several values; a letter starts a new one.
                let mut k = i;
                while k < bytes.len() && bytes[k].is_ascii_whitespace() {
                    k += 1;
                }
                if bytes.get(k) != Some(&b'[') {
                    ident.clear();
                }
                continue;
            }
            c if c.is_ascii_uppercase() => ident.push(c),
            _ => {}
        }
        i += 1;
    }
    None
}

/// Names of charsets in use in SGF files that are not WHATWG labels, each with the WHATWG label
/// of the same encoding: the EUC form of GB2312 (a subset of GBK) and the Windows code pages
/// by number (936 is GBK, 949 is the WHATWG `EUC-KR`, 950 Big5, 932 `Shift_JIS`). Keys are
/// lowercase without separators.
const ALIASES: &[(&str, &str)] = &[
    ("euccn", "gbk"),
    ("cp936", "gbk"),
    ("ms936", "gbk"),
    ("windows936", "gbk"),
    ("cp949", "euc-kr"),
    ("ms949", "euc-kr"),
    ("uhc", "euc-kr"),
    ("windows949", "euc-kr"),
    ("cp950", "big5"),
    ("ms950", "big5"),
    ("windows950", "big5"),
    ("cp932", "shift_jis"),
    ("ms932", "shift_jis"),
    ("windows932", "shift_jis"),
];

/// The encoding a `CA` label names, through `encoding_rs`'s label lookup (the WHATWG labels:
/// `ISO-8859-1`, `iso8859-1`, `latin1`, `GB2312`, `x-gbk`, ...). A label it does not know is
/// tried again with `_` and spaces read as `-` (Java writes `ISO8859_1`, `EUC_KR`), then
/// without separators (`UTF8`), then through [`ALIASES`]. The second value is the label
/// actually looked up when it is not the one written.
pub fn charset(label: &str) -> Option<(&'static encoding_rs::Encoding, Option<String>)> {
    let label = label.trim();
    if let Some(e) = encoding_rs::Encoding::for_label(label.as_bytes()) {
        return Some((e, None));
    }
    let dashed = label.replace(['_', ' '], "-").to_ascii_lowercase();
    let bare: String = dashed.chars().filter(|&c| c != '-').collect();
    let alias = ALIASES
        .iter()
        .find(|(k, _)| *k == bare)
        .map(|(_, v)| v.to_string());
    [Some(dashed), Some(bare), alias]
        .into_iter()
        .flatten()
        .find_map(|l| encoding_rs::Encoding::for_label(l.as_bytes()).map(|e| (e, Some(l))))
}

/// Decodes an SGF file's bytes by its `CA` (see the module doc). Without `CA`: UTF-8 when the
/// bytes are UTF-8, else ISO-8859-1 (the SGF default) with a warning. An unknown `CA` label is
/// an error naming it.
///
/// # Example
/// ```
/// use qili::go::encoding::decode_sgf;
///
/// // "黑" in GB2312 is the two bytes 0xBA 0xDA.
/// let d = decode_sgf(b"(;CA[GB2312]PB[\xba\xda])").unwrap();
/// assert_eq!(d.text, "(;CA[GB2312]PB[黑])");
/// assert_eq!(d.charset, "GBK");
/// assert!(decode_sgf(b"(;CA[Klingon])").is_err());
/// ```
pub fn decode_sgf(bytes: &[u8]) -> Result<Decoded, String> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match declared_charset(bytes) {
        Some(label) => {
            let (enc, alias) = charset(&label).ok_or_else(|| {
                format!("CA[{label}] is not a character set qili knows (the WHATWG labels: GB2312, GBK, GB18030, Big5, UTF-8, ISO-8859-1, ...; and EUC-CN, CP936, CP949, CP950, CP932)")
            })?;
            let (text, had_errors) = enc.decode_without_bom_handling(bytes);
            let mut warnings = Vec::new();
            if let Some(a) = alias {
                warnings.push(format!(
                    "CA[{label}] is not a WHATWG label: read as {} (the label {a})",
                    enc.name()
                ));
            }
            if had_errors {
                warnings.push(format!(
                    "bytes that are not {} (CA[{label}]) were read as U+FFFD",
                    enc.name()
                ));
            }
            Ok(Decoded {
                text: text.into_owned(),
                charset: enc.name(),
                warning: (!warnings.is_empty()).then(|| warnings.join("; ")),
            })
        }
        None => match std::str::from_utf8(bytes) {
            Ok(t) => Ok(Decoded {
                text: t.to_string(),
                charset: "UTF-8",
                warning: None,
            }),
            Err(_) => {
                let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
                Ok(Decoded {
                    text: text.into_owned(),
                    charset: encoding_rs::WINDOWS_1252.name(),
                    warning: Some(
                        "no CA and not UTF-8: read as ISO-8859-1 (the SGF default)".into(),
                    ),
                })
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_named_charset_reads_the_same_text() {
        // "黑棋" (black stones) encoded by hand from the GB2312, Big5 and UTF-8 tables.
        let cases: [(&str, &[u8], &str); 5] = [
            ("GB2312", b"\xba\xda\xc6\xe5", "黑棋"),
            ("GBK", b"\xba\xda\xc6\xe5", "黑棋"),
            ("GB18030", b"\xba\xda\xc6\xe5", "黑棋"),
            ("Big5", b"\xb6\xc2\xb4\xd1", "黑棋"),
            ("UTF-8", "黑棋".as_bytes(), "黑棋"),
        ];
        for (ca, body, want) in cases {
            let mut file = format!("(;FF[4]CA[{ca}]C[").into_bytes();
            file.extend_from_slice(body);
            file.extend_from_slice(b"];B[aa])");
            let d = decode_sgf(&file).unwrap();
            assert_eq!(d.text, format!("(;FF[4]CA[{ca}]C[{want}];B[aa])"), "{ca}");
            assert_eq!(d.warning, None, "{ca}");
        }
    }

    #[test]
    fn a_closing_bracket_as_a_trail_byte_stays_inside_the_character() {
        // Big5 0xA4 0x5D is one character whose second byte is `]`: decoded whole, the file
        // keeps exactly its three closing brackets.
        let d = decode_sgf(b"(;CA[Big5]C[\xa4\x5d];B[aa])").unwrap();
        assert_eq!(d.text.matches(']').count(), 3, "{}", d.text);
    }

    #[test]
    fn without_ca_utf8_else_latin1_with_a_warning() {
        assert_eq!(decode_sgf("(;C[é])".as_bytes()).unwrap().warning, None);
        let d = decode_sgf(b"(;C[\xe9])").unwrap();
        assert_eq!(d.text, "(;C[é])");
        assert!(d.warning.unwrap().contains("ISO-8859-1"));
    }
}
