//! The Tang-Song filling count (唐宋填空法), TS-1..TS-3 and TS-10 of document 002.

use crate::go::grid::{Cell, Color};
use crate::go::life::{self, EyeOptions, SekiTest};
use crate::go::score::{idx, life_units, settle, Dame, DeadStones, FinishedGame, Mark, Report};
use crate::go::score::{Scorer, Unit};

/// The Tang-Song count in full.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TangSong {
    /// Own empty points minus the minimum eye space (TS-3), before filling, `[black, white]`.
    pub routes_before_filling: [i64; 2],
    /// Each side's enclosed empty points (its life units' own empty points), before TS-3's
    /// eye tax: the points TS-1's 全部填入对方所围的空点中 fills into, `[black, white]`.
    pub enclosed: [i64; 2],
    /// Stones filled into each side's area: its dead stones, its stones captured, and its pass
    /// stones (TS-10: a pass hands one prisoner over), `[black, white]`.
    pub filled: [i64; 2],
    /// The routes after filling and balancing, `[black, white]` (negative when a side's area
    /// cannot hold its dead stones).
    pub routes: [i64; 2],
    /// TS-2 even ending: the move count, with the record's unfilled dame filled in turn, was
    /// odd, so the side that did not move last makes one more move (其一是后走一方为保持手数平衡),
    /// one of its routes.
    pub balanced: bool,
    /// The side that balancing move costs a route (`Some` exactly when `balanced`).
    pub charged: Option<Color>,
    /// The dame (无路官子) the record leaves unfilled. 002 图二 has both sides fill them
    /// (双方将带“圈”记号的无路官子补上), one move each in turn, the side that did not move last
    /// first; they change nobody's routes (这几着棋无关地域的增减) and count as moves toward
    /// the even ending, so a record saved before its dame fills counts as the filled record.
    pub dame: usize,
    /// Each side's independent life units (TS-3's 总有两点任其空虚 each).
    pub groups: [usize; 2],
}

/// TS-1: 终局以后,双方先各自将对方的死棋(包括已被提取的死棋及盘面上的死棋;全部填入对方所围的空点中,然后
/// 采用差额计算法比较双方在盘面上拥有的空点;
/// TS-3: the minimum eye space (two points per independent group, seki per the options) is not a
/// route; TS-10: a pass hands one prisoner to the opponent; TS-2: an odd move count is balanced
/// by a last, worthless move of the side that did not move last (`game.last_mover`; White when
/// it is not known), one of its routes.
///
/// Seki is found as `qili score` finds it ([`Dame::Neutral`]: the practice count's seki finder,
/// the same for a played-out position, as the documents' figures are, and for a record saved
/// before its dame are filled; 002's figure 9 gives White 六路, TS-9).
pub fn tang_song(game: &FinishedGame, dead: &DeadStones, options: EyeOptions) -> TangSong {
    tang_song_with(game, dead, options, Dame::Neutral)
}

/// [`tang_song`] with the unfilled dame counted as `dame` says. [`Dame::Neutral`]: 002 calls
/// the dame "无路官子" and says filling them changes nobody's area (图二: "双方将带'圈'记号的
/// 无路官子补上后(就填空法而言,这几着棋无关地域的增减)"), so a dame is no route, no seki
/// liberty and no unit's own point, and a group next to one keeps TS-3's two points as an
/// independent group ("每块活棋(不包括公活)...总有两点任其空虚").
pub fn tang_song_with(
    game: &FinishedGame,
    dead: &DeadStones,
    options: EyeOptions,
    dame: Dame,
) -> TangSong {
    let s = settle(game, dead);
    let units = life_units(game, dead, dame, SekiTest::TouchesNeutral);
    let mut before = [0usize; 2];
    let mut enclosed = [0i64; 2];
    let mut groups = [0usize; 2];
    // A dame: an empty point no unit owns and no seki block touches (filling a seki's shared
    // liberty is no free move); 002 图二 calls such points 无路官子, worth nothing to either side.
    let mut owned = std::collections::HashSet::new();
    let mut seki_stones = std::collections::HashSet::new();
    for u in &units {
        owned.extend(u.empties.iter().copied());
        if u.in_seki {
            seki_stones.extend(u.stones.iter().copied());
        }
    }
    let dame = s
        .grid
        .points()
        .filter(|&p| {
            s.grid.get(p) == Cell::Empty
                && !owned.contains(&p)
                && !s.grid.neighbours(p).iter().any(|q| seki_stones.contains(q))
        })
        .count();
    for (u, eyes) in life::eyes_by_unit_of(&s.grid, units, options) {
        before[idx(u.colour)] += u.empties.len() - eyes.len();
        enclosed[idx(u.colour)] += u.empties.len() as i64;
        groups[idx(u.colour)] += usize::from(!u.in_seki);
    }
    let mut filled = [0i64; 2];
    for c in [Color::Black, Color::White] {
        filled[idx(c)] =
            (s.dead[idx(c)] + game.prisoners[idx(c.opponent())] + game.pass_stones[idx(c)]) as i64;
    }
    // 图二: the dame are filled in turn (双方将带“圈”记号的无路官子补上), the side that did not
    // move last first; then the side that did not make the last move owes one (TS-2). With no
    // record of who moved last, Black is taken to have moved first: Black moved last after an
    // odd count, White after an even one.
    let last = game.last_mover.unwrap_or(if game.moves % 2 == 1 {
        Color::Black
    } else {
        Color::White
    });
    let last = if dame % 2 == 1 { last.opponent() } else { last };
    // A set-up position with no moves recorded (a document's figure) has no move count to
    // balance: the balance reads the record's history, and there is none.
    let recorded = game.moves > 0 || game.last_mover.is_some();
    let balanced = recorded && (game.moves + dame) % 2 == 1;
    let mut routes = [before[0] as i64 - filled[0], before[1] as i64 - filled[1]];
    let charged = balanced.then(|| last.opponent());
    if let Some(owes) = charged {
        routes[idx(owes)] -= 1;
    }
    TangSong {
        routes_before_filling: [before[0] as i64, before[1] as i64],
        enclosed,
        filled,
        routes,
        balanced,
        charged,
        dame,
        groups,
    }
}

/// What a pass hands over when the passer holds no prisoner: 002 编者注 (TS-10) "允许虚手(直接交
/// 俘子一枚给对方)" names the prisoner and says nothing of a player who holds none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoPrisoner {
    /// `no-prisoner: own-stone`: the passer hands over one of its own stones, which the
    /// opponent holds as a prisoner (交俘子 read as a stone handed over to be a prisoner).
    OwnStone,
    /// `no-prisoner: free`: nothing is handed over; the pass costs nothing.
    Free,
}

/// TS-10 played out: each side's passes paid as 002 编者注 says, 直接交俘子一枚给对方. A pass by a
/// side holding prisoners hands one back to the opponent (it leaves the passer's pile: the
/// opponent's stone goes home and is no longer filled into the opponent's area); a pass by a
/// side holding none is paid as `no_prisoner` says. The passes are taken at the end of the
/// game, after every capture (a finished game ends with its passes). Returns the game with
/// the prisoners as they stand after the hand-overs and no pass stones left to count.
pub fn passes_paid(game: &FinishedGame, no_prisoner: NoPrisoner) -> FinishedGame {
    let mut g = game.clone();
    for c in [Color::Black, Color::White] {
        let (me, opp) = (idx(c), idx(c.opponent()));
        for _ in 0..game.pass_stones[me] {
            if g.prisoners[me] > 0 {
                g.prisoners[me] -= 1;
            } else if no_prisoner == NoPrisoner::OwnStone {
                g.prisoners[opp] += 1;
            }
        }
    }
    g.pass_stones = [0, 0];
    g
}

/// TS-8, figures 7 and 8 (002 图七、图八): the top four rows of a 19x19 board, top row first;
/// `T` marks the black stones in seki (read as black stones by [`top_of_19x19`]).
pub const TS8_TOP_ROWS: [&str; 4] = [
    ".XOO.O.T.O.OOX.....",
    ".XXO.OOTOO.OXX.....",
    "..XXOOOOXOOXX......",
    "...XXXXXXXX....+...",
];

/// TS-9, figures 9 and 10 (002 图九、图十): the top-left corner, top row first.
pub const TS9_TOP_ROWS: [&str; 7] = [
    ".O.O.O..O.O.OX.....",
    "OXOOOXOOXOOOOX.....",
    ".XOXXXXXXXXXXX.....",
    "XXXO.....+.....+...",
    ".XOO...............",
    "XXO................",
    "OOO................",
];

/// A 19x19 board with the given rows on top (`T` read as a black stone) and the rest empty.
pub fn top_of_19x19(top: &[&str]) -> crate::go::grid::Grid {
    let mut rows: Vec<String> = top.iter().map(|r| r.replace('T', "X")).collect();
    while rows.len() < 19 {
        rows.push(".".repeat(19));
    }
    let refs: Vec<&str> = rows.iter().map(|s| s.as_str()).collect();
    crate::go::grid::Grid::from_rows(&refs).expect("the figures are 19 wide")
}

/// TS-4's relation: the Japanese count after filling the prisoners into the opponent's
/// territory equals routes plus two points per independent group.
pub fn japanese_from_routes(routes: i64, groups: usize) -> i64 {
    routes + 2 * groups as i64
}

/// TS-2: a finished Tang-Song game has an even number of moves (the record's 各一百二十二着, 002's 各若干着 偶数终局).
pub fn ts2_even_ending(moves: usize) -> bool {
    (moves & 1) == 0
}

/// The Tang-Song filling as a scorer (unit: routes; the documents give no komi). A record's
/// unfilled dame are nobody's and put no group in seki ([`tang_song_with`], [`Dame::Neutral`]).
pub struct TangSongFilling {
    /// The basic-eye and seki readings (HZ-2, TS-8 / TS-9).
    pub options: EyeOptions,
    /// Komi in routes, given to White (the documents give none).
    pub komi: f64,
}

impl Scorer for TangSongFilling {
    fn name(&self) -> String {
        match self.options.seki {
            life::SekiRoutes::FewestForLife => "tang-song".into(),
            life::SekiRoutes::OneOwnEye => "tang-song-one-seki-eye".into(),
            life::SekiRoutes::NoPointsInSeki => "tang-song-no-seki-points".into(),
        }
    }
    fn score(&self, game: &FinishedGame, dead: &DeadStones) -> Report {
        let t = tang_song_with(game, dead, self.options, Dame::Neutral);
        let mut r = Report::new(
            &self.name(),
            t.routes[0] as f64,
            t.routes[1] as f64,
            self.komi,
            Unit::Routes,
        );
        let side = |c: Color| match c {
            Color::Black => "Black",
            Color::White => "White",
        };
        let filled_in_turn = format!(
            "{} moves and {} dame (无路官子) left unfilled, filled in turn (图二 双方将…无路官子补上)",
            game.moves, t.dame
        );
        match (t.charged, t.dame) {
            (Some(c), 0) => r.notes.push(format!(
                "TS-2: odd move count; {}'s balancing last move costs {} one route",
                side(c),
                side(c)
            )),
            (Some(c), _) => r.notes.push(format!(
                "TS-2: {filled_in_turn}: odd; {}'s balancing last move costs {} one route",
                side(c),
                side(c)
            )),
            (None, d) if d > 0 => r
                .notes
                .push(format!("TS-2: {filled_in_turn}: even, no balancing move")),
            (None, _) => {}
        }
        // TS-1's fill alone: the stones to fill against the empty points the receiving side
        // encloses (全部填入对方所围的空点中), before TS-3's eye tax, which may take a count below
        // zero with every stone in place (`.XX..O.`, one white prisoner: it fits on g1). TS-1's
        // readings `overflow: signed-difference` (this count) and `overflow: no-answer`.
        if (0..2).any(|i| t.filled[i] > t.enclosed[i]) {
            r.notes.push(format!(
                "TS-1: the stones to fill do not fit (Black's area: {} stones into {} empty \
                 points; White's: {} into {}): this count (routes {} / {}) is TS-1's reading \
                 overflow: signed-difference (002 采用差额计算法 … 与流行于日本的填空法一致); \
                 under overflow: no-answer (全部填入对方所围的空点中) the count has no number",
                t.filled[0], t.enclosed[0], t.filled[1], t.enclosed[1], t.routes[0], t.routes[1]
            ));
        }
        let s = settle(game, dead);
        let w = s.grid.width();
        let mut marks = crate::go::score::area_marks(&s.grid);
        let units = life_units(game, dead, Dame::Neutral, SekiTest::TouchesNeutral);
        for (u, eyes) in life::eyes_by_unit_of(&s.grid, units, self.options) {
            for p in eyes {
                marks[p.y * w + p.x] = Mark::Eye(u.colour);
            }
            for &p in &u.empties {
                if marks[p.y * w + p.x] != Mark::Eye(u.colour) {
                    marks[p.y * w + p.x] = Mark::Route(u.colour);
                }
            }
        }
        r.breakdown = marks;
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// TS-10 by hand on 1x5 `..X.X` after B c1, W d1, B e1 (takes d1), W pass, B pass: Black
    /// holds one prisoner, White none; 5 moves, Black moved last, so White owes the balancing
    /// move. Black's area a1 b1 d1 less two eye points: 1 route before filling. Black's pass
    /// hands White's stone back (Black fills nothing into White's area); White's pass, with no
    /// prisoner: own stone, Black holds a white stone and fills it into White's area (White
    /// 0 - 1 - 1 = -2); free, White -1. Margins 3 and 2; the formula count (pass stones filled
    /// into the passer's area) gives 3.
    #[test]
    fn ts10_passes_paid_by_hand() {
        use crate::go::grid::Grid;
        let game = FinishedGame {
            grid: Grid::from_rows(&["..X.X"]).unwrap(),
            prisoners: [1, 0],
            pass_stones: [1, 1],
            moves: 5,
            last_mover: Some(Color::Black),
        };
        let d = DeadStones::none();
        let o = EyeOptions::TANG_SONG;
        let own = tang_song(&passes_paid(&game, NoPrisoner::OwnStone), &d, o).routes;
        let free = tang_song(&passes_paid(&game, NoPrisoner::Free), &d, o).routes;
        assert_eq!(own, [1, -2]);
        assert_eq!(free, [1, -1]);
        let formula = tang_song(&game, &d, o).routes;
        assert_eq!(formula[0] - formula[1], 3);
    }

    /// 002 凡棋赖以生存的起码空位都不是路 in a seki whose shared liberties keep a group alive,
    /// by hand on 1x9 `.X.O.O.X.` (four moves, nothing captured): White fills e1 and d1-e1-f1
    /// still has c1 and g1, Black's b1 and h1 still have two liberties each (either side's
    /// stone on c1 or g1 is taken at once), so the seki stands and e1 is a route (图八 自填不影响
    /// 白棋的生存): White 1. Black's a1 and i1 are what its stones live on: Black 0. 001's
    /// reading (HZ-2 双活棋中的带眼的每块棋要保留1个独自拥有的基本眼位) keeps e1: White 0.
    #[test]
    fn a_seki_point_the_group_does_not_live_on_is_a_tang_song_route() {
        use crate::go::grid::Grid;
        let game = FinishedGame {
            grid: Grid::from_rows(&[".X.O.O.X."]).unwrap(),
            prisoners: [0, 0],
            pass_stones: [0, 0],
            moves: 4,
            last_mover: Some(Color::White),
        };
        let d = DeadStones::none();
        assert_eq!(tang_song(&game, &d, EyeOptions::TANG_SONG).routes, [0, 1]);
        assert_eq!(tang_song(&game, &d, EyeOptions::DOCUMENTS).routes, [0, 0]);
    }

    /// TS-1 `overflow: signed-difference`, by hand on 3x6 `X.XO.O / XXXOOO / X.XO.O` (a set-up
    /// position: no move count to balance), Black holding five white prisoners and White one
    /// black prisoner. Each side encloses two points (Black b1 b3, White e1 e3) and keeps both
    /// as the two eye points of its one group (TS-3): 0 routes each before filling. White's area
    /// takes five white stones: two fill e1 and e3, three are left over, 2 - 2 - 5 = -5 routes;
    /// Black's takes one black stone, which fits, 2 - 2 - 1 = -1 (the eye tax's, not an
    /// overflow). Margin 4 for Black, the margin of territory with prisoners (Black 2 + 5,
    /// White 2 + 1), the eye tax being two a side.
    #[test]
    fn stones_left_over_count_against_the_side() {
        use crate::go::grid::Grid;
        let mut game =
            FinishedGame::setup(Grid::from_rows(&["X.XO.O", "XXXOOO", "X.XO.O"]).unwrap());
        game.prisoners = [5, 1];
        let t = tang_song(&game, &DeadStones::none(), EyeOptions::TANG_SONG);
        assert_eq!(t.enclosed, [2, 2]);
        assert_eq!(t.filled, [1, 5]);
        assert_eq!(t.routes_before_filling, [0, 0]);
        assert_eq!(t.routes, [-1, -5]);
        assert_eq!(t.routes[0] - t.routes[1], (2 + 5) - (2 + 1));
        assert!(!t.balanced);
    }

    #[test]
    fn ts4_arithmetic_of_the_jinhuawan_record() {
        // 002 TS-4: Black 40 routes, White 39, three live groups each; Japanese counting
        // 黑有四十六目, 白有四十五目. Both margins are 1.
        assert_eq!(japanese_from_routes(40, 3), 46);
        assert_eq!(japanese_from_routes(39, 3), 45);
        assert!(ts2_even_ending(244));
    }

    /// TS-2: with an odd number of moves the side that did not move last owes the worthless
    /// last move, one of its routes: the same board scored after 12 moves, and after 11 with
    /// Black, White or nobody known as the last mover; only the owing side loses one route
    /// (White when the last mover is not known).
    #[test]
    fn the_side_that_did_not_move_last_owes_the_balancing_move() {
        use crate::go::grid::Grid;
        use crate::go::life::{BasicEyes, SekiRoutes};
        // No dame: each side two eyes (a record with dame left: tests/scoring_cli.rs).
        let grid = Grid::from_rows(&["X.XO.O", "XXXOOO", "X.XO.O"]).unwrap();
        let opts = EyeOptions {
            basic_eyes: BasicEyes::PerIndependentUnit,
            seki: SekiRoutes::NoPointsInSeki,
        };
        let game = |last| FinishedGame {
            grid: grid.clone(),
            prisoners: [0, 0],
            pass_stones: [0, 0],
            moves: 11,
            last_mover: last,
        };
        let even = tang_song(
            &FinishedGame {
                moves: 12,
                ..game(Some(Color::White))
            },
            &DeadStones::none(),
            opts,
        );
        let black_last = tang_song(&game(Some(Color::Black)), &DeadStones::none(), opts);
        let white_last = tang_song(&game(Some(Color::White)), &DeadStones::none(), opts);
        let unknown = tang_song(&game(None), &DeadStones::none(), opts);
        let r = even.routes;
        assert_eq!(black_last.routes, [r[0], r[1] - 1]);
        assert_eq!(white_last.routes, [r[0] - 1, r[1]]);
        assert_eq!(unknown.routes, black_last.routes);
    }
}
