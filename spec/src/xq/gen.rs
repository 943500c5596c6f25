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

/// Whether piece `p` may stand on `s` (palace, own half for elephants, pawn points).
pub fn valid_square(p: Piece, s: Sq) -> bool {
    match p.kind {
        Kind::King | Kind::Advisor => in_palace(p.side, s),
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

/// A generated cycle: a position and the moves, each legal and quiet, both plans repeated
/// `2 * lcm` rounds (so the end position is the start position).
pub fn random_cycle(seed: u64, red: Plan, black: Plan) -> Option<(Board, Vec<Move>)> {
    let mut rng = Lcg(seed.wrapping_mul(2654435761).wrapping_add(12345));
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
