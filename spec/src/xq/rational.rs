//! Cycles that rational players reach (XQ-3: "假若循環中的第一反擊能得利,則弈者會毫不猶豫立即反擊吃子
//! (除非雙方均沒發現),從而使循環消失"; 第五章 二: "循環中的著法,一般不存在劣化局勢的情況,除非一方失誤而另一方沒發現,
//! 否則循環不存在"): generated cycles in which, at every position, the side to move has no capture
//! that wins material and no mate (or 困斃) it can force within [`MATE_DEPTH`] of its moves, and
//! cycles built by hand on the classic motifs. Document 004 (`004_ee861ba04f2581ad.txt`),
//! 第二章 3, 第三章, 第五章 一/二.
//!
//! "Wins material" is decided by a plain exchange search ([`quiescence`]): captures only (and
//! every reply when in check), each side free to stop, piece values of 第六章 三
//! ([`super::chase::value`]), a side without a legal move losing the king. A forced mate is
//! searched by [`super::scheme::forced_win`] (every move and every reply, no cut). Every
//! generated game plays its plans until the cycle has formed and three more rounds are played
//! (the stop of 第十章), and returns to its start.

use super::board::{Board, Kind, Move, Piece, Side, Sq};
use super::chase::{value, INF};
use super::gen::{choose_plan, gcd, play_plans, valid_square, Lcg, Plan};
use super::scheme::{forced_win, xq_12_complex};
use std::collections::HashSet;

/// Plies of the exchange search.
pub const QUIESCENCE_PLIES: u8 = 8;

/// The default depth (own moves) of the mate search of the rationality test: a side to move
/// that can force a mate or 困斃 within this many of its moves and plays on in the cycle has
/// missed it (第五章 一: 每著棋的目的就是優化己方局勢,直至形成必勝局勢而贏棋; a move that lets such a
/// win go is a 劣化, 第五章 二). 2: a mate in one or in two. 0 is the population before the
/// mate search (captures only).
pub const MATE_DEPTH: u8 = 2;

/// What a rational player would not leave unplayed at a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lapse {
    /// A capture that wins material: its exchange value (above 0).
    WinningCapture(i32),
    /// A mate or 困斃 the side to move forces within this many of its moves (1: mate in one).
    ForcedMate(u8),
}

/// The first position of a game that a rational player would not have left as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Irrational {
    /// The ply of the position (0: the start; `moves.len()`: the last position).
    pub ply: usize,
    /// The move not played: the winning capture, or the first move of the forced mate.
    pub mv: Move,
    /// Why.
    pub lapse: Lapse,
}

/// The value of `b` for its side to move when only captures (and replies to check) are
/// played: the side may stop (0) unless in check; no legal move is the loss of the king.
pub fn quiescence(b: &Board, plies: u8) -> i32 {
    let moves = b.legal_moves();
    if moves.is_empty() {
        return -INF;
    }
    let in_check = b.in_check(b.to_move);
    if plies == 0 {
        return 0;
    }
    let mut best = if in_check { -INF } else { 0 };
    for m in moves {
        let captured = b.at(m.to).is_some();
        if !captured && !in_check {
            continue;
        }
        let gain = if captured { value(b, m.to) } else { 0 };
        let v = (gain - quiescence(&b.after(m), plies - 1)).clamp(-INF, INF);
        best = best.max(v);
    }
    best
}

/// The best capture of the side to move that wins material (exchange value above 0), if any.
pub fn winning_capture(b: &Board) -> Option<(Move, i32)> {
    let mut best: Option<(Move, i32)> = None;
    for m in b.legal_moves() {
        if b.at(m.to).is_none() {
            continue;
        }
        let v = (value(b, m.to) - quiescence(&b.after(m), QUIESCENCE_PLIES - 1)).clamp(-INF, INF);
        if v > 0 && best.is_none_or(|(_, bv)| v > bv) {
            best = Some((m, v));
        }
    }
    best
}

/// What the side to move on `b` would not leave unplayed: a capture that wins material, else
/// the shortest mate or 困斃 it forces within `mate_depth` of its moves.
pub fn lapse(b: &Board, mate_depth: u8) -> Option<(Move, Lapse)> {
    if let Some((m, v)) = winning_capture(b) {
        return Some((m, Lapse::WinningCapture(v)));
    }
    (1..=mate_depth).find_map(|d| forced_win(b, d).map(|m| (m, Lapse::ForcedMate(d))))
}

/// Whether no position of the game (before each move, and the last) leaves the side to move
/// a capture that wins material or a mate it can force within [`MATE_DEPTH`] moves. `Err`
/// names the first such position.
pub fn rational(start: &Board, moves: &[Move]) -> Result<(), Irrational> {
    rational_to(start, moves, MATE_DEPTH)
}

/// [`rational`] with the mate search to `mate_depth` own moves (0: captures only).
///
/// A game of the population goes on after every position (it returns to its start), so a side
/// that could force a mate at a position did not play it to its end: either its move left the
/// mate, or it began the mating line and, at its next turn, a mate within fewer moves stands
/// and is left. So the test "no position has a forced mate within `mate_depth`" is the test
/// "no mate in one or two left unplayed by either side" (for `mate_depth` 2). A position that
/// comes back is searched once.
pub fn rational_to(start: &Board, moves: &[Move], mate_depth: u8) -> Result<(), Irrational> {
    let mut seen: HashSet<Board> = HashSet::new();
    let mut b = start.clone();
    for ply in 0..=moves.len() {
        if seen.insert(b.clone()) {
            if let Some((mv, lapse)) = lapse(&b, mate_depth) {
                return Err(Irrational { ply, mv, lapse });
            }
        }
        if let Some(m) = moves.get(ply) {
            b = b.after(*m);
        }
    }
    Ok(())
}

/// How a cycle of the population was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Motif {
    /// Generated: a random position (both sides with at least two strong pieces when
    /// `complex`), random plans, kept when rational.
    Generated,
    /// Built: one side checks at every move, the other steps aside.
    PerpetualCheck,
    /// Built: a chariot chases an unprotected piece that keeps escaping.
    ChaseUnprotected,
    /// Built: the chasing chariot is itself protected.
    ChaseByProtected,
    /// Built: a chariot and a horse attack each other in turn (mutual chase).
    MutualChase,
    /// Built: pieces of both sides shuffle without touching each other.
    IdleShuffle,
    /// Built: one check one chase (一將一捉): a chariot checks the king, which steps aside and
    /// leaves a piece unprotected; the chariot chases it, the king comes back to protect it.
    CheckAndChase,
    /// Built: a mate threat (殺, 004 第五章 四 2): a chariot threatens mate by one check,
    /// an advisor steps in to give the king a flight square, and both step back.
    MateThreat,
    /// Built: a second attacker comes against a piece that is already lost (a dead piece, not
    /// 活子, 004 第六章 二 2 ①): with every piece live it is a chase, with 活子 it is not.
    DeadPiece,
    /// Built: one check one mate threat (一將一殺) against a lone king whose every other move
    /// loses at once: a side without an alternative (無變, XQ-8), Scheme 2's play-out at work.
    CheckAndMateThreat,
}

impl Motif {
    /// The name printed in the audit.
    pub fn name(self) -> &'static str {
        match self {
            Motif::Generated => "generated",
            Motif::PerpetualCheck => "perpetual check",
            Motif::ChaseUnprotected => "perpetual chase of an unprotected piece",
            Motif::ChaseByProtected => "chase by a protected piece",
            Motif::MutualChase => "mutual chase",
            Motif::IdleShuffle => "idle shuffle",
            Motif::CheckAndChase => "one check one chase",
            Motif::MateThreat => "mate threat",
            Motif::DeadPiece => "attack on a dead piece",
            Motif::CheckAndMateThreat => "one check one mate threat",
        }
    }
    /// Every motif, generated first.
    pub const ALL: [Motif; 10] = [
        Motif::Generated,
        Motif::PerpetualCheck,
        Motif::ChaseUnprotected,
        Motif::ChaseByProtected,
        Motif::MutualChase,
        Motif::IdleShuffle,
        Motif::CheckAndChase,
        Motif::MateThreat,
        Motif::DeadPiece,
        Motif::CheckAndMateThreat,
    ];
}

/// A cycle of the rational population.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RationalCycle {
    /// How it was made.
    pub motif: Motif,
    /// A name that reproduces it: `seed N` or the built case's name and variant.
    pub name: String,
    /// The position before the first move.
    pub start: Board,
    /// The moves: the plans until the cycle forms, three more rounds, back to the start.
    pub moves: Vec<Move>,
    /// XQ-12: both sides have at least two strong pieces at the start.
    pub complex: bool,
}

/// How many times a period of `plies` moves is played: two periods form the cycle at the
/// latest, and the three rounds (six plies) of the stop follow.
pub fn periods_for(plies: usize) -> usize {
    2 + 6usize.div_ceil(plies.max(1))
}

/// A random position for the generator: both kings, and per side `strong` strong pieces
/// (chariot, horse, cannon) and up to `weak` advisors, elephants and pawns. Red to move.
pub fn random_position(rng: &mut Lcg, strong: usize, weak: usize) -> Option<Board> {
    let mut b = Board::empty(Side::Red);
    let strong_kinds = [Kind::Chariot, Kind::Horse, Kind::Cannon];
    let weak_kinds = [Kind::Advisor, Kind::Elephant, Kind::Pawn];
    for side in [Side::Red, Side::Black] {
        let mut todo = vec![Kind::King];
        for _ in 0..strong {
            todo.push(strong_kinds[rng.below(3)]);
        }
        for _ in 0..rng.below(weak + 1) {
            todo.push(weak_kinds[rng.below(3)]);
        }
        for kind in todo {
            let p = Piece { side, kind };
            let mut placed = false;
            for _ in 0..60 {
                let s = Sq::new(rng.below(9) as i8, rng.below(10) as i8);
                if b.at(s).is_none() && valid_square(p, s) {
                    b.set(s, Some(p));
                    placed = true;
                    break;
                }
            }
            if !placed {
                return None;
            }
        }
    }
    if b.king(Side::Red).is_none()
        || !super::gen::counts_possible(&b)
        || b.in_check(Side::Black)
        || b.in_check(Side::Red)
    {
        return None;
    }
    Some(b)
}

/// The generator of `seed`.
fn seed_rng(seed: u64) -> Lcg {
    Lcg(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(77))
}

/// The start position drawn first from the generator.
fn start_with(rng: &mut Lcg, complex: bool) -> Option<Board> {
    // Two strong pieces a side for a complex position (XQ-12's bound; more make the plain
    // judge slow), none or one for a simple one.
    let strong = if complex { 2 } else { rng.below(2) };
    random_position(rng, strong, 1)
}

/// The start position of seed `seed`'s generated cycle, before its plans are chosen and the
/// rationality test is run (`None` when the seed draws no position): every cycle
/// [`generated_to`] returns starts here.
pub fn generated_start(seed: u64, complex: bool) -> Option<Board> {
    start_with(&mut seed_rng(seed), complex)
}

/// One generated rational cycle from `seed` (`None` when this seed gives none), the mate
/// search of the rationality test to [`MATE_DEPTH`].
pub fn generated(seed: u64, complex: bool) -> Option<RationalCycle> {
    generated_to(seed, complex, MATE_DEPTH)
}

/// [`generated`] with the mate search to `mate_depth` own moves.
pub fn generated_to(seed: u64, complex: bool, mate_depth: u8) -> Option<RationalCycle> {
    let mut rng = seed_rng(seed);
    let b = start_with(&mut rng, complex)?;
    let plans = [Plan::Shuttle, Plan::Star, Plan::TwoPieces];
    let red_plan = plans[rng.below(3)];
    let rp = choose_plan(&mut rng, &b, red_plan)?;
    let black_plan = plans[rng.below(3)];
    let bp = choose_plan(&mut rng, &b.with_to_move(Side::Black), black_plan)?;
    let lcm = rp.len() * bp.len() / gcd(rp.len(), bp.len());
    // One period is `lcm` rounds (2 * lcm plies).
    let moves = play_plans(&b, &rp, &bp, lcm * periods_for(2 * lcm))?;
    rational_to(&b, &moves, mate_depth).ok()?;
    Some(RationalCycle {
        motif: Motif::Generated,
        name: format!(
            "seed {seed} ({})",
            if complex { "complex" } else { "simple" }
        ),
        complex: xq_12_complex(&b),
        start: b,
        moves,
    })
}

/// The hand-built cases: (motif, name, FEN, one period of moves). Each is a cycle from its
/// FEN; the derivation is in the comments.
pub const BUILT: &[(Motif, &str, &str, &str)] = &[
    // Red's chariot checks along rank 9 and rank 8 in turn (a9, a8: the ranks are empty up
    // to the black king), the black king steps e9-e8-e9. Red's king d0 keeps the black king
    // off the d-file (facing kings). No piece can be captured. Red checks at every move.
    // Not rational: after e9e8, a9f9 and then f9f8 leave the king no move (困斃), a mate in
    // two, and after e8e9 a8f8 does at once, a mate in one (derived in the tests below), both
    // left by Red: the mate search keeps it out of the population; the judge's tests use it.
    (
        Motif::PerpetualCheck,
        "chariot checks on two ranks",
        "R3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1",
        "e9e8 a9a8 e8e9 a8a9",
    ),
    // As above with both sides given a horse and a chariot that reach nothing of the other
    // side (complex): red horse b0 (a2, c2, d1), red chariot g0 (g-file empty, rank 0 up to
    // its king d0), black horse h7 (f8, f6, g9, g5, i9, i5: all empty), black chariot i7
    // (i-file empty, rank 7 stopped by its horse); ranks 9 and 8 hold only the kings' lines.
    (
        Motif::PerpetualCheck,
        "chariot checks on two ranks, complex",
        "R3k4/9/7nr/9/9/9/9/9/9/1N1K2R2 b - - 0 1",
        "e9e8 a9a8 e8e9 a8a9",
    ),
    // The black chariot b7 attacks the red cannon b2 (b6..b3 empty); the cannon steps to c2,
    // the chariot follows to c7 (attacking it again: from not attacked to attacked), and
    // back. No screen stands between them, so the cannon never attacks the chariot; nothing
    // protects the cannon: Black chases an unprotected piece at every move, Red is idle.
    (
        Motif::ChaseUnprotected,
        "chariot chases a cannon",
        "3k5/9/1r7/9/9/9/9/1C7/9/4K4 w - - 0 1",
        "b2c2 b7c7 c2b2 c7b7",
    ),
    // Fairy-Stockfish's AXF test case (Fairy-Stockfish's repetition test cases): the red
    // cannon moves to attack the unprotected black chariot a7/b7, which keeps stepping aside.
    (
        Motif::ChaseUnprotected,
        "cannon chases a chariot (AXF case)",
        "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/C5NC1/9/1NBAKAB1R b - - 0 1",
        "a7b7 a2b2 b7a7 b2a2",
    ),
    // The chase of the cannon as above, the chasing chariot protected along rank 7 by a second
    // black chariot i7 (d7..h7 empty; with the chaser on b7, c7 is empty too). A red horse g0
    // (reaching e1, f2, h2, i1: all empty) makes both sides hold two strong pieces (complex).
    (
        Motif::ChaseByProtected,
        "protected chariot chases a cannon",
        "3k5/9/1r6r/9/9/9/9/1C7/9/4K1N2 w - - 0 1",
        "b2c2 b7c7 c2b2 c7b7",
    ),
    // The protected chaser with Black's king's advisor as the protector: the black chariot
    // d8 ... kept simple: chariot b7 protected by the black horse d8 (d8-b7, leg c8 empty)
    // chases the cannon b2 <-> a2 (a-file: a7 empty, the chariot goes a7, protected by ...
    // the horse does not reach a7: the chariot is protected on b7 only).
    (
        Motif::ChaseByProtected,
        "chariot protected by a horse on one point",
        "3k5/3n5/1r7/9/9/9/9/1C7/9/4K4 w - - 0 1",
        "b2a2 b7a7 a2b2 a7b7",
    ),
    // Fairy-Stockfish's AXF mutual-chase case, from the position after its entering move
    // f6h6, without its black pawn e6 (which the red chariot on h6 could take for nothing
    // after h8f7: not a rational cycle): the red chariot and the black horse attack each
    // other in turn around h8-f7-g5-i6; the red pawn e3 keeps the kings from facing.
    (
        Motif::MutualChase,
        "chariot and horse (AXF case without the hanging pawn)",
        "4k4/7n1/9/7R1/9/9/4P4/9/9/4K4 b - - 0 1",
        "h8f7 h6h7 f7g5 h7g7 g5i6 g7g6 i6h8 g6h6",
    ),
    // Advisors shuffle: red d0-e1, black f9-e8; the kings f0 and d9 stand on different files
    // and no piece reaches another: idle at every move (simple).
    (
        Motif::IdleShuffle,
        "advisors shuffle",
        "3k1a3/9/9/9/9/9/9/9/9/3A1K3 w - - 0 1",
        "d0e1 f9e8 e1d0 e8f9",
    ),
    // As above with chariots and horses of both sides placed where they reach nothing of the
    // other side (red chariot a0: a-file empty, rank 0 to its advisor; red horse b0: a2, c2,
    // d1; black chariot i9: i-file empty, rank 9 to its advisor; black horse h9: f8, g7, i7).
    (
        Motif::IdleShuffle,
        "advisors shuffle, complex",
        "3k1a1nr/9/9/9/9/9/9/9/9/RN1A1K3 w - - 0 1",
        "d0e1 f9e8 e1d0 e8f9",
    ),
    // One check one chase (一將一捉). The red chariot d3 goes to e3 and checks the black king
    // e8 up the e-file (e4..e7 empty); the king steps to f8 (e9 and e7 stay on the file, d8
    // holds its horse), which leaves the horse d8 unprotected (the king protects d8 from e8
    // only); the chariot goes back to d3 and attacks the horse up the d-file (d4..d7 empty:
    // from not attacked to attacked, the king on f8 cannot retake: a chase); the king comes
    // back to e8 and protects it (chariot takes horse +2, king takes chariot -4: the red
    // advisor d2 keeps the king on d8 from facing the red king d0). The red king stands off
    // the e-file (no facing kings). Red: check, chase; Black: idle, idle.
    (
        Motif::CheckAndChase,
        "chariot checks the king and chases its horse",
        "9/3nk4/9/9/9/9/3R5/3A5/9/3K5 w - - 0 1",
        "d3e3 e8f8 e3d3 f8e8",
    ),
    // As above with a black chariot a9 (rank 9 and the a-file empty) and a red horse i0
    // (reaching g1, h2: empty) that touch nothing: complex. The red elephant c0 closes rank 0
    // (else the chariot checks from a0 and takes the horse i0 along the rank).
    (
        Motif::CheckAndChase,
        "chariot checks the king and chases its horse, complex",
        "r8/3nk4/9/9/9/9/3R5/3A5/9/2BK4N w - - 0 1",
        "d3e3 e8f8 e3d3 f8e8",
    ),
    // A mate threat (殺). The black king d9 cannot go to e9 while the e-file is open to the
    // red king e0 (facing kings), nor to c9 (out of the palace). The red chariot a4 goes to
    // a5: moving again, a5-d5 checks up the d-file (d6..d8 empty) and it is mate (d8 stays on
    // the file, e9 faces the red king, nothing takes or blocks): 殺. The black advisor f9
    // steps to e8: it closes the e-file, so e9 becomes a flight square. The chariot goes back
    // to a4, where the red pawn c4 closes rank 4 (no check on the d-file), and the advisor
    // back to f9. Red: mate threat, idle; Black: idle, idle.
    // Not rational: a4a8 forces f9e8, and a8e8 takes the advisor and leaves the king no move
    // (困斃; derived in the tests below), a mate in two Red leaves: kept out of the population.
    (
        Motif::MateThreat,
        "chariot threatens mate on the d-file",
        "3k1a3/9/9/9/9/R1P6/9/9/9/4K4 w - - 0 1",
        "a4a5 f9e8 a5a4 e8f9",
    ),
    // As above with a red horse b0 (a2, c2, d1) and black horses h0 (f1, g2, i2) and i6
    // (g7, g5, h8, h4): they reach nothing, cannot stop the mate on the d-file: complex.
    (
        Motif::MateThreat,
        "chariot threatens mate on the d-file, complex",
        "3k1a3/9/9/8n/9/R1P6/9/9/9/1N2K2n1 w - - 0 1",
        "a4a5 f9e8 a5a4 e8f9",
    ),
    // 活子. The black cannon a9 cannot move (a8 holds the crossed red pawn, b9 the black
    // chariot; it jumps to nothing: the a-file is empty, rank 9 beyond b9 holds its own
    // horse d9 or nothing up to i9) and the red pawn a8 takes it whenever Red likes without
    // loss: pawn takes cannon +2, chariot b9 takes pawn -2. Whatever Black plays (no black
    // move gives check: the red elephant c0 closes rank 0 to the chariot), the pawn still
    // takes it without loss: the cannon is dead (死子). The red horse d6 goes to b7 (leg c6)
    // and attacks it a second time (leg b8): horse takes cannon +2, and the chariot does not
    // retake (the pawn would take the chariot): the gain grows from 0 to 2, a chase of the
    // cannon if it counted as live; dead, it is not chased and the move is idle. The black
    // horse d9 goes to b8 (leg c9) and closes the horse's leg (the pawn taking the horse b8 is
    // retaken by the chariot); the red horse goes back to d6 (leg c7), from where it newly
    // attacks the black cannon e4 (leg d5), protected by the black horse f6 (leg f5): horse
    // for cannon, no loss, a chase; the black horse goes back to d9 (leg c8). The black king
    // f8 stands where the red horse never checks it; a second red horse i2 (reaching g1, g3,
    // h0, h4: empty) makes two strong red pieces (complex). Red: idle (chase if every piece were live), chase; Black: idle, idle.
    (
        Motif::DeadPiece,
        "horse attacks a trapped cannon",
        "cr1n5/P4k3/9/3N1n3/9/4c4/9/8N/9/2BK5 w - - 0 1",
        "d6b7 d9b8 b7d6 b8d9",
    ),
    // One check one mate threat (一將一殺). The lone black king keeps to the d-file (the e-file
    // is open to the red king e0: facing kings; the c-file is out of the palace). The red
    // chariot a6 checks from a7 along rank 7 (b7, c7 empty): the king's one legal move is d8
    // (d6 is out of the palace). The chariot goes back to a6: moving again, a6-d6 checks up
    // the d-file and mates (d7 and d9 stay on the file, e8 faces the red king): 殺. Of the
    // king's two moves, d9 is mated at once by a6-d6, and so is d7: the king cannot take the
    // chariot on d6, which lies outside its palace (ranks 7-9). So Black has no alternative
    // at either turn (無變), Red has many. Red: check, mate threat; Black: idle, idle. Nothing
    // can be captured. Not rational: a6-d6 mates at the start too (a mate in one Red leaves
    // at every period): the mate search keeps it out of the population; the judge's tests
    // (XQ-8's 無變, Scheme 2's play-out) use it as built.
    (
        Motif::CheckAndMateThreat,
        "chariot checks and threatens mate against a lone king",
        "9/9/3k5/R8/9/9/9/9/9/4K4 w - - 0 1",
        "a6a7 d7d8 a7a6 d8d7",
    ),
];

/// The built case `i` of [`BUILT`], its moves repeated for the three-round stop, turned by
/// `variant` (0: as built, 1: mirrored, 2: colours swapped with the board turned, 3: both).
pub fn built(i: usize, variant: u8) -> Result<RationalCycle, String> {
    let (motif, name, fen, period) = BUILT[i];
    let mut start = Board::from_fen(fen).map_err(|e| format!("{name}: {}", e.0))?;
    let mut ms: Vec<Move> = period
        .split_whitespace()
        .map(Move::parse)
        .collect::<Result<_, _>>()
        .map_err(|e| format!("{name}: {e}"))?;
    if variant & 1 == 1 {
        start = start.mirrored();
        ms = ms.iter().map(|m| m.mirrored()).collect();
    }
    if variant & 2 == 2 {
        start = start.colour_swapped();
        ms = ms.iter().map(|m| m.turned()).collect();
    }
    let n = ms.len();
    let moves: Vec<Move> = ms
        .iter()
        .copied()
        .cycle()
        .take(n * periods_for(n))
        .collect();
    let mut pos = start.clone();
    for (k, m) in moves.iter().enumerate() {
        if !pos.is_legal(*m) || pos.is_capture(*m) {
            return Err(format!(
                "{name}: move {} {m} is not a quiet legal move",
                k + 1
            ));
        }
        pos = pos.after(*m);
    }
    if pos != start {
        return Err(format!("{name}: the period does not return to the start"));
    }
    Ok(RationalCycle {
        motif,
        name: format!("{name} (variant {variant})"),
        complex: xq_12_complex(&start),
        start,
        moves,
    })
}

/// The population: every built case in its four variants, then generated cycles (complex
/// and simple in turn, seeds from `first`) up to `n` cycles in all, rational with the mate
/// search to [`MATE_DEPTH`]. Built cases that are not rational are left out (the tests
/// require all of them to be rational).
pub fn population(first: u64, n: usize) -> Vec<RationalCycle> {
    population_to(first, n, MATE_DEPTH)
}

/// [`population`] with the mate search of the rationality test to `mate_depth` own moves (0:
/// the population of captures only).
pub fn population_to(first: u64, n: usize, mate_depth: u8) -> Vec<RationalCycle> {
    let mut out = Vec::new();
    for i in 0..BUILT.len() {
        for v in 0..4 {
            if let Ok(c) = built(i, v) {
                if rational_to(&c.start, &c.moves, mate_depth).is_ok() {
                    out.push(c);
                }
            }
        }
    }
    let mut seed = first;
    let limit = first + 400 * n as u64 + 1000;
    while out.len() < n && seed < limit {
        if let Some(c) = generated_to(seed, seed.is_multiple_of(2), mate_depth) {
            out.push(c);
        }
        seed += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hanging_chariot_is_a_winning_capture() {
        // Hand-derived: the red chariot a0 takes the black chariot a9 (a1..a8 empty), nothing
        // recaptures: +4. The black chariot a9 takes the red chariot a0 likewise when Black
        // moves: the position is not rational for either side to move.
        let b = Board::from_fen("r2k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
        assert_eq!(
            winning_capture(&b).map(|(m, v)| (m.iccs(), v)),
            Some(("a0a9".into(), 4))
        );
    }

    #[test]
    fn a_protected_horse_is_not_won_by_a_chariot() {
        // Red chariot a0 takes the horse a5 (+2), the black chariot a9 retakes (-4): -2 < 0.
        let b = Board::from_fen("r3k4/9/9/9/n8/9/9/9/9/R2K5 w").unwrap();
        assert_eq!(winning_capture(&b), None);
        // Without the black chariot the horse hangs: +2.
        let b = Board::from_fen("4k4/9/9/9/n8/9/9/9/9/R2K5 w").unwrap();
        assert_eq!(winning_capture(&b).map(|(_, v)| v), Some(2));
    }

    #[test]
    fn every_built_case_wins_no_material_and_three_miss_a_mate() {
        // Every built case leaves no capture that wins material (the test before the mate
        // search). Three simple ones leave a mate (derived by hand below, the same in every
        // variant: mirrored and colour-swapped boards): the mate search leaves them out of the
        // population, the others stay.
        let missed = [
            "chariot checks on two ranks",
            "chariot threatens mate on the d-file",
            "chariot checks and threatens mate against a lone king",
        ];
        for (i, case) in BUILT.iter().enumerate() {
            for v in 0..4 {
                let c = built(i, v).unwrap();
                assert_eq!(rational_to(&c.start, &c.moves, 0), Ok(()), "{}", c.name);
                let r = rational(&c.start, &c.moves);
                assert_eq!(r.is_err(), missed.contains(&case.1), "{}: {r:?}", c.name);
            }
        }
    }

    /// The first lapse of the period played four times from `fen`: (ply, move, why).
    fn first_lapse(fen: &str, period: &str) -> (usize, String, Lapse) {
        let b = Board::from_fen(fen).unwrap();
        let ms: Vec<Move> = period
            .split(' ')
            .map(|m| Move::parse(m).unwrap())
            .collect::<Vec<_>>()
            .repeat(4);
        let e = rational(&b, &ms).unwrap_err();
        (e.ply, e.mv.iccs(), e.lapse)
    }

    #[test]
    fn a_missed_mate_in_one_is_not_rational() {
        // Seed 915 of the population before the mate search (a generated cycle, simple). After
        // a0i0 e3c4 the red chariot i0 goes to f0 and checks up the f-file (f1..f7 empty): the
        // black king f8 cannot go to e8 (the horse has left e3, so the kings would face on the
        // open e-file), f9 and f7 stay on the file, the horse c4 reaches no point of the file.
        // Mate in one, left unplayed at ply 2 (Red plays i0a0).
        assert_eq!(
            first_lapse(
                "9/5k3/9/9/9/9/4n4/4K4/9/R8 w - - 0 1",
                "a0i0 e3c4 i0a0 c4e3"
            ),
            (2, "i0f0".into(), Lapse::ForcedMate(1))
        );
        assert!(generated(915, false).is_none());
        assert!(generated_to(915, false, 0).is_some());
        // The built 一將一殺 case: the red chariot a6 goes to d6 and checks up the d-file; the
        // black king d7 cannot take it (d6 lies outside its palace, ranks 7-9), d8 and d9 stay
        // on the file, e7 faces the red king e0: mate in one at the start.
        assert_eq!(
            first_lapse("9/9/3k5/R8/9/9/9/9/9/4K4 w - - 0 1", "a6a7 d7d8 a7a6 d8d7"),
            (0, "a6d6".into(), Lapse::ForcedMate(1))
        );
    }

    #[test]
    fn a_missed_mate_in_two_is_not_rational() {
        // The built perpetual check, simple: after e9e8 the red chariot a9 goes to f9 (b9..e9
        // empty). No check, but the king e8 has one move left: e9 is on the chariot's rank, f8
        // on its file, d8 on the d-file open to the red king d0; e7 is free. After e8e7 the
        // chariot goes to f8: e8 on its rank, f7 on its file, d7 on the open d-file, e6 outside
        // the palace: no legal move, 困斃 (004 第十二章 4). No mate in one there: a9a8 checks
        // but leaves e9 and e7, a9e9 checks but the king takes it, a9f9 leaves e7, the other
        // chariot moves leave the king e9 or e7 as well.
        assert_eq!(
            first_lapse("R3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1", "e9e8 a9a8 e8e9 a8a9"),
            (1, "a9f9".into(), Lapse::ForcedMate(2))
        );
        // The built mate threat, simple: the red chariot a4 goes to a8 (a5..a7 empty): the king
        // d9 cannot go to d8 (rank 8) nor e9 (facing the red king e0 on the open e-file); the
        // advisor f9 must go to e8. The chariot takes it along rank 8 (b8..d8 empty): e9 is on
        // its file, d8 on its rank, the chariot on e8 is not next to d9 along a line: no legal
        // move, 困斃.
        assert_eq!(
            first_lapse(
                "3k1a3/9/9/9/9/R1P6/9/9/9/4K4 w - - 0 1",
                "a4a5 f9e8 a5a4 e8f9"
            ),
            (0, "a4a8".into(), Lapse::ForcedMate(2))
        );
        // Without the mate search both are rational (no capture wins material).
        let b = Board::from_fen("R3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1").unwrap();
        let ms: Vec<Move> = ["e9e8", "a9a8", "e8e9", "a8a9"]
            .iter()
            .map(|m| Move::parse(m).unwrap())
            .collect();
        assert_eq!(rational_to(&b, &ms, 0), Ok(()));
        // The same cycle also leaves a mate in one, later: after e8e9 (ply 3) the chariot a8
        // goes to f8: the king e9 is not in check, e8 is on rank 8, f9 on the f-file, d9 on
        // the d-file open to the red king d0: 困斃.
        let e = rational_to(&b, &ms, 1).unwrap_err();
        assert_eq!(
            (e.ply, e.mv.iccs(), e.lapse),
            (3, "a8f8".into(), Lapse::ForcedMate(1))
        );
    }
}
