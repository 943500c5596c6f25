//! TS-6 (002 图一–图三): the bent four in the corner, judged dead by rule ("局竟乃亡") and played
//! out under balanced moves ("黑2为保持着手平衡,亦要在地中相应地自填" … "白5提后,黑6为保持着手平衡,
//! 不得不走,结果盘角曲四被歼,胜负之数并无增减"), on the 11x11 position of
//! `qili_spec::ts::bent_four`, replayed move by move on the spec's plain model and on the engine.
//!
//! Every expected number is derived by hand below from the diagram (top row first, `x` columns
//! from the left, `y` rows from the top; the guide's names count rows from the bottom):
//!
//! ```text
//!     a b c d e f g h i j k
//! 11  O O O . X D O . . . .
//! 10  . X X X X E O . . . .
//!  9  X X O O O O O . . . .
//!  8  O O O O O O O O O O O
//!  7  . A O B . O O O O C .
//!  6  O O X O O X X X X O O
//!  5  X X X X X X X X X X X
//!  4-1  (44 empty points, Black's)
//! ```
//!
//! Counts at the position: Black 23 stones (7 in the corner, 5 on row 6, 11 on row 5), White 32
//! (4 + 1 + 5 on rows 11-9, 11 on row 8, 5 on row 7, 6 on row 6); White holds 9 black prisoners.
//! Findings: `findings/TS-6/` (written from here with `QILI_WRITE_FINDINGS=1`).

use qili::go::{to_spec, Board, Game, Rules};
use qili_spec::go::game::{self as spec, Ko, Move, Options};
use qili_spec::go::grid::{Cell, Color, Grid, Point};
use qili_spec::go::score::{DeadStones, FinishedGame};
use qili_spec::ts::bent_four::{
    bent_four_stones, finished, free_passes, japanese_play_out, judged_dead, named_points,
    played_out, position, replay_from_position, scores, unbalanced, MOVES_SO_FAR, OPTIONS,
    PRISONERS, ROWS,
};

fn engine_move(m: Move) -> qili::go::Move {
    let c = |c: Color| match c {
        Color::Black => qili::go::Color::Black,
        Color::White => qili::go::Color::White,
    };
    match m {
        Move::Play(col, p) => qili::go::Move::Play(c(col), qili::go::Point::new(p.x, p.y)),
        Move::Pass(col, _) => qili::go::Move::Pass(c(col), qili::go::PassKind::Ordinary),
    }
}

fn libs(g: &Grid, x: usize, y: usize) -> Vec<Point> {
    g.liberties(&g.block(Point::new(x, y)))
}

#[test]
fn the_position_is_the_bent_four_with_threats_and_outside_liberties() {
    let p = position();
    let g = &p.grid;
    // Black's corner group (e11 at (4,0)) has exactly the two inner points d11 (3,0), a10 (0,1)
    // and the two outside liberties D f11 (5,0), E f10 (5,1).
    let mut black = libs(g, 4, 0);
    black.sort();
    let mut want = vec![
        Point::new(3, 0),
        Point::new(0, 1),
        Point::new(5, 0),
        Point::new(5, 1),
    ];
    want.sort();
    assert_eq!(black, want);
    assert_eq!(g.block(Point::new(4, 0)).len(), 7);
    // The three white stones a11-c11 share the two inner points: neither side can play there.
    let mut white = libs(g, 0, 0);
    white.sort();
    assert_eq!(white, vec![Point::new(0, 1), Point::new(3, 0)]);
    // Each threat block (a6-b6, d6-e6, j6-k6) has its two liberties on row 7 only.
    for (x, l) in [(0, [0, 1]), (3, [3, 4]), (9, [9, 10])] {
        let mut got = libs(g, x, 5);
        got.sort();
        assert_eq!(
            got,
            l.map(|lx| Point::new(lx, 4)).to_vec(),
            "block at x={x}"
        );
    }
    // TS-2 even ending: 32 moves each (White first, as in 002's record whose 244th and last
    // move is Black's), White to move.
    let (game, _) = judged_dead();
    assert_eq!(game.stones_placed(Color::Black), 23 + 9);
    assert_eq!(game.stones_placed(Color::White), 32);
    assert_eq!(p.to_move, Color::White);
    assert_eq!(MOVES_SO_FAR, 64);
}

#[test]
fn a_b_c_are_ko_threats_until_white_fills_them() {
    // Black at the other point of each pair (a7, e7, k7) has one liberty and puts the white
    // block in atari: a threat White must answer. After White's A (b7), B (d7), C (j7) the same
    // Black move has no liberty and takes nothing: suicide, so the threat is gone.
    let pairs = [
        (Point::new(0, 4), Point::new(0, 5)),
        (Point::new(4, 4), Point::new(3, 5)),
        (Point::new(10, 4), Point::new(9, 5)),
    ];
    // Black's threat is played on Black's turn (during the ko).
    let mut start = position();
    start.to_move = Color::Black;
    for ((probe, block), (name, fill)) in pairs.iter().zip(named_points()) {
        let threat = spec::play(
            std::slice::from_ref(&start),
            Move::Play(Color::Black, *probe),
            OPTIONS,
        )
        .unwrap();
        assert_eq!(libs(&threat.grid, block.x, block.y).len(), 1, "{name}");
        assert_eq!(libs(&threat.grid, probe.x, probe.y).len(), 1, "{name}");
        let mut filled = start.clone();
        filled.grid.set(fill, Cell::Stone(Color::White));
        assert_eq!(
            spec::play(&[filled], Move::Play(Color::Black, *probe), OPTIONS),
            Err(spec::Illegal::Suicide),
            "{name}"
        );
    }
}

#[test]
fn the_play_out_is_legal_on_the_spec_model_and_captures_the_bent_four() {
    let moves = played_out();
    // 18 moves, 9 each, White first: every White move (odd index 0, 2, ...) is followed by a
    // Black move, and Black never passes.
    assert_eq!(moves.len(), 18);
    for (i, m) in moves.iter().enumerate() {
        let want = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        assert_eq!(m.colour(), want, "move {}", i + 1);
        assert!(!m.is_pass());
    }
    for ko in [Ko::Simple, Ko::PositionalSuperko] {
        let r = spec::replay(position(), &moves, Options { ko, ..OPTIONS })
            .unwrap_or_else(|e| panic!("{ko:?}: move {} illegal: {:?}", e.0 + 1, e.1));
        let pr = |i: usize| r.positions[i].prisoners;
        // Move 12 (Black d11) takes White's four stones a11, b11, c11, a10.
        assert_eq!(pr(11)[0] - pr(10)[0], 4);
        // Move 15 (White a10) takes Black's a11: the ko.
        assert_eq!(pr(14)[1] - pr(13)[1], 1);
        // Move 17 (White c11) takes the eight stones: the seven of the bent four and d11.
        assert_eq!(pr(16)[1] - pr(15)[1], 8);
        let last = &r.positions[17].grid;
        for p in bent_four_stones() {
            assert_eq!(last.get(p), Cell::Empty, "{p:?}");
        }
        // Move 16: Black may not retake the ko at a11 at once.
        assert_eq!(
            spec::play(
                &r.history()[..16],
                Move::Play(Color::Black, Point::new(0, 0)),
                OPTIONS
            ),
            Err(spec::Illegal::Repetition)
        );
    }
    // Equal counts at the end: 41 stones placed each (32 + 9).
    let g = finished(&moves).unwrap();
    assert_eq!(g.stones_placed(Color::Black), 41);
    assert_eq!(g.stones_placed(Color::White), 41);
    assert_eq!(g.moves, 82);
}

#[test]
fn the_engine_plays_the_same_moves_to_the_same_positions() {
    let board = Board::from_rows(&ROWS).unwrap();
    let mut g = Game::from_position(Rules::TANG_SONG, board, qili::go::Color::White);
    let spec_record = replay_from_position(&played_out()).unwrap();
    for (i, &m) in played_out().iter().enumerate() {
        g.play(engine_move(m))
            .unwrap_or_else(|e| panic!("engine: move {} illegal: {e:?}", i + 1));
        let want = &spec_record.positions[i];
        assert_eq!(to_spec::grid(g.board()), want.grid, "after move {}", i + 1);
        // The engine starts counting prisoners at the position.
        let p = g.prisoners();
        assert_eq!(
            [p[0] + PRISONERS[0], p[1] + PRISONERS[1]],
            want.prisoners,
            "after move {}",
            i + 1
        );
    }
    // The engine's own record agrees with the plain model from scratch.
    let rec = to_spec(&g);
    let again = spec::replay(
        rec.start.clone(),
        &rec.moves,
        qili::go::to_spec_options(&Rules::TANG_SONG),
    )
    .unwrap();
    assert_eq!(again.positions, rec.positions);
    // And it refuses the immediate ko retake too.
    let mut h = Game::from_position(
        Rules::TANG_SONG,
        Board::from_rows(&ROWS).unwrap(),
        qili::go::Color::White,
    );
    for &m in &played_out()[..15] {
        h.play(engine_move(m)).unwrap();
    }
    assert!(!h.is_legal(engine_move(Move::Play(Color::Black, Point::new(0, 0)))));
}

/// Why White must remove A, B, C first ("白方必须在ABC补劫材"): starting the kill with threat A
/// still there, Black wins the ko and lives.
///
/// 1 W f11 (D), 2 B a1, 3 W f10 (E), 4 B b1, 5 W a10, 6 B d11 takes four, 7 W b11, 8 B a11,
/// 9 W a10 takes the ko; 10 B a7 (threat: a6-b6 in atari), 11 W b7 answers, capturing a7;
/// 12 B a11 retakes (the board differs from the one two moves back, so simple ko allows it);
/// White has no threat: 13 W h11 in its own area; 14 B c11 takes b11. Black's group now has
/// two one-point eyes, a10 and b11 (each with all neighbours black): Benson-alive.
#[test]
fn with_threat_a_left_black_wins_the_ko_and_lives() {
    let w = |x, y| Move::Play(Color::White, Point::new(x, y));
    let b = |x, y| Move::Play(Color::Black, Point::new(x, y));
    let moves = [
        w(5, 0),
        b(0, 10),
        w(5, 1),
        b(1, 10),
        w(0, 1),
        b(3, 0),
        w(1, 0),
        b(0, 0),
        w(0, 1),
        b(0, 4),
        w(1, 4),
        b(0, 0),
        w(7, 0),
        b(2, 0),
    ];
    let r = replay_from_position(&moves)
        .unwrap_or_else(|e| panic!("move {} illegal: {:?}", e.0 + 1, e.1));
    let last = &r.positions[13].grid;
    let (alive, _) = qili_spec::go::life::benson(last, Color::Black);
    for p in [
        Point::new(4, 0),
        Point::new(1, 1),
        Point::new(0, 2),
        Point::new(0, 0),
    ] {
        assert!(alive.contains(&p), "{p:?} should be pass-alive");
    }
    // The same start with A removed first: Black's a7 is suicide, so it has no threat.
    let mut filled = position();
    filled.grid.set(Point::new(1, 4), Cell::Stone(Color::White));
    filled.to_move = Color::Black;
    assert_eq!(
        spec::play(&[filled], b(0, 4), OPTIONS),
        Err(spec::Illegal::Suicide)
    );
}

/// The search's memo: (board, side to move, ko ban, passes in a row, depth left) to result.
type Memo = std::collections::HashMap<(Grid, Color, Option<Point>, u8, u8), bool>;

/// Whether White captures the bent four (e11 gone) from `grid` with `to_move` to play, both
/// sides playing only at the five corner points a11, b11, c11, d11, a10 or passing (a move
/// elsewhere changes nothing here), Black with no ko threat, simple ko (`ban`: the point an
/// immediate single-stone retake would use), suicide forbidden. Two passes in a row: Black
/// survives; so does a line longer than `depth`.
fn white_kills(
    grid: &Grid,
    to_move: Color,
    ban: Option<Point>,
    passes: u8,
    depth: u8,
    memo: &mut Memo,
) -> bool {
    if grid.get(Point::new(4, 0)) != Cell::Stone(Color::Black) {
        return true;
    }
    if passes >= 2 || depth == 0 {
        return false;
    }
    let key = (grid.clone(), to_move, ban, passes, depth);
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let corner = [(0, 0), (1, 0), (2, 0), (3, 0), (0, 1)].map(|(x, y)| Point::new(x, y));
    let mut outcomes = Vec::new();
    for p in corner {
        if Some(p) == ban {
            continue;
        }
        let Some(pl) = spec::place(grid, to_move, p) else {
            continue;
        };
        if !pl.self_captured.is_empty() {
            continue;
        }
        let single = pl.captured.len() == 1
            && pl.grid.block(p).len() == 1
            && pl.grid.liberties(&[p]).len() == 1;
        let next_ban = if single { Some(pl.captured[0]) } else { None };
        outcomes.push(white_kills(
            &pl.grid,
            to_move.opponent(),
            next_ban,
            0,
            depth - 1,
            memo,
        ));
    }
    outcomes.push(white_kills(
        grid,
        to_move.opponent(),
        None,
        passes + 1,
        depth - 1,
        memo,
    ));
    let v = match to_move {
        Color::White => outcomes.iter().any(|&k| k),
        Color::Black => outcomes.iter().all(|&k| k),
    };
    memo.insert(key, v);
    v
}

/// "局竟乃亡" on the board: once D and E are filled and Black has no threat, White captures
/// whoever moves first (the search of [`white_kills`]); with D and E still open, play at the
/// corner alone does not kill, which is why White fills them first ("然后再在DE紧气").
#[test]
fn with_d_and_e_filled_and_no_threat_white_kills_whoever_moves_first() {
    let mut g = position().grid;
    for (_, p) in named_points() {
        g.set(p, Cell::Stone(Color::White));
    }
    for first in [Color::White, Color::Black] {
        let mut memo = std::collections::HashMap::new();
        assert!(
            white_kills(&g, first, None, 0, 30, &mut memo),
            "{first:?} first"
        );
    }
    // With D and E open (A-C filled) play at the corner alone does not kill: White must fill
    // them first.
    let mut open = position().grid;
    for (_, p) in &named_points()[..3] {
        open.set(*p, Cell::Stone(Color::White));
    }
    let mut memo = std::collections::HashMap::new();
    assert!(!white_kills(&open, Color::White, None, 0, 30, &mut memo));
    // D and E open: White a10 at once, Black d11 takes four and its group keeps D and E
    // besides the four points taken, so the later ko take at a10 would not leave it in atari.
    let early = [
        Move::Play(Color::White, Point::new(0, 1)),
        Move::Play(Color::Black, Point::new(3, 0)),
    ];
    let r = replay_from_position(&early).unwrap();
    assert_eq!(r.positions[1].prisoners[0], 4);
    let l = libs(&r.positions[1].grid, 4, 0);
    assert!(l.contains(&Point::new(5, 0)) && l.contains(&Point::new(5, 1)));
}

/// (a) and (b) by hand.
///
/// (a) Judged dead: the seven corner stones come off. White's one life unit (the three corner
/// stones join it through the corner's empty points) owns the corner, 11 points (d11, a10, the
/// 7 points of the dead stones, D, E), the top right h11-k9, 12, and the three pairs on row 7,
/// 6: 29 points, routes 29 - 2 (TS-3, one independent unit) = 27; nothing to fill (Black took
/// no white stone): White 27. Black's unit owns rows 1-4, 44 points, routes 42; it fills its 7
/// dead stones and the 9 White took: 42 - 16 = 26. Margin 26 - 27 = -1 (W+1).
///
/// (b) Played out: White filled A-E and has b11, c11, a10 in the corner; its empty points are
/// the corner's a11, d11 and the 7 points of the bent four (9), the top right 12, and one of
/// each pair (3): 24, routes 22; it fills the 4 stones Black took at move 12: 18. Black filled
/// 7 of its 44 points: 37, routes 35; it fills the 9 + 1 (a11) + 8 (move 17) = 18 taken: 17.
/// Margin 17 - 18 = -1 (W+1): the same.
#[test]
fn judged_dead_equals_played_out_under_tang_song_filling() {
    let (g, dead) = judged_dead();
    let a = scores(&g, &dead);
    assert_eq!(a.tang_song.routes_before_filling, [42, 27]);
    assert_eq!(a.tang_song.filled, [16, 0]);
    assert_eq!(a.tang_song.routes, [26, 27]);
    assert!(!a.tang_song.balanced);
    assert_eq!(a.tang_song_margin(), -1);

    let b = scores(&finished(&played_out()).unwrap(), &DeadStones::none());
    assert_eq!(b.tang_song.routes_before_filling, [35, 22]);
    assert_eq!(b.tang_song.filled, [18, 4]);
    assert_eq!(b.tang_song.routes, [17, 18]);
    assert!(!b.tang_song.balanced);
    assert_eq!(b.tang_song_margin(), a.tang_song_margin());
}

/// Japanese territory and Chinese area, by hand.
///
/// (a) Japanese: White 29 territory + 9 prisoners + 7 dead = 45; Black 44 + 0 = 44: W+1.
///     Chinese: White 32 stones + 29 = 61; Black 16 live stones + 44 = 60: W+1 (61 + 60 = 121).
/// (b) Japanese: White 24 + 18 prisoners = 42; Black 37 + 4 = 41: W+1. Both lost 3: White its
///     5 fills (A-E) less the 2 prisoners more than the dead it had (18 against 9 + 7), Black its
///     7 fills less the 4 it took. Chinese: White 37 stones (32 - 3 taken + 8 played and kept)
///     + 24 = 61; Black 23 stones + 37 = 60: area is unchanged by the play-out.
/// (c) The play-out as under Japanese rules (Black passes instead of its 7 fills, free):
///     Japanese Black 44 + 4 = 48 against White 42: B+6, a swing of 7 — "在地域中补劫材要自损目数".
///     Chinese area: Black 16 + 44 = 60, unchanged. Tang-Song with the pass stones handed over
///     (TS-10): Black fills 18 + 7 = 25 into 42 routes: 17, the same as (b).
#[test]
fn japanese_territory_and_chinese_area() {
    let (g, dead) = judged_dead();
    let a = scores(&g, &dead);
    assert_eq!((a.japanese.black, a.japanese.white), (44.0, 45.0));
    assert_eq!((a.chinese.black, a.chinese.white), (60.0, 61.0));

    let b = scores(&finished(&played_out()).unwrap(), &DeadStones::none());
    assert_eq!((b.japanese.black, b.japanese.white), (41.0, 42.0));
    assert_eq!((b.chinese.black, b.chinese.white), (60.0, 61.0));

    let jp_game = finished(&japanese_play_out()).unwrap();
    assert_eq!(jp_game.pass_stones, [7, 0]);
    let c = scores(&jp_game, &DeadStones::none());
    assert_eq!((c.japanese.black, c.japanese.white), (48.0, 42.0));
    assert_eq!(c.japanese.margin - b.japanese.margin, 7.0);
    assert_eq!((c.chinese.black, c.chinese.white), (60.0, 61.0));
    assert_eq!(c.tang_song.routes, [17, 18]);
}

/// The odd variant: Black's last answer (move 18) is a pass, not a fill. With a free pass
/// (Japanese practice, no stone handed over) Black keeps one more route: 38 empty points, routes
/// 36, fills 18: 18 against White's 18, margin 0, one better for Black than (a)'s -1 — T3's
/// `M_B - M_W` term. Japanese: Black 38 + 4 = 42 against 42, also one better. Chinese area: the
/// point is Black's either way, 60 against 61. With the pass stone handed over (TS-10) Black
/// fills 19: routes 17 again, the balance kept.
#[test]
fn the_odd_variant_is_off_by_exactly_one() {
    let (g, dead) = judged_dead();
    let a = scores(&g, &dead);
    let odd = finished(&unbalanced()).unwrap();
    assert_eq!(odd.moves, 82);
    let free = scores(&free_passes(&odd), &DeadStones::none());
    assert_eq!(free.tang_song.routes, [18, 18]);
    assert_eq!(free.tang_song_margin() - a.tang_song_margin(), 1);
    assert_eq!(free.japanese.margin - a.japanese.margin, 1.0);
    assert_eq!(free.chinese.margin, a.chinese.margin);
    let ts10 = scores(&odd, &DeadStones::none());
    assert_eq!(ts10.tang_song.routes, [17, 18]);
    assert_eq!(ts10.tang_song_margin(), a.tang_song_margin());
}

/// The record that simply stops after White's capture (move 17, 81 moves): White made one move
/// more. Black's 38 empty points give 36 routes, 18 after filling. The spec's TS-2 rule gives
/// the owed balancing move to the side that did not move last: here Black (a White-first game,
/// as in 002's record), one of Black's routes: 17 - 18 = -1, the judged-dead margin again.
/// (Before the spec knew the last mover it charged White, as in a Black-first game: 18 - 17 =
/// +1.) Without any balancing the raw routes give 18 - 18 = 0, the odd variant's one.
#[test]
fn stopping_after_whites_capture_is_odd_and_black_owes_the_balancing_move() {
    let moves = played_out();
    let stopped: FinishedGame = finished(&moves[..17]).unwrap();
    assert_eq!(stopped.moves % 2, 1);
    assert_eq!(stopped.last_mover, Some(Color::White));
    let s = scores(&stopped, &DeadStones::none());
    assert!(s.tang_song.balanced);
    assert_eq!(s.tang_song.routes_before_filling, [36, 22]);
    assert_eq!(s.tang_song.filled, [18, 4]);
    let raw = [
        s.tang_song.routes_before_filling[0] - s.tang_song.filled[0],
        s.tang_song.routes_before_filling[1] - s.tang_song.filled[1],
    ];
    assert_eq!(raw[0] - raw[1], 0);
    assert_eq!(s.tang_song.routes, [17, 18]);
    let (g, dead) = judged_dead();
    assert_eq!(s.tang_song_margin(), scores(&g, &dead).tang_song_margin());
}

/// `findings/TS-6/`: the position and the play-out as SGF (the engine's writer) and SVG
/// diagrams. Compared with the files in the repository; `QILI_WRITE_FINDINGS=1` rewrites them.
#[test]
fn findings_are_current() {
    use qili::go::sgf::{write_game, SgfGame};
    use qili::svg::{GoDiagram, Mark, Stone};
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("findings/TS-6");
    let start = || {
        Game::from_position(
            Rules::TANG_SONG,
            Board::from_rows(&ROWS).unwrap(),
            qili::go::Color::White,
        )
    };
    let position_sgf = write_game(&start());
    let mut g = start();
    for &m in &played_out() {
        g.play(engine_move(m)).unwrap();
    }
    let play_out_sgf = write_game(&g);
    // The SGF read back replays to the same end.
    let read = SgfGame::parse(&play_out_sgf).unwrap();
    let (again, illegal) = read.replay(Rules::TANG_SONG);
    assert_eq!(illegal, None);
    assert_eq!(again.board(), g.board());

    let stones = |rows: &[&str]| -> Vec<Option<Stone>> {
        rows.iter()
            .flat_map(|r| r.chars())
            .map(|c| match c {
                'X' => Some(Stone::Black),
                'O' => Some(Stone::White),
                _ => None,
            })
            .collect()
    };
    let mut d = GoDiagram::new(11, 11, stones(&ROWS));
    for (name, p) in named_points() {
        d.marks
            .push((p.y * 11 + p.x, Mark::Label(name.to_string())));
    }
    for p in bent_four_stones() {
        d.marks.push((p.y * 11 + p.x, Mark::Dead));
    }
    d.caption = "TS-6: bent four judged dead; W+1 by Tang-Song routes (26 to 27)".into();
    let position_svg = d.to_svg();

    let mut d = GoDiagram::new(11, 11, stones(&ROWS));
    let mut labels: Vec<(usize, String)> = Vec::new();
    for (i, m) in played_out().iter().enumerate() {
        if let Move::Play(_, p) = m {
            let k = p.y * 11 + p.x;
            match labels.iter_mut().find(|(j, _)| *j == k) {
                Some((_, t)) => t.push_str(&format!(",{}", i + 1)),
                None => labels.push((k, format!("{}", i + 1))),
            }
        }
    }
    d.marks = labels
        .into_iter()
        .map(|(k, t)| (k, Mark::Label(t)))
        .collect();
    d.caption = "Played out, White first: 11/15 a10, 12 d11, 13 b11, 14 a11, 17 c11; W+1".into();
    let play_out_svg = d.to_svg();

    let files = [
        ("position.sgf", position_sgf),
        ("play-out.sgf", play_out_sgf),
        ("position.svg", position_svg),
        ("play-out.svg", play_out_svg),
    ];
    let write = std::env::var("QILI_WRITE_FINDINGS").is_ok_and(|v| v == "1");
    for (name, text) in files {
        let path = dir.join(name);
        if write {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
        }
        let on_disk = std::fs::read_to_string(&path)
            .unwrap_or_else(|_| panic!("{name} missing: run with QILI_WRITE_FINDINGS=1"));
        assert_eq!(
            on_disk, text,
            "{name} is stale: run with QILI_WRITE_FINDINGS=1"
        );
    }
}
