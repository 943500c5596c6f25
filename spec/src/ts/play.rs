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
}
