//! Scoring a finished game: the input ([`FinishedGame`], [`DeadStones`]), the one report type
//! ([`Report`]), the one trait ([`Scorer`]) and the modern methods users compare against
//! (Tromp-Taylor, Chinese area, Japanese territory, AGA, KataGo's group tax). The documents'
//! own methods live in the modules of their documents: [`crate::hz`], [`crate::ts::filling`],
//! [`crate::yg::fill`], [`crate::jpd::area`].

use super::grid::{Cell, Color, Grid, Point};
use super::life::{self, Owner, SekiTest};
use serde::Serialize;

/// A finished game, as scoring needs it: the final board, what lies outside it, and the move
/// count. Scoring is a function of this and the dead stones only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FinishedGame {
    /// The final board, dead stones still on it.
    pub grid: Grid,
    /// Stones each side captured during play: `prisoners[0]` are white stones Black took.
    pub prisoners: [usize; 2],
    /// Pass stones each side put outside the board: `[black, white]`.
    pub pass_stones: [usize; 2],
    /// Moves played in all (real moves and passes).
    pub moves: usize,
    /// The side that made the last move (`None` for a set-up position).
    pub last_mover: Option<Color>,
}

impl FinishedGame {
    /// A set-up position: no prisoners, no passes, no moves.
    pub fn setup(grid: Grid) -> FinishedGame {
        FinishedGame {
            grid,
            prisoners: [0, 0],
            pass_stones: [0, 0],
            moves: 0,
            last_mover: None,
        }
    }

    /// The real moves a side made (stones it placed): its stones on the board plus its stones
    /// the opponent captured. Only meaningful for a played game.
    pub fn stones_placed(&self, c: Color) -> usize {
        self.grid.count(c) + self.prisoners[idx(c.opponent())]
    }
}

/// The dead stones agreed at the end (HZ-5 step 1, JPD-C9 "提去死子").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DeadStones(pub Vec<Point>);

impl DeadStones {
    /// All stones alive (Tromp-Taylor).
    pub fn none() -> DeadStones {
        DeadStones(Vec::new())
    }

    /// Benson: stones inside regions the opponent encloses with pass-alive blocks.
    pub fn auto(grid: &Grid) -> DeadStones {
        DeadStones(life::benson_dead(grid))
    }

    /// Checks a list against the board: every point must hold a stone. Names the first bad one.
    pub fn list(grid: &Grid, points: Vec<Point>) -> Result<DeadStones, String> {
        for &p in &points {
            if !grid.contains(p) {
                return Err(format!(
                    "dead stone {}: off the board",
                    p.guide_name(grid.height())
                ));
            }
            if grid.get(p) == Cell::Empty {
                return Err(format!(
                    "dead stone {}: the point is empty",
                    p.guide_name(grid.height())
                ));
            }
        }
        Ok(DeadStones(points))
    }
}

/// A finished game with its dead stones taken off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settled {
    /// The board after the dead stones are taken off.
    pub grid: Grid,
    /// Dead stones of each side taken off: `dead[0]` black stones.
    pub dead: [usize; 2],
}

/// Takes the dead stones off the board.
pub fn settle(game: &FinishedGame, dead: &DeadStones) -> Settled {
    let mut grid = game.grid.clone();
    let mut counts = [0, 0];
    for &p in &dead.0 {
        if let Cell::Stone(c) = grid.get(p) {
            counts[idx(c)] += 1;
            grid.set(p, Cell::Empty);
        }
    }
    Settled { grid, dead: counts }
}

pub(crate) fn idx(c: Color) -> usize {
    match c {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// What a method's numbers count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Unit {
    /// Points of area or territory (the counting methods, komi in points).
    Points,
    /// Routes (路), the unit of HZ-3 / HZ-5 and the Tang-Song filling.
    Routes,
    /// Stones (子), the unit of the Ying fill-count (YG-17, YG-18).
    Stones,
}

impl Unit {
    /// The unit's name as printed in reports (`points`, `routes`, `stones`).
    pub fn label(self) -> &'static str {
        match self {
            Unit::Points => "points",
            Unit::Routes => "routes",
            Unit::Stones => "stones",
        }
    }
}

/// What one point counts as, for a diagram or a reader checking by eye.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    /// A stone counted for its side (a live stone, or a stone filled in by the method).
    Stone(Color),
    /// A dead stone taken off.
    Dead(Color),
    /// Empty, counted for a side (territory, area, a route).
    Area(Color),
    /// A route point of a side (HZ-3).
    Route(Color),
    /// A basic eye of a side (HZ-2), not counted as a route.
    Eye(Color),
    /// Split between the sides (a shared liberty in seki).
    Shared,
    /// Nobody's.
    Neutral,
}

/// One method's verdict on one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// The method's name (`chinese`, `hz-routes`, ...).
    pub rules: String,
    /// Black's count, in [`Report::unit`].
    pub black: f64,
    /// White's count, in [`Report::unit`].
    pub white: f64,
    /// Black minus White, before komi.
    pub margin: f64,
    /// The komi applied to the margin, in [`Report::unit`].
    pub komi: f64,
    /// `B+3.5`, `W+1`, `Draw`, `Void`.
    pub result: String,
    /// What `black`, `white` and `margin` count.
    pub unit: Unit,
    /// Row-major, one mark per point of the board the method counted on.
    pub breakdown: Vec<Mark>,
    /// HZ-5 step 7: live stones = routes + stones, `[black, white]`, where the method has them.
    pub live_stones: Option<[usize; 2]>,
    /// Whatever the method had to say (balancing, a rare case, a reading used).
    pub notes: Vec<String>,
}

/// A count as `qili score` shows it: as computed when it is a whole number of quarters (halves
/// of shared points, komi), else to two decimals (a shared liberty split by adjacent stones may
/// give thirds: 139.83, not 139.83333333333334).
pub fn show_count(v: f64) -> String {
    if (v * 4.0 - (v * 4.0).round()).abs() < 1e-9 {
        format!("{}", (v * 4.0).round() / 4.0)
    } else {
        format!("{v:.2}")
    }
}

/// Formats a result from the margin after komi; `ties_to_black` for YG-19.
pub fn result_string(after_komi: f64, ties_to_black: bool) -> String {
    let fmt = |v: f64| {
        if (v - v.round()).abs() < 1e-9 {
            format!("{}", v.round() as i64)
        } else {
            show_count(v)
        }
    };
    if after_komi > 1e-9 {
        format!("B+{}", fmt(after_komi))
    } else if after_komi < -1e-9 {
        format!("W+{}", fmt(-after_komi))
    } else if ties_to_black {
        "B+0".into()
    } else {
        "Draw".into()
    }
}

impl Report {
    /// Builds a report from the two totals.
    pub fn new(rules: &str, black: f64, white: f64, komi: f64, unit: Unit) -> Report {
        let margin = black - white;
        Report {
            rules: rules.into(),
            black,
            white,
            margin,
            komi,
            result: result_string(margin - komi, false),
            unit,
            breakdown: Vec::new(),
            live_stones: None,
            notes: Vec::new(),
        }
    }
}

/// A counting method.
pub trait Scorer {
    /// The name used on the command line and in reports.
    fn name(&self) -> String;
    /// Scores `game` with the stones in `dead` agreed dead.
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report;
}

/// The area breakdown of a settled board: stones, own empty regions, neutral points. Neutral
/// points bordering both sides are `Shared`, the rest `Neutral`.
pub fn area_marks(grid: &Grid) -> Vec<Mark> {
    let own = life::ownership(grid);
    grid.points()
        .map(|p| match grid.get(p) {
            Cell::Stone(c) => Mark::Stone(c),
            Cell::Empty => match own[p.y * grid.width() + p.x] {
                Some(Owner::Side(c)) => Mark::Area(c),
                _ => {
                    let ns = grid.neighbours(p);
                    let b = ns.iter().any(|&n| grid.get(n) == Cell::Stone(Color::Black));
                    let w = ns.iter().any(|&n| grid.get(n) == Cell::Stone(Color::White));
                    if b && w {
                        Mark::Shared
                    } else {
                        Mark::Neutral
                    }
                }
            },
        })
        .collect()
}

/// [`area_marks`] of a record saved before its dame are filled: an empty point touching both
/// colours is a dame, nobody's (`Shared`), and no region extends through it, so the territory
/// behind a dame is its side's ([`super::practice::sealed_ownership`]). On a board whose dame
/// are filled it is [`area_marks`].
pub fn sealed_area_marks(grid: &Grid) -> Vec<Mark> {
    let mut marks = area_marks(grid);
    for (m, o) in marks
        .iter_mut()
        .zip(super::practice::sealed_ownership(grid))
    {
        if let Some(Owner::Side(c)) = o {
            *m = Mark::Area(c);
        }
    }
    marks
}

fn tally(marks: &[Mark], shared_half: bool) -> [f64; 2] {
    let mut out = [0.0, 0.0];
    for m in marks {
        match *m {
            Mark::Stone(c) | Mark::Area(c) | Mark::Route(c) | Mark::Eye(c) => out[idx(c)] += 1.0,
            Mark::Shared if shared_half => {
                out[0] += 0.5;
                out[1] += 0.5;
            }
            _ => {}
        }
    }
    out
}

/// Marks the points of taken-off dead stones that became area as [`Mark::Dead`].
pub fn with_dead_marks(marks: &mut [Mark], game: &FinishedGame, dead: &DeadStones) {
    let w = game.grid.width();
    for &p in &dead.0 {
        if let Cell::Stone(c) = game.grid.get(p) {
            // A dead stone's point is counted as what it became; the mark says it was dead.
            if let Mark::Area(_) = marks[p.y * w + p.x] {
                marks[p.y * w + p.x] = Mark::Dead(c);
            }
        }
    }
}

/// Tromp-Taylor area: "a player's score is the number of points of her colour, plus the number
/// of empty points that reach only her colour". Counts the board as it is: the dead list is
/// ignored (Tromp-Taylor has no agreement on dead stones).
pub struct TrompTaylor {
    /// Komi in points, given to White.
    pub komi: f64,
}

impl Scorer for TrompTaylor {
    fn name(&self) -> String {
        "tromp-taylor".into()
    }
    fn score(&self, game: &FinishedGame, _dead: &DeadStones) -> Report {
        let marks = area_marks(&game.grid);
        let t = tally(&marks, false);
        let mut r = Report::new(&self.name(), t[0], t[1], self.komi, Unit::Points);
        r.breakdown = marks;
        r
    }
}

/// Chinese area (数子): live stones plus the empty points they surround; shared liberties in
/// seki split equally (half a point each), other neutral points nobody's. On a record saved
/// before the dame are filled a dame is such a shared point, half each, and the territory
/// behind it is its side's ([`sealed_area_marks`]): the margin is the filled record's less
/// Black's fills plus White's.
pub struct ChineseArea {
    /// Komi in points, given to White.
    pub komi: f64,
}

impl Scorer for ChineseArea {
    fn name(&self) -> String {
        "chinese".into()
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let s = settle(game, dead);
        let mut marks = sealed_area_marks(&s.grid);
        let t = tally(&marks, true);
        with_dead_marks(&mut marks, game, dead);
        let mut r = Report::new(&self.name(), t[0], t[1], self.komi, Unit::Points);
        r.breakdown = marks;
        r
    }
}

/// Japanese territory as counted in practice (`japanese`): empty points a side surrounds plus
/// the stones it captured and the dead stones it takes off; a dame is nobody's and puts no group
/// in seki; the groups in seki (found on the position, [`super::practice`]) own no territory and
/// the dead stones in their eyes are not prisoners; points that must be filled before the count
/// are not counted ([`super::practice::FalseEyes::Filled`]).
pub struct JapaneseTerritory {
    /// Komi in points, given to White.
    pub komi: f64,
}

/// The letter of the Japanese 1989 rules, Article 8 (`japanese-1989`): a live unit that
/// borders any neutral point is "in seki" and owns no territory, so on a record whose dame are
/// not filled most groups count nothing. Kept as a reading; the audit and the tests show where it
/// parts from [`JapaneseTerritory`].
pub struct Japanese1989 {
    /// Komi in points, given to White.
    pub komi: f64,
}

/// Territory of each side on a settled board, without the territory of units in seki when
/// `seki_has_no_points`; returns the totals and the marks.
pub fn territory(grid: &Grid, seki_has_no_points: bool, test: SekiTest) -> ([f64; 2], Vec<Mark>) {
    territory_of_units(grid, &life::units(grid, test), seki_has_no_points)
}

/// [`territory`] for life units found otherwise ([`life_units`]): each unit's own empty points
/// are its side's, unless it is in seki and `seki_has_no_points`; every other empty point
/// keeps its area mark (a dame is `Shared` or `Neutral`).
pub fn territory_of_units(
    grid: &Grid,
    units: &[life::Unit],
    seki_has_no_points: bool,
) -> ([f64; 2], Vec<Mark>) {
    let mut marks = area_marks(grid);
    let w = grid.width();
    for u in units {
        let mark = if u.in_seki && seki_has_no_points {
            Mark::Neutral
        } else {
            Mark::Area(u.colour)
        };
        for p in &u.empties {
            marks[p.y * w + p.x] = mark;
        }
    }
    let mut t = [0.0, 0.0];
    for m in &marks {
        if let Mark::Area(c) = *m {
            t[idx(c)] += 1.0;
        }
    }
    (t, marks)
}

impl Scorer for JapaneseTerritory {
    fn name(&self) -> String {
        "japanese".into()
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        super::practice::JapanesePractice {
            komi: self.komi,
            false_eyes: super::practice::FalseEyes::Filled,
        }
        .score(game, dead)
    }
}

impl Scorer for Japanese1989 {
    fn name(&self) -> String {
        "japanese-1989".into()
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let s = settle(game, dead);
        let (t, mut marks) = territory(&s.grid, true, SekiTest::TouchesNeutral);
        with_dead_marks(&mut marks, game, dead);
        // Article 10: dead stones are removed from territory only; those in the eye of a unit
        // in seki stay on the board and are no prisoners.
        let in_seki_eye: Vec<Point> = life::units(&s.grid, SekiTest::TouchesNeutral)
            .into_iter()
            .filter(|u| u.in_seki)
            .flat_map(|u| u.empties)
            .collect();
        let mut taken = [0usize, 0usize];
        for &p in &dead.0 {
            if let Cell::Stone(c) = game.grid.get(p) {
                if !in_seki_eye.contains(&p) {
                    taken[idx(c)] += 1;
                }
            }
        }
        let black = t[0] + (game.prisoners[0] + taken[1]) as f64;
        let white = t[1] + (game.prisoners[1] + taken[0]) as f64;
        let mut r = Report::new(&self.name(), black, white, self.komi, Unit::Points);
        r.breakdown = marks;
        r
    }
}

/// AGA: territory counting where every pass hands one prisoner to the opponent and White
/// makes the last move (if Black moved last, White hands over one more stone), so that it
/// agrees with area counting. Seki territory counts (AGA counts area-equivalently). On a
/// record saved before the dame are filled a dame is nobody's and the territory behind it is
/// its side's ([`Dame::Neutral`]).
pub struct Aga {
    /// Komi in points, given to White.
    pub komi: f64,
}

impl Scorer for Aga {
    fn name(&self) -> String {
        "aga".into()
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let s = settle(game, dead);
        let units = life_units(game, dead, Dame::Neutral, SekiTest::TouchesNeutral);
        let (t, mut marks) = territory_of_units(&s.grid, &units, false);
        with_dead_marks(&mut marks, game, dead);
        let extra = usize::from(game.last_mover == Some(Color::Black));
        let black = t[0] + (game.prisoners[0] + s.dead[1] + game.pass_stones[1] + extra) as f64;
        let white = t[1] + (game.prisoners[1] + s.dead[0] + game.pass_stones[0]) as f64;
        let mut r = Report::new(&self.name(), black, white, self.komi, Unit::Points);
        if extra == 1 {
            r.notes
                .push("Black moved last: White hands over one more pass stone".into());
        }
        r.breakdown = marks;
        r
    }
}

/// What an unfilled dame (an empty point touching both colours' live stones that either side
/// may fill without harm) does to a count that spares the points of a seki or taxes groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Dame {
    /// A record saved before the dame are filled, counted as players count it: a dame is
    /// nobody's, no region extends through it, and it puts no group in seki; seki is what the
    /// practice count finds on the position ([`super::practice::units_in_practice`]).
    Neutral,
    /// The position is taken as played out: every empty point touching both colours is a
    /// shared liberty, and a unit next to one is in seki. KataGo's own count on a given
    /// position (its rules tests score `GroupTaxSekiScoring` so, with the dame G3 unfilled);
    /// KataGo's players fill the dame before the count.
    AsSeki,
}

/// The life units of `game`'s settled board (dead stones taken off), each marked in seki by
/// `test` ([`Dame::AsSeki`]) or as the practice count finds seki ([`Dame::Neutral`]: the dame
/// sealed off, a unit in seki only if it shares a liberty neither side can fill; KataGo's
/// [`SekiTest::TouchesNeutralOrAtari`] adds the units holding a block in atari).
pub fn life_units(
    game: &FinishedGame,
    dead: &DeadStones,
    dame: Dame,
    test: SekiTest,
) -> Vec<life::Unit> {
    let settled = settle(game, dead).grid;
    match dame {
        Dame::AsSeki => life::units(&settled, test),
        Dame::Neutral => {
            let mut units = super::practice::units_in_practice(game, dead);
            if test == SekiTest::TouchesNeutralOrAtari {
                for u in units.iter_mut() {
                    let atari = u
                        .stones
                        .iter()
                        .any(|&p| settled.liberties(&settled.block(p)).len() == 1);
                    u.in_seki |= atari;
                }
            }
            units
        }
    }
}

/// KataGo's scoring basis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum KataBasis {
    /// Area scoring (KataGo `SCORING_AREA`): stones plus surrounded empty points.
    Area,
    /// Territory scoring (KataGo `SCORING_TERRITORY`): surrounded empty points plus prisoners.
    Territory,
}

/// KataGo's tax rule (`Rules::TAX_NONE`, `TAX_SEKI`, `TAX_ALL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum KataTax {
    /// Plain area or territory.
    None,
    /// No territory inside units in seki.
    Seki,
    /// `Seki`, and 2 points from each independent life unit (the ancient group tax).
    All,
}

/// KataGo-compatible group tax (KataGo's group-tax test cases): life units are
/// found as KataGo's `calculateIndependentLifeArea` does ([`SekiTest::TouchesNeutralOrAtari`]).
/// Territory basis counts territory plus prisoners (dead stones taken off count as prisoners).
///
/// KataGo counts the position as given ([`Dame::AsSeki`]): a unit next to any empty point that
/// touches both colours is in seki, so a record saved before the dame are filled loses the
/// territory and the tax exemption of every group next to a dame. That count is named after
/// KataGo (`katago-area-tax-all`, ...): a method named after KataGo gives KataGo's answers.
/// KataGo's players fill the dame first; [`Dame::Neutral`] counts a record as if they had (the
/// dame nobody's, seki as the practice count finds it) and has its own name
/// (`practice-area-tax-all`, ...).
pub struct KataGo {
    /// Area or territory.
    pub basis: KataBasis,
    /// Which points are taxed.
    pub tax: KataTax,
    /// What an unfilled dame does: seki as KataGo counts a given position, or nobody's.
    pub dame: Dame,
    /// Komi in points, given to White.
    pub komi: f64,
}

impl Scorer for KataGo {
    fn name(&self) -> String {
        let b = match self.basis {
            KataBasis::Area => "area",
            KataBasis::Territory => "territory",
        };
        let t = match self.tax {
            KataTax::None => "none",
            KataTax::Seki => "seki",
            KataTax::All => "all",
        };
        let who = match self.dame {
            Dame::Neutral => "practice",
            Dame::AsSeki => "katago",
        };
        format!("{who}-{b}-tax-{t}")
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let s = settle(game, dead);
        let units = life_units(game, dead, self.dame, SekiTest::TouchesNeutralOrAtari);
        let (t, mut marks) = territory_of_units(&s.grid, &units, self.tax != KataTax::None);
        let mut tot = t;
        match self.basis {
            KataBasis::Area => {
                tot[0] += s.grid.count(Color::Black) as f64;
                tot[1] += s.grid.count(Color::White) as f64;
            }
            KataBasis::Territory => {
                tot[0] += (game.prisoners[0] + s.dead[1]) as f64;
                tot[1] += (game.prisoners[1] + s.dead[0]) as f64;
            }
        }
        if self.tax == KataTax::All {
            for u in units.iter().filter(|u| !u.in_seki) {
                tot[idx(u.colour)] -= 2.0;
            }
        }
        with_dead_marks(&mut marks, game, dead);
        let mut r = Report::new(&self.name(), tot[0], tot[1], self.komi, Unit::Points);
        r.breakdown = marks;
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_show_as_quarters_or_two_decimals() {
        assert_eq!(show_count(203.0), "203");
        assert_eq!(show_count(202.75), "202.75");
        assert_eq!(show_count(6.5), "6.5");
        assert_eq!(show_count(139.0 + 5.0 / 6.0), "139.83");
        assert_eq!(result_string(-(8.0 + 5.0 / 6.0), false), "W+8.83");
    }

    #[test]
    fn results_are_written_as_the_issue_asks() {
        assert_eq!(result_string(3.5, false), "B+3.5");
        assert_eq!(result_string(-1.0, false), "W+1");
        assert_eq!(result_string(0.0, false), "Draw");
        assert_eq!(result_string(0.0, true), "B+0");
    }

    #[test]
    fn a_bad_dead_list_names_the_point() {
        let g = Grid::from_rows(&["X.", ".O"]).unwrap();
        let e = DeadStones::list(&g, vec![Point::new(1, 0)]).unwrap_err();
        assert!(e.contains("b2"), "{e}");
    }

    #[test]
    fn chinese_area_splits_a_shared_liberty() {
        // X.O on one row: the middle point borders both sides, half each.
        let g = Grid::from_rows(&["X.O"]).unwrap();
        let r = ChineseArea { komi: 0.0 }.score(&FinishedGame::setup(g), &DeadStones::none());
        assert_eq!((r.black, r.white), (1.5, 1.5));
    }
}
