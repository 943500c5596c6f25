//! More named classical cycle shapes (TS-7, YG-21), next to the single, triple and
//! quadruple ko of [`crate::ts::cycles`]: eternal life (長生劫), sending two returning one
//! (送二還一), the double ko (雙劫), the double-ko seki (雙劫共活) with its shared liberty, and
//! molasses ko (水飴コウ), whose slow cycle has a pass by each side in every turn.
//!
//! Round-robin ko is read as the combination three-ko cycle (组合式三劫循环): a double-ko seki
//! (双活连环劫) with one tight ko elsewhere, where a take in the seki is a ko threat that must be
//! answered ([`round_robin_ko`]). Its captures rotate through three kos like the stacked
//! [`crate::ts::cycles::triple_ko`], but two of the three kos are the seki's, which are never
//! won: the shape is the classic way a double-ko seki supplies endless ko threats. The
//! diagrams of that name in the literature (Ikeda's 2-15-1 to 2-15-3) were not available and
//! are not reproduced; 连环劫 (linked-ring ko) itself is the Chinese name of the double ko,
//! [`double_ko`].
//!
//! Each is a [`Shape`]: a start position built with [`Grid::from_rows`] (top row first, `X`
//! black, `O` white) and one turn of its cycle. After one turn the board and the side to move
//! equal the start (the tests replay it on the plain model, [`crate::go::game::replay`]).
//! Points are `Point { x: column from the left, y: row from the top }`.
//!
//! 003 熱子 names eternal life's "雙熱子" (double hot stones: each side captures two stones per
//! turn of the cycle); 002 (TS-7) names eternal life among the shapes Tang-Song play left
//! without a result ("长生劫 ... 作为循环往复无法终局处理"). Sending two returning one and
//! the double ko are not named by the documents, nor is molasses ko; they are here because their
//! cycles contain passes (or moves that concede), which is where the no-result readings and the
//! Ying interval readings ([`crate::yg::ko::Interval`]) part.

use crate::go::game::{Move, PassKind, Position};
use crate::go::grid::{Color, Grid, Point};
use crate::ts::cycles::Shape;

fn start(rows: &[&str]) -> Position {
    Position {
        grid: Grid::from_rows(rows).expect("the shape rows are well formed"),
        to_move: Color::Black,
        pass_stones: [0, 0],
        prisoners: [0, 0],
    }
}

fn b(x: usize, y: usize) -> Move {
    Move::Play(Color::Black, Point::new(x, y))
}

fn w(x: usize, y: usize) -> Move {
    Move::Play(Color::White, Point::new(x, y))
}

fn pass(c: Color) -> Move {
    Move::Pass(c, PassKind::Ordinary)
}

/// Eternal life (長生劫), 5x3, top edge:
///
/// ```text
/// . . O O X      r=(0,0) p=(1,0) b=(2,0) a=(3,0)
/// O O X X X
/// . O X . .
/// ```
///
/// The two white stones a, b have one liberty, p. Black 1 at p captures both; White 2 throws
/// in at a (it has the liberty b); Black 3 at r fills (p and r now have the one liberty b);
/// White 4 at b captures both black stones, and the start recurs with Black to move. Each side
/// captures two stones per turn (003 熱子 "長生劫之雙劫子"); two of the four moves capture nothing,
/// which is what the Ying reading [`crate::yg::ko::Interval::MoverPassOrNonCapture`] counts.
pub fn eternal_life() -> Shape {
    Shape {
        name: "eternal life",
        start: start(&["..OOX", "OOXXX", ".OX.."]),
        cycle: vec![b(1, 0), w(3, 0), b(0, 0), w(2, 0)],
    }
}

/// Sending two returning one (送二還一), 5x3, top edge:
///
/// ```text
/// . X . X .      t=(0,0) s=(1,0) u=(2,0)
/// O O X X .
/// . O X . .
/// ```
///
/// Black 1 at t makes the two stones t, s with one liberty u (sends two); White 2 at u
/// captures both, and its stone has one liberty, s; Black 3 at s captures it (returns one).
/// The board is the start again but White is to move: White passes (there is nothing better
/// to do in the shape), and the start recurs with Black to move and one white pass stone
/// outside the board. Black has lost two stones and White one per turn.
pub fn sending_two_returning_one() -> Shape {
    Shape {
        name: "sending two returning one",
        start: start(&[".X.X.", "OOXX.", ".OX.."]),
        cycle: vec![b(0, 0), w(2, 0), b(1, 0), pass(Color::White)],
    }
}

/// A ko unit, 4 columns by 3 rows: with a white stone in it (Black may take at column c of
/// the middle row) or a black stone (White may take back at column b), as in
/// [`crate::ts::cycles`].
const KO_WHITE: [&str; 3] = [".XO.", "XO.O", ".XO."];
const KO_BLACK: [&str; 3] = [".XO.", "X.XO", ".XO."];

/// The double ko (雙劫), 4x6: two kos, the top one with a white stone in it (Black may take),
/// the bottom one with a black stone in it (White may take). The cycle is the one of double-ko
/// seki: Black takes the top ko; White takes the bottom one (not a retake, so simple ko allows
/// it); Black has no ko to take (the top ko holds his stone, the bottom one was just taken) and
/// passes; White retakes the top ko; Black retakes the bottom one; White has no ko to take and
/// passes: the start recurs, each side having passed once. The units stand apart on the board
/// (the seki's shared liberties are not modelled): what the ko rules see is only the sequence
/// of captures, which is the same.
pub fn double_ko() -> Shape {
    let mut rows: Vec<&str> = Vec::new();
    rows.extend(KO_WHITE);
    rows.extend(KO_BLACK);
    Shape {
        name: "double ko",
        start: start(&rows),
        cycle: vec![
            b(2, 1),
            w(1, 4),
            pass(Color::Black),
            w(1, 1),
            b(2, 4),
            pass(Color::White),
        ],
    }
}

/// Double-ko seki (雙劫共活), 4x7, with its shared liberty: a black wall (left) and a white wall
/// (right) meet at two kos, the top one with a white stone in it (Black may take at a), the
/// bottom one with a black stone in it (White may take at b); s is the one liberty the walls
/// share.
///
/// ```text
/// X X O O
/// X O a O      a=(2,1)
/// X X O O
/// X X O O
/// X . X O      b=(1,4)
/// X X O O
/// X s O O      s=(1,6)
/// ```
///
/// At the start the white wall's liberties are a and s, the black wall's b and s. Whoever
/// fills s puts his own wall in atari and the other captures it by taking a ko, so neither
/// fills it: the seki. Taking a ko puts the other wall in atari (Black at a leaves the white
/// wall with s alone), and the answer is to take the other ko, which gains a liberty: the
/// cycle is the one of [`double_ko`], move for move in the same order (take, take, pass,
/// retake, retake, pass), every real move a capture of one stone.
pub fn double_ko_seki() -> Shape {
    Shape {
        name: "double-ko seki",
        start: start(&["XXOO", "XO.O", "XXOO", "XXOO", "X.XO", "XXOO", "X.OO"]),
        cycle: vec![
            b(2, 1),
            w(1, 4),
            pass(Color::Black),
            w(1, 1),
            b(2, 4),
            pass(Color::White),
        ],
    }
}

/// Round-robin ko (组合式三劫循环), 9x7: the double-ko seki of [`double_ko_seki`] in columns
/// 0-3, a black wall in column 4 that closes the white seki wall off (so its liberties stay a
/// and s), and a tight ko (紧劫) at the right with a white stone in it (Black may take at t).
///
/// ```text
/// X X O O X . . . .
/// X O a O X . . . .      a=(2,1)
/// X X O O X . X O .
/// X X O O X X O t O      t=(7,3), the white ko stone at (6,3)
/// X . X O X . X O .      b=(1,4)
/// X X O O X . . . .
/// X s O O X . . . .      s=(1,6)
/// ```
///
/// Black 1 takes the tight ko at t. White may not retake at once, so White 2 takes the bottom
/// seki ko at b: the black seki wall is left with s alone (atari, a ko threat). Black 3
/// answers by taking the top seki ko at a, which gives the wall back the point of the captured
/// stone. White 4 retakes the tight ko at (6,3) (Black's last move was elsewhere). Black 5
/// takes back the bottom seki ko at (2,4): now the white seki wall has s alone. White 6
/// answers at (1,1), taking the top ko back, and the start recurs with Black to move. Six
/// captures of one stone, no pass, and every seki move is a threat or the answer to one: the
/// seki cannot be won, so neither side runs out of threats and neither yields.
pub fn round_robin_ko() -> Shape {
    Shape {
        name: "round-robin ko",
        start: start(&[
            "XXOOX....",
            "XO.OX....",
            "XXOOX.XO.",
            "XXOOXXO.O",
            "X.XOX.XO.",
            "XXOOX....",
            "X.OOX....",
        ]),
        cycle: vec![b(7, 3), w(1, 4), b(2, 1), w(6, 3), b(2, 4), w(1, 1)],
    }
}

/// Molasses ko (水飴コウ, "syrup ko"), 7x5: a ko whose cycle is slow. In each turn of the
/// cycle each side makes four forced moves in the shape, the last of them a ko capture, and
/// one pass (on a real board: the one effective move elsewhere), so of every five moves of a
/// side only one is effective.
///
/// None of the five documents names it. The shape is reconstructed from the published
/// description of the cycle (four forced moves ending with a ko capture, the opponent plays
/// elsewhere, then the same with colours exchanged), not copied from a diagram: a ko `p`/`a`
/// between a black wall and a white wall, as in [`double_ko_seki`], and, on the top edge, one
/// unit of [`sending_two_returning_one`] for each colour (Black sends two at `t`/`s`, White at
/// `T`/`S`), whose throw-ins and recaptures take and give back the walls' liberties. It was
/// found with a liberty count of the walls and checked move by move on the plain model (the
/// tests below).
///
/// ```text
/// t s u X T S U      t=(0,0) s=(1,0) u=(2,0)  T=(4,0) S=(5,0) U=(6,0)
/// O O X X X X O
/// O O X p X X O      p=(3,2)
/// O O O X O O O      a=(3,3)
/// O O O O O O O
/// ```
///
/// At the start `s` holds a black stone, `T` and `S` white stones, `a` a black stone, and `t`,
/// `u`, `U`, `p` are empty: the rows are `.X.XOO.`, `OOXXXXO`, `OOX.XXO`, `OOOXOOO`,
/// `OOOOOOO`. Black has just taken the ko at `a` (White may retake at `p`) and White has just
/// passed. The black wall (the eight stones around `p`) has two liberties, `u` and `p`;
/// the white wall (the nineteen stones of the left, bottom and right) has two, `t` and `U`.
/// Black's stone at `s` has two liberties (`t`, `u`); White's two stones `T`, `S` have one, `U`
/// (White sent two in the previous turn; connecting them at `U` would leave the white wall
/// with `t` alone, so White left them). The cycle, one turn of ten moves:
///
/// 0. Black `U` captures `T` and `S` (two stones); the white wall loses `U`: atari (`t` only).
/// 1. White `S` captures the stone at `U` (returns one): the wall has `t` and `U` again.
/// 2. Black `t` sends two: `t` and `s` have the one liberty `u`, the white wall `U` alone.
/// 3. White `p` takes the ko (captures `a`): the white wall gains `a`, the black wall loses
///    `p` and keeps `u` and `T`.
/// 4. Black passes: retaking at `a` at once is the ko ban, and nothing else captures
///    (connecting `t`/`s` at `u` would leave the black wall with `T` alone).
/// 5. White `u` captures `t` and `s` (two stones); the black wall loses `u`: atari (`T` only).
/// 6. Black `s` captures the stone at `u` (returns one): the black wall has `u` and `T`.
/// 7. White `T` sends two: `T` and `S` have the one liberty `U`, the black wall `u` alone.
/// 8. Black `a` retakes the ko (captures `p`): the black wall gains `p`, the white wall loses
///    `a` and keeps `t` and `U`.
/// 9. White passes (the ko ban, and nothing else captures): the start recurs, Black to move.
///
/// Why each move in the shape is forced, that is what the opponent captures at once if the
/// mover passes instead (the tests assert each capture): at 0, 2, 5 and 7 the last ko
/// capture may be retaken (White `p` takes `a`, or Black `a` takes `p`: one stone), and the
/// move answers with a counter-atari or a capture instead of connecting, as in a ko fight;
/// at 1 and 3 the white wall is in atari (Black `t`, or Black `U`, captures its nineteen
/// stones), at 6 and 8 the black wall (White `T`, or White `u`, captures its eight stones).
/// Each turn holds exactly one pass by each side and never two passes in a row, so the
/// positions recur with passes between them: Japanese-style no result and "three
/// repetitions since the last pass" never fire, while a superko stops the cycle.
pub fn molasses_ko() -> Shape {
    Shape {
        name: "molasses ko",
        start: start(&[".X.XOO.", "OOXXXXO", "OOX.XXO", "OOOXOOO", "OOOOOOO"]),
        cycle: vec![
            b(6, 0),
            w(5, 0),
            b(0, 0),
            w(3, 2),
            pass(Color::Black),
            w(2, 0),
            b(1, 0),
            w(4, 0),
            b(3, 3),
            pass(Color::White),
        ],
    }
}

/// Every shape of this module.
pub fn shapes() -> Vec<Shape> {
    vec![
        eternal_life(),
        sending_two_returning_one(),
        double_ko(),
        double_ko_seki(),
        round_robin_ko(),
        molasses_ko(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::game::{play, replay, side, End, Ko, Options, Suicide};

    /// Each cycle is legal under simple ko with suicide forbidden, and one turn brings back
    /// the start's board and side to move.
    #[test]
    fn each_cycle_recurs_on_the_plain_model() {
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        for s in shapes() {
            let r = replay(s.start.clone(), &s.cycle, o)
                .unwrap_or_else(|e| panic!("{}: move {} {:?}", s.name, e.0, e.1));
            let last = r.positions.last().unwrap();
            assert_eq!(last.grid, s.start.grid, "{}", s.name);
            assert_eq!(last.to_move, s.start.to_move, "{}", s.name);
            // Every position inside one turn is new (the cycle is a cycle, not two).
            let h = r.history();
            for i in 0..h.len() - 1 {
                for j in 0..i {
                    assert!(
                        !(h[i].grid == h[j].grid && h[i].to_move == h[j].to_move),
                        "{}: positions {j} and {i} already equal",
                        s.name
                    );
                }
            }
        }
    }

    /// Eternal life: each side captures two stones per turn (by hand: Black 1 takes a, b;
    /// White 4 takes p, r).
    #[test]
    fn prisoners_per_turn() {
        let s = eternal_life();
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        let r = replay(s.start.clone(), &s.cycle, o).unwrap();
        assert_eq!(r.positions.last().unwrap().prisoners, [2, 2]);
        let s = sending_two_returning_one();
        let r = replay(s.start.clone(), &s.cycle, o).unwrap();
        // Black captured one white stone, White two black stones.
        assert_eq!(r.positions.last().unwrap().prisoners, [1, 2]);
    }
    /// Double-ko seki: the liberties derived by hand in the doc of [`double_ko_seki`]; after
    /// Black takes the top ko the white wall has s alone, and after White takes the bottom
    /// ko it has s and the point of the captured black stone.
    #[test]
    fn double_ko_seki_shares_one_liberty() {
        let s = double_ko_seki();
        let g = &s.start.grid;
        let libs = |g: &Grid, x: usize, y: usize| {
            let mut l = g.liberties(&g.block(Point::new(x, y)));
            l.sort_by_key(|p| (p.y, p.x));
            l
        };
        let (a, bp, sh) = (Point::new(2, 1), Point::new(1, 4), Point::new(1, 6));
        assert_eq!(libs(g, 3, 0), vec![a, sh], "white wall");
        assert_eq!(libs(g, 0, 0), vec![bp, sh], "black wall");
        // The walls are one block each.
        assert_eq!(g.block(Point::new(3, 0)).len(), 12);
        assert_eq!(g.block(Point::new(0, 0)).len(), 11);
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        let r = replay(s.start.clone(), &s.cycle, o).unwrap();
        let p1 = &r.positions[0].grid;
        assert_eq!(
            libs(p1, 3, 0),
            vec![sh],
            "white wall in atari after Black takes"
        );
        let p2 = &r.positions[1].grid;
        assert_eq!(libs(p2, 3, 0), vec![Point::new(2, 4), sh]);
        // Each real move of the cycle captures exactly one stone.
        assert_eq!(r.positions.last().unwrap().prisoners, [2, 2]);
    }
    /// Round-robin ko: the seki takes are threats (by hand, from the diagram of
    /// [`round_robin_ko`]): after White 2 at b the black seki wall has s alone; after Black 3
    /// at a it has s and (1,1); after Black 5 at (2,4) the white seki wall has s alone; the
    /// black column-4 wall is never short of liberties; each real move captures one stone.
    #[test]
    fn round_robin_ko_seki_takes_are_threats() {
        let s = round_robin_ko();
        let libs = |g: &Grid, x: usize, y: usize| {
            let mut l = g.liberties(&g.block(Point::new(x, y)));
            l.sort_by_key(|p| (p.y, p.x));
            l
        };
        let (a, sh) = (Point::new(2, 1), Point::new(1, 6));
        let g = &s.start.grid;
        assert_eq!(libs(g, 3, 0), vec![a, sh], "white seki wall");
        assert_eq!(libs(g, 0, 0), vec![Point::new(1, 4), sh], "black seki wall");
        let o = Options {
            suicide: Suicide::Forbidden,
            ko: Ko::Simple,
            end: End::TwoPasses,
        };
        let r = replay(s.start.clone(), &s.cycle, o).unwrap();
        let after = |i: usize| &r.positions[i].grid;
        assert_eq!(
            libs(after(1), 0, 0),
            vec![sh],
            "White 2 puts the black wall in atari"
        );
        assert_eq!(libs(after(2), 0, 0), vec![Point::new(1, 1), sh]);
        assert_eq!(
            libs(after(4), 3, 0),
            vec![sh],
            "Black 5 puts the white wall in atari"
        );
        for i in 0..6 {
            assert!(
                libs(after(i), 4, 0).len() >= 2,
                "column-4 wall after move {i}"
            );
        }
        assert_eq!(r.positions.last().unwrap().prisoners, [3, 3]);
    }

    const SIMPLE: Options = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::Simple,
        end: End::TwoPasses,
    };

    /// The positions before each move of one turn of molasses ko (`history[k]` is the position
    /// before `cycle[k]`), under simple ko.
    fn molasses_history() -> (Shape, Vec<Position>) {
        let s = molasses_ko();
        let r = replay(s.start.clone(), &s.cycle, SIMPLE).expect("the cycle is legal");
        (s, r.history())
    }

    /// Whether some move of `c` after `history` captures, under simple ko; each capturing
    /// move with the number of stones it takes.
    fn captures(history: &[Position], c: Color) -> Vec<(Point, usize)> {
        let g = &history.last().unwrap().grid;
        g.points()
            .filter_map(|p| {
                let next = play(history, Move::Play(c, p), SIMPLE).ok()?;
                let before = history.last().unwrap().prisoners[side(c)];
                let n = next.prisoners[side(c)] - before;
                (n > 0).then_some((p, n))
            })
            .collect()
    }

    /// Molasses ko: one turn has ten moves, exactly one pass by each side, never two passes
    /// in a row (not across the turn either: the turn starts with a Black move and ends with
    /// White's pass), and four moves in the shape by each side.
    #[test]
    fn molasses_ko_turn_has_one_pass_per_side() {
        let s = molasses_ko();
        assert_eq!(s.cycle.len(), 10);
        for c in [Color::Black, Color::White] {
            let passes = s
                .cycle
                .iter()
                .filter(|m| m.is_pass() && m.colour() == c)
                .count();
            let plays = s
                .cycle
                .iter()
                .filter(|m| !m.is_pass() && m.colour() == c)
                .count();
            assert_eq!((passes, plays), (1, 4), "{c:?}");
        }
        let n = s.cycle.len();
        for k in 0..n {
            assert!(
                !(s.cycle[k].is_pass() && s.cycle[(k + 1) % n].is_pass()),
                "passes at {k} and {}",
                (k + 1) % n
            );
        }
        // The passes are moves 4 and 9: four moves in the shape before each.
        let at: Vec<usize> = (0..n).filter(|&k| s.cycle[k].is_pass()).collect();
        assert_eq!(at, [4, 9]);
    }

    /// Molasses ko, the captures of one turn, by hand from the doc of [`molasses_ko`]: Black
    /// takes two at 0, one (the ko) at 8 and one at 6 (the stone at u): 4; White one at 1,
    /// one (the ko) at 3, two at 5: 4. Moves 2 and 7 (sending two) capture nothing. The
    /// walls' liberties after moves 0, 2 (white wall in atari) and 5, 7 (black wall in atari).
    #[test]
    fn molasses_ko_captures_and_wall_liberties() {
        let (s, h) = molasses_history();
        assert_eq!(h.last().unwrap().prisoners, [4, 4]);
        let gained: Vec<usize> = (0..s.cycle.len())
            .map(|k| {
                let c = side(s.cycle[k].colour());
                h[k + 1].prisoners[c] - h[k].prisoners[c]
            })
            .collect();
        assert_eq!(gained, [2, 1, 0, 1, 0, 2, 1, 0, 1, 0]);
        let libs = |g: &Grid, p: Point| {
            let mut l = g.liberties(&g.block(p));
            l.sort_by_key(|q| (q.y, q.x));
            l
        };
        let white_wall = Point::new(0, 4);
        let black_wall = Point::new(3, 0);
        let (t, u, tt, uu) = (
            Point::new(0, 0),
            Point::new(2, 0),
            Point::new(4, 0),
            Point::new(6, 0),
        );
        let (p, a) = (Point::new(3, 2), Point::new(3, 3));
        assert_eq!(h[0].grid.block(white_wall).len(), 19);
        assert_eq!(h[0].grid.block(black_wall).len(), 8);
        assert_eq!(libs(&h[0].grid, white_wall), [t, uu]);
        assert_eq!(libs(&h[0].grid, black_wall), [u, p]);
        assert_eq!(libs(&h[1].grid, white_wall), [t], "after 0");
        assert_eq!(libs(&h[3].grid, white_wall), [uu], "after 2");
        assert_eq!(libs(&h[4].grid, white_wall), [uu, a], "after 3");
        assert_eq!(libs(&h[4].grid, black_wall), [u, tt], "after 3");
        assert_eq!(libs(&h[6].grid, black_wall), [tt], "after 5");
        assert_eq!(libs(&h[8].grid, black_wall), [u], "after 7");
        assert_eq!(libs(&h[9].grid, black_wall), [u, p], "after 8");
    }

    /// Molasses ko, forcedness: for each move in the shape, if the mover passes instead, the
    /// opponent captures at once. Expected captures by hand (doc of [`molasses_ko`]): at 0, 2
    /// White retakes the ko at p (one stone, a); at 5, 7 Black retakes at a (one stone, p);
    /// at 1 Black t and at 3 Black U take the white wall (19 stones); at 6 White T and at 8
    /// White u take the black wall (8 stones).
    #[test]
    fn molasses_ko_every_move_in_the_shape_is_forced() {
        let (s, h) = molasses_history();
        let expected: [(usize, (usize, usize), usize); 8] = [
            (0, (3, 2), 1),
            (1, (0, 0), 19),
            (2, (3, 2), 1),
            (3, (6, 0), 19),
            (5, (3, 3), 1),
            (6, (4, 0), 8),
            (7, (3, 3), 1),
            (8, (2, 0), 8),
        ];
        for (k, (x, y), n) in expected {
            let mover = s.cycle[k].colour();
            assert!(!s.cycle[k].is_pass());
            let mut hist = h[..=k].to_vec();
            let passed = play(&hist, pass(mover), SIMPLE).unwrap();
            hist.push(passed);
            let caps = captures(&hist, mover.opponent());
            assert!(caps.contains(&(Point::new(x, y), n)), "move {k}: {caps:?}");
        }
    }

    /// Molasses ko, the passes: the passer has no capturing move at all (the ko retake is the
    /// simple-ko ban, and nothing else is in atari), so "plays elsewhere" loses nothing.
    #[test]
    fn molasses_ko_passer_cannot_capture() {
        let (s, h) = molasses_history();
        for k in [4, 9] {
            let c = s.cycle[k].colour();
            assert!(s.cycle[k].is_pass());
            assert_eq!(captures(&h[..=k], c), [], "move {k}");
        }
    }
}
