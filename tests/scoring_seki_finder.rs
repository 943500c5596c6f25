//! One seki finder for `qili score` and the audit (HZ-3, TS-9): the route counts of seki whose
//! blocks are linked only by eyes, with the expected numbers counted by hand from the documents:
//!
//! - `.X.O.O.` (1x7): Black's b1 lives by its eye a1 and the shared c1, which neither side can
//!   fill (Black c1 leaves b1-c1 the one liberty a1; White c1 leaves c1-d1 only e1). White can
//!   fill e1 (d1-e1-f1 keeps c1 and g1) and keeps g1 as the one basic eye a seki group keeps
//!   (001 双活棋中的带眼的每块棋要保留1个独自拥有的基本眼位): White 1 route, Black 0.
//! - `.X.O.O.O.` (1x9): the same with White e1 and g1 fillable: White 2, Black 0.
//! - 002's figure 9 (`TS9_TOP_ROWS` on a 19x19 board, the rest drawn empty): 白方可占领A位六点
//!   ,不影响棋的生存,故白有六路;黑方无点可填,黑无路 (White 6, Black 0). a17 is the shared
//!   point (Black a17 leaves its left group the one liberty a15; White a17 leaves a18 only a19),
//!   and White's top blocks, linked by their eyes, keep one of them.
//!
//! Each was miscounted before the fix (W0, W0 and W5 by `qili score`'s practice finder, which
//! took a unit with two own regions for an independent group, and filled the figure's open
//! board as if it were dame).

use qili_spec::go::grid::Grid;
use qili_spec::go::life::{EyeOptions, SekiTest};
use qili_spec::go::score::{life_units, Dame, DeadStones, FinishedGame, Scorer};
use qili_spec::hz::{hz5, HzRoutes};
use qili_spec::ts::filling::{tang_song, top_of_19x19, TangSongFilling, TS9_TOP_ROWS};

mod common;

/// (position, [black, white] routes counted by hand, as the module text says).
fn cases() -> Vec<(Grid, [f64; 2])> {
    vec![
        (Grid::from_rows(&[".X.O.O."]).unwrap(), [0.0, 1.0]),
        (Grid::from_rows(&[".X.O.O.O."]).unwrap(), [0.0, 2.0]),
        (top_of_19x19(&TS9_TOP_ROWS), [0.0, 6.0]),
    ]
}

#[test]
fn the_route_scorers_count_seki_linked_by_eyes_as_the_documents_do() {
    for (g, want) in cases() {
        let game = FinishedGame::setup(g.clone());
        let none = DeadStones::none();
        let hz = HzRoutes {
            options: EyeOptions::DOCUMENTS,
            komi: 0.0,
        }
        .score(&game, &none);
        let ts = TangSongFilling {
            options: EyeOptions::DOCUMENTS,
            komi: 0.0,
        }
        .score(&game, &none);
        assert_eq!([hz.black, hz.white], want, "hz-routes\n{g}");
        assert_eq!([ts.black, ts.white], want, "tang-song\n{g}");
        // The audit's functions (hz5, tang_song) give the same routes.
        let b = hz5(&game, &none, EyeOptions::DOCUMENTS);
        assert_eq!([b.routes[0] as f64, b.routes[1] as f64], want, "hz5\n{g}");
        let t = tang_song(&game, &none, EyeOptions::DOCUMENTS);
        assert_eq!(
            [t.routes[0] as f64, t.routes[1] as f64],
            want,
            "tang_song\n{g}"
        );
    }
}

#[test]
fn the_seki_units_are_the_blocks_the_shared_point_links() {
    // On `.X.O.O.` every unit is in seki (b1 with a1; d1 and f1 linked by e1, with g1).
    let g = Grid::from_rows(&[".X.O.O."]).unwrap();
    let units = life_units(
        &FinishedGame::setup(g),
        &DeadStones::none(),
        Dame::Neutral,
        SekiTest::TouchesNeutral,
    );
    assert_eq!(units.len(), 2);
    assert!(units.iter().all(|u| u.in_seki));
}

#[test]
fn the_engine_practice_count_finds_the_same_seki() {
    for (g, _) in cases() {
        let game = FinishedGame::setup(g.clone());
        let none = DeadStones::none();
        assert_eq!(
            qili::scoring::practice::analyse_fast(&game, &none),
            qili_spec::go::practice::analyse(&game, &none),
            "\n{g}"
        );
    }
    // Figure 9's seki stones hold White's a18 and every top-row stone; none of White's top
    // points is territory (日本填空法硬性规定‘公活无目”, TS-8).
    let g = top_of_19x19(&TS9_TOP_ROWS);
    let a = qili::scoring::practice::analyse_fast(&FinishedGame::setup(g), &DeadStones::none());
    assert!(a.territory[1].iter().all(|p| p.y > 0), "{:?}", a.territory);
    assert!(a.seki_eyes.iter().any(|p| (p.x, p.y) == (11, 0)), "l19");
}

/// The routes `qili score --json` prints for `method`, `[black, white]`.
fn routes(v: &serde_json::Value, method: &str) -> [f64; 2] {
    let m = v
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["rules"] == method)
        .unwrap();
    [m["black"].as_f64().unwrap(), m["white"].as_f64().unwrap()]
}

#[test]
fn qili_score_prints_the_documents_routes() {
    let ts9 = std::env::temp_dir().join(format!("qili-ts9-{}.txt", std::process::id()));
    let rows: Vec<String> = (0..19)
        .map(|y| {
            TS9_TOP_ROWS
                .get(y)
                .map_or(".".repeat(19), |r| r.replace('+', "."))
        })
        .collect();
    std::fs::write(&ts9, rows.join("\n") + "\n").unwrap();
    for (input, want) in [
        (vec!["--rows", ".X.O.O."], [0.0, 1.0]),
        (vec!["--rows", ".X.O.O.O."], [0.0, 2.0]),
        (vec![ts9.to_str().unwrap()], [0.0, 6.0]),
    ] {
        let mut args = vec!["score"];
        args.extend(input.iter().copied());
        args.extend([
            "--dead",
            "none",
            "--method",
            "hz-routes,tang-song",
            "--json",
        ]);
        let out = common::json_of(&common::qili(&args));
        assert_eq!(routes(&out, "hz-routes"), want, "{input:?}");
        assert_eq!(routes(&out, "tang-song"), want, "{input:?}");
    }
    std::fs::remove_file(&ts9).unwrap();
}
