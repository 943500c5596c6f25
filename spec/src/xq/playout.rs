//! Scheme 2's verification play-out (實戰驗證) of a claimed 無變 (XQ-10, 004 第十章 方案二).
//!
//! 004 第十章: "無變由己方提出,對方確認,不提出視為有變。對無變有爭議,通過實戰驗證"; "實戰驗證方法:
//! 雙方換位(紅黑互換)接續對弈,由對方代為變著(可續走兩著循環著法)。若變著后導致輸棋,則無變成立,
//! 判提出無變的一方勝,否則(變著后導致勝或和),提出無變的一方判負。實戰驗證中若又出現新的循環,
//! 單方長將的循環長將方判負,其它循環判和。"
//!
//! The text leaves the players to the people at the board. The model plays both sides by one
//! fixed, bounded player ([`choose`]: a forced mate or 困斃 within the bound of the 無變 search
//! when it has one, else a two-ply material search, mate and 困斃 counted as the loss of the
//! king), so the outcome is reproducible. The varying player (the opponent,
//! seated on the claimant's side) tries every non-cycle move at each of the claimant's
//! turns that the cycle reaches within three of its moves (the variation may follow at most
//! two more cycle moves); 無變 stands only if every variation loses within
//! [`PLAYOUT_PLIES`] plies. A new repetition in the play-out is judged as the text says:
//! one-sided perpetual check loses, any other repetition is a draw. A play-out that reaches
//! its ply bound undecided counts as not lost (the claim fails: "否則……提出無變的一方判負").

use super::board::{Board, Kind, Move, Side};
use super::chase::INF;
use super::cycle::Cycle;

/// Plies played after the variation before the play-out is stopped undecided.
pub const PLAYOUT_PLIES: usize = 16;

/// The claimant's turns the varying player may vary at: the first, or after one or two more
/// cycle moves ("可續走兩著循環著法").
pub const VARY_TURNS: usize = 3;

fn material(b: &Board, side: Side) -> i32 {
    let mut v = 0;
    for (sq, p) in b.pieces() {
        let w = match p.kind {
            Kind::King => 0,
            Kind::Chariot => 4,
            Kind::Horse | Kind::Cannon => 2,
            Kind::Advisor | Kind::Elephant => 1,
            Kind::Pawn => {
                if super::board::own_half(p.side, sq) {
                    1
                } else {
                    2
                }
            }
        };
        v += if p.side == side { w } else { -w };
    }
    v
}

/// Value of `b` for its side to move, searching `depth` plies (no legal move: the king is lost).
fn search(b: &Board, depth: u8) -> i32 {
    let moves = b.legal_moves();
    if moves.is_empty() {
        return -INF;
    }
    if depth == 0 {
        return material(b, b.to_move);
    }
    moves
        .into_iter()
        .map(|m| -search(&b.after(m), depth - 1))
        .max()
        .unwrap_or(-INF)
}

/// The fixed player of the play-out: a move that forces a mate or 困斃 in the fewest of its
/// moves, up to [`super::options::QUASI_BROAD_DEPTH`], if it has one (the search that finds the
/// claim of 無變, [`super::scheme::forced_win`], so the play-out does not miss a win the claim
/// rests on), else the first legal move (in generation order) of best two-ply value. `None`
/// when the side to move has no legal move (it has lost).
pub fn choose(b: &Board) -> Option<Move> {
    // The fastest win, so that each move of the winner brings the end nearer.
    if let Some(m) =
        (1..=super::options::QUASI_BROAD_DEPTH).find_map(|d| super::scheme::forced_win(b, d))
    {
        return Some(m);
    }
    let mut best: Option<(i32, Move)> = None;
    for m in b.legal_moves() {
        let v = -search(&b.after(m), 1);
        if best.is_none_or(|(bv, _)| v > bv) {
            best = Some((v, m));
        }
    }
    best.map(|(_, m)| m)
}

/// Whether the play-out from `pos` (after the variation) ends in a loss for `varier`.
pub fn varier_loses(pos: &Board, varier: Side) -> bool {
    let mut seen: Vec<Board> = vec![pos.clone()];
    let mut checks: Vec<(Side, bool)> = Vec::new();
    let mut b = pos.clone();
    for _ in 0..PLAYOUT_PLIES {
        let Some(m) = choose(&b) else {
            // Checkmate or 困斃 of the side to move.
            return b.to_move == varier;
        };
        let mover = b.to_move;
        b = b.after(m);
        checks.push((mover, b.in_check(mover.other())));
        if let Some(i) = seen.iter().position(|s| *s == b) {
            // A new repetition: one-sided perpetual check loses, any other is a draw.
            let stretch = &checks[i..];
            let all = |s: Side| {
                let mine: Vec<bool> = stretch.iter().filter(|c| c.0 == s).map(|c| c.1).collect();
                !mine.is_empty() && mine.iter().all(|&c| c)
            };
            return all(varier) && !all(varier.other());
        }
        seen.push(b.clone());
    }
    false
}

/// Verifies `claimant`'s claim of 無變 in `cycle` by the play-out: `true` when every variation
/// the opponent tries in the claimant's seat loses.
pub fn verify_no_alternative(cycle: &Cycle, claimant: Side) -> bool {
    let cycle_moves: Vec<Move> = cycle.moves_of(claimant).iter().map(|m| m.mv).collect();
    let mut tried: Vec<&Board> = Vec::new();
    for cm in cycle.moves_of(claimant) {
        if tried.len() == VARY_TURNS {
            break;
        }
        if tried.contains(&&cm.before) {
            continue;
        }
        tried.push(&cm.before);
        for d in cm.before.legal_moves() {
            if cycle_moves.contains(&d) {
                continue;
            }
            if !varier_loses(&cm.before.after(d), claimant) {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_player_takes_a_hanging_chariot() {
        // Hand-derived: the black chariot b0 checks the red king e0 along rank 0 (c0, d0
        // empty); the red chariot b5 takes it down the b-file (b4..b1 empty), winning a chariot
        // (4) with nothing to recapture: the best two-ply value.
        let b = Board::from_fen("3k5/9/9/9/1R7/9/9/9/9/1r2K4 w").unwrap();
        assert_eq!(choose(&b).map(|m| m.iccs()), Some("b5b0".into()));
    }

    #[test]
    fn a_side_without_moves_loses_the_play_out() {
        // Black to move is checkmated: king d9, Red chariots on d1 (d-file) and a8 (rank 8), Red king e0 (e-file).
        let b = Board::from_fen("3k5/R8/9/9/9/9/9/9/3R5/4K4 b").unwrap();
        assert!(b.legal_moves().is_empty());
        assert!(varier_loses(&b, Side::Black));
        assert!(!varier_loses(&b, Side::Red));
    }
}
