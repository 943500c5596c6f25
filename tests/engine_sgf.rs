//! SGF: write then read gives the same game (property test over board sizes, rectangular boards,
//! setup stones, both kinds of pass, rule sets and variations), and a table of real-world
//! oddities with what qili does with each.

use proptest::prelude::*;
use qili::go::sgf::{write_game, SgfGame, SgfNode};
use qili::go::{Board, Color, Game, Move, PassKind, Point, Rules};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn random_game(seed: u64, w: usize, h: usize, preset: usize) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let rules = Rules::PRESETS[preset % Rules::PRESETS.len()].1;
    let mut board = Board::new(w, h).unwrap();
    for _ in 0..rng.random_range(0..=(w * h / 4)) {
        let p = Point::new(rng.random_range(0..w), rng.random_range(0..h));
        let c = if rng.random_bool(0.5) {
            Color::Black
        } else {
            Color::White
        };
        board.set(p, Some(c));
    }
    let to_move = if rng.random_bool(0.3) {
        Color::White
    } else {
        Color::Black
    };
    let mut g = Game::from_position(rules, board, to_move);
    while !g.is_over() && g.moves().len() < 2 * w * h {
        let legal = g.legal_moves();
        let m = legal[rng.random_range(0..legal.len())];
        g.play(m).unwrap();
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn write_then_read_is_the_same_game(seed in any::<u64>(), w in 1usize..=25, h in 1usize..=25, preset in 0usize..24) {
        let (w, h) = (1 + (w - 1) % 9 + if seed % 7 == 0 { 10 } else { 0 }, 1 + (h - 1) % 9);
        let g = random_game(seed, w, h, preset);
        let text = write_game(&g);
        let read = SgfGame::parse(&text).unwrap();
        prop_assert!(read.warnings.is_empty(), "{:?}", read.warnings);
        let (rules, warning) = read.rules();
        prop_assert_eq!(warning, None);
        prop_assert_eq!(rules, *g.rules());
        let (again, illegal) = read.replay(rules);
        prop_assert_eq!(illegal, None);
        prop_assert_eq!(again.moves(), g.moves());
        prop_assert_eq!(again.board(), g.board());
        prop_assert_eq!(again.prisoners(), g.prisoners());
        prop_assert_eq!(again.pass_stones(), g.pass_stones());
        prop_assert_eq!(again.start(), g.start());
        prop_assert_eq!(again.start_to_move(), g.start_to_move());
        // Writing what was read gives the same text.
        prop_assert_eq!(read.to_sgf(), text);
    }

    #[test]
    fn variations_survive_a_round_trip(seed in any::<u64>()) {
        // A random tree of moves (not checked for legality: the tree is data).
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        fn tree(rng: &mut ChaCha8Rng, depth: usize, c: Color) -> SgfNode {
            let mv = if rng.random_bool(0.2) {
                Move::Pass(c, if rng.random_bool(0.5) { PassKind::Ordinary } else { PassKind::Suspension })
            } else {
                Move::Play(c, Point::new(rng.random_range(0..7), rng.random_range(0..5)))
            };
            let kids = if depth == 0 { 0 } else { rng.random_range(0..=3) };
            SgfNode {
                mv: Some(mv),
                setup: Vec::new(),
                children: (0..kids).map(|_| tree(rng, depth - 1, c.opponent())).collect(),
            }
        }
        let mut g = SgfGame::from_game(&Game::new(Rules::JPD, 7, 5).unwrap());
        g.root.children = (0..rng.random_range(1..=3)).map(|_| tree(&mut rng, 4, Color::Black)).collect();
        g.territory = [vec![Point::new(0, 0), Point::new(3, 2)], vec![Point::new(6, 4)]];
        let read = SgfGame::parse(&g.to_sgf()).unwrap();
        prop_assert_eq!(read, g);
    }
}

/// Real-world oddities and what qili does with each.
#[test]
fn oddities_table() {
    /// Ok: main-line moves and a warning fragment; Err: the node and property named.
    type Expect = Result<(usize, &'static str), (Option<usize>, Option<&'static str>)>;
    struct Case {
        name: &'static str,
        sgf: &'static str,
        /// Ok: the number of main-line moves and a warning fragment (or ""); Err: node, property.
        expect: Expect,
    }
    let cases = [
        Case {
            name: "FF[4] plain",
            sgf: "(;FF[4]GM[1]SZ[9];B[ee];W[ce])",
            expect: Ok((2, "")),
        },
        Case {
            name: "FF[3] file",
            sgf: "(;FF[3]GM[1]SZ[9];B[ee];W[tt])",
            expect: Ok((2, "FF[3]")),
        },
        Case {
            name: "FF[3] mixed-case identifiers",
            sgf: "(;FF[3]GaMe[1]SiZe[9]AddBlack[aa][bb];White[cc])",
            expect: Ok((1, "FF[3]")),
        },
        Case {
            name: "lowercase property",
            sgf: "(;FF[4]SZ[9];b[ee])",
            expect: Err((Some(1), Some(""))),
        },
        Case {
            name: "tt pass on 19x19",
            sgf: "(;SZ[19];B[tt];W[tt])",
            expect: Ok((2, "")),
        },
        Case {
            name: "missing SZ",
            sgf: "(;FF[4]GM[1];B[pd])",
            expect: Ok((1, "no SZ")),
        },
        Case {
            name: "HA[0]",
            sgf: "(;SZ[9]HA[0];B[ee])",
            expect: Ok((1, "")),
        },
        Case {
            name: "SZ too large",
            sgf: "(;SZ[26])",
            expect: Err((Some(0), Some("SZ"))),
        },
        Case {
            name: "SZ zero",
            sgf: "(;SZ[0])",
            expect: Err((Some(0), Some("SZ"))),
        },
        Case {
            name: "SZ not a number",
            sgf: "(;SZ[big])",
            expect: Err((Some(0), Some("SZ"))),
        },
        Case {
            name: "KM with a comma",
            sgf: "(;SZ[9]KM[6,5])",
            expect: Err((Some(0), Some("KM"))),
        },
        Case {
            name: "move off the board",
            sgf: "(;SZ[9];B[ee];W[jj])",
            expect: Err((Some(2), Some("W"))),
        },
        Case {
            name: "setup after a move",
            sgf: "(;SZ[9];B[ee];AW[aa])",
            expect: Err((Some(2), Some("AW"))),
        },
        Case {
            name: "not Go",
            sgf: "(;GM[2]SZ[8])",
            expect: Err((Some(0), Some("GM"))),
        },
        Case {
            name: "unterminated",
            sgf: "(;SZ[9];B[ee]",
            expect: Err((None, None)),
        },
        Case {
            name: "empty file",
            sgf: "",
            expect: Err((None, None)),
        },
        Case {
            name: "not SGF",
            sgf: "hello",
            expect: Err((None, None)),
        },
        Case {
            name: "bad PL",
            sgf: "(;SZ[9]PL[X])",
            expect: Err((Some(0), Some("PL"))),
        },
    ];
    for case in cases {
        let got = SgfGame::parse(case.sgf);
        match (case.expect, got) {
            (Ok((n, warning)), Ok(g)) => {
                assert_eq!(g.moves().len(), n, "{}", case.name);
                if warning.is_empty() {
                    assert!(g.warnings.is_empty(), "{}: {:?}", case.name, g.warnings);
                } else {
                    assert!(
                        g.warnings.iter().any(|w| w.contains(warning)),
                        "{}: {:?}",
                        case.name,
                        g.warnings
                    );
                }
            }
            (Err((node, prop)), Err(e)) => {
                assert_eq!(e.node, node, "{}: {e}", case.name);
                assert_eq!(e.property.as_deref(), prop, "{}: {e}", case.name);
            }
            (want, got) => panic!("{}: expected {want:?}, got {got:?}", case.name),
        }
    }
}

#[test]
fn tt_is_a_pass_and_mixed_case_setup_is_read() {
    let g = SgfGame::parse("(;SZ[19];B[tt];W[tt])").unwrap();
    assert!(g.moves().iter().all(|m| m.is_pass()));
    let g = SgfGame::parse("(;FF[3]GaMe[1]SiZe[9]AddBlack[aa][bb];White[cc])").unwrap();
    let (b, _) = g.start();
    assert_eq!(b.stones(Color::Black), 2);
    assert_eq!(g.moves(), vec![Move::Play(Color::White, Point::new(2, 2))]);
}
