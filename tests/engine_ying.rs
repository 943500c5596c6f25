//! The engine's Ying ko (`KoRule::Ying`) against the reference model
//! (`qili_spec::yg::ko`) and against the small-board search's state (`qili::search::game`),
//! under every Ying reading: the same legal moves at every step of generated games, the same
//! positions after each move, the same end. And the witnesses of `findings/YG-14/` replay on the
//! engine under the reading their `RU` names exactly as the reference model plays them.

use qili::go::to_spec::{colour, grid, point, spec_move};
use qili::go::Ko;
use qili::go::{Board, Color, Game, KoRule, Move, PassKind, Point, Rules, SgfGame, YingKo};
use qili::search::board::Geometry;
use qili::search::game::{play_rules, preset, Game as SGame, PlayRules, SMove};
use qili_spec::go::game::{is_over, End, PassKind as SPass, Position};
use qili_spec::yg::ko as ying;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn spec_position(g: &Game) -> Position {
    Position {
        grid: grid(g.board()),
        to_move: colour(g.to_move()),
        pass_stones: g.pass_stones(),
        prisoners: g.prisoners(),
    }
}

/// Every candidate move of the side to move: each point, then an ordinary pass.
fn candidates(g: &Game) -> Vec<Move> {
    let c = g.to_move();
    let b = g.board();
    let mut out: Vec<Move> = (0..b.height())
        .flat_map(|y| (0..b.width()).map(move |x| Move::Play(c, Point::new(x, y))))
        .collect();
    out.push(Move::Pass(c, PassKind::Ordinary));
    out
}

/// Picks a legal move: a pass one time in `pass_one_in`, else a random legal real move.
fn pick(g: &Game, rng: &mut ChaCha8Rng, pass_one_in: u32) -> Option<Move> {
    let legal = g.legal_moves();
    if legal.is_empty() {
        return None;
    }
    let real: Vec<Move> = legal.iter().copied().filter(|m| !m.is_pass()).collect();
    if real.is_empty() || rng.random_range(0..pass_one_in) == 0 {
        return Some(Move::Pass(g.to_move(), PassKind::Ordinary));
    }
    Some(real[rng.random_range(0..real.len())])
}

/// At least 10^5 moves under the eight Ying readings: at every step each candidate move is
/// legal on the engine exactly when the reference model allows it (and the game is not over
/// under YG-8's suspend-then-end), and after each move the two positions are the same.
#[test]
fn engine_ying_ko_agrees_with_the_reference_model() {
    let boards = [(2, 1), (3, 1), (4, 1), (2, 2), (3, 2), (3, 3), (4, 2)];
    let mut rng = ChaCha8Rng::seed_from_u64(14);
    let mut moves_played = 0usize;
    let mut forbidden_seen = 0usize;
    for y in YingKo::ALL {
        let rules = Rules::ying_reading(y);
        let sy = y;
        let mut per_reading = 0;
        let mut game_no = 0;
        while per_reading < 13_000 {
            let (w, h) = boards[game_no % boards.len()];
            game_no += 1;
            let mut g = Game::new(rules, w, h).unwrap();
            let mut history = vec![spec_position(&g)];
            let mut spec_moves = Vec::new();
            while !g.is_over() && spec_moves.len() < 120 {
                for m in candidates(&g) {
                    let spec_ok = ying::play(&history, &spec_moves, spec_move(m), sy).is_ok();
                    assert_eq!(
                        g.is_legal(m),
                        spec_ok,
                        "{}: {m:?} after {:?} on {w}x{h}",
                        y.name(),
                        g.moves()
                    );
                    forbidden_seen += usize::from(!spec_ok);
                }
                let Some(m) = pick(&g, &mut rng, 4) else {
                    break;
                };
                let next = ying::play(&history, &spec_moves, spec_move(m), sy).unwrap();
                g.play(m).unwrap();
                history.push(next);
                spec_moves.push(spec_move(m));
                assert_eq!(spec_position(&g), *history.last().unwrap(), "{}", y.name());
                assert_eq!(
                    g.is_over(),
                    is_over(&spec_moves, End::SuspendThenEnd),
                    "{}: {:?}",
                    y.name(),
                    g.moves()
                );
                per_reading += 1;
            }
        }
        moves_played += per_reading;
    }
    eprintln!(
        "{moves_played} moves under the Ying readings, {forbidden_seen} candidate moves forbidden"
    );
    assert!(moves_played >= 100_000, "{moves_played}");
    // The games reach the ko rule: many candidate moves are forbidden by it.
    assert!(forbidden_seen > 10_000, "{forbidden_seen}");
}

/// The engine and the small-board search (a different implementation over bitboards) allow the
/// same moves under every Ying reading on boards up to 25 points.
#[test]
fn engine_ying_ko_agrees_with_the_search_state() {
    let boards = [(5, 5), (4, 4), (3, 3), (5, 1), (2, 2), (3, 2)];
    let mut rng = ChaCha8Rng::seed_from_u64(25);
    for y in YingKo::ALL {
        let rules = Rules::ying_reading(y);
        let srules = play_rules(&rules).unwrap();
        assert_eq!(preset(y.name()).unwrap(), srules);
        for (i, &(w, h)) in boards.iter().enumerate().cycle().take(18) {
            let geo = Geometry::new(w, h).unwrap();
            let mut g = Game::new(rules, w, h).unwrap();
            let mut s = SGame::new(geo, srules);
            let mut steps = 0;
            while !g.is_over() && steps < 150 {
                let engine: Vec<Move> = g.legal_moves();
                let search: Vec<Move> = s
                    .legal_moves_with(&[SPass::Ordinary, SPass::Suspension])
                    .into_iter()
                    .map(|m| match m {
                        SMove::Play(p) => {
                            Move::Play(g.to_move(), Point::new(p as usize % w, p as usize / w))
                        }
                        SMove::Pass(k) => Move::Pass(
                            g.to_move(),
                            match k {
                                SPass::Ordinary => PassKind::Ordinary,
                                SPass::Suspension => PassKind::Suspension,
                            },
                        ),
                    })
                    .collect();
                assert_eq!(
                    engine,
                    search,
                    "{} on {w}x{h}, game {i}: {:?}",
                    y.name(),
                    g.moves()
                );
                let Some(m) = pick(&g, &mut rng, if w * h > 9 { 8 } else { 4 }) else {
                    break;
                };
                let sm = match m {
                    Move::Play(_, p) => SMove::Play((p.y as usize * w + p.x as usize) as u8),
                    Move::Pass(_, k) => SMove::Pass(match k {
                        PassKind::Ordinary => SPass::Ordinary,
                        PassKind::Suspension => SPass::Suspension,
                    }),
                };
                g.play(m).unwrap();
                assert!(s.play(sm));
                assert_eq!(s.is_over(), g.is_over());
                steps += 1;
            }
        }
    }
}

/// The moves of an SGF witness and the index of the move where its repeating part starts
/// (the node commented "the repeating part starts here").
fn witness(text: &str) -> (SgfGame, usize) {
    let sgf = SgfGame::parse(text).unwrap();
    let nodes: Vec<&str> = text.split(';').skip(2).collect();
    let start = nodes
        .iter()
        .position(|n| n.contains("the repeating part starts here"))
        .expect("a marked repeating part");
    (sgf, start)
}

/// Each witness of `findings/YG-14/` (an infinite legal game) replays on the engine under the
/// reading its `RU` names, with the repeating part played five times: every move legal, the
/// game never over, and every position the reference model's.
#[test]
fn yg14_witnesses_replay_on_the_engine_as_in_the_reference_model() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/findings/YG-14");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "sgf") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let (sgf, loop_start) = witness(&text);
        let (rules, warning) = sgf.rules();
        assert_eq!(warning, None, "{}", path.display());
        let KoRule::Ying(y) = rules.play.ko else {
            panic!("{}: RU is not a Ying reading", path.display());
        };
        let ru = sgf.ruleset.clone().unwrap();
        assert_eq!(y, qili::go::YingKo::from_name(&ru).unwrap(), "{ru}");
        let moves = sgf.moves();
        let mut all = moves[..loop_start].to_vec();
        for _ in 0..5 {
            all.extend_from_slice(&moves[loop_start..]);
        }
        let (start, to_move) = sgf.start();
        let (g, illegal) = Game::from_moves(rules, start.clone(), to_move, &all);
        assert_eq!(illegal, None, "{}", path.display());
        assert!(!g.is_over(), "{}", path.display());
        let spec_start = Position {
            grid: grid(&start),
            to_move: colour(to_move),
            pass_stones: [0, 0],
            prisoners: [0, 0],
        };
        let spec_moves: Vec<_> = all.iter().map(|&m| spec_move(m)).collect();
        let history = ying::replay(spec_start, &spec_moves, y).unwrap();
        let mut replay = Game::from_position(rules, start, to_move);
        for (m, p) in all.iter().zip(&history[1..]) {
            replay.play(*m).unwrap();
            assert_eq!(spec_position(&replay), *p, "{}", path.display());
        }
        seen += 1;
    }
    assert!(seen >= 4, "{seen}");
}

/// The single ko retaken after one pass of each side (003 爭劫
/// "凡提取熱子須間隔一實手或虛手") replays legally under `ying`; the immediate retake does not.
#[test]
fn the_ko_retaken_after_passes_replays_under_ying() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/ko-retaken-after-passes.sgf"
    ))
    .unwrap();
    let sgf = SgfGame::parse(&text).unwrap();
    let (_, illegal) = sgf.replay(Rules::YING);
    assert_eq!(illegal, None);
    // Positional superko (the engine's old stand-in for `ying`) rejects the retake.
    let (_, illegal) = sgf.replay(Rules {
        play: PlayRules {
            ko: KoRule::Plain(Ko::PositionalSuperko),
            ..Rules::YING.play
        },
        ..Rules::YING
    });
    assert!(illegal.is_some());
    // The immediate retake of a single ko is a hot stone under every reading.
    let b = Board::from_rows(&[".XO.", "XO.O", ".XO."]).unwrap();
    for y in YingKo::ALL {
        let mut g = Game::from_position(Rules::ying_reading(y), b.clone(), Color::Black);
        g.play(Move::Play(Color::Black, Point::new(2, 1))).unwrap();
        assert!(
            !g.is_legal(Move::Play(Color::White, Point::new(1, 1))),
            "{}",
            y.name()
        );
        let _ = point(Point::new(0, 0));
    }
}

/// 003 越環禁攪 on the engine, derived by hand: a single ko fought with passes only. Black takes
/// at c2 (shape T, White to move), both pass, White retakes at b2 (the start S again: the first
/// recurrence, one full cycle allowed), both pass; Black's second take would make T again, past
/// the cycle under the real-shape readings (`ying-shape`, `ying-shape-strict`) and the per-cycle
/// count of `ying-marks` (the `ying` preset: the step of the first take is made again), while the readings that
/// restart the count after a pass (`ying-pass`, `ying-move`) allow it. (Four-pass ending, so
/// that the passes do not end the game first.)
#[test]
fn a_ko_fought_with_passes_only_is_cut_after_one_full_cycle_under_ying() {
    use qili::go::End;
    let b = Board::from_rows(&[".XO.", "XO.O", ".XO."]).unwrap();
    let pass = |c| Move::Pass(c, PassKind::Ordinary);
    let (take, retake) = (
        Move::Play(Color::Black, Point::new(2, 1)),
        Move::Play(Color::White, Point::new(1, 1)),
    );
    let fight = [
        take,
        pass(Color::White),
        pass(Color::Black),
        retake,
        pass(Color::Black),
        pass(Color::White),
    ];
    for (name, cut) in [
        ("ying", true),
        ("ying-shape", true),
        ("ying-shape-strict", true),
        ("ying-marks-strict", true),
        ("ying-pass", false),
        ("ying-move", false),
    ] {
        let rules = Rules {
            play: PlayRules {
                end: End::FourPasses,
                ..Rules::from_name(name).unwrap().play
            },
            ..Rules::from_name(name).unwrap()
        };
        let (g, illegal) = Game::from_moves(rules, b.clone(), Color::Black, &fight);
        assert_eq!(illegal, None, "{name}");
        assert_eq!(g.is_legal(take), !cut, "{name}");
    }
}

/// The engine's move of a reference-model move.
fn engine_move(m: qili_spec::go::game::Move) -> Move {
    use qili_spec::go::grid::Color as SC;
    let c = |c: SC| match c {
        SC::Black => Color::Black,
        SC::White => Color::White,
    };
    match m {
        qili_spec::go::game::Move::Play(s, p) => Move::Play(c(s), Point::new(p.x, p.y)),
        qili_spec::go::game::Move::Pass(s, _) => Move::Pass(c(s), PassKind::Ordinary),
    }
}

/// The per-stone hot marks (`ying-marks`, 003 熱子 雙熱子 / 孿熱子) on the engine, derived by hand
/// (as `spec/src/yg/ko.rs::tests::hot_stone_marks_cut_triple_ko_and_eternal_life_before_any_recurrence`):
/// the triple ko's fourth capture (move 3, White retaking the first ko) takes a stone still
/// marked hot and is forbidden, though the board has not recurred; `ying-shape` allows the
/// whole first turn. The `ying` preset is `ying-marks` and cuts both at move 3 (it was
/// `ying-shape`, which let the triple ko's first turn complete: this fails on that preset). Eternal life: White's capture of the pair Black's fill just made
/// (move 3) is forbidden. The single ko may be retaken after a threat and its answer.
#[test]
fn hot_stone_marks_cut_the_triple_ko_before_any_recurrence_on_the_engine() {
    let marks = Rules::from_name("ying-marks").unwrap();
    for (shape, cut) in [
        (qili_spec::ts::cycles::triple_ko(), 3),
        (qili_spec::shapes::eternal_life(), 3),
    ] {
        let rows = shape.start.grid.rows();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let board = Board::from_rows(&rows).unwrap();
        let moves: Vec<Move> = shape.cycle.iter().map(|&m| engine_move(m)).collect();
        let (_, illegal) = Game::from_moves(marks, board.clone(), Color::Black, &moves);
        assert_eq!(illegal.map(|e| e.0), Some(cut), "{}", shape.name);
        let (_, illegal) = Game::from_moves(Rules::YING, board.clone(), Color::Black, &moves);
        assert_eq!(illegal.map(|e| e.0), Some(cut), "ying: {}", shape.name);
        if shape.name == "triple ko" {
            let shape_rules = Rules::from_name("ying-shape").unwrap();
            let (_, illegal) = Game::from_moves(shape_rules, board, Color::Black, &moves);
            assert_eq!(illegal, None, "ying-shape lets the first turn complete");
        }
    }
    let b = Board::from_rows(&[".XO...", "XO.O..", ".XO..."]).unwrap();
    let threat = [
        Move::Play(Color::Black, Point::new(2, 1)),
        Move::Play(Color::White, Point::new(5, 0)),
        Move::Play(Color::Black, Point::new(5, 2)),
        Move::Play(Color::White, Point::new(1, 1)),
    ];
    let (_, illegal) = Game::from_moves(marks, b, Color::Black, &threat);
    assert_eq!(illegal, None);
}

/// 003 死活 (YG-10): 任何劫型死活,一律提證死活, a life and death hanging on a ko disputed after
/// YG-8's suspension, on the engine under the two readings YG-12 keeps (the `ying` preset and
/// `ying-marks-strict`), derived by hand. 6x4, Black to move (`x` right, `y` down):
///
/// ```text
/// O . O . O X    White's six (b2..e2, c1, e1) have the eye d1 and, while White's corner
/// X O O O O X    stone a1 stands, b1; the corner is a ko. Black takes it at b1 (the six are
/// . X X X X X    then in atari at d1), White passes, Black passes: play is suspended.
/// . . . . . .
/// ```
///
/// White disputes and play resumes. Defender answers: White retakes at a1 (the suspension
/// passes are the interval 凡提取熱子須間隔一實手或虛手), Black's retake at once is refused,
/// Black passes, White takes a2 at a3 (two eyes), two passes end the game: the six stand
/// (不提取為活子). Defender passes: Black captures the six at d1 (提取為死子). The audit's YG-10
/// runs the same games in the reference model; before, it had no ko among its disputes.
#[test]
fn a_ko_for_life_disputed_after_the_suspension_is_settled_by_play() {
    let board = Board::from_rows(&["O.O.OX", "XOOOOX", ".XXXXX", "......"]).unwrap();
    let b = |x, y| Move::Play(Color::Black, Point::new(x, y));
    let w = |x, y| Move::Play(Color::White, Point::new(x, y));
    let bp = Move::Pass(Color::Black, PassKind::Ordinary);
    let wp = Move::Pass(Color::White, PassKind::Ordinary);
    let answers = [b(1, 0), wp, bp, w(0, 0), bp, w(0, 2), bp, wp];
    let passes = [b(1, 0), wp, bp, wp, b(3, 0), wp, bp];
    for name in ["ying", "ying-marks-strict"] {
        let rules = Rules::from_name(name).unwrap();
        let (g, illegal) = Game::from_moves(rules, board.clone(), Color::Black, &answers[..4]);
        assert_eq!(illegal, None, "{name}: White retakes after the suspension");
        assert!(!g.is_legal(b(1, 0)), "{name}: Black's retake at once");
        let (g, illegal) = Game::from_moves(rules, board.clone(), Color::Black, &answers);
        assert_eq!(illegal, None, "{name}");
        assert!(g.is_over(), "{name}: two passes end it");
        assert_eq!(
            g.board().get(Point::new(2, 0)),
            Some(Color::White),
            "{name}: alive"
        );
        assert_eq!(g.board().get(Point::new(0, 1)), None, "{name}: a2 taken");
        let (g, illegal) = Game::from_moves(rules, board.clone(), Color::Black, &passes);
        assert_eq!(illegal, None, "{name}");
        assert!(g.is_over(), "{name}");
        assert_eq!(g.board().get(Point::new(2, 0)), None, "{name}: captured");
        assert_eq!(
            g.board().stones(Color::White),
            0,
            "{name}: all White's stones taken"
        );
    }
}
