//! Rule-by-rule tests of the Xiangqi engine on small hand-made positions. Every expected
//! value is derived by hand from the rules (XQ-12 for stalemate as a loss), not from
//! the engine's output.

use qili::xiangqi::{Color, Move, Outcome, Position, Role, Square};
use std::collections::BTreeSet;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The legal destinations of the piece on `from`.
fn targets(p: &Position, from: &str) -> BTreeSet<String> {
    p.legal_moves()
        .iter()
        .filter(|m| m.from == sq(from))
        .map(|m| m.to.to_string())
        .collect()
}

fn set(xs: &[&str]) -> BTreeSet<String> {
    xs.iter().map(|s| s.to_string()).collect()
}

#[test]
fn horse_leg_blocks() {
    // Red horse e4, kings apart. Free: 8 targets. With a piece on e5 (the leg towards rank 6)
    // the two moves d6 and f6 disappear.
    let free = pos("3k5/9/9/9/9/4N4/9/9/9/5K3 w");
    assert_eq!(
        targets(&free, "e4"),
        set(&["c3", "c5", "d2", "d6", "f2", "f6", "g3", "g5"])
    );
    let blocked = pos("3k5/9/9/9/4p4/4N4/9/9/9/5K3 w");
    assert_eq!(
        targets(&blocked, "e4"),
        set(&["c3", "c5", "d2", "f2", "g3", "g5"])
    );
}

#[test]
fn elephant_eye_and_river() {
    // Red elephant c4: it may go to a2 and e2 but never across the river (a6, e6). With a
    // piece on d3 (the eye towards e2) only a2 remains.
    let p = pos("3k5/9/9/9/9/2B6/9/9/9/5K3 w");
    assert_eq!(targets(&p, "c4"), set(&["a2", "e2"]));
    let p = pos("3k5/9/9/9/9/2B6/3p5/9/9/5K3 w");
    assert_eq!(targets(&p, "c4"), set(&["a2"]));
}

#[test]
fn advisor_and_king_stay_in_the_palace() {
    let p = pos("3k5/9/9/9/9/9/9/9/9/3AK4 w");
    // Advisor d0: only e1. King e0: e1 and f0 (d0 is its own advisor).
    assert_eq!(targets(&p, "d0"), set(&["e1"]));
    assert_eq!(targets(&p, "e0"), set(&["e1", "f0"]));
}

#[test]
fn cannon_needs_exactly_one_screen_to_capture() {
    // Red cannon a0, pieces on a3 (red pawn, screen) and a6 (black pawn), a8 (black rook).
    // Moves: a1, a2 (quiet, up to the screen), capture a6 (first piece behind the screen),
    // not a8 (two screens), and along rank 0 b0, c0, d0, e0 up to the red king on f0.
    let p = pos("3k5/r8/9/p8/9/9/P8/9/9/C4K3 w");
    assert_eq!(
        targets(&p, "a0"),
        set(&["a1", "a2", "a6", "b0", "c0", "d0", "e0"])
    );
}

#[test]
fn pawn_goes_sideways_only_across_the_river() {
    let p = pos("3k5/9/9/9/4P4/9/P8/9/9/5K3 w");
    // a3: forward only. e5 (crossed): forward, left, right. Never back.
    assert_eq!(targets(&p, "a3"), set(&["a4"]));
    assert_eq!(targets(&p, "e5"), set(&["e6", "d5", "f5"]));
    // Black pawn e4 (crossed, moving down): e3, d4, f4.
    let p = pos("4k4/9/9/9/9/4p4/9/9/9/3K5 b");
    assert_eq!(targets(&p, "e4"), set(&["e3", "d4", "f4"]));
}

#[test]
fn facing_kings() {
    // The king may step onto the other king's file when a piece stands between.
    let p = pos("4k4/9/9/9/4P4/9/9/9/9/3K5 w");
    assert_eq!(targets(&p, "d0"), set(&["d1", "e0"]));
    // A lone screen between the kings may not leave the file: the cannon e4 moves along it
    // only (and cannot take the king without a screen of its own); a horse there cannot move.
    let p = pos("4k4/9/9/9/9/4C4/9/9/9/4K4 w");
    assert_eq!(
        targets(&p, "e4"),
        set(&["e1", "e2", "e3", "e5", "e6", "e7", "e8"])
    );
    let p = pos("4k4/9/9/9/9/4N4/9/9/9/4K4 w");
    assert!(targets(&p, "e4").is_empty());
    // The king may not step onto an open file facing the other king.
    let p = pos("4k4/9/9/9/9/9/9/9/9/3K5 w");
    assert_eq!(targets(&p, "d0"), set(&["d1"]));
}

#[test]
fn checkmate_and_stalemate_are_losses() {
    // Black king e9 in check from the rook a9 (and e8); d8/f8 are covered by the rook on e8,
    // d9/f9 by the rook on a9 (f9 through the vacated e9), and taking e8 would face the red
    // king on the open e file.
    let mate = pos("R3k4/4R4/9/9/9/9/9/9/9/4K4 b");
    assert!(mate.is_check());
    assert!(mate.legal_moves().is_empty());
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Checkmate {
            loser: Color::Black
        })
    );
    // 困斃: Black king d9 not in check; e9 faces the red king on the open e file, d8 is on
    // the rook's rank 8. No legal move: Black loses (XQ-12), unlike chess.
    let stale = pos("3k5/R8/9/9/9/9/9/9/9/4K4 b");
    assert!(!stale.is_check());
    assert_eq!(
        stale.outcome(),
        Some(Outcome::Stalemate {
            loser: Color::Black
        })
    );
    assert_eq!(Position::new().outcome(), None);
}

#[test]
fn checks_by_every_attacker() {
    // Horse check with a free leg, and none with the leg blocked.
    let p = pos("3k5/9/2N6/9/9/9/9/9/9/4K4 b");
    assert!(p.is_check(), "horse c7 attacks d9 via leg c8");
    let p = pos("3k5/2n6/2N6/9/9/9/9/9/9/4K4 b");
    assert!(!p.is_check(), "the leg c8 is blocked");
    // Cannon check through one screen.
    let p = pos("3k5/9/3a5/9/9/9/9/3C5/9/4K4 b");
    assert!(p.is_check());
    assert_eq!(p.checkers(), vec![sq("d2")]);
    // Pawn check from the side and from below (Red pawns attack forward and sideways).
    assert!(pos("3kP4/9/9/9/9/9/9/9/9/4K4 b").is_check());
    assert!(pos("9/4k4/4P4/9/9/9/9/9/9/3K5 b").is_check());
}

#[test]
fn attackers_and_protection() {
    // Black rook d5 is attacked by the red rook d0 (d1..d4 empty) and the red horse f4 (leg
    // e4 empty).
    let p = pos("5k3/9/9/9/3r5/5N3/9/9/9/3RK4 w");
    assert_eq!(p.attackers(sq("d5"), Color::Red), vec![sq("d0"), sq("f4")]);
    // The black rook attacks the red rook d0 (f4 is not on its lines).
    assert_eq!(p.attackers(sq("d0"), Color::Black), vec![sq("d5")]);
    // Protection: red king e0 protects d0 (a king step inside the palace).
    assert_eq!(p.attackers(sq("d0"), Color::Red), vec![sq("e0")]);
    let a = p.attacked_squares(Color::Red);
    assert!(a[sq("d5").index()] && a[sq("e1").index()] && !a[sq("a9").index()]);
}

#[test]
fn plain_array_and_helpers() {
    let p = Position::new();
    let a = p.to_array();
    assert_eq!(a[0][4], Some((Color::Red, Role::King)));
    assert_eq!(a[9][0], Some((Color::Black, Role::Rook)));
    assert_eq!(a[7][1], Some((Color::Black, Role::Cannon)));
    assert_eq!(a[4][4], None);
    assert_eq!(Position::from_array(&a, Color::Red).unwrap(), p);
    // Apply a move list with validation, then check/legal moves on the result.
    let (positions, moves) = p.replay_iccs(&["h2e2", "h9g7", "e2e6"]).unwrap();
    assert_eq!(positions.len(), 4);
    assert_eq!(moves[2], Move::parse_iccs("e2e6").unwrap());
    // The central cannon took the e6 pawn; e7 and e8 are empty, so it has no screen in
    // front of the king on e9: no check.
    assert!(!positions[3].is_check());
}

#[test]
fn zobrist_hash_detects_repetition_and_transposition() {
    let p = Position::new();
    let a = p.play_iccs(&["b2e2", "h9g7", "h0g2"]).unwrap();
    let b = p.play_iccs(&["h0g2", "h9g7", "b2e2"]).unwrap();
    assert_eq!(a.hash(), b.hash());
    let back = p.play_iccs(&["h0g2", "h9g7", "g2h0", "g7h9"]).unwrap();
    assert_eq!(back.hash(), p.hash());
    assert_ne!(back.fullmoves(), p.fullmoves());
    // Side to move is part of the hash.
    let one = p.play_iccs(&["h0g2"]).unwrap();
    let mut red_again = one.clone();
    red_again = Position::from_board(*red_again.board(), Color::Red, 0, 1).unwrap();
    assert_ne!(one.hash(), red_again.hash());
}

#[test]
fn make_undo_and_incremental_hash_agree_with_a_fresh_position() {
    // Seeded random games: after each move the incremental hash equals the hash of the same
    // board built from scratch, and taking every move back restores the start exactly.
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    for _ in 0..40 {
        let start = Position::new();
        let mut p = start.clone();
        let mut stack = Vec::new();
        for _ in 0..120 {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.random_range(0..moves.len())];
            let u = p.play_unchecked(m);
            stack.push((m, u));
            let fresh = Position::from_board(*p.board(), p.turn(), 0, 1).unwrap();
            assert_eq!(p.hash(), fresh.hash(), "{}", p.to_fen());
            assert_eq!(Position::from_fen(&p.to_fen()).unwrap(), p);
        }
        while let Some((m, u)) = stack.pop() {
            p.undo(m, u);
        }
        assert_eq!(p, start);
    }
}

#[test]
fn the_mover_moves_again() {
    // Red rook a0 to a9 gives check along rank 9 (b9 c9 d9 empty). With Red to move again the
    // king capture a9e9 is a legal move (XQ-3 / XQ-5 check computed as "moving again could
    // capture the king").
    let p = pos("4k4/9/9/9/9/9/9/9/9/R2K5 w");
    let after = p.play_iccs(&["a0a9"]).unwrap();
    assert!(after.is_check());
    let again = after.null_move();
    assert_eq!(again.turn(), Color::Red);
    assert!(again.attacks_enemy_king());
    assert!(again
        .legal_moves()
        .contains(&Move::parse_iccs("a9e9").unwrap()));
    assert_eq!(again.null_move().hash(), after.hash());
    assert!(!Position::new().null_move().attacks_enemy_king());
}

#[test]
fn captures_and_moves_from_a_point() {
    // Red rook d0 can take the black rook d5; the horse f4 can take it too (leg e4 free).
    let p = pos("5k3/9/9/9/3r5/5N3/9/9/9/3RK4 w");
    let mut caps: Vec<String> = p
        .legal_captures()
        .iter()
        .map(|(m, piece)| format!("{m}{}", piece.fen_char()))
        .collect();
    caps.sort();
    assert_eq!(caps, vec!["d0d5r", "f4d5r"]);
    // The red rook d0: d1..d5 up the file, c0 b0 a0 along the rank (e0 is its own king).
    let from: BTreeSet<String> = p
        .legal_moves_from(sq("d0"))
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    assert_eq!(from, set(&["a0", "b0", "c0", "d1", "d2", "d3", "d4", "d5"]));
    assert!(p.legal_moves_from(sq("d5")).is_empty(), "not Red's piece");
}
