//! Two implementations, one truth, on the named cycle shapes: the engine (`qili::go`) replays
//! every shape of `qili::ko_table::all_shapes` (single, triple, quadruple ko, eternal life,
//! sending two returning one, double ko, double-ko seki, round-robin ko, ...) three turns of
//! its cycle under each of its four ko rules, and must stop at the same move as the spec's
//! reference model (the table `qili shapes` prints, itself checked against hand-derived values
//! in `tests/ko_shapes.rs` and `tests/ko_classic_shapes.rs`).

use qili::go::board::{Board, Color, Point};
use qili::go::game::{Game, Move};
use qili::go::Ko;
use qili::ko_table::{all_shapes, moves, outcomes, Verdict};
use qili::rules::{KoRule, PassKind, PlayRules, Rules, Suicide};
use qili_spec::go::game as spec;
use qili_spec::go::grid as sg;

fn engine_move(m: spec::Move) -> Move {
    let c = |c: sg::Color| match c {
        sg::Color::Black => Color::Black,
        sg::Color::White => Color::White,
    };
    match m {
        spec::Move::Play(col, p) => Move::Play(c(col), Point::new(p.x, p.y)),
        spec::Move::Pass(col, spec::PassKind::Ordinary) => Move::Pass(c(col), PassKind::Ordinary),
        spec::Move::Pass(col, spec::PassKind::Suspension) => {
            Move::Pass(c(col), PassKind::Suspension)
        }
    }
}

/// The index of the first move of the repeated cycle the engine refuses, or None.
fn engine_first_forbidden(s: &qili_spec::ts::cycles::Shape, ko: KoRule) -> Option<usize> {
    let rows = s.start.grid.rows();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let board = Board::from_rows(&rows).expect("the shape's rows are a board");
    let rules = Rules {
        play: PlayRules {
            suicide: Suicide::Forbidden,
            ko,
            ..Rules::TROMP_TAYLOR.play
        },
        ..Rules::TROMP_TAYLOR
    };
    let mut g = Game::from_position(rules, board, Color::Black);
    for (i, &m) in moves(s).iter().enumerate() {
        if g.play(engine_move(m)).is_err() {
            return Some(i);
        }
    }
    None
}

#[test]
fn the_engine_stops_every_named_cycle_where_the_spec_does() {
    let mut compared = 0;
    for s in all_shapes() {
        assert_eq!(s.start.to_move, sg::Color::Black, "{}", s.name);
        let table = outcomes(&s);
        for (rule, ko) in [
            ("simple", KoRule::Plain(Ko::Simple)),
            ("ssk", KoRule::Plain(Ko::SituationalSuperko)),
            ("psk", KoRule::Plain(Ko::PositionalSuperko)),
            ("jpd", KoRule::Plain(Ko::WholeShapeWithPassStones)),
        ] {
            let spec_first = match &table.iter().find(|o| o.rule == rule).unwrap().verdict {
                Verdict::Forbidden { index, .. } => Some(*index),
                _ => None,
            };
            assert_eq!(
                engine_first_forbidden(&s, ko),
                spec_first,
                "{} under {rule}",
                s.name
            );
            compared += 1;
        }
    }
    // Nine shapes at least (the stacked four and the five classic ones), four rules each.
    assert!(compared >= 36, "{compared}");
}
