//! Scoring on the engine side: a fast Benson (index arrays, one pass per iteration) checked
//! against the plain one in [`qili_spec::go::life::benson`], the list of every counting method
//! with its preset name, and the helpers the `qili score` command uses. The methods themselves
//! are the spec's (`qili_spec::go::score`, `hz`, `ts::filling`, `yg::fill`, `jpd::area`):
//! scoring a finished position is cheap, so the engine re-exports them rather than rewriting them.

use qili_spec::go::grid::{Cell, Color, Grid, Point};
use qili_spec::go::life::{BasicEyes, EyeOptions, SekiRoutes};
use qili_spec::go::practice::{FalseEyes, JapanesePractice};
use qili_spec::go::score::{
    Aga, ChineseArea, Dame, DeadStones, FinishedGame, Japanese1989, JapaneseTerritory, KataBasis,
    KataGo, KataTax, Report, Scorer, TrompTaylor,
};
use qili_spec::hz::HzRoutes;
use qili_spec::jpd::area::{JpdAsReached, JpdBoardPoints, SharedLiberties};
use qili_spec::ts::filling::TangSongFilling;
use qili_spec::yg::fill::YingFill;

pub use qili_spec::go::score;

pub mod gtp_dead;
pub mod practice;
pub mod theorems;

/// Benson's unconditional life for `colour`, on index arrays: returns, row-major, whether each
/// point holds a pass-alive stone of `colour`, and whether it lies in a region those stones
/// enclose and that is vital to one of them. Same definition as the spec's
/// [`qili_spec::go::life::benson`].
pub fn benson_fast(grid: &Grid, colour: Color) -> (Vec<bool>, Vec<bool>) {
    let w = grid.width();
    let h = grid.height();
    let n = w * h;
    let cells: Vec<Cell> = grid.points().map(|p| grid.get(p)).collect();
    let mine = Cell::Stone(colour);
    let mut nbr: Vec<[usize; 4]> = Vec::with_capacity(n);
    let mut deg: Vec<usize> = Vec::with_capacity(n);
    for i in 0..n {
        let (x, y) = (i % w, i / w);
        let mut a = [0; 4];
        let mut k = 0;
        if x > 0 {
            a[k] = i - 1;
            k += 1;
        }
        if x + 1 < w {
            a[k] = i + 1;
            k += 1;
        }
        if y > 0 {
            a[k] = i - w;
            k += 1;
        }
        if y + 1 < h {
            a[k] = i + w;
            k += 1;
        }
        nbr.push(a);
        deg.push(k);
    }
    // Label blocks of `colour` and regions of everything else.
    const NONE: usize = usize::MAX;
    let mut block = vec![NONE; n];
    let mut region = vec![NONE; n];
    let (mut nb, mut nr) = (0, 0);
    let mut stack = Vec::new();
    for s in 0..n {
        let is_mine = cells[s] == mine;
        if (is_mine && block[s] != NONE) || (!is_mine && region[s] != NONE) {
            continue;
        }
        let (label, id) = if is_mine {
            (&mut block, &mut nb)
        } else {
            (&mut region, &mut nr)
        };
        label[s] = *id;
        stack.push(s);
        while let Some(i) = stack.pop() {
            for &j in &nbr[i][..deg[i]] {
                if label[j] == NONE && (cells[j] == mine) == is_mine {
                    label[j] = *id;
                    stack.push(j);
                }
            }
        }
        *id += 1;
    }
    // For each (region, block) pair: does the block border the region, and is every empty point
    // of the region a liberty of the block?
    let mut borders = vec![false; nr * nb];
    let mut empties_in_region = vec![0usize; nr];
    let mut libs_in_region = vec![0usize; nr * nb];
    for i in 0..n {
        if cells[i] == mine {
            continue;
        }
        let r = region[i];
        let empty = cells[i] == Cell::Empty;
        if empty {
            empties_in_region[r] += 1;
        }
        let mut seen: [usize; 4] = [NONE; 4];
        for (k, &j) in nbr[i][..deg[i]].iter().enumerate() {
            if block[j] != NONE && cells[j] == mine {
                let b = block[j];
                borders[r * nb + b] = true;
                if empty && !seen[..k].contains(&b) {
                    libs_in_region[r * nb + b] += 1;
                }
                seen[k] = b;
            }
        }
    }
    let vital = |r: usize, b: usize| {
        borders[r * nb + b] && libs_in_region[r * nb + b] == empties_in_region[r]
    };
    let mut alive = vec![true; nb];
    let mut kept = vec![true; nr];
    loop {
        let mut changed = false;
        for (b, a) in alive.iter_mut().enumerate() {
            if *a && (0..nr).filter(|&r| kept[r] && vital(r, b)).count() < 2 {
                *a = false;
                changed = true;
            }
        }
        for r in 0..nr {
            if kept[r] && (0..nb).any(|b| !alive[b] && borders[r * nb + b]) {
                kept[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let enclosed: Vec<bool> = (0..nr)
        .map(|r| kept[r] && (0..nb).any(|b| alive[b] && vital(r, b)))
        .collect();
    let stones = (0..n)
        .map(|i| cells[i] == mine && alive[block[i]])
        .collect();
    let area = (0..n)
        .map(|i| cells[i] != mine && enclosed[region[i]])
        .collect();
    (stones, area)
}

/// The `auto` dead stones by the fast Benson.
pub fn dead_auto(grid: &Grid) -> DeadStones {
    let mut dead = Vec::new();
    for c in [Color::Black, Color::White] {
        let (_, area) = benson_fast(grid, c);
        for (i, p) in grid.points().enumerate() {
            if area[i] && grid.get(p) == Cell::Stone(c.opponent()) {
                dead.push(p);
            }
        }
    }
    dead.sort_by_key(|q| (q.y, q.x));
    DeadStones(dead)
}

/// Parses a point in one of three forms, so that every point of a wide board can be named:
///
/// - GTP: a column letter from the left skipping `i` (`a`..`h`, `j`..`z`: 25 columns) and a row
///   number from the bottom, e.g. `c2`, `J10` (for boards up to 8 columns wide this is also the
///   guide's naming);
/// - SGF: two letters, column then row from the top, `a`..`z` then `A`..`Z` (52 each), e.g. `cd`;
/// - numbers: `COLUMN:ROW`, both from 1, column from the left and row from the bottom, e.g. `30:4`.
pub fn parse_point(grid: &Grid, s: &str) -> Result<Point, String> {
    let s = s.trim();
    let (w, h) = (grid.width(), grid.height());
    let off = |x: usize, row: usize| -> Result<Point, String> {
        if x >= w || row == 0 || row > h {
            Err(format!("point '{s}': off the {w}x{h} board"))
        } else {
            Ok(Point::new(x, h - row))
        }
    };
    let sgf_index = |c: char| -> Option<usize> {
        match c {
            'a'..='z' => Some(c as usize - 'a' as usize),
            'A'..='Z' => Some(c as usize - 'A' as usize + 26),
            _ => None,
        }
    };
    if let Some((c, r)) = s.split_once(':') {
        let col: usize = c
            .trim()
            .parse()
            .map_err(|_| format!("point '{s}': expected COLUMN:ROW, two numbers from 1"))?;
        let row: usize = r
            .trim()
            .parse()
            .map_err(|_| format!("point '{s}': expected COLUMN:ROW, two numbers from 1"))?;
        if col == 0 {
            return Err(format!("point '{s}': columns count from 1"));
        }
        return off(col - 1, row);
    }
    let chars: Vec<char> = s.chars().collect();
    if chars.len() == 2 && chars.iter().all(|c| c.is_ascii_alphabetic()) {
        let (x, y) = (sgf_index(chars[0]), sgf_index(chars[1]));
        return match (x, y) {
            (Some(x), Some(y)) if x < w && y < h => Ok(Point::new(x, y)),
            _ => Err(format!("point '{s}' (SGF form): off the {w}x{h} board")),
        };
    }
    let col = chars
        .first()
        .filter(|c| c.is_ascii_alphabetic())
        .ok_or_else(|| {
            format!("point '{s}': expected a column letter then a row number (GTP, e.g. c2), two SGF letters (cd) or COLUMN:ROW")
        })?
        .to_ascii_uppercase();
    let x = crate::client::gtp::GTP_LETTERS
        .find(col)
        .ok_or_else(|| format!("point '{s}': GTP columns skip the letter i"))?;
    let row: usize = s[1..]
        .parse()
        .map_err(|_| format!("point '{s}': expected a row number after the column letter"))?;
    off(x, row)
}

/// `none`, `auto`, `gtp:CMD` (ask a GTP engine, see [`gtp_dead`]) or a comma-separated list of
/// points holding stones ([`parse_point`]). `komi` is passed to the engine.
pub fn parse_dead_with(grid: &Grid, spec: &str, komi: f64) -> Result<DeadStones, String> {
    match spec.trim() {
        s if s.starts_with("gtp:") => gtp_dead::dead_from_engine(&s[4..], grid, komi),
        other => parse_dead(grid, other),
    }
}

/// `none`, `auto`, or a comma-separated list of points holding stones ([`parse_point`]).
pub fn parse_dead(grid: &Grid, spec: &str) -> Result<DeadStones, String> {
    match spec.trim() {
        "none" => Ok(DeadStones::none()),
        "auto" => Ok(dead_auto(grid)),
        list => {
            let points = list
                .split(',')
                .filter(|s| !s.trim().is_empty())
                .map(|s| parse_point(grid, s))
                .collect::<Result<Vec<Point>, String>>()?;
            DeadStones::list(grid, points)
        }
    }
}

/// A finished game from its parts: the entry point the SGF reader will call.
pub fn finished(
    grid: Grid,
    prisoners: [usize; 2],
    pass_stones: [usize; 2],
    moves: usize,
) -> FinishedGame {
    let last_mover = match moves {
        0 => None,
        m if m % 2 == 1 => Some(Color::Black),
        _ => Some(Color::White),
    };
    FinishedGame {
        grid,
        prisoners,
        pass_stones,
        moves,
        last_mover,
    }
}

/// Every counting method, in the order the table prints them. Komi: 7.5 area (Chinese,
/// Tromp-Taylor), 6.5 territory (Japanese), 7.5 AGA and KataGo, 8 Ying (YG-19); the documents'
/// route counts state no komi (0).
pub fn all_scorers() -> Vec<Box<dyn Scorer>> {
    let docs = EyeOptions::DOCUMENTS;
    let no_seki = EyeOptions {
        basic_eyes: BasicEyes::PerIndependentUnit,
        seki: SekiRoutes::NoPointsInSeki,
    };
    vec![
        Box::new(TrompTaylor { komi: 7.5 }),
        Box::new(ChineseArea { komi: 7.5 }),
        Box::new(JapaneseTerritory { komi: 6.5 }),
        Box::new(JapanesePractice {
            komi: 6.5,
            false_eyes: FalseEyes::Counted,
        }),
        Box::new(Japanese1989 { komi: 6.5 }),
        Box::new(Aga { komi: 7.5 }),
        // KataGo's group tax as KataGo counts the position given (a group next to an unfilled
        // dame in seki), then the same tax on the practice reading (the dame nobody's).
        Box::new(KataGo {
            basis: KataBasis::Area,
            tax: KataTax::All,
            dame: Dame::AsSeki,
            komi: 7.5,
        }),
        Box::new(KataGo {
            basis: KataBasis::Territory,
            tax: KataTax::All,
            dame: Dame::AsSeki,
            komi: 7.5,
        }),
        Box::new(KataGo {
            basis: KataBasis::Area,
            tax: KataTax::All,
            dame: Dame::Neutral,
            komi: 7.5,
        }),
        Box::new(KataGo {
            basis: KataBasis::Territory,
            tax: KataTax::All,
            dame: Dame::Neutral,
            komi: 7.5,
        }),
        Box::new(JpdBoardPoints {
            shared: SharedLiberties::SplitEqually,
            eyes: docs,
            komi: 0.0,
        }),
        Box::new(JpdBoardPoints {
            shared: SharedLiberties::ByAdjacentStones,
            eyes: docs,
            komi: 0.0,
        }),
        // The same count on the final position a four-pass ending leaves, as it stands (000
        // 推论6, 公理十二; 推论9's completion follows 协商休止).
        Box::new(JpdAsReached {
            shared: SharedLiberties::SplitEqually,
            komi: 0.0,
        }),
        Box::new(JpdAsReached {
            shared: SharedLiberties::ByAdjacentStones,
            komi: 0.0,
        }),
        Box::new(HzRoutes {
            options: EyeOptions::HZ,
            komi: 0.0,
        }),
        Box::new(HzRoutes {
            options: no_seki,
            komi: 0.0,
        }),
        Box::new(TangSongFilling {
            options: EyeOptions::TANG_SONG,
            komi: 0.0,
        }),
        Box::new(TangSongFilling {
            options: no_seki,
            komi: 0.0,
        }),
        // `ying` (YG-1's margin) first: the Ying method; YG-17's and YG-18's counts after it
        // (both bowls, losing stones filled into winning empties), then T2's count on Black's
        // bowl alone, each with its arithmetic in the report's notes.
        Box::new(YingFill::YING),
        Box::new(YingFill::YG17),
        Box::new(YingFill::YG18),
        Box::new(YingFill::BLACK_BOWL),
    ]
}

/// The scoring methods (names of [`all_scorers`]' list, the first column of `qili score`) that
/// count as `r` does: the method of the preset's own name if there is one, else every method
/// of its counting family. `qili score --rules R` scores by these; GTP `final_score` by the
/// first ([`scorer_for`]).
pub fn methods_for(r: &crate::go::Rules) -> Vec<String> {
    use crate::go::{Scoring, Tax};
    let names: Vec<String> = all_scorers().iter().map(|s| s.name()).collect();
    if let Some(n) = r.preset_name() {
        if names.iter().any(|m| m == n) {
            return vec![n.to_string()];
        }
    }
    let family = |prefix: &str| -> Vec<String> {
        names
            .iter()
            .filter(|m| m.starts_with(prefix))
            .cloned()
            .collect()
    };
    match (r.scoring, r.tax) {
        (Scoring::Area, Tax::All) => [family("katago-area"), family("practice-area")].concat(),
        (Scoring::Area, _) => vec!["chinese".into()],
        (Scoring::Territory, Tax::All) => {
            [family("katago-territory"), family("practice-territory")].concat()
        }
        (Scoring::Territory, _) => vec!["japanese".into()],
        (Scoring::StonesAndLiberties, _) => family("jpd-"),
        (Scoring::EqualStonesCompareRoutes, _) => family("hz-"),
        (Scoring::TangSongFilling, _) => family("tang-song"),
        (Scoring::YingFillCount, _) => family("ying"),
    }
}

/// The one scorer of a rule set: the first method of [`methods_for`] (the preset's own method,
/// else the first of its counting family). `qili score --rules R` prints it first and GTP
/// `final_score` counts with it for the documents' countings (JPD-C3 stones and liberties,
/// HZ-5 routes, TS-1 filling, YG-15..YG-18 fill count); komi as [`apply_komi`].
pub fn scorer_for(r: &crate::go::Rules) -> Box<dyn Scorer> {
    let first = methods_for(r).into_iter().next();
    all_scorers()
        .into_iter()
        .find(|s| Some(s.name()) == first)
        .expect("every counting family has a method in all_scorers")
}

/// The count of a finished game that GTP `final_score` reports under `r` (`qili gtp`): after
/// `kata-set-rules` (`katago`) an area or territory rule set is counted as KataGo counts it
/// (its tax, dame as seki); otherwise territory rules by Japanese territory, area rules by
/// Tromp-Taylor when no stone is dead and by Chinese area when some are, and the documents'
/// countings (JPD-C3, HZ-5, TS-1, YG-15..YG-18) by [`scorer_for`] with komi by [`apply_komi`].
pub fn final_count(
    r: &crate::go::Rules,
    katago: bool,
    fin: &score::FinishedGame,
    dead: &score::DeadStones,
    komi: f64,
) -> Report {
    use crate::go::{Scoring, Tax};
    let basis = match r.scoring {
        Scoring::Area => Some(KataBasis::Area),
        Scoring::Territory => Some(KataBasis::Territory),
        _ => None,
    };
    match (katago, basis) {
        (true, Some(basis)) => KataGo {
            basis,
            tax: match r.tax {
                Tax::None => KataTax::None,
                Tax::Seki => KataTax::Seki,
                Tax::All => KataTax::All,
            },
            dame: Dame::AsSeki,
            komi,
        }
        .score(fin, dead),
        _ => match r.scoring {
            Scoring::Territory => JapaneseTerritory { komi }.score(fin, dead),
            Scoring::Area if dead.0.is_empty() => TrompTaylor { komi }.score(fin, dead),
            Scoring::Area => ChineseArea { komi }.score(fin, dead),
            // The documents' countings: the method `qili score --rules` counts with.
            _ => {
                let mut report = scorer_for(r).score(fin, dead);
                apply_komi(&mut report, komi);
                report
            }
        },
    }
}

/// Sets a report's komi to `k` and recomputes its result, for a report counted in points; a
/// report in other units (moves, routes, stones) and Ying's count, whose komi YG-19 fixes (003
/// 對局者須知八: 黑還八點), are left as they are. `qili score --komi` and GTP `final_score`
/// apply komi through here.
pub fn apply_komi(r: &mut Report, k: f64) {
    if r.unit == score::Unit::Points && !r.rules.starts_with("ying") {
        r.komi = k;
        r.result = score::result_string(r.margin - k, false);
    }
}

/// Gives White `bonus` points for the handicap (`n` stones, the rule's KataGo word `whb`) in a
/// report counted in points: White's count and the margin move by `bonus` and the result is
/// recomputed with the report's komi; a note says why. Reports in other units (moves, routes,
/// stones) and a zero bonus are left as they are. Every count that applies the rules' white
/// handicap bonus (`qili score`, GTP `final_score`) goes through here.
pub fn add_handicap_bonus(r: &mut Report, bonus: u32, n: u32, whb: &str) {
    if bonus == 0 || r.unit != score::Unit::Points {
        return;
    }
    let b = f64::from(bonus);
    r.white += b;
    r.margin -= b;
    r.result = score::result_string(r.margin - r.komi, false);
    r.notes.push(format!(
        "white handicap bonus {bonus} (whiteHandicapBonus {whb}, {n} handicap stones)"
    ));
}

/// Scores a game under the methods whose names are listed (`all` or empty: every method).
/// Returns an error naming an unknown method.
pub fn score_all(
    game: &FinishedGame,
    dead: &DeadStones,
    methods: &[String],
) -> Result<Vec<Report>, String> {
    let scorers = all_scorers();
    let names: Vec<String> = scorers.iter().map(|s| s.name()).collect();
    let want_all = methods.is_empty() || methods.iter().any(|m| m == "all");
    for m in methods {
        if m != "all" && !names.contains(m) {
            return Err(format!(
                "unknown method '{m}'; known: all, {}",
                names.join(", ")
            ));
        }
    }
    Ok(scorers
        .iter()
        .filter(|s| want_all || methods.contains(&s.name()))
        .map(|s| s.score(game, dead))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use qili_spec::go::life::benson;
    use qili_spec::theorems::scoring::{random_setup, Rng};

    #[test]
    fn fast_benson_agrees_with_the_spec_on_random_boards() {
        let mut rng = Rng::new(11);
        for _ in 0..300 {
            let g = random_setup(&mut rng, 6);
            let w = g.width();
            for c in [Color::Black, Color::White] {
                let (s, a) = benson(&g, c);
                let (fs, fa) = benson_fast(&g, c);
                let pts: Vec<Point> = g.points().collect();
                let fs: Vec<Point> = pts.iter().copied().filter(|p| fs[p.y * w + p.x]).collect();
                let fa: Vec<Point> = pts.iter().copied().filter(|p| fa[p.y * w + p.x]).collect();
                assert_eq!(s, fs, "{c:?} stones\n{g}");
                assert_eq!(a, fa, "{c:?} area\n{g}");
            }
        }
    }

    #[test]
    fn points_are_named_from_the_bottom_left() {
        let g = Grid::empty(7, 7);
        assert_eq!(parse_point(&g, "c2").unwrap(), Point::new(2, 5));
        assert!(parse_point(&g, "h1").unwrap_err().contains("off the 7x7"));
        assert!(parse_point(&g, "2c").is_err());
        // The three forms name the same point; past column z only SGF and numbers reach.
        let wide = Grid::empty(30, 3);
        let p = Point::new(9, 0);
        assert_eq!(parse_point(&wide, "K3").unwrap(), p, "GTP skips i");
        assert_eq!(
            parse_point(&wide, "ja").unwrap(),
            p,
            "SGF: column j, top row"
        );
        assert_eq!(parse_point(&wide, "10:3").unwrap(), p);
        assert_eq!(parse_point(&wide, "Cc").unwrap(), Point::new(28, 2));
        assert_eq!(parse_point(&wide, "29:1").unwrap(), Point::new(28, 2));
        assert!(parse_point(&wide, "i2").unwrap_err().contains("skip"));
        assert!(parse_point(&wide, "31:1")
            .unwrap_err()
            .contains("off the 30x3"));
        assert!(parse_point(&wide, "0:1").is_err());
    }

    #[test]
    fn an_unknown_method_is_named() {
        let g = finished(Grid::empty(3, 3), [0, 0], [0, 0], 0);
        let e = score_all(&g, &DeadStones::none(), &["chinees".into()]).unwrap_err();
        assert!(e.contains("chinees"));
    }
}
