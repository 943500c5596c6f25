//! `qili rules` lists every preset with its options and the sentence each option comes from;
//! `qili rules show NAME` prints one rule set (a preset, alias, KataGo string or rule file) as
//! TOML, ready to edit and pass back with `--rules FILE.toml` to any command.

use super::{CliError, CliResult};
use crate::go::Rules;
use crate::rules;
use clap::{Args, Subcommand};
use std::process::ExitCode;

#[derive(Args, Debug)]
/// Arguments of `qili rules`.
pub struct RulesArgs {
    #[command(subcommand)]
    /// `show NAME`; without it, the list of presets.
    pub action: Option<RulesAction>,
}

#[derive(Subcommand, Debug)]
/// What `qili rules` does.
pub enum RulesAction {
    /// Print a rule set as TOML (every option).
    Show {
        /// A preset name or alias, a KataGo rule string, or a rule file.
        name: String,
    },
}

fn options_line(r: &Rules) -> String {
    format!(
        "suicide {}, ko {}, end {}, passes {}, scoring {}, tax {}, komi {}, ties {}",
        word(&r.play.suicide),
        r.play.ko.name(),
        word(&r.play.end),
        r.play.passes.name(),
        word(&r.scoring),
        word(&r.tax),
        r.komi,
        word(&r.tie_break)
    )
}

fn word<T: serde::Serialize>(v: &T) -> String {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(other) => other.to_string(),
        Err(e) => e.to_string(),
    }
}

/// Runs `qili rules`.
pub fn run(args: RulesArgs) -> CliResult {
    match args.action {
        Some(RulesAction::Show { name }) => {
            let r = rules::parse(&name).map_err(CliError::input)?;
            if let Some(n) = r.preset_name() {
                println!("# qili rules show {name}: the preset {n}");
                for (opt, src) in rules::sources(n) {
                    println!("# {opt}: {src}");
                }
            }
            print!("{}", rules::to_toml(&r));
        }
        None => {
            for (n, r) in Rules::PRESETS {
                let aliases: Vec<&str> = Rules::ALIASES
                    .iter()
                    .filter(|(_, to)| *to == n)
                    .map(|(a, _)| *a)
                    .collect();
                let shown = r.preset_name().unwrap_or(n);
                if aliases.is_empty() && shown == n {
                    println!("{n}");
                } else if shown != n {
                    println!("{n} (the same rules as {shown})");
                } else {
                    println!("{n} (also: {})", aliases.join(", "));
                }
                println!("  {}", options_line(&r));
                for (opt, src) in rules::sources(n) {
                    println!("  {opt}: {src}");
                }
            }
            println!("Readings of the Ying ko not offered (each excluded by a sentence of 003):");
            for (reading, claim, why) in crate::rules::YING_EXCLUDED {
                println!("  {reading}\n    excluded by {claim}: {why}");
            }
            println!(
                "Also accepted: KataGo's names (chinese-ogs, chinese-kgs, stone-scoring, ancient-area, ancient-territory, aga-button, new-zealand), KataGo rule strings (koPOSITIONALscoreAREAtaxNONEsui1komi7.5, or KataGo's JSON), and rule files (--rules FILE.toml or FILE.json: `base = \"PRESET\"` and any option of `qili rules show`)."
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
