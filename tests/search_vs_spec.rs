//! The search's compact game state against the plain model `qili_spec::go::game` (and
//! `qili_spec::yg::ko` for the Ying options): on random games on every board of at most 25
//! points, under every rule option, the full set of legal moves must be equal after every move.

use qili::go::KoRule;
use qili::search::board::{colour, Geometry};
use qili::search::game::{Game, PlayRules, SMove};
use qili_spec::go::game::{self, End, Ko, Move, Options, PassKind, Passes, Position, Suicide};
use qili_spec::ts::cycles::NoResult;
use qili_spec::yg::ko::{self as ying, YingKo};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn all_rules() -> Vec<PlayRules> {
    let mut out = Vec::new();
    for suicide in Suicide::ALL {
        for ko in Ko::ALL {
            for end in End::ALL {
                out.push(PlayRules::plain(Options { suicide, ko, end }));
            }
        }
    }
    for y in YingKo::ALL {
        out.push(PlayRules {
            suicide: Suicide::Allowed,
            ko: KoRule::Ying(y),
            end: End::SuspendThenEnd,
            passes: Passes::OneKind,
            no_result: NoResult::None,
        });
    }
    out
}

/// The spec's legal moves after `moves` from the empty board.
fn spec_legal(history: &[Position], moves: &[Move], rules: PlayRules) -> Vec<Move> {
    match rules.ko {
        KoRule::Plain(ko) => game::legal_moves(
            history,
            moves,
            Options {
                suicide: rules.suicide,
                ko,
                end: rules.end,
            },
        ),
        KoRule::Ying(o) => {
            if game::is_over(moves, rules.end) {
                return Vec::new();
            }
            let c = history.last().unwrap().to_move;
            let mut cand: Vec<Move> = history
                .last()
                .unwrap()
                .grid
                .points()
                .map(|p| Move::Play(c, p))
                .collect();
            cand.push(Move::Pass(c, PassKind::Ordinary));
            cand.push(Move::Pass(c, PassKind::Suspension));
            cand.into_iter()
                .filter(|&m| ying::play(history, moves, m, o).is_ok())
                .collect()
        }
    }
}

fn spec_play(history: &[Position], moves: &[Move], m: Move, rules: PlayRules) -> Position {
    match rules.ko {
        KoRule::Plain(ko) => game::play(
            history,
            m,
            Options {
                suicide: rules.suicide,
                ko,
                end: rules.end,
            },
        )
        .unwrap(),
        KoRule::Ying(o) => ying::play(history, moves, m, o).unwrap(),
    }
}

fn to_spec(geo: &Geometry, to_move: u8, m: SMove) -> Move {
    let c = colour(to_move as usize);
    match m {
        SMove::Play(p) => Move::Play(c, geo.point(p as usize)),
        SMove::Pass(k) => Move::Pass(c, k),
    }
}

fn compare_random_game(
    geo: Geometry,
    rules: PlayRules,
    rng: &mut ChaCha8Rng,
    max_len: usize,
) -> usize {
    let mut g = Game::new(geo, rules);
    let mut history = vec![Position::start(geo.width, geo.height)];
    let mut moves: Vec<Move> = Vec::new();
    let both = [PassKind::Ordinary, PassKind::Suspension];
    let mut checked = 0;
    for _ in 0..max_len {
        let mine: Vec<Move> = g
            .legal_moves_with(&both)
            .into_iter()
            .map(|m| to_spec(&geo, g.current().to_move, m))
            .collect();
        let theirs = spec_legal(&history, &moves, rules);
        assert_eq!(
            mine, theirs,
            "{rules:?} on {}x{} after {moves:?}",
            geo.width, geo.height
        );
        checked += 1;
        if mine.is_empty() {
            break;
        }
        let real: Vec<&Move> = mine.iter().filter(|m| !m.is_pass()).collect();
        let m = if real.is_empty() || rng.random_bool(0.15) {
            *mine.iter().find(|m| m.is_pass()).unwrap()
        } else {
            *real[rng.random_range(0..real.len())]
        };
        let sm = g
            .legal_moves_with(&both)
            .into_iter()
            .find(|&s| to_spec(&geo, g.current().to_move, s) == m)
            .unwrap();
        assert!(g.play(sm));
        let next = spec_play(&history, &moves, m, rules);
        assert_eq!(geo.from_grid(&next.grid).unwrap(), g.current().stones);
        history.push(next);
        moves.push(m);
    }
    checked
}

#[test]
fn legal_move_sets_equal_the_plain_model_on_every_small_board() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut checked = 0;
    for w in 1..=25usize {
        for h in 1..=25usize {
            if w * h > 25 {
                continue;
            }
            let geo = Geometry::new(w, h).unwrap();
            for rules in all_rules() {
                let games = if w * h <= 6 { 3 } else { 1 };
                for _ in 0..games {
                    checked += compare_random_game(geo, rules, &mut rng, 3 * w * h + 8);
                }
            }
        }
    }
    assert!(checked > 10_000, "only {checked} positions compared");
}

/// Long games on tiny boards, where kos and cycles recur most.
#[test]
fn long_games_on_tiny_boards() {
    let mut rng = ChaCha8Rng::seed_from_u64(44);
    for (w, h) in [(1, 3), (1, 4), (2, 2), (1, 5), (2, 3)] {
        let geo = Geometry::new(w, h).unwrap();
        for rules in all_rules() {
            for _ in 0..4 {
                compare_random_game(geo, rules, &mut rng, 80);
            }
        }
    }
}
