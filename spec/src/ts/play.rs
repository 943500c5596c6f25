//! Play under 002's pass rule (TS-10) and even ending (TS-2), from scratch: the plain model the
//! engine's `passes = "hand-over-a-prisoner"` / `"only-with-a-prisoner"` and
//! `end = "two-passes-even"` are checked against (tests/ts_play.rs).
//!
//! 002 编者注 (line 47 of the seed, inside the Chinese text, summing up 赵之云's paragraph):
//! 一人一手,不得放弃,允许虚手(直接交俘子一枚给对方),偶数终局. A pass hands one prisoner to the
//! opponent. The note names only a held prisoner, so a side that holds none is read two ways:
//! - [`NoPrisonerPass::Illegal`]: 不得放弃 with 直接交俘子一枚 — only a held prisoner can be handed
//!   over, so such a side may not pass and must move;
//! - [`NoPrisonerPass::Charged`]: 允许虚手 with 赵之云's own 任何一方不得少下一子以回避自填路(目)数 — the
//!   pass is allowed and costs what a filled route costs: the passer hands over one of its own
//!   stones, which the opponent holds as a prisoner (and fills into the passer's area, TS-1).
//!
//! A pass that costs nothing is no reading: it is the 少下一子 that avoids 自填路(目)数, which the
//! same paragraph forbids.

use crate::go::game::{self, side, Illegal, Move, Options, Position};

/// What a pass costs a side that holds no prisoner (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NoPrisonerPass {
    /// The side may not pass (不得放弃): [`Illegal::NoPrisonerToHandOver`].
    Illegal,
    /// The side passes by handing over one of its own stones (允许虚手, 不得少下一子以回避自填路数).
    Charged,
}

/// Plays `mv` after `history` under `options` (suicide, ko, ending as [`game::play`]) with
/// 002's pass: a pass hands one of the passer's prisoners back to the opponent; a side holding
/// none is refused or charged as `no_prisoner` says. The pass stone is kept
/// ([`Position::pass_stones`]) for the shape rules; a count must not fill a paid pass again.
pub fn play(
    history: &[Position],
    mv: Move,
    options: Options,
    no_prisoner: NoPrisonerPass,
) -> Result<Position, Illegal> {
    let current = history.last().expect("a history starts with a position");
    if let Move::Pass(c, _) = mv {
        if c == current.to_move
            && current.prisoners[side(c)] == 0
            && no_prisoner == NoPrisonerPass::Illegal
        {
            return Err(Illegal::NoPrisonerToHandOver);
        }
    }
    let mut next = game::play(history, mv, options)?;
    if let Move::Pass(c, _) = mv {
        if current.prisoners[side(c)] > 0 {
            next.prisoners[side(c)] -= 1;
        } else {
            next.prisoners[side(c.opponent())] += 1;
        }
    }
    Ok(next)
}

/// Every legal move of the side to move (real moves row-major, then the two pass kinds), or
/// none if the game is over ([`game::is_over`]).
pub fn legal_moves(
    history: &[Position],
    moves_so_far: &[Move],
    options: Options,
    no_prisoner: NoPrisonerPass,
) -> Vec<Move> {
    if game::is_over(moves_so_far, options.end) {
        return Vec::new();
    }
    let current = history.last().expect("a history starts with a position");
    let c = current.to_move;
    let mut out: Vec<Move> = current.grid.points().map(|p| Move::Play(c, p)).collect();
    out.push(Move::Pass(c, game::PassKind::Ordinary));
    out.push(Move::Pass(c, game::PassKind::Suspension));
    out.retain(|&m| play(history, m, options, no_prisoner).is_ok());
    out
}

/// What [`stuck_games`] finds on one board: the positions in which the game is not over and
/// the side to move has no legal move (neither a real move nor, under
/// [`NoPrisonerPass::Illegal`], a pass), so 一人一手 cannot be followed and the game can reach no
/// ending (偶数终局).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stuck {
    /// Distinct states (position, board before the last move, trailing passes, parity) reached
    /// within the depth.
    pub states: usize,
    /// How many of them leave the side to move no legal move, the game not over.
    pub stuck: usize,
    /// A shortest line of play that reaches one (breadth first: fewest moves).
    pub first: Option<Vec<Move>>,
}

/// Every game of at most `depth` moves on a `width` x `height` board from the empty board,
/// Black first, under `options` (simple ko only: a state is the position, the board before the
/// last move, the trailing passes and the parity of the move count, which is all [`play`] and
/// [`game::is_over`] read under [`game::Ko::Simple`] and [`game::End::TwoPassesEven`]),
/// breadth first; counts the states where the side to move has no legal move and the game is
/// not over.
pub fn stuck_games(
    width: usize,
    height: usize,
    options: Options,
    no_prisoner: NoPrisonerPass,
    depth: usize,
) -> Stuck {
    use std::collections::HashSet;
    assert_eq!(
        options.ko,
        game::Ko::Simple,
        "the state key holds for simple ko"
    );
    type Node = (Vec<Position>, Vec<Move>);
    let key = |(h, m): &Node| {
        let trailing = m.iter().rev().take_while(|x| x.is_pass()).count().min(2);
        let before = (h.len() >= 2).then(|| h[h.len() - 2].grid.clone());
        (h.last().cloned(), before, trailing, m.len() % 2)
    };
    let start: Node = (vec![Position::start(width, height)], Vec::new());
    let mut seen = HashSet::new();
    seen.insert(key(&start));
    let mut frontier = vec![start];
    let mut out = Stuck {
        states: 1,
        stuck: 0,
        first: None,
    };
    for level in 0..=depth {
        let mut next = Vec::new();
        for (h, m) in frontier {
            if game::is_over(&m, options.end) {
                continue;
            }
            let moves = legal_moves(&h, &m, options, no_prisoner);
            if moves.is_empty() {
                out.stuck += 1;
                out.first.get_or_insert_with(|| m.clone());
                continue;
            }
            if level == depth {
                continue;
            }
            for mv in moves {
                let pos = play(&h, mv, options, no_prisoner).expect("a legal move");
                let (mut h2, mut m2) = (h.clone(), m.clone());
                h2.push(pos);
                m2.push(mv);
                let node = (h2, m2);
                if seen.insert(key(&node)) {
                    out.states += 1;
                    next.push(node);
                }
            }
        }
        frontier = next;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::game::{End, Ko, PassKind, Suicide};
    use crate::go::grid::{Color::*, Point};

    const O: Options = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::Simple,
        end: End::TwoPassesEven,
    };

    fn run(moves: &[Move], np: NoPrisonerPass) -> Result<Vec<Position>, (usize, Illegal)> {
        let mut h = vec![Position::start(5, 1)];
        for (i, &m) in moves.iter().enumerate() {
            if game::is_over(&moves[..i], O.end) {
                return Err((i, Illegal::GameOver));
            }
            let next = play(&h, m, O, np).map_err(|e| (i, e))?;
            h.push(next);
        }
        Ok(h)
    }

    /// By hand on 1x5: B c1, W d1, B e1 (takes d1: Black holds one white stone), W pass, B pass.
    /// Under 不得放弃 White, holding nothing, may not pass (move 4 refused). Charged: White hands
    /// over a white stone (Black holds 2), Black hands one back (Black holds 1, White 0); five
    /// moves, odd: not over (偶数终局), and White, who did not move last, moves again; a sixth
    /// move, a pass, ends it (White charged again: Black holds 2).
    #[test]
    fn the_1x5_game_by_hand() {
        let pass = |c| Move::Pass(c, PassKind::Ordinary);
        let moves = [
            Move::Play(Black, Point::new(2, 0)),
            Move::Play(White, Point::new(3, 0)),
            Move::Play(Black, Point::new(4, 0)),
            pass(White),
            pass(Black),
        ];
        assert_eq!(
            run(&moves, NoPrisonerPass::Illegal).unwrap_err(),
            (3, Illegal::NoPrisonerToHandOver)
        );
        let h = run(&moves, NoPrisonerPass::Charged).unwrap();
        assert_eq!(h[3].prisoners, [1, 0]);
        assert_eq!(h[4].prisoners, [2, 0]);
        assert_eq!(h[5].prisoners, [1, 0]);
        assert!(!game::is_over(&moves, End::TwoPassesEven));
        assert!(game::is_over(&moves, End::TwoPasses));
        let mut six = moves.to_vec();
        six.push(pass(White));
        let h = run(&six, NoPrisonerPass::Charged).unwrap();
        assert_eq!(h[6].prisoners, [2, 0]);
        assert!(game::is_over(&six, End::TwoPassesEven));
        // Black's pass at move 5 hands a prisoner back under either reading.
        let hist = run(&moves[..3], NoPrisonerPass::Illegal).unwrap();
        assert!(legal_moves(&hist, &moves[..3], O, NoPrisonerPass::Illegal)
            .iter()
            .all(|m| !m.is_pass()));
        assert!(legal_moves(&hist, &moves[..3], O, NoPrisonerPass::Charged)
            .iter()
            .any(|m| m.is_pass()));
    }

    /// By hand on 1x3: B b1. White holds no prisoner; a1 and c1 each have their only liberty at
    /// b1, black, so either is suicide: under 不得放弃 read as `Illegal` White has no move at
    /// all, one move played (odd), the game not over. Charged, White may pass.
    #[test]
    fn the_1x3_game_that_cannot_go_on() {
        let s = stuck_games(3, 1, O, NoPrisonerPass::Illegal, 4);
        assert_eq!(s.first, Some(vec![Move::Play(Black, Point::new(1, 0))]));
        assert!(s.stuck >= 1);
        let c = stuck_games(3, 1, O, NoPrisonerPass::Charged, 6);
        assert_eq!((c.stuck, c.first), (0, None));
    }

    /// By hand on 3x1 with suicide allowed (002 states no suicide rule): after B b1, White holding
    /// none may play a1, a self-capture (the board is B b1 again, Black holds one white stone);
    /// Black passes, handing it back (neither holds one). White may not pass (不得放弃 read as
    /// `Illegal`), and a1 or c1 would again take White's own stone and leave B b1, the board of
    /// before Black's pass, which simple ko refuses: White has no move and the game is not over.
    #[test]
    fn with_suicide_allowed_a_self_capture_after_a_pass_brings_the_board_back() {
        let open = Options {
            suicide: Suicide::Allowed,
            ..O
        };
        let b1 = Move::Play(Black, Point::new(1, 0));
        let w_a1 = Move::Play(White, Point::new(0, 0));
        let mut h = vec![Position::start(3, 1)];
        let mut m = Vec::new();
        for mv in [b1, w_a1, Move::Pass(Black, PassKind::Ordinary)] {
            let next = play(&h, mv, open, NoPrisonerPass::Illegal).expect("legal");
            h.push(next);
            m.push(mv);
            if mv == w_a1 {
                assert_eq!(h.last().unwrap().prisoners, [1, 0]);
                assert_eq!(h.last().unwrap().grid, h[1].grid);
            }
        }
        assert_eq!(h.last().unwrap().prisoners, [0, 0]);
        assert!(legal_moves(&h, &m, open, NoPrisonerPass::Illegal).is_empty());
        assert!(!game::is_over(&m, open.end));
        let s = stuck_games(3, 1, open, NoPrisonerPass::Illegal, 4);
        assert_eq!(s.first, Some(m));
    }
}
