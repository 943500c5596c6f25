//! Each move-level predicate bites: a game produced by a deliberately wrong engine (one that
//! forgets to remove captured stones, allows a repetition, moves a stone, credits prisoners to
//! the wrong side, lets a side move twice, loses pass stones, plays on after four passes, keeps
//! a self-captured block) is rejected by the predicate that encodes the broken sentence, while
//! the same moves from the real engine pass it.

use qili::go::{self, Game, Rules};
use qili_spec::go::game::{side, GameRecord, Move, PassKind, Position};
use qili_spec::go::grid::{Cell, Color, Point};
use qili_spec::jpd::play::{self as jpd, PassCounting, RemovalOrder, ShapeReading};
use qili_spec::yg::play as yg;

/// The bugs a wrong engine can have.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Bug {
    None,
    ForgetsCaptures,
    KeepsSelfCapturedBlock,
    PrisonersToTheWrongSide,
    PassLeavesNoPassStone,
    MovesAStoneOnCapture,
}

/// A small engine written for this test, with one bug switched on: plays `moves` from the
/// empty `w` x `h` board without any legality check (so it also "allows" repetitions and moves
/// out of turn when the move list has them).
fn wrong_engine(w: usize, h: usize, moves: &[Move], bug: Bug) -> GameRecord {
    let start = Position::start(w, h);
    let mut pos = start.clone();
    let mut positions = Vec::new();
    for &m in moves {
        let mut next = pos.clone();
        next.to_move = m.colour().opponent();
        match m {
            Move::Pass(c, _) => {
                if bug != Bug::PassLeavesNoPassStone {
                    next.pass_stones[side(c)] += 1;
                }
            }
            Move::Play(c, p) => {
                let mut g = pos.grid.clone();
                g.set(p, Cell::Stone(c));
                let mut captured = 0;
                if bug != Bug::ForgetsCaptures {
                    for n in g.neighbours(p) {
                        if g.get(n) == Cell::Stone(c.opponent()) {
                            let b = g.block(n);
                            if g.liberties(&b).is_empty() {
                                for s in b {
                                    g.set(s, Cell::Empty);
                                    captured += 1;
                                }
                            }
                        }
                    }
                }
                if captured > 0 && bug == Bug::MovesAStoneOnCapture {
                    // Slide the played stone one point to an empty neighbour.
                    if let Some(&q) = g.neighbours(p).iter().find(|&&q| g.get(q) == Cell::Empty) {
                        g.set(p, Cell::Empty);
                        g.set(q, Cell::Stone(c));
                    }
                }
                let own = g.block(p);
                let mut self_captured = 0;
                if g.get(p) == Cell::Stone(c)
                    && g.liberties(&own).is_empty()
                    && bug != Bug::KeepsSelfCapturedBlock
                {
                    for s in own {
                        g.set(s, Cell::Empty);
                        self_captured += 1;
                    }
                }
                let taker = if bug == Bug::PrisonersToTheWrongSide {
                    c.opponent()
                } else {
                    c
                };
                next.prisoners[side(taker)] += captured;
                next.prisoners[side(c.opponent())] += self_captured;
                next.grid = g;
            }
        }
        positions.push(next.clone());
        pos = next;
    }
    GameRecord {
        start,
        moves: moves.to_vec(),
        positions,
    }
}

fn pt(x: usize, y: usize) -> Point {
    Point::new(x, y)
}

/// The real engine's record of the same moves (all legal under `rules`).
fn real_engine(w: usize, h: usize, moves: &[Move], rules: Rules) -> GameRecord {
    let mut g = Game::new(rules, w, h).unwrap();
    for &m in moves {
        let em = match m {
            Move::Play(c, p) => go::Move::Play(ecol(c), go::Point::new(p.x, p.y)),
            Move::Pass(c, k) => go::Move::Pass(
                ecol(c),
                match k {
                    PassKind::Ordinary => go::PassKind::Ordinary,
                    PassKind::Suspension => go::PassKind::Suspension,
                },
            ),
        };
        g.play(em).unwrap_or_else(|e| panic!("{m:?}: {e:?}"));
    }
    go::to_spec(&g)
}

fn ecol(c: Color) -> go::Color {
    match c {
        Color::Black => go::Color::Black,
        Color::White => go::Color::White,
    }
}

/// The ko of a 4x3 board: Black takes at (2,1)... White takes back at (1,1).
///  . X O .
///  X . X O      (after Black's (2,1) and White's capture at (1,1))
///  . X O .
fn ko_fight() -> Vec<Move> {
    use Color::*;
    vec![
        Move::Play(Black, pt(1, 0)),
        Move::Play(White, pt(2, 0)),
        Move::Play(Black, pt(0, 1)),
        Move::Play(White, pt(3, 1)),
        Move::Play(Black, pt(1, 2)),
        Move::Play(White, pt(2, 2)),
        Move::Play(Black, pt(2, 1)),
        Move::Play(White, pt(1, 1)), // captures (2,1)
    ]
}

#[test]
fn forgetting_captures_breaks_c1_and_yg9() {
    let moves = ko_fight();
    let good = real_engine(4, 3, &moves, Rules::CHINESE);
    assert_eq!(
        jpd::jpd_c1_no_liberties_removed(&good, RemovalOrder::OpponentFirst),
        Ok(())
    );
    assert_eq!(yg::yg_9_capture(&good), Ok(()));
    let bad = wrong_engine(4, 3, &moves, Bug::ForgetsCaptures);
    assert_eq!(
        jpd::jpd_c1_no_liberties_removed(&bad, RemovalOrder::OpponentFirst)
            .unwrap_err()
            .move_index,
        Some(7)
    );
    assert_eq!(yg::yg_9_capture(&bad).unwrap_err().move_index, Some(7));
}

#[test]
fn prisoners_to_the_wrong_side_break_yg9() {
    let moves = ko_fight();
    let bad = wrong_engine(4, 3, &moves, Bug::PrisonersToTheWrongSide);
    assert_eq!(yg::yg_9_capture(&bad).unwrap_err().move_index, Some(7));
    // The board itself is right, so C1 and A5 pass: the bug is only in the prisoners.
    assert_eq!(
        jpd::jpd_c1_no_liberties_removed(&bad, RemovalOrder::OpponentFirst),
        Ok(())
    );
    assert_eq!(jpd::jpd_a5_stones_never_move(&bad), Ok(()));
}

#[test]
fn a_stone_that_slides_breaks_a5() {
    let moves = ko_fight();
    let good = real_engine(4, 3, &moves, Rules::CHINESE);
    assert_eq!(jpd::jpd_a5_stones_never_move(&good), Ok(()));
    let bad = wrong_engine(4, 3, &moves, Bug::MovesAStoneOnCapture);
    assert_eq!(
        jpd::jpd_a5_stones_never_move(&bad).unwrap_err().move_index,
        Some(7)
    );
}

#[test]
fn an_immediate_ko_recapture_breaks_a11_and_c5() {
    // The wrong engine lets Black retake the ko at once: the shape of move 7 comes back.
    let mut moves = ko_fight();
    moves.push(Move::Play(Color::Black, pt(2, 1)));
    let bad = wrong_engine(4, 3, &moves, Bug::None);
    let v = jpd::jpd_a11_no_going_back(&bad, ShapeReading::WholeShapeWithPassStones).unwrap_err();
    assert_eq!(v.move_index, Some(8));
    assert!(jpd::jpd_c5_no_whole_board_repetition(&bad).is_err());
    // The real engine forbids that move under every ko rule.
    for rules in [
        Rules::CHINESE,
        Rules::JAPANESE,
        Rules::JPD,
        Rules::TROMP_TAYLOR,
    ] {
        let mut g = Game::new(rules, 4, 3).unwrap();
        for m in &real_engine(4, 3, &ko_fight(), rules).moves {
            let Move::Play(c, p) = *m else { unreachable!() };
            g.play(go::Move::Play(ecol(c), go::Point::new(p.x, p.y)))
                .unwrap();
        }
        assert!(g
            .play(go::Move::Play(go::Color::Black, go::Point::new(2, 1)))
            .is_err());
    }
    // With passes in between, the JPD engine allows the retake and A11 holds.
    let mut moves = ko_fight();
    moves.extend([
        Move::Pass(Color::Black, PassKind::Ordinary),
        Move::Pass(Color::White, PassKind::Ordinary),
        Move::Play(Color::Black, pt(2, 1)),
    ]);
    let good = real_engine(4, 3, &moves, Rules::JPD);
    assert_eq!(
        jpd::jpd_a11_no_going_back(&good, ShapeReading::WholeShapeWithPassStones),
        Ok(())
    );
}

#[test]
fn moving_twice_breaks_a3_and_yg5() {
    use Color::*;
    let moves = vec![Move::Play(Black, pt(0, 0)), Move::Play(Black, pt(1, 1))];
    let bad = wrong_engine(3, 3, &moves, Bug::None);
    assert_eq!(
        jpd::jpd_a3_empty_start_alternate(&bad)
            .unwrap_err()
            .move_index,
        Some(1)
    );
    assert_eq!(yg::yg_5_moves(&bad).unwrap_err().move_index, Some(1));
}

#[test]
fn a_pass_without_a_pass_stone_breaks_a3_and_c4() {
    use Color::*;
    let moves = vec![
        Move::Play(Black, pt(0, 0)),
        Move::Pass(White, PassKind::Ordinary),
        Move::Pass(Black, PassKind::Ordinary),
    ];
    let good = real_engine(3, 3, &moves, Rules::JPD);
    assert_eq!(jpd::jpd_a3_empty_start_alternate(&good), Ok(()));
    assert_eq!(jpd::jpd_c4_pass_changes_shape(&good), Ok(()));
    let bad = wrong_engine(3, 3, &moves, Bug::PassLeavesNoPassStone);
    assert_eq!(
        jpd::jpd_a3_empty_start_alternate(&bad)
            .unwrap_err()
            .move_index,
        Some(1)
    );
    assert_eq!(
        jpd::jpd_c4_pass_changes_shape(&bad).unwrap_err().move_index,
        Some(1)
    );
}

#[test]
fn playing_on_after_four_passes_breaks_c6() {
    use Color::*;
    let p = |c| Move::Pass(c, PassKind::Ordinary);
    let mut moves = vec![p(Black), p(White), p(Black), p(White)];
    let good = real_engine(3, 3, &moves, Rules::JPD);
    assert_eq!(
        jpd::jpd_c6_four_passes_end(&good, true, PassCounting::AnyPass),
        Ok(())
    );
    moves.push(Move::Play(Black, pt(1, 1)));
    let bad = wrong_engine(3, 3, &moves, Bug::None);
    assert_eq!(
        jpd::jpd_c6_four_passes_end(&bad, false, PassCounting::AnyPass)
            .unwrap_err()
            .move_index,
        Some(4)
    );
    // And an engine that says the game is over after two passes breaks it too.
    let two = real_engine(3, 3, &[p(Black), p(White)], Rules::JPD);
    assert!(jpd::jpd_c6_four_passes_end(&two, true, PassCounting::AnyPass).is_err());
}

#[test]
fn a_self_captured_block_left_on_the_board_breaks_c1() {
    use Color::*;
    // 3x3: White plays the corner (0,0) where Black surrounds it: self-capture.
    let moves = vec![
        Move::Play(Black, pt(1, 0)),
        Move::Pass(White, PassKind::Ordinary),
        Move::Play(Black, pt(0, 1)),
        Move::Play(White, pt(0, 0)),
    ];
    let bad = wrong_engine(3, 3, &moves, Bug::KeepsSelfCapturedBlock);
    assert_eq!(
        jpd::jpd_c1_no_liberties_removed(&bad, RemovalOrder::OpponentFirst)
            .unwrap_err()
            .move_index,
        Some(3)
    );
    let removed = wrong_engine(3, 3, &moves, Bug::None);
    assert_eq!(
        jpd::jpd_c1_no_liberties_removed(&removed, RemovalOrder::OpponentFirst),
        Ok(())
    );
    // YG-7: that single-stone self-capture changes nothing, so an engine allowing it breaks YG-6.
    assert!(yg::yg_6_every_real_move_changes(&removed).is_err());
    let before = &removed.positions[2];
    assert!(yg::yg_7_self_capture_when_it_changes(before, moves[3], true).is_err());
    // The Ying preset's engine forbids it.
    let mut g = Game::new(Rules::YING, 3, 3).unwrap();
    for m in &moves[..3] {
        let em = match *m {
            Move::Play(c, p) => go::Move::Play(ecol(c), go::Point::new(p.x, p.y)),
            Move::Pass(c, _) => go::Move::Pass(ecol(c), go::PassKind::Ordinary),
        };
        g.play(em).unwrap();
    }
    assert!(g
        .play(go::Move::Play(go::Color::White, go::Point::new(0, 0)))
        .is_err());
}
