//! Generated cycles for the property checks: random positions with few pieces where each side
//! repeats a plan of non-capturing moves (a shuttle, a star, or two pieces in turn), played
//! until the plans have repeated. Deterministic from a seed (a plain linear congruential
//! generator: the spec depends on no random-number crate).

use super::board::{in_palace, own_half, Board, Kind, Move, Piece, Side, Sq};

/// A small deterministic generator.
pub struct Lcg(pub u64);

impl Lcg {
    /// Advances the generator and returns its next 31-bit value.
    pub fn step(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    /// A value in `0..n` (`n` must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.step() % n as u64) as usize
    }
}

/// How a side repeats its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// One piece back and forth between two points (X Y X Y ..).
    Shuttle,
    /// One piece from X alternately to Y and to Z (X Y X Z ..: the in-between points of XQ-2.2).
    Star,
    /// Two pieces in turn, each back and forth.
    TwoPieces,
}

/// Whether piece `p` can ever stand on `s` in a game from the start position: a king on the
/// nine points of its palace; an advisor on the five it reaches along the diagonals (d0, f0,
/// e1, d2, f2 for Red; d9, f9, e8, d7, f7 for Black: file + rank of its own frame odd); an
/// elephant on its seven points; a pawn never behind its start rank, and before the river only
/// on the five files it starts on.
pub fn valid_square(p: Piece, s: Sq) -> bool {
    match p.kind {
        Kind::King => in_palace(p.side, s),
        Kind::Advisor => {
            // Rank in the side's own frame (0: its back rank).
            let r = match p.side {
                Side::Red => s.rank,
                Side::Black => 9 - s.rank,
            };
            in_palace(p.side, s) && (s.file + r) % 2 == 1
        }
        Kind::Elephant => {
            own_half(p.side, s)
                && s.file % 2 == 0
                && (s.rank % 5) % 2 == 0
                && ((s.file / 2 + (s.rank % 5) / 2) % 2 == 1)
        }
        Kind::Pawn => match p.side {
            Side::Red => s.rank >= 3 && (s.rank >= 5 || s.file % 2 == 0),
            Side::Black => s.rank <= 6 && (s.rank <= 4 || s.file % 2 == 0),
        },
        _ => true,
    }
}

/// How many pieces of `kind` a side starts with (no promotion exists, so never more).
pub fn start_count(kind: Kind) -> usize {
    match kind {
        Kind::King => 1,
        Kind::Pawn => 5,
        _ => 2,
    }
}

/// Whether no side has more pieces of a kind than it starts with.
pub fn counts_possible(b: &Board) -> bool {
    let mut n = std::collections::HashMap::new();
    for (_, p) in b.pieces() {
        *n.entry((p.side, p.kind)).or_insert(0usize) += 1;
    }
    n.iter().all(|(&(_, k), &c)| c <= start_count(k))
}

/// A random legal position with Red to move: both kings and `1..=max_extra` other pieces a side.
pub fn random_position(rng: &mut Lcg, max_extra: usize) -> Option<Board> {
    let mut b = Board::empty(Side::Red);
    let kinds = [
        Kind::Chariot,
        Kind::Horse,
        Kind::Cannon,
        Kind::Pawn,
        Kind::Advisor,
        Kind::Elephant,
    ];
    for side in [Side::Red, Side::Black] {
        let king = Piece {
            side,
            kind: Kind::King,
        };
        let n = 1 + rng.below(max_extra);
        let mut placed = 0;
        let mut todo: Vec<Piece> = vec![king];
        for _ in 0..n {
            todo.push(Piece {
                side,
                kind: kinds[rng.below(kinds.len())],
            });
        }
        for p in todo {
            for _ in 0..50 {
                let s = Sq::new(rng.below(9) as i8, rng.below(10) as i8);
                if b.at(s).is_none() && valid_square(p, s) {
                    b.set(s, Some(p));
                    placed += 1;
                    break;
                }
            }
        }
        if placed == 0 {
            return None;
        }
    }
    if b.king(Side::Red).is_none()
        || b.king(Side::Black).is_none()
        || !counts_possible(&b)
        || b.in_check(Side::Black)
        || b.in_check(Side::Red)
    {
        return None;
    }
    Some(b)
}

/// Quiet moves (no capture) of the side to move on `b`, kings left out.
fn quiet_moves(b: &Board) -> Vec<Move> {
    b.legal_moves()
        .into_iter()
        .filter(|m| !b.is_capture(*m) && b.at(m.from).is_some_and(|p| p.kind != Kind::King))
        .collect()
}

/// The moves of a plan, chosen on `b` (the side's pieces where they stand).
pub fn choose_plan(rng: &mut Lcg, b: &Board, plan: Plan) -> Option<Vec<Move>> {
    let q = quiet_moves(b);
    if q.is_empty() {
        return None;
    }
    let m = q[rng.below(q.len())];
    let back = Move {
        from: m.to,
        to: m.from,
    };
    match plan {
        Plan::Shuttle => Some(vec![m, back]),
        Plan::Star => {
            let others: Vec<Move> = q
                .iter()
                .copied()
                .filter(|o| o.from == m.from && o.to != m.to)
                .collect();
            if others.is_empty() {
                return None;
            }
            let o = others[rng.below(others.len())];
            Some(vec![
                m,
                back,
                o,
                Move {
                    from: o.to,
                    to: o.from,
                },
            ])
        }
        Plan::TwoPieces => {
            let others: Vec<Move> = q
                .iter()
                .copied()
                .filter(|o| o.from != m.from && o.to != m.to && o.from != m.to && o.to != m.from)
                .collect();
            if others.is_empty() {
                return None;
            }
            let o = others[rng.below(others.len())];
            Some(vec![
                m,
                o,
                back,
                Move {
                    from: o.to,
                    to: o.from,
                },
            ])
        }
    }
}

/// The greatest common divisor.
pub fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The generator of `seed`.
fn seed_rng(seed: u64) -> Lcg {
    Lcg(seed.wrapping_mul(2654435761).wrapping_add(12345))
}

/// The start position of seed `seed`'s cycle (`None` when the seed draws no position): every
/// cycle [`random_cycle`] returns starts here.
pub fn cycle_start(seed: u64) -> Option<Board> {
    random_position(&mut seed_rng(seed), 3)
}

/// A generated cycle: a position and the moves, each legal and quiet, both plans repeated
/// `2 * lcm` rounds (so the end position is the start position).
pub fn random_cycle(seed: u64, red: Plan, black: Plan) -> Option<(Board, Vec<Move>)> {
    let mut rng = seed_rng(seed);
    let b = random_position(&mut rng, 3)?;
    let rp = choose_plan(&mut rng, &b, red)?;
    let bp = choose_plan(&mut rng, &b.with_to_move(Side::Black), black)?;
    let rounds = 2 * (rp.len() * bp.len() / gcd(rp.len(), bp.len()));
    let moves = play_plans(&b, &rp, &bp, rounds)?;
    Some((b, moves))
}

/// Plays the plans of the two sides from `b` for `rounds` rounds; `None` if a move is a
/// capture or illegal, or the game does not come back to `b`.
pub fn play_plans(b: &Board, rp: &[Move], bp: &[Move], rounds: usize) -> Option<Vec<Move>> {
    let mut pos = b.clone();
    let mut moves = Vec::new();
    for i in 0..rounds {
        for m in [rp[i % rp.len()], bp[i % bp.len()]] {
            if pos.is_capture(m) || !pos.is_legal(m) {
                return None;
            }
            moves.push(m);
            pos = pos.after(m);
        }
    }
    (pos == *b).then_some(moves)
}

/// The game list (position before each move, move) of a start and its moves.
pub fn game_of(start: &Board, moves: &[Move]) -> Vec<(Board, Move)> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for &m in moves {
        out.push((pos.clone(), m));
        pos = pos.after(m);
    }
    out
}

/// Up to `n` generated cycles from seeds `first..`, cycling through the plan pairs.
pub fn cycles(first: u64, n: usize) -> Vec<(u64, Plan, Plan, Board, Vec<Move>)> {
    let plans = [
        (Plan::Shuttle, Plan::Shuttle),
        (Plan::Star, Plan::Shuttle),
        (Plan::TwoPieces, Plan::Shuttle),
        (Plan::Shuttle, Plan::TwoPieces),
        (Plan::Star, Plan::Star),
    ];
    let mut out = Vec::new();
    let mut seed = first;
    while out.len() < n && seed < first + 200 * n as u64 + 1000 {
        let (r, b) = plans[(seed % plans.len() as u64) as usize];
        if let Some((pos, ms)) = random_cycle(seed, r, b) {
            out.push((seed, r, b, pos, ms));
        }
        seed += 1;
    }
    out
}

/// A built sequence: a name, the start and the moves.
pub type Built = (String, Board, Vec<Move>);

fn built(name: String, fen: &str, moves: &[String]) -> Option<Built> {
    let b = Board::from_fen(fen).ok()?;
    let ms: Vec<&str> = moves.iter().map(|s| s.as_str()).collect();
    let g = b.play_iccs(&ms).ok()?;
    Some((name, b, g.into_iter().map(|(_, m)| m).collect()))
}

/// The FEN (Red to move) of pieces given as (point, FEN letter), e.g. `("d0", 'K')`.
fn fen_of(pieces: &[(&str, char)]) -> String {
    let mut grid = [['.'; 9]; 10];
    for (sq, c) in pieces {
        let b = sq.as_bytes();
        grid[(b[1] - b'0') as usize][(b[0] - b'a') as usize] = *c;
    }
    let ranks: Vec<String> = (0..10)
        .rev()
        .map(|r| {
            let mut out = String::new();
            let mut empty = 0;
            for &c in &grid[r] {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(c);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    format!("{} w - - 0 1", ranks.join("/"))
}

/// The same sequence mirrored (files a..i reversed) and with colours swapped (board turned):
/// the three are one case each for XQ-2.1/XQ-2.2/XQ-2.3, which speak of neither side nor wing.
fn with_symmetries(c: Built) -> Vec<Built> {
    let (name, b, ms) = c;
    let mirrored = (
        format!("{name}, mirrored"),
        b.mirrored(),
        ms.iter().map(|m| m.mirrored()).collect(),
    );
    let swapped = (
        format!("{name}, colours swapped"),
        b.colour_swapped(),
        ms.iter().map(|m| m.turned()).collect(),
    );
    vec![(name, b, ms), mirrored, swapped]
}

/// Sequences built so that no position ever repeats (the domain on which XQ-2.1's "無限反復 /
/// 全盤同形反復再現" must refuse a cycle): Red shuttles its chariot a0-a1 every other move and
/// in between marches one piece forward (a pawn c3 up the c-file, a chariot g1 up the g-file, a
/// cannon h2 up the h-file) for 2 to 6 steps; Black shuttles its king e9-e8, or a horse a9-b7,
/// or shuttles its king every other move and marches a pawn i6 down the i-file in between.
/// Every marching step lands on a new point, so no position comes back; the landing points of
/// the shuttles repeat, and with XQ-2.2's in-between merge (其間隔著法的所有落點視為同一個點) the
/// marches count as one point, so the landing-point test alone passes once the march has made
/// four steps. Each sequence also mirrored and with colours swapped.
pub fn non_repeating() -> Vec<Built> {
    let marchers: [(&str, char, char, u8); 3] = [
        ("pawn", 'P', 'c', 3),
        ("chariot", 'R', 'g', 1),
        ("cannon", 'C', 'h', 2),
    ];
    let mut out = Vec::new();
    for (mname, letter, file, rank0) in marchers {
        for black in [
            "king shuttle",
            "horse shuttle",
            "king shuttle and pawn march",
        ] {
            for steps in 2..=6u8 {
                let marcher = format!("{file}{rank0}");
                let mut pieces = vec![
                    ("d0", 'K'),
                    ("a0", 'R'),
                    (marcher.as_str(), letter),
                    ("e9", 'k'),
                ];
                match black {
                    "horse shuttle" => pieces.push(("a9", 'n')),
                    "king shuttle and pawn march" => pieces.push(("i6", 'p')),
                    _ => {}
                }
                let fen = fen_of(&pieces);
                let mut moves = Vec::new();
                let (mut march, mut bmarch, mut kings) = (rank0, 6u8, 0usize);
                for i in 0..2 * steps as usize {
                    if i % 2 == 0 {
                        moves.push(if i % 4 == 0 { "a0a1" } else { "a1a0" }.to_string());
                    } else {
                        moves.push(format!("{file}{march}{file}{}", march + 1));
                        march += 1;
                    }
                    let bm = match black {
                        "horse shuttle" => if i % 2 == 0 { "a9b7" } else { "b7a9" }.to_string(),
                        "king shuttle" => if i % 2 == 0 { "e9e8" } else { "e8e9" }.to_string(),
                        _ if i % 2 == 1 => {
                            bmarch -= 1;
                            format!("i{}i{}", bmarch + 1, bmarch)
                        }
                        _ => {
                            kings += 1;
                            if kings % 2 == 1 { "e9e8" } else { "e8e9" }.to_string()
                        }
                    };
                    moves.push(bm);
                }
                let name = format!("Red {mname} marches {steps} steps, Black {black}");
                if let Some(c) = built(name, &fen, &moves) {
                    out.extend(with_symmetries(c));
                }
            }
        }
    }
    out
}

/// The three-piece Gray-code cycle (XQ-2.3): Red moves three pieces, each between two
/// points, in the order A B A C A B A C (chariot a0-a1, horse b0-c2, chariot i0-i1), so its
/// eight placements all occur; Black shuttles its king e9-e8. One period is 16 plies with 16
/// distinct shapes (8 placements of Red x 2 of Black). Counting each point on its own Red has
/// 6 cycle points and Black 2: the product 12 is below 16. With the in-between merge the
/// chariot a0-a1 is the piece that "每間隔一著又走入某兩點": the other four points are one point,
/// Red has 3, and the product 6 is lower still. Three periods, also mirrored and with colours
/// swapped.
pub fn gray_code_cycles() -> Vec<Built> {
    let red = [
        "a0a1", "b0c2", "a1a0", "i0i1", "a0a1", "c2b0", "a1a0", "i1i0",
    ];
    let mut moves = Vec::new();
    for _ in 0..3 {
        for (i, r) in red.iter().enumerate() {
            moves.push(r.to_string());
            moves.push(if i % 2 == 0 { "e9e8" } else { "e8e9" }.to_string());
        }
    }
    built(
        "three-piece Gray-code cycle".to_string(),
        "4k4/9/9/9/9/9/9/9/9/RN1K4R w - - 0 1",
        &moves,
    )
    .map(with_symmetries)
    .unwrap_or_default()
}

/// Trapped-piece cycles (XQ-8), after the second review's C15: the red chariot b2 steps to a2
/// and attacks the unprotected black cannon a5 up the empty a-file; the cannon steps to b5, the
/// chariot follows to b2 (b-file b3, b4 empty), the cannon goes back to a5, and so on. The red
/// horse c5 closes rank 5, so every other move of the cannon stays on the chariot's file and
/// is taken for nothing, and no other black move saves it: by the narrow reading (第八章 3:
/// 既不導致己方的無護失根子立即被吃) Black has no alternative; by the quasi-broad one (第八章 2:
/// 不導致己方必定輸棋) losing a cannon is not losing the game, so Black has one. Red has many
/// under both. Two positions: C15 as built (simple: Black has one strong piece), and the same
/// with a black chariot i9 walled in by its horse i8 (complex: both sides have two strong
/// pieces or more; neither black piece can reach a5 or give check in one move). The period
/// five times (twenty moves: the cycle forms at move 8, the stop of 第十章 falls at 14); each
/// also mirrored and with colours swapped.
pub fn trapped_cycles() -> Vec<Built> {
    let moves: Vec<String> = ["b2a2", "a5b5", "a2b2", "b5a5"]
        .repeat(5)
        .into_iter()
        .map(String::from)
        .collect();
    [
        (
            "trapped cannon (C15), simple",
            "5k3/9/9/9/c1N6/9/9/1R7/9/3K5 w - - 0 1",
        ),
        (
            "trapped cannon, complex",
            "5k2r/8n/9/9/c1N6/9/9/1R7/9/3K5 w - - 0 1",
        ),
    ]
    .into_iter()
    .filter_map(|(name, fen)| built(name.to_string(), fen, &moves))
    .flat_map(with_symmetries)
    .collect()
}
