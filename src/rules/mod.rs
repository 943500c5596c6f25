//! Rule sets and every way a user writes one: the one place names are read.
//!
//! - [`set`]: the rule set [`Rules`]: the documents' rules of play, defined once in the spec
//!   (`qili_spec::go::game::PlayRules` of `Suicide`, `KoRule`, `End`, `Passes`,
//!   `qili_spec::ts::cycles::NoResult`; `qili_spec::yg::ko::YingKo`) and re-exported here,
//!   held as [`Rules::play`], plus the counting options (method, tax, komi, ties, handicap
//!   bonus, button); the presets
//!   ([`Rules::PRESETS`]), their names and aliases ([`Rules::from_name`]), and KataGo's rule
//!   strings ([`Rules::from_katago`], [`Rules::to_katago`]).
//! - [`read`]: [`parse`] reads any one spelling (preset, alias, KataGo name or
//!   string, `.toml`/`.json` rule file), [`parse_for_play`] refuses what the engine does not
//!   play; [`PRESET_SOURCES`] names each preset option's sentence (`qili rules`).
//! - [`list`]: [`parse_list`] reads the comma lists of `qili search`, `qili shapes` and
//!   `qili solve` (`psk,simple+tang-song/territory`).
//!
//! The engine (`crate::go`) plays a [`Rules`]; the searches and the solver play its
//! [`Rules::play`] (`crate::search::game::play_rules` refuses a no-result reading where the
//! search plays none); the scoring code picks its scorer
//! with `crate::scoring::scorer_for`. This module imports nothing of the crate but the spec.

pub mod list;
pub mod read;
pub mod set;

pub use list::{parse_list, ListError, Listed, Suffixes};
pub use read::{
    all_names, from_file, from_json, from_toml, parse, parse_for_play, sources, to_toml, KEYS,
    PRESET_SOURCES, YING_READING_SOURCE,
};
pub use set::{
    parse_komi, CycleLimit, End, Interval, Ko, KoRule, NoResult, NotKataGo, PassKind, Passes,
    PlayRules, Rules, RulesError, Scoring, Suicide, Tax, TieBreak, WhiteHandicapBonus, YingKo,
    MAX_KOMI, YING_EXCLUDED,
};
