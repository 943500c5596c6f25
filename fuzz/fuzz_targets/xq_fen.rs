//! Fuzz the Xiangqi FEN reader and ICCS move lists (issue 5): arbitrary text never panics; a
//! FEN that parses round-trips through `to_fen`; every legal move is accepted by `is_legal`
//! and `parse_move` and never leaves the mover's king attacked; mirroring the board keeps the
//! number of legal moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use qili::xiangqi::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // First line: the FEN; the rest: ICCS moves separated by spaces.
    let mut lines = text.splitn(2, '\n');
    let fen = lines.next().unwrap_or("");
    let moves: Vec<&str> = lines.next().unwrap_or("").split_whitespace().collect();
    let Ok(pos) = Position::from_fen(fen) else {
        return;
    };
    let again = Position::from_fen(&pos.to_fen()).expect("to_fen output parses");
    assert_eq!(again, pos);
    let legal = pos.legal_moves();
    for &m in legal.iter() {
        assert!(pos.is_legal(m));
        assert_eq!(pos.parse_move(&m.iccs()), Ok(m));
        let next = pos.play(m).expect("legal");
        let mover = pos.turn();
        assert!(next.attackers(next.king(mover), next.turn()).is_empty());
    }
    assert_eq!(pos.flip_horizontal().legal_moves().len(), legal.len());
    assert_eq!(pos.swap_colors().legal_moves().len(), legal.len());
    let _ = pos.replay_iccs(&moves);
});
