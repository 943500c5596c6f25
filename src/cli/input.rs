//! Checks of what a user types: numbers (komi, counts), diagrams of a position, SGF limits.
//! Every check names the option or the place and says what range it takes, so that bad input
//! is exit status 2 with a message, never a panic, an overflow or a silent guess.

use crate::go::SgfLimits;
use clap::Args;
use qili_spec::go::grid::{Cell, Grid, Point};

/// The komi check of `--komi` (`qili score`), GTP's `komi` and the Python package: it lives
/// beside the rules' `komi` field so that the GTP engine (`src/gtp.rs`) reads it without
/// reaching up into the command line.
pub use crate::rules::{parse_komi, MAX_KOMI};

/// How many moves, prisoners or pass stones a game on `points` points may count: 100 per
/// point (the longest recorded games have under 3 moves per point). Every count within it
/// keeps every score exact in 64-bit arithmetic.
pub fn max_count(points: usize) -> usize {
    points.saturating_mul(100)
}

/// Checks a count given as option `--what` against [`max_count`] for a `width` x `height` board.
pub fn check_count(what: &str, n: usize, width: usize, height: usize) -> Result<usize, String> {
    let max = max_count(width * height);
    if n > max {
        return Err(format!(
            "--{what} {n} is out of range: on a {width}x{height} board it must be 0..={max} (100 per point)"
        ));
    }
    Ok(n)
}

/// Reads `BLACK,WHITE` counts for option `--what` and checks each (see [`check_count`]).
pub fn count_pair(what: &str, s: &str, width: usize, height: usize) -> Result<[usize; 2], String> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    if parts.len() != 2 {
        return Err(format!("--{what} '{s}': expected two numbers BLACK,WHITE"));
    }
    let mut out = [0; 2];
    for (i, p) in parts.iter().enumerate() {
        let n: usize = p.parse().map_err(|_| {
            format!(
                "--{what} '{s}': '{p}' is not a whole number from 0 (the {} count)",
                ["black", "white"][i]
            )
        })?;
        out[i] = check_count(what, n, width, height)?;
    }
    Ok(out)
}

/// Where a diagram comes from: `--rows` (rows split by `/`, no comments) or a file (one row a
/// line; a line whose first character is `#` is a comment, blank lines before and after the
/// diagram are ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowsFrom {
    /// The `--rows` option.
    Option,
    /// A file of rows.
    File,
}

/// The one diagram reader of the command line. One meaning per character: `X` black, `O`
/// white, `.` or `+` empty, spaces ignored; `#` is never a stone (it starts a comment line in
/// a file and is an error in `--rows`). An empty row is an error naming it. A block without a
/// liberty cannot arise in play, so it is an error naming its place unless `allow_dead`.
pub fn read_diagram(text: &str, from: RowsFrom, allow_dead: bool) -> Result<Grid, String> {
    // (row text, where it is: the row number and, in a file, the line)
    let mut rows: Vec<(&str, String)> = Vec::new();
    match from {
        RowsFrom::Option => {
            for (i, r) in text.split('/').enumerate() {
                rows.push((r, format!("--rows row {}", i + 1)));
            }
        }
        RowsFrom::File => {
            let lines: Vec<(usize, &str)> = text
                .lines()
                .enumerate()
                .filter(|(_, l)| !l.trim_start().starts_with('#'))
                .collect();
            let first = lines.iter().position(|(_, l)| !l.trim().is_empty());
            let last = lines.iter().rposition(|(_, l)| !l.trim().is_empty());
            if let (Some(a), Some(b)) = (first, last) {
                for (k, (line, l)) in lines[a..=b].iter().enumerate() {
                    rows.push((l, format!("row {} (line {})", k + 1, line + 1)));
                }
            }
        }
    }
    if rows.is_empty() {
        return Err("the diagram has no rows".into());
    }
    for (r, place) in &rows {
        if r.trim().is_empty() {
            return Err(format!("{place} is empty"));
        }
        if let Some(c) = r.chars().position(|c| c == '#') {
            return Err(format!(
                "{place}, column {}: '#' is not a point (X black, O white, . empty)",
                c + 1
            ));
        }
    }
    let plain: Vec<&str> = rows.iter().map(|(r, _)| *r).collect();
    let grid = Grid::from_rows(&plain).map_err(|e| {
        // The spec's reader counts rows from 1 too; add where the row came from.
        match rows.first() {
            Some((_, p)) if p.starts_with("--rows") => format!("--rows: {e}"),
            _ => e,
        }
    })?;
    if !allow_dead {
        if let Some(block) = grid
            .blocks()
            .into_iter()
            .find(|b| grid.liberties(b).is_empty())
        {
            let p: Point = block[0];
            let colour = match grid.get(p) {
                Cell::Stone(qili_spec::go::grid::Color::Black) => "black",
                _ => "white",
            };
            return Err(format!(
                "row {}, column {}: the {colour} block there ({} stone{}) has no liberty, which no game can reach (--allow-dead-blocks to score it anyway)",
                p.y + 1,
                p.x + 1,
                block.len(),
                if block.len() == 1 { "" } else { "s" }
            ));
        }
    }
    Ok(grid)
}

/// The SGF reader's limits as options (see [`SgfLimits`]).
#[derive(Args, Debug, Clone)]
pub struct SgfLimitArgs {
    /// The largest SGF file read, in bytes.
    #[arg(long, default_value_t = SgfLimits::DEFAULT.bytes)]
    pub max_sgf_bytes: usize,
    /// The most SGF nodes read (variations included).
    #[arg(long, default_value_t = SgfLimits::DEFAULT.nodes)]
    pub max_sgf_nodes: usize,
    /// The most setup points (AB/AW/AE) read over all nodes.
    #[arg(long, default_value_t = SgfLimits::DEFAULT.setup)]
    pub max_sgf_setup: usize,
    /// How deeply SGF variations may nest.
    #[arg(long, default_value_t = SgfLimits::DEFAULT.depth)]
    pub max_sgf_depth: usize,
}

impl SgfLimitArgs {
    /// The limits these options give.
    pub fn limits(&self) -> SgfLimits {
        SgfLimits {
            bytes: self.max_sgf_bytes,
            nodes: self.max_sgf_nodes,
            setup: self.max_sgf_setup,
            depth: self.max_sgf_depth,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_stay_within_a_hundred_per_point() {
        // 3x3: 9 points, 900 at most.
        assert_eq!(count_pair("prisoners", "900,0", 3, 3), Ok([900, 0]));
        let e = count_pair("prisoners", "901,0", 3, 3).unwrap_err();
        assert!(e.contains("0..=900"), "{e}");
        assert!(count_pair("prisoners", "18446744073709551615,0", 19, 19).is_err());
        assert!(count_pair("prisoners", "-1,0", 19, 19).is_err());
    }

    #[test]
    fn one_meaning_per_character() {
        let e = read_diagram("#X.O/X.OO/XXOO", RowsFrom::Option, false).unwrap_err();
        assert!(e.contains("--rows row 1, column 1"), "{e}");
        let e = read_diagram("XX.O//X.OO", RowsFrom::Option, false).unwrap_err();
        assert!(e.contains("--rows row 2 is empty"), "{e}");
        // In a file a '#' line is a comment, and only that.
        let g = read_diagram("# a corner\nX.O\n.XO\n\n", RowsFrom::File, false).unwrap();
        assert_eq!((g.width(), g.height()), (3, 2));
        let e = read_diagram("X.O\n\n.XO\n", RowsFrom::File, false).unwrap_err();
        assert!(e.contains("row 2 (line 2) is empty"), "{e}");
    }

    #[test]
    fn a_block_without_liberty_is_refused_unless_asked() {
        // The white stone in the corner has no liberty.
        let e = read_diagram("OX./X../...", RowsFrom::Option, false).unwrap_err();
        assert!(e.contains("row 1, column 1: the white block"), "{e}");
        assert!(read_diagram("OX./X../...", RowsFrom::Option, true).is_ok());
    }
}
