//! Claims checked on the whole small domain, with the numbers computed here independently of
//! the code under test (by hand from the document, or by plain counts written in this file).

use qili::audit::{self, Budget, Status};
use qili_spec::go::grid::{Cell, Color, Grid, Point};
use qili_spec::go::score::{Japanese1989, Scorer};
use qili_spec::theorems::scoring::{boards_up_to, every_position, finished_domain};

fn verdict(id: &str) -> (Status, Vec<audit::Evidence>) {
    let e = audit::run(Budget::Default, Some(id), |_, _, _| {})
        .into_iter()
        .find(|e| e.id == id)
        .unwrap();
    (e.status, e.evidence)
}

fn sign(c: Color) -> i64 {
    if c == Color::Black {
        1
    } else {
        -1
    }
}

/// The empty regions of `g` with the colours they border, by a flood fill written here.
fn regions(g: &Grid) -> Vec<(Vec<Point>, bool, bool)> {
    let mut seen = vec![false; g.area()];
    let mut out = Vec::new();
    for p in g.points() {
        let i = p.y * g.width() + p.x;
        if seen[i] || g.get(p) != Cell::Empty {
            continue;
        }
        seen[i] = true;
        let (mut pts, mut stack, mut b, mut w) = (Vec::new(), vec![p], false, false);
        while let Some(q) = stack.pop() {
            pts.push(q);
            for n in g.neighbours(q) {
                match g.get(n) {
                    Cell::Stone(Color::Black) => b = true,
                    Cell::Stone(Color::White) => w = true,
                    Cell::Empty => {
                        let j = n.y * g.width() + n.x;
                        if !seen[j] {
                            seen[j] = true;
                            stack.push(n);
                        }
                    }
                }
            }
        }
        out.push((pts, b, w));
    }
    out
}

/// Area margin (stones plus empty regions bordering one colour only), Black minus White.
fn area_margin(g: &Grid) -> i64 {
    let mut m = g.count(Color::Black) as i64 - g.count(Color::White) as i64;
    for (pts, b, w) in regions(g) {
        match (b, w) {
            (true, false) => m += pts.len() as i64,
            (false, true) => m -= pts.len() as i64,
            _ => {}
        }
    }
    m
}

/// Territory in seki, Black minus White: the one-colour regions of a side's stones joined
/// through its one-colour regions, when that whole unit touches a region bordering both
/// colours (the Japanese 1989 letter, Article 8: a unit next to a shared point is in seki).
fn seki_territory(g: &Grid) -> i64 {
    let rs = regions(g);
    let mut owner = vec![None; g.area()];
    let mut shared = vec![false; g.area()];
    for (pts, b, w) in &rs {
        for p in pts {
            let i = p.y * g.width() + p.x;
            match (b, w) {
                (true, false) => owner[i] = Some(Color::Black),
                (false, true) => owner[i] = Some(Color::White),
                _ => shared[i] = *b && *w,
            }
        }
    }
    let side = |p: Point| match g.get(p) {
        Cell::Stone(c) => Some(c),
        Cell::Empty => owner[p.y * g.width() + p.x],
    };
    let mut seen = vec![false; g.area()];
    let mut m = 0;
    for p in g.points() {
        let c = match (g.get(p), seen[p.y * g.width() + p.x]) {
            (Cell::Stone(c), false) => c,
            _ => continue,
        };
        seen[p.y * g.width() + p.x] = true;
        let (mut stack, mut empties, mut touches) = (vec![p], 0i64, false);
        while let Some(q) = stack.pop() {
            if g.get(q) == Cell::Empty {
                empties += 1;
            }
            for n in g.neighbours(q) {
                let j = n.y * g.width() + n.x;
                touches |= shared[j];
                if !seen[j] && side(n) == Some(c) {
                    seen[j] = true;
                    stack.push(n);
                }
            }
        }
        if touches {
            m += sign(c) * empties;
        }
    }
    m
}

/// Issue 31, defect 5: T3's Japanese form "breaks exactly where a seki holds territory" was
/// asserted, not checked. On every finished position of every board up to 9 points, area margin
/// - (Japanese 1989 margin + stones placed difference) equals the seki-territory difference
/// counted here; and the domain holds positions where that difference is not zero (where the
/// form with no seki correction is falsified).
#[test]
fn t3_japanese_gap_is_the_seki_territory_difference_on_every_small_position() {
    let (mut finished, mut with_seki) = (0, 0);
    for (w, h) in boards_up_to(9) {
        for c in every_position(w, h) {
            if !finished_domain(&c) {
                continue;
            }
            finished += 1;
            let g = &c.game.grid;
            let jp = Japanese1989 { komi: 0.0 }.score(&c.game, &c.dead).margin as i64;
            let placed = g.count(Color::Black) as i64 - g.count(Color::White) as i64;
            let seki = seki_territory(g);
            with_seki += usize::from(seki != 0);
            assert_eq!(
                area_margin(g) - (jp + placed),
                seki,
                "{w}x{h} {:?}",
                g.rows()
            );
        }
    }
    assert!(finished > 3000, "{finished}");
    assert!(with_seki > 100, "{with_seki}");
}

/// The seki term by hand: `X.O` / `XOO` / `.XO` on 3x3. The empty b3 borders X and O, a shared
/// point: Black's unit (a3, a2, b1 joined through its empty a1) and White's touch it, both in
/// seki. Area: Black 3 stones + a1 = 4, White 4 stones: margin 0. The 1989 letter counts no
/// territory: margin 0. Stones placed 3 - 4 = -1. Gap 0 - (0 - 1) = 1: Black's one point in
/// seki.
#[test]
fn t3_seki_term_by_hand() {
    let g = Grid::from_rows(&["X.O", "XOO", ".XO"]).unwrap();
    assert_eq!(area_margin(&g), 0);
    assert_eq!(seki_territory(&g), 1);
    let game = qili_spec::go::score::FinishedGame::setup(g);
    let dead = qili_spec::go::score::DeadStones::none();
    assert_eq!(Japanese1989 { komi: 0.0 }.score(&game, &dead).margin, 0.0);
}

/// Issue 31, defects 4 and 5: T3's sentence names its corrections (with seki and pass-stone
/// corrections), so the form with no seki correction is no reading of it; each option of the
/// claim, with its correction, holds on the whole small domain, and the verdict is `holds`
/// (it was `depends` because the uncorrected form was counted as a reading).
#[test]
fn t3_holds_under_each_option_with_its_correction() {
    let (s, ev) = verdict("T3");
    let readings: Vec<&str> = ev
        .iter()
        .flat_map(|e| e.readings.iter().map(|r| r.0.as_str()))
        .collect();
    assert!(
        !readings.iter().any(|r| r.contains("no seki correction")),
        "{readings:?}"
    );
    assert!(readings.contains(&"pass: no-prisoner, seki-points: no-points-in-seki"));
    assert_eq!(s, Status::Holds, "{:?}", ev[0].summary);
    assert!(ev[0].summary.contains("56577 positions"), "{}", ev[0].summary);
}
