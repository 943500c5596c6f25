//! Findings as data: a claim that failed (or two rule sets that disagree), with the smallest
//! witness, the command that reproduces it, and a diagram. Written under `findings/` by the
//! searches and the property tests; the audit's `fails` entries link them.

use serde::Serialize;
use std::path::{Path, PathBuf};

/// One finding.
#[derive(Clone, Debug, Serialize)]
pub struct Finding {
    /// The claim ID the finding is about (e.g. `T4`, `YG-18`, `XQ-2.3`).
    pub claim: String,
    /// A short name, used as the file stem (letters, digits and `-`).
    pub name: String,
    /// What the witness shows, in one or two sentences.
    pub summary: String,
    /// The rule options in force (preset names or option lists).
    pub rules: Vec<String>,
    /// The witness: an SGF game (Go) or `FEN moves...` (Xiangqi).
    pub witness: String,
    /// The `qili` command that reproduces it.
    pub command: String,
    /// An SVG diagram of the witness, if there is one.
    pub svg: Option<String>,
}

impl Finding {
    /// The folder name of the claim (`/` and spaces replaced).
    fn folder(&self) -> String {
        self.claim.replace(['/', ' '], "_")
    }

    /// Where [`Finding::write`] puts the JSON file, relative to the findings folder's parent
    /// when that folder is the repository's `findings/`: `findings/<claim>/<name>.json`.
    pub fn json_path(&self) -> String {
        format!("findings/{}/{}.json", self.folder(), self.name)
    }

    /// Where the diagram goes, relative to the findings folder: `<claim>/<name>.svg`.
    pub fn svg_path(&self) -> Option<String> {
        self.svg
            .as_ref()
            .map(|_| format!("{}/{}.svg", self.folder(), self.name))
    }

    /// Writes `DIR/<claim>/<name>.json`, the witness (`.sgf` or `.txt`) and the diagram
    /// (`.svg`) beside it; returns the path of the JSON file.
    pub fn write(&self, dir: &Path) -> std::io::Result<PathBuf> {
        let folder = dir.join(self.folder());
        std::fs::create_dir_all(&folder)?;
        let stem = folder.join(&self.name);
        let ext = if self.witness.trim_start().starts_with("(;") {
            "sgf"
        } else {
            "txt"
        };
        std::fs::write(stem.with_extension(ext), &self.witness)?;
        if let Some(svg) = &self.svg {
            std::fs::write(stem.with_extension("svg"), svg)?;
        }
        let json = stem.with_extension("json");
        std::fs::write(
            &json,
            serde_json::to_string_pretty(self).expect("a finding serialises"),
        )?;
        Ok(json)
    }
}
