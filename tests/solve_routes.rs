//! The solver under 001's route count (`/routes`: HZ-5 equal stones with the B-class negative
//! move HZ-6): the count is a function of the final board and the side to move there (the lemma the position table and
//! the leaf cache rest on, `proofs/solver.md`, "Route counting"), the solver agrees with the
//! plain minimax, and the rule sets the count cannot read are refused.

mod common;

use qili::rules::Scoring;
use qili::search::board::Geometry;
use qili::search::game::{Game, SMove};
use qili::solve::minimax;
use qili::solve::rules::{parse, routes};
use qili::solve::search::{solve, Limits};
use qili_spec::go::game::PassKind;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::process::Command;

/// Prisoners, pass stones and number of moves of a finished game.
type History = ([u32; 2], [u32; 2], usize);

fn geo(b: &str) -> Geometry {
    Geometry::parse(b).unwrap()
}

/// Random games played to the end (two passes) on small boards under positional superko and
/// under Tromp-Taylor (suicide allowed: a self-captured stone counts as the opponent's
/// prisoner). Every final board reached with the same side to move (the count fills the dame
/// from the side after the last mover) by several games — with different prisoners, pass
/// stones and numbers of moves — gets one route margin; the test fails if it saw too few such
/// boards to bite.
#[test]
fn the_route_count_is_a_function_of_the_final_board() {
    let mut rng = ChaCha8Rng::seed_from_u64(16);
    for rules in ["psk", "tt"] {
        let rs = &parse(rules).unwrap()[0];
        for b in ["2x2", "1x4", "2x3", "1x5"] {
            let geo = geo(b);
            // final board -> (margin, first game's history)
            let mut seen: HashMap<([u32; 2], u8), (i32, History)> = HashMap::new();
            let mut differing_histories = 0;
            for _ in 0..3000 {
                let mut g = Game::new(geo, rs.rules);
                for _ in 0..60 {
                    if g.is_over() {
                        break;
                    }
                    let moves = g.legal_moves();
                    // Passes are rarer than moves, so games hold captures.
                    let plays: Vec<SMove> = moves
                        .iter()
                        .copied()
                        .filter(|m| matches!(m, SMove::Play(_)))
                        .collect();
                    let m = if plays.is_empty() || rng.random_range(0..5) == 0 {
                        SMove::Pass(PassKind::Ordinary)
                    } else {
                        plays[rng.random_range(0..plays.len())]
                    };
                    g.play(m);
                }
                while !g.is_over() {
                    g.play(SMove::Pass(PassKind::Ordinary));
                }
                let end = *g.current();
                let v = routes(&geo, &end, g.moves.len());
                let history = (end.prisoners, end.pass_stones, g.moves.len());
                match seen.get(&(end.stones, end.to_move)) {
                    None => {
                        seen.insert((end.stones, end.to_move), (v, history));
                    }
                    Some(&(w, h)) => {
                        assert_eq!(
                            v,
                            w,
                            "{b} {rules}: the board {:?} counts {v:+} after {history:?} but {w:+} after {h:?}",
                            geo.rows(end.stones)
                        );
                        if h.0 != history.0 || h.1 != history.1 {
                            differing_histories += 1;
                        }
                    }
                }
            }
            assert!(
                differing_histories >= 50,
                "{b} {rules}: only {differing_histories} boards reached with other prisoners or pass stones"
            );
        }
    }
}

/// The solver's route value is the plain minimax's (no pruning, no table, the reference count
/// at every leaf, no cache) wherever the minimax finishes: every board of at most 4 points
/// under psk, ssk, tt and psk-4 with route counting.
#[test]
fn routes_agree_with_plain_minimax() {
    let mut compared = 0;
    for b in ["1x1", "1x2", "2x1", "1x3", "1x4"] {
        for rs in parse("psk/routes,ssk/routes,tt/routes,psk-4/routes").unwrap() {
            assert_eq!(rs.scoring, Scoring::EqualStonesCompareRoutes);
            let Some(want) = minimax::value(geo(b), &rs, 200, 200_000) else {
                assert!(
                    !matches!(b, "1x1" | "1x2" | "2x1"),
                    "{b} {}: the minimax should finish",
                    rs.name
                );
                continue;
            };
            let o = solve(geo(b), &rs, Limits::default(), &mut |_| {}).unwrap();
            assert_eq!(o.value(), Some(want), "{b} {}", rs.name);
            compared += 1;
        }
    }
    assert!(compared >= 10, "{compared}");
}

#[test]
fn the_command_line_refuses_what_the_route_count_cannot_read() {
    let qili = common::QILI;
    let run = |args: &[&str]| Command::new(qili).args(args).output().unwrap();
    let o = run(&["solve", "--board", "1x3", "--rules", "psk/stones"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("area, territory or routes"));
    let dir = std::env::temp_dir().join(format!("qili-routes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("record.sgf");
    // The exit status of solving `record` under psk/routes, and what it printed on stderr.
    let solve_record = |record: &str| {
        std::fs::write(&f, record).unwrap();
        let o = run(&[
            "solve",
            "--sgf",
            f.to_str().unwrap(),
            "--rules",
            "psk/routes",
        ]);
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (code, err) = solve_record("(;GM[1]SZ[2]AB[aa];W[bb])");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("setup stones"), "{err}");
    // Without setup the record is solved.
    let (code, err) = solve_record("(;GM[1]SZ[2];B[aa])");
    assert_eq!(code, Some(0), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
