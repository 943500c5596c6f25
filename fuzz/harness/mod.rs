//! Bodies of the fuzz targets, shared by `cargo fuzz` (`fuzz_targets/*.rs`) and the plain test
//! `tests/fuzz_corpus.rs`, which runs them on the stored corpus and on generated inputs.

use arbitrary::{Result, Unstructured};
use qili::go::to_spec::{illegal, position, spec_move, to_spec_options};
use qili::go::Ko;
use qili::go::{
    End, Game, KoRule, Move, PassKind, PlayRules, Point, Rules, SgfGame, SgfLimits, Suicide,
};
use qili_spec::go::game as spec;

/// Target `engine_vs_spec`: an arbitrary board size (1..=6 x 1..=6), rule option set and move
/// sequence (moves may be illegal, off the board or out of turn): no panic, and after every
/// attempted move the engine and the reference model agree on the verdict and the position.
pub fn engine_vs_spec(data: &[u8]) {
    let _ = engine_vs_spec_inner(&mut Unstructured::new(data));
}

fn engine_vs_spec_inner(u: &mut Unstructured) -> Result<()> {
    let w = u.int_in_range(1..=6u8)? as usize;
    let h = u.int_in_range(1..=6u8)? as usize;
    let rules = Rules {
        play: PlayRules {
            suicide: *u.choose(&Suicide::ALL)?,
            ko: *u.choose(&Ko::ALL.map(KoRule::Plain))?,
            end: *u.choose(&End::ALL)?,
            ..Rules::TROMP_TAYLOR.play
        },
        ..Rules::TROMP_TAYLOR
    };
    let opts = to_spec_options(&rules);
    let mut g = Game::new(rules, w, h).expect("sizes in range");
    let mut history = vec![position(&g)];
    let mut moves: Vec<spec::Move> = Vec::new();
    for _ in 0..200 {
        if u.is_empty() {
            break;
        }
        let b: u8 = u.arbitrary()?;
        let c = if b & 0x80 == 0 {
            g.to_move()
        } else {
            g.to_move().opponent()
        };
        let m = match b & 0x7f {
            0 => Move::Pass(c, PassKind::Ordinary),
            1 => Move::Pass(c, PassKind::Suspension),
            _ => {
                let x = u.int_in_range(0..=w as u8)?;
                let y = u.int_in_range(0..=h as u8)?;
                Move::Play(c, Point::new(x as usize, y as usize))
            }
        };
        let sm = spec_move(m);
        let theirs = if spec::is_over(&moves, opts.end) {
            Err(spec::Illegal::GameOver)
        } else {
            spec::play(&history, sm, opts)
        };
        let mine = g.play(m);
        match (mine, theirs) {
            (Ok(()), Ok(next)) => {
                assert_eq!(position(&g), next, "position after {m:?} under {rules:?}");
                history.push(next);
                moves.push(sm);
            }
            (Err(e), Err(f)) => assert_eq!(illegal(e), f, "verdict on {m:?} under {rules:?}"),
            (mine, theirs) => panic!("{m:?} under {rules:?}: engine {mine:?}, spec {theirs:?}"),
        }
        assert_eq!(g.is_over(), spec::is_over(&moves, opts.end));
    }
    Ok(())
}

/// Target `sgf_reader`: any bytes, read as a file is (decoded by its `CA`, within the default
/// limits). The reader never panics and never recurses on the input's depth; what it accepts
/// replays under its rules without panicking and is written back as SGF that reads again to
/// the same tree.
pub fn sgf_reader(data: &[u8]) {
    let Ok(g) = SgfGame::from_bytes(data, &SgfLimits::DEFAULT) else {
        return;
    };
    let (rules, _) = g.rules();
    let (game, _) = g.replay(rules);
    let again = SgfGame::parse(&g.to_sgf()).expect("qili reads what it writes");
    assert_eq!(again.moves(), g.moves());
    assert_eq!(again.start(), g.start());
    assert!(again.root == g.root, "the tree read back differs");
    let _ = qili::go::sgf::write_game(&game);
}
