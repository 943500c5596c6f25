//! Audit checks of the document claims no other area covers: JPD-A1 (more area wins), JPD-A2
//! (every point is area), JPD-C2 (two eyes live), JPD-C7 (the ideal final position by play), JPD-A12 (the end and the live stones), YG-10
//! (life and death by capture) and YG-11 (the liberty taxonomy). What can be run is run, on
//! generated finished games or on every position of small boards; what the text leaves open is
//! reported as `undecidable-as-written` with the missing piece named.

use super::games::random_game;
use super::{Budget, Check, Evidence, Status};
use qili_spec::go::game::{
    is_over, replay, End, GameRecord, Ko, Move, Options, PassKind, Position, Suicide,
};
use qili_spec::go::grid::{Cell, Color, Grid, Point};
use qili_spec::go::life::{self, EyeOptions, SekiTest};
use qili_spec::go::score::{DeadStones, FinishedGame, Mark, Scorer};
use qili_spec::jpd::area::{board_points, JpdBoardPoints, SharedLiberties};
use qili_spec::jpd::ideal;

/// The JPD rule set of the plain model with the four-pass route only: whole-shape ko with pass
/// stones (JPD-A10/A11), no suicide, the four-pass ending (JPD-C6). Its finished games end on a
/// final position as reached (推论8); games suspended by two suspension passes end after 做棋
/// instead (推论9, the `jpd` preset's `End::SuspendOrFourPasses`), and are JPD-C10's.
const JPD: Options = Options {
    suicide: Suicide::Forbidden,
    ko: Ko::WholeShapeWithPassStones,
    end: End::FourPasses,
};

/// Finished JPD games (four passes reached) on boards 2x2 to 5x5, reproducible from their seeds.
fn finished_games(budget: Budget) -> &'static [GameRecord] {
    static DEFAULT: std::sync::OnceLock<Vec<GameRecord>> = std::sync::OnceLock::new();
    static THOROUGH: std::sync::OnceLock<Vec<GameRecord>> = std::sync::OnceLock::new();
    match budget {
        Budget::Default => DEFAULT.get_or_init(|| generate_finished_games(budget)),
        Budget::Thorough => THOROUGH.get_or_init(|| generate_finished_games(budget)),
    }
}

fn generate_finished_games(budget: Budget) -> Vec<GameRecord> {
    let seeds = match budget {
        Budget::Default => 12u64,
        Budget::Thorough => 60,
    };
    let mut out = Vec::new();
    for w in 2..=5 {
        for h in 2..=w {
            out.push(four_passes(w, h));
            for s in 0..seeds {
                let g = random_game(w, h, JPD, 400, (w as u64) << 40 | (h as u64) << 32 | s);
                if is_over(&g.moves, JPD.end) {
                    out.push(g);
                }
            }
        }
    }
    out
}

/// The game of four passes on the empty `width` x `height` board: a finished JPD game (JPD-A3,
/// JPD-C6).
pub fn four_passes(width: usize, height: usize) -> GameRecord {
    let moves: Vec<Move> = (0..4)
        .map(|i| {
            let c = if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            Move::Pass(c, PassKind::Ordinary)
        })
        .collect();
    replay(Position::start(width, height), &moves, JPD).expect("passes are legal")
}

fn finished(g: &GameRecord) -> FinishedGame {
    let last = g.positions.last().unwrap_or(&g.start);
    FinishedGame {
        grid: last.grid.clone(),
        prisoners: last.prisoners,
        pass_stones: last.pass_stones,
        moves: g.moves.len(),
        last_mover: g.moves.last().map(|m: &Move| m.colour()),
    }
}

/// Every position (any colouring of the points) of a `width` x `height` board, in base-3 order.
pub(crate) fn every_grid(width: usize, height: usize) -> impl Iterator<Item = Grid> {
    qili_spec::theorems::scoring::every_grid(width, height)
}

/// The boards enumerated exhaustively: all with at most `max_points` points.
pub(crate) fn small_boards(max_points: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for w in 1..=max_points {
        for h in 1..=w {
            if w * h <= max_points {
                out.push((w, h));
            }
        }
    }
    out
}

fn max_points(budget: Budget) -> usize {
    match budget {
        Budget::Default => 9,
        Budget::Thorough => 12,
    }
}

fn winner(black: f64, white: f64) -> Option<Color> {
    if black > white + 1e-9 {
        Some(Color::Black)
    } else if white > black + 1e-9 {
        Some(Color::White)
    } else {
        None
    }
}

fn declared(result: &str) -> Option<Color> {
    if result.starts_with("B+") {
        Some(Color::Black)
    } else if result.starts_with("W+") {
        Some(Color::White)
    } else {
        None
    }
}

/// Every position of the boards up to `max_points` points with JPD-C7's shape
/// ([`ideal::has_final_shape`]), each with its verdict under both readings of 自取灭亡
/// ([`ideal::decide_each`]): the exhaustive domain of the claims about ideal final positions
/// (JPD-A1, C2, C7, C8), computed once per budget.
pub(crate) struct IdealDomain {
    /// The largest board area enumerated.
    pub max_points: usize,
    /// Every position enumerated.
    pub positions: u64,
    /// The positions with the shape, with their verdicts.
    pub shapes: Vec<(Grid, [ideal::Ideal; 2])>,
}

impl IdealDomain {
    /// The positions ideal under at least one reading.
    pub fn ideal(&self) -> impl Iterator<Item = &Grid> {
        self.shapes
            .iter()
            .filter(|(_, v)| v.contains(&ideal::Ideal::Yes))
            .map(|(g, _)| g)
    }

    /// How many shapes each reading calls ideal, not ideal, and leaves undecided.
    pub fn counts(&self, reading: usize) -> [u64; 3] {
        let mut c = [0u64; 3];
        for (_, v) in &self.shapes {
            c[match v[reading] {
                ideal::Ideal::Yes => 0,
                ideal::Ideal::No(_) => 1,
                ideal::Ideal::Undecided => 2,
            }] += 1;
        }
        c
    }
}

pub(crate) fn ideal_domain(budget: Budget) -> &'static IdealDomain {
    static DEFAULT: std::sync::OnceLock<IdealDomain> = std::sync::OnceLock::new();
    static THOROUGH: std::sync::OnceLock<IdealDomain> = std::sync::OnceLock::new();
    let build = || {
        let max = max_points(budget);
        let mut d = IdealDomain {
            max_points: max,
            positions: 0,
            shapes: Vec::new(),
        };
        for (w, h) in small_boards(max) {
            for g in every_grid(w, h) {
                d.positions += 1;
                if ideal::has_final_shape(&g) {
                    let v = ideal::decide_each(&g);
                    d.shapes.push((g, v));
                }
            }
        }
        d
    };
    match budget {
        Budget::Default => DEFAULT.get_or_init(build),
        Budget::Thorough => THOROUGH.get_or_init(build),
    }
}

/// The side with more 子气皆地 area (JPD-C3, with JPD-A9's split `shared`) on `grid`, every stone
/// alive (JPD-A12 凡是有气的棋子都是最终生存在棋盘上的活子), counted here point by point: a
/// stone is its side's, an empty point next to one side's stones only is that side's liberty, a
/// shared liberty is split per JPD-A9, a point next to no stone is nobody's.
fn more_area(grid: &Grid, shared: SharedLiberties) -> Option<Color> {
    let mut a = [0.0f64, 0.0];
    for p in grid.points() {
        let k = |c: Color| usize::from(c == Color::White);
        match grid.get(p) {
            Cell::Stone(c) => a[k(c)] += 1.0,
            Cell::Empty => {
                let mut n = [0usize; 2];
                for q in grid.neighbours(p) {
                    if let Cell::Stone(c) = grid.get(q) {
                        n[k(c)] += 1;
                    }
                }
                if n[0] + n[1] == 0 {
                    continue;
                }
                let b = match shared {
                    _ if n[1] == 0 => 1.0,
                    _ if n[0] == 0 => 0.0,
                    SharedLiberties::SplitEqually => 0.5,
                    SharedLiberties::ByAdjacentStones => n[0] as f64 / (n[0] + n[1]) as f64,
                };
                a[0] += b;
                a[1] += 1.0 - b;
            }
        }
    }
    winner(a[0], a[1])
}

/// JPD-A1 地多为胜 (局终后,争得地域较多的一方为胜方): the winner the JPD count of `qili score`
/// ([`JpdBoardPoints`], under each JPD-A9 split) declares must be the side with more area counted
/// independently ([`more_area`]), every stone with a liberty alive (JPD-A12; no stone is taken
/// off as dead), on the position the text counts: 000 推论 (JPD-C9) 将棋做成“理想的最终局面”后,
/// 棋局为终止。终局后,在“理想的最终局面”上,按“子气皆地,地多为胜”之公理来计算胜负. Domains:
/// every position of every board up to 9 points (12 with `--thorough`) that is ideal under some
/// reading of JPD-C7 ([`ideal::ideal_under_some_reading`]: the shape, and every real move ruins
/// its mover, decided by play), and the finished JPD games that end on one. Falsified by an
/// ideal final position where the declared winner is not the side with more area; the evidence
/// counts the positions where another count (Benson's dead stones taken off, or Japanese
/// territory) names a different winner, the cases such a mistake would show on. Equal areas are
/// counted and reported: 公理一 says only 争得地域较多的一方为胜方, and no sentence of 000 says
/// what equal areas give, so they are no reading of A1 and no case of it.
fn a1(b: Budget) -> Evidence {
    let splits = [
        SharedLiberties::SplitEqually,
        SharedLiberties::ByAdjacentStones,
    ];
    let scorer = |shared| JpdBoardPoints {
        shared,
        eyes: EyeOptions::DOCUMENTS,
        komi: 0.0,
    };
    let domain = ideal_domain(b);
    let positions = domain.positions;
    let mut finals: Vec<FinishedGame> = domain
        .ideal()
        .map(|g| FinishedGame::setup(g.clone()))
        .collect();
    let enumerated = finals.len();
    let games = finished_games(b);
    let ideal_games: Vec<FinishedGame> = games
        .iter()
        .map(finished)
        .filter(|f| ideal::ideal_under_some_reading(&f.grid))
        .collect();
    let played = ideal_games.len();
    finals.extend(ideal_games);
    let mut fails = [0u64; 2];
    let mut first: [Option<String>; 2] = [None, None];
    let (mut ties, mut split_differs, mut benson_differs, mut territory_differs) =
        (0u64, 0u64, 0u64, 0u64);
    let none = DeadStones::none();
    for f in &finals {
        let mut sides = Vec::new();
        for (i, &shared) in splits.iter().enumerate() {
            let want = more_area(&f.grid, shared);
            let r = scorer(shared).score(f, &none);
            sides.push(want);
            if declared(&r.result) != want {
                fails[i] += 1;
                first[i].get_or_insert_with(|| {
                    format!(
                        "{} declares {} where the area count gives {:?} (board {})",
                        r.rules,
                        r.result,
                        want,
                        f.grid.rows().join("/")
                    )
                });
            }
        }
        ties += u64::from(sides[0].is_none());
        split_differs += u64::from(sides[0] != sides[1]);
        let benson = DeadStones::auto(&f.grid);
        if !benson.0.is_empty() {
            let r = scorer(splits[0]).score(f, &benson);
            benson_differs += u64::from(declared(&r.result) != sides[0]);
        }
        let jp = qili_spec::go::score::Japanese1989 { komi: 0.0 }.score(f, &none);
        territory_differs += u64::from(declared(&jp.result) != sides[0]);
    }
    let witness = |i: usize| {
        first[i]
            .as_ref()
            .map_or(String::new(), |w| format!(" (first: {w})"))
    };
    let summary = format!(
        "the winner the JPD count declares against the side with more 子气皆地 area counted point by \
         point, every stone with a liberty alive (JPD-A12), on the ideal final position the text counts \
         (终局后,在“理想的最终局面”上...计算胜负): {enumerated} ideal final positions (JPD-C7 decided by \
         play under some reading of 自取灭亡; every one of the boards up to {} points, of {positions} \
         positions) and {played} of {} finished JPD games (boards 2x2 to 5x5) that end on one; \
         falsified by a declared winner that is not the side with more area. [A9 split equally] \
         {}/{} differ{}; [A9 by adjacent stones] {}/{} differ{}. The comparison can fail: taking \
         Benson's dead stones off (which JPD-A12 keeps alive) changes the winner on \
         {benson_differs}, Japanese territory names another winner on {territory_differs}. Not \
         judged, because no sentence of 000 speaks of them: {ties} positions with equal areas \
         (公理一 names only the side with more), and the {} finished games that end by 四虚终局 \
         on a position that is not ideal (推论9(4) counts on the ideal one; the next check counts \
         them as they stand, 公理十二). The two JPD-A9 splits name different winners on {split_differs}",
        max_points(b),
        games.len(),
        fails[0],
        finals.len(),
        witness(0),
        fails[1],
        finals.len(),
        witness(1),
        games.len() - played,
    );
    Evidence::by_readings(
        summary,
        vec![
            (
                "shared-liberties: split-equally".to_string(),
                Status::from_holds(fails[0] == 0),
            ),
            (
                "shared-liberties: split-by-adjacent-stones".to_string(),
                Status::from_holds(fails[1] == 0),
            ),
        ],
    )
    .cases(finals.len() as u64)
    .link("src/audit/documents.rs#a1")
    .link("tests/audit_documents.rs")
}

/// JPD-A1 on the final positions a four-pass ending leaves, counted as they stand (000 推论6 在
/// 连续四虚手后,判棋局为终了; 公理十二 棋局终了后的局面叫做“最终局面”。在最终局面上,凡是有气的棋子
/// 都是最终生存在棋盘上的活子): every position of the boards up to 9 points (12 with
/// `--thorough`) in which every block has a liberty
/// ([`qili_spec::theorems::scoring::four_pass_finals`]), and the finished JPD games that end on a
/// position that is not ideal. The winner `jpd-equal-as-reached` / `jpd-by-stones-as-reached`
/// declare must be the side with more area counted point by point ([`more_area`]). The
/// completing count (`jpd-equal`, 推论9's 做棋 then 子气皆地) is set aside for these endings: 推论9
/// completes after 协商休止, and on a four-pass ending the final position is the one reached.
fn a1_four_pass(b: Budget) -> Evidence {
    use qili_spec::jpd::area::JpdAsReached;
    use qili_spec::theorems::scoring::four_pass_finals;
    let mut finals: Vec<Grid> = four_pass_finals(max_points(b)).collect();
    let enumerated = finals.len();
    let games = finished_games(b);
    finals.extend(
        games
            .iter()
            .map(finished)
            .filter(|f| !ideal::ideal_under_some_reading(&f.grid))
            .map(|f| f.grid),
    );
    let played = finals.len() - enumerated;
    let none = DeadStones::none();
    let splits = [
        ("split-equally", SharedLiberties::SplitEqually),
        (
            "split-by-adjacent-stones",
            SharedLiberties::ByAdjacentStones,
        ),
    ];
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut flips = 0u64;
    let mut smallest_flip: Option<(Grid, String, String)> = None;
    for (name, shared) in splits {
        let (mut bad, mut first) = (0u64, None);
        for g in &finals {
            let f = FinishedGame::setup(g.clone());
            let want = more_area(g, shared);
            let r = JpdAsReached { shared, komi: 0.0 }.score(&f, &none);
            if declared(&r.result) != want {
                bad += 1;
                first.get_or_insert_with(|| g.rows().join("/"));
            }
            if shared == SharedLiberties::SplitEqually {
                let c = JpdBoardPoints {
                    shared,
                    eyes: EyeOptions::DOCUMENTS,
                    komi: 0.0,
                }
                .score(&f, &none);
                if declared(&c.result) != declared(&r.result) {
                    flips += 1;
                    if smallest_flip
                        .as_ref()
                        .is_none_or(|(k, _, _)| g.area() < k.area())
                    {
                        smallest_flip = Some((g.clone(), r.result.clone(), c.result.clone()));
                    }
                }
            }
        }
        let mut r = super::Reading::new(
            format!("final-position: as-reached, shared-liberties: {name}"),
            Status::from_holds(bad == 0),
        )
        .tally(finals.len() as u64, bad);
        if let Some(w) = &first {
            r = r.witness(w.clone());
        }
        readings.push(r);
        parts.push(format!(
            "[{name}] {bad}/{} differ{}",
            finals.len(),
            first.map(|w| format!(" (first: {w})")).unwrap_or_default()
        ));
    }
    let flip = smallest_flip
        .map(|(g, reached, completed)| {
            format!(
                ", smallest `{}`: {reached} as reached, {completed} completed",
                g.rows().join("/")
            )
        })
        .unwrap_or_default();
    Evidence::over(
        format!(
            "The final positions a four-pass ending leaves, counted as they stand (推论6 在连续四虚手后,判棋局为终了; 公理十二 棋局终了后的局面叫做“最终局面”, every stone with a liberty alive, a point next to no stone nobody's): {enumerated} positions of the boards up to {} points with a liberty for every block, and {played} finished JPD games that end by four passes on a position that is not ideal; the winner the as-reached count declares against the side with more area counted point by point: {}.",
            max_points(b),
            parts.join("; ")
        ),
        readings,
    )
    .reject(
        "final-position: completed",
        "JPD-A12",
        format!(
            "公理十二 棋局终了后的局面叫做“最终局面” names the position the four passes leave, and 推论9's 做棋 (将棋做成“理想的最终局面”后,棋局为终止) follows 协商休止, not 四虚终局: completed first, the count names another winner on {flips} of the {} positions{flip}",
            finals.len()
        ),
    )
    .cases(finals.len() as u64)
    .link("spec/src/jpd/area.rs#JpdAsReached")
}

/// The points of a board that are nobody's in JPD-C3's count: empty points next to no stone.
pub fn nobodys_points(grid: &Grid) -> Vec<Point> {
    let (_, marks) = board_points(grid, SharedLiberties::SplitEqually);
    grid.points()
        .zip(marks)
        .filter(|(_, m)| *m == Mark::Neutral)
        .map(|(p, _)| p)
        .collect()
}

/// JPD-A2 天然之地: every point of every position of the small boards, and of the final positions
/// of finished JPD games, is a stone, a liberty of one side, or a shared liberty; the totals add
/// up to the board. The empty points next to no stone are nobody's: the smallest such final
/// position is reported.
fn a2(b: Budget) -> Evidence {
    let mut cases = 0u64;
    let mut smallest: Option<(Grid, Point)> = None;
    let mut nobody_positions = 0u64;
    let mut nobody_in_ideal = 0u64;
    // 公理二's three kinds of point (棋子的着点, 棋子的气点, 其它的空点), told apart by adjacency,
    // against the marks of JPD-C3's count: a stone point is its side's, a liberty point a side's
    // or shared, any other empty point nobody's. The first point where they disagree.
    let mut misread: Option<String> = None;
    for (w, h) in small_boards(max_points(b).min(9)) {
        for g in every_grid(w, h) {
            cases += 1;
            let (_, marks) = board_points(&g, SharedLiberties::SplitEqually);
            for (p, m) in g.points().zip(&marks) {
                let kind = match g.get(p) {
                    Cell::Stone(_) => "着点",
                    Cell::Empty
                        if g.neighbours(p)
                            .iter()
                            .any(|&q| matches!(g.get(q), Cell::Stone(_))) =>
                    {
                        "气点"
                    }
                    Cell::Empty => "其它的空点",
                };
                let agrees = match (kind, m) {
                    ("着点", Mark::Stone(c)) => g.get(p) == Cell::Stone(*c),
                    ("气点", Mark::Area(_) | Mark::Shared) => true,
                    ("其它的空点", Mark::Neutral) => true,
                    _ => false,
                };
                if !agrees && misread.is_none() {
                    misread = Some(format!(
                        "{} of {:?} is a {kind} and JPD-C3's count marks it {m:?}",
                        p.guide_name(g.height()),
                        g.rows()
                    ));
                }
            }
            let (t, _) = board_points(&g, SharedLiberties::ByAdjacentStones);
            if (t[0] + t[1] - g.area() as f64).abs() > 1e-9 {
                return Evidence::counterexample(format!(
                    "the areas add up to {} on a board of {}: {:?}",
                    t[0] + t[1],
                    g.area(),
                    g.rows()
                ))
                .cases(cases)
                .link("spec/src/jpd/area.rs#board_points");
            }
            let nobody = nobodys_points(&g);
            if !nobody.is_empty() {
                nobody_positions += 1;
                if g.count(Color::Black) + g.count(Color::White) > 0
                    && life::is_ideal_final_position(&g)
                    && g.blocks().iter().all(|k| !g.liberties(k).is_empty())
                {
                    nobody_in_ideal += 1;
                }
                if smallest.is_none() {
                    smallest = Some((g.clone(), nobody[0]));
                }
            }
        }
    }
    // Finished JPD games: positions reached by legal play and ended by four passes.
    let games = finished_games(b);
    let mut nobody_final = 0u64;
    for g in games {
        cases += 1;
        if !nobodys_points(&finished(g).grid).is_empty() {
            nobody_final += 1;
        }
    }
    let witness = (1..=3)
        .map(|n| four_passes(n, n))
        .find(|r| is_over(&r.moves, JPD.end) && !nobodys_points(&finished(r).grid).is_empty());
    let Some((g, p)) = smallest.filter(|_| witness.is_some()) else {
        return Evidence::searched(
            format!("every point of {cases} positions is a stone or a liberty"),
            None,
        )
        .cases(cases)
        .link("src/audit/documents.rs#a2");
    };
    // The empty board is a final position: four passes end the game (JPD-A3, JPD-C6).
    let summary = format!(
        "JPD-C3's areas plus shared liberties add up to the board on every one of {cases} \
         positions (every position of boards up to {} points and {} finished JPD games), but \
         only because an empty point next to no stone is split half and half by convention: the \
         text gives it to nobody. {nobody_positions} enumerated positions and {nobody_final} \
         final positions of finished games have such points; the smallest is the {}x{} board {:?} \
         at {}, reached by four passes on the empty board (JPD-A3, JPD-C6). Among ideal final \
         positions with a stone (JPD-C7, every empty point an eye point) {nobody_in_ideal} have \
         one.",
        max_points(b).min(9),
        games.len(),
        g.width(),
        g.height(),
        g.rows(),
        p.guide_name(g.height()),
    );
    // 公理二's literal words: every point, 棋子的着点 or 气点 or 其它的空点, 永远都是地: every point
    // of every enumerated position is one of the three, and JPD-C3's count marks each as its
    // kind (a stone its side's, a liberty a side's or shared, another empty point nobody's).
    // A point next to no stone is 地 too, of no side.
    let summary = format!(
        "{summary} Every point of the enumerated positions told apart by adjacency as 公理二's          棋子的着点, 棋子的气点 or 其它的空点 and marked so by JPD-C3's count: {}.",
        misread.as_deref().unwrap_or("all")
    );
    Evidence::by_readings(
        summary,
        vec![(
            "地: every point is land, of a side or of none (公理二 它永远都是地)".to_string(),
            Status::from_holds(misread.is_none()),
        )],
    )
    .reject(
        "地: every point is some side's area",
        "JPD-C3",
        format!(
            "推论3 各方的子点与气点合起来就是各方的地域: a side's area is its stone points and liberty \
             points, so 公理二's 其它的空点 (next to no stone) are no side's; and \
             公理三 opens the game on an empty board (棋局开始前,不得有任何棋子存在于棋盘上), where no \
             point is any side's: 永远 covers it. So 地 is land (天然之地, against 日本's \
             惟目是地), not a side's area; read as a side's area the sentence is false on the empty \
             board and on the {nobody_final} final positions with a point next to no stone (the \
             {}x{} board {:?} after four passes)",
            g.width(),
            g.height(),
            g.rows(),
        ),
    )
    .cases(cases)
    .link("src/audit/documents.rs#a2")
    .link("tests/audit_documents.rs#jpd_a2_the_empty_board_is_nobodys")
    .link("qili audit --only JPD-A2")
}

/// A position is *final* for JPD-C2 when it is an ideal final position (JPD-C7's checkable
/// part: every block has a liberty, every empty point is an eye point) and no move of either
/// side captures anything (neither side can profit from a real move).
pub(crate) fn settled_final(g: &Grid) -> bool {
    if !life::is_ideal_final_position(g) {
        return false;
    }
    for p in g.points().filter(|&p| g.get(p) == Cell::Empty) {
        for c in [Color::Black, Color::White] {
            if let Some(pl) = qili_spec::go::game::place(g, c, p) {
                if !pl.captured.is_empty() {
                    return false;
                }
            }
        }
    }
    true
}

/// Whether `by` has a legal move on `g` that captures a stone of `stones`.
fn capturable(g: &Grid, stones: &[Point], by: Color) -> bool {
    g.points().any(|p| {
        qili_spec::go::game::place(g, by, p)
            .is_some_and(|pl| pl.captured.iter().any(|q| stones.contains(q)))
    })
}

/// JPD-C2 两眼活棋 (通常,一方的每一块棋要拥有两个对方无法入侵的眼位才能在终局后永远地存活在棋盘上
/// 并且使存活于其上的棋子数量达到最大值), checked on every ideal final position (JPD-C7's
/// checkable part, [`life::is_ideal_final_position`]) of every board up to 9 points (12 with
/// `--thorough`), with no filter that removes the groups the claim is about. For each group
/// (life unit) not in seki: (i) with fewer than two eyes it does not live forever: the opponent
/// has a legal move capturing some of its stones; (ii) with two or more eyes, each of its blocks
/// touching two, it lives forever: Benson's test finds it pass-alive; (iii) 棋子数量达到最大值:
/// with exactly two eyes, filling either with its own stone lets the opponent capture it, so
/// two eyes hold the most stones a living group can. Seki groups are the exceptions 通常 leaves
/// room for, counted. Each part is falsified by one group; the domain's counts of one-eyed and
/// two-eyed groups say that such groups were there to falsify it.
fn c2(b: Budget) -> Evidence {
    let domain = ideal_domain(b);
    let positions = domain.positions;
    let finals = domain.shapes.len() as u64;
    let (mut one_eyed, mut two_eyed, mut filled) = (0u64, 0u64, 0u64);
    let (mut false_eyed, mut false_eyed_living) = (0u64, 0u64);
    let (mut seki_units, mut seki_short, mut seki_real) = (0u64, 0u64, 0u64);
    let mut fails: Vec<String> = Vec::new();
    let mut fail_count = 0u64;
    for (g, verdicts) in &domain.shapes {
        let g = g.clone();
        // Alive by play: the position is ideal under some reading of JPD-C7 (no real move of
        // either side gains, so no group of it can be captured).
        let by_play = verdicts.contains(&ideal::Ideal::Yes);
        {
            for u in life::units(&g, SekiTest::TouchesNeutral) {
                let opp = u.colour.opponent();
                if u.in_seki {
                    // Next to a point both colours touch: a seki only if play says so.
                    seki_units += 1;
                    seki_short += u64::from(u.empties.len() < 2 && by_play);
                    seki_real += u64::from(by_play);
                    continue;
                }
                let mut fail = |what: &str| {
                    fail_count += 1;
                    if fails.is_empty() {
                        fails.push(format!(
                            "{what}: {:?} group at {}",
                            u.colour,
                            g.rows().join("/")
                        ));
                    }
                };
                if u.empties.len() < 2 {
                    one_eyed += 1;
                    if !capturable(&g, &u.stones, opp) {
                        fail("(i) a group with fewer than two eyes cannot be captured");
                    }
                    continue;
                }
                let every_block_two = u.stones.iter().all(|&st| {
                    let libs = g.liberties(&g.block(st));
                    libs.iter().filter(|q| u.empties.contains(q)).count() >= 2
                });
                if !every_block_two {
                    false_eyed += 1;
                    false_eyed_living += u64::from(by_play);
                    continue;
                }
                two_eyed += 1;
                let alive = life::benson(&g, u.colour).0;
                if !u.stones.iter().all(|st| alive.contains(st)) {
                    fail("(ii) a group with two eyes is not pass-alive");
                }
                if u.empties.len() == 2 {
                    for &e in &u.empties {
                        let Some(pl) = qili_spec::go::game::place(&g, u.colour, e) else {
                            continue;
                        };
                        if !pl.self_captured.is_empty() {
                            continue;
                        }
                        filled += 1;
                        if !capturable(&pl.grid, &u.stones, opp) {
                            fail("(iii) a two-eyed group that fills an eye still lives");
                        }
                    }
                }
            }
        }
    }
    let summary = format!(
        "on every position with JPD-C7's shape (every block has a liberty, every empty point an \
         eye point) of the boards up to {} points ({finals} of {positions} positions), no filter on \
         capturing moves, seki decided by play (JPD-C7: the position is ideal, no real move of \
         either side gains); falsified by (i) a group not in seki with fewer than two eyes the opponent \
         cannot capture, (ii) one with two eyes, each block touching two, that is not pass-alive, \
         (iii) one with exactly two eyes that still lives after filling one (more than the maximum \
         of stones). Groups not in seki: {one_eyed} with fewer than two eyes (all capturable), \
         {two_eyed} with two or more eyes each block touching two (all pass-alive), {filled} fills \
         of one of exactly two eyes (each leaves the group capturable), {false_eyed} with two eyes \
         but a block touching one ({false_eyed_living} of them alive by play); {seki_units} groups \
         next to a point both colours touch, {seki_real} of them in a real seki by play (the \
         others false seki or next to an unfilled dame), {seki_short} real seki groups with fewer \
         than two eyes of their own (the exceptions 通常 leaves room for). {fail_count} \
         failures{}",
        max_points(b),
        fails.first().map(|f| format!(", first: {f}")).unwrap_or_default()
    );
    let holds = Status::from_holds(fail_count == 0);
    Evidence::by_readings(
        summary,
        vec![
            ("two-eye-exceptions: seki-only".to_string(), holds),
            (
                "two-eye-exceptions: seki-and-one-liberty-seki".to_string(),
                holds,
            ),
        ],
    )
    .cases(positions)
    .link("src/audit/documents.rs#c2")
    .link("spec/src/go/life.rs#units")
}

/// The boards JPD-C7 is decided on by JPD's own play searched to the end: every board up to
/// four points (on five points the states of play after one move already run to millions).
pub(crate) const OWN_PLAY_MAX_POINTS: usize = 4;

/// States of play listed for one board.
const OWN_PLAY_BUDGET: usize = 2_000_000;

/// Every position with JPD-C7's shape on the boards up to [`OWN_PLAY_MAX_POINTS`], with its
/// verdict by JPD's own play under each reading of 自取灭亡 ([`ideal::decide_by_own_play`]),
/// and the outcomes of every real move under each reading against the value now plus one
/// (JPD-C8's gain), computed once.
pub(crate) struct OwnPlayDomain {
    /// Every position enumerated.
    pub positions: u64,
    /// States of play listed, over all boards.
    pub states: usize,
    /// The positions with the shape: the verdict per reading, and whether some move gains
    /// (`Some(true)`), none does but one leads to endless play (`None`), or none does.
    pub shapes: Vec<(Grid, [ideal::ByOwnPlay; 2], [Option<bool>; 2])>,
}

pub(crate) fn own_play_domain() -> &'static OwnPlayDomain {
    static D: std::sync::OnceLock<OwnPlayDomain> = std::sync::OnceLock::new();
    D.get_or_init(|| {
        use qili_spec::jpd::exact::Play;
        let mut d = OwnPlayDomain {
            positions: 0,
            states: 0,
            shapes: Vec::new(),
        };
        for (w, h) in small_boards(OWN_PLAY_MAX_POINTS) {
            let mut play = Play::new();
            for g in every_grid(w, h) {
                d.positions += 1;
                if !ideal::has_final_shape(&g) {
                    continue;
                }
                let v = ideal::OwnRuin::ALL
                    .map(|r| ideal::decide_by_own_play(&g, r, &mut play, OWN_PLAY_BUDGET));
                let gain = ideal::OwnRuin::ALL
                    .map(|r| ideal::gain_by_own_play(&g, r, &mut play, OWN_PLAY_BUDGET));
                d.shapes.push((g, v, gain));
            }
            d.states += play.len();
        }
        d
    })
}

/// The hand-derived positions of JPD-C7 by own play (rows, ideal or not). `.X.` (1x3): Black
/// b1 with the eyes a1 and c1; White's a1 or c1 is suicide, and Black filling one eye leaves
/// its block the one liberty where White takes both stones: every real move ruins, ideal. `X.X`
/// (1x3): each Black stone has the one liberty b1, and White b1 takes both; White then holds
/// the whole board, Black's a1 or c1 is suicide, and four passes end it: White's move gains,
/// not ideal.
pub const C7_BY_HAND: [(&str, bool); 2] = [(".X.", true), ("X.X", false)];

/// The hand-derived positions of JPD-C7 under `own-ruin: local` ([`ideal::decide_local`];
/// derived in `spec/src/jpd/ideal.rs`'s `local_reading_by_hand`). `.X.` and `.XX.`: filling an
/// eye leaves one liberty where White takes the block, White's stone in an eye is suicide.
/// `.X/X.` (2x2): Black a2 or b1 joins three stones with one liberty, taken there; White's
/// stones are suicide. `.O/X.`: each side's stone on a shared point joins a block left with the
/// other shared point, where the opponent takes it. `X.X`: White b1 takes both, no ruin.
pub const C7_LOCAL_BY_HAND: [(&str, bool); 5] = [
    (".X.", true),
    (".XX.", true),
    (".X/X.", true),
    (".O/X.", true),
    ("X.X", false),
];

/// JPD-C7 理想的最终局面 by JPD's own play searched to the end ([`ideal::decide_by_own_play`],
/// [`qili_spec::jpd::exact`]): the shape, and 各方不能再下 (若下实着的话只能自取灭亡): every legal
/// real move of either side ruins its mover, where play after the move goes on under 000's own
/// rules (four passes end it, 推论6; no shape with its pass stones repeats, 公理十一, so a ko may
/// be retaken after passes) with no horizon. On every position with the shape of every board up
/// to four points, under each reading of 自取灭亡. A move after which play can go on for ever is
/// a ruin under one completion and not under the other (000 scores no endless game), so the
/// consequence is checked under both: the ideal positions must meet 推论7 (c) 眼位已达最少 (every
/// block has one or two liberties). Falsified by an ideal position with a block of three
/// liberties or more, or by the hand-derived positions ([`C7_BY_HAND`]) coming out otherwise.
/// With nothing falsified, a reading holds only if the definition decides every position: a
/// position with such a move is left undecidable as written (no sentence of 000 supplies the
/// worth of a game that never ends), and so is the reading. A third reading, `own-ruin: local`
/// ([`ideal::decide_local`]: the move lets the opponent take some of the mover's stones at once,
/// 自取灭亡 read with C7 (a)'s 恒气 and 推论2's 对方无法入侵的眼位), decides every position; it is
/// checked against (a) and (c) and [`C7_LOCAL_BY_HAND`]. When the readings disagree the item
/// depends on the reading of 自取灭亡.
fn c7_by_own_play(b: Budget) -> Evidence {
    let d = own_play_domain();
    let minimal = |g: &Grid| {
        g.blocks()
            .iter()
            .all(|k| (1..=2).contains(&g.liberties(k).len()))
    };
    let mut readings = Vec::new();
    let mut parts = Vec::new();
    let mut open_somewhere = false;
    for (i, ruin) in ideal::OwnRuin::ALL.iter().enumerate() {
        let (mut yes, mut no, mut endless, mut undecided, mut bad) = (0u64, 0u64, 0u64, 0u64, 0u64);
        let mut endless_ex: Vec<String> = Vec::new();
        for (g, v, _) in &d.shapes {
            match v[i] {
                ideal::ByOwnPlay::Yes => yes += 1,
                ideal::ByOwnPlay::No(_) => no += 1,
                ideal::ByOwnPlay::Endless(..) => {
                    endless += 1;
                    if endless_ex.len() < 3 {
                        endless_ex.push(g.rows().join("/"));
                    }
                }
                ideal::ByOwnPlay::Undecided => undecided += 1,
            }
            let ideal_somehow =
                matches!(v[i], ideal::ByOwnPlay::Yes | ideal::ByOwnPlay::Endless(..));
            bad += u64::from(ideal_somehow && !minimal(g));
        }
        let by_hand = C7_BY_HAND.iter().all(|(rows, want)| {
            d.shapes
                .iter()
                .find(|(g, _, _)| g.rows().join("/") == *rows)
                .is_some_and(|(_, v, _)| (v[i] == ideal::ByOwnPlay::Yes) == *want)
        });
        // The definition decides a position only when no real move leads to play that never
        // ends: 000 scores no such game (推论6 ends a game by four passes, 公理十二 by both
        // sides' saying so), so whether that move is 自取灭亡 is given by no sentence, and with
        // such positions left (and nothing failing) the reading is undecided on its domain.
        let status = if bad > 0 || undecided > 0 || !by_hand {
            Status::from_holds(false)
        } else if endless > 0 {
            Status::UndecidableAsWritten
        } else {
            Status::from_holds(true)
        };
        open_somewhere |= endless > 0;
        readings.push((ruin.name().to_string(), status));
        parts.push(format!(
            "[{}] {yes} ideal, {no} not ideal, {endless} with a move after which play never ends \
             (e.g. {}): not decided by any sentence of 000, {undecided} undecided within the \
             budget; a block with three liberties or more in an ideal one, endless play counted \
             as ruin or not: {bad}; {} by hand: {}",
            ruin.name(),
            endless_ex.join(", "),
            C7_BY_HAND
                .iter()
                .map(|(r, y)| format!("{r} {}", if *y { "ideal" } else { "not ideal" }))
                .collect::<Vec<_>>()
                .join(", "),
            if by_hand { "yes" } else { "no" }
        ));
    }
    // `own-ruin: local` (ideal::decide_local): 自取灭亡 read with C7 (a)'s 恒气 (黑白两方的每一部分
    // 棋子都拥有不会被消灭的气(恒气)而存活) and 推论2's 对方无法入侵的眼位: a legal real move ruins
    // its mover when the opponent can then take some of its stones at once. Nothing is left to
    // the worth of endless play, so the reading decides every position. Checked against (a)
    // (no legal real move of either side takes stones in an ideal position), (c) 眼位已达最少
    // (every block of an ideal position has one or two liberties) and the hand-derived
    // positions (C7_LOCAL_BY_HAND); the global readings' verdicts on the same positions are
    // reported beside it.
    {
        let takes = |g: &Grid| {
            [Color::Black, Color::White].iter().any(|&c| {
                g.points().any(|p| {
                    qili_spec::go::game::place(g, c, p)
                        .is_some_and(|r| r.self_captured.is_empty() && !r.captured.is_empty())
                })
            })
        };
        let (mut yes, mut no, mut bad_c, mut bad_a) = (0u64, 0u64, 0u64, 0u64);
        let mut yes_ex: Vec<String> = Vec::new();
        // Of the local-ideal positions: ideal, endless, not ideal under the global readings.
        let mut global = [[0u64; 3]; 2];
        let mut global_no: Vec<String> = Vec::new();
        for (g, v, _) in &d.shapes {
            if ideal::decide_local(g) == ideal::Ideal::Yes {
                yes += 1;
                yes_ex.push(g.rows().join("/"));
                bad_c += u64::from(!minimal(g));
                bad_a += u64::from(takes(g));
                for (k, x) in v.iter().enumerate() {
                    global[k][match x {
                        ideal::ByOwnPlay::Yes => 0,
                        ideal::ByOwnPlay::Endless(..) => 1,
                        _ => 2,
                    }] += 1;
                }
                if let ideal::ByOwnPlay::No(ideal::NotIdeal::MoveNotRuin(c, p)) = v[0] {
                    global_no.push(format!(
                        "{} ({} {})",
                        g.rows().join("/"),
                        if c == Color::Black { "Black" } else { "White" },
                        p.guide_name(g.height())
                    ));
                }
            } else {
                no += 1;
            }
        }
        let by_hand = C7_LOCAL_BY_HAND.iter().all(|(rows, want)| {
            d.shapes
                .iter()
                .find(|(g, _, _)| g.rows().join("/") == *rows)
                .is_some_and(|(g, _, _)| (ideal::decide_local(g) == ideal::Ideal::Yes) == *want)
        });
        readings.push((
            ideal::LOCAL_RUIN.to_string(),
            Status::from_holds(bad_a == 0 && bad_c == 0 && by_hand),
        ));
        parts.push(format!(
            "[{}] {yes} ideal ({}), {no} not ideal, none left open (the move and the answer \
             that takes decide); in an ideal one a legal real move that takes stones (against \
             (a) 恒气): {bad_a}, a block with three liberties or more (against (c) 眼位已达最少): \
             {bad_c}; of its {yes} ideal positions [own-ruin: loses-area] calls {} ideal, {} \
             open through endless play, {} not ideal (the move [own-ruin: loses-area] finds \
             not ruinous: {}), [own-ruin: loses-stones] {}, {}, {}; {} by hand: {}",
            ideal::LOCAL_RUIN,
            yes_ex.join(", "),
            global[0][0],
            global[0][1],
            global[0][2],
            global_no.join(", "),
            global[1][0],
            global[1][1],
            global[1][2],
            C7_LOCAL_BY_HAND
                .iter()
                .map(|(r, y)| format!("{r} {}", if *y { "ideal" } else { "not ideal" }))
                .collect::<Vec<_>>()
                .join(", "),
            if by_hand { "yes" } else { "no" }
        ));
    }
    // The 贝濑尊明 case 推论7 names: the one-liberty seki XO/X., every real move of both sides.
    let seki = {
        use qili_spec::jpd::exact::{Outcome, Play};
        let g = Grid::from_rows(&["XO", "X."]).expect("well formed");
        let mut play = Play::new();
        match ideal::own_play_outcomes(&g, ideal::OwnRuin::LosesArea, 0, &mut play, OWN_PLAY_BUDGET)
        {
            None => "not searched within the budget".to_string(),
            Some(moves) => moves
                .iter()
                .map(|(c, p, o)| {
                    format!(
                        "{} {} {}",
                        if *c == Color::Black { "Black" } else { "White" },
                        p.guide_name(g.height()),
                        match o {
                            Outcome::Below => "ruins its mover",
                            Outcome::NotBelow => "does not ruin its mover",
                            Outcome::Endless => "leads to play that never ends",
                        }
                    )
                })
                .collect::<Vec<_>>()
                .join(", "),
        }
    };
    let open_line = if open_somewhere {
        "So the global readings (the mover ends lower after play to the end) leave the \
         definition open on these boards: on the positions they leave open some move leads to \
         a game that never ends, which no sentence of 000 scores (推论6 ends a game by four \
         passes; 公理十二 when both sides say so); 眼位已达最少 holds whichever way such a game \
         is counted. The local reading (the move gives up 恒气, (a); 推论2) decides every \
         position, so the claim depends on the reading of 自取灭亡."
    } else {
        "The definition decides every position of these boards."
    };
    // Whether XO/X. is a mutual atari: both sides' blocks have b1 as their one liberty, and
    // each side may take the other's there.
    let mutual = {
        let g = Grid::from_rows(&["XO", "X."]).expect("well formed");
        let takers: Vec<Color> = qili_spec::jpd::seki::capturable_one_liberty_blocks(&g)
            .iter()
            .filter(|(_, _, l)| l.guide_name(g.height()) == "b1")
            .map(|(owner, _, _)| owner.opponent())
            .collect();
        takers.contains(&Color::Black) && takers.contains(&Color::White)
    };
    let kind = if mutual {
        "it is a mutual atari on the shared liberty b1 (each side's block has b1 as its one \
         liberty, whoever plays there captures), not the 先攻者败 seki 推论7 names (贝濑尊明双活图, \
         where the one-liberty block stands because taking it ruins the taker), so it does not \
         decide that sentence either way"
    } else {
        "only one side may capture at b1"
    };
    // The horizon search the audit used before (two passes end a line, the board alone is the
    // key: the rule 推论6 对照 rejects) against this one on the same positions.
    let horizon = ideal_domain(b);
    let mut changed = 0u64;
    let mut changed_ex: Vec<String> = Vec::new();
    for (g, v, _) in &d.shapes {
        if let Some((_, hv)) = horizon.shapes.iter().find(|(hg, _)| hg == g) {
            let now = v.map(|x| x == ideal::ByOwnPlay::Yes);
            let then = hv.map(|x| x == ideal::Ideal::Yes);
            let then_no = hv.map(|x| matches!(x, ideal::Ideal::No(_)));
            let now_no = v.map(|x| matches!(x, ideal::ByOwnPlay::No(_)));
            if now != then || now_no != then_no {
                changed += 1;
                if changed_ex.len() < 3 {
                    changed_ex.push(g.rows().join("/"));
                }
            }
        }
    }
    let [hy, _, _] = horizon.counts(0);
    Evidence::by_readings(
        format!(
            "Decided by JPD's own play searched to the end (every legal real move of either side \
             ruins its mover; after it both play on, four passes end the game (推论6), no \
             whole-board shape with its pass stones repeats (公理十一), so a ko may be retaken \
             after passes, 隔虚提劫) on the {} positions with JPD-C7's shape of the {} positions \
             of every board up to {} points ({} states of play): {}. {open_line} XO/X. (the smallest one-liberty block the seki search \
             finds, [own-ruin: loses-area]): {seki}; {kind}. Larger boards are out of \
             reach of the exact search; the horizon search used before (6 plies, two passes end \
             a line, the board alone as the key, which 推论6 对照 rejects: 两虚(或两弃)终局的规定,\
             取消了隔虚提劫的合理下法) decides nothing here: it classes {changed} of these \
             positions otherwise (e.g. {}), and on the boards up to {} points it called {hy} of \
             {} positions ideal ([own-ruin: loses-area]).",
            d.shapes.len(),
            d.positions,
            OWN_PLAY_MAX_POINTS,
            d.states,
            parts.join("; "),
            changed_ex.join(", "),
            horizon.max_points,
            horizon.shapes.len(),
        ),
        readings,
    )
    .cases(d.shapes.len() as u64)
    .link("spec/src/jpd/exact.rs")
    .link("spec/src/jpd/ideal.rs#decide_by_own_play")
    .link("src/audit/documents.rs#c7_by_own_play")
}

/// JPD-A12, the checkable half: in the final position of every finished JPD game every stone
/// has a liberty, so "every stone with liberties is alive" decides every stone (all alive); the
/// stones Benson's test finds dead are counted (A12 calls them alive).
fn a12_live(b: Budget) -> Evidence {
    let games = finished_games(b);
    let mut benson_dead = 0u64;
    for g in games {
        let f = finished(g);
        for block in f.grid.blocks() {
            if f.grid.liberties(&block).is_empty() {
                return Evidence::counterexample(format!(
                    "a block without liberties at the end: {:?} after {:?}",
                    f.grid.rows(),
                    g.moves
                ))
                .cases(games.len() as u64)
                .link("src/audit/documents.rs#a12_live");
            }
        }
        benson_dead += u64::from(!DeadStones::auto(&f.grid).0.is_empty());
    }
    Evidence::searched(
        format!(
            "in the final positions of {} finished JPD games every stone has a liberty, so \
             JPD-A12 calls every stone alive; {benson_dead} of them hold stones Benson's test \
             finds dead (alive under JPD-A12 because nobody captured them)",
            games.len()
        ),
        None,
    )
    .cases(games.len() as u64)
    .link("src/audit/documents.rs#a12_live")
}

/// JPD-A12's ending, as 000 supplies it: 推论6 gives A12's words (永远也不再下了) to the third
/// and fourth of four consecutive passes (第三手虚着 … 我方永不再下实着了 … 第四手虚着 … 永不再下实着
/// 了,同意终局; 四虚终局由…“以人为本的终局公理”等推出), the first two only 暂且不下实着 (A12's
/// 暂时不下了, not an end: 甲乙双方连续的两虚着后,甲方是可以继续下实着的); 推论10 keeps the
/// suspension passes apart (为避免与四虚终局相混淆) and makes two of them 提议休止 … 同意休止, after
/// which 推论9(2) 做棋 and 推论9(4) 将棋做成“理想的最终局面”后,棋局为终止: the record stops at the
/// second suspension pass. Each sequence with whether the record stops there by the text.
fn a12_sequences() -> Vec<(&'static str, Vec<Move>, bool)> {
    let p = |c: Color| Move::Pass(c, PassKind::Ordinary);
    let s = |c: Color| Move::Pass(c, PassKind::Suspension);
    let (b, w) = (Color::Black, Color::White);
    let real = Move::Play(b, Point::new(0, 0));
    vec![
        ("two passes (暂且不下实着)", vec![p(b), p(w)], false),
        (
            "two passes, then a real move (甲方是可以继续下实着的)",
            vec![p(b), p(w), real],
            false,
        ),
        (
            "three passes (甲方 proposes, 乙方 has not agreed)",
            vec![p(b), p(w), p(b)],
            false,
        ),
        (
            "four passes (永不再下实着了 … 同意终局)",
            vec![p(b), p(w), p(b), p(w)],
            true,
        ),
        (
            "two passes, a real move, two passes",
            vec![p(b), p(w), real, p(w), p(b)],
            false,
        ),
        ("one suspension pass (提议休止 only)", vec![s(b)], false),
        (
            "two suspension passes (提议休止, 同意休止: 做棋, then 终止)",
            vec![s(b), s(w)],
            true,
        ),
        (
            "two passes, then two suspension passes",
            vec![p(b), p(w), s(b), s(w)],
            true,
        ),
        (
            "a suspension pass, then three passes (推论10: 为避免与四虚终局相混淆)",
            vec![s(b), p(w), p(b), p(w)],
            false,
        ),
    ]
}

/// JPD-A12, the ending: the game ends when both have declared they will never play again,
/// which 推论6 says four consecutive right-edge passes declare, or by 做棋 after 推论10's two
/// suspension passes (推论9(4)). Run on the sequences of [`a12_sequences`] (on the 2x2 board)
/// under each reading of which passes end or suspend the game: 000's two routes (the plain
/// model's `End::SuspendOrFourPasses`, and the engine under the `jpd` preset, which must agree
/// with it), four passes of any kind, and four right-edge passes alone (suspension passes
/// doing nothing). The last two contradict 推论10 and are set aside. A third suspension pass is
/// refused (the game stands suspended for 做棋).
fn a12_end(_: Budget) -> Evidence {
    let o = Options {
        end: End::SuspendOrFourPasses,
        ..JPD
    };
    let start = Position::start(2, 2);
    let seqs = a12_sequences();
    let any_four = |ms: &[Move]| ms.iter().rev().take_while(|m| m.is_pass()).count() >= 4;
    let mut wrong = Vec::new();
    let (mut any_differs, mut four_only_differs) = (Vec::new(), Vec::new());
    for (what, ms, over) in &seqs {
        if let Err((k, e)) = replay(start.clone(), ms, o) {
            wrong.push(format!("{what}: move {} refused ({e:?})", k + 1));
            continue;
        }
        let model = is_over(ms, o.end);
        let mut e = crate::go::Game::new(crate::rules::Rules::JPD, 2, 2).expect("a board");
        let engine_ok = ms.iter().all(|&m| {
            e.legal_moves()
                .into_iter()
                .find(|&x| crate::go::to_spec::spec_move(x) == m)
                .is_some_and(|x| e.play(x).is_ok())
        });
        if model != *over || !engine_ok || e.is_over() != *over {
            wrong.push(format!(
                "{what}: model over = {model}, engine over = {} (replayed: {engine_ok})",
                e.is_over()
            ));
        }
        if any_four(ms) != *over {
            any_differs.push(*what);
        }
        if is_over(ms, End::FourPasses) != *over {
            four_only_differs.push(*what);
        }
    }
    let s = |c: Color| Move::Pass(c, PassKind::Suspension);
    let third = replay(
        start,
        &[s(Color::Black), s(Color::White), s(Color::Black)],
        o,
    );
    if third.as_ref().map_err(|e| e.1.clone()) != Err(qili_spec::go::game::Illegal::GameOver) {
        wrong.push(format!(
            "a third suspension pass is not refused: {:?}",
            third.map(|r| r.moves.len())
        ));
    }
    let name = "end: four-passes-or-suspension (推论6, 推论10, 推论9(4))";
    Evidence::by_readings(
        format!(
            "A12's 永远也不再下了 is declared, by 推论6, by the third and fourth of four consecutive \
             right-edge passes (永不再下实着了 … 同意终局); two passes are only 暂时不下; two \
             suspension passes (推论10) hand the game to 做棋, after which it ends (推论9(4)). \
             Sequences: {}. [{name}] {} (plain model and the engine under `jpd`; a third \
             suspension pass is refused: the game stands suspended). 做棋 itself and 推论9(3)'s \
             dispute are JPD-C10's evidence; the agreement by words or gestures (推论8 双方一致同意 \
             终局, 推论10 可用语言、手势来作出表示) is no move of the model",
            seqs.iter()
                .map(|s| format!("{} ({})", s.0, if s.2 { "over" } else { "not over" }))
                .collect::<Vec<_>>()
                .join(", "),
            if wrong.is_empty() {
                format!("the record stops where the text says on all {} sequences", seqs.len())
            } else {
                wrong.join("; ")
            }
        ),
        vec![(name.to_string(), Status::from_holds(wrong.is_empty()))],
    )
    .cases(seqs.len() as u64)
    .link("spec/src/go/game.rs#is_over")
    .reject(
        "end: four-passes, any kind",
        "JPD-C10",
        format!(
            "推论10 为避免与四虚终局相混淆,各方应将表示休止的虚着之子下在靠近己方的棋盘下面的边界线外面: \
             differs on {}",
            any_differs.join("; ")
        ),
    )
    .reject(
        "end: four right-edge passes only",
        "JPD-C10",
        format!(
            "推论10 第二手虚着(乙方):同意休止 and 推论9(4) 将棋做成“理想的最终局面”后,棋局为终止: two \
             suspension passes are no move without effect; differs on {}",
            four_only_differs.join("; ")
        ),
    )
}

/// YG-10 提證死活, run by YG-8's procedure (003 虛手: 單官著完,雙方虛手,著手休止,清除死子如有歧見,
/// 著手可再繼續。死子清完,變 方再虛手,著手終了,四虛終局): after the suspension, play resumes
/// (Black first, 黑先白後、一次一手), the side around each disputed dead block fills its
/// liberties while the block's owner passes, until the block is captured (提取為死子); then
/// both pass and the game ends. Checked on every generated finished game with dead stones:
/// every move is legal under the Ying rules (the preset reading), YG-8's state is `Ended`
/// exactly at the last move, and the fill count after the play-out equals the count with the
/// stones removed by agreement (003 區別五: 提取規則改“提必有變”,地域定義改“子空皆地”,提證死活方
/// 可辦到). It would fail on a dead block that cannot be captured, or a play-out that moves the
/// margin. `None` when the play-out agrees; the problem otherwise.
fn yg10_play_out(c: &qili_spec::theorems::scoring::Case) -> Result<usize, String> {
    use qili_spec::yg::fill::YingFill;
    use qili_spec::yg::ko::{self as ying, YingKo};
    use qili_spec::yg::play::{yg_8_play_state, PlayState, YgEnding};
    let g0 = &c.game.grid;
    let pass = |col: Color| Move::Pass(col, PassKind::Ordinary);
    let start = Position {
        grid: g0.clone(),
        to_move: Color::Black,
        pass_stones: [0, 0],
        prisoners: [0, 0],
    };
    // The suspension that came before: YG-8's two passes.
    let mut moves: Vec<Move> = Vec::new();
    let mut history =
        ying::replay(start.clone(), &moves, YingKo::PRESET).map_err(|e| format!("start: {e:?}"))?;
    let mut to_move = Color::Black;
    let mut dead: Vec<Point> = c.dead.0.clone();
    dead.sort();
    let limit = 4 * g0.area() + 8;
    while moves.len() < limit {
        let g = &history.last().expect("a position").grid;
        // The first disputed stone still on the board, and a liberty of its block.
        let Some(&d) = dead.iter().find(|&&p| g.get(p) != Cell::Empty) else {
            break;
        };
        let Cell::Stone(owner) = g.get(d) else {
            unreachable!("found on the board")
        };
        let capturer = owner.opponent();
        let mv = if to_move == capturer {
            let mut libs: Vec<Point> = g.liberties(&g.block(d)).into_iter().collect();
            libs.sort();
            Move::Play(capturer, libs[0])
        } else {
            pass(to_move)
        };
        moves.push(mv);
        history = ying::replay(start.clone(), &moves, YingKo::PRESET).map_err(|(i, e)| {
            format!(
                "move {} of the play-out ({mv:?}) is forbidden: {e:?}",
                i + 1
            )
        })?;
        to_move = to_move.opponent();
    }
    if moves.len() >= limit {
        return Err(format!("no capture within {limit} moves"));
    }
    moves.push(pass(to_move));
    moves.push(pass(to_move.opponent()));
    let mut all = vec![pass(Color::Black), pass(Color::White)];
    all.extend(moves.iter().copied());
    for k in 2..all.len() {
        let st = yg_8_play_state(&all[..k], YgEnding::SuspendThenEnd);
        if st == PlayState::Ended {
            return Err(format!(
                "YG-8 ends the game at move {k}, before the play-out is over"
            ));
        }
    }
    if yg_8_play_state(&all, YgEnding::SuspendThenEnd) != PlayState::Ended {
        return Err("YG-8 does not end the game after the play-out".into());
    }
    let end = ying::replay(start, &moves, YingKo::PRESET)
        .map_err(|e| format!("{e:?}"))?
        .pop()
        .expect("a position");
    let after = YingFill::YING.score(&FinishedGame::setup(end.grid), &DeadStones::none());
    let agreed = YingFill::YING.score(&c.game, &c.dead);
    if (after.margin - agreed.margin).abs() > 1e-9 {
        return Err(format!(
            "the play-out moves the fill-count margin from {} to {}",
            agreed.margin, after.margin
        ));
    }
    Ok(moves.len())
}

/// YG-10 on a life and death that hangs on a ko (003 死活: 任何劫型死活,一律提證死活), disputed
/// after YG-8's suspension, derived by hand. 6x4, `O.O.OX/XOOOOX/.XXXXX/......`, Black to move:
/// White's six stones have the eye c1 (x = 3) and, if White's corner stone a1 stands, b1; the
/// corner is a ko. Black takes it at b1 (White's six are then in atari at d1); White passes,
/// Black passes: play is suspended, Black holding White dead. White disputes and play resumes:
///
/// - **defender answers**: White retakes at a1 (the two suspension passes are the interval,
///   凡提取熱子須間隔一實手或虛手), Black's retake at b1 at once is refused (爭窮), Black passes,
///   White takes a2's stone at a3 (the ko is over: two eyes), two passes end the game. The six
///   are never captured: 不提取為活子.
/// - **defender passes**: Black plays d1 and captures the six (提取為死子), two passes end it.
///
/// Under each reading `ys`: every move legal but the refused retake, YG-8's state `Ended`
/// exactly at the last move and not before, and the six standing (first case) or captured
/// (second). Returns one line per reading and whether all of it came out so.
fn yg10_ko_disputes(ys: &[qili_spec::yg::ko::YingKo]) -> (Vec<String>, bool) {
    use qili_spec::yg::ko::{self as ying, Exhaustion};
    use qili_spec::yg::play::{yg_8_play_state, PlayState, YgEnding};
    let grid = Grid::from_rows(&["O.O.OX", "XOOOOX", ".XXXXX", "......"]).expect("rows");
    let start = Position {
        grid,
        to_move: Color::Black,
        pass_stones: [0, 0],
        prisoners: [0, 0],
    };
    let (b, w) = (
        |x, y| Move::Play(Color::Black, Point::new(x, y)),
        |x, y| Move::Play(Color::White, Point::new(x, y)),
    );
    let (bp, wp) = (
        Move::Pass(Color::Black, PassKind::Ordinary),
        Move::Pass(Color::White, PassKind::Ordinary),
    );
    let six = Point::new(2, 0);
    let suspension = [b(1, 0), wp, bp];
    let answers: Vec<Move> = suspension
        .iter()
        .copied()
        .chain([w(0, 0), bp, w(0, 2), bp, wp])
        .collect();
    let passes: Vec<Move> = suspension
        .iter()
        .copied()
        .chain([wp, b(3, 0), wp, bp])
        .collect();
    let mut lines = Vec::new();
    let mut ok = true;
    for &y in ys {
        let mut parts = Vec::new();
        for (name, moves, alive) in [
            ("defender answers", &answers, true),
            ("defender passes", &passes, false),
        ] {
            let ends_at_last = (1..moves.len()).all(|k| {
                yg_8_play_state(&moves[..k], YgEnding::SuspendThenEnd) != PlayState::Ended
            }) && yg_8_play_state(moves, YgEnding::SuspendThenEnd)
                == PlayState::Ended;
            let suspended =
                yg_8_play_state(&moves[..3], YgEnding::SuspendThenEnd) == PlayState::Suspended;
            let outcome = match ying::replay(start.clone(), moves, y) {
                Err((i, e)) => {
                    ok = false;
                    format!("move {} refused ({e:?})", i + 1)
                }
                Ok(h) => {
                    let stands =
                        h.last().expect("a position").grid.get(six) == Cell::Stone(Color::White);
                    ok &= stands == alive && ends_at_last && suspended;
                    format!(
                        "{}, {}",
                        if stands {
                            "the six stand (不提取為活子)"
                        } else {
                            "the six captured (提取為死子)"
                        },
                        if ends_at_last && suspended {
                            "suspended at move 3, ended at the last move"
                        } else {
                            "YG-8's state not as expected"
                        }
                    )
                }
            };
            parts.push(format!("{name}: {outcome}"));
        }
        // Black's retake at once after White's retake following the suspension.
        let refused = ying::why_forbidden(&start, &answers[..4], b(1, 0), y);
        ok &= refused == Some(Exhaustion::HotStone);
        parts.push(format!("Black's retake at once after it: {refused:?}"));
        lines.push(format!("{}: {}", y.name(), parts.join("; ")));
    }
    (lines, ok)
}

/// YG-10 on every named ko shape (003 死活: 任何劫型死活,一律提證死活): single and triple ko
/// (`spec/src/ts/cycles.rs`), eternal life, sending two returning one, double ko, double-ko
/// seki, round-robin ko and molasses ko (`spec/src/shapes.rs`), each on its own board (the rest
/// settled: nothing else to play), disputed after YG-8's suspension and played out by
/// [`qili_spec::yg::dispute::dispute`] under each reading of `ys`, with either side moving
/// first and the defender passing or answering. Returns one line per shape, the number of
/// cases, those YG-8 did not end within the play-out's limit (the claim would fail on one:
/// a dispute play does not settle), and those whose ending pair began with a pass made as
/// the ko interval (爭劫 間隔一虛手) because the passer's capture was refused.
/// Also the shapes where that happened and how many of those cases end on the start board.
fn yg10_shape_disputes(ys: &[qili_spec::yg::ko::YingKo]) -> ShapeDisputes {
    use qili_spec::yg::dispute::{dispute, Defender};
    let mut shapes = vec![
        qili_spec::ts::cycles::single_ko(),
        qili_spec::ts::cycles::triple_ko(),
    ];
    shapes.extend(qili_spec::shapes::shapes());
    let (mut cases, mut open, mut interval, mut on_start) = (0, 0, 0, 0);
    let mut interval_shapes: Vec<&'static str> = Vec::new();
    let mut open_shapes: Vec<&'static str> = Vec::new();
    let mut lines = Vec::new();
    for s in &shapes {
        let mut parts = Vec::new();
        for first in [Color::Black, Color::White] {
            for d in [Defender::Passes, Defender::Answers] {
                let texts: Vec<String> = ys
                    .iter()
                    .map(|&y| {
                        let r = dispute(s, y, first, d);
                        cases += 1;
                        if !r.ended {
                            open += 1;
                            if !open_shapes.contains(&s.name) {
                                open_shapes.push(s.name);
                            }
                        }
                        if r.interval_pass_ends {
                            interval += 1;
                            on_start += usize::from(r.end.grid == s.start.grid);
                            if !interval_shapes.contains(&s.name) {
                                interval_shapes.push(s.name);
                            }
                        }
                        let taken = |c: Color| r.taken[qili_spec::go::game::side(c)].len();
                        format!(
                            "{} of Black's and {} of White's stones taken, {} after {} moves{}",
                            taken(Color::Black),
                            taken(Color::White),
                            if r.ended { "ended" } else { "NOT ended" },
                            r.moves.len(),
                            if r.interval_pass_ends {
                                ", the ending pair begun by an interval pass"
                            } else {
                                ""
                            }
                        )
                    })
                    .collect();
                let outcome = if texts.iter().all(|t| t == &texts[0]) {
                    texts[0].clone()
                } else {
                    ys.iter()
                        .zip(&texts)
                        .map(|(y, t)| format!("{}: {t}", y.name()))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                parts.push(format!(
                    "{first:?} first, defender {}: {outcome}",
                    if d == Defender::Passes {
                        "passes"
                    } else {
                        "answers"
                    }
                ));
            }
        }
        lines.push(format!("{}: {}", s.name, parts.join("; ")));
    }
    ShapeDisputes {
        lines,
        cases,
        open,
        open_shapes,
        interval,
        interval_shapes,
        on_start,
    }
}

/// What [`yg10_shape_disputes`] computes.
struct ShapeDisputes {
    lines: Vec<String>,
    cases: usize,
    open: usize,
    open_shapes: Vec<&'static str>,
    interval: usize,
    interval_shapes: Vec<&'static str>,
    on_start: usize,
}

fn yg10(b: Budget) -> Evidence {
    use qili_spec::theorems::scoring::{finished_domain, generated};
    let n = match b {
        Budget::Default => 400,
        Budget::Thorough => 4000,
    };
    let cases: Vec<_> = generated(7, n)
        .into_iter()
        .filter(finished_domain)
        .filter(|c| !c.dead.0.is_empty())
        .collect();
    let mut longest = 0;
    let mut first = None;
    let mut bad = 0;
    for c in &cases {
        match yg10_play_out(c) {
            Ok(m) => longest = longest.max(m),
            Err(e) => {
                bad += 1;
                first.get_or_insert_with(|| {
                    format!("{e}: {}", crate::scoring::theorems::command(c))
                });
            }
        }
    }
    let kept: Vec<_> = ["ying-marks", "ying-marks-strict"]
        .iter()
        .filter_map(|n| qili_spec::yg::ko::YingKo::from_name(n))
        .collect();
    let (ko_lines, ko_ok) = yg10_ko_disputes(&kept);
    if !ko_ok && first.is_none() {
        first = Some(format!(
            "a ko disputed after the suspension: {}",
            ko_lines.join(" | ")
        ));
    }
    let ShapeDisputes {
        lines: shape_lines,
        cases: shape_cases,
        open: shape_open,
        interval: shape_interval,
        interval_shapes,
        on_start,
        ..
    } = yg10_shape_disputes(&kept);
    // The control: the readings YG-12 sets aside, which decide nothing here but show that a
    // dispute the ko rules let cycle is one the check finds.
    let aside: Vec<_> = qili_spec::yg::ko::YingKo::ALL
        .into_iter()
        .filter(|y| !kept.contains(y))
        .collect();
    let control = yg10_shape_disputes(&aside);
    if shape_open > 0 && first.is_none() {
        first = Some(format!(
            "{shape_open} disputes on the named ko shapes did not end: {}",
            shape_lines.join(" | ")
        ));
    }
    Evidence::searched(
        format!(
            "A life and death hanging on a ko (任何劫型死活,一律提證死活), disputed after the \
             suspension, 6x4 `O.O.OX/XOOOOX/.XXXXX/......` (columns a-f, rows 1-4 from the top), Black to move: Black takes the ko at \
             b1, both pass (suspended, Black holding White's six dead), then the defender either \
             retakes at a1 and wins the ko, or passes and Black captures at d1. Under the two \
             readings YG-12 keeps: {}. So the dispute is settled by play either way, with a \
             definite result. \
             YG-8 gives the procedure YG-10 needs (著手休止 … 清除死子如有歧見,著手可再繼續 … 變 方再虛手,著手終了): \
             on {} generated finished games with stones agreed dead, the dead stones were proved \
             dead by capture (提取為死子) after the suspension, the owner passing, {} of them \
             with every move legal under the Ying rules (the `ying` preset's ko reading, ying-marks), YG-8's state ending the \
             game at the last pass and the fill count unchanged from the agreed removal (longest \
             play-out {longest} moves); on these games the defender passes (the domain is the \
             dispute over stones the generator marks dead by Benson's test, no ko among them). \
             Every named ko shape (任何劫型), each on its own board with nothing else to play, \
             disputed after the suspension ({shape_cases} cases: 8 shapes x the 2 readings x \
             either side first x the defender passing or answering; the side moving first \
             proves by capture: it takes a block in atari if the ko reading allows, else plays \
             the first move of its colour in the shape's cycle the reading allows, else passes; \
             an answering defender plays the same way): {}. {} of the {shape_cases} did not end \
             within 4 x area + 16 moves (one that did not would falsify the claim: the \
             dispute not settled by play); each of the others ends with a definite position: the \
             stones taken are dead (提取為死子), the rest stand (不提取為活子). In \
             {shape_interval} of them ({}) the pair of passes that ends the game (變方再虛手,\
             著手終了) begins with a pass made as the ko interval (凡提取熱子須間隔一實手或虛手), \
             the passer's retake being refused: the game ends there, as both sentences allow, \
             {on_start} of the {shape_interval} on the start board (the seki walls standing). \
             The check can fail: under the {} readings YG-12 sets aside (a control, deciding \
             nothing), {} of their {} cases never end ({}: a cycle with passes in it that the \
             reading lets go on, never two passes in a row)",
            ko_lines.join("; "),
            cases.len(),
            cases.len() - bad,
            shape_lines.join("; "),
            shape_open,
            interval_shapes.join(", "),
            aside.len(),
            control.open,
            control.cases,
            control.open_shapes.join(", ")
        ),
        first,
    )
    .cases(cases.len() as u64 + 2 * kept.len() as u64 + shape_cases as u64)
    .link("spec/src/yg/play.rs#yg_8_play_state")
    .link("spec/src/yg/ko.rs")
    .link("src/audit/documents.rs#yg10_ko_disputes")
    .link("spec/src/yg/dispute.rs")
}

fn yg11(_: Budget) -> Evidence {
    Evidence::undecidable(
        "YG-11 names four classes and ten types of liberty (虛/實, 爭/攪; 地氣, 眼氣, 公氣, \
         眼公氣, 眼劫氣, 公劫氣, 四劫氣 ...) but defines none of the ten types on a position. What \
         003 does supply: 配對 by example in 劫型 (黑白虎口配對造成“劫型”: two tiger's mouths \
         paired make a ko shape), and 劫子 (劫型中可互提之子). What it does not: what makes a \
         liberty inner or outer (內氣, 外氣), what 成雙 (實氣皆為內氣至少“成雙”) counts, and \
         which points are 地氣, 眼氣, 眼劫氣 ... So no liberty of a board can be classified into \
         the ten types and no statement about them can be checked. It adds no rule beyond \
         capture (YG-9) and the ko rules (YG-12..14).",
    )
}

/// TS-3 凡棋赖以生存的起码空位都不是"路": the minimum eye space is not a route, so route margin =
/// area margin - 2 x (independent groups B - W) (T4's identity). The sentence excludes seki
/// (每块活棋(不包括公活)), so it is tested on the finished positions with no seki only (every
/// finished position of the boards up to 12 points, T4's enumeration, and the generated
/// finished games); those with a seki are counted and left out. Two readings of the tax, each with its
/// words: `eye-tax: two-per-independent-group` (总有两点任其空虚: two points a group) and
/// `eye-tax: basic-eyes-of-each-group` (凡棋赖以生存的起码空位: the fewest points each group
/// lives on, found by search, `BasicEyes::MinimalForLife`); each routes the game by hz5 under
/// its tax and checks the identity with two a group, so the second fails where a seki-free
/// group's fewest points are not two. The count of games where the two taxes give other routes
/// is shown.
fn ts3(b: Budget) -> Evidence {
    use qili_spec::go::life::{BasicEyes, SekiRoutes};
    use qili_spec::go::score::settle;
    use qili_spec::hz::hz5;
    use qili_spec::theorems::scoring::{finished_domain, generated, predicates, t4, Case};
    let n = match b {
        Budget::Default => 400,
        Budget::Thorough => 4000,
    };
    let fewest = EyeOptions {
        basic_eyes: BasicEyes::MinimalForLife,
        seki: SekiRoutes::FewestForLife,
    };
    let taxes = [
        ("eye-tax: two-per-independent-group", EyeOptions::DOCUMENTS),
        ("eye-tax: basic-eyes-of-each-group", fewest),
    ];
    let (mut seki, mut checked, mut differ) = (0u64, 0u64, 0u64);
    let mut fails = [0u64; 2];
    let mut first: [Option<(usize, String, String)>; 2] = [None, None];
    let enumerated: Vec<&Case> = super::scoring::exhaustive_finished()
        .iter()
        .flat_map(|(_, cs)| cs.iter())
        .collect();
    let played: Vec<Case> = generated(7, n)
        .into_iter()
        .filter(finished_domain)
        .collect();
    for c in enumerated.iter().copied().chain(played.iter()) {
        let s = settle(&c.game, &c.dead);
        if life::units(&s.grid, SekiTest::TouchesNeutral)
            .iter()
            .any(|u| u.in_seki)
        {
            seki += 1;
            continue;
        }
        checked += 1;
        if hz5(&c.game, &c.dead, taxes[0].1).routes != hz5(&c.game, &c.dead, taxes[1].1).routes {
            differ += 1;
        }
        for (i, (_, opts)) in taxes.iter().enumerate() {
            if let Err(e) = t4(c, *opts) {
                fails[i] += 1;
                let key = c.game.grid.area();
                if first[i].as_ref().is_none_or(|(k, _, _)| key < *k) {
                    first[i] = Some((key, crate::scoring::theorems::command(c), e));
                }
            }
        }
    }
    // The T4 readings differ only in how seki points are counted: on seki-free games they are
    // one reading.
    let t4_readings = predicates().iter().filter(|p| p.0 == "T4").count();
    let mut readings = Vec::new();
    let mut lines = Vec::new();
    for (i, (name, _)) in taxes.iter().enumerate() {
        let mut r = super::Reading::from((name.to_string(), Status::from_holds(fails[i] == 0)))
            .tally(checked, fails[i]);
        lines.push(format!("[{name}] {}/{checked} fail", fails[i]));
        if let Some((_, cmd, e)) = &first[i] {
            r = r.witness(cmd.clone());
            lines.push(format!("(smallest: {e}: {cmd})"));
        }
        readings.push(r);
    }
    Evidence::over(
        format!(
            "route margin = area margin - 2 x (independent groups B - W) on {checked} finished \
             positions without seki (of {} enumerated, every finished position of the boards up \
             to {} points, and {} generated finished games; {seki} with a seki left out, 不包括公活; \
             T4's {t4_readings} readings agree where there is no seki), the routes under each \
             reading of the tax: {}. The two taxes give other routes on {differ} of the \
             {checked} positions; what would tell them apart is a seki-free group whose fewest \
             points to live on are not two, and the count says whether the domain holds one.",
            enumerated.len(),
            super::scoring::T4_EXHAUSTIVE_POINTS,
            played.len(),
            lines.join(" ")
        ),
        readings,
    )
    .cases(checked)
    .link("spec/src/theorems/scoring.rs#t4")
}

/// The checks of the document claims no other area covers (JPD-A1, A2, C2, A12, YG-10, YG-11).
pub fn checks() -> Vec<Check> {
    vec![
        Check {
            id: "JPD-A1",
            code: "qili_spec::jpd::area::JpdBoardPoints (against a point-by-point area count)",
            run: a1,
        },
        Check {
            id: "JPD-A1",
            code: "qili_spec::jpd::area::JpdAsReached (against a point-by-point area count)",
            run: a1_four_pass,
        },
        Check {
            id: "JPD-A2",
            code: "qili_spec::jpd::area::board_points",
            run: a2,
        },
        Check {
            id: "JPD-C2",
            code: "qili_spec::go::life::units; qili_spec::jpd::ideal::decide_each",
            run: c2,
        },
        Check {
            id: "JPD-C7",
            code: "qili_spec::jpd::ideal::decide_by_own_play",
            run: c7_by_own_play,
        },
        Check {
            id: "JPD-A12",
            code: "qili::audit::documents (liberties of final positions)",
            run: a12_live,
        },
        Check {
            id: "JPD-A12",
            code: "qili_spec::go::game::is_over (End::SuspendOrFourPasses)",
            run: a12_end,
        },
        Check {
            id: "TS-3",
            code: "qili_spec::theorems::scoring::t4 (seki-free finished games)",
            run: ts3,
        },
        Check {
            id: "YG-10",
            code: "qili_spec::yg::play::yg_8_play_state; qili_spec::yg::ko::replay",
            run: yg10,
        },
        Check {
            id: "YG-11",
            code: "qili::audit::documents",
            run: yg11,
        },
    ]
}
