//! T6-T8 (the reading guide's cross-document theorems about ko rules, termination and
//! ending), as predicates on plain games, so that the witnesses the explorer finds
//! (`qili search`) are checked again by the reference model.
//!
//! - T6: simple ko ⊂ situational superko ⊂ positional superko in what they forbid; JPD-A11
//!   with pass stones allows retaking a ko after passes where positional superko does not.
//! - T7: which rule sets admit an infinite legal game (a prefix and a part that repeats for
//!   ever) or a game with no result.
//! - T8: ending by two passes and by four passes give different results for the same play.

use crate::go::game::{
    is_over, place, play, repeats, Illegal, Ko, KoRule, Move, Options, Passes, PlayRules, Position,
};
use crate::go::grid::{Cell, Color, Grid};
use crate::ts::play::NoPrisonerPass;
use crate::yg::ko as ying;

/// Which ko rules forbid the real move `mv` after `history` by repetition (simple,
/// situational, positional). Occupied points give `None`.
pub fn forbidden_by(history: &[Position], mv: Move) -> Option<[bool; 3]> {
    let current = history.last()?;
    let Move::Play(c, p) = mv else { return None };
    let placed = place(&current.grid, c, p)?;
    let mut next = current.clone();
    next.to_move = c.opponent();
    next.grid = placed.grid;
    Some([
        repeats(history, &next, mv, Ko::Simple),
        repeats(history, &next, mv, Ko::SituationalSuperko),
        repeats(history, &next, mv, Ko::PositionalSuperko),
    ])
}

/// T6 at one move: forbidden by simple ko ⇒ by situational superko ⇒ by positional superko.
pub fn t6_inclusion_holds(history: &[Position], mv: Move) -> bool {
    match forbidden_by(history, mv) {
        Some([s, ss, ps]) => (!s || ss) && (!ss || ps),
        None => true,
    }
}

/// Plays `m` after `history` (reached by `moves`) under `rules`: the plain model under a plain
/// ko rule ([`PlayRules::options`]), with 002's passes, `hand-over-a-prisoner` and
/// `only-with-a-prisoner` (TS-10), by `crate::ts::play`, which moves the prisoner a pass hands
/// over; the Ying model, `crate::yg::ko::play`, under a Ying reading. The ending and the
/// no-result option are not read.
pub fn play_under(
    history: &[Position],
    moves: &[Move],
    m: Move,
    rules: PlayRules,
) -> Result<Position, Illegal> {
    match (rules.options(), rules.ko) {
        (Some(o), _) => match rules.passes {
            Passes::HandOverAPrisoner => {
                crate::ts::play::play(history, m, o, NoPrisonerPass::Charged)
            }
            Passes::OnlyWithAPrisoner => {
                crate::ts::play::play(history, m, o, NoPrisonerPass::Illegal)
            }
            Passes::OneKind | Passes::OrdinaryAndSuspension => play(history, m, o),
        },
        (None, KoRule::Ying(y)) => ying::play(history, moves, m, y),
        (None, KoRule::Plain(_)) => unreachable!("a plain ko has the plain model's options"),
    }
}

/// Replays `moves` from `start` under `rules` ([`play_under`]; with YG-8's ending under a Ying
/// reading, [`PlayRules::end_played`]), with the ending checked before every move; the index of
/// the first illegal move (or move after the end) on failure.
pub fn replay_under(
    start: &Position,
    moves: &[Move],
    rules: PlayRules,
) -> Result<Vec<Position>, usize> {
    let mut history = vec![start.clone()];
    for (i, &m) in moves.iter().enumerate() {
        if is_over(&moves[..i], rules.end_played()) {
            return Err(i);
        }
        let next = play_under(&history, &moves[..i], m, rules).map_err(|_| i)?;
        history.push(next);
    }
    Ok(history)
}

/// T7 witness check: `prefix` then `cycle` repeated `times` is legal and the game is not
/// over, and the cycle returns the board and side to move to where it started. (That the
/// repetition goes on for ever beyond `times` turns is an argument about the rule: the state
/// the rule reads is the same after each turn; see the explorer's findings.)
pub fn t7_repeats_legally(
    start: &Position,
    prefix: &[Move],
    cycle: &[Move],
    rules: PlayRules,
    times: usize,
) -> bool {
    if cycle.is_empty() {
        return false;
    }
    let mut all = prefix.to_vec();
    for _ in 0..times {
        all.extend_from_slice(cycle);
    }
    let Ok(h) = replay_under(start, &all, rules) else {
        return false;
    };
    let a = &h[prefix.len()];
    let b = &h[prefix.len() + cycle.len()];
    a.grid == b.grid && a.to_move == b.to_move && !is_over(&all, rules.end_played())
}

/// Simple area scoring (stones plus empty regions bordered by one colour only), Black minus
/// White: the result T8 compares.
pub fn area_margin(grid: &Grid) -> i64 {
    let mut margin = grid.count(Color::Black) as i64 - grid.count(Color::White) as i64;
    let mut seen = vec![false; grid.area()];
    for p in grid.points() {
        let i = p.y * grid.width() + p.x;
        if grid.get(p) != Cell::Empty || seen[i] {
            continue;
        }
        let region = grid.flood(p, |c| c == Cell::Empty);
        let (mut b, mut w) = (false, false);
        for &q in &region {
            seen[q.y * grid.width() + q.x] = true;
            for n in grid.neighbours(q) {
                match grid.get(n) {
                    Cell::Stone(Color::Black) => b = true,
                    Cell::Stone(Color::White) => w = true,
                    Cell::Empty => {}
                }
            }
        }
        if b && !w {
            margin += region.len() as i64;
        } else if w && !b {
            margin -= region.len() as i64;
        }
    }
    margin
}

/// T8 witness check: `moves[..two_end]` is a finished game under `two` (two passes end it),
/// `moves` a finished game under `four`, and the winners (sign of the area margin) differ.
pub fn t8_results_differ(
    start: &Position,
    moves: &[Move],
    two_end: usize,
    two: Options,
    four: Options,
) -> bool {
    let Ok(h2) = replay_under(start, &moves[..two_end], PlayRules::plain(two)) else {
        return false;
    };
    let Ok(h4) = replay_under(start, moves, PlayRules::plain(four)) else {
        return false;
    };
    is_over(&moves[..two_end], two.end)
        && is_over(moves, four.end)
        && area_margin(&h2.last().unwrap().grid).signum()
            != area_margin(&h4.last().unwrap().grid).signum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::game::{End, PassKind, Suicide};
    use crate::go::grid::Point;

    #[test]
    fn jpd_repeats_a_ko_for_ever_between_pairs_of_passes_on_1x2() {
        // 1 column, 2 rows: Black a2 (top), White a1 captures it, then for ever: two passes,
        // Black retakes a2, two passes, White retakes a1 (JPD-A11 + JPD-C6, T7).
        let start = Position::start(1, 2);
        let b = |y| Move::Play(Color::Black, Point::new(0, y));
        let w = |y| Move::Play(Color::White, Point::new(0, y));
        let bp = Move::Pass(Color::Black, PassKind::Ordinary);
        let wp = Move::Pass(Color::White, PassKind::Ordinary);
        let jpd = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::WholeShapeWithPassStones,
            end: End::FourPasses,
        };
        let cycle = [bp, wp, b(0), wp, bp, w(1)];
        assert!(t7_repeats_legally(
            &start,
            &[b(0), w(1)],
            &cycle,
            PlayRules::plain(jpd),
            5
        ));
        let psk = Options {
            ko: Ko::PositionalSuperko,
            ..jpd
        };
        assert!(!t7_repeats_legally(
            &start,
            &[b(0), w(1)],
            &cycle,
            PlayRules::plain(psk),
            2
        ));
    }

    #[test]
    fn area_margin_of_small_boards() {
        assert_eq!(area_margin(&Grid::from_rows(&["X..", "..."]).unwrap()), 6);
        assert_eq!(area_margin(&Grid::from_rows(&["X.O"]).unwrap()), 0);
        assert_eq!(area_margin(&Grid::from_rows(&["XOO"]).unwrap()), -1);
    }
}
