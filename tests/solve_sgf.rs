//! `qili solve --sgf FILE`: the solver from the position a game record reaches, with the
//! record's history (superko) and prisoners (territory). Checked against the solver from the
//! empty board: every position along an optimal game has the game's value, and the SGF the
//! solver writes reads back.

mod common;

use common::qili;
use qili::go::sgf::SgfGame;
use qili::solve::rules::parse;
use qili::solve::search::Limits;
use qili::solve::start::Start;
use qili::solve::table::{row, row_from};

fn scratch(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("qili-solve-sgf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

/// The SGF `sgf` cut after `keep` moves (each move is one `;B[..]` or `;W[..]` node).
fn cut(sgf: &str, keep: usize) -> String {
    let nodes: Vec<&str> = sgf.trim_end_matches(')').split(';').collect();
    // nodes[0] is "(", nodes[1] the root, then one node per move.
    format!("{})", nodes[..2 + keep].join(";"))
}

/// Along the optimal game of each small board (area and territory), the position after every
/// prefix, read from the row's own SGF, solves to the same value: an optimal game keeps the
/// value at every move, and under territory the prisoners taken so far count. The
/// continuation's SGF is the prefix followed by the continuation, and it reads back to a
/// finished game.
#[test]
fn every_position_of_an_optimal_game_has_its_value() {
    let mut checked = 0;
    for board in ["2x2", "1x5", "2x3", "3x3"] {
        for name in ["psk", "ssk", "psk/territory", "psk-4"] {
            let rs = &parse(name).unwrap()[0];
            let whole = row(board, rs, Limits::default());
            let v = whole.value.unwrap_or_else(|| panic!("{board} {name}"));
            let moves = whole.pv.split_whitespace().count() / 2;
            for keep in 0..=moves {
                let text = cut(&whole.sgf, keep);
                let g = SgfGame::parse(&text).unwrap();
                let start = Start::from_sgf(&g, rs).unwrap();
                assert_eq!(start.moves().len(), keep);
                let (r, _) = row_from(board, &start, rs, Limits::default(), &mut |_| {});
                assert_eq!(r.value, Some(v), "{board} {name} after {keep}: {text}");
                // The written game is the prefix and the continuation, and it is finished.
                let back = SgfGame::parse(&r.sgf).unwrap();
                let end = Start::from_sgf(&back, rs).unwrap();
                assert!(end.game.is_over(), "{board} {name}: {}", r.sgf);
                assert_eq!(end.moves()[..keep], start.moves()[..]);
                checked += 1;
            }
        }
    }
    assert!(checked > 60, "{checked}");
}

/// Saved tables serve every start of their board and rule set (`proofs/solver.md`, "Saved
/// tables": an entry is a bound of the value at every history with its key, whatever the root
/// of the run that stored it). On 1x5, 2x3 and 3x3 under psk, ssk and psk/territory, at
/// random positions (fixed seed, 2 to 9 random moves, a capture among them where one
/// happened): the empty board's tables (a solve stopped at a third of its nodes, and a
/// finished one) resumed there give the value a solve from scratch gives there, and the
/// position's tables resumed at the empty board give the empty board's value; each game
/// found replays in the reference model to its value.
#[test]
fn saved_tables_serve_every_start_of_the_board() {
    use qili::audit::optimal::replayed_value;
    use qili::search::game::SMove;
    use qili::solve::search::SavedTables;
    use qili::solve::table::row_with_tables;
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1729);
    let one = |nodes| Limits {
        nodes,
        threads: 1,
        ..Limits::default()
    };
    let (mut checked, mut differ, mut captured) = (0, 0, 0);
    for board in ["1x5", "2x3", "3x3"] {
        for name in ["psk", "ssk", "psk/territory"] {
            let rs = &parse(name).unwrap()[0];
            let geo = qili::search::board::Geometry::parse(board).unwrap();
            let empty = Start::empty(geo, rs);
            let solve = |start: &Start, limits, from| {
                row_with_tables(board, start, rs, limits, Some(from), None, &mut |_| {})
            };
            let (whole, _, finished) = solve(&empty, one(5_000_000), SavedTables::default());
            let v = whole.value.unwrap_or_else(|| panic!("{board} {name}"));
            let (_, _, stopped) = solve(
                &empty,
                one((whole.nodes / 3).max(10)),
                SavedTables::default(),
            );
            for _ in 0..4 {
                let mut g = empty.game.clone();
                for _ in 0..rng.random_range(2..10) {
                    let real: Vec<SMove> = g
                        .legal_moves()
                        .into_iter()
                        .filter(|m| matches!(m, SMove::Play(_)))
                        .collect();
                    if real.is_empty() || g.is_over() {
                        break;
                    }
                    g.play(real[rng.random_range(0..real.len())]);
                }
                if g.is_over() {
                    continue;
                }
                captured += usize::from(g.current().prisoners != [0, 0]);
                let prefix = qili::search::value::line_text(&geo, 0, &g.moves);
                let at = Start {
                    game: g,
                    ..empty.clone()
                };
                let (fresh, _) = row_from(board, &at, rs, one(5_000_000), &mut |_| {});
                let want = fresh
                    .value
                    .unwrap_or_else(|| panic!("{board} {name}: {fresh:?}"));
                differ += usize::from(want != v);
                for tables in [&stopped, &finished] {
                    let from = qili::solve::saved::decode(
                        &qili::solve::saved::encode(&geo, rs, &one(0), tables),
                        &geo,
                        rs,
                        &one(0),
                    )
                    .unwrap();
                    let (r, _, _) = solve(&at, one(5_000_000), from);
                    let place = format!("{board} {name} after {prefix}: {r:?}");
                    assert_eq!(r.value, Some(want), "{place}");
                    // The record's moves and the game found, replayed from the empty board.
                    let whole = qili::solve::Row {
                        pv: format!("{prefix} {}", r.pv),
                        ..r.clone()
                    };
                    assert_eq!(replayed_value(&whole), Ok(want), "{place}");
                }
                // And the other way: the position's tables at the empty board.
                let (_, _, there) = solve(&at, one(5_000_000), SavedTables::default());
                let (r, _, _) = solve(&empty, one(5_000_000), there);
                assert_eq!(
                    r.value,
                    Some(v),
                    "{board} {name} from the position's tables"
                );
                assert_eq!(replayed_value(&r), Ok(v), "{board} {name}");
                checked += 1;
            }
        }
    }
    assert!(
        checked >= 30 && differ >= 10 && captured >= 3,
        "{checked} {differ} {captured}"
    );
}

/// `qili solve --sgf F --save T`, stopped early, then `--sgf F --resume T`: the resumed run
/// says so and gives the record's value (2x2 after B b1 W a1 B b2 W a2 B b1 under positional
/// superko: Black -4, as [`setup_and_moves_are_read_as_the_record_says`] finds from scratch);
/// and the tables of the empty board resumed at the record's position give it too.
#[test]
fn the_cli_saves_and_resumes_from_a_record() {
    let sgf = scratch(
        "resume.sgf",
        "(;GM[1]FF[4]SZ[2];B[bb];W[ab];B[ba];W[aa];B[bb])",
    );
    let t = scratch("resume.bin", "");
    let e = scratch("empty.bin", "");
    let run = |args: &[&str]| {
        let out = qili(args);
        assert!(out.status.success(), "{args:?}: {out:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let base = ["solve", "--sgf", &sgf, "--rules", "psk", "--threads", "1"];
    let text = run(&[&base[..], &["--budget", "20", "--save", &t]].concat());
    assert!(text.contains("not solved"), "{text}");
    assert!(text.contains(&format!("saved the tables to {t}")), "{text}");
    let text = run(&[&base[..], &["--resume", &t]].concat());
    assert!(text.contains(&format!("resumed from {t}")), "{text}");
    assert!(
        text.contains("after 5 moves (White to move): Black -4"),
        "{text}"
    );
    run(&[
        "solve",
        "--board",
        "2x2",
        "--rules",
        "psk",
        "--threads",
        "1",
        "--save",
        &e,
    ]);
    let text = run(&[&base[..], &["--resume", &e]].concat());
    assert!(text.contains(&format!("resumed from {e}")), "{text}");
    assert!(
        text.contains("after 5 moves (White to move): Black -4"),
        "{text}"
    );
}

/// `qili solve --sgf` on the record `text` under `rules`: its text output.
fn solve_text(name: &str, text: &str, rules: &str) -> String {
    let out = qili(&["solve", "--sgf", &scratch(name, text), "--rules", rules]);
    assert!(out.status.success(), "{out:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// ... and its one row as JSON.
fn solve_row(name: &str, text: &str, rules: &str) -> qili::solve::Row {
    let p = scratch(name, text);
    let out = qili(&["solve", "--sgf", &p, "--rules", rules, "--format", "json"]);
    assert!(out.status.success(), "{out:?}");
    let mut rows: Vec<qili::solve::Row> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(rows.len(), 1);
    rows.remove(0)
}

/// The record's history counts for superko, its setup and side to move as written, and its
/// prisoners under territory scoring.
#[test]
fn setup_and_moves_are_read_as_the_record_says() {
    // History: on 2x2 under positional superko, after B b1 W a1 B b2 W a2 (capturing b1 and
    // b2) B b1, superko forbids boards of the record, and Black's result is -4; the same
    // board set up with no history (Black b1, White a1 and a2, White to move) is -1.
    let history = "(;GM[1]FF[4]SZ[2];B[bb];W[ab];B[ba];W[aa];B[bb])";
    let text = solve_text("history.sgf", history, "psk");
    assert!(
        text.contains("after 5 moves (White to move): Black -4"),
        "{text}"
    );
    let text = solve_text("none.sgf", "(;GM[1]FF[4]SZ[2]AB[bb]AW[aa][ab]PL[W])", "psk");
    assert!(
        text.contains("after 0 moves (White to move): Black -1"),
        "{text}"
    );
    // Setup with White to move: Black b2 (centre of 3x3) and White a3 (top-left); Black can
    // capture a3 while White passes, so Black owns the whole board: +9.
    let setup = "(;GM[1]FF[4]SZ[3]AB[bb]AW[aa]PL[W])";
    let text = solve_text("setup.sgf", setup, "psk");
    assert!(
        text.contains("after 0 moves (White to move): Black +9"),
        "{text}"
    );
    let row = solve_row("setup.sgf", setup, "psk");
    assert_eq!(row.value, Some(9));
    assert!(row.sgf.contains("AB[bb]AW[aa]PL[W];W["), "{}", row.sgf);
    // Under territory the prisoners of the record count: White's a3 stone captured during the
    // record (Black b3 and a2 around it) is a prisoner before the solve starts; the same board
    // set up, White to move, has none.
    let with = solve_row(
        "prisoner.sgf",
        "(;GM[1]FF[4]SZ[3];B[bb];W[aa];B[ba];W[];B[ab])",
        "psk/territory",
    );
    let without = solve_row(
        "no-prisoner.sgf",
        "(;GM[1]FF[4]SZ[3]AB[bb][ba][ab]PL[W])",
        "psk/territory",
    );
    assert_eq!(
        with.value.unwrap(),
        without.value.unwrap() + 1,
        "{with:?} {without:?}"
    );
}

/// Bad records are exit status 2 with the move's number and the reason.
#[test]
fn bad_records_are_refused_with_the_move() {
    let cases = [
        (
            "(;GM[1]FF[4]SZ[3];B[bb];B[ab])",
            "move 2: Black moves, but it is White's turn",
        ),
        (
            "(;GM[1]FF[4]SZ[3];B[bb];W[bb])",
            "move 2 (White b2): illegal under psk",
        ),
        (
            "(;GM[1]FF[4]SZ[2];B[];W[];B[aa])",
            "move 3: the game is already over under psk",
        ),
        ("(;GM[1]FF[4]SZ[9])", "SZ: board 9x9 has 81 points"),
        ("(;GM[1]FF[4]SZ[3];B[bb]", "--sgf"),
    ];
    for (i, (text, want)) in cases.iter().enumerate() {
        let p = scratch(&format!("bad{i}.sgf"), text);
        let out = qili(&["solve", "--sgf", &p, "--rules", "psk"]);
        assert_eq!(out.status.code(), Some(2), "{text}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(want), "{text}: {err}");
        assert!(err.contains(&p), "{text}: {err}");
    }
    let p = scratch("size.sgf", "(;GM[1]FF[4]SZ[3])");
    let out = qili(&["solve", "--sgf", &p, "--table"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--sgf with --table"));
    let out = qili(&["solve", "--sgf", &p, "--board", "3x4"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the SGF's board is 3x3"));
}

/// `qili solve --render A,B`: the rows of both tables, B's row replacing A's of the same board
/// and rule set (how `findings/solve/deep/` merges a run given more time for one row).
#[test]
fn render_merges_tables_later_rows_first() {
    let a = r#"[{"board":"2x2","rules":"psk","value":null,"lower":-4,"upper":4,"pv":"","sgf":"","nodes":9,"seconds":0.0,"note":"node budget 8 reached"},
               {"board":"2x2","rules":"ssk","value":1,"lower":1,"upper":1,"pv":"B a2","sgf":"","nodes":5,"seconds":0.0,"note":""}]"#;
    let b = r#"[{"board":"2x2","rules":"psk","value":1,"lower":1,"upper":1,"pv":"B b2","sgf":"","nodes":7,"seconds":0.0,"note":""},
               {"board":"3x3","rules":"psk","value":null,"lower":null,"upper":null,"pv":"","sgf":"","nodes":3,"seconds":0.0,"note":"stopped"}]"#;
    let pa = scratch("a.json", a);
    let pb = scratch("b.json", b);
    let out = qili(&[
        "solve",
        "--render",
        &format!("{pa},{pb}"),
        "--format",
        "json",
    ]);
    assert!(out.status.success(), "{out:?}");
    let rows: Vec<qili::solve::Row> = serde_json::from_slice(&out.stdout).unwrap();
    let got: Vec<(&str, &str, Option<i32>)> = rows
        .iter()
        .map(|r| (r.board.as_str(), r.rules.as_str(), r.value))
        .collect();
    assert_eq!(
        got,
        [
            ("2x2", "psk", Some(1)),
            ("2x2", "ssk", Some(1)),
            ("3x3", "psk", None)
        ]
    );
    let text = qili(&["solve", "--render", &format!("{pa},{pb}")]);
    assert!(String::from_utf8_lossy(&text.stdout).contains("[-inf, +inf]"));
    let bad = qili(&["solve", "--render", &format!("{pa},/no/such.json")]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--render /no/such.json"));
}
