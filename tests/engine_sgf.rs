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
    // JPD-A3 (000 公理三 棋局开始前,不得有任何棋子存在于棋盘上): no setup under the jpd ko, whose
    // replay refuses one (tested below).
    // 003 著手規律 空枰開局、黑先白後 (YG-5) under a Ying ko, likewise.
    let ying = matches!(rules.play.ko, qili::rules::KoRule::Ying(_));
    let setup = if ying
        || rules.play.ko == qili::rules::KoRule::Plain(qili::rules::Ko::WholeShapeWithPassStones)
    {
        0
    } else {
        w * h / 4
    };
    for _ in 0..rng.random_range(0..=setup) {
        let p = Point::new(rng.random_range(0..w), rng.random_range(0..h));
        let c = if rng.random_bool(0.5) {
            Color::Black
        } else {
            Color::White
        };
        board.set(p, Some(c));
    }
    let to_move = if !ying && rng.random_bool(0.3) {
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

/// Reading the records servers and editors write: each leniency is a warning, each record
/// here is written by hand for the case.
mod records {
    use qili::go::encoding::decode_sgf;
    use qili::go::sgf::SgfGame;
    use qili::go::{Color, Illegal, Move, Point, Rules};

    fn warned(g: &SgfGame, fragment: &str) -> bool {
        g.warnings.iter().any(|w| w.contains(fragment))
    }

    #[test]
    fn text_before_the_first_game_is_skipped_with_a_warning() {
        // A server's header, with a ';' and a '(' of its own before the game.
        let text = "Game 12 (rated); downloaded\n(;GM[1]FF[4]SZ[9];B[ee];W[cc])";
        let g = SgfGame::parse(text).unwrap();
        assert_eq!(g.moves().len(), 2);
        assert!(warned(&g, "line 2, column 1"), "{:?}", g.warnings);
        // The charset is found in the game's root, not in the header: "黑" in GB2312.
        let mut bytes = b"header; x (\n(;CA[GB2312]SZ[9]C[".to_vec();
        bytes.extend_from_slice(b"\xba\xda];B[ee])");
        let d = decode_sgf(&bytes).unwrap();
        assert_eq!(d.charset, "GBK");
        assert!(d.text.contains("C[黑]"), "{}", d.text);
        // With no '(;' at all the file is refused.
        assert!(SgfGame::parse("no game here (at all)").is_err());
    }

    #[test]
    fn long_property_identifiers_are_read_up_to_a_bound() {
        // MultiGo writes MULTIGOGM; the grammar sets no length.
        let g = SgfGame::parse("(;GM[1]SZ[9]MULTIGOGM[1];B[ee])").unwrap();
        assert_eq!(g.moves().len(), 1);
        let long = format!("(;SZ[9]{}[1])", "A".repeat(65));
        let e = SgfGame::parse(&long).unwrap_err();
        assert!(
            e.message.contains("longer than 64 letters"),
            "{}",
            e.message
        );
        assert!(SgfGame::parse(&format!("(;SZ[9]{}[1])", "A".repeat(64))).is_ok());
    }

    #[test]
    fn charset_names_in_use_are_read_with_a_warning_when_not_whatwg() {
        // "黑棋" is BA DA C6 E5 in GB2312 (EUC-CN is its EUC form; CP936 is GBK) and
        // "é" is E9 in ISO-8859-1.
        let cases: [(&str, &[u8], &str, &str, bool); 7] = [
            ("ISO8859_1", b"\xe9", "é", "windows-1252", true),
            ("ISO-8859-1", b"\xe9", "é", "windows-1252", false),
            ("EUC-CN", b"\xba\xda\xc6\xe5", "黑棋", "GBK", true),
            ("EUC_CN", b"\xba\xda\xc6\xe5", "黑棋", "GBK", true),
            ("CP936", b"\xba\xda\xc6\xe5", "黑棋", "GBK", true),
            ("UTF_8", "黑棋".as_bytes(), "黑棋", "UTF-8", true),
            ("GB2312", b"\xba\xda\xc6\xe5", "黑棋", "GBK", false),
        ];
        for (ca, body, want, charset, warns) in cases {
            let mut file = format!("(;CA[{ca}]C[").into_bytes();
            file.extend_from_slice(body);
            file.extend_from_slice(b"];B[aa])");
            let d = decode_sgf(&file).unwrap();
            assert_eq!(d.text, format!("(;CA[{ca}]C[{want}];B[aa])"), "{ca}");
            assert_eq!(d.charset, charset, "{ca}");
            assert_eq!(d.warning.is_some(), warns, "{ca}: {:?}", d.warning);
        }
        assert!(decode_sgf(b"(;CA[Klingon])").is_err());
    }

    #[test]
    fn setup_in_a_side_variation_does_not_reject_the_file() {
        let g = SgfGame::parse("(;SZ[9];B[ee](;W[cc];B[gg])(;AW[dd];W[ff]))").unwrap();
        assert_eq!(g.moves().len(), 3);
        // The side variation keeps its setup as data.
        assert_eq!(g.root.children[0].children[1].setup.len(), 1);
        // On the main line after a move it is refused, naming the node, the property and the
        // move it follows.
        let e = SgfGame::parse("(;SZ[9];B[ee];W[cc];AB[aa];W[dd])").unwrap_err();
        assert_eq!((e.node, e.property.as_deref()), (Some(3), Some("AB")));
        assert!(e.message.contains("after move 2"), "{}", e.message);
    }

    #[test]
    fn pl_in_the_first_setup_node_and_the_first_move_otherwise() {
        // PL[W] beside the setup in the node after the root: White to move.
        let g = SgfGame::parse("(;SZ[9];AB[cc]AW[gg]PL[W])").unwrap();
        assert_eq!(g.start().1, Color::White);
        assert!(g.warnings.is_empty(), "{:?}", g.warnings);
        // No PL: the first move says who starts; White after a setup without HA, warned.
        let g = SgfGame::parse("(;SZ[9]AB[cc]AW[gg];W[ee];B[dd])").unwrap();
        assert_eq!(g.start().1, Color::White);
        assert!(warned(&g, "no PL"), "{:?}", g.warnings);
        assert_eq!(g.replay(Rules::CHINESE).1, None);
        // A first move that is the default side: no warning.
        let g = SgfGame::parse("(;SZ[9]HA[2]AB[cc][gg];W[ee])").unwrap();
        assert_eq!(g.start().1, Color::White);
        assert!(g.warnings.is_empty(), "{:?}", g.warnings);
    }

    #[test]
    fn passes_after_the_end_are_skipped_and_a_stone_after_it_is_named() {
        let pass = |c| Move::Pass(c, qili::go::PassKind::Ordinary);
        // B, pass, pass ends the game under two-pass rules; the third pass is skipped.
        let g = SgfGame::parse("(;SZ[5];B[cc];W[];B[];W[])").unwrap();
        let r = g.replay_report(Rules::CHINESE);
        assert_eq!(r.illegal, None);
        assert!(r.game.is_over());
        assert_eq!(r.game.moves().len(), 3);
        assert_eq!(r.game.board().stones(Color::Black), 1);
        assert!(
            r.warnings.iter().any(|w| w.contains("move 4")),
            "{:?}",
            r.warnings
        );
        // A stone after the end stays illegal, and is named.
        let g = SgfGame::parse("(;SZ[5];B[cc];W[];B[];W[aa])").unwrap();
        let r = g.replay_report(Rules::CHINESE);
        assert_eq!(
            r.illegal,
            Some((
                3,
                Move::Play(Color::White, Point::new(0, 0)),
                Illegal::GameOver
            ))
        );
        // Under JPD four passes end the game: the third pass is a move like any other.
        let g = SgfGame::parse("(;SZ[5];B[cc];W[];B[];W[])").unwrap();
        let r = g.replay_report(Rules::JPD);
        assert_eq!((r.illegal, r.warnings.len()), (None, 0));
        assert_eq!(r.game.moves()[3], pass(Color::White));
    }

    #[test]
    fn the_jpd_and_ying_kos_refuse_a_start_their_documents_forbid() {
        // 000 公理三 (JPD-A3): 棋局开始前,不得有任何棋子存在于棋盘上. The same record replays
        // under Chinese rules (two moves) and is refused before move 1 under JPD.
        use qili::go::sgf::RefusedStart;
        for text in [
            "(;SZ[3]AB[aa];W[bb];B[cc])",
            "(;SZ[3]AW[bb])",
            "(;SZ[3]HA[2]AB[aa][cc];W[bb])",
        ] {
            let g = SgfGame::parse(text).unwrap();
            let r = g.replay_report(Rules::JPD);
            assert_eq!(
                r.refused_start,
                Some(RefusedStart::StonesBeforeStart),
                "{text}"
            );
            assert_eq!(r.game.moves().len(), 0, "{text}");
            assert_eq!(
                r.game.board().stones(Color::Black) + r.game.board().stones(Color::White),
                0
            );
            let r = g.replay_report(Rules::CHINESE);
            assert_eq!(r.refused_start, None, "{text}");
            assert_eq!(r.illegal, None, "{text}");
        }
        // An empty start is accepted, and either side may move first (黑白双方轮流下子).
        let r = SgfGame::parse("(;SZ[3]W[bb];B[cc])")
            .unwrap()
            .replay_report(Rules::JPD);
        assert_eq!(
            (r.refused_start, r.illegal, r.game.moves().len()),
            (None, None, 2)
        );
        // 003 著手規律 (YG-5) 空枰開局、黑先白後: under the ying preset both are refused.
        let ying = qili::rules::parse_for_play("ying").unwrap();
        let r = SgfGame::parse("(;SZ[3]W[bb];B[cc])")
            .unwrap()
            .replay_report(ying);
        assert_eq!(r.refused_start, Some(RefusedStart::WhiteFirst));
        let r = SgfGame::parse("(;SZ[3]AB[aa];W[bb])")
            .unwrap()
            .replay_report(ying);
        assert_eq!(r.refused_start, Some(RefusedStart::StonesBeforeStart));
        let r = SgfGame::parse("(;SZ[3]B[bb];W[cc])")
            .unwrap()
            .replay_report(ying);
        assert_eq!(
            (r.refused_start, r.illegal, r.game.moves().len()),
            (None, None, 2)
        );
    }

    #[test]
    fn fox_records_komi_is_read_as_fox_writes_it() {
        for (km, want) in [
            ("750", 7.5),
            ("375", 7.5),
            ("650", 6.5),
            ("550", 5.5),
            ("700", 7.0),
        ] {
            let g = SgfGame::parse(&format!("(;GM[1]AP[foxwq]SZ[19]KM[{km}];B[pd])")).unwrap();
            assert_eq!(g.komi, Some(want), "KM[{km}]");
            assert!(warned(&g, "Fox"), "KM[{km}]: {:?}", g.warnings);
        }
        // Written unscaled: read as written, no warning.
        let g = SgfGame::parse("(;AP[foxwq]SZ[19]KM[6.5])").unwrap();
        assert_eq!((g.komi, g.warnings.len()), (Some(6.5), 0));
        // A value Fox is not known to write: an error naming it, not a guess.
        let e = SgfGame::parse("(;AP[foxwq]SZ[19]KM[123])").unwrap_err();
        assert_eq!((e.node, e.property.as_deref()), (Some(0), Some("KM")));
        // Not marked as Fox's, but KM[750] exceeds the 361 points of 19x19, so it is no komi
        // as written: Fox's client writes `AP[YuanYu]` in public collections of Fox games
        // (3,972 such records, whose counted results match a komi of 7.5), read with a warning.
        for ap in ["YuanYu", "CGoban:3"] {
            let g = SgfGame::parse(&format!("(;AP[{ap}]SZ[19]KM[750])")).unwrap();
            assert_eq!(g.komi, Some(7.5), "AP[{ap}]");
            assert!(
                warned(&g, "exceeds the board's 361 points"),
                "{:?}",
                g.warnings
            );
        }
        // On a board with more points than the value, KM[375] is a komi as written.
        let g = SgfGame::parse("(;SZ[20]KM[375])").unwrap();
        assert_eq!((g.komi, g.warnings.len()), (Some(375.0), 0));
        // Too large and not of Fox's scale: kept as written (small boards take large komi).
        let g = SgfGame::parse("(;SZ[9]KM[123])").unwrap();
        assert_eq!((g.komi, g.warnings.len()), (Some(123.0), 0));
    }

    #[test]
    fn a_handicap_that_is_not_whole_is_ignored_with_a_warning() {
        // `HA[7.5]` (a komi written in the wrong property, seen in a public collection of AI
        // games): no handicap, the setup decides, and the reader says so.
        let g = SgfGame::parse("(;SZ[19]KM[7.5]HA[7.5];B[pd])").unwrap();
        assert_eq!(g.handicap, None);
        assert!(
            warned(&g, "HA[7.5] is not a whole number"),
            "{:?}",
            g.warnings
        );
        // A whole number out of range is still an error.
        let e = SgfGame::parse("(;SZ[19]HA[999])").unwrap_err();
        assert_eq!(e.property.as_deref(), Some("HA"));
    }

    #[test]
    fn handicap_given_as_moves_is_read_as_setup_with_a_warning() {
        // Black's handicap written as two black moves before White's first (as some servers
        // record it): the same game as `AB[cc][gg]`, with a warning; move numbers start after.
        let as_moves = "(;SZ[9]HA[2]KM[0.5];B[cc];B[gg];W[cg];B[gc];W[ee])";
        let as_setup = "(;SZ[9]HA[2]KM[0.5]AB[cc][gg];W[cg];B[gc];W[ee])";
        let g = SgfGame::parse(as_moves).unwrap();
        let h = SgfGame::parse(as_setup).unwrap();
        assert!(
            warned(
                &g,
                "handicap given as moves: the main line opens with 2 black moves (B[cc]B[gg])"
            ),
            "{:?}",
            g.warnings
        );
        assert_eq!(g.start(), h.start());
        assert_eq!(g.moves(), h.moves());
        assert_eq!(g.handicap_stones(), (2, None));
        // Without HA nothing says the run was a handicap: two black moves stay an illegal
        // move at replay.
        let g = SgfGame::parse("(;SZ[9];B[cc];B[gg];W[cg])").unwrap();
        assert_eq!(g.moves().len(), 3);
        // HA that disagrees with the run is not guessed at: the second black move stays an
        // illegal move at replay, named there.
        let g = SgfGame::parse("(;SZ[9]HA[3];B[cc];B[gg];W[cg])").unwrap();
        assert_eq!(g.moves().len(), 3);
        let (_, illegal) = g.replay(Rules::TROMP_TAYLOR);
        assert_eq!(illegal.map(|(i, _, _)| i), Some(1));
        // One black move, or a run on a point twice, is no placement.
        assert_eq!(
            SgfGame::parse("(;SZ[9]HA[2];B[cc];W[gg])")
                .unwrap()
                .moves()
                .len(),
            2
        );
        assert_eq!(
            SgfGame::parse("(;SZ[9];B[cc];B[cc])")
                .unwrap()
                .moves()
                .len(),
            2
        );
    }

    #[test]
    fn handicap_stones_from_ha_or_counted_from_the_setup() {
        let g = SgfGame::parse("(;SZ[9]HA[3]AB[cc][gg][cg])").unwrap();
        assert_eq!(g.handicap_stones(), (3, None));
        // HA with no stone placed (a record that omits them), or another number: HA counts,
        // and the reader says the setup disagrees.
        let g = SgfGame::parse("(;SZ[9]HA[2];W[cg])").unwrap();
        let (n, w) = g.handicap_stones();
        assert_eq!(n, 2);
        assert!(w
            .unwrap()
            .contains("HA[2] but the setup places 0 black stones"));
        let g = SgfGame::parse("(;SZ[9]HA[3]AB[cc][gg])").unwrap();
        assert!(g
            .handicap_stones()
            .1
            .unwrap()
            .contains("places 2 black stones"));
        let g = SgfGame::parse("(;SZ[9]AB[cc][gg][cg])").unwrap();
        let (n, w) = g.handicap_stones();
        assert_eq!(n, 3);
        assert!(w.unwrap().contains("no HA"));
        // A setup with a white stone is a position, not a handicap; one stone is no handicap.
        assert_eq!(
            SgfGame::parse("(;SZ[9]AB[cc][gg]AW[ee])")
                .unwrap()
                .handicap_stones(),
            (0, None)
        );
        assert_eq!(
            SgfGame::parse("(;SZ[9]AB[cc])").unwrap().handicap_stones(),
            (0, None)
        );
    }
}
