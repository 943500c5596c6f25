//! Rule options as named enums, the named presets, and KataGo's rule strings.
//!
//! Every option a document leaves open is a variant named after the sentence it encodes; the
//! doc comment names the document file (see `spec/seeds/GUIDE.md`) and the claim ID. Options
//! that only scoring uses (`scoring`, `tax`, `has_button`, `white_handicap_bonus`, `komi`,
//! `tie_break`) are stored here as data for the scoring code.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The play vocabulary is the spec's, used as it is (defined once, in `qili_spec::go::game`,
/// `qili_spec::yg::ko` and `qili_spec::ts::cycles`, with their names and their rule-file
/// spellings): the rules of play [`PlayRules`] (suicide, the ko rule with every Ying reading,
/// the ending, the passes and the no-result reading) and the pass kinds.
pub use qili_spec::go::game::{End, Ko, KoRule, PassKind, Passes, PlayRules, Suicide};
pub use qili_spec::ts::cycles::NoResult;
pub use qili_spec::yg::ko::{CycleLimit, Interval, YingKo};

/// Readings of YG-12 and YG-13 that are not ko options, each with the claim whose sentence
/// excludes it and that sentence (`qili rules` lists them; the audit's YG-13 reports them as
/// rejected readings). The per-stone hot marks (雙熱子, 孿熱子), once in this list, are the
/// readings `ying-marks` and `ying-marks-strict` ([`Interval::HotStoneMarks`]).
pub const YING_EXCLUDED: [(&str, &str, &str); 2] = [
    (
        "攪方 as a role (the side whose life does not hang on the ko, 003 攪子 \"攪方連續提劫,不爭熱子無關死活\") with 禁止續攪 banning that side rather than a repeated shape",
        "YG-10",
        "003 五 提證死活: \"任何劫型死活,一律提證死活,不得判定死活\": naming the side whose captures are 無關死活 is a judgement of life and death the referee may not make. A positional proxy (the side whose move first makes a shape recur) can be stated without it, but the text does not state it; not offered",
    ),
    (
        "衡劫活攪還原 / 虛劫死攪被提 as outcomes the referee applies (restore the balanced ko, remove the false ko's stones)",
        "YG-10",
        "003 五 提證死活 \"不得判定死活\": classing a ko as balanced (衡) or false (虛) with live or dead disturbance is a life-and-death ruling, and the text names no earlier position for 還原; read instead as what play produces once 續攪 is forbidden (the disturbing side must play elsewhere)",
    ),
];

fn one_kind() -> Passes {
    Passes::OneKind
}

/// How a tie (equal score after komi) is decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    /// A tie is a draw (jigo).
    Draw,
    /// YG-19 (003 對局者須知八: 黑還八點無差黑勝): ties go to Black.
    Black,
}

/// The counting method (used by the scoring code).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scoring {
    /// Stones plus surrounded empty points (Chinese, Tromp-Taylor; KataGo `scoreAREA`).
    Area,
    /// Surrounded empty points plus prisoners (Japanese; KataGo `scoreTERRITORY`).
    Territory,
    /// JPD-C3 (000 推论三 子气皆地): stones and their liberties are area.
    StonesAndLiberties,
    /// HZ-5 (001): equal stones by back-filling, then compare routes.
    EqualStonesCompareRoutes,
    /// TS-1 (002): fill the opponent's dead stones into its empty points, compare routes.
    TangSongFilling,
    /// YG-15..YG-18 (003 計點): fill-count with 180 stones a side.
    YingFillCount,
}

/// KataGo's group tax: points a side does not get for its groups' eyes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tax {
    /// No tax (KataGo `taxNONE`).
    None,
    /// Empty points in seki count for nobody (KataGo `taxSEKI`).
    Seki,
    /// Seki points count for nobody and every group pays two points (KataGo `taxALL`; TS-3
    /// the minimum eye space is not a route).
    All,
}

/// KataGo's white handicap bonus: what White gets for each handicap stone under area scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WhiteHandicapBonus {
    /// Nothing (KataGo `whb0`).
    Zero,
    /// One point per handicap stone (KataGo `whbN`; Chinese).
    N,
    /// One point per handicap stone after the first (KataGo `whbN-1`; AGA).
    NMinusOne,
}

impl WhiteHandicapBonus {
    /// The points White receives for `n` handicap stones: 0, `n`, or `n - 1` (none for a
    /// single stone), as KataGo's `computeWhiteHandicapBonus` (cpp/game/boardhistory.cpp).
    pub fn points(self, n: u32) -> u32 {
        match self {
            WhiteHandicapBonus::Zero => 0,
            WhiteHandicapBonus::N => n,
            WhiteHandicapBonus::NMinusOne => n.saturating_sub(1),
        }
    }

    /// KataGo's word for it (`0`, `N`, `N-1`).
    pub fn katago_word(self) -> &'static str {
        match self {
            WhiteHandicapBonus::Zero => "0",
            WhiteHandicapBonus::N => "N",
            WhiteHandicapBonus::NMinusOne => "N-1",
        }
    }
}

/// A complete rule set: the rules of play ([`PlayRules`], the documents' play vocabulary as the
/// spec defines it: suicide, ko, ending, passes, no-result reading) and the options of counting
/// (method, tax, komi, ties, handicap bonus, button, KataGo's friendly pass). Rule files (TOML
/// or JSON, see [`crate::rules::from_file`]) use the kebab-case field names of [`RuleFile`],
/// one flat table.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "RuleFile", into = "RuleFile")]
pub struct Rules {
    /// Suicide, ko, ending, passes and the no-result reading.
    pub play: PlayRules,
    /// Points added to White's score.
    pub komi: f64,
    /// How a tie after komi is decided.
    pub tie_break: TieBreak,
    /// The counting method.
    pub scoring: Scoring,
    /// KataGo's group tax.
    pub tax: Tax,
    /// KataGo `button1`: the first pass earns half a point.
    pub has_button: bool,
    /// What White gets for each handicap stone.
    pub white_handicap_bonus: WhiteHandicapBonus,
    /// KataGo `fpok1`: a pass that ends the game while dead stones remain is allowed (friendly
    /// pass ok).
    pub friendly_pass_ok: bool,
}

/// A rule file's table: every field of [`Rules`] under its kebab-case name, the play options
/// among the counting ones in the order `qili rules show` prints them. [`Rules`] is read and
/// written through it (the file format is flat; [`Rules`] holds [`PlayRules`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Rules", rename_all = "kebab-case", deny_unknown_fields)]
pub struct RuleFile {
    /// [`PlayRules::suicide`].
    pub suicide: Suicide,
    /// [`PlayRules::ko`].
    pub ko: KoRule,
    /// [`PlayRules::end`].
    pub end: End,
    /// [`Rules::komi`].
    pub komi: f64,
    /// [`Rules::tie_break`].
    pub tie_break: TieBreak,
    /// [`Rules::scoring`].
    pub scoring: Scoring,
    /// [`Rules::tax`].
    pub tax: Tax,
    /// [`Rules::has_button`].
    pub has_button: bool,
    /// [`Rules::white_handicap_bonus`].
    pub white_handicap_bonus: WhiteHandicapBonus,
    /// [`Rules::friendly_pass_ok`].
    pub friendly_pass_ok: bool,
    /// [`PlayRules::no_result`].
    pub no_result: NoResult,
    /// [`PlayRules::passes`]; `one-kind` if a file leaves it out.
    #[serde(default = "one_kind")]
    pub passes: Passes,
}

impl From<RuleFile> for Rules {
    fn from(f: RuleFile) -> Rules {
        Rules {
            play: PlayRules {
                suicide: f.suicide,
                ko: f.ko,
                end: f.end,
                passes: f.passes,
                no_result: f.no_result,
            },
            komi: f.komi,
            tie_break: f.tie_break,
            scoring: f.scoring,
            tax: f.tax,
            has_button: f.has_button,
            white_handicap_bonus: f.white_handicap_bonus,
            friendly_pass_ok: f.friendly_pass_ok,
        }
    }
}

impl From<Rules> for RuleFile {
    fn from(r: Rules) -> RuleFile {
        RuleFile {
            suicide: r.play.suicide,
            ko: r.play.ko,
            end: r.play.end,
            komi: r.komi,
            tie_break: r.tie_break,
            scoring: r.scoring,
            tax: r.tax,
            has_button: r.has_button,
            white_handicap_bonus: r.white_handicap_bonus,
            friendly_pass_ok: r.friendly_pass_ok,
            no_result: r.play.no_result,
            passes: r.play.passes,
        }
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::TROMP_TAYLOR
    }
}

/// A bad rule name or rule string: names the offending token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError {
    /// The whole name or rule string given.
    pub input: String,
    /// The part of it that is wrong.
    pub token: String,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad rules {:?}: {} at {:?}",
            self.input, self.message, self.token
        )
    }
}

impl std::error::Error for RulesError {}

/// A rule set that has no KataGo rule string: names the option KataGo lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotKataGo(pub String);

impl fmt::Display for NotKataGo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "KataGo has no rule string for {}", self.0)
    }
}

impl std::error::Error for NotKataGo {}

impl Rules {
    /// Tromp-Taylor (the concise rules of Go, John Tromp and Bill Taylor): suicide allowed
    /// (rule 7 removes the mover's own stones), positional superko (rule 8), game over after two
    /// consecutive passes, area scoring, komi 7.5 as in KataGo's `tromp-taylor`. No white bonus:
    /// the concise rules have no handicap (KataGo's `tromp-taylor`: `whiteHandicapBonus` 0).
    pub const TROMP_TAYLOR: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Allowed,
            ko: KoRule::Plain(Ko::PositionalSuperko),
            end: End::TwoPasses,
            passes: Passes::OneKind,
            no_result: NoResult::None,
        },
        komi: 7.5,
        tie_break: TieBreak::Draw,
        scoring: Scoring::Area,
        tax: Tax::None,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::Zero,
        friendly_pass_ok: false,
    };

    /// Chinese rules as KataGo's `chinese`: simple ko (KataGo's reading; the 2002 text forbids
    /// whole-board repetition), no suicide, two passes, area scoring, komi 7.5. White bonus N:
    /// in a handicap game of the Chinese Weiqi Rules (2002) Black gives back half a stone per
    /// handicap stone, N points of area for N stones; KataGo's `chinese` sets
    /// `whiteHandicapBonus` N (cpp/game/rules.cpp, and its rules page).
    pub const CHINESE: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Forbidden,
            ko: KoRule::Plain(Ko::Simple),
            end: End::TwoPasses,
            passes: Passes::OneKind,
            no_result: NoResult::None,
        },
        komi: 7.5,
        tie_break: TieBreak::Draw,
        scoring: Scoring::Area,
        tax: Tax::None,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::N,
        friendly_pass_ok: true,
    };

    /// Japanese rules as KataGo's `japanese`: simple ko, no suicide, two passes, territory
    /// scoring with seki points counting for nobody, komi 6.5. No white bonus: territory
    /// counting does not count the handicap stones, so White needs none (KataGo's `japanese`:
    /// `whiteHandicapBonus` 0).
    pub const JAPANESE: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Forbidden,
            ko: KoRule::Plain(Ko::Simple),
            end: End::TwoPasses,
            passes: Passes::OneKind,
            no_result: NoResult::None,
        },
        komi: 6.5,
        tie_break: TieBreak::Draw,
        scoring: Scoring::Territory,
        tax: Tax::Seki,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::Zero,
        friendly_pass_ok: false,
    };

    /// AGA rules as KataGo's `aga`: situational superko, no suicide, area scoring, komi 7.5.
    /// White bonus N-1: under the AGA Concise Rules of Go White receives one point for each
    /// handicap stone after the first, so that area and territory counts agree; KataGo's `aga`
    /// sets `whiteHandicapBonus` N-1 (cpp/game/rules.cpp).
    pub const AGA: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Forbidden,
            ko: KoRule::Plain(Ko::SituationalSuperko),
            end: End::TwoPasses,
            passes: Passes::OneKind,
            no_result: NoResult::None,
        },
        komi: 7.5,
        tie_break: TieBreak::Draw,
        scoring: Scoring::Area,
        tax: Tax::None,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::NMinusOne,
        friendly_pass_ok: true,
    };

    /// Ing (GOE) rules as KataGo's `ing`: positional superko, suicide allowed (KataGo: multi-stone
    /// only, `sui1`), area scoring, komi 7.5. The document version of the Ying rules is the
    /// separate preset [`Rules::YING`].
    pub const ING: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::MultiStoneOnly,
            ko: KoRule::Plain(Ko::PositionalSuperko),
            end: End::TwoPasses,
            passes: Passes::OneKind,
            no_result: NoResult::None,
        },
        komi: 7.5,
        tie_break: TieBreak::Draw,
        scoring: Scoring::Area,
        tax: Tax::None,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::Zero,
        friendly_pass_ok: true,
    };

    /// The board-point rules of document 000 (JPD): the whole-board shape with pass stones may
    /// never repeat (JPD-A11/C5), four ordinary passes end the game (JPD-C6) and two
    /// suspension passes suspend it for 做棋 (JPD-C10, 推论9; `End::SuspendOrFourPasses`),
    /// stones and liberties are area (JPD-C3). Suicide is not stated (GUIDE JPD-C1: "whether
    /// suicide is legal [is] not stated: options"): forbidden here, the traditional default and the reading the
    /// small-board searches and the findings under `RU[jpd]` were computed with;
    /// [`Rules::JPD_SUICIDE`] allows it. Komi is not stated: 0 (a named default).
    pub const JPD: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Forbidden,
            ko: KoRule::Plain(Ko::WholeShapeWithPassStones),
            end: End::SuspendOrFourPasses,
            passes: Passes::OrdinaryAndSuspension,
            no_result: NoResult::None,
        },
        komi: 0.0,
        tie_break: TieBreak::Draw,
        scoring: Scoring::StonesAndLiberties,
        tax: Tax::None,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::Zero,
        friendly_pass_ok: false,
    };

    /// The "count live stones" rules of document 001 (HZ): equal stones, compare routes (HZ-5).
    /// Play uses the JPD board-point axioms the document builds on: whole-board shape (JPD-A11),
    /// two passes suspend and two more end (003's reading, YG-8: 001 counts at 休止 and says
    /// no more; 000's 两虚休止, JPD-C10, leads to 做棋 instead, the `jpd` ending); suicide not
    /// stated: forbidden (traditional).
    pub const HUOZI: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Forbidden,
            ko: KoRule::Plain(Ko::WholeShapeWithPassStones),
            end: End::SuspendThenEnd,
            passes: Passes::OrdinaryAndSuspension,
            no_result: NoResult::None,
        },
        komi: 0.0,
        tie_break: TieBreak::Draw,
        scoring: Scoring::EqualStonesCompareRoutes,
        tax: Tax::All,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::Zero,
        friendly_pass_ok: false,
    };

    /// The Tang-Song filling method of document 002 (TS-1): routes counted after filling, the
    /// minimum eye space is not a route (TS-3, hence tax all). Ko and suicide are not in the
    /// document: simple ko and no suicide (traditional). Ending: two passes at an even count
    /// (TS-2: 以凑成“各若干着”偶数终局, 任何一方不得少下一子以回避自填路(目)数, and the 编者注's
    /// 偶数终局 — every sentence on the ending agrees). Passes: a pass hands a prisoner over
    /// (TS-10, the 编者注 in 002's text summing up that paragraph: 允许虚手(直接交俘子一枚给对方));
    /// a side holding none is charged one of its own stones (a pass that pays what a filled
    /// route pays avoids no 自填路(目)数, and the game can end where no one holds a prisoner).
    /// The other faithful reading, 不得放弃 making that pass illegal, is `only-with-a-prisoner`.
    pub const TANG_SONG: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Forbidden,
            ko: KoRule::Plain(Ko::Simple),
            end: End::TwoPassesEven,
            passes: Passes::HandOverAPrisoner,
            no_result: NoResult::None,
        },
        komi: 0.0,
        tie_break: TieBreak::Draw,
        scoring: Scoring::TangSongFilling,
        tax: Tax::All,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::Zero,
        friendly_pass_ok: false,
    };

    /// The Ying rules of document 003: self-capture allowed when the position changes (YG-7),
    /// passes suspend then end (YG-8), fill-count scoring (YG-15), komi 8 with ties to Black
    /// (YG-19), and the hot-stone ko (YG-6, YG-9, YG-12, YG-13) read as `ying-marks`
    /// ([`YingKo::PRESET`], whose doc says why this one of the two readings YG-12 keeps).
    pub const YING: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Allowed,
            ko: KoRule::Ying(YingKo::PRESET),
            end: End::SuspendThenEnd,
            passes: Passes::OneKind,
            no_result: NoResult::None,
        },
        komi: 8.0,
        tie_break: TieBreak::Black,
        scoring: Scoring::YingFillCount,
        tax: Tax::None,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::Zero,
        friendly_pass_ok: true,
    };

    /// JPD with self-capture allowed (JPD-C1 leaves suicide open; A11 alone then forbids a
    /// single stone capturing itself on an unchanged board only when passes are not counted).
    pub const JPD_SUICIDE: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Allowed,
            ..Rules::JPD.play
        },
        ..Rules::JPD
    };

    /// JPD with two passes ending the game instead of four (JPD-C6 read against the usual
    /// two-pass ending, for the T8 comparisons).
    pub const JPD_2: Rules = Rules {
        play: PlayRules {
            end: End::TwoPasses,
            ..Rules::JPD.play
        },
        ..Rules::JPD
    };

    /// The Ying rules with the ko read as `y` (every other option as [`Rules::YING`]).
    pub const fn ying_reading(y: YingKo) -> Rules {
        Rules {
            play: PlayRules {
                ko: KoRule::Ying(y),
                ..Rules::YING.play
            },
            ..Rules::YING
        }
    }

    /// Play options for the small-board searches: no suicide, simple ko, two passes, area
    /// scoring without komi (KataGo `koSIMPLE`, `sui0`).
    pub const SIMPLE: Rules = Rules {
        play: PlayRules {
            suicide: Suicide::Forbidden,
            ko: KoRule::Plain(Ko::Simple),
            end: End::TwoPasses,
            passes: Passes::OneKind,
            no_result: NoResult::None,
        },
        komi: 0.0,
        tie_break: TieBreak::Draw,
        scoring: Scoring::Area,
        tax: Tax::None,
        has_button: false,
        white_handicap_bonus: WhiteHandicapBonus::Zero,
        friendly_pass_ok: false,
    };

    /// The preset names, in the order the presets are listed (`ying` and `ying-marks` are the
    /// same rules; `ying` is listed first so it is the name shown).
    pub const PRESETS: [(&'static str, Rules); 26] = [
        ("tromp-taylor", Rules::TROMP_TAYLOR),
        ("chinese", Rules::CHINESE),
        ("japanese", Rules::JAPANESE),
        ("aga", Rules::AGA),
        ("ing", Rules::ING),
        ("jpd", Rules::JPD),
        ("jpd-suicide", Rules::JPD_SUICIDE),
        ("jpd-2", Rules::JPD_2),
        ("huozi", Rules::HUOZI),
        ("tang-song", Rules::TANG_SONG),
        ("ying", Rules::YING),
        (YingKo::NAMES[0], Rules::ying_reading(YingKo::ALL[0])),
        (YingKo::NAMES[1], Rules::ying_reading(YingKo::ALL[1])),
        (YingKo::NAMES[2], Rules::ying_reading(YingKo::ALL[2])),
        (YingKo::NAMES[3], Rules::ying_reading(YingKo::ALL[3])),
        (YingKo::NAMES[4], Rules::ying_reading(YingKo::ALL[4])),
        (YingKo::NAMES[5], Rules::ying_reading(YingKo::ALL[5])),
        (YingKo::NAMES[6], Rules::ying_reading(YingKo::ALL[6])),
        (YingKo::NAMES[7], Rules::ying_reading(YingKo::ALL[7])),
        (YingKo::NAMES[8], Rules::ying_reading(YingKo::ALL[8])),
        (YingKo::NAMES[9], Rules::ying_reading(YingKo::ALL[9])),
        ("simple", Rules::SIMPLE),
        (
            "simple-4",
            Rules {
                play: PlayRules {
                    end: End::FourPasses,
                    ..Rules::SIMPLE.play
                },
                ..Rules::SIMPLE
            },
        ),
        (
            "psk",
            Rules {
                play: PlayRules {
                    ko: KoRule::Plain(Ko::PositionalSuperko),
                    ..Rules::SIMPLE.play
                },
                ..Rules::SIMPLE
            },
        ),
        (
            "psk-4",
            Rules {
                play: PlayRules {
                    ko: KoRule::Plain(Ko::PositionalSuperko),
                    end: End::FourPasses,
                    ..Rules::SIMPLE.play
                },
                ..Rules::SIMPLE
            },
        ),
        (
            "ssk",
            Rules {
                play: PlayRules {
                    ko: KoRule::Plain(Ko::SituationalSuperko),
                    ..Rules::SIMPLE.play
                },
                ..Rules::SIMPLE
            },
        ),
    ];

    /// Other names of presets: KataGo's aliases (`korean`, `tromptaylor`, `goe`, `bga`,
    /// `french`), the search's short `tt`, and the old name `ying-pass-strict`.
    pub const ALIASES: [(&'static str, &'static str); 8] = [
        ("tt", "tromp-taylor"),
        ("tromptaylor", "tromp-taylor"),
        ("korean", "japanese"),
        ("goe", "ing"),
        ("bga", "aga"),
        ("french", "aga"),
        ("tangsong", "tang-song"),
        ("ying-pass-strict", "ying-strict"),
    ];

    /// A preset by name or alias (case-insensitive; `_` and spaces read as `-`), one of
    /// KataGo's short names, or a KataGo rule string (text or JSON). Rule files are read by
    /// [`crate::rules::parse`], which every command uses.
    ///
    /// # Example
    /// ```
    /// use qili::go::Rules;
    ///
    /// assert_eq!(Rules::from_name("Chinese").unwrap(), Rules::CHINESE);
    /// assert_eq!(Rules::from_name("tromp_taylor").unwrap(), Rules::TROMP_TAYLOR);
    /// assert_eq!(Rules::from_name("korean").unwrap(), Rules::JAPANESE); // KataGo's alias
    /// assert_eq!(Rules::from_name("ying-marks").unwrap(), Rules::YING);
    /// let e = Rules::from_name("no-such-rules").unwrap_err();
    /// assert_eq!(e.input, "no-such-rules");
    /// ```
    pub fn from_name(name: &str) -> Result<Rules, RulesError> {
        let norm = normalised_name(name);
        let alias = Rules::ALIASES
            .iter()
            .find(|(a, _)| *a == norm)
            .map_or(norm.as_str(), |(_, n)| n);
        if let Some((_, r)) = Rules::PRESETS.iter().find(|(n, _)| *n == alias) {
            return Ok(*r);
        }
        if let Some(r) = Rules::katago_named(alias) {
            return Ok(r);
        }
        if name.trim().starts_with("ko")
            || name.trim().starts_with("score")
            || name.trim().starts_with('{')
        {
            return Rules::from_katago(name);
        }
        Err(RulesError {
            input: name.to_string(),
            token: name.to_string(),
            message: format!(
                "unknown rule set; presets are {}, or a rule file (.toml, .json), or a KataGo rule string such as koPOSITIONALscoreAREAtaxNONEsui1",
                Rules::PRESETS.map(|(n, _)| n).join(", ")
            ),
        })
    }

    /// KataGo's other short rule names (rules.cpp `parseRulesHelper`), as KataGo defines them:
    /// `chinese-ogs`/`chinese-kgs`, `stone-scoring`/`ancient-area`, `ancient-territory`,
    /// `aga-button`, `new-zealand`/`nz`. `name` is lowercase with `-` separators.
    pub fn katago_named(name: &str) -> Option<Rules> {
        let s = match name {
            "chinese-ogs" | "chinese-kgs" | "chineseogs" | "chinesekgs" => {
                "koPOSITIONALscoreAREAtaxNONEsui0whbNfpok1komi7.5"
            }
            "stone-scoring" | "stonescoring" | "ancient-area" | "ancientarea" => {
                "koSIMPLEscoreAREAtaxALLsui0fpok1komi7.5"
            }
            "ancient-territory" | "ancientterritory" => "koSIMPLEscoreTERRITORYtaxALLsui0komi6.5",
            "aga-button" | "agabutton" => {
                "koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1fpok1komi7"
            }
            "new-zealand" | "newzealand" | "nz" => "koSITUATIONALscoreAREAtaxNONEsui1fpok1komi7.5",
            _ => return None,
        };
        Some(Rules::from_katago(s).expect("valid KataGo strings"))
    }

    /// The rules KataGo means by a short name that is also the name of a qili preset
    /// (KataGo's rules.cpp `parseRulesHelper`): `japanese`/`korean`, `chinese`, `aga`/`bga`/
    /// `french`, `tromp-taylor`. qili's presets of those names differ from KataGo's (under
    /// `chinese` and `japanese` no repeated-pass ending and no no-result rule; `tromp-taylor`
    /// allows single-stone suicide, KataGo's `sui1` multi-stone only); `kata-set-rules` asks in
    /// KataGo's words and gets KataGo's rules.
    /// `None` for any other name ([`Rules::katago_named`] holds KataGo's other names).
    pub fn katago_preset_named(name: &str) -> Option<Rules> {
        let norm = normalised_name(name);
        let s = match norm.as_str() {
            "japanese" | "korean" => "koSIMPLEscoreTERRITORYtaxSEKIsui0komi6.5",
            "chinese" => "koSIMPLEscoreAREAtaxNONEsui0whbNfpok1komi7.5",
            "aga" | "bga" | "french" => "koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1komi7.5",
            "tromp-taylor" | "tromptaylor" => "koPOSITIONALscoreAREAtaxNONEsui1komi7.5",
            _ => return None,
        };
        Some(Rules::from_katago(s).expect("valid KataGo strings"))
    }

    /// The preset name of these rules, if they are exactly a preset.
    pub fn preset_name(&self) -> Option<&'static str> {
        Rules::PRESETS
            .iter()
            .find(|(_, r)| r == self)
            .map(|(n, _)| *n)
    }

    /// Parses a KataGo rule string (`koPOSITIONALscoreAREAtaxNONEsui1button1whbNfpok1komi7.5`
    /// in any order; tax defaults to SEKI for territory scoring and NONE otherwise, komi to
    /// 6.5 for territory, 7 with the button, 7.5 otherwise, as KataGo does) or KataGo's JSON
    /// form (`{"ko":"SIMPLE","scoring":"AREA","tax":"NONE","suicide":true,...}`). Unspecified
    /// options start from Tromp-Taylor as in KataGo, except that KataGo never allows
    /// single-stone suicide: `sui1` is [`Suicide::MultiStoneOnly`], `sui0` [`Suicide::Forbidden`].
    ///
    /// # Example
    /// KataGo's Tromp-Taylor string: positional superko, area scoring, no group tax, multi-stone
    /// suicide allowed, komi 7.5.
    /// ```
    /// use qili::go::{Ko, KoRule, Rules, Scoring, Suicide, Tax};
    ///
    /// let r = Rules::from_katago("koPOSITIONALscoreAREAtaxNONEsui1komi7.5").unwrap();
    /// assert_eq!(r.play.ko, KoRule::Plain(Ko::PositionalSuperko));
    /// assert_eq!(r.scoring, Scoring::Area);
    /// assert_eq!(r.tax, Tax::None);
    /// assert_eq!(r.play.suicide, Suicide::MultiStoneOnly);
    /// assert_eq!(r.komi, 7.5);
    /// // A bad token is named in the error.
    /// let e = Rules::from_katago("koNOPEscoreAREA").unwrap_err();
    /// assert!(e.token.contains("NOPE"), "{e}");
    /// ```
    pub fn from_katago(input: &str) -> Result<Rules, RulesError> {
        let s = input.trim();
        let err = |token: &str, message: &str| RulesError {
            input: input.to_string(),
            token: token.to_string(),
            message: message.to_string(),
        };
        let mut r = Rules {
            play: PlayRules {
                suicide: Suicide::MultiStoneOnly,
                ..Rules::TROMP_TAYLOR.play
            },
            ..Rules::TROMP_TAYLOR
        };
        let mut tax_set = false;
        let mut komi_set = false;
        if s.starts_with('{') {
            let v: serde_json::Value =
                serde_json::from_str(s).map_err(|e| err(s, &format!("not JSON: {e}")))?;
            let obj = v.as_object().ok_or_else(|| err(s, "not a JSON object"))?;
            for (k, val) in obj {
                let text = || {
                    val.as_str()
                        .map(|t| t.to_ascii_uppercase())
                        .ok_or_else(|| err(k, "expected a string"))
                };
                let flag = || {
                    val.as_bool()
                        .ok_or_else(|| err(k, "expected true or false"))
                };
                match k.as_str() {
                    "ko" => {
                        r.play.ko = ko_word(&text()?).ok_or_else(|| err(k, "unknown ko rule"))?
                    }
                    "score" | "scoring" => {
                        r.scoring =
                            score_word(&text()?).ok_or_else(|| err(k, "unknown scoring rule"))?
                    }
                    "tax" => {
                        r.tax = tax_word(&text()?).ok_or_else(|| err(k, "unknown tax rule"))?;
                        tax_set = true;
                    }
                    "suicide" => {
                        r.play.suicide = if flag()? {
                            Suicide::MultiStoneOnly
                        } else {
                            Suicide::Forbidden
                        }
                    }
                    "hasButton" => r.has_button = flag()?,
                    "whiteHandicapBonus" => {
                        r.white_handicap_bonus = whb_word(&text()?)
                            .ok_or_else(|| err(k, "unknown white handicap bonus"))?
                    }
                    "friendlyPassOk" => r.friendly_pass_ok = flag()?,
                    "komi" => {
                        r.komi = val.as_f64().ok_or_else(|| err(k, "expected a number"))?;
                        komi_set = true;
                    }
                    _ => return Err(err(k, "unknown rules option")),
                }
            }
        } else {
            if s.is_empty() {
                return Err(err("", "empty rule string"));
            }
            let mut rest = s;
            while !rest.is_empty() {
                let (key, after) = [
                    "komi", "ko", "scoring", "score", "tax", "sui", "button", "whb", "fpok",
                ]
                .iter()
                .find_map(|k| rest.strip_prefix(k).map(|a| (*k, a)))
                .ok_or_else(|| err(rest, "unknown option"))?;
                let take = |words: &[&'static str]| -> Result<(&'static str, &str), RulesError> {
                    words
                        .iter()
                        .find_map(|w| after.strip_prefix(w).map(|a| (*w, a)))
                        .ok_or_else(|| err(after, &format!("bad value for {key}")))
                };
                rest = match key {
                    "komi" => {
                        let end = after
                            .find(|c: char| c.is_ascii_alphabetic())
                            .unwrap_or(after.len());
                        let num = &after[..end];
                        r.komi = num
                            .parse::<f64>()
                            .ok()
                            .filter(|k| k.is_finite() && k.abs() <= 1e5)
                            .ok_or_else(|| err(num, "bad komi"))?;
                        komi_set = true;
                        &after[end..]
                    }
                    "ko" => {
                        let (w, a) = take(&["SIMPLE", "POSITIONAL", "SITUATIONAL", "SPIGHT"])?;
                        if w == "SPIGHT" {
                            return Err(err(after, "KataGo's SPIGHT ko rule is not supported"));
                        }
                        r.play.ko = ko_word(w).expect("listed");
                        a
                    }
                    "score" | "scoring" => {
                        let (w, a) = take(&["AREA", "TERRITORY"])?;
                        r.scoring = score_word(w).expect("listed");
                        a
                    }
                    "tax" => {
                        let (w, a) = take(&["NONE", "SEKI", "ALL"])?;
                        r.tax = tax_word(w).expect("listed");
                        tax_set = true;
                        a
                    }
                    "whb" => {
                        let (w, a) = take(&["0", "N-1", "N"])?;
                        r.white_handicap_bonus = whb_word(w).expect("listed");
                        a
                    }
                    _ => {
                        let (w, a) = take(&["0", "1"])?;
                        let on = w == "1";
                        match key {
                            "sui" => {
                                r.play.suicide = if on {
                                    Suicide::MultiStoneOnly
                                } else {
                                    Suicide::Forbidden
                                }
                            }
                            "button" => r.has_button = on,
                            _ => r.friendly_pass_ok = on,
                        }
                        a
                    }
                };
            }
        }
        // KataGo's simple ko comes with its own ending and no-result rule (KataGo's rules
        // page; its tests `Eternal life`, `Triple ko simple`, `Sending two returning one
        // initial pass WITHOUT button, simple` in cpp/tests/testrules.cpp): a pass from a
        // position the same side passed from ends the game, and a position recurring a third
        // time since the last pass voids it.
        if r.play.ko == KoRule::Plain(Ko::Simple) {
            r.play.end = End::TwoPassesOrRepeatedPass;
            r.play.no_result = NoResult::ThreeRepetitionsSinceLastPass;
        }
        if !tax_set {
            r.tax = if r.scoring == Scoring::Territory {
                Tax::Seki
            } else {
                Tax::None
            };
        }
        if !komi_set {
            r.komi = if r.scoring == Scoring::Territory {
                6.5
            } else if r.has_button {
                7.0
            } else {
                7.5
            };
        }
        Ok(r)
    }

    /// The KataGo rule string, in KataGo's own order and form (`ko..score..tax..sui..`, then
    /// `button1`, `whb..`, `fpok1` when set, then `komi..`), or the option KataGo cannot say.
    ///
    /// # Example
    /// ```
    /// use qili::go::Rules;
    ///
    /// let s = "koPOSITIONALscoreAREAtaxNONEsui1komi7.5";
    /// assert_eq!(Rules::from_katago(s).unwrap().to_katago().unwrap(), s);
    /// // KataGo has no rule for JPD's whole-board shape with pass stones.
    /// assert!(Rules::JPD.to_katago().is_err());
    /// ```
    pub fn to_katago(&self) -> Result<String, NotKataGo> {
        let ko = match self.play.ko {
            KoRule::Plain(Ko::Simple) => "SIMPLE",
            KoRule::Plain(Ko::PositionalSuperko) => "POSITIONAL",
            KoRule::Plain(Ko::SituationalSuperko) => "SITUATIONAL",
            KoRule::Plain(Ko::WholeShapeWithPassStones) => {
                return Err(NotKataGo("the JPD whole-board shape ko rule".into()))
            }
            KoRule::Ying(y) => return Err(NotKataGo(format!("the Ying ko ({})", y.name()))),
        };
        let score = match self.scoring {
            Scoring::Area => "AREA",
            Scoring::Territory => "TERRITORY",
            other => return Err(NotKataGo(format!("scoring {other:?}"))),
        };
        let tax = match self.tax {
            Tax::None => "NONE",
            Tax::Seki => "SEKI",
            Tax::All => "ALL",
        };
        let sui = match self.play.suicide {
            Suicide::Forbidden => 0,
            Suicide::MultiStoneOnly => 1,
            Suicide::Allowed => return Err(NotKataGo("single-stone suicide".into())),
        };
        // KataGo's simple ko has its own ending and no-result rule (`from_katago`); a simple-ko
        // rule set with the plain two-pass ending and no no-result reading is written as
        // koSIMPLE too, KataGo's nearest rule.
        let kata_simple = ko == "SIMPLE"
            && self.play.end == End::TwoPassesOrRepeatedPass
            && self.play.no_result == NoResult::ThreeRepetitionsSinceLastPass;
        if self.play.end != End::TwoPasses && !kata_simple {
            return Err(NotKataGo(format!("the ending rule {:?}", self.play.end)));
        }
        if self.tie_break != TieBreak::Draw {
            return Err(NotKataGo("ties to Black".into()));
        }
        if self.play.no_result != NoResult::None && !kata_simple {
            return Err(NotKataGo(format!(
                "the no-result reading {:?}",
                self.play.no_result
            )));
        }
        let mut out = format!("ko{ko}score{score}tax{tax}sui{sui}");
        if self.has_button {
            out.push_str("button1");
        }
        match self.white_handicap_bonus {
            WhiteHandicapBonus::Zero => {}
            WhiteHandicapBonus::N => out.push_str("whbN"),
            WhiteHandicapBonus::NMinusOne => out.push_str("whbN-1"),
        }
        if self.friendly_pass_ok {
            out.push_str("fpok1");
        }
        out.push_str(&format!("komi{}", self.komi));
        Ok(out)
    }
}

impl Rules {
    /// KataGo's JSON rules form (`{"ko":..,"scoring":..,"tax":..,"suicide":..,"hasButton":..,
    /// "whiteHandicapBonus":..,"friendlyPassOk":..,"komi":..}`, every key written, as KataGo's
    /// `toJson`), or the option KataGo cannot say.
    pub fn to_katago_json(&self) -> Result<serde_json::Value, NotKataGo> {
        // The string form checks what KataGo can say; reuse its words.
        let s = self.to_katago()?;
        let word = |prefix: &str, words: &[&'static str]| -> &'static str {
            let rest = &s[s.find(prefix).expect("written") + prefix.len()..];
            words
                .iter()
                .find(|w| rest.starts_with(**w))
                .expect("written")
        };
        Ok(serde_json::json!({
            "ko": word("ko", &["SIMPLE", "POSITIONAL", "SITUATIONAL"]),
            "scoring": word("score", &["AREA", "TERRITORY"]),
            "tax": word("tax", &["NONE", "SEKI", "ALL"]),
            "suicide": self.play.suicide == Suicide::MultiStoneOnly,
            "hasButton": self.has_button,
            "whiteHandicapBonus": match self.white_handicap_bonus {
                WhiteHandicapBonus::Zero => "0",
                WhiteHandicapBonus::N => "N",
                WhiteHandicapBonus::NMinusOne => "N-1",
            },
            "friendlyPassOk": self.friendly_pass_ok,
            "komi": self.komi,
        }))
    }
}

fn ko_word(w: &str) -> Option<KoRule> {
    Some(match w {
        "SIMPLE" => KoRule::Plain(Ko::Simple),
        "POSITIONAL" => KoRule::Plain(Ko::PositionalSuperko),
        "SITUATIONAL" => KoRule::Plain(Ko::SituationalSuperko),
        _ => return None,
    })
}

fn score_word(w: &str) -> Option<Scoring> {
    Some(match w {
        "AREA" => Scoring::Area,
        "TERRITORY" => Scoring::Territory,
        _ => return None,
    })
}

fn tax_word(w: &str) -> Option<Tax> {
    Some(match w {
        "NONE" => Tax::None,
        "SEKI" => Tax::Seki,
        "ALL" => Tax::All,
        _ => return None,
    })
}

fn whb_word(w: &str) -> Option<WhiteHandicapBonus> {
    Some(match w {
        "0" => WhiteHandicapBonus::Zero,
        "N" => WhiteHandicapBonus::N,
        "N-1" => WhiteHandicapBonus::NMinusOne,
        _ => return None,
    })
}

impl fmt::Display for Rules {
    /// The preset name if the rules are a preset (with ` komi K` if only komi differs), else
    /// the KataGo string, else the options.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.preset_name() {
            return write!(f, "{n}");
        }
        if let Some((n, _)) = Rules::PRESETS.iter().find(|(_, r)| {
            Rules {
                komi: self.komi,
                ..*r
            } == *self
        }) {
            return write!(f, "{n} komi {}", self.komi);
        }
        match self.to_katago() {
            Ok(s) => write!(f, "{s}"),
            Err(_) => write!(f, "{self:?}"),
        }
    }
}

/// The largest komi qili takes (either sign): far beyond any board's 625 points, small enough
/// that every score stays exact.
pub const MAX_KOMI: f64 = 1000.0;

/// A komi: a finite number within ±[`MAX_KOMI`] (`nan`, `inf` and `1e400` are refused).
pub fn parse_komi(s: &str) -> Result<f64, String> {
    let k: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a number"))?;
    if !k.is_finite() || k.abs() > MAX_KOMI {
        return Err(format!(
            "komi {s} is out of range: it must be a finite number within -{MAX_KOMI}..={MAX_KOMI}"
        ));
    }
    Ok(k)
}

/// A rule name as the name lookups compare it: trimmed, lowercase, `_` and spaces as `-`.
fn normalised_name(name: &str) -> String {
    name.trim()
        .to_ascii_lowercase()
        .chars()
        .map(|c| if c == '_' || c == ' ' { '-' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn komi_must_be_finite_and_sane() {
        assert_eq!(parse_komi("6.5"), Ok(6.5));
        assert_eq!(parse_komi("-1000"), Ok(-1000.0));
        for bad in ["nan", "NaN", "inf", "-inf", "1e400", "1000.5", "seven"] {
            assert!(parse_komi(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn presets_by_name() {
        for (n, r) in Rules::PRESETS {
            assert_eq!(Rules::from_name(n).unwrap(), r);
            assert_eq!(Rules::from_name(&n.to_uppercase()).unwrap(), r);
        }
        assert_eq!(
            Rules::from_name("Tromp_Taylor").unwrap(),
            Rules::TROMP_TAYLOR
        );
        let e = Rules::from_name("klingon").unwrap_err();
        assert_eq!(e.token, "klingon");
    }

    #[test]
    fn katago_strings() {
        let r = Rules::from_katago("koPOSITIONALscoreAREAtaxNONEsui1").unwrap();
        assert_eq!(r.play.ko, KoRule::Plain(Ko::PositionalSuperko));
        assert_eq!(r.play.suicide, Suicide::MultiStoneOnly);
        assert_eq!(r.komi, 7.5);
        assert_eq!(
            r.to_katago().unwrap(),
            "koPOSITIONALscoreAREAtaxNONEsui1komi7.5"
        );
        let j = Rules::from_katago("koSIMPLEscoreTERRITORYsui0").unwrap();
        assert_eq!((j.tax, j.komi), (Tax::Seki, 6.5));
        let b = Rules::from_katago("koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1fpok1").unwrap();
        assert!(b.has_button && b.friendly_pass_ok);
        assert_eq!(b.komi, 7.0);
        assert_eq!(b.white_handicap_bonus, WhiteHandicapBonus::NMinusOne);
        let s = b.to_katago().unwrap();
        assert_eq!(Rules::from_katago(&s).unwrap(), b);
        let e = Rules::from_katago("koPOSITIONALscoreAREAtaxMAYBEsui1").unwrap_err();
        assert_eq!(e.token, "MAYBEsui1");
        let e = Rules::from_katago("koSIMPLEbogus1").unwrap_err();
        assert_eq!(e.token, "bogus1");
        let js =
            Rules::from_katago(r#"{"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"komi":7}"#)
                .unwrap();
        assert_eq!(
            (js.play.ko, js.play.suicide, js.komi),
            (
                KoRule::Plain(Ko::SituationalSuperko),
                Suicide::Forbidden,
                7.0
            )
        );
        assert!(Rules::JPD.to_katago().is_err());
        let jpd_komi = Rules {
            komi: 5.5,
            ..Rules::JPD
        };
        assert_eq!(jpd_komi.to_string(), "jpd komi 5.5");
        assert_eq!(Rules::JPD.to_string(), "jpd");
        assert!(Rules::JPD.to_katago_json().is_err());
        for (_, r) in Rules::PRESETS {
            if let Ok(j) = r.to_katago_json() {
                assert_eq!(
                    Rules::from_katago(&j.to_string()).unwrap(),
                    as_katago_plays(r)
                );
            }
        }
        let j = Rules::AGA.to_katago_json().unwrap();
        assert_eq!(j["ko"], "SITUATIONAL");
        assert_eq!(j["whiteHandicapBonus"], "N-1");
        assert_eq!(j["suicide"], false);
    }

    #[test]
    fn katago_presets_match_katago_strings() {
        // KataGo's short names and its own rule strings for them (rules.cpp parseRulesHelper).
        for (name, s) in [
            ("japanese", "koSIMPLEscoreTERRITORYtaxSEKIsui0komi6.5"),
            ("chinese", "koSIMPLEscoreAREAtaxNONEsui0whbNfpok1komi7.5"),
            ("aga", "koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1komi7.5"),
            ("ing", "koPOSITIONALscoreAREAtaxNONEsui1fpok1komi7.5"),
        ] {
            let r = Rules::from_name(name).unwrap();
            assert_eq!(r.to_katago().unwrap(), s, "{name}");
            assert_eq!(Rules::from_katago(s).unwrap(), as_katago_plays(r), "{name}");
        }
        // KataGo's simple ko written back: its ending and no-result rule are part of koSIMPLE.
        let k = Rules::from_katago("koSIMPLEscoreAREAtaxNONEsui0komi7.5").unwrap();
        assert_eq!(k.play.end, End::TwoPassesOrRepeatedPass);
        assert_eq!(k.play.no_result, NoResult::ThreeRepetitionsSinceLastPass);
        assert_eq!(
            k.to_katago().unwrap(),
            "koSIMPLEscoreAREAtaxNONEsui0komi7.5"
        );
        // A simple-ko rule set with only one of the two is not KataGo's.
        let half = Rules {
            play: PlayRules {
                no_result: NoResult::None,
                ..k.play
            },
            ..k
        };
        assert!(half.to_katago().is_err());
    }

    /// `r` as KataGo plays its rule string: under simple ko, with KataGo's simple-ko ending and
    /// no-result rule (`Rules::from_katago`), which qili's presets do not have.
    fn as_katago_plays(r: Rules) -> Rules {
        if r.play.ko != KoRule::Plain(Ko::Simple) {
            return r;
        }
        Rules {
            play: PlayRules {
                end: End::TwoPassesOrRepeatedPass,
                no_result: NoResult::ThreeRepetitionsSinceLastPass,
                ..r.play
            },
            ..r
        }
    }
}
