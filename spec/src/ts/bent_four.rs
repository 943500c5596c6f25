//! TS-6, bent four in the corner played out under balanced moves (002 图一–图三, 11x11).
//!
//! 002: "《敦煌棋经》称'角旁曲四,局竟乃亡'" and "白方必须在ABC补劫材,然后再在DE紧气,最后才能动手置
//! 黑棋于死地" — White must first remove Black's ko threats at A, B, C inside its own area, then
//! fill the outside liberties D, E, and only then kill. Under the Tang-Song filling "黑2为保持着手
//! 平衡,亦要在地中相应地自填" (Black answers each White move by filling in its own area) and "白5
//! 提后,黑6为保持着手平衡,不得不走,结果盘角曲四被歼,胜负之数并无增减" (after White takes the ko,
//! Black must still move; the bent four is captured and the margin is unchanged).
//!
//! The figures are not in the text. [`ROWS`] is an 11x11 final position built for them (top row
//! first, `X` black, `O` white), with the classic bent four in the top-left corner: three white
//! stones along the edge inside Black's eye space, Black's two inner liberties shared with them,
//! so neither side can play inside first (a Black move there is self-atari, a White move there
//! lets Black capture and make the L-shaped bent four):
//!
//! ```text
//!     a b c d e f g h i j k
//! 11  O O O . X D O . . . .     D, E: Black's outside liberties (White fills them)
//! 10  . X X X X E O . . . .
//!  9  X X O O O O O . . . .
//!  8  O O O O O O O O O O O
//!  7  . A O B . O O O O C .     A, B, C: White fills them to remove Black's ko threats
//!  6  O O X O O X X X X O O     (each two-stone white block has two liberties only:
//!  5  X X X X X X X X X X X      Black at the other point of the pair would atari it)
//!  4  . . . . . . . . . . .
//!  3  . . . . . . . . . . .     Black's area: 44 points for its balancing moves
//!  2  . . . . . . . . . . .
//!  1  . . . . . . . . . . .
//! ```
//!
//! White moved first, as in 002's record (TS-4: "黑244着 ... 各一百二十二着", Black's 244th is the
//! last move): 64 moves so far, 32 each, White to move. White holds 9 black prisoners, so that
//! each side has placed 32 stones (Black 23 on the board + 9 taken, White 32 on the board).

use super::filling::{tang_song, TangSong};
use crate::go::game::{
    replay, End, GameRecord, Illegal, Ko, Move, Options, PassKind, Position, Suicide,
};
use crate::go::grid::{Color, Grid, Point};
use crate::go::life::EyeOptions;
use crate::go::score::{ChineseArea, DeadStones, FinishedGame, JapaneseTerritory, Report, Scorer};

/// The final position, top row first (`X` black, `O` white). See the module diagram.
pub const ROWS: [&str; 11] = [
    "OOO.X.O....",
    ".XXXX.O....",
    "XXOOOOO....",
    "OOOOOOOOOOO",
    "..O..OOOO..",
    "OOXOOXXXXOO",
    "XXXXXXXXXXX",
    "...........",
    "...........",
    "...........",
    "...........",
];

/// Moves played before [`ROWS`]: 32 each (TS-2 even ending), White first, Black last.
pub const MOVES_SO_FAR: usize = 64;

/// Prisoners held at [`ROWS`], `[black's, white's]`: White has taken 9 black stones.
pub const PRISONERS: [usize; 2] = [0, 9];

/// The plain-model options of the play-out: simple ko, no suicide (the traditional rules; the
/// Tang-Song preset's), two passes end.
pub const OPTIONS: Options = Options {
    suicide: Suicide::Forbidden,
    ko: Ko::Simple,
    end: End::TwoPasses,
};

/// The points named in 002's text: `A`, `B`, `C` (White removes Black's ko threats) and `D`,
/// `E` (Black's outside liberties), in that order.
pub fn named_points() -> [(char, Point); 5] {
    [
        ('A', Point::new(1, 4)),
        ('B', Point::new(3, 4)),
        ('C', Point::new(9, 4)),
        ('D', Point::new(5, 0)),
        ('E', Point::new(5, 1)),
    ]
}

/// The bent four: Black's seven corner stones (e11, b10-e10, a9, b9).
pub fn bent_four_stones() -> Vec<Point> {
    vec![
        Point::new(4, 0),
        Point::new(1, 1),
        Point::new(2, 1),
        Point::new(3, 1),
        Point::new(4, 1),
        Point::new(0, 2),
        Point::new(1, 2),
    ]
}

/// The position of [`ROWS`] as a game position: White to move, [`PRISONERS`] held.
pub fn position() -> Position {
    Position {
        grid: Grid::from_rows(&ROWS).expect("the bent-four rows are well formed"),
        to_move: Color::White,
        pass_stones: [0, 0],
        prisoners: PRISONERS,
    }
}

/// (a) The game ended at [`ROWS`] with the bent four judged dead by rule ("局竟乃亡").
pub fn judged_dead() -> (FinishedGame, DeadStones) {
    let p = position();
    let game = FinishedGame {
        grid: p.grid,
        prisoners: PRISONERS,
        pass_stones: [0, 0],
        moves: MOVES_SO_FAR,
        last_mover: Some(Color::Black),
    };
    (game, DeadStones(bent_four_stones()))
}

/// The seven points of Black's own area where Black answers with a fill, in order (row 1,
/// a1-g1: far from its two eyes' worth of space).
fn black_fills() -> [Point; 7] {
    [0, 1, 2, 3, 4, 5, 6].map(|x| Point::new(x, 10))
}

/// The play-out of 图二/图三 under balanced moves, 18 moves, every White move answered by a
/// Black move in Black's own area:
///
/// | # | White | Black |
/// |---|---|---|
/// | 1-2 | A b7 (threat removed) | fill a1 |
/// | 3-4 | B d7 | fill b1 |
/// | 5-6 | C j7 | fill c1 |
/// | 7-8 | D f11 (liberty) | fill d1 |
/// | 9-10 | E f10 (Black now has only d11, a10) | fill e1 |
/// | 11-12 | a10: its four stones a11-c11, a10 in atari at d11, and Black's group too | d11 takes four: the L-shaped bent four a11, b11, c11, a10 |
/// | 13-14 | b11 | a11 (b11 in atari at c11) |
/// | 15-16 | a10 takes a11: ko ("白5提") | no ko threat left: fill f1 ("黑6 ... 不得不走") |
/// | 17-18 | c11 captures the eight stones ("盘角曲四被歼") | fill g1 (the last, worthless but owed move) |
pub fn played_out() -> Vec<Move> {
    let w = |x, y| Move::Play(Color::White, Point::new(x, y));
    let b = |p: Point| Move::Play(Color::Black, p);
    let f = black_fills();
    let [a, bb, c, d, e] = named_points().map(|(_, p)| Move::Play(Color::White, p));
    vec![
        a,
        b(f[0]),
        bb,
        b(f[1]),
        c,
        b(f[2]),
        d,
        b(f[3]),
        e,
        b(f[4]),
        w(0, 1),
        b(Point::new(3, 0)),
        w(1, 0),
        b(Point::new(0, 0)),
        w(0, 1),
        b(f[5]),
        w(2, 0),
        b(f[6]),
    ]
}

/// The odd variant: Black does not keep the balance at the end — its last answer (move 18)
/// is a pass instead of a fill. Scored with [`free_passes`] the pass costs nothing (Japanese
/// practice); with the pass stone handed over (TS-10) it costs what the fill cost.
pub fn unbalanced() -> Vec<Move> {
    let mut m = played_out();
    let last = m.len() - 1;
    m[last] = Move::Pass(Color::Black, PassKind::Ordinary);
    m
}

/// The play-out as under Japanese rules: Black passes instead of each of its seven fills.
pub fn japanese_play_out() -> Vec<Move> {
    let fills = black_fills();
    played_out()
        .into_iter()
        .map(|m| match m {
            Move::Play(Color::Black, p) if fills.contains(&p) => {
                Move::Pass(Color::Black, PassKind::Ordinary)
            }
            m => m,
        })
        .collect()
}

/// Replays `moves` from [`position`] with [`OPTIONS`] on the plain model.
pub fn replay_from_position(moves: &[Move]) -> Result<GameRecord, (usize, Illegal)> {
    replay(position(), moves, OPTIONS)
}

/// The finished game after `moves` from [`position`] (moves counted from the start of the
/// game), nothing dead; pass stones as the plain model keeps them (TS-10: each pass hands one
/// stone over).
pub fn finished(moves: &[Move]) -> Result<FinishedGame, (usize, Illegal)> {
    let r = replay_from_position(moves)?;
    let last = r.positions.last().cloned().unwrap_or_else(position);
    Ok(FinishedGame {
        grid: last.grid,
        prisoners: last.prisoners,
        pass_stones: last.pass_stones,
        moves: MOVES_SO_FAR + moves.len(),
        last_mover: moves.last().map(|m| m.colour()).or(Some(Color::Black)),
    })
}

/// The same game read with free passes: no pass stone is handed over (Japanese practice).
pub fn free_passes(game: &FinishedGame) -> FinishedGame {
    FinishedGame {
        pass_stones: [0, 0],
        ..game.clone()
    }
}

/// One game's counts under the three methods compared.
#[derive(Clone, Debug)]
pub struct Scores {
    /// 002's Tang-Song filling (TS-1..TS-3), documents' eye reading.
    pub tang_song: TangSong,
    /// Japanese territory plus prisoners.
    pub japanese: Report,
    /// Chinese area.
    pub chinese: Report,
}

impl Scores {
    /// Black minus White in Tang-Song routes.
    pub fn tang_song_margin(&self) -> i64 {
        self.tang_song.routes[0] - self.tang_song.routes[1]
    }
}

/// Scores `game` with `dead` taken off under Tang-Song filling, Japanese territory and Chinese
/// area (no komi: the documents give none).
pub fn scores(game: &FinishedGame, dead: &DeadStones) -> Scores {
    Scores {
        tang_song: tang_song(game, dead, EyeOptions::TANG_SONG),
        japanese: JapaneseTerritory { komi: 0.0 }.score(game, dead),
        chinese: ChineseArea { komi: 0.0 }.score(game, dead),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_position_has_equal_move_counts() {
        // TS-2: 32 stones placed each (Black 23 on the board + 9 taken by White; White 32).
        let (g, _) = judged_dead();
        assert_eq!(g.stones_placed(Color::Black), 32);
        assert_eq!(g.stones_placed(Color::White), 32);
        assert_eq!(g.moves, 64);
    }

    #[test]
    fn the_play_out_is_legal_and_captures_the_bent_four() {
        let g = finished(&played_out()).unwrap();
        for p in bent_four_stones() {
            assert_eq!(g.grid.get(p), crate::go::grid::Cell::Empty);
        }
        // 41 stones placed each after 18 more moves, 9 each.
        assert_eq!(g.stones_placed(Color::Black), 41);
        assert_eq!(g.stones_placed(Color::White), 41);
    }
}
