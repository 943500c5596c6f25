//! One rules vocabulary for every command: [`parse`] reads a preset name or alias,
//! one of KataGo's names, a KataGo rule string, or a rule file (`.toml` or `.json`), and
//! [`PRESET_SOURCES`] says, for each preset, which sentence each of its options comes from
//! (`qili rules`). `replay`, `score`, `search`, `shapes`, `gtp` (`kata-set-rules`,
//! `qili-set-rules`) and the audit all read rules through [`parse`], so a name one command
//! accepts, every command accepts.
//!
//! A rule file sets any of the fields of [`Rules`] (kebab-case), on top of `base` (a preset
//! name; Tromp-Taylor if absent):
//!
//! ```toml
//! base = "ying"
//! ko = "ying-shape-strict"   # any ko rule name, see KoRule::name
//! komi = 7.5
//! ```
//!
//! A bad key or value is reported with the key's name.

use super::set::{KoRule, NoResult, Rules};
use std::path::Path;

/// The sources of each preset's options: `(preset, [(option, the sentence it comes from)])`.
/// Presets not listed take their options from KataGo's rule definitions (rules.cpp).
pub const PRESET_SOURCES: &[(&str, &[(&str, &str)])] = &[
    ("tromp-taylor", &[
        ("suicide", "Tromp-Taylor rule 7: a move removes the mover's own stones without liberties (allowed)"),
        ("ko", "Tromp-Taylor rule 8: a move may not recreate a previous board (positional superko)"),
        ("end", "Tromp-Taylor: the game ends after two consecutive passes"),
        ("scoring", "Tromp-Taylor rule 10: a player's score is the points of her colour plus the empty points reaching only her colour (area)"),
        ("komi", "KataGo's tromp-taylor: 7.5"),
    ]),
    ("jpd", &[
        ("ko", "000 公理十一 (JPD-A11): 每方每下一子后,都应使棋盘上呈现一个新的、前所未有的全局的形 (the shape counts pass stones, JPD-A10)"),
        ("end", "000 推论六 (JPD-C6): 在连续四虚手后,判棋局为终了 (ordinary passes); 推论十 (JPD-C10): 第一手虚着(甲方):我看到盘面已无棋可争,提议休止。第二手虚着(乙方):同意休止 (suspension passes), then 推论九(4): 将棋做成“理想的最终局面”后,棋局为终止"),
        ("scoring", "000 推论三 (JPD-C3): 子气皆地"),
        ("suicide", "not stated (GUIDE JPD-C1): forbidden, the traditional default; jpd-suicide allows it"),
        ("passes", "000 公理四 (JPD-A4): (1) 下实着于己不利时,可下虚着 (ordinary); (2) 为表示提议休止或同意休止,可下虚着 (suspension)"),
        ("komi", "not stated: 0"),
    ]),
    ("huozi", &[
        ("scoring", "001 (HZ-5): equal stones by back-filling, then compare routes"),
        ("ko", "001 builds on 000: JPD-A11, the whole-board shape with pass stones"),
        ("end", "not stated by 001 (it counts at 休止, 001 ③): two passes suspend, two more end, as 003 reads 著手休止 … 著手終了 (YG-8); 000's 两虚休止 (推论十, JPD-C10) leads to 做棋 (推论9) instead, the jpd preset's ending"),
        ("passes", "000 公理四 (JPD-A4): ordinary and suspension pass stones (推论十 puts the suspension pass below the board)"),
        ("tax", "001: the two eyes a group needs are not routes (every group pays two points)"),
        ("suicide", "not stated: forbidden (traditional)"),
    ]),
    ("tang-song", &[
        ("scoring", "002 (TS-1): fill the opponent's dead stones into its empty points, compare routes"),
        ("tax", "002 (TS-3): the minimum eye space is not a route"),
        ("ko", "not in 002: simple ko (traditional)"),
        ("suicide", "not in 002: forbidden (traditional)"),
        ("end", "002 (TS-2): two passes end the game only at an even move count (end = \"two-passes-even\"): 谱中黑244亦即最后一着棋分明无路(目),但还是要走,以凑成“各若干着”偶数终局 and 任何一方不得少下一子以回避自填路(目)数。因此也唯有偶数地进行, with the 编者注's 偶数终局; after two passes at an odd count the side that did not move last moves again"),
        ("passes", "002 编者注 (TS-10; the editor's note is in 002's text, line 47 of the seed, summing up 赵之云's paragraph): 允许虚手(直接交俘子一枚给对方): a pass hands one prisoner over (passes = \"hand-over-a-prisoner\"); the note names only a held prisoner: a side holding none hands over one of its own stones (charged: a pass that costs a route avoids no 自填路(目)数, and a game can end where nobody has captured); 不得放弃 read as forbidding that pass is the option passes = \"only-with-a-prisoner\" (TS-10 runs both)"),
        ("no-result", "002 (TS-7) 有无休之势…作为循环往复无法终局处理 is the option no-result = \"tang-song\" (or \"tang-song-every-recurrence\"), left out of the preset: no command that plays games plays a no-result reading; `qili shapes` (under every reading) and `qili solve --rules simple+tang-song` (the preset's simple ko, played to two passes: the solver's positions hold no move count for the even ending) evaluate it"),
    ]),
    ("ying", &[
        ("suicide", "003 實手 (YG-7): 顆、塊子自提,有變可著"),
        ("ko", "003 爭劫 (YG-12): 凡提取熱子須間隔一實手或虛手; 越環禁攪 (YG-13): 攪方如越環應禁止續攪; 打劫 (YG-14): 熱子禁提除爭窮,越環禁攪除攪窮: read as ying-marks, one of the two readings the audit keeps (YG-12): hot stones are per-stone marks, so it forbids the move 熱子 forbids (長生劫之雙劫子逢雙皆成“雙熱子”; 爭三劫…視同熱子,皆成“孿熱子”), takes any real move but a ko capture as the interval (間隔一實手或虛手), and counts 越環 per cycle with the first full cycle allowed, as 攪子 越環後環環相同,實為攪窮 and 攪方如越環應禁止續攪 say (going on past a cycle is what is forbidden); ying-marks-strict, which also forbids a shape made since the last pass at once (變窮: 互不相讓), is kept as a reading (`--rules ying-marks-strict`); ying-shape, the preset until 2026-11-28, can still be named but YG-12 sets it aside (it lets the paired and twin hot stones be taken at once)"),
        ("end", "003 虛手 (YG-8): 單官著完,雙方虛手,著手休止 ... 死子清完,變 方再虛手,著手終了"),
        ("scoring", "003 計算 (YG-15..YG-18): 填滿計點、以子量地; 對局者須知 七、填滿計點: 保證黑白各180子"),
        ("komi, tie-break", "003 對局者須知 八、黑還八點 (YG-19): 凡猜先對局規定黑還八點無差黑勝"),
        ("passes", "003 著手 (YG-5): 虛手無著子僅手數; 虛手 (YG-4): 單方虛手應放一子於棋枰外側右下方 (one kind)"),
    ]),
    ("simple", &[
        ("ko, suicide, end", "the small-board searches' plain rules: simple ko, no suicide, two passes; area without komi"),
    ]),
];

/// The sources of the Ying readings' ko option (`ying-pass` ... `ying-shape-strict`): the
/// other options are the `ying` preset's.
pub const YING_READING_SOURCE: &str = "003 打劫: 凡提取熱子須間隔一實手或虛手 (which move is the interval) x 攪方如越環應禁止續攪 (how far a cycle may go); see qili_spec::yg::ko";

/// Reads rules from a name, alias, KataGo name or rule string, or a rule file: an argument
/// ending in `.toml` or `.json` is read as a file.
///
/// # Example
/// ```
/// use qili::rules::parse;
/// use qili::go::{Ko, KoRule, Rules};
///
/// assert_eq!(parse("ying").unwrap(), Rules::YING);
/// assert_eq!(parse("psk-4").unwrap().play.ko, KoRule::Plain(Ko::PositionalSuperko));
/// assert!(parse("no-such-rules").unwrap_err().contains("no-such-rules"));
/// ```
pub fn parse(arg: &str) -> Result<Rules, String> {
    let t = arg.trim();
    let lower = t.to_ascii_lowercase();
    if lower.ends_with(".toml") || lower.ends_with(".json") {
        return from_file(Path::new(t));
    }
    Rules::from_name(t).map_err(|e| e.to_string())
}

/// [`parse`] for the commands that play games (`replay`, `score` of an SGF, `gtp`): the engine
/// plays every option but the no-result readings other than KataGo's
/// (`three-repetitions-since-last-pass`, which `koSIMPLE` selects), so those are refused with a
/// clear error rather than ignored.
pub fn parse_for_play(arg: &str) -> Result<Rules, String> {
    let r = parse(arg)?;
    if !matches!(
        r.play.no_result,
        NoResult::None | NoResult::ThreeRepetitionsSinceLastPass
    ) {
        return Err(format!(
            "rules {arg:?}: the engine plays no no-result reading (no-result = \"{}\"); `qili shapes` and the audit evaluate them",
            r.play.no_result.name()
        ));
    }
    Ok(r)
}

/// Reads a rule file: TOML if the name ends in `.toml`, JSON otherwise.
pub fn from_file(path: &Path) -> Result<Rules, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read rule file {}: {e}", path.display()))?;
    let is_toml = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("toml"));
    let r = if is_toml {
        from_toml(&text)
    } else {
        from_json(&text)
    };
    r.map_err(|e| format!("rule file {}: {e}", path.display()))
}

/// Reads a rule set from TOML text (the fields of [`Rules`] on top of `base`).
pub fn from_toml(text: &str) -> Result<Rules, String> {
    let table: toml::Table = toml::from_str(text).map_err(|e| format!("not TOML: {e}"))?;
    let json = serde_json::to_value(table).map_err(|e| format!("not a table: {e}"))?;
    from_value(json)
}

/// Reads a rule set from JSON text (an object with the fields of [`Rules`] on top of `base`).
pub fn from_json(text: &str) -> Result<Rules, String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    from_value(v)
}

/// The field names of a rule file.
pub const KEYS: [&str; 13] = [
    "base",
    "suicide",
    "ko",
    "end",
    "komi",
    "tie-break",
    "scoring",
    "tax",
    "has-button",
    "white-handicap-bonus",
    "friendly-pass-ok",
    "no-result",
    "passes",
];

fn from_value(v: serde_json::Value) -> Result<Rules, String> {
    let serde_json::Value::Object(obj) = v else {
        return Err("expected a table of options".into());
    };
    let base = match obj.get("base") {
        None => Rules::TROMP_TAYLOR,
        Some(serde_json::Value::String(n)) => {
            Rules::from_name(n).map_err(|e| format!("key `base`: {e}"))?
        }
        Some(_) => return Err("key `base`: expected a preset name".into()),
    };
    let mut merged = serde_json::to_value(base).expect("rules serialise");
    let fields = merged.as_object_mut().expect("rules serialise as a table");
    for (k, val) in &obj {
        if k == "base" {
            continue;
        }
        if !fields.contains_key(k) {
            return Err(format!("unknown key `{k}` (known: {})", KEYS.join(", ")));
        }
        // Check the one value alone, so that the error names its key.
        let mut one = fields.clone();
        one.insert(k.clone(), val.clone());
        serde_json::from_value::<Rules>(serde_json::Value::Object(one))
            .map_err(|e| format!("key `{k}`: {e}"))?;
        fields.insert(k.clone(), val.clone());
    }
    let r: Rules = serde_json::from_value(merged).map_err(|e| e.to_string())?;
    if !(r.komi.is_finite() && r.komi.abs() <= 1e5) {
        return Err(format!("key `komi`: {} is not a komi", r.komi));
    }
    Ok(r)
}

/// The rule set as TOML (every field; `qili rules show NAME`).
pub fn to_toml(r: &Rules) -> String {
    toml::to_string(r).expect("rules serialise as TOML")
}

/// Every preset name and alias, for the tests that check each command accepts each.
pub fn all_names() -> Vec<&'static str> {
    Rules::PRESETS
        .iter()
        .map(|(n, _)| *n)
        .chain(Rules::ALIASES.iter().map(|(a, _)| *a))
        .collect()
}

/// The sources of a preset's options, if the preset is one of the documents' (or a Ying
/// reading, whose ko source is [`YING_READING_SOURCE`]).
pub fn sources(name: &str) -> Vec<(&'static str, &'static str)> {
    if let Some((_, s)) = PRESET_SOURCES.iter().find(|(n, _)| *n == name) {
        return s.to_vec();
    }
    if let Ok(r) = Rules::from_name(name) {
        if let KoRule::Ying(_) = r.play.ko {
            let mut v: Vec<_> = sources("ying")
                .into_iter()
                .filter(|(k, _)| *k != "ko")
                .collect();
            v.push(("ko", YING_READING_SOURCE));
            return v;
        }
        if matches!(name, "jpd-suicide" | "jpd-2") {
            let mut v = sources("jpd");
            v.push(match name {
                "jpd-suicide" => ("suicide", "JPD-C1 leaves suicide open: allowed here"),
                _ => (
                    "end",
                    "two passes (JPD-C6 read against the usual ending, for T8)",
                ),
            });
            return v;
        }
        if matches!(name, "simple-4" | "psk" | "psk-4" | "ssk") {
            return sources("simple");
        }
    }
    vec![(
        "all",
        "KataGo's rule definitions (rules.cpp parseRulesHelper)",
    )]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Scoring, YingKo};

    #[test]
    fn every_preset_round_trips_through_toml_and_json() {
        for (n, r) in Rules::PRESETS {
            let t = to_toml(&r);
            assert_eq!(from_toml(&t).unwrap(), r, "{n}:\n{t}");
            let j = serde_json::to_string(&r).unwrap();
            assert_eq!(from_json(&j).unwrap(), r, "{n}");
        }
    }

    #[test]
    fn a_file_sets_options_on_a_base_and_names_a_bad_key() {
        let r = from_toml("base = \"ying\"\nko = \"ying-shape-strict\"\nkomi = 7.5\n").unwrap();
        assert_eq!(r.play.ko, KoRule::Ying(YingKo::ALL[7]));
        assert_eq!(r.komi, 7.5);
        assert_eq!(r.scoring, Scoring::YingFillCount);
        let e = from_toml("base = \"ying\"\nkoo = \"simple\"\n").unwrap_err();
        assert!(e.contains("`koo`"), "{e}");
        let e = from_toml("ko = \"superduper\"\n").unwrap_err();
        assert!(e.contains("`ko`") && e.contains("superduper"), "{e}");
        let e = from_json("{\"scoring\": \"by-vibes\"}").unwrap_err();
        assert!(e.contains("`scoring`"), "{e}");
        let e = from_json("{\"base\": \"klingon\"}").unwrap_err();
        assert!(e.contains("`base`"), "{e}");
        let e = from_toml("komi = 1e300\n").unwrap_err();
        assert!(e.contains("komi"), "{e}");
    }

    #[test]
    fn every_name_parses_and_old_ying_names_stay() {
        for n in all_names() {
            assert!(parse(n).is_ok(), "{n}");
        }
        assert_eq!(parse("ying").unwrap(), parse("ying-marks").unwrap());
        assert_eq!(
            parse("ying-pass-strict").unwrap(),
            parse("ying-strict").unwrap()
        );
        assert_eq!(parse("tt").unwrap(), Rules::TROMP_TAYLOR);
        assert!(parse("/no/such/file.toml")
            .unwrap_err()
            .contains("file.toml"));
    }

    /// `qili rules` quotes 003 as it is. Every run of Chinese text in the
    /// Ying preset's sources is a verbatim piece of 003 (the old source cited 003 計點 貼足八點 ...
    /// 和局黑勝, which 003 does not contain: it says 黑還八點無差黑勝).
    #[test]
    fn the_ying_sources_quote_003_verbatim() {
        let seed = include_str!("../../spec/seeds/003_1fe6a333853ae033.txt");
        let cjk = |c: char| ('\u{4e00}'..='\u{9fff}').contains(&c) || "、,。:;“”".contains(c);
        let mut pieces = 0;
        for (_, text) in sources("ying") {
            let mut run = String::new();
            for c in text.chars().chain(std::iter::once(' ')) {
                if cjk(c)
                    || (c == ' ' && run.ends_with('變'))
                    || c.is_ascii_digit() && !run.is_empty()
                {
                    run.push(c);
                } else {
                    let piece = run.trim_end_matches([',', ';', ':']);
                    if piece.chars().count() > 1 {
                        pieces += 1;
                        assert!(seed.contains(piece), "not in 003: {piece}");
                    }
                    run.clear();
                }
            }
        }
        assert!(pieces >= 8, "{pieces} pieces");
    }
}
