//! Ying rules about moves (003 著手, 實手, 虛手, 提取): real and virtual moves (YG-5), every
//! move must change the position (YG-6), self-capture (YG-7), the end of play (YG-8) and the
//! capture conditions (YG-9). The ko parts (hot stones, cycles: YG-12, YG-13) are in
//! [`crate::yg::ko`].
//!
//! Like [`crate::jpd::play`], each predicate recomputes what its sentence says with plain loops
//! and reports the first [`Violation`].

use crate::go::game::{side, GameRecord, Move, Position};
use crate::go::grid::{Cell, Color, Point};
use crate::jpd::play::{fail, jpd_a7_block, steps, Violation};

/// **YG-5 著手規律** (003 著手): "實手有著子兼手數,虛手無著子僅手數。著手規律:空枰開局、黑先白後、一次一手、手分虛實。"
///
/// Reading: the board starts empty, Black moves first, one move at a time; a real move puts
/// a stone and counts as a move, a virtual move (pass) counts as a move and puts no stone on
/// the board. Checked: empty start, Black first, strict alternation, a real move's point was
/// empty and the mover's stone is on it afterwards unless its block was self-captured, a
/// pass leaves the board unchanged.
pub fn yg_5_moves(record: &GameRecord) -> Result<(), Violation> {
    const ID: &str = "YG-5";
    if record.positions.len() != record.moves.len() {
        return fail(ID, None, "moves and positions differ in number");
    }
    let s = &record.start;
    if s.grid.points().any(|p| s.grid.get(p) != Cell::Empty) || s.to_move != Color::Black {
        return fail(
            ID,
            None,
            "the game does not start on an empty board with Black",
        );
    }
    for (i, before, m, after) in steps(record) {
        let expected = if i % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        if m.colour() != expected {
            return fail(ID, Some(i), "moves do not alternate from Black");
        }
        match m {
            Move::Play(c, p) => {
                if before.grid.get(p) != Cell::Empty {
                    return fail(ID, Some(i), "a real move on an occupied point");
                }
                let self_captured =
                    after.prisoners[side(c.opponent())] > before.prisoners[side(c.opponent())];
                if after.grid.get(p) != Cell::Stone(c) && !self_captured {
                    return fail(ID, Some(i), "a real move left no stone");
                }
            }
            Move::Pass(..) => {
                if after.grid != before.grid {
                    return fail(ID, Some(i), "a virtual move changed the board");
                }
            }
        }
    }
    Ok(())
}

/// **YG-6 除窮任擇** (003 實手): "著必有變,變窮禁著。" and 對局者須知二: "除同型反覆或循環之“變窮”著點外,任意擇點。"
///
/// Reading: every real move must change the position (the board after it differs from the
/// board before it); apart from the exhausted-change points (repetitions and cycles, whose
/// rules are YG-12/YG-13 in [`crate::yg::ko`]) any point may be chosen. Checked: no real move
/// of the record leaves the board as it was.
pub fn yg_6_every_real_move_changes(record: &GameRecord) -> Result<(), Violation> {
    for (i, before, m, after) in steps(record) {
        if !m.is_pass() && after.grid == before.grid {
            return fail(
                "YG-6",
                Some(i),
                "a real move left the position unchanged (變窮)",
            );
        }
    }
    Ok(())
}

/// **YG-7 自提** (003 實手): "顆、塊子自提,有變可著。" and 區別四(三): "被提、自提皆可。"
///
/// Reading: self-capture of a single stone or of a block is allowed when it changes the
/// position. Checked on a record: every self-capturing move changes the board. (A single
/// stone that captures nothing and removes itself never changes the board, so under this
/// reading it is never legal; a block of two or more stones always does.) `legal` says whether
/// an implementation allows `mv` after `before`; the predicate checks that a self-capture is
/// allowed exactly when it changes the board, apart from the ko rules.
pub fn yg_7_self_capture_when_it_changes(
    before: &Position,
    mv: Move,
    legal: bool,
) -> Result<(), Violation> {
    let Move::Play(c, p) = mv else {
        return Ok(());
    };
    if before.grid.get(p) != Cell::Empty {
        return Ok(());
    }
    let mut g = before.grid.clone();
    g.set(p, Cell::Stone(c));
    let captures = before
        .grid
        .neighbours(p)
        .into_iter()
        .any(|n| g.get(n) == Cell::Stone(c.opponent()) && jpd_a7_block(&g, n).1.is_empty());
    if captures {
        return Ok(());
    }
    let (block, libs) = jpd_a7_block(&g, p);
    if !libs.is_empty() {
        return Ok(());
    }
    // A self-capture: the board afterwards is `before` minus the block's old stones.
    let changes = block.len() > 1;
    if changes != legal {
        return fail(
            "YG-7",
            None,
            format!(
                "self-capture of {} stone(s) at {:?} is {} but it {} the position",
                block.len(),
                p,
                if legal { "allowed" } else { "forbidden" },
                if changes {
                    "changes"
                } else {
                    "does not change"
                }
            ),
        );
    }
    Ok(())
}

/// **YG-4 虛手 and 認輸** (003): "無權爭點或無點可爭之單方虛手應放一子於棋枰外側右下方,表示虛手。"
/// "認輸:…應放兩子於棋枰外側右下方表示認輸,著手終止對方不計勝。" and 須知三 "甲、單方虛手認輸著手終止。"
///
/// What is outside the board on the lower right after `moves` and, if the last move is a
/// resignation, its end: a pass puts one stone of the passer there, a resignation two, and a
/// resignation ends play (著手終止) with the opponent winning uncounted (不計勝). The plain
/// model's moves are real moves and passes; a resignation is what a record says after its
/// last move, so it is given here as `resigned_by`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LowerRight {
    /// Stones each side put outside the board, lower right (`[side(Black)]` first).
    pub stones: [usize; 2],
    /// Whether play has stopped by resignation (著手終止).
    pub stopped: bool,
    /// The winner without a count (不計勝), after a resignation.
    pub uncounted_winner: Option<Color>,
}

/// [`LowerRight`] after `moves`, then the resignation of `resigned_by` if given.
pub fn yg_4_lower_right(moves: &[Move], resigned_by: Option<Color>) -> LowerRight {
    let mut stones = [0; 2];
    for m in moves {
        if let Move::Pass(c, _) = m {
            stones[side(*c)] += 1;
        }
    }
    if let Some(c) = resigned_by {
        stones[side(c)] += 2;
    }
    LowerRight {
        stones,
        stopped: resigned_by.is_some(),
        uncounted_winner: resigned_by.map(Color::opponent),
    }
}

/// How the Ying end of play is read (003 虛手).
///
/// "單官著完,雙方虛手,著手休止 ... 死子清完,雙方再虛手,著手終了,四虛終局。" Whether the four passes of "四虛終局"
/// must be consecutive, or are two pairs with play (the clearing of disputed dead stones) in
/// between, is a reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum YgEnding {
    /// Two consecutive passes suspend; play may resume; the next two consecutive passes end
    /// (the sentence's order of events).
    SuspendThenEnd,
    /// Only four consecutive passes end ("四虛終局" read literally).
    FourConsecutive,
}

/// The state of play after a list of moves, YG-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayState {
    /// Play goes on ("非認輸之單方虛手,著手繼續").
    Continuing,
    /// Both passed: play is suspended; it may resume if dead stones are disputed
    /// ("著手休止,清除死子如有歧見,著手可再繼續").
    Suspended,
    /// The game is over ("著手終了").
    Ended,
}

/// **YG-8 虛手** (003): "單方虛手認輸,著手終止。非認輸之單方虛手,著手繼續。單官著完,雙方虛手,著手休止,清除死子如有歧見,
/// 著手可再繼續。死子清完,雙方再虛手,著手終了,四虛終局。"
///
/// Reading: a single pass (not a resignation) and play goes on; both pass: suspended; play
/// may resume; both pass again: the game ends. (Resignation is two stones outside the board,
/// YG-4, and is not a move here.) Returns the state after `moves` under `reading`.
pub fn yg_8_play_state(moves: &[Move], reading: YgEnding) -> PlayState {
    let mut run = 0;
    let mut suspended = false;
    for m in moves {
        run = if m.is_pass() { run + 1 } else { 0 };
        match reading {
            YgEnding::SuspendThenEnd => {
                if run == 2 {
                    if suspended {
                        return PlayState::Ended;
                    }
                    suspended = true;
                    run = 0;
                }
            }
            YgEnding::FourConsecutive => {
                if run == 4 {
                    return PlayState::Ended;
                }
            }
        }
    }
    let last_two = moves.len() >= 2 && moves[moves.len() - 2..].iter().all(|m| m.is_pass());
    if last_two {
        PlayState::Suspended
    } else {
        PlayState::Continuing
    }
}

/// **YG-9 提取** (003): "提取:簡稱“提”,須有變兼氣盡,由盡其氣者為之。雙方氣應提對方。顆塊子提必有變皆可氣盡,
/// 劫子提後有變方可氣盡,提後變窮不可氣盡。"
///
/// Reading (the parts about captures and self-capture): a capture needs change and exhausted
/// liberties and is made by the side that filled the last liberty; when both sides are out of
/// liberties, the opponent's stones are taken. (The ko parts, "劫子提後有變方可氣盡", are YG-12 in
/// [`crate::yg::ko`].) Checked on every real move: the opponent stones removed are exactly the
/// opponent blocks without liberties once the stone is placed; the mover's own stones are
/// removed only if, after that, its block still has none; only the mover captures; every
/// capture changes the board.
pub fn yg_9_capture(record: &GameRecord) -> Result<(), Violation> {
    const ID: &str = "YG-9";
    for (i, before, m, after) in steps(record) {
        let Move::Play(c, p) = m else {
            if after.prisoners != before.prisoners {
                return fail(ID, Some(i), "stones were taken on a pass");
            }
            continue;
        };
        let mut g = before.grid.clone();
        g.set(p, Cell::Stone(c));
        let opponent_dead: Vec<Point> = g
            .points()
            .filter(|&q| g.get(q) == Cell::Stone(c.opponent()) && jpd_a7_block(&g, q).1.is_empty())
            .collect();
        for &q in &opponent_dead {
            g.set(q, Cell::Empty);
        }
        let own = jpd_a7_block(&g, p);
        let own_dead: Vec<Point> = if own.1.is_empty() {
            own.0.into_iter().collect()
        } else {
            Vec::new()
        };
        for &q in &own_dead {
            g.set(q, Cell::Empty);
        }
        if g != after.grid {
            return fail(
                ID,
                Some(i),
                "the stones removed are not the ones whose liberties the move exhausted (opponent first)",
            );
        }
        let taken_by_mover = after.prisoners[side(c)] - before.prisoners[side(c)];
        if taken_by_mover != opponent_dead.len() {
            return fail(ID, Some(i), "the prisoners do not match the stones taken");
        }
        if !opponent_dead.is_empty() && after.grid == before.grid {
            return fail(ID, Some(i), "a capture without change");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 003 虛手 and 認輸: Black passes, White plays, Black passes again: two black stones
    /// outside the board and play goes on; White then resigns: two white stones more, play
    /// stops and Black wins uncounted.
    #[test]
    fn a_pass_puts_one_stone_out_and_a_resignation_two() {
        use crate::go::game::PassKind;
        let moves = [
            Move::Pass(Color::Black, PassKind::Ordinary),
            Move::Play(Color::White, Point::new(0, 0)),
            Move::Pass(Color::Black, PassKind::Ordinary),
        ];
        let out = yg_4_lower_right(&moves, None);
        assert_eq!(out.stones, [2, 0]);
        assert!(!out.stopped);
        assert_eq!(out.uncounted_winner, None);
        let out = yg_4_lower_right(&moves, Some(Color::White));
        assert_eq!(out.stones, [2, 2]);
        assert!(out.stopped);
        assert_eq!(out.uncounted_winner, Some(Color::Black));
    }
    use crate::go::game::{replay, End, Ko, Options, PassKind, Suicide};

    fn pt(x: usize, y: usize) -> Point {
        Point::new(x, y)
    }

    #[test]
    fn yg_8_suspend_then_end_and_four_consecutive_differ() {
        use Color::*;
        let p = |c| Move::Pass(c, PassKind::Ordinary);
        let moves = vec![
            Move::Play(Black, pt(0, 0)),
            p(White),
            p(Black),
            Move::Play(White, pt(1, 1)),
            p(Black),
            p(White),
        ];
        assert_eq!(
            yg_8_play_state(&moves[..2], YgEnding::SuspendThenEnd),
            PlayState::Continuing
        );
        assert_eq!(
            yg_8_play_state(&moves[..3], YgEnding::SuspendThenEnd),
            PlayState::Suspended
        );
        assert_eq!(
            yg_8_play_state(&moves[..4], YgEnding::SuspendThenEnd),
            PlayState::Continuing
        );
        assert_eq!(
            yg_8_play_state(&moves, YgEnding::SuspendThenEnd),
            PlayState::Ended
        );
        assert_eq!(
            yg_8_play_state(&moves, YgEnding::FourConsecutive),
            PlayState::Suspended
        );
        // And the plain model's SuspendThenEnd agrees.
        assert!(crate::go::game::is_over(&moves, End::SuspendThenEnd));
        assert!(!crate::go::game::is_over(&moves, End::FourPasses));
    }

    #[test]
    fn yg_7_single_stone_self_capture_changes_nothing_a_block_does() {
        // Single black stone into a white eye: board unchanged, so not allowed.
        let g = crate::go::Grid::from_rows(&[".O.", "O.O", ".O."]).unwrap();
        let before = Position {
            grid: g,
            to_move: Color::Black,
            pass_stones: [0, 0],
            prisoners: [0, 0],
        };
        let mv = Move::Play(Color::Black, pt(1, 1));
        assert_eq!(
            yg_7_self_capture_when_it_changes(&before, mv, false),
            Ok(())
        );
        assert!(yg_7_self_capture_when_it_changes(&before, mv, true).is_err());
        // Two black stones filling their last liberty: the board changes, so allowed.
        let g = crate::go::Grid::from_rows(&["XO..", ".O..", "O...", "...."]).unwrap();
        let before = Position { grid: g, ..before };
        let mv = Move::Play(Color::Black, pt(0, 1));
        assert_eq!(yg_7_self_capture_when_it_changes(&before, mv, true), Ok(()));
        assert!(yg_7_self_capture_when_it_changes(&before, mv, false).is_err());
    }

    #[test]
    fn yg_5_6_9_hold_on_a_game_with_captures_and_catch_a_wrong_capture() {
        use Color::*;
        let moves = vec![
            Move::Play(Black, pt(1, 0)),
            Move::Play(White, pt(0, 0)),
            Move::Play(Black, pt(0, 1)), // captures (0,0)
            Move::Pass(White, PassKind::Ordinary),
        ];
        let o = Options {
            suicide: Suicide::Allowed,
            ko: Ko::PositionalSuperko,
            end: End::SuspendThenEnd,
        };
        let r = replay(Position::start(3, 3), &moves, o).unwrap();
        assert_eq!(yg_5_moves(&r), Ok(()));
        assert_eq!(yg_6_every_real_move_changes(&r), Ok(()));
        assert_eq!(yg_9_capture(&r), Ok(()));
        let mut bad = r.clone();
        bad.positions[2].grid.set(pt(0, 0), Cell::Stone(White));
        assert_eq!(yg_9_capture(&bad).unwrap_err().move_index, Some(2));
        let mut bad = r;
        bad.positions[2].prisoners = [0, 0];
        assert!(yg_9_capture(&bad).is_err());
    }
}
