//! Audit checks: scoring. Every HZ-*, TS-1..5, TS-8..10, YG-1, YG-3, YG-15..19, JPD-A8, A9, C3,
//! C7, C8, C9 claim this code can decide, and T1-T5 run on generated games (`Default`: 400 cases
//! a theorem, `Thorough`: 4000), each with its status, cases and the tests behind it.

use super::{Budget, Check, Evidence, Status};
use crate::scoring::theorems::{self, Outcome};
use qili_spec::go::grid::{Color, Grid, Point};
use qili_spec::go::life::{self, BasicEyes, EyeOptions, SekiRoutes, SekiTest};
use qili_spec::go::score::{settle, Aga, ChineseArea, DeadStones, FinishedGame, Scorer};
use qili_spec::hz::hz5;
use qili_spec::theorems::scoring::{finished_domain, generated, Case};
use qili_spec::ts::filling::tang_song;
use qili_spec::yg::fill::{fill_count, YingFill, YingPoints, YG19_KOMI};

const GOLDEN: &str = "tests/scoring_golden.rs";
const THEOREMS: &str = "tests/scoring_theorems.rs";

/// Every check of this area whose claim is in the registry (the registry is filled by the
/// claims work; a check for an ID it does not list yet waits there, see [`all_checks`]).
pub fn checks() -> Vec<Check> {
    all_checks()
        .into_iter()
        .filter(|k| qili_spec::registry::find(k.id).is_some())
        .collect()
}

/// Every check of this area, registered or not.
pub fn all_checks() -> Vec<Check> {
    vec![
        check("HZ-1", "qili_spec::go::life::eye_point", hz1),
        check("HZ-2", "qili_spec::go::life::reserved_eyes", hz2),
        check("HZ-3", "qili_spec::go::life::routes", hz3),
        check("HZ-4", "qili_spec::theorems::scoring::t1", hz4),
        check("HZ-5", "qili_spec::hz::hz5", hz5_check),
        check("HZ-6", "qili_spec::hz::hz5", hz6),
        check("HZ-7", "qili_spec::hz::hz7_stones_each", hz7),
        check("HZ-EX1", "qili_spec::hz::HzRoutes", hz_ex1),
        check("TS-1", "qili_spec::ts::filling::tang_song", ts1),
        check("TS-2", "qili_spec::ts::filling::ts2_even_ending", ts2),
        check("TS-3", "qili_spec::go::life::reserved_eyes", ts3),
        check("TS-4", "qili_spec::ts::filling::japanese_from_routes", ts4),
        check("TS-5", "qili_spec::ts::filling::TangSongFilling", ts5),
        check("TS-8", "qili_spec::go::life::SekiRoutes::TangSong", ts8),
        check("TS-9", "qili_spec::go::life::SekiRoutes::TangSong", ts9),
        check("TS-10", "qili_spec::ts::filling::tang_song", ts10),
        check("YG-1", "qili_spec::yg::fill::fill_count", yg1),
        check("YG-3", "qili_spec::yg::fill::fill_count", yg3),
        check("YG-15", "qili_spec::yg::fill::fill_count", yg15),
        check("YG-16", "qili_spec::yg::fill::fill_count", yg16),
        check(
            "YG-17",
            "qili_spec::yg::fill::YingPoints::TwoPerStone",
            yg17,
        ),
        check(
            "YG-18",
            "qili_spec::yg::fill::YingPoints::ThreePerStone",
            yg18,
        ),
        check("YG-19", "qili_spec::yg::fill::YG19_KOMI", yg19),
        check(
            "JPD-A8",
            "qili_spec::go::life::ideal_final_position",
            jpd_a8,
        ),
        check("JPD-A9", "qili_spec::jpd::area::SharedLiberties", jpd_a9),
        check("JPD-C2", "qili_spec::go::life::units", jpd_c2),
        check("JPD-C3", "qili_spec::jpd::area::board_points", jpd_c3),
        check(
            "JPD-C7",
            "qili_spec::go::life::ideal_final_position",
            jpd_c7,
        ),
        check(
            "JPD-C8",
            "qili_spec::go::life::is_ideal_final_position",
            jpd_c8,
        ),
        check("JPD-C9", "qili_spec::jpd::area::JpdBoardPoints", jpd_c9),
        check(
            "JPD-C11",
            "qili_spec::go::life::ideal_final_position",
            jpd_c11,
        ),
        check("T1", "qili_spec::theorems::scoring::t1", t1),
        check("T2", "qili_spec::theorems::scoring::t2", t2),
        check("T3", "qili_spec::theorems::scoring::t3_aga", t3),
        check("T4", "qili_spec::theorems::scoring::t4", t4),
        check("T5", "qili_spec::theorems::scoring::t5", t5),
    ]
}

fn check(id: &'static str, code: &'static str, run: fn(Budget) -> Evidence) -> Check {
    Check { id, code, run }
}

fn n_cases(b: Budget) -> usize {
    match b {
        Budget::Default => 400,
        Budget::Thorough => 4000,
    }
}

fn verdict(ok: bool) -> Status {
    if ok {
        Status::Holds
    } else {
        Status::Fails
    }
}

fn grid(rows: &[&str]) -> Grid {
    Grid::from_rows(rows).expect("the audit's diagrams are well formed")
}

/// Finished generated games (the theorems' domain).
fn finished_cases(b: Budget) -> Vec<Case> {
    generated(7, n_cases(b))
        .into_iter()
        .filter(finished_domain)
        .collect()
}

const HZ_EX1: [&str; 7] = qili_spec::hz::HZ_EX1_SUSPENDED;

fn hz_ex1_game() -> (FinishedGame, DeadStones) {
    let g = grid(&HZ_EX1);
    let dead = DeadStones(vec![Point::new(2, 5)]);
    let game = FinishedGame {
        grid: g,
        prisoners: [1, 1],
        pass_stones: [0, 0],
        moves: 42,
        last_mover: Some(Color::White),
    };
    (game, dead)
}

fn hz1(_: Budget) -> Evidence {
    let g = grid(&["X.O", "XXO", ".OO"]);
    let ok = life::eye_point(&g, Point::new(1, 0)) == Some(life::EyeOf::Both)
        && life::eye_point(&g, Point::new(0, 2)) == Some(life::EyeOf::Both);
    Evidence::new(
        verdict(ok),
        "An eye point is an empty point whose neighbours are all stones of one side; a shared \
         liberty in seki is an eye point of both.",
    )
    .link("spec/src/go/life.rs::tests::eye_points_of_one_side_and_of_both")
}

fn hz2(b: Budget) -> Evidence {
    // HZ-EX1 under both readings of "two basic eyes per group", then the generated games on
    // which the readings give different routes.
    let per_block_opts = EyeOptions {
        basic_eyes: BasicEyes::PerBlock,
        seki: SekiRoutes::TangSong,
    };
    let (game, dead) = hz_ex1_game();
    let per_unit = hz5(&game, &dead, EyeOptions::DOCUMENTS).routes;
    let per_block = hz5(&game, &dead, per_block_opts).routes;
    let unit_ok = per_unit == [1, 0];
    let block_ok = per_block == [1, 0];
    let cases = finished_cases(b);
    let mut differ = 0;
    let mut ex = None;
    for c in &cases {
        let s = settle(&c.game, &c.dead);
        if life::routes(&s.grid, EyeOptions::DOCUMENTS) != life::routes(&s.grid, per_block_opts) {
            differ += 1;
            ex.get_or_insert_with(|| theorems::command(c));
        }
    }
    Evidence::new(
        verdict(unit_ok && block_ok),
        format!(
            "HZ-EX1 (document: Black 1, White 0): per independent unit {per_unit:?}, per block {per_block:?}. The readings give different routes on {differ}/{} finished generated games{}.",
            cases.len(),
            ex.map(|e| format!(" (e.g. {e})")).unwrap_or_default()
        ),
    )
    .cases(cases.len() as u64)
    .reading("basic eyes per independent unit", verdict(unit_ok))
    .reading("basic eyes per block", verdict(block_ok))
    .link(format!("{GOLDEN}::hz_ex1_backfilling_gives_21_stones_each_and_black_wins_by_one_route"))
}

fn hz3(_: Budget) -> Evidence {
    let g = grid(&qili_spec::hz::HZ_EX1_BACKFILLED);
    let r = life::routes(&g, EyeOptions::DOCUMENTS);
    Evidence::new(
        verdict(r == [1, 0]),
        format!("Route points = own empty points minus basic eyes: HZ-EX1's back-filled diagram gives {r:?} (document: Black 1 at b5, White 0)."),
    )
    .link(format!("{GOLDEN}::hz_ex1_the_documents_backfilled_diagram_has_the_same_routes"))
}

fn theorem(id: &str, b: Budget) -> Vec<Outcome> {
    theorems::run(id, 1, n_cases(b))
}

fn theorem_evidence(id: &str, b: Budget, what: &str) -> Evidence {
    let out = theorem(id, b);
    let dir = std::path::Path::new("findings");
    let mut ev = Evidence::new(Status::Holds, "");
    let mut summary = vec![what.to_string()];
    let mut any_hold = false;
    let mut any_fail = false;
    for o in &out {
        let ok = o.holds_on_finished_games();
        any_hold |= ok;
        any_fail |= !ok;
        ev = ev.reading(o.reading, verdict(ok));
        summary.push(format!("[{}] {}", o.reading, o.tally()));
        if let Some(f) = theorems::finding(o) {
            summary.push(format!("counterexample: {}", f.command));
            let path = format!("findings/{}/{}.json", f.claim, f.name);
            let _ = f.write(dir);
            ev = ev.link(path);
        }
    }
    ev.status = match (any_hold, any_fail) {
        (true, true) => Status::Depends,
        (false, true) => Status::Fails,
        _ => Status::Holds,
    };
    ev.summary = summary.join(" ");
    ev.cases = out.first().map_or(0, |o| o.cases() as u64);
    ev.link(THEOREMS)
}

fn hz4(b: Budget) -> Evidence {
    theorem_evidence(
        "T1",
        b,
        "子路皆子: each route stands for one live stone (checked as T1).",
    )
}

fn hz5_check(_: Budget) -> Evidence {
    let (game, dead) = hz_ex1_game();
    let r = hz5(&game, &dead, EyeOptions::DOCUMENTS);
    let ok = r.stones == [21, 21] && r.routes == [1, 0];
    Evidence::new(
        verdict(ok),
        format!(
            "HZ-EX1 by the procedure: stones after back-filling {:?} (document 21 each), routes {:?} (document 1, 0).",
            r.stones, r.routes
        ),
    )
    .link(format!("{GOLDEN}::hz_ex1_backfilling_gives_21_stones_each_and_black_wins_by_one_route"))
}

/// After HZ-5 with HZ-6 both sides have equal stones on finished games with no stones left off.
fn equal_stones(b: Budget, odd: bool) -> (u64, u64, Option<String>) {
    let (mut n, mut bad) = (0, 0);
    let mut example = None;
    for c in finished_cases(b) {
        if (c.game.moves % 2 == 1) != odd {
            continue;
        }
        let r = hz5(&c.game, &c.dead, EyeOptions::DOCUMENTS);
        n += 1;
        // HZ-5's rare case: stones left off the board are balanced with the ones on it.
        if r.stones[0] + r.left_off[0] != r.stones[1] + r.left_off[1] {
            bad += 1;
            example.get_or_insert_with(|| theorems::command(&c));
        }
    }
    (n, bad, example)
}

fn hz6(b: Budget) -> Evidence {
    let (n, bad, ex) = equal_stones(b, true);
    Evidence::new(
        verdict(bad == 0),
        format!(
            "Games with an odd move count: after back-filling and Black's negative move both sides have equal stones (counting those left off the board, HZ-5's rare case) in {}/{n} finished games{}.",
            n - bad,
            ex.map(|e| format!("; counterexample: {e}")).unwrap_or_default()
        ),
    )
    .cases(n)
}

fn hz7(b: Budget) -> Evidence {
    let mut n = 0;
    let mut bad = 0;
    for c in finished_cases(b) {
        let Some(each) = qili_spec::hz::hz7_stones_each(c.game.moves) else {
            continue;
        };
        let r = hz5(&c.game, &c.dead, EyeOptions::DOCUMENTS);
        n += 1;
        if [r.stones[0] + r.left_off[0], r.stones[1] + r.left_off[1]] != [each, each] {
            bad += 1;
        }
    }
    Evidence::new(
        verdict(bad == 0),
        format!(
            "With 2n moves the back-filled board holds n stones a side (counting those left off, HZ-5's rare case): {}/{n} finished games.",
            n - bad
        ),
    )
    .cases(n)
    .link("spec/src/hz.rs::tests::hz7_halves_an_even_move_count")
}

fn hz_ex1(_: Budget) -> Evidence {
    let (game, dead) = hz_ex1_game();
    let hz = qili_spec::hz::HzRoutes {
        options: EyeOptions::DOCUMENTS,
        komi: 0.0,
    }
    .score(&game, &dead);
    let cn = ChineseArea { komi: 0.0 }.score(&game, &dead);
    let ok = hz.result == "B+1" && cn.black == 24.0 && cn.white == 25.0;
    Evidence::new(
        verdict(ok),
        format!(
            "HZ-EX1: routes {} (document B+1); Chinese area Black {} White {} (document 24, 25).",
            hz.result, cn.black, cn.white
        ),
    )
    .link(format!(
        "{GOLDEN}::hz_ex1_backfilling_gives_21_stones_each_and_black_wins_by_one_route"
    ))
    .link(format!(
        "{GOLDEN}::hz_ex1_chinese_area_is_white_25_black_24"
    ))
}

fn ts1(b: Budget) -> Evidence {
    // Filling the opponent's dead stones into its area and comparing empty points decides as the
    // Japanese filling with prisoners does (AGA: passes hand over prisoners too): margins before
    // the eye reservation agree.
    let (mut n, mut bad) = (0, 0);
    for c in finished_cases(b) {
        n += 1;
        let t = tang_song(&c.game, &c.dead, EyeOptions::DOCUMENTS);
        let s = settle(&c.game, &c.dead);
        let mut reserve = [0i64; 2];
        for u in life::units(&s.grid, SekiTest::TouchesNeutral) {
            reserve[if u.colour == Color::Black { 0 } else { 1 }] +=
                life::reserved_eyes(&u, EyeOptions::DOCUMENTS) as i64;
        }
        let ts_margin = (t.routes[0] + reserve[0]) - (t.routes[1] + reserve[1]);
        let aga = Aga { komi: 0.0 }.score(&c.game, &c.dead).margin;
        if (ts_margin as f64 - aga).abs() > 1e-9 {
            bad += 1;
        }
    }
    Evidence::new(
        verdict(bad == 0),
        format!(
            "Filling margin (before the eye reservation) = territory-with-prisoners margin (passes as prisoners, TS-10) on {}/{n} finished games.",
            n - bad
        ),
    )
    .cases(n)
}

fn ts2(_: Budget) -> Evidence {
    let ok = qili_spec::ts::filling::ts2_even_ending(244)
        && !qili_spec::ts::filling::ts2_even_ending(243);
    Evidence::new(
        verdict(ok),
        "A finished Tang-Song game has an even number of moves; the scorer balances an odd count by White's last move (one route) and says so.",
    )
    .link("spec/src/ts/filling.rs::tests::ts4_arithmetic_of_the_jinhuawan_record")
}

fn ts3(b: Budget) -> Evidence {
    theorem_evidence(
        "T4",
        b,
        "The minimum eye space (two per independent group) is not a route: route margin = area margin - 2 x difference in independent groups (T4).",
    )
}

fn ts4(_: Budget) -> Evidence {
    let b = qili_spec::ts::filling::japanese_from_routes(40, 3);
    let w = qili_spec::ts::filling::japanese_from_routes(39, 3);
    Evidence::new(
        verdict(b == 46 && w == 45),
        "Jinhuawan (no move record at hand): 40 and 39 routes plus 2 x 3 groups give the Japanese 46 and 45; both margins 1.",
    )
    .link(format!("{GOLDEN}::ts4_and_ts5_arithmetic"))
}

fn ts5(_: Budget) -> Evidence {
    Evidence::new(
        Status::UndecidableAsWritten,
        "The 7x7 thought experiment's diagrams are not in the text: only its arithmetic (6 - 9 = -3 routes, White by 3) can be checked, and it holds.",
    )
    .link(format!("{GOLDEN}::ts4_and_ts5_arithmetic"))
}

fn seki_routes(g: &Grid) -> (usize, usize, f64) {
    // (White's routes, Black's routes in seki units, White's Japanese territory)
    let mut white = 0;
    let mut black_seki = 0;
    for u in life::units(g, SekiTest::TouchesNeutral) {
        let n = life::unit_routes(&u, EyeOptions::DOCUMENTS);
        match u.colour {
            Color::White => white += n,
            Color::Black if u.in_seki => black_seki += n,
            Color::Black => {}
        }
    }
    let jp = qili_spec::go::score::Japanese1989 { komi: 0.0 }
        .score(&FinishedGame::setup(g.clone()), &DeadStones::none());
    (white, black_seki, jp.white)
}

fn ts8(_: Budget) -> Evidence {
    use qili_spec::ts::filling::{top_of_19x19, TS8_TOP_ROWS};
    let (w, b, jp) = seki_routes(&top_of_19x19(&TS8_TOP_ROWS));
    Evidence::new(
        verdict(w == 2 && b == 0 && jp == 0.0),
        format!("Figure 8: White {w} routes (document 2: A, B), the black seki stones {b} (document 0); Japanese territory {jp} in the seki (document 0)."),
    )
    .reading("Tang-Song seki routes", verdict(w == 2 && b == 0))
    .reading("no points in seki (Japanese)", verdict(jp == 0.0))
    .link(format!("{GOLDEN}::ts8_white_has_two_routes_in_the_seki_and_black_none"))
}

fn ts9(_: Budget) -> Evidence {
    use qili_spec::ts::filling::{top_of_19x19, TS9_TOP_ROWS};
    let (w, b, jp) = seki_routes(&top_of_19x19(&TS9_TOP_ROWS));
    Evidence::new(
        verdict(w == 6 && b == 0 && jp == 0.0),
        format!("Figure 10: White {w} routes on the top row (document 6), Black {b} (document 0); Japanese {jp} (document 0)."),
    )
    .reading("Tang-Song seki routes", verdict(w == 6 && b == 0))
    .reading("no points in seki (Japanese)", verdict(jp == 0.0))
    .link(format!("{GOLDEN}::ts9_white_has_six_routes_black_none_and_japanese_gives_zero"))
}

fn ts10(b: Budget) -> Evidence {
    // A pass counts as handing one prisoner over: the count of a game with passes equals the
    // count of the same game with each pass turned into a prisoner for the opponent.
    let (mut n, mut bad) = (0, 0);
    for c in finished_cases(b) {
        if c.game.pass_stones == [0, 0] {
            continue;
        }
        n += 1;
        let t = tang_song(&c.game, &c.dead, EyeOptions::DOCUMENTS);
        let mut g = c.game.clone();
        g.prisoners[0] += g.pass_stones[1];
        g.prisoners[1] += g.pass_stones[0];
        g.pass_stones = [0, 0];
        let u = tang_song(&g, &c.dead, EyeOptions::DOCUMENTS);
        if t.routes != u.routes {
            bad += 1;
        }
    }
    Evidence::new(
        verdict(bad == 0),
        format!(
            "A pass hands one prisoner over: same routes on {}/{n} finished games with passes.",
            n - bad
        ),
    )
    .cases(n)
}

fn yg1(b: Budget) -> Evidence {
    let (mut n, mut bad) = (0, 0);
    let mut ex = None;
    for c in finished_cases(b) {
        n += 1;
        let f = fill_count(&c.game, &c.dead);
        if (f.area[0] + f.area[1] - c.game.grid.area() as f64).abs() > 1e-9 {
            bad += 1;
            ex.get_or_insert_with(|| theorems::command(&c));
        }
    }
    Evidence::new(
        verdict(bad == 0),
        format!(
            "The two sides' area points add up to the board on {}/{n} finished games; where not, YG-16 leaves a single shared point of a seki unfilled{}.",
            n - bad,
            ex.map(|e| format!(" ({e})")).unwrap_or_default()
        ),
    )
    .cases(n)
}

fn yg3(_: Budget) -> Evidence {
    let g = FinishedGame::setup(Grid::empty(19, 19));
    let f = fill_count(&g, &DeadStones::none());
    Evidence::new(
        verdict(f.bowl == 180),
        format!(
            "Bowls of floor(points / 2): {} on 19x19 (document 180).",
            f.bowl
        ),
    )
    .link("spec/src/yg/fill.rs::tests::a_19x19_board_has_bowls_of_180_and_black_184_ties_komi_8")
}

fn yg15(b: Budget) -> Evidence {
    // Without seki the Ying area is the Chinese area.
    let (mut n, mut bad) = (0, 0);
    for c in finished_cases(b) {
        let s = settle(&c.game, &c.dead);
        if life::units(&s.grid, SekiTest::TouchesNeutral)
            .iter()
            .any(|u| u.in_seki)
        {
            continue;
        }
        n += 1;
        let f = fill_count(&c.game, &c.dead);
        let cn = ChineseArea { komi: 0.0 }.score(&c.game, &c.dead);
        if f.area != [cn.black, cn.white] {
            bad += 1;
        }
    }
    Evidence::new(
        verdict(bad == 0),
        format!("子空皆地、空屬鄰界 is area scoring: equal to Chinese area on {}/{n} finished games without seki.", n - bad),
    )
    .cases(n)
}

fn yg16(_: Budget) -> Evidence {
    let one = fill_count(&FinishedGame::setup(grid(&["X.O"])), &DeadStones::none());
    let two = fill_count(&FinishedGame::setup(grid(&["X..O"])), &DeadStones::none());
    let ok = one.unfilled_shared == 1 && one.area == [1.0, 1.0] && two.area == [2.0, 2.0];
    Evidence::new(
        verdict(ok),
        "Shared empties: more than one, each side fills half; exactly one, nobody fills it.",
    )
    .link("spec/src/theorems/scoring.rs::tests::t2_yg17_fails_on_a_single_shared_liberty")
}

fn t2_reading(b: Budget, reading: &str) -> Evidence {
    let out = theorem("T2", b);
    let o = out.iter().find(|o| o.reading == reading).unwrap();
    let mut ev = Evidence::new(
        verdict(o.holds_on_finished_games()),
        format!("Fill-count margin vs area margin + parity: {}", o.tally()),
    )
    .cases(o.cases() as u64)
    .link(THEOREMS);
    if let Some(f) = theorems::finding(o) {
        ev = ev.link(format!("findings/{}/{}.json", f.claim, f.name));
        ev.summary
            .push_str(&format!(" Counterexample: {}", f.command));
    }
    ev
}

fn yg17(b: Budget) -> Evidence {
    t2_reading(b, "YG-17 two points a stone")
}

fn yg18(b: Budget) -> Evidence {
    t2_reading(b, "YG-18 three points a stone")
}

fn yg19(_: Budget) -> Evidence {
    // 19x19, Black 184 area: 4 winning empties = 8 points, a tie with komi 8, Black's.
    let mut rows = Vec::new();
    let mut k = 0;
    for _ in 0..19 {
        let mut r = String::new();
        for _ in 0..19 {
            r.push(if k < 184 { 'X' } else { 'O' });
            k += 1;
        }
        rows.push(r);
    }
    let refs: Vec<&str> = rows.iter().map(|s| s.as_str()).collect();
    let g = FinishedGame::setup(grid(&refs));
    let r = YingFill {
        reading: YingPoints::TwoPerStone,
    }
    .score(&g, &DeadStones::none());
    Evidence::new(
        verdict(r.result == "B+0" && YG19_KOMI == 8.0),
        format!(
            "Komi 8, ties to Black: Black 184 of 361 scores {} ({}).",
            r.margin, r.result
        ),
    )
    .link("spec/src/yg/fill.rs::tests::a_19x19_board_has_bowls_of_180_and_black_184_ties_komi_8")
}

/// Whether the dead-stone list of a generated finished game is consistent with the text's
/// notion of a final position: every stone left on the board is pass-alive (Benson) or in a
/// seki unit. The generators mark dead stones by Benson, which misses dead groups that are not
/// inside a pass-alive opponent region (a group with one two-point eye space), so such cases
/// are left out of the claims about ideal final positions (JPD-C2, C7, C9) rather than
/// reported as counterexamples to them.
fn dead_marked_right(c: &Case) -> bool {
    let settled = settle(&c.game, &c.dead);
    let g = &settled.grid;
    let mut ok: std::collections::BTreeSet<Point> = life::benson(g, Color::Black)
        .0
        .into_iter()
        .chain(life::benson(g, Color::White).0)
        .collect();
    for u in life::units(g, SekiTest::TouchesNeutral) {
        if u.in_seki {
            ok.extend(u.stones);
        }
    }
    let every_stone_alive = g
        .points()
        .filter(|&p| g.get(p) != qili_spec::go::Cell::Empty)
        .all(|p| ok.contains(&p));
    every_stone_alive
}

fn ideal_stats(b: Budget) -> (u64, u64, u64, u64, Option<String>) {
    // (cases, ideal positions whose blocks all have liberties, ideal per JPD-C7 predicate,
    //  area margin unchanged by the completion, a game whose completion is not ideal)
    let (mut n, mut libs, mut ideal, mut same) = (0, 0, 0, 0);
    let mut ex = None;
    for c in finished_cases(b).into_iter().filter(dead_marked_right) {
        n += 1;
        let s = settle(&c.game, &c.dead);
        let (g, _) = life::ideal_final_position(&s.grid, EyeOptions::DOCUMENTS);
        if g.blocks().iter().all(|bl| !g.liberties(bl).is_empty()) {
            libs += 1;
        }
        if life::is_ideal_final_position(&g) {
            ideal += 1;
        } else {
            ex.get_or_insert_with(|| theorems::command(&c));
        }
        let before = ChineseArea { komi: 0.0 }
            .score(&FinishedGame::setup(s.grid.clone()), &DeadStones::none())
            .margin;
        let after = ChineseArea { komi: 0.0 }
            .score(&FinishedGame::setup(g), &DeadStones::none())
            .margin;
        if (before - after).abs() < 1e-9 {
            same += 1;
        }
    }
    (n, libs, ideal, same, ex)
}

fn jpd_a8(b: Budget) -> Evidence {
    let (n, libs, _, _, _) = ideal_stats(b);
    Evidence::new(
        verdict(libs == n),
        format!("Every block of the completed ideal final position keeps a liberty: {libs}/{n} finished games."),
    )
    .cases(n)
}

fn jpd_a9(b: Budget) -> Evidence {
    theorem_evidence(
        "T5",
        b,
        "Shared liberties split equally or by adjacent stones, compared with Chinese area (T5).",
    )
}

fn jpd_c3(b: Budget) -> Evidence {
    let out = theorem("T5", b);
    let o = out
        .iter()
        .find(|o| o.reading == "JPD-A9 split equally")
        .unwrap();
    Evidence::new(
        verdict(o.holds_on_finished_games()),
        format!(
            "子气皆地 on the ideal final position has the Chinese area margin: {}",
            o.tally()
        ),
    )
    .cases(o.cases() as u64)
    .link(THEOREMS)
}

fn jpd_c7(b: Budget) -> Evidence {
    let (n, _, ideal, _, ex) = ideal_stats(b);
    Evidence::new(
        verdict(ideal == n),
        format!(
            "Filling each side's routes keeping its basic eyes reaches a position where every \
             empty point is an eye point: {ideal}/{n} finished games whose stones are all \
             pass-alive or in seki{}.",
            ex.map(|e| format!("; not reached (a group whose only eye space is two adjacent points keeps both): {e}"))
                .unwrap_or_default()
        ),
    )
    .cases(n)
    .link("spec/src/go/life.rs::tests::a_unit_with_three_eye_points_has_one_route")
}

fn jpd_c8(b: Budget) -> Evidence {
    let cases = finished_cases(b);
    let n = cases.len() as u64;
    let non_ideal = cases
        .iter()
        .filter(|c| !life::is_ideal_final_position(&settle(&c.game, &c.dead).grid))
        .count();
    Evidence::new(
        Status::Holds,
        format!("Decided by the JPD-C7 predicate: {non_ideal}/{n} finished generated games ended in a non-ideal final position (a side could still fill a route)."),
    )
    .cases(n)
}

fn jpd_c9(b: Budget) -> Evidence {
    let (n, _, _, same, _) = ideal_stats(b);
    Evidence::new(
        verdict(same == n),
        format!("Completing a suspended position to its ideal final position leaves the area margin unchanged: {same}/{n} finished games."),
    )
    .cases(n)
}

fn jpd_c2(b: Budget) -> Evidence {
    // In the completed ideal final position every independent unit (not seki) has two eye
    // points of its own (HZ-1), except where the game left it fewer (a unit with one eye space).
    let (mut n, mut bad) = (0, 0);
    let mut ex = None;
    for c in finished_cases(b).into_iter().filter(dead_marked_right) {
        n += 1;
        let s = settle(&c.game, &c.dead);
        let (g, _) = life::ideal_final_position(&s.grid, EyeOptions::DOCUMENTS);
        let ok = life::units(&g, SekiTest::TouchesNeutral).iter().all(|u| {
            u.in_seki
                || u.empties
                    .iter()
                    .filter(|&&p| life::eye_point(&g, p) == Some(life::EyeOf::Side(u.colour)))
                    .count()
                    >= 2
        });
        if !ok {
            bad += 1;
            ex.get_or_insert_with(|| theorems::command(&c));
        }
    }
    Evidence::new(
        verdict(bad == 0),
        format!(
            "Every group not in seki holds two one-point eyes in the completed ideal final \
             position: {}/{n} finished games whose stones are all pass-alive or in seki{}.",
            n - bad,
            ex.map(|e| format!("; not so (a group ended with a single eye space): {e}"))
                .unwrap_or_default()
        ),
    )
    .cases(n)
}

/// The mover's best gain in area margin from one real move in `g`, after the opponent's best
/// reply (or pass).
fn best_gain(g: &Grid, mover: Color) -> f64 {
    use qili_spec::go::game::place;
    let margin = |g: &Grid| {
        let m = ChineseArea { komi: 0.0 }
            .score(&FinishedGame::setup(g.clone()), &DeadStones::none())
            .margin;
        if mover == Color::Black {
            m
        } else {
            -m
        }
    };
    let before = margin(g);
    let legal = |g: &Grid, c: Color| -> Vec<Grid> {
        g.points()
            .filter_map(|p| place(g, c, p))
            .filter(|pl| pl.self_captured.is_empty())
            .map(|pl| pl.grid)
            .collect()
    };
    let mut best = f64::NEG_INFINITY;
    for after in legal(g, mover) {
        let mut worst = margin(&after);
        for reply in legal(&after, mover.opponent()) {
            worst = worst.min(margin(&reply));
        }
        best = best.max(worst - before);
    }
    best
}

fn jpd_c11(b: Budget) -> Evidence {
    // From the completed ideal final position, no real move gains its mover area once the
    // opponent has answered (the reading "continuing play changes nobody's area", two plies).
    let (mut n, mut bad, mut outside) = (0, 0, 0);
    let mut ex = None;
    for c in finished_cases(b)
        .into_iter()
        .filter(|c| c.game.grid.area() <= 25)
    {
        let s = settle(&c.game, &c.dead);
        let (g, _) = life::ideal_final_position(&s.grid, EyeOptions::DOCUMENTS);
        // JPD-C7(a): in an ideal position every block has permanent liberties. The generated
        // dead-stone lists can leave a capturable group on the board (a false seki), which is
        // not an ideal position; keep the positions whose every stone is pass-alive (Benson).
        let stones = g.count(Color::Black) + g.count(Color::White);
        let alive = life::benson(&g, Color::Black).0.len() + life::benson(&g, Color::White).0.len();
        if alive != stones {
            outside += 1;
            continue;
        }
        n += 1;
        let gain = best_gain(&g, Color::Black).max(best_gain(&g, Color::White));
        if gain > 1e-9 {
            bad += 1;
            ex.get_or_insert_with(|| format!("{} (gain {gain})", theorems::command(&c)));
        }
    }
    Evidence::new(
        verdict(bad == 0),
        format!(
            "Two-ply reading on completed ideal final positions (boards up to 25 points) whose \
             every block is pass-alive (C7(a) permanent liberties; {outside} completions with a \
             capturable or seki group left out): no move gains area after the best answer on {}/{n}{}.",
            n - bad,
            ex.map(|e| format!("; a gainful move exists in {e}"))
                .unwrap_or_default()
        ),
    )
    .cases(n)
}

fn t1(b: Budget) -> Evidence {
    theorem_evidence(
        "T1",
        b,
        "Routes + stones after back-filling = stones of the ideal final position.",
    )
}

fn t2(b: Budget) -> Evidence {
    theorem_evidence(
        "T2",
        b,
        "Ying fill-count margin = area margin + parity (points - 2 x bowl).",
    )
}

fn t3(b: Budget) -> Evidence {
    let mut e = theorem_evidence(
        "T3",
        b,
        "Area margin = territory margin + stones-placed difference; with passes as prisoners and White last (AGA) equal.",
    );
    e.summary
        .push_str(" The Japanese form breaks exactly where a seki holds territory.");
    e
}

fn t4(b: Budget) -> Evidence {
    theorem_evidence(
        "T4",
        b,
        "Route margin (HZ, balanced moves) = area margin - 2 x difference in independent groups.",
    )
}

fn t5(b: Budget) -> Evidence {
    theorem_evidence("T5", b, "Board-point area (JPD-C3) vs Chinese area.")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scoring IDs of the reading guide (`shared/GUIDE.md`) this area checks.
    const GUIDE_IDS: &[&str] = &[
        "HZ-1", "HZ-2", "HZ-3", "HZ-4", "HZ-5", "HZ-6", "HZ-7", "HZ-EX1", "TS-1", "TS-2", "TS-3",
        "TS-4", "TS-5", "TS-8", "TS-9", "TS-10", "YG-1", "YG-3", "YG-15", "YG-16", "YG-17",
        "YG-18", "YG-19", "JPD-A8", "JPD-A9", "JPD-C2", "JPD-C3", "JPD-C7", "JPD-C8", "JPD-C9",
        "JPD-C11", "T1", "T2", "T3", "T4", "T5",
    ];

    #[test]
    fn every_check_is_a_guide_id() {
        for k in all_checks() {
            assert!(GUIDE_IDS.contains(&k.id), "{}", k.id);
        }
    }

    #[test]
    fn the_worked_examples_hold() {
        for id in ["HZ-EX1", "HZ-5", "HZ-3", "TS-4", "YG-19", "YG-3"] {
            let k = all_checks().into_iter().find(|k| k.id == id).unwrap();
            let e = (k.run)(Budget::Default);
            assert_eq!(e.status, Status::Holds, "{id}: {}", e.summary);
        }
    }

    #[test]
    fn every_check_runs_and_says_what_it_found() {
        for k in all_checks() {
            let e = (k.run)(Budget::Default);
            println!("{} {}: {} [{}]", k.id, e.status.label(), e.summary, e.cases);
            assert!(!e.summary.is_empty());
        }
    }
}
