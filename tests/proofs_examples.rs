//! The identities of `proofs/` on concrete boards: T1 and T4 on HZ-EX1 (001's 7x7 example, with
//! the counts the document and the guide give), and T3 on every position of every game of small
//! boards (area margin = territory margin + stones placed, with the pass-prisoner variant).

use qili_spec::go::game::{play, side, End, Ko, Move, Options, PassKind, Position, Suicide};
use qili_spec::go::{Cell, Color, Grid, Point};
use std::collections::BTreeSet;

/// A point named as the guide names it: column letter from the left, row number from the bottom.
fn at(name: &str, height: usize) -> Point {
    let mut chars = name.chars();
    let col = chars.next().unwrap() as usize - 'a' as usize;
    let row: usize = chars.as_str().parse().unwrap();
    Point::new(col, height - row)
}

/// Tromp-Taylor area: stones plus empty regions that reach only that colour.
fn area(g: &Grid) -> [usize; 2] {
    let mut out = [g.count(Color::Black), g.count(Color::White)];
    for (t, r) in territory(g).into_iter().enumerate() {
        out[t] += r;
    }
    out
}

/// Empty points in regions reaching only Black / only White.
fn territory(g: &Grid) -> [usize; 2] {
    let mut seen = BTreeSet::new();
    let mut out = [0, 0];
    for p in g.points() {
        if g.get(p) != Cell::Empty || seen.contains(&p) {
            continue;
        }
        let region = g.flood(p, |c| c == Cell::Empty);
        let mut reaches = [false, false];
        for &q in &region {
            seen.insert(q);
            for n in g.neighbours(q) {
                if let Cell::Stone(c) = g.get(n) {
                    reaches[side(c)] = true;
                }
            }
        }
        match reaches {
            [true, false] => out[0] += region.len(),
            [false, true] => out[1] += region.len(),
            _ => {}
        }
    }
    out
}

/// Blocks of `colour` joined when they touch a common point of `eyes`: the eye-sharing units.
fn units(g: &Grid, colour: Color, eyes: &[Point]) -> usize {
    let blocks: Vec<Vec<Point>> = g
        .blocks()
        .into_iter()
        .filter(|b| g.get(b[0]) == Cell::Stone(colour))
        .collect();
    let mut parent: Vec<usize> = (0..blocks.len()).collect();
    fn find(parent: &mut Vec<usize>, i: usize) -> usize {
        if parent[i] != i {
            let r = find(parent, parent[i]);
            parent[i] = r;
        }
        parent[i]
    }
    for &e in eyes {
        let touching: Vec<usize> = (0..blocks.len())
            .filter(|&i| blocks[i].iter().any(|s| g.neighbours(*s).contains(&e)))
            .collect();
        for w in touching.windows(2) {
            let (a, b) = (find(&mut parent, w[0]), find(&mut parent, w[1]));
            parent[a] = b;
        }
    }
    (0..blocks.len())
        .filter(|&i| find(&mut parent, i) == i)
        .count()
}

fn blocks_of(g: &Grid, colour: Color) -> usize {
    g.blocks()
        .iter()
        .filter(|b| g.get(b[0]) == Cell::Stone(colour))
        .count()
}

const SUSPENDED: [&str; 7] = [
    ". X . X X O .",
    ". X X X O . O",
    ". . X O O O O",
    "X X X X O X O",
    "O O O X X X X",
    "O . X O O X X",
    ". O O O O O X",
];

const BACK_FILLED: [&str; 7] = [
    ". X . X X O .",
    "X X X X O . O",
    "X . X O O O O",
    "X X X X O X O",
    "O O O X X X X",
    "O O . O O X X",
    ". O O O O O X",
];

/// HZ-EX1 (001 图一, 图二): T1 and T4 with the document's numbers.
#[test]
fn hz_ex1_routes_stones_area_and_group_tax() {
    let h = 7;
    let suspended = Grid::from_rows(&SUSPENDED).unwrap();
    let filled = Grid::from_rows(&BACK_FILLED).unwrap();

    // The back-filling the guide describes: c2 (dead) removed, a6 and a5 Black, b2 White.
    let mut expected = suspended.clone();
    expected.set(at("c2", h), Cell::Empty);
    expected.set(at("a6", h), Cell::Stone(Color::Black));
    expected.set(at("a5", h), Cell::Stone(Color::Black));
    expected.set(at("b2", h), Cell::Stone(Color::White));
    assert_eq!(expected, filled);

    // Equal stones: 21 moves each (HZ-5 ④).
    assert_eq!(filled.count(Color::Black), 21);
    assert_eq!(filled.count(Color::White), 21);

    // Chinese area of the suspended position with the dead stone removed: White 25, Black 24.
    let mut alive = suspended.clone();
    alive.set(at("c2", h), Cell::Empty);
    let [a_b, a_w] = area(&alive);
    assert_eq!((a_b, a_w), (24, 25));

    // Routes: empty points of each side after back-filling, minus the basic eyes the document
    // names (Black a7, c7; White g7, f6, a1, c2).
    let eyes_b = [at("a7", h), at("c7", h)];
    let eyes_w = [at("g7", h), at("f6", h), at("a1", h), at("c2", h)];
    let [t_b, t_w] = territory(&filled);
    let routes_b = t_b - eyes_b.len();
    let routes_w = t_w - eyes_w.len();
    assert_eq!(
        (routes_b, routes_w),
        (1, 0),
        "the document: Black 1 route, White 0"
    );

    // T1: routes + stones on the board = area - basic eyes (the ideal final position's stones).
    assert_eq!(routes_b + 21, a_b - eyes_b.len());
    assert_eq!(routes_w + 21, a_w - eyes_w.len());

    // T4: route margin = area margin - 2 x (units_B - units_W), units = eye-sharing groups.
    let (u_b, u_w) = (
        units(&filled, Color::Black, &eyes_b),
        units(&filled, Color::White, &eyes_w),
    );
    assert_eq!((u_b, u_w), (1, 2));
    let route_margin = routes_b as i64 - routes_w as i64;
    let area_margin = a_b as i64 - a_w as i64;
    assert_eq!(route_margin, area_margin - 2 * (u_b as i64 - u_w as i64));
    // ... and counting blocks instead breaks it (proofs/T4.md): White has 3 blocks.
    let (k_b, k_w) = (
        blocks_of(&filled, Color::Black),
        blocks_of(&filled, Color::White),
    );
    assert_eq!((k_b, k_w), (1, 3));
    assert_ne!(route_margin, area_margin - 2 * (k_b as i64 - k_w as i64));
}

/// T3 at every position of every game: area margin = territory margin + (stones placed B - W),
/// and with passes handing over prisoners, + (moves B - W), by the walk the audit runs
/// ([`qili::proofs_check::t3_positions`]; Tromp-Taylor regions, so the seki term is 0).
#[test]
fn t3_on_every_position_of_small_boards() {
    for (w, h, depth) in [(3, 1, 10), (2, 2, 9), (3, 2, 6)] {
        let checked = qili::proofs_check::t3_positions(w, h, depth)
            .unwrap_or_else(|e| panic!("T3 on {w}x{h}: {e}"));
        eprintln!("T3: {checked} positions on {w}x{h} up to {depth} moves");
        assert!(checked > 100);
    }
}

use qili::proofs_check::find_ko;

/// T7 (3): under JPD-A11 (pass stones in the shape) with the four-pass ending (JPD-C6) a ko taken
/// and retaken between pairs of passes gives a legal game that never ends: every shape is new and
/// there are never four passes in a row. Checked for 200 moves on the first ko found on 2x3.
/// Under positional superko the first retake is illegal.
#[test]
fn t7_ko_between_pairs_of_passes_never_ends_under_jpd() {
    let (mut history, mut moves, take, retake) = find_ko(3, 2, 6).expect("a ko on 2x3");
    let jpd = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::WholeShapeWithPassStones,
        end: End::FourPasses,
    };
    let positional = Options {
        ko: Ko::PositionalSuperko,
        ..jpd
    };
    let first = history.last().unwrap().to_move;
    eprintln!(
        "ko after {moves:?}: {:?}, {first:?} takes at {take:?}, retake at {retake:?}",
        history.last().unwrap().grid.rows()
    );
    let second = first.opponent();
    let cycle = [
        Move::Play(first, take),
        Move::Pass(second, PassKind::Ordinary),
        Move::Pass(first, PassKind::Ordinary),
        Move::Play(second, retake),
        Move::Pass(first, PassKind::Ordinary),
        Move::Pass(second, PassKind::Ordinary),
    ];
    // The same retake under positional superko is forbidden.
    {
        let mut h = history.clone();
        for mv in &cycle[..3] {
            let next = play(&h, *mv, positional).expect("take and passes are legal");
            h.push(next);
        }
        assert!(
            play(&h, cycle[3], positional).is_err(),
            "positional superko forbids the retake"
        );
    }
    let start_len = moves.len();
    for i in 0..200 {
        let mv = cycle[i % cycle.len()];
        assert!(
            !qili_spec::go::game::is_over(&moves, jpd.end),
            "over after {} moves",
            moves.len()
        );
        let next = play(&history, mv, jpd).unwrap_or_else(|e| {
            panic!(
                "move {} ({mv:?}) illegal under JPD-A11: {e:?}",
                moves.len() + 1
            )
        });
        history.push(next);
        moves.push(mv);
    }
    assert_eq!(moves.len(), start_len + 200);
    assert!(!qili_spec::go::game::is_over(&moves, jpd.end));
}

/// A 5x2 seki with one eye each and one shared liberty (`proofs/YG-1.md`, `proofs/T5.md`):
/// ```text
/// . X . O .
/// X X X O O
/// ```
/// YG-16 fills the single shared empty for nobody, so the two sides' area points add up to 9, not
/// to the board's 10 (YG-1 fails); JPD-C3 with shared liberties split equally gives the Chinese
/// margin 1, split by adjacent stones (2 black, 1 white) gives 4/3 (T5 depends on the option).
#[test]
fn seki_5x2_counterexample_to_yg1_and_witness_for_t5() {
    let g = Grid::from_rows(&[". X . O .", "X X X O O"]).unwrap();
    let (eye_b, shared, eye_w) = (Point::new(0, 0), Point::new(2, 0), Point::new(4, 0));
    let options = Options {
        suicide: Suicide::Forbidden,
        ko: Ko::PositionalSuperko,
        end: End::TwoPasses,
    };

    // It is a seki: playing in the opponent's eye is suicide; filling the shared liberty puts the
    // filler's own group in atari and the opponent then captures it by filling the filler's eye.
    for (c, own_eye, their_eye) in [(Color::Black, eye_b, eye_w), (Color::White, eye_w, eye_b)] {
        let mut start = Position::start(5, 2);
        start.grid = g.clone();
        start.to_move = c;
        assert!(
            play(&[start.clone()], Move::Play(c, their_eye), options).is_err(),
            "{c:?} in the eye"
        );
        let after =
            play(&[start.clone()], Move::Play(c, shared), options).expect("filling is legal");
        let history = vec![start, after];
        let punished =
            play(&history, Move::Play(c.opponent(), own_eye), options).expect("the capture");
        assert_eq!(
            punished.grid.count(c),
            0,
            "{c:?}'s group is captured after filling"
        );
    }

    // YG-15 / YG-16: live stones plus single-colour empty points; the one shared empty for nobody.
    let [a_b, a_w] = area(&g);
    assert_eq!((a_b, a_w), (5, 4));
    assert_eq!(a_b + a_w, 9);
    assert_ne!(
        a_b + a_w,
        g.width() * g.height(),
        "YG-1: the sum is not the board's points"
    );

    // JPD-C3: stones + liberties, the shared liberty split.
    let n_b = g
        .neighbours(shared)
        .iter()
        .filter(|&&q| g.get(q) == Cell::Stone(Color::Black))
        .count();
    let n_w = g
        .neighbours(shared)
        .iter()
        .filter(|&&q| g.get(q) == Cell::Stone(Color::White))
        .count();
    assert_eq!((n_b, n_w), (2, 1));
    let chinese_margin = a_b as f64 - a_w as f64;
    let equal = (a_b as f64 + 0.5) - (a_w as f64 + 0.5);
    let by_neighbours = (a_b as f64 + n_b as f64 / (n_b + n_w) as f64)
        - (a_w as f64 + n_w as f64 / (n_b + n_w) as f64);
    assert_eq!(equal, chinese_margin);
    assert!((by_neighbours - 4.0 / 3.0).abs() < 1e-9);
    assert_ne!(by_neighbours, chinese_margin);
}
