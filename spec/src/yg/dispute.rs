//! YG-10 提證死活 on the named ko shapes (003 死活: "死活有歧見應以“提取”證明之,提取為死子,不提取為
//! 活子。任何劫型死活,一律提證死活,不得判定死活"), run by YG-8's procedure (003 虛手: "單官著完,雙方
//! 虛手,著手休止,清除死子如有歧見,著手可再繼續。死子清完,變方再虛手,著手終了,四虛終局") under a
//! Ying ko reading (003 爭劫: "凡提取熱子須間隔一實手或虛手,否則爭窮").
//!
//! The shape's board is the whole board (nothing else is left to play: the rest is settled).
//! Both sides pass (the suspension), then the dispute is played: the side that moves first
//! after the suspension is the prover (the one who 提證, proves by capture); the other is the
//! defender, who either passes at every turn ([`Defender::Passes`]) or plays by the same
//! policy as the prover ([`Defender::Answers`]). The policy of a side that plays, at its turn:
//!
//! 1. capture: fill the last liberty of an opponent block in atari (the largest block first,
//!    then the lowest point), if the ko reading allows it (提取);
//! 2. otherwise the first real move of its colour in the shape's cycle (in the cycle's order)
//!    that the ko reading allows (a ko capture, a throw-in, a fill);
//! 3. otherwise pass (虛手).
//!
//! Play stops when YG-8 ends the game ([`YgEnding::SuspendThenEnd`]: the second pair of
//! passes, 著手終了) or after a limit of moves. The outcome is computed: which of the start's
//! stones are gone at the end (提取為死子) and which stand (不提取為活子), and whether the
//! game ended.

use crate::go::game::{side, Move, PassKind, Position};
use crate::go::grid::{Cell, Color, Point};
use crate::ts::cycles::Shape;
use crate::yg::ko::{self as ying, YingKo};
use crate::yg::play::{yg_8_play_state, PlayState, YgEnding};

/// What the defender does after the suspension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Defender {
    /// Passes at every turn (concedes the dispute unless the prover cannot capture).
    Passes,
    /// Plays by the prover's policy: captures, the shape's moves, else passes.
    Answers,
}

/// The outcome of one dispute, computed by play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dispute {
    /// The moves after the suspension (the two suspension passes are not included).
    pub moves: Vec<Move>,
    /// The last position.
    pub end: Position,
    /// Whether YG-8 ended the game at the last move (著手終了), and not before.
    pub ended: bool,
    /// The start's stones of each colour (`[side(Black)]` first) not on their points at the
    /// end: taken (提取為死子).
    pub taken: [Vec<Point>; 2],
    /// Whether the first pass of the pair that ended the game was made by a side whose
    /// capture the ko reading refused at that turn (a pass made as the ko interval, 間隔一
    /// 虛手, that is also one of the two passes of 變方再虛手).
    pub interval_pass_ends: bool,
}

fn pass(c: Color) -> Move {
    Move::Pass(c, PassKind::Ordinary)
}

/// The move the policy chooses for `mover` (see the module), and whether a capture was
/// refused by the ko reading at this turn.
fn choose(
    history: &[Position],
    moves: &[Move],
    mover: Color,
    shape: &Shape,
    y: YingKo,
) -> (Move, bool) {
    let g = &history.last().expect("a position").grid;
    let mut atari: Vec<(usize, Point)> = Vec::new();
    let mut seen: Vec<Point> = Vec::new();
    for p in g.points() {
        if g.get(p) != Cell::Stone(mover.opponent()) || seen.contains(&p) {
            continue;
        }
        let block = g.block(p);
        seen.extend(block.iter().copied());
        let libs = g.liberties(&block);
        if libs.len() == 1 {
            atari.push((block.len(), libs[0]));
        }
    }
    atari.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut refused = false;
    for (_, l) in atari {
        let mv = Move::Play(mover, l);
        match ying::play(history, moves, mv, y) {
            Ok(_) => return (mv, refused),
            Err(_) => refused = true,
        }
    }
    for &mv in &shape.cycle {
        if let Move::Play(c, _) = mv {
            if c == mover && ying::play(history, moves, mv, y).is_ok() {
                return (mv, refused);
            }
        }
    }
    (pass(mover), refused)
}

/// Plays the dispute on `shape`'s board under the Ying ko reading `y`: both pass (the
/// suspension, `first` first, so that `first` moves first again after it), then the
/// prover `first` and the defender play by the policy of the module until YG-8 ends the game
/// or `4 x area + 16` moves have been played after the suspension.
pub fn dispute(shape: &Shape, y: YingKo, first: Color, defender: Defender) -> Dispute {
    let mut start = shape.start.clone();
    start.to_move = first;
    let mut all = vec![pass(first), pass(first.opponent())];
    let mut history = ying::replay(start.clone(), &all, y).expect("passes are legal");
    debug_assert_eq!(
        yg_8_play_state(&all, YgEnding::SuspendThenEnd),
        PlayState::Suspended
    );
    let limit = 4 * start.grid.area() + 16;
    let mut forced_pass: Vec<bool> = Vec::new();
    let mut ended = false;
    while all.len() - 2 < limit {
        let mover = history.last().expect("a position").to_move;
        let (mv, refused) = if mover == first || defender == Defender::Answers {
            choose(&history, &all, mover, shape, y)
        } else {
            (pass(mover), false)
        };
        let next = ying::play(&history, &all, mv, y).expect("the policy plays legal moves");
        history.push(next);
        all.push(mv);
        forced_pass.push(mv.is_pass() && refused);
        if yg_8_play_state(&all, YgEnding::SuspendThenEnd) == PlayState::Ended {
            ended = true;
            break;
        }
    }
    let end = history.pop().expect("a position");
    let mut taken = [Vec::new(), Vec::new()];
    for p in start.grid.points() {
        if let Cell::Stone(c) = start.grid.get(p) {
            if end.grid.get(p) != Cell::Stone(c) {
                taken[side(c)].push(p);
            }
        }
    }
    let n = forced_pass.len();
    Dispute {
        moves: all[2..].to_vec(),
        end,
        ended,
        taken,
        interval_pass_ends: ended && n >= 2 && forced_pass[n - 2],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    fn b(x: usize, y: usize) -> Move {
        Move::Play(Black, Point::new(x, y))
    }
    fn w(x: usize, y: usize) -> Move {
        Move::Play(White, Point::new(x, y))
    }
    fn pts(v: &[(usize, usize)]) -> Vec<Point> {
        let mut v: Vec<Point> = v.iter().map(|&(x, y)| Point::new(x, y)).collect();
        v.sort();
        v
    }
    fn kept() -> [YingKo; 2] {
        ["ying-marks", "ying-marks-strict"].map(|n| YingKo::from_name(n).expect("a reading"))
    }
    fn sorted(mut d: Dispute) -> Dispute {
        d.taken[0].sort();
        d.taken[1].sort();
        d
    }

    /// The twelve stones of the white wall of the double-ko seki (`XXOO/XO.O/XXOO/XXOO/X.XO/
    /// XXOO/X.OO`): columns 2-3 but (2,1) (empty, the top ko's point) and (2,4) (Black's ko
    /// stone).
    const WHITE_WALL: [(usize, usize); 12] = [
        (2, 0),
        (3, 0),
        (3, 1),
        (2, 2),
        (3, 2),
        (2, 3),
        (3, 3),
        (3, 4),
        (2, 5),
        (3, 5),
        (2, 6),
        (3, 6),
    ];

    /// Double-ko seki, Black disputes first after the two passes, White answers. By hand:
    /// move 1: Black a=(2,1) takes (1,1): the white wall keeps s=(1,6) alone. move 2: White b=(1,4)
    /// takes (2,4) (the other ko: the wall gains (2,4)). move 3: Black's retake at (2,4) takes a
    /// hot stone at once (爭窮) and nothing else captures: Black passes, the interval. move 4: White
    /// retakes at (1,1) (Black's pass was the interval). move 5: Black retakes at (2,4) (the same).
    /// The start board stands again, White to move. move 6: White's retake at (1,4) is at once:
    /// White passes, the interval. move 7: Black's take at (2,1) repeats the step of move 1, past
    /// the one full cycle (越環禁攪): Black passes, and White's interval pass with it are the
    /// second pair (雙方再虛手,著手終了). Nothing of the start is taken: the seki stands
    /// (不提取為活子), and the pass that was White's ko interval is one of the ending pair.
    #[test]
    fn double_ko_seki_answered_stands_and_the_interval_pass_ends_it() {
        let shape = crate::shapes::double_ko_seki();
        for y in kept() {
            let d = sorted(dispute(&shape, y, Black, Defender::Answers));
            assert_eq!(
                d.moves,
                vec![
                    b(2, 1),
                    w(1, 4),
                    pass(Black),
                    w(1, 1),
                    b(2, 4),
                    pass(White),
                    pass(Black)
                ],
                "{}",
                y.name()
            );
            assert!(d.ended);
            assert_eq!(d.taken, [vec![], vec![]]);
            assert_eq!(d.end.grid, shape.start.grid);
            assert!(d.interval_pass_ends);
        }
    }

    /// Double-ko seki, Black first, White passes. By hand: move 1: Black takes (1,1) at a: the
    /// white wall has s alone. move 2: White passes. move 3: Black fills s=(1,6): the twelve stones
    /// of the white wall have no liberty and are taken (提取為死子). move 4: White passes. move 5: Black
    /// has nothing to take and his shape points are filled: he passes, the second pair.
    #[test]
    fn double_ko_seki_conceded_loses_the_white_wall() {
        let shape = crate::shapes::double_ko_seki();
        for y in kept() {
            let d = sorted(dispute(&shape, y, Black, Defender::Passes));
            assert_eq!(
                d.moves,
                vec![b(2, 1), pass(White), b(1, 6), pass(White), pass(Black)]
            );
            assert!(d.ended);
            let mut white = WHITE_WALL.to_vec();
            white.push((1, 1));
            assert_eq!(d.taken, [vec![], pts(&white)], "{}", y.name());
            assert!(!d.interval_pass_ends);
        }
    }

    /// Eternal life (`..OOX/OOXXX/.OX..`), Black first. By hand, White passing: move 1: Black
    /// p=(1,0) takes a, b = (3,0), (2,0). move 2: pass. move 3: Black fills r=(0,0) (the shape's
    /// move): the white group (0,1), (1,1), (1,2) keeps (0,2) alone. move 4: pass. move 5: Black
    /// (0,2) takes the three. move 6: pass. move 7: Black passes: ended after 7 moves, all five
    /// white stones taken. White answering: move 2: White throws in at (3,0) (the shape's move);
    /// move 3: Black takes it at (2,0) (it was placed by no capture, so it is no ko stone); move 4:
    /// White's throw-in again at (3,0) would have no liberty and take nothing (顆子自攪, 著必有變) and
    /// (2,0) is filled: White passes; then as before, Black (0,0), pass, Black (0,2), pass, pass:
    /// ended after 9 moves, the same five stones taken. On this board the cycle of eternal life is
    /// not forced: Black wins it by taking the throw-in.
    #[test]
    fn eternal_life_disputed_by_black_is_taken_by_play() {
        let shape = crate::shapes::eternal_life();
        let five = pts(&[(2, 0), (3, 0), (0, 1), (1, 1), (1, 2)]);
        for y in kept() {
            let d = sorted(dispute(&shape, y, Black, Defender::Passes));
            assert_eq!(
                d.moves,
                vec![
                    b(1, 0),
                    pass(White),
                    b(0, 0),
                    pass(White),
                    b(0, 2),
                    pass(White),
                    pass(Black)
                ]
            );
            assert!(d.ended);
            assert_eq!(d.taken, [vec![], five.clone()], "{}", y.name());
            let d = sorted(dispute(&shape, y, Black, Defender::Answers));
            assert_eq!(
                d.moves,
                vec![
                    b(1, 0),
                    w(3, 0),
                    b(2, 0),
                    pass(White),
                    b(0, 0),
                    pass(White),
                    b(0, 2),
                    pass(White),
                    pass(Black)
                ]
            );
            assert!(d.ended);
            assert_eq!(d.taken, [vec![], five.clone()], "{}", y.name());
        }
    }

    /// Eternal life, White first: White has nothing to take and its shape points are filled,
    /// so it passes; Black passing too ends the game at once (two passes after the
    /// suspension) with nothing taken: the dispute White raised is not proved (不提取為活子).
    #[test]
    fn eternal_life_disputed_by_white_ends_at_once_when_black_passes() {
        let shape = crate::shapes::eternal_life();
        for y in kept() {
            let d = dispute(&shape, y, White, Defender::Passes);
            assert_eq!(d.moves, vec![pass(White), pass(Black)]);
            assert!(d.ended);
            assert_eq!(d.taken, [vec![], vec![]]);
        }
    }

    /// The control: under `ying-pass` (a pass by either side breaks a repetition, a reading
    /// YG-12 sets aside) the double-ko seki answered never ends. Its cycle (take, take, pass,
    /// retake, retake, pass) has one pass by each side and never two in a row, and each pass
    /// lifts the count, so the cycle is allowed forever and YG-8's second pair never comes:
    /// the dispute is not settled by play. This is what the check on the kept readings would
    /// find if they let a cycle go on.
    #[test]
    fn double_ko_seki_answered_never_ends_under_a_reading_that_a_pass_resets() {
        let shape = crate::shapes::double_ko_seki();
        let y = YingKo::from_name("ying-pass").expect("a reading");
        let d = dispute(&shape, y, Black, Defender::Answers);
        assert!(!d.ended);
        assert_eq!(d.moves.len(), 4 * shape.start.grid.area() + 16);
        assert_eq!(&d.moves[..6], &shape.cycle[..]);
        assert_eq!(&d.moves[6..12], &shape.cycle[..]);
    }
}
